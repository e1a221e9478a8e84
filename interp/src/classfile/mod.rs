//! The class-file parser (JVMS chapter 4): bytes in, a validated
//! [`ClassFile`] or a [`ClassFormatError`] out. Never panics on any input.

mod attributes;
mod constant_pool;
pub mod descriptor;
mod error;
pub mod opcodes;
mod reader;

use rustc_hash::FxHashSet;

pub use attributes::{
    Annotation, BootstrapMethod, CodeAttribute, ElementValue, EnclosingMethod, ExceptionTableEntry,
    InnerClassInfo, LineNumberEntry, LocalVariableEntry, RecordComponent, ReflectionData,
    parse_annotations,
};
pub use constant_pool::{Constant, ConstantPool, MemberRef, Utf8Const};
pub use descriptor::{FieldType, MethodDescriptor};
pub use error::{ClassFormatError, Result};

use attributes::{
    for_each_attribute, parse_bootstrap_methods, parse_code, parse_enclosing_method,
    parse_inner_classes, parse_record, read_annotations, read_class, read_class_list, read_utf8,
};
use descriptor::is_valid_unqualified_name;
use reader::{Ctx, Reader};

pub const ACC_PUBLIC: u16 = 0x0001;
pub const ACC_PRIVATE: u16 = 0x0002;
pub const ACC_PROTECTED: u16 = 0x0004;
pub const ACC_STATIC: u16 = 0x0008;
pub const ACC_FINAL: u16 = 0x0010;
pub const ACC_SUPER: u16 = 0x0020;
pub const ACC_SYNCHRONIZED: u16 = 0x0020;
pub const ACC_VOLATILE: u16 = 0x0040;
pub const ACC_BRIDGE: u16 = 0x0040;
pub const ACC_TRANSIENT: u16 = 0x0080;
pub const ACC_VARARGS: u16 = 0x0080;
pub const ACC_NATIVE: u16 = 0x0100;
pub const ACC_INTERFACE: u16 = 0x0200;
pub const ACC_ABSTRACT: u16 = 0x0400;
pub const ACC_STRICT: u16 = 0x0800;
pub const ACC_SYNTHETIC: u16 = 0x1000;
pub const ACC_ANNOTATION: u16 = 0x2000;
pub const ACC_ENUM: u16 = 0x4000;
pub const ACC_MODULE: u16 = 0x8000;

pub const MAGIC: u32 = 0xCAFE_BABE;
pub const MIN_MAJOR_VERSION: u16 = 45;
pub const MAX_MAJOR_VERSION: u16 = 65;
/// How the message of a class file outside that range starts (HotSpot's words).
pub const UNSUPPORTED_VERSION: &str = "Unsupported major.minor version ";

#[derive(Debug, Clone, PartialEq)]
pub struct ClassFile {
    pub minor_version: u16,
    pub major_version: u16,
    pub constant_pool: ConstantPool,
    pub access_flags: u16,
    /// Internal name, e.g. `java/lang/String`.
    pub this_class: String,
    /// `None` only for `java/lang/Object`.
    pub super_class: Option<String>,
    pub interfaces: Vec<String>,
    pub fields: Vec<FieldInfo>,
    pub methods: Vec<MethodInfo>,
    pub source_file: Option<String>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    pub inner_classes: Vec<InnerClassInfo>,
    pub enclosing_method: Option<EnclosingMethod>,
    pub nest_host: Option<String>,
    pub nest_members: Vec<String>,
    /// `Some` for records.
    pub record_components: Option<Vec<RecordComponent>>,
    pub permitted_subclasses: Vec<String>,
    /// The class's `Signature` and annotations.
    pub reflection: ReflectionData,
}

impl ClassFile {
    /// The class's own `RuntimeVisibleAnnotations` (`@RunWith`, for a test
    /// runner), parsed; empty when it has none or they are malformed.
    pub fn class_annotations(&self) -> Vec<Annotation> {
        let Some(raw) = self.reflection.annotations.as_deref() else {
            return Vec::new();
        };
        read_annotations(&mut Reader::new(raw), &self.constant_pool).unwrap_or_default()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldInfo {
    pub access_flags: u16,
    pub name: String,
    pub descriptor: String,
    /// Constant-pool index from `ConstantValue` (static fields only).
    pub constant_value: Option<u16>,
    pub reflection: ReflectionData,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodInfo {
    pub access_flags: u16,
    pub name: String,
    pub descriptor: String,
    pub code: Option<CodeAttribute>,
    /// Classes named by the `Exceptions` attribute.
    pub exceptions: Vec<String>,
    /// `RuntimeVisibleAnnotations` (what a test runner looks for).
    pub annotations: Vec<Annotation>,
    /// The same annotations raw, with the signature and parameter data.
    pub reflection: ReflectionData,
}

/// Stores `value` in `slot`, rejecting a second attribute of the same name.
fn set_once<T>(r: &Reader<'_>, slot: &mut Option<T>, name: &str, value: T) -> Result<bool> {
    if slot.is_some() {
        return Err(r.err(format!("multiple {name} attributes")));
    }
    *slot = Some(value);
    Ok(true)
}

/// Parses and validates a class file.
pub fn parse_class(bytes: &[u8]) -> Result<ClassFile> {
    let mut r = Reader::new(bytes);
    let (minor_version, major_version) = read_version(&mut r)?;
    let constant_pool = ConstantPool::read(&mut r)?;
    let cp = &constant_pool;

    r.set_ctx(Ctx::Header);
    let (access_flags, this_class, super_class) = read_header(&mut r, cp)?;

    r.set_ctx(Ctx::Interfaces);
    let interfaces = read_class_list(&mut r, cp)?;

    let field_count = r.u16()?;
    let mut fields = Vec::with_capacity(usize::from(field_count));
    let mut seen = FxHashSet::default();
    for i in 0..field_count {
        r.set_ctx(Ctx::Field(i));
        let f = parse_field(&mut r, cp)?;
        if !seen.insert((f.name.clone(), f.descriptor.clone())) {
            return Err(r.err(format!("duplicate field {} {}", f.name, f.descriptor)));
        }
        fields.push(f);
    }

    r.set_ctx(Ctx::Method(0));
    let method_count = r.u16()?;
    let mut methods = Vec::with_capacity(usize::from(method_count));
    seen.clear();
    for i in 0..method_count {
        r.set_ctx(Ctx::Method(i));
        let m = parse_method(&mut r, cp)?;
        if !seen.insert((m.name.clone(), m.descriptor.clone())) {
            return Err(r.err(format!("duplicate method {}{}", m.name, m.descriptor)));
        }
        methods.push(m);
    }

    r.set_ctx(Ctx::ClassAttributes);
    let a = read_class_attributes(&mut r, cp)?;
    if r.remaining() != 0 {
        return Err(ClassFormatError::new(format!(
            "extra bytes at the end of the class file ({} bytes at offset {})",
            r.remaining(),
            r.offset()
        )));
    }
    if a.nest_host.is_some() && a.nest_members.is_some() {
        return Err(r.err("class has both NestHost and NestMembers attributes"));
    }
    let bootstrap_methods = a.bootstrap_methods.unwrap_or_default();
    check_bootstrap_refs(cp, bootstrap_methods.len())?;

    Ok(ClassFile {
        minor_version,
        major_version,
        access_flags,
        this_class,
        super_class,
        interfaces,
        fields,
        methods,
        source_file: a.source_file,
        bootstrap_methods,
        inner_classes: a.inner_classes.unwrap_or_default(),
        enclosing_method: a.enclosing_method,
        nest_host: a.nest_host,
        nest_members: a.nest_members.unwrap_or_default(),
        record_components: a.record_components,
        permitted_subclasses: a.permitted_subclasses.unwrap_or_default(),
        reflection: a.reflection,
        constant_pool,
    })
}

/// The magic number, then `(minor, major)` version, which must be one Terrarium reads.
fn read_version(r: &mut Reader<'_>) -> Result<(u16, u16)> {
    let magic = r.u32()?;
    if magic != MAGIC {
        return Err(ClassFormatError::new(format!(
            "bad magic number 0x{magic:08X}"
        )));
    }
    let minor_version = r.u16()?;
    let major_version = r.u16()?;
    let preview_ok = major_version < 56 || minor_version == 0 || minor_version == 0xFFFF;
    if !(MIN_MAJOR_VERSION..=MAX_MAJOR_VERSION).contains(&major_version) || !preview_ok {
        return Err(ClassFormatError::new(format!(
            "{UNSUPPORTED_VERSION}{major_version}.{minor_version}"
        )));
    }
    Ok((minor_version, major_version))
}

/// The access flags, this class and its superclass, checked against each other.
fn read_header(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<(u16, String, Option<String>)> {
    let access_flags = r.u16()?;
    if access_flags & ACC_MODULE != 0 {
        return Err(r.err("module-info is not a class because access_flag ACC_MODULE is set"));
    }
    let is_interface = access_flags & ACC_INTERFACE != 0;
    if (is_interface
        && (access_flags & ACC_ABSTRACT == 0 || access_flags & (ACC_FINAL | ACC_ENUM) != 0))
        || (access_flags & ACC_ANNOTATION != 0 && !is_interface)
        || (access_flags & ACC_FINAL != 0 && access_flags & ACC_ABSTRACT != 0)
    {
        return Err(r.err(format!("illegal class modifiers 0x{access_flags:04X}")));
    }
    let this_class = read_class(r, cp)?;
    if this_class.starts_with('[') {
        return Err(r.err(format!("this_class {this_class:?} is an array type")));
    }
    let super_index = r.u16()?;
    let super_class = if super_index == 0 {
        if this_class != "java/lang/Object" {
            return Err(r.err(format!("invalid superclass index 0 in class {this_class}")));
        }
        None
    } else {
        let name = cp.class_name(super_index).map_err(|e| r.wrap(e))?;
        if this_class == "java/lang/Object" {
            return Err(r.err("java/lang/Object must not have a superclass"));
        }
        if name.starts_with('[') || (is_interface && name != "java/lang/Object") {
            return Err(r.err(format!("illegal superclass {name:?} of {this_class}")));
        }
        Some(name.to_owned())
    };
    Ok((access_flags, this_class, super_class))
}

/// The class's own attributes, each at most once; what reflection reads is
/// kept raw.
#[derive(Default)]
struct ClassAttributes {
    source_file: Option<String>,
    reflection: ReflectionData,
    bootstrap_methods: Option<Vec<BootstrapMethod>>,
    inner_classes: Option<Vec<InnerClassInfo>>,
    enclosing_method: Option<EnclosingMethod>,
    nest_host: Option<String>,
    nest_members: Option<Vec<String>>,
    record_components: Option<Vec<RecordComponent>>,
    permitted_subclasses: Option<Vec<String>>,
}

fn read_class_attributes(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<ClassAttributes> {
    let mut a = ClassAttributes::default();
    for_each_attribute(r, cp, |name, body| match name {
        "SourceFile" => {
            let v = read_utf8(body, cp)?;
            set_once(body, &mut a.source_file, name, v)
        }
        "BootstrapMethods" => {
            let v = parse_bootstrap_methods(body, cp)?;
            set_once(body, &mut a.bootstrap_methods, name, v)
        }
        "InnerClasses" => {
            let v = parse_inner_classes(body, cp)?;
            set_once(body, &mut a.inner_classes, name, v)
        }
        "EnclosingMethod" => {
            let v = parse_enclosing_method(body, cp)?;
            set_once(body, &mut a.enclosing_method, name, v)
        }
        "NestHost" => {
            let v = read_class(body, cp)?;
            set_once(body, &mut a.nest_host, name, v)
        }
        "NestMembers" => {
            let v = read_class_list(body, cp)?;
            set_once(body, &mut a.nest_members, name, v)
        }
        "Record" => {
            let v = parse_record(body, cp)?;
            set_once(body, &mut a.record_components, name, v)
        }
        "PermittedSubclasses" => {
            let v = read_class_list(body, cp)?;
            set_once(body, &mut a.permitted_subclasses, name, v)
        }
        _ => a.reflection.read(name, body, cp),
    })?;
    Ok(a)
}

/// Every `Dynamic` and `InvokeDynamic` constant names one of the class's
/// `count` bootstrap methods.
fn check_bootstrap_refs(cp: &ConstantPool, count: usize) -> Result<()> {
    for (i, c) in cp.entries().iter().enumerate() {
        if let Constant::Dynamic {
            bootstrap_method_attr_index: b,
            ..
        }
        | Constant::InvokeDynamic {
            bootstrap_method_attr_index: b,
            ..
        } = c
            && usize::from(*b) >= count
        {
            return Err(ClassFormatError::new(format!(
                "constant pool entry {i} refers to bootstrap method {b} but the class has {count}"
            )));
        }
    }
    Ok(())
}

fn parse_field(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<FieldInfo> {
    let access_flags = r.u16()?;
    let name = read_utf8(r, cp)?;
    let descriptor = read_utf8(r, cp)?;
    if !is_valid_unqualified_name(&name, false) {
        return Err(r.err(format!("illegal field name {name:?}")));
    }
    let ty = FieldType::parse(&descriptor).map_err(|e| r.wrap(e))?;
    let is_static = access_flags & ACC_STATIC != 0;
    let mut constant_value = None;
    let mut reflection = ReflectionData::default();
    for_each_attribute(r, cp, |attr, body| match attr {
        // HotSpot ignores ConstantValue on instance fields.
        "ConstantValue" if is_static => {
            let i = body.u16()?;
            let c = cp.get(i).map_err(|e| body.wrap(e))?;
            let ok = match &ty {
                FieldType::Long => matches!(c, Constant::Long(_)),
                FieldType::Float => matches!(c, Constant::Float(_)),
                FieldType::Double => matches!(c, Constant::Double(_)),
                FieldType::Object(n) => {
                    n == "java/lang/String" && matches!(c, Constant::String { .. })
                }
                FieldType::Array(_) => false,
                _ => matches!(c, Constant::Integer(_)),
            };
            if !ok {
                return Err(body.err(format!(
                    "constant value {i} is a {}, which does not fit type {descriptor}",
                    c.kind_name()
                )));
            }
            set_once(body, &mut constant_value, attr, i)
        }
        _ => reflection.read(attr, body, cp),
    })?;
    Ok(FieldInfo {
        access_flags,
        name,
        descriptor,
        constant_value,
        reflection,
    })
}

fn parse_method(r: &mut Reader<'_>, cp: &ConstantPool) -> Result<MethodInfo> {
    let access_flags = r.u16()?;
    let name = read_utf8(r, cp)?;
    let descriptor = read_utf8(r, cp)?;
    if !is_valid_unqualified_name(&name, true) {
        return Err(r.err(format!("illegal method name {name:?}")));
    }
    let d = MethodDescriptor::parse(&descriptor).map_err(|e| r.wrap(e))?;
    if name == "<init>" && d.ret.is_some() {
        return Err(r.err(format!("constructor with descriptor {descriptor}")));
    }
    let receiver = usize::from(access_flags & ACC_STATIC == 0);
    if d.param_slots() + receiver > 255 {
        return Err(r.err("too many arguments in method signature"));
    }
    let mut code = None;
    let mut exceptions = None;
    let mut annotations = None;
    let mut reflection = ReflectionData::default();
    for_each_attribute(r, cp, |attr, body| match attr {
        "Code" => {
            let c = parse_code(body, cp)?;
            set_once(body, &mut code, attr, c)
        }
        "Exceptions" => {
            let e = read_class_list(body, cp)?;
            set_once(body, &mut exceptions, attr, e)
        }
        "RuntimeVisibleAnnotations" => {
            reflection.annotations = Some(body.rest().into());
            let a = read_annotations(body, cp)?;
            set_once(body, &mut annotations, attr, a)
        }
        _ => reflection.read(attr, body, cp),
    })?;
    let bodyless = access_flags & (ACC_ABSTRACT | ACC_NATIVE) != 0;
    if bodyless && code.is_some() {
        return Err(r.err(format!(
            "Code attribute in native or abstract method {name}"
        )));
    }
    if !bodyless && code.is_none() {
        return Err(r.err(format!(
            "absent Code attribute in method {name} that is not native or abstract"
        )));
    }
    Ok(MethodInfo {
        access_flags,
        name,
        descriptor,
        code,
        exceptions: exceptions.unwrap_or_default(),
        annotations: annotations.unwrap_or_default(),
        reflection,
    })
}

#[cfg(test)]
pub(crate) mod tests;
