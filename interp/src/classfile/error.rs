//! The error type of the class-file parser.

use std::fmt;

/// A malformed or unsupported class file (HotSpot's `ClassFormatError` and
/// `UnsupportedClassVersionError` both map here). The message names what is
/// wrong and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassFormatError {
    pub message: String,
}

impl ClassFormatError {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }

    /// Appends ` (context)` to the message.
    #[must_use]
    pub fn context(mut self, context: impl fmt::Display) -> Self {
        use fmt::Write;
        let _ = write!(self.message, " ({context})");
        self
    }
}

impl fmt::Display for ClassFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ClassFormatError {}

pub type Result<T> = std::result::Result<T, ClassFormatError>;
