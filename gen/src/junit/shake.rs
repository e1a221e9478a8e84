//! `terrarium shake`: run JUnit test classes many times, each run under a
//! different *perturbation* of what Terrarium controls and Java leaves open
//! (the thread schedule, the clock's start, the seed of unseeded randomness,
//! the identity-hash sequence, the order tests run in), and tell flaky tests
//! (fail under some, pass under others) from broken (fail always) and stable
//! ones. For each flaky test: the dimension that makes it fail (its
//! category) and a replay file — the smallest perturbation that still fails —
//! that `terrarium replay` reproduces exactly, every time.
use interp::vm::threads::SplitMix as Draw;
pub use interp::vm::threads::Switch;
use interp::vm::threads::{Decision, Scripted};
use serde::{Deserialize, Serialize};

use super::runner::{ClassRunner, Status, TestRequest, TestResult, run_classes_in_order};
use crate::api::Schedule;
use crate::execute::test_env;

/// What a run changes from the default (`terrarium test`'s) conditions.
/// `None`/default fields are left as they are by default.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Perturbation {
    /// How threads are scheduled, and the schedule's seed.
    pub schedule: Schedule,
    pub schedule_seed: u64,
    /// The clock's start, milliseconds since the epoch (default 2026-01-01T00:00:00Z).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock_ms: Option<i64>,
    /// The default time zone (`user.timezone`; default UTC).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub zone: Option<String>,
    /// Virtual nanoseconds an instruction takes (default 1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_per_instruction: Option<i64>,
    /// The world's seed (what unseeded `Random`s, `Math.random` draw from).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Starts the sequence `System.identityHashCode` draws from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hashes: Option<u32>,
    /// The schedule written out as the switches it makes (a minimised
    /// failing schedule): replaces `schedule`, whose seed still times sleeps.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub switches: Option<Vec<ScheduledSwitch>>,
}

/// At the first scheduling decision at or after `at` instructions (all
/// threads counted), thread `thread` (0 is `main`, then in start order) runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScheduledSwitch {
    pub at: u64,
    pub thread: u32,
}

impl Perturbation {
    /// The world of each test under this perturbation.
    pub(crate) fn env(&self) -> jdk_shims::Env {
        let mut env = test_env();
        if let Some(ms) = self.clock_ms {
            env.epoch_ms = ms;
            env.world.clock.epoch_ms = ms;
        }
        if let Some(zone) = &self.zone {
            env.world.clock.zone = zone.clone();
            env.properties
                .insert("user.timezone".to_string(), zone.clone());
        }
        if let Some(seed) = self.seed {
            env.world.seed = seed;
        }
        env
    }

    /// What lives in the VM: the scheduler (with timers up to 2 ms late)
    /// and the identity hashes.
    pub(crate) fn apply_to_vm(&self, vm: &mut interp::Vm) {
        if let Some(switches) = &self.switches {
            let script = switches
                .iter()
                .map(|s| Decision {
                    at: s.at,
                    thread: s.thread,
                    from: 0,
                    preempts: false,
                })
                .collect();
            vm.set_scheduler(Box::new(Scripted::new(script)));
            vm.set_timing_jitter(self.schedule_seed, 2_000_000);
        } else if self.schedule != Schedule::RoundRobin || self.schedule_seed != 0 {
            vm.set_scheduler(interp::vm::threads::scheduler_for(
                self.schedule.policy(),
                self.schedule_seed,
            ));
            vm.set_timing_jitter(self.schedule_seed, 2_000_000);
        }
        if let Some(h) = self.hashes {
            vm.heap.seed_hashes(h);
        }
        if let Some(ns) = self.ns_per_instruction {
            vm.ns_per_instruction = ns.max(1);
        }
    }

    /// The dimensions this perturbation changes, each alone.
    fn parts(&self) -> Vec<(Dimension, Perturbation)> {
        let mut v = Vec::new();
        if self.schedule != Schedule::RoundRobin
            || self.schedule_seed != 0
            || self.switches.is_some()
        {
            v.push((
                Dimension::Schedule,
                Perturbation {
                    schedule: self.schedule,
                    schedule_seed: self.schedule_seed,
                    switches: self.switches.clone(),
                    ..Perturbation::default()
                },
            ));
        }
        if self.clock_ms.is_some() || self.ns_per_instruction.is_some() || self.zone.is_some() {
            v.push((
                Dimension::Clock,
                Perturbation {
                    clock_ms: self.clock_ms,
                    ns_per_instruction: self.ns_per_instruction,
                    zone: self.zone.clone(),
                    ..Perturbation::default()
                },
            ));
        }
        if self.seed.is_some() {
            v.push((
                Dimension::Seed,
                Perturbation {
                    seed: self.seed,
                    ..Perturbation::default()
                },
            ));
        }
        if self.hashes.is_some() {
            v.push((
                Dimension::Hashes,
                Perturbation {
                    hashes: self.hashes,
                    ..Perturbation::default()
                },
            ));
        }
        v
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dimension {
    Schedule,
    Clock,
    Seed,
    Hashes,
}

/// Why a flaky test fails (after Luo et al.'s categories).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    /// Fails only under some thread schedules.
    Concurrency,
    /// Fails under some schedules, and the test waits by sleeping.
    AsyncWait,
    /// Fails after another test ran first (the polluter).
    OrderDependent,
    /// Fails for some clock starts.
    Time,
    /// Fails for some seeds of unseeded randomness.
    Randomness,
    /// Fails for some identity-hash sequences (the order of hash-based
    /// collections of objects without `hashCode`).
    UnorderedCollection,
    /// Runs out of instructions (or deadlocks) under some perturbations.
    TestTimeout,
    /// Fails only when several dimensions are perturbed together.
    Combined,
}

/// Everything needed to reproduce one failing run: `terrarium replay` reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// The schema's version (1).
    pub version: u32,
    /// The test class (binary name).
    pub class: String,
    /// The failing test method.
    pub method: String,
    /// Test methods to run before it in the same VM, in order (the polluter
    /// of an order-dependent test); empty: it runs alone.
    #[serde(default)]
    pub before: Vec<String>,
    /// Test classes to run whole before its class, in the same VM (a class
    /// that pollutes it, or sets up what it needs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub before_classes: Vec<String>,
    pub perturbation: Perturbation,
    /// The failure this run gave when it was recorded.
    pub failure: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Flaky,
    Broken,
    Stable,
}

/// What shaking found out about one test method.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestVerdict {
    pub class: String,
    pub method: String,
    pub verdict: Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<Category>,
    /// Runs of this test, and how many failed.
    pub runs: u32,
    pub failures: u32,
    /// The first failure's message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// For a flaky test: how to reproduce a failure.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replay: Option<Replay>,
    /// For an order-dependent test: the test whose run before it changes its
    /// outcome (a polluter it fails after, or a state-setter it needs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub polluter: Option<String>,
}

/// A shake: these test classes, this many perturbed runs of each, drawn
/// from this seed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ShakeRequest {
    pub tests: TestRequest,
    pub runs: u32,
    pub seed: u64,
    /// Look for this failure (a failure message containing this text, as
    /// CI reported it): only such a failure is explained and replayed, and
    /// the class's runs stop at the first one.
    #[serde(default)]
    pub match_message: Option<String>,
}

/// Boundaries tests trip over when the clock starts just before them: the
/// end of a year, month, day, hour and minute, February of a leap year, and
/// daylight-saving changes in Europe and America (milliseconds since the epoch).
const BOUNDARIES: &[i64] = &[
    1_767_225_600_000, // 2026-01-01T00:00:00Z: year, month, day, hour, minute
    1_769_904_000_000, // 2026-02-01T00:00:00Z: month
    1_767_312_000_000, // 2026-01-02T00:00:00Z: day
    1_767_229_200_000, // 2026-01-01T01:00:00Z: hour
    1_767_225_660_000, // 2026-01-01T00:01:00Z: minute
    1_772_323_200_000, // 2026-03-01T00:00:00Z: the end of February
    1_835_395_200_000, // 2028-03-01T00:00:00Z: after 29 February
    1_774_746_000_000, // 2026-03-29T01:00:00Z: DST in Europe
    1_772_953_200_000, // 2026-03-08T07:00:00Z: DST in America/New_York
];

/// Zones a machine may be in besides UTC: both sides of the date line,
/// half- and quarter-hour offsets, a half-hour daylight-saving shift.
const ZONES: &[&str] = &[
    "America/New_York",
    "America/Los_Angeles",
    "Europe/Berlin",
    "Asia/Kolkata",
    "Asia/Kathmandu",
    "Australia/Lord_Howe",
    "Pacific/Kiritimati",
    "Pacific/Pago_Pago",
];

/// A clock start just before a boundary (up to 10 ms, 100 ms or 1 s), how
/// long an instruction takes (1, 10 or 100 ns: work that takes
/// microseconds here takes milliseconds on a real machine), and half the
/// time a zone other than UTC.
fn clock(draw: &mut Draw) -> (i64, i64, Option<String>) {
    let boundary = BOUNDARIES[draw.below(BOUNDARIES.len() as u64) as usize];
    let window = [10, 100, 1_000][draw.below(3) as usize];
    let per_instruction = [1, 10, 100][draw.below(3) as usize];
    let zone =
        (draw.below(2) == 0).then(|| ZONES[draw.below(ZONES.len() as u64) as usize].to_string());
    (
        boundary - 1 - draw.below(window) as i64,
        per_instruction,
        zone,
    )
}

/// The `i`-th perturbation of a shake: every dimension moved at once (the
/// schedule's policy in turn: random walk, PCT, round-robin), and every
/// third run a random order of the tests in one VM.
fn perturbation(draw: &mut Draw, i: u32) -> Perturbation {
    let schedule = match i % 3 {
        0 => Schedule::RandomWalk,
        1 => Schedule::Pct,
        _ => Schedule::RoundRobin,
    };
    let (clock_ms, ns, zone) = clock(draw);
    Perturbation {
        schedule,
        schedule_seed: draw.next_u64() | 1,
        clock_ms: Some(clock_ms),
        zone,
        ns_per_instruction: Some(ns),
        seed: Some(draw.next_u64()),
        hashes: Some((draw.next_u64() as u32) | 1),
        switches: None,
    }
}

/// The failure message of a test's outcome, if it failed.
fn failed(status: Option<Status>) -> Option<String> {
    match status {
        Some(Status::Failed(m)) => Some(m),
        _ => None,
    }
}

/// Shuffle `v` in place (Fisher–Yates) with draws from `draw`.
fn shuffle<T>(v: &mut [T], draw: &mut Draw) {
    for k in (1..v.len()).rev() {
        v.swap(k, draw.below(k as u64 + 1) as usize);
    }
}

fn failure(r: &TestResult) -> Option<&str> {
    match &r.status {
        Status::Failed(m) => Some(m),
        _ => None,
    }
}

/// Per test: runs, failures, the first failure and what caused it.
#[derive(Default)]
struct Tally {
    runs: u32,
    failures: u32,
    first: Option<(String, Perturbation, Vec<String>)>,
}

/// Shake one class; `progress` hears each finished run and answers whether
/// to go on (a caller's time budget).
pub fn shake_class(
    req: &ShakeRequest,
    class: &str,
    progress: &mut dyn FnMut(u32) -> bool,
) -> Result<Vec<TestVerdict>, Vec<TestResult>> {
    let mut runner = ClassRunner::new(&req.tests, class, &[])?;
    let names = runner.test_names();
    let mut tallies: Vec<Tally> = names.iter().map(|_| Tally::default()).collect();
    let mut draw = Draw(req.seed ^ 0x5ca1_ab1e);
    let wanted = req.match_message.as_deref();
    // Records a run; true when it gave the failure looked for (--match-message).
    let mut record = |results: &[TestResult], p: &Perturbation, order: &[String]| -> bool {
        let mut found = false;
        for r in results {
            let Some(i) = names.iter().position(|n| *n == r.method) else {
                continue;
            };
            if matches!(r.status, Status::Skipped(_)) {
                continue;
            }
            let t = &mut tallies[i];
            t.runs += 1;
            if let Some(m) = failure(r) {
                t.failures += 1;
                let is_wanted = wanted.is_none_or(|w| m.contains(w));
                if t.first.is_none() && is_wanted {
                    let before = order
                        .iter()
                        .take_while(|n| **n != r.method)
                        .cloned()
                        .collect();
                    t.first = Some((m.to_string(), p.clone(), before));
                    found = wanted.is_some();
                }
            }
        }
        found
    };
    // As `terrarium test` runs them first, then perturbed.
    let plain = Perturbation::default();
    let mut found = record(&runner.run(&plain, None), &plain, &[]);
    let mut go_on = progress(0) && !found;
    for i in 0..req.runs {
        if !go_on {
            break;
        }
        let p = perturbation(&mut draw, i);
        if i % 3 == 2 && names.len() > 1 {
            // The tests in a random order, sharing their static state.
            let mut order = names.clone();
            shuffle(&mut order, &mut draw);
            let results = runner.run(&p, Some(&order));
            found |= record(&results, &p, &order);
        } else {
            found |= record(&runner.run(&p, None), &p, &[]);
        }
        go_on = progress(i + 1) && !found;
    }
    let sleeps = test_sleeps(&req.tests, class);
    let mut verdicts = Vec::new();
    for (name, t) in names.iter().zip(tallies) {
        let verdict = if t.failures == 0 {
            Verdict::Stable
        } else if t.failures == t.runs {
            Verdict::Broken
        } else {
            Verdict::Flaky
        };
        let mut v = TestVerdict {
            class: class.to_string(),
            method: name.clone(),
            verdict,
            category: None,
            runs: t.runs,
            failures: t.failures,
            message: t.first.as_ref().map(|f| f.0.clone()),
            replay: None,
            polluter: None,
        };
        if let (Verdict::Flaky, Some((message, p, before))) = (verdict, t.first) {
            explain(&mut runner, &names, &mut v, message, p, before, sleeps);
        }
        verdicts.push(v);
    }
    Ok(verdicts)
}

/// Find the smallest cause of a flaky test's failure: the one test that
/// pollutes it, then the one dimension that makes it fail; write both into
/// its replay file and its category.
fn explain(
    runner: &mut ClassRunner,
    others: &[String],
    v: &mut TestVerdict,
    message: String,
    p: Perturbation,
    before: Vec<String>,
    sleeps: bool,
) {
    let method = v.method.clone();
    let fails = |runner: &mut ClassRunner, p: &Perturbation, before: &[String]| {
        failed(runner.outcome(p, before, &method))
    };
    let timeout = |m: &str| m.contains("ran out of instructions") || m.starts_with("deadlocked");
    // Order first: one polluter, after which it fails under every
    // perturbation tried (a race or a random draw that merely shifts when
    // another test runs first fails after it only sometimes).
    let plain = Perturbation::default();
    let mut checks = Draw(p.schedule_seed ^ 0x0dde_0000);
    let robust: Vec<Perturbation> = (0..ORDER_CHECKS)
        .map(|i| perturbation(&mut checks, i))
        .collect();
    for polluter in &before {
        let after = std::slice::from_ref(polluter);
        if let Some(m) = fails(runner, &plain, after)
            && robust.iter().all(|q| fails(runner, q, after).is_some())
        {
            v.category = Some(Category::OrderDependent);
            v.polluter = Some(polluter.clone());
            v.replay = Some(replay(v, vec![polluter.clone()], plain.clone(), m));
            return;
        }
    }
    // Then each dimension alone, the test alone: the one that failed, then
    // other values of each dimension (a schedule-caused failure may need
    // another schedule seed once the clock and hashes are back to normal).
    let category = |dimension: Dimension, m: &str| {
        if timeout(m) {
            Category::TestTimeout
        } else {
            match dimension {
                Dimension::Schedule if sleeps => Category::AsyncWait,
                Dimension::Schedule => Category::Concurrency,
                Dimension::Clock => Category::Time,
                Dimension::Seed => Category::Randomness,
                Dimension::Hashes => Category::UnorderedCollection,
            }
        }
    };
    let mut draw = Draw(p.schedule_seed ^ 0x00e4_91a1);
    let threads = {
        let failed = fails(runner, &plain, &[]);
        let threads = runner.threads_started() > 0;
        if let Some(m) = failed {
            // It fails as `terrarium test` runs it: the cause is what makes
            // it pass — another test run first (that sets up what it needs),
            // or the first dimension with a value that does.
            v.replay = Some(replay(v, Vec::new(), plain.clone(), m.clone()));
            for other in others.iter().filter(|o| **o != method) {
                let mut order = vec![other.clone(), method.clone()];
                let mut checks = Draw(0x005e_77e4);
                let mut passes = |q: &Perturbation| {
                    runner
                        .run(q, Some(&order))
                        .iter()
                        .any(|r| r.method == method && r.status == Status::Passed)
                };
                if passes(&plain)
                    && (0..ORDER_CHECKS).all(|i| passes(&perturbation(&mut checks, i)))
                {
                    order.pop();
                    v.category = Some(Category::OrderDependent);
                    v.polluter = order.pop();
                    return;
                }
            }
            for d in dimensions(threads) {
                for i in 0..SAMPLES {
                    let alone = sample(d, &mut draw, i);
                    if fails(runner, &alone, &[]).is_none() {
                        v.category = Some(category(d, &m));
                        if d == Dimension::Schedule
                            && let Some((q, m)) = minimise_schedule(runner, &method, &plain, &m)
                        {
                            v.replay = Some(replay(v, Vec::new(), q, m));
                        }
                        return;
                    }
                }
            }
            v.category = Some(if timeout(&m) {
                Category::TestTimeout
            } else {
                Category::Combined
            });
            return;
        }
        threads
    };
    // The schedule first: a race shows under other schedules whatever the
    // clock, while moving the clock alone can expose it too (the code runs
    // differently), which would blame time for a race.
    let mut candidates: Vec<(Dimension, Perturbation)> = Vec::new();
    for d in dimensions(threads) {
        candidates.extend(p.parts().into_iter().filter(|(x, _)| *x == d));
        candidates.extend((0..SAMPLES).map(|i| (d, sample(d, &mut draw, i))));
    }
    for (dimension, alone) in candidates {
        if let Some(m) = fails(runner, &alone, &[]) {
            v.category = Some(category(dimension, &m));
            let (alone, m) = match dimension {
                Dimension::Schedule => {
                    minimise_schedule(runner, &method, &alone, &m).unwrap_or((alone, m))
                }
                _ => (alone, m),
            };
            v.replay = Some(replay(v, Vec::new(), alone, m));
            return;
        }
    }
    // Only the whole perturbation fails (or only after the other tests).
    v.category = Some(if timeout(&message) {
        Category::TestTimeout
    } else {
        Category::Combined
    });
    let m = fails(runner, &p, &before).unwrap_or(message);
    v.replay = Some(replay(v, before, p, m));
}

/// What kind of failure a message is: the exception's class (a race's
/// `expected:<2000> but was:<1998>` varies with the interleaving; the kind
/// does not), or the whole of a runner's own message.
fn failure_kind(message: &str) -> &str {
    match message.find(':') {
        Some(i) if !message[..i].contains(' ') => &message[..i],
        _ => message,
    }
}

/// Runs of the test that minimising a schedule may take.
const MINIMISE_RUNS: usize = 150;

/// The failing schedule `p` written out as its switches, and then cut down
/// by delta debugging (Zeller's ddmin) to the fewest switches with which the
/// test still fails the same way: a replay file that shows the preemptions
/// the failure needs. `None` when the written-out schedule does not fail.
fn minimise_schedule(
    runner: &mut ClassRunner,
    method: &str,
    p: &Perturbation,
    message: &str,
) -> Option<(Perturbation, String)> {
    let outcome =
        |runner: &mut ClassRunner, q: &Perturbation| failed(runner.outcome(q, &[], method));
    runner.record_decisions(true);
    let recorded = outcome(runner, p);
    let decisions = runner.decisions();
    runner.record_decisions(false);
    recorded?;
    let kind = failure_kind(message).to_string();
    let with = |switches: &[ScheduledSwitch]| Perturbation {
        switches: Some(switches.to_vec()),
        ..p.clone()
    };
    let mut last = None;
    let mut test = |runner: &mut ClassRunner, switches: &[ScheduledSwitch]| -> bool {
        match outcome(runner, &with(switches)) {
            Some(m) if failure_kind(&m) == kind => {
                last = Some(m);
                true
            }
            _ => false,
        }
    };
    let all: Vec<ScheduledSwitch> = decisions
        .iter()
        .map(|d| ScheduledSwitch {
            at: d.at,
            thread: d.thread,
        })
        .collect();
    if !test(runner, &all) {
        return None;
    }
    // Picks that kept the running thread add nothing a script's default
    // does not do: try without them first.
    let moves: Vec<ScheduledSwitch> = decisions
        .iter()
        .filter(|d| d.thread != d.from)
        .map(|d| ScheduledSwitch {
            at: d.at,
            thread: d.thread,
        })
        .collect();
    let start = if moves.len() < all.len() && test(runner, &moves) {
        moves
    } else {
        all
    };
    let best = ddmin(start, MINIMISE_RUNS, &mut |s| test(runner, s));
    // The message of the minimal schedule's own run (the last passing test
    // may have been another subset).
    let m = outcome(runner, &with(&best))
        .filter(|m| failure_kind(m) == kind)
        .or(last)?;
    Some((with(&best), m))
}

/// Delta debugging (ddmin): a smallest subset of `items` (1-minimal when
/// the run budget allows) for which `fails` holds, given that it holds for
/// `items`; at most `budget` calls of `fails`.
fn ddmin<T: Clone>(items: Vec<T>, budget: usize, fails: &mut dyn FnMut(&[T]) -> bool) -> Vec<T> {
    let mut calls = 0;
    let mut check = |s: &[T], calls: &mut usize| {
        *calls += 1;
        fails(s)
    };
    if items.is_empty() || check(&[], &mut calls) {
        return Vec::new();
    }
    let mut c = items;
    let mut n = 2usize;
    while c.len() >= 2 && calls < budget {
        let size = c.len().div_ceil(n);
        let chunks: Vec<(usize, usize)> = (0..c.len())
            .step_by(size)
            .map(|i| (i, (i + size).min(c.len())))
            .collect();
        let mut reduced = false;
        for &(a, b) in &chunks {
            if calls >= budget {
                break;
            }
            if check(&c[a..b], &mut calls) {
                c = c[a..b].to_vec();
                n = 2;
                reduced = true;
                break;
            }
        }
        if !reduced && chunks.len() > 2 {
            for &(a, b) in &chunks {
                if calls >= budget {
                    break;
                }
                let rest: Vec<T> = c[..a].iter().chain(&c[b..]).cloned().collect();
                if check(&rest, &mut calls) {
                    c = rest;
                    n = (n - 1).max(2);
                    reduced = true;
                    break;
                }
            }
        }
        if !reduced {
            if n >= c.len() {
                break;
            }
            n = (n * 2).min(c.len());
        }
    }
    c
}

/// The dimensions to search, in order (the schedule only if the test starts threads).
fn dimensions(threads: bool) -> Vec<Dimension> {
    let mut v = Vec::new();
    if threads {
        v.push(Dimension::Schedule);
    }
    v.extend([Dimension::Clock, Dimension::Seed, Dimension::Hashes]);
    v
}

/// Perturbations an order dependence must hold under.
const ORDER_CHECKS: u32 = 6;

/// Values of one dimension tried alone when explaining a failure.
const SAMPLES: u32 = 60;

/// The `i`-th value of dimension `d` alone (everything else as by default).
fn sample(d: Dimension, draw: &mut Draw, i: u32) -> Perturbation {
    let mut p = Perturbation::default();
    match d {
        Dimension::Schedule => {
            p.schedule = match i % 3 {
                0 => Schedule::RandomWalk,
                1 => Schedule::Pct,
                _ => Schedule::RoundRobin,
            };
            p.schedule_seed = draw.next_u64() | 1;
        }
        Dimension::Clock => {
            let (ms, ns, zone) = clock(draw);
            p.clock_ms = Some(ms);
            p.ns_per_instruction = Some(ns);
            p.zone = zone;
        }
        Dimension::Seed => p.seed = Some(draw.next_u64()),
        Dimension::Hashes => p.hashes = Some((draw.next_u64() as u32) | 1),
    }
    p
}

fn replay(
    v: &TestVerdict,
    before: Vec<String>,
    perturbation: Perturbation,
    failure: String,
) -> Replay {
    Replay {
        version: 1,
        class: v.class.clone(),
        method: v.method.clone(),
        before,
        before_classes: Vec::new(),
        perturbation,
        failure,
    }
}

/// Orders of the whole suite tried by [`shake_class_order`] (the given one
/// reversed, then shuffles).
const CLASS_ORDERS: u32 = 3;

/// The order of test classes among themselves: run them one after another
/// on one VM, as a build runs a suite on one JVM, in a few orders. A test
/// that was stable on its own and fails after another class ran, or broken
/// on its own and passes after one, depends on that class: find the one
/// class that does it (checked under several perturbations, as a polluter
/// test is), and make the test flaky, `order-dependent`, with a replay file
/// that runs that class first. `verdicts` are those of [`shake_class`].
pub fn shake_class_order(
    req: &ShakeRequest,
    classes: &[String],
    verdicts: &mut [TestVerdict],
    progress: &mut dyn FnMut() -> bool,
) {
    if classes.len() < 2 {
        return;
    }
    let mut draw = Draw(req.seed ^ 0xc1a5_5e50);
    let mut orders: Vec<Vec<String>> = vec![classes.iter().rev().cloned().collect()];
    for _ in 1..CLASS_ORDERS {
        let mut order = classes.to_vec();
        shuffle(&mut order, &mut draw);
        orders.push(order);
    }
    // (test, classes that ran before its class, the failure if it failed)
    let mut suspects: Vec<(usize, Vec<String>, Option<String>)> = Vec::new();
    for order in &orders {
        if !progress() {
            return;
        }
        for r in run_classes_in_order(&req.tests, order) {
            let Some(i) = verdicts
                .iter()
                .position(|v| v.class == r.class && v.method == r.method)
            else {
                continue;
            };
            let failed = failure(&r).map(str::to_string);
            let changed = match verdicts[i].verdict {
                Verdict::Stable => failed.is_some(),
                Verdict::Broken => r.status == Status::Passed,
                Verdict::Flaky => false,
            };
            if changed && !suspects.iter().any(|s| s.0 == i) {
                let before = order
                    .iter()
                    .take_while(|c| **c != r.class)
                    .cloned()
                    .collect();
                suspects.push((i, before, failed));
            }
        }
    }
    let plain = Perturbation::default();
    let mut checks = Draw(req.seed ^ 0x0dde_c1a5);
    let robust: Vec<Perturbation> = (0..ORDER_CHECKS)
        .map(|i| perturbation(&mut checks, i))
        .collect();
    for (i, before, failed) in suspects {
        let v = &mut verdicts[i];
        // The nearest class first: a polluter usually ran just before.
        for p in before.iter().rev() {
            if !progress() {
                return;
            }
            let Ok(mut runner) =
                ClassRunner::after_classes(&req.tests, &v.class, &[], std::slice::from_ref(p))
            else {
                continue;
            };
            let mut outcome = |q: &Perturbation| runner.outcome(q, &[], &v.method);
            let pollutes = failed.is_some();
            let holds = |s: &Option<Status>| match s {
                Some(Status::Failed(_)) => pollutes,
                Some(Status::Passed) => !pollutes,
                _ => false,
            };
            let first = outcome(&plain);
            if !holds(&first) || !robust.iter().all(|q| holds(&outcome(q))) {
                continue;
            }
            v.verdict = Verdict::Flaky;
            v.category = Some(Category::OrderDependent);
            v.polluter = Some(p.clone());
            v.runs += 1;
            let (message, before_classes) = match first {
                // Fails after the polluter: replay that.
                Some(Status::Failed(m)) => {
                    v.failures += 1;
                    (m, vec![p.clone()])
                }
                // Needs the other class first: replay its failure alone.
                _ => (v.message.clone().unwrap_or_default(), Vec::new()),
            };
            v.message = Some(message.clone());
            let mut r = replay(v, Vec::new(), plain.clone(), message);
            r.before_classes = before_classes;
            v.replay = Some(r);
            break;
        }
    }
}

/// Does the test class (or a class nested in it) wait by sleeping
/// (`Thread.sleep`, `TimeUnit.sleep`)? A schedule-dependent failure of such a
/// test is an async wait.
fn test_sleeps(req: &TestRequest, class: &str) -> bool {
    let internal = class.replace('.', "/");
    let nested = format!("{internal}$");
    req.classes
        .iter()
        .filter(|(name, _)| **name == internal || name.starts_with(&nested))
        .filter_map(|(_, bytes)| interp::classfile::parse_class(bytes).ok())
        .any(|cf| {
            let cp = &cf.constant_pool;
            (0..cp.len() as u16).any(|i| {
                matches!(cp.get(i), Ok(interp::classfile::Constant::Methodref { .. }))
                    && cp.member_ref(i).is_ok_and(|m| {
                        m.name == "sleep"
                            && (m.class == "java/lang/Thread"
                                || m.class == "java/util/concurrent/TimeUnit")
                    })
            })
        })
}

/// Run one replay file: the result of its test under its perturbation.
pub fn replay_run(tests: &TestRequest, r: &Replay) -> Result<TestResult, Vec<TestResult>> {
    replay_traced(tests, r, false).map(|(result, _)| result)
}

/// [`replay_run`], and with `explain` the switches between threads it made
/// (the most recent ones, oldest first).
pub fn replay_traced(
    tests: &TestRequest,
    r: &Replay,
    explain: bool,
) -> Result<(TestResult, Vec<interp::vm::threads::Switch>), Vec<TestResult>> {
    let mut runner = ClassRunner::after_classes(tests, &r.class, &[], &r.before_classes)?;
    if explain {
        runner.trace_switches();
    }
    if !runner.test_names().contains(&r.method) {
        return Err(vec![TestResult {
            class: r.class.clone(),
            method: r.method.clone(),
            display: None,
            status: Status::Failed(format!("{} has no test method {}", r.class, r.method)),
        }]);
    }
    let mut order = r.before.clone();
    order.push(r.method.clone());
    let results = runner.run(&r.perturbation, Some(&order));
    let result = results
        .into_iter()
        .find(|x| x.method == r.method)
        .unwrap_or(TestResult {
            class: r.class.clone(),
            method: r.method.clone(),
            display: None,
            status: Status::Failed("did not run".into()),
        });
    Ok((result, runner.switch_trace()))
}
