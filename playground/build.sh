#!/usr/bin/env bash
# Builds the playground into target/playground/: the page, its bundled
# scripts, the core (the sandbox guest, terrarium-guest, built for
# wasm32-wasip1, without its debug sections), the Eclipse compiler (the jar of
# Debian's ecj package), the world API jar and the examples.
#
# Needs: cargo with the wasm32-wasip1 target, npm packages installed here
# (`npm ci --prefix playground`), python3, /usr/share/java/eclipse-jdt-core.jar.
# Usage: playground/build.sh [OUT_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
target=${CARGO_TARGET_DIR:-$repo/target}
out=${1:-$repo/target/playground}
ecj=/usr/share/java/eclipse-jdt-core.jar
[ -x "$here/node_modules/.bin/esbuild" ] || { echo "playground/build.sh: run 'npm ci --prefix playground' first" >&2; exit 1; }
[ -f "$ecj" ] || { echo "playground/build.sh: $ecj is missing (Debian's ecj package)" >&2; exit 1; }

(cd "$repo" && cargo build --release -p terrarium-guest --target wasm32-wasip1 --quiet \
  && cargo build --release -p terrarium --quiet)
rm -rf "$out.tmp"
mkdir -p "$out.tmp"
python3 "$here/tools/strip_wasm.py" "$target/wasm32-wasip1/release/terrarium-guest.wasm" "$out.tmp/terrarium-guest.wasm"
cp "$ecj" "$out.tmp/ecj.jar"
python3 "$here/tools/examples_json.py" "$repo" "$out.tmp/examples.json"
# The world API generated tests compile against, for the tests' download.
"$target/release/terrarium" api --out "$out.tmp/api" >/dev/null
(cd "$out.tmp/api/classes" && python3 -c 'import sys, zipfile, pathlib
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for p in sorted(pathlib.Path(".").rglob("*")):
        if p.is_file(): z.write(p, p.as_posix())' "$out.tmp/terrarium-world-api.jar")
rm -rf "$out.tmp/api"
"$here/node_modules/.bin/esbuild" --bundle --minify --format=esm --target=es2022 \
  --outdir="$out.tmp" "$here/src/main.js" "$here/src/worker.js" --log-level=warning
cp "$here/index.html" "$here/src/style.css" "$out.tmp/"
rm -rf "$out"
mv "$out.tmp" "$out"
echo "playground built in $out"
