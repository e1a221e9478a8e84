//! `terrarium test`: run JUnit test classes inside the interpreter; one
//! line per failing test with its reason, then `N passed, N failed`. With
//! `--sandbox` the tests run inside the sandbox guest (`crate::sandbox`) and
//! the same lines are printed when its answer arrives. With `--format json`
//! each test's line is its result as JSON (`{"class", "method", "display"?,
//! "status", "reason"?}`).
use crate::EXIT_USAGE;
use crate::classpath::ClassPath;
use crate::sandbox::{self, SandboxConfig};
use terrarium_gen::coverage::CoverageReport;
use terrarium_gen::junit::runner::{Status, TestRequest, TestResult, run_tests_with_coverage};

/// Exit status when a test failed.
pub const EXIT_FAILED: u8 = 1;

/// `--coverage`: the classes to measure, and where to write the counters.
#[derive(Debug, Default)]
pub struct Coverage {
    pub classes: Vec<String>,
    pub report: Option<std::path::PathBuf>,
}

/// Run `terrarium test`, natively or (with `sandbox`) in the sandbox guest;
/// returns the exit status.
pub fn run(
    cp: &[String],
    classes: &[String],
    fuel: u64,
    verbose: bool,
    coverage: &Coverage,
    sandbox: Option<&SandboxConfig>,
) -> u8 {
    run_with_format(cp, classes, fuel, verbose, false, coverage, sandbox)
}

/// [`run`], with each result printed as a JSON line when `json`.
pub fn run_with_format(
    cp: &[String],
    classes: &[String],
    fuel: u64,
    verbose: bool,
    json: bool,
    coverage: &Coverage,
    sandbox: Option<&SandboxConfig>,
) -> u8 {
    let class_path = match ClassPath::read(cp) {
        Ok(cp) => cp,
        Err(e) => {
            eprintln!("terrarium: {e}");
            return EXIT_USAGE;
        }
    };
    for w in class_path.warnings() {
        eprintln!("{w}");
    }
    if classes.is_empty() {
        eprintln!("terrarium: name the test classes to run (e.g. com.acme.ParserTest)");
        return EXIT_USAGE;
    }
    if !coverage.classes.is_empty() && sandbox.is_some() {
        eprintln!("terrarium: --coverage is not available with --sandbox");
        return EXIT_USAGE;
    }
    if let Some(c) = coverage
        .classes
        .iter()
        .find(|c| !class_path.classes.contains_key(&c.replace('.', "/")))
    {
        eprintln!(
            "terrarium: --coverage {c}: not on the class path ({})",
            class_path.text
        );
        return EXIT_USAGE;
    }
    let req = TestRequest {
        classes: class_path.classes,
        class_path: class_path.text,
        resources: class_path.resources,
        test_classes: classes.to_vec(),
        fuel,
    };
    let mut out = std::io::stdout().lock();
    let mut print = |r: &TestResult| {
        use std::io::Write;
        let name = match (&r.display, r.method.is_empty()) {
            (_, true) => r.class.clone(),
            (Some(d), false) => format!("{}.{} ({d})", r.class, r.method),
            (None, false) => format!("{}.{}", r.class, r.method),
        };
        // --format json: every result as one JSON line, for tools (the
        // Terrarium JUnit Platform engine); the other lines stay as they are.
        if json {
            if let Ok(l) = serde_json::to_string(r) {
                let _ = writeln!(out, "{l}");
            }
            return;
        }
        let line = match &r.status {
            Status::Failed(why) => Some(format!("FAILED  {name}: {why}")),
            Status::Skipped(why) if verbose => Some(format!("skipped {name}: {why}")),
            Status::Passed if verbose => Some(format!("passed  {name}")),
            _ => None,
        };
        if let Some(l) = line {
            let _ = writeln!(out, "{l}");
        }
    };
    let mut measured = Vec::new();
    let results = match sandbox {
        None => {
            let (results, reports) = run_tests_with_coverage(&req, &coverage.classes, &mut print);
            measured = reports;
            results
        }
        Some(cfg) => match sandbox::test(&req, cfg) {
            Ok(results) => {
                results.iter().for_each(&mut print);
                results
            }
            Err(e) => {
                eprintln!("terrarium: {e}");
                return (e.status() & 0xff) as u8;
            }
        },
    };
    for c in &measured {
        let pct = |x: &terrarium_gen::coverage::Counter| x.percent().floor();
        println!(
            "coverage {}: branches {}/{} ({}%), lines {}/{} ({}%), methods {}/{}",
            c.class,
            c.branches.covered,
            c.branches.total,
            pct(&c.branches),
            c.lines.covered,
            c.lines.total,
            pct(&c.lines),
            c.methods.covered,
            c.methods.total
        );
    }
    if let Some(path) = &coverage.report
        && let Err(e) = write_report(path, &measured)
    {
        eprintln!("terrarium: {}: {e}", path.display());
        return EXIT_USAGE;
    }
    let count = |f: fn(&Status) -> bool| results.iter().filter(|r| f(&r.status)).count();
    let passed = count(|s| *s == Status::Passed);
    let failed = count(|s| matches!(s, Status::Failed(_)));
    let skipped = count(|s| matches!(s, Status::Skipped(_)));
    if skipped > 0 {
        println!("{passed} passed, {failed} failed, {skipped} skipped");
    } else {
        println!("{passed} passed, {failed} failed");
    }
    if failed > 0 { EXIT_FAILED } else { 0 }
}

fn write_report(path: &std::path::Path, classes: &[CoverageReport]) -> Result<(), String> {
    #[derive(serde::Serialize)]
    struct Report<'a> {
        classes: &'a [CoverageReport],
    }
    let json = serde_json::to_string_pretty(&Report { classes }).map_err(|e| e.to_string())?;
    std::fs::write(path, json + "\n").map_err(|e| e.to_string())
}
