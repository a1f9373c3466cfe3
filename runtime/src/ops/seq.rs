//! Subscripts, slices, list and dict mutation, unpacking.

use num_traits::Signed;

use super::arith::Num;
use super::cmp::{range_len, MAX_NATIVE_DEPTH};
use crate::dict::Probe;
use crate::heap::Obj;
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Resolved slice indices: `(start, stop, step, count)`.
pub type SliceIdx = (i64, i64, i64, usize);

impl Vm<'_> {
    /// A slice bound (`_PyEval_SliceIndex`): None, or an int clamped to `i64`.
    pub fn slice_part(&self, v: Value) -> VmResult<Option<i64>> {
        match v {
            Value::None => Ok(None),
            Value::Int(i) => Ok(Some(i)),
            Value::Bool(b) => Ok(Some(b as i64)),
            _ => match (self.int_payload(v), self.num(v)) {
                // The int itself (never an instance: one level deep).
                (Some(p), _) => self.slice_part(p),
                (None, Some(Num::B(b))) => {
                    Ok(Some(if b.is_negative() { i64::MIN } else { i64::MAX }))
                }
                _ => Err(self.type_error(
                    "slice indices must be integers or None or have an __index__ method",
                )),
            },
        }
    }

    /// CPython's `PySlice_GetIndicesEx` for a sequence of length `len`.
    pub fn slice_indices(&self, slice: Value, len: usize) -> VmResult<SliceIdx> {
        let Some(Obj::Slice { start, stop, step }) = self.obj(slice) else {
            return Err(self.type_error("expected a slice"));
        };
        let (start, stop, step) = (*start, *stop, *step);
        let step = self.slice_part(step)?.unwrap_or(1);
        if step == 0 {
            return Err(self.value_error("slice step cannot be zero"));
        }
        let step = step.max(-i64::MAX);
        let len = len as i64;
        let adjust = |v: Option<i64>, default: i64| -> i64 {
            match v {
                None => default,
                Some(mut x) => {
                    if x < 0 {
                        x = x.saturating_add(len);
                        if x < 0 {
                            x = if step < 0 { -1 } else { 0 };
                        }
                    } else if x >= len {
                        x = if step < 0 { len - 1 } else { len };
                    }
                    x
                }
            }
        };
        let (dstart, dstop) = if step < 0 { (len - 1, -1) } else { (0, len) };
        let start = adjust(self.slice_part(start)?, dstart);
        let stop = adjust(self.slice_part(stop)?, dstop);
        let count = if step < 0 {
            if stop < start {
                (start - stop - 1) / (-step) + 1
            } else {
                0
            }
        } else if start < stop {
            (stop - start - 1) / step + 1
        } else {
            0
        };
        Ok((start, stop, step, count as usize))
    }

    pub(crate) fn is_slice(&self, v: Value) -> bool {
        matches!(self.obj(v), Some(Obj::Slice { .. }))
    }

    /// The key a subscript of a built-in sequence of type `t` reads: an instance of a
    /// class extending `int` is the int it carries (`PyNumber_AsSsize_t`); a mapping's key
    /// stays the instance (its own hash and equality).
    fn seq_key(&self, t: TypeTag, key: Value) -> Value {
        match t {
            TypeTag::List
            | TypeTag::Tuple
            | TypeTag::Str
            | TypeTag::Bytes
            | TypeTag::ByteArray
            | TypeTag::Range => self.int_payload(key).unwrap_or(key),
            _ => key,
        }
    }

    /// Normalizes an index for a sequence of `len` (`None` if out of range).
    pub(crate) fn norm_index(&self, key: Value, len: usize) -> VmResult<Option<usize>> {
        let i = match self.num(key) {
            Some(Num::I(i)) => i,
            Some(Num::B(_)) => {
                return Err(self.err(
                    TypeTag::IndexError,
                    "cannot fit 'int' into an index-sized integer",
                ))
            }
            _ => return Err(self.type_error("bad index")),
        };
        let i = if i < 0 { i + len as i64 } else { i };
        Ok(usize::try_from(i).ok().filter(|&u| u < len))
    }

    /// `obj[key]`.
    pub fn get_item(&mut self, obj: Value, key: Value) -> VmResult<Value> {
        if self.is_instance_obj(obj) {
            return self.instance_getitem(obj, key); // CALLBACK
        }
        if let Some(t) = self.struct_tuple(obj) {
            return self.get_item(t, key);
        }
        let obj = self.named_tuple(obj).unwrap_or(obj);
        if self.is_lib_value(obj) {
            // A stdlib value type with a native `__getitem__` (decimal's signal dicts).
            if let Some(r) = self.value_special(obj, "__getitem__", &[key])? {
                return Ok(r); // CALLBACK
            }
        }
        let t = self.type_tag(obj);
        let key = self.seq_key(t, key);
        let key_is_int = self.is_int(key);
        match t {
            TypeTag::List | TypeTag::Tuple => {
                let len = match self.obj(obj) {
                    Some(Obj::List(v)) | Some(Obj::Tuple(v)) => v.len(),
                    _ => 0,
                };
                if key_is_int {
                    let idx = self.norm_index(key, len)?;
                    return match (idx, self.obj(obj)) {
                        (Some(i), Some(Obj::List(v))) | (Some(i), Some(Obj::Tuple(v))) => {
                            Ok(v.get(i).copied().unwrap_or(Value::None))
                        }
                        _ => Err(self.err(
                            TypeTag::IndexError,
                            format!("{} index out of range", t.name()),
                        )),
                    };
                }
                if self.is_slice(key) {
                    let (start, _, step, count) = self.slice_indices(key, len)?;
                    self.charge_fuel(count as u64 / 8)?;
                    let items = self.seq_items(obj);
                    let out: Vec<Value> = (0..count)
                        .filter_map(|k| items.get((start + k as i64 * step) as usize).copied())
                        .collect();
                    return if t == TypeTag::List {
                        self.new_list(out)
                    } else {
                        self.new_tuple(out)
                    };
                }
                Err(self.type_error(format!(
                    "{} indices must be integers or slices, not {}",
                    t.name(),
                    self.type_name(key)
                )))
            }
            TypeTag::Str => {
                let nchars = self.as_pystr(obj).map_or(0, |s| s.nchars());
                if key_is_int {
                    let Some(i) = self.norm_index(key, nchars)? else {
                        return Err(self.err(TypeTag::IndexError, "string index out of range"));
                    };
                    return self.str_char(obj, i);
                }
                if self.is_slice(key) {
                    let (start, _, step, count) = self.slice_indices(key, nchars)?;
                    return self.str_slice(obj, start, step, count);
                }
                Err(self.type_error(format!(
                    "string indices must be integers, not '{}'",
                    self.type_name(key)
                )))
            }
            TypeTag::Bytes | TypeTag::ByteArray => self.bytes_getitem(obj, key),
            TypeTag::Dict => match self.dict_get(obj, key)? {
                Some(v) => Ok(v),
                None => self.dict_missing(obj, key), // CALLBACK: a default_factory
            },
            TypeTag::Deque => self.deque_getitem(obj, key),
            TypeTag::ChainMap => self.chainmap_getitem(obj, key), // CALLBACK
            TypeTag::Range => {
                if let (true, Some(&Obj::Range { start, stop, step })) = (key_is_int, self.obj(obj))
                {
                    // The i64 form's items and span fit i64 (see ops::range).
                    let len = range_len(start, stop, step) as usize;
                    return match self.norm_index(key, len)? {
                        Some(i) => Ok(Value::Int(start + i as i64 * step)),
                        None => {
                            Err(self.err(TypeTag::IndexError, "range object index out of range"))
                        }
                    };
                }
                self.range_getitem(obj, key)
            }
            TypeTag::Type if self.is_enum_class(obj) => self.enum_class_getitem(obj, key),
            t if t == TypeTag::Type
                || t.is_typing()
                || t == TypeTag::GenericAlias
                || t == TypeTag::UnionType =>
            {
                match self.class_getitem(obj, key)? {
                    Some(v) => Ok(v),
                    None => Err(self.type_error(format!(
                        "'{}' object is not subscriptable",
                        self.type_name(obj)
                    ))),
                }
            }
            TypeTag::ReMatch => self.call_native_method(obj, "__getitem__", &[key]),
            _ => Err(self.type_error(format!(
                "'{}' object is not subscriptable",
                self.type_name(obj)
            ))),
        }
    }

    /// `obj[key] = v`.
    pub fn set_item(&mut self, obj: Value, key: Value, v: Value) -> VmResult<()> {
        if self.is_instance_obj(obj) {
            return self.instance_setitem(obj, key, v); // CALLBACK
        }
        if self.is_lib_value(obj) && self.value_special(obj, "__setitem__", &[key, v])?.is_some() {
            return Ok(()); // CALLBACK
        }
        let t = self.type_tag(obj);
        let key = self.seq_key(t, key);
        match t {
            TypeTag::List => {
                let Value::Obj(h) = obj else { return Ok(()) };
                let len = self.seq_items_len(obj);
                if self.is_int(key) {
                    let Some(i) = self.norm_index(key, len)? else {
                        return Err(
                            self.err(TypeTag::IndexError, "list assignment index out of range")
                        );
                    };
                    if let Some(Obj::List(l)) = self.heap.get_mut(h) {
                        if let Some(slot) = l.get_mut(i) {
                            *slot = v;
                        }
                    }
                    return Ok(());
                }
                if self.is_slice(key) {
                    let (start, stop, step, count) = self.slice_indices(key, len)?;
                    let new = self.collect(v)?;
                    if step == 1 {
                        let s = start.max(0) as usize;
                        let e = (stop.max(start)).max(0) as usize;
                        let grow = new.len().saturating_sub(e - s) as u64;
                        self.charge_grow(h, grow * 16)?;
                        if let Some(Obj::List(l)) = self.heap.get_mut(h) {
                            let e = e.min(l.len());
                            let s = s.min(e);
                            l.splice(s..e, new);
                        }
                        return Ok(());
                    }
                    if new.len() != count {
                        return Err(self.value_error(format!(
                            "attempt to assign sequence of size {} to extended slice of size {count}",
                            new.len()
                        )));
                    }
                    if let Some(Obj::List(l)) = self.heap.get_mut(h) {
                        for (k, x) in new.into_iter().enumerate() {
                            if let Some(slot) = l.get_mut((start + k as i64 * step) as usize) {
                                *slot = x;
                            }
                        }
                    }
                    return Ok(());
                }
                Err(self.type_error(format!(
                    "list indices must be integers or slices, not {}",
                    self.type_name(key)
                )))
            }
            TypeTag::Dict => self.dict_set(obj, key, v),
            TypeTag::ByteArray => self.bytearray_setitem(obj, key, v),
            TypeTag::Deque => self.deque_setitem(obj, key, v),
            TypeTag::ChainMap => self.chainmap_setitem(obj, key, v), // CALLBACK
            _ => Err(self.type_error(format!(
                "'{}' object does not support item assignment",
                t.name()
            ))),
        }
    }

    fn seq_items_len(&self, v: Value) -> usize {
        match self.obj(v) {
            Some(Obj::List(l)) | Some(Obj::Tuple(l)) => l.len(),
            _ => 0,
        }
    }

    /// `del obj[key]`.
    pub fn del_item(&mut self, obj: Value, key: Value) -> VmResult<()> {
        if self.is_instance_obj(obj) {
            return self.instance_delitem(obj, key); // CALLBACK
        }
        let t = self.type_tag(obj);
        let key = self.seq_key(t, key);
        match t {
            TypeTag::List => {
                let Value::Obj(h) = obj else { return Ok(()) };
                let len = self.seq_items_len(obj);
                if self.is_int(key) {
                    let Some(i) = self.norm_index(key, len)? else {
                        return Err(
                            self.err(TypeTag::IndexError, "list assignment index out of range")
                        );
                    };
                    self.charge_fuel((len - i) as u64 / 16)?;
                    if let Some(Obj::List(l)) = self.heap.get_mut(h) {
                        if i < l.len() {
                            l.remove(i);
                        }
                    }
                    return Ok(());
                }
                if self.is_slice(key) {
                    let (start, _, step, count) = self.slice_indices(key, len)?;
                    let mut idx: Vec<usize> = (0..count)
                        .map(|k| (start + k as i64 * step) as usize)
                        .collect();
                    idx.sort_unstable();
                    self.charge_fuel(len as u64 / 16)?;
                    if let Some(Obj::List(l)) = self.heap.get_mut(h) {
                        let mut k = 0;
                        let mut pos = 0;
                        l.retain(|_| {
                            let drop = idx.get(k) == Some(&pos);
                            if drop {
                                k += 1;
                            }
                            pos += 1;
                            !drop
                        });
                    }
                    return Ok(());
                }
                Err(self.type_error(format!(
                    "list indices must be integers or slices, not {}",
                    self.type_name(key)
                )))
            }
            TypeTag::ByteArray => self.bytearray_delitem(obj, key),
            TypeTag::Dict => {
                if self.dict_remove(obj, key)?.is_none()
                    && self.dict_kind(obj) != Some(crate::dict::DictKind::Counter)
                {
                    // (A Counter ignores a missing key, as its `__delitem__` does.)
                    return Err(self.key_error(key));
                }
                Ok(())
            }
            TypeTag::Deque => self.deque_delitem(obj, key),
            TypeTag::ChainMap => self.chainmap_delitem(obj, key), // CALLBACK
            // `PyObject_DelItem` of a type with only `sq_contains`: its own words unless the
            // key is an index (then `PySequence_DelItem`'s).
            TypeTag::MappingProxy
                if !matches!(
                    self.type_tag(self.unwrap_payload(key)),
                    TypeTag::Int | TypeTag::Bool
                ) =>
            {
                Err(self.type_error("'mappingproxy' object does not support item deletion"))
            }
            _ => Err(self.type_error(format!(
                "'{}' object doesn't support item deletion",
                t.name()
            ))),
        }
    }

    /// Key equality that needs no script code: `Some(answer)`, or `None` when an instance
    /// (whose `__eq__` must run) is involved.
    fn key_eq_plain(&self, a: Value, b: Value, depth: u32) -> Option<bool> {
        if crate::set::is_identical(a, b) {
            return Some(true);
        }
        if depth > MAX_NATIVE_DEPTH {
            return Some(false);
        }
        if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
            return Some(super::cmp::num_cmp(&x, &y) == Some(std::cmp::Ordering::Equal));
        }
        match (self.obj(a), self.obj(b)) {
            (Some(Obj::Str(s)), Some(Obj::Str(t))) => {
                Some(s.may_equal(t) && self.as_str(a).is_some_and(|x| self.as_str(b) == Some(x)))
            }
            (Some(Obj::Bytes(x) | Obj::ByteArray(x)), Some(Obj::Bytes(y) | Obj::ByteArray(y))) => {
                Some(x == y)
            }
            (Some(Obj::Tuple(v)), Some(Obj::Tuple(w))) => {
                if v.len() != w.len() {
                    return Some(false);
                }
                for (p, q) in v.iter().zip(w.iter()) {
                    if !self.key_eq_plain(*p, *q, depth + 1)? {
                        return Some(false);
                    }
                }
                Some(true)
            }
            (Some(Obj::Instance(_)), _) | (_, Some(Obj::Instance(_))) => None,
            // A stdlib value's __eq__ decides.
            (Some(Obj::Lib(_)), _) | (_, Some(Obj::Lib(_))) => None,
            // Value equality beyond identity: the full comparison decides.
            (Some(Obj::FrozenSet(_)), Some(Obj::FrozenSet(_)))
            | (
                Some(Obj::Range { .. } | Obj::BigRange(_)),
                Some(Obj::Range { .. } | Obj::BigRange(_)),
            )
            | (Some(Obj::Method { .. }), Some(Obj::Method { .. }))
            | (Some(Obj::BoundMethod { .. }), Some(Obj::BoundMethod { .. }))
            | (Some(Obj::Alias(_)), Some(Obj::Alias(_))) => None,
            _ => Some(a == b),
        }
    }

    /// The hash of `key` and its entry position in dict `d`. A comparison that runs script
    /// code and changes the dict restarts the lookup, as CPython's does.
    pub(crate) fn dict_find(&mut self, d: Value, key: Value) -> VmResult<(u64, Option<usize>)> {
        let hash = self.hash(key)? as u64;
        'restart: for _ in 0..64 {
            let mut probe = Probe::new(hash);
            let mut candidates = 0u64;
            loop {
                let (found, version) = match self.obj(d) {
                    Some(Obj::Dict(dict)) => (dict.next_match(hash, &mut probe), dict.version()),
                    _ => return Ok((hash, None)),
                };
                let Some((pos, k)) = found else {
                    return Ok((hash, None));
                };
                // Keys sharing the hash are compared one by one: beyond the first, that is
                // work only colliding hashes cause, charged so that a table of them cannot
                // spin free.
                if candidates > 0 {
                    self.charge_fuel(1)?;
                }
                candidates += 1;
                match self.key_eq_plain(k, key, 0) {
                    Some(true) => return Ok((hash, Some(pos))),
                    Some(false) => {}
                    None => {
                        let same = self.with_roots(&[d, k, key], |vm| vm.eq(k, key))?; // CALLBACK
                        let now = match self.obj(d) {
                            Some(Obj::Dict(dict)) => dict.version(),
                            _ => 0,
                        };
                        if now != version {
                            continue 'restart;
                        }
                        if same {
                            return Ok((hash, Some(pos)));
                        }
                    }
                }
            }
        }
        Err(self.err(
            TypeTag::RuntimeError,
            "dictionary keeps changing during a lookup",
        ))
    }

    /// `d.get(key)` without a default: `None` if absent.
    pub fn dict_get(&mut self, d: Value, key: Value) -> VmResult<Option<Value>> {
        let (_, pos) = self.dict_find(d, key)?;
        Ok(match (pos, self.obj(d)) {
            (Some(p), Some(Obj::Dict(dict))) => dict.value_at(p),
            _ => None,
        })
    }

    /// `d[key] = v`.
    pub fn dict_set(&mut self, d: Value, key: Value, v: Value) -> VmResult<()> {
        let (hash, pos) = self.dict_find(d, key)?;
        let Value::Obj(h) = d else { return Ok(()) };
        match pos {
            Some(p) => {
                if let Some(Obj::Dict(dict)) = self.heap.get_mut(h) {
                    dict.set_at(p, v);
                }
            }
            None => {
                let grow = match self.heap.get(h) {
                    Obj::Dict(dict) => dict.push_growth(),
                    _ => 0,
                };
                self.charge_grow(h, grow)?;
                if let Some(Obj::Dict(dict)) = self.heap.get_mut(h) {
                    dict.push(hash, key, v);
                }
            }
        }
        Ok(())
    }

    /// The dict an instance of a dict subclass carries.
    pub(crate) fn dict_subclass_payload(&self, v: Value) -> Option<Value> {
        self.payload(v)
            .filter(|p| matches!(self.obj(*p), Some(Obj::Dict(_))))
    }

    /// `d.update(m)` for a mapping read through `m.keys()` and `m[key]` (CPython's
    /// dict_merge for a mapping other than a dict with dict's own iteration).
    fn dict_update_generic(&mut self, d: Value, m: Value) -> VmResult<()> {
        let keys = self.get_attr_str(m, "keys")?;
        let keys = self.call_function(keys, &[], &[])?; // CALLBACK
        let keys = self.with_roots(&[keys], |vm| {
            let items = vm.collect(keys)?;
            vm.new_list(items)
        })?;
        // The keys stay in a rooted list while `[key]` runs script code.
        self.with_roots(&[keys], |vm| {
            for k in vm.seq_items(keys) {
                let v = vm.get_item(m, k)?; // CALLBACK
                vm.with_roots(&[v], |vm| vm.dict_set(d, k, v))?;
            }
            Ok(())
        })
    }

    /// Removes `key`, returning its value if it was present.
    pub fn dict_remove(&mut self, d: Value, key: Value) -> VmResult<Option<Value>> {
        let (_, pos) = self.dict_find(d, key)?;
        let Value::Obj(h) = d else { return Ok(None) };
        Ok(match (pos, self.heap.get_mut(h)) {
            (Some(p), Some(Obj::Dict(dict))) => dict.remove_at(p).map(|(_, v)| v),
            _ => None,
        })
    }

    /// `d.update(other)` / `{**other}`: a dict or an iterable of pairs.
    pub fn dict_update(&mut self, d: Value, other: Value) -> VmResult<()> {
        if let Some(x) = self
            .lib_value(other)
            .filter(|x| x.tag == TypeTag::MappingProxy)
        {
            return self.dict_update(d, x.obj);
        }
        if self.is_chainmap(other) {
            // A mapping with keys(): each key's value through the ChainMap.
            let m = self.with_roots(&[d], |vm| vm.chainmap_to_dict(other))?; // CALLBACK
            return self.with_roots(&[m], |vm| vm.dict_update(d, m));
        }
        if let Some(p) = self.dict_subclass_payload(other) {
            // dict_merge: a dict subclass that keeps dict's `__iter__` is read as the dict
            // it carries (its `__getitem__` and `keys` are not called); one that overrides
            // it, through `keys()` and `[key]`.
            if self.lookup_special(other, self.s.iter).is_none() {
                return self.dict_update(d, p);
            }
            return self.with_roots(&[d, other], |vm| vm.dict_update_generic(d, other));
        }
        if let Some(Obj::Dict(o)) = self.obj(other) {
            let items: Vec<(Value, Value)> = o.iter().collect();
            self.charge_fuel(items.len() as u64 / 4)?;
            for (k, v) in items {
                self.dict_set(d, k, v)?;
            }
            return Ok(());
        }
        if self.type_tag(other) != TypeTag::List
            && self.type_tag(other) != TypeTag::Tuple
            && self.get_iter(other).is_err()
        {
            return Err(self.type_error(format!(
                "'{}' object is not a mapping",
                self.type_name(other)
            )));
        }
        let items = self.collect(other)?;
        for (i, item) in items.into_iter().enumerate() {
            let pair = match self.type_tag(item) {
                TypeTag::List | TypeTag::Tuple | TypeTag::Str => self.collect(item)?,
                _ => {
                    return Err(self.type_error(format!(
                        "cannot convert dictionary update sequence element #{i} to a sequence"
                    )))
                }
            };
            match pair.as_slice() {
                [k, v] => self.dict_set(d, *k, *v)?,
                _ => {
                    return Err(self.value_error(format!(
                        "dictionary update sequence element #{i} has length {}; 2 is required",
                        pair.len()
                    )))
                }
            }
        }
        Ok(())
    }

    /// `list.append(v)`.
    pub fn list_push(&mut self, l: Value, v: Value) -> VmResult<()> {
        let Value::Obj(h) = l else { return Ok(()) };
        self.charge_grow(h, 16)?;
        if let Some(Obj::List(items)) = self.heap.get_mut(h) {
            items.push(v);
        }
        Ok(())
    }

    /// `list.extend(iterable)`.
    pub fn list_extend(&mut self, l: Value, iterable: Value) -> VmResult<()> {
        let items = self.collect(iterable)?;
        let Value::Obj(h) = l else { return Ok(()) };
        self.charge_grow(h, items.len() as u64 * 16)?;
        if let Some(Obj::List(list)) = self.heap.get_mut(h) {
            list.extend(items);
        }
        Ok(())
    }

    /// Unpacks `v` into exactly `before` items, or (with `after`) `before` items, a list of
    /// the rest, and `after` items.
    pub fn unpack(
        &mut self,
        v: Value,
        before: usize,
        after: Option<usize>,
    ) -> VmResult<Vec<Value>> {
        let items = match self.type_tag(v) {
            TypeTag::List | TypeTag::Tuple => self.seq_items(v),
            t if self.get_iter(v).is_err() => {
                return Err(
                    self.type_error(format!("cannot unpack non-iterable {} object", t.name()))
                )
            }
            _ => {
                if after.is_none() {
                    // Stop one past the expected count so an infinite iterator cannot hang.
                    let it = self.get_iter(v)?;
                    let mut out = Vec::new();
                    while out.len() <= before {
                        match self.iter_next(it)? {
                            Some(x) => out.push(x),
                            None => break,
                        }
                    }
                    out
                } else {
                    self.collect(v)?
                }
            }
        };
        let n = items.len();
        match after {
            None => {
                if n > before {
                    return Err(
                        self.value_error(format!("too many values to unpack (expected {before})"))
                    );
                }
                if n < before {
                    return Err(self.value_error(format!(
                        "not enough values to unpack (expected {before}, got {n})"
                    )));
                }
                Ok(items)
            }
            Some(after) => {
                if n < before + after {
                    return Err(self.value_error(format!(
                        "not enough values to unpack (expected at least {}, got {n})",
                        before + after
                    )));
                }
                let mut out: Vec<Value> = items.get(..before).unwrap_or(&[]).to_vec();
                let middle = items.get(before..n - after).unwrap_or(&[]).to_vec();
                let m = self.new_list(middle)?;
                out.push(m);
                out.extend_from_slice(items.get(n - after..).unwrap_or(&[]));
                Ok(out)
            }
        }
    }
}

impl Vm<'_> {
    /// `len(v)` of a built-in value (OverflowError past `sys.maxsize`, as CPython).
    pub fn builtin_len(&mut self, v: Value) -> VmResult<usize> {
        let too_big = |vm: &Self| {
            vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C ssize_t",
            )
        };
        if let Some(t) = self.struct_tuple(v) {
            return self.builtin_len(t);
        }
        if let Some(Obj::Lib(o)) = self.obj(v) {
            match &**o {
                crate::libobj::LibObj::ChainMap { .. } => return self.chainmap_len(v), // CALLBACK
                crate::libobj::LibObj::Value(crate::libobj::LibValue {
                    tag: TypeTag::MappingProxy,
                    obj,
                    ..
                }) => {
                    let d = *obj;
                    return self.builtin_len(d);
                }
                crate::libobj::LibObj::ChainView { cm, .. } => {
                    let cm = *cm;
                    return self.chainmap_len(cm); // CALLBACK
                }
                _ => {}
            }
        }
        Ok(match self.obj(v) {
            Some(Obj::Str(s)) => s.nchars(),
            Some(Obj::Bytes(b) | Obj::ByteArray(b)) => b.len(),
            Some(Obj::List(l)) | Some(Obj::Tuple(l)) => l.len(),
            Some(Obj::Dict(d)) => d.len(),
            Some(Obj::Set(t)) | Some(Obj::FrozenSet(t)) => t.len(),
            Some(&Obj::Range { start, stop, step }) => {
                let n = super::cmp::range_len_exact(start, stop, step);
                usize::try_from(i64::try_from(n).map_err(|_| too_big(self))?)
                    .map_err(|_| too_big(self))?
            }
            Some(Obj::BigRange(big)) => {
                let crate::heap::BigBounds { start, stop, step } = &**big;
                let n = crate::bigrange::len(start, stop, step);
                match i64::try_from(&n) {
                    Ok(n) => n as usize,
                    Err(_) => return Err(too_big(self)),
                }
            }
            Some(Obj::View { dict, .. }) => match self.heap.get(*dict) {
                Obj::Dict(d) => d.len(),
                _ => 0,
            },
            Some(Obj::Lib(o)) if matches!(**o, crate::libobj::LibObj::Deque(_)) => {
                self.deque_len(v)
            }
            Some(Obj::Class(c)) if c.enum_info.is_some() => self.enum_class_len(v),
            // `Flag.__len__`: the bits set (also those no member names, as CPython's).
            Some(Obj::Lib(o)) if matches!(**o, crate::libobj::LibObj::ReFlag(_)) => {
                self.re_flag(v).map_or(0, |f| f.count_ones() as usize)
            }
            _ => {
                return Err(self.type_error(format!(
                    "object of type '{}' has no len()",
                    self.type_name(v)
                )))
            }
        })
    }
}
