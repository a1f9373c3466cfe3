//! `sorted` and `list.sort`: CPython 3.11's timsort (Objects/listobject.c) ported step for
//! step — natural runs (`count_run`), binary insertion up to `minrun`, the powersort merge
//! policy (`found_new_run`), and merges with galloping and an adaptive `min_gallop` — so a
//! script's `__lt__` is called on the same pairs in the same order as in CPython, and a
//! comparison that fails leaves the same partially sorted permutation behind.
//!
//! Only `<` is asked. Nothing here panics on an inconsistent order: every index is checked
//! (`get`), and a run that "cannot" empty is handled as CPython's code handles it. Fuel:
//! n log n up front, plus what each comparison costs.

use pyrite_runtime::heap::malloc_size;
use pyrite_runtime::vm::{ExcValue, PyExc};
use pyrite_runtime::{TypeTag, Value, Vm, VmErr, VmResult};

use crate::args::{self, Kw};

/// `MIN_GALLOP`: wins in a row before a merge starts galloping.
const MIN_GALLOP: usize = 7;

/// What the sort moves: a value, compared itself (no key function: the list is sorted in
/// place), or a `(key, value)` pair, compared by its key.
trait SortItem: Copy {
    /// What `<` compares.
    fn key(self) -> Value;
}

impl SortItem for Value {
    fn key(self) -> Value {
        self
    }
}

impl SortItem for (Value, Value) {
    fn key(self) -> Value {
        self.0
    }
}

/// The outcome of sorting: the items in their final order, and the error that stopped the
/// sort early (the items are then a permutation, as CPython leaves the list).
pub struct Sorted {
    /// The items (values only).
    pub items: Vec<Value>,
    /// The comparison error, if one stopped the sort.
    pub error: Option<VmErr>,
}

/// `reverse` and `key` of the keyword arguments.
fn options(vm: &mut Vm<'_>, kws: Kw<'_>) -> VmResult<(bool, Option<Value>)> {
    let reverse = match args::kw(kws, "reverse") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let key = args::kw(kws, "key").filter(|k| *k != Value::None);
    Ok((reverse, key))
}

/// Sorts `items` in place as `list.sort` does (CPython's `list_sort_impl`); they always come
/// back: as they were after an error of the key function (or of `reverse`), partly sorted (a
/// permutation) after an error of a comparison, as CPython leaves the list.
pub fn sort_partial(vm: &mut Vm<'_>, mut items: Vec<Value>, kws: Kw<'_>) -> Sorted {
    let error = sort_in_place(vm, &mut items, kws).err();
    Sorted { items, error }
}

fn sort_in_place(vm: &mut Vm<'_>, items: &mut [Value], kws: Kw<'_>) -> VmResult<()> {
    let (reverse, key) = options(vm, kws)?;
    let n = items.len() as u64;
    vm.charge_fuel(n * (64 - n.leading_zeros() as u64))?;
    // Scratch held while sorting, charged against the memory limit: the items' roots (the
    // list is empty meanwhile); a key function adds the keys' roots (the root stack doubles
    // past the items: twice their room) and the (key, item) pairs. Each merge charges its
    // own buffer (`merge_at`).
    let scratch = match key {
        None => malloc_size(n * 16),
        Some(_) => malloc_size(n * 32) + malloc_size(n * 32),
    };
    // The items and their keys stay rooted: key functions and comparisons may run script
    // code (and collect garbage) at any step. Rooted before the scratch is charged: the
    // charge may collect, and `list.sort` took the items out of their list.
    vm.with_roots(&[], |vm| {
        vm.root_all(items);
        vm.with_scratch(scratch, |vm| {
            let Some(f) = key else {
                // Reverse keeps stability as CPython does: reverse, sort stably, reverse back
                // (also after a failed comparison).
                if reverse {
                    items.reverse();
                }
                let r = timsort(vm, items);
                if reverse {
                    items.reverse();
                }
                return r;
            };
            let mut keyed: Vec<(Value, Value)> = Vec::with_capacity(items.len());
            for v in items.iter() {
                let k = vm.call_function(f, &[*v], &[])?; // CALLBACK
                vm.root(k);
                keyed.push((k, *v));
            }
            if reverse {
                keyed.reverse();
            }
            let r = timsort(vm, &mut keyed);
            for (slot, (_, v)) in items.iter_mut().zip(keyed) {
                *slot = v;
            }
            if reverse {
                items.reverse();
            }
            r
        })
    })
}

/// A pending run: `a[base..base + len]`, with its powersort power.
#[derive(Clone, Copy)]
struct Run {
    base: usize,
    len: usize,
    power: u32,
}

/// `MergeState`.
struct Merge<'v, 'p> {
    vm: &'v mut Vm<'p>,
    min_gallop: usize,
    pending: Vec<Run>,
    listlen: usize,
}

/// `merge_compute_minrun`.
fn minrun(mut n: usize) -> usize {
    let mut r = 0;
    while n >= 64 {
        r |= n & 1;
        n >>= 1;
    }
    n + r
}

/// `powerloop`: the powersort power of the boundary between runs `[s1, s1 + n1)` and
/// `[s1 + n1, s1 + n1 + n2)` of a list of `n`.
fn powerloop(s1: usize, n1: usize, n2: usize, n: usize) -> u32 {
    let mut result = 0;
    let mut a = 2 * s1 + n1;
    let mut b = a + n1 + n2;
    // Bounded: a < b <= 2n, and each step doubles their distance below n.
    for _ in 0..usize::BITS * 2 {
        result += 1;
        if a >= n {
            a -= n;
            b -= n;
        } else if b >= n {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    result
}

/// `a[i]`; an index outside the slice (impossible while the algorithm's invariants hold) is
/// a SystemError, never a panic.
fn get<T: SortItem>(a: &[T], i: usize) -> VmResult<T> {
    a.get(i).copied().ok_or_else(|| {
        VmErr::Exc(Box::new(PyExc {
            value: ExcValue::New {
                tag: TypeTag::SystemError,
                msg: "internal error: sort index out of range".to_string(),
                traceback: Vec::new(),
            },
            reraise: false,
            refusal: false,
        }))
    })
}

impl Merge<'_, '_> {
    /// `ISLT(x, y)`.
    fn lt<T: SortItem>(&mut self, x: T, y: T) -> VmResult<bool> {
        self.vm.less(x.key(), y.key()) // CALLBACK
    }

    /// `count_run`: the length of the run at `a[lo..hi]` and whether it is strictly
    /// descending.
    fn count_run<T: SortItem>(&mut self, a: &[T], lo: usize, hi: usize) -> VmResult<(usize, bool)> {
        if lo + 1 >= hi {
            return Ok((1, false));
        }
        let mut n = 2;
        let mut i = lo + 1;
        if self.lt(get(a, i)?, get(a, i - 1)?)? {
            i += 1;
            while i < hi {
                if !self.lt(get(a, i)?, get(a, i - 1)?)? {
                    break;
                }
                i += 1;
                n += 1;
            }
            Ok((n, true))
        } else {
            i += 1;
            while i < hi {
                if self.lt(get(a, i)?, get(a, i - 1)?)? {
                    break;
                }
                i += 1;
                n += 1;
            }
            Ok((n, false))
        }
    }

    /// `binarysort`: sorts `a[lo..hi]` by binary insertion; `a[lo..start]` is sorted.
    fn binarysort<T: SortItem>(
        &mut self,
        a: &mut [T],
        lo: usize,
        hi: usize,
        start: usize,
    ) -> VmResult<()> {
        let mut start = if start == lo { start + 1 } else { start };
        while start < hi {
            let pivot = get(a, start)?;
            let (mut l, mut r) = (lo, start);
            while l < r {
                let p = l + ((r - l) >> 1);
                if self.lt(pivot, get(a, p)?)? {
                    r = p;
                } else {
                    l = p + 1;
                }
            }
            if let Some(w) = a.get_mut(l..=start) {
                w.rotate_right(1);
            }
            start += 1;
        }
        Ok(())
    }

    /// `gallop_left`: where `key` goes in sorted `a` (before equal items), starting at
    /// `hint`.
    fn gallop_left<T: SortItem>(&mut self, key: T, a: &[T], hint: usize) -> VmResult<usize> {
        let n = a.len() as isize;
        let hint = hint as isize;
        let at = |i: isize| get(a, i as usize);
        let (mut lastofs, mut ofs): (isize, isize) = (0, 1);
        if self.lt(at(hint)?, key)? {
            let maxofs = n - hint;
            while ofs < maxofs {
                if self.lt(at(hint + ofs)?, key)? {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            ofs = ofs.min(maxofs);
            lastofs += hint;
            ofs += hint;
        } else {
            let maxofs = hint + 1;
            while ofs < maxofs {
                if self.lt(at(hint - ofs)?, key)? {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            ofs = ofs.min(maxofs);
            let k = lastofs;
            lastofs = hint - ofs;
            ofs = hint - k;
        }
        lastofs += 1;
        while lastofs < ofs {
            let m = lastofs + ((ofs - lastofs) >> 1);
            if self.lt(at(m)?, key)? {
                lastofs = m + 1;
            } else {
                ofs = m;
            }
        }
        Ok(ofs.max(0) as usize)
    }

    /// `gallop_right`: where `key` goes in sorted `a` (after equal items), starting at
    /// `hint`.
    fn gallop_right<T: SortItem>(&mut self, key: T, a: &[T], hint: usize) -> VmResult<usize> {
        let n = a.len() as isize;
        let hint = hint as isize;
        let at = |i: isize| get(a, i as usize);
        let (mut lastofs, mut ofs): (isize, isize) = (0, 1);
        if self.lt(key, at(hint)?)? {
            let maxofs = hint + 1;
            while ofs < maxofs {
                if self.lt(key, at(hint - ofs)?)? {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            ofs = ofs.min(maxofs);
            let k = lastofs;
            lastofs = hint - ofs;
            ofs = hint - k;
        } else {
            let maxofs = n - hint;
            while ofs < maxofs {
                if self.lt(key, at(hint + ofs)?)? {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            ofs = ofs.min(maxofs);
            lastofs += hint;
            ofs += hint;
        }
        lastofs += 1;
        while lastofs < ofs {
            let m = lastofs + ((ofs - lastofs) >> 1);
            if self.lt(key, at(m)?)? {
                ofs = m;
            } else {
                lastofs = m + 1;
            }
        }
        Ok(ofs.max(0) as usize)
    }

    /// `merge_at`: merges pending runs `i` and `i + 1`.
    fn merge_at<T: SortItem>(&mut self, a: &mut [T], i: usize) -> VmResult<()> {
        let (Some(&ra), Some(&rb)) = (self.pending.get(i), self.pending.get(i + 1)) else {
            return Ok(());
        };
        let (mut sa, mut na, sb, nb) = (ra.base, ra.len, rb.base, rb.len);
        if let Some(r) = self.pending.get_mut(i) {
            r.len = na + nb;
        }
        if i + 3 == self.pending.len() {
            if let Some(&last) = self.pending.get(i + 2) {
                if let Some(r) = self.pending.get_mut(i + 1) {
                    *r = last;
                }
            }
        }
        self.pending.pop();
        let k = self.gallop_right(get(a, sb)?, a.get(sa..sa + na).unwrap_or(&[]), 0)?;
        sa += k;
        na -= k.min(na);
        if na == 0 {
            return Ok(());
        }
        let last_a = get(a, sa + na - 1)?;
        let nb = self.gallop_left(last_a, a.get(sb..sb + nb).unwrap_or(&[]), nb - 1)?;
        if nb == 0 {
            return Ok(());
        }
        // The merge buffer (a copy of the shorter run) is charged while it lives.
        let bytes = malloc_size((na.min(nb) * std::mem::size_of::<T>()) as u64);
        self.vm.charge_scratch(bytes)?;
        let r = if na <= nb {
            self.merge_lo(a, sa, na, sb, nb)
        } else {
            self.merge_hi(a, sa, na, sb, nb)
        };
        self.vm.release_scratch(bytes);
        r
    }

    /// `merge_lo`: merges `a[pa..pa+na]` and the run after it, `na <= nb`, through a copy of
    /// the first.
    fn merge_lo<T: SortItem>(
        &mut self,
        a: &mut [T],
        pa0: usize,
        mut na: usize,
        mut pb: usize,
        mut nb: usize,
    ) -> VmResult<()> {
        let tmp: Vec<T> = a.get(pa0..pa0 + na).unwrap_or(&[]).to_vec();
        let mut pa = 0usize;
        let mut dest = pa0;
        enum End {
            Done,
            CopyB,
        }
        let put = |a: &mut [T], d: usize, x: T| {
            if let Some(s) = a.get_mut(d) {
                *s = x;
            }
        };
        let run = |m: &mut Self,
                   a: &mut [T],
                   pa: &mut usize,
                   na: &mut usize,
                   pb: &mut usize,
                   nb: &mut usize,
                   dest: &mut usize|
         -> VmResult<End> {
            put(a, *dest, get(a, *pb)?);
            *dest += 1;
            *pb += 1;
            *nb -= 1;
            if *nb == 0 {
                return Ok(End::Done);
            }
            if *na == 1 {
                return Ok(End::CopyB);
            }
            let mut min_gallop = m.min_gallop;
            loop {
                let (mut acount, mut bcount) = (0usize, 0usize);
                loop {
                    if m.lt(get(a, *pb)?, get(&tmp, *pa)?)? {
                        put(a, *dest, get(a, *pb)?);
                        *dest += 1;
                        *pb += 1;
                        bcount += 1;
                        acount = 0;
                        *nb -= 1;
                        if *nb == 0 {
                            return Ok(End::Done);
                        }
                        if bcount >= min_gallop {
                            break;
                        }
                    } else {
                        put(a, *dest, get(&tmp, *pa)?);
                        *dest += 1;
                        *pa += 1;
                        acount += 1;
                        bcount = 0;
                        *na -= 1;
                        if *na == 1 {
                            return Ok(End::CopyB);
                        }
                        if acount >= min_gallop {
                            break;
                        }
                    }
                }
                min_gallop += 1;
                loop {
                    min_gallop -= usize::from(min_gallop > 1);
                    m.min_gallop = min_gallop;
                    let key = get(a, *pb)?;
                    let k = m.gallop_right(key, tmp.get(*pa..*pa + *na).unwrap_or(&[]), 0)?;
                    acount = k;
                    if k > 0 {
                        for j in 0..k {
                            put(a, *dest + j, get(&tmp, *pa + j)?);
                        }
                        *dest += k;
                        *pa += k;
                        *na -= k.min(*na);
                        if *na == 1 {
                            return Ok(End::CopyB);
                        }
                        if *na == 0 {
                            return Ok(End::Done);
                        }
                    }
                    put(a, *dest, get(a, *pb)?);
                    *dest += 1;
                    *pb += 1;
                    *nb -= 1;
                    if *nb == 0 {
                        return Ok(End::Done);
                    }
                    let key = get(&tmp, *pa)?;
                    let k = m.gallop_left(key, a.get(*pb..*pb + *nb).unwrap_or(&[]), 0)?;
                    bcount = k;
                    if k > 0 {
                        a.copy_within(*pb..*pb + k, *dest);
                        *dest += k;
                        *pb += k;
                        *nb -= k.min(*nb);
                        if *nb == 0 {
                            return Ok(End::Done);
                        }
                    }
                    put(a, *dest, get(&tmp, *pa)?);
                    *dest += 1;
                    *pa += 1;
                    *na -= 1;
                    if *na == 1 {
                        return Ok(End::CopyB);
                    }
                    if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                        break;
                    }
                }
                min_gallop += 1;
                m.min_gallop = min_gallop;
            }
        };
        let r = run(self, a, &mut pa, &mut na, &mut pb, &mut nb, &mut dest);
        match r {
            Ok(End::CopyB) => {
                a.copy_within(pb..pb + nb, dest);
                put(a, dest + nb, get(&tmp, pa)?);
                Ok(())
            }
            other => {
                // Succeed or Fail: what is left of the copy goes back in place.
                for j in 0..na {
                    put(a, dest + j, get(&tmp, pa + j)?);
                }
                other.map(|_| ())
            }
        }
    }

    /// `merge_hi`: merges `a[pa0..pa0+na]` and the run after it, `na > nb`, from the right,
    /// through a copy of the second.
    fn merge_hi<T: SortItem>(
        &mut self,
        a: &mut [T],
        pa0: usize,
        mut na: usize,
        pb0: usize,
        mut nb: usize,
    ) -> VmResult<()> {
        let tmp: Vec<T> = a.get(pb0..pb0 + nb).unwrap_or(&[]).to_vec();
        // Signed positions: they step below the start of a run when it empties.
        let mut dest = (pb0 + nb) as isize - 1;
        let mut pa = (pa0 + na) as isize - 1;
        let mut pb = nb as isize - 1;
        let basea = pa0;
        enum End {
            Done,
            CopyA,
        }
        let put = |a: &mut [T], d: isize, x: T| {
            if let Some(s) = a.get_mut(d as usize) {
                *s = x;
            }
        };
        let at = |a: &[T], i: isize| get(a, i as usize);
        let run = |m: &mut Self,
                   a: &mut [T],
                   pa: &mut isize,
                   na: &mut usize,
                   pb: &mut isize,
                   nb: &mut usize,
                   dest: &mut isize|
         -> VmResult<End> {
            put(a, *dest, at(a, *pa)?);
            *dest -= 1;
            *pa -= 1;
            *na -= 1;
            if *na == 0 {
                return Ok(End::Done);
            }
            if *nb == 1 {
                return Ok(End::CopyA);
            }
            let mut min_gallop = m.min_gallop;
            loop {
                let (mut acount, mut bcount) = (0usize, 0usize);
                loop {
                    if m.lt(at(&tmp, *pb)?, at(a, *pa)?)? {
                        put(a, *dest, at(a, *pa)?);
                        *dest -= 1;
                        *pa -= 1;
                        acount += 1;
                        bcount = 0;
                        *na -= 1;
                        if *na == 0 {
                            return Ok(End::Done);
                        }
                        if acount >= min_gallop {
                            break;
                        }
                    } else {
                        put(a, *dest, at(&tmp, *pb)?);
                        *dest -= 1;
                        *pb -= 1;
                        bcount += 1;
                        acount = 0;
                        *nb -= 1;
                        if *nb == 1 {
                            return Ok(End::CopyA);
                        }
                        if bcount >= min_gallop {
                            break;
                        }
                    }
                }
                min_gallop += 1;
                loop {
                    min_gallop -= usize::from(min_gallop > 1);
                    m.min_gallop = min_gallop;
                    let key = at(&tmp, *pb)?;
                    let k =
                        m.gallop_right(key, a.get(basea..basea + *na).unwrap_or(&[]), *na - 1)?;
                    let k = *na - k.min(*na);
                    acount = k;
                    if k > 0 {
                        *dest -= k as isize;
                        *pa -= k as isize;
                        let (from, to) = ((*pa + 1) as usize, (*dest + 1) as usize);
                        a.copy_within(from..from + k, to);
                        *na -= k;
                        if *na == 0 {
                            return Ok(End::Done);
                        }
                    }
                    put(a, *dest, at(&tmp, *pb)?);
                    *dest -= 1;
                    *pb -= 1;
                    *nb -= 1;
                    if *nb == 1 {
                        return Ok(End::CopyA);
                    }
                    let key = at(a, *pa)?;
                    let k = m.gallop_left(key, tmp.get(..*nb).unwrap_or(&[]), *nb - 1)?;
                    let k = *nb - k.min(*nb);
                    bcount = k;
                    if k > 0 {
                        *dest -= k as isize;
                        *pb -= k as isize;
                        for j in 1..=k as isize {
                            put(a, *dest + j, at(&tmp, *pb + j)?);
                        }
                        *nb -= k;
                        if *nb == 1 {
                            return Ok(End::CopyA);
                        }
                        if *nb == 0 {
                            return Ok(End::Done);
                        }
                    }
                    put(a, *dest, at(a, *pa)?);
                    *dest -= 1;
                    *pa -= 1;
                    *na -= 1;
                    if *na == 0 {
                        return Ok(End::Done);
                    }
                    if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                        break;
                    }
                }
                min_gallop += 1;
                m.min_gallop = min_gallop;
            }
        };
        let r = run(self, a, &mut pa, &mut na, &mut pb, &mut nb, &mut dest);
        match r {
            Ok(End::CopyA) => {
                let from = (pa + 1) as usize - na;
                let to = (dest + 1) as usize - na;
                a.copy_within(from..from + na, to);
                dest -= na as isize;
                put(a, dest, at(&tmp, 0)?);
                Ok(())
            }
            other => {
                // Succeed or Fail: what is left of the copy goes back in place.
                let start = dest - (nb as isize - 1);
                for j in 0..nb {
                    put(a, start + j as isize, get(&tmp, j)?);
                }
                other.map(|_| ())
            }
        }
    }

    /// `found_new_run`: merges pending runs whose power exceeds the new boundary's.
    fn found_new_run<T: SortItem>(&mut self, a: &mut [T], n2: usize) -> VmResult<()> {
        let Some(&last) = self.pending.last() else {
            return Ok(());
        };
        let power = powerloop(last.base, last.len, n2, self.listlen);
        while self.pending.len() > 1 {
            let k = self.pending.len();
            match self.pending.get(k - 2) {
                Some(r) if r.power > power => self.merge_at(a, k - 2)?,
                _ => break,
            }
        }
        if let Some(r) = self.pending.last_mut() {
            r.power = power;
        }
        Ok(())
    }

    /// `merge_force_collapse`.
    fn force_collapse<T: SortItem>(&mut self, a: &mut [T]) -> VmResult<()> {
        while self.pending.len() > 1 {
            let mut n = self.pending.len() - 2;
            if n > 0 {
                let (lo, hi) = (self.pending.get(n - 1), self.pending.get(n + 1));
                if let (Some(x), Some(y)) = (lo, hi) {
                    if x.len < y.len {
                        n -= 1;
                    }
                }
            }
            self.merge_at(a, n)?;
        }
        Ok(())
    }
}

/// CPython's `list_sort_impl` after the keys are made: sorts `a` stably by key.
fn timsort<T: SortItem>(vm: &mut Vm<'_>, a: &mut [T]) -> VmResult<()> {
    let n = a.len();
    if n < 2 {
        return Ok(());
    }
    let mut ms = Merge {
        vm,
        min_gallop: MIN_GALLOP,
        pending: Vec::new(),
        listlen: n,
    };
    let minrun = minrun(n);
    let mut lo = 0;
    let mut remaining = n;
    while remaining > 0 {
        let (mut run, descending) = ms.count_run(a, lo, lo + remaining)?;
        if descending {
            if let Some(w) = a.get_mut(lo..lo + run) {
                w.reverse();
            }
        }
        if run < minrun {
            let force = remaining.min(minrun);
            ms.binarysort(a, lo, lo + force, lo + run)?;
            run = force;
        }
        ms.found_new_run(a, run)?;
        ms.pending.push(Run {
            base: lo,
            len: run,
            power: 0,
        });
        lo += run;
        remaining -= run;
    }
    ms.force_collapse(a)
}
