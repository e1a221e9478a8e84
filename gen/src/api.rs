//! One run of a program as a request and a response (serde; JSON on the
//! wire). The host reads the class path into a [`RunRequest`]; [`execute`]
//! runs the VM to completion entirely in memory and gives a [`RunResponse`].
//! The native `terrarium run` and the sandbox guest (`host/guest`, over
//! stdin/stdout) both go through here, so both run the same code.
//!
//! Byte strings (class files, stdin, stdout, stderr) are base64 in JSON.
use std::collections::BTreeMap;

use interp::{ClassSource, Outcome as VmOutcome, Vm, VmConfig};
use jdk_shims::{Env, LibrarySource};
use serde::{Deserialize, Serialize};

/// Exit status when the output budget (`max_output`) runs out.
pub const EXIT_OUTPUT: i32 = 123;
/// Exit status when the instruction budget (`fuel`) runs out.
pub const EXIT_FUEL: i32 = 124;
/// Exit status when Terrarium itself cannot go on (a bug).
pub const EXIT_FATAL: i32 = 125;

/// Default output budget: 64 MiB of stdout and stderr together.
pub const DEFAULT_MAX_OUTPUT: u64 = 64 << 20;

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
    /// Replaces the built-in class library (for developing the library).
    #[serde(with = "b64_opt_map")]
    pub library: Option<BTreeMap<String, Vec<u8>>>,
    /// Binary name of the class whose `main` runs (`com.acme.Main`).
    pub main_class: String,
    pub args: Vec<String>,
    /// What the program reads from `System.in`.
    #[serde(with = "b64")]
    pub stdin: Vec<u8>,
    /// Instructions the program may execute.
    pub fuel: u64,
    /// Bytes of live Java heap.
    pub max_heap: u64,
    /// Java frames on the stack.
    pub max_frames: u64,
    /// Bytes the program may write to stdout and stderr together.
    pub max_output: u64,
}

impl Default for RunRequest {
    fn default() -> Self {
        let vm = VmConfig::default();
        RunRequest {
            classes: BTreeMap::new(),
            class_path: String::new(),
            library: None,
            main_class: String::new(),
            args: Vec::new(),
            stdin: Vec::new(),
            fuel: vm.fuel,
            max_heap: vm.max_heap as u64,
            max_frames: vm.max_frames as u64,
            max_output: DEFAULT_MAX_OUTPUT,
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
    let ended = |status, outcome, executed| RunResponse {
        stdout: Vec::new(),
        stderr: Vec::new(),
        status,
        outcome,
        executed,
    };
    let config = VmConfig {
        fuel: req.fuel,
        max_heap: usize::try_from(req.max_heap).unwrap_or(usize::MAX),
        max_frames: usize::try_from(req.max_frames).unwrap_or(usize::MAX),
    };
    let mut env = Env::new();
    env.stdin = req.stdin;
    env.max_output = req.max_output;
    let library: Box<dyn ClassSource> = match req.library {
        Some(classes) => Box::new(MemorySource {
            classes,
            text: "<class library given with --jdk-classes>".into(),
        }),
        None => Box::new(LibrarySource),
    };
    let app = MemorySource {
        classes: req.classes,
        text: req.class_path,
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
            return ended(EXIT_FATAL, Outcome::Fatal, 0);
        }
    };
    if let Err(e) = vm.start_main(&req.main_class, &req.args) {
        out.stderr(format!("{e}\n").as_bytes());
        return ended(1, Outcome::Exited, 0);
    }
    loop {
        let done = vm.run(SLICE);
        let mut written = 0;
        if let Some(env) = vm.ext.downcast_mut::<Env>() {
            out.stdout(&env.stdout);
            out.stderr(&env.stderr);
            env.stdout.clear();
            env.stderr.clear();
            written = env.output_written;
        }
        let Some(outcome) = done else { continue };
        let executed = vm.executed;
        return match outcome {
            VmOutcome::Exited(code) => ended(code, Outcome::Exited, executed),
            VmOutcome::FuelExhausted => {
                let m = format!(
                    "terrarium: instruction budget exhausted after {executed} instructions (--fuel {})\n",
                    vm.config.fuel
                );
                out.stderr(m.as_bytes());
                ended(EXIT_FUEL, Outcome::Fuel, executed)
            }
            VmOutcome::OutputExhausted => {
                let m = format!(
                    "terrarium: output budget exhausted after {written} bytes (--max-output {})\n",
                    req.max_output
                );
                out.stderr(m.as_bytes());
                ended(EXIT_OUTPUT, Outcome::Output, executed)
            }
            VmOutcome::Fatal(m) => {
                out.stderr(format!("terrarium: internal error: {m}\n").as_bytes());
                ended(EXIT_FATAL, Outcome::Fatal, executed)
            }
        };
    }
}

/// Classes held in memory, looked up by internal name.
struct MemorySource {
    classes: BTreeMap<String, Vec<u8>>,
    text: String,
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

/// A map of names to bytes, each as a base64 string.
mod b64_map {
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
            stdin: b"in\xff".to_vec(),
            ..RunRequest::default()
        };
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
        assert!(RunRequest::from_json(br#"{"stdin":"***"}"#).is_err());
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
