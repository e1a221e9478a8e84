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
    /// Test classes (binary names).
    pub test_classes: Vec<String>,
    /// Instructions one test may execute (when it names no timeout).
    pub fuel: u64,
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
    /// `@RunWith(MockitoJUnitRunner.class)`: Mockito's annotations are
    /// processed on each test instance, and its usage validated after each test.
    mockito: bool,
    /// Why the class cannot run at all (an unsupported runner, extension or rule).
    class_error: Option<String>,
}

/// The test class or one of its `@Nested` classes.
struct Level {
    /// Internal name.
    internal: String,
    /// The level whose instance constructs this one (`None` for the test class).
    outer: Option<usize>,
    before: Vec<String>,
    after: Vec<String>,
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

fn plan(cf: &ClassFile, classes: &BTreeMap<String, Vec<u8>>) -> Plan {
    let mut p = Plan {
        flavor: Flavor::Four,
        tests: Vec::new(),
        levels: Vec::new(),
        before_class: Vec::new(),
        after_class: Vec::new(),
        class_error: None,
        mockito: false,
    };
    let annotations = features::class_annotations(cf);
    p.class_error = features::unsupported(&annotations);
    p.mockito = features::runner_of(&annotations).is_some_and(|r| features::is_mockito_runner(&r));
    plan_level(cf, classes, None, &mut p);
    if p.class_error.is_none() && p.flavor == Flavor::Four {
        p.class_error = four_rules(cf);
    }
    p
}

/// JUnit 4 `@Rule`/`@ClassRule` members and `@RunWith(Parameterized.class)`,
/// which `terrarium test` does not run yet: an error naming them.
fn four_rules(cf: &ClassFile) -> Option<String> {
    let annotations = features::class_annotations(cf);
    if let Some(r) = features::runner_of(&annotations)
        && r == "org/junit/runners/Parameterized"
    {
        return Some(
            "@RunWith(org.junit.runners.Parameterized) is not supported by terrarium test".into(),
        );
    }
    for f in &cf.fields {
        let a = features::field_annotations(cf, f);
        for (d, what) in [
            ("Lorg/junit/Rule;", "@Rule"),
            ("Lorg/junit/ClassRule;", "@ClassRule"),
        ] {
            if has(&a, d) {
                return Some(format!(
                    "{what} {} ({}) is not supported by terrarium test",
                    f.name,
                    f.descriptor
                        .trim_start_matches('L')
                        .trim_end_matches(';')
                        .replace('/', ".")
                ));
            }
        }
    }
    for m in &cf.methods {
        for (d, what) in [
            ("Lorg/junit/Rule;", "@Rule"),
            ("Lorg/junit/ClassRule;", "@ClassRule"),
        ] {
            if has(&m.annotations, d) {
                return Some(format!(
                    "{what} {}() is not supported by terrarium test",
                    m.name
                ));
            }
        }
    }
    None
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
    p.levels.push(Level {
        internal: cf.this_class.clone(),
        outer,
        before: Vec::new(),
        after: Vec::new(),
    });
    let class_annotations = features::class_annotations(cf);
    let class_timeout = features::timeout_ms(&class_annotations);
    let class_error = if outer.is_some() {
        features::unsupported(&class_annotations)
    } else {
        None
    };
    let first = p.tests.len();
    let mut order_keys: Vec<(i32, String)> = Vec::new();
    for m in &cf.methods {
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
            });
        } else if has(a, "Lorg/junit/Before;") || has(a, "Lorg/junit/jupiter/api/BeforeEach;") {
            l.before.push(name);
        } else if has(a, "Lorg/junit/After;") || has(a, "Lorg/junit/jupiter/api/AfterEach;") {
            l.after.push(name);
        } else if outer.is_none()
            && (has(a, "Lorg/junit/BeforeClass;") || has(a, "Lorg/junit/jupiter/api/BeforeAll;"))
        {
            p.before_class.push(name);
        } else if outer.is_none()
            && (has(a, "Lorg/junit/AfterClass;") || has(a, "Lorg/junit/jupiter/api/AfterAll;"))
        {
            p.after_class.push(name);
        }
    }
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
    let mut out = Vec::new();
    let mut coverage: Vec<ClassCoverage> = vec![ClassCoverage::default(); measured.len()];
    for class in &req.test_classes {
        for r in run_class(req, class, measured, &mut coverage) {
            report(&r);
            out.push(r);
        }
    }
    let reports = measured
        .iter()
        .zip(&coverage)
        .map(|(class, c)| CoverageReport {
            class: class.clone(),
            branches: c.branches(),
            lines: c.lines(),
            methods: c.methods(),
        })
        .collect();
    (out, reports)
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
) -> Vec<TestResult> {
    let mut runner = match ClassRunner::new(req, class, measured) {
        Ok(r) => r,
        Err(failure) => return failure,
    };
    let mut results = runner.run(&Perturbation::default(), None);
    results.extend(runner.after_class());
    if !measured.is_empty() {
        let vm = &mut runner.vm;
        vm.coverage.settle();
        let cov = &vm.coverage;
        for (m, c) in measured.iter().zip(coverage.iter_mut()) {
            c.merge(&ClassCoverage::of(
                vm,
                &m.replace('.', "/"),
                &cov.arm_hit,
                &cov.line_hit,
                &cov.method_hit,
            ));
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
        let mut plan = plan(&cf, &req.classes);
        if let Some(why) = &plan.class_error {
            return Err(class_failure(class, why.clone()));
        }
        if plan.tests.is_empty() {
            return Err(class_failure(class, "no @Test methods".into()));
        }
        let mut vm = match test_vm(req.classes.clone(), &req.class_path, req.resources.clone()) {
            Ok(vm) => vm,
            Err(SetupError(e)) => return Err(class_failure(class, e)),
        };
        // Measured classes get probes, all their methods (so that the totals
        // count the ones no test calls too).
        for m in measured {
            let name = m.replace('.', "/");
            vm.coverage.instrument.insert(Rc::from(name.as_str()));
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
        for m in &plan.before_class {
            let Some(mid) = vm.find_method(cid, m, "()V") else {
                continue;
            };
            let r = vm.call(mid, &[]);
            if let Err(e) = expect_return(&mut vm, r) {
                return Err(class_failure(class, format!("{m}() failed: {e}")));
            }
        }
        let mut checkpoint = vm.checkpoint();
        if plan.tests.iter().any(|t| t.kind == Kind::Template) {
            // The argument sources run once to name the invocations; each
            // invocation runs them again from the checkpoint.
            vm.config.fuel = vm.executed.saturating_add(req.fuel);
            expand(&mut vm, &mut plan);
            vm.rewind(&checkpoint);
            checkpoint = vm.checkpoint();
        }
        let base = vm.executed;
        Ok(ClassRunner {
            vm,
            cid,
            plan,
            checkpoint,
            base,
            class: class.to_string(),
            fuel: req.fuel,
            trace: false,
            record: false,
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
            results.extend(run_test(&mut self.vm, &self.plan, t));
        }
        results
    }

    /// The class's `@AfterClass`/`@AfterAll` methods; their failures.
    pub fn after_class(&mut self) -> Vec<TestResult> {
        let mut results = Vec::new();
        if self.plan.after_class.is_empty() {
            return results;
        }
        self.vm.rewind(&self.checkpoint);
        for m in &self.plan.after_class {
            let Some(mid) = self.vm.find_method(self.cid, m, "()V") else {
                continue;
            };
            let r = self.vm.call(mid, &[]);
            if let Err(e) = expect_return(&mut self.vm, r) {
                results.push(TestResult {
                    class: self.class.clone(),
                    method: m.clone(),
                    display: None,
                    status: Status::Failed(format!("{m}() failed: {e}")),
                });
            }
        }
        results
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
    let call_static = |vm: &mut Vm, m: &str| -> Result<(), String> {
        let Some(mid) = vm.find_method(cid, m, "()V") else {
            return Ok(());
        };
        vm.config.fuel = vm.executed.saturating_add(req.fuel);
        let r = vm.call(mid, &[]);
        expect_return(vm, r).map(|_| ())
    };
    for m in &plan.before_class {
        if let Err(e) = call_static(vm, m) {
            return class_failure(class, format!("{m}() failed: {e}"));
        }
    }
    vm.config.fuel = vm.executed.saturating_add(req.fuel);
    expand(vm, &mut plan);
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
    for m in &plan.after_class {
        if let Err(e) = call_static(vm, m) {
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
    let levels = chain(plan, t.level);
    let made = match instances(vm, plan, &levels) {
        Ok(m) => m,
        Err(e) => return vec![t.result(&class, Status::Failed(e))],
    };
    let call = |vm: &mut Vm, cid: ClassId, obj: ObjRef, name: &str| -> Option<CallResult> {
        let m = vm.find_method(cid, name, "()V")?;
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
