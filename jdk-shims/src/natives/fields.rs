//! `jdk.internal.terrarium.FieldAccess`: a class's declared instance fields
//! by name, and reads and writes of them by slot. What the atomic field
//! updaters (`AtomicIntegerFieldUpdater` & co.) stand on, without reflection.
use interp::{Interrupt, Natives, Value, Vm};

use super::{arg, non_null, string, text};

const FA: &str = "jdk/internal/terrarium/FieldAccess";

pub fn register(n: &mut Natives) {
    n.register(
        FA,
        "slot",
        "(Ljava/lang/Class;Ljava/lang/String;)I",
        |vm, a| {
            Ok(Value::Int(match declared(vm, a)? {
                Some(f) if f.access & interp::runtime::class::ACC_STATIC != 0 => -2,
                Some(f) => f.slot as i32,
                None => -1,
            }))
        },
    );
    n.register(
        FA,
        "modifiers",
        "(Ljava/lang/Class;Ljava/lang/String;)I",
        |vm, a| Ok(Value::Int(declared(vm, a)?.map_or(0, |f| f.access as i32))),
    );
    n.register(
        FA,
        "descriptor",
        "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;",
        |vm, a| match declared(vm, a)? {
            Some(f) => string(vm, &f.descriptor),
            None => Ok(Value::Ref(None)),
        },
    );
    for (name, desc) in [
        ("getObject", "(Ljava/lang/Object;I)Ljava/lang/Object;"),
        ("getInt", "(Ljava/lang/Object;I)I"),
        ("getLong", "(Ljava/lang/Object;I)J"),
    ] {
        n.register(FA, name, desc, |vm, a| {
            let o = non_null(vm, a, 0)?;
            Ok(vm.field(o, arg(a, 1).int() as u16))
        });
    }
    for (name, desc) in [
        ("putObject", "(Ljava/lang/Object;ILjava/lang/Object;)V"),
        ("putInt", "(Ljava/lang/Object;II)V"),
        ("putLong", "(Ljava/lang/Object;IJ)V"),
    ] {
        n.register(FA, name, desc, |vm, a| {
            let o = non_null(vm, a, 0)?;
            vm.set_field(o, arg(a, 1).int() as u16, arg(a, 2));
            Ok(Value::Top)
        });
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
