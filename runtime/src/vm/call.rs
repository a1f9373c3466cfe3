//! Calls: the full argument model of script functions (CPython's binding order and error
//! messages), functions and closures, bound methods, classes, built-ins and host functions.

use smallvec::SmallVec;

use super::{FrameKind, Vm, VmErr, VmResult, NO_AUX};
use crate::api::{HostError, HostValue, LimitKind};
use crate::heap::Obj;
use crate::natives::BuiltinKind;
use crate::object::{Function, GenState, Generator};
use crate::value::{Handle, TypeTag, Value};

/// Depth cap when converting nested values for a host function.
const HOST_DEPTH: u32 = 100;

impl Vm<'_> {
    /// Calls `f` from the dispatch loop. Returns `Some(result)` when the call completed, or
    /// `None` after pushing a frame whose result will go to absolute register `ret`.
    pub(crate) fn call_value(
        &mut self,
        f: Value,
        args: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
    ) -> VmResult<Option<Value>> {
        self.call_value_kind(f, args, kws, ret, FrameKind::Call)
    }

    /// [`Vm::call_value`] with the kind of frame a script callee gets.
    pub(crate) fn call_value_kind(
        &mut self,
        f: Value,
        args: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
        kind: FrameKind,
    ) -> VmResult<Option<Value>> {
        match f {
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Function(_) => self.call_function_obj(h, None, args, kws, ret, kind),
                Obj::Method { func, recv } => {
                    let (func, recv) = (*func, *recv);
                    match func {
                        Value::Obj(fh) if matches!(self.heap.get(fh), Obj::Function(_)) => {
                            self.call_function_obj(fh, Some(recv), args, kws, ret, kind)
                        }
                        _ => {
                            let mut all: SmallVec<[Value; 8]> = SmallVec::new();
                            all.push(recv);
                            all.extend_from_slice(args);
                            self.call_value_kind(func, &all, kws, ret, kind)
                        }
                    }
                }
                Obj::BoundMethod { recv, method } => {
                    let (recv, method) = (*recv, *method);
                    let Some(&(_, _, f)) = self.ctx.natives.methods.get(method as usize) else {
                        return Err(self.internal("bad method"));
                    };
                    let mut all: SmallVec<[Value; 8]> = SmallVec::with_capacity(args.len() + 1);
                    // A subclass instance's method acts on the built-in value it carries.
                    all.push(self.method_recv(recv, method));
                    all.extend_from_slice(args);
                    f(self, &all, kws).map(Some)
                }
                Obj::MethodDescriptor { tag, method } => {
                    let (tag, method) = (*tag, *method);
                    self.call_descriptor(tag, method, args, kws).map(Some)
                }
                Obj::Class(c) if c.enum_info.is_some() => self.enum_call(f, args, kws).map(Some),
                Obj::Class(_) => self.instantiate(h, args, kws, ret, kind),
                Obj::Alias(_) => self.hint_call(h, args, kws).map(Some),
                Obj::Lib(_) => self.call_lib(h, args, kws, ret, kind),
                Obj::Synth { class, kind } => {
                    let (class, kind) = (*class, *kind);
                    if let crate::object::Synth::Enum(op) = kind {
                        return self.enum_synth_call(class, op, args, kws).map(Some);
                    }
                    self.call_synth(class, kind, args, kws).map(Some)
                }
                Obj::DcWrap(p) => {
                    let p = *p;
                    if let Some((k, _)) = kws.first() {
                        return Err(self.type_error(format!(
                            "wrap() got an unexpected keyword argument '{k}'"
                        )));
                    }
                    self.apply_dataclass(p, args).map(Some)
                }
                Obj::StaticMethod(inner) => {
                    let inner = *inner;
                    self.call_value_kind(inner, args, kws, ret, kind)
                }
                Obj::Instance(_) => {
                    let call = self.s.call;
                    match self.lookup_special(f, call) {
                        // Bound to the instance already.
                        Some(m) => self.call_value_kind(m, args, kws, ret, kind),
                        None => Err(self.not_callable(f)),
                    }
                }
                _ => Err(self.not_callable(f)),
            },
            Value::Builtin(i) => match self.ctx.natives.builtins.get(i as usize) {
                Some((_, BuiltinKind::Func(func))) => func(self, args, kws).map(Some),
                Some((_, BuiltinKind::Host(k))) => self.call_host(*k, args, kws).map(Some),
                _ => Err(self.not_callable(f)),
            },
            Value::Type(tag) => self.call_type(tag, args, kws).map(Some),
            _ => Err(self.not_callable(f)),
        }
    }

    /// Calls a built-in type: exception classes make instances, the others their constructor.
    pub(crate) fn call_type(
        &mut self,
        tag: TypeTag,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        if tag.is_exception() {
            // A module's exception with its own `__init__` (`json.JSONDecodeError`).
            if let Some(ctor) = self.index.ctors.get(tag as usize).copied().flatten() {
                return ctor(self, args, kws);
            }
            return self.call_exception_type(tag, args, kws);
        }
        match self.index.ctors.get(tag as usize).copied().flatten() {
            Some(ctor) => ctor(self, args, kws),
            None if tag == TypeTag::Object => {
                if !args.is_empty() || !kws.is_empty() {
                    return Err(self.type_error("object() takes no arguments"));
                }
                self.new_object_instance()
            }
            None => self.call_uncreatable(tag, args, kws),
        }
    }

    /// Calling a built-in type that has no constructor in Pyrite: the singletons' types
    /// return their singleton, as CPython's do; the types whose constructor needs an object no
    /// script can reach (a code object, a frame) fail as CPython's fail, and so do those
    /// CPython cannot instantiate at all; the rest are refused.
    fn call_uncreatable(
        &mut self,
        tag: TypeTag,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let singleton = match tag {
            TypeTag::NoneType => Some((Value::None, "NoneType")),
            TypeTag::NotImplementedType => Some((Value::NotImplemented, "NotImplementedType")),
            TypeTag::Ellipsis => Some((Value::Ellipsis, "EllipsisType")),
            _ => None,
        };
        if let Some((v, name)) = singleton {
            if !args.is_empty() || !kws.is_empty() {
                return Err(self.type_error(format!("{name} takes no arguments")));
            }
            return Ok(v);
        }
        match tag {
            TypeTag::Function => {
                let params = ["code", "globals", "name", "argdefs", "closure"];
                let got = self.clinic_args("function", &params, 2, args, kws)?;
                let code = got.first().copied().flatten().unwrap_or(Value::None);
                Err(self.type_error(format!(
                    "function() argument 'code' must be code, not {}",
                    self.bad_argument_name(code)
                )))
            }
            TypeTag::Traceback => {
                let params = ["tb_next", "tb_frame", "tb_lasti", "tb_lineno"];
                let got = self.clinic_args("TracebackType", &params, 4, args, kws)?;
                let frame = got.get(1).copied().flatten().unwrap_or(Value::None);
                Err(self.type_error(format!(
                    "TracebackType() argument 'tb_frame' must be frame, not {}",
                    self.bad_argument_name(frame)
                )))
            }
            TypeTag::UnionType => Err(self.type_error("cannot create 'types.UnionType' instances")),
            // Types CPython gives no constructor (`tp_new` NULL): its own TypeError.
            TypeTag::BuiltinFunction
            | TypeTag::MethodDescriptor
            | TypeTag::MethodWrapper
            | TypeTag::WrapperDescriptor
            | TypeTag::Generator
            | TypeTag::ListIter
            | TypeTag::ListRevIter
            | TypeTag::TupleIter
            | TypeTag::StrIter
            | TypeTag::RangeIter
            | TypeTag::SetIter
            | TypeTag::DictKeyIter
            | TypeTag::DictValueIter
            | TypeTag::DictItemIter
            | TypeTag::DictRevKeyIter
            | TypeTag::DictRevValueIter
            | TypeTag::DictRevItemIter
            | TypeTag::OdictIter
            | TypeTag::DictKeys
            | TypeTag::DictValues
            | TypeTag::DictItems
            | TypeTag::OdictKeys
            | TypeTag::OdictValues
            | TypeTag::OdictItems
            | TypeTag::CallableIter
            | TypeTag::Iterator => {
                Err(self.type_error(format!("cannot create '{}' instances", tag.name())))
            }
            // The same for the module types CPython flags DISALLOW_INSTANTIATION, named with
            // their module.
            TypeTag::RePattern | TypeTag::ReMatch | TypeTag::ReScanner | TypeTag::Hash => Err(self
                .type_error(format!(
                    "cannot create '{}' instances",
                    tag.qualified_name()
                ))),
            // The others can be made in CPython, not (yet) in Pyrite.
            _ => Err(self.not_supported(format!(
                "creating '{}' instances is not supported",
                tag.name()
            ))),
        }
    }

    /// How CPython's `_PyArg_BadArgument` names a wrong argument: `None`, or its type.
    fn bad_argument_name(&self, v: Value) -> String {
        match v {
            Value::None => "None".to_string(),
            _ => self.type_name(v).to_string(),
        }
    }

    /// Binds `args` and `kws` to `params` as an Argument Clinic signature does (positional or
    /// keyword, the first `required` of them required), with its errors in its order.
    fn clinic_args(
        &self,
        fname: &str,
        params: &[&str],
        required: usize,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<SmallVec<[Option<Value>; 8]>> {
        let given = args.len() + kws.len();
        if given > params.len() {
            return Err(self.type_error(format!(
                "{fname}() takes at most {} arguments ({given} given)",
                params.len()
            )));
        }
        let got: SmallVec<[Option<Value>; 8]> = params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                args.get(i)
                    .copied()
                    .or_else(|| kws.iter().find(|(k, _)| k == p).map(|(_, v)| *v))
            })
            .collect();
        if let Some(i) = (0..required).find(|&i| got.get(i).copied().flatten().is_none()) {
            let p = params.get(i).copied().unwrap_or("?");
            return Err(self.type_error(format!(
                "{fname}() missing required argument '{p}' (pos {})",
                i + 1
            )));
        }
        if let Some((k, _)) = kws.iter().find(|(k, _)| !params.contains(k)) {
            return Err(self.type_error(format!(
                "'{k}' is an invalid keyword argument for {fname}()"
            )));
        }
        Ok(got)
    }

    /// Calls script function `fh` (bound to `recv` if given): binds the arguments into a new
    /// window above the current frame and pushes its frame, or makes a generator.
    pub(crate) fn call_function_obj(
        &mut self,
        fh: Handle,
        recv: Option<Value>,
        args: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
        kind: FrameKind,
    ) -> VmResult<Option<Value>> {
        let prog = self.prog;
        let Obj::Function(func) = self.heap.get(fh) else {
            return Err(self.internal("not a function"));
        };
        let code_idx = func.code;
        let Some(code) = prog.codes.get(code_idx as usize) else {
            return Err(self.internal("bad function"));
        };
        let new_base = self.regs_top();
        let np = code.nparams as usize;
        let given = args.len() + usize::from(recv.is_some());
        let ndefaults = func.defaults.len();
        // The common call: positional arguments only, to a function without `*args`,
        // `**kwargs` or keyword-only parameters: straight into the new frame's registers.
        if kws.is_empty() && code.fast_arity != u16::MAX && given <= np && given + ndefaults >= np {
            self.push_frame(code_idx, code, new_base, ret, kind, NO_AUX)?;
            let mut at = new_base;
            if let Some(r) = recv {
                if let Some(slot) = self.regs.get_mut(at) {
                    *slot = r;
                }
                at += 1;
            }
            if let Some(window) = self.regs.get_mut(at..at + args.len()) {
                window.copy_from_slice(args);
            }
            if given < np {
                if let Obj::Function(func) = self.heap.get(fh) {
                    let missing = func.defaults.get(ndefaults - (np - given)..).unwrap_or(&[]);
                    if let Some(window) = self.regs.get_mut(new_base + given..new_base + np) {
                        window.copy_from_slice(missing);
                    }
                }
            }
            self.place_closure(fh, code, new_base);
            return Ok(None);
        }
        let mut all: SmallVec<[Value; 8]> = SmallVec::new();
        if let Some(r) = recv {
            all.push(r);
        }
        all.extend_from_slice(args);
        let bound = self.bind_args(fh, code, &all, kws)?;
        if code.is_generator {
            return self.make_generator(fh, code_idx, bound).map(Some);
        }
        self.push_frame(code_idx, code, new_base, ret, kind, NO_AUX)?;
        if let Some(window) = self.regs.get_mut(new_base..new_base + bound.len()) {
            window.copy_from_slice(&bound);
        }
        self.place_closure(fh, code, new_base);
        Ok(None)
    }

    /// A new generator for a call of generator function `fh`: its frame's registers, with the
    /// arguments bound and the closure in place, wait in the generator until it is resumed.
    fn make_generator(&mut self, fh: Handle, code_idx: u32, bound: Vec<Value>) -> VmResult<Value> {
        let Some(code) = self.prog.codes.get(code_idx as usize) else {
            return Err(self.internal("bad generator code"));
        };
        let mut regs = vec![Value::Undef; code.nregs as usize];
        for (slot, v) in regs.iter_mut().zip(bound) {
            *slot = v;
        }
        if let Obj::Function(f) = self.heap.get(fh) {
            let (start, n) = (code.free_start as usize, code.nfree as usize);
            if let (Some(window), Some(cells)) =
                (regs.get_mut(start..start + n), f.closure.get(..n))
            {
                window.copy_from_slice(cells);
            }
        }
        // `alloc` charges the registers with the generator (`Obj::size`); they are as many as
        // the code has (bounded by the compiler), made just before.
        self.alloc(Obj::Generator(Box::new(Generator {
            code: code_idx,
            regs,
            pc: 0,
            state: GenState::Created,
            handled: Vec::new(),
            delegate: Value::Undef,
            resume_reg: None,
        })))
    }

    /// `MakeFunction`: a function of code `idx` whose positional defaults, keyword-only
    /// defaults and closure cells sit in the registers from absolute register `window`.
    pub(crate) fn make_function(&mut self, idx: u32, window: usize) -> VmResult<Value> {
        let Some(code) = self.prog.codes.get(idx as usize) else {
            return Err(self.internal("bad code index"));
        };
        let nd = code.ndefaults as usize;
        let nk = if code.has_kwdefaults {
            code.nkwonly as usize
        } else {
            0
        };
        let nf = code.nfree as usize + code.annotations.len();
        let Some(w) = self.regs.get(window..window + nd + nk + nf) else {
            return Err(self.internal("bad defaults window"));
        };
        let defaults = w.get(..nd).unwrap_or(&[]).to_vec();
        let kwdefaults = if nk > 0 {
            w.get(nd..nd + nk).unwrap_or(&[]).to_vec()
        } else {
            vec![Value::Undef; code.nkwonly as usize]
        };
        let closure = w.get(nd + nk..).unwrap_or(&[]).to_vec();
        self.alloc(Obj::Function(Box::new(Function {
            code: idx,
            defaults,
            kwdefaults,
            closure,
            attrs: None,
        })))
    }

    /// Binds the arguments of a native function written in Python in CPython
    /// (`collections.namedtuple`) as a `def qualname(<np positional>, *, <keyword-only>)`
    /// would, with its TypeError messages: the values in parameter order, `Undef` for a
    /// keyword-only one not given and without default.
    pub fn bind_python_args(
        &mut self,
        qualname: &str,
        names: &[String],
        np: usize,
        kwdefaults: Vec<Value>,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Vec<Value>> {
        let sig = Signature {
            qualname: Qualname::Text(qualname.to_string()),
            names,
            np,
            nposonly: 0,
            nk: names.len().saturating_sub(np),
            varargs: false,
            varkw: false,
            defaults: Vec::new(),
            kwdefaults,
        };
        self.bind_signature(&sig, args, kws)
    }

    /// How CPython names a callable in argument errors: `print()`, `f()`, `C.m()`.
    pub(crate) fn callable_desc(&self, f: Value) -> String {
        match f {
            Value::Builtin(i) => format!("{}()", self.builtin_name(i).unwrap_or("?")),
            Value::Type(t) => format!("{}()", t.name()),
            _ => match self.obj(f) {
                Some(Obj::Function(func)) => format!("__main__.{}()", self.function_qualname(func)),
                Some(Obj::Method { func, .. }) => self.callable_desc(*func),
                Some(Obj::BoundMethod { recv, method }) => {
                    let t = self.type_name(self.unwrap_payload(*recv));
                    format!("{t}.{}()", self.method_name(*method))
                }
                Some(Obj::Class(c)) => format!("{}()", c.qualname),
                _ => format!("{} object", self.type_name(f)),
            },
        }
    }

    /// `f() got multiple values for keyword argument 'k'`.
    #[inline(never)]
    pub(crate) fn dup_keyword(&self, f: Value, k: Value) -> VmErr {
        self.type_error(format!(
            "{} got multiple values for keyword argument '{}'",
            self.callable_desc(f),
            self.as_str(k).unwrap_or("?")
        ))
    }

    pub(crate) fn not_callable(&self, f: Value) -> VmErr {
        self.type_error(format!("'{}' object is not callable", self.type_name(f)))
    }

    /// The `__qualname__` of a function (its override if the script set one).
    pub(crate) fn function_qualname(&self, f: &Function) -> String {
        if let Some(v) = f
            .attrs
            .as_ref()
            .and_then(|a| self.syms.lookup("__qualname__").and_then(|s| a.get(s)))
        {
            if let Some(s) = self.as_str(v) {
                return s.to_string();
            }
        }
        self.prog
            .codes
            .get(f.code as usize)
            .map_or("?".to_string(), |c| c.qualname.clone())
    }

    /// Binds positional and keyword arguments to a script function's parameters, in CPython's
    /// order (positional, `*args`, keywords, then the checks), with its error messages.
    /// Returns the values of the parameter registers.
    fn bind_args(
        &mut self,
        fh: Handle,
        code: &pyrite_lang::bytecode::Code,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Vec<Value>> {
        let Obj::Function(func) = self.heap.get(fh) else {
            return Err(self.internal("not a function"));
        };
        let sig = Signature {
            qualname: Qualname::Function(fh),
            names: &code.param_names,
            np: code.nparams as usize,
            nposonly: code.nposonly as usize,
            nk: code.nkwonly as usize,
            varargs: code.varargs,
            varkw: code.varkw,
            defaults: func.defaults.clone(),
            kwdefaults: func.kwdefaults.clone(),
        };
        self.bind_signature(&sig, args, kws)
    }

    /// Binds a call's arguments to a parameter list (a script function's, or a dataclass
    /// `__init__`'s): the values of the parameters in order, then `*args` and `**kwargs`.
    pub(crate) fn bind_signature(
        &mut self,
        sig: &Signature<'_>,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Vec<Value>> {
        let Signature {
            qualname: _,
            names,
            np,
            nposonly,
            nk,
            varargs,
            varkw,
            defaults,
            kwdefaults,
        } = sig;
        let (np, nposonly, nk, varargs, varkw) = (*np, *nposonly, *nk, *varargs, *varkw);
        let total = np + nk;
        let mut out = vec![Value::Undef; total + usize::from(varargs) + usize::from(varkw)];
        for (slot, a) in out.iter_mut().zip(args.iter().take(np)) {
            *slot = *a;
        }
        if varargs {
            let extra = args.get(np..).unwrap_or(&[]).to_vec();
            let t = self.new_tuple(extra)?;
            if let Some(s) = out.get_mut(total) {
                *s = t;
            }
        }
        let kwdict_slot = total + usize::from(varargs);
        let kwdict = if varkw {
            let d = self.new_dict()?;
            if let Some(s) = out.get_mut(kwdict_slot) {
                *s = d;
            }
            Some(d)
        } else {
            None
        };
        for (k, v) in kws {
            let found = (nposonly..total).find(|&j| names.get(j).is_some_and(|n| n == k));
            match found {
                Some(j) => {
                    if out.get(j).copied() != Some(Value::Undef) {
                        let qualname = self.sig_name(sig);
                        return Err(self.type_error(format!(
                            "{qualname}() got multiple values for argument '{k}'"
                        )));
                    }
                    if let Some(s) = out.get_mut(j) {
                        *s = *v;
                    }
                }
                None => match kwdict {
                    Some(d) => {
                        let key = self.new_str(k.to_string())?;
                        self.with_roots(&out, |vm| vm.dict_set(d, key, *v))?;
                    }
                    None => {
                        let posonly: Vec<&str> = kws
                            .iter()
                            .map(|(n, _)| *n)
                            .filter(|n| names.iter().take(nposonly).any(|p| p == n))
                            .collect();
                        if !posonly.is_empty() {
                            let qualname = self.sig_name(sig);
                            return Err(self.type_error(format!(
                                "{qualname}() got some positional-only arguments passed as \
                                 keyword arguments: '{}'",
                                posonly.join(", ")
                            )));
                        }
                        let qualname = self.sig_name(sig);
                        return Err(self.type_error(format!(
                            "{qualname}() got an unexpected keyword argument '{k}'"
                        )));
                    }
                },
            }
        }
        if args.len() > np && !varargs {
            let kwonly_given = out
                .get(np..total)
                .map_or(0, |w| w.iter().filter(|v| **v != Value::Undef).count());
            let ndef = defaults.len();
            let qualname = self.sig_name(sig);
            let (sig, plural) = if ndef > 0 {
                (format!("from {} to {np}", np - ndef.min(np)), true)
            } else {
                (np.to_string(), np != 1)
            };
            let given = args.len();
            let kwonly_sig = if kwonly_given > 0 {
                format!(
                    " positional argument{} (and {kwonly_given} keyword-only argument{})",
                    if given != 1 { "s" } else { "" },
                    if kwonly_given != 1 { "s" } else { "" }
                )
            } else {
                String::new()
            };
            let was = if given == 1 && kwonly_given == 0 {
                "was"
            } else {
                "were"
            };
            return Err(self.type_error(format!(
                "{qualname}() takes {sig} positional argument{} but {given}{kwonly_sig} {was} given",
                if plural { "s" } else { "" }
            )));
        }
        let first_default = np - defaults.len().min(np);
        let missing: Vec<String> = (args.len().min(np)..first_default)
            .filter(|&i| out.get(i).copied() == Some(Value::Undef))
            .map(|i| format!("'{}'", names.get(i).map_or("?", |s| s.as_str())))
            .collect();
        if !missing.is_empty() {
            let qualname = self.sig_name(sig);
            return Err(self.missing_args(&qualname, "positional", &missing));
        }
        for i in first_default..np {
            if out.get(i).copied() == Some(Value::Undef) {
                let d = defaults
                    .get(i - first_default)
                    .copied()
                    .unwrap_or(Value::None);
                if let Some(s) = out.get_mut(i) {
                    *s = d;
                }
            }
        }
        if nk > 0 {
            let mut missing = Vec::new();
            for i in np..total {
                if out.get(i).copied() != Some(Value::Undef) {
                    continue;
                }
                match kwdefaults.get(i - np).copied() {
                    Some(d) if d != Value::Undef => {
                        if let Some(s) = out.get_mut(i) {
                            *s = d;
                        }
                    }
                    _ => missing.push(format!("'{}'", names.get(i).map_or("?", |s| s.as_str()))),
                }
            }
            if !missing.is_empty() {
                let qualname = self.sig_name(sig);
                return Err(self.missing_args(&qualname, "keyword-only", &missing));
            }
        }
        Ok(out)
    }

    /// The callee's name for a binding error.
    fn sig_name(&self, sig: &Signature<'_>) -> String {
        match &sig.qualname {
            Qualname::Text(t) => t.clone(),
            Qualname::Function(fh) => match self.heap.get(*fh) {
                Obj::Function(f) => self.function_qualname(f),
                _ => "?".to_string(),
            },
        }
    }

    /// CPython's `format_missing`: `f() missing 2 required positional arguments: 'a' and 'b'`.
    fn missing_args(&self, qualname: &str, kind: &str, names: &[String]) -> VmErr {
        let list = match names {
            [one] => one.clone(),
            [a, b] => format!("{a} and {b}"),
            _ => {
                let k = names.len();
                format!(
                    "{}, {}, and {}",
                    names.get(..k - 2).map(|m| m.join(", ")).unwrap_or_default(),
                    names.get(k - 2).map_or("", |s| s.as_str()),
                    names.get(k - 1).map_or("", |s| s.as_str())
                )
            }
        };
        let plural = if names.len() == 1 { "" } else { "s" };
        self.type_error(format!(
            "{qualname}() missing {} required {kind} argument{plural}: {list}",
            names.len()
        ))
    }

    /// The keyword arguments of a `CallEx` (a dict of str keys) as owned pairs.
    #[inline(never)]
    pub(crate) fn kwargs_of(&self, kwd: Value) -> VmResult<Vec<(String, Value)>> {
        let mut names = Vec::new();
        if let Some(Obj::Dict(d)) = self.obj(kwd) {
            for (k, v) in d.iter() {
                match self.as_str(k) {
                    Some(s) => names.push((s.to_string(), v)),
                    None => return Err(self.type_error("keywords must be strings")),
                }
            }
        }
        Ok(names)
    }

    /// `**m` in a call: merges mapping `m` into the call's keyword dict `d`, refusing
    /// duplicates and non-str keys as CPython does; `f` is the callee (for the messages).
    #[inline(never)]
    pub(crate) fn merge_kwargs(&mut self, d: Value, m: Value, f: Value) -> VmResult<()> {
        let m = self.proxied(m);
        let m = match self.dict_subclass_payload(m) {
            // A dict subclass: read as dict_merge reads it, into a plain dict.
            Some(_) => {
                let tmp = self.new_dict()?;
                self.with_roots(&[tmp, m, d], |vm| vm.dict_update(tmp, m))?; // CALLBACK
                tmp
            }
            None => m,
        };
        let Some(Obj::Dict(src)) = self.obj(m) else {
            return Err(self.type_error(format!(
                "{} argument after ** must be a mapping, not {}",
                self.callable_desc(f),
                self.type_name(m)
            )));
        };
        let items: Vec<(Value, Value)> = src.iter().collect();
        for (k, x) in items {
            if self.as_str(k).is_none() {
                return Err(self.type_error("keywords must be strings"));
            }
            if self.dict_get(d, k)?.is_some() {
                return Err(self.dup_keyword(f, k));
            }
            self.dict_set(d, k, x)?;
        }
        Ok(())
    }

    /// `{**m}` in a dict display.
    #[inline(never)]
    pub(crate) fn dict_update_display(&mut self, d: Value, m: Value) -> VmResult<()> {
        let m = self.proxied(m);
        if !matches!(self.obj(m), Some(Obj::Dict(_))) && self.dict_subclass_payload(m).is_none() {
            return Err(self.type_error(format!("'{}' object is not a mapping", self.type_name(m))));
        }
        self.dict_update(d, m)
    }

    /// `str.upper(x)`: a native method called through its type checks its receiver.
    fn call_descriptor(
        &mut self,
        tag: TypeTag,
        method: u32,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let name = self.method_name(method);
        let Some(&recv) = args.first() else {
            return Err(self.type_error(format!(
                "unbound method {}.{name}() needs an argument",
                tag.name()
            )));
        };
        let own = match self.class_of(recv) {
            Value::Type(t) => t,
            _ => self.type_tag(recv),
        };
        if !own.is_subtype(tag)
            && !self.type_tag(recv).is_subtype(tag)
            && !self.is_instance(recv, Value::Type(tag))
        {
            return Err(self.type_error(format!(
                "descriptor '{name}' for '{}' objects doesn't apply to a '{}' object",
                // The C base class CPython's methods of random.Random belong to.
                if tag == TypeTag::Random {
                    "_random.Random"
                } else {
                    crate::libobj::itertools_tp_name(tag)
                },
                self.type_name(recv)
            )));
        }
        let Some(&(_, _, f)) = self.ctx.natives.methods.get(method as usize) else {
            return Err(self.internal("bad method"));
        };
        if let Some(p) = Some(self.method_recv(recv, method)).filter(|p| *p != recv) {
            // `tuple.count(p, 1)`: the method acts on the built-in value of the instance.
            let mut all: SmallVec<[Value; 8]> = SmallVec::from_slice(args);
            if let Some(first) = all.first_mut() {
                *first = p;
            }
            return f(self, &all, kws);
        }
        f(self, args, kws)
    }

    fn call_host(&mut self, k: usize, args: &[Value], kws: &[(&str, Value)]) -> VmResult<Value> {
        let Some((name, f)) = self.ctx.host_fns.get(k) else {
            return Err(self.type_error("unknown host function"));
        };
        let f = f.clone();
        let mut hargs = Vec::with_capacity(args.len());
        for a in args {
            hargs.push(self.host_arg(*a, 0)?);
        }
        let mut hkws = Vec::with_capacity(kws.len());
        for &(name, v) in kws {
            hkws.push((name.to_string(), self.host_arg(v, 0)?));
        }
        let external = self.ctx.externals.get(k).copied().unwrap_or(false);
        let Some(replay) = self.ctx.replay else {
            if external {
                return Err(self.refuse(
                    TypeTag::RuntimeError,
                    format!(
                        "{name}() is an external function: only a run started to be suspended \
                         (Engine::start, pyrite.start) can call it"
                    ),
                ));
            }
            return self.host_outcome(f(&hargs, &hkws));
        };
        // A suspendable run: answer from the log while it lasts, then suspend at an external
        // function or call the host; every call is logged (see `crate::hostlog`).
        let digest = crate::hostlog::args_digest(&hargs, &hkws);
        let outcome = match replay.log.get(self.replay_pos) {
            Some(rec) => {
                if rec.function != *name || rec.args_digest != digest {
                    return Err(self.refuse(
                        TypeTag::RuntimeError,
                        format!(
                            "the run does not follow its log: host call {} was {}() with its \
                             own arguments, and is now {name}() with others (the log belongs to \
                             another run, or was altered)",
                            self.replay_pos + 1,
                            rec.function
                        ),
                    ));
                }
                self.replay_pos += 1;
                rec.outcome.clone()
            }
            None if external && replay.no_suspend => {
                return Err(self.refuse(
                    TypeTag::RuntimeError,
                    format!(
                        "{name}() is an external function: a session's step cannot be \
                         suspended (call it from a run started with Engine::start)"
                    ),
                ));
            }
            None if external => {
                self.suspended = Some(crate::hostlog::ExternalCall {
                    function: name.clone(),
                    args: hargs,
                    kwargs: hkws,
                    args_digest: digest,
                });
                return Err(VmErr::Limit(LimitKind::Suspended));
            }
            None if replay.log_only => {
                return Err(self.refuse(
                    TypeTag::RuntimeError,
                    format!(
                        "the run does not follow its log: host call {} is {name}(), and the \
                         log holds {} (a replay calls no host function; the log belongs to \
                         another run, or was altered)",
                        self.replay_pos + 1,
                        replay.log.len()
                    ),
                ));
            }
            None => f(&hargs, &hkws),
        };
        self.host_log.push(crate::hostlog::HostCall {
            function: name.clone(),
            args_digest: digest,
            outcome: outcome.clone(),
        });
        self.host_outcome(outcome)
    }

    /// A host function's outcome in the script: its value, or an exception of the built-in
    /// type its error names.
    fn host_outcome(&mut self, outcome: Result<HostValue, HostError>) -> VmResult<Value> {
        match outcome {
            Ok(v) => self.host_result(&v, 0),
            Err(e) => {
                let tag = TypeTag::ALL
                    .iter()
                    .copied()
                    .find(|t| t.is_subtype(TypeTag::Exception) && t.name() == e.exc_type);
                Err(match tag {
                    Some(tag) => self.err(tag, e.message),
                    None => self.err(
                        TypeTag::RuntimeError,
                        format!(
                            "a host function raised '{}', which is not a built-in exception \
                             type: {}",
                            e.exc_type, e.message
                        ),
                    ),
                })
            }
        }
    }

    pub(crate) fn host_arg(&mut self, v: Value, depth: u32) -> VmResult<HostValue> {
        if depth > HOST_DEPTH {
            return Err(self.recursion_error());
        }
        Ok(match v {
            Value::None | Value::Undef => HostValue::None,
            Value::Bool(b) => HostValue::Bool(b),
            Value::Int(i) => HostValue::Int(i),
            Value::Float(f) => HostValue::Float(f),
            Value::Obj(h) => match self.heap.get(h).clone() {
                Obj::Str(_) => HostValue::Str(self.as_str(v).unwrap_or("").to_string()),
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
                _ => return Err(self.host_type_error(v)),
            },
            _ => return Err(self.host_type_error(v)),
        })
    }

    fn host_type_error(&self, v: Value) -> VmErr {
        self.type_error(format!(
            "cannot pass a '{}' to a host function",
            self.type_name(v)
        ))
    }

    /// Binds the host's inputs ([`super::RunContext::inputs`]) to the module globals of their names,
    /// before the module's code runs; a name the script never uses has no global and is
    /// ignored. Each value is made (and charged) as a host function's result is.
    pub(crate) fn bind_inputs(&mut self) -> VmResult<()> {
        let prog = self.prog;
        for (name, value) in self.ctx.inputs {
            let Some(i) = prog.globals.iter().position(|g| g == name) else {
                continue;
            };
            let v = self.host_result(value, 0)?;
            if let Some(slot) = self.globals.get_mut(i) {
                *slot = v;
            }
        }
        Ok(())
    }

    fn host_result(&mut self, v: &HostValue, depth: u32) -> VmResult<Value> {
        if depth > HOST_DEPTH {
            return Err(self.recursion_error());
        }
        Ok(match v {
            HostValue::None => Value::None,
            HostValue::Bool(b) => Value::Bool(*b),
            HostValue::Int(i) => Value::Int(*i),
            HostValue::Float(f) => Value::Float(*f),
            HostValue::Str(s) => self.new_str(s.clone())?,
            HostValue::List(items) | HostValue::Tuple(items) => {
                let out = self.make_rooted(items.len(), |vm, i| match items.get(i) {
                    Some(x) => vm.host_result(x, depth + 1),
                    None => Ok(Value::None),
                })?;
                if matches!(v, HostValue::List(_)) {
                    self.new_list(out)?
                } else {
                    self.new_tuple(out)?
                }
            }
            HostValue::Dict(pairs) => {
                let d = self.new_dict()?;
                self.with_roots(&[d], |vm| {
                    for (k, x) in pairs {
                        let k = vm.host_result(k, depth + 1)?;
                        let x = vm.with_roots(&[k], |vm| vm.host_result(x, depth + 1))?;
                        vm.dict_set(d, k, x)?;
                    }
                    Ok(())
                })?;
                d
            }
        })
    }
}

/// A parameter list to bind arguments to: positional parameters (the first `nposonly` of
/// them positional-only), then keyword-only ones, then `*args` and `**kwargs` if present.
pub(crate) struct Signature<'a> {
    /// The callee's `__qualname__`, for the error messages (computed only for them).
    pub qualname: Qualname,
    /// The parameter names: the `np` positional ones, then the `nk` keyword-only ones.
    pub names: &'a [String],
    /// The number of positional parameters.
    pub np: usize,
    /// How many of them are positional-only.
    pub nposonly: usize,
    /// The number of keyword-only parameters.
    pub nk: usize,
    /// Takes `*args`.
    pub varargs: bool,
    /// Takes `**kwargs`.
    pub varkw: bool,
    /// Defaults of the trailing positional parameters.
    pub defaults: Vec<Value>,
    /// One per keyword-only parameter: its default, or `Undef` if it has none.
    pub kwdefaults: Vec<Value>,
}

/// How a [`Signature`] names its callee in error messages.
pub(crate) enum Qualname {
    /// A script function's `__qualname__`, looked up when an error needs it.
    Function(Handle),
    /// A fixed name.
    Text(String),
}
