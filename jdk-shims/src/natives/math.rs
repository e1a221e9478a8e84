//! java.lang.StrictMath: fdlibm semantics via the `libm` crate (a port of the
//! same algorithms), identical natively and in WebAssembly.
use interp::{Natives, Value};

use super::arg;

pub fn register(n: &mut Natives) {
    let s = "java/lang/StrictMath";
    macro_rules! unary {
        ($($name:literal => $f:expr),* $(,)?) => {
            $(n.register(s, $name, "(D)D", |_, a| Ok(Value::Double($f(arg(a, 0).double()))));)*
        };
    }
    macro_rules! binary {
        ($($name:literal => $f:expr),* $(,)?) => {
            $(n.register(s, $name, "(DD)D", |_, a| Ok(Value::Double($f(arg(a, 0).double(), arg(a, 2).double()))));)*
        };
    }
    unary! {
        "sin" => libm::sin, "cos" => libm::cos, "tan" => libm::tan,
        "asin" => libm::asin, "acos" => libm::acos, "atan" => libm::atan,
        "exp" => libm::exp, "log" => libm::log, "log10" => libm::log10,
        "sqrt" => f64::sqrt, "cbrt" => libm::cbrt,
        "sinh" => libm::sinh, "cosh" => libm::cosh, "tanh" => libm::tanh,
        "expm1" => libm::expm1, "log1p" => libm::log1p,
        "floor" => f64::floor, "ceil" => f64::ceil, "rint" => libm::rint,
    }
    binary! {
        "atan2" => libm::atan2, "pow" => java_pow, "hypot" => libm::hypot,
        "IEEEremainder" => libm::remainder,
    }
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
