//! The parser: one entry point, [`parse_module`], that lexes and parses a whole file with the
//! lalrpop grammar (`grammar.lalrpop`) and maps parse failures to CPython 3.11's messages.
//!
//! Any input yields a tree of bounded depth or a SyntaxError: brackets nest at most
//! [`crate::lexer::MAX_BRACKET_DEPTH`] deep, indentation [`crate::lexer::MAX_INDENT_DEPTH`],
//! blocks including `elif` chains [`MAX_BLOCK_DEPTH`], and expression trees [`MAX_EXPR_DEPTH`].

pub(crate) mod build;
mod depth;
mod errors;
pub(crate) mod pattern;
pub(crate) mod stmt;
pub(crate) mod strings;
mod targets;

use crate::ast::{Module, Span, Stmt};
use crate::diagnostic::Diagnostic;
use crate::lexer::{self, Tok};
use build::Ex;

pub use build::MAX_EXPR_DEPTH;
pub use depth::MAX_BLOCK_DEPTH;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused, missing_docs)]
    grammar,
    "/grammar.rs"
);

/// What the grammar's single start symbol produced.
pub(crate) enum Top {
    Module(Vec<Stmt>),
    Field(Ex),
}

/// Lexes and parses a whole file (`file_input`) into its AST.
///
/// Refuses anything CPython 3.11 refuses at parse time, with its message where practical, and
/// inputs nested beyond the caps above ("too many nested parentheses", "too many nested
/// expressions").
pub fn parse_module(source: &str) -> Result<Module, Diagnostic> {
    let toks = lexer::tokenize(source)?;
    match grammar::TopParser::new().parse(source, toks) {
        Ok(Top::Module(body)) => Ok(Module {
            body: depth::limit_block_depth(body)?,
        }),
        Ok(Top::Field(_)) => Err(Diagnostic::syntax("invalid syntax", Span::new(0, 0))),
        Err(e) => Err(errors::map(source, e, false, None)),
    }
}

/// Parses the expression of an f-string field, `source[start..end]`.
pub(crate) fn parse_field(source: &str, start: usize, end: usize) -> Result<Ex, Diagnostic> {
    let mut toks = vec![(start, Tok::FieldStart, start)];
    toks.extend(lexer::tokenize_field(source, start, end)?);
    // Fields are short: keep a copy of the tokens to word a failure.
    let copy = toks.clone();
    match grammar::TopParser::new().parse(source, toks) {
        Ok(Top::Field(e)) => Ok(e),
        Ok(Top::Module(_)) => Err(Diagnostic::syntax(
            "f-string: invalid syntax",
            Span::new(start, end),
        )),
        Err(e) => Err(errors::map(source, e, true, Some(copy))),
    }
}
