//! What the generator knows before it runs anything: the application's
//! classes (an index of their class files), which constructors and methods a
//! test may call, how to make a value of each type, and the constants the
//! code mentions (GRT's constant mining, per class and global).
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use interp::Vm;
use interp::classfile::{ClassFile, Constant, FieldType, MethodDescriptor, parse_class};
use interp::exec::instr::Instr;
use interp::runtime::class::{ACC_ABSTRACT, ACC_INTERFACE, ACC_PRIVATE, ACC_PUBLIC, ACC_STATIC};

use crate::model::{CallKind, Callable};

const ACC_BRIDGE: u16 = 0x0040;
const ACC_SYNTHETIC: u16 = 0x1000;

/// The application class path, parsed once.
pub struct AppIndex {
    pub classes: BTreeMap<String, ClassFile>,
}

impl AppIndex {
    pub fn new(classes: &BTreeMap<String, Vec<u8>>) -> AppIndex {
        let classes = classes
            .iter()
            .filter_map(|(n, b)| parse_class(b).ok().map(|c| (n.clone(), c)))
            .collect();
        AppIndex { classes }
    }

    /// Is `sub` (internal name) `sup` or a subtype of it, as far as the class path tells?
    pub fn is_subtype(&self, sub: &str, sup: &str) -> bool {
        if sub == sup || sup == "java/lang/Object" {
            return true;
        }
        let Some(c) = self.classes.get(sub) else {
            return false;
        };
        c.super_class
            .as_deref()
            .is_some_and(|s| self.is_subtype(s, sup))
            || c.interfaces.iter().any(|i| self.is_subtype(i, sup))
    }
}

pub fn package_of(internal: &str) -> &str {
    internal.rfind('/').map(|i| &internal[..i]).unwrap_or("")
}

/// May a test in `package` call a member with `access` of `class`?
/// (Tests live in the package of the class under test, as EvoSuite's do.)
fn accessible(access: u16, class: &ClassFile, package: &str) -> bool {
    let same = package_of(&class.this_class) == package;
    // A nested class's access is its InnerClasses entry's (a private nested
    // class is package-private in its own class file).
    let class_access = class
        .inner_classes
        .iter()
        .find(|ic| ic.inner_class.as_deref() == Some(class.this_class.as_str()))
        .map_or(class.access_flags, |ic| ic.access_flags);
    class_access & ACC_PRIVATE == 0
        && (class_access & ACC_PUBLIC != 0 || same)
        && access & ACC_PRIVATE == 0
        && (access & ACC_PUBLIC != 0 || same)
}

/// The callables of `class` a test in `package` may use, resolved in `vm`.
pub fn callables(vm: &mut Vm, class: &ClassFile, package: &str) -> Vec<Rc<Callable>> {
    let Ok(cid) = vm.load_class(&class.this_class) else {
        return Vec::new();
    };
    let abstract_class = class.access_flags & (ACC_ABSTRACT | ACC_INTERFACE) != 0;
    let is_enum = class.super_class.as_deref() == Some("java/lang/Enum");
    let mut out = Vec::new();
    for m in &class.methods {
        if m.access_flags & (ACC_BRIDGE | ACC_SYNTHETIC) != 0
            || m.name == "<clinit>"
            || !accessible(m.access_flags, class, package)
        {
            continue;
        }
        let kind = if m.name == "<init>" {
            if abstract_class || is_enum {
                continue;
            }
            CallKind::Constructor
        } else if m.access_flags & ACC_STATIC != 0 {
            CallKind::Static
        } else {
            CallKind::Instance
        };
        if kind == CallKind::Instance && m.access_flags & ACC_ABSTRACT != 0 && !abstract_class {
            continue;
        }
        // Enum plumbing is not worth testing.
        if is_enum && (m.name == "values" || m.name == "valueOf") {
            continue;
        }
        let Ok(desc) = MethodDescriptor::parse(&m.descriptor) else {
            continue;
        };
        let Some(mid) = vm.find_method(cid, &m.name, &m.descriptor) else {
            continue;
        };
        let arity = desc.params.len();
        let overloaded = class.methods.iter().any(|o| {
            o.name == m.name
                && o.descriptor != m.descriptor
                && MethodDescriptor::parse(&o.descriptor).is_ok_and(|d| d.params.len() == arity)
        });
        out.push(Rc::new(Callable {
            class: Rc::from(class.this_class.as_str()),
            name: Rc::from(m.name.as_str()),
            descriptor: Rc::from(m.descriptor.as_str()),
            params: desc.params,
            ret: desc.ret,
            kind,
            method: mid,
            throws: m.exceptions.iter().map(|e| Rc::from(e.as_str())).collect(),
            overloaded,
        }));
    }
    out
}

/// How to get a value of a reference type the generator cannot write as a literal.
#[derive(Debug, Clone)]
pub enum Maker {
    /// Call this (a constructor, or a static/instance method returning the type).
    Call(Rc<Callable>),
    /// A string literal (for `String`, `Object`, `CharSequence`).
    StringLit,
    /// An array literal.
    Array(FieldType),
}

/// Library types a test often needs, and the constructor that makes one.
const LIBRARY_MAKERS: &[(&str, &str, &str)] = &[
    ("java/util/List", "java/util/ArrayList", "()V"),
    ("java/util/Collection", "java/util/ArrayList", "()V"),
    ("java/lang/Iterable", "java/util/ArrayList", "()V"),
    ("java/util/ArrayList", "java/util/ArrayList", "()V"),
    ("java/util/LinkedList", "java/util/LinkedList", "()V"),
    ("java/util/Map", "java/util/HashMap", "()V"),
    ("java/util/HashMap", "java/util/HashMap", "()V"),
    ("java/util/TreeMap", "java/util/TreeMap", "()V"),
    ("java/util/Set", "java/util/HashSet", "()V"),
    ("java/util/HashSet", "java/util/HashSet", "()V"),
    ("java/util/Deque", "java/util/ArrayDeque", "()V"),
    ("java/util/Queue", "java/util/ArrayDeque", "()V"),
    (
        "java/lang/StringBuilder",
        "java/lang/StringBuilder",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/lang/Integer",
        "java/lang/Integer",
        "valueOf(I)Ljava/lang/Integer;",
    ),
    (
        "java/lang/Long",
        "java/lang/Long",
        "valueOf(J)Ljava/lang/Long;",
    ),
    (
        "java/lang/Double",
        "java/lang/Double",
        "valueOf(D)Ljava/lang/Double;",
    ),
    (
        "java/lang/Boolean",
        "java/lang/Boolean",
        "valueOf(Z)Ljava/lang/Boolean;",
    ),
    (
        "java/lang/Character",
        "java/lang/Character",
        "valueOf(C)Ljava/lang/Character;",
    ),
    ("java/io/File", "java/io/File", "(Ljava/lang/String;)V"),
];

/// Everything the search needs to know about the program.
pub struct Catalog {
    pub index: AppIndex,
    /// The package tests are written in (that of the class under test).
    pub package: String,
    makers: BTreeMap<String, Vec<Maker>>,
    /// Callables of application classes, by class.
    by_class: BTreeMap<String, Vec<Rc<Callable>>>,
}

impl Catalog {
    pub fn new(vm: &mut Vm, index: AppIndex, package: &str) -> Catalog {
        let mut by_class = BTreeMap::new();
        for (name, cf) in &index.classes {
            by_class.insert(name.clone(), callables(vm, cf, package));
        }
        Catalog {
            index,
            package: package.to_string(),
            makers: BTreeMap::new(),
            by_class,
        }
    }

    /// What a test may call on `class` (an application class).
    pub fn callables_of(&self, class: &str) -> &[Rc<Callable>] {
        self.by_class
            .get(class)
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }

    /// Ways to make a value of reference type `ty`: constructors of it and
    /// of its concrete subclasses, and (GRT's detective) any method of the
    /// class path that returns it.
    pub fn makers(&mut self, vm: &mut Vm, ty: &FieldType) -> Vec<Maker> {
        let key = ty.descriptor();
        if let Some(m) = self.makers.get(&key) {
            return m.clone();
        }
        let mut out = Vec::new();
        match ty {
            FieldType::Array(elem) => out.push(Maker::Array((**elem).clone())),
            FieldType::Object(name) => {
                if matches!(
                    name.as_str(),
                    "java/lang/String" | "java/lang/Object" | "java/lang/CharSequence"
                ) {
                    out.push(Maker::StringLit);
                }
                for &(iface, class, sig) in LIBRARY_MAKERS {
                    if iface == name
                        && let Some(c) = library_callable(vm, class, sig)
                    {
                        out.push(Maker::Call(c));
                    }
                }
                // Library types come from literals and the constructors above;
                // the detective looks for application types only.
                let library = !self.index.classes.contains_key(name);
                for (cname, calls) in &self.by_class {
                    if library {
                        break;
                    }
                    let subtype = self.index.is_subtype(cname, name);
                    for c in calls {
                        let yields = c.yields();
                        let fits = match c.kind {
                            CallKind::Constructor => subtype,
                            _ => yields.as_ref() == Some(ty) && c.kind == CallKind::Static,
                        };
                        if fits {
                            out.push(Maker::Call(c.clone()));
                        }
                    }
                }
            }
            _ => {}
        }
        self.makers.insert(key, out.clone());
        out
    }
}

fn library_callable(vm: &mut Vm, class: &str, sig: &str) -> Option<Rc<Callable>> {
    let cid = vm.load_class(class).ok()?;
    let (name, desc) = match sig.find('(') {
        Some(0) => ("<init>", sig),
        Some(i) => (&sig[..i], &sig[i..]),
        None => return None,
    };
    let mid = vm.find_method(cid, name, desc)?;
    let d = MethodDescriptor::parse(desc).ok()?;
    let kind = if name == "<init>" {
        CallKind::Constructor
    } else {
        CallKind::Static
    };
    Some(Rc::new(Callable {
        class: Rc::from(class),
        name: Rc::from(name),
        descriptor: Rc::from(desc),
        params: d.params,
        ret: d.ret,
        kind,
        method: mid,
        throws: Vec::new(),
        // Library classes overload freely (ArrayList(int), ArrayList(Collection)).
        overloaded: true,
    }))
}

/// Constants the code mentions (GRT's constant mining).
#[derive(Debug, Clone, Default)]
pub struct Constants {
    pub ints: BTreeSet<i64>,
    pub doubles: Vec<f64>,
    pub strings: BTreeSet<String>,
}

impl Constants {
    /// The constants of one class file: its constant pool, and the numbers
    /// its bytecode pushes (`bipush`, `sipush`, `iconst`, `ldc`).
    pub fn of_class(cf: &ClassFile) -> Constants {
        let mut c = Constants::default();
        let cp = &cf.constant_pool;
        for (i, e) in cp.entries().iter().enumerate() {
            match e {
                Constant::Integer(v) => {
                    c.ints.insert(*v as i64);
                }
                Constant::Long(v) => {
                    c.ints.insert(*v);
                }
                Constant::Float(v) => c.doubles.push(*v as f64),
                Constant::Double(v) => c.doubles.push(*v),
                Constant::String { .. } => {
                    if let Ok(u) = cp.string_utf16(i as u16) {
                        let s = String::from_utf16_lossy(u);
                        if s.chars().count() <= 200 {
                            c.strings.insert(s);
                        }
                    }
                }
                _ => {}
            }
        }
        // The interpreter's decoder reads the bytecode; the constants are its
        // `iconst`/`bipush`/`sipush` (and `ldc` of numbers) forms and switch keys.
        for m in &cf.methods {
            let Some(attr) = &m.code else { continue };
            let Ok(code) = interp::exec::decode::decode(attr, cp) else {
                continue;
            };
            // Switch keys: the values a `switch` singles out.
            for sw in code.switches.iter() {
                c.ints
                    .extend((0..sw.dense.len()).map(|k| sw.low as i64 + k as i64));
                c.ints.extend(sw.pairs.iter().map(|&(k, _)| k as i64));
            }
            for cell in code.instrs.iter() {
                match cell.get() {
                    Instr::IConst(v) | Instr::IBinConst(_, v) => {
                        c.ints.insert(v as i64);
                    }
                    Instr::LConst(v) => {
                        c.ints.insert(v);
                    }
                    _ => {}
                }
            }
        }
        // Code that reads dates gets dates near the default clock's day:
        // yesterday, today, soon, in a month, in two months.
        let uses = |f: &dyn Fn(&str) -> bool| {
            cp.entries().iter().enumerate().any(|(i, e)| {
                matches!(e, Constant::Class { .. }) && cp.class_name(i as u16).is_ok_and(f)
            })
        };
        let uses_dates = uses(&|n| {
            n.starts_with("java/time/")
                || n == "java/util/Date"
                || n == "java/text/SimpleDateFormat"
        });
        // Code that uses the network gets host names and URLs to try.
        if uses(&|n| n.starts_with("java/net/")) {
            for s in [
                "localhost",
                "example.org",
                "http://example.org/",
                "http://example.org/index.html",
                "https://example.org/status",
                "ftp://example.org/file.txt",
            ] {
                c.strings.insert(s.to_string());
            }
        }
        if uses_dates {
            let today = jdk_shims::World::DEFAULT_EPOCH_MS.div_euclid(86_400_000);
            for d in [-1, 0, 5, 31, 60] {
                c.strings
                    .insert(crate::search::operators::iso_date(today + d));
            }
        }
        // Strings that pass the input checks written as regular expressions.
        let patterns: Vec<String> = c.strings.iter().cloned().collect();
        for p in patterns {
            c.strings.extend(crate::regex_examples::examples(&p));
        }
        c.doubles.sort_by(f64::total_cmp);
        c.doubles.dedup();
        c
    }

    /// Inputs of common shapes that validation code looks for (a fuzzer's
    /// dictionary): an e-mail address, a URL, a date, a number, a boolean word.
    pub fn common_shapes() -> Constants {
        let mut c = Constants::default();
        for s in [
            "user@example.org",
            "http://example.org/",
            "2026-01-01",
            "42",
            "true",
            "a b c",
        ] {
            c.strings.insert(s.to_string());
        }
        c
    }

    pub fn merge(&mut self, other: &Constants) {
        self.ints.extend(other.ints.iter().copied());
        self.strings.extend(other.strings.iter().cloned());
        self.doubles.extend(other.doubles.iter().copied());
        self.doubles.sort_by(f64::total_cmp);
        self.doubles.dedup();
    }
}
