#!/usr/bin/env bash
# corpus/flaky/record.sh — run every test method of the flaky-test corpus many times on HotSpot.
#
# Usage: corpus/flaky/record.sh [RUNS]            (default RUNS=50; or RUNS=N in the environment)
#        FORK=1 corpus/flaky/record.sh [RUNS]     (a new JVM for every single run; slow)
#        ONLY=ClassTest corpus/flaky/record.sh    (just that class; writes to stdout only)
#
# Compiles corpus/flaky/*Test.java against /usr/share/java/junit4.jar into a temporary
# directory, and RunOne.java (the tiny JUnitCore runner, not a test) into another, then:
#
# 1. hotspot.tsv — for each class in expected.tsv, one JVM runs each of its methods RUNS
#    times (JUnitCore + Request.method), every run in a fresh class loader (fresh static
#    state, as in a new JVM). Lines: Class<TAB>method<TAB>runs<TAB>failures, in expected.tsv
#    order. With FORK=1 every run is its own `java` process instead (closer to separate CI
#    runs; note that a fresh HotSpot JVM hands out the SAME identity hash codes every time,
#    so the unordered-collection tests then always pass or always fail; see README.md).
#
# 2. hotspot-order.tsv — for each class with an order-dependent test, all of its methods
#    run one after another in ONE class loader (shared static state), RUNS times in the
#    declared order (the order of expected.tsv, which is the order in the source) and RUNS
#    times in the reversed order. Lines: Class<TAB>method<TAB>order<TAB>runs<TAB>failures,
#    order being `declared` or `reversed`.
#
# 3. hotspot-failures.txt — the first failure message of every method that failed.
#
# Environment: JAVA (default java), JAVAC (default javac), JUNIT (default
# /usr/share/java/junit4.jar), HAMCREST (default /usr/share/java/hamcrest-core.jar).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUNS="${1:-${RUNS:-50}}"
JAVA="${JAVA:-java}"
JAVAC="${JAVAC:-javac}"
JUNIT="${JUNIT:-/usr/share/java/junit4.jar}"
HAMCREST="${HAMCREST:-/usr/share/java/hamcrest-core.jar}"
FORK="${FORK:-0}"
ONLY="${ONLY:-}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/classes" "$tmp/runner"
"$JAVAC" -nowarn -cp "$JUNIT" -d "$tmp/classes" "$here"/*Test.java
"$JAVAC" -nowarn -cp "$JUNIT" -d "$tmp/runner" "$here/RunOne.java"
run_one() { # RUNS Class method... ; stdout: method<TAB>runs<TAB>failures lines
    timeout 900 "$JAVA" -cp "$tmp/runner:$JUNIT:$HAMCREST" RunOne "$tmp/classes" "$@" 2>>"$tmp/failures.log"
}

classes=$(cut -f1 "$here/expected.tsv" | awk '!seen[$0]++')
if [ -n "$ONLY" ]; then classes="$ONLY"; fi

out="$tmp/hotspot.tsv"
: >"$out"
for cls in $classes; do
    methods=$(awk -F'\t' -v c="$cls" '$1 == c {print $2}' "$here/expected.tsv")
    if [ "$FORK" = 1 ]; then
        for m in $methods; do
            fails=0
            for ((i = 0; i < RUNS; i++)); do
                f=$(run_one 1 "$cls" "$m" | cut -f3)
                fails=$((fails + f))
            done
            printf '%s\t%s\t%s\t%s\n' "$cls" "$m" "$RUNS" "$fails" | tee -a "$out"
        done
    else
        # shellcheck disable=SC2086
        run_one "$RUNS" "$cls" $methods | sed "s/^/$cls\t/" | tee -a "$out"
    fi
done

order="$tmp/hotspot-order.tsv"
: >"$order"
for cls in $(awk -F'\t' '$4 == "order-dependent" {print $1}' "$here/expected.tsv" | awk '!seen[$0]++'); do
    if [ -n "$ONLY" ] && [ "$cls" != "$ONLY" ]; then continue; fi
    declared=$(awk -F'\t' -v c="$cls" '$1 == c {print $2}' "$here/expected.tsv")
    reversed=$(printf '%s\n' $declared | tac)
    # shellcheck disable=SC2086
    run_one "$RUNS" --sequence "$cls" $declared | sed "s/^\([^\t]*\)\t/$cls\t\1\tdeclared\t/" | tee -a "$order"
    # shellcheck disable=SC2086
    run_one "$RUNS" --sequence "$cls" $reversed | sed "s/^\([^\t]*\)\t/$cls\t\1\treversed\t/" | tee -a "$order"
done

# The first failure message of each method (all runs, both files).
awk -F'\t' '$1 == "FAIL" && !seen[$2]++ {print $2 "\t" $4}' "$tmp/failures.log" >"$tmp/hotspot-failures.txt"

if [ -z "$ONLY" ]; then
    cp "$out" "$here/hotspot.tsv"
    cp "$order" "$here/hotspot-order.tsv"
    cp "$tmp/hotspot-failures.txt" "$here/hotspot-failures.txt"
    echo "wrote $here/hotspot.tsv, hotspot-order.tsv, hotspot-failures.txt ($RUNS runs each)" >&2
fi
