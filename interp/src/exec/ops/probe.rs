//! Probe instructions an instrumentation inserted (see `exec::instrument`).
use super::{Exec, Step};

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn probe(&mut self, id: u32) -> Step {
        self.vm.probe_hits.hit(id);
        Ok(())
    }

    /// Hand the four topmost slots to the instrumentation.
    #[inline(always)]
    pub(super) fn operand_probe(&mut self, id: u32) -> Step {
        let top = [self.peek(1), self.peek(2), self.peek(3), self.peek(4)];
        self.vm.operand_probe(id, top);
        Ok(())
    }
}
