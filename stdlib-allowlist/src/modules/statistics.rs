//! `statistics`, as CPython 3.11's Lib/statistics.py: the exact sums (`_sum`, `_ss`) over
//! the data's ratios with the result type `_coerce` picks, `_convert`, and 3.11's
//! `_float_sqrt_of_frac`, so results are bit-identical; the float functions (`fmean`,
//! `covariance`, `correlation`, `linear_regression`) use `math.fsum` as the module does, and
//! the steps that mix types (`median`'s mean of two, `quantiles`' interpolation) go through
//! the operators. `StatisticsError` is a ValueError subclass. Data are ints, bools, floats
//! and Fractions; instances of script classes are refused where the module would read their
//! ratio. `NormalDist` is in `normal_dist.rs`.

use std::collections::HashMap;

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};
use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::decimal as dec;
use super::fractions::{self as fr, Q};
use super::{c, f, Def, M};
use crate::args::Kw;

/// Fuel of a function that reads each item's ratio once.
const LINEAR: &str = "1 per item + the bigint work of the exact sum (products, gcds)";

/// The members of `statistics`.
pub fn members() -> Vec<Def<M>> {
    vec![
        c(
            "LinearRegression",
            Member::Type(TypeTag::LinearRegression),
            "type: the named tuple (slope, intercept) linear_regression returns",
        ),
        c(
            "NormalDist",
            Member::Type(TypeTag::NormalDist),
            "type: a normal distribution NormalDist(mu=0.0, sigma=1.0) (pdf, cdf, inv_cdf, arithmetic)",
        ),
        c(
            "StatisticsError",
            Member::Type(TypeTag::StatisticsError),
            "exception: a ValueError subclass for statistics' domain errors",
        ),
        f(
            "correlation",
            correlation,
            "1 per item (fsum)",
            "Pearson's correlation coefficient of two sequences",
        ),
        f(
            "covariance",
            covariance,
            "1 per item (fsum)",
            "sample covariance of two sequences",
        ),
        f(
            "fmean",
            fmean,
            "1 per item (fsum)",
            "float arithmetic mean, optionally weighted",
        ),
        f(
            "geometric_mean",
            geometric_mean,
            "1 per item (fsum of logs)",
            "exp(fmean(map(log, data)))",
        ),
        f(
            "harmonic_mean",
            harmonic_mean,
            LINEAR,
            "harmonic mean, optionally weighted",
        ),
        f(
            "linear_regression",
            linear_regression,
            "1 per item (fsum)",
            "least-squares slope and intercept (proportional=)",
        ),
        f(
            "mean",
            mean,
            LINEAR,
            "exact arithmetic mean, in the data's type",
        ),
        f(
            "median",
            median,
            "the sort's comparisons + 1",
            "middle value (mean of the middle two)",
        ),
        f(
            "median_grouped",
            median_grouped,
            "the sort's comparisons + 1",
            "median of grouped continuous data (interval=1.0)",
        ),
        f(
            "median_high",
            median_high,
            "the sort's comparisons + 1",
            "the higher middle value",
        ),
        f(
            "median_low",
            median_low,
            "the sort's comparisons + 1",
            "the lower middle value",
        ),
        f(
            "mode",
            mode,
            "1 per item + its hash and equality",
            "the most common value (first seen on ties)",
        ),
        f(
            "multimode",
            multimode,
            "1 per item + its hash and equality",
            "the most common values, in first-seen order",
        ),
        f("pstdev", pstdev, LINEAR, "population standard deviation"),
        f("pvariance", pvariance, LINEAR, "population variance"),
        f(
            "quantiles",
            quantiles,
            "the sort's comparisons + n",
            "n-1 cut points (n=4, method='exclusive' or 'inclusive')",
        ),
        f("stdev", stdev, LINEAR, "sample standard deviation"),
        f("variance", variance, LINEAR, "sample variance"),
    ]
}

fn stat_err(vm: &Vm<'_>, msg: &str) -> pyrite_runtime::VmErr {
    vm.err(TypeTag::StatisticsError, msg.to_string())
}

/// The result type `_coerce` picks over the data's types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    Int,
    Float,
    Frac,
    Dec,
    /// Decimal with float or Fraction: CPython's TypeError names the two types in the
    /// order of a set of types (hashed by address), so Pyrite refuses it.
    Mixed,
}

fn ty_of(vm: &Vm<'_>, v: Value) -> Option<Ty> {
    match v {
        Value::Float(_) => Some(Ty::Float),
        _ if vm.is_int(v) => Some(Ty::Int),
        _ if fr::read(vm, v).is_some() => Some(Ty::Frac),
        _ if dec::is_decimal(vm, v) => Some(Ty::Dec),
        _ => None,
    }
}

fn coerce(t: Ty, s: Ty) -> Ty {
    match (t, s) {
        (t, Ty::Int) => t,
        (Ty::Int, s) => s,
        (Ty::Mixed, _) | (_, Ty::Mixed) => Ty::Mixed,
        (Ty::Dec, Ty::Dec) => Ty::Dec,
        (Ty::Dec, _) | (_, Ty::Dec) => Ty::Mixed,
        (Ty::Float, _) | (_, Ty::Float) => Ty::Float,
        _ => Ty::Frac,
    }
}

/// `_exact_ratio(x)`: a ratio, or a float infinity or NaN (`(x, None)`).
enum Ratio {
    Exact(Q),
    NonFinite(f64),
}

fn exact_ratio(vm: &mut Vm<'_>, x: Value) -> VmResult<Ratio> {
    vm.charge_fuel(1)?;
    if let Value::Float(f) = x {
        if !f.is_finite() {
            return Ok(Ratio::NonFinite(f));
        }
        return fr::float_ratio(vm, f).map(Ratio::Exact);
    }
    if let Some(q) = fr::rational(vm, x) {
        return Ok(Ratio::Exact(q));
    }
    if dec::is_decimal(vm, x) {
        if !dec::finite(vm, x) {
            return Err(
                vm.not_supported("statistics on a Decimal infinity or NaN is not supported")
            );
        }
        if let Some(q) = dec::ratio(vm, x)? {
            return Ok(Ratio::Exact(q));
        }
    }
    if matches!(vm.class_of(x), Value::Obj(_)) {
        return Err(vm.not_supported(
            "statistics on instances of script classes is not supported (their ratio)",
        ));
    }
    Err(vm.type_error(format!(
        "can't convert type '{}' to numerator/denominator",
        vm.type_name(x)
    )))
}

/// The total of `_sum`: exact, a float infinity or NaN, or the int 0 of an empty sum.
enum Total {
    Exact(Q),
    Float(f64),
    Zero,
}

/// Partial sums keyed by denominator, as `_sum`'s dict.
#[derive(Default)]
struct Partials {
    index: HashMap<BigInt, usize>,
    sums: Vec<(BigInt, BigInt)>,
    /// `partials[None]`: the sum of the infinities and NaNs, if any.
    none: Option<f64>,
}

impl Partials {
    fn add(&mut self, vm: &mut Vm<'_>, n: BigInt, d: BigInt) -> VmResult<()> {
        vm.charge_fuel(1 + (n.bits() + d.bits()) / 64)?;
        match self.index.get(&d) {
            Some(&i) => {
                if let Some(s) = self.sums.get_mut(i) {
                    s.1 += n;
                }
            }
            None => {
                vm.precheck(64 + (n.bits() + d.bits()) / 4)?;
                self.index.insert(d.clone(), self.sums.len());
                self.sums.push((d, n));
            }
        }
        Ok(())
    }

    fn add_none(&mut self, f: f64) {
        self.none = Some(self.none.unwrap_or(0.0) + f);
    }

    /// `sum(Fraction(n, d) for d, n in partials.items())` (denominators scaled by `dpow`:
    /// 2 for `_ss`'s `d*d`).
    fn total(&self, vm: &mut Vm<'_>, square: bool) -> VmResult<Total> {
        if let Some(f) = self.none {
            return Ok(Total::Float(f));
        }
        if self.sums.is_empty() {
            return Ok(Total::Zero);
        }
        let mut acc: Q = (BigInt::zero(), BigInt::one());
        for (d, n) in &self.sums {
            let d = if square {
                fr::mul(vm, d, d)?
            } else {
                d.clone()
            };
            let term = fr::normalize(vm, n.clone(), d)?;
            acc = add_q(vm, &acc, &term)?;
        }
        Ok(Total::Exact(acc))
    }
}

fn add_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Q> {
    let n = fr::mul(vm, &a.0, &b.1)? + fr::mul(vm, &b.0, &a.1)?;
    let d = fr::mul(vm, &a.1, &b.1)?;
    fr::normalize(vm, n, d)
}

fn sub_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Q> {
    add_q(vm, a, &(-&b.0, b.1.clone()))
}

fn mul_q(vm: &mut Vm<'_>, a: &Q, b: &Q) -> VmResult<Q> {
    let n = fr::mul(vm, &a.0, &b.0)?;
    let d = fr::mul(vm, &a.1, &b.1)?;
    fr::normalize(vm, n, d)
}

fn div_int(vm: &mut Vm<'_>, a: &Q, k: i64) -> VmResult<Q> {
    let d = fr::mul(vm, &a.1, &BigInt::from(k))?;
    fr::normalize(vm, a.0.clone(), d)
}

/// The data as a list (rooted by the caller through `with_list`).
fn items_of(vm: &mut Vm<'_>, data: Value) -> VmResult<Value> {
    let items = vm.collect(data)?; // CALLBACK
    vm.new_list(items)
}

/// Runs `f` on the items of `data`, which stay rooted (in a list) meanwhile.
fn with_items<T>(
    vm: &mut Vm<'_>,
    data: Value,
    f: impl FnOnce(&mut Vm<'_>, &[Value]) -> VmResult<T>,
) -> VmResult<T> {
    let list = items_of(vm, data)?;
    vm.with_roots(&[list], |vm| {
        let items = vm.seq_items(list);
        f(vm, &items)
    })
}

/// `_sum(data)`: (T, total, count).
fn sum_(vm: &mut Vm<'_>, items: &[Value]) -> VmResult<(Ty, Total, usize)> {
    let mut p = Partials::default();
    let mut t = Ty::Int;
    for &x in items {
        let r = exact_ratio(vm, x)?;
        if let Some(s) = ty_of(vm, x) {
            t = coerce(t, s);
        }
        match r {
            Ratio::Exact((n, d)) => p.add(vm, n, d)?,
            Ratio::NonFinite(f) => p.add_none(f),
        }
    }
    let total = p.total(vm, false)?;
    check_mixed(vm, t)?;
    Ok((t, total, items.len()))
}

/// `reduce(_coerce, types, int)` of Decimal with float or Fraction data: refused.
fn check_mixed(vm: &Vm<'_>, t: Ty) -> VmResult<()> {
    if t == Ty::Mixed {
        return Err(vm.not_supported(
            "statistics on Decimal data mixed with float or Fraction data is not supported",
        ));
    }
    Ok(())
}

/// `T(value.numerator) / T(value.denominator)` for `T` Decimal (in the current context).
fn to_decimal(vm: &mut Vm<'_>, v: Value) -> VmResult<Value> {
    if dec::is_decimal(vm, v) {
        return Ok(v);
    }
    let Some((n, d)) = fr::rational(vm, v) else {
        return Err(
            vm.not_supported("statistics on Decimal data with a float result is not supported")
        );
    };
    let nv = dec::from_int(vm, &n)?;
    if d.is_one() {
        return Ok(nv);
    }
    vm.with_roots(&[nv], |vm| {
        let dv = dec::from_int(vm, &d)?;
        vm.with_roots(&[dv], |vm| vm.binop(BinKind::TrueDiv, nv, dv, false))
    })
}

/// A total as a value (a Fraction, a float, or 0).
fn total_value(vm: &mut Vm<'_>, t: &Total) -> VmResult<Value> {
    match t {
        Total::Exact(q) => fr::make(vm, q.0.clone(), q.1.clone()),
        Total::Float(f) => Ok(Value::Float(*f)),
        Total::Zero => Ok(Value::Int(0)),
    }
}

/// `_convert(value, T)`.
fn convert(vm: &mut Vm<'_>, v: Value, t: Ty) -> VmResult<Value> {
    let own = ty_of(vm, v);
    if own == Some(t) && !matches!(v, Value::Bool(_)) {
        return Ok(v);
    }
    let mut t = t;
    if t == Ty::Int {
        let Some(q) = fr::read(vm, v) else {
            return Err(vm.err(
                TypeTag::AttributeError,
                format!(
                    "'{}' object has no attribute 'denominator'",
                    vm.type_name(v)
                ),
            ));
        };
        if !q.1.is_one() {
            t = Ty::Float;
        } else {
            return vm.new_bigint(q.0);
        }
    }
    match t {
        Ty::Float => crate::ctors::float(vm, &[v], &[]),
        Ty::Dec => to_decimal(vm, v),
        Ty::Mixed => check_mixed(vm, t).map(|()| Value::None),
        _ => fr::fraction(vm, &[v], &[]),
    }
}

/// `total / n` converted to `T` (mean, variance).
fn total_div(vm: &mut Vm<'_>, total: &Total, n: usize, t: Ty) -> VmResult<Value> {
    let v = match total {
        Total::Exact(q) => {
            let q = div_int(vm, q, n as i64)?;
            fr::make(vm, q.0, q.1)?
        }
        Total::Float(f) => Value::Float(*f / n as f64),
        Total::Zero => Value::Float(0.0 / n as f64),
    };
    vm.with_roots(&[v], |vm| convert(vm, v, t))
}

fn one_arg(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    match (a, kws) {
        ([x], []) => Ok(*x),
        ([], [("data", x)]) => Ok(*x),
        (_, [(k, _), ..]) if *k != "data" => {
            Err(vm.type_error(format!("{name}() got an unexpected keyword argument '{k}'")))
        }
        ([], []) => Err(vm.type_error(format!(
            "{name}() missing 1 required positional argument: 'data'"
        ))),
        _ => Err(vm.type_error(format!(
            "{name}() takes 1 positional argument but {} were given",
            a.len() + kws.len()
        ))),
    }
}

/// A function of `(data, param=None)` (`variance(data, xbar)`, `pstdev(data, mu)`).
fn data_and(
    vm: &Vm<'_>,
    name: &str,
    param: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Value, Option<Value>)> {
    py_kws(vm, name, kws, &["data", param])?;
    if a.len() + kws.len() > 2 {
        return Err(vm.type_error(format!(
            "{name}() takes from 1 to 2 positional arguments but {} were given",
            a.len()
        )));
    }
    let data = a.first().copied().or_else(|| crate::args::kw(kws, "data"));
    let Some(data) = data else {
        return Err(vm.type_error(format!(
            "{name}() missing 1 required positional argument: 'data'"
        )));
    };
    let p = a.get(1).copied().or_else(|| crate::args::kw(kws, param));
    Ok((data, p.filter(|v| *v != Value::None)))
}

/// `statistics.mean(data)`.
pub fn mean(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "mean", a, kws)?;
    with_items(vm, data, |vm, items| {
        let (t, total, n) = sum_(vm, items)?;
        if n < 1 {
            return Err(stat_err(vm, "mean requires at least one data point"));
        }
        total_div(vm, &total, n, t)
    })
}

/// `_ss(data, c)`: (T, ssd, count).
fn ss(vm: &mut Vm<'_>, items: &[Value], c: Option<Value>) -> VmResult<(Ty, Total, usize)> {
    ss_mean(vm, items, c).map(|(t, ssd, n, _)| (t, ssd, n))
}

/// `_mean_stdev(data)` (for `NormalDist.from_samples`): the mean and the sample standard
/// deviation, as floats.
pub(super) fn mean_stdev(vm: &mut Vm<'_>, data: Value) -> VmResult<(f64, f64)> {
    with_items(vm, data, |vm, items| {
        let (_, ssd, n, mean) = ss_mean(vm, items, None)?;
        if n < 2 {
            return Err(stat_err(vm, "stdev requires at least two data points"));
        }
        match (ssd, mean) {
            (Total::Exact(q), Total::Exact(m)) => {
                let mss = div_int(vm, &q, (n - 1) as i64)?;
                Ok((
                    fr::to_float(vm, &m)?,
                    float_sqrt_of_frac(vm, &mss.0, &mss.1)?,
                ))
            }
            // A NaN or an infinity: `float(xbar) / float(ss)` divides it by itself, a NaN.
            (Total::Float(f), _) => Ok((f, f64::NAN)),
            _ => Err(vm.not_supported("NormalDist.from_samples() of these data")),
        }
    })
}

/// `_ss(data)` with its mean: (T, ssd, count, mean).
fn ss_mean(
    vm: &mut Vm<'_>,
    items: &[Value],
    c: Option<Value>,
) -> VmResult<(Ty, Total, usize, Total)> {
    if let Some(c) = c {
        let mut sq = Vec::new();
        vm.precheck(16 * items.len() as u64)?;
        let list = vm.new_list(Vec::new())?;
        return vm.with_roots(&[list], |vm| {
            for &x in items {
                let d = vm.binop(BinKind::Sub, x, c, false)?;
                let s = vm.with_roots(&[d], |vm| vm.binop(BinKind::Mul, d, d, false))?;
                crate::methods_list::append(vm, &[list, s], &[])?;
                sq.push(s);
            }
            let (t, ssd, n) = sum_(vm, &sq)?;
            Ok((t, ssd, n, Total::Zero))
        });
    }
    let mut sx = Partials::default();
    let mut sxx = Partials::default();
    let mut t = Ty::Int;
    for &x in items {
        let r = exact_ratio(vm, x)?;
        if let Some(s) = ty_of(vm, x) {
            t = coerce(t, s);
        }
        match r {
            Ratio::Exact((n, d)) => {
                let nn = fr::mul(vm, &n, &n)?;
                sx.add(vm, n, d.clone())?;
                sxx.add(vm, nn, d)?;
            }
            Ratio::NonFinite(f) => {
                sx.add_none(f);
                sxx.add_none(f * f);
            }
        }
    }
    let count = items.len();
    check_mixed(vm, t)?;
    let zero = || Total::Exact((BigInt::zero(), BigInt::one()));
    if count == 0 {
        return Ok((t, zero(), 0, zero()));
    }
    if let Some(f) = sx.none {
        return Ok((t, Total::Float(f), count, Total::Float(f)));
    }
    let (Total::Exact(s1), Total::Exact(s2)) = (sx.total(vm, false)?, sxx.total(vm, true)?) else {
        return Ok((t, zero(), count, zero()));
    };
    let k = BigInt::from(count);
    let a1 = (fr::mul(vm, &k, &s2.0)?, s2.1.clone());
    let b1 = mul_q(vm, &s1, &s1)?;
    let diff = sub_q(vm, &a1, &b1)?;
    let ssd = div_int(vm, &diff, count as i64)?;
    let mean = div_int(vm, &s1, count as i64)?;
    Ok((t, Total::Exact(ssd), count, Total::Exact(mean)))
}

fn variance_of(
    vm: &mut Vm<'_>,
    name: &str,
    param: &str,
    a: &[Value],
    kws: Kw<'_>,
    sample: bool,
    root: bool,
) -> VmResult<Value> {
    let (data, c) = data_and(vm, name, param, a, kws)?;
    let roots: Vec<Value> = c.into_iter().collect();
    vm.with_roots(&roots, |vm| {
        with_items(vm, data, |vm, items| {
            let (t, ssd, n) = ss(vm, items, c)?;
            let need = if sample { 2 } else { 1 };
            if n < need {
                let msg = if sample {
                    format!("{name} requires at least two data points")
                } else {
                    format!("{name} requires at least one data point")
                };
                return Err(stat_err(vm, &msg));
            }
            let k = if sample { n - 1 } else { n };
            if !root {
                return total_div(vm, &ssd, k, t);
            }
            if t == Ty::Dec {
                return Err(vm.not_supported(format!(
                    "statistics.{name}() of Decimal data is not supported \
                     (_decimal_sqrt_of_frac needs Decimal.next_plus)"
                )));
            }
            match ssd {
                Total::Exact(q) => {
                    let m = div_int(vm, &q, k as i64)?;
                    float_sqrt_of_frac(vm, &m.0, &m.1).map(Value::Float)
                }
                _ => Err(vm.err(
                    TypeTag::AttributeError,
                    "'float' object has no attribute 'numerator'",
                )),
            }
        })
    })
}

/// `statistics.variance(data, xbar=None)`.
pub fn variance(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    variance_of(vm, "variance", "xbar", a, kws, true, false)
}

/// `statistics.pvariance(data, mu=None)`.
pub fn pvariance(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    variance_of(vm, "pvariance", "mu", a, kws, false, false)
}

/// `statistics.stdev(data, xbar=None)`.
pub fn stdev(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    variance_of(vm, "stdev", "xbar", a, kws, true, true)
}

/// `statistics.pstdev(data, mu=None)`.
pub fn pstdev(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    variance_of(vm, "pstdev", "mu", a, kws, false, true)
}

/// `_integer_sqrt_of_frac_rto(n, m)`: `isqrt(n // m)`, rounded to odd.
fn isqrt_rto(vm: &mut Vm<'_>, n: &BigInt, m: &BigInt) -> VmResult<BigInt> {
    let q = fr::floordiv(vm, n, m)?;
    if q.is_negative() {
        return Err(vm.value_error("isqrt() argument must be nonnegative"));
    }
    vm.charge_fuel(1 + q.bits() * q.bits() / 1024)?;
    let a = q.sqrt();
    let back = fr::mul(vm, &a, &a)?;
    let back = fr::mul(vm, &back, m)?;
    Ok(if &back != n { a | BigInt::one() } else { a })
}

/// `_float_sqrt_of_frac(n, m)`: the correctly rounded float square root of `n / m`.
fn float_sqrt_of_frac(vm: &mut Vm<'_>, n: &BigInt, m: &BigInt) -> VmResult<f64> {
    let q = (n.bits() as i64 - m.bits() as i64 - 109).div_euclid(2);
    let (num, den) = if q >= 0 {
        let mm = m << (2 * q) as usize;
        (isqrt_rto(vm, n, &mm)? << q as usize, BigInt::one())
    } else {
        let nn = n << (-2 * q) as usize;
        (isqrt_rto(vm, &nn, m)?, BigInt::one() << (-q) as usize)
    };
    fr::to_float(vm, &(num, den))
}

/// `len(x)` of a sized argument (`object of type 'generator' has no len()` otherwise).
fn len_of(vm: &mut Vm<'_>, v: Value) -> VmResult<usize> {
    let n = crate::funcs::len(vm, &[v], &[])?;
    Ok(vm.to_i64(n).unwrap_or(0).max(0) as usize)
}

fn fsum_of(vm: &mut Vm<'_>, items: Vec<Value>) -> VmResult<f64> {
    let list = vm.new_list(items)?;
    let r = vm.with_roots(&[list], |vm| super::math::fsum(vm, &[list], &[]))?;
    match r {
        Value::Float(f) => Ok(f),
        _ => Ok(0.0),
    }
}

/// `statistics.fmean(data, weights=None)`.
pub fn fmean(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, weights) = data_and(vm, "fmean", "weights", a, kws)?;
    let roots: Vec<Value> = weights.into_iter().collect();
    vm.with_roots(&roots, |vm| {
        with_items(vm, data, |vm, items| {
            let n = items.len();
            let Some(w) = weights else {
                let total = fsum_of(vm, items.to_vec())?;
                if n == 0 {
                    return Err(stat_err(vm, "fmean requires at least one data point"));
                }
                return Ok(Value::Float(total / n as f64));
            };
            with_items(vm, w, |vm, ws| {
                let list = vm.new_list(Vec::new())?;
                vm.with_roots(&[list], |vm| {
                    for (x, y) in items.iter().zip(ws) {
                        let p = vm.binop(BinKind::Mul, *x, *y, false)?;
                        crate::methods_list::append(vm, &[list, p], &[])?;
                    }
                    let num = super::math::fsum(vm, &[list], &[])?;
                    let num = if let Value::Float(f) = num { f } else { 0.0 };
                    if n != ws.len() {
                        return Err(stat_err(vm, "data and weights must be the same length"));
                    }
                    let den = fsum_of(vm, ws.to_vec())?;
                    if den == 0.0 {
                        return Err(stat_err(vm, "sum of weights must be non-zero"));
                    }
                    Ok(Value::Float(num / den))
                })
            })
        })
    })
}

/// `statistics.geometric_mean(data)`.
pub fn geometric_mean(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "geometric_mean", a, kws)?;
    let r = with_items(vm, data, |vm, items| {
        let list = vm.new_list(Vec::new())?;
        vm.with_roots(&[list], |vm| {
            for &x in items {
                let l = super::math::log(vm, &[x], &[])?;
                crate::methods_list::append(vm, &[list, l], &[])?;
            }
            let m = fmean(vm, &[list], &[])?;
            super::math::exp(vm, &[m], &[])
        })
    });
    match r {
        Err(e) if vm.error_is(&e, TypeTag::ValueError) => Err(stat_err(
            vm,
            "geometric mean requires a non-empty dataset containing positive numbers",
        )),
        r => r,
    }
}

fn is_neg(vm: &mut Vm<'_>, x: Value) -> VmResult<bool> {
    vm.compare(CmpKind::Lt, x, Value::Int(0))
}

/// `statistics.harmonic_mean(data, weights=None)`.
pub fn harmonic_mean(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, weights) = data_and(vm, "harmonic_mean", "weights", a, kws)?;
    let errmsg = "harmonic mean does not support negative values";
    let roots: Vec<Value> = weights.into_iter().collect();
    vm.with_roots(&roots, |vm| {
        with_items(vm, data, |vm, items| {
            let n = items.len();
            if n < 1 {
                return Err(stat_err(
                    vm,
                    "harmonic_mean requires at least one data point",
                ));
            }
            if n == 1 && weights.is_none() {
                let x = items[0];
                if ty_of(vm, x).is_none() {
                    return Err(vm.type_error("unsupported type"));
                }
                if is_neg(vm, x)? {
                    return Err(stat_err(vm, errmsg));
                }
                return Ok(x);
            }
            let run = |vm: &mut Vm<'_>, ws: &[Value], sum_w: Value| -> VmResult<Value> {
                let list = vm.new_list(Vec::new())?;
                vm.with_roots(&[list, sum_w], |vm| {
                    let mut terms = Vec::new();
                    for (w, x) in ws.iter().zip(items) {
                        if is_neg(vm, *x)? {
                            return Err(stat_err(vm, errmsg));
                        }
                        let t = if vm.truthy(*w)? {
                            match vm.binop(BinKind::TrueDiv, *w, *x, false) {
                                Ok(t) => t,
                                Err(e) if vm.error_is(&e, TypeTag::ZeroDivisionError) => {
                                    return Ok(Value::Int(0));
                                }
                                Err(e) => return Err(e),
                            }
                        } else {
                            Value::Int(0)
                        };
                        crate::methods_list::append(vm, &[list, t], &[])?;
                        terms.push(t);
                    }
                    let (t, total, _) = sum_(vm, &terms)?;
                    let tv = total_value(vm, &total)?;
                    vm.with_roots(&[tv], |vm| {
                        if vm.compare(CmpKind::Le, tv, Value::Int(0))? {
                            return Err(stat_err(vm, "Weighted sum must be positive"));
                        }
                        let r = vm.binop(BinKind::TrueDiv, sum_w, tv, false)?;
                        vm.with_roots(&[r], |vm| convert(vm, r, t))
                    })
                })
            };
            match weights {
                None => {
                    let ones = vec![Value::Int(1); n];
                    run(vm, &ones, Value::Int(n as i64))
                }
                Some(w) => with_items(vm, w, |vm, ws| {
                    if ws.len() != n {
                        return Err(stat_err(vm, "Number of weights does not match data size"));
                    }
                    for &x in ws {
                        if is_neg(vm, x)? {
                            return Err(stat_err(vm, errmsg));
                        }
                    }
                    let (_, sw, _) = sum_(vm, ws)?;
                    let swv = total_value(vm, &sw)?;
                    run(vm, ws, swv)
                }),
            }
        })
    })
}

/// `sorted(data)` as a rooted list's items.
fn with_sorted<T>(
    vm: &mut Vm<'_>,
    data: Value,
    f: impl FnOnce(&mut Vm<'_>, &[Value]) -> VmResult<T>,
) -> VmResult<T> {
    let list = crate::funcs::sorted(vm, &[data], &[])?; // CALLBACK
    vm.with_roots(&[list], |vm| {
        let items = vm.seq_items(list);
        vm.charge_fuel(1 + items.len() as u64 / 8)?;
        f(vm, &items)
    })
}

fn no_median(vm: &Vm<'_>) -> pyrite_runtime::VmErr {
    stat_err(vm, "no median for empty data")
}

/// `statistics.median(data)`.
pub fn median(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "median", a, kws)?;
    with_sorted(vm, data, |vm, d| {
        let n = d.len();
        if n == 0 {
            return Err(no_median(vm));
        }
        if n % 2 == 1 {
            return Ok(d[n / 2]);
        }
        let s = vm.binop(BinKind::Add, d[n / 2 - 1], d[n / 2], false)?;
        vm.with_roots(&[s], |vm| {
            vm.binop(BinKind::TrueDiv, s, Value::Int(2), false)
        })
    })
}

/// `statistics.median_low(data)`.
pub fn median_low(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "median_low", a, kws)?;
    with_sorted(vm, data, |vm, d| {
        let n = d.len();
        if n == 0 {
            return Err(no_median(vm));
        }
        Ok(if n % 2 == 1 { d[n / 2] } else { d[n / 2 - 1] })
    })
}

/// `statistics.median_high(data)`.
pub fn median_high(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "median_high", a, kws)?;
    with_sorted(vm, data, |vm, d| {
        if d.is_empty() {
            return Err(no_median(vm));
        }
        Ok(d[d.len() / 2])
    })
}

/// `statistics.median_grouped(data, interval=1.0)`.
pub fn median_grouped(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (data, interval) = data_and(vm, "median_grouped", "interval", a, kws)?;
    let interval = interval.unwrap_or(Value::Float(1.0));
    vm.with_roots(&[interval], |vm| {
        with_sorted(vm, data, |vm, d| {
            let n = d.len();
            if n == 0 {
                return Err(no_median(vm));
            }
            let x = d[n / 2];
            // bisect_left / bisect_right over the sorted data, by `<`.
            let mut i = 0;
            while i < n && vm.compare(CmpKind::Lt, d[i], x)? {
                i += 1;
            }
            let mut j = i;
            while j < n && !vm.compare(CmpKind::Lt, x, d[j])? {
                j += 1;
            }
            let to_f = |vm: &mut Vm<'_>, v: Value| -> VmResult<f64> {
                match crate::ctors::float(vm, &[v], &[]) {
                    Ok(Value::Float(f)) => Ok(f),
                    Ok(_) => Ok(0.0),
                    Err(e) if vm.error_is(&e, TypeTag::ValueError) => {
                        Err(vm.type_error("Value cannot be converted to a float"))
                    }
                    Err(e) => Err(e),
                }
            };
            let iv = to_f(vm, interval)?;
            let xf = to_f(vm, x)?;
            let l = xf - iv / 2.0;
            let (cf, fq) = (i as f64, (j - i) as f64);
            Ok(Value::Float(l + iv * (n as f64 / 2.0 - cf) / fq))
        })
    })
}

/// Counts of the data's values in first-seen order (`Counter(iter(data))`).
fn counts(vm: &mut Vm<'_>, data: Value) -> VmResult<Value> {
    let d = vm.new_dict()?;
    vm.with_roots(&[d], |vm| {
        let mut c = vm.cursor(data)?; // CALLBACK
        while let Some(x) = vm.cursor_next(&mut c)? {
            vm.charge_fuel(1)?;
            let k = vm.dict_get(d, x)?.and_then(|v| vm.to_i64(v)).unwrap_or(0);
            vm.dict_set(d, x, Value::Int(k + 1))?;
        }
        Ok(d)
    })
}

/// `statistics.mode(data)`.
pub fn mode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "mode", a, kws)?;
    let d = counts(vm, data)?;
    vm.with_roots(&[d], |vm| {
        let items = vm.dict_items(d);
        let mut best: Option<(Value, i64)> = None;
        for (k, v) in items {
            let n = vm.to_i64(v).unwrap_or(0);
            if best.is_none_or(|(_, m)| n > m) {
                best = Some((k, n));
            }
        }
        match best {
            Some((k, _)) => Ok(k),
            None => Err(stat_err(vm, "no mode for empty data")),
        }
    })
}

/// `statistics.multimode(data)`.
pub fn multimode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let data = one_arg(vm, "multimode", a, kws)?;
    let d = counts(vm, data)?;
    vm.with_roots(&[d], |vm| {
        let items = vm.dict_items(d);
        let max = items
            .iter()
            .map(|(_, v)| vm.to_i64(*v).unwrap_or(0))
            .max()
            .unwrap_or(0);
        let out: Vec<Value> = items
            .iter()
            .filter(|(_, v)| vm.to_i64(*v).unwrap_or(0) == max)
            .map(|(k, _)| *k)
            .collect();
        vm.new_list(out)
    })
}

/// `statistics.quantiles(data, *, n=4, method='exclusive')`.
pub fn quantiles(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    py_kws(vm, "quantiles", kws, &["n", "method"])?;
    let [data] = a else {
        return Err(vm.type_error(format!(
            "quantiles() takes 1 positional argument but {} were given",
            a.len()
        )));
    };
    let nv = crate::args::kw(kws, "n").unwrap_or(Value::Int(4));
    let method = crate::args::kw(kws, "method");
    if vm.compare(CmpKind::Lt, nv, Value::Int(1))? {
        return Err(stat_err(vm, "n must be at least 1"));
    }
    let Some(n) = vm.to_i64(nv) else {
        return Err(vm.not_supported("statistics.quantiles() with a non-int n is not supported"));
    };
    let roots: Vec<Value> = method.into_iter().collect();
    vm.with_roots(&roots, |vm| {
        with_sorted(vm, *data, |vm, d| {
            let ld = d.len() as i64;
            if ld < 2 {
                return Err(stat_err(vm, "must have at least two data points"));
            }
            let m = match method {
                None => "exclusive".to_string(),
                Some(v) => vm.as_str(v).map(str::to_string).unwrap_or_default(),
            };
            let inclusive = match (method, m.as_str()) {
                (Some(v), _) if vm.as_str(v).is_none() => None,
                (_, "inclusive") => Some(true),
                (_, "exclusive") => Some(false),
                _ => None,
            };
            let Some(inclusive) = inclusive else {
                let r = vm.repr(method.unwrap_or(Value::None))?;
                return Err(vm.value_error(format!("Unknown method: {r}")));
            };
            vm.precheck((n.max(0) as u64).saturating_mul(16))?;
            let list = vm.new_list(Vec::new())?;
            vm.with_roots(&[list], |vm| {
                for i in 1..n {
                    vm.charge_fuel(1)?;
                    // Exact integer steps, in i128 so no product can overflow.
                    let (i2, n2, ld2) = (i128::from(i), i128::from(n), i128::from(ld));
                    let (lo, hi, delta) = if inclusive {
                        let k = i2 * (ld2 - 1);
                        let j = k.div_euclid(n2);
                        (j, j + 1, k.rem_euclid(n2))
                    } else {
                        let mm = ld2 + 1;
                        let j = (i2 * mm).div_euclid(n2).clamp(1, ld2 - 1);
                        (j - 1, j, i2 * mm - j * n2)
                    };
                    let (Some(&x), Some(&y)) = (d.get(lo as usize), d.get(hi as usize)) else {
                        break;
                    };
                    let delta = delta as i64;
                    let p = vm.binop(BinKind::Mul, x, Value::Int(n - delta), false)?;
                    let q = vm.with_roots(&[p], |vm| {
                        vm.binop(BinKind::Mul, y, Value::Int(delta), false)
                    })?;
                    let s = vm.with_roots(&[p, q], |vm| vm.binop(BinKind::Add, p, q, false))?;
                    let r = vm.with_roots(&[s], |vm| {
                        vm.binop(BinKind::TrueDiv, s, Value::Int(n), false)
                    })?;
                    crate::methods_list::append(vm, &[list, r], &[])?;
                }
                Ok(list)
            })
        })
    })
}

/// The two sequences of `covariance`/`correlation`/`linear_regression`, with their
/// length checks.
fn pair(vm: &mut Vm<'_>, name: &str, what: &str, a: &[Value]) -> VmResult<(Value, Value, usize)> {
    let [x, y] = a else {
        return Err(vm.type_error(match a.len() {
            0 => format!("{name}() missing 2 required positional arguments: 'x' and 'y'"),
            1 => format!("{name}() missing 1 required positional argument: 'y'"),
            k => format!("{name}() takes 2 positional arguments but {k} were given"),
        }));
    };
    let n = len_of(vm, *x)?;
    if len_of(vm, *y)? != n {
        return Err(stat_err(
            vm,
            &format!("{what} requires that both inputs have same number of data points"),
        ));
    }
    if n < 2 {
        return Err(stat_err(
            vm,
            &format!("{what} requires at least two data points"),
        ));
    }
    Ok((*x, *y, n))
}

/// `fsum(f(xi, yi) for ...)` where `f` is built from the operators.
fn fsum_map(
    vm: &mut Vm<'_>,
    xs: &[Value],
    ys: &[Value],
    step: &dyn Fn(&mut Vm<'_>, Value, Value) -> VmResult<Value>,
) -> VmResult<f64> {
    let list = vm.new_list(Vec::new())?;
    vm.with_roots(&[list], |vm| {
        for (x, y) in xs.iter().zip(ys) {
            let v = step(vm, *x, *y)?;
            crate::methods_list::append(vm, &[list, v], &[])?;
        }
        match super::math::fsum(vm, &[list], &[])? {
            Value::Float(f) => Ok(f),
            _ => Ok(0.0),
        }
    })
}

/// `(xi - xbar) * (yi - ybar)`.
fn centered_product(vm: &mut Vm<'_>, x: Value, xbar: f64, y: Value, ybar: f64) -> VmResult<Value> {
    let dx = vm.binop(BinKind::Sub, x, Value::Float(xbar), false)?;
    let dy = vm.with_roots(&[dx], |vm| {
        vm.binop(BinKind::Sub, y, Value::Float(ybar), false)
    })?;
    vm.with_roots(&[dx, dy], |vm| vm.binop(BinKind::Mul, dx, dy, false))
}

/// The sums the three two-sequence functions share: (xbar, ybar, sxy, sxx, syy).
fn moments(
    vm: &mut Vm<'_>,
    xs: &[Value],
    ys: &[Value],
    n: usize,
    need_syy: bool,
) -> VmResult<(f64, f64, f64, f64, f64)> {
    let xbar = fsum_of(vm, xs.to_vec())? / n as f64;
    let ybar = fsum_of(vm, ys.to_vec())? / n as f64;
    let sxy = fsum_map(vm, xs, ys, &|vm, x, y| {
        centered_product(vm, x, xbar, y, ybar)
    })?;
    let sxx = fsum_map(vm, xs, xs, &|vm, x, _| {
        centered_product(vm, x, xbar, x, xbar)
    })?;
    let syy = if need_syy {
        fsum_map(vm, ys, ys, &|vm, y, _| {
            centered_product(vm, y, ybar, y, ybar)
        })?
    } else {
        0.0
    };
    Ok((xbar, ybar, sxy, sxx, syy))
}

/// `statistics.covariance(x, y, /)`.
pub fn covariance(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "covariance", kws)?;
    let (x, y, n) = pair(vm, "covariance", "covariance", a)?;
    with_items(vm, x, |vm, xs| {
        with_items(vm, y, |vm, ys| {
            let xbar = fsum_of(vm, xs.to_vec())? / n as f64;
            let ybar = fsum_of(vm, ys.to_vec())? / n as f64;
            let sxy = fsum_map(vm, xs, ys, &|vm, x, y| {
                centered_product(vm, x, xbar, y, ybar)
            })?;
            Ok(Value::Float(sxy / (n - 1) as f64))
        })
    })
}

/// `statistics.correlation(x, y, /)`.
pub fn correlation(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "correlation", kws)?;
    let (x, y, n) = pair(vm, "correlation", "correlation", a)?;
    with_items(vm, x, |vm, xs| {
        with_items(vm, y, |vm, ys| {
            let (_, _, sxy, sxx, syy) = moments(vm, xs, ys, n, true)?;
            let r = super::math::sqrt(vm, &[Value::Float(sxx * syy)], &[])?;
            match vm.binop(BinKind::TrueDiv, Value::Float(sxy), r, false) {
                Err(e) if vm.error_is(&e, TypeTag::ZeroDivisionError) => {
                    Err(stat_err(vm, "at least one of the inputs is constant"))
                }
                r => r,
            }
        })
    })
}

/// `statistics.linear_regression(x, y, /, *, proportional=False)`.
pub fn linear_regression(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    py_kws(vm, "linear_regression", kws, &["proportional"])?;
    let prop = crate::args::kw(kws, "proportional").unwrap_or(Value::Bool(false));
    let (x, y, n) = pair(vm, "linear_regression", "linear regression", a)?;
    let proportional = vm.truthy(prop)?;
    let (slope, intercept) = with_items(vm, x, |vm, xs| {
        with_items(vm, y, |vm, ys| {
            let (xbar, ybar, sxy, sxx) = if proportional {
                let mulf =
                    |vm: &mut Vm<'_>, x: Value, y: Value| vm.binop(BinKind::Mul, x, y, false);
                let sxy = fsum_map(vm, xs, ys, &mulf)?;
                let sxx = fsum_map(vm, xs, xs, &mulf)?;
                (0.0, 0.0, sxy, sxx)
            } else {
                let (xb, yb, sxy, sxx, _) = moments(vm, xs, ys, n, false)?;
                (xb, yb, sxy, sxx)
            };
            if sxx == 0.0 {
                return Err(stat_err(vm, "x is constant"));
            }
            let slope = sxy / sxx;
            let intercept = if proportional {
                0.0
            } else {
                ybar - slope * xbar
            };
            Ok((slope, intercept))
        })
    })?;
    let t = vm.new_tuple(vec![Value::Float(slope), Value::Float(intercept)])?;
    vm.with_roots(&[t], |vm| {
        vm.new_lib(LibObj::StructSeq {
            tag: TypeTag::LinearRegression,
            tuple: t,
        })
    })
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
