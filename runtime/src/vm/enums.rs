//! `enum`: `Enum`, `Flag` and `auto` are script classes made once per run
//! ([`Vm::enum_base`]) whose namespaces hold native methods ([`Synth::Enum`]), so an
//! enum's own methods override them as in CPython. What `EnumType` does is hooked where
//! CPython's metaclass would act, and only for classes that carry an [`EnumInfo`]:
//! `_EnumDict.__setitem__` (the class body's stores, [`Vm::enum_store`]),
//! `EnumType.__new__` (members made when the body returns, [`Vm::enum_finish`]),
//! `__call__` (value lookup, `_missing_`), `__getitem__`, `__iter__`, `__reversed__`,
//! `__len__`, `__contains__`, `__setattr__`/`__delattr__` and `__repr__`.
//!
//! A mixin data type (`class C(str, Enum)`, `IntEnum`, `StrEnum`, `IntFlag`; `int` or `str`,
//! `EnumInfo::data`) is accepted by [`Vm::enum_prepare`]; [`Vm::enum_finish`] makes the
//! members with the data type's constructor (instances carrying the value, `_value_` the
//! plain value) and applies `EnumType`'s repr/str/format fix-up; `IntEnum` and friends carry
//! `ReprEnum`'s `__str__`/`__format__` (`EnumOp::DataStr`/`DataFormat`).

use super::{Vm, VmErr, VmResult};
use crate::heap::{IterState, Obj};
use crate::object::{AttrMap, Class, EnumInfo, EnumOp, Property, Sym, Synth};
use crate::value::{Handle, TypeTag, Value};

/// The state of `_EnumDict` while an enum's class body runs.
#[derive(Clone, Debug)]
pub(crate) struct EnumBody {
    /// The body's namespace, once its frame exists.
    ns: Option<Handle>,
    /// The frame depth of the body (stale entries of bodies that raised are dropped).
    depth: usize,
    /// The class name (`_cls_name`).
    cls: String,
    /// `_member_names`, in order.
    names: Vec<Sym>,
    /// `_ignore_`'s names.
    ignore: Vec<Sym>,
    /// `_auto_called`.
    auto_called: bool,
    /// `bases[-1]`: the enum whose `_generate_next_value_` applies.
    first_enum: Value,
}

/// The `_sunder_` names `_EnumDict` accepts.
const SUNDER_OK: &[&str] = &["_order_", "_generate_next_value_", "_missing_", "_ignore_"];
/// The `_sunder_` names CPython accepts and Pyrite does not implement.
const SUNDER_REFUSED: &[&str] = &[
    "_numeric_repr_",
    "_iter_member_",
    "_iter_member_by_value_",
    "_iter_member_by_def_",
];

fn is_sunder(n: &str) -> bool {
    let b = n.as_bytes();
    b.len() > 2 && b[0] == b'_' && b[1] != b'_' && b[b.len() - 1] == b'_' && b[b.len() - 2] != b'_'
}

fn is_dunder(n: &str) -> bool {
    let b = n.as_bytes();
    b.len() > 4
        && n.starts_with("__")
        && n.ends_with("__")
        && b[2] != b'_'
        && b[b.len() - 3] != b'_'
}

fn is_private(cls: &str, n: &str) -> bool {
    let pat = format!("_{cls}__");
    n.len() > pat.len() && n.starts_with(&pat) && !n.ends_with("__")
}

/// CPython's `enum.bin(num, max_bits)`: two's complement with a sign group.
fn enum_bin(num: i64, max_bits: u32) -> String {
    let bl = 64 - num.unsigned_abs().leading_zeros();
    let ceiling: i128 = 1i128 << bl;
    let s = if num >= 0 {
        format!("{:b}", num as i128 + ceiling).replacen('1', "0", 1)
    } else {
        format!("{:b}", (!(num as i128)) ^ ((ceiling - 1) + ceiling))
    };
    let (sign, digits) = s.split_at(1.min(s.len()));
    let mut digits = digits.to_string();
    if (digits.len() as u32) < max_bits {
        let pad = sign.repeat(max_bits as usize) + &digits;
        digits = pad[pad.len() - max_bits as usize..].to_string();
    }
    format!("0b{sign} {digits}")
}

fn bit_length(v: i64) -> u32 {
    64 - v.unsigned_abs().leading_zeros()
}

impl Vm<'_> {
    /// `enum.Enum`, `enum.Flag` or `enum.auto` (`which`), made once per run.
    pub fn enum_base(&mut self, which: &'static str) -> VmResult<Value> {
        let key = match which {
            "Enum" => "enum.Enum",
            "Flag" => "enum.Flag",
            "IntEnum" => "enum.IntEnum",
            "StrEnum" => "enum.StrEnum",
            "IntFlag" => "enum.IntFlag",
            _ => "enum.auto",
        };
        if let Some(v) = self.module_state.get(key) {
            return Ok(*v);
        }
        let v = match which {
            "Enum" => {
                let ops = [
                    EnumOp::Repr,
                    EnumOp::Str,
                    EnumOp::Format,
                    EnumOp::Hash,
                    EnumOp::Copy,
                    EnumOp::DeepCopy,
                ];
                let info = EnumInfo::default();
                self.native_class(
                    "Enum",
                    &[],
                    &ops,
                    &[EnumOp::Name, EnumOp::Value],
                    Some(info),
                )?
            }
            "Flag" => {
                let e = self.enum_base("Enum")?;
                let ops = [
                    EnumOp::Repr,
                    EnumOp::Str,
                    EnumOp::Bool,
                    EnumOp::Or,
                    EnumOp::And,
                    EnumOp::Xor,
                    EnumOp::Invert,
                    EnumOp::Contains,
                    EnumOp::Iter,
                    EnumOp::Len,
                ];
                let info = EnumInfo {
                    flag: true,
                    ..EnumInfo::default()
                };
                let f = self.with_roots(&[e], |vm| {
                    vm.native_class("Flag", &[e], &ops, &[], Some(info))
                })?;
                if let Value::Obj(fh) = f {
                    self.add_reflected_flag_ops(fh)?;
                }
                f
            }
            "IntEnum" | "StrEnum" | "IntFlag" => self.data_enum_base(which)?,
            _ => self.native_class(
                "auto",
                &[],
                &[EnumOp::AutoInit, EnumOp::AutoRepr],
                &[],
                None,
            )?,
        };
        self.module_state.insert(key, v);
        Ok(v)
    }

    /// `IntEnum` (`int, ReprEnum`), `StrEnum` (`str, ReprEnum`), `IntFlag` (`int, ReprEnum,
    /// Flag`): the data type's `str()` and `format()`, Enum's repr, and for `IntFlag` the
    /// operators `EnumType` copies from `Flag` onto every flag class. `ReprEnum` itself is
    /// not a class of its own in Pyrite (no script can name it).
    fn data_enum_base(&mut self, which: &'static str) -> VmResult<Value> {
        let (tag, parent) = match which {
            "StrEnum" => (TypeTag::Str, "Enum"),
            "IntFlag" => (TypeTag::Int, "Flag"),
            _ => (TypeTag::Int, "Enum"),
        };
        let p = self.enum_base(parent)?;
        let mut ops = vec![EnumOp::Repr, EnumOp::DataStr, EnumOp::DataFormat];
        if which == "IntFlag" {
            ops.extend([EnumOp::Or, EnumOp::And, EnumOp::Xor, EnumOp::Invert]);
        }
        let info = EnumInfo {
            flag: which == "IntFlag",
            data: Some(tag),
            ..EnumInfo::default()
        };
        let c = self.with_roots(&[p], |vm| {
            vm.native_class(which, &[Value::Type(tag), p], &ops, &[], Some(info))
        })?;
        if let (Value::Obj(fh), true) = (c, which == "IntFlag") {
            self.add_reflected_flag_ops(fh)?;
        }
        Ok(c)
    }

    /// A flag class's `__ror__`, `__rand__`, `__rxor__`: the same functions as `__or__`, ...
    fn add_reflected_flag_ops(&mut self, fh: Handle) -> VmResult<()> {
        for (n, op) in [
            ("__ror__", EnumOp::Or),
            ("__rand__", EnumOp::And),
            ("__rxor__", EnumOp::Xor),
        ] {
            let m = self.alloc(Obj::Synth {
                class: fh,
                kind: Synth::Enum(op),
            })?;
            let s = self.intern(n)?;
            self.class_set(fh, s, m)?;
        }
        Ok(())
    }

    /// A class of module `enum` with native methods `ops` and properties `props`.
    fn native_class(
        &mut self,
        name: &str,
        bases: &[Value],
        ops: &[EnumOp],
        props: &[EnumOp],
        info: Option<EnumInfo>,
    ) -> VmResult<Value> {
        let mut ns = AttrMap::default();
        let module = self.sym_str("enum")?;
        ns.set(self.s.module, module);
        let mro_tail = self.c3(None, bases)?;
        let base_tag = info
            .as_ref()
            .and_then(|i| i.data)
            .unwrap_or(TypeTag::Object);
        let class = Class {
            name: name.to_string(),
            qualname: name.to_string(),
            bases: bases.to_vec(),
            mro: Vec::new(),
            ns,
            base_tag,
            dataclass: None,
            namedtuple: None,
            enum_info: info.map(Box::new),
        };
        self.charge(class.byte_size())?;
        let v = self.alloc(Obj::Class(Box::new(class)))?;
        let Value::Obj(h) = v else {
            return Err(self.internal("enum class"));
        };
        if let Some(Obj::Class(c)) = self.heap.get_mut(h) {
            c.mro = std::iter::once(v).chain(mro_tail).collect();
        }
        self.with_roots(&[v], |vm| {
            for op in ops {
                let m = vm.alloc(Obj::Synth {
                    class: h,
                    kind: Synth::Enum(*op),
                })?;
                let s = vm.intern(op.name())?;
                vm.class_set(h, s, m)?;
            }
            for op in props {
                let g = vm.alloc(Obj::Synth {
                    class: h,
                    kind: Synth::Enum(*op),
                })?;
                let p = vm.with_roots(&[g], |vm| {
                    vm.new_property(Property {
                        fget: g,
                        fset: Value::None,
                        fdel: Value::None,
                        doc: Value::None,
                        name: None,
                    })
                })?;
                let s = vm.intern(op.name())?;
                vm.class_set(h, s, p)?;
            }
            Ok(())
        })?;
        Ok(v)
    }

    /// The [`EnumInfo`] of an enum class.
    pub(crate) fn enum_info(&self, v: Value) -> Option<&EnumInfo> {
        match self.obj(v) {
            Some(Obj::Class(c)) => c.enum_info.as_deref(),
            _ => None,
        }
    }

    fn enum_info_mut(&mut self, v: Value) -> Option<&mut EnumInfo> {
        match self.obj_mut(v) {
            Some(Obj::Class(c)) => c.enum_info.as_deref_mut(),
            _ => None,
        }
    }

    /// True for `Enum`, `Flag` and the classes made from them.
    pub(crate) fn is_enum_class(&self, v: Value) -> bool {
        self.enum_info(v).is_some()
    }

    /// `EnumType.__repr__`: `<enum 'Color'>`, `<flag 'Perm'>`.
    pub(crate) fn enum_class_repr(&self, v: Value) -> String {
        let flag = self.enum_info(v).is_some_and(|i| i.flag);
        let word = if flag { "flag" } else { "enum" };
        format!("<{word} '{}'>", self.class_name(v))
    }

    /// `EnumType.__prepare__` for a class statement with these bases: refuses what Pyrite
    /// lacks, checks `_check_for_existing_members_` and `_get_mixins_`, and starts the
    /// `_EnumDict` of the body about to run at frame depth `depth`.
    pub(crate) fn enum_prepare(
        &mut self,
        bases: &[Value],
        body_qualname: &str,
        depth: usize,
    ) -> VmResult<()> {
        self.enum_bodies.retain(|b| b.depth < depth);
        if !bases.iter().any(|b| self.is_enum_class(*b)) {
            return Ok(());
        }
        let cls = body_qualname
            .rsplit('.')
            .next()
            .unwrap_or(body_qualname)
            .to_string();
        self.enum_check_bases(&cls, bases)?;
        let first_enum = bases.last().copied().unwrap_or(Value::None);
        self.enum_bodies.push(EnumBody {
            ns: None,
            depth,
            cls,
            names: Vec::new(),
            ignore: Vec::new(),
            auto_called: false,
            first_enum,
        });
        Ok(())
    }

    fn enum_check_bases(&self, cls: &str, bases: &[Value]) -> VmResult<()> {
        for b in bases {
            match b {
                Value::Type(TypeTag::Object | TypeTag::Int | TypeTag::Str) => {}
                _ if matches!(self.base_tag(*b), TypeTag::Int | TypeTag::Str) => {}
                Value::Type(t) => {
                    return Err(self.not_supported(format!(
                        "an enum with the data type '{}' mixed in is not supported in Pyrite yet",
                        t.name()
                    )))
                }
                _ if self.base_tag(*b) != TypeTag::Object => {
                    return Err(self.not_supported(
                        "an enum with an exception class mixed in is not supported in Pyrite",
                    ))
                }
                _ => {}
            }
        }
        let data: Vec<TypeTag> = bases
            .iter()
            .map(|b| self.base_tag(*b))
            .filter(|t| matches!(t, TypeTag::Int | TypeTag::Str))
            .collect();
        if data.iter().any(|t| Some(t) != data.first()) {
            return Err(self
                .not_supported("an enum with two data types mixed in is not supported in Pyrite"));
        }
        for chain in bases {
            for base in self.mro_of(*chain) {
                if self.enum_info(base).is_some_and(|i| !i.map.is_empty()) {
                    return Err(self.type_error(format!(
                        "<enum '{cls}'> cannot extend {}",
                        self.enum_class_repr(base)
                    )));
                }
            }
        }
        if !bases.last().is_some_and(|b| self.is_enum_class(*b)) {
            return Err(self.type_error(
                "new enumerations should be created as `EnumName([mixin_type, ...] [data_type,] enum_type)`",
            ));
        }
        Ok(())
    }

    /// The namespace of the enum body just pushed (set once the frame exists).
    pub(crate) fn enum_body_started(&mut self, ns: Handle, depth: usize) {
        if let Some(b) = self.enum_bodies.last_mut() {
            if b.depth == depth && b.ns.is_none() {
                b.ns = Some(ns);
            }
        }
    }

    /// The `_EnumDict` of the namespace `ns`, if it is an enum body's.
    fn enum_body_index(&self, ns: Handle) -> Option<usize> {
        let depth = self.frames.len();
        self.enum_bodies
            .iter()
            .rposition(|b| b.ns == Some(ns) && b.depth == depth)
    }

    /// `_EnumDict.__setitem__(name, v)`: the value to store (an `auto()` resolved), after
    /// its checks. A no-op for a namespace that is not an enum body's.
    pub(crate) fn enum_store(&mut self, ns: Handle, name: Sym, v: Value) -> VmResult<Value> {
        let Some(i) = self.enum_body_index(ns) else {
            return Ok(v);
        };
        let Some(b) = self.enum_bodies.get(i) else {
            return Ok(v);
        };
        let (cls, auto_called, first_enum) = (b.cls.clone(), b.auto_called, b.first_enum);
        let (in_names, in_ignore, count) = (
            b.names.contains(&name),
            b.ignore.contains(&name),
            b.names.len(),
        );
        self.charge_fuel(count as u64 / 8)?;
        let key = self.syms.name(name).to_string();
        if self.obj(v).is_some_and(|o| matches!(o, Obj::Class(_))) {
            return Err(self.not_supported(
                "a class defined inside an enum is not supported in Pyrite (CPython 3.11 makes \
                 it a member with a DeprecationWarning)",
            ));
        }
        let ns_get = |vm: &Self, s: Sym| match vm.heap.get(ns) {
            Obj::Namespace(m) => m.get(s),
            _ => None,
        };
        if is_private(&cls, &key) {
            return Ok(v);
        }
        if is_sunder(&key) {
            if SUNDER_REFUSED.contains(&key.as_str()) {
                return Err(
                    self.not_supported(format!("the enum name {key} is not supported in Pyrite"))
                );
            }
            if !SUNDER_OK.contains(&key.as_str()) {
                return Err(self.value_error(format!(
                    "_sunder_ names, such as '{key}', are reserved for future Enum use"
                )));
            }
            if key == "_generate_next_value_" && auto_called {
                return Err(self.type_error("_generate_next_value_ must be defined before members"));
            }
            if key == "_ignore_" {
                let names = self.enum_name_list(v, "_ignore_")?;
                let mut syms = Vec::new();
                for n in &names {
                    syms.push(self.intern(n)?);
                }
                let set = self.enum_bodies.get(i).map(|b| &b.names);
                let already: Vec<&String> = names
                    .iter()
                    .zip(&syms)
                    .filter(|(_, s)| set.is_some_and(|b| b.contains(s)))
                    .map(|(n, _)| n)
                    .collect();
                if let Some(first) = already.first() {
                    if already.len() > 1 {
                        return Err(self.not_supported(
                            "_ignore_ naming several members already set is not supported in Pyrite",
                        ));
                    }
                    return Err(self.value_error(format!(
                        "_ignore_ cannot specify already set names: {{'{first}'}}"
                    )));
                }
                if let Some(b) = self.enum_bodies.get_mut(i) {
                    b.ignore = syms;
                }
            }
            return Ok(v);
        }
        if is_dunder(&key) {
            if key == "__order__" {
                return Err(self.not_supported("__order__ is not supported in Pyrite: use _order_"));
            }
            return Ok(v);
        }
        if in_names {
            let old = ns_get(self, name).unwrap_or(Value::None);
            let r = self.repr(old)?;
            return Err(self.type_error(format!("'{key}' already defined as {r}")));
        }
        if in_ignore || self.enum_is_descriptor(v) {
            return Ok(v);
        }
        if let Some(old) = ns_get(self, name) {
            let r = self.repr(old)?;
            return Err(self.type_error(format!("'{key}' already defined as {r}")));
        }
        let auto = self.enum_base("auto")?;
        let mut v = v;
        if self.is_instance(v, auto) {
            let last = match self.enum_bodies.get(i) {
                Some(b) => self.enum_last_values(ns, &b.names),
                None => Vec::new(),
            };
            v = self.enum_next_value(first_enum, Some(ns), &key, 1, count, &last)?;
            if let Some(b) = self.enum_bodies.get_mut(i) {
                b.auto_called = true;
            }
        } else if let Some(Obj::Tuple(items)) = self.obj(v) {
            if items.iter().any(|x| self.is_instance(*x, auto)) {
                return Err(self.not_supported("auto() inside a tuple is not supported in Pyrite"));
            }
        }
        if let Some(b) = self.enum_bodies.get_mut(i) {
            b.names.push(name);
        }
        Ok(v)
    }

    /// `_ignore_`/`_order_`: a str split on commas and spaces, or a list or tuple of str.
    fn enum_name_list(&mut self, v: Value, what: &str) -> VmResult<Vec<String>> {
        if let Some(s) = self.as_str(v) {
            return Ok(s
                .replace(',', " ")
                .split_whitespace()
                .map(str::to_string)
                .collect());
        }
        let items = match self.obj(v) {
            Some(Obj::List(l) | Obj::Tuple(l)) => l.clone(),
            _ => {
                return Err(self.not_supported(format!(
                    "{what} must be a str, list or tuple of names in Pyrite"
                )))
            }
        };
        let mut out = Vec::with_capacity(items.len());
        for x in items {
            match self.as_str(x) {
                Some(s) => out.push(s.to_string()),
                None => {
                    return Err(self.not_supported(format!("{what} names must be str in Pyrite")))
                }
            }
        }
        Ok(out)
    }

    /// `_is_descriptor`: what has `__get__`, `__set__` or `__delete__`.
    fn enum_is_descriptor(&mut self, v: Value) -> bool {
        match self.obj(v) {
            Some(
                Obj::Function(_)
                | Obj::Property(_)
                | Obj::StaticMethod(_)
                | Obj::ClassMethod(_)
                | Obj::Synth { .. },
            ) => true,
            Some(Obj::Lib(o)) => matches!(**o, crate::libobj::LibObj::LruWrapper(_)),
            Some(Obj::Instance(_)) => {
                let class = self.class_of(v);
                ["__get__", "__set__", "__delete__"].iter().any(|n| {
                    self.syms
                        .lookup(n)
                        .is_some_and(|s| self.lookup_in_mro(class, s).is_some())
                })
            }
            _ => false,
        }
    }

    /// `_last_values`: the values of the members so far.
    fn enum_last_values(&self, ns: Handle, names: &[Sym]) -> Vec<Value> {
        match self.heap.get(ns) {
            Obj::Namespace(m) => names.iter().filter_map(|n| m.get(*n)).collect(),
            _ => Vec::new(),
        }
    }

    /// `first_enum._generate_next_value_(name, start, count, last_values)`: the script's
    /// own, or `Enum`'s / `Flag`'s.
    fn enum_next_value(
        &mut self,
        first_enum: Value,
        ns: Option<Handle>,
        name: &str,
        start: i64,
        count: usize,
        last: &[Value],
    ) -> VmResult<Value> {
        self.charge_fuel(last.len() as u64 / 8)?;
        let gnv = self.intern("_generate_next_value_")?;
        let own = ns.and_then(|ns| match self.heap.get(ns) {
            Obj::Namespace(m) => m.get(gnv),
            _ => None,
        });
        let found = own.or_else(|| {
            self.lookup_in_mro(first_enum, gnv)
                .map(|(v, _)| v)
                .filter(|v| !matches!(v, Value::Type(_)))
        });
        if let Some(f) = found {
            let f = match self.obj(f) {
                Some(Obj::StaticMethod(inner)) => *inner,
                _ => f,
            };
            let n = self.new_str(name.to_string())?;
            let l = self.with_roots(&[n], |vm| vm.new_list(last.to_vec()))?;
            return self.with_roots(&[n, l, f], |vm| {
                vm.call_function(f, &[n, Value::Int(start), Value::Int(count as i64), l], &[])
            });
        }
        let str_enum = self
            .module_state
            .get("enum.StrEnum")
            .copied()
            .is_some_and(|se| first_enum == se || self.is_subclass(first_enum, se));
        if str_enum {
            // `StrEnum._generate_next_value_`: the lower-cased name.
            if !name.is_ascii() {
                return Err(self.not_supported(
                    "auto() in a StrEnum for a non-ASCII name is not supported in Pyrite",
                ));
            }
            return self.new_str(name.to_ascii_lowercase());
        }
        let flag = self.enum_info(first_enum).is_some_and(|i| i.flag);
        let mut ints = Vec::with_capacity(last.len());
        for v in last {
            match v {
                Value::Int(i) => ints.push(*i),
                Value::Bool(b) => ints.push(i64::from(*b)),
                _ => return Err(self.not_supported(
                    "auto() after a member whose value is not an int is not supported in Pyrite",
                )),
            }
        }
        if flag {
            if count == 0 {
                return Ok(Value::Int(start));
            }
            let max = ints.iter().copied().max().unwrap_or(0);
            if max < 0 {
                return Err(
                    self.not_supported("auto() after a negative flag value is not supported")
                );
            }
            let hb = bit_length(max);
            if hb >= 62 {
                return Err(
                    self.not_supported("flag values past 2**62 are not supported in Pyrite")
                );
            }
            return Ok(Value::Int(1i64 << hb));
        }
        let Some(&lastv) = ints.last() else {
            return Ok(Value::Int(start));
        };
        if ints.iter().any(|x| *x > lastv) {
            return Err(self.not_supported(
                "auto() after a smaller value than an earlier member's is not supported in Pyrite \
                 (CPython 3.11 warns and changes the rule in 3.13)",
            ));
        }
        match lastv.checked_add(1) {
            Some(n) => Ok(Value::Int(n)),
            None => Err(self.not_supported("auto() past 2**63 is not supported in Pyrite")),
        }
    }

    /// Takes the `_EnumDict` state of the namespace `ns` as its body returns.
    pub(crate) fn enum_take_body(&mut self, ns: Handle) -> Option<EnumBody> {
        if self.enum_bodies.is_empty() {
            return None;
        }
        let depth = self.frames.len() + 1;
        let i = self
            .enum_bodies
            .iter()
            .rposition(|b| b.ns == Some(ns) && b.depth == depth)?;
        Some(self.enum_bodies.remove(i))
    }

    /// `EnumType.__new__` after `type.__new__` made `class`: the members, in order.
    pub(crate) fn enum_finish(&mut self, class: Value, body: EnumBody) -> VmResult<()> {
        self.with_roots(&[class], |vm| vm.enum_finish_rooted(class, body))
    }

    fn enum_finish_rooted(&mut self, class: Value, body: EnumBody) -> VmResult<()> {
        let Value::Obj(ch) = class else {
            return Err(self.internal("enum class"));
        };
        let flag = self.enum_info(body.first_enum).is_some_and(|i| i.flag);
        let data = Some(self.base_tag(class)).filter(|t| matches!(t, TypeTag::Int | TypeTag::Str));
        let str_enum = self
            .module_state
            .get("enum.StrEnum")
            .copied()
            .is_some_and(|se| self.is_subclass(class, se));
        // `_ignore_` and the names it lists leave the class.
        let ignore_sym = self.intern("_ignore_")?;
        if let Some(Obj::Class(c)) = self.heap.get_mut(ch) {
            c.ns.remove(ignore_sym);
            for n in &body.ignore {
                c.ns.remove(*n);
            }
            c.enum_info = Some(Box::new(EnumInfo {
                flag,
                data,
                ..EnumInfo::default()
            }));
        }
        if data.is_some() {
            self.enum_mixin_methods(class, body.first_enum)?;
        }
        for n in &body.names {
            let t = self.syms.name(*n);
            if t == "mro" || t.is_empty() {
                return Err(self.value_error(format!("invalid enum member name(s) '{t}'")));
            }
            if t == "name" || t == "value" {
                return Err(self.not_supported(format!(
                    "an enum member named '{t}' is not supported in Pyrite"
                )));
            }
        }
        let order_sym = self.intern("_order_")?;
        let order = match self.heap.get_mut(ch) {
            Some(Obj::Class(c)) => c.ns.remove(order_sym),
            _ => None,
        };
        let init = self.s.init;
        let user_init = self
            .lookup_in_mro(class, init)
            .map(|(v, _)| v)
            .filter(|v| !matches!(v, Value::Type(_)));
        let (s_value, s_name, s_sort) = (
            self.intern("_value_")?,
            self.intern("_name_")?,
            self.intern("_sort_order_")?,
        );
        let mut sorted = true;
        let mut last_value: Option<i64> = None;
        for &name in &body.names {
            let value = match self.obj(class) {
                Some(Obj::Class(c)) => c.ns.get(name).unwrap_or(Value::None),
                _ => Value::None,
            };
            let args: Vec<Value> = match self.obj(value) {
                Some(Obj::Tuple(t)) => t.clone(),
                _ => vec![value],
            };
            let (member, value) = match data {
                None => (self.new_instance(class, None)?, value),
                Some(tag) => {
                    // `_member_type_.__new__(cls, *args)`; `_value_` is the plain value
                    // (`StrEnum.__new__` first checks that the values are strs).
                    if str_enum {
                        self.str_enum_check(&args)?;
                    }
                    let p = self.with_roots(&[value], |vm| vm.call_type(tag, &args, &[]))?; // CALLBACK
                    let m =
                        self.with_roots(&[value, p], |vm| vm.new_instance_of(class, None, p))?;
                    (m, p)
                }
            };
            let nv = self.sym_value(name)?;
            let count = self.enum_info(class).map_or(0, |i| i.members.len());
            self.with_roots(&[member, value, nv], |vm| {
                vm.set_attr(member, s_value, value)?;
                vm.set_attr(member, s_name, nv)?;
                if let Some(f) = user_init {
                    let mut all = Vec::with_capacity(args.len() + 1);
                    all.push(member);
                    all.extend_from_slice(&args);
                    let r = vm.call_function(f, &all, &[])?; // CALLBACK
                    if r != Value::None {
                        return Err(vm.type_error(format!(
                            "__init__() should return None, not '{}'",
                            vm.type_name(r)
                        )));
                    }
                }
                vm.set_attr(member, s_sort, Value::Int(count as i64))
            })?;
            if flag {
                let Value::Int(bits) = value else {
                    return Err(self.not_supported(
                        "a Flag member whose value is not an int is not supported in Pyrite",
                    ));
                };
                if bits < 0 {
                    return Err(self
                        .not_supported("a negative Flag member value is not supported in Pyrite"));
                }
                if let Some(i) = self.enum_info_mut(class) {
                    i.masks.0 |= bits;
                    if bits.count_ones() == 1 {
                        i.masks.1 |= bits;
                    }
                    let bl = bit_length(i.masks.0);
                    i.masks.2 = if bl >= 63 { i64::MAX } else { (1i64 << bl) - 1 };
                }
                if last_value.is_some_and(|l| bits < l) {
                    sorted = false;
                }
                last_value = Some(bits);
            }
            let canonical =
                self.with_roots(&[member, value], |vm| vm.enum_find_value(class, value))?;
            let m = match canonical {
                Some(c) => c,
                None => {
                    let single = match value {
                        Value::Int(b) => b.count_ones() == 1,
                        _ => false,
                    };
                    if !flag || single {
                        if let Some(i) = self.enum_info_mut(class) {
                            i.members.push(member);
                        }
                    }
                    member
                }
            };
            self.class_set(ch, name, m)?;
            if let Some(i) = self.enum_info_mut(class) {
                i.map.push((name, m));
            }
            self.charge_grow(ch, 32)?;
        }
        if let Some(i) = self.enum_info_mut(class) {
            i.by_def = !sorted;
        }
        if let Some(order) = order {
            self.enum_check_order(class, order)?;
        }
        Ok(())
    }

    /// `EnumType.__new__`'s fix-up of a class mixing in a data type: `__repr__`,
    /// `__str__` and `__format__` the class body does not define, found on the data type or
    /// `object`, are the first enum base's (so `class C(int, Enum)` prints `C.A`).
    fn enum_mixin_methods(&mut self, class: Value, first_enum: Value) -> VmResult<()> {
        let Value::Obj(ch) = class else {
            return Ok(());
        };
        for name in ["__repr__", "__str__", "__format__"] {
            let s = self.intern(name)?;
            let found = self.lookup_in_mro(class, s).map(|(v, _)| v);
            let own = matches!(self.heap.get(ch), Obj::Class(c) if c.ns.get(s).is_some());
            if own || !matches!(found, None | Some(Value::Type(_))) {
                continue;
            }
            if let Some((m, _)) = self.lookup_in_mro(first_enum, s) {
                if !matches!(m, Value::Type(_)) {
                    self.class_set(ch, s, m)?;
                }
            }
        }
        Ok(())
    }

    /// `StrEnum.__new__`'s checks of a member's values.
    fn str_enum_check(&mut self, values: &[Value]) -> VmResult<()> {
        if values.len() > 3 {
            let t = self.new_tuple(values.to_vec())?;
            let r = self.with_roots(&[t], |vm| vm.repr(t))?;
            return Err(self.type_error(format!("too many arguments for str(): {r}")));
        }
        let checks = [
            (0, "{} is not a string"),
            (1, "encoding must be a string, not {}"),
            (2, "errors must be a string, not {}"),
        ];
        for (i, msg) in checks {
            if let Some(v) = values.get(i) {
                if i == 0 && values.len() != 1 {
                    continue;
                }
                if self.as_str(*v).is_none() {
                    let r = self.repr(*v)?;
                    return Err(self.type_error(msg.replace("{}", &r)));
                }
            }
        }
        Ok(())
    }

    /// `_order_` must list the members in definition order.
    fn enum_check_order(&mut self, class: Value, order: Value) -> VmResult<()> {
        let want = self.enum_name_list(order, "_order_")?;
        let Some(info) = self.enum_info(class) else {
            return Ok(());
        };
        let flag = info.flag;
        let map: Vec<(String, Value)> = info
            .map
            .iter()
            .map(|(s, m)| (self.syms.name(*s).to_string(), *m))
            .collect();
        let members = info.members.clone();
        let mut names = Vec::new();
        for m in &members {
            names.push(self.enum_member_name(*m)?);
        }
        let kept: Vec<String> = want
            .into_iter()
            .filter(|o| match map.iter().find(|(n, _)| n == o) {
                None => true,
                Some((_, m)) => {
                    let single = !flag
                        || matches!(self.enum_value_of(*m), Ok(Value::Int(b)) if b.count_ones() == 1);
                    single && names.contains(o)
                }
            })
            .collect();
        if kept != names {
            let r = |v: &[String]| {
                let parts: Vec<String> = v.iter().map(|s| format!("'{s}'")).collect();
                format!("[{}]", parts.join(", "))
            };
            return Err(self.type_error(format!(
                "member order does not match _order_:\n  {}\n  {}",
                r(&names),
                r(&kept)
            )));
        }
        Ok(())
    }

    fn enum_value_of(&mut self, m: Value) -> VmResult<Value> {
        let s = self.intern("_value_")?;
        self.get_attr(m, s)
    }

    fn enum_member_name(&mut self, m: Value) -> VmResult<String> {
        let s = self.intern("_name_")?;
        let v = self.get_attr(m, s)?;
        self.str_of(v)
    }

    /// `cls._value2member_map_[value]`, falling back to comparing every member's `_value_`
    /// when `value` is unhashable.
    fn enum_find_value(&mut self, class: Value, value: Value) -> VmResult<Option<Value>> {
        let hashable = match self.hash(value) {
            Ok(_) => true,
            Err(e) if self.error_is(&e, TypeTag::TypeError) => false,
            Err(e) => return Err(e),
        };
        let Some(info) = self.enum_info(class) else {
            return Ok(None);
        };
        let mut cands: Vec<Value> = info.map.iter().map(|(_, m)| *m).collect();
        cands.extend(info.pseudo.iter().copied());
        let s_value = self.intern("_value_")?;
        self.with_roots(&cands.clone(), |vm| {
            for m in cands {
                vm.charge_fuel(1)?;
                let mv = vm.get_attr(m, s_value)?;
                if (hashable && vm.is(mv, value)) || vm.eq(mv, value)? {
                    return Ok(Some(m));
                }
            }
            Ok(None)
        })
    }

    /// `EnumType.__call__(cls, value)`: the member with that value.
    pub(crate) fn enum_call(
        &mut self,
        class: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let names = args.get(1).copied();
        let mut start = Value::Int(1);
        let mut value = args.first().copied();
        for (k, v) in kws {
            match *k {
                "value" if value.is_none() => value = Some(*v),
                // CPython 3.11.7 raises this for any `names=` keyword.
                "value" | "names" => {
                    return Err(self.type_error(format!(
                        "EnumType.__call__() got multiple values for argument '{k}'"
                    )))
                }
                "start" => start = *v,
                "module" | "qualname" | "type" | "boundary" => {
                    return Err(self.not_supported(format!(
                        "the functional API's {k}= is not supported in Pyrite"
                    )))
                }
                _ => {
                    return Err(self.type_error(format!(
                        "EnumType.__call__() got an unexpected keyword argument '{k}'"
                    )))
                }
            }
        }
        let Some(value) = value else {
            return Err(self.type_error(
                "EnumType.__call__() missing 1 required positional argument: 'value'",
            ));
        };
        if args.len() > 2 {
            return Err(self.type_error(format!(
                "EnumType.__call__() takes from 2 to 3 positional arguments but {} were given",
                args.len() + 1
            )));
        }
        match names {
            None | Some(Value::None) => self.enum_lookup(class, value),
            Some(n) => self.with_roots(&[n, start], |vm| vm.enum_create(class, value, n, start)),
        }
    }

    /// `EnumType._create_`: the functional API, `Enum('Color', 'RED GREEN')`.
    fn enum_create(
        &mut self,
        class: Value,
        name: Value,
        names: Value,
        start: Value,
    ) -> VmResult<Value> {
        let Some(cls_name) = self.as_str(name).map(str::to_string) else {
            return Err(self.not_supported("an enum's name must be a str in Pyrite"));
        };
        let Value::Int(start) = start else {
            return Err(self.not_supported("the functional API's start= must be an int in Pyrite"));
        };
        self.enum_check_bases(&cls_name, &[class])?;
        // The items: (name, value) pairs.
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        let text_names: Option<Vec<String>> = self.as_str(names).map(|t| {
            t.replace(',', " ")
                .split_whitespace()
                .map(str::to_string)
                .collect()
        });
        self.charge_fuel(1)?;
        let seq_names = match (&text_names, self.obj(names)) {
            (Some(_), _) => None,
            (None, Some(Obj::List(l) | Obj::Tuple(l)))
                if l.first().is_some_and(|f| self.as_str(*f).is_some()) =>
            {
                Some(l.clone())
            }
            _ => None,
        };
        let list_names: Option<Vec<Value>> = match text_names {
            Some(t) => {
                let mut out = Vec::with_capacity(t.len());
                for n in t {
                    let v = self.new_str(n)?;
                    self.roots.push(v);
                    out.push(v);
                }
                Some(out)
            }
            None => seq_names,
        };
        let mark = self.roots.len();
        let r = (|| -> VmResult<Value> {
            if let Some(list) = list_names {
                let mut last: Vec<Value> = Vec::new();
                for (count, n) in list.iter().enumerate() {
                    let Some(text) = self.as_str(*n).map(str::to_string) else {
                        return Err(self
                            .not_supported("a functional enum's names must all be str in Pyrite"));
                    };
                    let v = self.enum_next_value(class, None, &text, start, count, &last)?;
                    self.roots.push(v);
                    last.push(v);
                    pairs.push((*n, v));
                }
            } else if matches!(self.obj(names), Some(Obj::Dict(_))) {
                pairs = self.dict_items(names);
            } else {
                for item in self.collect(names)? {
                    self.roots.push(item);
                    let two = match self.obj(item) {
                        Some(Obj::List(l) | Obj::Tuple(l)) if l.len() == 2 => {
                            l.first().copied().zip(l.get(1).copied())
                        }
                        _ => None,
                    };
                    match two {
                        Some(p) => pairs.push(p),
                        None => {
                            return Err(self.not_supported(
                                "a functional enum's items must be names or (name, value) pairs                                  in Pyrite",
                            ))
                        }
                    }
                }
            }
            let roots: Vec<Value> = pairs.iter().flat_map(|(a, b)| [*a, *b]).collect();
            self.with_roots(&roots, |vm| vm.enum_build(class, &cls_name, &pairs))
        })();
        self.roots.truncate(mark);
        r
    }

    /// A class named `name` with the one base `base`, whose namespace gets `pairs` through
    /// `_EnumDict`'s rules, then made an enum.
    fn enum_build(&mut self, base: Value, name: &str, pairs: &[(Value, Value)]) -> VmResult<Value> {
        let mut ns = AttrMap::default();
        let module = self.sym_str("__main__")?;
        ns.set(self.s.module, module);
        let q = self.new_str(name.to_string())?;
        ns.set(self.s.qualname, q);
        let nsv = self.alloc(Obj::Namespace(Box::new(ns)))?;
        let Value::Obj(nsh) = nsv else {
            return Err(self.internal("namespace"));
        };
        let depth = self.frames.len();
        self.enum_bodies.push(EnumBody {
            ns: Some(nsh),
            depth,
            cls: name.to_string(),
            names: Vec::new(),
            ignore: Vec::new(),
            auto_called: false,
            first_enum: base,
        });
        let r = self.with_roots(&[nsv], |vm| {
            for (k, v) in pairs {
                let Some(text) = vm.as_str(*k).map(str::to_string) else {
                    return Err(vm.not_supported("a functional enum's names must be str in Pyrite"));
                };
                let sym = vm.intern(&text)?;
                let v = vm.enum_store(nsh, sym, *v)?;
                let grew = match vm.heap.get_mut(nsh) {
                    Some(Obj::Namespace(m)) => m.set(sym, v),
                    _ => false,
                };
                if grew {
                    vm.charge_grow(nsh, 24)?;
                }
            }
            Ok(())
        });
        let i = self
            .enum_bodies
            .iter()
            .rposition(|b| b.ns == Some(nsh) && b.depth == depth);
        let body = i.map(|i| self.enum_bodies.remove(i));
        r?;
        let Some(body) = body else {
            return Err(self.internal("enum body"));
        };
        let ns = match self.heap.get_mut(nsh) {
            Some(Obj::Namespace(m)) => std::mem::take(&mut **m),
            _ => return Err(self.internal("namespace")),
        };
        let mro_tail = self.mro_of(base);
        let class = Class {
            name: name.to_string(),
            qualname: name.to_string(),
            bases: vec![base],
            mro: Vec::new(),
            ns,
            base_tag: TypeTag::Object,
            dataclass: None,
            namedtuple: None,
            enum_info: None,
        };
        self.charge(class.byte_size())?;
        let v = self.alloc(Obj::Class(Box::new(class)))?;
        if let (Value::Obj(h), Some(Obj::Class(c))) = (v, self.obj_mut(v)) {
            c.mro = std::iter::once(Value::Obj(h)).chain(mro_tail).collect();
        }
        self.enum_finish(v, body)?;
        Ok(v)
    }

    /// `Enum.__new__(cls, value)`.
    pub(crate) fn enum_lookup(&mut self, class: Value, value: Value) -> VmResult<Value> {
        if self.class_of(value) == class {
            return Ok(value);
        }
        if let Some(m) = self.enum_find_value(class, value)? {
            return Ok(m);
        }
        if self.enum_info(class).is_some_and(|i| i.map.is_empty()) {
            let r = self.enum_class_repr(class);
            return Err(self.type_error(format!("{r} has no members defined")));
        }
        let missing = self.intern("_missing_")?;
        let user = self
            .lookup_in_mro(class, missing)
            .filter(|(v, _)| !matches!(v, Value::Type(_)))
            .is_some();
        let qual = self.class_qualname(class);
        let result = if user {
            let f = self.get_attr(class, missing)?;
            match self.call_function(f, &[value], &[]) {
                Ok(r) => r,
                Err(e) if e.is_limit() => return Err(e),
                Err(_) => {
                    return Err(self.not_supported(
                        "an exception raised by _missing_ is not supported in Pyrite",
                    ))
                }
            }
        } else if self.enum_info(class).is_some_and(|i| i.flag) {
            return self.flag_missing(class, value);
        } else {
            Value::None
        };
        if self.is_instance(result, class) {
            return Ok(result);
        }
        let r = self.repr(value)?;
        if result == Value::None {
            return Err(self.value_error(format!("{r} is not a valid {qual}")));
        }
        Err(self.not_supported(
            "_missing_ returning something other than None or a member is not supported in Pyrite",
        ))
    }

    /// `Flag._missing_` with the STRICT boundary: a pseudo-member combining the members.
    fn flag_missing(&mut self, class: Value, value: Value) -> VmResult<Value> {
        let qual = self.class_qualname(class);
        let v = match value {
            Value::Int(i) => i,
            Value::Bool(b) => i64::from(b),
            _ => {
                let r = self.repr(value)?;
                if self.is_int(value) {
                    return Err(self.not_supported("flag values past 2**63 are not supported"));
                }
                return Err(self.value_error(format!("{r} is not a valid {qual}")));
            }
        };
        let Some(info) = self.enum_info(class) else {
            return Err(self.internal("flag class"));
        };
        let (flag_mask, singles, all_bits) = info.masks;
        let by_def = info.by_def;
        let map: Vec<Value> = info.map.iter().map(|(_, m)| *m).collect();
        if info.data.is_some() && (v < 0 || v & !flag_mask != 0) {
            // IntFlag's KEEP boundary keeps the unknown bits in a pseudo-member.
            return Err(self.not_supported(
                "an IntFlag value with bits no member has (or a negative one) is not supported in Pyrite",
            ));
        }
        if !(!all_bits <= v && v <= all_bits) || v & (all_bits ^ flag_mask) != 0 {
            let max_bits = bit_length(v).max(bit_length(flag_mask));
            let cr = self.enum_class_repr(class);
            return Err(self.value_error(format!(
                "{cr} invalid value {v}\n    given {}\n  allowed {}",
                enum_bin(v, max_bits),
                enum_bin(flag_mask, max_bits)
            )));
        }
        let neg = v < 0;
        let value_norm = if neg { all_bits + 1 + v } else { v };
        let aliases = value_norm & !singles;
        let member_value = value_norm & singles;
        let mut members: Vec<Value> = Vec::new();
        let mut combined = 0i64;
        let mut name: Option<String> = None;
        if member_value != 0 || aliases != 0 {
            for m in self.flag_members_of(class, member_value, by_def)? {
                combined |= self.flag_bits(m)?;
                members.push(m);
            }
            if aliases != 0 {
                let val = member_value | aliases;
                for pm in map {
                    let b = self.flag_bits(pm)?;
                    if !members.contains(&pm) && b != 0 && b & val == b {
                        members.push(pm);
                        combined |= b;
                    }
                }
            }
            let unknown = (member_value | aliases) ^ combined;
            if combined != 0 {
                if unknown != 0 {
                    let cr = self.enum_class_repr(class);
                    return Err(self.value_error(format!("{cr}: no members with value {unknown}")));
                }
                let mut names = Vec::with_capacity(members.len());
                for m in &members {
                    names.push(self.enum_member_name(*m)?);
                }
                name = Some(names.join("|"));
            }
        }
        // `_value2member_map_.setdefault(value, pseudo_member)`.
        if let Some(m) = self.enum_find_value(class, Value::Int(value_norm))? {
            return Ok(m);
        }
        let data = self.enum_info(class).and_then(|i| i.data);
        let pseudo = match data {
            Some(_) => self.new_instance_of(class, None, Value::Int(value_norm))?,
            None => self.new_instance(class, None)?,
        };
        self.with_roots(&[pseudo], |vm| {
            let (s_value, s_name) = (vm.intern("_value_")?, vm.intern("_name_")?);
            vm.set_attr(pseudo, s_value, Value::Int(value_norm))?;
            let n = match name {
                Some(n) => vm.new_str(n)?,
                None => Value::None,
            };
            vm.set_attr(pseudo, s_name, n)?;
            if let Value::Obj(h) = class {
                vm.charge_grow(h, 16)?;
            }
            if let Some(i) = vm.enum_info_mut(class) {
                i.pseudo.push(pseudo);
            }
            Ok(())
        })?;
        Ok(pseudo)
    }

    /// A flag member's `_value_` as bits.
    fn flag_bits(&mut self, m: Value) -> VmResult<i64> {
        match self.enum_value_of(m)? {
            Value::Int(i) => Ok(i),
            Value::Bool(b) => Ok(i64::from(b)),
            _ => Err(self.not_supported("a Flag value that is not an int is not supported")),
        }
    }

    /// `_iter_member_(value)`: the single-bit members in `value`, by value or by definition.
    fn flag_members_of(&mut self, class: Value, value: i64, by_def: bool) -> VmResult<Vec<Value>> {
        let (flag_mask, members) = match self.enum_info(class) {
            Some(i) => (i.masks.0, i.members.clone()),
            None => return Ok(Vec::new()),
        };
        let bits = value & flag_mask;
        let mut out: Vec<(i64, Value)> = Vec::new();
        for m in members {
            let b = self.flag_bits(m)?;
            if b & bits != 0 && !out.iter().any(|(x, _)| *x == b) {
                out.push((b, m));
            }
        }
        if bits & !out.iter().fold(0, |a, (b, _)| a | b) != 0 {
            return Err(self.not_supported(
                "a Flag whose mask has bits no single-bit member names is not supported in Pyrite",
            ));
        }
        if !by_def {
            out.sort_by_key(|(b, _)| *b);
        }
        Ok(out.into_iter().map(|(_, m)| m).collect())
    }

    /// `iter(cls)` / `reversed(cls)` of an enum class: its members (no aliases).
    pub(crate) fn enum_class_iter(&mut self, class: Value, reverse: bool) -> VmResult<Value> {
        let mut members = self
            .enum_info(class)
            .map(|i| i.members.clone())
            .unwrap_or_default();
        if reverse {
            members.reverse();
        }
        self.charge_fuel(members.len() as u64 / 8)?;
        let t = self.new_tuple(members)?;
        self.with_roots(&[t], |vm| {
            vm.new_lib(crate::libobj::LibObj::EnumIter {
                members: t,
                idx: 0,
                rev: reverse,
            })
        })
    }

    /// `len(cls)`.
    pub(crate) fn enum_class_len(&self, class: Value) -> usize {
        self.enum_info(class).map_or(0, |i| i.members.len())
    }

    /// `cls[name]`.
    pub(crate) fn enum_class_getitem(&mut self, class: Value, key: Value) -> VmResult<Value> {
        if let Some(k) = self.as_str(key) {
            let found = self.syms.lookup(k).and_then(|s| {
                self.enum_info(class)
                    .and_then(|i| i.map.iter().find(|(n, _)| *n == s).map(|(_, m)| *m))
            });
            if let Some(m) = found {
                return Ok(m);
            }
        } else {
            self.hash(key)?;
        }
        Err(self.key_error(key))
    }

    /// `member in cls`.
    pub(crate) fn enum_class_contains(&mut self, class: Value, item: Value) -> VmResult<bool> {
        let base = self.enum_base("Enum")?;
        if !self.is_instance(item, base) {
            let q = self.class_qualname(self.class_of(item));
            return Err(self.type_error(format!(
                "unsupported operand type(s) for 'in': '{q}' and 'EnumType'"
            )));
        }
        if !self.is_instance(item, class) {
            return Ok(false);
        }
        let name = self.enum_member_name(item)?;
        let Some(s) = self.syms.lookup(&name) else {
            return Ok(false);
        };
        Ok(self
            .enum_info(class)
            .is_some_and(|i| i.map.iter().any(|(n, _)| *n == s)))
    }

    /// `EnumType.__setattr__`/`__delattr__`: members cannot be reassigned or deleted.
    pub(crate) fn enum_check_set(&self, class: Value, name: Sym, delete: bool) -> VmResult<()> {
        let Some(info) = self.enum_info(class) else {
            return Ok(());
        };
        if info.map.iter().any(|(n, _)| *n == name) {
            let n = self.syms.name(name);
            return Err(if delete {
                self.err(
                    TypeTag::AttributeError,
                    format!("'{}' cannot delete member '{n}'.", self.class_name(class)),
                )
            } else {
                self.err(
                    TypeTag::AttributeError,
                    format!("cannot reassign member '{n}'"),
                )
            });
        }
        Ok(())
    }

    /// `Color.name` / `Color.value` through the class: `enum.property`'s AttributeError.
    pub(crate) fn enum_class_attr_error(&self, class: Value, name: Sym) -> Option<VmErr> {
        let n = self.syms.name(name);
        if !(n == "name" || n == "value") || !self.is_enum_class(class) {
            return None;
        }
        // `enum.property` raises, then `EnumType.__getattr__` raises AttributeError(name).
        Some(self.err(TypeTag::AttributeError, n.to_string()))
    }

    /// `enum.unique(cls)`.
    pub fn enum_unique(&mut self, class: Value) -> VmResult<Value> {
        let Some(info) = self.enum_info(class) else {
            return Err(self.not_supported("unique() applies to enum classes in Pyrite"));
        };
        let map = info.map.clone();
        let mut dups = Vec::new();
        for (n, m) in map {
            let mn = self.enum_member_name(m)?;
            let n = self.syms.name(n).to_string();
            if n != mn {
                dups.push(format!("{n} -> {mn}"));
            }
        }
        if !dups.is_empty() {
            let r = self.enum_class_repr(class);
            return Err(self.value_error(format!(
                "duplicate values found in {r}: {}",
                dups.join(", ")
            )));
        }
        Ok(class)
    }

    /// Calls a native method of `Enum`, `Flag` or `auto`; `args[0]` is `self`.
    pub(crate) fn enum_synth_call(
        &mut self,
        ch: Handle,
        op: EnumOp,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let qual = format!("{}.{}", self.class_qualname(Value::Obj(ch)), op.name());
        let Some((&me, rest)) = args.split_first() else {
            return Err(self.type_error(format!(
                "{qual}() missing 1 required positional argument: 'self'"
            )));
        };
        if !kws.is_empty() {
            return Err(self.type_error(format!(
                "{qual}() got an unexpected keyword argument '{}'",
                kws.first().map_or("", |(k, _)| *k)
            )));
        }
        let expected = match op {
            EnumOp::Format
            | EnumOp::DataFormat
            | EnumOp::DeepCopy
            | EnumOp::Or
            | EnumOp::And
            | EnumOp::Xor => 1,
            EnumOp::Contains => 1,
            EnumOp::AutoInit => rest.len().min(1),
            _ => 0,
        };
        if rest.len() != expected {
            let given = rest.len() + 1;
            let n = expected + 1;
            return Err(self.type_error(format!(
                "{qual}() takes {n} positional argument{} but {given} were given",
                if n == 1 { "" } else { "s" }
            )));
        }
        let arg = rest.first().copied().unwrap_or(Value::None);
        let base = if op == EnumOp::AutoInit || op == EnumOp::AutoRepr {
            self.enum_base("auto")?
        } else {
            self.enum_base("Enum")?
        };
        if !self.is_instance(me, base) {
            return Err(self.not_supported(format!(
                "{qual}() called on something other than a member is not supported in Pyrite"
            )));
        }
        let cls_name = self.class_name(self.class_of(me));
        match op {
            EnumOp::AutoInit => {
                if rest.is_empty() {
                    Ok(Value::None)
                } else {
                    Err(self.not_supported("auto() with a value is not supported in Pyrite"))
                }
            }
            EnumOp::AutoRepr => {
                Err(self.not_supported("the repr of auto() is not supported in Pyrite"))
            }
            EnumOp::Name => {
                let s = self.intern("_name_")?;
                self.get_attr(me, s)
            }
            EnumOp::Value => self.enum_value_of(me),
            EnumOp::Repr | EnumOp::Str => {
                let s = self.intern("_name_")?;
                let name = self.get_attr(me, s)?;
                let is_flag_op = self.enum_info(Value::Obj(ch)).is_some_and(|i| i.flag);
                if op == EnumOp::Repr {
                    let v = self.enum_value_of(me)?;
                    let vr = self.repr(v)?;
                    if is_flag_op && name == Value::None {
                        return self.new_str(format!("<{cls_name}: {vr}>"));
                    }
                    let n = self.str_of(name)?;
                    self.new_str(format!("<{cls_name}.{n}: {vr}>"))
                } else {
                    if is_flag_op && name == Value::None {
                        let v = self.enum_value_of(me)?;
                        let vr = self.repr(v)?;
                        return self.new_str(format!("{cls_name}({vr})"));
                    }
                    let n = self.str_of(name)?;
                    self.new_str(format!("{cls_name}.{n}"))
                }
            }
            EnumOp::Format => {
                let Some(spec) = self.as_str(arg).map(str::to_string) else {
                    return Err(self.type_error(format!(
                        "__format__() argument must be str, not {}",
                        self.type_name(arg)
                    )));
                };
                let s = self.str_of(me)?;
                let sv = self.new_str(s)?;
                let out =
                    self.with_roots(&[sv], |vm| crate::format::format_value(vm, sv, &spec))?;
                self.new_str(out)
            }
            EnumOp::DataStr => {
                let p = self.unwrap_payload(me);
                let s = self.to_str(p)?; // CALLBACK
                self.new_str(s)
            }
            EnumOp::DataFormat => {
                let Some(spec) = self.as_str(arg).map(str::to_string) else {
                    return Err(self.type_error(format!(
                        "__format__() argument must be str, not {}",
                        self.type_name(arg)
                    )));
                };
                let p = self.unwrap_payload(me);
                let out = crate::format::format_any(self, p, &spec)?;
                self.new_str(out)
            }
            EnumOp::Hash if self.payload(me).is_some() => {
                // The data type's `__hash__` comes first in the MRO (`int, Enum`).
                let p = self.unwrap_payload(me);
                self.hash(p).map(Value::Int)
            }
            EnumOp::Hash => {
                let s = self.intern("_name_")?;
                let name = self.get_attr(me, s)?;
                self.hash(name).map(Value::Int)
            }
            EnumOp::Copy | EnumOp::DeepCopy => Ok(me),
            EnumOp::Bool => {
                let v = self.enum_value_of(me)?;
                self.truthy(v).map(Value::Bool)
            }
            EnumOp::Or | EnumOp::And | EnumOp::Xor => {
                let class = self.class_of(me);
                let data_int = self.enum_info(class).is_some_and(|i| i.data.is_some())
                    && self.class_of(arg) != class
                    && (self.is_int(arg) || self.int_payload(arg).is_some());
                if !data_int
                    && self.class_of(arg) != class
                    && !self.is_subclass(self.class_of(arg), class)
                {
                    return Ok(Value::NotImplemented);
                }
                let b = if data_int {
                    // `Flag.__or__` takes a value of the member type (`IntFlag.R | 1`).
                    match self.unwrap_payload(arg) {
                        Value::Int(i) => i,
                        Value::Bool(b) => i64::from(b),
                        _ => {
                            return Err(self.not_supported(
                                "flag values past 2**63 are not supported in Pyrite",
                            ))
                        }
                    }
                } else {
                    self.flag_bits(arg)?
                };
                let a = self.flag_bits(me)?;
                let r = match op {
                    EnumOp::Or => a | b,
                    EnumOp::And => a & b,
                    _ => a ^ b,
                };
                self.enum_lookup(class, Value::Int(r))
            }
            EnumOp::Invert => {
                let s = self.intern("_inverted_")?;
                if let Some(Obj::Instance(i)) = self.obj(me) {
                    if let Some(v) = i.attrs.get(s) {
                        if v != Value::None {
                            return Ok(v);
                        }
                    }
                }
                let class = self.class_of(me);
                let singles = self.enum_info(class).map_or(0, |i| i.masks.1);
                let a = self.flag_bits(me)?;
                let inv = self.enum_lookup(class, Value::Int(singles & !a))?;
                self.with_roots(&[inv], |vm| vm.set_attr(me, s, inv))?;
                Ok(inv)
            }
            EnumOp::Contains => {
                let class = self.class_of(me);
                if !self.is_instance(arg, class) {
                    let q = self.class_qualname(self.class_of(arg));
                    let cq = self.class_qualname(class);
                    return Err(self.type_error(format!(
                        "unsupported operand type(s) for 'in': '{q}' and '{cq}'"
                    )));
                }
                let (a, b) = (self.flag_bits(me)?, self.flag_bits(arg)?);
                Ok(Value::Bool(b & a == b))
            }
            EnumOp::Iter => {
                let class = self.class_of(me);
                let by_def = self.enum_info(class).is_some_and(|i| i.by_def);
                let bits = self.flag_bits(me)?;
                let ms = self.flag_members_of(class, bits, by_def)?;
                let t = self.new_tuple(ms)?;
                let Value::Obj(h) = t else {
                    return Err(self.internal("tuple"));
                };
                self.with_roots(&[t], |vm| {
                    vm.alloc(Obj::Iter(IterState::Seq { seq: h, idx: 0 }))
                })
            }
            EnumOp::Len => {
                let bits = self.flag_bits(me)?;
                Ok(Value::Int(i64::from(bits.count_ones())))
            }
        }
    }
}

impl Vm<'_> {
    /// True for an enum class (`reversed()` asks).
    pub fn is_enum(&self, v: Value) -> bool {
        self.is_enum_class(v)
    }

    /// `reversed(cls)` of an enum class.
    pub fn enum_reversed(&mut self, v: Value) -> VmResult<Value> {
        self.enum_class_iter(v, true)
    }
}

/// What CPython's enum classes and members have that Pyrite's lack (refused, not an
/// AttributeError CPython would not raise).
const ENUM_INTERNALS: &[&str] = &[
    "_member_map_",
    "_member_names_",
    "_value2member_map_",
    "_unhashable_values_",
    "_member_type_",
    "_value_repr_",
    "_new_member_",
    "_use_args_",
    "_boundary_",
    "_flag_mask_",
    "_singles_mask_",
    "_all_bits_",
    "_inverted_",
    "_numeric_repr_",
    "_generate_next_value_",
    "_missing_",
    "_iter_member_",
    "_iter_member_by_value_",
    "_iter_member_by_def_",
    "_add_alias_",
    "_add_value_alias_",
    "_create_",
    "_convert_",
    "_get_mixins_",
    "_find_data_type_",
    "_find_data_repr_",
    "_find_new_",
    "_check_for_existing_members_",
    "_simple",
    "__members__",
    "__objclass__",
    "__new_member__",
    "__init_subclass__",
    "__dir__",
    "__reduce_ex__",
];

impl Vm<'_> {
    /// The error for a missing attribute of an enum class (`EnumType.__getattr__`:
    /// AttributeError(name)) or member, when it is not an ordinary one.
    pub(crate) fn enum_no_attribute(&self, recv: Value, n: &str) -> Option<VmErr> {
        let class = if self.is_enum_class(recv) {
            recv
        } else {
            let c = self.class_of(recv);
            if !self.is_enum_class(c) {
                return None;
            }
            c
        };
        if ENUM_INTERNALS.contains(&n) {
            return Some(self.not_supported(format!(
                "{}.{n} is not supported in Pyrite",
                self.class_name(class)
            )));
        }
        (class == recv).then(|| self.err(TypeTag::AttributeError, n.to_string()))
    }
}
