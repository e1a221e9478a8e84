//! Terrarium's class library: the embedded class files compiled from `java/`
//! and the Rust natives they declare (see NATIVES.md for the contract).
pub mod float_text;
