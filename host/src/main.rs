//! `terrarium`: run Java programs deterministically, in a sealed interpreter.
use std::process::ExitCode;

use std::io::Write;
use std::time::Duration;

use clap::{Parser, Subcommand};
use host::run::{EXIT_CLASS_PATH, RunRequest, run_native};
use host::sandbox::{self, SandboxConfig};
use host::size::{parse_duration, parse_size};
use interp::VmConfig;
use terrarium_gen::api::{self, RunResponse};

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

#[derive(Clone, Copy, clap::ValueEnum)]
enum AlgorithmArg {
    /// DynaMOSA: many-objective search, one objective per uncovered branch.
    Dynamosa,
    /// EvoSuite's whole-suite genetic algorithm.
    Wholesuite,
    /// GRT's guided random generation.
    Grt,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ScheduleArg {
    /// Fair: threads take turns in start order, quanta drawn from the seed.
    RoundRobin,
    /// A random ready thread for a random quantum (explores more interleavings).
    RandomWalk,
    /// Probabilistic concurrency testing: random thread priorities with two
    /// random priority changes (finds ordering bugs of small depth).
    Pct,
}

impl From<ScheduleArg> for terrarium_gen::api::Schedule {
    fn from(a: ScheduleArg) -> Self {
        match a {
            ScheduleArg::RoundRobin => Self::RoundRobin,
            ScheduleArg::RandomWalk => Self::RandomWalk,
            ScheduleArg::Pct => Self::Pct,
        }
    }
}

#[derive(Subcommand)]
enum ReportAction {
    /// Merge the `--report` files of `gen --shard I/N` runs (a CI matrix)
    /// into one, and print its summary table.
    ///
    /// Example: terrarium report merge --out report.json shard-*/report.json
    Merge {
        /// The merged report.
        #[arg(long, value_name = "FILE")]
        out: std::path::PathBuf,
        /// The shards' reports.
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
    },
}

#[derive(Subcommand)]
#[allow(clippy::large_enum_variant)] // parsed once; boxing would only add noise
enum Command {
    /// Run a class's `main` like `java -cp CP CLASS ARGS...`.
    ///
    /// The program's System.out/err are Terrarium's stdout/stderr; the exit
    /// status is the program's (System.exit(n) → n, normal end → 0, uncaught
    /// exception → 1). Exit 117: deadlock (no thread can run; a thread dump
    /// on stderr); 123: the output budget ran out; 124: the instruction
    /// budget ran out; 125: internal error. With --sandbox also
    /// 118: the sandbox could not start; 119: its response cap; 120: its
    /// WebAssembly fuel; 121: its memory cap; 122: its timeout.
    #[command(trailing_var_arg = true)]
    Run {
        /// Class path: directories and .jar files separated by ':' (repeatable).
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Instructions the program may execute before it is stopped (exit 124).
        #[arg(long, default_value_t = VmConfig::default().fuel)]
        fuel: u64,
        /// Live heap the program may use (e.g. 256m, 2g); beyond it, OutOfMemoryError.
        #[arg(long, default_value = "1g", value_parser = heap_size)]
        max_heap: usize,
        /// Java frames on the stack; one more throws StackOverflowError (at least 64).
        #[arg(long, default_value_t = VmConfig::default().max_frames as u64,
              value_parser = clap::value_parser!(u64).range(api::MIN_MAX_FRAMES..))]
        max_stack: u64,
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
        /// Bytes the program may write to stdout and stderr together (exit 123 beyond).
        #[arg(long, default_value = "64m", value_parser = parse_size)]
        max_output: usize,
        /// Bytes the world may hold: the virtual files and network data
        /// together (and the size of --stdin-file); beyond it a file write
        /// fails with `IOException: No space left on device` and a socket
        /// write with `SocketException: No buffer space available`.
        #[arg(long, default_value = "256m", value_parser = parse_size)]
        max_world: usize,
        /// Run inside the WebAssembly sandbox (wasmtime): same output, a second wall.
        #[arg(long)]
        sandbox: bool,
        /// With --sandbox: memory the guest may use (exit 121 beyond).
        #[arg(long, default_value = "2g", value_parser = parse_size, requires = "sandbox")]
        sandbox_memory: usize,
        /// With --sandbox: wall-clock time for the run, e.g. 60s, 2m (exit 122 beyond).
        #[arg(long, default_value = "60s", value_parser = parse_duration, requires = "sandbox")]
        sandbox_timeout: Duration,
        /// With --sandbox: WebAssembly instructions (exit 120 beyond); default
        /// 4000 per instruction of --fuel plus 2e10.
        #[arg(long, requires = "sandbox", hide_short_help = true)]
        sandbox_fuel: Option<u64>,
        /// Text the program reads from System.in (replaces the world's stdin).
        #[arg(long, conflicts_with = "stdin_file")]
        stdin: Option<String>,
        /// A host file whose bytes the program reads from System.in.
        #[arg(long, value_name = "FILE")]
        stdin_file: Option<std::path::PathBuf>,
        /// The world's seed (replaces the world file's).
        #[arg(long)]
        seed: Option<u64>,
        /// Seeds the green-thread scheduler: the same seed gives the same
        /// interleaving of threads, every run (round-robin, seeded quantum).
        #[arg(long, default_value_t = 0, value_name = "N")]
        schedule_seed: u64,
        /// How the next thread is chosen (with --schedule-seed).
        #[arg(long, value_enum, default_value_t = ScheduleArg::RoundRobin)]
        schedule: ScheduleArg,
        /// Threads alive at once, main included; one more throws
        /// OutOfMemoryError: unable to create native thread.
        #[arg(long, default_value_t = VmConfig::default().max_threads, value_name = "N")]
        max_threads: usize,
        /// Use the class library in DIR (from `jdk-shims/build-classes.sh DIR`) instead of the built-in one.
        #[arg(long, value_name = "DIR", hide_short_help = true)]
        jdk_classes: Option<std::path::PathBuf>,
        /// The class whose main method runs (binary name, e.g. com.acme.Main).
        class: String,
        /// Arguments passed to main: everything after the class, as `java`
        /// passes them (`-version` and `--flag` included).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Generate JUnit tests for classes: search for inputs (method calls,
    /// values, and the world — console, files, clock, randomness — as test
    /// data) that cover their branches, then write readable tests with
    /// assertions on the observed behaviour.
    ///
    /// Tests that need no virtual world go to `<Class>Test.java` and run on
    /// any JVM; tests that set up or depend on the world go to
    /// `<Class>WorldTest.java` and run with `terrarium test`. No test is
    /// ever written of an execution that met a limit of Terrarium (a class or
    /// member its class library lacks): such limits are named on stderr and
    /// in the report (`blocked`). Exit 0: tests written for every class; 1:
    /// some class failed (named on stderr); 2: bad arguments or class path;
    /// 3: a class got no test because of Terrarium's limits (and none
    /// failed); 4: the branch coverage reached is below --fail-under. With
    /// --sandbox also 118–122 as for
    /// `run` when a class's guest hit a sandbox cap (the class is reported
    /// as failed, the others are written).
    ///
    /// Examples:
    ///   terrarium gen --cp target/classes com.acme.Parser --out src/test/java
    ///   terrarium gen --cp app.jar --package com.acme --budget 20s --seed 7 --report report.json
    ///   terrarium gen --target build/classes --cp lib/dep.jar --budget-evals 2000
    Gen {
        /// Class path: directories and .jar files separated by ':' (repeatable).
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Classes to test (binary names, e.g. com.acme.Parser).
        classes: Vec<String>,
        /// Also every top-level class of this package and the packages
        /// under it (e.g. com.acme; repeatable).
        #[arg(long, value_name = "PACKAGE")]
        package: Vec<String>,
        /// --package takes only the package's own classes, not those of the
        /// packages under it.
        #[arg(long)]
        package_only: bool,
        /// Also every top-level class of this class path entry (a directory
        /// of classes or a jar), which joins the class path if not on it
        /// (repeatable).
        #[arg(long = "target", value_name = "DIR|JAR")]
        target: Vec<String>,
        /// Also the classes listed in FILE, one binary name per line (`#`
        /// starts a comment; repeatable).
        #[arg(long = "classes-from", value_name = "FILE")]
        classes_from: Vec<std::path::PathBuf>,
        /// Directory to write the tests into (as package directories).
        #[arg(long, default_value = "terrarium-tests", value_name = "DIR")]
        out: std::path::PathBuf,
        /// Wall-clock search time per class (e.g. 20s, 1m). Default 10s, or
        /// none when --budget-evals is given.
        #[arg(long, value_parser = parse_duration)]
        budget: Option<Duration>,
        /// Test executions per class: a deterministic budget (same seed and N,
        /// byte-identical tests and report).
        #[arg(long, value_name = "N")]
        budget_evals: Option<u64>,
        /// Seed of the search.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Search algorithm.
        #[arg(long, value_enum, default_value_t = AlgorithmArg::Dynamosa)]
        algorithm: AlgorithmArg,
        /// JUnit version of the written tests.
        #[arg(long, default_value = "4", value_parser = ["4", "5"])]
        junit: String,
        /// Write a JSON report to FILE: Terrarium's version, the seed,
        /// algorithm and budget, the branches and lines covered over all the
        /// classes, and per class its coverage, tests and evaluations.
        #[arg(long, value_name = "FILE")]
        report: Option<std::path::PathBuf>,
        /// Classes to work on at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Only this machine's share of the classes: I/N (every N-th class from the I-th).
        #[arg(long, value_parser = host::generate::parse_shard, value_name = "I/N")]
        shard: Option<(usize, usize)>,
        /// Instructions one test may execute before it counts as a timeout.
        #[arg(long, default_value_t = terrarium_gen::execute::DEFAULT_TEST_FUEL)]
        test_fuel: u64,
        /// Exit 4 when every class got tests but the branch coverage they
        /// reach over all the classes together is below PERCENT.
        #[arg(long, value_name = "PERCENT", value_parser = percent)]
        fail_under: Option<f64>,
        /// No progress display (without it: bars on a terminal, a line per
        /// finished class when stderr is not one, e.g. a CI log).
        #[arg(long, short)]
        quiet: bool,
        /// Overwrite test files that terrarium gen did not write (without
        /// it, such a file stops gen before it searches, naming the file).
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        sandbox: GenSandboxArgs,
    },
    /// Run JUnit 4 / JUnit 5 test classes inside Terrarium, each test from
    /// the same state and in a fresh virtual world (what `<Class>WorldTest`
    /// files need). @Test (expected, timeout), @Before/@After,
    /// @BeforeClass/@AfterClass, their Jupiter names, @Ignore/@Disabled,
    /// Assume/Assumptions, @ParameterizedTest, @RepeatedTest, @TestFactory,
    /// @Nested, @DisplayName, @TestMethodOrder, @Timeout, JUnit 4 @Rule
    /// and @ClassRule (TemporaryFolder, ExpectedException, Timeout, TestName,
    /// ErrorCollector, ExternalResource, TestWatcher, Verifier, RuleChain,
    /// your own TestRule/MethodRule), @RunWith(Parameterized.class),
    /// @FixMethodOrder (other runners and extensions are errors naming
    /// them). Prints one line per failing test, then `N passed, N failed`.
    /// Exit 0: all passed; 1: a test failed; 2: bad arguments or class path;
    /// 4: the tests passed but the branch coverage of the --coverage classes
    /// is below --fail-under; with --sandbox also 118–122 as for `run`. With
    /// several test classes a progress bar shows on a terminal, and a line
    /// per finished class when stderr is not one (a CI log).
    ///
    /// Example: terrarium test --cp target/classes:target/test-classes com.acme.ParserTest
    ///
    /// Or: terrarium test --cp target/classes --scan target/test-classes --tag fast
    ///
    /// With the standard reports: terrarium test --cp ... --reports-dir
    /// target/surefire-reports --coverage com.acme.Parser --coverage-xml
    /// target/jacoco.xml --coverage-html target/coverage --sources
    /// src/main/java --fail-under 80 com.acme.ParserTest
    Test {
        /// Class path with the code and the compiled tests (JUnit itself is
        /// provided by Terrarium; a JUnit on the class path is used instead).
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Test classes (binary names); `com.acme.FooTest#bar` runs only
        /// method bar (all its invocations, if parameterized).
        classes: Vec<String>,
        /// Also run every test class in this directory or jar (repeatable;
        /// added to the class path): concrete classes with @Test-like methods
        /// (JUnit 4 or 5, inherited too) or a @RunWith runner, @Nested ones
        /// through their outer class.
        #[arg(long, value_name = "DIR_OR_JAR")]
        scan: Vec<String>,
        /// Run only tests with this tag (repeatable: any of them): Jupiter
        /// @Tag, or a JUnit 4 @Category by its binary name (or a supertype's),
        /// as JUnit's vintage engine tags them. A tag, not an expression.
        #[arg(long, value_name = "TAG")]
        tag: Vec<String>,
        /// Leave out tests with this tag (repeatable).
        #[arg(long, value_name = "TAG")]
        exclude_tag: Vec<String>,
        /// Run only JUnit 4 tests in this @Category or a subtype of it
        /// (binary name of the category type; repeatable).
        #[arg(long, value_name = "CLASS")]
        category: Vec<String>,
        /// Instructions one test may execute (a test's `timeout` overrides it:
        /// 10^6 instructions per virtual millisecond).
        #[arg(long, default_value_t = terrarium_gen::junit::runner::DEFAULT_TEST_FUEL)]
        fuel: u64,
        /// Also list passed and skipped tests.
        #[arg(long, short)]
        verbose: bool,
        /// How each test's result is printed: text (failures, or all with
        /// -v), or json — every test as one JSON line {"class", "method",
        /// "display"?, "status": passed|failed|skipped, "reason"?}.
        #[arg(long, default_value = "text", value_parser = ["text", "json"])]
        format: String,
        /// Measure the coverage of this class (binary name; repeatable) by
        /// all the tests together, counted as JaCoCo counts it.
        #[arg(long, value_name = "CLASS")]
        coverage: Vec<String>,
        /// Write the --coverage counters as JSON:
        /// {"classes": [{"class", "branches": {"covered", "total"}, "lines", "methods"}]}
        #[arg(long, value_name = "FILE", requires = "coverage")]
        coverage_report: Option<std::path::PathBuf>,
        #[command(flatten)]
        reports: TestReportArgs,
        #[command(flatten)]
        sandbox: TestSandboxArgs,
    },
    /// Record a run of a program (its `main`, or a JUnit suite with --test)
    /// and turn it into JUnit tests with Mockito:
    /// for every distinct behaviour of the chosen classes in the run (a
    /// method, its path through the class and how it ended), a test that
    /// builds the receiver through its recorded constructor and earlier
    /// calls, replaces its collaborators (interfaces and other application
    /// objects it calls) by mocks answering as they answered, makes the call,
    /// asserts its result or exception and verifies the interactions. What
    /// the calls read of the world (files, console input, the clock, random
    /// draws, environment, properties) becomes `World` setup, in
    /// `<Class>RecordedWorldTest` files that run in `terrarium test`. The
    /// program's output is passed through; the report (stderr) says per
    /// class what was recorded, which behaviours became tests, why others
    /// did not, and the lines and branches the run covered. Tests compile
    /// against JUnit and Mockito (2.x) and run on a JVM and in `terrarium
    /// test`; before they are written they are checked (compiled with
    /// `javac`, run in Terrarium: those that do not compile or pass are
    /// dropped, with the reason, and the coverage of the rest is reported).
    /// Only the main thread is recorded. Exit 0: tests written; 2: bad
    /// arguments or world, or no class the run loaded matches --classes; 3:
    /// files could not be written; 1: the main class could not be started.
    ///
    /// Example: terrarium record --cp target/classes --classes 'com.acme.service.*' --out src/test/java com.acme.Main
    ///
    /// Or: terrarium record --cp target/classes:target/test-classes --classes 'com.acme.service.*' --test com.acme.ShopIT
    #[command(trailing_var_arg = true)]
    Record {
        /// Class path: directories and .jar files separated by ':' (repeatable).
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Classes to record: a binary name (com.acme.OrderService), a
        /// package's classes (com.acme.service.*) or a package and those
        /// under it (com.acme.**). Repeatable.
        #[arg(long = "classes", value_name = "PATTERN", required = true)]
        classes: Vec<String>,
        /// Directory the test sources go to (a package's tests in its directory).
        #[arg(long, default_value = "recorded-tests", value_name = "DIR")]
        out: std::path::PathBuf,
        /// JUnit version of the tests.
        #[arg(long, default_value = "4", value_parser = ["4", "5"])]
        junit: String,
        /// The world the program runs in (JSON; see the README).
        #[arg(long, value_name = "FILE")]
        world: Option<std::path::PathBuf>,
        /// Write the report as JSON to FILE.
        #[arg(long, value_name = "FILE")]
        report: Option<std::path::PathBuf>,
        /// Run the program once more without recording first, and report
        /// what recording cost (wall time, both runs).
        #[arg(long)]
        measure_overhead: bool,
        /// Do not check the tests (by default they are compiled with `javac`
        /// and run in Terrarium, and those that do not compile or pass are
        /// dropped with the reason in the report).
        #[arg(long)]
        no_check: bool,
        /// Instructions the program may execute.
        #[arg(long, default_value_t = VmConfig::default().fuel)]
        fuel: u64,
        /// Record while this JUnit test class runs instead of a `main`
        /// (binary name; repeatable: the classes run one after another on
        /// one VM, as a build runs them, each test in a fresh world). The
        /// test classes themselves are never recorded.
        #[arg(long = "test", value_name = "TESTCLASS", conflicts_with = "world")]
        tests: Vec<String>,
        /// The class whose main method runs (binary name, e.g. com.acme.Main);
        /// not with --test.
        #[arg(required_unless_present = "tests", conflicts_with = "tests")]
        class: Option<String>,
        /// Arguments of main.
        args: Vec<String>,
    },
    /// Find flaky tests: run JUnit test classes many times, each run under
    /// another perturbation of what Java leaves open and Terrarium controls —
    /// the thread schedule (random walk, PCT, round-robin), the clock's start
    /// (near minute, hour, day, month, year and DST boundaries) and time
    /// zone, the seed of unseeded randomness, the identity-hash sequence, and
    /// the order tests and test classes run in (sharing static state, as in
    /// one JVM). A test that fails under some and passes under others is
    /// flaky: it gets a category (concurrency, async-wait, order-dependent,
    /// time, randomness, unordered-collection, test-timeout, combined) and a
    /// replay file with the smallest perturbation that still fails (for a
    /// race: the few thread switches it needs, found by delta debugging). Exit 0: nothing flaky or
    /// broken; 1: a flaky or broken test (or a class that cannot run); 2: bad
    /// arguments or class path.
    ///
    /// Example: terrarium shake --cp target/classes:target/test-classes com.acme.CacheTest --runs 200
    Shake {
        /// Class path with the code and the compiled tests.
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Test classes (binary names).
        classes: Vec<String>,
        /// Perturbed runs of each class (after one unperturbed run).
        #[arg(long, default_value_t = 100)]
        runs: u32,
        /// Seed the perturbations are drawn from (same seed, same runs).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Wall-clock time for the whole shake, e.g. 30s, 5m: a class's runs
        /// stop when it is spent (the verdicts then rest on fewer runs).
        #[arg(long, value_parser = parse_duration, value_name = "DURATION")]
        budget: Option<Duration>,
        /// Hunt for one failure seen in CI: keep shaking each class (up to
        /// --runs, within --budget) until a test fails with a message
        /// containing TEXT, and write that failure's replay file.
        #[arg(long, value_name = "TEXT")]
        match_message: Option<String>,
        /// Instructions one test may execute.
        #[arg(long, default_value_t = terrarium_gen::junit::runner::DEFAULT_TEST_FUEL)]
        fuel: u64,
        /// Write a JSON report: {"tests": [{"class", "method", "verdict",
        /// "category", "runs", "failures", "message", "replay", "replay_file"}]}.
        #[arg(long, value_name = "FILE")]
        report: Option<std::path::PathBuf>,
        /// Where the replay files of flaky tests go.
        #[arg(long, default_value = "terrarium-replays", value_name = "DIR")]
        replay_dir: std::path::PathBuf,
        /// No progress bar.
        #[arg(long, short)]
        quiet: bool,
    },
    /// Reproduce a flaky test's failure from the replay file `shake` wrote:
    /// the same test, after the same tests, under the same perturbation —
    /// the same failure, every time. Exit 1: the test failed (reproduced, or
    /// a different failure, which is said); 0: it passed; 2: bad arguments.
    ///
    /// Example: terrarium replay --cp target/classes:target/test-classes terrarium-replays/com.acme.CacheTest.evicts.json
    Replay {
        /// Class path with the code and the compiled tests.
        #[arg(long = "cp", visible_alias = "classpath", value_name = "PATH")]
        cp: Vec<String>,
        /// Replay files.
        files: Vec<std::path::PathBuf>,
        /// Also print the last switches between threads before the test
        /// ended: which thread stopped where (its innermost frame of your
        /// code) and why, and which ran next.
        #[arg(long)]
        explain: bool,
        /// Instructions one test may execute.
        #[arg(long, default_value_t = terrarium_gen::junit::runner::DEFAULT_TEST_FUEL)]
        fuel: u64,
        #[command(flatten)]
        sandbox: TestSandboxArgs,
    },
    /// Write the Java API generated tests compile against: `terrarium.World`
    /// (the virtual world of `<Class>WorldTest` files) as DIR/src (source)
    /// and DIR/classes (class files), or as a jar for Maven or Gradle with
    /// the Terrarium JUnit Platform engine and a POM beside it (FILE with
    /// `.pom` for `.jar`). On a JVM that is not Terrarium the first World
    /// call skips the test; the engine runs world tests with `terrarium test`.
    ///
    /// Examples: terrarium api --out build/terrarium-api
    ///           javac -cp build/terrarium-api/classes:junit4.jar:... FooWorldTest.java
    ///           terrarium api --jar target/terrarium-world-api.jar
    ///           mvn install:install-file -Dfile=target/terrarium-world-api.jar -DpomFile=target/terrarium-world-api.pom
    #[command(group = clap::ArgGroup::new("dest").required(true).args(["out", "jar"]))]
    Api {
        /// Directory to write into.
        #[arg(long, value_name = "DIR")]
        out: Option<std::path::PathBuf>,
        /// Write the world API jar (groupId dev.terrarium, artifactId
        /// terrarium-world-api, Terrarium's version) and its POM.
        #[arg(long, value_name = "FILE", conflicts_with = "out")]
        jar: Option<std::path::PathBuf>,
        /// Also Terrarium's JUnit 4 and Jupiter API classes (to compile tests
        /// without a JUnit jar; `terrarium test` provides them at run time).
        #[arg(long, requires = "out")]
        junit: bool,
    },
    /// Work on `gen --report` files.
    Report {
        #[command(subcommand)]
        action: ReportAction,
    },
    /// Serve the browser playground on this machine: a page where you edit a
    /// Java class and a world, run it and generate tests for it, all inside
    /// the browser (Terrarium compiled to WebAssembly; Java compiled in the
    /// page by the Eclipse compiler running inside Terrarium). Build it first
    /// with `npm ci --prefix playground && playground/build.sh`.
    ///
    /// Example: terrarium playground --port 8080   (then open http://127.0.0.1:8080/)
    Playground {
        /// Port on 127.0.0.1 (0: any free port, printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The built playground (default: target/playground beside the binary's directory).
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
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
        /// Instead: the natives of the class library in Markdown, as in docs/natives.md.
        #[arg(long, conflicts_with_all = ["markdown", "check", "filter"])]
        natives_markdown: bool,
        /// Report the JDK members the classes on --cp use that the library lacks.
        #[arg(long, requires = "cp")]
        check: bool,
        /// Class path to check: directories and .jar files separated by ':'.
        #[arg(long = "cp", value_name = "PATH")]
        cp: Vec<String>,
        /// Missing members to list.
        #[arg(long, default_value_t = 40)]
        limit: usize,
        /// With --check: also load and initialise every class of --cp, one
        /// after the other in one VM, and list those whose initialisation
        /// fails, with the reason (a static initialiser reaching a member the
        /// library lacks makes the whole class unusable), apart from those
        /// the class path itself makes fail. Exit 1 when the library is the
        /// reason for one.
        #[arg(long, requires = "check")]
        init: bool,
    },
}

/// `gen --sandbox` and its caps.
#[derive(clap::Args)]
struct GenSandboxArgs {
    /// Generate inside the WebAssembly sandbox (wasmtime), each class in its
    /// own guest: the same tests and report. The progress line shows only
    /// each class's final state.
    #[arg(long)]
    sandbox: bool,
    /// With --sandbox: memory each class's guest may use (exit 121 beyond).
    #[arg(long, default_value = "2g", value_parser = parse_size, requires = "sandbox")]
    sandbox_memory: usize,
    /// With --sandbox: wall-clock time per class beyond --budget, for
    /// minimising, assertions and writing, e.g. 5m (exit 122 beyond).
    #[arg(long, default_value = "5m", value_parser = parse_duration, requires = "sandbox")]
    sandbox_timeout: Duration,
    /// With --sandbox: WebAssembly instructions per class (exit 120 beyond);
    /// default 4000 per instruction of --test-fuel for 4 runs per evaluation
    /// of --budget-evals plus 10,000 (unbounded without --budget-evals).
    #[arg(long, requires = "sandbox", hide_short_help = true)]
    sandbox_fuel: Option<u64>,
}

/// `test`'s standard reports and coverage threshold.
#[derive(clap::Args)]
struct TestReportArgs {
    /// Write Surefire's XML report per test class, DIR/TEST-<class>.xml (what
    /// Jenkins, GitLab and GitHub test reporters read); times are virtual
    /// (10^9 instructions a second).
    #[arg(long, value_name = "DIR")]
    reports_dir: Option<std::path::PathBuf>,
    /// Write JaCoCo's XML report of the --coverage classes (what Codecov and
    /// Sonar read): LINE, BRANCH, METHOD and CLASS counters.
    #[arg(long, value_name = "FILE", requires = "coverage")]
    coverage_xml: Option<std::path::PathBuf>,
    /// Write an HTML coverage report into DIR: index.html and a page per
    /// source file with its lines marked covered, partly covered or missed.
    #[arg(long, value_name = "DIR", requires = "coverage")]
    coverage_html: Option<std::path::PathBuf>,
    /// Where the sources of --coverage-html are: a directory with package
    /// directories under it, e.g. src/main/java (repeatable).
    #[arg(long, value_name = "DIR", requires = "coverage_html")]
    sources: Vec<std::path::PathBuf>,
    /// Exit 4 when the tests pass but the branch coverage of the --coverage
    /// classes together is below PERCENT.
    #[arg(long, value_name = "PERCENT", requires = "coverage", value_parser = percent)]
    fail_under: Option<f64>,
    /// No progress display.
    #[arg(long, short)]
    quiet: bool,
}

/// `--fail-under`: a percentage from 0 to 100.
fn percent(s: &str) -> Result<f64, String> {
    match s.trim_end_matches('%').parse::<f64>() {
        Ok(p) if (0.0..=100.0).contains(&p) => Ok(p),
        _ => Err(format!("not a percentage from 0 to 100: {s:?}")),
    }
}

/// `test --sandbox` and its caps.
#[derive(clap::Args)]
struct TestSandboxArgs {
    /// Run the tests inside the WebAssembly sandbox (wasmtime): the same
    /// results, printed when the guest has finished.
    #[arg(long)]
    sandbox: bool,
    /// With --sandbox: memory the guest may use (exit 121 beyond).
    #[arg(long, default_value = "2g", value_parser = parse_size, requires = "sandbox")]
    sandbox_memory: usize,
    /// With --sandbox: wall-clock time for all the tests, e.g. 10m (exit 122 beyond).
    #[arg(long, default_value = "10m", value_parser = parse_duration, requires = "sandbox")]
    sandbox_timeout: Duration,
    /// With --sandbox: WebAssembly instructions (exit 120 beyond); default
    /// 4000 per instruction of --fuel for 10,000 tests a class.
    #[arg(long, requires = "sandbox", hide_short_help = true)]
    sandbox_fuel: Option<u64>,
}

impl TestSandboxArgs {
    /// The caps `test --sandbox` and `replay --sandbox` ask for; `None` without --sandbox.
    fn config(&self) -> Option<SandboxConfig> {
        sandbox_config(
            self.sandbox,
            self.sandbox_memory,
            self.sandbox_timeout,
            self.sandbox_fuel,
        )
    }
}

/// The sandbox's caps from the command line; `None` without --sandbox.
fn sandbox_config(
    on: bool,
    memory: usize,
    timeout: Duration,
    fuel: Option<u64>,
) -> Option<SandboxConfig> {
    on.then(|| SandboxConfig {
        memory,
        timeout,
        fuel,
        ..SandboxConfig::default()
    })
}

/// `--max-heap`: a size of at least [`api::MIN_MAX_HEAP`].
fn heap_size(s: &str) -> Result<usize, String> {
    let n = parse_size(s)?;
    if (n as u64) < api::MIN_MAX_HEAP {
        return Err(format!("at least {}m", api::MIN_MAX_HEAP >> 20));
    }
    Ok(n)
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
            schedule_seed,
            schedule,
            max_threads,
            jdk_classes,
            max_output,
            max_world,
            sandbox,
            sandbox_memory,
            sandbox_timeout,
            sandbox_fuel,
            class,
            args,
        } => {
            let mut w = match &world {
                None => jdk_shims::World::default(),
                Some(path) => match host::world::load(path) {
                    Ok(w) => w,
                    Err(e) => {
                        eprintln!("terrarium: {e}");
                        return ExitCode::from(host::EXIT_USAGE);
                    }
                },
            };
            if let Some(seed) = seed {
                w.seed = seed;
            }
            let stdin = match (stdin, stdin_file) {
                (Some(text), _) => Some(text.into_bytes()),
                (None, Some(path)) => match std::fs::File::open(&path)
                    .and_then(|f| host::size::read_capped(f, max_world as u64))
                {
                    Ok(b) => Some(b),
                    Err(e) => {
                        eprintln!("terrarium: --stdin-file {}: {e}", path.display());
                        return ExitCode::from(host::EXIT_USAGE);
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
                    max_frames: usize::try_from(max_stack).unwrap_or(usize::MAX),
                    max_threads,
                    schedule_seed,
                    ..VmConfig::default()
                },
                stdin: Vec::new(),
                world: w,
                world_out: world_out.is_some(),
                trace_world: trace_world.is_some(),
                library_dir: jdk_classes,
                max_output: max_output as u64,
                max_world: max_world as u64,
                schedule: schedule.into(),
                record: None,
            };
            let r = if sandbox {
                let cfg = SandboxConfig {
                    memory: sandbox_memory,
                    timeout: sandbox_timeout,
                    fuel: sandbox_fuel,
                    ..SandboxConfig::default()
                };
                match run_sandboxed(&req, &cfg) {
                    Ok(r) => r,
                    Err(status) => return ExitCode::from((status & 0xff) as u8),
                }
            } else {
                run_native(
                    &req,
                    &mut std::io::stdout().lock(),
                    &mut std::io::stderr().lock(),
                )
            };
            let status = r.status;
            for (path, text) in [
                (&world_out, r.world.map(|w| w.to_json())),
                (&trace_world, r.log.map(|l| l.to_json())),
            ] {
                if let (Some(path), Some(text)) = (path, text)
                    && let Err(e) = std::fs::write(path, text + "\n")
                {
                    eprintln!("terrarium: {}: {e}", path.display());
                    return ExitCode::from(host::EXIT_USAGE);
                }
            }
            ExitCode::from((status & 0xff) as u8)
        }
        Command::Gen {
            cp,
            classes,
            package,
            package_only,
            target,
            classes_from,
            out,
            budget,
            budget_evals,
            seed,
            algorithm,
            junit,
            report,
            jobs,
            shard,
            test_fuel,
            fail_under,
            quiet,
            force,
            sandbox: sb,
        } => {
            use terrarium_gen::search::Algorithm;
            let opts = host::generate::GenOptions {
                cp,
                classes,
                packages: package,
                package_only,
                targets: target,
                class_lists: classes_from,
                out,
                budget: match (budget, budget_evals) {
                    (Some(b), _) => Some(b),
                    (None, Some(_)) => None,
                    (None, None) => Some(Duration::from_secs(10)),
                },
                request: terrarium_gen::generate::GenRequest {
                    classes: Default::default(),
                    resources: Default::default(),
                    algorithm: match algorithm {
                        AlgorithmArg::Dynamosa => Algorithm::Dynamosa,
                        AlgorithmArg::Wholesuite => Algorithm::Wholesuite,
                        AlgorithmArg::Grt => Algorithm::Grt,
                    },
                    seed,
                    budget_evals,
                    junit: if junit == "5" {
                        terrarium_gen::junit::writer::JUnit::Five
                    } else {
                        terrarium_gen::junit::writer::JUnit::Four
                    },
                    test_fuel,
                },
                report,
                jobs,
                shard,
                quiet,
                sandbox: sandbox_config(
                    sb.sandbox,
                    sb.sandbox_memory,
                    sb.sandbox_timeout,
                    sb.sandbox_fuel,
                ),
                fail_under,
                force,
            };
            ExitCode::from(host::generate::run(opts))
        }
        Command::Test {
            cp,
            classes,
            scan,
            tag,
            exclude_tag,
            category,
            fuel,
            verbose,
            format,
            coverage,
            coverage_report,
            reports,
            sandbox: sb,
        } => {
            let cfg = sb.config();
            let measure = host::test::Coverage {
                classes: coverage,
                report: coverage_report,
                xml: reports.coverage_xml,
                html: reports.coverage_html,
                sources: reports.sources,
                fail_under: reports.fail_under,
            };
            let written = host::test::Reports {
                dir: reports.reports_dir,
                quiet: reports.quiet,
                json: format == "json",
            };
            let select = host::test::Select {
                scan,
                selection: terrarium_gen::junit::runner::Selection {
                    tags: tag,
                    exclude_tags: exclude_tag,
                    categories: category,
                },
            };
            ExitCode::from(host::test::run_selected(
                &cp,
                &classes,
                &select,
                fuel,
                verbose,
                &measure,
                &written,
                cfg.as_ref(),
            ))
        }
        Command::Record {
            cp,
            classes,
            out,
            junit,
            world,
            report,
            measure_overhead,
            no_check,
            fuel,
            tests,
            class,
            args,
        } => {
            let main_class = class.clone().unwrap_or_else(|| tests.join(", "));
            let world = match &world {
                None => jdk_shims::World::default(),
                Some(path) => match host::world::load(path) {
                    Ok(w) => w,
                    Err(e) => {
                        eprintln!("terrarium: {e}");
                        return ExitCode::from(host::EXIT_USAGE);
                    }
                },
            };
            let opts = host::record::RecordOptions {
                run: RunRequest {
                    class_path: cp,
                    main_class: class.unwrap_or_default(),
                    args,
                    config: VmConfig {
                        fuel,
                        ..VmConfig::default()
                    },
                    world,
                    ..RunRequest::default()
                },
                spec: terrarium_gen::record::RecordSpec {
                    classes,
                    junit: if junit == "5" {
                        terrarium_gen::junit::writer::JUnit::Five
                    } else {
                        terrarium_gen::junit::writer::JUnit::Four
                    },
                    main_class,
                },
                out,
                report,
                measure_overhead,
                check: !no_check,
                tests,
            };
            let status = host::record::record(
                opts,
                &mut std::io::stdout().lock(),
                &mut std::io::stderr().lock(),
            );
            ExitCode::from((status & 0xff) as u8)
        }
        Command::Shake {
            cp,
            classes,
            runs,
            seed,
            budget,
            match_message,
            fuel,
            report,
            replay_dir,
            quiet,
        } => ExitCode::from(host::shake::shake(
            &cp,
            &classes,
            &host::shake::ShakeOptions {
                runs,
                seed,
                budget,
                match_message,
                fuel,
                report,
                replay_dir,
                quiet,
            },
        )),
        Command::Replay {
            cp,
            files,
            explain,
            fuel,
            sandbox: sb,
        } => {
            let cfg = sb.config();
            ExitCode::from(host::shake::replay(
                &cp,
                &files,
                fuel,
                explain,
                cfg.as_ref(),
            ))
        }
        Command::Playground { port, dir } => {
            let served = host::playground::find(dir.as_deref()).and_then(|root| {
                host::playground::serve(&root, port, |url| {
                    println!(
                        "the playground is at {url} (serving {}; Ctrl-C stops)",
                        root.display()
                    );
                })
            });
            match served {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("terrarium: {e}");
                    ExitCode::from(host::EXIT_USAGE)
                }
            }
        }
        Command::Report {
            action: ReportAction::Merge { out, files },
        } => ExitCode::from(host::generate::merge_reports(&files, &out)),
        Command::Api { out, jar, junit } => {
            let written = match (out, jar) {
                (_, Some(jar)) => host::api::write_jar(&jar)
                    .map(|(jar, pom)| format!("wrote {} and {}", jar.display(), pom.display())),
                (Some(out), None) => host::api::write(&out, junit)
                    .map(|files| format!("wrote {} files under {}", files.len(), out.display())),
                // clap requires one of them.
                (None, None) => Err("name --out DIR or --jar FILE".to_string()),
            };
            match written {
                Ok(line) => {
                    println!("{line}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("terrarium: {e}");
                    ExitCode::from(host::EXIT_USAGE)
                }
            }
        }
        Command::Jdk {
            filter,
            markdown,
            natives_markdown,
            check,
            cp,
            limit,
            init,
        } => {
            let mut status = ExitCode::SUCCESS;
            let text =
                if check {
                    let mut text = match host::jdk::check(&cp) {
                        Ok(report) => report.render(limit),
                        Err(e) => {
                            let _ = writeln!(std::io::stderr().lock(), "terrarium: {e}");
                            return ExitCode::from(EXIT_CLASS_PATH as u8);
                        }
                    };
                    if init {
                        match host::jdk::check_init(&cp) {
                            Ok(report) => {
                                if report.failures.iter().any(|f| {
                                    f.kind == terrarium_gen::init_check::FailureKind::Library
                                }) {
                                    status = ExitCode::FAILURE;
                                }
                                text.push_str(&host::jdk::render_init(&report));
                            }
                            Err(e) => {
                                let _ = writeln!(std::io::stderr().lock(), "terrarium: {e}");
                                return ExitCode::from(EXIT_CLASS_PATH as u8);
                            }
                        }
                    }
                    text
                } else if natives_markdown {
                    jdk_shims::natives::markdown()
                } else {
                    host::jdk::render(markdown, filter.as_deref())
                };
            let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
            status
        }
    }
}

/// `run --sandbox`: the same request, answered by the guest under wasmtime.
/// The run in the sandbox, its output written to ours; `Err`: the exit status
/// when it could not run to the end there.
fn run_sandboxed(req: &RunRequest, cfg: &SandboxConfig) -> Result<RunResponse, i32> {
    let mut err = std::io::stderr().lock();
    let api_req = match req.to_api() {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(err, "terrarium: {e}");
            return Err(EXIT_CLASS_PATH);
        }
    };
    match sandbox::run(&api_req, cfg) {
        Ok(mut r) => {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(&r.stdout);
            let _ = out.flush();
            let _ = err.write_all(&r.stderr);
            r.stdout.clear();
            r.stderr.clear();
            Ok(r)
        }
        Err(e) => {
            let _ = writeln!(err, "terrarium: {e}");
            Err(e.status())
        }
    }
}
