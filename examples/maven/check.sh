#!/usr/bin/env bash
# Builds this example offline with Debian's Maven and checks the three
# outcomes of Terrarium in a Maven build:
#   1. the portable tests (<Class>Test) pass on HotSpot;
#   2. the world tests (<Class>WorldTest) pass through the Terrarium engine;
#   3. with the engine off (-Dterrarium.engine=off) the world tests are
#      skipped on HotSpot: none fails, none hangs;
# for JUnit 5 tests (Jupiter) and JUnit 4 tests (-Pjunit4: Vintage).
# Usage: examples/maven/check.sh [TERRARIUM_BINARY]   (default: terrarium on the PATH)
# Needs: mvn, Debian's /usr/share/maven-repo with libsurefire-java,
# libmaven-compiler-plugin-java, libmaven-resources-plugin-java,
# libmaven-install-plugin-java, libexec-maven-plugin-java, junit5 and junit4.
# Exit 0 when all three hold; 1 with the reason otherwise.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
terrarium=${1:-terrarium}
terrarium=$(command -v "$terrarium" || true)
[ -n "$terrarium" ] || { echo "check.sh: no terrarium binary" >&2; exit 1; }
# Absolute: Maven and the engine run it from other directories.
case $terrarium in /*) ;; *) terrarium=$PWD/$terrarium ;; esac
version=$("$terrarium" --version | awk '{print $2}')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check.sh: $*" >&2; exit 1; }

# A local repository of our own: Debian's repository as links (Maven only
# reads it), plus the world API jar installed into it.
cp -rs /usr/share/maven-repo "$work/repo"
mvn=(mvn -o -B -V -Dmaven.repo.local="$work/repo")
"$terrarium" api --jar "$work/api/terrarium-world-api.jar" >/dev/null
timeout 300 "${mvn[@]}" -q org.apache.maven.plugins:maven-install-plugin:3.1.0:install-file \
  -Dfile="$work/api/terrarium-world-api.jar" -DpomFile="$work/api/terrarium-world-api.pom" \
  >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "installing the world API jar failed"; }

cp -R "$here/pom.xml" "$here/src" "$work/"
cd "$work"
build() { # NAME ARGS...: mvn test, its log in NAME.log, its reports kept in NAME-reports
  local name=$1
  shift
  rm -rf target/surefire-reports
  if ! timeout 900 "${mvn[@]}" -Dterrarium.bin="$terrarium" -Dterrarium.version="$version" "$@" test \
    >"$name.log" 2>&1; then
    tail -80 "$name.log"
    fail "$name: mvn test failed"
  fi
  cp -R target/surefire-reports "$name-reports"
}
# The counts of a Surefire report: tests failures errors skipped.
counts() {
  local xml=$1 head
  [ -f "$xml" ] || fail "no report $xml"
  head=$(grep -o '<testsuite [^>]*>' "$xml" | head -1)
  local attr out=()
  for attr in tests failures errors skipped; do
    out+=("$(printf '%s' "$head" | sed -n "s/.* $attr=\"\([0-9]*\)\".*/\1/p")")
  done
  echo "${out[@]}"
}
tests_in() { grep -c '@Test' "$1"; }

# One JUnit: both builds (engine on, engine off) and the three outcomes.
check_junit() { # LABEL MAVEN-ARGS...
  local label=$1
  shift
  build "engine-$label" "$@"
  local src=target/generated-test-sources/terrarium/com/example
  [ -f "$src/ThermostatTest.java" ] || fail "$label: terrarium gen wrote no ThermostatTest.java"
  [ -f "$src/ThermostatWorldTest.java" ] || fail "$label: terrarium gen wrote no ThermostatWorldTest.java"
  local portable world t f e s
  portable=$(tests_in "$src/ThermostatTest.java")
  world=$(tests_in "$src/ThermostatWorldTest.java")
  read -r t f e s < <(counts "engine-$label-reports/TEST-com.example.ThermostatTest.xml")
  [ "$t $f $e $s" = "$portable 0 0 0" ] || fail "$label: portable tests on HotSpot: $t tests, $f failed, $e errors, $s skipped (want $portable passed)"
  echo "$label 1. portable tests on HotSpot: $t passed"
  # Jupiter or Vintage would have skipped them, and with two engines
  # running them each test would count twice.
  read -r t f e s < <(counts "engine-$label-reports/TEST-com.example.ThermostatWorldTest.xml")
  [ "$t $f $e $s" = "$world 0 0 0" ] || fail "$label: world tests through the engine: $t tests, $f failed, $e errors, $s skipped (want $world passed)"
  echo "$label 2. world tests through the Terrarium engine: $t passed"

  build "off-$label" -Dterrarium.engine=off "$@"
  read -r t f e s < <(counts "off-$label-reports/TEST-com.example.ThermostatTest.xml")
  [ "$t $f $e $s" = "$portable 0 0 0" ] || fail "$label, engine off: portable tests: $t tests, $f failed, $e errors, $s skipped"
  read -r t f e s < <(counts "off-$label-reports/TEST-com.example.ThermostatWorldTest.xml")
  [ "$t $f $e $s" = "$world 0 0 $world" ] || fail "$label, engine off: world tests: $t tests, $f failed, $e errors, $s skipped (want $world skipped)"
  grep -q "run it with terrarium test" "off-$label-reports/TEST-com.example.ThermostatWorldTest.xml" \
    || fail "$label, engine off: the skipped world tests do not say to run them with terrarium test"
  echo "$label 3. engine off: world tests skipped on HotSpot: $s of $t"
}

check_junit junit5
rm -rf target
check_junit junit4 -Pjunit4
echo "check.sh: all three outcomes hold (JUnit 5 with Jupiter, JUnit 4 with Vintage)"
