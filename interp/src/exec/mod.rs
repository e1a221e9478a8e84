//! Execution: decoding, the interpreter loop, invokedynamic, natives.
pub mod calls;
pub mod coverage;
pub mod decode;
pub mod indy;
pub mod instr;
pub mod jacoco;
pub mod messages;
pub mod method_handles;
pub mod mutation;
pub mod natives;
pub mod npe_message;
pub mod ops;
pub mod quicken;
pub mod reflect;
