//! Bytecode → `Code`: each method is decoded once, on its first call.
//! Branch offsets become instruction indices; constants from the pool are
//! folded into the instruction where they are plain numbers.
use std::cell::Cell;

use super::coverage::{Arm, Coverage, ParseKind, SiteKind, StrTest, key_operand};
use super::instr::{ArrayKind, Code, Cond, FloatOp, Handler, Instr, IntOp, SwitchTable};
use super::jacoco::{self, Edge, MethodContext, ProbeAt};
use crate::classfile::opcodes::{self as op, Effect, Kind};
use crate::classfile::{CodeAttribute, Constant, ConstantPool};
use crate::runtime::class::PrimKind;
use crate::runtime::class::{ClassId, MethodId};

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
    let mut pending: Vec<Pending> = Vec::new();
    let mut offsets: Vec<u32> = Vec::new();
    let mut opcodes: Vec<u8> = Vec::new();
    for insn in op::instructions(bytes) {
        let insn = insn.map_err(|e| e.to_string())?;
        let at = insn.offset;
        offsets.push(at as u32);
        // For a widened instruction this is the opcode `wide` modifies,
        // which is also ASM's (what JaCoCo's filters match).
        let code = insn.opcode;
        let asm_op = jacoco::asm_opcode(code);
        let p = pending_of(&insn, cp)?;
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

/// The decoded form of one instruction, its branch targets still offsets.
fn pending_of(insn: &op::Instruction<'_>, cp: &ConstantPool) -> Result<Pending, String> {
    let (at, code) = (insn.offset, insn.opcode);
    let rel = |d: i32| at as i64 + i64::from(d);
    let effect = insn.info().map(|o| (o.kind, o.effect));
    use Instr::*;
    use op::Operand as O;
    Ok(match (code, insn.operand) {
        (op::ICONST_M1..=op::ICONST_5 | op::BIPUSH | op::SIPUSH, O::Int(v)) => {
            Pending::Plain(IConst(v))
        }
        (op::LCONST_0 | op::LCONST_1, O::Int(v)) => Pending::Plain(LConst(v.into())),
        (op::FCONST_0..=op::FCONST_2, O::Int(v)) => Pending::Plain(FConst(v as f32)),
        (op::DCONST_0 | op::DCONST_1, O::Int(v)) => Pending::Plain(DConst(v.into())),
        (op::LDC | op::LDC_W | op::LDC2_W, O::Cp(i)) => ldc(cp, i)?,
        // Loads, stores and `ret`: the slot count picks the two-slot form.
        (_, O::Local(x)) => Pending::Plain(match effect {
            Some((Kind::Load, Effect::Fixed { push: 2, .. })) => Load2(x),
            Some((Kind::Load, _)) => Load(x),
            Some((Kind::Store, Effect::Fixed { pop: 2, .. })) => Store2(x),
            Some((Kind::Store, _)) => Store(x),
            _ => Ret(x),
        }),
        (_, O::Iinc { local, delta }) => Pending::Plain(IInc(local, delta)),
        (op::IFEQ, O::Branch(d)) => Pending::Branch(|t| If(Cond::Eq, t), rel(d)),
        (op::IFNE, O::Branch(d)) => Pending::Branch(|t| If(Cond::Ne, t), rel(d)),
        (op::IFLT, O::Branch(d)) => Pending::Branch(|t| If(Cond::Lt, t), rel(d)),
        (op::IFGE, O::Branch(d)) => Pending::Branch(|t| If(Cond::Ge, t), rel(d)),
        (op::IFGT, O::Branch(d)) => Pending::Branch(|t| If(Cond::Gt, t), rel(d)),
        (op::IFLE, O::Branch(d)) => Pending::Branch(|t| If(Cond::Le, t), rel(d)),
        (op::IF_ICMPEQ, O::Branch(d)) => Pending::Branch(|t| IfICmp(Cond::Eq, t), rel(d)),
        (op::IF_ICMPNE, O::Branch(d)) => Pending::Branch(|t| IfICmp(Cond::Ne, t), rel(d)),
        (op::IF_ICMPLT, O::Branch(d)) => Pending::Branch(|t| IfICmp(Cond::Lt, t), rel(d)),
        (op::IF_ICMPGE, O::Branch(d)) => Pending::Branch(|t| IfICmp(Cond::Ge, t), rel(d)),
        (op::IF_ICMPGT, O::Branch(d)) => Pending::Branch(|t| IfICmp(Cond::Gt, t), rel(d)),
        (op::IF_ICMPLE, O::Branch(d)) => Pending::Branch(|t| IfICmp(Cond::Le, t), rel(d)),
        (op::IF_ACMPEQ, O::Branch(d)) => Pending::Branch(IfACmpEq, rel(d)),
        (op::IF_ACMPNE, O::Branch(d)) => Pending::Branch(IfACmpNe, rel(d)),
        (op::IFNULL, O::Branch(d)) => Pending::Branch(IfNull, rel(d)),
        (op::IFNONNULL, O::Branch(d)) => Pending::Branch(IfNonNull, rel(d)),
        (op::GOTO | op::GOTO_W, O::Branch(d)) => Pending::Branch(Goto, rel(d)),
        (op::JSR | op::JSR_W, O::Branch(d)) => Pending::Branch(Jsr, rel(d)),
        (_, O::Switch(s)) => {
            let default = rel(s.default);
            match s.low {
                Some(low) => Pending::Switch {
                    default,
                    low,
                    dense: s.cases().map(|(_, d)| rel(d)).collect(),
                    pairs: Vec::new(),
                    table: true,
                },
                None => {
                    let mut pairs: Vec<(i32, i64)> = s.cases().map(|(k, d)| (k, rel(d))).collect();
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
        }
        (op::GETSTATIC, O::Cp(i)) => Pending::Plain(GetStatic(i)),
        (op::PUTSTATIC, O::Cp(i)) => Pending::Plain(PutStatic(i)),
        (op::GETFIELD, O::Cp(i)) => Pending::Plain(GetField(i)),
        (op::PUTFIELD, O::Cp(i)) => Pending::Plain(PutField(i)),
        (op::INVOKEVIRTUAL, O::Cp(i)) => Pending::Plain(InvokeVirtual(i)),
        (op::INVOKESPECIAL, O::Cp(i)) => Pending::Plain(InvokeSpecial(i)),
        (op::INVOKESTATIC, O::Cp(i)) => Pending::Plain(InvokeStatic(i)),
        (op::INVOKEINTERFACE, O::Cp(i)) => Pending::Plain(InvokeInterface(i)),
        (op::INVOKEDYNAMIC, O::Cp(i)) => Pending::Plain(InvokeDynamic(i)),
        (op::NEW, O::Cp(i)) => Pending::Plain(New(i)),
        (_, O::AType(t)) => Pending::Plain(NewArray(
            PrimKind::from_atype(t)
                .ok_or_else(|| format!("bad newarray type {t} at offset {at}"))?,
        )),
        (op::ANEWARRAY, O::Cp(i)) => Pending::Plain(ANewArray(i)),
        (op::CHECKCAST, O::Cp(i)) => Pending::Plain(CheckCast(i)),
        (op::INSTANCEOF, O::Cp(i)) => Pending::Plain(InstanceOf(i)),
        (_, O::MultiANewArray { dims: 0, .. }) => {
            return Err(format!("multianewarray with 0 dimensions at offset {at}"));
        }
        (_, O::MultiANewArray { class, dims }) => Pending::Plain(MultiANewArray(class, dims)),
        (code, _) if let Some(i) = plain(code) => Pending::Plain(i),
        // The walk gives each opcode the operands its row declares.
        _ => return Err(format!("illegal opcode 0x{code:02x} at offset {at}")),
    })
}

/// The instructions that take no operand and need no context: one each.
fn plain(code: u8) -> Option<Instr> {
    use Instr::*;
    Some(match code {
        op::NOP => Nop,
        op::ACONST_NULL => AConstNull,
        op::IALOAD => IALoad,
        op::LALOAD => LALoad,
        op::FALOAD => FALoad,
        op::DALOAD => DALoad,
        op::AALOAD => AALoad,
        op::BALOAD => BALoad,
        op::CALOAD => CALoad,
        op::SALOAD => SALoad,
        op::IASTORE => IAStore,
        op::LASTORE => LAStore,
        op::FASTORE => FAStore,
        op::DASTORE => DAStore,
        op::AASTORE => AAStore,
        op::BASTORE => BAStore,
        op::CASTORE => CAStore,
        op::SASTORE => SAStore,
        op::POP => Pop,
        op::POP2 => Pop2,
        op::DUP => Dup,
        op::DUP_X1 => DupX1,
        op::DUP_X2 => DupX2,
        op::DUP2 => Dup2,
        op::DUP2_X1 => Dup2X1,
        op::DUP2_X2 => Dup2X2,
        op::SWAP => Swap,
        op::IADD => IAdd,
        op::LADD => LAdd,
        op::FADD => FAdd,
        op::DADD => DAdd,
        op::ISUB => ISub,
        op::LSUB => LSub,
        op::FSUB => FSub,
        op::DSUB => DSub,
        op::IMUL => IMul,
        op::LMUL => LMul,
        op::FMUL => FMul,
        op::DMUL => DMul,
        op::IDIV => IDiv,
        op::LDIV => LDiv,
        op::FDIV => FDiv,
        op::DDIV => DDiv,
        op::IREM => IRem,
        op::LREM => LRem,
        op::FREM => FRem,
        op::DREM => DRem,
        op::INEG => INeg,
        op::LNEG => LNeg,
        op::FNEG => FNeg,
        op::DNEG => DNeg,
        op::ISHL => IShl,
        op::LSHL => LShl,
        op::ISHR => IShr,
        op::LSHR => LShr,
        op::IUSHR => IUShr,
        op::LUSHR => LUShr,
        op::IAND => IAnd,
        op::LAND => LAnd,
        op::IOR => IOr,
        op::LOR => LOr,
        op::IXOR => IXor,
        op::LXOR => LXor,
        op::I2L => I2L,
        op::I2F => I2F,
        op::I2D => I2D,
        op::L2I => L2I,
        op::L2F => L2F,
        op::L2D => L2D,
        op::F2I => F2I,
        op::F2L => F2L,
        op::F2D => F2D,
        op::D2I => D2I,
        op::D2L => D2L,
        op::D2F => D2F,
        op::I2B => I2B,
        op::I2C => I2C,
        op::I2S => I2S,
        op::LCMP => LCmp,
        op::FCMPL => FCmpL,
        op::FCMPG => FCmpG,
        op::DCMPL => DCmpL,
        op::DCMPG => DCmpG,
        op::IRETURN | op::FRETURN | op::ARETURN => Return1,
        op::LRETURN | op::DRETURN => Return2,
        op::RETURN => Return,
        op::ARRAYLENGTH => ArrayLength,
        op::ATHROW => AThrow,
        op::MONITORENTER => MonitorEnter,
        op::MONITOREXIT => MonitorExit,
        _ => return None,
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
                if opcodes.get(i).is_some_and(|&o| op::is_cond_jump(o)) {
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
        let (Some(&at), Some(&code), Some(p)) = (offsets.get(i), opcodes.get(i), pending.get(i))
        else {
            break;
        };
        let next_op = opcodes.get(i + 1).copied();
        let next_is_if = next_op.is_some_and(|o| (op::IFEQ..=op::IFLE).contains(&o))
            && offsets.get(i + 1).is_some_and(|&o| !is_leader(o))
            && fallthrough.get(i + 1).is_some_and(Vec::is_empty);
        let jump_arms = || vec![Arm::default(), Arm::default()];
        // A String test feeding the jump right after it: probe its operands
        // for the jump's site, which is the next one created.
        if let (op::INVOKEVIRTUAL, Pending::Plain(Instr::InvokeVirtual(k))) = (code, p)
            && matches!(next_op, Some(op::IFEQ | op::IFNE))
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
            && matches!(next_op, Some(op::IFEQ | op::IFNE))
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
        let (site, jump) = match (code, p) {
            (op::LCMP..=op::DCMPG, _) if next_is_if => {
                let cond = cond_of(next_op.unwrap_or(op::IFEQ) - op::IFEQ);
                let kind = match code {
                    op::LCMP => SiteKind::LongCmp(cond),
                    _ => SiteKind::FloatCmp {
                        cond,
                        nan: if code == op::FCMPL || code == op::DCMPL {
                            -1
                        } else {
                            1
                        },
                        double: code >= op::DCMPL,
                    },
                };
                let s = cov.site(method, at, line_of(i + 1), kind, jump_arms());
                (Some(s), i + 1)
            }
            (op::IFEQ..=op::IFLE, _) => {
                let kind = SiteKind::Int(cond_of(code - op::IFEQ));
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (op::IF_ICMPEQ..=op::IF_ICMPLE, _) => {
                let kind = SiteKind::IntCmp(cond_of(code - op::IF_ICMPEQ));
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (op::IF_ACMPEQ | op::IF_ACMPNE, _) => {
                let kind = SiteKind::RefEq(code == op::IF_ACMPEQ);
                (Some(cov.site(method, at, line_of(i), kind, jump_arms())), i)
            }
            (op::IFNULL | op::IFNONNULL, _) => {
                let kind = SiteKind::Null(code == op::IFNULL);
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
