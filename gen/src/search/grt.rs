//! GRT's guided random generation (Ma et al., 2015): extend sequences that
//! earned their place with a call to a method under test, chosen by how
//! much of it is left to cover and how often it was tried; arguments come
//! from mined constants (fuzzed), the object pool keyed by exact runtime
//! type, and the detective's factories (all in `operators`). A sequence that
//! covers something new is kept for extension; cheap ones (few instructions)
//! are preferred when choosing which to extend.
use rand::Rng;

use super::Search;
use crate::model::TestCase;

const KEPT: usize = 200;

pub fn run(s: &mut Search) {
    let mut kept: Vec<(TestCase, u64)> = Vec::new();
    let mut round = 0u64;
    while !s.done() {
        round += 1;
        if round.is_multiple_of(32) {
            super::dynamosa::refresh_weights(s);
        }
        let mut t = if !kept.is_empty() && s.factory.rng.random_bool(0.5) {
            // Cost-weighted choice of a sequence to extend.
            let weights: Vec<f64> = kept
                .iter()
                .map(|(_, cost)| 1.0 / (1.0 + *cost as f64 / 10_000.0))
                .collect();
            kept[super::operators::pick_weighted(&mut s.factory.rng, &weights)]
                .0
                .clone()
        } else {
            TestCase::default()
        };
        if s.factory.world.any() && s.factory.rng.random_bool(0.3) {
            s.factory.mutate_world(&mut t, None);
        }
        if s.factory.insert_call_under_test(&mut t).is_none() && t.is_empty() {
            continue;
        }
        let before = s.archive.best.len();
        let r = s.evaluate(&t);
        let new_goal = s.archive.best.len() > before;
        if new_goal && matches!(r.end, crate::execute::End::Completed) {
            if kept.len() >= KEPT {
                let k = s.factory.rng.random_range(0..kept.len());
                kept.swap_remove(k);
            }
            kept.push((t, r.cost));
        }
    }
}
