//! Runtime classes and methods: what the loader builds from a class file
//! (or synthesises, for arrays, primitives and lambda proxies).
use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::value::{ObjRef, Value};
use crate::classfile::{ClassFile, CodeAttribute, ConstantPool};
use crate::exec::instr::Code;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassId(pub u32);
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MethodId(pub u32);
/// An interned `name` + `descriptor` pair: the key of virtual dispatch.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Selector(pub u32);

// The access flags are the class file's; runtime code reaches them here too.
pub use crate::classfile::{
    ACC_ABSTRACT, ACC_ENUM, ACC_FINAL, ACC_INTERFACE, ACC_NATIVE, ACC_PRIVATE, ACC_PROTECTED,
    ACC_PUBLIC, ACC_STATIC, ACC_SYNCHRONIZED,
};

/// The element type of a primitive array, by its JVM descriptor letter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PrimKind {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Void,
}

impl PrimKind {
    pub fn from_descriptor(c: u8) -> Option<PrimKind> {
        Some(match c {
            b'Z' => PrimKind::Boolean,
            b'B' => PrimKind::Byte,
            b'C' => PrimKind::Char,
            b'S' => PrimKind::Short,
            b'I' => PrimKind::Int,
            b'J' => PrimKind::Long,
            b'F' => PrimKind::Float,
            b'D' => PrimKind::Double,
            b'V' => PrimKind::Void,
            _ => return None,
        })
    }
    pub fn descriptor(self) -> char {
        match self {
            PrimKind::Boolean => 'Z',
            PrimKind::Byte => 'B',
            PrimKind::Char => 'C',
            PrimKind::Short => 'S',
            PrimKind::Int => 'I',
            PrimKind::Long => 'J',
            PrimKind::Float => 'F',
            PrimKind::Double => 'D',
            PrimKind::Void => 'V',
        }
    }
    pub fn java_name(self) -> &'static str {
        match self {
            PrimKind::Boolean => "boolean",
            PrimKind::Byte => "byte",
            PrimKind::Char => "char",
            PrimKind::Short => "short",
            PrimKind::Int => "int",
            PrimKind::Long => "long",
            PrimKind::Float => "float",
            PrimKind::Double => "double",
            PrimKind::Void => "void",
        }
    }
    /// The `newarray` type code (JVMS 6.5).
    pub fn from_atype(t: u8) -> Option<PrimKind> {
        Some(match t {
            4 => PrimKind::Boolean,
            5 => PrimKind::Char,
            6 => PrimKind::Float,
            7 => PrimKind::Double,
            8 => PrimKind::Byte,
            9 => PrimKind::Short,
            10 => PrimKind::Int,
            11 => PrimKind::Long,
            _ => return None,
        })
    }
    pub fn default_value(self) -> Value {
        match self {
            PrimKind::Long => Value::Long(0),
            PrimKind::Float => Value::Float(0.0),
            PrimKind::Double => Value::Double(0.0),
            _ => Value::Int(0),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum ClassKind {
    /// A class or interface loaded from a class file.
    Instance,
    /// An array class; `component` is the element class (primitive classes for primitive arrays).
    Array {
        component: ClassId,
        elem: Option<PrimKind>,
        dims: u8,
    },
    /// `int.class` and friends.
    Primitive(PrimKind),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InitState {
    Linked,
    Initializing,
    Initialized,
    Erroneous,
}

#[derive(Debug, Clone)]
pub struct FieldDef {
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
    pub access: u16,
    /// Slot in the object's field array (instance) or in the class's statics.
    pub slot: u16,
}

/// A resolved constant-pool entry, filled on first use.
#[derive(Debug, Clone, Copy)]
pub enum Resolved {
    Class(ClassId),
    Method(MethodId),
    /// An `invokedynamic` site that makes lambda objects of this proxy class;
    /// non-capturing lambdas are one shared instance, as on HotSpot.
    Lambda {
        class: ClassId,
        singleton: Option<ObjRef>,
    },
    /// A string concatenation site: index into `Vm::concat_plans`.
    Concat(u32),
    /// A record `toString`/`equals`/`hashCode` site: index into `Vm::record_plans`.
    RecordMethod(u32),
    /// A pattern `switch` site (`SwitchBootstraps`): its labels as an `Object[]`.
    Switch {
        labels: ObjRef,
        enum_switch: bool,
    },
}

pub struct Class {
    pub id: ClassId,
    /// Internal name: `java/lang/String`, `[I`, `int`.
    pub name: Rc<str>,
    pub kind: ClassKind,
    pub access: u16,
    pub super_class: Option<ClassId>,
    pub interfaces: Vec<ClassId>,
    pub file: Option<Rc<ClassFile>>,
    pub cp: Rc<ConstantPool>,
    pub resolved: Vec<Option<Resolved>>,
    pub fields: Vec<FieldDef>,
    pub instance_slots: u16,
    /// Descriptor letter of each instance slot (for default values).
    pub slot_defaults: Rc<[Value]>,
    pub statics: Vec<Value>,
    pub methods: Vec<MethodId>,
    /// Every virtual method visible in this class, by selector (own, inherited, defaults).
    pub vtable: FxHashMap<Selector, MethodId>,
    pub init: InitState,
    /// The thread running `<clinit>` while `init` is `Initializing`.
    pub init_thread: u32,
    pub mirror: Option<ObjRef>,
    /// Loaded from the class library (frames print as `java.base/...`).
    pub is_library: bool,
    /// A lambda proxy: hidden from stack traces, as HotSpot hides them.
    pub hidden: bool,
    /// Where the bytes came from, for error messages.
    pub origin: Rc<str>,
    /// Superclasses and superinterfaces, transitively, for subtype checks.
    pub supertypes: Vec<ClassId>,
}

impl Class {
    /// A class made by the VM rather than loaded from a class file (arrays,
    /// primitives, lambda proxies): initialised, with no fields, methods or
    /// constant pool until the caller fills them in.
    pub fn synthetic(
        id: ClassId,
        name: Rc<str>,
        kind: ClassKind,
        access: u16,
        super_class: Option<ClassId>,
    ) -> Class {
        Class {
            id,
            name,
            kind,
            access,
            super_class,
            interfaces: Vec::new(),
            file: None,
            cp: Rc::new(ConstantPool::new(Vec::new())),
            resolved: Vec::new(),
            fields: Vec::new(),
            instance_slots: 0,
            slot_defaults: Rc::from(Vec::new()),
            statics: Vec::new(),
            methods: Vec::new(),
            vtable: FxHashMap::default(),
            init: InitState::Initialized,
            init_thread: 0,
            mirror: None,
            is_library: true,
            hidden: false,
            origin: Rc::from(""),
            supertypes: Vec::new(),
        }
    }

    pub fn is_interface(&self) -> bool {
        self.access & ACC_INTERFACE != 0
    }
    pub fn java_name(&self) -> String {
        self.name.replace('/', ".")
    }
    pub fn source_file(&self) -> Option<&str> {
        self.file.as_ref().and_then(|f| f.source_file.as_deref())
    }
}

pub struct Method {
    pub id: MethodId,
    pub class: ClassId,
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
    pub selector: Selector,
    pub access: u16,
    /// Argument slots including `this`.
    pub arg_slots: u16,
    /// Slots of the return value (0, 1 or 2).
    pub ret_slots: u8,
    pub max_locals: u16,
    pub raw: Option<Rc<CodeAttribute>>,
    pub code: Option<Rc<Code>>,
    /// Synthesised code (lambda proxies) bypassing the class file.
    pub synthetic_code: Option<Rc<Code>>,
    /// A generated method that stack traces show as a native method of
    /// another class (class binary name, method name), as HotSpot shows its
    /// reflection accessors; `None` for the others.
    pub shown_as: Option<(Rc<str>, Rc<str>)>,
    pub native: Option<crate::exec::natives::NativeFn>,
}

impl Method {
    pub fn is_static(&self) -> bool {
        self.access & ACC_STATIC != 0
    }
    pub fn is_native(&self) -> bool {
        self.access & ACC_NATIVE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & ACC_ABSTRACT != 0
    }
}
