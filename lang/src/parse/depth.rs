//! The cap on block nesting. Indentation is capped by the lexer, but an `elif` chain nests each
//! branch inside the previous one's `orelse` (as CPython's AST does), so a long chain is a deep
//! tree. CPython itself fails near 3000 (`RecursionError ... during compilation`); Pyrite refuses
//! past [`MAX_BLOCK_DEPTH`] with a SyntaxError, measured and (when refused) dismantled without
//! native recursion, so neither the check nor `Drop` can exhaust the stack.

use crate::ast::{Stmt, StmtKind};
use crate::diagnostic::Diagnostic;

/// The deepest nesting of statement blocks (counting each `elif` as one level) the parser
/// accepts.
pub const MAX_BLOCK_DEPTH: usize = 1000;

/// Takes the statement lists out of a statement, leaving it shallow.
fn take_blocks(kind: &mut StmtKind) -> Vec<Vec<Stmt>> {
    let take = std::mem::take;
    match kind {
        StmtKind::FunctionDef(f) => vec![take(&mut f.body)],
        StmtKind::ClassDef(c) => vec![take(&mut c.body)],
        StmtKind::For { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::If { body, orelse, .. } => vec![take(body), take(orelse)],
        StmtKind::With { body, .. } => vec![take(body)],
        StmtKind::Match { cases, .. } => cases.iter_mut().map(|c| take(&mut c.body)).collect(),
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
            ..
        } => {
            let mut v = vec![take(body), take(orelse), take(finalbody)];
            v.extend(handlers.iter_mut().map(|h| take(&mut h.body)));
            v
        }
        _ => Vec::new(),
    }
}

/// Returns the first statement nested deeper than [`MAX_BLOCK_DEPTH`], if any.
fn too_deep(body: &[Stmt]) -> Option<&Stmt> {
    let mut work: Vec<(&Stmt, usize)> = body.iter().map(|s| (s, 1)).collect();
    while let Some((stmt, depth)) = work.pop() {
        if depth > MAX_BLOCK_DEPTH {
            return Some(stmt);
        }
        for block in stmt.kind.blocks() {
            work.extend(block.iter().map(|s| (s, depth + 1)));
        }
    }
    None
}

/// Drops a tree of any depth iteratively.
fn dismantle(body: Vec<Stmt>) {
    let mut work = body;
    while let Some(mut stmt) = work.pop() {
        for block in take_blocks(&mut stmt.kind) {
            work.extend(block);
        }
    }
}

/// Passes `body` through if its blocks nest at most [`MAX_BLOCK_DEPTH`] deep; otherwise
/// dismantles it and returns a SyntaxError pointing at the first statement past the cap.
pub(crate) fn limit_block_depth(body: Vec<Stmt>) -> Result<Vec<Stmt>, Diagnostic> {
    let Some(span) = too_deep(&body).map(|s| s.span) else {
        return Ok(body);
    };
    dismantle(body);
    Err(Diagnostic::syntax("too many nested blocks", span))
}
