//! jdk.internal.terrarium.WorldRandom: what unseeded generators (`new
//! Random()`, `Math.random`, `ThreadLocalRandom`, `SecureRandom`, ...) ask
//! the world: the next queued random value, mapped into the draw's range
//! (`world/random.rs`), and the access log of every draw with its value.
//! The draw itself is Java (`java.util.Random`): these natives are leaves.
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, Value, Vm};

use super::{arg, boolean, env, text};
use crate::float_text;
use crate::world::log::Access;
use crate::world::random::RandomValue;

/// The next queued value. The library asks `queued()` first; a caller that
/// did not gets an exception, not a made-up value.
fn take(vm: &mut Vm) -> Result<RandomValue, Interrupt> {
    match env(vm)?.world.random.pop_front() {
        Some(v) => Ok(v),
        None => Err(vm.throw_new(
            "java/lang/IllegalStateException",
            Some("no random value queued"),
        )),
    }
}

fn log(vm: &mut Vm, args: &[Value], value: String) -> Result<(), Interrupt> {
    let call = text(vm, args, 0)?;
    env(vm)?.world.log(Access::Random { call, value });
    Ok(())
}

natives! {
    /// The world's randomness, as unseeded generators see it. Unseeded `Random`s (and
    /// `Math.random`, `ThreadLocalRandom`, `SecureRandom`, the unseeded `Collections.shuffle`,
    /// `UUID.randomUUID`) first take the values the world queued (`random` in a world file,
    /// `World.nextRandom`), then draw from their stream; `java.util.Random` does the drawing
    /// and calls these for each public draw.
    "jdk/internal/terrarium/WorldRandom" {
        /// Whether a queued value waits.
        "queued" "()Z" => queued,
        /// The next queued value as a whole number in [origin, bound); origin == bound: any
        /// long.
        "takeLong" "(JJ)J" => take_long,
        /// The next queued value as a boolean (`world/random.rs` says what a value means for
        /// each draw); `IllegalStateException` when nothing is queued.
        "takeBoolean" "()Z" => take_boolean,
        /// The next queued value as a double in [0, 1).
        "takeDouble" "()D" => take_double,
        /// The next queued value as a float in [0, 1).
        "takeFloat" "()F" => take_float,
        /// The next queued value as a Gaussian draw.
        "takeGaussian" "()D" => take_gaussian,
        /// Logs a draw (call, value as Java prints it) and returns the value.
        "drew" "(Ljava/lang/String;I)I" => drew_int,
        /// Logs a draw (call, value as Java prints it) and returns the value.
        "drew" "(Ljava/lang/String;J)J" => drew_long,
        /// Logs a draw (call, value as Java prints it) and returns the value.
        "drew" "(Ljava/lang/String;Z)Z" => drew_boolean,
        /// Logs a draw (call, value as Java prints it) and returns the value.
        "drew" "(Ljava/lang/String;F)F" => drew_float,
        /// Logs a draw (call, value as Java prints it) and returns the value.
        "drew" "(Ljava/lang/String;D)D" => drew_double,
        /// Logs bytes drawn (in hex).
        "drew" "(Ljava/lang/String;[B)V" => drew_bytes,
    }
}

fn drew_bytes(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let hex: String = match arg(a, 1).reference().and_then(|r| vm.heap.get(r)) {
        Some(o) => match &o.data {
            ObjData::Bytes(d) => d.iter().map(|&b| format!("{:02x}", b as u8)).collect(),
            _ => String::new(),
        },
        None => String::new(),
    };
    log(vm, a, hex)?;
    Ok(Value::Top)
}

fn queued(vm: &mut Vm, _: &[Value]) -> NativeResult {
    boolean(!env(vm)?.world.random.is_empty())
}

fn take_long(vm: &mut Vm, a: &[Value]) -> NativeResult {
    // Longs take two argument slots.
    let (origin, bound) = (arg(a, 0).long() as i128, arg(a, 2).long() as i128);
    // origin == bound: the whole range of long.
    let (origin, bound) = if bound > origin {
        (origin, bound)
    } else {
        (i64::MIN as i128, i64::MAX as i128 + 1)
    };
    Ok(Value::Long(take(vm)?.integer(origin, bound) as i64))
}

fn take_boolean(vm: &mut Vm, _: &[Value]) -> NativeResult {
    boolean(take(vm)?.boolean())
}

fn take_double(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Double(take(vm)?.unit()))
}

fn take_float(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Float(take(vm)?.unit_float()))
}

fn take_gaussian(vm: &mut Vm, _: &[Value]) -> NativeResult {
    Ok(Value::Double(take(vm)?.gaussian()))
}

fn drew_int(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let v = arg(a, 1);
    log(vm, a, v.int().to_string())?;
    Ok(v)
}

fn drew_long(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let v = arg(a, 1);
    log(vm, a, v.long().to_string())?;
    Ok(v)
}

fn drew_boolean(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let v = arg(a, 1);
    log(vm, a, (v.int() != 0).to_string())?;
    Ok(v)
}

fn drew_float(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let v = arg(a, 1);
    log(vm, a, float_text::float_to_string(v.float()))?;
    Ok(v)
}

fn drew_double(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let v = arg(a, 1);
    log(vm, a, float_text::double_to_string(v.double()))?;
    Ok(v)
}
