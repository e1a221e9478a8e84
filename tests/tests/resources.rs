//! Class path resources from a jar the test builds (`tests/resources/`):
//! plugins found through `META-INF/services`, settings and message bundles
//! read as resources, a resource URL opened, the package's manifest
//! attributes. Terrarium must print what HotSpot prints for the same jar.
use std::path::{Path, PathBuf};
use std::process::Command;

use host::run::{RunRequest, run_captured};
use terrarium_tests::{diff, javac, repo};

/// `tests/resources` compiled and packaged as `app.jar` (with its manifest).
fn build_jar(work: &Path) -> PathBuf {
    let src = repo().join("tests/resources");
    let classes = work.join("classes");
    let _ = std::fs::remove_dir_all(work);
    if let Err(e) = javac(&[src.join("app/Main.java")], &classes) {
        panic!("{e}");
    }
    let copy = |from: &str, to: &str| {
        let to = classes.join(to);
        std::fs::create_dir_all(to.parent().unwrap_or(&classes)).unwrap_or_else(|e| panic!("{e}"));
        std::fs::copy(src.join(from), &to).unwrap_or_else(|e| panic!("{from}: {e}"));
    };
    for f in [
        "app/settings.properties",
        "app/messages.properties",
        "app/messages_fr.properties",
    ] {
        copy(f, f);
    }
    copy("app.services", "META-INF/services/app.Main$Codec");
    let jar = work.join("app.jar");
    let status = Command::new("jar")
        .arg("--create")
        .arg("--file")
        .arg(&jar)
        .arg("--manifest")
        .arg(src.join("manifest.txt"))
        .arg("-C")
        .arg(&classes)
        .arg(".")
        .status()
        .unwrap_or_else(|e| panic!("cannot run jar (is a JDK installed?): {e}"));
    assert!(status.success(), "jar failed: {status}");
    jar
}

#[test]
fn jar_resources_as_on_hotspot() {
    let work = repo().join("target/test-resources");
    let jar = build_jar(&work);
    let hotspot = Command::new("java")
        .arg("-cp")
        .arg(&jar)
        .arg("app.Main")
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap_or_else(|e| panic!("cannot run java: {e}"));
    let got = run_captured(RunRequest {
        class_path: vec![jar.display().to_string()],
        main_class: "app.Main".into(),
        ..RunRequest::default()
    });
    let want = String::from_utf8_lossy(&hotspot.stdout);
    let have = String::from_utf8_lossy(&got.stdout);
    assert!(
        want == have,
        "{}{}",
        diff("stdout", &want, &have),
        String::from_utf8_lossy(&got.stderr)
    );
    assert!(
        want.contains("upper: TERRARIUM"),
        "the test exercises plugins: {want}"
    );
    assert_eq!(got.status, 0);
}
