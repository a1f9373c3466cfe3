//! `bisect`: CPython 3.11's `_bisect` (`internal_bisect_left`/`_right`, the insorts, their
//! Argument Clinic messages). Items are read with `a[mid]` and compared through the VM, so
//! any sequence and any user `__lt__` behave as in CPython.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `bisect`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::f;
    const FIND: &str = "1 + 1 per comparison (log2 n of them)";
    const INS: &str = "1 + 1 per comparison + the insert (n/8)";
    vec![
        f(
            "bisect_left",
            bisect_left,
            FIND,
            "the leftmost index to insert x keeping a sorted (lo, hi, key=)",
        ),
        f(
            "bisect_right",
            bisect_right,
            FIND,
            "the rightmost index to insert x keeping a sorted (lo, hi, key=)",
        ),
        f("bisect", bisect_right, FIND, "bisect_right"),
        f(
            "insort_left",
            insort_left,
            INS,
            "inserts x into a sorted list, before equal items",
        ),
        f(
            "insort_right",
            insort_right,
            INS,
            "inserts x into a sorted list, after equal items",
        ),
        f("insort", insort_right, INS, "insort_right"),
    ]
}

struct Args {
    a: Value,
    x: Value,
    lo: i64,
    hi: Option<i64>,
    key: Value,
}

/// Clinic's `(a, x, lo=0, hi=None, *, key=None)`.
fn parse(vm: &Vm<'_>, name: &str, args: &[Value], kws: Kw<'_>) -> VmResult<Args> {
    const NAMES: [&str; 5] = ["a", "x", "lo", "hi", "key"];
    let total = args.len() + kws.len();
    if total > 5 {
        return Err(vm.type_error(format!(
            "{name}() takes at most 5 arguments ({total} given)"
        )));
    }
    if args.len() > 4 {
        return Err(vm.type_error(format!(
            "{name}() takes at most 4 positional arguments ({} given)",
            args.len()
        )));
    }
    let mut slots: [Option<Value>; 5] = [None; 5];
    for (s, v) in slots.iter_mut().zip(args) {
        *s = Some(*v);
    }
    for (k, v) in kws {
        let Some(i) = NAMES.iter().position(|n| n == k) else {
            return Err(vm.type_error(format!("'{k}' is an invalid keyword argument for {name}()")));
        };
        if slots[i].is_some() {
            return Err(vm.type_error(format!(
                "argument for {name}() given by name ('{k}') and position ({})",
                i + 1
            )));
        }
        slots[i] = Some(*v);
    }
    for (i, n) in NAMES.iter().enumerate().take(2) {
        if slots[i].is_none() {
            return Err(vm.type_error(format!(
                "{name}() missing required argument '{n}' (pos {})",
                i + 1
            )));
        }
    }
    let lo = match slots[2] {
        None => 0,
        Some(v) => ssize(vm, v)?,
    };
    let hi = match slots[3] {
        None | Some(Value::None) => None,
        Some(v) => Some(ssize(vm, v)?).filter(|h| *h != -1),
    };
    Ok(Args {
        a: slots[0].unwrap_or(Value::None),
        x: slots[1].unwrap_or(Value::None),
        lo,
        hi,
        key: slots[4].unwrap_or(Value::None),
    })
}

/// A `Py_ssize_t` argument.
fn ssize(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    match vm.to_i64(v) {
        Some(i) => Ok(i),
        None if vm.is_int(v) => Err(vm.err(
            TypeTag::OverflowError,
            "cannot fit 'int' into an index-sized integer",
        )),
        None => Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

/// `internal_bisect_left` (`right`: `internal_bisect_right`).
fn search(vm: &mut Vm<'_>, p: &Args, x: Value, right: bool) -> VmResult<i64> {
    if p.lo < 0 {
        return Err(vm.value_error("lo must be non-negative"));
    }
    let (mut lo, mut hi) = (p.lo, p.hi.unwrap_or(0));
    if p.hi.is_none() {
        hi = vm.len_of(p.a)? as i64; // CALLBACK
    }
    while lo < hi {
        vm.charge_fuel(1)?;
        let mid = ((lo as u64 + hi as u64) / 2) as i64;
        let item = vm.get_item(p.a, Value::Int(mid))?; // CALLBACK
        let item = if p.key == Value::None {
            item
        } else {
            vm.with_roots(&[item], |vm| vm.call_function(p.key, &[item], &[]))? // CALLBACK
        };
        let below = vm.with_roots(&[item], |vm| {
            if right {
                vm.less(x, item)
            } else {
                vm.less(item, x)
            }
        })?; // CALLBACK
        if below == right {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

fn bisect_left(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let p = parse(vm, "bisect_left", a, kws)?;
    search(vm, &p, p.x, false).map(Value::Int)
}

fn bisect_right(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let p = parse(vm, "bisect_right", a, kws)?;
    search(vm, &p, p.x, true).map(Value::Int)
}

fn insort(vm: &mut Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>, right: bool) -> VmResult<Value> {
    let p = parse(vm, name, a, kws)?;
    let kx = if p.key == Value::None {
        p.x
    } else {
        vm.call_function(p.key, &[p.x], &[])? // CALLBACK
    };
    let i = vm.with_roots(&[kx], |vm| search(vm, &p, kx, right))?;
    if vm.type_tag(p.a) == TypeTag::List && matches!(vm.obj(p.a), Some(Obj::List(_))) {
        crate::methods_list::insert(vm, &[p.a, Value::Int(i), p.x], &[])?;
    } else {
        let ins = vm.get_attr_str(p.a, "insert")?; // CALLBACK
        vm.with_roots(&[ins], |vm| {
            vm.call_function(ins, &[Value::Int(i), p.x], &[])
        })?; // CALLBACK
    }
    Ok(Value::None)
}

fn insort_left(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    insort(vm, "insort_left", a, kws, false)
}

fn insort_right(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    insort(vm, "insort_right", a, kws, true)
}
