//! Statements: assignment targets, loops and the jumps out of them, `del`, `import`, `raise`,
//! `assert`.

use super::names::Loc;
use super::{CResult, Ctx, FBlock, UnitKind};
use crate::ast::{Expr, ExprKind, Stmt, StmtKind};
use crate::bytecode::{BinKind, CmpKind, Instr, Reg};
use crate::diagnostic::{Diagnostic, ErrorKind};

pub(super) fn bin_kind(op: crate::ast::BinOp) -> BinKind {
    use crate::ast::BinOp as B;
    match op {
        B::Add => BinKind::Add,
        B::Sub => BinKind::Sub,
        B::Mult => BinKind::Mul,
        B::MatMult => BinKind::MatMul,
        B::Div => BinKind::TrueDiv,
        B::Mod => BinKind::Mod,
        B::Pow => BinKind::Pow,
        B::LShift => BinKind::LShift,
        B::RShift => BinKind::RShift,
        B::BitOr => BinKind::BitOr,
        B::BitXor => BinKind::BitXor,
        B::BitAnd => BinKind::BitAnd,
        B::FloorDiv => BinKind::FloorDiv,
    }
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// Shows the value in `r` as `sys.displayhook` does, for an expression statement of an
    /// interactive chunk ([`super::compile_step`]): nothing for None; else `_ = None`,
    /// `print(repr(value))`, `_ = value`. Calls the built-ins themselves (a global named
    /// `print` does not change it); a policy without `print` or `repr` shows nothing.
    fn display(&mut self, r: Reg) -> CResult<()> {
        let (Some(&print), Some(&repr)) = (
            self.globals.builtins.get("print"),
            self.globals.builtins.get("repr"),
        ) else {
            return Ok(());
        };
        let none = self.tmp()?;
        self.emit(Instr::LoadNone { dst: none });
        let is_none = self.tmp()?;
        self.emit(Instr::Cmp {
            op: CmpKind::Is,
            dst: is_none,
            a: r,
            b: none,
        });
        let skip = self.emit(Instr::JumpIfTrue {
            cond: is_none,
            target: 0,
        });
        let slot = self.globals.slot("_");
        self.emit(Instr::StoreGlobal { src: none, slot });
        let f = self.tmps(2)?;
        let g = self.tmps(2)?;
        self.emit(Instr::LoadBuiltin { dst: f, idx: print });
        self.emit(Instr::LoadBuiltin { dst: g, idx: repr });
        self.emit(Instr::Move { dst: g + 1, src: r });
        self.emit(Instr::Call {
            dst: f + 1,
            func: g,
            argc: 1,
        });
        self.emit(Instr::Call {
            dst: f,
            func: f,
            argc: 1,
        });
        self.emit(Instr::StoreGlobal { src: r, slot });
        self.patch_here(skip);
        Ok(())
    }

    /// `__name__` is `"__main__"` for the script, as for CPython's main module.
    pub(super) fn module_prologue(&mut self) -> CResult<()> {
        let uses_name = self
            .table
            .scopes
            .iter()
            .any(|s| s.lookup("__name__").is_some());
        if uses_name {
            let r = self.tmp()?;
            let idx = self.add_const(crate::bytecode::Const::Str("__main__".into()))?;
            self.emit(Instr::LoadConst { dst: r, idx });
            let slot = self.globals.slot("__name__");
            self.emit(Instr::StoreGlobal { src: r, slot });
            self.release(r as u32);
        }
        Ok(())
    }

    pub(super) fn stmt(&mut self, s: &'a Stmt) -> CResult<()> {
        self.unit.span = s.span;
        let mark = self.mark();
        match &s.kind {
            StmtKind::Expr(e) => {
                let r = self.tmp()?;
                self.expr_into(e, r)?;
                if self.globals.interactive && self.unit.kind == UnitKind::Module {
                    self.unit.span = s.span;
                    self.display(r)?;
                }
            }
            StmtKind::Pass | StmtKind::Global(_) | StmtKind::Nonlocal(_) => {}
            StmtKind::Assign { targets, value } => self.assign(targets, value)?,
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
                simple,
            } => self.ann_assign(target, annotation, value.as_ref(), *simple)?,
            StmtKind::AugAssign { target, op, value } => {
                self.aug_assign(target, bin_kind(*op), value)?
            }
            StmtKind::If { test, body, orelse } => {
                let else_jumps = self.cond_jump(test, false)?;
                let saved = self.unit.bound.clone();
                self.block(body)?;
                self.unit.bound = saved.clone();
                if orelse.is_empty() {
                    for j in else_jumps {
                        self.patch_here(j);
                    }
                } else {
                    let end = self.emit(Instr::Jump { target: 0 });
                    for j in else_jumps {
                        self.patch_here(j);
                    }
                    self.block(orelse)?;
                    self.unit.bound = saved;
                    self.patch_here(end);
                }
            }
            StmtKind::While { test, body, orelse } => self.while_stmt(test, body, orelse)?,
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
                is_async,
            } => {
                if *is_async {
                    return Err(Diagnostic::unsupported("async for", s.span));
                }
                self.for_stmt(target, iter, body, orelse)?
            }
            StmtKind::Break => self.break_stmt(s)?,
            StmtKind::Continue => self.continue_stmt(s)?,
            StmtKind::Return(value) => self.return_stmt(s, value.as_ref())?,
            StmtKind::FunctionDef(f) => self.function_def(f, s.span)?,
            StmtKind::ClassDef(c) => self.class_def(c, s.span)?,
            StmtKind::Delete(targets) => {
                for t in targets {
                    self.delete(t)?;
                }
            }
            StmtKind::Raise { exc, cause } => match (exc, cause) {
                (None, _) => {
                    self.emit(Instr::RaiseBare);
                }
                (Some(exc), None) => {
                    let r = self.expr_to_reg(exc)?;
                    self.unit.span = s.span;
                    self.emit(Instr::Raise { src: r });
                }
                (Some(exc), Some(cause)) => {
                    let r = self.tmp()?;
                    self.expr_into(exc, r)?;
                    let c = self.tmp()?;
                    self.expr_into(cause, c)?;
                    self.unit.span = s.span;
                    self.emit(Instr::RaiseFrom { src: r, cause: c });
                }
            },
            StmtKind::Assert { test, msg } => {
                let ok = self.cond_jump(test, true)?;
                let r = self.tmp()?;
                if let Some(m) = msg {
                    self.expr_into(m, r)?;
                }
                // CPython points at the test (unless it is a constant).
                self.unit.span = match test.kind {
                    ExprKind::Constant(_) => s.span,
                    _ => test.span,
                };
                self.emit(Instr::AssertFail {
                    src: r,
                    has_msg: msg.is_some(),
                });
                for j in ok {
                    self.patch_here(j);
                }
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
                is_star,
            } => {
                if *is_star {
                    return Err(Diagnostic::unsupported("'except*'", s.span));
                }
                self.try_stmt(body, handlers, orelse, finalbody)?
            }
            StmtKind::With {
                items,
                body,
                is_async,
            } => {
                if *is_async {
                    return Err(Diagnostic::unsupported("async with", s.span));
                }
                self.with_stmt(items, body)?
            }
            StmtKind::Match { subject, cases } => self.match_stmt(subject, cases)?,
            StmtKind::Import(aliases) => {
                for a in aliases {
                    if a.name.contains('.') {
                        return Err(Diagnostic::new(
                            ErrorKind::ModuleNotFoundError,
                            format!("No module named '{}'", a.name),
                            a.span,
                        ));
                    }
                    let idx = self.globals.module(&a.name);
                    let r = self.tmp()?;
                    // CPython positions an import at the whole statement.
                    self.unit.span = s.span;
                    self.emit(Instr::ImportName {
                        dst: r,
                        module: idx,
                    });
                    let bind = a.asname.as_deref().unwrap_or(&a.name);
                    self.store_name(bind, r)?;
                }
            }
            StmtKind::ImportFrom { module, names, .. } => {
                let Some(module) = module else {
                    return Err(Diagnostic::unsupported("relative import", s.span));
                };
                let idx = self.globals.module(module);
                let m = self.tmp()?;
                self.unit.span = s.span;
                self.emit(Instr::ImportName {
                    dst: m,
                    module: idx,
                });
                for a in names {
                    if a.name == "*" {
                        return Err(Diagnostic::unsupported("'from ... import *'", a.span));
                    }
                    let r = self.tmp()?;
                    let name = self.name16(&a.name)?;
                    self.unit.span = a.span;
                    self.emit(Instr::GetAttr {
                        dst: r,
                        obj: m,
                        name,
                    });
                    let bind = a.asname.as_deref().unwrap_or(&a.name);
                    self.store_name(bind, r)?;
                }
            }
        }
        self.release(mark);
        Ok(())
    }

    fn assign(&mut self, targets: &'a [Expr], value: &'a Expr) -> CResult<()> {
        // `x = expr` with a local `x`: compute straight into its register.
        if let [t] = targets {
            if let ExprKind::Name(n) = &t.kind {
                if let Loc::Reg(r, _) = self.resolve(n)? {
                    self.expr_into(value, r)?;
                    self.set_bound(r, true);
                    return Ok(());
                }
            }
        }
        let r = self.expr_to_reg(value)?;
        for t in targets {
            self.store(t, r)?;
        }
        Ok(())
    }

    /// `target: annotation [= value]`: the annotation is evaluated (and, in a class body,
    /// recorded in `__annotations__`) except in a function, as CPython does.
    fn ann_assign(
        &mut self,
        target: &'a Expr,
        annotation: &'a Expr,
        value: Option<&'a Expr>,
        simple: bool,
    ) -> CResult<()> {
        if let Some(v) = value {
            self.assign(std::slice::from_ref(target), v)?;
        } else if let ExprKind::Name(_) = target.kind {
        } else if !matches!(self.unit.kind, super::UnitKind::Function) {
            // `a.b: int` evaluates `a` (CPython checks the target), not the attribute.
            if let ExprKind::Attribute { value, .. } | ExprKind::Subscript { value, .. } =
                &target.kind
            {
                let r = self.tmp()?;
                self.expr_into(value, r)?;
            }
        }
        match self.unit.kind {
            super::UnitKind::Function => {}
            super::UnitKind::Class => {
                let a = self.tmp()?;
                self.expr_into(annotation, a)?;
                if let (ExprKind::Name(n), true) = (&target.kind, simple) {
                    let d = self.tmp()?;
                    self.load_name("__annotations__", d)?;
                    let k = self.tmp()?;
                    let mangled = self.mangled(n);
                    let idx = self.add_const(crate::bytecode::Const::Str(mangled))?;
                    self.emit(Instr::LoadConst { dst: k, idx });
                    self.emit(Instr::SetItem {
                        obj: d,
                        key: k,
                        src: a,
                    });
                }
            }
            super::UnitKind::Module => {
                let a = self.tmp()?;
                self.expr_into(annotation, a)?;
            }
        }
        Ok(())
    }

    fn aug_assign(&mut self, target: &'a Expr, op: BinKind, value: &'a Expr) -> CResult<()> {
        let span = self.unit.span;
        match &target.kind {
            ExprKind::Name(n) => match self.resolve(n)? {
                Loc::Reg(r, check) => {
                    if check {
                        // Reported at the name, as CPython positions its load.
                        self.unit.span = target.span;
                        self.check_bound(r, n)?;
                    }
                    let v = self.expr_to_reg(value)?;
                    self.unit.span = span;
                    self.emit_inplace(op, r, r, v);
                }
                _ => {
                    let cur = self.tmp()?;
                    self.unit.span = target.span;
                    self.load_name(n, cur)?;
                    let v = self.expr_to_reg(value)?;
                    self.unit.span = span;
                    self.emit_inplace(op, cur, cur, v);
                    self.store_name(n, cur)?;
                }
            },
            ExprKind::Subscript { value: obj, slice } => {
                let o = self.expr_to_reg(obj)?;
                let k = self.subscript_key(slice)?;
                let cur = self.tmp()?;
                self.unit.span = target.span;
                self.emit(Instr::GetItem {
                    dst: cur,
                    obj: o,
                    key: k,
                });
                let v = self.expr_to_reg(value)?;
                self.unit.span = span;
                self.emit_inplace(op, cur, cur, v);
                self.emit(Instr::SetItem {
                    obj: o,
                    key: k,
                    src: cur,
                });
            }
            ExprKind::Attribute { value: obj, attr } => {
                let o = self.expr_to_reg(obj)?;
                let name = self.attr_name(attr)?;
                let cur = self.tmp()?;
                self.unit.span = target.span;
                self.emit(Instr::GetAttr {
                    dst: cur,
                    obj: o,
                    name,
                });
                let v = self.expr_to_reg(value)?;
                self.unit.span = span;
                self.emit_inplace(op, cur, cur, v);
                self.emit(Instr::SetAttr {
                    obj: o,
                    name,
                    src: cur,
                });
            }
            _ => {
                return Err(Diagnostic::syntax(
                    "'expression' is an illegal expression for augmented assignment",
                    target.span,
                ))
            }
        }
        Ok(())
    }

    fn emit_inplace(&mut self, op: BinKind, dst: Reg, a: Reg, b: Reg) {
        self.emit(Instr::BinInplace { op, dst, a, b });
    }

    /// The name index of an attribute (mangled inside a class, as CPython mangles it).
    pub(super) fn attr_name(&mut self, attr: &str) -> CResult<u16> {
        let m = self.mangled(attr);
        self.name16(&m)
    }

    /// Stores register `src` into an assignment target.
    pub(super) fn store(&mut self, t: &'a Expr, src: Reg) -> CResult<()> {
        let span = self.unit.span;
        match &t.kind {
            ExprKind::Name(n) => self.store_name(n, src)?,
            ExprKind::Subscript { value, slice } => {
                let mark = self.mark();
                let o = self.expr_to_reg(value)?;
                let k = self.subscript_key(slice)?;
                self.unit.span = t.span;
                self.emit(Instr::SetItem {
                    obj: o,
                    key: k,
                    src,
                });
                self.release(mark);
            }
            ExprKind::Attribute { value, attr } => {
                let mark = self.mark();
                let o = self.expr_to_reg(value)?;
                let name = self.attr_name(attr)?;
                self.unit.span = t.span;
                self.emit(Instr::SetAttr { obj: o, name, src });
                self.release(mark);
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let mark = self.mark();
                let stars: Vec<usize> = items
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| matches!(e.kind, ExprKind::Starred(_)))
                    .map(|(i, _)| i)
                    .collect();
                let base = self.tmps(items.len())?;
                self.unit.span = t.span;
                match stars.as_slice() {
                    [] => {
                        let count = u16::try_from(items.len()).map_err(|_| {
                            Diagnostic::syntax("too many expressions in assignment", t.span)
                        })?;
                        self.emit(Instr::Unpack {
                            src,
                            dst: base,
                            count,
                        });
                    }
                    [k] => {
                        let before = u8::try_from(*k);
                        let after = u8::try_from(items.len() - k - 1);
                        let (Ok(before), Ok(after)) = (before, after) else {
                            return Err(Diagnostic::syntax(
                                "too many expressions in star-unpacking assignment",
                                t.span,
                            ));
                        };
                        self.emit(Instr::UnpackEx {
                            src,
                            dst: base,
                            before,
                            after,
                        });
                    }
                    _ => {
                        return Err(Diagnostic::syntax(
                            "multiple starred expressions in assignment",
                            t.span,
                        ))
                    }
                }
                for (i, item) in items.iter().enumerate() {
                    let inner = match &item.kind {
                        ExprKind::Starred(inner) => inner,
                        _ => item,
                    };
                    self.store(inner, base + i as Reg)?;
                }
                self.release(mark);
            }
            ExprKind::Starred(_) => {
                return Err(Diagnostic::syntax(
                    "starred assignment target must be in a list or tuple",
                    t.span,
                ))
            }
            _ => return Err(Diagnostic::syntax("cannot assign to expression", t.span)),
        }
        self.unit.span = span;
        Ok(())
    }

    fn delete(&mut self, t: &'a Expr) -> CResult<()> {
        self.unit.span = t.span;
        match &t.kind {
            ExprKind::Name(n) => self.delete_name(n)?,
            ExprKind::Subscript { value, slice } => {
                let mark = self.mark();
                let o = self.expr_to_reg(value)?;
                let k = self.subscript_key(slice)?;
                self.unit.span = t.span;
                self.emit(Instr::DelItem { obj: o, key: k });
                self.release(mark);
            }
            ExprKind::Attribute { value, attr } => {
                let mark = self.mark();
                let o = self.expr_to_reg(value)?;
                let name = self.attr_name(attr)?;
                self.unit.span = t.span;
                self.emit(Instr::DelAttr { obj: o, name });
                self.release(mark);
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.delete(i)?;
                }
            }
            _ => return Err(Diagnostic::syntax("cannot delete expression", t.span)),
        }
        Ok(())
    }

    fn while_stmt(&mut self, test: &'a Expr, body: &'a [Stmt], orelse: &'a [Stmt]) -> CResult<()> {
        let forever = matches!(test.kind, ExprKind::Constant(crate::ast::Constant::True));
        let exit_jumps = if forever {
            Vec::new()
        } else {
            self.cond_jump(test, false)?
        };
        let top = self.here();
        self.push_block(FBlock::Loop {
            continue_target: if forever { Some(top) } else { None },
            continue_patches: Vec::new(),
            break_patches: Vec::new(),
        })?;
        let saved = self.unit.bound.clone();
        self.block(body)?;
        self.unit.bound = saved;
        let (continues, breaks) = self.pop_loop();
        for j in continues {
            self.patch_here(j);
        }
        if forever {
            self.emit(Instr::Jump { target: top });
        } else {
            self.unit.span = test.span;
            for j in self.cond_jump(test, true)? {
                self.patch(j, top);
            }
        }
        for j in exit_jumps {
            self.patch_here(j);
        }
        self.block(orelse)?;
        for j in breaks {
            self.patch_here(j);
        }
        Ok(())
    }

    /// Leaves the innermost loop block: its pending `continue` and `break` jumps.
    fn pop_loop(&mut self) -> (Vec<usize>, Vec<usize>) {
        match self.unit.blocks.pop() {
            Some(FBlock::Loop {
                continue_patches,
                break_patches,
                ..
            }) => (continue_patches, break_patches),
            _ => (Vec::new(), Vec::new()),
        }
    }

    /// `range(...)` with the built-in `range` and 1 to 3 plain positional arguments.
    pub(super) fn range_args(&mut self, iter: &'a Expr) -> CResult<Option<&'a [Expr]>> {
        if let ExprKind::Call {
            func,
            args,
            keywords,
        } = &iter.kind
        {
            if let ExprKind::Name(n) = &func.kind {
                if n == "range"
                    && keywords.is_empty()
                    && (1..=3).contains(&args.len())
                    && !args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_)))
                    && matches!(self.resolve(n)?, Loc::Builtin(_))
                {
                    return Ok(Some(args));
                }
            }
        }
        Ok(None)
    }

    /// Emits the loop head of a `for` over `iter` and returns (loop top, exit jump, register
    /// holding each item). When `target` is a plain local the item goes straight into it. With
    /// `comp`, the iterable was already evaluated into `comp`'s register (a comprehension's
    /// first iterable is evaluated outside its scope).
    pub(super) fn loop_head(
        &mut self,
        target: &'a Expr,
        iter: &'a Expr,
        comp: bool,
    ) -> CResult<(u32, usize, Reg)> {
        let header = self.unit.span;
        let range = self.range_args(iter)?;
        let (base, it) = match range {
            Some(args) => {
                let base = self.tmps(3)?;
                for (i, a) in args.iter().enumerate() {
                    self.expr_into(a, base + i as Reg)?;
                }
                self.unit.span = iter.span;
                self.emit(Instr::RangePrep {
                    base,
                    argc: args.len() as u16,
                });
                (Some(base), 0)
            }
            None => {
                let it = self.tmp()?;
                self.iterable_into(iter, it)?;
                // CPython positions the iteration of a `for` at the statement and of a
                // comprehension at the whole comprehension.
                self.unit.span = if comp { self.unit.comp_span } else { header };
                self.emit(Instr::GetIter { dst: it, src: it });
                (None, it)
            }
        };
        self.loop_head_from(target, base, it, comp)
    }

    /// The rest of [`Ctx::loop_head`] once the iterator (or range window) is ready.
    pub(super) fn loop_head_from(
        &mut self,
        target: &'a Expr,
        range_base: Option<Reg>,
        it: Reg,
        comp: bool,
    ) -> CResult<(u32, usize, Reg)> {
        let header = self.unit.span;
        let direct = match &target.kind {
            ExprKind::Name(n) => match self.resolve(n)? {
                Loc::Reg(r, _) => Some(r),
                _ => None,
            },
            _ => None,
        };
        let item = match direct {
            Some(r) => r,
            None => self.tmp()?,
        };
        let top = self.here();
        self.unit.span = if comp { self.unit.comp_span } else { header };
        match range_base {
            Some(base) => self.emit(Instr::ForRange { base, dst: item }),
            None => self.emit(Instr::ForIter {
                iter: it,
                dst: item,
            }),
        };
        let exit = self.emit(Instr::Jump { target: 0 });
        Ok((top, exit, item))
    }

    fn for_stmt(
        &mut self,
        target: &'a Expr,
        iter: &'a Expr,
        body: &'a [Stmt],
        orelse: &'a [Stmt],
    ) -> CResult<()> {
        let mark = self.mark();
        let span = self.unit.span;
        let (top, exit, item) = self.loop_head(target, iter, false)?;
        self.unit.span = span;
        let saved = self.unit.bound.clone();
        self.store(target, item)?;
        self.push_block(FBlock::Loop {
            continue_target: Some(top),
            continue_patches: Vec::new(),
            break_patches: Vec::new(),
        })?;
        self.block(body)?;
        self.unit.bound = saved;
        self.emit(Instr::Jump { target: top });
        self.patch_here(exit);
        let (_, breaks) = self.pop_loop();
        self.block(orelse)?;
        for j in breaks {
            self.patch_here(j);
        }
        self.release(mark);
        Ok(())
    }

    fn break_stmt(&mut self, s: &Stmt) -> CResult<()> {
        let Some(depth) = self.innermost_loop() else {
            return Err(Diagnostic::syntax("'break' outside loop", s.span));
        };
        self.unwind_blocks(depth + 1)?;
        self.unit.span = s.span;
        let j = self.emit(Instr::Jump { target: 0 });
        self.reopen_blocks(depth + 1);
        if let Some(FBlock::Loop { break_patches, .. }) = self.unit.blocks.get_mut(depth) {
            break_patches.push(j);
        }
        Ok(())
    }

    fn continue_stmt(&mut self, s: &Stmt) -> CResult<()> {
        let Some(depth) = self.innermost_loop() else {
            return Err(Diagnostic::syntax(
                "'continue' not properly in loop",
                s.span,
            ));
        };
        self.unwind_blocks(depth + 1)?;
        self.unit.span = s.span;
        let j = self.emit(Instr::Jump { target: 0 });
        self.reopen_blocks(depth + 1);
        let target = match self.unit.blocks.get_mut(depth) {
            Some(FBlock::Loop {
                continue_target,
                continue_patches,
                ..
            }) => match continue_target {
                Some(t) => Some(*t),
                None => {
                    continue_patches.push(j);
                    None
                }
            },
            _ => None,
        };
        if let Some(t) = target {
            self.patch(j, t);
        }
        Ok(())
    }

    fn innermost_loop(&self) -> Option<usize> {
        self.unit
            .blocks
            .iter()
            .rposition(|b| matches!(b, FBlock::Loop { .. }))
    }

    fn return_stmt(&mut self, s: &Stmt, value: Option<&'a Expr>) -> CResult<()> {
        if self.unit.kind != super::UnitKind::Function {
            return Err(Diagnostic::syntax("'return' outside function", s.span));
        }
        // With exit actions to run first, the value is copied: a `finally` may rebind the
        // variable returned, and the value returned must not change.
        let plain = self
            .unit
            .blocks
            .iter()
            .all(|b| matches!(b, FBlock::Loop { .. } | FBlock::TryExcept(_)));
        let r = match value {
            Some(v) if plain => self.expr_to_reg(v)?,
            Some(v) => {
                let r = self.tmp()?;
                self.expr_into(v, r)?;
                r
            }
            None => {
                let r = self.tmp()?;
                self.emit(Instr::LoadNone { dst: r });
                r
            }
        };
        self.unwind_blocks(0)?;
        self.unit.span = s.span;
        self.emit(Instr::Return { src: r });
        self.reopen_blocks(0);
        Ok(())
    }
}
