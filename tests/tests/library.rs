//! The class library's committed class files are exactly what `javac` makes
//! of its sources, every class they reference exists in the library, and
//! the documents generated from the library are up to date.
use std::path::{Path, PathBuf};
use std::process::Command;

use terrarium_tests::repo;

fn class_files(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "class") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn committed_classes_are_up_to_date() {
    let tmp = repo().join("target/shims-rebuild");
    let status = Command::new(repo().join("jdk-shims/build-classes.sh"))
        .arg(&tmp)
        .status();
    assert!(
        status.is_ok_and(|s| s.success()),
        "jdk-shims/build-classes.sh failed"
    );
    let committed_root = repo().join("jdk-shims/classes");
    let committed: Vec<PathBuf> = class_files(&committed_root)
        .iter()
        .filter_map(|p| p.strip_prefix(&committed_root).ok().map(Path::to_path_buf))
        .collect();
    let rebuilt: Vec<PathBuf> = class_files(&tmp)
        .iter()
        .filter_map(|p| p.strip_prefix(&tmp).ok().map(Path::to_path_buf))
        .collect();
    assert_eq!(
        committed, rebuilt,
        "class list differs: run jdk-shims/build-classes.sh and commit"
    );
    for rel in &committed {
        let a = std::fs::read(committed_root.join(rel)).unwrap_or_default();
        let b = std::fs::read(tmp.join(rel)).unwrap_or_default();
        assert!(
            a == b,
            "{} is stale: run jdk-shims/build-classes.sh and commit",
            rel.display()
        );
    }
}

/// Classes the library refers to that are later work (issue "class library
/// breadth"): using them fails with NoClassDefFoundError naming the caller.
const NOT_YET: &[&str] = &[
    "java/util/Formatter",
    "java/util/regex/Matcher",
    "java/util/regex/Pattern",
];

#[test]
fn every_referenced_class_is_in_the_library() {
    let names: std::collections::BTreeSet<&str> = jdk_shims::LibrarySource::class_names().collect();
    let mut missing = std::collections::BTreeSet::new();
    for name in &names {
        let Some(bytes) = jdk_shims::LibrarySource::bytes(name) else {
            continue;
        };
        let Ok(cf) = interp::classfile::parse_class(bytes) else {
            missing.insert(format!("{name}: does not parse"));
            continue;
        };
        for c in cf.constant_pool.entries() {
            if let interp::classfile::Constant::Class { name_index } = c
                && let Ok(n) = cf.constant_pool.utf8(*name_index)
            {
                let base = n.trim_start_matches('[');
                let base = base
                    .strip_prefix('L')
                    .and_then(|b| b.strip_suffix(';'))
                    .unwrap_or(base);
                if base.len() > 1 && !names.contains(base) && !NOT_YET.contains(&base) {
                    missing.insert(format!("{base} (used by {name})"));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "library classes reference classes the library lacks:\n{}",
        missing.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn api_document_is_up_to_date() {
    let want = host::jdk::render(true, None);
    let have = std::fs::read_to_string(repo().join("docs/jdk-api.md")).unwrap_or_default();
    assert!(
        want == have,
        "docs/jdk-api.md is stale: run `cargo run --release -p terrarium -- jdk --markdown > docs/jdk-api.md`"
    );
}

#[test]
fn natives_document_is_up_to_date() {
    let want = jdk_shims::natives::markdown();
    let have = std::fs::read_to_string(repo().join("docs/natives.md")).unwrap_or_default();
    assert!(
        want == have,
        "docs/natives.md is stale: run `cargo run --release -p terrarium -- jdk --natives-markdown > docs/natives.md`"
    );
}

#[test]
fn check_reports_missing_members_by_use() {
    let out = repo().join("target/test-java-check");
    let _ = std::fs::remove_dir_all(&out);
    terrarium_tests::javac(&[repo().join("tests/java/UsesMissing.java")], &out)
        .unwrap_or_else(|e| panic!("{e}"));
    let report = host::jdk::check(&[out.display().to_string()]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.classes_scanned, 1);
    let missing: Vec<&str> = report.missing.iter().map(|(m, _)| m.as_str()).collect();
    assert!(
        missing.contains(&"javax.swing.JButton (class)"),
        "{missing:?}"
    );
    assert!(
        missing.contains(&"java.lang.Runtime.load(java.lang.String)"),
        "{missing:?}"
    );
    // println and the concatenation bootstrap are there.
    assert!(
        !missing
            .iter()
            .any(|m| m.contains("println") || m.contains("StringConcatFactory")),
        "{missing:?}"
    );
    assert_eq!(report.referenced, report.supported + report.missing.len());
}
