//! `range` objects beyond the hot paths, on exact integers (CPython's rangeobject.c):
//! indexing and slicing (`compute_item`, `compute_slice` with `_PySlice_GetLongIndices`),
//! `reversed`, `count` and `index`. A range is stored as [`Obj::Range`] only while its
//! bounds, step and span fit `i64` (so the `i64` fast paths of iteration, indexing and `len`
//! never overflow); otherwise as [`Obj::BigRange`].

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::heap::{IterState, Obj};
use crate::ops::arith::Num;
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

impl Vm<'_> {
    /// `(start, stop, step)` of a range value.
    pub fn range_parts(&self, v: Value) -> Option<(BigInt, BigInt, BigInt)> {
        match self.obj(v)? {
            Obj::Range { start, stop, step } => Some((
                BigInt::from(*start),
                BigInt::from(*stop),
                BigInt::from(*step),
            )),
            Obj::BigRange(big) => {
                let crate::heap::BigBounds { start, stop, step } = &**big;
                Some((start.clone(), stop.clone(), step.clone()))
            }
            _ => None,
        }
    }

    /// A new range (`step` is not zero): the `i64` form when it fits.
    pub fn new_range(&mut self, start: BigInt, stop: BigInt, step: BigInt) -> VmResult<Value> {
        if let (Some(a), Some(b), Some(c)) = (start.to_i64(), stop.to_i64(), step.to_i64()) {
            if b.checked_sub(a).is_some() {
                return self.alloc(Obj::Range {
                    start: a,
                    stop: b,
                    step: c,
                });
            }
        }
        self.alloc(Obj::BigRange(Box::new(crate::heap::BigBounds {
            start,
            stop,
            step,
        })))
    }

    /// `r[key]` of a range: an item (`compute_item`) or a sub-range (`compute_slice`).
    pub(crate) fn range_getitem(&mut self, r: Value, key: Value) -> VmResult<Value> {
        let Some((start, stop, step)) = self.range_parts(r) else {
            return Err(self.type_error("bad range"));
        };
        let len = crate::bigrange::len(&start, &stop, &step);
        if let Some(mut i) = self.to_bigint(key) {
            if i.is_negative() {
                i += &len;
            }
            if i.is_negative() || i >= len {
                return Err(self.err(TypeTag::IndexError, "range object index out of range"));
            }
            return self.new_bigint(start + i * step);
        }
        let Some(Obj::Slice {
            start: s0,
            stop: s1,
            step: s2,
        }) = self.obj(key)
        else {
            return Err(self.type_error(format!(
                "range indices must be integers or slices, not {}",
                self.type_name(key)
            )));
        };
        let (s0, s1, s2) = (*s0, *s1, *s2);
        let (i, j, k) = self.long_slice_indices(s0, s1, s2, &len)?;
        let sub_step = &step * k;
        let sub_start = &start + i * &step;
        let sub_stop = &start + j * &step;
        self.new_range(sub_start, sub_stop, sub_step)
    }

    /// A slice bound as an exact integer (`None` stays `None`).
    fn long_slice_part(&self, v: Value) -> VmResult<Option<BigInt>> {
        if v == Value::None {
            return Ok(None);
        }
        match self.to_bigint(v) {
            Some(b) => Ok(Some(b)),
            None => Err(self
                .type_error("slice indices must be integers or None or have an __index__ method")),
        }
    }

    /// `_PySlice_GetLongIndices`: the slice's start, stop and step over `len` items.
    fn long_slice_indices(
        &self,
        start: Value,
        stop: Value,
        step: Value,
        len: &BigInt,
    ) -> VmResult<(BigInt, BigInt, BigInt)> {
        let step = self.long_slice_part(step)?.unwrap_or_else(BigInt::one);
        if step.is_zero() {
            return Err(self.value_error("slice step cannot be zero"));
        }
        let back = step.is_negative();
        let lower = if back { -BigInt::one() } else { BigInt::zero() };
        let upper = if back { len + &lower } else { len.clone() };
        let clamp = |v: Option<BigInt>, default: &BigInt| -> BigInt {
            match v {
                None => default.clone(),
                Some(mut x) => {
                    if x.is_negative() {
                        x += len;
                        if x < lower {
                            x = lower.clone();
                        }
                    } else if x > upper {
                        x = upper.clone();
                    }
                    x
                }
            }
        };
        let (d_start, d_stop) = if back {
            (&upper, &lower)
        } else {
            (&lower, &upper)
        };
        let start = clamp(self.long_slice_part(start)?, d_start);
        let stop = clamp(self.long_slice_part(stop)?, d_stop);
        Ok((start, stop, step))
    }

    /// `reversed(r)` of a range: from its last item down, by `-step`.
    pub fn range_reversed(&mut self, r: Value) -> VmResult<Value> {
        let Some((start, stop, step)) = self.range_parts(r) else {
            return Err(self.type_error("bad range"));
        };
        let len = crate::bigrange::len(&start, &stop, &step);
        let (cur, end) = if len.is_zero() {
            (BigInt::zero(), BigInt::zero())
        } else {
            (&start + (len - 1u8) * &step, &start - &step)
        };
        let back = -step;
        let state = match (cur.to_i64(), end.to_i64(), back.to_i64()) {
            (Some(cur), Some(stop), Some(step)) => IterState::Range { cur, stop, step },
            _ => IterState::BigRange(Box::new(crate::heap::BigBounds {
                start: cur,
                stop: end,
                step: back,
            })),
        };
        self.alloc(Obj::Iter(state))
    }

    /// The position of `x` in range `r`, if `x` is an int it holds.
    fn range_position(&self, r: Value, x: Value) -> Option<BigInt> {
        let (start, stop, step) = self.range_parts(r)?;
        let x = match self.num(x)? {
            Num::I(i) => BigInt::from(i),
            Num::B(b) => b,
            Num::F(_) => return None,
        };
        if !crate::bigrange::contains(&start, &stop, &step, &x) {
            return None;
        }
        Some((x - start).div_floor(&step))
    }

    /// `r.count(x)`: an int counts once if it is an item; anything else is compared with
    /// each item (`_PySequence_IterSearch`).
    pub fn range_count(&mut self, r: Value, x: Value) -> VmResult<Value> {
        if self.is_int(x) {
            return Ok(Value::Int(i64::from(self.range_position(r, x).is_some())));
        }
        let it = self.get_iter(r)?;
        let mut n = 0i64;
        self.with_roots(&[it, x], |vm| {
            while let Some(v) = vm.iter_next(it)? {
                vm.charge_fuel(1)?;
                if vm.key_eq(v, x)? {
                    n += 1;
                }
            }
            Ok(())
        })?;
        Ok(Value::Int(n))
    }

    /// `r.index(x)`.
    pub fn range_index(&mut self, r: Value, x: Value) -> VmResult<Value> {
        if self.is_int(x) {
            return match self.range_position(r, x) {
                Some(i) => self.new_bigint(i),
                None => {
                    let s = self.repr(x)?;
                    Err(self.value_error(format!("{s} is not in range")))
                }
            };
        }
        let it = self.get_iter(r)?;
        let found = self.with_roots(&[it, x], |vm| {
            let mut i = 0i64;
            while let Some(v) = vm.iter_next(it)? {
                vm.charge_fuel(1)?;
                if vm.key_eq(v, x)? {
                    return Ok(Some(i));
                }
                i += 1;
            }
            Ok(None)
        })?;
        match found {
            Some(i) => Ok(Value::Int(i)),
            None => Err(self.value_error("sequence.index(x): x not in sequence")),
        }
    }
}
