//! java.lang.Class: names, hierarchy queries, enum constants, forName.
use interp::runtime::class::{ACC_ENUM, ACC_INTERFACE, ClassKind, InitState, PrimKind};
use interp::runtime::heap::ObjData;
use interp::{ClassId, Interrupt, NativeResult, Natives, Value, Vm};

use super::{arg, boolean, non_null, string, text};

pub fn register(n: &mut Natives) {
    let c = "java/lang/Class";
    n.register(
        c,
        "forName",
        "(Ljava/lang/String;)Ljava/lang/Class;",
        for_name,
    );
    n.register(
        c,
        "getPrimitiveClass",
        "(Ljava/lang/String;)Ljava/lang/Class;",
        get_primitive_class,
    );
    n.register(c, "getName", "()Ljava/lang/String;", get_name);
    n.register(c, "getSimpleName", "()Ljava/lang/String;", get_simple_name);
    n.register(c, "getSuperclass", "()Ljava/lang/Class;", get_superclass);
    n.register(c, "getInterfaces", "()[Ljava/lang/Class;", get_interfaces);
    n.register(
        c,
        "getComponentType",
        "()Ljava/lang/Class;",
        get_component_type,
    );
    n.register(c, "isInterface", "()Z", |vm, a| {
        let c = this(vm, a)?;
        boolean(vm.class_info(c).is_interface())
    });
    n.register(c, "isArray", "()Z", |vm, a| {
        let c = this(vm, a)?;
        boolean(matches!(vm.class_info(c).kind, ClassKind::Array { .. }))
    });
    n.register(c, "isPrimitive", "()Z", |vm, a| {
        let c = this(vm, a)?;
        boolean(matches!(vm.class_info(c).kind, ClassKind::Primitive(_)))
    });
    n.register(c, "isEnum", "()Z", |vm, a| {
        let c = this(vm, a)?;
        let info = vm.class_info(c);
        let is_enum = info.access & ACC_ENUM != 0
            && info
                .super_class
                .is_some_and(|s| &*vm.class_info(s).name == "java/lang/Enum");
        boolean(is_enum)
    });
    n.register(c, "isRecord", "()Z", |vm, a| {
        let c = this(vm, a)?;
        let info = vm.class_info(c);
        boolean(
            info.file
                .as_ref()
                .is_some_and(|f| f.record_components.is_some()),
        )
    });
    n.register(c, "getModifiers", "()I", get_modifiers);
    n.register(c, "isInstance", "(Ljava/lang/Object;)Z", |vm, a| {
        let c = this(vm, a)?;
        let r = match arg(a, 1).reference() {
            Some(r) => r,
            None => return boolean(false),
        };
        let oc = vm.class_of(r).unwrap_or(c);
        boolean(vm.is_subclass(oc, c))
    });
    n.register(c, "isAssignableFrom", "(Ljava/lang/Class;)Z", |vm, a| {
        let c = this(vm, a)?;
        let other = non_null(vm, a, 1)?;
        let oc = vm.class_of_mirror(other).unwrap_or(c);
        boolean(vm.is_subclass(oc, c))
    });
    n.register(
        c,
        "getEnumConstantsShared",
        "()[Ljava/lang/Object;",
        get_enum_constants,
    );
    n.register(c, "getNestHost", "()Ljava/lang/Class;", get_nest_host);
}

fn this(vm: &mut Vm, args: &[Value]) -> Result<ClassId, Interrupt> {
    let m = non_null(vm, args, 0)?;
    vm.class_of_mirror(m)
        .ok_or_else(|| Interrupt::Fatal("a Class object without a class".into()))
}

fn mirror_or_null(vm: &mut Vm, c: Option<ClassId>) -> NativeResult {
    match c {
        Some(c) => Ok(Value::from_ref(vm.mirror(c)?)),
        None => Ok(Value::Ref(None)),
    }
}

fn for_name(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let name = text(vm, args, 0)?;
    let internal = name.replace('.', "/");
    let valid = !name.contains('/') && !internal.is_empty();
    let found = if valid {
        vm.load_class(&internal).ok()
    } else {
        None
    };
    let Some(c) = found else {
        return Err(vm.throw_new("java/lang/ClassNotFoundException", Some(&name)));
    };
    if matches!(vm.class_info(c).kind, ClassKind::Primitive(_)) {
        return Err(vm.throw_new("java/lang/ClassNotFoundException", Some(&name)));
    }
    match vm.class_info(c).init {
        InitState::Linked => Err(Interrupt::InitThenRetry(c)),
        _ => Ok(Value::from_ref(vm.mirror(c)?)),
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
    let class_array = vm.class_id("[Ljava/lang/Class;")?;
    let arr = vm.new_array(class_array, ifaces.len())?;
    for (i, ic) in ifaces.into_iter().enumerate() {
        let m = vm.mirror(ic)?;
        if let Some(ObjData::Refs(a)) = vm.heap.get_mut(arr).map(|o| &mut o.data)
            && let Some(x) = a.get_mut(i)
        {
            *x = Some(m);
        }
    }
    Ok(Value::from_ref(arr))
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
    let info = vm.class_info(c);
    let inner = info
        .file
        .as_ref()
        .and_then(|f| {
            f.inner_classes
                .iter()
                .find(|ic| ic.inner_class.as_deref() == Some(&*info.name))
        })
        .map(|ic| ic.access_flags);
    let flags = inner.unwrap_or(info.access)
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
            | 0x4000);
    Ok(Value::Int(flags as i32))
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
