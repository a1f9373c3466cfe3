//! `repr()` and `str()` as CPython prints them: string quoting and escapes, shortest
//! round-trip floats, `[...]` for self-containing containers, bounded nesting.

use num_bigint::BigInt;

use crate::heap::{DictView, Obj};
use crate::ops::cmp::MAX_NATIVE_DEPTH;
use crate::value::{Handle, TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// CPython's default cap on int→str conversion (`sys.get_int_max_str_digits()`).
const INT_MAX_STR_DIGITS: usize = 4300;

impl Vm<'_> {
    /// `repr(v)`.
    pub fn repr(&mut self, v: Value) -> VmResult<String> {
        let mut out = String::new();
        self.repr_into(v, &mut out)?;
        Ok(out)
    }

    /// `str()` of a value (`__str__` of instances, `BaseException.__str__` of exceptions).
    pub fn to_str(&mut self, v: Value) -> VmResult<String> {
        match self.obj(v) {
            Some(Obj::Str(_)) => Ok(self.as_str(v).unwrap_or("").to_string()),
            Some(Obj::Instance(_)) => {
                self.enter()?;
                let r = self.instance_str(v); // CALLBACK
                self.leave();
                r
            }
            Some(Obj::Lib(_)) => match self.value_text(v, "__str__", &[])? {
                // CALLBACK
                Some(s) => Ok(s),
                None => self.repr(v),
            },
            _ => self.repr(v),
        }
    }

    /// `str(v)` as an object (CPython's `PyObject_Str`): `v` itself for a str, what an
    /// instance's `__str__` returned as is (it may be an instance of a str subclass), else a
    /// new str.
    pub fn str_obj(&mut self, v: Value) -> VmResult<Value> {
        match self.obj(v) {
            Some(Obj::Str(_)) => Ok(v),
            Some(Obj::Instance(_)) => {
                self.enter()?;
                let r = self.instance_str_text(v); // CALLBACK
                self.leave();
                let t = r?;
                self.text_value(t)
            }
            _ => {
                let s = self.to_str(v)?; // CALLBACK
                self.new_str(s)
            }
        }
    }

    /// `repr(v)` as an object (CPython's `PyObject_Repr`): what an instance's `__repr__`
    /// returned as is, else a new str.
    pub fn repr_obj(&mut self, v: Value) -> VmResult<Value> {
        if let Some(Obj::Instance(_)) = self.obj(v) {
            self.enter()?;
            let r = self.instance_repr_text(v); // CALLBACK
            self.leave();
            let t = r?;
            return self.text_value(t);
        }
        let s = self.repr(v)?; // CALLBACK
        self.new_str(s)
    }

    /// Appends `repr(v)` to `out`. Iterative (an explicit work stack), so nesting depth costs
    /// no native stack; containers being printed are tracked to print `[...]` for cycles.
    ///
    /// What is still to print stays rooted across a script's `__repr__` (which may drop the
    /// containers it came from): each value and opened container is pushed on the root stack
    /// once, when its container is opened, and all are released at the end.
    fn repr_into(&mut self, v: Value, out: &mut String) -> VmResult<()> {
        let mark = self.roots.len();
        let r = self.repr_rooted(v, out);
        self.roots.truncate(mark);
        r
    }

    fn repr_rooted(&mut self, v: Value, out: &mut String) -> VmResult<()> {
        let mut work = vec![Work::Val(v)];
        let mut active: Vec<Handle> = Vec::new();
        while let Some(w) = work.pop() {
            match w {
                Work::Lit(s) => out.push_str(s),
                Work::Text(s) => out.push_str(&s),
                Work::ListFrom(h, i) => {
                    let item = match self.heap.get(h) {
                        Obj::List(v) => v.get(i).copied(),
                        _ => None,
                    };
                    if let Some(x) = item {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        work.push(Work::ListFrom(h, i + 1));
                        work.push(Work::Val(x));
                        self.roots.push(x);
                    }
                }
                Work::Close(s) => {
                    out.push_str(s);
                    active.pop();
                }
                Work::Val(v) => {
                    self.charge_fuel(1)?;
                    if out.len() > 1 << 16 && out.len().is_power_of_two() {
                        self.precheck(out.len() as u64)?;
                    }
                    let (before, opened) = (work.len(), active.len());
                    self.repr_one(v, out, &mut work, &mut active)?;
                    if let Some(new) = work.get(before..) {
                        self.roots.extend(new.iter().filter_map(|w| match w {
                            Work::Val(x) => Some(*x),
                            _ => None,
                        }));
                    }
                    if let Some(new) = active.get(opened..) {
                        self.roots.extend(new.iter().map(|h| Value::Obj(*h)));
                    }
                }
            }
        }
        Ok(())
    }

    /// Opens a container: cycle check, depth check, then its items as work.
    #[allow(clippy::too_many_arguments)]
    fn open_container(
        &self,
        h: Handle,
        items: Vec<Value>,
        open: &'static str,
        close: &'static str,
        out: &mut String,
        work: &mut Vec<Work>,
        active: &mut Vec<Handle>,
    ) -> VmResult<()> {
        if active.contains(&h) || self.repr_outer.contains(&h) {
            // `[...]`, `(...)` (no 1-tuple comma), `{...}`.
            out.push_str(open);
            out.push_str("...");
            out.push_str(close.trim_start_matches(','));
            return Ok(());
        }
        if active.len() as u32 >= MAX_NATIVE_DEPTH {
            return Err(self.err(
                TypeTag::RecursionError,
                "maximum recursion depth exceeded while getting the repr of an object",
            ));
        }
        active.push(h);
        out.push_str(open);
        work.push(Work::Close(close));
        for (i, x) in items.into_iter().enumerate().rev() {
            work.push(Work::Val(x));
            if i > 0 {
                work.push(Work::Lit(", "));
            }
        }
        Ok(())
    }

    fn repr_one(
        &mut self,
        v: Value,
        out: &mut String,
        work: &mut Vec<Work>,
        active: &mut Vec<Handle>,
    ) -> VmResult<()> {
        let addr = crate::heap::object_address;
        match v {
            Value::Undef | Value::None => out.push_str("None"),
            Value::Bool(true) => out.push_str("True"),
            Value::Bool(false) => out.push_str("False"),
            Value::Int(i) => out.push_str(&i.to_string()),
            Value::Float(f) => out.push_str(&crate::num::float::repr(f)),
            Value::Builtin(i) => {
                let (_, name) = self.builtin_parts(i);
                out.push_str(&format!("<built-in function {name}>"));
            }
            // An enum class's metaclass prints it so.
            Value::Type(TypeTag::ReFlag) => out.push_str("<flag 'RegexFlag'>"),
            Value::Type(t) => out.push_str(&format!("<class '{}'>", t.qualified_name())),
            Value::Ellipsis => out.push_str("Ellipsis"),
            Value::NotImplemented => out.push_str("NotImplemented"),
            Value::Obj(h) => {
                if let Some(s) = self.heap.str_ref(h) {
                    str_repr_into(s.as_str(), out);
                    return Ok(());
                }
                if let Some(n) = self.as_bytes(v).map(<[u8]>::len) {
                    // Up to four characters a byte (`\xff`), sized before it is written.
                    self.charge_fuel(n as u64 / 16)?;
                    self.precheck((n as u64).saturating_mul(4))?;
                    crate::ops::bytes::push_repr(self, v, out);
                    return Ok(());
                }
                let obj = self.heap.get(h).clone();
                match obj {
                    Obj::BigInt(b) => out.push_str(&self.bigint_to_string(&b)?),
                    Obj::List(_) => {
                        let depth = active.len();
                        self.open_container(h, Vec::new(), "[", "]", out, work, active)?;
                        if active.len() > depth {
                            work.push(Work::ListFrom(h, 0));
                        }
                    }
                    Obj::Tuple(items) => {
                        let close = if items.len() == 1 { ",)" } else { ")" };
                        self.open_container(h, items, "(", close, out, work, active)?
                    }
                    Obj::Dict(d) if d.kind != crate::dict::DictKind::Plain => {
                        self.enter()?;
                        let r = self.kind_dict_repr(h); // CALLBACK
                        self.leave();
                        out.push_str(&r?);
                    }
                    Obj::Dict(d) => {
                        if active.contains(&h) {
                            out.push_str("{...}");
                            return Ok(());
                        }
                        self.open_container(h, Vec::new(), "{", "}", out, work, active)?;
                        let items: Vec<(Value, Value)> = d.iter().collect();
                        for (i, (k, x)) in items.into_iter().enumerate().rev() {
                            work.push(Work::Val(x));
                            work.push(Work::Lit(": "));
                            work.push(Work::Val(k));
                            if i > 0 {
                                work.push(Work::Lit(", "));
                            }
                        }
                    }
                    Obj::Range { start, stop, step } => {
                        if step == 1 {
                            out.push_str(&format!("range({start}, {stop})"));
                        } else {
                            out.push_str(&format!("range({start}, {stop}, {step})"));
                        }
                    }
                    Obj::BigRange(big) => {
                        let crate::heap::BigBounds { start, stop, step } = &*big;
                        if *step == BigInt::from(1) {
                            out.push_str(&format!("range({start}, {stop})"));
                        } else {
                            out.push_str(&format!("range({start}, {stop}, {step})"));
                        }
                    }
                    Obj::Slice { start, stop, step } => self.open_container(
                        h,
                        vec![start, stop, step],
                        "slice(",
                        ")",
                        out,
                        work,
                        active,
                    )?,
                    Obj::Function(f) => {
                        // The `__qualname__`, which a script may have reassigned.
                        let set = f.attrs.as_ref().and_then(|a| a.get(self.s.qualname));
                        let name = match set.and_then(|q| self.as_str(q)) {
                            Some(q) => q.to_string(),
                            None => self.code_qualname(f.code),
                        };
                        out.push_str(&format!("<function {name} at 0x{:012x}>", addr(h)));
                    }
                    Obj::BoundMethod { recv, method } => {
                        if let Some(q) = self.bound_as_function(recv, method) {
                            out.push_str(&format!("<function {q} at 0x{:012x}>", addr(h)));
                        } else if let Some(q) = self.py_method_qualname(recv, method) {
                            // CPython writes it in Python: a bound method, the receiver's repr.
                            out.push_str(&format!("<bound method {q} of "));
                            work.push(Work::Lit(">"));
                            work.push(Work::Val(recv));
                        } else {
                            let name = self.method_name(method);
                            // The receiver's own type (a subclass's name), as CPython's.
                            let tn = self.type_name(recv);
                            let base = self.type_tag(self.unwrap_payload(recv));
                            let kind = if self.is_slot_wrapper(base, method) {
                                format!("<method-wrapper '{name}'")
                            } else {
                                format!("<built-in method {name}")
                            };
                            out.push_str(&format!("{kind} of {tn} object at 0x{:012x}>", addr(h)));
                        }
                    }
                    Obj::View { dict, view } => {
                        let odict = crate::vm::collections::odict_view_tag(self, dict, view);
                        let (name, items) = match self.heap.get(dict) {
                            Obj::Dict(d) => match view {
                                DictView::Keys => {
                                    ("dict_keys([", d.iter().map(|(k, _)| k).collect())
                                }
                                DictView::Values => {
                                    ("dict_values([", d.iter().map(|(_, v)| v).collect())
                                }
                                DictView::Items => {
                                    let pairs: Vec<(Value, Value)> = d.iter().collect();
                                    let mut out = Vec::new();
                                    for (k, v) in pairs {
                                        out.push(self.new_tuple(vec![k, v])?);
                                    }
                                    ("dict_items([", out)
                                }
                            },
                            _ => ("dict_keys([", Vec::new()),
                        };
                        let name = match (odict.is_some(), view) {
                            (false, _) => name,
                            (true, DictView::Keys) => "odict_keys([",
                            (true, DictView::Values) => "odict_values([",
                            (true, DictView::Items) => "odict_items([",
                        };
                        self.open_container(h, items, name, "])", out, work, active)?
                    }
                    Obj::Lib(o) if matches!(*o, crate::libobj::LibObj::Deque(_)) => {
                        if active.contains(&h) {
                            // CPython's deque_repr: a deque inside itself is `[...]`.
                            out.push_str("[...]");
                            return Ok(());
                        }
                        let (items, maxlen) = match *o {
                            crate::libobj::LibObj::Deque(d) => {
                                (d.items.into_iter().collect::<Vec<_>>(), d.maxlen)
                            }
                            _ => (Vec::new(), None),
                        };
                        let close = match maxlen {
                            Some(m) => {
                                work.push(Work::Text(format!(", maxlen={m})")));
                                "]"
                            }
                            None => "])",
                        };
                        self.open_container(h, items, "deque([", close, out, work, active)?
                    }
                    Obj::Lib(_) => {
                        self.enter()?;
                        let r = self.lib_repr(h); // CALLBACK
                        self.leave();
                        out.push_str(&r?);
                    }
                    Obj::Iter(it) => {
                        let t = crate::iter::iter_tag(self, &it);
                        out.push_str(&format!("<{} object at 0x{:012x}>", t.name(), addr(h)));
                    }
                    Obj::Instance(i)
                        if i.payload != Value::Undef && i.exc.is_none() && {
                            let (class, name) = (i.class, self.s.repr);
                            self.lookup_cached(class, name).is_none()
                        } =>
                    {
                        // A subclass of a built-in type with the type's repr: its value's,
                        // printed in this walk so a list or dict holding itself is `[...]`
                        // (CPython's Py_ReprEnter marks the instance) without nesting.
                        let p = i.payload;
                        work.push(Work::Val(p));
                    }
                    Obj::Instance(_) => {
                        // What is still to print is rooted by `repr_into`.
                        self.enter()?;
                        let mark = self.repr_outer.len();
                        self.repr_outer.extend_from_slice(active);
                        let r = self.instance_repr(v); // CALLBACK
                        self.repr_outer.truncate(mark);
                        self.leave();
                        out.push_str(&r?);
                    }
                    Obj::Set(t) | Obj::FrozenSet(t) => {
                        let frozen = matches!(self.heap.get(h), Obj::FrozenSet(_));
                        let items: Vec<Value> = t.iter().collect();
                        match (frozen, items.is_empty()) {
                            (false, true) => out.push_str("set()"),
                            (true, true) => out.push_str("frozenset()"),
                            (false, false) => {
                                self.open_container(h, items, "{", "}", out, work, active)?
                            }
                            (true, false) => self.open_container(
                                h,
                                items,
                                "frozenset({",
                                "})",
                                out,
                                work,
                                active,
                            )?,
                        }
                    }
                    Obj::Class(c) if c.enum_info.is_some() => {
                        out.push_str(&self.enum_class_repr(v))
                    }
                    Obj::Class(c) => {
                        // `enum.auto` and the like name their module.
                        let module =
                            c.ns.get(self.s.module)
                                .and_then(|m| self.as_str(m))
                                .unwrap_or("__main__");
                        out.push_str(&format!("<class '{module}.{}'>", c.qualname))
                    }
                    Obj::Method { func, recv } => {
                        let name = match self.obj(func) {
                            Some(Obj::Function(f)) => self.function_qualname(f),
                            _ => "?".to_string(),
                        };
                        out.push_str(&format!("<bound method {name} of "));
                        work.push(Work::Lit(">"));
                        work.push(Work::Val(recv));
                    }
                    Obj::MethodDescriptor { tag, method } => {
                        let name = self.method_name(method);
                        let kind = if self.is_slot_wrapper(tag, method) {
                            "slot wrapper"
                        } else {
                            "method"
                        };
                        out.push_str(&format!(
                            "<{kind} '{name}' of '{}' objects>",
                            crate::libobj::itertools_tp_name(tag)
                        ));
                    }
                    Obj::Generator(g) => {
                        let q = self
                            .prog_codes()
                            .get(g.code as usize)
                            .map_or("?".to_string(), |c| c.qualname.clone());
                        out.push_str(&format!("<generator object {q} at 0x{:012x}>", addr(h)));
                    }
                    Obj::Module(m) => {
                        let name = self.module_name(m.id);
                        out.push_str(&format!("<module '{name}' (built-in)>"));
                    }
                    Obj::Cell(_) => out.push_str(&format!("<cell at 0x{:012x}>", addr(h))),
                    Obj::Property(_) => {
                        out.push_str(&format!("<property object at 0x{:012x}>", addr(h)))
                    }
                    Obj::StaticMethod(f) | Obj::ClassMethod(f) => {
                        let kind = if matches!(self.heap.get(h), Obj::StaticMethod(_)) {
                            "staticmethod"
                        } else {
                            "classmethod"
                        };
                        out.push_str(&format!("<{kind}("));
                        work.push(Work::Lit(")>"));
                        work.push(Work::Val(f));
                    }
                    Obj::Super(sup) => {
                        let c = self.class_qualname(sup.class);
                        out.push_str(&format!(
                            "<super: <class '{c}'>, <{} object>>",
                            self.type_name(sup.obj)
                        ));
                    }
                    Obj::Traceback(_) => {
                        out.push_str(&format!("<traceback object at 0x{:012x}>", addr(h)))
                    }
                    Obj::Namespace(_) => out.push_str("{}"),
                    Obj::Alias(_) => {
                        let r = self.hint_repr(v)?;
                        out.push_str(&r);
                    }
                    Obj::Synth {
                        kind: crate::object::Synth::Order { op, root },
                        ..
                    } => {
                        let n = |c| crate::object::cmp_dunder(c).trim_matches('_');
                        out.push_str(&format!(
                            "<function _{}_from_{} at 0x{:012x}>",
                            n(op),
                            n(root),
                            addr(h)
                        ));
                    }
                    Obj::Synth { class, kind } => {
                        let q = self.class_qualname(Value::Obj(class));
                        out.push_str(&format!(
                            "<function {q}.{} at 0x{:012x}>",
                            kind.name(),
                            addr(h)
                        ));
                    }
                    Obj::DcWrap(_) => out.push_str(&format!(
                        "<function dataclass.<locals>.wrap at 0x{:012x}>",
                        addr(h)
                    )),
                    Obj::DcField(_) => {
                        let r = self.dc_field_repr(v)?;
                        out.push_str(&r);
                    }
                    Obj::Sentinel(t) => out.push_str(&format!(
                        "<{} object at 0x{:012x}>",
                        t.qualified_name(),
                        addr(h)
                    )),
                    // A str was written above, without its buffer being cloned.
                    Obj::Str(_) | Obj::Bytes(_) | Obj::ByteArray(_) => {}
                    Obj::Free => out.push_str("None"),
                }
            }
        }
        Ok(())
    }

    /// Decimal text of a bigint, refusing more than 4300 digits as CPython does.
    pub fn bigint_to_string(&mut self, b: &BigInt) -> VmResult<String> {
        let limit_err = |vm: &Self| {
            Err(vm.value_error(format!(
                "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
            )))
        };
        if b.bits() > 14_300 {
            return limit_err(self);
        }
        self.charge_fuel(b.bits() * b.bits() / 4096)?;
        let s = b.to_string();
        let digits = s.trim_start_matches('-').len();
        if digits > INT_MAX_STR_DIGITS {
            return limit_err(self);
        }
        Ok(s)
    }

    /// `format(value, spec)` after an optional `!s`/`!r`/`!a` conversion (f-string fields).
    pub fn format_field(&mut self, v: Value, conv: u8, spec: Option<Value>) -> VmResult<Value> {
        let spec_text = match spec {
            Some(s) => self.as_str(s).unwrap_or("").to_string(),
            None => String::new(),
        };
        let v = match conv {
            0 => return crate::format::format_obj(self, v, &spec_text), // CALLBACK
            1 => self.str_obj(v)?,                                      // CALLBACK
            2 => self.repr_obj(v)?,                                     // CALLBACK
            _ => self.ascii_obj(v)?,                                    // CALLBACK
        };
        // What a conversion's `__str__` returned stays rooted across its `__format__`.
        self.with_roots(&[v], |vm| crate::format::format_obj(vm, v, &spec_text))
        // CALLBACK
    }

    /// `ascii(v)` as an object (CPython's `PyObject_ASCII`): the repr object itself when
    /// it is all ASCII, else a new str with the other characters escaped.
    pub fn ascii_obj(&mut self, v: Value) -> VmResult<Value> {
        let r = self.repr_obj(v)?; // CALLBACK
        let text = self.as_str(r).unwrap_or("");
        if text.is_ascii() {
            return Ok(r);
        }
        let s = ascii_escape(text);
        self.charge_fuel(s.len() as u64 / 32)?;
        self.new_str(s)
    }
}

/// A step of the iterative repr.
enum Work {
    Val(Value),
    /// The items of list `h` from index `i` on, read from the live list as CPython's
    /// `list_repr` does (a `__repr__` that shortens the list shortens the output).
    ListFrom(Handle, usize),
    Lit(&'static str),
    /// Text made at run time (a deque's `, maxlen=N)`).
    Text(String),
    /// Closes the innermost open container.
    Close(&'static str),
}

/// `ascii()`: repr with non-ASCII escaped.
pub fn ascii_escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let u = c as u32;
        if u < 0x80 {
            out.push(c);
        } else if u < 0x100 {
            out.push_str(&format!("\\x{u:02x}"));
        } else if u < 0x10000 {
            out.push_str(&format!("\\u{u:04x}"));
        } else {
            out.push_str(&format!("\\U{u:08x}"));
        }
    }
    out
}

pub use crate::num::repr::str_repr_into;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_like_cpython() {
        let mut out = String::new();
        str_repr_into("it's \"x\"\n\u{7f}é\u{a0}", &mut out);
        assert_eq!(out, "'it\\'s \"x\"\\n\\x7fé\\xa0'");
    }
}
