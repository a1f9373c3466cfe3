//! `datetime.timedelta`: the constructor's normalisation (ints exactly, floats as
//! `delta_new`'s `accum` with the leftover rounded half to even), its arithmetic, comparisons,
//! hash, `str` and `repr`, as `_datetimemodule.c`.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{FromPrimitive, Signed, Zero};
use pyrite_lang::bytecode::BinKind;
use pyrite_runtime::hash::{int_hash, tuple_hash};
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::core::{self, bind, new_delta, new_delta_big, US_DAY};
use crate::args::Kw;

/// `(days, seconds, microseconds)` of a duration.
pub fn parts(us: i128) -> (i128, i128, i128) {
    let days = us.div_euclid(US_DAY);
    let rest = us.rem_euclid(US_DAY);
    (days, rest / 1_000_000, rest % 1_000_000)
}

/// An int value of any size.
pub fn int_value(vm: &mut Vm<'_>, i: i128) -> VmResult<Value> {
    match i64::try_from(i) {
        Ok(x) => Ok(Value::Int(x)),
        Err(_) => vm.new_bigint(BigInt::from(i)),
    }
}

/// The exact integer of an int or bool.
pub fn int_of(vm: &Vm<'_>, v: Value) -> Option<BigInt> {
    if !matches!(vm.type_tag(v), TypeTag::Int | TypeTag::Bool) {
        return None;
    }
    match vm.num(v)? {
        Num::I(i) => Some(BigInt::from(i)),
        Num::B(b) => Some(b),
        Num::F(_) => None,
    }
}

/// `float.as_integer_ratio()`, with its errors.
pub fn integer_ratio(vm: &Vm<'_>, f: f64) -> VmResult<(BigInt, BigInt)> {
    if f.is_infinite() {
        return Err(vm.err(
            TypeTag::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    if f.is_nan() {
        return Err(vm.value_error("cannot convert NaN to integer ratio"));
    }
    if f == 0.0 {
        return Ok((BigInt::zero(), BigInt::from(1)));
    }
    let bits = f.to_bits();
    let neg = bits >> 63 == 1;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    let (mut mant, mut e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, exp - 1075)
    };
    while mant & 1 == 0 && e < 0 {
        mant >>= 1;
        e += 1;
    }
    let mut num = BigInt::from(mant);
    let mut den = BigInt::from(1);
    if e >= 0 {
        num <<= e as usize;
    } else {
        den <<= (-e) as usize;
    }
    if neg {
        num = -num;
    }
    Ok((num, den))
}

/// `m / n` rounded half to even (`_PyLong_DivmodNear`); ZeroDivisionError for `n == 0`.
pub fn divide_nearest(vm: &Vm<'_>, m: &BigInt, n: &BigInt) -> VmResult<BigInt> {
    if n.is_zero() {
        return Err(vm.err(
            TypeTag::ZeroDivisionError,
            "integer division or modulo by zero",
        ));
    }
    let (q, r) = m.div_mod_floor(n);
    let twice = &r * 2;
    let up = if n.is_positive() {
        twice > *n || (twice == *n && q.is_odd())
    } else {
        twice < *n || (twice == *n && q.is_odd())
    };
    Ok(if up { q + 1 } else { q })
}

/// `timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0,
/// weeks=0)`.
pub fn timedelta(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    const NAMES: [&str; 7] = [
        "days",
        "seconds",
        "microseconds",
        "milliseconds",
        "minutes",
        "hours",
        "weeks",
    ];
    let v = bind(vm, Some("__new__"), a, kws, &NAMES, 0, 7)?;
    // Accumulated in delta_new's order: microseconds first, weeks last.
    let order: [(usize, i64); 7] = [
        (2, 1),
        (3, 1_000),
        (1, 1_000_000),
        (4, 60_000_000),
        (5, 3_600_000_000),
        (0, 86_400_000_000),
        (6, 604_800_000_000),
    ];
    let mut sum = BigInt::zero();
    let mut leftover = 0.0f64;
    for (i, factor) in order {
        let x = v[i];
        if x == Value::Undef {
            continue;
        }
        // An int or float subclass's instance is its number (`PyLong_Check`, `PyFloat_Check`).
        let x = vm.num_payload(x).unwrap_or(x);
        if let Some(n) = int_of(vm, x) {
            sum += n * factor;
            continue;
        }
        let f = match x {
            Value::Float(f) => f,
            _ => {
                return Err(vm.type_error(format!(
                    "unsupported type for timedelta {} component: {}",
                    NAMES[i],
                    vm.type_name(x)
                )))
            }
        };
        let (int_part, frac) = (f.trunc(), f - f.trunc());
        sum += float_int(vm, int_part)? * factor;
        if frac == 0.0 || f.is_infinite() {
            continue;
        }
        let scaled = factor as f64 * frac;
        let (ip, fp) = (scaled.trunc(), scaled - scaled.trunc());
        sum += float_int(vm, ip)?;
        leftover += fp;
    }
    if leftover != 0.0 {
        let mut whole = leftover.round();
        if (whole - leftover).abs() == 0.5 {
            let odd = if sum.is_odd() { 1.0 } else { 0.0 };
            whole = 2.0 * ((leftover + odd) * 0.5).round() - odd;
        }
        sum += whole as i64;
    }
    new_delta_big(vm, &sum)
}

/// `PyLong_FromDouble` of an integral float.
fn float_int(vm: &Vm<'_>, f: f64) -> VmResult<BigInt> {
    if f.is_nan() {
        return Err(vm.value_error("cannot convert float NaN to integer"));
    }
    BigInt::from_f64(f).ok_or_else(|| {
        vm.err(
            TypeTag::OverflowError,
            "cannot convert float infinity to integer",
        )
    })
}

/// `repr()`: `datetime.timedelta(days=1, seconds=5)`, `datetime.timedelta(0)`.
pub fn repr(us: i128) -> String {
    let (d, s, u) = parts(us);
    let mut fields = Vec::new();
    if d != 0 {
        fields.push(format!("days={d}"));
    }
    if s != 0 {
        fields.push(format!("seconds={s}"));
    }
    if u != 0 {
        fields.push(format!("microseconds={u}"));
    }
    if fields.is_empty() {
        fields.push("0".to_string());
    }
    format!("datetime.timedelta({})", fields.join(", "))
}

/// `str()`: `1 day, 2:03:04.000005`.
pub fn to_str(us: i128) -> String {
    let (d, s, u) = parts(us);
    let mut out = String::new();
    if d != 0 {
        let plural = if d.abs() != 1 { "s" } else { "" };
        out.push_str(&format!("{d} day{plural}, "));
    }
    out.push_str(&format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60));
    if u != 0 {
        out.push_str(&format!(".{u:06}"));
    }
    out
}

/// `hash()`: the hash of the tuple `(days, seconds, microseconds)`, as `delta_hash`.
pub fn hash(us: i128) -> i64 {
    let (d, s, u) = parts(us);
    tuple_hash([d, s, u].map(|x| int_hash(x as i64)))
}

/// `self <op> other` for a timedelta `us` (`reflected`: `other <op> self`); `NotImplemented`
/// for an operand it does not take.
pub fn binop(
    vm: &mut Vm<'_>,
    op: BinKind,
    us: i128,
    other: Value,
    reflected: bool,
) -> VmResult<Value> {
    let od = core::delta(vm, other);
    if let Some(o) = od {
        let (x, y) = if reflected { (o, us) } else { (us, o) };
        return match op {
            BinKind::Add => new_delta(vm, x + y),
            BinKind::Sub => new_delta(vm, x - y),
            BinKind::TrueDiv => {
                let (p, q) = (int_value(vm, x)?, int_value(vm, y)?);
                if y == 0 {
                    return Err(vm.err(TypeTag::ZeroDivisionError, "division by zero"));
                }
                vm.binop(BinKind::TrueDiv, p, q, false)
            }
            BinKind::FloorDiv => {
                if y == 0 {
                    return Err(zero_div(vm));
                }
                int_value(vm, py_floordiv(x, y))
            }
            BinKind::Mod => {
                if y == 0 {
                    return Err(vm.err(TypeTag::ZeroDivisionError, "integer modulo by zero"));
                }
                new_delta(vm, py_mod(x, y))
            }
            _ => Ok(Value::NotImplemented),
        };
    }
    if reflected && op != BinKind::Mul {
        return Ok(Value::NotImplemented);
    }
    match (op, int_of(vm, other), other) {
        (BinKind::Mul, Some(n), _) => new_delta_big(vm, &(BigInt::from(us) * n)),
        (BinKind::Mul, None, Value::Float(f)) => {
            let (n, d) = integer_ratio(vm, f)?;
            let r = divide_nearest(vm, &(BigInt::from(us) * n), &d)?;
            new_delta_big(vm, &r)
        }
        (BinKind::TrueDiv, Some(n), _) => {
            let r = divide_nearest(vm, &BigInt::from(us), &n)?;
            new_delta_big(vm, &r)
        }
        (BinKind::TrueDiv, None, Value::Float(f)) => {
            let (n, d) = integer_ratio(vm, f)?;
            let r = divide_nearest(vm, &(BigInt::from(us) * d), &n)?;
            new_delta_big(vm, &r)
        }
        (BinKind::FloorDiv, Some(n), _) => {
            if n.is_zero() {
                return Err(zero_div(vm));
            }
            new_delta_big(vm, &BigInt::from(us).div_floor(&n))
        }
        _ => Ok(Value::NotImplemented),
    }
}

fn zero_div(vm: &Vm<'_>) -> pyrite_runtime::VmErr {
    vm.err(
        TypeTag::ZeroDivisionError,
        "integer division or modulo by zero",
    )
}

/// Python's `%` (the result has the divisor's sign).
fn py_mod(x: i128, y: i128) -> i128 {
    let r = x % y;
    if r != 0 && (r < 0) != (y < 0) {
        r + y
    } else {
        r
    }
}

/// Python's `//`.
fn py_floordiv(x: i128, y: i128) -> i128 {
    (x - py_mod(x, y)) / y
}

/// `divmod(td, td)`.
pub fn divmod(vm: &mut Vm<'_>, us: i128, other: Value, reflected: bool) -> VmResult<Value> {
    let Some(o) = core::delta(vm, other) else {
        return Ok(Value::NotImplemented);
    };
    let (x, y) = if reflected { (o, us) } else { (us, o) };
    if y == 0 {
        return Err(zero_div(vm));
    }
    let q = int_value(vm, py_floordiv(x, y))?;
    let r = new_delta(vm, py_mod(x, y))?;
    vm.new_tuple(vec![q, r])
}

/// `td.total_seconds()`: microseconds / 10**6, correctly rounded.
pub fn total_seconds(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let recv = core::no_args(vm, "timedelta.total_seconds", a, kws)?;
    let us = core::delta(vm, recv).unwrap_or(0);
    let p = int_value(vm, us)?;
    vm.binop(BinKind::TrueDiv, p, Value::Int(1_000_000), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(
            to_str(86_400_000_000 + 7_384_000_005),
            "1 day, 2:03:04.000005"
        );
        assert_eq!(
            repr(-1),
            "datetime.timedelta(days=-1, seconds=86399, microseconds=999999)"
        );
        assert_eq!(py_floordiv(-7, 2), -4);
    }
}
