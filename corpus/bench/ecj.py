#!/usr/bin/env python3
"""Benchmark the Eclipse compiler (Debian's ecj) compiling a program inside
Terrarium, against the same compiler on `java -Xint` and on `java`.

ECJ compiles corpus/programs/TryCatchFinally.java (174 lines) with
`-17 -proc:none -nowarn` against the platform's class library, found through
`jrt:/` as tests/tests/real_tools.rs does: Terrarium's own inside Terrarium,
JDK 17's on HotSpot. Prints the median wall seconds of each (whole process:
JVM or Terrarium start-up included) and Terrarium's ratio to each.

Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
ECJ = "/usr/share/java/eclipse-jdt-core.jar"
MAIN = "org.eclipse.jdt.internal.compiler.batch.Main"
OPTIONS = ["-17", "-proc:none", "-nowarn"]


def world_file(program: Path, out: Path) -> None:
    """A world whose /work holds the program."""
    world = {"files": {f"/work/{program.name}": program.read_text(encoding="utf-8")}}
    out.write_text(json.dumps(world), encoding="utf-8")


def timed(cmd: list[str], runs: int) -> tuple[float, int]:
    times = []
    code = 0
    for _ in range(runs):
        start = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True)
        times.append(time.perf_counter() - start)
        code = r.returncode
    return statistics.median(times), code


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--terrarium", default=str(REPO / "target/release/terrarium"))
    ap.add_argument("--runs", type=int, default=5, help="timings per case (default 5)")
    ap.add_argument("--program", default=str(REPO / "corpus/programs/TryCatchFinally.java"))
    args = ap.parse_args()
    program = Path(args.program)
    with tempfile.TemporaryDirectory() as tmp:
        world = Path(tmp) / "world.json"
        world_file(program, world)
        hotspot = [ECJ, MAIN, *OPTIONS, "-d", str(Path(tmp) / "out"), str(program)]
        cases = [
            ("terrarium", [args.terrarium, "run", "--world", str(world), "--cp", ECJ, MAIN, *OPTIONS,
                           "-d", "/work/out", f"/work/{program.name}"]),
            ("java -Xint", ["java", "-Xint", "-cp", *hotspot]),
            ("java", ["java", "-cp", *hotspot]),
        ]
        results = {}
        for name, cmd in cases:
            results[name] = timed(cmd, args.runs)
            print(f"{name:12s} {results[name][0]:7.2f} s  (exit {results[name][1]})", flush=True)
        t = results["terrarium"][0]
        print(f"terrarium / java -Xint = {t / results['java -Xint'][0]:.2f}, "
              f"terrarium / java = {t / results['java'][0]:.2f}")


if __name__ == "__main__":
    main()
