//! `terrarium test` against the JUnit console launcher: the test classes of
//! `tests/java-junit/` (parameterized, repeated, nested, ordered, timed-out
//! and dynamic Jupiter tests; JUnit 4 rules, class rules, `Parameterized`,
//! `@FixMethodOrder` and inherited tests, through the vintage engine) give
//! the same outcome per test (passed, failed, skipped) under Terrarium as on
//! HotSpot, tags, categories and `Class#method` select the same tests, and
//! the features Terrarium does not run are errors naming them, never
//! silently skipped.
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use host::classpath::ClassPath;
use terrarium_gen::junit::runner::{DEFAULT_TEST_FUEL, Status, TestRequest, TestResult, run_tests};
use terrarium_tests::{javac_with, repo};

const JUPITER: &[&str] = &[
    "/usr/share/java/junit-jupiter-api.jar",
    "/usr/share/java/junit-jupiter-params.jar",
    "/usr/share/java/apiguardian-api.jar",
];
const LAUNCHER: &str = "/usr/share/java/junit-platform-console-standalone.jar";

fn compile(sources: &[&str], cp: &[&str], out: &Path) {
    let _ = std::fs::remove_dir_all(out);
    let files: Vec<_> = sources
        .iter()
        .map(|s| repo().join("tests/java-junit").join(s))
        .collect();
    let cp = cp.join(":");
    if let Err(e) = javac_with(&["-nowarn", "-cp", &cp], &files, out) {
        panic!("{e} (needs Debian's junit5 and junit4 packages)");
    }
}

fn request(cp: &[String], classes: &[&str]) -> TestRequest {
    let class_path = ClassPath::read(cp).unwrap_or_else(|e| panic!("{e}"));
    TestRequest {
        select: Default::default(),
        classes: class_path.classes,
        class_path: class_path.text,
        resources: class_path.resources,
        test_classes: classes.iter().map(|c| c.to_string()).collect(),
        fuel: DEFAULT_TEST_FUEL,
    }
}

fn verdict(s: &Status) -> &'static str {
    match s {
        Status::Passed => "passed",
        Status::Failed(_) => "failed",
        Status::Skipped(_) => "skipped",
    }
}

/// `palindromes(String)[3]` → `palindromes[3]`: JUnit's legacy report name
/// without the parameter list, as `terrarium test` names results.
fn without_parameters(name: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in name.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Attribute `key` of an XML start tag.
fn attribute(tag: &str, key: &str) -> Option<String> {
    let start = tag.find(&format!(" {key}=\""))? + key.len() + 3;
    let end = tag[start..].find('"')? + start;
    Some(
        tag[start..end]
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&apos;", "'")
            .replace("&amp;", "&"),
    )
}

/// (class, test) → verdict from the console launcher's legacy XML report.
fn hotspot(classes_dir: &Path, classes: &[&str]) -> BTreeMap<(String, String), &'static str> {
    let mut args = Vec::new();
    for c in classes {
        args.push("--select-class".to_string());
        args.push(c.to_string());
    }
    launcher(
        &classes_dir.display().to_string(),
        &classes_dir.join("reports"),
        &args,
    )
}

/// (class, test) → verdict of the console launcher run with class path
/// `cp` and `args` (selectors, tag filters), from its legacy XML reports
/// (Jupiter's and the vintage engine's, for JUnit 4).
fn launcher(cp: &str, reports: &Path, args: &[String]) -> BTreeMap<(String, String), &'static str> {
    let _ = std::fs::remove_dir_all(reports);
    let mut cmd = Command::new("java");
    cmd.arg("-jar")
        .arg(LAUNCHER)
        .arg("--disable-banner")
        .arg("--details=none")
        .arg("-cp")
        .arg(cp)
        .arg("--reports-dir")
        .arg(reports)
        .args(args);
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run the console launcher: {e}"));
    assert!(
        out.status.code().is_some(),
        "the console launcher did not finish"
    );
    let mut results = BTreeMap::new();
    for engine in ["jupiter", "vintage"] {
        let Ok(xml) = std::fs::read_to_string(reports.join(format!("TEST-junit-{engine}.xml")))
        else {
            continue;
        };
        for case in xml.split("<testcase ").skip(1) {
            let tag = format!(" {}", case.split('>').next().unwrap_or_default());
            let (Some(name), Some(class)) = (attribute(&tag, "name"), attribute(&tag, "classname"))
            else {
                continue;
            };
            let body = case.split("</testcase>").next().unwrap_or_default();
            let v = if body.contains("<failure") || body.contains("<error") {
                "failed"
            } else if body.contains("<skipped") {
                "skipped"
            } else {
                "passed"
            };
            results.insert((class, without_parameters(&name)), v);
        }
    }
    results
}

fn terrarium(results: &[TestResult]) -> BTreeMap<(String, String), &'static str> {
    results
        .iter()
        .map(|r| {
            // A class that cannot run is JUnit 4's `initializationError`.
            let method = match r.method.as_str() {
                "" => "initializationError".to_string(),
                m => m.to_string(),
            };
            ((r.class.clone(), method), verdict(&r.status))
        })
        .collect()
}

/// The differences between HotSpot's outcomes and Terrarium's.
fn differences(
    want: &BTreeMap<(String, String), &'static str>,
    got: &BTreeMap<(String, String), &'static str>,
) -> Vec<String> {
    want.iter()
        .filter(|(k, v)| got.get(*k) != Some(*v))
        .map(|((c, m), v)| {
            format!(
                "{c}.{m}: HotSpot {v}, Terrarium {:?}",
                got.get(&(c.clone(), m.clone()))
            )
        })
        .chain(
            got.keys()
                .filter(|k| !want.contains_key(*k))
                .map(|(c, m)| format!("{c}.{m}: only in Terrarium")),
        )
        .collect()
}

fn jupiter_cp(dir: &Path) -> Vec<String> {
    vec![dir.display().to_string()]
}

#[test]
fn jupiter_features_match_the_console_launcher() {
    let dir = repo().join("target/test-junit-features");
    let classes = ["ParamsTest", "NestedTest"];
    compile(&["ParamsTest.java", "NestedTest.java"], JUPITER, &dir);
    let want = hotspot(&dir, &classes);
    // The support classes' JUnit API (no JUnit on the class path).
    let got = terrarium(&run_tests(
        &request(&jupiter_cp(&dir), &classes),
        &mut |_| {},
    ));
    assert_eq!(
        want.len(),
        102,
        "HotSpot ran {} tests: {want:?}",
        want.len()
    );
    let differ: Vec<String> = want
        .iter()
        .filter(|(k, v)| got.get(*k) != Some(*v))
        .map(|((c, m), v)| {
            format!(
                "{c}.{m}: HotSpot {v}, Terrarium {:?}",
                got.get(&(c.clone(), m.clone()))
            )
        })
        .chain(
            got.keys()
                .filter(|k| !want.contains_key(*k))
                .map(|(c, m)| format!("{c}.{m}: only in Terrarium")),
        )
        .collect();
    assert!(differ.is_empty(), "outcomes differ:\n{}", differ.join("\n"));
    let count = |v: &str| got.values().filter(|x| **x == v).count();
    assert_eq!((count("passed"), count("failed")), (77, 25));
}

/// `@TempDir` fields and parameters (`Path`, `File`) get their own empty
/// directory in the test's world, and a lifecycle method takes parameters
/// as a test does: the same outcomes as the console launcher's.
#[test]
fn temp_dirs_match_the_console_launcher() {
    let dir = repo().join("target/test-junit-tempdir");
    compile(&["TempDirTest.java"], JUPITER, &dir);
    let want = hotspot(&dir, &["TempDirTest"]);
    assert_eq!(want.len(), 5, "{want:?}");
    let got = terrarium(&run_tests(
        &request(&jupiter_cp(&dir), &["TempDirTest"]),
        &mut |_| {},
    ));
    let differ = differences(&want, &got);
    assert!(differ.is_empty(), "outcomes differ:\n{}", differ.join("\n"));
    assert_eq!(got.values().filter(|v| **v == "failed").count(), 1);
}

#[test]
fn the_real_jupiter_jars_win_over_the_support_classes() {
    let dir = repo().join("target/test-junit-features-jars");
    compile(&["ParamsTest.java"], JUPITER, &dir);
    let mut cp = jupiter_cp(&dir);
    cp.extend(JUPITER.iter().map(|j| j.to_string()));
    cp.push("/usr/share/java/junit-platform-commons.jar".into());
    cp.push("/usr/share/java/opentest4j.jar".into());
    let got = terrarium(&run_tests(&request(&cp, &["ParamsTest"]), &mut |_| {}));
    let passed = got.values().filter(|v| **v == "passed").count();
    assert_eq!((passed, got.len()), (65, 85), "{got:?}");
}

#[test]
fn unsupported_features_are_errors_naming_them() {
    let dir = repo().join("target/test-junit-unsupported");
    let mut cp: Vec<&str> = JUPITER.to_vec();
    cp.push("/usr/share/java/junit4.jar");
    cp.push("/usr/share/java/junit-jupiter-params.jar");
    compile(
        &[
            "UnsupportedJupiterTest.java",
            "four/UnsupportedFourTest.java",
        ],
        &cp,
        &dir,
    );
    let class_path = vec![
        dir.display().to_string(),
        "/usr/share/java/junit4.jar".to_string(),
    ];
    let classes = [
        "UnsupportedJupiterTest",
        "UnsupportedFourTest$CustomRunner",
        "UnsupportedFourTest$WithRule",
        "UnsupportedFourTest$Params",
        "UnsupportedFourTest$BeforeParam",
    ];
    let results = run_tests(&request(&class_path, &classes), &mut |_| {});
    let reason = |class: &str, method: &str| -> String {
        results
            .iter()
            .find(|r| r.class == class && r.method == method)
            .map(|r| match &r.status {
                Status::Failed(why) => why.clone(),
                other => format!("not an error: {other:?}"),
            })
            .unwrap_or_else(|| format!("no result for {class}.{method}: {results:?}"))
    };
    let expect = [
        (
            "UnsupportedJupiterTest",
            "extended",
            "@ExtendWith(UnsupportedJupiterTest$Custom) is not supported by terrarium test",
        ),
        (
            "UnsupportedJupiterTest",
            "fromFile",
            "@CsvFileSource is not supported by terrarium test",
        ),
        (
            "UnsupportedFourTest$CustomRunner",
            "",
            "@RunWith(org.junit.runners.Suite) is not supported by terrarium test",
        ),
        (
            "UnsupportedFourTest$BeforeParam",
            "",
            "@Parameterized.BeforeParam (setUp()) is not supported by terrarium test",
        ),
    ];
    for (class, method, want) in expect {
        assert_eq!(reason(class, method), want, "{class}.{method}");
    }
    assert_eq!(
        results
            .iter()
            .find(|r| r.method == "plain")
            .map(|r| &r.status),
        Some(&Status::Passed)
    );
    // Once errors, now run (with the real JUnit 4 on the class path).
    for (class, method) in [
        ("UnsupportedFourTest$WithRule", "knowsName"),
        ("UnsupportedFourTest$Params", "positive[0]"),
        ("UnsupportedFourTest$Params", "positive[1]"),
    ] {
        let status = results
            .iter()
            .find(|r| r.class == class && r.method == method)
            .map(|r| &r.status);
        assert_eq!(
            status,
            Some(&Status::Passed),
            "{class}.{method}: {results:?}"
        );
    }
}

const JUNIT4: &str = "/usr/share/java/junit4.jar";
const HAMCREST: &str = "/usr/share/java/hamcrest.jar";

const FOUR_CLASSES: &[&str] = &[
    "RulesFourTest",
    "RulesFourTest$Custom",
    "RulesFourTest$WithTimeout",
    "RulesFourTest$WithClassRule",
    "RulesFourTest$Inherits",
    "RulesFourTest$InheritsRule",
    "ParameterizedFourTest",
    "ParameterizedFourTest$Fields",
    "ParameterizedFourTest$Single",
    "ParameterizedFourTest$Broken",
    "ParameterizedFourTest$ByName",
    "ParameterizedFourTest$ByJvm",
    "ParameterizedFourTest$ByDefault",
];

/// Compile the JUnit 4 rule and Parameterized tests; HotSpot's outcomes.
fn four_on_hotspot(dir: &Path) -> BTreeMap<(String, String), &'static str> {
    compile(
        &["four/RulesFourTest.java", "four/ParameterizedFourTest.java"],
        &[JUNIT4],
        dir,
    );
    let mut args = Vec::new();
    for c in FOUR_CLASSES {
        args.push("--select-class".to_string());
        args.push(c.to_string());
    }
    let cp = format!("{}:{JUNIT4}:{HAMCREST}", dir.display());
    launcher(&cp, &dir.join("reports"), &args)
}

#[test]
fn junit4_rules_and_parameterized_match_the_console_launcher() {
    let dir = repo().join("target/test-junit-four-rules");
    let want = four_on_hotspot(&dir);
    assert_eq!(want.len(), 59, "HotSpot ran {} tests: {want:?}", want.len());
    // The support classes' JUnit 4 (no JUnit on the class path).
    let got = terrarium(&run_tests(
        &request(&[dir.display().to_string()], FOUR_CLASSES),
        &mut |_| {},
    ));
    let differ = differences(&want, &got);
    assert!(differ.is_empty(), "outcomes differ:\n{}", differ.join("\n"));
    let count = |v: &str| got.values().filter(|x| **x == v).count();
    assert_eq!(
        (count("passed"), count("failed"), count("skipped")),
        (35, 20, 4)
    );
}

#[test]
fn junit4_rules_run_with_the_real_junit_too() {
    let dir = repo().join("target/test-junit-four-rules-jar");
    let want = four_on_hotspot(&dir);
    let cp = vec![
        dir.display().to_string(),
        JUNIT4.to_string(),
        HAMCREST.to_string(),
    ];
    let got = terrarium(&run_tests(&request(&cp, FOUR_CLASSES), &mut |_| {}));
    let differ = differences(&want, &got);
    assert!(differ.is_empty(), "outcomes differ:\n{}", differ.join("\n"));
}

/// Compile the tagged Jupiter and categorised JUnit 4 tests.
fn tagged(dir: &Path) -> String {
    let mut cp: Vec<&str> = JUPITER.to_vec();
    cp.push(JUNIT4);
    compile(&["TaggedTest.java", "four/CategoryFourTest.java"], &cp, dir);
    format!("{}:{JUNIT4}:{HAMCREST}", dir.display())
}

const TAGGED: &[&str] = &["TaggedTest", "CategoryFourTest", "CategoryFourTest$AllSlow"];

#[test]
fn tags_categories_and_methods_select_as_the_console_launcher() {
    let dir = repo().join("target/test-junit-tags");
    let cp = tagged(&dir);
    let selectors: Vec<String> = TAGGED
        .iter()
        .flat_map(|c| ["--select-class".to_string(), c.to_string()])
        .collect();
    let cases: &[(&[&str], &[&str])] = &[
        (&["fast"], &[]),
        (&[], &["slow"]),
        (&["unit"], &["fast"]),
        (&["nested", "db"], &[]),
        (&["CategoryFourTest$Slow"], &[]),
        (&["CategoryFourTest$VerySlow"], &[]),
        (&[], &["CategoryFourTest$Slow"]),
    ];
    for (include, exclude) in cases {
        let mut args = selectors.clone();
        for t in *include {
            args.push("--include-tag".into());
            args.push(t.to_string());
        }
        for t in *exclude {
            args.push("--exclude-tag".into());
            args.push(t.to_string());
        }
        let want = launcher(&cp, &dir.join("reports"), &args);
        let mut req = request(&[dir.display().to_string()], TAGGED);
        req.select.tags = include.iter().map(|t| t.to_string()).collect();
        req.select.exclude_tags = exclude.iter().map(|t| t.to_string()).collect();
        let got = terrarium(&run_tests(&req, &mut |_| {}));
        assert!(
            !want.is_empty(),
            "{include:?} {exclude:?}: HotSpot ran nothing"
        );
        let differ = differences(&want, &got);
        assert!(
            differ.is_empty(),
            "{include:?} / {exclude:?}: outcomes differ:\n{}",
            differ.join("\n")
        );
    }
    // --category: JUnit 4's Categories, the category or a subtype.
    let mut req = request(&[dir.display().to_string()], TAGGED);
    req.select.categories = vec!["CategoryFourTest$Slow".into()];
    let got = terrarium(&run_tests(&req, &mut |_| {}));
    let names: Vec<String> = got.keys().map(|(c, m)| format!("{c}.{m}")).collect();
    assert_eq!(
        names,
        [
            "CategoryFourTest.slow",
            "CategoryFourTest.verySlow",
            "CategoryFourTest$AllSlow.one",
        ]
    );
    // Class#method, as the launcher's --select-method.
    for (selector, class) in [
        ("TaggedTest#slowDb", "TaggedTest"),
        ("CategoryFourTest#plain", "CategoryFourTest"),
    ] {
        let want = launcher(
            &cp,
            &dir.join("reports"),
            &["--select-method".to_string(), selector.to_string()],
        );
        let got = terrarium(&run_tests(
            &request(&[dir.display().to_string()], &[selector]),
            &mut |_| {},
        ));
        assert_eq!(want.len(), 1, "{want:?}");
        assert!(want.keys().all(|(c, _)| c == class));
        assert_eq!(differences(&want, &got), Vec::<String>::new(), "{selector}");
    }
}

#[test]
fn scan_finds_the_test_classes() {
    let dir = repo().join("target/test-junit-scan");
    let mut cp: Vec<&str> = JUPITER.to_vec();
    cp.push(JUNIT4);
    compile(
        &[
            "TaggedTest.java",
            "NestedTest.java",
            "four/CategoryFourTest.java",
            "four/ParameterizedFourTest.java",
        ],
        &cp,
        &dir,
    );
    let class_path =
        ClassPath::read(&[dir.display().to_string()]).unwrap_or_else(|e| panic!("{e}"));
    let found: Vec<String> = class_path
        .classes
        .keys()
        .filter(|c| terrarium_gen::junit::runner::is_test_class(&class_path.classes, c))
        .cloned()
        .collect();
    assert_eq!(
        found,
        [
            "CategoryFourTest",
            "CategoryFourTest$AllSlow",
            "NestedTest",
            "ParameterizedFourTest",
            "ParameterizedFourTest$Broken",
            "ParameterizedFourTest$ByDefault",
            "ParameterizedFourTest$ByJvm",
            "ParameterizedFourTest$ByName",
            "ParameterizedFourTest$Fields",
            "ParameterizedFourTest$Single",
            "TaggedTest",
        ]
    );
}
