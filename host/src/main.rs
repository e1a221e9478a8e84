//! `terrarium`: run Java programs deterministically, in a sealed interpreter.
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use host::run::{RunRequest, run};
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
        /// Text the program reads from System.in.
        #[arg(long)]
        stdin: Option<String>,
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
    ///
    /// With --check: scan the classes of --cp (directories, jars) for the JDK
    /// classes and members they use, and report which Terrarium lacks, most used first.
    Jdk {
        /// Only classes whose name contains this (e.g. `java.util.HashMap` or `regex`).
        filter: Option<String>,
        /// Markdown, as in docs/jdk-api.md.
        #[arg(long)]
        markdown: bool,
        /// Report the JDK members the classes on --cp use that the library lacks.
        #[arg(long, requires = "cp")]
        check: bool,
        /// Class path to check: directories and .jar files separated by ':'.
        #[arg(long = "cp", value_name = "PATH")]
        cp: Vec<String>,
        /// Missing members to list.
        #[arg(long, default_value_t = 40)]
        limit: usize,
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
            stdin,
            jdk_classes,
            class,
            args,
        } => {
            let req = RunRequest {
                class_path: cp,
                main_class: class,
                args,
                config: VmConfig {
                    fuel,
                    max_heap,
                    max_frames: max_stack,
                },
                stdin: stdin.map(String::into_bytes).unwrap_or_default(),
                library_dir: jdk_classes,
            };
            let status = run(
                req,
                &mut std::io::stdout().lock(),
                &mut std::io::stderr().lock(),
            );
            ExitCode::from((status & 0xff) as u8)
        }
        Command::Jdk {
            filter,
            markdown,
            check,
            cp,
            limit,
        } => {
            let text = if check {
                host::jdk::check(&cp).render(limit)
            } else {
                host::jdk::render(markdown, filter.as_deref())
            };
            let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
            ExitCode::SUCCESS
        }
    }
}
