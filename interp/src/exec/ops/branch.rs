//! Branches: conditional and unconditional jumps, `jsr`/`ret`, switches, and
//! the superinstructions that fuse a comparison with its branch (each
//! continues after its last instruction when the branch is not taken).
use super::{Exec, Step};
use crate::exec::instr::Cond;
use crate::runtime::value::Value;

impl Exec<'_> {
    /// Jump to `t` if `taken`, else go on after `skip` more instructions.
    #[inline(always)]
    fn branch(&mut self, taken: bool, t: u32, skip: usize) -> Step {
        if taken {
            return self.jump(t as usize);
        }
        self.pc += skip;
        Ok(())
    }

    #[inline(always)]
    pub(super) fn if_zero(&mut self, c: Cond, t: u32) -> Step {
        let v = self.pop().int();
        self.branch(c.test(v, 0), t, 0)
    }

    #[inline(always)]
    pub(super) fn if_icmp(&mut self, c: Cond, t: u32) -> Step {
        let b = self.pop().int();
        let a = self.pop().int();
        self.branch(c.test(a, b), t, 0)
    }

    /// `if_acmpeq` (`eq`) / `if_acmpne`.
    #[inline(always)]
    pub(super) fn if_acmp(&mut self, eq: bool, t: u32) -> Step {
        let b = self.pop().reference();
        let a = self.pop().reference();
        self.branch((a == b) == eq, t, 0)
    }

    /// `ifnull` (`null`) / `ifnonnull`.
    #[inline(always)]
    pub(super) fn if_null(&mut self, null: bool, t: u32) -> Step {
        let r = self.pop().reference();
        self.branch(r.is_none() == null, t, 0)
    }

    #[inline(always)]
    pub(super) fn jsr(&mut self, t: u32) -> Step {
        self.push(Value::Int(self.pc as i32));
        self.jump(t as usize)
    }

    #[inline(always)]
    pub(super) fn ret(&mut self, i: u16) -> Step {
        let t = self.local(i).int() as usize;
        self.jump(t)
    }

    #[inline(always)]
    pub(super) fn table_switch(&mut self, n: u32) -> Step {
        let v = self.pop().int();
        let Some(t) = self.code.switches.get(n as usize) else {
            return Ok(());
        };
        let off = v as i64 - t.low as i64;
        let target = usize::try_from(off)
            .ok()
            .and_then(|o| t.dense.get(o))
            .copied()
            .unwrap_or(t.default);
        self.jump(target as usize)
    }

    #[inline(always)]
    pub(super) fn lookup_switch(&mut self, n: u32) -> Step {
        let v = self.pop().int();
        let Some(t) = self.code.switches.get(n as usize) else {
            return Ok(());
        };
        let target = match t.pairs.binary_search_by_key(&v, |p| p.0) {
            Ok(i) => t.pairs.get(i).map_or(t.default, |p| p.1),
            Err(_) => t.default,
        };
        self.jump(target as usize)
    }

    /// `load a; load b; if_icmp<c> t`.
    #[inline(always)]
    pub(super) fn if_locals_cmp(&mut self, c: Cond, a: u16, b: u16, t: u32) -> Step {
        let (x, y) = (self.local(a).int(), self.local(b).int());
        self.branch(c.test(x, y), t, 2)
    }

    /// `load a; iconst k; if_icmp<c> t`.
    #[inline(always)]
    pub(super) fn if_local_const_cmp(&mut self, c: Cond, a: u16, k: i16, t: u32) -> Step {
        let x = self.local(a).int();
        self.branch(c.test(x, k as i32), t, 2)
    }

    /// `load a; if<c> t`.
    #[inline(always)]
    pub(super) fn if_local(&mut self, c: Cond, a: u16, t: u32) -> Step {
        let x = self.local(a).int();
        self.branch(c.test(x, 0), t, 1)
    }

    /// `iinc a d; goto t`.
    #[inline(always)]
    pub(super) fn iinc_goto(&mut self, a: u16, d: i16, t: u32) -> Step {
        let v = self.local(a).int();
        self.set_local(a, Value::Int(v.wrapping_add(d as i32)));
        self.jump(t as usize)
    }

    /// `lcmp; if<c> t`.
    #[inline(always)]
    pub(super) fn lcmp_if(&mut self, c: Cond, t: u32) -> Step {
        let b = self.pop2().long();
        let a = self.pop2().long();
        self.branch(c.test(a.cmp(&b) as i32, 0), t, 1)
    }

    /// `dcmp<l|g>; if<c> t`: `nan` is what the comparison gives for NaN.
    #[inline(always)]
    pub(super) fn dcmp_if(&mut self, c: Cond, nan: i8, t: u32) -> Step {
        let b = self.pop2().double();
        let a = self.pop2().double();
        let r = a.partial_cmp(&b).map_or(nan as i32, |o| o as i32);
        self.branch(c.test(r, 0), t, 1)
    }

    /// `fcmp<l|g>; if<c> t`.
    #[inline(always)]
    pub(super) fn fcmp_if(&mut self, c: Cond, nan: i8, t: u32) -> Step {
        let b = self.pop().float();
        let a = self.pop().float();
        let r = a.partial_cmp(&b).map_or(nan as i32, |o| o as i32);
        self.branch(c.test(r, 0), t, 1)
    }
}
