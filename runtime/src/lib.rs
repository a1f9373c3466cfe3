//! Pyrite's runtime: executes bytecode under limits.
//!
//! The public surface here is what the `pyrite` crate builds its embedding API on: [`Limits`],
//! [`Stats`], [`LimitKind`], [`RunError`], [`HostValue`] and [`run`]; built-ins (in
//! `pyrite-stdlib`) use [`Vm`]'s helpers and register through [`natives::NativeTable`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod api;
pub mod bigrange;
mod cpython_attrs;
pub mod dict;
pub mod format;
pub mod hash;
pub mod heap;
pub mod hostlog;
pub mod iter;
pub mod libobj;
pub mod mt19937;
pub mod natives;
pub mod num;
pub mod object;
pub mod ops;
pub mod printf;
pub mod repr;
pub mod set;
pub mod strbuf;
pub mod value;
pub mod vm;

pub use api::*;
pub use hostlog::{ExternalCall, HostCall, Replay};
pub use natives::{Binding, BuiltinKind, IndexCache, Member, ModuleDef, NativeFn, NativeTable};
pub use value::{TypeTag, Value};
pub use vm::{run, RunContext, Vm, VmErr, VmResult};
