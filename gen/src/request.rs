//! One request to the core and its response, whatever the command: the
//! envelope the sandbox guest (`host/guest`) reads on stdin and answers on
//! stdout (JSON), so that `run`, `gen` and `test` all cross the sandbox's
//! wall the same way.
//!
//! On the wire a request is either
//! - a plain [`RunRequest`] object (as before there was an envelope), answered
//!   by a plain [`RunResponse`] object; or
//! - an object with exactly one key naming the kind, answered by an object
//!   with the same key, or with `"error"` when the request could not be read:
//!
//! | request | response |
//! |---|---|
//! | `{"run": RunRequest}` | `{"run": RunResponse}` |
//! | `{"gen": GenJob}` | `{"gen": ClassResult}` |
//! | `{"test": TestRequest}` | `{"test": TestResponse}` |
//! | `{"replay": ReplayJob}` | `{"replay": TestResponse}` (the replayed test's result) |
//! | anything unreadable | `{"error": "what failed"}` |
//!
//! A [`RunRequest`] has no field named `run`, `gen`, `test` or `replay`, so the two
//! forms cannot be confused. This module only describes and parses; the
//! guest answers (it owns the wall clock that a [`GenJob`]'s budget needs).
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::api::{ApiError, RunRequest, RunResponse};
use crate::generate::{ClassResult, GenRequest};
use crate::junit::runner::{TestRequest, TestResult};

/// Generate tests for one class: what `terrarium gen` does per class.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GenJob {
    /// The class path, search settings and deterministic budget.
    pub request: GenRequest,
    /// The class to test (binary or internal name).
    pub class: String,
    /// Wall-clock milliseconds for the search (`--budget`), measured and
    /// enforced by whoever answers; post-processing comes after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget_ms: Option<u64>,
}

/// Replay one flaky test's failure (`terrarium replay`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ReplayJob {
    pub tests: TestRequest,
    pub replay: crate::junit::shake::Replay,
}

/// The results of `terrarium test`, in the order the tests ran.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestResponse {
    pub results: Vec<TestResult>,
}

/// A request of any kind.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Request {
    Run(Box<RunRequest>),
    Gen(GenJob),
    Test(TestRequest),
    Replay(Box<ReplayJob>),
}

/// The answer to a [`Request`] of the same kind.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Response {
    Run(Box<RunResponse>),
    Gen(Box<ClassResult>),
    Test(TestResponse),
    Replay(TestResponse),
    /// The request could not be read (malformed JSON, wrong shape).
    Error(String),
}

/// How a request came: its response goes back the same way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framing {
    /// A bare [`RunRequest`]; the answer is a bare [`RunResponse`].
    Plain,
    /// `{"kind": ...}`; the answer is a [`Response`].
    Tagged,
}

const KINDS: [&str; 4] = ["run", "gen", "test", "replay"];

/// A [`GenJob`] from borrowed parts: the same JSON without copying the class path.
#[derive(Serialize)]
struct GenJobRef<'a> {
    request: &'a GenRequest,
    class: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    budget_ms: Option<u64>,
}

/// `{"kind": body}`, as [`Request`] encodes its variants.
fn tagged<T: Serialize>(kind: &str, body: &T) -> Result<Vec<u8>, ApiError> {
    serde_json::to_vec(&std::collections::BTreeMap::from([(kind, body)]))
        .map_err(|e| ApiError::new(format!("cannot encode the {kind} request: {e}")))
}

impl Request {
    pub fn to_json(&self) -> Result<Vec<u8>, ApiError> {
        serde_json::to_vec(self)
            .map_err(|e| ApiError::new(format!("cannot encode the request: {e}")))
    }

    /// `{"run": req}`, as [`Request::to_json`] gives it, without copying `req`.
    pub fn run_json(req: &RunRequest) -> Result<Vec<u8>, ApiError> {
        tagged("run", req)
    }

    /// `{"gen": GenJob}` from its parts, without copying them.
    pub fn gen_json(
        request: &GenRequest,
        class: &str,
        budget_ms: Option<u64>,
    ) -> Result<Vec<u8>, ApiError> {
        tagged(
            "gen",
            &GenJobRef {
                request,
                class,
                budget_ms,
            },
        )
    }

    /// `{"test": req}` without copying `req`.
    pub fn test_json(req: &TestRequest) -> Result<Vec<u8>, ApiError> {
        tagged("test", req)
    }

    /// Read a request in either form. An error names the kind of request
    /// that was malformed; its framing says how to answer it.
    pub fn from_json(bytes: &[u8]) -> Result<(Request, Framing), (ApiError, Framing)> {
        // One key, and a kind: the enveloped form (the value is not parsed twice).
        let tagged = serde_json::from_slice::<std::collections::BTreeMap<&str, &RawValue>>(bytes)
            .ok()
            .filter(|m| m.len() == 1 && m.keys().all(|k| KINDS.contains(k)))
            .is_some();
        if !tagged {
            return RunRequest::from_json(bytes)
                .map(|r| (Request::Run(Box::new(r)), Framing::Plain))
                .map_err(|e| (e, Framing::Plain));
        }
        serde_json::from_slice::<Request>(bytes)
            .map(|r| (r, Framing::Tagged))
            .map_err(|e| {
                (
                    ApiError::new(format!("malformed request (JSON): {e}")),
                    Framing::Tagged,
                )
            })
    }
}

impl Response {
    pub fn to_json(&self) -> Result<Vec<u8>, ApiError> {
        serde_json::to_vec(self)
            .map_err(|e| ApiError::new(format!("cannot encode the response: {e}")))
    }

    pub fn from_json(bytes: &[u8]) -> Result<Response, ApiError> {
        serde_json::from_slice(bytes)
            .map_err(|e| ApiError::new(format!("malformed response (JSON): {e}")))
    }

    /// The kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Response::Run(_) => "run",
            Response::Gen(_) => "gen",
            Response::Test(_) => "test",
            Response::Replay(_) => "replay",
            Response::Error(_) => "error",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_run_request_is_still_a_run() {
        let (r, f) =
            Request::from_json(br#"{"main_class":"Hello"}"#).unwrap_or_else(|(e, _)| panic!("{e}"));
        assert_eq!(f, Framing::Plain);
        assert!(matches!(r, Request::Run(r) if r.main_class == "Hello"));
        let (r, f) = Request::from_json(b"{}").unwrap_or_else(|(e, _)| panic!("{e}"));
        assert_eq!(f, Framing::Plain);
        assert!(matches!(r, Request::Run(_)));
    }

    #[test]
    fn tagged_requests_round_trip() {
        let test = Request::Test(TestRequest {
            select: Default::default(),
            classes: [("a/B".to_string(), vec![0xca, 0xfe])].into(),
            class_path: "out".into(),
            resources: Default::default(),
            test_classes: vec!["a.BTest".into()],
            fuel: 7,
        });
        let json = test.to_json().unwrap_or_else(|e| panic!("{e}"));
        assert!(json.starts_with(b"{\"test\":"));
        let (back, f) = Request::from_json(&json).unwrap_or_else(|(e, _)| panic!("{e}"));
        assert_eq!(f, Framing::Tagged);
        assert!(
            matches!(back, Request::Test(t) if t.fuel == 7 && t.classes["a/B"] == [0xca, 0xfe])
        );
        let run = br#"{"run":{"main_class":"M"}}"#;
        let (back, f) = Request::from_json(run).unwrap_or_else(|(e, _)| panic!("{e}"));
        assert_eq!(f, Framing::Tagged);
        assert!(matches!(back, Request::Run(r) if r.main_class == "M"));
    }

    #[test]
    fn borrowed_encodings_are_the_derived_ones() {
        use crate::junit::writer::JUnit;
        use crate::search::Algorithm;
        let job = GenJob {
            request: GenRequest {
                classes: [("p/C".to_string(), vec![1, 2, 3])].into(),
                resources: Default::default(),
                algorithm: Algorithm::Grt,
                seed: 9,
                budget_evals: Some(40),
                junit: JUnit::Five,
                test_fuel: 1234,
            },
            class: "p.C".into(),
            budget_ms: Some(2500),
        };
        let ours = Request::gen_json(&job.request, &job.class, job.budget_ms);
        let req = Request::Gen(job);
        let text = |r: Result<Vec<u8>, ApiError>| {
            String::from_utf8_lossy(&r.unwrap_or_else(|e| panic!("{e}"))).into_owned()
        };
        assert_eq!(text(ours), text(req.to_json()));
        let run = RunRequest {
            main_class: "M".into(),
            ..RunRequest::default()
        };
        assert_eq!(
            text(Request::run_json(&run)),
            text(Request::Run(Box::new(run)).to_json())
        );
        let test = TestRequest {
            select: Default::default(),
            classes: Default::default(),
            class_path: "cp".into(),
            resources: Default::default(),
            test_classes: vec!["T".into()],
            fuel: 3,
        };
        assert_eq!(
            text(Request::test_json(&test)),
            text(Request::Test(test).to_json())
        );
    }

    #[test]
    fn a_malformed_tagged_request_is_answered_tagged() {
        let (e, f) = Request::from_json(br#"{"gen":{"class":3}}"#)
            .err()
            .unwrap_or_else(|| panic!("accepted"));
        assert_eq!(f, Framing::Tagged);
        assert!(e.to_string().starts_with("malformed request (JSON)"), "{e}");
        let (e, f) = Request::from_json(b"[1,2")
            .err()
            .unwrap_or_else(|| panic!("accepted"));
        assert_eq!(f, Framing::Plain);
        assert!(e.to_string().starts_with("malformed run request"), "{e}");
    }

    #[test]
    fn responses_round_trip() {
        let r = Response::Error("no".into());
        let json = r.to_json().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(json, br#"{"error":"no"}"#);
        assert_eq!(Response::from_json(&json).ok(), Some(r));
    }
}
