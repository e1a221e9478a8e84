//! `terrarium`: run Java programs deterministically, in a sealed interpreter.
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use host::run::{RunRequest, run_in_world};
use host::size::parse_size;
use interp::VmConfig;

#[derive(Parser)]
#[command(
    name = "terrarium",
    version,
    about = "Run javac-compiled Java programs in a deterministic, sandboxed interpreter"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
#[allow(clippy::large_enum_variant)] // parsed once; boxing would only add noise
enum Command {
    /// Run a class's `main` like `java -cp CP CLASS ARGS...`.
    ///
    /// The program's System.out/err are Terrarium's stdout/stderr; the exit
    /// status is the program's (System.exit(n) → n, normal end → 0, uncaught
    /// exception → 1). Exit 124: an instruction budget ran out; 125: internal error.
    #[command(trailing_var_arg = true)]
    Run {
        /// Class path: directories and .jar files separated by ':' (repeatable).
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Instructions the program may execute before it is stopped (exit 124).
        #[arg(long, default_value_t = VmConfig::default().fuel)]
        fuel: u64,
        /// Live heap the program may use (e.g. 256m, 2g); beyond it, OutOfMemoryError.
        #[arg(long, default_value = "1g", value_parser = parse_size)]
        max_heap: usize,
        /// Java frames on the stack; one more throws StackOverflowError.
        #[arg(long, default_value_t = VmConfig::default().max_frames)]
        max_stack: usize,
        /// The world the program runs in: files, stdin, clock, seed, properties,
        /// environment variables, working directory (JSON; see the README).
        #[arg(long, value_name = "FILE")]
        world: Option<std::path::PathBuf>,
        /// Write the world as the program left it (files, output) to FILE (JSON).
        #[arg(long, value_name = "FILE")]
        world_out: Option<std::path::PathBuf>,
        /// Write the log of every access to the world (files, stdin, clock,
        /// properties, environment) to FILE (JSON).
        #[arg(long, value_name = "FILE")]
        trace_world: Option<std::path::PathBuf>,
        /// Text the program reads from System.in (replaces the world's stdin).
        #[arg(long, conflicts_with = "stdin_file")]
        stdin: Option<String>,
        /// A host file whose bytes the program reads from System.in.
        #[arg(long, value_name = "FILE")]
        stdin_file: Option<std::path::PathBuf>,
        /// The world's seed (replaces the world file's).
        #[arg(long)]
        seed: Option<u64>,
        /// Use the class library in DIR (from `jdk-shims/build-classes.sh DIR`) instead of the built-in one.
        #[arg(long, value_name = "DIR", hide_short_help = true)]
        jdk_classes: Option<std::path::PathBuf>,
        /// The class whose main method runs (binary name, e.g. com.acme.Main).
        class: String,
        /// Arguments passed to main.
        args: Vec<String>,
    },
    /// List what the class library provides: every public class and its public
    /// and protected members. Anything else fails at run time naming the member.
    Jdk {
        /// Only classes whose name contains this (e.g. `java.util.HashMap` or `regex`).
        filter: Option<String>,
        /// Markdown, as in docs/jdk-api.md.
        #[arg(long)]
        markdown: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run {
            cp,
            fuel,
            max_heap,
            max_stack,
            world,
            world_out,
            trace_world,
            stdin,
            stdin_file,
            seed,
            jdk_classes,
            class,
            args,
        } => {
            let mut w = match &world {
                None => jdk_shims::World::default(),
                Some(path) => match host::world::load(path) {
                    Ok(w) => w,
                    Err(e) => {
                        eprintln!("terrarium: {e}");
                        return ExitCode::from(2);
                    }
                },
            };
            if let Some(seed) = seed {
                w.seed = seed;
            }
            let stdin = match (stdin, stdin_file) {
                (Some(text), _) => Some(text.into_bytes()),
                (None, Some(path)) => match std::fs::read(&path) {
                    Ok(b) => Some(b),
                    Err(e) => {
                        eprintln!("terrarium: --stdin-file {}: {e}", path.display());
                        return ExitCode::from(2);
                    }
                },
                (None, None) => None,
            };
            if let Some(bytes) = stdin {
                w.stdin = bytes;
            }
            let req = RunRequest {
                class_path: cp,
                main_class: class,
                args,
                config: VmConfig {
                    fuel,
                    max_heap,
                    max_frames: max_stack,
                },
                stdin: Vec::new(),
                library_dir: jdk_classes,
            };
            let (status, after) = run_in_world(
                req,
                w,
                world_out.is_some(),
                &mut std::io::stdout().lock(),
                &mut std::io::stderr().lock(),
            );
            for (path, text) in [
                (&world_out, after.to_json()),
                (&trace_world, after.log.to_json()),
            ] {
                if let Some(path) = path
                    && let Err(e) = std::fs::write(path, text + "\n")
                {
                    eprintln!("terrarium: {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            }
            ExitCode::from((status & 0xff) as u8)
        }
        Command::Jdk { filter, markdown } => {
            let text = host::jdk::render(markdown, filter.as_deref());
            let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
            ExitCode::SUCCESS
        }
    }
}
