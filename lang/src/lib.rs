//! Pyrite's front end: source text to bytecode.
//!
//! Pipeline: [`source`] (bytes to checked text) → [`lexer`] (logos tokens plus the indentation
//! layer) → [`parse`] (the lalrpop grammar, one entry point) → [`check`] (admission against the
//! policy) → [`compile`] (register bytecode, see [`bytecode`]). Errors of every stage are a
//! [`diagnostic::Diagnostic`]. This crate knows nothing about run-time values.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ast;
pub mod bytecode;
pub mod check;
pub mod compile;
mod cpython_dunders;
mod cpython_modules;
pub mod diagnostic;
pub mod fstring;
pub mod lexer;
pub mod parse;
pub mod source;
