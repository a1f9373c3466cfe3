//! Pattern-building actions of the grammar (PEP 634), with CPython's checks on what a pattern may
//! contain. Pattern depth is bounded by the bracket cap: only brackets nest patterns.

use super::build::{self, Ex};
use super::strings::{self, StrPart};
use crate::ast::*;
use crate::diagnostic::Diagnostic;

/// A literal in a pattern: a value expression, or `None`/`True`/`False`.
pub(crate) enum Lit {
    Value(Ex),
    Singleton(Constant),
}

/// One argument of a class pattern.
pub(crate) enum ClassArg {
    Pos(Pattern),
    Kw(String, Pattern),
}

fn pat(kind: PatternKind, lo: usize, hi: usize) -> Pattern {
    Pattern {
        kind,
        span: Span::new(lo, hi),
    }
}

pub(crate) fn sequence(v: Vec<Pattern>, lo: usize, hi: usize) -> Pattern {
    pat(PatternKind::MatchSequence(v), lo, hi)
}

pub(crate) fn star(n: String, lo: usize, hi: usize) -> Pattern {
    let name = if n == "_" { None } else { Some(n) };
    pat(PatternKind::MatchStar(name), lo, hi)
}

pub(crate) fn as_pattern(
    p: Pattern,
    n: String,
    lo: usize,
    hi: usize,
) -> Result<Pattern, Diagnostic> {
    if n == "_" {
        return Err(Diagnostic::syntax(
            "cannot use '_' as a target",
            Span::new(lo, hi),
        ));
    }
    Ok(pat(
        PatternKind::MatchAs {
            pattern: Some(Box::new(p)),
            name: Some(n),
        },
        lo,
        hi,
    ))
}

pub(crate) fn or(first: Pattern, rest: Vec<Pattern>, lo: usize, hi: usize) -> Pattern {
    let mut v = Vec::with_capacity(rest.len() + 1);
    v.push(first);
    v.extend(rest);
    pat(PatternKind::MatchOr(v), lo, hi)
}

pub(crate) fn literal(l: Lit, lo: usize, hi: usize) -> Pattern {
    match l {
        Lit::Value(e) => pat(PatternKind::MatchValue(e.e), lo, hi),
        Lit::Singleton(c) => pat(PatternKind::MatchSingleton(c), lo, hi),
    }
}

/// A mapping key: literals become constants (`None` included).
pub(crate) fn literal_key(l: Lit, lo: usize, hi: usize) -> Ex {
    match l {
        Lit::Value(e) => e,
        Lit::Singleton(c) => build::constant(c, lo, hi),
    }
}

/// `a.b.c` as an attribute chain.
fn dotted(parts: Vec<(String, usize, usize)>) -> Result<Ex, Diagnostic> {
    let mut iter = parts.into_iter();
    let Some((first, lo, hi)) = iter.next() else {
        return Err(Diagnostic::syntax("invalid syntax", Span::default()));
    };
    let mut e = build::name(first, lo, hi);
    for (attr, _, hi) in iter {
        e = build::attribute(e, attr, lo, hi)?;
    }
    Ok(e)
}

pub(crate) fn value_key(
    parts: Vec<(String, usize, usize)>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    if parts.len() < 2 {
        return Err(Diagnostic::syntax("invalid syntax", Span::new(lo, hi)));
    }
    dotted(parts)
}

pub(crate) fn capture_or_value(
    parts: Vec<(String, usize, usize)>,
    lo: usize,
    hi: usize,
) -> Result<Pattern, Diagnostic> {
    if parts.len() == 1 {
        let name = parts.into_iter().next().map(|p| p.0).filter(|n| n != "_");
        return Ok(pat(
            PatternKind::MatchAs {
                pattern: None,
                name,
            },
            lo,
            hi,
        ));
    }
    Ok(pat(PatternKind::MatchValue(dotted(parts)?.e), lo, hi))
}

pub(crate) fn class(
    cls: Vec<(String, usize, usize)>,
    args: Vec<ClassArg>,
    lo: usize,
    hi: usize,
) -> Result<Pattern, Diagnostic> {
    let cls = dotted(cls)?.e;
    let mut patterns = Vec::new();
    let mut kwd_attrs = Vec::new();
    let mut kwd_patterns = Vec::new();
    for a in args {
        match a {
            ClassArg::Pos(p) => {
                if !kwd_attrs.is_empty() {
                    return Err(Diagnostic::syntax(
                        "positional patterns follow keyword patterns",
                        p.span,
                    ));
                }
                patterns.push(p);
            }
            ClassArg::Kw(n, p) => {
                kwd_attrs.push(n);
                kwd_patterns.push(p);
            }
        }
    }
    Ok(pat(
        PatternKind::MatchClass {
            cls,
            patterns,
            kwd_attrs,
            kwd_patterns,
        },
        lo,
        hi,
    ))
}

pub(crate) fn mapping(
    items: Vec<(Ex, Pattern)>,
    tail: (Option<(Ex, Pattern)>, Option<String>),
    lo: usize,
    hi: usize,
) -> Result<Pattern, Diagnostic> {
    if tail.1.as_deref() == Some("_") {
        return Err(Diagnostic::syntax("invalid syntax", Span::new(lo, hi)));
    }
    let mut keys = Vec::with_capacity(items.len() + 1);
    let mut patterns = Vec::with_capacity(items.len() + 1);
    for (k, p) in items.into_iter().chain(tail.0) {
        keys.push(k.e);
        patterns.push(p);
    }
    Ok(pat(
        PatternKind::MatchMapping {
            keys,
            patterns,
            rest: tail.1,
        },
        lo,
        hi,
    ))
}

/// `1 + 2j` / `-1 - 2j` in a pattern.
pub(crate) fn complex(l: Ex, op: BinOp, r: Ex, lo: usize, hi: usize) -> Result<Ex, Diagnostic> {
    if !build::is_imaginary(&r) {
        return Err(Diagnostic::syntax(
            "imaginary number required in complex literal",
            r.e.span,
        ));
    }
    let real = match &l.e.kind {
        ExprKind::UnaryOp { operand, .. } => operand.as_ref(),
        _ => &l.e,
    };
    if matches!(real.kind, ExprKind::Constant(Constant::Imaginary(_))) {
        return Err(Diagnostic::syntax(
            "real number required in complex literal",
            l.e.span,
        ));
    }
    build::binop(l, op, r, lo, hi)
}

/// A string literal pattern; f-strings are refused as CPython does.
pub(crate) fn string(
    src: &str,
    parts: Vec<(usize, StrPart<'_>, usize)>,
    lo: usize,
    hi: usize,
) -> Result<Ex, Diagnostic> {
    if parts.iter().any(|p| matches!(p.1, StrPart::F(_))) {
        return Err(Diagnostic::syntax(
            "patterns may only match literals and attribute lookups",
            Span::new(lo, hi),
        ));
    }
    strings::concat(src, parts, lo, hi)
}
