//! `--sandbox`: the run happens inside the guest (`host/guest`, the core
//! compiled to `wasm32-wasip1`) under wasmtime. The guest gets the JSON run
//! request on stdin and answers with the JSON response on stdout, both
//! in-memory pipes; it has no preopened directories, no network, no
//! environment variables and no arguments, and its random source is fixed.
//!
//! The caps, each a clear one-line reason and its own exit status:
//! - memory: the guest's linear memory may not grow beyond `--sandbox-memory`
//!   ([`EXIT_SANDBOX_MEMORY`]);
//! - wall-clock time: an epoch deadline after `--sandbox-timeout`
//!   ([`EXIT_SANDBOX_TIMEOUT`]);
//! - WebAssembly fuel: a deterministic backstop behind the program's own
//!   instruction budget, by default 1000 WebAssembly instructions per Java
//!   instruction allowed plus a base ([`EXIT_SANDBOX_FUEL`]);
//! - the response pipe: twice the output budget plus 1 MiB
//!   ([`EXIT_SANDBOX_OUTPUT`]).
//!
//! The compiled module is cached on disk by wasmtime's own compilation
//! cache (keyed by a hash of the module, the engine's settings and the
//! wasmtime version), so no `unsafe` deserialisation is needed here: see
//! [`cache_dir`] for where it lives.
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use terrarium_gen::api::{RunRequest, RunResponse};
use wasmtime::{Cache, CacheConfig, Config, Engine, Linker, Module, ResourceLimiter, Store, Trap};
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
/// Environment variable naming the directory of the compiled-module cache.
pub const CACHE_ENV: &str = "TERRARIUM_CACHE_DIR";
const GUEST_FILE: &str = "terrarium-guest.wasm";
const BUILD_GUEST: &str = "cargo build --release -p terrarium-guest --target wasm32-wasip1";

/// WebAssembly fuel per Java instruction of the request's budget.
const FUEL_PER_INSTRUCTION: u64 = 1000;
/// WebAssembly fuel for starting up, plus this much per byte of request.
const FUEL_BASE: u64 = 20_000_000_000;
const FUEL_PER_REQUEST_BYTE: u64 = 1000;
/// Bytes the guest may write to stderr (a panic message, at most).
const GUEST_STDERR_CAP: usize = 64 << 10;
/// Room in a response for the files a program wrote, beyond the world it was given.
const WORLD_FILES_ALLOWANCE: usize = 256 << 20;
/// Room in a response for the access log (at most `Log::MAX` records).
const LOG_ALLOWANCE: usize = 64 << 20;

/// The sandbox's caps and where its guest is.
#[derive(Debug, Clone)]
pub struct SandboxConfig {
    /// Bytes of guest linear memory.
    pub memory: usize,
    /// Wall-clock time for the guest's run (compilation not included).
    pub timeout: Duration,
    /// WebAssembly instructions; `None`: derived from the request's fuel.
    pub fuel: Option<u64>,
    /// Bytes of response; `None`: twice the request's output budget plus 1 MiB.
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
        limit: Duration,
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
    /// The exit status `terrarium run --sandbox` gives.
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
            SandboxError::Timeout { limit } => write!(
                f,
                "sandbox timeout: the run took longer than {}s (--sandbox-timeout)",
                limit.as_secs_f64()
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

/// Run the request in the guest and return its response.
pub fn run(req: &RunRequest, cfg: &SandboxConfig) -> Result<RunResponse, SandboxError> {
    let guest = match &cfg.guest {
        Some(g) => g.clone(),
        None => find_guest()?,
    };
    let json = req.to_json().map_err(setup)?;
    let fuel = cfg.fuel.unwrap_or_else(|| {
        req.fuel
            .saturating_mul(FUEL_PER_INSTRUCTION)
            .saturating_add(FUEL_BASE)
            .saturating_add((json.len() as u64).saturating_mul(FUEL_PER_REQUEST_BYTE))
    });
    let response_cap = cfg.response_cap.unwrap_or_else(|| {
        let output = usize::try_from(req.max_output).unwrap_or(usize::MAX);
        // Output as base64 in the response, and again (as JSON text, escapes
        // at worst six bytes a byte) in the world it returns; the world's
        // files, with room for what the program wrote to them; the access log.
        let mut cap = output.saturating_mul(2).saturating_add(1 << 20);
        if req.world_out {
            cap = cap
                .saturating_add(output.saturating_mul(6))
                .saturating_add(json.len().saturating_mul(2))
                .saturating_add(WORLD_FILES_ALLOWANCE);
        }
        if req.trace_world {
            cap = cap.saturating_add(LOG_ALLOWANCE);
        }
        cap
    });
    let (engine, module) = load(&guest)?;

    let stdout = MemoryOutputPipe::new(response_cap);
    let stderr = MemoryOutputPipe::new(GUEST_STDERR_CAP);
    let wasi = WasiCtxBuilder::new()
        .stdin(MemoryInputPipe::new(json))
        .stdout(stdout.clone())
        .stderr(stderr.clone())
        .arg("terrarium-guest")
        .insecure_random_seed(0)
        .secure_random(wasmtime_wasi::Deterministic::new(vec![0x5e, 0xa1, 0xed]))
        .allow_tcp(false)
        .allow_udp(false)
        .allow_ip_name_lookup(false)
        .build_p1();
    let mut linker: Linker<Guest> = Linker::new(&engine);
    p1::add_to_linker_sync(&mut linker, |g: &mut Guest| &mut g.wasi).map_err(setup)?;
    let mut store = Store::new(
        &engine,
        Guest {
            wasi,
            limits: MemoryCap {
                limit: cfg.memory,
                hit: false,
            },
        },
    );
    store.limiter(|g| &mut g.limits);
    store.set_fuel(fuel).map_err(setup)?;
    store.set_epoch_deadline(1);

    // The wall-clock backstop: one epoch tick when the time is up.
    let (done, wait) = mpsc::channel::<()>();
    let ticker = engine.clone();
    let timeout = cfg.timeout;
    let watchdog = std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(timeout) {
            ticker.increment_epoch();
        }
    });
    let result = linker
        .instantiate(&mut store, &module)
        .and_then(|instance| instance.get_typed_func::<(), ()>(&mut store, "_start"))
        .and_then(|start| start.call(&mut store, ()));
    let _ = done.send(());
    let _ = watchdog.join();

    let guest_stderr = String::from_utf8_lossy(&stderr.contents())
        .trim()
        .to_string();
    if let Err(e) = result {
        let exit = e.downcast_ref::<wasmtime_wasi::I32Exit>().map(|x| x.0);
        if exit != Some(0) {
            if store.data().limits.hit {
                return Err(SandboxError::Memory { limit: cfg.memory });
            }
            match e.downcast_ref::<Trap>() {
                Some(Trap::OutOfFuel) => return Err(SandboxError::Fuel { fuel }),
                Some(Trap::Interrupt) => return Err(SandboxError::Timeout { limit: timeout }),
                _ => {}
            }
            if stdout.contents().len() >= response_cap {
                return Err(SandboxError::Output {
                    limit: response_cap,
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
    let bytes = stdout.contents();
    RunResponse::from_json(&bytes).map_err(|e| SandboxError::Guest(e.to_string()))
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or(s)
}

fn last_line(s: &str) -> &str {
    s.lines().last().unwrap_or(s)
}
