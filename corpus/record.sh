#!/usr/bin/env bash
# corpus/record.sh — record expected outputs of the differential-test corpus from HotSpot.
#
# Usage: corpus/record.sh [Name ...]
#
# Compiles every program in corpus/programs/*.java together with one
#   javac -d $tmp/classes corpus/programs/*.java
# (default flags, no -g: javac then emits SourceFile + LineNumberTable but no
# LocalVariableTable, which is why helpful NPE messages say "<local1>"), then for
# each named program (default: every corpus/programs/*.java) runs
#   java -cp $tmp/classes:corpus/resources <Name> <args>
# with LC_ALL=C.UTF-8, default -Xss, where <args> are the lines of
# corpus/programs/<Name>.args (one argument per line; empty lines are empty
# arguments) if that file exists. Standard input is corpus/programs/<Name>.stdin
# if that file exists, else /dev/null; if corpus/programs/<Name>.tty exists too,
# standard input is a terminal on which record-tty.py types each line of
# <Name>.stdin when the program waits to read it (Terrarium's world key
# `stdin_terminal`). The working directory is a fresh copy of
# corpus/world/<Name>/ if that directory exists (the corpus test gives
# Terrarium the same tree as its virtual working directory, /work), else an
# empty temporary directory. It writes next to the source:
#   <Name>.stdout   exact bytes written to stdout
#   <Name>.stderr   exact bytes written to stderr
#   <Name>.exit     the exit status as a decimal number and a newline
#
# Expected outputs must ALWAYS be produced by this script from HotSpot (JDK 17),
# never typed or edited by hand. Re-run it after changing a program and commit
# the refreshed .stdout/.stderr/.exit files together with the source.
#
# Environment overrides: JAVA (default: java), JAVAC (default: javac).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
progs="$here/programs"
JAVA="${JAVA:-java}"
JAVAC="${JAVAC:-javac}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$JAVAC" -d "$tmp/classes" "$progs"/*.java

if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in "$progs"/*.java; do
        b="$(basename "$f" .java)"
        names+=("$b")
    done
fi

export LC_ALL=C.UTF-8
status=0
for name in "${names[@]}"; do
    if [ ! -f "$progs/$name.java" ]; then
        echo "record.sh: no such program: $name" >&2
        status=1
        continue
    fi
    args=()
    if [ -f "$progs/$name.args" ]; then
        mapfile -t args < "$progs/$name.args"
    fi
    input=/dev/null
    if [ -f "$progs/$name.stdin" ]; then
        input="$progs/$name.stdin"
    fi
    cwd="$tmp/cwd-$name"
    rm -rf "$cwd"
    mkdir -p "$cwd"
    if [ -d "$here/world/$name" ]; then
        cp -a "$here/world/$name/." "$cwd/"
    fi
    rc=0
    if [ -f "$progs/$name.tty" ]; then
        (cd "$cwd" && "$here/record-tty.py" "$input" "$progs/$name.stdout" "$progs/$name.stderr" \
            -- "$JAVA" -cp "$tmp/classes:$here/resources" "$name" ${args[@]+"${args[@]}"}) || rc=$?
    else
        (cd "$cwd" && "$JAVA" -cp "$tmp/classes:$here/resources" "$name" ${args[@]+"${args[@]}"}) \
            < "$input" > "$progs/$name.stdout" 2> "$progs/$name.stderr" || rc=$?
    fi
    echo "$rc" > "$progs/$name.exit"
    printf '%-28s exit=%s stdout=%s lines\n' "$name" "$rc" "$(wc -l < "$progs/$name.stdout")"
done
exit "$status"
