//! `collections`' dict subclasses: `Counter`, `defaultdict` and `OrderedDict` are dicts
//! (`Obj::Dict`) whose `DictKind` says which, so every dict operation, view, iteration and
//! `isinstance(x, dict)` works on them unchanged; this file has what differs, after
//! `Lib/collections/__init__.py` and `_collectionsmodule.c`: their type, reprs, missing keys,
//! Counter's counting, arithmetic and ordering, OrderedDict's reordering and equality.

use pyrite_lang::bytecode::{BinKind, CmpKind};

use super::{Vm, VmResult};
use crate::dict::{Dict, DictKind};
use crate::heap::{DictView, Obj};
use crate::libobj::LibObj;
use crate::value::{Handle, TypeTag, Value};

/// The type of a view of an OrderedDict (`odict_keys`, ...: subclasses of dict's view types),
/// `None` for a view of any other dict.
pub(crate) fn odict_view_tag(vm: &Vm<'_>, dict: Handle, view: DictView) -> Option<TypeTag> {
    match vm.heap.get(dict) {
        Obj::Dict(d) if d.kind == DictKind::OrderedDict => Some(match view {
            DictView::Keys => TypeTag::OdictKeys,
            DictView::Values => TypeTag::OdictValues,
            DictView::Items => TypeTag::OdictItems,
        }),
        _ => None,
    }
}

/// The type of a dict of this kind.
pub(crate) fn kind_tag(k: DictKind) -> TypeTag {
    match k {
        DictKind::Plain => TypeTag::Dict,
        DictKind::Counter => TypeTag::Counter,
        DictKind::DefaultDict(_) => TypeTag::DefaultDict,
        DictKind::OrderedDict => TypeTag::OrderedDict,
    }
}

impl Vm<'_> {
    /// A new empty dict of kind `kind`.
    pub fn new_kind_dict(&mut self, kind: DictKind) -> VmResult<Value> {
        let mut d = Dict::default();
        d.kind = kind;
        self.alloc(Obj::Dict(Box::new(d)))
    }

    /// The kind of dict `v` (`None` if it is not a dict).
    pub fn dict_kind(&self, v: Value) -> Option<DictKind> {
        match self.obj(v) {
            Some(Obj::Dict(d)) => Some(d.kind),
            _ => None,
        }
    }

    /// `d[key]` for a key `d` lacks: a Counter's 0, a defaultdict's `__missing__`
    /// (`default_factory()`, stored), else KeyError.
    pub(crate) fn dict_missing(&mut self, d: Value, key: Value) -> VmResult<Value> {
        match self.dict_kind(d) {
            Some(DictKind::Counter) => Ok(Value::Int(0)),
            Some(DictKind::DefaultDict(f)) if f != Value::None => {
                let v = self.with_roots(&[d, key], |vm| vm.call_function(f, &[], &[]))?; // CALLBACK
                self.with_roots(&[v], |vm| vm.dict_set(d, key, v))?;
                Ok(v)
            }
            _ => Err(self.key_error(key)),
        }
    }

    /// `c[key]` of a Counter without storing (0 when missing).
    fn count_of(&mut self, c: Value, key: Value) -> VmResult<Value> {
        Ok(self.dict_get(c, key)?.unwrap_or(Value::Int(0)))
    }

    /// The items of dict `d`, in order.
    pub fn dict_items(&self, d: Value) -> Vec<(Value, Value)> {
        match self.obj(d) {
            Some(Obj::Dict(x)) => x.iter().collect(),
            _ => Vec::new(),
        }
    }

    /// `Counter.update(iterable, **kws)` (`sign` 1) or `Counter.subtract` (`sign` -1): a
    /// mapping adds (subtracts) its counts, any other iterable counts its items.
    pub fn counter_update(
        &mut self,
        c: Value,
        src: Option<Value>,
        kws: &[(&str, Value)],
        sign: i64,
    ) -> VmResult<()> {
        let op = if sign > 0 { BinKind::Add } else { BinKind::Sub };
        if let Some(src) = src {
            if let Some(kind) = self.dict_kind(src) {
                let items = self.dict_items(src);
                let empty = matches!(self.obj(c), Some(Obj::Dict(d)) if d.is_empty());
                let vals: Vec<Value> = items.iter().flat_map(|(k, v)| [*k, *v]).collect();
                self.with_roots(&vals, |vm| {
                    for (k, n) in items {
                        vm.charge_fuel(1)?;
                        let v = if sign > 0 && empty && kind != DictKind::Counter {
                            // dict.update of an empty Counter: the counts as given.
                            n
                        } else if sign > 0 && empty {
                            n
                        } else {
                            let cur = vm.count_of(c, k)?;
                            if sign > 0 {
                                vm.binop(op, n, cur, false)?
                            } else {
                                vm.binop(op, cur, n, false)?
                            }
                        };
                        vm.with_roots(&[v], |vm| vm.dict_set(c, k, v))?;
                    }
                    Ok(())
                })?;
            } else {
                let it = self.get_iter(src)?;
                self.with_roots(&[it], |vm| {
                    while let Some(x) = vm.iter_next(it)? {
                        vm.charge_fuel(1)?;
                        vm.with_roots(&[x], |vm| {
                            let cur = vm.count_of(c, x)?;
                            let v = vm.binop(op, cur, Value::Int(1), false)?;
                            vm.dict_set(c, x, v)
                        })?;
                    }
                    Ok(())
                })?;
            }
        }
        for (k, n) in kws {
            let key = self.sym_str(k)?;
            let cur = self.count_of(c, key)?;
            let v = if sign > 0 {
                self.binop(op, *n, cur, false)?
            } else {
                self.binop(op, cur, *n, false)?
            };
            self.with_roots(&[key, v], |vm| vm.dict_set(c, key, v))?;
        }
        Ok(())
    }

    /// The items of Counter `c` by count, highest first, ties in insertion order (a stable
    /// sort, as `sorted(..., reverse=True)`); the first `n` of them.
    pub fn counter_most_common(
        &mut self,
        c: Value,
        n: Option<usize>,
    ) -> VmResult<Vec<(Value, Value)>> {
        let mut items = self.dict_items(c);
        let len = items.len() as u64;
        self.charge_fuel(len * (64 - len.leading_zeros() as u64) / 4)?;
        if items.iter().all(|(_, v)| matches!(v, Value::Int(_))) {
            items.sort_by_key(|(_, v)| match v {
                Value::Int(i) => std::cmp::Reverse(*i),
                _ => std::cmp::Reverse(0),
            });
        } else {
            let held: Vec<Value> = items.iter().flat_map(|(k, v)| [*k, *v]).collect();
            items = self.with_roots(&held, |vm| vm.merge_desc(items))?;
        }
        if let Some(n) = n {
            items.truncate(n);
        }
        Ok(items)
    }

    /// A stable merge sort of `(key, count)` pairs by count, descending, comparing with
    /// `<` (which may run script code and fail).
    fn merge_desc(&mut self, items: Vec<(Value, Value)>) -> VmResult<Vec<(Value, Value)>> {
        let mut cur = items;
        let mut width = 1;
        while width < cur.len() {
            let mut out = Vec::with_capacity(cur.len());
            let mut start = 0;
            while start < cur.len() {
                let mid = (start + width).min(cur.len());
                let end = (start + 2 * width).min(cur.len());
                let (mut i, mut j) = (start, mid);
                while i < mid && j < end {
                    let (Some(&l), Some(&r)) = (cur.get(i), cur.get(j)) else {
                        break;
                    };
                    // The right one goes first only if its count is strictly greater.
                    if self.less(l.1, r.1)? {
                        out.push(r);
                        j += 1;
                    } else {
                        out.push(l);
                        i += 1;
                    }
                }
                out.extend(cur.get(i..mid).unwrap_or(&[]));
                out.extend(cur.get(j..end).unwrap_or(&[]));
                start = end;
            }
            cur = out;
            width *= 2;
        }
        Ok(cur)
    }

    /// `Counter.elements()`: `chain.from_iterable(starmap(repeat, self.items()))`, as an
    /// `itertools.chain` over one `repeat` per item.
    pub fn counter_elements(&mut self, c: Value) -> VmResult<Value> {
        let items = self.dict_items(c);
        let reps = self.make_rooted(items.len(), |vm, i| {
            let (k, n) = items
                .get(i)
                .copied()
                .unwrap_or((Value::None, Value::Int(0)));
            let left = match n {
                Value::Int(x) => x.max(0),
                Value::Bool(b) => i64::from(b),
                v => {
                    return Err(vm.type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        vm.type_name(v)
                    )))
                }
            };
            vm.new_lib(LibObj::Repeat { obj: k, left })
        })?;
        let list = self.with_roots(&reps, |vm| vm.new_list(reps.clone()))?;
        let source = self.with_roots(&[list], |vm| vm.get_iter(list))?;
        self.with_roots(&[source], |vm| {
            vm.new_lib(LibObj::Chain {
                source,
                active: Value::Undef,
            })
        })
    }

    /// `+ - | &` with a Counter on the left (`None`: not this case). A non-Counter on the
    /// other side is CPython's NotImplemented, except `|`, which dict's reflected `|` takes.
    pub(crate) fn counter_binop(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> VmResult<Option<Value>> {
        if !matches!(
            op,
            BinKind::Add | BinKind::Sub | BinKind::BitOr | BinKind::BitAnd
        ) || self.dict_kind(a) != Some(DictKind::Counter)
        {
            return Ok(None);
        }
        if self.dict_kind(b) != Some(DictKind::Counter) {
            return Ok(None);
        }
        let zero = Value::Int(0);
        let mine = self.dict_items(a);
        let theirs = self.dict_items(b);
        let held: Vec<Value> = mine
            .iter()
            .chain(&theirs)
            .flat_map(|(k, v)| [*k, *v])
            .collect();
        let pairs = self.with_roots(&held, |vm| {
            let mut out: Vec<(Value, Value)> = Vec::new();
            for (k, n) in &mine {
                vm.charge_fuel(1)?;
                let other = vm.count_of(b, *k)?;
                let new = match op {
                    BinKind::Add => vm.binop(BinKind::Add, *n, other, false)?,
                    BinKind::Sub => vm.binop(BinKind::Sub, *n, other, false)?,
                    BinKind::BitOr => {
                        if vm.compare(CmpKind::Lt, *n, other)? {
                            other
                        } else {
                            *n
                        }
                    }
                    _ => {
                        if vm.compare(CmpKind::Lt, *n, other)? {
                            *n
                        } else {
                            other
                        }
                    }
                };
                vm.root(new);
                if vm.compare(CmpKind::Gt, new, zero)? {
                    out.push((*k, new));
                }
            }
            if op != BinKind::BitAnd {
                for (k, n) in &theirs {
                    vm.charge_fuel(1)?;
                    if vm.dict_get(a, *k)?.is_some() {
                        continue;
                    }
                    if op == BinKind::Sub {
                        if vm.compare(CmpKind::Lt, *n, zero)? {
                            let neg = vm.binop(BinKind::Sub, zero, *n, false)?;
                            vm.root(neg);
                            out.push((*k, neg));
                        }
                    } else if vm.compare(CmpKind::Gt, *n, zero)? {
                        out.push((*k, *n));
                    }
                }
            }
            Ok(out)
        })?;
        let vals: Vec<Value> = pairs.iter().flat_map(|(k, v)| [*k, *v]).collect();
        self.with_roots(&vals, |vm| {
            let target = if inplace {
                if let Value::Obj(h) = a {
                    if let Some(Obj::Dict(d)) = vm.heap.get_mut(h) {
                        d.clear();
                    }
                }
                a
            } else {
                vm.new_kind_dict(DictKind::Counter)?
            };
            vm.with_roots(&[target], |vm| {
                for (k, v) in &pairs {
                    vm.dict_set(target, *k, *v)?;
                }
                Ok(Some(target))
            })
        })
    }

    /// `+c` (the positive counts) or `-c` (the negated negative ones), a new Counter.
    pub(crate) fn counter_unary(&mut self, neg: bool, c: Value) -> VmResult<Value> {
        let zero = Value::Int(0);
        let items = self.dict_items(c);
        let held: Vec<Value> = items.iter().flat_map(|(k, v)| [*k, *v]).collect();
        self.with_roots(&held, |vm| {
            let out = vm.new_kind_dict(DictKind::Counter)?;
            vm.with_roots(&[out], |vm| {
                for (k, n) in &items {
                    vm.charge_fuel(1)?;
                    if neg {
                        if vm.compare(CmpKind::Lt, *n, zero)? {
                            let v = vm.binop(BinKind::Sub, zero, *n, false)?;
                            vm.with_roots(&[v], |vm| vm.dict_set(out, *k, v))?;
                        }
                    } else {
                        let v = vm.binop(BinKind::Add, *n, zero, false)?;
                        if vm.compare(CmpKind::Gt, v, zero)? {
                            vm.with_roots(&[v], |vm| vm.dict_set(out, *k, v))?;
                        }
                    }
                }
                Ok(out)
            })
        })
    }

    /// `==` of two dicts when either is a Counter or both are OrderedDicts (`None`: the
    /// plain dict comparison applies). Counters count a missing key as 0 (3.10+);
    /// OrderedDicts compare their order too.
    pub(crate) fn kind_eq(&mut self, a: Value, b: Value) -> VmResult<Option<bool>> {
        let (Some(ka), Some(kb)) = (self.dict_kind(a), self.dict_kind(b)) else {
            return Ok(None);
        };
        if ka == DictKind::Counter && kb == DictKind::Counter {
            for (x, y) in [(a, b), (b, a)] {
                for (k, n) in self.dict_items(x) {
                    self.charge_fuel(1)?;
                    let m = self.count_of(y, k)?;
                    if !self.with_roots(&[k, n, m], |vm| vm.eq(n, m))? {
                        return Ok(Some(false));
                    }
                }
            }
            return Ok(Some(true));
        }
        if ka == DictKind::OrderedDict && kb == DictKind::OrderedDict {
            let (x, y) = (self.dict_items(a), self.dict_items(b));
            if x.len() != y.len() {
                return Ok(Some(false));
            }
            for ((k1, _), (k2, _)) in x.iter().zip(&y) {
                self.charge_fuel(1)?;
                if !(self.is(*k1, *k2) || self.eq(*k1, *k2)?) {
                    return Ok(Some(false));
                }
            }
            return Ok(None);
        }
        Ok(None)
    }

    /// `<`, `<=`, `>`, `>=` of two Counters (3.10+: inclusion of multisets, a missing key
    /// counting 0); `None` when either is not a Counter.
    pub(crate) fn counter_order(
        &mut self,
        op: CmpKind,
        a: Value,
        b: Value,
    ) -> VmResult<Option<bool>> {
        if self.dict_kind(a) != Some(DictKind::Counter)
            || self.dict_kind(b) != Some(DictKind::Counter)
        {
            return Ok(None);
        }
        let inner = match op {
            CmpKind::Lt | CmpKind::Le => CmpKind::Le,
            CmpKind::Gt | CmpKind::Ge => CmpKind::Ge,
            _ => return Ok(None),
        };
        let mut all = true;
        'outer: for (x, _) in [(a, b), (b, a)] {
            for (k, _) in self.dict_items(x) {
                self.charge_fuel(1)?;
                let (m, n) = (self.count_of(a, k)?, self.count_of(b, k)?);
                if !self.with_roots(&[k, m, n], |vm| vm.compare(inner, m, n))? {
                    all = false;
                    break 'outer;
                }
            }
        }
        if !all {
            return Ok(Some(false));
        }
        if matches!(op, CmpKind::Lt | CmpKind::Gt) {
            let eq = self.kind_eq(a, b)?.unwrap_or(false);
            return Ok(Some(!eq));
        }
        Ok(Some(true))
    }

    /// `OrderedDict.move_to_end(key, last)`.
    pub fn odict_move_to_end(&mut self, d: Value, key: Value, last: bool) -> VmResult<()> {
        let (_, pos) = self.dict_find(d, key)?;
        let Some(pos) = pos else {
            return Err(self.key_error(key));
        };
        let Value::Obj(h) = d else { return Ok(()) };
        if let Some(Obj::Dict(x)) = self.heap.get_mut(h) {
            // Already in place: nothing moves (CPython's check, so iterators go on).
            let mut live = (0..x.raw_len()).filter(|&i| x.raw_entry(i).flatten().is_some());
            let edge = if last { live.next_back() } else { live.next() };
            if edge == Some(pos) {
                return Ok(());
            }
            if last {
                let hash = x.hash_at(pos).unwrap_or(0);
                if let Some((k, v)) = x.remove_at(pos) {
                    x.push(hash, k, v);
                }
            } else {
                x.move_to_front(pos);
            }
        }
        Ok(())
    }

    /// `repr()` of a Counter, defaultdict or OrderedDict (`h`).
    pub(crate) fn kind_dict_repr(&mut self, h: Handle) -> VmResult<String> {
        let d = Value::Obj(h);
        let kind = self.dict_kind(d).unwrap_or_default();
        let items = match kind {
            DictKind::Counter => match self.counter_most_common(d, None) {
                Ok(v) => v,
                Err(e) if self.error_is(&e, TypeTag::TypeError) => self.dict_items(d),
                Err(e) => return Err(e),
            },
            _ => self.dict_items(d),
        };
        let held: Vec<Value> = items.iter().flat_map(|(k, v)| [*k, *v]).collect();
        self.with_roots(&held, |vm| {
            let mut body = String::new();
            for (i, (k, v)) in items.iter().enumerate() {
                if i > 0 {
                    body.push_str(", ");
                }
                let (k, v) = (*k, *v);
                if kind == DictKind::OrderedDict {
                    body.push('(');
                    body.push_str(&vm.repr(k)?);
                    body.push_str(", ");
                    body.push_str(&if v == d {
                        "...".to_string()
                    } else {
                        vm.repr(v)?
                    });
                    body.push(')');
                } else {
                    body.push_str(&vm.repr(k)?);
                    body.push_str(": ");
                    body.push_str(&if v == d {
                        "...".to_string()
                    } else {
                        vm.repr(v)?
                    });
                }
            }
            Ok(match kind {
                DictKind::Counter if items.is_empty() => "Counter()".to_string(),
                DictKind::Counter => format!("Counter({{{body}}})"),
                DictKind::OrderedDict if items.is_empty() => "OrderedDict()".to_string(),
                DictKind::OrderedDict => format!("OrderedDict([{body}])"),
                DictKind::DefaultDict(f) => {
                    let fr = if f == d {
                        "...".to_string()
                    } else {
                        vm.repr(f)?
                    };
                    format!("defaultdict({fr}, {{{body}}})")
                }
                DictKind::Plain => format!("{{{body}}}"),
            })
        })
    }
}
