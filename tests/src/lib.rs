//! Shared helpers for the end-to-end tests: compiling Java with the machine's
//! `javac` and locating the repository.
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// Is the standard input of corpus program `name` (in `dir`) typed at a
/// terminal? So `corpus/record.sh` recorded it when `<name>.tty` exists.
pub fn typed_at_terminal(dir: &Path, name: &str) -> bool {
    dir.join(format!("{name}.tty")).exists()
}

/// Compile `sources` with `javac -d out` (default flags, as a user would).
pub fn javac(sources: &[PathBuf], out: &Path) -> Result<(), String> {
    javac_with(&[], sources, out)
}

/// Compile with extra `javac` options (e.g. `--release 8`).
pub fn javac_with(options: &[&str], sources: &[PathBuf], out: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let status = Command::new("javac")
        .args(options)
        .arg("-d")
        .arg(out)
        .arg("-encoding")
        .arg("UTF-8")
        .args(sources)
        .status()
        .map_err(|e| format!("cannot run javac (is a JDK installed?): {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("javac failed with {status}"))
    }
}

/// Every `*.java` under `dir` (subdirectories included), sorted.
pub fn java_files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "java") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Every `*.java` directly in `dir`, sorted.
pub fn java_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "java"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Class files held in memory, by internal name: a class path for tests that
/// build or mutate class files.
pub struct MemorySource(pub std::collections::BTreeMap<String, Vec<u8>>);

impl interp::ClassSource for MemorySource {
    fn find(&mut self, name: &str) -> Option<(Vec<u8>, String)> {
        self.0
            .get(name)
            .map(|b| (b.clone(), format!("memory:{name}")))
    }
    fn describe(&self) -> String {
        "memory".into()
    }
}

/// The first differing lines, with a little context.
pub fn diff(what: &str, want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    let first = w
        .iter()
        .zip(&g)
        .position(|(a, b)| a != b)
        .unwrap_or(w.len().min(g.len()));
    let mut s = format!(
        "{what} differs at line {} (expected {} lines, got {}):\n",
        first + 1,
        w.len(),
        g.len()
    );
    for i in first.saturating_sub(2)..(first + 4).min(w.len().max(g.len())) {
        let (a, b) = (
            w.get(i).copied().unwrap_or("<none>"),
            g.get(i).copied().unwrap_or("<none>"),
        );
        if a == b {
            s.push_str(&format!("    {a}\n"));
        } else {
            s.push_str(&format!("  - {a}\n  + {b}\n"));
        }
    }
    s
}

/// Everything a run shows: output, status, the world it left, its access log.
pub fn fingerprint(r: &terrarium_gen::api::RunResponse) -> String {
    format!(
        "{}\n--\n{}\n--\n{}\n--\n{}\n--\n{}",
        String::from_utf8_lossy(&r.stdout),
        String::from_utf8_lossy(&r.stderr),
        r.status,
        r.world
            .as_ref()
            .map(jdk_shims::World::to_json)
            .unwrap_or_default(),
        r.log.as_ref().map(|l| l.to_json()).unwrap_or_default()
    )
}

/// HotSpot's status and stdout for `java -cp CP CLASS ARGS...`.
pub fn hotspot(cp: &Path, class: &str, args: &[&str]) -> (i32, String) {
    let o = Command::new("java")
        .arg("-cp")
        .arg(cp)
        .arg(class)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run java: {e}"));
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
    )
}
