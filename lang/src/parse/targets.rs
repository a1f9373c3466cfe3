//! Assignment-target validation with CPython 3.11's messages: what may stand left of `=`, after
//! `for`, `as`, `del`, in an augmented or annotated assignment, or left of `:=`.
//!
//! Recursion follows tuples and lists only, whose depth the parser's nesting cap bounds.

use crate::ast::{Constant, Expr, ExprKind, Span};
use crate::diagnostic::Diagnostic;

/// Where a target appears; decides the wording of the error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ctx {
    /// Left of `=` in an assignment statement.
    Assign,
    /// After `for`, `as`, or in a comprehension.
    Bind,
    /// After `del`.
    Del,
}

/// CPython's name for an expression that cannot be a target.
fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::BoolOp { .. } | ExprKind::BinOp { .. } | ExprKind::UnaryOp { .. } => "expression",
        ExprKind::NamedExpr { .. } => "named expression",
        ExprKind::Lambda { .. } => "lambda",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::Dict { .. } => "dict literal",
        ExprKind::Set(_) => "set display",
        ExprKind::ListComp { .. } => "list comprehension",
        ExprKind::SetComp { .. } => "set comprehension",
        ExprKind::DictComp { .. } => "dict comprehension",
        ExprKind::GeneratorExp { .. } => "generator expression",
        ExprKind::Await(_) => "await expression",
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => "yield expression",
        ExprKind::Compare { .. } => "comparison",
        ExprKind::Call { .. } => "function call",
        ExprKind::FormattedValue { .. } | ExprKind::JoinedStr(_) => "f-string expression",
        ExprKind::Constant(Constant::None) => "None",
        ExprKind::Constant(Constant::True) => "True",
        ExprKind::Constant(Constant::False) => "False",
        ExprKind::Constant(Constant::Ellipsis) => "ellipsis",
        ExprKind::Constant(_) => "literal",
        ExprKind::Attribute { .. } => "attribute",
        ExprKind::Subscript { .. } => "subscript",
        ExprKind::Starred(_) => "starred",
        ExprKind::Name(_) => "name",
        ExprKind::List(_) => "list",
        ExprKind::Tuple(_) => "tuple",
        ExprKind::Slice { .. } => "slice",
    }
}

/// Whether CPython adds "here. Maybe you meant '==' instead of '='?" for this kind.
fn hints_equality(e: &Expr) -> bool {
    !matches!(
        &e.kind,
        ExprKind::Constant(Constant::None | Constant::True | Constant::False)
            | ExprKind::Compare { .. }
            | ExprKind::BoolOp { .. }
            | ExprKind::Lambda { .. }
            | ExprKind::IfExp { .. }
            | ExprKind::GeneratorExp { .. }
    )
}

/// Checks one target (of any [`Ctx`]), recursing into tuples and lists.
pub(crate) fn check(e: &Expr, ctx: Ctx) -> Result<(), Diagnostic> {
    check_inner(e, ctx, true)
}

fn check_inner(e: &Expr, ctx: Ctx, top: bool) -> Result<(), Diagnostic> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => Ok(()),
        ExprKind::Tuple(elts) | ExprKind::List(elts) => {
            let mut starred = 0;
            for elt in elts {
                if matches!(elt.kind, ExprKind::Starred(_)) {
                    starred += 1;
                    if ctx != Ctx::Del && starred > 1 {
                        return Err(Diagnostic::syntax(
                            "multiple starred expressions in assignment",
                            e.span,
                        ));
                    }
                }
                check_inner(elt, ctx, false)?;
            }
            Ok(())
        }
        ExprKind::Starred(inner) => {
            if ctx == Ctx::Del {
                return Err(Diagnostic::syntax("cannot delete starred", e.span));
            }
            if top {
                return Err(Diagnostic::syntax(
                    "starred assignment target must be in a list or tuple",
                    e.span,
                ));
            }
            check_inner(inner, ctx, false)
        }
        _ => {
            let what = describe(e);
            let msg = match ctx {
                Ctx::Del => format!("cannot delete {what}"),
                Ctx::Assign if top && hints_equality(e) => {
                    format!("cannot assign to {what} here. Maybe you meant '==' instead of '='?")
                }
                _ => format!("cannot assign to {what}"),
            };
            Err(Diagnostic::syntax(msg, e.span))
        }
    }
}

/// Checks the target of `target op= value`.
pub(crate) fn check_aug(e: &Expr) -> Result<(), Diagnostic> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => Ok(()),
        _ => Err(Diagnostic::syntax(
            format!(
                "'{}' is an illegal expression for augmented assignment",
                describe(e)
            ),
            e.span,
        )),
    }
}

/// Checks the target of `target: annotation`.
pub(crate) fn check_ann(e: &Expr) -> Result<(), Diagnostic> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => Ok(()),
        ExprKind::Tuple(_) => Err(Diagnostic::syntax(
            "only single target (not tuple) can be annotated",
            e.span,
        )),
        ExprKind::List(_) => Err(Diagnostic::syntax(
            "only single target (not list) can be annotated",
            e.span,
        )),
        _ => Err(Diagnostic::syntax("illegal target for annotation", e.span)),
    }
}

/// Checks the target of `target := value` and returns its name.
pub(crate) fn check_named(e: Expr) -> Result<(String, Span), Diagnostic> {
    match e.kind {
        ExprKind::Name(n) => Ok((n, e.span)),
        _ => Err(Diagnostic::syntax(
            format!("cannot use assignment expressions with {}", describe(&e)),
            e.span,
        )),
    }
}
