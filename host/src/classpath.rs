//! The application class path: directories and jar files, read whole into
//! memory (internal name → class file bytes, and the other files as
//! resources) for a `RunRequest`, within [`MAX_ENTRY`] per file and
//! [`MAX_TOTAL`] in all. Earlier entries win, as with `java -cp`;
//! entries that do not exist are skipped, as `java` skips them.
use std::collections::{BTreeMap, BTreeSet};

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use terrarium_gen::api::{ClassPathResources, Resource};

/// Bytes one file of the class path may hold (a class or a resource): more
/// is refused before it is read, so a small jar holding a huge entry cannot
/// make the host allocate it.
pub const MAX_ENTRY: u64 = 64 << 20;
/// Bytes the whole class path may hold.
pub const MAX_TOTAL: u64 = 1 << 30;

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

/// The classes of a class path, its other files, and the class path as
/// text for messages.
pub struct ClassPath {
    pub classes: BTreeMap<String, Vec<u8>>,
    pub resources: ClassPathResources,
    pub text: String,
    /// Entries that do not exist (skipped, as `java` skips them).
    pub missing: Vec<String>,
}

/// What reading one class path entry adds to.
struct Sink<'a> {
    classes: &'a mut BTreeMap<String, Vec<u8>>,
    resources: &'a mut ClassPathResources,
    /// The entry's URL, which the path of each file inside it extends.
    root: String,
    /// Bytes read so far, over all entries.
    total: &'a mut u64,
}

impl Sink<'_> {
    /// The bytes of one file, within [`MAX_ENTRY`] and what is left of [`MAX_TOTAL`].
    fn read(&mut self, r: impl Read) -> std::io::Result<Vec<u8>> {
        let left = MAX_TOTAL.saturating_sub(*self.total);
        let bytes = crate::size::read_capped(r, MAX_ENTRY.min(left)).map_err(|e| {
            if e.kind() == std::io::ErrorKind::FileTooLarge && left < MAX_ENTRY {
                std::io::Error::new(
                    e.kind(),
                    format!("the class path holds more than {} MiB", MAX_TOTAL >> 20),
                )
            } else {
                e
            }
        })?;
        *self.total += bytes.len() as u64;
        Ok(bytes)
    }
    fn class(&mut self, internal: &str, bytes: Vec<u8>) {
        self.resources
            .class_roots
            .insert(internal.to_string(), self.root.clone());
        self.classes.insert(internal.to_string(), bytes);
    }
    fn file(&mut self, path: String, bytes: Vec<u8>) {
        let url = format!("{}{path}", self.root);
        self.resources.files.push(Resource { path, url, bytes });
    }
}

/// `file:` URL of an absolute path, as `java` writes it.
fn file_url(path: &Path) -> String {
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    format!("file:{}", abs.display())
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
        let mut resources = ClassPathResources::default();
        let mut total = 0;
        let mut missing = Vec::new();
        for p in &parts {
            let path = Path::new(p);
            if !path.exists() {
                missing.push(p.to_string());
            } else if p.ends_with(".jar") || p.ends_with(".zip") {
                if path.is_file() {
                    let mut sink = Sink {
                        classes: &mut classes,
                        resources: &mut resources,
                        root: format!("jar:{}!/", file_url(path)),
                        total: &mut total,
                    };
                    read_jar(path, &mut sink)?;
                }
            } else if path.is_dir() {
                let mut seen = BTreeSet::new();
                let mut sink = Sink {
                    classes: &mut classes,
                    resources: &mut resources,
                    root: format!("{}/", file_url(path)),
                    total: &mut total,
                };
                read_dir(path, "", 0, &mut seen, &mut sink)?;
            }
        }
        Ok(ClassPath {
            classes,
            resources,
            text: parts.join(":"),
            missing,
        })
    }

    /// One warning line per class path entry that does not exist.
    pub fn warnings(&self) -> Vec<String> {
        self.missing
            .iter()
            .map(|p| format!("terrarium: warning: class path entry {p} does not exist (skipped)"))
            .collect()
    }

    /// What to do about a class name that is not on the class path: a file
    /// given for a class, or a name that differs in case or package.
    pub fn hint(&self, given: &str) -> String {
        let file = std::path::Path::new(given);
        let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or(given);
        let ext = file.extension().and_then(|e| e.to_str());
        let (what, simple) = match ext {
            Some("class") => ("; give a class's binary name, not its file", stem),
            Some("java") => (
                "; Terrarium runs compiled classes: compile the source with javac and give the class's binary name",
                stem,
            ),
            _ => ("", given.rsplit(['.', '/']).next().unwrap_or(given)),
        };
        let simple_of = |k: &str| k.rsplit('/').next().unwrap_or(k).to_string();
        let mut near: Vec<String> = self
            .classes
            .keys()
            .filter(|k| !k.contains('$'))
            .filter(|k| simple_of(k).eq_ignore_ascii_case(simple))
            .map(|k| k.replace('/', "."))
            .take(3)
            .collect();
        if near.is_empty() && what.is_empty() {
            // A typo: the closest binary names (at most two edits in the
            // name, or in the whole name for a mistyped package).
            let given_dots = given.replace('/', ".");
            let mut scored: Vec<(usize, String)> = self
                .classes
                .keys()
                .filter(|k| !k.contains('$'))
                .filter_map(|k| {
                    let binary = k.replace('/', ".");
                    let d = strsim::levenshtein(&simple_of(k), simple)
                        .min(strsim::levenshtein(&binary, &given_dots));
                    (d <= 2 && simple.chars().count() > 3).then_some((d, binary))
                })
                .collect();
            scored.sort();
            near = scored.into_iter().take(3).map(|(_, n)| n).collect();
        }
        if near.is_empty() {
            what.to_string()
        } else {
            format!("{what}; did you mean {}?", near.join(" or "))
        }
    }
}

/// Every file under `dir` (following symbolic links, each directory once).
fn read_dir(
    dir: &Path,
    prefix: &str,
    depth: usize,
    seen: &mut BTreeSet<PathBuf>,
    sink: &mut Sink<'_>,
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
            read_dir(&path, &format!("{prefix}{name}/"), depth + 1, seen, sink)?;
            continue;
        }
        let internal = name
            .strip_suffix(".class")
            .map(|stem| format!("{prefix}{stem}"));
        if !path.is_file()
            || internal
                .as_ref()
                .is_some_and(|i| sink.classes.contains_key(i))
        {
            continue;
        }
        let bytes = File::open(&path)
            .and_then(|f| sink.read(f))
            .map_err(|e| ClassPathError {
                path: path.clone(),
                message: e.to_string(),
            })?;
        match internal {
            Some(i) => sink.class(&i, bytes),
            None => sink.file(format!("{prefix}{name}"), bytes),
        }
    }
    Ok(())
}

/// Every file in a jar (classes outside `META-INF/`).
fn read_jar(path: &Path, sink: &mut Sink<'_>) -> Result<(), ClassPathError> {
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
        let internal = name
            .strip_suffix(".class")
            .filter(|_| !name.starts_with("META-INF/"));
        if !entry.is_file() || internal.is_some_and(|i| sink.classes.contains_key(i)) {
            continue;
        }
        let bytes = sink
            .read(&mut entry)
            .map_err(|e| fail(format!("{name}: {e}")))?;
        match internal {
            Some(i) => sink.class(i, bytes),
            None => sink.file(name, bytes),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_jar_entry_larger_than_the_cap_is_refused_before_it_is_read_whole() {
        let dir = std::env::temp_dir().join(format!("terrarium-bigjar-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let jar = dir.join("big.jar");
        let mut zip = zip::ZipWriter::new(File::create(&jar).expect("create jar"));
        zip.start_file("data/zeros.bin", zip::write::SimpleFileOptions::default())
            .expect("entry");
        let chunk = vec![0u8; 1 << 20];
        for _ in 0..=(MAX_ENTRY >> 20) {
            zip.write_all(&chunk).expect("write");
        }
        zip.finish().expect("finish");
        // A few hundred KiB on disk, more than the cap inflated.
        assert!(std::fs::metadata(&jar).map(|m| m.len()).unwrap_or(0) < 1 << 20);
        let err = ClassPath::read(&[jar.display().to_string()])
            .err()
            .expect("refused");
        assert!(
            err.message.contains("data/zeros.bin: larger than 64 MiB"),
            "{err}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn names_not_on_the_class_path_get_a_hint() {
        let cp = ClassPath {
            classes: [("com/acme/Waiter", vec![]), ("com/acme/Waiter$1", vec![])]
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
            resources: Default::default(),
            text: "classes".into(),
            missing: Vec::new(),
        };
        assert_eq!(
            cp.hint("Waiter.class"),
            "; give a class's binary name, not its file; did you mean com.acme.Waiter?"
        );
        assert!(
            cp.hint("src/com/acme/Waiter.java")
                .starts_with("; Terrarium runs compiled classes")
        );
        assert_eq!(cp.hint("waiter"), "; did you mean com.acme.Waiter?");
        // Typos in the name or the package: at most two edits away.
        assert_eq!(
            cp.hint("com.acme.Watier"),
            "; did you mean com.acme.Waiter?"
        );
        assert_eq!(
            cp.hint("com.acne.Waiter"),
            "; did you mean com.acme.Waiter?"
        );
        assert_eq!(cp.hint("com.acme.Cook"), "");
        assert_eq!(cp.hint("com.acme.W"), "");
    }

    #[test]
    fn entries_that_do_not_exist_are_named() {
        let cp = ClassPath::read(&["/no/such/dir:/no/such.jar".to_string()])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cp.missing, ["/no/such/dir", "/no/such.jar"]);
        assert_eq!(
            cp.warnings()[0],
            "terrarium: warning: class path entry /no/such/dir does not exist (skipped)"
        );
    }
}
