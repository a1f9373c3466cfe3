//! `heapq`: CPython 3.11's `_heapq` (`siftdown`/`siftup` comparison for comparison, with its
//! "list changed size during iteration" checks) and `Lib/heapq.py`'s `nsmallest`, `nlargest`
//! (decorated tuples, the same heap steps and final sort, so ties and user `__lt__` calls
//! match) and `merge` (a lazy iterator over the same heap of `[key, order, value, iterator]`
//! lists, `vm/heapmerge.rs`). Comparisons go through the VM: user `__lt__` runs.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `heapq`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::f;
    const SIFT: &str = "1 + 1 per comparison (log2 n of them)";
    vec![
        f(
            "heappush",
            heappush,
            SIFT,
            "pushes an item onto a list heap",
        ),
        f(
            "heappop",
            heappop,
            SIFT,
            "pops the smallest item of a list heap",
        ),
        f(
            "heapify",
            heapify,
            "1 + 1 per comparison (under 2n)",
            "turns a list into a heap, in place",
        ),
        f(
            "heapreplace",
            heapreplace,
            SIFT,
            "pops the smallest item, then pushes the new one",
        ),
        f(
            "heappushpop",
            heappushpop,
            SIFT,
            "pushes the item, then pops the smallest",
        ),
        f(
            "nlargest",
            nlargest,
            "1 + 1 per item + comparisons (n log k) + the final sort",
            "the n largest items (key=), as sorted(reverse=True)[:n]",
        ),
        f(
            "nsmallest",
            nsmallest,
            "1 + 1 per item + comparisons (n log k) + the final sort",
            "the n smallest items (key=), as sorted()[:n]",
        ),
        f(
            "merge",
            merge,
            "1; each item: 1 + comparisons (log2 of the inputs)",
            "a lazy merge of sorted iterables (key=, reverse=)",
        ),
    ]
}

fn list_len(vm: &Vm<'_>, l: Value) -> usize {
    match vm.obj(l) {
        Some(Obj::List(v)) => v.len(),
        _ => 0,
    }
}

fn list_get(vm: &Vm<'_>, l: Value, i: usize) -> Value {
    match vm.obj(l) {
        Some(Obj::List(v)) => v.get(i).copied().unwrap_or(Value::None),
        _ => Value::None,
    }
}

/// Clinic's positional arguments of a `_heapq` function: `heappush expected 2 arguments, got
/// 1`, `_heapq.heappop() takes exactly one argument (0 given)`, no keywords.
fn positional<'a>(
    vm: &Vm<'_>,
    name: &str,
    a: &'a [Value],
    kws: Kw<'_>,
    n: usize,
) -> VmResult<&'a [Value]> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("_heapq.{name}() takes no keyword arguments")));
    }
    if a.len() != n {
        return Err(vm.type_error(if n == 1 {
            format!(
                "_heapq.{name}() takes exactly one argument ({} given)",
                a.len()
            )
        } else {
            format!("{name} expected {n} arguments, got {}", a.len())
        }));
    }
    Ok(a)
}

/// The heap argument: a list (or `heappush() argument 1 must be list, not tuple`).
fn heap_arg(vm: &Vm<'_>, name: &str, v: Value, one: bool) -> VmResult<Value> {
    if matches!(vm.obj(v), Some(Obj::List(_))) {
        return Ok(v);
    }
    let which = if one { "argument" } else { "argument 1" };
    Err(vm.type_error(format!(
        "{name}() {which} must be list, not {}",
        vm.type_name(v)
    )))
}

fn heappush(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = positional(vm, "heappush", a, kws, 2)?;
    let heap = heap_arg(vm, "heappush", a[0], false)?;
    vm.list_push(heap, a[1])?;
    let n = list_len(vm, heap);
    vm.heap_siftdown(heap, 0, n.saturating_sub(1), false)?;
    Ok(Value::None)
}

fn heappop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = positional(vm, "heappop", a, kws, 1)?;
    let heap = heap_arg(vm, "heappop", a[0], true)?;
    vm.heap_pop(heap, false)
}

fn heapify(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = positional(vm, "heapify", a, kws, 1)?;
    let heap = heap_arg(vm, "heapify", a[0], true)?;
    vm.heap_heapify(heap, false)?;
    Ok(Value::None)
}

fn heapreplace(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = positional(vm, "heapreplace", a, kws, 2)?;
    let heap = heap_arg(vm, "heapreplace", a[0], false)?;
    vm.heap_replace(heap, a[1], false)
}

fn heappushpop(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let a = positional(vm, "heappushpop", a, kws, 2)?;
    let heap = heap_arg(vm, "heappushpop", a[0], false)?;
    let item = a[1];
    if list_len(vm, heap) == 0 {
        return Ok(item);
    }
    let top = list_get(vm, heap, 0);
    if !vm.heap_lt(top, item)? {
        return Ok(item);
    }
    vm.heap_replace(heap, item, false)
}

/// Binds `nsmallest(n, iterable, key=None)` as the Python function binds it.
fn n_args(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value, Value)> {
    let names = ["n", "iterable", "key"];
    let mut slots = [None; 3];
    for (s, v) in slots.iter_mut().zip(a) {
        *s = Some(*v);
    }
    for (k, v) in kws {
        let Some(i) = names.iter().position(|n| n == k) else {
            return Err(vm.type_error(format!("{name}() got an unexpected keyword argument '{k}'")));
        };
        if slots[i].is_some() {
            return Err(vm.type_error(format!("{name}() got multiple values for argument '{k}'")));
        }
        slots[i] = Some(*v);
    }
    if a.len() > 3 {
        return Err(vm.type_error(format!(
            "{name}() takes from 2 to 3 positional arguments but {} were given",
            a.len()
        )));
    }
    match slots {
        [Some(n), Some(it), key] => Ok((n, it, key.unwrap_or(Value::None))),
        [None, None, _] => Err(vm.type_error(format!(
            "{name}() missing 2 required positional arguments: 'n' and 'iterable'"
        ))),
        [None, _, _] => Err(vm.type_error(format!(
            "{name}() missing 1 required positional argument: 'n'"
        ))),
        [_, None, _] => Err(vm.type_error(format!(
            "{name}() missing 1 required positional argument: 'iterable'"
        ))),
    }
}

fn nsmallest(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (n, it, key) = n_args(vm, "nsmallest", a, kws)?;
    nbest(vm, n, it, key, false)
}

fn nlargest(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (n, it, key) = n_args(vm, "nlargest", a, kws)?;
    nbest(vm, n, it, key, true)
}

/// `nsmallest` (`largest`: `nlargest`) as Lib/heapq.py runs it.
fn nbest(vm: &mut Vm<'_>, n: Value, iterable: Value, key: Value, largest: bool) -> VmResult<Value> {
    vm.with_roots(&[], |vm| {
        if vm.compare(pyrite_lang::bytecode::CmpKind::Eq, n, Value::Int(1))? {
            let it = vm.get_iter(iterable)?;
            vm.root(it);
            let sentinel = vm.alloc(Obj::Sentinel(TypeTag::Object))?;
            vm.root(sentinel);
            let kw = [("default", sentinel), ("key", key)];
            let r = if largest {
                crate::funcs::max(vm, &[it], &kw)?
            } else {
                crate::funcs::min(vm, &[it], &kw)?
            };
            let items = if r == sentinel { vec![] } else { vec![r] };
            return vm.new_list(items);
        }
        match vm.len_of(iterable) {
            Ok(size) => {
                if vm.compare(
                    pyrite_lang::bytecode::CmpKind::Ge,
                    n,
                    Value::Int(size as i64),
                )? {
                    let kw = [("key", key), ("reverse", Value::Bool(largest))];
                    let l = crate::funcs::sorted(vm, &[iterable], &kw)?;
                    vm.root(l);
                    if !vm.is_int(n) {
                        return Err(vm.type_error(
                            "slice indices must be integers or None or have an __index__ method",
                        ));
                    }
                    return Ok(l);
                }
            }
            Err(e)
                if vm.error_is(&e, TypeTag::TypeError)
                    || vm.error_is(&e, TypeTag::AttributeError) => {}
            Err(e) => return Err(e),
        }
        let it = vm.get_iter(iterable)?;
        vm.root(it);
        let count = match vm.to_bigint(n) {
            Some(b) => num_traits::ToPrimitive::to_i64(&b)
                .unwrap_or(i64::MAX)
                .max(0),
            None => {
                return Err(vm.type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    vm.type_name(n)
                )))
            }
        };
        // result = [(elem, i) ...] / [(key(elem), i, elem) ...] with i = 0, 1, ... (largest:
        // 0, -1, ...).
        let step: i64 = if largest { -1 } else { 1 };
        let result = vm.new_list(Vec::new())?;
        vm.root(result);
        let decorate = |vm: &mut Vm<'_>, elem: Value, order: i64| -> VmResult<Value> {
            if key == Value::None {
                vm.new_tuple(vec![elem, Value::Int(order)])
            } else {
                let k = vm.with_roots(&[elem], |vm| vm.call_function(key, &[elem], &[]))?; // CALLBACK
                vm.with_roots(&[k, elem], |vm| {
                    vm.new_tuple(vec![k, Value::Int(order), elem])
                })
            }
        };
        let mut i: i64 = 0;
        while i < count {
            vm.charge_fuel(1)?;
            let Some(elem) = vm.iter_next(it)? else { break };
            let t = decorate(vm, elem, i * step)?;
            vm.list_push(result, t)?;
            i += 1;
        }
        if list_len(vm, result) == 0 {
            return Ok(result);
        }
        // nsmallest keeps a max-heap of the best so far, nlargest a min-heap.
        vm.heap_heapify(result, !largest)?;
        let first = |vm: &Vm<'_>| {
            let t = list_get(vm, result, 0);
            vm.seq_get(t, 0).unwrap_or(Value::None)
        };
        let mut top = first(vm);
        let mut order = count * step;
        loop {
            vm.charge_fuel(1)?;
            let Some(elem) = vm.with_roots(&[top], |vm| vm.iter_next(it))? else {
                break;
            };
            vm.root(elem);
            let k = if key == Value::None {
                elem
            } else {
                let k = vm.with_roots(&[top], |vm| vm.call_function(key, &[elem], &[]))?; // CALLBACK
                vm.root(k);
                k
            };
            let better = if largest {
                vm.heap_lt(top, k)?
            } else {
                vm.heap_lt(k, top)?
            };
            if better {
                let t = if key == Value::None {
                    vm.new_tuple(vec![elem, Value::Int(order)])?
                } else {
                    vm.new_tuple(vec![k, Value::Int(order), elem])?
                };
                vm.with_roots(&[t], |vm| vm.heap_replace(result, t, !largest))?;
                top = first(vm);
                order += step;
            }
        }
        let kw = [("reverse", Value::Bool(largest))];
        crate::methods_list::sort(vm, &[result], if largest { &kw } else { &[] })?;
        let items: Vec<Value> = match vm.obj(result) {
            Some(Obj::List(v)) => v.clone(),
            _ => Vec::new(),
        };
        let last = if key == Value::None { 0 } else { 2 };
        let out: Vec<Value> = items
            .iter()
            .map(|t| vm.seq_get(*t, last).unwrap_or(Value::None))
            .collect();
        vm.new_list(out)
    })
}

/// `merge(*iterables, key=None, reverse=False)`: a lazy iterator; nothing runs until its
/// first `next()`, as a generator's body.
fn merge(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut key = Value::None;
    let mut reverse = Value::Bool(false);
    for (k, v) in kws {
        match *k {
            "key" => key = *v,
            "reverse" => reverse = *v,
            _ => {
                return Err(
                    vm.type_error(format!("merge() got an unexpected keyword argument '{k}'"))
                )
            }
        }
    }
    let sources = vm.new_tuple(a.to_vec())?;
    vm.with_roots(&[sources], |vm| {
        vm.new_lib(LibObj::HeapMerge(Box::new(
            pyrite_runtime::libobj::HeapMerge {
                sources,
                key,
                reverse,
                max: false,
                heap: Value::Undef,
                tail: Value::Undef,
                state: pyrite_runtime::libobj::MergeState::Fresh,
            },
        )))
    })
}
