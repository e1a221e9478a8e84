//! `--sandbox`: `run`, `gen` and `test` happen inside the guest (`host/guest`,
//! the core compiled to `wasm32-wasip1`) under wasmtime. The guest gets one
//! JSON request (`terrarium_gen::request`) on stdin and answers with the JSON
//! response on stdout, both in-memory pipes; it has no preopened directories,
//! no network, no environment variables and no arguments, and its random
//! source is fixed. [`Sandbox::call`] is the one path all three take; `gen`
//! makes one call (one fresh instance) per class.
//!
//! The caps, each a clear one-line reason and its own exit status:
//! - memory: the guest's linear memory may not grow beyond `--sandbox-memory`
//!   ([`EXIT_SANDBOX_MEMORY`]);
//! - wall-clock time: an epoch deadline after `--sandbox-timeout`
//!   ([`EXIT_SANDBOX_TIMEOUT`]);
//!   (for `gen`: the search budget plus `--sandbox-timeout`);
//! - WebAssembly fuel: a deterministic backstop behind the program's own
//!   instruction budget, by default 1000 WebAssembly instructions per Java
//!   instruction allowed plus a base ([`EXIT_SANDBOX_FUEL`]);
//! - the response pipe: for `run` twice the output budget plus 1 MiB
//!   ([`EXIT_SANDBOX_OUTPUT`]).
//!
//! The compiled module is cached on disk by wasmtime's own compilation
//! cache (keyed by a hash of the module, the engine's settings and the
//! wasmtime version), so no `unsafe` deserialisation is needed here: see
//! [`cache_dir`] for where it lives.
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use terrarium_gen::api::{RunRequest, RunResponse};
use terrarium_gen::generate::{ClassResult, GenRequest};
use terrarium_gen::junit::runner::{TestRequest, TestResult};
use terrarium_gen::request::{GenJob, Request, Response};
use wasmtime::{
    Cache, CacheConfig, Config, Engine, Linker, Module, ProfilingStrategy, ResourceLimiter, Store,
    Trap, UpdateDeadline,
};
use wasmtime_wasi::WasiCtxBuilder;
use wasmtime_wasi::p1::{self, WasiP1Ctx};
use wasmtime_wasi::p2::pipe::{MemoryInputPipe, MemoryOutputPipe};

/// The sandbox could not be set up (guest missing, compilation failed).
pub const EXIT_SANDBOX_START: i32 = 118;
/// The guest wrote more than the response pipe holds.
pub const EXIT_SANDBOX_OUTPUT: i32 = 119;
/// The guest ran out of WebAssembly fuel.
pub const EXIT_SANDBOX_FUEL: i32 = 120;
/// The guest needed more memory than `--sandbox-memory`.
pub const EXIT_SANDBOX_MEMORY: i32 = 121;
/// The run took longer than `--sandbox-timeout`.
pub const EXIT_SANDBOX_TIMEOUT: i32 = 122;

/// Environment variable naming the guest module, overriding the search.
pub const GUEST_ENV: &str = "TERRARIUM_GUEST";
/// `jitdump` or `perfmap`: the engine tells `perf` about the code it compiles.
pub const PROFILE_ENV: &str = "TERRARIUM_SANDBOX_PROFILE";
/// Environment variable naming the directory of the compiled-module cache.
pub const CACHE_ENV: &str = "TERRARIUM_CACHE_DIR";
const GUEST_FILE: &str = "terrarium-guest.wasm";
const BUILD_GUEST: &str = "cargo build --release -p terrarium-guest --target wasm32-wasip1";

/// WebAssembly fuel per Java instruction of the request's budget: a
/// backstop, so generous (the guest built at opt-level 1 spends between
/// 1000 and 2000 per instruction on `corpus/hostile/ManyThreads`'s thread
/// switches; 1000 ended it before its own budget did).
const FUEL_PER_INSTRUCTION: u64 = 4000;
/// WebAssembly fuel for starting up, plus this much per byte of request.
const FUEL_BASE: u64 = 20_000_000_000;
const FUEL_PER_REQUEST_BYTE: u64 = 1000;
/// Bytes the guest may write to stderr (a panic message, at most).
const GUEST_STDERR_CAP: usize = 64 << 10;
/// Room in a response for the access log (at most `Log::MAX` records).
const LOG_ALLOWANCE: usize = 64 << 20;
/// `gen`: test runs per evaluation of `--budget-evals` the fuel allows for
/// (the search's own runs, re-runs while minimising and asserting).
pub const GEN_RUNS_PER_EVAL: u64 = 4;
/// `gen`: test runs for post-processing beyond those.
pub const GEN_POST_RUNS: u64 = 10_000;
/// `gen`: bytes of response (the JUnit sources and the report of one class).
pub const GEN_RESPONSE_CAP: usize = 256 << 20;
/// `test`: tests per test class the fuel allows for.
pub const TESTS_PER_CLASS: u64 = 10_000;
/// `test`: bytes of response (one result per test, failure messages).
pub const TEST_RESPONSE_CAP: usize = 64 << 20;
/// How often the wall-clock deadline is checked.
const EPOCH_TICK: Duration = Duration::from_millis(50);

/// The sandbox's caps and where its guest is.
#[derive(Debug, Clone)]
pub struct SandboxConfig {
    /// Bytes of guest linear memory.
    pub memory: usize,
    /// Wall-clock time for the guest's run (compilation not included); for
    /// `gen`, the time beyond the search budget (post-processing).
    pub timeout: Duration,
    /// WebAssembly instructions; `None`: derived from the request's fuel.
    pub fuel: Option<u64>,
    /// Bytes of response; `None`: derived from the request (see
    /// [`Sandbox::run`], [`Sandbox::generate`], [`Sandbox::test`]).
    pub response_cap: Option<usize>,
    /// The guest module; `None`: see [`find_guest`].
    pub guest: Option<PathBuf>,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            memory: 2 << 30,
            timeout: Duration::from_secs(60),
            fuel: None,
            response_cap: None,
            guest: None,
        }
    }
}

/// Why a sandboxed run did not give a response.
#[derive(Debug)]
pub enum SandboxError {
    /// No guest module where we looked.
    GuestMissing {
        searched: Vec<PathBuf>,
    },
    /// The guest module could not be read, compiled or instantiated.
    Setup(String),
    Memory {
        limit: usize,
    },
    Timeout {
        /// The whole wall-clock cap.
        limit: Duration,
        /// What ran out of time ("the run", "the generation", "the tests").
        what: &'static str,
        /// The part of `limit` that is the search budget (`gen --budget`).
        budget: Option<Duration>,
    },
    Fuel {
        fuel: u64,
    },
    Output {
        limit: usize,
    },
    /// The guest trapped or answered with something that is not a response.
    Guest(String),
}

impl SandboxError {
    /// The exit status `terrarium run --sandbox` (and `gen`, `test`) gives.
    pub fn status(&self) -> i32 {
        match self {
            SandboxError::GuestMissing { .. } | SandboxError::Setup(_) => EXIT_SANDBOX_START,
            SandboxError::Memory { .. } => EXIT_SANDBOX_MEMORY,
            SandboxError::Timeout { .. } => EXIT_SANDBOX_TIMEOUT,
            SandboxError::Fuel { .. } => EXIT_SANDBOX_FUEL,
            SandboxError::Output { .. } => EXIT_SANDBOX_OUTPUT,
            SandboxError::Guest(_) => terrarium_gen::api::EXIT_FATAL,
        }
    }
}

impl std::fmt::Display for SandboxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SandboxError::GuestMissing { searched } => {
                let list: Vec<String> = searched.iter().map(|p| p.display().to_string()).collect();
                write!(
                    f,
                    "sandbox guest {GUEST_FILE} not found (looked at {}); build it with `{BUILD_GUEST}` or name it with {GUEST_ENV}",
                    list.join(", ")
                )
            }
            SandboxError::Setup(m) => write!(f, "cannot start the sandbox: {m}"),
            SandboxError::Memory { limit } => write!(
                f,
                "sandbox memory cap exceeded: the guest needed more than {limit} bytes (--sandbox-memory)"
            ),
            SandboxError::Timeout {
                limit,
                what,
                budget: None,
            } => write!(
                f,
                "sandbox timeout: {what} took longer than {}s (--sandbox-timeout)",
                limit.as_secs_f64()
            ),
            SandboxError::Timeout {
                limit,
                what,
                budget: Some(b),
            } => write!(
                f,
                "sandbox timeout: {what} took longer than {}s (--budget {}s + --sandbox-timeout {}s)",
                limit.as_secs_f64(),
                b.as_secs_f64(),
                limit.saturating_sub(*b).as_secs_f64()
            ),
            SandboxError::Fuel { fuel } => write!(
                f,
                "sandbox fuel exhausted after {fuel} WebAssembly instructions (--sandbox-fuel)"
            ),
            SandboxError::Output { limit } => write!(
                f,
                "sandbox output cap exceeded: the guest's response is larger than {limit} bytes"
            ),
            SandboxError::Guest(m) => write!(f, "internal error in the sandbox guest: {m}"),
        }
    }
}

impl std::error::Error for SandboxError {}

/// Where the guest module is: `$TERRARIUM_GUEST` if set; else
/// `terrarium-guest.wasm` next to the executable; else
/// `wasm32-wasip1/release/terrarium-guest.wasm` in a directory above the
/// executable (the cargo target directory); else in this repository's
/// `target/`.
pub fn find_guest() -> Result<PathBuf, SandboxError> {
    let mut searched = Vec::new();
    if let Some(p) = std::env::var_os(GUEST_ENV) {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Ok(p);
        }
        searched.push(p);
        return Err(SandboxError::GuestMissing { searched });
    }
    let mut candidates = Vec::new();
    if let Ok(exe) = std::env::current_exe()
        && let Some(dir) = exe.parent()
    {
        candidates.push(dir.join(GUEST_FILE));
        for up in dir.ancestors() {
            candidates.push(up.join("wasm32-wasip1/release").join(GUEST_FILE));
        }
    }
    candidates.push(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../target/wasm32-wasip1/release")
            .join(GUEST_FILE),
    );
    for c in candidates {
        if c.is_file() {
            return Ok(c);
        }
        searched.push(c);
    }
    // Name the likely places, not every ancestor.
    searched.truncate(3);
    Err(SandboxError::GuestMissing { searched })
}

/// The compiled-module cache: `$TERRARIUM_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/terrarium`, else `~/.cache/terrarium`, else a directory
/// in the system's temporary directory.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os(CACHE_ENV) {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("terrarium");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache/terrarium");
    }
    std::env::temp_dir().join("terrarium-cache")
}

/// The guest's store: its WASI context and the memory cap.
struct Guest {
    wasi: WasiP1Ctx,
    limits: MemoryCap,
}

/// Lets the guest's memory grow up to `limit`; remembers when it tried more.
struct MemoryCap {
    limit: usize,
    hit: bool,
}

impl ResourceLimiter for MemoryCap {
    fn memory_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        if desired > self.limit {
            self.hit = true;
            wasmtime::bail!("sandbox memory cap of {} bytes", self.limit);
        }
        Ok(true)
    }

    fn table_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        Ok(desired <= 1 << 20)
    }
}

fn setup(e: impl std::fmt::Display) -> SandboxError {
    SandboxError::Setup(e.to_string())
}

/// The engine (fuel metering and epoch interruption on, the compilation
/// cache in [`cache_dir`]) and the guest module.
fn load(guest: &Path) -> Result<(Engine, Module), SandboxError> {
    let mut config = Config::new();
    config.consume_fuel(true).epoch_interruption(true);
    // Initial memory is copied, not mapped from a sealed memfd image: sealing
    // that image failed once in a loaded test run ("cannot add seals to the
    // memfd"), ending the run. The copy costs nothing measurable: Hello
    // sandboxed, median of 15 interleaved runs, 97 ms copied, 107 ms mapped.
    config.memory_init_cow(false);
    // A developer's view into the guest's compiled code (the README's
    // sandbox section): `perf record -k 1` and `perf inject --jit` read it.
    match std::env::var(PROFILE_ENV).as_deref() {
        Ok("jitdump") => {
            config.profiler(ProfilingStrategy::JitDump);
        }
        Ok("perfmap") => {
            config.profiler(ProfilingStrategy::PerfMap);
        }
        _ => {}
    }
    let mut cache = CacheConfig::new();
    cache.with_directory(cache_dir());
    // Without a usable cache directory the module is compiled every time: slower, still correct.
    if let Ok(c) = Cache::new(cache) {
        config.cache(Some(c));
    }
    let engine = Engine::new(&config).map_err(setup)?;
    let wasm = std::fs::read(guest)
        .map_err(|e| SandboxError::Setup(format!("{}: {e}", guest.display())))?;
    let module = Module::new(&engine, &wasm)
        .map_err(|e| SandboxError::Setup(format!("{}: {e}", guest.display())))?;
    Ok((engine, module))
}

/// The caps of one call into the guest, derived from a [`SandboxConfig`]
/// and the request.
#[derive(Debug, Clone)]
pub struct Caps {
    /// Bytes of guest linear memory.
    pub memory: usize,
    /// Wall-clock time from instantiation to the response.
    pub timeout: Duration,
    /// What the timeout covers, for its message: `(what, budget)`.
    pub timed: (&'static str, Option<Duration>),
    /// WebAssembly instructions.
    pub fuel: u64,
    /// Bytes of response.
    pub response_cap: usize,
}

/// A loaded guest: the engine and the compiled module, shared by every call
/// (and thread) made through it. Each call is a fresh instance with its own
/// store, memory, fuel and deadline.
#[derive(Clone)]
pub struct Sandbox {
    engine: Engine,
    module: Module,
}

/// Run the request in the guest and return its response.
pub fn run(req: &RunRequest, cfg: &SandboxConfig) -> Result<RunResponse, SandboxError> {
    Sandbox::load(cfg)?.run(req, cfg)
}

/// Generate tests for one class in the guest (see [`Sandbox::generate`]).
pub fn generate(job: &GenJob, cfg: &SandboxConfig) -> Result<ClassResult, SandboxError> {
    let budget = job.budget_ms.map(Duration::from_millis);
    Sandbox::load(cfg)?.generate(&job.request, &job.class, budget, cfg)
}

/// Run JUnit test classes in the guest (see [`Sandbox::test`]).
pub fn test(req: &TestRequest, cfg: &SandboxConfig) -> Result<Vec<TestResult>, SandboxError> {
    Sandbox::load(cfg)?.test(req, cfg)
}

/// `terrarium replay --sandbox`: one replay file's test, in the guest.
pub fn replay(
    job: &terrarium_gen::request::ReplayJob,
    cfg: &SandboxConfig,
) -> Result<Vec<TestResult>, SandboxError> {
    let sandbox = Sandbox::load(cfg)?;
    let json = Request::Replay(Box::new(job.clone()))
        .to_json()
        .map_err(setup)?;
    let caps = Caps {
        memory: cfg.memory,
        timeout: cfg.timeout,
        timed: ("the replay", None),
        fuel: cfg.fuel.unwrap_or_else(|| {
            fuel_for(job.tests.fuel.saturating_mul(TESTS_PER_CLASS), json.len())
        }),
        response_cap: cfg.response_cap.unwrap_or(TEST_RESPONSE_CAP),
    };
    match sandbox.request(json, &caps)? {
        Response::Replay(r) => Ok(r.results),
        other => Err(wrong_kind("replay", &other)),
    }
}

/// The default fuel: [`FUEL_PER_INSTRUCTION`] per Java instruction of `work`,
/// plus a base and an allowance per byte of request.
fn fuel_for(work: u64, request_len: usize) -> u64 {
    work.saturating_mul(FUEL_PER_INSTRUCTION)
        .saturating_add(FUEL_BASE)
        .saturating_add((request_len as u64).saturating_mul(FUEL_PER_REQUEST_BYTE))
}

impl Sandbox {
    /// Find (unless `cfg.guest` names it) and load the guest module; the
    /// compiled code comes from the cache when it is there.
    pub fn load(cfg: &SandboxConfig) -> Result<Sandbox, SandboxError> {
        let guest = match &cfg.guest {
            Some(g) => g.clone(),
            None => find_guest()?,
        };
        let (engine, module) = load(&guest)?;
        Ok(Sandbox { engine, module })
    }

    /// A program run, as `terrarium run` does it. Fuel: 4000 per instruction
    /// of `req.fuel` plus a base; response: twice the output budget plus
    /// 1 MiB, and room for the world and log when asked for.
    pub fn run(&self, req: &RunRequest, cfg: &SandboxConfig) -> Result<RunResponse, SandboxError> {
        let json = Request::run_json(req).map_err(setup)?;
        let fuel = cfg.fuel.unwrap_or_else(|| fuel_for(req.fuel, json.len()));
        let response_cap = cfg.response_cap.unwrap_or_else(|| {
            let output = usize::try_from(req.max_output).unwrap_or(usize::MAX);
            // Output as base64 in the response, and again (as JSON text, escapes
            // at worst six bytes a byte) in the world it returns; the world's
            // files, at most `max_world` bytes written as JSON text; the access log.
            let mut cap = output.saturating_mul(2).saturating_add(1 << 20);
            if req.world_out {
                let files = usize::try_from(req.max_world).unwrap_or(usize::MAX);
                cap = cap
                    .saturating_add(output.saturating_mul(6))
                    .saturating_add(json.len().saturating_mul(2))
                    .saturating_add(files.saturating_mul(6));
            }
            if req.trace_world {
                cap = cap.saturating_add(LOG_ALLOWANCE);
            }
            cap
        });
        let caps = Caps {
            memory: cfg.memory,
            timeout: cfg.timeout,
            timed: ("the run", None),
            fuel,
            response_cap,
        };
        match self.request(json, &caps)? {
            Response::Run(r) => Ok(*r),
            other => Err(wrong_kind("run", &other)),
        }
    }

    /// Tests for one class, as `terrarium gen` makes them per class. The
    /// guest stops the search after `job.budget_ms` itself; the wall-clock
    /// cap is that budget plus `cfg.timeout` for post-processing (minimising,
    /// assertions, coverage, writing). Fuel: 4000 per instruction a test may
    /// execute, for [`GEN_RUNS_PER_EVAL`] runs per evaluation of the budget
    /// plus [`GEN_POST_RUNS`] (unbounded without `budget_evals`); response:
    /// [`GEN_RESPONSE_CAP`].
    pub fn generate(
        &self,
        request: &GenRequest,
        class: &str,
        budget: Option<Duration>,
        cfg: &SandboxConfig,
    ) -> Result<ClassResult, SandboxError> {
        let budget_ms = budget.map(|b| u64::try_from(b.as_millis()).unwrap_or(u64::MAX));
        let json = Request::gen_json(request, class, budget_ms).map_err(setup)?;
        let runs = request.budget_evals.map_or(u64::MAX, |n| {
            n.saturating_mul(GEN_RUNS_PER_EVAL)
                .saturating_add(GEN_POST_RUNS)
        });
        let caps = Caps {
            memory: cfg.memory,
            timeout: cfg.timeout.saturating_add(budget.unwrap_or_default()),
            timed: ("the generation", budget),
            fuel: cfg
                .fuel
                .unwrap_or_else(|| fuel_for(request.test_fuel.saturating_mul(runs), json.len())),
            response_cap: cfg.response_cap.unwrap_or(GEN_RESPONSE_CAP),
        };
        match self.request(json, &caps)? {
            Response::Gen(r) => Ok(*r),
            other => Err(wrong_kind("gen", &other)),
        }
    }

    /// JUnit test classes, as `terrarium test` runs them. Fuel: 1000 per
    /// instruction a test may execute, for up to [`TESTS_PER_CLASS`] tests a
    /// class; response: [`TEST_RESPONSE_CAP`].
    pub fn test(
        &self,
        req: &TestRequest,
        cfg: &SandboxConfig,
    ) -> Result<Vec<TestResult>, SandboxError> {
        let json = Request::test_json(req).map_err(setup)?;
        let tests = (req.test_classes.len() as u64).saturating_mul(TESTS_PER_CLASS);
        let caps = Caps {
            memory: cfg.memory,
            timeout: cfg.timeout,
            timed: ("the tests", None),
            fuel: cfg
                .fuel
                .unwrap_or_else(|| fuel_for(req.fuel.saturating_mul(tests), json.len())),
            response_cap: cfg.response_cap.unwrap_or(TEST_RESPONSE_CAP),
        };
        match self.request(json, &caps)? {
            Response::Test(r) => Ok(r.results),
            other => Err(wrong_kind("test", &other)),
        }
    }

    /// Send one JSON request (either form of `terrarium_gen::request`) and
    /// decode the enveloped response; an `{"error": ...}` answer is
    /// [`SandboxError::Guest`].
    pub fn request(&self, json: Vec<u8>, caps: &Caps) -> Result<Response, SandboxError> {
        let bytes = self.call(json, caps)?;
        match Response::from_json(&bytes) {
            Ok(Response::Error(m)) => Err(SandboxError::Guest(format!(
                "the guest could not read the request: {m}"
            ))),
            Ok(r) => Ok(r),
            Err(e) => Err(SandboxError::Guest(e.to_string())),
        }
    }

    /// The generic path: a fresh instance of the guest gets `request` on its
    /// stdin and runs to its end within `caps`; its stdout is the answer.
    pub fn call(&self, request: Vec<u8>, caps: &Caps) -> Result<Vec<u8>, SandboxError> {
        let stdout = MemoryOutputPipe::new(caps.response_cap);
        let stderr = MemoryOutputPipe::new(GUEST_STDERR_CAP);
        let wasi = WasiCtxBuilder::new()
            .stdin(MemoryInputPipe::new(request))
            .stdout(stdout.clone())
            .stderr(stderr.clone())
            .arg("terrarium-guest")
            .insecure_random_seed(0)
            .secure_random(wasmtime_wasi::Deterministic::new(vec![0x5e, 0xa1, 0xed]))
            .allow_tcp(false)
            .allow_udp(false)
            .allow_ip_name_lookup(false)
            .build_p1();
        let mut linker: Linker<Guest> = Linker::new(&self.engine);
        p1::add_to_linker_sync(&mut linker, |g: &mut Guest| &mut g.wasi).map_err(setup)?;
        let mut store = Store::new(
            &self.engine,
            Guest {
                wasi,
                limits: MemoryCap {
                    limit: caps.memory,
                    hit: false,
                },
            },
        );
        store.limiter(|g| &mut g.limits);
        store.set_fuel(caps.fuel).map_err(setup)?;

        // The wall-clock backstop. The engine (and its epoch) is shared by
        // every call, so a ticker bumps the epoch every EPOCH_TICK while this
        // call runs and the store checks its own deadline at each tick.
        let deadline = Instant::now().checked_add(caps.timeout);
        store.set_epoch_deadline(1);
        store.epoch_deadline_callback(move |_| {
            Ok(match deadline {
                Some(d) if Instant::now() >= d => UpdateDeadline::Interrupt,
                _ => UpdateDeadline::Continue(1),
            })
        });
        let (done, wait) = mpsc::channel::<()>();
        let ticker = self.engine.clone();
        let watchdog = std::thread::spawn(move || {
            while let Err(mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(EPOCH_TICK) {
                ticker.increment_epoch();
            }
        });
        let instance = linker.instantiate(&mut store, &self.module);
        let result = match instance {
            Ok(instance) => instance
                .get_typed_func::<(), ()>(&mut store, "_start")
                .and_then(|start| start.call(&mut store, ())),
            Err(_) => Ok(()),
        };
        let _ = done.send(());
        let _ = watchdog.join();
        // Not a guest's failure: the host could not set the instance up.
        if let Err(e) = instance {
            return Err(if store.data().limits.hit {
                SandboxError::Memory { limit: caps.memory }
            } else {
                SandboxError::Setup(format!(
                    "cannot instantiate the guest: {}",
                    first_line(&e.to_string())
                ))
            });
        }

        let guest_stderr = String::from_utf8_lossy(&stderr.contents())
            .trim()
            .to_string();
        if let Err(e) = result {
            let exit = e.downcast_ref::<wasmtime_wasi::I32Exit>().map(|x| x.0);
            if exit != Some(0) {
                if store.data().limits.hit {
                    return Err(SandboxError::Memory { limit: caps.memory });
                }
                match e.downcast_ref::<Trap>() {
                    Some(Trap::OutOfFuel) => return Err(SandboxError::Fuel { fuel: caps.fuel }),
                    Some(Trap::Interrupt) => {
                        return Err(SandboxError::Timeout {
                            limit: caps.timeout,
                            what: caps.timed.0,
                            budget: caps.timed.1,
                        });
                    }
                    _ => {}
                }
                if stdout.contents().len() >= caps.response_cap {
                    return Err(SandboxError::Output {
                        limit: caps.response_cap,
                    });
                }
                let what = match exit {
                    Some(code) => format!("exited with status {code}"),
                    None => format!("trapped: {}", first_line(&e.to_string())),
                };
                return Err(SandboxError::Guest(if guest_stderr.is_empty() {
                    what
                } else {
                    format!("{what} ({})", last_line(&guest_stderr))
                }));
            }
        }
        drop(store);
        Ok(stdout.contents().to_vec())
    }
}

fn wrong_kind(asked: &str, got: &Response) -> SandboxError {
    SandboxError::Guest(format!(
        "the guest answered a {asked} request with a {} response",
        got.kind()
    ))
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or(s)
}

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or(s)
}
