//! Maps an LR parse failure to CPython 3.11's wording: "unexpected indent", "expected an
//! indented block after 'if' statement on line N", "expected ':'", "Perhaps you forgot a
//! comma?", and plain "invalid syntax" otherwise. Only runs on failure, so it may re-lex.

use lalrpop_util::ParseError;

use crate::ast::Span;
use crate::diagnostic::{Diagnostic, ErrorKind, SourceMap};
use crate::lexer::{self, Spanned, Tok};

/// Turns a lalrpop error into a diagnostic; `field` marks an f-string field, whose tokens are
/// passed in `toks` (for a whole file they are lexed again).
pub(super) fn map(
    source: &str,
    e: ParseError<usize, Tok<'_>, Diagnostic>,
    field: bool,
    toks: Option<Vec<Spanned<'_>>>,
) -> Diagnostic {
    let d = match e {
        ParseError::User { error } => return error,
        ParseError::InvalidToken { location } => {
            Diagnostic::syntax("invalid syntax", Span::new(location, location))
        }
        ParseError::UnrecognizedEof { location, expected } => {
            let toks = toks.unwrap_or_else(|| lexer::tokenize(source).unwrap_or_default());
            unrecognized(
                &toks,
                source,
                location,
                &Tok::Newline,
                location,
                &expected,
                true,
            )
        }
        ParseError::ExtraToken { token: (lo, _, hi) } => {
            Diagnostic::syntax("invalid syntax", Span::new(lo, hi))
        }
        ParseError::UnrecognizedToken {
            token: (lo, tok, hi),
            expected,
        } => {
            let toks = toks.unwrap_or_else(|| lexer::tokenize(source).unwrap_or_default());
            unrecognized(&toks, source, lo, &tok, hi, &expected, false)
        }
    };
    if field && !d.message.starts_with("f-string") {
        return Diagnostic::new(d.kind, format!("f-string: {}", d.message), d.span);
    }
    d
}

fn expects(expected: &[String], terminal: &str) -> bool {
    expected.iter().any(|e| e == terminal)
}

fn unrecognized(
    toks: &[Spanned<'_>],
    source: &str,
    lo: usize,
    tok: &Tok<'_>,
    hi: usize,
    expected: &[String],
    eof: bool,
) -> Diagnostic {
    let span = Span::new(lo, hi);
    if *tok == Tok::Indent {
        return Diagnostic::new(
            ErrorKind::IndentationError,
            "unexpected indent",
            Span::new(hi, hi),
        )
        .without_caret();
    }
    let k = if eof {
        toks.len()
    } else {
        toks.iter()
            .position(|t| {
                t.0 == lo
                    && t.2 == hi
                    && std::mem::discriminant(&t.1) == std::mem::discriminant(tok)
            })
            .unwrap_or(toks.len())
    };
    if expects(expected, "Indent") {
        if let Some(d) = expected_block(source, toks, k, lo) {
            return d;
        }
    }
    if *tok == Tok::Newline && expects(expected, "\":\"") {
        return Diagnostic::syntax("expected ':'", span);
    }
    let stmt_start = statement_start(toks, k);
    let first = toks.get(stmt_start).map(|t| &t.1);
    if *tok == Tok::Equal && matches!(first, Some(Tok::If | Tok::Elif | Tok::While)) {
        return Diagnostic::syntax(
            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
            span,
        );
    }
    let prev = k.checked_sub(1).and_then(|i| toks.get(i)).map(|t| &t.1);
    let open = innermost_open(&toks[stmt_start.min(k)..k.min(toks.len())]);
    let open_tok = open.and_then(|i| toks.get(stmt_start + i)).map(|t| &t.1);
    let simple_start = toks[..k.min(toks.len())]
        .iter()
        .rposition(|t| {
            matches!(
                t.1,
                Tok::Newline | Tok::Indent | Tok::Dedent | Tok::Semi | Tok::Colon
            )
        })
        .map_or(0, |p| p + 1);
    if *tok == Tok::Equal && matches!(toks.get(simple_start).map(|t| &t.1), Some(Tok::Yield)) {
        return Diagnostic::syntax("assignment to yield expression not possible", span);
    }
    if *tok == Tok::Equal {
        if let Some(what) = match prev {
            Some(Tok::True) => Some("True"),
            Some(Tok::False) => Some("False"),
            Some(Tok::None) => Some("None"),
            _ => None,
        } {
            return Diagnostic::syntax(format!("cannot assign to {what}"), span);
        }
        let call = open
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| toks.get(stmt_start + i))
            .is_some_and(|t| ends_expr(&t.1));
        if call
            && open
                .and_then(|i| toks.get(stmt_start + i))
                .is_some_and(|t| t.1 == Tok::LPar)
        {
            return Diagnostic::syntax(
                "expression cannot contain assignment, perhaps you meant \"==\"?",
                span,
            );
        }
        if open.is_some() {
            return Diagnostic::syntax(
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                span,
            );
        }
    }
    if *tok == Tok::Comma && matches!(first, Some(Tok::Except)) && open.is_none() {
        return Diagnostic::syntax("multiple exception types must be parenthesized", span);
    }
    if matches!(tok, Tok::RBrace | Tok::Comma)
        && prev == Some(&Tok::Colon)
        && open_tok == Some(&Tok::LBrace)
    {
        return Diagnostic::syntax("expression expected after dictionary key and ':'", span);
    }
    if matches!(tok, Tok::Comma | Tok::RPar)
        && prev == Some(&Tok::Equal)
        && matches!(first, Some(Tok::Def | Tok::Async))
    {
        return Diagnostic::syntax("expected default value expression", span);
    }
    if matches!(tok, Tok::For | Tok::Async)
        && matches!(open_tok, Some(Tok::LSqb | Tok::LBrace))
        && has_top_comma(toks, stmt_start + open.unwrap_or(0), k)
    {
        return Diagnostic::syntax(
            "did you forget parentheses around the comprehension target?",
            span,
        );
    }
    if expected.len() == 1 && expects(expected, "\"(\"") {
        return Diagnostic::syntax("expected '('", span);
    }
    if expects(expected, "\"else\"")
        && matches!(
            tok,
            Tok::Newline | Tok::RPar | Tok::RSqb | Tok::RBrace | Tok::Comma
        )
    {
        return Diagnostic::syntax("expected 'else' after 'if' expression", span);
    }
    if (expects(expected, "\"except\"") || expects(expected, "\"finally\""))
        && !matches!(tok, Tok::Except | Tok::Finally)
    {
        return Diagnostic::syntax("expected 'except' or 'finally' block", span);
    }
    if let (Some(Tok::Name(n)), true) = (first, k == stmt_start + 1) {
        if (n == "print" || n == "exec") && starts_expr(tok) {
            return Diagnostic::syntax(
                format!("Missing parentheses in call to '{n}'. Did you mean {n}(...)?"),
                toks.get(stmt_start).map_or(span, |t| Span::new(t.0, hi)),
            );
        }
    }
    if k > 0 && starts_expr(tok) {
        let prev = toks.get(k - 1);
        if prev.is_some_and(|p| ends_expr(&p.1))
            && (bracket_depth(&toks[..k.min(toks.len())]) > 0 || field_mode(toks))
        {
            let at = prev.map_or(lo, |p| p.0);
            return Diagnostic::syntax(
                "invalid syntax. Perhaps you forgot a comma?",
                Span::new(at, hi),
            );
        }
    }
    Diagnostic::syntax("invalid syntax", span)
}

/// Whether `toks` is the stream of an f-string field (always inside implicit parentheses).
fn field_mode(toks: &[Spanned<'_>]) -> bool {
    toks.first().is_some_and(|t| t.1 == Tok::FieldStart)
}

/// Index of the first token of the logical line holding token `k`.
fn statement_start(toks: &[Spanned<'_>], k: usize) -> usize {
    let upto = k.min(toks.len());
    toks[..upto]
        .iter()
        .rposition(|t| matches!(t.1, Tok::Newline | Tok::Indent | Tok::Dedent))
        .map_or(0, |p| p + 1)
}

/// Whether a comma sits directly inside the bracket at `open`, before token `k`.
fn has_top_comma(toks: &[Spanned<'_>], open: usize, k: usize) -> bool {
    let mut depth = 0usize;
    for t in toks.get(open..k).unwrap_or(&[]) {
        match t.1 {
            Tok::LPar | Tok::LSqb | Tok::LBrace => depth += 1,
            Tok::RPar | Tok::RSqb | Tok::RBrace => depth = depth.saturating_sub(1),
            Tok::Comma if depth == 1 => return true,
            _ => {}
        }
    }
    false
}

/// Index (in `toks`) of the innermost bracket still open at the end of `toks`.
fn innermost_open(toks: &[Spanned<'_>]) -> Option<usize> {
    let mut stack = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t.1 {
            Tok::LPar | Tok::LSqb | Tok::LBrace | Tok::WithLPar => stack.push(i),
            Tok::RPar | Tok::RSqb | Tok::RBrace | Tok::WithRPar => {
                stack.pop();
            }
            _ => {}
        }
    }
    stack.pop()
}

fn bracket_depth(toks: &[Spanned<'_>]) -> i64 {
    let mut depth = 0i64;
    for t in toks {
        match t.1 {
            Tok::LPar | Tok::LSqb | Tok::LBrace | Tok::WithLPar => depth += 1,
            Tok::RPar | Tok::RSqb | Tok::RBrace | Tok::WithRPar => depth -= 1,
            Tok::Newline => depth = 0,
            _ => {}
        }
    }
    depth
}

/// "expected an indented block after X on line N", naming the header that wanted a block.
fn expected_block(source: &str, toks: &[Spanned<'_>], k: usize, lo: usize) -> Option<Diagnostic> {
    // toks[k - 1] is the NEWLINE ending the header line.
    let header = statement_start(toks, k.checked_sub(1)?);
    let mut h = header;
    if matches!(toks.get(h)?.1, Tok::Async) {
        h += 1;
    }
    let what = match toks.get(h)?.1 {
        Tok::If => "'if' statement",
        Tok::Elif => "'elif' statement",
        Tok::Else => "'else' statement",
        Tok::While => "'while' statement",
        Tok::For => "'for' statement",
        Tok::Try => "'try' statement",
        Tok::Except if matches!(toks.get(h + 1)?.1, Tok::Star) => "'except*' statement",
        Tok::Except => "'except' statement",
        Tok::Finally => "'finally' statement",
        Tok::With => "'with' statement",
        Tok::Def => "function definition",
        Tok::Class => "class definition",
        Tok::Match => "'match' statement",
        Tok::Case => "'case' statement",
        _ => return None,
    };
    let (line, _) = SourceMap::new(source).line_col(toks.get(header)?.0);
    Some(Diagnostic::new(
        ErrorKind::IndentationError,
        format!("expected an indented block after {what} on line {line}"),
        Span::new(lo, lo),
    ))
}

fn starts_expr(t: &Tok<'_>) -> bool {
    t.is_operand()
        || matches!(
            t,
            Tok::LPar | Tok::LSqb | Tok::LBrace | Tok::Ellipsis | Tok::Lambda | Tok::Await
        )
}

fn ends_expr(t: &Tok<'_>) -> bool {
    t.is_operand() || matches!(t, Tok::RPar | Tok::RSqb | Tok::RBrace | Tok::Ellipsis)
}
