//! `math`: the functions as CPython's `mathmodule.c` defines them (libm results, CPython's
//! domain and range errors), on floats and exact ints.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `math`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    const FLOAT: &str = "1";
    vec![
        c(
            "pi",
            Member::Float(std::f64::consts::PI),
            "the float closest to pi",
        ),
        c(
            "e",
            Member::Float(std::f64::consts::E),
            "the float closest to e",
        ),
        c(
            "tau",
            Member::Float(std::f64::consts::TAU),
            "the float closest to 2*pi",
        ),
        c("inf", Member::Float(f64::INFINITY), "positive infinity"),
        c("nan", Member::Float(f64::NAN), "a quiet NaN"),
        f("sqrt", sqrt, FLOAT, "square root (ValueError below 0)"),
        f(
            "floor",
            floor,
            "1 (a float: + the int made)",
            "the largest int <= x",
        ),
        f(
            "ceil",
            ceil,
            "1 (a float: + the int made)",
            "the smallest int >= x",
        ),
        f(
            "trunc",
            trunc,
            "1 (a float: + the int made)",
            "x truncated toward 0, as an int",
        ),
        f("fabs", fabs, FLOAT, "absolute value as a float"),
        f("exp", exp, FLOAT, "e ** x"),
        f(
            "log",
            log,
            FLOAT,
            "natural logarithm, or to a given base (exact for big ints)",
        ),
        f("log2", log2, FLOAT, "base-2 logarithm"),
        f("log10", log10, FLOAT, "base-10 logarithm"),
        f("pow", pow, FLOAT, "x ** y on floats"),
        f("sin", sin, FLOAT, "sine of x radians"),
        f("cos", cos, FLOAT, "cosine of x radians"),
        f("tan", tan, FLOAT, "tangent of x radians"),
        f("asin", asin, FLOAT, "arc sine, in radians"),
        f("acos", acos, FLOAT, "arc cosine, in radians"),
        f("atan", atan, FLOAT, "arc tangent, in radians"),
        f(
            "atan2",
            atan2,
            FLOAT,
            "arc tangent of y/x, in the right quadrant",
        ),
        f(
            "hypot",
            hypot,
            "1 + 1 per coordinate",
            "Euclidean norm of the coordinates",
        ),
        f("degrees", degrees, FLOAT, "radians to degrees"),
        f("radians", radians, FLOAT, "degrees to radians"),
        f("isnan", isnan, FLOAT, "True if x is a NaN"),
        f("isinf", isinf, FLOAT, "True if x is an infinity"),
        f(
            "isfinite",
            isfinite,
            FLOAT,
            "True if x is neither an infinity nor a NaN",
        ),
        f("copysign", copysign, FLOAT, "x with the sign of y"),
        f(
            "factorial",
            factorial,
            "1 + n * (bits of n!)/64 / 64",
            "n! of a non-negative int",
        ),
        f(
            "gcd",
            gcd,
            "1 + b/16 per argument",
            "greatest common divisor of the ints",
        ),
        f(
            "lcm",
            lcm,
            "1 + (b + bits so far)/16 per argument",
            "least common multiple of the ints",
        ),
        f(
            "isqrt",
            isqrt,
            "1 + b^2/4096",
            "the integer square root of a non-negative int",
        ),
        f(
            "fmod",
            fmod,
            FLOAT,
            "C's fmod(x, y): the remainder with the sign of x",
        ),
    ]
}

fn domain(vm: &Vm<'_>) -> pyrite_runtime::VmErr {
    vm.value_error("math domain error")
}

fn range(vm: &Vm<'_>) -> pyrite_runtime::VmErr {
    vm.err(TypeTag::OverflowError, "math range error")
}

/// A float argument (ints converted exactly, instances through `__float__`; `must be real
/// number` otherwise).
fn real(vm: &mut Vm<'_>, v: Value) -> VmResult<f64> {
    if let Some(n) = vm.num(v) {
        return vm.num_to_f64(&n);
    }
    match vm.instance_float(v)? {
        Some(f) => Ok(f),
        None => Err(vm.type_error(format!("must be real number, not {}", vm.type_name(v)))),
    }
}

/// Exactly `n` positional arguments, CPython's clinic wording.
fn args_n<'a>(
    vm: &Vm<'_>,
    name: &str,
    a: &'a [Value],
    kws: Kw<'_>,
    n: usize,
) -> VmResult<&'a [Value]> {
    crate::args::no_kw(vm, name, kws)?;
    if a.len() != n {
        let what = if n == 1 {
            "exactly one argument".to_string()
        } else {
            format!("expected {n} arguments")
        };
        return Err(vm.type_error(if n == 1 {
            format!("math.{name}() takes {what} ({} given)", a.len())
        } else {
            format!("{name} {what}, got {}", a.len())
        }));
    }
    Ok(a)
}

/// A one-argument float function with CPython's error rules: NaN in gives NaN out; a NaN
/// out of a non-NaN in is a domain error; an infinity out of a finite in is a range error
/// (unless `can_overflow` says the function may legitimately reach it).
fn unary(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(f64) -> f64,
    can_overflow: bool,
) -> VmResult<Value> {
    let a = args_n(vm, name, a, kws, 1)?;
    let x = real(vm, a[0])?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain(vm));
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { range(vm) } else { domain(vm) });
    }
    Ok(vm.float(r))
}

/// `math.sqrt(x)`.
pub fn sqrt(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "sqrt", a, kws, f64::sqrt, true)
}

/// `math.exp(x)`.
pub fn exp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "exp", a, kws, f64::exp, true)
}

/// `math.sin(x)`.
pub fn sin(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "sin", a, kws, f64::sin, false)
}

/// `math.cos(x)`.
pub fn cos(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "cos", a, kws, f64::cos, false)
}

/// `math.tan(x)`.
pub fn tan(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "tan", a, kws, f64::tan, false)
}

/// `math.asin(x)`.
pub fn asin(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "asin", a, kws, f64::asin, false)
}

/// `math.acos(x)`.
pub fn acos(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "acos", a, kws, f64::acos, false)
}

/// `math.atan(x)`.
pub fn atan(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "atan", a, kws, f64::atan, false)
}

/// `math.fabs(x)`.
pub fn fabs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(vm, "fabs", a, kws, f64::abs, false)
}

/// `math.degrees(x)`.
pub fn degrees(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(
        vm,
        "degrees",
        a,
        kws,
        |x| x * (180.0 / std::f64::consts::PI),
        true,
    )
}

/// `math.radians(x)`.
pub fn radians(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    unary(
        vm,
        "radians",
        a,
        kws,
        |x| x * (std::f64::consts::PI / 180.0),
        true,
    )
}

/// `log` of an int exactly, even past the float range (CPython's `loghelper`).
fn log_of(vm: &mut Vm<'_>, v: Value, f: fn(f64) -> f64) -> VmResult<f64> {
    if let Some(Num::B(b)) = vm.num(v) {
        if !b.is_positive() {
            return Err(domain(vm));
        }
        // x = m * 2**e with m in [0.5, 1): log(x) = log(m) + e * log(2).
        let bits = b.bits();
        let shift = bits.saturating_sub(60);
        let m = (&b >> shift).to_f64().unwrap_or(0.0) / 2f64.powi(60.min(bits as i32));
        let e = shift as f64 + 60f64.min(bits as f64);
        return Ok(f(m) + e * f(2.0));
    }
    let x = real(vm, v)?;
    if x.is_nan() {
        return Ok(x);
    }
    if x <= 0.0 {
        return Err(domain(vm));
    }
    Ok(f(x))
}

/// `math.log(x[, base])`.
pub fn log(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "log", kws)?;
    crate::args::count(vm, "log", a, 1, 2)?;
    let x = log_of(vm, a[0], f64::ln)?;
    let r = match a.get(1) {
        None => x,
        Some(b) => {
            let d = log_of(vm, *b, f64::ln)?;
            if d == 0.0 {
                return Err(vm.err(TypeTag::ZeroDivisionError, "float division by zero"));
            }
            x / d
        }
    };
    Ok(vm.float(r))
}

/// `math.log2(x)`.
pub fn log2(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "log2", a, kws, 1)?;
    let r = log_of(vm, a[0], f64::log2)?;
    Ok(vm.float(r))
}

/// `math.log10(x)`.
pub fn log10(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "log10", a, kws, 1)?;
    let r = log_of(vm, a[0], f64::log10)?;
    Ok(vm.float(r))
}

/// `math.pow(x, y)` (C's pow with CPython's special cases and errors).
pub fn pow(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "pow", a, kws, 2)?;
    let (x, y) = (real(vm, a[0])?, real(vm, a[1])?);
    if x == 0.0 && y < 0.0 && y.is_finite() {
        return Err(domain(vm));
    }
    if x < 0.0 && x.is_finite() && y.is_finite() && y.fract() != 0.0 {
        return Err(domain(vm));
    }
    let r = x.powf(y);
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(range(vm));
    }
    Ok(vm.float(r))
}

/// `math.atan2(y, x)`.
pub fn atan2(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "atan2", a, kws, 2)?;
    let (y, x) = (real(vm, a[0])?, real(vm, a[1])?);
    Ok(vm.float(y.atan2(x)))
}

/// `math.copysign(x, y)`.
pub fn copysign(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "copysign", a, kws, 2)?;
    let (x, y) = (real(vm, a[0])?, real(vm, a[1])?);
    Ok(vm.float(x.copysign(y)))
}

/// `math.fmod(x, y)`.
pub fn fmod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "fmod", a, kws, 2)?;
    let (x, y) = (real(vm, a[0])?, real(vm, a[1])?);
    if y == 0.0 && !x.is_nan() || x.is_infinite() && !y.is_nan() {
        return Err(domain(vm));
    }
    Ok(vm.float(x % y))
}

/// `math.hypot(*coordinates)`.
pub fn hypot(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "hypot", kws)?;
    let mut xs = Vec::with_capacity(a.len());
    for v in a {
        xs.push(real(vm, *v)?);
    }
    let r = match xs.as_slice() {
        [] => 0.0,
        [x] => x.abs(),
        [x, y] => x.hypot(*y),
        _ => {
            if xs.iter().any(|x| x.is_infinite()) {
                f64::INFINITY
            } else if xs.iter().any(|x| x.is_nan()) {
                f64::NAN
            } else {
                let m = xs.iter().fold(0.0f64, |m, x| m.max(x.abs()));
                if m == 0.0 {
                    0.0
                } else {
                    m * xs.iter().map(|x| (x / m) * (x / m)).sum::<f64>().sqrt()
                }
            }
        }
    };
    Ok(vm.float(r))
}

/// `math.isnan(x)`.
pub fn isnan(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "isnan", a, kws, 1)?;
    Ok(Value::Bool(real(vm, a[0])?.is_nan()))
}

/// `math.isinf(x)`.
pub fn isinf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "isinf", a, kws, 1)?;
    Ok(Value::Bool(real(vm, a[0])?.is_infinite()))
}

/// `math.isfinite(x)`.
pub fn isfinite(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "isfinite", a, kws, 1)?;
    Ok(Value::Bool(real(vm, a[0])?.is_finite()))
}

/// floor/ceil/trunc: an int stays itself, a float becomes the int CPython gives.
fn to_int(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(f64) -> f64,
) -> VmResult<Value> {
    let a = args_n(vm, name, a, kws, 1)?;
    let v = a[0];
    if vm.is_int(v) {
        return match v {
            Value::Bool(b) => Ok(Value::Int(i64::from(b))),
            _ => Ok(v),
        };
    }
    let x = real(vm, v)?;
    if x.is_nan() {
        return Err(vm.value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(vm.err(
            TypeTag::OverflowError,
            "cannot convert float infinity to integer",
        ));
    }
    let r = f(x);
    if r.abs() < 9.0e18 {
        return Ok(Value::Int(r as i64));
    }
    vm.new_bigint(pyrite_runtime::ops::cmp::float_to_big(r))
}

/// `math.floor(x)`.
pub fn floor(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    to_int(vm, "floor", a, kws, f64::floor)
}

/// `math.ceil(x)`.
pub fn ceil(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    to_int(vm, "ceil", a, kws, f64::ceil)
}

/// `math.trunc(x)`.
pub fn trunc(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    to_int(vm, "trunc", a, kws, f64::trunc)
}

/// An int argument of the integer functions.
fn int_arg(vm: &Vm<'_>, v: Value) -> VmResult<BigInt> {
    vm.to_bigint(v).ok_or_else(|| {
        vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))
    })
}

/// `math.factorial(n)`.
pub fn factorial(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "factorial", a, kws, 1)?;
    let n = int_arg(vm, a[0])?;
    if n.is_negative() {
        return Err(vm.value_error("factorial() not defined for negative values"));
    }
    // CPython's bound is the C long; below it the memory and fuel checks decide.
    let Some(n) = n.to_u64().filter(|n| i64::try_from(*n).is_ok()) else {
        return Err(vm.err(
            TypeTag::OverflowError,
            "factorial() argument should not exceed 9223372036854775807",
        ));
    };
    // n! has about n log2(n) bits: bound the memory and the work before computing.
    let bits = (n as f64) * ((n.max(2)) as f64).log2();
    vm.precheck((bits / 8.0) as u64)?;
    vm.charge_fuel(n.saturating_mul(((bits / 64.0) as u64).max(1)) / 64)?;
    let mut r = BigInt::one();
    for i in 2..=n {
        r *= i;
    }
    vm.new_bigint(r)
}

/// `math.gcd(*integers)`.
pub fn gcd(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "gcd", kws)?;
    let mut r = BigInt::zero();
    for v in a {
        let x = int_arg(vm, *v)?;
        vm.charge_fuel(x.bits() / 16)?;
        r = r.gcd(&x);
    }
    vm.new_bigint(r)
}

/// `math.lcm(*integers)`.
pub fn lcm(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "lcm", kws)?;
    let mut r = BigInt::one();
    for v in a {
        let x = int_arg(vm, *v)?;
        vm.charge_fuel((x.bits() + r.bits()) / 16)?;
        vm.precheck((x.bits() + r.bits()) / 8)?;
        r = r.lcm(&x);
    }
    vm.new_bigint(r)
}

/// `math.isqrt(n)`.
pub fn isqrt(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = args_n(vm, "isqrt", a, kws, 1)?;
    let n = int_arg(vm, a[0])?;
    if n.is_negative() {
        return Err(vm.value_error("isqrt() argument must be nonnegative"));
    }
    vm.charge_fuel(n.bits() * n.bits() / 4096)?;
    vm.new_bigint(n.sqrt())
}
