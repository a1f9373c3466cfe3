//! Pass 1: CPython's `symtable_visit_*` functions. One walk over the AST records, per scope,
//! each name's def-use flags in first-seen order, the parameters, the `global`/`nonlocal`
//! directives with their locations, and generator-ness, raising the errors symtable.c raises
//! while visiting. The visiting order is CPython's, since it decides the symbol order.

use std::any::TypeId;
use std::collections::HashMap;

use super::entry::{Entries, Entry, Kind};
use super::{
    mangle, node_key, CompKind, ScopeKind, DEF_ANNOT, DEF_COMP_ITER, DEF_GLOBAL, DEF_IMPORT,
    DEF_LOCAL, DEF_NONLOCAL, DEF_PARAM, USE,
};
use crate::ast::{
    Alias, Arguments, Constant, Expr, ExprKind, Module, Pattern, PatternKind, Span, Stmt, StmtKind,
};
use crate::diagnostic::Diagnostic;

mod comprehension;

type R = Result<(), Diagnostic>;

/// Load, store or delete: Pyrite's AST has no expression contexts, so the visitor carries it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Load,
    Store,
}

struct Builder {
    entries: Vec<Entry>,
    nodes: HashMap<(TypeId, usize), usize>,
    /// CPython's `st_stack`; the last entry is `st_cur`.
    stack: Vec<usize>,
    /// CPython's `st_private`: the class name mangling applies.
    private: Option<String>,
    future_annotations: bool,
}

/// Runs pass 1 over a module (`_PySymtable_Build` up to `symtable_analyze`).
pub(super) fn collect(module: &Module) -> Result<Entries, Diagnostic> {
    let mut b = Builder {
        entries: Vec::new(),
        nodes: HashMap::new(),
        stack: Vec::new(),
        private: None,
        future_annotations: future_annotations(&module.body),
    };
    b.enter_block("top", Kind::Scope(ScopeKind::Module), Span::default(), None);
    for s in &module.body {
        b.stmt(s)?;
    }
    Ok(Entries {
        entries: b.entries,
        nodes: b.nodes,
    })
}

/// Whether the module's leading `__future__` imports (after an optional docstring) include
/// `annotations`, as `future.c`'s `future_parse` decides; its errors are the compiler's.
fn future_annotations(body: &[Stmt]) -> bool {
    let docstring = matches!(
        body.first().map(|s| &s.kind),
        Some(StmtKind::Expr(Expr {
            kind: ExprKind::Constant(Constant::Str(_)),
            ..
        }))
    );
    let mut found = false;
    for s in body.iter().skip(usize::from(docstring)) {
        match &s.kind {
            StmtKind::ImportFrom {
                module: Some(m),
                names,
                ..
            } if m == "__future__" => {
                found |= names.iter().any(|a| a.name == "annotations");
            }
            _ => break,
        }
    }
    found
}

/// The span of a walrus target: Pyrite's `NamedExpr` keeps the name without a node, and the
/// target is always the expression's first token.
fn target_span(e: &Expr, target: &str) -> Span {
    let start = e.span.start as usize;
    Span::new(start, start + target.len())
}

impl Builder {
    fn cur(&self) -> usize {
        self.stack.last().copied().unwrap_or(0)
    }

    fn cur_entry(&mut self) -> Option<&mut Entry> {
        let cur = self.cur();
        self.entries.get_mut(cur)
    }

    fn cur_kind(&self) -> Kind {
        self.entries
            .get(self.cur())
            .map_or(Kind::Scope(ScopeKind::Module), |e| e.kind)
    }

    /// `symtable_enter_block`.
    fn enter_block(&mut self, name: &str, kind: Kind, span: Span, key: Option<(TypeId, usize)>) {
        let id = self.entries.len();
        let prev = self.stack.last().copied();
        let (nested, comp_iter_expr) = prev
            .and_then(|p| self.entries.get(p))
            .map_or((false, 0), |p| {
                (p.nested || p.kind.is_function_block(), p.comp_iter_expr)
            });
        self.entries.push(Entry {
            kind,
            name: name.to_string(),
            span,
            parent: prev,
            children: Vec::new(),
            symbols: Vec::new(),
            index: HashMap::new(),
            varnames: Vec::new(),
            directives: Vec::new(),
            nested,
            generator: false,
            coroutine: false,
            varargs: false,
            varkeywords: false,
            returns_value: false,
            comp_iter_target: false,
            comp_iter_expr,
            private: self.private.clone(),
            free: false,
            child_free: false,
            needs_class_closure: false,
            result: Vec::new(),
        });
        if kind != Kind::Annotation {
            if let Some(p) = prev.and_then(|p| self.entries.get_mut(p)) {
                p.children.push(id);
            }
        }
        if let Some(key) = key {
            self.nodes.insert(key, id);
        }
        self.stack.push(id);
    }

    fn exit_block(&mut self) {
        self.stack.pop();
    }

    /// `symtable_lookup`: the current scope's flags for a (mangled) name.
    fn lookup(&self, name: &str) -> u32 {
        let mangled = mangle(self.private.as_deref(), name);
        self.entries
            .get(self.cur())
            .map_or(0, |e| e.flags(&mangled))
    }

    fn add_def(&mut self, name: &str, flag: u32, span: Span) -> R {
        self.add_def_in(name, flag, self.cur(), span)
    }

    /// `symtable_add_def_helper`: records `flag` for `name` in entry `id`.
    fn add_def_in(&mut self, name: &str, flag: u32, id: usize, span: Span) -> R {
        let mangled = mangle(self.private.as_deref(), name).into_owned();
        let Some(ste) = self.entries.get_mut(id) else {
            return Ok(());
        };
        let old = ste.flags(&mangled);
        if flag & DEF_PARAM != 0 && old & DEF_PARAM != 0 {
            return Err(Diagnostic::syntax(
                format!("duplicate argument '{name}' in function definition"),
                span,
            ));
        }
        let mut val = old | flag;
        if ste.comp_iter_target {
            if val & (DEF_GLOBAL | DEF_NONLOCAL) != 0 {
                return Err(Diagnostic::syntax(
                    format!(
                        "comprehension inner loop cannot rebind assignment expression target \
                         '{name}'"
                    ),
                    span,
                ));
            }
            val |= DEF_COMP_ITER;
        }
        ste.set(&mangled, val);
        if flag & DEF_PARAM != 0 {
            ste.varnames.push(mangled);
        } else if flag & DEF_GLOBAL != 0 {
            if let Some(top) = self.entries.first_mut() {
                let v = top.flags(&mangled) | flag;
                top.set(&mangled, v);
            }
        }
        Ok(())
    }

    /// `symtable_record_directive`.
    fn record_directive(&mut self, name: &str, span: Span) {
        let mangled = mangle(self.private.as_deref(), name).into_owned();
        if let Some(e) = self.cur_entry() {
            e.directives.push((mangled, span));
        }
    }

    fn stmts(&mut self, body: &[Stmt]) -> R {
        body.iter().try_for_each(|s| self.stmt(s))
    }

    fn exprs(&mut self, v: &[Expr]) -> R {
        v.iter().try_for_each(|e| self.expr(e))
    }

    /// `symtable_visit_stmt`.
    fn stmt(&mut self, s: &Stmt) -> R {
        match &s.kind {
            StmtKind::FunctionDef(f) => {
                self.add_def(&f.name, DEF_LOCAL, s.span)?;
                self.exprs(&f.args.defaults)?;
                for d in f.args.kw_defaults.iter().flatten() {
                    self.expr(d)?;
                }
                self.annotations(&f.args, f.returns.as_ref(), s.span)?;
                self.exprs(&f.decorators)?;
                let kind = Kind::Scope(ScopeKind::Function);
                self.enter_block(&f.name, kind, s.span, Some(node_key(&**f)));
                if f.is_async {
                    if let Some(e) = self.cur_entry() {
                        e.coroutine = true;
                    }
                }
                self.arguments(&f.args)?;
                self.stmts(&f.body)?;
                self.exit_block();
            }
            StmtKind::ClassDef(c) => {
                self.add_def(&c.name, DEF_LOCAL, s.span)?;
                self.exprs(&c.bases)?;
                for k in &c.keywords {
                    self.expr(&k.value)?;
                }
                self.exprs(&c.decorators)?;
                let kind = Kind::Scope(ScopeKind::Class);
                self.enter_block(&c.name, kind, s.span, Some(node_key(&**c)));
                let saved = self.private.replace(c.name.clone());
                if let Some(e) = self.cur_entry() {
                    e.private = Some(c.name.clone());
                }
                let r = self.stmts(&c.body);
                self.private = saved;
                r?;
                self.exit_block();
            }
            StmtKind::Return(v) => {
                if let Some(v) = v {
                    self.expr(v)?;
                    if let Some(e) = self.cur_entry() {
                        e.returns_value = true;
                    }
                }
            }
            StmtKind::Delete(targets) => {
                for t in targets {
                    self.expr_ctx(t, Ctx::Store)?;
                }
            }
            StmtKind::Assign { targets, value } => {
                for t in targets {
                    self.expr_ctx(t, Ctx::Store)?;
                }
                self.expr(value)?;
            }
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
                simple,
            } => {
                self.ann_assign(s.span, target, annotation, value.as_ref(), *simple)?;
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.expr_ctx(target, Ctx::Store)?;
                self.expr(value)?;
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
                ..
            } => {
                self.expr_ctx(target, Ctx::Store)?;
                self.expr(iter)?;
                self.stmts(body)?;
                self.stmts(orelse)?;
            }
            StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
                self.expr(test)?;
                self.stmts(body)?;
                self.stmts(orelse)?;
            }
            StmtKind::With { items, body, .. } => {
                for item in items {
                    self.expr(&item.context_expr)?;
                    if let Some(t) = &item.optional_vars {
                        self.expr_ctx(t, Ctx::Store)?;
                    }
                }
                self.stmts(body)?;
            }
            StmtKind::Match { subject, cases } => {
                self.expr(subject)?;
                for case in cases {
                    self.pattern(&case.pattern)?;
                    if let Some(g) = &case.guard {
                        self.expr(g)?;
                    }
                    self.stmts(&case.body)?;
                }
            }
            StmtKind::Raise { exc, cause } => {
                if let Some(exc) = exc {
                    self.expr(exc)?;
                    if let Some(cause) = cause {
                        self.expr(cause)?;
                    }
                }
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
                ..
            } => {
                // CPython 3.11 visits the `else` block before the handlers.
                self.stmts(body)?;
                self.stmts(orelse)?;
                for h in handlers {
                    if let Some(t) = &h.type_ {
                        self.expr(t)?;
                    }
                    if let Some(n) = &h.name {
                        self.add_def(n, DEF_LOCAL, h.span)?;
                    }
                    self.stmts(&h.body)?;
                }
                self.stmts(finalbody)?;
            }
            StmtKind::Assert { test, msg } => {
                self.expr(test)?;
                if let Some(m) = msg {
                    self.expr(m)?;
                }
            }
            StmtKind::Import(names) | StmtKind::ImportFrom { names, .. } => {
                names.iter().try_for_each(|a| self.alias(a))?;
            }
            StmtKind::Global(names) => {
                for name in names {
                    self.declaration(name, s.span, true)?;
                }
            }
            StmtKind::Nonlocal(names) => {
                for name in names {
                    self.declaration(name, s.span, false)?;
                }
            }
            StmtKind::Expr(e) => self.expr(e)?,
            StmtKind::Pass | StmtKind::Break | StmtKind::Continue => {}
        }
        Ok(())
    }

    /// `global name` / `nonlocal name`: refused after a use, binding or annotation of the name
    /// in the same scope, or for a parameter.
    fn declaration(&mut self, name: &str, span: Span, global: bool) -> R {
        let cur = self.lookup(name);
        if cur & (DEF_PARAM | DEF_LOCAL | USE | DEF_ANNOT) != 0 {
            let what = if global { "global" } else { "nonlocal" };
            let msg = if cur & DEF_PARAM != 0 {
                format!("name '{name}' is parameter and {what}")
            } else if cur & USE != 0 {
                format!("name '{name}' is used prior to {what} declaration")
            } else if cur & DEF_ANNOT != 0 {
                format!("annotated name '{name}' can't be {what}")
            } else {
                format!("name '{name}' is assigned to before {what} declaration")
            };
            return Err(Diagnostic::syntax(msg, span));
        }
        let flag = if global { DEF_GLOBAL } else { DEF_NONLOCAL };
        self.add_def(name, flag, span)?;
        self.record_directive(name, span);
        Ok(())
    }

    fn ann_assign(
        &mut self,
        span: Span,
        target: &Expr,
        annotation: &Expr,
        value: Option<&Expr>,
        simple: bool,
    ) -> R {
        if let ExprKind::Name(id) = &target.kind {
            let cur = self.lookup(id);
            if cur & (DEF_GLOBAL | DEF_NONLOCAL) != 0 && self.cur() != 0 && simple {
                let what = if cur & DEF_GLOBAL != 0 {
                    "global"
                } else {
                    "nonlocal"
                };
                return Err(Diagnostic::syntax(
                    format!("annotated name '{id}' can't be {what}"),
                    span,
                ));
            }
            if simple {
                self.add_def(id, DEF_ANNOT | DEF_LOCAL, target.span)?;
            } else if value.is_some() {
                self.add_def(id, DEF_LOCAL, target.span)?;
            }
        } else {
            self.expr_ctx(target, Ctx::Store)?;
        }
        self.annotation(annotation)?;
        if let Some(v) = value {
            self.expr(v)?;
        }
        Ok(())
    }

    /// `symtable_visit_alias`: `import a.b` binds `a`; `import *` only at module level.
    fn alias(&mut self, a: &Alias) -> R {
        let name = a.asname.as_deref().unwrap_or(&a.name);
        if name == "*" {
            if self.cur_kind() != Kind::Scope(ScopeKind::Module) {
                return Err(Diagnostic::syntax(
                    "import * only allowed at module level",
                    a.span,
                ));
            }
            return Ok(());
        }
        let store = name.split('.').next().unwrap_or(name);
        self.add_def(store, DEF_IMPORT, a.span)
    }

    /// `symtable_visit_arguments`: the parameters, in `co_varnames` order.
    fn arguments(&mut self, a: &Arguments) -> R {
        for arg in a.posonlyargs.iter().chain(&a.args).chain(&a.kwonlyargs) {
            self.add_def(&arg.name, DEF_PARAM, arg.span)?;
        }
        if let Some(arg) = &a.vararg {
            self.add_def(&arg.name, DEF_PARAM, arg.span)?;
            if let Some(e) = self.cur_entry() {
                e.varargs = true;
            }
        }
        if let Some(arg) = &a.kwarg {
            self.add_def(&arg.name, DEF_PARAM, arg.span)?;
            if let Some(e) = self.cur_entry() {
                e.varkeywords = true;
            }
        }
        Ok(())
    }

    /// `symtable_visit_annotations`: parameter annotations in CPython's order (positional-only,
    /// ordinary, `*args`, `**kwargs`, keyword-only), then the return annotation.
    fn annotations(&mut self, a: &Arguments, returns: Option<&Expr>, span: Span) -> R {
        if self.future_annotations {
            self.enter_block("_annotation", Kind::Annotation, span, None);
        }
        let args = a
            .posonlyargs
            .iter()
            .chain(&a.args)
            .chain(&a.vararg)
            .chain(&a.kwarg)
            .chain(&a.kwonlyargs);
        for arg in args {
            if let Some(ann) = &arg.annotation {
                self.expr(ann)?;
            }
        }
        if self.future_annotations {
            self.exit_block();
        }
        if let Some(r) = returns {
            self.annotation(r)?;
        }
        Ok(())
    }

    /// `symtable_visit_annotation`: evaluated in the current scope, unless annotations are
    /// postponed (then in a block that is thrown away).
    fn annotation(&mut self, e: &Expr) -> R {
        if self.future_annotations {
            self.enter_block("_annotation", Kind::Annotation, e.span, None);
        }
        self.expr(e)?;
        if self.future_annotations {
            self.exit_block();
        }
        Ok(())
    }

    /// `symtable_raise_if_annotation_block`.
    fn refuse_in_annotation(&self, what: &str, span: Span) -> R {
        if self.cur_kind() == Kind::Annotation {
            return Err(Diagnostic::syntax(
                format!("'{what}' can not be used within an annotation"),
                span,
            ));
        }
        Ok(())
    }

    /// `symtable_visit_pattern`: captures bind in the current scope.
    fn pattern(&mut self, p: &Pattern) -> R {
        match &p.kind {
            PatternKind::MatchValue(e) => self.expr(e)?,
            PatternKind::MatchSingleton(_) => {}
            PatternKind::MatchSequence(ps) | PatternKind::MatchOr(ps) => {
                ps.iter().try_for_each(|p| self.pattern(p))?;
            }
            PatternKind::MatchStar(name) => {
                if let Some(n) = name {
                    self.add_def(n, DEF_LOCAL, p.span)?;
                }
            }
            PatternKind::MatchMapping {
                keys,
                patterns,
                rest,
            } => {
                self.exprs(keys)?;
                patterns.iter().try_for_each(|p| self.pattern(p))?;
                if let Some(n) = rest {
                    self.add_def(n, DEF_LOCAL, p.span)?;
                }
            }
            PatternKind::MatchClass {
                cls,
                patterns,
                kwd_patterns,
                ..
            } => {
                self.expr(cls)?;
                patterns.iter().try_for_each(|p| self.pattern(p))?;
                kwd_patterns.iter().try_for_each(|p| self.pattern(p))?;
            }
            PatternKind::MatchAs { pattern, name } => {
                if let Some(sub) = pattern {
                    self.pattern(sub)?;
                }
                if let Some(n) = name {
                    self.add_def(n, DEF_LOCAL, p.span)?;
                }
            }
        }
        Ok(())
    }

    fn expr(&mut self, e: &Expr) -> R {
        self.expr_ctx(e, Ctx::Load)
    }

    fn opt_expr(&mut self, e: Option<&Expr>) -> R {
        e.map_or(Ok(()), |e| self.expr(e))
    }

    /// `symtable_visit_expr`; `ctx` is the expression context CPython's AST would carry.
    fn expr_ctx(&mut self, e: &Expr, ctx: Ctx) -> R {
        match &e.kind {
            ExprKind::NamedExpr { target, value } => {
                self.refuse_in_annotation("named expression", e.span)?;
                self.named_expr(e, target, value)?;
            }
            ExprKind::BoolOp { values, .. } => self.exprs(values)?,
            ExprKind::BinOp { left, right, .. } => {
                self.expr(left)?;
                self.expr(right)?;
            }
            ExprKind::UnaryOp { operand, .. } => self.expr(operand)?,
            ExprKind::Lambda { args, body } => {
                self.exprs(&args.defaults)?;
                for d in args.kw_defaults.iter().flatten() {
                    self.expr(d)?;
                }
                let kind = Kind::Scope(ScopeKind::Lambda);
                self.enter_block("lambda", kind, e.span, Some(node_key(e)));
                self.arguments(args)?;
                self.expr(body)?;
                self.exit_block();
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test)?;
                self.expr(body)?;
                self.expr(orelse)?;
            }
            ExprKind::Dict { keys, values } => {
                for k in keys.iter().flatten() {
                    self.expr(k)?;
                }
                self.exprs(values)?;
            }
            ExprKind::Set(elts) => self.exprs(elts)?,
            ExprKind::ListComp { elt, generators } => {
                self.comprehension(e, e.span, CompKind::List, generators, elt, None)?;
            }
            ExprKind::SetComp { elt, generators } => {
                self.comprehension(e, e.span, CompKind::Set, generators, elt, None)?;
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                self.comprehension(e, e.span, CompKind::Dict, generators, key, Some(value))?;
            }
            ExprKind::GeneratorExp { elt, generators } => {
                self.comprehension(e, e.span, CompKind::Generator, generators, elt, None)?;
            }
            ExprKind::Yield(value) => {
                self.refuse_in_annotation("yield expression", e.span)?;
                self.opt_expr(value.as_deref())?;
                self.yield_expr(e.span)?;
            }
            ExprKind::YieldFrom(value) => {
                self.refuse_in_annotation("yield expression", e.span)?;
                self.expr(value)?;
                self.yield_expr(e.span)?;
            }
            ExprKind::Await(value) => {
                self.refuse_in_annotation("await expression", e.span)?;
                self.expr(value)?;
                if let Some(ste) = self.cur_entry() {
                    ste.coroutine = true;
                }
            }
            ExprKind::Compare {
                left, comparators, ..
            } => {
                self.expr(left)?;
                self.exprs(comparators)?;
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                self.expr(func)?;
                match (args.as_slice(), keywords.is_empty()) {
                    // CPython's node for `f(x for x in y)` spans the call's parentheses.
                    (
                        [g @ Expr {
                            kind: ExprKind::GeneratorExp { elt, generators },
                            ..
                        }],
                        true,
                    ) => {
                        let span = Span::new(func.span.end as usize, e.span.end as usize);
                        let kind = CompKind::Generator;
                        self.comprehension(g, span, kind, generators, elt, None)?;
                    }
                    _ => self.exprs(args)?,
                }
                for k in keywords {
                    self.expr(&k.value)?;
                }
            }
            ExprKind::FormattedValue {
                value, format_spec, ..
            } => {
                self.expr(value)?;
                self.opt_expr(format_spec.as_deref())?;
            }
            ExprKind::JoinedStr(values) => self.exprs(values)?,
            ExprKind::Constant(_) => {}
            ExprKind::Attribute { value, .. } => self.expr(value)?,
            ExprKind::Subscript { value, slice } => {
                self.expr(value)?;
                self.expr(slice)?;
            }
            ExprKind::Starred(value) => self.expr_ctx(value, ctx)?,
            ExprKind::Slice { lower, upper, step } => {
                self.opt_expr(lower.as_deref())?;
                self.opt_expr(upper.as_deref())?;
                self.opt_expr(step.as_deref())?;
            }
            ExprKind::Name(id) => {
                let flag = if ctx == Ctx::Load { USE } else { DEF_LOCAL };
                self.add_def(id, flag, e.span)?;
                // `super()` needs the method's `__class__` cell.
                if ctx == Ctx::Load && self.cur_kind().is_function_block() && id == "super" {
                    self.add_def("__class__", USE, e.span)?;
                }
            }
            ExprKind::List(elts) | ExprKind::Tuple(elts) => {
                for x in elts {
                    self.expr_ctx(x, ctx)?;
                }
            }
        }
        Ok(())
    }
}
