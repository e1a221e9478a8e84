//! Mutation analysis: which of a test's assertions would notice a fault.
//!
//! Each mutant changes one instruction of the class under test (the
//! operators are in `instrument::mutation`). The final tests run against
//! every mutant on whose line they pass; a mutant is killed when a test ends
//! differently (an exception that was not there, or no longer is; a loop
//! that no longer ends) or one of its checks fails. Per test, only checks
//! that kill a mutant no earlier kept check of that test kills are kept,
//! as EvoSuite keeps its assertions; a test whose checks kill nothing keeps
//! the check of its last call's result. The killed share is the report's
//! mutation score.
use std::collections::BTreeSet;
use std::rc::Rc;

use instrument::mutation::mutants_of;
use interp::MethodId;
use interp::exec::instr::{Code, Instr};

use crate::execute::{End, ExecResult, Executor, RunOptions};
use crate::model::{CallKind, Callable, Lit, Stmt, TestCase};
use crate::postprocess::{Check, FinalTest, check_holds, ends_as_expected};

/// Mutants analysed per class at most (spread evenly over its code when it
/// has more), so that analysis stays a small part of a class's budget.
const MAX_MUTANTS: usize = 600;

/// How many of a class's mutants its tests kill.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Score {
    pub killed: usize,
    pub total: usize,
}

impl Score {
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            100.0 * self.killed as f64 / self.total as f64
        }
    }
}

/// A mutant: instruction `at` of `code` replaced; `line` is the line goal
/// of that instruction (a test that does not cover it cannot notice).
#[derive(Clone)]
struct Mutant {
    code: Rc<Code>,
    at: usize,
    line: Option<u32>,
    replacement: Instr,
}

/// Is instruction `at` of `code` part of a superinstruction that starts
/// before it (`lcmp; ifle` decoded as `LCmpIf` with the `ifle` left in
/// place)? Execution skips it, so its mutants would be counted twice and
/// never run: the superinstruction's own mutants are the ones that count.
/// (Only a branch into the middle of the sequence runs it: rare, a
/// conditional expression's join.)
fn swallowed(code: &Code, at: usize) -> bool {
    (1..=2).any(|back| {
        at.checked_sub(back)
            .and_then(|h| code.instrs.get(h))
            .is_some_and(|h| fused_len(h.get()) > back)
    })
}

/// How many bytecode instructions a decoded instruction does (see
/// `interp::exec::decode::fuse`).
fn fused_len(i: Instr) -> usize {
    use Instr::*;
    match i {
        IfLocalsCmp(..) | IfLocalConstCmp(..) | LoadsIAdd(..) | LoadConstIAdd(..)
        | LoadsArrayLoad(..) => 3,
        IfLocal(..) | IIncGoto(..) | LCmpIf(..) | DCmpIf(..) | FCmpIf(..) | Load2x(..)
        | IBinLocal(..) | IBinConst(..) | DBinLocal(..) | StoreLoad(..) => 2,
        _ => 1,
    }
}

/// Analyse `tests` against the mutants of `methods`, trim their checks to
/// those that kill mutants, and return the mutation score.
pub fn analyse(
    exec: &mut Executor,
    methods: &BTreeSet<MethodId>,
    tests: &mut Vec<FinalTest>,
    callables: &[Rc<Callable>],
    package: &str,
) -> Score {
    let mut mutants = Vec::new();
    for &m in methods {
        let Some(code) = exec.vm.decoded_code(m) else {
            continue;
        };
        for (at, cell) in code.instrs.iter().enumerate() {
            if swallowed(&code, at) {
                continue;
            }
            for (replacement, _) in mutants_of(cell.get()) {
                let line = code
                    .line_at(at as u32)
                    .and_then(|l| instrument::coverage(&exec.vm).find_line_goal(m, l));
                mutants.push(Mutant {
                    code: code.clone(),
                    at,
                    line,
                    replacement,
                });
            }
        }
    }
    if mutants.len() > MAX_MUTANTS {
        let step = mutants.len() as f64 / MAX_MUTANTS as f64;
        mutants = (0..MAX_MUTANTS)
            .filter_map(|k| mutants.get((k as f64 * step) as usize).cloned())
            .collect();
    }
    let total = mutants.len();
    if tests.is_empty() || mutants.is_empty() {
        for t in tests.iter_mut().filter(|t| !t.world) {
            t.checks.retain(|c| !c.needs_world());
        }
        return Score { killed: 0, total };
    }
    let (mut kills, mut dead) = kill_matrix(exec, &mutants, tests);
    // Tests that kill what survived, made from the tests that reach it.
    let extra = killers(exec, &mutants, &dead, tests, callables, package);
    if !extra.is_empty() {
        tests.extend(extra);
        (kills, dead) = kill_matrix(exec, &mutants, tests);
    }
    for (t, kills) in tests.iter_mut().zip(kills) {
        keep_killing_checks(t, &kills);
    }
    Score {
        killed: dead.iter().filter(|d| **d).count(),
        total,
    }
}

/// Per test, the mutants each of its checks kills; and per mutant, whether
/// any test kills it.
fn kill_matrix(
    exec: &mut Executor,
    mutants: &[Mutant],
    tests: &[FinalTest],
) -> (Vec<Vec<BTreeSet<usize>>>, Vec<bool>) {
    let inspect = RunOptions {
        inspect: true,
        ..RunOptions::default()
    };
    // Each test's own run: the lines it executes (a mutant elsewhere cannot
    // change it) and its cost (a mutant that makes it loop is cut off at a
    // multiple of that).
    let originals: Vec<ExecResult> = tests.iter().map(|t| exec.run(&t.case, inspect)).collect();
    let saved_fuel = exec.fuel_per_test;
    let most = originals.iter().map(|r| r.cost).max().unwrap_or(0);
    exec.fuel_per_test = most
        .saturating_mul(20)
        .clamp(100_000, saved_fuel.max(100_000));
    let mut kills: Vec<Vec<BTreeSet<usize>>> = tests
        .iter()
        .map(|t| vec![BTreeSet::new(); t.checks.len()])
        .collect();
    let mut dead = vec![false; mutants.len()];
    for (k, m) in mutants.iter().enumerate() {
        let Some(original) = m.code.swap(m.at, m.replacement) else {
            continue;
        };
        for (i, t) in tests.iter().enumerate() {
            if !reaches(m, &originals[i]) {
                continue;
            }
            let r = exec.run(&t.case, inspect);
            if !ends_as_expected(t, &r) {
                dead[k] = true;
                continue;
            }
            for (c, check) in t.checks.iter().enumerate() {
                if !check_holds(check, &r) {
                    kills[i][c].insert(k);
                    dead[k] = true;
                }
            }
        }
        m.code.swap(m.at, original);
    }
    exec.fuel_per_test = saved_fuel;
    (kills, dead)
}

fn reaches(m: &Mutant, r: &ExecResult) -> bool {
    m.line
        .is_some_and(|l| r.line_hit.get(l as usize) == Some(&true))
}

/// Executions the search for killing tests may take per class.
const KILLER_BUDGET: u64 = 4000;

/// Tests that kill surviving mutants: variants of the tests that reach a
/// survivor (a number one up or down, for a moved boundary; the last call
/// made to another method of the class taking the same arguments, whose
/// result shows what the first one's hides), kept when they run the same
/// on the class and differently on the mutant.
fn killers(
    exec: &mut Executor,
    mutants: &[Mutant],
    dead: &[bool],
    tests: &[FinalTest],
    callables: &[Rc<Callable>],
    package: &str,
) -> Vec<FinalTest> {
    let inspect = RunOptions {
        inspect: true,
        ..RunOptions::default()
    };
    let start = exec.executions;
    let originals: Vec<ExecResult> = tests
        .iter()
        .map(|t| exec.run(&t.case, RunOptions::default()))
        .collect();
    let mut made: Vec<FinalTest> = Vec::new();
    let mut killed = dead.to_vec();
    for k in 0..mutants.len() {
        if killed[k] {
            continue;
        }
        let m = &mutants[k];
        // A test made for an earlier survivor may kill this one too.
        if let Some(original) = m.code.swap(m.at, m.replacement) {
            let by_made = made.iter().any(|t| {
                let r = exec.run(&t.case, inspect);
                !ends_as_expected(t, &r) || t.checks.iter().any(|c| !check_holds(c, &r))
            });
            m.code.swap(m.at, original);
            if by_made {
                continue;
            }
        }
        let reaching: Vec<usize> = (0..tests.len())
            .filter(|&i| reaches(m, &originals[i]))
            .take(3)
            .collect();
        'variants: for i in reaching {
            for v in variants(&tests[i].case, callables) {
                if exec.executions - start > KILLER_BUDGET {
                    return made;
                }
                let plain = exec.run(&v, inspect);
                // A test ends where it throws: a variant that throws before
                // its last statement would be written with statements that
                // never run (and would not throw where the test expects).
                let last = v.stmts.len().saturating_sub(1);
                if !(plain.end == End::Completed || plain.end == End::Threw(last)) {
                    continue;
                }
                let Some(original) = m.code.swap(m.at, m.replacement) else {
                    continue;
                };
                let mutated = exec.run(&v, inspect);
                m.code.swap(m.at, original);
                if plain.end == mutated.end
                    && plain.outcomes == mutated.outcomes
                    && plain.inspections == mutated.inspections
                {
                    continue;
                }
                let Some(t) = crate::postprocess::final_test(exec, v, package) else {
                    continue;
                };
                killed[k] = true;
                made.push(t);
                break 'variants;
            }
        }
    }
    made
}

/// Variants of `t` that may take another path or show another result.
fn variants(t: &TestCase, callables: &[Rc<Callable>]) -> Vec<TestCase> {
    let mut out = Vec::new();
    for (j, s) in t.stmts.iter().enumerate() {
        let Stmt::Lit(l) = s else { continue };
        let near: Vec<Lit> = match *l {
            Lit::Int(v) => vec![Lit::Int(v.wrapping_add(1)), Lit::Int(v.wrapping_sub(1))],
            Lit::Long(v) => vec![Lit::Long(v.wrapping_add(1)), Lit::Long(v.wrapping_sub(1))],
            Lit::Double(v) => vec![Lit::Double(v + 1.0), Lit::Double(v - 1.0)],
            _ => Vec::new(),
        };
        for n in near {
            let mut c = t.clone();
            c.stmts[j] = Stmt::Lit(n);
            out.push(c);
        }
    }
    if let Some(Stmt::Call {
        callable,
        receiver,
        args,
    }) = t.stmts.last()
    {
        for other in callables.iter().filter(|o| {
            !Rc::ptr_eq(o, callable)
                && o.kind == callable.kind
                && o.kind != CallKind::Constructor
                && o.class == callable.class
                && o.params == callable.params
                && o.ret.is_some()
        }) {
            let mut c = t.clone();
            if let Some(last) = c.stmts.last_mut() {
                *last = Stmt::Call {
                    callable: other.clone(),
                    receiver: *receiver,
                    args: args.clone(),
                };
            }
            out.push(c);
        }
    }
    out
}

/// Assertions a test keeps at most: past a handful, more read as noise.
const MAX_CHECKS: usize = 5;

/// Keep the checks that kill mutants (greedily, the one killing most of
/// what is left first, at most [`MAX_CHECKS`]), in their order; with none,
/// the one check that says most about the test's last call. A test that
/// needs no world asserts what only `World` tells (what was printed, the
/// files written) only for mutants its other checks miss: then it becomes
/// a world test.
fn keep_killing_checks(t: &mut FinalTest, kills: &[BTreeSet<usize>]) {
    let mut left: BTreeSet<usize> = kills.iter().flatten().copied().collect();
    let mut keep = vec![false; t.checks.len()];
    let mut kept = 0;
    let phases: &[bool] = if t.world { &[true] } else { &[false, true] };
    for &world_checks in phases {
        while !left.is_empty() && kept < MAX_CHECKS {
            let best = (0..kills.len())
                .filter(|&c| !keep[c] && (world_checks || !t.checks[c].needs_world()))
                .max_by_key(|&c| (kills[c].intersection(&left).count(), std::cmp::Reverse(c)));
            let Some(c) = best else { break };
            if kills[c].intersection(&left).next().is_none() {
                break;
            }
            keep[c] = true;
            kept += 1;
            left.retain(|m| !kills[c].contains(m));
        }
    }
    if kept == 0
        && let Some(c) = fallback_check(t)
    {
        keep[c] = true;
    }
    let mut k = keep.into_iter();
    t.checks.retain(|_| k.next().unwrap_or(true));
    t.world |= t.checks.iter().any(Check::needs_world);
}

/// The check of a test whose checks kill nothing: its last call's result,
/// else the state of what that call returned or was called on, else what
/// it printed or wrote, else its first check.
fn fallback_check(t: &FinalTest) -> Option<usize> {
    let last = t.case.stmts.len().checked_sub(1)?;
    let receiver = match t.case.stmts.get(last) {
        Some(crate::model::Stmt::Call { receiver, .. }) => *receiver,
        _ => None,
    };
    let rank = |c: &Check| match c {
        Check::Returns { stmt, .. }
        | Check::Enum { stmt, .. }
        | Check::Items { stmt, .. }
        | Check::Same { stmt, .. }
        | Check::Boxed { stmt, .. }
            if *stmt == last =>
        {
            0
        }
        Check::Getter { var, .. }
        | Check::GetterEnum { var, .. }
        | Check::GetterItems { var, .. }
            if *var == last =>
        {
            1
        }
        Check::Getter { var, .. }
        | Check::GetterEnum { var, .. }
        | Check::GetterItems { var, .. }
            if Some(*var) == receiver =>
        {
            2
        }
        Check::Stdout { .. } | Check::File { .. } => 3,
        _ => 4,
    };
    // A test that needs no world stays so.
    (0..t.checks.len())
        .filter(|&c| t.world || !t.checks[c].needs_world())
        .min_by_key(|&c| (rank(&t.checks[c]), c))
}
