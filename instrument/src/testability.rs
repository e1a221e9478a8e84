//! The testability probes' knowledge of the JDK: which library calls
//! compare strings, parse text or store and look up keys, and how far two
//! strings are from a comparison's other result. The planner
//! (`plan.rs`) puts an operand probe before such calls; `Coverage` keeps
//! what the probes saw.
use std::rc::Rc;

use crate::coverage::COMPARED_LEN;

/// A `String` method whose boolean result a conditional jump tests. Its
/// probe runs before the call and measures how far the strings are from the
/// other result (an edit distance, as EvoSuite's string testability
/// transformation does), so that the search has a gradient towards a text
/// that `equals` a constant instead of a flat true/false.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StrTest {
    Equals,
    EqualsIgnoreCase,
    StartsWith,
    EndsWith,
    Contains,
    IsEmpty,
}

impl StrTest {
    /// The test a call to `java/lang/String.<name><descriptor>` is, if any.
    pub fn of(name: &str, descriptor: &str) -> Option<StrTest> {
        Some(match (name, descriptor) {
            ("equals", "(Ljava/lang/Object;)Z") => StrTest::Equals,
            ("equalsIgnoreCase", "(Ljava/lang/String;)Z") => StrTest::EqualsIgnoreCase,
            ("startsWith", "(Ljava/lang/String;)Z") => StrTest::StartsWith,
            ("endsWith", "(Ljava/lang/String;)Z") => StrTest::EndsWith,
            ("contains", "(Ljava/lang/CharSequence;)Z") => StrTest::Contains,
            ("isEmpty", "()Z") => StrTest::IsEmpty,
            _ => return None,
        })
    }

    /// Operands on the stack before the call (receiver included).
    pub fn operands(self) -> usize {
        if self == StrTest::IsEmpty { 1 } else { 2 }
    }

    /// Distances (to a `true` result, to a `false` result) for `s.test(arg)`.
    pub fn distances(self, s: &[u16], arg: &[u16]) -> (f64, f64) {
        // Long texts are measured on their first units: the distance only guides.
        const MAX: usize = 64;
        let cut = |x: &[u16]| -> Vec<u16> { x.iter().take(MAX).copied().collect() };
        let flat = |yes: bool| if yes { (0.0, 1.0) } else { (1.0, 0.0) };
        match self {
            StrTest::IsEmpty => {
                if s.is_empty() {
                    (0.0, 1.0)
                } else {
                    (s.len() as f64, 0.0)
                }
            }
            StrTest::Equals => {
                if s == arg {
                    flat(true)
                } else {
                    (edit_distance(&cut(s), &cut(arg)).max(1) as f64, 0.0)
                }
            }
            StrTest::EqualsIgnoreCase => {
                let fold = |x: &[u16]| -> Vec<u16> {
                    String::from_utf16_lossy(&cut(x))
                        .to_uppercase()
                        .to_lowercase()
                        .encode_utf16()
                        .collect()
                };
                let (a, b) = (fold(s), fold(arg));
                if s.len() == arg.len() && a == b {
                    flat(true)
                } else {
                    (edit_distance(&a, &b).max(1) as f64, 0.0)
                }
            }
            StrTest::StartsWith | StrTest::EndsWith => {
                let n = arg.len().min(s.len());
                let part = if self == StrTest::StartsWith {
                    &s[..n]
                } else {
                    &s[s.len() - n..]
                };
                if s.len() >= arg.len() && part == arg {
                    flat(true)
                } else {
                    let d = edit_distance(&cut(part), &cut(arg)) + (arg.len() - n).min(MAX);
                    (d.max(1) as f64, 0.0)
                }
            }
            StrTest::Contains => {
                if arg.is_empty() || s.windows(arg.len()).any(|w| w == arg) {
                    return flat(true);
                }
                let (text, pat) = (cut(s), cut(arg));
                let d = if text.len() <= pat.len() {
                    edit_distance(&text, &pat)
                } else {
                    text.windows(pat.len())
                        .map(|w| edit_distance(w, &pat))
                        .min()
                        .unwrap_or(pat.len())
                };
                (d.max(1) as f64, 0.0)
            }
        }
    }
}

/// What a library call that parses text expects of it. A parse probe runs
/// before such a call from an instrumented method and records the text, so
/// that the generator can put a valid example of the kind where that text
/// came from in the test's inputs: `LocalDate.parse("01-01")` throws and no
/// branch distance leads from there to a date, but replacing `"01-01"` by
/// `"2026-01-06"` in the key it was cut from does (input-to-state
/// replacement for parsers, as REDQUEEN does for comparisons).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseKind {
    /// `Integer`/`Long`/`Short`/`Byte.parse*`/`valueOf`, `new BigInteger(text)`.
    Integer,
    /// `Double`/`Float.parse*`/`valueOf`, `new BigDecimal(text)`.
    Decimal,
    /// `Boolean.parseBoolean`/`valueOf` (never fails; `"true"` is its one yes).
    Boolean,
    /// `LocalDate.parse`.
    Date,
    /// `LocalTime.parse`.
    Time,
    /// `LocalDateTime.parse`.
    DateTime,
    /// `C.valueOf(String)` returning a `C` (an enum's own `valueOf`): the
    /// constant names of class `C` (internal name).
    Named(Rc<str>),
}

impl ParseKind {
    /// The kind of parser `class.name descriptor` is, if it is one whose
    /// text is its last argument (on top of the stack before the call).
    pub fn of(class: &str, name: &str, descriptor: &str) -> Option<ParseKind> {
        let text_arg = descriptor.starts_with("(Ljava/lang/String;)")
            || descriptor.starts_with("(Ljava/lang/CharSequence;)");
        if !text_arg {
            return None;
        }
        let ret = descriptor.rsplit(')').next().unwrap_or("");
        Some(match (class, name) {
            ("java/lang/Integer", "parseInt" | "valueOf")
            | ("java/lang/Long", "parseLong" | "valueOf")
            | ("java/lang/Short", "parseShort" | "valueOf")
            | ("java/lang/Byte", "parseByte" | "valueOf")
            | ("java/math/BigInteger", "<init>") => ParseKind::Integer,
            ("java/lang/Double", "parseDouble" | "valueOf")
            | ("java/lang/Float", "parseFloat" | "valueOf")
            | ("java/math/BigDecimal", "<init>") => ParseKind::Decimal,
            ("java/lang/Boolean", "parseBoolean" | "valueOf") => ParseKind::Boolean,
            ("java/time/LocalDate", "parse") => ParseKind::Date,
            ("java/time/LocalTime", "parse") => ParseKind::Time,
            ("java/time/LocalDateTime", "parse") => ParseKind::DateTime,
            (c, "valueOf")
                if !c.starts_with("java/")
                    && ret.strip_prefix('L').and_then(|r| r.strip_suffix(';')) == Some(c) =>
            {
                ParseKind::Named(Rc::from(c))
            }
            _ => return None,
        })
    }
}

/// Where the key is among the operands of a `java.util` collection call
/// that stores or looks up a key (`map.put(key, v)`: second from the top;
/// `map.get(key)`, `set.contains(key)`, `list.add(x)`: the top), if the call
/// is one. A key probe records the texts so used: a key looked up that
/// differs from one stored (`getInt("b")` after `parse("a=1")`) is a pair of
/// compared texts, as if the code had compared them with `equals` (which it
/// does, inside the library, where no probe sees it).
pub fn key_operand(class: &str, name: &str, descriptor: &str) -> Option<u8> {
    if !class.starts_with("java/util/") {
        return None;
    }
    match name {
        "get" | "containsKey" | "remove" | "contains" | "add" | "indexOf" | "lastIndexOf"
            if descriptor.starts_with("(Ljava/lang/Object;)") =>
        {
            Some(1)
        }
        "put" | "putIfAbsent" | "getOrDefault"
            if descriptor.starts_with("(Ljava/lang/Object;Ljava/lang/Object;)") =>
        {
            Some(2)
        }
        _ => None,
    }
}

/// What a `String` probe measured: the distances (to a `true`, to a `false`
/// result; none when an operand is not a string, and the jump then measures
/// plain 0/1) and, for short texts, a copy of the two it compared.
pub struct StrProbe {
    pub(crate) distances: Option<(f64, f64)>,
    pub(crate) pair: Option<(Vec<u16>, Vec<u16>)>,
}

impl StrProbe {
    /// `keep`: copy the texts (while the execution still collects pairs).
    pub fn of(test: StrTest, s: Option<&[u16]>, arg: Option<&[u16]>, keep: bool) -> StrProbe {
        let arg = if test == StrTest::IsEmpty {
            Some(&[][..])
        } else {
            arg
        };
        let (distances, pair) = match (s, arg) {
            (Some(s), Some(a)) => (
                Some(test.distances(s, a)),
                (keep && s.len() <= COMPARED_LEN && a.len() <= COMPARED_LEN && s != a)
                    .then(|| (s.to_vec(), a.to_vec())),
            ),
            _ => (None, None),
        };
        StrProbe { distances, pair }
    }
}

/// Levenshtein distance between two UTF-16 texts.
fn edit_distance(a: &[u16], b: &[u16]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diag + usize::from(x != y)).min(up + 1).min(row[j] + 1);
            diag = up;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parsers_are_known_by_class_name_and_text_parameter() {
        let of = ParseKind::of;
        assert_eq!(
            of("java/lang/Integer", "parseInt", "(Ljava/lang/String;)I"),
            Some(ParseKind::Integer)
        );
        assert_eq!(
            of(
                "java/time/LocalDate",
                "parse",
                "(Ljava/lang/CharSequence;)Ljava/time/LocalDate;"
            ),
            Some(ParseKind::Date)
        );
        assert_eq!(
            of("java/math/BigDecimal", "<init>", "(Ljava/lang/String;)V"),
            Some(ParseKind::Decimal)
        );
        // An enum's own valueOf names its constants.
        assert_eq!(
            of(
                "subjects/OrderStatus",
                "valueOf",
                "(Ljava/lang/String;)Lsubjects/OrderStatus;"
            ),
            Some(ParseKind::Named(Rc::from("subjects/OrderStatus")))
        );
        // The text is not the only argument, or it is no parser.
        assert_eq!(
            of("java/lang/Integer", "parseInt", "(Ljava/lang/String;I)I"),
            None
        );
        assert_eq!(
            of(
                "java/lang/String",
                "valueOf",
                "(Ljava/lang/Object;)Ljava/lang/String;"
            ),
            None
        );
        assert_eq!(
            of("subjects/Util", "valueOf", "(Ljava/lang/String;)I"),
            None
        );
    }
}
