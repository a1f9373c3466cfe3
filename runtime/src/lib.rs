//! Pyrite's runtime: executes bytecode under limits.
//!
//! The public surface here is what the `pyrite` crate builds its embedding API on: [`Limits`],
//! [`Stats`], [`LimitKind`], [`RunError`], [`HostValue`] and [`run`].
#![forbid(unsafe_code)]

pub mod api;
pub mod num;

pub use api::*;
