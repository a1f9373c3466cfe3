//! The part of CPython 3.11's AST optimizer (`Python/ast_opt.c`) whose result a program can
//! observe: which set displays become frozenset constants. A set display of more than two
//! items that are all constants after folding is compiled by CPython as `BUILD_SET 0;
//! LOAD_CONST frozenset; SET_UPDATE`, and a constant set iterated by `for` or a
//! comprehension, or tested by a final `in` / `not in`, is the frozenset itself. The
//! frozenset is built, then re-created by the compiler's constant merging, so its iteration
//! order differs from adding the items one by one (see the runtime's
//! `SetTable::const_frozenset`).
//!
//! [`fold`] says whether an expression is a constant after `fold_unaryop`, `fold_binop` and
//! `fold_tuple`, and its value. It follows their rules: an operation folds only when it
//! succeeds and stays within the size limits (`safe_multiply`, `safe_power`, `safe_lshift`,
//! `safe_mod`); otherwise the expression is not a constant and is evaluated at run time (where
//! it may raise). Where the exact CPython value is not modelled here (float `**` of a
//! negative base by a non-integral exponent, true division of ints beyond 2**53, subscripts
//! of constants) the expression counts as not constant: the display is then built item by
//! item, a set-order difference documented in docs/dialect.md.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::ast::{BinOp, Constant, Expr, ExprKind, UnaryOp};
use crate::bytecode::Const;

/// `MAX_INT_SIZE`: bits of an int result CPython folds.
const MAX_INT_SIZE: u64 = 128;
/// `MAX_COLLECTION_SIZE`: items of a tuple result.
const MAX_COLLECTION_SIZE: i64 = 256;
/// `MAX_STR_SIZE`: characters of a str result of `*`.
const MAX_STR_SIZE: i64 = 4096;
/// `MAX_TOTAL_ITEMS`: items, nested ones included, of a tuple result of `*`.
const MAX_TOTAL_ITEMS: i64 = 1024;
/// Ints whose conversion to float is exact.
const EXACT_FLOAT_INT: i64 = 1 << 53;

/// A folded value.
#[derive(Clone, Debug)]
enum V {
    None,
    Ellipsis,
    Bool(bool),
    Int(BigInt),
    Float(f64),
    Str(String),
    Tuple(Vec<V>),
}

/// The constant value of `e` after CPython's folding, or `None` if it is not a constant.
pub(super) fn fold(e: &Expr) -> Option<Const> {
    value(e, 0).map(|v| to_const(&v))
}

/// The constants of a set display's items if every one folds (no starred item).
pub(super) fn fold_all(items: &[Expr]) -> Option<Vec<Const>> {
    items.iter().map(fold).collect()
}

fn to_const(v: &V) -> Const {
    match v {
        V::None => Const::None,
        V::Ellipsis => Const::Ellipsis,
        V::Bool(b) => Const::Bool(*b),
        V::Int(i) => match i.to_i64() {
            Some(i) => Const::Int(i),
            None => Const::BigInt(i.clone()),
        },
        V::Float(f) => Const::Float(*f),
        V::Str(s) => Const::Str(s.clone()),
        V::Tuple(items) => Const::Tuple(items.iter().map(to_const).collect()),
    }
}

/// Nesting the folder follows (the parser caps expression depth well below this).
const MAX_DEPTH: u32 = 1000;

fn value(e: &Expr, depth: u32) -> Option<V> {
    if depth > MAX_DEPTH {
        return None;
    }
    match &e.kind {
        ExprKind::Constant(c) => match c {
            Constant::None => Some(V::None),
            Constant::True => Some(V::Bool(true)),
            Constant::False => Some(V::Bool(false)),
            Constant::Ellipsis => Some(V::Ellipsis),
            Constant::Int(i) => Some(V::Int(BigInt::from(*i))),
            Constant::BigInt(b) => Some(V::Int(b.clone())),
            Constant::Float(f) => Some(V::Float(*f)),
            Constant::Str(s) => Some(V::Str(s.clone())),
            // Complex numbers are refused by the compiler; bytes are not folded (a set of
            // them is built at run time: its order depends on the run's hash key anyway).
            Constant::Imaginary(_) | Constant::Bytes(_) => None,
        },
        ExprKind::UnaryOp { op, operand } => unary(*op, value(operand, depth + 1)?),
        ExprKind::BinOp { left, op, right } => {
            let a = value(left, depth + 1)?;
            let b = value(right, depth + 1)?;
            binary(*op, a, b)
        }
        ExprKind::Tuple(items) => items
            .iter()
            .map(|i| value(i, depth + 1))
            .collect::<Option<Vec<V>>>()
            .map(V::Tuple),
        _ => None,
    }
}

/// Python truth of a constant.
fn truthy(v: &V) -> bool {
    match v {
        V::None => false,
        V::Ellipsis => true,
        V::Bool(b) => *b,
        V::Int(i) => !i.is_zero(),
        V::Float(f) => *f != 0.0,
        V::Str(s) => !s.is_empty(),
        V::Tuple(t) => !t.is_empty(),
    }
}

/// An int operand (bools are ints).
fn int_of(v: &V) -> Option<BigInt> {
    match v {
        V::Bool(b) => Some(BigInt::from(i64::from(*b))),
        V::Int(i) => Some(i.clone()),
        _ => None,
    }
}

/// A number operand as a float, when the conversion is exact.
fn float_of(v: &V) -> Option<f64> {
    match v {
        V::Float(f) => Some(*f),
        _ => {
            let i = int_of(v)?.to_i64()?;
            (i.abs() <= EXACT_FLOAT_INT).then_some(i as f64)
        }
    }
}

fn is_float(v: &V) -> bool {
    matches!(v, V::Float(_))
}

fn is_num(v: &V) -> bool {
    matches!(v, V::Bool(_) | V::Int(_) | V::Float(_))
}

fn unary(op: UnaryOp, v: V) -> Option<V> {
    match op {
        UnaryOp::Not => Some(V::Bool(!truthy(&v))),
        UnaryOp::Invert => int_of(&v).map(|i| V::Int(!i)),
        UnaryOp::UAdd => match v {
            V::Float(f) => Some(V::Float(f)),
            _ => int_of(&v).map(V::Int),
        },
        UnaryOp::USub => match v {
            V::Float(f) => Some(V::Float(-f)),
            _ => int_of(&v).map(|i| V::Int(-i)),
        },
    }
}

fn bits(i: &BigInt) -> u64 {
    i.bits()
}

fn binary(op: BinOp, a: V, b: V) -> Option<V> {
    match op {
        BinOp::Add => match (&a, &b) {
            (V::Str(x), V::Str(y)) => Some(V::Str(format!("{x}{y}"))),
            (V::Tuple(x), V::Tuple(y)) => Some(V::Tuple(x.iter().chain(y).cloned().collect())),
            _ => arith(op, &a, &b),
        },
        BinOp::Mult => multiply(&a, &b),
        BinOp::Mod if matches!(a, V::Str(_)) => None,
        BinOp::Pow => power(&a, &b),
        BinOp::LShift => {
            let (x, y) = (int_of(&a)?, int_of(&b)?);
            if y.is_negative() {
                return None;
            }
            if x.is_zero() || y.is_zero() {
                return Some(V::Int(x));
            }
            let w = y.to_u64()?;
            if w > MAX_INT_SIZE || bits(&x) > MAX_INT_SIZE - w {
                return None;
            }
            Some(V::Int(x << w))
        }
        BinOp::RShift => {
            let (x, y) = (int_of(&a)?, int_of(&b)?);
            if y.is_negative() {
                return None;
            }
            let w = y.to_u64().unwrap_or(u64::MAX).min(bits(&x) + 1);
            Some(V::Int(x >> w))
        }
        BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => {
            if let (V::Bool(x), V::Bool(y)) = (&a, &b) {
                return Some(V::Bool(match op {
                    BinOp::BitAnd => x & y,
                    BinOp::BitOr => x | y,
                    _ => x ^ y,
                }));
            }
            let (x, y) = (int_of(&a)?, int_of(&b)?);
            Some(V::Int(match op {
                BinOp::BitAnd => x & y,
                BinOp::BitOr => x | y,
                _ => x ^ y,
            }))
        }
        BinOp::MatMult => None,
        BinOp::Sub | BinOp::Div | BinOp::FloorDiv | BinOp::Mod => arith(op, &a, &b),
    }
}

/// `+ - / // %` of numbers.
fn arith(op: BinOp, a: &V, b: &V) -> Option<V> {
    if !(is_num(a) && is_num(b)) {
        return None;
    }
    if !is_float(a) && !is_float(b) {
        let (x, y) = (int_of(a)?, int_of(b)?);
        return match op {
            BinOp::Add => Some(V::Int(x + y)),
            BinOp::Sub => Some(V::Int(x - y)),
            BinOp::FloorDiv if !y.is_zero() => Some(V::Int(x.div_floor(&y))),
            BinOp::Mod if !y.is_zero() => Some(V::Int(x.mod_floor(&y))),
            BinOp::Div if !y.is_zero() => {
                // CPython divides in floating point when both fit in a double exactly.
                let (fx, fy) = (float_of(a)?, float_of(b)?);
                Some(V::Float(fx / fy))
            }
            _ => None,
        };
    }
    let (x, y) = (float_of(a)?, float_of(b)?);
    match op {
        BinOp::Add => Some(V::Float(x + y)),
        BinOp::Sub => Some(V::Float(x - y)),
        BinOp::Div if y != 0.0 => Some(V::Float(x / y)),
        BinOp::FloorDiv if y != 0.0 => Some(V::Float(float_divmod(x, y).0)),
        BinOp::Mod if y != 0.0 => Some(V::Float(float_divmod(x, y).1)),
        _ => None,
    }
}

/// CPython's `_float_div_mod`: floor quotient and remainder with the divisor's sign, exact
/// signed zeros. `wx` must be non-zero. Constant folding and the runtime's float `//`, `%` and
/// `divmod` share it, so a folded constant is what the operation computes.
pub fn float_divmod(vx: f64, wx: f64) -> (f64, f64) {
    let mut m = vx % wx;
    let mut div = (vx - m) / wx;
    if m != 0.0 {
        if (wx < 0.0) != (m < 0.0) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(vx / wx)
    };
    (floordiv, m)
}

/// `check_complexity`: `limit` less the items of `v`, nested tuples included.
fn complexity(v: &V, limit: i64) -> i64 {
    match v {
        V::Tuple(items) => {
            let mut limit = limit - items.len() as i64;
            for i in items {
                if limit < 0 {
                    break;
                }
                limit = complexity(i, limit);
            }
            limit
        }
        _ => limit,
    }
}

/// `safe_multiply`.
fn multiply(a: &V, b: &V) -> Option<V> {
    match (a, b) {
        (V::Tuple(_) | V::Str(_), n) if int_of(n).is_some() => multiply(n, a),
        (n, V::Tuple(items)) => {
            let n = int_of(n)?;
            if items.is_empty() {
                return Some(V::Tuple(Vec::new()));
            }
            let n = n.to_i64().unwrap_or(-1);
            let size = items.len() as i64;
            if n < 0 || n > MAX_COLLECTION_SIZE / size {
                return None;
            }
            if n != 0 && complexity(b, MAX_TOTAL_ITEMS / n) < 0 {
                return None;
            }
            let mut out = Vec::new();
            for _ in 0..n {
                out.extend(items.iter().cloned());
            }
            Some(V::Tuple(out))
        }
        (n, V::Str(s)) => {
            let n = int_of(n)?;
            let size = s.chars().count() as i64;
            if size == 0 {
                return Some(V::Str(String::new()));
            }
            let n = n.to_i64().unwrap_or(-1);
            if n < 0 || n > MAX_STR_SIZE / size {
                return None;
            }
            Some(V::Str(s.repeat(n as usize)))
        }
        _ if is_num(a) && is_num(b) => {
            if !is_float(a) && !is_float(b) {
                let (x, y) = (int_of(a)?, int_of(b)?);
                if !x.is_zero() && !y.is_zero() && bits(&x) + bits(&y) > MAX_INT_SIZE {
                    return None;
                }
                return Some(V::Int(x * y));
            }
            Some(V::Float(float_of(a)? * float_of(b)?))
        }
        _ => None,
    }
}

/// `safe_power`, then `int.__pow__` / `float.__pow__` where the result is certain.
fn power(a: &V, b: &V) -> Option<V> {
    if !(is_num(a) && is_num(b)) {
        return None;
    }
    if !is_float(a) && !is_float(b) {
        let (x, y) = (int_of(a)?, int_of(b)?);
        if y.is_negative() {
            // int ** negative int is float ** float.
            return float_power(float_of(a)?, float_of(b)?);
        }
        if x.is_zero() {
            return Some(V::Int(BigInt::from(i64::from(y.is_zero()))));
        }
        if y.is_positive() {
            let w = y.to_u64()?;
            if bits(&x) > MAX_INT_SIZE / w {
                return None;
            }
        }
        let e = u32::try_from(y).ok()?;
        return Some(V::Int(num_traits::pow(x, e as usize)));
    }
    float_power(float_of(a)?, float_of(b)?)
}

/// `float.__pow__` for the finite cases whose result is the C library's `pow` (which CPython
/// calls too): a positive base, or a nonzero base with an integral exponent; a result that
/// is not finite (OverflowError) or zero (possible underflow handling) is left to run time.
fn float_power(x: f64, y: f64) -> Option<V> {
    if !(x.is_finite() && y.is_finite()) || x == 0.0 {
        return None;
    }
    if y == 0.0 {
        return Some(V::Float(1.0));
    }
    if x < 0.0 && y.fract() != 0.0 {
        return None;
    }
    let r = x.powf(y);
    (r.is_finite() && r != 0.0).then_some(V::Float(r))
}

/// The key CPython's constant cache merges a frozenset constant under
/// (`_PyCode_ConstantKey`): its distinct items (first of equal ones kept, as the frozenset
/// keeps them), each keyed by type and value, in a canonical order. Two set constants with
/// equal keys are one object in CPython, so the second iterates in the first's order.
pub(super) fn frozenset_key(items: &[Const]) -> Vec<String> {
    let mut kept: Vec<&Const> = Vec::new();
    for c in items {
        if !kept.iter().any(|k| py_eq(k, c)) {
            kept.push(c);
        }
    }
    let mut keys: Vec<String> = kept.iter().map(|c| const_key(c)).collect();
    keys.sort();
    keys
}

/// A text key that tells constants apart as `_PyCode_ConstantKey` does: by type, with
/// `-0.0` apart from `0.0`.
fn const_key(c: &Const) -> String {
    match c {
        Const::None => "N".to_string(),
        Const::Ellipsis => "E".to_string(),
        Const::Bool(b) => format!("b{b}"),
        Const::Int(i) => format!("i{i}"),
        Const::BigInt(i) => format!("i{i}"),
        Const::Float(f) => format!("f{:016x}", f.to_bits()),
        Const::Str(s) => format!("s{}:{s}", s.len()),
        Const::Bytes(b) => format!("y{}:{b:?}", b.len()),
        Const::Tuple(items) => {
            let inner: Vec<String> = items.iter().map(const_key).collect();
            format!("t{}({})", items.len(), inner.join(","))
        }
        Const::FrozenSet(items) => format!("z({})", frozenset_key(items).join(",")),
    }
}

/// Python's `==` between constants (numbers across types; NaN equal to nothing).
fn py_eq(a: &Const, b: &Const) -> bool {
    fn num(c: &Const) -> Option<Result<BigInt, f64>> {
        match c {
            Const::Bool(b) => Some(Ok(BigInt::from(i64::from(*b)))),
            Const::Int(i) => Some(Ok(BigInt::from(*i))),
            Const::BigInt(i) => Some(Ok(i.clone())),
            Const::Float(f) => Some(Err(*f)),
            _ => None,
        }
    }
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return match (x, y) {
            (Ok(x), Ok(y)) => x == y,
            (Err(x), Err(y)) => x == y,
            (Ok(i), Err(f)) | (Err(f), Ok(i)) => {
                f.is_finite()
                    && f.fract() == 0.0
                    && num_traits::FromPrimitive::from_f64(f) == Some(i)
            }
        };
    }
    match (a, b) {
        (Const::None, Const::None) | (Const::Ellipsis, Const::Ellipsis) => true,
        (Const::Str(x), Const::Str(y)) => x == y,
        (Const::Tuple(x), Const::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| py_eq(p, q))
        }
        _ => false,
    }
}
