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
    /// A list subclass's instance rebuilt by `_reconstruct`: the first result is the instance
    /// (its attributes set), the rest are its items' copies, appended to the list it carries.
    SubclassList,
    /// A dict subclass's instance rebuilt by `_reconstruct`: the first result is the instance,
    /// the rest its items' copies, key first then value, stored in the dict it carries.
    SubclassDict,
    /// A tuple subclass's instance (a namedtuple's) rebuilt by `_reconstruct`: the results are
    /// its items' copies, `cls.__new__(cls, *items)` is memoized, then its attributes (named
    /// by the Build) are copied into it by a second, `Instance` Build.
    SubclassTuple,
}

/// A step of `copy.deepcopy`'s explicit stack.
#[derive(Clone, Debug)]
pub enum CopyTask {
    /// Copy `x` (its copy goes on the results). `depth`: the frames CPython would use to get
    /// here; `call`: which of the levels its parent's helpers use on the way here are C calls
    /// (CPython's RecursionError message says whether the first level past the limit is one).
    Copy {
        /// The value.
        x: Value,
        /// Frames used above it.
        depth: u32,
        /// Bit `i` set: the level `depth - i` is a C call, not a Python frame.
        call: u8,
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

/// How many options a `textwrap.TextWrapper` holds.
pub const TEXTWRAPPER_OPTIONS: usize = 12;

/// The names of a `textwrap.TextWrapper`'s options, in constructor order.
pub const TEXTWRAPPER_FIELDS: [&str; TEXTWRAPPER_OPTIONS] = [
    "width",
    "initial_indent",
    "subsequent_indent",
    "expand_tabs",
    "replace_whitespace",
    "fix_sentence_endings",
    "break_long_words",
    "drop_whitespace",
    "break_on_hyphens",
    "tabsize",
    "max_lines",
    "placeholder",
];

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
    /// `functools.singledispatch(func)`'s generic function (`vm/singledispatch.rs`).
    SingleDispatch {
        /// The function decorated (the implementation for `object`).
        func: Value,
        /// The registry: a dict from class to implementation.
        registry: Value,
        /// `registry`'s read-only view (a `mappingproxy`), made once.
        proxy: Value,
    },
    /// `cache_info()`'s result: a tuple `(hits, misses, maxsize, currsize)` with field names.
    CacheInfo {
        /// The tuple of the four values.
        tuple: Value,
    },
    /// A struct sequence of `sys` (`version_info`, `float_info`, `int_info`): a tuple whose
    /// items are also attributes ([`struct_fields`]).
    StructSeq {
        /// Which one (its type).
        tag: TypeTag,
        /// The tuple of its values.
        tuple: Value,
    },
    /// `sys.stdout` (`err` false) or `sys.stderr`: `write` and `flush` into the run's output.
    Stream {
        /// `sys.stderr`.
        err: bool,
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
    /// A `random.Random` generator (the module's functions use one made per run).
    Random(Box<RandomState>),
    /// What `heapq.merge(*iterables, key=, reverse=)` returns (CPython: a generator).
    HeapMerge(Box<HeapMerge>),
    /// What `iter(EnumClass)` / `reversed(EnumClass)` return (CPython: the generator
    /// expression of `EnumType.__iter__` / `__reversed__`): the members, in a tuple.
    EnumIter {
        /// The members still to give start at `idx` of this tuple.
        members: Value,
        /// The next member's index.
        idx: usize,
        /// Made by `__reversed__`.
        rev: bool,
    },
    /// A `hashlib` hash object (`hashlib.sha256()`, ...).
    Hash(Box<Hasher>),
    /// A `string.Template`: the template given (any value; its methods require a str).
    Template {
        /// `.template`.
        template: Value,
    },
    /// A `textwrap.TextWrapper`: its options in constructor order (width, initial_indent,
    /// subsequent_indent, expand_tabs, replace_whitespace, fix_sentence_endings,
    /// break_long_words, drop_whitespace, break_on_hyphens, tabsize, max_lines,
    /// placeholder), any values, as CPython's instance attributes; `wrap` checks them.
    TextWrapper(Box<[Value; TEXTWRAPPER_OPTIONS]>),
    /// An immutable value of a stdlib type whose behaviour lives in `pyrite-stdlib` (a
    /// `datetime.date`, `timedelta`, ...): its special methods are native methods of its
    /// type (`__add__`, `__eq__`, `__hash__`, `__repr__`, ...), its data attributes native
    /// getters (`NativeTable::getters`); see `vm/libobj.rs`.
    Value(LibValue),
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
    /// A compiled `re` pattern.
    RePattern(Box<RePattern>),
    /// A `re` match.
    ReMatch(Box<ReMatch>),
    /// `Pattern.scanner(string)`: the state `finditer` steps (`_sre.SRE_Scanner`).
    ReScanner(Box<ReScanner>),
    /// A `re.RegexFlag` value (an int with the flags' names as its repr).
    ReFlag(i64),
}

/// Where a `heapq.merge` iterator resumes (`vm/heapq.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeState {
    /// Not started: the body has not run.
    Fresh,
    /// The value of the heap's top entry was yielded: advance that entry's iterator.
    Yielded,
    /// One input left: its iterator is drained (`yield from`).
    Tail,
    /// A step is running (a re-entrant `next()` is "already executing").
    Running,
    /// Finished (exhausted, or ended by an error).
    Done,
}

/// A `heapq.merge` iterator's state: Lib/heapq.py's locals.
#[derive(Clone, Debug)]
pub struct HeapMerge {
    /// The iterables, a tuple.
    pub sources: Value,
    /// The key function, `None` for none.
    pub key: Value,
    /// `reverse=` as given (its truth is taken when the body starts).
    pub reverse: Value,
    /// Its truth, once started.
    pub max: bool,
    /// The heap: a list of `[value, order, iterator]` (with a key: `[key, order, value,
    /// iterator]`) lists; `Undef` before the start.
    pub heap: Value,
    /// The last input's iterator once one is left.
    pub tail: Value,
    /// Where it resumes.
    pub state: MergeState,
}
/// A `random.Random`'s state: the Mersenne Twister and `gauss`'s cached next value.
#[derive(Clone, Debug)]
pub struct RandomState {
    /// The generator.
    pub mt: crate::mt19937::Mt,
    /// `gauss_next`: `None`, or the second value of the last `gauss()` pair (any value
    /// `setstate` put there).
    pub gauss_next: Value,
}

/// The running state of a `hashlib` hash object: RustCrypto's digests, which are exact
/// implementations of the standard algorithms (what CPython gets from OpenSSL).
#[derive(Clone, Debug)]
pub enum Hasher {
    /// MD5.
    Md5(md5::Md5),
    /// SHA-1.
    Sha1(sha1::Sha1),
    /// SHA-224.
    Sha224(sha2::Sha224),
    /// SHA-256.
    Sha256(sha2::Sha256),
    /// SHA-384.
    Sha384(sha2::Sha384),
    /// SHA-512.
    Sha512(sha2::Sha512),
}

impl Hasher {
    /// The hasher for an algorithm's name as `hashlib.new` takes it (any case), if Pyrite
    /// has it.
    pub fn new(name: &str) -> Option<Hasher> {
        use sha2::Digest;
        Some(match name.to_ascii_lowercase().as_str() {
            "md5" => Hasher::Md5(md5::Md5::new()),
            "sha1" => Hasher::Sha1(sha1::Sha1::new()),
            "sha224" => Hasher::Sha224(sha2::Sha224::new()),
            "sha256" => Hasher::Sha256(sha2::Sha256::new()),
            "sha384" => Hasher::Sha384(sha2::Sha384::new()),
            "sha512" => Hasher::Sha512(sha2::Sha512::new()),
            _ => return None,
        })
    }

    /// The algorithm's name (`h.name`).
    pub fn name(&self) -> &'static str {
        match self {
            Hasher::Md5(_) => "md5",
            Hasher::Sha1(_) => "sha1",
            Hasher::Sha224(_) => "sha224",
            Hasher::Sha256(_) => "sha256",
            Hasher::Sha384(_) => "sha384",
            Hasher::Sha512(_) => "sha512",
        }
    }

    /// `h.digest_size` in bytes.
    pub fn digest_size(&self) -> usize {
        match self {
            Hasher::Md5(_) => 16,
            Hasher::Sha1(_) => 20,
            Hasher::Sha224(_) => 28,
            Hasher::Sha256(_) => 32,
            Hasher::Sha384(_) => 48,
            Hasher::Sha512(_) => 64,
        }
    }

    /// `h.block_size` in bytes.
    pub fn block_size(&self) -> usize {
        match self {
            Hasher::Sha384(_) | Hasher::Sha512(_) => 128,
            _ => 64,
        }
    }

    /// Feeds `data`.
    pub fn update(&mut self, data: &[u8]) {
        use sha2::Digest;
        match self {
            Hasher::Md5(h) => h.update(data),
            Hasher::Sha1(h) => h.update(data),
            Hasher::Sha224(h) => h.update(data),
            Hasher::Sha256(h) => h.update(data),
            Hasher::Sha384(h) => h.update(data),
            Hasher::Sha512(h) => h.update(data),
        }
    }

    /// The digest of what was fed so far (the state is kept, as `h.digest()` keeps it).
    pub fn digest(&self) -> Vec<u8> {
        use sha2::Digest;
        match self {
            Hasher::Md5(h) => h.clone().finalize().to_vec(),
            Hasher::Sha1(h) => h.clone().finalize().to_vec(),
            Hasher::Sha224(h) => h.clone().finalize().to_vec(),
            Hasher::Sha256(h) => h.clone().finalize().to_vec(),
            Hasher::Sha384(h) => h.clone().finalize().to_vec(),
            Hasher::Sha512(h) => h.clone().finalize().to_vec(),
        }
    }
}

/// The fields of a [`LibObj::Value`]: two integers and one value, read as its type's module
/// decides (datetime packs a date and a time of day into them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LibValue {
    /// Its type.
    pub tag: TypeTag,
    /// First integer field.
    pub a: i64,
    /// Second integer field.
    pub b: i64,
    /// A value it refers to (a tzinfo, a name, a tuple), `Undef` for none.
    pub obj: Value,
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
            LibObj::SingleDispatch { .. } => TypeTag::SingleDispatch,
            LibObj::CacheInfo { .. } => TypeTag::CacheInfo,
            LibObj::StructSeq { tag, .. } => *tag,
            LibObj::Stream { .. } => TypeTag::TextIOWrapper,
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
            LibObj::Random(_) => TypeTag::Random,
            LibObj::HeapMerge(_) | LibObj::EnumIter { .. } => TypeTag::MergeGenerator,
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
            LibObj::Hash(_) => TypeTag::Hash,
            LibObj::Template { .. } => TypeTag::Template,
            LibObj::TextWrapper(_) => TypeTag::TextWrapper,
            LibObj::Value(v) => v.tag,
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
        self.type_tag().is_itertools()
            || matches!(
                self,
                LibObj::HeapMerge(_) | LibObj::DequeIter { .. } | LibObj::EnumIter { .. }
            )
    }

    /// Bytes it owns beyond its arena slot.
    pub fn byte_size(&self) -> u64 {
        match self {
            LibObj::LruWrapper(_) => malloc_size(std::mem::size_of::<Lru>() as u64),
            LibObj::Random(_) => malloc_size(std::mem::size_of::<RandomState>() as u64),
            LibObj::HeapMerge(_) => malloc_size(std::mem::size_of::<HeapMerge>() as u64),
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
            LibObj::Hash(_) => malloc_size(std::mem::size_of::<Hasher>() as u64),
            LibObj::TextWrapper(_) => malloc_size(16 * TEXTWRAPPER_OPTIONS as u64),
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
            LibObj::SingleDispatch {
                func,
                registry,
                proxy,
            } => {
                push(*func);
                push(*registry);
                push(*proxy);
            }
            LibObj::Template { template } => push(*template),
            LibObj::TextWrapper(o) => o.iter().for_each(|v| push(*v)),
            LibObj::LruDeco { .. } | LibObj::Hash(_) => {}
            LibObj::LruWrapper(l) => {
                push(l.func);
                push(Value::Obj(l.cache));
                push(l.mark);
            }
            LibObj::CacheInfo { tuple } | LibObj::StructSeq { tuple, .. } => push(*tuple),
            LibObj::Stream { .. } => {}
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
            LibObj::Random(r) => push(r.gauss_next),
            LibObj::HeapMerge(m) => [m.sources, m.key, m.reverse, m.heap, m.tail]
                .into_iter()
                .for_each(push),
            LibObj::Value(v) => push(v.obj),
            LibObj::Deque(d) => d.items.iter().for_each(|v| push(*v)),
            LibObj::DequeIter { deque, .. } => push(*deque),
            LibObj::EnumIter { members, .. } => push(*members),
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

/// The field names of a struct sequence, in order.
pub fn struct_fields(t: TypeTag) -> &'static [&'static str] {
    match t {
        TypeTag::CacheInfo => &["hits", "misses", "maxsize", "currsize"],
        TypeTag::LinearRegression => &["slope", "intercept"],
        TypeTag::VersionInfo => &["major", "minor", "micro", "releaselevel", "serial"],
        TypeTag::FloatInfo => &[
            "max",
            "max_exp",
            "max_10_exp",
            "min",
            "min_exp",
            "min_10_exp",
            "dig",
            "mant_dig",
            "epsilon",
            "radix",
            "rounds",
        ],
        TypeTag::IntInfo => &[
            "bits_per_digit",
            "sizeof_digit",
            "default_max_str_digits",
            "str_digits_check_threshold",
        ],
        _ => &[],
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

/// `RegexFlag.name`: the members' names joined by `|` (other bits in hex after them),
/// `NOFLAG` for 0, `None` when no member's bit is set (CPython's pseudo-member of unnamed bits).
pub fn re_flag_name(v: i64) -> Option<String> {
    if v != 0 && v & 511 == 0 {
        return None;
    }
    Some(re_flag_repr(v).replace("re.", ""))
}

/// The values of the `re.RegexFlag` members whose bit is set in `v`, in definition order
/// (what iterating a flag gives).
pub fn re_flag_members(v: i64) -> Vec<i64> {
    RE_FLAG_NAMES
        .iter()
        .map(|(_, b)| *b)
        .filter(|b| v & b != 0)
        .collect()
}

/// The `re.RegexFlag` members, in definition order.
const RE_FLAG_NAMES: [(&str, i64); 9] = [
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

/// `repr()` and `str()` of a `re.RegexFlag` (members in definition order, then the other
/// bits in hex).
pub fn re_flag_repr(v: i64) -> String {
    if v == 0 {
        return "re.NOFLAG".into();
    }
    let mut f = v;
    let mut parts = Vec::new();
    for (n, b) in RE_FLAG_NAMES {
        if f & b != 0 {
            parts.push(n.to_string());
            f &= !b;
        }
    }
    if parts.is_empty() {
        // Only unnamed bits: CPython's pseudo-member repr.
        return format!("re.RegexFlag({v})");
    }
    if f != 0 {
        parts.push(format!("0x{f:x}"));
    }
    parts.join("|")
}
