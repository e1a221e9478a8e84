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
# -g:source,lines keeps file and line for stack traces and nothing host-specific.
find "$here/java" -name '*.java' | LC_ALL=C sort > "$out/.sources"
javac --patch-module java.base="$here/java" -XDstringConcat=inline -g:source,lines \
      -nowarn -Xlint:none -encoding UTF-8 --release 17 -d "$out" @"$out/.sources" 2>&1 \
  | grep -v -e '^Note:' >&2 || true
rm "$out/.sources"
test -f "$out/java/lang/Object.class"
