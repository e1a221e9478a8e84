//! What the program sees outside itself, for now the console and a clock.
//! (The full virtual world — files, network, properties — grows from here.)
use std::collections::BTreeMap;

/// Per-execution environment state, kept in the VM's `ext` slot.
#[derive(Debug, Default, Clone)]
pub struct Env {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub stdin: Vec<u8>,
    pub stdin_pos: usize,
    /// Wall-clock start of the run, milliseconds since the epoch.
    pub epoch_ms: i64,
    /// Virtual nanoseconds added by `Thread.sleep`.
    pub slept_ns: i64,
    pub properties: BTreeMap<String, String>,
}

impl Env {
    /// 2026-01-01T00:00:00Z: a fixed, documented start of virtual time.
    pub const DEFAULT_EPOCH_MS: i64 = 1_767_225_600_000;

    pub fn new() -> Env {
        let mut properties = BTreeMap::new();
        for (k, v) in [
            ("java.version", "17.0.15"),
            ("java.specification.version", "17"),
            ("java.vendor", "Terrarium"),
            ("java.vm.name", "Terrarium"),
            ("os.name", "Linux"),
            ("os.arch", "amd64"),
            ("file.separator", "/"),
            ("path.separator", ":"),
            ("line.separator", "\n"),
            ("user.dir", "/work"),
            ("user.home", "/home/user"),
            ("user.name", "user"),
            ("java.io.tmpdir", "/tmp"),
            ("file.encoding", "UTF-8"),
        ] {
            properties.insert(k.to_string(), v.to_string());
        }
        Env {
            epoch_ms: Self::DEFAULT_EPOCH_MS,
            properties,
            ..Env::default()
        }
    }

    /// Virtual nanoseconds since the start: one per executed instruction, plus sleeps.
    pub fn nanos(&self, executed: u64) -> i64 {
        (executed as i64).saturating_add(self.slept_ns)
    }
}
