//! `terrarium record`: run a program's `main` with the calls into the
//! chosen classes recorded (`terrarium_gen::record`), write the JUnit +
//! Mockito tests made of them under the output directory, and report what
//! was recorded, what became tests, and how much recording cost.
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use terrarium_gen::junit::runner::{
    DEFAULT_TEST_FUEL, Status, TestRequest, run_classes_in_order, run_tests_with_coverage,
};
use terrarium_gen::record::{
    RecordOutput, RecordSpec, RecordedFile, record_tests as record_tests_in,
};

use crate::classpath::ClassPath;

use crate::run::{RunRequest, run_native};

/// What the command line asked for.
pub struct RecordOptions {
    /// The run: class path, main class, arguments, world, budgets.
    pub run: RunRequest,
    pub spec: RecordSpec,
    /// Where the test sources go (a package's tests in its directory).
    pub out: PathBuf,
    /// Write the report as JSON to this file.
    pub report: Option<PathBuf>,
    /// Run the program once more without recording, to measure what
    /// recording costs.
    pub measure_overhead: bool,
    /// Compile the tests with `javac` and run them in Terrarium, keeping
    /// only those that pass (and measuring what they cover).
    pub check: bool,
    /// Record while these JUnit test classes run (binary names) instead of
    /// the program's `main`.
    pub tests: Vec<String>,
}

/// Marks a file as written by `terrarium record`: only such files are replaced.
const MARK: &str = "recorded by Terrarium";

/// Exit status when the recorded tests could not be written.
pub const EXIT_WRITE: i32 = 3;

/// Record and write (the program's output to `out` and `err`, the report
/// to `err`); returns the exit status: 0, the program's own when it could
/// not start, [`crate::EXIT_USAGE`] when no class matches, or [`EXIT_WRITE`].
pub fn record(mut opts: RecordOptions, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let recorded = match opts.tests.is_empty() {
        true => record_main(&mut opts, out, err),
        false => record_tests(&opts, out, err),
    };
    let Recorded {
        mut output,
        status,
        plain_time,
        recorded_time,
    } = match recorded {
        Ok(r) => r,
        Err(status) => return status,
    };
    let run = &opts.run;
    if opts.check && !output.files.is_empty() {
        let _ = writeln!(
            err,
            "checking the tests: compiling with javac, running in Terrarium"
        );
        if let Err(why) = check(&mut output, &run.class_path) {
            let _ = writeln!(err, "terrarium record: the tests were not checked: {why}");
        }
    }
    if output.classes.is_empty() {
        let _ = writeln!(
            err,
            "terrarium record: no class the run loaded matches {} (check --classes: a binary \
             name, pkg.* or pkg.**)",
            opts.spec.classes.join(", ")
        );
        return i32::from(crate::EXIT_USAGE);
    }
    let written = match write_files(&output, &opts.out, err) {
        Ok(w) => w,
        Err(status) => return status,
    };
    print_report(&output, &written, &opts.out, err);
    if let Some(plain) = plain_time {
        let _ = writeln!(
            err,
            "recording overhead: {:.2}x ({plain:.3} s without recording, {recorded_time:.3} s with)",
            recorded_time / plain.max(1e-9)
        );
    }
    if let Some(path) = &opts.report {
        let json = serde_json::to_string_pretty(&output).unwrap_or_default();
        if let Err(e) = std::fs::write(path, json + "\n") {
            let _ = writeln!(err, "terrarium record: {}: {e}", path.display());
            return EXIT_WRITE;
        }
    }
    if status != 0 {
        let what = match opts.tests.is_empty() {
            true => format!("the program ended with status {status}"),
            false => "some of the tests failed".to_string(),
        };
        let _ = writeln!(
            err,
            "terrarium record: {what}; tests were written from what ran"
        );
    }
    0
}

/// A recorded run: what it gave, how it ended, and what it took.
struct Recorded {
    output: RecordOutput,
    /// The program's exit status, or 1 when a test of the suite failed.
    status: i32,
    /// Seconds the run took without recording (`--measure-overhead`) and with.
    plain_time: Option<f64>,
    recorded_time: f64,
}

/// Record the program's `main`; `Err`: the program did not start (already said).
fn record_main(
    opts: &mut RecordOptions,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Recorded, i32> {
    let mut plain_time = None;
    if opts.measure_overhead {
        let start = Instant::now();
        let _ = run_native(&opts.run, &mut std::io::sink(), &mut std::io::sink());
        plain_time = Some(start.elapsed().as_secs_f64());
    }
    opts.run.record = Some(opts.spec.clone());
    let start = Instant::now();
    let response = run_native(&opts.run, out, err);
    let recorded_time = start.elapsed().as_secs_f64();
    let Some(output) = response.record else {
        // The program did not start (class path, main class): already said.
        return Err(response.status);
    };
    Ok(Recorded {
        output,
        status: response.status,
        plain_time,
        recorded_time,
    })
}

/// Record while the test classes run, one after another on one VM; their
/// failures are printed as `terrarium test` prints them.
fn record_tests(
    opts: &RecordOptions,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Recorded, i32> {
    let read = match ClassPath::read(&opts.run.class_path) {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(err, "terrarium: {e}");
            return Err(i32::from(crate::EXIT_USAGE));
        }
    };
    for w in read.warnings() {
        let _ = writeln!(err, "{w}");
    }
    let req = TestRequest {
        classes: read.classes,
        class_path: read.text,
        resources: read.resources,
        test_classes: opts.tests.clone(),
        fuel: DEFAULT_TEST_FUEL,
    };
    let mut plain_time = None;
    if opts.measure_overhead {
        let start = Instant::now();
        let _ = run_classes_in_order(&req, &opts.tests);
        plain_time = Some(start.elapsed().as_secs_f64());
    }
    let start = Instant::now();
    let (results, output) = record_tests_in(&req, &opts.spec);
    let recorded_time = start.elapsed().as_secs_f64();
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    for r in &results {
        let name = match r.method.is_empty() {
            true => r.class.clone(),
            false => format!("{}.{}", r.class, r.method),
        };
        match &r.status {
            Status::Passed => passed += 1,
            Status::Skipped(_) => skipped += 1,
            Status::Failed(why) => {
                failed += 1;
                let _ = writeln!(out, "FAILED  {name}: {why}");
            }
        }
    }
    let _ = writeln!(
        out,
        "{passed} passed, {failed} failed{}",
        match skipped {
            0 => String::new(),
            n => format!(", {n} skipped"),
        }
    );
    Ok(Recorded {
        output,
        status: i32::from(failed > 0),
        plain_time,
        recorded_time,
    })
}

/// Write the test files; a file that exists and was not written by
/// `terrarium record` is left alone (with a warning).
fn write_files(
    output: &RecordOutput,
    out: &Path,
    err: &mut dyn Write,
) -> Result<Vec<PathBuf>, i32> {
    let mut written = Vec::new();
    for f in &output.files {
        let path = out.join(&f.path);
        if let Ok(existing) = std::fs::read_to_string(&path)
            && !existing.contains(MARK)
        {
            let _ = writeln!(
                err,
                "terrarium record: {} exists and was not written by terrarium record: left as it is",
                path.display()
            );
            continue;
        }
        let result = path
            .parent()
            .map(std::fs::create_dir_all)
            .unwrap_or(Ok(()))
            .and_then(|_| std::fs::write(&path, f.source()));
        if let Err(e) = result {
            let _ = writeln!(err, "terrarium record: {}: {e}", path.display());
            return Err(EXIT_WRITE);
        }
        written.push(path);
    }
    Ok(written)
}

fn print_report(output: &RecordOutput, written: &[PathBuf], out: &Path, err: &mut dyn Write) {
    let _ = writeln!(
        err,
        "recorded {} calls{}",
        output.calls,
        if output.dropped > 0 {
            format!(" ({} more left out: the recording is full)", output.dropped)
        } else {
            String::new()
        }
    );
    for c in &output.classes {
        let _ = writeln!(
            err,
            "  {}: {} calls, {} behaviours, {} tests; the run covered lines {}/{}, branches {}/{}",
            c.class,
            c.calls,
            c.behaviours,
            c.tests,
            c.lines.covered,
            c.lines.total,
            c.branches.covered,
            c.branches.total
        );
        for (reason, n) in &c.left_out {
            let _ = writeln!(err, "    left out {n}: {reason}");
        }
        if let (Some(l), Some(b)) = (c.tests_lines, c.tests_branches) {
            let _ = writeln!(
                err,
                "    the tests cover lines {}/{}, branches {}/{}",
                l.covered, l.total, b.covered, b.total
            );
        }
        for (test, reason) in &c.dropped {
            let _ = writeln!(err, "    dropped {test}: {reason}");
        }
    }
    for p in written {
        let _ = writeln!(err, "wrote {}", p.display());
    }
    if written.is_empty() && !output.files.is_empty() {
        let _ = writeln!(err, "wrote nothing under {}", out.display());
    }
}

/// Compile the tests with `javac` (against the class path and Terrarium's
/// JUnit and Mockito), run them in Terrarium, drop those that do not
/// compile or pass (noting why in the report), and measure what the others
/// cover of the recorded classes. `Err` says why nothing was checked.
fn check(output: &mut RecordOutput, class_path: &[String]) -> Result<(), String> {
    // One directory per check, also when several run in one process.
    static CHECKS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = CHECKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let work = std::env::temp_dir().join(format!("terrarium-record-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    let result = check_in(output, class_path, &work);
    let _ = std::fs::remove_dir_all(&work);
    result
}

fn check_in(output: &mut RecordOutput, class_path: &[String], work: &Path) -> Result<(), String> {
    let io = |e: std::io::Error| format!("{}: {e}", work.display());
    let support = work.join("support");
    for (name, bytes) in jdk_shims::SupportSource::classes() {
        let path = support.join(format!("{name}.class"));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        std::fs::write(&path, bytes).map_err(io)?;
    }
    let classes = work.join("classes");
    let mut cp: Vec<String> = class_path.to_vec();
    cp.push(support.display().to_string());
    let measured: Vec<String> = output.classes.iter().map(|c| c.class.clone()).collect();
    // Compile, run, drop what fails, until what is left passes.
    for _round in 0..4 {
        compile(output, &cp, work, &classes)?;
        if output.files.is_empty() {
            return Ok(());
        }
        let mut run_cp = class_path.to_vec();
        run_cp.push(classes.display().to_string());
        let read = ClassPath::read(&run_cp).map_err(|e| e.to_string())?;
        let req = TestRequest {
            classes: read.classes,
            class_path: read.text,
            resources: read.resources,
            test_classes: output.files.iter().map(|f| f.class.clone()).collect(),
            fuel: DEFAULT_TEST_FUEL,
        };
        let (results, coverage) = run_tests_with_coverage(&req, &measured, &mut |_| {});
        let mut failed: Vec<(String, String, String)> = Vec::new();
        for r in results {
            let reason = match r.status {
                Status::Failed(why) => why.lines().next().unwrap_or("failed").to_string(),
                Status::Skipped(why) => format!("skipped: {why}"),
                Status::Passed => continue,
            };
            failed.push((r.class, r.method, reason));
        }
        if failed.is_empty() {
            for c in &mut output.classes {
                if let Some(cov) = coverage.iter().find(|k| k.class == c.class) {
                    c.tests_lines = Some(cov.lines);
                    c.tests_branches = Some(cov.branches);
                }
            }
            return Ok(());
        }
        for (class, method, reason) in failed {
            note_dropped(
                output,
                &class,
                &method,
                &format!("did not pass in Terrarium: {reason}"),
            );
        }
        output.files.retain(|f| !f.tests.is_empty());
    }
    Err("tests kept failing after three rounds of dropping those that failed".into())
}

/// Compile the tests into `classes`; a test that does not compile is
/// dropped, and the rest compiled again.
fn compile(
    output: &mut RecordOutput,
    cp: &[String],
    work: &Path,
    classes: &Path,
) -> Result<(), String> {
    let io = |e: std::io::Error| format!("{}: {e}", work.display());
    for _round in 0..4 {
        let _ = std::fs::remove_dir_all(classes);
        let _ = std::fs::remove_dir_all(work.join("src"));
        std::fs::create_dir_all(classes).map_err(io)?;
        if output.files.is_empty() {
            return Ok(());
        }
        let mut sources = Vec::new();
        for f in &output.files {
            let path = work.join("src").join(&f.path);
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(io)?;
            }
            std::fs::write(&path, f.source()).map_err(io)?;
            sources.push(path);
        }
        let out = std::process::Command::new("javac")
            .args([
                "-nowarn",
                "-encoding",
                "UTF-8",
                "-proc:none",
                "-cp",
                &cp.join(":"),
                "-d",
            ])
            .arg(classes)
            .args(&sources)
            .output()
            .map_err(|e| format!("cannot run javac ({e}); install a JDK or pass --no-check"))?;
        if out.status.success() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&out.stderr).to_string();
        if !drop_uncompiled(output, work, &text) {
            return Err(format!("javac failed:\n{text}"));
        }
    }
    Err("the tests kept failing to compile".into())
}

/// Drop the tests javac's errors point into; false when none could be found.
fn drop_uncompiled(output: &mut RecordOutput, work: &Path, javac: &str) -> bool {
    let mut dropped = false;
    let files: Vec<RecordedFile> = output.files.clone();
    for f in &files {
        let path = work.join("src").join(&f.path).display().to_string();
        // The first line of each test method in the source.
        let mut starts = Vec::new();
        let mut line = f.header.lines().count() + 1;
        for t in &f.tests {
            line += 1; // the blank line before it
            starts.push((line, t.name.clone(), line + t.source.lines().count()));
            line += t.source.lines().count();
        }
        for l in javac.lines() {
            let Some(rest) = l.strip_prefix(&format!("{path}:")) else {
                continue;
            };
            let Some((n, message)) = rest.split_once(": error: ") else {
                continue;
            };
            let Ok(n) = n.parse::<usize>() else { continue };
            if let Some((_, name, _)) = starts.iter().find(|(a, _, b)| (*a..*b).contains(&n)) {
                note_dropped(
                    output,
                    &f.class,
                    name,
                    &format!("did not compile: {message}"),
                );
                dropped = true;
            }
        }
    }
    output.files.retain(|f| !f.tests.is_empty());
    dropped
}

fn note_dropped(output: &mut RecordOutput, test_class: &str, method: &str, reason: &str) {
    let Some(file) = output.files.iter_mut().find(|f| f.class == test_class) else {
        return;
    };
    if !file.tests.iter().any(|t| t.name == method) {
        return;
    }
    file.without(&[method.to_string()]);
    // The report of the class the test class tests.
    let tested = test_class
        .strip_suffix("RecordedWorldTest")
        .or_else(|| test_class.strip_suffix("RecordedTest"))
        .unwrap_or(test_class);
    if let Some(c) = output
        .classes
        .iter_mut()
        .find(|c| c.class.replace('$', "") == tested)
    {
        c.tests = c.tests.saturating_sub(1);
        c.dropped.push((method.to_string(), reason.to_string()));
    }
}
