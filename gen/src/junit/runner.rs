//! `terrarium test`: JUnit 4 and Jupiter test classes run inside the
//! interpreter, each test from the same state (the class initialised and its
//! `@BeforeClass`/`@BeforeAll` methods run once, then checkpointed) and in a
//! fresh world. The runner reads the annotations itself; the assertions come
//! from the support classes (`jdk-shims/support`) unless the class path has JUnit.
use std::collections::BTreeMap;
use std::rc::Rc;

use interp::classfile::{Annotation, ClassFile, ElementValue, parse_class};
use interp::vm::CallResult;
use interp::{ClassId, ObjRef, Value, Vm};
use serde::{Deserialize, Serialize};

use super::features;
pub use super::features::is_test_class;
use super::shake::Perturbation;
use crate::coverage::{ClassCoverage, CoverageReport};
use crate::execute::{SetupError, test_vm};

/// Instructions a test may execute when it names no timeout.
pub const DEFAULT_TEST_FUEL: u64 = 2_000_000_000;

/// Virtual nanoseconds per instruction: a `timeout` of N ms allows N·10⁶
/// instructions (the virtual clock's rate; see `Env::nanos`).
const INSTRUCTIONS_PER_MS: u64 = 1_000_000;

/// What to run.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TestRequest {
    /// The class path: internal name → class file bytes.
    #[serde(with = "crate::api::b64_map")]
    pub classes: BTreeMap<String, Vec<u8>>,
    pub class_path: String,
    /// The class path's other files (test fixtures read as resources).
    #[serde(default)]
    pub resources: crate::api::ClassPathResources,
    /// Test classes (binary names); `Class#method` runs only that method
    /// (all its invocations, for a parameterized one).
    pub test_classes: Vec<String>,
    /// Instructions one test may execute (when it names no timeout).
    pub fuel: u64,
    /// Which tests run, by tag or category (everything when empty).
    #[serde(default)]
    pub select: Selection,
}

/// `--tag`, `--exclude-tag`, `--category`: which tests of the classes run.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Selection {
    /// Tests with one of these tags (Jupiter `@Tag`, or a JUnit 4
    /// `@Category` by its binary name, as JUnit's vintage engine tags them).
    #[serde(default)]
    pub tags: Vec<String>,
    /// Tests without any of these tags.
    #[serde(default)]
    pub exclude_tags: Vec<String>,
    /// JUnit 4 tests whose `@Category` is this type or a subtype of it (binary names).
    #[serde(default)]
    pub categories: Vec<String>,
}

impl Selection {
    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.exclude_tags.is_empty() && self.categories.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", content = "reason", rename_all = "lowercase")]
pub enum Status {
    Passed,
    Failed(String),
    /// An assumption did not hold, or the test is `@Ignore`d/`@Disabled`.
    Skipped(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestResult {
    /// Binary name of the test class.
    pub class: String,
    /// The test method (empty for a failure of the class itself); an
    /// invocation of a parameterized, repeated or dynamic test is
    /// `method[N]`, as JUnit's legacy reports number them.
    pub method: String,
    /// JUnit's display name, when it is not the method's name
    /// (`@DisplayName`, `[2] racecar`, `repetition 1 of 3`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display: Option<String>,
    #[serde(flatten)]
    pub status: Status,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flavor {
    Four,
    Five,
}

/// The JUnit-relevant parts of a test class.
struct Plan {
    flavor: Flavor,
    tests: Vec<TestMethod>,
    /// The class (index 0) and its `@Nested` classes, outer before inner.
    levels: Vec<Level>,
    before_class: Vec<String>,
    after_class: Vec<String>,
    /// `@RunWith(MockitoJUnitRunner.class)` or `@ExtendWith(MockitoExtension.class)`: Mockito's annotations are
    /// processed on each test instance, and its usage validated after each test.
    mockito: bool,
    /// A JUnit 4 class whose tests run through the support classes'
    /// `terrarium.junit.Four` (it has `@Rule`s or is `Parameterized`).
    four_java: bool,
    /// `@RunWith(Parameterized.class)`: the tests run once per parameter set.
    parameterized: bool,
    /// It has `@ClassRule`s: each test runs inside the class statement
    /// (`Four.runInClass`: the rules around `@BeforeClass`, the test,
    /// `@AfterClass`), from a checkpoint taken before it.
    class_rules: bool,
    /// Why the class cannot run at all (an unsupported runner, extension or rule).
    class_error: Option<String>,
    /// A level's class (or a superclass) has `@TempDir` instance fields.
    temp_dirs: bool,
}

/// The test class or one of its `@Nested` classes.
struct Level {
    /// Internal name.
    internal: String,
    /// The level whose instance constructs this one (`None` for the test class).
    outer: Option<usize>,
    before: Vec<String>,
    after: Vec<String>,
    /// Jupiter `@Tag`s of the class and its outer levels.
    tags: Vec<String>,
}

/// How a test method runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Called as it is.
    Plain,
    /// `@ParameterizedTest`/`@RepeatedTest`, not yet expanded into invocations.
    Template,
    /// Invocation N (from 0) of a parameterized or repeated test.
    Invocation(i32),
    /// A `@TestFactory`: one run, a result per dynamic test.
    Factory,
}

#[derive(Clone)]
struct TestMethod {
    /// The name results carry: the method, or `method[N]` for an invocation.
    name: String,
    /// The Java method.
    method: String,
    kind: Kind,
    /// JUnit's display name, when it is not the method's name.
    display: Option<String>,
    /// Index into [`Plan::levels`] of the class declaring it.
    level: usize,
    /// JUnit 4 `expected` (internal name).
    expected: Option<String>,
    /// `timeout` in ms (JUnit 4's `@Test(timeout)`, Jupiter's `@Timeout`).
    timeout: Option<u64>,
    ignored: Option<String>,
    /// A failure known before it runs (an unsupported feature, a bad source).
    error: Option<String>,
    /// The parameter set of a JUnit 4 `Parameterized` test (-1: none).
    param: i32,
    /// Jupiter `@Tag`s (the method's and its classes').
    tags: Vec<String>,
    /// JUnit 4 `@Category` types (the method's and its class's; internal names).
    categories: Vec<String>,
}

impl TestMethod {
    /// Instructions it may execute: its `timeout`, else `default`.
    fn fuel(&self, default: u64) -> u64 {
        self.timeout
            .map(|ms| ms.saturating_mul(INSTRUCTIONS_PER_MS))
            .unwrap_or(default)
    }

    fn result(&self, class: &str, status: Status) -> TestResult {
        TestResult {
            class: class.to_string(),
            method: self.name.clone(),
            display: self.display.clone(),
            status,
        }
    }
}

fn has(annotations: &[Annotation], descriptor: &str) -> bool {
    annotations.iter().any(|a| a.type_descriptor == descriptor)
}

/// The binary name of the class at `level` (`Outer$Inner` for a nested one).
fn level_class(plan: &Plan, level: usize) -> String {
    plan.levels
        .get(level)
        .map(|l| l.internal.replace('/', "."))
        .unwrap_or_default()
}

/// `com.acme.FooTest#bar` → (`com.acme.FooTest`, `Some("bar")`).
pub fn split_selector(class: &str) -> (&str, Option<&str>) {
    match class.split_once('#') {
        Some((c, m)) => (c, Some(m)),
        None => (class, None),
    }
}

fn plan(cf: &ClassFile, classes: &BTreeMap<String, Vec<u8>>) -> Plan {
    plan_selected(cf, classes, &Selection::default(), None)
}

/// The plan of test class `cf`, with only the tests `select` and `only`
/// (a method name) pick.
fn plan_selected(
    cf: &ClassFile,
    classes: &BTreeMap<String, Vec<u8>>,
    select: &Selection,
    only: Option<&str>,
) -> Plan {
    let mut p = Plan {
        flavor: Flavor::Four,
        tests: Vec::new(),
        levels: Vec::new(),
        before_class: Vec::new(),
        after_class: Vec::new(),
        class_error: None,
        mockito: false,
        four_java: false,
        parameterized: false,
        class_rules: false,
        temp_dirs: false,
    };
    let annotations = features::class_annotations(cf);
    p.class_error = features::unsupported(&annotations);
    let runner = features::runner_of(&annotations);
    p.mockito = features::uses_mockito(&annotations);
    plan_level(cf, classes, None, &mut p);
    if p.flavor == Flavor::Four {
        p.parameterized = runner.as_deref() == Some(features::PARAMETERIZED);
        if p.parameterized && p.class_error.is_none() {
            p.class_error = features::unsupported_parameterized(cf);
        }
        let (rules, class_rules) = features::four_rules(cf, classes);
        p.class_rules = class_rules;
        p.four_java = rules || class_rules || p.parameterized;
    }
    if let Some(m) = only {
        p.tests.retain(|t| t.method == m || t.name == m);
    }
    if !select.is_empty() {
        p.tests.retain(|t| selected(t, select, classes));
    }
    p
}

/// Whether `select` picks test `t`.
fn selected(t: &TestMethod, select: &Selection, classes: &BTreeMap<String, Vec<u8>>) -> bool {
    // JUnit's vintage engine tags a JUnit 4 test with its categories and
    // their supertypes (binary names); `--category` picks the same ones.
    let categories: Vec<String> = t
        .categories
        .iter()
        .flat_map(|c| features::supertypes(classes, c))
        .map(|c| c.replace('/', "."))
        .collect();
    let tags: Vec<&String> = t.tags.iter().chain(&categories).collect();
    if !select.tags.is_empty() && !tags.iter().any(|x| select.tags.contains(x)) {
        return false;
    }
    if tags.iter().any(|x| select.exclude_tags.contains(x)) {
        return false;
    }
    select.categories.is_empty() || categories.iter().any(|c| select.categories.contains(c))
}

/// Add the tests and lifecycle methods of `cf` (the test class, or a
/// `@Nested` class inside level `outer`) to `p`, then its nested classes.
fn plan_level(
    cf: &ClassFile,
    classes: &BTreeMap<String, Vec<u8>>,
    outer: Option<usize>,
    p: &mut Plan,
) {
    let level = p.levels.len();
    match features::temp_dir_fields(cf, classes) {
        Ok(found) => p.temp_dirs |= found,
        Err(why) => {
            p.class_error.get_or_insert(why);
        }
    }
    let class_annotations = features::class_annotations(cf);
    let mut class_tags = outer
        .and_then(|o| p.levels.get(o))
        .map(|l| l.tags.clone())
        .unwrap_or_default();
    class_tags.extend(features::tags(&class_annotations));
    let class_categories = features::categories(&class_annotations);
    p.levels.push(Level {
        internal: cf.this_class.clone(),
        outer,
        before: Vec::new(),
        after: Vec::new(),
        tags: class_tags.clone(),
    });
    let class_timeout = features::timeout_ms(&class_annotations);
    let class_error = if outer.is_some() {
        features::unsupported(&class_annotations)
    } else {
        None
    };
    let first = p.tests.len();
    let mut order_keys: Vec<(i32, String)> = Vec::new();
    // The test class's methods with its superclasses' (as JUnit inherits
    // tests and lifecycle methods), the topmost class's first; a method a
    // subclass overrides counts once, as the subclass's. Depth 0: `cf`'s own.
    let supers = if outer.is_none() {
        features::superclasses(cf, classes)
    } else {
        Vec::new()
    };
    let mut methods: Vec<(usize, &interp::classfile::MethodInfo)> = Vec::new();
    let hierarchy: Vec<&ClassFile> = std::iter::once(cf).chain(supers.iter()).collect();
    for (depth, c) in hierarchy.into_iter().enumerate().rev() {
        for m in &c.methods {
            let same = |x: &interp::classfile::MethodInfo| {
                x.name == m.name && x.descriptor == m.descriptor
            };
            // An override without JUnit's annotations keeps the overridden
            // method's (the call dispatches to the override).
            let junit = m
                .annotations
                .iter()
                .any(|a| a.type_descriptor.starts_with("Lorg/junit/"));
            if !junit && methods.iter().any(|(_, x)| same(x)) {
                continue;
            }
            methods.retain(|(_, x)| !same(x));
            methods.push((depth, m));
        }
    }
    // `@After`/`@AfterClass` of a subclass run before its superclass's.
    let mut afters: Vec<(usize, String)> = Vec::new();
    let mut after_classes: Vec<(usize, String)> = Vec::new();
    for &(depth, m) in &methods {
        let a = &m.annotations;
        let name = m.name.clone();
        let test4 = a.iter().find(|x| x.type_descriptor == "Lorg/junit/Test;");
        let kind5 = if has(a, "Lorg/junit/jupiter/api/Test;") {
            Some(Kind::Plain)
        } else if has(a, "Lorg/junit/jupiter/params/ParameterizedTest;")
            || has(a, "Lorg/junit/jupiter/api/RepeatedTest;")
        {
            Some(Kind::Template)
        } else if has(a, "Lorg/junit/jupiter/api/TestFactory;") {
            Some(Kind::Factory)
        } else {
            None
        };
        let l = &mut p.levels[level];
        if let Some(t) = test4 {
            let expected = match t.element("expected") {
                Some(ElementValue::Class(d)) if d != "Lorg/junit/Test$None;" => d
                    .strip_prefix('L')
                    .and_then(|d| d.strip_suffix(';'))
                    .map(str::to_string),
                _ => None,
            };
            let timeout = match t.element("timeout") {
                Some(ElementValue::Long(ms)) if *ms > 0 => Some(*ms as u64),
                _ => None,
            };
            let ignored = has(a, "Lorg/junit/Ignore;").then(|| "@Ignore".to_string());
            p.tests.push(TestMethod {
                name: name.clone(),
                method: name.clone(),
                kind: Kind::Plain,
                display: None,
                level,
                expected,
                timeout,
                ignored,
                error: class_error.clone(),
                param: -1,
                tags: Vec::new(),
                categories: class_categories
                    .iter()
                    .cloned()
                    .chain(features::categories(a))
                    .collect(),
            });
            order_keys.push((0, name));
        } else if let Some(kind) = kind5 {
            p.flavor = Flavor::Five;
            let ignored =
                has(a, "Lorg/junit/jupiter/api/Disabled;").then(|| "@Disabled".to_string());
            let display = features::display_name(a);
            let error = class_error.clone().or_else(|| features::unsupported(a));
            order_keys.push((
                features::order_value(a),
                display.clone().unwrap_or_else(|| name.clone()),
            ));
            p.tests.push(TestMethod {
                name: name.clone(),
                method: name,
                kind,
                display,
                level,
                expected: None,
                timeout: features::timeout_ms(a).or(class_timeout),
                ignored,
                error,
                param: -1,
                tags: class_tags
                    .iter()
                    .cloned()
                    .chain(features::tags(a))
                    .collect(),
                categories: Vec::new(),
            });
        } else if has(a, "Lorg/junit/Before;") || has(a, "Lorg/junit/jupiter/api/BeforeEach;") {
            l.before.push(name);
        } else if has(a, "Lorg/junit/After;") || has(a, "Lorg/junit/jupiter/api/AfterEach;") {
            afters.push((depth, name));
        } else if outer.is_none()
            && (has(a, "Lorg/junit/BeforeClass;") || has(a, "Lorg/junit/jupiter/api/BeforeAll;"))
        {
            p.before_class.push(name);
        } else if outer.is_none()
            && (has(a, "Lorg/junit/AfterClass;") || has(a, "Lorg/junit/jupiter/api/AfterAll;"))
        {
            after_classes.push((depth, name));
        }
    }
    afters.sort_by_key(|(depth, _)| *depth);
    after_classes.sort_by_key(|(depth, _)| *depth);
    p.levels[level]
        .after
        .extend(afters.into_iter().map(|(_, n)| n));
    p.after_class
        .extend(after_classes.into_iter().map(|(_, n)| n));
    // This level's tests in the order the class asks for.
    let four = p.flavor == Flavor::Four;
    let order = features::order_of(&class_annotations, four);
    let mut mine: Vec<(TestMethod, (i32, String))> =
        p.tests.drain(first..).zip(order_keys).collect();
    match order {
        features::Order::Declared => {}
        features::Order::Name => mine.sort_by(|a, b| a.0.method.cmp(&b.0.method)),
        features::Order::DisplayName => mine.sort_by(|a, b| a.1.1.cmp(&b.1.1)),
        features::Order::Annotation => mine.sort_by_key(|m| m.1.0),
        features::Order::Hash => mine.sort_by(|a, b| {
            features::java_hash(&a.0.method)
                .cmp(&features::java_hash(&b.0.method))
                .then_with(|| a.0.method.cmp(&b.0.method))
        }),
    }
    p.tests.extend(mine.into_iter().map(|(t, _)| t));
    for (_, nested) in features::nested_classes(cf, classes) {
        plan_level(&nested, classes, Some(level), p);
    }
}

/// Expand the parameterized and repeated tests of `plan` into their
/// invocations (running their argument sources on `vm`); a test whose
/// sources fail becomes one failing result.
fn expand(vm: &mut Vm, plan: &mut Plan) {
    if !plan.tests.iter().any(|t| t.kind == Kind::Template) {
        return;
    }
    let mut out = Vec::with_capacity(plan.tests.len());
    for t in std::mem::take(&mut plan.tests) {
        if t.kind != Kind::Template || t.ignored.is_some() || t.error.is_some() {
            out.push(t);
            continue;
        }
        let class = level_class(plan, t.level).replace('.', "/");
        let names = match vm.load_class(&class) {
            Err(e) => Err(e.message()),
            Ok(cid) => match features::unsupported_source(vm, cid, &t.method, describe) {
                Ok(Some(why)) => Err(why),
                Ok(None) => features::invocations(vm, cid, &t.method, describe),
                Err(e) => Err(e),
            },
        };
        match names {
            Ok(names) => {
                for (i, display) in names.into_iter().enumerate() {
                    out.push(TestMethod {
                        name: format!("{}[{}]", t.method, i + 1),
                        method: t.method.clone(),
                        kind: Kind::Invocation(i32::try_from(i).unwrap_or(i32::MAX)),
                        display: Some(display),
                        level: t.level,
                        expected: None,
                        timeout: t.timeout,
                        ignored: None,
                        error: None,
                        param: -1,
                        tags: t.tags.clone(),
                        categories: t.categories.clone(),
                    });
                }
            }
            Err(why) => out.push(TestMethod {
                error: Some(why),
                kind: Kind::Plain,
                ..t
            }),
        }
    }
    plan.tests = out;
}

/// What a test took and printed, beside its [`TestResult`] (for the
/// Surefire reports of `terrarium test --reports-dir`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestDetail {
    /// Instructions the test executed, its `@Before`/`@After` methods
    /// included: virtual nanoseconds, at the virtual clock's rate.
    pub instructions: u64,
    /// What it wrote to `System.out` and `System.err` (lossy UTF-8).
    pub stdout: String,
    pub stderr: String,
}

/// Told about the tests as they finish (see [`run_tests_observed`]).
pub trait TestObserver {
    /// One test (or a failure of its class) finished.
    fn test_done(&mut self, result: &TestResult, detail: &TestDetail);
    /// Test class number `index` (from 0, in the request's order) finished.
    fn class_done(&mut self, _class: &str, _index: usize) {}
}

/// A closure observing results only.
struct ResultsOnly<'a>(&'a mut dyn FnMut(&TestResult));

impl TestObserver for ResultsOnly<'_> {
    fn test_done(&mut self, result: &TestResult, _: &TestDetail) {
        (self.0)(result)
    }
}

/// Expand the tests of a JUnit 4 `Parameterized` class into one per
/// parameter set and test (`test[0]`, `test[1: racecar]`), parameter set
/// by parameter set as JUnit runs them; `Err` when the parameters fail.
fn expand_parameterized(vm: &mut Vm, cid: ClassId, plan: &mut Plan) -> Result<(), String> {
    if !plan.parameterized {
        return Ok(());
    }
    let names = features::parameter_names(vm, cid, describe)?;
    let tests = std::mem::take(&mut plan.tests);
    for (i, suffix) in names.iter().enumerate() {
        for t in &tests {
            plan.tests.push(TestMethod {
                name: format!("{}{suffix}", t.method),
                param: i32::try_from(i).unwrap_or(i32::MAX),
                ..t.clone()
            });
        }
    }
    Ok(())
}

/// The class's setup: its `@BeforeClass`/`@BeforeAll` methods. With
/// `@ClassRule`s, where every test runs the class statement itself, a trial
/// of it without tests: `Err` when it fails before the tests,
/// `Ok(Some(why))` when after them (the teardown's failure).
fn class_setup(vm: &mut Vm, cid: ClassId, plan: &Plan) -> Result<Option<String>, String> {
    if plan.class_rules {
        let (r, reached) = features::class_trial(vm, cid)?;
        return match expect_return(vm, r) {
            Ok(_) => Ok(None),
            Err(e) if reached => Ok(Some(format!("@AfterClass or a @ClassRule failed: {e}"))),
            Err(e) => Err(e),
        };
    }
    for m in &plan.before_class {
        let Some(mid) = vm.find_method(cid, m, "()V") else {
            continue;
        };
        let r = vm.call(mid, &[]);
        expect_return(vm, r).map_err(|e| format!("{m}() failed: {e}"))?;
    }
    Ok(None)
}

/// The class's `@AfterClass`/`@AfterAll` methods; their failures as results.
fn class_teardown(vm: &mut Vm, cid: ClassId, plan: &Plan, class: &str) -> Vec<TestResult> {
    let mut results = Vec::new();
    if plan.class_rules {
        // Each test ran the class statement whole.
        return results;
    }
    for m in &plan.after_class {
        let Some(mid) = vm.find_method(cid, m, "()V") else {
            continue;
        };
        let r = vm.call(mid, &[]);
        if let Err(e) = expect_return(vm, r) {
            results.push(TestResult {
                class: class.to_string(),
                method: m.clone(),
                display: None,
                status: Status::Failed(format!("{m}() failed: {e}")),
            });
        }
    }
    results
}

/// Run the test classes of `req`, handing each result to `report` as it comes.
pub fn run_tests(req: &TestRequest, report: &mut dyn FnMut(&TestResult)) -> Vec<TestResult> {
    run_tests_with_coverage(req, &[], report).0
}

/// [`run_tests`], also measuring the coverage of `measured` (binary names of
/// application classes) by all the tests together, as JaCoCo counts it.
pub fn run_tests_with_coverage(
    req: &TestRequest,
    measured: &[String],
    report: &mut dyn FnMut(&TestResult),
) -> (Vec<TestResult>, Vec<CoverageReport>) {
    let (results, coverage) = run_tests_observed(req, measured, &mut ResultsOnly(report));
    let reports = measured
        .iter()
        .zip(&coverage)
        .map(|(class, c)| c.report(class))
        .collect();
    (results, reports)
}

/// [`run_tests_with_coverage`] telling `observer` each test's details and
/// each class's end; the coverage of each of `measured` in full (per
/// method and line, for JaCoCo's XML and HTML reports).
pub fn run_tests_observed(
    req: &TestRequest,
    measured: &[String],
    observer: &mut dyn TestObserver,
) -> (Vec<TestResult>, Vec<ClassCoverage>) {
    let mut out = Vec::new();
    let mut coverage: Vec<ClassCoverage> = vec![ClassCoverage::default(); measured.len()];
    for (index, class) in req.test_classes.iter().enumerate() {
        for (r, d) in run_class(req, class, measured, &mut coverage) {
            observer.test_done(&r, &d);
            out.push(r);
        }
        observer.class_done(class, index);
    }
    (out, coverage)
}

fn class_failure(class: &str, reason: String) -> Vec<TestResult> {
    vec![TestResult {
        class: class.to_string(),
        method: String::new(),
        display: None,
        status: Status::Failed(reason),
    }]
}

fn run_class(
    req: &TestRequest,
    class: &str,
    measured: &[String],
    coverage: &mut [ClassCoverage],
) -> Vec<(TestResult, TestDetail)> {
    let mut runner = match ClassRunner::new(req, class, measured) {
        Ok(r) => r,
        Err(failure) => {
            return failure
                .into_iter()
                .map(|r| (r, TestDetail::default()))
                .collect();
        }
    };
    let ran = runner.run(&Perturbation::default(), None);
    let details = std::mem::take(&mut runner.details);
    let mut results: Vec<(TestResult, TestDetail)> = ran.into_iter().zip(details).collect();
    results.extend(
        runner
            .after_class()
            .into_iter()
            .map(|r| (r, TestDetail::default())),
    );
    if !measured.is_empty() {
        let vm = &mut runner.vm;
        instrument::settle(vm);
        for (m, c) in measured.iter().zip(coverage.iter_mut()) {
            c.merge(&ClassCoverage::of_settled(vm, &m.replace('.', "/")));
        }
    }
    results
}

/// One test class on a booted VM: initialised, its class-level setup run
/// and checkpointed, so that its tests can run many times over (as
/// `terrarium shake` runs them) from the same state.
pub struct ClassRunner {
    vm: Vm,
    cid: ClassId,
    plan: Plan,
    checkpoint: interp::vm::Checkpoint,
    /// Instructions executed when the checkpoint was taken.
    base: u64,
    class: String,
    fuel: u64,
    /// Trace switches between threads (`replay --explain`).
    trace: bool,
    /// Keep the scheduling decisions (minimising a failing schedule).
    record: bool,
    /// The details of the last [`ClassRunner::run`]'s results, one each.
    details: Vec<TestDetail>,
    /// How the class statement of a class with `@ClassRule`s failed after
    /// its tests (its teardown), reported once by [`ClassRunner::after_class`].
    class_teardown_error: Option<String>,
}

impl ClassRunner {
    /// Boot a VM for `class` and run its class-level setup; `Err` holds the
    /// class's failure as a result to report.
    pub fn new(
        req: &TestRequest,
        class: &str,
        measured: &[String],
    ) -> Result<ClassRunner, Vec<TestResult>> {
        Self::after_classes(req, class, measured, &[])
    }

    /// [`ClassRunner::new`] on a VM where the test classes `before` ran
    /// first, whole (as JUnit runs classes one after another on one JVM):
    /// whatever static state they leave, `class` starts from.
    pub fn after_classes(
        req: &TestRequest,
        class: &str,
        measured: &[String],
        before: &[String],
    ) -> Result<ClassRunner, Vec<TestResult>> {
        let (class, only) = split_selector(class);
        let internal = class.replace('.', "/");
        let Some(bytes) = req.classes.get(&internal) else {
            return Err(class_failure(
                class,
                format!(
                    "class {class} is not on the class path ({})",
                    req.class_path
                ),
            ));
        };
        let cf = match parse_class(bytes) {
            Ok(cf) => cf,
            Err(e) => return Err(class_failure(class, format!("malformed class file: {e}"))),
        };
        let mut plan = plan_selected(&cf, &req.classes, &req.select, only);
        if let Some(why) = &plan.class_error {
            return Err(class_failure(class, why.clone()));
        }
        if plan.tests.is_empty() {
            return Err(match only {
                Some(m) => class_failure(class, format!("no test method {m} in {class}")),
                // --tag/--category picked none of its tests: nothing to report.
                None if !req.select.is_empty() => Vec::new(),
                None => class_failure(class, "no @Test methods".into()),
            });
        }
        let mut vm = match test_vm(req.classes.clone(), &req.class_path, req.resources.clone()) {
            Ok(vm) => vm,
            Err(SetupError(e)) => return Err(class_failure(class, e)),
        };
        // Measured classes get probes, all their methods (so that the totals
        // count the ones no test calls too).
        for m in measured {
            let name = m.replace('.', "/");
            instrument::coverage_mut(&mut vm)
                .instrument
                .insert(Rc::from(name.as_str()));
            if let Ok(c) = vm.load_class(&name) {
                for &mid in vm.methods_of(c).to_vec().iter() {
                    // A method that cannot be decoded fails when a test calls it.
                    let _ = vm.prepare(mid);
                }
            }
        }
        for b in before {
            run_whole_class(&mut vm, req, b);
        }
        let cid = match vm.load_class(&internal) {
            Ok(c) => c,
            Err(e) => return Err(class_failure(class, e.message())),
        };
        // Class setup, once; every test starts from the state it leaves.
        let init = vm.initialize(cid);
        if let Err(e) = expect_return(&mut vm, init) {
            return Err(class_failure(
                class,
                format!("class initialisation failed: {e}"),
            ));
        }
        vm.config.fuel = vm.executed.saturating_add(req.fuel);
        // With class rules the tests start from before the class statement,
        // which the trial runs once.
        let before_setup = plan.class_rules.then(|| vm.checkpoint());
        let class_teardown_error = match class_setup(&mut vm, cid, &plan) {
            Ok(e) => e,
            Err(e) => return Err(class_failure(class, e)),
        };
        if let Some(cp) = &before_setup {
            vm.rewind(cp);
        }
        let mut checkpoint = vm.checkpoint();
        if plan.tests.iter().any(|t| t.kind == Kind::Template) || plan.parameterized {
            // The argument sources run once to name the invocations; each
            // invocation runs them again from the checkpoint.
            vm.config.fuel = vm.executed.saturating_add(req.fuel);
            expand(&mut vm, &mut plan);
            if let Err(e) = expand_parameterized(&mut vm, cid, &mut plan) {
                return Err(class_failure(class, e));
            }
            vm.rewind(&checkpoint);
            checkpoint = vm.checkpoint();
        }
        let base = vm.executed;
        Ok(ClassRunner {
            class_teardown_error,
            vm,
            cid,
            plan,
            checkpoint,
            base,
            class: class.to_string(),
            fuel: req.fuel,
            trace: false,
            record: false,
            details: Vec::new(),
        })
    }

    /// Keep the switches between threads of the next run (`replay --explain`).
    pub fn trace_switches(&mut self) {
        self.trace = true;
    }

    /// Keep (or stop keeping) the scheduling decisions of the next runs.
    pub fn record_decisions(&mut self, on: bool) {
        self.record = on;
    }

    /// How `method` ends when the tests `before` run first in the same VM
    /// (from the checkpoint), under `p`; `None` when it did not run.
    pub fn outcome(&mut self, p: &Perturbation, before: &[String], method: &str) -> Option<Status> {
        let mut order = before.to_vec();
        order.push(method.to_string());
        self.run(p, Some(&order))
            .into_iter()
            .find(|r| r.method == method)
            .map(|r| r.status)
    }

    /// The scheduling decisions the last run took (when recorded).
    pub fn decisions(&self) -> Vec<interp::vm::threads::Decision> {
        self.vm.schedule_decisions().to_vec()
    }

    /// The switches the last run made, oldest first (when traced).
    pub fn switch_trace(&self) -> Vec<interp::vm::threads::Switch> {
        self.vm.switch_trace()
    }

    /// Threads the last test run started.
    pub fn threads_started(&self) -> usize {
        self.vm.threads_started()
    }

    /// The tests, in the order they run (invocations of a parameterized
    /// test as `method[N]`).
    pub fn test_names(&self) -> Vec<String> {
        self.plan.tests.iter().map(|t| t.name.clone()).collect()
    }

    /// Run the tests under `p`. `order: None`: every test from the class's
    /// state, in declaration order (what `terrarium test` does); `Some`:
    /// these tests in this order, each seeing what the ones before it left in
    /// static state — as JUnit runs a class in one JVM.
    pub fn run(&mut self, p: &Perturbation, order: Option<&[String]>) -> Vec<TestResult> {
        let picked: Vec<usize> = match order {
            None => (0..self.plan.tests.len()).collect(),
            Some(names) => names
                .iter()
                .filter_map(|n| self.plan.tests.iter().position(|t| &t.name == n))
                .collect(),
        };
        self.details.clear();
        let mut results = Vec::new();
        for (k, &i) in picked.iter().enumerate() {
            let t = &self.plan.tests[i];
            let class = level_class(&self.plan, t.level);
            if let Some(why) = &t.ignored {
                results.push(t.result(&class, Status::Skipped(why.clone())));
                continue;
            }
            if let Some(why) = &t.error {
                results.push(t.result(&class, Status::Failed(why.clone())));
                continue;
            }
            if order.is_none() || k == 0 {
                self.vm.rewind(&self.checkpoint);
                p.apply_to_vm(&mut self.vm);
                if self.trace {
                    self.vm.trace_switches();
                }
                if self.record {
                    self.vm.record_decisions();
                }
            }
            self.vm.ext = Box::new(p.env());
            let fuel = t.fuel(self.fuel);
            self.vm.config.fuel = self.vm.executed.max(self.base).saturating_add(fuel);
            let start = self.vm.executed;
            let first = results.len();
            results.extend(run_test(&mut self.vm, &self.plan, t));
            // A test factory's dynamic tests share one run: the first has its details.
            let detail = self.test_detail(start);
            self.details.resize(first, TestDetail::default());
            self.details.push(detail);
        }
        self.details.resize(results.len(), TestDetail::default());
        results
    }

    /// The details of the test that just ran, from instruction `start`.
    fn test_detail(&self, start: u64) -> TestDetail {
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        let env = self.vm.ext.downcast_ref::<jdk_shims::Env>();
        TestDetail {
            instructions: self.vm.executed.saturating_sub(start),
            stdout: env.map(|e| text(&e.stdout)).unwrap_or_default(),
            stderr: env.map(|e| text(&e.stderr)).unwrap_or_default(),
        }
    }

    /// The class's `@AfterClass`/`@AfterAll` methods (and `@ClassRule`s'
    /// ends); their failures.
    pub fn after_class(&mut self) -> Vec<TestResult> {
        if let Some(why) = &self.class_teardown_error {
            return class_failure(&self.class, why.clone());
        }
        if self.plan.after_class.is_empty() {
            return Vec::new();
        }
        self.vm.rewind(&self.checkpoint);
        self.vm.config.fuel = self.vm.executed.saturating_add(self.fuel);
        class_teardown(&mut self.vm, self.cid, &self.plan, &self.class)
    }
}

/// Run test class `class` whole on `vm`, as JUnit does on one JVM: class
/// setup, every test in declaration order (each with a fresh world, static
/// state carried over), class teardown. The results of its tests.
pub(crate) fn run_whole_class(vm: &mut Vm, req: &TestRequest, class: &str) -> Vec<TestResult> {
    let internal = class.replace('.', "/");
    let Some(cf) = req.classes.get(&internal).and_then(|b| parse_class(b).ok()) else {
        return class_failure(class, format!("class {class} is not on the class path"));
    };
    let mut plan = plan(&cf, &req.classes);
    if let Some(why) = plan.class_error.clone() {
        return class_failure(class, why);
    }
    let cid = match vm.load_class(&internal) {
        Ok(c) => c,
        Err(e) => return class_failure(class, e.message()),
    };
    vm.config.fuel = vm.executed.saturating_add(req.fuel);
    let init = vm.initialize(cid);
    if let Err(e) = expect_return(vm, init) {
        return class_failure(class, format!("class initialisation failed: {e}"));
    }
    let mut results = Vec::new();
    vm.config.fuel = vm.executed.saturating_add(req.fuel);
    // With class rules each test runs the class statement itself.
    if !plan.class_rules
        && let Err(e) = class_setup(vm, cid, &plan)
    {
        return class_failure(class, e);
    }
    vm.config.fuel = vm.executed.saturating_add(req.fuel);
    expand(vm, &mut plan);
    if let Err(e) = expand_parameterized(vm, cid, &mut plan) {
        return class_failure(class, e);
    }
    for t in &plan.tests {
        let class = level_class(&plan, t.level);
        if let Some(why) = &t.ignored {
            results.push(t.result(&class, Status::Skipped(why.clone())));
            continue;
        }
        if let Some(why) = &t.error {
            results.push(t.result(&class, Status::Failed(why.clone())));
            continue;
        }
        let mut env = Perturbation::default().env();
        // A recorded suite (`terrarium record --test`) goes on capturing
        // what the tests' code reads of their worlds.
        env.world.reads = vm
            .ext
            .downcast_mut::<jdk_shims::Env>()
            .and_then(|e| e.world.reads.take());
        vm.ext = Box::new(env);
        vm.config.fuel = vm.executed.saturating_add(t.fuel(req.fuel));
        results.extend(run_test(vm, &plan, t));
    }
    vm.config.fuel = vm.executed.saturating_add(req.fuel);
    results.extend(class_teardown(vm, cid, &plan, class));
    results
}

/// Run the test classes `order` one after another on one VM, each whole
/// (see [`run_whole_class`]): how a build runs a suite on one JVM.
pub fn run_classes_in_order(req: &TestRequest, order: &[String]) -> Vec<TestResult> {
    let mut vm = match test_vm(req.classes.clone(), &req.class_path, req.resources.clone()) {
        Ok(vm) => vm,
        Err(SetupError(e)) => {
            return order
                .iter()
                .flat_map(|c| class_failure(c, e.clone()))
                .collect();
        }
    };
    order
        .iter()
        .flat_map(|c| run_whole_class(&mut vm, req, c))
        .collect()
}

/// How a call that should have returned normally ended instead.
fn expect_return(vm: &mut Vm, r: CallResult) -> Result<Value, String> {
    match r {
        CallResult::Returned(v) => Ok(v),
        CallResult::Threw(ex) => Err(describe(vm, ex)),
        CallResult::Exited(c) => Err(format!("called System.exit({c})")),
        CallResult::Fuel => Err("ran out of instructions".into()),
        CallResult::Output => Err("wrote more output than allowed".into()),
        CallResult::Fatal(m) => Err(format!("Terrarium could not run it: {m}")),
        CallResult::Deadlock(report) => Err(format!("deadlocked:\n{report}")),
    }
}

/// Packages of test frameworks and assertion libraries: a failure is
/// reported at the first frame outside them (the test's own line), not at
/// `org.junit.Assert.fail(Assert.java:89)`.
const TEST_FRAMEWORKS: &[&str] = &[
    "org.junit.",
    "junit.",
    "org.hamcrest.",
    "org.opentest4j.",
    "org.assertj.",
    "org.mockito.",
    "terrarium.",
];

/// `java.lang.AssertionError: expected:<1> but was:<2> (FooTest.java:12)`:
/// the exception's own `toString()` (JUnit's `ComparisonFailure` builds its
/// message there), after the class's name when it leaves that out, or class
/// and message when it fails.
fn describe(vm: &mut Vm, ex: ObjRef) -> String {
    let text = vm.class_of(ex).and_then(|c| {
        let object = vm.load_class("java/lang/Object").ok()?;
        let to_string = vm.find_method(object, "toString", "()Ljava/lang/String;")?;
        let target = vm.dispatch(c, to_string);
        match vm.call(target, &[Value::from_ref(ex)]) {
            CallResult::Returned(v) => v.reference().and_then(|s| vm.string_text(s)),
            _ => None,
        }
    });
    let (class, message) = vm.exception_parts(ex);
    let mut s = match text {
        // Mockito's verification failures leave their class out of
        // `toString()` (JUnit prints the message alone): the report names it.
        Some(t) if !t.starts_with(&class) => format!("{class}: {t}"),
        Some(t) => t,
        None => match message {
            Some(m) => format!("{class}: {m}"),
            None => class,
        },
    };
    let frames = vm.backtrace_frames(ex);
    // Mockito's mock classes (`Repo$MockitoMock$123`) are the framework's too.
    let own = |f: &&interp::vm::TraceFrame| {
        !f.library
            && !TEST_FRAMEWORKS.iter().any(|p| f.class.starts_with(p))
            && !f.class.contains("$MockitoMock$")
    };
    if let Some(f) = frames
        .iter()
        .find(own)
        .or_else(|| frames.iter().find(|f| !f.library))
    {
        s.push_str(&format!(
            " (at {}.{}({}:{}))",
            f.class,
            f.method,
            f.file.as_deref().unwrap_or("Unknown Source"),
            f.line
        ));
    }
    s
}

fn is_a(vm: &mut Vm, ex: ObjRef, class: &str) -> bool {
    match (vm.class_of(ex), vm.load_class(class)) {
        (Some(c), Ok(k)) => vm.is_subclass(c, k),
        _ => false,
    }
}

/// The levels from the test class down to `level`, outermost first.
fn chain(plan: &Plan, level: usize) -> Vec<usize> {
    let mut out = vec![level];
    let mut at = level;
    while let Some(o) = plan.levels.get(at).and_then(|l| l.outer) {
        out.push(o);
        at = o;
    }
    out.reverse();
    out
}

/// The instances of the classes of `levels` (each nested one made by its
/// outer instance), pinned.
fn instances(vm: &mut Vm, plan: &Plan, levels: &[usize]) -> Result<Vec<(ClassId, ObjRef)>, String> {
    let mut made: Vec<(ClassId, ObjRef)> = Vec::new();
    for &l in levels {
        let Some(level) = plan.levels.get(l) else {
            return Err("the test class's plan is inconsistent".into());
        };
        let cid = vm.load_class(&level.internal).map_err(|e| e.message())?;
        let (desc, outer) = match made.last() {
            None => ("()V".to_string(), None),
            Some(&(ocid, o)) => (format!("(L{};)V", vm.class(ocid).name), Some(o)),
        };
        let Some(init) = vm.find_method(cid, "<init>", &desc) else {
            return Err(match outer {
                None => "the test class has no public no-argument constructor".into(),
                Some(_) => format!(
                    "{} has no constructor taking its outer instance",
                    level.internal.replace('/', ".")
                ),
            });
        };
        let obj = vm
            .new_object(cid)
            .map_err(|_| "cannot allocate the test class".to_string())?;
        vm.pinned.push(obj);
        let mut args = vec![Value::from_ref(obj)];
        if let Some(o) = outer {
            args.push(Value::from_ref(o));
        }
        let r = vm.call(init, &args);
        expect_return(vm, r).map_err(|e| format!("constructor failed: {e}"))?;
        made.push((cid, obj));
    }
    Ok(made)
}

/// Run one test (or, for a test factory, its dynamic tests): instances,
/// `@Before`/`@BeforeEach` outermost first, the test, `@After`/`@AfterEach`
/// innermost first.
fn run_test(vm: &mut Vm, plan: &Plan, t: &TestMethod) -> Vec<TestResult> {
    let class = level_class(plan, t.level);
    if plan.four_java && t.kind == Kind::Plain {
        return vec![t.result(&class, run_four(vm, plan, t))];
    }
    let levels = chain(plan, t.level);
    let made = match instances(vm, plan, &levels) {
        Ok(m) => m,
        Err(e) => return vec![t.result(&class, Status::Failed(e))],
    };
    let five = plan.flavor == Flavor::Five;
    let test_class = made.last().map(|&(c, _)| c);
    let call = |vm: &mut Vm, cid: ClassId, obj: ObjRef, name: &str| -> Option<CallResult> {
        let Some(m) = vm.find_method(cid, name, "()V") else {
            // A Jupiter lifecycle method with parameters (`TestInfo`,
            // `@TempDir`): resolved for the test it runs around.
            return match (five, test_class) {
                (true, Some(tc)) if name != t.method => Some(
                    features::lifecycle(vm, obj, cid, name, tc, &t.method)
                        .unwrap_or_else(CallResult::Fatal),
                ),
                (true, _) => {
                    Some(features::invoke(vm, obj, cid, name, -1).unwrap_or_else(CallResult::Fatal))
                }
                (false, _) => None,
            };
        };
        let target = vm.dispatch(cid, m);
        Some(vm.call(target, &[Value::from_ref(obj)]))
    };
    let mut status = Status::Passed;
    if plan.mockito
        && let Some(&(_, obj)) = made.first()
    {
        // What MockitoJUnitRunner does before @Before methods.
        status = call_mockito(
            vm,
            "org/mockito/MockitoAnnotations",
            "initMocks",
            &[Value::from_ref(obj)],
        );
    }
    if plan.temp_dirs && status == Status::Passed {
        for &(_, obj) in &made {
            if let Err(e) =
                features::inject_temp_dirs(vm, obj).and_then(|r| expect_return(vm, r).map(|_| ()))
            {
                status = Status::Failed(format!("@TempDir: {e}"));
                break;
            }
        }
    }
    'before: for (&l, &(cid, obj)) in levels
        .iter()
        .zip(&made)
        .take_while(|_| status == Status::Passed)
    {
        for b in plan
            .levels
            .get(l)
            .map(|l| l.before.as_slice())
            .unwrap_or_default()
        {
            if let Some(r) = call(vm, cid, obj, b)
                && let Err(e) = expect_return(vm, r)
            {
                status = Status::Failed(format!("{b}() failed: {e}"));
                break 'before;
            }
        }
    }
    let mut results = Vec::new();
    if status == Status::Passed
        && let Some(&(cid, obj)) = made.last()
    {
        match t.kind {
            Kind::Factory => match features::dynamic(vm, obj, cid, &t.method) {
                Ok(Ok(dynamics)) => {
                    for d in dynamics {
                        let s = match d.threw {
                            None => Status::Passed,
                            Some(ex) => judge(vm, plan.flavor, t, CallResult::Threw(ex)),
                        };
                        results.push(TestResult {
                            class: class.clone(),
                            method: d.name,
                            display: Some(d.display),
                            status: s,
                        });
                    }
                }
                Ok(Err(r)) => status = judge(vm, plan.flavor, t, r),
                Err(e) => status = Status::Failed(e),
            },
            Kind::Invocation(i) => {
                status = match features::invoke(vm, obj, cid, &t.method, i) {
                    Ok(r) => judge(vm, plan.flavor, t, r),
                    Err(e) => Status::Failed(e),
                }
            }
            Kind::Plain | Kind::Template => {
                status = match call(vm, cid, obj, &t.method) {
                    Some(r) => judge(vm, plan.flavor, t, r),
                    None if plan.flavor == Flavor::Five => {
                        match features::invoke(vm, obj, cid, &t.method, -1) {
                            Ok(r) => judge(vm, plan.flavor, t, r),
                            Err(e) => Status::Failed(e),
                        }
                    }
                    None => Status::Failed(format!(
                        "{}() is not a public void method without parameters",
                        t.method
                    )),
                };
            }
        }
    }
    for (&l, &(cid, obj)) in levels.iter().zip(&made).rev() {
        for a in plan
            .levels
            .get(l)
            .map(|l| l.after.as_slice())
            .unwrap_or_default()
        {
            // Later failures do not hide the first.
            if let Some(r) = call(vm, cid, obj, a)
                && let Err(e) = expect_return(vm, r)
                && status == Status::Passed
            {
                status = Status::Failed(format!("{a}() failed: {e}"));
            }
        }
    }
    if plan.mockito && status == Status::Passed {
        // MockitoJUnitRunner reports misuse (an unfinished stubbing or
        // verification) after a test that passed.
        status = call_mockito(vm, "org/mockito/Mockito", "validateMockitoUsage", &[]);
    }
    if t.kind == Kind::Factory && status == Status::Passed {
        return results;
    }
    results.push(t.result(&class, status));
    results
}

/// Run JUnit 4 test `t` through the support classes' `terrarium.junit.Four`:
/// its instance (with its parameters), `@Before`/`@After`, `expected` and
/// its `@Rule`s around them, as JUnit's `BlockJUnit4ClassRunner` nests them.
fn run_four(vm: &mut Vm, plan: &Plan, t: &TestMethod) -> Status {
    let internal = plan
        .levels
        .get(t.level)
        .map(|l| l.internal.clone())
        .unwrap_or_default();
    let cid = match vm.load_class(&internal) {
        Ok(c) => c,
        Err(e) => return Status::Failed(e.message()),
    };
    // `expected` is applied by the Java side, inside the rules.
    let mut judged = TestMethod {
        expected: None,
        ..t.clone()
    };
    if plan.class_rules {
        // The test's own statement is built inside the class statement,
        // after `@BeforeClass`: a `Timeout` rule checks the virtual time
        // after the test (no instruction budget of its own).
        let mut status =
            match features::run_in_class(vm, cid, &t.method, &t.name, t.param, plan.mockito) {
                Ok(r) => judge(vm, Flavor::Four, &judged, r),
                Err(e) => Status::Failed(e),
            };
        if plan.mockito && status == Status::Passed {
            status = call_mockito(vm, "org/mockito/Mockito", "validateMockitoUsage", &[]);
        }
        return status;
    }
    let prepared = match features::four_prepare(vm, cid, &t.method, &t.name, t.param, plan.mockito)
    {
        Ok(r) => r,
        Err(e) => return Status::Failed(e),
    };
    match prepared {
        CallResult::Returned(Value::Long(ms)) if ms > 0 => {
            // A `Timeout` rule: the test gets the instructions its time allows.
            let ms = ms as u64;
            let cap = vm
                .executed
                .saturating_add(ms.saturating_mul(INSTRUCTIONS_PER_MS));
            vm.config.fuel = vm.config.fuel.min(cap);
            judged.timeout = Some(judged.timeout.map_or(ms, |t| t.min(ms)));
        }
        CallResult::Returned(_) => {}
        other => return judge(vm, Flavor::Four, &judged, other),
    }
    let mut status = match features::four_evaluate(vm) {
        Ok(r) => judge(vm, Flavor::Four, &judged, r),
        Err(e) => Status::Failed(e),
    };
    if plan.mockito && status == Status::Passed {
        status = call_mockito(vm, "org/mockito/Mockito", "validateMockitoUsage", &[]);
    }
    status
}

/// Call Mockito's static `class.name`, taking `args` (the test instance,
/// or nothing): `Passed` when it returns.
fn call_mockito(vm: &mut Vm, class: &str, name: &str, args: &[Value]) -> Status {
    let descriptor = if args.is_empty() {
        "()V"
    } else {
        "(Ljava/lang/Object;)V"
    };
    let method = vm
        .load_class(class)
        .ok()
        .and_then(|c| vm.find_method(c, name, descriptor));
    let Some(m) = method else {
        return Status::Failed(format!(
            "MockitoJUnitRunner needs {}.{name}, which is not on the class path",
            class.replace('/', ".")
        ));
    };
    let r = vm.call(m, args);
    match expect_return(vm, r) {
        Ok(_) => Status::Passed,
        Err(e) => Status::Failed(e),
    }
}

/// The verdict on a test method's call, as JUnit gives it.
fn judge(vm: &mut Vm, flavor: Flavor, t: &TestMethod, r: CallResult) -> Status {
    let skip_class = match flavor {
        Flavor::Four => "org/junit/internal/AssumptionViolatedException",
        Flavor::Five => "org/opentest4j/TestAbortedException",
    };
    match (r, &t.expected) {
        (CallResult::Returned(_), None) => Status::Passed,
        (CallResult::Returned(_), Some(e)) => {
            Status::Failed(format!("Expected exception: {}", e.replace('/', ".")))
        }
        (CallResult::Threw(ex), expected) => {
            if is_a(vm, ex, skip_class) {
                let (_, m) = vm.exception_parts(ex);
                return Status::Skipped(m.unwrap_or_else(|| "assumption failed".into()));
            }
            match expected {
                Some(e) if is_a(vm, ex, e) => Status::Passed,
                Some(e) => {
                    let (class, _) = vm.exception_parts(ex);
                    Status::Failed(format!(
                        "Unexpected exception, expected<{}> but was<{class}>: {}",
                        e.replace('/', "."),
                        describe(vm, ex)
                    ))
                }
                None => Status::Failed(describe(vm, ex)),
            }
        }
        (CallResult::Fuel, _) => Status::Failed(match t.timeout {
            Some(ms) => format!("test timed out after {ms} milliseconds"),
            None => "ran out of instructions (an endless loop? raise --fuel)".into(),
        }),
        (CallResult::Exited(c), _) => Status::Failed(format!("called System.exit({c})")),
        (CallResult::Output, _) => Status::Failed("wrote more output than allowed".into()),
        (CallResult::Fatal(m), _) => Status::Failed(format!("Terrarium could not run it: {m}")),
        (CallResult::Deadlock(report), _) => Status::Failed(format!("deadlocked:\n{report}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_selector_names_a_class_and_maybe_a_method() {
        assert_eq!(split_selector("a.BTest"), ("a.BTest", None));
        assert_eq!(split_selector("a.BTest#bar"), ("a.BTest", Some("bar")));
        assert_eq!(
            split_selector("a.BTest$Inner#bar[1]"),
            ("a.BTest$Inner", Some("bar[1]"))
        );
    }

    #[test]
    fn a_request_without_a_selection_selects_everything() {
        // Requests written before `select` existed (replay files, the sandbox).
        let json = r#"{"classes": {}, "class_path": "cp", "test_classes": ["T"], "fuel": 3}"#;
        let req: TestRequest = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}"));
        assert!(req.select.is_empty());
    }
}
