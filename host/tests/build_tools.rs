//! What build tools use: `terrarium api --jar` (the world API jar with the
//! JUnit Platform engine, and its POM), `terrarium test --format json` (what
//! the engine reads) and `terrarium report merge` (the reports of `gen`
//! shards). The Maven build itself: `tests/tests/maven.rs`.
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "terrarium-build-tools-{}-{tag}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

fn terrarium(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_terrarium"))
        .args(args)
        .output()
        .expect("terrarium runs")
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

#[test]
fn api_jar_holds_the_world_api_and_the_engine_with_a_pom_beside_it() {
    let dir = scratch("jar");
    let jar = dir.join("terrarium-world-api.jar");
    let out = terrarium(&["api", "--jar", path(&jar)]);
    assert!(out.status.success(), "{out:?}");
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&jar).expect("jar")).expect("a zip");
    let names: Vec<String> = zip.file_names().map(str::to_string).collect();
    // The manifest right after its directory, where JarInputStream looks.
    assert_eq!(names[..2], ["META-INF/", "META-INF/MANIFEST.MF"]);
    for class in [
        "terrarium/World.class",
        "terrarium/WorldNative.class",
        "terrarium/WorldTests.class",
        "terrarium/engine/TerrariumEngine.class",
        "terrarium/engine/LeaveWorldTestsToTerrarium.class",
    ] {
        assert!(
            names.iter().any(|n| n == class),
            "{class} missing: {names:?}"
        );
    }
    // Terrarium's in-VM JUnit would shadow the build's real one.
    assert!(
        !names
            .iter()
            .any(|n| n.starts_with("org/") || n.starts_with("terrarium/junit/"))
    );
    let mut services = String::new();
    zip.by_name("META-INF/services/org.junit.platform.engine.TestEngine")
        .expect("engine registration")
        .read_to_string(&mut services)
        .expect("text");
    assert_eq!(services, "terrarium.engine.TerrariumEngine\n");
    let pom = std::fs::read_to_string(dir.join("terrarium-world-api.pom")).expect("the pom");
    assert!(pom.contains("<groupId>dev.terrarium</groupId>"), "{pom}");
    assert!(
        pom.contains("<artifactId>terrarium-world-api</artifactId>"),
        "{pom}"
    );
    assert!(
        pom.contains(&format!("<version>{}</version>", env!("CARGO_PKG_VERSION"))),
        "{pom}"
    );
    // The same bytes every time.
    let again = dir.join("again.jar");
    assert!(terrarium(&["api", "--jar", path(&again)]).status.success());
    assert_eq!(
        std::fs::read(&jar).expect("jar"),
        std::fs::read(&again).expect("jar")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

const SUBJECT: &str = r#"package demo;
public class Clock {
    public static boolean late() { return System.currentTimeMillis() > 1000; }
    public static int twice(int x) { if (x > 10) { return 0; } return 2 * x; }
}
"#;

const OTHER: &str = r#"package demo;
public class Sign {
    public static int of(int x) { if (x < 0) { return -1; } return x == 0 ? 0 : 1; }
}
"#;

fn javac(dir: &Path, cp: &str, sources: &[PathBuf], out: &Path) {
    let st = Command::new("javac")
        .args(["--release", "17", "-cp", cp, "-d"])
        .arg(out)
        .args(sources)
        .status()
        .expect("javac runs (a JDK is needed)");
    assert!(st.success(), "javac failed in {}", dir.display());
}

#[test]
fn test_format_json_prints_every_result_as_a_json_line_and_report_merge_joins_shards() {
    let dir = scratch("json");
    let src = dir.join("src/demo");
    std::fs::create_dir_all(&src).expect("dir");
    std::fs::write(src.join("Clock.java"), SUBJECT).expect("write");
    std::fs::write(src.join("Sign.java"), OTHER).expect("write");
    let classes = dir.join("classes");
    javac(
        &dir,
        ".",
        &[src.join("Clock.java"), src.join("Sign.java")],
        &classes,
    );
    // Two shards of the package, each with its report.
    let mut reports = Vec::new();
    for shard in ["1/2", "2/2"] {
        let report = dir.join(format!("report-{}.json", &shard[..1]));
        let out = terrarium(&[
            "gen",
            "--cp",
            path(&classes),
            "--package",
            "demo",
            "--junit",
            "5",
            "--budget-evals",
            "200",
            "--shard",
            shard,
            "--out",
            path(&dir.join("tests")),
            "--report",
            path(&report),
            "--quiet",
        ]);
        assert!(out.status.success(), "{out:?}");
        reports.push(report);
    }
    let merged = dir.join("report.json");
    let out = terrarium(&[
        "report",
        "merge",
        "--out",
        path(&merged),
        path(&reports[0]),
        path(&reports[1]),
    ]);
    assert!(out.status.success(), "{out:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&merged).expect("merged")).expect("JSON");
    let names: Vec<&str> = json["classes"]
        .as_array()
        .expect("classes")
        .iter()
        .filter_map(|c| c["class"].as_str())
        .collect();
    assert_eq!(names, ["demo.Clock", "demo.Sign"]);
    // A class in two reports is refused.
    let twice = terrarium(&[
        "report",
        "merge",
        "--out",
        path(&dir.join("twice.json")),
        path(&reports[0]),
        path(&reports[0]),
    ]);
    assert_eq!(twice.status.code(), Some(2), "{twice:?}");

    // The generated tests, compiled against Terrarium's own JUnit API, then
    // run with --format json: one JSON line per test, then the count line.
    let api = dir.join("api");
    assert!(
        terrarium(&["api", "--out", path(&api), "--junit"])
            .status
            .success()
    );
    let mut sources = Vec::new();
    for f in std::fs::read_dir(dir.join("tests/demo")).expect("tests written") {
        sources.push(f.expect("entry").path());
    }
    let world = sources
        .iter()
        .any(|s| s.to_string_lossy().ends_with("ClockWorldTest.java"));
    assert!(world, "no world test written: {sources:?}");
    let test_classes = dir.join("test-classes");
    let cp = format!("{}:{}", path(&classes), path(&api.join("classes")));
    javac(&dir, &cp, &sources, &test_classes);
    let run_cp = format!("{}:{}", path(&classes), path(&test_classes));
    let out = terrarium(&[
        "test",
        "--format",
        "json",
        "--cp",
        &run_cp,
        "demo.ClockWorldTest",
    ]);
    assert!(out.status.success(), "{out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let (last, results) = lines.split_last().expect("output");
    assert!(last.ends_with(" passed, 0 failed"), "{stdout}");
    assert!(!results.is_empty(), "{stdout}");
    for l in results {
        let r: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
        assert_eq!(r["class"], "demo.ClockWorldTest", "{l}");
        assert_eq!(r["status"], "passed", "{l}");
        assert!(
            r["method"].as_str().is_some_and(|m| m.starts_with("test")),
            "{l}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
