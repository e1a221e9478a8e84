//! `terrarium test`: run JUnit test classes inside the interpreter; one
//! line per failing test with its reason, then `N passed, N failed`. With
//! `--sandbox` the tests run inside the sandbox guest (`crate::sandbox`) and
//! the same lines are printed when its answer arrives. `--reports-dir`,
//! `--coverage-xml` and `--coverage-html` write the standard reports
//! (`crate::reports`); with several test classes a progress bar (a line per
//! class when stderr is no terminal) shows how far it got. With `--format
//! json` each test's line is its result as JSON (`{"class", "method",
//! "display"?, "status", "reason"?}`).
use std::io::IsTerminal;
use std::path::PathBuf;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::EXIT_USAGE;
use crate::classpath::ClassPath;
use crate::reports;
use crate::sandbox::{self, SandboxConfig};
use terrarium_gen::coverage::{ClassCoverage, CoverageReport};
use terrarium_gen::junit::runner::{
    Selection, Status, TestDetail, TestObserver, TestRequest, TestResult, is_test_class,
    run_tests_observed,
};

/// Exit status when a test failed.
pub const EXIT_FAILED: u8 = 1;

/// Exit status when the branch coverage is below `--fail-under` (and no
/// test failed): `test` and `gen`.
pub const EXIT_COVERAGE: u8 = 4;

/// `--coverage`: the classes to measure, and where to write the counters.
#[derive(Debug, Default)]
pub struct Coverage {
    pub classes: Vec<String>,
    /// `--coverage-report`: the counters as JSON.
    pub report: Option<PathBuf>,
    /// `--coverage-xml`: JaCoCo's XML report.
    pub xml: Option<PathBuf>,
    /// `--coverage-html`: a page per source file.
    pub html: Option<PathBuf>,
    /// `--sources`: where the pages' source files are (package directories under them).
    pub sources: Vec<PathBuf>,
    /// `--fail-under`: the branch coverage of the classes together must reach this percent.
    pub fail_under: Option<f64>,
}

/// The reports of the tests themselves.
#[derive(Debug, Default)]
pub struct Reports {
    /// `--reports-dir`: Surefire's `TEST-<class>.xml` per test class.
    pub dir: Option<PathBuf>,
    /// `-q`: no progress display.
    pub quiet: bool,
    /// `--format json`: every result as one JSON line on stdout, for tools
    /// (the Terrarium JUnit Platform engine).
    pub json: bool,
}

/// Prints the results as they come, keeps them with their details per test
/// class, and shows the progress over the classes.
struct Printer<'a> {
    verbose: bool,
    json: bool,
    /// Per test class (in the request's order): its results.
    done: Vec<Vec<(TestResult, TestDetail)>>,
    current: Vec<(TestResult, TestDetail)>,
    classes: &'a [String],
    progress: Progress,
}

/// How the progress over several test classes shows.
enum Progress {
    None,
    /// A terminal: a bar.
    Bar(ProgressBar),
    /// A log: a line per finished class.
    Lines,
}

impl Printer<'_> {
    fn print(&mut self, r: &TestResult) {
        use std::io::Write;
        let name = match (&r.display, r.method.is_empty()) {
            (_, true) => r.class.clone(),
            (Some(d), false) => format!("{}.{} ({d})", r.class, r.method),
            (None, false) => format!("{}.{}", r.class, r.method),
        };
        let line = match &r.status {
            _ if self.json => serde_json::to_string(r).ok(),
            Status::Failed(why) => Some(format!("FAILED  {name}: {why}")),
            Status::Skipped(why) if self.verbose => Some(format!("skipped {name}: {why}")),
            Status::Passed if self.verbose => Some(format!("passed  {name}")),
            _ => None,
        };
        if let Some(l) = line {
            let write = || {
                let _ = writeln!(std::io::stdout().lock(), "{l}");
            };
            match &self.progress {
                Progress::Bar(bar) => bar.suspend(write),
                _ => write(),
            }
        }
    }
}

impl TestObserver for Printer<'_> {
    fn test_done(&mut self, result: &TestResult, detail: &TestDetail) {
        self.print(result);
        self.current.push((result.clone(), detail.clone()));
    }

    fn class_done(&mut self, class: &str, index: usize) {
        let results = std::mem::take(&mut self.current);
        let total = self.classes.len();
        match &self.progress {
            Progress::None => {}
            Progress::Bar(bar) => {
                bar.inc(1);
                bar.set_message(class.to_string());
            }
            Progress::Lines => eprintln!("[{}/{total}] {class}: {}", index + 1, tally(&results)),
        }
        self.done.push(results);
    }
}

/// `3 tests, 1 failed, 1 skipped`.
fn tally(results: &[(TestResult, TestDetail)]) -> String {
    let failed = results
        .iter()
        .filter(|(r, _)| matches!(r.status, Status::Failed(_)))
        .count();
    let skipped = results
        .iter()
        .filter(|(r, _)| matches!(r.status, Status::Skipped(_)))
        .count();
    let mut s = format!("{} tests, {failed} failed", results.len());
    if skipped > 0 {
        s.push_str(&format!(", {skipped} skipped"));
    }
    s
}

/// The results of a run in the sandbox, by the test class they belong to
/// (its own results and its nested classes'), with no details.
fn by_class(classes: &[String], results: &[TestResult]) -> Vec<Vec<(TestResult, TestDetail)>> {
    let mut out = vec![Vec::new(); classes.len()];
    for r in results {
        let owner = classes.iter().position(|c| r.class == *c).or_else(|| {
            classes
                .iter()
                .position(|c| r.class.starts_with(&format!("{c}$")))
        });
        if let Some(k) = owner
            && let Some(v) = out.get_mut(k)
        {
            v.push((r.clone(), TestDetail::default()));
        }
    }
    out
}

/// `--scan`, `--tag`, `--exclude-tag`, `--category`: which test classes
/// and tests run besides the classes named.
#[derive(Debug, Default)]
pub struct Select {
    /// Directories and jars whose test classes run (added to the class path).
    pub scan: Vec<String>,
    pub selection: Selection,
}

/// Run `terrarium test`, natively or (with `sandbox`) in the sandbox guest;
/// returns the exit status.
pub fn run(
    cp: &[String],
    classes: &[String],
    fuel: u64,
    verbose: bool,
    coverage: &Coverage,
    reports: &Reports,
    sandbox: Option<&SandboxConfig>,
) -> u8 {
    run_selected(
        cp,
        classes,
        &Select::default(),
        fuel,
        verbose,
        coverage,
        reports,
        sandbox,
    )
}

/// [`run`] with `--scan`, `--tag`, `--exclude-tag`, `--category`.
#[allow(clippy::too_many_arguments)]
pub fn run_selected(
    cp: &[String],
    classes: &[String],
    select: &Select,
    fuel: u64,
    verbose: bool,
    coverage: &Coverage,
    reports: &Reports,
    sandbox: Option<&SandboxConfig>,
) -> u8 {
    let selection = &select.selection;
    if let Some(t) = selection
        .tags
        .iter()
        .chain(&selection.exclude_tags)
        .find(|t| t.trim().is_empty() || t.contains(['&', '|', '!', '(', ')', ',']))
    {
        eprintln!(
            "terrarium: --tag/--exclude-tag {t:?}: give one tag name (tag expressions are not supported)"
        );
        return EXIT_USAGE;
    }
    let mut entries = cp.to_vec();
    entries.extend(select.scan.iter().cloned());
    let class_path = match ClassPath::read(&entries) {
        Ok(cp) => cp,
        Err(e) => {
            eprintln!("terrarium: {e}");
            return EXIT_USAGE;
        }
    };
    for w in class_path.warnings() {
        eprintln!("{w}");
    }
    let mut classes = classes.to_vec();
    for dir in &select.scan {
        let found = match ClassPath::read(std::slice::from_ref(dir)) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("terrarium: --scan {e}");
                return EXIT_USAGE;
            }
        };
        // The scanned entry's classes as the whole class path sees them
        // (an earlier entry may hold the same name).
        let tests: Vec<String> = found
            .classes
            .keys()
            .filter(|c| is_test_class(&class_path.classes, c))
            .map(|c| c.replace('/', "."))
            .filter(|c| !classes.contains(c))
            .collect();
        classes.extend(tests);
    }
    if classes.is_empty() {
        if select.scan.is_empty() {
            eprintln!("terrarium: name the test classes to run (e.g. com.acme.ParserTest)");
        } else {
            eprintln!("terrarium: --scan found no test classes");
        }
        return EXIT_USAGE;
    }
    let classes = classes.as_slice();
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
        select: selection.clone(),
        classes: class_path.classes,
        class_path: class_path.text,
        resources: class_path.resources,
        test_classes: classes.to_vec(),
        fuel,
    };
    let progress = if classes.len() < 2 || reports.quiet {
        Progress::None
    } else if std::io::stderr().is_terminal() {
        let bar =
            ProgressBar::with_draw_target(Some(classes.len() as u64), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template("[{pos}/{len}] [{bar:24}] {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        Progress::Bar(bar)
    } else {
        Progress::Lines
    };
    let mut printer = Printer {
        verbose,
        json: reports.json,
        done: Vec::new(),
        current: Vec::new(),
        classes,
        progress,
    };
    let mut measured: Vec<(String, ClassCoverage)> = Vec::new();
    let results = match sandbox {
        None => {
            let (results, covered) = run_tests_observed(&req, &coverage.classes, &mut printer);
            measured = coverage.classes.iter().cloned().zip(covered).collect();
            results
        }
        Some(cfg) => match sandbox::test(&req, cfg) {
            Ok(results) => {
                results.iter().for_each(|r| printer.print(r));
                // The guest answers once: each class is done now.
                for (k, (class, rs)) in classes.iter().zip(by_class(classes, &results)).enumerate()
                {
                    printer.current = rs;
                    printer.class_done(class, k);
                }
                results
            }
            Err(e) => {
                eprintln!("terrarium: {e}");
                return (e.status() & 0xff) as u8;
            }
        },
    };
    if let Progress::Bar(bar) = &printer.progress {
        bar.finish_and_clear();
    }
    if let Some(dir) = &reports.dir {
        for (class, results) in classes.iter().zip(&printer.done) {
            if let Err(e) = reports::write_surefire(dir, class, results) {
                eprintln!("terrarium: {e}");
                return EXIT_USAGE;
            }
        }
    }
    let counters: Vec<CoverageReport> = measured.iter().map(|(n, c)| c.report(n)).collect();
    for c in &counters {
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
        && let Err(e) = write_report(path, &counters)
    {
        eprintln!("terrarium: {}: {e}", path.display());
        return EXIT_USAGE;
    }
    if let Some(path) = &coverage.xml
        && let Err(e) = std::fs::write(path, reports::jacoco_xml("terrarium test", &measured))
    {
        eprintln!("terrarium: {}: {e}", path.display());
        return EXIT_USAGE;
    }
    if let Some(dir) = &coverage.html
        && let Err(e) = reports::write_html(dir, &measured, &coverage.sources)
    {
        eprintln!("terrarium: {e}");
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
    if failed > 0 {
        return EXIT_FAILED;
    }
    match coverage.fail_under {
        Some(min) if reports::branch_percent(&measured) < min => {
            eprintln!(
                "terrarium: branch coverage {:.1}% is below --fail-under {min}%",
                reports::branch_percent(&measured)
            );
            EXIT_COVERAGE
        }
        _ => 0,
    }
}

fn write_report(path: &std::path::Path, classes: &[CoverageReport]) -> Result<(), String> {
    #[derive(serde::Serialize)]
    struct Report<'a> {
        classes: &'a [CoverageReport],
    }
    let json = serde_json::to_string_pretty(&Report { classes }).map_err(|e| e.to_string())?;
    std::fs::write(path, json + "\n").map_err(|e| e.to_string())
}
