//! Arithmetic: binary operations write their result over the first operand
//! in place; division checks for zero; the fused forms with a local or a
//! constant as second operand.
use super::convert::Width;
use super::{Exec, Step};
use crate::exec::instr::{FloatOp, IntOp};
use crate::runtime::value::Value;

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn int_op(&mut self, f: impl Fn(i32, i32) -> i32) -> Step {
        let b = self.pop().int();
        let top = self.slot_mut(1);
        *top = Value::Int(f(top.int(), b));
        Ok(())
    }

    #[inline(always)]
    pub(super) fn long_op(&mut self, f: impl Fn(i64, i64) -> i64) -> Step {
        let b = self.pop2().long();
        let top = self.slot_mut(2);
        *top = Value::Long(f(top.long(), b));
        Ok(())
    }

    #[inline(always)]
    pub(super) fn float_op(&mut self, f: impl Fn(f32, f32) -> f32) -> Step {
        let b = self.pop().float();
        let top = self.slot_mut(1);
        *top = Value::Float(f(top.float(), b));
        Ok(())
    }

    #[inline(always)]
    pub(super) fn double_op(&mut self, f: impl Fn(f64, f64) -> f64) -> Step {
        let b = self.pop2().double();
        let top = self.slot_mut(2);
        *top = Value::Double(f(top.double(), b));
        Ok(())
    }

    /// `idiv`/`irem`: `f` is the wrapping operation (`MIN / -1` wraps).
    #[inline(always)]
    pub(super) fn int_div(&mut self, f: impl Fn(i32, i32) -> i32) -> Step {
        let b = self.pop().int();
        let a = self.pop().int();
        if b == 0 {
            return Err(self.throw("java/lang/ArithmeticException", Some("/ by zero".into())));
        }
        self.push_value(Value::Int(f(a, b)))
    }

    #[inline(always)]
    pub(super) fn long_div(&mut self, f: impl Fn(i64, i64) -> i64) -> Step {
        let b = self.pop2().long();
        let a = self.pop2().long();
        if b == 0 {
            return Err(self.throw("java/lang/ArithmeticException", Some("/ by zero".into())));
        }
        self.push_wide(Value::Long(f(a, b)))
    }

    /// Long shifts take an int shift count.
    #[inline(always)]
    pub(super) fn long_shift(&mut self, f: impl Fn(i64, u32) -> i64) -> Step {
        let s = self.pop().int() as u32;
        let a = self.pop2().long();
        self.push_wide(Value::Long(f(a, s)))
    }

    #[inline(always)]
    pub(super) fn iinc(&mut self, i: u16, d: i16) -> Step {
        let v = self.local(i).int();
        self.set_local(i, Value::Int(v.wrapping_add(d as i32)));
        Ok(())
    }

    /// `load b; <int op>`.
    #[inline(always)]
    pub(super) fn ibin_local(&mut self, op: IntOp, b: u16) -> Step {
        let y = self.local(b).int();
        let top = self.slot_mut(1);
        *top = Value::Int(op.apply(top.int(), y));
        self.pc += 1;
        Ok(())
    }

    /// `iconst k; <int op>`.
    #[inline(always)]
    pub(super) fn ibin_const(&mut self, op: IntOp, k: i32) -> Step {
        let top = self.slot_mut(1);
        *top = Value::Int(op.apply(top.int(), k));
        self.pc += 1;
        Ok(())
    }

    /// `load2 b; <double op>`.
    #[inline(always)]
    pub(super) fn dbin_local(&mut self, op: FloatOp, b: u16) -> Step {
        let y = self.local(b).double();
        let top = self.slot_mut(Width::Long.slots());
        *top = Value::Double(op.apply(top.double(), y));
        self.pc += 1;
        Ok(())
    }
}
