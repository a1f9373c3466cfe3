//! `copy`: `copy` and `deepcopy` as CPython 3.11's `Lib/copy.py` (the walk is the runtime's,
//! `vm/copy.rs`), and `Error`.

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `copy`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        f(
            "copy",
            copy,
            "1 + n/8 (n items) and the allocation rule; a __copy__ pays for itself",
            "a shallow copy (atoms and tuples as they are; a class's __copy__ honoured)",
        ),
        f(
            "deepcopy",
            deepcopy,
            "1 per object visited + n/8 per container and the allocation rule; 48 bytes per memo entry",
            "a deep copy with a memo (cycles kept; a class's __deepcopy__(memo) honoured)",
        ),
        c(
            "Error",
            Member::Type(TypeTag::CopyError),
            "exception class of the copy module",
        ),
        c(
            "error",
            Member::Type(TypeTag::CopyError),
            "alias of copy.Error",
        ),
    ]
}

/// `copy.copy(x)`.
fn copy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let x = match (a, kws) {
        ([x], []) => *x,
        ([], [("x", x)]) => *x,
        ([], []) => return Err(vm.type_error("copy() missing 1 required positional argument: 'x'")),
        ([_], [(k, _), ..]) | ([], [(k, _), ..]) if *k != "x" => {
            return Err(vm.type_error(format!("copy() got an unexpected keyword argument '{k}'")))
        }
        ([_], _) => return Err(vm.type_error("copy() got multiple values for argument 'x'")),
        _ => {
            return Err(vm.type_error(format!(
                "copy() takes 1 positional argument but {} were given",
                a.len()
            )))
        }
    };
    vm.copy_shallow(x)
}

/// `copy.deepcopy(x, memo=None)`.
fn deepcopy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() > 3 {
        return Err(vm.type_error(format!(
            "deepcopy() takes from 1 to 3 positional arguments but {} were given",
            a.len()
        )));
    }
    let mut x = a.first().copied();
    let mut memo = a.get(1).copied();
    for (k, v) in kws {
        let slot = match *k {
            "x" => &mut x,
            "memo" => &mut memo,
            _ => {
                return Err(vm.type_error(format!(
                    "deepcopy() got an unexpected keyword argument '{k}'"
                )))
            }
        };
        if slot.is_some() {
            return Err(vm.type_error(format!("deepcopy() got multiple values for argument '{k}'")));
        }
        *slot = Some(*v);
    }
    let Some(x) = x else {
        return Err(vm.type_error("deepcopy() missing 1 required positional argument: 'x'"));
    };
    vm.deepcopy(x, memo.unwrap_or(Value::None))
}
