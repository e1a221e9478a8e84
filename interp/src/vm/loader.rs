//! Loading and linking: class file bytes → `Class` with field layout, methods
//! and a virtual-dispatch table; array and primitive classes are made here.
use std::rc::Rc;

use rustc_hash::FxHashMap;

use super::{BootError, ConstantError, Vm};
use crate::classfile::{self, Constant, ConstantPool, FieldType, MethodDescriptor};
use crate::runtime::class::*;
use crate::runtime::value::Value;

/// Where class files come from. The core never reads the host: the host
/// implements this over directories and jars, the class library over its
/// embedded bytes.
pub trait ClassSource {
    /// The bytes of the class with this internal name (`java/lang/String`) and
    /// a description of where they were found.
    fn find(&mut self, internal_name: &str) -> Option<(Vec<u8>, String)>;
    /// What is searched, for "not found" messages.
    fn describe(&self) -> String;
    /// Every resource (a file of the class path, class files included) at
    /// `path` (`com/acme/app.properties`), in class path order: its URL and bytes.
    fn resources(&mut self, _path: &str) -> Vec<(String, Vec<u8>)> {
        Vec::new()
    }
    /// The bytes of the resource with this URL (one `resources` gave).
    fn resource_at(&mut self, _url: &str) -> Option<Vec<u8>> {
        None
    }
    /// The internal names of every class it holds, sorted (the class
    /// library's answer is what the `jrt:` file system lists; an
    /// application class path need not enumerate).
    fn class_names(&self) -> Vec<String> {
        Vec::new()
    }
}

/// A source with nothing in it.
pub struct EmptySource;
impl ClassSource for EmptySource {
    fn find(&mut self, _: &str) -> Option<(Vec<u8>, String)> {
        None
    }
    fn describe(&self) -> String {
        String::new()
    }
}

#[derive(Debug, Clone)]
pub enum LoadError {
    NotFound(String),
    Format {
        class: String,
        origin: String,
        message: String,
    },
    Linkage {
        error: &'static str,
        message: String,
    },
}

impl LoadError {
    /// The Java error class this becomes.
    pub fn java_class(&self) -> &'static str {
        match self {
            LoadError::NotFound(_) => "java/lang/NoClassDefFoundError",
            LoadError::Format { .. } => "java/lang/ClassFormatError",
            LoadError::Linkage { error, .. } => error,
        }
    }
    pub fn message(&self) -> String {
        match self {
            LoadError::NotFound(n) => n.clone(),
            LoadError::Format {
                class,
                origin,
                message,
            } => format!("{class} ({origin}): {message}"),
            LoadError::Linkage { message, .. } => message.clone(),
        }
    }
}

/// Where the fields of a class being linked live.
struct FieldLayout {
    fields: Vec<FieldDef>,
    statics: Vec<Value>,
    /// Instance slots, the superclass's included.
    instance_slots: u16,
    slot_defaults: Vec<Value>,
}

/// Classes and field slots the VM itself needs (JVMS-named classes only).
#[derive(Default, Debug, Clone)]
pub(crate) struct WellKnown {
    pub object: ClassId,
    pub string: ClassId,
    pub class: ClassId,
    pub throwable: ClassId,
    pub char_array: ClassId,
    pub long_array: ClassId,
    pub string_value: u16,
    pub class_vm_index: u16,
    pub throwable_message: u16,
    pub throwable_cause: u16,
    pub throwable_cause_set: u16,
    pub throwable_backtrace: u16,
}

const MAX_HIERARCHY_DEPTH: usize = 256;

impl Vm {
    pub(crate) fn bootstrap(&mut self) -> Result<(), BootError> {
        let need = |vm: &mut Vm, n: &str| {
            vm.load_class(n).map_err(|e| BootError::Class {
                class: n.to_string(),
                reason: e.message(),
            })
        };
        let object = need(self, "java/lang/Object")?;
        let string = need(self, "java/lang/String")?;
        let class = need(self, "java/lang/Class")?;
        let throwable = need(self, "java/lang/Throwable")?;
        let char_array = need(self, "[C")?;
        let long_array = need(self, "[J")?;
        let slot = |vm: &Vm, c: ClassId, f: &str| {
            vm.find_field(c, f, false)
                .map(|(_, fd)| fd.slot)
                .ok_or_else(|| BootError::Field {
                    class: vm.class(c).java_name(),
                    field: f.to_string(),
                })
        };
        self.well_known = WellKnown {
            object,
            string,
            class,
            throwable,
            char_array,
            long_array,
            string_value: slot(self, string, "value")?,
            class_vm_index: slot(self, class, "vmIndex")?,
            throwable_message: slot(self, throwable, "detailMessage")?,
            throwable_cause: slot(self, throwable, "cause")?,
            throwable_cause_set: slot(self, throwable, "causeSet")?,
            throwable_backtrace: slot(self, throwable, "backtrace")?,
        };
        self.bootstrapped = true;
        for (id, slot, cv) in std::mem::take(&mut self.pending_constants) {
            let v = self
                .constant_value(id, cv)
                .map_err(|reason| BootError::Constant {
                    class: self.class(id).java_name(),
                    reason,
                })?;
            if let Some(s) = self.classes[id.0 as usize].statics.get_mut(slot as usize) {
                *s = v;
            }
        }
        Ok(())
    }

    /// Find or load the class with this internal name (array descriptors too).
    pub fn load_class(&mut self, name: &str) -> Result<ClassId, LoadError> {
        if let Some(&c) = self.class_names.get(name) {
            return Ok(c);
        }
        if let Some(component) = name.strip_prefix('[') {
            return self.load_array_class(name, component);
        }
        if self.loading.len() >= MAX_HIERARCHY_DEPTH {
            return Err(LoadError::Linkage {
                error: "java/lang/LinkageError",
                message: format!("class hierarchy deeper than {MAX_HIERARCHY_DEPTH} at {name}"),
            });
        }
        if self.loading.iter().any(|l| &**l == name) {
            return Err(LoadError::Linkage {
                error: "java/lang/ClassCircularityError",
                message: name.to_string(),
            });
        }
        let (bytes, origin, is_library) = if let Some((b, o)) = self.boot.find(name) {
            (b, o, true)
        } else if let Some((b, o)) = self.app.find(name) {
            (b, o, false)
        } else {
            return Err(LoadError::NotFound(name.to_string()));
        };
        let file = classfile::parse_class(&bytes).map_err(|e| LoadError::Format {
            class: name.to_string(),
            origin: origin.clone(),
            message: e.message,
        })?;
        if file.this_class != name {
            return Err(LoadError::NotFound(format!(
                "{name} (wrong name: {})",
                file.this_class
            )));
        }
        self.loading.push(Rc::from(name));
        let r = self.link(file, origin, is_library);
        self.loading.pop();
        r
    }

    fn link(
        &mut self,
        mut file: classfile::ClassFile,
        origin: String,
        is_library: bool,
    ) -> Result<ClassId, LoadError> {
        let (super_class, interfaces) = self.link_supers(&file)?;
        let id = ClassId(self.classes.len() as u32);
        let name: Rc<str> = Rc::from(file.this_class.as_str());
        let fmt_err = |m: String| LoadError::Format {
            class: file.this_class.clone(),
            origin: origin.clone(),
            message: m,
        };
        let layout = self.lay_out_fields(&file.fields, super_class, &fmt_err)?;
        let method_ids = self.link_methods(id, &mut file.methods, &fmt_err)?;

        let cp = Rc::new(std::mem::replace(
            &mut file.constant_pool,
            ConstantPool::new(Vec::new()),
        ));
        let resolved = vec![None; cp.len()];
        let mut class = Class {
            id,
            name: name.clone(),
            kind: ClassKind::Instance,
            access: file.access_flags,
            super_class,
            interfaces,
            file: None,
            cp,
            resolved,
            fields: layout.fields,
            instance_slots: layout.instance_slots,
            slot_defaults: Rc::from(layout.slot_defaults),
            statics: layout.statics,
            methods: method_ids,
            vtable: FxHashMap::default(),
            init: InitState::Linked,
            init_thread: 0,
            mirror: None,
            is_library,
            hidden: false,
            origin: Rc::from(origin.as_str()),
            supertypes: Vec::new(),
        };
        self.fill_vtable_and_supertypes(&mut class);
        let constant_values: Vec<(u16, u16)> = file
            .fields
            .iter()
            .zip(&class.fields)
            .filter(|(f, d)| d.access & ACC_STATIC != 0 && f.constant_value.is_some())
            .filter_map(|(f, d)| f.constant_value.map(|cv| (d.slot, cv)))
            .collect();
        class.file = Some(Rc::new(file));
        self.classes.push(class);
        self.class_names.insert(name, id);
        self.set_constant_values(id, constant_values, &origin)?;
        Ok(id)
    }

    /// Load the superclass (which must be neither an interface nor final)
    /// and the interfaces of the class `file` defines.
    fn link_supers(
        &mut self,
        file: &classfile::ClassFile,
    ) -> Result<(Option<ClassId>, Vec<ClassId>), LoadError> {
        let super_class = match &file.super_class {
            Some(s) => Some(self.load_class(s)?),
            None => None,
        };
        if let Some(s) = super_class {
            let sc = self.class(s);
            if sc.is_interface() || sc.access & ACC_FINAL != 0 {
                return Err(LoadError::Linkage {
                    error: "java/lang/IncompatibleClassChangeError",
                    message: format!(
                        "class {} cannot inherit from {} class {}",
                        file.this_class.replace('/', "."),
                        if sc.is_interface() {
                            "interface"
                        } else {
                            "final"
                        },
                        sc.java_name()
                    ),
                });
            }
        }
        let mut interfaces = Vec::new();
        for i in &file.interfaces {
            interfaces.push(self.load_class(i)?);
        }
        Ok((super_class, interfaces))
    }

    /// Slots for `fields`: statics from 0, instance slots continuing the
    /// superclass's.
    fn lay_out_fields(
        &self,
        fields: &[classfile::FieldInfo],
        super_class: Option<ClassId>,
        fmt_err: &dyn Fn(String) -> LoadError,
    ) -> Result<FieldLayout, LoadError> {
        let (mut instance_slots, mut slot_defaults) = match super_class {
            Some(s) => (
                self.class(s).instance_slots,
                self.class(s).slot_defaults.to_vec(),
            ),
            None => (0u16, Vec::new()),
        };
        let mut defs = Vec::new();
        let mut statics = Vec::new();
        for f in fields {
            let ty = FieldType::parse(&f.descriptor)
                .map_err(|e| fmt_err(format!("field {}: {}", f.name, e.message)))?;
            let default = default_value(&ty);
            let slot = if f.access_flags & ACC_STATIC != 0 {
                statics.push(default);
                statics.len() - 1
            } else {
                slot_defaults.push(default);
                instance_slots = instance_slots
                    .checked_add(1)
                    .ok_or_else(|| fmt_err("more than 65535 instance fields".into()))?;
                (instance_slots - 1) as usize
            };
            defs.push(FieldDef {
                name: Rc::from(f.name.as_str()),
                descriptor: Rc::from(f.descriptor.as_str()),
                access: f.access_flags,
                slot: u16::try_from(slot)
                    .map_err(|_| fmt_err("more than 65535 static fields".into()))?,
            });
        }
        Ok(FieldLayout {
            fields: defs,
            statics,
            instance_slots,
            slot_defaults,
        })
    }

    /// Add the methods of class `id` to the VM's table, their `Code`
    /// attributes moved out of `methods`.
    fn link_methods(
        &mut self,
        id: ClassId,
        methods: &mut [classfile::MethodInfo],
        fmt_err: &dyn Fn(String) -> LoadError,
    ) -> Result<Vec<MethodId>, LoadError> {
        let mut method_ids = Vec::new();
        for m in methods {
            let desc = MethodDescriptor::parse(&m.descriptor).map_err(|e| {
                fmt_err(format!("method {}{}: {}", m.name, m.descriptor, e.message))
            })?;
            let is_static = m.access_flags & ACC_STATIC != 0;
            let arg_slots = desc.param_slots() + usize::from(!is_static);
            let mid = MethodId(self.methods.len() as u32);
            let selector = self.selector(&m.name, &m.descriptor);
            let max_locals = m.code.as_ref().map(|c| c.max_locals).unwrap_or(0);
            self.methods.push(Method {
                id: mid,
                class: id,
                name: Rc::from(m.name.as_str()),
                descriptor: Rc::from(m.descriptor.as_str()),
                selector,
                access: m.access_flags,
                arg_slots: u16::try_from(arg_slots)
                    .map_err(|_| fmt_err("too many arguments".into()))?,
                ret_slots: desc.ret.as_ref().map(|r| r.slots() as u8).unwrap_or(0),
                max_locals,
                // Moved out: the class keeps the decoded form, not a second copy.
                raw: m.code.take().map(Rc::new),
                code: None,
                synthetic_code: None,
                shown_as: None,
                native: None,
            });
            method_ids.push(mid);
        }
        Ok(method_ids)
    }

    /// Static final constants are set at preparation: reading them never
    /// triggers `<clinit>`. `constants` are `(static slot, ConstantValue index)`.
    fn set_constant_values(
        &mut self,
        id: ClassId,
        constants: Vec<(u16, u16)>,
        origin: &str,
    ) -> Result<(), LoadError> {
        for (slot, cv) in constants {
            if !self.bootstrapped {
                // Strings cannot be made before String itself is known: set these at the end of bootstrap.
                self.pending_constants.push((id, slot, cv));
                continue;
            }
            let v = self.constant_value(id, cv).map_err(|m| LoadError::Format {
                class: self.class(id).java_name(),
                origin: origin.to_string(),
                message: m.to_string(),
            })?;
            if let Some(s) = self.classes[id.0 as usize].statics.get_mut(slot as usize) {
                *s = v;
            }
        }
        Ok(())
    }

    pub(crate) fn constant_value(
        &mut self,
        cid: ClassId,
        index: u16,
    ) -> Result<Value, ConstantError> {
        let cp = self.class(cid).cp.clone();
        match cp.get(index).map_err(ConstantError::Pool)? {
            Constant::Integer(v) => Ok(Value::Int(*v)),
            Constant::Long(v) => Ok(Value::Long(*v)),
            Constant::Float(v) => Ok(Value::Float(*v)),
            Constant::Double(v) => Ok(Value::Double(*v)),
            Constant::String { .. } => {
                let units = cp
                    .string_utf16(index)
                    .map_err(ConstantError::Pool)?
                    .to_vec();
                let s = self
                    .intern(&units)
                    .map_err(|_| ConstantError::HeapExhausted)?;
                Ok(Value::from_ref(s))
            }
            _ => Err(ConstantError::Kind { index }),
        }
    }

    /// Build the selector → method table: the superclass's, this class's own
    /// virtual methods over it, then default methods of superinterfaces where
    /// nothing concrete is inherited.
    fn fill_vtable_and_supertypes(&self, class: &mut Class) {
        let mut vtable = match class.super_class {
            Some(s) => self.class(s).vtable.clone(),
            None => FxHashMap::default(),
        };
        for &m in &class.methods {
            let method = self.method(m);
            if method.is_static()
                || method.access & ACC_PRIVATE != 0
                || method.name.starts_with('<')
            {
                continue;
            }
            vtable.insert(method.selector, m);
        }
        let mut supertypes: Vec<ClassId> = Vec::new();
        if let Some(s) = class.super_class {
            supertypes.push(s);
            supertypes.extend(self.class(s).supertypes.iter().copied());
        }
        for &i in &class.interfaces {
            supertypes.push(i);
            supertypes.extend(self.class(i).supertypes.iter().copied());
        }
        let mut seen = rustc_hash::FxHashSet::default();
        supertypes.retain(|c| seen.insert(*c));
        // Default methods: a more specific interface's default wins over a
        // superinterface's; anything from a class wins over interfaces.
        for &i in &supertypes {
            let iface = self.class(i);
            if !iface.is_interface() {
                continue;
            }
            for &m in &iface.methods {
                let method = self.method(m);
                if method.is_static()
                    || method.access & ACC_PRIVATE != 0
                    || method.name.starts_with('<')
                {
                    continue;
                }
                match vtable.get(&method.selector) {
                    None => {
                        vtable.insert(method.selector, m);
                    }
                    Some(&existing) => {
                        let e = self.method(existing);
                        if e.class == class.id {
                            continue;
                        }
                        let e_class = self.class(e.class);
                        let replace = e_class.is_interface()
                            && (e.is_abstract() && !method.is_abstract()
                                || (iface.supertypes.contains(&e.class) && !method.is_abstract()));
                        if replace {
                            vtable.insert(method.selector, m);
                        }
                    }
                }
            }
        }
        class.vtable = vtable;
        class.supertypes = supertypes;
    }

    fn load_array_class(&mut self, name: &str, component: &str) -> Result<ClassId, LoadError> {
        let bad = || LoadError::NotFound(name.to_string());
        let (comp_id, elem, dims) = match component.as_bytes().first() {
            Some(b'[') => {
                let c = self.load_class(component)?;
                // 255 dimensions at most (JVMS 4.3.2).
                let dims = match &self.class(c).kind {
                    ClassKind::Array { dims, .. } => dims.checked_add(1).ok_or_else(bad)?,
                    _ => 1,
                };
                (c, None, dims)
            }
            Some(b'L') => {
                let inner = component
                    .strip_prefix('L')
                    .and_then(|s| s.strip_suffix(';'))
                    .ok_or_else(bad)?;
                (self.load_class(inner)?, None, 1)
            }
            Some(&c) if component.len() == 1 => {
                let p = PrimKind::from_descriptor(c)
                    .filter(|p| *p != PrimKind::Void)
                    .ok_or_else(bad)?;
                (self.primitive_class(p), Some(p), 1)
            }
            _ => return Err(bad()),
        };
        let object = self.load_class("java/lang/Object")?;
        let mut ifaces = Vec::new();
        for i in ["java/lang/Cloneable", "java/io/Serializable"] {
            if let Ok(c) = self.load_class(i) {
                ifaces.push(c);
            }
        }
        let id = ClassId(self.classes.len() as u32);
        let name: Rc<str> = Rc::from(name);
        let comp = self.class(comp_id);
        let access =
            (comp.access & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT;
        let is_library = comp.is_library;
        let mut supertypes = vec![object];
        supertypes.extend(ifaces.iter().copied());
        let kind = ClassKind::Array {
            component: comp_id,
            elem,
            dims,
        };
        let mut class = Class::synthetic(id, name.clone(), kind, access, Some(object));
        class.interfaces = ifaces;
        class.vtable = self.class(object).vtable.clone();
        class.is_library = is_library;
        class.supertypes = supertypes;
        self.classes.push(class);
        self.class_names.insert(name, id);
        Ok(id)
    }

    pub(crate) fn primitive_class(&mut self, p: PrimKind) -> ClassId {
        let name = p.java_name();
        if let Some(&c) = self.class_names.get(name) {
            return c;
        }
        let id = ClassId(self.classes.len() as u32);
        let name: Rc<str> = Rc::from(name);
        let access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
        self.classes.push(Class::synthetic(
            id,
            name.clone(),
            ClassKind::Primitive(p),
            access,
            None,
        ));
        self.class_names.insert(name, id);
        id
    }

    /// The array class whose elements are `elem`.
    pub fn array_class_of(&mut self, elem: ClassId) -> Result<ClassId, LoadError> {
        let c = self.class(elem);
        let name = match &c.kind {
            ClassKind::Primitive(p) => format!("[{}", p.descriptor()),
            ClassKind::Array { .. } => format!("[{}", c.name),
            ClassKind::Instance => format!("[L{};", c.name),
        };
        self.load_class(&name)
    }

    /// Find a field by name (JVMS 5.4.3.2: the class, its interfaces, its superclasses).
    pub(crate) fn find_field(
        &self,
        cid: ClassId,
        name: &str,
        want_static: bool,
    ) -> Option<(ClassId, FieldDef)> {
        let mut work = vec![cid];
        let mut seen = Vec::new();
        while let Some(c) = work.pop() {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            let class = self.class(c);
            if let Some(f) = class
                .fields
                .iter()
                .find(|f| &*f.name == name && ((f.access & ACC_STATIC != 0) == want_static))
            {
                return Some((c, f.clone()));
            }
            // Interfaces before the superclass, as the JVMS orders lookup.
            if let Some(s) = class.super_class {
                work.push(s);
            }
            for &i in class.interfaces.iter().rev() {
                work.push(i);
            }
        }
        None
    }

    /// Resolve a method by name and descriptor (JVMS 5.4.3.3/4): the class and its
    /// superclasses, then the superinterfaces (a non-abstract one preferred).
    pub fn find_method(&self, cid: ClassId, name: &str, descriptor: &str) -> Option<MethodId> {
        let matches = |m: &MethodId| {
            let m = self.method(*m);
            &*m.name == name && &*m.descriptor == descriptor
        };
        let mut c = Some(cid);
        while let Some(x) = c {
            let class = self.class(x);
            if let Some(m) = class.methods.iter().copied().find(matches) {
                return Some(m);
            }
            c = class.super_class;
        }
        let mut fallback = None;
        for &i in &self.class(cid).supertypes {
            let iface = self.class(i);
            if !iface.is_interface() {
                continue;
            }
            if let Some(m) = iface.methods.iter().copied().find(matches) {
                if !self.method(m).is_abstract() {
                    return Some(m);
                }
                fallback.get_or_insert(m);
            }
        }
        if fallback.is_none() && self.class(cid).is_interface() {
            // Interfaces inherit Object's public methods for resolution.
            return self.find_method(self.well_known.object, name, descriptor);
        }
        fallback
    }

    /// Is `sub` the same as or a subtype of `sup` (JVMS 6.5 checkcast rules, arrays included)?
    pub fn is_subclass(&self, sub: ClassId, sup: ClassId) -> bool {
        if sub == sup {
            return true;
        }
        let s = self.class(sub);
        if s.supertypes.contains(&sup) {
            return true;
        }
        if let (
            ClassKind::Array {
                component: sc,
                elem: None,
                ..
            },
            ClassKind::Array {
                component: tc,
                elem: None,
                ..
            },
        ) = (&s.kind, &self.class(sup).kind)
        {
            return self.is_subclass(*sc, *tc);
        }
        false
    }
}

/// The default value of a field with this (valid) descriptor, read from its
/// first character: no parsing on the rewind path that needs it.
pub(crate) fn default_of_descriptor(descriptor: &str) -> Value {
    match descriptor.as_bytes().first() {
        Some(b'J') => Value::Long(0),
        Some(b'F') => Value::Float(0.0),
        Some(b'D') => Value::Double(0.0),
        Some(b'L' | b'[') => Value::Ref(None),
        _ => Value::Int(0),
    }
}

fn default_value(t: &FieldType) -> Value {
    match t {
        FieldType::Long => Value::Long(0),
        FieldType::Float => Value::Float(0.0),
        FieldType::Double => Value::Double(0.0),
        FieldType::Object(_) | FieldType::Array(_) => Value::Ref(None),
        _ => Value::Int(0),
    }
}
