//! Why a VM could not be made, or could not start `main`: typed, so that
//! an embedder can tell the cases apart; displayed as the messages a user
//! reads (for `main`, as `java` words them).
use std::fmt;

/// The class library lacks what the VM itself needs ([`crate::Vm::new`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BootError {
    /// A class the VM needs could not be loaded.
    Class { class: String, reason: String },
    /// A class the VM reads lacks one of its fields.
    Field { class: String, field: String },
    /// A class's `ConstantValue` could not be made.
    Constant { class: String, reason: String },
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
