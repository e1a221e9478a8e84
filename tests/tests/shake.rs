//! `terrarium shake` and `replay` on the flaky-test corpus (`corpus/flaky/`,
//! whose `expected.tsv` says which test methods are flaky on a real JVM, and
//! why, and which are stable): shaking finds every flaky test with its
//! category and reports no stable test as flaky; every replay file
//! reproduces its failure 20 times out of 20, natively, and sandboxed.
use std::collections::BTreeMap;

use host::classpath::ClassPath;
use host::sandbox::SandboxConfig;
use terrarium_gen::junit::runner::{Status, TestRequest};
use terrarium_gen::junit::shake::{
    ShakeRequest, TestVerdict, Verdict, replay_run, shake_class, shake_class_order,
};
use terrarium_gen::request::ReplayJob;
use terrarium_tests::{java_files, javac_with, repo};

/// Where Terrarium's verdict differs from HotSpot's for a gap of Terrarium's
/// own, not for flakiness: (test class, method, Terrarium's verdict). Empty
/// since the class library formats numbers per locale (the German shop's
/// test and the one polluted by `Locale.setDefault(GERMANY)` were here).
const TERRARIUM_GAPS: &[(&str, &str, &str)] = &[];

fn corpus() -> TestRequest {
    static DIR: std::sync::OnceLock<TestRequest> = std::sync::OnceLock::new();
    DIR.get_or_init(compile_corpus).clone()
}

fn compile_corpus() -> TestRequest {
    let dir = repo().join("corpus/flaky");
    let out = repo().join("target/test-flaky");
    let _ = std::fs::remove_dir_all(&out);
    let junit = "/usr/share/java/junit4.jar";
    if let Err(e) = javac_with(&["-nowarn", "-cp", junit], &java_files(&dir), &out) {
        panic!("{e} (needs Debian's junit4)");
    }
    let cp = vec![out.display().to_string(), junit.to_string()];
    let class_path = ClassPath::read(&cp).unwrap_or_else(|e| panic!("{e}"));
    TestRequest {
        select: Default::default(),
        classes: class_path.classes,
        class_path: class_path.text,
        resources: class_path.resources,
        test_classes: Vec::new(),
        fuel: terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
    }
}

/// (class, method) → (verdict, category) from `expected.tsv`.
fn expected() -> BTreeMap<(String, String), (String, String)> {
    let text = std::fs::read_to_string(repo().join("corpus/flaky/expected.tsv"))
        .unwrap_or_else(|e| panic!("expected.tsv: {e}"));
    text.lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            match f.as_slice() {
                [c, m, v, k] => Some((
                    (c.to_string(), m.to_string()),
                    (v.to_string(), k.to_string()),
                )),
                _ => None,
            }
        })
        .collect()
}

fn shake_all(tests: &TestRequest, classes: &[String]) -> Vec<TestVerdict> {
    let req = ShakeRequest {
        tests: tests.clone(),
        runs: 100,
        seed: 0,
        match_message: None,
    };
    let mut all = Vec::new();
    for class in classes {
        match shake_class(&req, class, &mut |_| true) {
            Ok(v) => all.extend(v),
            Err(f) => panic!("{class} cannot run: {f:?}"),
        }
    }
    shake_class_order(&req, classes, &mut all, &mut || true);
    all
}

fn category(v: &TestVerdict) -> String {
    v.category
        .map(|c| serde_json::to_string(&c).unwrap_or_default())
        .unwrap_or_default()
        .trim_matches('"')
        .to_string()
}

#[test]
fn shake_finds_every_flaky_test_and_why_and_replays_reproduce_it() {
    let tests = corpus();
    let truth = expected();
    let mut classes: Vec<String> = truth.keys().map(|(c, _)| c.clone()).collect();
    classes.dedup();
    assert!(classes.len() >= 30, "only {} classes", classes.len());
    let started = std::time::Instant::now();
    let verdicts = shake_all(&tests, &classes);
    let took = started.elapsed();
    let mut wrong = Vec::new();
    for v in &verdicts {
        let key = (v.class.clone(), v.method.clone());
        let Some((want, why)) = truth.get(&key) else {
            wrong.push(format!("{}.{} is not in expected.tsv", v.class, v.method));
            continue;
        };
        let gap = TERRARIUM_GAPS
            .iter()
            .find(|(c, m, _)| *c == v.class && *m == v.method);
        let got = match v.verdict {
            Verdict::Flaky => "flaky",
            Verdict::Broken => "broken",
            Verdict::Stable => "stable",
        };
        if let Some((_, _, here)) = gap {
            assert_eq!(got, *here, "{}.{}: the gap was closed?", v.class, v.method);
        } else if got != want {
            wrong.push(format!(
                "{}.{}: {got} ({}), expected {want} ({why}); {} of {} runs failed: {}",
                v.class,
                v.method,
                category(v),
                v.failures,
                v.runs,
                v.message.as_deref().unwrap_or("")
            ));
        } else if got == "flaky" && category(v) != *why {
            wrong.push(format!(
                "{}.{}: flaky as {}, expected {why}",
                v.class,
                v.method,
                category(v)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    println!("shook {} classes x 101 runs in {took:?}", classes.len());

    // A race's replay file holds the few switches it needs (delta debugging
    // over the failing schedule's decisions), not a seed.
    for v in verdicts.iter().filter(|v| category(v) == "concurrency") {
        let switches = v
            .replay
            .as_ref()
            .and_then(|r| r.perturbation.switches.as_ref())
            .unwrap_or_else(|| panic!("{}.{}: no minimised schedule", v.class, v.method));
        assert!(
            switches.len() <= 5,
            "{}.{}: {} switches",
            v.class,
            v.method,
            switches.len()
        );
    }

    // Every replay file: the same failure, 20 times of 20; and in the sandbox.
    let sandbox = SandboxConfig::default();
    for v in verdicts.iter().filter(|v| v.verdict == Verdict::Flaky) {
        let Some(r) = &v.replay else {
            panic!("{}.{}: flaky without a replay file", v.class, v.method);
        };
        let mut t = tests.clone();
        t.test_classes = vec![r.class.clone()];
        for i in 0..20 {
            match replay_run(&t, r) {
                Ok(result) => assert_eq!(
                    result.status,
                    Status::Failed(r.failure.clone()),
                    "{}.{}: replay {i} differs",
                    v.class,
                    v.method
                ),
                Err(e) => panic!("{}.{}: {e:?}", v.class, v.method),
            }
        }
        let job = ReplayJob {
            tests: t,
            replay: r.clone(),
        };
        match host::sandbox::replay(&job, &sandbox) {
            Ok(results) => assert_eq!(
                results.first().map(|x| &x.status),
                Some(&Status::Failed(r.failure.clone())),
                "{}.{}: sandboxed replay differs",
                v.class,
                v.method
            ),
            Err(e) => panic!("{}.{} in the sandbox: {e}", v.class, v.method),
        }
    }
}

/// A replay file is JSON a person can read and edit: its schema round-trips.
#[test]
fn replay_files_round_trip() {
    let text = r#"{
  "version": 1,
  "class": "HitCounterTest",
  "method": "countsHitsFromTwoRequestThreads",
  "before": [],
  "perturbation": {
    "schedule": "pct",
    "schedule_seed": 42,
    "clock_ms": 1767225599700
  },
  "failure": "java.lang.AssertionError"
}"#;
    let r: terrarium_gen::junit::shake::Replay =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}"));
    let again = serde_json::to_string_pretty(&r).unwrap_or_default();
    assert_eq!(again, text);
}

/// `--match-message`: from the message CI printed to a replay file of that
/// failure, stopping at the first run that gives it.
#[test]
fn match_message_hunts_one_failure_down() {
    let tests = corpus();
    let req = ShakeRequest {
        tests,
        runs: 10_000,
        seed: 0,
        match_message: Some("expected:<5> but was:<4>".into()),
    };
    let verdicts =
        shake_class(&req, "OrderNumberTest", &mut |_| true).unwrap_or_else(|e| panic!("{e:?}"));
    let v = verdicts
        .iter()
        .find(|v| v.method == "orderNumberHasFourDigits")
        .unwrap_or_else(|| panic!("{verdicts:?}"));
    assert_eq!(v.verdict, Verdict::Flaky);
    let r = v
        .replay
        .as_ref()
        .unwrap_or_else(|| panic!("no replay: {v:?}"));
    assert!(
        r.failure.contains("expected:<5> but was:<4>"),
        "{}",
        r.failure
    );
    assert!(
        v.runs < 10_000,
        "did not stop at the failure: {} runs",
        v.runs
    );
}

/// `replay --explain`: the switches between threads before the end, each
/// naming where in the test's code a thread stopped.
#[test]
fn explain_shows_where_threads_stopped() {
    let mut tests = corpus();
    tests.test_classes = vec!["HitCounterTest".into()];
    let r = terrarium_gen::junit::shake::Replay {
        version: 1,
        class: "HitCounterTest".into(),
        method: "countsHitsFromTwoRequestThreads".into(),
        before: Vec::new(),
        before_classes: Vec::new(),
        perturbation: Default::default(),
        failure: String::new(),
    };
    let (result, switches) = terrarium_gen::junit::shake::replay_traced(&tests, &r, true)
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(matches!(result.status, Status::Failed(_)), "{result:?}");
    assert!(
        switches
            .iter()
            .any(|s| s.why == "turn over" && s.stopped_at.starts_with("HitCounterTest")),
        "{switches:?}"
    );
    assert!(switches.iter().any(|s| s.to == "main"), "{switches:?}");
    // And what each thread did to the counter in its turn: both threads
    // read and wrote the same object's `hits` (the race).
    let writers: std::collections::BTreeSet<&str> = switches
        .iter()
        .filter(|s| {
            s.touched
                .iter()
                .any(|t| t.what == "hits" && t.write && t.object.is_some())
        })
        .map(|s| s.from.as_str())
        .collect();
    assert!(writers.len() >= 2, "{switches:?}");
}

/// `tests/java-shake/` compiled (once per test binary): the class path for
/// HotSpot, and a shake of 100 runs over it.
fn java_shake() -> (String, ShakeRequest) {
    static BUILT: std::sync::OnceLock<(String, TestRequest)> = std::sync::OnceLock::new();
    let (cp, tests) = BUILT.get_or_init(|| {
        let dir = repo().join("target/test-java-shake");
        let _ = std::fs::remove_dir_all(&dir);
        let junit = "/usr/share/java/junit4.jar";
        let sources = java_files(&repo().join("tests/java-shake"));
        javac_with(&["-cp", junit], &sources, &dir).unwrap_or_else(|e| panic!("{e}"));
        let cp = format!(
            "{}:{junit}:/usr/share/java/hamcrest-core.jar",
            dir.display()
        );
        let class_path = ClassPath::read(&[dir.display().to_string(), junit.to_string()])
            .unwrap_or_else(|e| panic!("{e}"));
        let tests = TestRequest {
            select: Default::default(),
            classes: class_path.classes,
            class_path: class_path.text,
            resources: class_path.resources,
            test_classes: Vec::new(),
            fuel: terrarium_gen::junit::runner::DEFAULT_TEST_FUEL,
        };
        (cp, tests)
    });
    let req = ShakeRequest {
        tests: tests.clone(),
        runs: 100,
        seed: 0,
        match_message: None,
    };
    (cp.clone(), req)
}

/// JUnit's console runner on HotSpot over these test classes, in this
/// order, on one JVM: whether every test passed.
fn passes_on_hotspot(cp: &str, jvm_options: &[&str], classes: &[&str]) -> bool {
    std::process::Command::new("java")
        .args(jvm_options)
        .args(["-cp", cp, "org.junit.runner.JUnitCore"])
        .args(classes)
        .output()
        .map(|o| o.status.success())
        .unwrap_or_else(|e| panic!("java: {e}"))
}

/// The default time zone is a dimension of the clock: a test that is
/// dated by the machine's zone is flaky (HotSpot: it passes in UTC and fails
/// in at least one of UTC-11 and UTC+14 at any hour), found as `time`, and
/// its replay file names the zone.
#[test]
fn a_zone_dependent_test_is_flaky_in_time() {
    let (cp, req) = java_shake();
    let in_zone = |zone: &str| {
        let option = format!("-Duser.timezone={zone}");
        passes_on_hotspot(&cp, &[&option], &["DailyDigestTest"])
    };
    assert!(in_zone("UTC"), "passes in UTC on HotSpot");
    assert!(
        !in_zone("Pacific/Pago_Pago") || !in_zone("Pacific/Kiritimati"),
        "fails far from UTC on HotSpot"
    );
    let verdicts =
        shake_class(&req, "DailyDigestTest", &mut |_| true).unwrap_or_else(|e| panic!("{e:?}"));
    let v = &verdicts[0];
    assert_eq!(v.verdict, Verdict::Flaky, "{v:?}");
    assert_eq!(category(v), "time", "{v:?}");
    // (Its replay may be a midnight crossing rather than a zone: both are
    // real.) The zone alone decides, as on HotSpot:
    let mut t = req.tests.clone();
    t.test_classes = vec!["DailyDigestTest".into()];
    let zone_alone = |zone: Option<&str>| {
        let r = terrarium_gen::junit::shake::Replay {
            version: 1,
            class: "DailyDigestTest".into(),
            method: "titleNamesToday".into(),
            before: Vec::new(),
            before_classes: Vec::new(),
            perturbation: terrarium_gen::junit::shake::Perturbation {
                zone: zone.map(str::to_string),
                ..Default::default()
            },
            failure: String::new(),
        };
        replay_run(&t, &r)
            .map(|x| x.status)
            .unwrap_or_else(|e| panic!("{e:?}"))
    };
    assert_eq!(zone_alone(None), Status::Passed);
    assert_eq!(zone_alone(Some("UTC")), Status::Passed);
    assert!(matches!(
        zone_alone(Some("Pacific/Pago_Pago")),
        Status::Failed(_)
    ));
}

/// Test classes' order among themselves: a class that changes static state
/// and leaves it so pollutes a class run after it on the same JVM (HotSpot:
/// JUnit passes `CheckoutTest SettingsAdminTest`, fails the other order).
/// Shake finds the test flaky, `order-dependent`, names the polluting class,
/// and its replay file (that class first) reproduces the failure every time.
#[test]
fn a_test_polluted_by_another_class_is_found() {
    let (cp, req) = java_shake();
    assert!(passes_on_hotspot(
        &cp,
        &[],
        &["CheckoutTest", "SettingsAdminTest"]
    ));
    assert!(!passes_on_hotspot(
        &cp,
        &[],
        &["SettingsAdminTest", "CheckoutTest"]
    ));
    let classes = ["CheckoutTest".to_string(), "SettingsAdminTest".to_string()];
    let mut verdicts = Vec::new();
    for class in &classes {
        verdicts
            .extend(shake_class(&req, class, &mut |_| true).unwrap_or_else(|e| panic!("{e:?}")));
    }
    assert!(
        verdicts.iter().all(|v| v.verdict == Verdict::Stable),
        "{verdicts:?}"
    );
    shake_class_order(&req, &classes, &mut verdicts, &mut || true);
    let v = verdicts
        .iter()
        .find(|v| v.class == "CheckoutTest")
        .unwrap_or_else(|| panic!("{verdicts:?}"));
    assert_eq!(v.verdict, Verdict::Flaky, "{v:?}");
    assert_eq!(category(v), "order-dependent");
    assert_eq!(v.polluter.as_deref(), Some("SettingsAdminTest"));
    let r = v.replay.as_ref().unwrap_or_else(|| panic!("{v:?}"));
    assert_eq!(r.before_classes, ["SettingsAdminTest"]);
    // Reported at the test's own line, not inside JUnit's `Assert`.
    assert!(
        r.failure
            .ends_with("(at CheckoutTest.labelsPriceInEuros(CheckoutTest.java:9))"),
        "{}",
        r.failure
    );
    let mut t = req.tests.clone();
    t.test_classes = vec!["CheckoutTest".into()];
    for _ in 0..20 {
        let got = replay_run(&t, r).map(|x| x.status);
        assert_eq!(got, Ok(Status::Failed(r.failure.clone())));
    }
    let admin = verdicts
        .iter()
        .find(|v| v.class == "SettingsAdminTest")
        .map(|v| v.verdict);
    assert_eq!(admin, Some(Verdict::Stable));
}
