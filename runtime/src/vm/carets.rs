//! The caret line under a traceback entry, as CPython 3.11 prints it (Python/traceback.c):
//! `^` under the failing expression, or `~~~^^~~~` splitting a binary operation at its operator
//! and a subscript at its brackets; nothing when the expression spans the whole line.

use pyrite_lang::ast::{ExprKind, StmtKind};

/// The caret line (with its trailing newline) for the expression at byte offsets
/// `start..end` of `line` (`end` past the line for a multi-line expression), or `None`.
pub fn caret_line(line: &str, start: usize, end: usize, multiline: bool) -> Option<String> {
    let start = floor_boundary(line, start.min(line.len()));
    let chars_to = |b: usize| line.get(..b).map_or(0, |p| p.chars().count());
    let start_c = chars_to(start);
    let (end_c, anchors) = if multiline {
        (line.trim_end().chars().count(), None)
    } else {
        let end = floor_boundary(line, end.min(line.len()).max(start));
        let segment = line.get(start..end)?;
        (chars_to(end), anchors(segment))
    };
    let indent = line.chars().count() - line.trim_start().chars().count();
    let stripped_len = line.trim().chars().count();
    if end_c.saturating_sub(start_c) == stripped_len && anchors.is_none() {
        return None;
    }
    let width = end_c.saturating_sub(start_c);
    let mut out = String::from("    ");
    out.push_str(&" ".repeat(start_c.saturating_sub(indent)));
    match anchors {
        Some((left, right)) => {
            let left = left.min(width);
            let right = right.clamp(left, width);
            out.push_str(&"~".repeat(left));
            out.push_str(&"^".repeat(right - left));
            out.push_str(&"~".repeat(width - right));
        }
        None => out.push_str(&"^".repeat(width)),
    }
    out.push('\n');
    Some(out)
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Character offsets in `segment` of the operator of a binary operation or the brackets of a
/// subscript, found by parsing the segment as CPython does.
fn anchors(segment: &str) -> Option<(usize, usize)> {
    let module = pyrite_lang::parse::parse_module(segment).ok()?;
    let [stmt] = module.body.as_slice() else {
        return None;
    };
    let StmtKind::Expr(expr) = &stmt.kind else {
        return None;
    };
    let bytes = segment.as_bytes();
    let (left, right) = match &expr.kind {
        ExprKind::BinOp { left, right, .. } => {
            let (from, to) = (left.span.end as usize, right.span.start as usize);
            let i = (from..to).find(|&i| bytes.get(i).is_some_and(|b| !b.is_ascii_whitespace()))?;
            let mut r = i + 1;
            if r < to && bytes.get(r).is_some_and(|b| !b.is_ascii_whitespace()) {
                r += 1;
            }
            (i, r)
        }
        ExprKind::Subscript { value, slice } => {
            // From the end of the value to its `[`, and past the `]` after the slice.
            let mut l = value.span.end as usize;
            let mut r = slice.span.end as usize + 1;
            let n = bytes.len();
            while l < n && bytes.get(l) != Some(&b'[') {
                l += 1;
            }
            while r < n && bytes.get(r) != Some(&b']') {
                r += 1;
            }
            if r < n {
                r += 1;
            }
            (l, r)
        }
        _ => return None,
    };
    let chars_to = |b: usize| {
        segment
            .get(..b.min(segment.len()))
            .map_or(0, |p| p.chars().count())
    };
    Some((chars_to(left), chars_to(right)))
}
