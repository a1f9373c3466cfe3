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
    /// The wall-clock time limit (`Limits::max_duration`: `--max-duration` on the command
    /// line).
    Time,
    /// The host's deadline for this run (`RunOptions::deadline` of the embedding API) passed
    /// before the time limit did.
    Deadline,
    /// The host cancelled the run.
    Cancelled,
    /// The output could not be written (its reader went away: a closed pipe): the run stops,
    /// as nothing it prints can be seen any more.
    OutputClosed,
    /// Not a limit: the run stopped at a call of an external function (see
    /// [`crate::hostlog`]). Only a suspendable run stops so, and the embedding API turns it into
    /// a suspension; no finished run's status carries it. Like a limit, it unwinds the run
    /// without running any `except` or `finally`.
    Suspended,
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
            LimitKind::Deadline => "deadline",
            LimitKind::Cancelled => "cancelled",
            LimitKind::OutputClosed => "output_closed",
            LimitKind::Suspended => "suspended",
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

impl HostValue {
    /// The JSON form: `None` is `null`, a tuple an array, a dict an object. Fails for what
    /// JSON cannot hold: a NaN or infinite float, a dict key other than a str, int, bool or
    /// `None` (which become strings, as `json.dumps` makes them).
    pub fn to_json(&self) -> Result<serde_json::Value, String> {
        use serde_json::Value as J;
        Ok(match self {
            HostValue::None => J::Null,
            HostValue::Bool(b) => J::Bool(*b),
            HostValue::Int(i) => J::from(*i),
            HostValue::Float(f) => serde_json::Number::from_f64(*f)
                .map(J::Number)
                .ok_or_else(|| format!("the float {f} has no JSON form"))?,
            HostValue::Str(s) => J::String(s.clone()),
            HostValue::List(items) | HostValue::Tuple(items) => J::Array(
                items
                    .iter()
                    .map(HostValue::to_json)
                    .collect::<Result<_, _>>()?,
            ),
            HostValue::Dict(pairs) => {
                let mut map = serde_json::Map::new();
                for (k, v) in pairs {
                    let key =
                        match k {
                            HostValue::Str(s) => s.clone(),
                            HostValue::Int(i) => i.to_string(),
                            HostValue::Bool(b) => b.to_string(),
                            HostValue::None => "null".to_string(),
                            _ => return Err(
                                "a dict key that is not a str, int, bool or None has no JSON form"
                                    .to_string(),
                            ),
                        };
                    map.insert(key, v.to_json()?);
                }
                J::Object(map)
            }
        })
    }

    /// The value a JSON value stands for: `null` is `None`, an array a list, an object a dict
    /// with str keys. Fails for an integer outside `i64`.
    pub fn from_json(v: &serde_json::Value) -> Result<HostValue, String> {
        use serde_json::Value as J;
        Ok(match v {
            J::Null => HostValue::None,
            J::Bool(b) => HostValue::Bool(*b),
            J::Number(n) => match (n.as_i64(), n.as_f64()) {
                (Some(i), _) => HostValue::Int(i),
                (None, Some(f)) if !n.is_u64() => HostValue::Float(f),
                _ => return Err(format!("the integer {n} does not fit in 64 bits")),
            },
            J::String(s) => HostValue::Str(s.clone()),
            J::Array(items) => HostValue::List(
                items
                    .iter()
                    .map(HostValue::from_json)
                    .collect::<Result<_, _>>()?,
            ),
            J::Object(map) => HostValue::Dict(
                map.iter()
                    .map(|(k, v)| Ok((HostValue::Str(k.clone()), HostValue::from_json(v)?)))
                    .collect::<Result<_, String>>()?,
            ),
        })
    }
}

/// A host function: takes positional arguments, returns a value or an error message that the
/// script sees as `RuntimeError(message)`. (The embedding crate wraps it into a
/// [`HostFunction`].)
pub type HostFn = Arc<dyn Fn(&[HostValue]) -> Result<HostValue, String> + Send + Sync>;

/// A host function as the VM calls it: positional and keyword arguments, a value or a
/// [`HostError`] the script sees as an exception of its type.
pub type HostFunction =
    Arc<dyn Fn(&[HostValue], &[(String, HostValue)]) -> Result<HostValue, HostError> + Send + Sync>;

/// An error a host function raises in the script: an exception of a built-in type the
/// script can catch (`ValueError`, `KeyError`, `PermissionError`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostError {
    /// The exception class's name: any built-in subclass of `Exception`. Another name (a
    /// host bug) raises `RuntimeError` saying so, with the message.
    pub exc_type: String,
    /// The exception's message (its single argument).
    pub message: String,
}

impl HostError {
    /// An exception of the built-in type named `exc_type` with `message`.
    pub fn new(exc_type: &str, message: impl Into<String>) -> HostError {
        HostError {
            exc_type: exc_type.to_string(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.exc_type, self.message)
    }
}

impl std::error::Error for HostError {}
