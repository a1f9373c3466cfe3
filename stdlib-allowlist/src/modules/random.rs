//! `random`: CPython 3.11's `Lib/random.py` over `_randommodule.c`'s Mersenne Twister
//! (`pyrite_runtime::mt19937`), ported step for step (the same draws in the same order, the
//! same arithmetic through the VM's operators), so a seeded script prints what CPython prints.
//!
//! Determinism: nothing reads OS randomness. The module's generator (one per run) starts as
//! `seed(n)` with the run's seed (`Engine::with_random_seed`, default 0); `seed()`,
//! `seed(None)` and `Random()` use that seed too. `SystemRandom` stays refused. Refused as
//! well: what CPython accepts only with a DeprecationWarning (non-integer arguments of
//! `randrange`/`randint`) and `seed(str, version=3)`, which CPython seeds from the str's
//! per-process hash.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive};
use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::libobj::{LibObj, RandomState};
use pyrite_runtime::mt19937::{Mt, N};
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmErr, VmResult};
use sha2::{Digest, Sha512};

use super::random_dist::{
    betavariate, expovariate, gammavariate, gauss, lognormvariate, normalvariate, paretovariate,
    triangular, uniform, vonmisesvariate, weibullvariate,
};
use super::{Def, M};
use crate::args::Kw;

pub(super) const TWOPI: f64 = std::f64::consts::TAU;

/// One operation: its name, the method (receiver first), the module function (on the run's
/// generator), fuel rule and doc.
type Op = (&'static str, NativeFn, NativeFn, &'static str, &'static str);

macro_rules! on_global {
    ($($method:ident => $global:ident),* $(,)?) => {
        $(fn $global(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            let g = global(vm)?;
            let mut all = Vec::with_capacity(a.len() + 1);
            all.push(g);
            all.extend_from_slice(a);
            $method(vm, &all, kws)
        })*
    };
}

on_global!(
    seed => g_seed, random => g_random, getrandbits => g_getrandbits,
    getstate => g_getstate, setstate => g_setstate, randrange => g_randrange,
    randint => g_randint, choice => g_choice, choices => g_choices, shuffle => g_shuffle,
    sample => g_sample, uniform => g_uniform, triangular => g_triangular,
    normalvariate => g_normalvariate, gauss => g_gauss, lognormvariate => g_lognormvariate,
    expovariate => g_expovariate, vonmisesvariate => g_vonmisesvariate,
    gammavariate => g_gammavariate, betavariate => g_betavariate,
    paretovariate => g_paretovariate, weibullvariate => g_weibullvariate,
);

const DIST: &str = "1 + 1 per pair of draws (rejection loops: per try)";

const OPS: &[Op] = &[
    (
        "seed",
        seed,
        g_seed,
        "1 + b/32 (a str: + len/64 for its sha512)",
        "reseeds from an int, float, str, bytes, bytearray or None (None: the run's seed, never OS randomness)",
    ),
    ("random", random, g_random, "1", "a float in [0.0, 1.0)"),
    (
        "getrandbits",
        getrandbits,
        g_getrandbits,
        "1 + k/32",
        "an int of k random bits",
    ),
    (
        "getstate",
        getstate,
        g_getstate,
        "1 + 625/8",
        "the state: (3, 625 ints, gauss_next)",
    ),
    (
        "setstate",
        setstate,
        g_setstate,
        "1 + 625/8",
        "restores a state from getstate()",
    ),
    (
        "randrange",
        randrange,
        g_randrange,
        "1 + b/32 per try",
        "a random int from range(start, stop, step)",
    ),
    (
        "randint",
        randint,
        g_randint,
        "1 + b/32 per try",
        "a random int in [a, b], both included",
    ),
    (
        "choice",
        choice,
        g_choice,
        "1",
        "a random item of a non-empty sequence",
    ),
    (
        "choices",
        choices,
        g_choices,
        "1 + n (the cumulative weights) + k * (1 + log2 n)",
        "k items chosen with replacement (weights=, cum_weights=, k=)",
    ),
    (
        "shuffle",
        shuffle,
        g_shuffle,
        "1 + 1 per item",
        "shuffles a list in place",
    ),
    (
        "sample",
        sample,
        g_sample,
        "1 + k (+ n for a small population's pool; counts=: + n log n)",
        "k distinct items of a sequence, in selection order (counts=)",
    ),
    ("uniform", uniform, g_uniform, "1", "a + (b - a) * random()"),
    (
        "triangular",
        triangular,
        g_triangular,
        "1",
        "triangular distribution on [low, high] with a mode",
    ),
    (
        "normalvariate",
        normalvariate,
        g_normalvariate,
        DIST,
        "normal distribution (Kinderman-Monahan)",
    ),
    (
        "gauss",
        gauss,
        g_gauss,
        "1",
        "normal distribution (Box-Muller, caching the second value)",
    ),
    (
        "lognormvariate",
        lognormvariate,
        g_lognormvariate,
        DIST,
        "log normal distribution",
    ),
    (
        "expovariate",
        expovariate,
        g_expovariate,
        "1",
        "exponential distribution with rate lambd",
    ),
    (
        "vonmisesvariate",
        vonmisesvariate,
        g_vonmisesvariate,
        DIST,
        "von Mises distribution (angles)",
    ),
    (
        "gammavariate",
        gammavariate,
        g_gammavariate,
        DIST,
        "gamma distribution (alpha, beta > 0)",
    ),
    (
        "betavariate",
        betavariate,
        g_betavariate,
        DIST,
        "beta distribution (alpha, beta > 0)",
    ),
    (
        "paretovariate",
        paretovariate,
        g_paretovariate,
        "1",
        "Pareto distribution",
    ),
    (
        "weibullvariate",
        weibullvariate,
        g_weibullvariate,
        "1",
        "Weibull distribution",
    ),
];

/// The members of `random`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    let mut v = vec![super::c(
        "Random",
        Member::Type(TypeTag::Random),
        "type: a generator with its own state, Random(seed) (subclassing refused)",
    )];
    v.extend(
        OPS.iter()
            .map(|(name, _, g, fuel, doc)| super::f(name, *g, fuel, doc)),
    );
    v
}

/// The constructor, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::Random, random_new)];

/// The methods of `random.Random`, for the table's `METHODS`.
pub fn methods() -> impl Iterator<Item = (TypeTag, Def<NativeFn>)> {
    OPS.iter()
        .map(|(name, m, _, fuel, doc)| (TypeTag::Random, crate::def(name, *m, fuel, doc)))
}

// ---------------------------------------------------------------- generators and state

fn new_generator(vm: &mut Vm<'_>, key: &[u32]) -> VmResult<Value> {
    vm.new_lib(LibObj::Random(Box::new(RandomState {
        mt: Mt::from_key(key),
        gauss_next: Value::None,
    })))
}

/// The run's default key: `seed(n)` of the run's seed.
fn default_key(vm: &Vm<'_>) -> Vec<u32> {
    let s = vm.random_seed();
    int_key(&BigUint::from(s))
}

/// The module's generator, made on first use.
fn global(vm: &mut Vm<'_>) -> VmResult<Value> {
    vm.lib_singleton(TypeTag::Random, |vm| {
        let key = default_key(vm);
        new_generator(vm, &key)
    })
}

/// The generator `NormalDist.samples` draws from: the module's (`seed` None) or a new
/// `Random(seed)`.
pub(super) fn generator_for(vm: &mut Vm<'_>, seed: Value) -> VmResult<Value> {
    if seed == Value::None {
        global(vm)
    } else {
        random_new(vm, &[seed], &[])
    }
}

/// The receiver of a method, or CPython's descriptor TypeError.
pub(super) fn recv(vm: &mut Vm<'_>, name: &str, a: &[Value]) -> VmResult<Value> {
    match a.first() {
        Some(&r) if vm.random_state(r).is_some() => Ok(r),
        Some(&r) => Err(vm.type_error(format!(
            "descriptor '{name}' for '_random.Random' objects doesn't apply to a '{}' object",
            vm.type_name(r)
        ))),
        None => Err(vm.type_error(format!("unbound method Random.{name}() needs an argument"))),
    }
}

fn with_mt<T>(vm: &mut Vm<'_>, r: Value, f: impl FnOnce(&mut Mt) -> T) -> VmResult<T> {
    match vm.random_state(r) {
        Some(s) => Ok(f(&mut s.mt)),
        None => Err(vm.type_error("not a random.Random")),
    }
}

pub(super) fn draw(vm: &mut Vm<'_>, r: Value) -> VmResult<f64> {
    with_mt(vm, r, Mt::random)
}

/// The 32-bit words of a non-negative int, least significant first (`[0]` for 0).
fn int_key(n: &BigUint) -> Vec<u32> {
    let w = n.to_u32_digits();
    if w.is_empty() {
        vec![0]
    } else {
        w
    }
}

/// Binds a Python-level method's arguments (`a` holds the receiver first) as CPython binds
/// a `def`: `names` are the parameters after `self`, the first `npos` positional, the first
/// `required` without default; messages name `Random.<fname>()`.
pub(super) fn bind<const P: usize>(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
    names: [&str; P],
    npos: usize,
    required: usize,
) -> VmResult<[Option<Value>; P]> {
    let mut out = [None; P];
    let given = a.len();
    for (slot, v) in out.iter_mut().zip(a.iter().skip(1)).take(npos) {
        *slot = Some(*v);
    }
    for (k, v) in kws {
        match names.iter().position(|n| n == k) {
            None => {
                return Err(vm.type_error(format!(
                    "Random.{fname}() got an unexpected keyword argument '{k}'"
                )))
            }
            Some(i) => {
                if out[i].is_some() {
                    return Err(vm.type_error(format!(
                        "Random.{fname}() got multiple values for argument '{k}'"
                    )));
                }
                out[i] = Some(*v);
            }
        }
    }
    if given > npos + 1 {
        let max = npos + 1;
        let s = if max == 1 { "" } else { "s" };
        let takes = if required == npos {
            format!("{max} positional argument{s}")
        } else {
            format!("from {} to {max} positional arguments", required + 1)
        };
        let were = if given == 1 { "was" } else { "were" };
        return Err(vm.type_error(format!(
            "Random.{fname}() takes {takes} but {given} {were} given"
        )));
    }
    let missing: Vec<String> = names
        .iter()
        .zip(out.iter())
        .take(required)
        .filter(|(_, v)| v.is_none())
        .map(|(n, _)| format!("'{n}'"))
        .collect();
    if !missing.is_empty() {
        let list = match missing.as_slice() {
            [one] => one.clone(),
            [a, b] => format!("{a} and {b}"),
            [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
            [] => String::new(),
        };
        let s = if missing.len() == 1 { "" } else { "s" };
        return Err(vm.type_error(format!(
            "Random.{fname}() missing {} required positional argument{s}: {list}",
            missing.len()
        )));
    }
    Ok(out)
}

/// A C method's "takes no arguments" / "takes no keyword arguments".
fn no_args(vm: &Vm<'_>, fname: &str, a: &[Value], kws: Kw<'_>) -> VmResult<()> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("Random.{fname}() takes no keyword arguments")));
    }
    if a.len() > 1 {
        return Err(vm.type_error(format!(
            "Random.{fname}() takes no arguments ({} given)",
            a.len() - 1
        )));
    }
    Ok(())
}

/// Runs `f` with nothing rooted yet: intermediate values are rooted with `vm.root` as they
/// are made (a user `__add__` may run between two of them).
pub(super) fn scoped(
    vm: &mut Vm<'_>,
    f: impl FnOnce(&mut Vm<'_>) -> VmResult<Value>,
) -> VmResult<Value> {
    vm.with_roots(&[], f)
}

pub(super) fn op(vm: &mut Vm<'_>, k: BinKind, a: Value, b: Value) -> VmResult<Value> {
    let v = vm.binop(k, a, b, false)?; // CALLBACK
    vm.root(v);
    Ok(v)
}

pub(super) fn cmp(vm: &mut Vm<'_>, k: CmpKind, a: Value, b: Value) -> VmResult<bool> {
    vm.compare(k, a, b) // CALLBACK
}

/// A value as a float, as `math` functions and float arithmetic take it.
pub(super) fn real(vm: &mut Vm<'_>, v: Value) -> VmResult<f64> {
    if let Some(n) = vm.num(v) {
        return vm.num_to_f64(&n);
    }
    match vm.instance_float(v)? {
        Some(f) => Ok(f),
        None => Err(vm.type_error(format!("must be real number, not {}", vm.type_name(v)))),
    }
}

/// A parameter that Lib/random.py only ever mixes with floats: an int or a float as the float
/// arithmetic would convert it; anything else is refused (its own arithmetic is not ported).
pub(super) fn param(vm: &mut Vm<'_>, fname: &str, v: Value) -> VmResult<f64> {
    match vm.num(v) {
        Some(n) => vm.num_to_f64(&n),
        None => Err(vm.not_supported(format!(
            "random.{fname}() with a '{}' argument is not supported",
            vm.type_name(v)
        ))),
    }
}

fn domain(vm: &Vm<'_>) -> VmErr {
    vm.value_error("math domain error")
}

pub(super) fn fsqrt(vm: &Vm<'_>, x: f64) -> VmResult<f64> {
    if x < 0.0 {
        return Err(domain(vm));
    }
    Ok(x.sqrt())
}

pub(super) fn flog(vm: &Vm<'_>, x: f64) -> VmResult<f64> {
    if x.is_nan() {
        return Ok(x);
    }
    if x <= 0.0 {
        return Err(domain(vm));
    }
    Ok(x.ln())
}

pub(super) fn fexp(vm: &Vm<'_>, x: f64) -> VmResult<f64> {
    let r = x.exp();
    if r.is_infinite() && x.is_finite() {
        return Err(vm.err(TypeTag::OverflowError, "math range error"));
    }
    Ok(r)
}

pub(super) fn facos(vm: &Vm<'_>, x: f64) -> VmResult<f64> {
    let r = x.acos();
    if r.is_nan() && !x.is_nan() {
        return Err(domain(vm));
    }
    Ok(r)
}

// ---------------------------------------------------------------- integers

/// `_randbelow_with_getrandbits(n)` for `n > 0` that fits 64 bits.
fn below_u64(mt: &mut Mt, n: u64) -> u64 {
    let k = 64 - n.leading_zeros();
    loop {
        let r = mt.bits_u64(k);
        if r < n {
            return r;
        }
    }
}

/// `_randbelow_with_getrandbits(n)` for any `n > 0`.
fn below_big(vm: &mut Vm<'_>, r: Value, n: &BigUint) -> VmResult<BigUint> {
    if let Some(s) = n.to_u64() {
        return with_mt(vm, r, |mt| BigUint::from(below_u64(mt, s)));
    }
    let k = n.bits();
    vm.precheck(k / 4)?;
    loop {
        vm.charge_fuel(1 + k / 32)?;
        let x = with_mt(vm, r, |mt| BigUint::new(mt.bits_words(k)))?;
        if &x < n {
            return Ok(x);
        }
    }
}

fn below_usize(vm: &mut Vm<'_>, r: Value, n: usize) -> VmResult<usize> {
    with_mt(vm, r, |mt| below_u64(mt, n as u64) as usize)
}

/// `random()`.
fn random(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "random", a)?;
    no_args(vm, "random", a, kws)?;
    let x = draw(vm, r)?;
    Ok(vm.float(x))
}

/// `getrandbits(k)`.
fn getrandbits(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "getrandbits", a)?;
    if !kws.is_empty() {
        return Err(vm.type_error("Random.getrandbits() takes no keyword arguments"));
    }
    let [_, kv] = a else {
        return Err(vm.type_error(format!(
            "Random.getrandbits() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let k = c_int(vm, *kv)?;
    if k < 0 {
        return Err(vm.value_error("number of bits must be non-negative"));
    }
    let k = k as u64;
    if k <= 64 {
        let x = with_mt(vm, r, |mt| mt.bits_u64(k as u32))?;
        return vm.new_bigint(BigInt::from(x));
    }
    vm.charge_fuel(k / 32)?;
    vm.precheck(k / 4)?;
    let words = with_mt(vm, r, |mt| mt.bits_words(k))?;
    vm.new_bigint(BigInt::from(BigUint::new(words)))
}

/// An argument converted as CPython's clinic converts `int`.
fn c_int(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    match vm.to_bigint(v) {
        None => Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
        Some(b) => match b.to_i32() {
            Some(i) => Ok(i64::from(i)),
            None => Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C int",
            )),
        },
    }
}

/// An argument of randrange: an int (`operator.index`); what CPython converts with `int()`
/// and a DeprecationWarning is refused, what `int()` rejects gets `int()`'s TypeError.
fn range_int(vm: &Vm<'_>, v: Value) -> VmResult<BigInt> {
    if let Some(b) = vm.to_bigint(v) {
        return Ok(b);
    }
    match vm.type_tag(v) {
        TypeTag::Float | TypeTag::Str => Err(vm.not_supported(
            "randrange() with a non-integer argument is not supported (CPython warns)",
        )),
        _ if vm
            .obj(v)
            .is_some_and(|o| matches!(o, pyrite_runtime::heap::Obj::Instance(_))) =>
        {
            Err(vm.not_supported(
                "randrange() with a non-integer argument is not supported (CPython warns)",
            ))
        }
        _ => Err(vm.type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            vm.type_name(v)
        ))),
    }
}

fn randrange(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "randrange", a)?;
    let [start, stop, step] = bind(vm, "randrange", a, kws, ["start", "stop", "step"], 3, 1)?;
    let start = start.unwrap_or(Value::None);
    randrange_of(vm, r, start, stop.unwrap_or(Value::None), step)
}

fn randrange_of(
    vm: &mut Vm<'_>,
    r: Value,
    start: Value,
    stop: Value,
    step: Option<Value>,
) -> VmResult<Value> {
    let istart = range_int(vm, start)?;
    if stop == Value::None {
        if step.is_some_and(|s| s != Value::Int(1)) {
            return Err(vm.type_error("Missing a non-None stop argument"));
        }
        if istart.is_positive() {
            let n = istart.magnitude().clone();
            let x = below_big(vm, r, &n)?;
            return vm.new_bigint(BigInt::from(x));
        }
        return Err(vm.value_error("empty range for randrange()"));
    }
    let istop = range_int(vm, stop)?;
    let width = &istop - &istart;
    let istep = range_int(vm, step.unwrap_or(Value::Int(1)))?;
    if istep == BigInt::from(1) {
        if width.is_positive() {
            let x = below_big(vm, r, width.magnitude())?;
            return vm.new_bigint(istart + BigInt::from(x));
        }
        return Err(vm.value_error(format!(
            "empty range for randrange() ({istart}, {istop}, {width})"
        )));
    }
    let n = if istep.is_positive() {
        (&width + &istep - BigInt::from(1)).div_floor(&istep)
    } else if istep.is_negative() {
        (&width + &istep + BigInt::from(1)).div_floor(&istep)
    } else {
        return Err(vm.value_error("zero step for randrange()"));
    };
    if !n.is_positive() {
        return Err(vm.value_error("empty range for randrange()"));
    }
    let x = below_big(vm, r, n.magnitude())?;
    vm.new_bigint(istart + istep * BigInt::from(x))
}

fn randint(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "randint", a)?;
    let [x, y] = bind(vm, "randint", a, kws, ["a", "b"], 2, 2)?;
    let (x, y) = (x.unwrap_or(Value::None), y.unwrap_or(Value::None));
    // The common case without a bigint: randrange(a, b + 1) in i128.
    if let (Value::Int(lo), Value::Int(hi)) = (x, y) {
        let width = i128::from(hi) + 1 - i128::from(lo);
        if width <= 0 {
            return Err(vm.value_error(format!(
                "empty range for randrange() ({lo}, {}, {width})",
                i128::from(hi) + 1
            )));
        }
        if let Ok(w) = u64::try_from(width) {
            let j = with_mt(vm, r, |mt| below_u64(mt, w))?;
            return vm.new_bigint(BigInt::from(i128::from(lo) + i128::from(j)));
        }
    }
    scoped(vm, |vm| {
        let stop = op(vm, BinKind::Add, y, Value::Int(1))?;
        randrange_of(vm, r, x, stop, None)
    })
}

// ---------------------------------------------------------------- seeding and state

fn seed(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "seed", a)?;
    let [x, version] = bind(vm, "seed", a, kws, ["a", "version"], 2, 0)?;
    let x = x.unwrap_or(Value::None);
    let version = version.unwrap_or(Value::Int(2));
    let key = seed_key(vm, x, version)?;
    vm.charge_fuel(key.len() as u64 / 32)?;
    if let Some(s) = vm.random_state(r) {
        s.mt.init_by_array(&key);
        s.gauss_next = Value::None;
    }
    Ok(Value::None)
}

/// The key `Random.seed(a, version)` hands to `init_by_array`.
fn seed_key(vm: &mut Vm<'_>, x: Value, version: Value) -> VmResult<Vec<u32>> {
    // `isinstance(a, str)`: a str subclass's instance too.
    let is_str = vm.as_pystr(x).is_some();
    if is_str && cmp(vm, CmpKind::Eq, version, Value::Int(1))? {
        let s = vm.as_str(x).unwrap_or("").to_string();
        vm.charge_fuel(s.len() as u64 / 64)?;
        let mut v: u64 = s.chars().next().map_or(0, |c| u64::from(c) << 7);
        for c in s.chars() {
            v = 1_000_003u64.wrapping_mul(v) ^ u64::from(c);
        }
        v ^= s.chars().count() as u64;
        return Ok(int_key(&BigUint::from(v)));
    }
    // bytes (version 1: as if decoded from latin-1) and bytes/bytearray (version 2) seed
    // the same ways as a str's characters and UTF-8 encoding.
    let tag = vm.type_tag(x);
    let byteish = matches!(tag, TypeTag::Bytes | TypeTag::ByteArray);
    if tag == TypeTag::Bytes && cmp(vm, CmpKind::Eq, version, Value::Int(1))? {
        let s = vm.as_bytes(x).unwrap_or_default().to_vec();
        vm.charge_fuel(s.len() as u64 / 64)?;
        let mut v: u64 = s.first().map_or(0, |&c| u64::from(c) << 7);
        for &c in &s {
            v = 1_000_003u64.wrapping_mul(v) ^ u64::from(c);
        }
        v ^= s.len() as u64;
        return Ok(int_key(&BigUint::from(v)));
    }
    if byteish && cmp(vm, CmpKind::Eq, version, Value::Int(2))? {
        let s = vm.as_bytes(x).unwrap_or_default().to_vec();
        vm.charge_fuel(s.len() as u64 / 64)?;
        vm.precheck(2 * s.len() as u64 + 64)?;
        let mut bytes = s.clone();
        bytes.extend_from_slice(&Sha512::digest(&s));
        return Ok(int_key(&BigUint::from_bytes_be(&bytes)));
    }
    if is_str && cmp(vm, CmpKind::Eq, version, Value::Int(2))? {
        let s = vm.as_str(x).unwrap_or("").as_bytes().to_vec();
        vm.charge_fuel(s.len() as u64 / 64)?;
        vm.precheck(2 * s.len() as u64 + 64)?;
        let mut bytes = s.clone();
        bytes.extend_from_slice(&Sha512::digest(&s));
        return Ok(int_key(&BigUint::from_bytes_be(&bytes)));
    }
    if let Some(b) = vm.to_bigint(x) {
        return Ok(int_key(b.magnitude()));
    }
    // A float subclass's instance seeds from its hash (its own `__hash__` first), as
    // `_random` hashes every seed that is not an int.
    let float_like = matches!(vm.num_payload(x), Some(Value::Float(_)));
    match vm.type_tag(x) {
        TypeTag::NoneType => Ok(default_key(vm)),
        _ if float_like => {
            let h = vm.hash(x)?; // CALLBACK
            Ok(int_key(&BigUint::from(h as u64)))
        }
        TypeTag::Float => {
            let h = vm.hash(x)?;
            Ok(int_key(&BigUint::from(h as u64)))
        }
        TypeTag::Str => Err(vm.not_supported(
            "random.seed() of a str with a version other than 1 or 2 is not supported \
             (CPython seeds from the str's per-process hash)",
        )),
        TypeTag::Bytes => Err(vm.not_supported(
            "random.seed() of bytes with a version other than 1 or 2 is not supported \
             (CPython seeds from the bytes' per-process hash)",
        )),
        TypeTag::ByteArray => Err(vm.type_error("unhashable type: 'bytearray'")),
        _ => Err(vm.type_error(
            "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.",
        )),
    }
}

fn getstate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "getstate", a)?;
    bind(vm, "getstate", a, kws, [], 0, 0)?;
    vm.charge_fuel(N as u64 / 8)?;
    let (words, index, gauss_next) = match vm.random_state(r) {
        Some(s) => (s.mt.state, s.mt.index, s.gauss_next),
        None => return Err(vm.type_error("not a random.Random")),
    };
    let mut items: Vec<Value> = words.iter().map(|w| Value::Int(i64::from(*w))).collect();
    items.push(Value::Int(index as i64));
    vm.with_roots(&[gauss_next], |vm| {
        let inner = vm.new_tuple(items)?;
        vm.with_roots(&[inner], |vm| {
            vm.new_tuple(vec![Value::Int(3), inner, gauss_next])
        })
    })
}

fn setstate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "setstate", a)?;
    let [state] = bind(vm, "setstate", a, kws, ["state"], 1, 1)?;
    let state = state.unwrap_or(Value::None);
    vm.charge_fuel(N as u64 / 8)?;
    scoped(vm, |vm| {
        let version = vm.get_item(state, Value::Int(0))?; // CALLBACK
        vm.root(version);
        let v3 = cmp(vm, CmpKind::Eq, version, Value::Int(3))?;
        let v2 = !v3 && cmp(vm, CmpKind::Eq, version, Value::Int(2))?;
        if !v3 && !v2 {
            let v = vm.str_of(version)?;
            return Err(vm.value_error(format!(
                "state with version {v} passed to Random.setstate() of version 3"
            )));
        }
        let parts = vm.unpack(state, 3, None)?;
        vm.root_all(&parts);
        let (mut internal, gauss_next) = match parts.as_slice() {
            [_, i, g] => (*i, *g),
            _ => return Err(vm.type_error("bad state")),
        };
        if let Some(s) = vm.random_state(r) {
            s.gauss_next = gauss_next;
        }
        if v2 {
            let mut c = vm.cursor(internal)?; // CALLBACK
            let mut items = Vec::new();
            while let Some(x) = vm.cursor_next(&mut c)? {
                vm.charge_fuel(1)?;
                vm.charge(16)?;
                vm.root(x);
                items.push(x);
            }
            let m = vm.new_bigint(BigInt::from(1u64 << 32))?;
            vm.root(m);
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                out.push(op(vm, BinKind::Mod, x, m)?);
            }
            internal = vm.new_tuple(out)?;
            vm.root(internal);
        }
        c_setstate(vm, r, internal)?;
        Ok(Value::None)
    })
}

/// `_random.Random.setstate(state)`: a tuple of 624 words and the index.
fn c_setstate(vm: &mut Vm<'_>, r: Value, t: Value) -> VmResult<()> {
    if vm.type_tag(t) != TypeTag::Tuple {
        return Err(vm.type_error("state vector must be a tuple"));
    }
    let items = vm.seq_items(t);
    if items.len() != N + 1 {
        return Err(vm.value_error("state vector is the wrong size"));
    }
    let mut words = [0u32; N];
    for (w, v) in words.iter_mut().zip(&items) {
        let Some(b) = vm.to_bigint(*v) else {
            return Err(vm.type_error("an integer is required"));
        };
        if b.is_negative() {
            return Err(vm.err(
                TypeTag::OverflowError,
                "can't convert negative value to unsigned int",
            ));
        }
        let Some(u) = b.to_u64() else {
            return Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C unsigned long",
            ));
        };
        *w = u as u32;
    }
    let last = items.get(N).copied().unwrap_or(Value::None);
    let index = match vm.to_bigint(last) {
        None => {
            return Err(vm.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(last)
            )))
        }
        Some(b) => match b.to_i64() {
            Some(i) => i,
            None => {
                return Err(vm.err(
                    TypeTag::OverflowError,
                    "Python int too large to convert to C long",
                ))
            }
        },
    };
    if !(0..=N as i64).contains(&index) {
        return Err(vm.value_error("invalid state"));
    }
    if let Some(s) = vm.random_state(r) {
        s.mt.state = words;
        s.mt.index = index as usize;
    }
    Ok(())
}

/// `random.Random(x=None)`.
fn random_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut all = vec![Value::None];
    all.extend_from_slice(a);
    let [x] = bind(vm, "__init__", &all, kws, ["x"], 1, 0)?;
    let key = seed_key(vm, x.unwrap_or(Value::None), Value::Int(2))?;
    new_generator(vm, &key)
}

// ---------------------------------------------------------------- sequences

fn choice(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "choice", a)?;
    let [seq] = bind(vm, "choice", a, kws, ["seq"], 1, 1)?;
    let seq = seq.unwrap_or(Value::None);
    let n = vm.len_of(seq)?; // CALLBACK
    if n == 0 {
        return Err(vm.err(TypeTag::IndexError, "Cannot choose from an empty sequence"));
    }
    let i = below_usize(vm, r, n)?;
    vm.get_item(seq, Value::Int(i as i64)) // CALLBACK
}

fn shuffle(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "shuffle", a)?;
    let [x] = bind(vm, "shuffle", a, kws, ["x"], 1, 1)?;
    let x = x.unwrap_or(Value::None);
    let n = vm.len_of(x)?; // CALLBACK
    vm.charge_fuel(n as u64)?;
    let is_list = vm.type_tag(x) == TypeTag::List
        && matches!(vm.obj(x), Some(pyrite_runtime::heap::Obj::List(_)));
    for i in (1..n).rev() {
        let j = below_usize(vm, r, i + 1)?;
        if is_list {
            if let Some(pyrite_runtime::heap::Obj::List(v)) = vm.obj_mut(x) {
                if i < v.len() && j < v.len() {
                    v.swap(i, j);
                    continue;
                }
            }
        }
        let (vi, vj) = (Value::Int(i as i64), Value::Int(j as i64));
        let xj = vm.get_item(x, vj)?; // CALLBACK
        let xi = vm.with_roots(&[xj], |vm| vm.get_item(x, vi))?; // CALLBACK
        vm.with_roots(&[xi, xj], |vm| {
            vm.set_item(x, vi, xj)?;
            vm.set_item(x, vj, xi)
        })?;
    }
    Ok(Value::None)
}

/// True for what `isinstance(x, collections.abc.Sequence)` accepts among Pyrite's values.
fn is_sequence(vm: &mut Vm<'_>, v: Value) -> VmResult<bool> {
    for t in [TypeTag::List, TypeTag::Tuple, TypeTag::Str, TypeTag::Range] {
        if vm.isinstance_of(v, Value::Type(t), false)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `_accumulate(xs)` into a list of running sums (`+` through the VM), rooted.
fn accumulate(vm: &mut Vm<'_>, xs: Value) -> VmResult<Vec<Value>> {
    let mut c = vm.cursor(xs)?; // CALLBACK
    let mut out: Vec<Value> = Vec::new();
    let mut acc: Option<Value> = None;
    while let Some(x) = vm.cursor_next(&mut c)? {
        vm.charge_fuel(1)?;
        vm.root(x);
        let v = match acc {
            None => x,
            Some(t) => op(vm, BinKind::Add, t, x)?,
        };
        vm.charge(16)?;
        out.push(v);
        acc = Some(v);
    }
    Ok(out)
}

/// `bisect_right(a, x, 0, hi)` over values (`x < a[mid]` through the VM).
fn bisect_values(vm: &mut Vm<'_>, a: &[Value], x: Value, hi: usize) -> VmResult<usize> {
    let (mut lo, mut hi) = (0usize, hi);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let item = a.get(mid).copied().unwrap_or(Value::None);
        if vm.less(x, item)? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

fn sample(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "sample", a)?;
    let [pop, k, counts] = bind(vm, "sample", a, kws, ["population", "k", "counts"], 2, 2)?;
    let (pop, k) = (pop.unwrap_or(Value::None), k.unwrap_or(Value::None));
    scoped(vm, |vm| {
        if !is_sequence(vm, pop)? {
            return Err(
                vm.type_error("Population must be a sequence.  For dicts or sets, use sorted(d).")
            );
        }
        let n = vm.len_of(pop)?; // CALLBACK
        if let Some(counts) = counts.filter(|c| *c != Value::None) {
            let mut cum = accumulate(vm, counts)?;
            if cum.len() != n {
                return Err(vm.value_error("The number of counts does not match the population"));
            }
            let Some(total) = cum.pop() else {
                return Err(vm.err(TypeTag::IndexError, "pop from empty list"));
            };
            let Some(total_b) = vm.to_bigint(total) else {
                return Err(vm.type_error("Counts must be integers"));
            };
            if !total_b.is_positive() {
                return Err(vm.value_error("Total of counts must be greater than zero"));
            }
            let picks = sample_indices(vm, r, total_b.magnitude(), k)?;
            vm.charge_fuel(picks.len() as u64 * (1 + u64::from(usize::BITS - n.leading_zeros())))?;
            let out = vm.make_rooted(picks.len(), |vm, i| {
                let s = picks.get(i).cloned().unwrap_or_default();
                let sv = vm.new_bigint(BigInt::from(s))?;
                let hi = cum.len();
                let j = vm.with_roots(&[sv], |vm| bisect_values(vm, &cum, sv, hi))?;
                vm.get_item(pop, Value::Int(j as i64)) // CALLBACK
            })?;
            return vm.new_list(out);
        }
        let picks = sample_indices(vm, r, &BigUint::from(n), k)?;
        let out = vm.make_rooted(picks.len(), |vm, i| {
            let j = picks.get(i).and_then(|j| j.to_i64()).unwrap_or(0);
            vm.get_item(pop, Value::Int(j)) // CALLBACK
        })?;
        vm.new_list(out)
    })
}

/// The indices `Random.sample(range(n), k)` selects, in order, by its two algorithms (a pool
/// for a small population, a set of selections otherwise), drawing exactly as CPython does.
fn sample_indices(vm: &mut Vm<'_>, r: Value, n: &BigUint, k: Value) -> VmResult<Vec<BigUint>> {
    let nv = vm.new_bigint(BigInt::from(n.clone()))?;
    vm.root(nv);
    if !(cmp(vm, CmpKind::Le, Value::Int(0), k)? && cmp(vm, CmpKind::Le, k, nv)?) {
        return Err(vm.value_error("Sample larger than population or is negative"));
    }
    let Some(k) = vm.to_bigint(k).and_then(|b| b.to_u64()) else {
        return Err(vm.type_error(format!(
            "can't multiply sequence by non-int of type '{}'",
            vm.type_name(k)
        )));
    };
    vm.charge_fuel(k)?;
    vm.precheck(k.saturating_mul(40))?;
    let mut setsize: u128 = 21;
    if k > 5 {
        let c = ((k as f64 * 3.0).ln() / 4f64.ln()).ceil() as u32;
        setsize += 4u128.saturating_pow(c);
    }
    let mut out: Vec<BigUint> = Vec::with_capacity(k as usize);
    if n.to_u128().is_some_and(|n| n <= setsize) {
        let n = n.to_usize().unwrap_or(0);
        vm.charge_fuel(n as u64)?;
        let mut pool: Vec<usize> = (0..n).collect();
        for i in 0..k as usize {
            let j = below_usize(vm, r, n - i)?;
            out.push(BigUint::from(pool.get(j).copied().unwrap_or(0)));
            if let Some(&last) = pool.get(n - i - 1) {
                if let Some(slot) = pool.get_mut(j) {
                    *slot = last;
                }
            }
        }
        return Ok(out);
    }
    let mut selected: std::collections::HashSet<BigUint> = std::collections::HashSet::new();
    for _ in 0..k {
        let mut j = below_big(vm, r, n)?;
        while selected.contains(&j) {
            vm.charge_fuel(1)?;
            j = below_big(vm, r, n)?;
        }
        selected.insert(j.clone());
        out.push(j);
    }
    Ok(out)
}

fn choices(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = recv(vm, "choices", a)?;
    let [pop, weights, cum, k] = bind(
        vm,
        "choices",
        a,
        kws,
        ["population", "weights", "cum_weights", "k"],
        2,
        1,
    )?;
    let pop = pop.unwrap_or(Value::None);
    let weights = weights.unwrap_or(Value::None);
    let cum = cum.unwrap_or(Value::None);
    let k = k.unwrap_or(Value::Int(1));
    scoped(vm, |vm| {
        let n = vm.len_of(pop)?; // CALLBACK
        let cum_items: Vec<Value> = if cum == Value::None {
            if weights == Value::None {
                let k = repeat_count(vm, k)?;
                vm.charge_fuel(k)?;
                let nf = n as f64;
                let out = vm.make_rooted(k as usize, |vm, _| {
                    let x = draw(vm, r)?;
                    let i = (x * nf).floor() as i64;
                    vm.get_item(pop, Value::Int(i)) // CALLBACK
                })?;
                return vm.new_list(out);
            }
            match accumulate(vm, weights) {
                Ok(c) => c,
                Err(e) if vm.error_is(&e, TypeTag::TypeError) && vm.is_int(weights) => {
                    let kr = vm.str_of(weights)?;
                    return Err(vm.type_error(format!(
                        "The number of choices must be a keyword argument: k={kr}"
                    )));
                }
                Err(e) => return Err(e),
            }
        } else {
            if weights != Value::None {
                return Err(vm.type_error("Cannot specify both weights and cumulative weights"));
            }
            let m = vm.len_of(cum)?; // CALLBACK
            if m != n {
                return Err(vm.value_error("The number of weights does not match the population"));
            }
            let items = vm.make_rooted(m, |vm, i| vm.get_item(cum, Value::Int(i as i64)))?;
            vm.root_all(&items);
            items
        };
        if cum_items.len() != n {
            return Err(vm.value_error("The number of weights does not match the population"));
        }
        let Some(&last) = cum_items.last() else {
            return Err(vm.err(TypeTag::IndexError, "list index out of range"));
        };
        let total = op(vm, BinKind::Add, last, Value::Float(0.0))?;
        if cmp(vm, CmpKind::Le, total, Value::Float(0.0))? {
            return Err(vm.value_error("Total of weights must be greater than zero"));
        }
        if !real(vm, total)?.is_finite() {
            return Err(vm.value_error("Total of weights must be finite"));
        }
        let k = repeat_count(vm, k)?;
        let hi = n.saturating_sub(1);
        vm.charge_fuel(k.saturating_mul(1 + u64::from(usize::BITS - n.leading_zeros())))?;
        let out = vm.make_rooted(k as usize, |vm, _| {
            let u = draw(vm, r)?;
            let x = match total {
                Value::Float(t) => vm.float(u * t),
                t => vm.binop(BinKind::Mul, Value::Float(u), t, false)?,
            };
            let i = vm.with_roots(&[x], |vm| bisect_values(vm, &cum_items, x, hi))?;
            vm.get_item(pop, Value::Int(i as i64)) // CALLBACK
        })?;
        vm.new_list(out)
    })
}

/// `itertools.repeat(None, k)`'s count: an int, negative meaning 0.
fn repeat_count(vm: &Vm<'_>, k: Value) -> VmResult<u64> {
    match vm.to_bigint(k) {
        None => Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(k)
        ))),
        Some(b) => match b.to_i64() {
            Some(i) => Ok(i.max(0) as u64),
            None => Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C ssize_t",
            )),
        },
    }
}
