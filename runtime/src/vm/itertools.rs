//! The step of each `itertools` iterator (`libobj.rs` holds their states), following
//! CPython 3.11's `itertoolsmodule.c` step for step: the same calls in the same order, so
//! side effects and errors match. Each item costs 1 unit of fuel here, so an infinite
//! iterator consumed by native code (`sum(count())`) still runs out of fuel; what an item
//! allocates pays the allocation rule.

use pyrite_lang::bytecode::BinKind;

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::libobj::{Combi, CombiKind, LibObj};
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    /// The state of iterator `h`, cloned (the small ones; `Combi` steps in place).
    fn lib_state(&self, h: Handle) -> Option<LibObj> {
        match self.heap.get(h) {
            Obj::Lib(o) if !matches!(**o, LibObj::Combi(_) | LibObj::Cycle { .. }) => {
                Some((**o).clone())
            }
            _ => None,
        }
    }

    /// Replaces the state of iterator `h`.
    fn lib_set(&mut self, h: Handle, s: LibObj) {
        if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
            **o = s;
        }
    }

    /// `next()` of an `itertools` iterator: the next item, or `None` once exhausted.
    pub(crate) fn lib_next(&mut self, h: Handle) -> VmResult<Option<Value>> {
        self.charge_fuel(1)?;
        let me = Value::Obj(h);
        if let Obj::Lib(o) = self.heap.get(h) {
            match &**o {
                LibObj::Combi(_) => return self.combi_next(h),
                LibObj::DequeIter { .. } => return self.deque_iter_next(h),
                LibObj::Tee { .. } => return self.with_roots(&[me], |vm| vm.tee_next(h)),
                LibObj::Cycle { .. } => return self.with_roots(&[me], |vm| vm.cycle_next(h)),
                LibObj::HeapMerge(_) => return self.merge_next(h),
                LibObj::EnumIter { members, idx, .. } => {
                    let (members, idx) = (*members, *idx);
                    let item = match self.obj(members) {
                        Some(Obj::Tuple(t)) => t.get(idx).copied(),
                        _ => None,
                    };
                    if let (Some(_), Some(Obj::Lib(o))) = (item, self.heap.get_mut(h)) {
                        if let LibObj::EnumIter { idx, .. } = &mut **o {
                            *idx += 1;
                        }
                    }
                    return Ok(item);
                }
                _ => {}
            }
        }
        let Some(state) = self.lib_state(h) else {
            return Err(self.internal("not an itertools iterator"));
        };
        self.with_roots(&[me], |vm| vm.lib_step(h, state))
    }

    fn lib_step(&mut self, h: Handle, state: LibObj) -> VmResult<Option<Value>> {
        match state {
            LibObj::Count { cur, step } => {
                let next = match (cur, step) {
                    (Value::Int(a), Value::Int(b)) if a.checked_add(b).is_some() => {
                        Value::Int(a + b)
                    }
                    _ => self.binop(BinKind::Add, cur, step, false)?,
                };
                self.lib_set(h, LibObj::Count { cur: next, step });
                Ok(Some(cur))
            }
            LibObj::Repeat { obj, left } => {
                if left == 0 {
                    return Ok(None);
                }
                if left > 0 {
                    self.lib_set(
                        h,
                        LibObj::Repeat {
                            obj,
                            left: left - 1,
                        },
                    );
                }
                Ok(Some(obj))
            }
            LibObj::Accumulate {
                it,
                func,
                total,
                initial,
            } => {
                if initial != Value::Undef {
                    self.lib_set(
                        h,
                        LibObj::Accumulate {
                            it,
                            func,
                            total: initial,
                            initial: Value::Undef,
                        },
                    );
                    return Ok(Some(initial));
                }
                let Some(val) = self.iter_next(it)? else {
                    return Ok(None);
                };
                let new = if total == Value::Undef {
                    val
                } else if func == Value::None {
                    self.with_roots(&[val], |vm| vm.binop(BinKind::Add, total, val, false))?
                } else {
                    self.with_roots(&[val], |vm| vm.call_function(func, &[total, val], &[]))?
                };
                // The state may have been replaced meanwhile only by this same step.
                self.lib_set(
                    h,
                    LibObj::Accumulate {
                        it,
                        func,
                        total: new,
                        initial: Value::Undef,
                    },
                );
                Ok(Some(new))
            }
            LibObj::Chain { .. } => loop {
                let Some(LibObj::Chain { source, active }) = self.lib_state(h) else {
                    return Ok(None);
                };
                if source == Value::Undef {
                    return Ok(None);
                }
                let active = if active == Value::Undef {
                    let Some(iterable) = self.iter_next(source)? else {
                        self.lib_set(
                            h,
                            LibObj::Chain {
                                source: Value::Undef,
                                active: Value::Undef,
                            },
                        );
                        return Ok(None);
                    };
                    let a = self.with_roots(&[iterable], |vm| vm.get_iter(iterable))?;
                    self.lib_set(h, LibObj::Chain { source, active: a });
                    a
                } else {
                    active
                };
                if let Some(x) = self.iter_next(active)? {
                    return Ok(Some(x));
                }
                self.lib_set(
                    h,
                    LibObj::Chain {
                        source,
                        active: Value::Undef,
                    },
                );
                self.charge_fuel(1)?;
            },
            LibObj::Compress { data, sel } => loop {
                let Some(d) = self.iter_next(data)? else {
                    return Ok(None);
                };
                let s = self.with_roots(&[d], |vm| vm.iter_next(sel))?;
                let Some(s) = s else { return Ok(None) };
                if self.with_roots(&[d], |vm| vm.truthy(s))? {
                    return Ok(Some(d));
                }
                self.charge_fuel(1)?;
            },
            LibObj::DropWhile { pred, it, done } => loop {
                let Some(x) = self.iter_next(it)? else {
                    return Ok(None);
                };
                if done {
                    return Ok(Some(x));
                }
                let keep_dropping = self.with_roots(&[x], |vm| {
                    let r = vm.call_function(pred, &[x], &[])?;
                    vm.truthy(r)
                })?;
                if !keep_dropping {
                    self.lib_set(
                        h,
                        LibObj::DropWhile {
                            pred,
                            it,
                            done: true,
                        },
                    );
                    return Ok(Some(x));
                }
                self.charge_fuel(1)?;
            },
            LibObj::TakeWhile { pred, it, done } => {
                if done {
                    return Ok(None);
                }
                let Some(x) = self.iter_next(it)? else {
                    return Ok(None);
                };
                let ok = self.with_roots(&[x], |vm| {
                    let r = vm.call_function(pred, &[x], &[])?;
                    vm.truthy(r)
                })?;
                if ok {
                    return Ok(Some(x));
                }
                self.lib_set(
                    h,
                    LibObj::TakeWhile {
                        pred,
                        it,
                        done: true,
                    },
                );
                Ok(None)
            }
            LibObj::FilterFalse { pred, it } => loop {
                let Some(x) = self.iter_next(it)? else {
                    return Ok(None);
                };
                let t = self.with_roots(&[x], |vm| {
                    if pred == Value::None {
                        vm.truthy(x)
                    } else {
                        let r = vm.call_function(pred, &[x], &[])?;
                        vm.truthy(r)
                    }
                })?;
                if !t {
                    return Ok(Some(x));
                }
                self.charge_fuel(1)?;
            },
            LibObj::GroupBy { .. } => self.groupby_next(h),
            LibObj::Grouper { parent, tgt } => self.grouper_next(h, parent, tgt),
            LibObj::Islice {
                it,
                next,
                stop,
                step,
                mut cnt,
            } => {
                if it == Value::Undef {
                    return Ok(None);
                }
                let empty = |vm: &mut Self, cnt: i64| {
                    vm.lib_set(
                        h,
                        LibObj::Islice {
                            it: Value::Undef,
                            next,
                            stop,
                            step,
                            cnt,
                        },
                    );
                    Ok(None)
                };
                while cnt < next {
                    if self.iter_next(it)?.is_none() {
                        return empty(self, cnt);
                    }
                    cnt += 1;
                    self.charge_fuel(1)?;
                }
                if stop != -1 && cnt >= stop {
                    return empty(self, cnt);
                }
                let Some(item) = self.iter_next(it)? else {
                    return empty(self, cnt);
                };
                cnt += 1;
                let mut nx = next.saturating_add(step);
                if stop != -1 && nx > stop {
                    nx = stop;
                }
                self.lib_set(
                    h,
                    LibObj::Islice {
                        it,
                        next: nx,
                        stop,
                        step,
                        cnt,
                    },
                );
                Ok(Some(item))
            }
            LibObj::Pairwise { it, old } => {
                if it == Value::Undef {
                    return Ok(None);
                }
                let done = LibObj::Pairwise {
                    it: Value::Undef,
                    old: Value::Undef,
                };
                let old = if old == Value::Undef {
                    match self.iter_next(it)? {
                        Some(o) => {
                            self.lib_set(h, LibObj::Pairwise { it, old: o });
                            o
                        }
                        None => {
                            self.lib_set(h, done);
                            return Ok(None);
                        }
                    }
                } else {
                    old
                };
                let new = self.with_roots(&[old], |vm| vm.iter_next(it))?;
                let Some(new) = new else {
                    self.lib_set(h, done);
                    return Ok(None);
                };
                let t = self.with_roots(&[old, new], |vm| vm.new_tuple(vec![old, new]))?;
                self.lib_set(h, LibObj::Pairwise { it, old: new });
                Ok(Some(t))
            }
            LibObj::Starmap { func, it } => {
                let Some(args) = self.iter_next(it)? else {
                    return Ok(None);
                };
                let items = self.with_roots(&[args], |vm| match vm.obj(args) {
                    Some(Obj::Tuple(t)) => Ok(t.clone()),
                    _ => vm.collect(args),
                })?;
                self.with_roots(&items, |vm| vm.call_function(func, &items, &[]))
                    .map(Some)
            }
            LibObj::ZipLongest {
                mut its,
                fill,
                mut active,
            } => {
                if its.is_empty() || active == 0 {
                    return Ok(None);
                }
                let mut items = Vec::with_capacity(its.len());
                for i in 0..its.len() {
                    let Some(&src) = its.get(i) else { break };
                    let item = if src == Value::Undef {
                        fill
                    } else {
                        match self.with_roots(&items, |vm| vm.iter_next(src))? {
                            Some(x) => x,
                            None => {
                                active -= 1;
                                if active == 0 {
                                    self.lib_set(
                                        h,
                                        LibObj::ZipLongest {
                                            its: its.clone(),
                                            fill,
                                            active,
                                        },
                                    );
                                    return Ok(None);
                                }
                                if let Some(slot) = its.get_mut(i) {
                                    *slot = Value::Undef;
                                }
                                self.lib_set(
                                    h,
                                    LibObj::ZipLongest {
                                        its: its.clone(),
                                        fill,
                                        active,
                                    },
                                );
                                fill
                            }
                        }
                    };
                    items.push(item);
                }
                self.new_tuple(items).map(Some)
            }
            _ => Err(self.internal("not an itertools iterator")),
        }
    }

    /// `cycle`: the source's items, saved, then the saved ones for ever.
    fn cycle_next(&mut self, h: Handle) -> VmResult<Option<Value>> {
        let it = match self.heap.get(h) {
            Obj::Lib(o) => match &**o {
                LibObj::Cycle { it, .. } => *it,
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        if it != Value::Undef {
            if let Some(x) = self.iter_next(it)? {
                let grow = match self.heap.get(h) {
                    Obj::Lib(o) => match &**o {
                        LibObj::Cycle { saved, .. } if saved.len() == saved.capacity() => {
                            let cap = (saved.capacity() * 2).max(4) as u64;
                            crate::heap::malloc_size(cap * 16).saturating_sub(
                                crate::heap::malloc_size(saved.capacity() as u64 * 16),
                            )
                        }
                        _ => 0,
                    },
                    _ => 0,
                };
                self.with_roots(&[x], |vm| vm.charge_grow(h, grow))?;
                if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
                    if let LibObj::Cycle { saved, .. } = &mut **o {
                        if saved.len() == saved.capacity() {
                            saved.reserve_exact(saved.capacity().max(4));
                        }
                        saved.push(x);
                    }
                }
                return Ok(Some(x));
            }
            if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
                if let LibObj::Cycle { it, .. } = &mut **o {
                    *it = Value::Undef;
                }
            }
        }
        if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
            if let LibObj::Cycle { saved, idx, .. } = &mut **o {
                let item = saved.get(*idx).copied();
                *idx += 1;
                if *idx >= saved.len() {
                    *idx = 0;
                }
                return Ok(item);
            }
        }
        Ok(None)
    }

    /// One step of a groupby's source (`groupby_step`): reads the next item and its key.
    /// False once the source is exhausted.
    fn groupby_step(&mut self, g: Handle) -> VmResult<bool> {
        let Some(LibObj::GroupBy { it, key, .. }) = self.lib_state(g) else {
            return Ok(false);
        };
        let Some(v) = self.iter_next(it)? else {
            return Ok(false);
        };
        let k = if key == Value::None {
            v
        } else {
            self.with_roots(&[v], |vm| vm.call_function(key, &[v], &[]))?
        };
        if let Some(Obj::Lib(o)) = self.heap.get_mut(g) {
            if let LibObj::GroupBy { curkey, cur, .. } = &mut **o {
                *curkey = k;
                *cur = v;
            }
        }
        Ok(true)
    }

    /// `next()` of a groupby: skips the rest of the current group, then `(key, grouper)`.
    fn groupby_next(&mut self, g: Handle) -> VmResult<Option<Value>> {
        if let Some(Obj::Lib(o)) = self.heap.get_mut(g) {
            if let LibObj::GroupBy { grouper, .. } = &mut **o {
                *grouper = Value::Undef;
            }
        }
        loop {
            let Some(LibObj::GroupBy { tgt, curkey, .. }) = self.lib_state(g) else {
                return Ok(None);
            };
            if curkey != Value::Undef {
                if tgt == Value::Undef {
                    break;
                }
                if !self.eq(tgt, curkey)? {
                    break;
                }
            }
            if !self.groupby_step(g)? {
                return Ok(None);
            }
            self.charge_fuel(1)?;
        }
        let Some(LibObj::GroupBy { curkey, .. }) = self.lib_state(g) else {
            return Ok(None);
        };
        let grouper = self.new_lib(LibObj::Grouper {
            parent: Value::Obj(g),
            tgt: curkey,
        })?;
        if let Some(Obj::Lib(o)) = self.heap.get_mut(g) {
            if let LibObj::GroupBy {
                tgt, grouper: gr, ..
            } = &mut **o
            {
                *tgt = curkey;
                *gr = grouper;
            }
        }
        self.with_roots(&[grouper], |vm| vm.new_tuple(vec![curkey, grouper]))
            .map(Some)
    }

    /// `next()` of a group: the parent's items while their key equals the group's.
    fn grouper_next(&mut self, h: Handle, parent: Value, tgt: Value) -> VmResult<Option<Value>> {
        let Value::Obj(g) = parent else {
            return Ok(None);
        };
        let Some(LibObj::GroupBy { grouper, cur, .. }) = self.lib_state(g) else {
            return Ok(None);
        };
        if grouper != Value::Obj(h) {
            return Ok(None);
        }
        if cur == Value::Undef && !self.groupby_step(g)? {
            return Ok(None);
        }
        let Some(LibObj::GroupBy { curkey, cur, .. }) = self.lib_state(g) else {
            return Ok(None);
        };
        if !self.eq(tgt, curkey)? {
            return Ok(None);
        }
        if let Some(Obj::Lib(o)) = self.heap.get_mut(g) {
            if let LibObj::GroupBy { cur: c, .. } = &mut **o {
                *c = Value::Undef;
            }
        }
        Ok(Some(cur))
    }

    /// One step of a combinatoric iterator, in place (no script code runs).
    fn combi_next(&mut self, h: Handle) -> VmResult<Option<Value>> {
        // The result's items are gathered before the tuple is charged: check they fit.
        let width = match self.heap.get(h) {
            Obj::Lib(o) => match &**o {
                LibObj::Combi(c) => c.indices.len() as u64,
                _ => 0,
            },
            _ => 0,
        };
        self.precheck(width.saturating_mul(16))?;
        let items = match self.heap.get_mut(h) {
            Some(Obj::Lib(o)) => match &mut **o {
                LibObj::Combi(c) => combi_step(c),
                _ => None,
            },
            _ => None,
        };
        match items {
            Some(v) => {
                self.charge_fuel(v.len() as u64 / 8)?;
                self.new_tuple(v).map(Some)
            }
            None => Ok(None),
        }
    }
}

/// Advances `c` (CPython's `product_next`, `permutations_next`, `combinations_next`,
/// `cwr_next`) and returns the next result's items, or `None` once exhausted.
fn combi_step(c: &mut Combi) -> Option<Vec<Value>> {
    if c.done {
        return None;
    }
    let first = std::mem::replace(&mut c.first, false);
    let ok = match c.kind {
        CombiKind::Product => {
            if first {
                !c.pools.iter().any(|p| p.is_empty())
            } else {
                let mut advanced = false;
                for i in (0..c.indices.len()).rev() {
                    let n = c.pools.get(i).map_or(0, |p| p.len());
                    if let Some(ix) = c.indices.get_mut(i) {
                        *ix += 1;
                        if *ix >= n {
                            *ix = 0;
                        } else {
                            advanced = true;
                            break;
                        }
                    }
                }
                advanced
            }
        }
        CombiKind::Combinations => {
            let n = c.pools.first().map_or(0, |p| p.len());
            let r = c.r;
            if first {
                r <= n
            } else {
                let mut i = r;
                let mut found = false;
                while i > 0 {
                    i -= 1;
                    if c.indices.get(i).copied() != Some(i + n - r) {
                        found = true;
                        break;
                    }
                }
                if found {
                    if let Some(ix) = c.indices.get_mut(i) {
                        *ix += 1;
                    }
                    for j in i + 1..r {
                        let prev = c.indices.get(j - 1).copied().unwrap_or(0);
                        if let Some(ix) = c.indices.get_mut(j) {
                            *ix = prev + 1;
                        }
                    }
                }
                found
            }
        }
        CombiKind::CombinationsWr => {
            let n = c.pools.first().map_or(0, |p| p.len());
            let r = c.r;
            if first {
                n > 0 || r == 0
            } else {
                let mut i = r;
                let mut found = false;
                while i > 0 {
                    i -= 1;
                    if c.indices.get(i).copied() != Some(n.saturating_sub(1)) {
                        found = true;
                        break;
                    }
                }
                if found {
                    let index = c.indices.get(i).copied().unwrap_or(0) + 1;
                    for j in i..r {
                        if let Some(ix) = c.indices.get_mut(j) {
                            *ix = index;
                        }
                    }
                }
                found
            }
        }
        CombiKind::Permutations => {
            let n = c.pools.first().map_or(0, |p| p.len());
            let r = c.r;
            if first {
                r <= n
            } else if n == 0 {
                false
            } else {
                let mut found = false;
                let mut i = r;
                while i > 0 {
                    i -= 1;
                    let Some(cy) = c.cycles.get_mut(i) else { break };
                    *cy -= 1;
                    if *cy == 0 {
                        // indices[i:] = indices[i+1:] + indices[i:i+1]
                        if i < c.indices.len() {
                            let x = c.indices.remove(i);
                            c.indices.push(x);
                        }
                        if let Some(cy) = c.cycles.get_mut(i) {
                            *cy = n - i;
                        }
                    } else {
                        let j = *cy;
                        let len = c.indices.len();
                        if j <= len {
                            c.indices.swap(i, len - j);
                        }
                        found = true;
                        break;
                    }
                }
                found
            }
        }
    };
    if !ok {
        c.done = true;
        return None;
    }
    Some(match c.kind {
        CombiKind::Product => c
            .indices
            .iter()
            .enumerate()
            .filter_map(|(i, &ix)| c.pools.get(i).and_then(|p| p.get(ix)).copied())
            .collect(),
        _ => {
            let pool = c.pools.first();
            c.indices
                .iter()
                .take(c.r)
                .filter_map(|&ix| pool.and_then(|p| p.get(ix)).copied())
                .collect()
        }
    })
}

/// Items per link of a tee's buffer (CPython's `LINKCELLS`).
const TEE_LINK: usize = 57;

impl Vm<'_> {
    /// `itertools.tee(iterable, n)`: `n` tees over one shared buffer; a tee given as the
    /// iterable is the first of them (and copied for the others), as CPython's.
    pub fn tee(&mut self, iterable: Value, n: usize) -> VmResult<Vec<Value>> {
        if n == 0 {
            return Ok(Vec::new());
        }
        let it = self.get_iter(iterable)?; // CALLBACK
        self.with_roots(&[it], |vm| {
            let first = if matches!(vm.lib_obj(it), Some(LibObj::Tee { .. })) {
                it
            } else {
                let link = vm.new_tee_link(it)?;
                vm.with_roots(&[link], |vm| vm.new_lib(LibObj::Tee { link, index: 0 }))?
            };
            vm.with_roots(&[first], |vm| {
                let mut out = vec![first];
                let rest = vm.make_rooted(n - 1, |vm, _| vm.tee_copy(first))?;
                out.extend(rest);
                Ok(out)
            })
        })
    }

    fn new_tee_link(&mut self, it: Value) -> VmResult<Value> {
        self.new_lib(LibObj::TeeData {
            it,
            values: Vec::with_capacity(TEE_LINK),
            next: Value::Undef,
            running: false,
        })
    }

    /// A tee at the same position as tee `t` (its `__copy__`).
    pub fn tee_copy(&mut self, t: Value) -> VmResult<Value> {
        let Some(&LibObj::Tee { link, index }) = self.lib_obj(t) else {
            return Err(self.internal("not a tee"));
        };
        self.new_lib(LibObj::Tee { link, index })
    }

    /// `next()` of tee `h`: the item at its position, read from the source into the shared
    /// link when no tee read it yet.
    fn tee_next(&mut self, h: Handle) -> VmResult<Option<Value>> {
        let me = Value::Obj(h);
        let Some(&LibObj::Tee {
            mut link,
            mut index,
        }) = self.lib_obj(me)
        else {
            return Ok(None);
        };
        if index >= TEE_LINK {
            let next = match self.lib_obj(link) {
                Some(LibObj::TeeData { next, it, .. }) => {
                    if *next == Value::Undef {
                        let it = *it;
                        let n = self.new_tee_link(it)?;
                        if let Some(Obj::Lib(o)) = self.obj_mut(link) {
                            if let LibObj::TeeData { next, .. } = &mut **o {
                                *next = n;
                            }
                        }
                        n
                    } else {
                        *next
                    }
                }
                _ => return Ok(None),
            };
            link = next;
            index = 0;
            self.tee_set(h, link, index);
        }
        let (have, it, running) = match self.lib_obj(link) {
            Some(LibObj::TeeData {
                values,
                it,
                running,
                ..
            }) => (values.get(index).copied(), *it, *running),
            _ => return Ok(None),
        };
        let item = match have {
            Some(v) => v,
            None => {
                if running {
                    return Err(self.err(TypeTag::RuntimeError, "cannot re-enter the tee iterator"));
                }
                self.tee_running(link, true);
                let r = self.with_roots(&[link], |vm| vm.iter_next(it)); // CALLBACK
                self.tee_running(link, false);
                let Some(v) = r? else {
                    return Ok(None);
                };
                if let Some(Obj::Lib(o)) = self.obj_mut(link) {
                    if let LibObj::TeeData { values, .. } = &mut **o {
                        values.push(v);
                    }
                }
                v
            }
        };
        self.tee_set(h, link, index + 1);
        Ok(Some(item))
    }

    fn tee_set(&mut self, h: Handle, l: Value, i: usize) {
        if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
            if let LibObj::Tee { link, index } = &mut **o {
                *link = l;
                *index = i;
            }
        }
    }

    fn tee_running(&mut self, link: Value, on: bool) {
        if let Some(Obj::Lib(o)) = self.obj_mut(link) {
            if let LibObj::TeeData { running, .. } = &mut **o {
                *running = on;
            }
        }
    }
}
