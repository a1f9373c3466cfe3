//! Iteration: `iter()`, `next()`, and collecting an iterable into a vector under the limits.

use num_traits::Signed;

use crate::dict::DictKind;
use crate::heap::{DictView, IterState, Obj};
use crate::ops::cmp::range_len;
use crate::value::{Handle, TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// The type of an iterator object.
pub fn iter_tag(vm: &Vm<'_>, it: &IterState) -> TypeTag {
    match it {
        IterState::Seq { seq, .. } => match vm.heap.get(*seq) {
            Obj::Tuple(_) => TypeTag::TupleIter,
            _ => TypeTag::ListIter,
        },
        IterState::SeqRev { seq, .. } => match vm.heap.get(*seq) {
            Obj::List(_) => TypeTag::ListRevIter,
            _ => TypeTag::Reversed,
        },
        IterState::Str { .. } => TypeTag::StrIter,
        IterState::Bytes { b, .. } => match vm.heap.get(*b) {
            Obj::ByteArray(_) => TypeTag::ByteArrayIter,
            _ => TypeTag::BytesIter,
        },
        IterState::Range { .. } | IterState::BigRange(_) => TypeTag::RangeIter,
        IterState::Dict { odict: Some(_), .. } => TypeTag::OdictIter,
        IterState::Dict { view, rev, .. } => match (view, rev) {
            (DictView::Keys, false) => TypeTag::DictKeyIter,
            (DictView::Values, false) => TypeTag::DictValueIter,
            (DictView::Items, false) => TypeTag::DictItemIter,
            (DictView::Keys, true) => TypeTag::DictRevKeyIter,
            (DictView::Values, true) => TypeTag::DictRevValueIter,
            (DictView::Items, true) => TypeTag::DictRevItemIter,
        },
        IterState::Enumerate { .. } => TypeTag::Enumerate,
        IterState::Zip { .. } => TypeTag::Zip,
        IterState::Map { .. } => TypeTag::Map,
        IterState::Filter { .. } => TypeTag::Filter,
        IterState::GetItem { .. } => TypeTag::Iterator,
        IterState::Callable { .. } => TypeTag::CallableIter,
        IterState::Set { .. } => TypeTag::SetIter,
    }
}

/// The position of an exhausted dict or set iterator, and the start length of one whose
/// container changed size (CPython's sticky `di_used = -1`).
const PARKED: usize = usize::MAX;

/// Stack kept free below each level of iterators over iterators (`map(f, map(g, ...))`),
/// and the size of a new segment when less is left: each level is a native frame.
const ITER_RED_ZONE: usize = 64 << 10;
const ITER_SEGMENT: usize = 1 << 20;

/// Where native code is in an iterable (see [`Vm::cursor`]).
#[derive(Clone, Copy, Debug)]
pub enum Cursor {
    /// A list or tuple, at this index.
    Seq(crate::value::Handle, usize),
    /// Any other iterable, through this iterator.
    Iter(Value),
}

impl Vm<'_> {
    /// `zip(strict=True)` ended at iterator `i`: CPython's errors for one shorter than those
    /// before it, or (when the first ended) one longer than those before it.
    #[inline(never)]
    fn zip_strict_end(&mut self, its: &[Value], i: usize) -> VmResult<()> {
        let message = |what: &str, i: usize| {
            let plural = if i == 1 { " " } else { "s 1-" };
            format!(
                "zip() argument {} is {what} than argument{plural}{i}",
                i + 1
            )
        };
        if i > 0 {
            return Err(self.value_error(message("shorter", i)));
        }
        for (k, it) in its.iter().enumerate().skip(1) {
            if self.with_roots(its, |vm| vm.iter_next(*it))?.is_some() {
                return Err(self.value_error(message("longer", k)));
            }
        }
        Ok(())
    }

    /// One more level of iterators over iterators: bounded by the recursion limit (CPython
    /// has no bound of its own there), each level on a stack segment with room guaranteed by
    /// `stacker`, so no embedder's thread can overflow.
    fn enter_iter(&mut self) -> VmResult<()> {
        if self.depth >= self.ctx_max_recursion() {
            return Err(self.err(TypeTag::RecursionError, "maximum recursion depth exceeded"));
        }
        self.depth += 1;
        Ok(())
    }

    /// Runs one level of an iterator over iterators with stack room guaranteed.
    fn iter_level<T>(&mut self, f: impl FnOnce(&mut Self) -> VmResult<T>) -> VmResult<T> {
        self.enter_iter()?;
        let r = stacker::maybe_grow(ITER_RED_ZONE, ITER_SEGMENT, || f(self));
        self.leave();
        r
    }

    /// A new iterator's state over dict `dict` (forward, or `reversed()`'s).
    fn dict_iter_state(&self, dict: Handle, view: DictView, rev: bool) -> IterState {
        let (len, raw_len, odict) = match self.heap.get(dict) {
            Obj::Dict(d) => (
                d.len(),
                d.raw_len(),
                (d.kind == DictKind::OrderedDict).then(|| d.order_state()),
            ),
            _ => (0, 0, None),
        };
        IterState::Dict {
            dict,
            idx: if rev { raw_len } else { 0 },
            view,
            len,
            left: len,
            rev,
            odict,
        }
    }

    /// `reversed(v)` of a dict (`view` `Keys`) or of a dict view: CPython's
    /// `dict_reversekeyiterator`, ..., or an OrderedDict's `odict_iterator`.
    pub fn dict_reversed(&mut self, dict: Handle, view: DictView) -> VmResult<Value> {
        let state = self.dict_iter_state(dict, view, true);
        self.alloc(Obj::Iter(state))
    }

    /// `iter(v)`.
    pub fn get_iter(&mut self, v: Value) -> VmResult<Value> {
        let state = match v {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::List(_) | Obj::Tuple(_) => IterState::Seq { seq: h, idx: 0 },
                Obj::Str(_) => IterState::Str { s: h, pos: 0 },
                Obj::Bytes(_) | Obj::ByteArray(_) => IterState::Bytes { b: h, idx: 0 },
                Obj::Dict(_) => self.dict_iter_state(h, DictView::Keys, false),
                Obj::View { dict, view } => self.dict_iter_state(*dict, *view, false),
                Obj::Range { start, stop, step } => IterState::Range {
                    cur: *start,
                    stop: *stop,
                    step: *step,
                },
                Obj::BigRange(b) => IterState::BigRange(b.clone()),
                Obj::Set(t) | Obj::FrozenSet(t) => IterState::Set {
                    set: h,
                    pos: 0,
                    len: t.len(),
                },
                Obj::Iter(_) | Obj::Generator(_) => return Ok(v),
                Obj::Lib(o) if o.is_iterator() => return Ok(v),
                Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::Deque(_)) => {
                    return self.deque_iter(v, false);
                }
                Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::ChainMap { .. }) => {
                    return self.chainmap_iter(v); // CALLBACK
                }
                Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::ReFlag(_)) => {
                    // `Flag.__iter__`: the members whose bit is set, in definition order.
                    let bits = self.re_flag(v).unwrap_or(0);
                    let members = crate::libobj::re_flag_members(bits);
                    let items = self.make_rooted(members.len(), |vm, i| {
                        let b = members.get(i).copied().unwrap_or(0);
                        vm.new_lib(crate::libobj::LibObj::ReFlag(b))
                    })?;
                    let l = self.with_roots(&items, |vm| vm.new_list(items.clone()))?;
                    return self.with_roots(&[l], |vm| vm.get_iter(l));
                }
                Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::ChainView { .. }) => {
                    let Some(&crate::libobj::LibObj::ChainView { cm, view }) = self.lib_obj(v)
                    else {
                        return Err(self.not_iterable(v));
                    };
                    let items = self.chainmap_view_items(cm, view)?; // CALLBACK
                    let l = self.with_roots(&items, |vm| vm.new_list(items.clone()))?;
                    return self.with_roots(&[l], |vm| vm.get_iter(l));
                }
                Obj::Lib(o) => match &**o {
                    crate::libobj::LibObj::CacheInfo {
                        tuple: Value::Obj(t),
                    }
                    | crate::libobj::LibObj::StructSeq {
                        tuple: Value::Obj(t),
                        ..
                    } => IterState::Seq { seq: *t, idx: 0 },
                    // A mappingproxy iterates its dict.
                    crate::libobj::LibObj::Value(crate::libobj::LibValue {
                        tag: TypeTag::MappingProxy,
                        obj: Value::Obj(d),
                        ..
                    }) => self.dict_iter_state(*d, DictView::Keys, false),
                    // A named tuple (`IsoCalendarDate`) keeps its tuple.
                    crate::libobj::LibObj::Value(crate::libobj::LibValue {
                        tag: TypeTag::IsoCalendarDate | TypeTag::DecimalTuple,
                        obj: Value::Obj(t),
                        ..
                    }) => IterState::Seq { seq: *t, idx: 0 },
                    _ => return Err(self.not_iterable(v)),
                },
                Obj::Instance(_) => return self.instance_iter(v), // CALLBACK
                Obj::Class(c) if c.enum_info.is_some() => return self.enum_class_iter(v, false),
                _ => return Err(self.not_iterable(v)),
            },
            _ => return Err(self.not_iterable(v)),
        };
        self.alloc(Obj::Iter(state))
    }

    /// A way through iterable `v` for native code ([`Vm::cursor_next`]): a list or tuple by
    /// index, read live as its iterator reads it, without making an iterator object; anything
    /// else through `iter(v)`. `v` must stay alive meanwhile (an argument of the native
    /// function is: the caller's registers or roots hold it).
    pub fn cursor(&mut self, v: Value) -> VmResult<Cursor> {
        if let Value::Obj(h) = v {
            if matches!(self.heap.get(h), Obj::List(_) | Obj::Tuple(_)) {
                return Ok(Cursor::Seq(h, 0));
            }
        }
        self.get_iter(v).map(Cursor::Iter) // CALLBACK
    }

    /// The next item of a [`Vm::cursor`], or `None` once exhausted.
    #[inline]
    pub fn cursor_next(&mut self, c: &mut Cursor) -> VmResult<Option<Value>> {
        match c {
            Cursor::Seq(h, i) => {
                let item = match self.heap.get(*h) {
                    Obj::List(v) | Obj::Tuple(v) => v.get(*i).copied(),
                    _ => None,
                };
                // Once past the end, stays there (a later append is not seen).
                *i = if item.is_some() { *i + 1 } else { usize::MAX };
                Ok(item)
            }
            Cursor::Iter(it) => self.iter_next(*it), // CALLBACK
        }
    }

    /// Whether `iter(v)` would succeed (without calling anything).
    pub fn is_iterable(&mut self, v: Value) -> bool {
        match self.obj(v) {
            Some(
                Obj::List(_)
                | Obj::Tuple(_)
                | Obj::Str(_)
                | Obj::Bytes(_)
                | Obj::ByteArray(_)
                | Obj::Dict(_)
                | Obj::View { .. }
                | Obj::Range { .. }
                | Obj::BigRange(_)
                | Obj::Set(_)
                | Obj::FrozenSet(_)
                | Obj::Iter(_)
                | Obj::Generator(_),
            ) => true,
            Some(Obj::Lib(o)) => {
                o.is_iterator()
                    || matches!(
                        **o,
                        crate::libobj::LibObj::CacheInfo { .. }
                            | crate::libobj::LibObj::StructSeq { .. }
                            | crate::libobj::LibObj::Deque(_)
                            | crate::libobj::LibObj::ChainMap { .. }
                            | crate::libobj::LibObj::ChainView { .. }
                            | crate::libobj::LibObj::ReFlag(_)
                    )
                    || matches!(
                        o.type_tag(),
                        TypeTag::IsoCalendarDate | TypeTag::DecimalTuple
                    )
            }
            Some(Obj::Instance(_)) => {
                let (iter, getitem) = (self.s.iter, self.s.getitem);
                self.lookup_special(v, iter).is_some()
                    || self.lookup_special(v, getitem).is_some()
                    || self.seq_payload(v).is_some()
            }
            _ => false,
        }
    }

    fn not_iterable(&self, v: Value) -> crate::vm::VmErr {
        self.type_error(format!("'{}' object is not iterable", self.type_name(v)))
    }

    /// `next(it)`: the next item, or `None` when exhausted.
    pub fn iter_next(&mut self, it: Value) -> VmResult<Option<Value>> {
        let Value::Obj(h) = it else {
            return Err(self.type_error(format!(
                "'{}' object is not an iterator",
                self.type_name(it)
            )));
        };
        // The common iterators step in place (no copy of the state).
        if let Some(item) = self.seq_iter_step(h) {
            return Ok(item);
        }
        if let Obj::Iter(IterState::Range { cur, stop, step }) = self.heap.get(h) {
            let (cur, stop, step) = (*cur, *stop, *step);
            if (step > 0 && cur < stop) || (step < 0 && cur > stop) {
                if let Some(Obj::Iter(IterState::Range { cur: c, .. })) = self.heap.get_mut(h) {
                    *c = cur.checked_add(step).unwrap_or(stop);
                }
                return Ok(Some(Value::Int(cur)));
            }
            return Ok(None);
        }
        self.iter_next_slow(h, it)
    }

    /// One step of `h` if it is a list or tuple iterator (`None` for any other object): the
    /// next item, or `Some(None)` once exhausted (then parked past the end, so that a later
    /// append is not seen). In place, for `iter_next` and the dispatch loop's `for`.
    #[inline(always)]
    pub(crate) fn seq_iter_step(&mut self, h: crate::value::Handle) -> Option<Option<Value>> {
        let Obj::Iter(IterState::Seq { seq, idx }) = self.heap.get(h) else {
            return None;
        };
        let (seq, idx) = (*seq, *idx);
        let item = match self.heap.get(seq) {
            Obj::List(v) | Obj::Tuple(v) => v.get(idx).copied(),
            _ => None,
        };
        if let Some(Obj::Iter(IterState::Seq { idx: i, .. })) = self.heap.get_mut(h) {
            *i = if item.is_some() { idx + 1 } else { usize::MAX };
        }
        Some(item)
    }

    /// [`Vm::iter_next`] for every other iterator, out of line: its stack frame is large, and
    /// the fast cases above should not pay for setting it up.
    #[inline(never)]
    fn iter_next_slow(&mut self, h: crate::value::Handle, it: Value) -> VmResult<Option<Value>> {
        let state = match self.heap.get(h) {
            Obj::Iter(s) => s.clone(),
            Obj::Generator(_) => {
                return match self.gen_send(h, Value::None)? {
                    // CALLBACK
                    crate::vm::GenResult::Yield(v) => Ok(Some(v)),
                    crate::vm::GenResult::Return(_) => Ok(None),
                };
            }
            Obj::Instance(_) => return self.instance_next(it), // CALLBACK
            Obj::Lib(o) if o.is_iterator() => return self.lib_next(h), // CALLBACK
            _ => {
                return Err(self.type_error(format!(
                    "'{}' object is not an iterator",
                    self.type_name(it)
                )))
            }
        };
        let (next, new_state) = match state {
            IterState::Seq { seq, idx } => {
                let item = match self.heap.get(seq) {
                    Obj::List(v) | Obj::Tuple(v) => v.get(idx).copied(),
                    _ => None,
                };
                match item {
                    Some(x) => (Some(x), IterState::Seq { seq, idx: idx + 1 }),
                    // Exhausted: park past the end so a later append is not seen.
                    None => (
                        None,
                        IterState::Seq {
                            seq,
                            idx: usize::MAX,
                        },
                    ),
                }
            }
            IterState::SeqRev { seq, idx } => {
                let item = if idx == 0 {
                    None
                } else {
                    match self.heap.get(seq) {
                        Obj::List(v) | Obj::Tuple(v) => v.get(idx - 1).copied(),
                        Obj::Bytes(b) | Obj::ByteArray(b) => {
                            b.get(idx - 1).map(|&x| Value::Int(x.into()))
                        }
                        _ => None,
                    }
                };
                match item {
                    Some(x) => (Some(x), IterState::SeqRev { seq, idx: idx - 1 }),
                    None => (None, IterState::SeqRev { seq, idx: 0 }),
                }
            }
            IterState::Str { s, pos } => {
                let ch = self
                    .heap
                    .str_ref(s)
                    .and_then(|t| t.as_str().get(pos..))
                    .and_then(|t| t.chars().next());
                match ch {
                    Some(c) => {
                        let v = self.new_char(c)?;
                        (
                            Some(v),
                            IterState::Str {
                                s,
                                pos: pos + c.len_utf8(),
                            },
                        )
                    }
                    None => (None, IterState::Str { s, pos }),
                }
            }
            IterState::Bytes { b, idx } => {
                match self.as_bytes(Value::Obj(b)).and_then(|x| x.get(idx)) {
                    Some(&x) => (
                        Some(Value::Int(x.into())),
                        IterState::Bytes { b, idx: idx + 1 },
                    ),
                    None => (None, IterState::Bytes { b, idx: usize::MAX }),
                }
            }
            IterState::Range { cur, stop, step } => {
                if (step > 0 && cur < stop) || (step < 0 && cur > stop) {
                    (
                        Some(Value::Int(cur)),
                        IterState::Range {
                            cur: cur.checked_add(step).unwrap_or(stop),
                            stop,
                            step,
                        },
                    )
                } else {
                    (None, IterState::Range { cur, stop, step })
                }
            }
            IterState::BigRange(mut b) => {
                let more = if b.step.is_positive() {
                    b.start < b.stop
                } else {
                    b.start > b.stop
                };
                if more {
                    let v = self.new_bigint(b.start.clone())?;
                    b.start = &b.start + &b.step;
                    (Some(v), IterState::BigRange(b))
                } else {
                    (None, IterState::BigRange(b))
                }
            }
            // Exhausted (CPython drops the dict): a later change of the dict is not seen.
            IterState::Dict { idx: PARKED, .. } => (None, state),
            IterState::Dict {
                rev: true,
                odict: None,
                ..
            }
            | IterState::Dict { odict: Some(_), .. } => {
                let v = self.odict_or_reversed_next(h, state)?;
                return Ok(v);
            }
            IterState::Dict {
                dict,
                mut idx,
                view,
                len,
                left,
                ..
            } => {
                let (cur_len, raw_len) = match self.heap.get(dict) {
                    Obj::Dict(d) => (d.len(), d.raw_len()),
                    _ => (0, 0),
                };
                if cur_len != len {
                    // Sticky, as CPython's `di_used = -1`.
                    let sticky = IterState::Dict {
                        dict,
                        idx,
                        view,
                        len: PARKED,
                        left: 0,
                        rev: false,
                        odict: None,
                    };
                    self.set_iter_state(h, sticky);
                    return Err(self.err(
                        TypeTag::RuntimeError,
                        "dictionary changed size during iteration",
                    ));
                }
                let mut found = None;
                while idx < raw_len {
                    let e = match self.heap.get(dict) {
                        Obj::Dict(d) => d.raw_entry(idx).flatten(),
                        _ => None,
                    };
                    idx += 1;
                    if let Some(kv) = e {
                        found = Some(kv);
                        break;
                    }
                }
                if found.is_none() || left == 0 {
                    // The end, or CPython's `goto fail` after the error below: parked.
                    let parked = IterState::Dict {
                        dict,
                        idx: PARKED,
                        view,
                        len,
                        left: 0,
                        rev: false,
                        odict: None,
                    };
                    self.set_iter_state(h, parked);
                }
                if found.is_some() && left == 0 {
                    return Err(self.err(
                        TypeTag::RuntimeError,
                        "dictionary keys changed during iteration",
                    ));
                }
                let left = left.saturating_sub(usize::from(found.is_some()));
                let v = match found {
                    None => None,
                    Some((k, v)) => Some(match view {
                        DictView::Keys => k,
                        DictView::Values => v,
                        DictView::Items => self.new_tuple(vec![k, v])?,
                    }),
                };
                let idx = if found.is_none() { PARKED } else { idx };
                (
                    v,
                    IterState::Dict {
                        dict,
                        idx,
                        view,
                        len,
                        left,
                        rev: false,
                        odict: None,
                    },
                )
            }
            IterState::Enumerate { it: inner, n } => {
                match self.iter_level(|vm| vm.iter_next(inner))? {
                    Some(x) => {
                        let t = self.new_tuple(vec![n, x])?;
                        let next = match n {
                            Value::Int(i) if i < i64::MAX => Value::Int(i + 1),
                            _ => self.with_roots(&[t], |vm| {
                                vm.binop(
                                    pyrite_lang::bytecode::BinKind::Add,
                                    n,
                                    Value::Int(1),
                                    false,
                                )
                            })?,
                        };
                        (Some(t), IterState::Enumerate { it: inner, n: next })
                    }
                    None => (None, IterState::Enumerate { it: inner, n }),
                }
            }
            IterState::Zip { its, strict } => {
                let mut items = Vec::with_capacity(its.len());
                self.iter_level(|vm| {
                    for i in &its {
                        let x = vm.with_roots(&items, |vm| vm.iter_next(*i))?;
                        match x {
                            Some(x) => items.push(x),
                            None => break,
                        }
                    }
                    Ok(())
                })?;
                if items.len() < its.len() || its.is_empty() {
                    if strict {
                        self.zip_strict_end(&its, items.len())?;
                    }
                    (None, IterState::Zip { its, strict })
                } else {
                    let t = self.new_tuple(items)?;
                    (Some(t), IterState::Zip { its, strict })
                }
            }
            IterState::Map { func, its } => {
                let mut args = Vec::with_capacity(its.len());
                return self.iter_level(|vm| {
                    vm.with_roots(&[it], |vm| {
                        for i in &its {
                            let x = vm.with_roots(&args, |vm| vm.iter_next(*i))?;
                            match x {
                                Some(x) => args.push(x),
                                None => return Ok(None),
                            }
                        }
                        vm.call_function(func, &args, &[]).map(Some) // CALLBACK
                    })
                });
            }
            IterState::Filter { func, it: inner } => {
                return self.iter_level(|vm| {
                    vm.with_roots(&[it], |vm| loop {
                        let Some(x) = vm.iter_next(inner)? else {
                            return Ok(None);
                        };
                        let keep = if func == Value::None {
                            vm.truthy(x)?
                        } else {
                            let r = vm.with_roots(&[x], |vm| vm.call_function(func, &[x], &[]))?;
                            vm.truthy(r)?
                        };
                        if keep {
                            return Ok(Some(x));
                        }
                    })
                });
            }
            IterState::GetItem { obj, idx } => {
                if let Some(Obj::Iter(IterState::GetItem { idx: i, .. })) = self.heap.get_mut(h) {
                    *i = idx.saturating_add(1);
                }
                return match self.get_item(obj, Value::Int(idx)) {
                    // CALLBACK
                    Ok(v) => Ok(Some(v)),
                    Err(e) if self.error_is(&e, TypeTag::IndexError) => {
                        self.park_getitem(h);
                        Ok(None)
                    }
                    Err(e) if self.is_stop_iteration(&e) => {
                        self.park_getitem(h);
                        Ok(None)
                    }
                    Err(e) => Err(e),
                };
            }
            IterState::Callable { func, sentinel } => {
                let v = self.call_function(func, &[], &[])?; // CALLBACK
                if self.eq(v, sentinel)? {
                    return Ok(None);
                }
                return Ok(Some(v));
            }
            // Exhausted (CPython drops the set): a later change of the set is not seen.
            IterState::Set { pos: PARKED, .. } => (None, state),
            IterState::Set { set, pos, len } => {
                let (cur_len, next) = match self.set_table(Value::Obj(set)) {
                    Some(t) => (t.len(), t.next_entry(pos)),
                    None => (0, None),
                };
                if cur_len != len {
                    // Sticky, as CPython's `si_used = -1`.
                    self.set_iter_state(
                        h,
                        IterState::Set {
                            set,
                            pos,
                            len: PARKED,
                        },
                    );
                    return Err(
                        self.err(TypeTag::RuntimeError, "Set changed size during iteration")
                    );
                }
                match next {
                    Some((p, v)) => (Some(v), IterState::Set { set, pos: p, len }),
                    None => (
                        None,
                        IterState::Set {
                            set,
                            pos: PARKED,
                            len,
                        },
                    ),
                }
            }
        };
        if let Some(Obj::Iter(s)) = self.heap.get_mut(h) {
            *s = new_state;
        }
        Ok(next)
    }

    /// Collects an iterable into a vector, charging fuel and memory as it grows.
    pub fn collect(&mut self, v: Value) -> VmResult<Vec<Value>> {
        match self.obj(v) {
            Some(Obj::List(items)) | Some(Obj::Tuple(items)) => {
                // Room for the copy is checked before it is made (the caller charges it once it
                // becomes an object); its fuel too.
                let n = items.len() as u64;
                self.precheck(n.saturating_mul(std::mem::size_of::<Value>() as u64))?;
                self.charge_fuel(n / 8)?;
                return Ok(match self.obj(v) {
                    Some(Obj::List(items)) | Some(Obj::Tuple(items)) => items.clone(),
                    _ => Vec::new(),
                });
            }
            Some(&Obj::Range { start, stop, step }) => {
                let n = range_len(start, stop, step) as u64;
                self.precheck(n.saturating_mul(16))?;
                self.charge_fuel(n / 4)?;
                return Ok((0..n as i64)
                    .map(|i| Value::Int(start + i * step))
                    .collect());
            }
            _ => {}
        }
        let it = self.get_iter(v)?;
        // The items collected so far stay rooted: the next one may come from script code.
        // The root stack's growth is charged as it happens (not the whole stack again every
        // 1024 items: that was quadratic fuel), and held until the items are handed over.
        let mark = self.roots.len();
        self.roots.push(it);
        let mut held = 0;
        let r = self.collect_rooted(it, &mut held);
        let out = self.take_roots(mark + 1, held);
        self.roots.truncate(mark);
        r.and(out)
    }

    fn collect_rooted(&mut self, it: Value, held: &mut u64) -> VmResult<()> {
        let mut n = 0u64;
        while let Some(x) = self.iter_next(it)? {
            self.push_root_held(x, held)?;
            n += 1;
            if n.is_multiple_of(1024) {
                self.charge_fuel(256)?;
            }
        }
        Ok(())
    }

    /// One step of a `reversed()` dict iterator or of an OrderedDict's iterator (`state`,
    /// not exhausted), after `dictreviter_iternext` and `odictiter_nextkey`: a change of the
    /// dict's size is sticky; an OrderedDict's reordering ends the iterator after its error.
    fn odict_or_reversed_next(&mut self, h: Handle, state: IterState) -> VmResult<Option<Value>> {
        let IterState::Dict {
            dict,
            mut idx,
            view,
            len,
            left,
            rev,
            odict,
        } = state
        else {
            return Ok(None);
        };
        let (cur_len, raw_len, order) = match self.heap.get(dict) {
            Obj::Dict(d) => (d.len(), d.raw_len(), d.order_state()),
            _ => (0, 0, 0),
        };
        let with = |idx: usize, len: usize, left: usize| IterState::Dict {
            dict,
            idx,
            view,
            len,
            left,
            rev,
            odict,
        };
        let kind = if odict.is_some() {
            "OrderedDict"
        } else {
            "dictionary"
        };
        if odict.is_some_and(|o| o != order) {
            self.set_iter_state(h, with(PARKED, len, 0));
            return Err(self.err(
                TypeTag::RuntimeError,
                "OrderedDict mutated during iteration",
            ));
        }
        if cur_len != len {
            self.set_iter_state(h, with(idx, PARKED, 0));
            return Err(self.err(
                TypeTag::RuntimeError,
                format!("{kind} changed size during iteration"),
            ));
        }
        let mut found = None;
        loop {
            let at = if rev {
                let Some(i) = idx.checked_sub(1) else { break };
                idx = i;
                i
            } else if idx < raw_len {
                idx += 1;
                idx - 1
            } else {
                break;
            };
            if let Obj::Dict(d) = self.heap.get(dict) {
                if let Some(kv) = d.raw_entry(at).flatten() {
                    found = Some(kv);
                    break;
                }
            }
        }
        let Some((k, v)) = found else {
            self.set_iter_state(h, with(PARKED, len, 0));
            return Ok(None);
        };
        let item = match view {
            DictView::Keys => k,
            DictView::Values => v,
            DictView::Items => self.new_tuple(vec![k, v])?,
        };
        self.set_iter_state(h, with(idx, len, left.saturating_sub(1)));
        Ok(Some(item))
    }

    /// An exhausted `__getitem__` iterator stays exhausted.
    fn set_iter_state(&mut self, h: crate::value::Handle, state: IterState) {
        if let Some(Obj::Iter(s)) = self.heap.get_mut(h) {
            *s = state;
        }
    }

    fn park_getitem(&mut self, h: crate::value::Handle) {
        if let Some(Obj::Iter(IterState::GetItem { idx, .. })) = self.heap.get_mut(h) {
            *idx = i64::MAX;
        }
    }

    /// `range(*args)`: a small range, or a big one when a bound or the span does not fit
    /// `i64`.
    pub fn make_range(&mut self, args: &[Value]) -> VmResult<Value> {
        // An int subclass instance is the int it carries (`PyNumber_Index`).
        let args: smallvec::SmallVec<[Value; 3]> = args
            .iter()
            .map(|a| self.int_payload(*a).unwrap_or(*a))
            .collect();
        let args = args.as_slice();
        match self.range_args(args) {
            Ok((start, stop, step)) if stop.checked_sub(start).is_some() => {
                self.alloc(Obj::Range { start, stop, step })
            }
            Ok((start, stop, step)) => self.new_range(start.into(), stop.into(), step.into()),
            Err(e) => {
                if args.len() > 3 || !args.iter().all(|a| self.is_int(*a)) {
                    return Err(e);
                }
                let b: Vec<num_bigint::BigInt> =
                    args.iter().filter_map(|a| self.to_bigint(*a)).collect();
                let one = num_bigint::BigInt::from(1);
                let (start, stop, step) = match b.as_slice() {
                    [stop] => (num_bigint::BigInt::from(0), stop.clone(), one),
                    [start, stop] => (start.clone(), stop.clone(), one),
                    [start, stop, step] => (start.clone(), stop.clone(), step.clone()),
                    _ => return Err(e),
                };
                if num_traits::Zero::is_zero(&step) {
                    return Err(self.value_error("range() arg 3 must not be zero"));
                }
                self.new_range(start, stop, step)
            }
        }
    }

    /// `range(...)` arguments as `(start, stop, step)`.
    pub fn range_args(&self, args: &[Value]) -> VmResult<(i64, i64, i64)> {
        let mut ints = [0i64; 3];
        for (slot, a) in ints.iter_mut().zip(args) {
            *slot = match self.int_payload(*a).unwrap_or(*a) {
                Value::Int(i) => i,
                Value::Bool(b) => b as i64,
                v if self.is_int(v) => {
                    return Err(self.err(
                        TypeTag::OverflowError,
                        "Python int too large to convert to C ssize_t",
                    ))
                }
                v => {
                    return Err(self.type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        self.type_name(v)
                    )))
                }
            };
        }
        match args.len() {
            0 => Err(self.type_error("range expected at least 1 argument, got 0")),
            1 => Ok((0, ints[0], 1)),
            2 => Ok((ints[0], ints[1], 1)),
            3 => {
                if ints[2] == 0 {
                    return Err(self.value_error("range() arg 3 must not be zero"));
                }
                Ok((ints[0], ints[1], ints[2]))
            }
            n => Err(self.type_error(format!("range expected at most 3 arguments, got {n}"))),
        }
    }
}
