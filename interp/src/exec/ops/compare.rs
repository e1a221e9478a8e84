//! Comparisons that push -1, 0 or 1.
use super::{Exec, Step};
use crate::runtime::value::Value;

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn lcmp(&mut self) -> Step {
        let b = self.pop2().long();
        let a = self.pop2().long();
        self.push_value(Value::Int(a.cmp(&b) as i32))
    }

    /// `fcmpl`/`fcmpg`: `nan` is what a comparison with NaN gives.
    #[inline(always)]
    pub(super) fn fcmp(&mut self, nan: i32) -> Step {
        let b = self.pop().float();
        let a = self.pop().float();
        let r = a.partial_cmp(&b).map_or(nan, |o| o as i32);
        self.push_value(Value::Int(r))
    }

    /// `dcmpl`/`dcmpg`.
    #[inline(always)]
    pub(super) fn dcmp(&mut self, nan: i32) -> Step {
        let b = self.pop2().double();
        let a = self.pop2().double();
        let r = a.partial_cmp(&b).map_or(nan, |o| o as i32);
        self.push_value(Value::Int(r))
    }
}
