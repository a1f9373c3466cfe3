//! Statements: assignment targets, control flow, `def`.

use std::collections::HashMap;

use super::scope::{self, Bindings};
use super::{empty_code, CResult, Ctx, LoopCtx, Unit};
use crate::ast::{Arguments, Expr, ExprKind, Span, Stmt, StmtKind};
use crate::bytecode::{BinKind, Instr, Reg};
use crate::diagnostic::Diagnostic;

/// Where a name lives.
pub(super) enum Loc {
    /// A register; `true` when it may be unbound and needs a check.
    Reg(Reg, bool),
    Global(u32),
    Builtin(u32),
}

/// The body of a function: statements, or a lambda's expression.
pub(super) enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}

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

impl Ctx<'_> {
    pub(super) fn stmt(&mut self, s: &Stmt) -> CResult<()> {
        self.unit.span = s.span;
        let mark = self.mark();
        match &s.kind {
            StmtKind::Expr(e) => {
                let r = self.tmp()?;
                self.expr_into(e, r)?;
            }
            StmtKind::Pass | StmtKind::Global(_) => {}
            StmtKind::Assign { targets, value } => self.assign(targets, value)?,
            StmtKind::AnnAssign {
                target,
                value: Some(v),
                ..
            } => self.assign(std::slice::from_ref(target), v)?,
            StmtKind::AnnAssign { value: None, .. } => {}
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
            StmtKind::Break => {
                let j = self.emit(Instr::Jump { target: 0 });
                match self.unit.loops.last_mut() {
                    Some(l) => l.break_patches.push(j),
                    None => return Err(Diagnostic::syntax("'break' outside loop", s.span)),
                }
            }
            StmtKind::Continue => {
                let j = self.emit(Instr::Jump { target: 0 });
                let target = match self.unit.loops.last_mut() {
                    Some(l) => match l.continue_target {
                        Some(t) => Some(t),
                        None => {
                            l.continue_patches.push(j);
                            None
                        }
                    },
                    None => {
                        return Err(Diagnostic::syntax(
                            "'continue' not properly in loop",
                            s.span,
                        ))
                    }
                };
                if let Some(t) = target {
                    self.patch(j, t);
                }
            }
            StmtKind::Return(value) => {
                if self.unit.is_module {
                    return Err(Diagnostic::syntax("'return' outside function", s.span));
                }
                let r = match value {
                    Some(v) => self.expr_to_reg(v)?,
                    None => {
                        let r = self.tmp()?;
                        self.emit(Instr::LoadNone { dst: r });
                        r
                    }
                };
                self.emit(Instr::Return { src: r });
            }
            StmtKind::FunctionDef(f) => {
                if !f.decorators.is_empty() {
                    return Err(super::refused("decorators", s.span));
                }
                if f.is_async {
                    return Err(super::refused("async functions", s.span));
                }
                let r = self.tmp()?;
                self.make_function(&f.name, &f.args, FnBody::Stmts(&f.body), r, s.span)?;
                self.unit.span = s.span;
                self.store_name(&f.name, r)?;
            }
            StmtKind::Delete(targets) => {
                for t in targets {
                    self.delete(t)?;
                }
            }
            StmtKind::Raise { exc, cause } => {
                if cause.is_some() {
                    return Err(Diagnostic::unsupported("'raise ... from'", s.span));
                }
                let Some(exc) = exc else {
                    return Err(Diagnostic::unsupported("bare 'raise'", s.span));
                };
                let r = self.expr_to_reg(exc)?;
                self.unit.span = s.span;
                self.emit(Instr::Raise { src: r });
            }
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
            StmtKind::ClassDef(_) => return Err(super::refused("class definitions", s.span)),
            StmtKind::Try { .. } => return Err(super::refused("try statements", s.span)),
            StmtKind::With { .. } => return Err(super::refused("with statements", s.span)),
            StmtKind::Match { .. } => return Err(super::refused("match statements", s.span)),
            StmtKind::Import(_) | StmtKind::ImportFrom { .. } => {
                return Err(super::refused("imports", s.span))
            }
            StmtKind::Nonlocal(_) if self.unit.is_module => {
                return Err(Diagnostic::syntax(
                    "nonlocal declaration not allowed at module level",
                    s.span,
                ))
            }
            StmtKind::Nonlocal(_) => return Err(super::refused("nonlocal declarations", s.span)),
        }
        self.release(mark);
        Ok(())
    }

    fn assign(&mut self, targets: &[Expr], value: &Expr) -> CResult<()> {
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

    fn aug_assign(&mut self, target: &Expr, op: BinKind, value: &Expr) -> CResult<()> {
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
                Loc::Global(_) | Loc::Builtin(_) => {
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
                let name = self.name_idx(attr)? as u16;
                let cur = self.tmp()?;
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

    /// Stores register `src` into an assignment target.
    pub(super) fn store(&mut self, t: &Expr, src: Reg) -> CResult<()> {
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
                let name = self.name_idx(attr)? as u16;
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

    pub(super) fn store_name(&mut self, n: &str, src: Reg) -> CResult<()> {
        match self.resolve(n)? {
            Loc::Reg(r, _) => {
                if r != src {
                    self.emit(Instr::Move { dst: r, src });
                }
                self.set_bound(r, true);
            }
            Loc::Global(_) | Loc::Builtin(_) => {
                let slot = self.globals.slot(n);
                self.emit(Instr::StoreGlobal { src, slot });
            }
        }
        Ok(())
    }

    fn delete(&mut self, t: &Expr) -> CResult<()> {
        self.unit.span = t.span;
        match &t.kind {
            ExprKind::Name(n) => match self.resolve(n)? {
                Loc::Reg(r, _) => {
                    self.check_bound(r, n)?;
                    self.emit(Instr::DelLocal { reg: r });
                    self.set_bound(r, false);
                }
                Loc::Global(_) | Loc::Builtin(_) => {
                    let slot = self.globals.slot(n);
                    self.emit(Instr::DelGlobal { slot });
                }
            },
            ExprKind::Subscript { value, slice } => {
                let mark = self.mark();
                let o = self.expr_to_reg(value)?;
                let k = self.subscript_key(slice)?;
                self.unit.span = t.span;
                self.emit(Instr::DelItem { obj: o, key: k });
                self.release(mark);
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.delete(i)?;
                }
            }
            ExprKind::Attribute { .. } => {
                return Err(super::refused("deleting attributes", t.span))
            }
            _ => return Err(Diagnostic::syntax("cannot delete expression", t.span)),
        }
        Ok(())
    }

    pub(super) fn check_bound(&mut self, r: Reg, name: &str) -> CResult<()> {
        let name = self.name_idx(name)?;
        self.emit(Instr::CheckBound { reg: r, name });
        Ok(())
    }

    fn while_stmt(&mut self, test: &Expr, body: &[Stmt], orelse: &[Stmt]) -> CResult<()> {
        let forever = matches!(test.kind, ExprKind::Constant(crate::ast::Constant::True));
        let exit_jumps = if forever {
            Vec::new()
        } else {
            self.cond_jump(test, false)?
        };
        let top = self.here();
        self.unit.loops.push(LoopCtx {
            continue_target: if forever { Some(top) } else { None },
            continue_patches: Vec::new(),
            break_patches: Vec::new(),
        });
        let saved = self.unit.bound.clone();
        self.block(body)?;
        self.unit.bound = saved;
        let ctx = self.unit.loops.pop();
        let (continues, breaks) = ctx
            .map(|c| (c.continue_patches, c.break_patches))
            .unwrap_or_default();
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

    /// `range(...)` with the built-in `range` and 1 to 3 plain positional arguments.
    pub(super) fn range_args<'e>(&mut self, iter: &'e Expr) -> CResult<Option<&'e [Expr]>> {
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
    /// `comp_bind`, the target names get fresh comprehension registers after `iter` is compiled.
    pub(super) fn loop_head(
        &mut self,
        target: &Expr,
        iter: &Expr,
        comp_bind: bool,
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
                self.expr_into(iter, it)?;
                // CPython positions the iteration of a `for` at the statement and of a
                // comprehension at the whole comprehension (the caller's span).
                self.unit.span = if comp_bind {
                    self.unit.comp_span
                } else {
                    header
                };
                self.emit(Instr::GetIter { dst: it, src: it });
                (None, it)
            }
        };
        if comp_bind {
            self.bind_comp_targets(target)?;
        }
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
        self.unit.span = if comp_bind {
            self.unit.comp_span
        } else {
            header
        };
        match base {
            Some(base) => self.emit(Instr::ForRange { base, dst: item }),
            None => self.emit(Instr::ForIter {
                iter: it,
                dst: item,
            }),
        };
        let exit = self.emit(Instr::Jump { target: 0 });
        Ok((top, exit, item))
    }

    /// Gives every name of a comprehension target a fresh register in the innermost
    /// comprehension scope.
    pub(super) fn bind_comp_targets(&mut self, target: &Expr) -> CResult<()> {
        match &target.kind {
            ExprKind::Name(n) => {
                let r = self.tmp()?;
                if let Some(scope) = self.unit.comp_scopes.last_mut() {
                    scope.insert(n.clone(), r);
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.bind_comp_targets(i)?;
                }
            }
            ExprKind::Starred(inner) => self.bind_comp_targets(inner)?,
            _ => {}
        }
        Ok(())
    }

    fn for_stmt(
        &mut self,
        target: &Expr,
        iter: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
    ) -> CResult<()> {
        let mark = self.mark();
        let span = self.unit.span;
        let (top, exit, item) = self.loop_head(target, iter, false)?;
        self.unit.span = span;
        let saved = self.unit.bound.clone();
        self.store(target, item)?;
        self.unit.loops.push(LoopCtx {
            continue_target: Some(top),
            continue_patches: Vec::new(),
            break_patches: Vec::new(),
        });
        self.block(body)?;
        self.unit.bound = saved;
        self.emit(Instr::Jump { target: top });
        self.patch_here(exit);
        let breaks = self
            .unit
            .loops
            .pop()
            .map(|c| c.break_patches)
            .unwrap_or_default();
        self.block(orelse)?;
        for j in breaks {
            self.patch_here(j);
        }
        self.release(mark);
        Ok(())
    }

    /// Compiles a `def` or `lambda` into a new code object and emits `MakeFunction` into `dst`.
    pub(super) fn make_function(
        &mut self,
        name: &str,
        args: &Arguments,
        body: FnBody<'_>,
        dst: Reg,
        span: Span,
    ) -> CResult<()> {
        if !args.posonlyargs.is_empty() {
            return Err(super::refused("positional-only parameters", span));
        }

        if !args.kwonlyargs.is_empty() {
            return Err(super::refused("keyword-only parameters", span));
        }
        if args.kwarg.is_some() {
            return Err(super::refused("**kwargs parameters", span));
        }
        // Defaults are evaluated now, in the defining scope.
        let mark = self.mark();
        let defaults = self.tmps(args.defaults.len())?;
        for (i, d) in args.defaults.iter().enumerate() {
            self.expr_into(d, defaults + i as Reg)?;
        }
        let mut b = Bindings::default();
        let mut param_names = Vec::new();
        for a in &args.args {
            if param_names.contains(&a.name) {
                return Err(Diagnostic::syntax(
                    format!("duplicate argument '{}' in function definition", a.name),
                    a.span,
                ));
            }
            param_names.push(a.name.clone());
        }
        let vararg = args.vararg.as_ref().map(|a| a.name.clone());
        if let Some(v) = &vararg {
            if param_names.contains(v) {
                return Err(Diagnostic::syntax(
                    format!("duplicate argument '{v}' in function definition"),
                    span,
                ));
            }
        }
        for p in &param_names {
            b.bound.push(p.clone());
        }
        let mut body_b = Bindings::default();
        if let FnBody::Stmts(stmts) = body {
            scope::collect(stmts, &mut body_b);
        }
        if let Some(e) = body_b.error.take() {
            return Err(e);
        }
        for g in &body_b.global_decl {
            if param_names.contains(g) {
                return Err(Diagnostic::syntax(
                    format!("name '{g}' is parameter and global"),
                    span,
                ));
            }
        }
        let mut enclosing = self.unit.enclosing.clone();
        if !self.unit.is_module {
            enclosing.extend(self.unit.locals.keys().cloned());
        }
        for s in &self.unit.comp_scopes {
            enclosing.extend(s.keys().cloned());
        }
        let mut code = empty_code(name);
        code.qualname = if self.unit.is_module {
            name.to_string()
        } else {
            format!("{}.<locals>.{name}", self.unit.code.qualname)
        };
        if let FnBody::Stmts([first, ..]) = body {
            if let StmtKind::Expr(Expr {
                kind: ExprKind::Constant(crate::ast::Constant::Str(doc)),
                ..
            }) = &first.kind
            {
                code.doc = Some(doc.clone());
            }
        }
        code.nparams = param_names.len() as u16;
        code.ndefaults = args.defaults.len() as u16;
        code.param_names = param_names.clone();
        let code_varargs = vararg.is_some();
        let mut unit = Unit::new(code, false, &enclosing);
        unit.global_decl = body_b.global_decl.clone();
        let mut locals: HashMap<String, Reg> = HashMap::new();
        let mut order: Vec<String> = param_names.clone();
        order.extend(vararg.iter().cloned());
        for n in body_b.bound {
            if !unit.global_decl.contains(&n) && !order.contains(&n) {
                order.push(n);
            }
        }
        if order.len() > 30_000 {
            return Err(Diagnostic::syntax("too many local variables", span));
        }
        for (i, n) in order.iter().enumerate() {
            locals.insert(n.clone(), i as Reg);
        }
        unit.locals = locals;
        unit.code.nlocals = order.len() as u16;
        unit.next_reg = order.len() as u32;
        unit.max_reg = unit.next_reg;
        unit.code.varargs = code_varargs;
        let nbound = param_names.len() + usize::from(code_varargs);
        unit.bound = (0..order.len()).map(|i| i < nbound).collect();
        unit.span = span;
        let index = self.codes.len();
        if index > u16::MAX as usize {
            return Err(Diagnostic::syntax("too many functions", span));
        }
        self.codes.push(empty_code(name));
        {
            let mut cx = Ctx {
                globals: &mut *self.globals,
                codes: &mut *self.codes,
                unit: &mut unit,
            };
            match body {
                FnBody::Stmts(stmts) => {
                    cx.block(stmts)?;
                    let end = stmts.last().map(|s| s.span).unwrap_or(span);
                    cx.unit.span = end;
                    let r = cx.tmp()?;
                    cx.emit(Instr::LoadNone { dst: r });
                    cx.emit(Instr::Return { src: r });
                }
                FnBody::Expr(e) => {
                    let r = cx.expr_to_reg(e)?;
                    cx.emit(Instr::Return { src: r });
                }
            }
        }
        let code = unit.finish();
        if let Some(slot) = self.codes.get_mut(index) {
            *slot = code;
        }
        self.unit.span = span;
        self.emit(Instr::MakeFunction {
            dst,
            code: index as u16,
            defaults,
        });
        self.release(mark);
        Ok(())
    }

    /// Resolves a name read or written in the current scope.
    pub(super) fn resolve(&mut self, n: &str) -> CResult<Loc> {
        for s in self.unit.comp_scopes.iter().rev() {
            if let Some(&r) = s.get(n) {
                return Ok(Loc::Reg(r, false));
            }
        }
        if !self.unit.is_module && !self.unit.global_decl.contains(n) {
            if let Some(&r) = self.unit.locals.get(n) {
                return Ok(Loc::Reg(r, !self.is_bound(r)));
            }
            if self.unit.enclosing.contains(n) {
                return Err(super::refused(
                    "closures (nested functions that use a variable of their enclosing function)",
                    self.unit.span,
                ));
            }
        }
        if !self.globals.module_bound.contains(n) {
            if let Some(&b) = self.globals.builtins.get(n) {
                return Ok(Loc::Builtin(b));
            }
        }
        Ok(Loc::Global(self.globals.slot(n)))
    }
}
