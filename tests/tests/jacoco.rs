//! Terrarium counts coverage as JaCoCo does. The real JaCoCo (Debian's
//! `libjacoco-java`, 0.8.6, through `tests/jacoco/JacocoCounts.java`) and
//! Terrarium count the classes of `corpus/subjects/` and `corpus/jacoco/`
//! (the code javac generates that JaCoCo filters), and must agree on every
//! class's branches, lines and methods:
//! - the totals, as `gen --report` gives them (also of the subjects compiled
//!   for Java 8);
//! - what the same tests cover: `corpus/jacoco/test/`'s `PatternsTest`, and
//!   the plain tests `terrarium gen` writes for the subjects, run on HotSpot
//!   under the JaCoCo agent and in `terrarium test --coverage`.
//!
//! - JaCoCo's XML report of that coverage (`terrarium test --coverage-xml`):
//!   every LINE, BRANCH, METHOD and CLASS counter of the report, its packages,
//!   classes, methods (and their first lines) and source files, and every
//!   source line's branches and whether it ran, as the real JaCoCo's
//!   `XMLFormatter` writes them (`tests/jacoco/JacocoXml.java`).
//!
//! The classes are compiled with `--release 16`: JaCoCo 0.8.6's ASM level
//! refuses Java 17's `PermittedSubclasses` (javac 17 gives one to an enum
//! whose constants have bodies); javac's code is otherwise the same.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use host::classpath::ClassPath;
use serde_json::Value;
use terrarium_gen::coverage::{ClassCoverage, Counter, CoverageReport};
use terrarium_gen::execute::Executor;
use terrarium_gen::generate::{GenRequest, generate_class};
use terrarium_gen::junit::runner::{TestObserver, TestRequest, run_tests_observed};
use terrarium_gen::junit::writer::JUnit;
use terrarium_gen::search::{Algorithm, Quiet};
use terrarium_tests::{java_files, javac_with, repo};

#[path = "support/xml.rs"]
mod xml;

const JACOCO: &str = "/usr/share/java/org.jacoco.core.jar";
const JACOCO_REPORT: &str = "/usr/share/java/org.jacoco.report.jar";
const AGENT_RT: &str = "/usr/share/java/org.jacoco.agent.rt.jar";
const ASM: [&str; 3] = [
    "/usr/share/java/asm.jar",
    "/usr/share/java/asm-commons.jar",
    "/usr/share/java/asm-tree.jar",
];
const JUNIT: &str = "/usr/share/java/junit4.jar";
const HAMCREST: &str = "/usr/share/java/hamcrest-core.jar";
const RELEASE: [&str; 2] = ["--release", "16"];
const SUBJECTS: &str = "corpus/subjects/src/subjects";

/// Branches, lines and methods of one class.
type Counts = [Counter; 3];

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("terrarium-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn need_jacoco() {
    for jar in [JACOCO, JACOCO_REPORT, AGENT_RT, JUNIT, HAMCREST]
        .iter()
        .chain(&ASM)
    {
        assert!(
            Path::new(jar).is_file(),
            "this test needs Debian's libjacoco-java and junit4 ({jar} is missing); .ci/run installs them"
        );
    }
}

fn jacoco_class_path(tool: &Path) -> String {
    let mut cp = vec![JACOCO.to_string(), JACOCO_REPORT.to_string()];
    cp.extend(ASM.iter().map(|s| s.to_string()));
    cp.push(tool.display().to_string());
    cp.join(":")
}

/// `JacocoCounts` compiled into `dir`.
fn jacoco_tool(dir: &Path) -> PathBuf {
    let out = dir.join("jacoco-tool");
    let src = ["JacocoCounts.java", "JacocoXml.java"].map(|f| repo().join("tests/jacoco").join(f));
    if let Err(e) = javac_with(&["-cp", &jacoco_class_path(&out)], &src, &out) {
        panic!("compiling JacocoCounts: {e}");
    }
    out
}

/// A `-javaagent` jar for Debian's JaCoCo agent, whose own jar has no
/// `Premain-Class` (the agent and JaCoCo come from their jars on its class path).
fn agent_jar(dir: &Path) -> PathBuf {
    let manifest = dir.join("agent-manifest.txt");
    let mut class_path = vec![AGENT_RT, JACOCO];
    class_path.extend(ASM);
    let text = format!(
        "Premain-Class: org.jacoco.agent.rt.internal.PreMain\nClass-Path: {}\n",
        class_path.join(" ")
    );
    if let Err(e) = std::fs::write(&manifest, text) {
        panic!("{}: {e}", manifest.display());
    }
    let jar = dir.join("jacoco-agent.jar");
    let status = Command::new("jar")
        .arg("cfm")
        .arg(&jar)
        .arg(&manifest)
        .status();
    assert!(
        status.is_ok_and(|s| s.success()),
        "jar cfm {} failed (is a JDK installed?)",
        jar.display()
    );
    jar
}

/// What `java` with these arguments printed.
fn java(cmd: &mut Command) -> std::process::Output {
    match cmd.output() {
        Ok(o) => o,
        Err(e) => panic!("cannot run java: {e}"),
    }
}

/// JaCoCo's counts of the classes under `dirs` (binary name → counts),
/// with the execution data of `exec` or with nothing run.
fn jacoco_counts(tool: &Path, dirs: &[&Path], exec: Option<&Path>) -> BTreeMap<String, Counts> {
    let mut cmd = Command::new("java");
    cmd.arg("-cp")
        .arg(jacoco_class_path(tool))
        .arg("JacocoCounts");
    if let Some(e) = exec {
        cmd.arg("--exec").arg(e);
    }
    let out = java(cmd.args(dirs));
    assert!(
        out.status.success(),
        "JacocoCounts failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = match serde_json::from_slice(&out.stdout) {
        Ok(v) => v,
        Err(e) => panic!("JacocoCounts printed no JSON: {e}"),
    };
    let counter = |c: &Value, k: &str| Counter {
        covered: c[k]["covered"].as_u64().unwrap_or(u64::MAX) as usize,
        total: c[k]["total"].as_u64().unwrap_or(u64::MAX) as usize,
    };
    json["classes"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| {
            (
                c["class"].as_str().unwrap_or_default().to_string(),
                [
                    counter(c, "branches"),
                    counter(c, "lines"),
                    counter(c, "methods"),
                ],
            )
        })
        .collect()
}

fn counts(c: &CoverageReport) -> Counts {
    [c.branches, c.lines, c.methods]
}

fn totals(c: &Counts) -> [usize; 3] {
    c.map(|x| x.total)
}

/// Terrarium's totals for `class`, from the coverage tables `gen` searches with.
fn terrarium_totals(classes: &BTreeMap<String, Vec<u8>>, class: &str) -> [usize; 3] {
    let internal = class.replace('.', "/");
    let exec = match Executor::new(
        classes.clone(),
        Default::default(),
        std::slice::from_ref(&internal),
        &[],
    ) {
        Ok(e) => e,
        Err(e) => panic!("{class}: {e}"),
    };
    let c = ClassCoverage::of(&exec.vm, &internal, &[], &[], &[]);
    [c.branches().total, c.lines().total, c.methods().total]
}

/// The Java sources of a folder of the repository.
fn sources(folder: &str) -> Vec<PathBuf> {
    java_files(&repo().join(folder))
}

/// `javac --release 16` of `sources` (against `class_path`) into `out`.
fn compile(sources: &[PathBuf], out: &Path, class_path: Option<&str>) {
    let mut options = RELEASE.to_vec();
    if let Some(cp) = class_path {
        options.extend(["-cp", cp]);
    }
    if let Err(e) = javac_with(&options, sources, out) {
        panic!("compiling into {}: {e}", out.display());
    }
}

fn read_class_path(dirs: &[&Path]) -> ClassPath {
    let entries: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    match ClassPath::read(&entries) {
        Ok(cp) => cp,
        Err(e) => panic!("{e}"),
    }
}

/// Compiles the JUnit tests `sources` against `classes`, runs `tests` on
/// HotSpot under the JaCoCo agent and in `terrarium test --coverage`, and
/// asserts that every class under `classes` is covered the same.
fn assert_covered_alike(
    dir: &Path,
    tool: &Path,
    classes: &Path,
    sources: &[PathBuf],
    tests: &[String],
) {
    let test_classes = dir.join("test-classes");
    compile(
        sources,
        &test_classes,
        Some(&format!("{}:{JUNIT}", classes.display())),
    );

    // HotSpot, measuring the classes of the tests' package.
    let exec = dir.join("tests.exec");
    let package = tests
        .first()
        .and_then(|t| t.rsplit_once('.'))
        .map_or("", |(p, _)| p);
    let out = java(
        Command::new("java")
            .arg(format!(
                "-javaagent:{}=destfile={},includes={package}.*",
                agent_jar(dir).display(),
                exec.display()
            ))
            .arg("-cp")
            .arg(format!(
                "{}:{}:{JUNIT}:{HAMCREST}",
                classes.display(),
                test_classes.display()
            ))
            .arg("org.junit.runner.JUnitCore")
            .args(tests),
    );
    assert!(
        exec.is_file(),
        "the JaCoCo agent wrote no {}:\n{}{}",
        exec.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let jacoco = jacoco_counts(tool, &[classes], Some(&exec));

    // Terrarium, measuring every class JaCoCo measured.
    let run_cp = read_class_path(&[classes, &test_classes]);
    let req = TestRequest {
        select: Default::default(),
        classes: run_cp.classes,
        class_path: run_cp.text,
        resources: run_cp.resources,
        test_classes: tests.to_vec(),
        fuel: terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
    };
    let measured: Vec<String> = jacoco.keys().cloned().collect();
    struct Nothing;
    impl TestObserver for Nothing {
        fn test_done(
            &mut self,
            _: &terrarium_gen::junit::runner::TestResult,
            _: &terrarium_gen::junit::runner::TestDetail,
        ) {
        }
    }
    let (_, coverage) = run_tests_observed(&req, &measured, &mut Nothing);
    let covered: Vec<(String, ClassCoverage)> = measured.iter().cloned().zip(coverage).collect();
    let reports: Vec<CoverageReport> = covered.iter().map(|(n, c)| c.report(n)).collect();
    let ours: BTreeMap<&str, Counts> = reports
        .iter()
        .map(|r| (r.class.as_str(), counts(r)))
        .collect();
    let wrong: Vec<String> = jacoco
        .iter()
        .filter(|(class, want)| ours.get(class.as_str()) != Some(*want))
        .map(|(class, want)| {
            format!(
                "{class}: JaCoCo {want:?}, Terrarium {:?}",
                ours.get(class.as_str())
            )
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "covered by {} test classes, (branches, lines, methods):\n{}",
        tests.len(),
        wrong.join("\n")
    );
    assert_xml_alike(dir, tool, classes, &exec, &covered);
}

/// The parts of a JaCoCo XML report that Terrarium writes as JaCoCo does
/// (all but the INSTRUCTION and COMPLEXITY counters and the instruction
/// counts of `<line>`): "where → what".
fn comparable(report: &xml::Element) -> BTreeMap<String, String> {
    fn walk(e: &xml::Element, path: &str, out: &mut BTreeMap<String, String>) {
        for c in &e.children {
            match c.name.as_str() {
                "counter" => {
                    let kind = c.attr("type");
                    if kind != "INSTRUCTION" && kind != "COMPLEXITY" {
                        out.insert(
                            format!("{path} counter {kind}"),
                            format!("missed {} covered {}", c.attr("missed"), c.attr("covered")),
                        );
                    }
                }
                "line" => {
                    out.insert(
                        format!("{path} line {}", c.attr("nr")),
                        format!(
                            "mb {} cb {} ran {}",
                            c.attr("mb"),
                            c.attr("cb"),
                            c.attr("ci") != "0"
                        ),
                    );
                }
                "method" => {
                    let p = format!("{path} method {}{}", c.attr("name"), c.attr("desc"));
                    out.insert(format!("{p} first line"), c.attr("line").to_string());
                    walk(c, &p, out);
                }
                "package" | "class" | "sourcefile" => {
                    let p = format!("{path} {} {}", c.name, c.attr("name"));
                    out.insert(p.clone(), c.attr("sourcefilename").to_string());
                    walk(c, &p, out);
                }
                _ => {}
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(report, "report", &mut out);
    out
}

/// Terrarium's XML report of `covered` says what the real JaCoCo's report
/// of the same execution (`exec`, of the classes under `classes`) says.
fn assert_xml_alike(
    dir: &Path,
    tool: &Path,
    classes: &Path,
    exec: &Path,
    covered: &[(String, ClassCoverage)],
) {
    let theirs_path = dir.join("jacoco.xml");
    let out = java(
        Command::new("java")
            .arg("-cp")
            .arg(jacoco_class_path(tool))
            .arg("JacocoXml")
            .arg(exec)
            .arg(&theirs_path)
            .arg(classes),
    );
    assert!(
        out.status.success(),
        "JacocoXml failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs = std::fs::read_to_string(&theirs_path).unwrap_or_default();
    let ours = host::reports::jacoco_xml("terrarium test", covered);
    let parse = |who: &str, text: &str| match xml::parse(text) {
        Ok(e) => comparable(&e),
        Err(e) => panic!("{who}'s XML report does not parse: {e}"),
    };
    let (theirs, ours) = (parse("JaCoCo", &theirs), parse("Terrarium", &ours));
    assert!(
        theirs.len() > 100,
        "JaCoCo's report has {} entries",
        theirs.len()
    );
    let keys: std::collections::BTreeSet<&String> = theirs.keys().chain(ours.keys()).collect();
    let wrong: Vec<String> = keys
        .into_iter()
        .filter(|k| theirs.get(*k) != ours.get(*k))
        .map(|k| {
            format!(
                "{k}: JaCoCo {:?}, Terrarium {:?}",
                theirs.get(k),
                ours.get(k)
            )
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "{} of {} entries of the XML reports differ:\n{}",
        wrong.len(),
        theirs.len(),
        wrong.join("\n")
    );
}

/// Every class under `dirs` that JaCoCo reports has its totals in
/// Terrarium; the others (synthetic classes, which JaCoCo skips) count
/// nothing in Terrarium either.
fn assert_totals_alike(tool: &Path, dirs: &[&Path]) {
    let jacoco = jacoco_counts(tool, dirs, None);
    assert!(
        jacoco.len() >= 40,
        "JaCoCo counted {} classes",
        jacoco.len()
    );
    let cp = read_class_path(dirs);
    let mut wrong = Vec::new();
    for internal in cp.classes.keys() {
        let class = internal.replace('/', ".");
        let want = jacoco.get(&class).map_or([0; 3], totals);
        let got = terrarium_totals(&cp.classes, &class);
        if got != want {
            wrong.push(format!(
                "{class}: JaCoCo {want:?}, Terrarium {got:?} (branches, lines, methods)"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "totals differ from JaCoCo's:\n{}",
        wrong.join("\n")
    );
}

/// A scratch directory, `JacocoCounts` compiled there and the subjects
/// compiled into its `subjects/`.
fn setup(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    need_jacoco();
    let dir = scratch(name);
    let tool = jacoco_tool(&dir);
    let subjects = dir.join("subjects");
    compile(&sources(SUBJECTS), &subjects, None);
    (dir, tool, subjects)
}

/// Totals of every class of the two corpora, and the coverage of
/// `PatternsTest`, which runs part of each `corpus/jacoco` class (some of
/// it throwing in the middle of a line).
#[test]
fn totals_and_pattern_coverage_match_jacoco() {
    let (dir, tool, subjects) = setup("jacoco-patterns");
    let patterns = dir.join("patterns");
    compile(&sources("corpus/jacoco/src/jacoco"), &patterns, None);
    assert_totals_alike(&tool, &[&subjects, &patterns]);
    // javac's shapes for Java 8: synthetic accessors of nested classes'
    // private members, string concatenation with `StringBuilder`.
    let subjects8 = dir.join("subjects8");
    if let Err(e) = javac_with(&["--release", "8"], &sources(SUBJECTS), &subjects8) {
        panic!("compiling the subjects for Java 8: {e}");
    }
    assert_totals_alike(&tool, &[&subjects8]);

    assert_covered_alike(
        &dir,
        &tool,
        &patterns,
        &sources("corpus/jacoco/test/jacoco"),
        &["jacoco.PatternsTest".to_string()],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `gen --report`'s totals for the subjects, and the coverage of the plain
/// tests it writes. `SessionRegistry` is left out: its tests depend on the
/// singleton's state, which `terrarium test` resets for every test and a
/// JVM keeps from one test to the next.
#[test]
fn generated_tests_cover_what_jacoco_says() {
    let (dir, tool, subjects) = setup("jacoco-gen");
    let cp = read_class_path(&[&subjects]);
    let jacoco = jacoco_counts(&tool, &[&subjects], None);
    let req = GenRequest {
        classes: cp.classes.clone(),
        resources: Default::default(),
        algorithm: Algorithm::Dynamosa,
        seed: 7,
        budget_evals: Some(1500),
        junit: JUnit::Four,
        test_fuel: terrarium_gen::execute::DEFAULT_TEST_FUEL,
    };
    let mut test_sources = Vec::new();
    let mut tests = Vec::new();
    let mut wrong = Vec::new();
    for path in sources(SUBJECTS) {
        let Some(name) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if name == "SessionRegistry" {
            continue;
        }
        let class = format!("subjects.{name}");
        let r = generate_class(&req, &class, &|| false, &mut Quiet);
        assert_eq!(r.report.error, None, "{class}");
        let report = [r.report.branches, r.report.lines, r.report.methods];
        let want = jacoco.get(&class).map_or([0; 3], totals);
        if totals(&report) != want {
            wrong.push(format!("{class}: JaCoCo {want:?}, report {report:?}"));
        }
        for f in r
            .files
            .iter()
            .filter(|f| !f.path.ends_with("WorldTest.java"))
        {
            let path = dir.join("tests-src").join(&f.path);
            if let Some(p) = path.parent() {
                let _ = std::fs::create_dir_all(p);
            }
            if let Err(e) = std::fs::write(&path, &f.source) {
                panic!("{}: {e}", path.display());
            }
            tests.push(f.path.trim_end_matches(".java").replace('/', "."));
            test_sources.push(path);
        }
    }
    assert!(
        wrong.is_empty(),
        "gen --report totals differ from JaCoCo's (branches, lines, methods):\n{}",
        wrong.join("\n")
    );
    assert!(tests.len() >= 30, "only {} plain test classes", tests.len());
    assert_covered_alike(&dir, &tool, &subjects, &test_sources, &tests);
    let _ = std::fs::remove_dir_all(&dir);
}
