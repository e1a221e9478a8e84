//! Runtime data: values, the heap, classes and methods.
pub mod class;
pub mod heap;
pub mod stack;
pub mod value;
