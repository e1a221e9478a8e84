//! jdk.internal.terrarium.WorldRandom: what unseeded generators (`new
//! Random()`, `Math.random`, `ThreadLocalRandom`, `SecureRandom`, ...) ask
//! the world: the next queued random value, mapped into the draw's range
//! (`world/random.rs`), and the access log of every draw with its value.
//! The draw itself is Java (`java.util.Random`): these natives are leaves.
use interp::runtime::heap::ObjData;
use interp::{Interrupt, NativeResult, Natives, Value, Vm};

use super::{arg, boolean, env, text};
use crate::float_text;
use crate::world::log::Access;
use crate::world::random::RandomValue;

const WR: &str = "jdk/internal/terrarium/WorldRandom";

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

pub fn register(n: &mut Natives) {
    n.register(WR, "queued", "()Z", |vm, _| {
        boolean(!env(vm)?.world.random.is_empty())
    });
    n.register(WR, "takeLong", "(JJ)J", |vm, a| {
        // Longs take two argument slots.
        let (origin, bound) = (arg(a, 0).long() as i128, arg(a, 2).long() as i128);
        // origin == bound: the whole range of long.
        let (origin, bound) = if bound > origin {
            (origin, bound)
        } else {
            (i64::MIN as i128, i64::MAX as i128 + 1)
        };
        Ok(Value::Long(take(vm)?.integer(origin, bound) as i64))
    });
    n.register(WR, "takeBoolean", "()Z", |vm, _| {
        boolean(take(vm)?.boolean())
    });
    n.register(WR, "takeDouble", "()D", |vm, _| {
        Ok(Value::Double(take(vm)?.unit()))
    });
    n.register(WR, "takeFloat", "()F", |vm, _| {
        Ok(Value::Float(take(vm)?.unit_float()))
    });
    n.register(WR, "takeGaussian", "()D", |vm, _| {
        Ok(Value::Double(take(vm)?.gaussian()))
    });
    n.register(WR, "drew", "(Ljava/lang/String;I)I", |vm, a| {
        let v = arg(a, 1);
        log(vm, a, v.int().to_string())?;
        Ok(v)
    });
    n.register(WR, "drew", "(Ljava/lang/String;J)J", |vm, a| {
        let v = arg(a, 1);
        log(vm, a, v.long().to_string())?;
        Ok(v)
    });
    n.register(WR, "drew", "(Ljava/lang/String;Z)Z", |vm, a| {
        let v = arg(a, 1);
        log(vm, a, (v.int() != 0).to_string())?;
        Ok(v)
    });
    n.register(WR, "drew", "(Ljava/lang/String;F)F", |vm, a| {
        let v = arg(a, 1);
        log(vm, a, float_text::float_to_string(v.float()))?;
        Ok(v)
    });
    n.register(WR, "drew", "(Ljava/lang/String;D)D", |vm, a| {
        let v = arg(a, 1);
        log(vm, a, float_text::double_to_string(v.double()))?;
        Ok(v)
    });
    n.register(WR, "drew", "(Ljava/lang/String;[B)V", drew_bytes);
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
