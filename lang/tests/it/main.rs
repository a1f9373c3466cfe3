//! `pyrite-lang`'s integration tests, in one binary.

mod check;
mod common;
mod grammar_fresh;
mod lexer;
mod nesting;
mod parse_golden;
mod spans;
mod symtable;
mod syntax_errors;
