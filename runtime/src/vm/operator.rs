//! `operator.itemgetter`, `attrgetter` and `methodcaller` (`LibObj`s): their calls and reprs,
//! after CPython 3.11's `_operator.c`. A name `attrgetter`/`methodcaller` looks up obeys the
//! rule `getattr` applies to names made at run time (no dunder that reaches internals).

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::libobj::LibObj;
use crate::object::Sym;
use crate::value::{TypeTag, Value};

impl Vm<'_> {
    /// The one object a getter is called with (`itemgetter expected 1 argument, got 2`).
    pub(crate) fn getter_arg(
        &self,
        name: &str,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        if !kws.is_empty() {
            return Err(self.type_error(format!("{name}() takes no keyword arguments")));
        }
        match args {
            [o] => Ok(*o),
            _ => Err(self.type_error(format!("{name} expected 1 argument, got {}", args.len()))),
        }
    }

    /// `itemgetter(*items)(obj)`.
    pub(crate) fn itemgetter_call(&mut self, items: Value, obj: Value) -> VmResult<Value> {
        let keys = self.seq_items(items);
        if let [k] = keys.as_slice() {
            return self.get_item(obj, *k); // CALLBACK
        }
        self.charge_fuel(keys.len() as u64)?;
        let vals = self.with_roots(&[items, obj], |vm| {
            vm.make_rooted(keys.len(), |vm, i| {
                let k = keys.get(i).copied().unwrap_or(Value::None);
                vm.get_item(obj, k) // CALLBACK
            })
        })?;
        self.new_tuple(vals)
    }

    /// `name` checked as `getattr` checks a name made at run time, interned.
    fn operator_attr_name(&mut self, f: &str, name: &str) -> VmResult<Sym> {
        if !pyrite_lang::check::attribute_allowed(name) {
            return Err(self.err(
                TypeTag::AttributeError,
                format!(
                    "{f}(): attribute '{name}' is not available in Pyrite (no access to \
                     interpreter internals)"
                ),
            ));
        }
        self.intern(name)
    }

    /// `attrgetter(*attrs)(obj)`: each dotted name followed from `obj`.
    pub(crate) fn attrgetter_call(&mut self, attrs: Value, obj: Value) -> VmResult<Value> {
        let names: Vec<String> = self
            .seq_items(attrs)
            .into_iter()
            .map(|n| self.as_str(n).unwrap_or("").to_string())
            .collect();
        let one = names.len() == 1;
        let vals = self.with_roots(&[attrs, obj], |vm| {
            vm.make_rooted(names.len(), |vm, i| {
                let dotted = names.get(i).map_or("", String::as_str);
                let mut cur = obj;
                for part in dotted.split('.') {
                    vm.charge_fuel(1)?;
                    let sym = vm.operator_attr_name("attrgetter", part)?;
                    cur = vm.with_roots(&[cur], |vm| vm.get_attr(cur, sym))?; // CALLBACK
                }
                Ok(cur)
            })
        })?;
        if one {
            return Ok(vals.first().copied().unwrap_or(Value::None));
        }
        self.new_tuple(vals)
    }

    /// What `methodcaller(name, *args, **kws)(obj)` calls: the bound method, the positional
    /// and the keyword arguments.
    #[allow(clippy::type_complexity)]
    pub(crate) fn methodcaller_parts(
        &mut self,
        name: Value,
        args: Value,
        kws: Value,
        obj: Value,
    ) -> VmResult<(Value, Vec<Value>, Vec<(String, Value)>)> {
        let n = self.as_str(name).unwrap_or("").to_string();
        let sym = self.operator_attr_name("methodcaller", &n)?;
        let f = self.with_roots(&[obj], |vm| vm.get_attr(obj, sym))?; // CALLBACK
        let all = self.seq_items(args);
        let mut named = Vec::new();
        if let Some(Obj::Dict(d)) = self.obj(kws) {
            let pairs: Vec<(Value, Value)> = d.iter().collect();
            for (k, v) in pairs {
                named.push((self.as_str(k).unwrap_or("").to_string(), v));
            }
        }
        self.charge_fuel((all.len() + named.len()) as u64 / 8)?;
        Ok((f, all, named))
    }

    /// `repr()` of an itemgetter, attrgetter or methodcaller.
    pub(crate) fn operator_repr(&mut self, o: &LibObj) -> VmResult<String> {
        let (head, parts, kws) = match o {
            LibObj::ItemGetter { items } => ("operator.itemgetter(", self.seq_items(*items), None),
            LibObj::AttrGetter { attrs } => ("operator.attrgetter(", self.seq_items(*attrs), None),
            LibObj::MethodCaller { name, args, kws } => {
                let mut p = vec![*name];
                p.extend(self.seq_items(*args));
                ("operator.methodcaller(", p, Some(*kws))
            }
            _ => return Ok(String::new()),
        };
        let mut s = String::from(head);
        for (i, v) in parts.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&self.repr(*v)?);
        }
        let pairs: Vec<(Value, Value)> = match kws.and_then(|k| self.obj(k)) {
            Some(Obj::Dict(d)) => d.iter().collect(),
            _ => Vec::new(),
        };
        for (k, v) in pairs {
            s.push_str(", ");
            s.push_str(self.as_str(k).unwrap_or(""));
            s.push('=');
            s.push_str(&self.repr(v)?);
        }
        s.push(')');
        Ok(s)
    }
}

impl Vm<'_> {
    /// True if instance `v`'s class defines special method `name`.
    pub fn has_special(&mut self, v: Value, name: &str) -> bool {
        match self.intern(name) {
            Ok(s) => self.lookup_special(v, s).is_some(),
            Err(_) => false,
        }
    }

    /// The items a list, tuple, range or dict iterator still has to yield (its
    /// `__length_hint__`), `None` for anything else.
    pub fn seq_iter_left(&self, v: Value) -> Option<usize> {
        use crate::heap::IterState;
        let Some(Obj::Iter(state)) = self.obj(v) else {
            return None;
        };
        let len_of = |h| match self.heap.get(h) {
            Obj::List(l) | Obj::Tuple(l) => l.len(),
            _ => 0,
        };
        match state {
            IterState::Seq { seq, idx } => Some(len_of(*seq).saturating_sub(*idx)),
            IterState::SeqRev { seq, idx } => Some((*idx).min(len_of(*seq))),
            IterState::Range { cur, stop, step } => {
                let (cur, stop, step) = (*cur as i128, *stop as i128, *step as i128);
                let n = if step > 0 && cur < stop {
                    (stop - cur + step - 1) / step
                } else if step < 0 && cur > stop {
                    (cur - stop - step - 1) / -step
                } else {
                    0
                };
                usize::try_from(n).ok()
            }
            IterState::Dict {
                left, odict: None, ..
            } => Some(*left),
            _ => None,
        }
    }
}
