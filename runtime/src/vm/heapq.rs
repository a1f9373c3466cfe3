//! Heaps on script lists, as CPython 3.11's `_heapq` keeps them (`siftdown`, `siftup`, their
//! `_max` twins, comparison for comparison, with the "list changed size during iteration"
//! checks a user `__lt__` can trip), and `heapq.merge`'s lazy iterator (`LibObj::HeapMerge`),
//! which runs Lib/heapq.py's generator body as a state machine over a heap of
//! `[key, order, value, iterator]` lists.

use super::{Vm, VmErr, VmResult};
use crate::heap::Obj;
use crate::libobj::{LibObj, MergeState};
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    fn heap_len(&self, l: Value) -> usize {
        match self.obj(l) {
            Some(Obj::List(v)) => v.len(),
            _ => 0,
        }
    }

    fn heap_item(&self, l: Value, i: usize) -> Value {
        match self.obj(l) {
            Some(Obj::List(v)) => v.get(i).copied().unwrap_or(Value::None),
            _ => Value::None,
        }
    }

    fn heap_put(&mut self, l: Value, i: usize, x: Value) {
        if let Some(Obj::List(v)) = self.obj_mut(l) {
            if let Some(slot) = v.get_mut(i) {
                *slot = x;
            }
        }
    }

    fn heap_swap(&mut self, l: Value, i: usize, j: usize) {
        if let Some(Obj::List(v)) = self.obj_mut(l) {
            if i < v.len() && j < v.len() {
                v.swap(i, j);
            }
        }
    }

    /// `a < b` through the VM (a user `__lt__` runs), both rooted meanwhile; one unit of fuel.
    pub fn heap_lt(&mut self, a: Value, b: Value) -> VmResult<bool> {
        self.charge_fuel(1)?;
        self.with_roots(&[a, b], |vm| vm.less(a, b)) // CALLBACK
    }

    fn heap_changed(&self) -> VmErr {
        self.err(TypeTag::RuntimeError, "list changed size during iteration")
    }

    fn heap_range(&self) -> VmErr {
        self.err(TypeTag::IndexError, "index out of range")
    }

    /// `_heapq`'s `siftdown` (`max`: `siftdown_max`) on list `heap`.
    pub fn heap_siftdown(
        &mut self,
        heap: Value,
        start: usize,
        mut pos: usize,
        max: bool,
    ) -> VmResult<()> {
        let size = self.heap_len(heap);
        if pos >= size {
            return Err(self.heap_range());
        }
        while pos > start {
            let parentpos = (pos - 1) >> 1;
            let (newitem, parent) = (self.heap_item(heap, pos), self.heap_item(heap, parentpos));
            let c = if max {
                self.heap_lt(parent, newitem)?
            } else {
                self.heap_lt(newitem, parent)?
            };
            if size != self.heap_len(heap) {
                return Err(self.heap_changed());
            }
            if !c {
                break;
            }
            self.heap_swap(heap, parentpos, pos);
            pos = parentpos;
        }
        Ok(())
    }

    /// `_heapq`'s `siftup` (`max`: `siftup_max`) on list `heap`.
    pub fn heap_siftup(&mut self, heap: Value, mut pos: usize, max: bool) -> VmResult<()> {
        let end = self.heap_len(heap);
        let start = pos;
        if pos >= end {
            return Err(self.heap_range());
        }
        let limit = end >> 1;
        while pos < limit {
            let mut child = 2 * pos + 1;
            if child + 1 < end {
                let (l, r) = (self.heap_item(heap, child), self.heap_item(heap, child + 1));
                let c = if max {
                    self.heap_lt(r, l)?
                } else {
                    self.heap_lt(l, r)?
                };
                if !c {
                    child += 1;
                }
                if end != self.heap_len(heap) {
                    return Err(self.heap_changed());
                }
            }
            self.heap_swap(heap, child, pos);
            pos = child;
        }
        self.heap_siftdown(heap, start, pos, max)
    }

    /// `heapify` (`max`: `_heapify_max`): bottom-up, or past 2500 items CPython's
    /// `cache_friendly_heapify`, which makes the same comparisons in another order (a user
    /// `__lt__` sees that order).
    pub fn heap_heapify(&mut self, heap: Value, max: bool) -> VmResult<()> {
        let n = self.heap_len(heap);
        if n <= 2500 {
            for i in (0..n / 2).rev() {
                self.heap_siftup(heap, i, max)?;
            }
            return Ok(());
        }
        let m = n >> 1;
        // keep_top_bit(m + 1) - 1: the leftmost node in the row of m.
        let leftmost = (1usize << (usize::BITS - 1 - (m + 1).leading_zeros())) - 1;
        let mhalf = m >> 1;
        for i in (mhalf..leftmost).rev().chain((leftmost..m).rev()) {
            let mut j = i;
            loop {
                self.heap_siftup(heap, j, max)?;
                if j & 1 == 0 {
                    break;
                }
                j >>= 1;
            }
        }
        Ok(())
    }

    /// `heappop` (`max`: `_heappop_max`).
    pub fn heap_pop(&mut self, heap: Value, max: bool) -> VmResult<Value> {
        let last = match self.obj_mut(heap) {
            Some(Obj::List(v)) => v.pop(),
            _ => None,
        };
        let Some(last) = last else {
            return Err(self.heap_range());
        };
        if self.heap_len(heap) == 0 {
            return Ok(last);
        }
        let top = self.heap_item(heap, 0);
        self.heap_put(heap, 0, last);
        self.with_roots(&[top], |vm| vm.heap_siftup(heap, 0, max))?;
        Ok(top)
    }

    /// `heapreplace` (`max`: `_heapreplace_max`).
    pub fn heap_replace(&mut self, heap: Value, item: Value, max: bool) -> VmResult<Value> {
        if self.heap_len(heap) == 0 {
            return Err(self.heap_range());
        }
        let top = self.heap_item(heap, 0);
        self.heap_put(heap, 0, item);
        self.with_roots(&[top], |vm| vm.heap_siftup(heap, 0, max))?;
        Ok(top)
    }

    fn merge_state(&self, h: Handle) -> Option<crate::libobj::HeapMerge> {
        match self.heap.get(h) {
            Obj::Lib(o) => match &**o {
                LibObj::HeapMerge(m) => Some((**m).clone()),
                _ => None,
            },
            _ => None,
        }
    }

    fn merge_set(&mut self, h: Handle, f: impl FnOnce(&mut crate::libobj::HeapMerge)) {
        if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
            if let LibObj::HeapMerge(m) = &mut **o {
                f(m);
            }
        }
    }

    /// `next()` of a `heapq.merge` iterator. While a step runs (a user `__lt__` or key may
    /// call `next()` on it) it is "already executing", as a generator is; an error ends it.
    pub(crate) fn merge_next(&mut self, h: Handle) -> VmResult<Option<Value>> {
        let Some(m) = self.merge_state(h) else {
            return Err(self.internal("not a merge"));
        };
        match m.state {
            MergeState::Running => return Err(self.value_error("generator already executing")),
            MergeState::Done => return Ok(None),
            _ => {}
        }
        self.merge_set(h, |m| m.state = MergeState::Running);
        let r = self.with_roots(&[Value::Obj(h)], |vm| vm.merge_step(h, m));
        match r {
            Ok(Some((v, next))) => {
                self.merge_set(h, |m| m.state = next);
                Ok(Some(v))
            }
            Ok(None) => {
                self.merge_set(h, |m| m.state = MergeState::Done);
                Ok(None)
            }
            Err(e) => {
                self.merge_set(h, |m| m.state = MergeState::Done);
                Err(e)
            }
        }
    }

    /// One resumption of merge's generator body: the value it yields and where it resumes.
    fn merge_step(
        &mut self,
        h: Handle,
        m: crate::libobj::HeapMerge,
    ) -> VmResult<Option<(Value, MergeState)>> {
        let keyed = m.key != Value::None;
        // The places of the value and the iterator in an entry.
        let (vi, ii) = if keyed { (2, 3) } else { (0, 2) };
        let mut heap = m.heap;
        let mut max = m.max;
        match m.state {
            MergeState::Fresh => {
                max = self.truthy(m.reverse)?;
                let direction: i64 = if max { -1 } else { 1 };
                heap = self.new_list(Vec::new())?;
                self.merge_set(h, |s| {
                    s.heap = heap;
                    s.max = max;
                });
                let sources = self.seq_items(m.sources);
                for (order, src) in sources.into_iter().enumerate() {
                    let it = self.get_iter(src)?; // CALLBACK
                    let first = self.with_roots(&[it], |vm| vm.iter_next(it))?; // CALLBACK
                    let Some(v) = first else { continue };
                    let order = Value::Int(order as i64 * direction);
                    let entry = self.with_roots(&[it, v], |vm| {
                        if keyed {
                            let k = vm.call_function(m.key, &[v], &[])?; // CALLBACK
                            vm.with_roots(&[k], |vm| vm.new_list(vec![k, order, v, it]))
                        } else {
                            vm.new_list(vec![v, order, it])
                        }
                    })?;
                    self.list_push(heap, entry)?;
                }
                self.heap_heapify(heap, max)?;
            }
            MergeState::Yielded => {
                let s = self.heap_item(heap, 0);
                let it = self.seq_get(s, ii).unwrap_or(Value::None);
                match self.iter_next(it)? {
                    // CALLBACK
                    None => {
                        self.heap_pop(heap, max)?;
                    }
                    Some(v) => {
                        if keyed {
                            let k =
                                self.with_roots(&[v], |vm| vm.call_function(m.key, &[v], &[]))?; // CALLBACK
                            self.heap_put(s, 0, k);
                            self.heap_put(s, 2, v);
                        } else {
                            self.heap_put(s, 0, v);
                        }
                        self.heap_replace(heap, s, max)?;
                    }
                }
            }
            MergeState::Tail => {
                return Ok(self.iter_next(m.tail)?.map(|v| (v, MergeState::Tail)));
                // CALLBACK
            }
            MergeState::Running | MergeState::Done => return Ok(None),
        }
        let n = self.heap_len(heap);
        let s = self.heap_item(heap, 0);
        let v = self.seq_get(s, vi).unwrap_or(Value::None);
        match n {
            0 => Ok(None),
            1 => {
                let tail = self.seq_get(s, ii).unwrap_or(Value::None);
                self.merge_set(h, |m| m.tail = tail);
                Ok(Some((v, MergeState::Tail)))
            }
            _ => Ok(Some((v, MergeState::Yielded))),
        }
    }
}
