#!/usr/bin/env python3
"""corpus/net/record.py -- record what HotSpot prints for the network corpus.

Usage: corpus/net/record.py [Name ...]   (default: every corpus/net/*.java)

Each program <Name>.java runs in the world <Name>.world.json on Terrarium (the
`net` test). This script plays the same world on the host's real loopback and
runs the program on HotSpot (`java`), writing <Name>.stdout, <Name>.stderr and
<Name>.exit next to the source. Expected outputs come only from here; never
type or edit them by hand.

How the world is played (every address in a recorded world must be in
127.0.0.0/8, so that the program sees the same addresses on both sides):
- `hosts`: written to a hosts file passed as -Djdk.net.hosts.file, so that no
  name lookup leaves the process (names not in the file are unknown).
- `servers`: "addr:port" -> a real TCP listener there. Each connection gets the
  greeting, a reply per received line (`replies`, else `otherwise`), every
  byte back with `echo`, and is closed by the server after `close_after` lines.
- `incoming`: in order, a client bound to `from` connects to 127.0.0.1:port
  (retrying while the program is not yet listening), sends `send`, shuts its
  output unless `keep_open`, and reads until the program closes.
- `datagrams`: each is sent from `from` to 127.0.0.1:port every 50 ms until the
  program exits (UDP to a port nobody has bound yet is lost, so the program
  sees the first copy; programs here receive each datagram once).
- `http`: "http://host:port/path" -> an HTTP/1.1 server on the host's address
  and port that answers `status reason`, the entry's headers in sorted order,
  `Content-Length`, then the body; paths without an entry get 404 with an
  empty body. The host must be in `hosts`.
"""
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from urllib.parse import urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
REASONS = {200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
           400: "Bad Request", 403: "Forbidden", 404: "Not Found", 500: "Internal Server Error",
           503: "Service Unavailable"}


def text(b):
    if isinstance(b, dict):
        import base64
        return base64.b64decode(b["base64"])
    return (b or "").encode()


def endpoint(s):
    a, p = s.rsplit(":", 1)
    return a.strip("[]"), int(p)


def listener(addr):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(addr)
    s.listen(16)
    s.settimeout(0.2)
    return s


def serve(sock, handle, stop):
    while not stop.is_set():
        try:
            c, _ = sock.accept()
        except socket.timeout:
            continue
        threading.Thread(target=handle, args=(c,), daemon=True).start()
    sock.close()


def scripted(spec):
    def handle(c):
        with c:
            c.sendall(text(spec.get("greeting")))
            if spec.get("close_after") == 0:
                return
            buf, lines = b"", 0
            while True:
                data = c.recv(4096)
                if not data:
                    return
                if spec.get("echo"):
                    c.sendall(data)
                buf += data
                while b"\n" in buf:
                    line, buf = buf.split(b"\n", 1)
                    line = line[:-1] if line.endswith(b"\r") else line
                    replies = spec.get("replies", {})
                    key = line.decode("utf-8", "replace")
                    if key in replies:
                        c.sendall(text(replies[key]))
                    elif "otherwise" in spec:
                        c.sendall(text(spec["otherwise"]))
                    lines += 1
                    if spec.get("close_after") is not None and lines >= spec["close_after"]:
                        return
    return handle


def http_server(resources):
    def handle(c):
        with c:
            f = c.makefile("rb")
            while True:
                request = f.readline()
                if not request:
                    return
                method, target, _ = request.decode().split(" ", 2)
                length = 0
                while True:
                    h = f.readline()
                    if h in (b"\r\n", b"\n", b""):
                        break
                    name, value = h.decode().split(":", 1)
                    if name.strip().lower() == "content-length":
                        length = int(value.strip())
                    if name.strip().lower() == "upgrade":
                        pass
                if length:
                    f.read(length)
                r = resources.get(target, {"status": 404})
                status = r.get("status", 200)
                body = text(r.get("body"))
                reason = r.get("reason", REASONS.get(status, ""))
                out = f"HTTP/1.1 {status} {reason}\r\n"
                for k in sorted(r.get("headers", {})):
                    out += f"{k}: {r['headers'][k]}\r\n"
                out += f"Content-Length: {len(body)}\r\n\r\n"
                c.sendall(out.encode() + (b"" if method == "HEAD" else body))
    return handle


def incoming(items, stop):
    for item in items:
        src = endpoint(item.get("from", "10.9.9.9:50000"))
        deadline = time.time() + 20
        while not stop.is_set() and time.time() < deadline:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(src)
            try:
                s.connect(("127.0.0.1", item["port"]))
            except OSError:
                s.close()
                time.sleep(0.02)
                continue
            s.sendall(text(item.get("send")))
            if not item.get("keep_open"):
                s.shutdown(socket.SHUT_WR)
            try:
                while s.recv(4096):
                    pass
            except OSError:
                pass
            s.close()
            break


def datagrams(items, stop):
    socks = []
    for d in items:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(endpoint(d.get("from", "10.9.9.9:50000")))
        socks.append((s, d))
    while not stop.is_set():
        for s, d in socks:
            s.sendto(text(d.get("data")), ("127.0.0.1", d["port"]))
        time.sleep(0.05)
    for s, _ in socks:
        s.close()


def record(name, classes):
    world = json.load(open(os.path.join(HERE, name + ".world.json")))
    stop = threading.Event()
    threads = []
    with tempfile.NamedTemporaryFile("w", suffix=".hosts", delete=False) as hosts:
        for host, addrs in world.get("hosts", {}).items():
            for a in addrs:
                hosts.write(f"{a} {host}\n")
    for key, spec in world.get("servers", {}).items():
        threads.append(threading.Thread(target=serve, args=(listener(endpoint(key)), scripted(spec), stop)))
    by_server = {}
    for url, r in world.get("http", {}).items():
        u = urlsplit(url)
        addr = world["hosts"][u.hostname][0]
        path = (u.path or "/") + ("?" + u.query if u.query else "")
        by_server.setdefault((addr, u.port or 80), {})[path] = r
    for addr, resources in by_server.items():
        threads.append(threading.Thread(target=serve, args=(listener(addr), http_server(resources), stop)))
    threads.append(threading.Thread(target=incoming, args=(world.get("incoming", []), stop)))
    threads.append(threading.Thread(target=datagrams, args=(world.get("datagrams", []), stop)))
    for t in threads:
        t.daemon = True
        t.start()
    env = dict(os.environ, LC_ALL="C.UTF-8")
    with tempfile.TemporaryDirectory() as cwd:
        p = subprocess.run(["java", f"-Djdk.net.hosts.file={hosts.name}", "-cp", classes, name],
                           cwd=cwd, env=env, capture_output=True, stdin=subprocess.DEVNULL, timeout=120)
    stop.set()
    for t in threads:
        t.join(timeout=2)
    os.unlink(hosts.name)
    for ext, data in (("stdout", p.stdout), ("stderr", p.stderr), ("exit", f"{p.returncode}\n".encode())):
        with open(os.path.join(HERE, f"{name}.{ext}"), "wb") as f:
            f.write(data)
    lines = p.stdout.count(b"\n")
    print(f"{name:28} exit={p.returncode} stdout={lines} lines")


def main():
    names = sys.argv[1:] or sorted(f[:-5] for f in os.listdir(HERE) if f.endswith(".java"))
    with tempfile.TemporaryDirectory() as classes:
        sources = [os.path.join(HERE, n + ".java") for n in names]
        subprocess.run(["javac", "-d", classes] + sources, check=True)
        for n in names:
            record(n, classes)


if __name__ == "__main__":
    main()
