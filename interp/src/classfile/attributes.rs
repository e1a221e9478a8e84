//! Attributes (JVMS §4.7): the ones the VM uses are parsed, the rest are
//! skipped by length.

use super::constant_pool::{Constant, ConstantPool};
use super::descriptor::{FieldType, is_valid_unqualified_name};
use super::error::Result;
use super::reader::Reader;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeAttribute {
    pub max_stack: u16,
    pub max_locals: u16,
    pub code: Vec<u8>,
    pub exception_table: Vec<ExceptionTableEntry>,
    /// All `LineNumberTable` entries, tables concatenated in file order.
    pub line_numbers: Vec<LineNumberEntry>,
    /// All `LocalVariableTable` entries (often empty).
    pub local_variables: Vec<LocalVariableEntry>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExceptionTableEntry {
    pub start_pc: u16,
    pub end_pc: u16,
    pub handler_pc: u16,
    /// Constant-pool index of a `Class`, or 0 for any throwable.
    pub catch_type: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineNumberEntry {
    pub start_pc: u16,
    pub line: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalVariableEntry {
    pub start_pc: u16,
    pub length: u16,
    pub name: String,
    pub descriptor: String,
    pub index: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BootstrapMethod {
    /// Constant-pool index of a `MethodHandle`.
    pub method_ref: u16,
    /// Constant-pool indices of loadable constants.
    pub arguments: Vec<u16>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InnerClassInfo {
    /// Always `Some` for parsed classes (index 0 is rejected).
    pub inner_class: Option<String>,
    pub outer_class: Option<String>,
    pub inner_name: Option<String>,
    pub access_flags: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnclosingMethod {
    pub class: String,
    /// `(name, descriptor)`, absent when not enclosed by a method.
    pub method: Option<(String, String)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordComponent {
    pub name: String,
    pub descriptor: String,
    pub reflection: ReflectionData,
}

/// What reflection reads of a class, field, method or record component. The
/// annotation attributes stay raw, as HotSpot keeps them: the class library
/// parses them in Java, against the class's constant pool, when asked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReflectionData {
    /// `Signature` (generic type information).
    pub signature: Option<String>,
    /// The body of `RuntimeVisibleAnnotations`.
    pub annotations: Option<Box<[u8]>>,
    /// The body of `RuntimeVisibleParameterAnnotations`.
    pub parameter_annotations: Option<Box<[u8]>>,
    /// The body of `AnnotationDefault`.
    pub annotation_default: Option<Box<[u8]>>,
    /// `MethodParameters`: each parameter's name (if recorded) and flags.
    pub parameters: Option<Vec<(Option<String>, u16)>>,
}

impl ReflectionData {
    /// Reads `attr` if it is one of the reflection attributes; `Ok(false)` if not.
    pub(crate) fn read(
        &mut self,
        attr: &'static str,
        body: &mut Reader<'_>,
        cp: &ConstantPool,
    ) -> Result<bool> {
        fn raw(
            body: &mut Reader<'_>,
            slot: &mut Option<Box<[u8]>>,
            attr: &'static str,
        ) -> Result<bool> {
            if slot.is_some() {
                return Err(body.err(format!("multiple {attr} attributes")));
            }
            *slot = Some(body.take_rest()?.into());
            Ok(true)
        }
        match attr {
            "Signature" => {
                if self.signature.is_some() {
                    return Err(body.err("multiple Signature attributes"));
                }
                self.signature = Some(read_utf8(body, cp)?);
                Ok(true)
            }
            "RuntimeVisibleAnnotations" => raw(body, &mut self.annotations, attr),
            "RuntimeVisibleParameterAnnotations" => {
                raw(body, &mut self.parameter_annotations, attr)
            }
            "AnnotationDefault" => raw(body, &mut self.annotation_default, attr),
            "MethodParameters" => {
                if self.parameters.is_some() {
                    return Err(body.err("multiple MethodParameters attributes"));
                }
                let n = body.u8()?;
                let mut params = Vec::with_capacity(usize::from(n));
                for _ in 0..n {
                    let name = body.u16()?;
                    let name = optional(body, name, |i| cp.utf8(i).map(str::to_owned))?;
                    params.push((name, body.u16()?));
                }
                self.parameters = Some(params);
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}

/// Attributes this parser knows; all others are skipped unread.
const KNOWN: &[&str] = &[
    "Code",
    "RuntimeVisibleAnnotations",
    "ConstantValue",
    "Exceptions",
    "LineNumberTable",
    "LocalVariableTable",
    "SourceFile",
    "Signature",
    "BootstrapMethods",
    "InnerClasses",
    "EnclosingMethod",
    "NestHost",
    "NestMembers",
    "Record",
    "PermittedSubclasses",
    "RuntimeVisibleParameterAnnotations",
    "AnnotationDefault",
    "MethodParameters",
];

/// Reads `attributes_count` attributes. Each known attribute is passed to
/// `handle` with a reader confined to its body; if `handle` returns true
/// (it parsed the attribute) the body must have been consumed exactly.
pub(crate) fn for_each_attribute<'a>(
    r: &mut Reader<'a>,
    cp: &ConstantPool,
    mut handle: impl FnMut(&'static str, &mut Reader<'a>) -> Result<bool>,
) -> Result<()> {
    let count = r.u16()?;
    for _ in 0..count {
        let name_index = r.u16()?;
        let name = cp.utf8(name_index).map_err(|e| r.wrap(e))?;
        let len = usize::try_from(r.u32()?).unwrap_or(usize::MAX);
        match KNOWN.iter().find(|k| **k == name) {
            Some(&known) => {
                let mut body = r.sub(len, known)?;
                if handle(known, &mut body)? {
                    body.finish()?;
                }
            }
            None => r.skip(len)?,
        }
    }
    Ok(())
}

/// Reads a u16 count followed by that many `Class` indices, as names.
pub(crate) fn read_class_list(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<Vec<String>> {
    let n = r.u16()?;
    let mut out = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        out.push(read_class(r, cp)?);
    }
    Ok(out)
}

pub(crate) fn read_class(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<String> {
    let i = r.u16()?;
    cp.class_name(i).map(str::to_owned).map_err(|e| r.wrap(e))
}

pub(crate) fn read_utf8(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<String> {
    let i = r.u16()?;
    cp.utf8(i).map(str::to_owned).map_err(|e| r.wrap(e))
}

fn optional<T>(r: &Reader<'_>, i: u16, f: impl FnOnce(u16) -> Result<T>) -> Result<Option<T>> {
    if i == 0 {
        Ok(None)
    } else {
        f(i).map(Some).map_err(|e| r.wrap(e))
    }
}

pub(crate) fn parse_code(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<CodeAttribute> {
    let max_stack = r.u16()?;
    let max_locals = r.u16()?;
    let code_length = r.u32()?;
    let code_len = match u16::try_from(code_length) {
        Ok(n) if n > 0 => n,
        _ => return Err(r.err(format!("invalid code length {code_length}"))),
    };
    let code = r.bytes(usize::from(code_len))?.to_vec();
    let n = r.u16()?;
    let mut exception_table = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let e = ExceptionTableEntry {
            start_pc: r.u16()?,
            end_pc: r.u16()?,
            handler_pc: r.u16()?,
            catch_type: r.u16()?,
        };
        if e.start_pc >= e.end_pc || e.end_pc > code_len || e.handler_pc >= code_len {
            return Err(r.err(format!(
                "illegal exception table entry [{}, {}) -> {} for code of length {code_len}",
                e.start_pc, e.end_pc, e.handler_pc
            )));
        }
        if e.catch_type != 0 {
            cp.class_name(e.catch_type).map_err(|err| r.wrap(err))?;
        }
        exception_table.push(e);
    }
    let mut line_numbers = Vec::new();
    let mut local_variables = Vec::new();
    for_each_attribute(r, cp, |name, body| match name {
        "LineNumberTable" => {
            let n = body.u16()?;
            line_numbers.reserve(usize::from(n));
            for _ in 0..n {
                let start_pc = body.u16()?;
                let line = body.u16()?;
                if start_pc >= code_len {
                    return Err(body.err(format!("line number start_pc {start_pc} out of range")));
                }
                line_numbers.push(LineNumberEntry { start_pc, line });
            }
            Ok(true)
        }
        "LocalVariableTable" => {
            let n = body.u16()?;
            local_variables.reserve(usize::from(n));
            for _ in 0..n {
                let start_pc = body.u16()?;
                let length = body.u16()?;
                let name = read_utf8(body, cp)?;
                let descriptor = read_utf8(body, cp)?;
                let index = body.u16()?;
                if u32::from(start_pc) + u32::from(length) > u32::from(code_len) {
                    return Err(body.err(format!(
                        "local variable {name:?} range [{start_pc}, +{length}) out of range"
                    )));
                }
                if !is_valid_unqualified_name(&name, false) {
                    return Err(body.err(format!("illegal local variable name {name:?}")));
                }
                FieldType::parse(&descriptor).map_err(|e| body.wrap(e))?;
                local_variables.push(LocalVariableEntry {
                    start_pc,
                    length,
                    name,
                    descriptor,
                    index,
                });
            }
            Ok(true)
        }
        _ => Ok(false),
    })?;
    Ok(CodeAttribute {
        max_stack,
        max_locals,
        code,
        exception_table,
        line_numbers,
        local_variables,
    })
}

pub(crate) fn parse_bootstrap_methods(
    r: &mut Reader<'_>,
    cp: &ConstantPool,
) -> Result<Vec<BootstrapMethod>> {
    let n = r.u16()?;
    let mut out = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let method_ref = r.u16()?;
        cp.method_handle(method_ref).map_err(|e| r.wrap(e))?;
        let argc = r.u16()?;
        let mut arguments = Vec::with_capacity(usize::from(argc));
        for _ in 0..argc {
            let a = r.u16()?;
            let c = cp.get(a).map_err(|e| r.wrap(e))?;
            if !c.is_loadable() {
                return Err(r.err(format!(
                    "bootstrap argument {a} is a {}, which is not loadable",
                    c.kind_name()
                )));
            }
            arguments.push(a);
        }
        out.push(BootstrapMethod {
            method_ref,
            arguments,
        });
    }
    Ok(out)
}

pub(crate) fn parse_inner_classes(
    r: &mut Reader<'_>,
    cp: &ConstantPool,
) -> Result<Vec<InnerClassInfo>> {
    let n = r.u16()?;
    let mut out = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let inner = r.u16()?;
        let outer = r.u16()?;
        let name = r.u16()?;
        let access_flags = r.u16()?;
        if inner == 0 {
            return Err(r.err("inner_class_info_index 0"));
        }
        if inner == outer {
            return Err(r.err(format!("class {inner} is both outer and inner class")));
        }
        out.push(InnerClassInfo {
            inner_class: optional(r, inner, |i| cp.class_name(i).map(str::to_owned))?,
            outer_class: optional(r, outer, |i| cp.class_name(i).map(str::to_owned))?,
            inner_name: optional(r, name, |i| cp.utf8(i).map(str::to_owned))?,
            access_flags,
        });
    }
    Ok(out)
}

pub(crate) fn parse_enclosing_method(
    r: &mut Reader<'_>,
    cp: &ConstantPool,
) -> Result<EnclosingMethod> {
    let class = read_class(r, cp)?;
    let m = r.u16()?;
    let method = optional(r, m, |i| {
        cp.name_and_type(i)
            .map(|(n, d)| (n.to_owned(), d.to_owned()))
    })?;
    Ok(EnclosingMethod { class, method })
}

pub(crate) fn parse_record(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<Vec<RecordComponent>> {
    let n = r.u16()?;
    let mut out = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let name = read_utf8(r, cp)?;
        let descriptor = read_utf8(r, cp)?;
        if !is_valid_unqualified_name(&name, false) {
            return Err(r.err(format!("illegal record component name {name:?}")));
        }
        FieldType::parse(&descriptor).map_err(|e| r.wrap(e))?;
        let mut reflection = ReflectionData::default();
        for_each_attribute(r, cp, |attr, body| reflection.read(attr, body, cp))?;
        out.push(RecordComponent {
            name,
            descriptor,
            reflection,
        });
    }
    Ok(out)
}

/// A runtime-visible annotation (JVMS 4.7.16), with the element values a
/// test runner reads (floating-point constants are kept only as `Other`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Annotation {
    /// Field descriptor of the annotation type: `Lorg/junit/Test;`.
    pub type_descriptor: String,
    pub elements: Vec<(String, ElementValue)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ElementValue {
    Int(i32),
    Long(i64),
    Str(String),
    /// A class literal, as its return descriptor: `Ljava/lang/Exception;`.
    Class(String),
    /// An enum constant: (type descriptor, name).
    Enum(String, String),
    /// An array of values (`@ExtendWith({A.class, B.class})`).
    Array(Vec<ElementValue>),
    /// A nested annotation (`@Tags({@Tag("a"), @Tag("b")})`).
    Annotation(Box<Annotation>),
    Other,
}

impl Annotation {
    pub fn element(&self, name: &str) -> Option<&ElementValue> {
        self.elements
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
    }
}

/// The annotations of a raw `RuntimeVisibleAnnotations` body (a class's or
/// a field's, which [`ReflectionData`] keeps unparsed).
pub fn parse_annotations(raw: &[u8], cp: &ConstantPool) -> Result<Vec<Annotation>> {
    read_annotations(&mut Reader::new(raw), cp)
}

pub(crate) fn read_annotations(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<Vec<Annotation>> {
    let n = r.u16()?;
    let mut out = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        out.push(read_annotation(r, cp, 0)?);
    }
    Ok(out)
}

/// Nesting deeper than this is a malformed (or hostile) class file.
const MAX_ANNOTATION_DEPTH: u32 = 32;

fn read_annotation(r: &mut Reader<'_>, cp: &ConstantPool, depth: u32) -> Result<Annotation> {
    let type_descriptor = read_utf8(r, cp)?;
    let n = r.u16()?;
    let mut elements = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let name = read_utf8(r, cp)?;
        let value = read_element_value(r, cp, depth)?;
        elements.push((name, value));
    }
    Ok(Annotation {
        type_descriptor,
        elements,
    })
}

fn read_element_value(r: &mut Reader<'_>, cp: &ConstantPool, depth: u32) -> Result<ElementValue> {
    if depth > MAX_ANNOTATION_DEPTH {
        return Err(r.err("annotations nested too deeply"));
    }
    let tag = r.u8()?;
    Ok(match tag {
        b'B' | b'C' | b'I' | b'S' | b'Z' => {
            let i = r.u16()?;
            match cp.get(i).map_err(|e| r.wrap(e))? {
                Constant::Integer(v) => ElementValue::Int(*v),
                _ => return Err(r.err(format!("annotation constant {i} is not an Integer"))),
            }
        }
        b'J' => {
            let i = r.u16()?;
            match cp.get(i).map_err(|e| r.wrap(e))? {
                Constant::Long(v) => ElementValue::Long(*v),
                _ => return Err(r.err(format!("annotation constant {i} is not a Long"))),
            }
        }
        b'D' | b'F' => {
            r.u16()?;
            ElementValue::Other
        }
        b's' => ElementValue::Str(read_utf8(r, cp)?),
        b'c' => ElementValue::Class(read_utf8(r, cp)?),
        b'e' => {
            let ty = read_utf8(r, cp)?;
            let name = read_utf8(r, cp)?;
            ElementValue::Enum(ty, name)
        }
        b'@' => ElementValue::Annotation(Box::new(read_annotation(r, cp, depth + 1)?)),
        b'[' => {
            let n = r.u16()?;
            let mut items = Vec::with_capacity(usize::from(n).min(256));
            for _ in 0..n {
                items.push(read_element_value(r, cp, depth + 1)?);
            }
            ElementValue::Array(items)
        }
        other => return Err(r.err(format!("bad annotation element tag {:?}", other as char))),
    })
}
