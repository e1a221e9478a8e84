//! The next random values: numbers a world queues for the draws of unseeded
//! generators (`"random"` in a world file, `World.nextRandom` in a test), and
//! what one of them means for each kind of draw (README, "The virtual world").
//!
//! A whole number `n` is that value, brought into the draw's range by
//! `floorMod` (so a value in range is used as is). A number with a fraction
//! `x` is a position in the range: its fractional part `f = x - floor(x)`
//! picks `origin + floor(f * size)`. Draws of doubles in [0, 1) use `f` itself
//! (so `0.75` is `0.75`, and a whole number gives `0.0`); `nextGaussian` uses
//! the number as is.
use std::cmp::Ordering;
use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

/// One queued value: a whole number or a real one.
#[derive(Debug, Clone, Copy)]
pub enum RandomValue {
    Int(i64),
    Real(f64),
}

impl RandomValue {
    /// The value as a whole number, when it is one.
    fn whole(self) -> Option<i128> {
        match self {
            RandomValue::Int(n) => Some(n as i128),
            // Below 2^63 in magnitude a whole double converts exactly.
            RandomValue::Real(x) if x.is_finite() && x.fract() == 0.0 && x.abs() < 9.2e18 => {
                Some(x as i128)
            }
            RandomValue::Real(_) => None,
        }
    }

    /// The fractional part in [0, 1) (0 for whole numbers, NaN and infinities).
    fn fraction(self) -> f64 {
        match self {
            RandomValue::Real(x) if x.is_finite() => {
                let f = x - x.floor();
                // x - floor(x) rounds up to 1.0 for tiny negative x.
                if f < 1.0 { f } else { 0.0 }
            }
            _ => 0.0,
        }
    }

    /// A whole-number draw in `[origin, bound)` (`bound > origin`).
    pub fn integer(self, origin: i128, bound: i128) -> i128 {
        let size = (bound - origin).max(1);
        match self.whole() {
            Some(n) => origin + (n - origin).rem_euclid(size),
            None => {
                let offset = (self.fraction() * size as f64) as i128;
                origin + offset.clamp(0, size - 1)
            }
        }
    }

    /// A boolean draw: a whole number is true unless 0; a fraction from 0.5 on.
    pub fn boolean(self) -> bool {
        match self.whole() {
            Some(n) => n != 0,
            None => self.fraction() >= 0.5,
        }
    }

    /// A double in [0, 1): the fractional part.
    pub fn unit(self) -> f64 {
        self.fraction()
    }

    /// A float in [0, 1): the fractional part, rounded to a float below 1.
    pub fn unit_float(self) -> f32 {
        let f = self.fraction() as f32;
        if f < 1.0 { f } else { 1.0f32.next_down() }
    }

    /// A Gaussian draw: the number itself.
    pub fn gaussian(self) -> f64 {
        match self {
            RandomValue::Int(n) => n as f64,
            RandomValue::Real(x) => x,
        }
    }

    /// Order and equality by kind, then value (doubles by bit pattern), so
    /// that world actions holding values can be compared and hashed.
    fn key(&self) -> (u8, i64) {
        match self {
            RandomValue::Int(n) => (0, *n),
            RandomValue::Real(x) => (1, x.to_bits() as i64),
        }
    }
}

impl PartialEq for RandomValue {
    fn eq(&self, o: &Self) -> bool {
        self.key() == o.key()
    }
}
impl Eq for RandomValue {}
impl PartialOrd for RandomValue {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for RandomValue {
    fn cmp(&self, o: &Self) -> Ordering {
        self.key().cmp(&o.key())
    }
}
impl Hash for RandomValue {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.key().hash(h)
    }
}

impl Serialize for RandomValue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            RandomValue::Int(n) => s.serialize_i64(n),
            RandomValue::Real(x) => s.serialize_f64(x),
        }
    }
}

impl<'de> Deserialize<'de> for RandomValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<RandomValue, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = RandomValue;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a number")
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<RandomValue, E> {
                Ok(RandomValue::Int(v))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<RandomValue, E> {
                i64::try_from(v)
                    .map(RandomValue::Int)
                    .map_err(|_| E::custom(format!("{v} is out of range for a long")))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<RandomValue, E> {
                Ok(RandomValue::Real(v))
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::RandomValue::{Int, Real};
    use super::*;

    const INT: (i128, i128) = (i32::MIN as i128, i32::MAX as i128 + 1);

    #[test]
    fn whole_numbers_are_used_as_is_in_range_and_wrapped_outside() {
        assert_eq!(Int(42).integer(0, 100), 42);
        assert_eq!(Int(100).integer(0, 100), 0);
        assert_eq!(Int(-1).integer(0, 6), 5);
        assert_eq!(Int(0).integer(1, 7), 6);
        assert_eq!(Int(3).integer(1, 7), 3);
        assert_eq!(Int(1 << 40).integer(INT.0, INT.1), 0);
        assert_eq!(Int(-7).integer(INT.0, INT.1), -7);
        assert_eq!(
            Int(i64::MIN).integer(i64::MIN as i128, 1 << 63),
            i64::MIN as i128
        );
        assert_eq!(Real(42.0).integer(0, 100), 42);
        assert_eq!(Real(-1.0).integer(0, 6), 5);
    }

    #[test]
    fn fractions_are_positions_in_the_range() {
        assert_eq!(Real(0.75).integer(0, 4), 3);
        assert_eq!(Real(0.5).integer(1, 7), 4);
        assert_eq!(Real(2.25).integer(0, 100), 25);
        assert_eq!(Real(-0.25).integer(0, 100), 75);
        assert_eq!(Real(0.999_999_999_999).integer(0, 3), 2);
        assert_eq!(Real(0.5).integer(INT.0, INT.1), 0);
        assert_eq!(Real(f64::NAN).integer(5, 9), 5);
    }

    #[test]
    fn booleans_doubles_and_gaussians() {
        assert!(Int(1).boolean() && Int(-3).boolean() && !Int(0).boolean());
        assert!(Real(0.5).boolean() && !Real(0.25).boolean() && !Real(0.0).boolean());
        assert_eq!(Real(0.75).unit(), 0.75);
        assert_eq!(Real(2.75).unit(), 0.75);
        assert_eq!(Int(3).unit(), 0.0);
        assert_eq!(Real(-1e-20).unit(), 0.0);
        assert!(Real(0.999_999_999_9).unit_float() < 1.0);
        assert_eq!(Real(0.5).unit_float(), 0.5);
        assert_eq!(Int(-2).gaussian(), -2.0);
        assert_eq!(Real(1.5).gaussian(), 1.5);
    }

    #[test]
    fn json_keeps_whole_and_real_numbers_apart() {
        let v: Vec<RandomValue> = serde_json::from_str("[42, 0.75, -1, 3.0]").expect("parses");
        assert_eq!(v, [Int(42), Real(0.75), Int(-1), Real(3.0)]);
        assert_eq!(serde_json::to_string(&v).expect("json"), "[42,0.75,-1,3.0]");
        assert!(serde_json::from_str::<RandomValue>("\"7\"").is_err());
        assert!(serde_json::from_str::<RandomValue>("18446744073709551615").is_err());
    }
}
