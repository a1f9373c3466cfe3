//! Comparisons, equality, hashing, truth and `in`. Nested containers are walked with a checked
//! depth (RecursionError), never unbounded native recursion.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use pyrite_lang::bytecode::CmpKind;

use super::arith::Num;
use crate::heap::{DictView, Obj};
use crate::value::{Handle, TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Nesting depth at which comparisons, hashing and repr give up with RecursionError.
pub const MAX_NATIVE_DEPTH: u32 = 1000;

/// Python's hash modulus for numbers (2**61 - 1).
const HASH_MOD: u64 = (1 << 61) - 1;

/// What `==` still has to compare: a pair of values, or the items of two lists (or tuples)
/// from index `i` on.
enum EqWork {
    Pair(Value, Value, u32),
    Seq {
        a: Handle,
        b: Handle,
        i: usize,
        depth: u32,
    },
}

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

    /// Truthiness (`bool(v)`); `__bool__` / `__len__` of instances.
    pub fn truthy(&mut self, v: Value) -> VmResult<bool> {
        Ok(match v {
            Value::Undef | Value::None => false,
            Value::Bool(b) => b,
            Value::Int(i) => i != 0,
            Value::Float(f) => f != 0.0,
            Value::Builtin(_) | Value::Type(_) | Value::Ellipsis | Value::NotImplemented => true,
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Str(s) => !s.is_empty(),
                Obj::Bytes(b) | Obj::ByteArray(b) => !b.is_empty(),
                Obj::BigInt(b) => !b.is_zero(),
                Obj::List(v) | Obj::Tuple(v) => !v.is_empty(),
                Obj::Dict(d) => !d.is_empty(),
                Obj::Set(t) | Obj::FrozenSet(t) => !t.is_empty(),
                Obj::Range { start, stop, step } => range_len(*start, *stop, *step) > 0,
                Obj::BigRange(big) => {
                    let crate::heap::BigBounds { start, stop, step } = &**big;
                    !crate::bigrange::len(start, stop, step).is_zero()
                }
                Obj::View { dict, .. } => match self.heap.get(*dict) {
                    Obj::Dict(d) => !d.is_empty(),
                    _ => false,
                },
                Obj::Instance(_) => return self.instance_truthy(v), // CALLBACK
                Obj::Lib(o) => match &**o {
                    crate::libobj::LibObj::Value(x) if x.tag == TypeTag::MappingProxy => {
                        let d = x.obj;
                        return self.truthy(d);
                    }
                    crate::libobj::LibObj::Value(_) => {
                        match self.value_special(v, "__bool__", &[])? {
                            // CALLBACK
                            Some(r) => r == Value::Bool(true),
                            None => true,
                        }
                    }
                    crate::libobj::LibObj::Deque(d) => !d.items.is_empty(),
                    crate::libobj::LibObj::ChainMap { .. } => return self.chainmap_truthy(v), // CALLBACK
                    crate::libobj::LibObj::ChainView { cm, .. } => {
                        let cm = *cm;
                        return self.chainmap_truthy(cm); // CALLBACK
                    }
                    crate::libobj::LibObj::ReFlag(f) => *f != 0,
                    _ => true,
                },
                _ => true,
            },
        })
    }

    /// Whether `v` may be a stdlib container with comparisons or operators of its own (a
    /// deque, a ChainMap or its view: `Obj::Lib`; a Counter: `Obj::Dict`), so the common
    /// operands skip those checks.
    #[inline]
    pub(crate) fn is_stdlib_container(&self, v: Value) -> bool {
        matches!(self.obj(v), Some(Obj::Lib(_) | Obj::Dict(_)))
    }

    /// A comparison operator, as a bool.
    pub fn compare(&mut self, op: CmpKind, a: Value, b: Value) -> VmResult<bool> {
        if matches!(
            (self.obj(a), self.obj(b)),
            (Some(Obj::Instance(_)), Some(Obj::Instance(_)))
        ) && matches!(op, CmpKind::Lt | CmpKind::Le | CmpKind::Gt | CmpKind::Ge)
        {
            // Two instances (a sort's comparisons): where the checks below would lead.
            let r = self.rich_compare(op, a, b)?; // CALLBACK
            return self.truthy(r);
        }
        if !matches!(
            op,
            CmpKind::Is | CmpKind::IsNot | CmpKind::In | CmpKind::NotIn
        ) && (self.is_cmp_key(a) || self.is_cmp_key(b))
        {
            if let Some(r) = self.key_compare(op, a, b)? {
                return Ok(r); // CALLBACK
            }
        }
        if !matches!(
            op,
            CmpKind::Is | CmpKind::IsNot | CmpKind::In | CmpKind::NotIn
        ) && (self.is_stdlib_container(a) || self.is_stdlib_container(b))
        {
            if let Some(r) = self.deque_compare(op, a, b)? {
                return Ok(r);
            }
            if let Some(r) = self.counter_order(op, a, b)? {
                return Ok(r);
            }
            if let Some(r) = self.chainmap_compare(op, a, b)? {
                return Ok(r); // CALLBACK
            }
        }
        match op {
            CmpKind::Eq => self.eq(a, b),
            CmpKind::Ne => Ok(!self.eq(a, b)?),
            CmpKind::Is => Ok(self.is(a, b)),
            CmpKind::IsNot => Ok(!self.is(a, b)),
            CmpKind::In => self.contains(b, a),
            CmpKind::NotIn => Ok(!self.contains(b, a)?),
            CmpKind::Lt | CmpKind::Le | CmpKind::Gt | CmpKind::Ge => {
                let (sa, sb) = (self.struct_tuple(a), self.struct_tuple(b));
                let (ta, tb) = (sa.unwrap_or(a), sb.unwrap_or(b));
                if (sa.is_some() || sb.is_some())
                    && self.type_tag(ta) == TypeTag::Tuple
                    && self.type_tag(tb) == TypeTag::Tuple
                {
                    return self.compare(op, ta, tb);
                }
                if self.has_specials(a) || self.has_specials(b) {
                    let r = self.rich_compare(op, a, b)?; // CALLBACK
                    return self.truthy(r);
                }
                if let Some(r) = self.view_order(op, a, b)? {
                    return Ok(r); // CALLBACK: members' __eq__/__hash__
                }
                if let Some(r) = self.set_order(op, a, b)? {
                    return Ok(r); // CALLBACK: members' __eq__/__hash__
                }
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

    /// A comparison operator's value: what `__eq__`/`__lt__`... of an instance returned,
    /// else a bool.
    pub fn compare_value(&mut self, op: CmpKind, a: Value, b: Value) -> VmResult<Value> {
        let rich = matches!(
            op,
            CmpKind::Eq | CmpKind::Ne | CmpKind::Lt | CmpKind::Le | CmpKind::Gt | CmpKind::Ge
        );
        if rich && (self.has_specials(a) || self.has_specials(b)) {
            return self.rich_compare(op, a, b); // CALLBACK
        }
        self.compare(op, a, b).map(Value::Bool)
    }

    /// Both handles are `re.Pattern`s.
    fn re_pattern_pair(&self, x: crate::value::Handle, y: crate::value::Handle) -> bool {
        let is_pat = |h| matches!(self.heap.get(h), Obj::Lib(l) if matches!(**l, crate::libobj::LibObj::RePattern(_)));
        is_pat(x) && is_pat(y)
    }

    /// `Pattern.__eq__`: the same flags and the same pattern string (`pattern_richcompare`).
    fn re_pattern_eq(&self, a: Value, b: Value) -> bool {
        let get = |v| match self.lib_obj(v) {
            Some(crate::libobj::LibObj::RePattern(p)) => Some((p.flags, p.pattern)),
            _ => None,
        };
        match (get(a), get(b)) {
            (Some((fa, pa)), Some((fb, pb))) => {
                fa == fb && (pa == pb || self.as_str(pa) == self.as_str(pb))
            }
            _ => false,
        }
    }

    /// Identity (`is`): same object, or the same immutable scalar.
    pub fn is(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
            (Value::Obj(x), Value::Obj(y)) if x != y => self.same_flag(a, b),
            _ => a == b,
        }
    }

    /// Two `re.RegexFlag` objects of one value: CPython keeps one member (or cached
    /// pseudo-member) a value, so `re.I is re.IGNORECASE` and `(re.I | re.M) is (re.I | re.M)`.
    #[inline(never)]
    fn same_flag(&self, a: Value, b: Value) -> bool {
        match self.re_flag(a) {
            Some(x) => self.re_flag(b) == Some(x),
            None => false,
        }
    }

    /// `a == b`. Iterative over nested containers (explicit work stack with a depth bound:
    /// RecursionError past it, as CPython for self-containing values); elements are compared
    /// identity first, as CPython's containers do.
    pub fn eq(&mut self, a: Value, b: Value) -> VmResult<bool> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => return Ok(x == y),
            (Value::Float(x), Value::Float(y)) => return Ok(x == y),
            (Value::Obj(x), Value::Obj(y))
                if matches!(
                    (self.heap.get(x), self.heap.get(y)),
                    (Obj::Instance(_), Obj::Instance(_))
                ) =>
            {
                // Two instances (a dict probe's `__eq__`): what the walk below does for
                // them, without its setup.
                let r = self.with_roots(&[a, b], |vm| vm.rich_compare(CmpKind::Eq, a, b))?; // CALLBACK
                return self.truthy(r);
            }
            (Value::Obj(x), Value::Obj(y)) if x != y && self.re_pattern_pair(x, y) => {
                return Ok(self.re_pattern_eq(a, b));
            }
            (Value::Obj(x), Value::Obj(y)) if x != y => {
                // A CacheInfo is its tuple (a namedtuple in CPython).
                let as_tuple = |o: &Obj| match o {
                    Obj::Lib(l) => match **l {
                        crate::libobj::LibObj::CacheInfo { tuple }
                        | crate::libobj::LibObj::StructSeq { tuple, .. } => Some(tuple),
                        _ => None,
                    },
                    _ => None,
                };
                let (ta, tb) = (as_tuple(self.heap.get(x)), as_tuple(self.heap.get(y)));
                if ta.is_some() || tb.is_some() {
                    return self.eq(ta.unwrap_or(a), tb.unwrap_or(b));
                }
                if let (Obj::Dict(p), Obj::Dict(q)) = (self.heap.get(x), self.heap.get(y)) {
                    use crate::dict::DictKind;
                    if p.kind != DictKind::Plain && q.kind != DictKind::Plain {
                        if let Some(r) = self.kind_eq(a, b)? {
                            return Ok(r);
                        }
                    }
                }
            }
            _ => {}
        }
        // What is still to compare stays rooted (a user `__eq__` may run, and drop the
        // containers it came from): each pair or container is pushed on the root stack once,
        // when it is opened, and all are released at the end.
        let mark = self.roots.len();
        // The first pair is not on the work stack: comparing two scalars or two instances
        // allocates nothing.
        let mut first = Some(EqWork::Pair(a, b, 0));
        let mut work: Vec<EqWork> = Vec::new();
        let r = loop {
            match first.take().or_else(|| work.pop()) {
                None => break Ok(true),
                Some(EqWork::Pair(x, y, depth)) => {
                    let before = work.len();
                    match self.eq_step(x, y, depth, &mut work) {
                        Ok(true) => {}
                        other => break other,
                    }
                    if let Some(opened) = work.get(before..) {
                        self.roots.extend(opened.iter().flat_map(|w| match *w {
                            EqWork::Pair(p, q, _) => [p, q],
                            EqWork::Seq { a, b, .. } => [Value::Obj(a), Value::Obj(b)],
                        }));
                    }
                }
                // The next items of two lists (or tuples), read from the live objects as
                // CPython's list_richcompare does: a comparison that shortens one ends the
                // walk, and the lengths then decide.
                Some(EqWork::Seq { a, b, i, depth }) => {
                    let item = |h: Handle| match self.heap.get(h) {
                        Obj::List(v) | Obj::Tuple(v) => (v.get(i).copied(), v.len()),
                        _ => (None, 0),
                    };
                    let ((x, la), (y, lb)) = (item(a), item(b));
                    match (x, y) {
                        (Some(x), Some(y)) => {
                            if let Err(e) = self.charge_fuel(2) {
                                break Err(e);
                            }
                            work.push(EqWork::Seq {
                                a,
                                b,
                                i: i + 1,
                                depth,
                            });
                            // The pair is compared next: `eq_step` roots it if that runs
                            // script code, and roots what it opens.
                            work.push(EqWork::Pair(x, y, depth));
                        }
                        _ if la != lb => break Ok(false),
                        _ => {}
                    }
                }
            }
        };
        self.roots.truncate(mark);
        r
    }

    /// Compares one pair; containers push what is left to compare (first element on top).
    fn eq_step(
        &mut self,
        a: Value,
        b: Value,
        depth: u32,
        work: &mut Vec<EqWork>,
    ) -> VmResult<bool> {
        if depth > 0 && self.is(a, b) {
            return Ok(true);
        }
        if let (Value::Obj(x), Value::Obj(y)) = (a, b) {
            if x == y && !self.is_instance_obj(a) {
                // Identity implies equality for containers (CPython's shortcut).
                return Ok(true);
            }
        }
        if self.has_specials(a) || self.has_specials(b) {
            // The pairs still to compare are rooted by `eq`.
            let r = self.with_roots(&[a, b], |vm| vm.rich_compare(CmpKind::Eq, a, b))?; // CALLBACK
            return self.truthy(r);
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
            (Obj::Alias(_), Obj::Alias(_)) => self.hint_eq(a, b),
            (Obj::Bytes(_) | Obj::ByteArray(_), Obj::Bytes(_) | Obj::ByteArray(_)) => {
                Ok(self.bytes_eq(a, b)?.unwrap_or(false))
            }
            (Obj::Lib(_), Obj::Lib(_)) if self.is_deque(a) && self.is_deque(b) => {
                let r = self.with_roots(&[a, b], |vm| vm.deque_compare(CmpKind::Eq, a, b))?;
                Ok(r.unwrap_or(false))
            }
            (Obj::Str(s), Obj::Str(t)) => {
                if !s.may_equal(t) {
                    return Ok(false);
                }
                let n = s.len() as u64;
                let same = self.as_str(a).is_some_and(|x| self.as_str(b) == Some(x));
                self.charge_fuel(n / 64)?;
                Ok(same)
            }
            (Obj::List(v), Obj::List(w)) | (Obj::Tuple(v), Obj::Tuple(w)) => {
                if v.len() != w.len() {
                    return Ok(false);
                }
                let depth = deeper(self)?;
                work.push(EqWork::Seq {
                    a: x,
                    b: y,
                    i: 0,
                    depth,
                });
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
                work.extend(
                    pairs
                        .into_iter()
                        .rev()
                        .map(|(p, q, d)| EqWork::Pair(p, q, d)),
                );
                Ok(true)
            }
            (Obj::Set(_) | Obj::FrozenSet(_), Obj::Set(_) | Obj::FrozenSet(_)) => {
                self.set_equal(a, b)
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
            (Obj::BigRange(_) | Obj::Range { .. }, Obj::BigRange(_) | Obj::Range { .. }) => {
                Ok(self.big_range_eq(a, b))
            }
            // Bound methods: the same function bound to the same object (by identity).
            (Obj::Method { func: f1, recv: r1 }, Obj::Method { func: f2, recv: r2 }) => {
                Ok(f1 == f2 && self.is(*r1, *r2))
            }
            (
                Obj::BoundMethod {
                    recv: r1,
                    method: m1,
                },
                Obj::BoundMethod {
                    recv: r2,
                    method: m2,
                },
            ) => Ok(m1 == m2 && self.is(*r1, *r2)),
            (Obj::View { .. }, Obj::View { .. }) => self.view_eq(a, b),
            (Obj::View { .. }, Obj::Set(_) | Obj::FrozenSet(_)) if self.is_set_view(a) => {
                self.view_set_eq(a, b) // CALLBACK
            }
            (Obj::Set(_) | Obj::FrozenSet(_), Obj::View { .. }) if self.is_set_view(b) => {
                self.view_set_eq(b, a) // CALLBACK
            }
            (
                Obj::Slice {
                    start: s1,
                    stop: e1,
                    step: t1,
                },
                Obj::Slice {
                    start: s2,
                    stop: e2,
                    step: t2,
                },
            ) => {
                let d = deeper(self)?;
                work.push(EqWork::Pair(*t1, *t2, d));
                work.push(EqWork::Pair(*e1, *e2, d));
                work.push(EqWork::Pair(*s1, *s2, d));
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Two ranges (either bound outside `i64`) are equal if they hold the same values.
    fn big_range_eq(&self, a: Value, b: Value) -> bool {
        let parts = |v: Value| -> Option<(BigInt, BigInt, BigInt)> {
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
        };
        let (Some((a1, b1, c1)), Some((a2, b2, c2))) = (parts(a), parts(b)) else {
            return false;
        };
        let l1 = crate::bigrange::len(&a1, &b1, &c1);
        let l2 = crate::bigrange::len(&a2, &b2, &c2);
        let one = BigInt::from(1);
        l1 == l2 && (l1.is_zero() || (a1 == a2 && (l1 == one || c1 == c2)))
    }

    /// `set == set`: same length and every element of one in the other.
    fn set_equal(&mut self, a: Value, b: Value) -> VmResult<bool> {
        let (la, lb) = (
            self.set_table(a).map_or(0, |t| t.len()),
            self.set_table(b).map_or(0, |t| t.len()),
        );
        if la != lb {
            return Ok(false);
        }
        self.set_subset(a, b)
    }

    /// Every element of set `a` is in set `b`.
    pub fn set_subset(&mut self, a: Value, b: Value) -> VmResult<bool> {
        let items = self.set_items(a);
        self.charge_fuel(items.len() as u64 / 4)?;
        self.with_roots(&items, |vm| {
            for x in &items {
                if !vm.set_contains(b, *x)? {
                    return Ok(false);
                }
            }
            Ok(true)
        })
    }

    /// `<`, `<=`, `>`, `>=` with a keys or items view on either side (CPython's
    /// `dictview_richcompare`): the other operand must be a set, frozenset or such a view
    /// (else `None`: the TypeError of unordered types); the lengths first, then every member
    /// of the side that must be the smaller contained in the other (`all_contained_in`).
    fn view_order(&mut self, op: CmpKind, a: Value, b: Value) -> VmResult<Option<bool>> {
        let setish = |vm: &Self, v: Value| {
            vm.is_set_view(v) || matches!(vm.obj(v), Some(Obj::Set(_) | Obj::FrozenSet(_)))
        };
        if !(self.is_set_view(a) || self.is_set_view(b)) || !setish(self, a) || !setish(self, b) {
            return Ok(None);
        }
        let (la, lb) = (self.len_of(a)?, self.len_of(b)?);
        let (small, big, fits) = subset_sides(op, (a, la), (b, lb));
        if !fits {
            return Ok(Some(false));
        }
        let members = self.with_roots(&[a, b], |vm| vm.collect(small))?;
        self.charge_fuel(members.len() as u64 / 4)?;
        self.with_roots(&members, |vm| {
            vm.with_roots(&[big], |vm| {
                for x in &members {
                    if !vm.contains(big, *x)? {
                        return Ok(Some(false));
                    }
                }
                Ok(Some(true))
            })
        })
    }

    /// `<`, `<=`, `>`, `>=` between sets: subset and superset tests (`None` when an operand is
    /// not a set). A member's raising `__eq__`/`__hash__` propagates, as in CPython.
    fn set_order(&mut self, op: CmpKind, a: Value, b: Value) -> VmResult<Option<bool>> {
        if !(self.is_set_like(a) && self.is_set_like(b)) {
            return Ok(None);
        }
        let (la, lb) = (
            self.set_table(a).map_or(0, |t| t.len()),
            self.set_table(b).map_or(0, |t| t.len()),
        );
        let (small, big, fits) = subset_sides(op, (a, la), (b, lb));
        if !fits {
            return Ok(Some(false));
        }
        // CALLBACK: members' __eq__/__hash__
        self.with_roots(&[a, b], |vm| vm.set_subset(small, big))
            .map(Some)
    }

    /// Dict views: `keys() == keys()` compares as sets; `items()` too.
    fn view_eq(&mut self, a: Value, b: Value) -> VmResult<bool> {
        let (Some(Obj::View { dict: d1, view: v1 }), Some(Obj::View { dict: d2, view: v2 })) =
            (self.obj(a), self.obj(b))
        else {
            return Ok(false);
        };
        let (d1, v1, d2, v2) = (*d1, *v1, *d2, *v2);
        if v1 != v2 || v1 == DictView::Values {
            return Ok(a == b);
        }
        let len = |vm: &Self, d| match vm.heap.get(d) {
            Obj::Dict(x) => x.len(),
            _ => 0,
        };
        if len(self, d1) != len(self, d2) {
            return Ok(false);
        }
        let items: Vec<(Value, Value)> = match self.heap.get(d1) {
            Obj::Dict(d) => d.iter().collect(),
            _ => Vec::new(),
        };
        for (k, v) in items {
            match self.dict_get(Value::Obj(d2), k)? {
                Some(w) if v1 == DictView::Keys || self.eq(v, w)? => {}
                _ => return Ok(false),
            }
        }
        Ok(true)
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
                    let n = x.len().min(y.len()) as u64;
                    let r = x.cmp(y);
                    self.charge_fuel(n / 64)?;
                    return Ok(Some(r));
                }
                (TypeTag::Bytes | TypeTag::ByteArray, TypeTag::Bytes | TypeTag::ByteArray) => {
                    return self.bytes_order(a, b);
                }
                (TypeTag::List, TypeTag::List) | (TypeTag::Tuple, TypeTag::Tuple) => {
                    let (la, lb) = (self.seq_len(a), self.seq_len(b));
                    let mut diff = None;
                    let mut i = 0;
                    while i < la.min(self.seq_len(a)) && i < lb.min(self.seq_len(b)) {
                        let (Some(p), Some(q)) = (self.seq_get(a, i), self.seq_get(b, i)) else {
                            break;
                        };
                        self.charge_fuel(1)?;
                        if !(self.is(p, q) || self.eq(p, q)?) {
                            diff = Some((p, q));
                            break;
                        }
                        i += 1;
                    }
                    match diff {
                        None => return Ok(Some(self.seq_len(a).cmp(&self.seq_len(b)))),
                        Some((p, q)) => {
                            depth += 1;
                            if depth >= MAX_NATIVE_DEPTH {
                                return Err(self.err(
                                    TypeTag::RecursionError,
                                    "maximum recursion depth exceeded in comparison",
                                ));
                            }
                            if let Some(r) = self.deque_compare(op, p, q)? {
                                // Two deques: their own comparison decides.
                                return Ok(Some(match (op, r) {
                                    (CmpKind::Lt | CmpKind::Le, true) => Ordering::Less,
                                    (CmpKind::Gt | CmpKind::Ge, true) => Ordering::Greater,
                                    (CmpKind::Lt | CmpKind::Le, false) => Ordering::Greater,
                                    _ => Ordering::Less,
                                }));
                            }
                            if self.has_specials(p) || self.has_specials(q) {
                                let r = self.rich_compare(op, p, q)?; // CALLBACK
                                let t = self.truthy(r)?;
                                return Ok(Some(match (op, t) {
                                    (CmpKind::Lt | CmpKind::Le, true) => Ordering::Less,
                                    (CmpKind::Gt | CmpKind::Ge, true) => Ordering::Greater,
                                    (CmpKind::Lt | CmpKind::Le, false) => Ordering::Greater,
                                    _ => Ordering::Less,
                                }));
                            }
                            a = p;
                            b = q;
                        }
                    }
                }
                (TypeTag::Slice, TypeTag::Slice) => {
                    // As CPython's slice_richcompare: the (start, stop, step) tuples compare.
                    let parts = |vm: &Self, v| match vm.obj(v) {
                        Some(Obj::Slice { start, stop, step }) => vec![*start, *stop, *step],
                        _ => Vec::new(),
                    };
                    let (pa, pb) = (parts(self, a), parts(self, b));
                    a = self.new_tuple(pa)?;
                    b = self.with_roots(&[a], |vm| vm.new_tuple(pb))?;
                }
                _ => {
                    return Err(self.type_error(format!(
                        "'{}' not supported between instances of '{}' and '{}'",
                        op.symbol(),
                        self.type_name(a),
                        self.type_name(b)
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
        self.compare(CmpKind::Lt, a, b)
    }

    /// The length of a list or tuple (0 for anything else).
    pub fn seq_len(&self, v: Value) -> usize {
        match self.obj(v) {
            Some(Obj::List(x) | Obj::Tuple(x)) => x.len(),
            _ => 0,
        }
    }

    /// Item `i` of a list or tuple.
    pub fn seq_get(&self, v: Value, i: usize) -> Option<Value> {
        match self.obj(v) {
            Some(Obj::List(x) | Obj::Tuple(x)) => x.get(i).copied(),
            _ => None,
        }
    }

    /// `item in container`.
    pub fn contains(&mut self, container: Value, item: Value) -> VmResult<bool> {
        if let Some(t) = self.struct_tuple(container) {
            return self.contains(t, item);
        }
        let container = self.named_tuple(container).unwrap_or(container);
        let tc = self.type_tag(container);
        match tc {
            _ if self.is_instance_obj(container) => self.instance_contains(container, item),
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
            TypeTag::Bytes | TypeTag::ByteArray => self.bytes_contains(container, item),
            // `Flag.__contains__`: every bit of the item is set in the container.
            TypeTag::ReFlag => match (self.re_flag(container), self.re_flag(item)) {
                (Some(c), Some(x)) => Ok(x & c == x),
                _ => Err(self.type_error(format!(
                    "unsupported operand type(s) for 'in': '{}' and 'RegexFlag'",
                    self.type_name(item)
                ))),
            },
            TypeTag::List | TypeTag::Tuple => {
                // By index, re-reading the length: an __eq__ may change the list.
                let mut i = 0;
                while let Some(x) = self.seq_get(container, i) {
                    self.charge_fuel(1)?;
                    if self.is(x, item) || self.eq(x, item)? {
                        return Ok(true);
                    }
                    i += 1;
                }
                Ok(false)
            }
            TypeTag::Dict => Ok(self.dict_get(container, item)?.is_some()),
            TypeTag::Deque => self.deque_contains(container, item),
            TypeTag::ChainMap => self.chainmap_contains(container, item), // CALLBACK
            TypeTag::MappingProxy => match self.lib_value(container) {
                Some(x) => self.contains(x.obj, item), // CALLBACK
                None => Ok(false),
            },
            TypeTag::ChainKeysView | TypeTag::ChainValuesView | TypeTag::ChainItemsView => {
                match self.lib_obj(container) {
                    Some(&crate::libobj::LibObj::ChainView { cm, view }) => {
                        self.chainmap_view_contains(cm, view, item) // CALLBACK
                    }
                    _ => Ok(false),
                }
            }
            TypeTag::Set | TypeTag::FrozenSet => self.set_contains(container, item),
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
                        self.with_roots(&vals, |vm| {
                            for v in &vals {
                                if vm.is(*v, item) || vm.eq(*v, item)? {
                                    return Ok(true);
                                }
                            }
                            Ok(false)
                        })
                    }
                    DictView::Items => {
                        if self.type_tag(item) != TypeTag::Tuple || self.seq_len(item) != 2 {
                            return Ok(false);
                        }
                        let (Some(k), Some(v)) = (self.seq_get(item, 0), self.seq_get(item, 1))
                        else {
                            return Ok(false);
                        };
                        match self.dict_get(dict, k)? {
                            Some(w) => Ok(self.is(w, v) || self.eq(w, v)?),
                            None => Ok(false),
                        }
                    }
                }
            }
            TypeTag::Range => {
                // An int subclass without its own `__eq__` compares as the int it carries.
                let item = self.base_value_unless(item, "__eq__");
                if let Some(Obj::BigRange(big)) = self.obj(container) {
                    let crate::heap::BigBounds { start, stop, step } = &**big;
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
                if matches!(self.obj(container), Some(Obj::Iter(_) | Obj::Generator(_)))
                    || self.is_lib_iter(container)
                {
                    while let Some(x) = self.iter_next(container)? {
                        self.charge_fuel(1)?;
                        if self.is(x, item) || self.eq(x, item)? {
                            return Ok(true);
                        }
                    }
                    return Ok(false);
                }
                if self.is_enum_class(container) {
                    return self.enum_class_contains(container, item);
                }
                Err(self.type_error(format!(
                    "argument of type '{}' is not iterable",
                    self.type_name(container)
                )))
            }
        }
    }

    /// `hash(t)` for a tuple, iteratively (a tuple nested a million deep hashes as in
    /// CPython, without native recursion): an explicit stack of the tuples being hashed, each
    /// with its next item and its hash so far. The inner tuples are reachable from `t`, which
    /// the caller holds, so they stay alive through any `__hash__` an item calls.
    fn tuple_hash(&mut self, t: Handle) -> VmResult<i64> {
        if let Some((x, n)) = self.flat_tuple_hash(t) {
            self.charge_fuel(1 + n as u64 / 8)?;
            return Ok(x);
        }
        let mut stack: Vec<(Handle, usize, crate::hash::TupleHash)> = Vec::new();
        // The stack is native scratch memory: charged as it grows, released at the end.
        let mut held = 0u64;
        let r = self.tuple_hash_with(t, &mut stack, &mut held);
        self.heap.live = self.heap.live.saturating_sub(held);
        r
    }

    /// The hash of a tuple whose items all hash without running code, allocating or
    /// recursing (numbers, None, strings already hashed), with its length: the common key
    /// `(x, y)` of a `__hash__`; `None` sends any other tuple down the general path.
    #[inline]
    fn flat_tuple_hash(&self, t: Handle) -> Option<(i64, usize)> {
        use crate::hash as h;
        let Obj::Tuple(items) = self.heap.get(t) else {
            return None;
        };
        let mut acc = h::TupleHash::new();
        for &x in items.iter() {
            acc.add(match x {
                Value::None => h::NONE_HASH,
                Value::Bool(b) => h::bool_hash(b),
                Value::Int(i) => h::int_hash(i),
                Value::Float(f) => h::float_hash(f, f.to_bits()),
                Value::Obj(o) => match self.heap.get(o) {
                    Obj::Str(s) => s.cached_hash()?,
                    _ => return None,
                },
                _ => return None,
            });
        }
        Some((acc.finish(), items.len()))
    }

    fn tuple_hash_with(
        &mut self,
        t: Handle,
        stack: &mut Vec<(Handle, usize, crate::hash::TupleHash)>,
        held: &mut u64,
    ) -> VmResult<i64> {
        use crate::hash as h;
        const ENTRY: u64 = std::mem::size_of::<(Handle, usize, h::TupleHash)>() as u64;
        stack.push((t, 0, h::TupleHash::new()));
        let mut done: Option<i64> = None;
        loop {
            let Some(top) = stack.last_mut() else {
                return Ok(done.unwrap_or(0));
            };
            if let Some(hx) = done.take() {
                top.2.add(hx);
            }
            let (th, i) = (top.0, top.1);
            top.1 += 1;
            let item = match self.heap.get(th) {
                Obj::Tuple(items) => items.get(i).copied(),
                _ => None,
            };
            match item {
                None => {
                    let Some((_, _, acc)) = stack.pop() else {
                        continue;
                    };
                    self.charge_fuel(1 + i as u64 / 8)?;
                    done = Some(acc.finish());
                }
                Some(Value::Obj(inner)) if matches!(self.heap.get(inner), Obj::Tuple(_)) => {
                    if stack.len() == stack.capacity() {
                        let grow = (stack.capacity().max(4) as u64) * ENTRY;
                        self.charge(grow)?;
                        *held += grow;
                    }
                    stack.push((inner, 0, h::TupleHash::new()));
                }
                Some(x) => done = Some(self.hash(x)?), // CALLBACK
            }
        }
    }

    /// `hash(v)`: CPython's hashes for numbers, tuples and frozensets (so 1, 1.0 and True
    /// collide and `hash((1, 2))` is CPython's), strings by SipHash under the run's key
    /// ([`crate::hash::StrHashKey`]), `__hash__` of instances; TypeError for unhashable
    /// values.
    pub fn hash(&mut self, v: Value) -> VmResult<i64> {
        use crate::hash as h;
        Ok(match v {
            Value::Undef | Value::None => h::NONE_HASH,
            Value::Bool(b) => h::bool_hash(b),
            Value::Int(i) => h::int_hash(i),
            Value::Float(f) => h::float_hash(f, f.to_bits()),
            Value::Builtin(i) => h::pointer_hash(0x1000 + u64::from(i) * 16),
            Value::Type(t) => h::pointer_hash(0x8000 + t as u64 * 16),
            Value::Ellipsis => h::pointer_hash(0x10),
            Value::NotImplemented => h::pointer_hash(0x20),
            Value::Obj(handle) => match self.heap.get(handle) {
                Obj::Str(s) => match s.cached_hash() {
                    Some(x) => x,
                    None => {
                        // Hashed once, then kept: the fuel of reading the text once.
                        let (x, n) = self.heap.str_hash(handle);
                        self.charge_fuel(n as u64 / 64)?;
                        x
                    }
                },
                Obj::BigInt(b) => h::bigint_hash(b),
                Obj::Bytes(_) => return self.bytes_hash(handle),
                Obj::Tuple(_) => return self.tuple_hash(handle),
                Obj::FrozenSet(t) => t.frozenset_hash(),
                Obj::Range { start, stop, step } => {
                    let (start, stop, step) = (*start, *stop, *step);
                    let n = range_len(start, stop, step);
                    let parts = match n {
                        0 => [h::int_hash(0), h::NONE_HASH, h::NONE_HASH],
                        1 => [h::int_hash(1), h::int_hash(start), h::NONE_HASH],
                        _ => [h::int_hash(n), h::int_hash(start), h::int_hash(step)],
                    };
                    h::tuple_hash(parts)
                }
                Obj::BigRange(big) => {
                    let crate::heap::BigBounds { start, stop, step } = &**big;
                    let n = crate::bigrange::len(start, stop, step);
                    let one = BigInt::from(1);
                    let parts = if n.is_zero() {
                        [h::int_hash(0), h::NONE_HASH, h::NONE_HASH]
                    } else if n == one {
                        [h::int_hash(1), h::bigint_hash(start), h::NONE_HASH]
                    } else {
                        [
                            h::bigint_hash(&n),
                            h::bigint_hash(start),
                            h::bigint_hash(step),
                        ]
                    };
                    h::tuple_hash(parts)
                }
                Obj::Instance(_) => return self.instance_hash(v), // CALLBACK
                Obj::Alias(_) => return self.hint_hash(v),
                Obj::List(_)
                | Obj::ByteArray(_)
                | Obj::Dict(_)
                | Obj::Set(_)
                | Obj::Slice { .. }
                | Obj::View { .. }
                | Obj::Namespace(_) => return Err(self.unhashable(v)),
                // Equal bound methods (same function, same object) hash alike.
                Obj::Method { func, recv } => {
                    let (func, recv) = (*func, *recv);
                    let x = crate::vm::dunder_identity_hash(recv) ^ self.hash(func)?;
                    if x == -1 {
                        -2
                    } else {
                        x
                    }
                }
                Obj::BoundMethod { recv, method } => {
                    let x = crate::vm::dunder_identity_hash(*recv) ^ i64::from(*method);
                    if x == -1 {
                        -2
                    } else {
                        x
                    }
                }
                Obj::Lib(o) => match &**o {
                    crate::libobj::LibObj::Value(_) => {
                        return match self.value_special(v, "__hash__", &[])? {
                            // CALLBACK
                            Some(Value::Int(h)) => Ok(h),
                            _ => Err(self.unhashable(v)),
                        };
                    }
                    crate::libobj::LibObj::KeyWrapper { .. }
                    | crate::libobj::LibObj::Deque(_)
                    | crate::libobj::LibObj::ChainMap { .. }
                    | crate::libobj::LibObj::ChainView {
                        view: DictView::Keys | DictView::Items,
                        ..
                    } => return Err(self.unhashable(v)),
                    crate::libobj::LibObj::CacheInfo { tuple }
                    | crate::libobj::LibObj::StructSeq { tuple, .. } => return self.hash(*tuple),
                    crate::libobj::LibObj::ReFlag(f) => h::int_hash(*f),
                    crate::libobj::LibObj::RePattern(p) => {
                        let (pat, flags) = (p.pattern, p.flags);
                        let x = self.hash(pat)? ^ flags.wrapping_mul(1_000_003);
                        if x == -1 {
                            -2
                        } else {
                            x
                        }
                    }
                    _ => crate::vm::dunder_identity_hash(v),
                },
                _ => crate::vm::dunder_identity_hash(v),
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
    let (mut m, e) = crate::num::float::frexp(f.abs());
    let mut e = i64::from(e);
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
/// Number of items of `range(start, stop, step)`, exactly (it may exceed `i64`).
pub fn range_len_exact(start: i64, stop: i64, step: i64) -> i128 {
    let (start, stop, step) = (i128::from(start), i128::from(stop), i128::from(step));
    if step > 0 && start < stop {
        (stop - start - 1) / step + 1
    } else if step < 0 && start > stop {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    }
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

/// For `a op b` with `op` one of `<`, `<=`, `>`, `>=` read as subset tests, given each side
/// with its length: the side that must be contained, the side that must contain it, and
/// whether the lengths allow it at all.
fn subset_sides(op: CmpKind, a: (Value, usize), b: (Value, usize)) -> (Value, Value, bool) {
    let ((a, la), (b, lb)) = (a, b);
    match op {
        CmpKind::Le => (a, b, la <= lb),
        CmpKind::Lt => (a, b, la < lb),
        CmpKind::Ge => (b, a, lb <= la),
        _ => (b, a, lb < la),
    }
}
