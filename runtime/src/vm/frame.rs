//! Frames: one per running script function, class body or generator, on a heap-allocated
//! stack (`Vm::frames`), their registers in one shared vector (`Vm::regs`).
//!
//! A frame's [`FrameKind`] says where its result goes when it returns (or, for a generator,
//! yields): into a register of the caller, back to the native code that started it (the
//! boundary of a call from native code into script code), or into a class, an instance or a
//! `for` loop. That is what lets every call, `__init__`, property getter, class body and
//! generator resume run in the one dispatch loop without native recursion.

use pyrite_lang::bytecode::Code;

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::value::{Handle, TypeTag, Value};

/// Where a frame's result goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FrameKind {
    /// An ordinary call: the result goes to absolute register `ret`.
    Call,
    /// Called from native code: returning ends the `execute` that native code is running.
    Native,
    /// `__op__` of a binary operator (`dunder_frame.rs`): the result goes to absolute register
    /// `ret`, unless it is NotImplemented, when the rest of the operator runs natively.
    Binary,
    /// `__init__` of a new instance (`aux`): the result must be `None`; the instance goes to
    /// register `ret`.
    Init,
    /// A class body: when it returns, the class is built from the namespace `aux` and the
    /// `BuildClass` window of the caller's current instruction, into register `ret`.
    ClassBody,
    /// A generator (`aux`) resumed by a `for` loop of the caller: a yielded value goes to
    /// register `ret` and the loop runs its body; a return ends the loop.
    GenFor,
    /// A generator (`aux`) resumed by `yield from` in the caller (itself a generator): a
    /// yielded value is yielded on by the caller; the return value goes to register `ret`.
    GenSend,
    /// A generator (`aux`) resumed by native code (`next`, `send`, `list(gen)`): yielding or
    /// returning ends the `execute` that native code is running.
    GenNative,
    /// A generator (`aux`) consumed by a built-in called from the dispatch loop (`sum(g)`,
    /// `any(g)`; `consume.rs`): a yielded value is fed to the top of `Vm::consumers`; the
    /// built-in's result goes to register `ret`.
    GenConsume,
}

impl FrameKind {
    /// True for the frames of a generator (whose `aux` is the generator).
    pub(crate) fn is_generator(self) -> bool {
        matches!(
            self,
            FrameKind::GenFor | FrameKind::GenSend | FrameKind::GenNative | FrameKind::GenConsume
        )
    }

    /// True for the frames that end an `execute` (the native caller takes the result).
    pub(crate) fn ends_execute(self) -> bool {
        matches!(self, FrameKind::Native | FrameKind::GenNative)
    }
}

/// A call frame. The running frame's `pc` is only up to date while it is not on top.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    /// Index of the code object.
    pub code: u32,
    /// The next instruction.
    pub pc: u32,
    /// Absolute index of register 0.
    pub base: u32,
    /// Absolute register receiving the result (see [`FrameKind`]).
    pub ret: u32,
    /// What happens to the result.
    pub kind: FrameKind,
    /// The generator, the new instance or the class namespace of the frame (see
    /// [`FrameKind`]); `u32::MAX` when none. A collector root.
    pub aux: Handle,
    /// How many exceptions were being handled (`Vm::handled`) when the frame started.
    pub handled_base: u32,
}

/// No `aux` handle.
pub(crate) const NO_AUX: Handle = u32::MAX;

impl<'p> Vm<'p> {
    /// The first register above the top frame's window: where a new frame's registers start.
    pub(crate) fn regs_top(&self) -> usize {
        self.frames.last().map_or(0, |f| {
            let n = self
                .prog
                .codes
                .get(f.code as usize)
                .map_or(0, |c| c.nregs as usize);
            f.base as usize + n
        })
    }

    /// Pushes a frame for `code` whose registers start at `new_base` (arguments already
    /// there); places the closure's cells in the free-variable registers.
    #[inline(always)]
    pub(crate) fn push_frame(
        &mut self,
        callee: u32,
        code: &Code,
        new_base: usize,
        ret: usize,
        kind: FrameKind,
        aux: Handle,
    ) -> VmResult<()> {
        let nargs = code.nparams as usize
            + code.nkwonly as usize
            + usize::from(code.varargs)
            + usize::from(code.varkw);
        self.push_frame_args(callee, code, new_base, ret, kind, aux, nargs)
    }

    /// [`Vm::push_frame`] for a frame whose first `nargs` registers hold its arguments (the
    /// fast call path knows the count without working it out from the code).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn push_frame_args(
        &mut self,
        callee: u32,
        code: &Code,
        new_base: usize,
        ret: usize,
        kind: FrameKind,
        aux: Handle,
        nargs: usize,
    ) -> VmResult<()> {
        self.reserve_frame(new_base + code.nregs as usize)?;
        // Locals start unbound (reading one first is UnboundLocalError). Temporaries are always
        // written before they are read, so they are left as they are: a stale handle there can
        // at most keep an object alive until the register is overwritten.
        let nlocals = (code.nlocals as usize).min(code.nregs as usize);
        if nargs < nlocals {
            if let Some(window) = self.regs.get_mut(new_base + nargs..new_base + nlocals) {
                window.fill(Value::Undef);
            }
        }
        self.frames.push(Frame {
            code: callee,
            pc: 0,
            base: new_base as u32,
            ret: ret as u32,
            kind,
            aux,
            handled_base: self.handled.len() as u32,
        });
        Ok(())
    }

    /// Room for one more frame whose registers end at absolute register `need`: the
    /// recursion limit, then the register vector grown (and charged) to `need`.
    #[inline(always)]
    pub(crate) fn reserve_frame(&mut self, need: usize) -> VmResult<()> {
        if self.frames.len() >= self.max_frames {
            return Err(self.recursion_error());
        }
        if self.regs.len() < need {
            let grow = need - self.regs.len();
            self.charge(grow as u64 * 16)?;
            self.regs.resize(need, Value::Undef);
        }
        Ok(())
    }

    /// Copies a function's closure cells into the free-variable registers of the frame that
    /// starts at `base` (after `push_frame`).
    #[inline]
    pub(crate) fn place_closure(&mut self, func: Handle, code: &Code, base: usize) {
        if code.nfree == 0 {
            return;
        }
        let Obj::Function(f) = self.heap.get(func) else {
            return;
        };
        let (start, n) = (base + code.free_start as usize, code.nfree as usize);
        if let (Some(window), Some(cells)) =
            (self.regs.get_mut(start..start + n), f.closure.get(..n))
        {
            window.copy_from_slice(cells);
        }
    }

    /// CPython's RecursionError for a call too deep.
    pub(crate) fn recursion_error(&self) -> super::VmErr {
        self.err(TypeTag::RecursionError, "maximum recursion depth exceeded")
    }
}
