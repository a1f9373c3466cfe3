//! Generators: a generator owns its suspended frame as plain data (registers, pc, the
//! exceptions it was handling) and is resumed by pushing that frame again. A `for` loop or a
//! `yield from` resumes it from the dispatch loop (no native recursion, however long the
//! chain), and so do `sum`/`any`/`all`/`max`/`min` of a generator called from it
//! (`consume.rs`); `next()`, `send()`, `throw()`, `close()` and the other built-ins consuming
//! a generator resume it in a nested `execute` (see `callback.rs`).

use pyrite_lang::bytecode::Instr;

use super::exec::Exit;
use super::frame::Frame;
use super::{FrameKind, Vm, VmErr, VmResult};
use crate::heap::Obj;
use crate::object::{GenState, Generator};
use crate::value::{Handle, TypeTag, Value};

/// One step of `yield from`.
pub(crate) enum Step {
    /// The sub-generator's frame was pushed.
    Pushed,
    /// The sub-iterator is exhausted: the value of the `yield from` expression.
    Done(Value),
    /// A plain sub-iterator produced this value, to be yielded on.
    Yield(Value),
}

/// What resuming a generator from native code gave.
#[derive(Clone, Copy, Debug)]
pub enum GenResult {
    /// It yielded this value.
    Yield(Value),
    /// It finished, returning this value (the StopIteration's value).
    Return(Value),
}

impl Vm<'_> {
    fn gen_state(&self, h: Handle) -> Option<GenState> {
        match self.heap.get(h) {
            Obj::Generator(g) => Some(g.state),
            _ => None,
        }
    }

    /// Resumes generator `h`, sending `sent`: pushes its frame, which delivers results as
    /// `kind` says to register `ret`. `Some(None)` without pushing when it has finished.
    ///
    /// This is the hot half of every generator step, so it does the least it can: one look at
    /// the generator to check its state, the saved registers copied in one move (they hold the
    /// whole window, so nothing else needs clearing), the frame pushed with the saved pc.
    pub(crate) fn resume(
        &mut self,
        h: Handle,
        sent: Value,
        ret: usize,
        kind: FrameKind,
    ) -> VmResult<Option<Value>> {
        let prog = self.prog;
        let (code_idx, state) = match self.heap.get(h) {
            Obj::Generator(g) => (g.code, g.state),
            _ => return Err(self.internal("not a generator")),
        };
        match state {
            GenState::Suspended => {}
            GenState::Created if sent == Value::None => {}
            GenState::Running => {
                return Err(self.value_error("generator already executing"));
            }
            GenState::Closed => return Ok(Some(Value::None)),
            GenState::Created => {
                return Err(
                    self.type_error("can't send non-None value to a just-started generator")
                );
            }
        }
        let Some(code) = prog.codes.get(code_idx as usize) else {
            return Err(self.internal("bad generator code"));
        };
        let base = self.regs_top();
        self.reserve_frame(base + code.nregs as usize)?;
        let handled_base = self.handled.len() as u32;
        let Some(Obj::Generator(g)) = self.heap.get_mut(h) else {
            return Err(self.internal("not a generator"));
        };
        g.state = GenState::Running;
        // The saved registers move into the frame; the generator keeps the vector's capacity
        // (it is charged with the generator) for its next suspension.
        if let Some(w) = self.regs.get_mut(base..base + g.regs.len()) {
            w.copy_from_slice(&g.regs);
        }
        g.regs.clear();
        if !g.handled.is_empty() {
            self.handled.append(&mut g.handled);
        }
        if state == GenState::Suspended {
            if let Some(r) = g.resume_reg {
                if let Some(slot) = self.regs.get_mut(base + r as usize) {
                    *slot = sent;
                }
            }
        }
        self.frames.push(Frame {
            code: code_idx,
            pc: g.pc,
            base: base as u32,
            ret: ret as u32,
            kind,
            aux: h,
            handled_base,
        });
        Ok(None)
    }

    /// [`Vm::resume`]'s lean path for `for x in g` (a `GenFor` frame), taken from the
    /// dispatch loop where most generator steps happen: `g` suspended at a yield, handling no
    /// exception, its window fitting the register file as it is, the frame cap not reached.
    /// The caller's window ends at `top`; the value of the for loop's item goes to absolute
    /// register `ret`. False, with nothing done, for anything else: then `resume` decides.
    #[inline]
    pub(crate) fn resume_for_quick(&mut self, h: Handle, top: usize, ret: usize) -> bool {
        if self.frames.len() >= self.max_frames {
            return false;
        }
        let Some(Obj::Generator(g)) = self.heap.get_mut(h) else {
            return false;
        };
        if g.state != GenState::Suspended || !g.handled.is_empty() {
            return false;
        }
        // The saved window is the whole of the frame's registers (`save_generator_frame`).
        let Some(w) = self.regs.get_mut(top..top + g.regs.len()) else {
            return false;
        };
        w.copy_from_slice(&g.regs);
        g.regs.clear();
        if let Some(slot) = g.resume_reg.and_then(|r| w.get_mut(r as usize)) {
            *slot = Value::None;
        }
        g.state = GenState::Running;
        let (code, pc) = (g.code, g.pc);
        self.frames.push(Frame {
            code,
            pc,
            base: top as u32,
            ret: ret as u32,
            kind: FrameKind::GenFor,
            aux: h,
            handled_base: self.handled.len() as u32,
        });
        true
    }

    /// [`Vm::yield_value`]'s lean path for the top frame, of `nregs` registers, yielding `v`
    /// to a `for` loop (a `GenFor` frame handling no exception of its own): the frame is
    /// saved into its generator, `v` lands in the loop's target and the loop goes on past
    /// its `ForIter`. False, with nothing done, for any other frame.
    #[inline]
    pub(crate) fn yield_for_quick(&mut self, v: Value, dst: u16, nregs: usize) -> bool {
        let Some(&f) = self.frames.last() else {
            return false;
        };
        if f.kind != FrameKind::GenFor || self.handled.len() != f.handled_base as usize {
            return false;
        }
        let b = f.base as usize;
        let (Some(saved), Some(Obj::Generator(g))) =
            (self.regs.get(b..b + nregs), self.heap.get_mut(f.aux))
        else {
            return false;
        };
        g.regs.clear();
        g.regs.extend_from_slice(saved);
        g.handled.clear();
        g.pc = f.pc;
        g.state = GenState::Suspended;
        g.resume_reg = Some(dst);
        self.frames.pop();
        if let Some(slot) = self.regs.get_mut(f.ret as usize) {
            *slot = v;
        }
        if let Some(caller) = self.frames.last_mut() {
            caller.pc += 1;
        }
        true
    }

    /// The top frame (a generator's) yields `v`; `resume_reg` receives what is sent on resume.
    /// Returns the `execute` exit when the resumer is native code.
    pub(crate) fn yield_value(
        &mut self,
        v: Value,
        resume_reg: Option<u16>,
    ) -> VmResult<Option<Exit>> {
        let mut resume_reg = resume_reg;
        loop {
            let Some(f) = self.frames.pop() else {
                return Err(self.internal("yield without a frame"));
            };
            if !f.kind.is_generator() {
                return Err(self.internal("yield outside a generator frame"));
            }
            if let Some(g) = self.save_generator_frame(&f, GenState::Suspended) {
                g.resume_reg = resume_reg;
            }
            match f.kind {
                FrameKind::GenFor => {
                    if let Some(slot) = self.regs.get_mut(f.ret as usize) {
                        *slot = v;
                    }
                    if let Some(caller) = self.frames.last_mut() {
                        caller.pc += 1;
                    }
                    return Ok(None);
                }
                FrameKind::GenNative => return Ok(Some(Exit::Yield(v))),
                FrameKind::GenConsume => {
                    self.consume_yielded(Value::Obj(f.aux), v, f.ret as usize)?; // CALLBACK
                    return Ok(None);
                }
                _ => {
                    // GenSend: the caller, a generator at its `yield from`, yields on.
                    let Some(caller) = self.frames.last().copied() else {
                        return Err(self.internal("yield from without a caller"));
                    };
                    let ins = self
                        .prog
                        .codes
                        .get(caller.code as usize)
                        .and_then(|c| c.instrs.get(caller.pc as usize));
                    let Some(Instr::YieldFrom { dst, .. }) = ins else {
                        return Err(self.internal("yield from lost its place"));
                    };
                    resume_reg = Some(*dst);
                }
            }
        }
    }

    /// The top frame returns `v`: delivers it by the frame's kind. Returns the `execute`
    /// exit when the frame was started by native code.
    pub(crate) fn return_value(&mut self, v: Value) -> VmResult<Option<Exit>> {
        let Some(f) = self.frames.pop() else {
            return Ok(Some(Exit::Return(v)));
        };
        self.handled.truncate(f.handled_base as usize);
        let put = |vm: &mut Self, r: u32, x: Value| {
            if let Some(slot) = vm.regs.get_mut(r as usize) {
                *slot = x;
            }
        };
        match f.kind {
            FrameKind::Call => {
                put(self, f.ret, v);
                Ok(None)
            }
            FrameKind::Native => Ok(Some(Exit::Return(v))),
            FrameKind::Binary => {
                let v = if v == Value::NotImplemented {
                    self.binop_after_forward()? // CALLBACK
                } else {
                    v
                };
                put(self, f.ret, v);
                Ok(None)
            }
            FrameKind::Init => {
                self.check_init_result(v)?;
                put(self, f.ret, Value::Obj(f.aux));
                Ok(None)
            }
            FrameKind::ClassBody => {
                let cell = self
                    .prog
                    .codes
                    .get(f.code as usize)
                    .and_then(|c| c.class_cell)
                    .and_then(|r| self.regs.get(f.base as usize + r as usize).copied())
                    .unwrap_or(Value::None);
                let class = self.finish_class(f.aux, cell)?;
                put(self, f.ret, class);
                Ok(None)
            }
            FrameKind::GenFor
            | FrameKind::GenSend
            | FrameKind::GenNative
            | FrameKind::GenConsume => {
                self.finish_generator(f.aux);
                match f.kind {
                    FrameKind::GenConsume => {
                        let r = self.consume_finish()?;
                        put(self, f.ret, r);
                        Ok(None)
                    }
                    FrameKind::GenFor => {
                        // The loop is over: go to the target of the Jump after ForIter.
                        if let Some(caller) = self.frames.last_mut() {
                            let target = self
                                .prog
                                .codes
                                .get(caller.code as usize)
                                .and_then(|c| c.instrs.get(caller.pc as usize));
                            if let Some(Instr::Jump { target }) = target {
                                caller.pc = *target;
                            }
                        }
                        Ok(None)
                    }
                    FrameKind::GenSend => {
                        put(self, f.ret, v);
                        if let Some(caller) = self.frames.last_mut() {
                            caller.pc += 1;
                            let outer = caller.aux;
                            if let Some(Obj::Generator(g)) = self.heap.get_mut(outer) {
                                g.delegate = Value::Undef;
                            }
                        }
                        Ok(None)
                    }
                    _ => Ok(Some(Exit::Return(v))),
                }
            }
        }
    }

    /// Marks a generator finished and drops its frame's data.
    pub(crate) fn finish_generator(&mut self, h: Handle) {
        if let Some(Obj::Generator(g)) = self.heap.get_mut(h) {
            g.state = GenState::Closed;
            g.regs = Vec::new();
            g.handled = Vec::new();
            g.delegate = Value::Undef;
            g.resume_reg = None;
        }
    }

    /// One step of `yield from it`, sending `sent`: a generator is resumed from the dispatch
    /// loop (its results come back through [`FrameKind::GenSend`]); any other iterator is
    /// advanced here.
    pub(crate) fn yield_from_step(&mut self, it: Value, sent: Value, ret: usize) -> VmResult<Step> {
        if let Value::Obj(h) = it {
            if matches!(self.heap.get(h), Obj::Generator(_)) {
                let outer = self.frames.last().map(|f| f.aux);
                if let Some(Obj::Generator(g)) = outer.and_then(|o| self.heap.get_mut(o)) {
                    g.delegate = it;
                }
                return match self.resume(h, sent, ret, FrameKind::GenSend)? {
                    Some(_) => {
                        if let Some(Obj::Generator(g)) = outer.and_then(|o| self.heap.get_mut(o)) {
                            g.delegate = Value::Undef;
                        }
                        Ok(Step::Done(Value::None))
                    }
                    None => Ok(Step::Pushed),
                };
            }
        }
        if sent != Value::None {
            return Err(self.err(
                TypeTag::AttributeError,
                format!("'{}' object has no attribute 'send'", self.type_name(it)),
            ));
        }
        match self.iter_next(it)? {
            Some(v) => Ok(Step::Yield(v)),
            None => Ok(Step::Done(Value::None)),
        }
    }

    /// Resumes generator `h` from native code with `sent` (`next(g)` sends `None`).
    pub fn gen_send(&mut self, h: Handle, sent: Value) -> VmResult<GenResult> {
        let depth = self.frames.len();
        let ret = self.regs_top();
        match self.resume(h, sent, ret, FrameKind::GenNative)? {
            Some(_) => Ok(GenResult::Return(Value::None)),
            None => self.run_generator(depth),
        }
    }

    fn run_generator(&mut self, depth: usize) -> VmResult<GenResult> {
        if self.native_depth >= self.ctx.limits.max_recursion {
            // Undo the push: the generator stays resumable.
            self.abandon_generator_frame(depth);
            return Err(self.recursion_error());
        }
        match self.execute_nested()? {
            Exit::Yield(v) => Ok(GenResult::Yield(v)),
            Exit::Return(v) => Ok(GenResult::Return(v)),
        }
    }

    /// Moves the popped generator frame `f` back into its generator (`f.aux`): registers
    /// (into the generator's own buffer, whose capacity is charged with it), the exceptions
    /// being handled in the frame, pc and `state`. Returns the generator for the caller to
    /// finish.
    #[inline(always)]
    fn save_generator_frame(&mut self, f: &Frame, state: GenState) -> Option<&mut Generator> {
        let nregs = self
            .prog
            .codes
            .get(f.code as usize)
            .map_or(0, |c| c.nregs as usize);
        let b = f.base as usize;
        let saved = self.regs.get(b..b + nregs).unwrap_or(&[]);
        let handled = &mut self.handled;
        let from = (f.handled_base as usize).min(handled.len());
        match self.heap.get_mut(f.aux) {
            Some(Obj::Generator(g)) => {
                g.regs.clear();
                g.regs.extend_from_slice(saved);
                g.handled.clear();
                if from < handled.len() {
                    g.handled.extend(handled.drain(from..));
                }
                g.pc = f.pc;
                g.state = state;
                Some(g)
            }
            _ => {
                handled.truncate(from);
                None
            }
        }
    }

    /// Pops a generator frame pushed by `resume` that never ran, putting its state back.
    fn abandon_generator_frame(&mut self, depth: usize) {
        while self.frames.len() > depth {
            let Some(f) = self.frames.pop() else { break };
            let state = if f.pc == 0 {
                GenState::Created
            } else {
                GenState::Suspended
            };
            self.save_generator_frame(&f, state);
        }
    }

    /// `g.throw(exc)`: raises `exc` where the generator is suspended (in its delegate first,
    /// when it is suspended in a `yield from`).
    pub fn gen_throw(&mut self, h: Handle, exc: VmErr) -> VmResult<GenResult> {
        let state = self.gen_state(h).unwrap_or(GenState::Closed);
        match state {
            GenState::Running => return Err(self.value_error("generator already executing")),
            GenState::Created | GenState::Closed => {
                self.finish_generator(h);
                return Err(exc);
            }
            GenState::Suspended => {}
        }
        let delegate = match self.heap.get(h) {
            Obj::Generator(g) => g.delegate,
            _ => Value::Undef,
        };
        let mut exc = exc;
        if let Value::Obj(d) = delegate {
            if matches!(self.heap.get(d), Obj::Generator(_)) {
                match self.with_roots(&[Value::Obj(h)], |vm| vm.gen_throw(d, exc)) {
                    Ok(GenResult::Yield(v)) => return Ok(GenResult::Yield(v)),
                    Ok(GenResult::Return(v)) => {
                        // The `yield from` completes with the delegate's return value.
                        self.complete_yield_from(h, v);
                        return self.gen_send(h, Value::None);
                    }
                    Err(e) => exc = e,
                }
                if let Some(Obj::Generator(g)) = self.heap.get_mut(h) {
                    g.delegate = Value::Undef;
                }
            }
        }
        if exc.is_limit() {
            return Err(exc);
        }
        let depth = self.frames.len();
        let ret = self.regs_top();
        self.resume(h, Value::None, ret, FrameKind::GenNative)?;
        // Raise at the suspension point: `pc - 1` must be the yield (a `yield from` waits
        // with its pc on itself).
        if let Some(f) = self.frames.last_mut() {
            let at_yield_from = self
                .prog
                .codes
                .get(f.code as usize)
                .and_then(|c| c.instrs.get(f.pc as usize))
                .is_some_and(|i| matches!(i, Instr::YieldFrom { .. }));
            if at_yield_from {
                f.pc += 1;
            }
        }
        match self.unwind(exc) {
            Ok(()) => self.run_generator(depth),
            Err(e) => Err(e),
        }
    }

    /// Makes the `yield from` a suspended generator waits in complete with `v`.
    fn complete_yield_from(&mut self, h: Handle, v: Value) {
        let prog = self.prog;
        if let Some(Obj::Generator(g)) = self.heap.get_mut(h) {
            let ins = prog
                .codes
                .get(g.code as usize)
                .and_then(|c| c.instrs.get(g.pc as usize));
            if let Some(Instr::YieldFrom { dst, .. }) = ins {
                if let Some(slot) = g.regs.get_mut(*dst as usize) {
                    *slot = v;
                }
                g.pc += 1;
                g.resume_reg = None;
                g.delegate = Value::Undef;
            }
        }
    }

    /// `g.close()`: GeneratorExit at the suspension point; RuntimeError if it yields again.
    pub fn gen_close(&mut self, h: Handle) -> VmResult<()> {
        match self.gen_state(h) {
            Some(GenState::Suspended) => {}
            Some(GenState::Running) => {
                return Err(self.value_error("generator already executing"));
            }
            _ => {
                self.finish_generator(h);
                return Ok(());
            }
        }
        let exit = self.err(TypeTag::GeneratorExit, "");
        match self.gen_throw(h, exit) {
            Ok(GenResult::Yield(_)) => {
                Err(self.err(TypeTag::RuntimeError, "generator ignored GeneratorExit"))
            }
            Ok(GenResult::Return(_)) => Ok(()),
            Err(e) if self.error_is(&e, TypeTag::GeneratorExit) || self.is_stop_iteration(&e) => {
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// True if the error is an exception of class `tag` (or a subclass); a refusal never is.
    pub fn error_is(&self, e: &VmErr, tag: TypeTag) -> bool {
        match e {
            VmErr::Exc(x) if x.refusal => false,
            VmErr::Exc(x) => {
                let c = self.exc_class(x);
                self.is_subclass(c, Value::Type(tag))
            }
            VmErr::Limit(_) => false,
        }
    }

    /// True for StopIteration (which ends an iteration).
    pub fn is_stop_iteration(&self, e: &VmErr) -> bool {
        self.error_is(e, TypeTag::StopIteration)
    }
}
