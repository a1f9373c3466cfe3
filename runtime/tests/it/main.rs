//! `pyrite-runtime`'s integration tests (numeric semantics against CPython), in one binary.

mod num_common;
mod num_float;
mod num_format;
mod num_int;
mod num_nopanic;
mod sets;
