//! From the archive to the tests a person keeps: each test minimised to
//! what its goals need, redundant tests dropped, and regression assertions
//! added from observed values — only those that hold in a second execution
//! that differs in what must not matter (identity hashes, the sub-second
//! clock), so that no generated assertion can flake.
use std::rc::Rc;

use crate::execute::{End, ExecResult, Executor, Observed, RunOptions, StmtOutcome};
use crate::model::{Callable, Lit, TestCase, WorldAction};
use crate::search::{Goal, Goals};

/// What a finished test checks.
#[derive(Debug, Clone, PartialEq)]
pub enum Check {
    /// Statement `stmt` returned `value`.
    Returns { stmt: usize, value: Lit },
    /// Statement `stmt` returned the enum constant `class.constant`.
    Enum {
        stmt: usize,
        /// Internal name of the enum class.
        class: String,
        constant: String,
    },
    /// Statement `stmt` returned an array of primitives or strings, or a
    /// `List` of strings, holding these items: an `Observed::Array` or
    /// `List`.
    Items { stmt: usize, items: Observed },
    /// Statement `stmt` returned a box (not a `Boolean`) holding `value`.
    Boxed { stmt: usize, value: Lit },
    /// Statement `stmt` returned the very object variable `of` holds.
    Same { stmt: usize, of: usize },
    /// `var.getter()` returns `value` at the end of the test.
    Getter {
        var: usize,
        getter: Rc<Callable>,
        value: Lit,
    },
    /// `var.getter()` returns the enum constant `class.constant`.
    GetterEnum {
        var: usize,
        getter: Rc<Callable>,
        /// Internal name of the enum class.
        class: String,
        constant: String,
    },
    /// `var.getter()` returns an array of primitives or strings, a `List`
    /// or a `Set` of strings holding these items: an `Observed::Array`,
    /// `List` or `Set`.
    GetterItems {
        var: usize,
        getter: Rc<Callable>,
        items: Observed,
    },
    /// The code printed `text` to `System.out` (`World.stdout()`; world tests only).
    Stdout { text: String },
    /// The file `path` of the world holds `content` at the end
    /// (`World.fileContent(path)`; world tests only).
    File { path: String, content: String },
}

impl Check {
    /// Only `World` can tell (the console, the world's files).
    pub fn needs_world(&self) -> bool {
        matches!(self, Check::Stdout { .. } | Check::File { .. })
    }
}

/// Printed output and file contents longer than this are not asserted: an
/// assertion is meant to be read.
const MAX_ASSERTED_TEXT: usize = 400;

/// What the class library's messages about its own limits have in common:
/// they name Terrarium ("the ftp protocol is not provided by Terrarium's
/// class library", "java.util.IdentityHashMap (Terrarium: its serial form is
/// not provided)", "Terrarium: the world has only the user 'user'").
pub(crate) const NOT_PROVIDED: &str = interp::vm::LIMIT_MARK;

/// Does an exception message describe the JDK's own internals rather than
/// the class under test? `setAccessible` on a `java.base` member names
/// whichever private member reflection met first (the class library's
/// fields are not the JDK's) and the unnamed module's identity hash, which
/// changes from run to run on HotSpot: such a message is not asserted.
fn about_jdk_internals(class: &str, message: &Option<String>) -> bool {
    class == "java.lang.reflect.InaccessibleObjectException"
        || message
            .as_deref()
            .is_some_and(|m| m.contains("unnamed module @"))
        || helpful_npe_text(class, message)
}

/// Is this the JVM's own description of a `NullPointerException` (JEP 358:
/// `Cannot invoke "String.length()" because "<local1>" is null`)? It names
/// locals by their names only when the class was compiled with `-g`, and is
/// absent before JDK 14 or with `-XX:-ShowCodeDetailsInExceptionMessages`:
/// a portable test asserts the exception, not that text. (A message the
/// code builds itself, `Objects.requireNonNull(x, "x")`, is asserted.)
fn helpful_npe_text(class: &str, message: &Option<String>) -> bool {
    const FORMS: [&str; 9] = [
        "Cannot invoke \"",
        "Cannot read field \"",
        "Cannot assign field \"",
        "Cannot load from ",
        "Cannot store to ",
        "Cannot read the array length",
        "Cannot throw exception",
        "Cannot enter synchronized block",
        "Cannot exit synchronized block",
    ];
    class == "java.lang.NullPointerException"
        && message
            .as_deref()
            .is_some_and(|m| FORMS.iter().any(|f| m.starts_with(f)))
}

/// The exception the last statement throws.
#[derive(Debug, Clone, PartialEq)]
pub struct Expected {
    /// Binary name.
    pub class: String,
    /// Checked only when it is the same in both executions.
    pub message: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct FinalTest {
    pub case: TestCase,
    pub checks: Vec<Check>,
    pub expected: Option<Expected>,
    /// Needs Terrarium's world (it sets one up, or its result depends on one).
    pub world: bool,
    /// The goals it covers (for the report and for ordering).
    pub goals: Vec<Goal>,
    /// Threads it started that were still blocked when it ended.
    pub threads_left: usize,
}

/// Minimise, select and add assertions. `word` stands in for the argument
/// marks of javac's concatenation recipes the search mined (see `readable`).
pub fn finish(
    exec: &mut Executor,
    goals: &Goals,
    tests: Vec<TestCase>,
    package: &str,
    word: &str,
) -> Vec<FinalTest> {
    let mut runs: Vec<(TestCase, ExecResult, Vec<Goal>)> = Vec::new();
    for t in tests {
        let r = exec.run(&t, RunOptions::default());
        if !usable(&r) {
            continue;
        }
        let covers: Vec<Goal> = goals
            .all
            .iter()
            .copied()
            .filter(|&g| goals.covered(g, &r))
            .collect();
        runs.push((t, r, covers));
    }
    // Greedy set cover: biggest contributors first; each kept test is
    // responsible for the goals no earlier one covers, and is minimised to those.
    runs.sort_by(|a, b| {
        b.2.len()
            .cmp(&a.2.len())
            .then(a.0.stmts.len().cmp(&b.0.stmts.len()))
    });
    let mut covered = std::collections::BTreeSet::new();
    let mut kept = Vec::new();
    for (t, r, covers) in runs {
        let own: Vec<Goal> = covers
            .iter()
            .copied()
            .filter(|g| !covered.contains(g))
            .collect();
        if own.is_empty() {
            continue;
        }
        covered.extend(own.iter().copied());
        let (t, r) = minimise(exec, goals, t, r, &own);
        // Before the assertions, which are read off the test as it is written.
        let (t, r) = readable(exec, goals, t, r, &own, word);
        kept.push((t, r, own));
    }
    // Shortest first: reads like a specification, simple cases before combinations.
    kept.sort_by_key(|k| k.0.stmts.len());
    let mut finals: Vec<FinalTest> = kept
        .into_iter()
        .filter_map(|(t, r, own)| assertions(exec, t, &r, own, package))
        .collect();
    merge_unasserted(exec, goals, &mut finals, package);
    finals
}

/// Does the written test check anything: a value, or the exception it expects?
pub fn asserts(t: &FinalTest) -> bool {
    !t.checks.is_empty() || t.expected.is_some()
}

/// Asserting tests a test without an assertion is tried in front of.
const MERGE_TRIES: usize = 3;

/// A test that checks nothing (`Validate.isTrue(true)`: a `void` call that
/// returns normally, with nothing to observe) goes in front of a test that
/// checks something, preferably one calling the same method
/// (`Validate.isTrue(true); assertThrows(.., () -> Validate.isTrue(false))`),
/// when the joined test still covers both tests' goals and keeps an
/// assertion; a test for any JVM joins no world test and no test becomes
/// one. Its calls still run, so a mutant that makes them throw is still
/// killed (the joined test then ends early), and mutation analysis, which
/// comes later, scores the joined tests.
fn merge_unasserted(exec: &mut Executor, goals: &Goals, tests: &mut Vec<FinalTest>, package: &str) {
    let called = |t: &TestCase| -> Vec<interp::MethodId> {
        t.stmts
            .iter()
            .filter_map(|s| match s {
                crate::model::Stmt::Call { callable, .. } => Some(callable.method),
                _ => None,
            })
            .collect()
    };
    let mut i = 0;
    while i < tests.len() {
        if asserts(&tests[i]) {
            i += 1;
            continue;
        }
        let mine = called(&tests[i].case);
        let mut candidates: Vec<usize> = (0..tests.len())
            .filter(|&j| j != i && asserts(&tests[j]) && (tests[j].world || !tests[i].world))
            .collect();
        // The key walks a test's statements: once per candidate, not per comparison.
        candidates.sort_by_cached_key(|&j| {
            let shared = called(&tests[j].case).iter().any(|m| mine.contains(m));
            (!shared, tests[j].case.stmts.len(), j)
        });
        let mut joined = None;
        for &j in candidates.iter().take(MERGE_TRIES) {
            if let Some(t) = joined_test(exec, goals, &tests[i], &tests[j], package) {
                joined = Some((j, t));
                break;
            }
        }
        match joined {
            Some((j, t)) => {
                tests[j] = t;
                tests.remove(i);
            }
            None => i += 1,
        }
    }
}

/// `front`'s world and statements followed by `back`'s, with its
/// assertions, when it covers both tests' goals, asserts something and
/// needs the world only if `back` does.
fn joined_test(
    exec: &mut Executor,
    goals: &Goals,
    front: &FinalTest,
    back: &FinalTest,
    package: &str,
) -> Option<FinalTest> {
    let mut case = front.case.clone();
    case.world.extend(back.case.world.iter().cloned());
    case.world.sort();
    case.world.dedup();
    case.append(&back.case.stmts);
    let r = exec.run(&case, RunOptions::default());
    let own: Vec<Goal> = front.goals.iter().chain(&back.goals).copied().collect();
    if !usable(&r) || !own.iter().all(|&g| goals.covered(g, &r)) {
        return None;
    }
    let t = assertions(exec, case, &r, own, package)?;
    (asserts(&t) && (back.world || !t.world) && t.expected.is_some() == back.expected.is_some())
        .then_some(t)
}

/// Does `r` show what `t` checks (its values, getters and expected exception)?
pub fn holds(t: &FinalTest, r: &ExecResult) -> bool {
    t.checks.iter().all(|c| check_holds(c, r)) && ends_as_expected(t, r)
}

/// Does `r` show the value `c` checks?
pub fn check_holds(c: &Check, r: &ExecResult) -> bool {
    match c {
        Check::Returns { stmt, value } => {
            r.outcomes.get(*stmt) == Some(&StmtOutcome::Done(Observed::Lit(value.clone())))
        }
        Check::Enum {
            stmt,
            class,
            constant,
        } => {
            r.outcomes.get(*stmt)
                == Some(&StmtOutcome::Done(Observed::Enum {
                    class: class.clone(),
                    constant: constant.clone(),
                }))
        }
        Check::Getter { var, getter, value } => r.inspections.iter().any(|i| {
            i.var == *var
                && Rc::ptr_eq(&i.getter, getter)
                && i.value == Observed::Lit(value.clone())
        }),
        Check::Items { stmt, items } => {
            r.outcomes.get(*stmt) == Some(&StmtOutcome::Done(items.clone()))
        }
        Check::GetterItems {
            var,
            getter,
            items,
        } => r
            .inspections
            .iter()
            .any(|i| i.var == *var && Rc::ptr_eq(&i.getter, getter) && i.value == *items),
        Check::GetterEnum {
            var,
            getter,
            class,
            constant,
        } => r.inspections.iter().any(|i| {
            i.var == *var
                && Rc::ptr_eq(&i.getter, getter)
                && matches!(&i.value, Observed::Enum { class: c, constant: k } if c == class && k == constant)
        }),
        Check::Boxed { stmt, value } => {
            r.outcomes.get(*stmt) == Some(&StmtOutcome::Done(Observed::Boxed(value.clone())))
        }
        Check::Same { stmt, of } => {
            r.outcomes.get(*stmt) == Some(&StmtOutcome::Done(Observed::Same(*of)))
        }
        Check::Stdout { text } => r.stdout == *text,
        Check::File { path, content } => r
            .written
            .iter()
            .any(|(p, c)| p == path && c.as_deref() == Some(content.as_str())),
    }
}

/// Does `r` end as `t` expects: completed, or with its expected exception?
pub fn ends_as_expected(t: &FinalTest, r: &ExecResult) -> bool {
    let last = t.case.stmts.len().saturating_sub(1);
    match (&t.expected, r.outcomes.get(last)) {
        (None, _) => r.end == End::Completed,
        (Some(e), Some(StmtOutcome::Threw { class, message })) => {
            *class == e.class && (e.message.is_none() || *message == e.message)
        }
        (Some(_), _) => false,
    }
}

/// Tests meant for any JVM run there in one class, static state carrying
/// over from test to test. Run them that way, twice over; a test whose
/// checks then fail depends on a fresh static state, which only Terrarium
/// gives each test: it moves to the world tests.
pub fn isolate_static_state(exec: &mut Executor, tests: &mut [FinalTest]) {
    let plain: Vec<usize> = (0..tests.len()).filter(|&i| !tests[i].world).collect();
    let cases: Vec<&TestCase> = plain
        .iter()
        .chain(plain.iter())
        .map(|&i| &tests[i].case)
        .collect();
    let results = exec.run_in_sequence(
        &cases,
        RunOptions {
            inspect: true,
            ..RunOptions::default()
        },
    );
    let mut moved = Vec::new();
    for (k, r) in results.iter().enumerate() {
        let i = plain[k % plain.len().max(1)];
        if !holds(&tests[i], r) {
            moved.push(i);
        }
    }
    for i in moved {
        tests[i].world = true;
    }
}

/// Executions worth keeping as tests: they complete or end with an exception.
fn usable(r: &ExecResult) -> bool {
    matches!(r.end, End::Completed | End::Threw(_))
}

/// Drop statements and world actions, last first, while the test still
/// covers `want` and ends the same way.
fn minimise(
    exec: &mut Executor,
    goals: &Goals,
    mut t: TestCase,
    mut r: ExecResult,
    want: &[Goal],
) -> (TestCase, ExecResult) {
    // Statements after the one that threw never ran.
    if let End::Threw(i) = r.end {
        t.stmts.truncate(i + 1);
    }
    let still = |r: &ExecResult, before: &ExecResult| {
        want.iter().all(|&g| goals.covered(g, r))
            && std::mem::discriminant(&r.end) == std::mem::discriminant(&before.end)
    };
    let mut i = t.stmts.len();
    while i > 0 {
        i -= 1;
        if i >= t.stmts.len() {
            continue;
        }
        let mut c = t.clone();
        c.remove(i);
        let rc = exec.run(&c, RunOptions::default());
        if still(&rc, &r) {
            t = c;
            r = rc;
        }
    }
    let mut k = t.world.len();
    while k > 0 {
        k -= 1;
        let mut c = t.clone();
        c.world.remove(k);
        let rc = exec.run(&c, RunOptions::default());
        if still(&rc, &r) {
            t = c;
            r = rc;
            continue;
        }
        // Queued random values the test does not need, last first.
        while let Some(WorldAction::NextRandom { values }) = t.world.get(k)
            && values.len() > 1
        {
            let mut c = t.clone();
            if let Some(WorldAction::NextRandom { values }) = c.world.get_mut(k) {
                values.pop();
            }
            let rc = exec.run(&c, RunOptions::default());
            if !still(&rc, &r) {
                break;
            }
            t = c;
            r = rc;
        }
        // Piped console input where typing at a terminal is not needed.
        if let Some(WorldAction::Stdin {
            text,
            terminal: true,
        }) = t.world.get(k)
        {
            let mut c = t.clone();
            c.world[k] = WorldAction::Stdin {
                text: text.clone(),
                terminal: false,
            };
            let rc = exec.run(&c, RunOptions::default());
            if still(&rc, &r) {
                t = c;
                r = rc;
            }
        }
        // Lines of a file or of the console input the test does not need.
        let Some(mut lines) = text_of(t.world.get_mut(k)).map(|x| {
            x.split_inclusive('\n')
                .map(str::to_string)
                .collect::<Vec<_>>()
        }) else {
            continue;
        };
        let mut j = lines.len();
        while j > 0 && lines.len() > 1 {
            j -= 1;
            let mut fewer = lines.clone();
            fewer.remove(j);
            let mut c = t.clone();
            if let Some(x) = text_of(c.world.get_mut(k)) {
                *x = fewer.concat();
            }
            let rc = exec.run(&c, RunOptions::default());
            if still(&rc, &r) {
                t = c;
                r = rc;
                lines = fewer;
            }
        }
    }
    (t, r)
}

/// Re-runs one test's unreadable literals may cost, all forms together.
const READABLE_RUNS: usize = 8;

/// Is `c` a control character a Java literal can only escape (`\u0001`,
/// `\b`)? Tabs and line breaks read as what they are.
fn unreadable(c: char) -> bool {
    matches!(c, '\0'..='\u{1f}' | '\u{7f}') && !matches!(c, '\t' | '\n' | '\r')
}

/// The word that stands in for control characters: the first mined string
/// constant of the class that is a short word (it reads as the class's
/// vocabulary), else `x`.
pub(crate) fn readable_word(constants: &crate::analysis::Constants) -> String {
    constants
        .strings
        .iter()
        .find(|s| (2..=12).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphabetic()))
        .cloned()
        .unwrap_or_else(|| "x".to_string())
}

/// `s` with each run of its control characters replaced by `by`.
fn readable_form(s: &str, by: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut after_control = false;
    for c in s.chars() {
        if !unreadable(c) {
            out.push(c);
        } else if !after_control {
            out.push_str(by);
        }
        after_control = unreadable(c);
    }
    out
}

/// Hand `f` each string the written test shows as a literal, numbered in
/// one fixed order: the texts and paths of its world actions, its string
/// literals.
fn visit_strings(t: &mut TestCase, mut f: impl FnMut(usize, &mut String)) {
    fn action(a: &mut WorldAction, k: &mut usize, f: &mut impl FnMut(usize, &mut String)) {
        for x in crate::model::world_texts_mut(a) {
            f(*k, x);
            *k += 1;
        }
        if let Some(x) = crate::model::world_path_mut(a) {
            f(*k, x);
            *k += 1;
        }
    }
    let mut k = 0;
    for a in &mut t.world {
        action(a, &mut k, &mut f);
    }
    for s in &mut t.stmts {
        match s {
            crate::model::Stmt::Lit(Lit::Str(x)) => {
                f(k, x);
                k += 1;
            }
            crate::model::Stmt::World(a) => action(a, &mut k, &mut f),
            _ => {}
        }
    }
}

/// javac's string-concatenation recipes are mined with the class's
/// constants (`"healthy at \u0001"`, `\u0001` marking an argument), and
/// mining their pieces instead lowered coverage: so after the search the
/// strings with control characters get readable forms (the marks removed,
/// replaced by `word`, by a space), all strings alike first (a path and the
/// name a call passes share a recipe), then one by one; the first form
/// under which the test still covers `want` and ends as before is kept,
/// else the string stays.
fn readable(
    exec: &mut Executor,
    goals: &Goals,
    mut t: TestCase,
    mut r: ExecResult,
    want: &[Goal],
    word: &str,
) -> (TestCase, ExecResult) {
    let mut marked = Vec::new();
    visit_strings(&mut t, |k, x| {
        if x.chars().any(unreadable) {
            marked.push(k);
        }
    });
    let mut tries: Vec<(Option<usize>, &str)> = Vec::new();
    let forms = ["", word, " "];
    if marked.len() > 1 {
        tries.extend(forms.iter().map(|&by| (None, by)));
    }
    for &k in &marked {
        tries.extend(forms.iter().map(|&by| (Some(k), by)));
    }
    let mut done = std::collections::BTreeSet::new();
    let mut runs = 0;
    for (slot, by) in tries {
        if slot.is_some_and(|k| done.contains(&k)) {
            continue;
        }
        if runs == READABLE_RUNS {
            break;
        }
        runs += 1;
        let mut c = t.clone();
        visit_strings(&mut c, |k, x| {
            if slot.is_none_or(|s| s == k) {
                *x = readable_form(x, by);
            }
        });
        let rc = exec.run(&c, RunOptions::default());
        if rc.end == r.end && want.iter().all(|&g| goals.covered(g, &rc)) {
            t = c;
            r = rc;
            match slot {
                Some(k) => {
                    done.insert(k);
                }
                None => break,
            }
        }
    }
    (t, r)
}

/// The text of a file or console-input action.
fn text_of(a: Option<&mut WorldAction>) -> Option<&mut String> {
    match a? {
        WorldAction::File { content: x, .. } | WorldAction::Stdin { text: x, .. } => Some(x),
        _ => None,
    }
}

fn stable_lit(a: &Observed, b: &Observed) -> Option<Lit> {
    match (a, b) {
        (Observed::Lit(x), Observed::Lit(y)) if x == y => match x {
            // NaN never equals itself in an assertion's sense; skip it.
            Lit::Double(v) if v.is_nan() => None,
            Lit::Float(v) if v.is_nan() => None,
            _ => Some(x.clone()),
        },
        _ => None,
    }
}

/// Can the written test call `getter` on variable `var` as it declares it?
/// Getters are found on the object's class, but a variable is declared as
/// what its statement yields (`Map<Object, Object>` for a `SingletonMap`
/// a factory returns), which may lack them.
fn callable_on_declared(
    exec: &Executor,
    stmts: &[crate::model::Stmt],
    var: usize,
    getter: &crate::model::Callable,
) -> bool {
    let Some(crate::generics::GType::Class { name, .. }) = stmts.get(var).and_then(|s| s.gty())
    else {
        return false;
    };
    let vm = &exec.vm;
    // A package-private getter is no member of a subclass in another package.
    let inherited = !getter.package_private
        || crate::analysis::package_of(&name) == crate::analysis::package_of(&getter.class);
    match (vm.class_id_of(&name), vm.class_id_of(&getter.class)) {
        (Some(declared), Some(owner)) => inherited && vm.is_subclass(declared, owner),
        _ => false,
    }
}

/// Can a test in `package` name the class `internal` (an enum it asserts a
/// constant of)? Not when it, or a class it is nested in, is private, or
/// package-private elsewhere.
fn nameable(exec: &Executor, internal: &str, package: &str) -> bool {
    use interp::runtime::class::{ACC_PRIVATE, ACC_PUBLIC};
    let vm = &exec.vm;
    let Some(file) = vm
        .class_id_of(internal)
        .and_then(|c| vm.class(c).file.clone())
    else {
        return false;
    };
    let same = crate::analysis::package_of(internal) == package;
    let open = |access: u16| access & ACC_PRIVATE == 0 && (same || access & ACC_PUBLIC != 0);
    // The InnerClasses entries of a nested class name it and each class around it.
    open(file.access_flags)
        && file
            .inner_classes
            .iter()
            .filter(|ic| {
                ic.inner_class
                    .as_deref()
                    .is_some_and(|n| internal == n || internal.starts_with(&format!("{n}$")))
            })
            .all(|ic| open(ic.access_flags))
}

/// A test of `t` with its assertions, if it runs to a usable end (for
/// tests made after the search: `mutation`'s tests that kill survivors).
pub(crate) fn final_test(exec: &mut Executor, t: TestCase, package: &str) -> Option<FinalTest> {
    let first = exec.run(&t, RunOptions::default());
    if !usable(&first) {
        return None;
    }
    assertions(exec, t, &first, Vec::new(), package)
}

/// Identity-hash sequences a test that draws identity hashes is also run
/// with: a value that depends on one bit of a hash survives all of them with
/// odds 1 in 32 (with the perturbed run's).
const HASH_SEEDS: [u32; 4] = [0x9e37_79b9, 0x85eb_ca6b, 0xc2b2_ae35, 0x27d4_eb2f];

/// Run `t` twice (plainly and perturbed) with getters inspected; keep what
/// agrees.
fn assertions(
    exec: &mut Executor,
    t: TestCase,
    first: &ExecResult,
    goals: Vec<Goal>,
    package: &str,
) -> Option<FinalTest> {
    let a = exec.run(
        &t,
        RunOptions {
            inspect: true,
            ..RunOptions::default()
        },
    );
    let mut b = exec.run(
        &t,
        RunOptions {
            inspect: true,
            perturb: true,
            schedule_seed: 1,
            ..RunOptions::default()
        },
    );
    if a.end != b.end || !usable(&a) {
        return None;
    }
    // What may differ on another JVM run is asserted only where more runs
    // agree: other interleavings when the test started threads, other
    // identity hashes when it drew any (HotSpot's differ from run to run; a
    // key's bucket decides, say, which entry a map's slot holds).
    let mut others = Vec::new();
    if a.threads_started > 0 {
        others.push(RunOptions {
            schedule_seed: 2,
            ..RunOptions::default()
        });
    }
    if a.identity_hashes || b.identity_hashes {
        others.extend(HASH_SEEDS.iter().map(|&hash_seed| RunOptions {
            hash_seed,
            ..RunOptions::default()
        }));
    }
    for opts in others {
        let c = exec.run(
            &t,
            RunOptions {
                inspect: true,
                perturb: true,
                ..opts
            },
        );
        if c.end != a.end {
            return None;
        }
        for (ob, oc) in b.outcomes.iter_mut().zip(&c.outcomes) {
            if ob != oc {
                *ob = StmtOutcome::NotRun;
            }
        }
        if c.stdout != b.stdout {
            b.stdout.clear();
        }
        b.written.retain(|w| c.written.contains(w));
        b.inspections.retain(|ib| {
            c.inspections.iter().any(|ic| {
                ic.var == ib.var && Rc::ptr_eq(&ic.getter, &ib.getter) && ic.value == ib.value
            })
        });
    }
    let mut checks = Vec::new();
    let mut expected = None;
    let last = t.stmts.len().saturating_sub(1);
    for (i, (x, y)) in a.outcomes.iter().zip(&b.outcomes).enumerate() {
        match (x, y) {
            (
                StmtOutcome::Done(Observed::Enum { class, constant }),
                StmtOutcome::Done(Observed::Enum {
                    class: c2,
                    constant: k2,
                }),
            ) if class == c2
                && constant == k2
                && nameable(exec, class, package)
                && !given(&t, i) =>
            {
                checks.push(Check::Enum {
                    stmt: i,
                    class: class.clone(),
                    constant: constant.clone(),
                });
            }
            (StmtOutcome::Done(items @ Observed::Array { .. }), StmtOutcome::Done(o2))
                if items == o2 && !given(&t, i) =>
            {
                checks.push(Check::Items {
                    stmt: i,
                    items: items.clone(),
                });
            }
            (StmtOutcome::Done(items @ Observed::List(_)), StmtOutcome::Done(o2))
                if items == o2 =>
            {
                checks.push(Check::Items {
                    stmt: i,
                    items: items.clone(),
                });
            }
            (StmtOutcome::Done(Observed::Boxed(x)), StmtOutcome::Done(Observed::Boxed(y))) => {
                if let Some(value) =
                    stable_lit(&Observed::Lit(x.clone()), &Observed::Lit(y.clone()))
                {
                    checks.push(Check::Boxed { stmt: i, value });
                }
            }
            (StmtOutcome::Done(Observed::Same(j)), StmtOutcome::Done(Observed::Same(k)))
                if j == k =>
            {
                checks.push(Check::Same { stmt: i, of: *j });
            }
            (StmtOutcome::Done(ox), StmtOutcome::Done(oy)) => {
                // A literal's or a constant's own value is no news.
                if let Some(v) = stable_lit(ox, oy)
                    && !given(&t, i)
                {
                    checks.push(Check::Returns { stmt: i, value: v });
                }
            }
            (
                StmtOutcome::Threw { class, message },
                StmtOutcome::Threw {
                    class: c2,
                    message: m2,
                },
            ) if i == last && class == c2 => {
                expected = Some(Expected {
                    class: class.clone(),
                    message: if message == m2 && !about_jdk_internals(class, message) {
                        message.clone()
                    } else {
                        None
                    },
                });
            }
            _ => {}
        }
    }
    for ia in &a.inspections {
        let twin = b
            .inspections
            .iter()
            .find(|ib| ib.var == ia.var && Rc::ptr_eq(&ib.getter, &ia.getter));
        // A getter the test already calls on the same object, with its result checked, says nothing new.
        let repeated = t.stmts.iter().enumerate().any(|(i, s)| {
            matches!(s, crate::model::Stmt::Call { callable, receiver: Some(r), .. }
                if Rc::ptr_eq(callable, &ia.getter) && *r == ia.var)
                && checks.iter().any(|c| {
                    matches!(c, Check::Returns { stmt, .. } | Check::Items { stmt, .. } if *stmt == i)
                })
        });
        let Some(ib) = twin else { continue };
        if repeated || !callable_on_declared(exec, &t.stmts, ia.var, &ia.getter) {
            continue;
        }
        if let Some(v) = stable_lit(&ia.value, &ib.value) {
            checks.push(Check::Getter {
                var: ia.var,
                getter: ia.getter.clone(),
                value: v,
            });
        } else if let Observed::Enum { class, constant } = &ia.value
            && ia.value == ib.value
            && nameable(exec, class, package)
        {
            checks.push(Check::GetterEnum {
                var: ia.var,
                getter: ia.getter.clone(),
                class: class.clone(),
                constant: constant.clone(),
            });
        } else if matches!(
            ia.value,
            Observed::Array { .. } | Observed::List(_) | Observed::Set(_)
        ) && ia.value == ib.value
        {
            checks.push(Check::GetterItems {
                var: ia.var,
                getter: ia.getter.clone(),
                items: ia.value.clone(),
            });
        }
    }
    // What the code printed and the files it wrote, when both runs agree
    // (a test that asserts them is a world test: `mutation` keeps them in
    // a portable test only when they notice what nothing else does).
    if !a.stdout.is_empty() && a.stdout == b.stdout && a.stdout.chars().count() <= MAX_ASSERTED_TEXT
    {
        checks.push(Check::Stdout {
            text: a.stdout.clone(),
        });
    }
    for (path, content) in &a.written {
        if let Some(content) = content
            && content.chars().count() <= MAX_ASSERTED_TEXT
            && b.written
                .iter()
                .any(|(p, c)| p == path && c.as_ref() == Some(content))
        {
            checks.push(Check::File {
                path: path.clone(),
                content: content.clone(),
            });
        }
    }
    // (An execution that met a limit of Terrarium is broken: never here.)
    let world = t.uses_world() || first.touched.any() || a.touched.any();
    Some(FinalTest {
        case: t,
        checks,
        expected,
        world,
        goals,
        threads_left: a.threads_left,
    })
}

/// Is statement `i` of `t` a value the test gives (a literal, a constant)?
/// Its own value is no news to check.
fn given(t: &TestCase, i: usize) -> bool {
    matches!(
        t.stmts.get(i),
        Some(
            crate::model::Stmt::Lit(_)
                | crate::model::Stmt::Constant { .. }
                | crate::model::Stmt::Array { .. }
        )
    )
}

#[cfg(test)]
mod tests {
    use super::{about_jdk_internals, readable_form};

    #[test]
    fn recipe_marks_read_as_nothing_a_word_or_a_space() {
        assert_eq!(readable_form("healthy at \u{1}", ""), "healthy at ");
        assert_eq!(readable_form("healthy at \u{1}", "x"), "healthy at x");
        // A run of marks is one gap; tabs and line breaks stay.
        assert_eq!(readable_form("\u{1}\u{2}:\t\u{7f}\n", " "), " :\t \n");
    }

    #[test]
    fn messages_about_jdk_internals_are_not_asserted() {
        let msg = |s: &str| Some(s.to_string());
        assert!(about_jdk_internals(
            "java.lang.reflect.InaccessibleObjectException",
            &msg("Unable to make field private final byte[] java.lang.String.value accessible")
        ));
        assert!(about_jdk_internals(
            "java.lang.IllegalAccessException",
            &msg("class A (in unnamed module @6b59b9cb) cannot access class B")
        ));
        assert!(about_jdk_internals(
            "java.lang.NullPointerException",
            &msg("Cannot invoke \"String.length()\" because \"<parameter1>\" is null")
        ));
        assert!(!about_jdk_internals(
            "java.lang.NullPointerException",
            &msg("name must not be null")
        ));
        assert!(!about_jdk_internals(
            "java.lang.IllegalArgumentException",
            &msg("count must be positive")
        ));
    }
}
