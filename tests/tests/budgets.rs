//! Budgets and errors a user can act on: the instruction budget, the heap cap,
//! the stack cap, missing library members, missing and malformed classes.
use std::path::PathBuf;
use std::sync::OnceLock;

use host::run::{Captured, EXIT_BUDGET, RunRequest, run_captured};
use interp::VmConfig;
use terrarium_tests::{java_files, javac, repo};

fn classes() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = repo().join("target/test-java-budgets");
        let _ = std::fs::remove_dir_all(&out);
        if let Err(e) = javac(&java_files(&repo().join("tests/java")), &out) {
            panic!("{e}");
        }
        out
    })
}

fn run(class: &str, config: VmConfig) -> Captured {
    run_in(classes().display().to_string(), class, config)
}

fn run_in(cp: String, class: &str, config: VmConfig) -> Captured {
    run_captured(RunRequest {
        class_path: vec![cp],
        main_class: class.into(),
        args: vec![],
        config,
        stdin: vec![],
        ..RunRequest::default()
    })
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn fuel_exhaustion_ends_the_run_with_its_own_status() {
    let r = run(
        "Spin",
        VmConfig {
            fuel: 1_000_000,
            ..VmConfig::default()
        },
    );
    assert_eq!(r.status, EXIT_BUDGET);
    assert_eq!(
        text(&r.stderr),
        "terrarium: instruction budget exhausted after 1000000 instructions (--fuel 1000000)\n"
    );
}

#[test]
fn heap_cap_throws_catchable_out_of_memory_and_garbage_is_collected() {
    // 20000 x 64 KiB of garbage = 1.25 GiB through a 32 MiB heap.
    let r = run(
        "Hoard",
        VmConfig {
            max_heap: 32 << 20,
            ..VmConfig::default()
        },
    );
    assert_eq!(text(&r.stderr), "");
    assert_eq!(
        text(&r.stdout),
        "OutOfMemoryError: Java heap space after many blocks\nchurned 1310720000 bytes\n"
    );
    assert_eq!(r.status, 0);
}

#[test]
fn stack_cap_throws_catchable_stack_overflow() {
    let r = run(
        "Deep",
        VmConfig {
            max_frames: 500,
            ..VmConfig::default()
        },
    );
    assert_eq!(
        text(&r.stdout),
        "caught StackOverflowError at depth 499\nstill running\n"
    );
    assert_eq!(r.status, 0);
}

#[test]
fn missing_library_members_name_the_member_and_the_caller() {
    let r = run("UsesMissing", VmConfig::default());
    let out = text(&r.stdout);
    assert!(
        out.starts_with("caught: javax/swing/JButton (not provided by Terrarium's class library; used by UsesMissing.main(UsesMissing.java:4))"),
        "{out}"
    );
    let err = text(&r.stderr);
    assert!(
        err.starts_with("Exception in thread \"main\" java.lang.NoSuchMethodError: 'void java.lang.Runtime.load(java.lang.String)' (not provided by Terrarium's class library; called from UsesMissing.main(UsesMissing.java:8))\n\tat UsesMissing.main(UsesMissing.java:8)"),
        "{err}"
    );
    assert_eq!(r.status, 1);
}

#[test]
fn missing_main_class_names_the_class_path() {
    let r = run("NoSuchMain", VmConfig::default());
    assert_eq!(r.status, 1);
    let err = text(&r.stderr);
    assert!(err.starts_with("Error: Could not find or load main class NoSuchMain\nCaused by: java.lang.ClassNotFoundException: NoSuchMain\n(class path searched: "), "{err}");
}

#[test]
fn truncated_class_file_is_a_class_format_error_naming_the_file() {
    let dir = repo().join("target/test-java-truncated");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).ok();
    let bytes = std::fs::read(classes().join("Deep.class")).unwrap_or_default();
    std::fs::write(dir.join("Deep.class"), &bytes[..bytes.len() / 2]).ok();
    let r = run_in(dir.display().to_string(), "Deep", VmConfig::default());
    let err = text(&r.stderr);
    assert_eq!(r.status, 1);
    assert!(
        err.contains("Deep") && err.contains("Deep.class") && err.contains("truncated"),
        "{err}"
    );
}

#[test]
fn class_path_takes_jars_and_several_entries() {
    let dir = repo().join("target/test-java-jar");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("lib")).ok();
    // Deep.class in a jar, Spin.class in a directory: both found through one --cp.
    let status = std::process::Command::new("jar")
        .arg("cf")
        .arg(dir.join("app.jar"))
        .arg("-C")
        .arg(classes())
        .arg("Deep.class")
        .status();
    assert!(status.is_ok_and(|s| s.success()), "jar failed");
    std::fs::copy(classes().join("Spin.class"), dir.join("lib/Spin.class")).ok();
    let cp = format!(
        "{}:{}",
        dir.join("app.jar").display(),
        dir.join("lib").display()
    );
    let r = run_in(
        cp.clone(),
        "Deep",
        VmConfig {
            max_frames: 100,
            ..VmConfig::default()
        },
    );
    assert_eq!(
        text(&r.stdout),
        "caught StackOverflowError at depth 99\nstill running\n"
    );
    let r = run_in(
        cp,
        "Spin",
        VmConfig {
            fuel: 1000,
            ..VmConfig::default()
        },
    );
    assert_eq!(r.status, EXIT_BUDGET);
}

/// The instruction budget bounds wall time, not only instructions: work done
/// outside the interpreter loop (a native's copy, the stack walk of each
/// StackOverflowError, the helpful-NPE analysis of a huge method) is charged
/// to the fuel or done only when asked for. The bound is the README's: a run
/// ends within 10 × fuel / 10⁸ instructions per second (here 10 s for 10⁸;
/// each takes about 1 s on the 2-core CI machine).
#[test]
fn fuel_bounds_the_wall_time_of_work_outside_the_interpreter() {
    let out = repo().join("target/test-java-fuel-time");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap_or_else(|e| panic!("{e}"));
    // A loop that catches NullPointerException in a method of 2,500 more statements.
    let mut big = String::from(
        "public class BigMethodNpe {\n  static int sink;\n  public static void main(String[] a) {\n    String s = a.length > 5 ? \"x\" : null;\n    int n = 0;\n    for (int i = 0; i < 100000000; i++) {\n      try { n += s.length(); } catch (NullPointerException e) { n++; }\n    }\n",
    );
    for i in 0..2500 {
        big.push_str(&format!("    sink += {i} * n;\n"));
    }
    big.push_str("  }\n}\n");
    let big_src = out.join("BigMethodNpe.java");
    std::fs::write(&big_src, big).unwrap_or_else(|e| panic!("{e}"));
    let mut sources = vec![big_src];
    for name in ["CatchOverflowForever", "CopyForever"] {
        sources.push(repo().join(format!("corpus/hostile/{name}.java")));
    }
    let classes = out.join("classes");
    javac(&sources, &classes).unwrap_or_else(|e| panic!("{e}"));
    for class in ["BigMethodNpe", "CatchOverflowForever", "CopyForever"] {
        let start = std::time::Instant::now();
        let r = run_in(
            classes.display().to_string(),
            class,
            VmConfig {
                fuel: 100_000_000,
                max_heap: 512 << 20,
                ..VmConfig::default()
            },
        );
        let took = start.elapsed();
        assert_eq!(r.status, EXIT_BUDGET, "{class}: {}", text(&r.stderr));
        assert!(
            took < std::time::Duration::from_secs(10),
            "{class} ran {took:?} on 10^8 instructions of fuel"
        );
    }
}
