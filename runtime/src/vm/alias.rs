//! Type hints as values: the `typing` special forms (`typing.List`, `typing.Optional`, ...)
//! and their subscriptions, `list[int]` (`types.GenericAlias`) and `int | None`
//! (`types.UnionType`), with CPython 3.11's argument checks, reprs, equality, `isinstance`
//! rules and errors. Scripts mostly write these in annotations, which CPython evaluates at
//! `def` and class time; Pyrite evaluates them the same way and otherwise ignores them.

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::object::{Alias, Form};
use crate::value::{Handle, TypeTag, Value};

/// What one entry of an `isinstance` spec that is a type hint contributes.
pub(crate) enum HintCheck {
    /// The check is decided.
    Done(bool),
    /// These entries stand in for it (a union's members, `typing.List`'s `list`).
    Expand(Vec<Value>),
}

/// The built-in and standard-library types that take `[...]` (their `__class_getitem__`):
/// `list[int]`, `collections.defaultdict[str, list[int]]`, `re.Match[str]`.
fn subscriptable(t: TypeTag) -> bool {
    matches!(
        t,
        TypeTag::List
            | TypeTag::Dict
            | TypeTag::Tuple
            | TypeTag::Set
            | TypeTag::FrozenSet
            | TypeTag::Type
            | TypeTag::Enumerate
            | TypeTag::Counter
            | TypeTag::DefaultDict
            | TypeTag::OrderedDict
            | TypeTag::Deque
            | TypeTag::ChainMap
            | TypeTag::RePattern
            | TypeTag::ReMatch
    )
}

/// The number of arguments a generic `typing` alias takes (`None`: not one with a fixed count).
fn arity(f: Form) -> Option<usize> {
    Some(match f {
        Form::List
        | Form::Set
        | Form::FrozenSet
        | Form::Type
        | Form::Iterable
        | Form::Iterator
        | Form::Sequence
        | Form::MutableSequence => 1,
        Form::Dict | Form::Mapping | Form::MutableMapping => 2,
        Form::Generator => 3,
        _ => return None,
    })
}

/// `typing`'s special forms proper (`_SpecialForm`): they are not valid as a type argument
/// unsubscripted.
fn is_special_form(f: Form) -> bool {
    matches!(
        f,
        Form::Union | Form::Optional | Form::ClassVar | Form::Final | Form::Literal
    )
}

impl Vm<'_> {
    /// The value of `typing.<form>`.
    pub fn typing_form(&mut self, form: Form) -> VmResult<Value> {
        self.alloc(Obj::Alias(Box::new(Alias::Form(form))))
    }

    pub(crate) fn alias(&self, v: Value) -> Option<&Alias> {
        match self.obj(v) {
            Some(Obj::Alias(a)) => Some(a),
            _ => None,
        }
    }

    fn new_alias(&mut self, a: Alias) -> VmResult<Value> {
        self.alloc(Obj::Alias(Box::new(a)))
    }

    /// The items of a subscription's key: a tuple's items, else the key alone.
    fn params(&self, key: Value) -> (Vec<Value>, bool) {
        match self.obj(key) {
            Some(Obj::Tuple(items)) => (items.clone(), true),
            _ => (vec![key], false),
        }
    }

    /// `obj[key]` where `obj` is a type or a type hint; `None` when `obj` is neither.
    pub(crate) fn class_getitem(&mut self, obj: Value, key: Value) -> VmResult<Option<Value>> {
        match obj {
            Value::Type(t) if subscriptable(t) => {
                let (args, _) = self.params(key);
                self.new_alias(Alias::Generic { origin: t, args }).map(Some)
            }
            Value::Type(t) => {
                Err(self.type_error(format!("type '{}' is not subscriptable", t.name())))
            }
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => {
                    Err(self.type_error(format!("type '{}' is not subscriptable", c.name)))
                }
                Obj::Alias(_) => self.alias_getitem(h, key).map(Some),
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    fn alias_getitem(&mut self, h: Handle, key: Value) -> VmResult<Value> {
        let form = match self.heap.get(h) {
            Obj::Alias(a) => match **a {
                Alias::Form(f) => f,
                _ => {
                    let r = self.hint_repr(Value::Obj(h))?;
                    return Err(self.type_error(format!("{r} is not a generic class")));
                }
            },
            _ => return Err(self.internal("not an alias")),
        };
        let (params, is_tuple) = self.params(key);
        match form {
            Form::Any => Err(self.type_error("type 'Any' is not subscriptable")),
            Form::NoReturn => Err(self.type_error("typing.NoReturn is not subscriptable")),
            Form::Union => {
                if params.is_empty() {
                    return Err(self.type_error("Cannot take a Union of no types."));
                }
                let msg = "Union[arg, ...]: each arg must be a type.";
                let args = self.type_checks(&params, msg)?;
                self.typing_union(args)
            }
            Form::Optional => {
                let arg = self.type_check(key, "typing.Optional requires a single type.")?;
                self.typing_union(vec![arg, Value::Type(TypeTag::NoneType)])
            }
            Form::ClassVar | Form::Final => {
                let msg = format!("typing.{} accepts only single type.", form.name());
                let arg = self.type_check(key, &msg)?;
                self.new_alias(Alias::Typing {
                    form,
                    args: vec![arg],
                })
            }
            Form::Literal => {
                let mut args: Vec<Value> = Vec::new();
                for p in params {
                    let inner = match self.alias(p) {
                        Some(Alias::Typing {
                            form: Form::Literal,
                            args,
                        }) => args.clone(),
                        _ => vec![p],
                    };
                    for v in inner {
                        if !self.contains_literal(&args, v)? {
                            args.push(v);
                        }
                    }
                }
                self.new_alias(Alias::Typing { form, args })
            }
            Form::Callable => {
                let [ps, result] = params.as_slice() else {
                    return Err(
                        self.type_error("Callable must be used as Callable[[arg, ...], result].")
                    );
                };
                if !is_tuple {
                    return Err(
                        self.type_error("Callable must be used as Callable[[arg, ...], result].")
                    );
                }
                let (ps, result) = (*ps, *result);
                let result =
                    self.type_check(result, "Callable[args, result]: result must be a type.")?;
                let mut args = match ps {
                    Value::Ellipsis => vec![Value::Ellipsis],
                    _ => {
                        let items = match self.obj(ps) {
                            Some(Obj::List(v)) | Some(Obj::Tuple(v)) => v.clone(),
                            _ => vec![ps],
                        };
                        items.into_iter().map(convert).collect()
                    }
                };
                args.push(result);
                self.new_alias(Alias::Typing { form, args })
            }
            Form::Tuple => {
                if is_tuple && params.is_empty() {
                    return self.new_alias(Alias::Typing {
                        form,
                        args: Vec::new(),
                    });
                }
                let msg = "Tuple[t0, t1, ...]: each t must be a type.";
                let args = match params.as_slice() {
                    [first, Value::Ellipsis] => {
                        vec![self.type_check(*first, msg)?, Value::Ellipsis]
                    }
                    _ => self.type_checks(&params, msg)?,
                };
                self.new_alias(Alias::Typing { form, args })
            }
            _ => {
                let args =
                    self.type_checks(&params, "Parameters to generic types must be types.")?;
                let expected = arity(form).unwrap_or(1);
                if args.len() != expected {
                    let which = if args.len() > expected { "many" } else { "few" };
                    return Err(self.type_error(format!(
                        "Too {which} arguments for typing.{}; actual {}, expected {expected}",
                        form.name(),
                        args.len()
                    )));
                }
                self.new_alias(Alias::Typing { form, args })
            }
        }
    }

    fn type_checks(&mut self, params: &[Value], msg: &str) -> VmResult<Vec<Value>> {
        params.iter().map(|p| self.type_check(*p, msg)).collect()
    }

    /// `typing._type_check(arg, msg)`, for the stdlib (`NamedTuple`'s field types).
    pub fn typing_type_check(&mut self, arg: Value, msg: &str) -> VmResult<Value> {
        self.type_check(arg, msg)
    }

    /// `typing._type_check`: converts `None` to `NoneType` and refuses what is not a type
    /// argument, with CPython's messages.
    fn type_check(&mut self, arg: Value, msg: &str) -> VmResult<Value> {
        let arg = convert(arg);
        match self.alias(arg) {
            Some(Alias::Typing {
                form: Form::ClassVar | Form::Final,
                ..
            }) => {
                let r = self.hint_repr(arg)?;
                return Err(self.type_error(format!("{r} is not valid as type argument")));
            }
            Some(Alias::Form(f)) if is_special_form(*f) => {
                let name = f.name();
                return Err(
                    self.type_error(format!("Plain typing.{name} is not valid as type argument"))
                );
            }
            _ => {}
        }
        if matches!(self.obj(arg), Some(Obj::Tuple(_))) {
            let r = self.repr(arg)?;
            let r: String = r.chars().take(100).collect();
            return Err(self.type_error(format!("{msg} Got {r}.")));
        }
        Ok(arg)
    }

    /// `Literal`'s deduplication: by value and type (`Literal[1, True]` keeps both).
    fn contains_literal(&mut self, args: &[Value], v: Value) -> VmResult<bool> {
        for a in args {
            if self.type_tag(*a) == self.type_tag(v) && self.eq(*a, v)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `typing.Union[args]`: nested unions flattened, duplicates dropped, one member alone
    /// returned as itself.
    fn typing_union(&mut self, params: Vec<Value>) -> VmResult<Value> {
        let mut flat = Vec::with_capacity(params.len());
        for p in params {
            match self.alias(p) {
                Some(Alias::Typing {
                    form: Form::Union,
                    args,
                })
                | Some(Alias::Union(args)) => flat.extend(args.iter().copied()),
                _ => flat.push(p),
            }
        }
        let args = self.dedup(flat)?;
        match args.as_slice() {
            [one] => Ok(*one),
            _ => self.new_alias(Alias::Typing {
                form: Form::Union,
                args,
            }),
        }
    }

    fn dedup(&mut self, items: Vec<Value>) -> VmResult<Vec<Value>> {
        let mut out: Vec<Value> = Vec::with_capacity(items.len());
        for v in items {
            let mut seen = false;
            for o in &out {
                if self.eq(*o, v)? {
                    seen = true;
                    break;
                }
            }
            if !seen {
                out.push(v);
            }
        }
        Ok(out)
    }

    /// True for values `|` can join into a `types.UnionType`.
    fn unionable(&self, v: Value) -> bool {
        match v {
            Value::None | Value::Type(_) => true,
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(_) => true,
                Obj::Alias(a) => matches!(
                    **a,
                    Alias::Generic { .. } | Alias::Union(_) | Alias::Form(Form::Any)
                ),
                _ => false,
            },
            _ => false,
        }
    }

    /// A typing alias whose `__or__`/`__ror__` makes a `typing.Union` (not `typing.Any`, a
    /// class in CPython).
    fn is_typing_alias(&self, v: Value) -> bool {
        matches!(
            self.alias(v),
            Some(Alias::Typing { .. }) | Some(Alias::Form(_))
        ) && !matches!(self.alias(v), Some(Alias::Form(Form::Any)))
    }

    /// `a | b` of types and type hints (`int | None`); `None` when neither side takes part.
    pub(crate) fn hint_or(&mut self, a: Value, b: Value) -> VmResult<Option<Value>> {
        if self.unionable(a) && self.unionable(b) && (a != Value::None || b != Value::None) {
            let mut flat = Vec::new();
            for v in [a, b] {
                match self.alias(v) {
                    Some(Alias::Union(args)) => flat.extend(args.iter().copied()),
                    _ => flat.push(convert(v)),
                }
            }
            let args = self.dedup(flat)?;
            return match args.as_slice() {
                [one] => Ok(Some(*one)),
                _ => self.new_alias(Alias::Union(args)).map(Some),
            };
        }
        if self.is_typing_alias(a) || self.is_typing_alias(b) {
            let msg = "Union[arg, ...]: each arg must be a type.";
            let args = self.type_checks(&[a, b], msg)?;
            return self.typing_union(args).map(Some);
        }
        Ok(None)
    }

    /// True if `v` is a type hint object.
    pub(crate) fn is_hint(&self, v: Value) -> bool {
        self.alias(v).is_some()
    }

    /// `repr()` of a type hint, as CPython prints it.
    pub(crate) fn hint_repr(&mut self, v: Value) -> VmResult<String> {
        let Some(a) = self.alias(v).cloned() else {
            return self.repr(v);
        };
        self.enter()?;
        let r = self.hint_repr_of(&a);
        self.leave();
        r
    }

    fn hint_repr_of(&mut self, a: &Alias) -> VmResult<String> {
        Ok(match a {
            Alias::Form(f) => format!("typing.{}", f.name()),
            Alias::Typing { form, args } => {
                let name = form.name();
                match (form, args.as_slice()) {
                    (Form::Union, [x, y]) if *y == Value::Type(TypeTag::NoneType) => {
                        format!("typing.Optional[{}]", self.typing_arg_repr(*x)?)
                    }
                    (Form::Union, [x, y]) if *x == Value::Type(TypeTag::NoneType) => {
                        format!("typing.Optional[{}]", self.typing_arg_repr(*y)?)
                    }
                    (Form::Tuple, []) => "typing.Tuple[()]".to_string(),
                    (Form::Literal, _) => {
                        let parts = args
                            .iter()
                            .map(|v| self.repr(*v))
                            .collect::<VmResult<Vec<_>>>()?;
                        format!("typing.Literal[{}]", parts.join(", "))
                    }
                    (Form::Callable, [Value::Ellipsis, r]) => {
                        format!("typing.Callable[..., {}]", self.typing_arg_repr(*r)?)
                    }
                    (Form::Callable, [ps @ .., r]) => {
                        let parts = ps
                            .iter()
                            .map(|v| self.typing_arg_repr(*v))
                            .collect::<VmResult<Vec<_>>>()?;
                        let r = self.typing_arg_repr(*r)?;
                        format!("typing.Callable[[{}], {r}]", parts.join(", "))
                    }
                    _ => {
                        let parts = args
                            .iter()
                            .map(|v| self.typing_arg_repr(*v))
                            .collect::<VmResult<Vec<_>>>()?;
                        format!("typing.{name}[{}]", parts.join(", "))
                    }
                }
            }
            Alias::Generic { origin, args } => {
                let parts = if args.is_empty() {
                    "()".to_string()
                } else {
                    args.iter()
                        .map(|v| self.generic_arg_repr(*v))
                        .collect::<VmResult<Vec<_>>>()?
                        .join(", ")
                };
                // `_Py_typing_type_repr` of the origin: `list`, `collections.deque`.
                format!("{}[{parts}]", origin.qualified_name())
            }
            Alias::Union(args) => args
                .iter()
                .map(|v| match v {
                    Value::Type(TypeTag::NoneType) => Ok("None".to_string()),
                    v => self.generic_arg_repr(*v),
                })
                .collect::<VmResult<Vec<_>>>()?
                .join(" | "),
        })
    }

    /// The name of a class as a type hint prints it: `int`, `__main__.Point`.
    fn hint_class_name(&self, v: Value) -> Option<String> {
        match v {
            Value::Type(t) => Some(t.qualified_name()),
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Class(c) => Some(format!("__main__.{}", c.qualname)),
                _ => None,
            },
            _ => None,
        }
    }

    /// `typing._type_repr`.
    fn typing_arg_repr(&mut self, v: Value) -> VmResult<String> {
        if let Some(n) = self.hint_class_name(v) {
            return Ok(n);
        }
        match v {
            Value::Ellipsis => Ok("...".to_string()),
            _ if self.is_hint(v) => self.hint_repr(v),
            _ if self.as_str(v).is_some() => Ok(format!("ForwardRef({})", self.repr(v)?)),
            _ => {
                if let Some(Obj::Function(f)) = self.obj(v) {
                    let code = f.code;
                    if let Some(c) = self.prog_codes().get(code as usize) {
                        return Ok(c.name.clone());
                    }
                }
                self.repr(v)
            }
        }
    }

    /// `types.GenericAlias`'s repr of one argument.
    fn generic_arg_repr(&mut self, v: Value) -> VmResult<String> {
        if let Some(n) = self.hint_class_name(v) {
            return Ok(n);
        }
        match v {
            Value::Ellipsis => Ok("...".to_string()),
            _ if self.is_hint(v) => self.hint_repr(v),
            _ => {
                if let Some(Obj::List(items)) = self.obj(v) {
                    let items = items.clone();
                    let parts = items
                        .iter()
                        .map(|x| self.generic_arg_repr(*x))
                        .collect::<VmResult<Vec<_>>>()?;
                    return Ok(format!("[{}]", parts.join(", ")));
                }
                self.repr(v)
            }
        }
    }

    /// `a == b` for two type hints.
    pub(crate) fn hint_eq(&mut self, a: Value, b: Value) -> VmResult<bool> {
        let (Some(x), Some(y)) = (self.alias(a).cloned(), self.alias(b).cloned()) else {
            return Ok(false);
        };
        self.enter()?;
        let r = self.hint_eq_of(&x, &y);
        self.leave();
        r
    }

    fn hint_eq_of(&mut self, x: &Alias, y: &Alias) -> VmResult<bool> {
        match (x, y) {
            (Alias::Form(f), Alias::Form(g)) => Ok(f == g),
            (
                Alias::Typing {
                    form: Form::Union,
                    args: p,
                }
                | Alias::Union(p),
                Alias::Typing {
                    form: Form::Union,
                    args: q,
                }
                | Alias::Union(q),
            ) => self.same_members(p, q),
            (
                Alias::Typing {
                    form: Form::Literal,
                    args: p,
                },
                Alias::Typing {
                    form: Form::Literal,
                    args: q,
                },
            ) => self.same_members(p, q),
            (Alias::Typing { form: f, args: p }, Alias::Typing { form: g, args: q }) => {
                Ok(f == g && self.same_args(p, q)?)
            }
            (Alias::Generic { origin: s, args: p }, Alias::Generic { origin: t, args: q }) => {
                Ok(s == t && self.same_args(p, q)?)
            }
            _ => Ok(false),
        }
    }

    fn same_args(&mut self, p: &[Value], q: &[Value]) -> VmResult<bool> {
        if p.len() != q.len() {
            return Ok(false);
        }
        for (a, b) in p.iter().zip(q) {
            if !self.eq(*a, *b)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Equality of two argument lists as sets.
    fn same_members(&mut self, p: &[Value], q: &[Value]) -> VmResult<bool> {
        for (xs, ys) in [(p, q), (q, p)] {
            for x in xs {
                let mut found = false;
                for y in ys {
                    if self.eq(*x, *y)? {
                        found = true;
                        break;
                    }
                }
                if !found {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// `hash()` of a type hint, consistent with [`Vm::hint_eq`].
    pub(crate) fn hint_hash(&mut self, v: Value) -> VmResult<i64> {
        use crate::hash as h;
        let Some(a) = self.alias(v).cloned() else {
            return Ok(0);
        };
        self.enter()?;
        let mut hashes = Vec::with_capacity(a.args().len());
        let mut r = Ok(());
        for x in a.args() {
            match self.hash(*x) {
                Ok(hx) => hashes.push(hx),
                Err(e) => {
                    r = Err(e);
                    break;
                }
            }
        }
        self.leave();
        r?;
        Ok(match a {
            Alias::Form(f) => h::pointer_hash(0x4000 + f as u64 * 16),
            Alias::Typing {
                form: Form::Union | Form::Literal,
                ..
            }
            | Alias::Union(_) => h::frozenset_hash(hashes),
            Alias::Typing { form, .. } => h::tuple_hash([
                h::pointer_hash(0x4000 + form as u64 * 16),
                h::tuple_hash(hashes),
            ]),
            Alias::Generic { origin, .. } => h::tuple_hash([
                h::pointer_hash(0x8000 + origin as u64 * 16),
                h::tuple_hash(hashes),
            ]),
        })
    }

    /// One entry of an `isinstance`/`issubclass` spec that is a type hint.
    pub(crate) fn hint_check(
        &mut self,
        v: Value,
        spec: Value,
        subclass: bool,
    ) -> VmResult<HintCheck> {
        let Some(a) = self.alias(spec).cloned() else {
            return Ok(HintCheck::Done(false));
        };
        let what = if subclass { "issubclass" } else { "isinstance" };
        match a {
            Alias::Form(f) => {
                if let Some(t) = f.origin() {
                    return Ok(HintCheck::Expand(vec![Value::Type(t)]));
                }
                if f == Form::Callable && !subclass {
                    return Ok(HintCheck::Done(self.is_callable(v)));
                }
                if f == Form::Any || is_special_form(f) || f == Form::NoReturn {
                    return Err(self
                        .type_error(format!("typing.{} cannot be used with {what}()", f.name())));
                }
                Err(self.not_supported(format!(
                    "{what}() with typing.{} is not supported in Pyrite: check for a \
                         concrete type (list, dict, ...) instead",
                    f.name()
                )))
            }
            Alias::Typing {
                form: Form::Union,
                args,
            } => {
                // `Union.__instancecheck__` is `issubclass(type(v), member)` for each member.
                let cls = if subclass { v } else { self.class_of(v) };
                for m in args {
                    if self.isinstance_of(cls, m, true)? {
                        return Ok(HintCheck::Done(true));
                    }
                }
                Ok(HintCheck::Done(false))
            }
            Alias::Typing { .. } => Err(self
                .type_error("Subscripted generics cannot be used with class and instance checks")),
            Alias::Generic { .. } => Err(self.type_error(format!(
                "{what}() argument 2 cannot be a parameterized generic"
            ))),
            Alias::Union(args) => Ok(HintCheck::Expand(args)),
        }
    }

    /// Calling a type hint: `list[int]()` makes a list; the `typing` forms refuse with
    /// CPython's messages.
    pub(crate) fn hint_call(
        &mut self,
        h: Handle,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let a = match self.heap.get(h) {
            Obj::Alias(a) => (**a).clone(),
            _ => return Err(self.internal("not an alias")),
        };
        let form = match a {
            Alias::Generic { origin, .. } => return self.call_type(origin, args, kws),
            Alias::Union(_) => {
                return Err(self.type_error("'types.UnionType' object is not callable"))
            }
            Alias::Form(f) | Alias::Typing { form: f, .. } => f,
        };
        let name = form.name();
        Err(match form {
            Form::Any => self.type_error("Any cannot be instantiated"),
            f if is_special_form(f) || f == Form::NoReturn => {
                self.type_error(format!("Cannot instantiate typing.{name}"))
            }
            f => match f.origin() {
                Some(t) => self.type_error(format!(
                    "Type {name} cannot be instantiated; use {}() instead",
                    t.name()
                )),
                None => {
                    self.not_supported(format!("calling typing.{name} is not supported in Pyrite"))
                }
            },
        })
    }
}

/// `typing` converts `None` to `NoneType` in its arguments.
fn convert(v: Value) -> Value {
    match v {
        Value::None => Value::Type(TypeTag::NoneType),
        v => v,
    }
}
