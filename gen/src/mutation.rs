//! Mutation analysis: which of a test's assertions would notice a fault.
//!
//! Each mutant changes one instruction of the class under test (the
//! operators are in `interp::exec::mutation`). The final tests run against
//! every mutant on whose line they pass; a mutant is killed when a test ends
//! differently (an exception that was not there, or no longer is; a loop
//! that no longer ends) or one of its checks fails. Per test, only checks
//! that kill a mutant no earlier kept check of that test kills are kept,
//! as EvoSuite keeps its assertions; a test whose checks kill nothing keeps
//! the check of its last call's result. The killed share is the report's
//! mutation score.
use std::collections::BTreeSet;
use std::rc::Rc;

use interp::MethodId;
use interp::exec::instr::{Code, Instr};
use interp::exec::mutation::mutants_of;

use crate::execute::{ExecResult, Executor, RunOptions};
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
    method: MethodId,
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
    tests: &mut [FinalTest],
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
                    .and_then(|l| exec.vm.coverage.find_line_goal(m, l));
                mutants.push(Mutant {
                    method: m,
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

    // Per test: the mutants each check kills.
    let mut kills: Vec<Vec<BTreeSet<usize>>> = tests
        .iter()
        .map(|t| vec![BTreeSet::new(); t.checks.len()])
        .collect();
    let mut killed = 0;
    for (k, m) in mutants.iter().enumerate() {
        let Some(cell) = m.code.instrs.get(m.at) else {
            continue;
        };
        let original = cell.get();
        cell.set(m.replacement);
        let mut dead = false;
        for (i, t) in tests.iter().enumerate() {
            let reaches = m
                .line
                .is_some_and(|l| originals[i].line_hit.get(l as usize) == Some(&true));
            if !reaches {
                continue;
            }
            let r = exec.run(&t.case, inspect);
            if !ends_as_expected(t, &r) {
                dead = true;
                continue;
            }
            for (c, check) in t.checks.iter().enumerate() {
                if !check_holds(check, &r) {
                    kills[i][c].insert(k);
                    dead = true;
                }
            }
        }
        cell.set(original);
        killed += usize::from(dead);
        if !dead && std::env::var_os("TERRARIUM_SURVIVORS").is_some() {
            let reached = (0..tests.len()).any(|i| {
                m.line
                    .is_some_and(|l| originals[i].line_hit.get(l as usize) == Some(&true))
            });
            eprintln!(
                "SURVIVOR {} line {:?} at {} {:?} -> {:?} reached={reached}",
                exec.vm.method(m.method).name,
                m.code.line_at(m.at as u32),
                m.at,
                original,
                m.replacement
            );
        }
    }
    exec.fuel_per_test = saved_fuel;
    for (t, kills) in tests.iter_mut().zip(kills) {
        keep_killing_checks(t, &kills);
    }
    Score { killed, total }
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
        Check::Returns { stmt, .. } | Check::Enum { stmt, .. } | Check::Items { stmt, .. }
            if *stmt == last =>
        {
            0
        }
        Check::Getter { var, .. } | Check::GetterEnum { var, .. } if *var == last => 1,
        Check::Getter { var, .. } | Check::GetterEnum { var, .. } if Some(*var) == receiver => 2,
        Check::Stdout { .. } | Check::File { .. } => 3,
        _ => 4,
    };
    // A test that needs no world stays so.
    (0..t.checks.len())
        .filter(|&c| t.world || !t.checks[c].needs_world())
        .min_by_key(|&c| (rank(&t.checks[c]), c))
}
