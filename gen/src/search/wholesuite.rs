//! The whole-suite GA of EvoSuite (Fraser & Arcuri, 2013), environment-aware
//! as in Arcuri et al. (2014): individuals are whole test suites, fitness is
//! the sum over all goals of the best distance any of the suite's tests
//! reaches; single-point crossover of suites, mutation of their tests,
//! elitism, and the archive keeping covering tests as they appear.
use rand::Rng;

use super::Search;
use crate::execute::ExecResult;
use crate::model::TestCase;

const POPULATION: usize = 8;
const MAX_TESTS: usize = 12;

type Suite = Vec<(TestCase, ExecResult)>;

pub fn run(s: &mut Search) {
    let mut pop: Vec<Suite> = Vec::new();
    while pop.len() < POPULATION && !s.done() {
        let n = s.factory.rng.random_range(1..=4);
        let mut suite = Vec::new();
        for _ in 0..n {
            let t = s.factory.random_test();
            let r = s.evaluate(&t);
            suite.push((t, r));
        }
        pop.push(suite);
    }
    while !s.done() && !pop.is_empty() {
        super::dynamosa::refresh_weights(s);
        pop.sort_by(|a, b| {
            fitness(s, a)
                .total_cmp(&fitness(s, b))
                .then(len(a).cmp(&len(b)))
        });
        let mut next: Vec<Suite> = pop.iter().take(2).cloned().collect(); // elitism
        while next.len() < POPULATION && !s.done() {
            let a = tournament(s, &pop);
            let b = tournament(s, &pop);
            let (mut x, mut y) = (pop[a].clone(), pop[b].clone());
            if s.factory.rng.random_bool(0.75) && !x.is_empty() && !y.is_empty() {
                let cx = s.factory.rng.random_range(0..=x.len());
                let cy = s.factory.rng.random_range(0..=y.len());
                let tx = x.split_off(cx);
                let ty = y.split_off(cy);
                x.extend(ty);
                y.extend(tx);
            }
            for suite in [&mut x, &mut y] {
                mutate(s, suite);
                if !suite.is_empty() {
                    next.push(std::mem::take(suite));
                }
            }
        }
        pop = next;
    }
}

fn len(suite: &Suite) -> usize {
    suite.iter().map(|(t, _)| t.stmts.len()).sum()
}

fn fitness(s: &Search, suite: &Suite) -> f64 {
    s.goals
        .all
        .iter()
        .map(|&g| {
            suite
                .iter()
                .map(|(_, r)| s.goals.fitness(g, r))
                .fold(2.0, f64::min)
        })
        .sum()
}

fn tournament(s: &mut Search, pop: &[Suite]) -> usize {
    let a = s.factory.rng.random_range(0..pop.len());
    let b = s.factory.rng.random_range(0..pop.len());
    // `pop` is sorted best first.
    a.min(b)
}

/// Mutate each test with probability 1/n, and add a new random test with
/// probability 1/3 (while the suite is small enough).
fn mutate(s: &mut Search, suite: &mut Suite) {
    let n = suite.len().max(1) as f64;
    for entry in suite.iter_mut() {
        if s.done() {
            return;
        }
        if s.factory.rng.random_bool(1.0 / n) {
            let t = s.factory.mutate(&entry.0, Some(&entry.1));
            let r = s.evaluate(&t);
            *entry = (t, r);
        }
    }
    if suite.len() < MAX_TESTS && s.factory.rng.random_bool(1.0 / 3.0) && !s.done() {
        let t = s.factory.random_test();
        let r = s.evaluate(&t);
        suite.push((t, r));
    }
}
