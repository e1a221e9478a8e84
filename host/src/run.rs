//! `terrarium run`: one program in the interpreter, its output streamed to
//! ours, its exit status returned.
use std::io::Write;

use interp::{Outcome, Vm, VmConfig};
use jdk_shims::{Env, LibrarySource, World};

use crate::classpath::ClassPath;

/// Exit status when an instruction budget runs out.
pub const EXIT_BUDGET: i32 = 124;
/// Exit status when Terrarium itself cannot go on.
pub const EXIT_INTERNAL: i32 = 125;

/// Instructions per slice between output flushes.
const SLICE: u64 = 1 << 22;

pub struct RunRequest {
    pub class_path: Vec<String>,
    pub main_class: String,
    pub args: Vec<String>,
    pub config: VmConfig,
    pub stdin: Vec<u8>,
    /// Load the class library from this directory instead of the embedded
    /// one (for developing the library: `jdk-shims/build-classes.sh DIR`).
    pub library_dir: Option<std::path::PathBuf>,
}

/// The result of a run with its output captured.
pub struct Captured {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: i32,
}

/// Run to completion, writing the program's output to `out` and `err` as it goes.
pub fn run(req: RunRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    run_in_world(req, World::default(), false, out, err).0
}

/// Run in `world` (a non-empty `req.stdin` replaces its stdin). Returns the
/// exit status and the world as the program left it: its files, the access
/// log and, when `keep_output`, everything written to stdout and stderr.
pub fn run_in_world(
    req: RunRequest,
    mut world: World,
    keep_output: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> (i32, World) {
    if !req.stdin.is_empty() {
        world.stdin = req.stdin.clone();
    }
    let initial = world.clone();
    let env = Env::from_world(world);
    let library: Box<dyn interp::ClassSource> = match &req.library_dir {
        Some(dir) => Box::new(ClassPath::new(&[dir.display().to_string()])),
        None => Box::new(LibrarySource),
    };
    let vm = Vm::new(
        req.config,
        library,
        Box::new(ClassPath::new(&req.class_path)),
        jdk_shims::natives(),
        Box::new(env),
    );
    let mut vm = match vm {
        Ok(vm) => vm,
        Err(e) => {
            let _ = writeln!(err, "terrarium: cannot start the VM: {e}");
            return (EXIT_INTERNAL, initial);
        }
    };
    if let Err(e) = vm.start_main(&req.main_class, &req.args) {
        let _ = writeln!(err, "{e}");
        return (1, initial);
    }
    loop {
        let done = vm.run(SLICE);
        if let Some(env) = vm.ext.downcast_mut::<Env>() {
            let _ = out.write_all(&env.stdout);
            let _ = err.write_all(&env.stderr);
            if keep_output {
                env.world.stdout.extend_from_slice(&env.stdout);
                env.world.stderr.extend_from_slice(&env.stderr);
            }
            env.stdout.clear();
            env.stderr.clear();
        }
        let _ = out.flush();
        if let Some(outcome) = done {
            let status = match outcome {
                Outcome::Exited(code) => code,
                Outcome::FuelExhausted => {
                    let _ = writeln!(
                        err,
                        "terrarium: instruction budget exhausted after {} instructions (--fuel {})",
                        vm.executed, vm.config.fuel
                    );
                    EXIT_BUDGET
                }
                Outcome::Fatal(m) => {
                    let _ = writeln!(err, "terrarium: internal error: {m}");
                    EXIT_INTERNAL
                }
            };
            let world = vm
                .ext
                .downcast_mut::<Env>()
                .map(|e| std::mem::take(&mut e.world))
                .unwrap_or(initial);
            return (status, world);
        }
    }
}

/// Run with output captured in memory (tests, the sandbox guest).
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
