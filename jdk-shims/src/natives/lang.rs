//! Float, Double, Character and String natives.
use interp::{Natives, Value, Vm};

use super::{arg, boolean, non_null, string, text};
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
        "java/lang/Double",
        "parseDouble",
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
        "java/lang/Float",
        "parseFloat",
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
    register_character(n);
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

fn ch(a: &[Value]) -> Option<char> {
    char::from_u32(arg(a, 0).int() as u32)
}

fn register_character(n: &mut Natives) {
    let c = "java/lang/Character";
    n.register(c, "isLetter", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(char::is_alphabetic) && !ch(a).is_some_and(is_mark))
    });
    n.register(c, "isDigit", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(is_decimal_digit))
    });
    n.register(c, "isLetterOrDigit", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(|c| (c.is_alphabetic() && !is_mark(c)) || is_decimal_digit(c)))
    });
    n.register(c, "isAlphabetic", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(char::is_alphabetic))
    });
    n.register(c, "isUpperCase", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(char::is_uppercase))
    });
    n.register(c, "isLowerCase", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(char::is_lowercase))
    });
    n.register(c, "isTitleCase", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(|c| matches!(c, '\u{01C5}' | '\u{01C8}' | '\u{01CB}' | '\u{01F2}' | '\u{1F88}'..='\u{1F8F}' | '\u{1F98}'..='\u{1F9F}' | '\u{1FA8}'..='\u{1FAF}' | '\u{1FBC}' | '\u{1FCC}' | '\u{1FFC}')))
    });
    n.register(c, "isWhitespace", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(|c| {
            matches!(
                c,
                '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r' | '\u{1C}'..='\u{1F}'
            ) || (is_space_separator(c) && !matches!(c, '\u{00A0}' | '\u{2007}' | '\u{202F}'))
        }))
    });
    n.register(c, "isSpaceChar", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(is_space_separator))
    });
    n.register(c, "isIdeographic", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(|c| matches!(c, '\u{3006}' | '\u{3007}' | '\u{3021}'..='\u{3029}' | '\u{3038}'..='\u{303A}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{3134F}')))
    });
    n.register(c, "toUpperCase", "(I)I", |_, a| {
        Ok(Value::Int(map_case(arg(a, 0).int(), true)))
    });
    n.register(c, "toLowerCase", "(I)I", |_, a| {
        Ok(Value::Int(map_case(arg(a, 0).int(), false)))
    });
    n.register(c, "toTitleCase", "(I)I", |_, a| {
        let cp = arg(a, 0).int();
        Ok(Value::Int(match cp {
            0x01C4..=0x01C6 => 0x01C5,
            0x01C7..=0x01C9 => 0x01C8,
            0x01CA..=0x01CC => 0x01CB,
            0x01F1..=0x01F3 => 0x01F2,
            _ => map_case(cp, true),
        }))
    });
    n.register(c, "digit", "(II)I", |_, a| {
        Ok(Value::Int(digit(arg(a, 0).int(), arg(a, 1).int())))
    });
    n.register(c, "getNumericValue", "(I)I", |_, a| {
        let cp = arg(a, 0).int();
        let v = digit(cp, 36);
        Ok(Value::Int(if v >= 0 {
            v
        } else if ch(a).is_some_and(char::is_numeric) {
            -2
        } else {
            -1
        }))
    });
    n.register(c, "getType", "(I)I", |_, a| {
        Ok(Value::Int(general_category(ch(a))))
    });
}

fn is_space_separator(c: char) -> bool {
    matches!(
        c,
        ' ' | '\u{00A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}' | '\u{2028}' | '\u{2029}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// Unicode Nd: decimal digits in the blocks Java programs meet.
fn is_decimal_digit(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && c.is_numeric() && decimal_value(c).is_some())
}

fn decimal_value(c: char) -> Option<u32> {
    const ZEROS: [u32; 24] = [
        0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6,
        0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0,
        0xFF10, 0xA620,
    ];
    let cp = c as u32;
    if (0x1D7CE..=0x1D7FF).contains(&cp) {
        return Some((cp - 0x1D7CE) % 10);
    }
    ZEROS
        .iter()
        .find(|&&z| cp >= z && cp < z + 10)
        .map(|&z| cp - z)
}

fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05BD | 0x0610..=0x061A | 0x064B..=0x065F | 0x0900..=0x0903 | 0x093A..=0x094F | 0x20D0..=0x20FF)
}

fn digit(cp: i32, radix: i32) -> i32 {
    if !(2..=36).contains(&radix) {
        return -1;
    }
    let v = match cp as u32 {
        c @ 0x30..=0x39 => c - 0x30,
        c @ 0x41..=0x5A => c - 0x41 + 10,
        c @ 0x61..=0x7A => c - 0x61 + 10,
        c @ 0xFF21..=0xFF3A => c - 0xFF21 + 10,
        c @ 0xFF41..=0xFF5A => c - 0xFF41 + 10,
        c => match char::from_u32(c).and_then(decimal_value) {
            Some(d) => d,
            None => return -1,
        },
    } as i32;
    if v < radix { v } else { -1 }
}

/// Simple case mapping: Java maps a code point to one code point, so
/// mappings that expand (ß → SS) leave the character as it is.
fn map_case(cp: i32, upper: bool) -> i32 {
    let Some(c) = char::from_u32(cp as u32) else {
        return cp;
    };
    if cp < 0x80 {
        return if upper {
            c.to_ascii_uppercase() as i32
        } else {
            c.to_ascii_lowercase() as i32
        };
    }
    // Java's special simple mappings that differ from the full ones.
    match (cp, upper) {
        (0x0130, false) => return 0x0069,
        (0x0131, true) => return 0x0049,
        (0x017F, true) => return 0x0053,
        _ => {}
    }
    let mut it: Box<dyn Iterator<Item = char>> = if upper {
        Box::new(c.to_uppercase())
    } else {
        Box::new(c.to_lowercase())
    };
    match (it.next(), it.next()) {
        (Some(m), None) => m as i32,
        _ => cp,
    }
}

/// Java's `Character.getType` codes for the categories Rust can tell apart.
fn general_category(c: Option<char>) -> i32 {
    let Some(c) = c else { return 0 };
    if c.is_uppercase() {
        1
    } else if c.is_lowercase() {
        2
    } else if is_decimal_digit(c) {
        9
    } else if c.is_alphabetic() {
        5
    } else if is_space_separator(c) {
        match c {
            '\u{2028}' => 13,
            '\u{2029}' => 14,
            _ => 12,
        }
    } else if c.is_control() {
        15
    } else if c.is_numeric() {
        11
    } else {
        match c {
            '_' => 23,
            '-' => 20,
            '(' | '[' | '{' => 21,
            ')' | ']' | '}' => 22,
            '+' | '<' | '=' | '>' | '|' | '~' => 25,
            '$' => 26,
            '^' | '`' => 27,
            '!' | '"' | '#' | '%' | '&' | '\'' | '*' | ',' | '.' | '/' | ':' | ';' | '?' | '@'
            | '\\' => 24,
            _ => 0,
        }
    }
}
