//! Comprehensions and assignment expressions: CPython's `symtable_handle_comprehension`,
//! `symtable_handle_namedexpr` and `symtable_extend_namedexpr_scope`, with the errors that
//! keep a walrus from rebinding an iteration variable, from appearing in an iterable, and from
//! binding in a class body.

use super::{node_key, target_span, Builder, Ctx, Kind, R};
use crate::ast::{Comprehension, Expr, Span};
use crate::compile::symtable::{CompKind, ScopeKind, DEF_COMP_ITER, DEF_GLOBAL, DEF_LOCAL};
use crate::compile::symtable::{DEF_NONLOCAL, DEF_PARAM};
use crate::diagnostic::Diagnostic;

impl Builder {
    /// After a `yield`'s operand: marks the generator, refused inside a comprehension.
    pub(super) fn yield_expr(&mut self, span: Span) -> R {
        let kind = self.cur_kind();
        if let Some(ste) = self.cur_entry() {
            ste.generator = true;
        }
        let what = match kind.comprehension() {
            None => return Ok(()),
            Some(CompKind::List) => "list comprehension",
            Some(CompKind::Set) => "set comprehension",
            Some(CompKind::Dict) => "dict comprehension",
            Some(CompKind::Generator) => "generator expression",
        };
        Err(Diagnostic::syntax(format!("'yield' inside {what}"), span))
    }

    /// `symtable_handle_namedexpr`.
    pub(super) fn named_expr(&mut self, e: &Expr, target: &str, value: &Expr) -> R {
        let (comp_iter_expr, in_comp) = self.entries.get(self.cur()).map_or((0, false), |s| {
            (s.comp_iter_expr, s.kind.comprehension().is_some())
        });
        if comp_iter_expr > 0 {
            return Err(Diagnostic::syntax(
                "assignment expression cannot be used in a comprehension iterable expression",
                e.span,
            ));
        }
        let span = target_span(e, target);
        if in_comp {
            self.extend_namedexpr_scope(target, span)?;
        }
        self.expr(value)?;
        self.add_def(target, DEF_LOCAL, span)
    }

    /// `symtable_extend_namedexpr_scope`: a walrus in a comprehension binds in the nearest
    /// enclosing function (as `nonlocal` there) or the module (as `global`); refused when a
    /// class body comes first, or when it rebinds an iteration variable on the way.
    fn extend_namedexpr_scope(&mut self, target: &str, span: Span) -> R {
        let ids: Vec<usize> = self.stack.iter().rev().copied().collect();
        for id in ids {
            let Some(ste) = self.entries.get(id) else {
                continue;
            };
            // CPython looks the target up unmangled here.
            let flags = ste.flags(target);
            match ste.kind {
                Kind::Scope(ScopeKind::Comprehension(_)) => {
                    // 3.11 checks the flag alone: `[(i := 1) for a[i] in x]` is refused too.
                    if flags & DEF_COMP_ITER != 0 {
                        return Err(Diagnostic::syntax(
                            format!(
                                "assignment expression cannot rebind comprehension iteration \
                                 variable '{target}'"
                            ),
                            span,
                        ));
                    }
                }
                Kind::Scope(ScopeKind::Function | ScopeKind::Lambda) => {
                    let flag = if flags & DEF_GLOBAL != 0 {
                        DEF_GLOBAL
                    } else {
                        DEF_NONLOCAL
                    };
                    self.add_def(target, flag, span)?;
                    self.record_directive(target, span);
                    return self.add_def_in(target, DEF_LOCAL, id, span);
                }
                Kind::Scope(ScopeKind::Module) => {
                    self.add_def(target, DEF_GLOBAL, span)?;
                    self.record_directive(target, span);
                    return self.add_def_in(target, DEF_GLOBAL, id, span);
                }
                Kind::Scope(ScopeKind::Class) => {
                    return Err(Diagnostic::syntax(
                        "assignment expression within a comprehension cannot be used in a \
                         class body",
                        span,
                    ));
                }
                Kind::Annotation => {}
            }
        }
        Ok(())
    }

    /// `symtable_handle_comprehension`: the outermost iterable is evaluated in the enclosing
    /// scope; everything else in a new function scope whose parameter `.0` is that iterable.
    /// `span` is where CPython's node is (see the `Call` case).
    pub(super) fn comprehension(
        &mut self,
        e: &Expr,
        span: Span,
        kind: CompKind,
        generators: &[Comprehension],
        elt: &Expr,
        value: Option<&Expr>,
    ) -> R {
        let Some(outermost) = generators.first() else {
            return Ok(());
        };
        self.bump_comp_iter_expr(1);
        let r = self.expr(&outermost.iter);
        self.bump_comp_iter_expr(-1);
        r?;
        let name = match kind {
            CompKind::List => "listcomp",
            CompKind::Set => "setcomp",
            CompKind::Dict => "dictcomp",
            CompKind::Generator => "genexpr",
        };
        let scope = Kind::Scope(ScopeKind::Comprehension(kind));
        self.enter_block(name, scope, span, Some(node_key(e)));
        if outermost.is_async {
            if let Some(ste) = self.cur_entry() {
                ste.coroutine = true;
            }
        }
        self.add_def(".0", DEF_PARAM, span)?;
        self.comp_target(&outermost.target)?;
        self.exprs(&outermost.ifs)?;
        for g in generators.iter().skip(1) {
            self.comp_target(&g.target)?;
            self.bump_comp_iter_expr(1);
            let r = self.expr(&g.iter);
            self.bump_comp_iter_expr(-1);
            r?;
            self.exprs(&g.ifs)?;
            if g.is_async {
                if let Some(ste) = self.cur_entry() {
                    ste.coroutine = true;
                }
            }
        }
        // A dict comprehension's value is visited before its key, as CPython does.
        self.opt_expr(value)?;
        self.expr(elt)?;
        let is_generator = kind == CompKind::Generator;
        let mut is_async = false;
        if let Some(ste) = self.cur_entry() {
            ste.generator = is_generator;
            is_async = ste.coroutine && !is_generator;
        }
        self.exit_block();
        if is_async {
            if let Some(ste) = self.cur_entry() {
                ste.coroutine = true;
            }
        }
        Ok(())
    }

    /// A comprehension's `for` target, whose names are marked [`DEF_COMP_ITER`].
    fn comp_target(&mut self, target: &Expr) -> R {
        self.set_comp_iter_target(true);
        let r = self.expr_ctx(target, Ctx::Store);
        self.set_comp_iter_target(false);
        r
    }

    fn set_comp_iter_target(&mut self, on: bool) {
        if let Some(ste) = self.cur_entry() {
            ste.comp_iter_target = on;
        }
    }

    fn bump_comp_iter_expr(&mut self, by: i32) {
        if let Some(ste) = self.cur_entry() {
            ste.comp_iter_expr = ste.comp_iter_expr.saturating_add_signed(by);
        }
    }
}
