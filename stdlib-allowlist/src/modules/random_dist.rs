//! `random`'s distributions (`Lib/random.py`'s real-valued ones), split from `random.rs`:
//! the same draws in the same order, the parameters combined through the VM's operators where
//! Lib/random.py combines them with the caller's values, libm's functions on floats.

use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::random::{
    bind, cmp, draw, facos, fexp, flog, fsqrt, op, param, real, recv, scoped, TWOPI,
};
use crate::args::Kw;

pub(super) fn uniform(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "uniform", a)?;
    let [x, y] = bind(vm, "uniform", a, kws, ["a", "b"], 2, 2)?;
    let (x, y) = (x.unwrap_or(Value::None), y.unwrap_or(Value::None));
    if let (Value::Float(p), Value::Float(q)) = (x, y) {
        let u = draw(vm, r)?;
        return Ok(vm.float(p + (q - p) * u));
    }
    scoped(vm, |vm| {
        let d = op(vm, BinKind::Sub, y, x)?;
        let u = draw(vm, r)?;
        let m = op(vm, BinKind::Mul, d, Value::Float(u))?;
        op(vm, BinKind::Add, x, m)
    })
}

pub(super) fn triangular(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "triangular", a)?;
    let [low, high, mode] = bind(vm, "triangular", a, kws, ["low", "high", "mode"], 3, 0)?;
    let mut low = low.unwrap_or(Value::Float(0.0));
    let mut high = high.unwrap_or(Value::Float(1.0));
    let mode = mode.unwrap_or(Value::None);
    scoped(vm, |vm| {
        let mut u = draw(vm, r)?;
        let mut c = if mode == Value::None {
            Value::Float(0.5)
        } else {
            let num = op(vm, BinKind::Sub, mode, low)?;
            let den = op(vm, BinKind::Sub, high, low)?;
            match vm.binop(BinKind::TrueDiv, num, den, false) {
                Ok(c) => {
                    vm.root(c);
                    c
                }
                Err(e) if vm.error_is(&e, TypeTag::ZeroDivisionError) => return Ok(low),
                Err(e) => return Err(e),
            }
        };
        if cmp(vm, CmpKind::Gt, Value::Float(u), c)? {
            u = 1.0 - u;
            c = op(vm, BinKind::Sub, Value::Float(1.0), c)?;
            std::mem::swap(&mut low, &mut high);
        }
        let d = op(vm, BinKind::Sub, high, low)?;
        let uc = op(vm, BinKind::Mul, Value::Float(u), c)?;
        let uc = real(vm, uc)?;
        let s = fsqrt(vm, uc)?;
        let m = op(vm, BinKind::Mul, d, Value::Float(s))?;
        op(vm, BinKind::Add, low, m)
    })
}

/// `mu + z * sigma`.
fn affine(vm: &mut Vm<'_>, mu: Value, z: Value, sigma: Value) -> VmResult<Value> {
    if let (Value::Float(m), Value::Float(z), Value::Float(s)) = (mu, z, sigma) {
        return Ok(vm.float(m + z * s));
    }
    scoped(vm, |vm| {
        let t = op(vm, BinKind::Mul, z, sigma)?;
        op(vm, BinKind::Add, mu, t)
    })
}

fn normal_z(vm: &mut Vm<'_>, r: Value) -> VmResult<f64> {
    let nv_magicconst = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
    loop {
        vm.charge_fuel(1)?;
        let u1 = draw(vm, r)?;
        let u2 = 1.0 - draw(vm, r)?;
        let z = nv_magicconst * (u1 - 0.5) / u2;
        let zz = z * z / 4.0;
        if zz <= -flog(vm, u2)? {
            return Ok(z);
        }
    }
}

fn mu_sigma(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
    defaults: bool,
) -> VmResult<(Value, Value)> {
    let req = if defaults { 0 } else { 2 };
    let [mu, sigma] = bind(vm, fname, a, kws, ["mu", "sigma"], 2, req)?;
    Ok((
        mu.unwrap_or(Value::Float(0.0)),
        sigma.unwrap_or(Value::Float(1.0)),
    ))
}

pub(super) fn normalvariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "normalvariate", a)?;
    let (mu, sigma) = mu_sigma(vm, "normalvariate", a, kws, true)?;
    let z = normal_z(vm, r)?;
    affine(vm, mu, Value::Float(z), sigma)
}

pub(super) fn gauss(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "gauss", a)?;
    let (mu, sigma) = mu_sigma(vm, "gauss", a, kws, true)?;
    let cached = match vm.random_state(r) {
        Some(s) => std::mem::replace(&mut s.gauss_next, Value::None),
        None => Value::None,
    };
    let z = if cached == Value::None {
        let x2pi = draw(vm, r)? * TWOPI;
        let l = {
            let u = draw(vm, r)?;
            flog(vm, 1.0 - u)?
        };
        let g2rad = fsqrt(vm, -2.0 * l)?;
        let next = vm.float(x2pi.sin() * g2rad);
        if let Some(s) = vm.random_state(r) {
            s.gauss_next = next;
        }
        vm.float(x2pi.cos() * g2rad)
    } else {
        cached
    };
    vm.with_roots(&[z], |vm| affine(vm, mu, z, sigma))
}

pub(super) fn lognormvariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "lognormvariate", a)?;
    let (mu, sigma) = mu_sigma(vm, "lognormvariate", a, kws, false)?;
    let z = normal_z(vm, r)?;
    let v = affine(vm, mu, Value::Float(z), sigma)?;
    let x = vm.with_roots(&[v], |vm| real(vm, v))?;
    let e = fexp(vm, x)?;
    Ok(vm.float(e))
}

pub(super) fn expovariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "expovariate", a)?;
    let [lambd] = bind(vm, "expovariate", a, kws, ["lambd"], 1, 1)?;
    let lambd = lambd.unwrap_or(Value::None);
    let l = {
        let u = draw(vm, r)?;
        flog(vm, 1.0 - u)?
    };
    let x = vm.float(-l);
    vm.binop(BinKind::TrueDiv, x, lambd, false)
}

pub(super) fn vonmisesvariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "vonmisesvariate", a)?;
    let [mu, kappa] = bind(vm, "vonmisesvariate", a, kws, ["mu", "kappa"], 2, 2)?;
    let (mu, kappa) = (mu.unwrap_or(Value::None), kappa.unwrap_or(Value::None));
    if cmp(vm, CmpKind::Le, kappa, Value::Float(1e-6))? {
        let u = draw(vm, r)?;
        return Ok(vm.float(TWOPI * u));
    }
    let kappa = param(vm, "vonmisesvariate", kappa)?;
    let s = 0.5 / kappa;
    let rr = s + fsqrt(vm, 1.0 + s * s)?;
    let z = loop {
        vm.charge_fuel(1)?;
        let u1 = draw(vm, r)?;
        let z = (std::f64::consts::PI * u1).cos();
        let d = z / (rr + z);
        let u2 = draw(vm, r)?;
        if u2 < 1.0 - d * d || u2 <= (1.0 - d) * fexp(vm, d)? {
            break z;
        }
    };
    let q = 1.0 / rr;
    let f = (q + z) / (1.0 + q * z);
    let u3 = draw(vm, r)?;
    let ac = facos(vm, f)?;
    scoped(vm, |vm| {
        let t = if u3 > 0.5 {
            op(vm, BinKind::Add, mu, Value::Float(ac))?
        } else {
            op(vm, BinKind::Sub, mu, Value::Float(ac))?
        };
        op(vm, BinKind::Mod, t, Value::Float(TWOPI))
    })
}

/// `gammavariate(alpha, beta)` without the final `* beta`: the draw as a float, or `None`
/// when `alpha == 1.0` (whose result is `-log(1 - random()) * beta`, computed by the caller).
fn gamma_core(vm: &mut Vm<'_>, r: Value, alpha: Value, beta: Value) -> VmResult<Value> {
    if cmp(vm, CmpKind::Le, alpha, Value::Float(0.0))?
        || cmp(vm, CmpKind::Le, beta, Value::Float(0.0))?
    {
        return Err(vm.value_error("gammavariate: alpha and beta must be > 0.0"));
    }
    let log4 = 4.0f64.ln();
    let sg_magicconst = 1.0 + 4.5f64.ln();
    if cmp(vm, CmpKind::Gt, alpha, Value::Float(1.0))? {
        let alpha = param(vm, "gammavariate", alpha)?;
        let ainv = fsqrt(vm, 2.0 * alpha - 1.0)?;
        let bbb = alpha - log4;
        let ccc = alpha + ainv;
        loop {
            vm.charge_fuel(1)?;
            let u1 = draw(vm, r)?;
            if !(1e-7 < u1 && u1 < 0.9999999) {
                continue;
            }
            let u2 = 1.0 - draw(vm, r)?;
            let v = flog(vm, u1 / (1.0 - u1))? / ainv;
            let x = alpha * fexp(vm, v)?;
            let z = u1 * u1 * u2;
            let rr = bbb + ccc * v - x;
            if rr + sg_magicconst - 4.5 * z >= 0.0 || rr >= flog(vm, z)? {
                return Ok(vm.float(x));
            }
        }
    }
    if cmp(vm, CmpKind::Eq, alpha, Value::Float(1.0))? {
        let l = {
            let u = draw(vm, r)?;
            flog(vm, 1.0 - u)?
        };
        return Ok(vm.float(-l));
    }
    let alpha = param(vm, "gammavariate", alpha)?;
    let e = std::f64::consts::E;
    loop {
        vm.charge_fuel(1)?;
        let u = draw(vm, r)?;
        let b = (e + alpha) / e;
        let p = b * u;
        let x = if p <= 1.0 {
            float_pow(vm, p, 1.0 / alpha)?
        } else {
            -flog(vm, (b - p) / alpha)?
        };
        let u1 = draw(vm, r)?;
        if p > 1.0 {
            if u1 <= float_pow(vm, x, alpha - 1.0)? {
                return Ok(vm.float(x));
            }
        } else if u1 <= fexp(vm, -x)? {
            return Ok(vm.float(x));
        }
    }
}

fn float_pow(vm: &Vm<'_>, x: f64, y: f64) -> VmResult<f64> {
    match vm.float_pow(x, y)? {
        Value::Float(f) => Ok(f),
        _ => Err(vm.value_error("math domain error")),
    }
}

pub(super) fn gammavariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "gammavariate", a)?;
    let [alpha, beta] = bind(vm, "gammavariate", a, kws, ["alpha", "beta"], 2, 2)?;
    let (alpha, beta) = (alpha.unwrap_or(Value::None), beta.unwrap_or(Value::None));
    let x = gamma_core(vm, r, alpha, beta)?;
    vm.binop(BinKind::Mul, x, beta, false)
}

pub(super) fn betavariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "betavariate", a)?;
    let [alpha, beta] = bind(vm, "betavariate", a, kws, ["alpha", "beta"], 2, 2)?;
    let (alpha, beta) = (alpha.unwrap_or(Value::None), beta.unwrap_or(Value::None));
    scoped(vm, |vm| {
        let g = gamma_core(vm, r, alpha, Value::Float(1.0))?;
        let y = op(vm, BinKind::Mul, g, Value::Float(1.0))?;
        if !vm.truthy(y)? {
            return Ok(Value::Float(0.0));
        }
        let g2 = gamma_core(vm, r, beta, Value::Float(1.0))?;
        let y2 = op(vm, BinKind::Mul, g2, Value::Float(1.0))?;
        let s = op(vm, BinKind::Add, y, y2)?;
        op(vm, BinKind::TrueDiv, y, s)
    })
}

pub(super) fn paretovariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "paretovariate", a)?;
    let [alpha] = bind(vm, "paretovariate", a, kws, ["alpha"], 1, 1)?;
    let alpha = alpha.unwrap_or(Value::None);
    let u = 1.0 - draw(vm, r)?;
    scoped(vm, |vm| {
        let e = op(vm, BinKind::TrueDiv, Value::Float(-1.0), alpha)?;
        op(vm, BinKind::Pow, Value::Float(u), e)
    })
}

pub(super) fn weibullvariate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "weibullvariate", a)?;
    let [alpha, beta] = bind(vm, "weibullvariate", a, kws, ["alpha", "beta"], 2, 2)?;
    let (alpha, beta) = (alpha.unwrap_or(Value::None), beta.unwrap_or(Value::None));
    let u = 1.0 - draw(vm, r)?;
    let l = -flog(vm, u)?;
    scoped(vm, |vm| {
        let e = op(vm, BinKind::TrueDiv, Value::Float(1.0), beta)?;
        let p = op(vm, BinKind::Pow, Value::Float(l), e)?;
        op(vm, BinKind::Mul, alpha, p)
    })
}
