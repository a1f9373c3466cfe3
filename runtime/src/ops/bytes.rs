//! `bytes` and `bytearray`: their operators (`+`, `*`, comparisons, `in`, subscripts, item
//! and slice assignment of a bytearray), hash and repr, as CPython 3.11's `bytesobject.c`
//! and `bytearrayobject.c`. Both are a plain `Vec<u8>` on the heap (`Obj::Bytes`,
//! `Obj::ByteArray`), charged at its capacity; a bytearray grows through
//! [`Vm::bytearray_reserve`], which charges the new capacity before reserving it.

use std::cmp::Ordering;

use crate::heap::{malloc_size, Obj};
use crate::value::{Handle, TypeTag, Value};
use crate::vm::{Vm, VmResult};

impl Vm<'_> {
    /// A new `bytes`, charged at its capacity (a spare quarter is given back first).
    pub fn new_bytes(&mut self, mut b: Vec<u8>) -> VmResult<Value> {
        if b.capacity() - b.len() > 64 && b.capacity() - b.len() > b.capacity() / 4 {
            b.shrink_to_fit();
        }
        self.charge_fuel(b.len() as u64 / 64)?;
        self.alloc(Obj::Bytes(b))
    }

    /// A new `bytearray`, charged at its capacity.
    pub fn new_bytearray(&mut self, b: Vec<u8>) -> VmResult<Value> {
        self.charge_fuel(b.len() as u64 / 64)?;
        self.alloc(Obj::ByteArray(b))
    }

    /// The bytes of a `bytes` or `bytearray` (CPython's bytes-like objects, `memoryview`
    /// aside), read in place.
    pub fn as_bytes(&self, v: Value) -> Option<&[u8]> {
        match self.obj(v) {
            Some(Obj::Bytes(b) | Obj::ByteArray(b)) => Some(b),
            _ => None,
        }
    }

    /// Whether `v` is a `bytearray` (built-in; no subclass exists in Pyrite).
    pub fn is_bytearray(&self, v: Value) -> bool {
        matches!(self.obj(v), Some(Obj::ByteArray(_)))
    }

    /// The bytes of a bytes-like argument, copied, or CPython's TypeError "a bytes-like
    /// object is required, not 'T'".
    pub fn bytes_arg(&mut self, v: Value) -> VmResult<Vec<u8>> {
        match self.as_bytes(v).map(<[u8]>::len) {
            Some(n) => {
                // The copy must fit where the original does (checked, not held).
                self.precheck(n as u64)?;
                self.charge_fuel(n as u64 / 64)?;
                Ok(self.as_bytes(v).unwrap_or(&[]).to_vec())
            }
            None => Err(self.type_error(format!(
                "a bytes-like object is required, not '{}'",
                self.type_name(v)
            ))),
        }
    }

    /// Makes room in bytearray `h` for `extra` more bytes: the new capacity (at least double
    /// the old, as `Vec`'s own growth) is charged before it is reserved, so the charge is what
    /// the buffer really holds.
    pub fn bytearray_reserve(&mut self, h: Handle, extra: usize) -> VmResult<()> {
        let (len, cap) = match self.heap.get(h) {
            Obj::ByteArray(b) => (b.len(), b.capacity()),
            _ => return Ok(()),
        };
        let Some(need) = len.checked_add(extra) else {
            return Err(self.err(TypeTag::MemoryError, String::new()));
        };
        if need <= cap {
            return Ok(());
        }
        let new_cap = need.max(cap.saturating_mul(2)).max(8);
        let grow = malloc_size(new_cap as u64).saturating_sub(malloc_size(cap as u64));
        self.charge_grow(h, grow)?;
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
            b.reserve_exact(new_cap - b.len());
        }
        Ok(())
    }

    /// Appends `data` to bytearray `h` (charged first).
    pub fn bytearray_extend(&mut self, h: Handle, data: &[u8]) -> VmResult<()> {
        self.bytearray_reserve(h, data.len())?;
        self.charge_fuel(data.len() as u64 / 64)?;
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
            b.extend_from_slice(data);
        }
        Ok(())
    }

    /// `a + b` where `a` is bytes or a bytearray (`+=` on a bytearray extends it in place).
    pub(crate) fn bytes_concat(&mut self, a: Value, b: Value, inplace: bool) -> VmResult<Value> {
        let ta = self.type_tag(a);
        let Some(more) = self.as_bytes(b).map(<[u8]>::len) else {
            return Err(self.type_error(format!(
                "can't concat {} to {}",
                self.type_name(b),
                ta.name()
            )));
        };
        if inplace && ta == TypeTag::ByteArray {
            let data = self.bytes_arg(b)?;
            if let Value::Obj(h) = a {
                self.bytearray_extend(h, &data)?;
            }
            return Ok(a);
        }
        let len = self.as_bytes(a).map_or(0, <[u8]>::len);
        let total = len.saturating_add(more);
        self.precheck(total as u64)?;
        self.charge_fuel(total as u64 / 64)?;
        let mut out = Vec::with_capacity(total);
        out.extend_from_slice(self.as_bytes(a).unwrap_or(&[]));
        out.extend_from_slice(self.as_bytes(b).unwrap_or(&[]));
        if ta == TypeTag::ByteArray {
            self.new_bytearray(out)
        } else {
            self.new_bytes(out)
        }
    }

    /// `seq * count` for bytes or a bytearray (`*=` on a bytearray repeats it in place).
    pub(crate) fn bytes_repeat(
        &mut self,
        seq: Value,
        count: u64,
        in_place: bool,
    ) -> VmResult<Value> {
        let len = self.as_bytes(seq).map_or(0, <[u8]>::len);
        if count > 0 && len as u128 * u128::from(count) > isize::MAX as u128 {
            return Err(self.err(TypeTag::OverflowError, "repeated bytes are too long"));
        }
        let total = (len as u64).saturating_mul(count);
        self.precheck(total)?;
        self.charge_fuel(total / 64)?;
        let out = self.as_bytes(seq).unwrap_or(&[]).repeat(count as usize);
        if self.is_bytearray(seq) {
            if in_place {
                if let Value::Obj(h) = seq {
                    let cap = match self.heap.get(h) {
                        Obj::ByteArray(b) => b.capacity(),
                        _ => 0,
                    };
                    let grow =
                        malloc_size(out.capacity() as u64).saturating_sub(malloc_size(cap as u64));
                    self.charge_grow(h, grow)?;
                    if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
                        *b = out;
                    }
                }
                return Ok(seq);
            }
            return self.new_bytearray(out);
        }
        self.new_bytes(out)
    }

    /// `b[key]`: an int for an index, bytes (or a bytearray) for a slice.
    pub(crate) fn bytes_getitem(&mut self, obj: Value, key: Value) -> VmResult<Value> {
        let ba = self.is_bytearray(obj);
        let len = self.as_bytes(obj).map_or(0, <[u8]>::len);
        if self.is_int(key) {
            let Some(i) = self.norm_index(key, len)? else {
                let msg = if ba {
                    "bytearray index out of range"
                } else {
                    "index out of range"
                };
                return Err(self.err(TypeTag::IndexError, msg));
            };
            return Ok(Value::Int(
                self.as_bytes(obj)
                    .and_then(|b| b.get(i))
                    .map_or(0, |&x| x.into()),
            ));
        }
        if self.is_slice(key) {
            let (start, _, step, count) = self.slice_indices(key, len)?;
            self.precheck(count as u64)?;
            self.charge_fuel(count as u64 / 32)?;
            let b = self.as_bytes(obj).unwrap_or(&[]);
            let out: Vec<u8> = (0..count)
                .filter_map(|k| b.get((start + k as i64 * step) as usize).copied())
                .collect();
            return if ba {
                self.new_bytearray(out)
            } else {
                self.new_bytes(out)
            };
        }
        Err(self.type_error(format!(
            "{} indices must be integers or slices, not {}",
            if ba { "bytearray" } else { "byte" },
            self.type_name(key)
        )))
    }

    /// One byte from an int value: "byte must be in range(0, 256)" as CPython's `_getbytevalue`.
    pub fn byte_value(&self, v: Value) -> VmResult<u8> {
        let i = self.index_arg(v, "")?;
        u8::try_from(i).map_err(|_| self.value_error("byte must be in range(0, 256)"))
    }

    /// `ba[key] = v` for a bytearray.
    pub(crate) fn bytearray_setitem(&mut self, obj: Value, key: Value, v: Value) -> VmResult<()> {
        let Value::Obj(h) = obj else { return Ok(()) };
        let len = self.as_bytes(obj).map_or(0, <[u8]>::len);
        if self.is_int(key) {
            let Some(i) = self.norm_index(key, len)? else {
                return Err(self.err(TypeTag::IndexError, "bytearray index out of range"));
            };
            let x = self.byte_value(v)?;
            if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
                if let Some(slot) = b.get_mut(i) {
                    *slot = x;
                }
            }
            return Ok(());
        }
        if !self.is_slice(key) {
            return Err(self.type_error(format!(
                "bytearray indices must be integers or slices, not {}",
                self.type_name(key)
            )));
        }
        let (start, stop, step, count) = self.slice_indices(key, len)?;
        let new = if let Some(b) = self.as_bytes(v) {
            let b = b.to_vec();
            self.charge_fuel(b.len() as u64 / 64)?;
            b
        } else if self.is_int(v) || self.type_tag(v) == TypeTag::Str {
            return Err(self.type_error(
                "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
            ));
        } else {
            self.bytes_from_iterable(v, false)?
        };
        if step == 1 {
            let s = start.max(0) as usize;
            let e = stop.max(start).max(0) as usize;
            let grow = new.len().saturating_sub(e - s);
            self.bytearray_reserve(h, grow)?;
            self.charge_fuel(len as u64 / 64)?;
            if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
                let e = e.min(b.len());
                let s = s.min(e);
                b.splice(s..e, new);
            }
            return Ok(());
        }
        if new.len() != count {
            return Err(self.value_error(format!(
                "attempt to assign bytes of size {} to extended slice of size {count}",
                new.len()
            )));
        }
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
            for (k, x) in new.into_iter().enumerate() {
                if let Some(slot) = b.get_mut((start + k as i64 * step) as usize) {
                    *slot = x;
                }
            }
        }
        Ok(())
    }

    /// `del ba[key]` for a bytearray.
    pub(crate) fn bytearray_delitem(&mut self, obj: Value, key: Value) -> VmResult<()> {
        let Value::Obj(h) = obj else { return Ok(()) };
        let len = self.as_bytes(obj).map_or(0, <[u8]>::len);
        if self.is_int(key) {
            let Some(i) = self.norm_index(key, len)? else {
                return Err(self.err(TypeTag::IndexError, "bytearray index out of range"));
            };
            self.charge_fuel((len - i) as u64 / 64)?;
            if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
                if i < b.len() {
                    b.remove(i);
                }
            }
            return Ok(());
        }
        if !self.is_slice(key) {
            return Err(self.type_error(format!(
                "bytearray indices must be integers or slices, not {}",
                self.type_name(key)
            )));
        }
        let (start, _, step, count) = self.slice_indices(key, len)?;
        self.charge_fuel(len as u64 / 64)?;
        self.precheck(len as u64)?;
        let mut drop = vec![false; len];
        for k in 0..count {
            if let Some(d) = drop.get_mut((start + k as i64 * step) as usize) {
                *d = true;
            }
        }
        if let Some(Obj::ByteArray(b)) = self.heap.get_mut(h) {
            let mut pos = 0;
            b.retain(|_| {
                let keep = !drop.get(pos).copied().unwrap_or(false);
                pos += 1;
                keep
            });
        }
        Ok(())
    }

    /// The bytes of an iterable of ints in `0..256` (`bytes([1, 2])`, `ba.extend(it)`), each
    /// checked as CPython does: TypeError for a non-int, ValueError out of range (the bytes
    /// constructor's message when `ctor`, else a bytearray's).
    pub fn bytes_from_iterable(&mut self, it: Value, ctor: bool) -> VmResult<Vec<u8>> {
        if !self.is_iterable(it) {
            return Err(self.type_error(format!(
                "can't extend bytearray with {}",
                self.type_name(it)
            )));
        }
        let mut out = Vec::new();
        let mut cur = self.cursor(it)?; // CALLBACK
        self.with_roots(&[it], |vm| {
            while let Some(x) = vm.cursor_next(&mut cur)? {
                vm.charge_fuel(1)?;
                if !vm.is_int(x) {
                    return Err(vm.type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        vm.type_name(x)
                    )));
                }
                let b = match vm.to_i64(x).and_then(|i| u8::try_from(i).ok()) {
                    Some(b) => b,
                    None if ctor => {
                        return Err(vm.value_error("bytes must be in range(0, 256)"));
                    }
                    None => return Err(vm.value_error("byte must be in range(0, 256)")),
                };
                if out.len() == out.capacity() {
                    vm.precheck(out.capacity().max(8) as u64 * 2)?;
                }
                out.push(b);
            }
            Ok(out)
        })
    }

    /// `item in b`: an int is a byte, a bytes-like a substring.
    pub(crate) fn bytes_contains(&mut self, container: Value, item: Value) -> VmResult<bool> {
        if self.is_int(item) {
            let x = self.byte_value(item)?;
            let hay = self.as_bytes(container).unwrap_or(&[]);
            let found = hay.contains(&x);
            let n = hay.len() as u64;
            self.charge_fuel(n / 64)?;
            return Ok(found);
        }
        let Some(needle) = self.as_bytes(item) else {
            return Err(self.type_error(format!(
                "a bytes-like object is required, not '{}'",
                self.type_name(item)
            )));
        };
        let hay = self.as_bytes(container).unwrap_or(&[]);
        let found = find_sub(hay, needle, 0).is_some();
        let n = hay.len() as u64;
        self.charge_fuel(n / 16)?;
        Ok(found)
    }

    /// `a == b` when both are bytes-like (`None` otherwise).
    pub(crate) fn bytes_eq(&mut self, a: Value, b: Value) -> VmResult<Option<bool>> {
        let (Some(x), Some(y)) = (self.as_bytes(a), self.as_bytes(b)) else {
            return Ok(None);
        };
        let same = x == y;
        let n = x.len().min(y.len()) as u64;
        self.charge_fuel(n / 64)?;
        Ok(Some(same))
    }

    /// The order of two bytes-like values (`None` if either is not one).
    pub(crate) fn bytes_order(&mut self, a: Value, b: Value) -> VmResult<Option<Ordering>> {
        let (Some(x), Some(y)) = (self.as_bytes(a), self.as_bytes(b)) else {
            return Ok(None);
        };
        let r = x.cmp(y);
        let n = x.len().min(y.len()) as u64;
        self.charge_fuel(n / 64)?;
        Ok(Some(r))
    }

    /// `hash()` of bytes `h`: the keyed SipHash of a str over the same bytes (so
    /// `hash(b"abc") == hash("abc")`, as in CPython), 0 when empty, as CPython's
    /// `_Py_HashBytes`.
    pub(crate) fn bytes_hash(&mut self, h: Handle) -> VmResult<i64> {
        let (x, n) = match self.heap.get(h) {
            Obj::Bytes(b) => (self.heap.bytes_hash(b), b.len()),
            _ => (0, 0),
        };
        self.charge_fuel(n as u64 / 64)?;
        Ok(x)
    }
}

/// Appends `repr()` of bytes or bytearray `v` (`bytearray(b'...')` for the latter).
pub(crate) fn push_repr(vm: &Vm<'_>, v: Value, out: &mut String) {
    let ba = vm.is_bytearray(v);
    if ba {
        out.push_str("bytearray(");
    }
    bytes_repr_into(vm.as_bytes(v).unwrap_or(&[]), out, ba);
    if ba {
        out.push(')');
    }
}

/// The first position of `needle` in `hay` at or after `from` (an empty needle is found at
/// `from` when `from <= hay.len()`).
pub fn find_sub(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let rest = hay.get(from..)?;
    if needle.is_empty() {
        return Some(from);
    }
    if needle.len() > rest.len() {
        return None;
    }
    rest.windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// The last position of `needle` in `hay`.
pub fn rfind_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return Some(hay.len());
    }
    if needle.len() > hay.len() {
        return None;
    }
    hay.windows(needle.len()).rposition(|w| w == needle)
}

/// Appends `repr()` of bytes `b` as CPython's `PyBytes_Repr`: `b'...'`, double quotes when
/// the bytes hold a `'` and no `"`, `\t \n \r` and `\\`, the quote escaped, other bytes
/// outside printable ASCII as `\xhh`. A bytearray's (`bytearray_repr`) always escapes `'`.
pub fn bytes_repr_into(b: &[u8], out: &mut String, bytearray: bool) {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        '"'
    } else {
        '\''
    };
    out.push('b');
    out.push(quote);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\'' if bytearray => out.push_str("\\'"),
            c if char::from(c) == quote => {
                out.push('\\');
                out.push(quote);
            }
            0x20..=0x7e => out.push(char::from(c)),
            c => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\x");
                out.push(char::from(HEX[usize::from(c >> 4)]));
                out.push(char::from(HEX[usize::from(c & 15)]));
            }
        }
    }
    out.push(quote);
}
