//! Native code calling script code: `sorted(key=f)`, `map(f, xs)`, a user `__eq__` reached
//! from a dict lookup, a generator consumed by `list()`.
//!
//! The rules (see also the dispatch loop's rules in `exec.rs`):
//! - One entry point, [`Vm::call_function`]: it pushes the callee's frame as a
//!   [`FrameKind::Native`] frame and runs a nested `execute` until that frame returns.
//! - Nesting is capped at the recursion limit: past it, RecursionError. Each level runs on a
//!   stack segment with room guaranteed by `stacker`, so the cap holds on any embedder's
//!   thread, however small its stack.
//! - Objects the native caller made during the current instruction stay pinned across the call
//!   (they become roots); anything else it holds across the call it must root itself with
//!   [`Vm::with_roots`] or by pushing onto `Vm::roots`.
//! - Fuel, memory and every other limit apply inside as everywhere.
//! - Nothing may suspend for the host inside such a call: the run's state would then include
//!   native frames, which are not plain data. A host suspension requested there is refused with
//!   a RuntimeError saying so (like Lua's "attempt to yield across a C-call boundary").

use super::exec::Exit;
use super::{FrameKind, Vm, VmResult};
use crate::value::{TypeTag, Value};

/// Stack kept free below each nested `execute`, and the size of a new segment when less is
/// left: a nested level (the dispatch loop, a built-in, the call) takes a few KiB.
pub(crate) const RED_ZONE: usize = 128 << 10;
pub(crate) const SEGMENT: usize = 2 << 20;

impl Vm<'_> {
    /// Calls any callable with positional and keyword arguments and returns its result,
    /// running script code in a nested `execute` if it is a script function (or a class, a
    /// bound method, ...). For native code only: the dispatch loop pushes frames instead.
    pub fn call_function(
        &mut self,
        f: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        if self.native_depth >= self.ctx.limits.max_recursion {
            return Err(self.recursion_error());
        }
        let depth = self.frames.len();
        // What this instruction made so far must survive collections in the nested run.
        let mark = self.roots.len();
        self.roots
            .extend(self.heap.pinned.iter().map(|&h| Value::Obj(h)));
        self.roots.push(f);
        self.roots.extend_from_slice(args);
        self.roots.extend(kws.iter().map(|(_, v)| *v));
        let ret = self.regs_top();
        let r = match self.call_value_kind(f, args, kws, ret, FrameKind::Native) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => self.run_nested(depth),
            Err(e) => Err(e),
        };
        self.roots.truncate(mark);
        r
    }

    /// Runs the frame just pushed (above `depth` frames) to its return, one level deeper.
    pub(crate) fn run_nested(&mut self, depth: usize) -> VmResult<Value> {
        self.native_depth += 1;
        let r = stacker::maybe_grow(RED_ZONE, SEGMENT, || self.execute());
        self.native_depth -= 1;
        debug_assert!(self.frames.len() == depth || r.is_err() || self.frames.len() <= depth);
        match r? {
            Exit::Return(v) | Exit::Yield(v) => Ok(v),
        }
    }

    /// Runs `f` with `vals` rooted (kept alive across any call into script code `f` makes).
    pub fn with_roots<T>(
        &mut self,
        vals: &[Value],
        f: impl FnOnce(&mut Self) -> VmResult<T>,
    ) -> VmResult<T> {
        let mark = self.roots.len();
        self.roots.extend_from_slice(vals);
        let r = f(self);
        self.roots.truncate(mark);
        r
    }

    /// The refusal of a host suspension inside a call from native code.
    pub fn suspension_refused(&self) -> super::VmErr {
        self.err(
            TypeTag::RuntimeError,
            "cannot suspend for the host inside a call made by a built-in (a key function, a \
             special method, an iterator consumed by a built-in): call the host function from \
             plain script code instead",
        )
    }

    /// True if native code is running a nested `execute` (a host suspension is refused).
    pub fn in_callback(&self) -> bool {
        self.native_depth > 0
    }
}
