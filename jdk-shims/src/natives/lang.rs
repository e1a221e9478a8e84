//! Float, Double and String natives.
use interp::{Natives, Value, Vm};

use super::{arg, non_null, string, text};
use crate::float_text;

pub fn register(n: &mut Natives) {
    n.register("java/lang/Float", "floatToRawIntBits", "(F)I", |_, a| {
        Ok(Value::Int(arg(a, 0).float().to_bits() as i32))
    });
    n.register("java/lang/Float", "intBitsToFloat", "(I)F", |_, a| {
        Ok(Value::Float(f32::from_bits(arg(a, 0).int() as u32)))
    });
    n.register("java/lang/Double", "doubleToRawLongBits", "(D)J", |_, a| {
        Ok(Value::Long(arg(a, 0).double().to_bits() as i64))
    });
    n.register("java/lang/Double", "longBitsToDouble", "(J)D", |_, a| {
        Ok(Value::Double(f64::from_bits(arg(a, 0).long() as u64)))
    });
    n.register(
        "java/lang/Float",
        "toString",
        "(F)Ljava/lang/String;",
        |vm, a| string(vm, &float_text::float_to_string(arg(a, 0).float())),
    );
    n.register(
        "java/lang/Double",
        "toString",
        "(D)Ljava/lang/String;",
        |vm, a| string(vm, &float_text::double_to_string(arg(a, 0).double())),
    );
    n.register(
        "jdk/internal/math/FloatingDecimal",
        "parseDouble0",
        "(Ljava/lang/String;)D",
        |vm, a| {
            let s = text(vm, a, 0)?;
            match float_text::parse_double(&s) {
                Some(d) => Ok(Value::Double(d)),
                None => Err(number_format(vm, &s)),
            }
        },
    );
    n.register(
        "jdk/internal/math/FloatingDecimal",
        "parseFloat0",
        "(Ljava/lang/String;)F",
        |vm, a| {
            let s = text(vm, a, 0)?;
            match float_text::parse_float(&s) {
                Some(f) => Ok(Value::Float(f)),
                None => Err(number_format(vm, &s)),
            }
        },
    );
    n.register(
        "java/lang/String",
        "intern",
        "()Ljava/lang/String;",
        |vm, a| {
            let s = non_null(vm, a, 0)?;
            let units = vm.string_units(s).map(<[u16]>::to_vec).unwrap_or_default();
            Ok(Value::from_ref(vm.intern(&units)?))
        },
    );
}

/// Double.parseDouble's messages: `empty String` or `For input string: "x"`.
fn number_format(vm: &mut Vm, s: &str) -> interp::Interrupt {
    let t = s.trim_matches(|c: char| c <= ' ');
    // FloatingDecimal reports a second '.' among the leading digits specially.
    let digits = t.trim_start_matches(['+', '-']);
    let lead: String = digits
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let msg = if t.is_empty() {
        "empty String".to_string()
    } else if lead.matches('.').count() > 1 {
        "multiple points".to_string()
    } else {
        format!("For input string: \"{s}\"")
    };
    vm.throw_new("java/lang/NumberFormatException", Some(&msg))
}
