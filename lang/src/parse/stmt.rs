//! Statement-building actions of the grammar: assignments with their target checks, parameter
//! lists with CPython's ordering rules, and the `if`/`elif` chain.

use super::build::{no_lone_star, Ex};
use super::targets::{self, Ctx};
use crate::ast::*;
use crate::diagnostic::Diagnostic;

pub(crate) fn stmt(kind: StmtKind, lo: usize, hi: usize) -> Stmt {
    Stmt {
        kind,
        span: Span::new(lo, hi),
    }
}

/// An expression statement.
pub(crate) fn expr_stmt(e: Ex, lo: usize, hi: usize) -> Result<Stmt, Diagnostic> {
    no_lone_star(&e)?;
    Ok(stmt(StmtKind::Expr(e.e), lo, hi))
}

/// `t1 = t2 = ... = value`: `first` then the right-hand sides in order.
pub(crate) fn assign(
    first: Ex,
    mut rest: Vec<Ex>,
    lo: usize,
    hi: usize,
) -> Result<Stmt, Diagnostic> {
    let Some(value) = rest.pop() else {
        return expr_stmt(first, lo, hi);
    };
    no_lone_star(&value)?;
    let mut targets = Vec::with_capacity(rest.len() + 1);
    for t in std::iter::once(first).chain(rest) {
        if matches!(t.e.kind, ExprKind::Yield(_) | ExprKind::YieldFrom(_)) && !t.paren {
            return Err(Diagnostic::syntax(
                "assignment to yield expression not possible",
                t.e.span,
            ));
        }
        targets::check(&t.e, Ctx::Assign)?;
        targets.push(t.e);
    }
    Ok(stmt(
        StmtKind::Assign {
            targets,
            value: value.e,
        },
        lo,
        hi,
    ))
}

pub(crate) fn aug_assign(
    t: Ex,
    op: BinOp,
    value: Ex,
    lo: usize,
    hi: usize,
) -> Result<Stmt, Diagnostic> {
    targets::check_aug(&t.e)?;
    no_lone_star(&value)?;
    Ok(stmt(
        StmtKind::AugAssign {
            target: t.e,
            op,
            value: value.e,
        },
        lo,
        hi,
    ))
}

pub(crate) fn ann_assign(
    t: Ex,
    annotation: Ex,
    value: Option<Ex>,
    lo: usize,
    hi: usize,
) -> Result<Stmt, Diagnostic> {
    targets::check_ann(&t.e)?;
    if let Some(v) = &value {
        no_lone_star(v)?;
    }
    let simple = matches!(t.e.kind, ExprKind::Name(_)) && !t.paren;
    Ok(stmt(
        StmtKind::AnnAssign {
            target: t.e,
            annotation: annotation.e,
            value: value.map(|v| v.e),
            simple,
        },
        lo,
        hi,
    ))
}

pub(crate) fn delete(targets: Vec<Ex>, lo: usize, hi: usize) -> Result<Stmt, Diagnostic> {
    let mut out = Vec::with_capacity(targets.len());
    for t in targets {
        targets::check(&t.e, Ctx::Del)?;
        out.push(t.e);
    }
    Ok(stmt(StmtKind::Delete(out), lo, hi))
}

/// Checks a `for` or `with ... as` target.
pub(crate) fn bind_target(t: Ex) -> Result<Expr, Diagnostic> {
    targets::check(&t.e, Ctx::Bind)?;
    Ok(t.e)
}

/// `if` with its `elif` clauses folded into nested `orelse`, as CPython's AST does.
pub(crate) fn if_stmt(
    test: Ex,
    body: Vec<Stmt>,
    elifs: Vec<(usize, Ex, Vec<Stmt>, usize)>,
    orelse: Option<Vec<Stmt>>,
    lo: usize,
    hi: usize,
) -> Stmt {
    let mut tail = orelse.unwrap_or_default();
    for (elo, etest, ebody, ehi) in elifs.into_iter().rev() {
        tail = vec![stmt(
            StmtKind::If {
                test: etest.e,
                body: ebody,
                orelse: tail,
            },
            elo,
            ehi,
        )];
    }
    stmt(
        StmtKind::If {
            test: test.e,
            body,
            orelse: tail,
        },
        lo,
        hi,
    )
}

/// One item of a parameter list as parsed.
pub(crate) enum Param {
    Plain(Arg, Option<Ex>),
    Slash(usize),
    Star(Option<Arg>, usize),
    DoubleStar(Arg),
}

/// Builds `arguments` from a flat parameter list, with CPython's ordering rules; returns the
/// depth of the deepest default or annotation.
pub(crate) fn arguments(
    params: Vec<Param>,
    ann_depth: u32,
) -> Result<(Arguments, u32), Diagnostic> {
    let mut a = Arguments::default();
    let mut d = ann_depth;
    let mut seen_slash = false;
    let mut seen_star = false;
    let mut bare_star_at = None;
    let mut seen_default = false;
    for p in params {
        if a.kwarg.is_some() {
            let span = match &p {
                Param::Plain(arg, _) | Param::DoubleStar(arg) | Param::Star(Some(arg), _) => {
                    arg.span
                }
                Param::Slash(at) | Param::Star(None, at) => Span::new(*at, *at + 1),
            };
            return Err(Diagnostic::syntax(
                "arguments cannot follow var-keyword argument",
                span,
            ));
        }
        match p {
            Param::Plain(arg, default) => {
                if seen_star {
                    bare_star_at = None;
                    if let Some(x) = &default {
                        d = d.max(x.d);
                    }
                    a.kwonlyargs.push(arg);
                    a.kw_defaults.push(default.map(|x| x.e));
                    continue;
                }
                match default {
                    Some(x) => {
                        seen_default = true;
                        d = d.max(x.d);
                        a.defaults.push(x.e);
                    }
                    None if seen_default => {
                        return Err(Diagnostic::syntax(
                            "non-default argument follows default argument",
                            arg.span,
                        ));
                    }
                    None => {}
                }
                a.args.push(arg);
            }
            Param::Slash(at) => {
                let span = Span::new(at, at + 1);
                if seen_slash {
                    return Err(Diagnostic::syntax("/ may appear only once", span));
                }
                if seen_star {
                    return Err(Diagnostic::syntax("/ must be ahead of *", span));
                }
                if a.args.is_empty() {
                    return Err(Diagnostic::syntax(
                        "at least one argument must precede /",
                        span,
                    ));
                }
                seen_slash = true;
                a.posonlyargs = std::mem::take(&mut a.args);
            }
            Param::Star(arg, at) => {
                if seen_star {
                    return Err(Diagnostic::syntax(
                        "* argument may appear only once",
                        Span::new(at, at + 1),
                    ));
                }
                seen_star = true;
                if arg.is_none() {
                    bare_star_at = Some(at);
                }
                a.vararg = arg;
            }
            Param::DoubleStar(arg) => {
                a.kwarg = Some(arg);
            }
        }
    }
    check_duplicates(&a)?;
    if let Some(at) = bare_star_at {
        return Err(Diagnostic::syntax(
            "named arguments must follow bare *",
            Span::new(at, at + 1),
        ));
    }
    Ok((a, d))
}

/// Refuses a parameter name used twice, as CPython's symbol table does.
fn check_duplicates(a: &Arguments) -> Result<(), Diagnostic> {
    let mut seen = std::collections::HashSet::new();
    let all = a
        .posonlyargs
        .iter()
        .chain(&a.args)
        .chain(&a.vararg)
        .chain(&a.kwonlyargs)
        .chain(&a.kwarg);
    for arg in all {
        if !seen.insert(arg.name.as_str()) {
            return Err(Diagnostic::syntax(
                format!("duplicate argument '{}' in function definition", arg.name),
                arg.span,
            ));
        }
    }
    Ok(())
}

/// `try` with handlers: refuses mixing `except` and `except*`.
pub(crate) fn try_stmt(
    body: Vec<Stmt>,
    handlers: Vec<(ExceptHandler, bool)>,
    orelse: Option<Vec<Stmt>>,
    finalbody: Option<Vec<Stmt>>,
    lo: usize,
    hi: usize,
) -> Result<Stmt, Diagnostic> {
    let is_star = handlers.first().is_some_and(|h| h.1);
    let mut out = Vec::with_capacity(handlers.len());
    for (h, star) in handlers {
        if star != is_star {
            return Err(Diagnostic::syntax(
                "cannot have both 'except' and 'except*' on the same 'try'",
                h.span,
            ));
        }
        out.push(h);
    }
    Ok(stmt(
        StmtKind::Try {
            body,
            handlers: out,
            orelse: orelse.unwrap_or_default(),
            finalbody: finalbody.unwrap_or_default(),
            is_star,
        },
        lo,
        hi,
    ))
}
