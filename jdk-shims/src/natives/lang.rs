//! Float, Double and String natives.
use interp::{NativeResult, Value, Vm};

use super::{arg, non_null, string, text};
use crate::float_text;

natives! {
    "java/lang/Float" {
        /// The bits, NaNs unchanged.
        "floatToRawIntBits" "(F)I" => float_to_raw_int_bits,
        /// The float of these bits.
        "intBitsToFloat" "(I)F" => int_bits_to_float,
        /// Exactly Java 17's digits.
        "toString" "(F)Ljava/lang/String;" => float_to_string,
    }
    "java/lang/Double" {
        /// The bits, NaNs unchanged.
        "doubleToRawLongBits" "(D)J" => double_to_raw_long_bits,
        /// The double of these bits.
        "longBitsToDouble" "(J)D" => long_bits_to_double,
        /// Exactly Java 17's digits.
        "toString" "(D)Ljava/lang/String;" => double_to_string,
    }
    /// What `Double.parseDouble` and `Float.parseFloat` call, so that their
    /// failures show HotSpot's frames.
    "jdk/internal/math/FloatingDecimal" {
        /// Java's grammar; `NumberFormatException` (`For input string: "x"`, `empty String`) or
        /// NPE for null.
        "parseFloat0" "(Ljava/lang/String;)F" => parse_float,
        /// Java's grammar; `NumberFormatException` (`For input string: "x"`, `empty String`,
        /// `multiple points`) or NPE for null.
        "parseDouble0" "(Ljava/lang/String;)D" => parse_double,
    }
    "java/lang/String" {
        /// The canonical string of these characters (the VM's table, which string literals
        /// share).
        "intern" "()Ljava/lang/String;" => intern,
    }
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

fn float_to_raw_int_bits(_: &mut Vm, a: &[Value]) -> NativeResult {
    Ok(Value::Int(arg(a, 0).float().to_bits() as i32))
}

fn int_bits_to_float(_: &mut Vm, a: &[Value]) -> NativeResult {
    Ok(Value::Float(f32::from_bits(arg(a, 0).int() as u32)))
}

fn double_to_raw_long_bits(_: &mut Vm, a: &[Value]) -> NativeResult {
    Ok(Value::Long(arg(a, 0).double().to_bits() as i64))
}

fn long_bits_to_double(_: &mut Vm, a: &[Value]) -> NativeResult {
    Ok(Value::Double(f64::from_bits(arg(a, 0).long() as u64)))
}

fn float_to_string(vm: &mut Vm, a: &[Value]) -> NativeResult {
    string(vm, &float_text::float_to_string(arg(a, 0).float()))
}

fn double_to_string(vm: &mut Vm, a: &[Value]) -> NativeResult {
    string(vm, &float_text::double_to_string(arg(a, 0).double()))
}

fn parse_double(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let s = text(vm, a, 0)?;
    match float_text::parse_double(&s) {
        Some(d) => Ok(Value::Double(d)),
        None => Err(number_format(vm, &s)),
    }
}

fn parse_float(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let s = text(vm, a, 0)?;
    match float_text::parse_float(&s) {
        Some(f) => Ok(Value::Float(f)),
        None => Err(number_format(vm, &s)),
    }
}

fn intern(vm: &mut Vm, a: &[Value]) -> NativeResult {
    let s = non_null(vm, a, 0)?;
    let units = vm.string_units(s).map(<[u16]>::to_vec).unwrap_or_default();
    Ok(Value::from_ref(vm.intern(&units)?))
}
