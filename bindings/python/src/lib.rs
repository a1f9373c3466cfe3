//! `pyrite`, the Python package: run untrusted Python (Pyrite's strict subset of 3.11) from
//! Python, under limits, with inputs and a result value.
//!
//! ```python
//! import pyrite
//! r = pyrite.run("total = sum(xs)\nprint(total)\ntotal * 2", inputs={"xs": [1, 2, 3]})
//! assert (r.stdout, r.result) == ("6\n", 12)
//! ```
//!
//! The script runs in Pyrite's VM, never in the calling interpreter: what crosses is plain
//! data (None, bool, int, float, str, list, tuple, dict), converted at the boundary. The GIL is
//! released while the script runs.

#![forbid(unsafe_code)]

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

use ::pyrite::{
    Engine, HostError, HostValue, Outcome, PolicyFile, Program, RunOptions, SnapshotError, Stats,
    Status, Step, StepLimits,
};

create_exception!(
    pyrite,
    PyriteError,
    PyException,
    "The base of Pyrite's errors."
);
create_exception!(
    pyrite,
    ScriptError,
    PyriteError,
    "The script raised an exception it did not catch: `.exc_type`, `.message`, `.traceback` \
     (the text CPython would print) and `.stdout` (what it printed before)."
);
create_exception!(
    pyrite,
    Refused,
    PyriteError,
    "The script did not compile: a syntax error or a refusal (a module, built-in or construct \
     Pyrite does not allow), with `.exc_type`, `.message`, `.line`, `.column` and `.text` (the \
     error as CPython prints it)."
);
create_exception!(
    pyrite,
    LimitExceeded,
    PyriteError,
    "A limit stopped the run: `.limit` names it (`instructions`, `memory`, `time`, `output`, \
     ...); `.stdout` holds what the script printed before."
);

create_exception!(
    pyrite,
    SessionEnded,
    PyriteError,
    "The session has ended: rebuilding its state (replaying its kept steps after a rolled-back \
     step, or from a dump) failed, for the reason in `.reason`. Not a bug: every later step of \
     the session raises it too; start a new session or load an earlier dump. From \
     `load_session` it means a dump whose steps do not replay as recorded. From `Session.run` \
     the one way there is time: the replay is deterministic (same seeds, the logged answers of \
     the external functions, the same limits), so only a kept step that now runs past a time \
     limit it met the first time (its own `max_duration`, or the session's), on a loaded \
     machine, ends it; the package gives a step no deadline or cancellation, the other causes \
     from Rust."
);

/// The exception for a session that has ended, with `.reason`.
fn session_ended(py: Python<'_>, why: &str) -> PyErr {
    let err = SessionEnded::new_err(format!("the session has ended: {why}"));
    let _ = err.value(py).setattr("reason", why);
    err
}

/// A session load's error: `SessionEnded` when the dump was sound but its steps did not
/// replay as recorded, else `PyriteError`.
fn load_error(py: Python<'_>, e: &SnapshotError) -> PyErr {
    if e.is_replay_failure() {
        session_ended(py, &format!("its state could not be rebuilt: {e}"))
    } else {
        PyriteError::new_err(e.to_string())
    }
}

/// A step's limits from a dict of the CLI flags' names (`None` for the session's own).
fn step_limits(limits: Option<&Bound<'_, PyDict>>) -> PyResult<StepLimits> {
    let Some(limits) = limits else {
        return Ok(StepLimits::default());
    };
    let json = to_host(limits.as_any(), 0)?
        .to_json()
        .map_err(PyValueError::new_err)?;
    StepLimits::from_json(&json).map_err(|e| PyValueError::new_err(format!("limits: {e}")))
}

/// What a completed run gave.
#[pyclass(frozen, module = "pyrite")]
struct RunResult {
    /// What the script printed.
    #[pyo3(get)]
    stdout: String,
    /// The value of the script's last expression statement (`None` if it has none).
    #[pyo3(get)]
    result: PyObject,
    /// The run's figures: instructions, allocations, peak_live_bytes, output_bytes.
    #[pyo3(get)]
    stats: Py<PyDict>,
    /// 0, or the status of an uncaught `sys.exit(n)`.
    #[pyo3(get)]
    exit_code: i32,
}

#[pymethods]
impl RunResult {
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "RunResult(stdout={}, result={}, exit_code={})",
            self.stdout.clone().into_pyobject(py)?.repr()?,
            self.result.bind(py).repr()?,
            self.exit_code
        ))
    }
}

/// An engine with the caller's limits (the CLI flags' names; `None` lifts one), external
/// functions (calls suspend the run) and host functions (Python callables the script calls).
fn build_engine(
    limits: Option<&Bound<'_, PyDict>>,
    externals: &[String],
    host_fns: Option<&Bound<'_, PyDict>>,
) -> PyResult<Engine> {
    let mut engine = Engine::new();
    if let Some(limits) = limits {
        let mut json = to_host(limits.as_any(), 0)?
            .to_json()
            .map_err(PyValueError::new_err)?;
        // `None` lifts a limit, as `none` does on the command line.
        if let Some(map) = json.as_object_mut() {
            for v in map.values_mut() {
                if v.is_null() {
                    *v = serde_json::Value::from("none");
                }
            }
        }
        let text = serde_json::json!({ "limits": json }).to_string();
        let policy = PolicyFile::from_json(&text)
            .map_err(|e| PyValueError::new_err(format!("limits: {e}")))?;
        engine
            .apply_policy(&policy)
            .map_err(|e| PyValueError::new_err(format!("limits: {e}")))?;
    }
    for name in externals {
        check_function_name(name)?;
        engine.register_external(name);
    }
    if let Some(fns) = host_fns {
        for (k, f) in fns.iter() {
            let name: String = k
                .extract()
                .map_err(|_| PyTypeError::new_err("external function names must be str"))?;
            check_function_name(&name)?;
            if !f.is_callable() {
                return Err(PyTypeError::new_err(format!(
                    "external function '{name}' is not callable (pyrite.start takes names, \
                     pyrite.run callables)"
                )));
            }
            engine.register_host_function(&name, python_host_function(f.unbind()));
        }
    }
    Ok(engine)
}

fn check_function_name(name: &str) -> PyResult<()> {
    if RunOptions::new()
        .input_value(name, HostValue::None)
        .is_err()
    {
        return Err(PyValueError::new_err(format!(
            "'{name}' cannot name an external function (not an identifier, a keyword or a dunder)"
        )));
    }
    Ok(())
}

/// A Python callable as a host function: called with the GIL taken back, its result
/// converted to plain data; an exception it raises is raised in the script as the built-in
/// exception of the same name (`RuntimeError` for other classes), with its `str()`.
fn python_host_function(f: Py<PyAny>) -> ::pyrite::HostFunction {
    std::sync::Arc::new(move |args, kwargs| {
        Python::with_gil(|py| {
            let fail = |e: PyErr| host_error(py, &e);
            let pargs = args
                .iter()
                .map(|a| from_host(py, a))
                .collect::<PyResult<Vec<_>>>()
                .map_err(fail)?;
            let pargs = PyTuple::new(py, pargs).map_err(fail)?;
            let pkw = PyDict::new(py);
            for (k, v) in kwargs {
                pkw.set_item(k, from_host(py, v).map_err(fail)?)
                    .map_err(fail)?;
            }
            let r = f.bind(py).call(pargs, Some(&pkw)).map_err(fail)?;
            to_host(&r, 0).map_err(|e| {
                HostError::new(
                    "TypeError",
                    format!(
                        "a host function returned what Pyrite cannot hold: {}",
                        e.value(py)
                    ),
                )
            })
        })
    })
}

/// A Python exception as the host error the script sees.
fn host_error(py: Python<'_>, e: &PyErr) -> HostError {
    let v = e.value(py);
    let name = v
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "RuntimeError".into());
    // The one argument's str (a KeyError's str is its argument's repr, which the script's
    // KeyError adds again), else the exception's.
    let args = v.getattr("args").ok();
    let one = args
        .as_ref()
        .and_then(|a| a.downcast::<PyTuple>().ok())
        .filter(|t| t.len() == 1)
        .and_then(|t| t.get_item(0).ok());
    let message = match one {
        Some(a) => a.str(),
        None => v.str(),
    }
    .map(|s| s.to_string())
    .unwrap_or_default();
    HostError::new(&name, message)
}

/// Compiles, or raises `Refused` with the error's line and column.
fn compile(py: Python<'_>, engine: &Engine, code: &str, filename: &str) -> PyResult<Program> {
    engine
        .compile(code.as_bytes(), filename)
        .map_err(|e| refused(py, &e, code))
}

/// `Refused` for a compile error of `code`, with its kind, message, line and column.
fn refused(py: Python<'_>, e: &::pyrite::CompileError, code: &str) -> PyErr {
    {
        let d = &e.diagnostic;
        let (line, column) = e.line_col(code);
        let err = Refused::new_err(e.rendered.trim_end().to_string());
        let v = err.value(py);
        let set = || -> PyResult<()> {
            v.setattr("exc_type", d.kind.name())?;
            v.setattr("message", &d.message)?;
            v.setattr("line", line)?;
            v.setattr("column", column)?;
            v.setattr("text", &e.rendered)
        };
        match set() {
            Ok(()) => err,
            Err(e) => e,
        }
    }
}

fn options(inputs: Option<&Bound<'_, PyDict>>) -> PyResult<RunOptions> {
    let mut options = RunOptions::new();
    if let Some(inputs) = inputs {
        for (k, v) in inputs.iter() {
            let name: String = k
                .extract()
                .map_err(|_| PyTypeError::new_err("input names must be str"))?;
            let value = to_host(&v, 0)?;
            options = options
                .input_value(&name, value)
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
        }
    }
    Ok(options)
}

fn stats_dict<'py>(py: Python<'py>, stats: &Stats) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("instructions", stats.instructions)?;
    d.set_item("allocations", stats.allocations)?;
    d.set_item("peak_live_bytes", stats.peak_live_bytes)?;
    d.set_item("output_bytes", stats.output_bytes)?;
    Ok(d)
}

/// A finished run as a `RunResult`, or the exception its status calls for.
fn finish(py: Python<'_>, outcome: Outcome, out: &[u8]) -> PyResult<RunResult> {
    let stdout = String::from_utf8_lossy(out).into_owned();
    let stats = stats_dict(py, &outcome.stats)?;
    let exit_code = match outcome.status {
        Status::Ok => 0,
        Status::Exit { code, .. } => code,
        Status::ScriptError(e) => {
            let err = ScriptError::new_err(e.traceback.trim_end().to_string());
            let v = err.value(py);
            v.setattr("exc_type", &e.type_name)?;
            v.setattr("message", &e.message)?;
            v.setattr("traceback", &e.traceback)?;
            v.setattr("stdout", &stdout)?;
            v.setattr("stats", &stats)?;
            return Err(err);
        }
        Status::Limit(kind) => {
            let err = LimitExceeded::new_err(format!("limit exceeded: {}", kind.name()));
            let v = err.value(py);
            v.setattr("limit", kind.name())?;
            v.setattr("stdout", &stdout)?;
            v.setattr("stats", &stats)?;
            return Err(err);
        }
        Status::CompileError(e) => return Err(Refused::new_err(e.rendered)),
        Status::InternalError(msg) => {
            return Err(PyriteError::new_err(format!(
                "internal error (a bug in Pyrite, not in the script): {msg}"
            )))
        }
        Status::SessionEnded(why) => return Err(session_ended(py, &why)),
    };
    let result = match &outcome.result {
        Some(v) => from_host(py, v)?,
        None => py.None(),
    };
    Ok(RunResult {
        stdout,
        result,
        stats: stats.unbind(),
        exit_code,
    })
}

/// Runs `code` under limits and returns a `RunResult`; raises `Refused`, `ScriptError` or
/// `LimitExceeded`.
///
/// `inputs` maps names to plain values the script sees as globals; `limits` takes the CLI
/// flags' names (`max_instructions`, `max_memory`, `max_allocations`, `max_recursion`,
/// `max_output`, `max_duration`) with ints, strings such as `"64MB"` or `"5s"`, or `None` to
/// lift one. Without `limits`, the defaults are safe for untrusted code.
/// `external_functions` maps names to Python callables the script may call with plain
/// data (called with the GIL held; an exception they raise is raised in the script).
#[pyfunction]
#[pyo3(signature = (code, *, inputs = None, limits = None, external_functions = None, filename = "<string>"))]
fn run(
    py: Python<'_>,
    code: &str,
    inputs: Option<&Bound<'_, PyDict>>,
    limits: Option<&Bound<'_, PyDict>>,
    external_functions: Option<&Bound<'_, PyDict>>,
    filename: &str,
) -> PyResult<RunResult> {
    let engine = build_engine(limits, &[], external_functions)?;
    let program = compile(py, &engine, code, filename)?;
    let options = options(inputs)?;
    let mut out = Vec::new();
    let outcome = py.allow_threads(|| engine.run_with(&program, &options, &mut out));
    finish(py, outcome, &out)
}

/// A run stopped at a call of one of its external functions, waiting for the answer.
#[pyclass(module = "pyrite")]
struct Suspension {
    engine: Engine,
    /// `None` once resumed.
    inner: Option<::pyrite::Suspension>,
    /// What the script printed since it started or was last resumed.
    #[pyo3(get)]
    stdout: String,
}

impl Suspension {
    fn inner(&self) -> PyResult<&::pyrite::Suspension> {
        self.inner.as_ref().ok_or_else(already_resumed)
    }

    fn go_on(
        &mut self,
        py: Python<'_>,
        answer: Result<HostValue, HostError>,
    ) -> PyResult<PyObject> {
        let Some(inner) = self.inner.take() else {
            return Err(self
                .inner()
                .err()
                .unwrap_or_else(|| PyriteError::new_err("resumed")));
        };
        let engine = self.engine.clone();
        let mut out = Vec::new();
        let step = py
            .allow_threads(|| inner.resume(&engine, answer, &mut out))
            .map_err(|e| PyriteError::new_err(e.to_string()))?;
        step_object(py, engine, step, &out)
    }
}

fn already_resumed() -> PyErr {
    PyriteError::new_err("this suspension was already resumed (resume the one it returned)")
}

/// A `Suspension` or, if the run ended, its `RunResult` (or exception).
fn step_object(py: Python<'_>, engine: Engine, step: Step, out: &[u8]) -> PyResult<PyObject> {
    match step {
        Step::Done(outcome) => Ok(finish(py, outcome, out)?
            .into_pyobject(py)?
            .into_any()
            .unbind()),
        Step::Suspended(s) => Ok(Suspension {
            engine,
            inner: Some(s),
            stdout: String::from_utf8_lossy(out).into_owned(),
        }
        .into_pyobject(py)?
        .into_any()
        .unbind()),
    }
}

#[pymethods]
impl Suspension {
    /// The external function the script called.
    #[getter]
    fn function(&self) -> PyResult<String> {
        Ok(self.inner()?.function().to_string())
    }

    /// Its positional arguments.
    #[getter]
    fn args(&self, py: Python<'_>) -> PyResult<Py<PyTuple>> {
        let args = self
            .inner()?
            .args()
            .iter()
            .map(|a| from_host(py, a))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(PyTuple::new(py, args)?.unbind())
    }

    /// Its keyword arguments.
    #[getter]
    fn kwargs(&self, py: Python<'_>) -> PyResult<Py<PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in self.inner()?.kwargs() {
            d.set_item(k, from_host(py, v)?)?;
        }
        Ok(d.unbind())
    }

    /// The run's figures so far.
    #[getter]
    fn stats(&self, py: Python<'_>) -> PyResult<Py<PyDict>> {
        Ok(stats_dict(py, self.inner()?.stats())?.unbind())
    }

    /// Answers the call with `value`: returns the next `Suspension`, or the `RunResult`.
    fn resume(&mut self, py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let v = to_host(value, 0)?;
        self.go_on(py, Ok(v))
    }

    /// Answers the call by raising `exc` (an exception instance or class) in the script,
    /// as the built-in exception of the same name (`RuntimeError` for other classes).
    fn throw(&mut self, py: Python<'_>, exc: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let err = if let Ok(t) = exc.downcast::<pyo3::types::PyType>() {
            PyErr::from_type(t.clone(), ())
        } else if exc.is_instance_of::<pyo3::exceptions::PyBaseException>() {
            PyErr::from_value(exc.clone())
        } else {
            return Err(PyTypeError::new_err(
                "throw() takes an exception instance or class",
            ));
        };
        let e = host_error(py, &err);
        self.go_on(py, Err(e))
    }

    /// The suspended run as bytes, for `pyrite.load` here or in another process.
    fn dump<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        Ok(PyBytes::new(py, &self.inner()?.dump()))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        match &self.inner {
            Some(s) => Ok(format!(
                "Suspension(function={}, args={}, kwargs={})",
                PyString::new(py, s.function()).repr()?,
                self.args(py)?.bind(py).repr()?,
                self.kwargs(py)?.bind(py).repr()?
            )),
            None => Ok("Suspension(resumed)".to_string()),
        }
    }
}

/// Starts `code` with `external_functions` (names): a call of one stops the run and returns
/// a `Suspension` to answer (`.resume(value)`, `.throw(exc)`), which may be saved
/// (`.dump()`) and resumed in another process (`pyrite.load`). Returns a `RunResult` if the
/// script ends without calling one. Other arguments as `pyrite.run`.
#[pyfunction]
#[pyo3(signature = (code, *, inputs = None, limits = None, external_functions = None, filename = "<string>"))]
fn start(
    py: Python<'_>,
    code: &str,
    inputs: Option<&Bound<'_, PyDict>>,
    limits: Option<&Bound<'_, PyDict>>,
    external_functions: Option<Vec<String>>,
    filename: &str,
) -> PyResult<PyObject> {
    let engine = build_engine(limits, external_functions.as_deref().unwrap_or(&[]), None)?;
    let program = compile(py, &engine, code, filename)?;
    let options = options(inputs)?;
    let mut out = Vec::new();
    let step = py.allow_threads(|| engine.start(&program, &options, &mut out));
    step_object(py, engine, step, &out)
}

/// A `Suspension` from `Suspension.dump()`'s bytes. The bytes are untrusted: they are
/// checked and replayed to the call they record (`PyriteError` if they do not). `limits`
/// must be those the run was started with (a snapshot cannot bring its own); the external
/// functions are read from the snapshot.
#[pyfunction]
#[pyo3(signature = (data, *, limits = None))]
fn load(py: Python<'_>, data: &[u8], limits: Option<&Bound<'_, PyDict>>) -> PyResult<PyObject> {
    let externals = ::pyrite::snapshot::host_functions(data)
        .map_err(|e| PyriteError::new_err(e.to_string()))?;
    if externals.iter().any(|(_, external)| !external) {
        return Err(PyriteError::new_err(
            "the snapshot's run has host functions that are not external: load it from Rust \
             with an engine that grants them",
        ));
    }
    let names: Vec<String> = externals.into_iter().map(|(n, _)| n).collect();
    let engine = build_engine(limits, &names, None)?;
    let s = py
        .allow_threads(|| ::pyrite::Suspension::load(&engine, data))
        .map_err(|e| PyriteError::new_err(e.to_string()))?;
    step_object(py, engine, Step::Suspended(s), &[])
}

/// A sequence of steps sharing globals: each `run(code)` is a step under its own limits
/// (instructions, output, time, allocations: the session's, or lower ones given to that step)
/// with its own output and result; the heap of all steps is under the session's memory
/// limit. An uncaught exception ends only its step (raised as `ScriptError`; what the step
/// bound before stays); a refused step changes nothing; a step that hits a limit
/// (`LimitExceeded`) is rolled back, as if it had not run. If the session's state cannot be
/// rebuilt after a rollback, the session has ended (`SessionEnded`).
#[pyclass(module = "pyrite")]
struct Session {
    inner: ::pyrite::Session,
}

#[pymethods]
impl Session {
    /// A new session. `limits` as for `pyrite.run` (per step, memory for the whole
    /// session); `external_functions` maps names to Python callables the steps may call.
    #[new]
    #[pyo3(signature = (*, limits = None, external_functions = None))]
    fn new(
        limits: Option<&Bound<'_, PyDict>>,
        external_functions: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Session> {
        let engine = build_engine(limits, &[], external_functions)?;
        Ok(Session {
            inner: engine.session(),
        })
    }

    /// Runs `code` as the next step (`inputs` become globals first, and stay); returns a
    /// `RunResult` or raises `Refused`, `ScriptError` or `LimitExceeded` as `pyrite.run` does,
    /// or `SessionEnded`. `limits` (the CLI flags' names: `max_instructions`, `max_memory`,
    /// `max_allocations`, `max_output`, `max_duration`) holds for this step only, each at most
    /// the session's (a larger value is the session's; `None` is the session's); the step
    /// keeps them, so it replays under them.
    #[pyo3(signature = (code, *, inputs = None, limits = None))]
    fn run(
        &mut self,
        py: Python<'_>,
        code: &str,
        inputs: Option<&Bound<'_, PyDict>>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<RunResult> {
        let options = options(inputs)?;
        let limits = step_limits(limits)?;
        let mut out = Vec::new();
        let inner = &mut self.inner;
        let outcome =
            py.allow_threads(|| inner.run_limited(code.as_bytes(), &limits, &options, &mut out));
        if let Status::CompileError(e) = &outcome.status {
            return Err(refused(py, e, code));
        }
        finish(py, outcome, &out)
    }

    /// How many steps the session kept (not those refused or rolled back).
    #[getter]
    fn steps(&self) -> usize {
        self.inner.steps()
    }

    /// The session as bytes, for `pyrite.load_session` here or in another process.
    fn dump<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.inner.dump())
    }

    fn __repr__(&self) -> String {
        format!("Session(steps={})", self.inner.steps())
    }
}

/// A `Session` from `Session.dump()`'s bytes. The bytes are untrusted: they are checked
/// (`PyriteError` if they are not a sound dump made under these limits) and their steps run
/// again (`SessionEnded` if they do not end as recorded). `limits` must be
/// those the session was made with, and `external_functions` must name the same functions
/// (a dump carries their names and their answers, not the callables).
#[pyfunction]
#[pyo3(signature = (data, *, limits = None, external_functions = None))]
fn load_session(
    py: Python<'_>,
    data: &[u8],
    limits: Option<&Bound<'_, PyDict>>,
    external_functions: Option<&Bound<'_, PyDict>>,
) -> PyResult<Session> {
    let engine = build_engine(limits, &[], external_functions)?;
    let inner = py
        .allow_threads(|| engine.load_session(data))
        .map_err(|e| load_error(py, &e))?;
    Ok(Session { inner })
}

/// How deep an input may nest (a guard against a self-referencing list).
const MAX_DEPTH: u32 = 200;

/// A Python value as a host value: None, bool, int (64-bit), float, str, list, tuple, dict.
fn to_host(v: &Bound<'_, PyAny>, depth: u32) -> PyResult<HostValue> {
    if depth > MAX_DEPTH {
        return Err(PyValueError::new_err("input nested too deeply"));
    }
    if v.is_none() {
        return Ok(HostValue::None);
    }
    if let Ok(b) = v.downcast_exact::<PyBool>() {
        return Ok(HostValue::Bool(b.is_true()));
    }
    if v.is_exact_instance_of::<PyInt>() {
        return v
            .extract::<i64>()
            .map(HostValue::Int)
            .map_err(|_| PyValueError::new_err("an int input must fit in 64 bits"));
    }
    if let Ok(f) = v.downcast_exact::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if v.is_exact_instance_of::<PyString>() {
        return Ok(HostValue::Str(v.extract::<String>()?));
    }
    if let Ok(l) = v.downcast_exact::<PyList>() {
        let items = l
            .iter()
            .map(|x| to_host(&x, depth + 1))
            .collect::<PyResult<_>>()?;
        return Ok(HostValue::List(items));
    }
    if let Ok(t) = v.downcast_exact::<PyTuple>() {
        let items = t
            .iter()
            .map(|x| to_host(&x, depth + 1))
            .collect::<PyResult<_>>()?;
        return Ok(HostValue::Tuple(items));
    }
    if let Ok(d) = v.downcast_exact::<PyDict>() {
        let pairs = d
            .iter()
            .map(|(k, x)| Ok((to_host(&k, depth + 1)?, to_host(&x, depth + 1)?)))
            .collect::<PyResult<_>>()?;
        return Ok(HostValue::Dict(pairs));
    }
    Err(PyTypeError::new_err(format!(
        "cannot pass a '{}' to Pyrite (plain data only: None, bool, int, float, str, list, \
         tuple, dict)",
        v.get_type().name()?
    )))
}

/// A host value as the Python value it stands for.
fn from_host(py: Python<'_>, v: &HostValue) -> PyResult<PyObject> {
    Ok(match v {
        HostValue::None => py.None(),
        HostValue::Bool(b) => PyBool::new(py, *b).to_owned().into_any().unbind(),
        HostValue::Int(i) => i.into_pyobject(py)?.into_any().unbind(),
        HostValue::Float(f) => f.into_pyobject(py)?.into_any().unbind(),
        HostValue::Str(s) => s.into_pyobject(py)?.into_any().unbind(),
        HostValue::List(items) => {
            let items = items
                .iter()
                .map(|x| from_host(py, x))
                .collect::<PyResult<Vec<_>>>()?;
            PyList::new(py, items)?.into_any().unbind()
        }
        HostValue::Tuple(items) => {
            let items = items
                .iter()
                .map(|x| from_host(py, x))
                .collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, items)?.into_any().unbind()
        }
        HostValue::Dict(pairs) => {
            let d = PyDict::new(py);
            for (k, x) in pairs {
                d.set_item(from_host(py, k)?, from_host(py, x)?)?;
            }
            d.into_any().unbind()
        }
    })
}

/// The `pyrite` module.
#[pymodule]
#[pyo3(name = "pyrite")]
fn pyrite_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(start, m)?)?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(load_session, m)?)?;
    m.add_class::<Session>()?;
    m.add_class::<RunResult>()?;
    m.add_class::<Suspension>()?;
    m.add("PyriteError", py.get_type::<PyriteError>())?;
    m.add("ScriptError", py.get_type::<ScriptError>())?;
    m.add("Refused", py.get_type::<Refused>())?;
    m.add("LimitExceeded", py.get_type::<LimitExceeded>())?;
    m.add("SessionEnded", py.get_type::<SessionEnded>())?;
    Ok(())
}
