#!/usr/bin/env python3
"""Measures how many of the class library's common throw sites print HotSpot's stack frames.

Compiles jdk-shims/tools/LibraryFramesProbe.java, runs it on HotSpot (`java`) and on
Terrarium, splits both outputs into one stack trace per case and compares them: EXACT (same
frames and lines), LINES (same classes and methods, other line numbers) or SHAPE (other frames).

    python3 jdk-shims/tools/library-frames.py TERRARIUM [--jdk-classes DIR] [-v] [--markers]

-v prints the differing traces. --markers proposes `// hotspot:N` markers: for each LINES case,
the shim source line Terrarium printed and HotSpot's line for it (it builds the library without
markers into a temporary directory, HOTSPOT_LINES=0 jdk-shims/build-classes.sh, so that the lines
are the sources'); HotSpot's lines are observed here, never typed in.
"""
import difflib
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SHIMS = os.path.dirname(HERE)
FRAME = re.compile(r'^\s*at java\.base/([\w.$]+)\.([\w<>$]+)\((\w+\.java):(\d+)\)$')


def blocks(text):
    out, cur = {}, None
    for line in text.splitlines():
        if line.startswith('== '):
            cur = line[3:].strip()
            out[cur] = []
        elif cur is not None:
            out[cur].append(line)
    return out


def shape(lines):
    return [re.sub(r'\((\w+\.java):\d+\)', r'(\1)', l) for l in lines]


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                          text=True, errors='replace').stdout


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    terrarium, extra, verbose, markers = args[0], [], '-v' in args, '--markers' in args
    if '--jdk-classes' in args:
        extra = ['--jdk-classes', args[args.index('--jdk-classes') + 1]]
    with tempfile.TemporaryDirectory() as tmp:
        classes = os.path.join(tmp, 'classes')
        subprocess.run(['javac', '-nowarn', '-d', classes, os.path.join(HERE, 'LibraryFramesProbe.java')],
                       check=True, stderr=subprocess.DEVNULL)
        hs = blocks(run(['java', '-cp', classes, 'LibraryFramesProbe']))
        tr = blocks(run([terrarium, 'run'] + extra + ['--cp', classes, 'LibraryFramesProbe']))
        counts = {'EXACT': 0, 'LINES': 0, 'SHAPE': 0}
        for name, a in hs.items():
            b = tr.get(name, ['<missing>'])
            status = 'EXACT' if a == b else 'LINES' if shape(a) == shape(b) else 'SHAPE'
            counts[status] += 1
            print(f'{status:6} {name}')
            if verbose and status != 'EXACT':
                for l in difflib.unified_diff(a, b, 'hotspot', 'terrarium', lineterm='', n=1):
                    print('    ' + l)
        print(f"{counts['EXACT']} of {len(hs)} throw sites print HotSpot's frames exactly; "
              f"{counts['LINES']} differ only in line numbers, {counts['SHAPE']} in frames")
        if markers:
            unmarked = os.path.join(tmp, 'unmarked')
            subprocess.run([os.path.join(SHIMS, 'build-classes.sh'), unmarked], check=True,
                           env=dict(os.environ, HOTSPOT_LINES='0'))
            tr = blocks(run([terrarium, 'run', '--jdk-classes', unmarked, '--cp', classes, 'LibraryFramesProbe']))
            want = {}
            for name, a in hs.items():
                b = tr.get(name)
                if b is None or a == b or shape(a) != shape(b):
                    continue
                for x, y in zip(a, b):
                    mx, my = FRAME.match(x), FRAME.match(y)
                    if x != y and mx and my:
                        path = os.path.join(SHIMS, 'java', *my.group(1).split('.')[:-1], my.group(3))
                        want.setdefault((path, int(my.group(4))), {}).setdefault(int(mx.group(4)), []).append(name)
            for (path, line), hsl in sorted(want.items()):
                rel = os.path.relpath(path, SHIMS)
                if len(hsl) > 1:
                    print(f'conflict: {rel}:{line} is HotSpot line {sorted(hsl)} in different cases')
                    continue
                (h, cases), = hsl.items()
                with open(path, encoding='utf-8') as f:
                    text = f.read().split('\n')[line - 1]
                if f'hotspot:{h}' in text:
                    continue
                if 'hotspot:' in text:
                    print(f'conflict: {rel}:{line} is marked, but HotSpot prints {h} ({", ".join(cases[:3])})')
                    continue
                print(f'{rel}:{line}: // hotspot:{h}  ({", ".join(cases[:3])})')


if __name__ == '__main__':
    main()
