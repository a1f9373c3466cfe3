//! The run-time checks of `match` patterns: sequence and mapping subjects, mapping keys,
//! `**rest`, and class patterns through `__match_args__` (CPython's MATCH_* instructions).

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::value::{TypeTag, Value};

/// Built-in types whose single positional sub-pattern matches the subject itself.
const MATCH_SELF: &[TypeTag] = &[
    TypeTag::Bool,
    TypeTag::Dict,
    TypeTag::Float,
    TypeTag::FrozenSet,
    TypeTag::Int,
    TypeTag::List,
    TypeTag::Set,
    TypeTag::Str,
    TypeTag::Tuple,
];

impl Vm<'_> {
    /// A sequence pattern's subject: list, tuple, range (not str, bytes or dict).
    pub(crate) fn is_match_sequence(&self, v: Value) -> bool {
        let v = self.unwrap_payload(v);
        matches!(
            self.obj(v),
            Some(Obj::List(_) | Obj::Tuple(_) | Obj::Range { .. } | Obj::BigRange(_))
        )
    }

    /// `MATCH_SEQUENCE`: [`Vm::is_match_sequence`], refusing a list or tuple subclass that
    /// overrides how CPython's unpacking reads it (`__iter__`, `__getitem__`).
    pub(crate) fn match_sequence(&mut self, v: Value) -> VmResult<bool> {
        if self.payload(v).is_some() && self.overrides_any(v, &["__iter__", "__getitem__"]) {
            return Err(self.subclass_override_refused(v, "a sequence pattern"));
        }
        Ok(self.is_match_sequence(v))
    }

    /// `MATCH_MAPPING`: a dict, or an instance of a dict subclass (refused when it
    /// overrides `get`, which CPython's MATCH_KEYS calls).
    pub(crate) fn match_mapping(&mut self, v: Value) -> VmResult<bool> {
        if matches!(self.obj(v), Some(Obj::Dict(_))) {
            return Ok(true);
        }
        if self.dict_subclass_payload(v).is_none() {
            return Ok(false);
        }
        if self.overrides_any(v, &["get"]) {
            return Err(self.subclass_override_refused(v, "a mapping pattern"));
        }
        Ok(true)
    }

    /// `len(v)` for any value (special methods included).
    pub fn len_of(&mut self, v: Value) -> VmResult<usize> {
        if self.is_instance_obj(v) {
            return self.instance_len(v);
        }
        let v = self.named_tuple(v).unwrap_or(v);
        self.builtin_len(v)
    }

    /// A mapping pattern: the values of `keys` in `subj`, or `None` if one is missing.
    #[inline(never)]
    pub(crate) fn match_keys(&mut self, subj: Value, keys: Value) -> VmResult<Value> {
        let subj = self.dict_subclass_payload(subj).unwrap_or(subj);
        let keys = self.seq_items(keys);
        let mut out = Vec::with_capacity(keys.len());
        for (i, k) in keys.iter().enumerate() {
            if keys.get(..i).is_some_and(|prev| prev.contains(k)) {
                let r = self.repr(*k)?;
                return Err(self.value_error(format!("mapping pattern checks duplicate key ({r})")));
            }
            match self.with_roots(&out, |vm| vm.dict_get(subj, *k))? {
                Some(v) => out.push(v),
                None => return Ok(Value::None),
            }
        }
        self.new_tuple(out)
    }

    /// `**rest` of a mapping pattern: a new dict without `keys`.
    #[inline(never)]
    pub(crate) fn dict_without(&mut self, subj: Value, keys: Value) -> VmResult<Value> {
        let d = self.new_dict()?;
        self.dict_update(d, subj)?;
        for k in self.seq_items(keys) {
            self.dict_remove(d, k)?;
        }
        Ok(d)
    }

    /// A class pattern: a tuple of the positional sub-patterns' values (through
    /// `__match_args__`) then the keyword ones, or `None` if `subj` does not match.
    #[inline(never)]
    pub(crate) fn match_class(
        &mut self,
        subj: Value,
        cls: Value,
        npos: usize,
        kw_names: &[&str],
    ) -> VmResult<Value> {
        if !self.is_class(cls) {
            return Err(self.type_error("called match pattern must be a type"));
        }
        if !self.is_instance(subj, cls) {
            return Ok(Value::None);
        }
        let mut out = Vec::with_capacity(npos + kw_names.len());
        if npos > 0 {
            let name = self.class_name(cls);
            let match_args = match cls {
                Value::Obj(_) => self.get_attr(cls, self.s.match_args).ok(),
                _ => None,
            };
            match match_args {
                Some(ma) => {
                    let names = match self.obj(ma) {
                        Some(Obj::Tuple(items)) => items.clone(),
                        _ => {
                            return Err(self.type_error(format!(
                                "{name}.__match_args__ must be a tuple (got {})",
                                self.type_name(ma)
                            )))
                        }
                    };
                    if npos > names.len() {
                        return Err(self.sub_pattern_count(&name, names.len(), npos));
                    }
                    for n in names.iter().take(npos) {
                        let Some(text) = self.as_str(*n).map(str::to_string) else {
                            return Err(self.type_error(format!(
                                "__match_args__ elements must be strings (got {})",
                                self.type_name(*n)
                            )));
                        };
                        let sym = self.intern(&text)?;
                        match self.with_roots(&out, |vm| vm.get_attr(subj, sym)) {
                            Ok(v) => out.push(v),
                            Err(e) if self.error_is(&e, TypeTag::AttributeError) => {
                                return Ok(Value::None)
                            }
                            Err(e) => return Err(e),
                        }
                    }
                }
                None => {
                    let self_match = matches!(cls, Value::Type(t) if MATCH_SELF.contains(&t));
                    if self_match && npos == 1 {
                        out.push(subj);
                    } else {
                        let allowed = usize::from(self_match);
                        return Err(self.sub_pattern_count(&name, allowed, npos));
                    }
                }
            }
        }
        for n in kw_names {
            let sym = self.intern(n)?;
            match self.with_roots(&out, |vm| vm.get_attr(subj, sym)) {
                Ok(v) => out.push(v),
                Err(e) if self.error_is(&e, TypeTag::AttributeError) => return Ok(Value::None),
                Err(e) => return Err(e),
            }
        }
        self.new_tuple(out)
    }

    fn sub_pattern_count(&self, name: &str, allowed: usize, given: usize) -> super::VmErr {
        let s = if allowed == 1 { "" } else { "s" };
        self.type_error(format!(
            "{name}() accepts {allowed} positional sub-pattern{s} ({given} given)"
        ))
    }
}
