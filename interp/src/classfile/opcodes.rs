//! Every JVM opcode, declared once (JVMS §6.5): its mnemonic, operand
//! format, kind and stack effect, and the one walk over a code array
//! ([`instructions`]) that the decoder, the helpful-NPE analysis and
//! JaCoCo's view of a method all read bytecode through.
//!
//! Code arrays are hostile input: the walk returns a [`CodeError`] for
//! illegal opcodes, bad `wide` forms, bad switches and truncated code, and
//! never panics.
use std::fmt;

/// How an instruction's operands are laid out after the opcode byte.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Operands {
    /// None.
    Bare,
    /// None; the opcode implies a constant (`iconst_<n>`) or a local
    /// variable (`iload_<n>`).
    Implicit(i8),
    /// A local variable index: u8, u16 after `wide`.
    Local,
    /// A signed byte immediate (`bipush`).
    Byte,
    /// A signed 16-bit immediate (`sipush`).
    Short,
    /// A u8 constant-pool index (`ldc`).
    CpByte,
    /// A u16 constant-pool index.
    Cp,
    /// A local and a signed delta: u8 and s8, u16 and s16 after `wide`.
    Iinc,
    /// A signed 16-bit branch offset.
    Branch,
    /// A signed 32-bit branch offset.
    BranchWide,
    /// A u16 constant-pool index, an argument-slot count and a zero byte.
    InvokeInterface,
    /// A u16 constant-pool index and two zero bytes.
    InvokeDynamic,
    /// A primitive array type code (`newarray`).
    AType,
    /// A u16 constant-pool index and a dimension count.
    MultiANewArray,
    /// Padding to a multiple of 4, default, low, high, then the offsets.
    TableSwitch,
    /// Padding to a multiple of 4, default, pair count, then the pairs.
    LookupSwitch,
    /// The prefix: an opcode to widen and its wider operands.
    Wide,
}

impl Operands {
    /// The length of the whole instruction, where it does not vary.
    pub const fn length(self) -> Option<usize> {
        Some(match self {
            Operands::Bare | Operands::Implicit(_) => 1,
            Operands::Local | Operands::Byte | Operands::CpByte | Operands::AType => 2,
            Operands::Short | Operands::Cp | Operands::Iinc | Operands::Branch => 3,
            Operands::MultiANewArray => 4,
            Operands::BranchWide | Operands::InvokeInterface | Operands::InvokeDynamic => 5,
            Operands::TableSwitch | Operands::LookupSwitch | Operands::Wide => return None,
        })
    }
}

/// What an instruction does, coarsely: what the analyses branch on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Nop,
    /// Pushes a constant (`aconst_null` to `ldc2_w`).
    Const,
    Load,
    ArrayLoad,
    Store,
    ArrayStore,
    /// `pop`, `dup` and kin, `swap`.
    Stack,
    Arith,
    Iinc,
    Convert,
    /// `lcmp`, `fcmp<op>`, `dcmp<op>`.
    Compare,
    /// `if<cond>`, `if_icmp<cond>`, `if_acmp<cond>`, `ifnull`, `ifnonnull`.
    CondJump,
    Goto,
    Jsr,
    Ret,
    Switch,
    Return,
    Throw,
    Field,
    Invoke,
    New,
    /// `newarray`, `anewarray`, `multianewarray`.
    NewArray,
    ArrayLength,
    /// `checkcast`, `instanceof`.
    TypeCheck,
    Monitor,
    Wide,
}

/// An instruction's effect on the operand stack, in slots (a `long` or
/// `double` takes two).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Pops `pop` slots, then pushes `push` new ones.
    Fixed { pop: u8, push: u8 },
    /// Rearranges the top `depth` slots (`dup` and kin, `swap`): `order`
    /// names the old slots (0 = top) that make the new stack, bottom first.
    Shuffle { depth: u8, order: &'static [u8] },
    /// Depends on the constant pool or an operand: `ldc`s, fields,
    /// invokes, `multianewarray`, `wide`.
    Varies,
}

/// One row of the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Opcode {
    pub code: u8,
    pub mnemonic: &'static str,
    pub operands: Operands,
    pub kind: Kind,
    pub effect: Effect,
}

impl Opcode {
    /// Whether `wide` may prefix this opcode.
    pub const fn widens(&self) -> bool {
        matches!(self.operands, Operands::Local | Operands::Iinc)
    }
}

const fn fx(pop: u8, push: u8) -> Effect {
    Effect::Fixed { pop, push }
}

const fn shuffle(depth: u8, order: &'static [u8]) -> Effect {
    Effect::Shuffle { depth, order }
}

const VARIES: Effect = Effect::Varies;

macro_rules! opcodes {
    ($($code:literal $name:ident $mnemonic:literal $fmt:ident $(($n:literal))? $kind:ident $effect:expr;)*) => {
        $(pub const $name: u8 = $code;)*
        /// Every opcode, indexed by its value (0x00 to 0xc9).
        pub static TABLE: &[Opcode] = &[$(Opcode {
            code: $code,
            mnemonic: $mnemonic,
            operands: Operands::$fmt $(($n))?,
            kind: Kind::$kind,
            effect: $effect,
        },)*];
        #[cfg(test)]
        const NAMES: &[&str] = &[$(stringify!($name),)*];
    };
}

opcodes! {
    0x00 NOP "nop" Bare Nop fx(0, 0);
    0x01 ACONST_NULL "aconst_null" Bare Const fx(0, 1);
    0x02 ICONST_M1 "iconst_m1" Implicit(-1) Const fx(0, 1);
    0x03 ICONST_0 "iconst_0" Implicit(0) Const fx(0, 1);
    0x04 ICONST_1 "iconst_1" Implicit(1) Const fx(0, 1);
    0x05 ICONST_2 "iconst_2" Implicit(2) Const fx(0, 1);
    0x06 ICONST_3 "iconst_3" Implicit(3) Const fx(0, 1);
    0x07 ICONST_4 "iconst_4" Implicit(4) Const fx(0, 1);
    0x08 ICONST_5 "iconst_5" Implicit(5) Const fx(0, 1);
    0x09 LCONST_0 "lconst_0" Implicit(0) Const fx(0, 2);
    0x0a LCONST_1 "lconst_1" Implicit(1) Const fx(0, 2);
    0x0b FCONST_0 "fconst_0" Implicit(0) Const fx(0, 1);
    0x0c FCONST_1 "fconst_1" Implicit(1) Const fx(0, 1);
    0x0d FCONST_2 "fconst_2" Implicit(2) Const fx(0, 1);
    0x0e DCONST_0 "dconst_0" Implicit(0) Const fx(0, 2);
    0x0f DCONST_1 "dconst_1" Implicit(1) Const fx(0, 2);
    0x10 BIPUSH "bipush" Byte Const fx(0, 1);
    0x11 SIPUSH "sipush" Short Const fx(0, 1);
    0x12 LDC "ldc" CpByte Const VARIES;
    0x13 LDC_W "ldc_w" Cp Const VARIES;
    0x14 LDC2_W "ldc2_w" Cp Const VARIES;
    0x15 ILOAD "iload" Local Load fx(0, 1);
    0x16 LLOAD "lload" Local Load fx(0, 2);
    0x17 FLOAD "fload" Local Load fx(0, 1);
    0x18 DLOAD "dload" Local Load fx(0, 2);
    0x19 ALOAD "aload" Local Load fx(0, 1);
    0x1a ILOAD_0 "iload_0" Implicit(0) Load fx(0, 1);
    0x1b ILOAD_1 "iload_1" Implicit(1) Load fx(0, 1);
    0x1c ILOAD_2 "iload_2" Implicit(2) Load fx(0, 1);
    0x1d ILOAD_3 "iload_3" Implicit(3) Load fx(0, 1);
    0x1e LLOAD_0 "lload_0" Implicit(0) Load fx(0, 2);
    0x1f LLOAD_1 "lload_1" Implicit(1) Load fx(0, 2);
    0x20 LLOAD_2 "lload_2" Implicit(2) Load fx(0, 2);
    0x21 LLOAD_3 "lload_3" Implicit(3) Load fx(0, 2);
    0x22 FLOAD_0 "fload_0" Implicit(0) Load fx(0, 1);
    0x23 FLOAD_1 "fload_1" Implicit(1) Load fx(0, 1);
    0x24 FLOAD_2 "fload_2" Implicit(2) Load fx(0, 1);
    0x25 FLOAD_3 "fload_3" Implicit(3) Load fx(0, 1);
    0x26 DLOAD_0 "dload_0" Implicit(0) Load fx(0, 2);
    0x27 DLOAD_1 "dload_1" Implicit(1) Load fx(0, 2);
    0x28 DLOAD_2 "dload_2" Implicit(2) Load fx(0, 2);
    0x29 DLOAD_3 "dload_3" Implicit(3) Load fx(0, 2);
    0x2a ALOAD_0 "aload_0" Implicit(0) Load fx(0, 1);
    0x2b ALOAD_1 "aload_1" Implicit(1) Load fx(0, 1);
    0x2c ALOAD_2 "aload_2" Implicit(2) Load fx(0, 1);
    0x2d ALOAD_3 "aload_3" Implicit(3) Load fx(0, 1);
    0x2e IALOAD "iaload" Bare ArrayLoad fx(2, 1);
    0x2f LALOAD "laload" Bare ArrayLoad fx(2, 2);
    0x30 FALOAD "faload" Bare ArrayLoad fx(2, 1);
    0x31 DALOAD "daload" Bare ArrayLoad fx(2, 2);
    0x32 AALOAD "aaload" Bare ArrayLoad fx(2, 1);
    0x33 BALOAD "baload" Bare ArrayLoad fx(2, 1);
    0x34 CALOAD "caload" Bare ArrayLoad fx(2, 1);
    0x35 SALOAD "saload" Bare ArrayLoad fx(2, 1);
    0x36 ISTORE "istore" Local Store fx(1, 0);
    0x37 LSTORE "lstore" Local Store fx(2, 0);
    0x38 FSTORE "fstore" Local Store fx(1, 0);
    0x39 DSTORE "dstore" Local Store fx(2, 0);
    0x3a ASTORE "astore" Local Store fx(1, 0);
    0x3b ISTORE_0 "istore_0" Implicit(0) Store fx(1, 0);
    0x3c ISTORE_1 "istore_1" Implicit(1) Store fx(1, 0);
    0x3d ISTORE_2 "istore_2" Implicit(2) Store fx(1, 0);
    0x3e ISTORE_3 "istore_3" Implicit(3) Store fx(1, 0);
    0x3f LSTORE_0 "lstore_0" Implicit(0) Store fx(2, 0);
    0x40 LSTORE_1 "lstore_1" Implicit(1) Store fx(2, 0);
    0x41 LSTORE_2 "lstore_2" Implicit(2) Store fx(2, 0);
    0x42 LSTORE_3 "lstore_3" Implicit(3) Store fx(2, 0);
    0x43 FSTORE_0 "fstore_0" Implicit(0) Store fx(1, 0);
    0x44 FSTORE_1 "fstore_1" Implicit(1) Store fx(1, 0);
    0x45 FSTORE_2 "fstore_2" Implicit(2) Store fx(1, 0);
    0x46 FSTORE_3 "fstore_3" Implicit(3) Store fx(1, 0);
    0x47 DSTORE_0 "dstore_0" Implicit(0) Store fx(2, 0);
    0x48 DSTORE_1 "dstore_1" Implicit(1) Store fx(2, 0);
    0x49 DSTORE_2 "dstore_2" Implicit(2) Store fx(2, 0);
    0x4a DSTORE_3 "dstore_3" Implicit(3) Store fx(2, 0);
    0x4b ASTORE_0 "astore_0" Implicit(0) Store fx(1, 0);
    0x4c ASTORE_1 "astore_1" Implicit(1) Store fx(1, 0);
    0x4d ASTORE_2 "astore_2" Implicit(2) Store fx(1, 0);
    0x4e ASTORE_3 "astore_3" Implicit(3) Store fx(1, 0);
    0x4f IASTORE "iastore" Bare ArrayStore fx(3, 0);
    0x50 LASTORE "lastore" Bare ArrayStore fx(4, 0);
    0x51 FASTORE "fastore" Bare ArrayStore fx(3, 0);
    0x52 DASTORE "dastore" Bare ArrayStore fx(4, 0);
    0x53 AASTORE "aastore" Bare ArrayStore fx(3, 0);
    0x54 BASTORE "bastore" Bare ArrayStore fx(3, 0);
    0x55 CASTORE "castore" Bare ArrayStore fx(3, 0);
    0x56 SASTORE "sastore" Bare ArrayStore fx(3, 0);
    0x57 POP "pop" Bare Stack fx(1, 0);
    0x58 POP2 "pop2" Bare Stack fx(2, 0);
    0x59 DUP "dup" Bare Stack shuffle(1, &[0, 0]);
    0x5a DUP_X1 "dup_x1" Bare Stack shuffle(2, &[0, 1, 0]);
    0x5b DUP_X2 "dup_x2" Bare Stack shuffle(3, &[0, 2, 1, 0]);
    0x5c DUP2 "dup2" Bare Stack shuffle(2, &[1, 0, 1, 0]);
    0x5d DUP2_X1 "dup2_x1" Bare Stack shuffle(3, &[1, 0, 2, 1, 0]);
    0x5e DUP2_X2 "dup2_x2" Bare Stack shuffle(4, &[1, 0, 3, 2, 1, 0]);
    0x5f SWAP "swap" Bare Stack shuffle(2, &[0, 1]);
    0x60 IADD "iadd" Bare Arith fx(2, 1);
    0x61 LADD "ladd" Bare Arith fx(4, 2);
    0x62 FADD "fadd" Bare Arith fx(2, 1);
    0x63 DADD "dadd" Bare Arith fx(4, 2);
    0x64 ISUB "isub" Bare Arith fx(2, 1);
    0x65 LSUB "lsub" Bare Arith fx(4, 2);
    0x66 FSUB "fsub" Bare Arith fx(2, 1);
    0x67 DSUB "dsub" Bare Arith fx(4, 2);
    0x68 IMUL "imul" Bare Arith fx(2, 1);
    0x69 LMUL "lmul" Bare Arith fx(4, 2);
    0x6a FMUL "fmul" Bare Arith fx(2, 1);
    0x6b DMUL "dmul" Bare Arith fx(4, 2);
    0x6c IDIV "idiv" Bare Arith fx(2, 1);
    0x6d LDIV "ldiv" Bare Arith fx(4, 2);
    0x6e FDIV "fdiv" Bare Arith fx(2, 1);
    0x6f DDIV "ddiv" Bare Arith fx(4, 2);
    0x70 IREM "irem" Bare Arith fx(2, 1);
    0x71 LREM "lrem" Bare Arith fx(4, 2);
    0x72 FREM "frem" Bare Arith fx(2, 1);
    0x73 DREM "drem" Bare Arith fx(4, 2);
    0x74 INEG "ineg" Bare Arith fx(1, 1);
    0x75 LNEG "lneg" Bare Arith fx(2, 2);
    0x76 FNEG "fneg" Bare Arith fx(1, 1);
    0x77 DNEG "dneg" Bare Arith fx(2, 2);
    0x78 ISHL "ishl" Bare Arith fx(2, 1);
    0x79 LSHL "lshl" Bare Arith fx(3, 2);
    0x7a ISHR "ishr" Bare Arith fx(2, 1);
    0x7b LSHR "lshr" Bare Arith fx(3, 2);
    0x7c IUSHR "iushr" Bare Arith fx(2, 1);
    0x7d LUSHR "lushr" Bare Arith fx(3, 2);
    0x7e IAND "iand" Bare Arith fx(2, 1);
    0x7f LAND "land" Bare Arith fx(4, 2);
    0x80 IOR "ior" Bare Arith fx(2, 1);
    0x81 LOR "lor" Bare Arith fx(4, 2);
    0x82 IXOR "ixor" Bare Arith fx(2, 1);
    0x83 LXOR "lxor" Bare Arith fx(4, 2);
    0x84 IINC "iinc" Iinc Iinc fx(0, 0);
    0x85 I2L "i2l" Bare Convert fx(1, 2);
    0x86 I2F "i2f" Bare Convert fx(1, 1);
    0x87 I2D "i2d" Bare Convert fx(1, 2);
    0x88 L2I "l2i" Bare Convert fx(2, 1);
    0x89 L2F "l2f" Bare Convert fx(2, 1);
    0x8a L2D "l2d" Bare Convert fx(2, 2);
    0x8b F2I "f2i" Bare Convert fx(1, 1);
    0x8c F2L "f2l" Bare Convert fx(1, 2);
    0x8d F2D "f2d" Bare Convert fx(1, 2);
    0x8e D2I "d2i" Bare Convert fx(2, 1);
    0x8f D2L "d2l" Bare Convert fx(2, 2);
    0x90 D2F "d2f" Bare Convert fx(2, 1);
    0x91 I2B "i2b" Bare Convert fx(1, 1);
    0x92 I2C "i2c" Bare Convert fx(1, 1);
    0x93 I2S "i2s" Bare Convert fx(1, 1);
    0x94 LCMP "lcmp" Bare Compare fx(4, 1);
    0x95 FCMPL "fcmpl" Bare Compare fx(2, 1);
    0x96 FCMPG "fcmpg" Bare Compare fx(2, 1);
    0x97 DCMPL "dcmpl" Bare Compare fx(4, 1);
    0x98 DCMPG "dcmpg" Bare Compare fx(4, 1);
    0x99 IFEQ "ifeq" Branch CondJump fx(1, 0);
    0x9a IFNE "ifne" Branch CondJump fx(1, 0);
    0x9b IFLT "iflt" Branch CondJump fx(1, 0);
    0x9c IFGE "ifge" Branch CondJump fx(1, 0);
    0x9d IFGT "ifgt" Branch CondJump fx(1, 0);
    0x9e IFLE "ifle" Branch CondJump fx(1, 0);
    0x9f IF_ICMPEQ "if_icmpeq" Branch CondJump fx(2, 0);
    0xa0 IF_ICMPNE "if_icmpne" Branch CondJump fx(2, 0);
    0xa1 IF_ICMPLT "if_icmplt" Branch CondJump fx(2, 0);
    0xa2 IF_ICMPGE "if_icmpge" Branch CondJump fx(2, 0);
    0xa3 IF_ICMPGT "if_icmpgt" Branch CondJump fx(2, 0);
    0xa4 IF_ICMPLE "if_icmple" Branch CondJump fx(2, 0);
    0xa5 IF_ACMPEQ "if_acmpeq" Branch CondJump fx(2, 0);
    0xa6 IF_ACMPNE "if_acmpne" Branch CondJump fx(2, 0);
    0xa7 GOTO "goto" Branch Goto fx(0, 0);
    0xa8 JSR "jsr" Branch Jsr fx(0, 1);
    0xa9 RET "ret" Local Ret fx(0, 0);
    0xaa TABLESWITCH "tableswitch" TableSwitch Switch fx(1, 0);
    0xab LOOKUPSWITCH "lookupswitch" LookupSwitch Switch fx(1, 0);
    0xac IRETURN "ireturn" Bare Return fx(1, 0);
    0xad LRETURN "lreturn" Bare Return fx(2, 0);
    0xae FRETURN "freturn" Bare Return fx(1, 0);
    0xaf DRETURN "dreturn" Bare Return fx(2, 0);
    0xb0 ARETURN "areturn" Bare Return fx(1, 0);
    0xb1 RETURN "return" Bare Return fx(0, 0);
    0xb2 GETSTATIC "getstatic" Cp Field VARIES;
    0xb3 PUTSTATIC "putstatic" Cp Field VARIES;
    0xb4 GETFIELD "getfield" Cp Field VARIES;
    0xb5 PUTFIELD "putfield" Cp Field VARIES;
    0xb6 INVOKEVIRTUAL "invokevirtual" Cp Invoke VARIES;
    0xb7 INVOKESPECIAL "invokespecial" Cp Invoke VARIES;
    0xb8 INVOKESTATIC "invokestatic" Cp Invoke VARIES;
    0xb9 INVOKEINTERFACE "invokeinterface" InvokeInterface Invoke VARIES;
    0xba INVOKEDYNAMIC "invokedynamic" InvokeDynamic Invoke VARIES;
    0xbb NEW "new" Cp New fx(0, 1);
    0xbc NEWARRAY "newarray" AType NewArray fx(1, 1);
    0xbd ANEWARRAY "anewarray" Cp NewArray fx(1, 1);
    0xbe ARRAYLENGTH "arraylength" Bare ArrayLength fx(1, 1);
    0xbf ATHROW "athrow" Bare Throw fx(1, 0);
    0xc0 CHECKCAST "checkcast" Cp TypeCheck fx(1, 1);
    0xc1 INSTANCEOF "instanceof" Cp TypeCheck fx(1, 1);
    0xc2 MONITORENTER "monitorenter" Bare Monitor fx(1, 0);
    0xc3 MONITOREXIT "monitorexit" Bare Monitor fx(1, 0);
    0xc4 WIDE "wide" Wide Wide VARIES;
    0xc5 MULTIANEWARRAY "multianewarray" MultiANewArray NewArray VARIES;
    0xc6 IFNULL "ifnull" Branch CondJump fx(1, 0);
    0xc7 IFNONNULL "ifnonnull" Branch CondJump fx(1, 0);
    0xc8 GOTO_W "goto_w" BranchWide Goto fx(0, 0);
    0xc9 JSR_W "jsr_w" BranchWide Jsr fx(0, 1);
}

// The table is indexed by opcode: each row must sit at its own value.
const _: () = {
    let mut i = 0;
    while i < TABLE.len() {
        assert!(TABLE[i].code as usize == i);
        i += 1;
    }
};

/// The row of `op`; `None` for the opcodes the JVM leaves undefined.
pub fn info(op: u8) -> Option<&'static Opcode> {
    TABLE.get(usize::from(op))
}

/// The kind of `op`, if it is defined.
pub fn kind(op: u8) -> Option<Kind> {
    info(op).map(|o| o.kind)
}

pub fn is_cond_jump(op: u8) -> bool {
    kind(op) == Some(Kind::CondJump)
}

// ------------------------------------------------------------ the walk

/// An instruction's operands, decoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Operand<'a> {
    None,
    /// A local variable: explicit, widened or implied by the opcode.
    Local(u16),
    /// An immediate or implied constant (`iconst_<n>`, `bipush`, `sipush`, ...).
    Int(i32),
    /// A constant-pool index.
    Cp(u16),
    Iinc {
        local: u16,
        delta: i16,
    },
    /// A branch offset, relative to the instruction.
    Branch(i32),
    /// `newarray`'s element type code.
    AType(u8),
    MultiANewArray {
        class: u16,
        dims: u8,
    },
    Switch(Switch<'a>),
}

/// A `tableswitch` or `lookupswitch`: the default and the cases.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Switch<'a> {
    /// The default's offset, relative to the instruction.
    pub default: i32,
    /// `tableswitch`'s first key; `None` for a `lookupswitch`.
    pub low: Option<i32>,
    /// The offsets (`tableswitch`) or key-offset pairs (`lookupswitch`).
    entries: &'a [u8],
}

impl<'a> Switch<'a> {
    /// The cases as (key, offset relative to the instruction), in the order
    /// they are written.
    pub fn cases(&self) -> impl Iterator<Item = (i32, i32)> + 'a {
        let low = self.low;
        let step = if low.is_some() { 4 } else { 8 };
        self.entries
            .chunks_exact(step)
            .enumerate()
            .map(move |(i, c)| match (low, c) {
                (Some(low), &[a, b, c, d]) => {
                    (low.wrapping_add(i as i32), i32::from_be_bytes([a, b, c, d]))
                }
                (_, &[k0, k1, k2, k3, a, b, c, d]) => (
                    i32::from_be_bytes([k0, k1, k2, k3]),
                    i32::from_be_bytes([a, b, c, d]),
                ),
                // `chunks_exact` gives only the two sizes above.
                _ => (0, 0),
            })
    }
}

/// One instruction of a code array.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Instruction<'a> {
    /// Where it starts (at the `wide` prefix, for a widened one).
    pub offset: usize,
    /// The opcode; for a widened instruction, the one `wide` modifies.
    pub opcode: u8,
    pub wide: bool,
    /// Its length in bytes, prefix, operands and padding included.
    pub len: usize,
    pub operand: Operand<'a>,
}

impl Instruction<'_> {
    /// The row of its opcode.
    pub fn info(&self) -> Option<&'static Opcode> {
        info(self.opcode)
    }

    /// Where its branch goes, as an absolute offset (which may lie outside
    /// the code); `None` if it does not branch.
    pub fn target(&self) -> Option<i64> {
        match self.operand {
            Operand::Branch(d) => Some(self.offset as i64 + i64::from(d)),
            _ => None,
        }
    }
}

/// Why a code array cannot be walked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// An instruction runs past the end, which is at `at`.
    Truncated {
        at: usize,
    },
    IllegalOpcode {
        at: usize,
        op: u8,
    },
    /// `wide` before an opcode it cannot modify.
    BadWide {
        at: usize,
        op: u8,
    },
    BadTableSwitch {
        at: usize,
        low: i32,
        high: i32,
    },
    BadLookupSwitch {
        at: usize,
        pairs: i32,
    },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CodeError::Truncated { at } => write!(f, "code truncated at offset {at}"),
            CodeError::IllegalOpcode { at, op } => {
                write!(f, "illegal opcode 0x{op:02x} at offset {at}")
            }
            CodeError::BadWide { at, op } => write!(f, "bad wide opcode 0x{op:02x} at offset {at}"),
            CodeError::BadTableSwitch { at, low, high } => {
                write!(f, "bad tableswitch range {low}..{high} at offset {at}")
            }
            CodeError::BadLookupSwitch { at, pairs } => {
                write!(f, "bad lookupswitch size {pairs} at offset {at}")
            }
        }
    }
}

/// The instructions of `code` in address order. After an error it ends.
pub fn instructions(code: &[u8]) -> Instructions<'_> {
    Instructions { code, at: 0 }
}

pub struct Instructions<'a> {
    code: &'a [u8],
    at: usize,
}

impl<'a> Instructions<'a> {
    fn truncated(&self) -> CodeError {
        CodeError::Truncated {
            at: self.code.len(),
        }
    }

    fn bytes<const N: usize>(&self, at: usize) -> Result<[u8; N], CodeError> {
        at.checked_add(N)
            .and_then(|end| self.code.get(at..end))
            .and_then(|b| <[u8; N]>::try_from(b).ok())
            .ok_or_else(|| self.truncated())
    }

    fn u8(&self, at: usize) -> Result<u8, CodeError> {
        Ok(u8::from_be_bytes(self.bytes(at)?))
    }

    fn u16(&self, at: usize) -> Result<u16, CodeError> {
        Ok(u16::from_be_bytes(self.bytes(at)?))
    }

    fn i32(&self, at: usize) -> Result<i32, CodeError> {
        Ok(i32::from_be_bytes(self.bytes(at)?))
    }

    fn next_at(&self, at: usize) -> Result<Instruction<'a>, CodeError> {
        let op = self.u8(at)?;
        let row = info(op).ok_or(CodeError::IllegalOpcode { at, op })?;
        let Some(len) = row.operands.length() else {
            return match row.operands {
                Operands::Wide => self.wide(at),
                _ => self.switch(at, op),
            };
        };
        let bytes = at
            .checked_add(len)
            .and_then(|end| self.code.get(at + 1..end))
            .ok_or_else(|| self.truncated())?;
        let operand = match (row.operands, bytes) {
            (Operands::Bare, _) => Operand::None,
            (Operands::Implicit(n), _) => match row.kind {
                Kind::Load | Kind::Store => Operand::Local(n as u16),
                _ => Operand::Int(i32::from(n)),
            },
            (Operands::Local, &[i]) => Operand::Local(u16::from(i)),
            (Operands::Byte, &[b]) => Operand::Int(i32::from(b as i8)),
            (Operands::Short, &[a, b]) => Operand::Int(i32::from(i16::from_be_bytes([a, b]))),
            (Operands::CpByte, &[i]) => Operand::Cp(u16::from(i)),
            (Operands::Cp, &[a, b]) => Operand::Cp(u16::from_be_bytes([a, b])),
            (Operands::Iinc, &[local, delta]) => Operand::Iinc {
                local: u16::from(local),
                delta: i16::from(delta as i8),
            },
            (Operands::Branch, &[a, b]) => Operand::Branch(i32::from(i16::from_be_bytes([a, b]))),
            (Operands::BranchWide, &[a, b, c, d]) => {
                Operand::Branch(i32::from_be_bytes([a, b, c, d]))
            }
            (Operands::InvokeInterface | Operands::InvokeDynamic, &[a, b, _, _]) => {
                Operand::Cp(u16::from_be_bytes([a, b]))
            }
            (Operands::AType, &[t]) => Operand::AType(t),
            (Operands::MultiANewArray, &[a, b, dims]) => Operand::MultiANewArray {
                class: u16::from_be_bytes([a, b]),
                dims,
            },
            // `length` gives each format exactly the bytes matched above.
            _ => return Err(self.truncated()),
        };
        Ok(Instruction {
            offset: at,
            opcode: op,
            wide: false,
            len,
            operand,
        })
    }

    fn wide(&self, at: usize) -> Result<Instruction<'a>, CodeError> {
        let op = self.u8(at + 1)?;
        // The index is read before the opcode is judged, as the decoder
        // always did: a truncated bad `wide` reports the truncation.
        let local = self.u16(at + 2)?;
        let row = info(op)
            .filter(|o| o.widens())
            .ok_or(CodeError::BadWide { at, op })?;
        // `wide` doubles the width of each operand.
        let len = 2 + 2 * (row.operands.length().unwrap_or(1) - 1);
        let operand = match row.operands {
            Operands::Iinc => {
                let delta = i16::from_be_bytes(self.bytes(at + 4)?);
                Operand::Iinc { local, delta }
            }
            _ => Operand::Local(local),
        };
        Ok(Instruction {
            offset: at,
            opcode: op,
            wide: true,
            len,
            operand,
        })
    }

    fn switch(&self, at: usize, op: u8) -> Result<Instruction<'a>, CodeError> {
        // Operands start at the next multiple of 4 from the code's start.
        let base = (at + 4) & !3;
        let default = self.i32(base)?;
        let (low, first, count, step) = if op == TABLESWITCH {
            let low = self.i32(base + 4)?;
            let high = self.i32(base + 8)?;
            let span = i64::from(high) - i64::from(low);
            if !(0..=65535).contains(&span) {
                return Err(CodeError::BadTableSwitch { at, low, high });
            }
            (Some(low), base + 12, span as usize + 1, 4)
        } else {
            let pairs = self.i32(base + 4)?;
            if !(0..=65535).contains(&pairs) {
                return Err(CodeError::BadLookupSwitch { at, pairs });
            }
            (None, base + 8, pairs as usize, 8)
        };
        let end = first + count * step;
        let entries = self.code.get(first..end).ok_or_else(|| self.truncated())?;
        Ok(Instruction {
            offset: at,
            opcode: op,
            wide: false,
            len: end - at,
            operand: Operand::Switch(Switch {
                default,
                low,
                entries,
            }),
        })
    }
}

impl<'a> Iterator for Instructions<'a> {
    type Item = Result<Instruction<'a>, CodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.at >= self.code.len() {
            return None;
        }
        let r = self.next_at(self.at);
        // An error ends the walk: nothing after it can be trusted.
        self.at = match &r {
            Ok(i) => self.at + i.len,
            Err(_) => usize::MAX,
        };
        Some(r)
    }
}

#[cfg(test)]
mod tests;
