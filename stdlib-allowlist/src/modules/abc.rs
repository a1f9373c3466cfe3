//! `abc`: `ABC` as a base class and `abstractmethod`. A class with `ABC` in its MRO records
//! its abstract methods when it is built, and instantiating it while any remain raises
//! CPython's TypeError.

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::{self, Kw};

/// The members of `abc`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        c(
            "ABC",
            Member::Type(TypeTag::Abc),
            "base class: a subclass with abstract methods left cannot be instantiated",
        ),
        f(
            "abstractmethod",
            abstractmethod,
            "1",
            "decorator: marks a method abstract",
        ),
    ]
}

/// `abstractmethod(f)`: marks `f` (`f.__isabstractmethod__ = True`) and returns it.
fn abstractmethod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let f = args::one(vm, "abstractmethod", a, kws)?;
    if vm.type_tag(f) != TypeTag::Function {
        return Err(vm.not_supported(
            "abstractmethod() applies to functions in Pyrite: put it directly above the def",
        ));
    }
    let name = vm.intern("__isabstractmethod__")?;
    vm.set_attr(f, name, Value::Bool(true))?;
    Ok(f)
}
