#!/usr/bin/env python3
"""Benchmark `terrarium shake`: how long 1,000 perturbed runs of a small test
class take (the issue's target: under 10 s on a 2-core machine), and the
whole flaky corpus at the default 100 runs.

Compiles corpus/flaky against Debian's junit4, then runs, each N times
(median of wall seconds):

    terrarium shake -q --runs 1000 OrderNumberTest     (single-threaded, 3 tests)
    terrarium shake -q --runs 1000 HitCounterTest      (two threads, 10,000 increments)
    terrarium shake -q --runs 100  <all 46 classes>

Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
JUNIT = "/usr/share/java/junit4.jar"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--terrarium", default=str(REPO / "target/release/terrarium"))
    ap.add_argument("--runs", type=int, default=3, help="timings per case (default 3)")
    args = ap.parse_args()
    flaky = REPO / "corpus/flaky"
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "classes"
        sources = sorted(str(p) for p in flaky.glob("*.java"))
        subprocess.run(["javac", "-nowarn", "-cp", JUNIT, "-d", str(out), *sources], check=True)
        classes = sorted(p.stem for p in flaky.glob("*Test.java"))
        cp = f"{out}:{JUNIT}"
        cases = [
            ("OrderNumberTest x1001", ["--runs", "1000", "OrderNumberTest"]),
            ("HitCounterTest x1001", ["--runs", "1000", "HitCounterTest"]),
            (f"{len(classes)} classes x101", ["--runs", "100", *classes]),
        ]
        print(f"{'case':28s} {'median s':>9s}  summary")
        for name, extra in cases:
            times = []
            summary = ""
            for _ in range(args.runs):
                start = time.perf_counter()
                r = subprocess.run(
                    [args.terrarium, "shake", "-q", "--cp", cp,
                     "--replay-dir", str(Path(tmp) / "replays"), *extra],
                    capture_output=True, text=True)
                times.append(time.perf_counter() - start)
                lines = r.stdout.strip().splitlines()
                summary = lines[-1] if lines else r.stderr.strip()[:80]
            print(f"{name:28s} {statistics.median(times):9.2f}  {summary}", flush=True)


if __name__ == "__main__":
    main()
