//! java.lang.Thread, the monitor methods of java.lang.Object and
//! java.util.concurrent.locks.LockSupport: thin calls into the VM's green
//! threads (`interp::vm::threads`). A blocking native returns
//! `Interrupt::Switch` and the thread goes on after the call when it resumes.
use interp::vm::threads::{JavaThreadState, ThreadIx};
use interp::{Interrupt, NativeResult, Natives, ObjRef, Value, Vm};

use super::{arg, boolean, non_null};

const THREAD: &str = "java/lang/Thread";

pub fn register(n: &mut Natives) {
    n.register("java/lang/Object", "notify", "()V", |vm, a| {
        let r = non_null(vm, a, 0)?;
        vm.monitor_notify(r, false)?;
        Ok(Value::Top)
    });
    n.register("java/lang/Object", "notifyAll", "()V", |vm, a| {
        let r = non_null(vm, a, 0)?;
        vm.monitor_notify(r, true)?;
        Ok(Value::Top)
    });
    n.register("java/lang/Object", "wait", "(J)V", wait);
    n.register(
        "jdk/internal/terrarium/Monitors",
        "waitNanos",
        "(Ljava/lang/Object;J)V",
        |vm, a| {
            let r = non_null(vm, a, 0)?;
            let ns = arg(a, 1).long();
            if ns > 0 {
                vm.monitor_wait(r, Some(ns))?;
            }
            Ok(Value::Top)
        },
    );
    n.register(THREAD, "currentThread0", "()Ljava/lang/Thread;", |vm, _| {
        Ok(Value::Ref(vm.thread_object(vm.current_thread())))
    });
    n.register(THREAD, "attach0", "()V", |vm, a| {
        let t = non_null(vm, a, 0)?;
        let me = vm.current_thread();
        vm.set_thread_object(me, t);
        set_index(vm, t, me)?;
        Ok(Value::Top)
    });
    n.register(THREAD, "start0", "(ZZ)V", start);
    n.register(THREAD, "exit0", "()V", |vm, a| {
        log_thread(vm, a, "ended")?;
        vm.thread_exiting();
        Ok(Value::Top)
    });
    n.register(THREAD, "sleep0", "(J)V", |vm, a| {
        vm.sleep(arg(a, 0).long())?;
        Ok(Value::Top)
    });
    n.register(THREAD, "yield", "()V", |vm, _| {
        vm.yield_now()?;
        Ok(Value::Top)
    });
    n.register(THREAD, "interrupt0", "()V", |vm, a| {
        if let Some(t) = started(vm, a)? {
            vm.interrupt_thread(t);
        }
        Ok(Value::Top)
    });
    n.register(THREAD, "isInterrupted0", "(Z)Z", |vm, a| {
        match started(vm, a)? {
            Some(t) => boolean(vm.thread_interrupted(t, arg(a, 1).int() != 0)),
            None => boolean(false),
        }
    });
    n.register(THREAD, "isAlive0", "()Z", |vm, a| match started(vm, a)? {
        Some(t) => boolean(vm.thread_alive(t)),
        None => boolean(false),
    });
    n.register(THREAD, "state0", "()I", |vm, a| {
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
    });
    n.register(
        THREAD,
        "stackTrace0",
        "()[Ljava/lang/StackTraceElement;",
        |vm, a| {
            let frames = match started(vm, a)? {
                Some(t) => vm.thread_trace(t),
                None => Vec::new(),
            };
            super::throwable::stack_trace_array(vm, &frames)
        },
    );
    n.register(THREAD, "holdsLock", "(Ljava/lang/Object;)Z", |vm, a| {
        let r = non_null(vm, a, 0)?;
        boolean(vm.holds_lock(r))
    });
    n.register(THREAD, "activeCount0", "()I", |vm, _| {
        Ok(Value::Int(vm.live_threads().len() as i32))
    });
    n.register(THREAD, "liveThreads0", "()[Ljava/lang/Thread;", |vm, _| {
        let live: Vec<ObjRef> = vm
            .live_threads()
            .into_iter()
            .filter_map(|t| vm.thread_object(t))
            .collect();
        let c = vm.class_id("[Ljava/lang/Thread;")?;
        let arr = vm.new_array(c, live.len())?;
        if let Some(interp::runtime::heap::ObjData::Refs(a)) =
            vm.heap.get_mut(arr).map(|o| &mut o.data)
        {
            for (x, t) in a.iter_mut().zip(live) {
                *x = Some(t);
            }
        }
        Ok(Value::from_ref(arr))
    });
    let ls = "java/util/concurrent/locks/LockSupport";
    n.register(ls, "park0", "()V", |vm, _| {
        vm.park(None)?;
        Ok(Value::Top)
    });
    n.register(ls, "parkNanos0", "(J)V", |vm, a| {
        let ns = arg(a, 0).long();
        if ns > 0 {
            let deadline = vm.nanos().saturating_add(ns);
            vm.park(Some(deadline))?;
        }
        Ok(Value::Top)
    });
    n.register(ls, "unpark0", "(Ljava/lang/Thread;)V", |vm, a| {
        if let Some(t) = started(vm, a)? {
            vm.unpark(t);
        }
        Ok(Value::Top)
    });
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
