//! A binary operator on an instance runs the script's `__op__` as a frame of the dispatch loop
//! ([`FrameKind::Binary`]), not in a nested `execute`: `a + b` of two `Vec`s costs what a
//! call costs, with no native re-entry.
//!
//! Only the common case takes this path, the one where CPython's order starts with
//! `a.__op__(b)`: `a` an instance whose class's `__op__` is a plain function of two positional
//! parameters (and, for an augmented assignment, no `__iop__`), and `b` not an instance of
//! another class (whose `__rop__` would come first if its class extended `a`'s). When the method
//! returns NotImplemented, the rest of that order (`b.__rop__(a)`, a base type's operator, a
//! sequence's concatenation, TypeError) runs natively from the caller's instruction, whose
//! operand registers are untouched until the result is written.

use pyrite_lang::bytecode::{BinKind, Instr};

use super::{FrameKind, Vm, VmResult, NO_AUX};
use crate::heap::Obj;
use crate::value::{Handle, Value};

impl Vm<'_> {
    /// `a <op> b` for the dispatch loop: `Some(result)`, or `None` when `a.__op__(b)` was
    /// pushed as a frame that delivers the result to absolute register `ret`.
    #[inline]
    pub(crate) fn binop_or_push(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
        ret: usize,
    ) -> VmResult<Option<Value>> {
        match self.binop_method(op, a, b, inplace) {
            Some((fh, callee)) => self.push_binop_frame(fh, callee, a, b, ret).map(|()| None),
            None => self.binop(op, a, b, inplace).map(Some), // CALLBACK
        }
    }

    /// The plain script function `a.__op__` and its code index when `a <op> b` starts with it
    /// (see the module doc); `None` for every other case, which the native operator handles.
    fn binop_method(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
    ) -> Option<(Handle, u32)> {
        if !self.is_instance_obj(a) {
            return None;
        }
        let class = self.class_of(a);
        if self.is_instance_obj(b) && self.class_of(b) != class {
            return None;
        }
        let [name, _, iname] = self.s.binop(op);
        if inplace && self.lookup_cached(class, iname).is_some() {
            return None;
        }
        let Some(Value::Obj(fh)) = self.lookup_cached(class, name) else {
            return None;
        };
        let Obj::Function(func) = self.heap.get(fh) else {
            return None;
        };
        let code = self.prog.codes.get(func.code as usize)?;
        (code.fast_arity == 2).then_some((fh, func.code))
    }

    /// Pushes the frame of `fh(a, b)`, a function (of code `callee`) of two positional
    /// parameters.
    fn push_binop_frame(
        &mut self,
        fh: Handle,
        callee: u32,
        a: Value,
        b: Value,
        ret: usize,
    ) -> VmResult<()> {
        let prog = self.prog;
        let Some(code) = prog.codes.get(callee as usize) else {
            return Err(self.internal("bad code index"));
        };
        let base = self.regs_top();
        self.push_frame_args(callee, code, base, ret, FrameKind::Binary, NO_AUX, 2)?;
        if let Some(window) = self.regs.get_mut(base..base + 2) {
            window.copy_from_slice(&[a, b]);
        }
        self.place_closure(fh, code, base);
        Ok(())
    }

    /// The rest of `a <op> b` after `a.__op__(b)`, run as a [`FrameKind::Binary`] frame,
    /// returned NotImplemented: the operator and operands are read back from the caller's
    /// instruction (the top frame's, whose pc is past it).
    pub(crate) fn binop_after_forward(&mut self) -> VmResult<Value> {
        let prog = self.prog;
        let ins = self.frames.last().and_then(|f| {
            let code = prog.codes.get(f.code as usize)?;
            code.instrs.get((f.pc as usize).checked_sub(1)?).copied()
        });
        let base = self.frames.last().map_or(0, |f| f.base as usize);
        let reg = |vm: &Self, r: u16| vm.regs.get(base + r as usize).copied();
        let (op, a, b, inplace) = match ins {
            Some(Instr::Add { a, b, .. }) => (BinKind::Add, reg(self, a), reg(self, b), false),
            Some(Instr::Sub { a, b, .. }) => (BinKind::Sub, reg(self, a), reg(self, b), false),
            Some(Instr::AddImm { src, imm, sub, .. }) => {
                let op = if sub { BinKind::Sub } else { BinKind::Add };
                (op, reg(self, src), Some(Value::Int(imm as i64)), false)
            }
            Some(Instr::Bin { op, a, b, .. }) => (op, reg(self, a), reg(self, b), false),
            Some(Instr::BinInplace { op, a, b, .. }) => (op, reg(self, a), reg(self, b), true),
            _ => return Err(self.internal("an operator frame without its instruction")),
        };
        let (Some(a), Some(b)) = (a, b) else {
            return Err(self.internal("register out of range"));
        };
        self.binop_instances(op, a, b, inplace, true) // CALLBACK
    }
}
