//! `terrarium gen` as a request and a response (serde, like `api`): the
//! class path and the classes to test in; per class, the JUnit sources and a
//! report out. The native CLI and the sandbox guest both call [`generate_class`].
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use interp::MethodId;
use interp::classfile::FieldType;
use serde::{Deserialize, Serialize};

use crate::analysis::{AppIndex, Catalog, Constants, package_of};
pub use crate::coverage::Counter;
use crate::coverage::{ClassCoverage, Missed};
use crate::execute::{COLLECTIONS, Executor, RunOptions};
use crate::junit::writer::{JUnit, write_class};
use crate::model::{CallKind, Callable};
use crate::postprocess::{FinalTest, asserts, finish, isolate_static_state};
use crate::search::operators::Factory;
use crate::search::{Algorithm, Budget, Goals, Progress, Search};

/// What to generate.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GenRequest {
    /// The application class path: internal name → class file bytes.
    #[serde(with = "crate::api::b64_map")]
    pub classes: BTreeMap<String, Vec<u8>>,
    /// The class path's other files (what the classes read as resources).
    #[serde(default)]
    pub resources: crate::api::ClassPathResources,
    pub algorithm: Algorithm,
    pub seed: u64,
    /// Test executions per class (the deterministic budget).
    pub budget_evals: Option<u64>,
    pub junit: JUnit,
    /// Instructions one test may execute before it counts as a timeout.
    pub test_fuel: u64,
}

/// One class's line of the `--report` JSON.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ClassReport {
    pub class: String,
    pub branches: Counter,
    pub lines: Counter,
    pub methods: Counter,
    /// Mutants of the class's code the tests kill (see `mutation`).
    #[serde(default)]
    pub mutants: crate::mutation::Score,
    pub tests: usize,
    /// Kept tests with at least one assertion (a checked value, or the
    /// exception `assertThrows` expects).
    #[serde(default)]
    pub asserting_tests: usize,
    pub world_tests: usize,
    pub evaluations: u64,
    /// Wall-clock seconds (filled in by the host; 0 from the core).
    pub seconds: f64,
    pub algorithm: String,
    /// What the tests leave uncovered, to look at in the source.
    #[serde(default, skip_serializing_if = "Missed::is_empty")]
    pub missed: Missed,
    /// The source lines the tests execute (with `missed.lines`, every line
    /// that has code): what the playground marks as covered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub covered_lines: Vec<u32>,
    /// Why nothing could be generated, if so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Limits of Terrarium (members its class library lacks) that the
    /// search's executions met: no test is written of such an execution.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocked: Vec<Blocked>,
    /// Goals (branches, lines, calls) searched for.
    #[serde(default)]
    pub goals: usize,
}

/// A limit of Terrarium that kept tests from being written.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocked {
    /// The error as Terrarium raised it (`java.lang.NoClassDefFoundError:
    /// java/lang/ThreadLocal (not provided by Terrarium's class library;
    /// used by org.apache.commons.io.IOUtils.<clinit>(IOUtils.java:183))`).
    pub limit: String,
    /// Executions that met it.
    pub executions: u64,
    /// Goals only executions that met it reached (of [`ClassReport::goals`]).
    pub goals: usize,
}

impl ClassReport {
    /// Nothing could be tested because of limits of Terrarium.
    pub fn is_blocked(&self) -> bool {
        self.tests == 0 && !self.blocked.is_empty()
    }
}

/// A generated source file: its path under the output directory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourceFile {
    pub path: String,
    pub source: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClassResult {
    pub report: ClassReport,
    pub files: Vec<SourceFile>,
}

/// Generate tests for `class` (binary or internal name).
pub fn generate_class(
    req: &GenRequest,
    class: &str,
    expired: &dyn Fn() -> bool,
    progress: &mut dyn Progress,
) -> ClassResult {
    let internal = class.replace('.', "/");
    let mut report = ClassReport {
        class: internal.replace('/', "."),
        algorithm: req.algorithm.name().to_string(),
        ..ClassReport::default()
    };
    let failed = |mut report: ClassReport, e: String| {
        report.error = Some(e);
        ClassResult {
            report,
            files: Vec::new(),
        }
    };
    if !req.classes.contains_key(&internal) {
        return failed(
            report,
            format!("{} is not on the class path", internal.replace('/', ".")),
        );
    }
    // The class and its nested classes are instrumented: the nested classes'
    // goals guide the search (a builder's checks must pass before the class's
    // code runs), the report counts the class's own, as JaCoCo does.
    let nested_prefix = format!("{internal}$");
    let nested: Vec<String> = req
        .classes
        .keys()
        .filter(|k| k.starts_with(&nested_prefix))
        .cloned()
        .collect();
    let instrumented: Vec<String> = std::iter::once(internal.clone())
        .chain(nested.iter().cloned())
        .collect();
    // The application classes they use (MailMessage for UserRegistration's
    // e-mail check) are probed for guidance only: their goals are not searched.
    let index = AppIndex::new(&req.classes);
    let helpers = helper_classes(&index, &instrumented);
    let mut exec = match Executor::new(
        req.classes.clone(),
        req.resources.clone(),
        &instrumented,
        &helpers,
    ) {
        Ok(e) => e,
        Err(e) => return failed(report, e.0),
    };
    exec.fuel_per_test = req.test_fuel;
    if let Some(why) = exec.untestable(&internal) {
        return failed(report, format!("no test can use the class: {why}"));
    }
    let Some(cf) = index.classes.get(&internal) else {
        return failed(report, "cannot parse the class file".into());
    };
    let class_constants = Constants::of_class(cf);
    let by_class: BTreeMap<String, Constants> = index
        .classes
        .iter()
        .map(|(n, c)| (n.clone(), Constants::of_class(c)))
        .collect();
    let package = package_of(&internal).to_string();
    let catalog = Catalog::new(&mut exec.vm, index, &package);
    // The class's own callables, then those of its nested classes (builders,
    // entries), which tests need to reach the class's code.
    let mut under_test: Vec<Rc<Callable>> = catalog.callables_of(&internal).to_vec();
    // Each method of the class gets a test that calls it (a call goal;
    // constructors are called by any test of an instance method).
    let mut calls: Vec<MethodId> = under_test
        .iter()
        .filter(|c| c.kind != CallKind::Constructor)
        .map(|c| c.method)
        .collect();
    calls.dedup();
    for n in &nested {
        under_test.extend(catalog.callables_of(n).iter().cloned());
    }
    if under_test.is_empty() {
        return failed(report, "no constructor or method a test can call".into());
    }
    // Getters inspected for assertions: no-argument methods of application
    // classes returning a primitive, a String, an enum constant, an array
    // of primitives or strings or a `List`/`Set`/`Collection`, declared
    // in the class or inherited from its application superclasses (a
    // `Circle`'s `getName` from `Shape`).
    let names: Vec<String> = catalog.index.classes.keys().cloned().collect();
    for name in names {
        let mut getters: Vec<Rc<Callable>> = Vec::new();
        let mut class = Some(name.clone());
        // (A bound: a class path may be malformed into a cycle.)
        for _ in 0..64 {
            let Some(c) = class else { break };
            for g in catalog.callables_of(&c) {
                let overridden = getters
                    .iter()
                    .any(|x| x.name == g.name && x.descriptor == g.descriptor);
                if !overridden && is_getter(g, &catalog.index) {
                    getters.push(g.clone());
                }
            }
            class = catalog
                .index
                .classes
                .get(&c)
                .and_then(|cf| cf.super_class.clone());
        }
        exec.set_getters(Rc::from(name.as_str()), getters);
    }
    // What a test's text sinks hold (the `StringWriter` a `PrintWriter`
    // handed to `printUsage` wrote to): their `toString()`.
    for sink in TEXT_SINKS {
        let Ok(cid) = exec.vm.load_class(sink) else {
            continue;
        };
        let Some(method) = exec.vm.find_method(cid, "toString", "()Ljava/lang/String;") else {
            continue;
        };
        let to_string = Callable {
            class: Rc::from(sink),
            name: Rc::from("toString"),
            descriptor: Rc::from("()Ljava/lang/String;"),
            params: Vec::new(),
            ret: Some(FieldType::Object("java/lang/String".into())),
            kind: CallKind::Instance,
            method,
            throws: Vec::new(),
            overloaded: false,
            generic: None,
            package_private: false,
        };
        exec.set_getters(Rc::from(sink), vec![Rc::new(to_string)]);
    }
    let counted = counted_methods(&exec, &internal);
    let mut searched = counted.clone();
    for n in &nested {
        searched.extend(counted_methods(&exec, n));
    }
    let callables = under_test.clone();
    let word = crate::postprocess::readable_word(&class_constants);
    let factory = Factory::new(
        &mut exec.vm,
        catalog,
        under_test,
        class_constants,
        by_class,
        req.seed,
    );
    let budget = Budget {
        evals: req.budget_evals,
        expired,
    };
    let goals = Goals::of_methods(&exec, &searched, calls);
    let mut search = Search::new(&mut exec, factory, goals, budget, progress);
    search.run(req.algorithm);
    let Search { goals, archive, .. } = search;
    report.goals = goals.all.len();
    report.blocked = blocked(&exec, &archive);
    let tests = archive.tests();
    let mut finals = finish(&mut exec, &goals, tests, &package, &word);
    isolate_static_state(&mut exec, &mut finals);
    report.mutants =
        crate::mutation::analyse(&mut exec, &counted, &mut finals, &callables, &package);
    // Tests made to kill mutants run in one class with the others too.
    isolate_static_state(&mut exec, &mut finals);
    report.evaluations = exec.executions;
    measure(&mut exec, &finals, &internal, &mut report);
    report.tests = finals.len();
    report.asserting_tests = finals.iter().filter(|t| asserts(t)).count();
    report.world_tests = finals.iter().filter(|t| t.world).count();
    let (world, plain): (Vec<FinalTest>, Vec<FinalTest>) =
        finals.into_iter().partition(|t| t.world);
    let mut files = Vec::new();
    for (tests, (path, name)) in [plain, world].into_iter().zip(test_files(&internal)) {
        if tests.is_empty() {
            continue;
        }
        files.push(SourceFile {
            path,
            source: write_class(&internal, &name, &tests, req.junit),
        });
    }
    ClassResult { report, files }
}

/// Where the tests of class `internal` go under the output directory, with
/// their class names: `(com/acme/FooTest.java, FooTest)` for the tests that
/// need no world, then `FooWorldTest` (a nested class `Foo$Bar`: `Foo_Bar...`).
pub fn test_files(internal: &str) -> [(String, String); 2] {
    let internal = internal.replace('.', "/");
    let simple = internal
        .rsplit('/')
        .next()
        .unwrap_or(&internal)
        .replace('$', "_");
    let package = package_of(&internal);
    let dir = if package.is_empty() {
        String::new()
    } else {
        format!("{package}/")
    };
    ["Test", "WorldTest"].map(|suffix| {
        let name = format!("{simple}{suffix}");
        (format!("{dir}{name}.java"), name)
    })
}

/// What blocked the class: each limit met, the executions that met it and
/// the goals only they reached (most blocking first).
fn blocked(exec: &Executor, archive: &crate::search::Archive) -> Vec<Blocked> {
    let mut out: Vec<Blocked> = exec
        .limits
        .iter()
        .map(|(limit, &executions)| Blocked {
            limit: limit.clone(),
            executions,
            goals: archive
                .blocked
                .iter()
                .filter(|(g, l)| *l == limit && !archive.covers(**g))
                .count(),
        })
        .collect();
    out.sort_by(|a, b| {
        (b.goals, b.executions)
            .cmp(&(a.goals, a.executions))
            .then(a.limit.cmp(&b.limit))
    });
    out
}

/// Library classes a test may hand to the code to write text into, whose
/// `toString()` is what was written.
const TEXT_SINKS: [&str; 4] = [
    "java/io/StringWriter",
    "java/io/CharArrayWriter",
    "java/lang/StringBuilder",
    "java/lang/StringBuffer",
];

fn is_getter(c: &Callable, index: &AppIndex) -> bool {
    // What an inspection can observe and a test assert: primitives,
    // strings, enum constants, arrays of primitives or strings, and the
    // collections `execute::collection_items` reads (of strings).
    let observable = match &c.ret {
        Some(FieldType::Object(n)) => {
            n == "java/lang/String"
                || COLLECTIONS.contains(&n.as_str())
                || index
                    .classes
                    .get(n)
                    .is_some_and(|cf| cf.super_class.as_deref() == Some("java/lang/Enum"))
        }
        Some(FieldType::Array(elem)) => match &**elem {
            FieldType::Object(n) => n == "java/lang/String",
            FieldType::Array(_) => false,
            _ => true,
        },
        None => false,
        Some(_) => true,
    };
    let n = &*c.name;
    c.kind == CallKind::Instance
        && c.params.is_empty()
        && observable
        && (n.starts_with("get")
            || n.starts_with("is")
            || n.starts_with("has")
            || matches!(n, "size" | "length" | "toString" | "count" | "isEmpty"))
}

/// The application classes (of `index`) that the constant pools of
/// `targets` name, other than `targets` themselves.
fn helper_classes(index: &AppIndex, targets: &[String]) -> Vec<String> {
    let mut out = BTreeSet::new();
    for cf in targets.iter().filter_map(|t| index.classes.get(t)) {
        let cp = &cf.constant_pool;
        for i in 1..cp.entries().len() {
            if let Ok(name) = cp.class_name(i as u16)
                && index.classes.contains_key(name)
                && !targets.iter().any(|x| x == name)
            {
                out.insert(name.to_string());
            }
        }
    }
    out.into_iter().collect()
}

/// The methods of the class under test. Which of their branches and lines
/// count (JaCoCo's filters: synthetic methods but lambda bodies, an enum's
/// `values`/`valueOf`, code javac generates, ...) the interpreter decides.
fn counted_methods(exec: &Executor, internal: &str) -> BTreeSet<MethodId> {
    let vm = &exec.vm;
    vm.class_id_of(internal)
        .map(|cid| vm.methods_of(cid).iter().copied().collect())
        .unwrap_or_default()
}

/// Coverage of the final tests, as the report gives it.
fn measure(exec: &mut Executor, finals: &[FinalTest], internal: &str, report: &mut ClassReport) {
    let cov = instrument::coverage(&exec.vm);
    let mut arm_hit = vec![false; cov.arms.len()];
    let mut line_hit = vec![false; cov.lines.len()];
    let mut method_hit = vec![false; cov.methods.len()];
    for t in finals {
        let r = exec.run(&t.case, RunOptions::default());
        for (hits, new) in [
            (&mut arm_hit, &r.arm_hit),
            (&mut line_hit, &r.line_hit),
            (&mut method_hit, &r.method_hit),
        ] {
            for (h, x) in hits.iter_mut().zip(new) {
                *h |= *x;
            }
        }
    }
    let c = ClassCoverage::of(&exec.vm, internal, &arm_hit, &line_hit, &method_hit);
    report.branches = c.branches();
    report.lines = c.lines();
    report.methods = c.methods();
    report.missed = c.missed();
    report.covered_lines = c.covered_lines();
}
