//! `terrarium gen --sandbox` and `terrarium test --sandbox`: for a fixed seed
//! and evaluation budget the guest writes byte-identical tests and the same
//! report (but for `seconds`) as the native generator, with one guest per
//! class under `--jobs`; the generated suite gives the same results run
//! natively and sandboxed; hostile subjects end inside their caps, natively
//! and sandboxed, with the right reason — among them a class file with
//! ~65,000 constant pool entries, built here.
//!
//! Needs the guest module: `cargo build --release -p terrarium-guest --target
//! wasm32-wasip1` (`.ci/run` builds it). Without it these tests fail and say so.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use host::classpath::ClassPath;
use host::generate::GenOptions;
use host::run::{Captured, RunRequest, run_captured};
use host::sandbox::{self, SandboxConfig, SandboxError};
use terrarium_gen::generate::GenRequest;
use terrarium_gen::junit::runner::{Status, TestRequest, run_tests};
use terrarium_gen::junit::writer::JUnit;
use terrarium_gen::request::GenJob;
use terrarium_gen::search::Algorithm;
use terrarium_tests::{java_files, java_files_under, javac, javac_with, repo};

/// Subjects generated for both ways: branches on magic values, objects, and
/// two that need the world (randomness, files) so that `<Class>WorldTest`
/// files appear.
const SUBJECTS: &[&str] = &[
    "subjects.TriangleClassifier",
    "subjects.Inventory",
    "subjects.CoinFlipGame",
    "subjects.AuditLogger",
];
const SEED: u64 = 11;
const EVALS: u64 = 150;

fn scratch(what: &str) -> PathBuf {
    let dir = repo().join(format!("target/test-sandbox-gen/{what}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

fn subject_classes() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = scratch("subjects");
        let sources = java_files(&repo().join("corpus/subjects/src/subjects"));
        if let Err(e) = javac_with(&["--release", "17", "-g"], &sources, &out) {
            panic!("compiling the subjects: {e}");
        }
        out
    })
}

fn hostile_classes() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = scratch("hostile");
        let sources = vec![repo().join("corpus/hostile/ConstructorLoop.java")];
        if let Err(e) = javac(&sources, &out) {
            panic!("compiling the hostile subjects: {e}");
        }
        out
    })
}

fn options(cp: &Path, classes: &[&str], out: &Path) -> GenOptions {
    GenOptions {
        cp: vec![cp.display().to_string()],
        classes: classes.iter().map(|c| c.to_string()).collect(),
        packages: Vec::new(),
        package_only: false,
        targets: Vec::new(),
        class_lists: Vec::new(),
        out: out.join("tests"),
        budget: None,
        request: GenRequest {
            classes: BTreeMap::new(),
            resources: Default::default(),
            algorithm: Algorithm::Dynamosa,
            seed: SEED,
            budget_evals: Some(EVALS),
            junit: JUnit::Four,
            test_fuel: terrarium_gen::execute::DEFAULT_TEST_FUEL,
        },
        report: Some(out.join("report.json")),
        jobs: 1,
        shard: None,
        quiet: true,
        sandbox: None,
        fail_under: None,
        force: false,
    }
}

/// Every file under `dir`, by path relative to it.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(root, &p, out);
            } else if let Ok(bytes) = std::fs::read(&p) {
                let rel = p.strip_prefix(root).unwrap_or(&p).display().to_string();
                out.insert(rel, bytes);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// The report with every `seconds` set to 0.
fn report_without_seconds(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut v: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if let Some(classes) = v.get_mut("classes").and_then(|c| c.as_array_mut()) {
        for c in classes {
            if let Some(s) = c.get_mut("seconds") {
                *s = serde_json::json!(0);
            }
        }
    }
    v
}

/// The suite generated natively (jobs 1), after checking that the sandbox
/// (jobs 2: one guest per class, two at once) writes the same bytes.
fn generated() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let cp = subject_classes();
        let native = scratch("gen-native");
        let boxed = scratch("gen-sandboxed");
        let status = host::generate::run(options(cp, SUBJECTS, &native));
        assert_eq!(status, 0, "native gen");
        let status = host::generate::run(GenOptions {
            jobs: 2,
            sandbox: Some(SandboxConfig::default()),
            ..options(cp, SUBJECTS, &boxed)
        });
        assert_eq!(status, 0, "gen --sandbox");

        let (n, s) = (files(&native.join("tests")), files(&boxed.join("tests")));
        assert!(
            n.keys().any(|k| k.ends_with("WorldTest.java")) && n.len() > SUBJECTS.len(),
            "expected plain and world tests, got {:?}",
            n.keys().collect::<Vec<_>>()
        );
        assert_eq!(
            n.keys().collect::<Vec<_>>(),
            s.keys().collect::<Vec<_>>(),
            "the files written (left: native, right: sandboxed)"
        );
        for (path, bytes) in &n {
            assert!(
                s.get(path) == Some(bytes),
                "{path} differs natively and sandboxed\n--- native\n{}\n--- sandboxed\n{}",
                String::from_utf8_lossy(bytes),
                String::from_utf8_lossy(s.get(path).map(Vec::as_slice).unwrap_or_default())
            );
        }
        let (rn, rs) = (
            report_without_seconds(&native.join("report.json")),
            report_without_seconds(&boxed.join("report.json")),
        );
        assert_eq!(
            rn, rs,
            "the reports differ (left: native, right: sandboxed)"
        );
        let evaluations: Vec<u64> = rn["classes"]
            .as_array()
            .map(|a| a.iter().filter_map(|c| c["evaluations"].as_u64()).collect())
            .unwrap_or_default();
        assert_eq!(evaluations.len(), SUBJECTS.len(), "{rn}");
        assert!(evaluations.iter().all(|e| *e >= EVALS), "{evaluations:?}");
        native.join("tests")
    })
}

#[test]
fn gen_writes_identical_tests_and_reports_sandboxed_and_native() {
    generated();
}

#[test]
fn generated_tests_give_the_same_results_sandboxed_and_native() {
    let tests = generated();
    // The support classes (JUnit API, terrarium.World) to compile against;
    // `terrarium test` brings its own at run time.
    let support = scratch("support");
    let sources = java_files_under(&repo().join("jdk-shims/support"));
    // Terrarium's Mockito reaches into the class library (`MockClasses`).
    let library = repo().join("jdk-shims/classes").display().to_string();
    if let Err(e) = javac_with(&["--release", "17", "-cp", &library], &sources, &support) {
        panic!("compiling the support classes: {e}");
    }
    let compiled = scratch("suite");
    let suite = java_files_under(tests);
    let cp = format!("{}:{}", subject_classes().display(), support.display());
    if let Err(e) = javac_with(&["--release", "17", "-cp", &cp], &suite, &compiled) {
        panic!("compiling the generated tests: {e}");
    }
    let test_classes: Vec<String> = suite
        .iter()
        .filter_map(|p| p.strip_prefix(tests).ok())
        .map(|p| p.with_extension("").display().to_string().replace('/', "."))
        .collect();
    let class_path = [
        subject_classes().display().to_string(),
        compiled.display().to_string(),
    ];
    let read = ClassPath::read(&class_path).unwrap_or_else(|e| panic!("{e}"));
    let req = TestRequest {
        select: Default::default(),
        classes: read.classes,
        class_path: read.text,
        resources: read.resources,
        test_classes: test_classes.clone(),
        fuel: terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
    };
    let native = run_tests(&req, &mut |_| {});
    let boxed = sandbox::test(&req, &SandboxConfig::default())
        .unwrap_or_else(|e| panic!("test --sandbox: {e}"));
    assert_eq!(native, boxed, "left: native, right: sandboxed");
    let passed = native.iter().filter(|r| r.status == Status::Passed).count();
    assert!(passed > 0 && passed == native.len(), "{native:#?}");
    // And the command: same exit status both ways.
    let classes: Vec<String> = test_classes;
    let no_coverage = host::test::Coverage::default();
    let no_reports = host::test::Reports::default();
    let n = host::test::run(
        &class_path,
        &classes,
        req.fuel,
        false,
        &no_coverage,
        &no_reports,
        None,
    );
    let s = host::test::run(
        &class_path,
        &classes,
        req.fuel,
        false,
        &no_coverage,
        &no_reports,
        Some(&SandboxConfig::default()),
    );
    assert_eq!((n, s), (0, 0));
}

/// An infinite loop in a constructor: each test that reaches it stops at its
/// instruction budget, so generation ends — natively and sandboxed, with the
/// same tests — well inside the sandbox's caps.
#[test]
fn gen_for_an_infinite_loop_in_a_constructor_ends_inside_the_caps() {
    let cp = hostile_classes();
    let native = scratch("loop-native");
    let boxed = scratch("loop-sandboxed");
    let opts = |out: &Path| GenOptions {
        request: GenRequest {
            budget_evals: Some(20),
            test_fuel: 200_000,
            ..options(cp, &["ConstructorLoop"], out).request
        },
        ..options(cp, &["ConstructorLoop"], out)
    };
    let started = Instant::now();
    let n = host::generate::run(opts(&native));
    let s = host::generate::run(GenOptions {
        sandbox: Some(SandboxConfig {
            timeout: Duration::from_secs(120),
            ..SandboxConfig::default()
        }),
        ..opts(&boxed)
    });
    assert_eq!(n, s, "exit status (left: native, right: sandboxed)");
    assert!(started.elapsed() < Duration::from_secs(120));
    assert_eq!(files(&native.join("tests")), files(&boxed.join("tests")));
    assert_eq!(
        report_without_seconds(&native.join("report.json")),
        report_without_seconds(&boxed.join("report.json"))
    );
}

/// Without an instruction budget a test would spin forever: the sandbox's
/// wall-clock cap ends the class with its reason and exit status.
#[test]
fn gen_past_the_sandbox_timeout_has_its_reason_and_status() {
    let cp = hostile_classes();
    let out = scratch("loop-timeout");
    let opts = options(cp, &["ConstructorLoop"], &out);
    let cfg = SandboxConfig {
        timeout: Duration::from_millis(1500),
        ..SandboxConfig::default()
    };
    let status = host::generate::run(GenOptions {
        request: GenRequest {
            test_fuel: u64::MAX,
            ..opts.request.clone()
        },
        sandbox: Some(cfg.clone()),
        ..opts
    });
    assert_eq!(i32::from(status), sandbox::EXIT_SANDBOX_TIMEOUT);
    let report = std::fs::read_to_string(out.join("report.json")).unwrap_or_default();
    assert!(
        report
            .contains("sandbox timeout: the generation took longer than 1.5s (--sandbox-timeout)"),
        "{report}"
    );
    // The same through the library, with a search budget: it is part of the cap.
    let read = ClassPath::read(&[cp.display().to_string()]).unwrap_or_else(|e| panic!("{e}"));
    let job = GenJob {
        request: GenRequest {
            classes: read.classes,
            resources: read.resources,
            test_fuel: u64::MAX,
            budget_evals: None,
            ..options(cp, &[], &out).request
        },
        class: "ConstructorLoop".into(),
        budget_ms: Some(500),
    };
    let started = Instant::now();
    match sandbox::generate(&job, &cfg) {
        Err(e @ SandboxError::Timeout { .. }) => {
            assert_eq!(
                e.to_string(),
                "sandbox timeout: the generation took longer than 2s (--budget 0.5s + --sandbox-timeout 1.5s)"
            );
            assert!(started.elapsed() < Duration::from_secs(30));
        }
        other => panic!("expected a timeout, got {:?}", other.map(|r| r.report)),
    }
}

/// A guest that receives something that is not a request answers with an
/// error naming what was wrong, in the form the request came in.
#[test]
fn a_malformed_request_is_answered_with_what_is_wrong() {
    let sb = sandbox::Sandbox::load(&SandboxConfig::default()).unwrap_or_else(|e| panic!("{e}"));
    let caps = sandbox::Caps {
        memory: 1 << 30,
        timeout: Duration::from_secs(60),
        timed: ("the request", None),
        fuel: 50_000_000_000,
        response_cap: 1 << 20,
    };
    match sb.request(br#"{"gen":{"class":3}}"#.to_vec(), &caps) {
        Err(SandboxError::Guest(m)) => assert!(
            m.starts_with("the guest could not read the request: malformed request (JSON)"),
            "{m}"
        ),
        other => panic!("expected an error, got {other:?}"),
    }
    // A plain run request (no envelope) is still answered plainly.
    let bytes = sb
        .call(br#"{"main_class":"Nowhere"}"#.to_vec(), &caps)
        .unwrap_or_else(|e| panic!("{e}"));
    let r = terrarium_gen::api::RunResponse::from_json(&bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.status, 1);
    assert!(String::from_utf8_lossy(&r.stderr).contains("Nowhere"));
}

/// Entries the huge constant pool holds (its count is one more).
const POOL_ENTRIES: u16 = 65_000;

/// A class `HugePool` whose constant pool has [`POOL_ENTRIES`] entries
/// (Utf8, Class, NameAndType, Fieldref, Methodref, String, Integer, Long,
/// Double; the last ones reached with `ldc_w`/`ldc2_w`), and whose `main`
/// prints the last String, Integer and Long of the pool.
fn huge_pool_class() -> Vec<u8> {
    let mut p = Pool {
        entries: Vec::new(),
        next: 1,
    };
    let utf8 = |s: &str| {
        let mut e = vec![1];
        e.extend_from_slice(&(s.len() as u16).to_be_bytes());
        e.extend_from_slice(s.as_bytes());
        e
    };
    let refer = |tag: u8, a: u16, b: Option<u16>| {
        let mut e = vec![tag];
        e.extend_from_slice(&a.to_be_bytes());
        if let Some(b) = b {
            e.extend_from_slice(&b.to_be_bytes());
        }
        e
    };
    let this_name = p.add(utf8("HugePool"), 1);
    let this = p.add(refer(7, this_name, None), 1);
    let object_name = p.add(utf8("java/lang/Object"), 1);
    let object = p.add(refer(7, object_name, None), 1);
    let main = p.add(utf8("main"), 1);
    let main_desc = p.add(utf8("([Ljava/lang/String;)V"), 1);
    let code = p.add(utf8("Code"), 1);
    let system_name = p.add(utf8("java/lang/System"), 1);
    let system = p.add(refer(7, system_name, None), 1);
    let out = p.add(utf8("out"), 1);
    let stream_desc = p.add(utf8("Ljava/io/PrintStream;"), 1);
    let out_nt = p.add(refer(12, out, Some(stream_desc)), 1);
    let out_field = p.add(refer(9, system, Some(out_nt)), 1);
    let stream_name = p.add(utf8("java/io/PrintStream"), 1);
    let stream = p.add(refer(7, stream_name, None), 1);
    let println = p.add(utf8("println"), 1);
    let printer = |p: &mut Pool, desc: &str| {
        let d = p.add(utf8(desc), 1);
        let nt = p.add(refer(12, println, Some(d)), 1);
        p.add(refer(10, stream, Some(nt)), 1)
    };
    let print_string = printer(&mut p, "(Ljava/lang/String;)V");
    let print_int = printer(&mut p, "(I)V");
    let print_long = printer(&mut p, "(J)V");
    // Filler up to the last few entries: distinct Utf8s, Strings, Integers,
    // Longs and Doubles.
    let mut k: u32 = 0;
    while p.next < POOL_ENTRIES - 8 {
        k += 1;
        match k % 5 {
            0 => {
                let s = p.add(utf8(&format!("constant #{k}")), 1);
                p.add(refer(8, s, None), 1);
            }
            1 | 2 => {
                let mut e = vec![3];
                e.extend_from_slice(&(k as i32).to_be_bytes());
                p.add(e, 1);
            }
            3 => {
                let mut e = vec![5];
                e.extend_from_slice(&(u64::from(k) << 33).to_be_bytes());
                p.add(e, 2);
            }
            _ => {
                let mut e = vec![6];
                e.extend_from_slice(&(f64::from(k) / 8.0).to_bits().to_be_bytes());
                p.add(e, 2);
            }
        }
    }
    let last_text = p.add(utf8("the last of 65000 constants"), 1);
    let last_string = p.add(refer(8, last_text, None), 1);
    let mut int = vec![3];
    int.extend_from_slice(&65_000i32.to_be_bytes());
    let last_int = p.add(int, 1);
    let mut long = vec![5];
    long.extend_from_slice(&(-65_000i64 * 1_000_000_007).to_be_bytes());
    let last_long = p.add(long, 2);
    while p.next < POOL_ENTRIES + 1 {
        p.add(utf8(&format!("pad {}", p.next)), 1);
    }
    assert_eq!(p.next, POOL_ENTRIES + 1);

    let mut b = vec![0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52];
    b.extend_from_slice(&p.next.to_be_bytes());
    for e in &p.entries {
        b.extend_from_slice(e);
    }
    let u2 = |b: &mut Vec<u8>, v: u16| b.extend_from_slice(&v.to_be_bytes());
    u2(&mut b, 0x21); // public super
    u2(&mut b, this);
    u2(&mut b, object);
    u2(&mut b, 0); // interfaces
    u2(&mut b, 0); // fields
    u2(&mut b, 1); // methods
    u2(&mut b, 0x9); // public static
    u2(&mut b, main);
    u2(&mut b, main_desc);
    u2(&mut b, 1); // attributes
    u2(&mut b, code);
    let mut bytecode = Vec::new();
    for (load, value, print) in [
        (0x13u8, last_string, print_string), // ldc_w
        (0x13, last_int, print_int),         // ldc_w
        (0x14, last_long, print_long),       // ldc2_w
    ] {
        bytecode.push(0xb2); // getstatic
        bytecode.extend_from_slice(&out_field.to_be_bytes());
        bytecode.push(load);
        bytecode.extend_from_slice(&value.to_be_bytes());
        bytecode.push(0xb6); // invokevirtual
        bytecode.extend_from_slice(&print.to_be_bytes());
    }
    bytecode.push(0xb1); // return
    let attr_len = 2 + 2 + 4 + bytecode.len() as u32 + 2 + 2;
    b.extend_from_slice(&attr_len.to_be_bytes());
    u2(&mut b, 3); // max_stack
    u2(&mut b, 1); // max_locals
    b.extend_from_slice(&(bytecode.len() as u32).to_be_bytes());
    b.extend_from_slice(&bytecode);
    u2(&mut b, 0); // exception table
    u2(&mut b, 0); // code attributes
    u2(&mut b, 0); // class attributes
    b
}

/// Constant pool entries being built: `next` is the index of the next one
/// (a Long or Double takes two).
struct Pool {
    entries: Vec<Vec<u8>>,
    next: u16,
}

impl Pool {
    fn add(&mut self, entry: Vec<u8>, slots: u16) -> u16 {
        self.entries.push(entry);
        let at = self.next;
        self.next += slots;
        at
    }
}

/// The huge constant pool, whole and cut short, in `dir`.
fn huge_pool_dirs() -> &'static (PathBuf, PathBuf) {
    static DIRS: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    DIRS.get_or_init(|| {
        let whole = scratch("huge-pool");
        let cut = scratch("huge-pool-cut");
        let class = huge_pool_class();
        for (dir, bytes) in [(&whole, &class[..]), (&cut, &class[..class.len() / 2])] {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
            let path = dir.join("HugePool.class");
            std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
        (whole, cut)
    })
}

/// Run natively and sandboxed (default caps); both must agree byte for byte.
fn both_ways(dir: &Path) -> Captured {
    let req = RunRequest {
        class_path: vec![dir.display().to_string()],
        main_class: "HugePool".into(),
        ..RunRequest::default()
    };
    let api = req.to_api().unwrap_or_else(|e| panic!("{e}"));
    let started = Instant::now();
    let boxed = sandbox::run(&api, &SandboxConfig::default())
        .unwrap_or_else(|e| panic!("HugePool in the sandbox: {e}"));
    assert!(started.elapsed() < Duration::from_secs(60));
    let native = run_captured(req);
    assert_eq!(boxed.stdout, native.stdout, "stdout");
    assert_eq!(
        String::from_utf8_lossy(&boxed.stderr),
        String::from_utf8_lossy(&native.stderr),
        "stderr"
    );
    assert_eq!(boxed.status, native.status, "status");
    native
}

#[test]
fn a_huge_constant_pool_loads_and_runs() {
    let (whole, _) = huge_pool_dirs();
    let class = huge_pool_class();
    assert_eq!(u16::from_be_bytes([class[8], class[9]]), POOL_ENTRIES + 1);
    let r = both_ways(whole);
    assert_eq!(
        String::from_utf8_lossy(&r.stdout),
        "the last of 65000 constants\n65000\n-65000000455000\n",
        "{}",
        String::from_utf8_lossy(&r.stderr)
    );
    assert_eq!(r.status, 0);
}

#[test]
fn a_huge_constant_pool_cut_short_is_a_truncated_class_file() {
    let (_, cut) = huge_pool_dirs();
    let r = both_ways(cut);
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status, 1, "{err}");
    assert!(
        err.contains("HugePool.class") && err.contains("truncated class file"),
        "{err}"
    );
}
