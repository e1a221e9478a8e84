//! Classes the VM makes for reflection, as HotSpot generates them: a method
//! or constructor accessor per reflected member (`Method.invoke` calls it
//! like any Java object, so the target runs as an ordinary frame: natives
//! stay leaves), the classes of `java.lang.reflect.Proxy` instances and
//! the classes of mocks (Terrarium's Mockito).
//! Each class is made once per member or interface list and kept across
//! checkpoints, like lambda proxies.
use std::cell::Cell;
use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};

use super::instr::{Code, Instr};
use super::natives::Interrupt;
use crate::classfile::{FieldType, MethodDescriptor};
use crate::runtime::class::*;
use crate::runtime::value::Value;
use crate::vm::Vm;

/// One method of a class the VM defines.
pub(crate) struct HiddenMethod {
    pub name: String,
    pub descriptor: MethodDescriptor,
    pub access: u16,
    pub code: Code,
    /// Shown in stack traces as this native method (class, name).
    pub shown_as: Option<(&'static str, &'static str)>,
}

/// A class the VM defines at run time (lambda proxies, reflection accessors,
/// `Proxy` classes): initialised, no class file, no statics.
pub(crate) struct HiddenClass {
    pub name: String,
    pub super_class: ClassId,
    pub interfaces: Vec<ClassId>,
    /// Instance fields after the superclass's: name and type.
    pub fields: Vec<(String, FieldType)>,
    pub methods: Vec<HiddenMethod>,
    pub access: u16,
    /// Frames of its methods are left out of stack traces.
    pub hidden: bool,
    /// Whose class it counts as (library or application) and where it came from.
    pub like: ClassId,
}

/// Which accessor a member gets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AccessorKind {
    /// `Method.invoke`: virtual dispatch unless the method is static, private or final.
    Method,
    /// `InvocationHandler.invokeDefault`: the interface's own default method.
    Special,
    /// `Constructor.newInstance`.
    Constructor,
}

/// The accessor classes and proxy classes made so far.
#[derive(Default)]
pub(crate) struct ReflectClasses {
    accessors: FxHashMap<(MethodId, AccessorKind, bool), ClassId>,
    proxies: FxHashMap<Vec<ClassId>, ClassId>,
    /// Mock classes by mocked class or interface.
    mocks: FxHashMap<ClassId, ClassId>,
    /// What a serializable lambda's proxy class was made from.
    pub(crate) lambdas: FxHashMap<ClassId, LambdaInfo>,
}

/// A serializable lambda's origin, as `java.lang.invoke.SerializedLambda`
/// describes it: the class that made it, the functional interface method,
/// the implementation and the captured values (the proxy's fields).
#[derive(Debug, Clone)]
pub struct LambdaInfo {
    pub capturing: ClassId,
    /// Internal names and descriptors, as in the class file.
    pub interface: String,
    pub method: String,
    pub method_type: String,
    pub impl_kind: u8,
    pub impl_class: String,
    pub impl_name: String,
    pub impl_type: String,
    pub instantiated: String,
    /// The captured values: field slots of the proxy and their types.
    pub captured: Vec<(u16, FieldType)>,
}

impl Vm {
    /// Define `spec` as a new class and give its id.
    pub(crate) fn define_hidden_class(&mut self, spec: HiddenClass) -> ClassId {
        let id = ClassId(self.classes.len() as u32);
        let name: Rc<str> = Rc::from(spec.name.as_str());
        let sup = self.class(spec.super_class);
        let mut slot_defaults = sup.slot_defaults.to_vec();
        let mut vtable: FxHashMap<Selector, MethodId> = sup.vtable.clone();
        let mut supertypes = vec![spec.super_class];
        supertypes.extend(sup.supertypes.iter().copied());
        let mut fields = Vec::new();
        for (fname, ty) in &spec.fields {
            fields.push(FieldDef {
                name: Rc::from(fname.as_str()),
                descriptor: Rc::from(ty.descriptor().as_str()),
                access: ACC_PRIVATE | ACC_FINAL,
                slot: slot_defaults.len() as u16,
            });
            slot_defaults.push(match ty {
                FieldType::Long => Value::Long(0),
                FieldType::Float => Value::Float(0.0),
                FieldType::Double => Value::Double(0.0),
                FieldType::Object(_) | FieldType::Array(_) => Value::Ref(None),
                _ => Value::Int(0),
            });
        }
        for &i in &spec.interfaces {
            supertypes.push(i);
            supertypes.extend(self.class(i).supertypes.iter().copied());
            // Default methods of the interface stay callable.
            let inherited: Vec<(Selector, MethodId)> =
                self.class(i).vtable.iter().map(|(s, m)| (*s, *m)).collect();
            for (s, m) in inherited {
                if !self.method(m).is_abstract() || !vtable.contains_key(&s) {
                    vtable.entry(s).or_insert(m);
                }
            }
            for &m in &self.class(i).methods {
                let method = self.method(m);
                if !method.is_static() && !method.is_abstract() && !method.name.starts_with('<') {
                    vtable.entry(method.selector).or_insert(m);
                }
            }
        }
        let mut methods = Vec::new();
        for hm in spec.methods {
            let descriptor = hm.descriptor.descriptor();
            let mid = MethodId(self.methods.len() as u32);
            let selector = self.selector(&hm.name, &descriptor);
            let is_static = hm.access & ACC_STATIC != 0;
            let arg_slots = (hm.descriptor.param_slots() + usize::from(!is_static)) as u16;
            self.methods.push(Method {
                id: mid,
                class: id,
                name: Rc::from(hm.name.as_str()),
                descriptor: Rc::from(descriptor.as_str()),
                selector,
                access: hm.access,
                arg_slots,
                ret_slots: hm
                    .descriptor
                    .ret
                    .as_ref()
                    .map(|r| r.slots() as u8)
                    .unwrap_or(0),
                max_locals: hm.code.max_locals.max(arg_slots),
                raw: None,
                code: None,
                synthetic_code: Some(Rc::new(hm.code)),
                shown_as: hm.shown_as.map(|(c, n)| (Rc::from(c), Rc::from(n))),
                native: None,
            });
            if !is_static {
                vtable.insert(selector, mid);
            }
            methods.push(mid);
        }
        let mut seen = FxHashSet::default();
        supertypes.retain(|c| seen.insert(*c));
        let like = self.class(spec.like);
        let (is_library, origin) = (like.is_library, like.origin.clone());
        let mut class = Class::synthetic(
            id,
            name.clone(),
            ClassKind::Instance,
            spec.access,
            Some(spec.super_class),
        );
        class.interfaces = spec.interfaces;
        class.fields = fields;
        class.instance_slots = slot_defaults.len() as u16;
        class.slot_defaults = Rc::from(slot_defaults);
        class.methods = methods;
        class.vtable = vtable;
        class.is_library = is_library;
        class.hidden = spec.hidden;
        class.origin = origin;
        class.supertypes = supertypes;
        self.classes.push(class);
        self.class_names.insert(name, id);
        id
    }

    /// An accessor object for `target`: an instance of a class implementing
    /// `jdk.internal.terrarium.reflect.MethodAccessor`
    /// (`Object invoke(Object receiver, Object[] args)`) or, for
    /// constructors, `ConstructorAccessor` (`Object newInstance(Object[])`).
    /// The arguments must already have the parameters' (boxed) types: the
    /// class library checks and converts them, so the accessor only fails
    /// in the target itself.
    /// With `reflection`, its frame shows in stack traces as HotSpot's
    /// `NativeMethodAccessorImpl.invoke0` (or `NativeConstructorAccessorImpl.
    /// newInstance0`) does under `Method.invoke`; method handles' accessors
    /// stay out of traces.
    pub fn reflect_accessor(
        &mut self,
        target: MethodId,
        kind: AccessorKind,
        reflection: bool,
    ) -> Result<crate::runtime::value::ObjRef, Interrupt> {
        let class = match self.reflect.accessors.get(&(target, kind, reflection)) {
            Some(&c) => c,
            None => {
                let c = self.make_accessor_class(target, kind, reflection)?;
                self.reflect.accessors.insert((target, kind, reflection), c);
                c
            }
        };
        self.new_object(class)
    }

    fn make_accessor_class(
        &mut self,
        target: MethodId,
        kind: AccessorKind,
        reflection: bool,
    ) -> Result<ClassId, Interrupt> {
        let m = self.method(target);
        let (owner, selector, arg_slots) = (m.class, m.selector, m.arg_slots);
        let is_static = m.is_static();
        let direct = is_static || m.access & ACC_PRIVATE != 0 || kind != AccessorKind::Method;
        let desc = match MethodDescriptor::parse(&m.descriptor) {
            Ok(d) => d,
            Err(e) => return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let object_t = FieldType::Object("java/lang/Object".into());
        let owner_t = FieldType::Object(self.class(owner).name.to_string());
        let mut out = Vec::new();
        // Locals: 0 the accessor, then (receiver,) args.
        let args_local = if kind == AccessorKind::Constructor {
            out.push(Instr::EnsureInit(owner));
            out.push(Instr::NewQ(owner));
            out.push(Instr::Dup);
            1
        } else {
            if is_static {
                out.push(Instr::EnsureInit(owner));
            } else {
                out.push(Instr::Load(1));
                self.adapt(&mut out, &object_t, &object_t, &owner_t)?;
            }
            2
        };
        for (k, p) in desc.params.iter().enumerate() {
            out.push(Instr::Load(args_local));
            out.push(Instr::IConst(k as i32));
            out.push(Instr::AALoad);
            let boxed = boxed_type(p);
            self.adapt(&mut out, &object_t, &boxed, p)?;
        }
        out.push(if direct {
            Instr::InvokeDirectQ(target)
        } else {
            Instr::InvokeVirtualQ(selector, arg_slots)
        });
        if kind != AccessorKind::Constructor {
            match &desc.ret {
                None => out.push(Instr::AConstNull),
                Some(r) => self.adapt(&mut out, r, r, &object_t)?,
            }
        }
        out.push(Instr::Return1);
        let (iface, name, descriptor) = if kind == AccessorKind::Constructor {
            (
                "jdk/internal/terrarium/reflect/ConstructorAccessor",
                "newInstance",
                "([Ljava/lang/Object;)Ljava/lang/Object;",
            )
        } else {
            (
                "jdk/internal/terrarium/reflect/MethodAccessor",
                "invoke",
                "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
            )
        };
        let iface = self.load_for_indy(iface)?;
        let descriptor = MethodDescriptor::parse(descriptor)
            .map_err(|e| Interrupt::Fatal(format!("accessor descriptor: {}", e.message)))?;
        let object = self.well_known.object;
        let n = self.reflect.accessors.len();
        let name_prefix = if kind == AccessorKind::Constructor {
            "GeneratedConstructorAccessor"
        } else {
            "GeneratedMethodAccessor"
        };
        Ok(self.define_hidden_class(HiddenClass {
            name: format!("jdk/internal/reflect/{name_prefix}{}", n + 1),
            super_class: object,
            interfaces: vec![iface],
            fields: Vec::new(),
            methods: vec![HiddenMethod {
                name: name.into(),
                descriptor,
                access: ACC_PUBLIC,
                code: synthetic_code(out, args_local + 1, desc.param_slots() + 2),
                shown_as: reflection.then_some(if kind == AccessorKind::Constructor {
                    (
                        "jdk.internal.reflect.NativeConstructorAccessorImpl",
                        "newInstance0",
                    )
                } else {
                    ("jdk.internal.reflect.NativeMethodAccessorImpl", "invoke0")
                }),
            }],
            access: ACC_PUBLIC | ACC_FINAL,
            hidden: true,
            like: object,
        }))
    }

    /// The class of `Proxy` instances implementing `interfaces` whose
    /// methods are `methods` (name and descriptor, in the order the class
    /// library numbers them): method `k` calls the static
    /// `Proxy.dispatch(Proxy, int k, Object[] args)` and converts its result
    /// to the method's return type. `name` is the class's binary name.
    pub fn proxy_class(
        &mut self,
        interfaces: Vec<ClassId>,
        methods: &[(String, String)],
        name: &str,
    ) -> Result<ClassId, Interrupt> {
        if let Some(&c) = self.reflect.proxies.get(&interfaces) {
            return Ok(c);
        }
        let proxy = self.load_for_indy("java/lang/reflect/Proxy")?;
        let Some(dispatch) = self.find_method(
            proxy,
            "dispatch",
            "(Ljava/lang/reflect/Proxy;I[Ljava/lang/Object;)Ljava/lang/Object;",
        ) else {
            return Err(Interrupt::Fatal(
                "the class library lacks Proxy.dispatch".into(),
            ));
        };
        let hidden_methods = self.dispatching_methods(dispatch, methods, ACC_PUBLIC | ACC_FINAL)?;
        let like = interfaces.first().copied().unwrap_or(proxy);
        let c = self.define_hidden_class(HiddenClass {
            name: name.replace('.', "/"),
            super_class: proxy,
            interfaces: interfaces.clone(),
            fields: Vec::new(),
            methods: hidden_methods,
            access: ACC_PUBLIC | ACC_FINAL,
            hidden: false,
            like,
        });
        self.reflect.proxies.insert(interfaces, c);
        Ok(c)
    }

    /// The methods of a class whose method `k` (name and descriptor
    /// `methods[k]`) boxes its arguments, calls the static
    /// `dispatch(Object self, int k, Object[] args)` (null for no arguments)
    /// and converts its result to the method's return type.
    fn dispatching_methods(
        &mut self,
        dispatch: MethodId,
        methods: &[(String, String)],
        access: u16,
    ) -> Result<Vec<HiddenMethod>, Interrupt> {
        let object_t = FieldType::Object("java/lang/Object".into());
        let object_array = self.load_for_indy("[Ljava/lang/Object;")?;
        let mut hidden_methods = Vec::new();
        for (k, (mname, mdesc)) in methods.iter().enumerate() {
            let desc = match MethodDescriptor::parse(mdesc) {
                Ok(d) => d,
                Err(e) => {
                    return Err(self.throw_new("java/lang/ClassFormatError", Some(&e.message)));
                }
            };
            let mut out = vec![Instr::Load(0), Instr::IConst(k as i32)];
            if desc.params.is_empty() {
                out.push(Instr::AConstNull);
            } else {
                out.push(Instr::IConst(desc.params.len() as i32));
                out.push(Instr::ANewArrayQ(object_array));
                let mut local = 1u16;
                for (i, p) in desc.params.iter().enumerate() {
                    out.push(Instr::Dup);
                    out.push(Instr::IConst(i as i32));
                    out.push(if p.slots() == 2 {
                        Instr::Load2(local)
                    } else {
                        Instr::Load(local)
                    });
                    local += p.slots() as u16;
                    self.adapt(&mut out, p, p, &object_t)?;
                    out.push(Instr::AAStore);
                }
            }
            out.push(Instr::InvokeDirectQ(dispatch));
            match &desc.ret {
                None => {
                    out.push(Instr::Pop);
                    out.push(Instr::Return);
                }
                Some(r) => {
                    let boxed = boxed_type(r);
                    self.adapt(&mut out, &object_t, &boxed, r)?;
                    out.push(if r.slots() == 2 {
                        Instr::Return2
                    } else {
                        Instr::Return1
                    });
                }
            }
            let locals = (desc.param_slots() + 1) as u16;
            hidden_methods.push(HiddenMethod {
                name: mname.clone(),
                descriptor: desc,
                access,
                code: synthetic_code(out, locals, 2),
                shown_as: None,
            });
        }
        Ok(hidden_methods)
    }

    /// The class of mocks (Mockito's) of `mocked`, a class or an interface:
    /// a subclass of it (of `Object` implementing it, for an interface)
    /// with one instance field, the mock's handler, whose method `k`
    /// overrides `methods[k]` (name and descriptor) by calling the static
    /// `jdk.internal.terrarium.reflect.MockClasses.dispatch(Object mock,
    /// int k, Object[] args)`. Instances are allocated without running a
    /// constructor; the superclass's implementation stays callable
    /// non-virtually (`callRealMethod`) through a special accessor. Made
    /// once per mocked type (`name` names the first one) and kept across
    /// checkpoints, like proxy classes.
    pub fn mock_class(
        &mut self,
        mocked: ClassId,
        methods: &[(String, String)],
        name: &str,
    ) -> Result<ClassId, Interrupt> {
        if let Some(&c) = self.reflect.mocks.get(&mocked) {
            return Ok(c);
        }
        let owner = self.load_for_indy("jdk/internal/terrarium/reflect/MockClasses")?;
        let Some(dispatch) = self.find_method(
            owner,
            "dispatch",
            "(Ljava/lang/Object;I[Ljava/lang/Object;)Ljava/lang/Object;",
        ) else {
            return Err(Interrupt::Fatal(
                "the class library lacks MockClasses.dispatch".into(),
            ));
        };
        let hidden_methods = self.dispatching_methods(dispatch, methods, ACC_PUBLIC)?;
        let (super_class, interfaces) = if self.class(mocked).is_interface() {
            (self.well_known.object, vec![mocked])
        } else {
            (mocked, Vec::new())
        };
        let c = self.define_hidden_class(HiddenClass {
            name: name.replace('.', "/"),
            super_class,
            interfaces,
            fields: vec![(
                "handler".into(),
                FieldType::Object("java/lang/Object".into()),
            )],
            methods: hidden_methods,
            access: ACC_PUBLIC,
            hidden: false,
            like: mocked,
        });
        self.reflect.mocks.insert(mocked, c);
        Ok(c)
    }

    /// How many proxy classes exist (the next one's number).
    pub fn proxy_count(&self) -> usize {
        self.reflect.proxies.len()
    }
}

/// The box of a primitive type (references stay as they are).
pub(crate) fn boxed_type(t: &FieldType) -> FieldType {
    let b = match t {
        FieldType::Int => "java/lang/Integer",
        FieldType::Long => "java/lang/Long",
        FieldType::Float => "java/lang/Float",
        FieldType::Double => "java/lang/Double",
        FieldType::Boolean => "java/lang/Boolean",
        FieldType::Char => "java/lang/Character",
        FieldType::Byte => "java/lang/Byte",
        FieldType::Short => "java/lang/Short",
        other => return other.clone(),
    };
    FieldType::Object(b.into())
}

/// Straight-line synthesised code with no handlers or lines; `values` bounds
/// the arguments it pushes at once (a few slots more are added).
pub(crate) fn synthetic_code(instrs: Vec<Instr>, max_locals: u16, values: usize) -> Code {
    let n = instrs.len();
    Code {
        instrs: instrs.into_iter().map(Cell::new).collect(),
        bci: vec![0; n].into_boxed_slice(),
        switches: Box::new([]),
        handlers: Box::new([]),
        lines: Box::new([]),
        max_locals,
        max_stack: u16::try_from(values + 8).unwrap_or(u16::MAX),
    }
}

impl Vm {
    /// The class of the method `depth` frames below the top one (0: the top).
    pub fn frame_class(&self, depth: usize) -> Option<ClassId> {
        let i = self.frames.len().checked_sub(depth + 1)?;
        self.frames.get(i).map(|f| self.method(f.method).class)
    }

    /// The application class path's resources at `path`: URL and bytes of each.
    pub fn app_resources(&mut self, path: &str) -> Vec<(String, Vec<u8>)> {
        self.app.resources(path)
    }

    /// The bytes of the application class path's resource with this URL.
    pub fn app_resource_at(&mut self, url: &str) -> Option<Vec<u8>> {
        self.app.resource_at(url)
    }

    /// What the serializable lambda proxy class `c` was made from.
    pub fn lambda_info(&self, c: ClassId) -> Option<&LambdaInfo> {
        self.reflect.lambdas.get(&c)
    }

    /// The internal names of the class library's classes, sorted.
    pub fn library_class_names(&self) -> Vec<String> {
        self.boot.class_names()
    }

    /// The class file of the class library's class `internal_name`.
    pub fn library_class_bytes(&mut self, internal_name: &str) -> Option<Vec<u8>> {
        self.boot.find(internal_name).map(|(bytes, _)| bytes)
    }

    /// Static field `slot` of `c`.
    #[inline]
    pub fn static_field(&self, c: ClassId, slot: u16) -> Value {
        self.class(c)
            .statics
            .get(slot as usize)
            .copied()
            .unwrap_or_default()
    }

    #[inline]
    pub fn set_static_field(&mut self, c: ClassId, slot: u16, v: Value) {
        if let Some(s) = self
            .classes
            .get_mut(c.0 as usize)
            .and_then(|class| class.statics.get_mut(slot as usize))
        {
            *s = v;
        }
    }
}
