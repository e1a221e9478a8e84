//! Terrarium counts coverage as JaCoCo does. The real JaCoCo (Debian's
//! `libjacoco-java`, 0.8.6, through `tests/jacoco/JacocoCounts.java`) and
//! Terrarium count the classes of `corpus/subjects/` and `corpus/jacoco/`
//! (the code javac generates that JaCoCo filters), and must agree on every
//! class's branches, lines and methods:
//! - the totals, as `gen --report` gives them;
//! - what the same tests cover: `corpus/jacoco/test/`'s `PatternsTest`, and
//!   the plain tests `terrarium gen` writes for the subjects, run on HotSpot
//!   under the JaCoCo agent and in `terrarium test --coverage`.
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
use terrarium_gen::junit::runner::{TestRequest, run_tests_with_coverage};
use terrarium_gen::junit::writer::JUnit;
use terrarium_gen::search::{Algorithm, Quiet};
use terrarium_tests::{java_files, javac_with, repo};

const JACOCO: &str = "/usr/share/java/org.jacoco.core.jar";
const AGENT_RT: &str = "/usr/share/java/org.jacoco.agent.rt.jar";
const ASM: [&str; 3] = [
    "/usr/share/java/asm.jar",
    "/usr/share/java/asm-commons.jar",
    "/usr/share/java/asm-tree.jar",
];
const JUNIT: &str = "/usr/share/java/junit4.jar";
const HAMCREST: &str = "/usr/share/java/hamcrest-core.jar";
const RELEASE: [&str; 2] = ["--release", "16"];

/// Branches, lines and methods of one class.
type Counts = [Counter; 3];

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("terrarium-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn need_jacoco() {
    for jar in [JACOCO, AGENT_RT, JUNIT, HAMCREST].iter().chain(&ASM) {
        assert!(
            Path::new(jar).is_file(),
            "this test needs Debian's libjacoco-java and junit4 ({jar} is missing); .ci/run installs them"
        );
    }
}

fn jacoco_class_path(tool: &Path) -> String {
    let mut cp = vec![JACOCO.to_string()];
    cp.extend(ASM.iter().map(|s| s.to_string()));
    cp.push(tool.display().to_string());
    cp.join(":")
}

/// `JacocoCounts` compiled into `dir`.
fn jacoco_tool(dir: &Path) -> PathBuf {
    let out = dir.join("jacoco-tool");
    let src = repo().join("tests/jacoco/JacocoCounts.java");
    if let Err(e) = javac_with(&["-cp", &jacoco_class_path(&out)], &[src], &out) {
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
    let out = match cmd.args(dirs).output() {
        Ok(o) => o,
        Err(e) => panic!("cannot run java: {e}"),
    };
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
    let exec = match Executor::new(classes.clone(), std::slice::from_ref(&internal)) {
        Ok(e) => e,
        Err(e) => panic!("{class}: {e}"),
    };
    let c = ClassCoverage::of(&exec.vm, &internal, &[], &[], &[]);
    [c.branches().total, c.lines().total, c.methods().total]
}

fn compile(sources: &Path, out: &Path, extra_cp: Option<&str>) {
    let mut options = RELEASE.to_vec();
    if let Some(cp) = extra_cp {
        options.extend(["-cp", cp]);
    }
    if let Err(e) = javac_with(&options, &java_files(sources), out) {
        panic!("compiling {}: {e}", sources.display());
    }
}

fn read_class_path(dirs: &[&Path]) -> ClassPath {
    let entries: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    match ClassPath::read(&entries) {
        Ok(cp) => cp,
        Err(e) => panic!("{e}"),
    }
}

/// Runs JUnit test classes on HotSpot under the JaCoCo agent (measuring
/// the classes matching `includes`); the execution data file.
fn hotspot_exec(dir: &Path, class_path: &str, includes: &str, tests: &[String]) -> PathBuf {
    let exec = dir.join(format!("{includes}.exec"));
    let agent = agent_jar(dir);
    let out = Command::new("java")
        .arg(format!(
            "-javaagent:{}=destfile={},includes={includes}",
            agent.display(),
            exec.display()
        ))
        .arg("-cp")
        .arg(format!("{class_path}:{JUNIT}:{HAMCREST}"))
        .arg("org.junit.runner.JUnitCore")
        .args(tests)
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => panic!("cannot run java: {e}"),
    };
    assert!(
        exec.is_file(),
        "the JaCoCo agent wrote no {}:\n{}{}",
        exec.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    exec
}

/// Every class JaCoCo measured, covered counts compared with Terrarium's
/// for the same tests run by `terrarium test --coverage`.
fn compare_covered(
    jacoco: &BTreeMap<String, Counts>,
    run_cp: &ClassPath,
    tests: &[String],
) -> Vec<String> {
    let measured: Vec<String> = jacoco.keys().cloned().collect();
    let req = TestRequest {
        classes: run_cp.classes.clone(),
        class_path: run_cp.text.clone(),
        test_classes: tests.to_vec(),
        fuel: terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
    };
    let (_, reports) = run_tests_with_coverage(&req, &measured, &mut |_| {});
    let ours: BTreeMap<&str, Counts> = reports
        .iter()
        .map(|r| (r.class.as_str(), counts(r)))
        .collect();
    jacoco
        .iter()
        .filter(|(class, want)| ours.get(class.as_str()) != Some(*want))
        .map(|(class, want)| {
            format!(
                "{class}: JaCoCo {want:?}, Terrarium {:?}",
                ours.get(class.as_str())
            )
        })
        .collect()
}

/// Totals of every class of the two corpora, and the coverage of
/// `PatternsTest`, which runs part of each `corpus/jacoco` class (some of
/// it throwing in the middle of a line).
#[test]
fn totals_and_pattern_coverage_match_jacoco() {
    need_jacoco();
    let dir = scratch("jacoco-patterns");
    let tool = jacoco_tool(&dir);
    let subjects = dir.join("subjects");
    let patterns = dir.join("patterns");
    compile(
        &repo().join("corpus/subjects/src/subjects"),
        &subjects,
        None,
    );
    compile(&repo().join("corpus/jacoco/src/jacoco"), &patterns, None);
    let cp = read_class_path(&[&subjects, &patterns]);

    // Totals: every class JaCoCo reports; the others (synthetic classes,
    // which JaCoCo skips) count nothing in Terrarium either.
    let jacoco = jacoco_counts(&tool, &[&subjects, &patterns], None);
    assert!(
        jacoco.len() >= 70,
        "JaCoCo counted {} classes",
        jacoco.len()
    );
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

    // What PatternsTest covers.
    let tests = dir.join("pattern-tests");
    let junit_cp = format!("{}:{JUNIT}", patterns.display());
    compile(
        &repo().join("corpus/jacoco/test/jacoco"),
        &tests,
        Some(&junit_cp),
    );
    let test_classes = vec!["jacoco.PatternsTest".to_string()];
    let class_path = format!("{}:{}", patterns.display(), tests.display());
    let exec = hotspot_exec(&dir, &class_path, "jacoco.*", &test_classes);
    let jacoco = jacoco_counts(&tool, &[&patterns], Some(&exec));
    let wrong = compare_covered(
        &jacoco,
        &read_class_path(&[&patterns, &tests]),
        &test_classes,
    );
    assert!(
        wrong.is_empty(),
        "covered by PatternsTest, (branches, lines, methods):\n{}",
        wrong.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `gen --report`'s totals for the subjects, and the coverage of the plain
/// tests it writes. `SessionRegistry` is left out: its tests depend on the
/// singleton's state, which `terrarium test` resets for every test and a
/// JVM keeps from one test to the next.
#[test]
fn generated_tests_cover_what_jacoco_says() {
    need_jacoco();
    let dir = scratch("jacoco-gen");
    let tool = jacoco_tool(&dir);
    let subjects = dir.join("subjects");
    compile(
        &repo().join("corpus/subjects/src/subjects"),
        &subjects,
        None,
    );
    let cp = read_class_path(&[&subjects]);
    let jacoco = jacoco_counts(&tool, &[&subjects], None);
    let req = GenRequest {
        classes: cp.classes.clone(),
        algorithm: Algorithm::Dynamosa,
        seed: 7,
        budget_evals: Some(1500),
        junit: JUnit::Four,
        test_fuel: terrarium_gen::execute::DEFAULT_TEST_FUEL,
    };
    let mut sources = Vec::new();
    let mut tests = Vec::new();
    let mut wrong = Vec::new();
    for path in java_files(&repo().join("corpus/subjects/src/subjects")) {
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
            sources.push(path);
        }
    }
    assert!(
        wrong.is_empty(),
        "gen --report totals differ from JaCoCo's (branches, lines, methods):\n{}",
        wrong.join("\n")
    );
    assert!(tests.len() >= 30, "only {} plain test classes", tests.len());

    let test_classes = dir.join("tests");
    let junit_cp = format!("{}:{JUNIT}", subjects.display());
    if let Err(e) = javac_with(
        &[RELEASE[0], RELEASE[1], "-cp", &junit_cp],
        &sources,
        &test_classes,
    ) {
        panic!("compiling the generated tests: {e}");
    }
    let class_path = format!("{}:{}", subjects.display(), test_classes.display());
    let exec = hotspot_exec(&dir, &class_path, "subjects.*", &tests);
    let jacoco = jacoco_counts(&tool, &[&subjects], Some(&exec));
    let wrong = compare_covered(
        &jacoco,
        &read_class_path(&[&subjects, &test_classes]),
        &tests,
    );
    assert!(
        wrong.is_empty(),
        "covered by the generated tests, (branches, lines, methods):\n{}",
        wrong.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
