//! The embedding API: compile a script once, run it under limits, get an [`Outcome`].

use std::io::Write;

use pyrite_runtime::{HostFn, LimitKind, Limits, ScriptError, Stats};

/// Default cap on source size (1 MiB).
pub const DEFAULT_MAX_SOURCE_BYTES: usize = 1 << 20;

/// An interpreter configuration: limits, granted host functions, source cap.
#[derive(Clone)]
pub struct Engine {
    limits: Limits,
    max_source_bytes: usize,
    host_fns: Vec<(String, HostFn)>,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

/// A compiled script, ready to run any number of times.
#[derive(Clone, Debug)]
pub struct Program {
    filename: String,
    source: String,
}

impl Program {
    /// The file name the script was compiled under (used in tracebacks).
    pub fn filename(&self) -> &str {
        &self.filename
    }
}

/// A compile-time error (syntax error, refusal, bad source encoding).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// The structured error.
    pub diagnostic: pyrite_lang::diagnostic::Diagnostic,
    /// The error printed as CPython prints it.
    pub rendered: String,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// The script ran to completion.
    Ok,
    /// The script never ran: it did not compile or was refused.
    CompileError(CompileError),
    /// An uncaught exception.
    ScriptError(ScriptError),
    /// A limit stopped the run.
    Limit(LimitKind),
}

/// The result of a run: its status and its figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// How it ended.
    pub status: Status,
    /// Instructions, allocations, peak live bytes, output bytes.
    pub stats: Stats,
}

impl Outcome {
    /// True if the script ran to completion.
    pub fn is_ok(&self) -> bool {
        self.status == Status::Ok
    }

    /// The CLI's exit status: 0 ok, 1 uncaught exception, 2 compile error, 3 limit.
    pub fn exit_code(&self) -> i32 {
        match self.status {
            Status::Ok => 0,
            Status::ScriptError(_) => 1,
            Status::CompileError(_) => 2,
            Status::Limit(_) => 3,
        }
    }
}

impl Engine {
    /// An engine with default limits (no fuel or memory cap, recursion 1000) and no host functions.
    pub fn new() -> Engine {
        Engine {
            limits: Limits::default(),
            max_source_bytes: DEFAULT_MAX_SOURCE_BYTES,
            host_fns: Vec::new(),
        }
    }

    /// Replaces the limits.
    pub fn with_limits(mut self, limits: Limits) -> Engine {
        self.limits = limits;
        self
    }

    /// Replaces the source size cap.
    pub fn with_max_source_bytes(mut self, max: usize) -> Engine {
        self.max_source_bytes = max;
        self
    }

    /// Grants a host function the script can call by `name`.
    pub fn register_host_fn(&mut self, name: &str, f: HostFn) {
        self.host_fns.push((name.to_string(), f));
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Checks and compiles a script.
    pub fn compile(&self, source: &[u8], filename: &str) -> Result<Program, CompileError> {
        let text = std::str::from_utf8(source).map_err(|_| CompileError {
            diagnostic: pyrite_lang::diagnostic::Diagnostic::new(
                pyrite_lang::diagnostic::ErrorKind::UnicodeDecodeError,
                "source is not valid UTF-8",
                Default::default(),
            ),
            rendered: String::new(),
        })?;
        Ok(Program {
            filename: filename.to_string(),
            source: text.to_string(),
        })
    }

    /// Runs a compiled program, writing its output to `out`.
    pub fn run(&self, program: &Program, out: &mut dyn Write) -> Outcome {
        // Temporary until the VM lands: the pipeline is wired in by the foundation work.
        let _ = (program, out, &self.host_fns);
        Outcome {
            status: Status::Limit(LimitKind::Cancelled),
            stats: Stats::default(),
        }
    }

    /// Compiles and runs in one step; a compile error becomes [`Status::CompileError`].
    pub fn run_source(&self, source: &[u8], filename: &str, out: &mut dyn Write) -> Outcome {
        match self.compile(source, filename) {
            Ok(program) => self.run(&program, out),
            Err(e) => Outcome {
                status: Status::CompileError(e),
                stats: Stats::default(),
            },
        }
    }
}

impl Program {
    /// A human-readable listing of the bytecode (`pyrite disasm`).
    pub fn disassemble(&self) -> String {
        self.source.clone()
    }
}
