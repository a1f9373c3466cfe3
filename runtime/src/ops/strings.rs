//! The str operations whose cost depends on the representation (`strbuf`): `a + b`, which
//! extends `a`'s buffer in place when `a` is its tip, and indexing and slicing by character
//! through the character index.

use crate::heap::{Obj, PyStr, BASE_SIZE};
use crate::strbuf::{INPLACE_MIN, MARK_EVERY};
use crate::value::{Handle, TypeTag, Value};
use crate::vm::{Vm, VmResult};

impl Vm<'_> {
    /// `a + b` (and `a += b`) for two strs. As CPython, an empty operand gives the other one
    /// itself. A long enough `a` that is the tip of its buffer is extended in place;
    /// otherwise the result is a copy.
    pub(crate) fn str_concat(&mut self, a: Value, b: Value) -> VmResult<Value> {
        let (Value::Obj(ha), Value::Obj(hb)) = (a, b) else {
            return Err(self.type_error("can only concatenate str to str"));
        };
        let (alen, blen, nchars) = match (self.heap.str_ref(ha), self.heap.str_ref(hb)) {
            (Some(x), Some(y)) => (x.len(), y.len(), x.nchars() + y.nchars()),
            _ => return Err(self.type_error("can only concatenate str to str")),
        };
        if blen == 0 {
            return Ok(a);
        }
        if alen == 0 {
            return Ok(b);
        }
        if alen >= INPLACE_MIN {
            if let Some(v) = self.str_append(ha, hb)? {
                return Ok(v);
            }
        }
        // A copy, charged at its exact size before it is built.
        let total = alen.saturating_add(blen);
        let marks = PyStr::concat_marks(nchars, total) as u64;
        let size = BASE_SIZE
            .saturating_add(total as u64)
            .saturating_add(4 * marks);
        self.check_allocations()?;
        self.charge_fuel(total as u64 / 64)?;
        self.charge(size)?;
        let obj = match (self.heap.str_ref(ha), self.heap.str_ref(hb)) {
            (Some(x), Some(y)) => Obj::Str(PyStr::concat(x, y)),
            _ => Obj::Str(PyStr::new(String::new())),
        };
        let real = obj.size();
        if real > size {
            self.heap.account(real - size);
        } else {
            self.refund(size - real);
        }
        Ok(Value::Obj(self.heap.insert(obj, real)))
    }

    /// `a + b` by pushing `b` onto `a`'s buffer, when `a` is its tip; `None` when it is not
    /// (the caller copies). Everything is charged before the buffer changes, so that no
    /// collection can run between the push and the new view's insertion.
    fn str_append(&mut self, ha: Handle, hb: Handle) -> VmResult<Option<Value>> {
        let Some(tip) = self.heap.str_tip(ha) else {
            return Ok(None);
        };
        let room = self.memory_cap().saturating_sub(self.heap.live);
        let plan = match (
            self.heap.str_ref(ha),
            self.heap.str_ref(hb),
            self.heap.str_obj(tip.holder),
        ) {
            (Some(x), Some(y), Some(holder)) => holder.growth(x, y, room).map(|g| {
                (
                    g,
                    PyStr::view(tip.holder, x, y),
                    x.len(),
                    x.nchars(),
                    y.len(),
                )
            }),
            _ => None,
        };
        let Some((growth, view, len, nchars, blen)) = plan else {
            return Ok(None);
        };
        let view = Obj::Str(view);
        let view_size = view.size();
        self.check_allocations()?;
        self.charge_fuel(blen as u64 / 64)?;
        let charged = growth.bytes.saturating_add(view_size);
        self.charge(charged)?; // may collect: `a` and `b` are the caller's roots
        if self.heap.str_tip(ha) != Some(tip) {
            self.refund(charged);
            return Ok(None);
        }
        let before = self.heap.str_obj(tip.holder).map_or(0, PyStr::byte_size);
        let reserved = self
            .heap
            .str_mut(tip.holder)
            .is_some_and(|p| p.reserve(growth));
        let after = self.heap.str_obj(tip.holder).map_or(0, PyStr::byte_size);
        // What the buffer really grew by is its charge (the allocator may round up).
        let grown = after.saturating_sub(before);
        if grown > growth.bytes {
            self.heap.account(grown - growth.bytes);
        } else {
            self.refund(growth.bytes - grown);
        }
        self.heap.grow(tip.holder, grown);
        if !reserved {
            self.refund(view_size);
            return Err(self.err(TypeTag::MemoryError, String::new()));
        }
        if !self.heap.str_push(tip.holder, len, nchars, hb) {
            self.refund(view_size);
            return Ok(None);
        }
        Ok(Some(Value::Obj(self.heap.insert(view, view_size))))
    }

    /// Gives back bytes charged for an allocation that did not happen.
    fn refund(&mut self, bytes: u64) {
        self.heap.live = self.heap.live.saturating_sub(bytes);
        self.heap.since_gc = self.heap.since_gc.saturating_sub(bytes);
    }

    /// `s[i]` for an index `i` in range.
    pub(crate) fn str_char(&mut self, s: Value, i: usize) -> VmResult<Value> {
        match self.as_pystr(s).and_then(|r| r.char_at(i)) {
            Some(c) => self.new_char(c),
            None => self.new_str(String::new()),
        }
    }

    /// The one-character string `c` (ASCII ones are made once per run).
    #[inline]
    pub fn new_char(&mut self, c: char) -> VmResult<Value> {
        match self.chars.get(c as usize) {
            Some(&Value::Undef) | None => self.new_str(c.to_string()),
            Some(&v) => Ok(v),
        }
    }

    /// `s[start::step]`, `count` characters, as `slice_indices` resolved them.
    pub(crate) fn str_slice(
        &mut self,
        s: Value,
        start: i64,
        step: i64,
        count: usize,
    ) -> VmResult<Value> {
        if count == 0 {
            return self.new_str(String::new());
        }
        // Characters decoded: a walk visits `step` per item, a lookup fewer than MARK_EVERY.
        let work = (count as u64).saturating_mul(step.unsigned_abs().min(MARK_EVERY as u64));
        self.charge_fuel(work / 32)?;
        self.precheck(count as u64)?;
        let Some(r) = self.as_pystr(s) else {
            return self.new_str(String::new());
        };
        let at = |k: usize| usize::try_from(start + k as i64 * step).ok();
        let text = r.as_str();
        let out: String = if step == 1 {
            let st = usize::try_from(start).unwrap_or(0);
            r.char_slice(st, st + count).to_string()
        } else if r.is_ascii() {
            let bytes = text.as_bytes();
            (0..count)
                .filter_map(|k| at(k).and_then(|i| bytes.get(i)).map(|&b| b as char))
                .collect()
        } else if step.unsigned_abs() >= MARK_EVERY as u64 {
            (0..count)
                .filter_map(|k| at(k).and_then(|i| r.char_at(i)))
                .collect()
        } else {
            let first = usize::try_from(start).unwrap_or(0);
            let by = step.unsigned_abs() as usize;
            if step > 0 {
                let tail = text.get(r.byte_of(first)..).unwrap_or("");
                tail.chars().step_by(by).take(count).collect()
            } else {
                let head = text.get(..r.byte_of(first + 1)).unwrap_or("");
                head.chars().rev().step_by(by).take(count).collect()
            }
        };
        self.new_str(out)
    }
}
