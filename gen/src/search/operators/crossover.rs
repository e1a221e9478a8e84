//! Single-point crossover of two tests, as DynaMOSA breeds them (Panichella
//! et al., TSE 2018): both parents are cut at the same relative point, and
//! each child is one parent's head followed by the other's tail. A tail's
//! statements refer to variables of their own parent's head, which the child
//! does not have: each such reference is bound to a fitting object the
//! child already has (so the tail's calls act on the other head's state,
//! which is what a crossover is for), or else what it needs of its parent's
//! head is copied along. A statement that cannot be bound (the test would
//! grow too long) is dropped, with the statements that use it.
use rand::Rng;
use rand::seq::IndexedRandom;

use super::{Factory, MAX_LEN};
use crate::generics::GType;
use crate::model::{Stmt, TestCase};

impl Factory {
    /// The two children of `a` and `b`; each keeps its head's world.
    pub fn crossover(&mut self, a: &TestCase, b: &TestCase) -> (TestCase, TestCase) {
        let at: f64 = self.rng.random();
        // The same share of each parent: `at` of the statements stay in the head.
        let cut = |t: &TestCase| ((t.stmts.len() as f64 * at) as usize).min(t.stmts.len());
        let (ca, cb) = (cut(a), cut(b));
        let x = self.splice(a, ca, b, cb);
        let y = self.splice(b, cb, a, ca);
        (x, y)
    }

    /// `head`'s statements before `hcut`, then `tail`'s from `tcut` on.
    fn splice(&mut self, head: &TestCase, hcut: usize, tail: &TestCase, tcut: usize) -> TestCase {
        let mut t = TestCase {
            world: head.world.clone(),
            stmts: head.stmts.get(..hcut).unwrap_or_default().to_vec(),
        };
        // Where each of `tail`'s variables is in the child, once there.
        let mut placed: Vec<Option<usize>> = vec![None; tail.stmts.len()];
        for (j, s) in tail.stmts.iter().enumerate().skip(tcut) {
            if t.stmts.len() >= MAX_LEN {
                break;
            }
            let wants = wanted(s);
            let mut s = s.clone();
            let mut bound = true;
            for (k, u) in s.uses_mut().into_iter().enumerate() {
                let v = match placed.get(*u).copied().flatten() {
                    Some(v) => Some(v),
                    None if *u < tcut => {
                        let v = self.bind(&mut t, tail, *u, wants.get(k).and_then(Option::as_ref));
                        if let Some(p) = placed.get_mut(*u) {
                            *p = v;
                        }
                        v
                    }
                    // A statement of the tail that was dropped.
                    None => None,
                };
                match v {
                    Some(v) => *u = v,
                    None => {
                        bound = false;
                        break;
                    }
                }
            }
            if bound && t.stmts.len() < MAX_LEN {
                t.stmts.push(s);
                placed[j] = Some(t.stmts.len() - 1);
            }
        }
        t
    }

    /// A variable of child `t` for `tail`'s variable `u` (of `tail`'s head),
    /// declared `want` where it is used: an object `t` already makes that
    /// fits, or else a copy of the statements of `tail` that make `u`.
    /// Literals and constants are copied, not bound to another value: the
    /// tail's calls keep their arguments.
    fn bind(
        &mut self,
        t: &mut TestCase,
        tail: &TestCase,
        u: usize,
        want: Option<&GType>,
    ) -> Option<usize> {
        let made = tail.stmts.get(u)?;
        if let Some(want) = want
            && !matches!(made, Stmt::Lit(_) | Stmt::Constant { .. })
        {
            let fitting: Vec<usize> = (0..t.stmts.len())
                .filter(|&i| {
                    !matches!(
                        t.stmts[i],
                        Stmt::Lit(_) | Stmt::Constant { .. } | Stmt::World(_)
                    ) && self.fits_var(&t.stmts[i], want)
                })
                .collect();
            if let Some(&i) = fitting.choose(&mut self.rng) {
                return Some(i);
            }
        }
        let (stmts, at) = tail.closure(u);
        if t.stmts.len() + stmts.len() > MAX_LEN {
            return None;
        }
        Some(t.append(&stmts) + at)
    }
}

/// The declared type of each variable `s` uses, in the order of
/// `Stmt::uses_mut` (none where it is not known: a lambda's result).
fn wanted(s: &Stmt) -> Vec<Option<GType>> {
    match s {
        Stmt::Call {
            callable,
            receiver,
            args,
        } => {
            let params = callable.gparams();
            let recv = receiver.map(|_| Some(callable.this()));
            recv.into_iter()
                .chain((0..args.len()).map(|k| params.get(k).cloned()))
                .collect()
        }
        Stmt::Array { elem, items } => vec![Some(GType::from_erased(elem)); items.len()],
        Stmt::Collection { ty, items, .. } => {
            let elems = ty.arg_types();
            (0..items.len())
                .map(|k| elems.get(k % elems.len().max(1)).cloned())
                .collect()
        }
        Stmt::Lambda { result, .. } => vec![None; usize::from(result.is_some())],
        Stmt::Lit(_) | Stmt::Constant { .. } | Stmt::World(_) => Vec::new(),
    }
}
