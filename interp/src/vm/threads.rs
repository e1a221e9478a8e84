//! Green threads. Every Java thread is a frame stack inside the one VM; one
//! runs at a time. The thread that runs keeps its frames in `Vm::frames` and
//! its values in `Vm::stack` (so the interpreter loop knows nothing of
//! threads); a thread switched out keeps its frames and a copy of its live
//! stack slots here. A [`Scheduler`] picks the next thread when the running
//! one blocks, ends or uses up its quantum — counted in instructions, never
//! in host time — so the interleaving is a pure function of the program, the
//! world and the schedule seed.
//!
//! Blocking is a state, not a wait: a thread that cannot go on (a monitor
//! another thread holds, `wait`, `park`, `sleep`, a class another thread is
//! initialising) records why, and the scheduler runs another. When no thread
//! can run, virtual time jumps to the earliest deadline; when none is
//! pending, the run ends with a deadlock report instead of hanging.
use std::fmt::Write as _;

use super::{Frame, FrameKind, Outcome, Vm};
use crate::exec::instr::Instr;
use crate::exec::natives::Interrupt;
use crate::runtime::class::{ClassId, InitState, MethodId};
use crate::runtime::value::{ObjRef, Value};

/// A thread's index in the VM (0 is `main`).
pub type ThreadIx = u32;

/// Which scheduling policy picks the next thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SchedulePolicy {
    /// Fair: threads take turns in start order; each turn lasts a quantum
    /// drawn from the seed.
    #[default]
    RoundRobin,
    /// Any ready thread may run next, and turns have random lengths: explores
    /// interleavings round-robin never produces (for shaking out races).
    RandomWalk,
    /// Probabilistic concurrency testing (Burckhardt et al.): threads get
    /// random priorities, the highest ready one runs, and at a few random
    /// decisions the running thread drops to the lowest priority. Finds a bug
    /// of depth d with probability at least 1/(n·k^(d-1)).
    Pct,
}

/// Chooses who runs next. A strategy object so that callers (a flaky-test
/// shaker, a replayer) can bring their own.
pub trait Scheduler {
    /// The thread to run among `ready` (ascending, never empty); `current`
    /// is the thread that ran last (it may or may not be ready); `at`: the
    /// instructions executed so far (all threads).
    fn pick(&mut self, at: u64, current: ThreadIx, ready: &[ThreadIx]) -> ThreadIx;
    /// Instructions the chosen thread may execute before it is preempted.
    fn quantum(&mut self, at: u64) -> u64;
}

/// splitmix64: a small, well-mixed generator for scheduling decisions (and a
/// shaker's perturbations). Written out rather than taken from `rand`, whose
/// `SmallRng` is another algorithm on 32-bit targets: the sandbox guest
/// (wasm32) must draw exactly what a native run draws.
#[derive(Debug, Clone)]
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }
}

/// Round-robin with a seeded quantum of 2,000 to 18,000 instructions.
pub struct RoundRobin {
    rng: SplitMix,
}

impl RoundRobin {
    pub fn new(seed: u64) -> RoundRobin {
        RoundRobin {
            rng: SplitMix(seed),
        }
    }
}

impl Scheduler for RoundRobin {
    fn pick(&mut self, _: u64, current: ThreadIx, ready: &[ThreadIx]) -> ThreadIx {
        next_after(current, ready)
    }
    fn quantum(&mut self, _: u64) -> u64 {
        2_000 + self.rng.below(16_000)
    }
}

/// A random ready thread for a random quantum: mostly short (1 to 4,000
/// instructions), one in four long (up to a million), as a loaded machine
/// sometimes lets one thread run on while a woken one waits for a core.
pub struct RandomWalk {
    rng: SplitMix,
}

impl RandomWalk {
    pub fn new(seed: u64) -> RandomWalk {
        RandomWalk {
            rng: SplitMix(seed ^ 0x5eed_5eed_5eed_5eed),
        }
    }
}

impl Scheduler for RandomWalk {
    fn pick(&mut self, _: u64, current: ThreadIx, ready: &[ThreadIx]) -> ThreadIx {
        let i = self.rng.below(ready.len() as u64) as usize;
        ready.get(i).copied().unwrap_or(current)
    }
    fn quantum(&mut self, _: u64) -> u64 {
        if self.rng.below(4) == 0 {
            10_000 + self.rng.below(1_000_000)
        } else {
            1 + self.rng.below(4_000)
        }
    }
}

/// PCT with depth 3 (two priority-change points) among the first
/// `horizon` decisions, and short random turns so that decisions are many.
pub struct Pct {
    rng: SplitMix,
    /// Priority of each thread seen so far (index = thread); higher runs first.
    priorities: Vec<u64>,
    /// Decisions at which the running thread's priority drops.
    change_points: Vec<u64>,
    decisions: u64,
    /// Lowered priorities count down from here, below every initial one.
    next_low: u64,
}

impl Pct {
    pub fn new(seed: u64) -> Pct {
        const DEPTH: usize = 3;
        const HORIZON: u64 = 2_000;
        let mut rng = SplitMix(seed ^ 0x9c7_9c7_9c7);
        let change_points = (1..DEPTH).map(|_| rng.below(HORIZON)).collect();
        Pct {
            rng,
            priorities: Vec::new(),
            change_points,
            decisions: 0,
            next_low: 1_000,
        }
    }

    fn priority(&mut self, t: ThreadIx) -> u64 {
        while self.priorities.len() <= t as usize {
            // Initial priorities lie above every lowered one.
            let p = 1_000_000 + self.rng.below(1_000_000);
            self.priorities.push(p);
        }
        self.priorities[t as usize]
    }
}

impl Scheduler for Pct {
    fn pick(&mut self, _: u64, current: ThreadIx, ready: &[ThreadIx]) -> ThreadIx {
        self.decisions += 1;
        if self.change_points.contains(&self.decisions) {
            self.priority(current);
            self.next_low = self.next_low.saturating_sub(1);
            self.priorities[current as usize] = self.next_low;
        }
        let mut best = ready.first().copied().unwrap_or(current);
        let mut best_p = 0;
        for &t in ready {
            let p = self.priority(t);
            if p > best_p {
                best = t;
                best_p = p;
            }
        }
        best
    }
    fn quantum(&mut self, _: u64) -> u64 {
        1 + self.rng.below(2_000)
    }
}

/// The ready thread after `current` in start order (wrapping round).
fn next_after(current: ThreadIx, ready: &[ThreadIx]) -> ThreadIx {
    ready
        .iter()
        .copied()
        .find(|&t| t > current)
        .or_else(|| ready.first().copied())
        .unwrap_or(current)
}

/// A schedule written out as the switches it makes: at the first decision
/// at or after each `Decision::at` (in order), its thread runs (when it is
/// ready). Between them the running thread goes on until it blocks or has
/// run [`Scripted::TURN`] instructions, then the next ready thread in start
/// order takes over. A replay file keeps a failing schedule this way, so
/// that switches can be taken out one by one (delta debugging) and what is
/// left is the few preemptions the failure needs.
pub struct Scripted {
    switches: Vec<Decision>,
    next: usize,
    /// When the running thread's turn ends if no scripted switch comes first.
    turn_end: u64,
    running: ThreadIx,
}

impl Scripted {
    /// A long turn: threads that spin waiting for each other still get on,
    /// while a switch that matters is one the script makes.
    pub const TURN: u64 = 1_000_000;

    pub fn new(switches: Vec<Decision>) -> Scripted {
        Scripted {
            switches,
            next: 0,
            turn_end: Self::TURN,
            running: 0,
        }
    }
}

impl Scheduler for Scripted {
    fn pick(&mut self, at: u64, current: ThreadIx, ready: &[ThreadIx]) -> ThreadIx {
        let scripted = match self.switches.get(self.next) {
            Some(d) if d.at <= at => {
                self.next += 1;
                Some(d.thread).filter(|t| ready.contains(t))
            }
            _ => None,
        };
        let chosen = scripted.unwrap_or_else(|| {
            if ready.contains(&current) && at < self.turn_end {
                current
            } else {
                next_after(current, ready)
            }
        });
        if chosen != self.running || at >= self.turn_end {
            self.running = chosen;
            self.turn_end = at.saturating_add(Self::TURN);
        }
        chosen
    }
    fn quantum(&mut self, at: u64) -> u64 {
        let until_turn = self.turn_end.saturating_sub(at);
        let until_switch = self
            .switches
            .get(self.next)
            .map_or(u64::MAX, |d| d.at.saturating_sub(at));
        until_turn.min(until_switch).max(1)
    }
}

/// The scheduler a policy and seed stand for.
pub fn scheduler_for(policy: SchedulePolicy, seed: u64) -> Box<dyn Scheduler> {
    match policy {
        SchedulePolicy::RoundRobin => Box::new(RoundRobin::new(seed)),
        SchedulePolicy::RandomWalk => Box::new(RandomWalk::new(seed)),
        SchedulePolicy::Pct => Box::new(Pct::new(seed)),
    }
}

/// Why a thread is not running.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum State {
    /// Started; its first frame is pushed when it first runs.
    New,
    Runnable,
    /// Waiting to enter a monitor another thread holds; the instruction
    /// that tried runs again when the monitor is free.
    Blocked(ObjRef),
    /// In `Object.wait` on `monitor`, whose `count` entries it gave up.
    Waiting {
        monitor: ObjRef,
        count: u32,
        deadline: Option<i64>,
        seq: u64,
    },
    /// Notified (or timed out, or interrupted) in `wait`: must take the
    /// monitor back, `count` times, before it runs.
    Reacquire {
        monitor: ObjRef,
        count: u32,
    },
    /// In `LockSupport.park`.
    Parked {
        deadline: Option<i64>,
    },
    /// In `Thread.sleep`.
    Sleeping {
        deadline: i64,
    },
    /// Another thread is initialising this class.
    InitWait(ClassId),
    Terminated,
}

/// The states `Thread.getState()` reports, in `Thread.State`'s order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JavaThreadState {
    New,
    Runnable,
    Blocked,
    Waiting,
    TimedWaiting,
    Terminated,
}

pub(crate) struct GreenThread {
    /// Its `java.lang.Thread`, once there is one (main's is made lazily).
    pub obj: Option<ObjRef>,
    pub state: State,
    /// Frames and live stack slots while switched out.
    pub frames: Vec<Frame>,
    pub slots: Vec<Value>,
    /// The method a started thread runs first (receiver: `obj`).
    pub entry: Option<MethodId>,
    pub daemon: bool,
    pub interrupted: bool,
    /// `LockSupport`'s permit.
    pub permit: bool,
    /// It has finished its work and is leaving (`Thread.exit`): no longer alive
    /// to `isAlive`/`join`, though its last frames still return.
    pub exiting: bool,
    /// Woken by an interrupt: throw `InterruptedException` with this message
    /// (`None` inside: no message) when it runs again.
    pub wake_with: Option<Option<&'static str>>,
}

impl GreenThread {
    fn new(obj: Option<ObjRef>, entry: Option<MethodId>, daemon: bool, state: State) -> Self {
        GreenThread {
            obj,
            state,
            frames: Vec::new(),
            slots: Vec::new(),
            entry,
            daemon,
            interrupted: false,
            permit: false,
            exiting: false,
            wake_with: None,
        }
    }
    fn alive(&self) -> bool {
        self.state != State::Terminated && !self.exiting
    }
}

/// One scheduling decision, kept so that a replayer can reproduce it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// Instructions executed (all threads) when the decision was taken.
    pub at: u64,
    pub thread: ThreadIx,
    /// The thread that ran before, and whether it could have gone on: a
    /// switch away from it then is a preemption.
    pub from: ThreadIx,
    pub preempts: bool,
}

/// One switch from a thread to another, as `replay --explain` shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Switch {
    /// Instructions executed (all threads) when it happened.
    pub at: u64,
    pub from: String,
    /// Where the thread that stopped was: its innermost frame of application
    /// code (`Foo.bar(Foo.java:12)`), or its innermost frame.
    pub stopped_at: String,
    /// Why it stopped: `turn over`, `blocked`, `waits`, `sleeps`, `parked`, `ended`...
    pub why: &'static str,
    pub to: String,
    /// What the thread that stopped did to fields and monitors of
    /// application code since it last started running, in first-touch order.
    pub touched: Vec<Touch>,
}

/// A field of application code read or written, or a monitor entered, by a
/// thread in one turn (`replay --explain`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Touch {
    /// The field (`balance`; `Account.total` for a static one), or `lock`
    /// for a monitor.
    pub what: String,
    /// The object (`Account@2a`); none for a static field.
    pub object: Option<String>,
    pub write: bool,
    /// How many times in the turn.
    pub count: u32,
}

/// `Registry` for `com/acme/Server$Registry` (or `com.acme...`).
fn simple_name(class: &str) -> &str {
    class.rsplit(['/', '.', '$']).next().unwrap_or(class)
}

/// Distinct touches kept per turn (a long turn's loop repeats the same ones).
const TOUCHES_PER_TURN: usize = 32;

/// Switches kept by a trace (the most recent ones).
const TRACE_LEN: usize = 200;

/// The threads of a run and who runs.
pub struct Threads {
    pub(crate) list: Vec<GreenThread>,
    pub(crate) current: ThreadIx,
    scheduler: Box<dyn Scheduler>,
    policy: SchedulePolicy,
    seed: u64,
    /// Instructions left in the running thread's turn.
    pub(crate) quantum_left: u64,
    /// Orders waiters: `notify` wakes the one that waited first.
    wait_seq: u64,
    /// `main` has ended (normally: 0, by an uncaught exception: 1); the run
    /// ends with this status when no other non-daemon thread is alive.
    pub(crate) main_exit: Option<i32>,
    /// An embedder's call has returned on `main`; other threads run until
    /// none is ready.
    pub(crate) call_returned: bool,
    /// Every pick made while more than one thread was ready, while
    /// recording (kept only then: a long run would pile them up in host
    /// memory).
    pub decisions: Vec<Decision>,
    recording: bool,
    /// When on: the last switches between threads, with where each stopped.
    trace: Option<std::collections::VecDeque<Switch>>,
    /// When tracing: what the running thread touched in this turn.
    touched: Vec<Touch>,
    /// Run at the program's end, if its class was initialised: the class
    /// library's shutdown hooks (internal class name, static `()V` method).
    exit_hook: Option<(String, String)>,
    /// The exit hook runs (or ran), and the status the program ends with.
    exit_status: Option<i32>,
    /// Sleeps and timed waits last up to this many nanoseconds longer, drawn
    /// from the generator (a shaker's perturbation: real timers are late).
    jitter: Option<(SplitMix, i64)>,
}

impl Threads {
    pub(crate) fn new(policy: SchedulePolicy, seed: u64) -> Threads {
        Threads {
            list: vec![GreenThread::new(None, None, false, State::Runnable)],
            current: 0,
            scheduler: scheduler_for(policy, seed),
            policy,
            seed,
            quantum_left: u64::MAX,
            wait_seq: 0,
            main_exit: None,
            call_returned: false,
            decisions: Vec::new(),
            recording: false,
            trace: None,
            touched: Vec::new(),
            exit_hook: None,
            exit_status: None,
            // Real timers are never exact: a timed wait lasts up to a
            // microsecond longer (drawn from the schedule seed), so threads
            // whose timeouts would expire in lockstep forever (a livelock no
            // real JVM keeps up) drift apart.
            jitter: Some((SplitMix(seed ^ 0x0071_77e4), 1_000)),
        }
    }

    /// Back to `main` alone with a fresh scheduler (checkpoint rewinds: each
    /// execution must interleave exactly as the first).
    pub(crate) fn reset(&mut self, main_obj: Option<ObjRef>) {
        let hook = self.exit_hook.take();
        *self = Threads::new(self.policy, self.seed);
        self.list[0].obj = main_obj;
        self.exit_hook = hook;
    }

    /// Replace the scheduler (a shaker's or a replayer's own).
    pub fn set_scheduler(&mut self, s: Box<dyn Scheduler>) {
        self.scheduler = s;
    }

    fn cur(&self) -> &GreenThread {
        &self.list[self.current as usize]
    }
    fn cur_mut(&mut self) -> &mut GreenThread {
        let i = self.current as usize;
        &mut self.list[i]
    }

    /// More than one thread has ever been started and not all ended: the
    /// run loop then counts quanta.
    pub(crate) fn many(&self) -> bool {
        self.list.len() > 1
    }

    pub(crate) fn current_can_run(&self) -> bool {
        self.cur().state == State::Runnable
            && (self.quantum_left > 0 || !self.many())
            && !(self.current == 0 && self.call_returned)
    }

    fn live_count(&self) -> usize {
        self.list
            .iter()
            .filter(|t| t.state != State::Terminated)
            .count()
    }

    fn non_daemon_alive(&self) -> bool {
        self.list
            .iter()
            .enumerate()
            .any(|(i, t)| i != 0 && !t.daemon && t.state != State::Terminated)
    }
}

/// Bytes of memory a native or the VM may move or scan for the fuel of one
/// instruction: about what a copy does in the time the interpreter runs one.
pub const BYTES_PER_INSTRUCTION: u64 = 64;

impl Vm {
    /// The thread running now.
    pub fn current_thread(&self) -> ThreadIx {
        self.threads.current
    }

    /// The `java.lang.Thread` of thread `t` (none yet for `main` until the
    /// library makes it).
    pub fn thread_object(&self, t: ThreadIx) -> Option<ObjRef> {
        self.threads.list.get(t as usize).and_then(|x| x.obj)
    }

    /// Give thread `t` its `java.lang.Thread` (the library makes `main`'s).
    pub fn set_thread_object(&mut self, t: ThreadIx, obj: ObjRef) {
        if let Some(x) = self.threads.list.get_mut(t as usize) {
            x.obj = Some(obj);
        }
    }

    /// When the program ends (not by `System.exit`), first run
    /// `class.method()V` on `main` if `class` was initialised: how the class
    /// library runs its shutdown hooks.
    pub fn set_exit_hook(&mut self, class: &str, method: &str) {
        self.threads.exit_hook = Some((class.to_string(), method.to_string()));
    }

    /// From now on, every sleep and timed wait lasts up to `max_ns` longer,
    /// drawn from `seed` (until the next rewind).
    pub fn set_timing_jitter(&mut self, seed: u64, max_ns: i64) {
        self.threads.jitter = Some((SplitMix(seed), max_ns.max(0)));
    }

    /// `ns` of virtual time as a timed wait takes it (with the jitter, if any).
    fn waited(&mut self, ns: i64) -> i64 {
        match &mut self.threads.jitter {
            Some((rng, max)) => ns.saturating_add(rng.below(*max as u64 + 1) as i64),
            None => ns,
        }
    }

    /// Keep the last switches between threads from now on (until the next
    /// rewind): `replay --explain`.
    pub fn trace_switches(&mut self) {
        self.threads.trace = Some(std::collections::VecDeque::new());
    }

    /// Keep every scheduling decision from now on (until the next rewind),
    /// for [`Vm::schedule_decisions`].
    pub fn record_decisions(&mut self) {
        self.threads.recording = true;
    }

    /// Are accesses in methods of `c` noted (a traced or recorded run,
    /// application code)?
    pub(crate) fn traces_accesses_of(&self, c: ClassId) -> bool {
        (self.threads.trace.is_some() || self.recorder.is_some()) && !self.class(c).is_library
    }

    /// Note a field access about to run (`q`, resolved from constant `idx`
    /// of class `c`; `sp`: the stack's top) for `replay --explain`.
    pub(crate) fn note_field_access(&mut self, c: ClassId, idx: u16, q: Instr, sp: usize) {
        use Instr::*;
        if self.recorder.is_some() {
            self.record_field_read(c, idx, q, sp);
        }
        if self.threads.trace.is_none() {
            return;
        }
        let (write, receiver_depth) = match q {
            GetFieldQ(_) | GetField2Q(_) => (false, Some(1)),
            PutFieldQ(_) => (true, Some(2)),
            PutField2Q(_) => (true, Some(3)),
            PutStaticQ(..) | PutStatic2Q(..) => (true, None),
            _ => (false, None),
        };
        let Ok(r) = self.class(c).cp.member_ref(idx) else {
            return;
        };
        let object = receiver_depth
            .and_then(|d| sp.checked_sub(d))
            .and_then(|i| self.stack.get(i).reference())
            .map(|o| self.short_object(o));
        let what = match object {
            Some(_) => r.name.to_string(),
            None => format!("{}.{}", simple_name(r.class), r.name),
        };
        self.note_touch(what, object, write);
    }

    /// Note that application code takes `obj`'s monitor (`replay --explain`).
    pub(crate) fn note_lock(&mut self, obj: ObjRef) {
        if self.threads.trace.is_none() {
            return;
        }
        let object = Some(self.short_object(obj));
        self.note_touch("lock".into(), object, true);
    }

    fn note_touch(&mut self, what: String, object: Option<String>, write: bool) {
        let touched = &mut self.threads.touched;
        if let Some(t) = touched
            .iter_mut()
            .find(|t| t.what == what && t.object == object && t.write == write)
        {
            t.count += 1;
        } else if touched.len() < TOUCHES_PER_TURN {
            touched.push(Touch {
                what,
                object,
                write,
                count: 1,
            });
        }
    }

    /// `Account@2a`: an object as `--explain` names it.
    fn short_object(&self, o: ObjRef) -> String {
        let class = self
            .class_of(o)
            .map(|c| self.class(c).java_name())
            .unwrap_or_default();
        format!("{}@{:x}", simple_name(&class), o.index())
    }

    /// The switches kept since [`Vm::trace_switches`], oldest first.
    pub fn switch_trace(&self) -> Vec<Switch> {
        self.threads
            .trace
            .as_ref()
            .map(|t| t.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// The scheduling decisions taken so far.
    pub fn schedule_decisions(&self) -> &[Decision] {
        &self.threads.decisions
    }

    /// Replace the scheduler for the rest of the run.
    pub fn set_scheduler(&mut self, s: Box<dyn Scheduler>) {
        self.threads.set_scheduler(s);
    }

    /// Virtual nanoseconds since the start: one per executed instruction,
    /// plus the time sleeps and timed waits skipped.
    pub fn nanos(&self) -> i64 {
        (self.executed_now() as i64)
            .saturating_mul(self.ns_per_instruction)
            .saturating_add(self.slept_ns)
    }

    /// Charge `units` instructions' worth of fuel for work done outside the
    /// interpreter loop (bytes a native copied, frames a stack walk visited),
    /// so that the instruction budget bounds wall time (DESIGN invariant 5).
    /// The interpreter takes it from its slice at its next synchronisation
    /// ([`Vm::spend`]); what the slice cannot take goes to the run directly.
    pub fn charge(&mut self, units: u64) {
        self.charged = self.charged.saturating_add(units);
    }

    /// The slice's budget `left` after `run` more instructions and the fuel
    /// charged since the last call; beyond the slice, the run pays directly.
    pub(crate) fn spend(&mut self, left: u64, run: u64) -> u64 {
        let cost = run.saturating_add(std::mem::take(&mut self.charged));
        if cost > left {
            self.executed = self.executed.saturating_add(cost - left);
            0
        } else {
            left - cost
        }
    }

    /// [`Vm::charge`] for moving or scanning `bytes` of memory: one
    /// instruction per [`BYTES_PER_INSTRUCTION`].
    pub fn charge_bytes(&mut self, bytes: u64) {
        self.charge(bytes / BYTES_PER_INSTRUCTION);
    }

    /// Instructions executed so far, exact also while a native runs.
    pub fn executed_now(&self) -> u64 {
        self.executed + self.slice_start.saturating_sub(self.slice_left) + self.charged
    }

    /// Start `obj` as a new thread that runs `entry` (an instance method of
    /// `obj` taking no arguments). `OutOfMemoryError` past `--max-threads`.
    pub fn start_thread(
        &mut self,
        obj: ObjRef,
        entry: MethodId,
        daemon: bool,
    ) -> Result<ThreadIx, Interrupt> {
        if self.threads.live_count() >= self.config.max_threads {
            return Err(self.throw_new(
                "java/lang/OutOfMemoryError",
                Some(
                    "unable to create native thread: possibly out of memory or process/resource limits reached",
                ),
            ));
        }
        let ix = self.threads.list.len() as ThreadIx;
        self.threads
            .list
            .push(GreenThread::new(Some(obj), Some(entry), daemon, State::New));
        if self.threads.list.len() == 2 {
            // The first other thread: from now on, turns end.
            let at = self.executed_now();
            self.threads.quantum_left = self.threads.scheduler.quantum(at);
        }
        Ok(ix)
    }

    /// Threads started in this run (besides `main`), ended or not.
    pub fn threads_started(&self) -> usize {
        self.threads.list.len() - 1
    }

    /// Threads started and not ended (`main` while it runs), in start order.
    pub fn live_threads(&self) -> Vec<ThreadIx> {
        (0..self.threads.list.len() as ThreadIx)
            .filter(|&t| self.thread_alive(t))
            .collect()
    }

    pub fn thread_alive(&self, t: ThreadIx) -> bool {
        self.threads.list.get(t as usize).is_some_and(|x| x.alive())
    }

    /// The current thread is leaving: from now on it is not alive (the
    /// library calls this holding the `Thread`'s monitor, then notifies its
    /// joiners, as HotSpot's thread exit does).
    pub fn thread_exiting(&mut self) {
        self.threads.cur_mut().exiting = true;
    }

    pub fn thread_state(&self, t: ThreadIx) -> JavaThreadState {
        let Some(x) = self.threads.list.get(t as usize) else {
            return JavaThreadState::New;
        };
        if x.exiting {
            return JavaThreadState::Terminated;
        }
        match x.state {
            State::New => JavaThreadState::Runnable,
            State::Runnable | State::InitWait(_) => JavaThreadState::Runnable,
            State::Blocked(_) | State::Reacquire { .. } => JavaThreadState::Blocked,
            State::Waiting { deadline: None, .. } | State::Parked { deadline: None } => {
                JavaThreadState::Waiting
            }
            State::Waiting { .. } | State::Parked { .. } | State::Sleeping { .. } => {
                JavaThreadState::TimedWaiting
            }
            State::Terminated => JavaThreadState::Terminated,
        }
    }

    pub fn set_thread_daemon(&mut self, t: ThreadIx, daemon: bool) {
        if let Some(x) = self.threads.list.get_mut(t as usize) {
            x.daemon = daemon;
        }
    }

    /// `Thread.interrupt`: set the flag, and wake `t` from sleep, wait or
    /// park (sleep and wait then throw `InterruptedException`).
    pub fn interrupt_thread(&mut self, t: ThreadIx) {
        let Some(x) = self.threads.list.get_mut(t as usize) else {
            return;
        };
        // A thread that has ended keeps the flag too, as JDK 17's does.
        x.interrupted = true;
        match x.state {
            State::Sleeping { .. } => {
                x.interrupted = false;
                x.wake_with = Some(Some("sleep interrupted"));
                x.state = State::Runnable;
            }
            State::Waiting { monitor, count, .. } => {
                x.interrupted = false;
                x.wake_with = Some(None);
                x.state = State::Reacquire { monitor, count };
            }
            State::Parked { .. } => x.state = State::Runnable,
            _ => {}
        }
    }

    /// The interrupt flag of `t`, cleared when `clear`.
    pub fn thread_interrupted(&mut self, t: ThreadIx, clear: bool) -> bool {
        let Some(x) = self.threads.list.get_mut(t as usize) else {
            return false;
        };
        let was = x.interrupted;
        if clear {
            x.interrupted = false;
        }
        was
    }

    /// Consume the current thread's interrupt: `Err(InterruptedException)`
    /// with `message` if it was set.
    fn check_interrupt(&mut self, message: Option<&str>) -> Result<(), Interrupt> {
        if std::mem::take(&mut self.threads.cur_mut().interrupted) {
            return Err(self.throw_new("java/lang/InterruptedException", message));
        }
        Ok(())
    }

    /// `Thread.sleep`: let `ns` of virtual time pass for this thread.
    pub fn sleep(&mut self, ns: i64) -> Result<(), Interrupt> {
        self.check_interrupt(Some("sleep interrupted"))?;
        if self.threads.live_count() == 1 {
            // Nobody else can run meanwhile: time just passes.
            self.slept_ns = self.slept_ns.saturating_add(ns);
            return Ok(());
        }
        let ns = self.waited(ns);
        let deadline = self.nanos().saturating_add(ns);
        self.threads.cur_mut().state = State::Sleeping { deadline };
        Err(Interrupt::Switch)
    }

    /// `Thread.yield`: end this thread's turn.
    pub fn yield_now(&mut self) -> Result<(), Interrupt> {
        if self.threads.many() {
            self.threads.quantum_left = 0;
            return Err(Interrupt::Switch);
        }
        Ok(())
    }

    /// `LockSupport.park`: wait for the permit (or `deadline` on the virtual
    /// clock, or an interrupt).
    pub fn park(&mut self, deadline: Option<i64>) -> Result<(), Interrupt> {
        let cur = self.threads.cur_mut();
        if std::mem::take(&mut cur.permit) || cur.interrupted {
            return Ok(());
        }
        if deadline.is_some_and(|d| d <= self.nanos()) {
            return Ok(());
        }
        let now = self.nanos();
        let deadline = deadline.map(|d| now.saturating_add(self.waited(d - now)));
        self.threads.cur_mut().state = State::Parked { deadline };
        Err(Interrupt::Switch)
    }

    /// `LockSupport.unpark`.
    pub fn unpark(&mut self, t: ThreadIx) {
        let Some(x) = self.threads.list.get_mut(t as usize) else {
            return;
        };
        match x.state {
            State::Parked { .. } => x.state = State::Runnable,
            State::Terminated => {}
            _ => x.permit = true,
        }
    }

    /// Enter `obj`'s monitor for the current thread; `false` when another
    /// thread holds it (the current thread is then `Blocked` on it).
    pub(crate) fn monitor_enter(&mut self, obj: ObjRef) -> bool {
        let me = self.threads.current;

        let Some(o) = self.heap.get_mut(obj) else {
            return true;
        };
        if o.lock_count == 0 {
            o.lock_owner = me;
            o.lock_count = 1;
            true
        } else if o.lock_owner == me {
            o.lock_count += 1;
            true
        } else {
            self.threads.cur_mut().state = State::Blocked(obj);
            false
        }
    }

    /// Leave `obj`'s monitor; `false` if the current thread does not hold it.
    pub(crate) fn monitor_exit(&mut self, obj: ObjRef) -> bool {
        let me = self.threads.current;
        match self.heap.get_mut(obj) {
            Some(o) if o.lock_count > 0 && o.lock_owner == me => {
                o.lock_count -= 1;
                true
            }
            _ => false,
        }
    }

    /// Whether the current thread holds `obj`'s monitor.
    pub fn holds_lock(&self, obj: ObjRef) -> bool {
        self.heap
            .get(obj)
            .is_some_and(|o| o.lock_count > 0 && o.lock_owner == self.threads.current)
    }

    fn not_owner(&mut self) -> Interrupt {
        self.throw_new(
            "java/lang/IllegalMonitorStateException",
            Some("current thread is not owner"),
        )
    }

    /// `Object.wait(timeout)`: give up `obj`'s monitor until notified, the
    /// timeout passes on the virtual clock (`None`: never) or interrupted.
    pub fn monitor_wait(&mut self, obj: ObjRef, timeout_ns: Option<i64>) -> Result<(), Interrupt> {
        if !self.holds_lock(obj) {
            return Err(self.not_owner());
        }
        self.check_interrupt(None)?;
        if let (Some(ns), 1) = (timeout_ns, self.threads.live_count()) {
            // Nobody can notify: the timeout just passes. (An untimed wait
            // alone would hang forever on HotSpot: here it is a deadlock.)
            self.slept_ns = self.slept_ns.saturating_add(ns);
            return Ok(());
        }
        let timeout_ns = timeout_ns.map(|ns| self.waited(ns));
        let count = self.heap.get(obj).map_or(0, |o| o.lock_count);
        if let Some(o) = self.heap.get_mut(obj) {
            o.lock_count = 0;
        }
        self.threads.wait_seq += 1;
        let seq = self.threads.wait_seq;
        let deadline = timeout_ns.map(|ns| self.nanos().saturating_add(ns));
        self.threads.cur_mut().state = State::Waiting {
            monitor: obj,
            count,
            deadline,
            seq,
        };
        Err(Interrupt::Switch)
    }

    /// `Object.notify`/`notifyAll`.
    pub fn monitor_notify(&mut self, obj: ObjRef, all: bool) -> Result<(), Interrupt> {
        if !self.holds_lock(obj) {
            return Err(self.not_owner());
        }
        self.wake_waiters(obj, all);
        Ok(())
    }

    /// Move the first (or every) waiter on `obj` to reacquiring it.
    fn wake_waiters(&mut self, obj: ObjRef, all: bool) {
        loop {
            let first = self
                .threads
                .list
                .iter()
                .enumerate()
                .filter_map(|(i, t)| match t.state {
                    State::Waiting {
                        monitor,
                        count,
                        seq,
                        ..
                    } if monitor == obj => Some((seq, i, count)),
                    _ => None,
                })
                .min();
            let Some((_, i, count)) = first else {
                return;
            };
            self.threads.list[i].state = State::Reacquire {
                monitor: obj,
                count,
            };
            if !all {
                return;
            }
        }
    }

    /// Is class `c` being initialised by another thread? Then the current
    /// thread waits for it (JVMS 5.5 step 2).
    pub(crate) fn init_by_other(&mut self, c: ClassId) -> bool {
        let class = self.class(c);
        if class.init == InitState::Initializing && class.init_thread != self.threads.current {
            self.threads.cur_mut().state = State::InitWait(c);
            true
        } else {
            false
        }
    }

    /// The bottom frame of the current thread has returned (or an exception
    /// left it): the thread ends.
    pub(crate) fn bottom_frame_done(&mut self, kind: FrameKind, ret: Value) {
        match kind {
            FrameKind::Entry => self.main_done(0),
            FrameKind::Uncaught => self.main_done(1),
            FrameKind::Call => {
                self.returned = ret;
                if self.threads.many() {
                    self.threads.call_returned = true;
                } else {
                    self.finish(Outcome::Returned);
                }
            }
            FrameKind::ThreadEntry => self.thread_exit(),
            FrameKind::Normal | FrameKind::Clinit(_) => {}
        }
    }

    fn main_done(&mut self, status: i32) {
        // After the exit hook, the status is the program's, not the hook's.
        let status = self.threads.exit_status.unwrap_or(status);
        if !self.threads.non_daemon_alive() {
            return self.program_end(status);
        }
        self.threads.main_exit = Some(status);
        self.end_current_thread();
    }

    fn thread_exit(&mut self) {
        self.end_current_thread();
        if let Some(status) = self.threads.main_exit
            && !self.threads.non_daemon_alive()
        {
            self.program_end(status);
        }
    }

    /// No non-daemon thread is left: the run ends, once the exit hook ran.
    fn program_end(&mut self, status: i32) {
        if self.threads.exit_status.is_none()
            && let Some(hook) = self.exit_hook_method()
        {
            self.threads.exit_status = Some(status);
            self.threads.main_exit = None;
            if self.threads.current != 0 {
                self.switch_to(0);
            }
            self.threads.list[0].state = State::Runnable;
            if let Err(i) = self.push_frame_with_args(hook, &[], FrameKind::Entry) {
                self.handle_interrupt(i);
            }
            return;
        }
        self.finish(Outcome::Exited(status));
    }

    /// The exit hook, if set and its class was initialised (hooks registered).
    fn exit_hook_method(&self) -> Option<MethodId> {
        let (class, method) = self.threads.exit_hook.as_ref()?;
        let c = self.class_id_of(class)?;
        if self.class(c).init != InitState::Initialized {
            return None;
        }
        self.find_method(c, method, "()V")
    }

    /// Mark the current thread ended and wake its joiners (`join` waits on
    /// the `Thread` object, as in the JDK).
    fn end_current_thread(&mut self) {
        let cur = self.threads.cur_mut();
        cur.state = State::Terminated;
        cur.entry = None;
        let obj = cur.obj;
        self.frames.clear();
        self.stack.truncate(0);
        if let Some(obj) = obj {
            self.wake_waiters(obj, true);
        }
    }

    /// Pick the next thread to run and switch to it, letting virtual time
    /// jump when everyone waits for a deadline; end the run on a deadlock.
    pub(crate) fn schedule(&mut self) {
        loop {
            let now = self.nanos();
            let mut earliest: Option<i64> = None;
            let mut ready: Vec<ThreadIx> = Vec::new();
            for i in 0..self.threads.list.len() {
                let t = &mut self.threads.list[i];
                // Deadlines that passed wake their threads.
                match t.state {
                    State::Sleeping { deadline }
                    | State::Parked {
                        deadline: Some(deadline),
                    } => {
                        if deadline <= now {
                            t.state = State::Runnable;
                        } else {
                            earliest = Some(earliest.map_or(deadline, |e| e.min(deadline)));
                        }
                    }
                    State::Waiting {
                        monitor,
                        count,
                        deadline: Some(deadline),
                        ..
                    } => {
                        if deadline <= now {
                            t.state = State::Reacquire { monitor, count };
                        } else {
                            earliest = Some(earliest.map_or(deadline, |e| e.min(deadline)));
                        }
                    }
                    _ => {}
                }
                let ok = match self.threads.list[i].state {
                    State::New | State::Runnable => true,
                    State::Blocked(m) | State::Reacquire { monitor: m, .. } => {
                        self.heap.get(m).is_none_or(|o| o.lock_count == 0)
                    }
                    State::InitWait(c) => self.class(c).init != InitState::Initializing,
                    _ => false,
                };
                let main_parked = i == 0 && self.threads.call_returned;
                if ok && !main_parked {
                    ready.push(i as ThreadIx);
                }
            }
            if let Some(&only) = ready.first() {
                let next = if ready.len() == 1 {
                    only
                } else {
                    let at = self.executed_now();
                    let from = self.threads.current;
                    let t = self.threads.scheduler.pick(at, from, &ready);
                    if self.threads.recording {
                        self.threads.decisions.push(Decision {
                            at,
                            thread: t,
                            from,
                            preempts: t != from && ready.contains(&from),
                        });
                    }
                    if ready.contains(&t) { t } else { only }
                };
                self.switch_to(next);
                return;
            }
            if self.threads.call_returned {
                // An embedder's call is done and nothing else can run now:
                // the call returns, leaving the other threads as they are.
                self.switch_to(0);
                self.threads.call_returned = false;
                self.finish(Outcome::Returned);
                return;
            }
            match earliest {
                Some(d) => self.slept_ns = self.slept_ns.saturating_add(d - now),
                None => {
                    let report = self.deadlock_report();
                    self.finish(Outcome::Deadlock(report));
                    return;
                }
            }
        }
    }

    /// Back on `main` (between an embedder's calls), with its state as is.
    pub(crate) fn switch_to_main(&mut self) {
        if self.threads.current != 0 {
            self.switch_to(0);
        }
        self.threads.call_returned = false;
    }

    /// Make `next` the running thread: save the current one's frames and
    /// live stack, restore `next`'s, and do what waking it means.
    fn switch_to(&mut self, next: ThreadIx) {
        let cur = self.threads.current;
        if next != cur && self.threads.trace.is_some() {
            let mut switch = self.describe_switch(cur, next);
            switch.touched = std::mem::take(&mut self.threads.touched);
            if let Some(trace) = self.threads.trace.as_mut() {
                if trace.len() == TRACE_LEN {
                    trace.pop_front();
                }
                trace.push_back(switch);
            }
        }
        if next != cur {
            let sp = self.stack.sp;
            let saved: Vec<Value> = (0..sp).map(|i| self.stack.get(i)).collect();
            let frames = std::mem::take(&mut self.frames);
            let c = &mut self.threads.list[cur as usize];
            c.frames = frames;
            c.slots = saved;
            let n = &mut self.threads.list[next as usize];
            self.frames = std::mem::take(&mut n.frames);
            let slots = std::mem::take(&mut n.slots);
            self.stack.truncate(0);
            self.stack.extend(&slots);
            self.threads.current = next;
        }
        let at = self.executed_now();
        self.threads.quantum_left = self.threads.scheduler.quantum(at);
        let t = &mut self.threads.list[next as usize];
        match t.state {
            State::New => {
                t.state = State::Runnable;
                if let (Some(obj), Some(entry)) = (t.obj, t.entry)
                    && let Err(i) = self.push_frame_with_args(
                        entry,
                        &[Value::from_ref(obj)],
                        FrameKind::ThreadEntry,
                    )
                {
                    self.handle_interrupt(i);
                }
            }
            State::Reacquire { monitor, count } => {
                t.state = State::Runnable;
                if let Some(o) = self.heap.get_mut(monitor) {
                    o.lock_owner = next;
                    o.lock_count = count;
                }
            }
            State::Blocked(_) | State::InitWait(_) => t.state = State::Runnable,
            _ => {}
        }
        if let Some(message) = self.threads.list[next as usize].wake_with.take() {
            let i = self.throw_new("java/lang/InterruptedException", message);
            self.handle_interrupt(i);
        }
    }

    fn describe_switch(&self, cur: ThreadIx, next: ThreadIx) -> Switch {
        let frame = self
            .innermost_user_frame(&self.frames)
            .or(self.frames.last());
        let why = match self.threads.list[cur as usize].state {
            State::Runnable | State::New => "turn over",
            State::Blocked(_) | State::Reacquire { .. } => "blocked on a monitor",
            State::Waiting { .. } => "waits",
            State::Parked { .. } => "parked",
            State::Sleeping { .. } => "sleeps",
            State::InitWait(_) => "waits for a class's initialisation",
            State::Terminated => "ended",
        };
        Switch {
            at: self.executed_now(),
            from: self.thread_name(cur),
            stopped_at: frame.map(|f| self.frame_text(f)).unwrap_or_default(),
            why,
            to: self.thread_name(next),
            touched: Vec::new(),
        }
    }

    /// A `jstack`-shaped dump of every live thread, for a deadlock.
    fn deadlock_report(&self) -> String {
        let mut out = String::from(
            "terrarium: deadlock: no thread can run and none waits with a timeout\n\nFull thread dump (Terrarium green threads):\n",
        );
        for (i, t) in self.threads.list.iter().enumerate() {
            if t.state == State::Terminated {
                continue;
            }
            let name = self.thread_name(i as ThreadIx);
            let (what, detail) = match t.state {
                State::Blocked(m) | State::Reacquire { monitor: m, .. } => {
                    let holder = self
                        .heap
                        .get(m)
                        .map(|o| self.thread_name(o.lock_owner))
                        .unwrap_or_default();
                    (
                        "BLOCKED (on object monitor)",
                        format!(
                            "\t- waiting to lock {} held by \"{holder}\"\n",
                            self.describe_object(m)
                        ),
                    )
                }
                State::Waiting { monitor, .. } => (
                    "WAITING (on object monitor)",
                    format!("\t- waiting on {}\n", self.describe_object(monitor)),
                ),
                State::Parked { .. } => ("WAITING (parking)", String::new()),
                State::InitWait(c) => (
                    "RUNNABLE (waiting for class initialisation)",
                    format!(
                        "\t- waiting for {} to be initialised\n",
                        self.class(c).java_name()
                    ),
                ),
                _ => ("RUNNABLE", String::new()),
            };
            let daemon = if t.daemon { " daemon" } else { "" };
            let _ = writeln!(out, "\n\"{name}\"{daemon} {what}");
            out.push_str(&detail);
            let frames = if i as ThreadIx == self.threads.current {
                &self.frames
            } else {
                &t.frames
            };
            for f in frames.iter().rev() {
                let hidden = self.hides_frame(f.method);
                if f.kind == FrameKind::ThreadEntry || hidden {
                    continue;
                }
                let _ = writeln!(out, "\tat {}", self.frame_text(f));
            }
        }
        out
    }

    /// `"Thread-0"`: the thread's name as its `java.lang.Thread` says.
    pub fn thread_name(&self, t: ThreadIx) -> String {
        let name = self.thread_object(t).and_then(|obj| {
            let c = self.class_of(obj)?;
            let (_, f) = self.find_field(c, "name", false)?;
            self.string_text(self.field(obj, f.slot).reference()?)
        });
        name.unwrap_or_else(|| {
            if t == 0 {
                "main".into()
            } else {
                format!("Thread-{t}")
            }
        })
    }

    /// `<0x0000002a> (a java.lang.Object)`
    fn describe_object(&self, obj: ObjRef) -> String {
        let class = self
            .class_of(obj)
            .map(|c| self.class(c).java_name())
            .unwrap_or_default();
        format!("<0x{:08x}> (a {class})", obj.index())
    }

    /// `Foo.bar(Foo.java:12)`, as a stack trace shows a frame.
    fn frame_text(&self, f: &Frame) -> String {
        let m = self.method(f.method);
        let c = self.class(m.class);
        let at = if m.is_native() {
            "Native Method".to_string()
        } else {
            match (c.source_file(), f.code.line_at(f.pc.saturating_sub(1))) {
                (Some(file), Some(l)) => format!("{file}:{l}"),
                (Some(file), None) => file.to_string(),
                _ => "Unknown Source".to_string(),
            }
        };
        format!("{}.{}({at})", c.java_name(), m.name)
    }

    /// References the threads hold (GC roots): their objects, monitors they
    /// wait on and the stacks of threads switched out.
    pub(crate) fn thread_roots(&self, roots: &mut Vec<ObjRef>) {
        for t in &self.threads.list {
            roots.extend(t.obj);
            roots.extend(t.slots.iter().filter_map(|v| v.reference()));
            roots.extend(t.frames.iter().filter_map(|f| f.locked));
            match t.state {
                State::Blocked(m)
                | State::Waiting { monitor: m, .. }
                | State::Reacquire { monitor: m, .. } => roots.push(m),
                _ => {}
            }
        }
        roots.extend(self.frames.iter().filter_map(|f| f.locked));
    }
}
