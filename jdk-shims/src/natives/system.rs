//! java.lang.System, Thread.sleep, jdk.internal.terrarium.VM.
use interp::runtime::class::ClassKind;
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, Value, Vm};

use super::{arg, env, non_null, string, string_array, text};
use crate::world::action::Action;
use crate::world::log::Access;
use crate::world::reads::Read;

natives! {
    "java/lang/System" {
        /// With HotSpot's exceptions and messages.
        "arraycopy" "(Ljava/lang/Object;ILjava/lang/Object;II)V" => arraycopy,
        /// The identity hash; 0 for null.
        "identityHashCode" "(Ljava/lang/Object;)I" => identity_hash_code,
        /// The world's clock (logged).
        "currentTimeMillis" "()J" => current_time_millis,
        /// The VM's time: instructions executed by all threads plus time skipped by sleeps and
        /// timed waits (logged).
        "nanoTime" "()J" => nano_time,
    }
    "jdk/internal/terrarium/VM" {
        /// Ends the run with that status (`System.exit` and `Runtime.exit` call it).
        "exit" "(I)V" => exit,
        /// Ends the run with that status (`Runtime.halt`).
        "halt" "(I)V" => halt,
        /// A system property's initial value or null (logged).
        "property" "(Ljava/lang/String;)Ljava/lang/String;" => property,
        /// A launch property's value or null, not logged: the default locale's
        /// `user.*` (HotSpot settles the default locale at start-up; a test does
        /// not read it from its world).
        "launchProperty" "(Ljava/lang/String;)Ljava/lang/String;" => launch_property,
        /// A world environment variable or null (logged).
        "getenv" "(Ljava/lang/String;)Ljava/lang/String;" => getenv,
        /// The world's environment as name, value, name, value, ... sorted by name (logged).
        "environment" "()[Ljava/lang/String;" => environment,
        /// Every initial property's name, sorted (`System.getProperties`).
        "propertyNames" "()[Ljava/lang/String;" => property_names,
        /// A figure of the world's machine (`runtime` in a world file): 0
        /// `availableProcessors`, 1 `freeMemory`, 2 `totalMemory`, 3 `maxMemory` (logged).
        "runtime" "(I)J" => runtime,
        /// The world's seed (mixed into unseeded `Random`; not logged: the draws are).
        "seed" "()J" => seed,
    }
}

fn time_read(clock: &str) -> Access {
    Access::Time {
        clock: clock.to_string(),
        count: 1,
    }
}

/// `int[5]` / `object array[5]`, as HotSpot names arrays in arraycopy messages.
fn describe(vm: &Vm, c: interp::ClassId, len: usize) -> String {
    match vm.class_info(c).kind {
        ClassKind::Array { elem: Some(p), .. } => format!("{}[{len}]", p.java_name()),
        _ => format!("object array[{len}]"),
    }
}

fn type_name(vm: &Vm, c: interp::ClassId) -> String {
    match vm.class_info(c).kind {
        ClassKind::Array { elem: Some(p), .. } => format!("{}[]", p.java_name()),
        ClassKind::Array { .. } => "object array[]".to_string(),
        _ => vm.class_info(c).java_name(),
    }
}

fn arraycopy(vm: &mut Vm, args: &[Value]) -> NativeResult {
    let src = non_null(vm, args, 0)?;
    let dst = non_null(vm, args, 2)?;
    let (sp, dp, len) = (arg(args, 1).int(), arg(args, 3).int(), arg(args, 4).int());
    // Fuel in proportion to the copy (elements of at most 8 bytes).
    vm.charge_bytes(u64::try_from(len).unwrap_or(0) * 8);
    let store =
        |vm: &mut Vm, m: String| Err(vm.throw_new("java/lang/ArrayStoreException", Some(&m)));
    let (sc, dc) = match (vm.class_of(src), vm.class_of(dst)) {
        (Some(a), Some(b)) => (a, b),
        _ => return Err(Interrupt::Fatal("dangling reference".into())),
    };
    let (sk, dk) = (
        vm.class_info(sc).kind.clone(),
        vm.class_info(dc).kind.clone(),
    );
    let ClassKind::Array { elem: se, .. } = sk else {
        let m = format!(
            "arraycopy: source type {} is not an array",
            vm.class_info(sc).java_name()
        );
        return store(vm, m);
    };
    let ClassKind::Array {
        elem: de,
        component: dcomp,
        ..
    } = dk
    else {
        let m = format!(
            "arraycopy: destination type {} is not an array",
            vm.class_info(dc).java_name()
        );
        return store(vm, m);
    };
    if se != de {
        let m = format!(
            "arraycopy: type mismatch: can not copy {} into {}",
            type_name(vm, sc),
            type_name(vm, dc)
        );
        return store(vm, m);
    }
    let slen = vm
        .heap
        .get(src)
        .and_then(|o| o.data.array_len())
        .unwrap_or(0);
    let dlen = vm
        .heap
        .get(dst)
        .and_then(|o| o.data.array_len())
        .unwrap_or(0);
    let oob = |vm: &mut Vm, m: String| {
        Err(vm.throw_new("java/lang/ArrayIndexOutOfBoundsException", Some(&m)))
    };
    if sp < 0 {
        let m = format!(
            "arraycopy: source index {sp} out of bounds for {}",
            describe(vm, sc, slen)
        );
        return oob(vm, m);
    }
    if dp < 0 {
        let m = format!(
            "arraycopy: destination index {dp} out of bounds for {}",
            describe(vm, dc, dlen)
        );
        return oob(vm, m);
    }
    if len < 0 {
        return oob(vm, format!("arraycopy: length {len} is negative"));
    }
    if sp as i64 + len as i64 > slen as i64 {
        let m = format!(
            "arraycopy: last source index {} out of bounds for {}",
            sp as i64 + len as i64,
            describe(vm, sc, slen)
        );
        return oob(vm, m);
    }
    if dp as i64 + len as i64 > dlen as i64 {
        let m = format!(
            "arraycopy: last destination index {} out of bounds for {}",
            dp as i64 + len as i64,
            describe(vm, dc, dlen)
        );
        return oob(vm, m);
    }
    let (sp, dp, len) = (sp as usize, dp as usize, len as usize);
    if len == 0 {
        return Ok(Value::Top);
    }
    // Only the copied range is taken out (source and destination may be
    // the same array): cloning the whole source made every small copy out
    // of a large array cost the array's length.
    let Some(data) = vm
        .heap
        .get(src)
        .and_then(|o| elements(&o.data, sp..sp + len))
    else {
        return Ok(Value::Top);
    };
    let sp = 0;
    macro_rules! copy {
        ($v:ident, $s:expr) => {{
            if let Some(ObjData::$v(d)) = vm.heap.get_mut(dst).map(|o| &mut o.data)
                && let (Some(from), Some(to)) = ($s.get(sp..sp + len), d.get_mut(dp..dp + len))
            {
                to.copy_from_slice(from);
            }
        }};
    }
    match &data {
        ObjData::Booleans(s) => copy!(Booleans, s),
        ObjData::Bytes(s) => copy!(Bytes, s),
        ObjData::Chars(s) => copy!(Chars, s),
        ObjData::Shorts(s) => copy!(Shorts, s),
        ObjData::Ints(s) => copy!(Ints, s),
        ObjData::Longs(s) => copy!(Longs, s),
        ObjData::Floats(s) => copy!(Floats, s),
        ObjData::Doubles(s) => copy!(Doubles, s),
        ObjData::Refs(s) => {
            // Element by element when the destination is narrower: copy up to the first misfit.
            let needs_check = !vm.is_subclass(sc, dc);
            let from: Vec<Option<interp::ObjRef>> =
                s.get(sp..sp + len).map(<[_]>::to_vec).unwrap_or_default();
            let mut failed = None;
            for (i, e) in from.into_iter().enumerate() {
                if needs_check && let Some(r) = e {
                    let ec = vm.class_of(r).unwrap_or(dcomp);
                    if !vm.is_subclass(ec, dcomp) {
                        failed = Some(ec);
                        break;
                    }
                }
                if let Some(ObjData::Refs(d)) = vm.heap.get_mut(dst).map(|o| &mut o.data)
                    && let Some(x) = d.get_mut(dp + i)
                {
                    *x = e;
                }
            }
            if failed.is_some() {
                let m = format!(
                    "arraycopy: element type mismatch: can not cast one of the elements of {}[] to the type of the destination array, {}",
                    match vm.class_info(sc).kind {
                        ClassKind::Array { component, .. } => vm.class_info(component).java_name(),
                        _ => String::new(),
                    },
                    vm.class_info(dcomp).java_name()
                );
                return store(vm, m);
            }
        }
        ObjData::Fields(_) => {}
    }
    Ok(Value::Top)
}

/// The elements `range` of an array, as an array of their own.
fn elements(data: &ObjData, range: std::ops::Range<usize>) -> Option<ObjData> {
    Some(match data {
        ObjData::Booleans(a) => ObjData::Booleans(a.get(range)?.into()),
        ObjData::Bytes(a) => ObjData::Bytes(a.get(range)?.into()),
        ObjData::Chars(a) => ObjData::Chars(a.get(range)?.into()),
        ObjData::Shorts(a) => ObjData::Shorts(a.get(range)?.into()),
        ObjData::Ints(a) => ObjData::Ints(a.get(range)?.into()),
        ObjData::Longs(a) => ObjData::Longs(a.get(range)?.into()),
        ObjData::Floats(a) => ObjData::Floats(a.get(range)?.into()),
        ObjData::Doubles(a) => ObjData::Doubles(a.get(range)?.into()),
        ObjData::Refs(a) => ObjData::Refs(a.get(range)?.into()),
        ObjData::Fields(_) => return None,
    })
}

fn identity_hash_code(vm: &mut Vm, a: &[Value]) -> NativeResult {
    match arg(a, 0).reference() {
        Some(r) => Ok(Value::Int(vm.heap.identity_hash(r))),
        None => Ok(Value::Int(0)),
    }
}

fn current_time_millis(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let nanos = vm.nanos();
    let e = env(vm)?;
    e.world.log(time_read("millis"));
    Ok(Value::Long(e.now_ms(nanos)))
}

fn nano_time(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let nanos = vm.nanos();
    let e = env(vm)?;
    e.world.log(time_read("nanos"));
    Ok(Value::Long(nanos))
}

fn exit(_: &mut Vm, a: &[Value]) -> NativeResult {
    Err(Interrupt::Exit(arg(a, 0).int()))
}

fn halt(_: &mut Vm, a: &[Value]) -> NativeResult {
    Err(Interrupt::Exit(arg(a, 0).int()))
}

fn property(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let key = text(vm, a, 0)?;
    let e = env(vm)?;
    e.world.log(Access::Property { name: key.clone() });
    let value = e.properties.get(&key).cloned();
    if let Some(reads) = &mut e.world.reads {
        reads.push(Read::Setup(match &value {
            Some(v) => Action::Property {
                name: key,
                value: v.clone(),
            },
            None => Action::RemoveProperty { name: key },
        }));
    }
    match value {
        Some(v) => string(vm, &v),
        None => Ok(Value::Ref(None)),
    }
}

// The default locale is the launch's (HotSpot settles it at start-up from
// these), not something a test reads from its world: unlogged, so that code
// formatting or case-mapping by default stays portable.
fn launch_property(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let key = text(vm, a, 0)?;
    match env(vm)?.properties.get(&key).cloned() {
        Some(v) => string(vm, &v),
        None => Ok(Value::Ref(None)),
    }
}

fn getenv(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let name = text(vm, a, 0)?;
    let e = env(vm)?;
    e.world.log(Access::Env { name: name.clone() });
    match e.world.env.get(&name).cloned() {
        Some(v) => string(vm, &v),
        None => Ok(Value::Ref(None)),
    }
}

fn environment(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let e = env(vm)?;
    e.world.log(Access::EnvAll);
    let pairs: Vec<String> = e
        .world
        .env
        .iter()
        .flat_map(|(k, v)| [k.clone(), v.clone()])
        .collect();
    string_array(vm, &pairs)
}

fn property_names(vm: &mut Vm, _: &[Value]) -> NativeResult {
    let names: Vec<String> = env(vm)?.properties.keys().cloned().collect();
    string_array(vm, &names)
}

fn runtime(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let e = env(vm)?;
    let m = &e.world.runtime;
    let (what, value) = match arg(a, 0).int() {
        0 => ("availableProcessors", m.processors as u64),
        1 => ("freeMemory", m.free_memory),
        2 => ("totalMemory", m.total_memory),
        _ => ("maxMemory", m.max_memory),
    };
    e.world.log(Access::Runtime {
        what: what.to_string(),
    });
    Ok(Value::Long(value.min(i64::MAX as u64) as i64))
}

/// Not logged: what the program sees of the seed is its draws, each logged (natives/random.rs).
fn seed(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Long(env(vm)?.world.seed as i64))
}
