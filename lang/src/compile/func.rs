//! Code objects of their own: `def`, `lambda`, class bodies and generator expressions, and
//! the closures, defaults and decorators around them.
//!
//! A function's registers: its parameters (CPython's `co_varnames` order: positional,
//! keyword-only, `*args`, `**kwargs`), then its other locals, then the cells of its free
//! variables (`free_start ..`), then temporaries. A local captured by a nested code object
//! is a cell: its register holds the cell, made by `MakeCell` when the function starts.

use std::collections::HashMap;

use super::symtable::{Binding, ScopeId, ScopeKind};
use super::{empty_code, CResult, Ctx, Slot, Unit, UnitKind};
use crate::ast::{
    Arguments, ClassDef, Comprehension, Expr, ExprKind, FunctionDef, Span, Stmt, StmtKind,
};
use crate::bytecode::{Const, Instr, Reg};
use crate::diagnostic::Diagnostic;

/// The body of a function.
#[derive(Clone, Copy)]
pub(super) enum FnBody<'a> {
    /// A `def`'s statements.
    Stmts(&'a [Stmt]),
    /// A `lambda`'s expression.
    Expr(&'a Expr),
    /// A generator expression: its element and its `for` clauses.
    Gen(&'a Expr, &'a [Comprehension]),
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// `def name(...): ...` with its decorators.
    pub(super) fn function_def(&mut self, f: &'a FunctionDef, span: Span) -> CResult<()> {
        if f.is_async {
            return Err(Diagnostic::unsupported("async function", span));
        }
        let mark = self.mark();
        let decorators = self.eval_decorators(&f.decorators)?;
        let scope = self.scope_of(f, span)?;
        let r = self.tmp()?;
        self.unit.span = span;
        self.make_function(
            &f.name,
            &f.args,
            f.returns.as_ref(),
            FnBody::Stmts(&f.body),
            scope,
            r,
            span,
        )?;
        self.apply_decorators(decorators, r, span)?;
        self.unit.span = span;
        self.store_name(&f.name, r)?;
        self.release(mark);
        Ok(())
    }

    /// `lambda args: body`.
    pub(super) fn lambda(
        &mut self,
        e: &'a Expr,
        args: &'a Arguments,
        body: &'a Expr,
        dst: Reg,
    ) -> CResult<()> {
        let scope = self.scope_of(e, e.span)?;
        self.make_function(
            "<lambda>",
            args,
            None,
            FnBody::Expr(body),
            scope,
            dst,
            e.span,
        )
    }

    /// Evaluates decorators (before the function or class) into fresh registers.
    fn eval_decorators(&mut self, decorators: &'a [Expr]) -> CResult<Option<(Reg, usize)>> {
        if decorators.is_empty() {
            return Ok(None);
        }
        let base = self.tmps(decorators.len())?;
        for (i, d) in decorators.iter().enumerate() {
            self.expr_into(d, base + i as Reg)?;
        }
        Ok(Some((base, decorators.len())))
    }

    /// Applies decorators innermost (last written) first: `r = d(r)`.
    fn apply_decorators(
        &mut self,
        decorators: Option<(Reg, usize)>,
        r: Reg,
        span: Span,
    ) -> CResult<()> {
        let Some((base, n)) = decorators else {
            return Ok(());
        };
        self.unit.span = span;
        for i in (0..n).rev() {
            let mark = self.mark();
            let w = self.tmps(2)?;
            self.emit(Instr::Move {
                dst: w,
                src: base + i as Reg,
            });
            self.emit(Instr::Move { dst: w + 1, src: r });
            self.emit(Instr::Call {
                dst: r,
                func: w,
                argc: 1,
            });
            self.release(mark);
        }
        Ok(())
    }

    /// The qualified name of a code object named `name` defined in the current unit.
    fn child_qualname(&self, name: &str) -> String {
        match self.unit.kind {
            UnitKind::Module => name.to_string(),
            UnitKind::Class => format!("{}.{name}", self.unit.code.qualname),
            UnitKind::Function => format!("{}.<locals>.{name}", self.unit.code.qualname),
        }
    }

    /// Compiles a function (or lambda, or generator expression) into a new code object and
    /// emits `MakeFunction` into `dst`, with its defaults, keyword-only defaults and closure.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn make_function(
        &mut self,
        name: &str,
        args: &'a Arguments,
        returns: Option<&'a Expr>,
        body: FnBody<'a>,
        scope: ScopeId,
        dst: Reg,
        span: Span,
    ) -> CResult<()> {
        let mark = self.mark();
        let free: Vec<String> = self.free_vars_of(scope);
        let nd = args.defaults.len();
        let has_kwdefaults = args.kw_defaults.iter().any(Option::is_some);
        let nk = if has_kwdefaults {
            args.kwonlyargs.len()
        } else {
            0
        };
        // Annotations, in CPython's `__annotations__` order: the parameters, then `return`.
        let anns: Vec<(&str, &'a Expr)> = args
            .params()
            .filter_map(|a| Some((a.name.as_str(), a.annotation.as_ref()?)))
            .chain(returns.map(|r| ("return", r)))
            .collect();
        let window = self.tmps(nd + nk + free.len() + anns.len())?;
        // Defaults, then keyword-only defaults, are evaluated now, in the defining scope.
        for (i, d) in args.defaults.iter().enumerate() {
            self.expr_into(d, window + i as Reg)?;
        }
        if has_kwdefaults {
            for (i, d) in args.kw_defaults.iter().enumerate() {
                let r = window + (nd + i) as Reg;
                match d {
                    Some(d) => self.expr_into(d, r)?,
                    None => {
                        self.emit(Instr::DelLocal { reg: r });
                    }
                }
            }
        }
        // Annotations are evaluated too; the function keeps their values after its closure
        // cells (`Code::annotations` names them), for `functools.singledispatch`.
        let ann_start = nd + nk + free.len();
        for (i, (_, ann)) in anns.iter().enumerate() {
            self.expr_into(ann, window + (ann_start + i) as Reg)?;
        }
        for (i, n) in free.iter().enumerate() {
            let cell = self.closure_cell(n)?;
            self.emit(Instr::Move {
                dst: window + (nd + nk + i) as Reg,
                src: cell,
            });
        }
        let qualname = self.child_qualname(name);
        let index = self.compile_function(
            name,
            qualname,
            args,
            body,
            scope,
            &free,
            has_kwdefaults,
            span,
        )?;
        if let Some(code) = self.codes.get_mut(index as usize) {
            code.annotations = anns.iter().map(|(n, _)| (*n).to_string()).collect();
        }
        self.unit.span = span;
        self.emit(Instr::MakeFunction {
            dst,
            code: index,
            defaults: window,
        });
        self.release(mark);
        Ok(())
    }

    /// The free variables of a nested scope, in the order its closure holds them.
    fn free_vars_of(&self, scope: ScopeId) -> Vec<String> {
        self.table
            .scope(scope)
            .map(|s| s.free_vars().into_iter().map(str::to_string).collect())
            .unwrap_or_default()
    }

    /// Reserves a code index (so nested code gets later indices) and compiles into it.
    #[allow(clippy::too_many_arguments)]
    fn compile_function(
        &mut self,
        name: &str,
        qualname: String,
        args: &'a Arguments,
        body: FnBody<'a>,
        scope: ScopeId,
        free: &[String],
        has_kwdefaults: bool,
        span: Span,
    ) -> CResult<u16> {
        let index = self.codes.len();
        let index16 =
            u16::try_from(index).map_err(|_| Diagnostic::syntax("too many functions", span))?;
        self.codes.push(empty_code(name));
        let mut code = empty_code(name);
        code.qualname = qualname;
        if let FnBody::Stmts([first, ..]) = body {
            if let StmtKind::Expr(Expr {
                kind: ExprKind::Constant(crate::ast::Constant::Str(doc)),
                ..
            }) = &first.kind
            {
                code.doc = Some(doc.clone());
            }
        }
        let params: Vec<&str> = args
            .posonlyargs
            .iter()
            .chain(&args.args)
            .chain(&args.kwonlyargs)
            .chain(&args.vararg)
            .chain(&args.kwarg)
            .map(|a| a.name.as_str())
            .collect();
        code.nposonly = args.posonlyargs.len() as u16;
        code.nparams = (args.posonlyargs.len() + args.args.len()) as u16;
        code.nkwonly = args.kwonlyargs.len() as u16;
        code.varargs = args.vararg.is_some();
        code.varkw = args.kwarg.is_some();
        code.ndefaults = args.defaults.len() as u16;
        code.has_kwdefaults = has_kwdefaults;
        let is_gen = matches!(body, FnBody::Gen(..));
        let mut unit = Unit::new(code, UnitKind::Function, scope);
        let sc = self.table.scope(scope);
        unit.code.is_generator = sc.is_some_and(|s| s.is_generator) || is_gen;
        let mangle = |n: &str| {
            super::symtable::mangle(sc.and_then(|s| s.private.as_deref()), n).into_owned()
        };
        let mut order: Vec<String> = if is_gen {
            vec![".0".to_string()]
        } else {
            params.iter().map(|p| mangle(p)).collect()
        };
        unit.code.param_names = order.clone();
        if is_gen {
            unit.code.nparams = 1;
        }
        let nparams = order.len();
        if let Some(s) = sc {
            for (n, sym) in &s.symbols {
                if matches!(sym.scope, Binding::Local | Binding::Cell) && !order.contains(n) {
                    order.push(n.clone());
                }
            }
        }
        if order.len() + free.len() > 30_000 {
            return Err(Diagnostic::syntax("too many local variables", span));
        }
        let mut cells_to_make = Vec::new();
        for (i, n) in order.iter().enumerate() {
            let r = i as Reg;
            let is_cell = sc
                .and_then(|s| s.lookup(n))
                .is_some_and(|sym| sym.scope == Binding::Cell)
                && self.real_cell(scope, n);
            if is_cell {
                unit.slots.insert(n.clone(), Slot::Cell(r));
                unit.cells.insert(n.clone(), r);
                cells_to_make.push(r);
            } else {
                unit.slots.insert(n.clone(), Slot::Local(r));
            }
        }
        unit.code.nlocals = order.len() as u16;
        unit.code.free_start = order.len() as u16;
        unit.code.nfree = free.len() as u16;
        for (i, n) in free.iter().enumerate() {
            let r = (order.len() + i) as Reg;
            unit.slots.insert(n.clone(), Slot::Cell(r));
            unit.cells.insert(n.clone(), r);
            if n == "__class__" {
                unit.code.class_cell = Some(r);
            }
        }
        unit.next_reg = (order.len() + free.len()) as u32;
        unit.max_reg = unit.next_reg;
        unit.bound = (0..order.len()).map(|i| i < nparams).collect();
        unit.span = span;
        {
            let mut cx = Ctx {
                globals: &mut *self.globals,
                codes: &mut *self.codes,
                unit: &mut unit,
                table: self.table,
            };
            for r in cells_to_make {
                cx.emit(Instr::MakeCell { reg: r });
            }
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
                    let r = cx.tmp()?;
                    cx.expr_into(e, r)?;
                    cx.emit(Instr::Return { src: r });
                }
                FnBody::Gen(elt, generators) => {
                    cx.genexp_body(elt, generators)?;
                    cx.unit.span = span;
                    let r = cx.tmp()?;
                    cx.emit(Instr::LoadNone { dst: r });
                    cx.emit(Instr::Return { src: r });
                }
            }
        }
        let code = unit.finish();
        if let Some(slot) = self.codes.get_mut(index) {
            *slot = code;
        }
        Ok(index16)
    }

    /// The body of a generator expression's code: its loops over `.0` (the first iterator,
    /// register 0) and the others, yielding each element.
    fn genexp_body(&mut self, elt: &'a Expr, generators: &'a [Comprehension]) -> CResult<()> {
        self.genexp_level(elt, generators, 0)
    }

    fn genexp_level(
        &mut self,
        elt: &'a Expr,
        generators: &'a [Comprehension],
        level: usize,
    ) -> CResult<()> {
        let Some(g) = generators.get(level) else {
            let mark = self.mark();
            let v = self.expr_to_reg(elt)?;
            let sent = self.tmp()?;
            self.emit(Instr::Yield { dst: sent, src: v });
            self.release(mark);
            return Ok(());
        };
        if g.is_async {
            return Err(super::refused("async comprehensions", g.iter.span));
        }
        let mark = self.mark();
        let (top, exit, item) = if level == 0 {
            self.loop_head_from(&g.target, None, 0, false)?
        } else {
            self.loop_head(&g.target, &g.iter, false)?
        };
        self.store(&g.target, item)?;
        for cond in &g.ifs {
            for j in self.cond_jump(cond, false)? {
                self.patch(j, top);
            }
        }
        self.genexp_level(elt, generators, level + 1)?;
        self.emit(Instr::Jump { target: top });
        self.patch_here(exit);
        self.release(mark);
        Ok(())
    }

    /// `(elt for ...)`: the first iterable is evaluated here, the rest runs in a generator.
    pub(super) fn genexp(
        &mut self,
        e: &'a Expr,
        elt: &'a Expr,
        generators: &'a [Comprehension],
        dst: Reg,
    ) -> CResult<()> {
        let scope = self.scope_of(e, e.span)?;
        let Some(first) = generators.first() else {
            return Err(self.internal("generator expression without a for"));
        };
        let mark = self.mark();
        let w = self.tmps(2)?;
        // The function first, then its one argument: iter(first iterable).
        let free = self.free_vars_of(scope);
        let window = self.tmps(free.len())?;
        for (i, n) in free.iter().enumerate() {
            let cell = self.closure_cell(n)?;
            self.emit(Instr::Move {
                dst: window + i as Reg,
                src: cell,
            });
        }
        let qualname = self.child_qualname("<genexpr>");
        let index = self.compile_function(
            "<genexpr>",
            qualname,
            &GENEXP_ARGS,
            FnBody::Gen(elt, generators),
            scope,
            &free,
            false,
            e.span,
        )?;
        self.unit.span = e.span;
        self.emit(Instr::MakeFunction {
            dst: w,
            code: index,
            defaults: window,
        });
        self.iterable_into(&first.iter, w + 1)?;
        self.unit.span = e.span;
        self.emit(Instr::GetIter {
            dst: w + 1,
            src: w + 1,
        });
        self.emit(Instr::Call {
            dst,
            func: w,
            argc: 1,
        });
        self.release(mark);
        Ok(())
    }

    /// `class name(bases): body` with its decorators.
    pub(super) fn class_def(&mut self, c: &'a ClassDef, span: Span) -> CResult<()> {
        if !c.keywords.is_empty() {
            return Err(super::refused(
                "class keyword arguments (metaclass=...)",
                span,
            ));
        }
        if c.bases
            .iter()
            .any(|b| matches!(b.kind, ExprKind::Starred(_)))
        {
            return Err(super::refused("starred class bases", span));
        }
        let mark = self.mark();
        let decorators = self.eval_decorators(&c.decorators)?;
        let scope = self.scope_of(c, span)?;
        let n =
            u16::try_from(c.bases.len()).map_err(|_| Diagnostic::syntax("too many bases", span))?;
        let w = self.tmps(2 + c.bases.len())?;
        let free = self.free_vars_of(scope);
        let fw = self.tmps(free.len())?;
        for (i, f) in free.iter().enumerate() {
            let cell = self.closure_cell(f)?;
            self.emit(Instr::Move {
                dst: fw + i as Reg,
                src: cell,
            });
        }
        let qualname = self.child_qualname(&c.name);
        let index = self.compile_class_body(&c.name, qualname, &c.body, scope, &free, span)?;
        self.unit.span = span;
        self.emit(Instr::MakeFunction {
            dst: w,
            code: index,
            defaults: fw,
        });
        let k = self.add_const(Const::Str(c.name.clone()))?;
        self.emit(Instr::LoadConst { dst: w + 1, idx: k });
        for (i, b) in c.bases.iter().enumerate() {
            self.expr_into(b, w + 2 + i as Reg)?;
        }
        let r = self.tmp()?;
        self.unit.span = span;
        self.emit(Instr::BuildClass {
            dst: r,
            start: w,
            count: n,
        });
        self.apply_decorators(decorators, r, span)?;
        self.unit.span = span;
        self.store_name(&c.name, r)?;
        self.release(mark);
        Ok(())
    }

    fn compile_class_body(
        &mut self,
        name: &str,
        qualname: String,
        body: &'a [Stmt],
        scope: ScopeId,
        free: &[String],
        span: Span,
    ) -> CResult<u16> {
        let index = self.codes.len();
        let index16 =
            u16::try_from(index).map_err(|_| Diagnostic::syntax("too many functions", span))?;
        self.codes.push(empty_code(name));
        let mut code = empty_code(name);
        code.qualname = qualname;
        let mut unit = Unit::new(code, UnitKind::Class, scope);
        let needs_cell = self.table.scope(scope).is_some_and(|s| s.needs_class_cell);
        let mut next = 0u32;
        if needs_cell {
            unit.cells.insert("__class__".to_string(), 0);
            unit.code.class_cell = Some(0);
            next = 1;
        }
        unit.code.nlocals = next as u16;
        unit.code.free_start = next as u16;
        unit.code.nfree = free.len() as u16;
        for (i, f) in free.iter().enumerate() {
            unit.cells.insert(f.clone(), (next as usize + i) as Reg);
        }
        unit.next_reg = next + free.len() as u32;
        unit.max_reg = unit.next_reg;
        unit.span = span;
        {
            let mut cx = Ctx {
                globals: &mut *self.globals,
                codes: &mut *self.codes,
                unit: &mut unit,
                table: self.table,
            };
            if needs_cell {
                cx.emit(Instr::MakeCell { reg: 0 });
            }
            if let Some(Stmt {
                kind:
                    StmtKind::Expr(Expr {
                        kind: ExprKind::Constant(crate::ast::Constant::Str(_)),
                        ..
                    }),
                ..
            }) = body.first()
            {
                let r = cx.tmp()?;
                if let Some(Stmt {
                    kind: StmtKind::Expr(e),
                    ..
                }) = body.first()
                {
                    cx.expr_into(e, r)?;
                }
                cx.store_name("__doc__", r)?;
                cx.release(r as u32);
            }
            if has_annotations(body) {
                let r = cx.tmp()?;
                cx.emit(Instr::BuildDict {
                    dst: r,
                    start: r,
                    count: 0,
                });
                cx.store_name("__annotations__", r)?;
                cx.release(r as u32);
            }
            cx.block(body)?;
            let end = body.last().map(|s| s.span).unwrap_or(span);
            cx.unit.span = end;
            let r = cx.tmp()?;
            cx.emit(Instr::LoadNone { dst: r });
            cx.emit(Instr::Return { src: r });
        }
        let code = unit.finish();
        if let Some(slot) = self.codes.get_mut(index) {
            *slot = code;
        }
        Ok(index16)
    }

    /// Enters an inline comprehension's scope: fresh registers for its own variables (unbound
    /// until assigned), cells for those a nested code object captures.
    pub(super) fn enter_comp(&mut self, e: &'a Expr) -> CResult<()> {
        let scope = self.scope_of(e, e.span)?;
        let mut slots = HashMap::new();
        let names: Vec<(String, bool)> = self
            .table
            .scope(scope)
            .map(|s| {
                s.symbols
                    .iter()
                    .filter(|(n, sym)| {
                        n != ".0" && matches!(sym.scope, Binding::Local | Binding::Cell)
                    })
                    .map(|(n, sym)| (n.clone(), sym.scope == Binding::Cell))
                    .collect()
            })
            .unwrap_or_default();
        for (n, cell) in names {
            let r = self.tmp()?;
            self.emit(Instr::DelLocal { reg: r });
            // Unbound until stored: a read before then is checked (UnboundLocalError).
            if self.unit.bound.len() <= r as usize {
                self.unit.bound.resize(r as usize + 1, false);
            }
            self.set_bound(r, false);
            if cell && self.real_cell(scope, &n) {
                self.emit(Instr::MakeCell { reg: r });
                slots.insert(n, Slot::Cell(r));
            } else {
                slots.insert(n, Slot::Local(r));
            }
        }
        self.unit.comps.push(super::CompScope { scope, slots });
        Ok(())
    }

    /// Leaves the innermost inline comprehension scope.
    pub(super) fn leave_comp(&mut self) {
        self.unit.comps.pop();
    }

    /// True if the current unit's scope kind allows `yield`.
    pub(super) fn in_function(&self) -> bool {
        self.table
            .scope(self.unit.scope)
            .is_some_and(|s| !matches!(s.kind, ScopeKind::Module | ScopeKind::Class))
    }
}

/// The parameters of every generator expression's code: `.0`, the first iterator.
static GENEXP_ARGS: Arguments = Arguments {
    posonlyargs: Vec::new(),
    args: Vec::new(),
    vararg: None,
    kwonlyargs: Vec::new(),
    kw_defaults: Vec::new(),
    kwarg: None,
    defaults: Vec::new(),
};

/// True if a class body has annotated assignments (outside nested functions and classes):
/// CPython then makes its `__annotations__` dict first.
fn has_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|s| match &s.kind {
        StmtKind::AnnAssign { .. } => true,
        StmtKind::FunctionDef(_) | StmtKind::ClassDef(_) => false,
        other => other.blocks().into_iter().any(has_annotations),
    })
}
