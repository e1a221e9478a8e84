//! `terrarium record`: run a program's `main` with the calls into the
//! chosen classes recorded (`terrarium_gen::record`), write the JUnit +
//! Mockito tests made of them under the output directory, and report what
//! was recorded, what became tests, and how much recording cost.
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use terrarium_gen::record::{RecordOutput, RecordSpec};

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
}

/// Marks a file as written by `terrarium record`: only such files are replaced.
const MARK: &str = "recorded by Terrarium";

/// Exit status when the recorded tests could not be written.
pub const EXIT_WRITE: i32 = 3;

/// Record and write (the program's output to `out` and `err`, the report
/// to `err`); returns the exit status (the program's own when it
/// did not end normally, else 0, or [`EXIT_WRITE`]).
pub fn record(opts: RecordOptions, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let mut plain_time = None;
    if opts.measure_overhead {
        let start = Instant::now();
        let _ = run_native(&opts.run, &mut std::io::sink(), &mut std::io::sink());
        plain_time = Some(start.elapsed().as_secs_f64());
    }
    let mut run = opts.run;
    run.record = Some(opts.spec.clone());
    let start = Instant::now();
    let response = run_native(&run, out, err);
    let recorded_time = start.elapsed().as_secs_f64();
    let Some(output) = response.record else {
        // The program did not start (class path, main class): already said.
        return response.status;
    };
    if output.classes.is_empty() {
        let _ = writeln!(
            err,
            "terrarium record: the run loaded no class matching {} (check --classes)",
            opts.spec.classes.join(", ")
        );
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
    if response.status != 0 {
        let _ = writeln!(
            err,
            "terrarium record: the program ended with status {}; tests were written from what ran",
            response.status
        );
    }
    0
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
            .and_then(|_| std::fs::write(&path, &f.source));
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
    }
    for p in written {
        let _ = writeln!(err, "wrote {}", p.display());
    }
    if written.is_empty() && !output.files.is_empty() {
        let _ = writeln!(err, "wrote nothing under {}", out.display());
    }
}
