//! java.lang.Class: names, hierarchy queries, enum constants, forName.
use interp::runtime::class::{ACC_ENUM, ACC_INTERFACE, ClassKind, InitState, PrimKind};
use interp::runtime::heap::ObjData;
use interp::{ClassId, Interrupt, NativeResult, Value, Vm};

use super::{
    arg, boolean, byte_array, class_arg, mirror_or_null, non_null, ref_array, string, text,
};

natives! {
    "java/lang/Class" {
        /// Loads, links and initialises a class; `ClassNotFoundException` with the name.
        "forName" "(Ljava/lang/String;)Ljava/lang/Class;" => for_name,
        /// (package-private) `"int"` → `int.class`.
        "getPrimitiveClass" "(Ljava/lang/String;)Ljava/lang/Class;" => get_primitive_class,
        /// The binary name with dots; arrays as `[I`, `[Ljava.lang.String;`.
        "getName" "()Ljava/lang/String;" => get_name,
        /// As the JDK's (from InnerClasses; anonymous is `""`; arrays `int[]`).
        "getSimpleName" "()Ljava/lang/String;" => get_simple_name,
        /// The superclass; null for `Object`, interfaces, primitives.
        "getSuperclass" "()Ljava/lang/Class;" => get_superclass,
        /// The directly implemented interfaces, in declaration order.
        "getInterfaces" "()[Ljava/lang/Class;" => get_interfaces,
        /// An array's component type, else null.
        "getComponentType" "()Ljava/lang/Class;" => get_component_type,
        /// Whether an interface (annotations too).
        "isInterface" "()Z" => is_interface,
        /// Whether an array class.
        "isArray" "()Z" => is_array,
        /// Whether a primitive type (or `void`).
        "isPrimitive" "()Z" => is_primitive,
        /// Whether an enum class (`ACC_ENUM` and a direct subclass of `Enum`).
        "isEnum" "()Z" => is_enum,
        /// Whether the class file has a Record attribute.
        "isRecord" "()Z" => is_record,
        /// The access flags Java shows (InnerClasses' for a member class).
        "getModifiers" "()I" => get_modifiers,
        /// Whether the object is an instance (false for null).
        "isInstance" "(Ljava/lang/Object;)Z" => is_instance,
        /// Whether the other class converts to this one.
        "isAssignableFrom" "(Ljava/lang/Class;)Z" => is_assignable_from,
        /// (package-private) the enum's constants in order, a fresh array; null if not an enum.
        "getEnumConstantsShared" "()[Ljava/lang/Object;" => get_enum_constants,
        /// The NestHost attribute's class, or the class itself.
        "getNestHost" "()Ljava/lang/Class;" => get_nest_host,
        /// (private) loads a class, initialising it only when asked; without the class path,
        /// only the library's classes are found.
        "forName0" "(Ljava/lang/String;ZZ)Ljava/lang/Class;" => for_name0,
        /// (private) whether loaded from the class library, or a primitive type.
        "isLibraryClass" "()Z" => is_library_class,
        /// Whether a hidden class (lambda proxies, accessors).
        "isHidden" "()Z" => is_hidden,
        /// (private) the class this one is a member of (InnerClasses' outer class), or null.
        "getDeclaringClass0" "()Ljava/lang/Class;" => get_declaring_class,
        /// (private) {class, method name or null, descriptor or null} of EnclosingMethod, or
        /// null.
        "getEnclosingMethod0" "()[Ljava/lang/Object;" => get_enclosing_method,
        /// (private) InnerClasses' inner name: null for anonymous and top-level classes.
        "getSimpleBinaryName0" "()Ljava/lang/String;" => get_simple_binary_name0,
        /// (private) the member classes InnerClasses lists for this class.
        "getDeclaredClasses0" "()[Ljava/lang/Class;" => get_declared_classes0,
        /// (private) the PermittedSubclasses classes; null when not sealed.
        "getPermittedSubclasses0" "()[Ljava/lang/Class;" => get_permitted_subclasses0,
        /// (private) the nest host, then its NestMembers.
        "getNestMembers0" "()[Ljava/lang/Class;" => get_nest_members0,
        /// (package-private) the Signature attribute, or null.
        "getGenericSignature0" "()Ljava/lang/String;" => get_generic_signature0,
        /// (package-private) the raw RuntimeVisibleAnnotations, or null.
        "getRawAnnotations" "()[B" => get_raw_annotations,
    }
}

/// The InnerClasses entry describing class `c` itself.
fn own_inner_entry(vm: &Vm, c: ClassId) -> Option<interp::classfile::InnerClassInfo> {
    let info = vm.class_info(c);
    info.file
        .as_ref()?
        .inner_classes
        .iter()
        .find(|ic| ic.inner_class.as_deref() == Some(&*info.name))
        .cloned()
}

fn get_declaring_class(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let Some(outer) = own_inner_entry(vm, c).and_then(|ic| ic.outer_class) else {
        return Ok(Value::Ref(None));
    };
    let oc = vm.class_id(&outer)?;
    Ok(Value::from_ref(vm.mirror(oc)?))
}

fn get_enclosing_method(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let Some(em) = vm
        .class_info(c)
        .file
        .as_ref()
        .and_then(|f| f.enclosing_method.clone())
    else {
        return Ok(Value::Ref(None));
    };
    let oc = vm.class_id(&em.class)?;
    let mirror = vm.mirror(oc)?;
    let mut items = vec![Some(mirror), None, None];
    if let Some((name, desc)) = em.method {
        items[1] = Some(vm.new_string_from(&name)?);
        items[2] = Some(vm.new_string_from(&desc)?);
    }
    ref_array(vm, "[Ljava/lang/Object;", &items)
}

/// A `Class[]` of the classes `names` names; with `skip_missing`, those
/// that cannot be loaded are left out (as HotSpot leaves out nest members
/// and permitted subclasses it cannot resolve).
fn classes_named(vm: &mut Vm, names: &[String], skip_missing: bool) -> NativeResult {
    let mut mirrors = Vec::with_capacity(names.len());
    for n in names {
        let c = if skip_missing {
            match vm.load_class(n) {
                Ok(c) => c,
                Err(_) => continue,
            }
        } else {
            vm.class_id(n)?
        };
        mirrors.push(Some(vm.mirror(c)?));
    }
    ref_array(vm, "[Ljava/lang/Class;", &mirrors)
}

/// The class the receiving `Class` object stands for.
fn this(vm: &mut Vm, args: &[Value]) -> Result<ClassId, Interrupt> {
    class_arg(vm, args, 0)
}

fn for_name(vm: &mut Vm, args: &[Value]) -> NativeResult {
    load_named(vm, args, true, true)
}

/// `Class.forName`: the class named by argument 0, initialised if
/// `initialize`; the class path's classes only if `class_path` (else the
/// boot loader's view: the class library).
fn load_named(vm: &mut Vm, args: &[Value], initialize: bool, class_path: bool) -> NativeResult {
    let name = text(vm, args, 0)?;
    let internal = name.replace('.', "/");
    let found = if name.contains('/') || internal.is_empty() {
        None
    } else {
        vm.load_class(&internal).ok()
    };
    let visible = |vm: &Vm, c: ClassId| {
        let mut e = c;
        while let ClassKind::Array { component, .. } = vm.class_info(e).kind {
            e = component;
        }
        class_path || vm.class_info(e).is_library
    };
    let c = match found {
        Some(c) if !matches!(vm.class_info(c).kind, ClassKind::Primitive(_)) && visible(vm, c) => c,
        _ => {
            let msg = not_found_message(&name, &internal);
            return Err(vm.throw_new("java/lang/ClassNotFoundException", Some(&msg)));
        }
    };
    match vm.class_info(c).init {
        InitState::Linked | InitState::Erroneous if initialize => Err(Interrupt::InitThenRetry(c)),
        _ => Ok(Value::from_ref(vm.mirror(c)?)),
    }
}

/// HotSpot's `ClassNotFoundException` message for `Class.forName(name)`:
/// the name as given if it is a valid binary name, the missing element
/// class of a valid array descriptor, else the name in internal form.
fn not_found_message(name: &str, internal: &str) -> String {
    use interp::classfile::descriptor::{FieldType, is_valid_binary_name};
    if name.contains('/') {
        return name.to_string();
    }
    if internal.starts_with('[') {
        let mut elem = FieldType::parse(internal).ok();
        while let Some(FieldType::Array(inner)) = elem {
            elem = Some(*inner);
        }
        return match elem {
            Some(FieldType::Object(n)) => n.replace('/', "."),
            _ => internal.to_string(),
        };
    }
    if is_valid_binary_name(internal) {
        name.to_string()
    } else {
        internal.to_string()
    }
}

fn get_primitive_class(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let name = text(vm, args, 0)?;
    let p = match name.as_str() {
        "boolean" => PrimKind::Boolean,
        "byte" => PrimKind::Byte,
        "char" => PrimKind::Char,
        "short" => PrimKind::Short,
        "int" => PrimKind::Int,
        "long" => PrimKind::Long,
        "float" => PrimKind::Float,
        "double" => PrimKind::Double,
        "void" => PrimKind::Void,
        _ => return Err(vm.throw_new("java/lang/IllegalArgumentException", Some(&name))),
    };
    let c = vm.primitive_class_id(p);
    Ok(Value::from_ref(vm.mirror(c)?))
}

fn get_name(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let name = vm.class_info(c).java_name();
    string(vm, &name)
}

fn simple_name(vm: &Vm, c: ClassId) -> String {
    let info = vm.class_info(c);
    match &info.kind {
        ClassKind::Array { component, .. } => format!("{}[]", simple_name(vm, *component)),
        ClassKind::Primitive(p) => p.java_name().to_string(),
        ClassKind::Instance => {
            if let Some(file) = &info.file
                && let Some(ic) = file
                    .inner_classes
                    .iter()
                    .find(|ic| ic.inner_class.as_deref() == Some(&*info.name))
            {
                return ic.inner_name.clone().unwrap_or_default();
            }
            let name = &*info.name;
            name.rsplit('/').next().unwrap_or(name).to_string()
        }
    }
}

fn get_simple_name(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let s = simple_name(vm, c);
    string(vm, &s)
}

fn get_superclass(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let info = vm.class_info(c);
    let s = if info.is_interface() || matches!(info.kind, ClassKind::Primitive(_)) {
        None
    } else {
        info.super_class
    };
    mirror_or_null(vm, s)
}

fn get_interfaces(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let ifaces = vm.class_info(c).interfaces.clone();
    let mut mirrors = Vec::with_capacity(ifaces.len());
    for ic in ifaces {
        mirrors.push(Some(vm.mirror(ic)?));
    }
    ref_array(vm, "[Ljava/lang/Class;", &mirrors)
}

fn get_component_type(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let comp = match vm.class_info(c).kind {
        ClassKind::Array { component, .. } => Some(component),
        _ => None,
    };
    mirror_or_null(vm, comp)
}

fn get_modifiers(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    Ok(Value::Int(i32::from(modifiers(vm, c))))
}

/// `Class.getModifiers`: the InnerClasses flags of a nested class, else the
/// class file's; an array has its element's access with abstract and final.
fn modifiers(vm: &Vm, c: ClassId) -> u16 {
    let info = vm.class_info(c);
    if let ClassKind::Array { component, .. } = info.kind {
        return (modifiers(vm, component) & (0x0001 | 0x0002 | 0x0004)) | 0x0400 | 0x0010;
    }
    let inner = own_inner_entry(vm, c).map(|ic| ic.access_flags);
    inner.unwrap_or(info.access)
        & !0x0020
        & (0x0001
            | 0x0002
            | 0x0004
            | 0x0008
            | 0x0010
            | ACC_INTERFACE
            | 0x0400
            | 0x1000
            | 0x2000
            | 0x4000)
}

fn get_enum_constants(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let info = vm.class_info(c);
    if info.access & ACC_ENUM == 0 {
        return Ok(Value::Ref(None));
    }
    if info.init == InitState::Linked {
        return Err(Interrupt::InitThenRetry(c));
    }
    let values: Vec<Value> = info
        .fields
        .iter()
        .filter(|f| f.access & ACC_ENUM != 0 && f.access & 0x0008 != 0)
        .map(|f| {
            info.statics
                .get(f.slot as usize)
                .copied()
                .unwrap_or_default()
        })
        .collect();
    let ac = match vm.array_class_of(c) {
        Ok(a) => a,
        Err(e) => return Err(vm.throw_new(e.java_class(), Some(&e.message()))),
    };
    let arr = vm.new_array(ac, values.len())?;
    if let Some(ObjData::Refs(a)) = vm.heap.get_mut(arr).map(|o| &mut o.data) {
        for (x, v) in a.iter_mut().zip(values) {
            *x = v.reference();
        }
    }
    Ok(Value::from_ref(arr))
}

fn get_nest_host(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = this(vm, args)?;
    let host = vm
        .class_info(c)
        .file
        .as_ref()
        .and_then(|f| f.nest_host.clone());
    let host = match host {
        Some(h) => vm.load_class(&h).ok().unwrap_or(c),
        None => c,
    };
    Ok(Value::from_ref(vm.mirror(host)?))
}

fn is_interface(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    boolean(vm.class_info(c).is_interface())
}

fn is_array(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    boolean(matches!(vm.class_info(c).kind, ClassKind::Array { .. }))
}

fn is_primitive(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    boolean(matches!(vm.class_info(c).kind, ClassKind::Primitive(_)))
}

fn is_enum(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let info = vm.class_info(c);
    let is_enum = info.access & ACC_ENUM != 0
        && info
            .super_class
            .is_some_and(|s| &*vm.class_info(s).name == "java/lang/Enum");
    boolean(is_enum)
}

fn is_record(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let info = vm.class_info(c);
    boolean(
        info.file
            .as_ref()
            .is_some_and(|f| f.record_components.is_some()),
    )
}

fn is_instance(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let r = match arg(a, 1).reference() {
        Some(r) => r,
        None => return boolean(false),
    };
    let oc = vm.class_of(r).unwrap_or(c);
    boolean(vm.is_subclass(oc, c))
}

fn is_assignable_from(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let other = non_null(vm, a, 1)?;
    let oc = vm.class_of_mirror(other).unwrap_or(c);
    boolean(vm.is_subclass(oc, c))
}

fn for_name0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    load_named(vm, a, arg(a, 1).int() != 0, arg(a, 2).int() != 0)
}

fn is_library_class(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    boolean(vm.class_info(c).is_library)
}

fn is_hidden(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    boolean(vm.class_info(c).hidden)
}

fn get_simple_binary_name0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    match own_inner_entry(vm, c).and_then(|ic| ic.inner_name) {
        Some(n) => string(vm, &n),
        None => Ok(Value::Ref(None)),
    }
}

fn get_declared_classes0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let info = vm.class_info(c);
    let names: Vec<String> = info
        .file
        .as_ref()
        .map(|f| {
            f.inner_classes
                .iter()
                .filter(|ic| ic.outer_class.as_deref() == Some(&*info.name))
                .filter_map(|ic| ic.inner_class.clone())
                .collect()
        })
        .unwrap_or_default();
    classes_named(vm, &names, false)
}

fn get_permitted_subclasses0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let names = vm
        .class_info(c)
        .file
        .as_ref()
        .map(|f| f.permitted_subclasses.clone())
        .unwrap_or_default();
    if names.is_empty() {
        return Ok(Value::Ref(None));
    }
    classes_named(vm, &names, true)
}

fn get_nest_members0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let host = match get_nest_host(vm, a)?
        .reference()
        .and_then(|m| vm.class_of_mirror(m))
    {
        Some(h) => h,
        None => c,
    };
    let info = vm.class_info(host);
    let mut names = vec![info.name.to_string()];
    if let Some(f) = &info.file {
        names.extend(f.nest_members.iter().cloned());
    }
    classes_named(vm, &names, true)
}

fn get_generic_signature0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let sig = vm
        .class_info(c)
        .file
        .as_ref()
        .and_then(|f| f.reflection.signature.clone());
    match sig {
        Some(s) => string(vm, &s),
        None => Ok(Value::Ref(None)),
    }
}

fn get_raw_annotations(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = this(vm, a)?;
    let raw = vm
        .class_info(c)
        .file
        .as_ref()
        .and_then(|f| f.reflection.annotations.clone());
    match raw {
        Some(raw) => byte_array(vm, &raw),
        None => Ok(Value::Ref(None)),
    }
}
