//! `functools.total_ordering`, as CPython 3.11's `Lib/functools.py`: the root is the first of
//! `__lt__`, `__le__`, `__gt__`, `__ge__` the class (or a script base) defines, and the
//! missing ones are added as `Synth::Order` methods computing CPython's formulas from it,
//! passing `NotImplemented` through.

use pyrite_lang::bytecode::CmpKind;

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::object::{cmp_dunder, Synth};
use crate::value::{TypeTag, Value};

/// CPython's `max(roots)` order: `__lt__` > `__le__` > `__gt__` > `__ge__` as strings.
const ROOTS: [CmpKind; 4] = [CmpKind::Lt, CmpKind::Le, CmpKind::Gt, CmpKind::Ge];

impl Vm<'_> {
    /// `@total_ordering` applied to `cls`: returns `cls`.
    pub fn total_ordering(&mut self, cls: Value) -> VmResult<Value> {
        let mut roots = Vec::new();
        for op in ROOTS {
            let s = self.intern(cmp_dunder(op))?;
            let own = match cls {
                Value::Obj(h) if matches!(self.heap.get(h), Obj::Class(_)) => {
                    matches!(self.lookup_in_mro(cls, s), Some((_, Value::Obj(_))))
                }
                // A built-in type's comparisons are its own, not object's; anything else
                // (a function, an instance) has object's.
                Value::Type(t) => t != TypeTag::Object,
                _ => false,
            };
            if own {
                roots.push(op);
            }
        }
        let Some(&root) = roots.first() else {
            return Err(self.value_error("must define at least one ordering operation: < > <= >="));
        };
        let Value::Obj(ch) = cls else {
            return Ok(cls);
        };
        if !matches!(self.heap.get(ch), Obj::Class(_)) {
            return Ok(cls);
        }
        let derived: [CmpKind; 3] = match root {
            CmpKind::Lt => [CmpKind::Gt, CmpKind::Le, CmpKind::Ge],
            CmpKind::Le => [CmpKind::Ge, CmpKind::Lt, CmpKind::Gt],
            CmpKind::Gt => [CmpKind::Lt, CmpKind::Ge, CmpKind::Le],
            _ => [CmpKind::Le, CmpKind::Gt, CmpKind::Lt],
        };
        for op in derived {
            if roots.contains(&op) {
                continue;
            }
            let m = self.alloc(Obj::Synth {
                class: ch,
                kind: Synth::Order { op, root },
            })?;
            let s = self.intern(cmp_dunder(op))?;
            self.with_roots(&[m], |vm| vm.class_set(ch, s, m))?;
        }
        Ok(cls)
    }

    /// A call of a derived comparison: `type(self).<root>(self, other)`, then CPython's
    /// formula for `op`.
    pub(crate) fn total_order_call(
        &mut self,
        op: CmpKind,
        root: CmpKind,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let n = |c| cmp_dunder(c).trim_matches('_');
        let fname = format!("_{}_from_{}", n(op), n(root));
        // `def _gt_from_lt(self, other)`: the two may also come by name.
        let mut bound: Vec<Value> = args.to_vec();
        for (k, v) in kws {
            let at = match *k {
                "self" => 0,
                "other" => 1,
                _ => {
                    return Err(self.type_error(format!(
                        "{fname}() got an unexpected keyword argument '{k}'"
                    )))
                }
            };
            if at < args.len() || (at == 1 && bound.len() > 1) {
                return Err(
                    self.type_error(format!("{fname}() got multiple values for argument '{k}'"))
                );
            }
            if at == 1 && bound.is_empty() {
                return Err(self.type_error(format!(
                    "{fname}() missing 1 required positional argument: 'self'"
                )));
            }
            bound.push(*v);
        }
        let (me, other) = match bound.as_slice() {
            [a, b] => (*a, *b),
            [] => {
                return Err(self.type_error(format!(
                    "{fname}() missing 2 required positional arguments: 'self' and 'other'"
                )))
            }
            [_] => {
                return Err(self.type_error(format!(
                    "{fname}() missing 1 required positional argument: 'other'"
                )))
            }
            _ => {
                return Err(self.type_error(format!(
                    "{fname}() takes 2 positional arguments but {} were given",
                    args.len()
                )))
            }
        };
        let class = self.class_of(me);
        let s = self.intern(cmp_dunder(root))?;
        let Some((f @ Value::Obj(_), _)) = self.lookup_in_mro(class, s) else {
            return Ok(Value::NotImplemented);
        };
        let r = self.with_roots(&[me, other], |vm| vm.call_function(f, &[me, other], &[]))?; // CALLBACK
        if r == Value::NotImplemented {
            return Ok(r);
        }
        self.with_roots(&[me, other, r], |vm| {
            let t = vm.truthy(r)?;
            // `op_result or self == other` keeps op_result itself when it is true.
            let eq_or = |vm: &mut Self, want_eq: bool| -> VmResult<Value> {
                let k = if want_eq { CmpKind::Eq } else { CmpKind::Ne };
                vm.compare_value(k, me, other) // CALLBACK
            };
            Ok(match (root, op) {
                // not op_result and self != other
                (CmpKind::Lt, CmpKind::Gt) | (CmpKind::Gt, CmpKind::Lt) => {
                    if t {
                        Value::Bool(false)
                    } else {
                        eq_or(vm, false)?
                    }
                }
                // op_result or self == other
                (CmpKind::Lt, CmpKind::Le) | (CmpKind::Gt, CmpKind::Ge) => {
                    if t {
                        r
                    } else {
                        eq_or(vm, true)?
                    }
                }
                // not op_result or self == other
                (CmpKind::Le, CmpKind::Ge) | (CmpKind::Ge, CmpKind::Le) => {
                    if t {
                        eq_or(vm, true)?
                    } else {
                        Value::Bool(true)
                    }
                }
                // op_result and self != other
                (CmpKind::Le, CmpKind::Lt) | (CmpKind::Ge, CmpKind::Gt) => {
                    if t {
                        eq_or(vm, false)?
                    } else {
                        r
                    }
                }
                // not op_result
                _ => Value::Bool(!t),
            })
        })
    }
}
