//! Locals and the operand stack: loads, stores, `dup`s, `swap`, `pop`, and
//! the superinstructions that fuse loads.
use super::{Exec, Step};
use crate::runtime::value::Value;

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn load(&mut self, i: u16) -> Step {
        let v = self.local(i);
        self.push_value(v)
    }

    #[inline(always)]
    pub(super) fn load2(&mut self, i: u16) -> Step {
        let v = self.local(i);
        self.push_wide(v)
    }

    #[inline(always)]
    pub(super) fn store(&mut self, i: u16) -> Step {
        let v = self.pop();
        self.set_local(i, v);
        Ok(())
    }

    #[inline(always)]
    pub(super) fn store2(&mut self, i: u16) -> Step {
        let v = self.pop2();
        self.set_local(i, v);
        self.set_local(i.wrapping_add(1), Value::Top);
        Ok(())
    }

    #[inline(always)]
    pub(super) fn drop_slots(&mut self, n: usize) -> Step {
        self.sp = self.sp.saturating_sub(n);
        Ok(())
    }

    #[inline(always)]
    pub(super) fn dup(&mut self) -> Step {
        let v = self.peek(1);
        self.push_value(v)
    }

    #[inline(always)]
    pub(super) fn dup_x1(&mut self) -> Step {
        let (a, b) = (self.pop(), self.pop());
        self.push(a);
        self.push(b);
        self.push_value(a)
    }

    #[inline(always)]
    pub(super) fn dup_x2(&mut self) -> Step {
        let (a, b, c) = (self.pop(), self.pop(), self.pop());
        self.push(a);
        self.push(c);
        self.push(b);
        self.push_value(a)
    }

    #[inline(always)]
    pub(super) fn dup2(&mut self) -> Step {
        let (a, b) = (self.pop(), self.pop());
        self.push(b);
        self.push(a);
        self.push(b);
        self.push_value(a)
    }

    #[inline(always)]
    pub(super) fn dup2_x1(&mut self) -> Step {
        let (a, b, c) = (self.pop(), self.pop(), self.pop());
        self.push(b);
        self.push(a);
        self.push(c);
        self.push(b);
        self.push_value(a)
    }

    #[inline(always)]
    pub(super) fn dup2_x2(&mut self) -> Step {
        let (a, b, c, d) = (self.pop(), self.pop(), self.pop(), self.pop());
        self.push(b);
        self.push(a);
        self.push(d);
        self.push(c);
        self.push(b);
        self.push_value(a)
    }

    #[inline(always)]
    pub(super) fn swap(&mut self) -> Step {
        let (a, b) = (self.pop(), self.pop());
        self.push(a);
        self.push_value(b)
    }

    /// `load a; load b; iadd`.
    #[inline(always)]
    pub(super) fn loads_iadd(&mut self, a: u16, b: u16) -> Step {
        let (x, y) = (self.local(a).int(), self.local(b).int());
        self.pc += 2;
        self.push_value(Value::Int(x.wrapping_add(y)))
    }

    /// `load a; load b`.
    #[inline(always)]
    pub(super) fn load_2x(&mut self, a: u16, b: u16) -> Step {
        let (x, y) = (self.local(a), self.local(b));
        self.push(x);
        self.pc += 1;
        self.push_value(y)
    }

    /// `store a; load b`.
    #[inline(always)]
    pub(super) fn store_load(&mut self, a: u16, b: u16) -> Step {
        let v = self.pop();
        self.set_local(a, v);
        let w = self.local(b);
        self.pc += 1;
        self.push_value(w)
    }

    /// `load a; iconst k; iadd`.
    #[inline(always)]
    pub(super) fn load_const_iadd(&mut self, a: u16, k: i16) -> Step {
        let x = self.local(a).int();
        self.pc += 2;
        self.push_value(Value::Int(x.wrapping_add(k as i32)))
    }
}
