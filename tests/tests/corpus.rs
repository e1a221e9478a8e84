//! The differential corpus: every program in `corpus/programs` is compiled with
//! `javac`, run on Terrarium, and its stdout, stderr and exit status compared
//! byte for byte with what HotSpot produced (recorded by `corpus/record.sh`).
//!
//! `cargo test -p terrarium-tests --test corpus [-- NAME...]` runs all or the named programs.
use std::path::Path;
use std::sync::Mutex;

use host::run::{RunRequest, run_captured};
use interp::VmConfig;
use terrarium_tests::{java_files, javac, repo};

fn main() {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let dir = repo().join("corpus/programs");
    let out = repo().join("target/corpus-classes");
    let _ = std::fs::remove_dir_all(&out);
    let sources = java_files(&dir);
    if let Err(e) = javac(&sources, &out) {
        eprintln!("corpus: {e}");
        std::process::exit(1);
    }
    let names: Vec<String> = sources
        .iter()
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_string))
        .filter(|n| filter.is_empty() || filter.iter().any(|f| n.contains(f.as_str())))
        .collect();
    let queue = Mutex::new(names.clone());
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(2)
        {
            s.spawn(|| {
                while let Some(name) = queue.lock().ok().and_then(|mut q| q.pop()) {
                    // Each program runs on its own thread with a big stack: debug builds are frame-hungry.
                    let (dir, out) = (dir.clone(), out.clone());
                    let r = std::thread::Builder::new()
                        .stack_size(64 << 20)
                        .spawn(move || check(&name, &dir, &out).map_err(|e| (name, e)))
                        .ok()
                        .and_then(|h| h.join().ok());
                    match r {
                        Some(Ok(name)) => println!("ok    {name}"),
                        Some(Err((name, e))) => {
                            println!("FAIL  {name}");
                            if let Ok(mut f) = failures.lock() {
                                f.push((name, e));
                            }
                        }
                        None => println!("PANIC (see above)"),
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_default();
    for (name, e) in &failures {
        println!("\n==== {name} ====\n{e}");
    }
    println!(
        "\ncorpus: {} passed, {} failed",
        names.len() - failures.len(),
        failures.len()
    );
    if !failures.is_empty() {
        std::process::exit(1);
    }
}

fn check(name: &str, dir: &Path, classes: &Path) -> Result<String, String> {
    let read = |ext: &str| std::fs::read(dir.join(format!("{name}.{ext}"))).unwrap_or_default();
    let args: Vec<String> = String::from_utf8_lossy(&read("args"))
        .lines()
        .map(str::to_string)
        .collect();
    let want_exit: i32 = String::from_utf8_lossy(&read("exit"))
        .trim()
        .parse()
        .unwrap_or(0);
    let got = run_captured(RunRequest {
        class_path: vec![classes.display().to_string()],
        main_class: name.to_string(),
        args,
        config: VmConfig {
            fuel: 5_000_000_000,
            ..VmConfig::default()
        },
        stdin: Vec::new(),
        library_dir: None,
    });
    let mut problems = String::new();
    for (what, want, got) in [
        ("stdout", read("stdout"), &got.stdout),
        ("stderr", read("stderr"), &got.stderr),
    ] {
        if &want != got {
            problems.push_str(&diff(
                what,
                &String::from_utf8_lossy(&want),
                &String::from_utf8_lossy(got),
            ));
        }
    }
    if want_exit != got.status {
        problems.push_str(&format!(
            "exit status: expected {want_exit}, got {}\n",
            got.status
        ));
    }
    if problems.is_empty() {
        Ok(name.to_string())
    } else {
        Err(problems)
    }
}

/// The first differing lines, with a little context.
fn diff(what: &str, want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    let first = w
        .iter()
        .zip(&g)
        .position(|(a, b)| a != b)
        .unwrap_or(w.len().min(g.len()));
    let mut s = format!(
        "{what} differs at line {} (expected {} lines, got {}):\n",
        first + 1,
        w.len(),
        g.len()
    );
    for i in first.saturating_sub(2)..(first + 4).min(w.len().max(g.len())) {
        let (a, b) = (
            w.get(i).copied().unwrap_or("<none>"),
            g.get(i).copied().unwrap_or("<none>"),
        );
        if a == b {
            s.push_str(&format!("    {a}\n"));
        } else {
            s.push_str(&format!("  - {a}\n  + {b}\n"));
        }
    }
    s
}
