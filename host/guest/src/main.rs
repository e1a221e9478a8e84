//! The sandbox guest: reads one JSON `RunRequest` from stdin, runs it with
//! `terrarium_gen::api::execute` (the same code as a native `terrarium run`) and writes
//! one JSON `RunResponse` to stdout. Built for `wasm32-wasip1` and run by the
//! host under wasmtime with no files, no network and no environment; it also
//! builds natively, where it is handy for debugging
//! (`terrarium-guest < request.json`).
//!
//! Exit status: 0 when a response was written (whatever the program did);
//! 2 when the response could not be encoded, 3 when it could not be written.
use std::io::{Read, Write};
use std::process::ExitCode;

use terrarium_gen::api::{RunRequest, RunResponse, execute};

fn main() -> ExitCode {
    let mut input = Vec::new();
    let response = match std::io::stdin().read_to_end(&mut input) {
        Err(e) => RunResponse::fatal(&format!("the sandbox guest cannot read its request: {e}")),
        Ok(_) => match RunRequest::from_json(&input) {
            Ok(req) => {
                drop(input);
                execute(req)
            }
            Err(e) => RunResponse::fatal(&e.to_string()),
        },
    };
    let json = match response.to_json() {
        Ok(j) => j,
        Err(e) => {
            eprintln!("terrarium-guest: {e}");
            return ExitCode::from(2);
        }
    };
    drop(response);
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(&json).and_then(|()| out.flush()) {
        eprintln!(
            "terrarium-guest: cannot write the response ({} bytes): {e}",
            json.len()
        );
        return ExitCode::from(3);
    }
    ExitCode::SUCCESS
}
