//! `try`/`except`/`else`/`finally`, `with`, and the blocks a `return`, `break` or `continue`
//! leaves on its way out.
//!
//! Exceptions go through the code's exception table: each protected range of instructions
//! names a handler, the register that receives the exception, and how many exceptions are
//! being handled there (the handler ends the handling of deeper ones). As in CPython, a
//! `finally` body is compiled once per way out: inline after the protected code, before each
//! `return`/`break`/`continue` that leaves it (outside its protection), and as the handler
//! that runs it for an exception and re-raises.
//!
//! The shape of `try: B except E as e: H else: L finally: F`:
//!
//! ```text
//!     B                 ; protected: -> DISPATCH (the exception in x), and -> FIN_EXC
//!     L                 ; protected: -> FIN_EXC
//!     F; jump END
//! DISPATCH:
//!     PushExc x
//!     ExcMatch E -> no: NEXT
//!     e = x; H          ; protected: -> CLEANUP, and -> FIN_EXC
//!     e = None; del e; PopExc; jump TAIL
//! CLEANUP: e = None; del e; Reraise
//! NEXT: Reraise x
//! TAIL: F; jump END
//! FIN_EXC: PushExc y; F; PopExc; Reraise y
//! END:
//! ```

use super::{CResult, Ctx, FBlock, Ranges};
use crate::ast::{ExceptHandler, Stmt, WithItem};
use crate::bytecode::{Instr, Reg, Special};
use crate::diagnostic::Diagnostic;

impl<'c, 'a> Ctx<'c, 'a> {
    pub(super) fn try_stmt(
        &mut self,
        body: &'a [Stmt],
        handlers: &'a [ExceptHandler],
        orelse: &'a [Stmt],
        finalbody: &'a [Stmt],
    ) -> CResult<()> {
        if finalbody.is_empty() {
            return self.try_except(body, handlers, orelse);
        }
        let depth = self.unit.depth;
        let saved = self.unit.bound.clone();
        let mut fin = Ranges::default();
        fin.open(self.here());
        self.push_block(FBlock::Finally(finalbody, fin))?;
        if handlers.is_empty() {
            self.block(body)?;
        } else {
            self.try_except(body, handlers, orelse)?;
        }
        let Some(FBlock::Finally(_, mut fin)) = self.unit.blocks.pop() else {
            return Err(self.internal("finally block lost"));
        };
        fin.close(self.here());
        // The normal way out (and each handled exception's) runs the body inline.
        self.unit.bound = saved.clone();
        self.block(finalbody)?;
        let end = self.emit(Instr::Jump { target: 0 });
        // The exceptional way out: run it with the exception being handled, re-raise.
        let handler = self.here();
        let x = self.tmp()?;
        for (s, e) in fin.0 {
            self.add_handler(s, e, handler, x, depth);
        }
        self.emit(Instr::PushExc { src: x });
        self.unit.depth += 1;
        self.push_block(FBlock::FinallyActive)?;
        self.unit.bound = saved.clone();
        self.block(finalbody)?;
        self.unit.blocks.pop();
        self.unit.depth -= 1;
        self.emit(Instr::PopExc);
        self.emit(Instr::Reraise { src: x });
        self.patch_here(end);
        self.unit.bound = saved;
        Ok(())
    }

    /// `try`/`except`/`else` (inside the `finally` block, if there is one).
    fn try_except(
        &mut self,
        body: &'a [Stmt],
        handlers: &'a [ExceptHandler],
        orelse: &'a [Stmt],
    ) -> CResult<()> {
        let depth = self.unit.depth;
        let saved = self.unit.bound.clone();
        let mut prot = Ranges::default();
        prot.open(self.here());
        self.push_block(FBlock::TryExcept(prot))?;
        self.block(body)?;
        let Some(FBlock::TryExcept(mut prot)) = self.unit.blocks.pop() else {
            return Err(self.internal("try block lost"));
        };
        prot.close(self.here());
        self.unit.bound = saved.clone();
        self.block(orelse)?;
        let mut ends = vec![self.emit(Instr::Jump { target: 0 })];
        let dispatch = self.here();
        let x = self.tmp()?;
        for (s, e) in prot.0 {
            self.add_handler(s, e, dispatch, x, depth);
        }
        self.emit(Instr::PushExc { src: x });
        self.unit.depth += 1;
        let mut reraise = true;
        for (i, h) in handlers.iter().enumerate() {
            self.unit.span = h.span;
            self.unit.bound = saved.clone();
            let next = match &h.type_ {
                Some(t) => {
                    let mark = self.mark();
                    let c = self.tmp()?;
                    self.expr_into(t, c)?;
                    let m = self.tmp()?;
                    self.unit.span = h.span;
                    self.emit(Instr::ExcMatch {
                        dst: m,
                        exc: x,
                        cls: c,
                    });
                    let j = self.emit(Instr::JumpIfFalse { cond: m, target: 0 });
                    self.release(mark);
                    Some(j)
                }
                None if i + 1 < handlers.len() => {
                    return Err(Diagnostic::syntax("default 'except:' must be last", h.span))
                }
                None => None,
            };
            if let Some(n) = &h.name {
                self.store_name(n, x)?;
            }
            let mut cleanup = Ranges::default();
            cleanup.open(self.here());
            self.push_block(FBlock::Handler(h.name.as_deref(), cleanup))?;
            self.block(&h.body)?;
            let Some(FBlock::Handler(_, mut cleanup)) = self.unit.blocks.pop() else {
                return Err(self.internal("handler block lost"));
            };
            cleanup.close(self.here());
            self.unbind_handler_name(h.name.as_deref())?;
            self.emit(Instr::PopExc);
            ends.push(self.emit(Instr::Jump { target: 0 }));
            if h.name.is_some() {
                // An exception escaping the body: `e = None; del e`, then on with it.
                let handler = self.here();
                let y = self.tmp()?;
                for (s, e) in cleanup.0 {
                    self.add_handler(s, e, handler, y, depth + 1);
                }
                self.unbind_handler_name(h.name.as_deref())?;
                self.emit(Instr::Reraise { src: y });
            }
            match next {
                Some(j) => self.patch_here(j),
                None => {
                    reraise = false;
                    break;
                }
            }
        }
        if reraise {
            // No clause matched: on with the exception.
            self.emit(Instr::Reraise { src: x });
        }
        self.unit.depth -= 1;
        for j in ends {
            self.patch_here(j);
        }
        self.unit.bound = saved;
        Ok(())
    }

    /// `e = None; del e` at the end of `except ... as e`.
    fn unbind_handler_name(&mut self, name: Option<&str>) -> CResult<()> {
        if let Some(n) = name {
            let mark = self.mark();
            let r = self.tmp()?;
            self.emit(Instr::LoadNone { dst: r });
            self.store_name(n, r)?;
            self.delete_name(n)?;
            self.release(mark);
        }
        Ok(())
    }

    pub(super) fn with_stmt(&mut self, items: &'a [WithItem], body: &'a [Stmt]) -> CResult<()> {
        let Some((first, rest)) = items.split_first() else {
            return self.block(body);
        };
        let span = self.unit.span;
        let depth = self.unit.depth;
        let saved = self.unit.bound.clone();
        let mgr = self.tmp()?;
        self.expr_into(&first.context_expr, mgr)?;
        self.unit.span = span;
        let enter = self.tmp()?;
        self.emit(Instr::LoadSpecial {
            dst: enter,
            obj: mgr,
            which: Special::Enter,
        });
        let exit = self.tmp()?;
        self.emit(Instr::LoadSpecial {
            dst: exit,
            obj: mgr,
            which: Special::Exit,
        });
        let value = self.tmp()?;
        self.emit(Instr::Call {
            dst: value,
            func: enter,
            argc: 0,
        });
        let mut prot = Ranges::default();
        prot.open(self.here());
        self.push_block(FBlock::With(exit, prot))?;
        if let Some(target) = &first.optional_vars {
            self.store(target, value)?;
        }
        if rest.is_empty() {
            self.block(body)?;
        } else {
            self.with_stmt(rest, body)?;
        }
        let Some(FBlock::With(_, mut prot)) = self.unit.blocks.pop() else {
            return Err(self.internal("with block lost"));
        };
        prot.close(self.here());
        // The normal way out: __exit__(None, None, None).
        self.unit.span = span;
        self.call_exit(exit)?;
        let done = self.emit(Instr::Jump { target: 0 });
        // An exception: __exit__(type, value, traceback); a true result suppresses it.
        let handler = self.here();
        let x = self.tmp()?;
        for (s, e) in prot.0 {
            self.add_handler(s, e, handler, x, depth);
        }
        self.emit(Instr::PushExc { src: x });
        let args = self.tmps(4)?;
        self.emit(Instr::Move {
            dst: args,
            src: exit,
        });
        self.emit(Instr::ExcTriple {
            dst: args + 1,
            exc: x,
        });
        let r = self.tmp()?;
        self.emit(Instr::Call {
            dst: r,
            func: args,
            argc: 3,
        });
        let keep = self.emit(Instr::JumpIfTrue { cond: r, target: 0 });
        self.emit(Instr::Reraise { src: x });
        self.patch_here(keep);
        self.emit(Instr::PopExc);
        self.patch_here(done);
        self.unit.bound = saved;
        Ok(())
    }

    /// `exit(None, None, None)`, its result discarded.
    fn call_exit(&mut self, exit: Reg) -> CResult<()> {
        let mark = self.mark();
        let args = self.tmps(4)?;
        self.emit(Instr::Move {
            dst: args,
            src: exit,
        });
        for i in 1..4 {
            self.emit(Instr::LoadNone { dst: args + i });
        }
        self.emit(Instr::Call {
            dst: args,
            func: args,
            argc: 3,
        });
        self.release(mark);
        Ok(())
    }

    /// Compiles the exit actions of the blocks above index `down_to`, innermost first, each
    /// outside its own protection and with the blocks outside it in force: what a `return`,
    /// `break` or `continue` must do on its way out. The caller emits its jump, then calls
    /// [`Ctx::reopen_blocks`].
    pub(super) fn unwind_blocks(&mut self, down_to: usize) -> CResult<()> {
        let saved_depth = self.unit.depth;
        let mut i = self.unit.blocks.len();
        while i > down_to {
            i -= 1;
            let here = self.here();
            let mut rest = self.unit.blocks.split_off(i);
            if let Some(r) = rest.first_mut().and_then(FBlock::ranges) {
                r.close(here);
            }
            let r = match rest.first() {
                Some(FBlock::Finally(body, _)) => {
                    let body: &'a [Stmt] = body;
                    self.block(body)
                }
                Some(FBlock::Handler(name, _)) => {
                    let name = *name;
                    let r = self.unbind_handler_name(name);
                    self.emit(Instr::PopExc);
                    self.unit.depth = self.unit.depth.saturating_sub(1);
                    r
                }
                Some(FBlock::FinallyActive) => {
                    self.emit(Instr::PopExc);
                    self.unit.depth = self.unit.depth.saturating_sub(1);
                    Ok(())
                }
                Some(FBlock::With(exit, _)) => {
                    let exit = *exit;
                    self.call_exit(exit)
                }
                _ => Ok(()),
            };
            self.unit.blocks.extend(rest);
            r?;
        }
        self.unit.depth = saved_depth;
        Ok(())
    }

    /// Reopens the protection of the blocks above `down_to` after a jump out of them.
    pub(super) fn reopen_blocks(&mut self, down_to: usize) {
        let here = self.here();
        for b in self.unit.blocks.iter_mut().skip(down_to) {
            if let Some(r) = b.ranges() {
                r.open(here);
            }
        }
    }

    pub(super) fn internal(&self, what: &str) -> Diagnostic {
        Diagnostic::new(
            crate::diagnostic::ErrorKind::InternalError,
            what.to_string(),
            self.unit.span,
        )
    }
}
