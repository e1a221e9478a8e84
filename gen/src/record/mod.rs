//! `terrarium record`: a run of the program, recorded at the calls into the
//! chosen classes (`interp::vm::record`), turned into JUnit tests with
//! Mockito mocks: one test per distinct recorded behaviour of each chosen
//! class (calls that took the same path through it and ended alike
//! collapse into one), its collaborators replaced by mocks that answer as
//! they answered in the run, and `verify` of what the call asked of them.
//! Rooney's trace-based generator (see the design's seeds) is the model;
//! recording in the interpreter is what makes it cheap.
mod writer;

use std::rc::Rc;

use interp::Vm;
use jdk_shims::Env;
use jdk_shims::world::reads::Reads;
use serde::{Deserialize, Serialize};

use crate::coverage::{ClassCoverage, Counter};
use crate::execute::{SetupError, test_vm};
use crate::junit::runner::{Status, TestRequest, TestResult, run_whole_class};
use crate::junit::writer::JUnit;

/// What to record (part of a run request).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordSpec {
    /// Classes to record, as binary names or patterns: `com.acme.Service`,
    /// `com.acme.service.*` (the classes of a package, nested ones
    /// included), `com.acme.**` (and of its subpackages).
    pub classes: Vec<String>,
    pub junit: JUnit,
    /// What ran, for the tests' comments: the binary name of the class
    /// whose `main` ran, or the test classes that ran.
    pub main_class: String,
}

/// What a recorded run gives: test sources and a report.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordOutput {
    /// Test classes, each as a path under the test source root
    /// (`com/acme/OrderServiceRecordedTest.java`) and its source.
    pub files: Vec<RecordedFile>,
    /// Per chosen class that the run loaded.
    pub classes: Vec<ClassReport>,
    /// Calls recorded in all.
    pub calls: usize,
    /// Calls left out because the recording was full.
    pub dropped: u64,
}

/// One test class: its source is the header, the test methods and `}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedFile {
    /// Under the test source root: `com/acme/OrderServiceRecordedTest.java`.
    pub path: String,
    /// Binary name of the test class.
    pub class: String,
    /// Package, imports and the class's opening line.
    pub header: String,
    pub tests: Vec<RecordedTest>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedTest {
    pub name: String,
    /// The method, indented as in the class.
    pub source: String,
}

impl RecordedFile {
    pub fn source(&self) -> String {
        let mut out = self.header.clone();
        for t in &self.tests {
            out.push('\n');
            out.push_str(&t.source);
        }
        out.push_str("}\n");
        out
    }

    /// Drop the tests named.
    pub fn without(&mut self, names: &[String]) {
        self.tests.retain(|t| !names.contains(&t.name));
    }
}

/// What was recorded of one class and what became of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassReport {
    /// Binary name.
    pub class: String,
    /// Calls into the class from outside it that ended (entries).
    pub calls: usize,
    /// Distinct behaviours among them (method, path through the class, how it ended).
    pub behaviours: usize,
    /// Tests written (one per behaviour that could be rebuilt).
    pub tests: usize,
    /// Why behaviours were not written, each with how many.
    pub left_out: Vec<(String, usize)>,
    /// Lines and branches of the class the recorded run covered, counted as
    /// JaCoCo counts them (`covered` of `total`).
    pub lines: Counter,
    pub branches: Counter,
    /// When the tests were checked (compiled and run in Terrarium): the
    /// lines and branches the tests that passed cover.
    #[serde(default)]
    pub tests_lines: Option<Counter>,
    #[serde(default)]
    pub tests_branches: Option<Counter>,
    /// Tests written and then dropped because they did not compile or pass
    /// (test name, reason).
    #[serde(default)]
    pub dropped: Vec<(String, String)>,
}

/// Does binary class name `name` match `pattern` (see [`RecordSpec::classes`])?
pub fn pattern_matches(pattern: &str, name: &str) -> bool {
    if let Some(pkg) = pattern.strip_suffix(".**") {
        name.strip_prefix(pkg)
            .is_some_and(|rest| rest.starts_with('.'))
    } else if let Some(pkg) = pattern.strip_suffix(".*") {
        name.strip_prefix(pkg)
            .and_then(|rest| rest.strip_prefix('.'))
            .is_some_and(|rest| !rest.contains('.'))
    } else {
        name == pattern
            || name
                .strip_prefix(pattern)
                .is_some_and(|r| r.starts_with('$'))
    }
}

/// The classes of `names` (internal names) that `patterns` choose, sorted.
/// Anonymous and local classes are never chosen (a test cannot make one).
pub fn chosen<'a>(patterns: &[String], names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = names
        .filter(|n| {
            let binary = n.replace('/', ".");
            let anonymous = binary
                .split('$')
                .skip(1)
                .any(|part| part.starts_with(|c: char| c.is_ascii_digit()));
            !anonymous && patterns.iter().any(|p| pattern_matches(p, &binary))
        })
        .map(str::to_string)
        .collect();
    out.sort();
    out
}

/// Record while the JUnit test classes of `req` run one after another on
/// one VM, each whole (as a build runs a suite on one JVM; every test in a
/// fresh world): the tests' results, and the tests written from what the
/// suite's calls into the chosen classes did. The test classes themselves
/// (and classes nested in them) are never chosen.
pub fn record_tests(req: &TestRequest, spec: &RecordSpec) -> (Vec<TestResult>, RecordOutput) {
    let mut vm = match test_vm(req.classes.clone(), &req.class_path, req.resources.clone()) {
        Ok(vm) => vm,
        Err(SetupError(e)) => {
            let failed = req
                .test_classes
                .iter()
                .map(|c| TestResult {
                    class: c.clone(),
                    method: String::new(),
                    display: None,
                    status: Status::Failed(e.clone()),
                })
                .collect();
            return (failed, RecordOutput::default());
        }
    };
    let tests: Vec<String> = req
        .test_classes
        .iter()
        .map(|c| c.replace('.', "/"))
        .collect();
    let is_test = |n: &str| {
        tests.iter().any(|t| {
            n == t
                || n.strip_prefix(t.as_str())
                    .is_some_and(|r| r.starts_with('$'))
        })
    };
    let classes = chosen(
        &spec.classes,
        req.classes
            .keys()
            .map(String::as_str)
            .filter(|n| !is_test(n)),
    );
    start(&mut vm, &classes);
    let results = req
        .test_classes
        .iter()
        .flat_map(|c| run_whole_class(&mut vm, req, c))
        .collect();
    let output = finish(&mut vm, spec, &classes);
    (results, output)
}

/// Prepare `vm` to record calls into `classes` (internal names): their
/// code is decoded with coverage probes (a call's path is the probes it
/// runs) and the recorder is switched on.
pub fn start(vm: &mut Vm, classes: &[String]) {
    for c in classes {
        instrument::coverage_mut(vm)
            .instrument
            .insert(Rc::from(c.as_str()));
    }
    vm.start_recording(classes.iter().map(|c| Rc::from(c.as_str())));
    // What the run reads of its world becomes the tests' world setup.
    if let Some(env) = vm.ext.downcast_mut::<Env>() {
        env.world.reads = Some(Reads::default());
    }
    if let Some(rec) = vm.recorder.as_mut() {
        rec.world_mark = Some(world_mark);
    }
}

fn world_mark(vm: &mut Vm) -> u64 {
    vm.ext
        .downcast_mut::<Env>()
        .and_then(|e| e.world.reads.as_mut())
        .map_or(0, Reads::mark)
}

/// The tests and report of a recorded run that has ended.
pub fn finish(vm: &mut Vm, spec: &RecordSpec, classes: &[String]) -> RecordOutput {
    let Some(rec) = vm.take_recording() else {
        return RecordOutput::default();
    };
    let (reads, epoch_ms) = match vm.ext.downcast_mut::<Env>() {
        Some(env) => (env.world.reads.take().unwrap_or_default(), env.epoch_ms),
        None => (Reads::default(), Env::DEFAULT_EPOCH_MS),
    };
    // Decode every method of the chosen classes, so that totals count the
    // code the run never reached, then settle the run's coverage.
    let mut loaded = Vec::new();
    for c in classes {
        if let Some(cid) = vm.class_id_of(c) {
            for m in vm.methods_of(cid).to_vec() {
                let _ = vm.prepare(m);
            }
            loaded.push((c.clone(), cid));
        }
    }
    instrument::reset(vm);
    vm.probe_hits.set(rec.probes_run.iter().copied());
    instrument::settle(vm);
    let mut out = RecordOutput {
        calls: rec.calls.len(),
        dropped: rec.dropped,
        ..Default::default()
    };
    let w = writer::Writer::new(vm, &rec, spec, &reads, epoch_ms);
    for (name, cid) in loaded {
        let (file, mut report) = w.class_tests(cid);
        let has_code = vm
            .methods_of(cid)
            .iter()
            .any(|&m| vm.method(m).raw.is_some());
        if !has_code && report.calls == 0 {
            continue; // an interface of constants or abstract methods only
        }
        let cov = ClassCoverage::of(
            vm,
            &name,
            &instrument::coverage(vm).arm_hit,
            &instrument::coverage(vm).line_hit,
            &instrument::coverage(vm).method_hit,
        );
        report.lines = cov.lines();
        report.branches = cov.branches();
        out.classes.push(report);
        out.files.extend(file);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_choose_classes_as_documented() {
        assert!(pattern_matches("com.acme.Service", "com.acme.Service"));
        assert!(pattern_matches(
            "com.acme.Service",
            "com.acme.Service$Inner"
        ));
        assert!(!pattern_matches("com.acme.Service", "com.acme.ServiceImpl"));
        assert!(pattern_matches("com.acme.*", "com.acme.Service"));
        assert!(pattern_matches("com.acme.*", "com.acme.Service$1"));
        assert!(!pattern_matches("com.acme.*", "com.acme.db.Repo"));
        assert!(!pattern_matches("com.acme.*", "com.acmex.Repo"));
        assert!(pattern_matches("com.acme.**", "com.acme.db.Repo"));
        assert!(!pattern_matches("com.acme.**", "com.acmex.Repo"));
    }
}
