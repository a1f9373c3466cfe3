//! Behaviour of the stdlib objects of `libobj.rs` (`functools`): calling a partial, an
//! `lru_cache` wrapper or a `cmp_to_key` key factory, their attributes, reprs and the key
//! comparisons. Each follows CPython 3.11's `_functoolsmodule.c`.

use super::{FrameKind, Vm, VmResult};
use crate::heap::Obj;
use crate::libobj::{LibObj, Lru};
use crate::value::{Handle, TypeTag, Value};
use pyrite_lang::bytecode::CmpKind;

impl Vm<'_> {
    /// Allocates a stdlib object.
    pub fn new_lib(&mut self, o: LibObj) -> VmResult<Value> {
        self.alloc(Obj::Lib(Box::new(o)))
    }

    /// The seed `random`'s generators start from when the script gives none
    /// ([`super::RunContext::random_seed`]).
    pub fn random_seed(&self) -> u64 {
        self.ctx.random_seed
    }

    /// The object of type `t` made once per run by `make` (the module `random`'s generator),
    /// kept alive for the run.
    pub fn lib_singleton(
        &mut self,
        t: TypeTag,
        make: impl FnOnce(&mut Self) -> VmResult<Value>,
    ) -> VmResult<Value> {
        if let Some(v) = self.sentinels.get(&t) {
            return Ok(*v);
        }
        let v = make(self)?;
        self.sentinels.insert(t, v);
        Ok(v)
    }

    /// The `random.Random` state behind `v`, if it is one.
    pub fn random_state(&mut self, v: Value) -> Option<&mut crate::libobj::RandomState> {
        match self.obj_mut(v) {
            Some(Obj::Lib(o)) => match &mut **o {
                LibObj::Random(r) => Some(r),
                _ => None,
            },
            _ => None,
        }
    }

    /// The stdlib object behind `v`, mutably.
    pub fn lib_obj_mut(&mut self, v: Value) -> Option<&mut LibObj> {
        match v {
            Value::Obj(h) => match self.heap.get_mut(h) {
                Some(Obj::Lib(o)) => Some(o),
                _ => None,
            },
            _ => None,
        }
    }

    /// Raises exception object `v` (as `raise v`).
    pub fn raise_exception(&mut self, v: Value) -> crate::vm::VmErr {
        self.raise_value(v, None)
    }

    /// The stdlib object behind `v`, if it is one.
    pub fn lib_obj(&self, v: Value) -> Option<&LibObj> {
        match self.obj(v) {
            Some(Obj::Lib(o)) => Some(o),
            _ => None,
        }
    }

    /// `functools.partial(func, *args, **kws)`: a partial of a partial is flattened, as
    /// CPython's is.
    pub fn new_partial(
        &mut self,
        func: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let (func, mut all, mut kw_list) = match self.lib_obj(func) {
            Some(LibObj::Partial { func, args, kws }) => {
                let (f, a, k) = (*func, *args, *kws);
                let items = self.seq_items(a);
                let pairs: Vec<(Value, Value)> = match self.obj(k) {
                    Some(Obj::Dict(d)) => d.iter().collect(),
                    _ => Vec::new(),
                };
                (f, items, pairs)
            }
            _ => (func, Vec::new(), Vec::new()),
        };
        all.extend_from_slice(args);
        self.charge_fuel(all.len() as u64 / 8)?;
        self.with_roots(&[func], |vm| {
            let t = vm.new_tuple(all)?;
            vm.with_roots(&[t], |vm| {
                let d = vm.new_dict()?;
                vm.with_roots(&[d], |vm| {
                    for (k, v) in kw_list.drain(..) {
                        vm.dict_set(d, k, v)?;
                    }
                    for (k, v) in kws {
                        let key = vm.sym_str(k)?;
                        vm.dict_set(d, key, *v)?;
                    }
                    vm.new_lib(LibObj::Partial {
                        func,
                        args: t,
                        kws: d,
                    })
                })
            })
        })
    }

    /// Calls stdlib object `h` from the dispatch loop or a nested call.
    pub(crate) fn call_lib(
        &mut self,
        h: Handle,
        args: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
        kind: FrameKind,
    ) -> VmResult<Option<Value>> {
        let Obj::Lib(o) = self.heap.get(h) else {
            return Err(self.internal("not a stdlib object"));
        };
        if o.is_iterator() || matches!(**o, LibObj::Deque(_)) {
            return Err(self.not_callable(Value::Obj(h)));
        }
        match (**o).clone() {
            LibObj::Partial {
                func,
                args: pa,
                kws: pk,
            } => {
                let mut all = self.seq_items(pa);
                all.extend_from_slice(args);
                let mut named: Vec<(String, Value)> = Vec::new();
                if let Some(Obj::Dict(d)) = self.obj(pk) {
                    let pairs: Vec<(Value, Value)> = d.iter().collect();
                    for (k, v) in pairs {
                        named.push((self.as_str(k).unwrap_or("").to_string(), v));
                    }
                }
                for (k, v) in kws {
                    match named.iter_mut().find(|(n, _)| n == k) {
                        Some(slot) => slot.1 = *v,
                        None => named.push((k.to_string(), *v)),
                    }
                }
                self.charge_fuel((all.len() + named.len()) as u64 / 8)?;
                let refs: Vec<(&str, Value)> =
                    named.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                self.call_value_kind(func, &all, &refs, ret, kind)
            }
            LibObj::Wraps { wrapped } => {
                if !kws.is_empty() || args.len() != 1 {
                    return Err(self.type_error(format!(
                        "update_wrapper() takes 1 positional argument but {} were given",
                        args.len() + kws.len()
                    )));
                }
                let wrapper = args.first().copied().unwrap_or(Value::None);
                self.update_wrapper(wrapper, wrapped).map(Some)
            }
            LibObj::LruDeco { maxsize, typed } => {
                if !kws.is_empty() || args.len() != 1 {
                    return Err(self.type_error(format!(
                        "decorating_function() takes 1 positional argument but {} were given",
                        args.len() + kws.len()
                    )));
                }
                let f = args.first().copied().unwrap_or(Value::None);
                self.new_lru(f, maxsize, typed).map(Some)
            }
            LibObj::LruWrapper(l) => self.call_lru(h, *l, args, kws).map(Some),
            LibObj::SingleDispatch { .. } => {
                self.call_singledispatch(Value::Obj(h), args, kws, ret, kind) // CALLBACK
            }
            LibObj::ItemGetter { items } => {
                let obj = self.getter_arg("itemgetter", args, kws)?;
                self.itemgetter_call(items, obj).map(Some)
            }
            LibObj::AttrGetter { attrs } => {
                let obj = self.getter_arg("attrgetter", args, kws)?;
                self.attrgetter_call(attrs, obj).map(Some)
            }
            LibObj::MethodCaller {
                name,
                args: margs,
                kws: mkws,
            } => {
                let obj = self.getter_arg("methodcaller", args, kws)?;
                let (f, all, named) = self.methodcaller_parts(name, margs, mkws, obj)?;
                let refs: Vec<(&str, Value)> =
                    named.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                self.with_roots(&[f], |vm| vm.call_value_kind(f, &all, &refs, ret, kind))
            }
            LibObj::CacheInfo { .. } | LibObj::StructSeq { .. } | LibObj::Stream { .. } => {
                Err(self.not_callable(Value::Obj(h)))
            }
            LibObj::KeyWrapper { cmp, .. } => {
                let obj = match (args, kws) {
                    ([o], []) => *o,
                    ([], [("obj", o)]) => *o,
                    ([], []) => {
                        return Err(self.type_error("K() missing required argument 'obj' (pos 1)"))
                    }
                    ([_], [(k, _), ..]) | ([], [(k, _), ..]) => {
                        return Err(self
                            .type_error(format!("'{k}' is an invalid keyword argument for K()")))
                    }
                    _ => {
                        return Err(self.type_error(format!(
                            "K() takes at most 1 argument ({} given)",
                            args.len() + kws.len()
                        )))
                    }
                };
                self.new_lib(LibObj::KeyWrapper { cmp, obj }).map(Some)
            }
            _ => Err(self.not_callable(Value::Obj(h))),
        }
    }

    /// `functools.lru_cache`'s wrapper of `f` (`maxsize` None: unbounded).
    pub fn new_lru(&mut self, f: Value, maxsize: Option<i64>, typed: bool) -> VmResult<Value> {
        if !self.is_callable(f) {
            return Err(self.type_error("the first argument must be callable"));
        }
        self.with_roots(&[f], |vm| {
            let cache = vm.new_dict()?;
            vm.with_roots(&[cache], |vm| {
                let mark = vm.alloc(Obj::Sentinel(TypeTag::Object))?;
                let Value::Obj(c) = cache else {
                    return Err(vm.internal("cache is not a dict"));
                };
                vm.new_lib(LibObj::LruWrapper(Box::new(Lru {
                    func: f,
                    cache: c,
                    mark,
                    maxsize,
                    typed,
                    hits: 0,
                    misses: 0,
                })))
            })
        })
    }

    /// The cache key of a call (CPython's `lru_cache_make_key`): the argument itself for one
    /// exact int or str, else a tuple of the arguments, the keyword mark and the keyword
    /// items, then the argument types when `typed`.
    fn lru_key(&mut self, l: &Lru, args: &[Value], kws: &[(&str, Value)]) -> VmResult<Value> {
        if !l.typed && kws.is_empty() {
            if let [a] = args {
                if matches!(self.type_tag(*a), TypeTag::Int | TypeTag::Str)
                    && !self.is_instance_obj(*a)
                {
                    return Ok(*a);
                }
            }
        }
        let mut key: Vec<Value> = args.to_vec();
        if !kws.is_empty() {
            key.push(l.mark);
            for (k, v) in kws {
                let s = self.sym_str(k)?;
                key.push(s);
                key.push(*v);
            }
        }
        if l.typed {
            for a in args.iter().chain(kws.iter().map(|(_, v)| v)) {
                key.push(self.class_of(*a));
            }
        }
        self.charge_fuel(key.len() as u64 / 8)?;
        self.new_tuple(key)
    }

    /// A call of an `lru_cache` wrapper (`h`), as `_functoolsmodule.c`'s three wrappers.
    fn call_lru(
        &mut self,
        h: Handle,
        l: Lru,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let me = Value::Obj(h);
        let bump = |vm: &mut Self, hit: bool| {
            if let Some(Obj::Lib(o)) = vm.heap.get_mut(h) {
                if let LibObj::LruWrapper(l) = &mut **o {
                    if hit {
                        l.hits += 1;
                    } else {
                        l.misses += 1;
                    }
                }
            }
        };
        if l.maxsize == Some(0) {
            bump(self, false);
            return self.with_roots(&[me], |vm| vm.call_function(l.func, args, kws));
            // CALLBACK
        }
        let cache = Value::Obj(l.cache);
        let key = self.lru_key(&l, args, kws)?;
        self.with_roots(&[me, key], |vm| {
            vm.hash(key)?; // CALLBACK: an unhashable argument raises before anything else
            if let Some(v) = vm.dict_get(cache, key)? {
                bump(vm, true);
                if l.maxsize.is_some() {
                    // Most recently used goes last.
                    vm.dict_remove(cache, key)?;
                    vm.dict_set(cache, key, v)?;
                }
                return Ok(v);
            }
            bump(vm, false);
            let r = vm.call_function(l.func, args, kws)?; // CALLBACK
            vm.with_roots(&[r], |vm| {
                if let Some(max) = l.maxsize {
                    if vm.dict_get(cache, key)?.is_some() {
                        // The call itself cached this key (a recursive call).
                        return Ok(r);
                    }
                    let len = match vm.obj(cache) {
                        Some(Obj::Dict(d)) => d.len() as i64,
                        _ => 0,
                    };
                    if len >= max {
                        let oldest = match vm.obj(cache) {
                            Some(Obj::Dict(d)) => d.iter().next().map(|(k, _)| k),
                            _ => None,
                        };
                        if let Some(k) = oldest {
                            vm.dict_remove(cache, k)?;
                        }
                    }
                }
                vm.dict_set(cache, key, r)?;
                Ok(r)
            })
        })
    }

    /// `wrapper.cache_info()`.
    pub fn lru_cache_info(&mut self, w: Value) -> VmResult<Value> {
        let Some(LibObj::LruWrapper(l)) = self.lib_obj(w) else {
            return Err(self.type_error("cache_info() needs an lru_cache wrapper"));
        };
        let (hits, misses, maxsize, cache) = (l.hits, l.misses, l.maxsize, l.cache);
        let size = match self.heap.get(cache) {
            Obj::Dict(d) => d.len() as i64,
            _ => 0,
        };
        let max = maxsize.map_or(Value::None, Value::Int);
        let t = self.new_tuple(vec![
            Value::Int(hits),
            Value::Int(misses),
            max,
            Value::Int(size),
        ])?;
        self.with_roots(&[t], |vm| vm.new_lib(LibObj::CacheInfo { tuple: t }))
    }

    /// `wrapper.cache_clear()`.
    pub fn lru_cache_clear(&mut self, w: Value) -> VmResult<Value> {
        let Value::Obj(h) = w else {
            return Ok(Value::None);
        };
        let cache = match self.heap.get_mut(h) {
            Some(Obj::Lib(o)) => match &mut **o {
                LibObj::LruWrapper(l) => {
                    l.hits = 0;
                    l.misses = 0;
                    Some(l.cache)
                }
                _ => None,
            },
            _ => None,
        };
        if let Some(c) = cache {
            if let Some(Obj::Dict(d)) = self.heap.get_mut(c) {
                d.clear();
            }
        }
        Ok(Value::None)
    }

    /// `wrapper.cache_parameters()`.
    pub fn lru_cache_parameters(&mut self, w: Value) -> VmResult<Value> {
        let Some(LibObj::LruWrapper(l)) = self.lib_obj(w) else {
            return Err(self.type_error("cache_parameters() needs an lru_cache wrapper"));
        };
        let (max, typed) = (l.maxsize.map_or(Value::None, Value::Int), l.typed);
        let d = self.new_dict()?;
        self.with_roots(&[d], |vm| {
            let k = vm.sym_str("maxsize")?;
            vm.dict_set(d, k, max)?;
            let k = vm.sym_str("typed")?;
            vm.dict_set(d, k, Value::Bool(typed))?;
            Ok(d)
        })
    }

    /// `functools.update_wrapper(wrapper, wrapped)`: copies `__module__`, `__name__`,
    /// `__qualname__`, `__doc__` and the attributes of `wrapped` onto `wrapper` (a script
    /// function) and sets `__wrapped__`. Refused for any other wrapper.
    pub fn update_wrapper(&mut self, wrapper: Value, wrapped: Value) -> VmResult<Value> {
        let Some(Obj::Function(_)) = self.obj(wrapper) else {
            return Err(self
                .not_supported("functools.wraps applies to functions defined with def in Pyrite"));
        };
        let mut copied: Vec<(crate::object::Sym, Value)> = Vec::new();
        for name in ["__module__", "__name__", "__qualname__", "__doc__"] {
            let s = self.intern(name)?;
            match self.get_attr(wrapped, s) {
                Ok(v) => copied.push((s, v)),
                Err(e) if self.error_is(&e, TypeTag::AttributeError) => {}
                Err(e) => return Err(e),
            }
        }
        if let Some(Obj::Function(f)) = self.obj(wrapped) {
            if let Some(a) = &f.attrs {
                copied.extend(a.iter());
            }
        }
        let w = self.intern("__wrapped__")?;
        copied.push((w, wrapped));
        self.with_roots(&copied.iter().map(|(_, v)| *v).collect::<Vec<_>>(), |vm| {
            for (name, v) in copied.iter().copied() {
                vm.function_set_attr(wrapper, name, v)?;
            }
            Ok(wrapper)
        })
    }

    /// Sets attribute `name` of script function `f` (any name: the caller decides).
    fn function_set_attr(&mut self, f: Value, name: crate::object::Sym, v: Value) -> VmResult<()> {
        let Value::Obj(h) = f else { return Ok(()) };
        let grew = match self.heap.get_mut(h) {
            Some(Obj::Function(func)) => {
                func.attrs.get_or_insert_with(Default::default).set(name, v)
            }
            _ => false,
        };
        if grew {
            self.charge_grow(h, 24)?;
        }
        Ok(())
    }

    /// An attribute of a stdlib object; `None` sends the lookup on to the native methods.
    pub(crate) fn lib_attr(&mut self, h: Handle, name: &str) -> VmResult<Option<Value>> {
        let Obj::Lib(o) = self.heap.get(h) else {
            return Ok(None);
        };
        if o.is_iterator() {
            return Ok(None);
        }
        if let LibObj::Deque(d) = &**o {
            return Ok(match name {
                "maxlen" => Some(d.maxlen.map_or(Value::None, |m| Value::Int(m as i64))),
                _ => None,
            });
        }
        if let LibObj::ChainMap { maps } = &**o {
            let maps = *maps;
            return match name {
                "maps" => Ok(Some(maps)),
                "parents" => self.chainmap_with(None, Value::Obj(h), 1).map(Some),
                _ => Ok(None),
            };
        }
        let o_tag = o.type_tag();
        match (**o).clone() {
            LibObj::Partial { func, args, kws } => Ok(match name {
                "func" => Some(func),
                "args" => Some(args),
                "keywords" => Some(kws),
                _ => None,
            }),
            LibObj::SingleDispatch { .. } => self.sd_attr(Value::Obj(h), name),
            LibObj::LruWrapper(l) => match name {
                "__wrapped__" => Ok(Some(l.func)),
                "__name__" | "__qualname__" | "__doc__" | "__module__" => {
                    self.get_attr_str(l.func, name).map(Some)
                }
                _ => Ok(None),
            },
            LibObj::CacheInfo { tuple } | LibObj::StructSeq { tuple, .. } => {
                let fields = crate::libobj::struct_fields(o_tag);
                let counts = ["n_fields", "n_sequence_fields"];
                // Named tuples (CacheInfo, LinearRegression) have no struct-sequence counts.
                let named = matches!(o_tag, TypeTag::CacheInfo | TypeTag::LinearRegression);
                if !named && counts.contains(&name) {
                    return Ok(Some(Value::Int(fields.len() as i64)));
                }
                if !named && name == "n_unnamed_fields" {
                    return Ok(Some(Value::Int(0)));
                }
                Ok(fields
                    .iter()
                    .position(|f| *f == name)
                    .and_then(|i| self.seq_get(tuple, i)))
            }
            LibObj::Random(r) => Ok(match name {
                "gauss_next" => Some(r.gauss_next),
                "VERSION" => Some(Value::Int(3)),
                _ => None,
            }),
            LibObj::Hash(hs) => match name {
                "name" => self.new_str(hs.name().to_string()).map(Some),
                "digest_size" => Ok(Some(Value::Int(hs.digest_size() as i64))),
                "block_size" => Ok(Some(Value::Int(hs.block_size() as i64))),
                _ => Ok(None),
            },
            LibObj::Stream { err } => Ok(match name {
                "name" => Some(self.new_str(if err { "<stderr>" } else { "<stdout>" }.into())?),
                "encoding" => Some(self.new_str("utf-8".into())?),
                "mode" => Some(self.new_str("w".into())?),
                _ => None,
            }),
            LibObj::KeyWrapper { obj, .. } => Ok(match (name, obj) {
                ("obj", Value::Undef) => None,
                ("obj", o) => Some(o),
                _ => None,
            }),
            LibObj::RePattern(p) => Ok(match name {
                "pattern" => Some(p.pattern),
                "flags" => Some(Value::Int(p.flags)),
                "groups" => Some(Value::Int(p.groups as i64)),
                _ => None,
            }),
            LibObj::ReMatch(m) => self.re_match_attr(&m, name),
            LibObj::ReFlag(v) => match name {
                "value" => Ok(Some(Value::Int(v))),
                "name" => match crate::libobj::re_flag_name(v) {
                    Some(n) => self.new_str(n).map(Some),
                    None => Ok(Some(Value::None)),
                },
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// The data attributes of a `re.Match`.
    fn re_match_attr(&mut self, m: &crate::libobj::ReMatch, name: &str) -> VmResult<Option<Value>> {
        Ok(Some(match name {
            "string" => m.string,
            "re" => m.pattern,
            "pos" => Value::Int(m.pos),
            "endpos" => Value::Int(m.endpos),
            "lastindex" | "lastgroup" => {
                // The group that closed last: of the groups that matched, the one whose end
                // is greatest, the outermost on a tie (CPython's `lastindex`, from the
                // order its marks were set, gives the same).
                let last = Some(m.lastindex).filter(|&i| i > 0);
                if name == "lastindex" {
                    last.map_or(Value::None, |i| Value::Int(i as i64))
                } else {
                    let names = match self.lib_obj(m.pattern) {
                        Some(LibObj::RePattern(p)) => p.names.clone(),
                        _ => Vec::new(),
                    };
                    match last.and_then(|i| names.iter().find(|(_, g)| *g == i)) {
                        Some((n, _)) => self.new_str(n.clone())?,
                        None => Value::None,
                    }
                }
            }
            "regs" => {
                let mark = self.roots.len();
                let mut items = Vec::with_capacity(m.spans.len());
                let mut made = Ok(());
                for s in &m.spans {
                    let (a, b) = s.map_or((-1, -1), |s| (s[0] as i64, s[1] as i64));
                    match self.new_tuple(vec![Value::Int(a), Value::Int(b)]) {
                        Ok(t) => {
                            self.roots.push(t);
                            items.push(t);
                        }
                        Err(e) => {
                            made = Err(e);
                            break;
                        }
                    }
                }
                let r = made.and_then(|()| self.new_tuple(items));
                self.roots.truncate(mark);
                r?
            }
            _ => return Ok(None),
        }))
    }

    /// `repr()` of a stdlib object (its parts' reprs are the caller's recursion guard's).
    pub(crate) fn lib_repr(&mut self, h: Handle) -> VmResult<String> {
        let Obj::Lib(o) = self.heap.get(h) else {
            return Ok(String::new());
        };
        let addr = crate::heap::object_address(h);
        if let LibObj::Value(_) = &**o {
            return Ok(self
                .value_text(Value::Obj(h), "__repr__", &[])? // CALLBACK
                .unwrap_or_default());
        }
        match &**o {
            LibObj::Count { cur, step } => {
                let (cur, step) = (*cur, *step);
                let c = self.repr(cur)?;
                return Ok(if step == Value::Int(1) {
                    format!("count({c})")
                } else {
                    format!("count({c}, {})", self.repr(step)?)
                });
            }
            LibObj::Repeat { obj, left } => {
                let (obj, left) = (*obj, *left);
                let o = self.repr(obj)?;
                return Ok(if left < 0 {
                    format!("repeat({o})")
                } else {
                    format!("repeat({o}, {left})")
                });
            }
            LibObj::HeapMerge(_) => {
                return Ok(format!("<generator object merge at 0x{addr:012x}>"));
            }
            LibObj::EnumIter { rev, .. } => {
                let m = if *rev { "__reversed__" } else { "__iter__" };
                return Ok(format!(
                    "<generator object EnumType.{m}.<locals>.<genexpr> at 0x{addr:012x}>"
                ));
            }
            o if o.is_iterator() => {
                return Ok(format!(
                    "<{} object at 0x{addr:012x}>",
                    o.type_tag().qualified_name()
                ))
            }
            _ => {}
        }
        let tag = o.type_tag();
        match (**o).clone() {
            LibObj::Partial { func, args, kws } => {
                let mut s = String::from("functools.partial(");
                s.push_str(&self.repr(func)?);
                for a in self.seq_items(args) {
                    s.push_str(", ");
                    s.push_str(&self.repr(a)?);
                }
                let pairs: Vec<(Value, Value)> = match self.obj(kws) {
                    Some(Obj::Dict(d)) => d.iter().collect(),
                    _ => Vec::new(),
                };
                for (k, v) in pairs {
                    s.push_str(", ");
                    s.push_str(self.as_str(k).unwrap_or(""));
                    s.push('=');
                    s.push_str(&self.repr(v)?);
                }
                s.push(')');
                Ok(s)
            }
            LibObj::Stream { err } => Ok(format!(
                "<_io.TextIOWrapper name='<std{}>' mode='w' encoding='utf-8'>",
                if err { "err" } else { "out" }
            )),
            LibObj::CacheInfo { tuple } | LibObj::StructSeq { tuple, .. } => {
                let mut s = match tag {
                    TypeTag::CacheInfo => String::from("CacheInfo("),
                    TypeTag::LinearRegression => String::from("LinearRegression("),
                    t => format!("{}(", t.qualified_name()),
                };
                for (i, n) in crate::libobj::struct_fields(tag).iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let v = self.seq_get(tuple, i).unwrap_or(Value::None);
                    s.push_str(&format!("{n}={}", self.repr(v)?));
                }
                s.push(')');
                Ok(s)
            }
            LibObj::SingleDispatch { func, .. } => {
                let q = self.get_attr_str(func, "__qualname__")?;
                let q = self.str_of(q)?;
                Ok(format!("<function {q} at 0x{addr:012x}>"))
            }
            LibObj::LruDeco { .. } => Ok(format!(
                "<function lru_cache.<locals>.decorating_function at 0x{addr:012x}>"
            )),
            LibObj::Wraps { .. } => Ok(format!("<functools.partial object at 0x{addr:012x}>")),
            LibObj::Template { .. } => Ok(format!("<string.Template object at 0x{addr:012x}>")),
            LibObj::TextWrapper(_) => Ok(format!("<textwrap.TextWrapper object at 0x{addr:012x}>")),
            // CPython shows the object's address; Pyrite a deterministic one, as elsewhere.
            LibObj::Hash(hs) => Ok(format!(
                "<{} _hashlib.HASH object @ 0x{addr:012x}>",
                hs.name()
            )),
            LibObj::ChainMap { maps } => {
                let mut s = String::from("ChainMap(");
                for (i, m) in self.seq_items(maps).into_iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(&if m == Value::Obj(h) {
                        "...".to_string()
                    } else {
                        self.repr(m)?
                    });
                }
                s.push(')');
                Ok(s)
            }
            LibObj::ChainView { cm, view } => {
                let name = match view {
                    crate::heap::DictView::Keys => "KeysView",
                    crate::heap::DictView::Values => "ValuesView",
                    crate::heap::DictView::Items => "ItemsView",
                };
                Ok(format!("{name}({})", self.repr(cm)?))
            }
            LibObj::CopyMemo(_) => Err(self.not_supported(
                "printing the memo of copy.deepcopy is not supported in Pyrite (object \
                 identities are not exposed)",
            )),
            o @ (LibObj::ItemGetter { .. }
            | LibObj::AttrGetter { .. }
            | LibObj::MethodCaller { .. }) => self.operator_repr(&o),
            LibObj::RePattern(p) => {
                let r = self.repr(p.pattern)?;
                let r: String = r.chars().take(200).collect();
                let flags = crate::libobj::re_pattern_flags_repr(p.flags);
                Ok(match flags {
                    None => format!("re.compile({r})"),
                    Some(f) => format!("re.compile({r}, {f})"),
                })
            }
            LibObj::ReMatch(m) => {
                let (a, b, text) = match m.spans.first().copied().flatten() {
                    Some([a, b, x, y]) => (
                        a,
                        b,
                        self.as_str(m.string)
                            .and_then(|s| s.get(x..y))
                            .unwrap_or("")
                            .to_string(),
                    ),
                    None => (0, 0, String::new()),
                };
                let r: String = crate::num::repr::str_repr(&text).chars().take(50).collect();
                Ok(format!("<re.Match object; span=({a}, {b}), match={r}>"))
            }
            LibObj::ReFlag(v) => Ok(crate::libobj::re_flag_repr(v)),
            o => Ok(format!(
                "<{} object at 0x{addr:012x}>",
                o.type_tag().qualified_name()
            )),
        }
    }

    /// A comparison involving a `cmp_to_key` key: `cmp(a.obj, b.obj) <op> 0`; TypeError if
    /// the other side is not a key. `None` when neither side is a key.
    pub(crate) fn key_compare(
        &mut self,
        op: CmpKind,
        a: Value,
        b: Value,
    ) -> VmResult<Option<bool>> {
        let key = |vm: &Self, v: Value| match vm.lib_obj(v) {
            Some(LibObj::KeyWrapper { cmp, obj }) if *obj != Value::Undef => Some((*cmp, *obj)),
            _ => None,
        };
        let (ka, kb) = (key(self, a), key(self, b));
        let Some((cmp, x)) = ka else {
            if kb.is_some() {
                return Err(self.type_error("other argument must be K instance"));
            }
            return Ok(None);
        };
        let Some((_, y)) = kb else {
            return Err(self.type_error("other argument must be K instance"));
        };
        let r = self.with_roots(&[a, b], |vm| vm.call_function(cmp, &[x, y], &[]))?; // CALLBACK
        self.with_roots(&[r], |vm| vm.compare(op, r, Value::Int(0)))
            .map(Some)
    }

    /// The tuple behind a struct sequence (`CacheInfo`, `sys.version_info`, ...), which
    /// indexing, `len`, `in` and ordering read as the tuple it is in CPython.
    pub(crate) fn struct_tuple(&self, v: Value) -> Option<Value> {
        match self.lib_obj(v) {
            Some(LibObj::CacheInfo { tuple }) | Some(LibObj::StructSeq { tuple, .. }) => {
                Some(*tuple)
            }
            _ => None,
        }
    }

    /// Whether `v` is an `itertools` iterator.
    pub(crate) fn is_lib_iter(&self, v: Value) -> bool {
        self.lib_obj(v).is_some_and(|o| o.is_iterator())
    }

    /// Whether `v` is a `cmp_to_key` key (unhashable, as CPython's).
    pub(crate) fn is_cmp_key(&self, v: Value) -> bool {
        matches!(self.lib_obj(v), Some(LibObj::KeyWrapper { .. }))
    }
}

/// Stdlib value objects (`LibObj::Value`, e.g. `datetime`'s): their special methods are
/// native methods of their type in the method table, found and called here as CPython's
/// type slots are; the operator paths (`binop`, `unary`, comparisons, `hash`, `repr`,
/// `str`, `format`, truth, `abs`) reach them through `call_special`, as an instance's.
impl Vm<'_> {
    /// The fields of the stdlib value object `v`, if it is one.
    pub fn lib_value(&self, v: Value) -> Option<crate::libobj::LibValue> {
        match self.lib_obj(v) {
            Some(LibObj::Value(x)) => Some(*x),
            _ => None,
        }
    }

    /// Allocates a stdlib value object.
    pub fn new_lib_value(&mut self, x: crate::libobj::LibValue) -> VmResult<Value> {
        self.new_lib(LibObj::Value(x))
    }

    /// The tuple a named-tuple value (`datetime.IsoCalendarDate`) is, for indexing, `len`
    /// and `in`, which it shares with its tuple as CPython's tuple subclass does.
    pub fn named_tuple(&self, v: Value) -> Option<Value> {
        match self.lib_obj(v) {
            Some(LibObj::Value(x))
                if matches!(x.tag, TypeTag::IsoCalendarDate | TypeTag::DecimalTuple) =>
            {
                Some(x.obj)
            }
            _ => None,
        }
    }

    /// Whether `v` is a stdlib value object.
    pub(crate) fn is_lib_value(&self, v: Value) -> bool {
        matches!(self.lib_obj(v), Some(LibObj::Value(_)))
    }

    /// Whether an operator on `v` goes through special methods (an instance's or a stdlib
    /// value's).
    pub(crate) fn has_specials(&self, v: Value) -> bool {
        self.is_instance_obj(v) || self.is_lib_value(v)
    }

    /// Calls special method `name` of stdlib value `v`'s type with `v` first; `None` when
    /// `v` is not one or its type has no such method.
    pub(crate) fn value_special(
        &mut self,
        v: Value,
        name: &str,
        args: &[Value],
    ) -> VmResult<Option<Value>> {
        let Some(x) = self.lib_value(v) else {
            return Ok(None);
        };
        let Some(i) = self.find_method(x.tag, name) else {
            return Ok(None);
        };
        let Some(&(_, _, f)) = self.ctx.natives.methods.get(i as usize) else {
            return Ok(None);
        };
        let mut all: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
        all.push(v);
        all.extend_from_slice(args);
        self.with_roots(&all.clone(), |vm| f(vm, &all, &[]))
            .map(Some) // CALLBACK
    }

    /// A special method of a stdlib value that must return a str (`__repr__`, `__str__`,
    /// `__format__`).
    pub(crate) fn value_text(
        &mut self,
        v: Value,
        name: &str,
        args: &[Value],
    ) -> VmResult<Option<String>> {
        match self.value_special(v, name, args)? {
            None => Ok(None),
            Some(r) => Ok(Some(self.as_str(r).unwrap_or("").to_string())),
        }
    }

    /// A data attribute of a stdlib value type (`NativeTable::getters`), read through an
    /// object or (`recv` a type) through its class.
    pub(crate) fn value_getter(
        &mut self,
        tag: TypeTag,
        recv: Value,
        name: &str,
    ) -> VmResult<Option<Value>> {
        match self.find_getter(tag, name) {
            Some(f) => f(self, &[recv], &[]).map(Some),
            None => Ok(None),
        }
    }

    /// The value made once per run for `tag` by `make` (a module's singleton such as
    /// `datetime.timezone.utc`), kept alive for the run.
    pub fn per_run(
        &mut self,
        tag: TypeTag,
        make: fn(&mut Vm<'_>) -> VmResult<Value>,
    ) -> VmResult<Value> {
        if let Some(v) = self.sentinels.get(&tag) {
            return Ok(*v);
        }
        let v = make(self)?;
        self.sentinels.insert(tag, v);
        Ok(v)
    }
}
