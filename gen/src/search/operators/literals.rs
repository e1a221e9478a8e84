//! Values: literals of every type (often mined constants), their fuzzing
//! and edits, texts seeded from what the code compared, and the arguments of
//! library makers whose meaning is known (a month, a zone id).
use std::collections::BTreeSet;

use interp::classfile::FieldType;
use jdk_shims::world::random::RandomValue;
use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use super::{Factory, TIME_STEPS, gaussian, own_constants, pick_in};
use crate::model::iso_date;
use crate::model::{Callable, Lit, TestCase};

/// What an argument of a library maker means (see `LIBRARY_ARGS`).
#[derive(Debug, Clone, Copy)]
enum Arg {
    /// A whole number in this range (a month, an hour).
    Int(i64, i64),
    /// A year near the default clock's.
    Year,
    /// A month (1–12), often the default clock's.
    Month,
    /// A day of the month (1–31), often the default clock's.
    Day,
    /// An instant (ms since the epoch) near the default clock's.
    EpochMs,
    Text(Text),
}

#[derive(Debug, Clone, Copy)]
enum Text {
    Zone,
    Decimal,
    Integer,
    LanguageTag,
    Charset,
    DatePattern,
    Uri,
    Lines,
    /// A string the class mentions (a key it looks up).
    Mined,
}

/// The arguments of library makers (`analysis::LIBRARY_MAKERS`) that must
/// be of a kind to be valid, by class and method name.
const LIBRARY_ARGS: &[(&str, &str, &[Arg])] = &[
    (
        "java/time/LocalDate",
        "of",
        &[Arg::Year, Arg::Month, Arg::Day],
    ),
    (
        "java/time/LocalDateTime",
        "of",
        &[
            Arg::Year,
            Arg::Month,
            Arg::Day,
            Arg::Int(0, 23),
            Arg::Int(0, 59),
        ],
    ),
    (
        "java/time/LocalTime",
        "of",
        &[Arg::Int(0, 23), Arg::Int(0, 59)],
    ),
    ("java/time/YearMonth", "of", &[Arg::Year, Arg::Month]),
    (
        "java/time/Period",
        "of",
        &[Arg::Int(0, 3), Arg::Int(0, 13), Arg::Int(0, 40)],
    ),
    ("java/time/Period", "ofDays", &[Arg::Int(-40, 400)]),
    ("java/time/Instant", "ofEpochMilli", &[Arg::EpochMs]),
    ("java/util/Date", "<init>", &[Arg::EpochMs]),
    ("java/time/ZoneOffset", "ofHours", &[Arg::Int(-12, 14)]),
    ("java/time/ZoneId", "of", &[Arg::Text(Text::Zone)]),
    (
        "java/time/format/DateTimeFormatter",
        "ofPattern",
        &[Arg::Text(Text::DatePattern)],
    ),
    (
        "java/math/BigDecimal",
        "<init>",
        &[Arg::Text(Text::Decimal)],
    ),
    (
        "java/math/BigInteger",
        "<init>",
        &[Arg::Text(Text::Integer)],
    ),
    ("java/math/MathContext", "<init>", &[Arg::Int(0, 34)]),
    (
        "java/util/Locale",
        "forLanguageTag",
        &[Arg::Text(Text::LanguageTag)],
    ),
    (
        "java/nio/charset/Charset",
        "forName",
        &[Arg::Text(Text::Charset)],
    ),
    ("java/net/URI", "create", &[Arg::Text(Text::Uri)]),
    ("java/io/StringReader", "<init>", &[Arg::Text(Text::Lines)]),
    ("java/util/Scanner", "<init>", &[Arg::Text(Text::Lines)]),
    (
        "java/util/Properties",
        "setProperty",
        &[Arg::Text(Text::Mined)],
    ),
];

impl Factory {
    /// A valid argument `k` of library maker or call `c`, if its meaning is known
    /// (see `LIBRARY_ARGS`), most of the time.
    pub(super) fn library_arg(&mut self, t: &TestCase, c: &Callable, k: usize) -> Option<Lit> {
        let (_, _, args) = LIBRARY_ARGS
            .iter()
            .find(|(class, name, _)| **class == *c.class && **name == *c.name)?;
        let arg = *args.get(k)?;
        let fits = match (arg, c.params.get(k)?) {
            (Arg::Int(..) | Arg::Year | Arg::Month | Arg::Day, FieldType::Int)
            | (Arg::EpochMs, FieldType::Long) => true,
            (Arg::Text(_), FieldType::Object(n)) => n == "java/lang/String",
            _ => false,
        };
        if !fits || self.rng.random_bool(0.2) {
            return None;
        }
        let day = 86_400_000;
        let base = jdk_shims::World::DEFAULT_EPOCH_MS;
        Some(match arg {
            Arg::Int(lo, hi) => {
                // A number the class mentions, when it is in range (a due
                // date's 30 days); else one of the range.
                let v = self
                    .constant_int()
                    .filter(|v| (lo..=hi).contains(v) && self.rng.random_bool(0.3))
                    .unwrap_or_else(|| self.rng.random_range(lo..=hi));
                Lit::Int(v as i32)
            }
            // The default clock's year and month most of the time: dates
            // near its day are the ones code compares with "today".
            Arg::Year => {
                let year = iso_date(base.div_euclid(day))[..4]
                    .parse::<i32>()
                    .unwrap_or(2026);
                let off = if self.rng.random_bool(0.6) {
                    0
                } else {
                    self.rng.random_range(-3..=3)
                };
                Lit::Int(year + off)
            }
            Arg::Month | Arg::Day => {
                let (at, last) = match arg {
                    Arg::Month => (5..7, 12),
                    _ => (8..10, 31),
                };
                let today = iso_date(base.div_euclid(day))[at]
                    .parse::<i32>()
                    .unwrap_or(1);
                if self.rng.random_bool(0.4) {
                    Lit::Int(today)
                } else {
                    Lit::Int(self.rng.random_range(1..=last))
                }
            }
            Arg::EpochMs => Lit::Long(match self.rng.random_range(0..3) {
                0 => base + self.rng.random_range(-400..=400i64) * day,
                1 => base + self.rng.random_range(-48..=48i64) * 3_600_000,
                _ => base,
            }),
            Arg::Text(kind) => Lit::Str(self.library_text(t, kind)),
        })
    }

    /// A valid text of `kind` (see `LIBRARY_ARGS`).
    fn library_text(&mut self, t: &TestCase, kind: Text) -> String {
        let pick = |f: &mut Factory, options: &[&str]| -> String {
            options
                .choose(&mut f.rng)
                .map_or_else(String::new, |o| o.to_string())
        };
        match kind {
            Text::Zone => pick(
                self,
                &[
                    "UTC",
                    "Z",
                    "+01:00",
                    "-05:00",
                    "Europe/Paris",
                    "America/New_York",
                    "Asia/Tokyo",
                ],
            ),
            Text::Decimal => {
                if self.rng.random_bool(0.5) {
                    let cents = self.rng.random_range(-100_000..=100_000i64);
                    format!("{}.{:02}", cents / 100, (cents % 100).abs())
                } else {
                    pick(
                        self,
                        &["0", "1", "0.5", "-1", "100", "19.99", "0.001", "1E+3"],
                    )
                }
            }
            Text::Integer => int_text(self),
            Text::LanguageTag => pick(self, &["en", "en-US", "de-DE", "fr-FR", "ja-JP", "und"]),
            Text::Charset => pick(self, &["UTF-8", "ISO-8859-1", "US-ASCII", "UTF-16"]),
            Text::DatePattern => pick(
                self,
                &[
                    "yyyy-MM-dd",
                    "dd.MM.yyyy",
                    "MM/dd/yyyy",
                    "HH:mm",
                    "yyyy-MM-dd HH:mm:ss",
                ],
            ),
            Text::Uri => pick(
                self,
                &[
                    "http://example.org/",
                    "https://example.org/a/b?q=1",
                    "file:///tmp/a.txt",
                    "mailto:user@example.org",
                    "urn:isbn:0451450523",
                ],
            ),
            Text::Lines => self.lines_text(t),
            Text::Mined => {
                let own = own_constants(&self.focus, &self.by_class, &self.class_constants);
                match pick_in(&mut self.rng, &own.strings) {
                    Some(s) => s.clone(),
                    None => self.random_string(),
                }
            }
        }
    }

    /// A few lines of text (what a reader or scanner reads): `key=value`
    /// lines (a configuration) or lines of the world's texts.
    fn lines_text(&mut self, t: &TestCase) -> String {
        let lines = self.rng.random_range(0..=4);
        let mut text = String::new();
        for _ in 0..lines {
            if self.rng.random_bool(0.4) {
                let key = self.random_string();
                let value = self.world_text(t);
                text.push_str(&format!("{key}={value}"));
            } else {
                text.push_str(&self.world_text(t));
            }
            text.push('\n');
        }
        text
    }

    /// A new value near `l` (Gaussian for numbers, an edit for strings) or a fresh one.
    pub(super) fn fuzz(&mut self, l: &Lit) -> Lit {
        let fresh = self.rng.random_bool(0.3);
        let mut delta = || -> i64 {
            let g: f64 = gaussian(&mut self.rng) * 8.0;
            let d = g.round() as i64;
            if d == 0 { 1 } else { d }
        };
        match l {
            Lit::Int(v) if !fresh => Lit::Int(v.wrapping_add(delta() as i32)),
            Lit::Long(v) if !fresh => Lit::Long(v.wrapping_add(delta())),
            Lit::Short(v) if !fresh => Lit::Short(v.wrapping_add(delta() as i16)),
            Lit::Byte(v) if !fresh => Lit::Byte(v.wrapping_add(delta() as i8)),
            Lit::Char(v) if !fresh => Lit::Char((*v as i64 + delta()).clamp(0, 0xFFFF) as u16),
            Lit::Double(v) if !fresh => Lit::Double(v + gaussian(&mut self.rng) * 10.0),
            Lit::Float(v) if !fresh => Lit::Float(v + (gaussian(&mut self.rng) * 10.0) as f32),
            Lit::Boolean(b) => Lit::Boolean(!b),
            Lit::Str(s) if !fresh => Lit::Str(self.edit(s)),
            Lit::Null(ty) => {
                if ty == &FieldType::Object("java/lang/String".into()) {
                    Lit::Str(self.random_string())
                } else {
                    l.clone()
                }
            }
            other => self.random_lit(&other.ty()),
        }
    }

    /// A random edit of `s`: insert, delete or replace a character.
    pub(super) fn edit(&mut self, s: &str) -> String {
        let mut chars: Vec<char> = s.chars().collect();
        let pos = self.rng.random_range(0..=chars.len());
        // Splice in a mined constant: keys and commands are often made of several.
        if !self.class_constants.strings.is_empty() && self.rng.random_bool(0.25) {
            let mined = pick_in(&mut self.rng, &self.class_constants.strings).cloned();
            // Or a number: commands take arguments ("push" + " 42").
            let number = self.rng.random_bool(0.2).then(|| int_text(self));
            if let Some(c) = number.or(mined) {
                // Appended, inserted, or replacing the rest from a separator
                // on (a key's date part: "LIC-PRO-" + a date).
                match self.rng.random_range(0..4) {
                    0 => {
                        // As a word of its own, half the time.
                        if chars.last().is_some_and(|l| l.is_alphanumeric())
                            && self.rng.random_bool(0.5)
                        {
                            chars.push(' ');
                        }
                        chars.extend(c.chars());
                    }
                    3 => {
                        // Replace one word ("LIC-2026-01" → "LIC-PRO-01").
                        let starts: Vec<usize> = (0..chars.len())
                            .filter(|&i| {
                                chars[i].is_alphanumeric()
                                    && (i == 0 || !chars[i - 1].is_alphanumeric())
                            })
                            .collect();
                        if starts.is_empty() {
                            chars.extend(c.chars());
                        } else {
                            let a = starts.choose(&mut self.rng).copied().unwrap_or(0);
                            let b = (a..chars.len())
                                .find(|&i| !chars[i].is_alphanumeric())
                                .unwrap_or(chars.len());
                            chars.splice(a..b, c.chars());
                        }
                    }
                    1 => {
                        let tail: Vec<char> = chars.split_off(pos);
                        chars.extend(c.chars());
                        chars.extend(tail);
                    }
                    _ => {
                        let cuts: Vec<usize> = (0..=chars.len())
                            .filter(|&i| i == 0 || !chars[i - 1].is_alphanumeric())
                            .collect();
                        // Never empty: 0 is always a cut.
                        let at = cuts.choose(&mut self.rng).copied().unwrap_or(0);
                        chars.truncate(at);
                        chars.extend(c.chars());
                    }
                }
                return chars.into_iter().collect();
            }
        }
        let c = self.text_char();
        match self.rng.random_range(0..3) {
            0 => chars.insert(pos, c),
            1 if pos < chars.len() => {
                chars.remove(pos);
            }
            _ if pos < chars.len() => chars[pos] = c,
            _ => chars.push(c),
        }
        chars.into_iter().collect()
    }

    /// How long time passes between two calls: a few seconds, minutes,
    /// hours, days or months, or a duration the class mentions (a session
    /// timeout of `30 * 60 * 1000L`), or one millisecond either side of it.
    pub(super) fn time_step(&mut self) -> i64 {
        if self.rng.random_bool(0.5)
            && let Some(c) = self.constant_int().filter(|&c| c > 0)
        {
            return c + self.rng.random_range(-1..=1i64);
        }
        let step = TIME_STEPS.choose(&mut self.rng).copied().unwrap_or(1_000);
        step * self.rng.random_range(1..=3i64)
    }

    fn random_char(&mut self) -> char {
        random_char(&mut self.rng)
    }

    /// A value for the next random draw: a mined whole or real constant of
    /// the class (what the code compares a draw with) or a small number.
    pub(super) fn random_value(&mut self) -> RandomValue {
        const FRACTIONS: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 0.999];
        match self.rng.random_range(0..10) {
            0..=3 if let Some(c) = self.constant_int() => RandomValue::Int(c),
            4 | 5 if !self.class_constants.doubles.is_empty() => {
                let d = &self.class_constants.doubles;
                RandomValue::Real(d.choose(&mut self.rng).copied().unwrap_or(0.0))
            }
            9 => RandomValue::Real(FRACTIONS.choose(&mut self.rng).copied().unwrap_or(0.0)),
            _ => RandomValue::Int(self.rng.random_range(-1..=10)),
        }
    }

    pub(super) fn constant_int(&mut self) -> Option<i64> {
        let own = self.rng.random_bool(0.8);
        let pool = if own || self.global_constants.ints.is_empty() {
            &own_constants(&self.focus, &self.by_class, &self.class_constants).ints
        } else {
            &self.global_constants.ints
        };
        pick_in(&mut self.rng, pool).copied()
    }

    pub fn random_string(&mut self) -> String {
        if !self.dynamic.is_empty() && self.rng.random_bool(0.2) {
            return pick_in(&mut self.rng, &self.dynamic)
                .cloned()
                .unwrap_or_default();
        }
        let r: f64 = self.rng.random();
        let constants: &BTreeSet<String> = if r < 0.55 || self.global_constants.strings.is_empty() {
            &own_constants(&self.focus, &self.by_class, &self.class_constants).strings
        } else {
            &self.global_constants.strings
        };
        if r < 0.75 && !constants.is_empty() {
            let s = pick_in(&mut self.rng, constants)
                .cloned()
                .unwrap_or_default();
            return if self.rng.random_bool(0.15) {
                self.edit(&s)
            } else {
                s
            };
        }
        let n = self.rng.random_range(0..=8);
        (0..n).map(|_| self.text_char()).collect()
    }

    /// A new character of a text: half the time, when the class switches
    /// on characters, one of those (a lexer's `'{'`, `'"'`, `'\\'`), which the
    /// general alphabet lacks or holds among many.
    fn text_char(&mut self) -> char {
        let own = own_constants(&self.focus, &self.by_class, &self.class_constants);
        if !own.chars.is_empty()
            && self.rng.random_bool(0.5)
            && let Some(&c) = pick_in(&mut self.rng, &own.chars)
        {
            return c;
        }
        self.random_char()
    }

    pub fn random_lit(&mut self, ty: &FieldType) -> Lit {
        let from_constant = self.rng.random_bool(0.5);
        let int = |f: &mut Factory, lo: i64, hi: i64| -> i64 {
            if from_constant && let Some(c) = f.constant_int() {
                let c = if f.rng.random_bool(0.2) {
                    c.saturating_add((gaussian(&mut f.rng) * 3.0).round() as i64)
                } else {
                    c
                };
                return c.clamp(lo, hi);
            }
            match f.rng.random_range(0..10) {
                0 => f.rng.random_range(lo..=hi),
                1..=3 => f.rng.random_range(-10..=10i64).clamp(lo, hi),
                _ => f.rng.random_range(-1000..=1000i64).clamp(lo, hi),
            }
        };
        match ty {
            FieldType::Boolean => Lit::Boolean(self.rng.random()),
            FieldType::Byte => Lit::Byte(int(self, i8::MIN as i64, i8::MAX as i64) as i8),
            FieldType::Short => Lit::Short(int(self, i16::MIN as i64, i16::MAX as i64) as i16),
            FieldType::Int => Lit::Int(int(self, i32::MIN as i64, i32::MAX as i64) as i32),
            FieldType::Long => Lit::Long(int(self, i64::MIN, i64::MAX)),
            FieldType::Char => {
                let c = if from_constant {
                    self.constant_int().filter(|v| (0..=0xFFFF).contains(v))
                } else {
                    None
                };
                Lit::Char(
                    c.map(|v| v as u16)
                        .unwrap_or_else(|| self.random_char() as u16),
                )
            }
            FieldType::Float | FieldType::Double => {
                let v = if from_constant && !self.class_constants.doubles.is_empty() {
                    let d = &self.class_constants.doubles;
                    d.choose(&mut self.rng).copied().unwrap_or(0.0)
                } else if from_constant && let Some(c) = self.constant_int() {
                    c as f64
                } else if self.rng.random_bool(0.05) {
                    // The values ordinary draws never give.
                    const SPECIAL: [f64; 6] = [
                        f64::NAN,
                        f64::INFINITY,
                        f64::NEG_INFINITY,
                        -0.0,
                        f64::MAX,
                        f64::MIN_POSITIVE,
                    ];
                    SPECIAL.choose(&mut self.rng).copied().unwrap_or(f64::NAN)
                } else {
                    (self.rng.random_range(-10000..=10000) as f64) / 100.0
                };
                if *ty == FieldType::Float {
                    Lit::Float(v as f32)
                } else {
                    Lit::Double(v)
                }
            }
            FieldType::Object(n) if n == "java/lang/String" => Lit::Str(self.random_string()),
            other => Lit::Null(other.clone()),
        }
    }
}

/// A new character: a letter, digit, space or common punctuation.
fn random_char(rng: &mut ChaCha8Rng) -> char {
    const ALPHABET: &[u8] =
        b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.,:;!?@#/+*=()";
    ALPHABET.choose(rng).map_or(' ', |&c| c as char)
}

pub(super) fn int_text(f: &mut Factory) -> String {
    match f.constant_int() {
        Some(v) if f.rng.random_bool(0.7) => v.to_string(),
        _ => f.rng.random_range(-100..=100).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    #[test]
    fn new_characters_are_printable() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        for _ in 0..1000 {
            // Printable ASCII: what a test shows as itself, not as `\uXXXX`.
            assert!((' '..='~').contains(&random_char(&mut rng)));
        }
    }
}
