//! DynaMOSA (Panichella et al., 2018): a many-objective GA with one
//! objective per uncovered goal. Each generation keeps, for every current
//! target, the test closest to it (the preference criterion), fills the rest
//! of the population by fronts of non-domination over the targets' fitness
//! and crowding distance, as NSGA-II does, and stores every covering test in
//! the archive. Targets are dynamic: a branch becomes a
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

/// The next population (Panichella et al., TSE 2018): the preference
/// criterion's front first (for each target, the test closest to it,
/// shorter on ties), then the rest by fronts of non-domination over the
/// targets' fitness, the last front that does not fit whole cut by crowding
/// distance (the most isolated first).
fn select(s: &Search, pop: Vec<(TestCase, ExecResult)>) -> Vec<(TestCase, ExecResult)> {
    let targets = targets(s, &pop);
    let size = |t: &TestCase| t.stmts.len() + t.world.len();
    // fitness[i][k]: test i's fitness for target k (0 covers it).
    let fitness: Vec<Vec<f64>> = pop
        .iter()
        .map(|(_, r)| targets.iter().map(|&g| s.goals.fitness(g, r)).collect())
        .collect();
    let mut chosen = vec![false; pop.len()];
    let mut next: Vec<usize> = Vec::new();
    for (k, _) in targets.iter().enumerate() {
        let best = (0..pop.len()).min_by(|&a, &b| {
            fitness[a][k]
                .total_cmp(&fitness[b][k])
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
    let rest: Vec<usize> = (0..pop.len()).filter(|&i| !chosen[i]).collect();
    for front in fronts(&rest, &fitness) {
        let room = POPULATION.saturating_sub(next.len());
        if room == 0 {
            break;
        }
        if front.len() <= room {
            next.extend(front);
        } else {
            next.extend(most_isolated(&front, &fitness, room));
        }
    }
    let mut slots: Vec<Option<(TestCase, ExecResult)>> = pop.into_iter().map(Some).collect();
    next.into_iter()
        .filter_map(|i| slots.get_mut(i).and_then(Option::take))
        .collect()
}

/// `a` dominates `b`: no worse on any target and better on one.
fn dominates(a: &[f64], b: &[f64]) -> bool {
    let mut better = false;
    for (x, y) in a.iter().zip(b) {
        if x > y {
            return false;
        }
        better |= x < y;
    }
    better
}

/// The fast non-dominated sort of NSGA-II: `members` in fronts, the first
/// dominated by none, each next one only by those before it.
fn fronts(members: &[usize], fitness: &[Vec<f64>]) -> Vec<Vec<usize>> {
    let n = members.len();
    let mut dominated_by = vec![0usize; n];
    let mut dominates_list: Vec<Vec<usize>> = vec![Vec::new(); n];
    for a in 0..n {
        for b in a + 1..n {
            let (fa, fb) = (&fitness[members[a]], &fitness[members[b]]);
            if dominates(fa, fb) {
                dominates_list[a].push(b);
                dominated_by[b] += 1;
            } else if dominates(fb, fa) {
                dominates_list[b].push(a);
                dominated_by[a] += 1;
            }
        }
    }
    let mut out = Vec::new();
    let mut current: Vec<usize> = (0..n).filter(|&a| dominated_by[a] == 0).collect();
    while !current.is_empty() {
        let mut following = Vec::new();
        for &a in &current {
            for &b in &dominates_list[a] {
                dominated_by[b] -= 1;
                if dominated_by[b] == 0 {
                    following.push(b);
                }
            }
        }
        following.sort_unstable();
        out.push(current.iter().map(|&a| members[a]).collect());
        current = following;
    }
    out
}

/// The `room` members of `front` with the largest crowding distance (NSGA-II:
/// per target, the distance between each member's neighbours in the
/// front's order on that target; the ends count as infinitely far).
fn most_isolated(front: &[usize], fitness: &[Vec<f64>], room: usize) -> Vec<usize> {
    let targets = front.first().map_or(&[][..], |&i| &fitness[i][..]);
    let mut distance = vec![0.0f64; front.len()];
    let mut order: Vec<usize> = (0..front.len()).collect();
    for (k, _) in targets.iter().enumerate() {
        order.sort_by(|&a, &b| {
            fitness[front[a]][k]
                .total_cmp(&fitness[front[b]][k])
                .then(a.cmp(&b))
        });
        let (Some(&lo), Some(&hi)) = (order.first(), order.last()) else {
            continue;
        };
        let span = fitness[front[hi]][k] - fitness[front[lo]][k];
        distance[lo] = f64::INFINITY;
        distance[hi] = f64::INFINITY;
        if span <= 0.0 {
            continue;
        }
        for w in order.windows(3) {
            let gap = fitness[front[w[2]]][k] - fitness[front[w[0]]][k];
            distance[w[1]] += gap / span;
        }
    }
    let mut ranked: Vec<usize> = (0..front.len()).collect();
    ranked.sort_by(|&a, &b| distance[b].total_cmp(&distance[a]).then(a.cmp(&b)));
    ranked.into_iter().take(room).map(|i| front[i]).collect()
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
