#!/usr/bin/env bash
# corpus/world-programs/record.sh — record what world-specific programs print.
#
# Usage: corpus/world-programs/record.sh [Name ...]   (default: every *.java here)
#
# These programs show what only the world decides (queued random values, the
# world's clock, environment, properties, machine, file times, injected
# errors, temporary names drawn from the seed): HotSpot cannot give the same
# answer, so their expected output is what Terrarium prints in the world
# <Name>.world.json, recorded here and reviewed against the world file —
# each program's comments say what every line must show and why. Never type
# or edit the .stdout/.stderr/.exit files by hand; re-run this script after
# changing a program or its world, and check the diff.
#
# Runs: terrarium run --cp <classes> --world <Name>.world.json <Name>
# with the release binary (TERRARIUM overrides it; build it with
# `cargo build --release -p terrarium`). The test `world_determinism` runs
# each program 20 times and compares with these files.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TERRARIUM="${TERRARIUM:-$here/../../target/release/terrarium}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
javac -d "$tmp" "$here"/*.java
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in "$here"/*.java; do names+=("$(basename "$f" .java)"); done
fi
for name in "${names[@]}"; do
    rc=0
    "$TERRARIUM" run --cp "$tmp" --world "$here/$name.world.json" "$name" \
        > "$here/$name.stdout" 2> "$here/$name.stderr" < /dev/null || rc=$?
    echo "$rc" > "$here/$name.exit"
    printf '%-20s exit=%s stdout=%s lines\n' "$name" "$rc" "$(wc -l < "$here/$name.stdout")"
done
