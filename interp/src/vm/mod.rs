//! The virtual machine: owns classes, heap, the green threads' explicit
//! frame stacks (`threads.rs`), and the budgets. `run` executes a bounded slice of
//! instructions and returns, so the host can flush output and enforce limits
//! without the VM ever blocking.
pub(crate) mod access;
mod checkpoint;
mod embed;
mod errors;
mod loader;
mod objects;
pub mod record;
pub mod threads;
mod throw;

use std::any::Any;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::exec::instr::Code;
use crate::exec::natives::{Interrupt, Natives};
use crate::runtime::class::{Class, ClassId, InitState, Method, MethodId, Selector};
use crate::runtime::heap::Heap;
use crate::runtime::value::{ObjRef, Value};

pub use checkpoint::Checkpoint;
pub(crate) use checkpoint::Undo;
pub use embed::CallResult;
pub use errors::{BootError, ConstantError, DecodeError, DuplicateNative, EmbedError, StartError};
pub use loader::{ClassSource, EmptySource, LoadError};
pub use throw::TraceFrame;

/// Deterministic budgets for one execution.
#[derive(Debug, Clone, Copy)]
pub struct VmConfig {
    /// Instructions the program may execute.
    pub fuel: u64,
    /// Bytes of live heap.
    pub max_heap: usize,
    /// Java frames on the stack; one more throws `StackOverflowError`.
    pub max_frames: usize,
    /// Threads alive at once (`main` included); one more throws
    /// `OutOfMemoryError: unable to create native thread`.
    pub max_threads: usize,
    /// Seeds the scheduler: same seed, same interleaving.
    pub schedule_seed: u64,
    pub schedule_policy: threads::SchedulePolicy,
}

impl Default for VmConfig {
    fn default() -> Self {
        VmConfig {
            fuel: 20_000_000_000,
            max_heap: 1 << 30,
            max_frames: 12_000,
            max_threads: 1_000,
            schedule_seed: 0,
            schedule_policy: threads::SchedulePolicy::RoundRobin,
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// `main` returned (0), `System.exit(n)` (n), or an uncaught exception (1).
    Exited(i32),
    /// The instruction budget ran out.
    FuelExhausted,
    /// The output budget ran out (the class library's console enforces it).
    OutputExhausted,
    /// The VM could not go on; the message says why.
    Fatal(String),
    /// No thread can run and none waits with a timeout: the report is a
    /// thread dump saying who waits for what.
    Deadlock(String),
    /// An embedder's call (`Vm::call`, `Vm::initialize`) returned.
    Returned,
    /// An embedder's call threw this exception.
    Threw(ObjRef),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FrameKind {
    Normal,
    /// Running `<clinit>` of this class.
    Clinit(ClassId),
    /// The bottom frame: when it returns the program has ended normally.
    Entry,
    /// The bottom frame of an embedder's call (`Vm::call`).
    Call,
    /// The uncaught-exception handler: when it returns, the run ends with 1.
    Uncaught,
    /// The bottom frame of a started thread: when it ends, so does the thread.
    ThreadEntry,
}

pub(crate) struct Frame {
    pub method: MethodId,
    pub code: Rc<Code>,
    /// Index of the next instruction to execute.
    pub pc: u32,
    /// Where this frame's locals start in the thread's value stack.
    pub base: u32,
    pub kind: FrameKind,
    /// The monitor a `synchronized` method holds, released when the frame ends.
    pub locked: Option<ObjRef>,
}

pub struct Vm {
    pub config: VmConfig,
    pub(crate) classes: Vec<Class>,
    pub(crate) class_names: FxHashMap<Rc<str>, ClassId>,
    pub(crate) methods: Vec<Method>,
    pub(crate) selectors: FxHashMap<String, Selector>,
    pub heap: Heap,
    pub natives: Natives,
    pub(crate) boot: Box<dyn ClassSource>,
    pub(crate) app: Box<dyn ClassSource>,
    pub(crate) frames: Vec<Frame>,
    pub(crate) stack: crate::runtime::stack::ValueStack,
    pub(crate) interned: FxHashMap<Vec<u16>, ObjRef>,
    pub(crate) well_known: loader::WellKnown,
    pub(crate) loading: Vec<Rc<str>>,
    pub(crate) concat_plans: Vec<crate::exec::indy::ConcatPlan>,
    pub(crate) record_plans: Vec<crate::exec::indy::RecordPlan>,
    pub(crate) lambda_count: u32,
    /// Accessor and proxy classes made for reflection.
    pub(crate) reflect: crate::exec::reflect::ReflectClasses,
    /// Signature-polymorphic call sites and `ldc` constants of `java.lang.invoke`.
    pub(crate) invoke_sites: crate::exec::method_handles::InvokeSites,
    pub(crate) bootstrapped: bool,
    /// Why a class's initialisation failed (`toString` of the exception).
    pub(crate) init_errors: FxHashMap<ClassId, String>,
    pub(crate) pending_constants: Vec<(ClassId, u16, u16)>,
    pub(crate) finished: Option<Outcome>,
    /// Instructions executed so far (up to the current slice: see
    /// [`Vm::executed_now`]).
    pub executed: u64,
    /// The slice `interpret` runs: its length and what is left of it.
    pub(crate) slice_start: u64,
    pub(crate) slice_left: u64,
    /// Fuel charged for work outside the interpreter loop ([`Vm::charge`])
    /// and not yet taken from the slice.
    pub(crate) charged: u64,
    /// `NullPointerException`'s `extendedMessageState` and `faultSite` slots,
    /// found on the first NPE the VM throws.
    pub(crate) npe_slots: Option<(ClassId, u16, u16)>,
    /// Virtual nanoseconds that sleeps and timed waits let pass.
    pub slept_ns: i64,
    /// Virtual nanoseconds one instruction takes (1; a flaky-test shaker
    /// slows the clock's view of work down to find time-dependent tests).
    pub ns_per_instruction: i64,
    /// The green threads; `frames` and `stack` are the running one's.
    pub threads: threads::Threads,
    /// Where natives of the class library keep their state (the world).
    pub ext: Box<dyn Any>,
    /// What a rewind must undo; `Some` while a checkpoint is active.
    pub(crate) undo: Option<Vec<checkpoint::Undo>>,
    /// Which classes were initialised at the checkpoint (see `note_init_quickening`).
    pub(crate) initialized_at_checkpoint: Vec<bool>,
    /// What instruments code as it is decoded and hears from its probes
    /// (see `exec::instrument`); none: code runs as written.
    pub instrumentation: Option<Box<dyn crate::exec::instrument::Instrumentation>>,
    /// The probe ids hit (see `exec::instrument::Probe::Hit`).
    pub probe_hits: crate::exec::instrument::ProbeHits,
    /// Running an embedder's call: the end of the stack returns to it and an
    /// uncaught exception is handed to it, not printed.
    pub(crate) calling: bool,
    /// What the last embedder's call returned.
    pub(crate) returned: Value,
    /// References held outside Java (by an embedder between calls): GC roots.
    pub pinned: Vec<ObjRef>,
    /// Calls being recorded (`terrarium record`), when recording.
    pub recorder: Option<Box<record::Recorder>>,
    /// Limits of Terrarium the run met: the errors naming [`LIMIT_MARK`]
    /// it threw (distinct, at most [`MAX_LIMITS`]). A run that met one did
    /// not do what it does on a JVM; an embedder clears this between runs.
    pub limits_met: Vec<String>,
}

/// What every error about a limit of Terrarium (a class or member its
/// class library lacks, a feature it does not provide) names.
pub const LIMIT_MARK: &str = "Terrarium";

/// Distinct limits a run keeps ([`Vm::limits_met`]).
pub const MAX_LIMITS: usize = 8;

impl Vm {
    /// A VM over the class library (`boot`) and the application class path (`app`).
    pub fn new(
        config: VmConfig,
        boot: Box<dyn ClassSource>,
        app: Box<dyn ClassSource>,
        natives: Natives,
        ext: Box<dyn Any>,
    ) -> Result<Vm, BootError> {
        let mut vm = Vm {
            config,
            classes: Vec::new(),
            class_names: FxHashMap::default(),
            methods: Vec::new(),
            selectors: FxHashMap::default(),
            heap: Heap::new(config.max_heap),
            natives,
            boot,
            app,
            frames: Vec::new(),
            stack: crate::runtime::stack::ValueStack::new(),
            interned: FxHashMap::default(),
            well_known: loader::WellKnown::default(),
            loading: Vec::new(),
            concat_plans: Vec::new(),
            record_plans: Vec::new(),
            lambda_count: 0,
            reflect: Default::default(),
            invoke_sites: Default::default(),
            bootstrapped: false,
            init_errors: FxHashMap::default(),
            pending_constants: Vec::new(),
            finished: None,
            executed: 0,
            slice_start: 0,
            slice_left: 0,
            charged: 0,
            npe_slots: None,
            slept_ns: 0,
            ns_per_instruction: 1,
            threads: threads::Threads::new(config.schedule_policy, config.schedule_seed),
            ext,
            undo: None,
            initialized_at_checkpoint: Vec::new(),
            calling: false,
            returned: Value::Top,
            instrumentation: None,
            probe_hits: Default::default(),
            pinned: Vec::new(),
            recorder: None,
            limits_met: Vec::new(),
        };
        vm.bootstrap()?;
        Ok(vm)
    }

    /// Prepare to run `main_class.main(args)`. Errors are what `java` prints
    /// before running anything (class not found, no main method).
    pub fn start_main(&mut self, main_class: &str, args: &[String]) -> Result<(), StartError> {
        let internal = main_class.replace('.', "/");
        let class = main_class.to_string();
        let cid = match self.load_class(&internal) {
            Ok(c) => c,
            Err(LoadError::NotFound(_)) => {
                let searched = self.app.describe();
                return Err(StartError::NotFound { class, searched });
            }
            Err(LoadError::Format { message, .. })
                if message.starts_with(crate::classfile::UNSUPPORTED_VERSION) =>
            {
                let version = message
                    .trim_start_matches(crate::classfile::UNSUPPORTED_VERSION)
                    .to_string();
                return Err(StartError::UnsupportedVersion { class, version });
            }
            Err(e) => {
                let reason = e.message();
                return Err(StartError::Unloadable { class, reason });
            }
        };
        let sel = self.selector("main", "([Ljava/lang/String;)V");
        let main = self.classes[cid.0 as usize]
            .methods
            .iter()
            .copied()
            .find(|m| self.method(*m).selector == sel && self.method(*m).is_static());
        let Some(main) = main else {
            return Err(StartError::NoMainMethod { class });
        };
        let mut strings = Vec::new();
        for a in args {
            let units: Vec<u16> = a.encode_utf16().collect();
            let s = self
                .new_string(&units)
                .map_err(|_| StartError::HeapTooSmall)?;
            strings.push(Some(s));
        }
        let string_array =
            self.array_class_of(self.well_known.string)
                .map_err(|e| StartError::Arguments {
                    reason: e.message(),
                })?;
        let array = self
            .heap
            .alloc(
                string_array,
                crate::runtime::heap::ObjData::Refs(strings.into_boxed_slice()),
            )
            .map_err(|_| StartError::HeapTooSmall)?;
        self.calling = false;
        let max_frames = self.config.max_frames;
        self.push_frame_with_args(main, &[Value::from_ref(array)], FrameKind::Entry)
            .map_err(|_| StartError::NoRoom { max_frames })?;
        if let Err(i) = self.begin_init(cid) {
            self.handle_interrupt(i);
        }
        Ok(())
    }

    /// Execute at most `slice` instructions. `None`: still running.
    pub fn run(&mut self, slice: u64) -> Option<Outcome> {
        let fuel_left = self.config.fuel.saturating_sub(self.executed);
        let mut budget = slice.min(fuel_left);
        while self.finished.is_none() && budget > 0 && self.executed < self.config.fuel {
            if !self.threads.current_can_run() {
                self.schedule();
                continue;
            }
            if self.frames.is_empty() {
                if self.threads.many() {
                    // A thread whose frames are gone without its bottom frame
                    // returning (an embedder cleared them): it has ended.
                    self.bottom_frame_done(FrameKind::ThreadEntry, Value::Top);
                    continue;
                }
                self.finished = Some(if self.calling {
                    Outcome::Returned
                } else {
                    Outcome::Exited(0)
                });
                break;
            }
            let step = if self.threads.many() {
                budget.min(self.threads.quantum_left.max(1))
            } else {
                budget
            };
            self.slice_start = step;
            self.slice_left = step;
            let before = self.executed;
            let r = self.interpret();
            let used = step.saturating_sub(self.slice_left);
            self.slice_start = 0;
            self.slice_left = 0;
            self.executed += used + std::mem::take(&mut self.charged);
            budget -= used.min(budget);
            // A turn is counted in the units decisions are timed in (charged
            // work included), so that a schedule written out as switch times
            // replays exactly.
            let spent = self.executed - before;
            self.threads.quantum_left = self.threads.quantum_left.saturating_sub(spent);
            if let Err(i) = r {
                self.handle_interrupt(i);
                // Unwinding is charged too.
                self.executed += std::mem::take(&mut self.charged);
            }
        }
        if self.finished.is_none() && self.executed >= self.config.fuel {
            self.finished = Some(Outcome::FuelExhausted);
        }
        self.finished.clone()
    }

    pub(crate) fn handle_interrupt(&mut self, i: Interrupt) {
        match i {
            Interrupt::Throw(ex) => self.unwind(ex),
            Interrupt::Exit(code) => self.finished = Some(Outcome::Exited(code)),
            Interrupt::InitThenRetry(cid) => {
                if let Some(f) = self.frames.last_mut() {
                    f.pc = f.pc.saturating_sub(1);
                }
                if self.init_by_other(cid) {
                    return; // runs the instruction again once it is initialised
                }
                if let Err(i) = self.begin_init(cid) {
                    if let Some(f) = self.frames.last_mut() {
                        f.pc += 1;
                    }
                    self.handle_interrupt(i);
                }
            }
            Interrupt::Fatal(m) => {
                let place = self.current_place();
                self.finished = Some(Outcome::Fatal(format!("{m} (in {place})")));
            }
            Interrupt::OutputExhausted => self.finished = Some(Outcome::OutputExhausted),
            Interrupt::Switch => {}
            Interrupt::Retry => {
                if let Some(f) = self.frames.last_mut() {
                    f.pc = f.pc.saturating_sub(1);
                }
            }
        }
    }

    pub(crate) fn finish(&mut self, o: Outcome) {
        if self.finished.is_none() {
            self.finished = Some(o);
        }
    }

    /// Start initialising `cid` (JVMS 5.5): superclass first, then the
    /// superinterfaces that declare default methods, then `cid` itself. Pushes
    /// their `<clinit>` frames in reverse, so the first to initialise runs first.
    pub(crate) fn begin_init(&mut self, cid: ClassId) -> Result<(), Interrupt> {
        let mut order = Vec::new();
        if let Err(bad) = self.init_order(cid, &mut order) {
            return Err(self.could_not_initialize(bad));
        }
        let clinit = self.selector("<clinit>", "()V");
        for &x in order.iter().rev() {
            let m = self.classes[x.0 as usize]
                .methods
                .iter()
                .copied()
                .find(|m| self.method(*m).selector == clinit);
            match m {
                Some(m) => {
                    self.classes[x.0 as usize].init = InitState::Initializing;
                    self.classes[x.0 as usize].init_thread = self.threads.current;
                    if let Err(i) = self.push_frame_with_args(m, &[], FrameKind::Clinit(x)) {
                        // No room for the initialiser's frame: it never began,
                        // so the class stays uninitialised (HotSpot's stack
                        // overflows before initialisation starts, too).
                        self.classes[x.0 as usize].init = InitState::Linked;
                        return Err(i);
                    }
                }
                None => self.classes[x.0 as usize].init = InitState::Initialized,
            }
        }
        Ok(())
    }

    /// The classes to initialise for `c`, in execution order; `Err` names an
    /// erroneous class met on the way.
    fn init_order(&self, c: ClassId, order: &mut Vec<ClassId>) -> Result<(), ClassId> {
        let class = self.class(c);
        match class.init {
            InitState::Erroneous => return Err(c),
            InitState::Initializing | InitState::Initialized => return Ok(()),
            InitState::Linked => {}
        }
        if order.contains(&c) {
            return Ok(());
        }
        if !class.is_interface() {
            if let Some(s) = class.super_class {
                self.init_order(s, order)?;
            }
            for &i in &class.supertypes {
                let iface = self.class(i);
                let has_defaults = iface.is_interface()
                    && iface.methods.iter().any(|&m| {
                        let m = self.method(m);
                        !m.is_static() && !m.is_abstract() && !m.name.starts_with('<')
                    });
                if has_defaults {
                    self.init_order(i, order)?;
                }
            }
        }
        order.push(c);
        Ok(())
    }

    /// `NoClassDefFoundError: Could not initialize class X`, caused (as in JDK 17)
    /// by an `ExceptionInInitializerError` naming the original failure.
    fn could_not_initialize(&mut self, c: ClassId) -> Interrupt {
        let msg = format!("Could not initialize class {}", self.class(c).java_name());
        let ncdfe = match self.make_throwable("java/lang/NoClassDefFoundError", Some(&msg)) {
            Ok(e) => e,
            Err(i) => return i,
        };
        if let Some(original) = self.init_errors.get(&c).cloned() {
            // The class is unusable because of the limit its initialiser met.
            if original.contains(LIMIT_MARK) {
                self.note_limit(&original);
            }
            let text = format!("Exception {original} [in thread \"main\"]");
            if let Ok(eiie) =
                self.make_throwable("java/lang/ExceptionInInitializerError", Some(&text))
            {
                self.set_field(
                    ncdfe,
                    self.well_known.throwable_cause,
                    Value::from_ref(eiie),
                );
                self.set_field(ncdfe, self.well_known.throwable_cause_set, Value::Int(1));
            }
        }
        Interrupt::Throw(ncdfe)
    }

    /// Keep `text` (an error about a limit of Terrarium) among the limits met.
    pub(crate) fn note_limit(&mut self, text: &str) {
        let line = text.lines().next().unwrap_or(text);
        if self.limits_met.len() < MAX_LIMITS && !self.limits_met.iter().any(|l| l == line) {
            self.limits_met.push(line.to_string());
        }
    }

    pub(crate) fn selector(&mut self, name: &str, descriptor: &str) -> Selector {
        let key = format!("{name}{descriptor}");
        let next = Selector(self.selectors.len() as u32);
        *self.selectors.entry(key).or_insert(next)
    }

    pub fn method(&self, m: MethodId) -> &Method {
        &self.methods[m.0 as usize]
    }
    pub fn class(&self, c: ClassId) -> &Class {
        &self.classes[c.0 as usize]
    }

    /// Collect garbage now; only at instruction boundaries.
    pub(crate) fn gc(&mut self) {
        let mut roots: Vec<ObjRef> = Vec::new();
        roots.extend(self.stack.live().filter_map(|v| v.reference()));
        for c in &self.classes {
            roots.extend(c.statics.iter().filter_map(|v| v.reference()));
            roots.extend(c.mirror);
            roots.extend(c.resolved.iter().filter_map(|r| match r {
                Some(crate::runtime::class::Resolved::Lambda { singleton, .. }) => *singleton,
                Some(crate::runtime::class::Resolved::Switch { labels, .. }) => Some(*labels),
                _ => None,
            }));
        }
        roots.extend(self.interned.values().copied());
        roots.extend(self.pinned.iter().copied());
        self.recording_roots(&mut roots);
        self.thread_roots(&mut roots);
        self.heap.collect(roots.into_iter());
    }

    /// Frames on the stack (for diagnostics).
    pub fn depth(&self) -> usize {
        self.frames.len()
    }
}
