//! Modules: an `import` names a module of the policy's table (checked at compile time); the
//! module object's attributes are the members the table lists, nothing else.

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::natives::Member;
use crate::object::{Module, Sym};
use crate::value::{TypeTag, Value};

impl Vm<'_> {
    /// `ImportName`: the module object for the program's module `idx` (one per run).
    #[inline(never)]
    pub(crate) fn import_module(&mut self, idx: usize) -> VmResult<Value> {
        if let Some(v) = self.modules.get(idx).copied().flatten() {
            return Ok(v);
        }
        let name = self.prog.modules.get(idx).map_or("?", |s| s.as_str());
        let Some((id, _)) = self.ctx.natives.module(name) else {
            return Err(self.err(
                TypeTag::ModuleNotFoundError,
                format!("No module named '{name}'"),
            ));
        };
        let v = self.alloc(Obj::Module(Module { id: id as u32 }))?;
        if self.modules.len() <= idx {
            self.modules.resize(idx + 1, None);
        }
        if let Some(slot) = self.modules.get_mut(idx) {
            *slot = Some(v);
        }
        Ok(v)
    }

    /// `module.name`.
    pub(crate) fn module_attr(&mut self, id: u32, name: Sym) -> VmResult<Value> {
        let Some(def) = self.ctx.natives.modules.get(id as usize) else {
            return Err(self.internal("bad module"));
        };
        let n = self.syms.name(name);
        if n == "__name__" {
            let m = def.name;
            return self.sym_str(m);
        }
        let member = def.members.iter().find(|(m, _)| *m == n).map(|(_, m)| *m);
        match member {
            Some(Member::Func(i)) => Ok(Value::Builtin(i)),
            Some(Member::Float(f)) => Ok(Value::Float(f)),
            Some(Member::Int(i)) => Ok(Value::Int(i)),
            Some(Member::Bool(b)) => Ok(Value::Bool(b)),
            Some(Member::Str(s)) => self.sym_str(s),
            Some(Member::Type(t)) => Ok(Value::Type(t)),
            Some(Member::Made(f)) => {
                let key = (id, name);
                if let Some(v) = self.made.get(&key) {
                    return Ok(*v);
                }
                let n = self.sym_value(name)?;
                let v = f(self, &[n], &[])?;
                self.made.insert(key, v);
                Ok(v)
            }
            None => {
                let m = def.name;
                // A member CPython has is "not supported" (the policy may have removed it),
                // never an AttributeError CPython would not raise.
                let removed = self.ctx.natives.is_removed(m, n);
                let in_cpython =
                    crate::cpython_attrs::lists(crate::cpython_attrs::CPYTHON_MODULE_ATTRS, m, n);
                if removed || in_cpython {
                    let why = if removed {
                        " (removed by the policy)"
                    } else {
                        ""
                    };
                    return Err(self.not_supported(format!("{m}.{n} is not supported{why}")));
                }
                Err(self.err(
                    TypeTag::AttributeError,
                    format!("module '{m}' has no attribute '{n}'"),
                ))
            }
        }
    }
}
