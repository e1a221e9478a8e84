#!/usr/bin/env python3
"""Run a program with standard input from a terminal, typing each line of a
file when the program waits to read (as a person answers prompts), for
corpus/record.sh.

Usage: record-tty.py INPUT STDOUT STDERR -- COMMAND...

The program's stdin is the slave side of a pseudo-terminal (echo off,
canonical mode): each read returns at most one line, and nothing is typed
ahead, so `available()` is 0 and a buffered reader cannot read past the line
it was given. A line is typed only once a thread of the program is blocked in
read(2) on fd 0 (seen in /proc/PID/task/*/syscall) and the previous line was
consumed. When the lines are used up, every further read gets end of input
(Ctrl-D typed at the start of a line). Exits with the program's status.
"""
import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
import time

READ = 0  # x86_64 syscall number of read(2)


def blocked_on_stdin(pid):
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return False
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/syscall") as f:
                fields = f.read().split()
        except OSError:
            continue
        if len(fields) > 1 and fields[0] == str(READ) and int(fields[1], 16) == 0:
            return True
    return False


def pending(fd):
    """Bytes typed but not yet read by the program."""
    buf = fcntl.ioctl(fd, termios.FIONREAD, struct.pack("i", 0))
    return struct.unpack("i", buf)[0]


def main():
    if len(sys.argv) < 6 or sys.argv[4] != "--":
        sys.exit(__doc__)
    with open(sys.argv[1], "rb") as f:
        lines = f.read().splitlines(keepends=True)
    master, slave = pty.openpty()
    attrs = termios.tcgetattr(slave)
    attrs[3] &= ~termios.ECHO
    termios.tcsetattr(slave, termios.TCSANOW, attrs)
    with open(sys.argv[2], "wb") as out, open(sys.argv[3], "wb") as err:
        proc = subprocess.Popen(sys.argv[5:], stdin=slave, stdout=out, stderr=err,
                                start_new_session=True)
    while proc.poll() is None:
        if pending(slave) == 0 and blocked_on_stdin(proc.pid):
            os.write(master, lines.pop(0) if lines else b"\x04")
            # Let the program take it before looking again.
            while proc.poll() is None and pending(slave) > 0:
                time.sleep(0.005)
            # ... and leave read(2) before it is seen blocked there again.
            time.sleep(0.05)
        time.sleep(0.01)
    os.close(master)
    os.close(slave)
    sys.exit(proc.returncode)


if __name__ == "__main__":
    main()
