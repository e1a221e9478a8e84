//! The test model: a test case is world actions (the test's data outside the
//! program) followed by a sequence of statements; each statement that yields
//! a value defines the variable with its index.
use std::rc::Rc;

use interp::MethodId;
use interp::classfile::FieldType;

use crate::generics::{GType, Generic};

/// A constructor or method the generator may call.
#[derive(Debug, Clone, PartialEq)]
pub struct Callable {
    /// Internal name of the declaring class (`com/acme/Parser`).
    pub class: Rc<str>,
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
    pub params: Vec<FieldType>,
    /// `None` for `void` and constructors.
    pub ret: Option<FieldType>,
    pub kind: CallKind,
    pub method: MethodId,
    /// Checked exceptions it declares (internal names).
    pub throws: Vec<Rc<str>>,
    /// Its class has another method of its name and number of parameters:
    /// arguments of other static types are cast to the parameter types in
    /// the written test, so that javac picks this method.
    pub overloaded: bool,
    /// Its generic parameter and result types (from its `Signature`).
    pub generic: Option<Rc<Generic>>,
    /// Neither public, protected nor private: a subclass in another
    /// package does not inherit it, so a call on a variable of such a
    /// subclass is written on the variable cast to `class`.
    pub package_private: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallKind {
    Constructor,
    Static,
    Instance,
}

impl Callable {
    pub fn is_constructor(&self) -> bool {
        self.kind == CallKind::Constructor
    }
    /// The type of the value a call yields, if any.
    pub fn yields(&self) -> Option<FieldType> {
        match self.kind {
            CallKind::Constructor => Some(FieldType::Object(self.class.to_string())),
            _ => self.ret.clone(),
        }
    }

    /// The type the written test declares the call's value as.
    pub fn gyields(&self) -> Option<GType> {
        match &self.generic {
            Some(g) if self.kind == CallKind::Constructor || self.ret.is_some() => g.ret.clone(),
            _ => self.yields().as_ref().map(GType::from_erased),
        }
    }

    /// The declared types of its parameters.
    pub fn gparams(&self) -> Vec<GType> {
        match &self.generic {
            Some(g) => g.params.clone(),
            None => self.params.iter().map(GType::from_erased).collect(),
        }
    }

    /// The type its receiver is declared as.
    pub fn this(&self) -> GType {
        match &self.generic {
            Some(g) => g.this.clone(),
            None => GType::class(&self.class),
        }
    }
}

/// A literal.
#[derive(Debug, Clone, PartialEq)]
pub enum Lit {
    Boolean(bool),
    Byte(i8),
    Char(u16),
    Short(i16),
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    Str(String),
    /// `null` of this type.
    Null(FieldType),
}

impl Lit {
    pub fn ty(&self) -> FieldType {
        match self {
            Lit::Boolean(_) => FieldType::Boolean,
            Lit::Byte(_) => FieldType::Byte,
            Lit::Char(_) => FieldType::Char,
            Lit::Short(_) => FieldType::Short,
            Lit::Int(_) => FieldType::Int,
            Lit::Long(_) => FieldType::Long,
            Lit::Float(_) => FieldType::Float,
            Lit::Double(_) => FieldType::Double,
            Lit::Str(_) => FieldType::Object("java/lang/String".into()),
            Lit::Null(t) => t.clone(),
        }
    }

    /// The value of an integral literal (`char` as its code).
    pub fn as_i64(&self) -> Option<i64> {
        Some(match *self {
            Lit::Byte(v) => v as i64,
            Lit::Char(v) => v as i64,
            Lit::Short(v) => v as i64,
            Lit::Int(v) => v as i64,
            Lit::Long(v) => v,
            _ => return None,
        })
    }

    /// The same kind of integral literal with value `v` (narrowed as Java
    /// casts do); other literals unchanged.
    pub fn with_i64(&self, v: i64) -> Lit {
        match self {
            Lit::Byte(_) => Lit::Byte(v as i8),
            Lit::Char(_) => Lit::Char(v as u16),
            Lit::Short(_) => Lit::Short(v as i16),
            Lit::Int(_) => Lit::Int(v as i32),
            Lit::Long(_) => Lit::Long(v),
            other => other.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Stmt {
    Lit(Lit),
    /// `new C(args)` (a constructor) or `recv.m(args)` / `C.m(args)`.
    Call {
        callable: Rc<Callable>,
        receiver: Option<usize>,
        args: Vec<usize>,
    },
    /// `new T[] {items}`.
    Array {
        elem: FieldType,
        items: Vec<usize>,
    },
    /// `C.NAME`: a constant a class holds in a static field (an enum's
    /// constant, `ZoneOffset.UTC`, `StandardCharsets.UTF_8`), of the
    /// field's declared type `ty`.
    Constant {
        class: Rc<str>,
        name: Rc<str>,
        ty: FieldType,
    },
    /// A collection or map of declared type `ty` (`List<String>`), made
    /// with `class`'s no-argument constructor and filled with `items`
    /// (`add` each; for a map, `put` each key and value pair).
    Collection {
        ty: GType,
        class: Rc<str>,
        items: Vec<usize>,
    },
    /// A lambda of functional interface type `ty` whose method `sam`
    /// (erased descriptor `desc`) returns `result` (`s -> "abc"`).
    Lambda {
        ty: GType,
        sam: Rc<str>,
        desc: Rc<str>,
        result: Option<usize>,
    },
    /// A change to the world between two calls (`World.advanceClock(…)`):
    /// the world actions of `TestCase::world` set the world up before the
    /// first statement, these change it while the calls run.
    World(WorldAction),
}

impl Stmt {
    /// The type of the variable this statement defines, if any.
    pub fn ty(&self) -> Option<FieldType> {
        match self {
            Stmt::Lit(l) => Some(l.ty()),
            Stmt::Call { callable, .. } => callable.yields(),
            Stmt::Array { elem, .. } => Some(FieldType::Array(Box::new(elem.clone()))),
            Stmt::Constant { ty, .. } => Some(ty.clone()),
            Stmt::Collection { ty, .. } | Stmt::Lambda { ty, .. } => Some(ty.erasure()),
            Stmt::World(_) => None,
        }
    }

    /// The type the written test declares the variable as.
    pub fn gty(&self) -> Option<GType> {
        match self {
            Stmt::Call { callable, .. } => callable.gyields(),
            Stmt::Collection { ty, .. } | Stmt::Lambda { ty, .. } => Some(ty.clone()),
            // `Class<?>`, never the raw `Class`.
            Stmt::Constant { name, .. } if is_class_literal(name) => Some(GType::Class {
                name: "java/lang/Class".to_string(),
                args: vec![crate::generics::GArg::Any],
            }),
            other => other.ty().as_ref().map(GType::from_erased),
        }
    }

    /// The variables this statement reads.
    pub fn uses(&self) -> impl Iterator<Item = usize> + '_ {
        let (recv, args): (Option<usize>, &[usize]) = match self {
            Stmt::Lit(_) | Stmt::Constant { .. } | Stmt::World(_) => (None, &[]),
            Stmt::Call { receiver, args, .. } => (*receiver, args),
            Stmt::Array { items, .. } | Stmt::Collection { items, .. } => (None, items),
            Stmt::Lambda { result, .. } => (*result, &[]),
        };
        recv.into_iter().chain(args.iter().copied())
    }

    pub(crate) fn uses_mut(&mut self) -> Vec<&mut usize> {
        match self {
            Stmt::Lit(_) | Stmt::Constant { .. } | Stmt::World(_) => Vec::new(),
            Stmt::Call { receiver, args, .. } => {
                receiver.iter_mut().chain(args.iter_mut()).collect()
            }
            Stmt::Array { items, .. } | Stmt::Collection { items, .. } => {
                items.iter_mut().collect()
            }
            Stmt::Lambda { result, .. } => result.iter_mut().collect(),
        }
    }
}

/// Something the test puts into the virtual world before it runs (the
/// world API of `terrarium api`).
pub use jdk_shims::world::action::Action as WorldAction;

/// The text fields of a world action (one list for [`world_texts`] and
/// [`world_texts_mut`]: match ergonomics borrow them as the action is).
macro_rules! action_texts {
    ($a:expr) => {{
        use WorldAction::*;
        match $a {
            Stdin { text, .. } => vec![text],
            File { content, .. } => vec![content],
            Env { value, .. } | Property { value, .. } => vec![value],
            Incoming { data, .. } | Datagram { data, .. } => vec![data],
            Server {
                greeting, reply, ..
            } => vec![greeting, reply],
            Http { body, .. } => vec![body],
            FailingFile { .. }
            | Directory { .. }
            | UnreadableDirectory { .. }
            | Clock { .. }
            | AdvanceClock { .. }
            | Seed { .. }
            | NextRandom { .. }
            | RemoveProperty { .. }
            | Host { .. } => Vec::new(),
        }
    }};
}

/// The texts of a world action that the code reads: console input, file
/// content, values, network data.
/// A `Stmt::Constant` named `class` is the class literal `C.class` (no
/// field has that name: it is a keyword).
pub fn is_class_literal(name: &str) -> bool {
    name == "class"
}

pub fn world_texts(a: &WorldAction) -> Vec<&String> {
    action_texts!(a)
}

/// [`world_texts`], to change.
pub fn world_texts_mut(a: &mut WorldAction) -> Vec<&mut String> {
    action_texts!(a)
}

/// The path of a world action that puts a file or directory in place (one
/// match for [`world_path`] and [`world_path_mut`]).
macro_rules! action_path {
    ($a:expr) => {{
        use WorldAction::*;
        match $a {
            File { path, .. }
            | FailingFile { path, .. }
            | Directory { path }
            | UnreadableDirectory { path } => Some(path),
            _ => None,
        }
    }};
}

/// The path a world action puts a file or directory at, if it does.
pub fn world_path(a: &WorldAction) -> Option<&String> {
    action_path!(a)
}

/// [`world_path`], to change.
pub fn world_path_mut(a: &mut WorldAction) -> Option<&mut String> {
    action_path!(a)
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct TestCase {
    pub world: Vec<WorldAction>,
    pub stmts: Vec<Stmt>,
}

impl TestCase {
    /// Remove statement `i` and every statement that depends on it; fix the
    /// variable numbers of the rest.
    pub fn remove(&mut self, i: usize) {
        let mut dead = vec![false; self.stmts.len()];
        if let Some(d) = dead.get_mut(i) {
            *d = true;
        }
        for j in i + 1..self.stmts.len() {
            if self.stmts[j]
                .uses()
                .any(|u| dead.get(u).copied().unwrap_or(true))
            {
                dead[j] = true;
            }
        }
        let mut renumber = vec![usize::MAX; self.stmts.len()];
        let mut next = 0;
        for (j, d) in dead.iter().enumerate() {
            if !d {
                renumber[j] = next;
                next += 1;
            }
        }
        let old = std::mem::take(&mut self.stmts);
        for (j, mut s) in old.into_iter().enumerate() {
            if dead[j] {
                continue;
            }
            for u in s.uses_mut() {
                *u = renumber.get(*u).copied().unwrap_or(0);
            }
            self.stmts.push(s);
        }
    }

    /// Move the statements from `from` to the end so that they start at `to`
    /// (`to <= from`; they must not use a variable in `to..from`), renumbering
    /// every use. Lets a call on an object go before later uses of it (a
    /// builder's setter before its `build()`).
    pub fn move_tail(&mut self, from: usize, to: usize) {
        let n = self.stmts.len();
        if to >= from || from > n {
            return;
        }
        let tail = n - from;
        let place = |u: usize| -> usize {
            if u >= from {
                u - from + to
            } else if u >= to {
                u + tail
            } else {
                u
            }
        };
        let moved: Vec<Stmt> = self.stmts.drain(from..).collect();
        let rest: Vec<Stmt> = self.stmts.drain(to..).collect();
        for mut s in moved.into_iter().chain(rest) {
            for u in s.uses_mut() {
                *u = place(*u);
            }
            self.stmts.push(s);
        }
    }

    /// The smallest position the statements from `from` on can move to (see
    /// [`TestCase::move_tail`]): after every earlier variable they use.
    pub fn earliest_for_tail(&self, from: usize) -> usize {
        self.stmts
            .iter()
            .skip(from)
            .flat_map(Stmt::uses)
            .filter(|&u| u < from)
            .map(|u| u + 1)
            .max()
            .unwrap_or(0)
    }

    /// The first statement at `from` or later that uses variable `v`.
    pub fn next_use(&self, v: usize, from: usize) -> Option<usize> {
        (from..self.stmts.len()).find(|&i| self.stmts[i].uses().any(|u| u == v))
    }

    /// Statements `0..=i` that statement `i` needs, as a test of their own
    /// (indices renumbered); returns it with the new index of `i`.
    pub fn closure(&self, i: usize) -> (Vec<Stmt>, usize) {
        let mut need = vec![false; i + 1];
        need[i] = true;
        for j in (0..=i).rev() {
            if need[j] {
                for u in self.stmts[j].uses() {
                    if let Some(n) = need.get_mut(u) {
                        *n = true;
                    }
                }
            }
        }
        let mut renumber = vec![0; i + 1];
        let mut out = Vec::new();
        for j in 0..=i {
            if need[j] {
                let mut s = self.stmts[j].clone();
                for u in s.uses_mut() {
                    *u = renumber[*u];
                }
                renumber[j] = out.len();
                out.push(s);
            }
        }
        let at = out.len() - 1;
        (out, at)
    }

    /// Append `stmts` (numbered from 0) after the current statements.
    pub fn append(&mut self, stmts: &[Stmt]) -> usize {
        let offset = self.stmts.len();
        for s in stmts {
            let mut s = s.clone();
            for u in s.uses_mut() {
                *u += offset;
            }
            self.stmts.push(s);
        }
        offset
    }

    pub fn is_empty(&self) -> bool {
        self.stmts.is_empty()
    }

    /// The texts a test feeds the code: its string literals, then its world
    /// actions' texts (see [`world_texts`]).
    pub fn texts(&self) -> Vec<&str> {
        let world = self.world.iter().flat_map(world_texts).map(String::as_str);
        self.string_literals().chain(world).collect()
    }

    /// [`TestCase::texts`], to change.
    pub fn texts_mut(&mut self) -> Vec<&mut String> {
        let literals = self.stmts.iter_mut().filter_map(|s| match s {
            Stmt::Lit(Lit::Str(x)) => Some(x),
            _ => None,
        });
        literals
            .chain(self.world.iter_mut().flat_map(world_texts_mut))
            .collect()
    }

    /// Whether the test sets the world up or changes it between its calls.
    pub fn uses_world(&self) -> bool {
        !self.world.is_empty() || self.stmts.iter().any(|s| matches!(s, Stmt::World(_)))
    }

    /// The string literals the test uses, in order.
    pub fn string_literals(&self) -> impl Iterator<Item = &str> {
        self.stmts.iter().filter_map(|s| match s {
            Stmt::Lit(Lit::Str(x)) => Some(x.as_str()),
            _ => None,
        })
    }
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

/// `ms` since the epoch as `2026-11-15T10:15:30Z` (with `.123` when it has milliseconds).
pub fn iso_instant(ms: i64) -> String {
    const DAY: i64 = 86_400_000;
    let (days, in_day) = (ms.div_euclid(DAY), ms.rem_euclid(DAY));
    let (h, m, s, milli) = (
        in_day / 3_600_000,
        in_day / 60_000 % 60,
        in_day / 1000 % 60,
        in_day % 1000,
    );
    let date = iso_date(days);
    if milli == 0 {
        format!("{date}T{h:02}:{m:02}:{s:02}Z")
    } else {
        format!("{date}T{h:02}:{m:02}:{s:02}.{milli:03}Z")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(name: &str, receiver: Option<usize>, args: Vec<usize>) -> Stmt {
        Stmt::Call {
            callable: Rc::new(Callable {
                class: "C".into(),
                name: name.into(),
                descriptor: "()V".into(),
                params: Vec::new(),
                ret: None,
                kind: CallKind::Instance,
                method: MethodId(0),
                throws: Vec::new(),
                overloaded: false,
                generic: None,
                package_private: false,
            }),
            receiver,
            args,
        }
    }

    #[test]
    fn move_tail_renumbers_uses() {
        // 0: "a"  1: b = new()  2: b.build()  3: "x"  4: b.set(x)
        let mut t = TestCase {
            world: Vec::new(),
            stmts: vec![
                Stmt::Lit(Lit::Str("a".into())),
                call("new", None, vec![0]),
                call("build", Some(1), vec![]),
                Stmt::Lit(Lit::Str("x".into())),
                call("set", Some(1), vec![3]),
            ],
        };
        assert_eq!(t.earliest_for_tail(3), 2);
        // `b` is used next by `build` (2), then by `set` (4); `x` only by `set`.
        assert_eq!(t.next_use(1, 2), Some(2));
        assert_eq!(t.next_use(1, 3), Some(4));
        assert_eq!(t.next_use(3, 0), Some(4));
        assert_eq!(t.next_use(4, 0), None);
        t.move_tail(3, 2);
        // 0: "a"  1: b = new()  2: "x"  3: b.set(x)  4: b.build()
        assert_eq!(t.stmts[2], Stmt::Lit(Lit::Str("x".into())));
        assert_eq!(t.stmts[3], call("set", Some(1), vec![2]));
        assert_eq!(t.stmts[4], call("build", Some(1), vec![]));
        assert_eq!(t.stmts[1], call("new", None, vec![0]));
    }
}
