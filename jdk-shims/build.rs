//! Embeds the committed class files (`classes/`, built from `java/` by
//! `build-classes.sh`) into the crate, sorted by name so the build is reproducible.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)] // build time, not the core
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "class") {
            out.push(p);
        }
    }
}

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let mut src = embed(
        &dir.join("classes"),
        "CLASSES",
        "Every class of the library",
    );
    src.push_str(&embed(
        &dir.join("support-classes"),
        "SUPPORT",
        "Every class given to tests (JUnit API, terrarium.World)",
    ));
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default()).join("classes.rs");
    if let Err(e) = std::fs::write(&out, src) {
        panic!("cannot write {}: {e}", out.display());
    }
}

/// A sorted static array `name` of (internal name, bytes) for the class files under `root`.
fn embed(root: &Path, name: &str, doc: &str) -> String {
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    walk(root, &mut files);
    let mut entries: Vec<(String, PathBuf)> = files
        .into_iter()
        .filter_map(|p| {
            let rel = p.strip_prefix(root).ok()?.with_extension("");
            let name = rel.to_str()?.replace('\\', "/");
            Some((name, p))
        })
        .collect();
    entries.sort();
    let mut src = format!(
        "/// {doc}: (internal name, class file bytes), sorted by name.\npub static {name}: &[(&str, &[u8])] = &[\n"
    );
    for (name, path) in &entries {
        println!("cargo:rerun-if-changed={}", path.display());
        let _ = writeln!(
            src,
            "    ({name:?}, include_bytes!({:?})),",
            path.display().to_string()
        );
    }
    src.push_str("];\n");
    src
}
