#!/bin/sh
# Runs AssertMessages4 on the host JVM against Terrarium's own JUnit classes
# (jdk-shims/support) and diffs its output with AssertMessages4.expected (the real JUnit).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$here/../support/build.sh" "$out/junit"
javac --release 17 -cp "$out/junit" -d "$out/test" "$here/AssertMessages4.java"
java -cp "$out/test:$out/junit" AssertMessages4 > "$out/actual"
diff -u "$here/AssertMessages4.expected" "$out/actual"
echo "AssertMessages4: identical to the real JUnit 4.13.2"
