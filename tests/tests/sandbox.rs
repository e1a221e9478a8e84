//! The sandbox (`terrarium run --sandbox`): the same run request answered by
//! the guest under wasmtime gives byte-identical stdout, stderr and exit
//! status to the native run; hostile programs end inside their caps with the
//! right reason both ways; each sandbox cap has its own reason and status.
//!
//! Needs the guest module: `cargo build --release -p terrarium-guest --target
//! wasm32-wasip1` (`.ci/run` builds it). Without it these tests fail and say so.
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use host::run::{Captured, EXIT_BUDGET, EXIT_OUTPUT, RunRequest, run_captured};
use host::sandbox::{self, SandboxConfig, SandboxError};
use interp::VmConfig;
use terrarium_gen::api::Outcome;
use terrarium_tests::{java_files, javac, repo};

/// Corpus programs run both ways: lambdas, exceptions (caught, uncaught, with
/// causes, in initialisers), System.exit, arguments, stdin, records, hash
/// orders, formatting, big numbers, Unicode output, garbage collection.
const SAMPLE: &[&str] = &[
    "ArgsEcho",
    "BigDecimalArith",
    "ExceptionInInitializer",
    "GarbageChurn",
    "HashMapOrder",
    "Lambdas",
    "Printf",
    "Records",
    "ScannerStdin",
    "StackOverflowCatch",
    "StackTraces",
    "StringConcat",
    "SystemExit",
    "TryCatchFinally",
    "UncaughtException",
    "UncaughtWithCause",
    "UnicodeOutput",
];

fn compiled(what: &str, sources: Vec<PathBuf>) -> PathBuf {
    let out = repo().join(format!("target/test-sandbox-{what}"));
    let _ = std::fs::remove_dir_all(&out);
    if let Err(e) = javac(&sources, &out) {
        panic!("{e}");
    }
    out
}

fn sample_classes() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = repo().join("corpus/programs");
        compiled(
            "sample",
            SAMPLE
                .iter()
                .map(|n| dir.join(format!("{n}.java")))
                .collect(),
        )
    })
}

fn hostile_classes() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| compiled("hostile", java_files(&repo().join("corpus/hostile"))))
}

fn request(cp: &Path, class: &str) -> RunRequest {
    RunRequest {
        class_path: vec![cp.display().to_string()],
        main_class: class.into(),
        ..RunRequest::default()
    }
}

/// The sandboxed run, as `terrarium run --sandbox` reports it.
fn sandboxed(req: &RunRequest, cfg: &SandboxConfig) -> Result<Captured, SandboxError> {
    let api = req.to_api().unwrap_or_else(|e| panic!("{e}"));
    let r = sandbox::run(&api, cfg)?;
    Ok(Captured {
        stdout: r.stdout,
        stderr: r.stderr,
        status: r.status,
    })
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Run natively and sandboxed; both must agree byte for byte. Returns the run.
fn both_ways(req: RunRequest) -> Captured {
    let name = req.main_class.clone();
    let sandboxed = match sandboxed(&req, &SandboxConfig::default()) {
        Ok(c) => c,
        Err(e) => panic!("{name} in the sandbox: {e}"),
    };
    let native = run_captured(req);
    assert_eq!(
        text(&sandboxed.stdout),
        text(&native.stdout),
        "{name}: stdout differs (left: sandboxed, right: native)"
    );
    assert!(
        sandboxed.stdout == native.stdout,
        "{name}: stdout bytes differ"
    );
    assert!(
        sandboxed.stderr == native.stderr,
        "{name}: stderr differs\n--- sandboxed\n{}\n--- native\n{}",
        text(&sandboxed.stderr),
        text(&native.stderr)
    );
    assert_eq!(
        sandboxed.status, native.status,
        "{name}: exit status differs"
    );
    native
}

#[test]
fn corpus_sample_is_identical_sandboxed_and_native() {
    let dir = repo().join("corpus/programs");
    for name in SAMPLE {
        let args: Vec<String> = std::fs::read_to_string(dir.join(format!("{name}.args")))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect();
        let r = both_ways(RunRequest {
            args,
            stdin: b"42 seven\nline two\n3.5\n".to_vec(),
            config: VmConfig {
                fuel: 5_000_000_000,
                ..VmConfig::default()
            },
            ..request(sample_classes(), name)
        });
        let want_exit: i32 = std::fs::read_to_string(dir.join(format!("{name}.exit")))
            .unwrap_or_default()
            .trim()
            .parse()
            .unwrap_or(0);
        if *name != "ScannerStdin" {
            assert_eq!(r.status, want_exit, "{name}: exit status");
        }
    }
}

/// A hostile program run both ways with small budgets: same result, this status,
/// and stderr containing `reason`.
fn hostile(class: &str, status: i32, reason: &str) -> Captured {
    let r = both_ways(RunRequest {
        config: VmConfig {
            fuel: 50_000_000,
            max_heap: 64 << 20,
            max_frames: 2000,
            ..VmConfig::default()
        },
        max_output: 1 << 20,
        max_world: 16 << 20,
        ..request(hostile_classes(), class)
    });
    let err = text(&r.stderr);
    assert_eq!(r.status, status, "{class}: {err}");
    assert!(
        err.contains(reason),
        "{class}: expected {reason:?} in\n{err}"
    );
    r
}

#[test]
fn infinite_loop_in_a_constructor_ends_by_the_instruction_budget() {
    let r = hostile(
        "ConstructorLoop",
        EXIT_BUDGET,
        "terrarium: instruction budget exhausted after 50000000 instructions (--fuel 50000000)\n",
    );
    assert_eq!(text(&r.stdout), "constructing\n");
}

#[test]
fn unbounded_allocation_is_out_of_memory() {
    hostile(
        "Hoarder",
        1,
        "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space",
    );
}

#[test]
fn a_huge_number_of_objects_is_out_of_memory() {
    hostile(
        "ManyObjects",
        1,
        "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space",
    );
}

#[test]
fn deep_recursion_is_a_stack_overflow() {
    hostile(
        "DeepRecursion",
        1,
        "Exception in thread \"main\" java.lang.StackOverflowError\n",
    );
}

#[test]
fn output_flood_ends_by_the_output_budget() {
    let r = hostile(
        "OutputFlood",
        EXIT_OUTPUT,
        "terrarium: output budget exhausted after 1048576 bytes (--max-output 1048576)\n",
    );
    let message = "terrarium: output budget exhausted after 1048576 bytes (--max-output 1048576)\n";
    assert_eq!(r.stdout.len() + r.stderr.len() - message.len(), 1 << 20);
    assert!(text(&r.stderr).ends_with(message));
}

#[test]
fn filling_the_virtual_disk_is_no_space_left_on_device() {
    let r = hostile("FileFlood", 0, "");
    assert_eq!(
        text(&r.stdout),
        "15 MiB, then java.io.IOException: No space left on device\n"
    );
}

#[test]
fn datagrams_nobody_receives_fill_the_world_then_fail_with_enobufs() {
    let r = hostile("DatagramFlood", 0, "");
    assert_eq!(
        text(&r.stdout),
        "sent 140 datagrams, then java.net.SocketException: No buffer space available\n"
    );
}

/// At the default caps (1 GiB of heap, 2 GiB of sandbox memory) the heap
/// fills before the guest's memory does: `--max-heap` counts what objects
/// cost the host, so both runs end with the program's OutOfMemoryError.
#[test]
fn allocation_heavy_programs_end_alike_at_the_default_caps() {
    for class in ["ManyObjects", "StringDoubling"] {
        let r = both_ways(request(hostile_classes(), class));
        assert_eq!(r.status, 1, "{class}: {}", text(&r.stderr));
        assert!(
            text(&r.stderr).contains("java.lang.OutOfMemoryError: Java heap space"),
            "{class}: {}",
            text(&r.stderr)
        );
    }
}

#[test]
fn an_uncaught_exception_that_cannot_be_printed_is_reported_as_hotspot_reports_it() {
    let r = hostile("FullHeapUncaught", 1, "");
    assert_eq!(
        text(&r.stderr),
        "\nException: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler in thread \"main\"\n"
    );
}

#[test]
fn running_out_of_ephemeral_ports_is_a_bind_exception() {
    let r = hostile("PortExhaustion", 0, "");
    assert_eq!(
        text(&r.stdout),
        "25536 sockets, then java.net.BindException: Cannot assign requested address\n"
    );
}

#[test]
fn thousands_of_spinning_threads_end_by_the_fuel() {
    // Every started thread spins through its turns, so main starts them
    // ever more slowly: the instruction budget ends the run, both ways (the
    // count may pass the budget by the work a last native was charged).
    let r = hostile(
        "ManyThreads",
        EXIT_BUDGET,
        " instructions (--fuel 50000000)\n",
    );
    assert!(text(&r.stderr).starts_with("terrarium: instruction budget exhausted after 500000"));
}

/// The same schedule seed interleaves threads the same way natively and
/// sandboxed: a racy counter loses the same updates.
#[test]
fn threads_interleave_identically_sandboxed_and_native() {
    let dir = compiled("threads", java_files(&repo().join("tests/threads")));
    for seed in [0, 3] {
        let r = both_ways(RunRequest {
            config: VmConfig {
                schedule_seed: seed,
                ..VmConfig::default()
            },
            ..request(&dir, "RacyCounter")
        });
        assert_eq!(r.status, 0);
    }
    let r = both_ways(request(&dir, "LockOrder"));
    assert_eq!(r.status, terrarium_gen::api::EXIT_DEADLOCK);
}

#[test]
fn reading_host_files_or_opening_sockets_reaches_nothing_of_the_host() {
    // Files are virtual (the run's world, empty here): the host's files are
    // not there. The network is the world's (empty here): example.com is an
    // unknown host and the host's network is never reached.
    let r = hostile(
        "ReadEnviron",
        1,
        "Exception in thread \"main\" java.io.FileNotFoundException: /proc/self/environ (No such file or directory)",
    );
    assert_eq!(text(&r.stdout), "", "ReadEnviron");
    let r = hostile("ReadSshKey", 0, "");
    assert_eq!(text(&r.stdout), "false 0\n", "ReadSshKey");
    let r = hostile(
        "OpenSocket",
        1,
        "Exception in thread \"main\" java.net.UnknownHostException: example.com",
    );
    assert_eq!(text(&r.stdout), "", "OpenSocket");
}

#[test]
fn malformed_class_file_is_a_class_format_error() {
    let fixtures = repo().join("corpus/hostile/classes");
    let r = both_ways(request(&fixtures, "Truncated"));
    assert_eq!(r.status, 1);
    let err = text(&r.stderr);
    assert!(
        err.contains("Truncated.class") && err.contains("truncated class file"),
        "{err}"
    );
}

#[test]
fn sandbox_timeout_has_its_own_reason_and_status() {
    let req = RunRequest {
        config: VmConfig {
            fuel: u64::MAX,
            ..VmConfig::default()
        },
        ..request(hostile_classes(), "ConstructorLoop")
    };
    let cfg = SandboxConfig {
        timeout: Duration::from_millis(500),
        ..SandboxConfig::default()
    };
    match sandboxed(&req, &cfg) {
        Err(e @ SandboxError::Timeout { .. }) => {
            assert_eq!(e.status(), sandbox::EXIT_SANDBOX_TIMEOUT);
            assert_eq!(
                e.to_string(),
                "sandbox timeout: the run took longer than 0.5s (--sandbox-timeout)"
            );
        }
        other => panic!("expected a timeout, got {:?}", other.map(|c| c.status)),
    }
}

#[test]
fn sandbox_memory_cap_has_its_own_reason_and_status() {
    // The Java heap may grow to 1 GiB, the guest's memory only to 64 MiB.
    let req = request(hostile_classes(), "Hoarder");
    let cfg = SandboxConfig {
        memory: 64 << 20,
        ..SandboxConfig::default()
    };
    match sandboxed(&req, &cfg) {
        Err(e @ SandboxError::Memory { .. }) => {
            assert_eq!(e.status(), sandbox::EXIT_SANDBOX_MEMORY);
            assert!(e.to_string().starts_with("sandbox memory cap exceeded"));
        }
        other => panic!("expected the memory cap, got {:?}", other.map(|c| c.status)),
    }
}

#[test]
fn sandbox_fuel_has_its_own_reason_and_status() {
    let req = request(hostile_classes(), "ConstructorLoop");
    let cfg = SandboxConfig {
        fuel: Some(200_000_000),
        ..SandboxConfig::default()
    };
    match sandboxed(&req, &cfg) {
        Err(e @ SandboxError::Fuel { .. }) => {
            assert_eq!(e.status(), sandbox::EXIT_SANDBOX_FUEL);
            assert_eq!(
                e.to_string(),
                "sandbox fuel exhausted after 200000000 WebAssembly instructions (--sandbox-fuel)"
            );
        }
        other => panic!(
            "expected fuel exhaustion, got {:?}",
            other.map(|c| c.status)
        ),
    }
}

#[test]
fn sandbox_response_cap_has_its_own_reason_and_status() {
    let req = RunRequest {
        max_output: 1 << 20,
        ..request(hostile_classes(), "OutputFlood")
    };
    let cfg = SandboxConfig {
        response_cap: Some(100_000),
        ..SandboxConfig::default()
    };
    match sandboxed(&req, &cfg) {
        Err(e @ SandboxError::Output { .. }) => {
            assert_eq!(e.status(), sandbox::EXIT_SANDBOX_OUTPUT);
        }
        other => panic!(
            "expected the response cap, got {:?}",
            other.map(|c| c.status)
        ),
    }
}

#[test]
fn a_guest_that_is_not_a_module_cannot_start() {
    let bogus = repo().join("corpus/hostile/OutputFlood.java");
    let cfg = SandboxConfig {
        guest: Some(bogus),
        ..SandboxConfig::default()
    };
    match sandboxed(&request(hostile_classes(), "OutputFlood"), &cfg) {
        Err(e @ SandboxError::Setup(_)) => {
            assert_eq!(e.status(), sandbox::EXIT_SANDBOX_START);
            assert!(e.to_string().contains("OutputFlood.java"), "{e}");
        }
        other => panic!("expected a setup error, got {:?}", other.map(|c| c.status)),
    }
}

#[test]
fn the_response_reports_the_outcome_and_instructions_executed() {
    let req = RunRequest {
        config: VmConfig {
            fuel: 1_000_000,
            ..VmConfig::default()
        },
        ..request(hostile_classes(), "ConstructorLoop")
    };
    let api = req.to_api().unwrap_or_else(|e| panic!("{e}"));
    let r = sandbox::run(&api, &SandboxConfig::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.outcome, Outcome::Fuel);
    assert_eq!(r.executed, 1_000_000);
    assert_eq!(r, terrarium_gen::api::execute(api));
}

/// Programs that run in a world (`corpus/world/<Name>/` as the working
/// directory, a seed, stdin) give the same stdout, stderr, status, world as
/// left (`--world-out`) and access log (`--trace-world`) natively and sandboxed.
#[test]
fn a_world_run_is_identical_sandboxed_and_native() {
    const WORLD: &[&str] = &["FilesReadWrite", "PropertiesStore"];
    let dir = repo().join("corpus/programs");
    let classes = compiled(
        "world",
        WORLD
            .iter()
            .map(|n| dir.join(format!("{n}.java")))
            .collect(),
    );
    for name in WORLD {
        let mut world = host::world::from_dir(&repo().join("corpus/world").join(name))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        world.seed = 7;
        let req = RunRequest {
            stdin: b"typed\n".to_vec(),
            world,
            world_out: true,
            trace_world: true,
            config: VmConfig {
                fuel: 5_000_000_000,
                ..VmConfig::default()
            },
            ..request(&classes, name)
        };
        let api = req.to_api().unwrap_or_else(|e| panic!("{e}"));
        let sandboxed = match sandbox::run(&api, &SandboxConfig::default()) {
            Ok(r) => r,
            Err(e) => panic!("{name} in the sandbox: {e}"),
        };
        let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
        let native = host::run::run_native(&req, &mut stdout, &mut stderr);
        assert_eq!(text(&sandboxed.stdout), text(&stdout), "{name}: stdout");
        assert_eq!(text(&sandboxed.stderr), text(&stderr), "{name}: stderr");
        assert_eq!(sandboxed.status, native.status, "{name}: exit status");
        assert_eq!(native.status, 0, "{name}: {}", text(&stderr));
        let json = |r: &terrarium_gen::api::RunResponse| {
            (
                r.world.as_ref().map(|w| w.to_json()),
                r.log.as_ref().map(|l| l.to_json()),
            )
        };
        let (n_world, n_log) = json(&native);
        let (s_world, s_log) = json(&sandboxed);
        let n_world = n_world.unwrap_or_else(|| panic!("{name}: no world natively"));
        let n_log = n_log.unwrap_or_else(|| panic!("{name}: no log natively"));
        assert_eq!(
            s_world.as_deref(),
            Some(n_world.as_str()),
            "{name}: world-out"
        );
        assert_eq!(s_log.as_deref(), Some(n_log.as_str()), "{name}: trace");
        // The world holds what the program printed, and the log what it touched.
        let left = native.world.as_ref().map(|w| w.stdout.clone());
        assert_eq!(
            left.as_deref(),
            Some(stdout.as_slice()),
            "{name}: world stdout"
        );
        assert!(n_log.contains("\"op\""), "{name}: empty log\n{n_log}");
    }
}
