//! A stable merge sort that only asks `<` (as CPython's) and never panics on an inconsistent
//! order (NaN, mixed types raise or sort arbitrarily but safely). Fuel: n log n.

use pyrite_runtime::{Value, Vm, VmResult};

use crate::args::{self, Kw};

/// Sorts `items` by the `key` and `reverse` keyword arguments.
pub fn sort_values(vm: &mut Vm<'_>, items: Vec<Value>, kws: Kw<'_>) -> VmResult<Vec<Value>> {
    let reverse = match args::kw(kws, "reverse") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let key = args::kw(kws, "key").filter(|k| *k != Value::None);
    let n = items.len() as u64;
    vm.charge_fuel(n * (64 - n.leading_zeros() as u64))?;
    // The items and their keys stay rooted: key functions and comparisons may run script
    // code (and collect garbage) at any step.
    vm.with_roots(&items, |vm| {
        let mut keyed: Vec<(Value, Value)> = Vec::with_capacity(items.len());
        for v in &items {
            let k = match key {
                Some(f) => {
                    let done: Vec<Value> = keyed.iter().map(|(k, _)| *k).collect();
                    vm.with_roots(&done, |vm| vm.call_function(f, &[*v], &[]))? // CALLBACK
                }
                None => *v,
            };
            keyed.push((k, *v));
        }
        let keys: Vec<Value> = keyed.iter().map(|(k, _)| *k).collect();
        vm.with_roots(&keys, |vm| sort_keyed(vm, keyed, reverse))
    })
}

/// Sorts `(key, value)` pairs by key, stably (and stably reversed).
fn sort_keyed(
    vm: &mut Vm<'_>,
    mut keyed: Vec<(Value, Value)>,
    reverse: bool,
) -> VmResult<Vec<Value>> {
    // Reverse keeps stability as CPython does: reverse, sort stably, reverse back.
    if reverse {
        keyed.reverse();
    }
    let sorted = merge_sort(vm, keyed)?;
    let mut out: Vec<Value> = sorted.into_iter().map(|(_, v)| v).collect();
    if reverse {
        out.reverse();
    }
    Ok(out)
}

fn merge_sort(vm: &mut Vm<'_>, v: Vec<(Value, Value)>) -> VmResult<Vec<(Value, Value)>> {
    let n = v.len();
    let mut src = v;
    let mut width = 1;
    while width < n {
        let mut dst = Vec::with_capacity(n);
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            while i < mid && j < hi {
                let (Some(a), Some(b)) = (src.get(i).copied(), src.get(j).copied()) else {
                    break;
                };
                // Take from the right only if strictly less: stability.
                if vm.less(b.0, a.0)? {
                    dst.push(b);
                    j += 1;
                } else {
                    dst.push(a);
                    i += 1;
                }
            }
            dst.extend_from_slice(src.get(i..mid).unwrap_or(&[]));
            dst.extend_from_slice(src.get(j..hi).unwrap_or(&[]));
            lo = hi;
        }
        src = dst;
        width *= 2;
    }
    Ok(src)
}
