//! Name resolution: where a name read or written in the current code lives, from the symbol
//! table's binding of it in the innermost scope (an inline comprehension, or the unit).
//!
//! Inline comprehensions are part of their unit's frame, so a variable that CPython makes a
//! cell only because an inline comprehension reads it stays a plain register here; it is a
//! real cell only when a function, lambda, generator expression or class body (a code
//! object of its own) captures it.

use super::symtable::{Binding, CompKind, ScopeId, ScopeKind};
use super::{CResult, Ctx, Slot, UnitKind};
use crate::bytecode::{Instr, Reg};
use crate::diagnostic::Diagnostic;

/// Where a name lives.
#[derive(Clone, Copy, Debug)]
pub(super) enum Loc {
    /// A register; `true` when it may be unbound and needs a check.
    Reg(Reg, bool),
    /// A register holding a cell.
    Cell(Reg),
    /// A global slot.
    Global(u32),
    /// A built-in (never rebound by the script).
    Builtin(u32),
    /// The class namespace (a class body's own name); the global slot is the fallback.
    Name(u32),
    /// A class body reading a variable of an enclosing function: the namespace first, then
    /// the cell in the register.
    ClassDeref(Reg),
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// True if the inline comprehension scopes compile into their unit's frame: list, set and
    /// dict comprehensions (generator expressions are code objects of their own).
    pub(super) fn is_inline(&self, id: ScopeId) -> bool {
        self.table.scope(id).is_some_and(|s| {
            matches!(
                s.kind,
                ScopeKind::Comprehension(CompKind::List | CompKind::Set | CompKind::Dict)
            )
        })
    }

    /// True if `name`, a cell of scope `id`, is captured by a scope that is a code object of
    /// its own (directly, or through inline comprehensions).
    pub(super) fn real_cell(&self, id: ScopeId, name: &str) -> bool {
        let Some(s) = self.table.scope(id) else {
            return false;
        };
        for &c in &s.children {
            let Some(child) = self.table.scope(c) else {
                continue;
            };
            let Some(sym) = child.lookup(name) else {
                continue;
            };
            if sym.scope != Binding::Free {
                continue;
            }
            if !self.is_inline(c) || self.real_cell(c, name) {
                return true;
            }
        }
        false
    }

    /// The binding of `name` in the innermost scope.
    fn binding(&self, name: &str) -> Option<Binding> {
        let id = self.unit.comps.last().map_or(self.unit.scope, |c| c.scope);
        self.table
            .scope(id)
            .and_then(|s| s.lookup(name))
            .map(|s| s.scope)
    }

    /// The name as mangled in the current class (`__x` in class `C` is `_C__x`).
    pub(super) fn mangled(&self, name: &str) -> String {
        let id = self.unit.comps.last().map_or(self.unit.scope, |c| c.scope);
        let private = self.table.scope(id).and_then(|s| s.private.as_deref());
        super::symtable::mangle(private, name).into_owned()
    }

    /// Resolves a name read or written in the current scope.
    pub(super) fn resolve(&mut self, n: &str) -> CResult<Loc> {
        let m = self.mangled(n);
        self.resolve_mangled(&m)
    }

    fn resolve_mangled(&mut self, n: &str) -> CResult<Loc> {
        // The annotations dict and the docstring a class body stores are names of its
        // namespace, which the symbol table does not see (CPython's compiler emits them
        // directly too).
        if matches!(n, "__annotations__" | "__doc__") && self.unit.kind == UnitKind::Class {
            return Ok(Loc::Name(self.globals.slot(n)));
        }
        let binding = self.binding(n);
        // An inline comprehension's own variables, innermost first.
        for c in self.unit.comps.iter().rev() {
            if let Some(slot) = c.slots.get(n) {
                return Ok(match slot {
                    Slot::Local(r) => Loc::Reg(*r, !self.is_bound(*r)),
                    Slot::Cell(r) => Loc::Cell(*r),
                });
            }
            // A name the comprehension does not bind is resolved outside it.
            let b = self
                .table
                .scope(c.scope)
                .and_then(|s| s.lookup(n))
                .map(|s| s.scope);
            if !matches!(b, Some(Binding::Free) | None) {
                return Ok(self.global_loc(n, b));
            }
        }
        let unit_binding = if self.unit.comps.is_empty() {
            binding
        } else {
            self.table
                .scope(self.unit.scope)
                .and_then(|s| s.lookup(n))
                .map(|s| s.scope)
        };
        match self.unit.kind {
            UnitKind::Module => Ok(self.global_loc(n, unit_binding)),
            UnitKind::Class => Ok(match unit_binding {
                Some(Binding::Local) => Loc::Name(self.globals.slot(n)),
                Some(Binding::Free) => match self.unit.cells.get(n) {
                    Some(&r) => Loc::ClassDeref(r),
                    None => Loc::Name(self.globals.slot(n)),
                },
                other => self.global_loc(n, other),
            }),
            UnitKind::Function => match self.unit.slots.get(n) {
                Some(Slot::Local(r)) => Ok(Loc::Reg(*r, !self.is_bound(*r))),
                Some(Slot::Cell(r)) => Ok(Loc::Cell(*r)),
                None => Ok(self.global_loc(n, unit_binding)),
            },
        }
    }

    /// A global or built-in name.
    fn global_loc(&mut self, n: &str, b: Option<Binding>) -> Loc {
        if b != Some(Binding::GlobalExplicit)
            && !self.globals.session
            && !self.globals.module_bound.contains(n)
        {
            if let Some(&idx) = self.globals.builtins.get(n) {
                return Loc::Builtin(idx);
            }
        }
        Loc::Global(self.globals.slot(n))
    }

    /// Loads a name into `dst`.
    pub(super) fn load_name(&mut self, n: &str, dst: Reg) -> CResult<()> {
        let n = &self.mangled(n);
        match self.resolve_mangled(n)? {
            Loc::Reg(r, check) => {
                if check {
                    self.check_bound(r, n)?;
                }
                if r != dst {
                    self.emit(Instr::Move { dst, src: r });
                }
            }
            Loc::Cell(cell) => {
                let name = self.name16(n)?;
                self.emit(Instr::LoadDeref { dst, cell, name });
            }
            Loc::Global(slot) => {
                self.emit(Instr::LoadGlobal { dst, slot });
            }
            Loc::Builtin(idx) => {
                self.emit(Instr::LoadBuiltin { dst, idx });
            }
            Loc::Name(slot) => {
                let name = self.name16(n)?;
                self.emit(Instr::LoadName { dst, name });
                self.emit(Instr::Data(slot));
            }
            Loc::ClassDeref(cell) => {
                let name = self.name16(n)?;
                self.emit(Instr::LoadClassDeref { dst, cell, name });
            }
        }
        Ok(())
    }

    /// Stores register `src` into a name.
    pub(super) fn store_name(&mut self, n: &str, src: Reg) -> CResult<()> {
        let n = &self.mangled(n);
        match self.resolve_mangled(n)? {
            Loc::Reg(r, _) => {
                if r != src {
                    self.emit(Instr::Move { dst: r, src });
                }
                self.set_bound(r, true);
            }
            Loc::Cell(cell) | Loc::ClassDeref(cell) => {
                self.emit(Instr::StoreDeref { cell, src });
            }
            Loc::Global(_) | Loc::Builtin(_) => {
                let slot = self.globals.slot(n);
                self.emit(Instr::StoreGlobal { src, slot });
            }
            Loc::Name(_) => {
                let name = self.name16(n)?;
                self.emit(Instr::StoreName { src, name });
            }
        }
        Ok(())
    }

    /// `del name`.
    pub(super) fn delete_name(&mut self, n: &str) -> CResult<()> {
        let n = &self.mangled(n);
        match self.resolve_mangled(n)? {
            Loc::Reg(r, _) => {
                self.check_bound(r, n)?;
                self.emit(Instr::DelLocal { reg: r });
                self.set_bound(r, false);
            }
            Loc::Cell(cell) | Loc::ClassDeref(cell) => {
                let name = self.name16(n)?;
                self.emit(Instr::DelDeref { cell, name });
            }
            Loc::Global(_) | Loc::Builtin(_) => {
                let slot = self.globals.slot(n);
                self.emit(Instr::DelGlobal { slot });
            }
            Loc::Name(_) => {
                let name = self.name16(n)?;
                self.emit(Instr::DelName { name });
            }
        }
        Ok(())
    }

    pub(super) fn check_bound(&mut self, r: Reg, name: &str) -> CResult<()> {
        let name = self.name_idx(name)?;
        self.emit(Instr::CheckBound { reg: r, name });
        Ok(())
    }

    /// A name index that fits an instruction's 16-bit operand.
    pub(super) fn name16(&mut self, n: &str) -> CResult<u16> {
        let i = self.name_idx(n)?;
        u16::try_from(i).map_err(|_| Diagnostic::syntax("too many names", self.unit.span))
    }

    /// The register holding the cell of `name` for a closure being made here: a cell
    /// variable of the unit or of an enclosing inline comprehension, or a free variable.
    pub(super) fn closure_cell(&self, name: &str) -> CResult<Reg> {
        for c in self.unit.comps.iter().rev() {
            if let Some(Slot::Cell(r)) = c.slots.get(name) {
                return Ok(*r);
            }
        }
        self.unit.cells.get(name).copied().ok_or_else(|| {
            Diagnostic::new(
                crate::diagnostic::ErrorKind::InternalError,
                format!("no cell for the free variable '{name}'"),
                self.unit.span,
            )
        })
    }
}
