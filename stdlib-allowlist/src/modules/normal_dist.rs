//! `statistics.NormalDist` (`Lib/statistics.py`): a stdlib value (`LibValue`, mu and sigma
//! as the bits of its two integers). Each method is the Python code's arithmetic in the same
//! order, on floats, calling `math`'s own functions where it calls them (glibc's `exp` and
//! `log`, CPython's `hypot`, glibc's `erf` ported), so results are CPython's bit for bit;
//! `inv_cdf` is `_statistics._normal_dist_inv_cdf` (Wichura's AS241, the same operations as
//! the Python fallback). `samples` draws with `random`'s `gauss`, from the module's generator
//! or from `Random(seed)`, so it yields CPython's numbers. Operands that are not floats go
//! through the VM's operators (`x - mu` for a Fraction `x`), as Python's would.

use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::libobj::LibValue;
use pyrite_runtime::{NativeFn, TypeTag, Value, Vm, VmResult};

use super::math;
use crate::args::Kw;
use crate::Def;

/// `(mu, sigma)`.
type Pair = (f64, f64);

const SQRT2: f64 = std::f64::consts::SQRT_2;
const TAU: f64 = std::f64::consts::TAU;

/// The constructor, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::NormalDist, new)];

const fn row(
    name: &'static str,
    f: NativeFn,
    fuel: &'static str,
    doc: &'static str,
) -> (TypeTag, Def<NativeFn>) {
    (TypeTag::NormalDist, crate::def(name, f, fuel, doc))
}

/// The properties, for the table's getters.
pub const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
    row("mean", g_mean, "1", "mu"),
    row("median", g_mean, "1", "mu"),
    row("mode", g_mean, "1", "mu"),
    row("stdev", g_stdev, "1", "sigma"),
    row("variance", g_variance, "1", "sigma * sigma"),
];

/// The methods, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    row(
        "pdf",
        pdf,
        "1",
        "probability density at x (StatisticsError when sigma is 0)",
    ),
    row("cdf", cdf, "1", "cumulative distribution P(X <= x)"),
    row(
        "inv_cdf",
        inv_cdf,
        "1",
        "the x with P(X <= x) = p, 0 < p < 1 (AS241)",
    ),
    row(
        "quantiles",
        quantiles,
        "1 + 1 per cut point",
        "n - 1 cut points into n equal-probability intervals (n=4)",
    ),
    row(
        "overlap",
        overlap,
        "1",
        "overlapping coefficient of two NormalDists (0.0 to 1.0)",
    ),
    row("zscore", zscore, "1", "(x - mean) / stdev"),
    row(
        "samples",
        samples,
        "1 + 2 per sample",
        "n draws of random.gauss(mu, sigma); seed= uses Random(seed)",
    ),
    crate::class_row(row(
        "from_samples",
        from_samples,
        "1 + 1 per item (exact sums)",
        "classmethod: the NormalDist of data's mean and sample stdev",
    )),
    row(
        "__add__",
        add,
        "1",
        "shifts mu by a constant; with a NormalDist adds means and variances",
    ),
    row("__radd__", add, "1", "as __add__"),
    row(
        "__sub__",
        sub,
        "1",
        "shifts mu by -constant; with a NormalDist subtracts means, adds variances",
    ),
    row("__rsub__", rsub, "1", "-(self - other)"),
    row(
        "__mul__",
        mul,
        "1",
        "scales mu and sigma by a constant (sigma by its absolute value)",
    ),
    row("__rmul__", mul, "1", "as __mul__"),
    row(
        "__truediv__",
        truediv,
        "1",
        "divides mu and sigma by a constant",
    ),
    row("__pos__", pos, "1", "a copy"),
    row("__neg__", neg, "1", "mu negated"),
    row("__eq__", eq, "1", "mu and sigma both equal"),
    row("__hash__", hash, "1", "hash((mu, sigma))"),
    row("__repr__", repr, "1", "NormalDist(mu=..., sigma=...)"),
    row("__str__", repr, "1", "as __repr__"),
];

/// A NormalDist of these parameters.
fn make(vm: &mut Vm<'_>, mu: f64, sigma: f64) -> VmResult<Value> {
    vm.new_lib_value(LibValue {
        tag: TypeTag::NormalDist,
        a: mu.to_bits() as i64,
        b: sigma.to_bits() as i64,
        obj: Value::Undef,
    })
}

/// `(mu, sigma)` of a NormalDist.
fn params(vm: &Vm<'_>, v: Value) -> Option<(f64, f64)> {
    match vm.lib_value(v) {
        Some(x) if x.tag == TypeTag::NormalDist => {
            Some((f64::from_bits(x.a as u64), f64::from_bits(x.b as u64)))
        }
        _ => None,
    }
}

/// The receiver's parameters and its other arguments (`n` of them: none, or the one
/// parameter, given by position or by name, as a Python method takes it).
fn recv(
    vm: &Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    n: usize,
) -> VmResult<(Pair, Vec<Value>)> {
    let Some((me, rest)) = a.split_first() else {
        return Err(vm.type_error(format!(
            "NormalDist.{name}() missing 1 required positional argument: 'self'"
        )));
    };
    let Some(p) = params(vm, *me) else {
        return Err(vm.err(
            TypeTag::AttributeError,
            format!("'{}' object has no attribute '_sigma'", vm.type_name(*me)),
        ));
    };
    let mut rest = rest.to_vec();
    let param = param_name(name);
    for (k, v) in kws {
        if n == 1 && *k == param {
            if !rest.is_empty() {
                return Err(vm.type_error(format!(
                    "NormalDist.{name}() got multiple values for argument '{k}'"
                )));
            }
            rest.push(*v);
        } else {
            return Err(vm.type_error(format!(
                "NormalDist.{name}() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    if rest.len() != n {
        return Err(arity(vm, name, n, rest.len()));
    }
    Ok((p, rest))
}

/// The one parameter of method `name`.
fn param_name(name: &str) -> &'static str {
    match name {
        "pdf" | "cdf" | "zscore" => "x",
        "inv_cdf" => "p",
        "overlap" => "other",
        "from_samples" => "data",
        _ => "n",
    }
}

fn arity(vm: &Vm<'_>, name: &str, n: usize, given: usize) -> pyrite_runtime::VmErr {
    if given < n {
        vm.type_error(format!(
            "NormalDist.{name}() missing 1 required positional argument: '{}'",
            param_name(name)
        ))
    } else {
        vm.type_error(format!(
            "NormalDist.{name}() takes {} positional arguments but {} were given",
            n + 1,
            given + 1
        ))
    }
}

fn stat_err(vm: &Vm<'_>, msg: &str) -> pyrite_runtime::VmErr {
    vm.err(TypeTag::StatisticsError, msg.to_string())
}

/// A float result of a VM operation (`x - mu`): what `math`'s functions take of it.
fn real(vm: &mut Vm<'_>, v: Value) -> VmResult<f64> {
    math::real(vm, v)
}

/// Calls one of `math`'s one-argument functions (its errors included).
fn m1(vm: &mut Vm<'_>, f: NativeFn, x: f64) -> VmResult<f64> {
    let r = f(vm, &[Value::Float(x)], &[])?;
    real(vm, r)
}

/// `math.hypot(x, y)` (CPython's `vector_norm`).
fn hypot(vm: &mut Vm<'_>, x: f64, y: f64) -> VmResult<f64> {
    let r = math::hypot(vm, &[Value::Float(x), Value::Float(y)], &[])?;
    real(vm, r)
}

/// `float(v)`, as `NormalDist.__init__` converts its arguments.
fn to_float(vm: &mut Vm<'_>, v: Value) -> VmResult<f64> {
    if let Value::Float(f) = v {
        return Ok(f);
    }
    let r = crate::ctors::float(vm, &[v], &[])?;
    real(vm, r)
}

/// `NormalDist(mu=0.0, sigma=1.0)`.
fn new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() > 2 {
        return Err(vm.type_error(format!(
            "NormalDist.__init__() takes from 1 to 3 positional arguments but {} were given",
            a.len() + 1
        )));
    }
    let mut mu = a.first().copied();
    let mut sigma = a.get(1).copied();
    for (k, v) in kws {
        let slot = match *k {
            "mu" => &mut mu,
            "sigma" => &mut sigma,
            _ => {
                return Err(vm.type_error(format!(
                    "NormalDist.__init__() got an unexpected keyword argument '{k}'"
                )))
            }
        };
        if slot.is_some() {
            return Err(vm.type_error(format!(
                "NormalDist.__init__() got multiple values for argument '{k}'"
            )));
        }
        *slot = Some(*v);
    }
    let mu = mu.unwrap_or(Value::Float(0.0));
    let sigma = sigma.unwrap_or(Value::Float(1.0));
    if vm.compare(CmpKind::Lt, sigma, Value::Float(0.0))? {
        return Err(stat_err(vm, "sigma must be non-negative"));
    }
    let m = to_float(vm, mu)?;
    let s = to_float(vm, sigma)?;
    make(vm, m, s)
}

fn getter(vm: &Vm<'_>, a: &[Value], name: &str) -> VmResult<(f64, f64)> {
    match a.first().and_then(|v| params(vm, *v)) {
        Some(p) => Ok(p),
        None => Err(vm.not_supported(format!(
            "NormalDist.{name} through the class (a property object) is not supported in Pyrite"
        ))),
    }
}

fn g_mean(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "mean").map(|(m, _)| Value::Float(m))
}

fn g_stdev(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "stdev").map(|(_, s)| Value::Float(s))
}

fn g_variance(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    getter(vm, a, "variance").map(|(_, s)| Value::Float(s * s))
}

/// `x - self._mu` as a float.
fn diff(vm: &mut Vm<'_>, x: Value, mu: f64) -> VmResult<f64> {
    let d = vm.binop(BinKind::Sub, x, Value::Float(mu), false)?;
    real(vm, d)
}

fn pdf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), rest) = recv(vm, "pdf", a, kws, 1)?;
    let variance = sigma * sigma;
    if variance == 0.0 {
        return Err(stat_err(vm, "pdf() not defined when sigma is zero"));
    }
    let d = diff(vm, rest[0], mu)?;
    let e = m1(vm, math::exp, d * d / (-2.0 * variance))?;
    let s = m1(vm, math::sqrt, TAU * variance)?;
    Ok(Value::Float(e / s))
}

/// `0.5 * (1.0 + erf((x - mu) / (sigma * _SQRT2)))`.
fn cdf_of(vm: &mut Vm<'_>, mu: f64, sigma: f64, x: Value) -> VmResult<f64> {
    if sigma == 0.0 {
        return Err(stat_err(vm, "cdf() not defined when sigma is zero"));
    }
    let d = diff(vm, x, mu)?;
    let e = m1(vm, math::erf, d / (sigma * SQRT2))?;
    Ok(0.5 * (1.0 + e))
}

fn cdf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), rest) = recv(vm, "cdf", a, kws, 1)?;
    cdf_of(vm, mu, sigma, rest[0]).map(Value::Float)
}

fn inv_cdf_of(vm: &mut Vm<'_>, mu: f64, sigma: f64, p: Value) -> VmResult<f64> {
    if vm.compare(CmpKind::Le, p, Value::Float(0.0))?
        || vm.compare(CmpKind::Ge, p, Value::Float(1.0))?
    {
        return Err(stat_err(vm, "p must be in the range 0.0 < p < 1.0"));
    }
    if sigma <= 0.0 {
        return Err(stat_err(
            vm,
            "cdf() not defined when sigma at or below zero",
        ));
    }
    let p = real(vm, p)?;
    as241(vm, p, mu, sigma)
}

fn inv_cdf(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), rest) = recv(vm, "inv_cdf", a, kws, 1)?;
    inv_cdf_of(vm, mu, sigma, rest[0]).map(Value::Float)
}

/// `_normal_dist_inv_cdf(p, mu, sigma)` (`Modules/_statisticsmodule.c`).
#[allow(clippy::excessive_precision)]
fn as241(vm: &mut Vm<'_>, p: f64, mu: f64, sigma: f64) -> VmResult<f64> {
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180625 - q * q;
        let num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r
            + 6.7265770927008700853e+4)
            * r
            + 4.5921953931549871457e+4)
            * r
            + 1.3731693765509461125e+4)
            * r
            + 1.9715909503065514427e+3)
            * r
            + 1.3314166789178437745e+2)
            * r
            + 3.3871328727963666080e+0)
            * q;
        let den = ((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r
            + 3.9307895800092710610e+4)
            * r
            + 2.1213794301586595867e+4)
            * r
            + 5.3941960214247511077e+3)
            * r
            + 6.8718700749205790830e+2)
            * r
            + 4.2313330701600911252e+1)
            * r
            + 1.0;
        let x = num / den;
        return Ok(mu + (x * sigma));
    }
    let r = if q <= 0.0 { p } else { 1.0 - p };
    if r <= 0.0 || r >= 1.0 {
        return Err(vm.value_error("math domain error"));
    }
    let r = (-(r.ln())).sqrt();
    let (num, den) = if r <= 5.0 {
        let r = r - 1.6;
        let num = ((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r
            + 2.41780725177450611770e-1)
            * r
            + 1.27045825245236838258e+0)
            * r
            + 3.64784832476320460504e+0)
            * r
            + 5.76949722146069140550e+0)
            * r
            + 4.63033784615654529590e+0)
            * r
            + 1.42343711074968357734e+0;
        let den = ((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r
            + 1.51986665636164571966e-2)
            * r
            + 1.48103976427480074590e-1)
            * r
            + 6.89767334985100004550e-1)
            * r
            + 1.67638483018380384940e+0)
            * r
            + 2.05319162663775882187e+0)
            * r
            + 1.0;
        (num, den)
    } else {
        let r = r - 5.0;
        let num = ((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r
            + 1.24266094738807843860e-3)
            * r
            + 2.65321895265761230930e-2)
            * r
            + 2.96560571828504891230e-1)
            * r
            + 1.78482653991729133580e+0)
            * r
            + 5.46378491116411436990e+0)
            * r
            + 6.65790464350110377720e+0;
        let den = ((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r
            + 1.84631831751005468180e-5)
            * r
            + 7.86869131145613259100e-4)
            * r
            + 1.48753612908506148525e-2)
            * r
            + 1.36929880922735805310e-1)
            * r
            + 5.99832206555887937690e-1)
            * r
            + 1.0;
        (num, den)
    };
    let x = num / den;
    let x = if q < 0.0 { -x } else { x };
    Ok(mu + (x * sigma))
}

fn quantiles(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut pos: Vec<Value> = a.to_vec();
    for (k, v) in kws {
        if *k != "n" || pos.len() > 1 {
            let msg = if *k == "n" {
                "NormalDist.quantiles() got multiple values for argument 'n'".to_string()
            } else {
                format!("NormalDist.quantiles() got an unexpected keyword argument '{k}'")
            };
            return Err(vm.type_error(msg));
        }
        pos.push(*v);
    }
    if pos.len() == 1 {
        pos.push(Value::Int(4));
    }
    if pos.len() > 2 {
        return Err(vm.type_error(format!(
            "NormalDist.quantiles() takes from 1 to 2 positional arguments but {} were given",
            pos.len()
        )));
    }
    let ((mu, sigma), rest) = recv(vm, "quantiles", &pos, &[], 1)?;
    let n = count_arg(vm, rest[0])?;
    let count = n.saturating_sub(1).max(0) as u64;
    vm.charge_fuel(count)?;
    vm.precheck(count.saturating_mul(16))?;
    let mut out = Vec::with_capacity(count as usize);
    for i in 1..n.max(1) {
        let p = i as f64 / n as f64;
        out.push(Value::Float(inv_cdf_of(vm, mu, sigma, Value::Float(p))?));
    }
    vm.new_list(out)
}

fn overlap(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (x, rest) = recv(vm, "overlap", a, kws, 1)?;
    let Some(y) = params(vm, rest[0]) else {
        return Err(vm.type_error("Expected another NormalDist instance"));
    };
    // `(Y._sigma, Y._mu) < (X._sigma, X._mu)`: a tuple comparison of floats.
    let less = if y.1 == x.1 { y.0 < x.0 } else { y.1 < x.1 };
    let ((xm, xs), (ym, ys)) = if less { (y, x) } else { (x, y) };
    let (x_var, y_var) = (xs * xs, ys * ys);
    if x_var == 0.0 || y_var == 0.0 {
        return Err(stat_err(vm, "overlap() not defined when sigma is zero"));
    }
    let dv = y_var - x_var;
    let dm = (ym - xm).abs();
    if dv == 0.0 {
        let e = m1(vm, math::erf, dm / (2.0 * xs * SQRT2))?;
        return Ok(Value::Float(1.0 - e));
    }
    let aa = xm * y_var - ym * x_var;
    let l = m1(vm, math::log, y_var / x_var)?;
    let root = m1(vm, math::sqrt, dm * dm + dv * l)?;
    let b = xs * ys * root;
    let x1 = (aa + b) / dv;
    let x2 = (aa - b) / dv;
    let c = |vm: &mut Vm<'_>, m: f64, s: f64, at: f64| cdf_of(vm, m, s, Value::Float(at));
    let t1 = (c(vm, ym, ys, x1)? - c(vm, xm, xs, x1)?).abs();
    let t2 = (c(vm, ym, ys, x2)? - c(vm, xm, xs, x2)?).abs();
    Ok(Value::Float(1.0 - (t1 + t2)))
}

fn zscore(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), rest) = recv(vm, "zscore", a, kws, 1)?;
    if sigma == 0.0 {
        return Err(stat_err(vm, "zscore() not defined when sigma is zero"));
    }
    let d = vm.binop(BinKind::Sub, rest[0], Value::Float(mu), false)?;
    vm.binop(BinKind::TrueDiv, d, Value::Float(sigma), false)
}

/// The `n` of `range(n)`: an int (a huge one exhausts the fuel, as the loop would).
fn count_arg(vm: &mut Vm<'_>, v: Value) -> VmResult<i64> {
    if let Some(b) = vm.to_bigint(v) {
        if i64::try_from(&b).is_err() {
            if b.sign() == num_bigint::Sign::Minus {
                return Ok(0);
            }
            vm.charge_fuel(u64::MAX)?;
        }
    }
    vm.index_arg(v, "")
}

/// `samples(n, *, seed=None)`: `[gauss(mu, sigma) for i in range(n)]`.
fn samples(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let seed = crate::args::kw(kws, "seed").unwrap_or(Value::None);
    let others: Vec<(&str, Value)> = kws.iter().filter(|(k, _)| *k != "seed").copied().collect();
    let ((mu, sigma), rest) = recv(vm, "samples", a, &others, 1)?;
    let nv = rest[0];
    let gen = super::random::generator_for(vm, seed)?;
    vm.with_roots(&[gen], |vm| {
        let n = count_arg(vm, nv)?;
        let count = n.max(0) as u64;
        vm.charge_fuel(count.saturating_mul(2))?;
        vm.precheck(count.saturating_mul(16))?;
        let mut out = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let g =
                super::random_dist::gauss(vm, &[gen, Value::Float(mu), Value::Float(sigma)], &[])?;
            out.push(g);
        }
        vm.new_list(out)
    })
}

/// `NormalDist.from_samples(data)`: `cls(*_mean_stdev(data))`.
fn from_samples(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = match (a, kws) {
        ([_, d], []) => *d,
        ([_], [("data", d)]) => *d,
        ([_, ..], [(k, _), ..]) if *k != "data" => {
            return Err(vm.type_error(format!(
                "NormalDist.from_samples() got an unexpected keyword argument '{k}'"
            )))
        }
        _ => return Err(arity(vm, "from_samples", 1, a.len().saturating_sub(1))),
    };
    let (mu, sigma) = super::statistics::mean_stdev(vm, data)?;
    if sigma < 0.0 {
        return Err(stat_err(vm, "sigma must be non-negative"));
    }
    make(vm, mu, sigma)
}

/// The other operand of an operator: a NormalDist's parameters, or `None`.
fn other_params(vm: &Vm<'_>, a: &[Value]) -> VmResult<(Pair, Value, Option<Pair>)> {
    let (Some(me), Some(other)) = (a.first(), a.get(1)) else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let Some(p) = params(vm, *me) else {
        return Err(vm.type_error("expected a NormalDist"));
    };
    Ok((p, *other, params(vm, *other)))
}

/// `NormalDist(float(mu), float(sigma))` of operator results (what `__init__` checks).
fn make_checked(vm: &mut Vm<'_>, mu: Value, sigma: f64) -> VmResult<Value> {
    if sigma < 0.0 {
        return Err(stat_err(vm, "sigma must be non-negative"));
    }
    let m = to_float(vm, mu)?;
    make(vm, m, sigma)
}

fn add(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), x2, o) = other_params(vm, a)?;
    if let Some((m2, s2)) = o {
        let s = hypot(vm, sigma, s2)?;
        return make(vm, mu + m2, s);
    }
    let m = vm.binop(BinKind::Add, Value::Float(mu), x2, false)?;
    make_checked(vm, m, sigma)
}

fn sub_of(vm: &mut Vm<'_>, a: &[Value]) -> VmResult<(Value, f64)> {
    let ((mu, sigma), x2, o) = other_params(vm, a)?;
    if let Some((m2, s2)) = o {
        let s = hypot(vm, sigma, s2)?;
        return Ok((Value::Float(mu - m2), s));
    }
    let m = vm.binop(BinKind::Sub, Value::Float(mu), x2, false)?;
    Ok((m, sigma))
}

fn sub(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    let (m, s) = sub_of(vm, a)?;
    make_checked(vm, m, s)
}

/// `-(x1 - x2)`.
fn rsub(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    let (m, s) = sub_of(vm, a)?;
    if s < 0.0 {
        return Err(stat_err(vm, "sigma must be non-negative"));
    }
    let m = to_float(vm, m)?;
    make(vm, -m, s)
}

/// `NormalDist(x1._mu * x2, x1._sigma * fabs(x2))` (and `/`).
fn scale(vm: &mut Vm<'_>, a: &[Value], op: BinKind) -> VmResult<Value> {
    let ((mu, sigma), x2, _) = other_params(vm, a)?;
    let m = vm.binop(op, Value::Float(mu), x2, false)?;
    vm.with_roots(&[m], |vm| {
        let f = math::fabs(vm, &[x2], &[])?;
        let s = vm.binop(op, Value::Float(sigma), f, false)?;
        let s = real(vm, s)?;
        make_checked(vm, m, s)
    })
}

fn mul(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    scale(vm, a, BinKind::Mul)
}

fn truediv(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    scale(vm, a, BinKind::TrueDiv)
}

fn pos(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), _) = recv(vm, "__pos__", a, kws, 0)?;
    make(vm, mu, sigma)
}

fn neg(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), _) = recv(vm, "__neg__", a, kws, 0)?;
    make(vm, -mu, sigma)
}

fn eq(vm: &mut Vm<'_>, a: &[Value], _: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), _, o) = other_params(vm, a)?;
    Ok(match o {
        Some((m2, s2)) => Value::Bool(mu == m2 && sigma == s2),
        None => Value::NotImplemented,
    })
}

fn hash(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), _) = recv(vm, "__hash__", a, kws, 0)?;
    let t = vm.new_tuple(vec![Value::Float(mu), Value::Float(sigma)])?;
    let h = vm.with_roots(&[t], |vm| vm.hash(t))?;
    Ok(Value::Int(h))
}

fn repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let ((mu, sigma), _) = recv(vm, "__repr__", a, kws, 0)?;
    let m = vm.repr(Value::Float(mu))?;
    let s = vm.repr(Value::Float(sigma))?;
    vm.new_str(format!("NormalDist(mu={m}, sigma={s})"))
}
