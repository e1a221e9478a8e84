//! Running test cases on one VM. The VM is set up once (class library
//! booted, classes under test loaded and decoded with coverage probes) and
//! checkpointed; every execution rewinds to that checkpoint, gets a fresh
//! world with the test's world actions, runs the statements one call at a
//! time and reports coverage, outcomes and what the code touched in the world.
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use interp::classfile::FieldType;
use interp::vm::{CallResult, Checkpoint};
use interp::{ClassSource, ObjRef, Value, Vm, VmConfig};
use jdk_shims::world::log::Access;
use jdk_shims::{Env, LibrarySource, World};

use crate::api::MemorySource;
use crate::model::{Callable, Lit, Stmt, TestCase};

/// A value a statement produced, as a test can check it.
#[derive(Debug, Clone, PartialEq)]
pub enum Observed {
    Void,
    Lit(Lit),
    /// An enum constant: its enum class (internal name) and name.
    Enum {
        class: String,
        constant: String,
    },
    /// An array of primitives or strings (of at most [`MAX_ITEMS`] items),
    /// its element type and items.
    Array {
        elem: FieldType,
        items: Vec<Lit>,
    },
    /// A `java.util.List` of strings (at most [`MAX_ITEMS`]), as it is at
    /// the end of the test.
    List(Vec<Lit>),
    /// A `java.util.Set` of distinct strings, no null (at most
    /// [`MAX_ITEMS`]), in its iteration order; a test compares it with
    /// `Set.of(...)`, which ignores the order.
    Set(Vec<Lit>),
    /// An object of this runtime class (binary name).
    Object(String),
    /// A box other than `Boolean` (which is a `Lit`), by its value.
    Boxed(Lit),
    /// The very object an earlier statement yielded (a call that returns
    /// its argument, a builder's `this`): `assertSame`.
    Same(usize),
}

/// The boxes, and how to take their value out.
const BOXES: [(&str, &str, &str); 8] = [
    ("java.lang.Boolean", "booleanValue", "()Z"),
    ("java.lang.Byte", "byteValue", "()B"),
    ("java.lang.Short", "shortValue", "()S"),
    ("java.lang.Character", "charValue", "()C"),
    ("java.lang.Integer", "intValue", "()I"),
    ("java.lang.Long", "longValue", "()J"),
    ("java.lang.Float", "floatValue", "()F"),
    ("java.lang.Double", "doubleValue", "()D"),
];

/// Arrays longer than this are not observed item by item: an assertion is
/// meant to be read.
pub const MAX_ITEMS: usize = 16;

/// The declared collection types a getter's result is observed through,
/// by its items (see [`collection_items`]).
pub const COLLECTIONS: [&str; 3] = ["java/util/List", "java/util/Set", "java/util/Collection"];

#[derive(Debug, Clone, PartialEq)]
pub enum StmtOutcome {
    NotRun,
    Done(Observed),
    /// Threw an exception of this class (binary name) with this message.
    Threw {
        class: String,
        message: Option<String>,
    },
}

/// How an execution ended.
#[derive(Debug, Clone, PartialEq)]
pub enum End {
    /// Every statement ran.
    Completed,
    /// Statement `i` threw; the rest did not run.
    Threw(usize),
    /// Statement `i` ran out of instructions (an endless loop, say).
    Timeout(usize),
    /// Statement `i` called `System.exit`.
    Exit(usize, i32),
    /// Statement `i` could not run (a Terrarium limitation); the message says why.
    Broken(usize, String),
}

/// System properties a JVM fixes for its platform, which a test does not
/// read from its world (see `Touched::merge_log`).
const PLATFORM_PROPERTIES: [&str; 3] = ["line.separator", "file.separator", "path.separator"];

/// The parts of the world an execution read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Touched {
    pub stdin: bool,
    /// Files opened for reading, checked or listed (absolute paths).
    pub files: BTreeSet<String>,
    pub time: bool,
    pub random: bool,
    pub env: BTreeSet<String>,
    pub properties: BTreeSet<String>,
    /// Host names looked up.
    pub hosts: BTreeSet<String>,
    /// Remote endpoints (`address:port`) connected to.
    pub connects: BTreeSet<String>,
    /// TCP ports listened on.
    pub tcp_ports: BTreeSet<u16>,
    /// UDP ports bound.
    pub udp_ports: BTreeSet<u16>,
    /// URLs requested.
    pub urls: BTreeSet<String>,
    /// Directories listed (absolute paths): where an unreadable directory
    /// can make a difference.
    pub dirs: BTreeSet<String>,
}

impl Touched {
    pub fn any(&self) -> bool {
        self.stdin
            || !self.files.is_empty()
            || self.time
            || self.random
            || !self.env.is_empty()
            || !self.properties.is_empty()
            || !self.hosts.is_empty()
            || !self.connects.is_empty()
            || !self.tcp_ports.is_empty()
            || !self.udp_ports.is_empty()
            || !self.urls.is_empty()
            || !self.dirs.is_empty()
    }

    pub fn merge(&mut self, o: &Touched) {
        self.stdin |= o.stdin;
        self.time |= o.time;
        self.random |= o.random;
        self.files.extend(o.files.iter().cloned());
        self.env.extend(o.env.iter().cloned());
        self.properties.extend(o.properties.iter().cloned());
        self.hosts.extend(o.hosts.iter().cloned());
        self.connects.extend(o.connects.iter().cloned());
        self.tcp_ports.extend(o.tcp_ports.iter().copied());
        self.udp_ports.extend(o.udp_ports.iter().copied());
        self.urls.extend(o.urls.iter().cloned());
        self.dirs.extend(o.dirs.iter().cloned());
    }
    fn merge_log(&mut self, accesses: &[Access]) {
        for a in accesses {
            // The JDK's home is in every world: not the test's to change.
            if let Access::List { path }
            | Access::Check { path }
            | Access::Open { path, .. }
            | Access::Read { path, .. } = a
                && jdk_shims::World::is_jdk_path(path)
            {
                continue;
            }
            match a {
                Access::Stdin { .. } => self.stdin = true,
                Access::List { path } => {
                    self.files.insert(path.clone());
                    self.dirs.insert(path.clone());
                }
                Access::Check { path } | Access::Open { path, .. } | Access::Read { path, .. } => {
                    self.files.insert(path.clone());
                }
                Access::Time { .. } => self.time = true,
                Access::Random { .. } => self.random = true,
                Access::Env { name } => {
                    self.env.insert(name.clone());
                }
                // The separators are the platform's, set at launch and the
                // same on every JVM of a POSIX system (`HelpFormatter` reads
                // `line.separator` in its constructor): no read of the
                // test's world, which would make every test a world test.
                Access::Property { name } if PLATFORM_PROPERTIES.contains(&name.as_str()) => {}
                Access::Property { name } => {
                    self.properties.insert(name.clone());
                }
                // Literal addresses need no host entry.
                Access::Resolve { name, .. } if name.parse::<std::net::IpAddr>().is_err() => {
                    self.hosts.insert(name.clone());
                }
                Access::Connect { remote, .. } => {
                    self.connects.insert(remote.clone());
                }
                Access::Bind { protocol, port, .. } => {
                    if protocol == "udp" {
                        self.udp_ports.insert(*port);
                    } else {
                        self.tcp_ports.insert(*port);
                    }
                }
                Access::Http { url, .. } => {
                    self.urls.insert(url.clone());
                }
                _ => {}
            }
        }
    }
}

/// A getter's value after the test ran: `var.getter()` gave `value`.
#[derive(Debug, Clone, PartialEq)]
pub struct Inspection {
    pub var: usize,
    pub getter: Rc<Callable>,
    pub value: Observed,
}

#[derive(Debug, Clone)]
pub struct ExecResult {
    /// Arms, lines and methods covered, as JaCoCo would count them.
    pub arm_hit: Vec<bool>,
    pub arm_distance: Vec<f64>,
    pub line_hit: Vec<bool>,
    pub method_hit: Vec<bool>,
    pub outcomes: Vec<StmtOutcome>,
    pub end: End,
    pub touched: Touched,
    /// How many times the execution used the world (looked a host up,
    /// connected, opened a file, ...).
    pub world_accesses: usize,
    /// Exact runtime class of each object variable (internal name).
    pub runtime_class: Vec<Option<Rc<str>>>,
    pub inspections: Vec<Inspection>,
    /// Instructions the execution took.
    pub cost: u64,
    /// Pairs of texts the code under test compared with `equals`,
    /// `startsWith`, ... (the receiver first; short, unequal ones).
    pub compared: Vec<(String, String)>,
    /// The methods the test's own statements called (that ran).
    pub called: Vec<interp::MethodId>,
    /// Pairs of ints and longs the code under test compared (unequal ones).
    pub compared_ints: Vec<(i64, i64)>,
    /// Texts the code under test handed to a parser (`Integer.parseInt`,
    /// `LocalDate.parse`, an enum's `valueOf`, ...), with what it parses.
    pub parsed: Vec<(instrument::testability::ParseKind, String)>,
    /// Threads the test started, and how many of them were still alive
    /// (blocked) when its statements were done.
    pub threads_started: usize,
    pub threads_left: usize,
    /// Whether the test drew identity hashes (`Object.hashCode` of a class
    /// that keeps it, `System.identityHashCode`): on HotSpot they differ from
    /// run to run, so what follows from them (a `HashMap`'s order, the slot
    /// of a key) must not be asserted.
    pub identity_hashes: bool,
    /// Limits of Terrarium it met (then `end` is `Broken`).
    pub limits: Vec<String>,
    /// What the code printed to `System.out` (as `World.stdout()` gives it).
    pub stdout: String,
    /// Files of the world the test wrote, created or deleted (absolute
    /// paths, in order), with their text at the end (`None`: gone, or not text).
    pub written: Vec<(String, Option<String>)>,
}

/// Knobs of one execution.
#[derive(Debug, Clone, Copy, Default)]
pub struct RunOptions {
    /// Also call getters on the objects afterwards (for assertions).
    pub inspect: bool,
    /// Perturb what must not matter (identity hashes, sub-second time) so
    /// that values depending on it show up as different.
    pub perturb: bool,
    /// Interleave the test's threads as this schedule seed says (0: as the
    /// search ran them).
    pub schedule_seed: u64,
    /// Draw identity hashes from the sequence this seed starts (0: as
    /// `perturb` says).
    pub hash_seed: u32,
}

#[derive(Debug)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for SetupError {}

/// Instructions one test may execute before it counts as a timeout.
pub const DEFAULT_TEST_FUEL: u64 = 2_000_000;

pub struct Executor {
    pub vm: Vm,
    checkpoint: Checkpoint,
    pub fuel_per_test: u64,
    /// Executions so far.
    pub executions: u64,
    /// Limits of Terrarium executions met (`Vm::limits_met`), with how many
    /// executions met each: what blocks the class's tests.
    pub limits: BTreeMap<String, u64>,
    getters: BTreeMap<Rc<str>, Vec<Rc<Callable>>>,
}

/// Output one test execution may write (stdout and stderr together).
const TEST_MAX_OUTPUT: u64 = 1 << 20;

/// Data one test execution's world may hold (files and network together).
const TEST_MAX_WORLD: u64 = 16 << 20;

/// A fresh environment for one test: the default world, a bounded console.
pub fn test_env() -> Env {
    let mut env = Env::from_world(World::default());
    env.max_output = TEST_MAX_OUTPUT;
    env.max_world = TEST_MAX_WORLD;
    env
}

/// A VM for running tests: the class library, then `classes` (the
/// application class path), then the test support classes (JUnit API,
/// `terrarium.World`).
pub fn test_vm(
    classes: BTreeMap<String, Vec<u8>>,
    class_path: &str,
    resources: crate::api::ClassPathResources,
) -> Result<Vm, SetupError> {
    let app: Box<dyn ClassSource> = Box::new(Chain {
        first: MemorySource {
            classes,
            text: class_path.to_string(),
            resources,
        },
        then: Box::new(jdk_shims::SupportSource),
    });
    let config = VmConfig {
        fuel: u64::MAX,
        max_heap: 256 << 20,
        max_frames: 3000,
        ..VmConfig::default()
    };
    Vm::new(
        config,
        Box::new(LibrarySource),
        app,
        jdk_shims::natives(),
        Box::new(test_env()),
    )
    .map_err(|e| SetupError(format!("cannot start the VM: {e}")))
}

impl Executor {
    /// A VM over `classes` (the application class path), with `targets`
    /// (internal names) instrumented, loaded and decoded; `helpers` are
    /// instrumented too, when they load (their probes guide the search: the
    /// flag a helper's `isValidAddress` returns, the texts it compares).
    pub fn new(
        classes: BTreeMap<String, Vec<u8>>,
        resources: crate::api::ClassPathResources,
        targets: &[String],
        helpers: &[String],
    ) -> Result<Executor, SetupError> {
        let mut vm = test_vm(classes, "<class path>", resources)?;
        for t in targets.iter().chain(helpers) {
            instrument::coverage_mut(&mut vm)
                .instrument
                .insert(Rc::from(t.as_str()));
        }
        for h in helpers {
            if let Ok(cid) = vm.load_class(h) {
                for &m in vm.methods_of(cid).to_vec().iter() {
                    // A method that does not decode fails when called, as without probes.
                    let _ = vm.prepare(m);
                }
            }
        }
        for t in targets {
            let cid = vm.load_class(t).map_err(|e| {
                SetupError(format!(
                    "cannot load {}: {}",
                    t.replace('/', "."),
                    e.message()
                ))
            })?;
            for &m in vm.methods_of(cid).to_vec().iter() {
                vm.prepare(m).map_err(|e| SetupError(e.to_string()))?;
            }
        }
        let checkpoint = vm.checkpoint();
        Ok(Executor {
            vm,
            checkpoint,
            fuel_per_test: DEFAULT_TEST_FUEL,
            executions: 0,
            limits: BTreeMap::new(),
            getters: BTreeMap::new(),
        })
    }

    /// Getters to inspect on objects of `class` after a test (for assertions).
    pub fn set_getters(&mut self, class: Rc<str>, getters: Vec<Rc<Callable>>) {
        self.getters.insert(class, getters);
    }

    /// Why no test can use `class` (internal name) at all, if so: its static
    /// initialiser never finishes within a test's fuel, ends the VM
    /// (`System.exit`) or blocks forever. One that throws is testable (a
    /// test expects its `ExceptionInInitializerError`).
    pub fn untestable(&mut self, class: &str) -> Option<String> {
        self.vm.rewind(&self.checkpoint);
        let vm = &mut self.vm;
        vm.config.fuel = vm.executed.saturating_add(self.fuel_per_test);
        vm.ext = Box::new(test_env());
        let cid = vm.load_class(class).ok()?;
        let why = match vm.initialize(cid) {
            CallResult::Fuel => Some(format!(
                "its static initialiser does not finish within a test's {} instructions (--test-fuel)",
                self.fuel_per_test
            )),
            CallResult::Exited(code) => {
                Some(format!("its static initialiser calls System.exit({code})"))
            }
            CallResult::Deadlock(_) => Some("its static initialiser blocks forever".into()),
            _ => None,
        };
        self.vm.rewind(&self.checkpoint);
        why
    }

    /// Run `test` from the checkpoint.
    pub fn run(&mut self, test: &TestCase, opts: RunOptions) -> ExecResult {
        self.vm.rewind(&self.checkpoint);
        self.run_here(test, opts)
    }

    /// Run `tests` one after the other without going back to the checkpoint
    /// in between — as a JVM runs a test class, where static state carries
    /// over from one test to the next.
    pub fn run_in_sequence(&mut self, tests: &[&TestCase], opts: RunOptions) -> Vec<ExecResult> {
        self.vm.rewind(&self.checkpoint);
        tests.iter().map(|t| self.run_here(t, opts)).collect()
    }

    /// Run `test` in the VM's current state, with a fresh world and budget.
    fn run_here(&mut self, test: &TestCase, opts: RunOptions) -> ExecResult {
        self.executions += 1;
        let vm = &mut self.vm;
        vm.pinned.clear();
        vm.config.fuel = vm.executed.saturating_add(self.fuel_per_test);
        let start = vm.executed;
        instrument::reset(vm);
        vm.limits_met.clear();
        if opts.hash_seed != 0 {
            vm.heap.seed_hashes(opts.hash_seed);
        } else if opts.perturb {
            vm.heap.perturb_hashes();
        }
        let hashes_before = vm.heap.hashes_drawn();
        let mut env = test_env();
        // A perturbed run starts its clock elsewhere (values read from it must not be kept).
        vm.slept_ns = if opts.perturb { 1_000_003 } else { 0 };
        if opts.schedule_seed != 0 {
            vm.set_scheduler(interp::vm::threads::scheduler_for(
                interp::vm::threads::SchedulePolicy::RoundRobin,
                opts.schedule_seed,
            ));
        }
        for a in &test.world {
            // A world action that cannot be applied (a file under a file) is
            // simply absent: the generator made an impossible world.
            let _ = env.apply(a, vm.nanos());
        }
        vm.ext = Box::new(env);

        let n = test.stmts.len();
        let mut values: Vec<Value> = vec![Value::Top; n];
        let mut outcomes = vec![StmtOutcome::NotRun; n];
        let mut runtime_class: Vec<Option<Rc<str>>> = vec![None; n];
        let mut end = End::Completed;
        for (i, stmt) in test.stmts.iter().enumerate() {
            match run_stmt(vm, stmt, &values) {
                Ok(v) => {
                    if let Some(r) = v.reference() {
                        vm.pinned.push(r);
                        runtime_class[i] = vm.class_of(r).map(|c| vm.class(c).name.clone());
                    }
                    outcomes[i] = StmtOutcome::Done(observe(vm, v, stmt.ty().as_ref()));
                    values[i] = v;
                }
                Err(Stop::Threw(ex)) => {
                    let (class, message) = vm.exception_parts(ex);
                    outcomes[i] = StmtOutcome::Threw { class, message };
                    end = End::Threw(i);
                    break;
                }
                Err(Stop::Timeout) => {
                    end = End::Timeout(i);
                    break;
                }
                Err(Stop::Exit(code)) => {
                    end = End::Exit(i, code);
                    break;
                }
                Err(Stop::Broken(m)) => {
                    end = End::Broken(i, m);
                    break;
                }
            }
        }
        // An execution that filled the world met Terrarium's data budget,
        // which no real disk shares: it is broken, never a kept test.
        if vm
            .ext
            .downcast_ref::<Env>()
            .is_some_and(|e| e.world_was_full)
        {
            let at = match end {
                End::Threw(i) | End::Timeout(i) | End::Exit(i, _) | End::Broken(i, _) => i,
                End::Completed => n.saturating_sub(1),
            };
            end = End::Broken(
                at,
                format!(
                    "the world's data budget ({} MiB) ran out",
                    TEST_MAX_WORLD >> 20
                ),
            );
        }
        // An execution that met a limit of Terrarium (a member its class
        // library lacks) did not do what it does on a JVM: it is broken,
        // never a test, and what it met is what blocks the class.
        if let Some(first) = vm.limits_met.first() {
            let at = match end {
                End::Threw(i) | End::Timeout(i) | End::Exit(i, _) | End::Broken(i, _) => i,
                End::Completed => n.saturating_sub(1),
            };
            end = End::Broken(at, format!("met a limit of Terrarium: {first}"));
            for l in &vm.limits_met {
                *self.limits.entry(l.clone()).or_default() += 1;
            }
        }
        let limits = vm.limits_met.clone();
        let called = test
            .stmts
            .iter()
            .zip(&outcomes)
            .filter_map(|(s, o)| match (s, o) {
                (Stmt::Call { callable, .. }, StmtOutcome::Done(_) | StmtOutcome::Threw { .. }) => {
                    Some(callable.method)
                }
                _ => None,
            })
            .collect();
        let mut stdout = String::new();
        let mut written: Vec<(String, Option<String>)> = Vec::new();
        // What the code printed and wrote, before any getter runs (the
        // written test asserts them first), for assertions only.
        if opts.inspect
            && let Some(env) = vm.ext.downcast_ref::<Env>()
        {
            stdout = String::from_utf8_lossy(&env.stdout).into_owned();
            for a in &env.world.log.accesses {
                let path = match a {
                    Access::Write { path, .. }
                    | Access::Create { path }
                    | Access::Delete { path } => path,
                    Access::Rename { to, .. } => to,
                    _ => continue,
                };
                if jdk_shims::World::is_jdk_path(path) || written.iter().any(|(p, _)| p == path) {
                    continue;
                }
                let text = env
                    .world
                    .fs
                    .file_data(path)
                    .and_then(|d| String::from_utf8(d.to_vec()).ok());
                written.push((path.clone(), text));
            }
        }
        let mut inspections = Vec::new();
        if opts.inspect && end == End::Completed {
            // A box a call returned, by its value: a `Boolean` as the
            // boolean (`assertTrue(b)` unboxes it), others as boxes
            // (`assertEquals(0, integer)` would be ambiguous).
            for (i, outcome) in outcomes.iter_mut().enumerate() {
                let StmtOutcome::Done(Observed::Object(class)) = &*outcome else {
                    continue;
                };
                let Some(&(_, unbox, desc)) = BOXES.iter().find(|(c, ..)| c == class) else {
                    continue;
                };
                let Some(recv) = values.get(i).and_then(|v| v.reference()) else {
                    continue;
                };
                let Some(m) = vm
                    .class_of(recv)
                    .and_then(|c| vm.find_method(c, unbox, desc))
                else {
                    continue;
                };
                let before = vm.executed;
                if let CallResult::Returned(v) = vm.call(m, &[Value::from_ref(recv)]) {
                    let ty = desc
                        .strip_prefix("()")
                        .and_then(|d| FieldType::parse(d).ok());
                    if let Observed::Lit(l) = observe(vm, v, ty.as_ref()) {
                        *outcome = StmtOutcome::Done(match l {
                            Lit::Boolean(_) => Observed::Lit(l),
                            l => Observed::Boxed(l),
                        });
                    }
                }
                vm.executed = before;
            }
            // Lists of strings the calls returned, by their items at the end.
            for (i, stmt) in test.stmts.iter().enumerate() {
                let list = matches!(stmt.ty(), Some(FieldType::Object(n)) if n == "java/util/List");
                if !list || !matches!(outcomes[i], StmtOutcome::Done(Observed::Object(_))) {
                    continue;
                }
                if let Some(recv) = values.get(i).and_then(|v| v.reference())
                    && let Some(items) = list_items(vm, recv)
                {
                    outcomes[i] = StmtOutcome::Done(Observed::List(items));
                }
            }
            // Objects an earlier statement yielded, by identity (after the
            // lists: their items tell more).
            for (i, outcome) in outcomes.iter_mut().enumerate() {
                if !matches!(outcome, StmtOutcome::Done(Observed::Object(_))) {
                    continue;
                }
                let Some(r) = values.get(i).and_then(|v| v.reference()) else {
                    continue;
                };
                if let Some(j) = values[..i].iter().position(|v| v.reference() == Some(r)) {
                    *outcome = StmtOutcome::Done(Observed::Same(j));
                }
            }
            // Getters of each variable's declared type: what the test's
            // source can call. A perturbed run calls them in the reverse
            // order, so that a value a getter with side effects changes (a
            // reader's `hasNext` moves its position) differs between the
            // runs and is not asserted: the written test calls only some.
            let mut calls: Vec<(usize, &Rc<Callable>)> = Vec::new();
            for (i, stmt) in test.stmts.iter().enumerate() {
                let Some(FieldType::Object(declared)) = stmt.ty() else {
                    continue;
                };
                if let Some(getters) = self.getters.get(declared.as_str()) {
                    calls.extend(getters.iter().map(|g| (i, g)));
                }
            }
            if opts.perturb {
                calls.reverse();
            }
            for (i, g) in calls {
                let Some(recv) = values.get(i).and_then(|v| v.reference()) else {
                    continue;
                };
                let cid = vm.class_of(recv);
                let target = match cid {
                    Some(c) => vm.dispatch(c, g.method),
                    None => continue,
                };
                let before = vm.executed;
                if let CallResult::Returned(v) = vm.call(target, &[Value::from_ref(recv)]) {
                    let mut value = observe(vm, v, g.ret.as_ref());
                    if matches!(value, Observed::Object(_))
                        && matches!(&g.ret, Some(FieldType::Object(n)) if COLLECTIONS.contains(&n.as_str()))
                        && let Some(r) = v.reference()
                    {
                        value = collection_items(vm, r).unwrap_or(value);
                    }
                    inspections.push(Inspection {
                        var: i,
                        getter: g.clone(),
                        value,
                    });
                }
                // A getter that fails or loops is not inspected; its cost
                // does not count against the test.
                vm.executed = before;
            }
        }
        let cost = vm.executed.saturating_sub(start);
        let mut touched = Touched::default();
        let mut world_accesses = 0;
        if let Some(env) = vm.ext.downcast_ref::<Env>() {
            touched.merge_log(&env.world.log.accesses);
            world_accesses = env
                .world
                .log
                .accesses
                .iter()
                .filter(|a| !matches!(a, Access::Thread { .. }))
                .count();
        }
        instrument::settle(vm);
        let cov = instrument::coverage(vm);
        ExecResult {
            arm_hit: cov.arm_hit.clone(),
            arm_distance: cov.arm_distance.clone(),
            line_hit: cov.line_hit.clone(),
            method_hit: cov.method_hit.clone(),
            outcomes,
            end,
            touched,
            world_accesses,
            runtime_class,
            inspections,
            cost,
            compared: cov
                .compared
                .iter()
                .map(|(a, b)| (String::from_utf16_lossy(a), String::from_utf16_lossy(b)))
                .collect(),
            compared_ints: cov.compared_ints.clone(),
            parsed: cov
                .parsed
                .iter()
                .filter_map(|(site, text)| {
                    let kind = cov.parse_sites.get(*site as usize)?.clone();
                    Some((kind, String::from_utf16_lossy(text)))
                })
                .collect(),
            called,
            threads_started: vm.threads_started(),
            threads_left: vm.live_threads().len().saturating_sub(1),
            identity_hashes: vm.heap.hashes_drawn() != hashes_before,
            limits,
            stdout,
            written,
        }
    }
}

enum Stop {
    Threw(ObjRef),
    Timeout,
    Exit(i32),
    Broken(String),
}

fn call_result(r: CallResult) -> Result<Value, Stop> {
    match r {
        CallResult::Returned(v) => Ok(v),
        CallResult::Threw(ex) => Err(Stop::Threw(ex)),
        CallResult::Exited(c) => Err(Stop::Exit(c)),
        // A deadlock would hang a JUnit run as an endless loop would.
        CallResult::Fuel | CallResult::Deadlock(_) => Err(Stop::Timeout),
        CallResult::Output => Err(Stop::Broken("output budget exhausted".into())),
        CallResult::Fatal(m) => Err(Stop::Broken(m)),
    }
}

fn run_stmt(vm: &mut Vm, stmt: &Stmt, values: &[Value]) -> Result<Value, Stop> {
    let get = |i: usize| values.get(i).copied().unwrap_or(Value::Ref(None));
    match stmt {
        Stmt::Lit(l) => lit_value(vm, l),
        Stmt::World(a) => {
            let executed = vm.nanos();
            let Some(env) = vm.ext.downcast_mut::<Env>() else {
                return Err(Stop::Broken("no world to change".into()));
            };
            env.apply(a, executed).map_err(Stop::Broken)?;
            Ok(Value::Top)
        }
        Stmt::Constant { class, name, .. } => {
            let cid = vm
                .load_class(class)
                .map_err(|e| Stop::Broken(e.message()))?;
            if crate::model::is_class_literal(name) {
                // `C.class` does not initialize `C`.
                return vm
                    .mirror(cid)
                    .map(|r| Value::Ref(Some(r)))
                    .map_err(|_| Stop::Broken(format!("no class object for {class}")));
            }
            call_result(vm.initialize(cid))?;
            let slot = vm
                .class(cid)
                .fields
                .iter()
                .find(|f| *f.name == **name && f.access & interp::classfile::ACC_STATIC != 0)
                .map(|f| f.slot)
                .ok_or_else(|| Stop::Broken(format!("no constant {class}.{name}")))?;
            Ok(vm.static_field(cid, slot))
        }
        Stmt::Array { elem, items } => {
            let vals: Vec<Value> = items.iter().map(|&i| get(i)).collect();
            vm.new_array_of(elem, &vals)
                .map_err(|e| Stop::Broken(format!("cannot make a {}[]: {e}", elem.java_name())))
        }
        Stmt::Collection { class, items, .. } => {
            let cid = vm
                .load_class(class)
                .map_err(|e| Stop::Broken(e.message()))?;
            call_result(vm.initialize(cid))?;
            let init = vm
                .find_method(cid, "<init>", "()V")
                .ok_or_else(|| Stop::Broken(format!("no {class}()")))?;
            let obj = vm
                .new_object(cid)
                .map_err(|_| Stop::Broken("cannot allocate".into()))?;
            vm.pinned.push(obj);
            call_result(vm.call(init, &[Value::from_ref(obj)]))?;
            let map = crate::search::collections::is_map(class);
            let (name, desc, per) = if map {
                (
                    "put",
                    "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
                    2,
                )
            } else {
                ("add", "(Ljava/lang/Object;)Z", 1)
            };
            let add = vm
                .find_method(cid, name, desc)
                .ok_or_else(|| Stop::Broken(format!("no {class}.{name}")))?;
            let add = vm.dispatch(cid, add);
            for chunk in items.chunks(per) {
                let mut slots = vec![Value::from_ref(obj)];
                slots.extend(chunk.iter().map(|&i| get(i)));
                call_result(vm.call(add, &slots))?;
            }
            Ok(Value::from_ref(obj))
        }
        Stmt::Lambda {
            ty,
            sam,
            desc,
            result,
        } => {
            let iface = ty.class_name().unwrap_or("java/lang/Object");
            let d = interp::classfile::MethodDescriptor::parse(desc)
                .map_err(|e| Stop::Broken(e.message.clone()))?;
            let value = result.map(get).unwrap_or(Value::Ref(None));
            let obj = vm
                .constant_lambda(iface, sam, &d, value)
                .map_err(|e| Stop::Broken(format!("cannot make a lambda of {iface}: {e}")))?;
            vm.pinned.push(obj);
            Ok(Value::from_ref(obj))
        }
        Stmt::Call {
            callable,
            receiver,
            args,
        } => {
            let mut slots = Vec::with_capacity(args.len() + 1);
            let mut target = callable.method;
            match callable.kind {
                crate::model::CallKind::Constructor => {
                    let cid = vm
                        .load_class(&callable.class)
                        .map_err(|e| Stop::Broken(e.message()))?;
                    call_result(vm.initialize(cid))?;
                    let obj = vm
                        .new_object(cid)
                        .map_err(|_| Stop::Broken("cannot allocate".into()))?;
                    vm.pinned.push(obj);
                    slots.push(Value::from_ref(obj));
                }
                crate::model::CallKind::Static => {}
                crate::model::CallKind::Instance => {
                    let recv = receiver.map(get).and_then(|v| v.reference());
                    let Some(recv) = recv else {
                        return Err(Stop::Broken("null receiver".into()));
                    };
                    if let Some(c) = vm.class_of(recv) {
                        target = vm.dispatch(c, callable.method);
                    }
                    slots.push(Value::from_ref(recv));
                }
            }
            for (&a, ty) in args.iter().zip(&callable.params) {
                let v = get(a);
                slots.push(v);
                if ty.slots() == 2 {
                    slots.push(Value::Top);
                }
            }
            let r = call_result(vm.call(target, &slots))?;
            Ok(match callable.kind {
                crate::model::CallKind::Constructor => slots.first().copied().unwrap_or(r),
                _ => r,
            })
        }
    }
}

fn lit_value(vm: &mut Vm, l: &Lit) -> Result<Value, Stop> {
    Ok(match l {
        Lit::Boolean(b) => Value::Int(*b as i32),
        Lit::Byte(v) => Value::Int(*v as i32),
        Lit::Char(v) => Value::Int(*v as i32),
        Lit::Short(v) => Value::Int(*v as i32),
        Lit::Int(v) => Value::Int(*v),
        Lit::Long(v) => Value::Long(*v),
        Lit::Float(v) => Value::Float(*v),
        Lit::Double(v) => Value::Double(*v),
        Lit::Str(s) => {
            // Interned, as the written test's literal is (`token == "a"`,
            // two equal literals are one object).
            let units: Vec<u16> = s.encode_utf16().collect();
            let r = vm
                .intern(&units)
                .map_err(|_| Stop::Broken("cannot allocate a string".into()))?;
            Value::from_ref(r)
        }
        Lit::Null(_) => Value::Ref(None),
    })
}

/// What a test can check about `v` of declared type `ty`.
fn observe(vm: &Vm, v: Value, ty: Option<&FieldType>) -> Observed {
    let Some(ty) = ty else { return Observed::Void };
    match ty {
        FieldType::Boolean => Observed::Lit(Lit::Boolean(v.int() != 0)),
        FieldType::Byte => Observed::Lit(Lit::Byte(v.int() as i8)),
        FieldType::Char => Observed::Lit(Lit::Char(v.int() as u16)),
        FieldType::Short => Observed::Lit(Lit::Short(v.int() as i16)),
        FieldType::Int => Observed::Lit(Lit::Int(v.int())),
        FieldType::Long => Observed::Lit(Lit::Long(v.long())),
        FieldType::Float => Observed::Lit(Lit::Float(v.float())),
        FieldType::Double => Observed::Lit(Lit::Double(v.double())),
        FieldType::Object(_) | FieldType::Array(_) => match v.reference() {
            None => Observed::Lit(Lit::Null(ty.clone())),
            Some(r) => {
                let class = vm
                    .class_of(r)
                    .map(|c| vm.class(c).java_name())
                    .unwrap_or_default();
                if class == "java.lang.String" {
                    Observed::Lit(Lit::Str(vm.string_text(r).unwrap_or_default()))
                } else if let FieldType::Array(elem) = ty
                    && let Some(items) = array_items(vm, r, elem)
                {
                    Observed::Array {
                        elem: (**elem).clone(),
                        items,
                    }
                } else if let Some((e, constant)) = vm.enum_constant(r) {
                    Observed::Enum {
                        class: vm.class(e).name.to_string(),
                        constant,
                    }
                } else {
                    Observed::Object(class)
                }
            }
        },
    }
}

/// The items of array `r` of primitives or strings, each as a literal of
/// type `elem` (`None` for other arrays, or long ones).
fn array_items(vm: &Vm, r: ObjRef, elem: &FieldType) -> Option<Vec<Lit>> {
    use interp::runtime::heap::ObjData;
    let data = &vm.heap.get(r)?.data;
    if data.array_len()? > MAX_ITEMS {
        return None;
    }
    Some(match (elem, data) {
        (FieldType::Boolean, ObjData::Booleans(a)) => {
            a.iter().map(|&v| Lit::Boolean(v != 0)).collect()
        }
        (FieldType::Byte, ObjData::Bytes(a)) => a.iter().map(|&v| Lit::Byte(v)).collect(),
        (FieldType::Char, ObjData::Chars(a)) => a.iter().map(|&v| Lit::Char(v)).collect(),
        (FieldType::Short, ObjData::Shorts(a)) => a.iter().map(|&v| Lit::Short(v)).collect(),
        (FieldType::Int, ObjData::Ints(a)) => a.iter().map(|&v| Lit::Int(v)).collect(),
        (FieldType::Long, ObjData::Longs(a)) => a.iter().map(|&v| Lit::Long(v)).collect(),
        // NaN never equals itself in an assertion's sense.
        (FieldType::Float, ObjData::Floats(a)) if !a.iter().any(|v| v.is_nan()) => {
            a.iter().map(|&v| Lit::Float(v)).collect()
        }
        (FieldType::Double, ObjData::Doubles(a)) if !a.iter().any(|v| v.is_nan()) => {
            a.iter().map(|&v| Lit::Double(v)).collect()
        }
        (FieldType::Object(n), ObjData::Refs(a)) if n == "java/lang/String" => a
            .iter()
            .map(|x| match x {
                Some(s) => vm.string_text(*s).map(Lit::Str),
                None => Some(Lit::Null(elem.clone())),
            })
            .collect::<Option<Vec<Lit>>>()?,
        _ => return None,
    })
}

/// The items of collection `r` if they are all strings (or null) and few; its
/// `toArray()` runs at no cost to the test.
fn list_items(vm: &mut Vm, r: ObjRef) -> Option<Vec<Lit>> {
    let cid = vm.class_of(r)?;
    let m = vm.find_method(cid, "toArray", "()[Ljava/lang/Object;")?;
    let target = vm.dispatch(cid, m);
    let before = vm.executed;
    let result = vm.call(target, &[Value::from_ref(r)]);
    vm.executed = before;
    let CallResult::Returned(v) = result else {
        return None;
    };
    let array = v.reference()?;
    vm.pinned.push(array);
    let string = vm.class_id_of("java/lang/String");
    let elems: Vec<Option<ObjRef>> = match &vm.heap.get(array)?.data {
        interp::runtime::heap::ObjData::Refs(a) if a.len() <= MAX_ITEMS => a.to_vec(),
        _ => return None,
    };
    elems
        .into_iter()
        .map(|e| match e {
            None => Some(Lit::Null(FieldType::Object("java/lang/String".into()))),
            Some(e) if vm.class_of(e) == string => vm.string_text(e).map(Lit::Str),
            Some(_) => None,
        })
        .collect()
}

/// Collection `r` by its items, if they are strings and few: a `List` in
/// order, a `Set` of distinct non-null ones (what `Set.of` takes); other
/// collections (a map's `values()`) have no `equals` a test could use.
fn collection_items(vm: &mut Vm, r: ObjRef) -> Option<Observed> {
    let cid = vm.class_of(r)?;
    let implements =
        |vm: &Vm, name: &str| vm.class_id_of(name).is_some_and(|i| vm.is_subclass(cid, i));
    if implements(vm, "java/util/List") {
        return list_items(vm, r).map(Observed::List);
    }
    if !implements(vm, "java/util/Set") {
        return None;
    }
    let items = list_items(vm, r)?;
    let distinct = items
        .iter()
        .enumerate()
        .all(|(k, x)| !matches!(x, Lit::Null(_)) && !items[..k].contains(x));
    distinct.then_some(Observed::Set(items))
}

/// The application class path, then the support classes.
struct Chain {
    first: MemorySource,
    then: Box<dyn ClassSource>,
}

impl ClassSource for Chain {
    fn find(&mut self, internal_name: &str) -> Option<(Vec<u8>, String)> {
        // Mockito's classes are Terrarium's own even when the class path has
        // the real mockito-core (tests compile against it): the real one
        // makes mock classes with Byte Buddy, Instrumentation and Unsafe,
        // which cannot run here, so the support classes' Mockito, on the VM's
        // mock classes, wins, and a part of the real one it lacks is not
        // mixed in (NoClassDefFoundError names it). For everything else
        // (JUnit) the class path wins.
        if internal_name.starts_with("org/mockito/") {
            return self.then.find(internal_name);
        }
        self.first
            .find(internal_name)
            .or_else(|| self.then.find(internal_name))
    }
    fn describe(&self) -> String {
        self.first.describe()
    }
    fn resources(&mut self, path: &str) -> Vec<(String, Vec<u8>)> {
        self.first.resources(path)
    }
    fn resource_at(&mut self, url: &str) -> Option<Vec<u8>> {
        self.first.resource_at(url)
    }
}
