//! The thread's value stack: locals and operands of every frame, in one
//! fixed-size array indexed through a mask. The mask makes every access
//! in bounds without a check, so the interpreter loop pays nothing for
//! safety; frames are checked to fit when they are pushed, and malformed
//! code that overruns its frame only reads or writes garbage values.
use smallvec::SmallVec;

use super::value::Value;

/// Slots in a thread's stack (2 MiB of 16-byte values): 12,000 frames of
/// ten slots fit; beyond it, `StackOverflowError` as on a real thread stack.
pub const SLOTS: usize = 1 << 17;
pub const MASK: usize = SLOTS - 1;

pub struct ValueStack {
    pub slots: Box<[Value; SLOTS]>,
    /// One past the top value.
    pub sp: usize,
    /// Stands in for `slots` while the interpreter loop holds them (see
    /// [`ValueStack::lend`]); allocated at the first loop.
    spare: Option<Box<[Value; SLOTS]>>,
}

impl Default for ValueStack {
    fn default() -> Self {
        ValueStack::new()
    }
}

fn new_slots() -> Box<[Value; SLOTS]> {
    let slots: Box<[Value]> = vec![Value::Top; SLOTS].into_boxed_slice();
    match slots.try_into() {
        Ok(s) => s,
        // The vector has exactly SLOTS elements.
        Err(_) => unreachable!("stack size"),
    }
}

impl ValueStack {
    pub fn new() -> ValueStack {
        ValueStack {
            slots: new_slots(),
            sp: 0,
            spare: None,
        }
    }

    /// Hand the slots to the interpreter loop, which keeps the array in a
    /// local (a register) instead of reloading it through the VM; the spare
    /// stands in. The loop swaps them back whenever the VM may look at the
    /// stack, and returns the spare with [`ValueStack::give_back`].
    pub fn lend(&mut self) -> Box<[Value; SLOTS]> {
        let spare = self.spare.take().unwrap_or_else(new_slots);
        std::mem::replace(&mut self.slots, spare)
    }

    pub fn give_back(&mut self, spare: Box<[Value; SLOTS]>) {
        self.spare = Some(spare);
    }

    pub fn len(&self) -> usize {
        self.sp
    }
    pub fn is_empty(&self) -> bool {
        self.sp == 0
    }
    /// Room left above the top.
    pub fn room(&self) -> usize {
        SLOTS.saturating_sub(self.sp)
    }
    #[inline(always)]
    pub fn push(&mut self, v: Value) {
        self.slots[self.sp & MASK] = v;
        self.sp += 1;
    }
    #[inline(always)]
    pub fn pop(&mut self) -> Value {
        self.sp = self.sp.saturating_sub(1);
        self.slots[self.sp & MASK]
    }
    #[inline(always)]
    pub fn get(&self, i: usize) -> Value {
        self.slots[i & MASK]
    }
    #[inline(always)]
    pub fn set(&mut self, i: usize, v: Value) {
        self.slots[i & MASK] = v;
    }
    pub fn extend(&mut self, values: &[Value]) {
        for &v in values {
            self.push(v);
        }
    }
    /// Drop everything above `n`.
    pub fn truncate(&mut self, n: usize) {
        self.sp = self.sp.min(n);
    }
    /// Grow to `n` with `Top` values (new locals).
    pub fn fill_to(&mut self, n: usize) {
        while self.sp < n {
            self.push(Value::Top);
        }
    }
    /// Remove and return the top `n` values, bottom first.
    pub fn take_top(&mut self, n: usize) -> SmallVec<[Value; 8]> {
        let at = self.sp.saturating_sub(n);
        let out = (at..self.sp).map(|i| self.get(i)).collect();
        self.sp = at;
        out
    }
    /// The live values, bottom first.
    pub fn live(&self) -> impl Iterator<Item = Value> + '_ {
        (0..self.sp.min(SLOTS)).map(|i| self.slots[i])
    }
}
