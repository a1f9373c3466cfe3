//! Decisions the LR grammar cannot make with one token of lookahead, taken on the token stream:
//!
//! - the soft keyword `match`: a name `match` that starts a statement whose logical line ends
//!   with `:` becomes the keyword (no simple statement can end with `:`, so `match = 3`,
//!   `match.x`, `match(x)` stay names);
//! - the soft keyword `case`: a name `case` that starts a statement directly inside the block of
//!   a match statement;
//! - a parenthesized group of with-items (`with (a as b, c):`): the `(` right after `with`
//!   whose matching `)` is directly followed by `:` and whose group holds an `as` or a top-level
//!   comma becomes [`Tok::WithLPar`], as CPython's PEG parser tries that alternative first.
//!
//! Each line is scanned at most once, so this pass is linear.

use super::{Spanned, Tok};

/// Rewrites soft keywords and with-item parentheses in place.
pub(super) fn resolve(toks: &mut [Spanned<'_>]) {
    let mut at_stmt_start = true;
    // For each open block: whether it is the body of a match statement.
    let mut blocks: Vec<bool> = Vec::new();
    let mut line_is_match = false;
    let mut i = 0;
    while i < toks.len() {
        match toks[i].1 {
            Tok::Indent => blocks.push(line_is_match),
            Tok::Dedent => {
                blocks.pop();
            }
            _ => {}
        }
        if at_stmt_start && !matches!(toks[i].1, Tok::Indent | Tok::Dedent | Tok::Newline) {
            let name = match &toks[i].1 {
                Tok::Name(n) => Some(n.as_ref()),
                _ => None,
            };
            if name == Some("match") && is_match_statement(toks, i) {
                toks[i].1 = Tok::Match;
            } else if name == Some("case") && blocks.last() == Some(&true) {
                toks[i].1 = Tok::Case;
            }
            line_is_match = toks[i].1 == Tok::Match;
        }
        if matches!(toks[i].1, Tok::With) {
            with_parens(toks, i);
        }
        at_stmt_start = matches!(toks[i].1, Tok::Newline | Tok::Indent | Tok::Dedent);
        i += 1;
    }
}

fn is_match_statement(toks: &[Spanned<'_>], i: usize) -> bool {
    soft_keyword(toks, i).is_some()
}

fn soft_keyword(toks: &[Spanned<'_>], i: usize) -> Option<Tok<'static>> {
    let next = &toks.get(i + 1)?.1;
    if matches!(
        next,
        Tok::Colon | Tok::Equal | Tok::Newline | Tok::Dot | Tok::Comma | Tok::Semi
    ) || is_augassign(next)
    {
        return None;
    }
    let end = toks[i..].iter().position(|t| t.1 == Tok::Newline)? + i;
    // `match x` followed by a token that cannot continue an expression is a match statement
    // missing its colon: CPython says "expected ':'".
    let cannot_be_name =
        next.is_operand() || matches!(next, Tok::LBrace | Tok::Tilde | Tok::Not | Tok::Lambda);
    if end < 2 || (toks.get(end - 1)?.1 != Tok::Colon && !cannot_be_name) {
        return None;
    }
    match &toks[i].1 {
        Tok::Name(n) if n == "match" => Some(Tok::Match),
        _ => Some(Tok::Case),
    }
}

fn is_augassign(t: &Tok<'_>) -> bool {
    matches!(
        t,
        Tok::PlusEqual
            | Tok::MinEqual
            | Tok::StarEqual
            | Tok::SlashEqual
            | Tok::PercentEqual
            | Tok::AmperEqual
            | Tok::VBarEqual
            | Tok::CircumflexEqual
            | Tok::LeftShiftEqual
            | Tok::RightShiftEqual
            | Tok::DoubleStarEqual
            | Tok::DoubleSlashEqual
            | Tok::AtEqual
    )
}

fn with_parens(toks: &mut [Spanned<'_>], with: usize) {
    let open = with + 1;
    if toks.get(open).map(|t| &t.1) != Some(&Tok::LPar) {
        return;
    }
    let mut depth = 0usize;
    let mut has_as_or_comma = false;
    let mut item_start = true;
    let mut close = None;
    for (j, t) in toks.iter().enumerate().skip(open) {
        match t.1 {
            Tok::LPar | Tok::LSqb | Tok::LBrace => depth += 1,
            Tok::RPar | Tok::RSqb | Tok::RBrace => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    close = Some(j);
                    break;
                }
            }
            Tok::Newline => return,
            _ => {}
        }
        if depth == 1 && j > open {
            match t.1 {
                Tok::As | Tok::Comma => has_as_or_comma = true,
                Tok::For | Tok::Yield => return,
                Tok::Star if item_start => return,
                _ => {}
            }
            item_start = t.1 == Tok::Comma;
        } else if j == open {
            item_start = true;
        }
    }
    let Some(close) = close else { return };
    if close == open + 1 || !has_as_or_comma {
        return;
    }
    // A missing colon still makes a with-item group, so the parser reports "expected ':'".
    if !matches!(
        toks.get(close + 1).map(|t| &t.1),
        Some(Tok::Colon | Tok::Newline)
    ) {
        return;
    }
    toks[open].1 = Tok::WithLPar;
    toks[close].1 = Tok::WithRPar;
}
