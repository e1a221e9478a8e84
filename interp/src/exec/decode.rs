//! Bytecode → `Code`: each method is decoded once, on its first call.
//! Branch offsets become instruction indices; constants from the pool are
//! folded into the instruction where they are plain numbers.
use std::cell::Cell;

use super::coverage::{Arm, Coverage, ParseKind, SiteKind, StrTest, key_operand};
use super::instr::{ArrayKind, Code, Cond, FloatOp, Handler, Instr, IntOp, SwitchTable};
use super::jacoco::{self, Edge, MethodContext, ProbeAt};
use crate::classfile::{CodeAttribute, Constant, ConstantPool};
use crate::runtime::class::PrimKind;
use crate::runtime::class::{ClassId, MethodId};

struct Reader<'a> {
    code: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn u8(&mut self) -> Result<u8, String> {
        let b = *self
            .code
            .get(self.pos)
            .ok_or_else(|| format!("code truncated at offset {}", self.pos))?;
        self.pos += 1;
        Ok(b)
    }
    fn i8(&mut self) -> Result<i8, String> {
        Ok(self.u8()? as i8)
    }
    fn u16(&mut self) -> Result<u16, String> {
        Ok(u16::from_be_bytes([self.u8()?, self.u8()?]))
    }
    fn i16(&mut self) -> Result<i16, String> {
        Ok(self.u16()? as i16)
    }
    fn i32(&mut self) -> Result<i32, String> {
        Ok(i32::from_be_bytes([
            self.u8()?,
            self.u8()?,
            self.u8()?,
            self.u8()?,
        ]))
    }
}

/// One decoded instruction before branch targets are mapped: targets are
/// still bytecode offsets, stored in `Pending`.
enum Pending {
    Plain(Instr),
    Branch(fn(u32) -> Instr, i64),
    Switch {
        default: i64,
        low: i32,
        dense: Vec<i64>,
        pairs: Vec<(i32, i64)>,
        table: bool,
    },
}

pub fn decode(attr: &CodeAttribute, cp: &ConstantPool) -> Result<Code, String> {
    decode_with_probes(attr, cp, None)
}

/// Where coverage probes of a method go, and what JaCoCo's filters need to
/// know about it.
pub struct Probes<'a> {
    pub coverage: &'a mut Coverage,
    pub class: ClassId,
    pub method: MethodId,
    pub context: MethodContext<'a>,
}

/// Decode, and with `probes` also insert coverage probes (see `coverage`).
pub fn decode_with_probes(
    attr: &CodeAttribute,
    cp: &ConstantPool,
    probes: Option<Probes<'_>>,
) -> Result<Code, String> {
    let bytes = &attr.code;
    if bytes.is_empty() {
        return Err("empty Code attribute".into());
    }
    let mut r = Reader {
        code: bytes,
        pos: 0,
    };
    let mut pending: Vec<Pending> = Vec::new();
    let mut offsets: Vec<u32> = Vec::new();
    let mut opcodes: Vec<u8> = Vec::new();
    while r.pos < bytes.len() {
        let at = r.pos;
        offsets.push(at as u32);
        let op = r.u8()?;
        // ASM's opcode (what JaCoCo's filters match): `wide` is its operand's.
        let mut asm_op = jacoco::asm_opcode(op);
        let rel = |r: &mut Reader, wide: bool| -> Result<i64, String> {
            let d = if wide {
                r.i32()? as i64
            } else {
                r.i16()? as i64
            };
            Ok(at as i64 + d)
        };
        use Instr::*;
        let p = match op {
            0x00 => Pending::Plain(Nop),
            0x01 => Pending::Plain(AConstNull),
            0x02..=0x08 => Pending::Plain(IConst(op as i32 - 3)),
            0x09 | 0x0a => Pending::Plain(LConst(op as i64 - 9)),
            0x0b..=0x0d => Pending::Plain(FConst((op - 0x0b) as f32)),
            0x0e | 0x0f => Pending::Plain(DConst((op - 0x0e) as f64)),
            0x10 => Pending::Plain(IConst(r.i8()? as i32)),
            0x11 => Pending::Plain(IConst(r.i16()? as i32)),
            0x12 => ldc(cp, r.u8()? as u16)?,
            0x13 | 0x14 => ldc(cp, r.u16()?)?,
            0x15 | 0x17 | 0x19 => Pending::Plain(Load(r.u8()? as u16)),
            0x16 | 0x18 => Pending::Plain(Load2(r.u8()? as u16)),
            0x1a..=0x1d => Pending::Plain(Load((op - 0x1a) as u16)),
            0x1e..=0x21 => Pending::Plain(Load2((op - 0x1e) as u16)),
            0x22..=0x25 => Pending::Plain(Load((op - 0x22) as u16)),
            0x26..=0x29 => Pending::Plain(Load2((op - 0x26) as u16)),
            0x2a..=0x2d => Pending::Plain(Load((op - 0x2a) as u16)),
            0x2e => Pending::Plain(IALoad),
            0x2f => Pending::Plain(LALoad),
            0x30 => Pending::Plain(FALoad),
            0x31 => Pending::Plain(DALoad),
            0x32 => Pending::Plain(AALoad),
            0x33 => Pending::Plain(BALoad),
            0x34 => Pending::Plain(CALoad),
            0x35 => Pending::Plain(SALoad),
            0x36 | 0x38 | 0x3a => Pending::Plain(Store(r.u8()? as u16)),
            0x37 | 0x39 => Pending::Plain(Store2(r.u8()? as u16)),
            0x3b..=0x3e => Pending::Plain(Store((op - 0x3b) as u16)),
            0x3f..=0x42 => Pending::Plain(Store2((op - 0x3f) as u16)),
            0x43..=0x46 => Pending::Plain(Store((op - 0x43) as u16)),
            0x47..=0x4a => Pending::Plain(Store2((op - 0x47) as u16)),
            0x4b..=0x4e => Pending::Plain(Store((op - 0x4b) as u16)),
            0x4f => Pending::Plain(IAStore),
            0x50 => Pending::Plain(LAStore),
            0x51 => Pending::Plain(FAStore),
            0x52 => Pending::Plain(DAStore),
            0x53 => Pending::Plain(AAStore),
            0x54 => Pending::Plain(BAStore),
            0x55 => Pending::Plain(CAStore),
            0x56 => Pending::Plain(SAStore),
            0x57 => Pending::Plain(Pop),
            0x58 => Pending::Plain(Pop2),
            0x59 => Pending::Plain(Dup),
            0x5a => Pending::Plain(DupX1),
            0x5b => Pending::Plain(DupX2),
            0x5c => Pending::Plain(Dup2),
            0x5d => Pending::Plain(Dup2X1),
            0x5e => Pending::Plain(Dup2X2),
            0x5f => Pending::Plain(Swap),
            0x60 => Pending::Plain(IAdd),
            0x61 => Pending::Plain(LAdd),
            0x62 => Pending::Plain(FAdd),
            0x63 => Pending::Plain(DAdd),
            0x64 => Pending::Plain(ISub),
            0x65 => Pending::Plain(LSub),
            0x66 => Pending::Plain(FSub),
            0x67 => Pending::Plain(DSub),
            0x68 => Pending::Plain(IMul),
            0x69 => Pending::Plain(LMul),
            0x6a => Pending::Plain(FMul),
            0x6b => Pending::Plain(DMul),
            0x6c => Pending::Plain(IDiv),
            0x6d => Pending::Plain(LDiv),
            0x6e => Pending::Plain(FDiv),
            0x6f => Pending::Plain(DDiv),
            0x70 => Pending::Plain(IRem),
            0x71 => Pending::Plain(LRem),
            0x72 => Pending::Plain(FRem),
            0x73 => Pending::Plain(DRem),
            0x74 => Pending::Plain(INeg),
            0x75 => Pending::Plain(LNeg),
            0x76 => Pending::Plain(FNeg),
            0x77 => Pending::Plain(DNeg),
            0x78 => Pending::Plain(IShl),
            0x79 => Pending::Plain(LShl),
            0x7a => Pending::Plain(IShr),
            0x7b => Pending::Plain(LShr),
            0x7c => Pending::Plain(IUShr),
            0x7d => Pending::Plain(LUShr),
            0x7e => Pending::Plain(IAnd),
            0x7f => Pending::Plain(LAnd),
            0x80 => Pending::Plain(IOr),
            0x81 => Pending::Plain(LOr),
            0x82 => Pending::Plain(IXor),
            0x83 => Pending::Plain(LXor),
            0x84 => Pending::Plain(IInc(r.u8()? as u16, r.i8()? as i16)),
            0x85 => Pending::Plain(I2L),
            0x86 => Pending::Plain(I2F),
            0x87 => Pending::Plain(I2D),
            0x88 => Pending::Plain(L2I),
            0x89 => Pending::Plain(L2F),
            0x8a => Pending::Plain(L2D),
            0x8b => Pending::Plain(F2I),
            0x8c => Pending::Plain(F2L),
            0x8d => Pending::Plain(F2D),
            0x8e => Pending::Plain(D2I),
            0x8f => Pending::Plain(D2L),
            0x90 => Pending::Plain(D2F),
            0x91 => Pending::Plain(I2B),
            0x92 => Pending::Plain(I2C),
            0x93 => Pending::Plain(I2S),
            0x94 => Pending::Plain(LCmp),
            0x95 => Pending::Plain(FCmpL),
            0x96 => Pending::Plain(FCmpG),
            0x97 => Pending::Plain(DCmpL),
            0x98 => Pending::Plain(DCmpG),
            0x99 => Pending::Branch(|t| If(Cond::Eq, t), rel(&mut r, false)?),
            0x9a => Pending::Branch(|t| If(Cond::Ne, t), rel(&mut r, false)?),
            0x9b => Pending::Branch(|t| If(Cond::Lt, t), rel(&mut r, false)?),
            0x9c => Pending::Branch(|t| If(Cond::Ge, t), rel(&mut r, false)?),
            0x9d => Pending::Branch(|t| If(Cond::Gt, t), rel(&mut r, false)?),
            0x9e => Pending::Branch(|t| If(Cond::Le, t), rel(&mut r, false)?),
            0x9f => Pending::Branch(|t| IfICmp(Cond::Eq, t), rel(&mut r, false)?),
            0xa0 => Pending::Branch(|t| IfICmp(Cond::Ne, t), rel(&mut r, false)?),
            0xa1 => Pending::Branch(|t| IfICmp(Cond::Lt, t), rel(&mut r, false)?),
            0xa2 => Pending::Branch(|t| IfICmp(Cond::Ge, t), rel(&mut r, false)?),
            0xa3 => Pending::Branch(|t| IfICmp(Cond::Gt, t), rel(&mut r, false)?),
            0xa4 => Pending::Branch(|t| IfICmp(Cond::Le, t), rel(&mut r, false)?),
            0xa5 => Pending::Branch(IfACmpEq, rel(&mut r, false)?),
            0xa6 => Pending::Branch(IfACmpNe, rel(&mut r, false)?),
            0xa7 => Pending::Branch(Goto, rel(&mut r, false)?),
            0xa8 => Pending::Branch(Jsr, rel(&mut r, false)?),
            0xa9 => Pending::Plain(Ret(r.u8()? as u16)),
            0xaa | 0xab => {
                while !r.pos.is_multiple_of(4) {
                    r.u8()?;
                }
                let default = at as i64 + r.i32()? as i64;
                if op == 0xaa {
                    let low = r.i32()?;
                    let high = r.i32()?;
                    if high < low || (high as i64 - low as i64) > 65535 {
                        return Err(format!(
                            "bad tableswitch range {low}..{high} at offset {at}"
                        ));
                    }
                    let mut dense = Vec::new();
                    for _ in low..=high {
                        dense.push(at as i64 + r.i32()? as i64);
                    }
                    Pending::Switch {
                        default,
                        low,
                        dense,
                        pairs: Vec::new(),
                        table: true,
                    }
                } else {
                    let n = r.i32()?;
                    if !(0..=65535).contains(&n) {
                        return Err(format!("bad lookupswitch size {n} at offset {at}"));
                    }
                    let mut pairs = Vec::new();
                    for _ in 0..n {
                        let key = r.i32()?;
                        pairs.push((key, at as i64 + r.i32()? as i64));
                    }
                    pairs.sort_by_key(|p| p.0);
                    Pending::Switch {
                        default,
                        low: 0,
                        dense: Vec::new(),
                        pairs,
                        table: false,
                    }
                }
            }
            0xac | 0xae | 0xb0 => Pending::Plain(Return1),
            0xad | 0xaf => Pending::Plain(Return2),
            0xb1 => Pending::Plain(Return),
            0xb2 => Pending::Plain(GetStatic(r.u16()?)),
            0xb3 => Pending::Plain(PutStatic(r.u16()?)),
            0xb4 => Pending::Plain(GetField(r.u16()?)),
            0xb5 => Pending::Plain(PutField(r.u16()?)),
            0xb6 => Pending::Plain(InvokeVirtual(r.u16()?)),
            0xb7 => Pending::Plain(InvokeSpecial(r.u16()?)),
            0xb8 => Pending::Plain(InvokeStatic(r.u16()?)),
            0xb9 => {
                let i = r.u16()?;
                r.u16()?;
                Pending::Plain(InvokeInterface(i))
            }
            0xba => {
                let i = r.u16()?;
                r.u16()?;
                Pending::Plain(InvokeDynamic(i))
            }
            0xbb => Pending::Plain(New(r.u16()?)),
            0xbc => {
                let t = r.u8()?;
                Pending::Plain(NewArray(
                    PrimKind::from_atype(t)
                        .ok_or_else(|| format!("bad newarray type {t} at offset {at}"))?,
                ))
            }
            0xbd => Pending::Plain(ANewArray(r.u16()?)),
            0xbe => Pending::Plain(ArrayLength),
            0xbf => Pending::Plain(AThrow),
            0xc0 => Pending::Plain(CheckCast(r.u16()?)),
            0xc1 => Pending::Plain(InstanceOf(r.u16()?)),
            0xc2 => Pending::Plain(MonitorEnter),
            0xc3 => Pending::Plain(MonitorExit),
            0xc4 => {
                let op2 = r.u8()?;
                asm_op = op2;
                let idx = r.u16()?;
                match op2 {
                    0x15 | 0x17 | 0x19 => Pending::Plain(Load(idx)),
                    0x16 | 0x18 => Pending::Plain(Load2(idx)),
                    0x36 | 0x38 | 0x3a => Pending::Plain(Store(idx)),
                    0x37 | 0x39 => Pending::Plain(Store2(idx)),
                    0xa9 => Pending::Plain(Ret(idx)),
                    0x84 => Pending::Plain(IInc(idx, r.i16()?)),
                    _ => return Err(format!("bad wide opcode 0x{op2:02x} at offset {at}")),
                }
            }
            0xc5 => {
                let i = r.u16()?;
                let d = r.u8()?;
                if d == 0 {
                    return Err(format!("multianewarray with 0 dimensions at offset {at}"));
                }
                Pending::Plain(MultiANewArray(i, d))
            }
            0xc6 => Pending::Branch(IfNull, rel(&mut r, false)?),
            0xc7 => Pending::Branch(IfNonNull, rel(&mut r, false)?),
            0xc8 => Pending::Branch(Goto, rel(&mut r, true)?),
            0xc9 => Pending::Branch(Jsr, rel(&mut r, true)?),
            _ => return Err(format!("illegal opcode 0x{op:02x} at offset {at}")),
        };
        opcodes.push(asm_op);
        pending.push(p);
    }
    if let Some(probes) = probes {
        let insns = analysis_view(&pending, &offsets, &opcodes);
        let plan = jacoco::analyse(&insns, attr, cp, &probes.context);
        (pending, offsets) = insert_probes(attr, cp, pending, offsets, &opcodes, &plan, probes);
    }
    // Map a bytecode offset to its (first) instruction index.
    let mut starts = vec![u32::MAX; bytes.len()];
    for (i, &off) in offsets.iter().enumerate().rev() {
        if let Some(s) = starts.get_mut(off as usize) {
            *s = i as u32;
        }
    }
    let index_of = |off: i64| -> Result<u32, String> {
        usize::try_from(off)
            .ok()
            .and_then(|o| starts.get(o).copied())
            .filter(|&i| i != u32::MAX)
            .ok_or_else(|| format!("branch to offset {off}, which is not an instruction"))
    };
    let mut instrs = Vec::with_capacity(pending.len());
    let mut switches = Vec::new();
    for p in pending {
        instrs.push(Cell::new(match p {
            Pending::Plain(i) => i,
            Pending::Branch(make, off) => make(index_of(off)?),
            Pending::Switch {
                default,
                low,
                dense,
                pairs,
                table,
            } => {
                let t = SwitchTable {
                    default: index_of(default)?,
                    low,
                    dense: dense.into_iter().map(&index_of).collect::<Result<_, _>>()?,
                    pairs: pairs
                        .into_iter()
                        .map(|(k, off)| index_of(off).map(|t| (k, t)))
                        .collect::<Result<_, _>>()?,
                };
                switches.push(t);
                let n = (switches.len() - 1) as u32;
                if table {
                    Instr::TableSwitch(n)
                } else {
                    Instr::LookupSwitch(n)
                }
            }
        }));
    }
    // Exception ranges: `end` may be the code length (one past the last instruction).
    let end_index = |off: u16| -> Result<u32, String> {
        if off as usize == bytes.len() {
            Ok(offsets.len() as u32)
        } else {
            index_of(off as i64)
        }
    };
    let mut handlers = Vec::new();
    for e in &attr.exception_table {
        handlers.push(Handler {
            start: index_of(e.start_pc as i64)?,
            end: end_index(e.end_pc)?,
            target: index_of(e.handler_pc as i64)?,
            catch_type: e.catch_type,
        });
    }
    let mut lines: Vec<(u32, u32)> = attr
        .line_numbers
        .iter()
        .filter_map(|l| index_of(l.start_pc as i64).ok().map(|i| (i, l.line as u32)))
        .collect();
    lines.sort_by_key(|l| l.0);
    fuse(&mut instrs);
    Ok(Code {
        instrs: instrs.into_boxed_slice(),
        bci: offsets.into_boxed_slice(),
        switches: switches.into_boxed_slice(),
        handlers: handlers.into_boxed_slice(),
        lines: lines.into_boxed_slice(),
        max_locals: attr.max_locals,
        max_stack: attr.max_stack,
    })
}

/// The instructions as `jacoco` analyses them.
fn analysis_view(pending: &[Pending], offsets: &[u32], opcodes: &[u8]) -> Vec<jacoco::Insn> {
    let target = |off: i64| u32::try_from(off).ok();
    pending
        .iter()
        .zip(offsets)
        .zip(opcodes)
        .map(|((p, &offset), &op)| {
            let mut insn = jacoco::Insn {
                offset,
                op,
                operand: 0,
                target: None,
                cases: Vec::new(),
            };
            match p {
                Pending::Plain(i) => {
                    use Instr::*;
                    insn.operand = match *i {
                        Load(x) | Load2(x) | Store(x) | Store2(x) | IInc(x, _) | Ret(x) => x,
                        InvokeVirtual(x)
                        | InvokeSpecial(x)
                        | InvokeStatic(x)
                        | InvokeInterface(x)
                        | InvokeDynamic(x)
                        | GetStatic(x)
                        | PutStatic(x)
                        | GetField(x)
                        | PutField(x)
                        | New(x)
                        | ANewArray(x)
                        | CheckCast(x)
                        | InstanceOf(x)
                        | MultiANewArray(x, _)
                        | Ldc(x) => x,
                        _ => 0,
                    }
                }
                Pending::Branch(_, off) => insn.target = target(*off),
                Pending::Switch {
                    default,
                    dense,
                    pairs,
                    ..
                } => {
                    insn.target = target(*default);
                    insn.cases = dense
                        .iter()
                        .copied()
                        .chain(pairs.iter().map(|&(_, t)| t))
                        .filter_map(target)
                        .collect();
                }
            }
            insn
        })
        .collect()
}

/// Put coverage probes into a decoded method: JaCoCo's probes where `plan`
/// says (before returns and `athrow`, on fall-throughs into places reached
/// from elsewhere too or starting a line that calls a method), and a branch
/// probe before each conditional jump (before the `lcmp`/`fcmp`/`dcmp` that
/// feeds it, so it sees the real operands) and each switch. A probe takes
/// the bytecode offset of the instruction it precedes, so jumps to that
/// offset run it first — except a fall-through probe, which takes the
/// offset of the instruction before so that jumps skip it. Registers the
/// method's coverage chains, line goals and sites in the coverage tables.
fn insert_probes(
    attr: &CodeAttribute,
    cp: &ConstantPool,
    pending: Vec<Pending>,
    offsets: Vec<u32>,
    opcodes: &[u8],
    plan: &jacoco::Plan,
    probes: Probes<'_>,
) -> (Vec<Pending>, Vec<u32>) {
    let Probes {
        coverage: cov,
        class,
        method,
        ..
    } = probes;
    let n = pending.len();
    let mut leaders: Vec<u32> = attr
        .line_numbers
        .iter()
        .map(|l| l.start_pc as u32)
        .collect();
    leaders.push(0);
    leaders.extend(attr.exception_table.iter().map(|e| e.handler_pc as u32));
    for (i, p) in pending.iter().enumerate() {
        let next = offsets.get(i + 1).copied();
        match p {
            Pending::Branch(_, t) => {
                leaders.push(*t as u32);
                if is_cond_jump(opcodes.get(i).copied().unwrap_or(0)) {
                    leaders.extend(next);
                }
            }
            Pending::Switch {
                default,
                dense,
                pairs,
                ..
            } => {
                leaders.push(*default as u32);
                leaders.extend(dense.iter().map(|&t| t as u32));
                leaders.extend(pairs.iter().map(|&(_, t)| t as u32));
            }
            Pending::Plain(_) => {}
        }
    }
    leaders.sort_unstable();
    leaders.dedup();
    let is_leader = |off: u32| leaders.binary_search(&off).is_ok();

    // JaCoCo's probes by where they run.
    let mut before: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut fallthrough: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, p) in plan.probes.iter().enumerate() {
        match p.at {
            ProbeAt::Before(i) => before.get_mut(i).into_iter().for_each(|v| v.push(k)),
            ProbeAt::Fallthrough(i) => fallthrough.get_mut(i).into_iter().for_each(|v| v.push(k)),
            ProbeAt::Taken(_) => {}
        }
    }

    // The branch sites: `site_at[i]` is probed before instruction i and
    // belongs to the jump or switch `jump_of[i]`.
    let mut site_at: Vec<Option<u32>> = vec![None; n];
    let mut site_of: Vec<Option<u32>> = vec![None; n];
    let mut switch_targets: Vec<Vec<i64>> = vec![Vec::new(); n];
    let mut string_test: Vec<Option<(u32, StrTest)>> = vec![None; n];
    let mut parse_probe: Vec<Option<u32>> = vec![None; n];
    let mut flag_call: Vec<Option<u32>> = vec![None; n];
    let mut key_probe: Vec<Option<u8>> = vec![None; n];
    let line_of = |i: usize| plan.line.get(i).copied().flatten();
    let mut i = 0;
    while i < n {
        let (Some(&at), Some(&op), Some(p)) = (offsets.get(i), opcodes.get(i), pending.get(i))
        else {
            break;
        };
        let next_op = opcodes.get(i + 1).copied();
        let next_is_if = next_op.is_some_and(|o| (0x99..=0x9e).contains(&o))
            && offsets.get(i + 1).is_some_and(|&o| !is_leader(o))
            && fallthrough.get(i + 1).is_some_and(Vec::is_empty);
        let jump_arms = || vec![Arm::default(), Arm::default()];
        // A String test feeding the jump right after it: probe its operands
        // for the jump's site, which is the next one created.
        if let (0xb6, Pending::Plain(Instr::InvokeVirtual(k))) = (op, p)
            && matches!(next_op, Some(0x99 | 0x9a))
            && next_is_if
            && let Ok(m) = cp.member_ref(*k)
            && m.class == "java/lang/String"
            && let Some(test) = StrTest::of(m.name, m.descriptor)
            && let Some(x) = string_test.get_mut(i)
        {
            *x = Some((cov.sites.len() as u32, test));
        }
        // A call of an instrumented boolean method feeding the jump right
        // after it: the callee's probes measure it for the jump's site.
        if let Pending::Plain(
            Instr::InvokeVirtual(k)
            | Instr::InvokeSpecial(k)
            | Instr::InvokeStatic(k)
            | Instr::InvokeInterface(k),
        ) = p
            && matches!(next_op, Some(0x99 | 0x9a))
            && next_is_if
            && let Ok(m) = cp.member_ref(*k)
            && m.descriptor.ends_with(")Z")
            && cov.instrument.contains(m.class)
            && let Some(x) = flag_call.get_mut(i)
        {
            *x = Some(cov.sites.len() as u32);
        }
        // A collection call that stores or looks up a key: probe the key.
        if let Pending::Plain(Instr::InvokeVirtual(k) | Instr::InvokeInterface(k)) = p
            && let Ok(m) = cp.member_ref(*k)
            && let Some(depth) = key_operand(m.class, m.name, m.descriptor)
            && let Some(x) = key_probe.get_mut(i)
        {
            *x = Some(depth);
        }
        // A call that parses text: probe the text (see `ParseKind`).
        if let Pending::Plain(Instr::InvokeStatic(k) | Instr::InvokeSpecial(k)) = p
            && let Ok(m) = cp.member_ref(*k)
            && let Some(kind) = ParseKind::of(m.class, m.name, m.descriptor)
            && let Some(x) = parse_probe.get_mut(i)
        {
            *x = Some(cov.parse_site(kind));
        }
        let (site, jump) = match (op, p) {
            (0x94..=0x98, _) if next_is_if => {
                let cond = cond_of(next_op.unwrap_or(0x99) - 0x99);
                let kind = match op {
                    0x94 => SiteKind::LongCmp(cond),
                    _ => SiteKind::FloatCmp {
                        cond,
                        nan: if op == 0x95 || op == 0x97 { -1 } else { 1 },
                        double: op >= 0x97,
                    },
                };
                let s = cov.site(method, at, line_of(i + 1), kind, jump_arms());
                (Some(s), i + 1)
            }
            (0x99..=0x9e, _) => {
                let kind = SiteKind::Int(cond_of(op - 0x99));
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (0x9f..=0xa4, _) => {
                let kind = SiteKind::IntCmp(cond_of(op - 0x9f));
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (0xa5 | 0xa6, _) => {
                let kind = SiteKind::RefEq(op == 0xa5);
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (0xc6 | 0xc7, _) => {
                let kind = SiteKind::Null(op == 0xc6);
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (
                _,
                Pending::Switch {
                    default,
                    low,
                    dense,
                    pairs,
                    ..
                },
            ) => {
                let mut keyed: Vec<(i64, i32)> = dense
                    .iter()
                    .enumerate()
                    .map(|(k, &t)| (t, low.wrapping_add(k as i32)))
                    .chain(pairs.iter().map(|&(k, t)| (t, k)))
                    .collect();
                keyed.sort_unstable();
                let mut targets: Vec<i64> = keyed.iter().map(|&(t, _)| t).collect();
                targets.push(*default);
                targets.sort_unstable();
                targets.dedup();
                let arms = targets
                    .iter()
                    .map(|&t| Arm {
                        keys: keyed
                            .iter()
                            .filter(|&&(kt, _)| kt == t)
                            .map(|&(_, k)| k)
                            .collect(),
                        is_default: t == *default,
                    })
                    .collect();
                if let Some(x) = switch_targets.get_mut(i) {
                    *x = targets;
                }
                let s = cov.site(method, at, line_of(i), SiteKind::Switch, arms);
                (Some(s), i)
            }
            _ => (None, i),
        };
        if let Some(s) = site {
            site_at[i] = Some(s);
            if let Some(x) = site_of.get_mut(jump) {
                *x = Some(s);
            }
        }
        i = jump + 1;
    }
    // The arm of branch instruction `i` that `edge` takes.
    let arm_of = |cov: &Coverage, i: usize, edge: Edge| -> Option<u32> {
        let site = cov.sites.get(site_of.get(i).copied().flatten()? as usize)?;
        let k = match edge {
            Edge::Plain => return None,
            Edge::Taken => 0,
            Edge::NotTaken => 1,
            Edge::Case(t) => switch_targets.get(i)?.iter().position(|&x| x == t as i64)? as u32,
        };
        (k < site.arms).then_some(site.first_arm + k)
    };

    // Coverage chains, line goals, the counted method.
    let counted = |i: usize| plan.counted.get(i) == Some(&true);
    let goals: Vec<Option<u32>> = (0..n)
        .map(|i| {
            let l = line_of(i).filter(|_| counted(i))?;
            Some(cov.line_goal(class, method, l))
        })
        .collect();
    let slot = (0..n).any(counted).then(|| cov.counted_method(method));
    let base = cov.chain_len();
    for i in 0..n {
        let owner = plan.owner.get(i).copied().unwrap_or(i);
        let (line, in_method) = if counted(owner) {
            (goals.get(owner).copied().flatten(), slot)
        } else {
            (None, None)
        };
        let pred = plan.pred.get(i).copied().flatten();
        let pred_arm = pred.and_then(|(p, e)| arm_of(cov, p, e));
        cov.chain_insn(
            pred.map(|(p, _)| base + p as u32),
            pred_arm,
            line,
            in_method,
        );
    }
    // Which arms JaCoCo counts, and for which (merged `finally` copies).
    for i in 0..n {
        let Some(s) = site_of.get(i).copied().flatten() else {
            continue;
        };
        let owner = plan.owner.get(i).copied().unwrap_or(i);
        let owner_site = site_of
            .get(owner)
            .copied()
            .flatten()
            .filter(|_| counted(owner));
        let (Some(site), owner_site) = (
            cov.sites.get(s as usize).cloned(),
            owner_site.and_then(|o| cov.sites.get(o as usize).cloned()),
        ) else {
            continue;
        };
        for k in 0..site.arms {
            let to = owner_site
                .as_ref()
                .filter(|o| o.arms == site.arms)
                .map(|o| o.first_arm + k);
            cov.set_arm_owner(site.first_arm + k, to);
        }
        if let Some(x) = cov.sites.get_mut(s as usize) {
            x.counted = owner == i && counted(i);
        }
    }
    let mut ids = Vec::with_capacity(plan.probes.len());
    for p in &plan.probes {
        let arm = arm_of(cov, p.insn, p.edge);
        let id = cov.probe(base + p.insn as u32, arm);
        if let (ProbeAt::Taken(_), Some(a)) = (p.at, arm) {
            cov.set_arm_probe(a, id);
        }
        ids.push(id);
    }

    let mut out = Vec::with_capacity(n * 2);
    let mut out_offsets = Vec::with_capacity(n * 2);
    for (i, p) in pending.into_iter().enumerate() {
        let at = offsets.get(i).copied().unwrap_or(0);
        let prev = i.checked_sub(1).and_then(|j| offsets.get(j)).copied();
        for &k in fallthrough.get(i).into_iter().flatten() {
            if let Some(&id) = ids.get(k) {
                out.push(Pending::Plain(Instr::CovProbe(id)));
                out_offsets.push(prev.unwrap_or(at));
            }
        }
        if let Some(s) = site_at.get(i).copied().flatten() {
            out.push(Pending::Plain(Instr::CovBranch(s)));
            out_offsets.push(at);
        }
        for &k in before.get(i).into_iter().flatten() {
            if let Some(&id) = ids.get(k) {
                out.push(Pending::Plain(Instr::CovProbe(id)));
                out_offsets.push(at);
            }
        }
        if let Some((site, test)) = string_test.get(i).copied().flatten() {
            out.push(Pending::Plain(Instr::CovString(site, test)));
            out_offsets.push(at);
        }
        if let Some(site) = flag_call.get(i).copied().flatten() {
            out.push(Pending::Plain(Instr::CovFlag(site)));
            out_offsets.push(at);
        }
        if let Some(depth) = key_probe.get(i).copied().flatten() {
            out.push(Pending::Plain(Instr::CovKey(depth)));
            out_offsets.push(at);
        }
        if let Some(id) = parse_probe.get(i).copied().flatten() {
            out.push(Pending::Plain(Instr::CovParse(id)));
            out_offsets.push(at);
        }
        out.push(p);
        out_offsets.push(at);
    }
    (out, out_offsets)
}

fn is_cond_jump(op: u8) -> bool {
    (0x99..=0xa6).contains(&op) || op == 0xc6 || op == 0xc7
}

fn cond_of(k: u8) -> Cond {
    match k {
        0 => Cond::Eq,
        1 => Cond::Ne,
        2 => Cond::Lt,
        3 => Cond::Ge,
        4 => Cond::Gt,
        _ => Cond::Le,
    }
}

fn ldc(cp: &ConstantPool, index: u16) -> Result<Pending, String> {
    Ok(Pending::Plain(
        match cp.get(index).map_err(|e| e.message.clone())? {
            Constant::Integer(v) => Instr::IConst(*v),
            Constant::Float(v) => Instr::FConst(*v),
            Constant::Long(v) => Instr::LConst(*v),
            Constant::Double(v) => Instr::DConst(*v),
            Constant::String { .. }
            | Constant::Class { .. }
            | Constant::MethodType { .. }
            | Constant::MethodHandle { .. }
            | Constant::Dynamic { .. } => Instr::Ldc(index),
            other => {
                return Err(format!("ldc of constant {index}, a {}", other.kind_name()));
            }
        },
    ))
}

/// Superinstructions: where a common sequence starts, its first instruction
/// is replaced by one that does the whole sequence and skips the rest. The
/// rest stay in place, so a branch into the middle still works; the fused
/// forms never throw, so exception ranges and line numbers are unaffected.
fn array_kind(i: Instr) -> Option<ArrayKind> {
    Some(match i {
        Instr::IALoad => ArrayKind::Int,
        Instr::LALoad => ArrayKind::Long,
        Instr::FALoad => ArrayKind::Float,
        Instr::DALoad => ArrayKind::Double,
        Instr::AALoad => ArrayKind::Ref,
        Instr::BALoad => ArrayKind::Byte,
        Instr::CALoad => ArrayKind::Char,
        Instr::SALoad => ArrayKind::Short,
        _ => return None,
    })
}

fn int_op(i: Instr) -> Option<IntOp> {
    Some(match i {
        Instr::IAdd => IntOp::Add,
        Instr::ISub => IntOp::Sub,
        Instr::IMul => IntOp::Mul,
        Instr::IAnd => IntOp::And,
        Instr::IOr => IntOp::Or,
        Instr::IXor => IntOp::Xor,
        Instr::IShl => IntOp::Shl,
        Instr::IShr => IntOp::Shr,
        Instr::IUShr => IntOp::UShr,
        _ => return None,
    })
}

fn double_op(i: Instr) -> Option<FloatOp> {
    Some(match i {
        Instr::DAdd => FloatOp::Add,
        Instr::DSub => FloatOp::Sub,
        Instr::DMul => FloatOp::Mul,
        Instr::DDiv => FloatOp::Div,
        _ => return None,
    })
}

fn fuse(instrs: &mut [Cell<Instr>]) {
    use Instr::*;
    for i in 0..instrs.len() {
        let at = |k: usize| instrs.get(i + k).map(Cell::get);
        let fused = match (at(0), at(1), at(2)) {
            (Some(Load(a)), Some(Load(b)), Some(IfICmp(c, t))) => Some(IfLocalsCmp(c, a, b, t)),
            (Some(Load(a)), Some(IConst(k)), Some(IfICmp(c, t))) if i16::try_from(k).is_ok() => {
                Some(IfLocalConstCmp(c, a, k as i16, t))
            }
            (Some(Load(a)), Some(If(c, t)), _) => Some(IfLocal(c, a, t)),
            (Some(IInc(a, d)), Some(Goto(t)), _) => Some(IIncGoto(a, d, t)),
            (Some(LCmp), Some(If(c, t)), _) => Some(LCmpIf(c, t)),
            (Some(DCmpL), Some(If(c, t)), _) => Some(DCmpIf(c, -1, t)),
            (Some(DCmpG), Some(If(c, t)), _) => Some(DCmpIf(c, 1, t)),
            (Some(FCmpL), Some(If(c, t)), _) => Some(FCmpIf(c, -1, t)),
            (Some(FCmpG), Some(If(c, t)), _) => Some(FCmpIf(c, 1, t)),
            (Some(Load(a)), Some(Load(b)), Some(IAdd)) => Some(LoadsIAdd(a, b)),
            (Some(Load(a)), Some(IConst(k)), Some(IAdd)) if i16::try_from(k).is_ok() => {
                Some(LoadConstIAdd(a, k as i16))
            }
            (Some(Load(a)), Some(IConst(k)), Some(ISub))
                if k != i32::MIN && i16::try_from(-k).is_ok() =>
            {
                Some(LoadConstIAdd(a, -k as i16))
            }
            (Some(Load(a)), Some(Load(b)), Some(load)) if array_kind(load).is_some() => {
                array_kind(load).map(|k| LoadsArrayLoad(k, a, b))
            }
            (Some(Load(a)), Some(Load(b)), _) => Some(Load2x(a, b)),
            (Some(Load(b)), Some(op), _) if int_op(op).is_some() => {
                int_op(op).map(|o| IBinLocal(o, b))
            }
            (Some(IConst(k)), Some(op), _) if int_op(op).is_some() => {
                int_op(op).map(|o| IBinConst(o, k))
            }
            (Some(Load2(b)), Some(op), _) if double_op(op).is_some() => {
                double_op(op).map(|o| DBinLocal(o, b))
            }
            (Some(Store(a)), Some(Load(b)), _) => Some(StoreLoad(a, b)),
            _ => None,
        };
        if let (Some(f), Some(cell)) = (fused, instrs.get(i)) {
            cell.set(f);
        }
    }
}
