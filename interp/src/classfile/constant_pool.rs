//! The constant pool (JVMS §4.4): parsing, cross-reference validation and
//! typed accessors.

use super::descriptor::{FieldType, MethodDescriptor, is_valid_class_name};
use super::error::{ClassFormatError, Result};
use super::reader::{Ctx, Reader};

/// A `CONSTANT_Utf8`: the decoded text plus its exact UTF-16 code units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utf8Const {
    /// Decoded text; unpaired surrogates become U+FFFD.
    pub text: String,
    /// Exact UTF-16 code units, surrogates kept.
    pub utf16: Vec<u16>,
}

impl Utf8Const {
    /// Builds a constant from Rust text (for synthetic pools).
    pub fn new(text: &str) -> Self {
        Utf8Const {
            text: text.to_owned(),
            utf16: text.encode_utf16().collect(),
        }
    }

    /// Decodes modified UTF-8 (JVMS §4.4.7). On failure returns the offset of
    /// the offending byte.
    pub fn decode(bytes: &[u8]) -> std::result::Result<Utf8Const, usize> {
        if bytes.iter().all(|&b| (0x01..0x80).contains(&b)) {
            let text = String::from_utf8(bytes.to_vec()).map_err(|_| 0usize)?;
            let utf16 = bytes.iter().map(|&b| u16::from(b)).collect();
            return Ok(Utf8Const { text, utf16 });
        }
        let cont = |i: usize| match bytes.get(i) {
            Some(&b) if b & 0xC0 == 0x80 => Ok(u16::from(b & 0x3F)),
            _ => Err(i),
        };
        let mut utf16 = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            let unit = match b {
                0x01..=0x7F => {
                    i += 1;
                    u16::from(b)
                }
                0xC0..=0xDF => {
                    let b2 = cont(i + 1)?;
                    i += 2;
                    (u16::from(b & 0x1F) << 6) | b2
                }
                0xE0..=0xEF => {
                    let b2 = cont(i + 1)?;
                    let b3 = cont(i + 2)?;
                    i += 3;
                    (u16::from(b & 0x0F) << 12) | (b2 << 6) | b3
                }
                _ => return Err(i),
            };
            utf16.push(unit);
        }
        Ok(Utf8Const {
            text: String::from_utf16_lossy(&utf16),
            utf16,
        })
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Constant {
    /// Index 0 and the slot after a `Long` or `Double`.
    Unusable,
    Utf8(Utf8Const),
    Integer(i32),
    Float(f32),
    Long(i64),
    Double(f64),
    Class {
        name_index: u16,
    },
    String {
        string_index: u16,
    },
    Fieldref {
        class_index: u16,
        name_and_type_index: u16,
    },
    Methodref {
        class_index: u16,
        name_and_type_index: u16,
    },
    InterfaceMethodref {
        class_index: u16,
        name_and_type_index: u16,
    },
    NameAndType {
        name_index: u16,
        descriptor_index: u16,
    },
    MethodHandle {
        reference_kind: u8,
        reference_index: u16,
    },
    MethodType {
        descriptor_index: u16,
    },
    Dynamic {
        bootstrap_method_attr_index: u16,
        name_and_type_index: u16,
    },
    InvokeDynamic {
        bootstrap_method_attr_index: u16,
        name_and_type_index: u16,
    },
    Module {
        name_index: u16,
    },
    Package {
        name_index: u16,
    },
}

impl Constant {
    /// The JVMS name of this kind of constant (`Methodref`, `Utf8`, ...).
    pub fn kind_name(&self) -> &'static str {
        match self {
            Constant::Unusable => "unusable slot",
            Constant::Utf8(_) => "Utf8",
            Constant::Integer(_) => "Integer",
            Constant::Float(_) => "Float",
            Constant::Long(_) => "Long",
            Constant::Double(_) => "Double",
            Constant::Class { .. } => "Class",
            Constant::String { .. } => "String",
            Constant::Fieldref { .. } => "Fieldref",
            Constant::Methodref { .. } => "Methodref",
            Constant::InterfaceMethodref { .. } => "InterfaceMethodref",
            Constant::NameAndType { .. } => "NameAndType",
            Constant::MethodHandle { .. } => "MethodHandle",
            Constant::MethodType { .. } => "MethodType",
            Constant::Dynamic { .. } => "Dynamic",
            Constant::InvokeDynamic { .. } => "InvokeDynamic",
            Constant::Module { .. } => "Module",
            Constant::Package { .. } => "Package",
        }
    }

    /// Whether `ldc` (and bootstrap arguments) may refer to this constant.
    pub fn is_loadable(&self) -> bool {
        matches!(
            self,
            Constant::Integer(_)
                | Constant::Float(_)
                | Constant::Long(_)
                | Constant::Double(_)
                | Constant::Class { .. }
                | Constant::String { .. }
                | Constant::MethodHandle { .. }
                | Constant::MethodType { .. }
                | Constant::Dynamic { .. }
        )
    }

    fn is_wide(&self) -> bool {
        matches!(self, Constant::Long(_) | Constant::Double(_))
    }
}

/// A field or method reference resolved to its strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberRef<'a> {
    pub class: &'a str,
    pub name: &'a str,
    pub descriptor: &'a str,
    /// True for an `InterfaceMethodref`.
    pub is_interface: bool,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct ConstantPool {
    entries: Vec<Constant>,
}

impl ConstantPool {
    /// A pool over `entries`, indexed as given: `entries[0]` should be
    /// `Unusable` (index 0 is never valid anyway), and a `Long` or `Double`
    /// should be followed by `Unusable`. An empty vector gets the slot 0.
    pub fn new(mut entries: Vec<Constant>) -> Self {
        if entries.is_empty() {
            entries.push(Constant::Unusable);
        }
        ConstantPool { entries }
    }

    /// `constant_pool_count`: one more than the largest index.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if the pool has no usable entries (only slot 0).
    pub fn is_empty(&self) -> bool {
        self.entries.len() <= 1
    }

    /// All slots, including the unusable ones, indexed by pool index.
    pub fn entries(&self) -> &[Constant] {
        &self.entries
    }

    /// Appends a constant (and the unusable slot after a `Long`/`Double`),
    /// returning its index, or an error if the pool would exceed 65535 slots.
    pub fn try_push(&mut self, c: Constant) -> Result<u16> {
        let wide = c.is_wide();
        let needed = self.entries.len() + usize::from(wide) + 1;
        let index = u16::try_from(self.entries.len())
            .ok()
            .filter(|_| needed <= usize::from(u16::MAX))
            .ok_or_else(|| ClassFormatError::new("constant pool overflow"))?;
        self.entries.push(c);
        if wide {
            self.entries.push(Constant::Unusable);
        }
        Ok(index)
    }

    /// Appends a constant for a synthetic class, returning its index.
    ///
    /// # Panics
    /// If the pool already holds 65535 slots; VM-built classes never do.
    pub fn push(&mut self, c: Constant) -> u16 {
        match self.try_push(c) {
            Ok(i) => i,
            Err(e) => panic!("{e}"),
        }
    }

    pub fn get(&self, i: u16) -> Result<&Constant> {
        match self.entries.get(usize::from(i)) {
            _ if i == 0 => Err(ClassFormatError::new("constant pool index 0 is invalid")),
            Some(Constant::Unusable) => Err(ClassFormatError::new(format!(
                "constant pool index {i} is the unusable slot after a Long or Double"
            ))),
            Some(c) => Ok(c),
            None => Err(ClassFormatError::new(format!(
                "constant pool index {i} out of range (pool has {} entries)",
                self.entries.len()
            ))),
        }
    }

    fn wrong(i: u16, c: &Constant, expected: &str) -> ClassFormatError {
        ClassFormatError::new(format!(
            "constant {i} is a {}, expected {expected}",
            c.kind_name()
        ))
    }

    fn utf8_const(&self, i: u16) -> Result<&Utf8Const> {
        match self.get(i)? {
            Constant::Utf8(u) => Ok(u),
            c => Err(Self::wrong(i, c, "Utf8")),
        }
    }

    pub fn utf8(&self, i: u16) -> Result<&str> {
        self.utf8_const(i).map(|u| u.text.as_str())
    }

    pub fn utf16(&self, i: u16) -> Result<&[u16]> {
        self.utf8_const(i).map(|u| u.utf16.as_slice())
    }

    /// The internal name of a `Class` constant.
    pub fn class_name(&self, i: u16) -> Result<&str> {
        match self.get(i)? {
            Constant::Class { name_index } => self.utf8(*name_index),
            c => Err(Self::wrong(i, c, "Class")),
        }
    }

    /// The UTF-16 text of a `String` constant.
    /// The descriptor of a `MethodType`.
    pub fn method_type(&self, i: u16) -> Result<&str> {
        match self.get(i)? {
            Constant::MethodType { descriptor_index } => self.utf8(*descriptor_index),
            c => Err(Self::wrong(i, c, "MethodType")),
        }
    }

    pub fn string_utf16(&self, i: u16) -> Result<&[u16]> {
        match self.get(i)? {
            Constant::String { string_index } => self.utf16(*string_index),
            c => Err(Self::wrong(i, c, "String")),
        }
    }

    /// `(name, descriptor)` of a `NameAndType`.
    pub fn name_and_type(&self, i: u16) -> Result<(&str, &str)> {
        match self.get(i)? {
            Constant::NameAndType {
                name_index,
                descriptor_index,
            } => Ok((self.utf8(*name_index)?, self.utf8(*descriptor_index)?)),
            c => Err(Self::wrong(i, c, "NameAndType")),
        }
    }

    /// A `Fieldref`, `Methodref` or `InterfaceMethodref`.
    pub fn member_ref(&self, i: u16) -> Result<MemberRef<'_>> {
        let (class_index, nat, is_interface) = match self.get(i)? {
            Constant::Fieldref {
                class_index,
                name_and_type_index,
            }
            | Constant::Methodref {
                class_index,
                name_and_type_index,
            } => (*class_index, *name_and_type_index, false),
            Constant::InterfaceMethodref {
                class_index,
                name_and_type_index,
            } => (*class_index, *name_and_type_index, true),
            c => {
                return Err(Self::wrong(
                    i,
                    c,
                    "Fieldref, Methodref or InterfaceMethodref",
                ));
            }
        };
        let class = self.class_name(class_index)?;
        let (name, descriptor) = self.name_and_type(nat)?;
        Ok(MemberRef {
            class,
            name,
            descriptor,
            is_interface,
        })
    }

    /// `(reference_kind, referenced member)` of a `MethodHandle`.
    pub fn method_handle(&self, i: u16) -> Result<(u8, MemberRef<'_>)> {
        match self.get(i)? {
            Constant::MethodHandle {
                reference_kind,
                reference_index,
            } => Ok((*reference_kind, self.member_ref(*reference_index)?)),
            c => Err(Self::wrong(i, c, "MethodHandle")),
        }
    }

    /// `(bootstrap method index, name, descriptor)` of an `InvokeDynamic`.
    pub fn invoke_dynamic(&self, i: u16) -> Result<(u16, &str, &str)> {
        match self.get(i)? {
            Constant::InvokeDynamic {
                bootstrap_method_attr_index,
                name_and_type_index,
            } => {
                let (name, desc) = self.name_and_type(*name_and_type_index)?;
                Ok((*bootstrap_method_attr_index, name, desc))
            }
            c => Err(Self::wrong(i, c, "InvokeDynamic")),
        }
    }

    /// `(bootstrap method index, name, descriptor)` of a `Dynamic`.
    pub fn dynamic(&self, i: u16) -> Result<(u16, &str, &str)> {
        match self.get(i)? {
            Constant::Dynamic {
                bootstrap_method_attr_index,
                name_and_type_index,
            } => {
                let (name, desc) = self.name_and_type(*name_and_type_index)?;
                Ok((*bootstrap_method_attr_index, name, desc))
            }
            c => Err(Self::wrong(i, c, "Dynamic")),
        }
    }

    /// Reads `constant_pool_count` and the entries, then checks every
    /// cross-reference.
    pub(crate) fn read(r: &mut Reader<'_>) -> Result<ConstantPool> {
        let count = r.u16()?;
        if count == 0 {
            return Err(r.err("constant pool count is 0"));
        }
        let mut entries = Vec::with_capacity(usize::from(count));
        entries.push(Constant::Unusable);
        let mut i: u16 = 1;
        while i < count {
            r.set_ctx(Ctx::ConstantPool(i));
            let c = read_entry(r, i)?;
            let wide = c.is_wide();
            entries.push(c);
            if wide {
                if i + 1 >= count {
                    return Err(ClassFormatError::new(format!(
                        "{} constant at index {i} has no room for its second slot (pool has {count} entries)",
                        entries.last().map_or("", Constant::kind_name)
                    )));
                }
                entries.push(Constant::Unusable);
                i += 2;
            } else {
                i += 1;
            }
        }
        let pool = ConstantPool { entries };
        for (i, c) in pool.entries.iter().enumerate() {
            let i = u16::try_from(i).unwrap_or(u16::MAX);
            pool.check_entry(c)
                .map_err(|e| e.context(Ctx::ConstantPool(i)))?;
        }
        Ok(pool)
    }

    /// Checks that an entry's references point at entries of the right kinds.
    fn check_entry(&self, c: &Constant) -> Result<()> {
        match *c {
            Constant::Unusable
            | Constant::Utf8(_)
            | Constant::Integer(_)
            | Constant::Float(_)
            | Constant::Long(_)
            | Constant::Double(_) => {}
            Constant::Class { name_index } => {
                let name = self.utf8(name_index)?;
                if !is_valid_class_name(name) {
                    return Err(ClassFormatError::new(format!(
                        "illegal class name {name:?}"
                    )));
                }
            }
            Constant::String { string_index: i }
            | Constant::Module { name_index: i }
            | Constant::Package { name_index: i } => {
                self.utf8(i)?;
            }
            Constant::NameAndType {
                name_index,
                descriptor_index,
            } => {
                self.utf8(name_index)?;
                self.utf8(descriptor_index)?;
            }
            Constant::Fieldref {
                class_index,
                name_and_type_index,
            } => {
                self.class_name(class_index)?;
                let (_, desc) = self.name_and_type(name_and_type_index)?;
                FieldType::parse(desc)?;
            }
            Constant::Methodref {
                class_index,
                name_and_type_index,
            }
            | Constant::InterfaceMethodref {
                class_index,
                name_and_type_index,
            } => {
                self.class_name(class_index)?;
                let (name, desc) = self.name_and_type(name_and_type_index)?;
                let d = MethodDescriptor::parse(desc)?;
                if name.starts_with('<') && (name != "<init>" || d.ret.is_some()) {
                    return Err(ClassFormatError::new(format!(
                        "illegal method name {name:?} with descriptor {desc:?}"
                    )));
                }
            }
            Constant::MethodHandle {
                reference_kind,
                reference_index,
            } => self.check_method_handle(reference_kind, reference_index)?,
            Constant::MethodType { descriptor_index } => {
                MethodDescriptor::parse(self.utf8(descriptor_index)?)?;
            }
            Constant::Dynamic {
                name_and_type_index,
                ..
            } => {
                FieldType::parse(self.name_and_type(name_and_type_index)?.1)?;
            }
            Constant::InvokeDynamic {
                name_and_type_index,
                ..
            } => {
                MethodDescriptor::parse(self.name_and_type(name_and_type_index)?.1)?;
            }
        }
        Ok(())
    }

    fn check_method_handle(&self, kind: u8, index: u16) -> Result<()> {
        let target = self.get(index)?;
        let ok = match kind {
            1..=4 => matches!(target, Constant::Fieldref { .. }),
            5 | 8 => matches!(target, Constant::Methodref { .. }),
            6 | 7 => matches!(
                target,
                Constant::Methodref { .. } | Constant::InterfaceMethodref { .. }
            ),
            9 => matches!(target, Constant::InterfaceMethodref { .. }),
            _ => {
                return Err(ClassFormatError::new(format!(
                    "bad method handle reference kind {kind}"
                )));
            }
        };
        if !ok {
            return Err(ClassFormatError::new(format!(
                "method handle of kind {kind} refers to constant {index}, a {}",
                target.kind_name()
            )));
        }
        if kind >= 5 {
            let name = self.member_ref(index)?.name;
            if (kind == 8) != (name == "<init>") || name == "<clinit>" {
                return Err(ClassFormatError::new(format!(
                    "method handle of kind {kind} refers to method {name:?}"
                )));
            }
        }
        Ok(())
    }
}

fn read_entry(r: &mut Reader<'_>, i: u16) -> Result<Constant> {
    let tag = r.u8()?;
    Ok(match tag {
        1 => {
            let len = r.u16()?;
            let bytes = r.bytes(usize::from(len))?;
            Constant::Utf8(Utf8Const::decode(bytes).map_err(|at| {
                r.err(format!(
                    "malformed modified UTF-8 at byte {at} of a {len}-byte string"
                ))
            })?)
        }
        3 => Constant::Integer(i32::from_be_bytes(r.u32()?.to_be_bytes())),
        4 => Constant::Float(f32::from_bits(r.u32()?)),
        5 => Constant::Long(i64::from_be_bytes(r.u64()?.to_be_bytes())),
        6 => Constant::Double(f64::from_bits(r.u64()?)),
        7 => Constant::Class {
            name_index: r.u16()?,
        },
        8 => Constant::String {
            string_index: r.u16()?,
        },
        9 | 10 | 11 | 12 | 17 | 18 => {
            let a = r.u16()?;
            let b = r.u16()?;
            match tag {
                9 => Constant::Fieldref {
                    class_index: a,
                    name_and_type_index: b,
                },
                10 => Constant::Methodref {
                    class_index: a,
                    name_and_type_index: b,
                },
                11 => Constant::InterfaceMethodref {
                    class_index: a,
                    name_and_type_index: b,
                },
                12 => Constant::NameAndType {
                    name_index: a,
                    descriptor_index: b,
                },
                17 => Constant::Dynamic {
                    bootstrap_method_attr_index: a,
                    name_and_type_index: b,
                },
                _ => Constant::InvokeDynamic {
                    bootstrap_method_attr_index: a,
                    name_and_type_index: b,
                },
            }
        }
        15 => Constant::MethodHandle {
            reference_kind: r.u8()?,
            reference_index: r.u16()?,
        },
        16 => Constant::MethodType {
            descriptor_index: r.u16()?,
        },
        19 => Constant::Module {
            name_index: r.u16()?,
        },
        20 => Constant::Package {
            name_index: r.u16()?,
        },
        _ => {
            return Err(ClassFormatError::new(format!(
                "bad constant pool tag {tag} at index {i}"
            )));
        }
    })
}
