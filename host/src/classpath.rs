//! The application class path: directories and jar files, searched in order.
use std::fs::File;
use std::io::Read;
use std::path::PathBuf;

use interp::ClassSource;

enum Entry {
    Dir(PathBuf),
    Jar {
        path: PathBuf,
        archive: Option<zip::ZipArchive<File>>,
    },
}

pub struct ClassPath {
    entries: Vec<Entry>,
    text: String,
}

impl ClassPath {
    /// Build from `--cp` values; each may hold several `:`-separated entries.
    pub fn new(values: &[String]) -> ClassPath {
        let mut entries = Vec::new();
        let mut parts = Vec::new();
        for v in values {
            for p in v.split(':').filter(|p| !p.is_empty()) {
                parts.push(p.to_string());
                let path = PathBuf::from(p);
                if p.ends_with(".jar") || p.ends_with(".zip") {
                    let archive = File::open(&path)
                        .ok()
                        .and_then(|f| zip::ZipArchive::new(f).ok());
                    entries.push(Entry::Jar { path, archive });
                } else {
                    entries.push(Entry::Dir(path));
                }
            }
        }
        if parts.is_empty() {
            parts.push(".".into());
            entries.push(Entry::Dir(PathBuf::from(".")));
        }
        ClassPath {
            entries,
            text: parts.join(":"),
        }
    }
}

impl ClassPath {
    /// Internal names of every class on the class path, sorted (first entry wins).
    pub fn all_classes(&mut self) -> Vec<String> {
        let mut names = std::collections::BTreeSet::new();
        for e in &mut self.entries {
            match e {
                Entry::Dir(d) => {
                    let mut dirs = vec![d.clone()];
                    while let Some(dir) = dirs.pop() {
                        for f in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                            let p = f.path();
                            if p.is_dir() {
                                dirs.push(p);
                            } else if let Some(rel) =
                                p.strip_prefix(&*d).ok().and_then(|r| r.to_str())
                                && let Some(name) = rel.strip_suffix(".class")
                            {
                                names.insert(name.replace('\\', "/"));
                            }
                        }
                    }
                }
                Entry::Jar {
                    archive: Some(a), ..
                } => {
                    for n in a.file_names() {
                        if let Some(name) = n.strip_suffix(".class")
                            && !name.ends_with("module-info")
                            && !name.starts_with("META-INF/")
                        {
                            names.insert(name.to_string());
                        }
                    }
                }
                Entry::Jar { archive: None, .. } => {}
            }
        }
        names.into_iter().collect()
    }
}

impl ClassSource for ClassPath {
    fn find(&mut self, internal_name: &str) -> Option<(Vec<u8>, String)> {
        let rel = format!("{internal_name}.class");
        for e in &mut self.entries {
            match e {
                Entry::Dir(d) => {
                    let p = d.join(&rel);
                    if let Ok(bytes) = std::fs::read(&p) {
                        return Some((bytes, p.display().to_string()));
                    }
                }
                Entry::Jar {
                    path,
                    archive: Some(a),
                } => {
                    if let Ok(mut f) = a.by_name(&rel) {
                        let mut bytes = Vec::new();
                        if f.read_to_end(&mut bytes).is_ok() {
                            return Some((bytes, format!("{}!/{rel}", path.display())));
                        }
                    }
                }
                Entry::Jar { archive: None, .. } => {}
            }
        }
        None
    }

    fn describe(&self) -> String {
        self.text.clone()
    }
}
