//! Calls: argument binding for script functions (CPython's error messages), built-ins,
//! methods, host functions; attributes; `raise`.

use super::{Vm, VmErr, VmResult};
use crate::api::HostValue;
use crate::heap::Obj;
use crate::natives::BuiltinKind;
use crate::value::{TypeTag, Value};

/// Depth cap when converting nested values for a host function.
const HOST_DEPTH: u32 = 100;

impl Vm<'_> {
    /// Calls `f`. Returns `Some(result)` for a native call, or `None` after pushing a frame for
    /// a script function (its arguments are bound into the window at absolute register
    /// `window`; its result will go to absolute register `ret`).
    pub(crate) fn call_value(
        &mut self,
        f: Value,
        args: &[Value],
        kws: &[(&str, Value)],
        window: usize,
        ret: usize,
    ) -> VmResult<Option<Value>> {
        match f {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Function(func) => {
                    let (code_idx, defaults) = (func.code, func.defaults.clone());
                    let prog = self.prog;
                    let Some(code) = prog.codes.get(code_idx as usize) else {
                        return Err(self.type_error("bad function"));
                    };
                    let bound = self.bind_args(code, &defaults, args, kws)?;
                    self.push_frame(code_idx, code, window, ret)?;
                    for (i, v) in bound.into_iter().enumerate() {
                        if let Some(slot) = self.regs.get_mut(window + i) {
                            *slot = v;
                        }
                    }
                    Ok(None)
                }
                Obj::BoundMethod { recv, method } => {
                    let (recv, method) = (*recv, *method);
                    let Some(&(_, _, f)) = self.ctx.natives.methods.get(method as usize) else {
                        return Err(self.type_error("bad method"));
                    };
                    let mut all = Vec::with_capacity(args.len() + 1);
                    all.push(recv);
                    all.extend_from_slice(args);
                    f(self, &all, kws).map(Some)
                }
                _ => Err(self.not_callable(f)),
            },
            Value::Builtin(i) => match self.ctx.natives.builtins.get(i as usize) {
                Some((_, BuiltinKind::Func(func))) => func(self, args, kws).map(Some),
                Some((name, BuiltinKind::Host(k))) => {
                    if !kws.is_empty() {
                        return Err(self.type_error(format!("{name}() takes no keyword arguments")));
                    }
                    self.call_host(*k, args).map(Some)
                }
                _ => Err(self.not_callable(f)),
            },
            Value::Type(tag) => {
                if tag.is_exception() {
                    if !kws.is_empty() {
                        return Err(
                            self.type_error(format!("{}() takes no keyword arguments", tag.name()))
                        );
                    }
                    return self
                        .alloc(Obj::Exception {
                            tag,
                            args: args.to_vec(),
                        })
                        .map(Some);
                }
                match self.ctors.get(tag as usize).copied().flatten() {
                    Some(ctor) => ctor(self, args, kws).map(Some),
                    // CPython can make a bare `object()`; Pyrite has no use for one.
                    None if tag == TypeTag::Object => Err(self.err(
                        TypeTag::NotImplementedError,
                        "object() instances are not supported",
                    )),
                    None => {
                        Err(self.type_error(format!("cannot create '{}' instances", tag.name())))
                    }
                }
            }
            _ => Err(self.not_callable(f)),
        }
    }

    /// How CPython names a callable in argument errors: `print()`, `__main__.f()`.
    pub(crate) fn callable_desc(&self, f: Value) -> String {
        match f {
            Value::Builtin(i) => format!("{}()", self.builtin_name(i).unwrap_or("?")),
            Value::Type(t) => format!("{}()", t.name()),
            _ => match self.obj(f) {
                Some(Obj::Function(func)) => {
                    let q = self
                        .prog
                        .codes
                        .get(func.code as usize)
                        .map_or("?", |c| c.qualname.as_str());
                    format!("__main__.{q}()")
                }
                Some(Obj::BoundMethod { recv, method }) => {
                    format!("{}.{}()", self.type_name(*recv), self.method_name(*method))
                }
                _ => format!("{} object", self.type_name(f)),
            },
        }
    }

    /// `f() got multiple values for keyword argument 'k'`.
    pub(crate) fn dup_keyword(&self, f: Value, k: Value) -> VmErr {
        self.type_error(format!(
            "{} got multiple values for keyword argument '{}'",
            self.callable_desc(f),
            self.as_str(k).unwrap_or("?")
        ))
    }

    fn not_callable(&self, f: Value) -> VmErr {
        self.type_error(format!("'{}' object is not callable", self.type_name(f)))
    }

    /// Binds positional and keyword arguments to a script function's parameters.
    fn bind_args(
        &mut self,
        code: &pyrite_lang::bytecode::Code,
        defaults: &[Value],
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Vec<Value>> {
        let n = code.nparams as usize;
        let name = &code.name;
        if args.len() > n && !code.varargs {
            let ndef = defaults.len();
            let takes = if ndef > 0 {
                format!("from {} to {n} positional arguments", n - ndef)
            } else if n == 1 {
                "1 positional argument".to_string()
            } else {
                format!("{n} positional arguments")
            };
            let given = if args.len() == 1 { "was" } else { "were" };
            return Err(self.type_error(format!(
                "{name}() takes {takes} but {} {given} given",
                args.len()
            )));
        }
        let mut out = vec![Value::Undef; n];
        for (slot, a) in out.iter_mut().zip(args) {
            *slot = *a;
        }
        let extra: Vec<Value> = args.get(n..).unwrap_or(&[]).to_vec();
        for (k, v) in kws {
            match code.param_names.iter().position(|p| p == k) {
                Some(i) => {
                    if out.get(i).copied() != Some(Value::Undef) {
                        return Err(self.type_error(format!(
                            "{name}() got multiple values for argument '{k}'"
                        )));
                    }
                    if let Some(s) = out.get_mut(i) {
                        *s = *v;
                    }
                }
                None => {
                    return Err(self
                        .type_error(format!("{name}() got an unexpected keyword argument '{k}'")))
                }
            }
        }
        let first_default = n - defaults.len().min(n);
        let mut missing = Vec::new();
        for (i, slot) in out.iter_mut().enumerate() {
            if *slot == Value::Undef {
                if i >= first_default {
                    *slot = defaults
                        .get(i - first_default)
                        .copied()
                        .unwrap_or(Value::None);
                } else {
                    missing.push(format!(
                        "'{}'",
                        code.param_names.get(i).map_or("?", |s| s.as_str())
                    ));
                }
            }
        }
        if !missing.is_empty() {
            let list = match missing.len() {
                1 => missing.join(""),
                2 => missing.join(" and "),
                k => format!(
                    "{}, and {}",
                    missing
                        .get(..k - 1)
                        .map(|m| m.join(", "))
                        .unwrap_or_default(),
                    missing.last().map_or("", |s| s.as_str())
                ),
            };
            let plural = if missing.len() == 1 { "" } else { "s" };
            return Err(self.type_error(format!(
                "{name}() missing {} required positional argument{plural}: {list}",
                missing.len()
            )));
        }
        if code.varargs {
            let t = self.new_tuple(extra)?;
            out.push(t);
        }
        Ok(out)
    }

    /// Calls the method `name` of `recv` with `args` (receiver first).
    pub(crate) fn call_method(
        &mut self,
        recv: Value,
        name: &str,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let tag = self.type_tag(recv);
        if let Some(m) = self.find_method(tag, name) {
            if let Some(&(_, _, f)) = self.ctx.natives.methods.get(m as usize) {
                return f(self, args, kws);
            }
        }
        if let Value::Type(t) = recv {
            // `str.upper(s)`: an unbound method called through its type.
            if let Some(m) = self.find_method(t, name) {
                if let Some(&(_, _, f)) = self.ctx.natives.methods.get(m as usize) {
                    return f(self, args.get(1..).unwrap_or(&[]), kws);
                }
            }
        }
        Err(self.no_attribute(recv, name))
    }

    /// True if `recv.name` names a method (directly or through a type).
    pub(crate) fn has_attr(&self, recv: Value, name: &str) -> bool {
        let tag = self.type_tag(recv);
        self.find_method(tag, name).is_some()
            || matches!(recv, Value::Type(t) if self.find_method(t, name).is_some())
    }

    pub(crate) fn no_attribute(&self, recv: Value, name: &str) -> VmErr {
        // An attribute CPython's type has but Pyrite lacks is a refusal, not a false claim
        // that it does not exist.
        let type_name = match recv {
            Value::Type(t) => t.name(),
            _ => self.type_name(recv),
        };
        let in_cpython = crate::cpython_attrs::CPYTHON_ATTRS
            .iter()
            .any(|(t, attrs)| *t == type_name && attrs.contains(&name));
        if in_cpython {
            return self.err(
                TypeTag::NotImplementedError,
                format!("{type_name}.{name} is not supported"),
            );
        }
        let msg = match recv {
            Value::Type(t) => format!("type object '{}' has no attribute '{name}'", t.name()),
            _ => format!(
                "'{}' object has no attribute '{name}'",
                self.type_name(recv)
            ),
        };
        self.err(TypeTag::AttributeError, msg)
    }

    /// `obj.name` (bound methods, `args` of exceptions).
    pub(crate) fn get_attr(&mut self, recv: Value, name: &str) -> VmResult<Value> {
        let tag = self.type_tag(recv);
        if let Some(Obj::Exception { args, .. }) = self.obj(recv) {
            if name == "args" {
                let a = args.clone();
                return self.new_tuple(a);
            }
        }
        match (recv, name) {
            // `x.__class__` is `type(x)`: a built-in type object, nothing more.
            (_, "__class__") => return Ok(Value::Type(tag)),
            (Value::Type(t), "__name__" | "__qualname__") => {
                return self.new_str(t.name().to_string())
            }
            (Value::Builtin(i), "__name__" | "__qualname__") => {
                let n = self.builtin_name(i).unwrap_or("?").to_string();
                return self.new_str(n);
            }
            _ => {}
        }
        if let Some(Obj::Function(f)) = self.obj(recv) {
            let code = self.prog.codes.get(f.code as usize);
            let text = match (name, code) {
                ("__name__", Some(c)) => Some(Some(c.name.clone())),
                ("__qualname__", Some(c)) => Some(Some(c.qualname.clone())),
                ("__doc__", Some(c)) => Some(c.doc.clone()),
                _ => None,
            };
            match text {
                Some(Some(s)) => return self.new_str(s),
                Some(None) => return Ok(Value::None),
                None => {}
            }
        }
        if let Some(m) = self.find_method(tag, name) {
            return self.alloc(Obj::BoundMethod { recv, method: m });
        }
        Err(self.no_attribute(recv, name))
    }

    /// The exception raised by `raise v`.
    pub(crate) fn raise_value(&mut self, v: Value) -> VmErr {
        match v {
            Value::Type(t) if t.is_exception() => self.err(t, String::new()),
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Exception { tag, args } => {
                    let (tag, args) = (*tag, args.clone());
                    match self.exc_message(tag, &args) {
                        Ok(msg) => self.err(tag, msg),
                        Err(e) => e,
                    }
                }
                _ => self.type_error("exceptions must derive from BaseException"),
            },
            _ => self.type_error("exceptions must derive from BaseException"),
        }
    }

    /// `str()` of an exception with these arguments.
    pub fn exc_message(&mut self, tag: TypeTag, args: &[Value]) -> VmResult<String> {
        self.enter()?;
        let r = self.exc_message_inner(tag, args);
        self.leave();
        r
    }

    fn exc_message_inner(&mut self, tag: TypeTag, args: &[Value]) -> VmResult<String> {
        match args {
            [] => Ok(String::new()),
            [a] if tag == TypeTag::KeyError => self.repr(*a),
            [a] => self.to_str(*a),
            _ => {
                let t = self.new_tuple(args.to_vec())?;
                self.repr(t)
            }
        }
    }

    fn call_host(&mut self, k: usize, args: &[Value]) -> VmResult<Value> {
        let Some((_, f)) = self.ctx.host_fns.get(k) else {
            return Err(self.type_error("unknown host function"));
        };
        let f = f.clone();
        let mut hargs = Vec::with_capacity(args.len());
        for a in args {
            hargs.push(self.host_arg(*a, 0)?);
        }
        match f(&hargs) {
            Ok(v) => self.host_result(&v, 0),
            Err(msg) => Err(self.err(TypeTag::RuntimeError, msg)),
        }
    }

    fn host_arg(&mut self, v: Value, depth: u32) -> VmResult<HostValue> {
        if depth > HOST_DEPTH {
            return Err(self.err(TypeTag::RecursionError, "maximum recursion depth exceeded"));
        }
        Ok(match v {
            Value::None | Value::Undef => HostValue::None,
            Value::Bool(b) => HostValue::Bool(b),
            Value::Int(i) => HostValue::Int(i),
            Value::Float(f) => HostValue::Float(f),
            Value::Obj(h) => match self.heap.get(h).clone() {
                Obj::Str(s) => HostValue::Str(s.s),
                Obj::List(items) => HostValue::List(
                    items
                        .into_iter()
                        .map(|x| self.host_arg(x, depth + 1))
                        .collect::<VmResult<_>>()?,
                ),
                Obj::Tuple(items) => HostValue::Tuple(
                    items
                        .into_iter()
                        .map(|x| self.host_arg(x, depth + 1))
                        .collect::<VmResult<_>>()?,
                ),
                Obj::Dict(d) => {
                    let mut out = Vec::new();
                    for (k, x) in d.iter() {
                        out.push((self.host_arg(k, depth + 1)?, self.host_arg(x, depth + 1)?));
                    }
                    HostValue::Dict(out)
                }
                _ => {
                    return Err(self.type_error(format!(
                        "cannot pass a '{}' to a host function",
                        self.type_name(v)
                    )))
                }
            },
            _ => {
                return Err(self.type_error(format!(
                    "cannot pass a '{}' to a host function",
                    self.type_name(v)
                )))
            }
        })
    }

    fn host_result(&mut self, v: &HostValue, depth: u32) -> VmResult<Value> {
        if depth > HOST_DEPTH {
            return Err(self.err(TypeTag::RecursionError, "maximum recursion depth exceeded"));
        }
        Ok(match v {
            HostValue::None => Value::None,
            HostValue::Bool(b) => Value::Bool(*b),
            HostValue::Int(i) => Value::Int(*i),
            HostValue::Float(f) => Value::Float(*f),
            HostValue::Str(s) => self.new_str(s.clone())?,
            HostValue::List(items) | HostValue::Tuple(items) => {
                let mut out = Vec::with_capacity(items.len());
                for i in items {
                    out.push(self.host_result(i, depth + 1)?);
                }
                if matches!(v, HostValue::List(_)) {
                    self.new_list(out)?
                } else {
                    self.new_tuple(out)?
                }
            }
            HostValue::Dict(pairs) => {
                let d = self.new_dict()?;
                for (k, x) in pairs {
                    let k = self.host_result(k, depth + 1)?;
                    let x = self.host_result(x, depth + 1)?;
                    self.dict_set(d, k, x)?;
                }
                d
            }
        })
    }
}

impl Vm<'_> {
    /// Calls a built-in callable (function, type, bound method) from native code. Script
    /// functions are refused: calling back into Python from a built-in would recurse natively.
    pub fn call_simple(&mut self, f: Value, args: &[Value]) -> VmResult<Value> {
        if let Some(Obj::Function(_)) = self.obj(f) {
            return Err(self.err(
                TypeTag::NotImplementedError,
                "key functions written in Python are not supported yet (use a built-in such as len or str.lower)",
            ));
        }
        match self.call_value(f, args, &[], 0, 0)? {
            Some(v) => Ok(v),
            None => Err(self.type_error("cannot call a script function here")),
        }
    }
}
