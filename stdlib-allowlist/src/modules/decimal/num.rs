//! The arithmetic of `decimal`, ported from CPython 3.11's `_pydecimal.py` step for step:
//! a number is a sign, a coefficient as a string of digits (`_int`), an exponent and a
//! kind. Conditions accumulate in the context's `status` as libmpdec's do; the caller
//! turns them into flags and, where trapped, into the exception CPython's C module raises.
//! Work proportional to the digits involved is charged to the VM before it runs.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};
use pyrite_runtime::{Vm, VmResult};

/// Finite, infinite, quiet or signalling NaN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A finite number.
    Fin,
    /// An infinity (`int` is "0").
    Inf,
    /// A quiet NaN (`int` is the payload, maybe empty).
    Nan,
    /// A signalling NaN.
    Snan,
}

/// A decimal number (`_pydecimal`'s `_sign`, `_int`, `_exp`, `_is_special`).
#[derive(Clone, Debug, PartialEq)]
pub struct Dec {
    /// Negative.
    pub sign: bool,
    /// The coefficient's digits (no leading zeros except "0"), or a NaN's payload.
    pub int: String,
    /// The exponent (finite numbers only).
    pub exp: i64,
    /// Which kind.
    pub kind: Kind,
}

/// The rounding modes, in libmpdec's order (the index is kept in the context).
pub const ROUNDINGS: [&str; 8] = [
    "ROUND_UP",
    "ROUND_DOWN",
    "ROUND_CEILING",
    "ROUND_FLOOR",
    "ROUND_HALF_UP",
    "ROUND_HALF_DOWN",
    "ROUND_HALF_EVEN",
    "ROUND_05UP",
];
/// `ROUND_UP`.
pub const R_UP: u8 = 0;
/// `ROUND_DOWN`.
pub const R_DOWN: u8 = 1;
/// `ROUND_CEILING`.
pub const R_CEILING: u8 = 2;
/// `ROUND_FLOOR`.
pub const R_FLOOR: u8 = 3;
/// `ROUND_HALF_UP`.
pub const R_HALF_UP: u8 = 4;
/// `ROUND_HALF_DOWN`.
pub const R_HALF_DOWN: u8 = 5;
/// `ROUND_HALF_EVEN`.
pub const R_HALF_EVEN: u8 = 6;
/// `ROUND_05UP`.
#[allow(dead_code)]
pub const R_05UP: u8 = 7;

// Conditions (libmpdec's status bits, in the order `flags_as_list` lists them).
/// InvalidOperation itself.
pub const C_INVALID: u32 = 1;
/// ConversionSyntax.
pub const C_CONV: u32 = 2;
/// DivisionImpossible.
pub const C_DIV_IMPOSSIBLE: u32 = 4;
/// DivisionUndefined.
pub const C_DIV_UNDEFINED: u32 = 8;
/// InvalidContext.
pub const C_INVALID_CONTEXT: u32 = 16;
/// FloatOperation.
pub const C_FLOAT: u32 = 32;
/// DivisionByZero.
pub const C_DIV_ZERO: u32 = 64;
/// Overflow.
pub const C_OVERFLOW: u32 = 128;
/// Underflow.
pub const C_UNDERFLOW: u32 = 256;
/// Subnormal.
pub const C_SUBNORMAL: u32 = 512;
/// Inexact.
pub const C_INEXACT: u32 = 1024;
/// Rounded.
pub const C_ROUNDED: u32 = 2048;
/// Clamped.
pub const C_CLAMPED: u32 = 4096;
/// Every condition that signals InvalidOperation.
pub const C_ANY_INVALID: u32 = 31;

/// `MAX_PREC`, `MAX_EMAX` (64-bit libmpdec).
pub const MAX_PREC: i64 = 999_999_999_999_999_999;
/// `MIN_EMIN`.
pub const MIN_EMIN: i64 = -999_999_999_999_999_999;

/// The arithmetic context of one operation.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// Precision.
    pub prec: i64,
    /// Rounding mode (index into [`ROUNDINGS`]).
    pub round: u8,
    /// Emin.
    pub emin: i64,
    /// Emax.
    pub emax: i64,
    /// `E` (true) or `e` in exponents.
    pub capitals: bool,
    /// IEEE clamping.
    pub clamp: bool,
    /// Conditions raised so far.
    pub status: u32,
}

impl Ctx {
    fn etiny(&self) -> i64 {
        self.emin - self.prec + 1
    }
    fn etop(&self) -> i64 {
        self.emax - self.prec + 1
    }
}

/// Charges the work of handling `n` digits quadratically (bigint products, divisions and
/// their decimal conversions), before it runs.
pub fn charge_digits(vm: &mut Vm<'_>, n: u64) -> VmResult<()> {
    vm.charge_fuel(1 + n / 16 + n.saturating_mul(n) / 1000)
}

/// Charges memory and time for a string of `n` digits about to be built.
fn charge_len(vm: &mut Vm<'_>, n: i64) -> VmResult<()> {
    let n = u64::try_from(n.max(0)).unwrap_or(u64::MAX);
    vm.with_scratch(n, |_| Ok(()))?;
    charge_digits(vm, n)
}

/// `n` zeros of padding, to be appended to a coefficient: linear work, so linear fuel (the
/// memory charge's own, plus n/16), and room for the padding and the copy it is appended into
/// is checked before either exists.
fn zeros(vm: &mut Vm<'_>, n: i64) -> VmResult<String> {
    let len = u64::try_from(n.max(0)).unwrap_or(u64::MAX);
    vm.with_scratch(len.saturating_mul(2), |_| Ok(()))?;
    vm.charge_fuel(1 + len / 16)?;
    Ok("0".repeat(usize::try_from(len).unwrap_or(0)))
}

fn big(s: &str) -> BigUint {
    BigUint::parse_bytes(s.as_bytes(), 10).unwrap_or_default()
}

fn pow10(vm: &mut Vm<'_>, n: i64) -> VmResult<BigUint> {
    charge_len(vm, n)?;
    Ok(num_traits::pow(
        BigUint::from(10u32),
        usize::try_from(n.max(0)).unwrap_or(0),
    ))
}

fn digits_of(vm: &mut Vm<'_>, b: &BigUint) -> VmResult<String> {
    let bits = b.bits();
    charge_digits(vm, bits / 3)?;
    Ok(b.to_str_radix(10))
}

impl Dec {
    /// A finite number.
    pub fn triple(sign: bool, int: String, exp: i64) -> Dec {
        Dec {
            sign,
            int,
            exp,
            kind: Kind::Fin,
        }
    }
    /// An infinity.
    pub fn inf(sign: bool) -> Dec {
        Dec {
            sign,
            int: "0".into(),
            exp: 0,
            kind: Kind::Inf,
        }
    }
    /// The quiet NaN without payload.
    pub fn nan() -> Dec {
        Dec {
            sign: false,
            int: String::new(),
            exp: 0,
            kind: Kind::Nan,
        }
    }
    /// Not finite.
    pub fn special(&self) -> bool {
        self.kind != Kind::Fin
    }
    /// A NaN of either kind.
    pub fn is_nan(&self) -> bool {
        matches!(self.kind, Kind::Nan | Kind::Snan)
    }
    /// `bool(d)`.
    pub fn nonzero(&self) -> bool {
        self.special() || self.int != "0"
    }
    /// `adjusted()`.
    pub fn adjusted(&self) -> i64 {
        if self.special() {
            0
        } else {
            self.exp + self.int.len() as i64 - 1
        }
    }
    /// `_isinfinity()`: 1, -1 or 0.
    fn isinf(&self) -> i32 {
        match (self.kind, self.sign) {
            (Kind::Inf, false) => 1,
            (Kind::Inf, true) => -1,
            _ => 0,
        }
    }
    fn neg_copy(&self) -> Dec {
        let mut d = self.clone();
        d.sign = !d.sign;
        d
    }
    fn abs_copy(&self) -> Dec {
        let mut d = self.clone();
        d.sign = false;
        d
    }
}

/// The result `context._raise_error(cond)` hands back when the condition is not trapped
/// (C computes it and raises afterwards when it is).
fn raise(ctx: &mut Ctx, cond: u32, sign: bool) -> Dec {
    ctx.status |= cond;
    match cond {
        C_DIV_ZERO => Dec::inf(sign),
        C_OVERFLOW => {
            let r = ctx.round;
            if matches!(r, R_HALF_UP | R_HALF_EVEN | R_HALF_DOWN | R_UP)
                || (!sign && r == R_CEILING)
                || (sign && r == R_FLOOR)
            {
                Dec::inf(sign)
            } else {
                let n = usize::try_from(ctx.prec).unwrap_or(0);
                Dec::triple(sign, "9".repeat(n), ctx.emax - ctx.prec + 1)
            }
        }
        _ => Dec::nan(),
    }
}

fn fix_nan(d: &Dec, ctx: &Ctx) -> Dec {
    let max = (ctx.prec - i64::from(ctx.clamp)).max(0) as usize;
    if d.int.len() > max {
        let cut = &d.int[d.int.len() - max..];
        let mut r = d.clone();
        r.int = cut.trim_start_matches('0').to_string();
        return r;
    }
    d.clone()
}

/// `_check_nans`: the NaN result of an operation with a NaN operand, if any.
pub fn check_nans(ctx: &mut Ctx, a: &Dec, b: Option<&Dec>) -> Option<Dec> {
    let an = a.is_nan();
    let bn = b.is_some_and(|b| b.is_nan());
    if !an && !bn {
        return None;
    }
    let quiet = |ctx: &mut Ctx, x: &Dec| {
        ctx.status |= C_INVALID;
        let mut q = x.clone();
        q.kind = Kind::Nan;
        fix_nan(&q, ctx)
    };
    if a.kind == Kind::Snan {
        return Some(quiet(ctx, a));
    }
    if let Some(b) = b.filter(|b| b.kind == Kind::Snan) {
        return Some(quiet(ctx, b));
    }
    if an {
        return Some(fix_nan(a, ctx));
    }
    b.map(|b| fix_nan(b, ctx))
}

fn all_zeros(s: &str, p: usize) -> bool {
    s.as_bytes()
        .get(p..)
        .is_none_or(|t| t.iter().all(|&c| c == b'0'))
}

fn exact_half(s: &str, p: usize) -> bool {
    s.as_bytes().get(p) == Some(&b'5') && all_zeros(s, p + 1)
}

/// `_pick_rounding_function[mode](self, prec)`: 1 round up, 0 exact, -1 truncate.
fn round_fn(d: &Dec, mode: u8, p: usize) -> i32 {
    let b = d.int.as_bytes();
    let down = || if all_zeros(&d.int, p) { 0 } else { -1 };
    let half_up = || {
        if b.get(p).is_some_and(|c| b"56789".contains(c)) {
            1
        } else if all_zeros(&d.int, p) {
            0
        } else {
            -1
        }
    };
    match mode {
        R_DOWN => down(),
        R_UP => -down(),
        R_HALF_UP => half_up(),
        R_HALF_DOWN => {
            if exact_half(&d.int, p) {
                -1
            } else {
                half_up()
            }
        }
        R_HALF_EVEN => {
            if exact_half(&d.int, p)
                && (p == 0 || b.get(p - 1).is_some_and(|c| b"02468".contains(c)))
            {
                -1
            } else {
                half_up()
            }
        }
        R_CEILING => {
            if d.sign {
                down()
            } else {
                -down()
            }
        }
        R_FLOOR => {
            if !d.sign {
                down()
            } else {
                -down()
            }
        }
        _ => {
            if p > 0 && b.get(p - 1).is_some_and(|c| !b"05".contains(c)) {
                down()
            } else {
                -down()
            }
        }
    }
}

fn incr(vm: &mut Vm<'_>, s: &str) -> VmResult<String> {
    let b = big(s) + 1u32;
    digits_of(vm, &b)
}

/// `_fix`: rounds to the context's precision and exponent range.
pub fn fix(vm: &mut Vm<'_>, d: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if d.special() {
        return Ok(if d.is_nan() {
            fix_nan(d, ctx)
        } else {
            d.clone()
        });
    }
    let etiny = ctx.etiny();
    let etop = ctx.etop();
    if !d.nonzero() {
        let exp_max = if ctx.clamp { etop } else { ctx.emax };
        let new_exp = d.exp.max(etiny).min(exp_max);
        if new_exp != d.exp {
            ctx.status |= C_CLAMPED;
            return Ok(Dec::triple(d.sign, "0".into(), new_exp));
        }
        return Ok(d.clone());
    }
    let mut exp_min = d.int.len() as i64 + d.exp - ctx.prec;
    if exp_min > etop {
        let ans = raise(ctx, C_OVERFLOW, d.sign);
        ctx.status |= C_INEXACT | C_ROUNDED;
        return Ok(ans);
    }
    let subnormal = exp_min < etiny;
    if subnormal {
        exp_min = etiny;
    }
    if d.exp < exp_min {
        let mut digits = d.int.len() as i64 + d.exp - exp_min;
        let mut me = d.clone();
        if digits < 0 {
            me = Dec::triple(d.sign, "1".into(), exp_min - 1);
            digits = 0;
        }
        let digits = digits as usize;
        let changed = round_fn(&me, ctx.round, digits);
        let mut coeff = me.int.get(..digits).unwrap_or("").to_string();
        if coeff.is_empty() {
            coeff = "0".into();
        }
        if changed > 0 {
            coeff = incr(vm, &coeff)?;
            if coeff.len() as i64 > ctx.prec {
                coeff.pop();
                exp_min += 1;
            }
        }
        let ans = if exp_min > etop {
            raise(ctx, C_OVERFLOW, d.sign)
        } else {
            Dec::triple(d.sign, coeff, exp_min)
        };
        if changed != 0 && subnormal {
            ctx.status |= C_UNDERFLOW;
        }
        if subnormal {
            ctx.status |= C_SUBNORMAL;
        }
        if changed != 0 {
            ctx.status |= C_INEXACT;
        }
        ctx.status |= C_ROUNDED;
        if !ans.nonzero() {
            ctx.status |= C_CLAMPED;
        }
        return Ok(ans);
    }
    if subnormal {
        ctx.status |= C_SUBNORMAL;
    }
    if ctx.clamp && d.exp > etop {
        ctx.status |= C_CLAMPED;
        let pad = zeros(vm, d.exp - etop)?;
        return Ok(Dec::triple(d.sign, format!("{}{pad}", d.int), etop));
    }
    Ok(d.clone())
}

/// `_rescale(exp, rounding)`: quiet.
pub fn rescale(vm: &mut Vm<'_>, d: &Dec, exp: i64, mode: u8) -> VmResult<Dec> {
    if d.special() {
        return Ok(d.clone());
    }
    if !d.nonzero() {
        return Ok(Dec::triple(d.sign, "0".into(), exp));
    }
    if d.exp >= exp {
        let pad = zeros(vm, d.exp - exp)?;
        return Ok(Dec::triple(d.sign, format!("{}{pad}", d.int), exp));
    }
    let mut digits = d.int.len() as i64 + d.exp - exp;
    let mut me = d.clone();
    if digits < 0 {
        me = Dec::triple(d.sign, "1".into(), exp - 1);
        digits = 0;
    }
    let digits = digits as usize;
    let changed = round_fn(&me, mode, digits);
    let mut coeff = me.int.get(..digits).unwrap_or("").to_string();
    if coeff.is_empty() {
        coeff = "0".into();
    }
    if changed == 1 {
        coeff = incr(vm, &coeff)?;
    }
    Ok(Dec::triple(d.sign, coeff, exp))
}

/// `_cmp` of two non-NaN numbers: -1, 0 or 1.
pub fn cmp(vm: &mut Vm<'_>, a: &Dec, b: &Dec) -> VmResult<i32> {
    if a.special() || b.special() {
        let (x, y) = (a.isinf(), b.isinf());
        return Ok(x.cmp(&y) as i32);
    }
    let s = |sign: bool| if sign { -1 } else { 1 };
    if !a.nonzero() {
        return Ok(if !b.nonzero() { 0 } else { -s(b.sign) });
    }
    if !b.nonzero() {
        return Ok(s(a.sign));
    }
    if b.sign && !a.sign {
        return Ok(1);
    }
    if a.sign && !b.sign {
        return Ok(-1);
    }
    let (x, y) = (a.adjusted(), b.adjusted());
    if x == y {
        let pa = zeros(vm, a.exp - b.exp)?;
        let pb = zeros(vm, b.exp - a.exp)?;
        let l = format!("{}{pa}", a.int);
        let r = format!("{}{pb}", b.int);
        return Ok(match l.cmp(&r) {
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Less => -s(a.sign),
            std::cmp::Ordering::Greater => s(a.sign),
        });
    }
    Ok(if x > y { s(a.sign) } else { -s(a.sign) })
}

/// `__add__`.
pub fn add(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() || b.special() {
        if let Some(n) = check_nans(ctx, a, Some(b)) {
            return Ok(n);
        }
        if a.isinf() != 0 {
            if a.sign != b.sign && b.isinf() != 0 {
                return Ok(raise(ctx, C_INVALID, false));
            }
            return Ok(a.clone());
        }
        if b.isinf() != 0 {
            return Ok(b.clone());
        }
    }
    let mut exp = a.exp.min(b.exp);
    let negzero = ctx.round == R_FLOOR && a.sign != b.sign;
    if !a.nonzero() && !b.nonzero() {
        let sign = (a.sign && b.sign) || negzero;
        return fix(vm, &Dec::triple(sign, "0".into(), exp), ctx);
    }
    if !a.nonzero() {
        exp = exp.max(b.exp - ctx.prec - 1);
        let r = rescale(vm, b, exp, ctx.round)?;
        return fix(vm, &r, ctx);
    }
    if !b.nonzero() {
        exp = exp.max(a.exp - ctx.prec - 1);
        let r = rescale(vm, a, exp, ctx.round)?;
        return fix(vm, &r, ctx);
    }
    // _normalize
    let (mut t, mut o) = if a.exp < b.exp {
        (
            (b.sign, big(&b.int), b.exp, b.int.len() as i64),
            (a.sign, big(&a.int), a.exp, a.int.len() as i64),
        )
    } else {
        (
            (a.sign, big(&a.int), a.exp, a.int.len() as i64),
            (b.sign, big(&b.int), b.exp, b.int.len() as i64),
        )
    };
    let e = t.2 + (-1i64).min(t.3 - ctx.prec - 2);
    if o.3 + o.2 - 1 < e {
        o.1 = BigUint::one();
        o.2 = e;
    }
    let scale = pow10(vm, t.2 - o.2)?;
    charge_digits(vm, (t.3 + t.2 - o.2).max(0) as u64)?;
    t.1 *= scale;
    t.2 = o.2;
    let (op1, op2) = if a.exp < b.exp { (o, t) } else { (t, o) };
    let (mut s1, mut i1) = (op1.0, op1.1);
    let (mut s2, mut i2) = (op2.0, op2.1);
    let sign;
    if s1 != s2 {
        if i1 == i2 {
            return fix(vm, &Dec::triple(negzero, "0".into(), exp), ctx);
        }
        if i1 < i2 {
            std::mem::swap(&mut i1, &mut i2);
            std::mem::swap(&mut s1, &mut s2);
        }
        if s1 {
            sign = true;
            std::mem::swap(&mut s1, &mut s2);
        } else {
            sign = false;
        }
    } else if s1 {
        sign = true;
        s2 = false;
    } else {
        sign = false;
    }
    let _ = s1;
    let r = if !s2 { i1 + i2 } else { i1 - i2 };
    let digits = digits_of(vm, &r)?;
    fix(vm, &Dec::triple(sign, digits, op1.2), ctx)
}

/// `__sub__`.
pub fn sub(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() || b.special() {
        if let Some(n) = check_nans(ctx, a, Some(b)) {
            return Ok(n);
        }
    }
    add(vm, a, &b.neg_copy(), ctx)
}

/// `__mul__`.
pub fn mul(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    let sign = a.sign ^ b.sign;
    if a.special() || b.special() {
        if let Some(n) = check_nans(ctx, a, Some(b)) {
            return Ok(n);
        }
        if a.isinf() != 0 {
            if !b.nonzero() {
                return Ok(raise(ctx, C_INVALID, false));
            }
            return Ok(Dec::inf(sign));
        }
        if b.isinf() != 0 {
            if !a.nonzero() {
                return Ok(raise(ctx, C_INVALID, false));
            }
            return Ok(Dec::inf(sign));
        }
    }
    let exp = a.exp.saturating_add(b.exp);
    if !a.nonzero() || !b.nonzero() {
        return fix(vm, &Dec::triple(sign, "0".into(), exp), ctx);
    }
    if a.int == "1" {
        return fix(vm, &Dec::triple(sign, b.int.clone(), exp), ctx);
    }
    if b.int == "1" {
        return fix(vm, &Dec::triple(sign, a.int.clone(), exp), ctx);
    }
    charge_digits(vm, (a.int.len() + b.int.len()) as u64)?;
    let p = big(&a.int) * big(&b.int);
    let digits = digits_of(vm, &p)?;
    fix(vm, &Dec::triple(sign, digits, exp), ctx)
}

/// `__truediv__`.
pub fn div(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    let sign = a.sign ^ b.sign;
    if a.special() || b.special() {
        if let Some(n) = check_nans(ctx, a, Some(b)) {
            return Ok(n);
        }
        if a.isinf() != 0 && b.isinf() != 0 {
            return Ok(raise(ctx, C_INVALID, false));
        }
        if a.isinf() != 0 {
            return Ok(Dec::inf(sign));
        }
        if b.isinf() != 0 {
            ctx.status |= C_CLAMPED;
            return Ok(Dec::triple(sign, "0".into(), ctx.etiny()));
        }
    }
    if !b.nonzero() {
        if !a.nonzero() {
            return Ok(raise(ctx, C_DIV_UNDEFINED, false));
        }
        return Ok(raise(ctx, C_DIV_ZERO, sign));
    }
    let (coeff, exp);
    if !a.nonzero() {
        exp = a.exp - b.exp;
        coeff = BigUint::zero();
    } else {
        let shift = b.int.len() as i64 - a.int.len() as i64 + ctx.prec + 1;
        let mut e = a.exp - b.exp - shift;
        let (o1, o2) = (big(&a.int), big(&b.int));
        charge_digits(
            vm,
            (a.int.len() + b.int.len()) as u64 + shift.unsigned_abs(),
        )?;
        let (mut q, r) = if shift >= 0 {
            let s = pow10(vm, shift)?;
            let n = o1 * s;
            (&n / &o2, &n % &o2)
        } else {
            let s = pow10(vm, -shift)?;
            let d = o2 * s;
            (&o1 / &d, &o1 % &d)
        };
        if !r.is_zero() {
            if (&q % 5u32).is_zero() {
                q += 1u32;
            }
        } else {
            let ideal = a.exp - b.exp;
            while e < ideal && (&q % 10u32).is_zero() {
                q /= 10u32;
                e += 1;
            }
        }
        coeff = q;
        exp = e;
    }
    let digits = digits_of(vm, &coeff)?;
    fix(vm, &Dec::triple(sign, digits, exp), ctx)
}

/// `_divide`: (a // b, a % b) to the context's precision; None is DivisionImpossible.
fn divide(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<(Dec, Dec)> {
    let sign = a.sign ^ b.sign;
    let ideal = if b.isinf() != 0 {
        a.exp
    } else {
        a.exp.min(b.exp)
    };
    let expdiff = a.adjusted() - b.adjusted();
    if !a.nonzero() || b.isinf() != 0 || expdiff <= -2 {
        let r = rescale(vm, a, ideal, ctx.round)?;
        return Ok((Dec::triple(sign, "0".into(), 0), r));
    }
    if expdiff <= ctx.prec {
        let (mut o1, mut o2) = (big(&a.int), big(&b.int));
        charge_digits(
            vm,
            (a.int.len() + b.int.len()) as u64 + (a.exp - b.exp).unsigned_abs(),
        )?;
        if a.exp >= b.exp {
            o1 *= pow10(vm, a.exp - b.exp)?;
        } else {
            o2 *= pow10(vm, b.exp - a.exp)?;
        }
        let (q, r) = (&o1 / &o2, &o1 % &o2);
        if q < pow10(vm, ctx.prec)? {
            let qs = digits_of(vm, &q)?;
            let rs = digits_of(vm, &r)?;
            return Ok((Dec::triple(sign, qs, 0), Dec::triple(a.sign, rs, ideal)));
        }
    }
    let ans = raise(ctx, C_DIV_IMPOSSIBLE, false);
    Ok((ans.clone(), ans))
}

/// `__floordiv__`.
pub fn floordiv(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if let Some(n) = check_nans(ctx, a, Some(b)) {
        return Ok(n);
    }
    if a.isinf() != 0 {
        if b.isinf() != 0 {
            return Ok(raise(ctx, C_INVALID, false));
        }
        return Ok(Dec::inf(a.sign ^ b.sign));
    }
    if !b.nonzero() {
        if a.nonzero() {
            return Ok(raise(ctx, C_DIV_ZERO, a.sign ^ b.sign));
        }
        return Ok(raise(ctx, C_DIV_UNDEFINED, false));
    }
    // C finalizes the quotient too (pydecimal does not).
    let q = divide(vm, a, b, ctx)?.0;
    fix(vm, &q, ctx)
}

/// `__mod__`.
pub fn modulo(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if let Some(n) = check_nans(ctx, a, Some(b)) {
        return Ok(n);
    }
    if a.isinf() != 0 {
        return Ok(raise(ctx, C_INVALID, false));
    }
    if !b.nonzero() {
        if a.nonzero() {
            return Ok(raise(ctx, C_INVALID, false));
        }
        return Ok(raise(ctx, C_DIV_UNDEFINED, false));
    }
    let r = divide(vm, a, b, ctx)?.1;
    fix(vm, &r, ctx)
}

/// `__divmod__`.
pub fn divmod(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<(Dec, Dec)> {
    if let Some(n) = check_nans(ctx, a, Some(b)) {
        return Ok((n.clone(), n));
    }
    let sign = a.sign ^ b.sign;
    if a.isinf() != 0 {
        if b.isinf() != 0 {
            let n = raise(ctx, C_INVALID, false);
            return Ok((n.clone(), n));
        }
        let r = raise(ctx, C_INVALID, false);
        return Ok((Dec::inf(sign), r));
    }
    if !b.nonzero() {
        if !a.nonzero() {
            let n = raise(ctx, C_DIV_UNDEFINED, false);
            return Ok((n.clone(), n));
        }
        let q = raise(ctx, C_DIV_ZERO, sign);
        let r = raise(ctx, C_INVALID, false);
        return Ok((q, r));
    }
    let (q, r) = divide(vm, a, b, ctx)?;
    let q = fix(vm, &q, ctx)?;
    let r = fix(vm, &r, ctx)?;
    Ok((q, r))
}

/// `__neg__` (`neg`) or `__pos__`.
pub fn plus_minus(vm: &mut Vm<'_>, a: &Dec, neg: bool, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() {
        if let Some(n) = check_nans(ctx, a, None) {
            return Ok(n);
        }
    }
    let ans = if !a.nonzero() && ctx.round != R_FLOOR {
        a.abs_copy()
    } else if neg {
        a.neg_copy()
    } else {
        a.clone()
    };
    fix(vm, &ans, ctx)
}

/// `__abs__`.
pub fn abs(vm: &mut Vm<'_>, a: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() {
        if let Some(n) = check_nans(ctx, a, None) {
            return Ok(n);
        }
    }
    plus_minus(vm, a, a.sign, ctx)
}

/// `quantize(exp, rounding)`.
pub fn quantize(vm: &mut Vm<'_>, a: &Dec, e: &Dec, mode: u8, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() || e.special() {
        if let Some(n) = check_nans(ctx, a, Some(e)) {
            return Ok(n);
        }
        if e.isinf() != 0 || a.isinf() != 0 {
            if e.isinf() != 0 && a.isinf() != 0 {
                return Ok(a.clone());
            }
            return Ok(raise(ctx, C_INVALID, false));
        }
    }
    if !(ctx.etiny() <= e.exp && e.exp <= ctx.emax) {
        return Ok(raise(ctx, C_INVALID, false));
    }
    if !a.nonzero() {
        return fix(vm, &Dec::triple(a.sign, "0".into(), e.exp), ctx);
    }
    let adj = a.adjusted();
    if adj > ctx.emax || adj - e.exp + 1 > ctx.prec {
        return Ok(raise(ctx, C_INVALID, false));
    }
    let ans = rescale(vm, a, e.exp, mode)?;
    if ans.adjusted() > ctx.emax || ans.int.len() as i64 > ctx.prec {
        return Ok(raise(ctx, C_INVALID, false));
    }
    if ans.nonzero() && ans.adjusted() < ctx.emin {
        ctx.status |= C_SUBNORMAL;
    }
    if ans.exp > a.exp {
        if cmp(vm, &ans, a)? != 0 {
            ctx.status |= C_INEXACT;
        }
        ctx.status |= C_ROUNDED;
    }
    fix(vm, &ans, ctx)
}

/// `normalize()`.
pub fn normalize(vm: &mut Vm<'_>, a: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() {
        if let Some(n) = check_nans(ctx, a, None) {
            return Ok(n);
        }
    }
    let dup = fix(vm, a, ctx)?;
    if dup.isinf() != 0 {
        return Ok(dup);
    }
    if !dup.nonzero() {
        return Ok(Dec::triple(dup.sign, "0".into(), 0));
    }
    let exp_max = if ctx.clamp { ctx.etop() } else { ctx.emax };
    let b = dup.int.as_bytes();
    let mut end = b.len();
    let mut exp = dup.exp;
    while end > 1 && b[end - 1] == b'0' && exp < exp_max {
        exp += 1;
        end -= 1;
    }
    Ok(Dec::triple(dup.sign, dup.int[..end].to_string(), exp))
}

/// `to_integral_exact` (`exact`) or `to_integral_value`.
pub fn to_integral(
    vm: &mut Vm<'_>,
    a: &Dec,
    mode: u8,
    exact: bool,
    ctx: &mut Ctx,
) -> VmResult<Dec> {
    if a.special() {
        if let Some(n) = check_nans(ctx, a, None) {
            return Ok(n);
        }
        return Ok(a.clone());
    }
    if a.exp >= 0 {
        return Ok(a.clone());
    }
    if exact && !a.nonzero() {
        return Ok(Dec::triple(a.sign, "0".into(), 0));
    }
    let ans = rescale(vm, a, 0, mode)?;
    if exact {
        if cmp(vm, &ans, a)? != 0 {
            ctx.status |= C_INEXACT;
        }
        ctx.status |= C_ROUNDED;
    }
    Ok(ans)
}

/// `sqrt()`, correctly rounded (half-even whatever the context's rounding).
pub fn sqrt(vm: &mut Vm<'_>, a: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() {
        if let Some(n) = check_nans(ctx, a, None) {
            return Ok(n);
        }
        if a.isinf() == 1 {
            return Ok(a.clone());
        }
    }
    if !a.nonzero() {
        return fix(
            vm,
            &Dec::triple(a.sign, "0".into(), a.exp.div_euclid(2)),
            ctx,
        );
    }
    if a.sign {
        return Ok(raise(ctx, C_INVALID, false));
    }
    let prec = ctx.prec + 1;
    let mut e = a.exp >> 1;
    let (mut c, l) = if a.exp & 1 != 0 {
        (big(&a.int) * 10u32, (a.int.len() as i64 >> 1) + 1)
    } else {
        (big(&a.int), (a.int.len() as i64 + 1) >> 1)
    };
    let shift = prec - l;
    charge_digits(vm, 4 * (a.int.len() as u64 + prec as u64 * 2))?;
    let mut exact;
    if shift >= 0 {
        c *= pow10(vm, 2 * shift)?;
        exact = true;
    } else {
        let d = pow10(vm, -2 * shift)?;
        let r = &c % &d;
        c /= d;
        exact = r.is_zero();
    }
    e -= shift;
    let mut n = pow10(vm, prec)?;
    loop {
        vm.charge_fuel(1 + prec as u64 * prec as u64 / 1000)?;
        let q = &c / &n;
        if n <= q {
            break;
        }
        n = (n + q) >> 1;
    }
    exact = exact && &n * &n == c;
    if exact {
        if shift >= 0 {
            n /= pow10(vm, shift)?;
        } else {
            n *= pow10(vm, -shift)?;
        }
        e += shift;
    } else if (&n % 5u32).is_zero() {
        n += 1u32;
    }
    let digits = digits_of(vm, &n)?;
    let mut c2 = *ctx;
    c2.round = R_HALF_EVEN;
    let r = fix(vm, &Dec::triple(false, digits, e), &mut c2)?;
    ctx.status = c2.status;
    Ok(r)
}

/// `compare_total` (for `max`/`min`'s ties): -1, 0 or 1.
fn compare_total(vm: &mut Vm<'_>, a: &Dec, b: &Dec) -> VmResult<i32> {
    if a.sign && !b.sign {
        return Ok(-1);
    }
    if !a.sign && b.sign {
        return Ok(1);
    }
    let s = if a.sign { -1 } else { 1 };
    let rank = |d: &Dec| match d.kind {
        Kind::Fin => 0,
        Kind::Inf => 1,
        Kind::Snan => 2,
        Kind::Nan => 3,
    };
    let (ra, rb) = (rank(a), rank(b));
    if ra != rb {
        return Ok(if ra < rb { -s } else { s });
    }
    if a.is_nan() {
        let (x, y) = (big(&a.int), big(&b.int));
        return Ok(match x.cmp(&y) {
            std::cmp::Ordering::Less => -s,
            std::cmp::Ordering::Greater => s,
            std::cmp::Ordering::Equal => 0,
        });
    }
    let c = cmp(vm, a, b)?;
    if c != 0 {
        return Ok(c);
    }
    Ok(match a.exp.cmp(&b.exp) {
        std::cmp::Ordering::Less => -s,
        std::cmp::Ordering::Greater => s,
        std::cmp::Ordering::Equal => 0,
    })
}

/// `max` (`want_max`) or `min`.
pub fn max_min(vm: &mut Vm<'_>, a: &Dec, b: &Dec, want_max: bool, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() || b.special() {
        let sn = match a.kind {
            Kind::Nan => 1,
            Kind::Snan => 2,
            _ => 0,
        };
        let on = match b.kind {
            Kind::Nan => 1,
            Kind::Snan => 2,
            _ => 0,
        };
        if sn != 0 || on != 0 {
            if on == 1 && sn == 0 {
                return fix(vm, a, ctx);
            }
            if sn == 1 && on == 0 {
                return fix(vm, b, ctx);
            }
            return Ok(check_nans(ctx, a, Some(b)).unwrap_or_else(Dec::nan));
        }
    }
    let mut c = cmp(vm, a, b)?;
    if c == 0 {
        c = compare_total(vm, a, b)?;
    }
    let ans = if (c == -1) == want_max { b } else { a };
    fix(vm, ans, ctx)
}

/// `compare(other)`.
pub fn compare(vm: &mut Vm<'_>, a: &Dec, b: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    if a.special() || b.special() {
        if let Some(n) = check_nans(ctx, a, Some(b)) {
            return Ok(n);
        }
    }
    let c = cmp(vm, a, b)?;
    Ok(Dec::triple(c < 0, c.abs().to_string(), 0))
}

/// `fma(b, c)`: a*b+c with one rounding.
pub fn fma(vm: &mut Vm<'_>, a: &Dec, b: &Dec, c: &Dec, ctx: &mut Ctx) -> VmResult<Dec> {
    let product;
    if a.special() || b.special() {
        if let Some(n) = check_nans(ctx, a, Some(b)) {
            return Ok(n);
        }
        if c.kind == Kind::Snan {
            return Ok(check_nans(ctx, c, None).unwrap_or_else(Dec::nan));
        }
        if a.isinf() != 0 {
            if !b.nonzero() {
                return Ok(raise(ctx, C_INVALID, false));
            }
            product = Dec::inf(a.sign ^ b.sign);
        } else if b.isinf() != 0 {
            if !a.nonzero() {
                return Ok(raise(ctx, C_INVALID, false));
            }
            product = Dec::inf(a.sign ^ b.sign);
        } else {
            product = Dec::nan();
        }
    } else {
        charge_digits(vm, (a.int.len() + b.int.len()) as u64)?;
        let p = big(&a.int) * big(&b.int);
        product = Dec::triple(a.sign ^ b.sign, digits_of(vm, &p)?, a.exp + b.exp);
    }
    add(vm, &product, c, ctx)
}

/// `x ** n` for an integral `n` held by `nd` (`_pydecimal.__pow__` restricted to integer
/// exponents whose exact result is small enough to compute; `None`: refuse).
pub fn pow_int(vm: &mut Vm<'_>, x: &Dec, nd: &Dec, ctx: &mut Ctx) -> VmResult<Option<Dec>> {
    if let Some(n) = check_nans(ctx, x, Some(nd)) {
        return Ok(Some(n));
    }
    // n as an integer
    let n: i64 = match nd.kind {
        Kind::Fin => {
            if nd.exp < 0 {
                let cut = (-nd.exp) as usize;
                if cut > nd.int.len() || !nd.int[nd.int.len() - cut..].bytes().all(|c| c == b'0') {
                    return Ok(None);
                }
                match nd.int[..nd.int.len() - cut].parse::<i64>() {
                    Ok(v) => v,
                    Err(_) if nd.int.len() == cut => 0,
                    Err(_) => return Ok(None),
                }
            } else if nd.int == "0" {
                0
            } else {
                if nd.exp > 18 {
                    return Ok(None);
                }
                match format!("{}{}", nd.int, "0".repeat(nd.exp as usize)).parse::<i64>() {
                    Ok(v) => v,
                    Err(_) => return Ok(None),
                }
            }
        }
        _ => return Ok(None),
    };
    let n = if nd.sign { -n } else { n };
    if x.special() {
        return Ok(None);
    }
    if n == 0 {
        if !x.nonzero() {
            return Ok(Some(raise(ctx, C_INVALID, false)));
        }
        return Ok(Some(Dec::triple(false, "1".into(), 0)));
    }
    let sign = x.sign && n % 2 != 0;
    if !x.nonzero() {
        if n > 0 {
            return Ok(Some(fix(vm, &Dec::triple(sign, "0".into(), 0), ctx)?));
        }
        return Ok(None);
    }
    // |x| >= 10**a with a >= 1: x**n >= 10**(a*n), past Emax means Overflow (as _fix).
    let a = x.adjusted();
    if n > 0 && a >= 1 && i128::from(a) * i128::from(n) > i128::from(ctx.emax) {
        let ans = raise(ctx, C_OVERFLOW, sign);
        ctx.status |= C_INEXACT | C_ROUNDED;
        return Ok(Some(ans));
    }
    let Some(e) = x.exp.checked_mul(n.abs()) else {
        return Ok(None);
    };
    let digits = (x.int.len() as u64).saturating_mul(n.unsigned_abs());
    if x.int != "1" && digits > 4 * ctx.prec.max(0) as u64 + 64 {
        return Ok(None);
    }
    let p = if x.int == "1" {
        "1".to_string()
    } else {
        charge_digits(vm, digits)?;
        let p = num_traits::pow(big(&x.int), n.unsigned_abs() as usize);
        digits_of(vm, &p)?
    };
    let d = Dec::triple(sign, p, e);
    if n > 0 {
        return Ok(Some(fix(vm, &d, ctx)?));
    }
    let one = Dec::triple(false, "1".into(), 0);
    Ok(Some(div(vm, &one, &d, ctx)?))
}

/// `int(d)` (truncating).
pub fn to_int(vm: &mut Vm<'_>, d: &Dec) -> VmResult<num_bigint::BigInt> {
    let mag = if d.exp >= 0 {
        charge_len(vm, d.int.len() as i64 + d.exp)?;
        big(&d.int) * pow10(vm, d.exp)?
    } else {
        let cut = (-d.exp) as u64;
        if cut as usize >= d.int.len() {
            BigUint::zero()
        } else {
            big(&d.int[..d.int.len() - cut as usize])
        }
    };
    let b = num_bigint::BigInt::from(mag);
    Ok(if d.sign { -b } else { b })
}

/// The digits of an int's magnitude.
pub fn from_bigint(vm: &mut Vm<'_>, b: &num_bigint::BigInt) -> VmResult<Dec> {
    let s = digits_of(vm, b.magnitude())?;
    Ok(Dec::triple(b.sign() == num_bigint::Sign::Minus, s, 0))
}

/// `Decimal.from_float(f)`: exact.
pub fn from_float(vm: &mut Vm<'_>, f: f64) -> VmResult<Dec> {
    if f.is_nan() {
        return Ok(Dec {
            sign: f.is_sign_negative(),
            ..Dec::nan()
        });
    }
    if f.is_infinite() {
        return Ok(Dec::inf(f < 0.0));
    }
    let sign = f.is_sign_negative();
    let a = f.abs();
    if a == 0.0 {
        return Ok(Dec::triple(sign, "0".into(), 0));
    }
    let bits = a.to_bits();
    let (mut m, mut e) = if (bits >> 52) == 0 {
        (bits & ((1 << 52) - 1), -1074i64)
    } else {
        (
            (bits & ((1 << 52) - 1)) | (1 << 52),
            ((bits >> 52) as i64) - 1075,
        )
    };
    while m & 1 == 0 {
        m >>= 1;
        e += 1;
    }
    if e >= 0 {
        let v = BigUint::from(m) << (e as usize);
        return Ok(Dec::triple(sign, digits_of(vm, &v)?, 0));
    }
    // n / 2**k = n * 5**k / 10**k
    let k = (-e) as usize;
    let v = BigUint::from(m) * num_traits::pow(BigUint::from(5u32), k);
    Ok(Dec::triple(sign, digits_of(vm, &v)?, -(k as i64)))
}

/// Parses the string syntax (after stripping whitespace and removing underscores);
/// `None`: ConversionSyntax. `Err(())` for an exponent out of libmpdec's range.
pub fn parse(s: &str) -> Option<Result<Dec, ()>> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut sign = false;
    if let Some(&c) = b.first() {
        if c == b'-' || c == b'+' {
            sign = c == b'-';
            i = 1;
        }
    }
    let rest = &s[i..];
    let low = rest.to_ascii_lowercase();
    if low == "inf" || low == "infinity" {
        return Some(Ok(Dec::inf(sign)));
    }
    let (nan_kind, diag) = if let Some(d) = low.strip_prefix("nan") {
        (Some(Kind::Nan), d)
    } else if let Some(d) = low.strip_prefix("snan") {
        (Some(Kind::Snan), d)
    } else {
        (None, "")
    };
    if let Some(kind) = nan_kind {
        if !diag.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        return Some(Ok(Dec {
            sign,
            int: diag.trim_start_matches('0').to_string(),
            exp: 0,
            kind,
        }));
    }
    let rb = rest.as_bytes();
    let mut j = 0;
    while j < rb.len() && rb[j].is_ascii_digit() {
        j += 1;
    }
    let intpart = &rest[..j];
    let mut frac = "";
    if j < rb.len() && rb[j] == b'.' {
        let k0 = j + 1;
        let mut k = k0;
        while k < rb.len() && rb[k].is_ascii_digit() {
            k += 1;
        }
        frac = &rest[k0..k];
        j = k;
    }
    if intpart.is_empty() && frac.is_empty() {
        return None;
    }
    let mut exp: i128 = 0;
    if j < rb.len() && (rb[j] == b'e' || rb[j] == b'E') {
        let mut k = j + 1;
        let mut neg = false;
        if k < rb.len() && (rb[k] == b'+' || rb[k] == b'-') {
            neg = rb[k] == b'-';
            k += 1;
        }
        let k0 = k;
        while k < rb.len() && rb[k].is_ascii_digit() {
            if exp < 10_000_000_000_000_000_000 {
                exp = exp * 10 + i128::from(rb[k] - b'0');
            }
            k += 1;
        }
        if k == k0 {
            return None;
        }
        if neg {
            exp = -exp;
        }
        j = k;
    }
    if j != rb.len() {
        return None;
    }
    let digits = format!("{intpart}{frac}");
    let t = digits.trim_start_matches('0');
    let int = if t.is_empty() {
        "0".to_string()
    } else {
        t.to_string()
    };
    let e = exp - frac.len() as i128;
    let adj = e + int.len() as i128 - 1;
    if adj > i128::from(MAX_PREC) || e < i128::from(MIN_EMIN) * 2 {
        return Some(Err(()));
    }
    Some(Ok(Dec::triple(sign, int, e as i64)))
}

/// `__str__` (`eng`: `to_eng_string`).
pub fn to_str(d: &Dec, eng: bool, capitals: bool) -> String {
    let sign = if d.sign { "-" } else { "" };
    match d.kind {
        Kind::Inf => return format!("{sign}Infinity"),
        Kind::Nan => return format!("{sign}NaN{}", d.int),
        Kind::Snan => return format!("{sign}sNaN{}", d.int),
        Kind::Fin => {}
    }
    let n = d.int.len() as i64;
    let left = d.exp + n;
    let dot = if d.exp <= 0 && left > -6 {
        left
    } else if !eng {
        1
    } else if d.int == "0" {
        (left + 1).rem_euclid(3) - 1
    } else {
        (left - 1).rem_euclid(3) + 1
    };
    let (ip, fp) = if dot <= 0 {
        (
            "0".to_string(),
            format!(".{}{}", "0".repeat((-dot) as usize), d.int),
        )
    } else if dot >= n {
        (
            format!("{}{}", d.int, "0".repeat((dot - n) as usize)),
            String::new(),
        )
    } else {
        (
            d.int[..dot as usize].to_string(),
            format!(".{}", &d.int[dot as usize..]),
        )
    };
    let exp = if left == dot {
        String::new()
    } else {
        format!("{}{:+}", if capitals { "E" } else { "e" }, left - dot)
    };
    format!("{sign}{ip}{fp}{exp}")
}

/// `hash(d)` of a finite or infinite number, as CPython's numeric hash.
pub fn hash(vm: &mut Vm<'_>, d: &Dec) -> VmResult<i64> {
    const M: u64 = (1 << 61) - 1;
    if d.kind == Kind::Inf {
        return Ok(if d.sign { -314_159 } else { 314_159 });
    }
    let modpow = |mut b: u64, mut e: u64| {
        let mut r: u128 = 1;
        let mut bb = u128::from(b % M);
        while e > 0 {
            if e & 1 == 1 {
                r = r * bb % u128::from(M);
            }
            bb = bb * bb % u128::from(M);
            e >>= 1;
        }
        b = r as u64;
        b
    };
    let exp_hash = if d.exp >= 0 {
        modpow(10, d.exp as u64)
    } else {
        // 10**-1 mod M
        modpow(2_075_258_708_292_324_556, d.exp.unsigned_abs())
    };
    charge_digits(vm, d.int.len() as u64)?;
    let m = (big(&d.int) % BigUint::from(M)).to_u64().unwrap_or(0);
    let h = (u128::from(m) * u128::from(exp_hash) % u128::from(M)) as i64;
    let ans = if d.sign { -h } else { h };
    Ok(if ans == -1 { -2 } else { ans })
}
