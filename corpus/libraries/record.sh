#!/usr/bin/env bash
# corpus/libraries/record.sh — record what programs that use real libraries
# (Debian's jars) print on HotSpot.
#
# Usage: corpus/libraries/record.sh [Name ...]   (default: every *.java here)
#
# Each program's first line names the jars it uses, as a comment:
#   // jars: guava commons-lang3
# meaning /usr/share/java/guava.jar and /usr/share/java/commons-lang3.jar
# (Debian's libguava-java, libcommons-lang3-java, ...; .ci/run installs them).
# The program is compiled with javac against those jars and run with
#   java -cp <jars>:<classes> <Name>
# in an empty temporary working directory, LC_ALL=C.UTF-8, standard input
# /dev/null. It writes next to the source:
#   <Name>.stdout, <Name>.stderr, <Name>.exit (the status and a newline)
# Never type or edit these by hand; re-run this script after changing a
# program. The test `real_tools::library_programs_run_as_on_hotspot` runs each
# inside Terrarium with the same class path and compares byte for byte.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
JAVA="${JAVA:-java}"
JAVAC="${JAVAC:-javac}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in "$here"/*.java; do names+=("$(basename "$f" .java)"); done
fi
export LC_ALL=C.UTF-8
for name in "${names[@]}"; do
    src="$here/$name.java"
    jars=$(head -1 "$src" | sed -n 's|^// jars: *||p')
    [ -n "$jars" ] || { echo "record.sh: $src: the first line must be // jars: ..." >&2; exit 1; }
    cp=""
    for j in $jars; do cp="$cp:/usr/share/java/$j.jar"; done
    cp="${cp#:}"
    mkdir -p "$tmp/$name/classes" "$tmp/$name/cwd"
    "$JAVAC" -nowarn -cp "$cp" -d "$tmp/$name/classes" "$src"
    rc=0
    (cd "$tmp/$name/cwd" && "$JAVA" -cp "$cp:$tmp/$name/classes" "$name" \
        > "$here/$name.stdout" 2> "$here/$name.stderr" < /dev/null) || rc=$?
    echo "$rc" > "$here/$name.exit"
    printf '%-28s exit=%s stdout=%s lines\n' "$name" "$rc" "$(wc -l < "$here/$name.stdout")"
done
