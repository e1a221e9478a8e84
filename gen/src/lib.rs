//! The test generator and the layers the CLI, the sandbox guest and the
//! browser page call: the run request/response API (`api`), the test model
//! (`model`), executing tests on a checkpointed VM (`execute`), coverage
//! counted as JaCoCo counts it (`coverage`), the class
//! under test and its constants (`analysis`), the search (`search`),
//! assertions and minimisation (`postprocess`), the JUnit writer and runner
//! (`junit`), tests from a recorded run (`record`), the generation request/response (`generate`), and the
//! envelope that carries any of them to the sandbox guest (`request`).
//!
//! Like `interp` and `jdk-shims`, this crate never touches the host.
pub mod analysis;
pub mod api;
pub mod coverage;
pub mod execute;
pub mod generate;
pub mod generics;
pub mod init_check;
pub mod junit;
pub mod model;
pub mod mutation;
pub mod postprocess;
pub mod record;
pub mod regex_examples;
pub mod request;
pub mod search;
