//! The decoded instruction form: one enum value per JVM instruction, branch
//! targets as instruction indices, constants folded in, symbolic references
//! kept as constant-pool indices until first execution rewrites them into a
//! quickened form (the `Cell` makes that rewrite possible while running).
use std::cell::Cell;

use crate::runtime::class::{ClassId, MethodId, PrimKind, Selector};

/// An int operation that cannot throw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    UShr,
}

impl IntOp {
    #[inline(always)]
    pub fn apply(self, a: i32, b: i32) -> i32 {
        match self {
            IntOp::Add => a.wrapping_add(b),
            IntOp::Sub => a.wrapping_sub(b),
            IntOp::Mul => a.wrapping_mul(b),
            IntOp::And => a & b,
            IntOp::Or => a | b,
            IntOp::Xor => a ^ b,
            IntOp::Shl => a.wrapping_shl(b as u32),
            IntOp::Shr => a.wrapping_shr(b as u32),
            IntOp::UShr => (a as u32).wrapping_shr(b as u32) as i32,
        }
    }
}

/// A double operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
}

impl FloatOp {
    #[inline(always)]
    pub fn apply(self, a: f64, b: f64) -> f64 {
        match self {
            FloatOp::Add => a + b,
            FloatOp::Sub => a - b,
            FloatOp::Mul => a * b,
            FloatOp::Div => a / b,
        }
    }
}

/// The element kind of an array load.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArrayKind {
    Int,
    Long,
    Float,
    Double,
    Ref,
    Byte,
    Char,
    Short,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

impl Cond {
    #[inline(always)]
    pub fn test(self, a: i32, b: i32) -> bool {
        match self {
            Cond::Eq => a == b,
            Cond::Ne => a != b,
            Cond::Lt => a < b,
            Cond::Ge => a >= b,
            Cond::Gt => a > b,
            Cond::Le => a <= b,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Instr {
    Nop,
    AConstNull,
    IConst(i32),
    LConst(i64),
    FConst(f32),
    DConst(f64),
    /// `ldc` of a String, Class, MethodType or dynamic constant (resolved lazily).
    Ldc(u16),
    /// A string constant after resolution.
    LdcResolved(crate::runtime::value::ObjRef),
    /// Load one slot (`iload`, `fload`, `aload`).
    Load(u16),
    /// Load a two-slot local (`lload`, `dload`).
    Load2(u16),
    Store(u16),
    Store2(u16),
    IALoad,
    LALoad,
    FALoad,
    DALoad,
    AALoad,
    BALoad,
    CALoad,
    SALoad,
    IAStore,
    LAStore,
    FAStore,
    DAStore,
    AAStore,
    BAStore,
    CAStore,
    SAStore,
    Pop,
    Pop2,
    Dup,
    DupX1,
    DupX2,
    Dup2,
    Dup2X1,
    Dup2X2,
    Swap,
    IAdd,
    LAdd,
    FAdd,
    DAdd,
    ISub,
    LSub,
    FSub,
    DSub,
    IMul,
    LMul,
    FMul,
    DMul,
    IDiv,
    LDiv,
    FDiv,
    DDiv,
    IRem,
    LRem,
    FRem,
    DRem,
    INeg,
    LNeg,
    FNeg,
    DNeg,
    IShl,
    LShl,
    IShr,
    LShr,
    IUShr,
    LUShr,
    IAnd,
    LAnd,
    IOr,
    LOr,
    IXor,
    LXor,
    IInc(u16, i16),
    I2L,
    I2F,
    I2D,
    L2I,
    L2F,
    L2D,
    F2I,
    F2L,
    F2D,
    D2I,
    D2L,
    D2F,
    I2B,
    I2C,
    I2S,
    LCmp,
    FCmpL,
    FCmpG,
    DCmpL,
    DCmpG,
    /// `ifeq` & co.: compare with zero.
    If(Cond, u32),
    IfICmp(Cond, u32),
    IfACmpEq(u32),
    IfACmpNe(u32),
    IfNull(u32),
    IfNonNull(u32),
    Goto(u32),
    /// `jsr`: pushes the index of the next instruction.
    Jsr(u32),
    Ret(u16),
    /// Index into `Code::switches`.
    TableSwitch(u32),
    LookupSwitch(u32),
    /// Return one slot (`ireturn`, `freturn`, `areturn`).
    Return1,
    Return2,
    Return,
    GetStatic(u16),
    PutStatic(u16),
    GetField(u16),
    PutField(u16),
    InvokeVirtual(u16),
    InvokeSpecial(u16),
    InvokeStatic(u16),
    InvokeInterface(u16),
    InvokeDynamic(u16),
    New(u16),
    NewArray(PrimKind),
    ANewArray(u16),
    ArrayLength,
    AThrow,
    CheckCast(u16),
    InstanceOf(u16),
    MonitorEnter,
    MonitorExit,
    MultiANewArray(u16, u8),

    // Quickened forms, written over the symbolic ones after resolution.
    GetFieldQ(u16),
    GetField2Q(u16),
    PutFieldQ(u16),
    PutField2Q(u16),
    GetStaticQ(ClassId, u16),
    GetStatic2Q(ClassId, u16),
    PutStaticQ(ClassId, u16),
    PutStatic2Q(ClassId, u16),
    /// A call with no dispatch (static of an initialised class, special, private, final).
    InvokeDirectQ(MethodId),
    /// A call of a method whose code is just `return`: pop its argument slots
    /// (checking the receiver for null when it has one).
    InvokeEmpty(u16, bool),
    /// A virtual or interface call: dispatch on the receiver's class; `args` includes `this`.
    InvokeVirtualQ(Selector, u16),
    /// `InvokeVirtualQ` after its first call, caching the receiver's class
    /// and the method it chose (a monomorphic inline cache): a receiver of
    /// that class calls the method without a lookup, any other looks up.
    InvokeVirtualCached(Selector, u16, ClassId, MethodId),
    NewQ(ClassId),
    CheckCastQ(ClassId),
    InstanceOfQ(ClassId),
    ANewArrayQ(ClassId),
    // Superinstructions (see `decode::fuse`): each stands for the sequence
    // named, and continues after its last instruction.
    /// `load a; load b; if_icmp<c> t`
    IfLocalsCmp(Cond, u16, u16, u32),
    /// `load a; iconst k; if_icmp<c> t`
    IfLocalConstCmp(Cond, u16, i16, u32),
    /// `load a; if<c> t`
    IfLocal(Cond, u16, u32),
    /// `iinc a d; goto t`
    IIncGoto(u16, i16, u32),
    /// `lcmp; if<c> t`
    LCmpIf(Cond, u32),
    /// `dcmp[lg]; if<c> t` with the NaN result
    DCmpIf(Cond, i8, u32),
    /// `fcmp[lg]; if<c> t` with the NaN result
    FCmpIf(Cond, i8, u32),
    /// `load a; load b; iadd`
    LoadsIAdd(u16, u16),
    /// `load a; load b`
    Load2x(u16, u16),
    /// `load a; iconst k; iadd` (and `isub` with `-k`)
    LoadConstIAdd(u16, i16),
    /// `load a; load i; <kind>aload`
    LoadsArrayLoad(ArrayKind, u16, u16),
    /// `load a; getfield` once the field is resolved (`wide` for long/double)
    LoadGetField(u16, u16, bool),
    /// `load a; dup; getfield` once the field is resolved
    LoadDupGetField(u16, u16, bool),
    /// `load b; i<op>`: the right operand from a local
    IBinLocal(IntOp, u16),
    /// `iconst k; i<op>`
    IBinConst(IntOp, i32),
    /// `dload b; d<op>`
    DBinLocal(FloatOp, u16),
    /// `store a; load b`
    StoreLoad(u16, u16),
    /// Initialise the class if needed (synthesised code calling into another class).
    EnsureInit(ClassId),
    /// A probe an instrumentation inserted (see `instrument`): marks its
    /// id in `Vm::probe_hits`.
    Probe(u32),
    /// A probe that hands the top of the operand stack to the
    /// instrumentation (see `instrument::Instrumentation::operands`).
    ProbeOperands(u32),
}

const _: () = assert!(std::mem::size_of::<Instr>() <= 16);

#[derive(Debug, Clone)]
pub struct SwitchTable {
    pub default: u32,
    /// For a tableswitch, `low` and the dense targets; for a lookupswitch, sorted pairs.
    pub low: i32,
    pub dense: Box<[u32]>,
    pub pairs: Box<[(i32, u32)]>,
}

#[derive(Debug, Clone, Copy)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    /// Constant-pool index of the caught class; 0 catches everything.
    pub catch_type: u16,
}

#[derive(Debug)]
pub struct Code {
    pub instrs: Box<[Cell<Instr>]>,
    /// The bytecode offset of each instruction (for line numbers and messages).
    pub bci: Box<[u32]>,
    pub switches: Box<[SwitchTable]>,
    pub handlers: Box<[Handler]>,
    /// `(first instruction index, line)` sorted by index.
    pub lines: Box<[(u32, u32)]>,
    pub max_locals: u16,
    pub max_stack: u16,
}

impl Code {
    /// The mutation seam: put `instr` in place of instruction `at` and
    /// return the one it replaces (to be swapped back after the mutant's
    /// runs). The code stays shared by every frame running it, so a mutant
    /// costs no decoding; `None` when `at` is out of range.
    pub fn swap(&self, at: usize, instr: Instr) -> Option<Instr> {
        self.instrs.get(at).map(|c| c.replace(instr))
    }

    pub fn line_at(&self, index: u32) -> Option<u32> {
        let pos = self.lines.partition_point(|&(start, _)| start <= index);
        if pos == 0 {
            None
        } else {
            self.lines.get(pos - 1).map(|&(_, l)| l)
        }
    }
}
