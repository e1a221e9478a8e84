//! The layer above the class library: for now the request/response API that
//! the CLI, the sandbox guest and (later) the browser page all call. The test
//! model and the search algorithms will live here too (DESIGN: `gen/`).
//!
//! Like `interp` and `jdk-shims`, this crate never touches the host.
pub mod api;
