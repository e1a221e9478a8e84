#!/usr/bin/env bash
# Compiles the class library's Java sources (jdk-shims/java) into jdk-shims/classes,
# which is committed so that building Terrarium needs no JDK. The test
# `shims_classes_up_to_date` runs this into a temporary directory and compares.
# Usage: jdk-shims/build-classes.sh [OUT_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/classes}
rm -rf "$out"
mkdir -p "$out"
# --patch-module compiles our java.lang & co. in place of the JDK's own;
# inline string concatenation keeps invokedynamic out of the library itself;
# -g keeps files, lines and variable names: stack traces, and helpful NPE
# messages that name parameters as the JDK's own classes do.
find "$here/java" -name '*.java' | LC_ALL=C sort > "$out/.sources"
if ! javac --patch-module java.base="$here/java" -XDstringConcat=inline -g \
      -nowarn -Xlint:none -encoding UTF-8 --release 17 -d "$out" @"$out/.sources" 2> "$out/.log"; then
  grep -v '^Note:' "$out/.log" >&2
  exit 1
fi
rm -f "$out/.log"
rm "$out/.sources"
test -f "$out/java/lang/Object.class"
