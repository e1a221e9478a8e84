//! `jdk.internal.terrarium.invoke.Invokers`: what the class library's
//! `java.lang.invoke` needs from the VM — the signature-polymorphic call
//! sites and `ldc` constants it numbered (see `interp::exec::method_handles`)
//! and the constant-pool entries and bootstrap methods of a class,
//! described as plain Java values for the Java side to resolve.
use interp::classfile::Constant;
use interp::runtime::class::PrimKind;
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, ObjRef, Value, Vm};

use super::{arg, class_arg, ref_array, string};

natives! {
    /// What a serializable lambda's `writeReplace` needs for its `SerializedLambda`.
    "jdk/internal/terrarium/invoke/Lambdas" {
        /// The class whose `invokedynamic` made the lambda proxy class, or null for another
        /// class.
        "capturingClass" "(Ljava/lang/Class;)Ljava/lang/Class;" => capturing_class,
        /// Functional interface, method, its type, implementation kind, class, name, type and
        /// instantiated type of a lambda proxy class; null for another class.
        "describe" "(Ljava/lang/Class;)[Ljava/lang/String;" => describe,
        /// The lambda's captured values, boxed; null for another object.
        "capturedArgs" "(Ljava/lang/Object;)[Ljava/lang/Object;" => captured_args,
    }
    /// `java.lang.invoke`'s view of the VM (`interp/src/exec/method_handles.rs`): the
    /// signature-polymorphic call sites and `ldc` constants it numbered, and a class's pool
    /// entries and bootstrap methods as plain values.
    "jdk/internal/terrarium/invoke/Invokers" {
        /// A site's method name: `invokeExact`, `invoke`, or a VarHandle access mode.
        "siteName" "(I)Ljava/lang/String;" => site_name,
        /// A site's descriptor as written at the call.
        "siteType" "(I)Ljava/lang/String;" => site_type,
        /// {class, Integer pool index} of an `ldc` of a MethodType, MethodHandle or dynamic
        /// constant (each such `ldc` calls `Invokers.constant(id)`).
        "constantSite" "(I)[Ljava/lang/Object;" => constant_site,
        /// A pool entry described in plain values: {"Class", name}, {"MethodType", descriptor},
        /// {"MethodHandle", kind, owner, name, descriptor, interface}, ...;
        /// `IllegalArgumentException` for others.
        "entry" "(Ljava/lang/Class;I)[Ljava/lang/Object;" => entry,
        /// A bootstrap method's handle entry, then its argument entries (`BootstrapMethodError`
        /// if none).
        "bootstrap" "(Ljava/lang/Class;I)[I" => bootstrap,
    }
}

fn or_null(vm: &mut Vm, s: Option<String>) -> NativeResult {
    match s {
        Some(s) => string(vm, &s),
        None => Ok(Value::Ref(None)),
    }
}

/// A new object of box class `class` holding `v` in its `value` field.
fn boxed(vm: &mut Vm, class: &str, v: Value) -> Result<ObjRef, Interrupt> {
    let c = vm.class_id(class)?;
    let o = vm.new_object(c)?;
    match vm.field_slot(c, "value") {
        Some(s) => vm.set_field(o, s, v),
        None => return Err(Interrupt::Fatal(format!("{class} lacks its value field"))),
    }
    Ok(o)
}

fn boxed_int(vm: &mut Vm, v: i32) -> Result<ObjRef, Interrupt> {
    boxed(vm, "java/lang/Integer", Value::Int(v))
}

/// Entry `index` of the constant pool of class argument 0, described as
/// `{kind, ...}`: `{"Integer"|"Long"|"Float"|"Double"|"String", value}`,
/// `{"Class", class name}` (internal form, resolved by the Java side so
/// that a missing class fails there), `{"MethodType", descriptor}`,
/// `{"MethodHandle", kind, owner, name, descriptor, interface?}` and
/// `{"Dynamic"|"InvokeDynamic", bootstrap index, name, descriptor}`.
fn entry(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let c = class_arg(vm, args, 0)?;
    let index = u16::try_from(arg(args, 1).int()).unwrap_or(0);
    let cp = vm.class_info(c).cp.clone();
    let bad = |vm: &mut Vm| {
        vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some("Wrong type at constant pool index"),
        )
    };
    let Ok(constant) = cp.get(index) else {
        return Err(bad(vm));
    };
    let mut items: Vec<Option<ObjRef>> = Vec::new();
    let text = |vm: &mut Vm, s: &str| -> Result<Option<ObjRef>, Interrupt> {
        Ok(Some(vm.new_string_from(s)?))
    };
    match constant {
        Constant::Integer(v) => {
            items.push(text(vm, "Integer")?);
            items.push(Some(boxed(vm, "java/lang/Integer", Value::Int(*v))?));
        }
        Constant::Long(v) => {
            items.push(text(vm, "Long")?);
            items.push(Some(boxed(vm, "java/lang/Long", Value::Long(*v))?));
        }
        Constant::Float(v) => {
            items.push(text(vm, "Float")?);
            items.push(Some(boxed(vm, "java/lang/Float", Value::Float(*v))?));
        }
        Constant::Double(v) => {
            items.push(text(vm, "Double")?);
            items.push(Some(boxed(vm, "java/lang/Double", Value::Double(*v))?));
        }
        Constant::String { .. } => {
            let Ok(units) = cp.string_utf16(index) else {
                return Err(bad(vm));
            };
            let s = vm.intern(units)?;
            items.push(text(vm, "String")?);
            items.push(Some(s));
        }
        Constant::Class { .. } => {
            let Ok(name) = cp.class_name(index) else {
                return Err(bad(vm));
            };
            items.push(text(vm, "Class")?);
            items.push(text(vm, name)?);
        }
        Constant::MethodType { .. } => {
            let Ok(d) = cp.method_type(index) else {
                return Err(bad(vm));
            };
            items.push(text(vm, "MethodType")?);
            items.push(text(vm, d)?);
        }
        Constant::MethodHandle { .. } => {
            let Ok((kind, r)) = cp.method_handle(index) else {
                return Err(bad(vm));
            };
            let (class, name, desc, iface) = (
                r.class.to_string(),
                r.name.to_string(),
                r.descriptor.to_string(),
                r.is_interface,
            );
            items.push(text(vm, "MethodHandle")?);
            items.push(Some(boxed_int(vm, i32::from(kind))?));
            items.push(text(vm, &class)?);
            items.push(text(vm, &name)?);
            items.push(text(vm, &desc)?);
            items.push(Some(boxed(
                vm,
                "java/lang/Boolean",
                Value::Int(iface as i32),
            )?));
        }
        Constant::Dynamic { .. } | Constant::InvokeDynamic { .. } => {
            let kind = if matches!(constant, Constant::Dynamic { .. }) {
                "Dynamic"
            } else {
                "InvokeDynamic"
            };
            let Ok((bsm, name, desc)) = cp.dynamic(index).or_else(|_| cp.invoke_dynamic(index))
            else {
                return Err(bad(vm));
            };
            let (name, desc) = (name.to_string(), desc.to_string());
            items.push(text(vm, kind)?);
            items.push(Some(boxed_int(vm, i32::from(bsm))?));
            items.push(text(vm, &name)?);
            items.push(text(vm, &desc)?);
        }
        _ => return Err(bad(vm)),
    }
    ref_array(vm, "[Ljava/lang/Object;", &items)
}

/// A serializable lambda's origin, for its SerializedLambda.
fn capturing_class(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = class_arg(vm, a, 0)?;
    let host = vm.lambda_info(c).map(|i| i.capturing);
    super::mirror_or_null(vm, host)
}

fn describe(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = class_arg(vm, a, 0)?;
    let Some(i) = vm.lambda_info(c).cloned() else {
        return Ok(Value::Ref(None));
    };
    let parts = [
        i.interface,
        i.method,
        i.method_type,
        i.impl_kind.to_string(),
        i.impl_class,
        i.impl_name,
        i.impl_type,
        i.instantiated,
    ];
    super::string_array(vm, &parts)
}

fn captured_args(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let o = super::non_null(vm, a, 0)?;
    let Some(c) = vm.class_of(o) else {
        return Ok(Value::Ref(None));
    };
    let Some(i) = vm.lambda_info(c).cloned() else {
        return Ok(Value::Ref(None));
    };
    let mut items = Vec::with_capacity(i.captured.len());
    for (slot, ty) in &i.captured {
        let v = vm.field(o, *slot);
        items.push(vm.box_value(ty, v)?);
    }
    ref_array(vm, "[Ljava/lang/Object;", &items)
}

fn site_name(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let name = vm.invoke_site(arg(a, 0).int()).map(|(n, _)| n.to_string());
    or_null(vm, name)
}

fn site_type(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let d = vm.invoke_site(arg(a, 0).int()).map(|(_, d)| d.to_string());
    or_null(vm, d)
}

fn constant_site(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let Some((c, index)) = vm.invoke_constant(arg(a, 0).int()) else {
        return Ok(Value::Ref(None));
    };
    let mirror = vm.mirror(c)?;
    let i = boxed_int(vm, i32::from(index))?;
    ref_array(vm, "[Ljava/lang/Object;", &[Some(mirror), Some(i)])
}

fn bootstrap(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let c = class_arg(vm, a, 0)?;
    let index = arg(a, 1).int();
    let bsm = usize::try_from(index).ok().and_then(|i| {
        let file = vm.class_info(c).file.as_ref()?;
        let b = file.bootstrap_methods.get(i)?;
        let mut v = vec![i32::from(b.method_ref)];
        v.extend(b.arguments.iter().map(|&x| i32::from(x)));
        Some(v)
    });
    let Some(v) = bsm else {
        return Err(vm.throw_new(
            "java/lang/BootstrapMethodError",
            Some("no such bootstrap method"),
        ));
    };
    let arr = vm.new_prim_array(PrimKind::Int, v.len())?;
    if let Some(ObjData::Ints(x)) = vm.heap.get_mut(arr).map(|o| &mut o.data)
        && x.len() == v.len()
    {
        x.copy_from_slice(&v);
    }
    Ok(Value::from_ref(arr))
}
