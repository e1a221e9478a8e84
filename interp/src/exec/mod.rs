//! Execution: decoding, the interpreter loop, invokedynamic, natives.
pub mod calls;
pub mod decode;
pub mod indy;
pub mod instr;
pub mod instrument;
pub mod messages;
pub mod method_handles;
pub mod natives;
pub mod npe_message;
pub mod ops;
pub mod quicken;
pub mod reflect;
