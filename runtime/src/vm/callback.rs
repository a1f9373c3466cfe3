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
//!   (safe points inside the nested run unpin only what was made above `Heap::pin_floor`);
//!   anything else it holds across the call it must root itself with [`Vm::with_roots`] or by
//!   pushing onto `Vm::roots`.
//! - Fuel, memory and every other limit apply inside as everywhere.
//! - Nothing may suspend for the host inside such a call: the run's state would then include
//!   native frames, which are not plain data. A host suspension requested there is refused with
//!   a RuntimeError saying so (like Lua's "attempt to yield across a C-call boundary").

use super::exec::Exit;
use super::{FrameKind, Vm, VmResult, NO_AUX};
use crate::heap::Obj;
use crate::value::{TypeTag, Value};

/// Entries the root stack keeps room for once a built-in that gathered many values is done
/// (beyond that, its capacity is given back rather than held uncharged).
const ROOTS_KEEP: usize = 1024;

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
        if kws.is_empty() {
            if let Some(r) = self.call_plain_function(f, args) {
                return r;
            }
        }
        let depth = self.frames.len();
        let mark = self.roots.len();
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

    /// The common callback, kept short: a plain script function (positional parameters only,
    /// not a generator) given exactly its arguments. They go straight into the new frame's
    /// registers, which root them; the function itself is rooted for the call. `None` for
    /// any other callee (the general path handles it).
    #[inline]
    fn call_plain_function(&mut self, f: Value, args: &[Value]) -> Option<VmResult<Value>> {
        let prog = self.prog;
        let Value::Obj(h) = f else { return None };
        let Obj::Function(func) = self.heap.get(h) else {
            return None;
        };
        let callee = func.code;
        let code = prog.codes.get(callee as usize)?;
        if code.fast_arity as usize != args.len() {
            return None;
        }
        let depth = self.frames.len();
        let base = self.regs_top();
        let pushed = self.push_frame_args(
            callee,
            code,
            base,
            base,
            FrameKind::Native,
            NO_AUX,
            args.len(),
        );
        if let Err(e) = pushed {
            return Some(Err(e));
        }
        if let Some(window) = self.regs.get_mut(base..base + args.len()) {
            window.copy_from_slice(args);
        }
        if code.nfree > 0 {
            self.place_closure(h, code, base);
        }
        self.roots.push(f);
        let r = self.run_nested(depth);
        self.roots.pop();
        Some(r)
    }

    /// Runs the frame just pushed (above `depth` frames) to its return, one level deeper.
    pub(crate) fn run_nested(&mut self, depth: usize) -> VmResult<Value> {
        debug_assert!(self.frames.len() > depth);
        match self.execute_nested()? {
            Exit::Return(v) | Exit::Yield(v) => Ok(v),
        }
    }

    /// One nested `execute`, one native level deeper: with stack room guaranteed, and with
    /// what the current instruction made so far kept pinned through the nested run's safe
    /// points (they unpin only above the floor set here). What the nested run made is
    /// unpinned when it ends (native code sees only its result, which stays alive as
    /// `last_result`), so a built-in consuming a million items pins none of them.
    pub(crate) fn execute_nested(&mut self) -> VmResult<Exit> {
        self.native_depth += 1;
        let mark = self.heap.pinned.len();
        let floor = std::mem::replace(&mut self.heap.pin_floor, mark);
        let r = stacker::maybe_grow(RED_ZONE, SEGMENT, || self.execute());
        self.heap.pin_floor = floor;
        self.heap.pinned.truncate(mark);
        if let Ok(Exit::Return(v) | Exit::Yield(v)) = r {
            self.last_result = v;
        }
        self.native_depth -= 1;
        r
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
        self.trim_roots();
        r
    }

    /// Gives back the root stack's room once a built-in that rooted many values is done, so
    /// that it does not stay held uncharged.
    #[inline]
    fn trim_roots(&mut self) {
        if self.roots.capacity() > ROOTS_KEEP.max(4 * self.roots.len()) {
            self.roots.shrink_to(ROOTS_KEEP.max(2 * self.roots.len()));
        }
    }

    /// Makes `n` values one by one with `each` (which may run script code and collect
    /// garbage), keeping every value made so far rooted; linear time (each value is pushed
    /// on the root stack once, not copied per step).
    pub fn make_rooted(
        &mut self,
        n: usize,
        mut each: impl FnMut(&mut Self, usize) -> VmResult<Value>,
    ) -> VmResult<Vec<Value>> {
        let mark = self.roots.len();
        let mut held = 0;
        let mut r = Ok(());
        for i in 0..n {
            match each(self, i).and_then(|v| self.push_root_held(v, &mut held)) {
                Ok(()) => {}
                Err(e) => {
                    r = Err(e);
                    break;
                }
            }
        }
        let out = self.take_roots(mark, held);
        r.and(out)
    }

    /// Pushes `v` on the root stack for a built-in that gathers many values: when the stack
    /// is full it grows by a quarter (so that what is charged is about what is used, and
    /// the copies stay linear), charged first and added to `held`, which
    /// [`Vm::take_roots`] releases.
    pub(crate) fn push_root_held(&mut self, v: Value, held: &mut u64) -> VmResult<()> {
        if self.roots.len() == self.roots.capacity() {
            let more = (self.roots.capacity() / 4).max(ROOTS_KEEP);
            let grow = more as u64 * 16;
            self.charge(grow)?;
            *held += grow;
            if self.roots.try_reserve_exact(more).is_err() {
                return Err(self.err(TypeTag::MemoryError, String::new()));
            }
        }
        self.roots.push(v);
        Ok(())
    }

    /// The values pushed above `mark` (by [`Vm::push_root_held`]) as a vector of their exact
    /// size: the root stack's own buffer, moved out (no copy beside it) and cut to size,
    /// while the stack gets a new buffer for the values below `mark`. Then `held` is
    /// released: the caller charges the vector as the object it becomes.
    pub(crate) fn take_roots(&mut self, mark: usize, held: u64) -> VmResult<Vec<Value>> {
        let mark = mark.min(self.roots.len());
        let below = self.roots.get(..mark).unwrap_or(&[]).to_vec();
        let mut out = std::mem::replace(&mut self.roots, below);
        out.drain(..mark);
        out.shrink_to_fit();
        self.heap.live = self.heap.live.saturating_sub(held);
        self.heap.since_gc = self.heap.since_gc.saturating_sub(held);
        Ok(out)
    }

    /// Roots `v` until the enclosing [`Vm::with_roots`] ends (native code that makes values
    /// one by one while calling script code, such as a sort's keys).
    pub fn root(&mut self, v: Value) {
        self.roots.push(v);
    }

    /// Roots every value of `vals` until the enclosing [`Vm::with_roots`] ends (values native
    /// code moves while calling script code, such as the items of a list being sorted). The
    /// caller charges the room they take (16 bytes each) as scratch.
    pub fn root_all(&mut self, vals: &[Value]) {
        self.roots.extend_from_slice(vals);
    }

    /// Runs `f` with `bytes` of native scratch memory (buffers a built-in holds only while it
    /// works, such as a sort's pairs and merge buffer) charged against the memory limit, and
    /// released when it returns.
    pub fn with_scratch<T>(
        &mut self,
        bytes: u64,
        f: impl FnOnce(&mut Self) -> VmResult<T>,
    ) -> VmResult<T> {
        self.charge(bytes)?;
        let r = f(self);
        self.release_scratch(bytes);
        r
    }

    /// Charges `bytes` of native scratch memory that [`Vm::release_scratch`] gives back, for
    /// code that cannot hold it through [`Vm::with_scratch`]'s closure (a sort's merge
    /// buffer, made and dropped inside one merge). Every error path must release it too.
    pub fn charge_scratch(&mut self, bytes: u64) -> VmResult<()> {
        self.charge(bytes)
    }

    /// The root stack's height, to truncate back to with [`Vm::truncate_roots`].
    pub fn roots_len(&self) -> usize {
        self.roots.len()
    }

    /// Roots `v` until [`Vm::truncate_roots`] drops it (a value native code is gathering).
    pub fn push_root(&mut self, v: Value) {
        self.roots.push(v);
    }

    /// Drops the roots above `mark`.
    pub fn truncate_roots(&mut self, mark: usize) {
        self.roots.truncate(mark);
    }

    /// Gives back scratch charged by [`Vm::charge_scratch`] (or held by `with_scratch`).
    pub fn release_scratch(&mut self, bytes: u64) {
        self.heap.live = self.heap.live.saturating_sub(bytes);
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
