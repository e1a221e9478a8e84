//! The instrumentation seam: how a tool outside the VM (the test
//! generator's coverage, in the `instrument` crate) puts probes into code
//! and hears from them, without the VM knowing what they measure.
//!
//! - At decode time, the [`Instrumentation`] the VM was given
//!   (`Vm::instrumentation`) sees each method of a class it
//!   [instruments](Instrumentation::instruments) as a list of [`Insn`]s and
//!   returns the probe instructions to insert ([`Insertion`]).
//! - At run time, a [`Probe::Hit`] marks its id in `Vm::probe_hits` (a
//!   bit, as cheap as a probe can be), and a [`Probe::Operands`] hands the
//!   top of the operand stack to [`Instrumentation::operands`] (branch
//!   operands, strings about to be compared, ...), which reads it through an
//!   [`OperandProbe`] and may mark hits.
//! - Mutants are swapped into decoded code with `Code::swap`.
//!
//! Code of classes not instrumented is decoded as usual and pays nothing;
//! the loop has one instruction per kind of probe.
use std::any::Any;

use super::decode::Pending;
use super::instr::Instr;
use crate::classfile::{BootstrapMethod, CodeAttribute, ConstantPool};
use crate::runtime::class::{ClassId, MethodId};
use crate::runtime::value::Value;
use crate::vm::{DecodeError, Vm};

/// One bytecode instruction as an instrumenter sees it.
#[derive(Debug, Clone)]
pub struct Insn {
    pub offset: u32,
    /// The opcode (for `wide`, the opcode it widens).
    pub opcode: u8,
    /// The local variable of a load, store or `iinc`; the constant-pool
    /// index of an invoke, field or type instruction, or a non-number `ldc`.
    pub operand: u16,
    /// Where a jump goes; a switch's default.
    pub target: Option<u32>,
    /// A switch's cases: (key, target), in key order.
    pub cases: Vec<(i32, u32)>,
}

/// A method and its class, as an instrumenter and JaCoCo's filters see them.
#[derive(Clone, Copy)]
pub struct MethodInfo<'a> {
    /// The class's internal name.
    pub class_name: &'a str,
    pub class_access: u16,
    pub super_class: Option<&'a str>,
    pub access: u16,
    pub name: &'a str,
    pub descriptor: &'a str,
    pub bootstrap_methods: &'a [BootstrapMethod],
}

/// A method being decoded, for an instrumenter.
pub struct MethodView<'a> {
    pub class: ClassId,
    pub method: MethodId,
    pub info: MethodInfo<'a>,
    pub code: &'a CodeAttribute,
    pub cp: &'a ConstantPool,
    pub insns: &'a [Insn],
}

/// A probe instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Probe {
    /// Marks `id` in `Vm::probe_hits`.
    Hit(u32),
    /// Calls [`Instrumentation::operands`] with `id`.
    Operands(u32),
}

/// A probe to insert before instruction `before` (an index into
/// [`MethodView::insns`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Insertion {
    pub before: usize,
    pub probe: Probe,
    /// Run only when the instruction before falls through: jumps to
    /// `before` skip the probe. Otherwise jumps to `before` run it too.
    pub fallthrough: bool,
}

/// What instruments code: given to the VM in `Vm::instrumentation`.
pub trait Instrumentation: Any {
    /// Whether methods of class `class` (internal name) get probes.
    fn instruments(&self, class: &str) -> bool;

    /// The probes to insert into `method`, in the order they are to run
    /// (sorted by `before`; those of one instruction in insertion order).
    fn instrument(&mut self, method: &MethodView<'_>) -> Vec<Insertion>;

    /// A [`Probe::Operands`] ran.
    fn operands(&mut self, id: u32, probe: &mut OperandProbe<'_>);
}

/// The ids a [`Probe::Hit`] marks: one flag per id, set when it runs.
#[derive(Debug, Default, Clone)]
pub struct ProbeHits {
    hit: Vec<bool>,
}

impl ProbeHits {
    #[inline]
    pub fn hit(&mut self, id: u32) {
        if let Some(h) = self.hit.get_mut(id as usize) {
            *h = true;
        }
    }

    pub fn is_hit(&self, id: u32) -> bool {
        self.hit.get(id as usize) == Some(&true)
    }

    /// Make room for ids below `n`.
    pub fn reserve(&mut self, n: usize) {
        if self.hit.len() < n {
            self.hit.resize(n, false);
        }
    }

    /// The ids hit since the last reset (or take).
    pub fn hits(&self) -> impl Iterator<Item = u32> + '_ {
        self.hit
            .iter()
            .enumerate()
            .filter(|(_, h)| **h)
            .map(|(i, _)| i as u32)
    }

    /// The ids hit since the last reset (or take), forgetting them.
    pub fn take(&mut self) -> Vec<u32> {
        let hit: Vec<u32> = self.hits().collect();
        for &i in &hit {
            if let Some(h) = self.hit.get_mut(i as usize) {
                *h = false;
            }
        }
        hit
    }

    /// Mark ids as hit (a recording's union of its entries' paths).
    pub fn set(&mut self, ids: impl IntoIterator<Item = u32>) {
        for i in ids {
            self.hit(i);
        }
    }

    pub fn reset(&mut self) {
        self.hit.iter_mut().for_each(|h| *h = false);
    }
}

/// What a [`Probe::Operands`] sees: the top of the operand stack and the
/// strings on it, and the hits it may mark.
pub struct OperandProbe<'a> {
    top: [Value; 4],
    vm: &'a mut Vm,
}

impl OperandProbe<'_> {
    /// The slot `depth` below the top (1: the top); up to 4.
    pub fn value(&self, depth: usize) -> Value {
        depth
            .checked_sub(1)
            .and_then(|d| self.top.get(d))
            .copied()
            .unwrap_or(Value::Top)
    }

    /// The four topmost slots, the top first.
    pub fn top(&self) -> [Value; 4] {
        self.top
    }

    /// The UTF-16 units of the slot `depth` below the top, if a `String`.
    pub fn string(&self, depth: usize) -> Option<&[u16]> {
        self.vm.string_units_of(self.value(depth))
    }

    /// The hits, to mark a [`Probe::Hit`] id as run.
    pub fn hits(&mut self) -> &mut ProbeHits {
        &mut self.vm.probe_hits
    }
}

impl Vm {
    /// A [`Probe::Operands`] ran with `top` the four topmost slots. Out of
    /// line: the loop only pays a call for it.
    #[inline(never)]
    pub(crate) fn operand_probe(&mut self, id: u32, top: [Value; 4]) {
        // Taken out while it runs, so that it may read the VM.
        let Some(mut ins) = self.instrumentation.take() else {
            return;
        };
        ins.operands(id, &mut OperandProbe { top, vm: self });
        self.instrumentation = Some(ins);
    }

    /// Decode `raw` of method `mid` of class `cid`, with the probes the
    /// instrumentation wants if it instruments the class.
    pub(crate) fn decode_instrumented(
        &mut self,
        mid: MethodId,
        raw: &CodeAttribute,
    ) -> Result<super::instr::Code, DecodeError> {
        let m = self.method(mid);
        let (name, descriptor, access, cid) =
            (m.name.clone(), m.descriptor.clone(), m.access, m.class);
        let class = self.class(cid);
        let cp = class.cp.clone();
        let file = class.file.clone();
        let class_name = class.name.clone();
        let class_access = class.access;
        let mut ins = self.instrumentation.take();
        let probes = ins
            .as_deref_mut()
            .filter(|i| i.instruments(&class_name))
            .map(|i| Instrumenting {
                instrumentation: i,
                hits: &mut self.probe_hits,
                class: cid,
                method: mid,
                info: MethodInfo {
                    class_name: &class_name,
                    class_access,
                    super_class: file.as_ref().and_then(|f| f.super_class.as_deref()),
                    access,
                    name: &name,
                    descriptor: &descriptor,
                    bootstrap_methods: file.as_ref().map_or(&[], |f| &f.bootstrap_methods),
                },
            });
        let code = super::decode::decode_with_probes(raw, &cp, probes);
        self.instrumentation = ins;
        code
    }
}

/// A method to instrument while it is decoded.
pub struct Instrumenting<'a> {
    pub instrumentation: &'a mut dyn Instrumentation,
    /// Sized for the hit ids the probes use.
    pub hits: &'a mut ProbeHits,
    pub class: ClassId,
    pub method: MethodId,
    pub info: MethodInfo<'a>,
}

impl Instrumenting<'_> {
    /// Ask for the probes of the method whose instructions are `pending`
    /// (at `offsets`, with `opcodes`) and insert them; the offsets of the
    /// result say where jumps land (a fall-through probe takes the offset of
    /// the instruction before it, so that jumps skip it).
    pub(crate) fn insert(
        self,
        code: &CodeAttribute,
        cp: &ConstantPool,
        pending: Vec<Pending>,
        offsets: Vec<u32>,
        opcodes: &[u8],
    ) -> (Vec<Pending>, Vec<u32>) {
        let insns = super::decode::view(&pending, &offsets, opcodes);
        let view = MethodView {
            class: self.class,
            method: self.method,
            info: self.info,
            code,
            cp,
            insns: &insns,
        };
        let insertions = self.instrumentation.instrument(&view);
        let max_hit = insertions.iter().filter_map(|x| match x.probe {
            Probe::Hit(id) => Some(id as usize + 1),
            Probe::Operands(_) => None,
        });
        self.hits.reserve(max_hit.max().unwrap_or(0));
        let mut out = Vec::with_capacity(pending.len() + insertions.len());
        let mut out_offsets = Vec::with_capacity(pending.len() + insertions.len());
        let mut next = insertions.iter().peekable();
        for (i, p) in pending.into_iter().enumerate() {
            let at = offsets.get(i).copied().unwrap_or(0);
            let prev = i.checked_sub(1).and_then(|j| offsets.get(j)).copied();
            while let Some(x) = next.next_if(|x| x.before <= i) {
                out.push(Pending::Plain(match x.probe {
                    Probe::Hit(id) => Instr::Probe(id),
                    Probe::Operands(id) => Instr::ProbeOperands(id),
                }));
                out_offsets.push(if x.fallthrough {
                    prev.unwrap_or(at)
                } else {
                    at
                });
            }
            out.push(p);
            out_offsets.push(at);
        }
        (out, out_offsets)
    }
}
