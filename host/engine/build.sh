#!/bin/sh
# Compiles the Terrarium JUnit Platform engine (src/, Java) that
# `terrarium api --jar` puts into the world API jar, against Debian's JUnit
# Platform jars (libjunit5-java: junit-platform-engine, -commons, -launcher,
# opentest4j, apiguardian).
# Usage: host/engine/build.sh [OUT_DIR]
# Default OUT_DIR: host/engine/classes (committed; embedded by host/build.rs).
# The output is replaced only when compilation succeeds.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/classes}
j=/usr/share/java
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp="$j/junit-platform-engine.jar:$j/junit-platform-commons.jar:$j/junit-platform-launcher.jar:$j/opentest4j.jar:$j/apiguardian-api.jar"
# Java 8 class files: the engine runs in whatever JVM the build tests on.
javac --release 8 -g -Xlint:all,-options -cp "$cp" -d "$tmp" $(find "$here/src" -name '*.java' | LC_ALL=C sort)
rm -rf "$out"
mkdir -p "$out"
cp -R "$tmp"/. "$out"/
