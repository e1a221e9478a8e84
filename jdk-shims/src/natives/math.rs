//! java.lang.Math's functions via the `libm` crate (a port of fdlibm),
//! identical natively and in WebAssembly, and StrictMath's exact operations
//! (its other functions are fdlibm in Java).
use interp::{NativeResult, Value, Vm};

use super::arg;

natives! {
    /// StrictMath's transcendental functions are fdlibm 5.3 written in Java
    /// (StrictMath.java), bit for bit the JDK's; only the exact operations are natives.
    "java/lang/StrictMath" {
        "sqrt" "(D)D" => sqrt,
        "floor" "(D)D" => floor,
        "ceil" "(D)D" => ceil,
        "rint" "(D)D" => rint,
    }
    /// Math's functions are natives so that a call needs no Java frame
    /// (see Math.java); fdlibm semantics (the `libm` crate), but `pow`.
    "java/lang/Math" {
        "sin" "(D)D" => sin,
        "cos" "(D)D" => cos,
        "tan" "(D)D" => tan,
        "asin" "(D)D" => asin,
        "acos" "(D)D" => acos,
        "atan" "(D)D" => atan,
        "exp" "(D)D" => exp,
        "log" "(D)D" => log,
        "log10" "(D)D" => log10,
        "sqrt" "(D)D" => sqrt,
        "cbrt" "(D)D" => cbrt,
        "sinh" "(D)D" => sinh,
        "cosh" "(D)D" => cosh,
        "tanh" "(D)D" => tanh,
        "expm1" "(D)D" => expm1,
        "log1p" "(D)D" => log1p,
        "floor" "(D)D" => floor,
        "ceil" "(D)D" => ceil,
        "rint" "(D)D" => rint,
        "atan2" "(DD)D" => atan2,
        /// Correctly rounded (double-double) for integral exponents, as
        /// HotSpot's intrinsic nearly always is; fdlibm otherwise.
        "pow" "(DD)D" => pow,
        "hypot" "(DD)D" => hypot,
        "IEEEremainder" "(DD)D" => ieee_remainder,
    }
}

/// A native `(D)D` or `(DD)D` for each function (a double's second slot is `Top`).
macro_rules! double_fns {
    ($($name:ident = $f:expr, $arity:tt;)*) => {
        $(fn $name(_: &mut Vm, a: &[Value]) -> NativeResult {
            Ok(Value::Double(double_fns!(@call $f, a, $arity)))
        })*
    };
    (@call $f:expr, $a:ident, 1) => { $f(arg($a, 0).double()) };
    (@call $f:expr, $a:ident, 2) => { $f(arg($a, 0).double(), arg($a, 2).double()) };
}

double_fns! {
    sqrt = f64::sqrt, 1;
    floor = f64::floor, 1;
    ceil = f64::ceil, 1;
    rint = libm::rint, 1;
    sin = libm::sin, 1;
    cos = libm::cos, 1;
    tan = libm::tan, 1;
    asin = libm::asin, 1;
    acos = libm::acos, 1;
    atan = libm::atan, 1;
    exp = libm::exp, 1;
    log = libm::log, 1;
    log10 = libm::log10, 1;
    cbrt = libm::cbrt, 1;
    sinh = libm::sinh, 1;
    cosh = libm::cosh, 1;
    tanh = libm::tanh, 1;
    expm1 = libm::expm1, 1;
    log1p = libm::log1p, 1;
    atan2 = libm::atan2, 2;
    pow = math_pow, 2;
    hypot = libm::hypot, 2;
    ieee_remainder = libm::remainder, 2;
}

/// `Math.pow`: HotSpot uses a CPU intrinsic that is correctly rounded where
/// fdlibm is not (`Math.pow(10, -5)` is `1.0E-5`, `StrictMath.pow` gives
/// `9.999999999999999E-6`). For integral exponents we compute in double-double
/// precision and round once; other cases use fdlibm.
fn math_pow(x: f64, y: f64) -> f64 {
    let fallback = java_pow(x, y);
    if !x.is_finite() || x == 0.0 || y.fract() != 0.0 || y.abs() > 1024.0 || !fallback.is_normal() {
        return fallback;
    }
    let mut n = y.abs() as u32;
    let mut result = (1.0, 0.0);
    let mut base = (x, 0.0);
    while n > 0 {
        if n & 1 == 1 {
            result = dd_mul(result, base);
        }
        n >>= 1;
        if n > 0 {
            base = dd_mul(base, base);
        }
    }
    if y < 0.0 {
        result = dd_recip(result);
    }
    let r = result.0 + result.1;
    if r.is_normal() { r } else { fallback }
}

/// Exact sum of two doubles as (rounded sum, error), |a| >= |b| not required.
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

fn dd_mul(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let p = a.0 * b.0;
    let e = libm::fma(a.0, b.0, -p) + (a.0 * b.1 + a.1 * b.0);
    two_sum(p, e)
}

fn dd_recip(a: (f64, f64)) -> (f64, f64) {
    let q1 = 1.0 / a.0;
    // remainder 1 - q1 * a, in double-double
    let p = dd_mul((q1, 0.0), a);
    let r = (1.0 - p.0) - p.1;
    let q2 = r / a.0;
    two_sum(q1, q2)
}

/// `pow` with Java's special cases where C's differ (1 ** NaN is NaN in Java).
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.is_nan() && y != 0.0) {
        return f64::NAN;
    }
    if (x == 1.0 || x == -1.0) && y.is_infinite() {
        return f64::NAN;
    }
    libm::pow(x, y)
}

#[cfg(test)]
mod tests {
    use super::{java_pow, math_pow};

    #[test]
    fn integral_powers_are_correctly_rounded() {
        // fdlibm gives 9.999999999999999E-6 here; HotSpot's Math.pow gives 1.0E-5.
        assert_eq!(math_pow(10.0, -5.0), 1.0e-5);
        assert_eq!(math_pow(10.0, 22.0), 1.0e22);
        assert_eq!(math_pow(2.0, -1074.0), java_pow(2.0, -1074.0));
        assert_eq!(math_pow(-3.0, 3.0), -27.0);
        assert_eq!(math_pow(1.5, 0.5), java_pow(1.5, 0.5));
    }

    #[test]
    fn java_special_cases() {
        assert!(java_pow(1.0, f64::NAN).is_nan());
        assert!(java_pow(-1.0, f64::INFINITY).is_nan());
        assert_eq!(java_pow(f64::NAN, 0.0), 1.0);
        assert_eq!(java_pow(0.0, -1.0), f64::INFINITY);
    }
}
