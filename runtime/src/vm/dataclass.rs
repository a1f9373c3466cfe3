//! `dataclasses`: the `@dataclass` decorator, `field`, `fields`, `asdict`, `astuple`,
//! `replace`, `is_dataclass`, following CPython 3.11's `Lib/dataclasses.py` step for step
//! (field collection through the MRO, the checks and their messages, the hash table). The
//! methods it adds (`__init__`, `__repr__`, `__eq__`, the order comparisons, `__hash__`) are
//! [`Obj::Synth`] values in the class namespace, so they are inherited, overridden and looked
//! up like any method; they run natively from the field list recorded on the class. A frozen
//! class's `__setattr__`/`__delattr__` are the check in `attr.rs`.

use std::sync::Arc;

use smallvec::SmallVec;

use super::call::{Qualname, Signature};
use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::object::{Alias, DataclassInfo, DcField, DcParams, Form, Synth};
use crate::value::{Handle, TypeTag, Value};
use pyrite_lang::bytecode::CmpKind;

/// The default of an `__init__` parameter whose field has a `default_factory` (CPython's
/// `_HAS_DEFAULT_FACTORY`): a value no script can make.
const FACTORY: Value = Value::Builtin(u32::MAX);

/// The keyword arguments `dataclass()` takes.
const PARAMS: &[&str] = &[
    "init",
    "repr",
    "eq",
    "order",
    "unsafe_hash",
    "frozen",
    "match_args",
    "kw_only",
    "slots",
    "weakref_slot",
];

impl Vm<'_> {
    /// `dataclasses.MISSING`: one object per run.
    pub fn dc_missing(&mut self) -> VmResult<Value> {
        self.sentinel(TypeTag::MissingType)
    }

    /// The sentinel object of type `t` (`MISSING`, `KW_ONLY`), made once per run.
    pub fn sentinel(&mut self, t: TypeTag) -> VmResult<Value> {
        if let Some(v) = self.sentinels.get(&t) {
            return Ok(*v);
        }
        let v = self.alloc(Obj::Sentinel(t))?;
        self.sentinels.insert(t, v);
        Ok(v)
    }

    /// `dataclass(cls=None, /, *, init=True, repr=True, ...)`.
    pub fn dataclass(&mut self, args: &[Value], kws: &[(&str, Value)]) -> VmResult<Value> {
        let mut p = DcParams::default();
        for (k, v) in kws {
            let Some(name) = PARAMS.iter().find(|n| *n == k) else {
                return Err(self.type_error(format!(
                    "dataclass() got an unexpected keyword argument '{k}'"
                )));
            };
            let on = self.truthy(*v)?;
            match *name {
                "init" => p.init = on,
                "repr" => p.repr = on,
                "eq" => p.eq = on,
                "order" => p.order = on,
                "unsafe_hash" => p.unsafe_hash = on,
                "frozen" => p.frozen = on,
                "match_args" => p.match_args = on,
                "kw_only" => p.kw_only = on,
                other => {
                    if on {
                        return Err(self.not_supported(format!(
                            "dataclass({other}=True) is not supported in Pyrite"
                        )));
                    }
                }
            }
        }
        match args {
            [] | [Value::None] => self.alloc(Obj::DcWrap(p)),
            [cls] => self.process_dataclass(*cls, p),
            _ => Err(self.type_error(format!(
                "dataclass() takes from 0 to 1 positional arguments but {} were given",
                args.len()
            ))),
        }
    }

    /// `dataclass(...)(cls)`.
    pub(crate) fn apply_dataclass(&mut self, p: DcParams, args: &[Value]) -> VmResult<Value> {
        match args {
            [cls] => self.process_dataclass(*cls, p),
            _ => Err(self.type_error(format!(
                "wrap() takes 1 positional argument but {} were given",
                args.len()
            ))),
        }
    }

    /// The class whose `@dataclass` fields `class` has (itself or the nearest in its MRO).
    fn dataclass_of(&self, class: Value) -> Option<Handle> {
        self.mro_of(class).into_iter().find_map(|c| match c {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(cls) if cls.dataclass.is_some() => Some(h),
                _ => None,
            },
            _ => None,
        })
    }

    fn dc_info(&self, ch: Handle) -> Option<&DataclassInfo> {
        match self.heap.get(ch) {
            Obj::Class(c) => c.dataclass.as_deref(),
            _ => None,
        }
    }

    fn field(&self, f: Value) -> Option<&DcField> {
        match self.obj(f) {
            Some(Obj::DcField(d)) => Some(d),
            _ => None,
        }
    }

    fn field_name(&self, f: Value) -> String {
        self.field(f)
            .and_then(|d| self.as_str(d.name))
            .unwrap_or("?")
            .to_string()
    }

    /// CPython's `_process_class`.
    fn process_dataclass(&mut self, cls: Value, p: DcParams) -> VmResult<Value> {
        let Value::Obj(ch) = cls else {
            return Err(self.not_a_class());
        };
        let Obj::Class(c) = self.heap.get(ch) else {
            return Err(self.not_a_class());
        };
        let class_name = c.name.clone();
        let mro: Vec<Value> = c.mro.clone();
        // Fields of the dataclasses among the bases, the farthest first.
        let mut fields: Vec<Value> = Vec::new();
        let mut has_dataclass_bases = false;
        let mut all_frozen_bases: Option<bool> = None;
        let mut any_frozen_base = false;
        for b in mro.iter().skip(1).rev() {
            let Some(bh) = self.dataclass_of(*b) else {
                continue;
            };
            let Some(info) = self.dc_info(bh) else {
                continue;
            };
            has_dataclass_bases = true;
            let (base_fields, frozen) = (info.fields.clone(), info.params.frozen);
            for f in base_fields {
                self.put_field(&mut fields, f);
            }
            any_frozen_base |= frozen;
            all_frozen_bases = Some(all_frozen_bases.unwrap_or(true) && frozen);
        }
        // This class's own annotations, in order.
        let annotations = self.class_annotations(ch);
        let kw_only_marker = self.sentinel(TypeTag::KwOnlyType)?;
        let mut kw_only = p.kw_only;
        let mut kw_only_seen = false;
        let mut own: Vec<Value> = Vec::new();
        for (name, ty) in &annotations {
            if *ty == kw_only_marker {
                if kw_only_seen {
                    let n = self.repr(*name)?;
                    return Err(self.type_error(format!(
                        "{n} is KW_ONLY, but KW_ONLY has already been specified"
                    )));
                }
                kw_only_seen = true;
                kw_only = true;
                continue;
            }
            if let Some(f) = self.get_field(ch, *name, *ty, kw_only)? {
                own.push(f);
            }
        }
        for f in &own {
            self.put_field(&mut fields, *f);
            // A `field()` as the class attribute gives way to its default.
            let name = self.field(*f).map(|d| d.name).unwrap_or(Value::None);
            let sym = self.sym_of_str(name)?;
            let attr = self.class_attr_in_mro(cls, sym);
            if attr.is_some_and(|a| matches!(self.obj(a), Some(Obj::DcField(_)))) {
                let default = self.field(*f).map_or(Value::Undef, |d| d.default);
                if default == Value::Undef {
                    self.class_del(ch, sym)?;
                } else {
                    self.class_set(ch, sym, default)?;
                }
            }
        }
        // A `field()` without an annotation.
        let ns_items: Vec<(String, Value)> = match self.heap.get(ch) {
            Obj::Class(c) => {
                c.ns.iter()
                    .map(|(k, v)| (self.syms.name(k).to_string(), v))
                    .collect()
            }
            _ => Vec::new(),
        };
        for (name, v) in &ns_items {
            if matches!(self.obj(*v), Some(Obj::DcField(_)))
                && !annotations
                    .iter()
                    .any(|(n, _)| self.as_str(*n) == Some(name.as_str()))
            {
                return Err(
                    self.type_error(format!("'{name}' is a field but has no type annotation"))
                );
            }
        }
        if has_dataclass_bases {
            if any_frozen_base && !p.frozen {
                return Err(
                    self.type_error("cannot inherit non-frozen dataclass from a frozen one")
                );
            }
            if all_frozen_bases == Some(false) && p.frozen {
                return Err(
                    self.type_error("cannot inherit frozen dataclass from a non-frozen one")
                );
            }
        }
        let has = |vm: &Self, name: &str| -> Option<Value> {
            let sym = vm.syms.lookup(name)?;
            match vm.heap.get(ch) {
                Obj::Class(c) => c.ns.get(sym),
                _ => None,
            }
        };
        let class_hash = has(self, "__hash__");
        let has_explicit_hash = match class_hash {
            None => false,
            Some(Value::None) => has(self, "__eq__").is_none(),
            Some(_) => true,
        };
        if p.order && !p.eq {
            return Err(self.err(TypeTag::ValueError, "eq must be true if order is true"));
        }
        // The `__init__` parameters: the init fields, keyword-only ones last.
        let init_fields: Vec<Value> = fields
            .iter()
            .copied()
            .filter(|f| self.field(*f).is_some_and(|d| d.init))
            .collect();
        let (std, kwo): (Vec<Value>, Vec<Value>) = init_fields
            .iter()
            .partition(|f| self.field(**f).is_none_or(|d| d.kw_only != Some(true)));
        let mut seen_default = false;
        let mut defaults = Vec::new();
        for f in &std {
            let Some(d) = self.field(*f) else { continue };
            if d.default != Value::Undef || d.factory != Value::Undef {
                seen_default = true;
                defaults.push(if d.factory != Value::Undef {
                    FACTORY
                } else {
                    d.default
                });
            } else if seen_default {
                let n = self.field_name(*f);
                return Err(self.type_error(format!(
                    "non-default argument '{n}' follows default argument"
                )));
            }
        }
        let kwdefaults: Vec<Value> = kwo
            .iter()
            .map(|f| match self.field(*f) {
                Some(d) if d.factory != Value::Undef => FACTORY,
                Some(d) => d.default,
                None => Value::Undef,
            })
            .collect();
        // `self` first, as the generated function's first parameter.
        let init_names: Vec<String> = std::iter::once("self".to_string())
            .chain(std.iter().chain(&kwo).map(|f| self.field_name(*f)))
            .collect();
        let info = DataclassInfo {
            fields: fields.clone(),
            params: p,
            init_names: Arc::from(init_names),
            init_npos: std.len() + 1,
            init_defaults: defaults,
            init_kwdefaults: kwdefaults,
        };
        self.any_frozen |= p.frozen;
        if let Some(Obj::Class(c)) = self.heap.get_mut(ch) {
            c.dataclass = Some(Box::new(info));
        }
        if p.init {
            self.set_new_method(ch, Synth::Init)?;
        }
        if p.repr {
            self.set_new_method(ch, Synth::Repr)?;
        }
        if p.eq {
            self.set_new_method(ch, Synth::Eq)?;
        }
        if p.order {
            for kind in [Synth::Lt, Synth::Le, Synth::Gt, Synth::Ge] {
                if self.set_new_method(ch, kind)? {
                    return Err(self.type_error(format!(
                        "Cannot overwrite attribute {} in class {class_name}. Consider using \
                         functools.total_ordering",
                        kind.name()
                    )));
                }
            }
        }
        // CPython's `_hash_action` table.
        let hash = self.intern("__hash__")?;
        match (p.unsafe_hash, p.eq, p.frozen, has_explicit_hash) {
            (false, true, false, false) => self.class_set(ch, hash, Value::None)?,
            (false, true, true, false) | (true, _, _, false) => {
                let m = self.alloc(Obj::Synth {
                    class: ch,
                    kind: Synth::Hash,
                })?;
                self.class_set(ch, hash, m)?;
            }
            (true, _, _, true) => {
                return Err(self.type_error(format!(
                    "Cannot overwrite attribute __hash__ in class {class_name}"
                )))
            }
            _ => {}
        }
        self.set_dataclass_doc(ch, cls, &class_name, &std, &kwo, p.init)?;
        if p.match_args {
            let sym = self.intern("__match_args__")?;
            if has(self, "__match_args__").is_none() {
                let mut names = Vec::with_capacity(std.len());
                for f in &std {
                    names.push(self.field(*f).map_or(Value::None, |d| d.name));
                }
                let t = self.new_tuple(names)?;
                self.class_set(ch, sym, t)?;
            }
        }
        Ok(cls)
    }

    /// A dataclass without a docstring gets its signature as one (`Point(x: int, y: int = 0)`,
    /// from `inspect.signature`). With `init=False` the signature is an inherited `__init__`'s:
    /// `Q()` for `object`'s; another class's is not rendered, and reading it is refused.
    fn set_dataclass_doc(
        &mut self,
        ch: Handle,
        cls: Value,
        class_name: &str,
        std: &[Value],
        kwo: &[Value],
        init: bool,
    ) -> VmResult<()> {
        let doc = self.intern("__doc__")?;
        let own = match self.heap.get(ch) {
            Obj::Class(c) => c.ns.get(doc),
            _ => None,
        };
        if !matches!(own, None | Some(Value::None)) {
            return Ok(());
        }
        let text = if init {
            let mut params = Vec::with_capacity(std.len() + kwo.len() + 1);
            for (i, f) in std.iter().chain(kwo).enumerate() {
                if i == std.len() {
                    params.push("*".to_string());
                }
                params.push(self.doc_param(*f)?);
            }
            format!("{class_name}({})", params.join(", "))
        } else {
            let init_sym = self.intern("__init__")?;
            let inherited = self
                .lookup_in_mro(cls, init_sym)
                .is_some_and(|(v, _)| !matches!(v, Value::Type(_)));
            if inherited {
                self.class_del(ch, doc)?;
                return Ok(());
            }
            format!("{class_name}()")
        };
        let v = self.new_str(text)?;
        self.class_set(ch, doc, v)
    }

    /// One parameter as `inspect.signature` prints it: `name: annotation = default`.
    fn doc_param(&mut self, f: Value) -> VmResult<String> {
        let Some(d) = self.field(f).cloned() else {
            return Ok(String::new());
        };
        let name = self.as_str(d.name).unwrap_or("?").to_string();
        let ann = self.format_annotation(d.ty)?;
        let mut out = format!("{name}: {ann}");
        if d.factory != Value::Undef {
            out.push_str(" = <factory>");
        } else if d.default != Value::Undef {
            out.push_str(" = ");
            out.push_str(&self.repr(d.default)?);
        }
        Ok(out)
    }

    /// `inspect.formatannotation`.
    fn format_annotation(&mut self, ann: Value) -> VmResult<String> {
        if self.type_tag(ann).is_typing() {
            let r = self.repr(ann)?;
            return Ok(strip_typing_prefix(&r));
        }
        match ann {
            Value::Type(t) => Ok(t.qualified_name()),
            Value::Obj(h) if matches!(self.heap.get(h), Obj::Class(_)) => {
                Ok(format!("__main__.{}", self.class_qualname(ann)))
            }
            _ => self.repr(ann),
        }
    }

    fn not_a_class(&self) -> super::VmErr {
        self.not_supported("@dataclass applies to classes only in Pyrite")
    }

    /// Adds a field, replacing an inherited one of the same name in place.
    fn put_field(&self, fields: &mut Vec<Value>, f: Value) {
        let name = self.field_name(f);
        match fields.iter_mut().find(|g| self.field_name(**g) == name) {
            Some(slot) => *slot = f,
            None => fields.push(f),
        }
    }

    /// The class's own `__annotations__`, in order.
    fn class_annotations(&self, ch: Handle) -> Vec<(Value, Value)> {
        let Some(sym) = self.syms.lookup("__annotations__") else {
            return Vec::new();
        };
        let ann = match self.heap.get(ch) {
            Obj::Class(c) => c.ns.get(sym),
            _ => None,
        };
        match ann.and_then(|a| self.obj(a)) {
            Some(Obj::Dict(d)) => d.iter().collect(),
            _ => Vec::new(),
        }
    }

    fn sym_of_str(&mut self, name: Value) -> VmResult<crate::object::Sym> {
        let n = self.as_str(name).unwrap_or("").to_string();
        self.intern(&n)
    }

    /// `getattr(cls, name, None)` over the script classes of the MRO.
    fn class_attr_in_mro(&self, cls: Value, name: crate::object::Sym) -> Option<Value> {
        self.lookup_in_mro(cls, name).and_then(|(v, _)| match v {
            Value::Type(_) => None,
            v => Some(v),
        })
    }

    /// CPython's `_get_field`: the field for annotation `name: ty` (`None` for a `ClassVar`).
    fn get_field(
        &mut self,
        ch: Handle,
        name: Value,
        ty: Value,
        kw_only: bool,
    ) -> VmResult<Option<Value>> {
        let sym = self.sym_of_str(name)?;
        let default = self.class_attr_in_mro(Value::Obj(ch), sym);
        let f = match default {
            Some(v @ Value::Obj(h)) if matches!(self.heap.get(h), Obj::DcField(_)) => v,
            d => self.alloc(Obj::DcField(Box::new(DcField {
                name: Value::None,
                ty: Value::None,
                default: d.unwrap_or(Value::Undef),
                factory: Value::Undef,
                init: true,
                repr: true,
                hash: Value::None,
                compare: true,
                kw_only: None,
            })))?,
        };
        let is_classvar = matches!(
            self.obj(ty),
            Some(Obj::Alias(a)) if matches!(
                **a,
                Alias::Form(Form::ClassVar) | Alias::Typing { form: Form::ClassVar, .. }
            )
        );
        let n = self.as_str(name).unwrap_or("?").to_string();
        let Some(Obj::DcField(d)) = self.obj_mut(f) else {
            return Err(self.internal("field"));
        };
        d.name = name;
        d.ty = ty;
        let (factory, field_kw_only, default) = (d.factory, d.kw_only, d.default);
        if is_classvar {
            if factory != Value::Undef {
                return Err(self.type_error(format!("field {n} cannot have a default factory")));
            }
            if field_kw_only.is_some() {
                return Err(
                    self.type_error(format!("field {n} is a ClassVar but specifies kw_only"))
                );
            }
            return Ok(None);
        }
        if field_kw_only.is_none() {
            if let Some(Obj::DcField(d)) = self.obj_mut(f) {
                d.kw_only = Some(kw_only);
            }
        }
        if default != Value::Undef && self.unhashable_type(default) {
            let t = self.class_of(default);
            let t = self.repr(t)?;
            return Err(self.err(
                TypeTag::ValueError,
                format!("mutable default {t} for field {n} is not allowed: use default_factory"),
            ));
        }
        Ok(Some(f))
    }

    /// `type(v).__hash__ is None`.
    fn unhashable_type(&mut self, v: Value) -> bool {
        match self.obj(v) {
            Some(Obj::List(_) | Obj::Dict(_) | Obj::Set(_) | Obj::ByteArray(_)) => true,
            Some(Obj::Instance(_)) => {
                let class = self.class_of(v);
                let hash = self.s.hash;
                self.lookup_cached(class, hash) == Some(Value::None)
            }
            _ => false,
        }
    }

    /// `_set_new_attribute`: adds the method unless the class defines the name itself;
    /// true if it did.
    fn set_new_method(&mut self, ch: Handle, kind: Synth) -> VmResult<bool> {
        let sym = self.intern(kind.name())?;
        let exists = match self.heap.get(ch) {
            Obj::Class(c) => c.ns.get(sym).is_some(),
            _ => false,
        };
        if exists {
            return Ok(true);
        }
        let m = self.alloc(Obj::Synth { class: ch, kind })?;
        self.class_set(ch, sym, m)?;
        Ok(false)
    }

    /// Calls a synthesized method; `args[0]` is `self`.
    pub(crate) fn call_synth(
        &mut self,
        ch: Handle,
        kind: Synth,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        if let Synth::Order { op, root } = kind {
            return self.total_order_call(op, root, args, kws);
        }
        if kind.is_namedtuple() {
            return self.nt_call(ch, kind, args, kws);
        }
        let qualname = format!("{}.{}", self.class_qualname(Value::Obj(ch)), kind.name());
        let Some((&me, rest)) = args.split_first() else {
            return Err(self.type_error(format!(
                "{qualname}() missing 1 required positional argument: 'self'"
            )));
        };
        if kind == Synth::Init {
            return self.dc_init(ch, qualname, me, rest, kws);
        }
        if !kws.is_empty() {
            return Err(self.type_error(format!(
                "{qualname}() got an unexpected keyword argument '{}'",
                kws.first().map_or("", |(k, _)| *k)
            )));
        }
        let expected = if kind == Synth::Repr || kind == Synth::Hash {
            0
        } else {
            1
        };
        if rest.len() != expected {
            let given = rest.len() + 1;
            let n = expected + 1;
            return Err(self.type_error(format!(
                "{qualname}() takes {n} positional argument{} but {given} were given",
                if n == 1 { "" } else { "s" }
            )));
        }
        match kind {
            Synth::Repr => {
                let s = self.dc_repr(ch, me)?;
                self.new_str(s)
            }
            Synth::Hash => {
                let r = self
                    .field_tuple(ch, me, |d| {
                        if d.hash == Value::None {
                            d.compare
                        } else {
                            d.hash == Value::Bool(true)
                        }
                    })
                    .and_then(|t| self.with_roots(&[t], |vm| vm.hash(t)));
                r.map(Value::Int)
                    .map_err(|e| self.in_generated(e, kind.name(), 3))
            }
            _ => {
                let other = rest.first().copied().unwrap_or(Value::None);
                if self.class_of(other) != self.class_of(me) {
                    return Ok(Value::NotImplemented);
                }
                let op = match kind {
                    Synth::Eq => CmpKind::Eq,
                    Synth::Lt => CmpKind::Lt,
                    Synth::Le => CmpKind::Le,
                    Synth::Gt => CmpKind::Gt,
                    _ => CmpKind::Ge,
                };
                let r = self.field_tuple(ch, me, |d| d.compare).and_then(|a| {
                    let b = self.with_roots(&[a], |vm| vm.field_tuple(ch, other, |d| d.compare))?;
                    self.with_roots(&[a, b], |vm| vm.compare_value(op, a, b))
                });
                r.map_err(|e| self.in_generated(e, kind.name(), 4))
            }
        }
    }

    /// The fields of `ch` that `keep` selects.
    fn fields_where(&self, ch: Handle, keep: impl Fn(&DcField) -> bool) -> Vec<Value> {
        let Some(info) = self.dc_info(ch) else {
            return Vec::new();
        };
        info.fields
            .iter()
            .filter_map(|f| self.field(*f).filter(|d| keep(d)).map(|d| d.name))
            .collect()
    }

    /// `(self.a, self.b, ...)` over the selected fields.
    fn field_tuple(
        &mut self,
        ch: Handle,
        obj: Value,
        keep: impl Fn(&DcField) -> bool,
    ) -> VmResult<Value> {
        let names = self.fields_where(ch, keep);
        let mut items = Vec::with_capacity(names.len());
        for n in names {
            let sym = self.sym_of_str(n)?;
            let v = self.with_roots(&items, |vm| vm.get_attr(obj, sym))?;
            items.push(v);
        }
        self.new_tuple(items)
    }

    /// The synthesized `__init__`.
    fn dc_init(
        &mut self,
        ch: Handle,
        qualname: String,
        me: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let Some(info) = self.dc_info(ch) else {
            return Err(self.internal("dataclass"));
        };
        let names = Arc::clone(&info.init_names);
        let npos = info.init_npos;
        let sig = Signature {
            qualname: Qualname::Text(qualname),
            names: &names,
            np: npos,
            nposonly: 0,
            nk: names.len().saturating_sub(npos),
            varargs: false,
            varkw: false,
            defaults: info.init_defaults.clone(),
            kwdefaults: info.init_kwdefaults.clone(),
        };
        let fields = info.fields.clone();
        let frozen = info.params.frozen;
        let mut all: SmallVec<[Value; 8]> = SmallVec::with_capacity(args.len() + 1);
        all.push(me);
        all.extend_from_slice(args);
        let bound = self.bind_signature(&sig, &all, kws)?;
        let mut roots: SmallVec<[Value; 8]> = SmallVec::new();
        roots.push(me);
        roots.extend_from_slice(&bound);
        self.with_roots(&roots, |vm| {
            // Each statement of the generated body is one line, from line 3.
            let mut line = 3;
            for f in fields {
                let Some(d) = vm.field(f) else { continue };
                let (name, init, factory) = (d.name, d.init, d.factory);
                let value = if init {
                    let n = vm.as_str(name).unwrap_or("");
                    let pos = names.iter().skip(1).position(|m| m == n).map(|i| i + 1);
                    match pos.and_then(|i| bound.get(i)).copied() {
                        Some(FACTORY) => vm.call_function(factory, &[], &[]), // CALLBACK
                        Some(v) => Ok(v),
                        None => continue,
                    }
                } else if factory != Value::Undef {
                    vm.call_function(factory, &[], &[]) // CALLBACK
                } else {
                    continue;
                };
                let r = value.and_then(|value| {
                    let sym = vm.sym_of_str(name)?;
                    if frozen {
                        vm.set_instance_attr(me, sym, value)
                    } else {
                        vm.with_roots(&[value], |vm| vm.set_attr(me, sym, value))
                    }
                });
                r.map_err(|e| vm.in_generated(e, "__init__", line))?;
                line += 1;
            }
            let post = vm.intern("__post_init__")?;
            let class = vm.class_of(me);
            if vm.lookup_in_mro(class, post).is_some() {
                let r = vm
                    .get_attr(me, post)
                    .and_then(|m| vm.call_function(m, &[], &[])); // CALLBACK
                r.map_err(|e| vm.in_generated(e, "__init__", line))?;
            }
            Ok(Value::None)
        })
    }

    /// Stores an attribute on an instance directly (`object.__setattr__`).
    fn set_instance_attr(
        &mut self,
        obj: Value,
        name: crate::object::Sym,
        v: Value,
    ) -> VmResult<()> {
        let Value::Obj(h) = obj else {
            return Err(self.internal("instance"));
        };
        let grew = match self.heap.get_mut(h) {
            Some(Obj::Instance(i)) => i.attrs.set(name, v),
            _ => return Err(self.internal("instance")),
        };
        if grew {
            self.charge_grow(h, 24)?;
        }
        Ok(())
    }

    /// The synthesized `__repr__`: `Point(x=1, y=2)` with the instance's class's qualname,
    /// `...` for an instance already being printed (`reprlib.recursive_repr`).
    fn dc_repr(&mut self, ch: Handle, me: Value) -> VmResult<String> {
        let Value::Obj(mh) = me else {
            return Err(self.internal("instance"));
        };
        if self.dc_repr_active.contains(&mh) {
            return Ok("...".to_string());
        }
        self.dc_repr_active.push(mh);
        let r = self.dc_repr_fields(ch, me);
        self.dc_repr_active.retain(|h| *h != mh);
        r
    }

    fn dc_repr_fields(&mut self, ch: Handle, me: Value) -> VmResult<String> {
        let class = self.class_of(me);
        let mut out = format!("{}(", self.class_qualname(class));
        let names = self.fields_where(ch, |d| d.repr);
        for (i, n) in names.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let text = self.as_str(n).unwrap_or("").to_string();
            let sym = self.intern(&text)?;
            let v = self.get_attr(me, sym)?;
            out.push_str(&text);
            out.push('=');
            let r = self.with_roots(&[v], |vm| vm.repr(v))?;
            out.push_str(&r);
        }
        out.push(')');
        Ok(out)
    }

    /// `field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
    /// compare=True, metadata=None, kw_only=MISSING)`.
    pub fn dc_field(&mut self, args: &[Value], kws: &[(&str, Value)]) -> VmResult<Value> {
        if !args.is_empty() {
            return Err(self.type_error(format!(
                "field() takes 0 positional arguments but {} were given",
                args.len()
            )));
        }
        let missing = self.dc_missing()?;
        let mut d = DcField {
            name: Value::None,
            ty: Value::None,
            default: Value::Undef,
            factory: Value::Undef,
            init: true,
            repr: true,
            hash: Value::None,
            compare: true,
            kw_only: None,
        };
        for (k, v) in kws {
            let v = *v;
            let or_missing = if v == missing { Value::Undef } else { v };
            match *k {
                "default" => d.default = or_missing,
                "default_factory" => d.factory = or_missing,
                "init" => d.init = self.truthy(v)?,
                "repr" => d.repr = self.truthy(v)?,
                "hash" => d.hash = v,
                "compare" => d.compare = self.truthy(v)?,
                "kw_only" => {
                    d.kw_only = if v == missing {
                        None
                    } else {
                        Some(self.truthy(v)?)
                    }
                }
                "metadata" => {
                    if v != Value::None {
                        return Err(
                            self.not_supported("field(metadata=...) is not supported in Pyrite")
                        );
                    }
                }
                _ => {
                    return Err(self
                        .type_error(format!("field() got an unexpected keyword argument '{k}'")))
                }
            }
        }
        if d.default != Value::Undef && d.factory != Value::Undef {
            return Err(self.err(
                TypeTag::ValueError,
                "cannot specify both default and default_factory",
            ));
        }
        self.alloc(Obj::DcField(Box::new(d)))
    }

    /// An attribute of a `Field`.
    pub(crate) fn dc_field_attr(&mut self, f: Value, name: &str) -> VmResult<Option<Value>> {
        let Some(d) = self.field(f).cloned() else {
            return Ok(None);
        };
        let or_missing = |vm: &mut Self, v: Value| {
            if v == Value::Undef {
                vm.dc_missing()
            } else {
                Ok(v)
            }
        };
        Ok(Some(match name {
            "name" => d.name,
            "type" => d.ty,
            "default" => or_missing(self, d.default)?,
            "default_factory" => or_missing(self, d.factory)?,
            "init" => Value::Bool(d.init),
            "repr" => Value::Bool(d.repr),
            "hash" => d.hash,
            "compare" => Value::Bool(d.compare),
            "kw_only" => match d.kw_only {
                Some(b) => Value::Bool(b),
                None => self.dc_missing()?,
            },
            _ => return Ok(None),
        }))
    }

    /// `repr()` of a `Field`, as CPython's `Field.__repr__`.
    pub(crate) fn dc_field_repr(&mut self, f: Value) -> VmResult<String> {
        let Some(d) = self.field(f).cloned() else {
            return Ok(String::new());
        };
        let missing = self.dc_missing()?;
        let part = |vm: &mut Self, v: Value| -> VmResult<String> {
            vm.repr(if v == Value::Undef { missing } else { v })
        };
        let kw_only = match d.kw_only {
            Some(b) => Value::Bool(b),
            None => Value::Undef,
        };
        let named = d.name != Value::None;
        Ok(format!(
            "Field(name={},type={},default={},default_factory={},init={},repr={},hash={},\
             compare={},metadata=mappingproxy({{}}),kw_only={},_field_type={})",
            part(self, d.name)?,
            part(self, d.ty)?,
            part(self, d.default)?,
            part(self, d.factory)?,
            if d.init { "True" } else { "False" },
            if d.repr { "True" } else { "False" },
            part(self, d.hash)?,
            if d.compare { "True" } else { "False" },
            part(self, kw_only)?,
            if named { "_FIELD" } else { "None" },
        ))
    }

    /// `fields(class_or_instance)`.
    pub fn dc_fields(&mut self, v: Value) -> VmResult<Value> {
        let class = if self.is_class(v) {
            v
        } else {
            self.class_of(v)
        };
        let Some(ch) = self.dataclass_of(class) else {
            return Err(self.type_error("must be called with a dataclass type or instance"));
        };
        let fields = self
            .dc_info(ch)
            .map(|i| i.fields.clone())
            .unwrap_or_default();
        self.new_tuple(fields)
    }

    /// `is_dataclass(obj)`.
    pub fn dc_is_dataclass(&self, v: Value) -> bool {
        let class = if self.is_class(v) {
            v
        } else {
            self.class_of(v)
        };
        self.dataclass_of(class).is_some()
    }

    /// The dataclass of an instance (not of a class), for `asdict` and friends.
    fn instance_dataclass(&self, v: Value) -> Option<Handle> {
        if self.is_class(v) {
            return None;
        }
        self.dataclass_of(self.class_of(v))
    }

    /// `asdict(obj)` (`tuple`: `astuple(obj)`).
    pub fn dc_asdict(&mut self, v: Value, tuple: bool) -> VmResult<Value> {
        if self.instance_dataclass(v).is_none() {
            let what = if tuple { "astuple" } else { "asdict" };
            return Err(
                self.type_error(format!("{what}() should be called on dataclass instances"))
            );
        }
        self.dc_convert(v, tuple)
    }

    /// `_asdict_inner` / `_astuple_inner`: dataclasses become dicts (tuples), containers are
    /// rebuilt with their items converted, anything else is copied (`copy.deepcopy`), which
    /// Pyrite does for the immutable values it can share and for naive dates, datetimes,
    /// times and timedeltas (new equal objects, as CPython's `__reduce__` makes), and refuses
    /// for the rest.
    fn dc_convert(&mut self, v: Value, tuple: bool) -> VmResult<Value> {
        self.enter()?;
        let r = self.dc_convert_inner(v, tuple);
        self.leave();
        r
    }

    /// `dc_convert` of each of `src` (kept rooted), each result rooted as it is made.
    fn dc_convert_each(&mut self, src: Vec<Value>, tuple: bool) -> VmResult<Vec<Value>> {
        self.with_roots(&src, |vm| {
            vm.make_rooted(src.len(), |vm, i| {
                let x = src.get(i).copied().unwrap_or(Value::None);
                vm.dc_convert(x, tuple)
            })
        })
    }

    /// A new dict of the key/value pairs laid out flat in `flat` (kept rooted).
    fn dict_of_pairs(&mut self, flat: &[Value]) -> VmResult<Value> {
        let d = self.new_dict()?;
        self.with_roots(flat, |vm| {
            for pair in flat.chunks(2) {
                if let [k, x] = pair {
                    vm.dict_set(d, *k, *x)?;
                }
            }
            Ok(())
        })?;
        Ok(d)
    }

    fn dc_convert_inner(&mut self, v: Value, tuple: bool) -> VmResult<Value> {
        if let Some(ch) = self.instance_dataclass(v) {
            let names = self.fields_where(ch, |_| true);
            let mut items: Vec<Value> = Vec::with_capacity(names.len() * 2);
            for n in names {
                let sym = self.sym_of_str(n)?;
                let x = self.with_roots(&items, |vm| vm.get_attr(v, sym))?;
                let x = self.with_roots(&items, |vm| vm.dc_convert(x, tuple))?;
                if !tuple {
                    items.push(n);
                }
                items.push(x);
            }
            if tuple {
                return self.new_tuple(items);
            }
            return self.dict_of_pairs(&items);
        }
        match self.obj(v) {
            None
            | Some(
                Obj::Str(_) | Obj::BigInt(_) | Obj::Bytes(_) | Obj::Range { .. } | Obj::BigRange(_),
            ) => Ok(v),
            Some(Obj::ByteArray(_)) => {
                // deepcopy makes a new bytearray of the same bytes.
                let b = self.bytes_arg(v)?;
                self.new_bytearray(b)
            }
            Some(Obj::List(items) | Obj::Tuple(items)) => {
                let is_list = matches!(self.obj(v), Some(Obj::List(_)));
                let out = self.dc_convert_each(items.clone(), tuple)?;
                if is_list {
                    self.new_list(out)
                } else {
                    self.new_tuple(out)
                }
            }
            Some(Obj::Dict(d)) => {
                let src: Vec<Value> = d.iter().flat_map(|(k, x)| [k, x]).collect();
                let flat = self.dc_convert_each(src, tuple)?;
                self.dict_of_pairs(&flat)
            }
            Some(Obj::FrozenSet(_)) if self.deep_immutable(v) => Ok(v),
            Some(Obj::Lib(_)) if self.copy_datetime_value(v, true).is_some() => {
                self.deepcopy(v, Value::None)
            }
            _ => Err(self.not_supported(format!(
                "asdict()/astuple() would deep-copy a '{}' object, which Pyrite does not \
                     support",
                self.type_name(v)
            ))),
        }
    }

    /// A frozenset of immutable atoms, which `deepcopy` returns as is.
    fn deep_immutable(&self, v: Value) -> bool {
        match self.obj(v) {
            Some(Obj::FrozenSet(t)) => t.entries().all(|(_, x)| {
                matches!(
                    self.obj(x),
                    None | Some(Obj::Str(_) | Obj::BigInt(_) | Obj::Bytes(_))
                )
            }),
            _ => false,
        }
    }

    /// `replace(obj, /, **changes)`.
    pub fn dc_replace(&mut self, args: &[Value], kws: &[(&str, Value)]) -> VmResult<Value> {
        let [obj] = args else {
            return Err(self.type_error(format!(
                "replace() takes 1 positional argument but {} were given",
                args.len()
            )));
        };
        let obj = *obj;
        let Some(ch) = self.instance_dataclass(obj) else {
            return Err(self.type_error("replace() should be called on dataclass instances"));
        };
        let fields = self
            .dc_info(ch)
            .map(|i| i.fields.clone())
            .unwrap_or_default();
        let mut changes: Vec<(String, Value)> =
            kws.iter().map(|(k, v)| (k.to_string(), *v)).collect();
        for f in fields {
            let Some(d) = self.field(f) else { continue };
            let (init, name) = (d.init, self.field_name(f));
            if !init {
                if changes.iter().any(|(k, _)| *k == name) {
                    return Err(self.err(
                        TypeTag::ValueError,
                        format!(
                            "field {name} is declared with init=False, it cannot be specified \
                             with replace()"
                        ),
                    ));
                }
                continue;
            }
            if !changes.iter().any(|(k, _)| *k == name) {
                let sym = self.intern(&name)?;
                let roots: Vec<Value> = changes.iter().map(|(_, v)| *v).collect();
                let v = self.with_roots(&roots, |vm| vm.get_attr(obj, sym))?;
                changes.push((name, v));
            }
        }
        let class = self.class_of(obj);
        let kw: Vec<(&str, Value)> = changes.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let roots: Vec<Value> = changes.iter().map(|(_, v)| *v).collect();
        self.with_roots(&roots, |vm| vm.call_function(class, &[], &kw))
    }

    /// `dataclasses.FrozenInstanceError: cannot assign to field 'x'`, raised in the
    /// generated `__setattr__` (`__delattr__`).
    pub(crate) fn frozen_instance_error(&mut self, name: &str, delete: bool) -> super::VmErr {
        let (what, method) = if delete {
            ("delete", "__delattr__")
        } else {
            ("assign to", "__setattr__")
        };
        let e = self.err(
            TypeTag::FrozenInstanceError,
            format!("cannot {what} field '{name}'"),
        );
        self.in_generated(e, method, 4)
    }
}

/// `typing.` removed from the start of every dotted name (`inspect.formatannotation`'s
/// `re.sub(r'[\w\.]+', ...)` over a typing object's repr).
fn strip_typing_prefix(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut token_start = true;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if token_start && rest.starts_with("typing.") {
            rest = rest.get("typing.".len()..).unwrap_or("");
            token_start = false;
            continue;
        }
        token_start = !(c.is_alphanumeric() || c == '_' || c == '.');
        out.push(c);
        rest = rest.get(c.len_utf8()..).unwrap_or("");
    }
    out
}
