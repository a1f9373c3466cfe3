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
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

use ::pyrite::{Engine, HostValue, PolicyFile, RunOptions, Status};

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

/// Runs `code` under limits and returns a `RunResult`; raises `Refused`, `ScriptError` or
/// `LimitExceeded`.
///
/// `inputs` maps names to plain values the script sees as globals; `limits` takes the CLI
/// flags' names (`max_instructions`, `max_memory`, `max_allocations`, `max_recursion`,
/// `max_output`, `max_duration`) with ints, strings such as `"64MB"` or `"5s"`, or `None` to
/// lift one. Without `limits`, the defaults are safe for untrusted code.
#[pyfunction]
#[pyo3(signature = (code, *, inputs = None, limits = None, filename = "<string>"))]
fn run(
    py: Python<'_>,
    code: &str,
    inputs: Option<&Bound<'_, PyDict>>,
    limits: Option<&Bound<'_, PyDict>>,
    filename: &str,
) -> PyResult<RunResult> {
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
    let program = match engine.compile(code.as_bytes(), filename) {
        Ok(p) => p,
        Err(e) => {
            let d = &e.diagnostic;
            let (line, column) = e.line_col(code);
            let err = Refused::new_err(e.rendered.trim_end().to_string());
            let v = err.value(py);
            v.setattr("exc_type", d.kind.name())?;
            v.setattr("message", &d.message)?;
            v.setattr("line", line)?;
            v.setattr("column", column)?;
            v.setattr("text", &e.rendered)?;
            return Err(err);
        }
    };
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
    let mut out = Vec::new();
    let outcome = py.allow_threads(|| engine.run_with(&program, &options, &mut out));
    let stdout = String::from_utf8_lossy(&out).into_owned();
    let stats = PyDict::new(py);
    stats.set_item("instructions", outcome.stats.instructions)?;
    stats.set_item("allocations", outcome.stats.allocations)?;
    stats.set_item("peak_live_bytes", outcome.stats.peak_live_bytes)?;
    stats.set_item("output_bytes", outcome.stats.output_bytes)?;
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
    m.add_class::<RunResult>()?;
    m.add("PyriteError", py.get_type::<PyriteError>())?;
    m.add("ScriptError", py.get_type::<ScriptError>())?;
    m.add("Refused", py.get_type::<Refused>())?;
    m.add("LimitExceeded", py.get_type::<LimitExceeded>())?;
    Ok(())
}
