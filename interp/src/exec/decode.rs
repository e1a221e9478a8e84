//! Bytecode → `Code`: each method is decoded once, on its first call.
//! Branch offsets become instruction indices; constants from the pool are
//! folded into the instruction where they are plain numbers.
use std::cell::Cell;

use super::instr::{ArrayKind, Code, Cond, FloatOp, Handler, Instr, IntOp, SwitchTable};
use super::instrument::{Insn, Instrumenting};
use crate::classfile::opcodes::CodeError;
use crate::classfile::opcodes::{self as op, Effect, Kind};
use crate::classfile::{CodeAttribute, Constant, ConstantPool};
use crate::runtime::class::PrimKind;
use crate::vm::DecodeError;

/// One decoded instruction before branch targets are mapped: targets are
/// still bytecode offsets, stored in `Pending`.
pub(crate) enum Pending {
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

pub fn decode(attr: &CodeAttribute, cp: &ConstantPool) -> Result<Code, DecodeError> {
    decode_with_probes(attr, cp, None)
}

/// Decode, and with `probes` also insert the probes its instrumentation
/// wants (see `instrument`).
pub fn decode_with_probes(
    attr: &CodeAttribute,
    cp: &ConstantPool,
    probes: Option<Instrumenting<'_>>,
) -> Result<Code, DecodeError> {
    let bytes = &attr.code;
    if bytes.is_empty() {
        return Err(DecodeError::Empty);
    }
    let mut pending: Vec<Pending> = Vec::new();
    let mut offsets: Vec<u32> = Vec::new();
    let mut opcodes: Vec<u8> = Vec::new();
    for insn in op::instructions(bytes) {
        let insn = insn.map_err(DecodeError::Code)?;
        let at = insn.offset;
        offsets.push(at as u32);
        // For a widened instruction this is the opcode `wide` modifies.
        let p = pending_of(&insn, cp)?;
        opcodes.push(insn.opcode);
        pending.push(p);
    }
    if let Some(probes) = probes {
        (pending, offsets) = probes.insert(attr, cp, pending, offsets, &opcodes);
    }
    // Map a bytecode offset to its (first) instruction index.
    let mut starts = vec![u32::MAX; bytes.len()];
    for (i, &off) in offsets.iter().enumerate().rev() {
        if let Some(s) = starts.get_mut(off as usize) {
            *s = i as u32;
        }
    }
    let index_of = |off: i64| -> Result<u32, DecodeError> {
        usize::try_from(off)
            .ok()
            .and_then(|o| starts.get(o).copied())
            .filter(|&i| i != u32::MAX)
            .ok_or(DecodeError::BadTarget { offset: off })
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
    let end_index = |off: u16| -> Result<u32, DecodeError> {
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
fn pending_of(insn: &op::Instruction<'_>, cp: &ConstantPool) -> Result<Pending, DecodeError> {
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
            PrimKind::from_atype(t).ok_or(DecodeError::BadArrayType { atype: t, at })?,
        )),
        (op::ANEWARRAY, O::Cp(i)) => Pending::Plain(ANewArray(i)),
        (op::CHECKCAST, O::Cp(i)) => Pending::Plain(CheckCast(i)),
        (op::INSTANCEOF, O::Cp(i)) => Pending::Plain(InstanceOf(i)),
        (_, O::MultiANewArray { dims: 0, .. }) => {
            return Err(DecodeError::ZeroDimensions { at });
        }
        (_, O::MultiANewArray { class, dims }) => Pending::Plain(MultiANewArray(class, dims)),
        (code, _) if let Some(i) = plain(code) => Pending::Plain(i),
        // The walk gives each opcode the operands its row declares.
        _ => return Err(DecodeError::Code(CodeError::IllegalOpcode { at, op: code })),
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

/// The instructions as an instrumenter sees them (`instrument::Insn`).
pub(crate) fn view(pending: &[Pending], offsets: &[u32], opcodes: &[u8]) -> Vec<Insn> {
    let target = |off: i64| u32::try_from(off).ok();
    pending
        .iter()
        .zip(offsets)
        .zip(opcodes)
        .map(|((p, &offset), &opcode)| {
            let mut insn = Insn {
                offset,
                opcode,
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
                    low,
                    dense,
                    pairs,
                    ..
                } => {
                    insn.target = target(*default);
                    insn.cases = dense
                        .iter()
                        .enumerate()
                        .map(|(k, &t)| (low.wrapping_add(k as i32), t))
                        .chain(pairs.iter().copied())
                        .filter_map(|(k, t)| Some((k, target(t)?)))
                        .collect();
                }
            }
            insn
        })
        .collect()
}

/// The condition of the `if<cond>` whose opcode is `k` past `ifeq` (or
/// `if_icmp<cond>` past `if_icmpeq`).
pub fn cond_of(k: u8) -> Cond {
    match k {
        0 => Cond::Eq,
        1 => Cond::Ne,
        2 => Cond::Lt,
        3 => Cond::Ge,
        4 => Cond::Gt,
        _ => Cond::Le,
    }
}

fn ldc(cp: &ConstantPool, index: u16) -> Result<Pending, DecodeError> {
    Ok(Pending::Plain(
        match cp.get(index).map_err(DecodeError::Pool)? {
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
                return Err(DecodeError::LdcKind {
                    index,
                    kind: other.kind_name(),
                });
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The message a malformed code array gets: the reason of the
    /// `ClassFormatError` its call throws, so users read these.
    fn reason(code: &[u8], pool: Vec<Constant>) -> String {
        let attr = CodeAttribute {
            max_stack: 4,
            max_locals: 4,
            code: code.to_vec(),
            exception_table: Vec::new(),
            line_numbers: Vec::new(),
            local_variables: Vec::new(),
        };
        match decode(&attr, &ConstantPool::new(pool)) {
            Ok(_) => "decoded".to_string(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn malformed_code_is_named() {
        assert_eq!(reason(&[], vec![]), "empty Code attribute");
        assert_eq!(
            reason(&[op::GOTO, 0, 9, op::RETURN], vec![]),
            "branch to offset 9, which is not an instruction"
        );
        assert_eq!(
            reason(&[op::BIPUSH, 1, 0xbc, 99, op::RETURN], vec![]),
            "bad newarray type 99 at offset 2"
        );
        assert_eq!(
            reason(&[0xc5, 0, 1, 0, op::RETURN], vec![]),
            "multianewarray with 0 dimensions at offset 0"
        );
        assert_eq!(reason(&[0xcb], vec![]), "illegal opcode 0xcb at offset 0");
        assert_eq!(
            reason(&[op::SIPUSH, 1], vec![]),
            "code truncated at offset 2"
        );
        assert_eq!(
            reason(&[op::LDC, 0, op::RETURN], vec![]),
            "constant pool index 0 is invalid"
        );
        assert_eq!(
            reason(
                &[op::LDC, 1, op::RETURN],
                vec![
                    Constant::Unusable,
                    Constant::NameAndType {
                        name_index: 1,
                        descriptor_index: 1
                    }
                ]
            ),
            "ldc of constant 1, a NameAndType"
        );
    }
}
