#!/usr/bin/env python3
"""Sandboxed ÷ native time of `terrarium run` on corpus/bench, or with --gen of `terrarium gen` on corpus/subjects.

Compiles corpus/bench/*.java into a temporary directory, then runs each
program N times (default 3), interleaved, as

    native:     terrarium run --cp DIR Name
    sandboxed:  terrarium run --sandbox --cp DIR Name

checks that both print the same stdout, stderr and exit status, and prints the
median wall seconds of each and their ratio, then the median ratio over the
CPU-bound programs (all but Hello). Hello's sandboxed time is the start time
with a warm module cache (one untimed sandboxed run warms it first).

With --gen, compiles corpus/subjects and generates tests for a few subjects
(default: DEFAULT_SUBJECTS below), N times each, interleaved, as

    native:     terrarium gen --cp DIR subjects.Name --budget-evals E --seed 1 --quiet --out OUT
    sandboxed:  the same with --sandbox

checks that both write byte-identical test files, and prints the median wall
seconds of each, their ratio, and the median ratio over the subjects.

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


DEFAULT_SUBJECTS = ["CommandDispatcher", "TextStatistics", "CollatzAnalyzer", "DirectoryLister", "FileDateChecker"]


def tree(d: Path) -> dict[str, bytes]:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


def gen_bench(args: argparse.Namespace) -> int:
    names = args.programs or DEFAULT_SUBJECTS
    sources = sorted((REPO / "corpus/subjects/src/subjects").glob("*.java"))
    with tempfile.TemporaryDirectory() as tmp:
        classes = Path(tmp) / "classes"
        subprocess.run(["javac", "--release", "17", "-g", "-d", str(classes), *map(str, sources)], check=True)
        def gen(name: str, sandbox: bool, out: Path) -> tuple[float, dict[str, bytes], int]:
            argv = [args.terrarium, "gen", "--cp", str(classes), f"subjects.{name}",
                    "--budget-evals", str(args.evals), "--seed", "1", "--quiet", "--out", str(out)]
            if sandbox:
                argv.append("--sandbox")
            t, _, err, code = timed(argv)
            if code != 0:
                sys.stderr.write(err.decode(errors="replace"))
            return t, tree(out), code
        gen(names[0], True, Path(tmp) / "warm")  # warm the module cache
        print(f"gen --budget-evals {args.evals}, {args.n} runs each")
        print(f"{'subject':<20} {'native s':>9} {'sandbox s':>9} {'ratio':>6}")
        ratios = []
        for name in names:
            native, sandboxed, same = [], [], True
            for i in range(args.n):
                a = gen(name, False, Path(tmp) / f"{name}-n{i}")
                b = gen(name, True, Path(tmp) / f"{name}-s{i}")
                native.append(a[0])
                sandboxed.append(b[0])
                same = same and a[1:] == b[1:]
            n, s = statistics.median(native), statistics.median(sandboxed)
            note = "" if same else "  TESTS DIFFER"
            print(f"{name:<20} {n:>9.3f} {s:>9.3f} {s / n:>6.2f}{note}")
            ratios.append(s / n)
        print(f"median sandboxed/native over the subjects: {statistics.median(ratios):.2f}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=3, help="runs per program and mode")
    ap.add_argument("--terrarium", default=str(REPO / "target/release/terrarium"))
    ap.add_argument("--gen", action="store_true", help="time `terrarium gen` on corpus/subjects instead")
    ap.add_argument("--evals", type=int, default=20000, help="with --gen: --budget-evals")
    ap.add_argument("programs", nargs="*", help="names (default: all; with --gen: a few subjects)")
    args = ap.parse_args()
    if args.gen:
        return gen_bench(args)
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
