//! The differential corpus: every program in `corpus/programs` is compiled with
//! `javac`, run on Terrarium, and its stdout, stderr and exit status compared
//! byte for byte with what HotSpot produced (recorded by `corpus/record.sh`).
//!
//! Programs that are valid Java 8 also run compiled with `--release 8`
//! (class file version 52: `StringBuilder` concatenation, no nestmates),
//! against the same expected output (HotSpot prints the same for both).
//!
//! A program with a directory `corpus/world/<Name>/` runs with a copy of that
//! tree as its working directory (`/work` in Terrarium's virtual world, a
//! temporary directory for HotSpot); `corpus/programs/<Name>.stdin`, if present,
//! is its standard input (see `corpus/record.sh`), typed at a terminal when
//! `corpus/programs/<Name>.tty` exists (the world's `stdin_terminal`).
//!
//! `cargo test -p terrarium-tests --test corpus [-- NAME...]` runs all or the named programs.
use std::path::Path;
use std::sync::Mutex;

use host::run::{RunRequest, run_captured};
use interp::VmConfig;
use terrarium_tests::{diff, java_files, javac, javac_with, repo, typed_at_terminal};

/// Programs that compile with `javac --release 8`.
const JAVA8: &[&str] = &[
    "AbstractClasses",
    "ArgsEcho",
    "ArrayCovariance",
    "Autoboxing",
    "BitManipulation",
    "CharArithmetic",
    "CheckcastArrays",
    "ClinitOrder",
    "CompoundAssignment",
    "ConditionalChains",
    "ConstantPool",
    "D2LSaturation",
    "DoubleToString",
    "Enums",
    "ExceptionInInitializer",
    "FloatCompareNaN",
    "FloatRounding",
    "GarbageChurn",
    "HelpfulNullPointer",
    "IincWide",
    "InnerClasses",
    "InstanceInitOrder",
    "IntArithmetic",
    "IntegerMethods",
    "InterfaceDefaultMethods",
    "InterfaceInit",
    "LabeledBreakContinue",
    "LongArithmetic",
    "MonitorMethods",
    "MultiDimArrays",
    "NegativeZero",
    "Polymorphism",
    "ShiftMasking",
    "ShortByteOverflow",
    "StackOverflowCatch",
    "StackTraces",
    "StaticInitConstants",
    "StaticNested",
    "StringConcat",
    "SuperCalls",
    "Synchronized",
    "SystemExit",
    "TableSwitchLookupSwitch",
    "Ternary",
    "TryCatchFinally",
    "UncaughtException",
    "UncaughtWithCause",
    "Varargs",
    "VirtualDispatch",
];

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
    let out8 = repo().join("target/corpus-classes-8");
    let _ = std::fs::remove_dir_all(&out8);
    let sources8: Vec<_> = JAVA8
        .iter()
        .map(|n| dir.join(format!("{n}.java")))
        .collect();
    if let Err(e) = javac_with(&["--release", "8", "-nowarn"], &sources8, &out8) {
        eprintln!("corpus (--release 8): {e}");
        std::process::exit(1);
    }
    let wanted = |n: &String| filter.is_empty() || filter.iter().any(|f| n.contains(f.as_str()));
    let mut names: Vec<String> = sources
        .iter()
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_string))
        .filter(wanted)
        .collect();
    names.extend(JAVA8.iter().map(|n| format!("{n}@8")).filter(wanted));
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
                    let (dir, out) = (
                        dir.clone(),
                        if name.ends_with("@8") {
                            out8.clone()
                        } else {
                            out.clone()
                        },
                    );
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

fn check(label: &str, dir: &Path, classes: &Path) -> Result<String, String> {
    let name = label.trim_end_matches("@8");
    let read = |ext: &str| std::fs::read(dir.join(format!("{name}.{ext}"))).unwrap_or_default();
    let args: Vec<String> = String::from_utf8_lossy(&read("args"))
        .lines()
        .map(str::to_string)
        .collect();
    let want_exit: i32 = String::from_utf8_lossy(&read("exit"))
        .trim()
        .parse()
        .unwrap_or(0);
    let world_dir = dir.join("../world").join(name);
    let mut world = if world_dir.is_dir() {
        host::world::from_dir(&world_dir)?
    } else {
        jdk_shims::World::default()
    };
    world.stdin_terminal = typed_at_terminal(dir, name);
    let got = run_captured(RunRequest {
        // corpus/resources holds the files programs read as class path resources.
        class_path: vec![
            classes.display().to_string(),
            dir.join("../resources").display().to_string(),
        ],
        main_class: name.to_string(),
        args,
        config: VmConfig {
            fuel: 5_000_000_000,
            ..VmConfig::default()
        },
        stdin: read("stdin"),
        world,
        ..RunRequest::default()
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
