//! The set algebra of `SetTable` (Objects/setobject.c's `set_or`, `set_intersection`,
//! `set_difference`, `set_symmetric_difference_update`, the in-place forms and the
//! comparisons): which operand is copied, which one is iterated and which key is kept, as in
//! CPython 3.11, since that decides the order of the result.

use super::{growth, KeyEq, SetTable};
use crate::value::Value;

impl SetTable {
    /// `self | other`, `self.union(other)` (`set_or`): a copy of `self`, then a merge of
    /// `other` (skipped when `other` is `self`).
    pub fn union<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<SetTable, E> {
        let mut r = self.copy();
        if !std::ptr::eq(self, other) {
            r.merge(other, eq)?;
        }
        Ok(r)
    }

    /// `self & other`, `self.intersection(other)` for a set `other` (`set_intersection`): a
    /// copy if `other` is `self`; otherwise a new set of the keys of the smaller operand (the
    /// right one on a tie) that the larger contains, added in the smaller one's order.
    pub fn intersection<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<SetTable, E> {
        if std::ptr::eq(self, other) {
            return Ok(self.copy());
        }
        let (large, small) = if other.used > self.used {
            (other, self)
        } else {
            (self, other)
        };
        let mut r = SetTable::new();
        for (hash, key) in small.entries() {
            if large.contains(key, hash, eq)? {
                r.add(key, hash, eq)?;
            }
        }
        Ok(r)
    }

    /// `self.intersection(iterable)` for an iterable that is not a set: the items `self`
    /// contains, in iteration order, stopping as soon as the result is as large as `self`.
    pub fn intersection_iter<E>(
        &self,
        items: impl IntoIterator<Item = Result<(Value, i64), E>>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<SetTable, E> {
        let mut r = SetTable::new();
        for item in items {
            let (key, hash) = item?;
            if self.contains(key, hash, eq)? {
                r.add(key, hash, eq)?;
                if r.used >= self.used {
                    break;
                }
            }
        }
        Ok(r)
    }

    /// `self &= other`, `self.intersection_update(other)`: the intersection replaces this
    /// set's table (the finger stays). For `s &= s` call [`SetTable::intersection_update_itself`].
    pub fn intersection_update<E>(
        &mut self,
        other: &SetTable,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<(), E> {
        let r = self.intersection(other, eq)?;
        self.take_body(r);
        Ok(())
    }

    /// `s &= s`: CPython replaces the table with a copy of itself, which may reorder it.
    pub fn intersection_update_itself(&mut self) {
        let r = self.copy();
        self.take_body(r);
    }

    /// `self - other`, `self.difference(other)` for a set `other` (`set_difference`): when
    /// `self` is more than four times larger, a copy of `self` with `other`'s keys discarded
    /// (as [`SetTable::difference_update`]); otherwise a new set of `self`'s keys that `other`
    /// lacks, in `self`'s order.
    pub fn difference<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<SetTable, E> {
        if (self.used >> 2) > other.used {
            let mut r = self.copy();
            r.difference_update(other, eq)?;
            return Ok(r);
        }
        let mut r = SetTable::new();
        for (hash, key) in self.entries() {
            if !other.contains(key, hash, eq)? {
                r.add(key, hash, eq)?;
            }
        }
        Ok(r)
    }

    /// `self.difference(iterable)` for an iterable that is not a set (`set_copy_and_difference`):
    /// a copy of `self` with the items discarded.
    pub fn difference_iter<E>(
        &self,
        items: impl IntoIterator<Item = Result<(Value, i64), E>>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<SetTable, E> {
        let mut r = self.copy();
        r.difference_update_iter(items, eq)?;
        Ok(r)
    }

    /// `self -= other`, `self.difference_update(other)` for a set `other`
    /// (`set_difference_update_internal`): discards `other`'s keys (or, when `other` is more
    /// than eight times larger, the keys of the intersection), then rebuilds the table if more
    /// than a quarter of it is dummies. For `s -= s` call [`SetTable::clear`].
    pub fn difference_update<E>(
        &mut self,
        other: &SetTable,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<(), E> {
        let smaller;
        let other = if (other.used >> 3) > self.used {
            smaller = self.intersection(other, eq)?;
            &smaller
        } else {
            other
        };
        for (hash, key) in other.entries() {
            self.discard(key, hash, eq)?;
        }
        self.purge_dummies();
        Ok(())
    }

    /// `self.difference_update(iterable)` for an iterable that is not a set: discards the
    /// items in order, then the same dummy purge as [`SetTable::difference_update`].
    pub fn difference_update_iter<E>(
        &mut self,
        items: impl IntoIterator<Item = Result<(Value, i64), E>>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<(), E> {
        for item in items {
            let (key, hash) = item?;
            self.discard(key, hash, eq)?;
        }
        self.purge_dummies();
        Ok(())
    }

    /// "If more than 1/4th are dummies, then resize them away."
    fn purge_dummies(&mut self) {
        if self.fill.saturating_sub(self.used) > self.mask / 4 {
            self.resize(growth(self.used));
        }
    }

    /// `self ^ other`, `self.symmetric_difference(other)` (`set_symmetric_difference`): a copy
    /// of **`other`**, updated with `self` (so `other`'s layout comes first). For a non-set
    /// iterable, build it into a set with [`SetTable::extend`] and pass that as `other`.
    pub fn symmetric_difference<E>(
        &self,
        other: &SetTable,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<SetTable, E> {
        let mut r = other.copy();
        r.symmetric_difference_update(self, eq)?;
        Ok(r)
    }

    /// `self ^= other`, `self.symmetric_difference_update(other)`: for each of `other`'s keys
    /// in its order, discard it from `self` or, if absent, add it. For `s ^= s` call
    /// [`SetTable::clear`]; for a non-set iterable, build it into a set first (as CPython does).
    pub fn symmetric_difference_update<E>(
        &mut self,
        other: &SetTable,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<(), E> {
        for (hash, key) in other.entries() {
            if !self.discard(key, hash, eq)? {
                self.add(key, hash, eq)?;
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------------ comparisons

    /// `self <= other`, `self.issubset(other)` for a set `other`: false at once if `self` is
    /// larger, else every key of `self` (in order, stopping at the first miss) is in `other`.
    /// For a non-set iterable CPython 3.11 first builds a set of all its items.
    pub fn issubset<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        if self.used > other.used {
            return Ok(false);
        }
        for (hash, key) in self.entries() {
            if !other.contains(key, hash, eq)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `self >= other`, `self.issuperset(other)` for a set: `other.issubset(self)`.
    pub fn issuperset<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        other.issubset(self, eq)
    }

    /// `self.issuperset(iterable)` for a non-set: each item in turn must be in `self`; stops at
    /// the first that is not.
    pub fn issuperset_iter<E>(
        &self,
        items: impl IntoIterator<Item = Result<(Value, i64), E>>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<bool, E> {
        for item in items {
            let (key, hash) = item?;
            if !self.contains(key, hash, eq)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `self < other`: smaller and a subset.
    pub fn is_proper_subset<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        if self.used >= other.used {
            return Ok(false);
        }
        self.issubset(other, eq)
    }

    /// `self > other`: larger and a superset.
    pub fn is_proper_superset<E>(
        &self,
        other: &SetTable,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<bool, E> {
        if self.used <= other.used {
            return Ok(false);
        }
        self.issuperset(other, eq)
    }

    /// `self == other` for sets (`set_richcompare`): same size and a subset. CPython first
    /// answers false when both are frozensets whose cached hashes differ; a VM caching those
    /// hashes does that check before calling this. `!=` is its negation.
    pub fn set_eq<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        if self.used != other.used {
            return Ok(false);
        }
        self.issubset(other, eq)
    }

    /// `self.isdisjoint(other)` for a set (`set_isdisjoint`): `other is self` answers by
    /// emptiness; otherwise the smaller operand's keys (the right one on a tie) are looked up
    /// in the larger, stopping at the first hit.
    pub fn isdisjoint<E>(&self, other: &SetTable, eq: &mut KeyEq<'_, E>) -> Result<bool, E> {
        if std::ptr::eq(self, other) {
            return Ok(self.used == 0);
        }
        let (large, small) = if other.used > self.used {
            (other, self)
        } else {
            (self, other)
        };
        for (hash, key) in small.entries() {
            if large.contains(key, hash, eq)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `self.isdisjoint(iterable)` for a non-set: no item is in `self`; stops at the first hit.
    pub fn isdisjoint_iter<E>(
        &self,
        items: impl IntoIterator<Item = Result<(Value, i64), E>>,
        eq: &mut KeyEq<'_, E>,
    ) -> Result<bool, E> {
        for item in items {
            let (key, hash) = item?;
            if self.contains(key, hash, eq)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
