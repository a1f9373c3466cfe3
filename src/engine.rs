//! The embedding API: compile a script once, run it under limits, get an [`Outcome`].

use std::io::Write;
use std::sync::Arc;

use pyrite_lang::diagnostic::{Diagnostic, ErrorKind};
use pyrite_runtime::{
    BuiltinKind, HostError, HostFn, HostFunction, HostValue, LimitKind, Limits, NativeTable,
    RunError, ScriptError, Stats,
};
use pyrite_stdlib::Narrowing;

use crate::policy::{PolicyError, PolicyFile, PolicyReport};
use crate::StepLimits;

/// The stack the compiler runs on: eight times what the deepest input the parser accepts needs
/// (measured: a debug build compiles a file at every nesting cap at once in under 4 MiB; see
/// `tests/it/adversarial.rs`). Reserved address space; pages are touched only as they are used.
pub const COMPILE_STACK_BYTES: usize = 32 << 20;

/// The stack a compilation may use on its caller's thread: with at least this much left (as
/// on a process's main thread), the front end runs in place; with less, on a fresh stack of
/// [`COMPILE_STACK_BYTES`]. Mapping, faulting in and unmapping that stack cost more than
/// compiling a short script. One and a half times what a debug build needs for the deepest
/// accepted input (tested on a thread whose stack is just this: `tests/it/adversarial.rs`).
pub const COMPILE_RED_ZONE: usize = 6 << 20;

/// Runs the front end `f` with [`COMPILE_RED_ZONE`] of stack guaranteed.
fn on_compile_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(COMPILE_RED_ZONE, COMPILE_STACK_BYTES, f)
}

/// The exit status of a session step refused because the session has ended
/// ([`Status::SessionEnded`]), in `pyrite repl`, `pyrite jail --session-in` and the reports.
pub const SESSION_ENDED_EXIT: i32 = 5;

/// Default cap on source size (1 MiB).
pub const DEFAULT_MAX_SOURCE_BYTES: usize = 1 << 20;

/// The seed `random`'s module generator starts from unless the host sets one
/// ([`Engine::with_random_seed`]): a script that never seeds sees `random.seed(0)`'s sequence.
pub const DEFAULT_RANDOM_SEED: u64 = 0;

/// An interpreter configuration: limits, the surface (the allowlist table, narrowed by the
/// embedder's policy), granted host functions, source cap, string-hash seed.
#[derive(Clone)]
pub struct Engine {
    limits: Limits,
    max_source_bytes: usize,
    hash_seed: Option<u64>,
    random_seed: u64,
    host_fns: Vec<(String, HostFunction)>,
    /// For each host function, whether it is external ([`Engine::register_external`]).
    externals: Vec<bool>,
    /// What the embedder removed from the surface table.
    narrowing: Narrowing,
    /// The allowlisted built-ins, then the granted host functions: built once, shared by every
    /// compile (the names the compiler numbers) and every run (the implementations).
    natives: NativeTable,
    /// [`Engine::policy_digest`], computed once (it hashes the whole surface) and cleared by
    /// every change to what it covers.
    digest: std::sync::OnceLock<String>,
    /// What every compile checks and numbers against, derived from the fields above on first
    /// use and shared by clones; reset by whatever changes them.
    admission: std::sync::OnceLock<Arc<Admission>>,
}

/// The admission policy and the built-in names, as [`Engine::compile`] uses them: made once
/// per engine instead of once per compile (copying them was most of a small script's
/// compile time).
struct Admission {
    policy: pyrite_lang::check::Admitted,
    names: pyrite_lang::compile::Builtins,
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
    bytecode: pyrite_lang::bytecode::Program,
}

impl Program {
    /// The file name the script was compiled under (used in tracebacks).
    pub fn filename(&self) -> &str {
        &self.filename
    }

    /// The script's source text (decoded).
    pub fn source(&self) -> &str {
        &self.source
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

impl CompileError {
    /// The 1-based line and column (in characters) the error points at, in `source`, the
    /// text it was compiled from.
    pub fn line_col(&self, source: &str) -> (usize, usize) {
        pyrite_lang::diagnostic::SourceMap::new(source)
            .line_col(self.diagnostic.span.start as usize)
    }
}

impl std::fmt::Display for CompileError {
    /// The error as CPython prints it (file, line, source line, caret, `Kind: message`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl std::error::Error for CompileError {}

/// One error [`Engine::check`] found: a syntax error or a refusal, with where it is and, for a
/// refusal, what it refuses and what is available instead.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Finding {
    /// The exception class CPython (or Pyrite's refusal) reports it as: `SyntaxError`,
    /// `ModuleNotFoundError`, `NameError`, `NotImplementedError`, ...
    pub kind: &'static str,
    /// The message after `Kind: `.
    pub message: String,
    /// 1-based line of its first character.
    pub line: usize,
    /// 1-based column (in characters) of its first character.
    pub column: usize,
    /// 1-based line of its end.
    pub end_line: usize,
    /// 1-based column one past its last character.
    pub end_column: usize,
    /// For a refusal: the refused construct (`module 'os'`, `built-in 'eval'`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub construct: Option<String>,
    /// For a refusal: what the policy offers instead, when that is a list of names.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub available: Vec<String>,
    /// The error printed as CPython prints it (file, line, source line, caret, message).
    #[serde(skip)]
    pub rendered: String,
}

impl Finding {
    fn new(d: &Diagnostic, filename: &str, source: &str) -> Finding {
        let map = pyrite_lang::diagnostic::SourceMap::new(source);
        let (line, column) = map.line_col(d.span.start as usize);
        let (end_line, end_column) = map.line_col(d.span.end.max(d.span.start) as usize);
        Finding {
            kind: d.kind.name(),
            message: d.message.clone(),
            line,
            column,
            end_line,
            end_column,
            construct: d.refusal.as_ref().map(|r| r.construct.clone()),
            available: d
                .refusal
                .as_ref()
                .map(|r| r.available.clone())
                .unwrap_or_default(),
            rendered: d.render(filename, source),
        }
    }
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
    /// The script raised `SystemExit` (`sys.exit(code)`) and did not catch it: CPython's exit
    /// status and what it prints on stderr (the code, when it is not an int or None).
    Exit {
        /// The status (`sys.exit(n)`'s n; the process sees its low 8 bits).
        code: i32,
        /// What is printed on stderr.
        stderr: String,
    },
    /// A limit stopped the run.
    Limit(LimitKind),
    /// Pyrite itself failed: a panic (a bug, never the script's fault) was caught at the API
    /// boundary. The message is the panic's; the engine stays usable.
    InternalError(String),
    /// A session step did not run because the session has ended: rebuilding its heap (the
    /// replay of its kept steps after a rollback or a load) failed, for the reason given (a
    /// replayed step hit a limit, the deadline or a cancellation, or did not end as it had).
    /// Not a bug: the session's earlier state cannot be had back, and every later step of it
    /// ends so too; start a new session (or load an earlier dump).
    SessionEnded(String),
}

/// The result of a run: its status, its result value and its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// How it ended.
    pub status: Status,
    /// Instructions, allocations, peak live bytes, output bytes.
    pub stats: Stats,
    /// The value of the script's last statement when that is an expression statement
    /// (`None`'s host form when it is not), if the run completed and the value has a host
    /// form: `None` for a value that has none (a set, an instance, a function, an int
    /// outside `i64`); the script can convert it (`sorted(s)`, `str(x)`) to hand it over.
    pub result: Option<HostValue>,
}

impl Status {
    /// What `pyrite run` prints on stderr for this status: nothing for [`Status::Ok`], the
    /// error as CPython prints it (syntax error or traceback), or the limit named with the flag
    /// that sets it (the [`Limits`] field of that name), so the reader knows what to raise. A
    /// host's deadline ([`LimitKind::Deadline`]) and a cancellation name no flag: raising one
    /// would not have helped.
    pub fn render(&self, limits: &Limits) -> String {
        match self {
            Status::Ok => String::new(),
            Status::CompileError(e) => e.rendered.clone(),
            Status::ScriptError(e) => e.traceback.clone(),
            Status::Exit { stderr, .. } => stderr.clone(),
            Status::InternalError(msg) => format!(
                "pyrite: internal error: {msg} (a bug in Pyrite, not in the script: please \
                 report it with the script that caused it)\n"
            ),
            Status::SessionEnded(why) => format!(
                "pyrite: the session has ended: {why} (its earlier state is lost: start a new \
                 session)\n"
            ),
            Status::Limit(kind) => {
                let count = |v: Option<u64>| v.map(|n| n.to_string());
                let (flag, value) = match kind {
                    LimitKind::Instructions => {
                        ("--max-instructions", count(limits.max_instructions))
                    }
                    LimitKind::Memory => ("--max-memory", count(limits.max_memory)),
                    LimitKind::Allocations => ("--max-allocations", count(limits.max_allocations)),
                    LimitKind::Output => ("--max-output", count(limits.max_output)),
                    LimitKind::Time => (
                        "--max-duration",
                        limits.max_duration.map(|d| format!("{}s", d.as_secs_f64())),
                    ),
                    // The host's own stops: no flag of the CLI sets them, so none is named.
                    LimitKind::Deadline => {
                        return "pyrite: limit exceeded: deadline (the deadline the host set for \
                                this run passed)\n"
                            .to_string()
                    }
                    LimitKind::Cancelled => {
                        return "pyrite: cancelled: the host stopped the run\n".to_string()
                    }
                    LimitKind::Suspended => ("", None),
                    LimitKind::OutputClosed => {
                        return "pyrite: output closed: the run was stopped (nothing reads its \
                                output any more)\n"
                            .to_string()
                    }
                };
                match value {
                    Some(v) => format!("pyrite: limit exceeded: {} ({flag} {v})\n", kind.name()),
                    None => format!("pyrite: limit exceeded: {}\n", kind.name()),
                }
            }
        }
    }
}

impl Outcome {
    /// True if the script ran to completion.
    pub fn is_ok(&self) -> bool {
        self.status == Status::Ok
    }

    /// The CLI's exit status: 0 ok, 1 uncaught exception, 2 compile error, 3 limit, 4 an
    /// internal error (as `pyrite jail` reports a crash), 5 a session that has ended
    /// ([`Status::SessionEnded`]); an uncaught `SystemExit` exits with its status's low 8
    /// bits, as CPython's process does.
    pub fn exit_code(&self) -> i32 {
        match self.status {
            Status::Ok => 0,
            Status::Exit { code, .. } => code & 0xff,
            Status::ScriptError(_) => 1,
            Status::CompileError(_) => 2,
            Status::Limit(_) => 3,
            Status::InternalError(_) => 4,
            Status::SessionEnded(_) => SESSION_ENDED_EXIT,
        }
    }
}

impl Engine {
    /// An engine with the safe default limits ([`Limits::default`]: instructions 10^9, memory
    /// 256 MiB, recursion 1000, output 16 MiB, 30 s; source 1 MiB) and no host functions.
    pub fn new() -> Engine {
        Engine {
            limits: Limits::default(),
            max_source_bytes: DEFAULT_MAX_SOURCE_BYTES,
            hash_seed: None,
            random_seed: DEFAULT_RANDOM_SEED,
            host_fns: Vec::new(),
            externals: Vec::new(),
            narrowing: Narrowing::default(),
            natives: pyrite_stdlib::table(),
            digest: std::sync::OnceLock::new(),
            admission: Default::default(),
        }
    }

    /// Replaces the limits.
    pub fn with_limits(mut self, limits: Limits) -> Engine {
        self.limits = limits;
        self.digest = Default::default();
        self
    }

    /// Replaces the source size cap.
    pub fn with_max_source_bytes(mut self, max: usize) -> Engine {
        self.max_source_bytes = max;
        self.digest = Default::default();
        self
    }

    /// Fixes the key strings are hashed with, for reproducible runs: with `Some(seed)` every
    /// run hashes a string alike (`hash("abc")`, the order of strings in a set); with `None`
    /// (the default) each run draws a random key from the operating system, as CPython does
    /// per process (`PYTHONHASHSEED`). A random key is the defence against hash flooding: a
    /// script that knew the key could build many keys that collide and make every dict and
    /// set operation on them linear. Fix the seed only where the script's author cannot learn
    /// it (tests, a replay), or where flooding does not matter.
    pub fn with_hash_seed(mut self, seed: Option<u64>) -> Engine {
        self.hash_seed = seed;
        self
    }

    /// The string-hash seed set by [`Engine::with_hash_seed`] (`None`: random per run).
    pub fn hash_seed(&self) -> Option<u64> {
        self.hash_seed
    }

    /// Sets the seed `random`'s module generator starts from when the script does not seed
    /// it: the run behaves as if it began with `random.seed(seed)`, and `random.seed()`,
    /// `random.seed(None)` and `random.Random()` use it too. Pyrite never reads OS randomness
    /// (runs are reproducible); the default is [`DEFAULT_RANDOM_SEED`].
    pub fn with_random_seed(mut self, seed: u64) -> Engine {
        self.random_seed = seed;
        self
    }

    /// The seed set by [`Engine::with_random_seed`].
    pub fn random_seed(&self) -> u64 {
        self.random_seed
    }

    /// Grants a host function the script can call by `name` with positional arguments; its
    /// error message is raised as `RuntimeError`. It becomes part of the policy (and of
    /// [`Engine::policy_digest`]). See [`Engine::register_fn`] for typed arguments.
    pub fn register_host_fn(&mut self, name: &str, f: HostFn) {
        let owned = name.to_string();
        self.register_host_function(
            name,
            Arc::new(move |args, kwargs| {
                if !kwargs.is_empty() {
                    return Err(no_keywords(&owned));
                }
                f(args).map_err(|m| HostError::new("RuntimeError", m))
            }),
        );
    }

    /// Grants a host function that takes positional and keyword arguments and raises
    /// exceptions of a chosen built-in type ([`HostError`]).
    pub fn register_host_function(&mut self, name: &str, f: HostFunction) {
        self.add_host_function(name, f, false);
    }

    /// Declares an external function: a script's call of `name` stops the run, handing the
    /// host the call (a [`crate::Suspension`] from [`Engine::start`]), which the host answers
    /// later with a value or an exception ([`crate::Suspension::resume`]), in this process or,
    /// through a snapshot, in another. A plain [`Engine::run`] refuses the call. It is part of
    /// the policy, as a host function is.
    pub fn register_external(&mut self, name: &str) {
        let owned = name.to_string();
        self.add_host_function(
            name,
            // Never called: the VM stops at an external function's call instead.
            Arc::new(move |_, _| {
                Err(HostError::new(
                    "RuntimeError",
                    format!("{owned}() is external"),
                ))
            }),
            true,
        );
    }

    /// Whether host function `name` is external.
    pub fn is_external(&self, name: &str) -> bool {
        self.host_fns
            .iter()
            .zip(&self.externals)
            .any(|((n, _), &e)| n == name && e)
    }

    /// The granted host functions, by name, and whether each is external.
    pub fn host_functions(&self) -> Vec<(String, bool)> {
        self.host_fns
            .iter()
            .zip(&self.externals)
            .map(|((n, _), &e)| (n.clone(), e))
            .collect()
    }

    /// Whether a host function named `name` is granted.
    pub fn has_host_function(&self, name: &str) -> bool {
        self.host_fns.iter().any(|(n, _)| n == name)
    }

    /// The granted host functions' names as the policy lists them: an external one as
    /// `name (external)`, since a script calling it stops instead of getting a value.
    fn host_function_names(&self) -> Vec<String> {
        self.host_fns
            .iter()
            .zip(&self.externals)
            .map(|((n, _), &e)| {
                if e {
                    format!("{n} (external)")
                } else {
                    n.clone()
                }
            })
            .collect()
    }

    fn add_host_function(&mut self, name: &str, f: HostFunction, external: bool) {
        let index = self.host_fns.len();
        self.host_fns.push((name.to_string(), f));
        self.externals.push(external);
        self.digest = Default::default();
        self.admission = Default::default();
        self.natives
            .builtins
            .push((name.to_string(), BuiltinKind::Host(index)));
        // The table's index covers its built-ins: made anew for the longer list.
        self.natives.index = Default::default();
    }

    /// Grants a typed host function: its positional arguments, as a JSON array, deserialize
    /// into `A` (a tuple such as `(String, i64)`, or a `Vec`), and its result serializes back.
    /// Arguments that do not fit `A`, or keyword arguments, are a `TypeError` in the script;
    /// the function's own [`HostError`] is raised as the exception it names.
    ///
    /// ```
    /// use pyrite::{Engine, HostError};
    ///
    /// let mut engine = Engine::new();
    /// engine.register_fn("price", |(item, qty): (String, u32)| match item.as_str() {
    ///     "tea" => Ok(2.5 * f64::from(qty)),
    ///     _ => Err(HostError::new("KeyError", item)),
    /// });
    /// let src = b"print(price('tea', 2))\ntry:\n    price('gold', 1)\nexcept KeyError as e:\n    print('no', e)";
    /// let mut out = Vec::new();
    /// engine.run_source(src, "p.py", &mut out);
    /// assert_eq!(out, b"5.0\nno 'gold'\n"); // a KeyError's str is its key's repr
    /// ```
    pub fn register_fn<A, R, F>(&mut self, name: &str, f: F)
    where
        A: serde::de::DeserializeOwned,
        R: serde::Serialize,
        F: Fn(A) -> Result<R, HostError> + Send + Sync + 'static,
    {
        let owned = name.to_string();
        self.register_host_function(
            name,
            Arc::new(move |args, kwargs| {
                if !kwargs.is_empty() {
                    return Err(no_keywords(&owned));
                }
                let a = typed_args::<A>(&owned, args)?;
                typed_result(&owned, f(a)?)
            }),
        );
    }

    /// Grants a typed host function with keyword arguments: the positional ones deserialize
    /// into `A` as for [`Engine::register_fn`], the keyword ones, as a JSON object, into `K`
    /// (a struct whose fields are the keywords; `#[serde(default)]` makes them optional,
    /// `#[serde(deny_unknown_fields)]` refuses others).
    pub fn register_fn_kw<A, K, R, F>(&mut self, name: &str, f: F)
    where
        A: serde::de::DeserializeOwned,
        K: serde::de::DeserializeOwned,
        R: serde::Serialize,
        F: Fn(A, K) -> Result<R, HostError> + Send + Sync + 'static,
    {
        let owned = name.to_string();
        self.register_host_function(
            name,
            Arc::new(move |args, kwargs| {
                let a = typed_args::<A>(&owned, args)?;
                let map: serde_json::Map<String, serde_json::Value> = kwargs
                    .iter()
                    .map(|(k, v)| Ok((k.clone(), v.to_json().map_err(|e| arg_error(&owned, e))?)))
                    .collect::<Result<_, HostError>>()?;
                let k = serde_json::from_value(serde_json::Value::Object(map))
                    .map_err(|e| arg_error(&owned, e))?;
                typed_result(&owned, f(a, k)?)
            }),
        );
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// What this engine removed from the surface table.
    pub fn narrowing(&self) -> &Narrowing {
        &self.narrowing
    }

    /// Removes the built-in `name` (a function, type, exception class or constant) from what
    /// scripts may reach: a script that names it is refused before it runs, as for a name
    /// Pyrite lacks (`NameError: name 'len' is not available in Pyrite (removed by the
    /// policy)`). Removing a type removes its name, not its values or their methods. An error
    /// if the surface has no such built-in (or it is already removed).
    pub fn remove_builtin(&mut self, name: &str) -> Result<(), PolicyError> {
        self.narrow_with(|n| n.remove_builtin(name))
    }

    /// Removes the module `name`: `import name` is refused before the run
    /// (`ModuleNotFoundError`). An error if the surface has no such module.
    pub fn remove_module(&mut self, name: &str) -> Result<(), PolicyError> {
        self.narrow_with(|n| n.remove_module(name))
    }

    /// Removes `member` from `module`: `from module import member` is refused before the run
    /// (`ImportError`) and `module.member` is an AttributeError. An error if the module has no
    /// such member.
    pub fn remove_module_member(&mut self, module: &str, member: &str) -> Result<(), PolicyError> {
        self.narrow_with(|n| n.remove_member(module, member))
    }

    /// Removes the method `name` of the built-in type `type_name` (`"str"`, `"upper"`):
    /// looking it up is refused at run time (`NotImplementedError: str.upper is not supported
    /// (removed by the policy)`). Special methods cannot be removed (the operator would stay).
    pub fn remove_method(&mut self, type_name: &str, name: &str) -> Result<(), PolicyError> {
        self.narrow_with(|n| n.remove_method(type_name, name))
    }

    /// Applies every removal of `narrowing` (each checked as the `remove_*` methods check
    /// it). On an error nothing is applied.
    pub fn narrow(&mut self, narrowing: &Narrowing) -> Result<(), PolicyError> {
        let mut n = self.narrowing.clone();
        let at = |what: &'static str| {
            move |e: String| PolicyError {
                message: format!("{what}: {e}"),
            }
        };
        for b in &narrowing.builtins {
            n.remove_builtin(b).map_err(at("builtin"))?;
        }
        for m in &narrowing.modules {
            n.remove_module(m).map_err(at("module"))?;
        }
        for (m, name) in &narrowing.members {
            n.remove_member(m, name).map_err(at("member"))?;
        }
        for (t, name) in &narrowing.methods {
            n.remove_method(t, name).map_err(at("method"))?;
        }
        self.set_narrowing(n);
        Ok(())
    }

    /// Applies a policy file: its removals (each checked against the surface; on an error
    /// nothing is applied) and its limits, set over the engine's current ones.
    pub fn apply_policy(&mut self, policy: &PolicyFile) -> Result<(), PolicyError> {
        let mut n = self.narrowing.clone();
        policy.narrow(&mut n)?;
        self.set_narrowing(n);
        self.limits = policy.limits.apply(&self.limits);
        self.digest = Default::default();
        Ok(())
    }

    /// Reads the policy file at `path` and applies it ([`Engine::apply_policy`]); the error
    /// names the file and the problem.
    pub fn apply_policy_file(&mut self, path: &std::path::Path) -> Result<(), PolicyError> {
        let file = PolicyFile::load(path)?;
        self.apply_policy(&file).map_err(|e| PolicyError {
            message: format!("{}: {}", path.display(), e.message),
        })
    }

    fn narrow_with(
        &mut self,
        f: impl FnOnce(&mut Narrowing) -> Result<(), String>,
    ) -> Result<(), PolicyError> {
        let mut n = self.narrowing.clone();
        f(&mut n).map_err(|message| PolicyError { message })?;
        self.set_narrowing(n);
        Ok(())
    }

    /// Rebuilds the native table from the surface table under `n`, then the host functions.
    fn set_narrowing(&mut self, n: Narrowing) {
        self.natives = pyrite_stdlib::narrowed_table(&n);
        self.narrowing = n;
        self.digest = Default::default();
        self.admission = Default::default();
        for (index, (name, _)) in self.host_fns.iter().enumerate() {
            self.natives
                .builtins
                .push((name.clone(), BuiltinKind::Host(index)));
        }
        if !self.host_fns.is_empty() {
            // The table's index covers its built-ins: made anew for the longer list.
            self.natives.index = Default::default();
        }
    }

    /// The admission policy: what a script may name, and what is refused with which reason.
    /// Filled from the (narrowed) surface table; the checker consults nothing else for what
    /// exists.
    pub fn policy(&self) -> pyrite_lang::check::Policy {
        self.admission().policy.policy().clone()
    }

    /// The policy and the built-in names, made on first use.
    fn admission(&self) -> &Admission {
        self.admission.get_or_init(|| {
            Arc::new(Admission {
                policy: pyrite_lang::check::Admitted::new(self.make_policy()),
                // The table's own: a program compiled against them starts its runs without
                // checking its built-in names one by one.
                names: self.natives.compile_names(),
            })
        })
    }

    fn make_policy(&self) -> pyrite_lang::check::Policy {
        pyrite_lang::check::Policy {
            builtins: self
                .natives
                .builtins
                .iter()
                .filter(|(name, kind)| !matches!(kind, BuiltinKind::Host(_)) && !name.contains('.'))
                .map(|(name, _)| name.clone())
                .collect(),
            modules: self
                .natives
                .modules
                .iter()
                .map(|m| pyrite_lang::check::ModulePolicy {
                    name: m.name.to_string(),
                    members: m.members.iter().map(|(n, _)| n.to_string()).collect(),
                    removed: self
                        .narrowing
                        .members
                        .iter()
                        .filter(|(module, _)| module == m.name)
                        .map(|(_, n)| n.clone())
                        .collect(),
                })
                .collect(),
            host_functions: self.host_function_names(),
            refused_builtins: self.natives.refused.clone(),
            removed_modules: self.narrowing.modules.iter().cloned().collect(),
        }
    }

    /// Everything a script can reach under this engine, with fuel rules and docs, the host
    /// functions, the limits, and their digest (what `pyrite policy --json` prints).
    pub fn policy_report(&self) -> PolicyReport {
        let surface = crate::policy::surface(&self.narrowing, &self.natives.refused);
        let host_functions = self.host_function_names();
        let limits = crate::policy::LimitsReport::new(&self.limits, self.max_source_bytes);
        PolicyReport {
            pyrite_version: crate::VERSION.to_string(),
            digest: crate::policy::digest(&surface, &host_functions, &limits),
            fuel_rules: pyrite_stdlib::FUEL_RULES.to_string(),
            surface,
            host_functions,
            limits,
        }
    }

    /// SHA-256 (hex, 64 characters) of the canonical policy: the surface (names, fuel rules,
    /// docs, refusals, removals), the host functions and the limits. Two engines with the
    /// same digest admit the same scripts under the same limits; narrowing the surface,
    /// registering a host function or changing a limit changes it.
    pub fn policy_digest(&self) -> String {
        self.digest
            .get_or_init(|| self.policy_report().digest)
            .clone()
    }

    /// Checks and compiles a script: source checks, parse, admission against the policy,
    /// compilation. Every refusal is a [`CompileError`] rendered as CPython prints it.
    ///
    /// The front end's passes recurse over the tree, whose depth the parser caps (blocks, brackets,
    /// expressions); they run with [`COMPILE_RED_ZONE`] of stack, on a stack of their own of
    /// [`COMPILE_STACK_BYTES`] when the caller's thread has less left, so compiling the deepest
    /// accepted input is safe on any caller's thread, however small its stack.
    ///
    /// A panic inside the front end (a bug) is caught and returned as a [`CompileError`] of
    /// kind [`ErrorKind::InternalError`]; [`Engine::run_source`] reports it as
    /// [`Status::InternalError`].
    pub fn compile(&self, source: &[u8], filename: &str) -> Result<Program, CompileError> {
        let compiled = catch_panic(|| on_compile_stack(|| self.compile_here(source, filename)));
        compiled.unwrap_or_else(|msg| {
            let diagnostic = Diagnostic::new(ErrorKind::InternalError, msg, Default::default());
            Err(CompileError {
                rendered: Status::InternalError(diagnostic.message.clone()).render(&self.limits),
                diagnostic,
            })
        })
    }

    fn compile_here(&self, source: &[u8], filename: &str) -> Result<Program, CompileError> {
        #[cfg(test)]
        if source == tests::PANIC_IN_COMPILE {
            panic!("deliberate panic in compile (test only)");
        }
        let fail = |d: Diagnostic, text: &str| CompileError {
            rendered: d.render(filename, text),
            diagnostic: d,
        };
        let text =
            pyrite_lang::source::decode(source, self.max_source_bytes).map_err(|d| fail(d, ""))?;
        let module = pyrite_lang::parse::parse_module(text).map_err(|d| fail(d, text))?;
        let admission = self.admission();
        admission.policy.check(&module).map_err(|d| fail(d, text))?;
        let bytecode = pyrite_lang::compile::compile_with(&module, &admission.names)
            .map_err(|d| fail(d, text))?;
        Ok(Program {
            filename: filename.to_string(),
            source: text.to_string(),
            bytecode,
        })
    }

    /// Compiles one step of a session against the program of the steps before it
    /// (`pyrite_lang::compile::compile_step`), checked and admitted as [`Engine::compile`]
    /// checks a script: the decoded source and the extended program. `interactive` compiles
    /// it as a chunk of an interactive loop (expression statements show their value).
    pub(crate) fn compile_step(
        &self,
        source: &[u8],
        filename: &str,
        prior: &pyrite_lang::bytecode::Program,
        extra_globals: &[String],
        interactive: bool,
    ) -> Result<(String, pyrite_lang::bytecode::Program), CompileError> {
        let compiled = catch_panic(|| {
            on_compile_stack(|| {
                let fail = |d: Diagnostic, text: &str| CompileError {
                    rendered: d.render(filename, text),
                    diagnostic: d,
                };
                let text = pyrite_lang::source::decode(source, self.max_source_bytes)
                    .map_err(|d| fail(d, ""))?;
                let module = pyrite_lang::parse::parse_module(text).map_err(|d| fail(d, text))?;
                let admission = self.admission();
                admission.policy.check(&module).map_err(|d| fail(d, text))?;
                let program = pyrite_lang::compile::compile_step(
                    &module,
                    &admission.names,
                    prior,
                    extra_globals,
                    interactive,
                )
                .map_err(|d| fail(d, text))?;
                Ok((text.to_string(), program))
            })
        });
        compiled.unwrap_or_else(|msg| {
            let diagnostic = Diagnostic::new(ErrorKind::InternalError, msg, Default::default());
            Err(CompileError {
                rendered: Status::InternalError(diagnostic.message.clone()).render(&self.limits),
                diagnostic,
            })
        })
    }

    /// Runs one step of a session ([`pyrite_runtime::vm::run_step`]) under this engine, with
    /// `limits` (the engine's, or the engine's without a time limit for a replay), catching
    /// a panic (its message; the state is lost with it).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn run_session_step(
        &self,
        program: &pyrite_lang::bytecode::Program,
        codes: std::ops::Range<usize>,
        segment: &Segment<'_>,
        parts: &[pyrite_runtime::vm::SourcePart],
        limits: &Limits,
        state: Option<pyrite_runtime::vm::SessionState>,
        out: &mut dyn Write,
    ) -> Result<
        (
            pyrite_runtime::vm::RunReport,
            Option<pyrite_runtime::vm::SessionState>,
        ),
        String,
    > {
        let (filename, source) = parts
            .last()
            .map_or(("", ""), |p| (p.filename.as_str(), p.source.as_str()));
        let ctx = pyrite_runtime::RunContext {
            natives: &self.natives,
            host_fns: &self.host_fns,
            limits,
            source,
            filename,
            hash_seed: segment.hash_seed,
            random_seed: segment.random_seed,
            inputs: segment.inputs,
            cancel: segment.cancel.map(|c| &*c.flag),
            deadline: segment.deadline,
            externals: &self.externals,
            replay: segment.replay,
            parts,
        };
        catch_panic(|| pyrite_runtime::vm::run_step(program, codes, &ctx, state, out))
    }

    /// Every syntax error and refusal of a script at once, without running it (what
    /// `pyrite check` lists): the static admission step a gateway runs before execution.
    /// Empty when the script compiles. A syntax error stops the listing (nothing after it can
    /// be read reliably); refusals do not: each is listed, in source order. An error of the
    /// compiler's own (a misplaced `nonlocal`, say) is listed when no refusal precedes it.
    pub fn check(&self, source: &[u8], filename: &str) -> Vec<Finding> {
        let found = catch_panic(|| on_compile_stack(|| self.check_here(source, filename)));
        found.unwrap_or_else(|msg| {
            let d = Diagnostic::new(ErrorKind::InternalError, msg, Default::default());
            vec![Finding::new(&d, filename, "")]
        })
    }

    fn check_here(&self, source: &[u8], filename: &str) -> Vec<Finding> {
        let text = match pyrite_lang::source::decode(source, self.max_source_bytes) {
            Ok(t) => t,
            Err(d) => return vec![Finding::new(&d, filename, "")],
        };
        let one = |d: Diagnostic| vec![Finding::new(&d, filename, text)];
        let module = match pyrite_lang::parse::parse_module(text) {
            Ok(m) => m,
            Err(d) => return one(d),
        };
        let refused = self.admission().policy.check_all(&module);
        if !refused.is_empty() {
            return refused
                .iter()
                .map(|d| Finding::new(d, filename, text))
                .collect();
        }
        match pyrite_lang::compile::compile_with(&module, &self.admission().names) {
            Ok(_) => Vec::new(),
            Err(d) => one(d),
        }
    }

    /// Runs a compiled program, writing its output to `out`.
    ///
    /// A panic during the run (a bug in Pyrite, or in a host function) is caught here and
    /// ends the run as [`Status::InternalError`]; the run's state is dropped, so the engine and
    /// the program stay usable.
    pub fn run(&self, program: &Program, out: &mut dyn Write) -> Outcome {
        self.run_with(program, &RunOptions::default(), out)
    }

    /// Runs a compiled program with inputs, a cancellation handle or a deadline
    /// ([`RunOptions`]), writing its output to `out` (any [`Write`]: a buffer to capture
    /// it, a writer that streams it to a callback, stdout to pass it through).
    ///
    /// ```
    /// use pyrite::{Engine, HostValue, RunOptions};
    ///
    /// let engine = Engine::new();
    /// let program = engine.compile(b"total = sum(prices)\nprint(f'{total:.2f}')\ntotal * 2", "t.py")?;
    /// let options = RunOptions::new().input("prices", &[1.25, 2.5])?;
    /// let mut out = Vec::new();
    /// let outcome = engine.run_with(&program, &options, &mut out);
    /// assert_eq!(out, b"3.75\n");
    /// assert_eq!(outcome.result, Some(HostValue::Float(7.5)));
    /// assert_eq!(outcome.result_as::<f64>()?, 7.5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn run_with(
        &self,
        program: &Program,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Outcome {
        self.run_limited(program, &StepLimits::default(), options, out)
    }

    /// [`Engine::run_with`] under `limits` for this run only, each at most the engine's
    /// ([`StepLimits`], as a session step takes them: a run may only lower a limit, for
    /// itself; the call depth is always the engine's). One engine can so serve calls with
    /// different budgets without a clone per budget.
    ///
    /// ```
    /// use pyrite::{Engine, LimitKind, RunOptions, Status, StepLimits};
    ///
    /// let engine = Engine::new();
    /// let program = engine.compile(b"n = 0\nwhile True: n += 1", "spin.py")?;
    /// let tight = StepLimits { max_instructions: Some(10_000), ..StepLimits::default() };
    /// let o = engine.run_limited(&program, &tight, &RunOptions::new(), &mut Vec::new());
    /// assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    /// assert!(o.stats.instructions <= 10_000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn run_limited(
        &self,
        program: &Program,
        limits: &StepLimits,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Outcome {
        let segment = Segment {
            inputs: &options.inputs,
            hash_seed: self.hash_seed,
            random_seed: self.random_seed,
            cancel: options.cancel.as_ref(),
            deadline: options.deadline,
            replay: None,
        };
        match self.run_segment(program, &segment, &limits.apply(&self.limits), out) {
            Ok(report) => outcome_of(report.result, report.stats),
            Err(msg) => outcome_of_panic(msg),
        }
    }

    /// Runs `program` under `segment`'s settings and `limits` (the engine's, or lower ones
    /// for this run), catching a panic (its message).
    pub(crate) fn run_segment(
        &self,
        program: &Program,
        segment: &Segment<'_>,
        limits: &Limits,
        out: &mut dyn Write,
    ) -> Result<pyrite_runtime::vm::RunReport, String> {
        let ctx = pyrite_runtime::RunContext {
            natives: &self.natives,
            host_fns: &self.host_fns,
            limits,
            source: &program.source,
            filename: &program.filename,
            hash_seed: segment.hash_seed,
            random_seed: segment.random_seed,
            inputs: segment.inputs,
            cancel: segment.cancel.map(|c| &*c.flag),
            deadline: segment.deadline,
            externals: &self.externals,
            replay: segment.replay,
            parts: &[],
        };
        catch_panic(|| pyrite_runtime::vm::run_logged(&program.bytecode, &ctx, out))
    }

    /// Compiles and runs in one step; a compile error becomes [`Status::CompileError`].
    pub fn run_source(&self, source: &[u8], filename: &str, out: &mut dyn Write) -> Outcome {
        self.run_source_with(source, filename, &RunOptions::default(), out)
    }

    /// [`Engine::run_source`] with [`RunOptions`] (inputs, cancellation, a deadline).
    pub fn run_source_with(
        &self,
        source: &[u8],
        filename: &str,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Outcome {
        match self.compile(source, filename) {
            Ok(program) => self.run_with(&program, options, out),
            Err(e) => Outcome {
                status: match e.diagnostic.kind {
                    ErrorKind::InternalError => Status::InternalError(e.diagnostic.message),
                    _ => Status::CompileError(e),
                },
                stats: Stats::default(),
                result: None,
            },
        }
    }
}

/// `name() takes no keyword arguments`, CPython's TypeError for a built-in without them.
fn no_keywords(name: &str) -> HostError {
    HostError::new("TypeError", format!("{name}() takes no keyword arguments"))
}

/// A TypeError naming the host function whose arguments did not fit its types.
fn arg_error(name: &str, why: impl std::fmt::Display) -> HostError {
    HostError::new("TypeError", format!("{name}(): {why}"))
}

/// Positional arguments, as a JSON array, deserialized into a typed host function's `A`.
fn typed_args<A: serde::de::DeserializeOwned>(
    name: &str,
    args: &[HostValue],
) -> Result<A, HostError> {
    let json = HostValue::List(args.to_vec())
        .to_json()
        .map_err(|e| arg_error(name, e))?;
    serde_json::from_value(json).map_err(|e| arg_error(name, e))
}

/// A typed host function's result, serialized back into a host value.
fn typed_result<R: serde::Serialize>(name: &str, r: R) -> Result<HostValue, HostError> {
    let bad = |e: String| HostError::new("RuntimeError", format!("{name}() returned {e}"));
    let json = serde_json::to_value(r).map_err(|e| bad(e.to_string()))?;
    HostValue::from_json(&json).map_err(bad)
}

/// What one run gets besides the program: inputs, a cancellation handle, a deadline.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    pub(crate) inputs: Vec<(String, HostValue)>,
    pub(crate) cancel: Option<CancelHandle>,
    pub(crate) deadline: Option<std::time::Instant>,
}

impl RunOptions {
    /// No inputs, no cancellation, no deadline beyond the engine's `max_duration`.
    pub fn new() -> RunOptions {
        RunOptions::default()
    }

    /// Gives the script a module global `name` holding `value` (any [`serde::Serialize`]
    /// with a JSON form: a struct or map becomes a dict, a sequence a list, numbers int or
    /// float). The name must be an identifier that is neither a keyword nor a dunder.
    pub fn input<T: serde::Serialize + ?Sized>(
        self,
        name: &str,
        value: &T,
    ) -> Result<RunOptions, InputError> {
        let json = serde_json::to_value(value).map_err(|e| InputError::new(name, e.to_string()))?;
        let value = HostValue::from_json(&json).map_err(|e| InputError::new(name, e))?;
        self.input_value(name, value)
    }

    /// Gives the script a module global `name` holding `value` (see [`RunOptions::input`]).
    pub fn input_value(mut self, name: &str, value: HostValue) -> Result<RunOptions, InputError> {
        if !pyrite_stdlib::isidentifier_str(name) || PYTHON_KEYWORDS.contains(&name) {
            return Err(InputError::new(name, "not a Python identifier"));
        }
        if name.starts_with("__") && name.ends_with("__") {
            return Err(InputError::new(
                name,
                "dunder names are not available in Pyrite",
            ));
        }
        self.inputs.retain(|(n, _)| n != name);
        self.inputs.push((name.to_string(), value));
        Ok(self)
    }

    /// Lets `handle` stop the run from any thread ([`CancelHandle::cancel`]): the run ends
    /// with [`Status::Limit`]`(`[`LimitKind::Cancelled`]`)` within a few hundred microseconds
    /// of bytecode, as a limit does (no `except` or `finally` of the script runs past it).
    pub fn cancel_handle(mut self, handle: &CancelHandle) -> RunOptions {
        self.cancel = Some(handle.clone());
        self
    }

    /// Ends the run at `deadline` ([`LimitKind::Deadline`]), or at the engine's `max_duration`
    /// if that comes first ([`LimitKind::Time`]).
    pub fn deadline(mut self, deadline: std::time::Instant) -> RunOptions {
        self.deadline = Some(deadline);
        self
    }
}

/// Python 3.11's keywords (`keyword.kwlist`): not usable as input names.
const PYTHON_KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

/// An input [`RunOptions::input`] could not give the script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The input's name.
    pub name: String,
    /// Why.
    pub reason: String,
}

impl InputError {
    fn new(name: &str, reason: impl Into<String>) -> InputError {
        InputError {
            name: name.to_string(),
            reason: reason.into(),
        }
    }
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "input '{}': {}", self.name, self.reason)
    }
}

impl std::error::Error for InputError {}

/// Stops a run from another thread: clone it into [`RunOptions::cancel_handle`], then call
/// [`CancelHandle::cancel`] from anywhere. One handle may serve many runs; once cancelled it
/// stays cancelled.
#[derive(Clone, Debug, Default)]
pub struct CancelHandle {
    flag: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl CancelHandle {
    /// A handle not yet cancelled.
    pub fn new() -> CancelHandle {
        CancelHandle::default()
    }

    /// A handle on `flag`, which whoever holds it may set (a signal handler: `pyrite repl`'s
    /// Ctrl-C) and clear again before the next run.
    pub(crate) fn from_flag(flag: Arc<std::sync::atomic::AtomicBool>) -> CancelHandle {
        CancelHandle { flag }
    }

    /// Asks every run using this handle to stop.
    pub fn cancel(&self) {
        self.flag.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// True once [`CancelHandle::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.flag.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// Why [`Outcome::result_as`] could not give the result.
#[derive(Debug)]
pub enum ResultError {
    /// The run did not complete, or its result has no host form ([`Outcome::result`]).
    NoResult,
    /// The result has no JSON form (a NaN, a dict with tuple keys, ...).
    NotJson(String),
    /// The result's JSON does not deserialize into the requested type.
    Type(serde_json::Error),
}

impl std::fmt::Display for ResultError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResultError::NoResult => write!(f, "the run has no result value"),
            ResultError::NotJson(why) => write!(f, "the result has no JSON form: {why}"),
            ResultError::Type(e) => write!(f, "the result does not fit the requested type: {e}"),
        }
    }
}

impl std::error::Error for ResultError {}

impl Outcome {
    /// The result ([`Outcome::result`]) as JSON.
    pub fn result_json(&self) -> Result<serde_json::Value, ResultError> {
        self.result
            .as_ref()
            .ok_or(ResultError::NoResult)?
            .to_json()
            .map_err(ResultError::NotJson)
    }

    /// The result ([`Outcome::result`]) as any [`serde::de::DeserializeOwned`] type, through
    /// its JSON form.
    pub fn result_as<T: serde::de::DeserializeOwned>(&self) -> Result<T, ResultError> {
        serde_json::from_value(self.result_json()?).map_err(ResultError::Type)
    }
}

/// Runs `f`, turning an unwinding panic into its message. Whatever `f` was building is dropped,
/// so nothing half-updated survives the panic: the engine only lends shared, read-only state.
/// What one stretch of a run (a whole run, or a suspended run's replay and continuation) is
/// given besides the engine and the program.
pub(crate) struct Segment<'a> {
    pub(crate) inputs: &'a [(String, HostValue)],
    pub(crate) hash_seed: Option<u64>,
    pub(crate) random_seed: u64,
    pub(crate) cancel: Option<&'a CancelHandle>,
    pub(crate) deadline: Option<std::time::Instant>,
    pub(crate) replay: Option<&'a pyrite_runtime::Replay>,
}

/// The outcome of a finished run.
pub(crate) fn outcome_of(result: Result<Option<HostValue>, RunError>, stats: Stats) -> Outcome {
    let (status, result) = match result {
        Ok(v) => (Status::Ok, v),
        Err(RunError::Exception(e)) => (Status::ScriptError(e), None),
        Err(RunError::Limit(k)) => (Status::Limit(k), None),
        Err(RunError::Exit { code, stderr }) => (Status::Exit { code, stderr }, None),
    };
    Outcome {
        status,
        stats,
        result,
    }
}

/// The outcome of a run that panicked (a bug): its message.
pub(crate) fn outcome_of_panic(msg: String) -> Outcome {
    Outcome {
        status: Status::InternalError(msg),
        stats: Stats::default(),
        result: None,
    }
}

fn catch_panic<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|p| panic_message(&*p))
}

/// The message a panic was raised with (`panic!("...")` carries a `&str` or a `String`).
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic with no message".to_string())
}

impl Program {
    /// A human-readable listing of the bytecode (`pyrite disasm`).
    pub fn disassemble(&self) -> String {
        self.bytecode.disassemble()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pyrite_runtime::HostValue;
    use std::sync::Arc;

    /// The one source [`Engine::compile`] panics on, in unit tests only.
    pub(super) const PANIC_IN_COMPILE: &[u8] = b"# pyrite-test: panic in compile\n";

    /// Panics must not happen; if one does, the embedder's process survives it, gets an
    /// internal error, and can go on using the engine.
    #[test]
    fn a_panic_is_an_internal_error_and_the_engine_survives() {
        let mut engine = Engine::new();
        engine.register_host_fn(
            "boom",
            Arc::new(|_: &[HostValue]| -> Result<HostValue, String> {
                panic!("deliberate panic in a host function")
            }),
        );
        let quiet = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let (o, out) = run(&engine, "print('before')\nboom()\nprint('after')\n");
        let (c, _) = run(&engine, std::str::from_utf8(PANIC_IN_COMPILE).unwrap_or(""));
        std::panic::set_hook(quiet);
        assert_eq!(
            o.status,
            Status::InternalError("deliberate panic in a host function".into())
        );
        assert_eq!(o.exit_code(), 4);
        assert_eq!(out, "");
        assert!(o
            .status
            .render(engine.limits())
            .starts_with("pyrite: internal error: deliberate panic in a host function (a bug"));
        assert_eq!(
            c.status,
            Status::InternalError("deliberate panic in compile (test only)".into())
        );
        let (again, out) = run(&engine, "print('still here')\n");
        assert_eq!((again.status, out.as_str()), (Status::Ok, "still here\n"));
    }

    fn run(engine: &Engine, src: &str) -> (Outcome, String) {
        let mut out = Vec::new();
        let outcome = engine.run_source(src.as_bytes(), "t.py", &mut out);
        (outcome, String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn runs_and_reports_figures() {
        let (o, out) = run(&Engine::new(), "print(6 * 7)\n");
        assert_eq!(o.status, Status::Ok);
        assert_eq!(out, "42\n");
        assert!(o.stats.instructions > 0);
        assert_eq!(o.stats.output_bytes, 3);
    }

    #[test]
    fn host_function_is_callable_by_name() {
        let mut engine = Engine::new();
        engine.register_host_fn(
            "double",
            Arc::new(|args: &[HostValue]| match args {
                [HostValue::Int(i)] => Ok(HostValue::Int(i * 2)),
                [HostValue::List(items)] => Ok(HostValue::Tuple(items.clone())),
                _ => Err("double() wants one int".to_string()),
            }),
        );
        let (o, out) = run(
            &engine,
            "print(double(21), double([1, 'a']))\ndouble('x')\n",
        );
        assert_eq!(out, "42 (1, 'a')\n");
        assert_eq!(o.exit_code(), 1);
        match o.status {
            Status::ScriptError(e) => {
                assert_eq!(e.type_name, "RuntimeError");
                assert!(e
                    .traceback
                    .ends_with("RuntimeError: double() wants one int\n"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn uncaught_exception_has_a_cpython_traceback() {
        let src = "def f(d):\n    return d['x']\nf({})\n";
        let (o, _) = run(&Engine::new(), src);
        let Status::ScriptError(e) = o.status else {
            panic!("{:?}", o.status)
        };
        assert_eq!(
            e.traceback,
            "Traceback (most recent call last):\n  File \"t.py\", line 3, in <module>\n    f({})\n  File \"t.py\", line 2, in f\n    return d['x']\n           ~^^^^^\nKeyError: 'x'\n"
        );
    }

    #[test]
    fn compile_errors_and_limits_have_their_exit_codes() {
        let (o, _) = run(&Engine::new(), "return 1\n");
        assert_eq!(o.exit_code(), 2);
        match o.status {
            Status::CompileError(e) => {
                assert!(e
                    .rendered
                    .ends_with("SyntaxError: 'return' outside function\n"))
            }
            other => panic!("{other:?}"),
        }
        let engine = Engine::new().with_limits(Limits {
            max_memory: Some(1 << 20),
            ..Limits::default()
        });
        let (o, _) = run(&engine, "x = 'a' * 10**10\n");
        assert_eq!(o.status, Status::Limit(LimitKind::Memory));
        assert_eq!(o.exit_code(), 3);
    }

    /// The digest pins the policy: stable for the same engine, changed by narrowing the
    /// surface, by granting a host function and by a limit.
    #[test]
    fn the_policy_digest_follows_the_policy() {
        let base = Engine::new().policy_digest();
        assert_eq!(base.len(), 64);
        assert_eq!(Engine::new().policy_digest(), base);
        let mut narrowed = Engine::new();
        narrowed
            .remove_builtin("getattr")
            .expect("getattr is a built-in");
        assert_ne!(narrowed.policy_digest(), base);
        let mut hosted = Engine::new();
        hosted.register_host_fn(
            "fetch",
            Arc::new(|_: &[HostValue]| -> Result<HostValue, String> { Ok(HostValue::None) }),
        );
        assert_ne!(hosted.policy_digest(), base);
        assert_eq!(hosted.policy_report().host_functions, ["fetch"]);
        let limited = Engine::new().with_limits(Limits {
            max_memory: Some(1 << 20),
            ..Limits::default()
        });
        assert_ne!(limited.policy_digest(), base);
    }

    /// Narrowing refuses what the surface lacks and leaves the engine as it was; what it
    /// removes is refused before the run, and a host function survives the rebuild.
    #[test]
    fn narrowing_removes_only_what_the_surface_has() {
        let mut e = Engine::new();
        e.register_host_fn(
            "double",
            Arc::new(|args: &[HostValue]| match args {
                [HostValue::Int(i)] => Ok(HostValue::Int(i * 2)),
                _ => Err("one int".to_string()),
            }),
        );
        let err = |r: Result<(), PolicyError>| r.expect_err("refused").message;
        assert_eq!(
            err(e.remove_builtin("open")),
            "'open' is not a built-in of the surface: Pyrite always refuses it (no file access)"
        );
        assert_eq!(
            err(e.remove_builtin("math")),
            "'math' is a module, not a built-in"
        );
        assert_eq!(
            err(e.remove_method("bytes", "translate")),
            "'bytes' has no method 'translate' in the surface"
        );
        assert_eq!(
            err(e.remove_method("list", "__len__")),
            "'list.__len__' is a special method: the operation it wraps would stay, so it \
             cannot be removed"
        );
        assert!(e.narrowing().is_empty());
        e.remove_builtin("len").expect("len");
        assert_eq!(
            err(e.remove_builtin("len")),
            "built-in 'len' is already removed"
        );
        e.remove_module_member("math", "sqrt").expect("math.sqrt");
        e.remove_method("list", "append").expect("list.append");
        let (o, out) = run(&e, "import math\nprint(double(21), math.pi > 3)\n");
        assert_eq!((o.status, out.as_str()), (Status::Ok, "42 True\n"));
        let (o, _) = run(&e, "print(len([]))\n");
        assert_eq!(o.exit_code(), 2);
        let (o, _) = run(&e, "import math\nmath.sqrt(4)\n");
        match o.status {
            Status::ScriptError(e) => assert_eq!(
                (e.type_name.as_str(), e.message.as_str()),
                (
                    "NotImplementedError",
                    "math.sqrt is not supported (removed by the policy)"
                )
            ),
            other => panic!("{other:?}"),
        }
        let (o, _) = run(&e, "x = []\nx.append(1)\n");
        match o.status {
            Status::ScriptError(e) => assert_eq!(
                (e.type_name.as_str(), e.message.as_str()),
                (
                    "NotImplementedError",
                    "list.append is not supported (removed by the policy)"
                )
            ),
            other => panic!("{other:?}"),
        }
        // A name the script binds is its own, removed or not; unbound at run time, the
        // refusal is the policy's.
        let (o, out) = run(&e, "def len(x):\n    return 7\nprint(len([]))\n");
        assert_eq!((o.status, out.as_str()), (Status::Ok, "7\n"));
        let (o, _) = run(&e, "if False:\n    len = 1\nprint(len([]))\n");
        match o.status {
            Status::ScriptError(e) => assert_eq!(
                e.message,
                "name 'len' is not available in Pyrite (removed by the policy)"
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn disassembly_lists_the_code() {
        let p = Engine::new()
            .compile(b"x = 1 + 2\n", "t.py")
            .expect("compiles");
        let d = p.disassemble();
        assert!(d.contains("code 0 <module>"), "{d}");
        assert!(d.contains("StoreGlobal x"), "{d}");
    }
}
