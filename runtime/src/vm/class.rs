//! Classes as values: built-in types stay a tag ([`Value::Type`]), script classes are heap
//! objects ([`Class`]) with bases, a C3 MRO and a namespace. `type()`, `isinstance`,
//! `issubclass` and attribute lookup treat both the same way through [`Vm::class_of`] and
//! [`Vm::mro_of`].
//!
//! Class creation runs the class body as a frame ([`FrameKind::ClassBody`]) filling a
//! namespace; when it returns, [`Vm::finish_class`] builds the class. Instantiation pushes
//! `__init__` as a [`FrameKind::Init`] frame. Neither recurses natively.

use super::alias::HintCheck;
use smallvec::SmallVec;

use super::{FrameKind, Vm, VmErr, VmResult};
use crate::heap::Obj;
use crate::object::{AttrMap, Class, Instance, Sym};
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    /// The class of a value: a script class for its instances, else the built-in type.
    /// (Kept small so it inlines into the hot paths: an instance's class is one load, the
    /// other kinds of object take [`Vm::class_of_obj`].)
    #[inline]
    pub fn class_of(&self, v: Value) -> Value {
        match v {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Instance(i) => i.class,
                _ => self.class_of_obj(v),
            },
            _ => Value::Type(self.type_tag(v)),
        }
    }

    /// The class `type(v)` and `v.__class__` give: [`Vm::class_of`], except that a
    /// `functools.singledispatch` function is a plain `function`, as CPython's is.
    pub fn visible_class(&self, v: Value) -> Value {
        match self.class_of(v) {
            Value::Type(TypeTag::SingleDispatch) => Value::Type(TypeTag::Function),
            c => c,
        }
    }

    /// [`Vm::class_of`] of a heap object that is not an instance.
    #[inline(never)]
    fn class_of_obj(&self, v: Value) -> Value {
        if let Value::Obj(h) = v {
            match self.heap.get(h) {
                Obj::Class(c) if c.enum_info.is_some() => return Value::Type(TypeTag::EnumType),
                Obj::Dict(d) if d.kind != crate::dict::DictKind::Plain => {
                    return Value::Type(crate::vm::collections::kind_tag(d.kind))
                }
                Obj::View { dict, view } => {
                    if let Some(t) = crate::vm::collections::odict_view_tag(self, *dict, *view) {
                        return Value::Type(t);
                    }
                }
                _ => {}
            }
        }
        Value::Type(self.type_tag(v))
    }

    /// The MRO of a class value (built-in types: their chain of bases up to `object`).
    pub fn mro_of(&self, class: Value) -> SmallVec<[Value; 8]> {
        match class {
            Value::Type(t0) => {
                let mut out = SmallVec::new();
                let mut t = t0;
                loop {
                    out.push(Value::Type(t));
                    if t == TypeTag::Object {
                        break;
                    }
                    t = t.parent();
                }
                // A class with several bases (decimal's signals): each extra base goes just
                // before the first of its own bases already in the chain, as C3 places it.
                for &b in t0.extra_bases() {
                    let at = out
                        .iter()
                        .position(|v| matches!(v, Value::Type(x) if *x != b && b.is_subtype(*x)))
                        .unwrap_or(out.len());
                    out.insert(at, Value::Type(b));
                }
                out
            }
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => c.mro.iter().copied().collect(),
                _ => SmallVec::new(),
            },
            _ => SmallVec::new(),
        }
    }

    /// True for a class value (a built-in type or a script class).
    pub fn is_class(&self, v: Value) -> bool {
        match v {
            Value::Type(_) => true,
            Value::Obj(h) => matches!(self.heap.get(h), Obj::Class(_)),
            _ => false,
        }
    }

    /// `issubclass(a, b)` for class values.
    pub fn is_subclass(&self, a: Value, b: Value) -> bool {
        match (a, b) {
            (Value::Type(x), Value::Type(y)) => x.is_subtype(y),
            (Value::Obj(h), _) => match self.heap.get(h) {
                Obj::Class(c) => c.mro.contains(&b),
                _ => false,
            },
            _ => self.mro_of(a).contains(&b),
        }
    }

    /// `class`'s MRO, borrowed for a script class; `scratch` holds a built-in type's.
    pub(crate) fn mro_ref<'s>(
        &'s self,
        class: Value,
        scratch: &'s mut SmallVec<[Value; 8]>,
    ) -> &'s [Value] {
        match class {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => &c.mro,
                _ => &[],
            },
            _ => {
                *scratch = self.mro_of(class);
                scratch
            }
        }
    }

    /// `isinstance(v, class)` for one class value.
    pub fn is_instance(&self, v: Value, class: Value) -> bool {
        self.is_subclass(self.class_of(v), class)
    }

    /// A class's `__name__`.
    pub fn class_name(&self, class: Value) -> String {
        match class {
            Value::Type(t) => t.name().to_string(),
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => c.name.clone(),
                _ => "?".to_string(),
            },
            _ => "?".to_string(),
        }
    }

    /// A class's `__qualname__`.
    pub fn class_qualname(&self, class: Value) -> String {
        match class {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => c.qualname.clone(),
                _ => "?".to_string(),
            },
            _ => self.class_name(class),
        }
    }

    /// The built-in type whose layout instances of `class` have.
    pub(crate) fn base_tag(&self, class: Value) -> TypeTag {
        match class {
            Value::Type(t) => t,
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => c.base_tag,
                _ => TypeTag::Object,
            },
            _ => TypeTag::Object,
        }
    }

    /// A bare `object()`.
    pub(crate) fn new_object_instance(&mut self) -> VmResult<Value> {
        self.new_instance(Value::Type(TypeTag::Object), None)
    }

    /// A new instance of `class` without attributes (`exc`: an exception's state), in a
    /// box the collector freed when there is one.
    pub(crate) fn new_instance(
        &mut self,
        class: Value,
        exc: Option<Box<crate::object::ExcData>>,
    ) -> VmResult<Value> {
        self.new_instance_of(class, exc, Value::Undef)
    }

    /// A new instance of `class` carrying `payload`, the built-in value it is (see
    /// [`Instance::payload`]); `Value::Undef` for none.
    pub(crate) fn new_instance_of(
        &mut self,
        class: Value,
        exc: Option<Box<crate::object::ExcData>>,
        payload: Value,
    ) -> VmResult<Value> {
        let b = self.heap.boxed_instance(Instance {
            class,
            attrs: AttrMap::default(),
            exc,
            payload,
        });
        self.alloc(Obj::Instance(b))
    }

    /// The built-in value an instance of a class extending a built-in type is (`P((1, 2))`'s
    /// tuple); `None` for any other value. The one unwrapping step: special-method dispatch
    /// falls back to the base type's operation on it, and native methods of the base type
    /// receive it as their receiver.
    #[inline]
    pub fn payload(&self, v: Value) -> Option<Value> {
        match self.obj(v) {
            Some(Obj::Instance(i)) if i.payload != Value::Undef => Some(i.payload),
            _ => None,
        }
    }

    /// `v`, or the built-in value it carries (for argument extraction by native code that
    /// needs the built-in value: `%` arguments, json, ...).
    #[inline]
    pub fn unwrap_payload(&self, v: Value) -> Value {
        self.payload(v).unwrap_or(v)
    }

    /// For a built-in function that CPython routes through special method `dunder`
    /// (`abs` and `__abs__`): the built-in value `v` carries when its class defines no
    /// `dunder` of its own (the base type's slot then acts on that value), else `v`.
    pub fn base_value_unless(&mut self, v: Value, dunder: &str) -> Value {
        let Some(p) = self.payload(v) else {
            return v;
        };
        let Some(name) = self.syms.lookup(dunder) else {
            return p;
        };
        let class = self.class_of(v);
        match self.lookup_cached(class, name) {
            None | Some(Value::Type(_)) => p,
            Some(_) => v,
        }
    }

    /// `BuildClass`: validates the bases, computes the MRO, and pushes the class body with a
    /// fresh namespace. `window` is the body function, the name, then the bases.
    #[inline(never)]
    pub(crate) fn start_class_body(&mut self, window: &[Value], ret: usize) -> VmResult<()> {
        let Some(&body) = window.first() else {
            return Err(self.internal("bad class window"));
        };
        let bases = window.get(2..).unwrap_or(&[]);
        let enum_bases =
            !self.enum_bodies.is_empty() || bases.iter().any(|b| self.is_enum_class(*b));
        if enum_bases {
            let q = match self.obj(body) {
                Some(Obj::Function(f)) => self
                    .prog
                    .codes
                    .get(f.code as usize)
                    .map_or(String::new(), |c| c.qualname.clone()),
                _ => String::new(),
            };
            self.enum_prepare(bases, &q, self.frames.len() + 1)?;
        }
        // `typing.NamedTuple`'s `__mro_entries__`: the bases are checked when the body ends.
        let named_tuple = bases.iter().any(|b| self.is_namedtuple_base(*b));
        for (i, b) in bases.iter().enumerate().filter(|_| !named_tuple) {
            self.check_base(*b)?;
            if bases.get(..i).is_some_and(|prev| prev.contains(b)) {
                return Err(
                    self.type_error(format!("duplicate base class {}", self.class_name(*b)))
                );
            }
        }
        if !named_tuple {
            self.c3(None, bases)?;
        }
        let qualname = match self.obj(body) {
            Some(Obj::Function(f)) => self
                .prog
                .codes
                .get(f.code as usize)
                .map_or("?".to_string(), |c| c.qualname.clone()),
            _ => return Err(self.internal("class body is not a function")),
        };
        let mut ns = AttrMap::default();
        let module = self.sym_str("__main__")?;
        ns.set(self.s.module, module);
        let q = self.new_str(qualname)?;
        ns.set(self.s.qualname, q);
        let nsv = self.alloc(Obj::Namespace(Box::new(ns)))?;
        let Value::Obj(nsh) = nsv else {
            return Err(self.internal("namespace"));
        };
        let Value::Obj(fh) = body else {
            return Err(self.internal("class body"));
        };
        self.call_function_obj(fh, None, &[], &[], ret, FrameKind::ClassBody)?;
        if let Some(f) = self.frames.last_mut() {
            f.aux = nsh;
        }
        if enum_bases {
            self.enum_body_started(nsh, self.frames.len());
        }
        Ok(())
    }

    /// Refuses a base a script class cannot have.
    fn check_base(&self, b: Value) -> VmResult<()> {
        match b {
            Value::Type(t)
                if t == TypeTag::Object
                    || t == TypeTag::Abc
                    || t.is_exception()
                    || SUBCLASSABLE.contains(&t) =>
            {
                Ok(())
            }
            Value::Type(t) => Err(self.not_supported(format!(
                "subclassing the built-in type '{}' is not supported",
                t.name()
            ))),
            Value::Obj(h) if matches!(self.heap.get(h), Obj::Class(_)) => Ok(()),
            _ => Err(self.type_error(format!("bases must be types, not {}", self.type_name(b)))),
        }
    }

    /// The C3 linearization of a class with these bases (the class itself first when given).
    pub(crate) fn c3(&self, this: Option<Value>, bases: &[Value]) -> VmResult<Vec<Value>> {
        let mut seqs: Vec<Vec<Value>> = bases.iter().map(|b| self.mro_of(*b).into_vec()).collect();
        seqs.push(bases.to_vec());
        let mut out: Vec<Value> = this.into_iter().collect();
        if bases.is_empty() {
            out.push(Value::Type(TypeTag::Object));
            return Ok(out);
        }
        loop {
            seqs.retain(|s| !s.is_empty());
            if seqs.is_empty() {
                return Ok(out);
            }
            let head = seqs.iter().find_map(|s| {
                let h = *s.first()?;
                let in_tail = seqs
                    .iter()
                    .any(|t| t.get(1..).is_some_and(|r| r.contains(&h)));
                (!in_tail).then_some(h)
            });
            let Some(h) = head else {
                // CPython names the heads of the lists still to merge, each once.
                let mut heads: Vec<Value> = Vec::new();
                for h in seqs.iter().filter_map(|s| s.first()) {
                    if !heads.contains(h) {
                        heads.push(*h);
                    }
                }
                let names: Vec<String> = heads.iter().map(|b| self.class_name(*b)).collect();
                return Err(self.type_error(format!(
                    "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                    names.join(", ")
                )));
            };
            out.push(h);
            for s in &mut seqs {
                if s.first() == Some(&h) {
                    s.remove(0);
                }
            }
        }
    }

    /// The class body returned: builds the class from its namespace (`nsh`) and the
    /// `BuildClass` window of the caller's current instruction.
    pub(crate) fn finish_class(&mut self, nsh: Handle, class_cell: Value) -> VmResult<Value> {
        let window = self.class_window()?;
        let (Some(&name_v), bases) = (window.get(1), window.get(2..).unwrap_or(&[])) else {
            return Err(self.internal("bad class window"));
        };
        let name = self.as_str(name_v).unwrap_or("?").to_string();
        let enum_body = self.enum_take_body(nsh);
        let mut ns = match self.heap.get_mut(nsh) {
            Some(Obj::Namespace(ns)) => std::mem::take(&mut **ns),
            _ => return Err(self.internal("class namespace")),
        };
        if bases.iter().any(|b| self.is_namedtuple_base(*b)) {
            let bases = bases.to_vec();
            return self.typed_namedtuple_class(&name, &bases, ns, class_cell); // CALLBACK
        }
        let qualname = ns
            .get(self.s.qualname)
            .and_then(|v| self.as_str(v).map(str::to_string))
            .unwrap_or_else(|| name.clone());
        if ns.get(self.s.new).is_some() {
            return Err(self.not_supported("defining __new__ is not supported"));
        }
        // `__eq__` without `__hash__` makes instances unhashable, as in CPython.
        if ns.get(self.s.eq).is_some() && ns.get(self.s.hash).is_none() {
            ns.set(self.s.hash, Value::None);
        }
        let bases = bases.to_vec();
        let v = self.build_class(name, qualname, &bases, ns)?;
        if let Value::Obj(cell) = class_cell {
            if let Some(Obj::Cell(slot)) = self.heap.get_mut(cell) {
                *slot = v;
            }
        }
        if let Some(body) = enum_body {
            self.enum_finish(v, body)?; // CALLBACK
        }
        Ok(v)
    }

    /// `type(name, bases, ns)` once the namespace is complete: the MRO, the layout the
    /// instances extend, the class object (charged), `__set_name__` of properties and
    /// `ABCMeta`'s abstract methods. For a class statement and for the classes the runtime
    /// makes (`collections.namedtuple`).
    pub(crate) fn build_class(
        &mut self,
        name: String,
        qualname: String,
        bases: &[Value],
        ns: AttrMap,
    ) -> VmResult<Value> {
        let mro_tail = self.c3(None, bases)?;
        let base_tag = mro_tail
            .iter()
            .find_map(|c| match c {
                Value::Type(t) if t.is_exception() || SUBCLASSABLE.contains(t) => Some(*t),
                _ => None,
            })
            .unwrap_or(TypeTag::Object);
        self.check_layout(bases)?;
        // type.__new__ calls __set_name__ on the namespace's values: a property learns its name.
        for (k, v) in ns.iter() {
            if let Some(Obj::Property(p)) = self.obj_mut(v) {
                p.name = Some(k);
            }
        }
        let class = Class {
            name,
            qualname,
            bases: bases.to_vec(),
            mro: Vec::new(),
            ns,
            base_tag,
            dataclass: None,
            namedtuple: None,
            enum_info: None,
        };
        let size = class.byte_size();
        self.charge(size)?;
        let v = self.alloc(Obj::Class(Box::new(class)))?;
        if let (Value::Obj(h), Some(Obj::Class(c))) = (v, self.obj_mut(v)) {
            c.mro = std::iter::once(Value::Obj(h)).chain(mro_tail).collect();
        }
        // A new class has no cached lookups: the collection that freed an earlier object with
        // its handle cleared the cache.
        if self.mro_of(v).contains(&Value::Type(TypeTag::Abc)) {
            self.record_abstract_methods(v)?;
        }
        Ok(v)
    }

    /// `ABCMeta.__new__`: the names of the class's abstract methods, its own and those of its
    /// bases it does not override, as `__abstractmethods__`.
    fn record_abstract_methods(&mut self, class: Value) -> VmResult<()> {
        let Value::Obj(ch) = class else {
            return Ok(());
        };
        let (own, bases): (Vec<(Sym, Value)>, Vec<Value>) = match self.heap.get(ch) {
            Obj::Class(c) => (c.ns.iter().collect(), c.bases.clone()),
            _ => return Ok(()),
        };
        let mut names: Vec<Sym> = own
            .iter()
            .filter(|(_, v)| self.is_abstract(*v))
            .map(|(k, _)| *k)
            .collect();
        let key = self.s.abstractmethods;
        for b in bases {
            let Value::Obj(bh) = b else { continue };
            let inherited = match self.heap.get(bh) {
                Obj::Class(c) => c.ns.get(key),
                _ => None,
            };
            let Some(Obj::Tuple(items)) = inherited.and_then(|t| self.obj(t)) else {
                continue;
            };
            for item in items.clone() {
                let Some(n) = self.as_str(item).map(str::to_string) else {
                    continue;
                };
                let sym = self.intern(&n)?;
                let still = self
                    .lookup_in_mro(class, sym)
                    .is_some_and(|(v, _)| self.is_abstract(v));
                if still && !names.contains(&sym) {
                    names.push(sym);
                }
            }
        }
        let mut items = Vec::with_capacity(names.len());
        for n in names {
            items.push(self.sym_value(n)?);
        }
        let t = self.new_tuple(items)?;
        self.class_set(ch, key, t)
    }

    /// `getattr(v, "__isabstractmethod__", False)` for what a class body can hold.
    fn is_abstract(&self, v: Value) -> bool {
        let Some(sym) = self.syms.lookup("__isabstractmethod__") else {
            return false;
        };
        match self.obj(v) {
            Some(Obj::Function(f)) => f
                .attrs
                .as_ref()
                .and_then(|a| a.get(sym))
                .is_some_and(|x| !matches!(x, Value::None | Value::Bool(false) | Value::Int(0))),
            Some(Obj::Property(p)) => {
                let p = **p;
                [p.fget, p.fset, p.fdel]
                    .iter()
                    .any(|f| self.is_abstract(*f))
            }
            Some(Obj::StaticMethod(f) | Obj::ClassMethod(f)) => self.is_abstract(*f),
            _ => false,
        }
    }

    /// CPython's "multiple bases have instance lay-out conflict" among exception classes
    /// whose instances carry different fields.
    fn check_layout(&self, bases: &[Value]) -> VmResult<()> {
        let roots: SmallVec<[TypeTag; 4]> = bases
            .iter()
            .map(|b| layout_root(self.base_tag(*b)))
            .filter(|t| *t != TypeTag::Object)
            .collect();
        for a in &roots {
            for b in &roots {
                if !(a.is_subtype(*b) || b.is_subtype(*a)) {
                    return Err(self.type_error("multiple bases have instance lay-out conflict"));
                }
            }
        }
        Ok(())
    }

    /// The `BuildClass` window of the instruction the top frame is at.
    fn class_window(&self) -> VmResult<Vec<Value>> {
        let Some(f) = self.frames.last() else {
            return Err(self.internal("no frame for the class"));
        };
        let code = self.prog.codes.get(f.code as usize);
        let ins = code.and_then(|c| c.instrs.get((f.pc as usize).wrapping_sub(1)));
        let Some(pyrite_lang::bytecode::Instr::BuildClass { start, count, .. }) = ins else {
            return Err(self.internal("class body returned elsewhere"));
        };
        let s = f.base as usize + *start as usize;
        self.regs
            .get(s..s + 2 + *count as usize)
            .map(<[Value]>::to_vec)
            .ok_or_else(|| self.internal("bad class window"))
    }

    /// `C(*args, **kws)` for a script class: a new instance (an exception's made by its
    /// built-in `__new__`), then its `__init__`: the script's, a built-in exception's, or
    /// `object`'s (which refuses arguments).
    pub(crate) fn instantiate(
        &mut self,
        ch: Handle,
        args: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
        kind: FrameKind,
    ) -> VmResult<Option<Value>> {
        let class = Value::Obj(ch);
        self.check_abstract(ch)?;
        let init = self.s.init;
        // A built-in type's `__init__` is reported as `None`, like no `__init__` at all.
        let found = self.lookup_cached(class, init);
        let script_init = match found {
            Some(Value::Obj(fh)) if matches!(self.heap.get(fh), Obj::Function(_)) => Some(fh),
            _ => None,
        };
        let base_tag = self.base_tag(class);
        if SUBCLASSABLE.contains(&base_tag) {
            return self.instantiate_subclass(class, base_tag, script_init, args, kws);
        }
        let inst = if base_tag.is_exception() {
            if base_tag.is_subtype(TypeTag::OSError) && script_init.is_none() && !kws.is_empty() {
                // OSError's __new__ parses the arguments and refuses keywords.
                return Err(self.type_error(format!(
                    "{}() takes no keyword arguments",
                    self.class_name(class)
                )));
            }
            self.new_exception(class, args.to_vec())?
        } else {
            self.new_instance(class, None)?
        };
        if let Some(fh) = script_init {
            if kind == FrameKind::Native {
                let r = self.with_roots(&[inst], |vm| {
                    vm.call_function(Value::Obj(fh), &prepend(inst, args), kws)
                })?;
                self.check_init_result(r)?;
                return Ok(Some(inst));
            }
            let Value::Obj(ih) = inst else {
                return Err(self.internal("instance"));
            };
            self.call_function_obj(fh, Some(inst), args, kws, ret, FrameKind::Init)?;
            if let Some(f) = self.frames.last_mut() {
                f.aux = ih;
            }
            return Ok(None);
        }
        match found {
            None if base_tag.is_exception() => {
                // The built-in exception's __init__ (no script class in the MRO has one).
                self.with_roots(&[inst], |vm| {
                    if base_tag.is_subtype(TypeTag::OSError) {
                        vm.oserror_init(inst, args, kws)
                    } else if base_tag.is_subtype(TypeTag::ImportError) {
                        vm.import_error_init(inst, args, kws)
                    } else {
                        vm.base_exception_init(inst, args, kws)
                    }
                })?;
                Ok(Some(inst))
            }
            Some(other) => {
                // A callable that is not a script function (a dataclass's synthesized
                // __init__, a builtin bound at class level): call it natively.
                self.with_roots(&[inst], |vm| {
                    let r = vm.call_function(other, &prepend(inst, args), kws)?;
                    vm.check_init_result(r)
                })?;
                Ok(Some(inst))
            }
            _ => {
                if !args.is_empty() || !kws.is_empty() {
                    return Err(
                        self.type_error(format!("{}() takes no arguments", self.class_name(class)))
                    );
                }
                Ok(Some(inst))
            }
        }
    }

    /// `C(*args, **kws)` for a class extending a built-in type ([`SUBCLASSABLE`]): its
    /// `__new__` (a namedtuple's) or the built-in type's constructor makes the value the
    /// instance carries; then the script's `__init__`, if any, runs on the instance when
    /// `__new__` returned one of `class` (the built-in's `__init__` ignores the arguments).
    /// Both run as nested calls.
    fn instantiate_subclass(
        &mut self,
        class: Value,
        base_tag: TypeTag,
        script_init: Option<Handle>,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Option<Value>> {
        if matches!(base_tag, TypeTag::List | TypeTag::Dict) {
            return self.instantiate_container(class, base_tag, script_init, args, kws);
        }
        let inst = match self.lookup_cached(class, self.s.new) {
            Some(new @ Value::Obj(_)) => self.call_function(new, &prepend(class, args), kws)?, // CALLBACK
            _ => {
                let payload = self.call_type(base_tag, args, kws)?;
                // `str(x)` may be what `x.__str__` returned, an instance: its exact str.
                let payload = self.unwrap_payload(payload);
                self.with_roots(&[payload], |vm| vm.new_instance_of(class, None, payload))?
            }
        };
        if let Some(fh) = script_init {
            if self.is_instance(inst, class) {
                let r = self.with_roots(&[inst], |vm| {
                    vm.call_function(Value::Obj(fh), &prepend(inst, args), kws) // CALLBACK
                })?;
                self.check_init_result(r)?;
            }
        }
        Ok(Some(inst))
    }

    /// `C(*args, **kws)` for a class extending `list` or `dict`: as CPython's `list.__new__`
    /// and `dict.__new__`, the instance starts with an empty list or dict, and `__init__`
    /// fills it: the script's (which may call `super().__init__(...)`, or not), else the
    /// built-in type's with the arguments (`list.__init__`'s clear-and-extend,
    /// `dict.__init__`'s update, which ignores a `__setitem__` override).
    fn instantiate_container(
        &mut self,
        class: Value,
        base_tag: TypeTag,
        script_init: Option<Handle>,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Option<Value>> {
        let payload = if base_tag == TypeTag::List {
            self.new_list(Vec::new())?
        } else {
            self.new_dict()?
        };
        let inst = self.with_roots(&[payload], |vm| vm.new_instance_of(class, None, payload))?;
        self.with_roots(&[inst], |vm| {
            match script_init {
                Some(fh) => {
                    let r = vm.call_function(Value::Obj(fh), &prepend(inst, args), kws)?; // CALLBACK
                    vm.check_init_result(r)
                }
                // Another `__init__` of the script (a dataclass's), bound as attribute.
                None if vm.lookup_cached(class, vm.s.init).is_some() => {
                    let m = vm.get_attr(inst, vm.s.init)?;
                    let r = vm.with_roots(&[m], |vm| vm.call_function(m, args, kws))?; // CALLBACK
                    vm.check_init_result(r)
                }
                None => {
                    let all = prepend(payload, args);
                    vm.call_native_method_kw(payload, "__init__", &all, kws)?; // CALLBACK
                    Ok(())
                }
            }
        })?;
        Ok(Some(inst))
    }

    /// True if the class of instance `v` has a script definition of one of `names` (a
    /// method overriding the built-in base's).
    pub fn overrides_any(&mut self, v: Value, names: &[&str]) -> bool {
        let class = self.class_of(v);
        names.iter().any(|n| {
            self.syms
                .lookup(n)
                .and_then(|s| self.lookup_cached(class, s))
                .is_some()
        })
    }

    /// The refusal of an operation that CPython routes through methods a subclass of a
    /// built-in type overrides, where Pyrite reads the value the instance carries.
    pub fn subclass_override_refused(&self, v: Value, what: &str) -> VmErr {
        self.not_supported(format!(
            "{what} on an instance of '{}', a subclass of a built-in type overriding how it is read, is not supported in Pyrite",
            self.type_name(v)
        ))
    }

    /// True if instances of `class` have no attribute dict: every script class of its MRO
    /// has `__slots__` (only the classes `namedtuple` makes have, `()`).
    pub(crate) fn has_no_dict(&self, class: Value) -> bool {
        let Some(slots) = self.syms.lookup("__slots__") else {
            return false;
        };
        let mut scratch = SmallVec::new();
        self.mro_ref(class, &mut scratch).iter().all(|c| match c {
            Value::Obj(h) => match self.heap.get(*h) {
                Obj::Class(cls) => cls.ns.get(slots).is_some(),
                _ => true,
            },
            _ => true,
        })
    }

    /// `__init__` must return None.
    pub(crate) fn check_init_result(&self, v: Value) -> VmResult<()> {
        if v == Value::None {
            return Ok(());
        }
        Err(self.type_error(format!(
            "__init__() should return None, not '{}'",
            self.type_name(v)
        )))
    }

    /// The value of `name` in the first class of `class`'s MRO that has it, with the class
    /// where it was found. Built-in types in the MRO contribute their native methods.
    pub(crate) fn lookup_in_mro(&self, class: Value, name: Sym) -> Option<(Value, Value)> {
        let mut scratch = SmallVec::new();
        for &c in self.mro_ref(class, &mut scratch) {
            match c {
                Value::Obj(h) => {
                    if let Obj::Class(cls) = self.heap.get(h) {
                        if let Some(v) = cls.ns.get(name) {
                            return Some((v, c));
                        }
                    }
                }
                Value::Type(t) if self.find_method_exact(t, self.syms.name(name)).is_some() => {
                    return Some((Value::Type(t), c));
                }
                _ => {}
            }
        }
        None
    }

    /// Sets `name` in a class namespace (`C.x = v`).
    pub(crate) fn class_set(&mut self, ch: Handle, name: Sym, v: Value) -> VmResult<()> {
        if let Obj::Class(c) = self.heap.get(ch) {
            if c.enum_info.is_some() {
                self.enum_check_set(Value::Obj(ch), name, false)?;
            }
        }
        if name == self.s.name || name == self.s.qualname {
            return self.class_rename(ch, name, v);
        }
        let grew = match self.heap.get_mut(ch) {
            Some(Obj::Class(c)) => c.ns.set(name, v),
            _ => return Err(self.internal("not a class")),
        };
        if grew {
            self.charge_grow(ch, 24)?;
        }
        self.mcache.forget(name);
        Ok(())
    }

    /// `C.__name__ = v` or `C.__qualname__ = v`: the class's names (what its repr, its
    /// instances' repr and error messages use), a string without NUL characters.
    fn class_rename(&mut self, ch: Handle, name: Sym, v: Value) -> VmResult<()> {
        let field = self.syms.name(name).to_string();
        let Some(text) = self.as_str(v).map(str::to_string) else {
            let class = self.class_name(Value::Obj(ch));
            return Err(self.type_error(format!(
                "can only assign string to {class}.{field}, not '{}'",
                self.type_name(v)
            )));
        };
        if text.contains('\0') {
            return Err(self.value_error("type name must not contain null characters"));
        }
        self.charge_fuel(text.len() as u64 / 32)?;
        if let Some(Obj::Class(c)) = self.heap.get_mut(ch) {
            if name == self.s.name {
                c.name = text;
            } else {
                c.qualname = text;
            }
        }
        Ok(())
    }

    /// `del C.x`.
    pub(crate) fn class_del(&mut self, ch: Handle, name: Sym) -> VmResult<bool> {
        let r = match self.heap.get_mut(ch) {
            Some(Obj::Class(c)) => c.ns.remove(name).is_some(),
            _ => false,
        };
        self.mcache.forget(name);
        Ok(r)
    }

    /// The namespace of the class body running in the top frame.
    fn current_namespace(&self) -> Option<Handle> {
        let f = self.frames.last()?;
        (f.kind == FrameKind::ClassBody).then_some(f.aux)
    }

    /// `LoadName`'s first step: the class namespace.
    #[inline(never)]
    pub(crate) fn namespace_get(&self, name: Sym) -> Option<Value> {
        match self.heap.get(self.current_namespace()?) {
            Obj::Namespace(ns) => ns.get(name),
            _ => None,
        }
    }

    /// `StoreName`: into the class namespace.
    #[inline(never)]
    pub(crate) fn namespace_set(&mut self, name: Sym, v: Value) -> VmResult<()> {
        let Some(h) = self.current_namespace() else {
            return Err(self.internal("no class namespace"));
        };
        let v = if self.enum_bodies.is_empty() {
            v
        } else {
            self.enum_store(h, name, v)? // CALLBACK
        };
        let grew = match self.heap.get_mut(h) {
            Some(Obj::Namespace(ns)) => ns.set(name, v),
            _ => false,
        };
        if grew {
            self.charge_grow(h, 24)?;
        }
        Ok(())
    }

    /// `DelName`: from the class namespace; false if it was not there.
    #[inline(never)]
    pub(crate) fn namespace_del(&mut self, name: Sym) -> bool {
        let Some(h) = self.current_namespace() else {
            return false;
        };
        match self.heap.get_mut(h) {
            Some(Obj::Namespace(ns)) => ns.remove(name).is_some(),
            _ => false,
        }
    }

    /// `isinstance(v, cls)` where `cls` is a class or a (nested) tuple of classes, with
    /// CPython's TypeError for anything else. `what` names the built-in in the message.
    pub fn isinstance_of(&mut self, v: Value, cls: Value, subclass: bool) -> VmResult<bool> {
        let mut work = vec![cls];
        let mut steps = 0u64;
        while let Some(c) = work.pop() {
            steps += 1;
            if steps > 1_000_000 {
                return Err(self.recursion_error());
            }
            if self.is_class(c) {
                let hit = if subclass {
                    self.is_subclass(v, c)
                } else {
                    self.is_instance(v, c)
                };
                if hit {
                    return Ok(true);
                }
            } else if let Some(Obj::Tuple(items)) = self.obj(c) {
                work.extend(items.iter().rev().copied());
            } else if self.is_hint(c) {
                match self.hint_check(v, c, subclass)? {
                    HintCheck::Done(true) => return Ok(true),
                    HintCheck::Done(false) => {}
                    HintCheck::Expand(items) => work.extend(items.iter().rev().copied()),
                }
            } else {
                let what = if subclass { "issubclass" } else { "isinstance" };
                return Err(self.type_error(format!(
                    "{what}() arg 2 must be a type, a tuple of types, or a union"
                )));
            }
        }
        Ok(false)
    }

    fn check_abstract(&self, ch: Handle) -> VmResult<()> {
        let Obj::Class(c) = self.heap.get(ch) else {
            return Ok(());
        };
        let Some(abs) = c.ns.get(self.s.abstractmethods) else {
            return Ok(());
        };
        let Some(Obj::Tuple(names)) = self.obj(abs) else {
            return Ok(());
        };
        if names.is_empty() {
            return Ok(());
        }
        let mut list: Vec<String> = names
            .iter()
            .filter_map(|n| self.as_str(*n).map(str::to_string))
            .collect();
        list.sort();
        let (word, what) = if list.len() == 1 {
            ("method", list.join(""))
        } else {
            ("methods", list.join(", "))
        };
        Err(self.type_error(format!(
            "Can't instantiate abstract class {} with abstract {word} {what}",
            c.name
        )))
    }
}

/// `[first, *args]`: the arguments of a call that passes a receiver or a class first.
fn prepend(first: Value, args: &[Value]) -> SmallVec<[Value; 8]> {
    let mut all = SmallVec::with_capacity(args.len() + 1);
    all.push(first);
    all.extend_from_slice(args);
    all
}

/// The built-in types other than `object` and the exceptions a script class may extend. Its
/// instances are [`Instance`]s carrying a value of the type ([`Instance::payload`]).
pub(crate) const SUBCLASSABLE: [TypeTag; 6] = [
    TypeTag::Tuple,
    TypeTag::Int,
    TypeTag::Str,
    TypeTag::Float,
    TypeTag::List,
    TypeTag::Dict,
];

/// The exception class whose instance layout `t` shares (CPython's base of the C struct):
/// classes with extra fields start a layout of their own.
fn layout_root(t: TypeTag) -> TypeTag {
    let mut t = t;
    loop {
        if matches!(
            t,
            TypeTag::OSError
                | TypeTag::StopIteration
                | TypeTag::SyntaxError
                | TypeTag::ImportError
                | TypeTag::UnicodeError
                | TypeTag::SystemExit
                | TypeTag::NameError
                | TypeTag::AttributeError
                | TypeTag::Tuple
                | TypeTag::BaseException
                | TypeTag::Object
        ) {
            return t;
        }
        t = t.parent();
    }
}

impl VmErr {
    /// True for a limit (never caught).
    pub fn is_limit(&self) -> bool {
        matches!(self, VmErr::Limit(_))
    }
}
