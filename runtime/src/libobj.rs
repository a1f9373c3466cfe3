//! Objects of the allowlisted stdlib modules that are neither plain built-in values nor
//! script instances: `functools.partial`, the `lru_cache` wrapper and its `CacheInfo`,
//! `cmp_to_key`'s `KeyWrapper`s, and the lazy iterators of `itertools`. One heap variant
//! (`Obj::Lib`) holds them all; their behaviour (calls, iteration, attributes, repr) is in
//! `vm/libobj.rs`.

use crate::heap::malloc_size;
use crate::value::{Handle, TypeTag, Value};

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
    /// A compiled `re` pattern.
    RePattern(Box<RePattern>),
    /// A `re` match.
    ReMatch(Box<ReMatch>),
    /// `Pattern.scanner(string)`: the state `finditer` steps (`_sre.SRE_Scanner`).
    ReScanner(Box<ReScanner>),
    /// A `re.RegexFlag` value (an int with the flags' names as its repr).
    ReFlag(i64),
}

/// A compiled regular expression (`re.Pattern`). The matcher itself belongs to the stdlib
/// crate; the runtime only holds it.
#[derive(Clone, Debug)]
pub struct RePattern {
    /// The pattern string.
    pub pattern: Value,
    /// `Pattern.flags` (the int).
    pub flags: i64,
    /// `Pattern.groups`.
    pub groups: usize,
    /// Group names and numbers, in definition order.
    pub names: Vec<(String, usize)>,
    /// The compiled matcher (the stdlib's type).
    pub compiled: std::sync::Arc<dyn std::any::Any + Send + Sync>,
    /// Bytes it is charged for (the matcher's bound).
    pub bytes: u64,
}

/// A match (`re.Match`): the spans of its groups, in characters and bytes.
#[derive(Clone, Debug)]
pub struct ReMatch {
    /// The `Pattern`.
    pub pattern: Value,
    /// The string searched.
    pub string: Value,
    /// `pos` and `endpos` as given (clamped, in characters).
    pub pos: i64,
    /// See `pos`.
    pub endpos: i64,
    /// Per group (0 first): (start char, end char, start byte, end byte), or `None`.
    pub spans: Vec<Option<[usize; 4]>>,
    /// `lastindex` (the group that closed last), 0 for none.
    pub lastindex: usize,
}

/// The position of a `finditer` scan.
#[derive(Clone, Debug)]
pub struct ReScanner {
    /// The `Pattern`.
    pub pattern: Value,
    /// The string searched.
    pub string: Value,
    /// The next search's start, in characters and bytes.
    pub chr: usize,
    /// See `chr`.
    pub byte: usize,
    /// `pos` and `endpos` (characters) and `endpos` in bytes.
    pub pos: i64,
    /// See `pos`.
    pub endpos: i64,
    /// See `pos`.
    pub end_byte: usize,
    /// The last match was empty: the next may not be empty at the same place.
    pub must_advance: bool,
    /// Exhausted.
    pub done: bool,
    /// The haystack's conditions were checked.
    pub checked: bool,
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
            LibObj::RePattern(_) => TypeTag::RePattern,
            LibObj::ReMatch(_) => TypeTag::ReMatch,
            LibObj::ReScanner(_) => TypeTag::ReScanner,
            LibObj::ReFlag(_) => TypeTag::ReFlag,
            LibObj::Combi(c) => match c.kind {
                CombiKind::Product => TypeTag::ItProduct,
                CombiKind::Permutations => TypeTag::ItPermutations,
                CombiKind::Combinations => TypeTag::ItCombinations,
                CombiKind::CombinationsWr => TypeTag::ItCombinationsWr,
            },
        }
    }

    /// True for the iterators (`iter()` returns them, `next()` steps them).
    pub fn is_iterator(&self) -> bool {
        self.type_tag().is_itertools()
    }

    /// Bytes it owns beyond its arena slot.
    pub fn byte_size(&self) -> u64 {
        match self {
            LibObj::LruWrapper(_) => malloc_size(std::mem::size_of::<Lru>() as u64),
            LibObj::RePattern(p) => {
                malloc_size(std::mem::size_of::<RePattern>() as u64)
                    + p.bytes
                    + p.names
                        .iter()
                        .map(|(n, _)| 32 + n.len() as u64)
                        .sum::<u64>()
            }
            LibObj::ReMatch(m) => {
                malloc_size(std::mem::size_of::<ReMatch>() as u64)
                    + malloc_size(m.spans.capacity() as u64 * 40)
            }
            LibObj::ReScanner(_) => malloc_size(std::mem::size_of::<ReScanner>() as u64),
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
            LibObj::RePattern(p) => push(p.pattern),
            LibObj::ReMatch(m) => {
                push(m.pattern);
                push(m.string);
            }
            LibObj::ReScanner(s) => {
                push(s.pattern);
                push(s.string);
            }
            LibObj::ReFlag(_) => {}
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
        TypeTag::ItProduct => "itertools.product",
        TypeTag::ItPermutations => "itertools.permutations",
        TypeTag::ItCombinations => "itertools.combinations",
        TypeTag::ItCombinationsWr => "itertools.combinations_with_replacement",
        t => t.name(),
    }
}
/// Attributes (dunders included) CPython 3.11's types of these objects have, from `dir()`:
/// one Pyrite lacks is refused as not supported, never a false AttributeError.
pub const CPYTHON_LIB_ATTRS: &[(&str, &[&str])] = &[
    (
        "re.Pattern",
        &[
            "__class__",
            "__class_getitem__",
            "__copy__",
            "__deepcopy__",
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
            "findall",
            "finditer",
            "flags",
            "fullmatch",
            "groupindex",
            "groups",
            "match",
            "pattern",
            "scanner",
            "search",
            "split",
            "sub",
            "subn",
        ],
    ),
    (
        "re.Match",
        &[
            "__class__",
            "__class_getitem__",
            "__copy__",
            "__deepcopy__",
            "__delattr__",
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
            "end",
            "endpos",
            "expand",
            "group",
            "groupdict",
            "groups",
            "lastgroup",
            "lastindex",
            "pos",
            "re",
            "regs",
            "span",
            "start",
            "string",
        ],
    ),
    (
        "RegexFlag",
        &[
            "name",
            "value",
            "bit_length",
            "bit_count",
            "to_bytes",
            "as_integer_ratio",
            "conjugate",
            "denominator",
            "numerator",
            "real",
            "imag",
        ],
    ),
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
];

/// The flags part of `repr(Pattern)` (`pattern_repr` in `_sre.c`), `None` when there are none.
pub fn re_pattern_flags_repr(flags: i64) -> Option<String> {
    const NAMES: [(&str, i64); 9] = [
        ("re.TEMPLATE", 1),
        ("re.IGNORECASE", 2),
        ("re.LOCALE", 4),
        ("re.MULTILINE", 8),
        ("re.DOTALL", 16),
        ("re.UNICODE", 32),
        ("re.VERBOSE", 64),
        ("re.DEBUG", 128),
        ("re.ASCII", 256),
    ];
    let mut f = flags;
    if f & (4 | 32 | 256) == 32 {
        f &= !32;
    }
    if f == 0 {
        return None;
    }
    let mut parts = Vec::new();
    for (n, v) in NAMES {
        if f & v != 0 {
            parts.push(n.to_string());
            f &= !v;
        }
    }
    if f != 0 {
        parts.push(format!("0x{f:x}"));
    }
    Some(parts.join("|"))
}

/// `repr()` and `str()` of a `re.RegexFlag` (members in definition order, then the other
/// bits in hex).
pub fn re_flag_repr(v: i64) -> String {
    const NAMES: [(&str, i64); 9] = [
        ("re.ASCII", 256),
        ("re.IGNORECASE", 2),
        ("re.LOCALE", 4),
        ("re.UNICODE", 32),
        ("re.MULTILINE", 8),
        ("re.DOTALL", 16),
        ("re.VERBOSE", 64),
        ("re.TEMPLATE", 1),
        ("re.DEBUG", 128),
    ];
    if v == 0 {
        return "re.NOFLAG".into();
    }
    let mut f = v;
    let mut parts = Vec::new();
    for (n, b) in NAMES {
        if f & b != 0 {
            parts.push(n.to_string());
            f &= !b;
        }
    }
    if f != 0 {
        parts.push(format!("0x{f:x}"));
    }
    parts.join("|")
}
