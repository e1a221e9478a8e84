//! Reading a world file from the host.
use std::path::Path;

use jdk_shims::World;

/// Read and parse a world file; the error names the file and the offending key.
pub fn load(path: &Path) -> Result<World, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    World::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// A world whose working directory (`World::DEFAULT_CWD`, `/work`) holds a
/// copy of the host directory `dir`: its files and subdirectories, recursively
/// (symbolic links are followed). The corpus uses it to give Terrarium the tree
/// that HotSpot sees as its working directory.
pub fn from_dir(dir: &Path) -> Result<World, String> {
    let mut world = World::default();
    let cwd = world.cwd.clone();
    let mtime = world.clock.epoch_ms;
    copy_tree(&mut world, dir, &cwd, mtime)?;
    Ok(world)
}

fn copy_tree(world: &mut World, dir: &Path, at: &str, mtime: i64) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<std::path::PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        let Some(name) = p.file_name().and_then(|n| n.to_str()) else {
            return Err(format!("{}: not a UTF-8 name", p.display()));
        };
        let virt = format!("{}/{name}", at.trim_end_matches('/'));
        if p.is_dir() {
            world
                .fs
                .mkdirs(&virt, mtime)
                .map_err(|e| format!("{virt}: {}", e.message()))?;
            copy_tree(world, &p, &virt, mtime)?;
        } else {
            let data = std::fs::read(&p).map_err(|e| format!("{}: {e}", p.display()))?;
            world
                .fs
                .put_file(&virt, data, mtime)
                .map_err(|e| format!("{virt}: {}", e.message()))?;
        }
    }
    Ok(())
}
