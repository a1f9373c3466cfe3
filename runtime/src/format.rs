//! `format(value, spec)`: the format-spec mini-language for f-string fields and `format()`.
//! The spec parsing and number formatting live in `num::format` (the numerics module); this
//! file only dispatches on the value's type.

use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Formats `v` with a non-empty `spec`.
pub fn format_value(vm: &mut Vm<'_>, v: Value, spec: &str) -> VmResult<String> {
    let _ = v;
    Err(vm.err(
        TypeTag::NotImplementedError,
        format!("format spec '{spec}' is not supported yet"),
    ))
}
