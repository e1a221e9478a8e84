//! `terrarium gen` as a request and a response (serde, like `api`): the
//! class path and the classes to test in; per class, the JUnit sources and a
//! report out. The native CLI and the sandbox guest both call [`generate_class`].
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use interp::MethodId;
use interp::classfile::FieldType;
use interp::runtime::class::ACC_STATIC;
use serde::{Deserialize, Serialize};

use crate::analysis::{AppIndex, Catalog, Constants, package_of};
use crate::execute::{Executor, RunOptions};
use crate::junit::writer::{JUnit, write_class};
use crate::model::{CallKind, Callable};
use crate::postprocess::{FinalTest, finish, isolate_static_state};
use crate::search::operators::Factory;
use crate::search::{Algorithm, Budget, Goals, Progress, Search};

const ACC_SYNTHETIC: u16 = 0x1000;

/// What to generate.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GenRequest {
    /// The application class path: internal name → class file bytes.
    #[serde(with = "crate::api::b64_map")]
    pub classes: BTreeMap<String, Vec<u8>>,
    pub algorithm: Algorithm,
    pub seed: u64,
    /// Test executions per class (the deterministic budget).
    pub budget_evals: Option<u64>,
    pub junit: JUnit,
    /// Instructions one test may execute before it counts as a timeout.
    pub test_fuel: u64,
}

/// Covered and total, as in JaCoCo's counters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub covered: usize,
    pub total: usize,
}

impl Counter {
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * self.covered as f64 / self.total as f64
        }
    }
}

/// One class's line of the `--report` JSON.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ClassReport {
    pub class: String,
    pub branches: Counter,
    pub lines: Counter,
    pub methods: Counter,
    pub tests: usize,
    pub world_tests: usize,
    pub evaluations: u64,
    /// Wall-clock seconds (filled in by the host; 0 from the core).
    pub seconds: f64,
    pub algorithm: String,
    /// What the tests leave uncovered, to look at in the source.
    #[serde(default, skip_serializing_if = "Missed::is_empty")]
    pub missed: Missed,
    /// Why nothing could be generated, if so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Lines and branches no generated test covers.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Missed {
    pub lines: Vec<u32>,
    pub branches: Vec<MissedBranch>,
}

impl Missed {
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty() && self.branches.is_empty()
    }
}

/// One uncovered branch: where, and which way (`"jump"`/`"no jump"` for a
/// conditional jump, `"case 1,2"`/`"default"` for a switch target).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MissedBranch {
    pub method: String,
    pub line: Option<u32>,
    pub arm: String,
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
    let mut exec = match Executor::new(req.classes.clone(), &instrumented) {
        Ok(e) => e,
        Err(e) => return failed(report, e.0),
    };
    exec.fuel_per_test = req.test_fuel;
    let index = AppIndex::new(&req.classes);
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
    for n in &nested {
        under_test.extend(catalog.callables_of(n).iter().cloned());
    }
    if under_test.is_empty() {
        return failed(report, "no constructor or method a test can call".into());
    }
    // Getters inspected for assertions: no-argument methods of application
    // classes returning a primitive or a String.
    let names: Vec<String> = catalog.index.classes.keys().cloned().collect();
    for name in names {
        let getters: Vec<Rc<Callable>> = catalog
            .callables_of(&name)
            .iter()
            .filter(|c| is_getter(c))
            .cloned()
            .collect();
        exec.set_getters(Rc::from(name.as_str()), getters);
    }
    let counted = counted_methods(&exec, &catalog, &internal);
    let mut searched = counted.clone();
    for n in &nested {
        searched.extend(counted_methods(&exec, &catalog, n));
    }
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
    let goals = Goals::of_methods(&exec, &searched);
    let mut search = Search::new(&mut exec, factory, goals, budget, progress);
    search.run(req.algorithm);
    let Search { goals, archive, .. } = search;
    let tests = archive.tests();
    let mut finals = finish(&mut exec, &goals, tests);
    isolate_static_state(&mut exec, &mut finals);
    report.evaluations = exec.executions;
    measure(&mut exec, &finals, &counted, &mut report);
    report.tests = finals.len();
    report.world_tests = finals.iter().filter(|t| t.world).count();
    let (world, plain): (Vec<FinalTest>, Vec<FinalTest>) =
        finals.into_iter().partition(|t| t.world);
    let simple = internal
        .rsplit('/')
        .next()
        .unwrap_or(&internal)
        .replace('$', "_");
    let dir = if package.is_empty() {
        String::new()
    } else {
        format!("{package}/")
    };
    let mut files = Vec::new();
    for (tests, suffix) in [(plain, "Test"), (world, "WorldTest")] {
        if tests.is_empty() {
            continue;
        }
        let name = format!("{simple}{suffix}");
        files.push(SourceFile {
            path: format!("{dir}{name}.java"),
            source: write_class(&internal, &name, &tests, req.junit),
        });
    }
    ClassResult { report, files }
}

fn is_getter(c: &Callable) -> bool {
    let prim_or_string = match &c.ret {
        Some(FieldType::Object(n)) => n == "java/lang/String",
        Some(FieldType::Array(_)) | None => false,
        Some(_) => true,
    };
    let n = &*c.name;
    c.kind == CallKind::Instance
        && c.params.is_empty()
        && prim_or_string
        && (n.starts_with("get")
            || n.starts_with("is")
            || n.starts_with("has")
            || matches!(n, "size" | "length" | "toString" | "count" | "isEmpty"))
}

/// The methods whose branches and lines count, as JaCoCo counts them:
/// synthetic methods are left out (except lambda bodies), and so are an
/// enum's generated `values`/`valueOf`.
fn counted_methods(exec: &Executor, catalog: &Catalog, internal: &str) -> BTreeSet<MethodId> {
    let mut out = BTreeSet::new();
    let Some(cf) = catalog.index.classes.get(internal) else {
        return out;
    };
    let is_enum = cf.super_class.as_deref() == Some("java/lang/Enum");
    let vm = &exec.vm;
    let Some(cid) = vm.class_id_of(internal) else {
        return out;
    };
    for &m in vm.methods_of(cid) {
        let method = vm.method(m);
        let synthetic = method.access & ACC_SYNTHETIC != 0 && !method.name.starts_with("lambda$");
        let enum_plumbing = is_enum
            && method.access & ACC_STATIC != 0
            && (&*method.name == "values"
                || &*method.name == "valueOf"
                || &*method.name == "$values");
        if !synthetic && !enum_plumbing {
            out.insert(m);
        }
    }
    out
}

/// Coverage of the final tests, as the report gives it.
fn measure(
    exec: &mut Executor,
    finals: &[FinalTest],
    counted: &BTreeSet<MethodId>,
    report: &mut ClassReport,
) {
    let cov_arms = exec.vm.coverage.arms.len();
    let cov_lines = exec.vm.coverage.lines.len();
    let mut arm_hit = vec![false; cov_arms];
    let mut line_hit = vec![false; cov_lines];
    for t in finals {
        let r = exec.run(&t.case, RunOptions::default());
        for (h, x) in arm_hit.iter_mut().zip(&r.arm_hit) {
            *h |= *x;
        }
        for (h, x) in line_hit.iter_mut().zip(&r.line_hit) {
            *h |= *x;
        }
    }
    let cov = &exec.vm.coverage;
    for site in cov.sites.iter().filter(|s| counted.contains(&s.method)) {
        for a in site.first_arm..site.first_arm + site.arms {
            report.branches.total += 1;
            if arm_hit.get(a as usize) == Some(&true) {
                report.branches.covered += 1;
                continue;
            }
            let arm = match (site.kind, cov.arms.get(a as usize)) {
                (interp::exec::coverage::SiteKind::Switch, Some(arm)) if arm.keys.is_empty() => {
                    "default".to_string()
                }
                (interp::exec::coverage::SiteKind::Switch, Some(arm)) => {
                    let keys: Vec<String> = arm.keys.iter().map(i32::to_string).collect();
                    format!("case {}", keys.join(","))
                }
                _ if a == site.first_arm => "jump".to_string(),
                _ => "no jump".to_string(),
            };
            report.missed.branches.push(MissedBranch {
                method: exec.vm.method(site.method).name.to_string(),
                line: site.line,
                arm,
            });
        }
    }
    // A source line counts once, covered if any of its probes ran.
    let mut lines: BTreeMap<u32, bool> = BTreeMap::new();
    let mut methods: BTreeMap<MethodId, bool> = BTreeMap::new();
    for (i, l) in cov.lines.iter().enumerate() {
        if !counted.contains(&l.method) {
            continue;
        }
        let hit = line_hit.get(i) == Some(&true);
        *lines.entry(l.line).or_insert(false) |= hit;
        *methods.entry(l.method).or_insert(false) |= hit;
    }
    report.lines = Counter {
        covered: lines.values().filter(|h| **h).count(),
        total: lines.len(),
    };
    report.missed.lines = lines
        .iter()
        .filter(|(_, h)| !**h)
        .map(|(l, _)| *l)
        .collect();
    report.methods = Counter {
        covered: methods.values().filter(|h| **h).count(),
        total: methods.len(),
    };
}
