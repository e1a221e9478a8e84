//! Objects and constants: `new`, type checks, `athrow`, `ldc`, and the
//! class-initialisation guard.
use std::rc::Rc;

use super::{Exec, Step};
use crate::exec::instr::Instr;
use crate::exec::natives::Interrupt;
use crate::runtime::class::{ACC_ABSTRACT, ACC_INTERFACE, ClassId, InitState};
use crate::runtime::value::Value;

impl Exec<'_> {
    /// `ldc` first executed: load the constant (rewriting the instruction
    /// to push it from now on), or make the call that loads it.
    #[inline(always)]
    pub(super) fn ldc(&mut self, idx: u16) -> Step {
        self.sync();
        let code = Rc::clone(&self.code);
        let v = self.vm.ldc(self.cid, idx, &code, self.pc - 1);
        match self.checked(v)? {
            Some(v) => {
                self.unpark();
                self.push_value(v)
            }
            // Rewritten into a call that loads the constant: make it.
            None => {
                self.pc -= 1;
                self.unpark();
                Ok(())
            }
        }
    }

    /// `new`, quickened to an initialised class.
    #[inline(always)]
    pub(super) fn new_instance(&mut self, c: ClassId) -> Step {
        self.sync();
        if self.vm.heap.wants_gc() {
            self.vm.gc();
        }
        let r = self.vm.new_object(c);
        let r = self.checked(r)?;
        self.unpark();
        self.push_value(Value::from_ref(r))
    }

    /// `new` first executed: resolve the class; quicken once it is initialised.
    #[inline(always)]
    pub(super) fn first_new(&mut self, idx: u16, instr: Instr) -> Step {
        self.sync();
        let c = self.vm.resolve_class_ref(self.cid, idx);
        let c = self.checked(c)?;
        let class = self.vm.class(c);
        if class.access & (ACC_INTERFACE | ACC_ABSTRACT) != 0 {
            let n = class.java_name();
            return Err(self.throw("java/lang/InstantiationError", Some(n)));
        }
        match class.init {
            InitState::Initialized => {
                let code = Rc::clone(&self.code);
                self.vm.note_init_quickening(&code, self.pc - 1, instr, c);
                self.quicken(Instr::NewQ(c))
            }
            InitState::Initializing if self.vm.initializing_here(c) => {
                let r = self.vm.new_object(c);
                let r = self.checked(r)?;
                self.unpark();
                self.push_value(Value::from_ref(r))
            }
            _ => Err(Interrupt::InitThenRetry(c).into()),
        }
    }

    /// `checkcast`/`instanceof` first executed: resolve the class.
    #[inline(always)]
    pub(super) fn first_type_check(&mut self, idx: u16, instr: Instr) -> Step {
        self.sync();
        let c = self.vm.resolve_class_ref(self.cid, idx);
        let c = self.checked(c)?;
        self.quicken(if matches!(instr, Instr::CheckCast(_)) {
            Instr::CheckCastQ(c)
        } else {
            Instr::InstanceOfQ(c)
        })
    }

    #[inline(always)]
    pub(super) fn check_cast(&mut self, c: ClassId) -> Step {
        if let Some(r) = self.peek(1).reference() {
            let oc = self.vm.heap.get(r).map_or(c, |o| o.class);
            if !self.vm.is_subclass(oc, c) {
                let msg = self.vm.cast_message(oc, c);
                return Err(self.throw("java/lang/ClassCastException", Some(msg)));
            }
        }
        Ok(())
    }

    #[inline(always)]
    pub(super) fn instance_of(&mut self, c: ClassId) -> Step {
        let v = match self.pop().reference() {
            Some(r) => {
                let oc = self.vm.heap.get(r).map_or(c, |o| o.class);
                self.vm.is_subclass(oc, c) as i32
            }
            None => 0,
        };
        self.push_value(Value::Int(v))
    }

    #[inline(always)]
    pub(super) fn athrow(&mut self) -> Step {
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        self.sync();
        Err(Interrupt::Throw(r).into())
    }

    /// The guard of a quickened static access whose class was still being
    /// initialised when it was quickened.
    #[inline(always)]
    pub(super) fn ensure_init(&mut self, c: ClassId) -> Step {
        match self.vm.class(c).init {
            InitState::Initialized => Ok(()),
            InitState::Initializing if self.vm.initializing_here(c) => Ok(()),
            _ => {
                self.sync();
                Err(Interrupt::InitThenRetry(c).into())
            }
        }
    }
}
