#!/usr/bin/env python3
"""Sandboxed ÷ native time of `terrarium run` on corpus/bench.

Compiles corpus/bench/*.java into a temporary directory, then runs each
program N times (default 3), interleaved, as

    native:     terrarium run --cp DIR Name
    sandboxed:  terrarium run --sandbox --cp DIR Name

checks that both print the same stdout, stderr and exit status, and prints the
median wall seconds of each and their ratio, then the median ratio over the
CPU-bound programs (all but Hello). Hello's sandboxed time is the start time
with a warm module cache (one untimed sandboxed run warms it first).

Needs a release build and the guest:
    cargo build --release -p terrarium
    cargo build --release -p terrarium-guest --target wasm32-wasip1

Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def timed(argv: list[str]) -> tuple[float, bytes, bytes, int]:
    start = time.perf_counter()
    p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True)
    return time.perf_counter() - start, p.stdout, p.stderr, p.returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=3, help="runs per program and mode")
    ap.add_argument("--terrarium", default=str(REPO / "target/release/terrarium"))
    ap.add_argument("programs", nargs="*", help="names (default: all)")
    args = ap.parse_args()
    sources = sorted(HERE.glob("*.java"))
    names = [s.stem for s in sources if not args.programs or s.stem in args.programs]
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["javac", "-d", out, *map(str, sources)], check=True)
        base = [args.terrarium, "run"]
        timed(base + ["--sandbox", "--cp", out, "Hello"])  # warm the module cache
        print(f"{'program':<12} {'native s':>9} {'sandbox s':>9} {'ratio':>6}")
        ratios = []
        for name in names:
            native, sandboxed, same = [], [], True
            for _ in range(args.n):
                a = timed(base + ["--cp", out, name])
                b = timed(base + ["--sandbox", "--cp", out, name])
                native.append(a[0])
                sandboxed.append(b[0])
                same = same and a[1:] == b[1:]
            n, s = statistics.median(native), statistics.median(sandboxed)
            note = "" if same else "  OUTPUT DIFFERS"
            print(f"{name:<12} {n:>9.3f} {s:>9.3f} {s / n:>6.2f}{note}")
            if name != "Hello":
                ratios.append(s / n)
        if ratios:
            print(f"median sandboxed/native over CPU-bound programs: {statistics.median(ratios):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
