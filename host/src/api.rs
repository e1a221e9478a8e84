//! `terrarium api --out DIR`: the Java API generated tests compile against —
//! `terrarium.World` (source and class file) and, with `--junit`,
//! Terrarium's own JUnit 4 and Jupiter API classes (for compiling tests
//! where no JUnit jar is at hand; `terrarium test` provides them at run time).
use std::path::Path;

use jdk_shims::{SupportSource, WORLD_API_SOURCE};

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
    put("src/terrarium/World.java", WORLD_API_SOURCE.as_bytes())?;
    for (name, bytes) in SupportSource::classes() {
        let is_world = name.starts_with("terrarium/");
        if is_world || junit {
            put(&format!("classes/{name}.class"), bytes)?;
        }
    }
    Ok(written)
}
