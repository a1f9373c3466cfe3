//! Compiler unit tests (hand-built ASTs).
