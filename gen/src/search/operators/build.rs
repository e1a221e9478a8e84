//! Building tests: random tests of calls under test, and the values a
//! call needs (a variable the test has, an object from the pool, or one a
//! maker makes).
use std::collections::BTreeSet;
use std::rc::Rc;

use interp::classfile::FieldType;
use rand::Rng;
use rand::seq::IndexedRandom;

use super::{Factory, MAX_DEPTH, MAX_LEN, pick_weighted, sam_key};
use crate::analysis::Maker;
use crate::generics::{GType, Generic, Sam};
use crate::model::{CallKind, Callable, Lit, Stmt, TestCase};

/// A way to make a value of a wanted type.
enum Made {
    By(Maker),
    /// A collection or map, constructing this class.
    Collection(&'static str),
    Lambda(Sam),
}

impl Factory {
    /// A new random test: a few calls to the methods under test.
    pub fn random_test(&mut self) -> TestCase {
        let mut t = TestCase::default();
        let calls = self.rng.random_range(1..=4);
        for _ in 0..calls {
            self.insert_call_under_test(&mut t);
        }
        if self.world.any() && self.rng.random_bool(0.5) {
            self.mutate_world(&mut t, None);
        }
        t
    }

    /// Pick a callable under test: weighted towards those with uncovered
    /// goals and those chosen less often (GRT).
    pub fn pick_under_test(&mut self) -> Option<Rc<Callable>> {
        if self.under_test.is_empty() {
            return None;
        }
        let weights: Vec<f64> = (0..self.under_test.len())
            .map(|i| {
                let u = self.uncovered.get(i).copied().unwrap_or(0) as f64;
                let c = self.chosen.get(i).copied().unwrap_or(0) as f64;
                (1.0 + 4.0 * u) / (1.0 + c).sqrt()
            })
            .collect();
        let pick = pick_weighted(&mut self.rng, &weights);
        if let Some(c) = self.chosen.get_mut(pick) {
            *c += 1;
        }
        self.under_test.get(pick).cloned()
    }

    pub fn insert_call_under_test(&mut self, t: &mut TestCase) -> Option<usize> {
        let c = self.pick_under_test()?;
        self.insert_call(t, &c, 0)
    }

    /// Append a call of `c` (building its receiver and arguments first).
    pub fn insert_call(&mut self, t: &mut TestCase, c: &Rc<Callable>, depth: u32) -> Option<usize> {
        if t.stmts.len() >= MAX_LEN {
            return None;
        }
        let receiver = match c.kind {
            CallKind::Instance => {
                let r = self.obtain(t, &c.this(), depth + 1, true)?;
                // A null receiver only throws NullPointerException: not worth a test.
                if matches!(t.stmts.get(r), Some(Stmt::Lit(Lit::Null(_)))) {
                    return None;
                }
                Some(r)
            }
            _ => None,
        };
        let outer = if depth > 0 {
            self.focus.replace(c.class.clone())
        } else {
            self.focus.take()
        };
        let mut args = Vec::with_capacity(c.params.len());
        for (k, p) in c.gparams().iter().enumerate() {
            // A library maker's argument of a known meaning (a month, a zone
            // id, a decimal) is mostly one that is valid.
            if let Some(l) = self.library_arg(t, c, k) {
                t.stmts.push(Stmt::Lit(l));
                args.push(t.stmts.len() - 1);
                continue;
            }
            match self.obtain(t, p, depth + 1, false) {
                Some(a) => args.push(a),
                None => {
                    self.focus = outer;
                    return None;
                }
            }
        }
        self.focus = outer;
        t.stmts.push(Stmt::Call {
            callable: c.clone(),
            receiver,
            args,
        });
        Some(t.stmts.len() - 1)
    }

    /// A variable of type `want`: an existing one, one from the pool, or new
    /// (its declared type fits `want`, type arguments and all).
    fn obtain(
        &mut self,
        t: &mut TestCase,
        want: &GType,
        depth: u32,
        non_null: bool,
    ) -> Option<usize> {
        let ty = want.erasure();
        if !ty.is_reference() {
            let l = self.random_lit(&ty);
            t.stmts.push(Stmt::Lit(l));
            return Some(t.stmts.len() - 1);
        }
        let existing: Vec<usize> = (0..t.stmts.len())
            .filter(|&i| {
                self.fits_var(&t.stmts[i], want)
                    && !(non_null && matches!(t.stmts[i], Stmt::Lit(Lit::Null(_))))
            })
            .collect();
        if !existing.is_empty() && self.rng.random_bool(0.6) {
            return existing.choose(&mut self.rng).copied();
        }
        if let FieldType::Object(name) = &ty {
            if name == "java/lang/String" && !non_null && self.rng.random_bool(0.05) {
                t.stmts.push(Stmt::Lit(Lit::Null(ty.clone())));
                return Some(t.stmts.len() - 1);
            }
            if self.rng.random_bool(0.3)
                && let Some(i) = self.take_from_pool(t, name, want)
            {
                return Some(i);
            }
        }
        let mut makers: Vec<Made> = self
            .makers
            .get(&ty.descriptor())
            .into_iter()
            .flatten()
            .filter_map(|m| self.fitting(m, want))
            .collect();
        let collection = want
            .class_name()
            .and_then(crate::search::collections::concrete)
            .filter(|_| want.is_plain() || want.arg_types().len() <= 2);
        if let Some(class) = collection {
            // The usual way to pass a collection: a few times.
            makers.extend([Made::Collection(class), Made::Collection(class)]);
        }
        if let Some(sam) = self.sams.get(&sam_key(want)) {
            let sam = sam.clone();
            makers.extend([Made::Lambda(sam.clone()), Made::Lambda(sam)]);
        }
        if makers.is_empty() || depth > MAX_DEPTH || (!non_null && self.rng.random_bool(0.03)) {
            t.stmts.push(Stmt::Lit(Lit::Null(ty.clone())));
            return Some(t.stmts.len() - 1);
        }
        let m = makers.swap_remove(self.rng.random_range(0..makers.len()));
        self.make(t, m, want, depth)
    }

    /// A new variable declared `want`, made by `m` (its arguments obtained
    /// one level deeper than `depth`).
    fn make(&mut self, t: &mut TestCase, m: Made, want: &GType, depth: u32) -> Option<usize> {
        match m {
            Made::By(Maker::StringLit) => {
                // Often a word of a string the test already uses: the key it
                // stored, the name it registered.
                // Words, and the parts between separators ("a b=1" gives the
                // key "a b" as well as "a" and "b").
                let words: Vec<String> = t
                    .string_literals()
                    .flat_map(|x| {
                        x.split(|c: char| !c.is_alphanumeric())
                            .chain(x.split(['=', ':', ',', ';', '\n', '\t']).map(str::trim))
                    })
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect::<BTreeSet<String>>()
                    .into_iter()
                    .collect();
                let word = if !words.is_empty() && self.rng.random_bool(0.2) {
                    words.choose(&mut self.rng).cloned()
                } else {
                    None
                };
                let s = word.unwrap_or_else(|| self.random_string());
                t.stmts.push(Stmt::Lit(Lit::Str(s)));
                Some(t.stmts.len() - 1)
            }
            Made::By(Maker::Array(elem)) => {
                let elem_g = match want {
                    GType::Array(e) => (**e).clone(),
                    _ => GType::from_erased(&elem),
                };
                let n = self.rng.random_range(0..=3);
                let mut items = Vec::new();
                for _ in 0..n {
                    items.push(self.obtain(t, &elem_g, depth + 1, false)?);
                }
                t.stmts.push(Stmt::Array { elem, items });
                Some(t.stmts.len() - 1)
            }
            Made::By(Maker::Call(c)) => self.insert_call(t, &c, depth),
            Made::By(Maker::Constant { class, name, ty }) => {
                t.stmts.push(Stmt::Constant { class, name, ty });
                Some(t.stmts.len() - 1)
            }
            Made::Collection(class) => {
                let declared = match want {
                    GType::Class { name, args } if args.is_empty() => {
                        // A raw parameter (no signature): of objects.
                        let n = if crate::search::collections::is_map(class) {
                            2
                        } else {
                            1
                        };
                        GType::Class {
                            name: name.clone(),
                            args: vec![crate::generics::GArg::Type(GType::object()); n],
                        }
                    }
                    w => w.exact(),
                };
                // Declared as a type that has `add`.
                let declared = match declared {
                    GType::Class { name, args } if name == "java/lang/Iterable" => GType::Class {
                        name: "java/util/List".to_string(),
                        args,
                    },
                    d => d,
                };
                let elems = declared.arg_types();
                let map = crate::search::collections::is_map(class);
                if elems.len() != if map { 2 } else { 1 } {
                    return None;
                }
                let n = self.rng.random_range(0..=3);
                let mut items = Vec::new();
                for _ in 0..n {
                    for e in &elems {
                        items.push(self.obtain(t, e, depth + 1, true)?);
                    }
                }
                t.stmts.push(Stmt::Collection {
                    ty: declared,
                    class: Rc::from(class),
                    items,
                });
                Some(t.stmts.len() - 1)
            }
            Made::Lambda(sam) => {
                let result = match &sam.ret {
                    Some(r) => Some(self.obtain(t, r, depth + 1, false)?),
                    None => None,
                };
                t.stmts.push(Stmt::Lambda {
                    ty: want.exact(),
                    sam: Rc::from(sam.name.as_str()),
                    desc: Rc::from(sam.desc.descriptor().as_str()),
                    result,
                });
                Some(t.stmts.len() - 1)
            }
        }
    }

    /// Does variable `s` fit where `want` is declared?
    pub(super) fn fits_var(&self, s: &Stmt, want: &GType) -> bool {
        // A null fits any reference type (the written test casts it).
        if let Stmt::Lit(Lit::Null(n)) = s {
            return self.assignable(n, &want.erasure());
        }
        let index = &self.catalog.index;
        s.gty()
            .is_some_and(|g| g.fits(want, &|a, b| index.is_subtype(a, b)))
    }

    /// Maker `m` for a value declared `want`, if what it makes fits: a call
    /// whose generic result is `want`, or one javac infers to be
    /// (`Comparator.naturalOrder()` for a `Comparator<String>`).
    fn fitting(&self, m: &Maker, want: &GType) -> Option<Made> {
        let index = &self.catalog.index;
        let sub = |a: &str, b: &str| index.is_subtype(a, b);
        match m {
            Maker::Call(c) => {
                let made = c.gyields()?;
                if made.fits(want, &sub) {
                    return Some(Made::By(m.clone()));
                }
                let g = c.generic.as_ref()?;
                let wanted_args = want.exact().arg_types();
                let infers = g.infers
                    && c.kind != CallKind::Instance
                    && sub(made.class_name()?, want.class_name()?)
                    && (c.kind != CallKind::Constructor
                        || g.through
                            .iter()
                            .any(|n| Some(n.as_str()) == want.class_name()))
                    && wanted_args.len() == g.bounds.len()
                    && wanted_args.iter().zip(&g.bounds).all(|(a, b)| {
                        a.class_name().is_some_and(|n| sub(n, b)) || b == "java/lang/Object"
                    });
                if !infers {
                    return None;
                }
                let mut c = (**c).clone();
                c.generic = Some(Rc::new(Generic {
                    ret: Some(want.exact()),
                    ..(**g).clone()
                }));
                Some(Made::By(Maker::Call(Rc::new(c))))
            }
            // `C.class` is a `Class<C>`: it fits a `Class<?>`.
            Maker::Constant { name, .. } if crate::model::is_class_literal(name) => {
                let any = |a: &crate::generics::GArg| matches!(a, crate::generics::GArg::Any);
                matches!(want, GType::Class { args, .. } if args.iter().all(any))
                    .then(|| Made::By(m.clone()))
            }
            Maker::Constant { .. } | Maker::StringLit => {
                want.is_plain().then(|| Made::By(m.clone()))
            }
            Maker::Array(_) => match want {
                // No array of a parameterized type (`new List<String>[]` is no Java).
                GType::Array(e) if e.is_plain() => Some(Made::By(m.clone())),
                GType::Class { .. } => Some(Made::By(m.clone())),
                _ => None,
            },
        }
    }

    fn take_from_pool(&mut self, t: &mut TestCase, want: &str, gwant: &GType) -> Option<usize> {
        let candidates: Vec<Rc<str>> = self
            .pool
            .keys()
            .filter(|k| self.catalog.index.is_subtype(k, want))
            .cloned()
            .collect();
        let k = candidates.choose(&mut self.rng)?;
        let (stmts, at) = self.pool.get(k)?.choose(&mut self.rng)?.clone();
        if t.stmts.len() + stmts.len() > MAX_LEN || !self.fits_var(stmts.get(at)?, gwant) {
            return None;
        }
        let offset = t.append(&stmts);
        Some(offset + at)
    }
}
