//! java.lang.Object (but its monitor methods: `thread.rs`) and java.lang.reflect.Array.
use interp::runtime::class::ClassKind;
use interp::{NativeResult, Value, Vm};

use super::{arg, non_null};

natives! {
    "java/lang/Object" {
        /// The object's class mirror.
        "getClass" "()Ljava/lang/Class;" => get_class,
        /// The identity hash (deterministic per run).
        "hashCode" "()I" => hash_code,
        /// A shallow copy: arrays always; other objects unless their class is not `Cloneable`
        /// (`CloneNotSupportedException` with the class name).
        "clone" "()Ljava/lang/Object;" => clone,
    }
    "java/lang/reflect/Array" {
        /// (private static) the array `newInstance` makes; `IllegalArgumentException` for
        /// `void`, `NegativeArraySizeException` with the length.
        "newArray" "(Ljava/lang/Class;I)Ljava/lang/Object;" => new_array,
        /// An array's length; `IllegalArgumentException: Argument is not an array`.
        "getLength" "(Ljava/lang/Object;)I" => get_length,
    }
}

fn get_class(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let r = non_null(vm, args, 0)?;
    let c = vm
        .class_of(r)
        .ok_or_else(|| interp::Interrupt::Fatal("dangling reference".into()))?;
    Ok(Value::from_ref(vm.mirror(c)?))
}

fn hash_code(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let r = non_null(vm, args, 0)?;
    Ok(Value::Int(vm.heap.identity_hash(r)))
}

fn clone(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let r = non_null(vm, args, 0)?;
    let Some(obj) = vm.heap.get(r) else {
        return Ok(Value::Ref(None));
    };
    let (class, data) = (obj.class, obj.data.clone());
    let is_array = data.array_len().is_some();
    vm.charge_bytes(data.array_len().unwrap_or(0) as u64 * 8);
    if !is_array {
        let cloneable = vm.class_id("java/lang/Cloneable")?;
        if !vm.is_subclass(class, cloneable) {
            let name = vm.class_info(class).java_name();
            return Err(vm.throw_new("java/lang/CloneNotSupportedException", Some(&name)));
        }
    }
    let copy = match vm.heap.alloc(class, data) {
        Ok(c) => c,
        Err(_) => return Err(vm.throw_new("java/lang/OutOfMemoryError", Some("Java heap space"))),
    };
    Ok(Value::from_ref(copy))
}

fn new_array(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let m = non_null(vm, args, 0)?;
    let len = arg(args, 1).int();
    let Some(c) = vm.class_of_mirror(m) else {
        return Ok(Value::Ref(None));
    };
    if let ClassKind::Primitive(interp::runtime::class::PrimKind::Void) = vm.class_info(c).kind {
        return Err(vm.throw_new("java/lang/IllegalArgumentException", None));
    }
    if len < 0 {
        return Err(vm.throw_new(
            "java/lang/NegativeArraySizeException",
            Some(&len.to_string()),
        ));
    }
    let ac = match vm.array_class_of(c) {
        Ok(a) => a,
        Err(e) => return Err(vm.throw_new(e.java_class(), Some(&e.message()))),
    };
    Ok(Value::from_ref(vm.new_array(ac, len as usize)?))
}

fn get_length(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let r = non_null(vm, args, 0)?;
    match vm.heap.get(r).and_then(|o| o.data.array_len()) {
        Some(n) => Ok(Value::Int(n as i32)),
        None => Err(vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some("Argument is not an array"),
        )),
    }
}
