//! DynaMOSA (Panichella et al., 2018): a many-objective GA with one
//! objective per uncovered goal. Each generation keeps, for every current
//! target, the test closest to it (the preference criterion), fills the rest
//! of the population by summed fitness over the targets, and stores every
//! covering test in the archive. Targets are dynamic: a branch becomes a
//! target once its conditional jump has been reached (its control
//! dependency is satisfied), so the search never chases branches nested
//! under uncovered ones. Offspring come from mutation (see `operators`);
//! this implementation does not use crossover, whose merges of statement
//! sequences rarely pay for themselves on small classes. Some parents come
//! from the archive (as EvoSuite's archive-based seeding does): a test that
//! reached deep state (an order with lines) is mutated further, though no
//! remaining goal's fitness prefers it.
use rand::Rng;

use super::{Goal, Search};
use crate::execute::ExecResult;
use crate::model::TestCase;

const POPULATION: usize = 24;
/// Share of offspring bred from an archive test instead of the population.
const FROM_ARCHIVE: f64 = 0.2;

pub fn run(s: &mut Search) {
    let mut pop: Vec<(TestCase, ExecResult)> = Vec::new();
    while pop.len() < POPULATION && !s.done() {
        let t = s.factory.random_test();
        let r = s.evaluate(&t);
        pop.push((t, r));
    }
    while !s.done() {
        refresh_weights(s);
        let mut offspring = Vec::with_capacity(POPULATION);
        for _ in 0..POPULATION {
            if s.done() {
                break;
            }
            // Binary tournament on rank (the population is kept sorted).
            let a = s.factory.rng.random_range(0..pop.len().max(1));
            let b = s.factory.rng.random_range(0..pop.len().max(1));
            let archived = if s.factory.rng.random_bool(FROM_ARCHIVE) {
                s.archive.pick(&mut s.factory.rng)
            } else {
                None
            };
            let child = match (archived, pop.get(a.min(b))) {
                (Some((p, r)), _) => s.factory.mutate(p, Some(r)),
                (None, Some((p, r))) if s.factory.rng.random_bool(0.9) => {
                    s.factory.mutate(p, Some(r))
                }
                _ => s.factory.random_test(),
            };
            let r = s.evaluate(&child);
            offspring.push((child, r));
        }
        pop.extend(offspring);
        pop = select(s, pop);
    }
}

/// Uncovered goals whose control dependency is met: lines, calls, and arms
/// of jumps some test has reached; all uncovered goals when none is reached.
fn targets(s: &Search, pop: &[(TestCase, ExecResult)]) -> Vec<Goal> {
    let uncovered: Vec<Goal> = s
        .goals
        .all
        .iter()
        .copied()
        .filter(|g| !s.archive.covers(*g))
        .collect();
    let reached: Vec<Goal> = uncovered
        .iter()
        .copied()
        .filter(|&g| match g {
            Goal::Line(_) | Goal::Call(_) => true,
            Goal::Arm(_) => pop.iter().any(|(_, r)| s.goals.fitness(g, r) < 1.0),
        })
        .collect();
    if reached.iter().any(|g| matches!(g, Goal::Arm(_))) {
        reached
    } else {
        uncovered
    }
}

fn select(s: &Search, pop: Vec<(TestCase, ExecResult)>) -> Vec<(TestCase, ExecResult)> {
    let targets = targets(s, &pop);
    let size = |t: &TestCase| t.stmts.len() + t.world.len();
    let mut chosen = vec![false; pop.len()];
    let mut next: Vec<usize> = Vec::new();
    // Preference criterion: the best test for each target.
    for &g in &targets {
        let best = (0..pop.len()).min_by(|&a, &b| {
            let fa = s.goals.fitness(g, &pop[a].1);
            let fb = s.goals.fitness(g, &pop[b].1);
            fa.total_cmp(&fb)
                .then(size(&pop[a].0).cmp(&size(&pop[b].0)))
        });
        if let Some(i) = best
            && !chosen[i]
            && next.len() < POPULATION
        {
            chosen[i] = true;
            next.push(i);
        }
    }
    // The rest by summed fitness over the targets, shorter first on ties.
    let mut rest: Vec<(f64, usize, usize)> = (0..pop.len())
        .filter(|&i| !chosen[i])
        .map(|i| {
            let f: f64 = targets.iter().map(|&g| s.goals.fitness(g, &pop[i].1)).sum();
            (f, size(&pop[i].0), i)
        })
        .collect();
    rest.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    for (_, _, i) in rest {
        if next.len() >= POPULATION {
            break;
        }
        next.push(i);
    }
    let mut slots: Vec<Option<(TestCase, ExecResult)>> = pop.into_iter().map(Some).collect();
    next.into_iter()
        .filter_map(|i| slots.get_mut(i).and_then(Option::take))
        .collect()
}

/// Tell the factory how many goals of each callable under test are uncovered
/// (for its coverage-weighted choice of what to call).
pub(crate) fn refresh_weights(s: &mut Search) {
    let n = s.factory.under_test.len();
    let mut counts = vec![0u32; n];
    for &g in &s.goals.all {
        if s.archive.covers(g) {
            continue;
        }
        if let Some(m) = s.goals.method_of(g, s.exec)
            && let Some(i) = s.factory.under_test.iter().position(|c| c.method == m)
        {
            counts[i] += 1;
        }
    }
    s.factory.uncovered = counts;
}
