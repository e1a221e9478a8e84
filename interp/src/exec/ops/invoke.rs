//! Calls and returns. A call that pushes a frame switches the registers to
//! it in place; a return switches them back to the caller.
use std::rc::Rc;

use super::{Exec, Step};
use crate::exec::instr::Instr;
use crate::runtime::class::{ClassId, MethodId, Selector};
use crate::runtime::value::Value;

impl Exec<'_> {
    /// Call `m` (its arguments on the stack) and go on in its frame, if it has one.
    #[inline(always)]
    fn call(&mut self, m: MethodId) -> Step {
        self.sync();
        let pushed = self.vm.invoke(m);
        if self.checked(pushed)? {
            self.reload()?;
        }
        self.unpark();
        Ok(())
    }

    /// A call bound at quickening (static, special, private or final).
    #[inline(always)]
    pub(super) fn invoke_direct(&mut self, m: MethodId) -> Step {
        let method = self.vm.method(m);
        if !method.is_static() && self.peek(method.arg_slots as usize).reference().is_none() {
            return Err(self.npe());
        }
        self.call(m)
    }

    /// A call of a method whose whole code is `return`: pop its arguments.
    #[inline(always)]
    pub(super) fn invoke_empty(&mut self, n: u16, receiver: bool) -> Step {
        if receiver && self.peek(n as usize).reference().is_none() {
            return Err(self.npe());
        }
        self.sp = self.sp.saturating_sub(n as usize);
        Ok(())
    }

    /// A virtual or interface call through the receiver's table; the site
    /// then caches what it found (`InvokeVirtualCached`).
    #[inline(always)]
    pub(super) fn invoke_virtual(&mut self, sel: Selector, n: u16) -> Step {
        let rc = self.receiver_class(n)?;
        let m = self.look_up(rc, sel)?;
        if let Some(cell) = self.code.instrs.get(self.pc - 1) {
            cell.set(Instr::InvokeVirtualCached(sel, n, rc, m));
        }
        self.call(m)
    }

    /// A virtual or interface call whose site has seen receivers of class
    /// `c`, for which it calls `m`. Other classes look up, and the cache
    /// stays: a site that sees many classes would otherwise rewrite itself
    /// at every call.
    #[inline(always)]
    pub(super) fn invoke_cached(&mut self, sel: Selector, n: u16, c: ClassId, m: MethodId) -> Step {
        let rc = self.receiver_class(n)?;
        if rc == c {
            return self.call(m);
        }
        let m = self.look_up(rc, sel)?;
        self.call(m)
    }

    /// The class of the receiver `n` slots down (null throws).
    #[inline(always)]
    fn receiver_class(&mut self, n: u16) -> Result<ClassId, super::Leave> {
        let Some(r) = self.peek(n as usize).reference() else {
            return Err(self.npe());
        };
        Ok(self.vm.heap.get(r).map_or(self.cid, |o| o.class))
    }

    /// The method `sel` selects in class `rc`.
    #[inline(always)]
    fn look_up(&mut self, rc: ClassId, sel: Selector) -> Result<MethodId, super::Leave> {
        match self.vm.class(rc).vtable.get(&sel) {
            Some(&m) => Ok(m),
            None => {
                self.sync();
                Err(self.vm.no_implementation(rc, sel).into())
            }
        }
    }

    /// First execution of an invoke: resolve and quicken it, then execute
    /// it again; a static call into a class still being initialised by
    /// this thread is made without quickening.
    #[inline(always)]
    pub(super) fn first_invoke(&mut self, idx: u16, instr: Instr) -> Step {
        self.sync();
        let code = Rc::clone(&self.code);
        let q = self
            .vm
            .quicken_invoke_at(&code, self.pc - 1, self.cid, idx, instr);
        if self.checked(q)? {
            self.pc -= 1;
            self.unpark();
            return Ok(());
        }
        let m = self.vm.resolve_method_ref(self.cid, idx);
        let m = self.checked(m)?;
        self.call(m)
    }

    #[inline(always)]
    pub(super) fn invoke_dynamic(&mut self, idx: u16) -> Step {
        self.sync();
        let pushed = self.vm.invoke_dynamic(self.cid, idx);
        if self.checked(pushed)? {
            self.reload()?;
        }
        self.unpark();
        Ok(())
    }

    /// `return` (0 slots), `ireturn`/`areturn`/`freturn` (1), `lreturn`/`dreturn` (2).
    #[inline(always)]
    pub(super) fn return_values(&mut self, slots: usize) -> Step {
        let v = match slots {
            0 => Value::Top,
            1 => self.pop(),
            _ => self.pop2(),
        };
        self.sync();
        self.vm.pop_frame_return(&[v, Value::Top][..slots]);
        if self.vm.finished.is_some() {
            return Err(super::Leave::Yield);
        }
        self.reload()?;
        self.unpark();
        Ok(())
    }
}
