//! JUnit: writing generated tests as JUnit 4/5 source (`writer`) and running
//! JUnit test classes inside the interpreter (`runner`).
pub mod runner;
pub mod writer;
