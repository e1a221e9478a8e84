//! Terrarium's own Mockito (the support classes' `org.mockito`, on the VM's
//! mock classes) against the real one: the JUnit 4 tests of
//! `tests/java-mockito/` are compiled against Debian's mockito-core 2.23 and
//! run on HotSpot with it (JUnit's runner, a listener printing each test's
//! outcome), then under `terrarium test`'s runner with the same class path.
//! Every test must end alike: passed, or failed with the same exception
//! class and the same first lines of its message (Mockito's reports, with
//! their `-> at Test.method(Test.java:N)` locations).
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use host::classpath::ClassPath;
use terrarium_gen::junit::runner::{DEFAULT_TEST_FUEL, Status, TestRequest, run_tests};
use terrarium_tests::{java_files, javac_with, repo};

const MOCKITO: &str = "/usr/share/java/mockito-core.jar";
const BYTE_BUDDY: &str = "/usr/share/java/byte-buddy.jar";
const OBJENESIS: &str = "/usr/share/java/objenesis.jar";
const JUNIT: &str = "/usr/share/java/junit4.jar";
const HAMCREST: &str = "/usr/share/java/hamcrest-core.jar";

/// Lines of a failure's message compared (its first non-empty ones).
const LINES: usize = 4;

/// How a test ended: `passed`, or the exception's class and the first
/// non-empty lines of its message.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Passed,
    Failed {
        exception: String,
        lines: Vec<String>,
    },
}

fn first_lines(message: &str) -> Vec<String> {
    message
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .take(LINES)
        .map(str::to_string)
        .collect()
}

/// The outcomes HotSpot's JUnit and real Mockito give, by (class, method).
fn hotspot(
    classes: &Path,
    harness: &Path,
    tests: &[String],
) -> BTreeMap<(String, String), Outcome> {
    let cp = format!(
        "{}:{}:{MOCKITO}:{BYTE_BUDDY}:{OBJENESIS}:{JUNIT}:{HAMCREST}",
        classes.display(),
        harness.display()
    );
    let out = Command::new("java")
        .args(["-cp", &cp, "MockitoReport"])
        .args(tests)
        .output()
        .unwrap_or_else(|e| panic!("cannot run java: {e}"));
    assert!(
        out.status.success(),
        "MockitoReport on HotSpot failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut results = BTreeMap::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let outcome = match f.as_slice() {
            [_, _, "passed"] => Outcome::Passed,
            [_, _, "failed", exception, message] => {
                let message = message
                    .replace("\\n", "\n")
                    .replace("\\t", "\t")
                    .replace("\\\\", "\\");
                Outcome::Failed {
                    exception: exception.to_string(),
                    lines: first_lines(&message),
                }
            }
            _ => panic!("unexpected line from MockitoReport: {line}"),
        };
        results.insert((f[0].to_string(), f[1].to_string()), outcome);
    }
    results
}

/// A failure as `terrarium test` reports it: `Class: message (at T.m(T.java:N))`.
fn terrarium_outcome(status: &Status) -> Outcome {
    match status {
        Status::Passed => Outcome::Passed,
        Status::Skipped(why) => Outcome::Failed {
            exception: "skipped".into(),
            lines: vec![why.clone()],
        },
        Status::Failed(text) => {
            let text = match text.rfind(" (at ") {
                Some(i) if text.ends_with("))") => &text[..i],
                _ => text.as_str(),
            };
            let first = text.lines().next().unwrap_or_default();
            let (exception, message) = match first.find(": ") {
                Some(i) if !first[..i].contains(' ') => (&text[..i], &text[i + 2..]),
                _ => match first.strip_suffix(':') {
                    Some(class) if !class.contains(' ') => (class, &text[first.len()..]),
                    _ => (text, ""),
                },
            };
            Outcome::Failed {
                exception: exception.to_string(),
                lines: first_lines(message),
            }
        }
    }
}

#[test]
fn terrarium_mockito_reports_what_real_mockito_reports() {
    if !Path::new(MOCKITO).exists() {
        eprintln!("skipped: {MOCKITO} is missing (Debian's libmockito-java; .ci/run installs it)");
        return;
    }
    let src = repo().join("tests/java-mockito");
    let out = repo().join("target/test-mockito");
    let _ = std::fs::remove_dir_all(&out);
    let classes = out.join("classes");
    let harness = out.join("harness");
    let compile_cp = format!("{MOCKITO}:{JUNIT}:{HAMCREST}");
    javac_with(
        &["-nowarn", "-g", "-cp", &compile_cp],
        &java_files(&src),
        &classes,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    javac_with(
        &["-nowarn", "-cp", JUNIT],
        &java_files(&src.join("harness")),
        &harness,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut tests: Vec<String> = java_files(&src)
        .iter()
        .filter_map(|p| p.file_stem()?.to_str().map(str::to_string))
        .filter(|n| n.ends_with("Test"))
        .collect();
    tests.sort();
    assert!(tests.len() >= 5, "test classes: {tests:?}");

    let want = hotspot(&classes, &harness, &tests);

    // The same class path, real Mockito included: Terrarium's must win.
    let cp = vec![
        classes.display().to_string(),
        MOCKITO.to_string(),
        JUNIT.to_string(),
        HAMCREST.to_string(),
    ];
    let class_path = ClassPath::read(&cp).unwrap_or_else(|e| panic!("{e}"));
    let req = TestRequest {
        select: Default::default(),
        classes: class_path.classes,
        class_path: class_path.text,
        resources: class_path.resources,
        test_classes: tests.clone(),
        fuel: DEFAULT_TEST_FUEL,
    };
    let results = run_tests(&req, &mut |_| {});
    let got: BTreeMap<(String, String), (Outcome, String)> = results
        .iter()
        .map(|r| {
            let raw = match &r.status {
                Status::Failed(t) => t.clone(),
                _ => String::new(),
            };
            (
                (r.class.clone(), r.method.clone()),
                (terrarium_outcome(&r.status), raw),
            )
        })
        .collect();

    let mut wrong = Vec::new();
    let mut matched = 0;
    for (key, w) in &want {
        match got.get(key) {
            None => wrong.push(format!("{}.{}: not run by terrarium test", key.0, key.1)),
            Some((g, _)) if g == w => matched += 1,
            Some((g, raw)) => wrong.push(format!(
                "{}.{}:\n  HotSpot:   {w:?}\n  Terrarium: {g:?}\n  (reported: {raw})",
                key.0, key.1
            )),
        }
    }
    for key in got.keys() {
        if !want.contains_key(key) {
            wrong.push(format!("{}.{}: only Terrarium ran it", key.0, key.1));
        }
    }
    let failing = want.values().filter(|o| **o != Outcome::Passed).count();
    eprintln!(
        "{matched} of {} tests end alike ({failing} failing on purpose)",
        want.len()
    );
    assert!(want.len() >= 50, "only {} tests", want.len());
    assert!(failing >= 15, "only {failing} failing tests compared");
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// `@ExtendWith(MockitoExtension.class)` on a Jupiter test class does what
/// Mockito's JUnit 4 runner does: mocks, captors and injected objects made
/// before `@BeforeEach`, usage checked after. (Debian packages no
/// mockito-junit-jupiter to compare with, so this runs against the support
/// classes' Mockito and Jupiter alone.)
#[test]
fn the_mockito_extension_sets_up_jupiter_tests() {
    let dir = repo().join("target/test-mockito-jupiter");
    let _ = std::fs::remove_dir_all(&dir);
    let mut sources = java_files(&repo().join("tests/java-mockito-jupiter"));
    for shared in ["Repo", "Notifier", "Mailer"] {
        sources.push(repo().join(format!("tests/java-mockito/{shared}.java")));
    }
    let support = repo().join("jdk-shims/support-classes");
    let cp = support.display().to_string();
    javac_with(&["-nowarn", "-cp", &cp], &sources, &dir).unwrap_or_else(|e| panic!("{e}"));
    let read = ClassPath::read(&[dir.display().to_string()]).unwrap_or_else(|e| panic!("{e}"));
    let results = run_tests(
        &TestRequest {
            select: Default::default(),
            classes: read.classes,
            class_path: read.text,
            resources: read.resources,
            test_classes: vec!["ExtensionTest".into()],
            fuel: DEFAULT_TEST_FUEL,
        },
        &mut |_| {},
    );
    let outcome = |m: &str| {
        results
            .iter()
            .find(|r| r.method == m)
            .map(|r| r.status.clone())
            .unwrap_or_else(|| panic!("no {m}: {results:?}"))
    };
    assert_eq!(outcome("mocksAreCreated"), Status::Passed);
    assert_eq!(outcome("constructorInjection"), Status::Passed);
    match outcome("aMissingInteractionFails") {
        Status::Failed(why) => assert!(why.contains("Wanted but not invoked"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(results.len(), 3, "{results:?}");
}
