//! java.lang.Throwable: capturing and materialising stack traces, and the
//! helpful messages of NullPointerExceptions the VM threw.
use interp::runtime::heap::ObjData;
use interp::{NativeResult, Value, Vm};

use super::{arg, non_null, ref_array};

natives! {
    "java/lang/StackWalker" {
        /// (private static) the current thread's frames, innermost first, as {declaring
        /// classes, `StackTraceElement[]`, method descriptors, bytecode indices}.
        "frames0" "()[Ljava/lang/Object;" => walk_frames,
    }
    "java/lang/Throwable" {
        /// (private) records the current Java stack in `backtrace`, skipping this throwable's
        /// constructors.
        "fillInStackTrace0" "()V" => fill_in_stack_trace0,
        /// (private) materialises `backtrace`; an empty array when none.
        "getStackTrace0" "()[Ljava/lang/StackTraceElement;" => get_stack_trace,
    }
    "java/lang/NullPointerException" {
        /// (private static) the helpful message (JEP 358) of the NPE the VM threw at the site
        /// it recorded in `faultSite` (method << 32 | instruction; the VM also sets
        /// `extendedMessageState` to 1), computed when `getMessage` first asks, as HotSpot
        /// does; null when none.
        "getExtendedNPEMessage" "(J)Ljava/lang/String;" => get_extended_npe_message,
    }
}

/// `StackWalker.frames0()`: the current thread's frames, innermost first, as
/// `{Class[] declaring classes, StackTraceElement[], String[] method
/// descriptors, int[] bytecode indices}`.
fn walk_frames(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let walked = vm.walk_frames();
    let frames: Vec<interp::vm::TraceFrame> = walked.iter().map(|(f, _, _)| f.clone()).collect();
    let elements = stack_trace_array(vm, &frames)?;
    let (mut classes, mut descriptors) = (Vec::new(), Vec::new());
    for (_, mid, _) in &walked {
        let m = vm.method_info(*mid);
        let (c, desc) = (m.class, m.descriptor.clone());
        classes.push(Some(vm.mirror(c)?));
        descriptors.push(Some(vm.new_string_from(&desc)?));
    }
    let classes = ref_array(vm, "[Ljava/lang/Class;", &classes)?;
    let descriptors = ref_array(vm, "[Ljava/lang/String;", &descriptors)?;
    let bcis = vm.new_prim_array(interp::runtime::class::PrimKind::Int, walked.len())?;
    if let Some(ObjData::Ints(a)) = vm.heap.get_mut(bcis).map(|o| &mut o.data) {
        for (x, (_, _, bci)) in a.iter_mut().zip(&walked) {
            *x = *bci as i32;
        }
    }
    ref_array(
        vm,
        "[Ljava/lang/Object;",
        &[
            classes.reference(),
            elements.reference(),
            descriptors.reference(),
            Some(bcis),
        ],
    )
}

fn get_stack_trace(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let t = non_null(vm, args, 0)?;
    let frames = vm.backtrace_frames(t);
    stack_trace_array(vm, &frames)
}

/// A `StackTraceElement[]` of `frames`.
pub(crate) fn stack_trace_array(vm: &mut Vm, frames: &[interp::vm::TraceFrame]) -> NativeResult {
    let ste = vm.class_id("java/lang/StackTraceElement")?;
    let slot = |vm: &Vm, f: &str| vm.field_slot(ste, f);
    let (module, class, method, file, line) = (
        slot(vm, "moduleName"),
        slot(vm, "declaringClass"),
        slot(vm, "methodName"),
        slot(vm, "fileName"),
        slot(vm, "lineNumber"),
    );
    let array_class = vm.class_id("[Ljava/lang/StackTraceElement;")?;
    let arr = vm.new_array(array_class, frames.len())?;
    for (i, f) in frames.iter().enumerate() {
        let e = vm.new_object(ste)?;
        let set_str =
            |vm: &mut Vm, s: Option<u16>, text: Option<&str>| -> Result<(), interp::Interrupt> {
                if let (Some(s), Some(t)) = (s, text) {
                    let r = vm.new_string_from(t)?;
                    vm.set_field(e, s, Value::from_ref(r));
                }
                Ok(())
            };
        set_str(vm, module, f.library.then_some("java.base"))?;
        set_str(vm, class, Some(&f.class))?;
        set_str(vm, method, Some(&f.method))?;
        set_str(vm, file, f.file.as_deref())?;
        // A library frame's line is HotSpot's where the shim source marks it
        // (`// hotspot:N`, written into the class files by build-classes.sh).
        if let Some(s) = line {
            vm.set_field(e, s, Value::Int(f.line));
        }
        if let Some(ObjData::Refs(a)) = vm.heap.get_mut(arr).map(|o| &mut o.data)
            && let Some(x) = a.get_mut(i)
        {
            *x = Some(e);
        }
    }
    Ok(Value::from_ref(arr))
}

fn fill_in_stack_trace0(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let t = non_null(vm, a, 0)?;
    vm.fill_backtrace(t, true)?;
    Ok(Value::Top)
}

fn get_extended_npe_message(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match vm.helpful_npe_message(arg(a, 0).long()) {
        Some(m) => super::string(vm, &m),
        None => Ok(Value::Ref(None)),
    }
}
