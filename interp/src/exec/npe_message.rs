//! HotSpot 17's helpful `NullPointerException` messages (JEP 358), computed
//! from the method's bytecode. Filled in by `helpful_npe_message`.
use crate::classfile::{CodeAttribute, ConstantPool};

/// The message HotSpot gives for a null dereference by the instruction at `bci`, if any.
pub fn helpful_npe_message(
    _code: &CodeAttribute,
    _cp: &ConstantPool,
    _bci: u32,
    _is_static: bool,
    _descriptor: &str,
) -> Option<String> {
    None
}
