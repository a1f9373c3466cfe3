//! `set` and `frozenset` on CPython's table ([`crate::set::SetTable`]): the VM supplies the
//! hashes and the key equality (which may run a user `__eq__`).
//!
//! An operation takes the table out of its object for its duration, so key comparisons can
//! call script code; a user `__eq__` that looks at the set being changed sees it empty (a
//! known limit, documented in docs/dialect.md).

use super::{Vm, VmErr, VmResult};
use crate::heap::{DictView, Obj};
use crate::set::SetTable;
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    /// The table of a set or frozenset value.
    pub fn set_table(&self, v: Value) -> Option<&SetTable> {
        match self.obj(v) {
            Some(Obj::Set(t) | Obj::FrozenSet(t)) => Some(t),
            _ => None,
        }
    }

    /// True for set and frozenset values.
    pub fn is_set_like(&self, v: Value) -> bool {
        self.set_table(v).is_some()
    }

    /// Runs `f` on the table of set `h`, taken out of the object meanwhile; charges the
    /// table's growth. An operation that may grow the table checks the room first
    /// ([`Vm::with_set_growing`], or `set_add`'s own check): what this charges afterwards
    /// already exists, so it counts even when the limit then refuses to go on.
    pub fn with_set<T>(
        &mut self,
        h: Handle,
        f: impl FnOnce(&mut Self, &mut SetTable) -> VmResult<T>,
    ) -> VmResult<T> {
        let mut table = match self.heap.get_mut(h) {
            Some(Obj::Set(t) | Obj::FrozenSet(t)) => std::mem::take(&mut **t),
            _ => return Err(self.internal("not a set")),
        };
        let before = table.table_bytes();
        let r = self.with_roots(&[Value::Obj(h)], |vm| f(vm, &mut table));
        let after = table.table_bytes();
        if let Some(Obj::Set(t) | Obj::FrozenSet(t)) = self.heap.get_mut(h) {
            **t = table;
        }
        if after > before {
            let grown = (after - before) as u64;
            if let Err(e) = self.charge_grow(h, grown) {
                self.heap.account(grown);
                self.heap.grow(h, grown);
                return Err(e);
            }
        }
        r
    }

    /// [`Vm::with_set`] for an operation that may grow set `h`'s table (a merge, an update,
    /// a symmetric difference) to `most(table)` bytes at most: that is checked against the
    /// memory limit first, while the old table still exists (as `set_add` checks one
    /// resize), not only charged after the fact.
    pub fn with_set_growing<T>(
        &mut self,
        h: Handle,
        most: impl FnOnce(&SetTable) -> usize,
        f: impl FnOnce(&mut Self, &mut SetTable) -> VmResult<T>,
    ) -> VmResult<T> {
        let (now, most) = match self.heap.get(h) {
            Obj::Set(t) | Obj::FrozenSet(t) => (t.table_bytes(), most(t)),
            _ => (0, 0),
        };
        if most > now {
            self.precheck(most as u64)?;
        }
        self.with_set(h, f)
    }

    /// `PyObject_RichCompareBool(a, b, Py_EQ)`: identity first, then `==` (sets, dicts, and
    /// the searches of `list.count`, `index`, `remove`).
    ///
    /// A unit of fuel per comparison past identity: keys with colliding hashes are compared
    /// one by one, work that only collisions cause.
    ///
    /// No collection runs during the comparison (`gc_blocked`): set operations call this
    /// with a table taken out of its set (`with_set`) or copied, whose keys no root reaches;
    /// a user `__eq__` that allocated would otherwise free them under the table (their
    /// handles then naming whatever is made next). Its allocations are still charged; a
    /// memory limit it reaches is a MemoryError without a collection first.
    pub fn key_eq(&mut self, a: Value, b: Value) -> VmResult<bool> {
        if crate::set::is_identical(a, b) {
            return Ok(true);
        }
        self.charge_fuel(1)?;
        self.gc_blocked += 1;
        let r = self.eq(a, b);
        self.gc_blocked -= 1;
        r
    }

    /// A new empty set (`frozen` for a frozenset).
    pub fn new_set(&mut self, frozen: bool) -> VmResult<Value> {
        let t = Box::default();
        self.alloc(if frozen {
            Obj::FrozenSet(t)
        } else {
            Obj::Set(t)
        })
    }

    /// A set display `{a, b, c}`: the items added in order.
    pub(crate) fn new_set_from(&mut self, items: Vec<Value>) -> VmResult<Value> {
        let s = self.new_set(false)?;
        self.with_roots(&items, |vm| {
            for x in &items {
                vm.set_add(s, *x)?;
            }
            Ok(())
        })?;
        Ok(s)
    }

    /// `s.add(x)`.
    pub fn set_add(&mut self, s: Value, x: Value) -> VmResult<()> {
        let Value::Obj(h) = s else {
            return Err(self.internal("not a set"));
        };
        let hash = self.hash(x)?;
        self.charge_fuel(1)?;
        // A resize is checked against the memory limit before it happens (the old and the
        // new table exist together while keys move); `with_set` then charges what remains.
        let (now, most) = match self.heap.get(h) {
            Obj::Set(t) | Obj::FrozenSet(t) => (t.table_bytes(), t.bytes_for_one_more()),
            _ => (0, 0),
        };
        if most > now {
            self.precheck((most - now) as u64)?;
        }
        self.with_set(h, |vm, t| {
            t.add(x, hash, &mut |a, b| vm.key_eq(a, b))?;
            Ok(())
        })
    }

    /// `s |= iterable` (also `{*a}` and `set(iterable)`): a set operand is merged as CPython's
    /// `set_merge`, anything else added item by item.
    pub fn set_update(&mut self, s: Value, other: Value) -> VmResult<()> {
        let Value::Obj(h) = s else {
            return Err(self.internal("not a set"));
        };
        if let Some(t) = self.set_table(other) {
            // A copy of the other table (a key comparison may change it), held as scratch.
            let src = t.clone();
            self.charge_fuel(src.len() as u64)?;
            let copy = crate::heap::malloc_size(src.table_bytes() as u64);
            return self.with_scratch(copy, |vm| {
                let n = src.len();
                vm.with_set_growing(
                    h,
                    |t| t.bytes_for_merge(n),
                    |vm, t| {
                        t.merge(&src, &mut |a, b| vm.key_eq(a, b))?;
                        Ok(())
                    },
                )
            });
        }
        if let Some(Obj::Dict(d)) = self.obj(other) {
            let n = d.len();
            self.with_set_growing(
                h,
                |t| t.bytes_for_merge(n),
                |_, t| {
                    t.presize_for_dict(n);
                    Ok(())
                },
            )?;
        }
        let it = self.get_iter(other)?;
        self.with_roots(&[it], |vm| {
            while let Some(x) = vm.iter_next(it)? {
                vm.set_add(s, x)?;
            }
            Ok(())
        })
    }

    /// `x in s`.
    pub fn set_contains(&mut self, s: Value, x: Value) -> VmResult<bool> {
        let hash = match self.hash(x) {
            Ok(h) => h,
            // A set's own unhashable sets are looked up as frozensets, as CPython does.
            Err(e) if self.is_set_like(x) => {
                let _ = e;
                self.frozen_copy_hash(x)?
            }
            Err(e) => return Err(e),
        };
        let Value::Obj(h) = s else {
            return Ok(false);
        };
        self.with_set(h, |vm, t| t.contains(x, hash, &mut |a, b| vm.key_eq(a, b)))
    }

    /// `s.discard(x)`: true if it was there.
    pub fn set_discard(&mut self, s: Value, x: Value) -> VmResult<bool> {
        let hash = match self.hash(x) {
            Ok(h) => h,
            Err(_) if self.is_set_like(x) => self.frozen_copy_hash(x)?,
            Err(e) => return Err(e),
        };
        let Value::Obj(h) = s else {
            return Ok(false);
        };
        self.with_set(h, |vm, t| t.discard(x, hash, &mut |a, b| vm.key_eq(a, b)))
    }

    /// The hash `x` would have as a frozenset.
    fn frozen_copy_hash(&self, x: Value) -> VmResult<i64> {
        match self.set_table(x) {
            Some(t) => Ok(t.frozenset_hash()),
            None => Err(self.internal("not a set")),
        }
    }

    /// A new set (or frozenset) holding a copy of `t`.
    pub fn set_from_table(&mut self, t: SetTable, frozen: bool) -> VmResult<Value> {
        let bytes = t.table_bytes() as u64;
        self.charge(bytes)?;
        let v = self.alloc(if frozen {
            Obj::FrozenSet(Box::new(t))
        } else {
            Obj::Set(Box::new(t))
        })?;
        if let Value::Obj(h) = v {
            self.heap.grow(h, bytes);
        }
        Ok(v)
    }

    /// The items of a set in iteration order.
    pub fn set_items(&self, s: Value) -> Vec<Value> {
        self.set_table(s)
            .map_or_else(Vec::new, |t| t.iter().collect())
    }

    /// `TypeError: unhashable type: 'set'` and the like.
    pub(crate) fn unhashable(&self, v: Value) -> VmErr {
        self.type_error(format!("unhashable type: '{}'", self.type_name(v)))
    }

    /// The frozenset of a set value (itself if already frozen).
    pub fn frozen_of(&mut self, s: Value) -> VmResult<Value> {
        match self.obj(s) {
            Some(Obj::FrozenSet(_)) => Ok(s),
            Some(Obj::Set(t)) => {
                let t = (**t).clone();
                self.set_from_table(t, true)
            }
            _ => Err(self.type_error(format!("'{}' object is not a set", self.type_name(s)))),
        }
    }

    /// True if `v` is a frozenset.
    pub fn is_frozenset(&self, v: Value) -> bool {
        self.type_tag(v) == TypeTag::FrozenSet
    }
}

impl Vm<'_> {
    /// The set operators (`| & - ^` and their in-place forms) and `dict | dict`; `None` if
    /// the operands are not of those kinds.
    pub(crate) fn set_binop(
        &mut self,
        op: pyrite_lang::bytecode::BinKind,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> VmResult<Option<Value>> {
        use pyrite_lang::bytecode::BinKind;
        if let (Some(Obj::Dict(_)), BinKind::BitOr, true) = (self.obj(a), op, inplace) {
            // `d |= x` takes what `d.update(x)` takes: a mapping or an iterable of pairs.
            self.dict_update(a, b)?; // CALLBACK
            return Ok(Some(a));
        }
        if let (Some(Obj::Dict(x)), Some(Obj::Dict(y)), BinKind::BitOr) =
            (self.obj(a), self.obj(b), op)
        {
            use crate::dict::DictKind;
            // The type of the result: an OrderedDict's or defaultdict's `__or__`, or its
            // `__ror__` (tried first, as a subclass's) against a dict or Counter.
            let kind = match (x.kind, y.kind) {
                (DictKind::Plain | DictKind::Counter, k @ DictKind::OrderedDict)
                | (DictKind::Plain | DictKind::Counter, k @ DictKind::DefaultDict(_))
                | (k @ (DictKind::OrderedDict | DictKind::DefaultDict(_)), _) => k,
                _ => DictKind::Plain,
            };
            let d = self.new_kind_dict(kind)?;
            self.dict_update(d, a)?;
            self.dict_update(d, b)?;
            return Ok(Some(d));
        }
        if !matches!(
            op,
            BinKind::BitOr | BinKind::BitAnd | BinKind::Sub | BinKind::BitXor
        ) {
            return Ok(None);
        }
        if self.is_set_view(a) || self.is_set_view(b) {
            return self.view_binop(op, a, b).map(Some); // CALLBACK
        }
        if !(self.is_set_like(a) && self.is_set_like(b)) {
            return Ok(None);
        }
        let (Some(ta), Some(tb)) = (self.set_table(a), self.set_table(b)) else {
            return Ok(None);
        };
        // Copies of both tables (a key comparison may change the sets), charged as scratch
        // before they are made and held while the result (checked against its bound first)
        // is built.
        let copies = crate::heap::malloc_size(ta.table_bytes() as u64)
            + crate::heap::malloc_size(tb.table_bytes() as u64);
        let (la, lb) = (ta.len(), tb.len());
        self.charge_fuel((la + lb) as u64 / 4)?;
        let bound = match op {
            BinKind::BitOr => crate::set::union_peak_bytes(la, lb),
            _ => crate::set::max_table_bytes(la + lb),
        } as u64;
        let same = a == b;
        let frozen = self.is_frozenset(a);
        let result = self.with_scratch(copies, |vm| {
            let ta = vm.set_table(a).cloned().unwrap_or_default();
            let tb = vm.set_table(b).cloned().unwrap_or_default();
            vm.precheck(bound)?;
            vm.with_roots(&[a, b], |vm| {
                let mut eq = |x: Value, y: Value| vm.key_eq(x, y);
                Ok::<SetTable, VmErr>(match op {
                    BinKind::BitOr => ta.union(&tb, &mut eq)?,
                    BinKind::BitAnd => {
                        if same {
                            ta.copy()
                        } else {
                            ta.intersection(&tb, &mut eq)?
                        }
                    }
                    BinKind::Sub => {
                        if same {
                            SetTable::new()
                        } else {
                            ta.difference(&tb, &mut eq)?
                        }
                    }
                    _ => {
                        if same {
                            SetTable::new()
                        } else {
                            ta.symmetric_difference(&tb, &mut eq)?
                        }
                    }
                })
            })
        })?;
        if inplace && !frozen {
            let Value::Obj(h) = a else {
                return Ok(None);
            };
            self.with_set(h, |_, t| {
                *t = result;
                Ok(())
            })?;
            return Ok(Some(a));
        }
        self.set_from_table(result, frozen).map(Some)
    }
}

/// The set algebra of dict views (`keys()` and `items()`, not `values()`), as CPython's
/// `dictviews_or`, `dictviews_sub`, `dictviews_xor` and `_PyDictView_Intersect`: the other
/// operand may be any iterable, on either side, and the result is a new set.
impl Vm<'_> {
    /// True for a `keys()` or `items()` view.
    pub(crate) fn is_set_view(&self, v: Value) -> bool {
        matches!(
            self.obj(v),
            Some(Obj::View {
                view: DictView::Keys | DictView::Items,
                ..
            })
        )
    }

    /// `dictviews_to_set`: `set(x)`, where a keys view of a dict is `set(the dict)`.
    fn view_to_set(&mut self, x: Value) -> VmResult<Value> {
        let src = match self.obj(x) {
            Some(Obj::View {
                dict,
                view: DictView::Keys,
            }) => Value::Obj(*dict),
            _ => x,
        };
        let s = self.new_set(false)?;
        self.with_roots(&[s], |vm| vm.set_update(s, src))?; // CALLBACK
        Ok(s)
    }

    /// The table of `x`, or of a new set made from it (`make_new_set`).
    fn table_of_iterable(&mut self, x: Value) -> VmResult<SetTable> {
        let src = match self.set_table(x) {
            Some(_) => x,
            None => self.view_to_set(x)?,
        };
        // A copy: room for it is checked (and its fuel charged) before it is made.
        self.with_roots(&[src], |vm| {
            let bytes = vm.set_table(src).map_or(0, |t| t.table_bytes()) as u64;
            vm.precheck(bytes)?;
            Ok(vm.set_table(src).cloned().unwrap_or_default())
        })
    }

    /// `a op b` where `a` or `b` is a keys or items view.
    fn view_binop(
        &mut self,
        op: pyrite_lang::bytecode::BinKind,
        a: Value,
        b: Value,
    ) -> VmResult<Value> {
        use pyrite_lang::bytecode::BinKind;
        if op == BinKind::BitAnd {
            return self.view_intersect(a, b);
        }
        let r = self.view_to_set(a)?;
        self.with_roots(&[r, a, b], |vm| {
            let Value::Obj(h) = r else {
                return Err(vm.internal("not a set"));
            };
            match op {
                BinKind::BitOr => vm.set_update(r, b)?,
                BinKind::Sub => {
                    let t = vm.table_of_iterable(b)?;
                    vm.with_set(h, |vm, s| {
                        s.difference_update(&t, &mut |x, y| vm.key_eq(x, y))
                    })?;
                }
                _ => {
                    let t = vm.table_of_iterable(b)?;
                    let most = |s: &SetTable| crate::set::max_table_bytes(s.len() + t.len());
                    vm.with_set_growing(h, most, |vm, s| {
                        s.symmetric_difference_update(&t, &mut |x, y| vm.key_eq(x, y))
                    })?;
                }
            }
            Ok(r)
        })
    }

    /// `_PyDictView_Intersect`: the view is `self` (swapped in when it is on the right); an
    /// exact set at least as large intersects itself with the view; otherwise the smaller
    /// operand is iterated, keeping what the larger view contains.
    fn view_intersect(&mut self, a: Value, b: Value) -> VmResult<Value> {
        let (mut this, mut other) = if self.is_set_view(a) { (a, b) } else { (b, a) };
        let len_this = self.len_of(this)?;
        if matches!(self.obj(other), Some(Obj::Set(_))) && len_this <= self.len_of(other)? {
            let mine = self.set_table(other).cloned().unwrap_or_default();
            let items = self.collect(this)?;
            let keyed = self.with_roots(&items, |vm| {
                items
                    .iter()
                    .map(|&k| Ok((k, vm.hash(k)?)))
                    .collect::<VmResult<Vec<_>>>()
            })?;
            let t = self.with_roots(&items, |vm| {
                mine.intersection_iter(keyed.into_iter().map(Ok), &mut |x, y| vm.key_eq(x, y))
            })?;
            return self.set_from_table(t, false);
        }
        if self.is_set_view(other) && self.len_of(other)? > len_this {
            std::mem::swap(&mut this, &mut other);
        }
        let r = self.new_set(false)?;
        let items = self.collect(other)?;
        self.with_roots(&[r, this], |vm| {
            vm.with_roots(&items, |vm| {
                for &k in &items {
                    if vm.contains(this, k)? {
                        vm.set_add(r, k)?;
                    }
                }
                Ok(())
            })
        })?;
        Ok(r)
    }

    /// `view == s` for a keys or items view and a set, either way round
    /// (`dictview_richcompare`): equal sizes and every item of the view in `s`.
    pub(crate) fn view_set_eq(&mut self, view: Value, s: Value) -> VmResult<bool> {
        if self.len_of(view)? != self.len_of(s)? {
            return Ok(false);
        }
        let items = self.collect(view)?;
        self.with_roots(&items, |vm| {
            for &k in &items {
                if !vm.contains(s, k)? {
                    return Ok(false);
                }
            }
            Ok(true)
        })
    }
}
