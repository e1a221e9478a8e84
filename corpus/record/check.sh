#!/usr/bin/env bash
# corpus/record/check.sh — run `terrarium record` over the applications of
# corpus/record/ and check the tests it writes on HotSpot.
#
# Usage: corpus/record/check.sh [App ...]      (default: every corpus/record/*/)
#
# For each application <App>:
#   1. javac --release 17 its sources (corpus/record/<App>/src) to $WORK/<App>/classes
#      and run its main on HotSpot (its stdout is kept as $WORK/<App>/hotspot.out);
#   2. terrarium record --cp $WORK/<App>/classes --out $WORK/<App>/tests
#        --report $WORK/<App>/report.json <the lines of corpus/record/<App>/record.args>
#      (stdout: $WORK/<App>/record.out, stderr: $WORK/<App>/record.err);
#   3. compile each written test class on its own against JUnit 4 + the real
#      Mockito (javac --release 17; errors in $WORK/<App>/javac-<Test>.err);
#   4. run each test class that compiled with JUnitCore on HotSpot
#      ($WORK/<App>/junit-<Test>.out); a `...RecordedWorldTest` (tests that
#      set up the virtual world, compiled against `terrarium api`'s World)
#      runs in `terrarium test` instead ($WORK/<App>/terrarium-<Test>.out).
# An application with a world.json is recorded in that world (--world).
# Then it writes corpus/record/RESULTS.md: one row per recorded class, made
# only from the record report (report.json) and the javac/JUnit outputs.
# RESULTS.md is never edited by hand: re-run this script.
#
# Environment: TERRARIUM (default: target/release/terrarium under the
# worktree), WORK (default: /tmp/record-corpus), JAVA, JAVAC,
# MOCKITO_CP (default: the Debian jars in /usr/share/java).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
TERRARIUM=${TERRARIUM:-$root/target/release/terrarium}
WORK=${WORK:-/tmp/record-corpus}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
J=/usr/share/java
MOCKITO_CP=${MOCKITO_CP:-$J/junit4.jar:$J/hamcrest-core.jar:$J/mockito-core.jar:$J/byte-buddy.jar:$J/objenesis.jar}
export LC_ALL=C.UTF-8

if [ $# -gt 0 ]; then apps=("$@"); else
    apps=(); for d in "$here"/*/; do [ -f "$d/record.args" ] && apps+=("$(basename "$d")"); done
fi

rm -rf "$WORK/api"
for app in "${apps[@]}"; do
    src=$here/$app
    w=$WORK/$app
    rm -rf "$w"; mkdir -p "$w/classes" "$w/tests" "$w/testclasses"
    echo "== $app" >&2
    mapfile -t args < "$src/record.args"
    main=${args[-1]}
    if ! $JAVAC --release 17 -d "$w/classes" $(find "$src/src" -name '*.java') 2> "$w/javac-app.err"; then
        echo "   the application does not compile (see $w/javac-app.err)" >&2
        continue
    fi
    # (An application reading its world is compared in that world only.)
    [ -f "$src/world.json" ] || $JAVA -cp "$w/classes" "$main" > "$w/hotspot.out" 2> "$w/hotspot.err"
    world=()
    [ -f "$src/world.json" ] && world=(--world "$src/world.json")
    "$TERRARIUM" record --cp "$w/classes" --out "$w/tests" --report "$w/report.json" \
        "${world[@]}" "${args[@]}" > "$w/record.out" 2> "$w/record.err"
    echo $? > "$w/record.status"
    # The recorded run's stdout should be HotSpot's.
    if [ ! -f "$src/world.json" ] && ! cmp -s "$w/hotspot.out" "$w/record.out"; then
        echo "   note: the recorded run printed other than HotSpot's run" >&2
    fi
    while IFS= read -r f; do
        rel=${f#$w/tests/}
        cls=${rel%.java}; cls=${cls//\//.}
        simple=${cls##*.}
        case $simple in
        *RecordedWorldTest)
            # The world API of this Terrarium (written once per check).
            [ -f "$WORK/api/.fresh" ] || { rm -rf "$WORK/api"; "$TERRARIUM" api --out "$WORK/api" > /dev/null && touch "$WORK/api/.fresh"; }
            if $JAVAC --release 17 -nowarn -cp "$MOCKITO_CP:$WORK/api/classes:$w/classes" \
                -d "$w/testclasses" "$f" > "$w/javac-$simple.err" 2>&1; then
                "$TERRARIUM" test --cp "$w/classes:$w/testclasses" "$cls" \
                    > "$w/terrarium-$simple.out" 2>&1
            fi ;;
        *)
            if $JAVAC --release 17 -nowarn -cp "$MOCKITO_CP:$w/classes" -d "$w/testclasses" "$f" \
                > "$w/javac-$simple.err" 2>&1; then
                $JAVA -cp "$MOCKITO_CP:$w/classes:$w/testclasses" org.junit.runner.JUnitCore "$cls" \
                    > "$w/junit-$simple.out" 2>&1
            fi ;;
        esac
    done < <(find "$w/tests" -name '*.java' | sort)
done

python3 - "$here" "$WORK" "${apps[@]}" <<'EOF'
import json, os, re, sys
here, work, apps = sys.argv[1], sys.argv[2], sys.argv[3:]
if len(apps) < len([d for d in os.listdir(here) if os.path.isfile(os.path.join(here, d, 'record.args'))]):
    print("only some applications checked: RESULTS.md left as it is", file=sys.stderr)
    out = sys.stdout
else:
    out = open(os.path.join(here, 'RESULTS.md'), 'w')

def junit(w, simple):
    """(tests run, passing, note) for a written test class."""
    jerr = os.path.join(w, f'javac-{simple}.err')
    jout = os.path.join(w, f'junit-{simple}.out')
    if simple.endswith('RecordedWorldTest'):
        jout = os.path.join(w, f'terrarium-{simple}.out')
    if not os.path.exists(jout):
        if os.path.exists(jerr):
            errors = len(re.findall(r'^\S.*\.java:\d+: error:', open(jerr).read(), re.M))
            return None, 0, f'does not compile ({errors} javac errors)'
        return None, 0, 'not written'
    text = open(jout).read()
    m = re.search(r'^(\d+) passed, (\d+) failed', text, re.M)
    if m:  # terrarium test
        passed, failed = int(m.group(1)), int(m.group(2))
        return passed + failed, passed, f'{failed} fail' if failed else ''
    m = re.search(r'^OK \((\d+) tests?\)', text, re.M)
    if m:
        return int(m.group(1)), int(m.group(1)), ''
    m = re.search(r'^Tests run: (\d+),\s+Failures: (\d+)', text, re.M)
    if m:
        run, failed = int(m.group(1)), int(m.group(2))
        return run, run - failed, f'{failed} fail'
    return None, 0, 'JUnit did not run'

rows = []
totals = dict(calls=0, behaviours=0, tests=0, passing=0)
for app in apps:
    w = os.path.join(work, app)
    args = [l.rstrip('\n') for l in open(os.path.join(here, app, 'record.args'))]
    patterns = [args[i + 1] for i, a in enumerate(args) if a == '--classes' and i + 1 < len(args)]
    rp = os.path.join(w, 'report.json')
    if not os.path.exists(rp):
        status = open(os.path.join(w, 'record.status')).read().strip() if os.path.exists(os.path.join(w, 'record.status')) else '?'
        rows.append(f'| {app} | {", ".join(patterns)} | record failed (status {status}) | | | | | | |')
        continue
    report = json.load(open(rp))
    for c in report['classes']:
        base = c['class'].rsplit('.', 1)[-1].replace('$', '')
        run, passing, notes, world = None, 0, [], 0
        for simple in (base + 'RecordedTest', base + 'RecordedWorldTest'):
            if not c['tests'] or not os.path.exists(os.path.join(w, f'javac-{simple}.err')):
                continue
            r, p, n = junit(w, simple)
            run = (run or 0) + (r or 0)
            passing += p
            if simple.endswith('WorldTest'):
                world = r or 0
            if n:
                notes.append(n)
        if world:
            notes.append(f'{world} world tests in terrarium test')
        note = '; '.join(notes)
        left = '; '.join(f'{n}: {r}' for r, n in c['left_out']) or '–'
        if c['tests']:
            ok = f'{passing}/{c["tests"]}' + (f' ({note})' if note else '')
        else:
            ok = '–'
        lines = f"{c['lines']['covered']}/{c['lines']['total']}"
        branches = f"{c['branches']['covered']}/{c['branches']['total']}"
        rows.append(f"| {app} | `{c['class']}` | {c['calls']} | {c['behaviours']} | {c['tests']} | {left} | {ok} | {lines} | {branches} |")
        totals['calls'] += c['calls']; totals['behaviours'] += c['behaviours']
        totals['tests'] += c['tests']; totals['passing'] += passing
    rows.append(f"| | *{app}: {report['calls']} calls recorded in all, {report['dropped']} dropped* | | | | | | | |")

print('# terrarium record over corpus/record', file=out)
print('', file=out)
print('Generated by `corpus/record/check.sh` (do not edit by hand). One row per', file=out)
print('recorded class the run loaded: calls into it from outside (entries),', file=out)
print('distinct behaviours, tests written, behaviours left out (reason: count),', file=out)
print('tests passing when compiled against JUnit 4.13 + Mockito 2.23 and run on', file=out)
print('HotSpot 17 (tests that set up the virtual world: in `terrarium test`),', file=out)
print('and the lines/branches of the class the recorded run covered', file=out)
print('(from `--report`). Synthetic classes matched by a pattern (`$1` switch maps)', file=out)
print('appear as their own rows.', file=out)
print('', file=out)
print('| app | class | calls | behaviours | tests | left out | passing | lines | branches |', file=out)
print('|---|---|---|---|---|---|---|---|---|', file=out)
for r in rows:
    print(r, file=out)
print('', file=out)
print(f"Totals: {totals['calls']} calls, {totals['behaviours']} behaviours, {totals['tests']} tests written, {totals['passing']} passing (on HotSpot, or in terrarium test for world tests).", file=out)
EOF
