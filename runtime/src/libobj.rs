//! Objects of the allowlisted stdlib modules that are neither plain built-in values nor
//! script instances: `functools.partial`, the `lru_cache` wrapper and its `CacheInfo`,
//! `cmp_to_key`'s `KeyWrapper`s, and the lazy iterators of `itertools`. One heap variant
//! (`Obj::Lib`) holds them all; their behaviour (calls, iteration, attributes, repr) is in
//! `vm/libobj.rs`.

use std::collections::VecDeque;

use crate::heap::malloc_size;
use crate::value::{Handle, TypeTag, Value};

/// What a container's copy is built as once its items are copied (`copy.deepcopy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildKind {
    /// A list: the copies appended.
    List,
    /// A dict of any kind: the copies come value first then key (`_deepcopy_dict`).
    DictValueFirst,
    /// An OrderedDict or defaultdict rebuilt by `_reconstruct`: key first then value.
    DictKeyFirst,
    /// A Counter: `Counter(dict copy)`, memoized once built.
    Counter,
    /// A tuple: the original if every item is its own copy.
    Tuple,
    /// A set, memoized once built.
    Set,
    /// A frozenset, memoized once built.
    FrozenSet,
    /// A deque: the copies appended.
    Deque,
    /// An instance: the copies are its attributes' values.
    Instance,
    /// A ChainMap: its copied `maps` list is the one item.
    ChainMap,
}

/// A step of `copy.deepcopy`'s explicit stack.
#[derive(Clone, Debug)]
pub enum CopyTask {
    /// Copy `x` (its copy goes on the results). `depth`: the frames CPython would use to get
    /// here; `call`: CPython's overflow here is in a C call (its message says so).
    Copy {
        /// The value.
        x: Value,
        /// Frames used above it.
        depth: u32,
        /// Whether its parent's frames end in a C call.
        call: bool,
    },
    /// Builds `dst` from the `n` copies on top of the results (the copy of `src`).
    Build {
        /// How.
        kind: BuildKind,
        /// The original.
        src: Value,
        /// The copy being built (`Undef` for a tuple, set or Counter: made at the end).
        dst: Value,
        /// How many results it takes.
        n: usize,
        /// An instance's attribute names, in order.
        names: Vec<crate::object::Sym>,
    },
}

/// `copy.deepcopy`'s state: the memo (original handle to copy), the originals kept alive
/// (CPython's `_keep_alive`: a handle cannot be reused while it is a key), and the work and
/// result stacks, held here so that everything is reachable from one rooted object.
#[derive(Clone, Debug, Default)]
pub struct CopyMemo {
    /// Original to copy.
    pub map: ahash::AHashMap<Handle, Value>,
    /// The originals memoized.
    pub keep: Vec<Value>,
    /// Work still to do.
    pub tasks: Vec<CopyTask>,
    /// Copies made, waiting for their container.
    pub results: Vec<Value>,
}

/// A `collections.deque`: its items, its bound and a mutation counter its iterators check
/// (CPython's `state`).
#[derive(Clone, Debug, Default)]
pub struct Deque {
    /// The items, left to right.
    pub items: VecDeque<Value>,
    /// `maxlen`, `None` for unbounded.
    pub maxlen: Option<usize>,
    /// Bumped by every mutation that moves items (iterators fail after one).
    pub state: u64,
    /// The item capacity already charged (the buffer grows geometrically, charged first).
    pub charged: usize,
}

/// An `lru_cache` wrapper's state.
#[derive(Clone, Debug)]
pub struct Lru {
    /// The wrapped function.
    pub func: Value,
    /// The cache: a dict from key to result, oldest first.
    pub cache: Handle,
    /// A unique object separating positional from keyword arguments in a key (CPython's
    /// `kwd_mark`).
    pub mark: Value,
    /// `None` for an unbounded cache.
    pub maxsize: Option<i64>,
    /// `typed=True`: the argument types are part of the key.
    pub typed: bool,
    /// Calls answered from the cache.
    pub hits: i64,
    /// Calls that ran the function.
    pub misses: i64,
}

/// A stdlib object (see the module doc).
#[derive(Clone, Debug)]
pub enum LibObj {
    /// `functools.partial(func, *args, **keywords)`.
    Partial {
        /// The function called.
        func: Value,
        /// The frozen positional arguments (a tuple).
        args: Value,
        /// The frozen keyword arguments (a dict of str keys).
        kws: Value,
    },
    /// What `functools.wraps(wrapped)` returns: applied to a wrapper, copies `wrapped`'s
    /// name, qualname, doc and attributes onto it.
    Wraps {
        /// The function wrapped.
        wrapped: Value,
    },
    /// What `lru_cache(maxsize, typed)` returns: the decorator.
    LruDeco {
        /// The bound, `None` for none.
        maxsize: Option<i64>,
        /// Whether types are part of the key.
        typed: bool,
    },
    /// A function wrapped by `lru_cache`/`cache`.
    LruWrapper(Box<Lru>),
    /// `cache_info()`'s result: a tuple `(hits, misses, maxsize, currsize)` with field names.
    CacheInfo {
        /// The tuple of the four values.
        tuple: Value,
    },
    /// `cmp_to_key(cmp)` (`key` None) or a key it made (`key` the wrapped object).
    KeyWrapper {
        /// The old-style comparison function.
        cmp: Value,
        /// The object compared (`Undef` for the factory itself).
        obj: Value,
    },
    /// `itertools.count(start, step)`: the next value and the step.
    Count {
        /// The next value.
        cur: Value,
        /// Added after each item.
        step: Value,
    },
    /// `itertools.cycle(iterable)`.
    Cycle {
        /// The source, `Undef` once exhausted.
        it: Value,
        /// What the first pass saw.
        saved: Vec<Value>,
        /// The next saved item to replay.
        idx: usize,
    },
    /// `itertools.repeat(object, times)`.
    Repeat {
        /// The object repeated.
        obj: Value,
        /// Items left, `-1` for ever.
        left: i64,
    },
    /// `itertools.accumulate(iterable, func, initial=)`.
    Accumulate {
        /// The source.
        it: Value,
        /// The function, `None` for `+`.
        func: Value,
        /// The running total (`Undef` before the first item).
        total: Value,
        /// The initial value still to yield (`Undef` when none).
        initial: Value,
    },
    /// `itertools.chain(*iterables)` and `chain.from_iterable(iterable)`.
    Chain {
        /// The iterator over the iterables, `Undef` once exhausted.
        source: Value,
        /// The iterator being drained, `Undef` between two.
        active: Value,
    },
    /// `itertools.compress(data, selectors)`.
    Compress {
        /// The data iterator.
        data: Value,
        /// The selectors iterator.
        sel: Value,
    },
    /// `itertools.dropwhile(predicate, iterable)`.
    DropWhile {
        /// The predicate.
        pred: Value,
        /// The source.
        it: Value,
        /// The predicate failed once: everything passes now.
        done: bool,
    },
    /// `itertools.takewhile(predicate, iterable)`.
    TakeWhile {
        /// The predicate.
        pred: Value,
        /// The source.
        it: Value,
        /// The predicate failed once: nothing more.
        done: bool,
    },
    /// `itertools.filterfalse(predicate, iterable)`.
    FilterFalse {
        /// The predicate (`None`: the item's truth).
        pred: Value,
        /// The source.
        it: Value,
    },
    /// `itertools.groupby(iterable, key)`.
    GroupBy {
        /// The source.
        it: Value,
        /// The key function, `None` for the item itself.
        key: Value,
        /// The key of the current group (`Undef` before the first).
        tgt: Value,
        /// The key of `cur` (`Undef` before the first step).
        curkey: Value,
        /// The item read ahead, `Undef` once a grouper consumed it.
        cur: Value,
        /// The live grouper (an older one yields nothing more).
        grouper: Value,
    },
    /// A group of a `groupby` (`itertools._grouper`).
    Grouper {
        /// The groupby.
        parent: Value,
        /// The group's key.
        tgt: Value,
    },
    /// `itertools.islice(iterable, start, stop, step)` (CPython's counters).
    Islice {
        /// The source, `Undef` once exhausted.
        it: Value,
        /// The index of the next item to yield.
        next: i64,
        /// The bound, `-1` for none.
        stop: i64,
        /// The step (at least 1).
        step: i64,
        /// Items read so far.
        cnt: i64,
    },
    /// `itertools.pairwise(iterable)`.
    Pairwise {
        /// The source, `Undef` once exhausted.
        it: Value,
        /// The previous item (`Undef` before the first).
        old: Value,
    },
    /// `itertools.starmap(function, iterable)`.
    Starmap {
        /// The function.
        func: Value,
        /// The source of argument tuples.
        it: Value,
    },
    /// `itertools.zip_longest(*iterables, fillvalue=)`.
    ZipLongest {
        /// The sources, `Undef` for an exhausted one.
        its: Vec<Value>,
        /// What an exhausted source contributes.
        fill: Value,
        /// Sources not exhausted yet.
        active: usize,
    },
    /// `product`, `permutations`, `combinations`, `combinations_with_replacement`.
    Combi(Box<Combi>),
    /// `collections.deque`.
    Deque(Box<Deque>),
    /// An iterator over a deque (`rev`: `reversed(deque)`).
    DequeIter {
        /// The deque.
        deque: Value,
        /// Items yielded so far.
        index: usize,
        /// Items still to yield.
        counter: usize,
        /// The deque's `state` when the iterator was made.
        state: u64,
        /// From the right.
        rev: bool,
    },
    /// An `itertools.tee` iterator: a position in the shared buffer.
    Tee {
        /// The buffer link it reads.
        link: Value,
        /// The next item's index in the link.
        index: usize,
    },
    /// A link of a tee's shared buffer (CPython's `teedataobject`): up to `TEE_LINK` items
    /// read from the source, and the next link once made. Links no tee reaches any more
    /// are garbage.
    TeeData {
        /// The source iterator.
        it: Value,
        /// The items read into this link.
        values: Vec<Value>,
        /// The next link (`Undef` until made).
        next: Value,
        /// A read from the source is under way (a re-entrant read is a RuntimeError).
        running: bool,
    },
    /// `collections.ChainMap(*maps)`.
    ChainMap {
        /// The mappings, searched in order (a list).
        maps: Value,
    },
    /// A ChainMap's `keys()`, `values()` or `items()`.
    ChainView {
        /// The ChainMap.
        cm: Value,
        /// Which view.
        view: crate::heap::DictView,
    },
    /// The memo of a `copy.deepcopy` (what a `__deepcopy__(memo)` receives and passes on).
    CopyMemo(Box<CopyMemo>),
    /// `operator.itemgetter(*items)`.
    ItemGetter {
        /// The keys (a tuple; one key: the result is not a tuple).
        items: Value,
    },
    /// `operator.attrgetter(*attrs)`.
    AttrGetter {
        /// The dotted names (a tuple of str).
        attrs: Value,
    },
    /// `operator.methodcaller(name, *args, **kwargs)`.
    MethodCaller {
        /// The method name (a str).
        name: Value,
        /// The positional arguments (a tuple).
        args: Value,
        /// The keyword arguments (a dict of str keys).
        kws: Value,
    },
}

/// Which combinatoric iterator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CombiKind {
    /// `itertools.product`.
    Product,
    /// `itertools.permutations`.
    Permutations,
    /// `itertools.combinations`.
    Combinations,
    /// `itertools.combinations_with_replacement`.
    CombinationsWr,
}

/// The state of a combinatoric iterator, as CPython's (indices into its pools).
#[derive(Clone, Debug)]
pub struct Combi {
    /// Which one.
    pub kind: CombiKind,
    /// The pools (`product`: one per argument and repeat; the others: one).
    pub pools: Vec<Vec<Value>>,
    /// The length of each result.
    pub r: usize,
    /// The indices of the current result.
    pub indices: Vec<usize>,
    /// `permutations`' cycles.
    pub cycles: Vec<usize>,
    /// Nothing yielded yet.
    pub first: bool,
    /// Exhausted.
    pub done: bool,
}

impl LibObj {
    /// The object's type.
    pub fn type_tag(&self) -> TypeTag {
        match self {
            LibObj::Partial { .. } | LibObj::Wraps { .. } => TypeTag::Partial,
            LibObj::LruDeco { .. } => TypeTag::Function,
            LibObj::LruWrapper(_) => TypeTag::LruCacheWrapper,
            LibObj::CacheInfo { .. } => TypeTag::CacheInfo,
            LibObj::KeyWrapper { .. } => TypeTag::KeyWrapper,
            LibObj::Count { .. } => TypeTag::ItCount,
            LibObj::Cycle { .. } => TypeTag::ItCycle,
            LibObj::Repeat { .. } => TypeTag::ItRepeat,
            LibObj::Accumulate { .. } => TypeTag::ItAccumulate,
            LibObj::Chain { .. } => TypeTag::ItChain,
            LibObj::Compress { .. } => TypeTag::ItCompress,
            LibObj::DropWhile { .. } => TypeTag::ItDropwhile,
            LibObj::TakeWhile { .. } => TypeTag::ItTakewhile,
            LibObj::FilterFalse { .. } => TypeTag::ItFilterfalse,
            LibObj::GroupBy { .. } => TypeTag::ItGroupby,
            LibObj::Grouper { .. } => TypeTag::ItGrouper,
            LibObj::Islice { .. } => TypeTag::ItIslice,
            LibObj::Pairwise { .. } => TypeTag::ItPairwise,
            LibObj::Starmap { .. } => TypeTag::ItStarmap,
            LibObj::ZipLongest { .. } => TypeTag::ItZipLongest,
            LibObj::Combi(c) => match c.kind {
                CombiKind::Product => TypeTag::ItProduct,
                CombiKind::Permutations => TypeTag::ItPermutations,
                CombiKind::Combinations => TypeTag::ItCombinations,
                CombiKind::CombinationsWr => TypeTag::ItCombinationsWr,
            },
            LibObj::Deque(_) => TypeTag::Deque,
            LibObj::DequeIter { rev: false, .. } => TypeTag::DequeIter,
            LibObj::DequeIter { rev: true, .. } => TypeTag::DequeRevIter,
            LibObj::ItemGetter { .. } => TypeTag::ItemGetter,
            LibObj::CopyMemo(_) => TypeTag::CopyMemo,
            LibObj::Tee { .. } => TypeTag::ItTee,
            LibObj::ChainMap { .. } => TypeTag::ChainMap,
            LibObj::ChainView { view, .. } => match view {
                crate::heap::DictView::Keys => TypeTag::ChainKeysView,
                crate::heap::DictView::Values => TypeTag::ChainValuesView,
                crate::heap::DictView::Items => TypeTag::ChainItemsView,
            },
            LibObj::TeeData { .. } => TypeTag::TeeData,
            LibObj::AttrGetter { .. } => TypeTag::AttrGetter,
            LibObj::MethodCaller { .. } => TypeTag::MethodCaller,
        }
    }

    /// True for the iterators (`iter()` returns them, `next()` steps them).
    pub fn is_iterator(&self) -> bool {
        self.type_tag().is_itertools() || matches!(self, LibObj::DequeIter { .. })
    }

    /// Bytes it owns beyond its arena slot.
    pub fn byte_size(&self) -> u64 {
        match self {
            LibObj::LruWrapper(_) => malloc_size(std::mem::size_of::<Lru>() as u64),
            LibObj::Cycle { saved, .. } => malloc_size(saved.capacity() as u64 * 16),
            LibObj::ZipLongest { its, .. } => malloc_size(its.capacity() as u64 * 16),
            LibObj::Combi(c) => {
                malloc_size(std::mem::size_of::<Combi>() as u64)
                    + malloc_size(c.pools.capacity() as u64 * 24)
                    + c.pools
                        .iter()
                        .map(|p| malloc_size(p.capacity() as u64 * 16))
                        .sum::<u64>()
                    + malloc_size(c.indices.capacity() as u64 * 8)
                    + malloc_size(c.cycles.capacity() as u64 * 8)
            }
            LibObj::TeeData { values, .. } => malloc_size(values.capacity() as u64 * 16),
            LibObj::Deque(d) => {
                malloc_size(std::mem::size_of::<Deque>() as u64)
                    + malloc_size(d.items.capacity() as u64 * 16)
            }
            _ => 0,
        }
    }

    /// The handles it refers to, for the collector.
    pub fn children(&self, out: &mut Vec<Handle>) {
        let mut push = |v: Value| {
            if let Value::Obj(h) = v {
                out.push(h);
            }
        };
        match self {
            LibObj::Partial { func, args, kws } => {
                push(*func);
                push(*args);
                push(*kws);
            }
            LibObj::Wraps { wrapped } => push(*wrapped),
            LibObj::LruDeco { .. } => {}
            LibObj::LruWrapper(l) => {
                push(l.func);
                push(Value::Obj(l.cache));
                push(l.mark);
            }
            LibObj::CacheInfo { tuple } => push(*tuple),
            LibObj::KeyWrapper { cmp, obj } => {
                push(*cmp);
                push(*obj);
            }
            LibObj::Count { cur, step } => {
                push(*cur);
                push(*step);
            }
            LibObj::Cycle { it, saved, .. } => {
                push(*it);
                saved.iter().for_each(|v| push(*v));
            }
            LibObj::Repeat { obj, .. } => push(*obj),
            LibObj::Accumulate {
                it,
                func,
                total,
                initial,
            } => [*it, *func, *total, *initial].into_iter().for_each(push),
            LibObj::Chain { source, active } => {
                push(*source);
                push(*active);
            }
            LibObj::Compress { data, sel } => {
                push(*data);
                push(*sel);
            }
            LibObj::DropWhile { pred, it, .. }
            | LibObj::TakeWhile { pred, it, .. }
            | LibObj::FilterFalse { pred, it } => {
                push(*pred);
                push(*it);
            }
            LibObj::GroupBy {
                it,
                key,
                tgt,
                curkey,
                cur,
                grouper,
            } => [*it, *key, *tgt, *curkey, *cur, *grouper]
                .into_iter()
                .for_each(push),
            LibObj::Grouper { parent, tgt } => {
                push(*parent);
                push(*tgt);
            }
            LibObj::Islice { it, .. } => push(*it),
            LibObj::Pairwise { it, old } => {
                push(*it);
                push(*old);
            }
            LibObj::Starmap { func, it } => {
                push(*func);
                push(*it);
            }
            LibObj::ZipLongest { its, fill, .. } => {
                its.iter().for_each(|v| push(*v));
                push(*fill);
            }
            LibObj::Combi(c) => c.pools.iter().flatten().for_each(|v| push(*v)),
            LibObj::Deque(d) => d.items.iter().for_each(|v| push(*v)),
            LibObj::DequeIter { deque, .. } => push(*deque),
            LibObj::ItemGetter { items } => push(*items),
            LibObj::Tee { link, .. } => push(*link),
            LibObj::ChainMap { maps } => push(*maps),
            LibObj::ChainView { cm, .. } => push(*cm),
            LibObj::TeeData {
                it, values, next, ..
            } => {
                push(*it);
                push(*next);
                values.iter().for_each(|v| push(*v));
            }
            LibObj::CopyMemo(m) => {
                m.map.values().for_each(|v| push(*v));
                m.keep.iter().for_each(|v| push(*v));
                m.results.iter().for_each(|v| push(*v));
                for t in &m.tasks {
                    match t {
                        CopyTask::Copy { x, .. } => push(*x),
                        CopyTask::Build { src, dst, .. } => {
                            push(*src);
                            push(*dst);
                        }
                    }
                }
            }
            LibObj::AttrGetter { attrs } => push(*attrs),
            LibObj::MethodCaller { name, args, kws } => {
                [*name, *args, *kws].into_iter().for_each(push)
            }
        }
    }
}

/// CPython's `tp_name` of an `itertools` type (`itertools.count`), as error messages print it.
pub fn itertools_tp_name(t: TypeTag) -> &'static str {
    match t {
        TypeTag::ItCount => "itertools.count",
        TypeTag::ItCycle => "itertools.cycle",
        TypeTag::ItRepeat => "itertools.repeat",
        TypeTag::ItAccumulate => "itertools.accumulate",
        TypeTag::ItChain => "itertools.chain",
        TypeTag::ItCompress => "itertools.compress",
        TypeTag::ItDropwhile => "itertools.dropwhile",
        TypeTag::ItTakewhile => "itertools.takewhile",
        TypeTag::ItFilterfalse => "itertools.filterfalse",
        TypeTag::ItGroupby => "itertools.groupby",
        TypeTag::ItGrouper => "itertools._grouper",
        TypeTag::ItIslice => "itertools.islice",
        TypeTag::ItPairwise => "itertools.pairwise",
        TypeTag::ItStarmap => "itertools.starmap",
        TypeTag::ItZipLongest => "itertools.zip_longest",
        TypeTag::ItTee => "itertools._tee",
        TypeTag::TeeData => "itertools._tee_dataobject",
        TypeTag::ItProduct => "itertools.product",
        TypeTag::ItPermutations => "itertools.permutations",
        TypeTag::ItCombinations => "itertools.combinations",
        TypeTag::ItCombinationsWr => "itertools.combinations_with_replacement",
        TypeTag::Deque => "collections.deque",
        TypeTag::DequeIter => "_collections._deque_iterator",
        TypeTag::DequeRevIter => "_collections._deque_reverse_iterator",
        TypeTag::ItemGetter => "operator.itemgetter",
        TypeTag::CopyMemo => "copy._memo",
        TypeTag::AttrGetter => "operator.attrgetter",
        TypeTag::MethodCaller => "operator.methodcaller",
        t => t.name(),
    }
}
/// Attributes (dunders included) CPython 3.11's types of these objects have, from `dir()`:
/// one Pyrite lacks is refused as not supported, never a false AttributeError.
pub const CPYTHON_LIB_ATTRS: &[(&str, &[&str])] = &[
    (
        "functools.partial",
        &[
            "__call__",
            "__class__",
            "__class_getitem__",
            "__delattr__",
            "__dict__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__le__",
            "__lt__",
            "__module__",
            "__ne__",
            "__new__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
            "__vectorcalloffset__",
            "args",
            "func",
            "keywords",
        ],
    ),
    (
        "functools._lru_cache_wrapper",
        &[
            "__call__",
            "__class__",
            "__copy__",
            "__deepcopy__",
            "__delattr__",
            "__dict__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__get__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__le__",
            "__lt__",
            "__module__",
            "__ne__",
            "__new__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
            "cache_clear",
            "cache_info",
        ],
    ),
    (
        "functools.KeyWrapper",
        &[
            "__call__",
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__le__",
            "__lt__",
            "__module__",
            "__ne__",
            "__new__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
            "obj",
        ],
    ),
    (
        "CacheInfo",
        &[
            "__add__",
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getitem__",
            "__getnewargs__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__match_args__",
            "__module__",
            "__mul__",
            "__ne__",
            "__new__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__rmul__",
            "__setattr__",
            "__sizeof__",
            "__slots__",
            "__str__",
            "__subclasshook__",
            "_asdict",
            "_field_defaults",
            "_fields",
            "_make",
            "_replace",
            "count",
            "currsize",
            "hits",
            "index",
            "maxsize",
            "misses",
        ],
    ),
    (
        "itertools.count",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.cycle",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.repeat",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__length_hint__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.accumulate",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.chain",
        &[
            "__class__",
            "__class_getitem__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
            "from_iterable",
        ],
    ),
    (
        "itertools.compress",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.dropwhile",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.takewhile",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.filterfalse",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.groupby",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools._grouper",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.islice",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.pairwise",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.starmap",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.zip_longest",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.product",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.permutations",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.combinations",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools.combinations_with_replacement",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "collections.deque",
        &[
            "__add__",
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__copy__",
            "__delattr__",
            "__delitem__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getitem__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__iadd__",
            "__imul__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__mul__",
            "__ne__",
            "__new__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__reversed__",
            "__rmul__",
            "__setattr__",
            "__setitem__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
            "append",
            "appendleft",
            "clear",
            "copy",
            "count",
            "extend",
            "extendleft",
            "index",
            "insert",
            "maxlen",
            "pop",
            "popleft",
            "remove",
            "reverse",
            "rotate",
        ],
    ),
    (
        "_collections._deque_iterator",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__length_hint__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "_collections._deque_reverse_iterator",
        &[
            "__class__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__length_hint__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "itertools._tee",
        &[
            "__class__",
            "__copy__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__lt__",
            "__ne__",
            "__new__",
            "__next__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__setstate__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
        ],
    ),
    (
        "ChainMap",
        &[
            "_MutableMapping__marker",
            "__abstractmethods__",
            "__bool__",
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__copy__",
            "__delattr__",
            "__delitem__",
            "__dict__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getitem__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__ior__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__missing__",
            "__module__",
            "__ne__",
            "__new__",
            "__or__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__reversed__",
            "__ror__",
            "__setattr__",
            "__setitem__",
            "__sizeof__",
            "__slots__",
            "__str__",
            "__subclasshook__",
            "__weakref__",
            "_abc_impl",
            "clear",
            "copy",
            "fromkeys",
            "get",
            "items",
            "keys",
            "new_child",
            "parents",
            "pop",
            "popitem",
            "setdefault",
            "update",
            "values",
        ],
    ),
    (
        "KeysView",
        &[
            "__abstractmethods__",
            "__and__",
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__module__",
            "__ne__",
            "__new__",
            "__or__",
            "__rand__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__ror__",
            "__rsub__",
            "__rxor__",
            "__setattr__",
            "__sizeof__",
            "__slots__",
            "__str__",
            "__sub__",
            "__subclasshook__",
            "__xor__",
            "_abc_impl",
            "_from_iterable",
            "_hash",
            "_mapping",
            "isdisjoint",
        ],
    ),
    (
        "ValuesView",
        &[
            "__abstractmethods__",
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__module__",
            "__ne__",
            "__new__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__setattr__",
            "__sizeof__",
            "__slots__",
            "__str__",
            "__subclasshook__",
            "_abc_impl",
            "_mapping",
        ],
    ),
    (
        "ItemsView",
        &[
            "__abstractmethods__",
            "__and__",
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__delattr__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__module__",
            "__ne__",
            "__new__",
            "__or__",
            "__rand__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__ror__",
            "__rsub__",
            "__rxor__",
            "__setattr__",
            "__sizeof__",
            "__slots__",
            "__str__",
            "__sub__",
            "__subclasshook__",
            "__xor__",
            "_abc_impl",
            "_from_iterable",
            "_hash",
            "_mapping",
            "isdisjoint",
        ],
    ),
    (
        "copy._memo",
        &[
            "__class__",
            "__class_getitem__",
            "__contains__",
            "__delattr__",
            "__delitem__",
            "__dir__",
            "__doc__",
            "__eq__",
            "__format__",
            "__ge__",
            "__getattribute__",
            "__getitem__",
            "__getstate__",
            "__gt__",
            "__hash__",
            "__init__",
            "__init_subclass__",
            "__ior__",
            "__iter__",
            "__le__",
            "__len__",
            "__lt__",
            "__ne__",
            "__new__",
            "__or__",
            "__reduce__",
            "__reduce_ex__",
            "__repr__",
            "__reversed__",
            "__ror__",
            "__setattr__",
            "__setitem__",
            "__sizeof__",
            "__str__",
            "__subclasshook__",
            "clear",
            "copy",
            "fromkeys",
            "get",
            "items",
            "keys",
            "pop",
            "popitem",
            "setdefault",
            "update",
            "values",
        ],
    ),
];
