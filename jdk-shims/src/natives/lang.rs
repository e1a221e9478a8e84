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

/// Java's `Character.getType` code of a code point (Unicode general category).
fn java_type(cp: i32) -> i32 {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    if (0xD800..=0xDFFF).contains(&cp) {
        return 19;
    }
    let Some(c) = char::from_u32(cp as u32) else {
        return 0;
    };
    match get_general_category(c) {
        G::Unassigned => 0,
        G::UppercaseLetter => 1,
        G::LowercaseLetter => 2,
        G::TitlecaseLetter => 3,
        G::ModifierLetter => 4,
        G::OtherLetter => 5,
        G::NonspacingMark => 6,
        G::EnclosingMark => 7,
        G::SpacingMark => 8,
        G::DecimalNumber => 9,
        G::LetterNumber => 10,
        G::OtherNumber => 11,
        G::SpaceSeparator => 12,
        G::LineSeparator => 13,
        G::ParagraphSeparator => 14,
        G::Control => 15,
        G::Format => 16,
        G::PrivateUse => 18,
        G::Surrogate => 19,
        G::DashPunctuation => 20,
        G::OpenPunctuation => 21,
        G::ClosePunctuation => 22,
        G::ConnectorPunctuation => 23,
        G::OtherPunctuation => 24,
        G::MathSymbol => 25,
        G::CurrencySymbol => 26,
        G::ModifierSymbol => 27,
        G::OtherSymbol => 28,
        G::InitialPunctuation => 29,
        G::FinalPunctuation => 30,
        _ => 0,
    }
}

fn cp(a: &[Value]) -> i32 {
    arg(a, 0).int()
}

fn register_character(n: &mut Natives) {
    let c = "java/lang/Character";
    n.register(c, "isLetter", "(I)Z", |_, a| {
        boolean((1..=5).contains(&java_type(cp(a))))
    });
    n.register(c, "isDigit", "(I)Z", |_, a| boolean(java_type(cp(a)) == 9));
    n.register(c, "isLetterOrDigit", "(I)Z", |_, a| {
        boolean(matches!(java_type(cp(a)), 1..=5 | 9))
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
        boolean(java_type(cp(a)) == 3)
    });
    n.register(c, "isWhitespace", "(I)Z", |_, a| {
        let v = cp(a);
        boolean(
            matches!(v, 0x09..=0x0D | 0x1C..=0x1F)
                || (matches!(java_type(v), 12..=14) && !matches!(v, 0x00A0 | 0x2007 | 0x202F)),
        )
    });
    n.register(c, "isSpaceChar", "(I)Z", |_, a| {
        boolean(matches!(java_type(cp(a)), 12..=14))
    });
    n.register(c, "isIdeographic", "(I)Z", |_, a| {
        boolean(ch(a).is_some_and(|c| {
            matches!(c, '\u{3006}' | '\u{3007}' | '\u{3021}'..='\u{3029}' | '\u{3038}'..='\u{303A}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{3134F}')
        }))
    });
    n.register(c, "toUpperCase", "(I)I", |_, a| {
        Ok(Value::Int(map_case(cp(a), true)))
    });
    n.register(c, "toLowerCase", "(I)I", |_, a| {
        Ok(Value::Int(map_case(cp(a), false)))
    });
    n.register(c, "toTitleCase", "(I)I", |_, a| {
        let v = cp(a);
        Ok(Value::Int(match v {
            0x01C4..=0x01C6 => 0x01C5,
            0x01C7..=0x01C9 => 0x01C8,
            0x01CA..=0x01CC => 0x01CB,
            0x01F1..=0x01F3 => 0x01F2,
            _ => map_case(v, true),
        }))
    });
    n.register(c, "digit", "(II)I", |_, a| {
        Ok(Value::Int(digit(cp(a), arg(a, 1).int())))
    });
    n.register(c, "getNumericValue", "(I)I", |_, a| {
        let v = cp(a);
        let d = digit(v, 36);
        Ok(Value::Int(if d >= 0 {
            d
        } else if matches!(java_type(v), 10 | 11) {
            -2
        } else {
            -1
        }))
    });
    n.register(c, "getType", "(I)I", |_, a| {
        Ok(Value::Int(java_type(cp(a))))
    });
}

/// The value of a decimal digit (Nd): its position in its run of ten.
fn decimal_value(cp: i32) -> Option<u32> {
    if java_type(cp) != 9 {
        return None;
    }
    let mut start = cp;
    while start > 0 && java_type(start - 1) == 9 && cp - start < 64 {
        start -= 1;
    }
    Some(((cp - start) % 10) as u32)
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
        _ => match decimal_value(cp) {
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

#[cfg(test)]
mod tests {
    use super::{digit, java_type, map_case};

    #[test]
    fn general_categories_use_javas_numbering() {
        assert_eq!(java_type('A' as i32), 1);
        assert_eq!(java_type('a' as i32), 2);
        assert_eq!(java_type(0x01C5), 3); // Dž titlecase
        assert_eq!(java_type(0x0301), 6); // combining acute accent
        assert_eq!(java_type('7' as i32), 9);
        assert_eq!(java_type(' ' as i32), 12);
        assert_eq!(java_type(0x2028), 13);
        assert_eq!(java_type('\n' as i32), 15);
        assert_eq!(java_type(0xD800), 19);
        assert_eq!(java_type('(' as i32), 21);
        assert_eq!(java_type('$' as i32), 26);
        assert_eq!(java_type(0x10FFFF), 0);
        assert_eq!(java_type(-1), 0);
    }

    #[test]
    fn digits_in_any_script_and_radix() {
        assert_eq!(digit('7' as i32, 10), 7);
        assert_eq!(digit('z' as i32, 36), 35);
        assert_eq!(digit('z' as i32, 35), -1);
        assert_eq!(digit(0x0663, 10), 3); // Arabic-Indic three
        assert_eq!(digit(0x1D7D0, 10), 2); // mathematical bold two
        assert_eq!(digit(0xFF21, 16), 10); // fullwidth A
        assert_eq!(digit('5' as i32, 1), -1);
    }

    #[test]
    fn case_mapping_is_one_to_one_as_in_java() {
        assert_eq!(map_case('a' as i32, true), 'A' as i32);
        assert_eq!(map_case(0x00DF, true), 0x00DF); // ß stays: SS is two chars
        assert_eq!(map_case(0x0130, false), 'i' as i32);
        assert_eq!(map_case(0x03A3, false), 0x03C3);
        assert_eq!(map_case(0xD800, true), 0xD800);
    }
}
