//! `monitorenter` and `monitorexit`.
use super::{Exec, Step};

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn enter_monitor(&mut self) -> Step {
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        if self.vm.traces_accesses_of(self.cid) {
            self.vm.note_lock(r);
        }
        if !self.vm.monitor_enter(r) {
            // Another thread holds it: this one is now blocked and runs
            // `monitorenter` again when the monitor is free.
            self.sp += 1;
            self.pc -= 1;
            return Err(self.stop());
        }
        Ok(())
    }

    #[inline(always)]
    pub(super) fn exit_monitor(&mut self) -> Step {
        let Some(r) = self.pop().reference() else {
            return Err(self.npe());
        };
        if !self.vm.monitor_exit(r) {
            let msg = Some("current thread is not owner".into());
            return Err(self.throw("java/lang/IllegalMonitorStateException", msg));
        }
        Ok(())
    }
}
