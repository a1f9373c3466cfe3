//! `functools.singledispatch` (`Lib/functools.py`): the generic function is a
//! [`LibObj::SingleDispatch`] holding the function it decorates, its registry (a dict from
//! class to implementation, `object` first) and the read-only view of it that `registry`
//! returns (a `mappingproxy`, made once). A call dispatches on the class of its first
//! argument: the registry's entry for the first class of that class's MRO that has one.
//! Pyrite has no virtual subclasses (no `ABC.register`, no `collections.abc`), so CPython's
//! `_compose_mro` adds nothing to the MRO and its dispatch cache changes no result; Pyrite
//! keeps none.

use super::frame::FrameKind;
use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::libobj::{LibObj, LibValue};
use crate::object::Alias;
use crate::value::{TypeTag, Value};

impl Vm<'_> {
    /// `singledispatch(func)`: the generic function, `func` registered for `object`.
    pub fn new_singledispatch(&mut self, func: Value) -> VmResult<Value> {
        let registry = self.new_dict()?;
        self.with_roots(&[func, registry], |vm| {
            vm.dict_set(registry, Value::Type(TypeTag::Object), func)?;
            let proxy = vm.new_mappingproxy(registry)?;
            vm.with_roots(&[proxy], |vm| {
                vm.new_lib(LibObj::SingleDispatch {
                    func,
                    registry,
                    proxy,
                })
            })
        })
    }

    /// `types.MappingProxyType(d)`: a read-only view of dict `d` (a stdlib value whose
    /// methods are `pyrite-stdlib`'s).
    pub fn new_mappingproxy(&mut self, d: Value) -> VmResult<Value> {
        self.new_lib_value(LibValue {
            tag: TypeTag::MappingProxy,
            a: 0,
            b: 0,
            obj: d,
        })
    }

    /// The dict behind `v` if it is a mappingproxy, else `v` (where CPython takes any
    /// mapping and Pyrite only a dict: `**m`, `{**m}`).
    pub(crate) fn proxied(&self, v: Value) -> Value {
        match self.lib_value(v) {
            Some(x) if x.tag == TypeTag::MappingProxy => x.obj,
            _ => v,
        }
    }

    /// The parts of generic function `w`: the function decorated, the registry.
    fn sd_parts(&self, w: Value) -> VmResult<(Value, Value)> {
        match self.lib_obj(w) {
            Some(&LibObj::SingleDispatch { func, registry, .. }) => Ok((func, registry)),
            _ => Err(self.internal("not a singledispatch function")),
        }
    }

    /// An attribute of generic function `w`: `registry`, and what `update_wrapper` copied
    /// from the function decorated (read from it).
    pub(crate) fn sd_attr(&mut self, w: Value, name: &str) -> VmResult<Option<Value>> {
        let Some(&LibObj::SingleDispatch { func, proxy, .. }) = self.lib_obj(w) else {
            return Ok(None);
        };
        match name {
            "registry" => Ok(Some(proxy)),
            "__wrapped__" => Ok(Some(func)),
            "__name__" | "__qualname__" | "__doc__" | "__module__" => {
                self.get_attr_str(func, name).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// `wrapper(*args, **kw)`: `dispatch(args[0].__class__)(*args, **kw)`.
    pub(crate) fn call_singledispatch(
        &mut self,
        w: Value,
        args: &[Value],
        kws: &[(&str, Value)],
        ret: usize,
        kind: FrameKind,
    ) -> VmResult<Option<Value>> {
        let (func, _) = self.sd_parts(w)?;
        let Some(&first) = args.first() else {
            let name = match self.get_attr_str(func, "__name__") {
                Ok(n) => self.str_of(n)?,
                Err(e) if self.error_is(&e, TypeTag::AttributeError) => {
                    "singledispatch function".to_string()
                }
                Err(e) => return Err(e),
            };
            return Err(self.type_error(format!("{name} requires at least 1 positional argument")));
        };
        let class = self.class_of(first);
        let imp = self.sd_dispatch(w, class)?;
        self.with_roots(&[imp], |vm| vm.call_value_kind(imp, args, kws, ret, kind))
    }

    /// `dispatch(cls)`: the implementation for class `cls`, from the first class of its MRO
    /// that is registered.
    pub fn sd_dispatch(&mut self, w: Value, cls: Value) -> VmResult<Value> {
        let (_, registry) = self.sd_parts(w)?;
        if !self.is_class(cls) {
            return Err(self.sd_not_a_class(cls));
        }
        let mro = self.mro_of(cls);
        for t in mro {
            self.charge_fuel(1)?;
            if let Some(imp) = self.dict_get(registry, t)? {
                return Ok(imp);
            }
        }
        Ok(Value::None)
    }

    /// What `dispatch(x)` raises for a value `x` that is not a class: CPython's weak-key
    /// cache refuses the values that cannot be weakly referenced, and `_find_impl` finds no
    /// `__mro__` on the others.
    fn sd_not_a_class(&self, v: Value) -> super::VmErr {
        let t = self.type_tag(v);
        let unreferenceable = matches!(
            t,
            TypeTag::Int
                | TypeTag::Bool
                | TypeTag::Float
                | TypeTag::Str
                | TypeTag::Bytes
                | TypeTag::ByteArray
                | TypeTag::Tuple
                | TypeTag::List
                | TypeTag::Dict
                | TypeTag::NoneType
        ) && !self.is_instance_obj(v);
        let name = self.type_name(v);
        if unreferenceable {
            self.type_error(format!("cannot create weak reference to '{name}' object"))
        } else {
            self.err(
                TypeTag::AttributeError,
                format!("'{name}' object has no attribute '__mro__'"),
            )
        }
    }

    /// `_is_valid_dispatch_type(cls)`: a class, or a union of classes; the members to
    /// register (`None` when `cls` is neither), and whether `cls` is a union.
    fn sd_dispatch_types(&self, cls: Value) -> (Option<Vec<Value>>, bool) {
        if self.is_class(cls) {
            return (Some(vec![cls]), false);
        }
        let members = match self.alias(cls) {
            Some(Alias::Union(args)) => args.clone(),
            Some(Alias::Typing {
                form: crate::object::Form::Union,
                args,
            }) => args.clone(),
            _ => return (None, false),
        };
        let valid = members.iter().all(|m| self.is_class(*m));
        (valid.then_some(members), true)
    }

    /// `register(cls, func=None)`: registers `func` for `cls` (each member of a union); with
    /// no `func`, the decorator that does (`cls` a class), or `cls` itself is the function and
    /// the class is its first annotation.
    pub fn sd_register(
        &mut self,
        w: Value,
        cls: Value,
        func: Option<Value>,
        register: Value,
    ) -> VmResult<Value> {
        let (_, registry) = self.sd_parts(w)?;
        let (types, func) = match (self.sd_dispatch_types(cls), func) {
            ((Some(_), _), None) => {
                // `lambda f: register(cls, f)`.
                return self.new_partial(register, &[cls], &[]);
            }
            ((Some(types), _), Some(f)) => (types, f),
            ((None, _), Some(_)) => {
                let r = self.repr(cls)?;
                return Err(self.type_error(format!(
                    "Invalid first argument to `register()`. {r} is not a class or union type."
                )));
            }
            ((None, _), None) => {
                let Some((argname, hint)) = self.first_annotation(cls) else {
                    let r = self.repr(cls)?;
                    return Err(self.type_error(format!(
                        "Invalid first argument to `register()`: {r}. Use either \
                         `@register(some_class)` or plain `@register` on an annotated function."
                    )));
                };
                let hint = match hint {
                    Value::None => Value::Type(TypeTag::NoneType),
                    h if self.as_str(h).is_some() => {
                        return Err(self.not_supported(
                            "a string annotation (a forward reference) in \
                             singledispatch's register() is not supported in Pyrite",
                        ))
                    }
                    h => h,
                };
                match self.sd_dispatch_types(hint) {
                    (Some(types), _) => (types, cls),
                    (None, union) => {
                        let a = self.new_str(argname)?;
                        let a = self.with_roots(&[a], |vm| vm.repr(a))?;
                        let r = self.repr(hint)?;
                        let why = if union {
                            "not all arguments are classes"
                        } else {
                            "is not a class"
                        };
                        return Err(
                            self.type_error(format!("Invalid annotation for {a}. {r} {why}."))
                        );
                    }
                }
            }
        };
        self.charge_fuel(types.len() as u64)?;
        for t in types {
            self.dict_set(registry, t, func)?;
        }
        Ok(func)
    }

    /// The first of a script function's annotations (`get_type_hints(f)`'s first item):
    /// the parameter's name (or `return`) and its value.
    fn first_annotation(&self, f: Value) -> Option<(String, Value)> {
        let Some(Obj::Function(func)) = self.obj(f) else {
            return None;
        };
        let code = self.prog.codes.get(func.code as usize)?;
        let name = code.annotations.first()?.clone();
        let v = *func.closure.get(code.nfree as usize)?;
        Some((name, v))
    }
}
