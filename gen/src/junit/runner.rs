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
    /// The test method (empty for a failure of the class itself).
    pub method: String,
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
    before: Vec<String>,
    after: Vec<String>,
    before_class: Vec<String>,
    after_class: Vec<String>,
    /// `@RunWith(MockitoJUnitRunner.class)`: Mockito's annotations are
    /// processed on each test instance, and its usage validated after each test.
    mockito: bool,
    /// `@RunWith` of a runner `terrarium test` cannot run (binary name).
    unsupported_runner: Option<String>,
}

/// Runners a test class may name in `@RunWith`: JUnit 4's default ones
/// (nothing to do) and Mockito's, which Terrarium's own Mockito (in the
/// support classes) stands in for.
const DEFAULT_RUNNERS: &[&str] = &[
    "Lorg/junit/runners/JUnit4;",
    "Lorg/junit/runners/BlockJUnit4ClassRunner;",
];
const MOCKITO_RUNNERS: &[&str] = &[
    "Lorg/mockito/junit/MockitoJUnitRunner;",
    "Lorg/mockito/junit/MockitoJUnitRunner$Silent;",
    "Lorg/mockito/junit/MockitoJUnitRunner$Strict;",
    "Lorg/mockito/junit/MockitoJUnitRunner$StrictStubs;",
    "Lorg/mockito/runners/MockitoJUnitRunner;",
];

struct TestMethod {
    name: String,
    /// JUnit 4 `expected` (internal name).
    expected: Option<String>,
    /// JUnit 4 `timeout` in ms.
    timeout: Option<u64>,
    ignored: Option<String>,
}

impl TestMethod {
    /// Instructions it may execute: its `timeout`, else `default`.
    fn fuel(&self, default: u64) -> u64 {
        self.timeout
            .map(|ms| ms.saturating_mul(INSTRUCTIONS_PER_MS))
            .unwrap_or(default)
    }
}

fn has(annotations: &[Annotation], descriptor: &str) -> bool {
    annotations.iter().any(|a| a.type_descriptor == descriptor)
}

fn plan(cf: &ClassFile) -> Plan {
    let mut p = Plan {
        flavor: Flavor::Four,
        tests: Vec::new(),
        before: Vec::new(),
        after: Vec::new(),
        before_class: Vec::new(),
        after_class: Vec::new(),
        mockito: false,
        unsupported_runner: None,
    };
    let class_annotations = cf.class_annotations();
    if let Some(run_with) = class_annotations
        .iter()
        .find(|a| a.type_descriptor == "Lorg/junit/runner/RunWith;")
    {
        match run_with.element("value") {
            Some(ElementValue::Class(d)) if MOCKITO_RUNNERS.contains(&d.as_str()) => {
                p.mockito = true;
            }
            Some(ElementValue::Class(d)) if DEFAULT_RUNNERS.contains(&d.as_str()) => {}
            Some(ElementValue::Class(d)) => {
                let name = d
                    .strip_prefix('L')
                    .and_then(|d| d.strip_suffix(';'))
                    .unwrap_or(d);
                p.unsupported_runner = Some(name.replace('/', "."));
            }
            _ => p.unsupported_runner = Some("(unreadable)".into()),
        }
    }
    for m in &cf.methods {
        let a = &m.annotations;
        let name = m.name.clone();
        let test4 = a.iter().find(|x| x.type_descriptor == "Lorg/junit/Test;");
        let test5 = has(a, "Lorg/junit/jupiter/api/Test;");
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
                name,
                expected,
                timeout,
                ignored,
            });
        } else if test5 {
            p.flavor = Flavor::Five;
            let ignored =
                has(a, "Lorg/junit/jupiter/api/Disabled;").then(|| "@Disabled".to_string());
            p.tests.push(TestMethod {
                name,
                expected: None,
                timeout: None,
                ignored,
            });
        } else if has(a, "Lorg/junit/Before;") || has(a, "Lorg/junit/jupiter/api/BeforeEach;") {
            p.before.push(name);
        } else if has(a, "Lorg/junit/After;") || has(a, "Lorg/junit/jupiter/api/AfterEach;") {
            p.after.push(name);
        } else if has(a, "Lorg/junit/BeforeClass;") || has(a, "Lorg/junit/jupiter/api/BeforeAll;") {
            p.before_class.push(name);
        } else if has(a, "Lorg/junit/AfterClass;") || has(a, "Lorg/junit/jupiter/api/AfterAll;") {
            p.after_class.push(name);
        }
    }
    p
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

fn unsupported_runner(runner: &str) -> String {
    format!(
        "@RunWith({runner}.class) is not supported: terrarium test runs JUnit 4's default \
         runner and MockitoJUnitRunner"
    )
}

fn class_failure(class: &str, reason: String) -> Vec<TestResult> {
    vec![TestResult {
        class: class.to_string(),
        method: String::new(),
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
        let plan = plan(&cf);
        if let Some(runner) = &plan.unsupported_runner {
            return Err(class_failure(class, unsupported_runner(runner)));
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
        let base = vm.executed;
        let checkpoint = vm.checkpoint();
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

    /// The test methods, in the class file's order.
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
            let status = match &t.ignored {
                Some(why) => Status::Skipped(why.clone()),
                None => {
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
                    run_one(&mut self.vm, self.cid, &self.plan, t)
                }
            };
            results.push(TestResult {
                class: self.class.clone(),
                method: t.name.clone(),
                status,
            });
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
fn run_whole_class(vm: &mut Vm, req: &TestRequest, class: &str) -> Vec<TestResult> {
    let internal = class.replace('.', "/");
    let Some(cf) = req.classes.get(&internal).and_then(|b| parse_class(b).ok()) else {
        return class_failure(class, format!("class {class} is not on the class path"));
    };
    let plan = plan(&cf);
    if let Some(runner) = &plan.unsupported_runner {
        return class_failure(class, unsupported_runner(runner));
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
    for t in &plan.tests {
        let status = match &t.ignored {
            Some(why) => Status::Skipped(why.clone()),
            None => {
                vm.ext = Box::new(Perturbation::default().env());
                vm.config.fuel = vm.executed.saturating_add(t.fuel(req.fuel));
                run_one(vm, cid, &plan, t)
            }
        };
        results.push(TestResult {
            class: class.to_string(),
            method: t.name.clone(),
            status,
        });
    }
    for m in &plan.after_class {
        if let Err(e) = call_static(vm, m) {
            results.push(TestResult {
                class: class.to_string(),
                method: m.clone(),
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

fn run_one(vm: &mut Vm, cid: ClassId, plan: &Plan, t: &TestMethod) -> Status {
    let Some(init) = vm.find_method(cid, "<init>", "()V") else {
        return Status::Failed("the test class has no public no-argument constructor".into());
    };
    let obj = match vm.new_object(cid) {
        Ok(o) => o,
        Err(_) => return Status::Failed("cannot allocate the test class".into()),
    };
    vm.pinned.push(obj);
    let this = [Value::from_ref(obj)];
    let r = vm.call(init, &this);
    if let Err(e) = expect_return(vm, r) {
        return Status::Failed(format!("constructor failed: {e}"));
    }
    let call = |vm: &mut Vm, name: &str| -> Option<CallResult> {
        let m = vm.find_method(cid, name, "()V")?;
        let target = vm.dispatch(cid, m);
        Some(vm.call(target, &this))
    };
    let mut status = Status::Passed;
    if plan.mockito {
        // What MockitoJUnitRunner does before @Before methods.
        status = call_mockito(vm, "org/mockito/MockitoAnnotations", "initMocks", &this);
    }
    for b in plan.before.iter().take_while(|_| status == Status::Passed) {
        if let Some(r) = call(vm, b)
            && let Err(e) = expect_return(vm, r)
        {
            status = Status::Failed(format!("{b}() failed: {e}"));
            break;
        }
    }
    if status == Status::Passed {
        status = match call(vm, &t.name) {
            None => Status::Failed(format!(
                "{}() is not a public void method without parameters",
                t.name
            )),
            Some(r) => judge(vm, plan.flavor, t, r),
        };
    }
    for a in &plan.after {
        // Later failures do not hide the first.
        if let Some(r) = call(vm, a)
            && let Err(e) = expect_return(vm, r)
            && status == Status::Passed
        {
            status = Status::Failed(format!("{a}() failed: {e}"));
        }
    }
    if plan.mockito && status == Status::Passed {
        // MockitoJUnitRunner reports misuse (an unfinished stubbing or
        // verification) after a test that passed.
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
