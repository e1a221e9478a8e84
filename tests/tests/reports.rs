//! The standard reports: `terrarium test --reports-dir` writes Surefire's
//! `TEST-<class>.xml`, compared with the legacy XML report of the JUnit 5.9
//! console launcher on HotSpot (the same format: every test's outcome, its
//! exception type and message); `--coverage-xml` and `--coverage-html`
//! write JaCoCo's XML report and pages marking lines (`jacoco.rs` compares
//! the XML with the real JaCoCo's); `--fail-under` gives its exit status
//! for `test` and `gen`; `gen --report` has totals and its settings; and
//! both commands print a line per finished class when stderr is a pipe.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use host::generate::GenOptions;
use host::test::{Coverage, EXIT_COVERAGE, Reports};
use terrarium_gen::generate::GenRequest;
use terrarium_gen::junit::writer::JUnit;
use terrarium_gen::search::Algorithm;
use terrarium_tests::{java_files_under, javac_with, repo};

#[path = "support/xml.rs"]
mod xml;

const JUNIT: &str = "/usr/share/java/junit4.jar";
const HAMCREST: &str = "/usr/share/java/hamcrest-core.jar";
const LAUNCHER: &str = "/usr/share/java/junit-platform-console-standalone.jar";
const SOURCES: &str = "tests/java-reports";

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("terrarium-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// `tests/java-reports` compiled (against JUnit 4) into `dir/classes`.
fn compiled(dir: &Path) -> PathBuf {
    let out = dir.join("classes");
    if let Err(e) = javac_with(
        &["-cp", JUNIT],
        &java_files_under(&repo().join(SOURCES)),
        &out,
    ) {
        panic!("{e} (needs Debian's junit4)");
    }
    out
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn parse(path: &Path) -> xml::Element {
    xml::parse(&read(path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// (class, test) → (outcome element or "passed", type, message).
type Outcomes = BTreeMap<(String, String), (String, String, String)>;

fn outcomes(suite: &xml::Element) -> Outcomes {
    suite
        .all("testcase")
        .map(|case| {
            let outcome = case
                .children
                .iter()
                .find(|c| ["failure", "error", "skipped"].contains(&c.name.as_str()));
            let (what, kind, message) = match outcome {
                None => ("passed".to_string(), String::new(), String::new()),
                // The skip reasons differ in wording (`@Ignore`, the launcher's
                // stack trace); what counts is that it was skipped.
                Some(o) if o.name == "skipped" => ("skipped".into(), String::new(), String::new()),
                Some(o) => (
                    o.name.clone(),
                    o.attr("type").to_string(),
                    o.attr("message").to_string(),
                ),
            };
            (
                (
                    case.attr("classname").to_string(),
                    case.attr("name").to_string(),
                ),
                (what, kind, message),
            )
        })
        .collect()
}

/// Surefire's report format (`surefire-test-report.xsd`): the elements and
/// attributes a Terrarium report may use.
fn surefire_names(element: &str) -> Option<&'static [&'static str]> {
    Some(match element {
        "testsuite" => &["name", "time", "tests", "errors", "skipped", "failures"],
        "testcase" => &["name", "classname", "time"],
        "failure" | "error" => &["message", "type"],
        "skipped" => &["message"],
        "system-out" | "system-err" => &[],
        _ => return None,
    })
}

#[test]
fn surefire_reports_match_the_console_launcher() {
    let dir = scratch("surefire");
    let classes = compiled(&dir);

    // HotSpot: the console launcher's legacy report of the JUnit 4 tests.
    let theirs_dir = dir.join("launcher");
    let out = Command::new("java")
        .arg("-jar")
        .arg(LAUNCHER)
        .args(["--disable-banner", "--details=none", "-cp"])
        .arg(format!("{}:{JUNIT}:{HAMCREST}", classes.display()))
        .args(["--select-class", "demo.ReportsTest", "--reports-dir"])
        .arg(&theirs_dir)
        .output()
        .unwrap_or_else(|e| panic!("cannot run the console launcher: {e}"));
    assert!(
        out.status.code().is_some(),
        "the console launcher did not finish"
    );
    let theirs = parse(&theirs_dir.join("TEST-junit-vintage.xml"));

    // Terrarium, two classes (a report each).
    let ours_dir = dir.join("surefire-reports");
    let status = host::test::run(
        &[classes.display().to_string()],
        &["demo.ReportsTest".to_string(), "demo.CalcTest".to_string()],
        terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
        false,
        &Coverage::default(),
        &Reports {
            dir: Some(ours_dir.clone()),
            quiet: true,
            json: false,
        },
        None,
    );
    assert_eq!(status, host::test::EXIT_FAILED);
    let ours = parse(&ours_dir.join("TEST-demo.ReportsTest.xml"));

    let (want, got) = (outcomes(&theirs), outcomes(&ours));
    assert_eq!(want.len(), 6, "the launcher ran {want:#?}");
    assert_eq!(got, want, "left: Terrarium, right: the console launcher");

    // The suite's counts add up, as Surefire writes them.
    assert_eq!(ours.name, "testsuite");
    assert_eq!(ours.attr("name"), "demo.ReportsTest");
    for (attr, n) in [("tests", 6), ("failures", 2), ("errors", 1), ("skipped", 2)] {
        assert_eq!(ours.attr(attr), n.to_string(), "testsuite {attr}");
        assert_eq!(ours.attr(attr), theirs.attr(attr), "the launcher's {attr}");
    }
    let mut all = vec![&ours];
    ours.walk(&mut all);
    for e in all {
        let Some(allowed) = surefire_names(&e.name) else {
            panic!("<{}> is not in Surefire's report format", e.name);
        };
        for a in e.attrs.keys() {
            assert!(
                allowed.contains(&a.as_str()),
                "<{} {a}> is not Surefire's",
                e.name
            );
        }
    }
    // Times are virtual seconds: a test that ran took some.
    let times: Vec<f64> = ours
        .all("testcase")
        .map(|c| c.attr("time").parse().unwrap_or(-1.0))
        .collect();
    assert!(times.iter().all(|t| *t >= 0.0), "{times:?}");
    assert!(times.iter().any(|t| *t > 0.0), "{times:?}");
    let case = |name: &str| {
        ours.all("testcase")
            .find(|c| c.attr("name") == name)
            .unwrap_or_else(|| panic!("no testcase {name}"))
    };
    let printed = case("passes");
    let text =
        |c: &xml::Element, name: &str| c.all(name).map(|e| e.text.clone()).collect::<String>();
    assert_eq!(text(printed, "system-out"), "hello <out> & ]]> more\n");
    assert_eq!(text(printed, "system-err"), "to stderr\n");
    let failure = text(case("fails"), "failure");
    assert!(
        failure.starts_with("java.lang.AssertionError: expected:<1> but was:<2>\n\tat demo.ReportsTest.fails(ReportsTest.java:"),
        "{failure}"
    );
    assert_eq!(case("ignored").all("skipped").count(), 1);

    let calc = parse(&ours_dir.join("TEST-demo.CalcTest.xml"));
    assert_eq!((calc.attr("tests"), calc.attr("failures")), ("3", "0"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--coverage-xml`, `--coverage-html` and `--fail-under` of `terrarium test`.
#[test]
fn coverage_reports_and_the_threshold() {
    let dir = scratch("coverage-reports");
    let classes = compiled(&dir);
    let run = |fail_under: Option<f64>| {
        host::test::run(
            &[classes.display().to_string()],
            &["demo.CalcTest".to_string()],
            terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
            false,
            &Coverage {
                classes: vec!["demo.Calc".to_string()],
                xml: Some(dir.join("jacoco.xml")),
                html: Some(dir.join("html")),
                sources: vec![dir.join("nowhere"), repo().join(SOURCES)],
                fail_under,
                ..Coverage::default()
            },
            &Reports::default(),
            None,
        )
    };
    // sign: 1 of 4 branches, size: 2 of 4, same: 1 of 2.
    assert_eq!(run(Some(40.1)), EXIT_COVERAGE);
    assert_eq!(run(Some(40.0)), 0);
    assert_eq!(run(None), 0);

    let report = parse(&dir.join("jacoco.xml"));
    let counter = |e: &xml::Element, kind: &str| {
        e.all("counter")
            .find(|c| c.attr("type") == kind)
            .map(|c| (c.attr("missed").to_string(), c.attr("covered").to_string()))
    };
    let s = |a: &str, b: &str| Some((a.to_string(), b.to_string()));
    assert_eq!(counter(&report, "BRANCH"), s("6", "4"));
    assert_eq!(counter(&report, "METHOD"), s("1", "3"));
    assert_eq!(counter(&report, "CLASS"), s("0", "1"));
    assert_eq!(counter(&report, "INSTRUCTION"), None);
    let package = report
        .all("package")
        .next()
        .map(|p| p.attr("name").to_string());
    assert_eq!(package.as_deref(), Some("demo"));

    let page = read(&dir.join("html/demo/Calc.java.html"));
    let row = |code: &str| {
        page.lines()
            .find(|l| l.contains(code))
            .unwrap_or_else(|| panic!("no line {code:?} in the page"))
            .to_string()
    };
    assert!(
        row("if (x &gt; 0) return 1;").contains("class=\"pc\""),
        "{}",
        row("if (x &gt; 0)")
    );
    assert!(row("if (x &lt; 0) return -1;").contains("class=\"nc\""));
    assert!(row("return n &gt; 100").contains("title=\"2 of 4 branches missed.\""));
    assert!(row("return x - x;").contains("class=\"fc\""));
    assert!(row("public class Calc").contains("class=\"nc\""));
    assert!(row("/** What the coverage").contains("class=\"\""));
    let index = read(&dir.join("html/index.html"));
    assert!(
        index.contains("<a href=\"demo/Calc.java.html\">demo.Calc</a>"),
        "{index}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn gen_options(cp: &Path, out: &Path, fail_under: Option<f64>) -> GenOptions {
    GenOptions {
        cp: vec![cp.display().to_string()],
        classes: vec!["demo.Calc".to_string()],
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
            seed: 3,
            budget_evals: Some(300),
            junit: JUnit::Four,
            test_fuel: terrarium_gen::execute::DEFAULT_TEST_FUEL,
        },
        report: Some(out.join("report.json")),
        jobs: 1,
        shard: None,
        quiet: true,
        sandbox: None,
        fail_under,
        force: false,
    }
}

/// `gen --fail-under` and the settings and totals of `gen --report`.
#[test]
fn gen_reports_totals_and_fails_under_a_threshold() {
    let dir = scratch("gen-fail-under");
    let classes = compiled(&dir);
    // `same`'s `x != x` branch cannot be taken: at most 9 of 10.
    assert_eq!(
        host::generate::run(gen_options(&classes, &dir, Some(95.0))),
        EXIT_COVERAGE
    );
    assert_eq!(
        host::generate::run(gen_options(&classes, &dir, Some(50.0))),
        0
    );
    let report: serde_json::Value = serde_json::from_str(&read(&dir.join("report.json")))
        .unwrap_or_else(|e| panic!("report.json: {e}"));
    assert_eq!(report["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(report["seed"], 3);
    assert_eq!(report["algorithm"], "dynamosa");
    assert_eq!(report["budget"]["evaluations"], 300);
    assert!(report["budget"]["seconds"].is_null());
    for what in ["branches", "lines"] {
        let sum = |k: &str| -> u64 {
            report["classes"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| c[what][k].as_u64().unwrap_or(0))
                .sum()
        };
        assert_eq!(report["totals"][what]["covered"], sum("covered"), "{what}");
        assert_eq!(report["totals"][what]["total"], sum("total"), "{what}");
    }
    assert_eq!(report["totals"]["branches"]["total"], 10);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The `terrarium` binary built beside this test (`cargo build --release -p terrarium`).
fn terrarium_binary() -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_default();
    let bin = exe
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("terrarium"))
        .unwrap_or_default();
    assert!(
        bin.is_file(),
        "{} is missing: build it first (cargo build --release -p terrarium)",
        bin.display()
    );
    bin
}

/// With stderr a pipe (a CI log) `gen` and `test` print a line per finished class.
#[test]
fn progress_is_a_line_per_class_in_a_log() {
    let dir = scratch("progress-lines");
    let classes = compiled(&dir);
    let bin = terrarium_binary();
    let out = Command::new(&bin)
        .arg("gen")
        .arg("--cp")
        .arg(&classes)
        .args(["demo.Calc", "--budget-evals", "200", "--out"])
        .arg(dir.join("gen"))
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", bin.display()));
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("[1/1] demo.Calc: branches "))
        .collect();
    assert_eq!(lines.len(), 1, "stderr:\n{err}");
    assert!(lines[0].contains(" evals, "), "{}", lines[0]);

    let out = Command::new(&bin)
        .arg("test")
        .arg("--cp")
        .arg(&classes)
        .args(["demo.CalcTest", "demo.ReportsTest"])
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", bin.display()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("[1/2] demo.CalcTest: 3 tests, 0 failed\n"),
        "stderr:\n{err}"
    );
    assert!(
        err.contains("[2/2] demo.ReportsTest: 6 tests, 3 failed, 2 skipped\n"),
        "stderr:\n{err}"
    );
    assert_eq!(out.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&dir);
}
