//! One run of a program as a request and a response (serde; JSON on the
//! wire). The host reads the class path into a [`RunRequest`]; [`execute`]
//! runs the VM to completion entirely in memory and gives a [`RunResponse`].
//! The native `terrarium run` and the sandbox guest (`host/guest`, over
//! stdin/stdout) both go through here, so both run the same code.
//!
//! Byte strings (class files, stdout, stderr) are base64 in JSON; the world
//! (files, stdin, clock, seed, ...) is a world file (see the README) nested
//! in the request and, when asked for, in the response.
use std::collections::BTreeMap;

use interp::{ClassSource, Outcome as VmOutcome, Vm, VmConfig};
use jdk_shims::world::log::Log;
use jdk_shims::{Env, LibrarySource, World};
use serde::{Deserialize, Serialize};

/// Exit status when the program deadlocks: no thread can run and none
/// waits with a timeout (stderr then holds a thread dump).
pub const EXIT_DEADLOCK: i32 = 117;
/// Exit status when the output budget (`max_output`) runs out.
pub const EXIT_OUTPUT: i32 = 123;
/// Exit status when the instruction budget (`fuel`) runs out.
pub const EXIT_FUEL: i32 = 124;
/// Exit status when Terrarium itself cannot go on (a bug).
pub const EXIT_FATAL: i32 = 125;

/// Default output budget: 64 MiB of stdout and stderr together.
pub const DEFAULT_MAX_OUTPUT: u64 = 64 << 20;

/// The smallest heap budget: the class library's start needs about 64 KiB,
/// a program more (HotSpot, too, refuses a heap "too small").
pub const MIN_MAX_HEAP: u64 = 1 << 20;
/// The fewest stack frames: the class library's start nests a few, and a
/// program needs room to report its StackOverflowError.
pub const MIN_MAX_FRAMES: u64 = 64;
/// Exit status of a request whose budgets are out of range.
pub const EXIT_BAD_REQUEST: i32 = 2;

/// Default world budget: 256 MiB of files and network data together.
pub const DEFAULT_MAX_WORLD: u64 = 256 << 20;

/// Instructions per slice between deliveries of output to an [`Output`].
const SLICE: u64 = 1 << 22;

/// Run `main_class.main(args)` over these classes, within these budgets.
/// Fields missing from a JSON request take the defaults of `terrarium run`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RunRequest {
    /// The whole application class path, as read by the host: internal name
    /// (`com/acme/Main`) → class file bytes. Earlier class path entries win.
    #[serde(with = "b64_map")]
    pub classes: BTreeMap<String, Vec<u8>>,
    /// The class path as the user gave it, for messages ("class path searched").
    pub class_path: String,
    /// The class path's other files and the origin of its classes.
    pub resources: ClassPathResources,
    /// Replaces the built-in class library (for developing the library).
    #[serde(with = "b64_opt_map")]
    pub library: Option<BTreeMap<String, Vec<u8>>>,
    /// Binary name of the class whose `main` runs (`com.acme.Main`).
    pub main_class: String,
    pub args: Vec<String>,
    /// Everything outside the program: files, stdin, clock, seed, properties,
    /// environment variables, working directory (a world file; empty when absent).
    #[serde(with = "world_json")]
    pub world: World,
    /// Return the world as the program left it, with what it wrote to stdout
    /// and stderr, in [`RunResponse::world`] (`--world-out`).
    pub world_out: bool,
    /// Return the log of every access to the world in [`RunResponse::log`]
    /// (`--trace-world`).
    pub trace_world: bool,
    /// Instructions the program may execute.
    pub fuel: u64,
    /// Bytes of live Java heap.
    pub max_heap: u64,
    /// Java frames on the stack.
    pub max_frames: u64,
    /// Bytes the program may write to stdout and stderr together.
    pub max_output: u64,
    /// Bytes the world may hold: files and network data together (a write
    /// beyond fails as on a full disk).
    pub max_world: u64,
    /// Threads alive at once, `main` included.
    pub max_threads: u64,
    /// Seeds the thread scheduler: same seed, same interleaving.
    pub schedule_seed: u64,
    /// How the scheduler picks the next thread.
    pub schedule: Schedule,
    /// Record calls into these classes and write tests of them
    /// (`terrarium record`); the tests come back in [`RunResponse::record`].
    #[serde(default)]
    pub record: Option<crate::record::RecordSpec>,
}

/// The thread scheduling policies (`interp::vm::threads::SchedulePolicy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Schedule {
    /// Fair round-robin with a seeded quantum.
    #[default]
    RoundRobin,
    /// A random ready thread for a random quantum.
    RandomWalk,
    /// Probabilistic concurrency testing: random priorities, a few random
    /// priority changes.
    Pct,
}

impl Schedule {
    pub fn policy(self) -> interp::vm::threads::SchedulePolicy {
        use interp::vm::threads::SchedulePolicy as P;
        match self {
            Schedule::RoundRobin => P::RoundRobin,
            Schedule::RandomWalk => P::RandomWalk,
            Schedule::Pct => P::Pct,
        }
    }
}

impl Default for RunRequest {
    fn default() -> Self {
        let vm = VmConfig::default();
        RunRequest {
            classes: BTreeMap::new(),
            class_path: String::new(),
            resources: ClassPathResources::default(),
            library: None,
            main_class: String::new(),
            args: Vec::new(),
            world: World::default(),
            world_out: false,
            trace_world: false,
            fuel: vm.fuel,
            max_heap: vm.max_heap as u64,
            max_frames: vm.max_frames as u64,
            max_output: DEFAULT_MAX_OUTPUT,
            max_world: DEFAULT_MAX_WORLD,
            max_threads: vm.max_threads as u64,
            schedule_seed: vm.schedule_seed,
            schedule: Schedule::default(),
            record: None,
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The program ended: `main` returned, `System.exit`, an uncaught
    /// exception, or the main class could not be started (status 1).
    Exited,
    /// The instruction budget ran out ([`EXIT_FUEL`]).
    Fuel,
    /// The output budget ran out ([`EXIT_OUTPUT`]).
    Output,
    /// Terrarium could not go on ([`EXIT_FATAL`]).
    Fatal,
    /// No thread could run any more ([`EXIT_DEADLOCK`]).
    Deadlock,
}

/// What a run printed and how it ended. `stderr` ends with Terrarium's own
/// one-line reason when a budget ran out or Terrarium failed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunResponse {
    #[serde(with = "b64")]
    pub stdout: Vec<u8>,
    #[serde(with = "b64")]
    pub stderr: Vec<u8>,
    /// The exit status `terrarium run` gives.
    pub status: i32,
    pub outcome: Outcome,
    /// Instructions executed.
    pub executed: u64,
    /// The world as the program left it, with its output (when the request
    /// asked for it: `world_out`).
    #[serde(default, with = "world_json_opt")]
    pub world: Option<World>,
    /// Every access to the world, in order (when the request asked for it:
    /// `trace_world`).
    #[serde(default)]
    pub log: Option<Log>,
    /// Tests written from the recorded run (when the request asked to record).
    #[serde(default)]
    pub record: Option<crate::record::RecordOutput>,
}

/// A request or response that is not valid JSON of the expected shape.
#[derive(Debug)]
pub struct ApiError(String);

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    /// An error saying what failed.
    pub fn new(message: impl Into<String>) -> ApiError {
        ApiError(message.into())
    }
}

impl RunRequest {
    pub fn to_json(&self) -> Result<Vec<u8>, ApiError> {
        serde_json::to_vec(self)
            .map_err(|e| ApiError(format!("cannot encode the run request: {e}")))
    }
    pub fn from_json(bytes: &[u8]) -> Result<RunRequest, ApiError> {
        serde_json::from_slice(bytes)
            .map_err(|e| ApiError(format!("malformed run request (JSON): {e}")))
    }
}

impl RunResponse {
    pub fn to_json(&self) -> Result<Vec<u8>, ApiError> {
        serde_json::to_vec(self)
            .map_err(|e| ApiError(format!("cannot encode the run response: {e}")))
    }
    pub fn from_json(bytes: &[u8]) -> Result<RunResponse, ApiError> {
        serde_json::from_slice(bytes)
            .map_err(|e| ApiError(format!("malformed run response (JSON): {e}")))
    }

    /// A response for a run that could not happen at all.
    pub fn fatal(message: &str) -> RunResponse {
        RunResponse {
            stdout: Vec::new(),
            stderr: format!("terrarium: internal error: {message}\n").into_bytes(),
            status: EXIT_FATAL,
            outcome: Outcome::Fatal,
            executed: 0,
            world: None,
            log: None,
            record: None,
        }
    }
}

/// Where a run's output goes while it runs.
pub trait Output {
    fn stdout(&mut self, bytes: &[u8]);
    fn stderr(&mut self, bytes: &[u8]);
}

/// Output kept in memory.
#[derive(Default)]
struct Collect {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Output for Collect {
    fn stdout(&mut self, bytes: &[u8]) {
        self.stdout.extend_from_slice(bytes);
    }
    fn stderr(&mut self, bytes: &[u8]) {
        self.stderr.extend_from_slice(bytes);
    }
}

/// Run to completion; the response holds all of the output.
pub fn execute(req: RunRequest) -> RunResponse {
    let mut out = Collect::default();
    let mut r = execute_streaming(req, &mut out);
    r.stdout = out.stdout;
    r.stderr = out.stderr;
    r
}

/// Run to completion, handing output to `out` as it is produced (every few
/// million instructions); the response's `stdout` and `stderr` are empty.
pub fn execute_streaming(req: RunRequest, out: &mut dyn Output) -> RunResponse {
    let (world_out, trace_world) = (req.world_out, req.trace_world);
    let record = req.record.clone();
    let app_names: Vec<String> = if record.is_some() {
        req.classes.keys().cloned().collect()
    } else {
        Vec::new()
    };
    // The world handed back when the VM cannot even start.
    let initial = (world_out || trace_world).then(|| req.world.clone());
    let ended = |status, outcome, executed, world: Option<World>| {
        let (world, log) = match world {
            Some(mut w) => {
                let log = std::mem::take(&mut w.log);
                (world_out.then_some(w), trace_world.then_some(log))
            }
            None => (None, None),
        };
        RunResponse {
            stdout: Vec::new(),
            stderr: Vec::new(),
            status,
            outcome,
            executed,
            world,
            log,
            record: None,
        }
    };
    if req.max_heap < MIN_MAX_HEAP || req.max_frames < MIN_MAX_FRAMES {
        let m = format!(
            "terrarium: the heap budget must be at least {MIN_MAX_HEAP} bytes and the stack at least {MIN_MAX_FRAMES} frames (asked: {} bytes, {} frames)\n",
            req.max_heap, req.max_frames
        );
        out.stderr(m.as_bytes());
        return ended(EXIT_BAD_REQUEST, Outcome::Exited, 0, initial);
    }
    // The world as the program left it, when the request asked for it.
    let left = |vm: &mut Vm| {
        if world_out || trace_world {
            vm.ext
                .downcast_mut::<Env>()
                .map(|e| std::mem::take(&mut e.world))
        } else {
            None
        }
    };
    let config = VmConfig {
        fuel: req.fuel,
        max_heap: usize::try_from(req.max_heap).unwrap_or(usize::MAX),
        max_frames: usize::try_from(req.max_frames).unwrap_or(usize::MAX),
        max_threads: usize::try_from(req.max_threads).unwrap_or(usize::MAX),
        schedule_seed: req.schedule_seed,
        schedule_policy: req.schedule.policy(),
    };
    let mut env = Env::from_world(req.world);
    env.max_output = req.max_output;
    env.max_world = req.max_world;
    let library: Box<dyn ClassSource> = match req.library {
        Some(classes) => Box::new(MemorySource {
            classes,
            text: "<class library given with --jdk-classes>".into(),
            ..Default::default()
        }),
        None => Box::new(LibrarySource),
    };
    let app = MemorySource {
        classes: req.classes,
        text: req.class_path,
        resources: req.resources,
    };
    let vm = Vm::new(
        config,
        library,
        Box::new(app),
        jdk_shims::natives(),
        Box::new(env),
    );
    let mut vm = match vm {
        Ok(vm) => vm,
        Err(e) => {
            out.stderr(format!("terrarium: cannot start the VM: {e}\n").as_bytes());
            return ended(EXIT_FATAL, Outcome::Fatal, 0, initial);
        }
    };
    // Runtime.addShutdownHook's hooks run when the program ends.
    vm.set_exit_hook("jdk/internal/terrarium/Shutdown", "run");
    let recorded = record.map(|spec| {
        let classes = crate::record::chosen(&spec.classes, app_names.iter().map(String::as_str));
        crate::record::start(&mut vm, &classes);
        (spec, classes)
    });
    if let Err(e) = vm.start_main(&req.main_class, &req.args) {
        out.stderr(format!("{e}\n").as_bytes());
        let world = left(&mut vm);
        return ended(1, Outcome::Exited, 0, world);
    }
    loop {
        let done = vm.run(SLICE);
        let mut written = 0;
        if let Some(env) = vm.ext.downcast_mut::<Env>() {
            out.stdout(&env.stdout);
            out.stderr(&env.stderr);
            if world_out {
                env.world.stdout.extend_from_slice(&env.stdout);
                env.world.stderr.extend_from_slice(&env.stderr);
            }
            env.stdout.clear();
            env.stderr.clear();
            written = env.output_written;
        }
        let Some(outcome) = done else { continue };
        let executed = vm.executed;
        let record = recorded
            .as_ref()
            .map(|(spec, classes)| crate::record::finish(&mut vm, spec, classes));
        let world = left(&mut vm);
        let response = match outcome {
            VmOutcome::Exited(code) => ended(code, Outcome::Exited, executed, world),
            VmOutcome::FuelExhausted => {
                let m = format!(
                    "terrarium: instruction budget exhausted after {executed} instructions (--fuel {})\n",
                    vm.config.fuel
                );
                out.stderr(m.as_bytes());
                ended(EXIT_FUEL, Outcome::Fuel, executed, world)
            }
            VmOutcome::OutputExhausted => {
                let m = format!(
                    "terrarium: output budget exhausted after {written} bytes (--max-output {})\n",
                    req.max_output
                );
                out.stderr(m.as_bytes());
                ended(EXIT_OUTPUT, Outcome::Output, executed, world)
            }
            VmOutcome::Fatal(m) => {
                out.stderr(format!("terrarium: internal error: {m}\n").as_bytes());
                ended(EXIT_FATAL, Outcome::Fatal, executed, world)
            }
            VmOutcome::Deadlock(report) => {
                out.stderr(report.as_bytes());
                ended(EXIT_DEADLOCK, Outcome::Deadlock, executed, world)
            }
            // Only calls made through `Vm::call` end like these, never `main`.
            VmOutcome::Returned | VmOutcome::Threw(_) => {
                out.stderr(b"terrarium: internal error: main ended as an embedded call\n");
                ended(EXIT_FATAL, Outcome::Fatal, executed, world)
            }
        };
        return RunResponse { record, ..response };
    }
}

/// Files of the class path other than class files (properties, templates,
/// `META-INF/services/*`) and where each class came from: what
/// `ClassLoader.getResource` finds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassPathResources {
    /// Every such file, in class path order (a path may be in several entries).
    pub files: Vec<Resource>,
    /// Internal class name → URL of the class path entry it was read from
    /// (`file:/app/classes/`, `jar:file:/lib/x.jar!/`).
    pub class_roots: BTreeMap<String, String>,
}

/// One file of the class path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resource {
    /// Its path inside the class path entry: `com/acme/app.properties`.
    pub path: String,
    /// Its URL, as `java` gives it: `file:/app/classes/com/acme/app.properties`.
    pub url: String,
    #[serde(with = "b64")]
    pub bytes: Vec<u8>,
}

/// Class files held in memory (the class path as the host read it), with
/// the class path's other files.
#[derive(Default)]
pub(crate) struct MemorySource {
    pub(crate) classes: BTreeMap<String, Vec<u8>>,
    pub(crate) text: String,
    pub(crate) resources: ClassPathResources,
}

impl ClassSource for MemorySource {
    fn find(&mut self, internal_name: &str) -> Option<(Vec<u8>, String)> {
        self.classes
            .get(internal_name)
            .map(|b| (b.clone(), format!("{internal_name}.class")))
    }
    fn describe(&self) -> String {
        self.text.clone()
    }
    fn class_names(&self) -> Vec<String> {
        self.classes.keys().cloned().collect()
    }
    fn resources(&mut self, path: &str) -> Vec<(String, Vec<u8>)> {
        let mut found: Vec<(String, Vec<u8>)> = self
            .resources
            .files
            .iter()
            .filter(|r| r.path == path)
            .map(|r| (r.url.clone(), r.bytes.clone()))
            .collect();
        if let Some(stem) = path.strip_suffix(".class")
            && let (Some(root), Some(bytes)) =
                (self.resources.class_roots.get(stem), self.classes.get(stem))
        {
            found.push((format!("{root}{path}"), bytes.clone()));
        }
        found
    }
    fn resource_at(&mut self, url: &str) -> Option<Vec<u8>> {
        if let Some(r) = self.resources.files.iter().find(|r| r.url == url) {
            return Some(r.bytes.clone());
        }
        let (root, path) = self
            .resources
            .class_roots
            .values()
            .find_map(|root| Some((root, url.strip_prefix(root.as_str())?)))?;
        let stem = path.strip_suffix(".class")?;
        if self.resources.class_roots.get(stem) != Some(root) {
            return None;
        }
        self.classes.get(stem).cloned()
    }
}

/// Bytes as a base64 string.
mod b64 {
    use base64::Engine as _;
    use base64::engine::general_purpose::STANDARD;
    use serde::{Deserialize, Deserializer, Serializer, de::Error as _};

    pub fn serialize<S: Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&STANDARD.encode(bytes))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        let text = String::deserialize(d)?;
        STANDARD.decode(text).map_err(D::Error::custom)
    }
}

/// A world as a world file, nested in the JSON.
mod world_json {
    use jdk_shims::World;
    use serde::{
        Deserialize, Deserializer, Serialize, Serializer, de::Error as _, ser::Error as _,
    };

    pub fn serialize<S: Serializer>(world: &World, s: S) -> Result<S::Ok, S::Error> {
        let v: serde_json::Value =
            serde_json::from_str(&world.to_json()).map_err(S::Error::custom)?;
        v.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<World, D::Error> {
        let v = serde_json::Value::deserialize(d)?;
        World::from_json(&v.to_string()).map_err(|e| D::Error::custom(format!("world: {e}")))
    }
}

/// An optional world (`null` when absent).
mod world_json_opt {
    use jdk_shims::World;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Deserialize)]
    struct W(#[serde(with = "super::world_json")] World);

    struct Ref<'a>(&'a World);

    impl Serialize for Ref<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            super::world_json::serialize(self.0, s)
        }
    }

    pub fn serialize<S: Serializer>(world: &Option<World>, s: S) -> Result<S::Ok, S::Error> {
        match world {
            Some(w) => s.serialize_some(&Ref(w)),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<World>, D::Error> {
        Ok(Option::<W>::deserialize(d)?.map(|w| w.0))
    }
}

/// A map of names to bytes, each as a base64 string.
pub(crate) mod b64_map {
    use std::collections::BTreeMap;

    use base64::Engine as _;
    use base64::engine::general_purpose::STANDARD;
    use serde::{Deserialize, Deserializer, Serializer, de::Error as _};

    pub fn serialize<S: Serializer>(
        map: &BTreeMap<String, Vec<u8>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_map(map.iter().map(|(k, v)| (k, STANDARD.encode(v))))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<BTreeMap<String, Vec<u8>>, D::Error> {
        let text = BTreeMap::<String, String>::deserialize(d)?;
        text.into_iter()
            .map(|(k, v)| match STANDARD.decode(v) {
                Ok(b) => Ok((k, b)),
                Err(e) => Err(D::Error::custom(format!("class {k}: {e}"))),
            })
            .collect()
    }
}

/// An optional map of names to bytes (`null` when absent).
mod b64_opt_map {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Map(#[serde(with = "super::b64_map")] BTreeMap<String, Vec<u8>>);

    pub fn serialize<S: Serializer>(
        map: &Option<BTreeMap<String, Vec<u8>>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match map {
            Some(m) => s.serialize_some(&Map(m.clone())),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<BTreeMap<String, Vec<u8>>>, D::Error> {
        Ok(Option::<Map>::deserialize(d)?.map(|m| m.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_round_trips_through_json() {
        let mut req = RunRequest {
            main_class: "Main".into(),
            args: vec!["a b".into()],
            ..RunRequest::default()
        };
        req.world.stdin = b"in\xff".to_vec();
        req.world.seed = 7;
        req.classes.insert("a/B".into(), vec![0xca, 0xfe, 0, 1]);
        req.library = Some(BTreeMap::from([("java/lang/Object".into(), vec![1, 2])]));
        let json = req.to_json().map_err(|e| e.to_string());
        let back = json.and_then(|j| RunRequest::from_json(&j).map_err(|e| e.to_string()));
        assert_eq!(back.as_ref(), Ok(&req));
    }

    #[test]
    fn missing_fields_take_the_defaults() {
        let req = RunRequest::from_json(br#"{"main_class":"Hello"}"#).map_err(|e| e.to_string());
        assert_eq!(
            req,
            Ok(RunRequest {
                main_class: "Hello".into(),
                ..RunRequest::default()
            })
        );
        assert!(RunRequest::from_json(br#"{"world":{"stdin":{"base64":"***"}}}"#).is_err());
        assert!(RunRequest::from_json(br#"{"world":{"cwd":"relative"}}"#).is_err());
    }

    #[test]
    fn a_missing_main_class_is_status_1_naming_the_class_path() {
        let r = execute(RunRequest {
            main_class: "Nope".into(),
            class_path: "somewhere".into(),
            ..RunRequest::default()
        });
        assert_eq!(r.status, 1);
        assert_eq!(r.outcome, Outcome::Exited);
        let err = String::from_utf8_lossy(&r.stderr);
        assert!(err.contains("(class path searched: somewhere)"), "{err}");
    }
}
