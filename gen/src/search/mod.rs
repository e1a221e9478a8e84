//! Search for tests: the goals and their fitness, the archive of tests that
//! cover them, and the algorithms (one file each): DynaMOSA, the whole-suite
//! GA and GRT's guided random generation. All three build and change tests
//! with the same operators (`operators/`) and run them on one `Executor`.
pub mod collections;
pub mod dynamosa;
pub mod grt;
pub mod operators;
pub mod replace;
pub mod wholesuite;

use std::collections::BTreeMap;
use std::rc::Rc;

use crate::execute::{End, ExecResult, Executor, RunOptions};
use crate::model::TestCase;

/// Which algorithm to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    Dynamosa,
    Wholesuite,
    Grt,
}

impl Algorithm {
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Dynamosa => "dynamosa",
            Algorithm::Wholesuite => "wholesuite",
            Algorithm::Grt => "grt",
        }
    }
}

/// Approach levels told apart; deeper goals count as this deep.
const APPROACH_LEVELS: usize = 8;

/// A branch distance in [0, 1).
fn normalised(d: f64) -> f64 {
    d / (d + 1.0)
}

/// One coverage goal of the class under test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Goal {
    /// An arm of a conditional jump or switch (index into `Coverage::arms`).
    Arm(u32),
    /// A line (index into `Coverage::lines`).
    Line(u32),
    /// A method of the class called by the test itself (index into
    /// `Goals::calls`; EvoSuite's method criterion): a method whose code
    /// other calls already cover still gets a test of its own, whose result
    /// is asserted — `classify` as well as `isRightAngled`, which calls it.
    Call(u32),
}

/// The goals of a search, and which site/method each arm belongs to.
pub struct Goals {
    pub all: Vec<Goal>,
    /// For each arm: its site's index.
    arm_site: Vec<u32>,
    /// For each site: its method's index in `methods`.
    site_method: Vec<u32>,
    /// For each site: its source line (0 if unknown).
    site_line: Vec<u32>,
    /// For each site and each line goal: the arms it is control dependent on.
    site_deps: Vec<Box<[u32]>>,
    line_deps: Vec<Box<[u32]>>,
    /// For each line goal: its method's index in `methods`, its source line.
    line_method: Vec<(u32, u32)>,
    /// Each instrumented method's line goals as (source line, line goal), sorted.
    methods: Vec<Vec<(u32, u32)>>,
    /// The methods `Goal::Call` asks tests to call.
    pub calls: Vec<interp::MethodId>,
}

impl Goals {
    /// The goals in `methods`: what the report counts, as JaCoCo does — the
    /// arms of sites its filters keep, and each source line once (its first
    /// goal; the interpreter gives all goals of a line the same coverage);
    /// and a direct call of each of `calls`.
    pub fn of_methods(
        exec: &Executor,
        methods: &std::collections::BTreeSet<interp::MethodId>,
        calls: Vec<interp::MethodId>,
    ) -> Goals {
        let cov = instrument::coverage(&exec.vm);
        let mut all = Vec::new();
        let mut index: BTreeMap<u32, u32> = BTreeMap::new();
        let mut lines_of: Vec<Vec<(u32, u32)>> = Vec::new();
        let mut method_index = |m: interp::MethodId, lines_of: &mut Vec<Vec<(u32, u32)>>| {
            *index.entry(m.0).or_insert_with(|| {
                lines_of.push(Vec::new());
                (lines_of.len() - 1) as u32
            })
        };
        let mut line_method = Vec::with_capacity(cov.lines.len());
        for (i, l) in cov.lines.iter().enumerate() {
            let k = method_index(l.method, &mut lines_of);
            lines_of[k as usize].push((l.line, i as u32));
            line_method.push((k, l.line));
        }
        let mut arm_site = vec![0; cov.arms.len()];
        let mut site_method = Vec::with_capacity(cov.sites.len());
        let mut site_line = Vec::with_capacity(cov.sites.len());
        for (s, site) in cov.sites.iter().enumerate() {
            for a in site.first_arm..site.first_arm + site.arms {
                if site.counted && methods.contains(&site.method) {
                    all.push(Goal::Arm(a));
                }
                if let Some(x) = arm_site.get_mut(a as usize) {
                    *x = s as u32;
                }
            }
            site_method.push(method_index(site.method, &mut lines_of));
            site_line.push(site.line.unwrap_or(0));
        }
        for ls in &mut lines_of {
            ls.sort_unstable();
        }
        for (l, goal) in cov.lines.iter().enumerate() {
            if goal.first == l as u32 && methods.contains(&goal.method) {
                all.push(Goal::Line(l as u32));
            }
        }
        all.extend((0..calls.len() as u32).map(Goal::Call));
        Goals {
            all,
            arm_site,
            site_method,
            site_line,
            site_deps: cov.site_deps.clone(),
            line_deps: cov.line_deps.clone(),
            line_method,
            methods: lines_of,
            calls,
        }
    }

    /// Fitness of `r` for `g`: 0 covered; (0, 1) the branch's site was
    /// reached (normalised branch distance); [1, 2) the method was entered
    /// but the goal not reached; 2 not even the method. In [1, 1.9): the
    /// approach level and branch distance of DynaMOSA (Panichella et al.,
    /// TSE 2018) — how many control dependences lie between the goal and
    /// the nearest branch the execution reached, plus how far that branch
    /// was from going the goal's way (ties broken by source position: how
    /// far through the method's lines before the goal the execution got).
    /// In [1.9, 2): no branch the goal depends on was reached (the method
    /// threw before it, or the goal depends on none): source position only.
    pub fn fitness(&self, g: Goal, r: &ExecResult) -> f64 {
        let (method, line, deps) = match g {
            Goal::Call(_) => return if self.covered(g, r) { 0.0 } else { 1.0 },
            Goal::Line(l) => {
                if r.line_hit.get(l as usize).copied().unwrap_or(false) {
                    return 0.0;
                }
                let (m, line) = self.line_method.get(l as usize).copied().unwrap_or((0, 0));
                (m, line, self.line_deps.get(l as usize))
            }
            Goal::Arm(a) => {
                let a = a as usize;
                if r.arm_hit.get(a).copied().unwrap_or(false) {
                    return 0.0;
                }
                let d = r.arm_distance.get(a).copied().unwrap_or(f64::INFINITY);
                if d.is_finite() {
                    // Taken but not covered: the code after the jump threw
                    // before JaCoCo's next probe. Nearly there, not there;
                    // closer when the world let it do more (a host that
                    // resolves, then a connection refused, before a server
                    // that answers), so the steps of a world setup that no
                    // branch tells apart are kept one by one.
                    return if d == 0.0 {
                        0.01 / (1.0 + r.world_accesses as f64)
                    } else {
                        normalised(d)
                    };
                }
                let site = self.arm_site.get(a).copied().unwrap_or(0) as usize;
                (
                    self.site_method.get(site).copied().unwrap_or(0),
                    self.site_line.get(site).copied().unwrap_or(0),
                    self.site_deps.get(site),
                )
            }
        };
        let Some(lines) = self.methods.get(method as usize) else {
            return 2.0;
        };
        let hit = |id: u32| r.line_hit.get(id as usize) == Some(&true);
        if !lines.iter().any(|&(_, id)| hit(id)) {
            return 2.0;
        }
        // How far through the method's lines before the goal's the
        // execution got: 0 all of them, 1 none.
        let before = &lines[..lines.partition_point(|&(n, _)| n < line)];
        let behind = match before.iter().rposition(|&(_, id)| hit(id)) {
            _ if before.is_empty() => 0.5,
            Some(p) => 1.0 - (p + 1) as f64 / before.len() as f64,
            None => 1.0,
        };
        match deps.and_then(|d| self.approach(d, r)) {
            // Source position only tells apart executions that are equally
            // near by approach level and branch distance.
            Some(level) => 1.0 + 0.9 * (level + 0.01 * behind) / APPROACH_LEVELS as f64,
            None => 1.9 + 0.099 * behind,
        }
    }

    /// The approach level of an unreached goal depending on arms `deps`,
    /// plus the normalised distance of the nearest arm on the way whose
    /// site `r` reached: in [0, APPROACH_LEVELS). `None` when no site on
    /// the way was reached (within `APPROACH_LEVELS`).
    fn approach(&self, deps: &[u32], r: &ExecResult) -> Option<f64> {
        let mut frontier: Vec<u32> = deps.to_vec();
        let mut seen_sites: Vec<u32> = Vec::new();
        for level in 0..APPROACH_LEVELS {
            let mut best: Option<f64> = None;
            let mut next = Vec::new();
            for &a in &frontier {
                let d = r
                    .arm_distance
                    .get(a as usize)
                    .copied()
                    .unwrap_or(f64::INFINITY);
                if d.is_finite() {
                    let v = level as f64 + normalised(d);
                    best = Some(best.map_or(v, |b: f64| b.min(v)));
                } else if let Some(&site) = self.arm_site.get(a as usize)
                    && !seen_sites.contains(&site)
                {
                    seen_sites.push(site);
                    next.extend(self.site_deps.get(site as usize).into_iter().flatten());
                }
            }
            if best.is_some() || next.is_empty() {
                return best;
            }
            frontier = next;
        }
        None
    }

    /// The method a goal lies in.
    pub fn method_of(&self, g: Goal, exec: &Executor) -> Option<interp::MethodId> {
        let cov = instrument::coverage(&exec.vm);
        match g {
            Goal::Arm(a) => {
                let site = *self.arm_site.get(a as usize)?;
                cov.sites.get(site as usize).map(|s| s.method)
            }
            Goal::Line(l) => cov.lines.get(l as usize).map(|x| x.method),
            Goal::Call(k) => self.calls.get(k as usize).copied(),
        }
    }

    pub fn covered(&self, g: Goal, r: &ExecResult) -> bool {
        match g {
            Goal::Line(l) => r.line_hit.get(l as usize).copied().unwrap_or(false),
            Goal::Arm(a) => r.arm_hit.get(a as usize).copied().unwrap_or(false),
            Goal::Call(k) => self
                .calls
                .get(k as usize)
                .is_some_and(|m| r.called.contains(m)),
        }
    }
}

/// For each covered goal, the shortest test that covers it (DynaMOSA's
/// archive), with its execution (so that a test bred from it can use what
/// the code compared and parsed).
#[derive(Default)]
pub struct Archive {
    pub best: BTreeMap<Goal, (TestCase, usize, Rc<ExecResult>)>,
    /// Goals only executions that met a limit of Terrarium reached so far,
    /// with the first limit met: what that limit blocks.
    pub blocked: BTreeMap<Goal, String>,
}

impl Archive {
    /// Offer `t` (which ran as `r`); returns whether it was kept for a goal.
    pub fn offer(&mut self, goals: &Goals, t: &TestCase, r: &ExecResult) -> bool {
        // A test whose execution Terrarium could not complete proves nothing.
        if matches!(r.end, End::Broken(..)) {
            if let Some(limit) = r.limits.first() {
                for &g in &goals.all {
                    if goals.covered(g, r) && !self.best.contains_key(&g) {
                        self.blocked.entry(g).or_insert_with(|| limit.clone());
                    }
                }
            }
            return false;
        }
        let size = t.stmts.len() + t.world.len();
        let mut shared: Option<Rc<ExecResult>> = None;
        for &g in &goals.all {
            if !goals.covered(g, r) {
                continue;
            }
            let better = match self.best.get(&g) {
                None => true,
                Some((_, s, _)) => size < *s,
            };
            if better {
                let r = shared.get_or_insert_with(|| Rc::new(r.clone())).clone();
                self.best.insert(g, (t.clone(), size, r));
            }
        }
        shared.is_some()
    }

    /// A random kept test and its execution (one that covers more goals is likelier).
    pub fn pick(&self, rng: &mut impl rand::Rng) -> Option<(&TestCase, &ExecResult)> {
        if self.best.is_empty() {
            return None;
        }
        let k = rng.random_range(0..self.best.len());
        self.best.values().nth(k).map(|(t, _, r)| (t, &**r))
    }

    pub fn covers(&self, g: Goal) -> bool {
        self.best.contains_key(&g)
    }

    /// The distinct tests of the archive, in goal order.
    pub fn tests(&self) -> Vec<TestCase> {
        let mut out: Vec<TestCase> = Vec::new();
        for (t, _, _) in self.best.values() {
            if !out.contains(t) {
                out.push(t.clone());
            }
        }
        out
    }
}

/// When to stop searching.
pub struct Budget<'a> {
    /// Stop after this many test executions (deterministic).
    pub evals: Option<u64>,
    /// Stop when this says so (a wall-clock deadline kept by the host).
    pub expired: &'a dyn Fn() -> bool,
}

impl Budget<'_> {
    pub fn done(&self, exec: &Executor, start: u64) -> bool {
        if let Some(n) = self.evals
            && exec.executions.saturating_sub(start) >= n
        {
            return true;
        }
        // Checking the clock costs; every 16 executions is often enough.
        exec.executions.is_multiple_of(16) && (self.expired)()
    }
}

/// Told about progress while a search runs.
pub trait Progress {
    fn update(&mut self, covered: usize, total: usize, executions: u64);
}

/// A progress that shows nothing.
pub struct Quiet;
impl Progress for Quiet {
    fn update(&mut self, _: usize, _: usize, _: u64) {}
}

/// Everything a search needs.
pub struct Search<'a> {
    pub exec: &'a mut Executor,
    pub factory: operators::Factory,
    pub goals: Goals,
    pub archive: Archive,
    pub budget: Budget<'a>,
    pub progress: &'a mut dyn Progress,
    start: u64,
}

impl<'a> Search<'a> {
    pub fn new(
        exec: &'a mut Executor,
        factory: operators::Factory,
        goals: Goals,
        budget: Budget<'a>,
        progress: &'a mut dyn Progress,
    ) -> Search<'a> {
        let start = exec.executions;
        Search {
            exec,
            factory,
            goals,
            archive: Archive::default(),
            budget,
            progress,
            start,
        }
    }

    pub fn done(&self) -> bool {
        self.archive.best.len() == self.goals.all.len() || self.budget.done(self.exec, self.start)
    }

    /// Run `t`, learn from it (archive, world use, object pool), report progress.
    pub fn evaluate(&mut self, t: &TestCase) -> ExecResult {
        let r = self.exec.run(t, RunOptions::default());
        let kept = self.archive.offer(&self.goals, t, &r);
        self.factory.learn(t, &r, kept);
        if self.exec.executions.is_multiple_of(64) {
            self.progress.update(
                self.archive.best.len(),
                self.goals.all.len(),
                self.exec.executions,
            );
        }
        r
    }

    pub fn run(&mut self, algorithm: Algorithm) {
        match algorithm {
            Algorithm::Dynamosa => dynamosa::run(self),
            Algorithm::Wholesuite => wholesuite::run(self),
            Algorithm::Grt => grt::run(self),
        }
        self.progress.update(
            self.archive.best.len(),
            self.goals.all.len(),
            self.exec.executions,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::execute::{End, Touched};

    /// An execution that hit `lines` and reached arms at the distances given.
    fn run(lines: &[bool], distance: &[f64]) -> ExecResult {
        ExecResult {
            arm_hit: distance.iter().map(|&d| d == 0.0).collect(),
            arm_distance: distance.to_vec(),
            line_hit: lines.to_vec(),
            method_hit: Vec::new(),
            outcomes: Vec::new(),
            end: End::Completed,
            touched: Touched::default(),
            world_accesses: 0,
            runtime_class: Vec::new(),
            inspections: Vec::new(),
            cost: 0,
            compared: Vec::new(),
            called: Vec::new(),
            compared_ints: Vec::new(),
            parsed: Vec::new(),
            threads_started: 0,
            threads_left: 0,
            identity_hashes: false,
            limits: Vec::new(),
            stdout: String::new(),
            written: Vec::new(),
        }
    }

    /// `if (a) { if (b) { if (c) {...} } }` in one method: site 0 (arms
    /// 0 and 1) at line 3, site 1 (arms 2 and 3) under arm 1, site 2 (arms
    /// 4 and 5) under arm 3.
    fn nested() -> Goals {
        Goals {
            all: vec![Goal::Arm(4)],
            arm_site: vec![0, 0, 1, 1, 2, 2],
            site_method: vec![0, 0, 0],
            site_line: vec![3, 4, 5],
            site_deps: vec![Box::new([]), Box::new([1]), Box::new([3])],
            line_deps: vec![Box::new([])],
            line_method: vec![(0, 3)],
            methods: vec![vec![(3, 0)]],
            calls: Vec::new(),
        }
    }

    #[test]
    fn nearer_by_control_dependence_is_fitter() {
        let g = nested();
        let inf = f64::INFINITY;
        let goal = Goal::Arm(4);
        // Not in the method at all.
        let outside = g.fitness(goal, &run(&[false], &[inf; 6]));
        // Two levels away, the outer branch far from going the goal's way.
        let far = g.fitness(goal, &run(&[true], &[0.0, 5.0, inf, inf, inf, inf]));
        // Two levels away, the outer branch nearer.
        let nearer = g.fitness(goal, &run(&[true], &[0.0, 1.0, inf, inf, inf, inf]));
        // One level away: the outer branch went the goal's way.
        let inner = g.fitness(goal, &run(&[true], &[5.0, 0.0, 0.0, 7.0, inf, inf]));
        // The goal's own site reached.
        let site = g.fitness(goal, &run(&[true], &[5.0, 0.0, 7.0, 0.0, 3.0, 0.0]));
        assert_eq!(outside, 2.0);
        assert!(site < 1.0, "{site}");
        assert!(1.0 <= inner && inner < nearer, "{inner} {nearer}");
        assert!(nearer < far && far < 1.9, "{nearer} {far}");
    }
}
