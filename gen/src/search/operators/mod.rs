//! Building and changing tests. The factory knows what a test may call, how
//! to make each type (constructors, factories found by GRT's detective,
//! literals from mined constants), which objects earlier executions made
//! (GRT's object pool, keyed by exact runtime type) and which parts of the
//! world the class touched (only those get world actions).
//!
//! By concern, as Pynguin lays out its operators: `build` (random tests,
//! calls and the values they need: existing variables, the object pool,
//! makers), `literals` (values, their fuzzing and edits, constants, library
//! arguments of a known meaning), `mutate` (EvoSuite's delete, change and
//! insert, and input-to-state replacement), `world` (world actions); this
//! file holds the factory itself, what it learns from executions, and what
//! the others share.
mod build;
mod literals;
mod mutate;
mod world;

use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use interp::Vm;
use interp::classfile::FieldType;
use rand::distr::weighted::WeightedIndex;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::analysis::{Catalog, Constants, Maker};
use crate::execute::{ExecResult, StmtOutcome, Touched};
use crate::generics::{GType, Sam};
use crate::model::{CallKind, Callable, Stmt, TestCase, WorldAction};

/// Longest test the search builds.
pub const MAX_LEN: usize = 40;
/// How deep the factory goes to build an argument's argument.
const MAX_DEPTH: u32 = 4;
/// Objects kept per runtime type in the pool.
const POOL_PER_TYPE: usize = 16;

/// Texts kept for dynamic seeding.
const DYNAMIC_MAX: usize = 512;
/// Steps of the clock: a second, a minute, an hour, a day, a month.
const TIME_STEPS: [i64; 5] = [1_000, 60_000, 3_600_000, 86_400_000, 30 * 86_400_000];

pub struct Factory {
    pub rng: ChaCha8Rng,
    pub catalog: Catalog,
    /// The constructors and methods under test.
    pub under_test: Vec<Rc<Callable>>,
    /// How often each callable under test was chosen (GRT's coverage-weighted choice).
    chosen: Vec<u32>,
    /// Goals not yet covered in each callable under test (kept by the search).
    pub uncovered: Vec<u32>,
    class_constants: Constants,
    global_constants: Constants,
    /// Each application class's own constants: an argument built for a call
    /// on another class (an `Item` an `Inventory` needs) draws from that
    /// class's constants, which its checks are made of.
    by_class: BTreeMap<String, Constants>,
    /// The class whose call's arguments are being built, below the call under test.
    focus: Option<Rc<str>>,
    makers: BTreeMap<String, Vec<Maker>>,
    /// GRT's object pool: runtime class → tests that make such an object (at index).
    pool: BTreeMap<Rc<str>, Vec<(Vec<Stmt>, usize)>>,
    /// The parts of the world the class was seen to touch.
    pub world: Touched,
    /// Dynamic seeding (EvoSuite): texts the code compared its input with.
    dynamic: BTreeSet<String>,
    /// Functional interfaces the tests pass, by exact type (`sam_key`):
    /// their method, for lambdas.
    sams: BTreeMap<String, Sam>,
}

/// The key of a functional interface type in `Factory::sams`.
fn sam_key(t: &GType) -> String {
    format!("{:?}", t.exact())
}

impl Factory {
    pub fn new(
        vm: &mut Vm,
        mut catalog: Catalog,
        under_test: Vec<Rc<Callable>>,
        class_constants: Constants,
        by_class: BTreeMap<String, Constants>,
        seed: u64,
    ) -> Factory {
        let mut global_constants = Constants::common_shapes();
        for c in by_class.values() {
            global_constants.merge(c);
        }
        // Every type reachable from the parameters (and their type
        // arguments, and what lambdas of them return), with its makers.
        let mut makers = BTreeMap::new();
        let mut sams = BTreeMap::new();
        let mut todo: Vec<(GType, u32)> = Vec::new();
        for c in &under_test {
            if c.kind == CallKind::Instance {
                todo.push((c.this(), 0));
            }
            todo.extend(c.gparams().into_iter().map(|p| (p, 0)));
        }
        while let Some((gty, depth)) = todo.pop() {
            if depth > MAX_DEPTH {
                continue;
            }
            if let GType::Class { name, .. } = &gty
                && let std::collections::btree_map::Entry::Vacant(slot) = sams.entry(sam_key(&gty))
            {
                let args = gty.exact().arg_types();
                let index = &catalog.index;
                if let Some(sam) = catalog.generics.sam(vm, index, name, &args) {
                    if let Some(r) = &sam.ret {
                        todo.push((r.clone(), depth + 1));
                    }
                    slot.insert(sam);
                }
            }
            let mut classes = Vec::new();
            gty.classes(&mut classes);
            for ty in classes {
                let key = ty.descriptor();
                if makers.contains_key(&key) {
                    continue;
                }
                let ms = catalog.makers(vm, &ty);
                for m in &ms {
                    match m {
                        Maker::Call(c) => {
                            todo.extend(c.gparams().into_iter().map(|p| (p, depth + 1)));
                            // A value made by a call on another (a list's iterator).
                            if c.kind == CallKind::Instance {
                                todo.push((c.this(), depth + 1));
                            }
                        }
                        Maker::Array(e) => todo.push((GType::from_erased(e), depth + 1)),
                        Maker::StringLit | Maker::Constant { .. } => {}
                    }
                }
                makers.insert(key, ms);
            }
            // A type argument's values (a list's strings) are made as any value is.
            for a in gty.arg_types() {
                todo.push((a, depth + 1));
            }
        }
        let n = under_test.len();
        Factory {
            rng: ChaCha8Rng::seed_from_u64(seed),
            catalog,
            under_test,
            chosen: vec![0; n],
            uncovered: vec![1; n],
            class_constants,
            global_constants,
            by_class,
            focus: None,
            makers,
            pool: BTreeMap::new(),
            world: Touched::default(),
            dynamic: BTreeSet::new(),
            sams,
        }
    }

    /// Can a variable of static type `v` be passed where `want` is expected?
    pub fn assignable(&self, v: &FieldType, want: &FieldType) -> bool {
        match (v, want) {
            (FieldType::Object(a), FieldType::Object(b)) => {
                a == b || b == "java/lang/Object" || self.catalog.index.is_subtype(a, b)
            }
            (FieldType::Array(_), FieldType::Object(b)) => b == "java/lang/Object",
            (a, b) => a == b,
        }
    }

    /// Remember what `t` showed: the world parts it touched, the objects it
    /// made, the texts the code compared; and, when it covered a goal first
    /// (`kept`), its strings (the address that passed a validation is worth
    /// passing to other calls).
    pub fn learn(&mut self, t: &TestCase, r: &ExecResult, kept: bool) {
        self.world.merge(&r.touched);
        if kept {
            let literals: Vec<String> = t.string_literals().map(str::to_string).collect();
            self.seed_dynamic(literals);
        }
        // The test's own inputs show up as compared texts too; keep the others.
        let compared = r
            .compared
            .iter()
            .flat_map(|(a, b)| [a, b])
            .filter(|c| !c.is_empty() && !t.string_literals().any(|l| l == c.as_str()))
            .cloned();
        self.seed_dynamic(compared);
        for (i, rc) in r.runtime_class.iter().enumerate() {
            let (Some(rc), Some(StmtOutcome::Done(_))) = (rc, r.outcomes.get(i)) else {
                continue;
            };
            if !self.catalog.index.classes.contains_key(&**rc) {
                continue;
            }
            let (stmts, at) = t.closure(i);
            let entries = self.pool.entry(rc.clone()).or_default();
            if entries.len() < POOL_PER_TYPE {
                entries.push((stmts, at));
            } else {
                let k = self.rng.random_range(0..entries.len() * 4);
                if let Some(e) = entries.get_mut(k) {
                    *e = (stmts, at);
                }
            }
        }
    }

    /// Dynamic seeding: keep `texts` (not already class constants) as inputs,
    /// up to `DYNAMIC_MAX`.
    fn seed_dynamic(&mut self, texts: impl IntoIterator<Item = String>) {
        for x in texts {
            if self.dynamic.len() < DYNAMIC_MAX && !self.class_constants.strings.contains(&x) {
                self.dynamic.insert(x);
            }
        }
    }
}

/// The constants of the class in focus (see `Factory::focus`), else of the
/// class under test.
fn own_constants<'a>(
    focus: &Option<Rc<str>>,
    by_class: &'a BTreeMap<String, Constants>,
    class: &'a Constants,
) -> &'a Constants {
    focus
        .as_ref()
        .and_then(|c| by_class.get(&**c))
        .unwrap_or(class)
}

/// Where the test sets its clock (ms since the epoch), else the default clock.
fn test_now(t: &TestCase) -> i64 {
    t.world
        .iter()
        .find_map(|a| match a {
            WorldAction::Clock { epoch_ms } => Some(*epoch_ms),
            _ => None,
        })
        .unwrap_or(jdk_shims::World::DEFAULT_EPOCH_MS)
}

/// An index drawn with probability proportional to its weight (0 when no
/// weight is positive).
pub fn pick_weighted(rng: &mut ChaCha8Rng, weights: &[f64]) -> usize {
    match WeightedIndex::new(weights) {
        Ok(d) => rng.sample(d),
        Err(_) => 0,
    }
}

/// A standard normal draw (Box–Muller).
pub fn gaussian(rng: &mut ChaCha8Rng) -> f64 {
    let u1: f64 = rng.random_range(f64::EPSILON..1.0);
    let u2: f64 = rng.random();
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}

/// A member of `set`, drawn uniformly: the same draw `IndexedRandom::choose`
/// makes on a slice, without collecting the set (`IteratorRandom::choose`
/// makes no draw for a set of one, which would shift every later draw).
fn pick_in<'a, T>(rng: &mut ChaCha8Rng, set: &'a BTreeSet<T>) -> Option<&'a T> {
    if set.is_empty() {
        return None;
    }
    let k = rng.random_range(0..set.len());
    set.iter().nth(k)
}
