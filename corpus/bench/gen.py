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
search stops earlier when every goal is covered.

With --real it generates instead for REAL_CLASSES, classes of Debian's
commons-cli, commons-lang3, commons-io, commons-collections4 and gson jars
(installed by .ci/run) that nobody wrote for Terrarium, with one algorithm
(dynamosa unless --algorithms names another), and prints per class and on
average: branch coverage, goals blocked by Terrarium's limits, tests, tests
with an assertion, mutants killed, and the written portable tests that pass on
HotSpot 17 (JUnit 4) with helpful NullPointerException messages and without
them (-XX:-ShowCodeDetailsInExceptionMessages). Python 3.11, standard library only.
"""
from __future__ import annotations

import argparse
import json
import shutil
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


# Real classes: jar (in /usr/share/java) -> classes. Mid-sized classes of
# each library that take strings, numbers, collections, readers and files.
REAL_CLASSES = {
    "commons-cli.jar": ["org.apache.commons.cli.DefaultParser", "org.apache.commons.cli.HelpFormatter",
                        "org.apache.commons.cli.Options", "org.apache.commons.cli.TypeHandler"],
    "commons-lang3.jar": ["org.apache.commons.lang3.BooleanUtils", "org.apache.commons.lang3.Validate",
                          "org.apache.commons.lang3.CharSetUtils", "org.apache.commons.lang3.text.WordUtils",
                          "org.apache.commons.lang3.math.Fraction"],
    "commons-io.jar": ["org.apache.commons.io.FilenameUtils", "org.apache.commons.io.LineIterator",
                       "org.apache.commons.io.HexDump"],
    "commons-collections4.jar": ["org.apache.commons.collections4.ListUtils",
                                 "org.apache.commons.collections4.map.LRUMap"],
    "gson.jar": ["com.google.gson.JsonPrimitive", "com.google.gson.stream.JsonReader"],
}
JAVA_LIBS = Path("/usr/share/java")
JUNIT = [JAVA_LIBS / "junit4.jar", JAVA_LIBS / "hamcrest-core.jar"]


def keep(args: argparse.Namespace, out: Path, report: Path) -> None:
    """With --keep DIR, copies a run's written tests and report into DIR (to
    compare two builds' tests, e.g. count the control characters they write)."""
    if not args.keep:
        return
    dest = Path(args.keep)
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copytree(out, dest / out.name, dirs_exist_ok=True)
    shutil.copy(report, dest / report.name)


def run_real(args: argparse.Namespace) -> int:
    jars = [JAVA_LIBS / j for j in REAL_CLASSES]
    missing = [str(j) for j in jars + JUNIT if not j.exists()]
    if missing:
        print(f"missing: {', '.join(missing)} (.ci/run installs them)", file=sys.stderr)
        return 2
    classes = [c for cs in REAL_CLASSES.values() for c in cs]
    cp = ":".join(str(j) for j in jars)
    alg = args.algorithms.split(",")[0] if args.algorithms != ",".join(ALGORITHMS) else "dynamosa"
    with tempfile.TemporaryDirectory() as tmp:
        out, report = Path(tmp) / "out", Path(tmp) / "report.json"
        cmd = [args.terrarium, "gen", "--cp", cp, *classes, "--algorithm", alg,
               "--jobs", str(args.jobs),
               *(["--budget-evals", str(args.budget_evals)] if args.budget_evals
                 else ["--budget", args.budget]),
               "--seed", str(args.seed), "--report", str(report), "--out", str(out), "-q"]
        print(f"# {' '.join(cmd)}", file=sys.stderr)
        gen = subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL)
        rows = json.loads(report.read_text())["classes"]
        hotspot = portable_on_hotspot(out, Path(tmp) / "test-classes", cp)
        keep(args, out, report)

    budget = f"{args.budget_evals} executions" if args.budget_evals else args.budget
    print(f"real classes, {alg}, budget {budget} per class, seed {args.seed}, jobs {args.jobs}; "
          f"gen exit status {gen.returncode}")
    print(f"{'class':<44} {'branches':>13} {'blocked goals':>13} {'tests':>6} {'asserting':>9} "
          f"{'mutants killed':>15} {'portable pass (NPE text on / off)':>34}")
    tot = {"b": [], "asserting": 0, "tests": 0, "killed": 0, "mutants": 0, "pass": 0, "pass_off": 0,
           "ran": 0, "compile_failures": 0}
    for r in rows:
        name = r["class"]
        b = r["branches"]
        blocked = sum(x.get("goals", 0) for x in r.get("blocked", []))
        is_blocked = r["tests"] == 0 and r.get("blocked")
        pct = 100.0 * b["covered"] / b["total"] if b["total"] else 100.0
        if not is_blocked:
            tot["b"].append(pct)
        asserting = r.get("asserting_tests")
        m = r.get("mutants", {})
        h = hotspot.get(name.split(".")[-1], {})
        tot["tests"] += r["tests"]
        tot["asserting"] += asserting or 0
        tot["killed"] += m.get("killed", 0)
        tot["mutants"] += m.get("total", 0)
        tot["ran"] += h.get("ran", 0)
        tot["pass"] += h.get("passed", 0)
        tot["pass_off"] += h.get("passed_off", 0)
        tot["compile_failures"] += 1 if h.get("compile_error") else 0
        hs = ("does not compile" if h.get("compile_error") else
              f"{h.get('passed', 0)}/{h.get('ran', 0)} / {h.get('passed_off', 0)}/{h.get('ran', 0)}")
        print(f"{name:<44} {b['covered']:>5}/{b['total']:<5} {pct:>4.0f}% "
              f"{blocked:>6}/{r.get('goals', 0):<6} {r['tests']:>6} "
              f"{'-' if asserting is None else asserting:>9} "
              f"{m.get('killed', 0):>6}/{m.get('total', 0):<5} "
              f"{'blocked' if is_blocked else hs:>34}")
    avg = sum(tot["b"]) / len(tot["b"]) if tot["b"] else 0.0
    share = 100.0 * tot["asserting"] / tot["tests"] if tot["tests"] else 0.0
    score = 100.0 * tot["killed"] / tot["mutants"] if tot["mutants"] else 0.0
    print(f"average branch coverage over the {len(tot['b'])} classes not blocked: {avg:.1f}%; "
          f"tests with an assertion: {tot['asserting']}/{tot['tests']} ({share:.1f}%); "
          f"mutants killed: {tot['killed']}/{tot['mutants']} ({score:.1f}%); "
          f"portable tests passing on HotSpot: {tot['pass']}/{tot['ran']} with helpful NPE messages, "
          f"{tot['pass_off']}/{tot['ran']} without; files that do not compile: {tot['compile_failures']}")
    return 0


def portable_on_hotspot(out: Path, classes: Path, cp: str) -> dict[str, dict]:
    """Compile each written portable test file (not the world tests, which need
    Terrarium's world) and run it with JUnit 4 on HotSpot, twice."""
    junit_cp = ":".join(str(j) for j in JUNIT)
    results: dict[str, dict] = {}
    for src in sorted(out.rglob("*Test.java")):
        if src.name.endswith("WorldTest.java"):
            continue
        subject = src.name[: -len("Test.java")]
        dest = classes / subject
        c = subprocess.run(["javac", "-nowarn", "-d", str(dest), "-cp", f"{cp}:{junit_cp}", str(src)],
                           capture_output=True, text=True)
        if c.returncode != 0:
            results[subject] = {"compile_error": c.stderr[-2000:]}
            print(f"{src.name} does not compile:\n{c.stderr[-2000:]}", file=sys.stderr)
            continue
        rel = src.relative_to(out).with_suffix("")
        test_class = ".".join(rel.parts)
        run_cp = f"{dest}:{cp}:{junit_cp}"
        ran, passed = junit(["java", "-cp", run_cp], test_class)
        _, passed_off = junit(["java", "-XX:-ShowCodeDetailsInExceptionMessages", "-cp", run_cp], test_class)
        results[subject] = {"ran": ran, "passed": passed, "passed_off": passed_off}
    return results


def junit(java: list[str], test_class: str) -> tuple[int, int]:
    """Tests run and tests passed, from JUnitCore's summary line."""
    p = subprocess.run([*java, "org.junit.runner.JUnitCore", test_class],
                       capture_output=True, text=True, timeout=600)
    for line in p.stdout.splitlines():
        if line.startswith("OK ("):
            n = int(line.split("(")[1].split()[0])
            return n, n
        if line.startswith("Tests run:"):
            parts = dict(x.strip().split(": ") for x in line.split(","))
            ran, failed = int(parts["Tests run"]), int(parts["Failures"])
            return ran, ran - failed
    return 0, 0


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
    ap.add_argument("--keep", metavar="DIR",
                    help="copy the written tests and reports into DIR (kept after the run)")
    ap.add_argument("--real", action="store_true",
                    help="real classes of Debian's library jars instead of corpus/subjects")
    args = ap.parse_args()
    if args.real:
        return run_real(args)

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
            keep(args, Path(tmp) / f"out-{alg}", report)

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
