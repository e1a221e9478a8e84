//! The seam between the interpreter and the class library: natives are plain
//! functions registered by name, called with their arguments, and they never
//! run Java code (invariant 7); what they cannot finish they report as an
//! `Interrupt`.
use rustc_hash::FxHashMap;

use crate::runtime::class::ClassId;
use crate::runtime::value::{ObjRef, Value};
use crate::vm::{DuplicateNative, Vm};

/// Why a native (or an instruction) stopped the normal flow.
#[derive(Debug, Clone)]
pub enum Interrupt {
    /// Throw this exception object.
    Throw(ObjRef),
    /// End the run with this status (`System.exit`).
    Exit(i32),
    /// Initialise this class, then execute the current instruction again.
    InitThenRetry(ClassId),
    /// The VM itself cannot go on (corrupt state, missing core class).
    Fatal(String),
    /// The program wrote more output than its budget allows: end the run.
    OutputExhausted,
    /// The current thread stopped (it sleeps, waits, parks or yields):
    /// another thread runs; this one goes on after the call when it resumes.
    Switch,
    /// The current thread must wait (a monitor another thread holds): it
    /// executes the current instruction again when it resumes.
    Retry,
}

pub type NativeResult = Result<Value, Interrupt>;
/// A native method: receives the arguments (receiver first; `long`/`double`
/// take two slots, the second `Top`) and returns the result (`Top` for void).
pub type NativeFn = fn(&mut Vm, &[Value]) -> NativeResult;

#[derive(Default, Clone)]
pub struct Natives {
    map: FxHashMap<String, NativeFn>,
}

impl Natives {
    pub fn new() -> Natives {
        Natives::default()
    }
    /// Register `class` (internal name) `.name` `descriptor`. A key bound
    /// already keeps its function and comes back as the error: a native is
    /// bound once (the class library's table is checked by a test).
    pub fn register(
        &mut self,
        class: &str,
        name: &str,
        descriptor: &str,
        f: NativeFn,
    ) -> Result<(), DuplicateNative> {
        match self.map.entry(format!("{class}.{name}{descriptor}")) {
            std::collections::hash_map::Entry::Occupied(e) => Err(DuplicateNative {
                key: e.key().clone(),
            }),
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(f);
                Ok(())
            }
        }
    }
    pub fn lookup(&self, class: &str, name: &str, descriptor: &str) -> Option<NativeFn> {
        self.map
            .get(&format!("{class}.{name}{descriptor}"))
            .copied()
    }
    pub fn len(&self) -> usize {
        self.map.len()
    }
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}
