//! Pyrite: a restricted interpreter for a strict subset of Python 3.11, for running code you do
//! not trust.
//!
//! ```
//! use std::sync::Arc;
//! use pyrite::{Engine, HostValue, Limits, Status};
//!
//! let mut engine = Engine::new().with_limits(Limits {
//!     max_instructions: Some(10_000_000),
//!     max_memory: Some(64 << 20),
//!     ..Limits::default()
//! });
//! // A host function the script may call by name; values cross as `HostValue`.
//! engine.register_host_fn(
//!     "double",
//!     Arc::new(|args: &[HostValue]| match args {
//!         [HostValue::Int(n)] => Ok(HostValue::Int(n * 2)),
//!         _ => Err("double() takes one int".to_string()),
//!     }),
//! );
//! let program = engine.compile(b"print(sum(range(10)), double(21))\n", "job.py")?;
//! let mut out = Vec::new();
//! let outcome = engine.run(&program, &mut out);
//! assert_eq!(outcome.status, Status::Ok);
//! assert_eq!(out, b"45 42\n");
//! assert!(outcome.stats.instructions > 0);
//! # Ok::<(), pyrite::CompileError>(())
//! ```
//!
//! Inputs (any `serde::Serialize`, globals of the script), the value of the last expression
//! statement as the result, and a handle that cancels the run from another thread:
//!
//! ```
//! use pyrite::{CancelHandle, Engine, RunOptions};
//!
//! let engine = Engine::new();
//! let program = engine.compile(b"{'n': len(rows), 'max': max(r['v'] for r in rows)}", "q.py")?;
//! let cancel = CancelHandle::new(); // cancel.cancel() from any thread stops the run
//! let rows = serde_json::json!([{"v": 3}, {"v": 9}]);
//! let options = RunOptions::new().input("rows", &rows)?.cancel_handle(&cancel);
//! let outcome = engine.run_with(&program, &options, &mut std::io::sink());
//! assert_eq!(outcome.result_json()?, serde_json::json!({"n": 2, "max": 9}));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The language boundary (this crate's [`Engine`]) limits what a script can name; the OS boundary
//! ([`jail`]) contains the process in case the language boundary ever fails.

// `unsafe` lives only in `jail`, in the files that talk to the kernel (DESIGN.md invariant 2).
#![deny(unsafe_code)]

pub mod engine;
pub mod jail;
pub mod limit_args;
pub mod mcp;
pub mod policy;
pub mod repl;
pub mod session;
pub mod snapshot;
pub mod suspend;

pub use engine::{
    CancelHandle, CompileError, Engine, Finding, InputError, Outcome, Program, ResultError,
    RunOptions, Status, COMPILE_RED_ZONE, COMPILE_STACK_BYTES, DEFAULT_RANDOM_SEED,
    SESSION_ENDED_EXIT,
};
pub use policy::{PolicyError, PolicyFile, PolicyReport, Surface};
pub use pyrite_runtime::{
    ExternalCall, HostCall, HostError, HostFn, HostFunction, HostValue, LimitKind, Limits,
    RunError, ScriptError, Stats,
};
pub use pyrite_stdlib::Narrowing;
pub use session::{Session, StepLimits};
pub use suspend::{SnapshotError, Step, Suspension};

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

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("64MB"), Some(64 << 20));
        assert_eq!(parse_size("512KiB"), Some(512 << 10));
        assert_eq!(parse_size("1000"), Some(1000));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("12XB"), None);
        assert_eq!(parse_size(""), None);
    }
}
