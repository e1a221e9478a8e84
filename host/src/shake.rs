//! `terrarium shake` and `terrarium replay`: the host's side of
//! `terrarium_gen::junit::shake` — reading the class path, showing progress,
//! writing the report and the replay files, reading a replay file back.
use std::path::{Path, PathBuf};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use terrarium_gen::junit::runner::{Status, TestRequest, TestResult};
use terrarium_gen::junit::shake::{
    Replay, ShakeRequest, TestVerdict, Verdict, replay_traced, shake_class, shake_class_order,
};

use crate::EXIT_USAGE;
use crate::classpath::ClassPath;

/// Exit status when a test is flaky or broken (shake), or the replayed test failed (replay).
pub const EXIT_FOUND: u8 = 1;

pub struct ShakeOptions {
    pub runs: u32,
    pub seed: u64,
    /// Wall-clock time for all classes: a class's runs stop when it is spent.
    pub budget: Option<std::time::Duration>,
    /// Look for a failure whose message contains this text.
    pub match_message: Option<String>,
    pub fuel: u64,
    pub report: Option<PathBuf>,
    pub replay_dir: PathBuf,
    pub quiet: bool,
}

fn test_request(cp: &[String], classes: &[String], fuel: u64) -> Result<TestRequest, String> {
    let class_path = ClassPath::read(cp).map_err(|e| e.to_string())?;
    for w in class_path.warnings() {
        eprintln!("{w}");
    }
    Ok(TestRequest {
        select: Default::default(),
        classes: class_path.classes,
        class_path: class_path.text,
        resources: class_path.resources,
        test_classes: classes.to_vec(),
        fuel,
    })
}

/// `terrarium shake`: returns the exit status.
pub fn shake(cp: &[String], classes: &[String], o: &ShakeOptions) -> u8 {
    if classes.is_empty() {
        eprintln!("terrarium: name the test classes to shake (e.g. com.acme.CacheTest)");
        return EXIT_USAGE;
    }
    let tests = match test_request(cp, classes, o.fuel) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("terrarium: {e}");
            return EXIT_USAGE;
        }
    };
    let req = ShakeRequest {
        tests,
        runs: o.runs,
        seed: o.seed,
        match_message: o.match_message.clone(),
    };
    let deadline = o.budget.map(|b| std::time::Instant::now() + b);
    let mut all: Vec<TestVerdict> = Vec::new();
    let mut class_failures: Vec<TestResult> = Vec::new();
    for class in classes {
        let bar = if o.quiet {
            ProgressBar::hidden()
        } else {
            let b = ProgressBar::with_draw_target(
                Some(u64::from(o.runs) + 1),
                ProgressDrawTarget::stderr(),
            );
            if let Ok(style) =
                ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} runs {elapsed}")
            {
                b.set_style(style.progress_chars("=> "));
            }
            b.set_message(class.clone());
            b
        };
        let r = shake_class(&req, class, &mut |i| {
            bar.set_position(u64::from(i) + 1);
            deadline.is_none_or(|d| std::time::Instant::now() < d)
        });
        bar.finish_and_clear();
        match r {
            Ok(v) => all.extend(v),
            Err(f) => class_failures.extend(f),
        }
    }
    // Then the classes' order among themselves, on one VM per order.
    let bar = if o.quiet || classes.len() < 2 {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::new_spinner();
        b.set_message("test classes in other orders");
        b
    };
    shake_class_order(&req, classes, &mut all, &mut || {
        bar.tick();
        deadline.is_none_or(|d| std::time::Instant::now() < d)
    });
    bar.finish_and_clear();
    for f in &class_failures {
        if let Status::Failed(why) = &f.status {
            println!("ERROR   {}: {why}", f.class);
        }
    }
    if let Err(e) = std::fs::create_dir_all(&o.replay_dir)
        && all.iter().any(|v| v.replay.is_some())
    {
        eprintln!("terrarium: {}: {e}", o.replay_dir.display());
        return EXIT_USAGE;
    }
    let mut replay_files: Vec<Option<PathBuf>> = Vec::new();
    for v in &all {
        let file = match &v.replay {
            Some(r) => match write_replay(&o.replay_dir, r) {
                Ok(p) => Some(p),
                Err(e) => {
                    eprintln!("terrarium: {e}");
                    return EXIT_USAGE;
                }
            },
            None => None,
        };
        replay_files.push(file);
    }
    for (v, file) in all.iter().zip(&replay_files) {
        let name = format!("{}.{}", v.class, v.method);
        match v.verdict {
            Verdict::Flaky => {
                // No category: its failures were not the one --match-message looks for.
                let category = v
                    .category
                    .map(|c| {
                        let name = serde_json::to_string(&c).unwrap_or_default();
                        format!(" [{}]", name.trim_matches('"'))
                    })
                    .unwrap_or_default();
                let polluter = v
                    .polluter
                    .as_ref()
                    .map(|p| format!(" (after {p})"))
                    .unwrap_or_default();
                println!(
                    "FLAKY   {name}{category}{polluter}: failed {} of {} runs: {}",
                    v.failures,
                    v.runs,
                    v.message.as_deref().unwrap_or("")
                );
                if let Some(f) = file {
                    println!(
                        "        replay: terrarium replay --cp {} {}",
                        cp.join(":"),
                        f.display()
                    );
                }
            }
            Verdict::Broken => println!(
                "BROKEN  {name}: failed all {} runs: {}",
                v.runs,
                v.message.as_deref().unwrap_or("")
            ),
            Verdict::Stable => {}
        }
    }
    let count = |x: Verdict| all.iter().filter(|v| v.verdict == x).count();
    println!(
        "{} flaky, {} broken, {} stable",
        count(Verdict::Flaky),
        count(Verdict::Broken),
        count(Verdict::Stable)
    );
    if let Some(path) = &o.report
        && let Err(e) = write_report(path, &all, &replay_files)
    {
        eprintln!("terrarium: {}: {e}", path.display());
        return EXIT_USAGE;
    }
    if count(Verdict::Flaky) + count(Verdict::Broken) > 0 || !class_failures.is_empty() {
        EXIT_FOUND
    } else {
        0
    }
}

/// `--explain`: the last switches between threads before the test ended,
/// each with where the thread that stopped was and why it stopped.
fn print_switches(switches: &[terrarium_gen::junit::shake::Switch]) {
    const SHOWN: usize = 20;
    if switches.is_empty() {
        println!("        no switch between threads (the test ran on one thread)");
        return;
    }
    let from = switches.len().saturating_sub(SHOWN);
    println!(
        "        the last {} switches between threads (instruction: who stopped, where, why -> who ran next):",
        switches.len() - from
    );
    let shown = &switches[from..];
    let shared = shared_touches(shown);
    for s in shown {
        let at = if s.stopped_at.is_empty() {
            String::new()
        } else {
            format!(" at {}", s.stopped_at)
        };
        println!(
            "        {:>12}: {}{at} ({}) -> {}",
            s.at, s.from, s.why, s.to
        );
        let touched: Vec<String> = s
            .touched
            .iter()
            .map(|t| {
                let key = (t.what.as_str(), t.object.as_deref());
                let mark = if shared.contains(&key) { "shared " } else { "" };
                let verb = match (t.what.as_str(), t.write) {
                    ("lock", _) => "locked",
                    (_, true) => "wrote",
                    (_, false) => "read",
                };
                let what = match (t.what.as_str(), &t.object) {
                    ("lock", Some(o)) => o.clone(),
                    (w, Some(o)) => format!("{o}.{w}"),
                    (w, None) => w.to_string(),
                };
                let times = if t.count > 1 {
                    format!(" x{}", t.count)
                } else {
                    String::new()
                };
                format!("{mark}{verb} {what}{times}")
            })
            .collect();
        if !touched.is_empty() {
            println!("        {:>12}  {}", "", touched.join(", "));
        }
    }
}

/// A field (`hits`) or `lock`, and the object it belongs to.
type TouchKey<'a> = (&'a str, Option<&'a str>);

/// Fields and monitors that more than one thread touched in `switches`,
/// at least one of them writing: where a race or a lock handover is.
fn shared_touches(
    switches: &[terrarium_gen::junit::shake::Switch],
) -> std::collections::BTreeSet<TouchKey<'_>> {
    // Per field or monitor: the threads that touched it, and whether one wrote.
    let mut by: std::collections::BTreeMap<TouchKey, (Vec<&str>, bool)> = Default::default();
    for s in switches {
        for t in &s.touched {
            let e = by
                .entry((t.what.as_str(), t.object.as_deref()))
                .or_default();
            if !e.0.contains(&s.from.as_str()) {
                e.0.push(&s.from);
            }
            e.1 |= t.write;
        }
    }
    by.into_iter()
        .filter(|(_, (threads, write))| threads.len() > 1 && *write)
        .map(|(k, _)| k)
        .collect()
}

fn write_replay(dir: &Path, r: &Replay) -> Result<PathBuf, String> {
    let path = dir.join(format!("{}.{}.json", r.class, r.method));
    let json = serde_json::to_string_pretty(r).map_err(|e| e.to_string())?;
    std::fs::write(&path, json + "\n").map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

fn write_report(
    path: &Path,
    tests: &[TestVerdict],
    files: &[Option<PathBuf>],
) -> Result<(), String> {
    #[derive(serde::Serialize)]
    struct Entry<'a> {
        #[serde(flatten)]
        verdict: &'a TestVerdict,
        #[serde(skip_serializing_if = "Option::is_none")]
        replay_file: Option<String>,
    }
    #[derive(serde::Serialize)]
    struct Report<'a> {
        tests: Vec<Entry<'a>>,
    }
    let report = Report {
        tests: tests
            .iter()
            .zip(files)
            .map(|(verdict, f)| Entry {
                verdict,
                replay_file: f.as_ref().map(|p| p.display().to_string()),
            })
            .collect(),
    };
    let json = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
    std::fs::write(path, json + "\n").map_err(|e| e.to_string())
}

/// `terrarium replay`: run each file's test under its perturbation (in the
/// sandbox guest with `sandbox`); exit 1 when a replayed test failed
/// (reproduced), 0 when all passed.
pub fn replay(
    cp: &[String],
    files: &[PathBuf],
    fuel: u64,
    explain: bool,
    sandbox: Option<&crate::sandbox::SandboxConfig>,
) -> u8 {
    if explain && sandbox.is_some() {
        eprintln!("terrarium: --explain is not available with --sandbox");
        return EXIT_USAGE;
    }
    let mut failed = false;
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("terrarium: {}: {e}", file.display());
                return EXIT_USAGE;
            }
        };
        let r: Replay = match serde_json::from_str(&text) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("terrarium: {}: not a replay file: {e}", file.display());
                return EXIT_USAGE;
            }
        };
        if r.version != 1 {
            eprintln!(
                "terrarium: {}: replay file version {} (this Terrarium reads version 1)",
                file.display(),
                r.version
            );
            return EXIT_USAGE;
        }
        let tests = match test_request(cp, std::slice::from_ref(&r.class), fuel) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("terrarium: {e}");
                return EXIT_USAGE;
            }
        };
        let name = format!("{}.{}", r.class, r.method);
        let mut switches = Vec::new();
        let result = match sandbox {
            None => replay_traced(&tests, &r, explain).map(|(result, s)| {
                switches = s;
                result
            }),
            Some(cfg) => {
                let job = terrarium_gen::request::ReplayJob {
                    tests,
                    replay: r.clone(),
                };
                match crate::sandbox::replay(&job, cfg) {
                    Ok(mut results) if results.len() == 1 && results[0].method == r.method => {
                        Ok(results.remove(0))
                    }
                    Ok(results) => Err(results),
                    Err(e) => {
                        eprintln!("terrarium: {e}");
                        return (e.status() & 0xff) as u8;
                    }
                }
            }
        };
        match result {
            Err(errors) => {
                for e in errors {
                    if let Status::Failed(why) = e.status {
                        println!("ERROR   {}: {why}", e.class);
                    }
                }
                failed = true;
            }
            Ok(result) => match result.status {
                Status::Failed(why) => {
                    failed = true;
                    println!("FAILED  {name}: {why}");
                    if why == r.failure {
                        println!(
                            "        reproduced: the failure recorded in {}",
                            file.display()
                        );
                    } else {
                        println!(
                            "        a different failure than the recorded one: {}",
                            r.failure
                        );
                    }
                }
                Status::Passed => {
                    println!("passed  {name}: not reproduced (recorded: {})", r.failure)
                }
                Status::Skipped(why) => println!("skipped {name}: {why}"),
            },
        }
        if explain {
            print_switches(&switches);
        }
    }
    if failed { EXIT_FOUND } else { 0 }
}
