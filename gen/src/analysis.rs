//! What the generator knows before it runs anything: the application's
//! classes (an index of their class files), which constructors and methods a
//! test may call, how to make a value of each type, and the constants the
//! code mentions (GRT's constant mining, per class and global).
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use interp::Vm;
use interp::classfile::ACC_ENUM;
use interp::classfile::{ClassFile, Constant, FieldType, MethodDescriptor, parse_class};
use interp::exec::instr::Instr;
use interp::runtime::class::{
    ACC_ABSTRACT, ACC_INTERFACE, ACC_PRIVATE, ACC_PROTECTED, ACC_PUBLIC, ACC_STATIC,
};

use crate::generics::{GType, Generics};
use crate::model::{CallKind, Callable};

const ACC_BRIDGE: u16 = 0x0040;
const ACC_SYNTHETIC: u16 = 0x1000;

/// The application class path, parsed once.
pub struct AppIndex {
    pub classes: BTreeMap<String, ClassFile>,
    /// Library classes the tests make values of, with all their supertypes
    /// (a `StringReader` is a `Reader`).
    library_supers: BTreeMap<String, BTreeSet<String>>,
}

impl AppIndex {
    pub fn new(classes: &BTreeMap<String, Vec<u8>>) -> AppIndex {
        let classes = classes
            .iter()
            .filter_map(|(n, b)| parse_class(b).ok().map(|c| (n.clone(), c)))
            .collect();
        AppIndex {
            classes,
            library_supers: BTreeMap::new(),
        }
    }

    /// Remember the supertypes of library class `class`.
    pub fn learn_library(&mut self, vm: &mut Vm, class: &str) {
        if self.library_supers.contains_key(class) || self.classes.contains_key(class) {
            return;
        }
        let Ok(cid) = vm.load_class(class) else {
            return;
        };
        let supers = vm
            .class(cid)
            .supertypes
            .iter()
            .map(|&s| vm.class(s).name.to_string())
            .collect();
        self.library_supers.insert(class.to_string(), supers);
    }

    /// Is `sub` (internal name) `sup` or a subtype of it, as far as the class path tells?
    pub fn is_subtype(&self, sub: &str, sup: &str) -> bool {
        if sub == sup || sup == "java/lang/Object" {
            return true;
        }
        let Some(c) = self.classes.get(sub) else {
            return self
                .library_supers
                .get(sub)
                .is_some_and(|s| s.contains(sup));
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
    let own = class
        .inner_classes
        .iter()
        .find(|ic| ic.inner_class.as_deref() == Some(class.this_class.as_str()));
    // An anonymous or local class has no name a test could write (`Joiner.2`).
    if own.is_some_and(|ic| ic.inner_name.is_none() || ic.outer_class.is_none()) {
        return false;
    }
    let class_access = own.map_or(class.access_flags, |ic| ic.access_flags);
    class_access & ACC_PRIVATE == 0
        && (class_access & ACC_PUBLIC != 0 || same)
        && access & ACC_PRIVATE == 0
        && (access & ACC_PUBLIC != 0 || same)
}

/// The callables of `class` a test in `package` may use, resolved in `vm`
/// (with their generic types; a method whose type variables no value fits
/// is left out).
pub fn callables(
    vm: &mut Vm,
    class: &ClassFile,
    package: &str,
    generics: &mut Generics,
    index: &AppIndex,
) -> Vec<Rc<Callable>> {
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
        let Some(generic) = generics.method(vm, index, &class.this_class, &m.name, &m.descriptor)
        else {
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
            generic: Some(Rc::new(generic)),
            package_private: m.access_flags & (ACC_PUBLIC | ACC_PROTECTED | ACC_PRIVATE) == 0,
        }));
    }
    out
}

/// Library methods that store into the collection they are called on.
const STORING_CALLS: &[&str] = &[
    "put",
    "putAll",
    "putIfAbsent",
    "add",
    "addAll",
    "addFirst",
    "addLast",
    "addElement",
    "push",
    "offer",
    "set",
    "setProperty",
];

/// A method of a class: its name and descriptor.
pub type Member = (String, String);

/// The instance methods of `cf` (name, descriptor) that change the state of
/// their object: ones with arguments that store into a field of their class
/// or into a `java.util` collection (`map.put`), or that call such a method
/// of their own class (`addOption(String, String)` makes an `Option` and
/// calls `addOption(Option)`). An argument a call under test reads (an
/// `Options` a parser looks names up in) reaches its interesting states
/// only through them.
pub fn state_setters(cf: &ClassFile) -> BTreeSet<Member> {
    use interp::classfile::opcodes::{
        INVOKEINTERFACE, INVOKESPECIAL, INVOKEVIRTUAL, Operand, PUTFIELD, instructions,
    };
    const INVOKES: [u8; 3] = [INVOKEVIRTUAL, INVOKESPECIAL, INVOKEINTERFACE];
    let cp = &cf.constant_pool;
    let mut setters = BTreeSet::new();
    // Each method's calls of its own class's instance methods.
    let mut own_calls: Vec<(Member, Vec<Member>)> = Vec::new();
    for m in &cf.methods {
        let takes_args = !m.descriptor.starts_with("()");
        if m.access_flags & ACC_STATIC != 0 || m.name.starts_with('<') || !takes_args {
            continue;
        }
        let Some(code) = &m.code else { continue };
        let key = (m.name.clone(), m.descriptor.clone());
        let mut calls = Vec::new();
        let mut stores = false;
        for insn in instructions(&code.code) {
            let Ok(insn) = insn else { break };
            let Operand::Cp(i) = insn.operand else {
                continue;
            };
            if insn.opcode != PUTFIELD && !INVOKES.contains(&insn.opcode) {
                continue;
            }
            let Ok(r) = cp.member_ref(i) else { continue };
            if insn.opcode == PUTFIELD {
                stores |= r.class == cf.this_class;
            } else if r.class == cf.this_class {
                calls.push((r.name.to_string(), r.descriptor.to_string()));
            } else if r.class.starts_with("java/util/") && STORING_CALLS.contains(&r.name) {
                stores = true;
            }
        }
        if stores {
            setters.insert(key);
        } else {
            own_calls.push((key, calls));
        }
    }
    // Through calls of the class's own setters, to a fixed point.
    loop {
        let before = setters.len();
        own_calls.retain(|(key, calls)| {
            let sets = calls.iter().any(|c| setters.contains(c));
            if sets {
                setters.insert(key.clone());
            }
            !sets
        });
        if setters.len() == before {
            return setters;
        }
    }
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
    /// A constant a class holds in a static field (an enum's constant,
    /// `ZoneOffset.UTC`), of the field's declared type `ty`.
    Constant {
        class: Rc<str>,
        name: Rc<str>,
        ty: FieldType,
    },
}

/// How tests make values of library types: the type wanted (an internal
/// name, or an array's descriptor), the class, and its member — a
/// constructor `(…)V`, a method `name(…)R` (static, or called on a value of
/// its class, made as any argument is), or a constant `NAME` (a static
/// field). Every value is the same wherever the test runs: nothing here
/// reads the world (no `LocalDate.now()`, no `Clock.systemDefaultZone()`,
/// no unseeded `Random`), so a test made of them stays portable.
const LIBRARY_MAKERS: &[(&str, &str, &str)] = &[
    // Collections (empty: their element types are not known).
    ("java/util/List", "java/util/ArrayList", "()V"),
    ("java/util/Collection", "java/util/ArrayList", "()V"),
    ("java/lang/Iterable", "java/util/ArrayList", "()V"),
    ("java/util/ArrayList", "java/util/ArrayList", "()V"),
    ("java/util/LinkedList", "java/util/LinkedList", "()V"),
    ("java/util/Map", "java/util/HashMap", "()V"),
    ("java/util/HashMap", "java/util/HashMap", "()V"),
    ("java/util/LinkedHashMap", "java/util/LinkedHashMap", "()V"),
    ("java/util/TreeMap", "java/util/TreeMap", "()V"),
    ("java/util/SortedMap", "java/util/TreeMap", "()V"),
    ("java/util/NavigableMap", "java/util/TreeMap", "()V"),
    (
        "java/util/concurrent/ConcurrentMap",
        "java/util/concurrent/ConcurrentHashMap",
        "()V",
    ),
    (
        "java/util/concurrent/ConcurrentHashMap",
        "java/util/concurrent/ConcurrentHashMap",
        "()V",
    ),
    ("java/util/Set", "java/util/HashSet", "()V"),
    ("java/util/HashSet", "java/util/HashSet", "()V"),
    ("java/util/LinkedHashSet", "java/util/LinkedHashSet", "()V"),
    ("java/util/TreeSet", "java/util/TreeSet", "()V"),
    ("java/util/SortedSet", "java/util/TreeSet", "()V"),
    ("java/util/NavigableSet", "java/util/TreeSet", "()V"),
    ("java/util/Deque", "java/util/ArrayDeque", "()V"),
    ("java/util/Queue", "java/util/ArrayDeque", "()V"),
    ("java/util/ArrayDeque", "java/util/ArrayDeque", "()V"),
    (
        "java/util/Iterator",
        "java/util/ArrayList",
        "iterator()Ljava/util/Iterator;",
    ),
    (
        "java/util/Optional",
        "java/util/Optional",
        "empty()Ljava/util/Optional;",
    ),
    (
        "java/util/Comparator",
        "java/util/Comparator",
        "naturalOrder()Ljava/util/Comparator;",
    ),
    (
        "java/util/Comparator",
        "java/util/Comparator",
        "reverseOrder()Ljava/util/Comparator;",
    ),
    (
        "java/util/Comparator",
        "java/lang/String",
        "CASE_INSENSITIVE_ORDER",
    ),
    // Text.
    (
        "java/lang/StringBuilder",
        "java/lang/StringBuilder",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/lang/Appendable",
        "java/lang/StringBuilder",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/util/Scanner",
        "java/util/Scanner",
        "(Ljava/lang/String;)V",
    ),
    // Boxed numbers and other numbers.
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
        "java/lang/Short",
        "java/lang/Short",
        "valueOf(S)Ljava/lang/Short;",
    ),
    (
        "java/lang/Byte",
        "java/lang/Byte",
        "valueOf(B)Ljava/lang/Byte;",
    ),
    (
        "java/lang/Double",
        "java/lang/Double",
        "valueOf(D)Ljava/lang/Double;",
    ),
    (
        "java/lang/Float",
        "java/lang/Float",
        "valueOf(F)Ljava/lang/Float;",
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
    (
        "java/lang/Number",
        "java/lang/Integer",
        "valueOf(I)Ljava/lang/Integer;",
    ),
    (
        "java/lang/Number",
        "java/lang/Double",
        "valueOf(D)Ljava/lang/Double;",
    ),
    // Code that takes a `Number` often asks which kind it is (integral or
    // not, big or not): one of each.
    (
        "java/lang/Number",
        "java/lang/Long",
        "valueOf(J)Ljava/lang/Long;",
    ),
    (
        "java/lang/Number",
        "java/lang/Float",
        "valueOf(F)Ljava/lang/Float;",
    ),
    (
        "java/lang/Number",
        "java/lang/Short",
        "valueOf(S)Ljava/lang/Short;",
    ),
    (
        "java/lang/Number",
        "java/lang/Byte",
        "valueOf(B)Ljava/lang/Byte;",
    ),
    (
        "java/lang/Number",
        "java/math/BigInteger",
        "valueOf(J)Ljava/math/BigInteger;",
    ),
    (
        "java/lang/Number",
        "java/math/BigDecimal",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/math/BigDecimal",
        "java/math/BigDecimal",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/math/BigDecimal",
        "java/math/BigDecimal",
        "valueOf(J)Ljava/math/BigDecimal;",
    ),
    (
        "java/math/BigDecimal",
        "java/math/BigDecimal",
        "valueOf(D)Ljava/math/BigDecimal;",
    ),
    ("java/math/BigDecimal", "java/math/BigDecimal", "ZERO"),
    ("java/math/BigDecimal", "java/math/BigDecimal", "ONE"),
    ("java/math/BigDecimal", "java/math/BigDecimal", "TEN"),
    (
        "java/math/BigInteger",
        "java/math/BigInteger",
        "valueOf(J)Ljava/math/BigInteger;",
    ),
    (
        "java/math/BigInteger",
        "java/math/BigInteger",
        "(Ljava/lang/String;)V",
    ),
    ("java/math/BigInteger", "java/math/BigInteger", "ZERO"),
    ("java/math/BigInteger", "java/math/BigInteger", "ONE"),
    (
        "java/math/MathContext",
        "java/math/MathContext",
        "DECIMAL64",
    ),
    ("java/math/MathContext", "java/math/MathContext", "(I)V"),
    (
        "java/util/concurrent/atomic/AtomicInteger",
        "java/util/concurrent/atomic/AtomicInteger",
        "(I)V",
    ),
    (
        "java/util/concurrent/atomic/AtomicLong",
        "java/util/concurrent/atomic/AtomicLong",
        "(J)V",
    ),
    (
        "java/util/concurrent/atomic/AtomicBoolean",
        "java/util/concurrent/atomic/AtomicBoolean",
        "(Z)V",
    ),
    ("java/util/Random", "java/util/Random", "(J)V"),
    ("java/util/UUID", "java/util/UUID", "(JJ)V"),
    // Dates and times: fixed instants and clocks, never the world's.
    (
        "java/time/LocalDate",
        "java/time/LocalDate",
        "of(III)Ljava/time/LocalDate;",
    ),
    (
        "java/time/LocalDateTime",
        "java/time/LocalDateTime",
        "of(IIIII)Ljava/time/LocalDateTime;",
    ),
    (
        "java/time/LocalTime",
        "java/time/LocalTime",
        "of(II)Ljava/time/LocalTime;",
    ),
    (
        "java/time/Instant",
        "java/time/Instant",
        "ofEpochMilli(J)Ljava/time/Instant;",
    ),
    ("java/time/ZoneId", "java/time/ZoneOffset", "UTC"),
    (
        "java/time/ZoneId",
        "java/time/ZoneId",
        "of(Ljava/lang/String;)Ljava/time/ZoneId;",
    ),
    ("java/time/ZoneOffset", "java/time/ZoneOffset", "UTC"),
    (
        "java/time/ZoneOffset",
        "java/time/ZoneOffset",
        "ofHours(I)Ljava/time/ZoneOffset;",
    ),
    (
        "java/time/ZonedDateTime",
        "java/time/ZonedDateTime",
        "of(Ljava/time/LocalDateTime;Ljava/time/ZoneId;)Ljava/time/ZonedDateTime;",
    ),
    (
        "java/time/Duration",
        "java/time/Duration",
        "ofMillis(J)Ljava/time/Duration;",
    ),
    (
        "java/time/Duration",
        "java/time/Duration",
        "ofSeconds(J)Ljava/time/Duration;",
    ),
    (
        "java/time/Duration",
        "java/time/Duration",
        "ofMinutes(J)Ljava/time/Duration;",
    ),
    (
        "java/time/Period",
        "java/time/Period",
        "of(III)Ljava/time/Period;",
    ),
    (
        "java/time/Period",
        "java/time/Period",
        "ofDays(I)Ljava/time/Period;",
    ),
    (
        "java/time/temporal/TemporalAmount",
        "java/time/Duration",
        "ofSeconds(J)Ljava/time/Duration;",
    ),
    (
        "java/time/temporal/TemporalAmount",
        "java/time/Period",
        "ofDays(I)Ljava/time/Period;",
    ),
    (
        "java/time/YearMonth",
        "java/time/YearMonth",
        "of(II)Ljava/time/YearMonth;",
    ),
    (
        "java/time/Clock",
        "java/time/Clock",
        "fixed(Ljava/time/Instant;Ljava/time/ZoneId;)Ljava/time/Clock;",
    ),
    (
        "java/time/format/DateTimeFormatter",
        "java/time/format/DateTimeFormatter",
        "ofPattern(Ljava/lang/String;)Ljava/time/format/DateTimeFormatter;",
    ),
    (
        "java/time/format/DateTimeFormatter",
        "java/time/format/DateTimeFormatter",
        "ISO_LOCAL_DATE",
    ),
    (
        "java/time/temporal/TemporalUnit",
        "java/time/temporal/ChronoUnit",
        "DAYS",
    ),
    (
        "java/time/temporal/TemporalUnit",
        "java/time/temporal/ChronoUnit",
        "HOURS",
    ),
    ("java/util/Date", "java/util/Date", "(J)V"),
    // Configuration.
    ("java/util/Properties", "java/util/Properties", "()V"),
    // Input and output in memory.
    (
        "java/io/Reader",
        "java/io/StringReader",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/io/Reader",
        "java/io/BufferedReader",
        "(Ljava/io/Reader;)V",
    ),
    (
        "java/io/StringReader",
        "java/io/StringReader",
        "(Ljava/lang/String;)V",
    ),
    (
        "java/io/BufferedReader",
        "java/io/BufferedReader",
        "(Ljava/io/Reader;)V",
    ),
    (
        "java/io/InputStream",
        "java/io/ByteArrayInputStream",
        "([B)V",
    ),
    (
        "java/io/ByteArrayInputStream",
        "java/io/ByteArrayInputStream",
        "([B)V",
    ),
    // Bytes of a text (an input stream's content).
    (
        "[B",
        "java/lang/String",
        "getBytes(Ljava/nio/charset/Charset;)[B",
    ),
    ("java/io/Writer", "java/io/StringWriter", "()V"),
    (
        "java/io/Writer",
        "java/io/PrintWriter",
        "(Ljava/io/Writer;)V",
    ),
    ("java/io/StringWriter", "java/io/StringWriter", "()V"),
    (
        "java/io/PrintWriter",
        "java/io/PrintWriter",
        "(Ljava/io/Writer;)V",
    ),
    ("java/lang/Appendable", "java/io/StringWriter", "()V"),
    (
        "java/io/OutputStream",
        "java/io/ByteArrayOutputStream",
        "()V",
    ),
    (
        "java/io/OutputStream",
        "java/io/PrintStream",
        "(Ljava/io/OutputStream;)V",
    ),
    (
        "java/io/ByteArrayOutputStream",
        "java/io/ByteArrayOutputStream",
        "()V",
    ),
    (
        "java/io/PrintStream",
        "java/io/PrintStream",
        "(Ljava/io/OutputStream;)V",
    ),
    ("java/io/File", "java/io/File", "(Ljava/lang/String;)V"),
    // Names, patterns, languages, encodings.
    (
        "java/net/URI",
        "java/net/URI",
        "create(Ljava/lang/String;)Ljava/net/URI;",
    ),
    (
        "java/nio/file/Path",
        "java/nio/file/Path",
        "of(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;",
    ),
    (
        "java/util/regex/Pattern",
        "java/util/regex/Pattern",
        "compile(Ljava/lang/String;)Ljava/util/regex/Pattern;",
    ),
    (
        "java/util/Locale",
        "java/util/Locale",
        "forLanguageTag(Ljava/lang/String;)Ljava/util/Locale;",
    ),
    ("java/util/Locale", "java/util/Locale", "ROOT"),
    ("java/util/Locale", "java/util/Locale", "US"),
    ("java/util/Locale", "java/util/Locale", "GERMANY"),
    ("java/util/Locale", "java/util/Locale", "FRANCE"),
    (
        "java/nio/charset/Charset",
        "java/nio/charset/StandardCharsets",
        "UTF_8",
    ),
    (
        "java/nio/charset/Charset",
        "java/nio/charset/StandardCharsets",
        "ISO_8859_1",
    ),
    (
        "java/nio/charset/Charset",
        "java/nio/charset/StandardCharsets",
        "US_ASCII",
    ),
    (
        "java/nio/charset/Charset",
        "java/nio/charset/Charset",
        "forName(Ljava/lang/String;)Ljava/nio/charset/Charset;",
    ),
];

/// Calls the search may add on library objects a test holds (as it adds
/// calls on application objects): ones whose arguments cannot be of the
/// wrong type (a `Properties` gets its entries; a raw `List` gets no `add`).
const LIBRARY_CALLS: &[(&str, &str)] = &[(
    "java/util/Properties",
    "setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;",
)];

/// Everything the search needs to know about the program.
pub struct Catalog {
    pub index: AppIndex,
    /// The package tests are written in (that of the class under test).
    pub package: String,
    makers: BTreeMap<String, Vec<Maker>>,
    /// Callables of application classes, by class.
    by_class: BTreeMap<String, Vec<Rc<Callable>>>,
    /// Calls on library objects (see `LIBRARY_CALLS`), by class.
    library_calls: BTreeMap<String, Vec<Rc<Callable>>>,
    /// The callables of application classes that set their object's state
    /// (see `state_setters`; the library calls all do).
    setters: BTreeSet<interp::MethodId>,
    /// The generic signatures read so far.
    pub generics: Generics,
}

impl Catalog {
    pub fn new(vm: &mut Vm, index: AppIndex, package: &str) -> Catalog {
        let mut by_class = BTreeMap::new();
        let mut generics = Generics::default();
        let mut setters = BTreeSet::new();
        for (name, cf) in &index.classes {
            let cs = callables(vm, cf, package, &mut generics, &index);
            let sets = state_setters(cf);
            setters.extend(
                cs.iter()
                    .filter(|c| {
                        c.kind == CallKind::Instance
                            && sets.contains(&(c.name.to_string(), c.descriptor.to_string()))
                    })
                    .map(|c| c.method),
            );
            by_class.insert(name.clone(), cs);
        }
        let mut library_calls: BTreeMap<String, Vec<Rc<Callable>>> = BTreeMap::new();
        for &(class, member) in LIBRARY_CALLS {
            if let Some(c) = library_callable(vm, class, member)
                .and_then(|c| with_generic(vm, &mut generics, &index, c))
            {
                library_calls.entry(class.to_string()).or_default().push(c);
            }
        }
        Catalog {
            index,
            package: package.to_string(),
            makers: BTreeMap::new(),
            by_class,
            library_calls,
            setters,
            generics,
        }
    }

    /// Does `c` set its object's state (see `state_setters`)?
    pub fn is_setter(&self, c: &Callable) -> bool {
        self.setters.contains(&c.method)
    }

    /// The declared type of `ty` in a test: a generic class used raw gets
    /// wildcards (`List<?>`).
    pub fn complete(&mut self, vm: &mut Vm, ty: GType) -> GType {
        self.generics.complete(vm, &self.index, ty)
    }

    /// What a test may call on `class` (an application class, or a library
    /// class with calls in `LIBRARY_CALLS`).
    pub fn callables_of(&self, class: &str) -> &[Rc<Callable>] {
        self.by_class
            .get(class)
            .or_else(|| self.library_calls.get(class))
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }

    /// Ways to make a value of reference type `ty`: constructors of it and
    /// of its concrete subclasses, and (GRT's detective) any method of the
    /// class path that returns it; the constants of an enum; for library
    /// types, the catalogue `LIBRARY_MAKERS` and the application's classes
    /// that implement them.
    pub fn makers(&mut self, vm: &mut Vm, ty: &FieldType) -> Vec<Maker> {
        let key = ty.descriptor();
        if let Some(m) = self.makers.get(&key) {
            return m.clone();
        }
        let mut out = Vec::new();
        let wanted = match ty {
            FieldType::Object(name) => name.as_str(),
            _ => key.as_str(),
        };
        if let FieldType::Array(elem) = ty {
            out.push(Maker::Array((**elem).clone()));
        }
        for &(iface, class, member) in LIBRARY_MAKERS {
            if iface != wanted {
                continue;
            }
            let maker = if member.contains('(') {
                library_callable(vm, class, member)
                    .and_then(|c| with_generic(vm, &mut self.generics, &self.index, c))
                    .map(Maker::Call)
            } else {
                // A constant of a generic type (`String.CASE_INSENSITIVE_ORDER`)
                // would be declared raw.
                library_constant(vm, class, member).filter(|m| match m {
                    Maker::Constant { ty, .. } => {
                        let g = self
                            .generics
                            .complete(vm, &self.index, GType::from_erased(ty));
                        g.is_plain()
                    }
                    _ => true,
                })
            };
            if let Some(m) = maker {
                self.index.learn_library(vm, class);
                out.push(m);
            }
        }
        if let FieldType::Object(name) = ty {
            if matches!(
                name.as_str(),
                "java/lang/String" | "java/lang/Object" | "java/lang/CharSequence"
            ) {
                out.insert(0, Maker::StringLit);
            }
            let library = !self.index.classes.contains_key(name);
            if library {
                self.index.learn_library(vm, name);
            }
            out.extend(enum_constants(vm, &self.index, name, &self.package));
            if name == "java/lang/Class" {
                out.extend(
                    CLASS_LITERALS
                        .iter()
                        .filter(|c| vm.load_class(c).is_ok())
                        .map(|&c| Maker::Constant {
                            class: Rc::from(c),
                            name: Rc::from("class"),
                            ty: ty.clone(),
                        }),
                );
            }
            // The detective: application classes that make the type. For a
            // library type, only constructors of application classes that
            // implement it (a `Comparator` of the application's own); the
            // types everything is have their literals.
            let everything = matches!(
                name.as_str(),
                "java/lang/Object"
                    | "java/lang/String"
                    | "java/lang/CharSequence"
                    | "java/lang/Comparable"
                    | "java/io/Serializable"
            );
            for (cname, calls) in &self.by_class {
                if everything {
                    break;
                }
                let subtype = self.index.is_subtype(cname, name);
                for c in calls {
                    let fits = match c.kind {
                        CallKind::Constructor => subtype,
                        CallKind::Static => !library && c.yields().as_ref() == Some(ty),
                        CallKind::Instance => false,
                    };
                    if fits {
                        out.push(Maker::Call(c.clone()));
                    }
                }
            }
        }
        self.makers.insert(key, out.clone());
        out
    }
}

/// Classes whose literals (`String.class`) a `Class` parameter gets: code
/// that takes a class mostly compares it with, or converts to, these.
const CLASS_LITERALS: [&str; 16] = [
    "java/lang/Object",
    "java/lang/String",
    "java/lang/CharSequence",
    "java/lang/Number",
    "java/lang/Integer",
    "java/lang/Long",
    "java/lang/Double",
    "java/lang/Float",
    "java/lang/Boolean",
    "java/lang/Character",
    "java/lang/Class",
    "java/util/Date",
    "java/util/List",
    "java/util/Map",
    "java/io/File",
    "java/net/URL",
];

/// The constants of enum `class` a test in `package` may name (none if it
/// is not an enum).
fn enum_constants(vm: &mut Vm, index: &AppIndex, class: &str, package: &str) -> Vec<Maker> {
    if let Some(cf) = index.classes.get(class)
        && (cf.super_class.as_deref() != Some("java/lang/Enum")
            || !accessible(ACC_PUBLIC, cf, package))
    {
        return Vec::new();
    }
    let Ok(cid) = vm.load_class(class) else {
        return Vec::new();
    };
    let c = vm.class(cid);
    let is_enum = c
        .super_class
        .is_some_and(|s| &*vm.class(s).name == "java/lang/Enum");
    if !is_enum || (c.is_library && c.access & ACC_PUBLIC == 0) {
        return Vec::new();
    }
    let own = format!("L{class};");
    c.fields
        .iter()
        .filter(|f| f.access & ACC_ENUM != 0 && f.access & ACC_STATIC != 0 && *f.descriptor == own)
        .map(|f| Maker::Constant {
            class: Rc::from(class),
            name: f.name.clone(),
            ty: FieldType::Object(class.to_string()),
        })
        .collect()
}

/// `c` with its generic types; `None` if no value fits its type variables.
fn with_generic(
    vm: &mut Vm,
    generics: &mut Generics,
    index: &AppIndex,
    c: Rc<Callable>,
) -> Option<Rc<Callable>> {
    let g = generics.method(vm, index, &c.class, &c.name, &c.descriptor)?;
    let mut c = (*c).clone();
    c.generic = Some(Rc::new(g));
    Some(Rc::new(c))
}

/// The constant `name` (a public static field) of library class `class`.
fn library_constant(vm: &mut Vm, class: &str, name: &str) -> Option<Maker> {
    let cid = vm.load_class(class).ok()?;
    let f = vm.class(cid).fields.iter().find(|f| {
        *f.name == *name && f.access & (ACC_STATIC | ACC_PUBLIC) == ACC_STATIC | ACC_PUBLIC
    })?;
    let ty = FieldType::parse(&f.descriptor).ok()?;
    Some(Maker::Constant {
        class: Rc::from(class),
        name: f.name.clone(),
        ty,
    })
}

/// The constructor `(…)V` or method `name(…)R` of library class `class`
/// (an instance method is called on a value of its class).
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
    } else if vm.method(mid).access & ACC_STATIC != 0 {
        CallKind::Static
    } else {
        CallKind::Instance
    };
    // Another member of its name and arity (`BigDecimal(String)` and
    // `BigDecimal(double)`): arguments of other types are cast.
    let arity = d.params.len();
    let overloaded = vm.methods_of(cid).iter().any(|&o| {
        let m = vm.method(o);
        *m.name == *name
            && *m.descriptor != *desc
            && MethodDescriptor::parse(&m.descriptor).is_ok_and(|od| od.params.len() == arity)
    });
    Some(Rc::new(Callable {
        class: Rc::from(class),
        name: Rc::from(name),
        descriptor: Rc::from(desc),
        params: d.params,
        ret: d.ret,
        kind,
        method: mid,
        throws: Vec::new(),
        overloaded,
        generic: None,
        package_private: false,
    }))
}

/// The characters of a switch's `keys`, when it switches on characters:
/// some key is printable punctuation (`'{'`, `'"'`; a switch on small
/// numbers or an enum's ordinals has none), and then each printable key,
/// tab and line ends included (`'n'` after a backslash).
fn switch_chars(keys: &[i64]) -> Vec<char> {
    let as_char = |k: &i64| u32::try_from(*k).ok().and_then(char::from_u32);
    let printable = |c: &char| (' '..='~').contains(c) || matches!(c, '\t' | '\n' | '\r');
    let punctuation = keys
        .iter()
        .filter_map(as_char)
        .any(|c| c.is_ascii_punctuation());
    if !punctuation {
        return Vec::new();
    }
    keys.iter().filter_map(as_char).filter(printable).collect()
}

/// Constants the code mentions (GRT's constant mining).
#[derive(Debug, Clone, Default)]
pub struct Constants {
    pub ints: BTreeSet<i64>,
    pub doubles: Vec<f64>,
    pub strings: BTreeSet<String>,
    /// Characters a `switch` singles out (`case '{':`): the alphabet of
    /// the text a lexer reads, which edits insert.
    pub chars: BTreeSet<char>,
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
                let keys: Vec<i64> = (0..sw.dense.len())
                    .map(|k| sw.low as i64 + k as i64)
                    .chain(sw.pairs.iter().map(|&(k, _)| k as i64))
                    .collect();
                c.chars.extend(switch_chars(&keys));
                c.ints.extend(keys);
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
                c.strings.insert(crate::model::iso_date(today + d));
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
        self.chars.extend(other.chars.iter().copied());
        self.strings.extend(other.strings.iter().cloned());
        self.doubles.extend(other.doubles.iter().copied());
        self.doubles.sort_by(f64::total_cmp);
        self.doubles.dedup();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_that_store_into_their_object_are_its_setters() {
        let Some(cf) = jdk_shims::LibrarySource::bytes("java/util/ArrayList")
            .and_then(|b| parse_class(b).ok())
        else {
            panic!("no ArrayList in the class library");
        };
        let setters = state_setters(&cf);
        let has = |name: &str, desc: &str| setters.contains(&(name.to_string(), desc.to_string()));
        // Stores into its fields (`modCount++`), directly or through `grow`.
        assert!(has("add", "(Ljava/lang/Object;)Z"), "{setters:?}");
        assert!(has("ensureCapacity", "(I)V"), "{setters:?}");
        // Reads only; and no-argument methods are never setters.
        assert!(!has("get", "(I)Ljava/lang/Object;"), "{setters:?}");
        assert!(!has("contains", "(Ljava/lang/Object;)Z"), "{setters:?}");
        assert!(
            !setters.iter().any(|(_, d)| d.starts_with("()")),
            "{setters:?}"
        );
    }

    #[test]
    fn a_switch_on_characters_gives_its_alphabet() {
        let keys = |cs: &str| cs.chars().map(|c| c as i64).collect::<Vec<i64>>();
        // A lexer's switch: its printable keys, a line end too.
        assert_eq!(
            switch_chars(&keys("{[\"n\n")),
            vec!['{', '[', '"', 'n', '\n']
        );
        // Small numbers, or letters only (a command's initial): no alphabet.
        assert!(switch_chars(&[0, 1, 2, 3]).is_empty());
        assert!(switch_chars(&keys("abc")).is_empty());
        // Keys that are no characters are left out.
        assert_eq!(switch_chars(&[-1, '}' as i64, 0x11_0000]), vec!['}']);
    }

    /// Every maker and call of the catalogue is in Terrarium's class library
    /// (a missing one would be left out without a word).
    #[test]
    fn every_library_maker_is_in_the_class_library() {
        let mut vm = match crate::execute::test_vm(BTreeMap::new(), "", Default::default()) {
            Ok(vm) => vm,
            Err(e) => panic!("{e}"),
        };
        for class in CLASS_LITERALS {
            assert!(
                vm.load_class(class).is_ok(),
                "{class} is not in the class library"
            );
        }
        for &(wanted, class, member) in LIBRARY_MAKERS {
            let made = if member.contains('(') {
                library_callable(&mut vm, class, member).and_then(|c| c.yields())
            } else {
                match library_constant(&mut vm, class, member) {
                    Some(Maker::Constant { ty, .. }) => Some(ty),
                    _ => None,
                }
            };
            let Some(made) = made else {
                panic!("{class}.{member} is not in the class library");
            };
            let made = match made {
                FieldType::Object(n) => n,
                other => other.descriptor(),
            };
            if made != wanted {
                let mut index = AppIndex::new(&BTreeMap::new());
                index.learn_library(&mut vm, &made);
                assert!(
                    index.is_subtype(&made, wanted),
                    "{class}.{member}: a {made}, not a {wanted}"
                );
            }
        }
        for &(class, member) in LIBRARY_CALLS {
            assert!(
                library_callable(&mut vm, class, member).is_some(),
                "{class}.{member}"
            );
        }
    }
}
