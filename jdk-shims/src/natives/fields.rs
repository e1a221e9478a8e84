//! `jdk.internal.terrarium.FieldAccess`: a class's declared instance fields
//! by name, and reads and writes of them by slot. What the atomic field
//! updaters (`AtomicIntegerFieldUpdater` & co.) stand on, without reflection.
use interp::{Interrupt, NativeResult, Value, Vm};

use super::{arg, non_null, string, text};

natives! {
    /// What the atomic field updaters stand on: a field's slot, then its value in an object by
    /// slot.
    "jdk/internal/terrarium/FieldAccess" {
        /// The slot of an instance field the class declares; -1 none, -2 static.
        "slot" "(Ljava/lang/Class;Ljava/lang/String;)I" => slot,
        /// The field's access flags; 0 when none.
        "modifiers" "(Ljava/lang/Class;Ljava/lang/String;)I" => modifiers,
        /// The field's type descriptor, or null.
        "descriptor" "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;" => descriptor,
        /// The value in that slot of the object (NPE for null).
        "getObject" "(Ljava/lang/Object;I)Ljava/lang/Object;" => get,
        /// The value in that slot of the object (NPE for null).
        "getInt" "(Ljava/lang/Object;I)I" => get,
        /// The value in that slot of the object (NPE for null).
        "getLong" "(Ljava/lang/Object;I)J" => get,
        /// Stores the value in that slot of the object (NPE for null).
        "putObject" "(Ljava/lang/Object;ILjava/lang/Object;)V" => put,
        /// Stores the value in that slot of the object (NPE for null).
        "putInt" "(Ljava/lang/Object;II)V" => put,
        /// Stores the value in that slot of the object (NPE for null).
        "putLong" "(Ljava/lang/Object;IJ)V" => put,
    }
}

/// The field argument 1 names, declared by the class argument 0 stands for.
fn declared(
    vm: &mut Vm,
    args: &[Value],
) -> Result<Option<interp::runtime::class::FieldDef>, Interrupt> {
    let mirror = non_null(vm, args, 0)?;
    let name = text(vm, args, 1)?;
    let Some(c) = vm.class_of_mirror(mirror) else {
        return Ok(None);
    };
    Ok(vm
        .class_info(c)
        .fields
        .iter()
        .find(|f| *f.name == *name)
        .cloned())
}

/// `getObject`, `getInt`, `getLong`: the value in a slot (all kinds are one `Value`).
fn get(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let o = non_null(vm, a, 0)?;
    Ok(vm.field(o, arg(a, 1).int() as u16))
}

/// `putObject`, `putInt`, `putLong`.
fn put(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let o = non_null(vm, a, 0)?;
    vm.set_field(o, arg(a, 1).int() as u16, arg(a, 2));
    Ok(Value::Top)
}

fn slot(vm: &mut Vm, a: &[Value]) -> NativeResult {
    Ok(Value::Int(match declared(vm, a)? {
        Some(f) if f.access & interp::runtime::class::ACC_STATIC != 0 => -2,
        Some(f) => f.slot as i32,
        None => -1,
    }))
}

fn modifiers(vm: &mut Vm, a: &[Value]) -> NativeResult {
    Ok(Value::Int(declared(vm, a)?.map_or(0, |f| f.access as i32)))
}

fn descriptor(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match declared(vm, a)? {
        Some(f) => string(vm, &f.descriptor),
        None => Ok(Value::Ref(None)),
    }
}
