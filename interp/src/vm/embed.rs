//! Calling Java from an embedder (the test generator, the JUnit runner):
//! initialise a class, invoke one method with arguments, and get back what
//! it returned or threw. Each call runs to completion within the budgets; a
//! checkpoint (`checkpoint.rs`) makes a series of calls repeatable.
use super::{FrameKind, Outcome, Vm};
use crate::runtime::class::{ClassId, InitState, MethodId};
use crate::runtime::value::{ObjRef, Value};

/// How one call ended.
#[derive(Debug, Clone, PartialEq)]
pub enum CallResult {
    /// Returned normally; `Value::Top` for `void` (and for an initialisation).
    Returned(Value),
    /// Threw this exception out of the called method.
    Threw(ObjRef),
    /// `System.exit(n)` was called.
    Exited(i32),
    /// The instruction budget ran out.
    Fuel,
    /// The output budget ran out.
    Output,
    /// The VM cannot go on.
    Fatal(String),
}

impl Vm {
    /// Run `cid`'s static initialisation (and its supers'), if not done yet.
    pub fn initialize(&mut self, cid: ClassId) -> CallResult {
        if matches!(
            self.class(cid).init,
            InitState::Initialized | InitState::Initializing
        ) {
            return CallResult::Returned(Value::Top);
        }
        self.calling = true;
        self.finished = None;
        self.returned = Value::Top;
        if let Err(i) = self.begin_init(cid) {
            self.handle_interrupt(i);
        }
        self.run_call()
    }

    /// Invoke `mid` exactly (no virtual dispatch: see [`Vm::dispatch`]) with
    /// `args` in slot form (receiver first; a `long`/`double` is its value
    /// then `Value::Top`). A static method's class is initialised first.
    pub fn call(&mut self, mid: MethodId, args: &[Value]) -> CallResult {
        let m = self.method(mid);
        if m.is_static() {
            match self.initialize(m.class) {
                CallResult::Returned(_) => {}
                other => return other,
            }
        }
        if self.method(mid).raw.is_none() && self.method(mid).synthetic_code.is_none() {
            let what = self.describe_method(mid);
            return CallResult::Fatal(format!("{what} has no bytecode to run"));
        }
        self.calling = true;
        self.finished = None;
        self.returned = Value::Top;
        if let Err(i) = self.push_frame_with_args(mid, args, FrameKind::Call) {
            self.handle_interrupt(i);
        }
        self.run_call()
    }

    /// The method `mid` resolves to for a receiver of class `receiver`
    /// (`invokevirtual`/`invokeinterface` selection).
    pub fn dispatch(&self, receiver: ClassId, mid: MethodId) -> MethodId {
        let m = self.method(mid);
        if m.is_static() || &*m.name == "<init>" {
            return mid;
        }
        self.class(receiver)
            .vtable
            .get(&m.selector)
            .copied()
            .unwrap_or(mid)
    }

    fn run_call(&mut self) -> CallResult {
        let outcome = loop {
            if let Some(o) = self.run(1 << 24) {
                break o;
            }
        };
        self.frames.clear();
        self.stack.truncate(0);
        match outcome {
            Outcome::Returned => CallResult::Returned(self.returned),
            Outcome::Exited(code) => CallResult::Exited(code),
            Outcome::Threw(ex) => CallResult::Threw(ex),
            Outcome::FuelExhausted => CallResult::Fuel,
            Outcome::OutputExhausted => CallResult::Output,
            Outcome::Fatal(m) => CallResult::Fatal(m),
        }
    }

    /// Methods declared by `cid` (in class-file order).
    pub fn methods_of(&self, cid: ClassId) -> &[MethodId] {
        &self.class(cid).methods
    }
}
