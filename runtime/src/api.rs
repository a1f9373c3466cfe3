//! The contract between the runtime and its embedder.

use std::sync::Arc;
use std::time::Duration;

/// Default fuel: about a few seconds of bytecode.
pub const DEFAULT_MAX_INSTRUCTIONS: u64 = 1_000_000_000;
/// Default cap on live heap bytes.
pub const DEFAULT_MAX_MEMORY: u64 = 256 << 20;
/// Default script call depth (CPython's).
pub const DEFAULT_MAX_RECURSION: u32 = 1000;
/// Default cap on bytes written by `print`.
pub const DEFAULT_MAX_OUTPUT: u64 = 16 << 20;
/// Default wall-clock time of a run.
pub const DEFAULT_MAX_DURATION: Duration = Duration::from_secs(30);

/// Every limit of a run. `None` means unlimited.
///
/// [`Limits::default`] is safe for untrusted code: every limit is set (instructions 10^9,
/// memory 256 MiB, recursion 1000, output 16 MiB, 30 s of wall time; allocations are bounded
/// by memory). [`Limits::unlimited`] lifts all but the recursion depth, for trusted scripts.
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
    /// Wall-clock time of the run, checked from the dispatch loop every few thousand
    /// instructions (no second thread).
    pub max_duration: Option<Duration>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_instructions: Some(DEFAULT_MAX_INSTRUCTIONS),
            max_memory: Some(DEFAULT_MAX_MEMORY),
            max_allocations: None,
            max_recursion: DEFAULT_MAX_RECURSION,
            max_output: Some(DEFAULT_MAX_OUTPUT),
            max_duration: Some(DEFAULT_MAX_DURATION),
        }
    }
}

impl Limits {
    /// No limit but the recursion depth (which keeps deep recursion a RecursionError): for
    /// trusted scripts only.
    pub fn unlimited() -> Limits {
        Limits {
            max_instructions: None,
            max_memory: None,
            max_allocations: None,
            max_recursion: DEFAULT_MAX_RECURSION,
            max_output: None,
            max_duration: None,
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
    /// The output could not be written (its reader went away: a closed pipe): the run stops,
    /// as nothing it prints can be seen any more.
    OutputClosed,
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
            LimitKind::OutputClosed => "output_closed",
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
    /// The script raised `SystemExit` (`sys.exit`) and did not catch it: the status CPython
    /// exits with (`None` 0, an int itself, anything else 1) and what it prints on stderr
    /// (nothing, or the `str()` of a code that is not an int or None, and a newline).
    Exit {
        /// The exit status (as C's `exit` takes it; the process sees its low 8 bits).
        code: i32,
        /// Printed on stderr.
        stderr: String,
    },
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
