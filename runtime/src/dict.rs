//! An insertion-ordered hash table (CPython's compact dict layout): entries in a vector,
//! an open-addressing index of entry numbers. Hashes come from the VM (deterministic), key
//! equality from a caller-supplied function, since comparing strings needs the heap.

use crate::value::Value;

const EMPTY: u32 = u32::MAX;

/// The index positions a hash visits: CPython's `i = 5 * i + perturb + 1` with `perturb`
/// shifted right 5 bits a step, so that keys with consecutive hashes (small ints) do not
/// pile into one run that every lookup would walk (plain linear probing did).
struct Probe {
    i: usize,
    mask: usize,
    perturb: u64,
}

impl Probe {
    fn new(hash: u64, size: usize) -> Probe {
        let mask = size.wrapping_sub(1);
        Probe {
            i: (hash as usize) & mask,
            mask,
            perturb: hash,
        }
    }

    fn next(&mut self) {
        self.perturb >>= 5;
        self.i = (self.i.wrapping_mul(5))
            .wrapping_add(self.perturb as usize)
            .wrapping_add(1)
            & self.mask;
    }
}

/// An insertion-ordered dict.
#[derive(Clone, Debug, Default)]
pub struct Dict {
    /// `(hash, key, value)`; a removed entry has key `Undef`.
    entries: Vec<(u64, Value, Value)>,
    index: Vec<u32>,
    len: usize,
    /// Bumped by every insertion or removal: a lookup that ran script code (a user `__eq__`)
    /// restarts if the dict changed meanwhile, as CPython's does.
    version: u64,
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
        self.entries.len() as u64 * 40 + self.index.len() as u64 * 4
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
        if self.index.is_empty() {
            return Ok(None);
        }
        let mut probe = Probe::new(hash, self.index.len());
        loop {
            let slot = self.index.get(probe.i).copied().unwrap_or(EMPTY);
            if slot == EMPTY {
                return Ok(None);
            }
            if let Some(&(h, k, _)) = self.entries.get(slot as usize) {
                if h == hash && k != Value::Undef && (k == key || eq(k, key)?) {
                    return Ok(Some(slot as usize));
                }
            }
            probe.next();
        }
    }

    /// The entries whose hash is `hash`, in probe order: `(position, key)`.
    pub fn hash_matches(&self, hash: u64) -> smallvec::SmallVec<[(usize, Value); 2]> {
        let mut out = smallvec::SmallVec::new();
        if self.index.is_empty() {
            return out;
        }
        let mut probe = Probe::new(hash, self.index.len());
        loop {
            let slot = self.index.get(probe.i).copied().unwrap_or(EMPTY);
            if slot == EMPTY {
                return out;
            }
            if let Some(&(h, k, _)) = self.entries.get(slot as usize) {
                if h == hash && k != Value::Undef {
                    out.push((slot as usize, k));
                }
            }
            probe.next();
        }
    }

    /// The mutation counter (see the field).
    pub fn version(&self) -> u64 {
        self.version
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

    /// Appends a key known to be absent.
    pub fn push(&mut self, hash: u64, key: Value, value: Value) {
        if (self.entries.len() + 1) * 3 >= self.index.len() * 2 {
            self.rebuild();
        }
        let pos = self.entries.len() as u32;
        self.entries.push((hash, key, value));
        self.len += 1;
        self.version += 1;
        self.place(hash, pos);
    }

    fn place(&mut self, hash: u64, pos: u32) {
        if self.index.is_empty() {
            return;
        }
        let mut probe = Probe::new(hash, self.index.len());
        while let Some(slot) = self.index.get_mut(probe.i) {
            if *slot == EMPTY {
                *slot = pos;
                return;
            }
            probe.next();
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
        if self.entries.len() > 16 && self.len * 2 < self.entries.len() {
            self.rebuild();
        }
        Some(out)
    }

    /// Removes and returns the last item (`dict.popitem`).
    pub fn pop_last(&mut self) -> Option<(Value, Value)> {
        let pos = self.entries.iter().rposition(|e| e.1 != Value::Undef)?;
        self.remove_at(pos)
    }

    /// Removes everything.
    pub fn clear(&mut self) {
        let version = self.version + 1;
        *self = Dict::default();
        self.version = version;
    }

    /// Compacts the entries and resizes the index for the live count.
    fn rebuild(&mut self) {
        self.entries.retain(|e| e.1 != Value::Undef);
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
