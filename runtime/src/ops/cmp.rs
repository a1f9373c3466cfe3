//! Comparisons, equality, hashing, truth and `in`. Nested containers are walked with a checked
//! depth (RecursionError), never unbounded native recursion.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use pyrite_lang::bytecode::CmpKind;

use super::arith::Num;
use crate::heap::{DictView, Obj};
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Nesting depth at which comparisons, hashing and repr give up with RecursionError.
pub const MAX_NATIVE_DEPTH: u32 = 1000;

/// Python's hash modulus for numbers (2**61 - 1).
const HASH_MOD: u64 = (1 << 61) - 1;

impl Vm<'_> {
    pub(crate) fn enter(&mut self) -> VmResult<()> {
        if self.depth >= MAX_NATIVE_DEPTH {
            return Err(self.err(
                TypeTag::RecursionError,
                "maximum recursion depth exceeded in comparison",
            ));
        }
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Truthiness (`bool(v)`).
    pub fn truthy(&self, v: Value) -> VmResult<bool> {
        Ok(match v {
            Value::Undef | Value::None => false,
            Value::Bool(b) => b,
            Value::Int(i) => i != 0,
            Value::Float(f) => f != 0.0,
            Value::Builtin(_) | Value::Type(_) => true,
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Str(s) => !s.s.is_empty(),
                Obj::BigInt(b) => !b.is_zero(),
                Obj::List(v) | Obj::Tuple(v) => !v.is_empty(),
                Obj::Dict(d) => !d.is_empty(),
                Obj::Range { start, stop, step } => range_len(*start, *stop, *step) > 0,
                Obj::BigRange { start, stop, step } => {
                    !crate::bigrange::len(start, stop, step).is_zero()
                }
                Obj::View { dict, .. } => match self.heap.get(*dict) {
                    Obj::Dict(d) => !d.is_empty(),
                    _ => false,
                },
                _ => true,
            },
        })
    }

    /// A comparison operator.
    pub fn compare(&mut self, op: CmpKind, a: Value, b: Value) -> VmResult<bool> {
        match op {
            CmpKind::Eq => self.eq(a, b),
            CmpKind::Ne => Ok(!self.eq(a, b)?),
            CmpKind::Is => Ok(self.is(a, b)),
            CmpKind::IsNot => Ok(!self.is(a, b)),
            CmpKind::In => self.contains(b, a),
            CmpKind::NotIn => Ok(!self.contains(b, a)?),
            CmpKind::Lt | CmpKind::Le | CmpKind::Gt | CmpKind::Ge => {
                let ord = self.order(a, b, op)?;
                Ok(match op {
                    CmpKind::Lt => ord == Some(Ordering::Less),
                    CmpKind::Le => matches!(ord, Some(Ordering::Less | Ordering::Equal)),
                    CmpKind::Gt => ord == Some(Ordering::Greater),
                    _ => matches!(ord, Some(Ordering::Greater | Ordering::Equal)),
                })
            }
        }
    }

    /// Identity (`is`): same object, or the same immutable scalar.
    pub fn is(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
            _ => a == b,
        }
    }

    /// `a == b`. Iterative over nested containers (explicit work stack with a depth bound:
    /// RecursionError past it, as CPython for self-containing values).
    pub fn eq(&mut self, a: Value, b: Value) -> VmResult<bool> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => return Ok(x == y),
            (Value::Float(x), Value::Float(y)) => return Ok(x == y),
            _ => {}
        }
        let mut work: Vec<(Value, Value, u32)> = vec![(a, b, 0)];
        while let Some((x, y, depth)) = work.pop() {
            if !self.eq_step(x, y, depth, &mut work)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Compares one pair; containers push their element pairs (first element on top).
    fn eq_step(
        &mut self,
        a: Value,
        b: Value,
        depth: u32,
        work: &mut Vec<(Value, Value, u32)>,
    ) -> VmResult<bool> {
        if let (Value::Obj(x), Value::Obj(y)) = (a, b) {
            if x == y {
                // Identity implies equality for containers (CPython's shortcut).
                return Ok(true);
            }
        }
        if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
            return Ok(num_cmp(&x, &y) == Some(Ordering::Equal));
        }
        let (Value::Obj(x), Value::Obj(y)) = (a, b) else {
            return Ok(a == b);
        };
        let deeper = |vm: &Self| -> VmResult<u32> {
            if depth >= MAX_NATIVE_DEPTH {
                Err(vm.err(
                    TypeTag::RecursionError,
                    "maximum recursion depth exceeded in comparison",
                ))
            } else {
                Ok(depth + 1)
            }
        };
        match (self.heap.get(x), self.heap.get(y)) {
            (Obj::Str(s), Obj::Str(t)) => Ok(s.hash == t.hash && s.s == t.s),
            (Obj::List(v), Obj::List(w)) | (Obj::Tuple(v), Obj::Tuple(w)) => {
                if v.len() != w.len() {
                    return Ok(false);
                }
                let d = deeper(self)?;
                let pairs: Vec<(Value, Value)> = v.iter().copied().zip(w.iter().copied()).collect();
                self.charge_fuel(pairs.len() as u64 / 8)?;
                work.extend(pairs.into_iter().rev().map(|(p, q)| (p, q, d)));
                Ok(true)
            }
            (Obj::Dict(dv), Obj::Dict(dw)) => {
                if dv.len() != dw.len() {
                    return Ok(false);
                }
                let d = deeper(self)?;
                let items: Vec<(Value, Value)> = dv.iter().collect();
                self.charge_fuel(items.len() as u64 / 4)?;
                let mut pairs = Vec::with_capacity(items.len());
                for (k, v) in items {
                    match self.dict_get(b, k)? {
                        Some(w) => pairs.push((v, w, d)),
                        None => return Ok(false),
                    }
                }
                work.extend(pairs.into_iter().rev());
                Ok(true)
            }
            (
                &Obj::Range {
                    start: a1,
                    stop: b1,
                    step: c1,
                },
                &Obj::Range {
                    start: a2,
                    stop: b2,
                    step: c2,
                },
            ) => {
                let (l1, l2) = (range_len(a1, b1, c1), range_len(a2, b2, c2));
                Ok(l1 == l2 && (l1 == 0 || (a1 == a2 && (l1 == 1 || c1 == c2))))
            }
            _ => Ok(false),
        }
    }

    /// Ordering for `<`-style operators; `None` when unordered (NaN). TypeError when the
    /// types do not support it. Descends into the first differing element iteratively.
    fn order(&mut self, a: Value, b: Value, op: CmpKind) -> VmResult<Option<Ordering>> {
        let (mut a, mut b) = (a, b);
        let mut depth = 0u32;
        loop {
            if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
                return Ok(num_cmp(&x, &y));
            }
            let (ta, tb) = (self.type_tag(a), self.type_tag(b));
            match (ta, tb) {
                (TypeTag::Str, TypeTag::Str) => {
                    let (x, y) = (self.as_str(a).unwrap_or(""), self.as_str(b).unwrap_or(""));
                    return Ok(Some(x.cmp(y)));
                }
                (TypeTag::List, TypeTag::List) | (TypeTag::Tuple, TypeTag::Tuple) => {
                    let (v, w) = (self.seq_items(a), self.seq_items(b));
                    let mut diff = None;
                    for (p, q) in v.iter().zip(&w) {
                        if !self.eq(*p, *q)? {
                            diff = Some((*p, *q));
                            break;
                        }
                    }
                    match diff {
                        None => return Ok(Some(v.len().cmp(&w.len()))),
                        Some((p, q)) => {
                            depth += 1;
                            if depth >= MAX_NATIVE_DEPTH {
                                return Err(self.err(
                                    TypeTag::RecursionError,
                                    "maximum recursion depth exceeded in comparison",
                                ));
                            }
                            a = p;
                            b = q;
                        }
                    }
                }
                _ => {
                    return Err(self.type_error(format!(
                        "'{}' not supported between instances of '{}' and '{}'",
                        op.symbol(),
                        ta.name(),
                        tb.name()
                    )))
                }
            }
        }
    }

    /// `a < b` for sorting and min/max (TypeError as CPython when unordered types meet).
    pub fn less(&mut self, a: Value, b: Value) -> VmResult<bool> {
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            return Ok(x < y);
        }
        Ok(self.order(a, b, CmpKind::Lt)? == Some(Ordering::Less))
    }

    /// `item in container`.
    pub fn contains(&mut self, container: Value, item: Value) -> VmResult<bool> {
        let tc = self.type_tag(container);
        match tc {
            TypeTag::Str => match self.as_str(item) {
                Some(needle) => {
                    let hay = self.as_str(container).unwrap_or("");
                    let found = hay.contains(needle);
                    let n = hay.len() as u64;
                    self.charge_fuel(n / 32)?;
                    Ok(found)
                }
                None => Err(self.type_error(format!(
                    "'in <string>' requires string as left operand, not {}",
                    self.type_name(item)
                ))),
            },
            TypeTag::List | TypeTag::Tuple => {
                let items = self.seq_items(container);
                self.charge_fuel(items.len() as u64 / 4)?;
                for x in items {
                    if self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            TypeTag::Dict => Ok(self.dict_get(container, item)?.is_some()),
            TypeTag::DictKeys | TypeTag::DictValues | TypeTag::DictItems => {
                let (dict, view) = match self.obj(container) {
                    Some(Obj::View { dict, view }) => (Value::Obj(*dict), *view),
                    _ => return Ok(false),
                };
                match view {
                    DictView::Keys => Ok(self.dict_get(dict, item)?.is_some()),
                    DictView::Values => {
                        let vals: Vec<Value> = match self.obj(dict) {
                            Some(Obj::Dict(d)) => d.iter().map(|(_, v)| v).collect(),
                            _ => Vec::new(),
                        };
                        for v in vals {
                            if self.eq(v, item)? {
                                return Ok(true);
                            }
                        }
                        Ok(false)
                    }
                    DictView::Items => {
                        let pair = self.seq_items(item);
                        if self.type_tag(item) != TypeTag::Tuple || pair.len() != 2 {
                            return Ok(false);
                        }
                        match self.dict_get(dict, pair[0])? {
                            Some(v) => self.eq(v, pair[1]),
                            None => Ok(false),
                        }
                    }
                }
            }
            TypeTag::Range => {
                if let Some(Obj::BigRange { start, stop, step }) = self.obj(container) {
                    let x = match self.num(item) {
                        Some(Num::I(i)) => BigInt::from(i),
                        Some(Num::B(b)) => b,
                        _ => return Ok(false),
                    };
                    return Ok(crate::bigrange::contains(start, stop, step, &x));
                }
                let Some(Obj::Range { start, stop, step }) = self.obj(container) else {
                    return Ok(false);
                };
                let (start, stop, step) = (*start, *stop, *step);
                let x = match self.num(item) {
                    Some(Num::I(i)) => i,
                    Some(Num::F(f)) if f.fract() == 0.0 && f.abs() < 9.0e18 => f as i64,
                    Some(Num::B(_)) | Some(Num::F(_)) => return Ok(false),
                    None => return Ok(false),
                };
                let inside = if step > 0 {
                    start <= x && x < stop
                } else {
                    stop < x && x <= start
                };
                Ok(inside && (i128::from(x) - i128::from(start)) % i128::from(step) == 0)
            }
            _ => {
                // Iterators and other iterables: scan.
                if matches!(self.obj(container), Some(Obj::Iter(_))) {
                    while let Some(x) = self.iter_next(container)? {
                        self.charge_fuel(1)?;
                        if self.eq(x, item)? {
                            return Ok(true);
                        }
                    }
                    return Ok(false);
                }
                Err(self.type_error(format!("argument of type '{}' is not iterable", tc.name())))
            }
        }
    }

    /// `hash(v)`: Python's numeric hash for numbers (so 1, 1.0 and True collide), a fixed
    /// string hash, tuple combination; TypeError for unhashable values.
    pub fn hash(&mut self, v: Value) -> VmResult<u64> {
        Ok(match v {
            Value::Undef | Value::None => 0x5f3e_1c29,
            Value::Bool(b) => b as u64,
            Value::Int(i) => hash_i64(i),
            Value::Float(f) => hash_f64(f),
            Value::Builtin(i) => 0x9e37_79b9_u64.wrapping_mul(u64::from(i) + 1),
            Value::Type(t) => 0x85eb_ca6b_u64.wrapping_mul(t as u64 + 1),
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Str(s) => s.hash,
                Obj::BigInt(b) => hash_big(b),
                Obj::Tuple(items) => {
                    let items = items.clone();
                    self.enter()?;
                    let mut acc: u64 = 0x27d4_eb2f_1656_67c5;
                    let mut r = Ok(());
                    for x in items {
                        match self.hash(x) {
                            Ok(hx) => {
                                acc = (acc ^ hx)
                                    .wrapping_mul(0x0000_0100_0000_01b3)
                                    .rotate_left(31);
                            }
                            Err(e) => {
                                r = Err(e);
                                break;
                            }
                        }
                    }
                    self.leave();
                    r?;
                    acc
                }
                Obj::List(_) | Obj::Dict(_) | Obj::Slice { .. } | Obj::View { .. } => {
                    return Err(self.type_error(format!("unhashable type: '{}'", self.type_name(v))))
                }
                _ => u64::from(h).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            },
        })
    }
}

/// Compares two numbers exactly (int vs float without rounding); `None` if NaN is involved.
pub fn num_cmp(x: &Num, y: &Num) -> Option<Ordering> {
    match (x, y) {
        (Num::I(a), Num::I(b)) => Some(a.cmp(b)),
        (Num::F(a), Num::F(b)) => a.partial_cmp(b),
        (Num::F(a), other) => int_float_cmp(other, *a).map(Ordering::reverse),
        (other, Num::F(b)) => int_float_cmp(other, *b),
        (a, b) => Some(big(a).cmp(&big(b))),
    }
}

fn big(n: &Num) -> BigInt {
    match n {
        Num::I(i) => BigInt::from(*i),
        Num::B(b) => b.clone(),
        Num::F(f) => BigInt::from(*f as i64),
    }
}

/// Compares an int with a float exactly.
fn int_float_cmp(i: &Num, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let fl = f.floor();
    let fb = num_bigint::BigInt::from(fl as i128);
    let fb = if fl.abs() >= 1.0e38 {
        // Beyond i128: go through the exact decimal expansion of the float.
        float_to_big(fl)
    } else {
        fb
    };
    let ib = big(i);
    match ib.cmp(&fb) {
        Ordering::Equal => {
            if f > fl {
                Some(Ordering::Less)
            } else {
                Some(Ordering::Equal)
            }
        }
        o => Some(o),
    }
}

/// The exact integer value of an integral float.
pub fn float_to_big(f: f64) -> BigInt {
    let bits = f.to_bits();
    let sign = if (bits >> 63) != 0 { -1 } else { 1 };
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = if exp == 0 {
        (bits & ((1 << 52) - 1)) << 1
    } else {
        (bits & ((1 << 52) - 1)) | (1 << 52)
    };
    let e = exp - 1075;
    let m = BigInt::from(mant) * sign;
    if e >= 0 {
        m << (e as u64)
    } else {
        m >> ((-e) as u64)
    }
}

/// Python's hash of an int.
pub fn hash_i64(i: i64) -> u64 {
    let m = (i.unsigned_abs()) % HASH_MOD;
    let h = if i < 0 {
        (m as i64).wrapping_neg()
    } else {
        m as i64
    };
    (if h == -1 { -2 } else { h }) as u64
}

fn hash_big(b: &BigInt) -> u64 {
    let m = (b.magnitude() % HASH_MOD).to_u64().unwrap_or(0);
    let h = if b.sign() == num_bigint::Sign::Minus {
        (m as i64).wrapping_neg()
    } else {
        m as i64
    };
    (if h == -1 { -2 } else { h }) as u64
}

/// Python's hash of a float (integral floats hash like the equal int).
pub fn hash_f64(f: f64) -> u64 {
    if f.is_nan() {
        return 0;
    }
    if f.is_infinite() {
        return if f > 0.0 {
            314_159
        } else {
            (-314_159i64) as u64
        };
    }
    if f.fract() == 0.0 {
        if f.abs() < 9.0e18 {
            return hash_i64(f as i64);
        }
        return hash_big(&float_to_big(f));
    }
    // CPython's algorithm for non-integral floats.
    let (mut m, mut e) = frexp(f.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & HASH_MOD) | (x >> (61 - 28));
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= HASH_MOD {
            x -= HASH_MOD;
        }
    }
    let e = if e >= 0 { e % 61 } else { 60 - ((-1 - e) % 61) };
    x = ((x << e) & HASH_MOD) | (x >> (61 - e));
    let h = if f < 0.0 { -(x as i64) } else { x as i64 };
    (if h == -1 { -2 } else { h }) as u64
}

fn frexp(f: f64) -> (f64, i64) {
    if f == 0.0 {
        return (0.0, 0);
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    if exp == 0 {
        let (m, e) = frexp(f * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// Number of items of `range(start, stop, step)`.
pub fn range_len(start: i64, stop: i64, step: i64) -> i64 {
    let (start, stop, step) = (i128::from(start), i128::from(stop), i128::from(step));
    let n = if step > 0 && start < stop {
        (stop - start - 1) / step + 1
    } else if step < 0 && start > stop {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    };
    i64::try_from(n).unwrap_or(i64::MAX)
}
