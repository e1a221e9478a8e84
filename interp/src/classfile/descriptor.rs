//! Field and method descriptors (JVMS §4.3) and name validity (§4.2).

use std::fmt;

use super::error::{ClassFormatError, Result};

/// The largest number of array dimensions a descriptor may have.
pub const MAX_ARRAY_DIMENSIONS: usize = 255;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FieldType {
    Byte,
    Char,
    Double,
    Float,
    Int,
    Long,
    Short,
    Boolean,
    /// A class or interface, by internal name (`java/lang/String`).
    Object(String),
    Array(Box<FieldType>),
}

impl FieldType {
    /// Parses a whole string as one field descriptor.
    pub fn parse(s: &str) -> Result<FieldType> {
        match parse_field(s) {
            Ok((t, "")) => Ok(t),
            Ok(_) => Err(bad_field(s, "trailing characters")),
            Err(reason) => Err(bad_field(s, reason)),
        }
    }

    /// Local-variable / operand-stack slots: 2 for `long` and `double`.
    pub fn slots(&self) -> usize {
        match self {
            FieldType::Long | FieldType::Double => 2,
            _ => 1,
        }
    }

    pub fn is_reference(&self) -> bool {
        matches!(self, FieldType::Object(_) | FieldType::Array(_))
    }

    /// The type as Java source spells it: `int`, `java.lang.String`, `int[]`.
    pub fn java_name(&self) -> String {
        match self {
            FieldType::Byte => "byte".into(),
            FieldType::Char => "char".into(),
            FieldType::Double => "double".into(),
            FieldType::Float => "float".into(),
            FieldType::Int => "int".into(),
            FieldType::Long => "long".into(),
            FieldType::Short => "short".into(),
            FieldType::Boolean => "boolean".into(),
            FieldType::Object(n) => n.replace('/', "."),
            FieldType::Array(e) => format!("{}[]", e.java_name()),
        }
    }

    pub fn descriptor(&self) -> String {
        let mut out = String::new();
        self.write_descriptor(&mut out);
        out
    }

    fn write_descriptor(&self, out: &mut String) {
        match self {
            FieldType::Byte => out.push('B'),
            FieldType::Char => out.push('C'),
            FieldType::Double => out.push('D'),
            FieldType::Float => out.push('F'),
            FieldType::Int => out.push('I'),
            FieldType::Long => out.push('J'),
            FieldType::Short => out.push('S'),
            FieldType::Boolean => out.push('Z'),
            FieldType::Object(name) => {
                out.push('L');
                out.push_str(name);
                out.push(';');
            }
            FieldType::Array(elem) => {
                out.push('[');
                elem.write_descriptor(out);
            }
        }
    }
}

impl fmt::Display for FieldType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.descriptor())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MethodDescriptor {
    pub params: Vec<FieldType>,
    /// `None` for `void`.
    pub ret: Option<FieldType>,
}

impl MethodDescriptor {
    pub fn parse(s: &str) -> Result<MethodDescriptor> {
        let Some(mut rest) = s.strip_prefix('(') else {
            return Err(bad_method(s, "missing '('"));
        };
        let mut params = Vec::new();
        loop {
            if let Some(r) = rest.strip_prefix(')') {
                rest = r;
                break;
            }
            let (t, r) = parse_field(rest).map_err(|reason| bad_method(s, reason))?;
            params.push(t);
            rest = r;
        }
        let ret = if rest == "V" {
            None
        } else {
            match parse_field(rest) {
                Ok((t, "")) => Some(t),
                Ok(_) => return Err(bad_method(s, "trailing characters")),
                Err(reason) => return Err(bad_method(s, reason)),
            }
        };
        let d = MethodDescriptor { params, ret };
        if d.param_slots() > 255 {
            return Err(bad_method(s, "more than 255 parameter slots"));
        }
        Ok(d)
    }

    /// Slots taken by the parameters, not counting any receiver.
    pub fn param_slots(&self) -> usize {
        self.params.iter().map(FieldType::slots).sum()
    }

    pub fn descriptor(&self) -> String {
        let mut out = String::from("(");
        for p in &self.params {
            p.write_descriptor(&mut out);
        }
        out.push(')');
        match &self.ret {
            Some(t) => t.write_descriptor(&mut out),
            None => out.push('V'),
        }
        out
    }
}

fn bad_field(s: &str, reason: &str) -> ClassFormatError {
    ClassFormatError::new(format!("invalid field descriptor {s:?}: {reason}"))
}

fn bad_method(s: &str, reason: &str) -> ClassFormatError {
    ClassFormatError::new(format!("invalid method descriptor {s:?}: {reason}"))
}

/// Parses one field type at the start of `s`, returning it and the rest.
fn parse_field(s: &str) -> std::result::Result<(FieldType, &str), &'static str> {
    let rest = s.trim_start_matches('[');
    let dims = s.len() - rest.len();
    if dims > MAX_ARRAY_DIMENSIONS {
        return Err("array type has more than 255 dimensions");
    }
    let mut chars = rest.chars();
    let base = match chars.next() {
        Some('B') => FieldType::Byte,
        Some('C') => FieldType::Char,
        Some('D') => FieldType::Double,
        Some('F') => FieldType::Float,
        Some('I') => FieldType::Int,
        Some('J') => FieldType::Long,
        Some('S') => FieldType::Short,
        Some('Z') => FieldType::Boolean,
        Some('L') => {
            let Some((name, after)) = chars.as_str().split_once(';') else {
                return Err("missing ';' after class name");
            };
            if !is_valid_binary_name(name) {
                return Err("invalid class name");
            }
            chars = after.chars();
            FieldType::Object(name.to_owned())
        }
        Some(_) => return Err("unexpected character where a type was expected"),
        None => return Err("unexpected end where a type was expected"),
    };
    let mut t = base;
    for _ in 0..dims {
        t = FieldType::Array(Box::new(t));
    }
    Ok((t, chars.as_str()))
}

/// A binary name in internal form: `/`-separated non-empty identifiers
/// containing none of `. ; [ /` (JVMS §4.2.1).
pub fn is_valid_binary_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .split('/')
            .all(|seg| !seg.is_empty() && !seg.contains(['.', ';', '[']))
}

/// The name of a `Class` constant: a binary name or an array descriptor.
pub fn is_valid_class_name(name: &str) -> bool {
    if name.starts_with('[') {
        FieldType::parse(name).is_ok()
    } else {
        is_valid_binary_name(name)
    }
}

/// An unqualified name (JVMS §4.2.2); method names also exclude `<` and `>`
/// except for `<init>` and `<clinit>`.
pub fn is_valid_unqualified_name(name: &str, method: bool) -> bool {
    if method && (name == "<init>" || name == "<clinit>") {
        return true;
    }
    !name.is_empty()
        && !name.contains(['.', ';', '[', '/'])
        && (!method || !name.contains(['<', '>']))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obj(s: &str) -> FieldType {
        FieldType::Object(s.to_owned())
    }

    #[test]
    fn field_types() {
        assert_eq!(FieldType::parse("I"), Ok(FieldType::Int));
        assert_eq!(
            FieldType::parse("Ljava/lang/String;"),
            Ok(obj("java/lang/String"))
        );
        assert_eq!(
            FieldType::parse("[[J"),
            Ok(FieldType::Array(Box::new(FieldType::Array(Box::new(
                FieldType::Long
            )))))
        );
        for s in [
            "BCDFIJSZ",
            "",
            "L;",
            "Ljava/lang/String",
            "La//b;",
            "La.b;",
            "[",
            "V",
            "Q",
            "II",
        ] {
            assert!(FieldType::parse(s).is_err(), "{s}");
        }
        assert_eq!(FieldType::Long.slots(), 2);
        assert_eq!(FieldType::Double.slots(), 2);
        assert_eq!(obj("x").slots(), 1);
        for s in ["[[Ljava/lang/Object;", "Z", "[B", "La/b$c;"] {
            assert_eq!(
                FieldType::parse(s).map(|t| t.descriptor()).as_deref(),
                Ok(s)
            );
        }
    }

    #[test]
    fn array_dimension_limit() {
        let ok = format!("{}I", "[".repeat(255));
        assert!(FieldType::parse(&ok).is_ok());
        let bad = format!("{}I", "[".repeat(256));
        let e = FieldType::parse(&bad)
            .err()
            .map(|e| e.message)
            .unwrap_or_default();
        assert!(e.contains("255 dimensions"), "{e}");
    }

    #[test]
    fn method_descriptors() {
        let d = MethodDescriptor::parse("(IJLjava/lang/String;[D)V");
        assert_eq!(
            d,
            Ok(MethodDescriptor {
                params: vec![
                    FieldType::Int,
                    FieldType::Long,
                    obj("java/lang/String"),
                    FieldType::Array(Box::new(FieldType::Double))
                ],
                ret: None
            })
        );
        assert_eq!(d.map(|d| d.param_slots()), Ok(5));
        let d = MethodDescriptor::parse("()[Ljava/lang/Object;");
        assert_eq!(
            d.map(|d| d.descriptor()).as_deref(),
            Ok("()[Ljava/lang/Object;")
        );
        for s in [
            "", "()", "(V)V", "(I", "()VV", "(I)II", "I)V", "(L;)V", ")V",
        ] {
            assert!(MethodDescriptor::parse(s).is_err(), "{s}");
        }
        let many = format!("({})V", "J".repeat(128));
        assert!(MethodDescriptor::parse(&many).is_err());
        let max = format!("({})V", "I".repeat(255));
        assert!(MethodDescriptor::parse(&max).is_ok());
    }

    #[test]
    fn names() {
        assert!(is_valid_class_name("java/lang/Object"));
        assert!(is_valid_class_name("[Ljava/lang/Object;"));
        assert!(!is_valid_class_name("java.lang.Object"));
        assert!(!is_valid_class_name("/a"));
        assert!(!is_valid_class_name(""));
        assert!(is_valid_unqualified_name("<init>", true));
        assert!(is_valid_unqualified_name("<init>", false));
        assert!(!is_valid_unqualified_name("<foo>", true));
        assert!(!is_valid_unqualified_name("a<b", true));
        assert!(is_valid_unqualified_name("a<b", false));
        assert!(!is_valid_unqualified_name("a/b", false));
    }
}
