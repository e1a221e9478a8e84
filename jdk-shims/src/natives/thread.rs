//! java.lang.Thread, the monitor methods of java.lang.Object and
//! java.util.concurrent.locks.LockSupport: thin calls into the VM's green
//! threads (`interp::vm::threads`). A blocking native returns
//! `Interrupt::Switch` and the thread goes on after the call when it resumes.
use interp::vm::threads::{JavaThreadState, ThreadIx};
use interp::{Interrupt, NativeResult, ObjRef, Value, Vm};

use super::{arg, boolean, non_null};

const THREAD: &str = "java/lang/Thread";

natives! {
    /// The monitor operations across green threads.
    "java/lang/Object" {
        /// Wakes one thread waiting on the monitor (`IllegalMonitorStateException` when not the
        /// owner).
        "notify" "()V" => notify,
        /// Wakes every thread waiting on the monitor (`IllegalMonitorStateException` when not
        /// the owner).
        "notifyAll" "()V" => notify_all,
        /// Gives up the monitor until notified, interrupted (`InterruptedException`, no
        /// message) or its timeout (ms, 0 none) passes on the virtual clock; alone, a timed
        /// wait lets its time pass and an untimed one is a deadlock.
        "wait" "(J)V" => wait,
    }
    "jdk/internal/terrarium/Monitors" {
        /// (static) `Object.wait` for that many nanoseconds of virtual time, not rounded up to
        /// a millisecond (java.util.concurrent's timed waits: HotSpot parks exactly).
        "waitNanos" "(Ljava/lang/Object;J)V" => wait_nanos,
    }
    /// The VM's green threads (`interp/src/vm/threads.rs`); a `Thread` knows its own by its
    /// `eetop` field (NATIVES.md's field layouts).
    "java/lang/Thread" {
        /// (static) the running thread's object, null for main until `attach0` gives it one.
        "currentThread0" "()Ljava/lang/Thread;" => current_thread0,
        /// Makes this object the running thread's (main's, at start-up).
        "attach0" "()V" => attach0,
        /// (daemon, interrupted before start) starts a green thread running the private
        /// `threadMain()V`; `OutOfMemoryError: unable to create native thread: ...` past
        /// `--max-threads`.
        "start0" "(ZZ)V" => start,
        /// (called holding the Thread's monitor, before `notifyAll`) makes the thread no longer
        /// alive and logs its end.
        "exit0" "()V" => exit0,
        /// (static, nanoseconds) the thread sleeps on the virtual clock (`InterruptedException:
        /// sleep interrupted`).
        "sleep0" "(J)V" => sleep0,
        /// (static) ends the thread's turn.
        "yield" "()V" => yield_now,
        /// Sets the interrupt flag and wakes the thread from sleep, wait or park.
        "interrupt0" "()V" => interrupt0,
        /// The interrupt flag, cleared when asked and set.
        "isInterrupted0" "(Z)Z" => is_interrupted0,
        /// Started and not yet ended.
        "isAlive0" "()Z" => is_alive0,
        /// The `Thread.State` ordinal.
        "state0" "()I" => state0,
        /// Where a thread is (a switched-out thread's frames).
        "stackTrace0" "()[Ljava/lang/StackTraceElement;" => stack_trace0,
        /// (static) whether the current thread holds the object's monitor.
        "holdsLock" "(Ljava/lang/Object;)Z" => holds_lock,
        /// (static) live threads.
        "activeCount0" "()I" => active_count0,
        /// (static) the live threads' objects.
        "liveThreads0" "()[Ljava/lang/Thread;" => live_threads0,
    }
    "java/util/concurrent/locks/LockSupport" {
        /// (static) parks the current thread until unparked or interrupted.
        "park0" "()V" => park0,
        /// (static) parks the current thread until unparked, interrupted or the (virtual) time
        /// passed.
        "parkNanos0" "(J)V" => park_nanos0,
        /// (static) gives the thread the permit.
        "unpark0" "(Ljava/lang/Thread;)V" => unpark0,
    }
}

/// `Object.wait(long)`; 0 waits until notified.
fn wait(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let r = non_null(vm, args, 0)?;
    let ms = arg(args, 1).long();
    if ms < 0 {
        return Err(vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some("timeout value is negative"),
        ));
    }
    let timeout = (ms > 0).then(|| ms.saturating_mul(1_000_000));
    vm.monitor_wait(r, timeout)?;
    Ok(Value::Top)
}

/// `Thread.start0(daemon, interrupted)`: a new green thread running
/// `Thread.threadMain()` (which runs `run()` and handles what escapes it).
fn start(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let t = non_null(vm, args, 0)?;
    let daemon = arg(args, 1).int() != 0;
    let interrupted = arg(args, 2).int() != 0;
    let cid = vm.class_id(THREAD)?;
    let Some(entry) = vm.find_method(cid, "threadMain", "()V") else {
        return Err(Interrupt::Fatal(
            "java.lang.Thread has no threadMain()".into(),
        ));
    };
    let ix = vm.start_thread(t, entry, daemon)?;
    if interrupted {
        vm.interrupt_thread(ix);
    }
    set_index(vm, t, ix)?;
    log_thread(vm, args, "started")?;
    // Leave the interpreter loop so that turns are counted from now on.
    Err(Interrupt::Switch)
}

/// Note a thread's start or end in the access log (`--trace-world`).
fn log_thread(vm: &mut Vm, args: &[Value], event: &str) -> Result<(), Interrupt> {
    let name = match started(vm, args)? {
        Some(t) => vm.thread_name(t),
        None => String::new(),
    };
    super::env(vm)?
        .world
        .log(crate::world::log::Access::Thread {
            event: event.into(),
            name,
        });
    Ok(())
}

/// The VM thread of the receiver, `None` if it was never started.
fn started(vm: &mut Vm, args: &[Value]) -> Result<Option<ThreadIx>, Interrupt> {
    let t = non_null(vm, args, 0)?;
    let slot = eetop(vm)?;
    let v = vm.field(t, slot).int();
    Ok((v > 0).then(|| (v - 1) as ThreadIx))
}

fn set_index(vm: &mut Vm, t: ObjRef, ix: ThreadIx) -> Result<(), Interrupt> {
    let slot = eetop(vm)?;
    vm.set_field(t, slot, Value::Int(ix as i32 + 1));
    Ok(())
}

/// `Thread.eetop`: the VM's thread index plus one (0: not started).
fn eetop(vm: &mut Vm) -> Result<u16, Interrupt> {
    let cid = vm.class_id(THREAD)?;
    vm.field_slot(cid, "eetop")
        .ok_or_else(|| Interrupt::Fatal("java.lang.Thread has no eetop field".into()))
}

fn notify(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let r = non_null(vm, a, 0)?;
    vm.monitor_notify(r, false)?;
    Ok(Value::Top)
}

fn notify_all(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let r = non_null(vm, a, 0)?;
    vm.monitor_notify(r, true)?;
    Ok(Value::Top)
}

fn wait_nanos(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let r = non_null(vm, a, 0)?;
    let ns = arg(a, 1).long();
    if ns > 0 {
        vm.monitor_wait(r, Some(ns))?;
    }
    Ok(Value::Top)
}

fn current_thread0(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Ref(vm.thread_object(vm.current_thread())))
}

fn attach0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let t = non_null(vm, a, 0)?;
    let me = vm.current_thread();
    vm.set_thread_object(me, t);
    set_index(vm, t, me)?;
    Ok(Value::Top)
}

fn exit0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    log_thread(vm, a, "ended")?;
    vm.thread_exiting();
    Ok(Value::Top)
}

fn sleep0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    vm.sleep(arg(a, 0).long())?;
    Ok(Value::Top)
}

fn yield_now(vm: &mut Vm, _: &[Value]) -> NativeResult {
    vm.yield_now()?;
    Ok(Value::Top)
}

fn interrupt0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    if let Some(t) = started(vm, a)? {
        vm.interrupt_thread(t);
    }
    Ok(Value::Top)
}

fn is_interrupted0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match started(vm, a)? {
        Some(t) => boolean(vm.thread_interrupted(t, arg(a, 1).int() != 0)),
        None => boolean(false),
    }
}

fn is_alive0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match started(vm, a)? {
        Some(t) => boolean(vm.thread_alive(t)),
        None => boolean(false),
    }
}

fn state0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let s = match started(vm, a)? {
        Some(t) => vm.thread_state(t),
        None => JavaThreadState::New,
    };
    // Thread.State's ordinals.
    Ok(Value::Int(match s {
        JavaThreadState::New => 0,
        JavaThreadState::Runnable => 1,
        JavaThreadState::Blocked => 2,
        JavaThreadState::Waiting => 3,
        JavaThreadState::TimedWaiting => 4,
        JavaThreadState::Terminated => 5,
    }))
}

fn stack_trace0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let frames = match started(vm, a)? {
        Some(t) => vm.thread_trace(t),
        None => Vec::new(),
    };
    super::throwable::stack_trace_array(vm, &frames)
}

fn holds_lock(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let r = non_null(vm, a, 0)?;
    boolean(vm.holds_lock(r))
}

fn active_count0(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Int(vm.live_threads().len() as i32))
}

fn live_threads0(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let live: Vec<ObjRef> = vm
        .live_threads()
        .into_iter()
        .filter_map(|t| vm.thread_object(t))
        .collect();
    let c = vm.class_id("[Ljava/lang/Thread;")?;
    let arr = vm.new_array(c, live.len())?;
    if let Some(interp::runtime::heap::ObjData::Refs(a)) = vm.heap.get_mut(arr).map(|o| &mut o.data)
    {
        for (x, t) in a.iter_mut().zip(live) {
            *x = Some(t);
        }
    }
    Ok(Value::from_ref(arr))
}

fn park0(vm: &mut Vm, _: &[Value]) -> NativeResult {
    vm.park(None)?;
    Ok(Value::Top)
}

fn park_nanos0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let ns = arg(a, 0).long();
    if ns > 0 {
        let deadline = vm.nanos().saturating_add(ns);
        vm.park(Some(deadline))?;
    }
    Ok(Value::Top)
}

fn unpark0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    if let Some(t) = started(vm, a)? {
        vm.unpark(t);
    }
    Ok(Value::Top)
}
