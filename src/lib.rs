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

// `unsafe` lives only in `jail`, in the files that talk to the kernel (DESIGN.md invariant 2).
#![deny(unsafe_code)]

pub mod engine;
pub mod jail;

pub use engine::{CompileError, Engine, Outcome, Program, Status};
pub use pyrite_runtime::{HostFn, HostValue, LimitKind, Limits, RunError, ScriptError, Stats};

/// The version string printed by `pyrite --version` and recorded in jail reports.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Parses a size such as `64MB`, `512KiB`, `1G` or `1000` into bytes (`None` if malformed or
/// too large). Shared by `pyrite run` and `pyrite jail`.
pub fn parse_size(s: &str) -> Option<u64> {
    let s = s.trim();
    let split = s
        .find(|c: char| !c.is_ascii_digit() && c != '_')
        .unwrap_or(s.len());
    let (digits, unit) = s.split_at(split);
    let n: u64 = digits.replace('_', "").parse().ok()?;
    let mult: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        _ => return None,
    };
    n.checked_mul(mult)
}
