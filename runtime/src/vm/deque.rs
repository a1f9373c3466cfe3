//! `collections.deque` (`LibObj::Deque`) and its iterators, after CPython 3.11's
//! `_collectionsmodule.c`: a bounded or unbounded double-ended queue whose `state` counter
//! makes an iterator (or `in`, `count`, `index`, `remove`) fail once the deque moved under it.
//! Its buffer's growth is charged before it happens, geometrically (so a `maxlen` window that
//! appends and drops forever is charged once), and every O(n) operation charges fuel first.

use pyrite_lang::bytecode::{BinKind, CmpKind};

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::libobj::{Deque, LibObj};
use crate::value::{Handle, TypeTag, Value};

const MUTATED: &str = "deque mutated during iteration";

impl Vm<'_> {
    /// A new empty deque.
    pub fn new_deque(&mut self, maxlen: Option<usize>) -> VmResult<Value> {
        self.new_lib(LibObj::Deque(Box::new(Deque {
            maxlen,
            ..Deque::default()
        })))
    }

    /// The deque behind `v`, if it is one.
    pub fn deque_ref(&self, v: Value) -> Option<&Deque> {
        match self.obj(v) {
            Some(Obj::Lib(o)) => match &**o {
                LibObj::Deque(d) => Some(d),
                _ => None,
            },
            _ => None,
        }
    }

    /// The deque behind `v`, mutably.
    pub fn deque_mut(&mut self, v: Value) -> Option<&mut Deque> {
        match self.obj_mut(v) {
            Some(Obj::Lib(o)) => match &mut **o {
                LibObj::Deque(d) => Some(d),
                _ => None,
            },
            _ => None,
        }
    }

    /// True if `v` is a deque.
    pub fn is_deque(&self, v: Value) -> bool {
        self.deque_ref(v).is_some()
    }

    /// The items of deque `v`, left to right (a copy).
    pub fn deque_items(&self, v: Value) -> Vec<Value> {
        self.deque_ref(v)
            .map(|d| d.items.iter().copied().collect())
            .unwrap_or_default()
    }

    /// Makes room for one more item in deque `h`: a full buffer doubles, the new room
    /// charged first.
    fn deque_room(&mut self, h: Handle) -> VmResult<()> {
        let v = Value::Obj(h);
        let Some(d) = self.deque_ref(v) else {
            return Ok(());
        };
        let (len, charged) = (d.items.len(), d.charged);
        if len < charged {
            return Ok(());
        }
        let want = (charged * 2).max(8);
        self.charge_grow(h, (want - charged) as u64 * 16)?;
        if let Some(d) = self.deque_mut(v) {
            if d.items.try_reserve_exact(want - d.items.len()).is_err() {
                return Err(self.err(TypeTag::MemoryError, String::new()));
            }
            d.charged = want;
        }
        Ok(())
    }

    /// `append(x)` (`left`: `appendleft`): past `maxlen`, the item at the other end goes.
    pub fn deque_append(&mut self, d: Value, x: Value, left: bool) -> VmResult<()> {
        let Value::Obj(h) = d else { return Ok(()) };
        let full = match self.deque_ref(d) {
            Some(q) => q.maxlen.is_some_and(|m| q.items.len() >= m),
            None => return Ok(()),
        };
        if !full {
            self.deque_room(h)?;
        }
        if let Some(q) = self.deque_mut(d) {
            q.state = q.state.wrapping_add(1);
            if q.maxlen == Some(0) {
                return Ok(());
            }
            if full {
                if left {
                    q.items.pop_back();
                } else {
                    q.items.pop_front();
                }
            }
            if left {
                q.items.push_front(x);
            } else {
                q.items.push_back(x);
            }
        }
        Ok(())
    }

    /// `extend(iterable)` (`left`: `extendleft`, each item appended on the left). The deque
    /// itself is read as a snapshot first, as CPython copies it.
    pub fn deque_extend(&mut self, d: Value, iterable: Value, left: bool) -> VmResult<()> {
        let src = if iterable == d {
            let items = self.deque_items(d);
            self.charge_fuel(items.len() as u64 / 8)?;
            self.new_list(items)?
        } else {
            iterable
        };
        self.with_roots(&[d, src], |vm| {
            let mut c = vm.cursor(src)?; // CALLBACK
            if let crate::iter::Cursor::Iter(it) = c {
                vm.root(it);
            }
            while let Some(x) = vm.cursor_next(&mut c)? {
                // CALLBACK
                vm.charge_fuel(1)?;
                vm.deque_append(d, x, left)?;
            }
            Ok(())
        })
    }

    /// `pop()` (`left`: `popleft()`).
    pub fn deque_pop(&mut self, d: Value, left: bool) -> VmResult<Value> {
        let item = self.deque_mut(d).and_then(|q| {
            let x = if left {
                q.items.pop_front()
            } else {
                q.items.pop_back()
            };
            if x.is_some() {
                q.state = q.state.wrapping_add(1);
            }
            x
        });
        item.ok_or_else(|| self.err(TypeTag::IndexError, "pop from an empty deque"))
    }

    /// `len(deque)`.
    pub fn deque_len(&self, d: Value) -> usize {
        self.deque_ref(d).map_or(0, |q| q.items.len())
    }

    /// `d.rotate(n)`.
    pub fn deque_rotate(&mut self, d: Value, n: i64) -> VmResult<()> {
        let len = self.deque_len(d);
        if len <= 1 || n == 0 {
            return Ok(());
        }
        let k = n.rem_euclid(len as i64) as usize;
        self.charge_fuel(k.min(len - k) as u64 / 16)?;
        if let Some(q) = self.deque_mut(d) {
            q.items.rotate_right(k);
            q.state = q.state.wrapping_add(1);
        }
        Ok(())
    }

    /// The index an `int` key names in a deque of `len` items (`None`: out of range), with
    /// `sq_item`'s TypeError for anything else.
    fn deque_index_key(&self, key: Value, len: usize) -> VmResult<Option<usize>> {
        if !self.is_int(key) {
            return Err(self.type_error(format!(
                "sequence index must be integer, not '{}'",
                self.type_name(key)
            )));
        }
        let i = self.index_arg(key, "")?;
        let i = if i < 0 { i + len as i64 } else { i };
        Ok(usize::try_from(i).ok().filter(|&u| u < len))
    }

    fn deque_range_error(&self) -> super::VmErr {
        self.err(TypeTag::IndexError, "deque index out of range")
    }

    /// `d[i]`.
    pub(crate) fn deque_getitem(&mut self, d: Value, key: Value) -> VmResult<Value> {
        let len = self.deque_len(d);
        let i = self.deque_index_key(key, len)?;
        i.and_then(|i| self.deque_ref(d).and_then(|q| q.items.get(i).copied()))
            .ok_or_else(|| self.deque_range_error())
    }

    /// `d[i] = x` (no change of `state`: an iterator sees the new item).
    pub(crate) fn deque_setitem(&mut self, d: Value, key: Value, x: Value) -> VmResult<()> {
        let len = self.deque_len(d);
        let Some(i) = self.deque_index_key(key, len)? else {
            return Err(self.deque_range_error());
        };
        if let Some(slot) = self.deque_mut(d).and_then(|q| q.items.get_mut(i)) {
            *slot = x;
        }
        Ok(())
    }

    /// `del d[i]`.
    pub(crate) fn deque_delitem(&mut self, d: Value, key: Value) -> VmResult<()> {
        let len = self.deque_len(d);
        let Some(i) = self.deque_index_key(key, len)? else {
            return Err(self.deque_range_error());
        };
        self.deque_remove_at(d, i)
    }

    /// Removes item `i` (CPython rotates it to an end and pops it: the state moves).
    pub fn deque_remove_at(&mut self, d: Value, i: usize) -> VmResult<()> {
        let len = self.deque_len(d);
        self.charge_fuel(i.min(len.saturating_sub(i)) as u64 / 16)?;
        if let Some(q) = self.deque_mut(d) {
            q.items.remove(i);
            q.state = q.state.wrapping_add(1);
        }
        Ok(())
    }

    /// `d.insert(i, x)`.
    pub fn deque_insert(&mut self, d: Value, i: i64, x: Value) -> VmResult<()> {
        let (len, maxlen) = match self.deque_ref(d) {
            Some(q) => (q.items.len(), q.maxlen),
            None => return Ok(()),
        };
        if maxlen == Some(len) {
            return Err(self.err(TypeTag::IndexError, "deque already at its maximum size"));
        }
        let n = len as i64;
        if i >= n {
            return self.deque_append(d, x, false);
        }
        if i <= -n || i == 0 {
            return self.deque_append(d, x, true);
        }
        let at = if i < 0 { (i + n) as usize } else { i as usize };
        let Value::Obj(h) = d else { return Ok(()) };
        self.deque_room(h)?;
        self.charge_fuel(at.min(len - at) as u64 / 16)?;
        if let Some(q) = self.deque_mut(d) {
            q.items.insert(at, x);
            q.state = q.state.wrapping_add(1);
        }
        Ok(())
    }

    /// `d.reverse()` (in place; the state does not move, as in CPython).
    pub fn deque_reverse(&mut self, d: Value) -> VmResult<()> {
        let len = self.deque_len(d);
        self.charge_fuel(len as u64 / 16)?;
        if let Some(q) = self.deque_mut(d) {
            q.items.make_contiguous().reverse();
        }
        Ok(())
    }

    /// `d.clear()`.
    pub fn deque_clear(&mut self, d: Value) {
        if let Some(q) = self.deque_mut(d) {
            q.items.clear();
            q.state = q.state.wrapping_add(1);
        }
    }

    /// Item `i` of deque `d` and whether its state is still `state`.
    fn deque_at(&self, d: Value, i: usize, state: u64) -> (Option<Value>, bool) {
        match self.deque_ref(d) {
            Some(q) => (q.items.get(i).copied(), q.state == state),
            None => (None, false),
        }
    }

    /// Scans items `start..stop` comparing each with `x` (`==`, identity first); for each
    /// equal one calls `hit`, which says whether to stop. A comparison that mutates the
    /// deque ends the scan with `mutated`'s error.
    fn deque_scan(
        &mut self,
        d: Value,
        x: Value,
        start: usize,
        stop: usize,
        mutated: (TypeTag, &str),
        mut hit: impl FnMut(usize) -> bool,
    ) -> VmResult<()> {
        let state = self.deque_ref(d).map_or(0, |q| q.state);
        self.with_roots(&[d, x], |vm| {
            for i in start..stop {
                vm.charge_fuel(1)?;
                let (item, same) = vm.deque_at(d, i, state);
                let Some(item) = item.filter(|_| same) else {
                    return Err(vm.err(mutated.0, mutated.1));
                };
                let eq = vm.is(item, x) || vm.with_roots(&[item], |vm| vm.eq(item, x))?; // CALLBACK
                if vm.deque_ref(d).map_or(0, |q| q.state) != state {
                    return Err(vm.err(mutated.0, mutated.1));
                }
                if eq && hit(i) {
                    return Ok(());
                }
            }
            Ok(())
        })
    }

    /// `x in d`.
    pub(crate) fn deque_contains(&mut self, d: Value, x: Value) -> VmResult<bool> {
        let mut found = false;
        let len = self.deque_len(d);
        self.deque_scan(d, x, 0, len, (TypeTag::RuntimeError, MUTATED), |_| {
            found = true;
            true
        })?;
        Ok(found)
    }

    /// `d.count(x)`.
    pub fn deque_count(&mut self, d: Value, x: Value) -> VmResult<usize> {
        let mut n = 0;
        let len = self.deque_len(d);
        self.deque_scan(d, x, 0, len, (TypeTag::RuntimeError, MUTATED), |_| {
            n += 1;
            false
        })?;
        Ok(n)
    }

    /// `d.index(x, start, stop)`, the bounds clamped as CPython clamps them.
    pub fn deque_index(&mut self, d: Value, x: Value, start: i64, stop: i64) -> VmResult<usize> {
        let n = self.deque_len(d) as i64;
        let clamp = |i: i64| {
            if i < 0 {
                (i + n).max(0)
            } else {
                i.min(n)
            }
        };
        let stop = clamp(stop);
        let start = clamp(start).min(stop);
        let mut at = None;
        self.deque_scan(
            d,
            x,
            start as usize,
            stop as usize,
            (TypeTag::RuntimeError, MUTATED),
            |i| {
                at = Some(i);
                true
            },
        )?;
        match at {
            Some(i) => Ok(i),
            None => {
                let r = self.repr(x)?;
                Err(self.value_error(format!("{r} is not in deque")))
            }
        }
    }

    /// `d.remove(x)`: the first item equal to `x`.
    pub fn deque_remove(&mut self, d: Value, x: Value) -> VmResult<()> {
        let mut at = None;
        let len = self.deque_len(d);
        self.deque_scan(
            d,
            x,
            0,
            len,
            (TypeTag::IndexError, "deque mutated during remove()."),
            |i| {
                at = Some(i);
                true
            },
        )?;
        match at {
            Some(i) => self.deque_remove_at(d, i),
            None => {
                let r = self.repr(x)?;
                Err(self.value_error(format!("{r} is not in deque")))
            }
        }
    }

    /// A copy of deque `d` with the same `maxlen`.
    pub fn deque_copy(&mut self, d: Value) -> VmResult<Value> {
        let (items, maxlen) = match self.deque_ref(d) {
            Some(q) => (q.items.clone(), q.maxlen),
            None => return Err(self.internal("not a deque")),
        };
        let n = items.len();
        self.charge(n as u64 * 16)?;
        self.charge_fuel(n as u64 / 8)?;
        let v = self.new_lib(LibObj::Deque(Box::new(Deque {
            items,
            maxlen,
            state: 0,
            charged: 0,
        })))?;
        let cap = self.deque_ref(v).map_or(0, |q| q.items.capacity());
        if let Some(q) = self.deque_mut(v) {
            q.charged = cap;
        }
        // The buffer was charged just above, before the object was made.
        if let Value::Obj(h) = v {
            self.heap.grow(h, n as u64 * 16);
        }
        Ok(v)
    }

    /// `iter(d)` (`rev`: `reversed(d)`).
    pub fn deque_iter(&mut self, d: Value, rev: bool) -> VmResult<Value> {
        let (counter, state) = match self.deque_ref(d) {
            Some(q) => (q.items.len(), q.state),
            None => return Err(self.internal("not a deque")),
        };
        self.new_lib(LibObj::DequeIter {
            deque: d,
            index: 0,
            counter,
            state,
            rev,
        })
    }

    /// `next()` of a deque iterator `h`.
    pub(crate) fn deque_iter_next(&mut self, h: Handle) -> VmResult<Option<Value>> {
        let Some(LibObj::DequeIter {
            deque,
            index,
            counter,
            state,
            rev,
        }) = self.lib_obj(Value::Obj(h)).cloned()
        else {
            return Ok(None);
        };
        let (len, now) = match self.deque_ref(deque) {
            Some(q) => (q.items.len(), q.state),
            None => (0, state),
        };
        let set_counter = |vm: &mut Self, c: usize, i: usize| {
            if let Some(Obj::Lib(o)) = vm.heap.get_mut(h) {
                if let LibObj::DequeIter { counter, index, .. } = &mut **o {
                    *counter = c;
                    *index = i;
                }
            }
        };
        if now != state {
            set_counter(self, 0, index);
            return Err(self.err(TypeTag::RuntimeError, MUTATED));
        }
        if counter == 0 {
            return Ok(None);
        }
        let pos = if rev {
            len.checked_sub(index + 1)
        } else {
            Some(index)
        };
        let item = pos.and_then(|p| self.deque_ref(deque).and_then(|q| q.items.get(p).copied()));
        set_counter(self, counter - 1, index + 1);
        Ok(item)
    }

    /// `+`, `*`, `+=`, `*=` with a deque on the left (or `int * deque`); `None`: not this
    /// case (the caller raises its TypeError).
    pub(crate) fn deque_binop(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> VmResult<Option<Value>> {
        match op {
            BinKind::Add if self.is_deque(a) => {
                if inplace {
                    self.deque_extend(a, b, false)?;
                    return Ok(Some(a));
                }
                if !self.is_deque(b) {
                    return Err(self.type_error(format!(
                        "can only concatenate deque (not \"{}\") to deque",
                        self.type_name(b)
                    )));
                }
                let out = self.deque_copy(a)?;
                self.with_roots(&[out], |vm| vm.deque_extend(out, b, false))?;
                Ok(Some(out))
            }
            BinKind::Mul if self.is_deque(a) || (self.is_deque(b) && !inplace) => {
                let (d, n) = if self.is_deque(a) { (a, b) } else { (b, a) };
                if !self.is_int(n) {
                    if self.is_instance_obj(n) {
                        return Ok(None);
                    }
                    return Err(self.type_error(format!(
                        "can't multiply sequence by non-int of type '{}'",
                        self.type_name(n)
                    )));
                }
                let n = match self.index_arg(n, "") {
                    Ok(i) => i,
                    Err(_) => {
                        return Err(self.err(
                            TypeTag::OverflowError,
                            "cannot fit 'int' into an index-sized integer",
                        ))
                    }
                };
                let target = if inplace { d } else { self.deque_copy(d)? };
                self.with_roots(&[target], |vm| vm.deque_repeat(target, n))?;
                Ok(Some(target))
            }
            _ => Ok(None),
        }
    }

    /// `d *= n` in place: the items `n` times (the last `maxlen` of them).
    fn deque_repeat(&mut self, d: Value, n: i64) -> VmResult<()> {
        let items = self.deque_items(d);
        if n <= 0 || items.is_empty() {
            self.deque_clear(d);
            return Ok(());
        }
        if n == 1 {
            return Ok(());
        }
        let maxlen = self.deque_ref(d).and_then(|q| q.maxlen);
        let total = (items.len() as u128) * (n as u128);
        let keep = match maxlen {
            Some(m) => total.min(m as u128),
            None => total,
        };
        let extra = keep.saturating_sub(items.len() as u128);
        if extra > (u64::MAX / 16) as u128 {
            return Err(self.err(TypeTag::MemoryError, String::new()));
        }
        self.precheck(extra as u64 * 16)?;
        let len = items.len() as u128;
        let skip = total - keep;
        // Appending the copies in turn: what the bound drops is the oldest.
        self.with_roots(&items, |vm| {
            let mut k = len.max(skip);
            while k < total {
                let x = items
                    .get((k % len) as usize)
                    .copied()
                    .unwrap_or(Value::None);
                vm.charge_fuel(1)?;
                vm.deque_append(d, x, false)?;
                k += 1;
            }
            Ok(())
        })
    }

    /// `==`/`!=`/`<`... of two deques: `None` when either is not a deque. Element-wise as a
    /// list's, on a snapshot of the items.
    pub(crate) fn deque_compare(
        &mut self,
        op: CmpKind,
        a: Value,
        b: Value,
    ) -> VmResult<Option<bool>> {
        if !(self.is_deque(a) && self.is_deque(b)) {
            return Ok(None);
        }
        let (x, y) = (self.deque_items(a), self.deque_items(b));
        if matches!(op, CmpKind::Eq | CmpKind::Ne) && x.len() != y.len() {
            return Ok(Some(op == CmpKind::Ne));
        }
        let la = self.new_list(x)?;
        let lb = self.with_roots(&[la], |vm| vm.new_list(y))?;
        // Deques nested in deques recurse here: the depth is checked, the stack guaranteed.
        self.enter()?;
        let r = stacker::maybe_grow(super::callback::RED_ZONE, super::callback::SEGMENT, || {
            self.with_roots(&[la, lb], |vm| vm.compare(op, la, lb))
        });
        self.leave();
        r.map(Some)
    }
}
