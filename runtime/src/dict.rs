//! An insertion-ordered hash table (CPython's compact dict layout): entries in a vector,
//! an open-addressing index of entry numbers, probed as CPython probes (`i = 5i + 1 +
//! perturb`, the hash's high bits shifted in), so keys that differ only in their high bits
//! (`i << 20`) do not pile up in one cluster. Hashes come from the VM (deterministic), key
//! equality from a caller-supplied function, since comparing strings needs the heap.

use crate::value::Value;

const EMPTY: u32 = u32::MAX;
/// CPython's `PERTURB_SHIFT`.
const PERTURB_SHIFT: u32 = 5;

/// Where a key's search of the index is: CPython's probe sequence (`lookdict`), which starts
/// at the hash's low bits and then mixes in its high bits (`perturb`), so that keys whose
/// hashes share their low bits (consecutive ints, multiples of the table size) spread out
/// instead of piling up into one long run as linear probing would.
///
/// Once `perturb` is 0 the steps visit every slot, so a search that stops at an empty slot
/// ends within `mask + 1 + 64` steps (the index always keeps a third of its slots empty);
/// the probe gives up after that many, which only guards against a full index.
#[derive(Clone, Copy, Debug)]
pub struct Probe {
    i: usize,
    perturb: u64,
    steps: usize,
}

impl Probe {
    /// A probe for `hash`, before its first slot.
    pub fn new(hash: u64) -> Probe {
        Probe {
            i: hash as usize,
            perturb: hash,
            steps: 0,
        }
    }

    /// The next slot to look at in an index of `mask + 1` slots; `None` past the bound.
    fn slot(&mut self, mask: usize) -> Option<usize> {
        if self.steps > 0 {
            self.perturb >>= PERTURB_SHIFT;
            self.i = self
                .i
                .wrapping_mul(5)
                .wrapping_add(self.perturb as usize)
                .wrapping_add(1);
        }
        self.steps += 1;
        (self.steps <= mask.saturating_add(65)).then_some(self.i & mask)
    }
}

/// Which dict: a plain one or one of `collections`' dict subclasses, which share its table
/// and differ in their type, repr, missing keys and a few methods (`vm/collections.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum DictKind {
    /// A `dict`.
    #[default]
    Plain,
    /// A `collections.Counter`.
    Counter,
    /// A `collections.defaultdict` with its `default_factory` (`None` for none).
    DefaultDict(Value),
    /// A `collections.OrderedDict`.
    OrderedDict,
}

/// An insertion-ordered dict.
#[derive(Clone, Debug, Default)]
pub struct Dict {
    /// Plain, or which `collections` subclass.
    pub kind: DictKind,
    /// `(hash, key, value)`; a removed entry has key `Undef`.
    entries: Vec<(u64, Value, Value)>,
    index: Vec<u32>,
    len: usize,
    /// Bumped by every insertion or removal: a lookup that ran script code (a user `__eq__`)
    /// restarts if the dict changed meanwhile, as CPython's does.
    version: u64,
    /// CPython's `od_state`: bumped by every insertion, removal or reordering, never by
    /// `clear` or a value's replacement, so an OrderedDict's iterator tells "mutated" from
    /// "changed size" as CPython's does.
    order_state: u64,
    /// Every entry at or past this position is removed: `popitem` looks for the last live
    /// entry below it, so popping everything is linear, not quadratic.
    live_end: usize,
}

impl Dict {
    /// An empty dict.
    pub fn new() -> Dict {
        Dict::default()
    }

    /// Number of items.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True if empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes charged for the table.
    pub fn byte_size(&self) -> u64 {
        crate::heap::malloc_size(self.entries.capacity() as u64 * 40)
            + crate::heap::malloc_size(self.index.capacity() as u64 * 4)
    }

    /// Live items in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (Value, Value)> + '_ {
        self.entries
            .iter()
            .filter(|e| e.1 != Value::Undef)
            .map(|e| (e.1, e.2))
    }

    /// The entry at a raw position (for iterators), `None` past the end, `Some(None)` if removed.
    pub fn raw_entry(&self, i: usize) -> Option<Option<(Value, Value)>> {
        self.entries.get(i).map(|e| {
            if e.1 == Value::Undef {
                None
            } else {
                Some((e.1, e.2))
            }
        })
    }

    /// Number of raw entry positions.
    pub fn raw_len(&self) -> usize {
        self.entries.len()
    }

    /// Finds the entry position of `key`.
    pub fn find<E>(
        &self,
        hash: u64,
        key: Value,
        eq: &mut dyn FnMut(Value, Value) -> Result<bool, E>,
    ) -> Result<Option<usize>, E> {
        let mut probe = Probe::new(hash);
        while let Some((pos, k)) = self.next_match(hash, &mut probe) {
            if k == key || eq(k, key)? {
                return Ok(Some(pos));
            }
        }
        Ok(None)
    }

    /// The next entry whose hash is `hash` along `probe` (started with [`Probe::new`]):
    /// `(position, key)`, or `None` once the probe reaches an empty slot. The caller compares
    /// keys between steps, so a comparison that runs script code holds no borrow of the dict.
    pub fn next_match(&self, hash: u64, probe: &mut Probe) -> Option<(usize, Value)> {
        let mask = self.index.len().checked_sub(1)?;
        loop {
            let i = probe.slot(mask)?;
            let slot = self.index.get(i).copied().unwrap_or(EMPTY);
            if slot == EMPTY {
                return None;
            }
            if let Some(&(h, k, _)) = self.entries.get(slot as usize) {
                if h == hash && k != Value::Undef {
                    return Some((slot as usize, k));
                }
            }
        }
    }

    /// The mutation counter (see the field).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The order counter (see the field).
    pub fn order_state(&self) -> u64 {
        self.order_state
    }

    /// The value at an entry position.
    pub fn value_at(&self, pos: usize) -> Option<Value> {
        self.entries.get(pos).map(|e| e.2)
    }

    /// The key at an entry position.
    pub fn key_at(&self, pos: usize) -> Option<Value> {
        self.entries.get(pos).map(|e| e.1)
    }

    /// Replaces the value at an entry position.
    pub fn set_at(&mut self, pos: usize, value: Value) {
        if let Some(e) = self.entries.get_mut(pos) {
            e.2 = value;
        }
    }

    /// How much [`Dict::byte_size`] grows when [`Dict::push`] adds one entry: the entry
    /// vector reallocating as `Vec` does, the index rebuilt when it would be two thirds
    /// full. For charging before the push.
    pub fn push_growth(&self) -> u64 {
        let mut cap = self.entries.capacity();
        if self.entries.len() == cap {
            cap = cap.saturating_mul(2).max(4);
        }
        let mut index = self.index.len();
        if (self.entries.len() + 1) * 3 >= index * 2 {
            index = 8;
            while index * 2 <= (self.len + 1) * 3 {
                index *= 2;
            }
        }
        let after =
            crate::heap::malloc_size(cap as u64 * 40) + crate::heap::malloc_size(index as u64 * 4);
        after.saturating_sub(self.byte_size())
    }

    /// Appends a key known to be absent.
    pub fn push(&mut self, hash: u64, key: Value, value: Value) {
        if (self.entries.len() + 1) * 3 >= self.index.len() * 2 {
            self.rebuild();
        }
        let pos = self.entries.len() as u32;
        self.entries.push((hash, key, value));
        self.live_end = self.entries.len();
        self.len += 1;
        self.version += 1;
        self.order_state += 1;
        self.place(hash, pos);
    }

    fn place(&mut self, hash: u64, pos: u32) {
        let Some(mask) = self.index.len().checked_sub(1) else {
            return;
        };
        let mut probe = Probe::new(hash);
        while let Some(i) = probe.slot(mask) {
            match self.index.get_mut(i) {
                Some(slot) if *slot == EMPTY => {
                    *slot = pos;
                    return;
                }
                Some(_) => {}
                None => return,
            }
        }
    }

    /// Removes the entry at a position, returning its key and value.
    pub fn remove_at(&mut self, pos: usize) -> Option<(Value, Value)> {
        let e = self.entries.get_mut(pos)?;
        if e.1 == Value::Undef {
            return None;
        }
        let out = (e.1, e.2);
        e.1 = Value::Undef;
        e.2 = Value::None;
        self.len -= 1;
        self.version += 1;
        self.order_state += 1;
        if self.entries.len() > 16 && self.len * 2 < self.entries.len() {
            self.rebuild();
        }
        Some(out)
    }

    /// Removes and returns the last item (`dict.popitem`).
    pub fn pop_last(&mut self) -> Option<(Value, Value)> {
        let end = self.live_end.min(self.entries.len());
        let pos = self
            .entries
            .get(..end)?
            .iter()
            .rposition(|e| e.1 != Value::Undef)?;
        self.live_end = pos;
        self.remove_at(pos)
    }

    /// Removes everything (a `collections` kind stays what it is).
    pub fn clear(&mut self) {
        let (version, order_state, kind) = (self.version + 1, self.order_state, self.kind);
        *self = Dict::default();
        (self.version, self.order_state, self.kind) = (version, order_state, kind);
    }

    /// The stored hash of the entry at a position.
    pub fn hash_at(&self, pos: usize) -> Option<u64> {
        self.entries.get(pos).map(|e| e.0)
    }

    /// Moves the live entry at `pos` to the front of the order (`move_to_end(k, last=False)`).
    pub fn move_to_front(&mut self, pos: usize) {
        if pos < self.entries.len() {
            let e = self.entries.remove(pos);
            self.entries.insert(0, e);
            self.version += 1;
            self.order_state += 1;
            self.rebuild();
        }
    }

    /// Removes and returns the first item (`OrderedDict.popitem(last=False)`).
    pub fn pop_first(&mut self) -> Option<(Value, Value)> {
        let pos = self.entries.iter().position(|e| e.1 != Value::Undef)?;
        self.remove_at(pos)
    }

    /// Compacts the entries and resizes the index for the live count.
    fn rebuild(&mut self) {
        self.entries.retain(|e| e.1 != Value::Undef);
        self.live_end = self.entries.len();
        let mut size = 8;
        while size * 2 <= (self.entries.len() + 1) * 3 {
            size *= 2;
        }
        self.index = vec![EMPTY; size];
        for pos in 0..self.entries.len() {
            let hash = self.entries.get(pos).map(|e| e.0).unwrap_or(0);
            self.place(hash, pos as u32);
        }
    }
}
