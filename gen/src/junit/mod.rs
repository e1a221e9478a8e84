//! JUnit: writing generated tests as JUnit 4/5 source (`writer`), running
//! JUnit test classes inside the interpreter (`runner`), and shaking them for
//! flaky tests (`shake`).
mod features;
pub mod runner;
pub mod shake;
pub mod writer;
