//! The sandbox guest: reads one JSON request from stdin, answers it with the
//! same code as the native commands and writes one JSON response to stdout.
//! The requests (`terrarium_gen::request`):
//! - a plain `RunRequest` (or `{"run": ...}`): run a program with
//!   `terrarium_gen::api::execute`, as `terrarium run` does;
//! - `{"gen": GenJob}`: generate tests for one class with
//!   `terrarium_gen::generate::generate_class`, as `terrarium gen` does per
//!   class; the job's wall-clock budget (`budget_ms`) is measured here, with
//!   `std::time::Instant`, from when the request has been read;
//! - `{"test": TestRequest}`: run JUnit test classes with
//!   `terrarium_gen::junit::runner::run_tests`, as `terrarium test` does.
//!
//! Built for `wasm32-wasip1` and run by the host under wasmtime with no
//! files, no network and no environment; it also builds natively, where it is
//! handy for debugging (`terrarium-guest < request.json`).
//!
//! Exit status: 0 when a response was written (whatever the program did);
//! 2 when the response could not be encoded, 3 when it could not be written.
use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use terrarium_gen::api::{RunResponse, execute};
use terrarium_gen::generate::generate_class;
use terrarium_gen::junit::runner::run_tests;
use terrarium_gen::junit::shake::replay_run;
use terrarium_gen::request::{Framing, GenJob, Request, Response, TestResponse};
use terrarium_gen::search::Quiet;

fn main() -> ExitCode {
    let mut input = Vec::new();
    let json = match std::io::stdin().read_to_end(&mut input) {
        Err(e) => {
            RunResponse::fatal(&format!("the sandbox guest cannot read its request: {e}")).to_json()
        }
        Ok(_) => {
            let parsed = Request::from_json(&input);
            drop(input);
            match parsed {
                Ok((req, Framing::Plain)) => match answer(req) {
                    Response::Run(r) => r.to_json(),
                    other => other.to_json(),
                },
                Ok((req, Framing::Tagged)) => answer(req).to_json(),
                Err((e, Framing::Plain)) => RunResponse::fatal(&e.to_string()).to_json(),
                Err((e, Framing::Tagged)) => Response::Error(e.to_string()).to_json(),
            }
        }
    };
    let json = match json {
        Ok(j) => j,
        Err(e) => {
            eprintln!("terrarium-guest: {e}");
            return ExitCode::from(2);
        }
    };
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

fn answer(req: Request) -> Response {
    match req {
        Request::Run(r) => Response::Run(Box::new(execute(*r))),
        Request::Gen(job) => Response::Gen(Box::new(generate(&job))),
        Request::Test(t) => Response::Test(TestResponse {
            results: run_tests(&t, &mut |_| {}),
        }),
        Request::Replay(job) => Response::Replay(TestResponse {
            results: match replay_run(&job.tests, &job.replay) {
                Ok(r) => vec![r],
                Err(failures) => failures,
            },
        }),
    }
}

/// One class, its search stopped by the job's wall-clock budget (if any) or
/// by its evaluation budget. Progress is not reported: the host shows the
/// final state when the response arrives.
fn generate(job: &GenJob) -> terrarium_gen::generate::ClassResult {
    let deadline = job
        .budget_ms
        .and_then(|ms| Instant::now().checked_add(Duration::from_millis(ms)));
    let expired = move || deadline.is_some_and(|d| Instant::now() >= d);
    generate_class(&job.request, &job.class, &expired, &mut Quiet)
}
