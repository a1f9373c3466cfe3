//! The contract between the runtime and its embedder.

use std::sync::Arc;

/// Every limit of a run. `None` means unlimited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Fuel: bytecode instructions plus proportional native work.
    pub max_instructions: Option<u64>,
    /// Live heap bytes through the accounting choke point.
    pub max_memory: Option<u64>,
    /// Number of heap objects created.
    pub max_allocations: Option<u64>,
    /// Script call depth (CPython's default is 1000).
    pub max_recursion: u32,
    /// Bytes written by `print`.
    pub max_output: Option<u64>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_instructions: None,
            max_memory: None,
            max_allocations: None,
            max_recursion: 1000,
            max_output: None,
        }
    }
}

/// The figures of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Fuel spent.
    pub instructions: u64,
    /// Heap objects created.
    pub allocations: u64,
    /// Highest live heap bytes seen.
    pub peak_live_bytes: u64,
    /// Bytes written to the output.
    pub output_bytes: u64,
}

/// Which limit ended a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitKind {
    /// The instruction-count limit.
    Instructions,
    /// The live-memory limit.
    Memory,
    /// The allocation-count limit.
    Allocations,
    /// The output-size limit.
    Output,
    /// The wall-clock time limit.
    Time,
    /// The host cancelled the run.
    Cancelled,
}

impl LimitKind {
    /// The name used in reports (`instructions`, `memory`, ...).
    pub fn name(self) -> &'static str {
        match self {
            LimitKind::Instructions => "instructions",
            LimitKind::Memory => "memory",
            LimitKind::Allocations => "allocations",
            LimitKind::Output => "output",
            LimitKind::Time => "time",
            LimitKind::Cancelled => "cancelled",
        }
    }
}

/// An uncaught script exception.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    /// The exception class name, e.g. `KeyError`.
    pub type_name: String,
    /// `str()` of the exception, e.g. `'x'`.
    pub message: String,
    /// The full CPython-style traceback text, ending in `TypeName: message\n`.
    pub traceback: String,
}

/// Why a run did not complete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The script raised and did not catch.
    Exception(ScriptError),
    /// A limit stopped the run.
    Limit(LimitKind),
}

/// A value crossing the host boundary (JSON-like).
#[derive(Clone, Debug, PartialEq)]
pub enum HostValue {
    /// `None`.
    None,
    /// `bool`.
    Bool(bool),
    /// `int` (within `i64`).
    Int(i64),
    /// `float`.
    Float(f64),
    /// `str`.
    Str(String),
    /// `list`.
    List(Vec<HostValue>),
    /// `tuple`.
    Tuple(Vec<HostValue>),
    /// `dict`, as key/value pairs in insertion order.
    Dict(Vec<(HostValue, HostValue)>),
}

/// A host function: takes positional arguments, returns a value or an error message that the
/// script sees as `RuntimeError(message)`.
pub type HostFn = Arc<dyn Fn(&[HostValue]) -> Result<HostValue, String> + Send + Sync>;
