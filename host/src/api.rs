//! `terrarium api`: the Java API generated tests compile against.
//!
//! `--out DIR` writes `terrarium.World` and its companions (source and class
//! files) and, with `--junit`, Terrarium's own JUnit 4 and Jupiter API classes
//! (for compiling tests where no JUnit jar is at hand; `terrarium test`
//! provides them at run time). `--jar FILE` writes the same world API as a
//! jar for a build tool, with the Terrarium JUnit Platform engine
//! (`host/engine/`), and a Maven POM beside it.
use std::io::Write as _;
use std::path::{Path, PathBuf};

use jdk_shims::{SupportSource, WORLD_API_SOURCES};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/engine.rs"));
}

/// The Maven coordinates of the jar (`--jar`); its version is Terrarium's.
pub const GROUP_ID: &str = "dev.terrarium";
pub const ARTIFACT_ID: &str = "terrarium-world-api";
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The engine's class, registered with the JUnit Platform.
const ENGINE_CLASS: &str = "terrarium.engine.TerrariumEngine";
/// Its launcher filter, which keeps Jupiter and Vintage off world test classes.
const FILTER_CLASS: &str = "terrarium.engine.LeaveWorldTestsToTerrarium";

/// Whether a support class belongs to the world API (package `terrarium`,
/// not Terrarium's in-VM JUnit helpers under `terrarium/junit/`).
fn is_world_api(name: &str) -> bool {
    name.strip_prefix("terrarium/")
        .is_some_and(|rest| !rest.contains('/'))
}

/// Write the API under `out`: `src/` (sources) and `classes/` (class files).
/// Returns the files written.
pub fn write(out: &Path, junit: bool) -> Result<Vec<String>, String> {
    let mut written = Vec::new();
    let mut put = |rel: &str, bytes: &[u8]| -> Result<(), String> {
        let path = out.join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(rel.to_string());
        Ok(())
    };
    for (file, source) in WORLD_API_SOURCES {
        put(&format!("src/terrarium/{file}"), source.as_bytes())?;
    }
    for (name, bytes) in SupportSource::classes() {
        if is_world_api(name) || (junit && !name.starts_with("terrarium/")) {
            put(&format!("classes/{name}.class"), bytes)?;
        }
    }
    Ok(written)
}

/// The POM of the jar: coordinates only. The engine needs the JUnit Platform
/// at run time, which every JUnit 5 build has; nothing else is needed.
pub fn pom() -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>{GROUP_ID}</groupId>
  <artifactId>{ARTIFACT_ID}</artifactId>
  <version>{VERSION}</version>
  <packaging>jar</packaging>
  <name>Terrarium world API</name>
  <description>terrarium.World for generated world tests, and the Terrarium JUnit Platform engine that runs them with terrarium test</description>
</project>
"#
    )
}

/// Where the POM of the jar `jar` goes: beside it, `.jar` replaced by `.pom`.
pub fn pom_path(jar: &Path) -> PathBuf {
    jar.with_extension("pom")
}

/// Write the world API jar to `jar` and its POM beside it; returns both paths.
pub fn write_jar(jar: &Path) -> Result<(PathBuf, PathBuf), String> {
    let bytes = jar_bytes().map_err(|e| format!("{}: {e}", jar.display()))?;
    if let Some(dir) = jar.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(jar, bytes).map_err(|e| format!("{}: {e}", jar.display()))?;
    let pom_file = pom_path(jar);
    std::fs::write(&pom_file, pom()).map_err(|e| format!("{}: {e}", pom_file.display()))?;
    Ok((jar.to_path_buf(), pom_file))
}

/// The jar: manifest, the world API's classes, the engine's classes, the
/// engine's service registration and the POM (where Maven tools look for it).
/// Entries are in a fixed order with a fixed time, so the jar is reproducible.
pub fn jar_bytes() -> Result<Vec<u8>, String> {
    use zip::write::SimpleFileOptions;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    let manifest = format!(
        "Manifest-Version: 1.0\r\nCreated-By: terrarium {VERSION}\r\nAutomatic-Module-Name: dev.terrarium.world\r\n\r\n"
    );
    let services = format!("{ENGINE_CLASS}\n");
    let filters = format!("{FILTER_CLASS}\n");
    let pom_entry = format!("META-INF/maven/{GROUP_ID}/{ARTIFACT_ID}/pom.xml");
    let pom = pom();
    let mut entries: Vec<(String, &[u8])> = vec![
        (
            "META-INF/services/org.junit.platform.engine.TestEngine".into(),
            services.as_bytes(),
        ),
        (
            "META-INF/services/org.junit.platform.launcher.PostDiscoveryFilter".into(),
            filters.as_bytes(),
        ),
        (pom_entry, pom.as_bytes()),
    ];
    for (name, bytes) in SupportSource::classes() {
        if is_world_api(name) {
            entries.push((format!("{name}.class"), bytes));
        }
    }
    for (name, bytes) in embedded::ENGINE {
        entries.push((format!("{name}.class"), bytes));
    }
    let mut dirs = std::collections::BTreeSet::new();
    for (name, _) in &entries {
        let mut at = 0;
        while let Some(i) = name[at..].find('/') {
            dirs.insert(name[..at + i + 1].to_string());
            at += i + 1;
        }
    }
    let err = |e: zip::result::ZipError| e.to_string();
    // The manifest first (`JarInputStream` finds it only there), then the
    // directories (tools that list a jar expect them), then the files.
    zip.add_directory("META-INF/", options).map_err(err)?;
    zip.start_file("META-INF/MANIFEST.MF", options)
        .map_err(err)?;
    zip.write_all(manifest.as_bytes())
        .map_err(|e| e.to_string())?;
    for d in dirs.iter().filter(|d| d.as_str() != "META-INF/") {
        zip.add_directory(d.as_str(), options).map_err(err)?;
    }
    for (name, bytes) in &entries {
        zip.start_file(name.as_str(), options).map_err(err)?;
        zip.write_all(bytes).map_err(|e| e.to_string())?;
    }
    let cursor = zip.finish().map_err(err)?;
    Ok(cursor.into_inner())
}
