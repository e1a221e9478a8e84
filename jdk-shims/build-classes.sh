#!/usr/bin/env bash
# Compiles the class library's Java sources (jdk-shims/java) into jdk-shims/classes,
# which is committed so that building Terrarium needs no JDK. The test
# `committed_classes_are_up_to_date` runs this into a temporary directory and compares.
# Usage: jdk-shims/build-classes.sh [OUT_DIR]
# The output directory is replaced only when compilation succeeds.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/classes}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# --patch-module compiles our java.lang & co. in place of the JDK's own;
# inline string concatenation keeps invokedynamic out of the library itself;
# -g keeps files, lines and variable names: stack traces, and helpful NPE
# messages that name parameters as the JDK's own classes do.
find "$here/java" -name '*.java' | LC_ALL=C sort > "$work/sources"
mkdir "$work/classes"
if ! javac --patch-module java.base="$here/java" -XDstringConcat=inline -g \
      -nowarn -Xlint:none -encoding UTF-8 --release 17 -d "$work/classes" @"$work/sources" 2> "$work/log"; then
  grep -v '^Note:' "$work/log" >&2
  echo "build-classes: javac failed; $out left as it was" >&2
  exit 1
fi
test -f "$work/classes/java/lang/Object.class"
# Lines marked `// hotspot:N` become line N in the class files (HotSpot 17's line of that
# frame), so that stack traces through the library print HotSpot's frames
# (HOTSPOT_LINES=0 keeps the sources' lines: jdk-shims/tools/library-frames.py --markers).
if [ "${HOTSPOT_LINES:-1}" != 0 ] && ! java "$here/tools/HotspotLines.java" "$here/java" "$work/classes"; then
  echo "build-classes: hotspot line markers failed; $out left as it was" >&2
  exit 1
fi
rm -rf "$out"
mkdir -p "$(dirname "$out")"
mv "$work/classes" "$out"
