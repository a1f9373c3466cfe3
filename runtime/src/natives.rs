//! The interface between the VM and the built-in implementations (which live in the
//! `pyrite-stdlib` crate): native function pointers and the table the VM is given.

use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// A native built-in: positional arguments (for a method, the receiver first) and keyword
/// arguments by name.
pub type NativeFn = fn(&mut Vm<'_>, &[Value], &[(&str, Value)]) -> VmResult<Value>;

/// What a built-in name denotes.
#[derive(Clone, Copy)]
pub enum BuiltinKind {
    /// A function.
    Func(NativeFn),
    /// A type (callable through its constructor in [`NativeTable::ctors`]).
    Type(TypeTag),
    /// A granted host function (index into the run's host functions).
    Host(usize),
}

/// Every native a run can reach. `builtins` is in the order the compiler numbered them.
#[derive(Clone, Default)]
pub struct NativeTable {
    /// Built-in names and what they are.
    pub builtins: Vec<(String, BuiltinKind)>,
    /// Methods by receiver type and name.
    pub methods: Vec<(TypeTag, &'static str, NativeFn)>,
    /// Constructors of the callable types.
    pub ctors: Vec<(TypeTag, NativeFn)>,
}

impl NativeTable {
    /// The built-in names, for the compiler and the admission policy.
    pub fn names(&self) -> Vec<String> {
        self.builtins.iter().map(|(n, _)| n.clone()).collect()
    }
}
