//! Mutation operators over decoded instructions, PIT's defaults that act on
//! one instruction: negated conditionals, conditional boundaries, math,
//! increments and removed negations. The test generator applies a mutant by
//! writing the replacement into the method's decoded code (`Code::instrs`
//! are cells) and restores the original after running its tests; so each
//! mutant costs no class reloading and no decoding, and fused instructions
//! (`IfLocalsCmp`, `IBinConst`, ...) are mutated like the plain ones.
use interp::exec::instr::{Cond, Instr, IntOp};

/// What a mutant changed (PIT's operator names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Operator {
    /// `==` ↔ `!=`, `<` ↔ `>=`, `>` ↔ `<=`, `null` checks swapped.
    NegateConditional,
    /// `<` ↔ `<=`, `>` ↔ `>=`.
    ConditionalsBoundary,
    /// `+` ↔ `-`, `*` ↔ `/`, `%` → `*`, `&` ↔ `|`, `^` → `&`, `<<` ↔ `>>`, `>>>` → `<<`.
    Math,
    /// `i += d` → `i -= d`.
    Increments,
    /// `-x` → `x`.
    InvertNegs,
}

fn negate(c: Cond) -> Cond {
    match c {
        Cond::Eq => Cond::Ne,
        Cond::Ne => Cond::Eq,
        Cond::Lt => Cond::Ge,
        Cond::Ge => Cond::Lt,
        Cond::Gt => Cond::Le,
        Cond::Le => Cond::Gt,
    }
}

fn boundary(c: Cond) -> Option<Cond> {
    match c {
        Cond::Lt => Some(Cond::Le),
        Cond::Le => Some(Cond::Lt),
        Cond::Gt => Some(Cond::Ge),
        Cond::Ge => Some(Cond::Gt),
        Cond::Eq | Cond::Ne => None,
    }
}

fn math(op: IntOp) -> Option<IntOp> {
    match op {
        IntOp::Add => Some(IntOp::Sub),
        IntOp::Sub => Some(IntOp::Add),
        IntOp::And => Some(IntOp::Or),
        IntOp::Or => Some(IntOp::And),
        IntOp::Xor => Some(IntOp::And),
        IntOp::Shl => Some(IntOp::Shr),
        IntOp::Shr => Some(IntOp::Shl),
        IntOp::UShr => Some(IntOp::Shl),
        // `IntOp` has no division: `*` stays (the plain `imul` is mutated).
        IntOp::Mul => None,
    }
}

/// The mutants of one instruction: (replacement, operator).
pub fn mutants_of(i: Instr) -> Vec<(Instr, Operator)> {
    use Instr::*;
    use Operator::*;
    // A conditional: negated, and with its boundary moved.
    let cond = |c: Cond, make: &dyn Fn(Cond) -> Instr| {
        let mut v = vec![(make(negate(c)), NegateConditional)];
        if let Some(b) = boundary(c) {
            v.push((make(b), ConditionalsBoundary));
        }
        v
    };
    let one = |x: Instr, op: Operator| vec![(x, op)];
    match i {
        If(c, t) => cond(c, &|c| If(c, t)),
        IfICmp(c, t) => cond(c, &|c| IfICmp(c, t)),
        IfLocalsCmp(c, a, b, t) => cond(c, &|c| IfLocalsCmp(c, a, b, t)),
        IfLocalConstCmp(c, a, k, t) => cond(c, &|c| IfLocalConstCmp(c, a, k, t)),
        IfLocal(c, a, t) => cond(c, &|c| IfLocal(c, a, t)),
        LCmpIf(c, t) => cond(c, &|c| LCmpIf(c, t)),
        DCmpIf(c, n, t) => cond(c, &|c| DCmpIf(c, n, t)),
        FCmpIf(c, n, t) => cond(c, &|c| FCmpIf(c, n, t)),
        IfACmpEq(t) => one(IfACmpNe(t), NegateConditional),
        IfACmpNe(t) => one(IfACmpEq(t), NegateConditional),
        IfNull(t) => one(IfNonNull(t), NegateConditional),
        IfNonNull(t) => one(IfNull(t), NegateConditional),
        IAdd => one(ISub, Math),
        ISub => one(IAdd, Math),
        IMul => one(IDiv, Math),
        IDiv => one(IMul, Math),
        IRem => one(IMul, Math),
        LAdd => one(LSub, Math),
        LSub => one(LAdd, Math),
        LMul => one(LDiv, Math),
        LDiv => one(LMul, Math),
        LRem => one(LMul, Math),
        FAdd => one(FSub, Math),
        FSub => one(FAdd, Math),
        FMul => one(FDiv, Math),
        FDiv => one(FMul, Math),
        FRem => one(FMul, Math),
        DAdd => one(DSub, Math),
        DSub => one(DAdd, Math),
        DMul => one(DDiv, Math),
        DDiv => one(DMul, Math),
        DRem => one(DMul, Math),
        IAnd => one(IOr, Math),
        IOr => one(IAnd, Math),
        IXor => one(IAnd, Math),
        LAnd => one(LOr, Math),
        LOr => one(LAnd, Math),
        LXor => one(LAnd, Math),
        IShl => one(IShr, Math),
        IShr => one(IShl, Math),
        IUShr => one(IShl, Math),
        LShl => one(LShr, Math),
        LShr => one(LShl, Math),
        LUShr => one(LShl, Math),
        IBinLocal(op, b) => math(op).map_or(Vec::new(), |m| one(IBinLocal(m, b), Math)),
        IBinConst(op, k) => math(op).map_or(Vec::new(), |m| one(IBinConst(m, k), Math)),
        LoadConstIAdd(a, k) => one(LoadConstIAdd(a, k.wrapping_neg()), Math),
        IInc(a, d) if d != 0 => one(IInc(a, d.wrapping_neg()), Increments),
        IIncGoto(a, d, t) if d != 0 => one(IIncGoto(a, d.wrapping_neg(), t), Increments),
        INeg | LNeg | FNeg | DNeg => one(Nop, InvertNegs),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditionals_are_negated_and_their_boundaries_moved() {
        let m = mutants_of(Instr::IfICmp(Cond::Lt, 7));
        assert_eq!(
            m,
            vec![
                (Instr::IfICmp(Cond::Ge, 7), Operator::NegateConditional),
                (Instr::IfICmp(Cond::Le, 7), Operator::ConditionalsBoundary),
            ]
        );
        assert_eq!(
            mutants_of(Instr::IfLocal(Cond::Eq, 2, 9)),
            vec![(Instr::IfLocal(Cond::Ne, 2, 9), Operator::NegateConditional)]
        );
    }

    #[test]
    fn arithmetic_increments_and_negations() {
        assert_eq!(mutants_of(Instr::IAdd), vec![(Instr::ISub, Operator::Math)]);
        assert_eq!(
            mutants_of(Instr::LoadConstIAdd(1, 3)),
            vec![(Instr::LoadConstIAdd(1, -3), Operator::Math)]
        );
        assert_eq!(
            mutants_of(Instr::IInc(4, 1)),
            vec![(Instr::IInc(4, -1), Operator::Increments)]
        );
        assert_eq!(
            mutants_of(Instr::INeg),
            vec![(Instr::Nop, Operator::InvertNegs)]
        );
        assert!(mutants_of(Instr::IBinConst(IntOp::Mul, 3)).is_empty());
        assert!(mutants_of(Instr::Goto(3)).is_empty());
    }
}
