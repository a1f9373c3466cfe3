//! The integer functions of `math` on exact ints: `factorial`, `comb`, `perm`, `isqrt`, `gcd`,
//! `lcm`. Results are exact, so the algorithms are free; each bigint step is charged before it
//! runs by the rule of the `*`, `//` and `%` operators on the same operands, and the size of
//! the result is checked against the memory limit before the work starts.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

/// Refuse results above this many bits when memory is unlimited (as the int operators do).
const MAX_BITS: u64 = 1 << 34;

/// Fuel of `a * b`, the operator's rule.
fn mul_fuel(a: u64, b: u64) -> u64 {
    (a + b) / 64 + (a / 64) * (b / 64) / 4
}

/// Fuel of `a // b` or `a % b`, the operators' rule.
fn div_fuel(a: u64, b: u64) -> u64 {
    (a + b) / 64 + (a / 64) * (b / 64 + 1) / 4
}

fn mul(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    vm.charge_fuel(mul_fuel(a.bits(), b.bits()))?;
    Ok(a * b)
}

fn div(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    vm.charge_fuel(div_fuel(a.bits(), b.bits()))?;
    Ok(a / b)
}

/// Checks that a result of about `bits` bits (and as much again of intermediate values)
/// fits the memory limit, before it is computed.
fn room(vm: &mut Vm<'_>, bits: f64) -> VmResult<()> {
    if !(bits < MAX_BITS as f64) {
        return Err(vm.memory_limit_error());
    }
    vm.precheck((bits as u64 / 8 + 64).saturating_mul(2))
}

/// `lo * (lo + 1) * ... * (lo + count - 1)` by binary splitting (depth at most 64).
fn range_product(vm: &mut Vm<'_>, lo: &BigInt, count: u64) -> VmResult<BigInt> {
    if count <= 16 {
        let mut r = BigInt::one();
        let mut f = lo.clone();
        for _ in 0..count {
            r = mul(vm, &r, &f)?;
            f += 1u32;
        }
        return Ok(r);
    }
    let half = count / 2;
    let a = range_product(vm, lo, half)?;
    let b = range_product(vm, &(lo + half), count - half)?;
    mul(vm, &a, &b)
}

/// `C(n, k)` for `k <= n`, by CPython's halving `C(n, k) = C(n, j) * C(n-j, k-j) // C(k, j)`
/// above a few dozen factors (the multiplicative formula below).
fn comb_big(vm: &mut Vm<'_>, n: &BigInt, k: u64) -> VmResult<BigInt> {
    if k <= 64 {
        let mut r = BigInt::one();
        for i in 0..k {
            let f = n - i;
            r = mul(vm, &r, &f)?;
            r = div(vm, &r, &BigInt::from(i + 1))?;
        }
        return Ok(r);
    }
    let j = k / 2;
    let a = comb_big(vm, n, j)?;
    let b = comb_big(vm, &(n - j), k - j)?;
    let p = mul(vm, &a, &b)?;
    let d = comb_big(vm, &BigInt::from(k), j)?;
    div(vm, &p, &d)
}

/// `n!` for `0 <= n`.
pub fn factorial(vm: &mut Vm<'_>, n: u64) -> VmResult<Value> {
    let nf = n as f64;
    room(vm, nf * nf.max(2.0).log2())?;
    let r = range_product(vm, &BigInt::one(), n)?;
    vm.new_bigint(r)
}

/// `perm(n, k)` for `0 <= k <= n`.
pub fn perm(vm: &mut Vm<'_>, n: &BigInt, k: u64) -> VmResult<Value> {
    room(vm, k as f64 * n.bits() as f64)?;
    let r = range_product(vm, &(n - k + 1u32), k)?;
    vm.new_bigint(r)
}

/// `comb(n, k)` for `0 <= k <= n - k`.
pub fn comb(vm: &mut Vm<'_>, n: &BigInt, k: u64) -> VmResult<Value> {
    // C(n, k) <= (e n / k)**k, and the halving's products are at most 2**k times that.
    let kf = k as f64;
    let per = (n.bits() as f64 - kf.max(1.0).log2().floor() + 2.0).max(1.0);
    room(vm, kf * per + kf)?;
    let r = comb_big(vm, n, k)?;
    vm.new_bigint(r)
}

/// `isqrt(n)` for `n >= 0`: CPython's adaptive-precision Newton iteration.
pub fn isqrt(vm: &mut Vm<'_>, n: &BigInt) -> VmResult<Value> {
    if n.is_zero() {
        return Ok(Value::Int(0));
    }
    let c = (n.bits() - 1) / 2;
    let mut a = BigInt::one();
    let mut d: u64 = 0;
    let c_len = 64 - u64::from(c.leading_zeros());
    for s in (0..c_len).rev() {
        let e = d;
        d = c >> s;
        let q = n >> (2 * c - e - d + 1);
        let q = div(vm, &q, &a)?;
        vm.charge_fuel((a.bits() + d) / 64)?;
        a = (a << (d - e - 1)) + q;
    }
    let sq = mul(vm, &a, &a)?;
    if &sq > n {
        a -= 1u32;
    }
    vm.new_bigint(a)
}

/// `gcd(a, b)` of non-negative ints: one Euclid step, then Stein's algorithm (num-bigint's),
/// whose shifts and subtractions cost about bits * words.
fn gcd2(vm: &mut Vm<'_>, a: BigInt, b: BigInt) -> VmResult<BigInt> {
    let (a, b) = if a < b { (b, a) } else { (a, b) };
    if b.is_zero() {
        return Ok(a);
    }
    vm.charge_fuel(div_fuel(a.bits(), b.bits()))?;
    let r = &a % &b;
    let bits = b.bits();
    vm.charge_fuel(bits.saturating_mul(bits / 64 + 1) / 16)?;
    Ok(b.gcd(&r))
}

/// An int argument of the integer functions (`operator.index`'s TypeError otherwise).
pub fn index(vm: &Vm<'_>, v: Value) -> VmResult<BigInt> {
    vm.to_bigint(v).ok_or_else(|| {
        vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))
    })
}

/// `math.gcd(*integers)`.
pub fn gcd(vm: &mut Vm<'_>, a: &[Value]) -> VmResult<Value> {
    let Some(first) = a.first() else {
        return Ok(Value::Int(0));
    };
    let mut r = index(vm, *first)?.abs();
    for v in &a[1..] {
        let x = index(vm, *v)?;
        vm.charge_fuel(1 + x.bits() / 64)?;
        if !r.is_one() {
            r = gcd2(vm, r, x.abs())?;
        }
    }
    vm.new_bigint(r)
}

/// `math.lcm(*integers)`.
pub fn lcm(vm: &mut Vm<'_>, a: &[Value]) -> VmResult<Value> {
    let Some(first) = a.first() else {
        return Ok(Value::Int(1));
    };
    let mut r = index(vm, *first)?.abs();
    for v in &a[1..] {
        let x = index(vm, *v)?;
        vm.charge_fuel(1 + x.bits() / 64)?;
        if r.is_zero() {
            continue;
        }
        if x.is_zero() {
            r = BigInt::zero();
            continue;
        }
        let x = x.abs();
        vm.precheck((r.bits() + x.bits()) / 8 + 64)?;
        let g = gcd2(vm, r.clone(), x.clone())?;
        let f = div(vm, &r, &g)?;
        r = mul(vm, &f, &x)?;
    }
    vm.new_bigint(r)
}

/// A count argument of `comb`/`perm` past `i64`: CPython's OverflowError.
pub fn too_big(vm: &Vm<'_>, what: &str) -> pyrite_runtime::VmErr {
    vm.err(
        TypeTag::OverflowError,
        format!("{what} must not exceed {}", i64::MAX),
    )
}

/// `k` as `u64` when it fits `i64` (CPython's `long long`).
pub fn small(k: &BigInt) -> Option<u64> {
    k.to_i64().and_then(|k| u64::try_from(k).ok())
}
