//! Embeds the committed class files of the Terrarium JUnit Platform engine
//! (`engine/classes/`, built from `engine/src/` by `engine/build.sh`), which
//! `terrarium api --jar` puts into the world API's jar; sorted by name so the
//! jar is reproducible.
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
    let root = dir.join("engine").join("classes");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    walk(&root, &mut files);
    let mut entries: Vec<(String, PathBuf)> = files
        .into_iter()
        .filter_map(|p| {
            let rel = p.strip_prefix(&root).ok()?.with_extension("");
            Some((rel.to_str()?.replace('\\', "/"), p))
        })
        .collect();
    entries.sort();
    let mut src = String::from(
        "/// The engine's classes: (internal name, class file bytes), sorted by name.\npub static ENGINE: &[(&str, &[u8])] = &[\n",
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
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default()).join("engine.rs");
    if let Err(e) = std::fs::write(&out, src) {
        panic!("cannot write {}: {e}", out.display());
    }
}
