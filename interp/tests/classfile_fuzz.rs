//! Parses committed and hand-assembled class files, then throws thousands of
//! seeded mutants at the parser: every one must return `Ok` or `Err`, never
//! panic.

#![allow(clippy::disallowed_methods)] // a test reading fixture files from the host is fine

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use interp::classfile::{
    BootstrapMethod, ClassFile, Constant, EnclosingMethod, ExceptionTableEntry, InnerClassInfo,
    LineNumberEntry, LocalVariableEntry, RecordComponent, parse_class,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

// ---------------------------------------------------------------- builder

fn be16(v: u16) -> [u8; 2] {
    v.to_be_bytes()
}

#[derive(Default)]
struct Pool {
    bytes: Vec<u8>,
    next: u16,
}

impl Pool {
    fn new() -> Self {
        Pool {
            bytes: Vec::new(),
            next: 1,
        }
    }
    fn add(&mut self, tag: u8, payload: &[u8]) -> u16 {
        let i = self.next;
        self.bytes.push(tag);
        self.bytes.extend_from_slice(payload);
        self.next += if tag == 5 || tag == 6 { 2 } else { 1 };
        i
    }
    /// Modified UTF-8 of UTF-16 units.
    fn utf16(&mut self, units: &[u16]) -> u16 {
        let mut enc = Vec::new();
        for &u in units {
            match u {
                0x01..=0x7F => enc.push(u as u8),
                0x00 | 0x80..=0x7FF => enc.extend([0xC0 | (u >> 6) as u8, 0x80 | (u & 0x3F) as u8]),
                _ => enc.extend([
                    0xE0 | (u >> 12) as u8,
                    0x80 | ((u >> 6) & 0x3F) as u8,
                    0x80 | (u & 0x3F) as u8,
                ]),
            }
        }
        let mut p = be16(enc.len() as u16).to_vec();
        p.extend(enc);
        self.add(1, &p)
    }
    fn utf8(&mut self, s: &str) -> u16 {
        self.utf16(&s.encode_utf16().collect::<Vec<_>>())
    }
    fn ref1(&mut self, tag: u8, a: u16) -> u16 {
        self.add(tag, &be16(a))
    }
    fn ref2(&mut self, tag: u8, a: u16, b: u16) -> u16 {
        let mut p = be16(a).to_vec();
        p.extend(be16(b));
        self.add(tag, &p)
    }
    fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        self.ref1(7, n)
    }
    fn nat(&mut self, name: &str, desc: &str) -> u16 {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        self.ref2(12, n, d)
    }
    fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nt = self.nat(name, desc);
        self.ref2(tag, c, nt)
    }
}

fn attr(name: u16, body: &[u8]) -> Vec<u8> {
    let mut v = be16(name).to_vec();
    v.extend((body.len() as u32).to_be_bytes());
    v.extend_from_slice(body);
    v
}

fn u16s(vals: &[u16]) -> Vec<u8> {
    vals.iter().flat_map(|v| v.to_be_bytes()).collect()
}

fn list(items: &[Vec<u8>]) -> Vec<u8> {
    let mut v = be16(items.len() as u16).to_vec();
    for i in items {
        v.extend_from_slice(i);
    }
    v
}

fn member_info(flags: u16, name: u16, desc: u16, attrs: &[Vec<u8>]) -> Vec<u8> {
    let mut v = u16s(&[flags, name, desc]);
    v.extend(list(attrs));
    v
}

#[allow(clippy::too_many_arguments)]
fn assemble(
    pool: &Pool,
    flags: u16,
    this: u16,
    sup: u16,
    interfaces: &[u16],
    fields: &[Vec<u8>],
    methods: &[Vec<u8>],
    attrs: &[Vec<u8>],
) -> Vec<u8> {
    let mut v = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 65];
    v.extend(be16(pool.next));
    v.extend_from_slice(&pool.bytes);
    v.extend(u16s(&[flags, this, sup, interfaces.len() as u16]));
    v.extend(u16s(interfaces));
    v.extend(list(fields));
    v.extend(list(methods));
    v.extend(list(attrs));
    v
}

/// A record-like sealed class exercising every constant kind and every
/// attribute the parser understands.
fn rich_class() -> Vec<u8> {
    let mut p = Pool::new();
    let this = p.class("demo/Point");
    let sup = p.class("java/lang/Record");
    let iface = p.class("java/lang/Comparable");
    let names: Vec<u16> = [
        "Code",
        "LineNumberTable",
        "LocalVariableTable",
        "StackMapTable",
        "Exceptions",
        "ConstantValue",
        "SourceFile",
        "BootstrapMethods",
        "InnerClasses",
        "Record",
        "NestMembers",
        "PermittedSubclasses",
        "Signature",
        "EnclosingMethod",
    ]
    .iter()
    .map(|n| p.utf8(n))
    .collect();
    let [
        code,
        lnt,
        lvt,
        smt,
        exc,
        cv,
        src,
        bsm,
        inner,
        rec,
        nest,
        perm,
        sig,
        encl,
    ] = names[..]
    else {
        unreachable!()
    };
    // Every constant kind.
    let int = p.add(3, &123_456i32.to_be_bytes());
    let float = p.add(4, &2.5f32.to_bits().to_be_bytes());
    let long = p.add(5, &(-9_000_000_000i64).to_be_bytes());
    let double = p.add(6, &(-0.125f64).to_bits().to_be_bytes());
    let str_text = p.utf16(&[0x68, 0x00, 0xE9, 0xD83D, 0xDE00, 0xDC00]);
    let string = p.ref1(8, str_text);
    let field_x = p.member(9, "demo/Point", "x", "I");
    let init = p.member(10, "java/lang/Record", "<init>", "()V");
    let cmp = p.member(
        11,
        "java/lang/Comparable",
        "compareTo",
        "(Ljava/lang/Object;)I",
    );
    p.add(15, &[8, (init >> 8) as u8, init as u8]);
    let meta = p.member(
        10,
        "java/lang/invoke/LambdaMetafactory",
        "metafactory",
        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
    );
    let meta_h = p.add(15, &[6, (meta >> 8) as u8, meta as u8]);
    let mt_desc = p.utf8("()I");
    let mtype = p.ref1(16, mt_desc);
    let dyn_nat = p.nat("CONST", "J");
    let dynamic = p.ref2(17, 0, dyn_nat);
    let indy_nat = p.nat(
        "applyAsInt",
        "(Ldemo/Point;)Ljava/util/function/ToIntFunction;",
    );
    let indy = p.ref2(18, 1, indy_nat);
    let module_name = p.utf8("demo.mod");
    p.ref1(19, module_name);
    let pkg_name = p.utf8("demo");
    p.ref1(20, pkg_name);
    p.add(15, &[9, (cmp >> 8) as u8, cmp as u8]);
    p.add(15, &[1, (field_x >> 8) as u8, field_x as u8]);
    let ioe = p.class("java/io/IOException");
    let inner_cls = p.class("demo/Point$Inner");
    let inner_simple = p.utf8("Inner");
    let sub_a = p.class("demo/Point$A");
    let sub_b = p.class("demo/Point$B");
    let enclosing_nat = p.nat("outer", "()V");
    let x = p.utf8("x");
    let i_desc = p.utf8("I");
    let max = p.utf8("MAX");
    let j_desc = p.utf8("J");
    let m_name = p.utf8("compute");
    let m_desc = p.utf8("(IJ)I");
    let abs_name = p.utf8("abstractish");
    let this_name = p.utf8("this");
    let point_desc = p.utf8("Ldemo/Point;");
    let src_name = p.utf8("Point.java");
    let sig_text = p.utf8("Ljava/lang/Record;Ljava/lang/Comparable<Ldemo/Point;>;");
    let unknown = p.utf8("com.example.Custom");

    let fields = vec![
        member_info(0x0012, x, i_desc, &[attr(unknown, &[9, 9, 9])]),
        member_info(0x0019, max, j_desc, &[attr(cv, &u16s(&[long]))]),
    ];
    // iload_1; lload_2; l2i; iadd; ireturn; astore_3; iconst_0; ireturn
    let bytecode = [0x1B, 0x20, 0x88, 0x60, 0xAC, 0x4E, 0x03, 0xAC];
    let mut code_body = u16s(&[4, 5]);
    code_body.extend((bytecode.len() as u32).to_be_bytes());
    code_body.extend(bytecode);
    code_body.extend(u16s(&[2, 0, 5, 5, ioe, 0, 4, 5, 0]));
    code_body.extend(list(&[
        attr(lnt, &u16s(&[2, 0, 7, 5, 8])),
        attr(smt, &[0, 1, 255, 0, 5]),
        attr(lnt, &u16s(&[1, 6, 9])),
        attr(lvt, &u16s(&[1, 0, 8, this_name, point_desc, 0])),
    ]));
    let methods = vec![
        member_info(
            0x0001,
            m_name,
            m_desc,
            &[attr(code, &code_body), attr(exc, &u16s(&[1, ioe]))],
        ),
        member_info(0x0101, abs_name, m_desc, &[]),
    ];
    let attrs = vec![
        attr(src, &u16s(&[src_name])),
        attr(sig, &u16s(&[sig_text])),
        attr(
            bsm,
            &u16s(&[
                2, meta_h, 4, int, float, string, mtype, meta_h, 3, double, dynamic, this,
            ]),
        ),
        attr(
            inner,
            &u16s(&[
                2,
                inner_cls,
                this,
                inner_simple,
                0x0018,
                sub_a,
                0,
                0,
                0x0010,
            ]),
        ),
        attr(
            rec,
            &u16s(&[2, x, i_desc, 1, sig, 0, 2, sig_text, max, j_desc, 0]),
        ),
        attr(nest, &u16s(&[3, inner_cls, sub_a, sub_b])),
        attr(perm, &u16s(&[2, sub_a, sub_b])),
        attr(encl, &u16s(&[this, enclosing_nat])),
        attr(unknown, &[]),
    ];
    let _ = indy;
    assemble(&p, 0x0421, this, sup, &[iface], &fields, &methods, &attrs)
}

fn check_rich(c: &ClassFile) {
    assert_eq!(c.major_version, 65);
    assert_eq!(c.this_class, "demo/Point");
    assert_eq!(c.super_class.as_deref(), Some("java/lang/Record"));
    assert_eq!(c.interfaces, ["java/lang/Comparable"]);
    assert_eq!(c.fields.len(), 2);
    assert_eq!(c.fields[0].name, "x");
    assert_eq!(c.fields[0].constant_value, None);
    let cv = c.fields[1].constant_value.unwrap_or(0);
    assert_eq!(c.constant_pool.get(cv), Ok(&Constant::Long(-9_000_000_000)));
    let m = &c.methods[0];
    assert_eq!(
        (m.name.as_str(), m.descriptor.as_str()),
        ("compute", "(IJ)I")
    );
    assert_eq!(m.exceptions, ["java/io/IOException"]);
    let Some(code) = &m.code else {
        panic!("compute has no Code")
    };
    assert_eq!(
        (code.max_stack, code.max_locals, code.code.len()),
        (4, 5, 8)
    );
    assert_eq!(code.exception_table.len(), 2);
    assert_eq!(
        code.exception_table[1],
        ExceptionTableEntry {
            start_pc: 0,
            end_pc: 4,
            handler_pc: 5,
            catch_type: 0
        }
    );
    let lines: Vec<_> = code
        .line_numbers
        .iter()
        .map(|l| (l.start_pc, l.line))
        .collect();
    assert_eq!(lines, [(0, 7), (5, 8), (6, 9)]);
    assert_eq!(
        code.line_numbers[0],
        LineNumberEntry {
            start_pc: 0,
            line: 7
        }
    );
    assert_eq!(
        code.local_variables,
        [LocalVariableEntry {
            start_pc: 0,
            length: 8,
            name: "this".into(),
            descriptor: "Ldemo/Point;".into(),
            index: 0
        }]
    );
    assert!(c.methods[1].code.is_none());
    assert_eq!(c.source_file.as_deref(), Some("Point.java"));
    assert_eq!(
        c.reflection.signature.as_deref(),
        Some("Ljava/lang/Record;Ljava/lang/Comparable<Ldemo/Point;>;")
    );
    assert_eq!(c.bootstrap_methods.len(), 2);
    assert_eq!(c.bootstrap_methods[1].arguments.len(), 3);
    let BootstrapMethod { method_ref, .. } = c.bootstrap_methods[0];
    let (kind, target) = c
        .constant_pool
        .method_handle(method_ref)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((kind, target.name), (6, "metafactory"));
    assert_eq!(
        c.inner_classes[0],
        InnerClassInfo {
            inner_class: Some("demo/Point$Inner".into()),
            outer_class: Some("demo/Point".into()),
            inner_name: Some("Inner".into()),
            access_flags: 0x0018
        }
    );
    assert_eq!(c.inner_classes[1].outer_class, None);
    assert_eq!(
        c.record_components,
        Some(vec![
            RecordComponent {
                name: "x".into(),
                descriptor: "I".into(),
                reflection: interp::classfile::ReflectionData {
                    signature: Some(
                        "Ljava/lang/Record;Ljava/lang/Comparable<Ldemo/Point;>;".into()
                    ),
                    ..Default::default()
                },
            },
            RecordComponent {
                name: "MAX".into(),
                descriptor: "J".into(),
                reflection: Default::default(),
            }
        ])
    );
    assert_eq!(c.nest_members.len(), 3);
    assert_eq!(c.permitted_subclasses, ["demo/Point$A", "demo/Point$B"]);
    assert_eq!(
        c.enclosing_method,
        Some(EnclosingMethod {
            class: "demo/Point".into(),
            method: Some(("outer".into(), "()V".into()))
        })
    );
    // Every kind of constant is present, and the odd string survived.
    let kinds: std::collections::BTreeSet<_> = c
        .constant_pool
        .entries()
        .iter()
        .map(Constant::kind_name)
        .collect();
    assert_eq!(kinds.len(), 18, "{kinds:?}");
    let s = c
        .constant_pool
        .entries()
        .iter()
        .find_map(|e| match e {
            Constant::Utf8(u) if u.utf16.first() == Some(&0x68) && u.utf16.len() == 6 => {
                Some(u.clone())
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("string constant missing"));
    assert_eq!(s.utf16, [0x68, 0, 0xE9, 0xD83D, 0xDE00, 0xDC00]);
    assert_eq!(s.text, "h\0é😀\u{FFFD}");
}

/// `java/lang/Object` with a native method and a static initializer.
fn object_class() -> Vec<u8> {
    let mut p = Pool::new();
    let this = p.class("java/lang/Object");
    let code = p.utf8("Code");
    let hash = p.utf8("hashCode");
    let hash_d = p.utf8("()I");
    let clinit = p.utf8("<clinit>");
    let v = p.utf8("()V");
    let mut body = u16s(&[0, 0]);
    body.extend(1u32.to_be_bytes());
    body.push(0xB1);
    body.extend(u16s(&[0, 0]));
    let methods = vec![
        member_info(0x0101, hash, hash_d, &[]),
        member_info(0x0008, clinit, v, &[attr(code, &body)]),
    ];
    assemble(&p, 0x0021, this, 0, &[], &[], &methods, &[])
}

// ---------------------------------------------------------------- corpus

fn collect_classes(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            collect_classes(&path, out);
        } else if path.extension().is_some_and(|x| x == "class") {
            out.push(path);
        }
    }
}

/// Committed class files (jdk-shims/classes), plus any directory named by
/// `TERRARIUM_CLASSFILE_DIR` for ad-hoc runs.
fn committed_classes() -> Vec<(String, Vec<u8>)> {
    let mut paths = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../jdk-shims/classes");
    collect_classes(&root, &mut paths);
    if let Some(extra) = std::env::var_os("TERRARIUM_CLASSFILE_DIR") {
        collect_classes(Path::new(&extra), &mut paths);
    }
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let bytes = std::fs::read(&p).ok()?;
            Some((p.display().to_string(), bytes))
        })
        .collect()
}

// ---------------------------------------------------------------- tests

#[test]
fn hand_built_classes_parse() {
    let rich = parse_class(&rich_class()).unwrap_or_else(|e| panic!("{e}"));
    check_rich(&rich);
    let obj = parse_class(&object_class()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(obj.super_class, None);
    assert_eq!(obj.methods.len(), 2);
}

#[test]
fn committed_classes_parse() {
    for (name, bytes) in committed_classes() {
        let c = parse_class(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!c.this_class.is_empty(), "{name}");
        for m in &c.methods {
            let bodyless = m.access_flags & 0x0500 != 0;
            assert_eq!(m.code.is_none(), bodyless, "{name} {}", m.name);
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum Mutation {
    Flip {
        at: usize,
        bit: u8,
    },
    Set {
        at: usize,
        value: u8,
    },
    Insert {
        at: usize,
        value: u8,
    },
    Delete {
        at: usize,
    },
    /// Overwrites a big-endian u16 with a boundary value.
    Boundary {
        at: usize,
        value: u16,
    },
}

fn apply(bytes: &mut Vec<u8>, m: Mutation) {
    let len = bytes.len();
    match m {
        Mutation::Flip { at, bit } => {
            if let Some(b) = bytes.get_mut(at) {
                *b ^= 1 << bit;
            }
        }
        Mutation::Set { at, value } => {
            if let Some(b) = bytes.get_mut(at) {
                *b = value;
            }
        }
        Mutation::Insert { at, value } => bytes.insert(at.min(len), value),
        Mutation::Delete { at } => {
            if at < len {
                bytes.remove(at);
            }
        }
        Mutation::Boundary { at, value } => {
            if at + 1 < len {
                bytes[at..at + 2].copy_from_slice(&value.to_be_bytes());
            }
        }
    }
}

fn random_mutation(rng: &mut SmallRng, len: usize) -> Mutation {
    let at = rng.random_range(0..len.max(1));
    match rng.random_range(0..5u8) {
        0 => Mutation::Flip {
            at,
            bit: rng.random_range(0..8),
        },
        1 => Mutation::Set {
            at,
            value: rng.random(),
        },
        2 => Mutation::Insert {
            at,
            value: rng.random(),
        },
        3 => Mutation::Delete { at },
        _ => Mutation::Boundary {
            at,
            value: [0, 1, 2, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFE, 0xFFFF]
                [rng.random_range(0..10)],
        },
    }
}

/// Parses `bytes`, failing with a reproducible description on panic.
fn must_not_panic(bytes: &[u8], what: &dyn Fn() -> String) {
    if catch_unwind(AssertUnwindSafe(|| {
        let _ = parse_class(bytes);
    }))
    .is_err()
    {
        panic!("parse_class panicked on {}", what());
    }
}

#[test]
fn mutants_never_panic() {
    let mut seeds: Vec<(String, Vec<u8>)> = vec![
        ("rich".into(), rich_class()),
        ("object".into(), object_class()),
    ];
    // A sample of the committed classes keeps the run short.
    let committed = committed_classes();
    let step = (committed.len() / 8).max(1);
    seeds.extend(committed.into_iter().step_by(step).take(8));

    for (name, original) in &seeds {
        // Every truncation length (sampled beyond 2048 for big committed
        // classes, to keep the debug-mode run short).
        let stride = (original.len() / 2048).max(1);
        let lengths = (0..original.len()).filter(|&l| l < 256 || l % stride == 0);
        for len in lengths {
            let cut = &original[..len];
            must_not_panic(cut, &|| format!("{name} truncated to {len} bytes"));
            assert!(
                parse_class(cut).is_err(),
                "{name} truncated to {len} parsed"
            );
        }
        let mut rng = SmallRng::seed_from_u64(0x07E2_2A21_u64 ^ original.len() as u64);
        let rounds = if name == "rich" { 20_000 } else { 2_000 };
        for round in 0..rounds {
            let seed: u64 = rng.random();
            let mut mrng = SmallRng::seed_from_u64(seed);
            let mut bytes = original.clone();
            let count = mrng.random_range(1..=4);
            let mut applied = Vec::with_capacity(count);
            for _ in 0..count {
                let m = random_mutation(&mut mrng, bytes.len());
                apply(&mut bytes, m);
                applied.push(m);
            }
            must_not_panic(&bytes, &|| {
                format!("{name} round {round} (mutation seed {seed:#x}): {applied:?}")
            });
        }
    }
}

#[test]
fn random_garbage_never_panics() {
    let mut rng = SmallRng::seed_from_u64(42);
    for round in 0..2000 {
        let len = rng.random_range(0..64);
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        // Often give it a valid header so the pool parser is reached.
        if round % 2 == 0 && bytes.len() >= 8 {
            bytes[..8].copy_from_slice(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52]);
        }
        must_not_panic(&bytes, &|| format!("garbage round {round}: {bytes:02X?}"));
    }
}
