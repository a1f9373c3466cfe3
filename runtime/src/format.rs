//! `format(value, spec)`: the format-spec mini-language for f-string fields and `format()`.
//! Parsing and number formatting are `num::format`'s; this file dispatches on the value's type
//! and bounds the result by the memory still available (checked before building it).

use num_bigint::BigInt;

use crate::num::format::{format_float, format_int, format_str, parse_spec_for};
use crate::ops::arith::Num;
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Formats `v` with a non-empty `spec`.
pub fn format_value(vm: &mut Vm<'_>, v: Value, spec: &str) -> VmResult<String> {
    let room = vm.memory_room();
    let tag = vm.type_tag(v);
    let r = match (tag, vm.num(v)) {
        (TypeTag::Int | TypeTag::Bool, Some(n)) => {
            let b = match n {
                Num::I(i) => BigInt::from(i),
                Num::B(b) => b,
                Num::F(_) => BigInt::from(0),
            };
            parse_spec_for(spec, tag.name()).and_then(|s| format_int(&b, &s, room))
        }
        // A `re.RegexFlag` with a non-empty spec formats its int (3.11's `IntFlag`).
        (TypeTag::ReFlag, Some(Num::I(i))) => {
            parse_spec_for(spec, "int").and_then(|s| format_int(&BigInt::from(i), &s, room))
        }
        (TypeTag::Float, Some(Num::F(f))) => {
            parse_spec_for(spec, "float").and_then(|s| format_float(f, &s, room))
        }
        (TypeTag::Str, _) => {
            let text = vm.as_str(v).unwrap_or("").to_string();
            parse_spec_for(spec, "str").and_then(|s| format_str(&text, &s, room))
        }
        _ if vm.is_instance_obj(v) => return vm.instance_format(v, spec), // CALLBACK
        _ if vm.is_lib_value(v) => {
            let s = vm.new_str(spec.to_string())?;
            if let Some(r) = vm.value_text(v, "__format__", &[s])? {
                // CALLBACK
                return Ok(r);
            }
            return Err(vm.type_error(format!(
                "unsupported format string passed to {}.__format__",
                vm.type_name(v)
            )));
        }
        _ => {
            return Err(vm.type_error(format!(
                "unsupported format string passed to {}.__format__",
                vm.type_name(v)
            )))
        }
    };
    let s = r.map_err(|e| vm.num_err(e))?;
    vm.charge_fuel(s.len() as u64 / 64)?;
    Ok(s)
}

/// `format(v, spec)` for any value: an instance's `__format__` (script code), the text of a
/// str or `str(v)` for an empty spec, else the mini-language of `v`'s type.
pub fn format_any(vm: &mut Vm<'_>, v: Value, spec: &str) -> VmResult<String> {
    if vm.is_instance_obj(v) {
        return vm.instance_format(v, spec); // CALLBACK
    }
    if spec.is_empty() {
        if let Some(s) = vm.as_str(v) {
            return Ok(s.to_string());
        }
        return vm.to_str(v);
    }
    format_value(vm, v, spec)
}

/// `format(v, spec)` as an object (CPython's `PyObject_Format`): `v` itself for a str and
/// an empty spec, what an instance's `__format__` (or `__str__`) returned as is (it may be
/// an instance of a str subclass), else a new str.
pub fn format_obj(vm: &mut Vm<'_>, v: Value, spec: &str) -> VmResult<Value> {
    if vm.is_instance_obj(v) {
        let t = vm.instance_format_text(v, spec)?; // CALLBACK
        return vm.text_value(t);
    }
    if spec.is_empty() && vm.exact_str(v).is_some() {
        return Ok(v);
    }
    let s = format_any(vm, v, spec)?; // CALLBACK
    vm.new_str(s)
}
