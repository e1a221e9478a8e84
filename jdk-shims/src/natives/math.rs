//! java.lang.Math's functions: sin, cos, tan, exp, log, log10 and pow
//! correctly rounded as HotSpot's intrinsics nearly always are (see
//! `correctly_rounded.rs`), the others via the `libm` crate (a port of
//! fdlibm); all identical natively and in WebAssembly. And StrictMath's exact
//! operations (its other functions are fdlibm in Java).
use interp::{NativeResult, Value, Vm};

use super::arg;
use super::correctly_rounded as cr;

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
    /// (see Math.java). sin, cos, tan, exp, log, log10 and pow are correctly
    /// rounded (HotSpot's intrinsics are, but for about one argument in a
    /// thousand); the others are fdlibm (the `libm` crate).
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
    sin = cr::sin, 1;
    cos = cr::cos, 1;
    tan = cr::tan, 1;
    asin = libm::asin, 1;
    acos = libm::acos, 1;
    atan = libm::atan, 1;
    exp = cr::exp, 1;
    log = cr::log, 1;
    log10 = cr::log10, 1;
    cbrt = libm::cbrt, 1;
    sinh = libm::sinh, 1;
    cosh = libm::cosh, 1;
    tanh = libm::tanh, 1;
    expm1 = libm::expm1, 1;
    log1p = libm::log1p, 1;
    atan2 = libm::atan2, 2;
    pow = cr::pow, 2;
    hypot = libm::hypot, 2;
    ieee_remainder = libm::remainder, 2;
}
