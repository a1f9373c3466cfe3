//! Pyrite: a restricted interpreter for a strict subset of Python 3.11, for running code you do
//! not trust.
//!
//! ```no_run
//! use pyrite::{Engine, Limits};
//! let engine = Engine::new().with_limits(Limits { max_instructions: Some(1_000_000), ..Limits::default() });
//! let mut out = Vec::new();
//! let outcome = engine.run_source(b"print(6 * 7)\n", "<script>", &mut out);
//! assert!(outcome.is_ok());
//! assert_eq!(out, b"42\n");
//! ```
//!
//! The language boundary (this crate's [`Engine`]) limits what a script can name; the OS boundary
//! ([`jail`]) contains the process in case the language boundary ever fails.

pub mod engine;
pub mod jail;

pub use engine::{CompileError, Engine, Outcome, Program, Status};
pub use pyrite_runtime::{HostFn, HostValue, LimitKind, Limits, RunError, ScriptError, Stats};

/// The version string printed by `pyrite --version` and recorded in jail reports.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
