//! Attributes: `obj.name` get, set and delete for every kind of value, with Python's
//! descriptor rules (functions bind to instances, `classmethod`, `staticmethod`, `property`),
//! `super()`, and the method calls of `obj.name(...)` without a bound-method object.
//!
//! What a script can reach is limited by the admission check (no dunder attribute outside the
//! allowlist) and again here: the objects below expose only their Python-visible attributes,
//! never the interpreter's (no `__dict__`, `__globals__`, `__code__`, frames).
//!
//! The attributes answered here by name (`property.fget`, `function.__name__`, an exception's
//! `args`) are rows of the surface table (`stdlib-allowlist/src/vm_attrs.rs`): each `match` on
//! attribute names is marked `// surface: OWNER ...`, and a test there checks that the names
//! each marked match answers and the rows are the same.

use std::borrow::Cow;

use smallvec::SmallVec;

use super::{FrameKind, Vm, VmErr, VmResult, NO_AUX};
use crate::heap::Obj;
use crate::natives::NativeFn;
use crate::object::{Property, Sym};
use crate::value::{Handle, TypeTag, Value};

/// What `obj.name(...)` calls.
/// Where `super(...).name` was found.
enum SuperHit {
    /// In a script class's namespace: this value.
    Ns(Value),
    /// A built-in type's method (index in the method table).
    Native(u32),
}

pub(crate) enum Target {
    /// A native method, called with the receiver first.
    Native(NativeFn),
    /// A script function, called with this receiver first.
    Func(Handle, Value),
    /// Any other callable, called with the arguments alone.
    Value(Value),
}

impl Vm<'_> {
    /// The symbol of `names[idx]` of code `ci`.
    #[inline]
    pub(crate) fn sym_of(&self, ci: usize, idx: usize) -> Sym {
        self.code_syms
            .get(ci)
            .and_then(|s| s.get(idx))
            .copied()
            .unwrap_or(0)
    }

    /// Interns a name made at run time (`getattr(o, name)`), charging the table's growth.
    pub fn intern(&mut self, name: &str) -> VmResult<Sym> {
        if let Some(s) = self.syms.lookup(name) {
            return Ok(s);
        }
        self.charge(name.len() as u64 + 64)?;
        Ok(self.syms.intern(name))
    }

    /// The str object of a symbol (made once).
    pub fn sym_value(&mut self, s: Sym) -> VmResult<Value> {
        if let Some(v) = self.syms.str_value(s) {
            return Ok(v);
        }
        let v = self.new_str(self.syms.name(s).to_string())?;
        self.syms.set_str_value(s, v);
        Ok(v)
    }

    /// The str object of a name (interned).
    pub(crate) fn sym_str(&mut self, name: &str) -> VmResult<Value> {
        let s = self.intern(name)?;
        self.sym_value(s)
    }

    /// `obj.name` from the dispatch loop: `Some(value)`, or `None` after pushing a frame (a
    /// property getter, `__getattr__`) whose result goes to register `ret`.
    pub(crate) fn get_attr_op(
        &mut self,
        obj: Value,
        name: Sym,
        ret: usize,
    ) -> VmResult<Option<Value>> {
        match self.attr_lookup(obj, name)? {
            Lookup::Value(v) => Ok(Some(v)),
            Lookup::Call(f, arg) => self.call_value(f, &arg, &[], ret),
        }
    }

    /// `obj.name` when it is an attribute of a plain instance (not an exception) that no
    /// property of its class overrides: the common `self.x`, with no call and no error
    /// possible. `None` sends the caller down the general path.
    #[inline(always)]
    pub(crate) fn plain_instance_get(&self, obj: Value, name: Sym) -> Option<Value> {
        let Value::Obj(h) = obj else {
            return None;
        };
        let Obj::Instance(i) = self.heap.get(h) else {
            return None;
        };
        let (Value::Obj(ch), None) = (i.class, &i.exc) else {
            return None;
        };
        let v = i.attrs.get(name)?;
        // Only a cached "the class has no such attribute" or a class value that is not a
        // property lets the instance's own value stand.
        match self.mcache.get(ch, name)? {
            None => Some(v),
            Some(Value::Obj(c)) if matches!(self.heap.get(c), Obj::Property(_)) => None,
            Some(_) => Some(v),
        }
    }

    /// `obj.name = v` when `obj` is a plain instance (not an exception) whose class has no
    /// attribute `name` (so no property setter), with no frozen dataclass in the program.
    /// False sends the caller down the general path.
    #[inline(always)]
    pub(crate) fn plain_instance_set(&mut self, obj: Value, name: Sym, v: Value) -> VmResult<bool> {
        let Value::Obj(h) = obj else {
            return Ok(false);
        };
        if self.any_frozen || name == self.s.class {
            return Ok(false);
        }
        let Obj::Instance(i) = self.heap.get(h) else {
            return Ok(false);
        };
        let (Value::Obj(ch), None, Value::Undef) = (i.class, &i.exc, i.payload) else {
            return Ok(false);
        };
        if self.mcache.get(ch, name) != Some(None) {
            return Ok(false);
        }
        let grew = match self.heap.get_mut(h) {
            Some(Obj::Instance(i)) => i.attrs.set(name, v),
            _ => false,
        };
        if grew {
            self.charge_grow(h, 24)?;
        }
        Ok(true)
    }

    /// `obj.name` for native code (`getattr`): getters run in a nested call.
    pub fn get_attr(&mut self, obj: Value, name: Sym) -> VmResult<Value> {
        match self.attr_lookup(obj, name)? {
            Lookup::Value(v) => Ok(v),
            Lookup::Call(f, arg) => self.call_function(f, &arg, &[]), // CALLBACK
        }
    }

    /// `obj.name` for a name given as text.
    pub fn get_attr_str(&mut self, obj: Value, name: &str) -> VmResult<Value> {
        let s = self.intern(name)?;
        self.get_attr(obj, s)
    }

    /// Resolves `obj.name` to a value, or to a call still to make (a getter).
    fn attr_lookup(&mut self, obj: Value, name: Sym) -> VmResult<Lookup> {
        if name == self.s.class {
            return Ok(Lookup::Value(self.visible_class(obj)));
        }
        match obj {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Instance(_) => self.instance_attr(obj, h, name),
                Obj::Class(_) => self.class_attr(obj, name).map(Lookup::Value),
                Obj::Function(f) => {
                    if let Some(v) = f.attrs.as_ref().and_then(|a| a.get(name)) {
                        return Ok(Lookup::Value(v));
                    }
                    let code = self.prog.codes.get(f.code as usize);
                    // surface: function
                    let text = match (self.syms.name(name), code) {
                        ("__name__", Some(c)) => Some(Some(c.name.clone())),
                        ("__qualname__", Some(c)) => Some(Some(c.qualname.clone())),
                        ("__doc__", Some(c)) => Some(c.doc.clone()),
                        ("__module__", _) => Some(Some("__main__".to_string())),
                        _ => None,
                    };
                    match text {
                        Some(Some(s)) => self.new_str(s).map(Lookup::Value),
                        Some(None) => Ok(Lookup::Value(Value::None)),
                        None => self.builtin_attr(obj, name).map(Lookup::Value),
                    }
                }
                Obj::Method { func, .. } => {
                    let func = *func;
                    // surface: method
                    match self.syms.name(name) {
                        "__name__" | "__qualname__" | "__doc__" | "__module__" => {
                            self.attr_lookup(func, name)
                        }
                        _ => self.builtin_attr(obj, name).map(Lookup::Value),
                    }
                }
                Obj::Super(s) => {
                    let s = *s;
                    self.super_attr(s.class, s.obj, s.obj_type, name)
                }
                Obj::DcField(_) => {
                    let n = self.syms.name(name).to_string();
                    match self.dc_field_attr(obj, &n)? {
                        Some(v) => Ok(Lookup::Value(v)),
                        None => {
                            Err(self.not_supported(format!("Field.{n} is not supported in Pyrite")))
                        }
                    }
                }
                Obj::Lib(o) => {
                    let tag = o.type_tag();
                    let n = self.syms.name(name).to_string();
                    if let Some(v) = self.value_getter(tag, obj, &n)? {
                        return Ok(Lookup::Value(v));
                    }
                    if let Some(v) = self.lib_attr(h, &n)? {
                        return Ok(Lookup::Value(v));
                    }
                    let tag = self.type_tag(obj);
                    if self.find_method(tag, &n).is_none() {
                        let tn = self.type_name(obj).to_string();
                        use crate::cpython_attrs::{lists, CPYTHON_LIB_ATTRS};
                        if lists(CPYTHON_LIB_ATTRS, &tn, &n) {
                            return Err(self.not_supported(format!("{tn}.{n} is not supported")));
                        }
                    }
                    self.builtin_attr(obj, name).map(Lookup::Value)
                }
                Obj::Alias(_) => {
                    Err(self.not_supported("attributes of type hints are not supported in Pyrite"))
                }
                Obj::Module(m) => {
                    let id = m.id;
                    self.module_attr(id, name).map(Lookup::Value)
                }
                Obj::Property(p) => {
                    let p = **p;
                    // surface: property
                    match self.syms.name(name) {
                        "fget" => Ok(Lookup::Value(p.fget)),
                        "fset" => Ok(Lookup::Value(p.fset)),
                        "fdel" => Ok(Lookup::Value(p.fdel)),
                        "__doc__" => Ok(Lookup::Value(p.doc)),
                        _ => self.builtin_attr(obj, name).map(Lookup::Value),
                    }
                }
                _ => self.builtin_attr(obj, name).map(Lookup::Value),
            },
            Value::Type(t) => self.type_attr(t, name).map(Lookup::Value),
            // surface: builtin_function_or_method
            Value::Builtin(i) => match self.syms.name(name) {
                "__name__" | "__qualname__" => {
                    let n = self.builtin_parts(i).1.to_string();
                    self.new_str(n).map(Lookup::Value)
                }
                "__module__" => {
                    let m = self.builtin_parts(i).0.to_string();
                    self.new_str(m).map(Lookup::Value)
                }
                _ => self.builtin_attr(obj, name).map(Lookup::Value),
            },
            _ => self.builtin_attr(obj, name).map(Lookup::Value),
        }
    }

    /// An attribute of an instance: data descriptors of its class, then its own attributes,
    /// then the class (binding functions), then `__getattr__`.
    fn instance_attr(&mut self, obj: Value, h: Handle, name: Sym) -> VmResult<Lookup> {
        let class = self.class_of(obj);
        if let Some(v) = self.exception_attr(h, name)? {
            return Ok(Lookup::Value(v));
        }
        if name == self.s.doc && self.lookup_own(class, name).is_none() {
            // CPython's classes all have their own `__doc__` (None without a docstring),
            // which hides their bases': the instance's own attribute, or the class's.
            if let Obj::Instance(i) = self.heap.get(h) {
                if let Some(v) = i.attrs.get(name) {
                    return Ok(Lookup::Value(v));
                }
            }
            if matches!(self.obj(class), Some(Obj::Class(_))) {
                return self.class_attr(class, name).map(Lookup::Value);
            }
        }
        let found = self.lookup_cached(class, name);
        if let Some(Value::Obj(ph)) = found {
            if let Obj::Property(p) = self.heap.get(ph) {
                let p = **p;
                if p.fget == Value::None {
                    return Err(self.property_error(obj, ph, "getter"));
                }
                return Ok(Lookup::Call(p.fget, vec![obj]));
            }
        }
        if let Obj::Instance(i) = self.heap.get(h) {
            if let Some(v) = i.attrs.get(name) {
                return Ok(Lookup::Value(v));
            }
        }
        if let Some(v) = found {
            return self.bind(v, obj, class, name).map(Lookup::Value);
        }
        if let Some(t) = self.builtin_in_mro(class) {
            if let Some(m) = self.find_method(t, self.syms.name(name)) {
                if self.ctx.natives.binds_to_type(t, m) {
                    // `i.from_bytes(...)`: a classmethod of the base type, bound to the class.
                    return self
                        .alloc(Obj::BoundMethod {
                            recv: class,
                            method: m,
                        })
                        .map(Lookup::Value);
                }
                return self
                    .alloc(Obj::BoundMethod {
                        recv: obj,
                        method: m,
                    })
                    .map(Lookup::Value);
            }
            if let Some(p) = self.payload(obj) {
                // A data attribute of the base type (`int.real`), read from the value.
                if let Some(get) = self.find_getter(t, self.syms.name(name)) {
                    return get(self, &[p], &[]).map(Lookup::Value);
                }
            }
        }
        let getattr = self.s.getattr;
        if let Some(g) = self.lookup_cached(class, getattr) {
            let n = self.sym_value(name)?;
            return Ok(Lookup::Call(g, vec![obj, n]));
        }
        Err(self.no_attribute(obj, name))
    }

    /// The exception fields that are data descriptors on `BaseException` and its subclasses.
    fn exception_attr(&mut self, h: Handle, name: Sym) -> VmResult<Option<Value>> {
        let Some(d) = self.exc_data(h) else {
            return Ok(None);
        };
        let (args, cause, context, suppress) = (d.args, d.cause, d.context, d.suppress_context);
        let first = || match self.obj(args) {
            Some(Obj::Tuple(a)) => a.first().copied(),
            _ => None,
        };
        let tag = self.base_tag(self.class_of(Value::Obj(h)));
        if let Some(v) = self.oserror_attr(h, self.syms.name(name)) {
            return v.map(Some);
        }
        if let Some(v) = self.import_error_attr(h, self.syms.name(name)) {
            return Ok(Some(v));
        }
        if let Some(v) = self.unicode_error_attr(h, self.syms.name(name)) {
            return Ok(Some(v));
        }
        // surface: BaseException StopIteration SystemExit
        Ok(match self.syms.name(name) {
            "args" => Some(args),
            "__cause__" => Some(cause),
            "__context__" => Some(context),
            "__suppress_context__" => Some(Value::Bool(suppress)),
            // None until it is raised (or given one): CPython's exceptions start without.
            "__traceback__" => match self.exc_data(h) {
                Some(d) if !d.traceback.is_empty() => Some(self.alloc(Obj::Traceback(h))?),
                _ => Some(Value::None),
            },
            "value" if tag.is_subtype(TypeTag::StopIteration) => {
                Some(first().unwrap_or(Value::None))
            }
            "code" if tag.is_subtype(TypeTag::SystemExit) => {
                let n = match self.obj(args) {
                    Some(Obj::Tuple(a)) => a.len(),
                    _ => 0,
                };
                Some(if n == 1 {
                    first().unwrap_or(Value::None)
                } else if n == 0 {
                    Value::None
                } else {
                    args
                })
            }
            _ => None,
        })
    }

    /// A classmethod of a built-in type (`int.from_bytes`) found through a script class
    /// extending it is bound to that class (which the method then calls on its result, as
    /// CPython's do); anything else is returned as it is.
    fn rebind_classmethod(&mut self, v: Value, class: Value) -> Value {
        if let Value::Obj(h) = v {
            if let Some(Obj::BoundMethod { recv, .. }) = self.heap.get_mut(h) {
                if matches!(recv, Value::Type(_)) {
                    *recv = class;
                }
            }
        }
        v
    }

    /// The receiver native method `m` of a built-in type is bound to for `obj`: the value a
    /// subclass instance carries, except for the str methods that may return their receiver
    /// itself (CPython's `partition` with no match, `format` of a str without fields), which
    /// read the instance as its str and return it.
    pub(crate) fn method_recv(&self, obj: Value, m: u32) -> Value {
        match self.payload(obj) {
            Some(p) if self.exact_str(p).is_some() && returns_self(self.method_name(m)) => obj,
            Some(p) => p,
            None => obj,
        }
    }

    /// The first built-in type (other than `object`) in a class's MRO, for native methods an
    /// instance inherits (an exception's).
    fn builtin_in_mro(&self, class: Value) -> Option<TypeTag> {
        self.mro_of(class).iter().find_map(|c| match c {
            Value::Type(t) => Some(*t),
            _ => None,
        })
    }

    /// Binds what a class lookup of `name` found to `obj` (an instance of `class`). A
    /// built-in type's native method is bound to the built-in value a subclass instance
    /// carries ([`Vm::payload`]).
    fn bind(&mut self, v: Value, obj: Value, class: Value, name: Sym) -> VmResult<Value> {
        match v {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Function(_) | Obj::Synth { .. } => {
                    self.alloc(Obj::Method { func: v, recv: obj })
                }
                // An lru_cache wrapper binds as the function it wraps (CPython's `__get__`),
                // a singledispatch function as the function it is.
                Obj::Lib(o)
                    if matches!(
                        **o,
                        crate::libobj::LibObj::LruWrapper(_)
                            | crate::libobj::LibObj::SingleDispatch { .. }
                    ) =>
                {
                    self.alloc(Obj::Method { func: v, recv: obj })
                }
                Obj::ClassMethod(f) => {
                    let f = *f;
                    self.alloc(Obj::Method {
                        func: f,
                        recv: class,
                    })
                }
                Obj::StaticMethod(f) => Ok(*f),
                // `__hash__ = float.__hash__`: a built-in type's method binds to an instance
                // of that type (a method descriptor's `__get__`).
                &Obj::MethodDescriptor { tag, method }
                    if self.is_instance(obj, Value::Type(tag)) =>
                {
                    self.alloc(Obj::BoundMethod { recv: obj, method })
                }
                _ => Ok(v),
            },
            Value::Type(t) => match self.find_method_exact(t, self.syms.name(name)) {
                Some(m) => self.alloc(Obj::BoundMethod {
                    recv: obj,
                    method: m,
                }),
                None => Ok(v),
            },
            _ => Ok(v),
        }
    }

    /// An attribute of a script class (`C.x`): its MRO, binding classmethods to it.
    fn class_attr(&mut self, class: Value, name: Sym) -> VmResult<Value> {
        // surface: type
        match self.syms.name(name) {
            "__name__" => {
                let n = self.class_name(class);
                return self.new_str(n);
            }
            "__qualname__" => {
                let n = self.class_qualname(class);
                return self.new_str(n);
            }
            "__doc__" => {
                let own = self.lookup_own(class, name);
                let dataclass =
                    matches!(self.obj(class), Some(Obj::Class(c)) if c.dataclass.is_some());
                if own.is_none() && dataclass {
                    return Err(self.not_supported(
                        "the __doc__ of a dataclass with init=False and an inherited __init__ \
                         is not supported in Pyrite",
                    ));
                }
                return Ok(own.unwrap_or(Value::None));
            }
            _ => {}
        }
        match self.lookup_in_mro(class, name) {
            Some((v, owner)) => match v {
                Value::Obj(h) => match self.heap.get(h) {
                    Obj::Property(p) if self.is_tuple_getter(p.fget) => Err(self.not_supported(
                        "the field descriptors of a namedtuple class (_tuplegetter) are not \
                         supported in Pyrite",
                    )),
                    Obj::Property(_) if self.is_enum_class(class) => {
                        match self.enum_class_attr_error(class, name) {
                            Some(e) => Err(e),
                            None => Ok(v),
                        }
                    }
                    Obj::ClassMethod(f) => {
                        let f = *f;
                        self.alloc(Obj::Method {
                            func: f,
                            recv: class,
                        })
                    }
                    Obj::StaticMethod(f) => Ok(*f),
                    _ => Ok(v),
                },
                Value::Type(t) if v == owner => {
                    let n = self.syms.name(name).to_string();
                    let r = self.type_attr(t, self.syms.lookup(&n).unwrap_or(name))?;
                    Ok(self.rebind_classmethod(r, class))
                }
                _ => Ok(v),
            },
            None => Err(self.no_attribute(class, name)),
        }
    }

    /// A name in a class's own namespace (not its bases).
    fn lookup_own(&self, class: Value, name: Sym) -> Option<Value> {
        match self.obj(class) {
            Some(Obj::Class(c)) => c.ns.get(name),
            _ => None,
        }
    }

    /// An attribute of a built-in type: `int.__name__`, `str.upper` (a descriptor that checks
    /// its receiver).
    fn type_attr(&mut self, t: TypeTag, name: Sym) -> VmResult<Value> {
        // surface: type
        match self.syms.name(name) {
            "__name__" | "__qualname__" => return self.new_str(t.name().to_string()),
            "__module__" => return self.sym_str(t.module().unwrap_or("builtins")),
            _ => {}
        }
        let text = self.syms.name(name).to_string();
        if let Some(v) = self.value_getter(t, Value::Type(t), &text)? {
            return Ok(v);
        }
        if let Some(m) = self.find_method(t, &text) {
            if self.ctx.natives.binds_to_type(t, m) {
                // Bound to the type, as a classmethod is.
                return self.alloc(Obj::BoundMethod {
                    recv: Value::Type(t),
                    method: m,
                });
            }
            return self.alloc(Obj::MethodDescriptor { tag: t, method: m });
        }
        Err(self.no_attribute(Value::Type(t), name))
    }

    /// An attribute of any other value: its native methods, bound.
    fn builtin_attr(&mut self, obj: Value, name: Sym) -> VmResult<Value> {
        let tag = match self.class_of(obj) {
            Value::Type(t) => t,
            _ => self.type_tag(obj),
        };
        let text = self.syms.name(name).to_string();
        if let Some(get) = self.find_getter(tag, &text) {
            return get(self, &[obj], &[]);
        }
        if let Some(m) = self.find_method(tag, &text) {
            return self.alloc(Obj::BoundMethod {
                recv: obj,
                method: m,
            });
        }
        Err(self.no_attribute(obj, name))
    }

    /// `super().name`: the MRO of `obj_type` after `class`, bound to `obj`.
    fn super_attr(
        &mut self,
        class: Value,
        obj: Value,
        obj_type: Value,
        name: Sym,
    ) -> VmResult<Lookup> {
        match self.super_find(class, obj_type, name) {
            Some(SuperHit::Ns(v)) => {
                if let Value::Obj(ph) = v {
                    if let Obj::Property(p) = self.heap.get(ph) {
                        return Ok(Lookup::Call(p.fget, vec![obj]));
                    }
                }
                // In a classmethod, super() binds to the class itself.
                let is_class = self.is_class(obj);
                let v = match self.obj(v) {
                    Some(Obj::Function(_)) if is_class => v,
                    _ => self.bind(v, obj, obj_type, name)?,
                };
                Ok(Lookup::Value(v))
            }
            Some(SuperHit::Native(m)) => self
                .alloc(Obj::BoundMethod {
                    recv: obj,
                    method: m,
                })
                .map(Lookup::Value),
            None => {
                let n = self.syms.name(name).to_string();
                Err(self.err(
                    TypeTag::AttributeError,
                    format!("'super' object has no attribute '{n}'"),
                ))
            }
        }
    }

    /// Where `super(class, obj).name` is found: the first class after `class` in the MRO of
    /// `obj_type` whose namespace has `name`, or a built-in type with such a method.
    fn super_find(&self, class: Value, obj_type: Value, name: Sym) -> Option<SuperHit> {
        let mut scratch = SmallVec::new();
        let mro = self.mro_ref(obj_type, &mut scratch);
        let start = mro
            .iter()
            .position(|c| *c == class)
            .map_or(mro.len(), |i| i + 1);
        mro.iter().skip(start).find_map(|c| match *c {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(cls) => cls.ns.get(name).map(SuperHit::Ns),
                _ => None,
            },
            Value::Type(t) => self
                .find_method_exact(t, self.syms.name(name))
                .map(SuperHit::Native),
            _ => None,
        })
    }

    /// `obj.name = v`.
    pub fn set_attr(&mut self, obj: Value, name: Sym, v: Value) -> VmResult<()> {
        if name == self.s.class {
            return Err(self.not_supported("assigning __class__ is not supported in Pyrite"));
        }
        let Value::Obj(h) = obj else {
            return Err(self.cannot_set(obj, name));
        };
        match self.heap.get(h) {
            Obj::Instance(_) => {
                let class = self.class_of(obj);
                if let Some((ph, p)) = self.class_property(class, name) {
                    if self.is_tuple_getter(p.fget) {
                        return Err(self.err(TypeTag::AttributeError, "can't set attribute"));
                    }
                    if p.fset == Value::None {
                        return Err(self.property_error(obj, ph, "setter"));
                    }
                    self.call_function(p.fset, &[obj, v], &[])?; // CALLBACK
                    return Ok(());
                }
                if self.any_frozen {
                    self.check_frozen(obj, class, name, false)?;
                }
                if self.set_exception_attr(h, name, v)? {
                    return Ok(());
                }
                if self.class_of(obj) == Value::Type(TypeTag::Object)
                    || (self.payload(obj).is_some() && self.has_no_dict(class))
                {
                    return Err(self.no_attribute(obj, name));
                }
                let grew = match self.heap.get_mut(h) {
                    Some(Obj::Instance(i)) => i.attrs.set(name, v),
                    _ => false,
                };
                if grew {
                    self.charge_grow(h, 24)?;
                }
                Ok(())
            }
            Obj::Class(_) => self.class_set(h, name, v),
            Obj::Function(_) => {
                let n = self.syms.name(name);
                if matches!(n, "__name__" | "__qualname__") && self.as_str(v).is_none() {
                    return Err(self.type_error(format!("{n} must be set to a string object")));
                }
                let grew = match self.heap.get_mut(h) {
                    Some(Obj::Function(f)) => {
                        f.attrs.get_or_insert_with(Default::default).set(name, v)
                    }
                    _ => false,
                };
                if grew {
                    self.charge_grow(h, 24)?;
                }
                Ok(())
            }
            Obj::Module(_) => {
                Err(self.not_supported("setting attributes of a module is not supported"))
            }
            Obj::Dict(d)
                if matches!(d.kind, crate::dict::DictKind::DefaultDict(_))
                    && self.syms.name(name) == "default_factory" =>
            {
                if let Some(Obj::Dict(d)) = self.heap.get_mut(h) {
                    d.kind = crate::dict::DictKind::DefaultDict(v);
                }
                Ok(())
            }
            Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::Value(_)) => {
                // A stdlib value type with settable attributes has a native `__setattr__`
                // (decimal's Context); the others' attributes are read-only.
                let n = self.new_str(self.syms.name(name).to_string())?;
                match self.value_special(obj, "__setattr__", &[n, v])? {
                    Some(_) => Ok(()), // CALLBACK
                    None => Err(self.cannot_set(obj, name)),
                }
            }
            Obj::Lib(o)
                if matches!(
                    **o,
                    crate::libobj::LibObj::Partial { .. }
                        | crate::libobj::LibObj::LruWrapper(_)
                        | crate::libobj::LibObj::SingleDispatch { .. }
                        | crate::libobj::LibObj::Random(_)
                        | crate::libobj::LibObj::Stream { .. }
                ) =>
            {
                let tn = self.type_name(obj).to_string();
                Err(self.not_supported(format!(
                    "setting attributes of {tn} objects is not supported in Pyrite"
                )))
            }
            Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::Template { .. }) => {
                if self.syms.name(name) != "template" {
                    return Err(self.not_supported(
                        "setting attributes of Template objects other than 'template' is not supported in Pyrite",
                    ));
                }
                if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
                    if let crate::libobj::LibObj::Template { template } = &mut **o {
                        *template = v;
                    }
                }
                Ok(())
            }
            Obj::Lib(o) if matches!(**o, crate::libobj::LibObj::TextWrapper(_)) => {
                let n = self.syms.name(name);
                let Some(i) = crate::libobj::TEXTWRAPPER_FIELDS
                    .iter()
                    .position(|f| *f == n)
                else {
                    return Err(self.not_supported(
                        "setting attributes of TextWrapper objects other than its options is not supported in Pyrite",
                    ));
                };
                if let Some(Obj::Lib(o)) = self.heap.get_mut(h) {
                    if let crate::libobj::LibObj::TextWrapper(opts) = &mut **o {
                        if let Some(slot) = opts.get_mut(i) {
                            *slot = v;
                        }
                    }
                }
                Ok(())
            }
            Obj::Lib(o)
                if matches!(**o, crate::libobj::LibObj::StructSeq { .. })
                    && crate::libobj::struct_fields(o.type_tag())
                        .contains(&self.syms.name(name)) =>
            {
                // A named tuple's fields (LinearRegression) are Python properties.
                Err(self.err(
                    TypeTag::AttributeError,
                    if o.type_tag() == TypeTag::LinearRegression {
                        "can't set attribute"
                    } else {
                        "readonly attribute"
                    },
                ))
            }
            Obj::Lib(o)
                if matches!(**o, crate::libobj::LibObj::Deque(_))
                    && self.syms.name(name) == "maxlen" =>
            {
                Err(self.err(
                    TypeTag::AttributeError,
                    "attribute 'maxlen' of 'collections.deque' objects is not writable",
                ))
            }
            _ => Err(self.cannot_set(obj, name)),
        }
    }

    /// `del obj.name`.
    pub fn del_attr(&mut self, obj: Value, name: Sym) -> VmResult<()> {
        if name == self.s.class {
            return Err(self.not_supported("deleting __class__ is not supported in Pyrite"));
        }
        let Value::Obj(h) = obj else {
            return Err(self.no_attribute(obj, name));
        };
        match self.heap.get(h) {
            Obj::Instance(_) => {
                let class = self.class_of(obj);
                if let Some((ph, p)) = self.class_property(class, name) {
                    if self.is_tuple_getter(p.fget) {
                        return Err(self.err(TypeTag::AttributeError, "can't delete attribute"));
                    }
                    if p.fdel == Value::None {
                        return Err(self.property_error(obj, ph, "deleter"));
                    }
                    self.call_function(p.fdel, &[obj], &[])?; // CALLBACK
                    return Ok(());
                }
                if self.any_frozen {
                    self.check_frozen(obj, class, name, true)?;
                }
                let removed = match self.heap.get_mut(h) {
                    Some(Obj::Instance(i)) => i.attrs.remove(name).is_some(),
                    _ => false,
                };
                if removed {
                    Ok(())
                } else {
                    Err(self.no_attribute(obj, name))
                }
            }
            Obj::Class(c) => {
                if c.enum_info.is_some() {
                    self.enum_check_set(obj, name, true)?;
                }
                if self.class_del(h, name)? {
                    Ok(())
                } else {
                    Err(self.no_attribute(obj, name))
                }
            }
            Obj::Function(_) => {
                let removed = match self.heap.get_mut(h) {
                    Some(Obj::Function(f)) => {
                        f.attrs.as_mut().and_then(|a| a.remove(name)).is_some()
                    }
                    _ => false,
                };
                if removed {
                    Ok(())
                } else {
                    Err(self.no_attribute(obj, name))
                }
            }
            Obj::Lib(o)
                if matches!(
                    **o,
                    crate::libobj::LibObj::Template { .. } | crate::libobj::LibObj::TextWrapper(_)
                ) =>
            {
                let tn = self.type_name(obj).to_string();
                Err(self.not_supported(format!(
                    "deleting attributes of {tn} objects is not supported in Pyrite"
                )))
            }
            _ => Err(self.no_attribute(obj, name)),
        }
    }

    /// Writable exception fields; true if `name` was one.
    fn set_exception_attr(&mut self, h: Handle, name: Sym, v: Value) -> VmResult<bool> {
        if self.exc_data(h).is_none() {
            return Ok(false);
        }
        let n = self.syms.name(name).to_string();
        if self.set_oserror_attr(h, &n, v)? || self.set_import_error_attr(h, &n, v) {
            return Ok(true);
        }
        let n = n.as_str();
        let ok_exc = v == Value::None || self.is_exception_value(v);
        // surface: BaseException
        match n {
            "__cause__" | "__context__" if !ok_exc => {
                let what = if n == "__cause__" { "cause" } else { "context" };
                return Err(self.type_error(format!(
                    "exception {what} must be None or derive from BaseException"
                )));
            }
            "__suppress_context__" if !matches!(v, Value::Bool(_)) => {
                return Err(self.type_error("attribute value type must be bool"));
            }
            "__traceback__" => {
                self.set_exc_traceback(h, v)?;
                return Ok(true);
            }
            "args" => {
                let items = self.collect(v)?;
                let t = self.new_tuple(items)?;
                if let Some(d) = self.exc_data_mut(h) {
                    d.args = t;
                }
                return Ok(true);
            }
            _ => {}
        }
        let n = n.to_string();
        let truth = self.truthy(v)?;
        let Some(d) = self.exc_data_mut(h) else {
            return Ok(false);
        };
        // surface: BaseException
        match n.as_str() {
            "__cause__" => {
                d.cause = v;
                d.suppress_context = true;
            }
            "__context__" => d.context = v,
            "__suppress_context__" => d.suppress_context = truth,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `exc.__traceback__ = v` (and `with_traceback(v)`): `None` drops the frames recorded so
    /// far; a traceback (what `other.__traceback__` gave) puts `other`'s frames in their place.
    pub fn set_exc_traceback(&mut self, h: Handle, v: Value) -> VmResult<()> {
        let frames = match (v, self.obj(v)) {
            (Value::None, _) => Vec::new(),
            (_, Some(Obj::Traceback(src))) => self
                .exc_data(*src)
                .map(|d| d.traceback.clone())
                .unwrap_or_default(),
            _ => return Err(self.type_error("__traceback__ must be a traceback or None")),
        };
        self.charge_fuel(frames.len() as u64 / 8)?;
        if let Some(d) = self.exc_data_mut(h) {
            d.traceback = frames;
        }
        Ok(())
    }

    /// A frozen dataclass refuses assignment and deletion: the `__setattr__`/`__delattr__`
    /// `@dataclass(frozen=True)` adds raise for an instance of that class itself and for any
    /// of its fields (an attribute a plain subclass adds is allowed).
    fn check_frozen(&mut self, obj: Value, class: Value, name: Sym, delete: bool) -> VmResult<()> {
        let frozen = self
            .mro_of(class)
            .into_iter()
            .find(|c| matches!(self.obj(*c), Some(Obj::Class(cls)) if cls.dataclass.is_some()));
        let Some(dc) = frozen else {
            return Ok(());
        };
        let Some(Obj::Class(cls)) = self.obj(dc) else {
            return Ok(());
        };
        let Some(info) = cls.dataclass.as_ref().filter(|d| d.params.frozen) else {
            return Ok(());
        };
        let n = self.syms.name(name).to_string();
        let is_field = info.fields.iter().any(|f| {
            matches!(self.obj(*f), Some(Obj::DcField(d)) if self.as_str(d.name) == Some(n.as_str()))
        });
        if self.class_of(obj) == dc || is_field {
            return Err(self.frozen_instance_error(&n, delete));
        }
        Ok(())
    }

    /// `obj.name(...)` from the dispatch loop: what to call, without making a bound method
    /// when it is a plain function of the instance's class or a native method.
    /// Pushes the frame of `recv.name(...)` when [`Vm::plain_method`] finds a plain method for
    /// it: its `nargs` arguments (the receiver first) already sit at absolute register
    /// `window`, where the new frame starts. False (nothing pushed) for any other call.
    /// Out of line, to keep the dispatch loop small.
    #[inline(never)]
    pub(crate) fn push_plain_method(
        &mut self,
        ci: usize,
        name_idx: usize,
        recv: Value,
        window: usize,
        ret: usize,
        nargs: usize,
    ) -> VmResult<bool> {
        let Some((callee, fh)) = self.plain_method(ci, name_idx, recv, nargs) else {
            return Ok(false);
        };
        let prog = self.prog;
        let Some(code) = prog.codes.get(callee as usize) else {
            return Ok(false);
        };
        self.push_frame_args(callee, code, window, ret, FrameKind::Call, NO_AUX, nargs)?;
        if code.nfree > 0 {
            self.place_closure(fh, code, window);
        }
        Ok(true)
    }

    /// `recv.name(...)` when `recv` is an instance without its own `name` and its class's
    /// `name` is a plain function (positional parameters only, not a generator) taking
    /// `nargs` arguments with the receiver: that function's code and handle.
    #[inline]
    pub(crate) fn plain_method(
        &mut self,
        ci: usize,
        name_idx: usize,
        recv: Value,
        nargs: usize,
    ) -> Option<(u32, Handle)> {
        let Value::Obj(h) = recv else { return None };
        if !matches!(self.heap.get(h), Obj::Instance(_)) {
            return None;
        }
        let sym = self.sym_of(ci, name_idx);
        let Obj::Instance(i) = self.heap.get(h) else {
            return None;
        };
        if i.attrs.get(sym).is_some() {
            return None;
        }
        let class = i.class;
        let Some(Value::Obj(fh)) = self.lookup_cached(class, sym) else {
            return None;
        };
        let Obj::Function(f) = self.heap.get(fh) else {
            return None;
        };
        let callee = f.code;
        let code = self.prog.codes.get(callee as usize)?;
        (code.fast_arity as usize == nargs).then_some((callee, fh))
    }

    pub(crate) fn method_target(
        &mut self,
        ci: usize,
        name_idx: usize,
        recv: Value,
    ) -> VmResult<Target> {
        let sym = self.sym_of(ci, name_idx);
        if let Value::Obj(h) = recv {
            match self.heap.get(h) {
                Obj::Instance(i) if i.attrs.get(sym).is_none() => {
                    let class = i.class;
                    if let Some(v @ Value::Obj(fh)) = self.lookup_cached(class, sym) {
                        match self.heap.get(fh) {
                            Obj::Function(_) => return Ok(Target::Func(fh, recv)),
                            Obj::StaticMethod(f) => return Ok(Target::Value(*f)),
                            Obj::Property(_) => {}
                            _ if !matches!(
                                self.heap.get(fh),
                                Obj::ClassMethod(_) | Obj::Synth { .. } | Obj::Lib(_)
                            ) =>
                            {
                                return Ok(Target::Value(v))
                            }
                            _ => {}
                        }
                    }
                }
                Obj::Super(s) => {
                    let s = *s;
                    // `super().method(...)`: a plain function of a later class is called with
                    // the instance first, without a bound method.
                    if let Some(SuperHit::Ns(Value::Obj(fh))) =
                        self.super_find(s.class, s.obj_type, sym)
                    {
                        if matches!(self.heap.get(fh), Obj::Function(_)) && !self.is_class(s.obj) {
                            return Ok(Target::Func(fh, s.obj));
                        }
                    }
                    return match self.super_attr(s.class, s.obj, s.obj_type, sym)? {
                        Lookup::Value(v) => self.target_of(v),
                        Lookup::Call(f, a) => {
                            let v = self.call_function(f, &a, &[])?; // CALLBACK
                            Ok(Target::Value(v))
                        }
                    };
                }
                _ => {}
            }
        }
        if !matches!(recv, Value::Obj(_) | Value::Type(_)) || self.is_builtin_value(recv) {
            // A `collections` dict's own methods first (`class_of` is its kind's type).
            let tag = match self.class_of(recv) {
                Value::Type(t) => t,
                _ => self.type_tag(recv),
            };
            if let Some(f) = self.cached_method(ci, name_idx, tag) {
                return Ok(Target::Native(f));
            }
        }
        let v = self.get_attr(recv, sym)?;
        self.target_of(v)
    }

    /// A bound method's target, without allocating for it again.
    fn target_of(&self, v: Value) -> VmResult<Target> {
        if let Some(Obj::Method {
            func: Value::Obj(fh),
            recv,
        }) = self.obj(v)
        {
            if matches!(self.heap.get(*fh), Obj::Function(_)) {
                return Ok(Target::Func(*fh, *recv));
            }
        }
        Ok(Target::Value(v))
    }

    /// True for heap values of built-in types (their methods come from the native table).
    fn is_builtin_value(&self, v: Value) -> bool {
        match v {
            Value::Obj(h) => !matches!(
                self.heap.get(h),
                Obj::Instance(_)
                    | Obj::Class(_)
                    | Obj::Module(_)
                    | Obj::Super(_)
                    | Obj::Function(_)
            ),
            _ => false,
        }
    }

    /// Special method `name` of `v`'s type, bound to `v` (`None` for built-in values, whose
    /// special methods are native).
    pub(crate) fn lookup_special(&mut self, v: Value, name: Sym) -> Option<Value> {
        if !matches!(self.obj(v), Some(Obj::Instance(_))) {
            return None;
        }
        let class = self.class_of(v);
        let found = self.lookup_cached(class, name)?;
        if matches!(found, Value::Type(_)) {
            return None;
        }
        self.bind(found, v, class, name).ok()
    }

    /// The class-level value of `name` for instances of `class`, cached per (class, name)
    /// until a class binds or deletes `name` or a collection runs (see [`MethodCache`]).
    /// Built-in types in the MRO are reported as their `Value::Type`.
    #[inline]
    pub(crate) fn lookup_cached(&mut self, class: Value, name: Sym) -> Option<Value> {
        let Value::Obj(ch) = class else {
            return None;
        };
        match self.mcache.get(ch, name) {
            Some(hit) => hit,
            None => self.lookup_uncached(class, ch, name),
        }
    }

    /// [`Vm::lookup_cached`]'s miss: the MRO walk, whose answer the cache then keeps.
    #[inline(never)]
    fn lookup_uncached(&mut self, class: Value, ch: Handle, name: Sym) -> Option<Value> {
        let found = self.lookup_in_mro(class, name).and_then(|(v, _)| match v {
            Value::Type(_) => None,
            v => Some(v),
        });
        self.mcache.put(ch, name, found);
        found
    }

    /// The property `class` has for `name`, if any: it takes assignment and deletion of
    /// `name` away from the instance.
    fn class_property(&mut self, class: Value, name: Sym) -> Option<(Handle, Property)> {
        match self.lookup_cached(class, name)? {
            Value::Obj(ph) => match self.heap.get(ph) {
                Obj::Property(p) => Some((ph, **p)),
                _ => None,
            },
            _ => None,
        }
    }

    /// CPython's error for a property without the accessor: named when a class body bound
    /// it (`__set_name__`), unnamed when it was assigned to the class later.
    fn property_error(&self, obj: Value, prop: Handle, what: &str) -> VmErr {
        let qualname = self.class_qualname(self.class_of(obj));
        let msg = match self.heap.get(prop) {
            Obj::Property(p) if p.name.is_some() => format!(
                "property '{}' of '{qualname}' object has no {what}",
                self.syms.name(p.name.unwrap_or_default())
            ),
            _ => format!("property of '{qualname}' object has no {what}"),
        };
        self.err(TypeTag::AttributeError, msg)
    }

    /// The AttributeError of assigning to an attribute of a built-in value (which has no
    /// `__dict__`), with CPython's message for a data descriptor, a method, or neither.
    fn cannot_set(&self, obj: Value, name: Sym) -> VmErr {
        let n = self.syms.name(name);
        if let Value::Type(t) = obj {
            return self.type_error(format!(
                "cannot set '{n}' attribute of immutable type '{}'",
                t.name()
            ));
        }
        let tn = self.type_name(obj);
        let listed = |table| crate::cpython_attrs::lists(table, tn, n);
        let tag = self.type_tag(obj);
        let msg = if tag == TypeTag::TimeDelta && matches!(n, "days" | "seconds" | "microseconds") {
            // timedelta's fields are read-only members, not getters, in CPython.
            "readonly attribute".to_string()
        } else if matches!(tag, TypeTag::Fraction | TypeTag::NormalDist)
            && self.find_getter(tag, n).is_some()
        {
            // Fraction's and NormalDist's attributes are Python properties.
            format!("property '{n}' of '{tn}' object has no setter")
        } else if listed(crate::cpython_attrs::CPYTHON_DATA_ATTRS)
            || self.find_getter(tag, n).is_some()
        {
            format!("attribute '{n}' of '{tn}' objects is not writable")
        } else if listed(crate::cpython_attrs::CPYTHON_ATTRS)
            || self.find_method(self.type_tag(obj), n).is_some()
        {
            format!("'{tn}' object attribute '{n}' is read-only")
        } else {
            format!("'{tn}' object has no attribute '{n}'")
        };
        self.err(TypeTag::AttributeError, msg)
    }

    /// AttributeError for a missing attribute, or a refusal where CPython has the attribute
    /// and Pyrite does not (never a false claim that it does not exist).
    pub(crate) fn no_attribute(&self, recv: Value, name: Sym) -> VmErr {
        let n = self.syms.name(name);
        let type_name: Cow<'_, str> = match recv {
            Value::Type(t) => Cow::Borrowed(t.name()),
            _ => Cow::Owned(self.type_name(recv).to_string()),
        };
        let has = |t: &str| crate::cpython_attrs::lists(crate::cpython_attrs::CPYTHON_ATTRS, t, n);
        // A class's metaclass attributes (`C.mro()`, `ABC.register`): CPython's `type`, or
        // `ABCMeta` for a class deriving from `abc.ABC`.
        if self.is_class(recv) {
            let meta = if self.is_subclass(recv, Value::Type(TypeTag::Abc)) {
                "ABCMeta"
            } else {
                "type"
            };
            if has(meta) {
                let class = match recv {
                    Value::Type(t) => t.name().to_string(),
                    _ => self.class_name(recv),
                };
                return self.not_supported(format!("{class}.{n} is not supported"));
            }
        }
        let special = |table| crate::cpython_attrs::lists(table, &type_name, n);
        let in_cpython = has(&type_name)
            || special(crate::cpython_attrs::CPYTHON_SLOT_WRAPPERS)
            || special(crate::cpython_attrs::CPYTHON_SPECIAL_METHODS)
            || special(crate::cpython_attrs::CPYTHON_LIB_ATTRS);
        let is_script = matches!(self.obj(recv), Some(Obj::Instance(_) | Obj::Class(_)));
        // Counter's and defaultdict's `__missing__` (a special method name a script may
        // reach) exist in CPython but not as attributes here.
        let missing = n == "__missing__"
            && matches!(
                self.dict_kind(recv),
                Some(crate::dict::DictKind::Counter | crate::dict::DictKind::DefaultDict(_))
            );
        if (in_cpython || missing) && !is_script {
            let why = if self.ctx.natives.is_removed(&type_name, n) {
                " (removed by the policy)"
            } else {
                ""
            };
            return self.not_supported(format!("{type_name}.{n} is not supported{why}"));
        }
        if let Some(e) = self.enum_no_attribute(recv, n) {
            return e;
        }
        let msg = match recv {
            Value::Type(t) => format!("type object '{}' has no attribute '{n}'", t.name()),
            _ if matches!(self.obj(recv), Some(Obj::Class(_))) => {
                format!(
                    "type object '{}' has no attribute '{n}'",
                    self.class_name(recv)
                )
            }
            _ => format!("'{}' object has no attribute '{n}'", self.type_name(recv)),
        };
        self.err(TypeTag::AttributeError, msg)
    }

    /// A new `property`.
    pub fn new_property(&mut self, p: Property) -> VmResult<Value> {
        self.alloc(Obj::Property(Box::new(p)))
    }

    /// Calls `obj.name(...)` when the dispatch loop resolved it ([`Vm::method_target`]).
    pub(crate) fn call_target(
        &mut self,
        target: Target,
        all: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
    ) -> VmResult<Option<Value>> {
        let args = all.get(1..).unwrap_or(&[]);
        match target {
            Target::Native(f) => f(self, all, kws).map(Some),
            Target::Func(fh, recv) => {
                self.call_function_obj(fh, Some(recv), args, kws, ret, FrameKind::Call)
            }
            Target::Value(v) => self.call_value(v, args, kws, ret),
        }
    }
}

/// The number of entries of the method cache (a power of two).
const MCACHE_SIZE: usize = 1 << 12;

/// A direct-mapped cache of class-level lookups, as CPython's type attribute cache: entry
/// `hash(class, name)` remembers what the MRO of `class` gives for `name`. Instead of
/// CPython's per-type version tags, every name has an epoch: a class binding or deleting
/// `name` (which may change the lookup of any subclass) bumps it, and entries of an older
/// epoch are misses. A collection clears the whole cache, since a freed class's handle may
/// be reused.
pub(crate) struct MethodCache {
    entries: Vec<CacheEntry>,
    /// Per symbol, its current epoch (symbols past the end are at epoch 0).
    epochs: Vec<u32>,
}

#[derive(Clone, Copy)]
struct CacheEntry {
    class: Handle,
    name: Sym,
    epoch: u32,
    value: Option<Value>,
}

const EMPTY_ENTRY: CacheEntry = CacheEntry {
    class: Handle::MAX,
    name: Sym::MAX,
    epoch: 0,
    value: None,
};

impl MethodCache {
    pub(crate) fn new() -> MethodCache {
        // The table is made by the first `put`: a short run that never looks a class
        // attribute up does not pay for filling it.
        MethodCache {
            entries: Vec::new(),
            epochs: Vec::new(),
        }
    }

    #[inline(always)]
    fn slot(class: Handle, name: Sym) -> usize {
        let h = class.wrapping_mul(0x9e37_79b9) ^ name.wrapping_mul(0x85eb_ca6b);
        (h >> 20) as usize & (MCACHE_SIZE - 1)
    }

    #[inline(always)]
    fn epoch(&self, name: Sym) -> u32 {
        self.epochs.get(name as usize).copied().unwrap_or(0)
    }

    /// The cached lookup, if any: `Some(None)` is a cached miss.
    #[inline(always)]
    pub(crate) fn get(&self, class: Handle, name: Sym) -> Option<Option<Value>> {
        let e = self.entries.get(Self::slot(class, name))?;
        (e.class == class && e.name == name && e.epoch == self.epoch(name)).then_some(e.value)
    }

    pub(crate) fn put(&mut self, class: Handle, name: Sym, value: Option<Value>) {
        let epoch = self.epoch(name);
        if self.entries.is_empty() {
            self.entries = vec![EMPTY_ENTRY; MCACHE_SIZE];
        }
        if let Some(e) = self.entries.get_mut(Self::slot(class, name)) {
            *e = CacheEntry {
                class,
                name,
                epoch,
                value,
            };
        }
    }

    /// Makes every entry for `name` stale: a class bound or deleted it.
    pub(crate) fn forget(&mut self, name: Sym) {
        let i = name as usize;
        if self.epochs.len() <= i {
            self.epochs.resize(i + 1, 0);
        }
        if let Some(e) = self.epochs.get_mut(i) {
            *e = e.wrapping_add(1);
            // After a wrap an entry of the same epoch could look fresh: start clean.
            if *e == 0 {
                self.clear();
            }
        }
    }

    /// Forgets every entry (a collection may reuse the handles of classes).
    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY_ENTRY);
    }
}

/// The result of resolving an attribute.
pub(crate) enum Lookup {
    /// The attribute's value.
    Value(Value),
    /// A getter still to call with these arguments.
    Call(Value, Vec<Value>),
}

impl Vm<'_> {
    /// `super()` (no arguments: the `__class__` cell and first argument of the calling
    /// method) or `super(type, obj)`.
    pub fn make_super(&mut self, args: &[Value]) -> VmResult<Value> {
        let (class, obj) = match args {
            [] => self.super_from_frame()?,
            [c, o] => (*c, *o),
            [_] => {
                return Err(
                    self.not_supported("unbound super objects (super(type)) are not supported")
                )
            }
            _ => {
                return Err(self.type_error(format!(
                    "super() takes at most 2 arguments ({} given)",
                    args.len()
                )))
            }
        };
        if !self.is_class(class) {
            return Err(self.type_error(format!(
                "super() argument 1 must be a type, not {}",
                self.type_name(class)
            )));
        }
        let obj_type = if self.is_class(obj) && self.is_subclass(obj, class) {
            obj
        } else if self.is_instance(obj, class) {
            self.class_of(obj)
        } else {
            return Err(
                self.type_error("super(type, obj): obj must be an instance or subtype of type")
            );
        };
        self.alloc(Obj::Super(crate::object::Super {
            class,
            obj,
            obj_type,
        }))
    }

    /// The class and first argument of the method calling `super()`.
    fn super_from_frame(&self) -> VmResult<(Value, Value)> {
        let err = |m: &str| self.err(TypeTag::RuntimeError, m.to_string());
        let Some(f) = self.frames.last() else {
            return Err(err("super(): no arguments"));
        };
        let Some(code) = self.prog.codes.get(f.code as usize) else {
            return Err(err("super(): no arguments"));
        };
        // As CPython: the first positional parameter (`co_argcount` must not be 0).
        if code.nparams == 0 {
            return Err(err("super(): no arguments"));
        }
        let Some(cell_reg) = code.class_cell else {
            return Err(err("super(): __class__ cell not found"));
        };
        let deref = |v: Value| match v {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Cell(x) => *x,
                _ => v,
            },
            _ => v,
        };
        let base = f.base as usize;
        let class = self
            .regs
            .get(base + cell_reg as usize)
            .copied()
            .map(deref)
            .unwrap_or(Value::Undef);
        if class == Value::Undef {
            return Err(err("super(): empty __class__ cell"));
        }
        // A first parameter captured by a closure lives in a cell.
        let first = self
            .regs
            .get(base)
            .copied()
            .map(deref)
            .unwrap_or(Value::Undef);
        if first == Value::Undef {
            return Err(err("super(): arg[0] deleted"));
        }
        Ok((class, first))
    }

    /// `callable(v)`.
    pub fn is_callable(&mut self, v: Value) -> bool {
        match v {
            Value::Builtin(_) | Value::Type(_) => true,
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Function(_)
                | Obj::Method { .. }
                | Obj::BoundMethod { .. }
                | Obj::MethodDescriptor { .. }
                | Obj::Class(_)
                | Obj::StaticMethod(_) => true,
                Obj::Lib(o) => !matches!(
                    **o,
                    crate::libobj::LibObj::CacheInfo { .. }
                        | crate::libobj::LibObj::StructSeq { .. }
                        | crate::libobj::LibObj::Stream { .. }
                ),
                Obj::Instance(_) => {
                    let call = self.s.call;
                    self.lookup_special(v, call).is_some()
                }
                _ => false,
            },
            _ => false,
        }
    }
}

/// The str methods whose result may be their receiver itself (see [`Vm::method_recv`]).
fn returns_self(name: &str) -> bool {
    matches!(name, "partition" | "rpartition" | "format" | "format_map")
}
