//! `itertools`: every iterator of CPython 3.11's module (and `tee`), lazy as CPython's,
//! with its argument errors. The constructors here check the arguments and build the state
//! (`pyrite_runtime::libobj::LibObj`); the runtime steps it (`vm/itertools.rs`).

use pyrite_runtime::libobj::{Combi, CombiKind, LibObj};
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `itertools`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::c;
    let t = |name, tag, doc| c(name, Member::Type(tag), doc);
    vec![
        super::f(
            "tee",
            tee,
            "1 + 1 per iterator made; each item read once into the shared buffer (57 a link)",
            "n independent iterators over one iterable, sharing a buffer of what they read",
        ),
        t(
            "accumulate",
            TypeTag::ItAccumulate,
            "iterator: running totals (func=, initial=)",
        ),
        t(
            "chain",
            TypeTag::ItChain,
            "iterator: the items of each iterable in turn (chain.from_iterable)",
        ),
        t(
            "combinations",
            TypeTag::ItCombinations,
            "iterator: r-length tuples in sorted order, no repeats",
        ),
        t(
            "combinations_with_replacement",
            TypeTag::ItCombinationsWr,
            "iterator: r-length tuples in sorted order, items repeated",
        ),
        t(
            "compress",
            TypeTag::ItCompress,
            "iterator: the data items whose selector is true",
        ),
        t(
            "count",
            TypeTag::ItCount,
            "iterator: start, start+step, ... for ever",
        ),
        t(
            "cycle",
            TypeTag::ItCycle,
            "iterator: the items for ever (saved on the first pass)",
        ),
        t(
            "dropwhile",
            TypeTag::ItDropwhile,
            "iterator: the items after the predicate first fails",
        ),
        t(
            "filterfalse",
            TypeTag::ItFilterfalse,
            "iterator: the items for which the predicate is false",
        ),
        t(
            "groupby",
            TypeTag::ItGroupby,
            "iterator: (key, group) for each run of equal keys",
        ),
        t(
            "islice",
            TypeTag::ItIslice,
            "iterator: items start:stop:step of an iterable",
        ),
        t(
            "pairwise",
            TypeTag::ItPairwise,
            "iterator: overlapping pairs of successive items",
        ),
        t(
            "permutations",
            TypeTag::ItPermutations,
            "iterator: r-length orderings of the items",
        ),
        t(
            "product",
            TypeTag::ItProduct,
            "iterator: the cartesian product (repeat=)",
        ),
        t(
            "repeat",
            TypeTag::ItRepeat,
            "iterator: an object times times, or for ever",
        ),
        t(
            "starmap",
            TypeTag::ItStarmap,
            "iterator: function(*args) for each args tuple",
        ),
        t(
            "takewhile",
            TypeTag::ItTakewhile,
            "iterator: the items while the predicate holds",
        ),
        t(
            "zip_longest",
            TypeTag::ItZipLongest,
            "iterator: tuples of items, the shorter filled (fillvalue=)",
        ),
    ]
}

/// The constructors of the iterator types, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, pyrite_runtime::NativeFn)] = &[
    (TypeTag::ItAccumulate, accumulate),
    (TypeTag::ItChain, chain),
    (TypeTag::ItCombinations, combinations),
    (TypeTag::ItCombinationsWr, combinations_with_replacement),
    (TypeTag::ItCompress, compress),
    (TypeTag::ItCount, count),
    (TypeTag::ItCycle, cycle),
    (TypeTag::ItDropwhile, dropwhile),
    (TypeTag::ItFilterfalse, filterfalse),
    (TypeTag::ItGroupby, groupby),
    (TypeTag::ItIslice, islice),
    (TypeTag::ItPairwise, pairwise),
    (TypeTag::ItPermutations, permutations),
    (TypeTag::ItProduct, product),
    (TypeTag::ItRepeat, repeat),
    (TypeTag::ItStarmap, starmap),
    (TypeTag::ItTakewhile, takewhile),
    (TypeTag::ItZipLongest, zip_longest),
];

const NEXT_DOC: &str = "the next item; StopIteration at the end";

/// The iterator protocol methods of every itertools type, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<pyrite_runtime::NativeFn>)] = &[
    (
        TypeTag::ItAccumulate,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItAccumulate,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItChain,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItChain,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItCombinations,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItCombinations,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItCombinationsWr,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItCombinationsWr,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItCompress,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItCompress,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItCount,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItCount,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItCycle,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItCycle,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItDropwhile,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItDropwhile,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItFilterfalse,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItFilterfalse,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItGroupby,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItGroupby,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItGrouper,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItGrouper,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItIslice,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItIslice,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItPairwise,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItPairwise,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItProduct,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItProduct,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItPermutations,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItPermutations,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItRepeat,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItRepeat,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItStarmap,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItStarmap,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItTakewhile,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItTakewhile,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
    (
        TypeTag::ItZipLongest,
        crate::def(
            "__next__",
            crate::objects::iter_next,
            "1 + the item's step",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::ItZipLongest,
        crate::def(
            "__iter__",
            crate::objects::iter_self,
            "1",
            "the iterator itself",
        ),
    ),
];

/// Arguments by position or name, as CPython's argument clinic parses them (its messages).
fn params(
    vm: &Vm<'_>,
    f: &str,
    a: &[Value],
    kws: Kw<'_>,
    names: &[&str],
    required: usize,
) -> VmResult<Vec<Option<Value>>> {
    if a.len() + kws.len() > names.len() {
        return Err(vm.type_error(format!(
            "{f}() takes at most {} argument{} ({} given)",
            names.len(),
            if names.len() == 1 { "" } else { "s" },
            a.len() + kws.len()
        )));
    }
    let mut out: Vec<Option<Value>> = names.iter().map(|_| None).collect();
    for (slot, v) in out.iter_mut().zip(a) {
        *slot = Some(*v);
    }
    for (k, v) in kws {
        let Some(i) = names.iter().position(|n| n == k) else {
            return Err(vm.type_error(format!("'{k}' is an invalid keyword argument for {f}()")));
        };
        if i < a.len() {
            return Err(vm.type_error(format!(
                "argument for {f}() given by name ('{k}') and position ({})",
                i + 1
            )));
        }
        if let Some(slot) = out.get_mut(i) {
            *slot = Some(*v);
        }
    }
    for (i, n) in names.iter().enumerate().take(required) {
        if out.get(i).copied().flatten().is_none() {
            return Err(vm.type_error(format!(
                "{f}() missing required argument '{n}' (pos {})",
                i + 1
            )));
        }
    }
    Ok(out)
}

/// Exactly `n` positional arguments: `cycle expected 1 argument, got 0`.
fn exact(vm: &Vm<'_>, f: &str, a: &[Value], kws: Kw<'_>, n: usize) -> VmResult<()> {
    crate::args::no_kw(vm, f, kws)?;
    if a.len() != n {
        return Err(vm.type_error(format!(
            "{f} expected {n} argument{}, got {}",
            if n == 1 { "" } else { "s" },
            a.len()
        )));
    }
    Ok(())
}

/// A `Py_ssize_t` argument.
fn ssize(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    match vm.int_payload(v).unwrap_or(v) {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b)),
        v if vm.type_tag(v) == TypeTag::Int => Err(vm.err(
            TypeTag::OverflowError,
            "Python int too large to convert to C ssize_t",
        )),
        v => Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(v)
        ))),
    }
}

fn arg(v: &[Option<Value>], i: usize) -> Option<Value> {
    v.get(i).copied().flatten()
}

fn lib(vm: &mut Vm<'_>, o: LibObj) -> VmResult<Value> {
    vm.new_lib(o)
}

fn count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let p = params(vm, "count", a, kws, &["start", "step"], 0)?;
    // An int subclass's instance counts as its int (CPython's fast mode makes exact ints).
    let start = arg(&p, 0).map_or(Value::Int(0), |v| vm.int_payload(v).unwrap_or(v));
    let step = arg(&p, 1).map_or(Value::Int(1), |v| vm.int_payload(v).unwrap_or(v));
    for v in [start, step] {
        if vm.num_payload(v).is_some() {
            return Err(vm.not_supported(format!(
                "itertools.count() of a '{}' (a float subclass) is not supported",
                vm.type_name(v)
            )));
        }
        if !matches!(
            vm.type_tag(v),
            TypeTag::Int | TypeTag::Bool | TypeTag::Float
        ) {
            return Err(vm.type_error("a number is required"));
        }
    }
    lib(vm, LibObj::Count { cur: start, step })
}

fn cycle(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    exact(vm, "cycle", a, kws, 1)?;
    let it = vm.get_iter(a[0])?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::Cycle {
                it,
                saved: Vec::new(),
                idx: 0,
            },
        )
    })
}

fn repeat(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let p = params(vm, "repeat", a, kws, &["object", "times"], 1)?;
    let obj = arg(&p, 0).unwrap_or(Value::None);
    let left = match arg(&p, 1) {
        None => -1,
        Some(t) => ssize(vm, t)?.max(0),
    };
    lib(vm, LibObj::Repeat { obj, left })
}

fn accumulate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() > 2 {
        return Err(vm.type_error(format!(
            "accumulate() takes at most 2 positional arguments ({} given)",
            a.len()
        )));
    }
    let p = params(
        vm,
        "accumulate",
        a,
        kws,
        &["iterable", "func", "initial"],
        1,
    )?;
    let func = arg(&p, 1).unwrap_or(Value::None);
    let initial = match arg(&p, 2) {
        None | Some(Value::None) => Value::Undef,
        Some(v) => v,
    };
    let it = vm.get_iter(arg(&p, 0).unwrap_or(Value::None))?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::Accumulate {
                it,
                func,
                total: Value::Undef,
                initial,
            },
        )
    })
}

fn chain(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "chain", kws)?;
    let t = vm.new_tuple(a.to_vec())?;
    let source = vm.with_roots(&[t], |vm| vm.get_iter(t))?;
    vm.with_roots(&[source], |vm| {
        lib(
            vm,
            LibObj::Chain {
                source,
                active: Value::Undef,
            },
        )
    })
}

/// `chain.from_iterable(iterable)` (a classmethod: the receiver is the type).
pub fn chain_from_iterable(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let rest = a.get(1..).unwrap_or(&[]);
    crate::args::no_kw(vm, "from_iterable", kws)?;
    let [x] = rest else {
        return Err(vm.type_error(format!(
            "chain.from_iterable() takes exactly one argument ({} given)",
            rest.len()
        )));
    };
    let source = vm.get_iter(*x)?;
    vm.with_roots(&[source], |vm| {
        lib(
            vm,
            LibObj::Chain {
                source,
                active: Value::Undef,
            },
        )
    })
}

fn compress(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let p = params(vm, "compress", a, kws, &["data", "selectors"], 2)?;
    let data = vm.get_iter(arg(&p, 0).unwrap_or(Value::None))?;
    vm.with_roots(&[data], |vm| {
        let sel = vm.get_iter(arg(&p, 1).unwrap_or(Value::None))?;
        vm.with_roots(&[sel], |vm| lib(vm, LibObj::Compress { data, sel }))
    })
}

/// The `(predicate, iterator)` of dropwhile, takewhile, filterfalse and starmap.
fn pred_it(vm: &mut Vm<'_>, f: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    exact(vm, f, a, kws, 2)?;
    let it = vm.get_iter(a[1])?;
    Ok((a[0], it))
}

fn dropwhile(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (pred, it) = pred_it(vm, "dropwhile", a, kws)?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::DropWhile {
                pred,
                it,
                done: false,
            },
        )
    })
}

fn takewhile(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (pred, it) = pred_it(vm, "takewhile", a, kws)?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::TakeWhile {
                pred,
                it,
                done: false,
            },
        )
    })
}

fn filterfalse(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (pred, it) = pred_it(vm, "filterfalse", a, kws)?;
    vm.with_roots(&[it], |vm| lib(vm, LibObj::FilterFalse { pred, it }))
}

fn starmap(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (func, it) = pred_it(vm, "starmap", a, kws)?;
    vm.with_roots(&[it], |vm| lib(vm, LibObj::Starmap { func, it }))
}

fn groupby(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let p = params(vm, "groupby", a, kws, &["iterable", "key"], 1)?;
    let key = arg(&p, 1).unwrap_or(Value::None);
    let it = vm.get_iter(arg(&p, 0).unwrap_or(Value::None))?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::GroupBy {
                it,
                key,
                tgt: Value::Undef,
                curkey: Value::Undef,
                cur: Value::Undef,
                grouper: Value::Undef,
            },
        )
    })
}

fn islice(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "islice", kws)?;
    crate::args::count(vm, "islice", a, 2, 4)?;
    const STOP: &str =
        "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    const INDICES: &str = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    let as_ssize = |v: Value| match vm.int_payload(v).unwrap_or(v) {
        Value::Int(i) => i,
        Value::Bool(b) => i64::from(b),
        _ => -1,
    };
    let (mut start, mut stop, mut step) = (0i64, -1i64, 1i64);
    let seq = a[0];
    if a.len() == 2 {
        if a[1] != Value::None {
            stop = as_ssize(a[1]);
            if stop == -1 {
                return Err(vm.value_error(STOP));
            }
        }
    } else {
        if a[1] != Value::None {
            start = as_ssize(a[1]);
        }
        if a[2] != Value::None {
            stop = as_ssize(a[2]);
            if stop == -1 {
                return Err(vm.value_error(STOP));
            }
        }
    }
    if start < 0 || stop < -1 {
        return Err(vm.value_error(INDICES));
    }
    if let Some(s) = a.get(3) {
        if *s != Value::None {
            step = as_ssize(*s);
        }
    }
    if step < 1 {
        return Err(vm.value_error("Step for islice() must be a positive integer or None."));
    }
    let it = vm.get_iter(seq)?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::Islice {
                it,
                next: start,
                stop,
                step,
                cnt: 0,
            },
        )
    })
}

fn pairwise(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    exact(vm, "pairwise", a, kws, 1)?;
    let it = vm.get_iter(a[0])?;
    vm.with_roots(&[it], |vm| {
        lib(
            vm,
            LibObj::Pairwise {
                it,
                old: Value::Undef,
            },
        )
    })
}

fn zip_longest(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut fill = Value::None;
    for (k, v) in kws {
        if *k != "fillvalue" {
            return Err(vm.type_error("zip_longest() got an unexpected keyword argument"));
        }
        fill = *v;
    }
    let its = vm.make_rooted(a.len(), |vm, i| {
        vm.get_iter(a.get(i).copied().unwrap_or(Value::None))
    })?;
    let active = its.len();
    vm.with_roots(&its.clone(), |vm| {
        lib(vm, LibObj::ZipLongest { its, fill, active })
    })
}

/// Collects each iterable into a pool (fuel and memory charged by `collect`).
fn pools(vm: &mut Vm<'_>, iterables: &[Value]) -> VmResult<Vec<Vec<Value>>> {
    let mut out: Vec<Vec<Value>> = Vec::new();
    for x in iterables {
        let flat: Vec<Value> = out.iter().flatten().copied().collect();
        let pool = vm.with_roots(&flat, |vm| vm.collect(*x))?;
        out.push(pool);
    }
    Ok(out)
}

fn combi(vm: &mut Vm<'_>, c: Combi) -> VmResult<Value> {
    let held: Vec<Value> = c.pools.iter().flatten().copied().collect();
    vm.with_roots(&held, |vm| lib(vm, LibObj::Combi(Box::new(c))))
}

fn product(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut repeat = 1i64;
    for (k, v) in kws {
        if *k != "repeat" {
            return Err(vm.type_error(format!(
                "'{k}' is an invalid keyword argument for product()"
            )));
        }
        repeat = ssize(vm, *v)?;
    }
    if repeat < 0 {
        return Err(vm.value_error("repeat argument cannot be negative"));
    }
    let base = pools(vm, a)?;
    let per: u64 = base.iter().map(|p| p.len() as u64).sum();
    let n = base.len() as u64;
    // The repeated pools, the indices and one result, before they exist.
    vm.precheck(
        per.saturating_mul(16)
            .saturating_add(n.saturating_mul(24 + 16))
            .saturating_mul(repeat as u64),
    )?;
    let held: Vec<Value> = base.iter().flatten().copied().collect();
    vm.with_roots(&held, |vm| {
        vm.charge_fuel(per.saturating_mul(repeat as u64) / 8)?;
        let mut all = Vec::new();
        for _ in 0..repeat {
            all.extend(base.iter().cloned());
        }
        let k = all.len();
        combi(
            vm,
            Combi {
                kind: CombiKind::Product,
                pools: all,
                r: k,
                indices: vec![0; k],
                cycles: Vec::new(),
                first: true,
                done: false,
            },
        )
    })
}

/// The pool and `r` of permutations, combinations and combinations_with_replacement.
fn pool_r(
    vm: &mut Vm<'_>,
    f: &str,
    a: &[Value],
    kws: Kw<'_>,
    r_required: bool,
) -> VmResult<(Vec<Value>, Option<usize>)> {
    let p = params(
        vm,
        f,
        a,
        kws,
        &["iterable", "r"],
        if r_required { 2 } else { 1 },
    )?;
    let r = match arg(&p, 1) {
        None | Some(Value::None) if !r_required => None,
        Some(v) => {
            let r = if r_required {
                ssize(vm, v)?
            } else {
                match vm.int_payload(v).unwrap_or(v) {
                    Value::Int(i) => i,
                    Value::Bool(b) => i64::from(b),
                    _ => return Err(vm.type_error("Expected int as r")),
                }
            };
            if r < 0 {
                return Err(vm.value_error("r must be non-negative"));
            }
            Some(r as usize)
        }
        None => None,
    };
    let pool = vm.collect(arg(&p, 0).unwrap_or(Value::None))?;
    Ok((pool, r))
}

fn permutations(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (pool, r) = pool_r(vm, "permutations", a, kws, false)?;
    let n = pool.len();
    let r = r.unwrap_or(n);
    let (indices, cycles) = if r <= n {
        vm.precheck(n as u64 * 16 + r as u64 * 24)?;
        ((0..n).collect(), (n - r + 1..=n).rev().collect())
    } else {
        (Vec::new(), Vec::new())
    };
    vm.with_roots(&pool.clone(), |vm| {
        combi(
            vm,
            Combi {
                kind: CombiKind::Permutations,
                pools: vec![pool],
                r,
                indices,
                cycles,
                first: true,
                done: false,
            },
        )
    })
}

fn combinations(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (pool, r) = pool_r(vm, "combinations", a, kws, true)?;
    let r = r.unwrap_or(0);
    let indices = if r <= pool.len() {
        (0..r).collect()
    } else {
        Vec::new()
    };
    vm.with_roots(&pool.clone(), |vm| {
        combi(
            vm,
            Combi {
                kind: CombiKind::Combinations,
                pools: vec![pool],
                r,
                indices,
                cycles: Vec::new(),
                first: true,
                done: false,
            },
        )
    })
}

fn combinations_with_replacement(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (pool, r) = pool_r(vm, "combinations_with_replacement", a, kws, true)?;
    let r = r.unwrap_or(0);
    let indices = if !pool.is_empty() || r == 0 {
        // Each result holds r items: its indices and its tuple, before they exist.
        vm.precheck((r as u64).saturating_mul(24))?;
        vec![0; r]
    } else {
        Vec::new()
    };
    vm.with_roots(&pool.clone(), |vm| {
        combi(
            vm,
            Combi {
                kind: CombiKind::CombinationsWr,
                pools: vec![pool],
                r,
                indices,
                cycles: Vec::new(),
                first: true,
                done: false,
            },
        )
    })
}

/// `tee(iterable, n=2, /)`.
fn tee(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error("itertools.tee() takes no keyword arguments"));
    }
    crate::args::count(vm, "tee", a, 1, 2)?;
    let n = match a.get(1).map(|v| vm.int_payload(*v).unwrap_or(*v)) {
        None => 2,
        Some(Value::Int(i)) => i,
        Some(Value::Bool(b)) => i64::from(b),
        Some(v) if vm.is_int(v) => {
            return Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C ssize_t",
            ))
        }
        Some(v) => {
            return Err(vm.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(v)
            )))
        }
    };
    if n < 0 {
        return Err(vm.value_error("n must be >= 0"));
    }
    vm.charge_fuel(n as u64)?;
    let tees = vm.tee(a[0], n as usize)?;
    vm.with_roots(&tees, |vm| vm.new_tuple(tees.clone()))
}
