//! Reading a world file from the host.
use std::path::Path;

use jdk_shims::World;

/// Read and parse a world file; the error names the file and the offending key.
pub fn load(path: &Path) -> Result<World, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    World::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))
}
