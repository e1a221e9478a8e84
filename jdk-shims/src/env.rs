//! What the program sees outside itself: the live console and clock, and the
//! [`World`] (files, environment, properties, access log) the run started from.
use std::collections::BTreeMap;

use crate::world::World;

/// Per-execution environment state, kept in the VM's `ext` slot.
#[derive(Debug, Default, Clone)]
pub struct Env {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub stdin: Vec<u8>,
    pub stdin_pos: usize,
    /// Standard input is a terminal (see `World::stdin_terminal`).
    pub stdin_terminal: bool,
    /// Wall-clock start of the run, milliseconds since the epoch.
    pub epoch_ms: i64,
    pub properties: BTreeMap<String, String>,
    /// Files, environment variables, seed, working directory and the access log.
    pub world: World,
    /// Bytes the program may write to stdout and stderr together (DESIGN
    /// invariant 5); a write beyond it keeps what fits and ends the run.
    pub max_output: u64,
    /// Bytes written to stdout and stderr so far.
    pub output_written: u64,
    /// Bytes the world may hold: its files and what the network keeps
    /// (`--max-world`, DESIGN invariant 5). Beyond it a file write fails as
    /// on a full disk and a socket write as with no buffer space left.
    pub max_world: u64,
    /// A write was refused because the world was full: the run met
    /// Terrarium's budget, not the program's behaviour on a real machine.
    pub world_was_full: bool,
}

impl Env {
    /// 2026-01-01T00:00:00Z: a fixed, documented start of virtual time.
    pub const DEFAULT_EPOCH_MS: i64 = 1_767_225_600_000;

    /// The environment of a run in `world`: its stdin, clock, working
    /// directory and properties (over Terrarium's defaults).
    pub fn from_world(world: World) -> Env {
        let mut env = Env::new();
        env.stdin = world.stdin.clone();
        env.stdin_terminal = world.stdin_terminal;
        env.epoch_ms = world.clock.epoch_ms;
        env.properties
            .insert("user.dir".to_string(), world.cwd.clone());
        env.properties
            .insert("user.timezone".to_string(), world.clock.zone.clone());
        for (k, v) in &world.properties {
            env.properties.insert(k.clone(), v.clone());
        }
        env.world = world;
        env
    }

    /// The current virtual time, milliseconds since the epoch, at `nanos`
    /// of virtual time since the start (`Vm::nanos`).
    pub fn now_ms(&self, nanos: i64) -> i64 {
        self.epoch_ms.saturating_add(nanos / 1_000_000)
    }

    pub fn new() -> Env {
        let mut properties = BTreeMap::new();
        for (k, v) in [
            ("java.version", "17.0.15"),
            ("java.specification.version", "17"),
            ("java.class.version", "61.0"),
            ("java.home", World::JAVA_HOME),
            ("java.vendor", "Terrarium"),
            ("java.vm.name", "Terrarium"),
            ("os.name", "Linux"),
            ("os.arch", "amd64"),
            ("sun.arch.data.model", "64"),
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
            max_output: u64::MAX,
            max_world: u64::MAX,
            ..Env::default()
        }
    }

    /// Whether the world can take `bytes` more data within [`Env::max_world`]
    /// (a refusal is remembered in [`Env::world_was_full`]).
    pub fn world_has_room(&mut self, bytes: u64) -> bool {
        let room = self.world.data_used().saturating_add(bytes) <= self.max_world;
        self.world_was_full |= !room;
        room
    }

    /// Append program output to stdout (`fd` 1) or stderr (`fd` 2) within the
    /// output budget. `false`: the budget is spent; what fitted was kept.
    pub fn write_output(&mut self, fd: i32, bytes: &[u8]) -> bool {
        let room = self.max_output.saturating_sub(self.output_written);
        let n = usize::try_from(room).map_or(bytes.len(), |r| r.min(bytes.len()));
        let kept = bytes.get(..n).unwrap_or(bytes);
        if fd == 2 {
            self.stderr.extend_from_slice(kept)
        } else {
            self.stdout.extend_from_slice(kept)
        }
        self.output_written += n as u64;
        n == bytes.len()
    }
}
