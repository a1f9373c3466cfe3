//! `collections.ChainMap` (`LibObj::ChainMap`) and its `KeysView`/`ValuesView`/`ItemsView`,
//! after CPython 3.11's pure-Python class in `Lib/collections/__init__.py`: a list of
//! mappings searched in order, writes and deletions going to the first. Each operation is
//! the Python method's steps on the maps (`mapping[key]` with its `KeyError`, `dict.fromkeys`
//! for the iteration order, `set().union` for the length), so the results and messages are
//! CPython's.

use pyrite_lang::bytecode::{BinKind, CmpKind};

use super::{Vm, VmResult};
use crate::heap::{DictView, Obj};
use crate::libobj::LibObj;
use crate::value::{TypeTag, Value};

impl Vm<'_> {
    /// A ChainMap over the mappings `maps` (`[{}]` when there are none).
    pub fn new_chainmap(&mut self, maps: Vec<Value>) -> VmResult<Value> {
        let maps = if maps.is_empty() {
            vec![self.new_dict()?]
        } else {
            maps
        };
        let list = self.with_roots(&maps, |vm| vm.new_list(maps.clone()))?;
        self.with_roots(&[list], |vm| vm.new_lib(LibObj::ChainMap { maps: list }))
    }

    /// The `maps` list of ChainMap `v`.
    pub fn chainmap_maps(&self, v: Value) -> Option<Value> {
        match self.lib_obj(v) {
            Some(LibObj::ChainMap { maps }) => Some(*maps),
            _ => None,
        }
    }

    /// True if `v` is a ChainMap.
    pub fn is_chainmap(&self, v: Value) -> bool {
        self.chainmap_maps(v).is_some()
    }

    fn first_map(&self, cm: Value) -> VmResult<Value> {
        let maps = self.chainmap_maps(cm).unwrap_or(Value::None);
        self.seq_get(maps, 0)
            .ok_or_else(|| self.err(TypeTag::IndexError, "list index out of range"))
    }

    /// `cm[key]`: the first mapping that has it (its `__missing__`, a defaultdict's, runs).
    pub fn chainmap_getitem(&mut self, cm: Value, key: Value) -> VmResult<Value> {
        let maps = self.chainmap_maps(cm).unwrap_or(Value::None);
        let mut i = 0;
        while let Some(m) = self.seq_get(maps, i) {
            self.charge_fuel(1)?;
            match self.with_roots(&[cm, key, m], |vm| vm.get_item(m, key)) {
                // CALLBACK
                Ok(v) => return Ok(v),
                Err(e) if self.error_is(&e, TypeTag::KeyError) => {}
                Err(e) => return Err(e),
            }
            i += 1;
        }
        Err(self.key_error(key))
    }

    /// `key in cm` (any mapping has it).
    pub fn chainmap_contains(&mut self, cm: Value, key: Value) -> VmResult<bool> {
        let maps = self.chainmap_maps(cm).unwrap_or(Value::None);
        let mut i = 0;
        while let Some(m) = self.seq_get(maps, i) {
            self.charge_fuel(1)?;
            if self.with_roots(&[cm, key, m], |vm| vm.contains(m, key))? {
                return Ok(true);
            }
            i += 1;
        }
        Ok(false)
    }

    /// The keys in CPython's iteration order: the last mapping's first, then each earlier
    /// one's new keys (`d.update(dict.fromkeys(m))` from the last map on), as a new dict.
    fn chainmap_keys_dict(&mut self, cm: Value) -> VmResult<Value> {
        let maps = self.chainmap_maps(cm).unwrap_or(Value::None);
        let all = self.seq_items(maps);
        let d = self.new_dict()?;
        self.with_roots(&[cm, d], |vm| {
            for m in all.iter().rev() {
                let keys = vm.collect(*m)?; // CALLBACK
                vm.with_roots(&keys, |vm| {
                    for k in &keys {
                        vm.charge_fuel(1)?;
                        if vm.dict_get(d, *k)?.is_none() {
                            vm.dict_set(d, *k, Value::None)?;
                        }
                    }
                    Ok(())
                })?;
            }
            Ok(d)
        })
    }

    /// `iter(cm)`: an iterator over the keys (a `dict_keyiterator`, as CPython's).
    pub(crate) fn chainmap_iter(&mut self, cm: Value) -> VmResult<Value> {
        let d = self.chainmap_keys_dict(cm)?;
        self.with_roots(&[d], |vm| vm.get_iter(d))
    }

    /// `len(cm)`: the number of distinct keys.
    pub(crate) fn chainmap_len(&mut self, cm: Value) -> VmResult<usize> {
        let d = self.chainmap_keys_dict(cm)?;
        Ok(match self.obj(d) {
            Some(Obj::Dict(x)) => x.len(),
            _ => 0,
        })
    }

    /// `bool(cm)`: any mapping is non-empty.
    pub(crate) fn chainmap_truthy(&mut self, cm: Value) -> VmResult<bool> {
        let maps = self.chainmap_maps(cm).unwrap_or(Value::None);
        let mut i = 0;
        while let Some(m) = self.seq_get(maps, i) {
            if self.with_roots(&[cm, m], |vm| vm.truthy(m))? {
                return Ok(true);
            }
            i += 1;
        }
        Ok(false)
    }

    /// `cm[key] = v`: into the first mapping.
    pub fn chainmap_setitem(&mut self, cm: Value, key: Value, v: Value) -> VmResult<()> {
        let m = self.first_map(cm)?;
        self.with_roots(&[cm], |vm| vm.set_item(m, key, v))
    }

    /// The KeyError a ChainMap raises for a key the first mapping lacks.
    pub fn chainmap_first_missing(&mut self, key: Value) -> super::VmErr {
        match self.repr(key) {
            Ok(r) => match self.new_str(format!("Key not found in the first mapping: {r}")) {
                Ok(s) => self.exc_with_args(TypeTag::KeyError, vec![s]),
                Err(e) => e,
            },
            Err(e) => e,
        }
    }

    /// `del cm[key]`: from the first mapping only.
    pub(crate) fn chainmap_delitem(&mut self, cm: Value, key: Value) -> VmResult<()> {
        let m = self.first_map(cm)?;
        match self.with_roots(&[cm, key], |vm| vm.del_item(m, key)) {
            Err(e) if self.error_is(&e, TypeTag::KeyError) => Err(self.chainmap_first_missing(key)),
            r => r,
        }
    }

    /// `dict(cm.items())`: a dict of what the ChainMap maps each key to.
    pub fn chainmap_to_dict(&mut self, cm: Value) -> VmResult<Value> {
        let keys = self.chainmap_keys_dict(cm)?;
        let ks: Vec<Value> = match self.obj(keys) {
            Some(Obj::Dict(d)) => d.iter().map(|(k, _)| k).collect(),
            _ => Vec::new(),
        };
        let out = self.new_dict()?;
        self.with_roots(&[cm, keys, out], |vm| {
            for k in ks {
                let v = vm.chainmap_getitem(cm, k)?; // CALLBACK
                vm.with_roots(&[v], |vm| vm.dict_set(out, k, v))?;
            }
            Ok(out)
        })
    }

    /// A mapping's items as a dict (`dict(m.items())`), for `Mapping.__eq__`.
    fn mapping_as_dict(&mut self, m: Value) -> VmResult<Option<Value>> {
        if self.is_chainmap(m) {
            return self.chainmap_to_dict(m).map(Some);
        }
        if matches!(self.obj(m), Some(Obj::Dict(_))) {
            let items = self.dict_items(m);
            let d = self.new_dict()?;
            self.with_roots(&[d], |vm| {
                for (k, v) in items {
                    vm.dict_set(d, k, v)?;
                }
                Ok(())
            })?;
            return Ok(Some(d));
        }
        Ok(None)
    }

    /// `==`/`!=` with a ChainMap on either side (`Mapping.__eq__`); `None` when neither is one
    /// or the other side is not a mapping.
    pub(crate) fn chainmap_compare(
        &mut self,
        op: CmpKind,
        a: Value,
        b: Value,
    ) -> VmResult<Option<bool>> {
        self.refuse_set_view(a, b)?;
        if !(self.is_chainmap(a) || self.is_chainmap(b)) || !matches!(op, CmpKind::Eq | CmpKind::Ne)
        {
            return Ok(None);
        }
        let Some(x) = self.mapping_as_dict(a)? else {
            return Ok(None);
        };
        let y = match self.with_roots(&[x], |vm| vm.mapping_as_dict(b))? {
            Some(y) => y,
            None => return Ok(None),
        };
        let eq = self.with_roots(&[x, y], |vm| vm.eq(x, y))?;
        Ok(Some(if op == CmpKind::Eq { eq } else { !eq }))
    }

    /// A ChainMap over `first` and the maps of `cm` after its first (`skip` 1) or all of them
    /// (`skip` 0).
    pub fn chainmap_with(
        &mut self,
        first: Option<Value>,
        cm: Value,
        skip: usize,
    ) -> VmResult<Value> {
        let maps = self.chainmap_maps(cm).unwrap_or(Value::None);
        let mut all: Vec<Value> = first.into_iter().collect();
        match self.obj(maps) {
            Some(Obj::List(l)) => {
                all.reserve_exact(l.len().saturating_sub(skip));
                all.extend(l.iter().skip(skip).copied());
            }
            _ => all.extend(self.seq_items(maps).into_iter().skip(skip)),
        }
        self.charge_fuel(all.len() as u64 / 8)?;
        // The items stay reachable from `cm` and `first`: rooting those two (not a copy of
        // every item) lets `all` become the list's buffer, with no scratch copy of the chain
        // left behind as a hole in the allocator at each `new_child`.
        let keep = [cm, first.unwrap_or(Value::None)];
        let list = self.with_roots(&keep, |vm| vm.new_list(all))?;
        self.with_roots(&[list], |vm| vm.new_lib(LibObj::ChainMap { maps: list }))
    }

    /// `cm.copy()`: a copy of the first mapping, the others shared.
    pub fn chainmap_copy(&mut self, cm: Value) -> VmResult<Value> {
        let m = self.first_map(cm)?;
        let c = self.with_roots(&[cm], |vm| vm.copy_shallow(m))?; // CALLBACK: a __copy__
        self.with_roots(&[c], |vm| vm.chainmap_with(Some(c), cm, 1))
    }

    /// `cm | other`, `other | cm`, `cm |= other`; `None` when not this case.
    pub(crate) fn chainmap_binop(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> VmResult<Option<Value>> {
        if matches!(
            op,
            BinKind::BitOr | BinKind::BitAnd | BinKind::Sub | BinKind::BitXor
        ) {
            self.refuse_set_view(a, b)?;
        }
        if op != BinKind::BitOr {
            return Ok(None);
        }
        if self.is_chainmap(a) {
            if inplace {
                let m = self.first_map(a)?;
                self.with_roots(&[a, b], |vm| vm.dict_update(m, b))?;
                return Ok(Some(a));
            }
            if !(self.is_chainmap(b) || matches!(self.obj(b), Some(Obj::Dict(_)))) {
                return Ok(None);
            }
            let c = self.chainmap_copy(a)?;
            let m = self.first_map(c)?;
            self.with_roots(&[c, b], |vm| vm.dict_update(m, b))?;
            return Ok(Some(c));
        }
        if self.is_chainmap(b) && matches!(self.obj(a), Some(Obj::Dict(_))) {
            // `__ror__`: dict(other), then each map from the last.
            let m = self.new_dict()?;
            let maps = self.chainmap_maps(b).unwrap_or(Value::None);
            let all = self.seq_items(maps);
            self.with_roots(&[m, a, b], |vm| {
                vm.dict_update(m, a)?;
                for child in all.iter().rev() {
                    vm.dict_update(m, *child)?;
                }
                Ok(())
            })?;
            return self
                .with_roots(&[m], |vm| vm.new_chainmap(vec![m]))
                .map(Some);
        }
        Ok(None)
    }

    /// A ChainMap's `KeysView`/`ItemsView` is a `Set` in CPython (comparisons and `& | - ^`
    /// with any set); Pyrite does not provide those, so it refuses them rather than answer
    /// differently.
    fn refuse_set_view(&self, a: Value, b: Value) -> VmResult<()> {
        for v in [a, b] {
            if let Some(LibObj::ChainView {
                view: DictView::Keys | DictView::Items,
                ..
            }) = self.lib_obj(v)
            {
                return Err(self.not_supported(format!(
                    "set operations and comparisons of a ChainMap's {} are not supported",
                    self.type_name(v)
                )));
            }
        }
        Ok(())
    }

    /// `cm.keys()`, `values()`, `items()`.
    pub fn chainmap_view(&mut self, cm: Value, view: DictView) -> VmResult<Value> {
        self.new_lib(LibObj::ChainView { cm, view })
    }

    /// The items a ChainMap view yields, in order (keys, values or `(key, value)` tuples).
    pub(crate) fn chainmap_view_items(
        &mut self,
        cm: Value,
        view: DictView,
    ) -> VmResult<Vec<Value>> {
        let d = self.chainmap_to_dict(cm)?;
        let pairs = self.dict_items(d);
        Ok(match view {
            DictView::Keys => pairs.into_iter().map(|(k, _)| k).collect(),
            DictView::Values => pairs.into_iter().map(|(_, v)| v).collect(),
            DictView::Items => {
                let held: Vec<Value> = pairs.iter().flat_map(|(k, v)| [*k, *v]).collect();
                self.with_roots(&held, |vm| {
                    vm.make_rooted(pairs.len(), |vm, i| {
                        let (k, v) = pairs.get(i).copied().unwrap_or((Value::None, Value::None));
                        vm.new_tuple(vec![k, v])
                    })
                })?
            }
        })
    }

    /// `x in view` of a ChainMap view.
    pub(crate) fn chainmap_view_contains(
        &mut self,
        cm: Value,
        view: DictView,
        x: Value,
    ) -> VmResult<bool> {
        match view {
            DictView::Keys => self.chainmap_contains(cm, x),
            DictView::Items => {
                if self.type_tag(x) != TypeTag::Tuple || self.seq_len(x) != 2 {
                    return Ok(false);
                }
                let (Some(k), Some(v)) = (self.seq_get(x, 0), self.seq_get(x, 1)) else {
                    return Ok(false);
                };
                if !self.chainmap_contains(cm, k)? {
                    return Ok(false);
                }
                let w = self.chainmap_getitem(cm, k)?;
                Ok(self.is(w, v) || self.with_roots(&[w], |vm| vm.eq(w, v))?)
            }
            DictView::Values => {
                let vals = self.chainmap_view_items(cm, view)?;
                self.with_roots(&vals, |vm| {
                    for v in &vals {
                        vm.charge_fuel(1)?;
                        if vm.is(*v, x) || vm.eq(*v, x)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                })
            }
        }
    }
}
