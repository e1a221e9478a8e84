#!/bin/sh
# Compiles the classes Terrarium gives to tests: the JUnit 4 / Jupiter API that
# `terrarium test` runs against, and `terrarium.World` (the world API of
# generated tests, whose natives are in src/natives/world_api.rs).
# Usage: jdk-shims/support/build.sh [OUT_DIR]
# Default OUT_DIR: jdk-shims/support-classes (committed; embedded by build.rs).
# The output is replaced only when compilation succeeds.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../support-classes}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The class library on the class path: Terrarium's Mockito calls
# jdk.internal.terrarium.reflect.MockClasses (the VM's mock classes).
javac --release 17 -g -cp "$here/../classes" -d "$tmp" $(find "$here" -name '*.java' | LC_ALL=C sort)
rm -rf "$out"
mkdir -p "$out"
cp -R "$tmp"/. "$out"/
