//! Expression-building actions of the grammar. Every node is built through [`node`], which tracks
//! the depth of the tree under construction and refuses a tree deeper than [`MAX_EXPR_DEPTH`]:
//! that bound is what lets every later recursive pass (and `Drop`) run on the native stack.

use lalrpop_util::ParseError;

use super::targets::{self, Ctx};
use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::lexer::Tok;

/// The deepest expression tree the parser builds; deeper input is a SyntaxError.
pub const MAX_EXPR_DEPTH: u32 = 1000;

/// The error type of grammar actions.
pub(crate) type PErr<'a> = ParseError<usize, Tok<'a>, Diagnostic>;

/// An expression under construction: the node, the depth of its tree, and whether it was written
/// in parentheses (which changes a few rules, e.g. `(a): int` is not a simple annotation).
#[derive(Clone, Debug)]
pub(crate) struct Ex {
    pub e: Expr,
    pub d: u32,
    pub paren: bool,
}

/// Lifts a builder error into the grammar's error type.
pub(crate) fn u<'a, T>(r: Result<T, Diagnostic>) -> Result<T, PErr<'a>> {
    r.map_err(|error| ParseError::User { error })
}

/// A node without sub-expressions.
pub(crate) fn leaf(kind: ExprKind, lo: usize, hi: usize) -> Ex {
    Ex {
        e: Expr {
            kind,
            span: Span::new(lo, hi),
        },
        d: 1,
        paren: false,
    }
}

/// A node whose deepest child has depth `d`.
pub(crate) fn node(kind: ExprKind, lo: usize, hi: usize, d: u32) -> Result<Ex, Diagnostic> {
    let d = d.saturating_add(1);
    if d > MAX_EXPR_DEPTH {
        return Err(Diagnostic::syntax(
            "too many nested expressions",
            Span::new(lo, hi),
        ));
    }
    Ok(Ex {
        e: Expr {
            kind,
            span: Span::new(lo, hi),
        },
        d,
        paren: false,
    })
}

/// Marks an expression as parenthesized (CPython keeps the inner span, so only the flag changes).
pub(crate) fn paren(mut e: Ex) -> Ex {
    e.paren = true;
    e
}

/// Unwraps a list of expressions, returning their deepest depth.
pub(crate) fn unwrap(v: Vec<Ex>) -> (Vec<Expr>, u32) {
    let d = v.iter().map(|x| x.d).max().unwrap_or(0);
    (v.into_iter().map(|x| x.e).collect(), d)
}

fn bx(e: Ex) -> Box<Expr> {
    Box::new(e.e)
}

pub(crate) fn constant(c: Constant, lo: usize, hi: usize) -> Ex {
    leaf(ExprKind::Constant(c), lo, hi)
}

pub(crate) fn name(n: String, lo: usize, hi: usize) -> Ex {
    leaf(ExprKind::Name(n), lo, hi)
}

pub(crate) fn binop(l: Ex, op: BinOp, r: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = l.d.max(r.d);
    node(
        ExprKind::BinOp {
            left: bx(l),
            op,
            right: bx(r),
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn unary(op: UnaryOp, e: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = e.d;
    node(ExprKind::UnaryOp { op, operand: bx(e) }, lo, hi, d)
}

pub(crate) fn boolop(
    op: BoolOp,
    first: Ex,
    rest: Vec<Ex>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let mut all = Vec::with_capacity(rest.len() + 1);
    all.push(first);
    all.extend(rest);
    let (values, d) = unwrap(all);
    node(ExprKind::BoolOp { op, values }, lo, hi, d)
}

pub(crate) fn compare(
    left: Ex,
    rest: Vec<(CmpOp, Ex)>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let mut d = left.d;
    let mut ops = Vec::with_capacity(rest.len());
    let mut comparators = Vec::with_capacity(rest.len());
    for (op, e) in rest {
        d = d.max(e.d);
        ops.push(op);
        comparators.push(e.e);
    }
    node(
        ExprKind::Compare {
            left: bx(left),
            ops,
            comparators,
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn attribute(v: Ex, attr: String, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = v.d;
    node(ExprKind::Attribute { value: bx(v), attr }, lo, hi, d)
}

pub(crate) fn subscript(v: Ex, s: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = v.d.max(s.d);
    node(
        ExprKind::Subscript {
            value: bx(v),
            slice: bx(s),
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn slice(
    lower: Option<Ex>,
    upper: Option<Ex>,
    step: Option<Option<Ex>>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let step = step.flatten();
    let d = [&lower, &upper, &step]
        .iter()
        .filter_map(|x| x.as_ref().map(|x| x.d))
        .max()
        .unwrap_or(0);
    node(
        ExprKind::Slice {
            lower: lower.map(bx),
            upper: upper.map(bx),
            step: step.map(bx),
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn starred(e: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = e.d;
    node(ExprKind::Starred(bx(e)), lo, hi, d)
}

pub(crate) fn tuple(v: Vec<Ex>, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let (elts, d) = unwrap(v);
    node(ExprKind::Tuple(elts), lo, hi, d)
}

pub(crate) fn list(v: Vec<Ex>, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let (elts, d) = unwrap(v);
    node(ExprKind::List(elts), lo, hi, d)
}

pub(crate) fn set(v: Vec<Ex>, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let (elts, d) = unwrap(v);
    node(ExprKind::Set(elts), lo, hi, d)
}

/// A tuple from `first, rest...` with at least one comma.
pub(crate) fn tuple_of(
    mut v: Vec<Ex>,
    last: Option<Ex>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    v.extend(last);
    tuple(v, lo, hi)
}

/// One item of a dict display: `k: v` or `**m`.
pub(crate) type DictItem = (Option<Ex>, Ex);

pub(crate) fn dict(items: Vec<DictItem>, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let mut d = 0;
    let mut keys = Vec::with_capacity(items.len());
    let mut values = Vec::with_capacity(items.len());
    for (k, v) in items {
        d = d.max(v.d).max(k.as_ref().map_or(0, |k| k.d));
        keys.push(k.map(|k| k.e));
        values.push(v.e);
    }
    node(ExprKind::Dict { keys, values }, lo, hi, d)
}

pub(crate) fn named(target: Ex, value: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = target.d.max(value.d);
    let (target, _) = targets::check_named(target.e)?;
    node(
        ExprKind::NamedExpr {
            target,
            value: bx(value),
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn ifexp(
    body: Ex,
    test: Ex,
    orelse: Ex,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let d = body.d.max(test.d).max(orelse.d);
    node(
        ExprKind::IfExp {
            test: bx(test),
            body: bx(body),
            orelse: bx(orelse),
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn lambda(
    args: (Arguments, u32),
    body: Ex,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let d = args.1.max(body.d);
    node(
        ExprKind::Lambda {
            args: Box::new(args.0),
            body: bx(body),
        },
        lo,
        hi,
        d,
    )
}

pub(crate) fn await_(e: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = e.d;
    node(ExprKind::Await(bx(e)), lo, hi, d)
}

pub(crate) fn yield_(e: Option<Ex>, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = e.as_ref().map_or(0, |e| e.d);
    node(ExprKind::Yield(e.map(bx)), lo, hi, d)
}

pub(crate) fn yield_from(e: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    let d = e.d;
    node(ExprKind::YieldFrom(bx(e)), lo, hi, d)
}

/// One `for ... in ... if ...` clause as parsed.
pub(crate) struct CompClause {
    pub target: Ex,
    pub iter: Ex,
    pub ifs: Vec<Ex>,
    pub is_async: bool,
}

fn generators(clauses: Vec<CompClause>) -> Result<(Vec<Comprehension>, u32), Diagnostic> {
    let mut d = 0;
    let mut out = Vec::with_capacity(clauses.len());
    for c in clauses {
        targets::check(&c.target.e, Ctx::Bind)?;
        d = d.max(c.target.d).max(c.iter.d);
        let (ifs, di) = unwrap(c.ifs);
        d = d.max(di);
        out.push(Comprehension {
            target: c.target.e,
            iter: c.iter.e,
            ifs,
            is_async: c.is_async,
        });
    }
    Ok((out, d))
}

/// Which comprehension a bracket holds.
#[derive(Clone, Copy)]
pub(crate) enum CompKind {
    List,
    Set,
    Gen,
}

pub(crate) fn comp(
    kind: CompKind,
    elt: Ex,
    clauses: Vec<CompClause>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    if matches!(elt.e.kind, ExprKind::Starred(_)) {
        return Err(Diagnostic::syntax(
            "iterable unpacking cannot be used in comprehension",
            elt.e.span,
        ));
    }
    let (generators, d) = generators(clauses)?;
    let d = d.max(elt.d);
    let elt = bx(elt);
    let kind = match kind {
        CompKind::List => ExprKind::ListComp { elt, generators },
        CompKind::Set => ExprKind::SetComp { elt, generators },
        CompKind::Gen => ExprKind::GeneratorExp { elt, generators },
    };
    node(kind, lo, hi, d)
}

pub(crate) fn dict_comp(
    key: Ex,
    value: Ex,
    clauses: Vec<CompClause>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    let (generators, d) = generators(clauses)?;
    let d = d.max(key.d).max(value.d);
    node(
        ExprKind::DictComp {
            key: bx(key),
            value: bx(value),
            generators,
        },
        lo,
        hi,
        d,
    )
}

/// One argument of a call or class header as parsed.
pub(crate) enum ArgItem {
    Pos(Ex),
    /// A generator expression written without its own parentheses: `f(x for x in y)`.
    Gen(Ex),
    Star(Ex, usize),
    Kw(Option<String>, Ex, usize, usize),
}

/// Positional arguments, keywords, and depth of a call's argument list.
pub(crate) type CallArgs = (Vec<Expr>, Vec<Keyword>, u32);

/// Validates argument order as CPython does and splits positional from keyword arguments.
/// `close` is the offset of the closing parenthesis, where CPython reports a positional
/// argument after a keyword one (the last token its parser read).
pub(crate) fn call_args(items: Vec<ArgItem>, close: usize) -> Result<CallArgs, Diagnostic> {
    let n = items.len();
    let mut args = Vec::new();
    let mut keywords: Vec<Keyword> = Vec::new();
    let mut d = 0;
    let mut seen_kw = false;
    let mut seen_kwunpack = false;
    for item in items {
        match item {
            ArgItem::Pos(_) | ArgItem::Gen(_) if seen_kw || seen_kwunpack => {
                let msg = if seen_kwunpack {
                    "positional argument follows keyword argument unpacking"
                } else {
                    "positional argument follows keyword argument"
                };
                return Err(Diagnostic::syntax(msg, Span::new(close, close + 1)));
            }
            ArgItem::Gen(e) if n > 1 => {
                return Err(Diagnostic::syntax(
                    "Generator expression must be parenthesized",
                    e.e.span,
                ));
            }
            ArgItem::Pos(e) | ArgItem::Gen(e) => {
                d = d.max(e.d);
                args.push(e.e);
            }
            ArgItem::Star(e, lo) => {
                if seen_kwunpack {
                    return Err(Diagnostic::syntax(
                        "iterable argument unpacking follows keyword argument unpacking",
                        Span::new(lo, e.e.span.end as usize),
                    ));
                }
                let hi = e.e.span.end as usize;
                let s = starred(e, lo, hi)?;
                d = d.max(s.d);
                args.push(s.e);
            }
            ArgItem::Kw(arg, value, lo, hi) => {
                match &arg {
                    Some(a) => {
                        if keywords.iter().any(|k| k.arg.as_ref() == Some(a)) {
                            return Err(Diagnostic::syntax(
                                format!("keyword argument repeated: {a}"),
                                Span::new(lo, hi),
                            ));
                        }
                        seen_kw = true;
                    }
                    None => seen_kwunpack = true,
                }
                d = d.max(value.d);
                keywords.push(Keyword {
                    arg,
                    value: value.e,
                    span: Span::new(lo, hi),
                });
            }
        }
    }
    Ok((args, keywords, d))
}

pub(crate) fn call(
    src: &str,
    func: Ex,
    items: Vec<ArgItem>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    // `f(x for x in y,)`: a trailing comma after a bare generator is refused as CPython does.
    if let [ArgItem::Gen(g)] = items.as_slice() {
        let after = src.get(g.e.span.end as usize..hi).unwrap_or("");
        if after.contains(',') {
            return Err(Diagnostic::syntax(
                "Generator expression must be parenthesized",
                g.e.span,
            ));
        }
    }
    let sole_gen = matches!(items.as_slice(), [ArgItem::Gen(_)]);
    let (mut args, keywords, d) = call_args(items, hi.saturating_sub(1))?;
    // `f(x for x in y)`: the generator expression borrows the call's parentheses, and CPython's
    // node for it spans them (its frame's caret in a traceback covers `(x for x in y)`).
    if let (true, [g]) = (sole_gen, args.as_mut_slice()) {
        let open = func.e.span.end as usize;
        if let Some(at) = src
            .get(open..g.span.start as usize)
            .and_then(|s| s.find('('))
        {
            g.span = Span::new(open + at, hi);
        }
    }
    let d = d.max(func.d);
    node(
        ExprKind::Call {
            func: bx(func),
            args,
            keywords,
        },
        lo,
        hi,
        d,
    )
}

/// `(*a)`: a starred expression alone in parentheses.
pub(crate) fn starred_in_parens(e: Ex) -> Diagnostic {
    Diagnostic::syntax("cannot use starred expression here", e.e.span)
}

/// Refuses `*a` where an expression (not a target) is required alone.
pub(crate) fn no_lone_star(e: &Ex) -> Result<(), Diagnostic> {
    if matches!(e.e.kind, ExprKind::Starred(_)) && !e.paren {
        return Err(Diagnostic::syntax(
            "can't use starred expression here",
            e.e.span,
        ));
    }
    Ok(())
}

/// `- number` in a pattern, or an imaginary-number tail of a complex literal pattern.
pub(crate) fn is_imaginary(e: &Ex) -> bool {
    matches!(e.e.kind, ExprKind::Constant(Constant::Imaginary(_)))
}
