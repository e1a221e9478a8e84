//! `terrarium run`: one program in the interpreter. The host reads the class
//! path into a `terrarium_gen::api::RunRequest`; the run itself is
//! `terrarium_gen::api::execute_streaming` natively (output streamed to ours)
//! or the same code in the sandbox guest (`crate::sandbox`).
use std::io::Write;

use interp::VmConfig;
use jdk_shims::World;
use terrarium_gen::api::{self, Output};

use crate::classpath::{ClassPath, ClassPathError};

pub use terrarium_gen::api::{EXIT_FATAL as EXIT_INTERNAL, EXIT_FUEL as EXIT_BUDGET, EXIT_OUTPUT};

/// Exit status when the class path (or `--jdk-classes`) cannot be read.
pub const EXIT_CLASS_PATH: i32 = 1;

/// A run as the command line describes it.
pub struct RunRequest {
    pub class_path: Vec<String>,
    pub main_class: String,
    pub args: Vec<String>,
    pub config: VmConfig,
    /// What the program reads from `System.in` (when non-empty, replaces the world's stdin).
    pub stdin: Vec<u8>,
    /// Files, stdin, clock, seed, properties, environment, working directory.
    pub world: World,
    /// Return the world as the program left it, with its output (`--world-out`).
    pub world_out: bool,
    /// Return the log of every access to the world (`--trace-world`).
    pub trace_world: bool,
    /// Load the class library from this directory instead of the embedded
    /// one (for developing the library: `jdk-shims/build-classes.sh DIR`).
    pub library_dir: Option<std::path::PathBuf>,
    /// Bytes of stdout and stderr together before the run is stopped.
    pub max_output: u64,
    /// Bytes of world data (files, network) the program may hold.
    pub max_world: u64,
    /// How threads are scheduled (with `config.schedule_seed`).
    pub schedule: api::Schedule,
    /// Record calls into these classes (`terrarium record`).
    pub record: Option<terrarium_gen::record::RecordSpec>,
}

impl Default for RunRequest {
    fn default() -> Self {
        RunRequest {
            class_path: Vec::new(),
            main_class: String::new(),
            args: Vec::new(),
            config: VmConfig::default(),
            stdin: Vec::new(),
            world: World::default(),
            world_out: false,
            trace_world: false,
            library_dir: None,
            max_output: api::DEFAULT_MAX_OUTPUT,
            max_world: api::DEFAULT_MAX_WORLD,
            schedule: api::Schedule::default(),
            record: None,
        }
    }
}

impl RunRequest {
    /// The world the program runs in: `world`, with `stdin` when given.
    fn world(&self) -> World {
        let mut world = self.world.clone();
        if !self.stdin.is_empty() {
            world.stdin = self.stdin.clone();
        }
        world
    }

    /// Read the class path (and library directory) into an API request.
    pub fn to_api(&self) -> Result<api::RunRequest, ClassPathError> {
        self.prepare().map(|(r, _)| r)
    }

    /// [`RunRequest::to_api`], and what to tell the user besides: class path
    /// entries that do not exist, and what to do when the main class is not
    /// on the class path (a file given for it, another case or package).
    fn prepare(&self) -> Result<(api::RunRequest, Notes), ClassPathError> {
        let cp = ClassPath::read(&self.class_path)?;
        let main_missing = !cp.classes.contains_key(&self.main_class.replace('.', "/"));
        let notes = Notes {
            warnings: cp.warnings(),
            hint: if main_missing {
                cp.hint(&self.main_class)
            } else {
                String::new()
            },
        };
        let library = match &self.library_dir {
            Some(dir) if !dir.join("java/lang/Object.class").is_file() => {
                return Err(ClassPathError {
                    path: dir.clone(),
                    message: "not a class library (no java/lang/Object.class; build one with jdk-shims/build-classes.sh DIR)".into(),
                });
            }
            Some(dir) => Some(ClassPath::read(&[dir.display().to_string()])?.classes),
            None => None,
        };
        let req = api::RunRequest {
            classes: cp.classes,
            class_path: cp.text,
            resources: cp.resources,
            library,
            main_class: self.main_class.clone(),
            args: self.args.clone(),
            world: self.world(),
            world_out: self.world_out,
            trace_world: self.trace_world,
            fuel: self.config.fuel,
            max_heap: self.config.max_heap as u64,
            max_frames: self.config.max_frames as u64,
            max_output: self.max_output,
            max_world: self.max_world,
            max_threads: self.config.max_threads as u64,
            schedule_seed: self.config.schedule_seed,
            schedule: self.schedule,
            record: self.record.clone(),
        };
        Ok((req, notes))
    }
}

/// What a run tells the user besides the program's own output.
struct Notes {
    warnings: Vec<String>,
    /// `; did you mean ...?` (empty: nothing to say).
    hint: String,
}

/// The result of a run with its output captured.
pub struct Captured {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: i32,
}

struct Streams<'a> {
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
}

impl Output for Streams<'_> {
    fn stdout(&mut self, bytes: &[u8]) {
        if !bytes.is_empty() {
            let _ = self.out.write_all(bytes);
            let _ = self.out.flush();
        }
    }
    fn stderr(&mut self, bytes: &[u8]) {
        if !bytes.is_empty() {
            let _ = self.err.write_all(bytes);
            let _ = self.err.flush();
        }
    }
}

/// Run natively to completion, writing the program's output to `out` and
/// `err` as it goes; returns the exit status.
pub fn run(req: RunRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    run_native(&req, out, err).status
}

/// Run natively to completion, writing the program's output to `out` and
/// `err` as it goes. The response's `stdout` and `stderr` are empty; its
/// `world` and `log` are there when `req.world_out` and `req.trace_world` ask.
pub fn run_native(req: &RunRequest, out: &mut dyn Write, err: &mut dyn Write) -> api::RunResponse {
    let (api_req, notes) = match req.prepare() {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(err, "terrarium: {e}");
            return api::RunResponse {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: EXIT_CLASS_PATH,
                outcome: api::Outcome::Exited,
                executed: 0,
                world: None,
                log: None,
                record: None,
            };
        }
    };
    for w in &notes.warnings {
        let _ = writeln!(err, "{w}");
    }
    let response = api::execute_streaming(api_req, &mut Streams { out, err });
    if let Some(hint) = notes.hint.strip_prefix("; ") {
        let _ = writeln!(err, "terrarium: {hint}");
    }
    response
}

/// Run with output captured in memory (tests).
pub fn run_captured(req: RunRequest) -> Captured {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let status = run(req, &mut stdout, &mut stderr);
    Captured {
        stdout,
        stderr,
        status,
    }
}
