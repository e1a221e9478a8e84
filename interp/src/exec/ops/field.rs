//! Field access: the quickened forms (a switch point each, so threads
//! interleave at field accesses as on a real JVM), the fused `load; getfield`
//! forms, and the first execution that resolves the field.
use std::rc::Rc;

use super::{Exec, Step};
use crate::exec::instr::Instr;
use crate::exec::natives::Interrupt;
use crate::runtime::class::ClassId;
use crate::runtime::value::Value;
use crate::vm::Vm;

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn get_field(&mut self, slot: u16, wide: bool) -> Step {
        self.switch_point()?;
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        let v = self.vm.field(r, slot);
        self.push_sized(v, wide)
    }

    #[inline(always)]
    pub(super) fn put_field(&mut self, slot: u16, wide: bool) -> Step {
        self.switch_point()?;
        let v = self.pop_sized(wide);
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        self.vm.set_field(r, slot, v);
        Ok(())
    }

    #[inline(always)]
    pub(super) fn get_static(&mut self, c: ClassId, slot: u16, wide: bool) -> Step {
        self.switch_point()?;
        let v = self.vm.static_field(c, slot);
        self.push_sized(v, wide)
    }

    #[inline(always)]
    pub(super) fn put_static(&mut self, c: ClassId, slot: u16, wide: bool) -> Step {
        self.switch_point()?;
        let v = self.pop_sized(wide);
        self.vm.set_static_field(c, slot, v);
        Ok(())
    }

    /// `load n; getfield` (past the getfield, so a null is reported there).
    #[inline(always)]
    pub(super) fn load_get_field(&mut self, n: u16, slot: u16, wide: bool) -> Step {
        self.pc += 1;
        let Some(r) = self.local(n).reference() else {
            return Err(self.npe());
        };
        let v = self.vm.field(r, slot);
        self.push_sized(v, wide)
    }

    /// `load n; dup; getfield` (the start of `o.f += x`).
    #[inline(always)]
    pub(super) fn load_dup_get_field(&mut self, n: u16, slot: u16, wide: bool) -> Step {
        self.pc += 2;
        let r = self.local(n);
        let Some(obj) = r.reference() else {
            return Err(self.npe());
        };
        self.push(r);
        let v = self.vm.field(obj, slot);
        self.push_sized(v, wide)
    }

    /// First execution of a field instruction: resolve it, then quicken it
    /// and execute it again (or, under `replay --explain`, run it traced
    /// every time).
    #[inline(always)]
    pub(super) fn first_field_access(&mut self, idx: u16, instr: Instr) -> Step {
        self.sync();
        let q = self.vm.quicken_field(self.cid, idx, instr);
        let q = self.checked(q)?;
        if self.vm.traces_accesses_of(self.cid) {
            // Every access of application code is noted, so it stays slow.
            self.unpark();
            self.switch_point()?;
            self.sync();
            let r = self.vm.traced_field_access(self.cid, idx, q, self.pc - 1);
            self.checked(r)?;
            self.unpark();
            return Ok(());
        }
        let code = Rc::clone(&self.code);
        self.vm.install_field_access(&code, self.pc - 1, instr, q);
        self.pc -= 1;
        self.unpark();
        Ok(())
    }
}

impl Vm {
    /// Run field access `q` (resolved from constant `idx` of class `c`, at
    /// instruction `at`) on the synced stack, noting it for `replay
    /// --explain`. Out of the loop: a traced run is rare, the loop hot.
    #[cold]
    #[inline(never)]
    fn traced_field_access(
        &mut self,
        c: ClassId,
        idx: u16,
        q: Instr,
        at: usize,
    ) -> Result<(), Interrupt> {
        use Instr::*;
        self.note_field_access(c, idx, q, self.stack.len());
        let wide = matches!(
            q,
            GetField2Q(_) | PutField2Q(_) | GetStatic2Q(..) | PutStatic2Q(..)
        );
        // A long or double takes two slots: the value sits in the lower one.
        let pop_value = |vm: &mut Vm| {
            if wide {
                vm.stack.pop();
            }
            vm.stack.pop()
        };
        let push_value = |vm: &mut Vm, v: Value| {
            vm.stack.push(v);
            if wide {
                vm.stack.push(Value::Top);
            }
        };
        match q {
            GetFieldQ(slot) | GetField2Q(slot) => {
                let Some(r) = self.stack.pop().reference() else {
                    return Err(self.throw_npe(at));
                };
                let v = self.field(r, slot);
                push_value(self, v);
            }
            PutFieldQ(slot) | PutField2Q(slot) => {
                let v = pop_value(self);
                let Some(r) = self.stack.pop().reference() else {
                    return Err(self.throw_npe(at));
                };
                self.set_field(r, slot, v);
            }
            GetStaticQ(k, slot) | GetStatic2Q(k, slot) => {
                let v = self.static_field(k, slot);
                push_value(self, v);
            }
            PutStaticQ(k, slot) | PutStatic2Q(k, slot) => {
                let v = pop_value(self);
                self.set_static_field(k, slot, v);
            }
            _ => {}
        }
        Ok(())
    }
}
