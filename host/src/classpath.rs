//! The application class path: directories and jar files, read whole into
//! memory (internal name → class file bytes) for a `RunRequest`. Earlier
//! entries win, as with `java -cp`; entries that do not exist are skipped,
//! as `java` skips them.
use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Directories nested deeper than this are not searched (a guard against
/// pathological trees; package names are never this deep).
const MAX_DEPTH: usize = 64;

/// A class path entry that exists but cannot be read.
#[derive(Debug)]
pub struct ClassPathError {
    pub path: PathBuf,
    pub message: String,
}

impl std::fmt::Display for ClassPathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot read the class path entry {}: {}",
            self.path.display(),
            self.message
        )
    }
}

impl std::error::Error for ClassPathError {}

/// The classes of a class path, and the class path as text for messages.
pub struct ClassPath {
    pub classes: BTreeMap<String, Vec<u8>>,
    pub text: String,
}

impl ClassPath {
    /// Read the `--cp` values; each may hold several `:`-separated entries.
    /// No value at all means the current directory, as with `java`.
    pub fn read(values: &[String]) -> Result<ClassPath, ClassPathError> {
        let mut parts: Vec<&str> = values
            .iter()
            .flat_map(|v| v.split(':'))
            .filter(|p| !p.is_empty())
            .collect();
        if parts.is_empty() {
            parts.push(".");
        }
        let mut classes = BTreeMap::new();
        for p in &parts {
            let path = Path::new(p);
            if p.ends_with(".jar") || p.ends_with(".zip") {
                if path.is_file() {
                    read_jar(path, &mut classes)?;
                }
            } else if path.is_dir() {
                let mut seen = BTreeSet::new();
                read_dir(path, "", 0, &mut seen, &mut classes)?;
            }
        }
        Ok(ClassPath {
            classes,
            text: parts.join(":"),
        })
    }
}

/// Every `*.class` under `dir` (following symbolic links, each directory once).
fn read_dir(
    dir: &Path,
    prefix: &str,
    depth: usize,
    seen: &mut BTreeSet<PathBuf>,
    classes: &mut BTreeMap<String, Vec<u8>>,
) -> Result<(), ClassPathError> {
    if depth > MAX_DEPTH {
        return Ok(());
    }
    // Unreadable or looping directories are skipped: `java` would not find classes there either.
    let Ok(real) = std::fs::canonicalize(dir) else {
        return Ok(());
    };
    if !seen.insert(real) {
        return Ok(());
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    let mut entries: Vec<(String, PathBuf)> = entries
        .flatten()
        .filter_map(|e| Some((e.file_name().into_string().ok()?, e.path())))
        .collect();
    entries.sort();
    for (name, path) in entries {
        if path.is_dir() {
            read_dir(&path, &format!("{prefix}{name}/"), depth + 1, seen, classes)?;
        } else if let Some(stem) = name.strip_suffix(".class") {
            let internal = format!("{prefix}{stem}");
            if classes.contains_key(&internal) || !path.is_file() {
                continue;
            }
            let bytes = std::fs::read(&path).map_err(|e| ClassPathError {
                path: path.clone(),
                message: e.to_string(),
            })?;
            classes.insert(internal, bytes);
        }
    }
    Ok(())
}

/// Every `*.class` in a jar (outside `META-INF/`).
fn read_jar(path: &Path, classes: &mut BTreeMap<String, Vec<u8>>) -> Result<(), ClassPathError> {
    let fail = |message: String| ClassPathError {
        path: path.to_path_buf(),
        message,
    };
    let file = File::open(path).map_err(|e| fail(e.to_string()))?;
    let mut archive =
        zip::ZipArchive::new(file).map_err(|e| fail(format!("not a valid jar: {e}")))?;
    for i in 0..archive.len() {
        let mut entry = archive
            .by_index(i)
            .map_err(|e| fail(format!("entry {i}: {e}")))?;
        let name = entry.name().to_string();
        let Some(internal) = name.strip_suffix(".class") else {
            continue;
        };
        if !entry.is_file() || name.starts_with("META-INF/") || classes.contains_key(internal) {
            continue;
        }
        let mut bytes = Vec::with_capacity(usize::try_from(entry.size()).unwrap_or(0).min(1 << 24));
        entry
            .read_to_end(&mut bytes)
            .map_err(|e| fail(format!("{name}: {e}")))?;
        classes.insert(internal.to_string(), bytes);
    }
    Ok(())
}
