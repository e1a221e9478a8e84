#!/usr/bin/env bash
# interp/tests/data/npe/record.sh — record HotSpot's helpful NullPointerException
# messages (JEP 358) for the cases in NpeCases.java.
#
# Usage: interp/tests/data/npe/record.sh
#
# Compiles NpeCases.java twice, into plain/ (default javac flags: no
# LocalVariableTable) and into g/ (javac -g: with LocalVariableTable), then
# runs each variant on HotSpot (JDK 17) with
#   java -Xint -Xlog:exceptions=info:file=<log> NpeCases
# NpeCases calls every method named case* with null / zero arguments and prints
# "<method>\tNPE\t<message>" for each. The exception log gives, for each case,
# the bci the NullPointerException was thrown at (the first "thrown in
# interpreter method" record of a NullPointerException naming that method). The script writes
#   <variant>/NpeCases*.class   the compiled classes
#   <variant>/expected.tsv      "<method>\t<descriptor>\t<bci>\t<message>" per case
#
# Expected messages must ALWAYS come from this script, never be typed by hand.
# Environment overrides: JAVA (default: java), JAVAC (default: javac).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
JAVA="${JAVA:-java}"
JAVAC="${JAVAC:-javac}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

record() {
    local variant="$1"
    shift
    local out="$here/$variant"
    rm -rf "$out"
    mkdir -p "$out"
    "$JAVAC" "$@" -d "$out" "$here/NpeCases.java"
    LC_ALL=C.UTF-8 "$JAVA" -Xint -Xlog:exceptions=info:file="$tmp/$variant.log" \
        -cp "$out" NpeCases >"$tmp/$variant.out" </dev/null
    # "<method>\t<descriptor>\t<bci>" for the first NullPointerException thrown
    # in each case method.
    awk '
        /Exception <a \x27/ {
            npe = ($0 ~ /Exception <a \x27java\/lang\/NullPointerException\x27/)
        }
        npe && /thrown in interpreter method/ {
            if (match($0, /\x27[^\x27]*\x27 \x27[^\x27]*\x27 in \x27NpeCases\x27/)) {
                s = substr($0, RSTART, RLENGTH)
                split(s, parts, "\x27")
                name = parts[2]; desc = parts[4]; pending = 1
            }
            next
        }
        pending && /at bci/ {
            pending = 0
            if (name ~ /^case/ && !(name in seen)) {
                seen[name] = 1
                bci = $0; sub(/.*at bci /, "", bci); sub(/ .*/, "", bci)
                print name "\t" desc "\t" bci
            }
        }
    ' "$tmp/$variant.log" | sort >"$tmp/$variant.bci"
    # "<method>\t<message>" for every case that threw an NPE.
    awk -F '\t' '$2 == "NPE" { print $1 "\t" $3 }' "$tmp/$variant.out" | sort >"$tmp/$variant.msg"
    if awk -F '\t' '$2 != "NPE"' "$tmp/$variant.out" | grep -q .; then
        echo "record.sh: some cases did not throw a NullPointerException:" >&2
        awk -F '\t' '$2 != "NPE"' "$tmp/$variant.out" >&2
        exit 1
    fi
    join -t "$(printf '\t')" "$tmp/$variant.bci" "$tmp/$variant.msg" >"$out/expected.tsv"
    if [ "$(wc -l <"$out/expected.tsv")" -ne "$(wc -l <"$tmp/$variant.msg")" ]; then
        echo "record.sh: could not find the bci of every case in the exception log" >&2
        exit 1
    fi
}

record plain
record g -g
echo "recorded $(wc -l <"$here/plain/expected.tsv") cases per variant"
