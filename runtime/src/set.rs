//! CPython 3.11's set hash table (Objects/setobject.c), ported slot for slot, so that a set's
//! iteration order (what `print({3, 1, 2})`, `list(s)`, `s.pop()` and the set algebra show) is
//! CPython's for keys whose hashes are CPython's (see [`crate::hash`]).
//!
//! # What is faithful
//! The open-addressing table of `(hash, key)` slots with empty and dummy markers; `fill` (live +
//! dummy slots), `used` (live), `mask` (size - 1, size a power of two, at least
//! [`PYSET_MINSIZE`]) and `finger` (where [`SetTable::pop`] resumes); the probe sequence of
//! `set_lookkey` / `set_add_entry` ([`LINEAR_PROBES`] consecutive slots, then the perturbed
//! jump `i = 5*i + 1 + (perturb >>= PERTURB_SHIFT)`), including which dummy an insertion reuses;
//! the resize rule and the re-insertion order of `set_table_resize` / `set_insert_clean`;
//! `set_merge` with its two fast paths for an empty target (they decide the order of
//! `set(s)`, `s.copy()` and `a | b`); and the algebra functions with CPython's choices of which
//! operand is copied, which is iterated and which key is kept.
//!
//! # What the caller does
//! * **Hashing.** Every key comes with its hash, computed by the caller (`hash(x)` may run
//!   script code or fail). Hashes must never be `-1`, as in CPython.
//! * **Equality.** Keys are compared only where CPython compares them: when a slot's hash
//!   equals the probe's hash and the two are not the same value ([`is_identical`]). Then the
//!   table calls `eq(stored_key, probe_key)` — CPython's `PyObject_RichCompareBool(startkey,
//!   key, Py_EQ)` — which may fail: the error is returned at once and the operation stops where
//!   CPython's would (a failed `add` inserts nothing; a failed merge keeps what it added).
//! * **Mutation during `eq`.** CPython re-runs a lookup when a comparison changed the table.
//!   Here the table is borrowed (`&mut self`) for the whole operation, so `eq` cannot reach it;
//!   if the VM's `eq` can run script code (a user `__eq__`), the VM must keep that code from
//!   seeing or mutating this set during the call (e.g. mark the set object busy and raise
//!   `RuntimeError` on access) — Pyrite refuses where CPython would restart. For keys of the
//!   built-in types (numbers, str, tuples of them) `eq` never runs script code.
//! * **Same object on both sides.** CPython special-cases `s | s`, `s & s`, `s -= s`, ...: pass
//!   the same reference for both operands of the binary methods (detected with
//!   `std::ptr::eq`); the in-place methods cannot alias `self`, and their docs say what to call
//!   for `s op= s`.
//! * **Other iterables.** Methods named `*_iter` take the keys of an arbitrary iterable, lazily,
//!   as `Result<(key, hash), E>` items, so the VM's iteration and hashing errors surface at the
//!   point where CPython's would and early exits consume no more items than CPython does. Where
//!   CPython first builds a set from the iterable (`issubset`, `symmetric_difference*`), the
//!   caller builds it with [`SetTable::extend`] (or, from an exact `dict`,
//!   [`SetTable::presize_for_dict`] then `extend` with the dict's stored hashes) and calls the
//!   set version.
//! * **Accounting.** The table allocates through a plain `Vec` and charges nothing;
//!   [`SetTable::table_bytes`] is the size to account and [`max_table_bytes`] bounds it before
//!   an operation.
//!
//! # Composing the rest of setobject.c
//! * `set(x)`, `frozenset(x)`, `s.update(x)` (`set_update_internal`): a set `x` is
//!   [`SetTable::merge`] (into a new set: [`SetTable::copy`]); an exact dict is
//!   [`SetTable::presize_for_dict`] then `extend` with its stored hashes; anything else is
//!   `extend`. `frozenset(f)` and `f.copy()` of a frozenset return `f` itself.
//! * Set displays: all-constant ones see [`SetTable::const_frozenset`]; `{*a, 1}` starts empty
//!   and, item by item in source order, updates (as above) or adds; comprehensions add.
//! * Several arguments: `union(*xs)` copies then updates with each `x` (skipping `x is s`);
//!   `intersection(*xs)` folds [`SetTable::intersection`] / `intersection_iter` (no argument:
//!   a copy); `difference(*xs)` is `difference` / `difference_iter` with the first, then
//!   `difference_update` / `difference_update_iter` of the result with the others.
//! * Exact dict operands: `s ^= d` / `s.symmetric_difference_update(d)` walks the dict's
//!   `(key, stored hash)` pairs doing `if !s.discard(..)? { s.add(..)? }` (no temporary set);
//!   `s - d` iterates `s.entries()` keeping (by `add` into a new set) the keys `d` lacks,
//!   unless `len(s) >> 2 > len(d)`, when it is `s.difference_iter(d's keys)`.
//! * `x in s`, `s.remove(x)`, `s.discard(x)` with an unhashable set `x` retry with
//!   `frozenset(x)`.
//!
//! Nothing here panics: slots are read with `get`, arithmetic on sizes saturates and on hashes
//! wraps, and every probe loop is bounded.

use crate::value::Value;

mod algebra;

/// `PySet_MINSIZE`: the size of a new or cleared table.
pub const PYSET_MINSIZE: usize = 8;
/// `LINEAR_PROBES`: slots after the first one inspected before jumping elsewhere.
pub const LINEAR_PROBES: usize = 9;
/// `PERTURB_SHIFT`: how fast the high hash bits enter the probe sequence.
pub const PERTURB_SHIFT: u32 = 5;

/// Key equality supplied by the caller: `eq(stored_key, probe_key)`. May run script code and
/// fail (see the module doc).
pub type KeyEq<'a, E> = dyn FnMut(Value, Value) -> Result<bool, E> + 'a;

/// One slot of the table.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
    /// Never used since the last resize (`key == NULL`, `hash == 0`).
    Empty,
    /// Held a key that was removed (`key == dummy`, `hash == -1`); probes continue past it.
    Dummy,
    /// A live key.
    Active { hash: i64, key: Value },
}

/// The result of a probe: the live slot holding the key, or where it would go.
enum Probe {
    Found(usize),
    Vacant {
        /// The empty slot that ended the search.
        empty: usize,
        /// The last dummy seen on the way (`set_add_entry` reuses it).
        dummy: Option<usize>,
    },
    /// Unreachable while the table keeps an empty slot; treated as "not found, no room".
    Exhausted,
}

/// True if `a` and `b` are the same value, the identity test CPython applies before calling
/// `__eq__` (`startkey == key`): equal handles, or bit-identical scalars (so `1`, `1.0` and
/// `True` are three values). Pyrite's floats are inline and have no identity: two NaNs with the
/// same bits count as one object here, where CPython keeps two NaN objects apart (and hashes
/// them apart, see [`crate::hash::float_hash`]).
pub fn is_identical(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

/// Slots of a table built for `minused` (`set_table_resize`): the smallest power of two above
/// it, at least [`PYSET_MINSIZE`]. Saturates at the largest power of two.
fn size_for(minused: usize) -> usize {
    let mut size = PYSET_MINSIZE;
    while size <= minused {
        match size.checked_mul(2) {
            Some(s) => size = s,
            None => break,
        }
    }
    size
}

/// The argument `set_add_entry` and `set_difference_update` pass to `set_table_resize`.
fn growth(used: usize) -> usize {
    if used > 50_000 {
        used.saturating_mul(2)
    } else {
        used.saturating_mul(4)
    }
}

/// An upper bound of [`SetTable::table_bytes`] for a table that held at most `max_len` keys
/// at any point of an operation (tables only grow to `growth(len)`; merges presize to at most
/// `4 * len`), unless it kept a larger table it already had. For accounting before an
/// operation: e.g. `a | b` never holds more than `len(a) + len(b)` keys. During a resize the
/// old table is alive too, so the peak is the old size plus this.
pub fn max_table_bytes(max_len: usize) -> usize {
    size_for(max_len.saturating_mul(4)).saturating_mul(std::mem::size_of::<Slot>())
}

/// The most table bytes `a | b` holds at once, for `len(a) == la` and `len(b) == lb`: the copy
/// of `a` ([`SetTable::copy`]: one presizing resize), and, if merging `b` presizes it again,
/// the new table too while the copy's keys move into it (after that the adds fit). Tighter
/// than [`max_table_bytes`] for the commonest set operation.
pub fn union_peak_bytes(la: usize, lb: usize) -> usize {
    let slot = std::mem::size_of::<Slot>();
    let copy = if la.saturating_mul(5) >= (PYSET_MINSIZE - 1) * 3 {
        size_for(la.saturating_mul(2))
    } else {
        PYSET_MINSIZE
    };
    let both = la.saturating_add(lb);
    let merged = if lb != 0 && both.saturating_mul(5) >= (copy - 1).saturating_mul(3) {
        size_for(both.saturating_mul(2))
    } else {
        0
    };
    copy.saturating_add(merged).saturating_mul(slot)
}

/// A set's hash table. Keys are [`Value`]s with their hashes; which values are equal is the
/// caller's `eq`.
#[derive(Clone, Debug)]
pub struct SetTable {
    table: Vec<Slot>,
    /// Live plus dummy slots.
    fill: usize,
    /// Live slots: `len()`.
    used: usize,
    /// `table.len() - 1`.
    mask: usize,
    /// Where `pop` starts looking.
    finger: usize,
}

impl Default for SetTable {
    fn default() -> Self {
        SetTable::new()
    }
}

impl SetTable {
    /// An empty set (`make_new_set`): [`PYSET_MINSIZE`] slots.
    pub fn new() -> SetTable {
        SetTable {
            table: vec![Slot::Empty; PYSET_MINSIZE],
            fill: 0,
            used: 0,
            mask: PYSET_MINSIZE - 1,
            finger: 0,
        }
    }

    /// Number of keys.
    pub fn len(&self) -> usize {
        self.used
    }

    /// True if there are no keys.
    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// Bytes of the slot table, by its capacity: what the VM accounts for the set's buffer.
    pub fn table_bytes(&self) -> usize {
        self.table
            .capacity()
            .saturating_mul(std::mem::size_of::<Slot>())
    }

    /// The keys in table order: the order of iteration, `repr` and `list(s)`.
    pub fn iter(&self) -> impl Iterator<Item = Value> + '_ {
        self.entries().map(|(_, k)| k)
    }

    /// `(hash, key)` of each key, in table order.
    pub fn entries(&self) -> impl Iterator<Item = (i64, Value)> + '_ {
        self.table.iter().filter_map(|s| match *s {
            Slot::Active { hash, key } => Some((hash, key)),
            _ => None,
        })
    }

    /// `set_next` / the set iterator's step: the first key at or after slot `pos`, with the
    /// position to resume from. A VM iterator keeps `pos` and the `len()` it started with, and
    /// raises `RuntimeError: Set changed size during iteration` when `len()` differs.
    pub fn next_entry(&self, pos: usize) -> Option<(usize, Value)> {
        let rest = self.table.get(pos..)?;
        rest.iter().enumerate().find_map(|(j, s)| match *s {
            Slot::Active { key, .. } => Some((pos.saturating_add(j).saturating_add(1), key)),
            _ => None,
        })
    }

    /// `hash(frozenset(self))` (`frozenset_hash`). CPython caches it in the frozenset; the VM
    /// may too, since a frozenset's table never changes.
    pub fn frozenset_hash(&self) -> i64 {
        crate::hash::frozenset_hash(self.entries().map(|(h, _)| h))
    }

    // ------------------------------------------------------------------ probing

    /// The probe of `set_lookkey` and `set_add_entry`: starting at `hash & mask`, each step
    /// inspects a slot and, when that does not run past the end, the [`LINEAR_PROBES`] after
    /// it; then jumps. Stops at the key or at an empty slot, remembering the last dummy.
    fn probe<E>(&self, key: Value, hash: i64, eq: &mut KeyEq<'_, E>) -> Result<Probe, E> {
        let mask = self.mask as u64;
        let mut perturb = hash as u64;
        let mut i = perturb & mask;
        let mut dummy = None;
        // Once `perturb` is 0 the jumps `i = 5i + 1 mod size` visit every slot, so an empty
        // one (there always is one) is met within this many steps.
        let steps = self.table.len().saturating_add(64);
        for _ in 0..steps {
            let probes = if i + LINEAR_PROBES as u64 <= mask {
                LINEAR_PROBES as u64
            } else {
                0
            };
            for j in i..=i + probes {
                let idx = j as usize;
                match self.table.get(idx) {
                    None => return Ok(Probe::Exhausted),
                    Some(Slot::Empty) => return Ok(Probe::Vacant { empty: idx, dummy }),
                    Some(Slot::Dummy) => dummy = Some(idx),
                    Some(&Slot::Active { hash: h, key: k }) => {
                        if h == hash && (is_identical(k, key) || eq(k, key)?) {
                            return Ok(Probe::Found(idx));
                        }
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb) & mask;
        }
        Ok(Probe::Exhausted)
    }

    /// `set_insert_clean`: places a key known to be absent in a table without dummies, at the
    /// first empty slot of the same probe sequence. Does not touch `fill` / `used`.
    fn insert_clean(table: &mut [Slot], mask: usize, hash: i64, key: Value) {
        let mask64 = mask as u64;
        let mut perturb = hash as u64;
        let mut i = perturb & mask64;
        let steps = table.len().saturating_add(64);
        for _ in 0..steps {
            let probes = if i + LINEAR_PROBES as u64 <= mask64 {
                LINEAR_PROBES as u64
            } else {
                0
            };
            for j in i..=i + probes {
                if let Some(slot @ Slot::Empty) = table.get_mut(j as usize) {
                    *slot = Slot::Active { hash, key };
                    return;
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb) & mask64;
        }
    }

    /// `set_table_resize`: rebuilds the table with the smallest size above `minused`,
    /// re-inserting the keys in old-table order and dropping the dummies. A minimum-size table
    /// without dummies is left alone.
    fn resize(&mut self, minused: usize) {
        let newsize = size_for(minused);
        if newsize == PYSET_MINSIZE && self.mask == PYSET_MINSIZE - 1 && self.fill == self.used {
            return;
        }
        let old = std::mem::replace(&mut self.table, vec![Slot::Empty; newsize]);
        self.mask = newsize - 1;
        self.fill = self.used;
        for slot in old {
            if let Slot::Active { hash, key } = slot {
                Self::insert_clean(&mut self.table, self.mask, hash, key);
            }
        }
    }

    // ------------------------------------------------------------------ single keys

    /// `s.add(key)` (`set_add_entry`): true if the key was inserted, false if an equal key is
    /// already there (the stored key is kept). Grows the table when `fill * 5 >= mask * 3`.
    pub fn add<E>(&mut self, key: Value, hash: i64, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        match self.probe(key, hash, eq)? {
            Probe::Found(_) | Probe::Exhausted => Ok(false),
            Probe::Vacant {
                dummy: Some(d),
                empty: _,
            } => {
                if let Some(slot) = self.table.get_mut(d) {
                    *slot = Slot::Active { hash, key };
                    self.used = self.used.saturating_add(1);
                }
                Ok(true)
            }
            Probe::Vacant { empty, dummy: None } => {
                if let Some(slot) = self.table.get_mut(empty) {
                    *slot = Slot::Active { hash, key };
                    self.fill = self.fill.saturating_add(1);
                    self.used = self.used.saturating_add(1);
                }
                if self.fill.saturating_mul(5) >= self.mask.saturating_mul(3) {
                    self.resize(growth(self.used));
                }
                Ok(true)
            }
        }
    }

    /// The most [`SetTable::table_bytes`] can be after one more `add` (a resize holds the old
    /// table and the new one at once): for charging the growth before it happens.
    pub fn bytes_for_one_more(&self) -> usize {
        let fill = self.fill.saturating_add(1);
        if fill.saturating_mul(5) >= self.mask.saturating_mul(3) {
            let new = size_for(growth(self.used.saturating_add(1)));
            self.table_bytes()
                .saturating_add(new.saturating_mul(std::mem::size_of::<Slot>()))
        } else {
            self.table_bytes()
        }
    }

    /// `key in s` (`set_contains_entry`).
    pub fn contains<E>(&self, key: Value, hash: i64, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        Ok(matches!(self.probe(key, hash, eq)?, Probe::Found(_)))
    }

    /// `s.discard(key)` (`set_discard_entry`): true if a key was removed (its slot becomes a
    /// dummy; the table never shrinks here). `s.remove` is this plus the VM's `KeyError`.
    pub fn discard<E>(&mut self, key: Value, hash: i64, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        match self.probe(key, hash, eq)? {
            Probe::Found(i) => {
                if let Some(slot) = self.table.get_mut(i) {
                    *slot = Slot::Dummy;
                    self.used = self.used.saturating_sub(1);
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// `s.pop()` (`set_pop`): removes the first key at or after the finger (wrapping around)
    /// and moves the finger past it. `None` for an empty set (the VM raises
    /// `KeyError: 'pop from an empty set'`).
    pub fn pop(&mut self) -> Option<Value> {
        if self.used == 0 {
            return None;
        }
        let mut i = self.finger & self.mask;
        for _ in 0..self.table.len() {
            if let Some(slot) = self.table.get_mut(i) {
                if let Slot::Active { key, .. } = *slot {
                    *slot = Slot::Dummy;
                    self.used = self.used.saturating_sub(1);
                    self.finger = i.saturating_add(1);
                    return Some(key);
                }
            }
            i = if i >= self.mask { 0 } else { i + 1 };
        }
        None
    }

    /// `s.clear()` (`set_clear_internal`): back to [`PYSET_MINSIZE`] empty slots. The finger
    /// stays where it was, as in CPython.
    pub fn clear(&mut self) {
        self.table = vec![Slot::Empty; PYSET_MINSIZE];
        self.mask = PYSET_MINSIZE - 1;
        self.fill = 0;
        self.used = 0;
    }

    // ------------------------------------------------------------------ bulk

    /// `s.update(iterable)` for an iterable that is not a set or an exact dict: adds the keys
    /// one by one, in order (`set(list)`, `set(tuple)`, `set(generator)`, set displays that
    /// are not all constants).
    pub fn extend<E>(
        &mut self,
        items: impl IntoIterator<Item = Result<(Value, i64), E>>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<(), E> {
        for item in items {
            let (key, hash) = item?;
            self.add(key, hash, eq)?;
        }
        Ok(())
    }

    /// The bytes of the table [`SetTable::merge`] of a set of `incoming` keys, or
    /// [`SetTable::presize_for_dict`] of a dict of that many, makes: its one presizing resize
    /// (after it, the adds fit), or the table as it is if that is large enough. The old
    /// table is alive too while its keys move.
    pub fn bytes_for_merge(&self, incoming: usize) -> usize {
        if incoming != 0
            && self.fill.saturating_add(incoming).saturating_mul(5) >= self.mask.saturating_mul(3)
        {
            size_for(self.used.saturating_add(incoming).saturating_mul(2))
                .saturating_mul(std::mem::size_of::<Slot>())
        } else {
            self.table_bytes()
        }
    }

    /// The presizing step of `set_update_internal` for an exact `dict` of `dict_len` keys
    /// (`s.update(d)`, `set(d)`): call this, then [`SetTable::extend`] with the dict's keys in
    /// dict order and the hashes it stored.
    pub fn presize_for_dict(&mut self, dict_len: usize) {
        self.presize(dict_len);
    }

    /// "Do one big resize at the start" (`set_merge`, `set_update_internal`).
    fn presize(&mut self, incoming: usize) {
        if self.fill.saturating_add(incoming).saturating_mul(5) >= self.mask.saturating_mul(3) {
            self.resize(self.used.saturating_add(incoming).saturating_mul(2));
        }
    }

    /// `set_merge`'s paths for an empty target, which never compare keys. False if `self` is
    /// not empty (nothing done then).
    fn merge_into_empty(&mut self, other: &SetTable) -> bool {
        if self.fill != 0 {
            return false;
        }
        if self.mask == other.mask && other.fill == other.used {
            // Same size, no dummies to drop: copy the slots as they are.
            self.table.clone_from(&other.table);
        } else {
            for (hash, key) in other.entries() {
                Self::insert_clean(&mut self.table, self.mask, hash, key);
            }
        }
        self.fill = other.used;
        self.used = other.used;
        true
    }

    /// `s.update(other_set)` / `s |= other_set` (`set_merge`): one presizing resize, then, into
    /// an empty table, a slot-for-slot copy (same size, no dummies) or clean re-insertion in
    /// `other`'s order; otherwise ordinary adds. For `s |= s` do nothing (CPython's case).
    pub fn merge<E>(&mut self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<(), E> {
        if other.used == 0 {
            return Ok(());
        }
        self.presize(other.used);
        if self.merge_into_empty(other) {
            return Ok(());
        }
        for (hash, key) in other.entries() {
            self.add(key, hash, eq)?;
        }
        Ok(())
    }

    /// `s.copy()`, `set(s)`, `frozenset(s)` for a set `s` (`make_new_set` + `set_merge`):
    /// never compares keys.
    pub fn copy(&self) -> SetTable {
        let mut r = SetTable::new();
        if self.used != 0 {
            r.presize(self.used);
            r.merge_into_empty(self);
        }
        r
    }

    /// The frozenset constant CPython 3.11's compiler makes for an all-constant set display: a
    /// frozenset built by adding the items in source order, then rebuilt by adding its keys in
    /// its own iteration order (the compiler's constant merging re-creates it). Used as is by
    /// `for x in {…}` and `x in {…}` (any number of items); a display `{…}` of more than two
    /// constants is its [`SetTable::copy`] (`BUILD_SET 0; LOAD_CONST; SET_UPDATE`), one of at
    /// most two, or with a non-constant item, is plain adds ([`SetTable::extend`]). Which
    /// expressions are constants follows CPython's AST optimizer (`-1`, `(1, 2)`, `2**10` are;
    /// names and calls are not).
    pub fn const_frozenset<E>(
        items: impl IntoIterator<Item = (Value, i64)>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<SetTable, E> {
        let mut first = SetTable::new();
        first.extend(items.into_iter().map(Ok), eq)?;
        let mut rebuilt = SetTable::new();
        rebuilt.extend(first.entries().map(|(h, k)| Ok((k, h))), eq)?;
        Ok(rebuilt)
    }

    /// Takes `other`'s table, keeping this set's finger (`set_swap_bodies`, as used by
    /// `intersection_update`).
    fn take_body(&mut self, other: SetTable) {
        self.table = other.table;
        self.fill = other.fill;
        self.used = other.used;
        self.mask = other.mask;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;

    fn int_eq(a: Value, b: Value) -> Result<bool, Infallible> {
        Ok(a == b)
    }

    fn add_all(s: &mut SetTable, keys: &[i64]) {
        for &k in keys {
            let _ = s.add(Value::Int(k), crate::hash::int_hash(k), &mut int_eq);
        }
    }

    fn order(s: &SetTable) -> Vec<i64> {
        s.iter()
            .map(|v| match v {
                Value::Int(i) => i,
                _ => i64::MIN,
            })
            .collect()
    }

    #[test]
    fn slot_is_24_bytes() {
        assert_eq!(std::mem::size_of::<Slot>(), 24);
    }

    #[test]
    fn small_ints_sit_at_their_hash() {
        // python3 -c "print({3, 1, 2}, {7, 8, 0})" -> {1, 2, 3} {8, 0, 7}
        let mut s = SetTable::new();
        add_all(&mut s, &[3, 1, 2]);
        assert_eq!(order(&s), [1, 2, 3]);
        let mut s = SetTable::new();
        add_all(&mut s, &[7, 8, 0]);
        assert_eq!(order(&s), [8, 0, 7]);
    }

    #[test]
    fn union_stays_within_its_peak_bound() {
        for (la, lb) in [
            (0, 0),
            (0, 5),
            (3, 0),
            (5, 5),
            (100, 7),
            (1000, 3000),
            (60_000, 70_000),
        ] {
            let mut a = SetTable::new();
            add_all(&mut a, &(0..la).collect::<Vec<i64>>());
            let mut b = SetTable::new();
            add_all(&mut b, &(la / 2..la / 2 + lb).collect::<Vec<i64>>());
            let u = a.union(&b, &mut int_eq).unwrap_or_default();
            let (la, lb) = (la as usize, lb as usize);
            let copy = a.copy().table_bytes();
            assert!(u.table_bytes() <= union_peak_bytes(la, lb), "{la} {lb}");
            assert!(copy <= union_peak_bytes(la, lb), "{la} {lb}");
            assert!(
                union_peak_bytes(la, lb) <= max_table_bytes(la + lb),
                "{la} {lb}"
            );
        }
    }

    #[test]
    fn growth_and_bound() {
        let mut s = SetTable::new();
        assert_eq!(s.table_bytes(), 8 * 24);
        add_all(&mut s, &[0, 1, 2, 3]);
        assert_eq!(s.table_bytes(), 8 * 24);
        add_all(&mut s, &[4]); // fill 5: 25 >= 21 -> resize(20) -> 32 slots
        assert_eq!(s.table_bytes(), 32 * 24);
        assert!(s.table_bytes() <= max_table_bytes(5));
        s.clear();
        assert_eq!(s.table_bytes(), 8 * 24);
    }

    #[test]
    fn pop_follows_the_finger_even_after_clear() {
        let mut s = SetTable::new();
        add_all(&mut s, &[1, 2, 3]);
        assert_eq!(s.pop(), Some(Value::Int(1)));
        s.clear();
        add_all(&mut s, &[1, 2, 3]);
        // finger is 2: python3 -c "s={1,2,3};s.pop();s.clear();s|={1,2,3};print(s.pop())" -> 2
        assert_eq!(s.pop(), Some(Value::Int(2)));
        assert_eq!(s.next_entry(0), Some((2, Value::Int(1))));
        assert_eq!(s.next_entry(2), Some((4, Value::Int(3))));
        assert_eq!(s.next_entry(4), None);
        assert_eq!(s.next_entry(99), None);
    }

    #[test]
    fn table_bytes_stay_within_the_bound() {
        let mut seed: u64 = 12345;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            seed >> 33
        };
        let (mut a, mut b) = (SetTable::new(), SetTable::new());
        let (mut max_a, mut max_b) = (0, 0);
        for _ in 0..20_000 {
            let k = (next() % 3000) as i64 * 8;
            let h = crate::hash::int_hash(k);
            match next() % 10 {
                0..=4 => drop(a.add(Value::Int(k), h, &mut int_eq)),
                5 | 6 => drop(a.discard(Value::Int(k), h, &mut int_eq)),
                7 => drop(a.pop()),
                8 => drop(b.add(Value::Int(k), h, &mut int_eq)),
                _ => {
                    let bound = max_table_bytes(a.len() + b.len());
                    let u = a.union(&b, &mut int_eq).unwrap_or_default();
                    assert!(u.table_bytes() <= bound);
                    let x = a.symmetric_difference(&b, &mut int_eq).unwrap_or_default();
                    assert!(x.table_bytes() <= bound);
                }
            }
            max_a = max_a.max(a.len());
            max_b = max_b.max(b.len());
            assert!(a.table_bytes() <= max_table_bytes(max_a));
            assert!(b.table_bytes() <= max_table_bytes(max_b));
        }
    }

    #[test]
    fn hostile_hashes_terminate() {
        // Every key with the same hash, including -1 (never a real hash) and the extremes.
        for h in [0, -1, i64::MIN, i64::MAX] {
            let mut s = SetTable::new();
            for k in 0..300 {
                assert_eq!(s.add(Value::Int(k), h, &mut int_eq), Ok(true));
            }
            assert_eq!(s.len(), 300);
            for k in (0..300).step_by(2) {
                assert_eq!(s.discard(Value::Int(k), h, &mut int_eq), Ok(true));
            }
            assert_eq!(s.contains(Value::Int(1), h, &mut int_eq), Ok(true));
            assert_eq!(s.contains(Value::Int(0), h, &mut int_eq), Ok(false));
            while s.pop().is_some() {}
            assert!(s.is_empty());
        }
    }

    #[test]
    fn eq_errors_stop_the_operation() {
        let mut s = SetTable::new();
        add_all(&mut s, &[1]);
        // -1 and -2 share hash -2: the second add must compare, and that comparison fails.
        let _ = s.add(Value::Int(-1), -2, &mut int_eq);
        let mut failing = |_: Value, _: Value| -> Result<bool, &'static str> { Err("boom") };
        assert_eq!(s.add(Value::Int(-2), -2, &mut failing), Err("boom"));
        assert_eq!(s.len(), 2);
        let mut calls = 0;
        let mut counting = |a: Value, b: Value| -> Result<bool, Infallible> {
            calls += 1;
            Ok(a == b)
        };
        // Identical keys are not compared.
        assert_eq!(s.contains(Value::Int(-1), -2, &mut counting), Ok(true));
        assert_eq!(calls, 0);
    }
}
