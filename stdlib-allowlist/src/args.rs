//! Argument checking with CPython's messages.

use pyrite_runtime::{Value, Vm, VmResult};

/// Keyword arguments of a native call.
pub type Kw<'a> = &'a [(&'a str, Value)];

/// The receiver and the other arguments of a method call (`None` and no arguments for an
/// empty call, which the method table never makes).
pub fn recv(a: &[Value]) -> (Value, &[Value]) {
    match a.split_first() {
        Some((r, rest)) => (*r, rest),
        None => (Value::None, &[]),
    }
}

/// `name() takes no keyword arguments`.
pub fn no_kw(vm: &Vm<'_>, name: &str, kws: Kw<'_>) -> VmResult<()> {
    if kws.is_empty() {
        Ok(())
    } else {
        Err(vm.type_error(format!("{name}() takes no keyword arguments")))
    }
}

/// Exactly one positional argument: `len() takes exactly one argument (2 given)`.
pub fn one(vm: &Vm<'_>, name: &str, args: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_kw(vm, name, kws)?;
    match args {
        [a] => Ok(*a),
        _ => Err(vm.type_error(format!(
            "{name}() takes exactly one argument ({} given)",
            args.len()
        ))),
    }
}

/// Between `min` and `max` positional arguments: `pop expected at most 1 argument, got 2`.
pub fn count(vm: &Vm<'_>, name: &str, args: &[Value], min: usize, max: usize) -> VmResult<()> {
    let n = args.len();
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    if n < min {
        return Err(vm.type_error(format!(
            "{name} expected at least {min} argument{}, got {n}",
            plural(min)
        )));
    }
    if n > max {
        return Err(vm.type_error(format!(
            "{name} expected at most {max} argument{}, got {n}",
            plural(max)
        )));
    }
    Ok(())
}

/// No positional arguments: `str.upper() takes no arguments (1 given)`.
pub fn none(vm: &Vm<'_>, name: &str, args: &[Value]) -> VmResult<()> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(vm.type_error(format!(
            "{name}() takes no arguments ({} given)",
            args.len()
        )))
    }
}

/// Refuses keyword arguments not in `allowed`: `'x' is an invalid keyword argument for f()`.
pub fn allowed_kws(vm: &Vm<'_>, fname: &str, kws: Kw<'_>, allowed: &[&str]) -> VmResult<()> {
    for (k, _) in kws {
        if !allowed.contains(k) {
            return Err(vm.type_error(format!(
                "'{k}' is an invalid keyword argument for {fname}()"
            )));
        }
    }
    Ok(())
}

/// The value of keyword argument `name`.
pub fn kw(kws: Kw<'_>, name: &str) -> Option<Value> {
    kws.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
}

/// A str argument (`TypeError` naming the function and the position otherwise).
pub fn str_arg(vm: &Vm<'_>, v: Value, fname: &str, pos: usize) -> VmResult<String> {
    match vm.as_str(v) {
        Some(s) => Ok(s.to_string()),
        None => Err(vm.type_error(format!(
            "{fname}() argument {pos} must be str, not {}",
            vm.type_name(v)
        ))),
    }
}

/// Argument Clinic style counts: `int() takes at most 2 arguments (3 given)`,
/// `find() takes at least 1 argument (0 given)`.
pub fn clinic(vm: &Vm<'_>, name: &str, given: usize, min: usize, max: usize) -> VmResult<()> {
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    if given < min {
        return Err(vm.type_error(format!(
            "{name}() takes at least {min} argument{} ({given} given)",
            plural(min)
        )));
    }
    if given > max {
        return Err(vm.type_error(format!(
            "{name}() takes at most {max} argument{} ({given} given)",
            plural(max)
        )));
    }
    Ok(())
}

/// `round() missing required argument 'number' (pos 1)` when fewer than `names.len()`
/// positional arguments were given.
pub fn required(vm: &Vm<'_>, fname: &str, args: &[Value], names: &[&str]) -> VmResult<()> {
    if let Some((i, n)) = names.iter().enumerate().find(|(i, _)| *i >= args.len()) {
        return Err(vm.type_error(format!(
            "{fname}() missing required argument '{n}' (pos {})",
            i + 1
        )));
    }
    Ok(())
}
