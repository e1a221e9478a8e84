//! Rust natives of the class library, one file per area. Each native is a
//! leaf (invariant 7): it reads and writes the heap, never runs Java code.
mod class;
mod console;
mod digest;
mod fields;
mod fs;
mod invoke;
mod lang;
mod math;
mod net;
mod object;
mod random;
mod reflect;
mod resources;
mod system;
mod thread;
mod throwable;
mod world_api;

use interp::{Interrupt, NativeResult, Natives, ObjRef, Value, Vm};

pub fn register_all(n: &mut Natives) {
    object::register(n);
    class::register(n);
    system::register(n);
    throwable::register(n);
    lang::register(n);
    math::register(n);
    console::register(n);
    fs::register(n);
    world_api::register(n);
    net::register(n);
    random::register(n);
    thread::register(n);
    fields::register(n);
    reflect::register(n);
    invoke::register(n);
    resources::register(n);
    digest::register(n);
}

/// Argument `i` as a reference, or a `NullPointerException`.
pub(crate) fn non_null(vm: &mut Vm, args: &[Value], i: usize) -> Result<ObjRef, Interrupt> {
    match args.get(i).and_then(|v| v.reference()) {
        Some(r) => Ok(r),
        None => Err(vm.throw_new("java/lang/NullPointerException", None)),
    }
}

pub(crate) fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or_default()
}

pub(crate) fn boolean(b: bool) -> NativeResult {
    Ok(Value::Int(b as i32))
}

pub(crate) fn string(vm: &mut Vm, s: &str) -> NativeResult {
    Ok(Value::from_ref(vm.new_string_from(s)?))
}

/// The text of a `java.lang.String` argument (NPE when null).
pub(crate) fn text(vm: &mut Vm, args: &[Value], i: usize) -> Result<String, Interrupt> {
    let r = non_null(vm, args, i)?;
    Ok(vm.string_text(r).unwrap_or_default())
}

/// The class a `java.lang.Class` argument stands for.
pub(crate) fn class_arg(
    vm: &mut Vm,
    args: &[Value],
    i: usize,
) -> Result<interp::ClassId, Interrupt> {
    let m = non_null(vm, args, i)?;
    vm.class_of_mirror(m)
        .ok_or_else(|| Interrupt::Fatal("a Class object without a class".into()))
}

/// The `Class` object of `c`, or null.
pub(crate) fn mirror_or_null(vm: &mut Vm, c: Option<interp::ClassId>) -> NativeResult {
    match c {
        Some(c) => Ok(Value::from_ref(vm.mirror(c)?)),
        None => Ok(Value::Ref(None)),
    }
}

/// A fresh `byte[]` holding `bytes`.
pub(crate) fn byte_array(vm: &mut Vm, bytes: &[u8]) -> NativeResult {
    let arr = vm.new_prim_array(interp::runtime::class::PrimKind::Byte, bytes.len())?;
    if let Some(interp::runtime::heap::ObjData::Bytes(d)) =
        vm.heap.get_mut(arr).map(|o| &mut o.data)
    {
        for (x, y) in d.iter_mut().zip(bytes) {
            *x = *y as i8;
        }
    }
    Ok(Value::from_ref(arr))
}

/// A fresh array of class `array_class` (`[Ljava/lang/Class;`) holding `items`.
pub(crate) fn ref_array(vm: &mut Vm, array_class: &str, items: &[Option<ObjRef>]) -> NativeResult {
    let ac = vm.class_id(array_class)?;
    let arr = vm.new_array(ac, items.len())?;
    if let Some(interp::runtime::heap::ObjData::Refs(d)) = vm.heap.get_mut(arr).map(|o| &mut o.data)
    {
        for (x, item) in d.iter_mut().zip(items) {
            *x = *item;
        }
    }
    Ok(Value::from_ref(arr))
}

/// A fresh `String[]` holding `items`.
pub(crate) fn string_array(vm: &mut Vm, items: &[String]) -> NativeResult {
    let mut refs = Vec::with_capacity(items.len());
    for t in items {
        refs.push(Some(vm.new_string_from(t)?));
    }
    ref_array(vm, "[Ljava/lang/String;", &refs)
}

pub(crate) fn env(vm: &mut Vm) -> Result<&mut crate::Env, Interrupt> {
    vm.ext
        .downcast_mut::<crate::Env>()
        .ok_or_else(|| Interrupt::Fatal("the VM has no Terrarium environment".into()))
}

/// The index range `[off, off + len)` of array `a`, or the
/// `IndexOutOfBoundsException` the JDK's stream methods throw.
pub(crate) fn array_range(
    vm: &mut Vm,
    a: ObjRef,
    off: i32,
    len: i32,
) -> Result<std::ops::Range<usize>, Interrupt> {
    let n = vm.heap.get(a).and_then(|o| o.data.array_len()).unwrap_or(0);
    if off < 0 || len < 0 || off as i64 + len as i64 > n as i64 {
        let m = format!("Range [{off}, {off} + {len}) out of bounds for length {n}");
        return Err(vm.throw_new("java/lang/IndexOutOfBoundsException", Some(&m)));
    }
    Ok(off as usize..off as usize + len as usize)
}
