//! `collections.namedtuple` classes: script classes extending `tuple` (instances carry their
//! tuple, [`crate::object::Instance::payload`]) whose namespace holds what
//! `Lib/collections/__init__.py` puts there: `_fields`, `_field_defaults`,
//! `__match_args__`, `__slots__ = ()`, one getter per field (a property over
//! [`Synth::NtGet`]), and the methods `__new__`, `_make`, `_replace`, `__repr__`, `_asdict`,
//! `__getnewargs__` as [`Synth`] objects run natively here. What those methods close over in
//! CPython (the field names, `__new__`'s defaults) is [`NamedTupleInfo`] on the class, so
//! rebinding `P._fields` changes them no more than it does CPython's.

use std::sync::Arc;

use super::call::{Qualname, Signature};
use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::object::{AttrMap, NamedTupleInfo, Property, Synth};
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    /// The class `namedtuple(typename, fields, defaults=..., module=...)` returns, the names
    /// already validated (and renamed) by the caller. `defaults`: `None` when not given.
    pub fn make_namedtuple(
        &mut self,
        typename: &str,
        fields: &[String],
        defaults: Option<Vec<Value>>,
        module: Value,
    ) -> VmResult<Value> {
        self.charge_fuel(fields.len() as u64)?;
        let mut roots: Vec<Value> = defaults.clone().unwrap_or_default();
        roots.push(module);
        self.with_roots(&roots, |vm| {
            vm.make_namedtuple_rooted(typename, fields, defaults, module)
        })
    }

    fn make_namedtuple_rooted(
        &mut self,
        typename: &str,
        fields: &[String],
        defaults: Option<Vec<Value>>,
        module: Value,
    ) -> VmResult<Value> {
        let mut names = Vec::with_capacity(fields.len());
        for f in fields {
            let s = self.sym_str(f)?;
            names.push(s);
        }
        let field_tuple = self.new_tuple(names)?;
        let mark = self.roots.len();
        self.roots.push(field_tuple);
        let r = self.make_namedtuple_ns(typename, fields, defaults, module, field_tuple);
        self.roots.truncate(mark);
        r
    }

    fn make_namedtuple_ns(
        &mut self,
        typename: &str,
        fields: &[String],
        defaults: Option<Vec<Value>>,
        module: Value,
        field_tuple: Value,
    ) -> VmResult<Value> {
        let defaults_list = defaults.clone().unwrap_or_default();
        let fd = self.new_dict()?;
        self.roots.push(fd);
        let skip = fields.len().saturating_sub(defaults_list.len());
        for (name, d) in fields.iter().skip(skip).zip(&defaults_list) {
            let k = self.sym_str(name)?;
            self.dict_set(fd, k, *d)?;
        }
        let mut arg_list = fields.join(", ");
        if fields.len() == 1 {
            arg_list.push(',');
        }
        let doc = self.new_str(format!("{typename}({arg_list})"))?;
        self.roots.push(doc);
        let slots = self.empty_tuple;
        let mut ns = AttrMap::default();
        let sym = |vm: &mut Self, n: &str| vm.intern(n);
        let module = if module == Value::None {
            self.sym_str("__main__")?
        } else {
            module
        };
        ns.set(self.s.module, module);
        ns.set(sym(self, "__doc__")?, doc);
        ns.set(sym(self, "__slots__")?, slots);
        ns.set(sym(self, "_fields")?, field_tuple);
        ns.set(sym(self, "_field_defaults")?, fd);
        ns.set(self.s.match_args, field_tuple);
        // The methods' class is set once the class exists; the handle is patched below.
        let class = self.build_class(
            typename.to_string(),
            typename.to_string(),
            &[Value::Type(TypeTag::Tuple)],
            ns,
        )?;
        let Value::Obj(ch) = class else {
            return Err(self.internal("namedtuple class"));
        };
        self.roots.push(class);
        let mut params: Vec<String> = Vec::with_capacity(fields.len() + 1);
        params.push("_cls".to_string());
        params.extend(fields.iter().cloned());
        if let Some(Obj::Class(c)) = self.heap.get_mut(ch) {
            c.namedtuple = Some(Box::new(NamedTupleInfo {
                params: Arc::from(params),
                defaults: defaults_list,
                fields: field_tuple,
            }));
        }
        for (name, kind) in [
            ("__new__", Synth::NtNew),
            ("_replace", Synth::NtReplace),
            ("__repr__", Synth::NtRepr),
            ("_asdict", Synth::NtAsdict),
            ("__getnewargs__", Synth::NtGetnewargs),
        ] {
            let m = self.alloc(Obj::Synth { class: ch, kind })?;
            let s = self.intern(name)?;
            self.class_set(ch, s, m)?;
        }
        let make = self.alloc(Obj::Synth {
            class: ch,
            kind: Synth::NtMake,
        })?;
        self.roots.push(make);
        let make = self.alloc(Obj::ClassMethod(make))?;
        let s = self.intern("_make")?;
        self.class_set(ch, s, make)?;
        for (i, name) in fields.iter().enumerate() {
            let get = self.alloc(Obj::Synth {
                class: ch,
                kind: Synth::NtGet(i as u32),
            })?;
            self.roots.push(get);
            let doc = self.new_str(format!("Alias for field number {i}"))?;
            self.roots.push(doc);
            let s = self.intern(name)?;
            let p = self.alloc(Obj::Property(Box::new(Property {
                fget: get,
                fset: Value::None,
                fdel: Value::None,
                doc,
                name: Some(s),
            })))?;
            self.class_set(ch, s, p)?;
        }
        Ok(class)
    }

    /// True if `f` is a namedtuple field getter (CPython's `_tuplegetter`).
    pub(crate) fn is_tuple_getter(&self, f: Value) -> bool {
        matches!(
            self.obj(f),
            Some(Obj::Synth {
                kind: Synth::NtGet(_),
                ..
            })
        )
    }

    /// The namedtuple info of class `ch` (the class that made the method).
    fn nt_info(&self, ch: Handle) -> VmResult<(Arc<[String]>, Vec<Value>, Value)> {
        match self.heap.get(ch) {
            Obj::Class(c) => match &c.namedtuple {
                Some(n) => Ok((Arc::clone(&n.params), n.defaults.clone(), n.fields)),
                None => Err(self.internal("not a namedtuple")),
            },
            _ => Err(self.internal("not a namedtuple")),
        }
    }

    /// Calls one of a namedtuple's methods (`ch`: the class `namedtuple` made).
    pub(crate) fn nt_call(
        &mut self,
        ch: Handle,
        kind: Synth,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let typename = self.class_qualname(Value::Obj(ch));
        let qualname = format!("{typename}.{}", kind.name());
        let first = match kind {
            Synth::NtNew => "_cls",
            Synth::NtMake => "iterable",
            _ => "self",
        };
        let Some((&me, rest)) = args.split_first() else {
            return Err(self.type_error(format!(
                "{qualname}() missing 1 required positional argument: '{first}'"
            )));
        };
        let (params, defaults, fields) = self.nt_info(ch)?;
        let nfields = params.len().saturating_sub(1);
        match kind {
            Synth::NtNew => {
                let sig = Signature {
                    qualname: Qualname::Text(qualname),
                    names: &params,
                    np: params.len(),
                    nposonly: 0,
                    nk: 0,
                    varargs: false,
                    varkw: false,
                    defaults,
                    kwdefaults: Vec::new(),
                };
                let bound = self.bind_signature(&sig, args, kws)?;
                let items = bound.get(1..).unwrap_or(&[]).to_vec();
                self.tuple_new(me, items)
            }
            Synth::NtMake => {
                // `_make(cls, iterable)` as a classmethod: `me` is the class.
                no_keywords(self, &qualname, kws)?;
                let [iterable] = rest else {
                    return Err(self.positional_count(&qualname, 2, args.len()));
                };
                let items = self.collect(*iterable)?;
                if items.len() != nfields {
                    return Err(self
                        .type_error(format!("Expected {nfields} arguments, got {}", items.len())));
                }
                self.tuple_new(me, items)
            }
            Synth::NtReplace => {
                if !rest.is_empty() {
                    return Err(self.positional_count(&qualname, 1, args.len()));
                }
                let mut items = self.tuple_items(me);
                let mut left: Vec<(&str, Value)> = kws.to_vec();
                for (slot, name) in items.iter_mut().zip(params.iter().skip(1)) {
                    if let Some(i) = left.iter().position(|(k, _)| *k == name.as_str()) {
                        *slot = left.remove(i).1;
                    }
                }
                let class = self.class_of(me);
                let make = self.intern("_make")?;
                let make = self.get_attr(class, make)?;
                let t = self.new_tuple(items)?;
                let r = self.with_roots(&[make, t], |vm| vm.call_function(make, &[t], &[]))?;
                if !left.is_empty() {
                    let names: Vec<String> = left.iter().map(|(k, _)| format!("'{k}'")).collect();
                    return Err(self.value_error(format!(
                        "Got unexpected field names: [{}]",
                        names.join(", ")
                    )));
                }
                Ok(r)
            }
            Synth::NtRepr | Synth::NtAsdict | Synth::NtGetnewargs => {
                no_keywords(self, &qualname, kws)?;
                if !rest.is_empty() {
                    return Err(self.positional_count(&qualname, 1, args.len()));
                }
                match kind {
                    Synth::NtRepr => {
                        let s = self.nt_repr(me, &params, fields)?;
                        self.new_str(s)
                    }
                    Synth::NtAsdict => {
                        let fields = self.get_attr_str(me, "_fields")?;
                        let keys = self.with_roots(&[fields], |vm| vm.collect(fields))?;
                        let items = self.tuple_items(me);
                        let d = self.new_dict()?;
                        self.with_roots(&[d, fields], |vm| {
                            for (k, v) in keys.iter().zip(items) {
                                vm.dict_set(d, *k, v)?;
                            }
                            Ok(d)
                        })
                    }
                    _ => {
                        let items = self.tuple_items(me);
                        self.new_tuple(items)
                    }
                }
            }
            Synth::NtGet(i) => {
                if !rest.is_empty() || !kws.is_empty() {
                    return Err(self.type_error("expected 1 argument"));
                }
                if !self.is_instance(me, Value::Type(TypeTag::Tuple)) {
                    return Err(self.type_error(format!(
                        "descriptor for index '{i}' for tuple subclasses doesn't apply to '{}' object",
                        self.type_name(me)
                    )));
                }
                let t = self.unwrap_payload(me);
                match self.seq_get(t, i as usize) {
                    Some(v) => Ok(v),
                    None => Err(self.err(TypeTag::IndexError, "tuple index out of range")),
                }
            }
            _ => Err(self.internal("not a namedtuple method")),
        }
    }

    /// `self.__class__.__name__ + repr_fmt % self`.
    fn nt_repr(&mut self, me: Value, params: &[String], _fields: Value) -> VmResult<String> {
        let class = self.class_of(me);
        let mut out = self.class_name(class);
        let items = self.tuple_items(me);
        let names = params.get(1..).unwrap_or(&[]);
        if items.len() != names.len() {
            let e = if items.len() > names.len() {
                "not all arguments converted during string formatting"
            } else {
                "not enough arguments for format string"
            };
            return Err(self.type_error(e));
        }
        out.push('(');
        self.with_roots(&items, |vm| {
            for (i, (n, v)) in names.iter().zip(&items).enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(n);
                out.push('=');
                let r = vm.repr(*v)?;
                vm.charge_fuel(r.len() as u64 / 32)?;
                out.push_str(&r);
            }
            Ok(())
        })?;
        out.push(')');
        Ok(out)
    }

    /// The items of a tuple or of a tuple subclass's instance (copied).
    fn tuple_items(&self, v: Value) -> Vec<Value> {
        let t = self.unwrap_payload(v);
        self.seq_items(t)
    }

    /// `tuple.__new__(cls, items)`: a plain tuple for `tuple`, else an instance of the
    /// subclass `cls` carrying it.
    pub(crate) fn tuple_new(&mut self, cls: Value, items: Vec<Value>) -> VmResult<Value> {
        let t = self.new_tuple(items)?;
        if cls == Value::Type(TypeTag::Tuple) {
            return Ok(t);
        }
        if !self.is_class(cls) {
            return Err(self.type_error(format!(
                "tuple.__new__(X): X is not a type object ({})",
                self.type_name(cls)
            )));
        }
        if !self.is_subclass(cls, Value::Type(TypeTag::Tuple)) {
            return Err(self.type_error(format!(
                "tuple.__new__({}): {} is not a subtype of tuple",
                self.class_name(cls),
                self.class_name(cls)
            )));
        }
        self.with_roots(&[t], |vm| vm.new_instance_of(cls, None, t))
    }

    fn positional_count(&self, qualname: &str, n: usize, given: usize) -> crate::vm::VmErr {
        self.type_error(format!(
            "{qualname}() takes {n} positional argument{} but {given} were given",
            if n == 1 { "" } else { "s" }
        ))
    }
}

fn no_keywords(vm: &Vm<'_>, qualname: &str, kws: &[(&str, Value)]) -> VmResult<()> {
    match kws.first() {
        Some((k, _)) => Err(vm.type_error(format!(
            "{qualname}() got an unexpected keyword argument '{k}'"
        ))),
        None => Ok(()),
    }
}

/// Names a `typing.NamedTuple` class body may not define (`typing._prohibited`).
const NT_PROHIBITED: &[&str] = &[
    "__new__",
    "__init__",
    "__slots__",
    "__getnewargs__",
    "_fields",
    "_field_defaults",
    "_make",
    "_replace",
    "_asdict",
    "_source",
];

/// Names of a `typing.NamedTuple` class body not copied onto the class (`typing._special`).
const NT_SPECIAL: &[&str] = &["__module__", "__name__", "__annotations__"];

impl Vm<'_> {
    /// True for `typing.NamedTuple`, a built-in function that, as a base of a class
    /// statement, makes the statement build a named tuple (its `__mro_entries__`).
    pub(crate) fn is_namedtuple_base(&self, v: Value) -> bool {
        matches!(v, Value::Builtin(i) if self.builtin_name(i) == Some("typing.NamedTuple"))
    }

    /// `NamedTupleMeta.__new__` for `class name(NamedTuple): ...` once its body ran: the
    /// annotated names are the fields (those with a value are the defaults), the class is
    /// `collections.namedtuple`'s, and the body's other names are set on it.
    pub(crate) fn typed_namedtuple_class(
        &mut self,
        name: &str,
        bases: &[Value],
        ns: AttrMap,
        class_cell: Value,
    ) -> VmResult<Value> {
        let held: Vec<Value> = ns.iter().map(|(_, v)| v).collect();
        self.with_roots(&held, |vm| {
            vm.typed_namedtuple_rooted(name, bases, &ns, class_cell)
        })
    }

    fn typed_namedtuple_rooted(
        &mut self,
        name: &str,
        bases: &[Value],
        ns: &AttrMap,
        class_cell: Value,
    ) -> VmResult<Value> {
        if bases.iter().any(|b| !self.is_namedtuple_base(*b)) {
            return Err(self.type_error("can only inherit from a NamedTuple type and Generic"));
        }
        let ann_sym = self.intern("__annotations__")?;
        let annotations: Vec<(Value, Value)> = match ns.get(ann_sym).and_then(|a| self.obj(a)) {
            Some(Obj::Dict(d)) => d.iter().collect(),
            _ => Vec::new(),
        };
        self.charge_fuel(annotations.len() as u64 + ns.iter().count() as u64)?;
        let mut fields: Vec<String> = Vec::with_capacity(annotations.len());
        let mut default_names: Vec<String> = Vec::new();
        let mut defaults: Vec<Value> = Vec::new();
        for (k, _) in &annotations {
            let field = self.as_str(*k).unwrap_or("").to_string();
            let sym = self.intern(&field)?;
            if let Some(d) = ns.get(sym) {
                default_names.push(field.clone());
                defaults.push(d);
            } else if !default_names.is_empty() {
                return Err(self.type_error(format!(
                    "Non-default namedtuple field {field} cannot follow default field{} {}",
                    if default_names.len() > 1 { "s" } else { "" },
                    default_names.join(", ")
                )));
            }
            fields.push(field);
        }
        let types = self.namedtuple_types(&annotations)?;
        self.with_roots(&[types], |vm| {
            for f in &fields {
                if f.starts_with('_') {
                    let s = vm.new_str(f.clone())?;
                    let r = vm.repr(s)?;
                    return Err(
                        vm.value_error(format!("Field names cannot start with an underscore: {r}"))
                    );
                }
            }
            let module = ns.get(vm.s.module).unwrap_or(Value::None);
            let class = vm.make_namedtuple(name, &fields, Some(defaults), module)?;
            let Value::Obj(ch) = class else {
                return Err(vm.internal("namedtuple class"));
            };
            vm.with_roots(&[class], |vm| {
                vm.class_set(ch, ann_sym, types)?;
                for (key, v) in ns.iter() {
                    let k = vm.syms.name(key);
                    if NT_PROHIBITED.contains(&k) {
                        return Err(vm.err(
                            TypeTag::AttributeError,
                            format!("Cannot overwrite NamedTuple attribute {k}"),
                        ));
                    }
                    if !NT_SPECIAL.contains(&k) && !fields.iter().any(|f| f == k) {
                        vm.class_set(ch, key, v)?;
                    }
                }
                if matches!(vm.obj(class_cell), Some(Obj::Cell(_))) {
                    // `__build_class__` finds the `__class__` cell unset: NamedTupleMeta
                    // does not pass `__classcell__` on to `type.__new__`.
                    let r = vm.repr(class)?;
                    return Err(vm.err(
                        TypeTag::RuntimeError,
                        format!(
                            "__class__ not set defining '{name}' as {r}. Was __classcell__ \
                             propagated to type.__new__?"
                        ),
                    ));
                }
                Ok(class)
            })
        })
    }

    /// `{n: _type_check(t, f"field {n} annotation must be a type") for n, t in types}`.
    pub fn namedtuple_types(&mut self, annotations: &[(Value, Value)]) -> VmResult<Value> {
        let d = self.new_dict()?;
        self.with_roots(&[d], |vm| {
            for (k, t) in annotations {
                if vm.as_str(*t).is_some() {
                    return Err(vm.not_supported(
                        "a string annotation (a forward reference) of a NamedTuple field is \
                         not supported in Pyrite",
                    ));
                }
                let n = vm.str_of(*k)?;
                let t =
                    vm.typing_type_check(*t, &format!("field {n} annotation must be a type"))?;
                vm.dict_set(d, *k, t)?;
            }
            Ok(d)
        })
    }
}
