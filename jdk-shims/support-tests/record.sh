#!/bin/sh
# Records AssertMessages4.expected: the output of AssertMessages4 compiled and run
# against the REAL JUnit 4.13.2 (Debian/Ubuntu package junit4) on the host JVM.
# Usage: jdk-shims/support-tests/record.sh [JUNIT4_JAR [HAMCREST_JAR]]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
junit=${1:-/usr/share/java/junit4.jar}
hamcrest=${2:-/usr/share/java/hamcrest-core.jar}
for f in "$junit" "$hamcrest"; do
    [ -f "$f" ] || { echo "missing $f (apt-get install -y junit4)" >&2; exit 1; }
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
javac --release 17 -cp "$junit" -d "$out" "$here/AssertMessages4.java"
java -cp "$out:$junit:$hamcrest" AssertMessages4 > "$here/AssertMessages4.expected"
echo "recorded $here/AssertMessages4.expected ($(wc -l < "$here/AssertMessages4.expected") lines)"
