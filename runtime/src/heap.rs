//! The heap: an arena of objects addressed by [`Handle`]s, with byte accounting and a
//! mark-and-sweep collector.
//!
//! Rules: every object enters through [`Heap::insert`] after its bytes were charged by the VM's
//! choke point (`Vm::alloc`); the collector runs only when the VM calls it with the complete
//! root set (between instructions, or inside a charge with the instruction's fresh objects
//! pinned). Handles are never reused while reachable.

use num_bigint::BigInt;

use crate::dict::Dict;
use crate::hash::StrHashKey;
use crate::object::{
    push_handle, AttrMap, Class, Function, Generator, Instance, Module, Property, Super,
};
pub use crate::strbuf::{PyStr, StrRef};
use crate::value::{Handle, TypeTag, Value};

/// The bytes glibc's malloc holds for an allocation of `n` bytes: an 8-byte header, 16-byte
/// granularity, 32 bytes at least; nothing for `n == 0` (an empty `Vec` allocates nothing).
pub fn malloc_size(n: u64) -> u64 {
    if n == 0 {
        0
    } else {
        (n + 8).div_ceil(16).saturating_mul(16).max(32)
    }
}

/// [`malloc_size`] of a `Box<T>`.
fn boxed<T>() -> u64 {
    malloc_size(std::mem::size_of::<T>() as u64)
}

/// Which view of a dict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DictView {
    /// `dict.keys()`.
    Keys,
    /// `dict.values()`.
    Values,
    /// `dict.items()`.
    Items,
}

/// The bounds of a range that does not fit `i64` (boxed where it is held: it is big and rare).
#[derive(Clone, Debug)]
pub struct BigBounds {
    /// The first value (in an iterator: the next one).
    pub start: BigInt,
    /// The exclusive bound.
    pub stop: BigInt,
    /// The step (never zero).
    pub step: BigInt,
}

impl BigBounds {
    /// The bytes its three ints hold on the heap, and its box.
    fn byte_size(&self) -> u64 {
        let digits = [&self.start, &self.stop, &self.step]
            .iter()
            .map(|b| malloc_size(b.bits().div_ceil(64) * 8))
            .sum::<u64>();
        boxed::<BigBounds>() + digits
    }
}

/// The state of an iterator object.
#[derive(Clone, Debug)]
pub enum IterState {
    /// Over a list or tuple by index (a list may change size while iterated, as in CPython).
    Seq {
        /// The list or tuple iterated.
        seq: Handle,
        /// Index of the next item.
        idx: usize,
    },
    /// Over a list backwards; `idx` is the count still to yield.
    SeqRev {
        /// The list iterated.
        seq: Handle,
        /// Items still to yield.
        idx: usize,
    },
    /// Over a string by byte offset.
    Str {
        /// The string iterated.
        s: Handle,
        /// Byte offset of the next character.
        pos: usize,
    },
    /// Over a bytes or bytearray by index (a bytearray may change size while iterated).
    Bytes {
        /// The bytes or bytearray iterated.
        b: Handle,
        /// Index of the next byte.
        idx: usize,
    },
    /// Over a range.
    Range {
        /// The next value.
        cur: i64,
        /// The exclusive bound.
        stop: i64,
        /// The step.
        step: i64,
    },
    /// Over a range whose bounds do not fit `i64`; `start` is the next value.
    BigRange(Box<BigBounds>),
    /// Over a dict's keys, values or items by entry index.
    Dict {
        /// The dict iterated.
        dict: Handle,
        /// Next entry index.
        idx: usize,
        /// What is yielded: keys, values or items.
        view: DictView,
        /// The dict's length at start (a change raises RuntimeError).
        len: usize,
        /// Items still to yield (`di_len`): one more is "keys changed during iteration".
        left: usize,
        /// A `reversed()` iterator (`dict_reversekeyiterator`, ...): `idx` counts down, the
        /// entries below it are still to visit.
        rev: bool,
        /// An OrderedDict's iterator (`odict_iterator`): the dict's [`Dict::order_state`]
        /// at the start, whose change is "OrderedDict mutated during iteration".
        ///
        /// [`Dict::order_state`]: crate::dict::Dict::order_state
        odict: Option<u64>,
    },
    /// `enumerate(it, start)`.
    Enumerate {
        /// The wrapped iterator.
        it: Value,
        /// The next count (an int, possibly a bigint).
        n: Value,
    },
    /// `zip(*its)`.
    Zip {
        /// The wrapped iterators, in argument order.
        its: Vec<Value>,
        /// `strict=True`: iterators of different lengths are a ValueError.
        strict: bool,
    },
    /// `map(func, *its)`.
    Map {
        /// The function applied.
        func: Value,
        /// The iterators, in argument order.
        its: Vec<Value>,
    },
    /// `filter(func, it)`; `func` None keeps the truthy items.
    Filter {
        /// The predicate, or `None`.
        func: Value,
        /// The iterator filtered.
        it: Value,
    },
    /// Over a set or frozenset by table position.
    Set {
        /// The set iterated.
        set: Handle,
        /// The next table position.
        pos: usize,
        /// The set's length at start (a change raises RuntimeError).
        len: usize,
    },
    /// Iteration through `__getitem__` with 0, 1, 2, ... until IndexError.
    GetItem {
        /// The object indexed.
        obj: Value,
        /// The next index.
        idx: i64,
    },
    /// `iter(func, sentinel)`.
    Callable {
        /// Called with no arguments for each item.
        func: Value,
        /// The value that ends the iteration.
        sentinel: Value,
    },
}

/// A heap object.
#[derive(Clone, Debug)]
pub enum Obj {
    /// A free slot.
    Free,
    /// A `str`.
    Str(PyStr),
    /// An int outside `i64`.
    BigInt(BigInt),
    /// A `bytes` (immutable; its hash is computed when asked, from the same keyed SipHash as
    /// a str's).
    Bytes(Vec<u8>),
    /// A `bytearray` (mutable, unhashable).
    ByteArray(Vec<u8>),
    /// A `list`.
    List(Vec<Value>),
    /// A `tuple`.
    Tuple(Vec<Value>),
    /// A `dict` (boxed, as the big variants are: `Obj` stays 64 bytes).
    Dict(Box<Dict>),
    /// A `range` with `i64` bounds.
    Range {
        /// The first value.
        start: i64,
        /// The exclusive bound.
        stop: i64,
        /// The step (never zero).
        step: i64,
    },
    /// A range with a bound outside `i64` (boxed: it is rare and big).
    BigRange(Box<BigBounds>),
    /// A `slice` object.
    Slice {
        /// The start (`None` if omitted).
        start: Value,
        /// The stop (`None` if omitted).
        stop: Value,
        /// The step (`None` if omitted).
        step: Value,
    },
    /// A function defined by the script.
    Function(Box<Function>),
    /// A native method bound to its receiver.
    BoundMethod {
        /// The receiver (`self`).
        recv: Value,
        /// Index of the native method.
        method: u32,
    },
    /// A native method reached through its type (`str.upper`): calling it checks that the
    /// first argument is an instance of `tag`.
    MethodDescriptor {
        /// The type the method belongs to.
        tag: TypeTag,
        /// Index of the native method.
        method: u32,
    },
    /// A script function bound to an instance (or, for a classmethod, to a class).
    Method {
        /// The function.
        func: Value,
        /// What it is bound to (`self`).
        recv: Value,
    },
    /// A cell holding a variable captured by a closure (`Undef` when unbound).
    Cell(Value),
    /// A class defined by the script.
    Class(Box<Class>),
    /// An instance of a script class, or an exception instance.
    Instance(Box<Instance>),
    /// The namespace a class body fills, before the class exists.
    Namespace(Box<AttrMap>),
    /// A generator object.
    Generator(Box<Generator>),
    /// A module of the policy.
    Module(Module),
    /// `property(fget, fset, fdel, doc)`.
    Property(Box<Property>),
    /// `staticmethod(f)`.
    StaticMethod(Value),
    /// `classmethod(f)`.
    ClassMethod(Value),
    /// A `super()` object.
    Super(Super),
    /// A `set`.
    Set(Box<crate::set::SetTable>),
    /// A `frozenset`.
    FrozenSet(Box<crate::set::SetTable>),
    /// The opaque traceback of an exception (`exc.__traceback__`, `__exit__`'s third
    /// argument): it leads to no frame.
    Traceback(Handle),
    /// A type hint: a `typing` form, `list[int]`, `int | None`.
    Alias(Box<crate::object::Alias>),
    /// A method `@dataclass` added to `class`.
    Synth {
        /// The dataclass whose fields it uses.
        class: Handle,
        /// Which method.
        kind: crate::object::Synth,
    },
    /// A `dataclasses.Field`.
    DcField(Box<crate::object::DcField>),
    /// What `@dataclass(...)` with arguments returns: the decorator to apply them.
    DcWrap(crate::object::DcParams),
    /// A module's sentinel object (`dataclasses.MISSING`, `dataclasses.KW_ONLY`), an instance
    /// of a built-in type with no other state.
    Sentinel(TypeTag),
    /// An iterator.
    Iter(IterState),
    /// An object of a stdlib module (`functools.partial`, an `itertools` iterator...).
    Lib(Box<crate::libobj::LibObj>),
    /// A dict view (`keys()`, `values()`, `items()`).
    View {
        /// The dict viewed.
        dict: Handle,
        /// Which view.
        view: DictView,
    },
}

/// The bytes charged for any object's slot: its place in the arena, and the four handles the
/// heap may hold for it: one on the collector's mark stack (which holds each live object at
/// most once) or, once freed, on the free list; one in `pinned` while the instruction that
/// made it runs; one in `young` until the next collection; one in `remembered` (an old
/// object written since the last collection).
pub const BASE_SIZE: u64 = (std::mem::size_of::<Slot>() + 4 * std::mem::size_of::<Handle>()) as u64;

/// After a minor collection, the next waits for this many bytes per reference it read in
/// remembered objects, between [`GC_FLOOR`] and twice the live bytes: a script that keeps
/// writing into a big old container (appending to a list of millions) makes every minor
/// collection trace that container, and this keeps that cost a small fraction of what the
/// full collections cost per byte allocated (they read every live object once per doubling
/// of the heap, about one reference per 100-200 bytes).
const MINOR_BYTES_PER_VISIT: u64 = 1024;

impl Obj {
    /// The bytes charged for this object (an estimate of what it holds).
    pub fn size(&self) -> u64 {
        // What the process really holds for it: the arena slot, and each heap allocation it
        // owns as the allocator sizes it (capacity, not length; see `malloc_size`).
        const SLOT: u64 = BASE_SIZE;
        let extra = match self {
            Obj::Str(s) => malloc_size(s.byte_size()),
            Obj::Bytes(b) | Obj::ByteArray(b) => malloc_size(b.capacity() as u64),
            Obj::BigInt(b) => malloc_size(b.bits().div_ceil(64) * 8),
            Obj::BigRange(b) | Obj::Iter(IterState::BigRange(b)) => b.byte_size(),
            Obj::List(v) | Obj::Tuple(v) => malloc_size(v.capacity() as u64 * 16),
            Obj::Dict(d) => boxed::<Dict>() + d.byte_size(),
            Obj::Function(f) => boxed::<crate::object::Function>() + f.byte_size(),
            Obj::Iter(IterState::Zip { its, .. }) | Obj::Iter(IterState::Map { its, .. }) => {
                malloc_size(its.capacity() as u64 * 16)
            }
            Obj::Class(c) => boxed::<crate::object::Class>() + c.byte_size(),
            Obj::Instance(i) => boxed::<crate::object::Instance>() + i.byte_size(),
            Obj::Namespace(ns) => boxed::<crate::object::AttrMap>() + ns.byte_size(),
            Obj::Generator(g) => boxed::<crate::object::Generator>() + g.byte_size(),
            Obj::Property(_) => boxed::<crate::object::Property>(),
            Obj::Alias(a) => 48 + malloc_size(a.args().len() as u64 * 16),
            Obj::DcField(_) => 96,
            Obj::Set(t) | Obj::FrozenSet(t) => {
                boxed::<crate::set::SetTable>() + malloc_size(t.table_bytes() as u64)
            }
            Obj::Lib(o) => boxed::<crate::libobj::LibObj>() + o.byte_size(),
            _ => 0,
        };
        SLOT + extra
    }

    fn children(&self, out: &mut Vec<Handle>) {
        let mut push = |v: &Value| {
            if let Value::Obj(h) = v {
                out.push(*h);
            }
        };
        match self {
            Obj::List(v) | Obj::Tuple(v) => v.iter().for_each(push),
            Obj::Dict(d) => {
                if let crate::dict::DictKind::DefaultDict(f) = d.kind {
                    push(&f);
                }
                for (k, v) in d.iter() {
                    push(&k);
                    push(&v);
                }
            }
            Obj::Slice { start, stop, step } => {
                push(start);
                push(stop);
                push(step);
            }
            Obj::Function(f) => f.children(out),
            Obj::BoundMethod { recv, .. } => push(recv),
            Obj::Method { func, recv } => {
                push_handle(out, *func);
                push_handle(out, *recv);
            }
            Obj::Cell(v) | Obj::StaticMethod(v) | Obj::ClassMethod(v) => push(v),
            Obj::Class(c) => c.children(out),
            Obj::Instance(i) => i.children(out),
            Obj::Namespace(ns) => ns.iter().for_each(|(_, v)| push_handle(out, v)),
            Obj::Generator(g) => g.children(out),
            Obj::Property(p) => {
                for v in [p.fget, p.fset, p.fdel, p.doc] {
                    push_handle(out, v);
                }
            }
            Obj::Super(s) => {
                for v in [s.class, s.obj, s.obj_type] {
                    push_handle(out, v);
                }
            }
            Obj::Str(s) => out.extend(s.view_of()),
            Obj::Traceback(h) => out.push(*h),
            Obj::Alias(a) => a.args().iter().for_each(push),
            Obj::Synth { class, .. } => out.push(*class),
            Obj::DcField(f) => {
                for v in [f.name, f.ty, f.default, f.factory, f.hash] {
                    push(&v);
                }
            }
            Obj::DcWrap(_) | Obj::Sentinel(_) => {}
            Obj::View { dict, .. } => out.push(*dict),
            Obj::Lib(o) => o.children(out),
            Obj::Iter(it) => match it {
                IterState::Seq { seq, .. } | IterState::SeqRev { seq, .. } => out.push(*seq),
                IterState::Str { s, .. } => out.push(*s),
                IterState::Bytes { b, .. } => out.push(*b),
                IterState::Dict { dict, .. } => out.push(*dict),
                IterState::Enumerate { it, n } => {
                    push(it);
                    push(n);
                }
                IterState::Zip { its, .. } => its.iter().for_each(push),
                IterState::Map { func, its } => {
                    push_handle(out, *func);
                    its.iter().for_each(|v| push_handle(out, *v));
                }
                IterState::Filter { func, it } => {
                    push_handle(out, *func);
                    push_handle(out, *it);
                }
                IterState::GetItem { obj, .. } => push_handle(out, *obj),
                IterState::Set { set, .. } => out.push(*set),
                IterState::Callable { func, sentinel } => {
                    push_handle(out, *func);
                    push_handle(out, *sentinel);
                }
                IterState::Range { .. } | IterState::BigRange(_) => {}
            },
            Obj::Set(t) | Obj::FrozenSet(t) => t.iter().for_each(|v| push_handle(out, v)),
            Obj::Free
            | Obj::BigInt(_)
            | Obj::Bytes(_)
            | Obj::ByteArray(_)
            | Obj::Range { .. }
            | Obj::BigRange(_)
            | Obj::MethodDescriptor { .. }
            | Obj::Module(_) => {}
        }
    }
}

struct Slot {
    obj: Obj,
    size: u64,
    mark: bool,
    /// It survived a collection: a minor collection neither frees it nor traces it, unless
    /// it is `remembered`.
    old: bool,
    /// It is old and was reached for writing (`Heap::get_mut`) since the last collection, so
    /// it may now refer to young objects: on `Heap::remembered`.
    remembered: bool,
}

/// Bytes charged between two collections. Charges are what the allocator really holds (the
/// arena slot included), so this is about 25,000 small objects: few enough that a script
/// making garbage in a loop (a generator pipeline's tuples, an object model's temporaries)
/// reuses memory still in the caches, where a 12 MiB floor had it walk through fresh pages
/// (generators bench: peak RSS 23.5 MB -> 14 MB, wall time about 4% less). Most of these
/// collections are minor ones (see [`Heap::collect_minor`]), whose cost is what survives,
/// not what the heap holds.
const GC_FLOOR: u64 = 3 << 20;

/// The object arena and its figures.
pub struct Heap {
    slots: Vec<Slot>,
    free: Vec<Handle>,
    /// Live bytes (charged minus freed).
    pub live: u64,
    /// Highest `live` seen.
    pub peak: u64,
    /// Objects created.
    pub allocations: u64,
    /// Bytes charged since the last collection.
    pub since_gc: u64,
    /// Collect at the next safe point once `since_gc` passes this.
    pub threshold: u64,
    /// A collection at a safe point is a full one once `live` passes this (twice the live
    /// bytes after the last full collection), else a minor one.
    pub major_at: u64,
    /// Objects made since the last collection: what a minor collection sweeps.
    young: Vec<Handle>,
    /// Old objects reached for writing since the last collection (the write barrier in
    /// [`Heap::get_mut`]): a minor collection traces them as roots.
    remembered: Vec<Handle>,
    /// Objects created during the current instruction: roots for a collection inside a charge.
    pub pinned: Vec<Handle>,
    /// How many of `pinned` belong to native callers waiting on a nested `execute`: a safe
    /// point inside the nested run unpins only what was made above this mark.
    pub pin_floor: usize,
    /// Boxes of instances the collector freed, emptied, for the next instances to reuse
    /// (at most [`INSTANCE_POOL`]): instances come and go by the hundred thousand in an
    /// object-heavy script, and the allocator's round trip was a tenth of their cost. What
    /// the pool holds is part of the process baseline, not charged to the script. (Boxes,
    /// not instances: reusing them is the point.)
    #[allow(clippy::vec_box)]
    instance_pool: Vec<Box<crate::object::Instance>>,
    /// The key strings are hashed with (random unless the host fixed it).
    str_key: StrHashKey,
}

/// At most this many freed instance boxes are kept for reuse (about 200 KiB).
const INSTANCE_POOL: usize = 1024;

impl Default for Heap {
    fn default() -> Heap {
        Heap::new()
    }
}

/// The address a heap object shows in its default repr and as its `id()`: derived from its
/// handle, so it is the same in every run (CPython's is a real address and differs run to
/// run; a script can learn nothing about the process from this one).
pub fn object_address(h: Handle) -> u64 {
    0x7f00_0000_0000u64 + u64::from(h) * 64
}

impl Heap {
    /// An empty heap.
    pub fn new() -> Heap {
        Heap {
            slots: Vec::new(),
            free: Vec::new(),
            live: 0,
            peak: 0,
            allocations: 0,
            since_gc: 0,
            threshold: GC_FLOOR,
            major_at: GC_FLOOR,
            young: Vec::new(),
            remembered: Vec::new(),
            pinned: Vec::new(),
            pin_floor: 0,
            str_key: StrHashKey::random(),
            instance_pool: Vec::new(),
        }
    }

    /// A box holding `i`: a freed instance's box when the pool has one, else a new one.
    pub fn boxed_instance(&mut self, i: crate::object::Instance) -> Box<crate::object::Instance> {
        match self.instance_pool.pop() {
            Some(mut b) => {
                *b = i;
                b
            }
            None => Box::new(i),
        }
    }

    /// Replaces the key strings are hashed with; only before any string was hashed (the VM
    /// sets it when it starts).
    pub fn set_str_key(&mut self, key: StrHashKey) {
        self.str_key = key;
    }

    /// `hash()` of string `h` (0 if `h` is not a string): its cached hash, else its text's
    /// hash under the run's key, which it then keeps. Also the bytes hashed to get it (0 when
    /// it was cached), for the caller's fuel.
    #[inline]
    pub fn str_hash(&mut self, h: Handle) -> (i64, usize) {
        if let Some(x) = self.str_obj(h).and_then(PyStr::cached_hash) {
            return (x, 0);
        }
        let Some((x, n)) = self
            .str_ref(h)
            .map(|t| (self.str_key.str_hash(t.as_str()), t.len()))
        else {
            return (0, 0);
        };
        if let Some(p) = self.str_mut(h) {
            p.set_hash(x);
        }
        (x, n)
    }

    /// `hash()` of bytes `b` under the run's key (see [`StrHashKey::bytes_hash`]).
    pub fn bytes_hash(&self, b: &[u8]) -> i64 {
        self.str_key.bytes_hash(b)
    }

    /// Stores an object whose `size` bytes were already charged; returns its handle.
    pub fn insert(&mut self, obj: Obj, size: u64) -> Handle {
        self.allocations += 1;
        let slot = Slot {
            obj,
            size,
            mark: false,
            old: false,
            remembered: false,
        };
        let h = match self.free.pop() {
            Some(h) => {
                if let Some(s) = self.slots.get_mut(h as usize) {
                    *s = slot;
                }
                h
            }
            None => {
                self.slots.push(slot);
                (self.slots.len() - 1) as Handle
            }
        };
        self.pinned.push(h);
        self.young.push(h);
        h
    }

    /// Records `bytes` more (already charged) for a growing object.
    pub fn grow(&mut self, h: Handle, bytes: u64) {
        if let Some(s) = self.slots.get_mut(h as usize) {
            s.size += bytes;
        }
    }

    /// Adds charged bytes to the live total.
    pub fn account(&mut self, bytes: u64) {
        self.live += bytes;
        self.since_gc += bytes;
        self.peak = self.peak.max(self.live);
    }

    /// The object behind a handle (`Free` for a stale one).
    pub fn get(&self, h: Handle) -> &Obj {
        match self.slots.get(h as usize) {
            Some(s) => &s.obj,
            None => &Obj::Free,
        }
    }

    /// The text of string `h`, through its holder if it is a view.
    #[inline]
    pub fn str_ref(&self, h: Handle) -> Option<StrRef<'_>> {
        match self.get(h) {
            Obj::Str(p) => p.resolve_with(p.view_of().and_then(|o| match self.get(o) {
                Obj::Str(q) => Some(q),
                _ => None,
            })),
            _ => None,
        }
    }

    /// The buffer state of string `h` if its text is its whole buffer (it may be extended
    /// in place).
    pub fn str_tip(&self, h: Handle) -> Option<crate::strbuf::Tip> {
        let Obj::Str(p) = self.get(h) else {
            return None;
        };
        match p.view_of() {
            None => p.tip_of_own(h),
            Some(o) => match self.get(o) {
                Obj::Str(q) => q.tip_for(o, p.len()),
                _ => None,
            },
        }
    }

    /// String `h` itself (not resolved: see [`Heap::str_ref`] for its text).
    pub(crate) fn str_obj(&self, h: Handle) -> Option<&PyStr> {
        match self.get(h) {
            Obj::Str(p) => Some(p),
            _ => None,
        }
    }

    /// String `holder` as mutable (a holder to grow, or any string to keep its hash).
    pub(crate) fn str_mut(&mut self, holder: Handle) -> Option<&mut PyStr> {
        match self.get_mut(holder) {
            Some(Obj::Str(p)) => Some(p),
            _ => None,
        }
    }

    /// Appends the text of string `b` to the buffer of `holder`, whose tip is `len` bytes and
    /// `nchars` characters long (capacity already reserved). False if either is not a string.
    pub(crate) fn str_push(
        &mut self,
        holder: Handle,
        len: usize,
        nchars: usize,
        b: Handle,
    ) -> bool {
        let (b_holder, b_len) = match self.get(b) {
            Obj::Str(p) => (p.view_of().unwrap_or(b), p.len()),
            _ => return false,
        };
        if b_holder == holder {
            // `b` reads this very buffer (`s + s`): its text is the buffer's first `b_len`
            // bytes, appended piece by piece (no copy of the whole of it).
            return match self.str_mut(holder) {
                Some(p) => p.push_prefix(len, nchars, b_len),
                None => false,
            };
        }
        let Ok([hs, bs]) = self
            .slots
            .get_disjoint_mut([holder as usize, b_holder as usize])
        else {
            return false;
        };
        let (Obj::Str(hp), Obj::Str(bp)) = (&mut hs.obj, &bs.obj) else {
            return false;
        };
        // `b`'s text is the first `b_len` bytes of its holder's buffer.
        let Some(text) = bp.buffer_prefix(b_len) else {
            return false;
        };
        hp.push(len, nchars, text);
        true
    }

    /// Mutable access to an object. This is the write barrier of the generational
    /// collector: every change to what an object refers to goes through here (the other
    /// `&mut` reach into the arena, `str_push`, adds text, never a reference), so an old
    /// object reached here is remembered, and the next minor collection traces it.
    #[inline]
    pub fn get_mut(&mut self, h: Handle) -> Option<&mut Obj> {
        let s = self.slots.get_mut(h as usize)?;
        if s.old && !s.remembered {
            s.remembered = true;
            self.remembered.push(h);
        }
        Some(&mut s.obj)
    }

    /// Frees slot `i` (unreachable): its bytes leave the live total, an instance's box goes
    /// to the pool, the handle to the free list.
    fn free_slot(&mut self, i: usize) {
        let Some(s) = self.slots.get_mut(i) else {
            return;
        };
        if let Obj::Instance(mut b) = std::mem::replace(&mut s.obj, Obj::Free) {
            if self.instance_pool.len() < INSTANCE_POOL {
                // Emptied now: what it referred to is garbage, and a spilled attribute table
                // goes back to the allocator.
                b.attrs = Default::default();
                b.exc = None;
                self.instance_pool.push(b);
            }
        }
        self.live = self.live.saturating_sub(s.size);
        s.size = 0;
        s.old = false;
        s.remembered = false;
        self.free.push(i as Handle);
    }

    /// A minor collection: frees the objects made since the last collection that nothing
    /// reaches, and makes the others old. Old objects are taken as live and not traced,
    /// except those the write barrier remembered (an old object refers only to old objects
    /// unless it was written since), so the cost is the roots, the remembered objects and
    /// the survivors, not the whole heap. Old garbage waits for a full collection
    /// ([`Heap::collect`]); so do string buffers' trims.
    pub fn collect_minor(&mut self, roots: impl Iterator<Item = Handle>) {
        let mut m = Marker::new(true);
        for h in roots.chain(self.pinned.iter().copied()) {
            m.mark(&mut self.slots, h);
        }
        // The remembered objects are old (not marked): their children are roots here.
        let mut visits: u64 = 0;
        for i in 0..self.remembered.len() {
            let Some(&h) = self.remembered.get(i) else {
                break;
            };
            if let Some(s) = self.slots.get_mut(h as usize) {
                s.remembered = false;
            }
            visits += m.mark_children(&mut self.slots, h) as u64;
        }
        self.remembered.clear();
        m.trace(&mut self.slots, None);
        for i in 0..self.young.len() {
            let Some(&h) = self.young.get(i) else {
                break;
            };
            let i = h as usize;
            match self.slots.get_mut(i) {
                Some(s) if s.mark => {
                    s.mark = false;
                    s.old = true;
                }
                Some(s) if !s.old && !matches!(s.obj, Obj::Free) => self.free_slot(i),
                _ => {}
            }
        }
        self.young.clear();
        self.since_gc = 0;
        let cap = (self.live * 2).max(GC_FLOOR);
        self.threshold = visits
            .saturating_mul(MINOR_BYTES_PER_VISIT)
            .max(GC_FLOOR)
            .min(cap);
    }

    /// Marks everything reachable from `roots` and frees the rest; cuts each string buffer
    /// to the longest live string that reads it (see `strbuf`).
    pub fn collect(&mut self, roots: impl Iterator<Item = Handle>) {
        let mut m = Marker::new(false);
        for h in roots.chain(self.pinned.iter().copied()) {
            m.mark(&mut self.slots, h);
        }
        // For each holder with live views: the longest of them.
        let mut reach: ahash::AHashMap<Handle, usize> = ahash::AHashMap::new();
        m.trace(&mut self.slots, Some(&mut reach));
        for i in 0..self.slots.len() {
            let Some(s) = self.slots.get_mut(i) else {
                break;
            };
            if s.mark {
                s.mark = false;
                s.old = true;
                s.remembered = false;
                if let Obj::Str(p) = &mut s.obj {
                    if !p.has_spare_text() {
                        continue;
                    }
                    let keep = reach.get(&(i as Handle)).copied().unwrap_or(0);
                    let freed = p.trim(keep);
                    s.size = s.size.saturating_sub(freed);
                    self.live = self.live.saturating_sub(freed);
                }
            } else if !matches!(s.obj, Obj::Free) {
                self.free_slot(i);
            }
        }
        self.young.clear();
        self.remembered.clear();
        self.since_gc = 0;
        self.threshold = GC_FLOOR;
        self.major_at = (self.live * 2).max(GC_FLOOR);
    }
}

/// The mark phase of both collections. Objects are marked when pushed, so the stack holds
/// each live object at most once (its room is charged with the objects: `BASE_SIZE`); `kids`
/// holds one object's references. A minor collection neither marks nor traces old objects.
struct Marker {
    stack: Vec<Handle>,
    kids: Vec<Handle>,
    minor: bool,
}

impl Marker {
    fn new(minor: bool) -> Marker {
        Marker {
            stack: Vec::new(),
            kids: Vec::new(),
            minor,
        }
    }

    /// Marks `h` and queues it to be traced, unless it is marked (or, if minor, old).
    fn mark(&mut self, slots: &mut [Slot], h: Handle) {
        if let Some(s) = slots.get_mut(h as usize) {
            if !(s.mark || (self.minor && s.old)) {
                s.mark = true;
                self.stack.push(h);
            }
        }
    }

    /// Marks what `h` refers to; returns how many references it read.
    fn mark_children(&mut self, slots: &mut [Slot], h: Handle) -> usize {
        if let Some(s) = slots.get(h as usize) {
            s.obj.children(&mut self.kids);
        }
        let n = self.kids.len();
        let mut kids = std::mem::take(&mut self.kids);
        for k in kids.drain(..) {
            self.mark(slots, k);
        }
        self.kids = kids;
        n
    }

    /// Traces the queued objects until none is left. With `reach`, records for each string
    /// buffer the length of the longest live view of it.
    fn trace(
        &mut self,
        slots: &mut [Slot],
        mut reach: Option<&mut ahash::AHashMap<Handle, usize>>,
    ) {
        while let Some(h) = self.stack.pop() {
            if let (Some(reach), Some(Obj::Str(p))) =
                (reach.as_deref_mut(), slots.get(h as usize).map(|s| &s.obj))
            {
                if let Some(holder) = p.view_of() {
                    let r = reach.entry(holder).or_insert(0);
                    *r = (*r).max(p.len());
                }
            }
            self.mark_children(slots, h);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Heap, Obj};
    use crate::value::Value;

    fn list(heap: &mut Heap, items: Vec<Value>) -> u32 {
        let h = heap.insert(Obj::List(items), 64);
        heap.account(64);
        h
    }

    fn is_free(heap: &Heap, h: u32) -> bool {
        matches!(heap.get(h), Obj::Free)
    }

    /// An empty list made old by a full collection.
    fn old_list(heap: &mut Heap) -> u32 {
        let h = list(heap, vec![]);
        heap.pinned.clear();
        heap.collect([h].into_iter());
        h
    }

    /// `l.append(v)` through the write barrier.
    fn push(heap: &mut Heap, l: u32, v: Value) {
        if let Some(Obj::List(items)) = heap.get_mut(l) {
            items.push(v);
        }
    }

    #[test]
    fn a_minor_collection_keeps_what_an_old_object_was_given() {
        let mut heap = Heap::new();
        let old = old_list(&mut heap);
        // Made after `old` became old, reached only through it once it is written.
        let young = list(&mut heap, vec![Value::Int(7)]);
        let garbage = list(&mut heap, vec![]);
        push(&mut heap, old, Value::Obj(young));
        heap.pinned.clear();
        heap.collect_minor([old].into_iter());
        assert!(!is_free(&heap, young), "the write barrier lost a reference");
        assert!(is_free(&heap, garbage));
        // `young` is old now: the next minor collection does not trace it, and keeps it.
        heap.collect_minor([old].into_iter());
        assert!(!is_free(&heap, young));
    }

    #[test]
    fn old_garbage_waits_for_a_full_collection() {
        let mut heap = Heap::new();
        let a = list(&mut heap, vec![]);
        let b = list(&mut heap, vec![Value::Obj(a)]);
        heap.pinned.clear();
        heap.collect([b].into_iter());
        let live = heap.live;
        // Nothing refers to `b` any more: a minor collection does not look at old objects.
        heap.collect_minor(std::iter::empty());
        assert!(!is_free(&heap, a) && !is_free(&heap, b));
        assert_eq!(heap.live, live);
        heap.collect(std::iter::empty());
        assert!(is_free(&heap, a) && is_free(&heap, b));
        assert_eq!(heap.live, 0);
    }

    #[test]
    fn a_minor_collection_traces_young_objects_through_young_ones() {
        let mut heap = Heap::new();
        let root = old_list(&mut heap);
        let leaf = list(&mut heap, vec![]);
        let mid = list(&mut heap, vec![Value::Obj(leaf)]);
        push(&mut heap, root, Value::Obj(mid));
        heap.pinned.clear();
        heap.collect_minor([root].into_iter());
        assert!(!is_free(&heap, mid) && !is_free(&heap, leaf));
        // Dropped from the old root: both are garbage for the next full collection.
        if let Some(Obj::List(v)) = heap.get_mut(root) {
            v.clear();
        }
        heap.collect([root].into_iter());
        assert!(is_free(&heap, mid) && is_free(&heap, leaf));
    }

    #[test]
    fn objects_stay_compact() {
        // Every object is one arena slot: a variant that grows `Obj` grows them all (box
        // it instead, as Dict, BigBounds and an instance's spilled attribute index are).
        assert!(
            std::mem::size_of::<Obj>() <= 56,
            "{}",
            std::mem::size_of::<Obj>()
        );
        assert!(std::mem::size_of::<super::Slot>() <= 72);
        assert!(std::mem::size_of::<crate::object::Instance>() <= 160);
    }
}
