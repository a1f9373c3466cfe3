//! `pyrite-stdlib`'s integration tests, in one binary.

mod dialect_doc;
mod limits;
