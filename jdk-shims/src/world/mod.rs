//! The virtual world: everything outside the program (DESIGN, "The virtual
//! world"). A [`World`] is plain data: it is read from and written to JSON (the
//! world file of `terrarium run --world`), and lives in the VM's [`crate::Env`]
//! while the program runs, logging every access in [`log::Log`].
pub mod action;
pub mod fs;
pub mod log;
pub mod net;
pub mod random;
pub mod reads;

use std::collections::{BTreeMap, VecDeque};

use base64::Engine;
use serde::{Deserialize, Serialize};

use fs::{Entry, Fs};
use log::{Access, Log};
use random::RandomValue;

/// Where the clock starts and which zone it is in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// Milliseconds since 1970-01-01T00:00:00Z at the start of the run.
    #[serde(default = "default_epoch_ms")]
    pub epoch_ms: i64,
    /// Time-zone id (`user.timezone`), e.g. `UTC`.
    #[serde(default = "default_zone")]
    pub zone: String,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            epoch_ms: World::DEFAULT_EPOCH_MS,
            zone: default_zone(),
        }
    }
}

/// What `Runtime` reports: the machine the program believes it runs on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Machine {
    /// `availableProcessors()`.
    #[serde(default = "default_processors")]
    pub processors: u32,
    /// `maxMemory()`, `totalMemory()`, `freeMemory()` in bytes.
    #[serde(default = "default_max_memory")]
    pub max_memory: u64,
    #[serde(default = "default_total_memory")]
    pub total_memory: u64,
    #[serde(default = "default_free_memory")]
    pub free_memory: u64,
}

impl Default for Machine {
    fn default() -> Machine {
        Machine {
            processors: default_processors(),
            max_memory: default_max_memory(),
            total_memory: default_total_memory(),
            free_memory: default_free_memory(),
        }
    }
}

fn default_processors() -> u32 {
    1
}
fn default_max_memory() -> u64 {
    4 << 30
}
fn default_total_memory() -> u64 {
    256 << 20
}
fn default_free_memory() -> u64 {
    250_000_000
}

fn default_epoch_ms() -> i64 {
    World::DEFAULT_EPOCH_MS
}
fn default_zone() -> String {
    "UTC".to_string()
}
fn default_cwd() -> String {
    World::DEFAULT_CWD.to_string()
}

/// Bytes written in a world file as text, or `{"base64": ...}` when they are not UTF-8.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl Serialize for Bytes {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match std::str::from_utf8(&self.0) {
            Ok(t) => s.serialize_str(t),
            Err(_) => {
                let mut m = BTreeMap::new();
                m.insert(
                    "base64",
                    base64::engine::general_purpose::STANDARD.encode(&self.0),
                );
                m.serialize(s)
            }
        }
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Bytes, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct B64 {
            base64: String,
        }
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Bytes;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("text or {\"base64\": ...}")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Bytes, E> {
                Ok(Bytes(v.as_bytes().to_vec()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Bytes, A::Error> {
                let b = B64::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                base64::engine::general_purpose::STANDARD
                    .decode(&b.base64)
                    .map(Bytes)
                    .map_err(|e| serde::de::Error::custom(format!("invalid base64: {e}")))
            }
        }
        d.deserialize_any(V)
    }
}

/// The world file, exactly as written (see the README).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct WorldFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cwd: Option<String>,
    #[serde(default)]
    files: BTreeMap<String, Entry>,
    #[serde(default, skip_serializing_if = "is_empty")]
    stdin: Bytes,
    /// Standard input is a terminal: each read gets at most one line.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    stdin_terminal: bool,
    #[serde(default)]
    clock: Clock,
    #[serde(default)]
    seed: u64,
    /// The next values of unseeded random draws (see `random.rs`).
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    random: VecDeque<RandomValue>,
    #[serde(default, skip_serializing_if = "is_default_machine")]
    runtime: Machine,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    properties: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    env: BTreeMap<String, String>,
    /// What the program wrote to System.out (in a world written by `--world-out`).
    #[serde(default, skip_serializing_if = "is_empty")]
    stdout: Bytes,
    #[serde(default, skip_serializing_if = "is_empty")]
    stderr: Bytes,
    /// The network (see the README, "The virtual network").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    hosts: BTreeMap<String, Vec<String>>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    servers: BTreeMap<String, net::Server>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    incoming: Vec<net::Incoming>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    datagrams: Vec<net::Datagram>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    http: BTreeMap<String, net::Resource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    interface: Option<net::Interface>,
    /// What the program sent (in a world written by `--world-out`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    connections: Vec<net::Connection>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    datagrams_sent: Vec<net::SentDatagram>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    http_requests: Vec<net::Request>,
}

fn is_empty(b: &Bytes) -> bool {
    b.0.is_empty()
}

fn is_default_machine(m: &Machine) -> bool {
    *m == Machine::default()
}

/// Everything outside the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct World {
    pub fs: Fs,
    pub stdin: Vec<u8>,
    /// Standard input is a terminal where a person types each line when the
    /// program waits for it: a read returns at most one line (and so a
    /// `Scanner` reads no further ahead than the line it needs).
    pub stdin_terminal: bool,
    pub clock: Clock,
    pub seed: u64,
    /// Values the next draws of unseeded generators take, in order, before the seed's stream.
    pub random: VecDeque<RandomValue>,
    /// Processors and memory figures (`Runtime`).
    pub runtime: Machine,
    /// System properties set by the world (over Terrarium's defaults).
    pub properties: BTreeMap<String, String>,
    /// Environment variables.
    pub env: BTreeMap<String, String>,
    /// The working directory (absolute, normalised): `user.dir`, and what relative paths resolve against.
    pub cwd: String,
    /// Output the program produced (kept when the caller asks for it).
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Every access, in order (not part of the world file: `--trace-world`).
    pub log: Log,
    /// Temporary-file names drawn so far.
    pub temp_counter: u64,
    /// Hosts, servers, incoming connections and datagrams, HTTP resources, and the program's sockets.
    pub net: net::Net,
    /// While a run is recorded (`terrarium record`): what it read of the
    /// world, as setup a test can make (not part of the world file).
    pub reads: Option<reads::Reads>,
}

impl Default for World {
    fn default() -> World {
        World::from_file(WorldFile::default()).unwrap_or_else(|_| World::bare())
    }
}

impl World {
    /// 2026-01-01T00:00:00Z: a fixed, documented start of virtual time.
    pub const DEFAULT_EPOCH_MS: i64 = 1_767_225_600_000;
    pub const DEFAULT_CWD: &'static str = "/work";
    /// Directories every world has: the JDK's `lib` (under [`World::JAVA_HOME`]) among them.
    pub const STANDARD_DIRS: [&'static str; 3] =
        ["/tmp", "/home/user", "/usr/lib/jvm/terrarium-17/lib"];
    /// The virtual JDK's home (`java.home`): tools such as the Eclipse
    /// compiler read its `release` file, and its `jrt:/` image is Terrarium's
    /// class library.
    pub const JAVA_HOME: &'static str = "/usr/lib/jvm/terrarium-17";
    const JDK_RELEASE: &'static str =
        "IMPLEMENTOR=\"Terrarium\"\nJAVA_VERSION=\"17.0.15\"\nMODULES=\"java.base\"\n";

    /// Whether `path` (absolute, normalised) is the JDK's home, inside it, or
    /// a directory on the way to it (`/usr`, `/usr/lib`, ...; not `/`):
    /// part of every world, never a test's input.
    pub fn is_jdk_path(path: &str) -> bool {
        let home = Self::JAVA_HOME;
        match path.strip_prefix(home) {
            Some(rest) => rest.is_empty() || rest.starts_with('/'),
            None => {
                path.len() > 1
                    && home
                        .strip_prefix(path)
                        .is_some_and(|rest| rest.starts_with('/'))
            }
        }
    }

    /// The JDK's files every world has (read-only), by path.
    fn jdk_files(start: i64) -> [(String, fs::Node); 1] {
        [(
            format!("{}/release", Self::JAVA_HOME),
            fs::Node::read_only_file(start, Self::JDK_RELEASE.as_bytes().to_vec()),
        )]
    }

    fn bare() -> World {
        World {
            fs: Fs::new(Self::DEFAULT_EPOCH_MS),
            stdin: Vec::new(),
            stdin_terminal: false,
            clock: Clock::default(),
            seed: 0,
            random: VecDeque::new(),
            runtime: Machine::default(),
            properties: BTreeMap::new(),
            env: BTreeMap::new(),
            cwd: default_cwd(),
            stdout: Vec::new(),
            stderr: Vec::new(),
            log: Log::default(),
            temp_counter: 0,
            reads: None,
            net: net::Net::default(),
        }
    }

    /// Parse a world file. Errors name the key (`clock.epoch_ms: invalid type: ...`).
    pub fn from_json(text: &str) -> Result<World, String> {
        let mut de = serde_json::Deserializer::from_str(text);
        let file: WorldFile = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let path = e.path().to_string();
            if path == "." {
                e.inner().to_string()
            } else {
                format!("{path}: {}", e.inner())
            }
        })?;
        // Anything after the object is a mistake (two files pasted together), not ignored.
        de.end().map_err(|e| e.to_string())?;
        World::from_file(file)
    }

    /// The world as a world file (pretty JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_file()).unwrap_or_default()
    }

    fn from_file(f: WorldFile) -> Result<World, String> {
        let cwd = f.cwd.unwrap_or_else(default_cwd);
        if !cwd.starts_with('/') {
            return Err(format!("cwd: `{cwd}` is not an absolute path"));
        }
        let cwd = fs::resolve("/", &cwd);
        let start = f.clock.epoch_ms;
        let mut fsys = Fs::new(start);
        for d in Self::STANDARD_DIRS.iter().copied().chain([cwd.as_str()]) {
            fsys.mkdirs(d, start)
                .map_err(|e| format!("cwd: `{d}`: {}", e.message()))?;
        }
        for (path, node) in Self::jdk_files(start) {
            fsys.insert(&path, node, start)
                .map_err(|e| format!("cwd: `{path}`: {}", e.message()))?;
        }
        for (path, entry) in &f.files {
            if path.is_empty() {
                return Err("files: an empty path".to_string());
            }
            let abs = fs::resolve(&cwd, path);
            let node = entry
                .to_node(start)
                .map_err(|e| format!("files.{path}: {e}"))?;
            if node.is_dir()
                && let Some(existing) = fsys.node(&abs)
                && existing.is_dir()
            {
                // An implied parent made explicit: keep its children.
                let _ = fsys.insert(&abs, node, start);
                continue;
            }
            if fsys.node(&abs).is_some_and(|n| !n.is_dir()) {
                return Err(format!("files.{path}: `{abs}` is given twice"));
            }
            if fsys.node(&abs).is_some() && fsys.list(&abs).is_some_and(|l| !l.is_empty()) {
                return Err(format!(
                    "files.{path}: `{abs}` is a file here but a directory of other entries"
                ));
            }
            fsys.insert(&abs, node, start)
                .map_err(|e| format!("files.{path}: a parent of `{abs}`: {}", e.message()))?;
        }
        let mut network = net::Net::new(net::Config {
            hosts: f.hosts,
            servers: f.servers,
            incoming: f.incoming,
            datagrams: f.datagrams,
            http: f.http,
            interface: f.interface.unwrap_or_default(),
        })?;
        network.connections = f.connections;
        network.sent_datagrams = f.datagrams_sent;
        network.requests = f.http_requests;
        Ok(World {
            fs: fsys,
            stdin: f.stdin.0,
            stdin_terminal: f.stdin_terminal,
            clock: f.clock,
            seed: f.seed,
            random: f.random,
            runtime: f.runtime,
            properties: f.properties,
            env: f.env,
            cwd,
            stdout: f.stdout.0,
            stderr: f.stderr.0,
            log: Log::default(),
            temp_counter: 0,
            reads: None,
            net: network,
        })
    }

    fn to_file(&self) -> WorldFile {
        let start = self.clock.epoch_ms;
        let mut files = BTreeMap::new();
        let jdk = Self::jdk_files(start);
        for (path, node) in self.fs.nodes() {
            if jdk.iter().any(|(p, n)| p == path && n == node) {
                continue;
            }
            let implied = node.is_dir()
                && (path == "/"
                    || path == &self.cwd
                    || Self::STANDARD_DIRS.contains(&path.as_str())
                    || self.fs.list(path).is_some_and(|l| !l.is_empty()))
                && Entry::from_node(node, start) == Entry::from_node(&fs_dir_like(node), start);
            if !implied {
                files.insert(path.clone(), Entry::from_node(node, start));
            }
        }
        WorldFile {
            cwd: Some(self.cwd.clone()),
            files,
            stdin: Bytes(self.stdin.clone()),
            stdin_terminal: self.stdin_terminal,
            clock: self.clock.clone(),
            seed: self.seed,
            random: self.random.clone(),
            runtime: self.runtime.clone(),
            properties: self.properties.clone(),
            env: self.env.clone(),
            stdout: Bytes(self.stdout.clone()),
            stderr: Bytes(self.stderr.clone()),
            hosts: self.net.config.hosts.clone(),
            servers: self.net.config.servers.clone(),
            incoming: self.net.config.incoming.clone(),
            datagrams: self.net.config.datagrams.clone(),
            http: self.net.config.http.clone(),
            interface: (self.net.config.interface != net::Interface::default())
                .then(|| self.net.config.interface.clone()),
            connections: self.net.connections.clone(),
            datagrams_sent: self.net.sent_datagrams.clone(),
            http_requests: self.net.requests.clone(),
        }
    }

    /// Resolve a path the program gave against the working directory.
    pub fn resolve(&self, path: &str) -> String {
        fs::resolve(&self.cwd, path)
    }

    /// Bytes of data the world holds: files and what the network keeps.
    pub fn data_used(&self) -> u64 {
        self.fs.used().saturating_add(self.net.used())
    }

    pub fn log(&mut self, a: Access) {
        if let Some(reads) = &mut self.reads {
            reads.access(&a, &self.fs, &self.env);
        }
        self.log.push(a);
    }

    /// The next number for a temporary file's name (`File.createTempFile`):
    /// a sequence drawn from the seed (splitmix64), logged as a random draw.
    /// Queued random values are for the program's own draws, not names.
    pub fn next_temp_number(&mut self) -> u64 {
        self.temp_counter = self.temp_counter.wrapping_add(1);
        let mut z = self
            .seed
            .wrapping_add(self.temp_counter.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let n = z ^ (z >> 31);
        self.log(Access::Random {
            call: "createTempFile".to_string(),
            value: n.to_string(),
        });
        n
    }
}

/// A directory with default permissions and the node's own mtime: what an implied parent looks like.
fn fs_dir_like(node: &fs::Node) -> fs::Node {
    fs::Node::Dir {
        meta: fs::Meta {
            mtime: node.meta().mtime,
            readable: true,
            writable: true,
            executable: true,
            fault: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_world_has_the_jdk_home_and_does_not_write_it_out() {
        let w = World::default();
        let release = format!("{}/release", World::JAVA_HOME);
        assert!(
            w.fs.file_data(&release)
                .is_some_and(|d| d.starts_with(b"IMPLEMENTOR"))
        );
        assert!(
            World::STANDARD_DIRS
                .iter()
                .any(|d| d.starts_with(World::JAVA_HOME))
        );
        assert!(!w.to_json().contains("terrarium-17"), "{}", w.to_json());
        for (path, jdk) in [
            ("/usr", true),
            ("/usr/lib/jvm", true),
            ("/usr/lib/jvm/terrarium-17", true),
            ("/usr/lib/jvm/terrarium-17/lib/x", true),
            ("/", false),
            ("/us", false),
            ("/usr/lib/jvm/terrarium-170", false),
            ("/work", false),
        ] {
            assert_eq!(World::is_jdk_path(path), jdk, "{path}");
        }
    }

    #[test]
    fn parses_the_documented_example() {
        let w = World::from_json(
            r#"{
              "cwd": "/work",
              "files": {
                "data/in.txt": "hello\n",
                "/etc/bytes.bin": {"base64": "AAEC"},
                "/work/out": {"dir": true},
                "/work/bad.txt": {"error": "read", "text": "x"},
                "/work/locked.txt": {"text": "no", "read_only": true},
                "/work/private": {"dir": true, "unreadable": true}
              },
              "stdin": "line 1\n",
              "clock": {"epoch_ms": 0, "zone": "UTC"},
              "seed": 42,
              "random": [42, 3, 0.75],
              "runtime": {"processors": 8, "max_memory": 1073741824},
              "properties": {"app.mode": "test"},
              "env": {"HOME": "/home/user"}
            }"#,
        )
        .expect("parses");
        assert_eq!(w.fs.file_data("/work/data/in.txt"), Some(&b"hello\n"[..]));
        assert_eq!(w.fs.file_data("/etc/bytes.bin"), Some(&[0u8, 1, 2][..]));
        assert!(w.fs.node("/work/out").is_some_and(fs::Node::is_dir));
        // An unreadable directory exists, is a directory, and cannot be listed.
        let private = w.fs.stat("/work/private").expect("private exists");
        assert!(private.dir && !private.readable && private.writable && private.executable);
        assert_eq!(w.fs.list("/work/private"), None);
        assert_eq!(w.seed, 42);
        assert_eq!(w.runtime.processors, 8);
        assert_eq!(w.runtime.total_memory, Machine::default().total_memory);
        assert_eq!(
            w.random,
            [
                RandomValue::Int(42),
                RandomValue::Int(3),
                RandomValue::Real(0.75)
            ]
        );
        assert_eq!(w.clock.epoch_ms, 0);
        // Round trip through JSON.
        let again = World::from_json(&w.to_json()).expect("round trip");
        assert_eq!(again.fs.nodes().count(), w.fs.nodes().count());
        assert_eq!(again.to_json(), w.to_json());
    }

    #[test]
    fn errors_name_the_key() {
        let cases = [
            (r#"{"colour": 1}"#, "unknown field `colour`"),
            (r#"{"clock": {"epoch_ms": "soon"}}"#, "clock.epoch_ms: "),
            (
                r#"{"clock": {"zone": "UTC", "tz": 1}}"#,
                "clock.tz: unknown field `tz`",
            ),
            (r#"{"seed": -1}"#, "seed: "),
            (r#"{"random": [1, "x"]}"#, "random[1]: invalid type: string"),
            (r#"{"random": 0.5}"#, "random: invalid type"),
            (
                r#"{"runtime": {"cpus": 2}}"#,
                "runtime.cpus: unknown field `cpus`",
            ),
            (r#"{"runtime": {"processors": -1}}"#, "runtime.processors: "),
            (
                r#"{"files": {"/a": {"error": "boom"}}}"#,
                "files./a.error: unknown variant",
            ),
            (r#"{"files": {"/a": {"txt": "x"}}}"#, "unknown field `txt`"),
            (r#"{"files": {"/a": 3}}"#, "files./a: invalid type"),
            (
                r#"{"files": {"/a": {"dir": true, "text": "x"}}}"#,
                "files./a: ",
            ),
            (
                r#"{"files": {"/a": {"base64": "!!"}}}"#,
                "files./a: `base64`",
            ),
            (r#"{"env": {"A": 1}}"#, "env.A: "),
            (r#"{"cwd": "rel"}"#, "cwd: "),
            (r#"{"stdin": 5}"#, "stdin: "),
            (r#"{"hosts": {"a.test": ["nope"]}}"#, "hosts.a.test: `nope`"),
            (r#"{"hosts": {"a.test": []}}"#, "hosts.a.test: no addresses"),
            (
                r#"{"servers": {"x:1": {}}}"#,
                "servers.x:1: not `address:port`",
            ),
            (
                r#"{"servers": {"10.0.0.1:43": {"greting": "x"}}}"#,
                "unknown field `greting`",
            ),
            (r#"{"incoming": [{"port": 99999}]}"#, "incoming[0].port: "),
            (
                r#"{"incoming": [{"port": 1, "from": "a"}]}"#,
                "incoming[0].from: `a`",
            ),
            (
                r#"{"datagrams": [{"port": 1, "from": "x", "data": "d"}]}"#,
                "datagrams[0].from: ",
            ),
            (
                r#"{"http": {"http://h.test/": {"status": "ok"}}}"#,
                "http.http://h.test/.status: ",
            ),
            (
                r#"{"http": {"nowhere": {}}}"#,
                "http.nowhere: not an absolute URL",
            ),
            (
                r#"{"interface": {"address": "x"}}"#,
                "interface.address: `x`",
            ),
        ];
        for (json, want) in cases {
            let e = World::from_json(json).expect_err(json);
            assert!(e.contains(want), "{json}: got {e:?}, want {want:?}");
        }
    }

    #[test]
    fn the_network_round_trips() {
        let text = r#"{"hosts": {"status.example.org": ["10.1.2.3"]},
           "servers": {"10.1.2.3:43": {"greeting": "hello\n", "replies": {"PING": "PONG\n"}}},
           "incoming": [{"port": 8080, "from": "10.9.9.9:50000", "send": "KNOCK abc\nBYE\n"}],
           "datagrams": [{"port": 9999, "from": "10.9.9.9:50001", "data": "ping"}],
           "http": {"http://status.example.org/health": {"status": 200, "body": "OK\n"}}}"#;
        let w = World::from_json(text).expect("the issue's example parses");
        assert_eq!(
            w.net.resolve("STATUS.example.org"),
            Ok(vec!["10.1.2.3".to_string()])
        );
        let again = World::from_json(&w.to_json()).expect("round trip");
        assert_eq!(again.to_json(), w.to_json());
        assert!(w.to_json().contains("KNOCK abc"));
    }

    #[test]
    fn temp_numbers_follow_the_seed() {
        let (mut a, mut b) = (World::default(), World::default());
        b.seed = 1;
        assert_ne!(a.next_temp_number(), b.next_temp_number());
        let mut c = World::default();
        let _ = c.next_temp_number();
        assert_eq!(a.next_temp_number(), c.next_temp_number());
    }

    #[test]
    fn trailing_data_after_the_world_object_is_an_error() {
        assert!(World::from_json("{\"seed\": 5}\n").is_ok());
        let e = World::from_json("{\"seed\": 5} garbage").expect_err("trailing data");
        assert!(e.contains("trailing characters"), "{e}");
        assert!(World::from_json("{\"seed\": 5}{\"seed\": 6}").is_err());
    }
}
