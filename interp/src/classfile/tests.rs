//! Unit tests over small hand-built class files.

use super::*;

/// Encodes text as modified UTF-8 (NUL as C0 80, supplementary characters as
/// surrogate pairs).
pub(crate) fn modified_utf8(units: &[u16]) -> Vec<u8> {
    let mut out = Vec::new();
    for &u in units {
        match u {
            0x01..=0x7F => out.push(u as u8),
            0x00 | 0x80..=0x7FF => {
                out.push(0xC0 | (u >> 6) as u8);
                out.push(0x80 | (u & 0x3F) as u8);
            }
            _ => {
                out.push(0xE0 | (u >> 12) as u8);
                out.push(0x80 | ((u >> 6) & 0x3F) as u8);
                out.push(0x80 | (u & 0x3F) as u8);
            }
        }
    }
    out
}

/// A minimal class-file assembler.
#[derive(Default)]
pub(crate) struct Builder {
    cp: Vec<u8>,
    next: u16,
}

impl Builder {
    pub(crate) fn new() -> Self {
        Builder {
            cp: Vec::new(),
            next: 1,
        }
    }
    fn entry(&mut self, bytes: &[u8], wide: bool) -> u16 {
        let i = self.next;
        self.cp.extend_from_slice(bytes);
        self.next += if wide { 2 } else { 1 };
        i
    }
    pub(crate) fn utf16(&mut self, units: &[u16]) -> u16 {
        let enc = modified_utf8(units);
        let mut b = vec![1];
        b.extend_from_slice(&(enc.len() as u16).to_be_bytes());
        b.extend_from_slice(&enc);
        self.entry(&b, false)
    }
    pub(crate) fn utf8(&mut self, s: &str) -> u16 {
        let units: Vec<u16> = s.encode_utf16().collect();
        self.utf16(&units)
    }
    fn two(&mut self, tag: u8, a: u16, b: u16) -> u16 {
        let mut v = vec![tag];
        v.extend_from_slice(&a.to_be_bytes());
        v.extend_from_slice(&b.to_be_bytes());
        self.entry(&v, false)
    }
    fn one(&mut self, tag: u8, a: u16) -> u16 {
        let mut v = vec![tag];
        v.extend_from_slice(&a.to_be_bytes());
        self.entry(&v, false)
    }
    pub(crate) fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        self.one(7, n)
    }
    pub(crate) fn string(&mut self, s: &str) -> u16 {
        let n = self.utf8(s);
        self.one(8, n)
    }
    pub(crate) fn nat(&mut self, name: &str, desc: &str) -> u16 {
        let n = self.utf8(name);
        let d = self.utf8(desc);
        self.two(12, n, d)
    }
    pub(crate) fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nt = self.nat(name, desc);
        self.two(tag, c, nt)
    }
    pub(crate) fn int(&mut self, v: i32) -> u16 {
        let mut b = vec![3];
        b.extend_from_slice(&v.to_be_bytes());
        self.entry(&b, false)
    }
    pub(crate) fn long(&mut self, v: i64) -> u16 {
        let mut b = vec![5];
        b.extend_from_slice(&v.to_be_bytes());
        self.entry(&b, true)
    }
    pub(crate) fn raw(&mut self, bytes: &[u8]) -> u16 {
        self.entry(bytes, false)
    }
    /// Header + pool + `body` (everything from access_flags on).
    pub(crate) fn finish(&self, body: &[u8]) -> Vec<u8> {
        let mut out = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61];
        out.extend_from_slice(&self.next.to_be_bytes());
        out.extend_from_slice(&self.cp);
        out.extend_from_slice(body);
        out
    }
}

pub(crate) fn attr(name: u16, body: &[u8]) -> Vec<u8> {
    let mut v = name.to_be_bytes().to_vec();
    v.extend_from_slice(&(body.len() as u32).to_be_bytes());
    v.extend_from_slice(body);
    v
}

fn u16s(vals: &[u16]) -> Vec<u8> {
    vals.iter().flat_map(|v| v.to_be_bytes()).collect()
}

/// A class body: flags, this, super, no interfaces, the given raw fields,
/// methods and attributes.
fn body(
    this: u16,
    sup: u16,
    fields: &[Vec<u8>],
    methods: &[Vec<u8>],
    attrs: &[Vec<u8>],
) -> Vec<u8> {
    let mut v = u16s(&[ACC_PUBLIC | ACC_SUPER, this, sup, 0]);
    for list in [fields, methods, attrs] {
        v.extend_from_slice(&(list.len() as u16).to_be_bytes());
        for item in list {
            v.extend_from_slice(item);
        }
    }
    v
}

fn member(flags: u16, name: u16, desc: u16, attrs: &[Vec<u8>]) -> Vec<u8> {
    let mut v = u16s(&[flags, name, desc, attrs.len() as u16]);
    for a in attrs {
        v.extend_from_slice(a);
    }
    v
}

fn code_attr(b: &mut Builder, code: &[u8], handlers: &[[u16; 4]], attrs: &[Vec<u8>]) -> Vec<u8> {
    let name = b.utf8("Code");
    let mut v = u16s(&[2, 3]);
    v.extend_from_slice(&(code.len() as u32).to_be_bytes());
    v.extend_from_slice(code);
    v.extend_from_slice(&(handlers.len() as u16).to_be_bytes());
    for h in handlers {
        v.extend_from_slice(&u16s(h));
    }
    v.extend_from_slice(&(attrs.len() as u16).to_be_bytes());
    for a in attrs {
        v.extend_from_slice(a);
    }
    attr(name, &v)
}

fn simple(b: &mut Builder) -> (u16, u16) {
    (b.class("p/A"), b.class("java/lang/Object"))
}

fn err_of(bytes: &[u8]) -> String {
    match parse_class(bytes) {
        Ok(_) => String::from("<parsed>"),
        Err(e) => e.to_string(),
    }
}

fn parsed(bytes: &[u8]) -> ClassFile {
    match parse_class(bytes) {
        Ok(c) => c,
        Err(e) => panic!("parse failed: {e}"),
    }
}

#[test]
fn minimal_class() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let c = parsed(&b.finish(&body(this, sup, &[], &[], &[])));
    assert_eq!(c.major_version, 61);
    assert_eq!(c.this_class, "p/A");
    assert_eq!(c.super_class.as_deref(), Some("java/lang/Object"));
    assert!(c.fields.is_empty() && c.methods.is_empty());
    assert_eq!(c.record_components, None);
}

#[test]
fn object_has_no_superclass() {
    let mut b = Builder::new();
    let this = b.class("java/lang/Object");
    let c = parsed(&b.finish(&body(this, 0, &[], &[], &[])));
    assert_eq!(c.super_class, None);
    let mut b = Builder::new();
    let this = b.class("p/A");
    assert!(err_of(&b.finish(&body(this, 0, &[], &[], &[]))).contains("superclass index 0"));
}

#[test]
fn every_constant_kind() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let i = b.int(-7);
    let f = b.raw(&[4, 0x3F, 0xC0, 0, 0]);
    let l = b.long(-1);
    let d = b.raw(&[6, 0x40, 0x09, 0x21, 0xFB, 0x54, 0x44, 0x2D, 0x18]);
    b.next += 1; // Double takes two slots
    let s = b.string("hi");
    let fr = b.member(9, "p/A", "x", "I");
    let mr = b.member(10, "p/A", "m", "()V");
    let imr = b.member(11, "p/I", "n", "(J)I");
    let mh = b.raw(&[15, 6, (mr >> 8) as u8, mr as u8]);
    let mt_d = b.utf8("(I)V");
    let mt = b.raw(&[16, (mt_d >> 8) as u8, mt_d as u8]);
    let dyn_nat = b.nat("c", "I");
    let dy = b.two(17, 0, dyn_nat);
    let indy_nat = b.nat("run", "()Ljava/lang/Runnable;");
    let indy = b.two(18, 0, indy_nat);
    let mo_n = b.utf8("java.base");
    let mo = b.one(19, mo_n);
    let pk_n = b.utf8("java/lang");
    let pk = b.one(20, pk_n);
    let bsm_name = b.utf8("BootstrapMethods");
    let mut bsm = u16s(&[1, mh, 2, i, mt]);
    bsm = attr(bsm_name, &bsm);
    let c = parsed(&b.finish(&body(this, sup, &[], &[], &[bsm])));
    let cp = &c.constant_pool;
    assert_eq!(cp.get(i), Ok(&Constant::Integer(-7)));
    assert_eq!(cp.get(f), Ok(&Constant::Float(1.5)));
    assert_eq!(cp.get(l), Ok(&Constant::Long(-1)));
    assert!(cp.get(l + 1).is_err());
    assert_eq!(cp.get(d), Ok(&Constant::Double(std::f64::consts::PI)));
    assert_eq!(cp.string_utf16(s), Ok(&[104u16, 105][..]));
    let r = cp.member_ref(fr);
    assert_eq!(
        r.map(|r| (r.class, r.name, r.descriptor, r.is_interface)),
        Ok(("p/A", "x", "I", false))
    );
    assert_eq!(cp.member_ref(imr).map(|r| r.is_interface), Ok(true));
    assert_eq!(cp.method_handle(mh).map(|(k, r)| (k, r.name)), Ok((6, "m")));
    assert_eq!(
        cp.get(mt),
        Ok(&Constant::MethodType {
            descriptor_index: mt_d
        })
    );
    assert_eq!(cp.dynamic(dy), Ok((0, "c", "I")));
    assert_eq!(
        cp.invoke_dynamic(indy),
        Ok((0, "run", "()Ljava/lang/Runnable;"))
    );
    assert_eq!(cp.get(mo).map(Constant::kind_name), Ok("Module"));
    assert_eq!(cp.get(pk).map(Constant::kind_name), Ok("Package"));
    assert_eq!(
        c.bootstrap_methods,
        vec![BootstrapMethod {
            method_ref: mh,
            arguments: vec![i, mt]
        }]
    );
    assert_eq!(cp.len(), usize::from(b.next));
    // Wrong kinds and ranges.
    assert_eq!(
        cp.utf8(mr).map_err(|e| e.message),
        Err(format!("constant {mr} is a Methodref, expected Utf8"))
    );
    assert_eq!(
        cp.get(999).map_err(|e| e.message),
        Err(format!(
            "constant pool index 999 out of range (pool has {} entries)",
            b.next
        ))
    );
    assert!(cp.get(0).is_err());
    assert!(cp.class_name(s).is_err());
    assert!(cp.name_and_type(s).is_err());
    assert!(cp.member_ref(s).is_err());
    assert!(cp.method_handle(s).is_err());
    assert!(cp.invoke_dynamic(dy).is_err());
}

#[test]
fn modified_utf8_decoding() {
    let ok = |b: &[u8]| Utf8Const::decode(b).map(|u| (u.text, u.utf16));
    assert_eq!(ok(b"abc"), Ok(("abc".into(), vec![97, 98, 99])));
    assert_eq!(ok(&[0xC0, 0x80]), Ok(("\0".into(), vec![0])));
    assert_eq!(ok(&[0xC3, 0xA9]), Ok(("é".into(), vec![0xE9])));
    // U+1F600 as a surrogate pair, each half three bytes.
    let pair = modified_utf8(&[0xD83D, 0xDE00]);
    assert_eq!(ok(&pair), Ok(("😀".into(), vec![0xD83D, 0xDE00])));
    let lone = modified_utf8(&[0x41, 0xD800]);
    assert_eq!(ok(&lone), Ok(("A\u{FFFD}".into(), vec![0x41, 0xD800])));
    assert_eq!(Utf8Const::decode(&[0x41, 0]), Err(1));
    assert_eq!(Utf8Const::decode(&[0xF0, 0x9F, 0x98, 0x80]), Err(0));
    assert_eq!(Utf8Const::decode(&[0xE0, 0x80]), Err(2));
    assert_eq!(Utf8Const::decode(&[0xC3, 0x41]), Err(1));
    // Surfaced by the parser with its location.
    let mut b = Builder::new();
    b.raw(&[1, 0, 2, 0x41, 0x00]);
    let e = err_of(&b.finish(&[]));
    assert!(
        e.starts_with("malformed modified UTF-8 at byte 1") && e.contains("constant pool entry 1"),
        "{e}"
    );
}

#[test]
fn synthetic_pool() {
    let mut cp = ConstantPool::new(Vec::new());
    assert!(cp.is_empty());
    let n = cp.push(Constant::Utf8(Utf8Const::new("java/lang/Object")));
    let c = cp.push(Constant::Class { name_index: n });
    let l = cp.push(Constant::Long(5));
    let after = cp.push(Constant::Integer(1));
    assert_eq!((n, c, l, after), (1, 2, 3, 5));
    assert_eq!(cp.class_name(c), Ok("java/lang/Object"));
    assert_eq!(cp.len(), 6);
}

#[test]
fn header_errors() {
    assert_eq!(
        err_of(&[0xCA, 0xFE, 0xBA, 0xB0, 0, 0, 0, 61]),
        "bad magic number 0xCAFEBAB0"
    );
    assert_eq!(
        err_of(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 66]),
        "Unsupported major.minor version 66.0"
    );
    assert_eq!(
        err_of(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 3, 0, 61]),
        "Unsupported major.minor version 61.3"
    );
    assert_eq!(
        err_of(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 44]),
        "Unsupported major.minor version 44.0"
    );
    assert_eq!(
        err_of(&[0xCA, 0xFE, 0xBA]),
        "truncated class file: expected 4 more bytes at offset 0 (class header)"
    );
    assert_eq!(
        err_of(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0, 0]),
        "constant pool count is 0 (class header)"
    );
}

#[test]
fn constant_pool_errors() {
    let mut b = Builder::new();
    b.utf8("x");
    b.raw(&[13, 0, 0]);
    assert_eq!(
        err_of(&b.finish(&[])),
        "bad constant pool tag 13 at index 2"
    );

    let mut b = Builder::new();
    b.utf8("x");
    b.one(7, 40);
    let e = err_of(&b.finish(&[]));
    assert_eq!(
        e,
        "constant pool index 40 out of range (pool has 3 entries) (constant pool entry 2)"
    );

    let mut b = Builder::new();
    let i = b.int(3);
    b.one(8, i);
    let e = err_of(&b.finish(&[]));
    assert_eq!(
        e,
        "constant 1 is a Integer, expected Utf8 (constant pool entry 2)"
    );

    let mut b = Builder::new();
    b.long(1);
    b.next -= 1; // claim the Long ends the pool
    assert!(err_of(&b.finish(&[])).contains("no room for its second slot"));

    let mut b = Builder::new();
    b.utf8("x");
    let mut v = b.finish(&[]);
    v.truncate(v.len() - 1);
    assert_eq!(
        err_of(&v),
        "truncated class file: expected 1 more bytes at offset 13 (constant pool entry 1)"
    );

    let mut b = Builder::new();
    b.class("a.b");
    assert!(err_of(&b.finish(&[])).contains("illegal class name"));

    let mut b = Builder::new();
    let fr = b.member(9, "p/A", "x", "I");
    b.raw(&[15, 5, 0, fr as u8]);
    assert!(err_of(&b.finish(&[])).contains("method handle of kind 5"));

    let mut b = Builder::new();
    b.member(9, "p/A", "x", "(I)V");
    assert!(err_of(&b.finish(&[])).contains("invalid field descriptor"));
}

#[test]
fn trailing_bytes_rejected() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let mut v = b.finish(&body(this, sup, &[], &[], &[]));
    v.push(0);
    assert!(err_of(&v).starts_with("extra bytes at the end of the class file"));
}

#[test]
fn reflection_attributes_kept() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let sig = b.utf8("Signature");
    let rva = b.utf8("RuntimeVisibleAnnotations");
    let rvpa = b.utf8("RuntimeVisibleParameterAnnotations");
    let dflt = b.utf8("AnnotationDefault");
    let mp = b.utf8("MethodParameters");
    let name = b.utf8("m");
    let desc = b.utf8("(I)V");
    let generic = b.utf8("<T:Ljava/lang/Object;>(I)V");
    let pname = b.utf8("count");
    let ann_type = b.utf8("Lp/A;");
    // One annotation of type p/A with no elements.
    let annotations = [&u16s(&[1, ann_type])[..], &u16s(&[0])[..]].concat();
    let params = [vec![1u8], u16s(&[pname, 0x0010])].concat();
    let method = member(
        ACC_ABSTRACT | 0x0001,
        name,
        desc,
        &[
            attr(sig, &u16s(&[generic])),
            attr(rva, &annotations),
            attr(rvpa, &[1, 0, 0]),
            attr(dflt, &[b'I', 0, 1]),
            attr(mp, &params),
        ],
    );
    let c = parsed(&b.finish(&body(this, sup, &[], &[method], &[])));
    let r = &c.methods[0].reflection;
    assert_eq!(r.signature.as_deref(), Some("<T:Ljava/lang/Object;>(I)V"));
    assert_eq!(r.annotations.as_deref(), Some(&annotations[..]));
    assert_eq!(r.parameter_annotations.as_deref(), Some(&[1u8, 0, 0][..]));
    assert_eq!(r.annotation_default.as_deref(), Some(&[b'I', 0, 1][..]));
    assert_eq!(r.parameters, Some(vec![(Some("count".into()), 0x0010)]));
    assert_eq!(c.methods[0].annotations.len(), 1);

    let twice = member(
        ACC_ABSTRACT | 0x0001,
        name,
        desc,
        &[attr(dflt, &[b'I', 0, 1]), attr(dflt, &[b'I', 0, 1])],
    );
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[twice], &[])))
            .contains("multiple AnnotationDefault")
    );
}

#[test]
fn fields_and_constant_values() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let cv = b.utf8("ConstantValue");
    let n1 = b.utf8("X");
    let n2 = b.utf8("s");
    let di = b.utf8("I");
    let ds = b.utf8("Ljava/lang/String;");
    let i = b.int(42);
    let s = b.string("v");
    let unk = b.utf8("Whatever");
    let fields = [
        member(
            ACC_STATIC | ACC_FINAL,
            n1,
            di,
            &[attr(cv, &u16s(&[i])), attr(unk, &[1, 2, 3])],
        ),
        member(ACC_STATIC, n2, ds, &[attr(cv, &u16s(&[s]))]),
    ];
    let c = parsed(&b.finish(&body(this, sup, &fields, &[], &[])));
    assert_eq!(
        c.fields[0],
        FieldInfo {
            access_flags: ACC_STATIC | ACC_FINAL,
            name: "X".into(),
            descriptor: "I".into(),
            constant_value: Some(i),
            reflection: ReflectionData::default(),
        }
    );
    assert_eq!(c.fields[1].constant_value, Some(s));

    let bad = [member(ACC_STATIC, n1, di, &[attr(cv, &u16s(&[s]))])];
    assert!(err_of(&b.finish(&body(this, sup, &bad, &[], &[]))).contains("does not fit type I"));
    let dup = [member(0, n1, di, &[]), member(ACC_STATIC, n1, di, &[])];
    assert!(err_of(&b.finish(&body(this, sup, &dup, &[], &[]))).contains("duplicate field X I"));
    let long_attr = [member(ACC_STATIC, n1, di, &[attr(cv, &u16s(&[i, 0]))])];
    assert_eq!(
        err_of(&b.finish(&body(this, sup, &long_attr, &[], &[]))),
        "attribute ConstantValue declares length 4 but its contents take 2 bytes (field 0)"
    );
    let bad_desc = [member(0, n1, n1, &[])];
    assert!(
        err_of(&b.finish(&body(this, sup, &bad_desc, &[], &[])))
            .contains("invalid field descriptor \"X\"")
    );
}

#[test]
fn methods_code_and_tables() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let name = b.utf8("run");
    let desc = b.utf8("(JI)I");
    let ex = b.class("java/io/IOException");
    let lnt = b.utf8("LineNumberTable");
    let lvt = b.utf8("LocalVariableTable");
    let smt = b.utf8("StackMapTable");
    let exc = b.utf8("Exceptions");
    let lv_name = b.utf8("x");
    let lv_desc = b.utf8("J");
    let code = [0x1B, 0xAC, 0x00, 0xBF];
    let attrs = [
        attr(lnt, &u16s(&[2, 0, 10, 1, 11])),
        attr(smt, &[0, 0]),
        attr(lnt, &u16s(&[1, 3, 12])),
        attr(lvt, &u16s(&[1, 0, 4, lv_name, lv_desc, 0])),
    ];
    let code_a = code_attr(&mut b, &code, &[[0, 2, 3, ex], [0, 1, 3, 0]], &attrs);
    let m = member(
        ACC_STATIC,
        name,
        desc,
        &[code_a.clone(), attr(exc, &u16s(&[1, ex]))],
    );
    let c = parsed(&b.finish(&body(this, sup, &[], &[m], &[])));
    let m = &c.methods[0];
    assert_eq!(m.exceptions, vec!["java/io/IOException".to_owned()]);
    let Some(code_attr_parsed) = &m.code else {
        panic!("no code")
    };
    assert_eq!(code_attr_parsed.code, code);
    assert_eq!(
        (code_attr_parsed.max_stack, code_attr_parsed.max_locals),
        (2, 3)
    );
    assert_eq!(
        code_attr_parsed.exception_table,
        vec![
            ExceptionTableEntry {
                start_pc: 0,
                end_pc: 2,
                handler_pc: 3,
                catch_type: ex
            },
            ExceptionTableEntry {
                start_pc: 0,
                end_pc: 1,
                handler_pc: 3,
                catch_type: 0
            }
        ]
    );
    assert_eq!(
        code_attr_parsed.line_numbers,
        vec![
            LineNumberEntry {
                start_pc: 0,
                line: 10
            },
            LineNumberEntry {
                start_pc: 1,
                line: 11
            },
            LineNumberEntry {
                start_pc: 3,
                line: 12
            }
        ]
    );
    assert_eq!(
        code_attr_parsed.local_variables,
        vec![LocalVariableEntry {
            start_pc: 0,
            length: 4,
            name: "x".into(),
            descriptor: "J".into(),
            index: 0
        }]
    );

    // Abstract method with Code, concrete without, duplicate Code.
    let abs = member(ACC_ABSTRACT, name, desc, std::slice::from_ref(&code_a));
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[abs], &[])))
            .contains("Code attribute in native or abstract")
    );
    let bare = member(0, name, desc, &[]);
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[bare], &[]))).contains("absent Code attribute")
    );
    let two = member(0, name, desc, &[code_a.clone(), code_a]);
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[two], &[]))).contains("multiple Code attributes")
    );
    // Bad exception-table range.
    let bad = code_attr(&mut b, &code, &[[2, 2, 3, 0]], &[]);
    let m = member(0, name, desc, &[bad]);
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[m], &[])))
            .contains("illegal exception table entry")
    );
    // Line number beyond the code.
    let bad = code_attr(&mut b, &code, &[], &[attr(lnt, &u16s(&[1, 4, 1]))]);
    let m = member(0, name, desc, &[bad]);
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[m], &[]))).contains("start_pc 4 out of range")
    );
    // A nested attribute overrunning its length.
    let bad = code_attr(&mut b, &code, &[], &[attr(lnt, &u16s(&[2, 0, 1]))]);
    let m = member(0, name, desc, &[bad]);
    let bytes = b.finish(&body(this, sup, &[], &[m], &[]));
    // The LineNumberTable body is the last 4 bytes before the method's end
    // (the class then has 2 bytes of attributes_count).
    let at = bytes.len() - 2;
    assert_eq!(
        err_of(&bytes),
        format!(
            "attribute LineNumberTable overruns its declared length: expected 2 more bytes at offset {at} (method 0)"
        )
    );
    // Empty code.
    let bad = code_attr(&mut b, &[], &[], &[]);
    let m = member(0, name, desc, &[bad]);
    assert!(err_of(&b.finish(&body(this, sup, &[], &[m], &[]))).contains("invalid code length 0"));
    // Illegal names and descriptors.
    let init = b.utf8("<init>");
    let m = member(ACC_NATIVE, init, desc, &[]);
    assert!(err_of(&b.finish(&body(this, sup, &[], &[m], &[]))).contains("constructor"));
    let weird = b.utf8("a<b");
    let m = member(ACC_NATIVE, weird, desc, &[]);
    assert!(err_of(&b.finish(&body(this, sup, &[], &[m], &[]))).contains("illegal method name"));
}

#[test]
fn class_attributes() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let names: Vec<u16> = [
        "SourceFile",
        "Signature",
        "InnerClasses",
        "EnclosingMethod",
        "NestMembers",
        "Record",
        "PermittedSubclasses",
        "NestHost",
    ]
    .iter()
    .map(|n| b.utf8(n))
    .collect();
    let src = b.utf8("A.java");
    let sig = b.utf8("<T:Ljava/lang/Object;>Ljava/lang/Object;");
    let inner = b.class("p/A$B");
    let inner_name = b.utf8("B");
    let outer_m = b.nat("f", "()V");
    let comp_name = b.utf8("x");
    let comp_desc = b.utf8("I");
    let sub1 = b.class("p/C");
    let attrs = vec![
        attr(names[0], &u16s(&[src])),
        attr(names[1], &u16s(&[sig])),
        attr(
            names[2],
            &u16s(&[2, inner, this, inner_name, ACC_STATIC, sub1, 0, 0, 0]),
        ),
        attr(names[3], &u16s(&[this, outer_m])),
        attr(names[4], &u16s(&[1, inner])),
        attr(
            names[5],
            &u16s(&[1, comp_name, comp_desc, 1, names[1], 0, 2, sig]),
        ),
        attr(names[6], &u16s(&[1, sub1])),
    ];
    let c = parsed(&b.finish(&body(this, sup, &[], &[], &attrs)));
    assert_eq!(c.source_file.as_deref(), Some("A.java"));
    assert_eq!(
        c.reflection.signature.as_deref(),
        Some("<T:Ljava/lang/Object;>Ljava/lang/Object;")
    );
    assert_eq!(
        c.inner_classes,
        vec![
            InnerClassInfo {
                inner_class: Some("p/A$B".into()),
                outer_class: Some("p/A".into()),
                inner_name: Some("B".into()),
                access_flags: ACC_STATIC
            },
            InnerClassInfo {
                inner_class: Some("p/C".into()),
                outer_class: None,
                inner_name: None,
                access_flags: 0
            }
        ]
    );
    assert_eq!(
        c.enclosing_method,
        Some(EnclosingMethod {
            class: "p/A".into(),
            method: Some(("f".into(), "()V".into()))
        })
    );
    assert_eq!(c.nest_members, vec!["p/A$B".to_owned()]);
    assert_eq!(
        c.record_components,
        Some(vec![RecordComponent {
            name: "x".into(),
            descriptor: "I".into(),
            reflection: ReflectionData {
                signature: Some("<T:Ljava/lang/Object;>Ljava/lang/Object;".into()),
                ..Default::default()
            },
        }])
    );
    assert_eq!(c.permitted_subclasses, vec!["p/C".to_owned()]);

    let host = [attr(names[7], &u16s(&[sup]))];
    assert_eq!(
        parsed(&b.finish(&body(this, sup, &[], &[], &host)))
            .nest_host
            .as_deref(),
        Some("java/lang/Object")
    );
    let dup = [attr(names[0], &u16s(&[src])), attr(names[0], &u16s(&[src]))];
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[], &dup)))
            .contains("multiple SourceFile attributes")
    );
    let bad = [attr(names[0], &u16s(&[this]))];
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[], &bad)))
            .contains("is a Class, expected Utf8 (class attributes, attribute SourceFile)")
    );
    let short = [attr(names[3], &u16s(&[this]))];
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[], &short))).contains("EnclosingMethod overruns")
    );
    let self_inner = [attr(names[2], &u16s(&[1, this, this, 0, 0]))];
    assert!(
        err_of(&b.finish(&body(this, sup, &[], &[], &self_inner))).contains("both outer and inner")
    );
}

#[test]
fn bootstrap_method_references_checked() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let nat = b.nat("run", "()V");
    b.two(18, 0, nat);
    let e = err_of(&b.finish(&body(this, sup, &[], &[], &[])));
    assert!(
        e.contains("refers to bootstrap method 0 but the class has 0"),
        "{e}"
    );

    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let name = b.utf8("BootstrapMethods");
    let bm = [attr(name, &u16s(&[1, this, 0]))];
    assert!(err_of(&b.finish(&body(this, sup, &[], &[], &bm))).contains("expected MethodHandle"));
}

#[test]
fn class_flag_checks() {
    let mut b = Builder::new();
    let (this, sup) = simple(&mut b);
    let mut v = body(this, sup, &[], &[], &[]);
    v[0..2].copy_from_slice(&ACC_INTERFACE.to_be_bytes());
    assert!(err_of(&b.finish(&v)).contains("illegal class modifiers"));
    v[0..2].copy_from_slice(&ACC_MODULE.to_be_bytes());
    assert!(err_of(&b.finish(&v)).contains("ACC_MODULE"));
}
