//! HotSpot 17's helpful `NullPointerException` messages (JEP 358), computed
//! from the method's bytecode. Filled in by `helpful_npe_message`.
//!
//! The message has two parts: the action that failed ("Cannot invoke
//! \"String.length()\"", "Cannot read field \"next\"", ...), taken from the
//! faulting instruction alone, and a description of the null value
//! ("because \"<local1>.next\" is null"), found by a small abstract
//! interpretation of the operand stack that records, for every stack slot,
//! which instruction pushed it.
//!
//! The analysis deliberately mirrors HotSpot's (`ExceptionMessageBuilder`),
//! including its shortcuts, because the point is to print the very same text:
//! - stacks are propagated in passes over the code in address order; a pass
//!   stops as soon as the faulting instruction has a stack, and further passes
//!   run only while some instruction gets its first stack, so the result is
//!   not always a fixed point;
//! - exception handlers start with a stack holding one slot "pushed" by the
//!   handler's first instruction; nothing flows from the protected code;
//! - where two paths push a slot from different instructions the slot's origin
//!   becomes unknown, and the message then has no "because" part;
//! - a local variable slot counts as a parameter (`<parameterN>`, `this`)
//!   only if no store to it reaches the instruction (slots above 63 always
//!   count as written).
//!
//! Malformed code (bad opcodes, truncated instructions, stack underflow,
//! branch targets outside the code, bad constant pool references) gives `None`.
use crate::classfile::descriptor::{FieldType, MethodDescriptor};
use crate::classfile::opcodes::{self as op, Effect, Instruction, Kind, Operand};
use crate::classfile::{CodeAttribute, Constant, ConstantPool};

/// How many levels of an expression are described (`a.b.c.d.e`).
const MAX_CAUSE_DETAIL: u32 = 5;
/// The analysis gives up once it has created this many stack slots in all.
const MAX_ENTRIES: usize = 1_000_000;

/// The message HotSpot gives for a null dereference by the instruction at `bci`, if any.
pub fn helpful_npe_message(
    code: &CodeAttribute,
    cp: &ConstantPool,
    bci: u32,
    is_static: bool,
    descriptor: &str,
) -> Option<String> {
    let bytes = code.code.as_slice();
    let bci = usize::try_from(bci).ok()?;
    let insns = instructions_by_bci(bytes)?;
    // `bci` must start an instruction.
    let insn = insns.get(bci).copied().flatten()?;
    let slot = null_slot(&insn, cp)?;
    let mut msg = failed_action(&insn, cp)?;
    let analysis = Analysis::run(code, cp, &insns, bci)?;
    let describer = Describer {
        code,
        cp,
        insns: &insns,
        stacks: &analysis.stacks,
        is_static,
        descriptor,
    };
    let mut cause = String::new();
    if describer.describe(
        &mut cause,
        bci,
        slot,
        MAX_CAUSE_DETAIL,
        false,
        Some(" because \""),
    )? {
        msg.push_str(&cause);
        msg.push_str("\" is null");
    } else {
        // HotSpot prints the prefix before it knows whether it can describe
        // the source (an `invokedynamic`, say); the text stays.
        msg.push_str(&cause);
    }
    Some(msg)
}

// ------------------------------------------------------------ the code

/// `at + offset` as a bci in `0..=limit`.
fn target(at: usize, offset: i32, limit: usize) -> Option<usize> {
    let t = i64::try_from(at).ok()?.checked_add(i64::from(offset))?;
    let t = usize::try_from(t).ok()?;
    (t <= limit).then_some(t)
}

/// The instruction starting at each bci (`None` inside instructions);
/// `None` overall if any instruction is malformed.
fn instructions_by_bci(code: &[u8]) -> Option<Vec<Option<Instruction<'_>>>> {
    let mut by_bci = vec![None; code.len()];
    for insn in op::instructions(code) {
        let insn = insn.ok()?;
        *by_bci.get_mut(insn.offset)? = Some(insn);
    }
    Some(by_bci)
}

fn field_slots(descriptor: &str) -> Option<usize> {
    FieldType::parse(descriptor).ok().map(|t| t.slots())
}

// ------------------------------------------------------------ the action

/// Which operand stack slot (0 = top) holds the reference the instruction
/// dereferences; `None` if it dereferences none, or is a constructor call
/// (an explicitly created NPE gets no message).
fn null_slot(insn: &Instruction, cp: &ConstantPool) -> Option<usize> {
    let row = insn.info()?;
    match (row.kind, row.effect, insn.operand) {
        // The array or object is the deepest of the fixed operands.
        (
            Kind::ArrayLoad | Kind::ArrayStore | Kind::ArrayLength | Kind::Throw | Kind::Monitor,
            Effect::Fixed { pop, .. },
            _,
        ) => usize::from(pop).checked_sub(1),
        (_, _, Operand::Cp(index)) => match insn.opcode {
            op::GETFIELD => Some(0),
            op::PUTFIELD => field_slots(cp.member_ref(index).ok()?.descriptor),
            op::INVOKEVIRTUAL | op::INVOKESPECIAL | op::INVOKEINTERFACE => {
                let m = cp.member_ref(index).ok()?;
                if m.name == "<init>" {
                    return None;
                }
                Some(MethodDescriptor::parse(m.descriptor).ok()?.param_slots())
            }
            _ => None,
        },
        _ => None,
    }
}

fn failed_action(insn: &Instruction, cp: &ConstantPool) -> Option<String> {
    let fixed = match (insn.opcode, insn.operand) {
        (op::IALOAD, _) => "Cannot load from int array",
        (op::LALOAD, _) => "Cannot load from long array",
        (op::FALOAD, _) => "Cannot load from float array",
        (op::DALOAD, _) => "Cannot load from double array",
        (op::AALOAD, _) => "Cannot load from object array",
        (op::BALOAD, _) => "Cannot load from byte/boolean array",
        (op::CALOAD, _) => "Cannot load from char array",
        (op::SALOAD, _) => "Cannot load from short array",
        (op::IASTORE, _) => "Cannot store to int array",
        (op::LASTORE, _) => "Cannot store to long array",
        (op::FASTORE, _) => "Cannot store to float array",
        (op::DASTORE, _) => "Cannot store to double array",
        (op::AASTORE, _) => "Cannot store to object array",
        (op::BASTORE, _) => "Cannot store to byte/boolean array",
        (op::CASTORE, _) => "Cannot store to char array",
        (op::SASTORE, _) => "Cannot store to short array",
        (op::ARRAYLENGTH, _) => "Cannot read the array length",
        (op::ATHROW, _) => "Cannot throw exception",
        (op::MONITORENTER, _) => "Cannot enter synchronized block",
        (op::MONITOREXIT, _) => "Cannot exit synchronized block",
        (op::GETFIELD, Operand::Cp(index)) => {
            let m = cp.member_ref(index).ok()?;
            return Some(format!("Cannot read field \"{}\"", m.name));
        }
        (op::PUTFIELD, Operand::Cp(index)) => {
            let m = cp.member_ref(index).ok()?;
            return Some(format!("Cannot assign field \"{}\"", m.name));
        }
        (op::INVOKEVIRTUAL | op::INVOKESPECIAL | op::INVOKEINTERFACE, Operand::Cp(index)) => {
            let mut s = String::from("Cannot invoke \"");
            method_name(&mut s, cp, index)?;
            s.push('"');
            return Some(s);
        }
        _ => return None,
    };
    Some(fixed.to_owned())
}

// ------------------------------------------------------------ names

/// A class name as HotSpot prints it: `java.util.List`, `[I`, and the two
/// well-known `Object` and `String` without their package.
fn push_class_name(out: &mut String, internal: &str) {
    match internal {
        "java/lang/Object" => out.push_str("Object"),
        "java/lang/String" => out.push_str("String"),
        _ => out.push_str(&internal.replace('/', ".")),
    }
}

fn push_external_type(out: &mut String, t: &FieldType) {
    match t {
        FieldType::Byte => out.push_str("byte"),
        FieldType::Char => out.push_str("char"),
        FieldType::Double => out.push_str("double"),
        FieldType::Float => out.push_str("float"),
        FieldType::Int => out.push_str("int"),
        FieldType::Long => out.push_str("long"),
        FieldType::Short => out.push_str("short"),
        FieldType::Boolean => out.push_str("boolean"),
        FieldType::Object(name) => out.push_str(&name.replace('/', ".")),
        FieldType::Array(elem) => {
            push_external_type(out, elem);
            out.push_str("[]");
        }
    }
}

/// Drops `java.lang.` from a parameter list where it starts the list or
/// follows ", " and is followed by `Object` or `String` — by prefix, as
/// HotSpot does, so `java.lang.StringBuilder` becomes `StringBuilder` too.
fn trim_well_known(params: &str) -> String {
    const SKIP: usize = "java.lang.".len();
    let b = params.as_bytes();
    let starts = |at: usize, pat: &str| b.get(at..).is_some_and(|s| s.starts_with(pat.as_bytes()));
    let mut out = String::with_capacity(params.len());
    let mut copied = 0;
    let mut at = 0;
    while at < b.len() {
        let hit = (at == 0 && (starts(0, "java.lang.Object") || starts(0, "java.lang.String")))
            || (at >= 2
                && (starts(at - 2, ", java.lang.Object") || starts(at - 2, ", java.lang.String")));
        if hit {
            out.push_str(params.get(copied..at).unwrap_or_default());
            copied = at + SKIP;
            at += SKIP;
        } else {
            at += 1;
        }
    }
    out.push_str(params.get(copied..).unwrap_or_default());
    out
}

/// `Class.method(ParamType, ...)` for the method reference at `index`.
fn method_name(out: &mut String, cp: &ConstantPool, index: u16) -> Option<()> {
    let m = cp.member_ref(index).ok()?;
    let d = MethodDescriptor::parse(m.descriptor).ok()?;
    push_class_name(out, m.class);
    out.push('.');
    out.push_str(m.name);
    out.push('(');
    let mut params = String::new();
    for (i, p) in d.params.iter().enumerate() {
        if i > 0 {
            params.push_str(", ");
        }
        push_external_type(&mut params, p);
    }
    out.push_str(&trim_well_known(&params));
    out.push(')');
    Some(())
}

// ------------------------------------------------------------ the analysis

/// The instruction that pushed a slot; `None` where paths disagree.
type Origin = Option<u32>;

#[derive(Clone, Debug, Default)]
struct SimStack {
    slots: Vec<Origin>,
    /// Bit `i`: local slot `i` may have been written on some path here.
    written: u64,
}

impl SimStack {
    fn push(&mut self, bci: usize, size: usize) -> Option<()> {
        let origin = Some(u32::try_from(bci).ok()?);
        for _ in 0..size {
            self.slots.push(origin);
        }
        Some(())
    }

    fn pop(&mut self, n: usize) -> Option<()> {
        let keep = self.slots.len().checked_sub(n)?;
        self.slots.truncate(keep);
        Some(())
    }

    /// Slot `i` counted from the top (0 = top).
    fn get(&self, i: usize) -> Option<Origin> {
        let idx = self.slots.len().checked_sub(i.checked_add(1)?)?;
        self.slots.get(idx).copied()
    }

    /// Replaces the top `n` slots by `order`, given as indices from the
    /// top of the old stack, bottom first.
    fn shuffle(&mut self, n: usize, order: &[u8]) -> Option<()> {
        let old: Vec<Origin> = (0..n).map(|i| self.get(i)).collect::<Option<_>>()?;
        self.pop(n)?;
        for &i in order {
            self.slots.push(*old.get(usize::from(i))?);
        }
        Some(())
    }

    fn mark_written(&mut self, local: usize) {
        if local < 64 {
            self.written |= 1u64 << local;
        }
    }

    fn was_written(&self, local: usize) -> bool {
        local >= 64 || self.written & (1u64 << local) != 0
    }

    fn merge_from(&mut self, other: &SimStack) -> Option<()> {
        if self.slots.len() != other.slots.len() {
            return None;
        }
        for (mine, theirs) in self.slots.iter_mut().zip(&other.slots) {
            if *mine != *theirs {
                *mine = None;
            }
        }
        self.written |= other.written;
        Some(())
    }
}

struct Analysis {
    /// The stack before each instruction, where one was computed.
    stacks: Vec<Option<SimStack>>,
    entries: usize,
    added_one: bool,
    all_processed: bool,
}

impl Analysis {
    fn run(
        code: &CodeAttribute,
        cp: &ConstantPool,
        insns: &[Option<Instruction>],
        bci: usize,
    ) -> Option<Analysis> {
        let len = code.code.len();
        let mut a = Analysis {
            stacks: vec![None; len + 1],
            entries: 0,
            added_one: true,
            all_processed: false,
        };
        *a.stacks.first_mut()? = Some(SimStack::default());
        for h in &code.exception_table {
            let handler = usize::from(h.handler_pc);
            let slot = a.stacks.get_mut(handler).filter(|_| handler < len)?;
            if slot.is_none() {
                let mut s = SimStack::default();
                s.push(handler, 1)?;
                *slot = Some(s);
            }
        }
        while !a.all_processed && a.added_one {
            a.all_processed = true;
            a.added_one = false;
            let mut at = 0;
            while at < len {
                let insn = insns.get(at).copied().flatten()?;
                a.step(&insn, cp, len)?;
                at += insn.len;
                if at == bci && a.stacks.get(at).is_some_and(Option::is_some) {
                    a.all_processed = true;
                    break;
                }
                if a.entries > MAX_ENTRIES {
                    return Some(a);
                }
            }
        }
        Some(a)
    }

    fn merge_into(&mut self, at: usize, stack: &mut SimStack) -> Option<()> {
        let slot = self.stacks.get_mut(at)?;
        match slot {
            Some(existing) => stack.merge_from(existing)?,
            None => {
                self.added_one = true;
                self.entries += stack.slots.len();
            }
        }
        *slot = Some(stack.clone());
        Some(())
    }

    /// Simulates `insn` if a stack has reached it, passing the result on to
    /// its successors (which lie in `0..=limit`).
    fn step(&mut self, insn: &Instruction, cp: &ConstantPool, limit: usize) -> Option<()> {
        let at = insn.offset;
        let Some(mut s) = self.stacks.get(at)?.clone() else {
            self.all_processed = false;
            return Some(());
        };
        let row = insn.info()?;
        match (row.effect, insn.operand) {
            // checkcast leaves the reference, and its origin, alone.
            _ if insn.opcode == op::CHECKCAST => {}
            (Effect::Fixed { pop, push }, _) => {
                s.pop(usize::from(pop))?;
                s.push(at, usize::from(push))?;
            }
            (Effect::Shuffle { depth, order }, _) => s.shuffle(usize::from(depth), order)?,
            (Effect::Varies, Operand::Cp(index)) => match (row.kind, insn.opcode) {
                (Kind::Const, _) => ldc(&mut s, cp, at, index)?,
                (Kind::Field, code) => {
                    let m = cp.member_ref(index).ok()?;
                    let size = field_slots(m.descriptor)?;
                    match code {
                        op::GETSTATIC => s.push(at, size)?,
                        op::PUTSTATIC => s.pop(size)?,
                        op::GETFIELD => {
                            s.pop(1)?;
                            s.push(at, size)?;
                        }
                        _ => s.pop(size + 1)?,
                    }
                }
                (Kind::Invoke, code) => {
                    let descriptor = if code == op::INVOKEDYNAMIC {
                        cp.invoke_dynamic(index).ok()?.2
                    } else {
                        cp.member_ref(index).ok()?.descriptor
                    };
                    let d = MethodDescriptor::parse(descriptor).ok()?;
                    if code != op::INVOKESTATIC && code != op::INVOKEDYNAMIC {
                        s.pop(1)?;
                    }
                    s.pop(d.param_slots())?;
                    if let Some(ret) = &d.ret {
                        s.push(at, ret.slots())?;
                    }
                }
                _ => return None,
            },
            (Effect::Varies, Operand::MultiANewArray { dims, .. }) => {
                s.pop(usize::from(dims))?;
                s.push(at, 1)?;
            }
            _ => return None,
        }
        let jump = |offset: i32| target(at, offset, limit);
        let mut dests: Vec<usize> = Vec::new();
        let flow_ended = match (row.kind, insn.operand) {
            (Kind::Store, Operand::Local(local)) => {
                s.mark_written(usize::from(local));
                false
            }
            (Kind::CondJump, Operand::Branch(offset)) => {
                dests.push(jump(offset)?);
                false
            }
            (Kind::Goto | Kind::Jsr, Operand::Branch(offset)) => {
                dests.push(jump(offset)?);
                true
            }
            (Kind::Switch, Operand::Switch(switch)) => {
                dests.push(jump(switch.default)?);
                for (_, offset) in switch.cases() {
                    dests.push(jump(offset)?);
                }
                false
            }
            // ret: where it returns to is not tracked.
            (Kind::Ret | Kind::Return | Kind::Throw, _) => true,
            _ => false,
        };
        if !flow_ended {
            self.merge_into(at + insn.len, &mut s)?;
        }
        for d in dests {
            self.merge_into(d, &mut s)?;
        }
        Some(())
    }
}

/// `ldc`: HotSpot pushes nothing for the kinds of constant it does not expect.
fn ldc(s: &mut SimStack, cp: &ConstantPool, at: usize, index: u16) -> Option<()> {
    match cp.get(index).ok()? {
        Constant::Long(_) | Constant::Double(_) => s.push(at, 2),
        Constant::Integer(_)
        | Constant::Float(_)
        | Constant::Class { .. }
        | Constant::String { .. }
        | Constant::Fieldref { .. }
        | Constant::Methodref { .. }
        | Constant::InterfaceMethodref { .. } => s.push(at, 1),
        _ => Some(()),
    }
}

// ------------------------------------------------------------ the cause

struct Describer<'a> {
    code: &'a CodeAttribute,
    cp: &'a ConstantPool,
    insns: &'a [Option<Instruction<'a>>],
    stacks: &'a [Option<SimStack>],
    is_static: bool,
    descriptor: &'a str,
}

impl Describer<'_> {
    /// Appends a Java-like expression for the value in stack slot `slot`
    /// before the instruction at `bci`; `Some(false)` if it cannot say.
    fn describe(
        &self,
        out: &mut String,
        bci: usize,
        slot: usize,
        max_detail: u32,
        inner_expr: bool,
        prefix: Option<&str>,
    ) -> Option<bool> {
        if max_detail == 0 {
            return Some(false);
        }
        let Some(stack) = self.stacks.get(bci)? else {
            return Some(false);
        };
        let Some(source) = stack.get(slot)? else {
            return Some(false);
        };
        let source = usize::try_from(source).ok()?;
        let insn = self.insns.get(source).copied().flatten()?;
        let is_invoke = matches!(insn.opcode, op::INVOKEVIRTUAL..=op::INVOKEINTERFACE);
        if max_detail == MAX_CAUSE_DETAIL
            && !is_invoke
            && let Some(p) = prefix
        {
            out.push_str(p);
        }
        match (insn.opcode, insn.operand) {
            (
                op::ILOAD | op::ALOAD | op::ILOAD_0..=op::ILOAD_3 | op::ALOAD_0..=op::ALOAD_3,
                Operand::Local(local),
            ) => self.local_name(out, stack, source, usize::from(local))?,
            (op::ACONST_NULL, _) => out.push_str("null"),
            (op::ICONST_M1..=op::ICONST_5 | op::BIPUSH, Operand::Int(v)) => {
                out.push_str(&v.to_string())
            }
            // HotSpot reads sipush's operand unsigned.
            (op::SIPUSH, Operand::Int(v)) => out.push_str(&(v as u16).to_string()),
            (op::IALOAD | op::AALOAD, _) => {
                if !self.describe(out, source, 1, max_detail - 1, inner_expr, None)? {
                    out.push_str("<array>");
                }
                out.push('[');
                if !self.describe(out, source, 0, max_detail, true, None)? {
                    out.push_str("...");
                }
                out.push(']');
            }
            (op::GETSTATIC, Operand::Cp(index)) => {
                let m = self.cp.member_ref(index).ok()?;
                push_class_name(out, m.class);
                out.push('.');
                out.push_str(m.name);
            }
            (op::GETFIELD, Operand::Cp(index)) => {
                if self.describe(out, source, 0, max_detail - 1, inner_expr, None)? {
                    out.push('.');
                }
                out.push_str(self.cp.member_ref(index).ok()?.name);
            }
            (op::INVOKEVIRTUAL..=op::INVOKEINTERFACE, Operand::Cp(index)) => {
                if max_detail == MAX_CAUSE_DETAIL && !inner_expr {
                    out.push_str(" because the return value of \"");
                }
                method_name(out, self.cp, index)?;
            }
            _ => return Some(false),
        }
        Some(true)
    }

    /// The name of local `local` as read by the load at `load_bci`: from the
    /// LocalVariableTable, else `this`, `<parameterN>` or `<localN>`.
    fn local_name(
        &self,
        out: &mut String,
        stack: &SimStack,
        load_bci: usize,
        local: usize,
    ) -> Option<()> {
        for v in &self.code.local_variables {
            let start = usize::from(v.start_pc);
            let end = start + usize::from(v.length);
            if (start..end).contains(&load_bci) && usize::from(v.index) == local {
                out.push_str(&v.name);
                return Some(());
            }
        }
        let is_parameter = !stack.was_written(local);
        if !self.is_static && local == 0 && is_parameter {
            out.push_str("this");
            return Some(());
        }
        let d = MethodDescriptor::parse(self.descriptor).ok()?;
        let mut first = usize::from(!self.is_static);
        let mut found = None;
        for (i, p) in d.params.iter().enumerate() {
            let size = p.slots();
            if (first..first + size).contains(&local) {
                found = Some(i + 1);
                break;
            }
            first += size;
        }
        match found {
            Some(n) if is_parameter => out.push_str(&format!("<parameter{n}>")),
            _ => out.push_str(&format!("<local{local}>")),
        }
        Some(())
    }
}
