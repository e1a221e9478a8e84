#!/usr/bin/env python3
"""Benchmark `terrarium record`: what recording a run costs, against the
same run without recording (the issue's target: at most 3x; Rooney's
trace-based recorder: about 286x).

Compiles the application-like programs of corpus/bench/record/ (and the
example shop of examples/orders), then for each runs, interleaved N times:

    terrarium run    --cp CP MAIN ARGS
    terrarium record --cp CP --classes CLASS --out TMP MAIN ARGS

and prints the median CPU seconds (user + system of the child) of each and
their ratio. The recorded run includes writing the tests, not checking them
(`--no-check`: compiling and running them is not part of the run).

Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

CASES = [
    # (name, main class, args, recorded class)
    ("shop (orders)", "ShopWeek", ["3000"], "com.acme.orders.OrderService"),
    ("bank (transfers)", "bank.Bank", ["3000"], "bank.Bank"),
    ("search (index)", "search.SearchIndex", ["3000"], "search.SearchIndex"),
]


def cpu_seconds(cmd: list[str]) -> float:
    before = os.times()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = os.times()
    return (after.children_user - before.children_user) + (
        after.children_system - before.children_system)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--terrarium", default=str(REPO / "target/release/terrarium"))
    ap.add_argument("--runs", type=int, default=5, help="timings per case (default 5)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        classes = Path(tmp) / "classes"
        sources = [str(p) for p in sorted((REPO / "examples/orders/src").rglob("*.java"))]
        sources += [str(p) for p in sorted((HERE / "record").rglob("*.java"))]
        subprocess.run(["javac", "-d", str(classes), *sources], check=True)
        print(f"{'program':18s} {'run s':>7s} {'record s':>9s} {'ratio':>6s}")
        ratios = []
        for name, main, extra, chosen in CASES:
            plain, recorded = [], []
            for _ in range(args.runs):
                plain.append(cpu_seconds(
                    [args.terrarium, "run", "--cp", str(classes), main, *extra]))
                recorded.append(cpu_seconds(
                    [args.terrarium, "record", "--no-check", "--cp", str(classes), "--classes", chosen,
                     "--out", str(Path(tmp) / "tests"), main, *extra]))
            p, r = statistics.median(plain), statistics.median(recorded)
            ratios.append(r / p)
            print(f"{name:18s} {p:7.2f} {r:9.2f} {r / p:6.2f}", flush=True)
        print(f"{'median ratio':18s} {'':7s} {'':9s} {statistics.median(ratios):6.2f}")


if __name__ == "__main__":
    main()
