//! A harmless `sys`: `exit`, the interpreter's constants as CPython 3.11.7 (the oracle) has
//! them (`version`, `version_info`, `float_info`, `int_info`, `maxsize`, `byteorder`), the
//! recursion limit (read, and lowered within the run's cap), `argv` (the script's name alone)
//! and `stdout` (`write`/`flush` into the run's output). Nothing that reaches the interpreter
//! (`modules`, `path`, `_getframe`, `settrace`, ...) exists: those are refused as not
//! supported. A run has one output stream, so `sys.stderr` exists but writing to it is
//! refused.

use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmErr, VmResult};

use super::{Def, M};
use crate::args::{self, Kw};

/// `sys.version` of the oracle (CPython 3.11.7).
const VERSION: &str = "3.11.7 (main, May  9 2026, 07:35:25) [GCC 12.2.0]";

/// The members of `sys`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        f(
            "exit",
            exit,
            "1",
            "raises SystemExit(status): uncaught, the run exits with CPython's status",
        ),
        c("maxsize", Member::Int(i64::MAX), "2**63 - 1"),
        c("byteorder", Member::Str("little"), "'little'"),
        c(
            "version",
            Member::Str(VERSION),
            "CPython 3.11.7's version string",
        ),
        c(
            "version_info",
            Member::Made(version_info),
            "(major=3, minor=11, micro=7, releaselevel='final', serial=0)",
        ),
        c(
            "float_info",
            Member::Made(float_info),
            "the float type's limits (max, min, epsilon, dig, mant_dig, ...)",
        ),
        c(
            "int_info",
            Member::Made(int_info),
            "the int type's layout (bits_per_digit, default_max_str_digits, ...)",
        ),
        c("argv", Member::Made(argv), "[the script's name]"),
        f(
            "getrecursionlimit",
            getrecursionlimit,
            "1",
            "the run's recursion limit",
        ),
        f(
            "setrecursionlimit",
            setrecursionlimit,
            "1",
            "sets the recursion limit, up to the run's own (higher is refused)",
        ),
        c(
            "stdout",
            Member::Made(stdout),
            "the run's output: write(s), flush()",
        ),
        c(
            "stderr",
            Member::Made(stderr),
            "exists, but writing to it is refused (a run has one output stream)",
        ),
    ]
}

/// `sys.exit([status])`.
fn exit(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "sys.exit", kws)?;
    args::count(vm, "exit", a, 0, 1)?;
    // `PyErr_SetObject(SystemExit, status)`: None makes it with no arguments.
    let args = match a {
        [Value::None] => Vec::new(),
        _ => a.to_vec(),
    };
    Err(vm.exc_with_args(TypeTag::SystemExit, args))
}

fn struct_seq(vm: &mut Vm<'_>, tag: TypeTag, items: Vec<Value>) -> VmResult<Value> {
    let t = vm.new_tuple(items)?;
    vm.with_roots(&[t], |vm| vm.new_lib(LibObj::StructSeq { tag, tuple: t }))
}

fn version_info(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let level = vm.new_str("final".into())?;
    let items = vec![
        Value::Int(3),
        Value::Int(11),
        Value::Int(7),
        level,
        Value::Int(0),
    ];
    vm.with_roots(&[level], |vm| struct_seq(vm, TypeTag::VersionInfo, items))
}

fn float_info(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let items = vec![
        Value::Float(f64::MAX),
        Value::Int(1024),
        Value::Int(308),
        Value::Float(f64::MIN_POSITIVE),
        Value::Int(-1021),
        Value::Int(-307),
        Value::Int(15),
        Value::Int(53),
        Value::Float(f64::EPSILON),
        Value::Int(2),
        Value::Int(1),
    ];
    struct_seq(vm, TypeTag::FloatInfo, items)
}

fn int_info(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let items = vec![
        Value::Int(30),
        Value::Int(4),
        Value::Int(4300),
        Value::Int(640),
    ];
    struct_seq(vm, TypeTag::IntInfo, items)
}

fn argv(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let name = vm.script_name().to_string();
    let s = vm.new_str(name)?;
    vm.with_roots(&[s], |vm| vm.new_list(vec![s]))
}

fn stdout(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    vm.new_lib(LibObj::Stream { err: false })
}

fn stderr(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    vm.new_lib(LibObj::Stream { err: true })
}

/// `sys.getrecursionlimit()`.
fn getrecursionlimit(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "sys.getrecursionlimit", kws)?;
    args::none(vm, "sys.getrecursionlimit", a)?;
    Ok(Value::Int(i64::from(vm.recursion_limit())))
}

/// `sys.setrecursionlimit(limit)`: CPython's checks, then the run's cap.
fn setrecursionlimit(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "sys.setrecursionlimit", kws)?;
    let n = match a {
        [n] => *n,
        _ => {
            return Err(vm.type_error(format!(
                "sys.setrecursionlimit() takes exactly one argument ({} given)",
                a.len()
            )))
        }
    };
    let limit = match n {
        Value::Int(i) => i,
        Value::Bool(b) => i64::from(b),
        Value::Float(_) => {
            return Err(vm.type_error("'float' object cannot be interpreted as an integer"))
        }
        v if vm.is_int(v) => {
            return Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C int",
            ))
        }
        v => {
            return Err(vm.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(v)
            )))
        }
    };
    if limit > i64::from(i32::MAX) || limit < i64::from(i32::MIN) {
        return Err(vm.err(
            TypeTag::OverflowError,
            "Python int too large to convert to C int",
        ));
    }
    if limit < 1 {
        return Err(vm.value_error("recursion limit must be greater or equal than 1"));
    }
    // CPython counts the call to setrecursionlimit itself.
    let depth = vm.frame_depth() as i64 + 1;
    if depth >= limit {
        return Err(vm.err(
            TypeTag::RecursionError,
            format!(
                "cannot set the recursion limit to {limit} at the recursion depth {depth}: the \
                 limit is too low"
            ),
        ));
    }
    if !vm.set_recursion_limit(limit as u32) {
        return Err(vm.not_supported(format!(
            "sys.setrecursionlimit() above the run's limit ({}) is not supported in Pyrite",
            vm.recursion_cap()
        )));
    }
    Ok(Value::None)
}

/// The refusal of writing to `sys.stderr`.
pub fn stderr_refused(vm: &Vm<'_>) -> VmErr {
    vm.not_supported(
        "writing to sys.stderr is not supported in Pyrite (a run has one output stream: use \
         print() or sys.stdout)",
    )
}

/// The stream a method was called on: `Ok(true)` for `sys.stderr`.
fn stream_self(vm: &Vm<'_>, a: &[Value]) -> VmResult<bool> {
    match a.first().and_then(|v| vm.lib_obj(*v)) {
        Some(LibObj::Stream { err }) => Ok(*err),
        _ => Err(vm.type_error("descriptor requires a '_io.TextIOWrapper' object")),
    }
}

/// `TextIOWrapper.write(s)`: `s` to the run's output; its length.
pub fn stream_write(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let err = stream_self(vm, a)?;
    args::no_kw(vm, "TextIOWrapper.write", kws)?;
    let rest = a.get(1..).unwrap_or(&[]);
    let s = match rest {
        [s] => *s,
        _ => {
            return Err(vm.type_error(format!(
                "TextIOWrapper.write() takes exactly one argument ({} given)",
                rest.len()
            )))
        }
    };
    let Some(text) = vm.as_pystr(s).map(|p| p.nchars()) else {
        return Err(vm.type_error(format!(
            "write() argument must be str, not {}",
            vm.type_name(s)
        )));
    };
    if err {
        return Err(stderr_refused(vm));
    }
    let t = vm.as_str(s).unwrap_or("").to_string();
    vm.write_out(&t)?;
    Ok(Value::Int(text as i64))
}

/// `TextIOWrapper.flush()`.
pub fn stream_flush(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    stream_self(vm, a)?;
    args::no_kw(vm, "TextIOWrapper.flush", kws)?;
    args::none(vm, "TextIOWrapper.flush", a.get(1..).unwrap_or(&[]))?;
    vm.flush_out()?;
    Ok(Value::None)
}
