//! Building and changing tests. The factory knows what a test may call, how
//! to make each type (constructors, factories found by GRT's detective,
//! literals from mined constants), which objects earlier executions made
//! (GRT's object pool, keyed by exact runtime type) and which parts of the
//! world the class touched (only those get world actions).
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use instrument::testability::ParseKind;
use interp::Vm;
use interp::classfile::{ACC_ENUM, FieldType};
use jdk_shims::world::random::RandomValue;
use rand::distr::weighted::WeightedIndex;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::replace;
use crate::analysis::{Catalog, Constants, Maker};
use crate::execute::{ExecResult, StmtOutcome, Touched};
use crate::generics::{GType, Generic, Sam};
use crate::model::{CallKind, Callable, Lit, Stmt, TestCase, WorldAction, world_path, world_texts};

/// Longest test the search builds.
pub const MAX_LEN: usize = 40;
/// How deep the factory goes to build an argument's argument.
const MAX_DEPTH: u32 = 4;
/// Objects kept per runtime type in the pool.
const POOL_PER_TYPE: usize = 16;

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

/// A way to make a value of a wanted type.
enum Made {
    By(Maker),
    /// A collection or map, constructing this class.
    Collection(&'static str),
    Lambda(Sam),
}

/// What an argument of a library maker means (see `LIBRARY_ARGS`).
#[derive(Debug, Clone, Copy)]
enum Arg {
    /// A whole number in this range (a month, an hour).
    Int(i64, i64),
    /// A year near the default clock's.
    Year,
    /// A month (1–12), often the default clock's.
    Month,
    /// A day of the month (1–31), often the default clock's.
    Day,
    /// An instant (ms since the epoch) near the default clock's.
    EpochMs,
    Text(Text),
}

#[derive(Debug, Clone, Copy)]
enum Text {
    Zone,
    Decimal,
    Integer,
    LanguageTag,
    Charset,
    DatePattern,
    Uri,
    Lines,
    /// A string the class mentions (a key it looks up).
    Mined,
}

/// The arguments of library makers (`analysis::LIBRARY_MAKERS`) that must
/// be of a kind to be valid, by class and method name.
const LIBRARY_ARGS: &[(&str, &str, &[Arg])] = &[
    (
        "java/time/LocalDate",
        "of",
        &[Arg::Year, Arg::Month, Arg::Day],
    ),
    (
        "java/time/LocalDateTime",
        "of",
        &[
            Arg::Year,
            Arg::Month,
            Arg::Day,
            Arg::Int(0, 23),
            Arg::Int(0, 59),
        ],
    ),
    (
        "java/time/LocalTime",
        "of",
        &[Arg::Int(0, 23), Arg::Int(0, 59)],
    ),
    ("java/time/YearMonth", "of", &[Arg::Year, Arg::Month]),
    (
        "java/time/Period",
        "of",
        &[Arg::Int(0, 3), Arg::Int(0, 13), Arg::Int(0, 40)],
    ),
    ("java/time/Period", "ofDays", &[Arg::Int(-40, 400)]),
    ("java/time/Instant", "ofEpochMilli", &[Arg::EpochMs]),
    ("java/util/Date", "<init>", &[Arg::EpochMs]),
    ("java/time/ZoneOffset", "ofHours", &[Arg::Int(-12, 14)]),
    ("java/time/ZoneId", "of", &[Arg::Text(Text::Zone)]),
    (
        "java/time/format/DateTimeFormatter",
        "ofPattern",
        &[Arg::Text(Text::DatePattern)],
    ),
    (
        "java/math/BigDecimal",
        "<init>",
        &[Arg::Text(Text::Decimal)],
    ),
    (
        "java/math/BigInteger",
        "<init>",
        &[Arg::Text(Text::Integer)],
    ),
    ("java/math/MathContext", "<init>", &[Arg::Int(0, 34)]),
    (
        "java/util/Locale",
        "forLanguageTag",
        &[Arg::Text(Text::LanguageTag)],
    ),
    (
        "java/nio/charset/Charset",
        "forName",
        &[Arg::Text(Text::Charset)],
    ),
    ("java/net/URI", "create", &[Arg::Text(Text::Uri)]),
    ("java/io/StringReader", "<init>", &[Arg::Text(Text::Lines)]),
    ("java/util/Scanner", "<init>", &[Arg::Text(Text::Lines)]),
    (
        "java/util/Properties",
        "setProperty",
        &[Arg::Text(Text::Mined)],
    ),
];

/// Texts kept for dynamic seeding.
const DYNAMIC_MAX: usize = 512;
/// Steps of the clock: a second, a minute, an hour, a day, a month.
const TIME_STEPS: [i64; 5] = [1_000, 60_000, 3_600_000, 86_400_000, 30 * 86_400_000];
/// Share of world text edits that leave no text at all.
const EMPTY_TEXT: f64 = 0.05;
/// Share of insertions that make time pass (in a class that reads the clock).
const TIME_PASSES: f64 = 0.15;
/// Share of mutations (of a test whose execution is known) that replace an
/// input by the text the code compared it with.
const REPLACE_COMPARED: f64 = 0.2;

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
            return Some(existing[self.rng.random_range(0..existing.len())]);
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
            .and_then(super::collections::concrete)
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
                let s = if !words.is_empty() && self.rng.random_bool(0.2) {
                    words[self.rng.random_range(0..words.len())].clone()
                } else {
                    self.random_string()
                };
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
                        let n = if super::collections::is_map(class) {
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
                let map = super::collections::is_map(class);
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
    fn fits_var(&self, s: &Stmt, want: &GType) -> bool {
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

    /// A valid argument `k` of library maker or call `c`, if its meaning is known
    /// (see `LIBRARY_ARGS`), most of the time.
    fn library_arg(&mut self, t: &TestCase, c: &Callable, k: usize) -> Option<Lit> {
        let (_, _, args) = LIBRARY_ARGS
            .iter()
            .find(|(class, name, _)| **class == *c.class && **name == *c.name)?;
        let arg = *args.get(k)?;
        let fits = match (arg, c.params.get(k)?) {
            (Arg::Int(..) | Arg::Year | Arg::Month | Arg::Day, FieldType::Int)
            | (Arg::EpochMs, FieldType::Long) => true,
            (Arg::Text(_), FieldType::Object(n)) => n == "java/lang/String",
            _ => false,
        };
        if !fits || self.rng.random_bool(0.2) {
            return None;
        }
        let day = 86_400_000;
        let base = jdk_shims::World::DEFAULT_EPOCH_MS;
        let pick = |f: &mut Factory, options: &[&str]| -> String {
            options[f.rng.random_range(0..options.len())].to_string()
        };
        Some(match arg {
            Arg::Int(lo, hi) => {
                // A number the class mentions, when it is in range (a due
                // date's 30 days); else one of the range.
                let v = self
                    .constant_int()
                    .filter(|v| (lo..=hi).contains(v) && self.rng.random_bool(0.3))
                    .unwrap_or_else(|| self.rng.random_range(lo..=hi));
                Lit::Int(v as i32)
            }
            // The default clock's year and month most of the time: dates
            // near its day are the ones code compares with "today".
            Arg::Year => {
                let year = iso_date(base.div_euclid(day))[..4]
                    .parse::<i32>()
                    .unwrap_or(2026);
                let off = if self.rng.random_bool(0.6) {
                    0
                } else {
                    self.rng.random_range(-3..=3)
                };
                Lit::Int(year + off)
            }
            Arg::Month | Arg::Day => {
                let (at, last) = match arg {
                    Arg::Month => (5..7, 12),
                    _ => (8..10, 31),
                };
                let today = iso_date(base.div_euclid(day))[at]
                    .parse::<i32>()
                    .unwrap_or(1);
                if self.rng.random_bool(0.4) {
                    Lit::Int(today)
                } else {
                    Lit::Int(self.rng.random_range(1..=last))
                }
            }
            Arg::EpochMs => Lit::Long(match self.rng.random_range(0..3) {
                0 => base + self.rng.random_range(-400..=400i64) * day,
                1 => base + self.rng.random_range(-48..=48i64) * 3_600_000,
                _ => base,
            }),
            Arg::Text(kind) => Lit::Str(match kind {
                Text::Zone => pick(
                    self,
                    &[
                        "UTC",
                        "Z",
                        "+01:00",
                        "-05:00",
                        "Europe/Paris",
                        "America/New_York",
                        "Asia/Tokyo",
                    ],
                ),
                Text::Decimal => {
                    if self.rng.random_bool(0.5) {
                        let cents = self.rng.random_range(-100_000..=100_000i64);
                        format!("{}.{:02}", cents / 100, (cents % 100).abs())
                    } else {
                        pick(
                            self,
                            &["0", "1", "0.5", "-1", "100", "19.99", "0.001", "1E+3"],
                        )
                    }
                }
                Text::Integer => int_text(self),
                Text::LanguageTag => pick(self, &["en", "en-US", "de-DE", "fr-FR", "ja-JP", "und"]),
                Text::Charset => pick(self, &["UTF-8", "ISO-8859-1", "US-ASCII", "UTF-16"]),
                Text::DatePattern => pick(
                    self,
                    &[
                        "yyyy-MM-dd",
                        "dd.MM.yyyy",
                        "MM/dd/yyyy",
                        "HH:mm",
                        "yyyy-MM-dd HH:mm:ss",
                    ],
                ),
                Text::Uri => pick(
                    self,
                    &[
                        "http://example.org/",
                        "https://example.org/a/b?q=1",
                        "file:///tmp/a.txt",
                        "mailto:user@example.org",
                        "urn:isbn:0451450523",
                    ],
                ),
                Text::Lines => self.lines_text(t),
                Text::Mined => {
                    let own = own_constants(&self.focus, &self.by_class, &self.class_constants);
                    match own.strings.len() {
                        0 => self.random_string(),
                        n => {
                            let k = self.rng.random_range(0..n);
                            own.strings.iter().nth(k).cloned().unwrap_or_default()
                        }
                    }
                }
            }),
        })
    }

    /// A few lines of text (what a reader or scanner reads): `key=value`
    /// lines (a configuration) or lines of the world's texts.
    fn lines_text(&mut self, t: &TestCase) -> String {
        let lines = self.rng.random_range(0..=4);
        let mut text = String::new();
        for _ in 0..lines {
            if self.rng.random_bool(0.4) {
                let key = self.random_string();
                let value = self.world_text(t);
                text.push_str(&format!("{key}={value}"));
            } else {
                text.push_str(&self.world_text(t));
            }
            text.push('\n');
        }
        text
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

    fn take_from_pool(&mut self, t: &mut TestCase, want: &str, gwant: &GType) -> Option<usize> {
        let candidates: Vec<Rc<str>> = self
            .pool
            .keys()
            .filter(|k| self.catalog.index.is_subtype(k, want))
            .cloned()
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let k = &candidates[self.rng.random_range(0..candidates.len())];
        let entries = self.pool.get(k)?;
        let (stmts, at) = entries
            .get(self.rng.random_range(0..entries.len()))?
            .clone();
        if t.stmts.len() + stmts.len() > MAX_LEN || !self.fits_var(stmts.get(at)?, gwant) {
            return None;
        }
        let offset = t.append(&stmts);
        Some(offset + at)
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
        if options.is_empty() {
            return false;
        }
        let pick = &options[self.rng.random_range(0..options.len())];
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
        if objects.is_empty() {
            self.insert_call_under_test(t);
            return;
        }
        let (_, class) = &objects[self.rng.random_range(0..objects.len())];
        let calls: Vec<Rc<Callable>> = self
            .catalog
            .callables_of(class)
            .iter()
            .filter(|c| c.kind == CallKind::Instance)
            .cloned()
            .collect();
        if calls.is_empty() {
            self.insert_call_under_test(t);
        } else {
            let c = calls[self.rng.random_range(0..calls.len())].clone();
            // At a random place after what it needs, as EvoSuite inserts:
            // a setter must come before the call that reads what it set.
            let from = t.stmts.len();
            if self.insert_call(t, &c, 0).is_some() {
                let lo = t.earliest_for_tail(from);
                if lo < from {
                    let to = self.rng.random_range(lo..=from);
                    t.move_tail(from, to);
                }
            }
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
                (!others.is_empty()).then(|| others[self.rng.random_range(0..others.len())].clone())
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
                if options.is_empty() {
                    None
                } else {
                    let mut args = args.clone();
                    args[k] = options[self.rng.random_range(0..options.len())];
                    Some(Stmt::Call {
                        callable: callable.clone(),
                        receiver: *receiver,
                        args,
                    })
                }
            }
            _ => None,
        };
        if let (Some(s), Some(slot)) = (replacement, t.stmts.get_mut(i)) {
            *slot = s;
        }
    }

    /// A new value near `l` (Gaussian for numbers, an edit for strings) or a fresh one.
    fn fuzz(&mut self, l: &Lit) -> Lit {
        let fresh = self.rng.random_bool(0.3);
        let mut delta = || -> i64 {
            let g: f64 = gaussian(&mut self.rng) * 8.0;
            let d = g.round() as i64;
            if d == 0 { 1 } else { d }
        };
        match l {
            Lit::Int(v) if !fresh => Lit::Int(v.wrapping_add(delta() as i32)),
            Lit::Long(v) if !fresh => Lit::Long(v.wrapping_add(delta())),
            Lit::Short(v) if !fresh => Lit::Short(v.wrapping_add(delta() as i16)),
            Lit::Byte(v) if !fresh => Lit::Byte(v.wrapping_add(delta() as i8)),
            Lit::Char(v) if !fresh => Lit::Char((*v as i64 + delta()).clamp(0, 0xFFFF) as u16),
            Lit::Double(v) if !fresh => Lit::Double(v + gaussian(&mut self.rng) * 10.0),
            Lit::Float(v) if !fresh => Lit::Float(v + (gaussian(&mut self.rng) * 10.0) as f32),
            Lit::Boolean(b) => Lit::Boolean(!b),
            Lit::Str(s) if !fresh => Lit::Str(self.edit(s)),
            Lit::Null(ty) => {
                if ty == &FieldType::Object("java/lang/String".into()) {
                    Lit::Str(self.random_string())
                } else {
                    l.clone()
                }
            }
            other => self.random_lit(&other.ty()),
        }
    }

    /// A random edit of `s`: insert, delete or replace a character.
    fn edit(&mut self, s: &str) -> String {
        let mut chars: Vec<char> = s.chars().collect();
        let pos = self.rng.random_range(0..=chars.len());
        // Splice in a mined constant: keys and commands are often made of several.
        if !self.class_constants.strings.is_empty() && self.rng.random_bool(0.25) {
            let k = self.rng.random_range(0..self.class_constants.strings.len());
            // Or a number: commands take arguments ("push" + " 42").
            let number = self.rng.random_bool(0.2).then(|| int_text(self));
            if let Some(c) = number
                .as_ref()
                .or_else(|| self.class_constants.strings.iter().nth(k))
            {
                // Appended, inserted, or replacing the rest from a separator
                // on (a key's date part: "LIC-PRO-" + a date).
                match self.rng.random_range(0..4) {
                    0 => {
                        // As a word of its own, half the time.
                        if chars.last().is_some_and(|l| l.is_alphanumeric())
                            && self.rng.random_bool(0.5)
                        {
                            chars.push(' ');
                        }
                        chars.extend(c.chars());
                    }
                    3 => {
                        // Replace one word ("LIC-2026-01" → "LIC-PRO-01").
                        let starts: Vec<usize> = (0..chars.len())
                            .filter(|&i| {
                                chars[i].is_alphanumeric()
                                    && (i == 0 || !chars[i - 1].is_alphanumeric())
                            })
                            .collect();
                        if starts.is_empty() {
                            chars.extend(c.chars());
                        } else {
                            let a = starts[self.rng.random_range(0..starts.len())];
                            let b = (a..chars.len())
                                .find(|&i| !chars[i].is_alphanumeric())
                                .unwrap_or(chars.len());
                            chars.splice(a..b, c.chars());
                        }
                    }
                    1 => {
                        let tail: Vec<char> = chars.split_off(pos);
                        chars.extend(c.chars());
                        chars.extend(tail);
                    }
                    _ => {
                        let cuts: Vec<usize> = (0..=chars.len())
                            .filter(|&i| i == 0 || !chars[i - 1].is_alphanumeric())
                            .collect();
                        let at = cuts[self.rng.random_range(0..cuts.len())];
                        chars.truncate(at);
                        chars.extend(c.chars());
                    }
                }
                return chars.into_iter().collect();
            }
        }
        let c = self.random_char();
        match self.rng.random_range(0..3) {
            0 => chars.insert(pos, c),
            1 if pos < chars.len() => {
                chars.remove(pos);
            }
            _ if pos < chars.len() => chars[pos] = c,
            _ => chars.push(c),
        }
        chars.into_iter().collect()
    }

    /// How long time passes between two calls: a few seconds, minutes,
    /// hours, days or months, or a duration the class mentions (a session
    /// timeout of `30 * 60 * 1000L`), or one millisecond either side of it.
    fn time_step(&mut self) -> i64 {
        if self.rng.random_bool(0.5)
            && let Some(c) = self.constant_int().filter(|&c| c > 0)
        {
            return c + self.rng.random_range(-1..=1i64);
        }
        let step = TIME_STEPS[self.rng.random_range(0..TIME_STEPS.len())];
        step * self.rng.random_range(1..=3i64)
    }

    fn random_char(&mut self) -> char {
        const ALPHABET: &[u8] =
            b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.,:;!?@#/+*=()";
        ALPHABET[self.rng.random_range(0..ALPHABET.len())] as char
    }

    /// A value for the next random draw: a mined whole or real constant of
    /// the class (what the code compares a draw with) or a small number.
    fn random_value(&mut self) -> RandomValue {
        const FRACTIONS: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 0.999];
        match self.rng.random_range(0..10) {
            0..=3 if let Some(c) = self.constant_int() => RandomValue::Int(c),
            4 | 5 if !self.class_constants.doubles.is_empty() => {
                let d = &self.class_constants.doubles;
                RandomValue::Real(d[self.rng.random_range(0..d.len())])
            }
            9 => RandomValue::Real(FRACTIONS[self.rng.random_range(0..FRACTIONS.len())]),
            _ => RandomValue::Int(self.rng.random_range(-1..=10)),
        }
    }

    fn constant_int(&mut self) -> Option<i64> {
        let own = self.rng.random_bool(0.8);
        let pool = if own || self.global_constants.ints.is_empty() {
            &own_constants(&self.focus, &self.by_class, &self.class_constants).ints
        } else {
            &self.global_constants.ints
        };
        if pool.is_empty() {
            return None;
        }
        let k = self.rng.random_range(0..pool.len());
        pool.iter().nth(k).copied()
    }

    pub fn random_string(&mut self) -> String {
        if !self.dynamic.is_empty() && self.rng.random_bool(0.2) {
            let k = self.rng.random_range(0..self.dynamic.len());
            return self.dynamic.iter().nth(k).cloned().unwrap_or_default();
        }
        let r: f64 = self.rng.random();
        let constants: &BTreeSet<String> = if r < 0.55 || self.global_constants.strings.is_empty() {
            &own_constants(&self.focus, &self.by_class, &self.class_constants).strings
        } else {
            &self.global_constants.strings
        };
        if r < 0.75 && !constants.is_empty() {
            let k = self.rng.random_range(0..constants.len());
            let s = constants.iter().nth(k).cloned().unwrap_or_default();
            return if self.rng.random_bool(0.15) {
                self.edit(&s)
            } else {
                s
            };
        }
        let n = self.rng.random_range(0..=8);
        (0..n).map(|_| self.random_char()).collect()
    }

    pub fn random_lit(&mut self, ty: &FieldType) -> Lit {
        let from_constant = self.rng.random_bool(0.5);
        let int = |f: &mut Factory, lo: i64, hi: i64| -> i64 {
            if from_constant && let Some(c) = f.constant_int() {
                let c = if f.rng.random_bool(0.2) {
                    c.saturating_add((gaussian(&mut f.rng) * 3.0).round() as i64)
                } else {
                    c
                };
                return c.clamp(lo, hi);
            }
            match f.rng.random_range(0..10) {
                0 => f.rng.random_range(lo..=hi),
                1..=3 => f.rng.random_range(-10..=10i64).clamp(lo, hi),
                _ => f.rng.random_range(-1000..=1000i64).clamp(lo, hi),
            }
        };
        match ty {
            FieldType::Boolean => Lit::Boolean(self.rng.random()),
            FieldType::Byte => Lit::Byte(int(self, i8::MIN as i64, i8::MAX as i64) as i8),
            FieldType::Short => Lit::Short(int(self, i16::MIN as i64, i16::MAX as i64) as i16),
            FieldType::Int => Lit::Int(int(self, i32::MIN as i64, i32::MAX as i64) as i32),
            FieldType::Long => Lit::Long(int(self, i64::MIN, i64::MAX)),
            FieldType::Char => {
                let c = if from_constant {
                    self.constant_int().filter(|v| (0..=0xFFFF).contains(v))
                } else {
                    None
                };
                Lit::Char(
                    c.map(|v| v as u16)
                        .unwrap_or_else(|| self.random_char() as u16),
                )
            }
            FieldType::Float | FieldType::Double => {
                let v = if from_constant && !self.class_constants.doubles.is_empty() {
                    let d = &self.class_constants.doubles;
                    d[self.rng.random_range(0..d.len())]
                } else if from_constant && let Some(c) = self.constant_int() {
                    c as f64
                } else if self.rng.random_bool(0.05) {
                    // The values ordinary draws never give.
                    const SPECIAL: [f64; 6] = [
                        f64::NAN,
                        f64::INFINITY,
                        f64::NEG_INFINITY,
                        -0.0,
                        f64::MAX,
                        f64::MIN_POSITIVE,
                    ];
                    SPECIAL[self.rng.random_range(0..SPECIAL.len())]
                } else {
                    (self.rng.random_range(-10000..=10000) as f64) / 100.0
                };
                if *ty == FieldType::Float {
                    Lit::Float(v as f32)
                } else {
                    Lit::Double(v)
                }
            }
            FieldType::Object(n) if n == "java/lang/String" => Lit::Str(self.random_string()),
            other => Lit::Null(other.clone()),
        }
    }

    /// Add, change or drop one world action, among the parts of the world the
    /// class was seen to touch (with the names it used: those `seen` in the
    /// test's own execution first, so a datagram goes to the port this test
    /// binds).
    pub fn mutate_world(&mut self, t: &mut TestCase, seen: Option<&Touched>) {
        if !t.world.is_empty() && self.rng.random_bool(0.2) {
            let k = self.rng.random_range(0..t.world.len());
            t.world.remove(k);
            return;
        }
        // Local search on the world: a small change to an action's data, so
        // that text can creep towards what the code compares it with.
        if !t.world.is_empty() && self.rng.random_bool(0.4) {
            let k = self.rng.random_range(0..t.world.len());
            let mut action = t.world[k].clone();
            self.tweak_world(&mut action, t);
            t.world[k] = action;
            t.world.sort();
            return;
        }
        let seen = seen.filter(|_| self.rng.random_bool(0.7));
        // The kinds of world the test's own execution touched, else any the
        // class touched.
        let options = match seen {
            Some(own) if own.any() => world_kinds(own),
            _ => world_kinds(&self.world),
        };
        if options.is_empty() {
            return;
        }
        let choice = options[self.rng.random_range(0..options.len())];
        let action = match choice {
            0 => {
                // Typed at a terminal, a `Scanner` per question sees only
                // its answer; a dialogue of several questions needs more
                // lines (spare ones let one more call read something).
                let terminal = self.rng.random_bool(0.3);
                let lines = self.rng.random_range(1..=if terminal { 10 } else { 6 });
                let mut text = String::new();
                for _ in 0..lines {
                    let line = self.world_text(t);
                    text.push_str(&line);
                    text.push('\n');
                }
                WorldAction::Stdin { text, terminal }
            }
            1 => {
                let files = names(seen.map(|x| &x.files), &self.world.files);
                let path = files[self.rng.random_range(0..files.len())].clone();
                match self.rng.random_range(0..6) {
                    // A directory the class listed may also be one that
                    // cannot be listed (half of the time, so that the
                    // other kinds keep their share).
                    0 if self.world.dirs.contains(&path) && self.rng.random_bool(0.5) => {
                        WorldAction::UnreadableDirectory { path }
                    }
                    0 => WorldAction::Directory { path },
                    1 => WorldAction::FailingFile {
                        path,
                        message: "Input/output error".into(),
                    },
                    _ => {
                        let lines = self.rng.random_range(0..=3);
                        let mut content = String::new();
                        for _ in 0..lines {
                            let s = self.world_text(t);
                            content.push_str(&s);
                            content.push('\n');
                        }
                        WorldAction::File { path, content }
                    }
                }
            }
            2 => {
                // Whole days and hours around the default instant, or a mined number.
                let base = jdk_shims::World::DEFAULT_EPOCH_MS;
                let epoch_ms = match self.rng.random_range(0..3) {
                    0 => base + self.rng.random_range(-400..=400i64) * 86_400_000,
                    1 => base + self.rng.random_range(-48..=48i64) * 3_600_000,
                    _ => self.constant_int().unwrap_or(base).max(0),
                };
                WorldAction::Clock { epoch_ms }
            }
            3 if self.rng.random_bool(0.5) => WorldAction::Seed {
                seed: self.rng.random_range(0..1_000_000),
            },
            3 => {
                let n = self.rng.random_range(1..=4);
                WorldAction::NextRandom {
                    values: (0..n).map(|_| self.random_value()).collect(),
                }
            }
            4 => {
                let env = names(seen.map(|x| &x.env), &self.world.env);
                let name = env[self.rng.random_range(0..env.len())].clone();
                let value = self.world_text(t);
                WorldAction::Env { name, value }
            }
            5 => {
                let props = names(seen.map(|x| &x.properties), &self.world.properties);
                let name = props[self.rng.random_range(0..props.len())].clone();
                let value = self.world_text(t);
                if self.rng.random_bool(0.15) {
                    WorldAction::RemoveProperty { name }
                } else {
                    WorldAction::Property { name, value }
                }
            }
            6 => {
                let hosts = names(seen.map(|x| &x.hosts), &self.world.hosts);
                let name = hosts[self.rng.random_range(0..hosts.len())].clone();
                let address = format!("10.0.0.{}", self.rng.random_range(2..=9));
                WorldAction::Host { name, address }
            }
            7 => {
                let ends = names(seen.map(|x| &x.connects), &self.world.connects);
                let endpoint = ends[self.rng.random_range(0..ends.len())].clone();
                let greeting = if self.rng.random_bool(0.5) {
                    format!("{}\n", self.world_text(t))
                } else {
                    String::new()
                };
                let reply = format!("{}\n", self.world_text(t));
                WorldAction::Server {
                    endpoint,
                    greeting,
                    reply,
                }
            }
            8 | 9 => {
                let udp = choice == 9;
                let ports = if udp {
                    names(seen.map(|x| &x.udp_ports), &self.world.udp_ports)
                } else {
                    names(seen.map(|x| &x.tcp_ports), &self.world.tcp_ports)
                };
                let port = ports[self.rng.random_range(0..ports.len())];
                let from = format!(
                    "10.9.9.{}:{}",
                    self.rng.random_range(2..=9),
                    50000 + self.rng.random_range(0..10)
                );
                let lines = self.rng.random_range(1..=3);
                let mut data = String::new();
                for _ in 0..lines {
                    let s = self.world_text(t);
                    data.push_str(&s);
                    data.push('\n');
                }
                if udp {
                    WorldAction::Datagram {
                        port,
                        from,
                        data: data.trim_end().to_string(),
                    }
                } else {
                    WorldAction::Incoming { port, from, data }
                }
            }
            _ => {
                let urls = names(seen.map(|x| &x.urls), &self.world.urls);
                let url = urls[self.rng.random_range(0..urls.len())].clone();
                const STATUSES: [u16; 5] = [200, 200, 404, 500, 301];
                let status = STATUSES[self.rng.random_range(0..STATUSES.len())];
                let body = format!("{}\n", self.world_text(t));
                WorldAction::Http { url, status, body }
            }
        };
        // One action per kind and name: the new one replaces the old.
        t.world.retain(|a| !same_target(a, &action));
        t.world.push(action);
        t.world.sort();
    }
}

impl Factory {
    /// A small change to `action`'s data: an edit of its text (or of one
    /// line of it), a nearby instant, another seed, status or queued value.
    fn tweak_world(&mut self, action: &mut WorldAction, t: &TestCase) {
        use WorldAction::*;
        let text = match action {
            Stdin { terminal, .. } if self.rng.random_bool(0.15) => {
                *terminal = !*terminal;
                return;
            }
            Stdin { text, .. } => text,
            File { content, .. } => content,
            Env { value, .. } | Property { value, .. } => value,
            Incoming { data, .. } | Datagram { data, .. } => data,
            Server {
                greeting, reply, ..
            } => {
                if self.rng.random_bool(0.5) {
                    greeting
                } else {
                    reply
                }
            }
            Http { status, body, .. } => {
                if self.rng.random_bool(0.3) {
                    const STATUSES: [u16; 8] = [200, 201, 204, 301, 302, 404, 500, 503];
                    *status = STATUSES[self.rng.random_range(0..STATUSES.len())];
                    return;
                }
                body
            }
            Clock { epoch_ms } => {
                let step = TIME_STEPS[self.rng.random_range(0..TIME_STEPS.len())];
                let k = self.rng.random_range(1..=3i64)
                    * if self.rng.random_bool(0.5) { 1 } else { -1 };
                *epoch_ms = epoch_ms.saturating_add(k * step).max(0);
                return;
            }
            Seed { seed } => {
                *seed = self.rng.random_range(0..1_000_000);
                return;
            }
            NextRandom { values } => {
                // Another value at one place, or one more value.
                let at = self.rng.random_range(0..=values.len());
                let v = self.random_value();
                match values.get_mut(at) {
                    Some(slot) => *slot = v,
                    None => values.push(v),
                }
                return;
            }
            _ => return,
        };
        *text = self.tweak_text(text, t);
    }

    /// An edit of one line of `text` (kept line-structured), a line of
    /// world text added or dropped, or no text at all (an empty file, a
    /// connection closed without a word: the boundary every tester tries).
    fn tweak_text(&mut self, text: &str, t: &TestCase) -> String {
        if self.rng.random_bool(EMPTY_TEXT) {
            return String::new();
        }
        let ends_nl = text.ends_with('\n');
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        match self.rng.random_range(0..6) {
            0 => {
                let at = self.rng.random_range(0..=lines.len());
                let line = self.world_text(t);
                lines.insert(at, line);
            }
            1 if !lines.is_empty() => {
                let at = self.rng.random_range(0..lines.len());
                lines.remove(at);
            }
            _ if !lines.is_empty() => {
                let at = self.rng.random_range(0..lines.len());
                lines[at] = self.edit(&lines[at]);
            }
            _ => lines.push(self.world_text(t)),
        }
        let mut out = lines.join("\n");
        // No line at all is no text (end of input at once), not an empty line.
        if !lines.is_empty() && (ends_nl || text.is_empty()) {
            out.push('\n');
        }
        out
    }

    /// The words of the test's world data (a token a datagram announced is
    /// what the handshake must repeat).
    fn world_words(t: &TestCase) -> Vec<String> {
        let texts = t.world.iter().flat_map(world_texts);
        let words: BTreeSet<String> = texts
            .flat_map(|text| text.split_whitespace().map(str::to_string))
            .collect();
        words.into_iter().collect()
    }

    /// A line of console input or file content: often a string the test
    /// itself uses (what the code will compare it with), a file name the
    /// code opened, a date on the test's clock, a number, or a mined string.
    fn world_text(&mut self, t: &TestCase) -> String {
        let literals: Vec<&str> = t.string_literals().collect();
        match self.rng.random_range(0..10) {
            0..=2 if !literals.is_empty() => {
                literals[self.rng.random_range(0..literals.len())].to_string()
            }
            3 if !self.world.files.is_empty() => {
                let files: Vec<&String> = self.world.files.iter().collect();
                files[self.rng.random_range(0..files.len())].clone()
            }
            4 if self.world.time => {
                let day = test_now(t).div_euclid(86_400_000) + self.rng.random_range(-2..=2i64);
                iso_date(day)
            }
            5 => int_text(self),
            6 => {
                let words = Self::world_words(t);
                if words.is_empty() {
                    self.random_string()
                } else {
                    words[self.rng.random_range(0..words.len())].clone()
                }
            }
            _ => self.random_string(),
        }
    }
}

/// The names in `own` (what the test's own execution touched), or else in
/// `all` (what the class was seen to touch).
fn names<T: Clone>(own: Option<&BTreeSet<T>>, all: &BTreeSet<T>) -> Vec<T> {
    match own {
        Some(o) if !o.is_empty() => o.iter().cloned().collect(),
        _ => all.iter().cloned().collect(),
    }
}

/// The kinds of world action `w` makes worth trying (the `match` in
/// `Factory::mutate_world` gives each its meaning).
fn world_kinds(w: &Touched) -> Vec<u8> {
    [
        w.stdin,
        !w.files.is_empty(),
        w.time,
        w.random,
        !w.env.is_empty(),
        !w.properties.is_empty(),
        !w.hosts.is_empty(),
        !w.connects.is_empty(),
        !w.tcp_ports.is_empty(),
        !w.udp_ports.is_empty(),
        !w.urls.is_empty(),
    ]
    .iter()
    .enumerate()
    .filter(|(_, on)| **on)
    .map(|(k, _)| k as u8)
    .collect()
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

/// `yyyy-MM-dd` of a day counted from 1970-01-01 (proleptic Gregorian).
pub fn iso_date(days: i64) -> String {
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
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

fn int_text(f: &mut Factory) -> String {
    match f.constant_int() {
        Some(v) if f.rng.random_bool(0.7) => v.to_string(),
        _ => f.rng.random_range(-100..=100).to_string(),
    }
}

/// Do two world actions set the same thing?
fn same_target(a: &WorldAction, b: &WorldAction) -> bool {
    use WorldAction::*;
    match (a, b) {
        (Stdin { .. }, Stdin { .. })
        | (Clock { .. }, Clock { .. })
        | (Seed { .. }, Seed { .. })
        | (NextRandom { .. }, NextRandom { .. }) => true,
        (Env { name: x, .. }, Env { name: y, .. }) => x == y,
        (Host { name: x, .. }, Host { name: y, .. }) => x == y,
        (Server { endpoint: x, .. }, Server { endpoint: y, .. }) => x == y,
        (Http { url: x, .. }, Http { url: y, .. }) => x == y,
        (Incoming { port: x, .. }, Incoming { port: y, .. }) => x == y,
        (Datagram { port: x, .. }, Datagram { port: y, .. }) => x == y,
        (
            Property { name: x, .. } | RemoveProperty { name: x },
            Property { name: y, .. } | RemoveProperty { name: y },
        ) => x == y,
        _ => world_path(a).is_some() && world_path(a) == world_path(b),
    }
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
