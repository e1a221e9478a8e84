//! The VM's errors that cross modules: why a VM could not be made or could
//! not start `main`, why bytecode does not decode, why a constant or an
//! embedder's request cannot be made, why a native cannot be bound. Typed,
//! so that a caller can tell the cases apart; displayed as the messages a
//! user reads (for `main`, as `java` words them).
use std::fmt;

use super::loader::LoadError;
use crate::classfile::ClassFormatError;
use crate::classfile::opcodes::CodeError;

/// The class library lacks what the VM itself needs ([`crate::Vm::new`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BootError {
    /// A class the VM needs could not be loaded.
    Class { class: String, reason: String },
    /// A class the VM reads lacks one of its fields.
    Field { class: String, field: String },
    /// A class's `ConstantValue` could not be made.
    Constant {
        class: String,
        reason: ConstantError,
    },
}

impl fmt::Display for BootError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BootError::Class { class, reason } => write!(f, "cannot load {class}: {reason}"),
            BootError::Field { class, field } => {
                write!(f, "the class library's {class} has no field {field}")
            }
            BootError::Constant { class, reason } => write!(f, "{class}: {reason}"),
        }
    }
}

impl std::error::Error for BootError {}

/// Why `main` cannot start ([`crate::Vm::start_main`]): what `java` prints
/// before running anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartError {
    /// No such class on the class path.
    NotFound { class: String, searched: String },
    /// A class file newer than Terrarium reads.
    UnsupportedVersion { class: String, version: String },
    /// The class exists but cannot be loaded (malformed, or linkage).
    Unloadable { class: String, reason: String },
    /// The class has no `public static void main(String[])`.
    NoMainMethod { class: String },
    /// The heap budget cannot hold the argument strings.
    HeapTooSmall,
    /// Making the `String[]` for the arguments failed.
    Arguments { reason: String },
    /// The frame budget has no room for `main`'s frame.
    NoRoom { max_frames: usize },
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::NotFound { class, searched } => write!(
                f,
                "Error: Could not find or load main class {class}\nCaused by: java.lang.ClassNotFoundException: {class}\n(class path searched: {searched})"
            ),
            StartError::UnsupportedVersion { class, version } => {
                let max = crate::classfile::MAX_MAJOR_VERSION;
                let java = max - 44;
                write!(
                    f,
                    "Error: LinkageError occurred while loading main class {class}\n\tjava.lang.UnsupportedClassVersionError: {class} has been compiled by a more recent version of the Java Runtime (class file version {version}), this version of Terrarium only recognizes class file versions up to {max}.0 (Java {java}): recompile with --release {java}"
                )
            }
            StartError::Unloadable { class, reason } => {
                write!(f, "Error: Could not load main class {class}: {reason}")
            }
            StartError::NoMainMethod { class } => write!(
                f,
                "Error: Main method not found in class {class}, please define the main method as:\n   public static void main(String[] args)\nor a JavaFX application class must extend javafx.application.Application"
            ),
            StartError::HeapTooSmall => {
                write!(f, "Error: the heap budget is too small for the arguments")
            }
            StartError::Arguments { reason } => write!(f, "{reason}"),
            StartError::NoRoom { max_frames } => write!(
                f,
                "Error: the stack budget ({max_frames} frames) has no room for main"
            ),
        }
    }
}

impl std::error::Error for StartError {}

/// Why a method's bytecode does not decode (`exec::decode`): a malformed
/// `Code` attribute. The reason of the `ClassFormatError` its call throws.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// The code array is empty.
    Empty,
    /// The walk over the code array stopped: truncated code, an unknown
    /// opcode, a bad `wide` or switch.
    Code(CodeError),
    /// A branch, switch case or exception-table entry names an offset where
    /// no instruction starts.
    BadTarget { offset: i64 },
    /// `newarray` of an element type code the JVMS does not define.
    BadArrayType { atype: u8, at: usize },
    /// `multianewarray` of zero dimensions.
    ZeroDimensions { at: usize },
    /// An `ldc` index that is not an entry of the constant pool.
    Pool(ClassFormatError),
    /// `ldc` of an entry it cannot load.
    LdcKind { index: u16, kind: &'static str },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Empty => write!(f, "empty Code attribute"),
            DecodeError::Code(e) => write!(f, "{e}"),
            DecodeError::BadTarget { offset } => {
                write!(f, "branch to offset {offset}, which is not an instruction")
            }
            DecodeError::BadArrayType { atype, at } => {
                write!(f, "bad newarray type {atype} at offset {at}")
            }
            DecodeError::ZeroDimensions { at } => {
                write!(f, "multianewarray with 0 dimensions at offset {at}")
            }
            DecodeError::Pool(e) => write!(f, "{e}"),
            DecodeError::LdcKind { index, kind } => write!(f, "ldc of constant {index}, a {kind}"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// Why a field's `ConstantValue` cannot be made (`Vm::constant_value`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConstantError {
    /// The index is not an entry of the constant pool, or its string is malformed.
    Pool(ClassFormatError),
    /// The entry is of a kind a `ConstantValue` cannot name.
    Kind { index: u16 },
    /// The heap budget cannot hold the string.
    HeapExhausted,
}

impl fmt::Display for ConstantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstantError::Pool(e) => write!(f, "{e}"),
            ConstantError::Kind { index } => write!(f, "bad ConstantValue index {index}"),
            ConstantError::HeapExhausted => write!(f, "heap exhausted while interning"),
        }
    }
}

impl std::error::Error for ConstantError {}

/// Why an embedder's request (`Vm::prepare`, `Vm::new_array_of`,
/// `Vm::constant_lambda`) cannot be done.
#[derive(Debug, Clone)]
pub enum EmbedError {
    /// A class it needs could not be loaded.
    Load(LoadError),
    /// The heap budget cannot hold the object.
    HeapExhausted,
    /// A method's bytecode does not decode.
    Undecodable { method: String, reason: DecodeError },
}

impl fmt::Display for EmbedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmbedError::Load(e) => write!(f, "{}", e.message()),
            EmbedError::HeapExhausted => write!(f, "heap budget exhausted"),
            EmbedError::Undecodable { method, reason } => {
                write!(f, "cannot decode {method}: {reason}")
            }
        }
    }
}

impl std::error::Error for EmbedError {}

impl From<LoadError> for EmbedError {
    fn from(e: LoadError) -> Self {
        EmbedError::Load(e)
    }
}

/// A native bound twice ([`crate::Natives::register`]): its key
/// (`class.name descriptor`); the first binding stays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DuplicateNative {
    pub key: String,
}

impl fmt::Display for DuplicateNative {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "native {} is bound twice", self.key)
    }
}

impl std::error::Error for DuplicateNative {}
