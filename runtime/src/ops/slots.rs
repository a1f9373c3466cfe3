//! The special methods of built-in types, called by name (`(1).__add__(2)`, `[1].__len__()`,
//! `super().__eq__(other)`): CPython's slot wrappers. A binary or comparison method answers
//! `NotImplemented` when its type's implementation does not take the other operand (never
//! trying the other operand's method, as the operator would); sequence concatenation and
//! repetition raise instead, as their `sq_` slots do.

use pyrite_lang::bytecode::{BinKind, CmpKind};

use crate::heap::Obj;
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Which implementation a built-in receiver's special methods come from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    Int,
    Float,
    Seq,
    Set,
    Dict,
    Range,
    Other,
}

impl Vm<'_> {
    fn family(&self, v: Value) -> Family {
        match self.type_tag(v) {
            // A `re.RegexFlag` is an int (its bit operators give flags: `binop` knows).
            TypeTag::Int | TypeTag::Bool | TypeTag::ReFlag => Family::Int,
            TypeTag::Float => Family::Float,
            TypeTag::Str | TypeTag::List | TypeTag::Tuple => Family::Seq,
            TypeTag::Set | TypeTag::FrozenSet => Family::Set,
            TypeTag::Dict => Family::Dict,
            TypeTag::Range => Family::Range,
            _ => Family::Other,
        }
    }

    /// True if `other` is an operand `recv`'s own implementation of a numeric or set
    /// operator takes (ints take ints, floats take numbers, sets take sets, dicts dicts).
    fn takes(&self, recv: Value, other: Value) -> bool {
        if self.is_instance_obj(other) {
            return false;
        }
        match self.family(recv) {
            Family::Int => self.is_int(other) || self.re_flag(other).is_some(),
            Family::Float => self.num(other).is_some(),
            Family::Set => self.is_set_like(other),
            Family::Dict => matches!(self.obj(other), Some(Obj::Dict(_))),
            Family::Seq => self.type_tag(other) == self.type_tag(recv),
            Family::Range => self.type_tag(other) == TypeTag::Range,
            Family::Other => false,
        }
    }

    /// `recv.__op__(other)` (`reflected`: `__rop__`, `inplace`: `__iop__`) of a built-in
    /// type.
    pub fn slot_binop(
        &mut self,
        op: BinKind,
        recv: Value,
        other: Value,
        reflected: bool,
        inplace: bool,
    ) -> VmResult<Value> {
        let (a, b) = if reflected {
            (other, recv)
        } else {
            (recv, other)
        };
        match self.family(recv) {
            Family::Seq if op == BinKind::Add && !reflected => {
                // sq_concat (list's sq_inplace_concat extends with any iterable).
                if inplace || self.takes(recv, other) {
                    return self.binop(op, a, b, inplace);
                }
                let t = self.type_tag(recv).name();
                Err(self.type_error(format!(
                    "can only concatenate {t} (not \"{}\") to {t}",
                    self.type_name(other)
                )))
            }
            Family::Seq if op == BinKind::Mul => {
                // sq_repeat: the count must be an int.
                if !self.is_int(other) {
                    return Err(self.type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        self.type_name(other)
                    )));
                }
                self.binop(op, a, b, inplace)
            }
            Family::Seq if op == BinKind::Mod && self.type_tag(recv) == TypeTag::Str => {
                // unicode_mod(a, b): formats when its left operand is a str, else
                // NotImplemented (so `s.__rmod__(t)` formats `t % s` for a str `t`).
                if self.type_tag(a) == TypeTag::Str && !self.is_instance_obj(a) {
                    crate::printf::percent_format(self, a, b) // CALLBACK
                } else {
                    Ok(Value::NotImplemented)
                }
            }
            Family::Dict if op == BinKind::BitOr && inplace => self.binop(op, a, b, true),
            // Numbers have no `@`; floats no shifts or bitwise operators.
            Family::Int | Family::Float if op == BinKind::MatMul => Ok(Value::NotImplemented),
            Family::Float
                if matches!(
                    op,
                    BinKind::LShift
                        | BinKind::RShift
                        | BinKind::BitAnd
                        | BinKind::BitOr
                        | BinKind::BitXor
                ) =>
            {
                Ok(Value::NotImplemented)
            }
            _ if self.takes(recv, other) => self.binop(op, a, b, inplace),
            _ => Ok(Value::NotImplemented),
        }
    }

    /// `recv.__lt__(other)` and the other rich comparisons of a built-in type: the result,
    /// or `NotImplemented` for an operand (or an order) the type does not compare.
    pub fn slot_compare(&mut self, op: CmpKind, recv: Value, other: Value) -> VmResult<Value> {
        let equality = matches!(op, CmpKind::Eq | CmpKind::Ne);
        let family = self.family(recv);
        if family == Family::Other {
            return self.object_compare(op, recv, other);
        }
        let ordered = !matches!(family, Family::Dict | Family::Range);
        if !self.takes(recv, other) || !(equality || ordered) {
            return Ok(Value::NotImplemented);
        }
        self.compare(op, recv, other).map(Value::Bool) // CALLBACK
    }

    /// `object.__eq__` and friends: `==` is identity, `!=` inverts the class's `__eq__`,
    /// the orders are not implemented.
    pub fn object_compare(&mut self, op: CmpKind, recv: Value, other: Value) -> VmResult<Value> {
        match op {
            CmpKind::Eq => Ok(if self.is(recv, other) {
                Value::Bool(true)
            } else {
                Value::NotImplemented
            }),
            CmpKind::Ne => {
                let eq = match self.call_dunder(recv, "__eq__", &[other])? {
                    // CALLBACK
                    Some(r) => r,
                    None => self.object_compare(CmpKind::Eq, recv, other)?,
                };
                if eq == Value::NotImplemented {
                    return Ok(eq);
                }
                Ok(Value::Bool(!self.truthy(eq)?))
            }
            _ => Ok(Value::NotImplemented),
        }
    }

    /// `object.__hash__`: by identity for a script's instances, the built-in hash otherwise;
    /// the unhashable built-ins have `__hash__ = None` in CPython.
    pub fn object_hash(&mut self, v: Value) -> VmResult<Value> {
        if matches!(
            self.type_tag(v),
            TypeTag::List | TypeTag::Dict | TypeTag::Set
        ) {
            return Err(self.type_error("'NoneType' object is not callable"));
        }
        if self.is_instance_obj(v) {
            return Ok(Value::Int(crate::vm::dunder_identity_hash(v)));
        }
        self.hash(v).map(Value::Int)
    }
}
