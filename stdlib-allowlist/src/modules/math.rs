//! `math`: every member of CPython 3.11's `math`, as `Modules/mathmodule.c` defines it: the
//! C library's results where CPython calls it (std's `f64` methods call the same glibc),
//! CPython's own algorithms where it has them (`libm.rs`), its domain and range errors
//! (`math_1`, `math_2` and `is_error`'s rules), its argument-clinic messages, and exact ints
//! for the integer functions (`ints.rs`).

pub(crate) mod ints;
pub(crate) mod libm;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};
use pyrite_lang::bytecode::BinKind;
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmErr, VmResult};

use super::{Def, M};
use crate::args::Kw;
use libm::Errno;

/// The members of `math`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    const FLOAT: &str = "1";
    const ROUND: &str = "1 (a float: + the int made)";
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
        f("acos", acos, FLOAT, "arc cosine, in radians"),
        f("acosh", acosh, FLOAT, "inverse hyperbolic cosine"),
        f("asin", asin, FLOAT, "arc sine, in radians"),
        f("asinh", asinh, FLOAT, "inverse hyperbolic sine"),
        f("atan", atan, FLOAT, "arc tangent, in radians"),
        f(
            "atan2",
            atan2,
            FLOAT,
            "arc tangent of y/x, in the right quadrant",
        ),
        f("atanh", atanh, FLOAT, "inverse hyperbolic tangent"),
        f("cbrt", cbrt, FLOAT, "cube root"),
        f("ceil", ceil, ROUND, "the smallest int >= x"),
        f(
            "comb",
            comb,
            "1 + as perm(n, k), then k! likewise and the exact // by quotient x divisor words / 4",
            "ways to choose k of n items, unordered",
        ),
        f("copysign", copysign, FLOAT, "x with the sign of y"),
        f("cos", cos, FLOAT, "cosine of x radians"),
        f("cosh", cosh, FLOAT, "hyperbolic cosine"),
        f("degrees", degrees, FLOAT, "radians to degrees"),
        f(
            "dist",
            dist,
            "1 + 1 per coordinate (+ iterating non-tuples)",
            "Euclidean distance between two points",
        ),
        f("erf", erf, FLOAT, "the error function"),
        f("erfc", erfc, FLOAT, "the complementary error function"),
        f("exp", exp, FLOAT, "e ** x"),
        f("exp2", exp2, FLOAT, "2 ** x"),
        f("expm1", expm1, FLOAT, "exp(x) - 1, accurate near 0"),
        f("fabs", fabs, FLOAT, "absolute value as a float"),
        f(
            "factorial",
            factorial,
            "1 + each binary-splitting product as * charges it, the last one also before any work",
            "n! of a non-negative int",
        ),
        f("floor", floor, ROUND, "the largest int <= x"),
        f(
            "fmod",
            fmod,
            FLOAT,
            "C's fmod(x, y): the remainder with the sign of x",
        ),
        f(
            "frexp",
            frexp,
            FLOAT,
            "mantissa and exponent: x == m * 2**e",
        ),
        f(
            "fsum",
            fsum,
            "1 + 1 per item",
            "exactly rounded sum of floats",
        ),
        f("gamma", gamma, FLOAT, "the gamma function"),
        f(
            "gcd",
            gcd,
            "1 + per argument: b/64, and per 30 bits of Lehmer steps b/4 (or a % b as % charges it)",
            "greatest common divisor of the ints",
        ),
        f(
            "hypot",
            hypot,
            "1 + 1 per coordinate",
            "Euclidean norm of the coordinates",
        ),
        f(
            "isclose",
            isclose,
            FLOAT,
            "whether two floats are close (rel_tol, abs_tol)",
        ),
        f(
            "isfinite",
            isfinite,
            FLOAT,
            "True if x is neither an infinity nor a NaN",
        ),
        f("isinf", isinf, FLOAT, "True if x is an infinity"),
        f("isnan", isnan, FLOAT, "True if x is a NaN"),
        f(
            "isqrt",
            isqrt,
            "1 + each Newton step's // as the operator charges it",
            "the integer square root of a non-negative int",
        ),
        f(
            "lcm",
            lcm,
            "1 + per argument: the gcd's steps, a // and a *",
            "least common multiple of the ints",
        ),
        f("ldexp", ldexp, FLOAT, "x * 2**i"),
        f(
            "lgamma",
            lgamma,
            FLOAT,
            "log of the absolute value of the gamma function",
        ),
        f(
            "log",
            log,
            "1 (a big int: + its bits/64)",
            "natural logarithm, or to a given base (exact for big ints)",
        ),
        f("log10", log10, "1 (a big int: + its bits/64)", "base-10 logarithm"),
        f("log1p", log1p, FLOAT, "log(1 + x), accurate near 0"),
        f("log2", log2, "1 (a big int: + its bits/64)", "base-2 logarithm"),
        f(
            "modf",
            modf,
            FLOAT,
            "fractional and integer parts, as floats",
        ),
        f(
            "nextafter",
            nextafter,
            FLOAT,
            "the next float after x towards y",
        ),
        f(
            "perm",
            perm,
            "1 + each binary-splitting product as * charges it, the last one also before any work",
            "ways to choose k of n items, ordered",
        ),
        f("pow", pow, FLOAT, "x ** y on floats"),
        f(
            "prod",
            prod,
            "1 + 1 per item (+ each product as * charges it)",
            "product of the items, from start=1",
        ),
        f("radians", radians, FLOAT, "degrees to radians"),
        f(
            "remainder",
            remainder,
            FLOAT,
            "IEEE 754 remainder of x by y",
        ),
        f("sin", sin, FLOAT, "sine of x radians"),
        f("sinh", sinh, FLOAT, "hyperbolic sine"),
        f("sqrt", sqrt, FLOAT, "square root (ValueError below 0)"),
        f("tan", tan, FLOAT, "tangent of x radians"),
        f("tanh", tanh, FLOAT, "hyperbolic tangent"),
        f("trunc", trunc, ROUND, "x truncated toward 0, as an int"),
        f(
            "ulp",
            ulp,
            FLOAT,
            "the value of the least significant bit of x",
        ),
    ]
}

fn domain(vm: &Vm<'_>) -> VmErr {
    vm.value_error("math domain error")
}

fn range(vm: &Vm<'_>) -> VmErr {
    vm.err(TypeTag::OverflowError, "math range error")
}

/// CPython's `is_error` after a C function set `errno`: EDOM is a ValueError; ERANGE an
/// OverflowError unless the result is below 1.5 in magnitude (an underflow).
fn check_errno(vm: &Vm<'_>, r: f64, e: Errno) -> VmResult<f64> {
    match e {
        Errno::Ok => Ok(r),
        Errno::Dom => Err(domain(vm)),
        Errno::Range if r.abs() < 1.5 => Ok(r),
        Errno::Range => Err(range(vm)),
    }
}

/// A float argument (`PyFloat_AsDouble`): ints converted exactly (OverflowError past the
/// float range), instances through `__float__`, `must be real number` otherwise.
pub(crate) fn real(vm: &mut Vm<'_>, v: Value) -> VmResult<f64> {
    if let Value::Float(f) = v {
        return Ok(f);
    }
    if let Some(n) = vm.num(v) {
        return vm.num_to_f64(&n);
    }
    match vm.instance_float(v)? {
        // CALLBACK
        Some(f) => Ok(f),
        // An int or float subclass's own `__float__` (a script's comes first).
        None => match vm.num_arg(v) {
            Some(n) => vm.num_to_f64(&n),
            None => Err(vm.type_error(format!("must be real number, not {}", vm.type_name(v)))),
        },
    }
}

/// `math.name() takes no keyword arguments`.
fn no_kw(vm: &Vm<'_>, name: &str, kws: Kw<'_>) -> VmResult<()> {
    if kws.is_empty() {
        Ok(())
    } else {
        Err(vm.type_error(format!("math.{name}() takes no keyword arguments")))
    }
}

/// The one argument of a `METH_O` function.
fn arg1(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, name, kws)?;
    match a {
        [x] => Ok(*x),
        _ => Err(vm.type_error(format!(
            "math.{name}() takes exactly one argument ({} given)",
            a.len()
        ))),
    }
}

/// The two positional arguments of a fast-call function.
fn arg2(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    no_kw(vm, name, kws)?;
    match a {
        [x, y] => Ok((*x, *y)),
        _ => Err(vm.type_error(format!("{name} expected 2 arguments, got {}", a.len()))),
    }
}

/// A signature as argument clinic describes it: the parameters in order, the first
/// `posonly` positional-only, at most `maxpos` positional, the first `minpos` required.
struct Sig<'s> {
    names: &'s [&'s str],
    posonly: usize,
    maxpos: usize,
    minpos: usize,
}

/// Argument clinic's keyword parsing (`_PyArg_UnpackKeywords`), with its messages.
fn clinic(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
    sig: &Sig<'_>,
) -> VmResult<Vec<Option<Value>>> {
    let Sig {
        names,
        posonly,
        maxpos,
        minpos,
    } = *sig;
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let total = a.len() + kws.len();
    if total > names.len() {
        return Err(vm.type_error(format!(
            "{fname}() takes at most {} {}argument{} ({total} given)",
            names.len(),
            if a.is_empty() { "keyword " } else { "" },
            plural(names.len())
        )));
    }
    let exact = |n: usize| {
        if minpos < maxpos {
            format!("at most {n}")
        } else {
            format!("exactly {n}")
        }
    };
    if a.len() > maxpos {
        return Err(vm.type_error(format!(
            "{fname}() takes {} positional argument{} ({} given)",
            exact(maxpos),
            plural(maxpos),
            a.len()
        )));
    }
    if a.len() < posonly {
        let how = if posonly < maxpos {
            "at least"
        } else {
            "exactly"
        };
        return Err(vm.type_error(format!(
            "{fname}() takes {how} {posonly} positional argument{} ({} given)",
            plural(posonly),
            a.len()
        )));
    }
    let mut out: Vec<Option<Value>> = names.iter().map(|_| None).collect();
    for (slot, v) in out.iter_mut().zip(a) {
        *slot = Some(*v);
    }
    let mut left = kws.len();
    for (i, name) in names.iter().enumerate().skip(a.len().max(posonly)) {
        let found = crate::args::kw(kws, name);
        if found.is_some() {
            left -= 1;
        } else if i < minpos {
            return Err(vm.type_error(format!(
                "{fname}() missing required argument '{name}' (pos {})",
                i + 1
            )));
        }
        out[i] = found;
    }
    if left > 0 {
        for (i, name) in names.iter().enumerate().take(a.len()).skip(posonly) {
            if crate::args::kw(kws, name).is_some() {
                return Err(vm.type_error(format!(
                    "argument for {fname}() given by name ('{name}') and position ({})",
                    i + 1
                )));
            }
        }
        if let Some((k, _)) = kws.iter().find(|(k, _)| !names[posonly..].contains(k)) {
            return Err(vm.type_error(format!(
                "'{k}' is an invalid keyword argument for {fname}()"
            )));
        }
    }
    Ok(out)
}

/// CPython's `math_1`: a NaN out of a non-NaN in is a domain error; an infinity out of a
/// finite in is a range error if the function can overflow, a domain error (a singularity)
/// otherwise.
fn math_1(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(f64) -> f64,
    can_overflow: bool,
) -> VmResult<Value> {
    let x = arg1(vm, name, a, kws)?;
    let x = real(vm, x)?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain(vm));
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { range(vm) } else { domain(vm) });
    }
    Ok(vm.float(r))
}

/// CPython's `math_1a`: a function that reports its errors through `errno`.
fn math_1a(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(f64) -> (f64, Errno),
) -> VmResult<Value> {
    let x = arg1(vm, name, a, kws)?;
    let x = real(vm, x)?;
    let (r, e) = f(x);
    let r = check_errno(vm, r, e)?;
    Ok(vm.float(r))
}

/// CPython's `math_2`: a NaN out of non-NaN ins is a domain error, an infinity out of
/// finite ins a range error.
fn math_2(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(f64, f64) -> f64,
) -> VmResult<Value> {
    let (x, y) = arg2(vm, name, a, kws)?;
    let (x, y) = (real(vm, x)?, real(vm, y)?);
    let r = f(x, y);
    let e = if r.is_nan() && !x.is_nan() && !y.is_nan() {
        Errno::Dom
    } else if r.is_infinite() && x.is_finite() && y.is_finite() {
        Errno::Range
    } else {
        Errno::Ok
    };
    let r = check_errno(vm, r, e)?;
    Ok(vm.float(r))
}

macro_rules! unary {
    ($($name:ident: $f:expr, $over:expr;)*) => {$(
        #[doc = concat!("`math.", stringify!($name), "(x)`.")]
        pub fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            math_1(vm, stringify!($name), a, kws, $f, $over)
        }
    )*};
}

unary! {
    acos: f64::acos, false;
    acosh: libm::acosh, false;
    asin: f64::asin, false;
    asinh: libm::asinh, false;
    atan: f64::atan, false;
    atanh: libm::atanh, false;
    cbrt: libm::cbrt, false;
    cos: f64::cos, false;
    cosh: f64::cosh, true;
    exp: f64::exp, true;
    exp2: f64::exp2, true;
    expm1: f64::exp_m1, true;
    fabs: f64::abs, false;
    log1p: |x| if x == 0.0 { x } else { x.ln_1p() }, false;
    sin: f64::sin, false;
    sinh: f64::sinh, true;
    sqrt: f64::sqrt, false;
    tan: f64::tan, false;
    tanh: f64::tanh, false;
}

/// `math.erf(x)` (glibc's, ported: Rust has none).
pub fn erf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_1a(vm, "erf", a, kws, |x| (libm::erf(x), Errno::Ok))
}

/// `math.erfc(x)` (glibc's, ported; its underflow to 0 sets ERANGE, which CPython ignores).
pub fn erfc(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_1a(vm, "erfc", a, kws, |x| (libm::erfc(x), Errno::Ok))
}

/// `math.gamma(x)` (CPython's `m_tgamma`).
pub fn gamma(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_1a(vm, "gamma", a, kws, libm::tgamma)
}

/// `math.lgamma(x)` (CPython's `m_lgamma`).
pub fn lgamma(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_1a(vm, "lgamma", a, kws, libm::lgamma)
}

/// CPython's `m_atan2`: the special values directly, the rest to the C library.
fn m_atan2(y: f64, x: f64) -> f64 {
    use std::f64::consts::PI;
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if y.is_infinite() {
        if x.is_infinite() {
            return if 1f64.copysign(x) == 1.0 {
                (0.25 * PI).copysign(y)
            } else {
                (0.75 * PI).copysign(y)
            };
        }
        return (0.5 * PI).copysign(y);
    }
    if x.is_infinite() || y == 0.0 {
        return if 1f64.copysign(x) == 1.0 {
            0f64.copysign(y)
        } else {
            PI.copysign(y)
        };
    }
    y.atan2(x)
}

/// `math.atan2(y, x)`.
pub fn atan2(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_2(vm, "atan2", a, kws, m_atan2)
}

/// `math.copysign(x, y)`.
pub fn copysign(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_2(vm, "copysign", a, kws, f64::copysign)
}

/// `math.remainder(x, y)` (CPython's `m_remainder`).
pub fn remainder(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    math_2(vm, "remainder", a, kws, libm::remainder)
}

/// `math.fmod(x, y)`.
pub fn fmod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, y) = arg2(vm, "fmod", a, kws)?;
    let (x, y) = (real(vm, x)?, real(vm, y)?);
    if y.is_infinite() && x.is_finite() {
        return Ok(Value::Float(x));
    }
    let r = x % y;
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain(vm));
    }
    Ok(vm.float(r))
}

/// `math.pow(x, y)`: CPython's special values, then the C library's pow.
pub fn pow(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, y) = arg2(vm, "pow", a, kws)?;
    let (x, y) = (real(vm, x)?, real(vm, y)?);
    let mut e = Errno::Ok;
    let r = if !x.is_finite() || !y.is_finite() {
        if x.is_nan() {
            if y == 0.0 {
                1.0
            } else {
                x
            }
        } else if y.is_nan() {
            if x == 1.0 {
                1.0
            } else {
                y
            }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && (y.abs() % 2.0) == 1.0;
            if y > 0.0 {
                if odd_y {
                    x
                } else {
                    x.abs()
                }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if y > 0.0 && x.abs() > 1.0 {
            y
        } else if y < 0.0 && x.abs() < 1.0 {
            -y
        } else {
            0.0
        }
    } else {
        let r = x.powf(y);
        if r.is_nan() {
            e = Errno::Dom;
        } else if r.is_infinite() {
            e = if x == 0.0 { Errno::Dom } else { Errno::Range };
        }
        r
    };
    let r = check_errno(vm, r, e)?;
    Ok(vm.float(r))
}

/// `math.degrees(x)`.
pub fn degrees(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "degrees", a, kws)?;
    let x = real(vm, x)?;
    Ok(vm.float(x * (180.0 / std::f64::consts::PI)))
}

/// `math.radians(x)`.
pub fn radians(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "radians", a, kws)?;
    let x = real(vm, x)?;
    Ok(vm.float(x * (std::f64::consts::PI / 180.0)))
}

/// `math.isnan(x)`.
pub fn isnan(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "isnan", a, kws)?;
    Ok(Value::Bool(real(vm, x)?.is_nan()))
}

/// `math.isinf(x)`.
pub fn isinf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "isinf", a, kws)?;
    Ok(Value::Bool(real(vm, x)?.is_infinite()))
}

/// `math.isfinite(x)`.
pub fn isfinite(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "isfinite", a, kws)?;
    Ok(Value::Bool(real(vm, x)?.is_finite()))
}

/// `math.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`.
pub fn isclose(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let sig = Sig {
        names: &["a", "b", "rel_tol", "abs_tol"],
        posonly: 0,
        maxpos: 2,
        minpos: 2,
    };
    let got = clinic(vm, "isclose", a, kws, &sig)?;
    let mut v = [0.0, 0.0, 1e-09, 0.0];
    for (slot, g) in v.iter_mut().zip(&got) {
        if let Some(g) = g {
            *slot = real(vm, *g)?;
        }
    }
    let [x, y, rel_tol, abs_tol] = v;
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(vm.value_error("tolerances must be non-negative"));
    }
    if x == y {
        return Ok(Value::Bool(true));
    }
    if x.is_infinite() || y.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = (y - x).abs();
    Ok(Value::Bool(
        diff <= (rel_tol * y).abs() || diff <= (rel_tol * x).abs() || diff <= abs_tol,
    ))
}

/// `math.frexp(x)`: `(m, e)` with `x == m * 2**e`.
pub fn frexp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "frexp", a, kws)?;
    let x = real(vm, x)?;
    let (m, e) = libm::frexp(x);
    let m = vm.float(m);
    vm.new_tuple(vec![m, Value::Int(i64::from(e))])
}

/// `math.ldexp(x, i)`: `x * 2**i`, OverflowError past the float range.
pub fn ldexp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, i) = arg2(vm, "ldexp", a, kws)?;
    let x = real(vm, x)?;
    let Some(i) = vm.to_bigint(i) else {
        return Err(vm.type_error("Expected an int as second argument to ldexp."));
    };
    let exp = i
        .to_i64()
        .unwrap_or(if i.is_negative() { i64::MIN } else { i64::MAX });
    let r = if x == 0.0 || !x.is_finite() {
        x
    } else if exp > i64::from(i32::MAX) {
        return Err(range(vm));
    } else if exp < i64::from(i32::MIN) {
        0f64.copysign(x)
    } else {
        let r = libm::ldexp(x, exp as i32);
        if r.is_infinite() {
            return Err(range(vm));
        }
        r
    };
    Ok(vm.float(r))
}

/// `math.modf(x)`: the fractional and integer parts, both with the sign of x.
pub fn modf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "modf", a, kws)?;
    let x = real(vm, x)?;
    let (frac, int) = if x.is_infinite() {
        (0f64.copysign(x), x)
    } else if x.is_nan() {
        (x, x)
    } else {
        let t = x.trunc();
        ((x - t).copysign(x), t)
    };
    let (frac, int) = (vm.float(frac), vm.float(int));
    vm.new_tuple(vec![frac, int])
}

/// `math.nextafter(x, y)` (3.11: no `steps`).
pub fn nextafter(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, y) = arg2(vm, "nextafter", a, kws)?;
    let (x, y) = (real(vm, x)?, real(vm, y)?);
    Ok(vm.float(libm::nextafter(x, y)))
}

/// `math.ulp(x)`.
pub fn ulp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "ulp", a, kws)?;
    let x = real(vm, x)?;
    Ok(vm.float(libm::ulp(x)))
}

/// CPython's `loghelper`: an int's log exactly even past the float range (as m * 2**e, m
/// rounded half-even to 53 bits), anything else through `math_1`'s rules.
fn log_of(vm: &mut Vm<'_>, v: Value, f: fn(f64) -> f64) -> VmResult<f64> {
    if let Some(n) = vm.num(v).filter(|n| !matches!(n, Num::F(_))) {
        let b = match n {
            Num::I(i) => BigInt::from(i),
            Num::B(b) => b,
            Num::F(_) => BigInt::zero(),
        };
        if !b.is_positive() {
            return Err(domain(vm));
        }
        vm.charge_fuel(b.bits() / 64)?;
        if let Some(x) = b.to_f64().filter(|x| x.is_finite()) {
            return Ok(f(x));
        }
        let (m, e) = long_frexp(&b);
        return Ok(f(m) + f(2.0) * e as f64);
    }
    let x = real(vm, v)?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() || r.is_infinite() && x.is_finite() {
        return Err(domain(vm));
    }
    Ok(r)
}

/// `_PyLong_Frexp` of a positive int: `(m, e)`, `0.5 <= m < 1`, m rounded half-even.
fn long_frexp(b: &BigInt) -> (f64, u64) {
    let bits = b.bits();
    let shift = bits - 55;
    // 55 bits: 53 kept, a rounding bit and a sticky bit.
    let mut top = (b >> shift).to_u64().unwrap_or(0);
    let low = b - (BigInt::from(top) << shift);
    if !low.is_zero() {
        top |= 1;
    }
    let keep = top >> 2;
    let rest = top & 3;
    let mut q = keep;
    if rest > 2 || rest == 2 && keep & 1 == 1 {
        q += 1;
    }
    if q == 1 << 53 {
        return (0.5, bits + 1);
    }
    (q as f64 / (1u64 << 53) as f64, bits)
}

fn m_log(x: f64) -> f64 {
    if x.is_finite() && x <= 0.0 {
        return if x == 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::NAN
        };
    }
    if x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    x.ln()
}

fn m_log2(x: f64) -> f64 {
    if x == f64::NEG_INFINITY || x.is_finite() && x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    x.log2()
}

fn m_log10(x: f64) -> f64 {
    if x.is_finite() && x <= 0.0 {
        return if x == 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::NAN
        };
    }
    if x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    x.log10()
}

/// `math.log(x[, base])`.
pub fn log(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "log", kws)?;
    if a.is_empty() || a.len() > 2 {
        return Err(vm.type_error("math.log requires 1 to 2 arguments"));
    }
    let x = log_of(vm, a[0], m_log)?;
    let r = match a.get(1) {
        None => x,
        Some(b) => {
            let d = log_of(vm, *b, m_log)?;
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
    let x = arg1(vm, "log2", a, kws)?;
    let r = log_of(vm, x, m_log2)?;
    Ok(vm.float(r))
}

/// `math.log10(x)`.
pub fn log10(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = arg1(vm, "log10", a, kws)?;
    let r = log_of(vm, x, m_log10)?;
    Ok(vm.float(r))
}

/// CPython's `vector_norm` of absolute coordinates, given their maximum and whether one is a
/// NaN.
fn norm(xs: &[f64]) -> f64 {
    let mut max = 0.0f64;
    let mut found_nan = false;
    for &x in xs {
        found_nan |= x.is_nan();
        if x > max {
            max = x;
        }
    }
    libm::vector_norm(xs, max, found_nan)
}

/// `math.hypot(*coordinates)`.
pub fn hypot(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, "hypot", kws)?;
    vm.charge_fuel(a.len() as u64)?;
    let bytes = a.len() as u64 * 8;
    vm.with_scratch(bytes, |vm| {
        let mut xs = Vec::with_capacity(a.len());
        for v in a {
            xs.push(real(vm, *v)?.abs());
        }
        let r = norm(&xs);
        Ok(vm.float(r))
    })
}

/// `math.dist(p, q)`: each point made a tuple's worth of items first, as CPython does.
pub fn dist(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (p, q) = arg2(vm, "dist", a, kws)?;
    let ps = vm.collect(p)?; // CALLBACK
    let qs = vm.with_roots(&ps, |vm| vm.collect(q))?; // CALLBACK
    let n = ps.len();
    vm.with_scratch((ps.len() + qs.len()) as u64 * 16 + n as u64 * 8, |vm| {
        if n != qs.len() {
            return Err(vm.value_error("both points must have the same number of dimensions"));
        }
        vm.charge_fuel(n as u64)?;
        let mut all = ps.clone();
        all.extend_from_slice(&qs);
        vm.with_roots(&all, |vm| {
            let mut diffs = Vec::with_capacity(n);
            for (p, q) in ps.iter().zip(&qs) {
                let px = real(vm, *p)?; // CALLBACK
                let qx = real(vm, *q)?; // CALLBACK
                diffs.push((px - qx).abs());
            }
            let r = norm(&diffs);
            Ok(vm.float(r))
        })
    })
}

/// `math.fsum(iterable)`: Shewchuk's exact partial sums, rounded once, with CPython's
/// special cases (`-inf + inf in fsum`, `intermediate overflow in fsum`).
pub fn fsum(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let seq = arg1(vm, "fsum", a, kws)?;
    let mut c = vm.cursor(seq)?; // CALLBACK
                                 // Non-overlapping partials: at most about 2098 / 53 of them, so never charged.
    let mut p: Vec<f64> = Vec::new();
    let (mut special_sum, mut inf_sum) = (0.0f64, 0.0f64);
    while let Some(item) = vm.cursor_next(&mut c)? {
        // CALLBACK
        vm.charge_fuel(1)?;
        let mut x = real(vm, item)?;
        let xsave = x;
        let mut i = 0;
        for j in 0..p.len() {
            let mut y = p[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let yr = hi - x;
            let lo = y - yr;
            if lo != 0.0 {
                p[i] = lo;
                i += 1;
            }
            x = hi;
        }
        p.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                if xsave.is_finite() {
                    return Err(vm.err(TypeTag::OverflowError, "intermediate overflow in fsum"));
                }
                if xsave.is_infinite() {
                    inf_sum += xsave;
                }
                special_sum += xsave;
                p.clear();
            } else {
                p.push(x);
            }
        }
    }
    if special_sum != 0.0 {
        if inf_sum.is_nan() {
            return Err(vm.value_error("-inf + inf in fsum"));
        }
        return Ok(vm.float(special_sum));
    }
    let mut hi = 0.0f64;
    let mut n = p.len();
    if n > 0 {
        n -= 1;
        hi = p[n];
        let mut lo = 0.0f64;
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = p[n];
            hi = x + y;
            let yr = hi - x;
            lo = y - yr;
            if lo != 0.0 {
                break;
            }
        }
        if n > 0 && (lo < 0.0 && p[n - 1] < 0.0 || lo > 0.0 && p[n - 1] > 0.0) {
            let y = lo * 2.0;
            let x = hi + y;
            let yr = x - hi;
            if y == yr {
                hi = x;
            }
        }
    }
    Ok(vm.float(hi))
}

/// `math.prod(iterable, /, *, start=1)`: `start * item * ...` by the `*` operator, in order.
pub fn prod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let sig = Sig {
        names: &["iterable", "start"],
        posonly: 1,
        maxpos: 1,
        minpos: 1,
    };
    let got = clinic(vm, "prod", a, kws, &sig)?;
    let seq = got[0].unwrap_or(Value::None);
    let start = got[1].unwrap_or(Value::Int(1));
    let mut c = vm.cursor(seq)?; // CALLBACK
    let mut acc = start;
    loop {
        let next = vm.with_roots(&[acc], |vm| vm.cursor_next(&mut c))?; // CALLBACK
        let Some(x) = next else { return Ok(acc) };
        vm.charge_fuel(1)?;
        acc = match (acc, x) {
            (Value::Int(p), Value::Int(q)) if p.checked_mul(q).is_some() => Value::Int(p * q),
            (Value::Float(p), Value::Float(q)) => vm.float(p * q),
            _ => vm.with_roots(&[acc, x], |vm| vm.binop(BinKind::Mul, acc, x, false))?,
            // CALLBACK
        };
    }
}

/// floor/ceil: an int (or bool) is its own result; anything else becomes a float first.
/// `__floor__`/`__ceil__`/`__trunc__` of a stdlib value type that defines it (a Decimal).
fn lib_special(vm: &mut Vm<'_>, v: Value, name: &str) -> VmResult<Option<Value>> {
    match vm.lib_value(v) {
        Some(x) if vm.find_method(x.tag, name).is_some() => {
            vm.call_native_method(v, name, &[]).map(Some)
        }
        _ => Ok(None),
    }
}

fn round_to_int(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(f64) -> f64,
) -> VmResult<Value> {
    let v = arg1(vm, name, a, kws)?;
    if let Some(r) = lib_special(vm, v, &format!("__{name}__"))? {
        return Ok(r);
    }
    // int's or float's own `__floor__` on what a subclass instance carries.
    let v = vm.num_payload(v).unwrap_or(v);
    if vm.is_int(v) {
        return Ok(match v {
            Value::Bool(b) => Value::Int(i64::from(b)),
            _ => v,
        });
    }
    let x = real(vm, v)?;
    float_to_int(vm, f(x))
}

/// `int(x)` of a float (`PyLong_FromDouble`).
fn float_to_int(vm: &mut Vm<'_>, x: f64) -> VmResult<Value> {
    if x.is_nan() {
        return Err(vm.value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(vm.err(
            TypeTag::OverflowError,
            "cannot convert float infinity to integer",
        ));
    }
    if x.abs() < 9.0e18 {
        return Ok(Value::Int(x as i64));
    }
    vm.charge_fuel(1)?;
    vm.new_bigint(pyrite_runtime::ops::cmp::float_to_big(x))
}

/// `math.floor(x)`.
pub fn floor(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    round_to_int(vm, "floor", a, kws, f64::floor)
}

/// `math.ceil(x)`.
pub fn ceil(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    round_to_int(vm, "ceil", a, kws, f64::ceil)
}

/// `math.trunc(x)`: through `__trunc__` (of an int, a float, a stdlib value or an instance).
pub fn trunc(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = arg1(vm, "trunc", a, kws)?;
    if let Some(r) = vm.call_dunder(v, "__trunc__", &[])? {
        return Ok(r);
    }
    match vm.num_payload(v).unwrap_or(v) {
        Value::Float(x) => float_to_int(vm, x.trunc()),
        Value::Bool(b) => Ok(Value::Int(i64::from(b))),
        n if vm.is_int(n) => Ok(n),
        _ => Err(vm.type_error(format!(
            "type {} doesn't define __trunc__ method",
            vm.type_name(v)
        ))),
    }
}

/// `math.factorial(n)`.
pub fn factorial(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = arg1(vm, "factorial", a, kws)?;
    factorial_of(vm, v)
}

fn factorial_of(vm: &mut Vm<'_>, v: Value) -> VmResult<Value> {
    let n = ints::index(vm, v)?;
    if n.is_negative() {
        return Err(vm.value_error("factorial() not defined for negative values"));
    }
    let Some(n) = ints::small(&n) else {
        return Err(vm.err(
            TypeTag::OverflowError,
            format!("factorial() argument should not exceed {}", i64::MAX),
        ));
    };
    ints::factorial(vm, n)
}

/// `math.comb(n, k)`.
pub fn comb(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (n, k) = arg2(vm, "comb", a, kws)?;
    let n = ints::index(vm, n)?;
    let k = ints::index(vm, k)?;
    if n.is_negative() {
        return Err(vm.value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(vm.value_error("k must be a non-negative integer"));
    }
    let rest = &n - &k;
    if rest.is_negative() {
        return Ok(Value::Int(0));
    }
    let k = if rest < k { rest } else { k };
    let Some(k) = ints::small(&k) else {
        return Err(ints::too_big(vm, "min(n - k, k)"));
    };
    ints::comb(vm, &n, k)
}

/// `math.perm(n, k=None)`.
pub fn perm(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, "perm", kws)?;
    crate::args::count(vm, "perm", a, 1, 2)?;
    let k = a.get(1).copied().unwrap_or(Value::None);
    if k == Value::None {
        return factorial_of(vm, a[0]);
    }
    let n = ints::index(vm, a[0])?;
    let k = ints::index(vm, k)?;
    if n.is_negative() {
        return Err(vm.value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(vm.value_error("k must be a non-negative integer"));
    }
    if n < k {
        return Ok(Value::Int(0));
    }
    let Some(k) = ints::small(&k) else {
        return Err(ints::too_big(vm, "k"));
    };
    ints::perm(vm, &n, k)
}

/// `math.gcd(*integers)`.
pub fn gcd(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, "gcd", kws)?;
    ints::gcd(vm, a)
}

/// `math.lcm(*integers)`.
pub fn lcm(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, "lcm", kws)?;
    ints::lcm(vm, a)
}

/// `math.isqrt(n)`.
pub fn isqrt(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = arg1(vm, "isqrt", a, kws)?;
    let n = ints::index(vm, v)?;
    if n.is_negative() {
        return Err(vm.value_error("isqrt() argument must be nonnegative"));
    }
    ints::isqrt(vm, &n)
}
