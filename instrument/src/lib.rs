//! What the test generator puts into the VM through its instrumentation
//! seam (`interp::exec::instrument`); the VM knows none of it.
//!
//! - [`coverage::Coverage`] is the VM's `Instrumentation`: it decides where
//!   probes go (`plan.rs`: JaCoCo's probe placement from `jacoco.rs`, a
//!   branch probe before each conditional jump and switch, the testability
//!   probes of `testability.rs`) and keeps what they saw — lines, arms and
//!   methods covered as JaCoCo counts them, branch distances, compared and
//!   parsed texts; `control.rs` gives each site and line the branch
//!   edges it is control dependent on (for the generator's approach level).
//! - [`mutation`]: PIT's operators over decoded instructions, swapped in
//!   with `Code::swap`.
use std::any::Any;

use interp::Vm;
use interp::exec::instrument::{Insertion, Instrumentation, MethodView, OperandProbe};

mod control;
pub mod coverage;
mod jacoco;
pub mod mutation;
mod plan;
pub mod testability;

pub use coverage::Coverage;

impl Instrumentation for Coverage {
    fn instruments(&self, class: &str) -> bool {
        self.instrument.contains(class)
    }

    fn instrument(&mut self, method: &MethodView<'_>) -> Vec<Insertion> {
        self.plan(method)
    }

    fn operands(&mut self, id: u32, probe: &mut OperandProbe<'_>) {
        self.hit_operands(id, probe);
    }
}

/// The coverage `vm` measures, if it has one.
fn installed(vm: &Vm) -> Option<&Coverage> {
    let i: &dyn Any = vm.instrumentation.as_deref()?;
    i.downcast_ref()
}

thread_local! {
    /// What a VM that measures nothing has covered (one per thread, for
    /// the life of the process: `Coverage` holds `Rc`s).
    static NOTHING: &'static Coverage = Box::leak(Box::default());
}

/// The coverage `vm` measures (nothing covered, when it measures none).
pub fn coverage(vm: &Vm) -> &Coverage {
    installed(vm).unwrap_or_else(|| NOTHING.with(|c| *c))
}

/// The coverage `vm` measures, given to it first if it has none.
pub fn coverage_mut(vm: &mut Vm) -> &mut Coverage {
    if installed(vm).is_none() {
        vm.instrumentation = Some(Box::<Coverage>::default());
    }
    let i: Option<&mut dyn Any> = vm.instrumentation.as_deref_mut().map(|i| i as &mut dyn Any);
    match i.and_then(|i| i.downcast_mut()) {
        Some(c) => c,
        // Installed just above.
        None => unreachable!("the VM's instrumentation is a Coverage"),
    }
}

/// Forget what the last execution reached.
pub fn reset(vm: &mut Vm) {
    vm.probe_hits.reset();
    coverage_mut(vm).reset();
}

/// Work out what is covered from the probes run since the last [`reset`]
/// (see [`Coverage::settle`]).
pub fn settle(vm: &mut Vm) {
    let hits = &vm.probe_hits;
    let i: Option<&mut dyn Any> = vm.instrumentation.as_deref_mut().map(|i| i as &mut dyn Any);
    if let Some(c) = i.and_then(|i| i.downcast_mut::<Coverage>()) {
        c.settle(hits);
    }
}
