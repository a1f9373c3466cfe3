//! The integer functions of `math` on exact ints: `factorial`, `comb`, `perm`, `isqrt`, `gcd`,
//! `lcm`. Results are exact, so the algorithms are free (binary splitting for the products).
//! Each bigint step is charged before it runs: a product by the rule of the `*` operator on
//! the same operands, an exact quotient by what long division costs; the size of the result
//! is checked against the memory limit, and its last (largest) product charged, before any
//! work, so a result too big for the limits stops at once.

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

/// Refuse results above this many bits when memory is unlimited (as the int operators do).
const MAX_BITS: u64 = 1 << 34;

/// Fuel of `a * b`, the operator's rule.
fn mul_fuel(a: u64, b: u64) -> u64 {
    1 + (a + b) / 64 + (a / 64) * (b / 64) / 4
}

/// Fuel of `a // b` or `a % b` by long division: the quotient's words times the divisor's.
pub(crate) fn div_fuel(a: u64, b: u64) -> u64 {
    1 + (a + b) / 64 + (a.saturating_sub(b) / 64 + 1) * (b / 64 + 1) / 4
}

pub(crate) fn mul(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    vm.charge_fuel(mul_fuel(a.bits(), b.bits()))?;
    Ok(a * b)
}

pub(crate) fn div(vm: &mut Vm<'_>, a: &BigInt, b: &BigInt) -> VmResult<BigInt> {
    vm.charge_fuel(div_fuel(a.bits(), b.bits()))?;
    Ok(a / b)
}

/// Checks that a result of about `bits` bits (and as much again of intermediate values)
/// fits the memory limit, before it is computed.
fn room(vm: &mut Vm<'_>, bits: f64) -> VmResult<()> {
    if bits.is_nan() || bits >= MAX_BITS as f64 {
        return Err(vm.memory_limit_error());
    }
    vm.precheck((bits as u64 / 8 + 64).saturating_mul(2))
}

/// `lo * (lo + 1) * ... * (lo + count - 1)` by binary splitting (depth at most 64).
fn range_product(vm: &mut Vm<'_>, lo: &BigInt, count: u64) -> VmResult<BigInt> {
    if count <= 16 {
        let mut r = BigInt::one();
        for i in 0..count {
            r = mul(vm, &r, &(lo + i))?;
        }
        return Ok(r);
    }
    let half = count / 2;
    let a = range_product(vm, lo, half)?;
    let b = range_product(vm, &(lo + half), count - half)?;
    mul(vm, &a, &b)
}

/// `n!` for `0 <= n`.
pub fn factorial(vm: &mut Vm<'_>, n: u64) -> VmResult<Value> {
    let nf = n as f64;
    upfront(vm, nf * nf.max(2.0).log2())?;
    let r = range_product(vm, &BigInt::one(), n)?;
    vm.new_bigint(r)
}

/// `perm(n, k)` for `0 <= k <= n`: the product of `n - k + 1 ..= n`.
pub fn perm(vm: &mut Vm<'_>, n: &BigInt, k: u64) -> VmResult<Value> {
    upfront(vm, k as f64 * n.bits() as f64)?;
    let r = range_product(vm, &(n - k + 1u32), k)?;
    vm.new_bigint(r)
}

/// `comb(n, k)` for `0 <= k <= n - k`: the multiplicative formula for a few dozen factors,
/// else `perm(n, k) // k!`.
pub fn comb(vm: &mut Vm<'_>, n: &BigInt, k: u64) -> VmResult<Value> {
    let kf = k as f64;
    upfront(vm, kf * n.bits() as f64 + kf * kf.max(2.0).log2())?;
    if k <= 64 {
        let mut r = BigInt::one();
        for i in 0..k {
            r = mul(vm, &r, &(n - i))?;
            r = div(vm, &r, &BigInt::from(i + 1))?;
        }
        return vm.new_bigint(r);
    }
    let p = range_product(vm, &(n - k + 1u32), k)?;
    let f = range_product(vm, &BigInt::one(), k)?;
    let r = div(vm, &p, &f)?;
    vm.new_bigint(r)
}

/// Before a product of about `bits` bits: its room (and as much again for the factors) in
/// the memory limit, and the fuel of its last multiplication.
fn upfront(vm: &mut Vm<'_>, bits: f64) -> VmResult<()> {
    room(vm, bits)?;
    let half = (bits / 2.0) as u64;
    vm.charge_fuel(mul_fuel(half, half))
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

/// `gcd(a, b)` of non-negative ints by Lehmer's algorithm as CPython's `_PyLong_GCD` runs it:
/// the leading 60 bits of both give up to 30 bits of Euclid steps as a 2x2 matrix, applied to
/// the full numbers in a few linear passes (16 units of fuel a word), or else one Euclidean
/// division (charged as `%`).
pub(crate) fn gcd2(vm: &mut Vm<'_>, a: BigInt, b: BigInt) -> VmResult<BigInt> {
    let (mut a, mut b) = if a < b { (b, a) } else { (a, b) };
    while a.bits() > 60 {
        vm.charge_fuel(1 + a.bits() / 4)?;
        let shift = a.bits() - 60;
        let mut x = (&a >> shift).to_i64().unwrap_or(0) as i128;
        let mut y = (&b >> shift).to_i64().unwrap_or(0) as i128;
        let (mut ca, mut cb, mut cc, mut cd) = (1i128, 0i128, 0i128, 1i128);
        let mut k = 0u32;
        loop {
            if y - cc == 0 {
                break;
            }
            let q = (x + (ca - 1)) / (y - cc);
            let s = cb + q * cd;
            let t = x - q * y;
            if s > t {
                break;
            }
            let t2 = ca + q * cc;
            if s >= 1 << 31 || t2 >= 1 << 31 {
                break;
            }
            x = y;
            y = t;
            ca = cd;
            cb = cc;
            cc = s;
            cd = t2;
            k += 1;
        }
        if k == 0 {
            if b.is_zero() {
                return Ok(a);
            }
            vm.charge_fuel(div_fuel(a.bits(), b.bits()))?;
            let r = &a % &b;
            a = b;
            b = r;
            continue;
        }
        let (ma, mb, mc, md) = (
            BigInt::from(ca),
            BigInt::from(cb),
            BigInt::from(cc),
            BigInt::from(cd),
        );
        let (na, nb) = if k % 2 == 1 {
            (&ma * &b - &mb * &a, &md * &a - &mc * &b)
        } else {
            (&ma * &a - &mb * &b, &md * &b - &mc * &a)
        };
        // The matrix is unimodular, so the gcd is unchanged whatever the signs.
        let (na, nb) = (na.abs(), nb.abs());
        (a, b) = if na < nb { (nb, na) } else { (na, nb) };
    }
    let (mut x, mut y) = (a.to_u64().unwrap_or(0), b.to_u64().unwrap_or(0));
    while y != 0 {
        (x, y) = (y, x % y);
    }
    Ok(BigInt::from(x))
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
