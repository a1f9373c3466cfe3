//! `fractions`: `Fraction`, as CPython 3.11's Lib/fractions.py. A Fraction is one `LibValue`
//! (tag `Fraction`): numerator and denominator in its two integer fields when both fit `i64`,
//! else a tuple of the two ints in its value field; always normalized (lowest terms, positive
//! denominator). Its operators, comparisons, hash and text are native special methods of its
//! type, ported step for step from the Python class (the same `NotImplemented` fallbacks, the
//! same float conversions, the same error messages). Every bigint product and quotient is
//! charged as the int operators charge it; powers go through the int `**` itself, so a huge
//! exponent meets the same limits. A Decimal converts exactly (`Fraction(d)`,
//! `from_decimal`); arithmetic with one is a TypeError and comparisons are the Decimal's.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::libobj::LibValue;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use super::math::ints;
use super::{c, Def, M};
use crate::args::Kw;

/// An exact rational: numerator and (positive) denominator.
pub(crate) type Q = (BigInt, BigInt);

/// The members of `fractions`.
pub fn members() -> Vec<Def<M>> {
    vec![c(
        "Fraction",
        Member::Type(TypeTag::Fraction),
        "type: an exact rational number (numerator, denominator)",
    )]
}

/// The constructor, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::Fraction, fraction)];

/// The numerator and denominator of a Fraction.
pub(crate) fn read(vm: &Vm<'_>, v: Value) -> Option<Q> {
    let x = vm.lib_value(v)?;
    if x.tag != TypeTag::Fraction {
        return None;
    }
    if x.obj == Value::Undef {
        return Some((BigInt::from(x.a), BigInt::from(x.b)));
    }
    let n = vm.to_bigint(vm.seq_get(x.obj, 0)?)?;
    let d = vm.to_bigint(vm.seq_get(x.obj, 1)?)?;
    Some((n, d))
}

/// An int, bool or Fraction as a ratio (`numbers.Rational` here).
pub(crate) fn rational(vm: &Vm<'_>, v: Value) -> Option<Q> {
    if let Some(n) = vm.to_bigint(v) {
        return Some((n, BigInt::one()));
    }
    read(vm, v)
}

/// A Fraction from a ratio already in lowest terms with a positive denominator.
pub(crate) fn make(vm: &mut Vm<'_>, n: BigInt, d: BigInt) -> VmResult<Value> {
    if let (Some(a), Some(b)) = (n.to_i64(), d.to_i64()) {
        return vm.new_lib_value(LibValue {
            tag: TypeTag::Fraction,
            a,
            b,
            obj: Value::Undef,
        });
    }
    let nv = vm.new_bigint(n)?;
    let dv = vm.with_roots(&[nv], |vm| vm.new_bigint(d))?;
    let t = vm.with_roots(&[nv, dv], |vm| vm.new_tuple(vec![nv, dv]))?;
    vm.with_roots(&[t], |vm| {
        vm.new_lib_value(LibValue {
            tag: TypeTag::Fraction,
            a: 0,
            b: 0,
            obj: t,
        })
    })
}

/// `math.gcd(a, b)`, charged as `math.gcd`.
pub(crate) fn gcd(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    vm.charge_fuel(1 + (a.bits() + b.bits()) / 64)?;
    ints::gcd2(vm, a.abs(), b.abs())
}

/// `a * b`, charged as the int operator (its result's room checked first).
pub(crate) fn mul(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    vm.precheck((a.bits() + b.bits()) / 8 + 16)?;
    ints::mul(vm, a, b)
}

/// `a // b` (floor), charged as long division; ZeroDivisionError as the int operator's.
pub(crate) fn floordiv(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    if b.is_zero() {
        return Err(vm.err(
            TypeTag::ZeroDivisionError,
            "integer division or modulo by zero",
        ));
    }
    vm.charge_fuel(ints::div_fuel(a.bits(), b.bits()))?;
    Ok(a.div_floor(b))
}

/// `divmod(a, b)` of ints (floor), charged as long division.
pub(crate) fn divmod_int(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<(BigInt, BigInt)> {
    if b.is_zero() {
        return Err(vm.err(
            TypeTag::ZeroDivisionError,
            "integer division or modulo by zero",
        ));
    }
    vm.charge_fuel(ints::div_fuel(a.bits(), b.bits()))?;
    Ok(a.div_mod_floor(b))
}

/// An exact quotient (`b` divides `a`).
fn exact(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    if b.is_one() {
        return Ok(a.clone());
    }
    ints::div(vm, a, b)
}

/// `Fraction(numerator, denominator)` with `_normalize=True`: ZeroDivisionError for a zero
/// denominator, then lowest terms.
pub(crate) fn normalized(vm: &mut Vm<'_>, n: BigInt, d: BigInt) -> VmResult<Value> {
    let (n, d) = normalize(vm, n, d)?;
    make(vm, n, d)
}

/// The normal form of `n / d` (ZeroDivisionError `Fraction(n, 0)`).
pub(crate) fn normalize(vm: &mut Vm<'_>, n: BigInt, d: BigInt) -> VmResult<Q> {
    if d.is_zero() {
        let s = vm.bigint_to_string(&n)?;
        return Err(vm.err(TypeTag::ZeroDivisionError, format!("Fraction({s}, 0)")));
    }
    let mut g = gcd(vm, &n, &d)?;
    if d.is_negative() {
        g = -g;
    }
    let n = exact(vm, &n, &g)?;
    let d = exact(vm, &d, &g)?;
    Ok((n, d))
}

/// `Fraction(n, d, _normalize=False)`: only the zero check.
fn unnormalized(vm: &mut Vm<'_>, n: BigInt, d: BigInt) -> VmResult<Value> {
    if d.is_zero() {
        let s = vm.bigint_to_string(&n)?;
        return Err(vm.err(TypeTag::ZeroDivisionError, format!("Fraction({s}, 0)")));
    }
    make(vm, n, d)
}

/// `float.as_integer_ratio()`: exact, with CPython's errors for infinities and NaN.
pub(crate) fn float_ratio(vm: &Vm<'_>, f: f64) -> VmResult<Q> {
    if f.is_nan() {
        return Err(vm.value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(vm.err(
            TypeTag::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    let (m, e) = pyrite_runtime::num::float::frexp(f);
    // m * 2**53 is an exact integer; then reduce the power of two.
    let mut mant = (m * 9_007_199_254_740_992.0) as i64;
    let mut exp = e - 53;
    while mant != 0 && mant % 2 == 0 && exp < 0 {
        mant /= 2;
        exp += 1;
    }
    let n = BigInt::from(mant);
    if exp >= 0 {
        Ok((n << exp as usize, BigInt::one()))
    } else {
        Ok((n, BigInt::one() << (-exp) as usize))
    }
}

/// `float(q)`: `numerator / denominator`, correctly rounded (OverflowError past the floats).
pub(crate) fn to_float(vm: &Vm<'_>, q: &Q) -> VmResult<f64> {
    pyrite_runtime::num::int::true_div(&q.0, &q.1).map_err(|e| vm.num_err(e))
}

/// The constructor: `Fraction(numerator=0, denominator=None)`.
pub fn fraction(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if kws.iter().any(|(k, _)| *k == "_normalize") {
        return Err(vm.not_supported("Fraction(_normalize=) is not supported"));
    }
    py_kws(vm, "Fraction.__new__", kws, &["numerator", "denominator"])?;
    if a.len() + kws.len() > 2 {
        return Err(vm.type_error(format!(
            "Fraction.__new__() takes from 1 to 3 positional arguments but {} were given",
            a.len() + 1
        )));
    }
    let mut slots = [a.first().copied(), a.get(1).copied()];
    for (k, v) in kws {
        let i = usize::from(*k == "denominator");
        if slots[i].is_some() {
            return Err(vm.type_error(format!(
                "Fraction.__new__() got multiple values for argument '{k}'"
            )));
        }
        slots[i] = Some(*v);
    }
    let num = slots[0].unwrap_or(Value::Int(0));
    let den = match slots[1] {
        None | Some(Value::None) => None,
        Some(d) => Some(d),
    };
    let Some(den) = den else {
        if let Some(q) = rational(vm, num) {
            return make(vm, q.0, q.1);
        }
        if let Value::Float(f) = num {
            let (n, d) = float_ratio(vm, f)?;
            return make(vm, n, d);
        }
        if let Some((n, d)) = super::decimal::ratio(vm, num)? {
            return make(vm, n, d);
        }
        if let Some(s) = vm.as_str(num) {
            let s = s.to_string();
            return from_str(vm, &s);
        }
        return Err(vm.type_error("argument should be a string or a Rational instance"));
    };
    let (Some(p), Some(q)) = (rational(vm, num), rational(vm, den)) else {
        return Err(vm.type_error("both arguments should be Rational instances"));
    };
    let (n, d) = if p.1.is_one() && q.1.is_one() {
        (p.0, q.0)
    } else {
        (mul(vm, &p.0, &q.1)?, mul(vm, &q.0, &p.1)?)
    };
    normalized(vm, n, d)
}

/// `ValueError: Invalid literal for Fraction: 'text'`.
fn invalid(vm: &mut Vm<'_>, s: &str) -> pyrite_runtime::VmErr {
    let r = pyrite_runtime::num::repr::str_repr(s);
    vm.value_error(format!("Invalid literal for Fraction: {r}"))
}

/// `\d+(_\d+)*` at `i`: its end, if it matches at least one digit.
fn digit_groups(c: &[char], mut i: usize) -> Option<usize> {
    let digit = |ch: char| pyrite_runtime::num::decimal_value(ch).is_some();
    if !c.get(i).is_some_and(|&ch| digit(ch)) {
        return None;
    }
    loop {
        while c.get(i).is_some_and(|&ch| digit(ch)) {
            i += 1;
        }
        if c.get(i) == Some(&'_') && c.get(i + 1).is_some_and(|&ch| digit(ch)) {
            i += 1;
            continue;
        }
        return Some(i);
    }
}

/// `int(text)` of the digits a group matched (underscores allowed, 4300-digit limit).
fn int_of(vm: &mut Vm<'_>, s: &str) -> VmResult<BigInt> {
    vm.charge_fuel(1 + (s.len() as u64) * (s.len() as u64) / 4096)?;
    pyrite_runtime::num::int::parse_int(s, 10).map_err(|e| vm.num_err(e))
}

/// `10 ** e` through the int operator (limits apply).
fn pow10(vm: &mut Vm<'_>, e: &BigInt) -> VmResult<BigInt> {
    let ev = vm.new_bigint(e.clone())?;
    let r = vm.with_roots(&[ev], |vm| {
        vm.binop(BinKind::Pow, Value::Int(10), ev, false)
    })?;
    Ok(vm.to_bigint(r).unwrap_or_default())
}

/// A Fraction from its text, as `_RATIONAL_FORMAT` reads it (a regex with IGNORECASE,
/// Unicode `\d` and `\s`).
fn from_str(vm: &mut Vm<'_>, text: &str) -> VmResult<Value> {
    let c: Vec<char> = text.chars().collect();
    vm.charge_fuel(1 + c.len() as u64 / 8)?;
    let space = |ch: char| pyrite_runtime::num::is_space(ch);
    let digit = |ch: char| pyrite_runtime::num::decimal_value(ch).is_some();
    let mut i = 0;
    while c.get(i).is_some_and(|&ch| space(ch)) {
        i += 1;
    }
    let neg = c.get(i) == Some(&'-');
    if matches!(c.get(i), Some('-' | '+')) {
        i += 1;
    }
    let lookahead = c.get(i).is_some_and(|&ch| digit(ch))
        || (c.get(i) == Some(&'.') && c.get(i + 1).is_some_and(|&ch| digit(ch)));
    if !lookahead {
        return Err(invalid(vm, text));
    }
    let num_start = i;
    let num_end = digit_groups(&c, i).unwrap_or(i);
    i = num_end;
    let mut denom: Option<(usize, usize)> = None;
    let mut decimal: Option<(usize, usize)> = None;
    let mut exp: Option<(usize, usize)> = None;
    if c.get(i) == Some(&'/') {
        let Some(e) = digit_groups(&c, i + 1) else {
            return Err(invalid(vm, text));
        };
        denom = Some((i + 1, e));
        i = e;
    } else {
        if c.get(i) == Some(&'.') {
            let start = i + 1;
            let mut e = start;
            if matches!(c.get(e), Some('d' | 'D')) {
                while matches!(c.get(e), Some('d' | 'D')) {
                    e += 1;
                }
            } else if let Some(end) = digit_groups(&c, start) {
                e = end;
            }
            decimal = Some((start, e));
            i = e;
        }
        if matches!(c.get(i), Some('e' | 'E')) {
            let mut j = i + 1;
            if matches!(c.get(j), Some('-' | '+')) {
                j += 1;
            }
            if let Some(e) = digit_groups(&c, j) {
                exp = Some((i + 1, e));
                i = e;
            }
        }
    }
    while c.get(i).is_some_and(|&ch| space(ch)) {
        i += 1;
    }
    if i != c.len() {
        return Err(invalid(vm, text));
    }
    let part = |(a, b): (usize, usize)| c[a..b].iter().collect::<String>();
    let num_text = part((num_start, num_end));
    let mut n = if num_text.is_empty() {
        BigInt::zero()
    } else {
        int_of(vm, &num_text)?
    };
    let mut d = BigInt::one();
    if let Some(span) = denom {
        d = int_of(vm, &part(span))?;
    } else {
        if let Some(span) = decimal {
            let dec = part(span).replace('_', "");
            if !dec.is_empty() {
                let scale = pow10(vm, &BigInt::from(dec.chars().count()))?;
                let frac = int_of(vm, &dec)?;
                n = mul(vm, &n, &scale)? + frac;
                d = mul(vm, &d, &scale)?;
            }
        }
        if let Some(span) = exp {
            let e = int_of(vm, &part(span))?;
            if !e.is_negative() {
                let p = pow10(vm, &e)?;
                n = mul(vm, &n, &p)?;
            } else {
                let p = pow10(vm, &-e)?;
                d = mul(vm, &d, &p)?;
            }
        }
    }
    if neg {
        n = -n;
    }
    normalized(vm, n, d)
}

/// What an operand of a Fraction operator is.
enum Operand {
    /// An int, bool or Fraction.
    Exact(Q),
    /// A float.
    Float(f64),
    /// Anything else: `NotImplemented`.
    Other,
}

fn operand(vm: &Vm<'_>, v: Value) -> Operand {
    if let Some(q) = rational(vm, v) {
        return Operand::Exact(q);
    }
    match v {
        Value::Float(f) => Operand::Float(f),
        _ => Operand::Other,
    }
}

/// `_add`/`_sub` of Lib/fractions.py (`sub` negates the second term).
fn add_sub(vm: &mut Vm<'_>, a: &Q, b: &Q, sub: bool) -> VmResult<Value> {
    let (na, da) = a;
    let (nb, db) = b;
    let comb = |x: BigInt, y: BigInt| if sub { x - y } else { x + y };
    let g = gcd(vm, da, db)?;
    if g.is_one() {
        let x = mul(vm, na, db)?;
        let y = mul(vm, da, nb)?;
        let d = mul(vm, da, db)?;
        return unnormalized(vm, comb(x, y), d);
    }
    let s = exact(vm, da, &g)?;
    let dbg = exact(vm, db, &g)?;
    let x = mul(vm, na, &dbg)?;
    let y = mul(vm, nb, &s)?;
    let t = comb(x, y);
    let g2 = gcd(vm, &t, &g)?;
    if g2.is_one() {
        let d = mul(vm, &s, db)?;
        return unnormalized(vm, t, d);
    }
    let t = exact(vm, &t, &g2)?;
    let dbg2 = exact(vm, db, &g2)?;
    let d = mul(vm, &s, &dbg2)?;
    unnormalized(vm, t, d)
}

/// `_mul`.
fn mul_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Value> {
    let (mut na, mut da) = a.clone();
    let (mut nb, mut db) = b.clone();
    let g1 = gcd(vm, &na, &db)?;
    if g1 > BigInt::one() {
        na = exact(vm, &na, &g1)?;
        db = exact(vm, &db, &g1)?;
    }
    let g2 = gcd(vm, &nb, &da)?;
    if g2 > BigInt::one() {
        nb = exact(vm, &nb, &g2)?;
        da = exact(vm, &da, &g2)?;
    }
    let n = mul(vm, &na, &nb)?;
    let d = mul(vm, &db, &da)?;
    unnormalized(vm, n, d)
}

/// `_div`.
fn div_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Value> {
    let (mut na, mut da) = a.clone();
    let (mut nb, mut db) = b.clone();
    let g1 = gcd(vm, &na, &nb)?;
    if g1 > BigInt::one() {
        na = exact(vm, &na, &g1)?;
        nb = exact(vm, &nb, &g1)?;
    }
    let g2 = gcd(vm, &db, &da)?;
    if g2 > BigInt::one() {
        da = exact(vm, &da, &g2)?;
        db = exact(vm, &db, &g2)?;
    }
    let (mut n, mut d) = (mul(vm, &na, &db)?, mul(vm, &nb, &da)?);
    if d.is_negative() {
        n = -n;
        d = -d;
    }
    unnormalized(vm, n, d)
}

/// `_floordiv`: an int.
fn floordiv_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Value> {
    let x = mul(vm, &a.0, &b.1)?;
    let y = mul(vm, &a.1, &b.0)?;
    let r = floordiv(vm, &x, &y)?;
    vm.new_bigint(r)
}

/// `_mod`.
fn mod_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Value> {
    let x = mul(vm, &a.0, &b.1)?;
    let y = mul(vm, &b.0, &a.1)?;
    if y.is_zero() {
        return Err(vm.err(TypeTag::ZeroDivisionError, "integer modulo by zero"));
    }
    vm.charge_fuel(ints::div_fuel(x.bits(), y.bits()))?;
    let r = x.mod_floor(&y);
    let d = mul(vm, &a.1, &b.1)?;
    normalized(vm, r, d)
}

/// `_divmod`: `(int, Fraction)`.
fn divmod_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Value> {
    let x = mul(vm, &a.0, &b.1)?;
    let y = mul(vm, &a.1, &b.0)?;
    let (q, r) = divmod_int(vm, &x, &y)?;
    let d = mul(vm, &a.1, &b.1)?;
    let qv = vm.new_bigint(q)?;
    let rv = vm.with_roots(&[qv], |vm| normalized(vm, r, d))?;
    vm.with_roots(&[qv, rv], |vm| vm.new_tuple(vec![qv, rv]))
}

/// The exact operation `op` on two ratios.
fn exact_op(vm: &mut Vm<'_>, op: BinKind, a: &Q, b: &Q, divmod: bool) -> VmResult<Value> {
    if divmod {
        return divmod_q(vm, a, b);
    }
    match op {
        BinKind::Add => add_sub(vm, a, b, false),
        BinKind::Sub => add_sub(vm, a, b, true),
        BinKind::Mul => mul_q(vm, a, b),
        BinKind::TrueDiv => div_q(vm, a, b),
        BinKind::FloorDiv => floordiv_q(vm, a, b),
        _ => mod_q(vm, a, b),
    }
}

/// The float operation (`operator.op(float(a), b)`, or `divmod`).
fn float_op(vm: &mut Vm<'_>, op: BinKind, x: f64, y: f64, divmod: bool) -> VmResult<Value> {
    if divmod {
        let q = vm.binop(BinKind::FloorDiv, Value::Float(x), Value::Float(y), false)?;
        let r = vm.binop(BinKind::Mod, Value::Float(x), Value::Float(y), false)?;
        return vm.new_tuple(vec![q, r]);
    }
    vm.binop(op, Value::Float(x), Value::Float(y), false)
}

/// `forward(a, b)` / `reverse(b, a)` of `_operator_fallbacks`: `me` is the Fraction.
fn arith(
    vm: &mut Vm<'_>,
    op: BinKind,
    me: Value,
    other: Value,
    reflected: bool,
    divmod: bool,
) -> VmResult<Value> {
    let Some(q) = read(vm, me) else {
        return Ok(Value::NotImplemented);
    };
    match operand(vm, other) {
        Operand::Exact(o) if reflected => exact_op(vm, op, &o, &q, divmod),
        Operand::Exact(o) => exact_op(vm, op, &q, &o, divmod),
        Operand::Float(f) => {
            let x = to_float(vm, &q)?;
            if reflected {
                float_op(vm, op, f, x, divmod)
            } else {
                float_op(vm, op, x, f, divmod)
            }
        }
        Operand::Other => Ok(Value::NotImplemented),
    }
}

/// The receiver and the one argument of a special method.
fn two(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("{name}() takes no keyword arguments")));
    }
    match a {
        [r, o] => Ok((*r, *o)),
        _ => Err(vm.type_error(format!(
            "{name}() takes 2 positional arguments but {} were given",
            a.len()
        ))),
    }
}

/// The receiver of a method without arguments (a Fraction, else TypeError).
fn me(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Q)> {
    if !kws.is_empty() || a.len() != 1 {
        return Err(vm.type_error(format!(
            "{name}() takes 1 positional argument but {} were given",
            a.len() + kws.len()
        )));
    }
    self_q(vm, name, a[0]).map(|q| (a[0], q))
}

fn self_q(vm: &Vm<'_>, name: &str, v: Value) -> VmResult<Q> {
    read(vm, v).ok_or_else(|| {
        vm.type_error(format!(
            "descriptor '{name}' requires a 'Fraction' object but received a '{}'",
            vm.type_name(v)
        ))
    })
}

macro_rules! arithmetic {
    ($($f:ident, $name:literal => $op:ident, $refl:expr, $dm:expr;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (r, o) = two(vm, $name, a, kws)?;
                arith(vm, BinKind::$op, r, o, $refl, $dm)
            }
        )*
    };
}

arithmetic! {
    add, "__add__" => Add, false, false;
    radd, "__radd__" => Add, true, false;
    sub, "__sub__" => Sub, false, false;
    rsub, "__rsub__" => Sub, true, false;
    mul_, "__mul__" => Mul, false, false;
    rmul, "__rmul__" => Mul, true, false;
    truediv, "__truediv__" => TrueDiv, false, false;
    rtruediv, "__rtruediv__" => TrueDiv, true, false;
    floordiv_, "__floordiv__" => FloorDiv, false, false;
    rfloordiv, "__rfloordiv__" => FloorDiv, true, false;
    mod_, "__mod__" => Mod, false, false;
    rmod, "__rmod__" => Mod, true, false;
    divmod_, "__divmod__" => FloorDiv, false, true;
    rdivmod, "__rdivmod__" => FloorDiv, true, true;
}

/// `int ** int` through the operator (its limits and fuel).
fn int_pow(vm: &mut Vm<'_>, base: &BigInt, e: &BigInt) -> VmResult<BigInt> {
    let b = vm.new_bigint(base.clone())?;
    let ev = vm.with_roots(&[b], |vm| vm.new_bigint(e.clone()))?;
    let r = vm.with_roots(&[b, ev], |vm| vm.binop(BinKind::Pow, b, ev, false))?;
    Ok(vm.to_bigint(r).unwrap_or_default())
}

/// `Fraction ** exponent` for an integer exponent (`_normalize=False`: already lowest terms).
fn pow_int(vm: &mut Vm<'_>, q: &Q, power: &BigInt) -> VmResult<Value> {
    if !power.is_negative() {
        let n = int_pow(vm, &q.0, power)?;
        let d = int_pow(vm, &q.1, power)?;
        return unnormalized(vm, n, d);
    }
    let p = -power;
    if !q.0.is_negative() {
        let n = int_pow(vm, &q.1, &p)?;
        let d = int_pow(vm, &q.0, &p)?;
        unnormalized(vm, n, d)
    } else {
        let n = int_pow(vm, &-&q.1, &p)?;
        let d = int_pow(vm, &-&q.0, &p)?;
        unnormalized(vm, n, d)
    }
}

fn pow(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() == 3 && kws.is_empty() {
        if a[2] == Value::None {
            return pow(vm, &a[..2], kws);
        }
        return Err(
            vm.type_error("Fraction.__pow__() takes 2 positional arguments but 3 were given")
        );
    }
    let (r, b) = two(vm, "__pow__", a, kws)?;
    let q = self_q(vm, "__pow__", r)?;
    if let Some(e) = rational(vm, b) {
        if e.1.is_one() {
            return pow_int(vm, &q, &e.0);
        }
        let x = to_float(vm, &q)?;
        let y = to_float(vm, &e)?;
        return vm.binop(BinKind::Pow, Value::Float(x), Value::Float(y), false);
    }
    let x = to_float(vm, &q)?;
    vm.binop(BinKind::Pow, Value::Float(x), b, false)
}

fn rpow(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() == 3 && kws.is_empty() && a[2] == Value::None {
        return rpow(vm, &a[..2], kws);
    }
    let (r, base) = two(vm, "__rpow__", a, kws)?;
    let q = self_q(vm, "__rpow__", r)?;
    if q.1.is_one() && !q.0.is_negative() {
        let e = vm.new_bigint(q.0)?;
        return vm.with_roots(&[e], |vm| vm.binop(BinKind::Pow, base, e, false));
    }
    if let Some(bq) = rational(vm, base) {
        if q.1.is_one() {
            return pow_int(vm, &bq, &q.0);
        }
        let x = to_float(vm, &bq)?;
        let y = to_float(vm, &q)?;
        return vm.binop(BinKind::Pow, Value::Float(x), Value::Float(y), false);
    }
    if q.1.is_one() {
        let e = vm.new_bigint(q.0)?;
        return vm.with_roots(&[e], |vm| vm.binop(BinKind::Pow, base, e, false));
    }
    let y = to_float(vm, &q)?;
    vm.binop(BinKind::Pow, base, Value::Float(y), false)
}

fn pos(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__pos__", a, kws)?;
    make(vm, q.0, q.1)
}

fn neg(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__neg__", a, kws)?;
    make(vm, -q.0, q.1)
}

fn abs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__abs__", a, kws)?;
    make(vm, q.0.abs(), q.1)
}

/// Truncation toward zero.
fn trunc_q(vm: &mut Vm<'_>, q: &Q) -> VmResult<BigInt> {
    if q.0.is_negative() {
        Ok(-floordiv(vm, &-&q.0, &q.1)?)
    } else {
        floordiv(vm, &q.0, &q.1)
    }
}

fn int_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__int__", a, kws)?;
    let r = trunc_q(vm, &q)?;
    vm.new_bigint(r)
}

fn trunc(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__trunc__", a, kws)?;
    let r = trunc_q(vm, &q)?;
    vm.new_bigint(r)
}

fn floor(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__floor__", a, kws)?;
    let r = floordiv(vm, &q.0, &q.1)?;
    vm.new_bigint(r)
}

fn ceil(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__ceil__", a, kws)?;
    let r = -floordiv(vm, &-&q.0, &q.1)?;
    vm.new_bigint(r)
}

fn float_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__float__", a, kws)?;
    to_float(vm, &q).map(Value::Float)
}

fn bool_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__bool__", a, kws)?;
    Ok(Value::Bool(!q.0.is_zero()))
}

/// `round(q)`: the nearest int, ties to even.
pub(crate) fn round_half_even(vm: &mut Vm<'_>, q: &Q) -> VmResult<BigInt> {
    let (fl, rem) = divmod_int(vm, &q.0, &q.1)?;
    let twice: BigInt = &rem * 2;
    Ok(match twice.cmp(&q.1) {
        std::cmp::Ordering::Less => fl,
        std::cmp::Ordering::Greater => fl + 1,
        std::cmp::Ordering::Equal if fl.is_even() => fl,
        std::cmp::Ordering::Equal => fl + 1,
    })
}

fn round(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    py_kws(vm, "Fraction.__round__", kws, &["ndigits"])?;
    let Some((&r, rest)) = a.split_first() else {
        return Err(vm.type_error("__round__() missing 1 required positional argument: 'self'"));
    };
    if rest.len() + kws.len() > 1 {
        return Err(vm.type_error(format!(
            "Fraction.__round__() takes from 1 to 2 positional arguments but {} were given",
            a.len() + kws.len()
        )));
    }
    let q = self_q(vm, "__round__", r)?;
    let nd = rest
        .first()
        .copied()
        .or_else(|| crate::args::kw(kws, "ndigits"));
    let nd = match nd {
        None | Some(Value::None) => {
            let r = round_half_even(vm, &q)?;
            return vm.new_bigint(r);
        }
        Some(v) => match vm.to_bigint(v) {
            Some(n) => n,
            None => {
                return Err(vm.not_supported(format!(
                    "round(Fraction, ndigits) with a {} ndigits is not supported",
                    vm.type_name(v)
                )))
            }
        },
    };
    let shift = pow10(vm, &nd.abs())?;
    if nd.is_positive() {
        let scaled = (mul(vm, &q.0, &shift)?, q.1.clone());
        let scaled = normalize(vm, scaled.0, scaled.1)?;
        let r = round_half_even(vm, &scaled)?;
        normalized(vm, r, shift)
    } else {
        let den = mul(vm, &q.1, &shift)?;
        let scaled = normalize(vm, q.0.clone(), den)?;
        let r = round_half_even(vm, &scaled)?;
        let n = mul(vm, &r, &shift)?;
        make(vm, n, BigInt::one())
    }
}

/// The modulus of CPython's numeric hash (`sys.hash_info.modulus`).
const MODULUS: u64 = (1 << 61) - 1;

/// `hash(q)`, as `Fraction.__hash__` (equal to the hash of an equal int or float).
pub(crate) fn hash_q(q: &Q) -> i64 {
    let m = BigInt::from(MODULUS);
    let dm = q.1.mod_floor(&m);
    let h: i64 = if dm.is_zero() {
        314_159
    } else {
        let dinv = dm.modpow(&(&m - 2u32), &m);
        let nh = q.0.abs().mod_floor(&m);
        (nh * dinv).mod_floor(&m).to_i64().unwrap_or(0)
    };
    let r = if q.0.is_negative() { -h } else { h };
    if r == -1 {
        -2
    } else {
        r
    }
}

fn hash(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__hash__", a, kws)?;
    vm.charge_fuel(1 + (q.0.bits() + q.1.bits()) / 16)?;
    Ok(Value::Int(hash_q(&q)))
}

/// `a <op> b` of two ratios, exactly.
pub(crate) fn cmp_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<std::cmp::Ordering> {
    let x = mul(vm, &a.0, &b.1)?;
    let y = mul(vm, &a.1, &b.0)?;
    Ok(x.cmp(&y))
}

fn ordering(op: CmpKind, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        CmpKind::Eq => o == Equal,
        CmpKind::Ne => o != Equal,
        CmpKind::Lt => o == Less,
        CmpKind::Le => o != Greater,
        CmpKind::Gt => o == Greater,
        _ => o != Less,
    }
}

/// `_richcmp` and `__eq__`.
fn compare(vm: &mut Vm<'_>, op: CmpKind, a: Value, b: Value) -> VmResult<Value> {
    let Some(q) = read(vm, a) else {
        return Ok(Value::NotImplemented);
    };
    let eqish = matches!(op, CmpKind::Eq | CmpKind::Ne);
    let r = match operand(vm, b) {
        Operand::Exact(o) if eqish => {
            let eq = q == o;
            if op == CmpKind::Eq {
                eq
            } else {
                !eq
            }
        }
        Operand::Exact(o) => {
            let c = cmp_q(vm, &q, &o)?;
            ordering(op, c)
        }
        Operand::Float(f) if !f.is_finite() => {
            let r = vm.compare_value(op, Value::Float(0.0), Value::Float(f))?;
            return Ok(r);
        }
        Operand::Float(f) => {
            let o = float_ratio(vm, f)?;
            if eqish {
                (q == o) == (op == CmpKind::Eq)
            } else {
                let c = cmp_q(vm, &q, &o)?;
                ordering(op, c)
            }
        }
        Operand::Other => return Ok(Value::NotImplemented),
    };
    Ok(Value::Bool(r))
}

macro_rules! comparisons {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (r, o) = two(vm, $name, a, kws)?;
                compare(vm, CmpKind::$op, r, o)
            }
        )*
    };
}

comparisons! {
    eq, "__eq__" => Eq;
    ne, "__ne__" => Ne;
    lt, "__lt__" => Lt;
    le, "__le__" => Le;
    gt, "__gt__" => Gt;
    ge, "__ge__" => Ge;
}

fn repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__repr__", a, kws)?;
    let n = vm.bigint_to_string(&q.0)?;
    let d = vm.bigint_to_string(&q.1)?;
    vm.new_str(format!("Fraction({n}, {d})"))
}

/// `str(q)`: `n` or `n/d`.
pub(crate) fn text(vm: &mut Vm<'_>, q: &Q) -> VmResult<String> {
    let n = vm.bigint_to_string(&q.0)?;
    if q.1.is_one() {
        return Ok(n);
    }
    let d = vm.bigint_to_string(&q.1)?;
    Ok(format!("{n}/{d}"))
}

fn str_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "__str__", a, kws)?;
    let s = text(vm, &q)?;
    vm.new_str(s)
}

/// `object.__format__`: `str(self)` for an empty spec, else TypeError (3.11's Fraction has
/// no `__format__` of its own).
fn format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, spec) = two(vm, "__format__", a, kws)?;
    let q = self_q(vm, "__format__", r)?;
    let Some(s) = vm.as_str(spec) else {
        return Err(vm.type_error(format!(
            "__format__() argument must be str, not {}",
            vm.type_name(spec)
        )));
    };
    if !s.is_empty() {
        return Err(vm.type_error("unsupported format string passed to Fraction.__format__"));
    }
    let s = text(vm, &q)?;
    vm.new_str(s)
}

fn as_integer_ratio(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "as_integer_ratio", a, kws)?;
    let n = vm.new_bigint(q.0)?;
    let d = vm.with_roots(&[n], |vm| vm.new_bigint(q.1))?;
    vm.with_roots(&[n, d], |vm| vm.new_tuple(vec![n, d]))
}

fn conjugate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (_, q) = me(vm, "conjugate", a, kws)?;
    make(vm, q.0, q.1)
}

fn copy(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    self_q(vm, "__copy__", r)?;
    Ok(r)
}

fn limit_denominator(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    py_kws(vm, "Fraction.limit_denominator", kws, &["max_denominator"])?;
    let Some((&r, rest)) = a.split_first() else {
        return Err(vm.type_error("limit_denominator() missing 1 required positional argument"));
    };
    if rest.len() + kws.len() > 1 {
        return Err(vm.type_error(format!(
            "Fraction.limit_denominator() takes from 1 to 2 positional arguments but {} were \
             given",
            a.len() + kws.len()
        )));
    }
    let q = self_q(vm, "limit_denominator", r)?;
    let maxv = rest
        .first()
        .copied()
        .or_else(|| crate::args::kw(kws, "max_denominator"))
        .unwrap_or(Value::Int(1_000_000));
    let Some(max) = rational(vm, maxv).filter(|m| m.1.is_one()).map(|m| m.0) else {
        return Err(vm.not_supported(format!(
            "Fraction.limit_denominator() with a {} bound is not supported",
            vm.type_name(maxv)
        )));
    };
    if max < BigInt::one() {
        return Err(vm.value_error("max_denominator should be at least 1"));
    }
    if q.1 <= max {
        return make(vm, q.0, q.1);
    }
    let (mut p0, mut q0, mut p1, mut q1) =
        (BigInt::zero(), BigInt::one(), BigInt::one(), BigInt::zero());
    let (mut n, mut d) = q.clone();
    loop {
        let a_ = floordiv(vm, &n, &d)?;
        let q2 = &q0 + mul(vm, &a_, &q1)?;
        if q2 > max {
            break;
        }
        let np1 = &p0 + mul(vm, &a_, &p1)?;
        (p0, q0, p1, q1) = (p1, q1, np1, q2);
        let nd = &n - mul(vm, &a_, &d)?;
        (n, d) = (d, nd);
    }
    let k = floordiv(vm, &(&max - &q0), &q1)?;
    let b1n = &p0 + mul(vm, &k, &p1)?;
    let b1d = &q0 + mul(vm, &k, &q1)?;
    let b1 = normalize(vm, b1n, b1d)?;
    let b2 = normalize(vm, p1, q1)?;
    let dist = |vm: &mut Vm<'_>, x: &Q| -> VmResult<Q> {
        // abs(x - self)
        let n = mul(vm, &x.0, &q.1)? - mul(vm, &q.0, &x.1)?;
        let d = mul(vm, &x.1, &q.1)?;
        Ok((n.abs(), d))
    };
    let e2 = dist(vm, &b2)?;
    let e1 = dist(vm, &b1)?;
    if cmp_q(vm, &e2, &e1)? != std::cmp::Ordering::Greater {
        make(vm, b2.0, b2.1)
    } else {
        make(vm, b1.0, b1.1)
    }
}

fn from_float(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "from_float", kws)?;
    let [_, f] = a else {
        return Err(vm.type_error(format!(
            "Fraction.from_float() takes 2 positional arguments but {} were given",
            a.len()
        )));
    };
    if let Some(n) = vm.to_bigint(*f) {
        return make(vm, n, BigInt::one());
    }
    let Value::Float(x) = *f else {
        let r = vm.repr(*f)?;
        return Err(vm.type_error(format!(
            "Fraction.from_float() only takes floats, not {r} ({})",
            vm.type_name(*f)
        )));
    };
    let (n, d) = float_ratio(vm, x)?;
    make(vm, n, d)
}

/// `Fraction.from_decimal(dec)`: an int (Integral) goes through `Decimal(int(dec))`.
fn from_decimal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "from_decimal", kws)?;
    let [_, x] = a else {
        return Err(vm.type_error(format!(
            "Fraction.from_decimal() takes 2 positional arguments but {} were given",
            a.len()
        )));
    };
    if let Some(n) = vm.to_bigint(*x) {
        return make(vm, n, BigInt::one());
    }
    match super::decimal::ratio(vm, *x)? {
        Some((n, d)) => make(vm, n, d),
        None => {
            let r = vm.repr(*x)?;
            Err(vm.type_error(format!(
                "Fraction.from_decimal() only takes Decimals, not {r} ({})",
                vm.type_name(*x)
            )))
        }
    }
}

fn getter(vm: &mut Vm<'_>, a: &[Value], name: &str) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    let Some(q) = read(vm, r) else {
        return Err(vm.not_supported(format!(
            "Fraction.{name} read through the class is not supported"
        )));
    };
    match name {
        "numerator" => vm.new_bigint(q.0),
        "denominator" => vm.new_bigint(q.1),
        "real" => make(vm, q.0, q.1),
        _ => Ok(Value::Int(0)),
    }
}

fn g_numerator(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "numerator")
}

fn g_denominator(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "denominator")
}

fn g_real(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "real")
}

fn g_imag(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "imag")
}

const fn row(
    name: &'static str,
    f: NativeFn,
    fuel: &'static str,
    doc: &'static str,
) -> (TypeTag, Def<NativeFn>) {
    (TypeTag::Fraction, crate::def(name, f, fuel, doc))
}

/// The data attributes, for the table's getters.
pub const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
    row(
        "numerator",
        g_numerator,
        "1",
        "the numerator (an int, lowest terms)",
    ),
    row(
        "denominator",
        g_denominator,
        "1",
        "the positive denominator (an int)",
    ),
    row("real", g_real, "1", "the Fraction itself (numbers.Real)"),
    row("imag", g_imag, "1", "0"),
];

/// Fuel of the arithmetic rows.
const ARITH: &str = "1 + the int products, quotients and gcds of Lib/fractions.py (bigint rule)";

/// The methods, for the table's `METHODS` (special methods included: the operators reach
/// them through the runtime's `call_special`).
pub fn methods() -> Vec<(TypeTag, Def<NativeFn>)> {
    vec![
        row(
            "__add__",
            add,
            ARITH,
            "self + other (int, Fraction exact; float)",
        ),
        row("__radd__", radd, ARITH, "other + self"),
        row("__sub__", sub, ARITH, "self - other"),
        row("__rsub__", rsub, ARITH, "other - self"),
        row("__mul__", mul_, ARITH, "self * other"),
        row("__rmul__", rmul, ARITH, "other * self"),
        row("__truediv__", truediv, ARITH, "self / other"),
        row("__rtruediv__", rtruediv, ARITH, "other / self"),
        row("__floordiv__", floordiv_, ARITH, "self // other (an int)"),
        row("__rfloordiv__", rfloordiv, ARITH, "other // self"),
        row("__mod__", mod_, ARITH, "self % other"),
        row("__rmod__", rmod, ARITH, "other % self"),
        row("__divmod__", divmod_, ARITH, "divmod(self, other)"),
        row("__rdivmod__", rdivmod, ARITH, "divmod(other, self)"),
        row(
            "__pow__",
            pow,
            "the int ** rule on numerator and denominator",
            "self ** other (int exponent exact, else float)",
        ),
        row(
            "__rpow__",
            rpow,
            "the int ** rule on numerator and denominator",
            "other ** self",
        ),
        row("__pos__", pos, "1", "+self"),
        row("__neg__", neg, "1", "-self"),
        row("__abs__", abs, "1", "abs(self)"),
        row("__int__", int_, ARITH, "int(self): truncated toward zero"),
        row("__trunc__", trunc, ARITH, "math.trunc(self)"),
        row("__floor__", floor, ARITH, "math.floor(self)"),
        row("__ceil__", ceil, ARITH, "math.ceil(self)"),
        row("__float__", float_, ARITH, "float(self), correctly rounded"),
        row(
            "__round__",
            round,
            ARITH,
            "round(self[, ndigits]): ties to even; an int, or a Fraction with ndigits",
        ),
        row("__bool__", bool_, "1", "self != 0"),
        row(
            "__hash__",
            hash,
            "1 + (bits of numerator and denominator) / 16",
            "hash equal to that of an equal int or float",
        ),
        row("__eq__", eq, ARITH, "self == other (int, Fraction, float)"),
        row("__ne__", ne, ARITH, "self != other"),
        row("__lt__", lt, ARITH, "self < other"),
        row("__le__", le, ARITH, "self <= other"),
        row("__gt__", gt, ARITH, "self > other"),
        row("__ge__", ge, ARITH, "self >= other"),
        row(
            "__repr__",
            repr,
            "1 + digits conversion (int str rule)",
            "Fraction(n, d)",
        ),
        row(
            "__str__",
            str_,
            "1 + digits conversion (int str rule)",
            "n/d, or n",
        ),
        row(
            "__format__",
            format,
            "1 + digits conversion (int str rule)",
            "object.__format__: str(self) for '', else TypeError",
        ),
        row("__copy__", copy, "1", "self (immutable)"),
        row("__deepcopy__", copy, "1", "self (immutable)"),
        row(
            "as_integer_ratio",
            as_integer_ratio,
            "1",
            "(numerator, denominator)",
        ),
        row("conjugate", conjugate, "1", "the Fraction itself"),
        row(
            "limit_denominator",
            limit_denominator,
            "1 + the bigint steps of the continued fraction",
            "closest Fraction with denominator at most max_denominator (1000000)",
        ),
        crate::class_row(row(
            "from_float",
            from_float,
            "1",
            "classmethod: the exact Fraction of a float (or int)",
        )),
        crate::class_row(row(
            "from_decimal",
            from_decimal,
            "1 + n/16 + n*n/1000 (n: the Decimal's digits and exponent)",
            "classmethod: the exact value of a finite Decimal (or an int)",
        )),
    ]
}

/// Keyword arguments of a Python-level function: `f() got an unexpected keyword argument 'k'`.
fn py_kws(vm: &Vm<'_>, fname: &str, kws: Kw<'_>, allowed: &[&str]) -> VmResult<()> {
    match kws.iter().find(|(k, _)| !allowed.contains(k)) {
        Some((k, _)) => Err(vm.type_error(format!(
            "{fname}() got an unexpected keyword argument '{k}'"
        ))),
        None => Ok(()),
    }
}
