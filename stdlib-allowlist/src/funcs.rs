//! Built-in functions (`print`, `len`, `min`, ...).

use num_bigint::BigInt;
use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::heap::Obj;
use pyrite_runtime::num;
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// `print(*args, sep=' ', end='\n', file=None, flush=False)`: `file` may be `sys.stdout`
/// (the run's one output); any other file is refused.
pub fn print(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::allowed_kws(vm, "print", kws, &["sep", "end", "file", "flush"])?;
    match args::kw(kws, "file").map(|f| (f, vm.lib_obj(f))) {
        None | Some((Value::None, _)) => {}
        Some((_, Some(pyrite_runtime::libobj::LibObj::Stream { err: false }))) => {}
        Some((_, Some(pyrite_runtime::libobj::LibObj::Stream { err: true }))) => {
            return Err(crate::modules::sys::stderr_refused(vm))
        }
        Some(_) => {
            return Err(vm.not_supported(
                "print(file=...) is not supported in Pyrite except for sys.stdout (no file \
                 objects)",
            ))
        }
    }
    let text_kw = |vm: &Vm<'_>, name: &str, default: &str| -> VmResult<String> {
        match args::kw(kws, name) {
            None | Some(Value::None) => Ok(default.to_string()),
            Some(v) => match vm.as_str(v) {
                Some(s) => Ok(s.to_string()),
                None => Err(vm.type_error(format!(
                    "{name} must be None or a string, not {}",
                    vm.type_name(v)
                ))),
            },
        }
    };
    let sep = text_kw(vm, "sep", " ")?;
    let end = text_kw(vm, "end", "\n")?;
    let mut out = String::new();
    for (i, v) in a.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        match vm.exact_str(*v) {
            Some(s) => out.push_str(s),
            None => {
                let s = vm.to_str(*v)?;
                out.push_str(&s);
            }
        }
    }
    out.push_str(&end);
    vm.write_out(&out)?;
    if let Some(f) = args::kw(kws, "flush") {
        if vm.truthy(f)? {
            vm.flush_out()?;
        }
    }
    Ok(Value::None)
}

/// `len(x)`: built-in containers, and `__len__` of a script class.
pub fn len(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "len", a, kws)?;
    let n = vm.len_of(v)?; // CALLBACK
    Ok(Value::Int(n as i64))
}

/// `repr(x)`.
pub fn repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "repr", a, kws)?;
    vm.repr_obj(v) // CALLBACK
}

/// `ascii(obj)`: the repr with every non-ASCII character escaped.
pub fn ascii(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "ascii", a, kws)?;
    vm.ascii_obj(v) // CALLBACK (an instance's __repr__)
}

/// `id(obj)`: an int unique among the objects alive at once and the same for the same
/// object, as CPython's; deterministic, never a memory address: a heap object's is the
/// address its default repr shows (`hex(id(o))` is in `repr(o)`, as in CPython), a value
/// held inline gets one from its kind and bits.
pub fn id(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "id", a, kws)?;
    // Inline values: above 2**64, from their kind and bits, so they never meet a heap id and
    // two values are the same object (`is`) exactly when their ids are equal.
    let inline = |kind: u64, bits: u64| {
        (num_bigint::BigInt::from(kind) << 64u32) + num_bigint::BigInt::from(bits)
    };
    let id = match v {
        Value::Obj(h) => {
            let addr = pyrite_runtime::heap::object_address(h);
            return Ok(Value::Int(i64::try_from(addr).unwrap_or(i64::MAX)));
        }
        Value::Undef | Value::None => inline(1, 0),
        Value::Bool(b) => inline(2, u64::from(b)),
        Value::Int(i) => inline(3, i as u64),
        Value::Float(f) => inline(4, f.to_bits()),
        Value::Builtin(i) => inline(5, u64::from(i)),
        Value::Type(t) => inline(6, t as u64),
        Value::Ellipsis => inline(7, 0),
        Value::NotImplemented => inline(8, 0),
    };
    vm.new_bigint(id)
}

/// `abs(x)`.
pub fn abs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "abs", a, kws)?;
    let v = vm.base_value_unless(v, "__abs__");
    match vm.num(v) {
        Some(Num::I(i)) => match i.checked_abs() {
            Some(r) => Ok(Value::Int(r)),
            None => vm.new_bigint(-BigInt::from(i)),
        },
        Some(Num::B(b)) => vm.new_bigint(num_traits::Signed::abs(&b)),
        Some(Num::F(f)) => Ok(Value::Float(f.abs())),
        None => match vm.call_dunder(v, "__abs__", &[])? {
            // CALLBACK
            Some(r) => Ok(r),
            None => {
                Err(vm.type_error(format!("bad operand type for abs(): '{}'", vm.type_name(v))))
            }
        },
    }
}

fn key_of(vm: &mut Vm<'_>, key: Option<Value>, v: Value) -> VmResult<Value> {
    match key {
        None | Some(Value::None) => Ok(v),
        Some(f) => vm.call_function(f, &[v], &[]), // CALLBACK
    }
}

fn min_max(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    name: &str,
    want_max: bool,
) -> VmResult<Value> {
    args::allowed_kws(vm, name, kws, &["key", "default"])?;
    let key = args::kw(kws, "key");
    let default = args::kw(kws, "default");
    let mut best = Best {
        key,
        op: if want_max { CmpKind::Gt } else { CmpKind::Lt },
        found: None,
    };
    match a {
        [] => return Err(vm.type_error(format!("{name} expected at least 1 argument, got 0"))),
        // One iterable: consumed lazily, item by item (no copy of it).
        [one] => {
            let it = vm.get_iter(*one)?;
            vm.with_roots(&[it], |vm| {
                while let Some(v) = vm.with_roots(&best.held(), |vm| vm.iter_next(it))? {
                    best.offer(vm, v)?; // CALLBACK
                }
                Ok(())
            })?;
        }
        many => {
            if default.is_some() {
                return Err(vm.type_error(format!(
                    "Cannot specify a default for {name}() with multiple positional arguments"
                )));
            }
            for &v in many {
                best.offer(vm, v)?; // CALLBACK
            }
        }
    }
    match (best.found, default) {
        (Some((v, _)), _) => Ok(v),
        (None, Some(d)) => Ok(d),
        (None, None) => Err(vm.value_error(format!("{name}() arg is an empty sequence"))),
    }
}

/// The running winner of `min`/`max`: the item and its key.
struct Best {
    key: Option<Value>,
    /// `Gt` for max, `Lt` for min: CPython compares the new item first (`item > best`).
    op: CmpKind,
    found: Option<(Value, Value)>,
}

impl Best {
    /// What must stay rooted while script code runs (a key function, the next item).
    fn held(&self) -> [Value; 2] {
        self.found.map_or([Value::None; 2], |(v, k)| [v, k])
    }

    /// Considers item `v`.
    fn offer(&mut self, vm: &mut Vm<'_>, v: Value) -> VmResult<()> {
        vm.charge_fuel(1)?;
        if let (None | Some(Value::None), Some((_, Value::Int(b))), Value::Int(x)) =
            (self.key, self.found, v)
        {
            let better = if self.op == CmpKind::Gt { x > b } else { x < b };
            if better {
                self.found = Some((v, v));
            }
            return Ok(());
        }
        let [bv, bk] = self.held();
        let k = vm.with_roots(&[bv, bk, v], |vm| key_of(vm, self.key, v))?;
        let better = match self.found {
            None => true,
            Some(_) => vm.with_roots(&[bv, bk, v, k], |vm| vm.compare(self.op, k, bk))?,
        };
        if better {
            self.found = Some((v, k));
        }
        Ok(())
    }
}

/// `min(iterable)` / `min(a, b, ...)`.
pub fn min(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    min_max(vm, a, kws, "min", false)
}

/// `max(iterable)` / `max(a, b, ...)`.
pub fn max(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    min_max(vm, a, kws, "max", true)
}

/// `sum(iterable, start=0)`.
pub fn sum(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.is_empty() {
        return Err(vm.type_error("sum() takes at least 1 positional argument (0 given)"));
    }
    args::clinic(vm, "sum", a.len() + kws.len(), 1, 2)?;
    args::allowed_kws(vm, "sum", kws, &["start"])?;
    let start = a
        .get(1)
        .copied()
        .or_else(|| args::kw(kws, "start"))
        .unwrap_or(Value::Int(0));
    if vm.type_tag(start) == TypeTag::Str {
        return Err(vm.type_error("sum() can't sum strings [use ''.join(seq) instead]"));
    }
    let mut items = vm.cursor(a.first().copied().unwrap_or(Value::None))?;
    let mut acc = start;
    while let Some(x) = vm.cursor_next(&mut items)? {
        vm.charge_fuel(1)?;
        acc = vm.sum_step(acc, x)?;
    }
    Ok(acc)
}

/// `chr(i)`.
pub fn chr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "chr", a, kws)?;
    let i = match vm.to_bigint(v) {
        Some(b) => match i32::try_from(&b) {
            Ok(i) => i64::from(i),
            Err(_) => {
                return Err(vm.err(
                    TypeTag::OverflowError,
                    "Python int too large to convert to C int",
                ))
            }
        },
        None => vm.index_arg(v, "")?,
    };
    match u32::try_from(i).ok().and_then(char::from_u32) {
        Some(c) => vm.new_str(c.to_string()),
        None if (0xd800..0xe000).contains(&i) => {
            Err(vm.not_supported("lone surrogate characters are not supported"))
        }
        None => Err(vm.value_error("chr() arg not in range(0x110000)")),
    }
}

/// `ord(c)`.
pub fn ord(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "ord", a, kws)?;
    let Some(s) = vm.as_pystr(v) else {
        return Err(vm.type_error(format!(
            "ord() expected string of length 1, but {} found",
            vm.type_name(v)
        )));
    };
    if s.nchars() != 1 {
        return Err(vm.type_error(format!(
            "ord() expected a character, but string of length {} found",
            s.nchars()
        )));
    }
    Ok(Value::Int(
        s.as_str().chars().next().map_or(0, |c| c as i64),
    ))
}

fn int_arg(vm: &Vm<'_>, v: Value) -> VmResult<BigInt> {
    vm.to_bigint(v).ok_or_else(|| {
        vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))
    })
}

/// `hex(i)`.
pub fn hex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "hex", a, kws)?;
    let b = int_arg(vm, v)?;
    vm.charge_fuel(b.bits() / 64)?;
    vm.new_str(num::int::hex(&b))
}

/// `oct(i)`.
pub fn oct(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "oct", a, kws)?;
    let b = int_arg(vm, v)?;
    vm.charge_fuel(b.bits() / 64)?;
    vm.new_str(num::int::oct(&b))
}

/// `bin(i)`.
pub fn bin(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "bin", a, kws)?;
    let b = int_arg(vm, v)?;
    vm.charge_fuel(b.bits() / 16)?;
    vm.precheck(b.bits() + 40)?;
    vm.new_str(num::int::bin(&b))
}

/// `round(x[, ndigits])`.
pub fn round(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::clinic(vm, "round", a.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, "round", kws, &["number", "ndigits"])?;
    args::required(vm, "round", a, &["number"])?;
    let x = a.first().copied().unwrap_or(Value::None);
    let x = vm.base_value_unless(x, "__round__");
    if vm.lib_value(x).is_some() {
        // A stdlib value's own `__round__` (`Fraction`).
        let mut rest: Vec<Value> = a.get(1..).unwrap_or(&[]).to_vec();
        if let Some(nd) = args::kw(kws, "ndigits") {
            rest.push(nd);
        }
        if let Some(r) = vm.call_dunder(x, "__round__", &rest)? {
            return Ok(r);
        }
    }
    if vm.num(x).is_none() {
        return Err(vm.type_error(format!(
            "type {} doesn't define __round__ method",
            vm.type_name(x)
        )));
    }
    let nd = a.get(1).copied().or_else(|| args::kw(kws, "ndigits"));
    let nd = match nd {
        None | Some(Value::None) => None,
        Some(v) => Some(
            match vm
                .int_payload(v)
                .and_then(|p| vm.num(p))
                .or_else(|| vm.num(v))
            {
                Some(Num::I(i)) => i,
                Some(Num::B(b)) => {
                    if num_traits::Signed::is_negative(&b) {
                        i64::MIN
                    } else {
                        i64::MAX
                    }
                }
                _ => {
                    return Err(vm.type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        vm.type_name(v)
                    )))
                }
            },
        ),
    };
    match vm.num(x) {
        Some(Num::F(f)) => match num::float::round(f, nd).map_err(|e| vm.num_err(e))? {
            num::float::RoundResult::Int(b) => vm.new_bigint(b),
            num::float::RoundResult::Float(r) => Ok(Value::Float(r)),
        },
        Some(n) => {
            let b = match n {
                Num::I(i) => BigInt::from(i),
                Num::B(b) => b,
                Num::F(_) => BigInt::from(0),
            };
            match nd {
                None => vm.new_bigint(b),
                Some(d) if d >= 0 => vm.new_bigint(b),
                Some(d) => {
                    // Round to a multiple of 10**-d, ties to even.
                    let d = d.unsigned_abs();
                    if d > 10_000 {
                        return Ok(Value::Int(0));
                    }
                    let m = num_traits::pow::Pow::pow(&BigInt::from(10), d as u32);
                    let (q, r) = num_integer::Integer::div_mod_floor(&b, &m);
                    let twice = &r * 2;
                    let q = if twice > m || (twice == m && num_integer::Integer::is_odd(&q)) {
                        q + 1
                    } else {
                        q
                    };
                    vm.new_bigint(q * m)
                }
            }
        }
        None => Err(vm.type_error(format!(
            "type {} doesn't define __round__ method",
            vm.type_name(x)
        ))),
    }
}

/// `pow(base, exp[, mod])`.
pub fn pow(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "pow", kws)?;
    args::clinic(vm, "pow", a.len(), 0, 3)?;
    args::required(vm, "pow", a, &["base", "exp"])?;
    match a {
        [x, y] => vm.binop(BinKind::Pow, *x, *y, false),
        [x, y, m] => {
            let [x, y, m] = [*x, *y, *m].map(|v| vm.int_payload(v).unwrap_or(v));
            let (bx, by, bm) = (vm.to_bigint(x), vm.to_bigint(y), vm.to_bigint(m));
            match (bx, by, bm) {
                (Some(bx), Some(by), Some(bm)) => {
                    // Square-and-multiply: one modular product (quadratic in the modulus'
                    // words) per exponent bit, charged before the work; the first reduction
                    // of the base is linear in its words.
                    let words = bm.bits() / 64 + 1;
                    let squarings = by.bits().max(1);
                    let cost = squarings
                        .saturating_mul(words.saturating_mul(words))
                        .saturating_div(8)
                        .saturating_add(bx.bits() / 64 * words);
                    vm.charge_fuel(cost)?;
                    let r = num::int::pow_mod(&bx, &by, &bm).map_err(|e| vm.num_err(e))?;
                    vm.new_bigint(r)
                }
                _ => Err(vm.type_error(
                    "pow() 3rd argument not allowed unless all arguments are integers",
                )),
            }
        }
        _ => Err(vm.type_error(format!(
            "pow expected at least 2 arguments, got {}",
            a.len()
        ))),
    }
}

/// `divmod(a, b)`.
pub fn divmod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "divmod", kws)?;
    let [x, y] = a else {
        return Err(vm.type_error(format!("divmod expected 2 arguments, got {}", a.len())));
    };
    let (x, y) = (
        &vm.base_value_unless(*x, "__divmod__"),
        &vm.base_value_unless(*y, "__rdivmod__"),
    );
    match (vm.num(*x), vm.num(*y)) {
        (Some(Num::F(_)), Some(_)) | (Some(_), Some(Num::F(_))) => {
            let p = vm.num_to_f64(&vm.num(*x).unwrap_or(Num::I(0)))?;
            let q = vm.num_to_f64(&vm.num(*y).unwrap_or(Num::I(0)))?;
            let (d, m) = num::float::divmod(p, q).map_err(|e| vm.num_err(e))?;
            vm.new_tuple(vec![Value::Float(d), Value::Float(m)])
        }
        (Some(_), Some(_)) => {
            let d = vm.binop(BinKind::FloorDiv, *x, *y, false)?;
            let m = vm.binop(BinKind::Mod, *x, *y, false)?;
            vm.new_tuple(vec![d, m])
        }
        _ => {
            // CALLBACK: an instance's or a stdlib value's __divmod__, then __rdivmod__.
            for (recv, other, name) in [(*x, *y, "__divmod__"), (*y, *x, "__rdivmod__")] {
                if let Some(r) = vm.call_dunder(recv, name, &[other])? {
                    if r != Value::NotImplemented {
                        return Ok(r);
                    }
                }
            }
            Err(vm.type_error(format!(
                "unsupported operand type(s) for divmod(): '{}' and '{}'",
                vm.type_name(*x),
                vm.type_name(*y)
            )))
        }
    }
}

/// `any(iterable)`.
pub fn any(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "any", a, kws)?;
    let mut items = vm.cursor(v)?;
    while let Some(x) = vm.cursor_next(&mut items)? {
        vm.charge_fuel(1)?;
        if vm.truthy(x)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

/// `all(iterable)`.
pub fn all(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "all", a, kws)?;
    let mut items = vm.cursor(v)?;
    while let Some(x) = vm.cursor_next(&mut items)? {
        vm.charge_fuel(1)?;
        if !vm.truthy(x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

/// `hash(x)`: exact for numbers; a str under the run's key (random unless the host fixed it).
pub fn hash(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "hash", a, kws)?;
    let h = vm.hash(v)?;
    Ok(Value::Int(h as i64))
}

/// `next(it[, default])`.
pub fn next(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "next", kws)?;
    args::count(vm, "next", a, 1, 2)?;
    let it = a.first().copied().unwrap_or(Value::None);
    if let Value::Obj(h) = it {
        if matches!(vm.heap.get(h), Obj::Generator(_)) {
            // StopIteration carries the generator's return value.
            return match (vm.gen_send(h, Value::None)?, a.get(1)) {
                (pyrite_runtime::vm::GenResult::Yield(v), _) => Ok(v),
                (pyrite_runtime::vm::GenResult::Return(_), Some(d)) => Ok(*d),
                (pyrite_runtime::vm::GenResult::Return(Value::None), None) => {
                    Err(vm.err(TypeTag::StopIteration, String::new()))
                }
                (pyrite_runtime::vm::GenResult::Return(r), None) => {
                    Err(vm.exc_with_args(TypeTag::StopIteration, vec![r]))
                }
            };
        }
    }
    if !vm.is_iterator(it) {
        return Err(vm.type_error(format!("'{}' object is not an iterator", vm.type_name(it))));
    }
    match (vm.iter_next(it)?, a.get(1)) {
        (Some(v), _) => Ok(v),
        (None, Some(d)) => Ok(*d),
        (None, None) => Err(vm.err(TypeTag::StopIteration, String::new())),
    }
}

/// `sorted(iterable, key=None, reverse=False)`.
pub fn sorted(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::allowed_kws(vm, "sort", kws, &["key", "reverse"])?;
    let [v] = a else {
        return Err(vm.type_error(format!("sorted expected 1 argument, got {}", a.len())));
    };
    // As CPython: a new list, then its sort (in place, so the items are not copied again).
    let items = vm.collect(*v)?;
    let list = vm.new_list(items)?;
    crate::methods_list::sort(vm, &[list], kws)?; // CALLBACK
    Ok(list)
}
