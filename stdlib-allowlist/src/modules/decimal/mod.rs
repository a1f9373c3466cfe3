//! `decimal`: `Decimal`, `Context`, `getcontext`/`setcontext`/`localcontext`, the rounding
//! constants and the signal classes, as CPython 3.11's C `_decimal` behaves; the arithmetic
//! is `_pydecimal.py`'s, ported in `num.rs`. A Decimal is one `LibValue` (exponent, sign and
//! kind, its digits as a str); a Context one `LibValue` (precision, packed rounding, flags
//! and traps, a tuple `(Emin, Emax)`), mutable through its `__setattr__`. The current context
//! is per-run state. Operations accumulate conditions as libmpdec does, then set the flags
//! and raise the first trapped signal with the list of trapped conditions, as C does.
//! Refused by name: non-integer powers and the transcendental and logical methods.

mod num;
mod text;

use pyrite_lang::bytecode::CmpKind;
use pyrite_runtime::libobj::LibValue;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use self::num::{Ctx, Dec, Kind};
use super::{Def, M};
use crate::args::Kw;

/// The signal classes in libmpdec's `signal_map` order (flags and traps bits).
const SIGNALS: [TypeTag; 9] = [
    TypeTag::DecInvalidOperation,
    TypeTag::DecFloatOperation,
    TypeTag::DecDivisionByZero,
    TypeTag::DecOverflow,
    TypeTag::DecUnderflow,
    TypeTag::DecSubnormal,
    TypeTag::DecInexact,
    TypeTag::DecRounded,
    TypeTag::DecClamped,
];

/// The InvalidOperation conditions, in `cond_map` order.
const CONDS: [(u32, TypeTag); 5] = [
    (num::C_INVALID, TypeTag::DecInvalidOperation),
    (num::C_CONV, TypeTag::DecConversionSyntax),
    (num::C_DIV_IMPOSSIBLE, TypeTag::DecDivisionImpossible),
    (num::C_DIV_UNDEFINED, TypeTag::DecDivisionUndefined),
    (num::C_INVALID_CONTEXT, TypeTag::DecInvalidContext),
];

const STATE: &str = "decimal.context";
const DEFAULT_TRAPS: u32 = 1 | 4 | 8; // InvalidOperation, DivisionByZero, Overflow

/// The members of `decimal`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    let mut v = vec![
        c(
            "Decimal",
            Member::Type(TypeTag::Decimal),
            "type: an exact decimal number",
        ),
        c(
            "Context",
            Member::Type(TypeTag::DecContext),
            "type: precision, rounding, exponent range, flags and traps",
        ),
        c(
            "DecimalTuple",
            Member::Type(TypeTag::DecimalTuple),
            "type: what as_tuple() returns (sign, digits, exponent)",
        ),
        f(
            "getcontext",
            getcontext,
            "1",
            "the current context (per run)",
        ),
        f(
            "setcontext",
            setcontext,
            "1",
            "makes a context the current one",
        ),
        f(
            "localcontext",
            localcontext,
            "1",
            "a with-block that works on a copy of a context (keyword attributes applied)",
        ),
        c("MAX_PREC", Member::Int(num::MAX_PREC), "999999999999999999"),
        c("MAX_EMAX", Member::Int(num::MAX_PREC), "999999999999999999"),
        c(
            "MIN_EMIN",
            Member::Int(num::MIN_EMIN),
            "-999999999999999999",
        ),
        c(
            "MIN_ETINY",
            Member::Int(-1_999_999_999_999_999_997),
            "MIN_EMIN - (MAX_PREC - 1)",
        ),
        c("HAVE_THREADS", Member::Bool(true), "True"),
        c("HAVE_CONTEXTVAR", Member::Bool(true), "True"),
    ];
    for r in num::ROUNDINGS {
        v.push(c(r, Member::Str(r), "a rounding mode (its name)"));
    }
    for (name, t) in [
        ("DecimalException", TypeTag::DecimalException),
        ("Clamped", TypeTag::DecClamped),
        ("InvalidOperation", TypeTag::DecInvalidOperation),
        ("ConversionSyntax", TypeTag::DecConversionSyntax),
        ("DivisionByZero", TypeTag::DecDivisionByZero),
        ("DivisionImpossible", TypeTag::DecDivisionImpossible),
        ("DivisionUndefined", TypeTag::DecDivisionUndefined),
        ("Inexact", TypeTag::DecInexact),
        ("InvalidContext", TypeTag::DecInvalidContext),
        ("Rounded", TypeTag::DecRounded),
        ("Subnormal", TypeTag::DecSubnormal),
        ("Overflow", TypeTag::DecOverflow),
        ("Underflow", TypeTag::DecUnderflow),
        ("FloatOperation", TypeTag::DecFloatOperation),
    ] {
        v.push(c(name, Member::Type(t), "a signal class (CPython's bases)"));
    }
    v
}

/// The constructors, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[
    (TypeTag::Decimal, decimal_new),
    (TypeTag::DecContext, context_new),
];

// ----- reading and making values -------------------------------------------------------

fn read_dec(vm: &Vm<'_>, v: Value) -> Option<Dec> {
    let x = vm.lib_value(v)?;
    if x.tag != TypeTag::Decimal {
        return None;
    }
    let kind = match x.b >> 1 {
        0 => Kind::Fin,
        1 => Kind::Inf,
        2 => Kind::Nan,
        _ => Kind::Snan,
    };
    Some(Dec {
        sign: x.b & 1 == 1,
        int: vm.as_str(x.obj).unwrap_or("0").to_string(),
        exp: x.a,
        kind,
    })
}

fn new_dec(vm: &mut Vm<'_>, d: Dec) -> VmResult<Value> {
    let kind = match d.kind {
        Kind::Fin => 0,
        Kind::Inf => 1,
        Kind::Nan => 2,
        Kind::Snan => 3,
    };
    let s = vm.new_str(d.int)?;
    vm.with_roots(&[s], |vm| {
        vm.new_lib_value(LibValue {
            tag: TypeTag::Decimal,
            a: d.exp,
            b: i64::from(d.sign) | (kind << 1),
            obj: s,
        })
    })
}

/// A context's fields.
#[derive(Clone, Copy)]
struct CtxVal {
    c: Ctx,
    flags: u32,
    traps: u32,
}

fn read_ctx(vm: &Vm<'_>, v: Value) -> Option<CtxVal> {
    let x = vm.lib_value(v)?;
    if x.tag != TypeTag::DecContext {
        return None;
    }
    let (emin, emax) = match vm.seq_items(x.obj).as_slice() {
        [a, b] => (vm.to_i64(*a).unwrap_or(0), vm.to_i64(*b).unwrap_or(0)),
        _ => (0, 0),
    };
    let b = x.b as u64;
    Some(CtxVal {
        c: Ctx {
            prec: x.a,
            round: (b & 7) as u8,
            emin,
            emax,
            capitals: b & 8 != 0,
            clamp: b & 16 != 0,
            status: 0,
        },
        flags: ((b >> 8) & 0x1ff) as u32,
        traps: ((b >> 20) & 0x1ff) as u32,
    })
}

fn pack(c: &CtxVal) -> i64 {
    (u64::from(c.c.round)
        | (u64::from(c.c.capitals) << 3)
        | (u64::from(c.c.clamp) << 4)
        | (u64::from(c.flags) << 8)
        | (u64::from(c.traps) << 20)) as i64
}

fn new_ctx(vm: &mut Vm<'_>, c: &CtxVal) -> VmResult<Value> {
    let t = vm.new_tuple(vec![Value::Int(c.c.emin), Value::Int(c.c.emax)])?;
    vm.with_roots(&[t], |vm| {
        vm.new_lib_value(LibValue {
            tag: TypeTag::DecContext,
            a: c.c.prec,
            b: pack(c),
            obj: t,
        })
    })
}

fn write_ctx(vm: &mut Vm<'_>, v: Value, c: &CtxVal) -> VmResult<()> {
    let old = vm.lib_value(v).map(|x| x.obj).unwrap_or(Value::None);
    let (emin, emax) = read_ctx(vm, v)
        .map(|o| (o.c.emin, o.c.emax))
        .unwrap_or((0, 0));
    let t = if (emin, emax) == (c.c.emin, c.c.emax) {
        old
    } else {
        vm.new_tuple(vec![Value::Int(c.c.emin), Value::Int(c.c.emax)])?
    };
    if let Some(pyrite_runtime::libobj::LibObj::Value(x)) = vm.lib_obj_mut(v) {
        x.a = c.c.prec;
        x.b = pack(c);
        x.obj = t;
    }
    Ok(())
}

fn default_ctx() -> CtxVal {
    CtxVal {
        c: Ctx {
            prec: 28,
            round: num::R_HALF_EVEN,
            emin: -999_999,
            emax: 999_999,
            capitals: true,
            clamp: false,
            status: 0,
        },
        flags: 0,
        traps: DEFAULT_TRAPS,
    }
}

/// The current context object (made on first use).
fn current(vm: &mut Vm<'_>) -> VmResult<Value> {
    if let Some(v) = vm.module_state(STATE) {
        return Ok(v);
    }
    let v = new_ctx(vm, &default_ctx())?;
    vm.set_module_state(STATE, v);
    Ok(v)
}

fn signals_of(status: u32) -> u32 {
    let mut s = 0;
    if status & num::C_ANY_INVALID != 0 {
        s |= 1;
    }
    s | ((status >> 4) & 0x1fe)
}

/// Ends an operation under context `cv` (object `ctx`): sets the flags, raises the first
/// trapped signal with the list of trapped conditions (`dec_addstatus`).
fn finish(vm: &mut Vm<'_>, ctx: Value, cv: &mut CtxVal, status: u32) -> VmResult<()> {
    if status == 0 {
        return Ok(());
    }
    let sigs = signals_of(status);
    cv.flags |= sigs;
    write_ctx(vm, ctx, cv)?;
    let trapped = sigs & cv.traps;
    if trapped == 0 {
        return Ok(());
    }
    let first = (0..9).find(|i| trapped & (1 << i) != 0).unwrap_or(0);
    let mut list = Vec::new();
    if trapped & 1 != 0 {
        for (c, t) in CONDS {
            if status & c != 0 {
                list.push(Value::Type(t));
            }
        }
    }
    for (i, t) in SIGNALS.iter().enumerate().skip(1) {
        if trapped & (1 << i) != 0 {
            list.push(Value::Type(*t));
        }
    }
    let l = vm.new_list(list)?;
    Err(vm.exc_with_args(SIGNALS[first], vec![l]))
}

/// Runs `f` under the context `ctx` (None: the current one) and finishes it.
fn with_ctx<T>(
    vm: &mut Vm<'_>,
    ctx: Option<Value>,
    f: impl FnOnce(&mut Vm<'_>, &mut Ctx) -> VmResult<T>,
) -> VmResult<T> {
    let cobj = match ctx {
        Some(c) => c,
        None => current(vm)?,
    };
    let mut cv = read_ctx(vm, cobj).unwrap_or_else(default_ctx);
    let mut c = cv.c;
    let r = vm.with_roots(&[cobj], |vm| f(vm, &mut c))?;
    finish(vm, cobj, &mut cv, c.status)?;
    Ok(r)
}

/// `context=` argument: a Context, None (current) or the C module's TypeError.
fn ctx_arg(vm: &Vm<'_>, v: Option<Value>) -> VmResult<Option<Value>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(c) if read_ctx(vm, c).is_some() => Ok(Some(c)),
        Some(_) => Err(vm.type_error("optional argument must be a context")),
    }
}

/// An operand: a Decimal, or an int converted exactly; `None` for other types.
fn operand(vm: &mut Vm<'_>, v: Value) -> VmResult<Option<Dec>> {
    if let Some(d) = read_dec(vm, v) {
        return Ok(Some(d));
    }
    match vm.to_bigint(v) {
        Some(b) => Ok(Some(num::from_bigint(vm, &b)?)),
        None => Ok(None),
    }
}

/// An operand of a method (`other`): TypeError "conversion from X to Decimal is not supported".
fn operand_strict(vm: &mut Vm<'_>, v: Value) -> VmResult<Dec> {
    match operand(vm, v)? {
        Some(d) => Ok(d),
        None => Err(vm.type_error(format!(
            "conversion from {} to Decimal is not supported",
            vm.type_name(v)
        ))),
    }
}

fn kw_or(a: &[Value], i: usize, kws: Kw<'_>, name: &str) -> Option<Value> {
    a.get(i)
        .copied()
        .or_else(|| kws.iter().find(|(k, _)| *k == name).map(|(_, v)| *v))
}

fn check_kws(vm: &Vm<'_>, kws: Kw<'_>, allowed: &[&str]) -> VmResult<()> {
    for (k, _) in kws {
        if !allowed.contains(k) {
            return Err(vm.type_error(format!(
                "'{k}' is an invalid keyword argument for this function"
            )));
        }
    }
    Ok(())
}

fn at_most(vm: &Vm<'_>, a: &[Value], kws: Kw<'_>, n: usize) -> VmResult<()> {
    let given = a.len() + kws.len();
    if given > n {
        let plural = if n == 1 { "argument" } else { "arguments" };
        return Err(vm.type_error(format!(
            "function takes at most {n} {plural} ({given} given)"
        )));
    }
    Ok(())
}

fn recv_dec(vm: &Vm<'_>, a: &[Value]) -> Dec {
    a.first()
        .and_then(|r| read_dec(vm, *r))
        .unwrap_or_else(Dec::nan)
}

const ROUNDING_ERR: &str = "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]";

fn rounding_arg(vm: &Vm<'_>, v: Value) -> VmResult<u8> {
    match vm
        .as_str(v)
        .and_then(|s| num::ROUNDINGS.iter().position(|r| *r == s))
    {
        Some(i) => Ok(i as u8),
        None => Err(vm.type_error(ROUNDING_ERR)),
    }
}

// ----- construction --------------------------------------------------------------------

/// `Decimal(value="0", context=None)`.
fn decimal_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    check_kws(vm, kws, &["value", "context"])?;
    at_most(vm, a, kws, 2)?;
    let value = kw_or(a, 0, kws, "value").unwrap_or(Value::Int(0));
    let ctx = ctx_arg(vm, kw_or(a, 1, kws, "context"))?;
    let d = convert(vm, value, ctx)?;
    new_dec(vm, d)
}

/// What `Decimal(value)` makes of `value` (exact; conditions under `ctx`).
fn convert(vm: &mut Vm<'_>, value: Value, ctx: Option<Value>) -> VmResult<Dec> {
    if let Some(d) = read_dec(vm, value) {
        return Ok(d);
    }
    if let Some(s) = vm.as_str(value) {
        let s = s.to_string();
        return from_str(vm, &s, ctx);
    }
    if let Some(b) = vm.to_bigint(value) {
        return num::from_bigint(vm, &b);
    }
    if let Value::Float(f) = value {
        return with_ctx(vm, ctx, |vm, c| {
            c.status |= num::C_FLOAT;
            num::from_float(vm, f)
        });
    }
    let t = vm.type_tag(value);
    if matches!(t, TypeTag::Tuple | TypeTag::List) {
        return from_tuple(vm, value);
    }
    if t == TypeTag::DecimalTuple {
        let tv = vm.named_tuple(value).unwrap_or(value);
        return from_tuple(vm, tv);
    }
    Err(vm.type_error(format!(
        "conversion from {} to Decimal is not supported",
        vm.type_name(value)
    )))
}

fn from_str(vm: &mut Vm<'_>, s: &str, ctx: Option<Value>) -> VmResult<Dec> {
    num::charge_digits(vm, s.len() as u64 / 8)?;
    let t = s.trim_matches(|c: char| c.is_whitespace());
    if !t.is_ascii() {
        return Err(vm.not_supported(
            "decimal.Decimal() of a string with non-ASCII characters is not supported",
        ));
    }
    let cleaned: String = t.chars().filter(|&c| c != '_').collect();
    match num::parse(&cleaned) {
        Some(Ok(d)) => Ok(d),
        Some(Err(())) => with_ctx(vm, ctx, |_, c| {
            c.status |= num::C_INVALID;
            Ok(Dec::nan())
        }),
        None => with_ctx(vm, ctx, |_, c| {
            c.status |= num::C_CONV;
            Ok(Dec::nan())
        }),
    }
}

fn from_tuple(vm: &mut Vm<'_>, t: Value) -> VmResult<Dec> {
    let items = vm.seq_items(t);
    let [sign, digits, exp] = items.as_slice() else {
        return Err(vm.value_error("argument must be a sequence of length 3"));
    };
    let sign = match vm.to_i64(*sign) {
        Some(s @ (0 | 1)) => s == 1,
        _ => {
            return Err(vm.value_error("sign must be an integer with the value 0 or 1"));
        }
    };
    let kind = match vm.as_str(*exp) {
        Some("F") => Kind::Inf,
        Some("n") => Kind::Nan,
        Some("N") => Kind::Snan,
        Some(_) => {
            return Err(
                vm.value_error("string argument in the third position must be 'F', 'n' or 'N'")
            )
        }
        None if vm.to_i64(*exp).is_some() => Kind::Fin,
        None => return Err(vm.value_error("exponent must be an integer")),
    };
    if kind == Kind::Inf {
        return Ok(Dec::inf(sign));
    }
    if !matches!(vm.type_tag(*digits), TypeTag::Tuple | TypeTag::List) {
        return Err(vm.value_error("coefficient must be a tuple of digits"));
    }
    let ds = vm.seq_items(*digits);
    vm.charge_fuel(ds.len() as u64)?;
    let mut s = String::new();
    for d in ds {
        match vm.to_i64(d) {
            Some(x @ 0..=9) if !matches!(d, Value::Bool(_)) => {
                if !s.is_empty() || x != 0 {
                    s.push((b'0' + x as u8) as char);
                }
            }
            _ => return Err(vm.value_error("coefficient must be a tuple of digits")),
        }
    }
    if kind == Kind::Fin {
        if s.is_empty() {
            s.push('0');
        }
        let e = vm.to_i64(*exp).unwrap_or(0);
        if e.checked_add(s.len() as i64)
            .is_none_or(|a| a > num::MAX_PREC)
            || e < 2 * num::MIN_EMIN
        {
            return Err(vm.not_supported("decimal exponents beyond MAX_EMAX are not supported"));
        }
        return Ok(Dec::triple(sign, s, e));
    }
    Ok(Dec {
        sign,
        int: s,
        exp: 0,
        kind,
    })
}

/// `Context(prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None,
/// flags=None, traps=None)`.
fn context_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    const NAMES: [&str; 8] = [
        "prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps",
    ];
    check_kws(vm, kws, &NAMES)?;
    at_most(vm, a, kws, 8)?;
    let mut cv = default_ctx();
    cv.traps = DEFAULT_TRAPS;
    for (i, n) in NAMES.iter().enumerate() {
        if let Some(v) = kw_or(a, i, kws, n).filter(|v| *v != Value::None) {
            set_field(vm, &mut cv, n, v, true)?;
        }
    }
    new_ctx(vm, &cv)
}

fn int_field(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    match v {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b)),
        _ if vm.to_bigint(v).is_some() => Ok(i64::MAX),
        _ => Err(vm.type_error("an integer is required")),
    }
}

/// Sets one context attribute with C's checks (`lists`: a list of signals is accepted for
/// flags/traps, as the constructor accepts it).
fn set_field(vm: &mut Vm<'_>, cv: &mut CtxVal, name: &str, v: Value, lists: bool) -> VmResult<()> {
    match name {
        "prec" => {
            let p = int_field(vm, v)?;
            if !(1..=num::MAX_PREC).contains(&p) {
                return Err(vm.value_error("valid range for prec is [1, MAX_PREC]"));
            }
            cv.c.prec = p;
        }
        "rounding" => cv.c.round = rounding_arg(vm, v)?,
        "Emin" => {
            let e = int_field(vm, v)?;
            if !(num::MIN_EMIN..=0).contains(&e) {
                return Err(vm.value_error("valid range for Emin is [MIN_EMIN, 0]"));
            }
            cv.c.emin = e;
        }
        "Emax" => {
            let e = int_field(vm, v)?;
            if !(0..=num::MAX_PREC).contains(&e) {
                return Err(vm.value_error("valid range for Emax is [0, MAX_EMAX]"));
            }
            cv.c.emax = e;
        }
        "capitals" | "clamp" => {
            let e = int_field(vm, v)?;
            if !(0..=1).contains(&e) {
                return Err(vm.value_error(format!("valid values for {name} are 0 or 1")));
            }
            if name == "clamp" {
                cv.c.clamp = e == 1;
            } else {
                cv.c.capitals = e == 1;
            }
        }
        "flags" | "traps" => {
            let bits = signal_bits(vm, v, lists)?;
            if name == "flags" {
                cv.flags = bits;
            } else {
                cv.traps = bits;
            }
        }
        _ => {}
    }
    Ok(())
}

/// The bits of a signal dict (or, where allowed, a list of signals).
fn signal_bits(vm: &mut Vm<'_>, v: Value, lists: bool) -> VmResult<u32> {
    if let Some(x) = vm.lib_value(v).filter(|x| x.tag == TypeTag::DecSignalDict) {
        let cv = read_ctx(vm, x.obj).unwrap_or_else(default_ctx);
        return Ok(if x.a == 0 { cv.flags } else { cv.traps });
    }
    if lists && vm.type_tag(v) == TypeTag::List {
        let mut bits = 0;
        for item in vm.seq_items(v) {
            match SIGNALS.iter().position(|t| item == Value::Type(*t)) {
                Some(i) => bits |= 1 << i,
                None => return Err(vm.type_error("argument must be a list of signals")),
            }
        }
        return Ok(bits);
    }
    if lists && vm.type_tag(v) == TypeTag::Dict {
        return Err(vm.not_supported("decimal.Context() with a dict of signals is not supported"));
    }
    Err(vm.type_error(if lists {
        "argument must be a signal dict or a list of signals"
    } else {
        "argument must be a signal dict"
    }))
}

// ----- module functions ----------------------------------------------------------------

fn getcontext(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "getcontext", kws)?;
    crate::args::none(vm, "getcontext", a)?;
    current(vm)
}

fn setcontext(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = crate::args::one(vm, "setcontext", a, kws)?;
    if read_ctx(vm, c).is_none() {
        return Err(vm.type_error("argument must be a context"));
    }
    vm.set_module_state(STATE, c);
    Ok(Value::None)
}

/// `localcontext(ctx=None, **kwargs)`: a ContextManager holding `[copy, saved]`.
fn localcontext(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    const NAMES: [&str; 8] = [
        "prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps",
    ];
    if a.len() > 1 {
        return Err(vm.type_error(format!(
            "localcontext() takes at most 1 positional argument ({} given)",
            a.len()
        )));
    }
    let base = match kw_or(a, 0, kws, "ctx") {
        None | Some(Value::None) => current(vm)?,
        Some(c) if read_ctx(vm, c).is_some() => c,
        Some(_) => return Err(vm.type_error("optional argument must be a context")),
    };
    let mut cv = read_ctx(vm, base).unwrap_or_else(default_ctx);
    for (k, v) in kws {
        if *k == "ctx" {
            continue;
        }
        if !NAMES.contains(k) {
            return Err(vm.type_error(format!(
                "'{k}' is an invalid keyword argument for this function"
            )));
        }
        set_field(vm, &mut cv, k, *v, true)?;
    }
    let copy = new_ctx(vm, &cv)?;
    let l = vm.with_roots(&[copy], |vm| vm.new_list(vec![copy, Value::None]))?;
    vm.with_roots(&[l], |vm| {
        vm.new_lib_value(LibValue {
            tag: TypeTag::DecContextManager,
            a: 0,
            b: 0,
            obj: l,
        })
    })
}

fn cm_enter(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let l = a
        .first()
        .and_then(|r| vm.lib_value(*r))
        .map(|x| x.obj)
        .unwrap_or(Value::None);
    let saved = current(vm)?;
    let items = vm.seq_items(l);
    let local = items.first().copied().unwrap_or(Value::None);
    vm.set_item(l, Value::Int(1), saved)?;
    vm.set_module_state(STATE, local);
    Ok(local)
}

fn cm_exit(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let l = a
        .first()
        .and_then(|r| vm.lib_value(*r))
        .map(|x| x.obj)
        .unwrap_or(Value::None);
    let items = vm.seq_items(l);
    if let Some(&saved) = items.get(1).filter(|v| **v != Value::None) {
        vm.set_module_state(STATE, saved);
    }
    Ok(Value::None)
}

// ----- Decimal's special methods -------------------------------------------------------

type Bin = fn(&mut Vm<'_>, &Dec, &Dec, &mut Ctx) -> VmResult<Dec>;

fn binop(vm: &mut Vm<'_>, a: &[Value], f: Bin, reflected: bool) -> VmResult<Value> {
    let (Some(&r), Some(&o)) = (a.first(), a.get(1)) else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let me = recv_dec(vm, &[r]);
    let Some(other) = operand(vm, o)? else {
        return Ok(Value::NotImplemented);
    };
    let d = with_ctx(vm, None, |vm, c| {
        if reflected {
            f(vm, &other, &me, c)
        } else {
            f(vm, &me, &other, c)
        }
    })?;
    new_dec(vm, d)
}

macro_rules! binops {
    ($($f:ident, $r:ident => $op:path;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
                binop(vm, a, $op, false)
            }
            fn $r(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
                binop(vm, a, $op, true)
            }
        )*
    };
}

binops! {
    add, radd => num::add;
    sub, rsub => num::sub;
    mul, rmul => num::mul;
    truediv, rtruediv => num::div;
    floordiv, rfloordiv => num::floordiv;
    mod_, rmod => num::modulo;
}

fn divmod_impl(vm: &mut Vm<'_>, a: &[Value], reflected: bool) -> VmResult<Value> {
    let (Some(&r), Some(&o)) = (a.first(), a.get(1)) else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let me = recv_dec(vm, &[r]);
    let Some(other) = operand(vm, o)? else {
        return Ok(Value::NotImplemented);
    };
    let (q, m) = with_ctx(vm, None, |vm, c| {
        if reflected {
            num::divmod(vm, &other, &me, c)
        } else {
            num::divmod(vm, &me, &other, c)
        }
    })?;
    let q = new_dec(vm, q)?;
    let m = vm.with_roots(&[q], |vm| new_dec(vm, m))?;
    vm.with_roots(&[q, m], |vm| vm.new_tuple(vec![q, m]))
}

fn divmod(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    divmod_impl(vm, a, false)
}

fn rdivmod(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    divmod_impl(vm, a, true)
}

fn pow_impl(vm: &mut Vm<'_>, a: &[Value], reflected: bool) -> VmResult<Value> {
    let (Some(&r), Some(&o)) = (a.first(), a.get(1)) else {
        return Err(vm.type_error("expected 1 argument"));
    };
    if a.get(2).is_some_and(|m| *m != Value::None) {
        return Err(vm.not_supported("three-argument pow() of a Decimal is not supported"));
    }
    let me = recv_dec(vm, &[r]);
    let Some(other) = operand(vm, o)? else {
        return Ok(Value::NotImplemented);
    };
    let (x, n) = if reflected { (other, me) } else { (me, other) };
    let d = with_ctx(vm, None, |vm, c| num::pow_int(vm, &x, &n, c))?;
    match d {
        Some(d) => new_dec(vm, d),
        None => Err(vm.not_supported(
            "Decimal ** of this exponent is not supported (integer exponents with exact results of modest size only)",
        )),
    }
}

fn pow(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    pow_impl(vm, a, false)
}

fn rpow(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    pow_impl(vm, a, true)
}

fn unary(vm: &mut Vm<'_>, a: &[Value], which: u8) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    let d = with_ctx(vm, None, |vm, c| match which {
        0 => num::plus_minus(vm, &me, true, c),
        1 => num::plus_minus(vm, &me, false, c),
        _ => num::abs(vm, &me, c),
    })?;
    new_dec(vm, d)
}

fn neg(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    unary(vm, a, 0)
}

fn pos(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    unary(vm, a, 1)
}

fn abs(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    unary(vm, a, 2)
}

fn bool_(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Bool(recv_dec(vm, a).nonzero()))
}

/// A comparison (C's `dec_richcompare`): ints exactly, floats exactly with FloatOperation
/// (trapped only for ordering), NaNs as IEEE 754 says.
fn compare_op(vm: &mut Vm<'_>, a: &[Value], op: CmpKind) -> VmResult<Value> {
    let (Some(&r), Some(&o)) = (a.first(), a.get(1)) else {
        return Err(vm.type_error("expected 1 argument"));
    };
    let mut me = recv_dec(vm, &[r]);
    let eq_op = matches!(op, CmpKind::Eq | CmpKind::Ne);
    let other = match operand(vm, o)? {
        Some(d) => d,
        None => match o {
            Value::Float(f) => {
                let d = num::from_float(vm, f)?;
                with_ctx(vm, None, |_, c| {
                    c.status |= num::C_FLOAT;
                    Ok(())
                })
                .or_else(|e| if eq_op { Ok(()) } else { Err(e) })?;
                d
            }
            _ => match super::fractions::read(vm, o) {
                // C's `convert_op_cmp` for a Rational: numerator against the Decimal
                // times the denominator, exactly.
                Some((n, d)) => {
                    let other = num::from_bigint(vm, &n)?;
                    if !me.special() {
                        let mut m = me.clone();
                        m.exp = 0;
                        m.sign = false;
                        let c = num::to_int(vm, &m)?;
                        let p = super::fractions::mul(vm, &c, &d)?;
                        let mut scaled = num::from_bigint(vm, &p)?;
                        scaled.exp = me.exp;
                        scaled.sign = me.sign;
                        me = scaled;
                    }
                    other
                }
                None => return Ok(Value::NotImplemented),
            },
        },
    };
    if me.is_nan() || other.is_nan() {
        let signal = !eq_op || me.kind == Kind::Snan || other.kind == Kind::Snan;
        if signal {
            with_ctx(vm, None, |_, c| {
                c.status |= num::C_INVALID;
                Ok(())
            })?;
        }
        return Ok(Value::Bool(op == CmpKind::Ne));
    }
    let c = num::cmp(vm, &me, &other)?;
    Ok(Value::Bool(match op {
        CmpKind::Eq => c == 0,
        CmpKind::Ne => c != 0,
        CmpKind::Lt => c < 0,
        CmpKind::Le => c <= 0,
        CmpKind::Gt => c > 0,
        _ => c >= 0,
    }))
}

macro_rules! comparisons {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
                compare_op(vm, a, CmpKind::$op)
            }
        )*
        const COMPARISONS: &[(&str, NativeFn)] = &[$(($name, $f),)*];
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

fn hash(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    match me.kind {
        Kind::Snan => Err(vm.type_error("Cannot hash a signaling NaN value")),
        Kind::Nan => Err(vm.not_supported(
            "hash() of a Decimal NaN is not supported (CPython's depends on the object's address)",
        )),
        _ => Ok(Value::Int(num::hash(vm, &me)?)),
    }
}

fn capitals(vm: &mut Vm<'_>) -> VmResult<bool> {
    let c = current(vm)?;
    Ok(read_ctx(vm, c).is_none_or(|c| c.c.capitals))
}

fn repr(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    let caps = capitals(vm)?;
    let s = format!("Decimal('{}')", num::to_str(&me, false, caps));
    vm.new_str(s)
}

fn str_(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    let caps = capitals(vm)?;
    vm.new_str(num::to_str(&me, false, caps))
}

fn to_eng_string(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    check_kws(vm, kws, &["context"])?;
    at_most(vm, &a[1.min(a.len())..], kws, 1)?;
    let ctx = ctx_arg(vm, kw_or(a, 1, kws, "context"))?;
    let me = recv_dec(vm, a);
    let c = match ctx {
        Some(c) => c,
        None => current(vm)?,
    };
    let caps = read_ctx(vm, c).is_none_or(|c| c.c.capitals);
    vm.new_str(num::to_str(&me, true, caps))
}

fn int_(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    match me.kind {
        Kind::Nan | Kind::Snan => Err(vm.value_error("cannot convert NaN to integer")),
        Kind::Inf => Err(vm.err(TypeTag::OverflowError, "cannot convert Infinity to integer")),
        Kind::Fin => {
            let b = num::to_int(vm, &me)?;
            vm.new_bigint(b)
        }
    }
}

fn float_(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    let f = match me.kind {
        Kind::Snan => return Err(vm.value_error("cannot convert signaling NaN to float")),
        Kind::Nan => {
            if me.sign {
                -f64::NAN
            } else {
                f64::NAN
            }
        }
        Kind::Inf => {
            if me.sign {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Kind::Fin => {
            let s = num::to_str(&me, false, true);
            s.parse::<f64>().unwrap_or(0.0)
        }
    };
    Ok(Value::Float(f))
}

fn integral(vm: &mut Vm<'_>, a: &[Value], mode: u8) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    match me.kind {
        Kind::Nan | Kind::Snan => Err(vm.value_error("cannot convert NaN to integer")),
        Kind::Inf => Err(vm.err(TypeTag::OverflowError, "cannot convert Infinity to integer")),
        Kind::Fin => {
            let r = num::rescale(vm, &me, 0, mode)?;
            let r = if me.exp < 0 { r } else { me };
            let b = num::to_int(vm, &r)?;
            vm.new_bigint(b)
        }
    }
}

fn floor(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    integral(vm, a, num::R_FLOOR)
}

fn ceil(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    integral(vm, a, num::R_CEILING)
}

fn trunc(vm: &mut Vm<'_>, a: &[Value], k: Kw<'_>) -> VmResult<Value> {
    int_(vm, a, k)
}

/// `round(d)` (half-even to an int) / `round(d, n)` (`quantize(Decimal('1E-n'))`).
fn round(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    at_most(vm, &a[1.min(a.len())..], kws, 1)?;
    let me = recv_dec(vm, a);
    match a.get(1).copied().filter(|v| *v != Value::None) {
        None => integral(vm, a, num::R_HALF_EVEN),
        Some(n) => {
            let Some(n) = vm.to_i64(n) else {
                return Err(vm.type_error("optional arg must be an integer"));
            };
            let e = Dec::triple(false, "1".into(), n.checked_neg().unwrap_or(i64::MAX));
            let d = with_ctx(vm, None, |vm, c| {
                let r = c.round;
                num::quantize(vm, &me, &e, r, c)
            })?;
            new_dec(vm, d)
        }
    }
}

/// `d.__format__(spec[, override])`: the override dict (undocumented, for test_decimal) is
/// refused.
fn format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "__format__", kws)?;
    let n = a.len().saturating_sub(1);
    if n == 0 {
        return Err(vm.type_error("function takes at least 1 argument (0 given)"));
    }
    if n > 2 {
        return Err(vm.type_error(format!("function takes at most 2 arguments ({n} given)")));
    }
    let me = recv_dec(vm, a);
    let Some(spec) = a.get(1).and_then(|s| vm.as_str(*s)).map(str::to_string) else {
        return Err(vm.type_error("format arg must be str"));
    };
    let c = current(vm)?;
    let cv = read_ctx(vm, c).unwrap_or_else(default_ctx);
    let s = text::format(vm, &me, &spec, &cv.c)?;
    if let Some(o) = a.get(2).copied() {
        if vm.type_tag(o) != TypeTag::Dict {
            return Err(vm.type_error("optional argument must be a dict"));
        }
        return Err(vm.not_supported("Decimal.__format__() with an override dict is not supported"));
    }
    vm.new_str(s)
}

// ----- Decimal's methods ---------------------------------------------------------------

/// Parses `(other, context=None)`-style arguments.
fn args_ctx(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    names: &[&str],
    required: usize,
) -> VmResult<(Vec<Value>, Option<Value>)> {
    let rest = &a[1.min(a.len())..];
    let mut allowed: Vec<&str> = names.to_vec();
    allowed.push("context");
    check_kws(vm, kws, &allowed)?;
    at_most(vm, rest, kws, names.len() + 1)?;
    let mut out = Vec::new();
    for (i, n) in names.iter().enumerate() {
        match kw_or(rest, i, kws, n) {
            Some(v) => out.push(v),
            None if i < required => {
                return Err(vm.type_error(format!(
                    "function missing required argument '{n}' (pos {})",
                    i + 1
                )))
            }
            None => out.push(Value::None),
        }
    }
    let ctx = ctx_arg(vm, kw_or(rest, names.len(), kws, "context"))?;
    Ok((out, ctx))
}

fn ret(vm: &mut Vm<'_>, d: Dec) -> VmResult<Value> {
    new_dec(vm, d)
}

fn quantize(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (args, ctx) = args_ctx(vm, a, kws, &["exp", "rounding"], 1)?;
    let me = recv_dec(vm, a);
    let e = operand_strict(vm, args[0])?;
    let mode = match args[1] {
        Value::None => None,
        r => Some(rounding_arg(vm, r)?),
    };
    let d = with_ctx(vm, ctx, |vm, c| {
        let m = mode.unwrap_or(c.round);
        num::quantize(vm, &me, &e, m, c)
    })?;
    ret(vm, d)
}

fn method_unary(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    f: fn(&mut Vm<'_>, &Dec, &mut Ctx) -> VmResult<Dec>,
) -> VmResult<Value> {
    let (_, ctx) = args_ctx(vm, a, kws, &[], 0)?;
    let me = recv_dec(vm, a);
    let d = with_ctx(vm, ctx, |vm, c| f(vm, &me, c))?;
    ret(vm, d)
}

fn normalize(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    method_unary(vm, a, kws, num::normalize)
}

fn sqrt(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    method_unary(vm, a, kws, num::sqrt)
}

fn to_integral_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, exact: bool) -> VmResult<Value> {
    let (args, ctx) = args_ctx(vm, a, kws, &["rounding"], 0)?;
    let me = recv_dec(vm, a);
    let mode = match args[0] {
        Value::None => None,
        r => Some(rounding_arg(vm, r)?),
    };
    let d = with_ctx(vm, ctx, |vm, c| {
        let m = mode.unwrap_or(c.round);
        num::to_integral(vm, &me, m, exact, c)
    })?;
    ret(vm, d)
}

fn to_integral_value(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    to_integral_impl(vm, a, kws, false)
}

fn to_integral_exact(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    to_integral_impl(vm, a, kws, true)
}

fn method_binary(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, f: Bin) -> VmResult<Value> {
    let (args, ctx) = args_ctx(vm, a, kws, &["other"], 1)?;
    let me = recv_dec(vm, a);
    let o = operand_strict(vm, args[0])?;
    let d = with_ctx(vm, ctx, |vm, c| f(vm, &me, &o, c))?;
    ret(vm, d)
}

fn compare(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    method_binary(vm, a, kws, num::compare)
}

fn max_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    method_binary(vm, a, kws, |vm, x, y, c| num::max_min(vm, x, y, true, c))
}

fn min_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    method_binary(vm, a, kws, |vm, x, y, c| num::max_min(vm, x, y, false, c))
}

fn fma(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (args, ctx) = args_ctx(vm, a, kws, &["other", "third"], 2)?;
    let me = recv_dec(vm, a);
    let o = operand_strict(vm, args[0])?;
    let t = operand_strict(vm, args[1])?;
    let d = with_ctx(vm, ctx, |vm, c| num::fma(vm, &me, &o, &t, c))?;
    ret(vm, d)
}

fn copy_abs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "copy_abs", kws)?;
    let mut me = recv_dec(vm, a);
    me.sign = false;
    ret(vm, me)
}

fn copy_negate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "copy_negate", kws)?;
    let mut me = recv_dec(vm, a);
    me.sign = !me.sign;
    ret(vm, me)
}

fn copy_sign(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (args, _) = args_ctx(vm, a, kws, &["other"], 1)?;
    let mut me = recv_dec(vm, a);
    let o = operand_strict(vm, args[0])?;
    me.sign = o.sign;
    ret(vm, me)
}

fn adjusted(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Int(recv_dec(vm, a).adjusted()))
}

fn as_tuple(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = recv_dec(vm, a);
    vm.charge_fuel(me.int.len() as u64)?;
    let digits: Vec<Value> = me
        .int
        .bytes()
        .map(|c| Value::Int(i64::from(c - b'0')))
        .collect();
    let dt = vm.new_tuple(digits)?;
    let exp = match me.kind {
        Kind::Fin => Value::Int(me.exp),
        Kind::Inf => vm.new_str("F".into())?,
        Kind::Nan => vm.new_str("n".into())?,
        Kind::Snan => vm.new_str("N".into())?,
    };
    let t = vm.with_roots(&[dt, exp], |vm| {
        vm.new_tuple(vec![Value::Int(i64::from(me.sign)), dt, exp])
    })?;
    vm.with_roots(&[t], |vm| {
        vm.new_lib_value(LibValue {
            tag: TypeTag::DecimalTuple,
            a: 0,
            b: 0,
            obj: t,
        })
    })
}

/// `d.as_integer_ratio()` of a Decimal value (`Fraction(d)`, `Fraction.from_decimal`,
/// statistics' `_exact_ratio`): None when `v` is not a Decimal; CPython's ValueError for a
/// NaN and OverflowError for an infinity.
pub(crate) fn ratio(
    vm: &mut Vm<'_>,
    v: Value,
) -> VmResult<Option<(num_bigint::BigInt, num_bigint::BigInt)>> {
    use num_bigint::BigInt;
    use num_integer::Integer;
    let Some(me) = read_dec(vm, v) else {
        return Ok(None);
    };
    match me.kind {
        Kind::Nan | Kind::Snan => return Err(vm.value_error("cannot convert NaN to integer ratio")),
        Kind::Inf => {
            return Err(vm.err(
                TypeTag::OverflowError,
                "cannot convert Infinity to integer ratio",
            ))
        }
        Kind::Fin => {}
    }
    Ok(Some(if me.exp >= 0 {
        (num::to_int(vm, &me)?, BigInt::from(1))
    } else {
        let mut m = me.clone();
        m.exp = 0;
        let n = num::to_int(vm, &m)?;
        num::charge_digits(vm, (-me.exp) as u64 + me.int.len() as u64)?;
        let d = num_traits::pow(BigInt::from(10), usize::try_from(-me.exp).unwrap_or(0));
        let g = n.gcd(&d);
        if g.is_zero_like() {
            (BigInt::from(0), BigInt::from(1))
        } else {
            (n / &g, d / g)
        }
    }))
}

/// Whether `v` is a Decimal.
pub(crate) fn is_decimal(vm: &Vm<'_>, v: Value) -> bool {
    read_dec(vm, v).is_some()
}

/// Whether `v` is a finite Decimal (`d.is_finite()`); false for other values.
pub(crate) fn finite(vm: &Vm<'_>, v: Value) -> bool {
    read_dec(vm, v).is_some_and(|d| d.kind == Kind::Fin)
}

/// `Decimal(n)` of an int (exact).
pub(crate) fn from_int(vm: &mut Vm<'_>, n: &num_bigint::BigInt) -> VmResult<Value> {
    let d = num::from_bigint(vm, n)?;
    new_dec(vm, d)
}

fn as_integer_ratio(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let me = a.first().copied().unwrap_or(Value::None);
    let Some((n, d)) = ratio(vm, me)? else {
        return Err(vm.type_error("descriptor requires a 'decimal.Decimal' object"));
    };
    let nv = vm.new_bigint(n)?;
    let dv = vm.with_roots(&[nv], |vm| vm.new_bigint(d))?;
    vm.with_roots(&[nv, dv], |vm| vm.new_tuple(vec![nv, dv]))
}

trait ZeroLike {
    fn is_zero_like(&self) -> bool;
}

impl ZeroLike for num_bigint::BigInt {
    fn is_zero_like(&self) -> bool {
        self.sign() == num_bigint::Sign::NoSign
    }
}

fn predicate(vm: &mut Vm<'_>, a: &[Value], f: fn(&Dec) -> bool) -> VmResult<Value> {
    Ok(Value::Bool(f(&recv_dec(vm, a))))
}

macro_rules! predicates {
    ($($f:ident => $body:expr;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
                predicate(vm, a, $body)
            }
        )*
    };
}

predicates! {
    is_nan => |d| d.is_nan();
    is_qnan => |d| d.kind == Kind::Nan;
    is_snan => |d| d.kind == Kind::Snan;
    is_infinite => |d| d.kind == Kind::Inf;
    is_finite => |d| d.kind == Kind::Fin;
    is_zero => |d| d.kind == Kind::Fin && d.int == "0";
    is_signed => |d| d.sign;
    is_canonical => |_| true;
}

fn class_bound(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, normal: bool) -> VmResult<Value> {
    let (_, ctx) = args_ctx(vm, a, kws, &[], 0)?;
    let me = recv_dec(vm, a);
    let c = match ctx {
        Some(c) => c,
        None => current(vm)?,
    };
    let emin = read_ctx(vm, c).map_or(-999_999, |c| c.c.emin);
    if me.special() || !me.nonzero() {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool((me.adjusted() >= emin) == normal))
}

fn is_normal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    class_bound(vm, a, kws, true)
}

fn is_subnormal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    class_bound(vm, a, kws, false)
}

fn same_quantum(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (args, _) = args_ctx(vm, a, kws, &["other"], 1)?;
    let me = recv_dec(vm, a);
    let o = operand_strict(vm, args[0])?;
    Ok(Value::Bool(if me.special() || o.special() {
        (me.is_nan() && o.is_nan()) || (me.kind == Kind::Inf && o.kind == Kind::Inf)
    } else {
        me.exp == o.exp
    }))
}

fn from_float(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "from_float", kws)?;
    let v = a.get(1).copied().unwrap_or(Value::None);
    let d = match v {
        Value::Float(f) => num::from_float(vm, f)?,
        _ => match vm.to_bigint(v) {
            Some(b) => num::from_bigint(vm, &b)?,
            None => return Err(vm.type_error("argument must be int or float")),
        },
    };
    ret(vm, d)
}

fn refused(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let _ = a;
    Err(vm.not_supported(
        "this Decimal method is not supported (exp, ln, log10, logb, scaleb, next_*, rotate, shift, logical_*, remainder_near, compare_total*, number_class)",
    ))
}

fn getter_real(_vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    Ok(a.first().copied().unwrap_or(Value::None))
}

fn getter_imag(vm: &mut Vm<'_>, _a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    new_dec(vm, Dec::triple(false, "0".into(), 0))
}

fn tuple_field(vm: &mut Vm<'_>, a: &[Value], i: usize, name: &str) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    if let Value::Type(_) = r {
        return Err(vm.not_supported(format!(
            "DecimalTuple.{name} read through the class is not supported"
        )));
    }
    let t = vm.named_tuple(r).unwrap_or(r);
    Ok(vm.seq_items(t).get(i).copied().unwrap_or(Value::None))
}

fn t_repr(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    let t = vm.named_tuple(r).unwrap_or(r);
    let items = vm.seq_items(t);
    let mut parts = Vec::new();
    for (name, v) in ["sign", "digits", "exponent"].iter().zip(items) {
        let s = vm.repr(v)?;
        parts.push(format!("{name}={s}"));
    }
    vm.new_str(format!("DecimalTuple({})", parts.join(", ")))
}

fn g_t_sign(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    tuple_field(vm, a, 0, "sign")
}

fn g_t_digits(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    tuple_field(vm, a, 1, "digits")
}

fn g_t_exponent(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    tuple_field(vm, a, 2, "exponent")
}

// ----- Context's methods ---------------------------------------------------------------

fn ctx_of(vm: &Vm<'_>, a: &[Value]) -> (Value, CtxVal) {
    let r = a.first().copied().unwrap_or(Value::None);
    (r, read_ctx(vm, r).unwrap_or_else(default_ctx))
}

fn ctx_field(vm: &mut Vm<'_>, a: &[Value], name: &str) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    if let Value::Type(_) = r {
        return Err(vm.not_supported(format!(
            "Context.{name} read through the class is not supported"
        )));
    }
    let (_, cv) = ctx_of(vm, a);
    Ok(match name {
        "prec" => Value::Int(cv.c.prec),
        "rounding" => {
            let s = num::ROUNDINGS[usize::from(cv.c.round & 7)];
            vm.new_str(s.into())?
        }
        "Emin" => Value::Int(cv.c.emin),
        "Emax" => Value::Int(cv.c.emax),
        "capitals" => Value::Int(i64::from(cv.c.capitals)),
        "clamp" => Value::Int(i64::from(cv.c.clamp)),
        _ => vm.new_lib_value(LibValue {
            tag: TypeTag::DecSignalDict,
            a: i64::from(name == "traps"),
            b: 0,
            obj: r,
        })?,
    })
}

macro_rules! ctx_getters {
    ($($f:ident => $name:literal;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
                ctx_field(vm, a, $name)
            }
        )*
    };
}

ctx_getters! {
    g_prec => "prec";
    g_rounding => "rounding";
    g_emin => "Emin";
    g_emax => "Emax";
    g_capitals => "capitals";
    g_clamp => "clamp";
    g_flags => "flags";
    g_traps => "traps";
}

fn ctx_setattr(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (r, mut cv) = ctx_of(vm, a);
    let name = a
        .get(1)
        .and_then(|n| vm.as_str(*n))
        .unwrap_or("")
        .to_string();
    let v = a.get(2).copied().unwrap_or(Value::None);
    const NAMES: [&str; 8] = [
        "prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps",
    ];
    if !NAMES.contains(&name.as_str()) {
        return Err(vm.err(
            TypeTag::AttributeError,
            format!("'decimal.Context' object has no attribute '{name}'"),
        ));
    }
    set_field(vm, &mut cv, &name, v, false)?;
    write_ctx(vm, r, &cv)?;
    Ok(Value::None)
}

/// The signals of `bits` in the order libmpdec's `mpd_lsnprint_signals` writes them.
fn signal_names(bits: u32) -> String {
    let names: Vec<&str> = [0usize, 8, 2, 6, 1, 3, 7, 5, 4]
        .iter()
        .filter(|i| bits & (1 << **i) != 0)
        .map(|i| SIGNALS[*i].name())
        .collect();
    format!("[{}]", names.join(", "))
}

fn ctx_repr(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (_, cv) = ctx_of(vm, a);
    let s = format!(
        "Context(prec={}, rounding={}, Emin={}, Emax={}, capitals={}, clamp={}, flags={}, traps={})",
        cv.c.prec,
        num::ROUNDINGS[usize::from(cv.c.round & 7)],
        cv.c.emin,
        cv.c.emax,
        u8::from(cv.c.capitals),
        u8::from(cv.c.clamp),
        signal_names(cv.flags),
        signal_names(cv.traps)
    );
    vm.new_str(s)
}

fn ctx_copy(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (_, cv) = ctx_of(vm, a);
    new_ctx(vm, &cv)
}

fn ctx_clear_flags(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (r, mut cv) = ctx_of(vm, a);
    cv.flags = 0;
    write_ctx(vm, r, &cv)?;
    Ok(Value::None)
}

fn ctx_clear_traps(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (r, mut cv) = ctx_of(vm, a);
    cv.traps = 0;
    write_ctx(vm, r, &cv)?;
    Ok(Value::None)
}

fn ctx_etiny(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (_, cv) = ctx_of(vm, a);
    Ok(Value::Int(cv.c.emin - cv.c.prec + 1))
}

fn ctx_etop(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (_, cv) = ctx_of(vm, a);
    Ok(Value::Int(cv.c.emax - cv.c.prec + 1))
}

/// `ctx.create_decimal(num="0")`: converted, then rounded to the context.
fn ctx_create_decimal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    check_kws(vm, kws, &["num"])?;
    let (r, _) = ctx_of(vm, a);
    let v = kw_or(&a[1.min(a.len())..], 0, kws, "num").unwrap_or(Value::Int(0));
    let d = convert(vm, v, Some(r))?;
    let d = with_ctx(vm, Some(r), |vm, c| {
        if d.is_nan() && d.int.len() as i64 > c.prec - i64::from(c.clamp) {
            c.status |= num::C_CONV;
            return Ok(Dec::nan());
        }
        num::fix(vm, &d, c)
    })?;
    ret(vm, d)
}

// ----- SignalDict ------------------------------------------------------------------------

const SIGNALS_ERR: &str = "valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]";

fn signal_index(vm: &Vm<'_>, k: Value) -> VmResult<usize> {
    match SIGNALS.iter().position(|t| k == Value::Type(*t)) {
        Some(i) => Ok(i),
        None => {
            let _ = vm;
            Err(vm.err(TypeTag::KeyError, SIGNALS_ERR))
        }
    }
}

fn sd_parts(vm: &Vm<'_>, a: &[Value]) -> (Value, bool, CtxVal) {
    let x = a.first().and_then(|r| vm.lib_value(*r));
    let ctx = x.map(|x| x.obj).unwrap_or(Value::None);
    (
        ctx,
        x.is_some_and(|x| x.a == 1),
        read_ctx(vm, ctx).unwrap_or_else(default_ctx),
    )
}

fn sd_getitem(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (_, traps, cv) = sd_parts(vm, a);
    let i = signal_index(vm, a.get(1).copied().unwrap_or(Value::None))?;
    let bits = if traps { cv.traps } else { cv.flags };
    Ok(Value::Bool(bits & (1 << i) != 0))
}

fn sd_setitem(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (ctx, traps, mut cv) = sd_parts(vm, a);
    let i = signal_index(vm, a.get(1).copied().unwrap_or(Value::None))?;
    let on = vm.truthy(a.get(2).copied().unwrap_or(Value::None))?;
    let bits = if traps { &mut cv.traps } else { &mut cv.flags };
    if on {
        *bits |= 1 << i;
    } else {
        *bits &= !(1 << i);
    }
    write_ctx(vm, ctx, &cv)?;
    Ok(Value::None)
}

fn sd_repr(vm: &mut Vm<'_>, a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    let (_, traps, cv) = sd_parts(vm, a);
    let bits = if traps { cv.traps } else { cv.flags };
    let parts: Vec<String> = SIGNALS
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let b = if bits & (1 << i) != 0 {
                "True"
            } else {
                "False"
            };
            format!("<class 'decimal.{}'>:{b}", t.name())
        })
        .collect();
    vm.new_str(format!("{{{}}}", parts.join(", ")))
}

fn sd_len(_vm: &mut Vm<'_>, _a: &[Value], _k: Kw<'_>) -> VmResult<Value> {
    Ok(Value::Int(9))
}

// ----- the table -------------------------------------------------------------------------

const fn row(
    t: TypeTag,
    name: &'static str,
    f: NativeFn,
    fuel: &'static str,
    doc: &'static str,
) -> (TypeTag, Def<NativeFn>) {
    (t, crate::def(name, f, fuel, doc))
}

/// The data attributes, for the table's getters.
pub const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
    row(
        TypeTag::Decimal,
        "real",
        getter_real,
        "1",
        "the number itself",
    ),
    row(TypeTag::Decimal, "imag", getter_imag, "1", "Decimal(0)"),
    row(TypeTag::DecimalTuple, "sign", g_t_sign, "1", "0 or 1"),
    row(
        TypeTag::DecimalTuple,
        "digits",
        g_t_digits,
        "1",
        "the coefficient's digits (a tuple)",
    ),
    row(
        TypeTag::DecimalTuple,
        "exponent",
        g_t_exponent,
        "1",
        "an int, or 'F', 'n', 'N'",
    ),
    row(
        TypeTag::DecContext,
        "prec",
        g_prec,
        "1",
        "precision (digits)",
    ),
    row(
        TypeTag::DecContext,
        "rounding",
        g_rounding,
        "1",
        "the rounding mode's name",
    ),
    row(
        TypeTag::DecContext,
        "Emin",
        g_emin,
        "1",
        "smallest adjusted exponent",
    ),
    row(
        TypeTag::DecContext,
        "Emax",
        g_emax,
        "1",
        "largest adjusted exponent",
    ),
    row(
        TypeTag::DecContext,
        "capitals",
        g_capitals,
        "1",
        "1: E in exponents, 0: e",
    ),
    row(
        TypeTag::DecContext,
        "clamp",
        g_clamp,
        "1",
        "IEEE clamping (0 or 1)",
    ),
    row(
        TypeTag::DecContext,
        "flags",
        g_flags,
        "1",
        "the signals raised (a live signal dict)",
    ),
    row(
        TypeTag::DecContext,
        "traps",
        g_traps,
        "1",
        "the signals that raise (a live signal dict)",
    ),
];

const DFUEL: &str = "1 + n/16 + n*n/1000 (n: digits involved, precision included)";

/// The methods, for the table's `METHODS` (special methods included).
pub fn methods() -> Vec<(TypeTag, Def<NativeFn>)> {
    use TypeTag::{DecContext, DecContextManager, DecSignalDict, Decimal};
    let mut out = vec![
        row(
            Decimal,
            "quantize",
            quantize,
            DFUEL,
            "rounds to exp's exponent (rounding=, context=)",
        ),
        row(
            Decimal,
            "normalize",
            normalize,
            DFUEL,
            "rounded, trailing zeros stripped",
        ),
        row(
            Decimal,
            "to_integral_value",
            to_integral_value,
            DFUEL,
            "rounds to an integer (no Inexact)",
        ),
        row(
            Decimal,
            "to_integral",
            to_integral_value,
            DFUEL,
            "to_integral_value",
        ),
        row(
            Decimal,
            "to_integral_exact",
            to_integral_exact,
            DFUEL,
            "rounds to an integer (Inexact, Rounded)",
        ),
        row(
            Decimal,
            "sqrt",
            sqrt,
            "as DFUEL, per Newton step",
            "the correctly rounded square root",
        ),
        row(
            Decimal,
            "compare",
            compare,
            DFUEL,
            "Decimal -1, 0 or 1 (NaN for NaNs)",
        ),
        row(
            Decimal,
            "max",
            max_,
            DFUEL,
            "the larger, rounded (NaN rules of IEEE 754)",
        ),
        row(Decimal, "min", min_, DFUEL, "the smaller, rounded"),
        row(
            Decimal,
            "fma",
            fma,
            DFUEL,
            "self*other+third with one rounding",
        ),
        row(
            Decimal,
            "copy_abs",
            copy_abs,
            "1 + n/64",
            "the absolute value, unrounded",
        ),
        row(
            Decimal,
            "copy_negate",
            copy_negate,
            "1 + n/64",
            "the sign flipped, unrounded",
        ),
        row(
            Decimal,
            "copy_sign",
            copy_sign,
            "1 + n/64",
            "self with other's sign",
        ),
        row(
            Decimal,
            "adjusted",
            adjusted,
            "1",
            "the exponent of the most significant digit",
        ),
        row(
            Decimal,
            "as_tuple",
            as_tuple,
            "1 + n",
            "DecimalTuple(sign, digits, exponent)",
        ),
        row(
            Decimal,
            "as_integer_ratio",
            as_integer_ratio,
            DFUEL,
            "(n, d) in lowest terms",
        ),
        row(
            Decimal,
            "to_eng_string",
            to_eng_string,
            "1 + n/64",
            "str with an engineering exponent",
        ),
        row(
            Decimal,
            "same_quantum",
            same_quantum,
            "1",
            "same exponent (or both NaN / both infinite)",
        ),
        crate::class_row(row(
            Decimal,
            "from_float",
            from_float,
            DFUEL,
            "the exact value of a float or int",
        )),
        row(Decimal, "is_nan", is_nan, "1", "a quiet or signalling NaN"),
        row(Decimal, "is_qnan", is_qnan, "1", "a quiet NaN"),
        row(Decimal, "is_snan", is_snan, "1", "a signalling NaN"),
        row(Decimal, "is_infinite", is_infinite, "1", "an infinity"),
        row(
            Decimal,
            "is_finite",
            is_finite,
            "1",
            "neither infinite nor NaN",
        ),
        row(Decimal, "is_zero", is_zero, "1", "a zero of either sign"),
        row(Decimal, "is_signed", is_signed, "1", "the sign is negative"),
        row(Decimal, "is_canonical", is_canonical, "1", "True"),
        row(
            Decimal,
            "is_normal",
            is_normal,
            "1",
            "finite, nonzero, adjusted() >= Emin",
        ),
        row(
            Decimal,
            "is_subnormal",
            is_subnormal,
            "1",
            "finite, nonzero, adjusted() < Emin",
        ),
        row(
            Decimal,
            "__round__",
            round,
            DFUEL,
            "round(d): half-even int; round(d, n): quantize",
        ),
        row(Decimal, "__floor__", floor, DFUEL, "math.floor"),
        row(Decimal, "__ceil__", ceil, DFUEL, "math.ceil"),
        row(Decimal, "__trunc__", trunc, DFUEL, "math.trunc"),
        row(Decimal, "__int__", int_, DFUEL, "truncated to an int"),
        row(
            Decimal,
            "__float__",
            float_,
            "1 + n/64",
            "the nearest float",
        ),
        row(
            Decimal,
            "__format__",
            format,
            "1 + output/32, + n/16 + n*n/1000 when the precision rounds (n: digits)",
            "C _decimal's __format__: [[fill]align][sign][z][0][width][,][.prec][eEfFgGnN%]",
        ),
        row(
            Decimal,
            "__hash__",
            hash,
            DFUEL,
            "CPython's numeric hash (NaN refused: CPython's is by address)",
        ),
        row(Decimal, "__repr__", repr, "1 + n/64", "Decimal('...')"),
        row(
            Decimal,
            "__str__",
            str_,
            "1 + n/64",
            "scientific notation where CPython uses it",
        ),
        row(
            Decimal,
            "__bool__",
            bool_,
            "1",
            "nonzero (NaNs and infinities are true)",
        ),
        row(Decimal, "__neg__", neg, DFUEL, "-d, rounded"),
        row(Decimal, "__pos__", pos, DFUEL, "+d, rounded"),
        row(Decimal, "__abs__", abs, DFUEL, "abs(d), rounded"),
        row(
            Decimal,
            "__pow__",
            pow,
            DFUEL,
            "integer exponents with exact results up to 4*prec+64 digits (others refused)",
        ),
        row(Decimal, "__rpow__", rpow, DFUEL, "reflected **"),
        row(
            Decimal,
            "__divmod__",
            divmod,
            DFUEL,
            "(d // o, d % o), truncating",
        ),
        row(Decimal, "__rdivmod__", rdivmod, DFUEL, "reflected divmod"),
    ];
    for name in [
        "exp",
        "ln",
        "log10",
        "logb",
        "scaleb",
        "next_minus",
        "next_plus",
        "next_toward",
        "rotate",
        "shift",
        "logical_and",
        "logical_or",
        "logical_xor",
        "logical_invert",
        "remainder_near",
        "compare_total",
        "compare_total_mag",
        "compare_signal",
        "max_mag",
        "min_mag",
        "number_class",
        "canonical",
        "radix",
        "conjugate",
    ] {
        out.push(row(Decimal, name, refused, "1", "refused: not ported"));
    }
    for (name, f) in [
        ("__add__", add as NativeFn),
        ("__radd__", radd),
        ("__sub__", sub),
        ("__rsub__", rsub),
        ("__mul__", mul),
        ("__rmul__", rmul),
        ("__truediv__", truediv),
        ("__rtruediv__", rtruediv),
        ("__floordiv__", floordiv),
        ("__rfloordiv__", rfloordiv),
        ("__mod__", mod_),
        ("__rmod__", rmod),
    ] {
        out.push(row(
            Decimal,
            name,
            f,
            DFUEL,
            "Decimal arithmetic with Decimal or int operands, rounded to the context",
        ));
    }
    for (name, f) in COMPARISONS {
        out.push(row(
            Decimal,
            name,
            *f,
            DFUEL,
            "exact comparison with Decimal, int or float (FloatOperation)",
        ));
    }
    out.extend([
        row(
            DecContext,
            "__setattr__",
            ctx_setattr,
            "1",
            "sets an attribute with C's range checks",
        ),
        row(
            DecContext,
            "__repr__",
            ctx_repr,
            "1",
            "Context(prec=..., ...)",
        ),
        row(DecContext, "__str__", ctx_repr, "1", "as repr"),
        row(
            TypeTag::DecimalTuple,
            "__repr__",
            t_repr,
            "1 + n/8",
            "DecimalTuple(sign=.., digits=.., exponent=..)",
        ),
        row(
            TypeTag::DecimalTuple,
            "__str__",
            t_repr,
            "1 + n/8",
            "as repr",
        ),
        row(DecSignalDict, "__str__", sd_repr, "1", "as repr"),
        row(
            DecContext,
            "copy",
            ctx_copy,
            "1",
            "a new context with the same settings and flags",
        ),
        row(
            DecContext,
            "clear_flags",
            ctx_clear_flags,
            "1",
            "resets every flag",
        ),
        row(
            DecContext,
            "clear_traps",
            ctx_clear_traps,
            "1",
            "resets every trap",
        ),
        row(DecContext, "Etiny", ctx_etiny, "1", "Emin - prec + 1"),
        row(DecContext, "Etop", ctx_etop, "1", "Emax - prec + 1"),
        row(
            DecContext,
            "create_decimal",
            ctx_create_decimal,
            DFUEL,
            "Decimal(num) rounded to this context",
        ),
        row(
            DecSignalDict,
            "__getitem__",
            sd_getitem,
            "1",
            "whether the signal is set",
        ),
        row(
            DecSignalDict,
            "__setitem__",
            sd_setitem,
            "1",
            "sets or clears the signal",
        ),
        row(
            DecSignalDict,
            "__repr__",
            sd_repr,
            "1",
            "{<class 'decimal.X'>:bool, ...}",
        ),
        row(DecSignalDict, "__len__", sd_len, "1", "9"),
        row(
            DecContextManager,
            "__enter__",
            cm_enter,
            "1",
            "makes the local context current, returns it",
        ),
        row(
            DecContextManager,
            "__exit__",
            cm_exit,
            "1",
            "restores the context saved on entry",
        ),
    ]);
    out
}
