//! Checkpoints: the state of the program (statics, class initialisation,
//! heap, interned strings) saved once and restored before each execution,
//! so every execution starts from the same state without reloading classes.
//! Classes, methods and decoded code are kept across a rewind (they are the
//! same for every execution); what refers to heap objects made after the
//! checkpoint is undone through a log.
use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::Vm;
use crate::exec::instr::{Code, Instr};
use crate::runtime::class::{ClassId, InitState, Resolved};
use crate::runtime::heap::HeapMark;
use crate::runtime::value::{ObjRef, Value};

/// What a rewind must undo beyond the heap and the statics.
pub(crate) enum Undo {
    /// A string interned after the checkpoint.
    Interned(Vec<u16>),
    /// A constant-pool resolution that holds a heap reference.
    Resolved(ClassId, u16, Option<Resolved>),
    /// An instruction quickened to hold a heap reference (`ldc`).
    Instr(Rc<Code>, u32, Instr),
}

struct ClassState {
    init: InitState,
    statics: Box<[Value]>,
    mirror: Option<ObjRef>,
}

/// The state to come back to; see [`Vm::checkpoint`].
pub struct Checkpoint {
    heap: HeapMark,
    classes: Vec<ClassState>,
    init_errors: FxHashMap<ClassId, String>,
    executed: u64,
    slept_ns: i64,
    ns_per_instruction: i64,
    /// `main`'s `java.lang.Thread` (no other thread exists at a checkpoint).
    main_thread: Option<ObjRef>,
}

impl Vm {
    /// Save the current state. Only between executions: no Java frame may be
    /// on the stack. Later [`Vm::rewind`]s return to it.
    pub fn checkpoint(&mut self) -> Checkpoint {
        self.undo = Some(Vec::new());
        self.initialized_at_checkpoint = self
            .classes
            .iter()
            .map(|c| c.init == InitState::Initialized)
            .collect();
        Checkpoint {
            heap: self.heap.checkpoint(),
            classes: self
                .classes
                .iter()
                .map(|c| ClassState {
                    init: c.init,
                    statics: c.statics.clone().into_boxed_slice(),
                    mirror: c.mirror,
                })
                .collect(),
            init_errors: self.init_errors.clone(),
            executed: self.executed,
            slept_ns: self.slept_ns,
            ns_per_instruction: self.ns_per_instruction,
            main_thread: self.thread_object(0),
        }
    }

    /// Return to `cp` (the latest checkpoint): frames dropped, statics,
    /// initialisation states, heap and interned strings as they were, the run
    /// not finished. Classes loaded since stay loaded but uninitialised.
    pub fn rewind(&mut self, cp: &Checkpoint) {
        self.frames.clear();
        self.stack.truncate(0);
        self.pinned.clear();
        if let Some(undo) = self.undo.as_mut() {
            for u in std::mem::take(undo).into_iter().rev() {
                match u {
                    Undo::Interned(key) => {
                        self.interned.remove(&key);
                    }
                    Undo::Resolved(cid, idx, before) => {
                        if let Some(slot) = self
                            .classes
                            .get_mut(cid.0 as usize)
                            .and_then(|c| c.resolved.get_mut(idx as usize))
                        {
                            *slot = before;
                        }
                    }
                    Undo::Instr(code, at, before) => {
                        if let Some(cell) = code.instrs.get(at as usize) {
                            cell.set(before);
                        }
                    }
                }
            }
        }
        self.heap.rewind(&cp.heap);
        for (class, saved) in self.classes.iter_mut().zip(&cp.classes) {
            class.init = saved.init;
            class.statics.copy_from_slice(&saved.statics);
            class.mirror = saved.mirror;
        }
        for i in cp.classes.len()..self.classes.len() {
            self.reset_class(ClassId(i as u32));
        }
        self.init_errors.clone_from(&cp.init_errors);
        self.executed = cp.executed;
        self.slept_ns = cp.slept_ns;
        self.ns_per_instruction = cp.ns_per_instruction;
        self.threads.reset(cp.main_thread);
        self.finished = None;
    }

    /// A class loaded after the checkpoint: back to "loaded, not initialised",
    /// with default statics and the `ConstantValue`s set at preparation.
    fn reset_class(&mut self, cid: ClassId) {
        let Some(class) = self.classes.get_mut(cid.0 as usize) else {
            return;
        };
        let Some(file) = class.file.clone() else {
            class.mirror = None;
            return; // arrays, primitives and lambda proxies have no state
        };
        // Not initialised and no mirror made: its statics are as loading left
        // them, unless a string constant among them was made after the
        // checkpoint (the rewound heap no longer has it).
        let string_constant = file
            .fields
            .iter()
            .any(|f| f.constant_value.is_some() && f.descriptor.starts_with('L'));
        if class.init == InitState::Linked && class.mirror.is_none() && !string_constant {
            return;
        }
        class.mirror = None;
        class.init = InitState::Linked;
        let mut constants = Vec::new();
        for (f, def) in file.fields.iter().zip(&class.fields) {
            if def.access & crate::runtime::class::ACC_STATIC == 0 {
                continue;
            }
            let default = super::loader::default_of_descriptor(&def.descriptor);
            if let Some(s) = class.statics.get_mut(def.slot as usize) {
                *s = default;
            }
            if let Some(cv) = f.constant_value {
                constants.push((def.slot, cv));
            }
        }
        for (slot, cv) in constants {
            // Only a string constant can fail (heap budget): it stays null.
            if let Ok(v) = self.constant_value(cid, cv)
                && let Some(s) = self.classes[cid.0 as usize].statics.get_mut(slot as usize)
            {
                *s = v;
            }
        }
    }

    /// An instruction at `at` of `code` is about to be quickened into a form
    /// that assumes `class` is initialised. If it was not at the checkpoint,
    /// a rewind makes it uninitialised again: the quickening must be undone too.
    pub(crate) fn note_init_quickening(
        &mut self,
        code: &Rc<Code>,
        at: usize,
        before: Instr,
        class: ClassId,
    ) {
        if self.undo.is_some()
            && !self
                .initialized_at_checkpoint
                .get(class.0 as usize)
                .copied()
                .unwrap_or(false)
        {
            self.log_undo(Undo::Instr(code.clone(), at as u32, before));
        }
    }

    /// Note something a rewind must undo (only while a checkpoint is active).
    pub(crate) fn log_undo(&mut self, u: Undo) {
        if let Some(undo) = self.undo.as_mut() {
            undo.push(u);
        }
    }
}
