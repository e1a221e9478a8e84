//! `terrarium record` end to end: an application (`examples/orders`) is
//! compiled, run with its service recorded, and the tests written from the
//! run are compiled against Debian's JUnit 4 and Mockito and run on HotSpot
//! — every one passes, 20 times over, and together they cover what the
//! recorded run covered of the class. Tests that set up the virtual world
//! (what the recorded calls read of files, console, clock, random draws,
//! environment) compile against `terrarium api`'s `World` and pass in
//! `terrarium test`.
use std::path::{Path, PathBuf};
use std::process::Command;

use host::classpath::ClassPath;
use host::record::{RecordOptions, record};
use host::run::RunRequest;
use jdk_shims::World;
use terrarium_gen::junit::runner::{DEFAULT_TEST_FUEL, Status, TestRequest, run_tests};
use terrarium_gen::junit::writer::JUnit;
use terrarium_gen::record::{RecordOutput, RecordSpec};
use terrarium_tests::{java_files_under, javac_with, repo};

const MOCKITO: &[&str] = &[
    "/usr/share/java/mockito-core.jar",
    "/usr/share/java/byte-buddy.jar",
    "/usr/share/java/objenesis.jar",
];
const JUNIT: &[&str] = &[
    "/usr/share/java/junit4.jar",
    "/usr/share/java/hamcrest-core.jar",
];

fn mockito_missing() -> bool {
    let missing = MOCKITO.iter().any(|j| !Path::new(j).is_file());
    if missing {
        eprintln!("skipped: needs Debian's libmockito-java (.ci/run installs it)");
    }
    missing
}

/// Compile `app`'s sources into `work/classes`, record `main` with
/// `classes` chosen, and return the report and where the tests went.
fn record_app(app: &Path, work: &Path, classes: &[&str], main: &str) -> (RecordOutput, PathBuf) {
    let _ = std::fs::remove_dir_all(work);
    let bin = work.join("classes");
    javac_with(&["-g"], &java_files_under(app), &bin).unwrap_or_else(|e| panic!("{e}"));
    let out = work.join("tests");
    let report = work.join("report.json");
    // An application that reads its world is recorded in the one beside it.
    let world = match std::fs::read_to_string(app.with_file_name("world.json")) {
        Ok(text) => World::from_json(&text).unwrap_or_else(|e| panic!("world.json: {e}")),
        Err(_) => World::default(),
    };
    let mut err = Vec::new();
    let status = record(
        RecordOptions {
            run: RunRequest {
                class_path: vec![bin.display().to_string()],
                main_class: main.into(),
                world,
                ..RunRequest::default()
            },
            spec: RecordSpec {
                classes: classes.iter().map(|c| c.to_string()).collect(),
                junit: JUnit::Four,
                main_class: main.into(),
            },
            out: out.clone(),
            report: Some(report.clone()),
            measure_overhead: false,
            check: true,
            tests: Vec::new(),
        },
        &mut std::io::sink(),
        &mut err,
    );
    let err = String::from_utf8_lossy(&err);
    assert_eq!(status, 0, "record failed:\n{err}");
    let text = std::fs::read_to_string(&report).unwrap_or_else(|e| panic!("{e}\n{err}"));
    let output: RecordOutput = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    (output, out)
}

/// Compile the written tests against JUnit 4, Mockito, the world API
/// (`terrarium api`) and the application.
fn compile_tests(tests: &Path, work: &Path) -> PathBuf {
    let bin = work.join("test-classes");
    let api = work.join("api");
    host::api::write(&api, false).unwrap_or_else(|e| panic!("terrarium api: {e}"));
    let cp: Vec<String> = JUNIT
        .iter()
        .chain(MOCKITO)
        .map(|s| s.to_string())
        .chain([
            work.join("classes").display().to_string(),
            api.join("classes").display().to_string(),
        ])
        .collect();
    javac_with(&["-cp", &cp.join(":")], &java_files_under(tests), &bin)
        .unwrap_or_else(|e| panic!("the recorded tests do not compile: {e}"));
    bin
}

/// Run `classes` on HotSpot with JUnitCore, each `times` over in one JVM.
fn hotspot_junit(work: &Path, classes: &[String], times: usize) -> String {
    let cp: Vec<String> = JUNIT
        .iter()
        .chain(MOCKITO)
        .map(|s| s.to_string())
        .chain([
            work.join("classes").display().to_string(),
            work.join("test-classes").display().to_string(),
        ])
        .collect();
    let mut cmd = Command::new("java");
    cmd.args(["-cp", &cp.join(":"), "org.junit.runner.JUnitCore"]);
    for _ in 0..times {
        cmd.args(classes);
    }
    let out = cmd.output().unwrap_or_else(|e| panic!("java: {e}"));
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "recorded tests fail on HotSpot:\n{text}"
    );
    text
}

/// The written test classes that need no world (they run on HotSpot).
fn test_classes(output: &RecordOutput) -> Vec<String> {
    output
        .files
        .iter()
        .filter(|f| !is_world_test(&f.class))
        .map(|f| f.class.clone())
        .collect()
}

fn is_world_test(class: &str) -> bool {
    class.ends_with("RecordedWorldTest")
}

/// Run the written world test classes in `terrarium test`: how many passed
/// (every one must).
fn terrarium_world_tests(work: &Path, output: &RecordOutput) -> usize {
    let classes: Vec<String> = output
        .files
        .iter()
        .filter(|f| is_world_test(&f.class))
        .map(|f| f.class.clone())
        .collect();
    if classes.is_empty() {
        return 0;
    }
    let cp = ClassPath::read(&[
        work.join("classes").display().to_string(),
        work.join("test-classes").display().to_string(),
    ])
    .unwrap_or_else(|e| panic!("{e}"));
    let results = run_tests(
        &TestRequest {
            select: Default::default(),
            classes: cp.classes,
            class_path: cp.text,
            resources: cp.resources,
            test_classes: classes,
            fuel: DEFAULT_TEST_FUEL,
        },
        &mut |_| {},
    );
    let failed: Vec<String> = results
        .iter()
        .filter(|r| !matches!(r.status, Status::Passed))
        .map(|r| format!("{}.{}: {:?}", r.class, r.method, r.status))
        .collect();
    assert!(
        failed.is_empty(),
        "world tests fail in terrarium test:\n{}",
        failed.join("\n")
    );
    results.len()
}

#[test]
fn the_example_shop_is_recorded_into_tests_that_pass_on_hotspot() {
    if mockito_missing() {
        return;
    }
    let work = repo().join("target/test-record/orders");
    let (output, tests) = record_app(
        &repo().join("examples/orders/src"),
        &work,
        &["com.acme.orders.OrderService"],
        "com.acme.orders.Shop",
    );
    let [service] = output.classes.as_slice() else {
        panic!("one class recorded: {output:?}");
    };
    // Every behaviour of the run became a test: 12 calls into the service
    // from Shop, each a path of its own.
    assert_eq!(service.calls, 12, "{service:?}");
    assert_eq!(service.behaviours, 12, "{service:?}");
    assert_eq!(service.tests, service.behaviours, "{service:?}");
    assert!(service.left_out.is_empty(), "{service:?}");
    let source = &output.files[0].source();
    for expected in [
        "Notifier notifier = mock(Notifier.class);",
        "when(orderRepository.stockOf(\"apple\")).thenReturn(40);",
        "assertEquals(\"pear: 1 left, 5 wanted\", thrown.getMessage());",
        "inOrder.verify(notifier).send(\"O-1\", \"Order O-1 placed: 3 x apple\");",
    ] {
        assert!(source.contains(expected), "{expected} not in\n{source}");
    }
    compile_tests(&tests, &work);
    let classes = test_classes(&output);
    let text = hotspot_junit(&work, &classes, 20);
    assert!(text.contains("OK (240 tests)"), "{text}");
}

/// Record the example shop (compiled into `work/classes`) with `pattern`
/// chosen, tests into `work/tests`: the exit status and the report.
fn record_example(work: &Path, pattern: &str, check: bool) -> (i32, String) {
    let bin = work.join("classes");
    javac_with(
        &[],
        &java_files_under(&repo().join("examples/orders/src")),
        &bin,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut err = Vec::new();
    let status = record(
        RecordOptions {
            run: RunRequest {
                class_path: vec![bin.display().to_string()],
                main_class: "com.acme.orders.Shop".into(),
                ..RunRequest::default()
            },
            spec: RecordSpec {
                classes: vec![pattern.into()],
                junit: JUnit::Four,
                main_class: "com.acme.orders.Shop".into(),
            },
            out: work.join("tests"),
            report: None,
            measure_overhead: false,
            check,
            tests: Vec::new(),
        },
        &mut std::io::sink(),
        &mut err,
    );
    (status, String::from_utf8_lossy(&err).to_string())
}

#[test]
fn a_hand_written_test_is_never_overwritten() {
    if mockito_missing() {
        return;
    }
    let work = repo().join("target/test-record/keep");
    let _ = std::fs::remove_dir_all(&work);
    let mine = work.join("tests/com/acme/orders/OrderServiceRecordedTest.java");
    std::fs::create_dir_all(mine.parent().unwrap_or(&work)).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(&mine, "// mine\n").unwrap_or_else(|e| panic!("{e}"));
    let (status, err) = record_example(&work, "com.acme.orders.*", true);
    assert_eq!(status, 0, "{err}");
    assert!(
        err.contains("exists and was not written by terrarium record: left as it is"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&mine).unwrap_or_default(),
        "// mine\n"
    );
}

/// Every application of `corpus/record/` (written in the style of real
/// services: repositories, gateways, clocks, caches, parsers) is recorded
/// with its `record.args`; the tests that survive Terrarium's own check
/// compile against Debian's Mockito and pass on HotSpot, and together they
/// cover nearly all the lines and branches the recorded runs covered.
#[test]
fn the_recorded_applications_become_tests_that_pass_on_hotspot() {
    if mockito_missing() {
        return;
    }
    let corpus = repo().join("corpus/record");
    let mut apps: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("record.args").is_file())
        .collect();
    apps.sort();
    assert!(apps.len() >= 10, "{} applications", apps.len());
    let (mut behaviours, mut tests, mut dropped) = (0, 0, 0);
    let (mut run_lines, mut run_branches, mut test_lines, mut test_branches) = (0, 0, 0, 0);
    for app in &apps {
        let name = app.file_name().and_then(|n| n.to_str()).unwrap_or("app");
        let args: Vec<String> = std::fs::read_to_string(app.join("record.args"))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect();
        let (main, options) = args.split_last().expect("record.args names the main class");
        let classes: Vec<&str> = options
            .chunks(2)
            .filter(|c| c.first().map(String::as_str) == Some("--classes"))
            .filter_map(|c| c.get(1).map(String::as_str))
            .collect();
        let work = repo().join("target/test-record").join(name);
        let (output, written) = record_app(&app.join("src"), &work, &classes, main);
        for c in &output.classes {
            behaviours += c.behaviours;
            tests += c.tests;
            dropped += c.dropped.len();
            run_lines += c.lines.covered;
            run_branches += c.branches.covered;
            let (l, b) = (
                c.tests_lines
                    .unwrap_or_else(|| panic!("{name}: {} not checked", c.class)),
                c.tests_branches.unwrap_or_default(),
            );
            test_lines += l.covered;
            test_branches += b.covered;
        }
        if output.files.is_empty() {
            continue;
        }
        compile_tests(&written, &work);
        let portable: usize = output
            .files
            .iter()
            .filter(|f| !is_world_test(&f.class))
            .map(|f| f.tests.len())
            .sum();
        if portable > 0 {
            let text = hotspot_junit(&work, &test_classes(&output), 1);
            assert!(
                text.contains(&format!("OK ({portable} test")),
                "{name}:\n{text}"
            );
        }
        let world: usize = output
            .files
            .iter()
            .filter(|f| is_world_test(&f.class))
            .map(|f| f.tests.len())
            .sum();
        assert_eq!(terrarium_world_tests(&work, &output), world, "{name}");
    }
    eprintln!(
        "{} applications: {behaviours} behaviours, {tests} tests ({dropped} dropped by the check); \
         the tests cover lines {test_lines}/{run_lines}, branches {test_branches}/{run_branches} \
         of what the runs covered",
        apps.len()
    );
    // Measured: 195 tests of 198 behaviours, lines 666/666, branches 274/275;
    // the target is 95% of lines and branches.
    assert!(
        tests * 100 >= behaviours * 95,
        "{tests} tests of {behaviours}"
    );
    assert!(
        test_lines * 100 >= run_lines * 95,
        "lines {test_lines}/{run_lines}"
    );
    assert!(
        test_branches * 100 >= run_branches * 95,
        "branches {test_branches}/{run_branches}"
    );
}

#[test]
fn a_pattern_that_matches_nothing_is_a_usage_error() {
    let work = repo().join("target/test-record/nothing");
    let _ = std::fs::remove_dir_all(&work);
    let (status, err) = record_example(&work, "com.acme.order.*", false);
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("no class the run loaded matches com.acme.order.*"),
        "{err}"
    );
    assert!(!work.join("tests").exists());
}

/// A call that met a limit of Terrarium's class library (its exception
/// names Terrarium) is left out with the reason, never written as a test
/// that asserts the limit.
#[test]
fn a_terrarium_limit_is_never_written_as_a_test() {
    let work = repo().join("target/test-record/limit");
    let _ = std::fs::remove_dir_all(&work);
    let src = work.join("src");
    std::fs::create_dir_all(&src).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        src.join("Fetch.java"),
        "import java.io.IOException;\nimport java.net.URL;\n\
         public class Fetch {\n\
         public int size(String url) throws IOException {\n\
         return new URL(url).openStream().readAllBytes().length;\n}\n\
         public static void main(String[] args) {\n\
         try { System.out.println(new Fetch().size(\"ftp://example.com/f.txt\")); }\n\
         catch (Exception e) { System.out.println(\"failed: \" + e); }\n}\n}\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let bin = work.join("classes");
    javac_with(&[], &java_files_under(&src), &bin).unwrap_or_else(|e| panic!("{e}"));
    let mut err = Vec::new();
    let status = record(
        RecordOptions {
            run: RunRequest {
                class_path: vec![bin.display().to_string()],
                main_class: "Fetch".into(),
                ..RunRequest::default()
            },
            spec: RecordSpec {
                classes: vec!["Fetch".into()],
                junit: JUnit::Four,
                main_class: "Fetch".into(),
            },
            out: work.join("tests"),
            report: None,
            measure_overhead: false,
            check: false,
            tests: Vec::new(),
        },
        &mut std::io::sink(),
        &mut err,
    );
    let err = String::from_utf8_lossy(&err);
    assert_eq!(status, 0, "{err}");
    assert!(
        err.contains(
            "left out 1: the run met a limit of Terrarium: the ftp protocol is not provided"
        ),
        "{err}"
    );
    let written =
        std::fs::read_to_string(work.join("tests/FetchRecordedTest.java")).unwrap_or_default();
    assert!(!written.contains("ftp"), "{written}");
}

/// What the recorded calls read of their world (a directory listing and
/// files, console input, random draws, the clock, an environment variable
/// and a property: `corpus/record/Ledger`, run in its `world.json`) becomes
/// `World` setup in `...RecordedWorldTest` classes, which pass in
/// `terrarium test`; tests of calls that read nothing stay portable.
#[test]
fn reads_of_the_world_become_world_setup() {
    if mockito_missing() {
        return;
    }
    let app = repo().join("corpus/record/Ledger");
    let work = repo().join("target/test-record/ledger-world");
    let classes = [
        "com.example.ledger.Clerk",
        "com.example.ledger.Report",
        "com.example.ledger.LedgerStore",
        "com.example.ledger.Entry",
    ];
    let (output, written) =
        record_app(&app.join("src"), &work, &classes, "com.example.ledger.Main");
    let source = |class: &str| {
        output
            .files
            .iter()
            .find(|f| f.class == format!("com.example.ledger.{class}"))
            .map(|f| f.source())
            .unwrap_or_else(|| panic!("no {class} written: {output:?}"))
    };
    let store = source("LedgerStoreRecordedWorldTest");
    assert!(
        store.contains(
            "World.file(\"/work/books/broken.csv\", \"rent;-90000;flat\\nrent;lots;december\\n\");"
        ),
        "{store}"
    );
    // The listing's other file is set up too: it is what the filter left out.
    assert!(
        store.contains("World.file(\"/work/books/notes.txt\""),
        "{store}"
    );
    let clerk = source("ClerkRecordedWorldTest");
    for line in [
        "World.stdin(\"book household food -650 cheese\\nhello\\n",
        "World.nextRandom(8074);",
    ] {
        assert!(clerk.contains(line), "{line} not in\n{clerk}");
    }
    let report = source("ReportRecordedWorldTest");
    for line in [
        "World.env(\"LEDGER_CURRENCY\", \"CHF\");",
        "World.property(\"user.name\", \"ada\");",
        "World.clock(1763500000000L);",
    ] {
        assert!(report.contains(line), "{line} not in\n{report}");
    }
    for f in output.files.iter().filter(|f| !is_world_test(&f.class)) {
        assert!(!f.source().contains("World."), "{}", f.source());
    }
    for c in &output.classes {
        assert_eq!(c.tests, c.behaviours, "{c:?}");
        assert!(c.dropped.is_empty(), "{c:?}");
    }
    compile_tests(&written, &work);
    let text = hotspot_junit(&work, &test_classes(&output), 1);
    assert!(text.contains("OK ("), "{text}");
    assert!(terrarium_world_tests(&work, &output) >= 14);
}

/// `record --test`: while a hand-written JUnit suite runs (the example's
/// workflow tests over the real repository, with a mocked notifier), the
/// calls into the chosen classes are recorded and become focused unit
/// tests of each class with its collaborators mocked; the suite's own
/// classes are never recorded, even when the pattern matches them.
#[test]
fn a_test_suite_is_recorded_into_unit_tests() {
    if mockito_missing() {
        return;
    }
    let work = repo().join("target/test-record/orders-suite");
    let _ = std::fs::remove_dir_all(&work);
    let app = repo().join("examples/orders");
    let bin = work.join("classes");
    javac_with(&["-g"], &java_files_under(&app.join("src")), &bin)
        .unwrap_or_else(|e| panic!("{e}"));
    let cp: Vec<String> = JUNIT
        .iter()
        .chain(MOCKITO)
        .map(|s| s.to_string())
        .chain([bin.display().to_string()])
        .collect();
    let suite = work.join("suite");
    javac_with(
        &["-g", "-cp", &cp.join(":")],
        &java_files_under(&app.join("test")),
        &suite,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let report = work.join("report.json");
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = record(
        RecordOptions {
            run: RunRequest {
                class_path: vec![bin.display().to_string(), suite.display().to_string()],
                ..RunRequest::default()
            },
            spec: RecordSpec {
                classes: vec!["com.acme.orders.*".into()],
                junit: JUnit::Four,
                main_class: "com.acme.orders.OrderWorkflowTest".into(),
            },
            out: work.join("tests"),
            report: Some(report.clone()),
            measure_overhead: false,
            check: true,
            tests: vec!["com.acme.orders.OrderWorkflowTest".into()],
        },
        &mut out,
        &mut err,
    );
    let (out, err) = (String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("5 passed, 0 failed"), "{out}");
    let text = std::fs::read_to_string(&report).unwrap_or_else(|e| panic!("{e}\n{err}"));
    let output: RecordOutput = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        output.classes.iter().all(|c| !c.class.contains("Test")),
        "{:?}",
        output.classes
    );
    let service = output
        .classes
        .iter()
        .find(|c| c.class == "com.acme.orders.OrderService")
        .unwrap_or_else(|| panic!("{err}"));
    // Measured: 15 calls from the suite, 9 behaviours, a test each.
    assert!(service.behaviours >= 8, "{service:?}");
    assert_eq!(service.tests, service.behaviours, "{service:?}");
    assert!(service.dropped.is_empty(), "{service:?}");
    let source = output
        .files
        .iter()
        .find(|f| f.class == "com.acme.orders.OrderServiceRecordedTest")
        .map(|f| f.source())
        .unwrap_or_default();
    assert!(
        source.contains("OrderRepository orderRepository = mock(OrderRepository.class);"),
        "{source}"
    );
    compile_tests(&work.join("tests"), &work);
    let text = hotspot_junit(&work, &test_classes(&output), 5);
    assert!(text.contains("OK ("), "{text}");
}
