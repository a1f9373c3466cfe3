//! Raising and catching: `raise` in its forms, `except` matching, the exceptions being
//! handled (for `__context__` and bare `raise`), and unwinding through the exception tables.
//!
//! An error arriving in a frame records the frame in its traceback (unless it is re-raised
//! as it is), then the frame's table is searched for a handler covering the failing
//! instruction. A handler receives the exception as an object in its register; otherwise the
//! frame is popped and the error arrives in the caller, up to the frame that started the
//! current `execute`. Limits are not exceptions: they pop every frame of the `execute` and
//! run no handler and no `finally`.

use super::error::{ExcValue, PyExc};
use super::{FrameKind, Vm, VmErr, VmResult};
use crate::heap::Obj;
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    /// Unwinds `err` from the top frame: `Ok` when a handler of a frame of this `execute`
    /// took it (the frame's pc is the handler's), `Err` when it leaves the `execute`.
    #[inline(never)]
    pub(crate) fn unwind(&mut self, err: VmErr) -> VmResult<()> {
        let mut e = match err {
            VmErr::Limit(k) => {
                self.abandon_execute();
                return Err(VmErr::Limit(k));
            }
            VmErr::Exc(e) => e,
        };
        loop {
            let Some(f) = self.frames.last().copied() else {
                return Err(VmErr::Exc(e));
            };
            let at = f.pc.saturating_sub(1);
            if e.reraise {
                e.reraise = false;
            } else {
                if let Err(x) = self.implicit_context(&mut e) {
                    return self.unwind_limit(x);
                }
                self.add_traceback(&mut e, f.code, at);
            }
            // A refusal passes every handler (see `PyExc::refusal`).
            let entry = (!e.refusal)
                .then_some(())
                .and_then(|()| self.prog.codes.get(f.code as usize))
                .and_then(|c| {
                    c.except
                        .iter()
                        .find(|x| x.start <= at && at < x.end)
                        .copied()
                });
            if let Some(entry) = entry {
                let h = match self.materialize(&mut e) {
                    Ok(h) => h,
                    Err(x) => return self.unwind_limit(x),
                };
                self.handled
                    .truncate(f.handled_base as usize + entry.depth as usize);
                if let Some(slot) = self.regs.get_mut(f.base as usize + entry.reg as usize) {
                    *slot = Value::Obj(h);
                }
                if let Some(top) = self.frames.last_mut() {
                    top.pc = entry.handler;
                }
                return Ok(());
            }
            self.frames.pop();
            self.handled.truncate(f.handled_base as usize);
            if f.kind == FrameKind::GenConsume {
                self.consumers.pop();
            }
            if f.kind.is_generator() {
                self.finish_generator(f.aux);
                if self.is_stop_iteration(&VmErr::Exc(e.clone())) {
                    e = self.stop_iteration_in_generator(e);
                }
            }
            if f.kind.ends_execute() {
                return Err(VmErr::Exc(e));
            }
        }
    }

    /// A limit hit while unwinding still leaves the `execute` cleanly.
    fn unwind_limit(&mut self, x: VmErr) -> VmResult<()> {
        match x {
            VmErr::Limit(_) => {
                self.abandon_execute();
                Err(x)
            }
            other => self.unwind(other),
        }
    }

    /// Pops every frame of the current `execute` (a limit ended it).
    fn abandon_execute(&mut self) {
        while let Some(f) = self.frames.pop() {
            self.handled.truncate(f.handled_base as usize);
            if f.kind == FrameKind::GenConsume {
                self.consumers.pop();
            }
            if f.kind.is_generator() {
                self.finish_generator(f.aux);
            }
            if f.kind.ends_execute() {
                break;
            }
        }
    }

    /// PEP 479: a StopIteration leaving a generator becomes RuntimeError, caused by it.
    fn stop_iteration_in_generator(&mut self, mut e: Box<PyExc>) -> Box<PyExc> {
        let cause = match self.materialize(&mut e) {
            Ok(h) => h,
            Err(VmErr::Exc(x)) => return x,
            Err(_) => return e,
        };
        let msg = "generator raised StopIteration";
        let Ok(v) = self.new_str(msg.to_string()) else {
            return e;
        };
        let Ok(Value::Obj(new)) = self.new_exception(Value::Type(TypeTag::RuntimeError), vec![v])
        else {
            return e;
        };
        if let Some(d) = self.exc_data_mut(new) {
            d.cause = Value::Obj(cause);
            d.context = Value::Obj(cause);
            d.suppress_context = true;
        }
        Box::new(PyExc {
            value: ExcValue::Obj(new),
            reraise: false,
            refusal: e.refusal,
        })
    }

    /// An exception raised while another is being handled gets it as `__context__` (once, when
    /// it is first raised), breaking any cycle as CPython's `_PyErr_SetObject` does.
    fn implicit_context(&mut self, e: &mut PyExc) -> VmResult<()> {
        let fresh = match &e.value {
            ExcValue::New { traceback, .. } => traceback.is_empty(),
            ExcValue::Obj(h) => self.exc_data(*h).is_some_and(|d| d.traceback.is_empty()),
        };
        if !fresh {
            return Ok(());
        }
        let Some(&Value::Obj(top)) = self.handled.last() else {
            return Ok(());
        };
        let h = self.materialize(e)?;
        self.set_context(h, top)
    }

    /// `h.__context__ = ctx` unless that would make a cycle.
    /// The walk along `ctx`'s chain is native work proportional to its length (CPython's
    /// too): a unit of fuel per link, charged after the walk (a limit then ends the run).
    fn set_context(&mut self, h: Handle, ctx: Handle) -> VmResult<()> {
        if h == ctx {
            return Ok(());
        }
        let mut o = ctx;
        let mut steps = 0u64;
        while let Some(Value::Obj(c)) = self.exc_data(o).map(|d| d.context) {
            if c == h {
                if let Some(d) = self.exc_data_mut(o) {
                    d.context = Value::None;
                }
                break;
            }
            o = c;
            steps += 1;
            if steps > 100_000 {
                break;
            }
        }
        if let Some(d) = self.exc_data_mut(h) {
            d.context = Value::Obj(ctx);
        }
        self.charge_fuel(steps)
    }

    /// The exception `raise v [from cause]` raises (instantiating a class).
    #[inline(never)]
    pub(crate) fn raise_value(&mut self, v: Value, cause: Option<Value>) -> VmErr {
        let h = match self.exception_instance(v, "exceptions must derive from BaseException") {
            Ok(h) => h,
            Err(e) => return e,
        };
        if let Some(c) = cause {
            let cause = if c == Value::None {
                Value::None
            } else {
                match self.exception_instance(c, "exception causes must derive from BaseException")
                {
                    Ok(ch) => Value::Obj(ch),
                    Err(e) => return e,
                }
            };
            if let Some(d) = self.exc_data_mut(h) {
                d.cause = cause;
                d.suppress_context = true;
            }
        }
        if let Some(&Value::Obj(top)) = self.handled.last() {
            if let Err(e) = self.set_context(h, top) {
                return e;
            }
        }
        self.raise_obj(h)
    }

    /// An exception instance from `raise`'s operand: an instance as it is, a class called with
    /// no arguments, anything else TypeError with `msg`.
    fn exception_instance(&mut self, v: Value, msg: &str) -> VmResult<Handle> {
        if let Value::Obj(h) = v {
            if self.exc_data(h).is_some() {
                return Ok(h);
            }
        }
        if self.is_class(v) && self.is_subclass(v, Value::Type(TypeTag::BaseException)) {
            let inst = self.call_function(v, &[], &[])?; // CALLBACK
            return match inst {
                Value::Obj(h) if self.exc_data(h).is_some() => Ok(h),
                _ => Err(self.type_error(format!(
                    "calling {} should have returned an instance of BaseException, not {}",
                    self.class_name(v),
                    self.type_name(inst)
                ))),
            };
        }
        Err(self.type_error(msg.to_string()))
    }

    /// Re-raises exception object `v` as it is (end of a handler or `finally`).
    #[inline(never)]
    pub(crate) fn reraise(&self, v: Value) -> VmErr {
        match v {
            Value::Obj(h) => VmErr::Exc(Box::new(PyExc {
                value: ExcValue::Obj(h),
                reraise: true,
                refusal: false,
            })),
            _ => self.internal("re-raise of a non-exception"),
        }
    }

    /// A bare `raise`: the exception being handled, re-raised as it is.
    #[inline(never)]
    pub(crate) fn raise_bare(&self) -> VmErr {
        match self.handled.last() {
            Some(&v @ Value::Obj(_)) => self.reraise(v),
            _ => self.err(TypeTag::RuntimeError, "No active exception to reraise"),
        }
    }

    /// `except cls:` — whether exception `e` matches; TypeError if `cls` is not an exception
    /// class or a tuple of them.
    #[inline(never)]
    pub(crate) fn exc_match(&mut self, e: Value, cls: Value) -> VmResult<bool> {
        let classes: Vec<Value> = match self.obj(cls) {
            Some(Obj::Tuple(items)) => items.clone(),
            _ => vec![cls],
        };
        let base = Value::Type(TypeTag::BaseException);
        for c in &classes {
            if !(self.is_class(*c) && self.is_subclass(*c, base)) {
                return Err(self.type_error(
                    "catching classes that do not inherit from BaseException is not allowed",
                ));
            }
        }
        let ec = self.class_of(e);
        Ok(classes.iter().any(|c| self.is_subclass(ec, *c)))
    }

    /// `__exit__`'s three arguments for exception `e` (or `None`).
    #[inline(never)]
    pub(crate) fn exc_triple(&mut self, e: Value) -> VmResult<(Value, Value, Value)> {
        match e {
            Value::Obj(h) if self.exc_data(h).is_some() => {
                let tb = self.alloc(Obj::Traceback(h))?;
                Ok((self.class_of(e), e, tb))
            }
            _ => Ok((Value::None, Value::None, Value::None)),
        }
    }

    /// `with`'s `__enter__` / `__exit__` of `obj`'s type, bound to it.
    #[inline(never)]
    pub(crate) fn load_special(
        &mut self,
        obj: Value,
        which: pyrite_lang::bytecode::Special,
    ) -> VmResult<Value> {
        use pyrite_lang::bytecode::Special;
        let (name, extra) = match which {
            Special::Enter => (self.s.enter, ""),
            Special::Exit => (self.s.exit, " (missed __exit__ method)"),
        };
        if self.is_lib_value(obj)
            && self
                .find_method(self.type_tag(obj), self.syms.name(name))
                .is_some()
        {
            // A stdlib value type with native `__enter__`/`__exit__` (decimal's
            // ContextManager): the bound native method.
            return self.get_attr(obj, name);
        }
        match self.lookup_special(obj, name) {
            Some(m) => Ok(m),
            None => Err(self.type_error(format!(
                "'{}' object does not support the context manager protocol{extra}",
                self.type_name(obj)
            ))),
        }
    }

    /// `assert test, msg` failing.
    pub(crate) fn assertion_error(&mut self, msg: Option<Value>) -> VmErr {
        match msg {
            Some(m) => self.exc_with_args(TypeTag::AssertionError, vec![m]),
            None => self.err(TypeTag::AssertionError, ""),
        }
    }
}

impl Vm<'_> {
    /// The error `raise v` would raise, for `generator.throw(v)` (no traceback or context
    /// yet: the generator's frame gives them).
    pub fn throwable(&mut self, v: Value) -> VmResult<VmErr> {
        let msg = format!(
            "exceptions must be classes or instances deriving from BaseException, not {}",
            self.type_name(v)
        );
        let h = self.exception_instance(v, &msg)?;
        Ok(self.raise_obj(h))
    }
}
