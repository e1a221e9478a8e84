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
use crate::classfile::{CodeAttribute, Constant, ConstantPool};

/// How many levels of an expression are described (`a.b.c.d.e`).
const MAX_CAUSE_DETAIL: u32 = 5;
/// The analysis gives up once it has created this many stack slots in all.
const MAX_ENTRIES: usize = 1_000_000;

const WIDE: u8 = 0xc4;

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
    let lengths = instruction_lengths(bytes)?;
    // `bci` must start an instruction.
    lengths.get(bci).copied().flatten()?;
    let slot = null_slot(bytes, cp, bci)?;
    let mut msg = failed_action(bytes, cp, bci)?;
    let analysis = Analysis::run(code, cp, &lengths, bci)?;
    let describer = Describer {
        code,
        cp,
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

// ------------------------------------------------------------ raw access

fn u1(code: &[u8], at: usize) -> Option<u8> {
    code.get(at).copied()
}

fn u2(code: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes([
        u1(code, at)?,
        u1(code, at.checked_add(1)?)?,
    ]))
}

fn i4(code: &[u8], at: usize) -> Option<i32> {
    let b = code.get(at..at.checked_add(4)?)?;
    Some(i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}

/// `at + offset` as a bci in `0..=limit`.
fn target(at: usize, offset: i64, limit: usize) -> Option<usize> {
    let t = i64::try_from(at).ok()?.checked_add(offset)?;
    let t = usize::try_from(t).ok()?;
    (t <= limit).then_some(t)
}

/// The length of the instruction at `at`, if it is a valid one that fits.
fn instruction_length(code: &[u8], at: usize) -> Option<usize> {
    let op = u1(code, at)?;
    let len = match op {
        0x00..=0x0f => 1,
        0x10 => 2,
        0x11 => 3,
        0x12 => 2,
        0x13 | 0x14 => 3,
        0x15..=0x19 => 2,
        0x1a..=0x35 => 1,
        0x36..=0x3a => 2,
        0x3b..=0x83 => 1,
        0x84 => 3,
        0x85..=0x98 => 1,
        0x99..=0xa8 => 3,
        0xa9 => 2,
        0xaa => {
            let pos = (at + 4) & !3;
            let low = i64::from(i4(code, pos.checked_add(4)?)?);
            let high = i64::from(i4(code, pos.checked_add(8)?)?);
            if high < low {
                return None;
            }
            let entries = usize::try_from(high - low + 1).ok()?;
            (pos - at)
                .checked_add(12)?
                .checked_add(entries.checked_mul(4)?)?
        }
        0xab => {
            let pos = (at + 4) & !3;
            let pairs = usize::try_from(i4(code, pos.checked_add(4)?)?).ok()?;
            (pos - at)
                .checked_add(8)?
                .checked_add(pairs.checked_mul(8)?)?
        }
        0xac..=0xb1 => 1,
        0xb2..=0xb8 => 3,
        0xb9 | 0xba => 5,
        0xbb => 3,
        0xbc => 2,
        0xbd => 3,
        0xbe | 0xbf => 1,
        0xc0 | 0xc1 => 3,
        0xc2 | 0xc3 => 1,
        WIDE => match u1(code, at + 1)? {
            0x15..=0x19 | 0x36..=0x3a | 0xa9 => 4,
            0x84 => 6,
            _ => return None,
        },
        0xc5 => 4,
        0xc6 | 0xc7 => 3,
        0xc8 | 0xc9 => 5,
        _ => return None,
    };
    (at.checked_add(len)? <= code.len()).then_some(len)
}

/// For every bci, the length of the instruction starting there (`None`
/// inside instructions); `None` overall if any instruction is malformed.
fn instruction_lengths(code: &[u8]) -> Option<Vec<Option<usize>>> {
    let mut lengths = vec![None; code.len() + 1];
    let mut at = 0;
    while at < code.len() {
        let len = instruction_length(code, at)?;
        *lengths.get_mut(at)? = Some(len);
        at += len;
    }
    Some(lengths)
}

/// The opcode at `at` and the position of its operands, looking through `wide`.
fn opcode(code: &[u8], at: usize) -> Option<(u8, usize, bool)> {
    let op = u1(code, at)?;
    if op == WIDE {
        Some((u1(code, at + 1)?, at + 2, true))
    } else {
        Some((op, at + 1, false))
    }
}

fn field_slots(descriptor: &str) -> Option<usize> {
    FieldType::parse(descriptor).ok().map(|t| t.slots())
}

// ------------------------------------------------------------ the action

/// Which operand stack slot (0 = top) holds the reference the instruction
/// at `bci` dereferences; `None` if it dereferences none, or is a
/// constructor call (an explicitly created NPE gets no message).
fn null_slot(code: &[u8], cp: &ConstantPool, bci: usize) -> Option<usize> {
    let (op, pos, _) = opcode(code, bci)?;
    match op {
        0xb4 | 0xbe | 0xbf | 0xc2 | 0xc3 => Some(0),
        0x2e..=0x35 => Some(1),
        0x4f | 0x51 | 0x53..=0x56 => Some(2),
        0x50 | 0x52 => Some(3),
        0xb5 => field_slots(cp.member_ref(u2(code, pos)?).ok()?.descriptor),
        0xb6 | 0xb7 | 0xb9 => {
            let m = cp.member_ref(u2(code, pos)?).ok()?;
            if m.name == "<init>" {
                return None;
            }
            Some(MethodDescriptor::parse(m.descriptor).ok()?.param_slots())
        }
        _ => None,
    }
}

fn failed_action(code: &[u8], cp: &ConstantPool, bci: usize) -> Option<String> {
    let (op, pos, _) = opcode(code, bci)?;
    let fixed = match op {
        0x2e => "Cannot load from int array",
        0x2f => "Cannot load from long array",
        0x30 => "Cannot load from float array",
        0x31 => "Cannot load from double array",
        0x32 => "Cannot load from object array",
        0x33 => "Cannot load from byte/boolean array",
        0x34 => "Cannot load from char array",
        0x35 => "Cannot load from short array",
        0x4f => "Cannot store to int array",
        0x50 => "Cannot store to long array",
        0x51 => "Cannot store to float array",
        0x52 => "Cannot store to double array",
        0x53 => "Cannot store to object array",
        0x54 => "Cannot store to byte/boolean array",
        0x55 => "Cannot store to char array",
        0x56 => "Cannot store to short array",
        0xbe => "Cannot read the array length",
        0xbf => "Cannot throw exception",
        0xc2 => "Cannot enter synchronized block",
        0xc3 => "Cannot exit synchronized block",
        0xb4 => {
            let m = cp.member_ref(u2(code, pos)?).ok()?;
            return Some(format!("Cannot read field \"{}\"", m.name));
        }
        0xb5 => {
            let m = cp.member_ref(u2(code, pos)?).ok()?;
            return Some(format!("Cannot assign field \"{}\"", m.name));
        }
        0xb6 | 0xb7 | 0xb9 => {
            let mut s = String::from("Cannot invoke \"");
            method_name(&mut s, cp, u2(code, pos)?)?;
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
    fn shuffle(&mut self, n: usize, order: &[usize]) -> Option<()> {
        let old: Vec<Origin> = (0..n).map(|i| self.get(i)).collect::<Option<_>>()?;
        self.pop(n)?;
        for &i in order {
            self.slots.push(*old.get(i)?);
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
        lengths: &[Option<usize>],
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
                let step = lengths.get(at).copied().flatten()?;
                a.step(&code.code, cp, at, step)?;
                at += step;
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

    /// Simulates the instruction at `at` (of length `len`) if a stack has
    /// reached it, passing the result on to its successors.
    fn step(&mut self, code: &[u8], cp: &ConstantPool, at: usize, len: usize) -> Option<()> {
        let Some(mut s) = self.stacks.get(at)?.clone() else {
            self.all_processed = false;
            return Some(());
        };
        let limit = code.len();
        let (op, pos, wide) = opcode(code, at)?;
        let mut flow_ended = false;
        let mut dests: Vec<usize> = Vec::new();
        match op {
            // nop, iinc
            0x00 | 0x84 => {}
            // aconst_null, iconst_*, fconst_*, bipush, sipush
            0x01..=0x08 | 0x0b..=0x0d | 0x10 | 0x11 => s.push(at, 1)?,
            // lconst_*, dconst_*
            0x09 | 0x0a | 0x0e | 0x0f => s.push(at, 2)?,
            0x12 => ldc(&mut s, cp, at, u16::from(u1(code, pos)?))?,
            0x13 | 0x14 => ldc(&mut s, cp, at, u2(code, pos)?)?,
            // iload, fload, aload and their _n forms
            0x15 | 0x17 | 0x19 | 0x1a..=0x1d | 0x22..=0x25 | 0x2a..=0x2d => s.push(at, 1)?,
            // lload, dload and their _n forms
            0x16 | 0x18 | 0x1e..=0x21 | 0x26..=0x29 => s.push(at, 2)?,
            // laload, daload
            0x2f | 0x31 => {
                s.pop(2)?;
                s.push(at, 2)?;
            }
            0x2e..=0x35 => {
                s.pop(2)?;
                s.push(at, 1)?;
            }
            0x36..=0x3a => {
                let local = if wide {
                    usize::from(u2(code, pos)?)
                } else {
                    usize::from(u1(code, pos)?)
                };
                s.mark_written(local);
                s.pop(if matches!(op, 0x37 | 0x39) { 2 } else { 1 })?;
            }
            0x3b..=0x4e => {
                let n = op - 0x3b;
                s.mark_written(usize::from(n % 4));
                // lstore_n and dstore_n are the second and fourth group.
                s.pop(if matches!(n / 4, 1 | 3) { 2 } else { 1 })?;
            }
            // lastore, dastore
            0x50 | 0x52 => s.pop(4)?,
            0x4f..=0x56 => s.pop(3)?,
            // pop, monitorenter, monitorexit
            0x57 | 0xc2 | 0xc3 => s.pop(1)?,
            0x58 => s.pop(2)?,
            0x59 => s.shuffle(1, &[0, 0])?,
            0x5a => s.shuffle(2, &[0, 1, 0])?,
            0x5b => s.shuffle(3, &[0, 2, 1, 0])?,
            0x5c => s.shuffle(2, &[1, 0, 1, 0])?,
            0x5d => s.shuffle(3, &[1, 0, 2, 1, 0])?,
            0x5e => s.shuffle(4, &[1, 0, 3, 2, 1, 0])?,
            0x5f => s.shuffle(2, &[0, 1])?,
            // add, sub, mul, div, rem: int, long, float, double in turn
            0x60..=0x73 => {
                let size = if (op - 0x60) % 2 == 1 { 2 } else { 1 };
                s.pop(2 * size)?;
                s.push(at, size)?;
            }
            // neg
            0x74..=0x77 => {
                let size = if (op - 0x74) % 2 == 1 { 2 } else { 1 };
                s.pop(size)?;
                s.push(at, size)?;
            }
            // shifts: the long forms are the odd opcodes
            0x78..=0x7d => {
                let size = if op % 2 == 1 { 2 } else { 1 };
                s.pop(1 + size)?;
                s.push(at, size)?;
            }
            // and, or, xor: the long forms are the odd opcodes
            0x7e..=0x83 => {
                let size = if op % 2 == 1 { 2 } else { 1 };
                s.pop(2 * size)?;
                s.push(at, size)?;
            }
            0x85..=0x93 => {
                let (from, to) = match op {
                    0x85 | 0x87 | 0x8c | 0x8d => (1, 2), // i2l i2d f2l f2d
                    0x88 | 0x89 | 0x8e | 0x90 => (2, 1), // l2i l2f d2i d2f
                    0x8a | 0x8f => (2, 2),               // l2d d2l
                    _ => (1, 1),                         // i2f f2i i2b i2c i2s
                };
                s.pop(from)?;
                s.push(at, to)?;
            }
            // lcmp, dcmpl, dcmpg
            0x94 | 0x97 | 0x98 => {
                s.pop(4)?;
                s.push(at, 1)?;
            }
            // fcmpl, fcmpg
            0x95 | 0x96 => {
                s.pop(2)?;
                s.push(at, 1)?;
            }
            0x99..=0x9e | 0xc6 | 0xc7 => {
                s.pop(1)?;
                dests.push(target(at, i64::from(u2(code, pos)? as i16), limit)?);
            }
            0x9f..=0xa6 => {
                s.pop(2)?;
                dests.push(target(at, i64::from(u2(code, pos)? as i16), limit)?);
            }
            0xa7 => {
                dests.push(target(at, i64::from(u2(code, pos)? as i16), limit)?);
                flow_ended = true;
            }
            0xc8 => {
                dests.push(target(at, i64::from(i4(code, pos)?), limit)?);
                flow_ended = true;
            }
            0xa8 => {
                s.push(at, 1)?;
                dests.push(target(at, i64::from(u2(code, pos)? as i16), limit)?);
                flow_ended = true;
            }
            0xc9 => {
                s.push(at, 1)?;
                dests.push(target(at, i64::from(i4(code, pos)?), limit)?);
                flow_ended = true;
            }
            // ret: where it returns to is not tracked.
            0xa9 => flow_ended = true,
            0xaa => {
                s.pop(1)?;
                let base = (at + 4) & !3;
                dests.push(target(at, i64::from(i4(code, base)?), limit)?);
                let low = i64::from(i4(code, base + 4)?);
                let high = i64::from(i4(code, base + 8)?);
                let count = usize::try_from(high - low + 1).ok()?;
                for i in 0..count {
                    let off = i4(code, base + 12 + 4 * i)?;
                    dests.push(target(at, i64::from(off), limit)?);
                }
            }
            0xab => {
                s.pop(1)?;
                let base = (at + 4) & !3;
                dests.push(target(at, i64::from(i4(code, base)?), limit)?);
                let pairs = usize::try_from(i4(code, base + 4)?).ok()?;
                for i in 0..pairs {
                    let off = i4(code, base + 12 + 8 * i)?;
                    dests.push(target(at, i64::from(off), limit)?);
                }
            }
            0xac..=0xb1 | 0xbf => {
                s.pop(match op {
                    0xad | 0xaf => 2,
                    0xb1 => 0,
                    _ => 1,
                })?;
                flow_ended = true;
            }
            0xb2..=0xb5 => {
                let m = cp.member_ref(u2(code, pos)?).ok()?;
                let size = field_slots(m.descriptor)?;
                match op {
                    0xb2 => s.push(at, size)?,
                    0xb3 => s.pop(size)?,
                    0xb4 => {
                        s.pop(1)?;
                        s.push(at, size)?;
                    }
                    _ => s.pop(size + 1)?,
                }
            }
            0xb6..=0xba => {
                let index = u2(code, pos)?;
                let descriptor = if op == 0xba {
                    cp.invoke_dynamic(index).ok()?.2
                } else {
                    cp.member_ref(index).ok()?.descriptor
                };
                let d = MethodDescriptor::parse(descriptor).ok()?;
                if op != 0xb8 && op != 0xba {
                    s.pop(1)?;
                }
                s.pop(d.param_slots())?;
                if let Some(ret) = &d.ret {
                    s.push(at, ret.slots())?;
                }
            }
            0xbb => s.push(at, 1)?,
            // newarray, anewarray, arraylength, instanceof
            0xbc..=0xbe | 0xc1 => {
                s.pop(1)?;
                s.push(at, 1)?;
            }
            // checkcast leaves the reference, and its origin, alone.
            0xc0 => {}
            0xc5 => {
                s.pop(usize::from(u1(code, pos + 2)?))?;
                s.push(at, 1)?;
            }
            _ => return None,
        }
        if !flow_ended {
            self.merge_into(at + len, &mut s)?;
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
        let code = self.code.code.as_slice();
        let (op, pos, wide) = opcode(code, source)?;
        let is_invoke = matches!(op, 0xb6..=0xb9);
        if max_detail == MAX_CAUSE_DETAIL
            && !is_invoke
            && let Some(p) = prefix
        {
            out.push_str(p);
        }
        match op {
            // iload_n, aload_n
            0x1a..=0x1d | 0x2a..=0x2d => {
                let local = usize::from((op - 0x1a) % 16);
                self.local_name(out, stack, source, local)?;
            }
            // iload, aload
            0x15 | 0x19 => {
                let local = if wide {
                    usize::from(u2(code, pos)?)
                } else {
                    usize::from(u1(code, pos)?)
                };
                self.local_name(out, stack, source, local)?;
            }
            0x01 => out.push_str("null"),
            0x02..=0x08 => out.push_str(&(i32::from(op) - 3).to_string()),
            0x10 => out.push_str(&(u1(code, pos)? as i8).to_string()),
            // HotSpot reads sipush's operand unsigned.
            0x11 => out.push_str(&u2(code, pos)?.to_string()),
            // iaload, aaload
            0x2e | 0x32 => {
                if !self.describe(out, source, 1, max_detail - 1, inner_expr, None)? {
                    out.push_str("<array>");
                }
                out.push('[');
                if !self.describe(out, source, 0, max_detail, true, None)? {
                    out.push_str("...");
                }
                out.push(']');
            }
            0xb2 => {
                let m = self.cp.member_ref(u2(code, pos)?).ok()?;
                push_class_name(out, m.class);
                out.push('.');
                out.push_str(m.name);
            }
            0xb4 => {
                if self.describe(out, source, 0, max_detail - 1, inner_expr, None)? {
                    out.push('.');
                }
                out.push_str(self.cp.member_ref(u2(code, pos)?).ok()?.name);
            }
            0xb6..=0xb9 => {
                if max_detail == MAX_CAUSE_DETAIL && !inner_expr {
                    out.push_str(" because the return value of \"");
                }
                method_name(out, self.cp, u2(code, pos)?)?;
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
