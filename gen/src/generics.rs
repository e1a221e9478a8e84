//! Generic types, from the `Signature` attributes of classes, methods and
//! fields: what a test declares (`List<String>`, `Map<String, Integer>`,
//! `Function<String, Integer>`) so that it compiles without raw types or
//! unchecked conversions. Every type variable stands for its bound (a
//! recursive `Comparable` bound for `String`, an unbounded one for
//! `Object`), the same everywhere, so that the values a test makes for a
//! generic class or method fit each other.
use std::collections::BTreeMap;

use interp::Vm;
use interp::classfile::{ClassFile, FieldType, MethodDescriptor, parse_class};

use crate::analysis::AppIndex;

/// A type as a test writes it.
#[derive(Debug, Clone, PartialEq)]
pub enum GType {
    /// A primitive type.
    Prim(FieldType),
    /// A class or interface with its type arguments (none: not generic,
    /// or a raw use the class file had no signature for).
    Class {
        name: String,
        args: Vec<GArg>,
    },
    Array(Box<GType>),
}

/// A type argument.
#[derive(Debug, Clone, PartialEq)]
pub enum GArg {
    Type(GType),
    /// `?`
    Any,
    /// `? extends T`
    Extends(GType),
    /// `? super T`
    Super(GType),
}

impl GType {
    pub fn object() -> GType {
        GType::class("java/lang/Object")
    }

    pub fn class(name: &str) -> GType {
        GType::Class {
            name: name.to_string(),
            args: Vec::new(),
        }
    }

    /// The type of a descriptor, without type arguments.
    pub fn from_erased(t: &FieldType) -> GType {
        match t {
            FieldType::Object(n) => GType::class(n),
            FieldType::Array(e) => GType::Array(Box::new(GType::from_erased(e))),
            p => GType::Prim(p.clone()),
        }
    }

    /// The type the JVM sees.
    pub fn erasure(&self) -> FieldType {
        match self {
            GType::Prim(p) => p.clone(),
            GType::Class { name, .. } => FieldType::Object(name.clone()),
            GType::Array(e) => FieldType::Array(Box::new(e.erasure())),
        }
    }

    /// Without type arguments anywhere.
    pub fn is_plain(&self) -> bool {
        match self {
            GType::Prim(_) => true,
            GType::Class { args, .. } => args.is_empty(),
            GType::Array(e) => e.is_plain(),
        }
    }

    /// The class name, if a class type.
    pub fn class_name(&self) -> Option<&str> {
        match self {
            GType::Class { name, .. } => Some(name),
            _ => None,
        }
    }

    /// The type arguments as the types of values a test makes for them
    /// (`? extends T` and `? super T` as `T`, `?` as `Object`).
    pub fn arg_types(&self) -> Vec<GType> {
        match self {
            GType::Class { args, .. } => args.iter().map(GArg::as_type).collect(),
            _ => Vec::new(),
        }
    }

    /// The same class with the wildcards of its arguments made exact: the
    /// type a test declares a value it makes for `self` with.
    pub fn exact(&self) -> GType {
        match self {
            GType::Class { name, args } => GType::Class {
                name: name.clone(),
                args: args.iter().map(|a| GArg::Type(a.as_type())).collect(),
            },
            other => other.clone(),
        }
    }

    /// Every class type in it (itself, its arguments, its element type).
    pub fn classes(&self, out: &mut Vec<FieldType>) {
        match self {
            GType::Prim(_) => {}
            GType::Class { args, .. } => {
                out.push(self.erasure());
                for a in args {
                    if let Some(t) = a.bound() {
                        t.classes(out);
                    }
                }
            }
            GType::Array(e) => {
                out.push(self.erasure());
                e.classes(out);
            }
        }
    }

    /// Can a value declared `self` be passed where `want` is declared?
    /// `sub` tells erased subtyping.
    pub fn fits(&self, want: &GType, sub: &dyn Fn(&str, &str) -> bool) -> bool {
        match (self, want) {
            (GType::Prim(a), GType::Prim(b)) => a == b,
            (GType::Array(a), GType::Array(b)) => {
                if a.is_reference() {
                    a.fits(b, sub)
                } else {
                    a == b
                }
            }
            (GType::Array(_), GType::Class { name, .. }) => name == "java/lang/Object",
            (GType::Class { name: a, args: x }, GType::Class { name: b, args: y }) => {
                if !sub(a, b) {
                    return false;
                }
                if y.is_empty() {
                    return true;
                }
                // Arguments compare only on the same class, or along the
                // collection types, which pass theirs on as they are
                // (`ArrayList<E>` is a `List<E>` is an `Iterable<E>`); other
                // supertypes' arguments are not known here.
                let collection = |n: &str| n.starts_with("java/util/") || n == "java/lang/Iterable";
                (a == b || (collection(a) && collection(b)))
                    && x.len() == y.len()
                    && x.iter().zip(y).all(|(h, w)| match (h, w) {
                        (_, GArg::Any) => true,
                        (GArg::Type(t), GArg::Type(u)) => t == u,
                        (GArg::Type(t) | GArg::Extends(t), GArg::Extends(u)) => t.fits(u, sub),
                        (GArg::Type(t) | GArg::Super(t), GArg::Super(u)) => u.fits(t, sub),
                        _ => false,
                    })
            }
            _ => false,
        }
    }

    fn is_reference(&self) -> bool {
        !matches!(self, GType::Prim(_))
    }
}

impl GArg {
    fn bound(&self) -> Option<&GType> {
        match self {
            GArg::Type(t) | GArg::Extends(t) | GArg::Super(t) => Some(t),
            GArg::Any => None,
        }
    }

    fn as_type(&self) -> GType {
        self.bound().cloned().unwrap_or_else(GType::object)
    }
}

/// Type variables in scope: each one's stand-in.
type Env = BTreeMap<String, GType>;

/// A class's type parameters, as their stand-ins.
#[derive(Debug, Clone, Default)]
pub struct ClassParams {
    pub params: Vec<GType>,
    /// No stand-in fits a bound (`E extends Enum<E>`): tests leave the class
    /// alone rather than write code that does not compile.
    pub unsound: bool,
    env: Env,
    /// The variables' names, in order.
    order: Vec<String>,
    /// Their erased first bounds.
    bounds: Vec<String>,
}

/// A method's or constructor's generic parameter and result types.
#[derive(Debug, Clone, PartialEq)]
pub struct Generic {
    pub params: Vec<GType>,
    /// A constructor's: its class with the stand-ins as arguments.
    pub ret: Option<GType>,
    /// The method declares type variables its parameters do not use
    /// (`Comparator.naturalOrder()`, `Optional.empty()`), or is a
    /// parameterless constructor of a generic class: javac infers them from
    /// where the value goes, so its result may be declared as wanted.
    pub infers: bool,
    /// The erased bounds of the variables it infers (`Comparable` for
    /// `naturalOrder`): a wanted type argument must be a subtype of each.
    pub bounds: Vec<String>,
    /// Its class with the stand-ins as arguments (what a receiver is declared as).
    pub this: GType,
    /// A constructor's: the classes and interfaces its class hands its own
    /// type variables to, in order (see [`Generics::passed_through`]).
    pub through: Vec<String>,
}

/// Class signatures read so far (application classes and the class
/// library's).
#[derive(Default)]
pub struct Generics {
    classes: BTreeMap<String, Option<ClassFile>>,
    params: BTreeMap<String, ClassParams>,
}

impl Generics {
    fn class_file<'a>(
        &'a mut self,
        vm: &mut Vm,
        index: &'a AppIndex,
        class: &str,
    ) -> Option<&'a ClassFile> {
        if let Some(cf) = index.classes.get(class) {
            return Some(cf);
        }
        self.classes
            .entry(class.to_string())
            .or_insert_with(|| {
                vm.library_class_bytes(class)
                    .and_then(|b| parse_class(&b).ok())
            })
            .as_ref()
    }

    /// The type parameters of `class`.
    pub fn class_params(&mut self, vm: &mut Vm, index: &AppIndex, class: &str) -> ClassParams {
        if let Some(p) = self.params.get(class) {
            return p.clone();
        }
        let sig = self
            .class_file(vm, index, class)
            .and_then(|cf| cf.reflection.signature.clone());
        let mut env = Env::new();
        let (params, unsound, order, bounds) = match sig {
            Some(s) => {
                let mut p = Parser::new(&s);
                let (params, unsound) = p.type_params(&mut env).unwrap_or_default();
                (params, unsound, p.declared, p.bounds)
            }
            None => (Vec::new(), false, Vec::new(), Vec::new()),
        };
        let cp = ClassParams {
            params,
            unsound,
            env,
            order,
            bounds,
        };
        self.params.insert(class.to_string(), cp.clone());
        cp
    }

    /// `t` with arguments for a generic class used raw (`List` as `List<?>`),
    /// so that no declaration is raw.
    pub fn complete(&mut self, vm: &mut Vm, index: &AppIndex, t: GType) -> GType {
        match t {
            GType::Class { name, args } if args.is_empty() => {
                let n = self.class_params(vm, index, &name).params.len();
                GType::Class {
                    name,
                    args: vec![GArg::Any; n],
                }
            }
            GType::Class { name, args } => {
                let args = args
                    .into_iter()
                    .map(|a| match a {
                        GArg::Type(t) => GArg::Type(self.complete(vm, index, t)),
                        GArg::Extends(t) => GArg::Extends(self.complete(vm, index, t)),
                        GArg::Super(t) => GArg::Super(self.complete(vm, index, t)),
                        GArg::Any => GArg::Any,
                    })
                    .collect();
                GType::Class { name, args }
            }
            GType::Array(e) => GType::Array(Box::new(self.complete(vm, index, *e))),
            p => p,
        }
    }

    /// The generic types of method `name` `desc` of `class`; `None` when a
    /// bound has no stand-in (the method is left alone).
    pub fn method(
        &mut self,
        vm: &mut Vm,
        index: &AppIndex,
        class: &str,
        name: &str,
        desc: &str,
    ) -> Option<Generic> {
        let cp = self.class_params(vm, index, class);
        let erased = MethodDescriptor::parse(desc).ok()?;
        let sig = self.class_file(vm, index, class).and_then(|cf| {
            cf.methods
                .iter()
                .find(|m| m.name == name && m.descriptor == desc)
                .and_then(|m| m.reflection.signature.clone())
        });
        let ctor = name == "<init>";
        let self_type = GType::Class {
            name: class.to_string(),
            args: cp.params.iter().cloned().map(GArg::Type).collect(),
        };
        let self_type = self.complete(vm, index, self_type);
        let (mut params, ret, own, unsound) = match sig {
            None => (
                erased.params.iter().map(GType::from_erased).collect(),
                erased.ret.as_ref().map(GType::from_erased),
                Vec::new(),
                false,
            ),
            Some(s) => {
                let s = loosen_inferred(&s);
                let parsed = (|| {
                    let mut env = cp.env.clone();
                    let mut p = Parser::new(&s);
                    let unsound = if p.peek() == Some(b'<') {
                        p.type_params(&mut env)?.1
                    } else {
                        false
                    };
                    let own_names: Vec<String> = p.bounds.clone();
                    p.expect(b'(')?;
                    let mut params = Vec::new();
                    while p.peek() != Some(b')') {
                        params.push(p.ty(&env)?);
                    }
                    p.expect(b')')?;
                    let ret = if p.peek() == Some(b'V') {
                        None
                    } else {
                        Some(p.ty(&env)?)
                    };
                    Some((params, ret, own_names, unsound))
                })();
                // A signature this parser cannot read: the erased types.
                parsed.unwrap_or_else(|| {
                    (
                        erased.params.iter().map(GType::from_erased).collect(),
                        erased.ret.as_ref().map(GType::from_erased),
                        Vec::new(),
                        false,
                    )
                })
            }
        };
        if unsound || cp.unsound {
            return None;
        }
        // A signature leaves out synthetic parameters (an inner class's outer
        // instance, an enum's name and ordinal): take those from the descriptor.
        if params.len() < erased.params.len() {
            let extra = erased.params.len() - params.len();
            let mut all: Vec<GType> = erased.params[..extra]
                .iter()
                .map(GType::from_erased)
                .collect();
            all.append(&mut params);
            params = all;
        }
        if params.len() != erased.params.len() {
            params = erased.params.iter().map(GType::from_erased).collect();
        }
        let params = params
            .into_iter()
            .map(|t| self.complete(vm, index, t))
            .collect();
        let ret = if ctor {
            Some(self_type.clone())
        } else {
            ret.map(|t| self.complete(vm, index, t))
        };
        let (infers, bounds) = if ctor {
            (
                !cp.params.is_empty() && erased.params.is_empty(),
                cp.bounds.clone(),
            )
        } else {
            (!own.is_empty() && erased.params.is_empty(), own)
        };
        let through = if ctor && infers {
            self.passed_through(vm, index, class)
        } else {
            Vec::new()
        };
        Some(Generic {
            params,
            ret,
            infers,
            bounds,
            this: self_type,
            through,
        })
    }

    /// `class` and the supertypes it hands its own type variables to, in
    /// order and unchanged (`ArrayList<E>` is a `List<E>` and a
    /// `Collection<E>`): a diamond `new C<>()` may be declared as any of them
    /// with the arguments wanted, but not as one it maps them otherwise to
    /// (`MultiKeyMap<K, V>` is a `Map<MultiKey<? extends K>, V>`).
    pub fn passed_through(&mut self, vm: &mut Vm, index: &AppIndex, class: &str) -> Vec<String> {
        let mut out = vec![class.to_string()];
        let mut i = 0;
        // Bounded: a hierarchy is finite, but class files are input.
        while i < out.len() && out.len() < 64 {
            let name = out[i].clone();
            i += 1;
            let Some(sig) = self
                .class_file(vm, index, &name)
                .and_then(|cf| cf.reflection.signature.clone())
            else {
                continue;
            };
            for sup in handed_on(&sig) {
                if !out.contains(&sup) {
                    out.push(sup);
                }
            }
        }
        out
    }

    /// The generic type of field `name` of `class`, if it has a signature.
    pub fn field(&mut self, vm: &mut Vm, index: &AppIndex, class: &str, name: &str) -> GType {
        let cp = self.class_params(vm, index, class);
        let f = self
            .class_file(vm, index, class)
            .and_then(|cf| cf.fields.iter().find(|f| f.name == name))
            .map(|f| (f.descriptor.clone(), f.reflection.signature.clone()));
        let t = match f {
            Some((_, Some(sig))) => Parser::new(&sig).ty(&cp.env),
            Some((d, None)) => FieldType::parse(&d).ok().map(|t| GType::from_erased(&t)),
            None => None,
        };
        let t = t.unwrap_or_else(GType::object);
        self.complete(vm, index, t)
    }

    /// The single abstract method of interface `iface` (declared in it, not
    /// inherited) with its parameter and result types for type arguments
    /// `args`: name, erased descriptor, generic result.
    pub fn sam(
        &mut self,
        vm: &mut Vm,
        index: &AppIndex,
        iface: &str,
        args: &[GType],
    ) -> Option<Sam> {
        // An iterable's lambda would return an iterator, mostly null: a
        // collection is what it is for.
        if iface == "java/lang/Iterable" {
            return None;
        }
        let cid = vm.load_class(iface).ok()?;
        let c = vm.class(cid);
        if c.access & interp::runtime::class::ACC_INTERFACE == 0 {
            return None;
        }
        // Abstract methods of it and its superinterfaces, other than Object's.
        let mut abstract_methods = Vec::new();
        let mut todo = vec![cid];
        let mut seen = Vec::new();
        while let Some(k) = todo.pop() {
            if seen.contains(&k) {
                continue;
            }
            seen.push(k);
            let class = vm.class(k);
            todo.extend(class.interfaces.iter().copied());
            for &m in &class.methods {
                let m = vm.method(m);
                let object_method = matches!(
                    (&*m.name, &*m.descriptor),
                    ("equals", "(Ljava/lang/Object;)Z")
                        | ("hashCode", "()I")
                        | ("toString", "()Ljava/lang/String;")
                );
                if m.is_abstract() && !m.is_static() && !object_method {
                    abstract_methods.push((k, m.name.to_string(), m.descriptor.to_string()));
                }
            }
        }
        let [(owner, name, desc)] = abstract_methods.as_slice() else {
            return None;
        };
        if *owner != cid {
            return None;
        }
        let erased = MethodDescriptor::parse(desc).ok()?;
        let cp = self.class_params(vm, index, iface);
        if !args.is_empty() && args.len() != cp.params.len() {
            return None;
        }
        let sig = self.class_file(vm, index, iface).and_then(|cf| {
            cf.methods
                .iter()
                .find(|m| m.name == *name && m.descriptor == *desc)
                .and_then(|m| m.reflection.signature.clone())
        });
        // The interface's variables stand for the wanted arguments.
        let mut env = cp.env.clone();
        for (var, arg) in cp.order.iter().zip(args) {
            env.insert(var.clone(), arg.clone());
        }
        let ret = match (&erased.ret, sig) {
            (None, _) => None,
            (Some(r), None) => Some(GType::from_erased(r)),
            (Some(r), Some(s)) => {
                let p = Parser::new(&s);
                if p.peek() == Some(b'<') {
                    // A generic method is no lambda's.
                    return None;
                }
                let at = s.find(')')? + 1;
                let mut q = Parser::new(&s[at..]);
                Some(q.ty(&env).unwrap_or_else(|| GType::from_erased(r)))
            }
        };
        let ret = ret.map(|t| self.complete(vm, index, t));
        Some(Sam {
            name: name.clone(),
            desc: erased,
            ret,
        })
    }
}

/// A functional interface's method.
#[derive(Debug, Clone, PartialEq)]
pub struct Sam {
    pub name: String,
    pub desc: MethodDescriptor,
    pub ret: Option<GType>,
}

/// Method signature `sig` with each of its own type variables that javac
/// infers from a single argument alone (`<T> T create(String, Class<T>)`)
/// made a wildcard there (`Class<?>`): any `Class<X>` may be passed, and the
/// result, declared as the variable's bound, is an `X`. A variable found
/// elsewhere too (another parameter, inside the result type) stays.
fn loosen_inferred(sig: &str) -> String {
    let mut p = Parser::new(sig);
    if p.peek() != Some(b'<') || p.type_params(&mut Env::new()).is_none() {
        return sig.to_string();
    }
    let (head, rest) = sig.split_at(p.pos);
    let Some(close) = rest.find(')') else {
        return sig.to_string();
    };
    let (mut params, tail) = (rest[..=close].to_string(), &rest[close + 1..]);
    let ret = tail.split('^').next().unwrap_or("");
    // Only variables bounded by `Object`: `Class<?>` is no `Class<T extends Number>`.
    for (v, bound) in p.declared.iter().zip(&p.bounds) {
        if bound != "java/lang/Object" {
            continue;
        }
        let var = format!("T{v};");
        let sole = format!("<{var}>");
        let uses = occurrences(&params, &var);
        if uses == 1
            && params.matches(&sole).count() == 1
            && (ret == var || occurrences(ret, &var) == 0)
        {
            params = params.replacen(&sole, "<*>", 1);
        }
    }
    format!("{head}{params}{tail}")
}

/// How often type variable reference `var` (`TT;`) occurs in signature text
/// `s` as a whole (not as the end of a class name such as `Lx/AT;`).
fn occurrences(s: &str, var: &str) -> usize {
    s.match_indices(var)
        .filter(|&(i, _)| {
            i == 0
                || matches!(
                    s.as_bytes()[i - 1],
                    b'(' | b'<' | b';' | b'[' | b'+' | b'-' | b'*' | b'>'
                )
        })
        .count()
}

/// The direct supertypes a generic class signature hands its own type
/// variables to, all of them in order (`<K:..;V:..;>Ljava/util/AbstractMap<TK;TV;>;`
/// hands them to `AbstractMap`).
fn handed_on(sig: &str) -> Vec<String> {
    let mut p = Parser::new(sig);
    if p.type_params(&mut Env::new()).is_none() || p.declared.is_empty() {
        return Vec::new();
    }
    let own: String = p.declared.iter().map(|v| format!("T{v};")).collect();
    let mut out = Vec::new();
    while let Some((sup, args)) = p.raw_class_type() {
        if args == own {
            out.push(sup);
        }
    }
    out
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    /// The type variables the last `type_params` declared, in order.
    declared: Vec<String>,
    /// Their erased first bounds.
    bounds: Vec<String>,
    /// A variable not in scope was read (a bound naming its own variable).
    unknown: bool,
}

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Parser<'a> {
        Parser {
            s: s.as_bytes(),
            pos: 0,
            declared: Vec::new(),
            bounds: Vec::new(),
            unknown: false,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn expect(&mut self, c: u8) -> Option<()> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Some(())
        } else {
            None
        }
    }

    fn until(&mut self, stops: &[u8]) -> Option<String> {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if stops.contains(&c) {
                return std::str::from_utf8(&self.s[start..self.pos])
                    .ok()
                    .map(str::to_string);
            }
            self.pos += 1;
        }
        None
    }

    /// The next class type of a class signature's supertypes, as its name
    /// and the text of its type arguments (`Ljava/util/Map<TK;TV;>;` is
    /// `java/util/Map` and `TK;TV;`); `None` at the end or at a nested
    /// class's type, which is left alone.
    fn raw_class_type(&mut self) -> Option<(String, String)> {
        self.expect(b'L')?;
        let name = self.until(b"<;.")?;
        if self.peek() != Some(b'<') {
            self.expect(b';')?;
            return Some((name, String::new()));
        }
        self.pos += 1;
        let start = self.pos;
        let mut depth = 1;
        while depth > 0 {
            match self.peek()? {
                b'<' => depth += 1,
                b'>' => depth -= 1,
                _ => {}
            }
            self.pos += 1;
        }
        let args = std::str::from_utf8(&self.s[start..self.pos - 1])
            .ok()?
            .to_string();
        self.expect(b';')?;
        Some((name, args))
    }

    /// `<T:bound;U::bound;>`: adds each variable's stand-in to `env`; the
    /// stand-ins and whether some bound has none.
    fn type_params(&mut self, env: &mut Env) -> Option<(Vec<GType>, bool)> {
        self.expect(b'<')?;
        let mut out = Vec::new();
        let mut unsound = false;
        self.declared.clear();
        self.bounds.clear();
        while self.peek() != Some(b'>') {
            let name = self.until(b":")?;
            let mut bounds = Vec::new();
            let mut recursive = false;
            while self.peek() == Some(b':') {
                self.pos += 1;
                if matches!(self.peek(), Some(b'L' | b'T' | b'[')) {
                    self.unknown = false;
                    let b = self.ty(env)?;
                    recursive |= self.unknown;
                    bounds.push(b);
                }
            }
            let first = bounds
                .first()
                .and_then(GType::class_name)
                .unwrap_or("java/lang/Object")
                .to_string();
            self.bounds.push(first.clone());
            let comparable = bounds
                .iter()
                .any(|b| b.class_name() == Some("java/lang/Comparable"));
            let stand_in = if comparable {
                // `T extends Comparable<? super T>`: a string is one.
                GType::class("java/lang/String")
            } else if recursive && first == "java/lang/Enum" {
                // `E extends Enum<E>`: an enum of the class library is one.
                GType::class("java/time/DayOfWeek")
            } else if recursive {
                unsound = true;
                GType::object()
            } else {
                bounds
                    .into_iter()
                    .find(|b| b.class_name() != Some("java/lang/Object"))
                    .unwrap_or_else(GType::object)
            };
            env.insert(name.clone(), stand_in.clone());
            self.declared.push(name);
            out.push(stand_in);
        }
        self.expect(b'>')?;
        Some((out, unsound))
    }

    fn ty(&mut self, env: &Env) -> Option<GType> {
        match self.peek()? {
            b'L' => {
                self.pos += 1;
                let mut name = String::new();
                let mut args = Vec::new();
                loop {
                    name.push_str(&self.until(b"<;.")?);
                    if self.peek() == Some(b'<') {
                        self.pos += 1;
                        args.clear();
                        while self.peek() != Some(b'>') {
                            args.push(self.arg(env)?);
                        }
                        self.pos += 1;
                    }
                    match self.peek()? {
                        b';' => {
                            self.pos += 1;
                            break;
                        }
                        // `Outer<T>.Inner<U>`: the inner class's own arguments.
                        b'.' => {
                            self.pos += 1;
                            name.push('$');
                            args.clear();
                        }
                        _ => return None,
                    }
                }
                Some(GType::Class { name, args })
            }
            b'T' => {
                self.pos += 1;
                let var = self.until(b";")?;
                self.pos += 1;
                match env.get(&var) {
                    Some(t) => Some(t.clone()),
                    None => {
                        self.unknown = true;
                        Some(GType::object())
                    }
                }
            }
            b'[' => {
                self.pos += 1;
                Some(GType::Array(Box::new(self.ty(env)?)))
            }
            c => {
                self.pos += 1;
                let p = FieldType::parse(std::str::from_utf8(&[c]).ok()?).ok()?;
                Some(GType::Prim(p))
            }
        }
    }

    /// A type argument; a variable not in scope (a bound's own) is `?`.
    fn arg(&mut self, env: &Env) -> Option<GArg> {
        let wild = match self.peek()? {
            b'*' => {
                self.pos += 1;
                return Some(GArg::Any);
            }
            b'+' => Some(true),
            b'-' => Some(false),
            _ => None,
        };
        if wild.is_some() {
            self.pos += 1;
        }
        let before = self.unknown;
        self.unknown = false;
        let t = self.ty(env)?;
        let unknown = self.unknown;
        self.unknown = before || unknown;
        if unknown && !t.is_plain() {
            return Some(GArg::Any);
        }
        if unknown && matches!(t, GType::Class { ref name, .. } if name == "java/lang/Object") {
            return Some(GArg::Any);
        }
        Some(match wild {
            None => GArg::Type(t),
            Some(true) => GArg::Extends(t),
            Some(false) => GArg::Super(t),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(n: &str, args: Vec<GArg>) -> GType {
        GType::Class {
            name: n.to_string(),
            args,
        }
    }

    #[test]
    fn type_variables_stand_for_their_bounds() {
        let mut env = Env::new();
        let mut p = Parser::new("<T:Ljava/lang/Object;N:Ljava/lang/Number;>");
        let (params, unsound) = p.type_params(&mut env).unwrap_or_default();
        assert!(!unsound);
        assert_eq!(params, [GType::object(), GType::class("java/lang/Number")]);
        let t = Parser::new("Ljava/util/Map<TT;+TN;>;").ty(&env);
        assert_eq!(
            t,
            Some(class(
                "java/util/Map",
                vec![
                    GArg::Type(GType::object()),
                    GArg::Extends(GType::class("java/lang/Number"))
                ]
            ))
        );
    }

    #[test]
    fn a_recursive_comparable_bound_is_a_string_and_an_enum_an_enum() {
        let mut env = Env::new();
        let (params, unsound) = Parser::new("<T::Ljava/lang/Comparable<-TT;>;>")
            .type_params(&mut env)
            .unwrap_or_default();
        assert_eq!(
            (params, unsound),
            (vec![GType::class("java/lang/String")], false)
        );
        let (params, unsound) = Parser::new("<E:Ljava/lang/Enum<TE;>;>")
            .type_params(&mut Env::new())
            .unwrap_or_default();
        assert_eq!(
            (params, unsound),
            (vec![GType::class("java/time/DayOfWeek")], false)
        );
        let (_, unsound) = Parser::new("<N:Lacme/Node<TN;>;>")
            .type_params(&mut Env::new())
            .unwrap_or_default();
        assert!(unsound);
    }

    #[test]
    fn a_variable_inferred_from_one_argument_alone_becomes_a_wildcard() {
        let create = "<T:Ljava/lang/Object;>(Ljava/lang/String;Ljava/lang/Class<TT;>;)TT;^Lx/E;";
        assert_eq!(
            loosen_inferred(create),
            "<T:Ljava/lang/Object;>(Ljava/lang/String;Ljava/lang/Class<*>;)TT;^Lx/E;"
        );
        // Used twice, or inside the result: javac ties them together.
        for kept in [
            "<T:Ljava/lang/Number;>(Ljava/lang/Class<TT;>;)TT;",
            "<T:Ljava/lang/Object;>(Ljava/lang/Class<TT;>;TT;)V",
            "<T:Ljava/lang/Object;>(Ljava/lang/Class<TT;>;)Ljava/util/List<TT;>;",
            "<T:Ljava/lang/Object;>(Ljava/util/Map<TT;TT;>;)V",
        ] {
            assert_eq!(loosen_inferred(kept), kept);
        }
    }

    #[test]
    fn a_class_hands_on_its_variables_only_in_order() {
        let sig = "<K:Ljava/lang/Object;V:Ljava/lang/Object;>Lorg/x/Decorator<Lorg/x/MultiKey<+TK;>;TV;>;\
                   Ljava/util/Map<TK;TV;>;Ljava/lang/Comparable<TV;>;Ljava/io/Serializable;";
        assert_eq!(handed_on(sig), vec!["java/util/Map".to_string()]);
        assert_eq!(
            handed_on("<E:Ljava/lang/Object;>Ljava/util/AbstractList<TE;>;Ljava/util/List<TE;>;"),
            vec![
                "java/util/AbstractList".to_string(),
                "java/util/List".to_string()
            ]
        );
        assert!(handed_on("Ljava/lang/Object;Ljava/lang/Comparable<Lx/Y;>;").is_empty());
    }

    #[test]
    fn wildcards_and_arrays_parse() {
        let t = Parser::new("[Ljava/lang/Iterable<*>;").ty(&Env::new());
        assert_eq!(
            t,
            Some(GType::Array(Box::new(class(
                "java/lang/Iterable",
                vec![GArg::Any]
            ))))
        );
        let list = class(
            "java/util/List",
            vec![GArg::Type(GType::class("java/lang/String"))],
        );
        let want = class(
            "java/util/List",
            vec![GArg::Extends(GType::class("java/lang/CharSequence"))],
        );
        let sub = |a: &str, b: &str| a == b || (a == "java/lang/String" && b != "java/util/List");
        assert!(list.fits(&want, &sub));
        assert!(!want.fits(&list, &sub));
        assert_eq!(
            want.exact(),
            class(
                "java/util/List",
                vec![GArg::Type(GType::class("java/lang/CharSequence"))]
            )
        );
    }
}
