//! Changing tests: EvoSuite's delete, change and insert, and input-to-state
//! replacement of an input by what the code compared it with.
use std::rc::Rc;

use instrument::testability::ParseKind;
use interp::classfile::{ACC_ENUM, FieldType};
use rand::Rng;
use rand::seq::IndexedRandom;

use super::{Factory, MAX_LEN, test_now};
use crate::analysis::Maker;
use crate::execute::ExecResult;
use crate::model::{CallKind, Callable, Stmt, TestCase, WorldAction, iso_date};
use crate::search::replace;

/// Share of insertions that make time pass (in a class that reads the clock).
const TIME_PASSES: f64 = 0.15;
/// Share of mutations (of a test whose execution is known) that replace an
/// input by the text the code compared it with.
const REPLACE_COMPARED: f64 = 0.2;
/// Share of the calls inserted on an argument of a call under test with
/// state setters that are setters.
const SETTER_SHARE: f64 = 0.5;
/// Share of those setters placed no later than the object's next use.
const BEFORE_USE: f64 = 0.5;

impl Factory {
    /// A changed copy of `t` (EvoSuite's operators: delete, change, insert;
    /// plus changes to the test's world). `ran` is `t`'s own execution, if
    /// known: the names and ports it touched are preferred, and the texts it
    /// compared can replace the inputs they came from.
    pub fn mutate(&mut self, t: &TestCase, ran: Option<&ExecResult>) -> TestCase {
        let mut t = t.clone();
        if let Some(r) = ran
            && (!r.compared.is_empty() || !r.compared_ints.is_empty() || !r.parsed.is_empty())
            && self.rng.random_bool(REPLACE_COMPARED)
            && self.replace_compared(&mut t, r)
        {
            return t;
        }
        let seen = ran.map(|r| &r.touched);
        let n = t.stmts.len().max(1) as f64;
        if !t.stmts.is_empty() && self.rng.random_bool(1.0 / 3.0) {
            for i in (0..t.stmts.len()).rev() {
                if i < t.stmts.len() && self.rng.random_bool(1.0 / n) {
                    t.remove(i);
                }
            }
        }
        if !t.stmts.is_empty() && self.rng.random_bool(1.0 / 3.0) {
            for i in 0..t.stmts.len() {
                if self.rng.random_bool(1.0 / n) {
                    self.change(&mut t, i);
                }
            }
        }
        if t.stmts.is_empty() || self.rng.random_bool(1.0 / 3.0) {
            let mut p = 0.5;
            while self.rng.random_bool(p) && t.stmts.len() < MAX_LEN {
                self.insert(&mut t);
                p *= 0.5;
            }
        }
        if self.world.any() && self.rng.random_bool(0.2) {
            self.mutate_world(&mut t, seen);
        }
        t
    }

    /// Input-to-state replacement (see `replace`): one of the changes that
    /// put a value the code compared in place of the input it came from.
    /// Returns whether anything changed.
    fn replace_compared(&mut self, t: &mut TestCase, r: &ExecResult) -> bool {
        let parsed: Vec<(String, String)> = r
            .parsed
            .iter()
            .flat_map(|(kind, text)| {
                self.parse_examples(kind, t)
                    .into_iter()
                    .filter(move |e| e != text)
                    .map(move |e| (text.clone(), e))
            })
            .collect();
        let options = replace::replacements(t, &r.compared, &r.compared_ints, &parsed);
        let Some(pick) = options.choose(&mut self.rng) else {
            return false;
        };
        // A u32 draw: `usize` draws differ between 64-bit hosts and the
        // 32-bit sandbox guest, whose output must be the same.
        let occurrence = self.rng.random_range(0..u32::MAX) as usize;
        replace::apply(t, pick, occurrence);
        true
    }

    /// Valid texts for a parser of `kind` (see `replace`): numbers the class
    /// mentions and a few of every size, dates around the test's clock (past,
    /// today, within a week, beyond a month), an enum's constant names.
    fn parse_examples(&self, kind: &ParseKind, t: &TestCase) -> Vec<String> {
        let ints = || {
            let mined = self
                .class_constants
                .ints
                .iter()
                .take(16)
                .map(i64::to_string);
            ["0", "1", "-1", "42", "100"]
                .map(str::to_string)
                .into_iter()
                .chain(mined)
        };
        let today = test_now(t).div_euclid(86_400_000);
        let days = [-400, -31, -1, 0, 1, 7, 8, 30, 31, 400];
        match kind {
            ParseKind::Integer => ints().collect(),
            ParseKind::Decimal => ["0.5", "12.5", "-1.5"]
                .map(str::to_string)
                .into_iter()
                .chain(
                    self.class_constants
                        .doubles
                        .iter()
                        .take(16)
                        .map(f64::to_string),
                )
                .chain(ints())
                .collect(),
            ParseKind::Boolean => vec!["true".into(), "false".into()],
            ParseKind::Date => days.iter().map(|d| iso_date(today + d)).collect(),
            ParseKind::Time => ["00:00", "09:30", "12:00:00", "23:59:59"]
                .map(str::to_string)
                .to_vec(),
            ParseKind::DateTime => days
                .iter()
                .map(|d| format!("{}T10:15:30", iso_date(today + d)))
                .collect(),
            ParseKind::Named(class) => self
                .catalog
                .index
                .classes
                .get(&**class)
                .map(|c| {
                    c.fields
                        .iter()
                        .filter(|f| f.access_flags & ACC_ENUM != 0)
                        .map(|f| f.name.clone())
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// Insert a call: to a method under test, or on an object the test has;
    /// or, in a class that reads the clock, time passing between two calls.
    fn insert(&mut self, t: &mut TestCase) {
        if self.world.time && self.rng.random_bool(TIME_PASSES) {
            let millis = self.time_step();
            t.stmts
                .push(Stmt::World(WorldAction::AdvanceClock { millis }));
            let at = self.rng.random_range(0..t.stmts.len());
            t.move_tail(t.stmts.len() - 1, at);
            return;
        }
        if self.rng.random_bool(0.7) {
            self.insert_call_under_test(t);
            return;
        }
        let objects: Vec<(usize, String)> = t
            .stmts
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match (s, s.ty()) {
                (Stmt::Lit(_), _) => None,
                (_, Some(FieldType::Object(n))) => Some((i, n)),
                _ => None,
            })
            .collect();
        let Some(&(obj, ref class)) = objects.choose(&mut self.rng) else {
            self.insert_call_under_test(t);
            return;
        };
        let calls: Vec<Rc<Callable>> = self
            .catalog
            .callables_of(class)
            .iter()
            .filter(|c| c.kind == CallKind::Instance)
            .cloned()
            .collect();
        // An argument of a call under test (an `Options` a parser reads)
        // often gets a call that sets its state (`options.addOption(...)`):
        // what the call under test reads of it is what the search is after.
        let feeds = t.stmts.iter().any(|s| match s {
            Stmt::Call { callable, args, .. } => {
                args.contains(&obj) && self.under_test.iter().any(|u| Rc::ptr_eq(u, callable))
            }
            _ => false,
        });
        let setters: Vec<Rc<Callable>> = calls
            .iter()
            .filter(|c| self.catalog.is_setter(c))
            .cloned()
            .collect();
        let pick = if feeds && !setters.is_empty() && self.rng.random_bool(SETTER_SHARE) {
            setters.choose(&mut self.rng).cloned()
        } else {
            calls.choose(&mut self.rng).cloned()
        };
        if let Some(c) = pick {
            // At a random place after what it needs, as EvoSuite inserts:
            // a setter must come before the call that reads what it set, so
            // a setter of an argument often goes no later than the object's
            // next use (not always: one that throws there ends the test
            // before the call under test).
            let from = t.stmts.len();
            if let Some(at) = self.insert_call(t, &c, 0) {
                let lo = t.earliest_for_tail(from);
                let hi = match t.stmts.get(at) {
                    Some(Stmt::Call {
                        receiver: Some(r), ..
                    }) if feeds
                        && self.catalog.is_setter(&c)
                        && self.rng.random_bool(BEFORE_USE) =>
                    {
                        t.next_use(*r, lo).map_or(from, |u| u.min(from))
                    }
                    _ => from,
                };
                if lo < from {
                    let to = self.rng.random_range(lo..=hi.max(lo));
                    t.move_tail(from, to);
                }
            }
        } else {
            self.insert_call_under_test(t);
        }
    }

    /// Change statement `i`: a literal gets a new value; a call gets another
    /// existing variable for one argument; time passing another duration.
    fn change(&mut self, t: &mut TestCase, i: usize) {
        let replacement = match t.stmts.get(i) {
            Some(Stmt::Lit(l)) => Some(Stmt::Lit(self.fuzz(l))),
            Some(Stmt::Constant { ty, .. }) => {
                // Another constant of its type (another enum constant).
                let others: Vec<Stmt> = self
                    .makers
                    .get(&ty.descriptor())
                    .into_iter()
                    .flatten()
                    .filter_map(|m| match m {
                        Maker::Constant { class, name, ty } => Some(Stmt::Constant {
                            class: class.clone(),
                            name: name.clone(),
                            ty: ty.clone(),
                        }),
                        _ => None,
                    })
                    .collect();
                others.choose(&mut self.rng).cloned()
            }
            Some(Stmt::World(WorldAction::AdvanceClock { .. })) => {
                let millis = self.time_step();
                Some(Stmt::World(WorldAction::AdvanceClock { millis }))
            }
            Some(Stmt::Call {
                callable,
                receiver,
                args,
            }) if !args.is_empty() => {
                let k = self.rng.random_range(0..args.len());
                let Some(want) = callable.gparams().get(k).cloned() else {
                    return;
                };
                let options: Vec<usize> = (0..i)
                    .filter(|&j| t.stmts[j].ty().is_some() && self.fits_var(&t.stmts[j], &want))
                    .collect();
                options.choose(&mut self.rng).map(|&o| {
                    let mut args = args.clone();
                    args[k] = o;
                    Stmt::Call {
                        callable: callable.clone(),
                        receiver: *receiver,
                        args,
                    }
                })
            }
            _ => None,
        };
        if let (Some(s), Some(slot)) = (replacement, t.stmts.get_mut(i)) {
            *slot = s;
        }
    }
}
