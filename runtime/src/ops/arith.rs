//! Arithmetic: int (i64 with bigint promotion), float, bool, and the sequence operators
//! (`+` concatenation, `*` repetition). Big results are sized and charged before they are built.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use pyrite_lang::bytecode::{BinKind, UnKind};

use crate::heap::Obj;
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// A numeric operand.
#[derive(Clone, Debug)]
pub enum Num {
    /// An int that fits in `i64`.
    I(i64),
    /// An int outside `i64`.
    B(BigInt),
    /// A float.
    F(f64),
}

/// Refuse ints above this many bits (CPython would spend minutes; the memory limit is the
/// normal stop, this is the backstop when memory is unlimited).
const MAX_INT_BITS: u64 = 1 << 34;

impl Vm<'_> {
    /// The numeric view of a value (`None` if not a number).
    pub fn num(&self, v: Value) -> Option<Num> {
        match v {
            Value::Int(i) => Some(Num::I(i)),
            Value::Bool(b) => Some(Num::I(b as i64)),
            Value::Float(f) => Some(Num::F(f)),
            Value::Obj(h) => match self.heap.get(h) {
                Obj::BigInt(b) => Some(Num::B(b.clone())),
                Obj::Lib(l) => match **l {
                    crate::libobj::LibObj::ReFlag(f) => Some(Num::I(f)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// A number argument, as CPython's `PyLong_Check`/`PyFloat_Check` accept it: [`Vm::num`]
    /// of the value, or of the int or float an instance of a subclass carries. Dispatch
    /// (a script's special methods first) tests [`Vm::num`] of the value itself.
    pub fn num_arg(&self, v: Value) -> Option<Num> {
        self.num(v)
            .or_else(|| self.num_payload(v).and_then(|p| self.num(p)))
    }

    /// The value of a `re.RegexFlag`.
    pub fn re_flag(&self, v: Value) -> Option<i64> {
        match self.obj(v) {
            Some(Obj::Lib(l)) => match **l {
                crate::libobj::LibObj::ReFlag(f) => Some(f),
                _ => None,
            },
            _ => None,
        }
    }

    /// int → float, OverflowError when too large (as CPython).
    pub fn num_to_f64(&self, n: &Num) -> VmResult<f64> {
        match n {
            Num::I(i) => Ok(*i as f64),
            Num::F(f) => Ok(*f),
            Num::B(b) => match b.to_f64() {
                Some(f) if f.is_finite() => Ok(f),
                _ => Err(self.err(TypeTag::OverflowError, "int too large to convert to float")),
            },
        }
    }

    /// Checks that `bytes` more could be charged, collecting if needed, without charging.
    pub fn precheck(&mut self, bytes: u64) -> VmResult<()> {
        self.charge(bytes)?;
        self.heap.live = self.heap.live.saturating_sub(bytes);
        self.heap.since_gc = self.heap.since_gc.saturating_sub(bytes);
        Ok(())
    }

    fn unsupported(&self, op: BinKind, a: Value, b: Value, inplace: bool) -> crate::vm::VmErr {
        let sym = op.symbol();
        let sym = if inplace && op != BinKind::Pow {
            format!("{sym}=")
        } else if inplace {
            "**=".to_string()
        } else {
            sym.to_string()
        };
        self.type_error(format!(
            "unsupported operand type(s) for {sym}: '{}' and '{}'",
            self.type_name(a),
            self.type_name(b)
        ))
    }

    /// `a <op> b` where an operand is an instance of a class extending a built-in type and
    /// no script method took it: the base type's slot on the value it carries (`a`'s, then
    /// `b`'s reflected), else str's/list's concatenation or TypeError, naming the classes.
    fn payload_binop(&mut self, op: BinKind, a: Value, b: Value, inplace: bool) -> VmResult<Value> {
        let (pa, pb) = (self.unwrap_payload(a), self.unwrap_payload(b));
        if op == BinKind::Mod && pa != a && self.exact_str(pa).is_some() {
            // str's `%` formats with the instance itself (returned when it has no `%`).
            return crate::printf::percent_format(self, a, b); // CALLBACK
        }
        if self.payload(a).is_some() {
            let r = self.slot_binop(op, pa, pb, false, inplace)?; // CALLBACK
            if inplace && r == pa && pa != a {
                // list's `+=`/`*=`, dict's `|=`: the carried value changed in place, and the
                // result is the instance itself.
                return Ok(a);
            }
            if r != Value::NotImplemented {
                return Ok(r);
            }
        }
        if self.payload(b).is_some() {
            let r = self.slot_binop(op, pb, pa, true, false)?; // CALLBACK
            if r != Value::NotImplemented {
                return Ok(r);
            }
        }
        if op == BinKind::Mul {
            // A sequence repeated by an int subclass instance: its int is the count.
            if let (false, Some(n)) = (self.is_instance_obj(a), self.int_payload(b)) {
                return self.seq_op(op, a, n, inplace);
            }
            if let (false, Some(n)) = (self.is_instance_obj(b), self.int_payload(a)) {
                return self.seq_op(op, n, b, inplace);
            }
        }
        if matches!(op, BinKind::Add | BinKind::Mul) && !self.is_instance_obj(a) {
            return self.seq_op(op, a, b, inplace);
        }
        Err(self.unsupported(op, a, b, inplace))
    }

    /// `a <op> b` where an operand has special methods (an instance, a stdlib value): its
    /// `__op__`/`__rop__`/`__iop__` in CPython's order (`forward_done` when `a.__op__(b)` already
    /// ran as a frame and returned NotImplemented), then the base type's operator on the
    /// values subclass instances carry, a sequence's concatenation or repetition, TypeError.
    pub(crate) fn binop_instances(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
        forward_done: bool,
    ) -> VmResult<Value> {
        match self.binop_dunder(op, a, b, inplace, forward_done)? {
            // CALLBACK
            Some(v) => Ok(v),
            // The base type's operator on the built-in values of subclass instances.
            None if self.payload(a).is_some() || self.payload(b).is_some() => {
                self.payload_binop(op, a, b, inplace) // CALLBACK
            }
            // No special method took it: a sequence operand still concatenates or
            // repeats (CPython's sq_concat / sq_repeat, tried after the nb slots).
            None if matches!(op, BinKind::Add | BinKind::Mul) && !self.is_instance_obj(a) => {
                self.seq_op(op, a, b, inplace)
            }
            None if op == BinKind::Mul && !self.is_instance_obj(b) => {
                self.seq_op(op, a, b, inplace)
            }
            None => Err(self.unsupported(op, a, b, inplace)),
        }
    }

    /// `a <op> b` (`inplace` for augmented assignment: lists extend/repeat in place). The
    /// special methods of instances come first (`__op__`, `__rop__`, `__iop__`).
    pub fn binop(&mut self, op: BinKind, a: Value, b: Value, inplace: bool) -> VmResult<Value> {
        if op == BinKind::Mod && self.type_tag(a) == TypeTag::Str && !self.is_instance_obj(a) {
            // str's nb_remainder formats whatever the right operand is (an instance's
            // __rmod__ is never tried), as CPython's unicode_mod.
            return crate::printf::percent_format(self, a, b); // CALLBACK
        }
        if op == BinKind::Mod && matches!(self.type_tag(a), TypeTag::Bytes | TypeTag::ByteArray) {
            return Err(self.not_supported(format!(
                "%-formatting of {} is not supported",
                self.type_name(a)
            )));
        }
        if self.has_specials(a) || self.has_specials(b) {
            return self.binop_instances(op, a, b, inplace, false); // CALLBACK
        }
        if self.is_stdlib_container(a) || self.is_stdlib_container(b) {
            if let Some(v) = self.counter_binop(op, a, b, inplace)? {
                return Ok(v);
            }
            if let Some(v) = self.deque_binop(op, a, b, inplace)? {
                return Ok(v);
            }
            if let Some(v) = self.chainmap_binop(op, a, b, inplace)? {
                return Ok(v); // CALLBACK
            }
        }
        if let Some(v) = self.set_binop(op, a, b, inplace)? {
            return Ok(v);
        }
        if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
            match op {
                BinKind::BitAnd => return Ok(Value::Bool(x & y)),
                BinKind::BitOr => return Ok(Value::Bool(x | y)),
                BinKind::BitXor => return Ok(Value::Bool(x ^ y)),
                _ => {}
            }
        }
        if matches!(op, BinKind::BitAnd | BinKind::BitOr | BinKind::BitXor)
            && (self.re_flag(a).is_some() || self.re_flag(b).is_some())
        {
            // RegexFlag with RegexFlag or int: a RegexFlag.
            if let (Some(Num::I(x)), Some(Num::I(y))) = (self.num(a), self.num(b)) {
                let v = match op {
                    BinKind::BitAnd => x & y,
                    BinKind::BitOr => x | y,
                    _ => x ^ y,
                };
                return self.new_lib(crate::libobj::LibObj::ReFlag(v));
            }
        }
        if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
            return match (x, y) {
                (Num::F(x), y) => {
                    let y = self.num_to_f64(&y)?;
                    self.float_op(op, x, y, a, b, inplace)
                }
                (x, Num::F(y)) => {
                    let x = self.num_to_f64(&x)?;
                    self.float_op(op, x, y, a, b, inplace)
                }
                (x, y) => self.int_op(op, x, y),
            };
        }
        if op == BinKind::BitOr {
            if let Some(v) = self.hint_or(a, b)? {
                return Ok(v);
            }
        }
        self.seq_op(op, a, b, inplace)
    }

    fn float_op(
        &mut self,
        op: BinKind,
        x: f64,
        y: f64,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> VmResult<Value> {
        let zero = |vm: &Self, msg: &str| Err(vm.err(TypeTag::ZeroDivisionError, msg));
        Ok(self.float(match op {
            BinKind::Add => x + y,
            BinKind::Sub => x - y,
            BinKind::Mul => x * y,
            BinKind::TrueDiv => {
                if y == 0.0 {
                    return zero(self, "float division by zero");
                }
                x / y
            }
            BinKind::FloorDiv => crate::num::float::floordiv(x, y).map_err(|e| self.num_err(e))?,
            BinKind::Mod => crate::num::float::modulo(x, y).map_err(|e| self.num_err(e))?,
            BinKind::Pow => return self.float_pow(x, y),
            _ => return Err(self.unsupported(op, a, b, inplace)),
        }))
    }

    /// `x ** y` for floats with CPython's special cases.
    pub fn float_pow(&self, x: f64, y: f64) -> VmResult<Value> {
        crate::num::float::pow(x, y)
            .map(Value::Float)
            .map_err(|e| self.num_err(e))
    }

    fn int_op(&mut self, op: BinKind, x: Num, y: Num) -> VmResult<Value> {
        if let (Num::I(p), Num::I(q)) = (&x, &y) {
            let (p, q) = (*p, *q);
            let fast = match op {
                BinKind::Add => p.checked_add(q),
                BinKind::Sub => p.checked_sub(q),
                BinKind::Mul => p.checked_mul(q),
                BinKind::FloorDiv | BinKind::Mod if q == 0 => {
                    let msg = if op == BinKind::Mod {
                        "integer modulo by zero"
                    } else {
                        "integer division or modulo by zero"
                    };
                    return Err(self.err(TypeTag::ZeroDivisionError, msg));
                }
                BinKind::FloorDiv if !(p == i64::MIN && q == -1) => {
                    Some(Integer::div_floor(&p, &q))
                }
                BinKind::FloorDiv => None,
                BinKind::Mod if q != -1 => Some(Integer::mod_floor(&p, &q)),
                BinKind::Mod => Some(0),
                BinKind::TrueDiv => {
                    if q == 0 {
                        return Err(self.err(TypeTag::ZeroDivisionError, "division by zero"));
                    }
                    return crate::num::int::true_div_i64(p, q)
                        .map(Value::Float)
                        .map_err(|e| self.num_err(e));
                }
                BinKind::BitAnd => Some(p & q),
                BinKind::BitOr => Some(p | q),
                BinKind::BitXor => Some(p ^ q),
                BinKind::RShift => {
                    if q < 0 {
                        return Err(self.value_error("negative shift count"));
                    }
                    Some(p >> q.min(63))
                }
                BinKind::LShift => {
                    if q < 0 {
                        return Err(self.value_error("negative shift count"));
                    }
                    if q < 63 && ((p << q) >> q) == p {
                        Some(p << q)
                    } else {
                        None
                    }
                }
                BinKind::Pow => {
                    if q < 0 {
                        if p == 0 {
                            return Err(self.err(
                                TypeTag::ZeroDivisionError,
                                "0.0 cannot be raised to a negative power",
                            ));
                        }
                        return self.float_pow(p as f64, q as f64);
                    }
                    u32::try_from(q).ok().and_then(|e| p.checked_pow(e))
                }
                BinKind::MatMul => None,
            };
            if let Some(r) = fast {
                return Ok(Value::Int(r));
            }
            if op == BinKind::MatMul {
                return Err(self.type_error("unsupported operand type(s) for @: 'int' and 'int'"));
            }
        }
        let xb = to_big(x);
        let yb = to_big(y);
        let (bx, by) = (xb.bits(), yb.bits());
        self.charge_fuel((bx + by) / 64)?;
        let r = match op {
            BinKind::Add => &xb + &yb,
            BinKind::Sub => &xb - &yb,
            BinKind::Mul => {
                self.precheck((bx + by) / 8 + 40)?;
                self.charge_fuel((bx / 64) * (by / 64) / 4)?;
                &xb * &yb
            }
            BinKind::FloorDiv | BinKind::Mod => {
                if yb.is_zero() {
                    let msg = if op == BinKind::Mod {
                        "integer modulo by zero"
                    } else {
                        "integer division or modulo by zero"
                    };
                    return Err(self.err(TypeTag::ZeroDivisionError, msg));
                }
                self.charge_fuel((bx / 64) * (by / 64 + 1) / 4)?;
                if op == BinKind::Mod {
                    xb.mod_floor(&yb)
                } else {
                    xb.div_floor(&yb)
                }
            }
            BinKind::TrueDiv => {
                return crate::num::int::true_div(&xb, &yb)
                    .map(Value::Float)
                    .map_err(|e| self.num_err(e));
            }
            BinKind::BitAnd => &xb & &yb,
            BinKind::BitOr => &xb | &yb,
            BinKind::BitXor => &xb ^ &yb,
            BinKind::LShift | BinKind::RShift => {
                if yb.is_negative() {
                    return Err(self.value_error("negative shift count"));
                }
                if op == BinKind::RShift {
                    match yb.to_u64() {
                        Some(s) if s < bx + 1 => xb >> s,
                        _ => {
                            if xb.is_negative() {
                                BigInt::from(-1)
                            } else {
                                BigInt::zero()
                            }
                        }
                    }
                } else {
                    if xb.is_zero() {
                        return Ok(Value::Int(0));
                    }
                    // A shift past u64 needs more memory than exists: CPython's MemoryError.
                    let Some(s) = yb.to_u64() else {
                        return Err(self.err(TypeTag::MemoryError, String::new()));
                    };
                    self.precheck(bx.saturating_add(s) / 8 + 40)?;
                    if bx.saturating_add(s) > MAX_INT_BITS {
                        return Err(self.memory_limit_error());
                    }
                    self.charge_fuel((bx + s) / 64)?;
                    xb << s
                }
            }
            BinKind::Pow => {
                if yb.is_negative() {
                    if xb.is_zero() {
                        return Err(self.err(
                            TypeTag::ZeroDivisionError,
                            "0.0 cannot be raised to a negative power",
                        ));
                    }
                    let fx = self.num_to_f64(&Num::B(xb))?;
                    let fy = self.num_to_f64(&Num::B(yb))?;
                    return self.float_pow(fx, fy);
                }
                if xb.is_zero() || xb == BigInt::from(1) {
                    return self.new_bigint(xb);
                }
                if xb == BigInt::from(-1) {
                    return Ok(Value::Int(if yb.is_even() { 1 } else { -1 }));
                }
                let Some(e) = yb.to_u64() else {
                    return Err(self.err(TypeTag::MemoryError, String::new()));
                };
                // Sized before it is computed: the limit refuses what would not fit.
                let bits = bx.saturating_mul(e);
                self.precheck(bits / 8 + 40)?;
                if bits > MAX_INT_BITS {
                    return Err(self.memory_limit_error());
                }
                let words = bits / 64 + 1;
                self.charge_fuel(words.saturating_mul(words) / 16 + 64 - e.leading_zeros() as u64)?;
                num_traits::pow::Pow::pow(&xb, e)
            }
            BinKind::MatMul => {
                return Err(self.type_error("unsupported operand type(s) for @: 'int' and 'int'"))
            }
        };
        self.new_bigint(r)
    }

    fn seq_op(&mut self, op: BinKind, a: Value, b: Value, inplace: bool) -> VmResult<Value> {
        let ta = self.type_tag(a);
        match op {
            BinKind::Add => {
                let tb = self.type_tag(b);
                match (ta, tb) {
                    (TypeTag::Str, TypeTag::Str) => self.str_concat(a, b),
                    (TypeTag::Bytes | TypeTag::ByteArray, _) => self.bytes_concat(a, b, inplace),
                    (TypeTag::List, _) if inplace => {
                        self.list_extend(a, b)?;
                        Ok(a)
                    }
                    (TypeTag::List, TypeTag::List) | (TypeTag::Tuple, TypeTag::Tuple) => {
                        let mut items = self.seq_items(a);
                        let more = self.seq_items(b);
                        self.precheck((items.len() + more.len()) as u64 * 16)?;
                        self.charge_fuel((items.len() + more.len()) as u64 / 8)?;
                        items.extend(more);
                        if ta == TypeTag::List {
                            self.new_list(items)
                        } else {
                            self.new_tuple(items)
                        }
                    }
                    (TypeTag::Str | TypeTag::List | TypeTag::Tuple, _) => {
                        Err(self.type_error(format!(
                            "can only concatenate {} (not \"{}\") to {}",
                            ta.name(),
                            self.type_name(b),
                            ta.name()
                        )))
                    }
                    _ => Err(self.unsupported(op, a, b, inplace)),
                }
            }
            BinKind::Mul => {
                let is_seq = |t| {
                    matches!(
                        t,
                        TypeTag::Str
                            | TypeTag::List
                            | TypeTag::Tuple
                            | TypeTag::Bytes
                            | TypeTag::ByteArray
                    )
                };
                let (seq, n) = if is_seq(ta) { (a, b) } else { (b, a) };
                // A `re.RegexFlag` count is its int.
                let n = self.re_flag(n).map_or(n, Value::Int);
                let ts = self.type_tag(seq);
                if !is_seq(ts) {
                    return Err(self.unsupported(op, a, b, inplace));
                }
                if !self.is_int(n) {
                    return Err(self.type_error(format!(
                        "can't multiply sequence by non-int of type '{}'",
                        self.type_name(n)
                    )));
                }
                let count = match self.to_i64(n) {
                    Some(c) => c.max(0) as u64,
                    None => {
                        // A bigint count: negative gives empty, positive cannot fit.
                        match self.to_bigint(n) {
                            Some(bn) if bn.is_negative() => 0,
                            _ => {
                                return Err(self.err(
                                    TypeTag::OverflowError,
                                    "cannot fit 'int' into an index-sized integer",
                                ))
                            }
                        }
                    }
                };
                if matches!(ts, TypeTag::Bytes | TypeTag::ByteArray) {
                    return self.bytes_repeat(seq, count, inplace && ts == TypeTag::ByteArray);
                }
                self.repeat(seq, count, inplace && ts == TypeTag::List)
            }
            _ => Err(self.unsupported(op, a, b, inplace)),
        }
    }

    /// `seq * count`, sized and charged before it is built.
    fn repeat(&mut self, seq: Value, count: u64, in_place: bool) -> VmResult<Value> {
        if let Some(len) = self.as_str(seq).map(str::len) {
            if (len as u128) * u128::from(count) > isize::MAX as u128 {
                return Err(self.err(TypeTag::OverflowError, "repeated string is too long"));
            }
            let total = (len as u64).saturating_mul(count);
            self.precheck(total)?;
            self.charge_fuel(total / 64)?;
            let out = self.as_str(seq).unwrap_or("").repeat(count as usize);
            return self.new_str(out);
        }
        let items = self.seq_items(seq);
        let total = (items.len() as u64).saturating_mul(count);
        self.precheck(total.saturating_mul(16))?;
        self.charge_fuel(total / 8)?;
        let mut out = Vec::with_capacity(total as usize);
        for _ in 0..count {
            out.extend_from_slice(&items);
        }
        if in_place {
            if let Value::Obj(h) = seq {
                let old = items.len() as u64;
                self.charge_grow(h, (total.saturating_sub(old)) * 16)?;
                if let Some(Obj::List(l)) = self.heap.get_mut(h) {
                    *l = out;
                }
            }
            return Ok(seq);
        }
        match self.type_tag(seq) {
            TypeTag::List => self.new_list(out),
            _ => self.new_tuple(out),
        }
    }

    /// The items of a list or tuple (empty for anything else).
    pub fn seq_items(&self, v: Value) -> Vec<Value> {
        match self.obj(v) {
            Some(Obj::List(items)) | Some(Obj::Tuple(items)) => items.clone(),
            _ => Vec::new(),
        }
    }

    /// A unary operator other than the inline fast paths.
    pub fn unary(&mut self, op: UnKind, x: Value) -> VmResult<Value> {
        let bad = |vm: &Self, sym: &str| {
            Err(vm.type_error(format!(
                "bad operand type for unary {sym}: '{}'",
                vm.type_name(x)
            )))
        };
        if matches!(op, UnKind::Neg | UnKind::Pos)
            && self.dict_kind(x) == Some(crate::dict::DictKind::Counter)
        {
            return self.counter_unary(op == UnKind::Neg, x);
        }
        if self.has_specials(x) && op != UnKind::Not {
            let sym = match op {
                UnKind::Neg => "-",
                UnKind::Pos => "+",
                UnKind::Invert => "~",
                UnKind::Not => "not",
            };
            return match self.unary_dunder(op, x)? {
                // CALLBACK
                Some(v) => Ok(v),
                // float has no `~`: the error names the subclass.
                None if self.payload(x).is_some()
                    && !(op == UnKind::Invert
                        && self
                            .payload(x)
                            .is_some_and(|p| matches!(p, Value::Float(_)))) =>
                {
                    let x = self.unwrap_payload(x);
                    self.unary(op, x)
                }
                None => bad(self, sym),
            };
        }
        match op {
            UnKind::Not => Ok(Value::Bool(!self.truthy(x)?)),
            UnKind::Neg => match self.num(x) {
                Some(Num::I(i)) => match i.checked_neg() {
                    Some(n) => Ok(Value::Int(n)),
                    None => self.new_bigint(-BigInt::from(i)),
                },
                Some(Num::B(b)) => self.new_bigint(-b),
                Some(Num::F(f)) => Ok(self.float(-f)),
                None => bad(self, "-"),
            },
            UnKind::Pos => match self.num(x) {
                Some(Num::I(i)) => Ok(Value::Int(i)),
                Some(Num::B(_)) => Ok(x),
                Some(Num::F(f)) => Ok(self.float(f)),
                None => bad(self, "+"),
            },
            UnKind::Invert => match self.num(x) {
                // RegexFlag's inversion keeps the defined members (CPython's Flag).
                Some(Num::I(i)) if self.re_flag(x).is_some() => {
                    self.new_lib(crate::libobj::LibObj::ReFlag(!i & 511))
                }
                Some(Num::I(i)) => Ok(Value::Int(!i)),
                Some(Num::B(b)) => self.new_bigint(-b - 1),
                _ => bad(self, "~"),
            },
        }
    }
}

fn to_big(n: Num) -> BigInt {
    match n {
        Num::I(i) => BigInt::from(i),
        Num::B(b) => b,
        Num::F(f) => BigInt::from(f as i64),
    }
}
