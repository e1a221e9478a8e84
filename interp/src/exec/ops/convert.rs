//! Conversions and negation: one operand of one width in, one result of one
//! width out.
use super::{Exec, Step};
use crate::runtime::value::Value;

/// How many slots a value takes: `int`/`float`/references one, `long`/`double` two.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Width {
    Int,
    Long,
}

impl Width {
    #[inline(always)]
    pub(super) fn slots(self) -> usize {
        match self {
            Width::Int => 1,
            Width::Long => 2,
        }
    }
}

impl Exec<'_> {
    /// Replace the top value (of width `from`) by `f` of it (of width `to`).
    #[inline(always)]
    pub(super) fn convert(&mut self, from: Width, to: Width, f: impl Fn(Value) -> Value) -> Step {
        if from == to {
            // In place: the operand's slot takes the result.
            let top = self.slot_mut(from.slots());
            *top = f(*top);
            return Ok(());
        }
        let v = if from == Width::Long {
            self.pop2()
        } else {
            self.pop()
        };
        if to == Width::Long {
            self.push_wide(f(v))
        } else {
            self.push_value(f(v))
        }
    }
}
