//! The named methods and data attributes of `int`, `float`, `range` and `slice`, and the
//! `slice` constructor, as CPython 3.11's (`Objects/longobject.c`, `floatobject.c`,
//! `rangeobject.c`, `sliceobject.c`).

use num_bigint::BigInt;
use num_traits::{Signed, Zero};
use pyrite_runtime::heap::Obj;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, recv, Kw};
use crate::modules::math::libm::{self, frexp};

/// A method of no arguments: `int.bit_count() takes no arguments (1 given)`.
fn no_args(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, rest) = recv(a);
    args::no_kw(vm, name, kws)?;
    args::none(vm, name, rest)?;
    Ok(r)
}

/// The receiver as an int (a bool is an int).
fn int_of(vm: &Vm<'_>, v: Value) -> BigInt {
    vm.to_bigint(v).unwrap_or_default()
}

/// The receiver as an exact int value (`True.real` is `1`, an int).
fn exact_int(vm: &mut Vm<'_>, v: Value) -> VmResult<Value> {
    match v {
        Value::Bool(b) => Ok(Value::Int(i64::from(b))),
        Value::Int(_) => Ok(v),
        _ => {
            let b = int_of(vm, v);
            vm.new_bigint(b)
        }
    }
}

/// `int.bit_length()`.
pub fn bit_length(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "int.bit_length", a, kws)?;
    Ok(Value::Int(int_of(vm, r).bits() as i64))
}

/// `int.bit_count()`: the number of ones in the absolute value's binary form.
pub fn bit_count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "int.bit_count", a, kws)?;
    let b = int_of(vm, r);
    vm.charge_fuel(b.bits() / 64)?;
    Ok(Value::Int(b.magnitude().count_ones() as i64))
}

/// `int.conjugate()`: the int itself.
pub fn int_conjugate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "int.conjugate", a, kws)?;
    exact_int(vm, r)
}

/// `int.as_integer_ratio()`: `(int, 1)`.
pub fn int_as_integer_ratio(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "int.as_integer_ratio", a, kws)?;
    let n = exact_int(vm, r)?;
    vm.new_tuple(vec![n, Value::Int(1)])
}

/// `int.real` and `int.numerator`: the int itself, as an exact int.
pub fn int_self(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    exact_int(vm, recv(a).0)
}

/// `int.imag`: 0.
pub fn int_zero(_vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Int(0))
}

/// `int.denominator`: 1.
pub fn int_one(_vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Int(1))
}

/// The receiver of a float method (the descriptor checked it is one).
fn float_of(v: Value) -> f64 {
    match v {
        Value::Float(f) => f,
        _ => 0.0,
    }
}

/// `float.is_integer()`.
pub fn is_integer(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let f = float_of(no_args(vm, "float.is_integer", a, kws)?);
    Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
}

/// `float.real` and `float.conjugate()`'s value: the float itself.
pub fn float_self(_vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Float(float_of(recv(a).0)))
}

/// `float.imag`: 0.0.
pub fn float_zero(_vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Float(0.0))
}

/// `float.conjugate()`.
pub fn float_conjugate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let f = float_of(no_args(vm, "float.conjugate", a, kws)?);
    Ok(Value::Float(f))
}

/// `ldexp` with an exponent of any size (clamped: past ±2200 the result is already 0 or
/// infinite).
fn ldexp(x: f64, e: i64) -> f64 {
    libm::ldexp(x, e.clamp(-2200, 2200) as i32)
}

/// `float.hex()`: CPython's `float_hex`.
pub fn float_hex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = float_of(no_args(vm, "float.hex", a, kws)?);
    let text = if x.is_nan() {
        "nan".to_string()
    } else if x.is_infinite() {
        if x < 0.0 { "-inf" } else { "inf" }.to_string()
    } else if x == 0.0 {
        if x.is_sign_negative() {
            "-0x0.0p+0"
        } else {
            "0x0.0p+0"
        }
        .to_string()
    } else {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let (m, e) = frexp(x.abs());
        let shift = 1 - (-1021 - e).max(0);
        let mut m = libm::ldexp(m, shift);
        let e = e - shift;
        let mut s = String::with_capacity(24);
        s.push_str(if x < 0.0 { "-0x" } else { "0x" });
        let d = m as usize;
        s.push(char::from(DIGITS[d & 15]));
        m -= d as f64;
        s.push('.');
        for _ in 0..13 {
            m *= 16.0;
            let d = m as usize;
            s.push(char::from(DIGITS[d & 15]));
            m -= d as f64;
        }
        s.push('p');
        s.push(if e < 0 { '-' } else { '+' });
        s.push_str(&e.unsigned_abs().to_string());
        s
    };
    vm.new_str(text)
}

/// The value of hex digit `c`.
fn hex_value(c: u8) -> Option<u32> {
    char::from(c).to_digit(16)
}

/// `float.fromhex(string)`: CPython's `float_fromhex`, rounding half to even.
pub fn float_fromhex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, rest) = recv(a);
    args::no_kw(vm, "float.fromhex", kws)?;
    let [arg] = rest else {
        return Err(vm.type_error(format!(
            "float.fromhex() takes exactly one argument ({} given)",
            rest.len()
        )));
    };
    let Some(text) = vm.as_str(*arg).map(str::to_string) else {
        return Err(vm.type_error("bad argument type for built-in operation"));
    };
    vm.charge_fuel(text.len() as u64 / 32)?;
    match parse_hex_float(text.as_bytes()) {
        // `C.fromhex(s)` for a class extending float: `C(x)`, as CPython's.
        Ok(x) => match a.first() {
            Some(&cls) if matches!(vm.obj(cls), Some(Obj::Class(_))) => {
                vm.call_function(cls, &[Value::Float(x)], &[]) // CALLBACK
            }
            _ => Ok(Value::Float(x)),
        },
        Err(HexError::Parse) => Err(vm.value_error("invalid hexadecimal floating-point string")),
        Err(HexError::Overflow) => Err(vm.err(
            TypeTag::OverflowError,
            "hexadecimal value too large to represent as a float",
        )),
        Err(HexError::TooLong) => Err(vm.value_error("hexadecimal string too long to convert")),
    }
}

/// Why a hexadecimal float does not convert.
enum HexError {
    Parse,
    Overflow,
    TooLong,
}

/// Python's `isspace` for the ASCII bytes `Py_ISSPACE` accepts.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// `inf`, `infinity` or `nan` (any case, signed) at the start of `s`: the value and its length.
fn inf_or_nan(s: &[u8]) -> Option<(f64, usize)> {
    let (neg, body) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let sign = usize::from(body.len() < s.len());
    let lower: Vec<u8> = body.iter().take(8).map(u8::to_ascii_lowercase).collect();
    let (x, n) = if lower.starts_with(b"infinity") {
        (f64::INFINITY, 8)
    } else if lower.starts_with(b"inf") {
        (f64::INFINITY, 3)
    } else if lower.starts_with(b"nan") {
        (f64::NAN, 3)
    } else {
        return None;
    };
    Some((if neg { -x } else { x }, sign + n))
}

/// The hexadecimal float in `s`, as `float_fromhex` reads it.
fn parse_hex_float(s: &[u8]) -> Result<f64, HexError> {
    const MANT_DIG: i64 = 53;
    const MIN_EXP: i64 = -1021;
    const MAX_EXP: i64 = 1024;
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while is_space(at(i)) {
        i += 1;
    }
    let finish = |mut i: usize, x: f64| -> Result<f64, HexError> {
        while is_space(at(i)) {
            i += 1;
        }
        if i == s.len() {
            Ok(x)
        } else {
            Err(HexError::Parse)
        }
    };
    if let Some((x, n)) = inf_or_nan(&s[i.min(s.len())..]) {
        return finish(i + n, x);
    }
    let mut negate = false;
    match at(i) {
        b'-' => {
            negate = true;
            i += 1;
        }
        b'+' => i += 1,
        _ => {}
    }
    if at(i) == b'0' && matches!(at(i + 1), b'x' | b'X') {
        i += 2;
    }
    let coeff_start = i;
    while hex_value(at(i)).is_some() {
        i += 1;
    }
    let int_end = i;
    if at(i) == b'.' {
        i += 1;
        while hex_value(at(i)).is_some() {
            i += 1;
        }
    }
    let coeff_end = i;
    let frac_digits: Vec<u32> = if coeff_end > int_end {
        s[int_end + 1..coeff_end]
            .iter()
            .filter_map(|&c| hex_value(c))
            .collect()
    } else {
        Vec::new()
    };
    // The digits, most significant first.
    let mut digits: Vec<u32> = s[coeff_start..int_end]
        .iter()
        .filter_map(|&c| hex_value(c))
        .collect();
    let fdigits = frac_digits.len() as i64;
    digits.extend(frac_digits);
    if digits.is_empty() {
        return Err(HexError::Parse);
    }
    let limit = (MIN_EXP - MANT_DIG - i64::MIN / 2).min(i64::MAX / 2 + 1 - MAX_EXP) / 4;
    if digits.len() as i64 > limit {
        return Err(HexError::TooLong);
    }
    let mut exp: i64 = 0;
    if matches!(at(i), b'p' | b'P') {
        i += 1;
        let exp_start = i;
        if matches!(at(i), b'-' | b'+') {
            i += 1;
        }
        if !at(i).is_ascii_digit() {
            return Err(HexError::Parse);
        }
        while at(i).is_ascii_digit() {
            i += 1;
        }
        // strtol saturates.
        let text = std::str::from_utf8(&s[exp_start..i]).unwrap_or("0");
        exp = text.parse::<i64>().unwrap_or(if text.starts_with('-') {
            i64::MIN
        } else {
            i64::MAX
        });
    }
    // Leading zeros go.
    let first = digits.iter().position(|&d| d != 0);
    let Some(first) = first else {
        return finish(i, if negate { -0.0 } else { 0.0 });
    };
    let digits = &digits[first..];
    let ndigits = digits.len() as i64;
    // digit(j): the j-th least significant digit.
    let digit = |j: i64| -> u32 {
        usize::try_from(ndigits - 1 - j)
            .ok()
            .and_then(|k| digits.get(k))
            .copied()
            .unwrap_or(0)
    };
    if exp < i64::MIN / 2 {
        return finish(i, if negate { -0.0 } else { 0.0 });
    }
    if exp > i64::MAX / 2 {
        return Err(HexError::Overflow);
    }
    let exp = exp - 4 * fdigits;
    let mut top_exp = exp + 4 * (ndigits - 1);
    let mut d = digit(ndigits - 1);
    while d != 0 {
        top_exp += 1;
        d /= 2;
    }
    if top_exp < MIN_EXP - MANT_DIG {
        return finish(i, if negate { -0.0 } else { 0.0 });
    }
    if top_exp > MAX_EXP {
        return Err(HexError::Overflow);
    }
    let lsb = top_exp.max(MIN_EXP) - MANT_DIG;
    let mut x = 0.0f64;
    if exp >= lsb {
        for j in (0..ndigits).rev() {
            x = 16.0 * x + f64::from(digit(j));
        }
        let x = ldexp(x, exp);
        return finish(i, if negate { -x } else { x });
    }
    let half_eps: u32 = 1 << ((lsb - exp - 1) % 4);
    let key_digit = (lsb - exp - 1) / 4;
    for j in (key_digit + 1..ndigits).rev() {
        x = 16.0 * x + f64::from(digit(j));
    }
    let d = digit(key_digit);
    x = 16.0 * x + f64::from(d & (16 - 2 * half_eps));
    if d & half_eps != 0 {
        let mut round_up = d & (3 * half_eps - 1) != 0
            || (half_eps == 8 && key_digit + 1 < ndigits && digit(key_digit + 1) & 1 != 0);
        if !round_up {
            round_up = (0..key_digit).any(|j| digit(j) != 0);
        }
        if round_up {
            x += f64::from(2 * half_eps);
            if top_exp == MAX_EXP && x == ldexp(f64::from(2 * half_eps), MANT_DIG) {
                return Err(HexError::Overflow);
            }
        }
    }
    let x = ldexp(x, exp + 4 * key_digit);
    finish(i, if negate { -x } else { x })
}

/// `float.as_integer_ratio()`: the exact fraction in lowest terms.
pub fn float_as_integer_ratio(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = float_of(no_args(vm, "float.as_integer_ratio", a, kws)?);
    if x.is_infinite() {
        return Err(vm.err(
            TypeTag::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    if x.is_nan() {
        return Err(vm.value_error("cannot convert NaN to integer ratio"));
    }
    let (mut m, mut e) = frexp(x);
    let mut steps = 0;
    while steps < 300 && m != m.floor() {
        m *= 2.0;
        e -= 1;
        steps += 1;
    }
    // m is integral and below 2**53 in magnitude.
    let num = BigInt::from(m as i64);
    let (num, den) = if e > 0 {
        (num << e as usize, BigInt::from(1))
    } else {
        (num, BigInt::from(1) << (-e) as usize)
    };
    let n = vm.new_bigint(num)?;
    let d = vm.new_bigint(den)?;
    vm.new_tuple(vec![n, d])
}

/// A bound of a `range` as an int value.
fn range_part(vm: &mut Vm<'_>, r: Value, which: usize) -> VmResult<Value> {
    let part = match vm.obj(r) {
        Some(Obj::Range { start, stop, step }) => {
            return Ok(Value::Int([*start, *stop, *step][which.min(2)]))
        }
        Some(Obj::BigRange(b)) => [&b.start, &b.stop, &b.step][which.min(2)].clone(),
        _ => BigInt::zero(),
    };
    vm.new_bigint(part)
}

/// `range.start`.
pub fn range_start(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    range_part(vm, recv(a).0, 0)
}

/// `range.stop`.
pub fn range_stop(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    range_part(vm, recv(a).0, 1)
}

/// `range.step`.
pub fn range_step(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    range_part(vm, recv(a).0, 2)
}

/// The three parts of a slice.
fn slice_parts(vm: &Vm<'_>, s: Value) -> [Value; 3] {
    match vm.obj(s) {
        Some(Obj::Slice { start, stop, step }) => [*start, *stop, *step],
        _ => [Value::None; 3],
    }
}

/// `slice.start`.
pub fn slice_start(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(slice_parts(vm, recv(a).0)[0])
}

/// `slice.stop`.
pub fn slice_stop(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(slice_parts(vm, recv(a).0)[1])
}

/// `slice.step`.
pub fn slice_step(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(slice_parts(vm, recv(a).0)[2])
}

/// `slice(stop)`, `slice(start, stop[, step])`.
pub fn slice(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "slice", kws)?;
    args::count(vm, "slice", a, 1, 3)?;
    let (start, stop, step) = match *a {
        [stop] => (Value::None, stop, Value::None),
        [start, stop] => (start, stop, Value::None),
        [start, stop, step] => (start, stop, step),
        _ => (Value::None, Value::None, Value::None),
    };
    vm.alloc(Obj::Slice { start, stop, step })
}

/// `slice.indices(length)`: CPython's `_PySlice_GetLongIndices`, on exact ints.
pub fn slice_indices(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (s, rest) = recv(a);
    let length = args::one(vm, "slice.indices", rest, kws)?;
    let Some(length) = vm.to_bigint(length) else {
        return Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(length)
        )));
    };
    if length.is_negative() {
        return Err(vm.value_error("length should not be negative"));
    }
    let [start, stop, step] = slice_parts(vm, s);
    let index = |vm: &Vm<'_>, v: Value| -> VmResult<Option<BigInt>> {
        match v {
            Value::None => Ok(None),
            _ => vm.to_bigint(v).map(Some).ok_or_else(|| {
                vm.type_error("slice indices must be integers or None or have an __index__ method")
            }),
        }
    };
    let step = index(vm, step)?.unwrap_or_else(|| BigInt::from(1));
    if step.is_zero() {
        return Err(vm.value_error("slice step cannot be zero"));
    }
    let back = step.is_negative();
    let (lower, upper) = if back {
        (BigInt::from(-1), &length - 1)
    } else {
        (BigInt::zero(), length.clone())
    };
    let clamp = |x: Option<BigInt>, default: &BigInt| -> BigInt {
        match x {
            None => default.clone(),
            Some(mut x) => {
                if x.is_negative() {
                    x += &length;
                    if x < lower {
                        x = lower.clone();
                    }
                } else if x > upper {
                    x = upper.clone();
                }
                x
            }
        }
    };
    let start = clamp(index(vm, start)?, if back { &upper } else { &lower });
    let stop = clamp(index(vm, stop)?, if back { &lower } else { &upper });
    let parts = [start, stop, step]
        .into_iter()
        .map(|b| vm.new_bigint(b))
        .collect::<VmResult<Vec<_>>>()?;
    vm.new_tuple(parts)
}
