//! `terrarium gen`: read the class path, pick the classes (named, or a
//! package, then this machine's shard), generate tests for each — several at
//! once with `--jobs` — with a progress line per class, write the JUnit
//! sources under `--out`, print a summary table and write `--report`.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use terrarium_gen::generate::{ClassReport, ClassResult, GenRequest, generate_class};
use terrarium_gen::search::Progress;

use crate::classpath::ClassPath;

/// Exit status when a class could not be generated for.
pub const EXIT_SOME_FAILED: u8 = 1;
/// Exit status for a bad command line or class path.
pub const EXIT_USAGE: u8 = 2;

pub struct GenOptions {
    pub cp: Vec<String>,
    pub classes: Vec<String>,
    pub package: Option<String>,
    pub out: PathBuf,
    /// Wall-clock budget per class (`None`: only `evals`).
    pub budget: Option<Duration>,
    pub request: GenRequest,
    pub report: Option<PathBuf>,
    pub jobs: usize,
    /// This machine's shard: (index from 1, count).
    pub shard: Option<(usize, usize)>,
    pub quiet: bool,
}

/// `I/N` with 1 ≤ I ≤ N.
pub fn parse_shard(s: &str) -> Result<(usize, usize), String> {
    let err = || format!("not a shard: {s:?} (use I/N with 1 <= I <= N, e.g. 2/4)");
    let (i, n) = s.split_once('/').ok_or_else(err)?;
    let i: usize = i.trim().parse().map_err(|_| err())?;
    let n: usize = n.trim().parse().map_err(|_| err())?;
    if i == 0 || n == 0 || i > n {
        return Err(err());
    }
    Ok((i, n))
}

/// The classes to generate for, in order: those named, or every
/// non-nested, non-synthetic class of `package`; then the shard's share
/// (every N-th class, so shards stay balanced as the list grows).
pub fn select(cp: &ClassPath, opts: &GenOptions) -> Result<Vec<String>, String> {
    let mut names: Vec<String> = opts.classes.iter().map(|c| c.replace('.', "/")).collect();
    if let Some(p) = &opts.package {
        let prefix = format!("{}/", p.replace('.', "/"));
        for name in cp.classes.keys() {
            let rest = match name.strip_prefix(&prefix) {
                Some(r) => r,
                None => continue,
            };
            if !rest.contains('/') && !rest.contains('$') && !rest.ends_with("package-info") {
                names.push(name.clone());
            }
        }
    }
    for n in &names {
        if !cp.classes.contains_key(n) {
            return Err(format!(
                "class {} is not on the class path ({})",
                n.replace('/', "."),
                cp.text
            ));
        }
    }
    names.dedup();
    if names.is_empty() {
        return Err("no classes to generate tests for (name classes, or --package)".into());
    }
    if let Some((i, n)) = opts.shard {
        names = names
            .into_iter()
            .enumerate()
            .filter(|(k, _)| k % n == i - 1)
            .map(|(_, c)| c)
            .collect();
    }
    Ok(names)
}

/// One progress line, updated by the search.
struct Bar {
    bar: ProgressBar,
    class: String,
    start: Instant,
    budget: Option<Duration>,
    evals: Option<u64>,
}

impl Progress for Bar {
    fn update(&mut self, covered: usize, total: usize, executions: u64) {
        let secs = self.start.elapsed().as_secs_f64().max(1e-3);
        let left = match (self.budget, self.evals) {
            (Some(b), _) => format!("{:.0}s left", b.as_secs_f64() - secs),
            (None, Some(n)) => format!("{} evals left", n.saturating_sub(executions)),
            (None, None) => String::new(),
        };
        self.bar.set_length(total as u64);
        self.bar.set_position(covered as u64);
        self.bar.set_message(format!(
            "{}  {covered}/{total} goals  {:.0} exec/s  {left}",
            self.class,
            executions as f64 / secs
        ));
    }
}

#[derive(Serialize)]
struct Report<'a> {
    classes: Vec<&'a ClassReport>,
}

/// Run `gen`; returns the exit status.
pub fn run(opts: GenOptions) -> u8 {
    let cp = match ClassPath::read(&opts.cp) {
        Ok(cp) => cp,
        Err(e) => {
            eprintln!("terrarium: {e}");
            return EXIT_USAGE;
        }
    };
    let targets = match select(&cp, &opts) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("terrarium: {e}");
            return EXIT_USAGE;
        }
    };
    let mut request = opts.request.clone();
    request.classes = cp.classes;
    let request = Arc::new(request);
    let multi = MultiProgress::with_draw_target(if opts.quiet {
        ProgressDrawTarget::hidden()
    } else {
        ProgressDrawTarget::stderr()
    });
    let queue = Arc::new(Mutex::new(
        targets.iter().cloned().enumerate().collect::<Vec<_>>(),
    ));
    let results: Arc<Mutex<BTreeMap<usize, ClassResult>>> = Arc::new(Mutex::new(BTreeMap::new()));
    let style = ProgressStyle::with_template("{prefix} [{bar:24}] {msg}")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    let total = targets.len();
    let jobs = opts.jobs.clamp(1, total.max(1));
    let mut handles = Vec::new();
    for _ in 0..jobs {
        let (queue, results, request, multi, style) = (
            queue.clone(),
            results.clone(),
            request.clone(),
            multi.clone(),
            style.clone(),
        );
        let budget = opts.budget;
        handles.push(std::thread::spawn(move || {
            loop {
                let next = queue.lock().ok().and_then(|mut q| {
                    if q.is_empty() {
                        None
                    } else {
                        Some(q.remove(0))
                    }
                });
                let Some((k, class)) = next else { break };
                let bar = multi.add(ProgressBar::new(1));
                bar.set_style(style.clone());
                bar.set_prefix(format!("[{}/{total}]", k + 1));
                let start = Instant::now();
                let deadline = budget.map(|b| start + b);
                let expired = move || deadline.is_some_and(|d| Instant::now() >= d);
                let mut progress = Bar {
                    bar: bar.clone(),
                    class: class.replace('/', "."),
                    start,
                    budget,
                    evals: request.budget_evals,
                };
                let mut r = generate_class(&request, &class, &expired, &mut progress);
                r.report.seconds = (start.elapsed().as_secs_f64() * 10.0).round() / 10.0;
                bar.finish_and_clear();
                if let Ok(mut m) = results.lock() {
                    m.insert(k, r);
                }
            }
        }));
    }
    for h in handles {
        let _ = h.join();
    }
    let results = match Arc::try_unwrap(results)
        .ok()
        .and_then(|m| m.into_inner().ok())
    {
        Some(r) => r,
        None => {
            eprintln!("terrarium: internal error: a generation thread failed");
            return 125;
        }
    };
    let mut status = 0;
    for r in results.values() {
        if let Some(e) = &r.report.error {
            eprintln!("terrarium: {}: {e}", r.report.class);
            status = EXIT_SOME_FAILED;
        }
        for f in &r.files {
            if let Err(e) = write_file(&opts.out.join(&f.path), &f.source) {
                eprintln!("terrarium: {e}");
                return EXIT_USAGE;
            }
        }
    }
    print_summary(results.values().map(|r| &r.report));
    if let Some(path) = &opts.report {
        let report = Report {
            classes: results.values().map(|r| &r.report).collect(),
        };
        let text = serde_json::to_string_pretty(&report).unwrap_or_default();
        if let Err(e) = std::fs::write(path, text + "\n") {
            eprintln!("terrarium: {}: {e}", path.display());
            return EXIT_USAGE;
        }
    }
    status
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

fn print_summary<'a>(reports: impl Iterator<Item = &'a ClassReport>) {
    let reports: Vec<&ClassReport> = reports.collect();
    let width = reports
        .iter()
        .map(|r| r.class.len())
        .max()
        .unwrap_or(5)
        .max(5);
    println!(
        "{:<width$}  {:>15}  {:>15}  {:>5}  {:>5}  {:>9}  {:>6}",
        "class", "branches", "lines", "tests", "world", "evals", "secs"
    );
    for r in &reports {
        let c = |x: &terrarium_gen::generate::Counter| {
            format!("{}/{} {:>3.0}%", x.covered, x.total, x.percent())
        };
        println!(
            "{:<width$}  {:>15}  {:>15}  {:>5}  {:>5}  {:>9}  {:>6.1}{}",
            r.class,
            c(&r.branches),
            c(&r.lines),
            r.tests,
            r.world_tests,
            r.evaluations,
            r.seconds,
            if r.error.is_some() { "  (failed)" } else { "" }
        );
    }
}
