#!/usr/bin/env python3
"""Benchmark Terrarium against HotSpot (interpreted and JIT) on corpus/bench.

Compiles every corpus/bench/*.java with javac into a temporary directory, then
for each program runs, interleaved, N times each:

    terrarium:   <PATH> run --cp DIR Name
    java -Xint:  java -Xint -cp DIR Name
    java:        java -cp DIR Name

It checks that all runs print the same stdout and exit status (a mismatch is
reported in the table, never fatal) and prints a table with the median wall
seconds of each runner, the ratios terrarium/java-Xint and terrarium/java, then
a final line with the median terrarium/java-Xint ratio over the CPU-bound
programs and, for Hello, the startup ratio java/terrarium.

If Terrarium fails on a program (missing binary, non-zero exit, timeout) its
error is shown in the table and the run continues with the next program.

Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
STARTUP = "Hello"


@dataclass
class Result:
    seconds: float
    stdout: bytes
    stderr: bytes
    rc: int | None  # None: timed out or could not start
    error: str | None = None


@dataclass
class Runner:
    name: str
    argv: list[str]  # program name is appended
    results: list[Result] = field(default_factory=list)

    def failed(self) -> Result | None:
        for r in self.results:
            if r.error is not None:
                return r
        return None

    def median(self) -> float | None:
        ok = [r.seconds for r in self.results if r.error is None]
        return statistics.median(ok) if ok else None


def run_once(argv: list[str], timeout: float) -> Result:
    env = dict(os.environ, LC_ALL="C.UTF-8")
    start = time.perf_counter()
    try:
        p = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout, env=env)
    except FileNotFoundError as e:
        return Result(0.0, b"", b"", None, f"cannot start: {e.filename}")
    except subprocess.TimeoutExpired as e:
        return Result(time.perf_counter() - start, e.stdout or b"", e.stderr or b"", None,
                      f"timeout after {timeout:g}s")
    elapsed = time.perf_counter() - start
    return Result(elapsed, p.stdout, p.stderr, p.returncode)


def first_line(b: bytes, limit: int = 60) -> str:
    text = b.decode("utf-8", "replace").strip()
    line = text.splitlines()[-1] if text else ""
    # The last line of a Rust panic / Java trace head is usually the informative one;
    # prefer the first non-"at" line when there is a Java-style trace.
    for ln in text.splitlines():
        s = ln.strip()
        if s and not s.startswith("at "):
            line = s
            break
    return line if len(line) <= limit else line[: limit - 3] + "..."


def resolve_terrarium(path: str) -> str:
    p = Path(path)
    if p.is_absolute() or p.exists():
        return str(p.resolve()) if p.exists() else str(p)
    alt = REPO / p
    if alt.exists():
        return str(alt)
    found = shutil.which(path)
    return found or str(p)


def fmt_s(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def fmt_ratio(a: float | None, b: float | None) -> str:
    if a is None or b is None or b == 0:
        return "-"
    return f"{a / b:.2f}x"


def main() -> int:
    ap = argparse.ArgumentParser(
        description="Benchmark Terrarium vs java -Xint vs java on corpus/bench/*.java.",
        epilog="Example: corpus/bench/run.py --runs 5 --only Fib,Sieve,Hello",
    )
    ap.add_argument("--terrarium", default="target/release/terrarium",
                    help="Terrarium binary, invoked as 'PATH run --cp DIR Name' "
                         "(default: target/release/terrarium, relative to the cwd or the repo root)")
    ap.add_argument("--runs", type=int, default=3,
                    help="runs per program and runner, interleaved (default: 3)")
    ap.add_argument("--only", default="",
                    help="comma-separated program names to run (default: all)")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="per-run timeout in seconds (default: 300)")
    ap.add_argument("--java", default="java", help="java launcher (default: java)")
    ap.add_argument("--javac", default="javac", help="javac compiler (default: javac)")
    args = ap.parse_args()
    if args.runs < 1:
        ap.error("--runs must be >= 1")

    sources = sorted(HERE.glob("*.java"))
    names = [s.stem for s in sources]
    if args.only:
        wanted = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in wanted if n not in names]
        if unknown:
            ap.error(f"unknown program(s): {', '.join(unknown)}; available: {', '.join(names)}")
        names = wanted
    # Hello last, so the CPU-bound programs come first in the table.
    names.sort(key=lambda n: (n == STARTUP, n))

    terrarium = resolve_terrarium(args.terrarium)
    with tempfile.TemporaryDirectory(prefix="terrarium-bench-") as tmp:
        c = subprocess.run([args.javac, "-d", tmp, *map(str, sources)],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if c.returncode != 0:
            sys.stderr.write(c.stdout.decode("utf-8", "replace"))
            print("javac failed", file=sys.stderr)
            return 2

        header = f"{'program':<12} {'terrarium':>10} {'java-Xint':>10} {'java':>8} {'t/Xint':>8} {'t/java':>8}  note"
        print(f"terrarium: {terrarium}  runs: {args.runs}")
        print(header)
        print("-" * len(header))
        xint_ratios: list[float] = []
        startup: str | None = None

        for name in names:
            runners = [
                Runner("terrarium", [terrarium, "run", "--cp", tmp]),
                Runner("java-Xint", [args.java, "-Xint", "-cp", tmp]),
                Runner("java", [args.java, "-cp", tmp]),
            ]
            for _ in range(args.runs):
                for r in runners:
                    # Once Terrarium has failed on this program, don't keep retrying it.
                    if r.name == "terrarium" and r.failed() is not None:
                        continue
                    res = run_once(r.argv + [name], args.timeout)
                    if res.error is None and res.rc != 0 and r.name == "terrarium":
                        res.error = f"exit {res.rc}: {first_line(res.stderr) or first_line(res.stdout)}"
                    r.results.append(res)
                    print(f"  {name}: {r.name} {fmt_s(res.seconds)}s", end="\r", file=sys.stderr, flush=True)
            print(" " * 60, end="\r", file=sys.stderr, flush=True)

            notes: list[str] = []
            terr, xint, jit = runners
            tfail = terr.failed()
            if tfail is not None:
                notes.append(f"terrarium FAILED ({tfail.error})")
            for r in (xint, jit):
                f = r.failed()
                if f is not None:
                    notes.append(f"{r.name} failed ({f.error})")
            # Output check: every completed run must match the first java run.
            ref = next((x for x in jit.results + xint.results if x.error is None), None)
            if ref is not None:
                mismatched = []
                for r in runners:
                    for x in r.results:
                        if x.error is None and (x.stdout != ref.stdout or x.rc != ref.rc):
                            mismatched.append(r.name)
                            break
                if mismatched:
                    notes.append("OUTPUT MISMATCH: " + ",".join(mismatched))
            if not notes:
                notes.append("ok " + first_line(ref.stdout, 40) if ref else "ok")

            tm, xm, jm = terr.median(), xint.median(), jit.median()
            if tfail is not None:
                tm = None
            if name == STARTUP:
                if tm and jm:
                    startup = f"{jm / tm:.2f}x (java {jm:.3f}s / terrarium {tm:.3f}s)"
            elif tm is not None and xm:
                xint_ratios.append(tm / xm)
            print(f"{name:<12} {fmt_s(tm):>10} {fmt_s(xm):>10} {fmt_s(jm):>8} "
                  f"{fmt_ratio(tm, xm):>8} {fmt_ratio(tm, jm):>8}  {'; '.join(notes)}", flush=True)

        print("-" * len(header))
        med = f"{statistics.median(xint_ratios):.2f}x over {len(xint_ratios)} program(s)" if xint_ratios else "n/a"
        print(f"median terrarium/java-Xint: {med}; startup (Hello) java/terrarium: {startup or 'n/a'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
