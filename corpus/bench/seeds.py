#!/usr/bin/env python3
"""Compare `terrarium gen` builds over several seeds, class by class.

One seed says little: on commons-cli's DefaultParser the branches one
search covers range from 69 to 140 of 188 over seeds 0-7 with the same
build. This runs, for each build, each class and each seed,

    terrarium gen --cp CP CLASS --budget-evals N --seed S --report R --out D -q

and prints per class and build the mean, least and most branches covered,
then the mean branch coverage over the classes per build. With --real the
classes are gen.py's real ones (Debian's commons-cli, commons-lang3,
commons-io, commons-collections4 and gson jars, all on the class path, as
gen.py --real has them); otherwise --cp and --classes name them.

    python3 corpus/bench/seeds.py --real --seeds 0-3 \\
        --terrarium new=target/release/terrarium --terrarium base=/tmp/base

Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from gen import JAVA_LIBS, REAL_CLASSES, REPO


def seeds_of(text: str) -> list[int]:
    """`0-3,7` -> [0, 1, 2, 3, 7]."""
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def builds_of(specs: list[str]) -> list[tuple[str, str]]:
    """`name=path` (or a bare path, named by its position)."""
    out = []
    for k, spec in enumerate(specs):
        name, sep, path = spec.partition("=")
        out.append((name, path) if sep else (f"build{k}", spec))
    return out


def branches(binary: str, cp: str, cls: str, seed: int, evals: int, work: Path) -> tuple[int, int]:
    report = work / "report.json"
    cmd = [binary, "gen", "--cp", cp, cls, "--budget-evals", str(evals), "--seed", str(seed),
           "--report", str(report), "--out", str(work / "out"), "-q", "--force"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if not report.exists():
        sys.exit(f"{' '.join(cmd)}\nexit {done.returncode}: {done.stderr.strip()}")
    b = json.loads(report.read_text())["classes"][0]["branches"]
    report.unlink()
    return b["covered"], b["total"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--terrarium", action="append", metavar="[NAME=]PATH",
                    help="a build to run (repeat to compare; default target/release/terrarium)")
    ap.add_argument("--seeds", default="0-3", help="seeds, as 0-3,7 (default 0-3)")
    ap.add_argument("--budget-evals", type=int, default=20000)
    ap.add_argument("--real", action="store_true", help="gen.py's real classes")
    ap.add_argument("--cp", help="class path of --classes")
    ap.add_argument("--classes", help="comma-separated binary names")
    args = ap.parse_args()
    builds = builds_of(args.terrarium or [str(REPO / "target" / "release" / "terrarium")])
    seeds = seeds_of(args.seeds)
    if args.real:
        cp = ":".join(str(JAVA_LIBS / jar) for jar in REAL_CLASSES)
        targets = [(cp, c) for classes in REAL_CLASSES.values() for c in classes]
    elif args.cp and args.classes:
        targets = [(args.cp, c) for c in args.classes.split(",")]
    else:
        ap.error("give --real, or --cp and --classes")
    print(f"budget {args.budget_evals} executions per class, seeds {args.seeds}")
    print(f"{'class':45} " + " ".join(f"{name:>24}" for name, _ in builds))
    shares: dict[str, list[float]] = {name: [] for name, _ in builds}
    with tempfile.TemporaryDirectory() as tmp:
        for cp, cls in targets:
            cells = []
            for name, binary in builds:
                runs = [branches(binary, cp, cls, s, args.budget_evals, Path(tmp)) for s in seeds]
                covered = [c for c, _ in runs]
                total = runs[0][1]
                mean = statistics.mean(covered)
                shares[name].append(mean / total if total else 1.0)
                cells.append(f"{mean:7.1f}/{total} ({min(covered)}-{max(covered)})")
            print(f"{cls:45} " + " ".join(f"{c:>24}" for c in cells), flush=True)
    print("mean branch coverage over the classes: "
          + ", ".join(f"{name} {100 * statistics.mean(s):.1f}%" for name, s in shares.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
