//! `jdk.internal.terrarium.reflect.VmReflect` and `ConstantPool`: the VM's
//! side of reflection. Members become `Field`/`Method`/`Constructor`/
//! `RecordComponent` objects whose fields the natives fill; metadata is
//! handed out raw (signatures, annotation bytes) for the Java side to
//! parse; calls go through accessor classes the VM generates, so no native
//! runs Java.
use interp::classfile::descriptor::{FieldType, MethodDescriptor};
use interp::classfile::{Constant, ReflectionData};
use interp::exec::reflect::AccessorKind;
use interp::runtime::class::{ClassKind, FieldDef, InitState, PrimKind};
use interp::runtime::heap::ObjData;
use interp::{ClassId, Interrupt, MethodId, NativeResult, ObjRef, Value, Vm};

use super::{arg, byte_array, class_arg, mirror_or_null, non_null, ref_array, string};

const CP: &str = "jdk/internal/terrarium/reflect/ConstantPool";

// Kinds of member, as VmReflect numbers them.
const CLASS: i32 = 0;
const FIELD: i32 = 1;
const METHOD: i32 = 2;
const RECORD_COMPONENT: i32 = 3;

natives! {
    /// The VM's side of reflection: members become
    /// `Field`/`Method`/`Constructor`/`RecordComponent` objects named by their class and a
    /// slot; metadata is handed out raw (signatures, annotation bytes) for the Java side to
    /// parse; calls go through accessor classes the VM generates.
    "jdk/internal/terrarium/reflect/VmReflect" {
        /// The class of the frame that many frames below the caller of this native (0: that
        /// caller), or null.
        "callerClass" "(I)Ljava/lang/Class;" => caller_class,
        /// The class file's own access flags (not the InnerClasses ones).
        "classAccessFlags" "(Ljava/lang/Class;)I" => class_access_flags,
        /// What the unnamed module prints as its identity hash (a fixed value, for
        /// deterministic messages).
        "unnamedModuleHash" "()I" => unnamed_module_hash,
        /// The class's fields as `Field` objects, in class file order.
        "declaredFields" "(Ljava/lang/Class;)[Ljava/lang/reflect/Field;" => declared_fields,
        /// The class's methods as `Method` objects, without constructors and static
        /// initialisers.
        "declaredMethods" "(Ljava/lang/Class;)[Ljava/lang/reflect/Method;" => declared_methods,
        /// The class's constructors as `Constructor` objects.
        "declaredConstructors" "(Ljava/lang/Class;)[Ljava/lang/reflect/Constructor;" => declared_constructors,
        /// The Record attribute's components as `RecordComponent` objects; null when not a
        /// record.
        "recordComponents" "(Ljava/lang/Class;)[Ljava/lang/reflect/RecordComponent;" => record_components,
        /// The classes a method's Exceptions attribute names.
        "exceptionTypes" "(Ljava/lang/Class;I)[Ljava/lang/Class;" => exception_types,
        /// The Signature attribute of a member of that kind (class, field, method, record
        /// component), or null.
        "signature" "(Ljava/lang/Class;II)Ljava/lang/String;" => signature,
        /// The raw RuntimeVisibleAnnotations of a member of that kind, or null.
        "annotations" "(Ljava/lang/Class;II)[B" => annotations,
        /// A method's raw RuntimeVisibleParameterAnnotations, or null.
        "parameterAnnotations" "(Ljava/lang/Class;I)[B" => parameter_annotations,
        /// An annotation method's raw AnnotationDefault, or null.
        "annotationDefault" "(Ljava/lang/Class;I)[B" => annotation_default,
        /// MethodParameters' names (null entries for unnamed ones), or null without the
        /// attribute.
        "parameterNames" "(Ljava/lang/Class;I)[Ljava/lang/String;" => parameter_names,
        /// MethodParameters' access flags, or null without the attribute.
        "parameterFlags" "(Ljava/lang/Class;I)[I" => parameter_flags,
        /// The class's constant pool as a `ConstantPool` object.
        "constantPool" "(Ljava/lang/Class;)Ljdk/internal/terrarium/reflect/ConstantPool;" => constant_pool,
        /// A field's value (the object is ignored for a static field, whose class is
        /// initialised first).
        "getInt" "(Ljava/lang/Object;Ljava/lang/Class;I)I" => get_field,
        /// A field's value (the object is ignored for a static field, whose class is
        /// initialised first).
        "getLong" "(Ljava/lang/Object;Ljava/lang/Class;I)J" => get_field,
        /// A field's value (the object is ignored for a static field, whose class is
        /// initialised first).
        "getFloat" "(Ljava/lang/Object;Ljava/lang/Class;I)F" => get_field,
        /// A field's value (the object is ignored for a static field, whose class is
        /// initialised first).
        "getDouble" "(Ljava/lang/Object;Ljava/lang/Class;I)D" => get_field,
        /// A field's value (the object is ignored for a static field, whose class is
        /// initialised first).
        "getReference" "(Ljava/lang/Object;Ljava/lang/Class;I)Ljava/lang/Object;" => get_field,
        /// Sets a field (the object is ignored for a static field, whose class is initialised
        /// first).
        "putInt" "(Ljava/lang/Object;Ljava/lang/Class;II)V" => put_field,
        /// Sets a field (the object is ignored for a static field, whose class is initialised
        /// first).
        "putLong" "(Ljava/lang/Object;Ljava/lang/Class;IJ)V" => put_field,
        /// Sets a field (the object is ignored for a static field, whose class is initialised
        /// first).
        "putFloat" "(Ljava/lang/Object;Ljava/lang/Class;IF)V" => put_field,
        /// Sets a field (the object is ignored for a static field, whose class is initialised
        /// first).
        "putDouble" "(Ljava/lang/Object;Ljava/lang/Class;ID)V" => put_field,
        /// Sets a field (the object is ignored for a static field, whose class is initialised
        /// first).
        "putReference" "(Ljava/lang/Object;Ljava/lang/Class;ILjava/lang/Object;)V" => put_field,
        /// An accessor calling the method: virtually, or as `invokespecial` when asked.
        "methodAccessor" "(Ljava/lang/Class;IZ)Ljdk/internal/terrarium/reflect/MethodAccessor;" => method_accessor,
        /// The accessor of `Method.invoke`: as `methodAccessor`, but its frames show in stack
        /// traces as HotSpot's native accessor's.
        "reflectionMethodAccessor" "(Ljava/lang/Class;I)Ljdk/internal/terrarium/reflect/MethodAccessor;" => reflection_method_accessor,
        /// The accessor of `Constructor.newInstance`: as `constructorAccessor`, but its frames
        /// show in stack traces as HotSpot's native accessor's.
        "reflectionConstructorAccessor" "(Ljava/lang/Class;I)Ljdk/internal/terrarium/reflect/ConstructorAccessor;" => reflection_constructor_accessor,
        /// An accessor calling the constructor on a new object.
        "constructorAccessor" "(Ljava/lang/Class;I)Ljdk/internal/terrarium/reflect/ConstructorAccessor;" => constructor_accessor,
        /// A new instance with no constructor run (`InstantiationException` for abstract
        /// classes, interfaces, arrays, primitives); initialises the class first.
        "allocate" "(Ljava/lang/Class;)Ljava/lang/Object;" => allocate,
        /// Initialises the class now (its errors are the caller's, not the reflected member's).
        "ensureInitialized" "(Ljava/lang/Class;)V" => ensure_initialized,
        /// A `java.lang.reflect.Proxy` class implementing the interfaces, whose method k
        /// (names[k], descriptors[k]) calls `Proxy.dispatch(proxy, k, args)`.
        "proxyClass" "([Ljava/lang/Class;[Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Class;" => proxy_class,
        /// How many proxy classes exist (numbers the next one).
        "proxyCount" "()I" => proxy_count,
    }
    /// The VM's side of Terrarium's Mockito (the support classes' `org.mockito`): classes
    /// of mocks, subclasses of the mocked class (or implementations of the mocked
    /// interface) whose methods call `MockClasses.dispatch`.
    "jdk/internal/terrarium/reflect/MockClasses" {
        /// The mock class of the class or interface: method k (names[k], descriptors[k])
        /// calls `MockClasses.dispatch(mock, k, args)`; its one field (index 0) holds the
        /// handler; made once per type, the first time under the name given.
        "mockClass" "(Ljava/lang/Class;[Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Class;" => mock_class,
    }
    /// The constant pool of the class in the object's `owner` field (what annotation parsing
    /// reads); `IllegalArgumentException: Wrong type at constant pool index` for an entry of
    /// another kind.
    "jdk/internal/terrarium/reflect/ConstantPool" {
        /// A Utf8 entry as a string.
        "getUTF8At" "(I)Ljava/lang/String;" => get_utf8_at,
        /// An Integer entry.
        "getIntAt" "(I)I" => get_int_at,
        /// A Long entry.
        "getLongAt" "(I)J" => get_long_at,
        /// A Float entry.
        "getFloatAt" "(I)F" => get_float_at,
        /// A Double entry.
        "getDoubleAt" "(I)D" => get_double_at,
    }
}

/// Initialise `c` first (an erroneous class throws `NoClassDefFoundError`).
fn ensure_initialised(vm: &mut Vm, c: ClassId) -> Result<(), Interrupt> {
    match vm.class_info(c).init {
        InitState::Linked | InitState::Erroneous => Err(Interrupt::InitThenRetry(c)),
        _ => Ok(()),
    }
}

/// The method id in argument `i`, checked to name a method.
fn method_arg(vm: &mut Vm, args: &[Value], i: usize) -> Result<MethodId, Interrupt> {
    let id = arg(args, i).int();
    if id < 0 || id as usize >= vm.method_count() {
        return Err(vm.throw_new("java/lang/InternalError", Some("no such method slot")));
    }
    Ok(MethodId(id as u32))
}

/// The class a field type names, loaded (not initialised); a class that
/// cannot be loaded is a `NoClassDefFoundError`, as HotSpot reports it.
pub(crate) fn class_of_type(vm: &mut Vm, t: &FieldType) -> Result<ClassId, Interrupt> {
    let p = match t {
        FieldType::Object(n) => return vm.class_id(n),
        FieldType::Array(_) => return vm.class_id(&t.descriptor()),
        FieldType::Byte => PrimKind::Byte,
        FieldType::Char => PrimKind::Char,
        FieldType::Double => PrimKind::Double,
        FieldType::Float => PrimKind::Float,
        FieldType::Int => PrimKind::Int,
        FieldType::Long => PrimKind::Long,
        FieldType::Short => PrimKind::Short,
        FieldType::Boolean => PrimKind::Boolean,
    };
    Ok(vm.primitive_class_id(p))
}

fn type_mirror(vm: &mut Vm, t: Option<&FieldType>) -> Result<ObjRef, Interrupt> {
    let c = match t {
        Some(t) => class_of_type(vm, t)?,
        None => vm.primitive_class_id(PrimKind::Void),
    };
    vm.mirror(c)
}

fn class_array(vm: &mut Vm, types: &[FieldType]) -> NativeResult {
    let mut mirrors = Vec::with_capacity(types.len());
    for t in types {
        mirrors.push(Some(type_mirror(vm, Some(t))?));
    }
    ref_array(vm, "[Ljava/lang/Class;", &mirrors)
}

/// A new object of library class `class` (initialised first) with the named fields set.
fn build(vm: &mut Vm, class: ClassId, fields: &[(&str, Value)]) -> Result<ObjRef, Interrupt> {
    let o = vm.new_object(class)?;
    for (name, v) in fields {
        match vm.field_slot(class, name) {
            Some(s) => vm.set_field(o, s, *v),
            None => {
                return Err(Interrupt::Fatal(format!(
                    "the class library's {} lacks field {name}",
                    vm.class_info(class).java_name()
                )));
            }
        }
    }
    Ok(o)
}

/// The class `name` of the library, initialised: reflection objects are
/// made only once their classes (and `AccessibleObject`) ran `<clinit>`.
fn initialised(vm: &mut Vm, name: &str) -> Result<ClassId, Interrupt> {
    let c = vm.class_id(name)?;
    ensure_initialised(vm, c)?;
    Ok(c)
}

fn interned(vm: &mut Vm, s: &str) -> Result<Value, Interrupt> {
    let units: Vec<u16> = s.encode_utf16().collect();
    Ok(Value::from_ref(vm.intern(&units)?))
}

/// Modifiers HotSpot reports for a field (`JVM_RECOGNIZED_FIELD_MODIFIERS`).
const FIELD_MODIFIERS: u16 =
    0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0010 | 0x0040 | 0x0080 | 0x1000 | 0x4000;
/// And for a method (`JVM_RECOGNIZED_METHOD_MODIFIERS`, bridge and varargs included).
const METHOD_MODIFIERS: u16 = 0x0001
    | 0x0002
    | 0x0004
    | 0x0008
    | 0x0010
    | 0x0020
    | 0x0040
    | 0x0080
    | 0x0100
    | 0x0400
    | 0x0800
    | 0x1000;

fn declared_fields(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = class_arg(vm, args, 0)?;
    let field_class = initialised(vm, "java/lang/reflect/Field")?;
    let mirror = vm.mirror(c)?;
    let defs: Vec<FieldDef> = vm.class_info(c).fields.clone();
    let mut out = Vec::with_capacity(defs.len());
    for (i, f) in defs.iter().enumerate() {
        let ty = match FieldType::parse(&f.descriptor) {
            Ok(t) => t,
            Err(e) => return Err(vm.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let type_m = type_mirror(vm, Some(&ty))?;
        let name = interned(vm, &f.name)?;
        let o = build(
            vm,
            field_class,
            &[
                ("clazz", Value::from_ref(mirror)),
                ("slot", Value::Int(i as i32)),
                ("name", name),
                ("type", Value::from_ref(type_m)),
                (
                    "modifiers",
                    Value::Int(i32::from(f.access & FIELD_MODIFIERS)),
                ),
            ],
        )?;
        out.push(Some(o));
    }
    ref_array(vm, "[Ljava/lang/reflect/Field;", &out)
}

fn declared_executables(vm: &mut Vm, args: &[Value], constructors: bool) -> NativeResult {
    let c = class_arg(vm, args, 0)?;
    let (class_name, array) = if constructors {
        (
            "java/lang/reflect/Constructor",
            "[Ljava/lang/reflect/Constructor;",
        )
    } else {
        ("java/lang/reflect/Method", "[Ljava/lang/reflect/Method;")
    };
    let exec_class = initialised(vm, class_name)?;
    let mirror = vm.mirror(c)?;
    let ids: Vec<MethodId> = vm.class_info(c).methods.clone();
    let mut out = Vec::new();
    for mid in ids {
        let m = vm.method_info(mid);
        let is_init = &*m.name == "<init>";
        if &*m.name == "<clinit>" || is_init != constructors {
            continue;
        }
        let (name, descriptor, access) = (m.name.clone(), m.descriptor.clone(), m.access);
        let d = match MethodDescriptor::parse(&descriptor) {
            Ok(d) => d,
            Err(e) => return Err(vm.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let params = class_array(vm, &d.params)?;
        let mut fields = vec![
            ("clazz", Value::from_ref(mirror)),
            ("slot", Value::Int(mid.0 as i32)),
            ("parameterTypes", params),
            (
                "modifiers",
                Value::Int(i32::from(access & METHOD_MODIFIERS)),
            ),
        ];
        if !constructors {
            let ret = type_mirror(vm, d.ret.as_ref())?;
            fields.push(("name", interned(vm, &name)?));
            fields.push(("returnType", Value::from_ref(ret)));
        }
        out.push(Some(build(vm, exec_class, &fields)?));
    }
    ref_array(vm, array, &out)
}

fn record_components(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = class_arg(vm, args, 0)?;
    let rc_class = initialised(vm, "java/lang/reflect/RecordComponent")?;
    let mirror = vm.mirror(c)?;
    let comps: Vec<(String, String)> = vm
        .class_info(c)
        .file
        .as_ref()
        .and_then(|f| f.record_components.as_ref())
        .map(|rc| {
            rc.iter()
                .map(|r| (r.name.clone(), r.descriptor.clone()))
                .collect()
        })
        .unwrap_or_default();
    let mut out = Vec::with_capacity(comps.len());
    for (i, (name, desc)) in comps.iter().enumerate() {
        let ty = match FieldType::parse(desc) {
            Ok(t) => t,
            Err(e) => return Err(vm.throw_new("java/lang/ClassFormatError", Some(&e.message))),
        };
        let type_m = type_mirror(vm, Some(&ty))?;
        let name = interned(vm, name)?;
        out.push(Some(build(
            vm,
            rc_class,
            &[
                ("clazz", Value::from_ref(mirror)),
                ("slot", Value::Int(i as i32)),
                ("name", name),
                ("type", Value::from_ref(type_m)),
            ],
        )?));
    }
    ref_array(vm, "[Ljava/lang/reflect/RecordComponent;", &out)
}

/// Method `mid`'s index among its class's methods (its class file entry).
fn method_index(vm: &Vm, mid: MethodId) -> Option<(ClassId, usize)> {
    let c = vm.method_info(mid).class;
    let i = vm.class_info(c).methods.iter().position(|m| *m == mid)?;
    Some((c, i))
}

fn exception_types(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let mid = method_arg(vm, args, 1)?;
    let names: Vec<String> = method_index(vm, mid)
        .and_then(|(c, i)| {
            let file = vm.class_info(c).file.as_ref()?;
            Some(file.methods.get(i)?.exceptions.clone())
        })
        .unwrap_or_default();
    let mut mirrors = Vec::with_capacity(names.len());
    for n in names {
        let c = vm.class_id(&n)?;
        mirrors.push(Some(vm.mirror(c)?));
    }
    ref_array(vm, "[Ljava/lang/Class;", &mirrors)
}

/// The reflection data of the member `(class, kind, slot)` arguments name.
fn reflection_data<'v>(
    vm: &'v mut Vm,
    args: &[Value],
) -> Result<Option<&'v ReflectionData>, Interrupt> {
    let c = class_arg(vm, args, 0)?;
    let kind = arg(args, 1).int();
    let slot = arg(args, 2).int();
    if kind == METHOD {
        return method_data(vm, args, 2);
    }
    let vm: &'v Vm = vm;
    let Some(file) = vm.class_info(c).file.as_ref() else {
        return Ok(None);
    };
    let index = usize::try_from(slot).ok();
    Ok(match kind {
        CLASS => Some(&file.reflection),
        FIELD => index
            .and_then(|i| file.fields.get(i))
            .map(|f| &f.reflection),
        RECORD_COMPONENT => index
            .and_then(|i| file.record_components.as_ref()?.get(i))
            .map(|r| &r.reflection),
        _ => None,
    })
}

/// The reflection data of the method whose id is argument `i`.
fn method_data<'v>(
    vm: &'v mut Vm,
    args: &[Value],
    i: usize,
) -> Result<Option<&'v ReflectionData>, Interrupt> {
    let mid = method_arg(vm, args, i)?;
    let vm: &'v Vm = vm;
    Ok(method_index(vm, mid).and_then(|(c, i)| {
        let file = vm.class_info(c).file.as_ref()?;
        Some(&file.methods.get(i)?.reflection)
    }))
}

fn parameter_names(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let Some(params) = method_data(vm, args, 1)?.and_then(|d| d.parameters.clone()) else {
        return Ok(Value::Ref(None));
    };
    let mut names = Vec::with_capacity(params.len());
    for (name, _) in &params {
        names.push(match name {
            Some(n) => Some(vm.new_string_from(n)?),
            None => None,
        });
    }
    ref_array(vm, "[Ljava/lang/String;", &names)
}

enum Place {
    Static(ClassId, u16),
    Instance(ObjRef, u16),
}

/// Where the field `(object, class, index)` arguments name lives, and its
/// type; a static field's class is initialised first.
fn field_place(vm: &mut Vm, args: &[Value]) -> Result<(Place, FieldType), Interrupt> {
    let c = class_arg(vm, args, 1)?;
    let index = arg(args, 2).int();
    let def = usize::try_from(index)
        .ok()
        .and_then(|i| vm.class_info(c).fields.get(i))
        .cloned();
    let Some(def) = def else {
        return Err(vm.throw_new("java/lang/InternalError", Some("no such field slot")));
    };
    let ty = match FieldType::parse(&def.descriptor) {
        Ok(t) => t,
        Err(e) => return Err(vm.throw_new("java/lang/ClassFormatError", Some(&e.message))),
    };
    if def.access & 0x0008 != 0 {
        ensure_initialised(vm, c)?;
        return Ok((Place::Static(c, def.slot), ty));
    }
    let o = non_null(vm, args, 0)?;
    Ok((Place::Instance(o, def.slot), ty))
}

/// `v` as a value of type `t` (what the slot holds, whatever was passed).
fn typed(t: &FieldType, v: Value) -> Value {
    match t {
        FieldType::Long => Value::Long(v.long()),
        FieldType::Float => Value::Float(v.float()),
        FieldType::Double => Value::Double(v.double()),
        FieldType::Object(_) | FieldType::Array(_) => Value::Ref(v.reference()),
        FieldType::Boolean => Value::Int(v.int() & 1),
        FieldType::Byte => Value::Int(v.int() as i8 as i32),
        FieldType::Char => Value::Int(v.int() as u16 as i32),
        FieldType::Short => Value::Int(v.int() as i16 as i32),
        FieldType::Int => Value::Int(v.int()),
    }
}

fn text_array(vm: &Vm, arr: Option<ObjRef>) -> Vec<String> {
    let Some(ObjData::Refs(items)) = arr.and_then(|a| vm.heap.get(a)).map(|o| &o.data) else {
        return Vec::new();
    };
    items
        .iter()
        .map(|r| r.and_then(|s| vm.string_text(s)).unwrap_or_default())
        .collect()
}

fn proxy_class(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let ifaces = non_null(vm, args, 0)?;
    let mirrors: Vec<ObjRef> = match vm.heap.get(ifaces).map(|o| &o.data) {
        Some(ObjData::Refs(items)) => items.iter().flatten().copied().collect(),
        _ => Vec::new(),
    };
    let mut classes = Vec::with_capacity(mirrors.len());
    for m in mirrors {
        match vm.class_of_mirror(m) {
            Some(c) => classes.push(c),
            None => return Err(Interrupt::Fatal("a Class object without a class".into())),
        }
    }
    let names = text_array(vm, arg(args, 1).reference());
    let descriptors = text_array(vm, arg(args, 2).reference());
    let methods: Vec<(String, String)> = names.into_iter().zip(descriptors).collect();
    let name = super::text(vm, args, 3)?;
    let c = vm.proxy_class(classes, &methods, &name)?;
    Ok(Value::from_ref(vm.mirror(c)?))
}

fn mock_class(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let mocked = class_arg(vm, args, 0)?;
    let names = text_array(vm, arg(args, 1).reference());
    let descriptors = text_array(vm, arg(args, 2).reference());
    let methods: Vec<(String, String)> = names.into_iter().zip(descriptors).collect();
    let name = super::text(vm, args, 3)?;
    let c = vm.mock_class(mocked, &methods, &name)?;
    Ok(Value::from_ref(vm.mirror(c)?))
}

fn pool_entry(vm: &mut Vm, args: &[Value]) -> Result<Constant, Interrupt> {
    let this = non_null(vm, args, 0)?;
    let cp = vm.class_id(CP)?;
    let owner = vm
        .field_slot(cp, "owner")
        .and_then(|s| vm.field(this, s).reference())
        .and_then(|m| vm.class_of_mirror(m));
    let index = arg(args, 1).int();
    let entry = owner.and_then(|c| {
        let i = u16::try_from(index).ok()?;
        vm.class_info(c).cp.get(i).ok().cloned()
    });
    match entry {
        Some(e) => Ok(e),
        None => Err(vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some("Constant pool index out of bounds"),
        )),
    }
}

fn wrong_entry(vm: &mut Vm) -> Interrupt {
    vm.throw_new(
        "java/lang/IllegalArgumentException",
        Some("Wrong type at constant pool index"),
    )
}

/// `getInt`, ..., `getReference`: a field's value, of the field's type.
fn get_field(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (place, ty) = field_place(vm, a)?;
    let v = match place {
        Place::Static(c, slot) => vm.static_field(c, slot),
        Place::Instance(o, slot) => vm.field(o, slot),
    };
    Ok(typed(&ty, v))
}

/// `putInt`, ..., `putReference`: a value converted to the field's type.
fn put_field(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let (place, ty) = field_place(vm, a)?;
    let v = typed(&ty, arg(a, 3));
    match place {
        Place::Static(c, slot) => vm.set_static_field(c, slot, v),
        Place::Instance(o, slot) => vm.set_field(o, slot, v),
    }
    Ok(Value::Top)
}

fn caller_class(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let depth = arg(a, 0).int().max(0) as usize;
    let c = vm.frame_class(depth);
    mirror_or_null(vm, c)
}

fn class_access_flags(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = class_arg(vm, a, 0)?;
    Ok(Value::Int(i32::from(vm.class_info(c).access)))
}

/// The unnamed module's identity hash prints in some messages; any
/// fixed value keeps them deterministic.
fn unnamed_module_hash(_: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Int(0x1b6d_3586))
}

fn declared_methods(vm: &mut Vm, a: &[Value]) -> NativeResult {
    declared_executables(vm, a, false)
}

fn declared_constructors(vm: &mut Vm, a: &[Value]) -> NativeResult {
    declared_executables(vm, a, true)
}

fn signature(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let sig = reflection_data(vm, a)?.and_then(|d| d.signature.clone());
    match sig {
        Some(s) => string(vm, &s),
        None => Ok(Value::Ref(None)),
    }
}

fn annotations(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let raw = reflection_data(vm, a)?.and_then(|d| d.annotations.clone());
    match raw {
        Some(raw) => byte_array(vm, &raw),
        None => Ok(Value::Ref(None)),
    }
}

fn parameter_annotations(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let raw = method_data(vm, a, 1)?.and_then(|d| d.parameter_annotations.clone());
    match raw {
        Some(raw) => byte_array(vm, &raw),
        None => Ok(Value::Ref(None)),
    }
}

fn annotation_default(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let raw = method_data(vm, a, 1)?.and_then(|d| d.annotation_default.clone());
    match raw {
        Some(raw) => byte_array(vm, &raw),
        None => Ok(Value::Ref(None)),
    }
}

fn parameter_flags(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some(params) = method_data(vm, a, 1)?.and_then(|d| d.parameters.clone()) else {
        return Ok(Value::Ref(None));
    };
    let arr = vm.new_prim_array(PrimKind::Int, params.len())?;
    if let Some(ObjData::Ints(v)) = vm.heap.get_mut(arr).map(|o| &mut o.data) {
        for (x, (_, flags)) in v.iter_mut().zip(&params) {
            *x = i32::from(*flags);
        }
    }
    Ok(Value::from_ref(arr))
}

fn constant_pool(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let mirror = non_null(vm, a, 0)?;
    let cp = vm.class_id(CP)?;
    let o = vm.new_object(cp)?;
    if let Some(s) = vm.field_slot(cp, "owner") {
        vm.set_field(o, s, Value::from_ref(mirror));
    }
    Ok(Value::from_ref(o))
}

fn method_accessor(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let m = method_arg(vm, a, 1)?;
    let kind = if arg(a, 2).int() != 0 {
        AccessorKind::Special
    } else {
        AccessorKind::Method
    };
    Ok(Value::from_ref(vm.reflect_accessor(m, kind, false)?))
}

fn reflection_method_accessor(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let m = method_arg(vm, a, 1)?;
    Ok(Value::from_ref(vm.reflect_accessor(
        m,
        AccessorKind::Method,
        true,
    )?))
}

fn reflection_constructor_accessor(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let m = method_arg(vm, a, 1)?;
    Ok(Value::from_ref(vm.reflect_accessor(
        m,
        AccessorKind::Constructor,
        true,
    )?))
}

fn constructor_accessor(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let m = method_arg(vm, a, 1)?;
    Ok(Value::from_ref(vm.reflect_accessor(
        m,
        AccessorKind::Constructor,
        false,
    )?))
}

fn allocate(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = class_arg(vm, a, 0)?;
    let info = vm.class_info(c);
    if info.kind != ClassKind::Instance || info.access & 0x0600 != 0 {
        let msg = info.java_name();
        return Err(vm.throw_new("java/lang/InstantiationException", Some(&msg)));
    }
    ensure_initialised(vm, c)?;
    Ok(Value::from_ref(vm.new_object(c)?))
}

fn ensure_initialized(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = class_arg(vm, a, 0)?;
    ensure_initialised(vm, c)?;
    Ok(Value::Top)
}

fn proxy_count(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Int(vm.proxy_count() as i32))
}

fn get_utf8_at(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match pool_entry(vm, a)? {
        Constant::Utf8(u) => Ok(Value::from_ref(vm.new_string(&u.utf16)?)),
        _ => Err(wrong_entry(vm)),
    }
}

fn get_int_at(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match pool_entry(vm, a)? {
        Constant::Integer(v) => Ok(Value::Int(v)),
        _ => Err(wrong_entry(vm)),
    }
}

fn get_long_at(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match pool_entry(vm, a)? {
        Constant::Long(v) => Ok(Value::Long(v)),
        _ => Err(wrong_entry(vm)),
    }
}

fn get_float_at(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match pool_entry(vm, a)? {
        Constant::Float(v) => Ok(Value::Float(v)),
        _ => Err(wrong_entry(vm)),
    }
}

fn get_double_at(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match pool_entry(vm, a)? {
        Constant::Double(v) => Ok(Value::Double(v)),
        _ => Err(wrong_entry(vm)),
    }
}
