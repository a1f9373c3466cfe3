//! `str.maketrans` (its three forms) and `str.translate`, as CPython 3.11's
//! `unicode_maketrans_impl` and `_PyUnicode_TranslateCharmap`.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// `str.maketrans(x[, y[, z]])`: a dict from code points to code points, strs or None. A
/// static method: the receiver (the type, or a str it was reached through) is ignored.
pub fn maketrans(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let rest = a.get(1..).unwrap_or(&[]);
    args::no_kw(vm, "maketrans", kws)?;
    args::count(vm, "maketrans", rest, 1, 3)?;
    let out = vm.new_dict()?;
    let x = rest.first().copied().unwrap_or(Value::None);
    if rest.len() == 1 {
        let pairs: Vec<(Value, Value)> = match vm.obj(x) {
            Some(Obj::Dict(d)) if vm.type_tag(x) == TypeTag::Dict => d.iter().collect(),
            _ => {
                return Err(
                    vm.type_error("if you give only one argument to maketrans it must be a dict")
                )
            }
        };
        vm.charge_fuel(pairs.len() as u64)?;
        for (k, v) in pairs {
            let key = if let Some(s) = vm.as_pystr(k) {
                if s.nchars() != 1 {
                    return Err(
                        vm.value_error("string keys in translate table must be of length 1")
                    );
                }
                Value::Int(s.as_str().chars().next().map_or(0, |c| c as i64))
            } else if vm.is_int(k) {
                k
            } else {
                return Err(vm.type_error("keys in translate table must be strings or integers"));
            };
            vm.dict_set(out, key, v)?;
        }
        return Ok(out);
    }
    let (Some(xs), y) = (vm.as_str(x).map(str::to_string), rest.get(1).copied()) else {
        return Err(vm.type_error(
            "first maketrans argument must be a string if there is a second argument",
        ));
    };
    let y = y.unwrap_or(Value::None);
    let ys = args::str_arg(vm, y, "maketrans", 2)?;
    let zs = match rest.get(2) {
        Some(z) => Some(args::str_arg(vm, *z, "maketrans", 3)?),
        None => None,
    };
    if xs.chars().count() != ys.chars().count() {
        return Err(vm.value_error("the first two maketrans arguments must have equal length"));
    }
    vm.charge_fuel((xs.len() + zs.as_ref().map_or(0, String::len)) as u64)?;
    for (cx, cy) in xs.chars().zip(ys.chars()) {
        vm.dict_set(out, Value::Int(cx as i64), Value::Int(cy as i64))?;
    }
    for cz in zs.iter().flat_map(|z| z.chars()) {
        vm.dict_set(out, Value::Int(cz as i64), Value::None)?;
    }
    Ok(out)
}

/// `str.translate(table)`: each character looked up as `table[ord(c)]`; a LookupError keeps
/// it, None deletes it, an int or str replaces it. The result is checked against the memory
/// limit as it grows.
pub fn translate(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let recv = a.first().copied().unwrap_or(Value::None);
    let table = args::one(vm, "str.translate", a.get(1..).unwrap_or(&[]), kws)?;
    let s = vm.as_str(recv).unwrap_or("").to_string();
    vm.charge_fuel(s.chars().count() as u64)?;
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let got = vm.get_item(table, Value::Int(c as i64)); // CALLBACK
        let v = match got {
            Ok(v) => v,
            Err(e) if vm.error_is(&e, TypeTag::LookupError) => {
                out.push(c);
                continue;
            }
            Err(e) => return Err(e),
        };
        if v == Value::None {
            continue;
        }
        if let Some(t) = vm.as_str(v) {
            let need = out.len().saturating_add(t.len());
            if need > vm.memory_room() {
                vm.precheck(need as u64)?; // collects, then MemoryError
            }
            let t = vm.as_str(v).unwrap_or("");
            out.push_str(t);
        } else if vm.is_int(v) {
            let code = vm.to_i64(v).unwrap_or(-1);
            match u32::try_from(code).ok().filter(|&u| u < 0x110000) {
                Some(u) => match char::from_u32(u) {
                    Some(ch) => out.push(ch),
                    None => return Err(vm.not_supported(
                        "character mapping to a surrogate code point is not supported by Pyrite",
                    )),
                },
                None => return Err(vm.value_error("character mapping must be in range(0x110000)")),
            }
        } else {
            return Err(vm.type_error("character mapping must return integer, None or str"));
        }
    }
    vm.charge_fuel(out.len() as u64 / 32)?;
    vm.new_str(out)
}
