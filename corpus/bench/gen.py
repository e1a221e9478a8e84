#!/usr/bin/env python3
"""Benchmark `terrarium gen` over corpus/subjects, each algorithm side by side.

Compiles corpus/subjects with javac into a temporary directory, then for each
algorithm runs

    terrarium gen --cp DIR --package subjects --algorithm A --budget B
                  --jobs J --seed S --report REPORT --out OUT -q

and prints, per algorithm: average branch coverage over the classes, classes at
100 % branch coverage, average line coverage, test executions per second
(evaluations / search seconds, summed over classes; and the median of each
class's own rate over classes that searched for a second or more), and the same averages over
the subjects modelled on the environment-aware papers' examples, with how many
of those reach every branch a test can reach (some branches JaCoCo counts can
never be taken: corpus/subjects/README.md lists them). With
--per-class it also prints every class's branch coverage and mutation score
per algorithm.

The budget is wall-clock per class (the issue's benchmark asks for 20 s); a
search stops earlier when every goal is covered. Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SUBJECTS = REPO / "corpus" / "subjects" / "src" / "subjects"
ALGORITHMS = ["dynamosa", "wholesuite", "grt"]
# Modelled on the examples of Arcuri, Fraser & Galeotti (ASE 2014, FSE 2015).
PAPER = {
    "FileDateChecker", "TimestampBean", "SessionRegistry", "PasswordChecker",
    "CoinFlipGame", "DirectoryLister", "AuditLogger", "EnvironmentConfig",
    "LicenseValidator", "HandshakeServer", "UrlContentChecker", "QuoteClient",
}
# Branches no execution can take, counted by JaCoCo all the same (the table
# "Branches no test can cover" in corpus/subjects/README.md says why).
NO_TEST_CAN_COVER = {"HandshakeServer": 4, "UrlContentChecker": 1}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--terrarium", default=str(REPO / "target" / "release" / "terrarium"))
    ap.add_argument("--budget", default="20s", help="wall-clock budget per class (default 20s)")
    ap.add_argument("--budget-evals", type=int, default=None,
                    help="test executions per class instead of wall-clock (deterministic)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--algorithms", default=",".join(ALGORITHMS))
    ap.add_argument("--per-class", action="store_true")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        classes = Path(tmp) / "classes"
        sources = sorted(str(p) for p in SUBJECTS.glob("*.java"))
        subprocess.run(["javac", "--release", "17", "-d", str(classes), *sources], check=True)
        reports: dict[str, list[dict]] = {}
        for alg in args.algorithms.split(","):
            report = Path(tmp) / f"{alg}.json"
            cmd = [args.terrarium, "gen", "--cp", str(classes), "--package", "subjects",
                   "--algorithm", alg, "--jobs", str(args.jobs),
                   *(["--budget-evals", str(args.budget_evals)] if args.budget_evals
                     else ["--budget", args.budget]),
                   "--seed", str(args.seed), "--report", str(report),
                   "--out", str(Path(tmp) / f"out-{alg}"), "-q"]
            print(f"# {' '.join(cmd)}", file=sys.stderr)
            subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL)
            reports[alg] = json.loads(report.read_text())["classes"]

    def pct(c: dict) -> float:
        return 100.0 * c["covered"] / c["total"] if c["total"] else 100.0

    def summary(rows: list[dict]) -> tuple[float, int, float, float]:
        branch = sum(pct(r["branches"]) for r in rows) / len(rows)
        full = sum(1 for r in rows if r["branches"]["covered"] == r["branches"]["total"])
        line = sum(pct(r["lines"]) for r in rows) / len(rows)
        secs = sum(r["seconds"] for r in rows)
        evals = sum(r["evaluations"] for r in rows)
        return branch, full, line, evals / secs if secs else 0.0

    def median_speed(rows: list[dict]) -> float:
        # Per class, over the classes that searched for a second or more (a
        # shorter search is timed too coarsely): the sum above is weighted
        # by time, so the slowest classes, which use the whole budget, rule it.
        speeds = sorted(r["evaluations"] / r["seconds"] for r in rows if r["seconds"] >= 1.0)
        return statistics.median(speeds) if speeds else 0.0

    budget = f"{args.budget_evals} executions" if args.budget_evals else args.budget
    print(f"budget {budget} per class, seed {args.seed}, jobs {args.jobs}")
    print(f"{'algorithm':<11} {'classes':>7} {'branch avg':>10} {'at 100%':>8} {'line avg':>9} "
          f"{'exec/s':>8} {'median':>7} {'paper branch avg':>17} {'paper at 100%':>14} {'paper at max':>13} "
          f"{'mutants killed':>15} {'tests asserting':>16}")
    for alg, rows in reports.items():
        b, full, l, eps = summary(rows)
        paper = [r for r in rows if r["class"].split(".")[-1] in PAPER]
        pb, pfull, _, _ = summary(paper) if paper else (0.0, 0, 0.0, 0.0)
        # Paper subjects whose tests cover every branch any test can.
        pmax = sum(1 for r in paper if r["branches"]["covered"] >= r["branches"]["total"]
                   - NO_TEST_CAN_COVER.get(r["class"].split(".")[-1], 0))
        # Killed mutants over all classes' mutants (a report without them: 0 of 0).
        killed = sum(r.get("mutants", {}).get("killed", 0) for r in rows)
        mutants = sum(r.get("mutants", {}).get("total", 0) for r in rows)
        score = 100.0 * killed / mutants if mutants else 0.0
        # Tests with at least one assertion, over all classes' tests (a
        # report without the count: "-").
        tests = sum(r["tests"] for r in rows)
        asserting = (f"{100.0 * sum(r['asserting_tests'] for r in rows) / tests:>15.1f}%"
                     if tests and all("asserting_tests" in r for r in rows) else f"{'-':>16}")
        print(f"{alg:<11} {len(rows):>7} {b:>9.1f}% {full:>8} {l:>8.1f}% {eps:>8.0f} "
              f"{median_speed(rows):>7.0f} "
              f"{pb:>16.1f}% {pfull:>8}/{len(paper)} {pmax:>10}/{len(paper)} {score:>14.1f}% {asserting}")
    def mutation(r: dict) -> float:
        m = r.get("mutants", {})
        return 100.0 * m["killed"] / m["total"] if m.get("total") else 0.0

    if args.per_class:
        # Per class and algorithm: branch coverage, then mutation score.
        names = [r["class"] for r in next(iter(reports.values()))]
        print(f"\n{'class':<32} " + " ".join(f"{a:>10}" for a in reports))
        for i, n in enumerate(names):
            cells = []
            for rows in reports.values():
                r = rows[i] if i < len(rows) else None
                cells.append(f"{pct(r['branches']):>4.0f}% {mutation(r):>4.0f}%" if r else "         -")
            print(f"{n:<32} " + " ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
