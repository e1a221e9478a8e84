//! The generator's probe instructions: coverage, branch operands, string
//! comparisons, flag calls, map keys and parsed texts.
use super::{Exec, Step};
use crate::exec::coverage::{COMPARED_LEN, StrProbe, StrTest};
use crate::runtime::value::Value;

impl Exec<'_> {
    #[inline(always)]
    pub(super) fn probe(&mut self, id: u32) -> Step {
        self.vm.coverage.hit_probe(id);
        Ok(())
    }

    /// A conditional branch follows: record its operands (the top four slots).
    #[inline(always)]
    pub(super) fn branch_probe(&mut self, id: u32) -> Step {
        let top = [self.peek(1), self.peek(2), self.peek(3), self.peek(4)];
        self.vm.coverage.hit_branch(id, top);
        Ok(())
    }

    /// A string comparison follows: measure how far its operands are.
    #[inline(always)]
    pub(super) fn string_probe(&mut self, site: u32, test: StrTest) -> Step {
        let (recv, arg) = if test.operands() == 2 {
            (self.peek(2), self.peek(1))
        } else {
            (self.peek(1), Value::Top)
        };
        let vm = &mut *self.vm;
        // Measured while the strings are borrowed; only short texts are
        // copied (for the generator's input mutations).
        let keep = vm.coverage.wants_compared();
        let probe = StrProbe::of(
            test,
            vm.string_units_of(recv),
            vm.string_units_of(arg),
            keep,
        );
        vm.coverage.hit_string(site, probe);
        Ok(())
    }

    #[inline(always)]
    pub(super) fn flag_probe(&mut self, site: u32) -> Step {
        self.vm.coverage.enter_flag_call(site);
        Ok(())
    }

    /// A map key `depth` slots down.
    #[inline(always)]
    pub(super) fn key_probe(&mut self, depth: u8) -> Step {
        let v = self.peek(depth as usize);
        if self.vm.coverage.wants_compared()
            && let Some(key) = self.vm.short_text(v, COMPARED_LEN)
        {
            self.vm.coverage.hit_key(&key);
        }
        Ok(())
    }

    /// A text about to be parsed.
    #[inline(always)]
    pub(super) fn parse_probe(&mut self, id: u32) -> Step {
        let v = self.peek(1);
        if self.vm.coverage.wants_parsed()
            && let Some(text) = self.vm.short_text(v, COMPARED_LEN)
        {
            self.vm.coverage.hit_parse(id, &text);
        }
        Ok(())
    }
}
