//! Special methods of script classes, reached from built-in operations: `repr`/`str`,
//! comparisons, `hash`, truth, `len`, iteration, containment, subscripts, arithmetic with
//! reflected and in-place forms. Each runs the script method through
//! [`Vm::call_function`] (a nested `execute`): the operations that reach them are native.

use pyrite_lang::bytecode::{BinKind, CmpKind, UnKind};
use smallvec::SmallVec;

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::object::{Sym, SymTable};
use crate::value::{TypeTag, Value};

macro_rules! syms {
    ($($field:ident => $name:literal,)*) => {
        /// The symbols of the names the VM itself looks up.
        #[derive(Clone, Copy, Debug, Default)]
        pub(crate) struct Syms {
            $(pub $field: Sym,)*
            /// `[__op__, __rop__, __iop__]` of each binary operator, by `BinKind as usize`.
            pub binops: [[Sym; 3]; BINOPS.len()],
        }

        impl Syms {
            /// Interns them all.
            pub(crate) fn new(t: &mut SymTable) -> Syms {
                Syms {
                    $($field: t.intern($name),)*
                    binops: BINOPS.map(|op| {
                        let (name, rname, iname) = op_names(op);
                        [t.intern(name), t.intern(rname), t.intern(iname)]
                    }),
                }
            }

            /// The VM's own names, interned once per process: every run's symbol table
            /// starts over this layer (`SymTable::over`), so a run does not intern them again.
            pub(crate) fn shared() -> (&'static crate::object::SymLayer, Syms) {
                static SHARED: std::sync::OnceLock<(crate::object::SymLayer, Syms)> =
                    std::sync::OnceLock::new();
                let (layer, syms) = SHARED.get_or_init(|| {
                    let mut t = SymTable::default();
                    let syms = Syms::new(&mut t);
                    (t.freeze(), syms)
                });
                (layer, *syms)
            }

            /// `[__op__, __rop__, __iop__]` of `op`.
            #[inline]
            pub(crate) fn binop(&self, op: BinKind) -> [Sym; 3] {
                self.binops.get(op as usize).copied().unwrap_or_default()
            }
        }
    };
}

syms! {
    init => "__init__",
    new => "__new__",
    repr => "__repr__",
    str => "__str__",
    format => "__format__",
    eq => "__eq__",
    ne => "__ne__",
    lt => "__lt__",
    le => "__le__",
    gt => "__gt__",
    ge => "__ge__",
    hash => "__hash__",
    bool_ => "__bool__",
    len => "__len__",
    iter => "__iter__",
    next => "__next__",
    getitem => "__getitem__",
    setitem => "__setitem__",
    delitem => "__delitem__",
    contains => "__contains__",
    missing => "__missing__",
    call => "__call__",
    enter => "__enter__",
    exit => "__exit__",
    getattr => "__getattr__",
    class => "__class__",
    module => "__module__",
    qualname => "__qualname__",
    name => "__name__",
    doc => "__doc__",
    abstractmethods => "__abstractmethods__",
    match_args => "__match_args__",
    neg => "__neg__",
    pos => "__pos__",
    invert => "__invert__",
}

/// Every binary operator, in `BinKind` order (`Syms::binops` is indexed by `op as usize`).
const BINOPS: [BinKind; 13] = [
    BinKind::Add,
    BinKind::Sub,
    BinKind::Mul,
    BinKind::TrueDiv,
    BinKind::FloorDiv,
    BinKind::Mod,
    BinKind::Pow,
    BinKind::LShift,
    BinKind::RShift,
    BinKind::BitAnd,
    BinKind::BitOr,
    BinKind::BitXor,
    BinKind::MatMul,
];

/// `(__op__, __rop__, __iop__)` names of a binary operator.
fn op_names(op: BinKind) -> (&'static str, &'static str, &'static str) {
    match op {
        BinKind::Add => ("__add__", "__radd__", "__iadd__"),
        BinKind::Sub => ("__sub__", "__rsub__", "__isub__"),
        BinKind::Mul => ("__mul__", "__rmul__", "__imul__"),
        BinKind::TrueDiv => ("__truediv__", "__rtruediv__", "__itruediv__"),
        BinKind::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        BinKind::Mod => ("__mod__", "__rmod__", "__imod__"),
        BinKind::Pow => ("__pow__", "__rpow__", "__ipow__"),
        BinKind::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
        BinKind::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
        BinKind::BitAnd => ("__and__", "__rand__", "__iand__"),
        BinKind::BitOr => ("__or__", "__ror__", "__ior__"),
        BinKind::BitXor => ("__xor__", "__rxor__", "__ixor__"),
        BinKind::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
    }
}

impl Vm<'_> {
    /// True for an instance of a script class (or an exception instance).
    #[inline]
    pub(crate) fn is_instance_obj(&self, v: Value) -> bool {
        matches!(self.obj(v), Some(Obj::Instance(_)))
    }

    /// Calls special method `name` of `v` (bound) if its class defines one.
    ///
    /// A plain function (the usual case) is called with `v` prepended, without making the
    /// bound method `v.name` would be: a sort's comparisons or a dict's hashing allocate
    /// nothing per call.
    fn call_special(&mut self, v: Value, name: Sym, args: &[Value]) -> VmResult<Option<Value>> {
        if !self.is_instance_obj(v) {
            if self.is_lib_value(v) {
                let n = self.syms.name(name).to_string();
                return self.value_special(v, &n, args); // CALLBACK
            }
            return Ok(None);
        }
        let class = self.class_of(v);
        let found = match self.lookup_cached(class, name) {
            None | Some(Value::Type(_)) => return Ok(None),
            Some(found) => found,
        };
        if let Value::Obj(fh) = found {
            if matches!(self.heap.get(fh), Obj::Function(_)) {
                // CALLBACK
                return match *args {
                    [] => self.call_function(found, &[v], &[]),
                    [y] => self.call_function(found, &[v, y], &[]),
                    _ => {
                        let mut all: SmallVec<[Value; 4]> = SmallVec::new();
                        all.push(v);
                        all.extend_from_slice(args);
                        self.call_function(found, &all, &[])
                    }
                }
                .map(Some);
            }
        }
        match self.lookup_special(v, name) {
            Some(m) => self.call_function(m, args, &[]).map(Some), // CALLBACK
            None => Ok(None),
        }
    }

    /// Calls special method `name` of instance `v` with `args` if its class defines one
    /// (`None` otherwise, and for values of built-in types): for built-ins such as `abs`
    /// that reach a script's `__abs__`.
    pub fn call_dunder(&mut self, v: Value, name: &str, args: &[Value]) -> VmResult<Option<Value>> {
        if !self.is_instance_obj(v) {
            return self.value_special(v, name, args); // CALLBACK
        }
        let name = self.intern(name)?;
        self.call_special(v, name, args) // CALLBACK
    }

    /// `__float__` of an instance (`float(x)`, the `math` functions): `None` if its class
    /// defines none; CPython's TypeError if it returns something else than a float.
    pub fn instance_float(&mut self, v: Value) -> VmResult<Option<f64>> {
        let Some(r) = self.call_dunder(v, "__float__", &[])? else {
            return Ok(None);
        };
        match r {
            Value::Float(f) => Ok(Some(f)),
            _ => Err(self.type_error(format!(
                "{}.__float__ returned non-float (type {})",
                self.type_name(v),
                self.type_name(r)
            ))),
        }
    }

    /// `__int__` of an instance (`int(x)`): `None` if its class defines none; CPython's
    /// TypeError if it returns something else than an int.
    pub fn instance_int(&mut self, v: Value) -> VmResult<Option<Value>> {
        let Some(r) = self.call_dunder(v, "__int__", &[])? else {
            return Ok(None);
        };
        match r {
            Value::Bool(b) => Ok(Some(Value::Int(i64::from(b)))),
            _ if self.is_int(r) => Ok(Some(r)),
            _ => Err(self.type_error(format!(
                "__int__ returned non-int (type {})",
                self.type_name(r)
            ))),
        }
    }

    /// `a op b` when either operand is an instance: `__op__`, `__rop__` (first when `b`'s
    /// class is a subclass of `a`'s), `__iop__` for an augmented assignment. `None` when no
    /// method accepted (the caller raises TypeError).
    pub(crate) fn binop_dunder(
        &mut self,
        op: BinKind,
        a: Value,
        b: Value,
        inplace: bool,
        forward_done: bool,
    ) -> VmResult<Option<Value>> {
        let [name, rname, iname] = self.s.binop(op);
        let (ta, tb) = (self.class_of(a), self.class_of(b));
        let mut reflected_done = false;
        // With `forward_done`, `a.__op__(b)` already ran as a frame (`dunder_frame.rs`) and
        // returned NotImplemented; it only runs so when nothing comes before it, so what is
        // left is `b.__rop__(a)`.
        if !forward_done {
            if inplace {
                if let Some(r) = self.call_special(a, iname, &[b])? {
                    if r != Value::NotImplemented {
                        return Ok(Some(r));
                    }
                }
            }
            if ta != tb && self.is_instance_obj(b) && self.is_subclass(tb, ta) {
                if let Some(r) = self.call_special(b, rname, &[a])? {
                    if r != Value::NotImplemented {
                        return Ok(Some(r));
                    }
                }
                reflected_done = true;
            }
            if let Some(r) = self.call_special(a, name, &[b])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        if !reflected_done && (ta != tb || !self.is_instance_obj(a)) {
            if let Some(r) = self.call_special(b, rname, &[a])? {
                if r != Value::NotImplemented {
                    return Ok(Some(r));
                }
            }
        }
        Ok(None)
    }

    /// `-x`, `+x`, `~x` of an instance.
    pub(crate) fn unary_dunder(&mut self, op: UnKind, x: Value) -> VmResult<Option<Value>> {
        let name = match op {
            UnKind::Neg => self.s.neg,
            UnKind::Pos => self.s.pos,
            UnKind::Invert => self.s.invert,
            UnKind::Not => return Ok(Some(Value::Bool(!self.truthy(x)?))),
        };
        self.call_special(x, name, &[])
    }

    /// A rich comparison where either side is an instance, as CPython's `do_richcompare`:
    /// the reflected method first if `b`'s class is a subclass of `a`'s, then `a`'s, then
    /// `b`'s reflected; `==`/`!=` fall back to identity; the others raise TypeError.
    pub(crate) fn rich_compare(&mut self, op: CmpKind, a: Value, b: Value) -> VmResult<Value> {
        let (name, rname) = match op {
            CmpKind::Eq => (self.s.eq, self.s.eq),
            CmpKind::Ne => (self.s.ne, self.s.ne),
            CmpKind::Lt => (self.s.lt, self.s.gt),
            CmpKind::Le => (self.s.le, self.s.ge),
            CmpKind::Gt => (self.s.gt, self.s.lt),
            CmpKind::Ge => (self.s.ge, self.s.le),
            _ => return Err(self.internal("rich_compare of a non-comparison")),
        };
        let (ta, tb) = (self.class_of(a), self.class_of(b));
        let mut reflected_done = false;
        let rop = match op {
            CmpKind::Lt => CmpKind::Gt,
            CmpKind::Le => CmpKind::Ge,
            CmpKind::Gt => CmpKind::Lt,
            CmpKind::Ge => CmpKind::Le,
            other => other,
        };
        // The common case (a sort's `__lt__`, a dict probe's `__eq__`): two instances of one
        // class whose method is a plain function. Nothing comes before `a.__op__(b)` then, and
        // `compare_method` would call just that function with `a` prepended: call what the
        // lookup found, then go on with the reflected step if it declined.
        let forward = match self.obj(a) {
            Some(Obj::Instance(_)) if ta == tb => self.plain_special(ta, name),
            _ => None,
        };
        if let Some(f) = forward {
            let r = self.call_function(f, &[a, b], &[])?; // CALLBACK
            if r != Value::NotImplemented {
                return Ok(r);
            }
        } else {
            if ta != tb && self.is_instance_obj(b) && self.is_subclass(tb, ta) {
                if let Some(r) = self.compare_method(b, rname, rop, a)? {
                    return Ok(r);
                }
                reflected_done = true;
            }
            if let Some(r) = self.compare_method(a, name, op, b)? {
                return Ok(r);
            }
        }
        if !reflected_done {
            if let Some(r) = self.compare_method(b, rname, rop, a)? {
                return Ok(r);
            }
        }
        match op {
            CmpKind::Eq => Ok(Value::Bool(self.is(a, b))),
            CmpKind::Ne => Ok(Value::Bool(!self.is(a, b))),
            _ => Err(self.type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            ))),
        }
    }

    /// One comparison method: its result, or `None` if absent or NotImplemented. A class
    /// with `__eq__` but no `__ne__` gets `!=` as the negation of `__eq__` (object.__ne__).
    /// An instance of a class extending a built-in type without a method of its own uses
    /// the type's (`kind` is the comparison `name` makes), on the value it carries.
    fn compare_method(
        &mut self,
        x: Value,
        name: Sym,
        kind: CmpKind,
        y: Value,
    ) -> VmResult<Option<Value>> {
        if !self.is_instance_obj(x) && !self.is_lib_value(x) && self.payload(y).is_some() {
            // A built-in value's own comparison with the value a subclass instance carries
            // (`7.0 == E(7)`: float's, after int's declined).
            let other = self.unwrap_payload(y);
            let r = self.slot_compare(kind, x, other)?; // CALLBACK
            return Ok((r != Value::NotImplemented).then_some(r));
        }
        if let Some(r) = self.call_special(x, name, &[y])? {
            return Ok((r != Value::NotImplemented).then_some(r));
        }
        if let Some(p) = self.payload(x) {
            // `int.__ne__` too: a subclass inherits the type's, not object's.
            let other = self.unwrap_payload(y);
            let r = self.slot_compare(kind, p, other)?; // CALLBACK
            return Ok((r != Value::NotImplemented).then_some(r));
        }
        if name == self.s.ne {
            if let Some(r) = self.call_special(x, self.s.eq, &[y])? {
                if r == Value::NotImplemented {
                    return Ok(None);
                }
                return Ok(Some(Value::Bool(!self.truthy(r)?)));
            }
        }
        Ok(None)
    }

    /// The plain script function (a `def` in the class body, the usual case) that `class`
    /// has for special method `name`, from the method cache; `None` for anything else
    /// (a built-in type's method, a staticmethod, a callable object, no such method).
    #[inline]
    fn plain_special(&mut self, class: Value, name: Sym) -> Option<Value> {
        match self.lookup_cached(class, name)? {
            found @ Value::Obj(fh) if matches!(self.heap.get(fh), Obj::Function(_)) => Some(found),
            _ => None,
        }
    }

    /// `hash(instance)`: `__hash__` (None makes it unhashable), else by identity.
    pub(crate) fn instance_hash(&mut self, v: Value) -> VmResult<i64> {
        let class = self.class_of(v);
        match self.lookup_cached(class, self.s.hash) {
            Some(Value::None) => {
                Err(self.type_error(format!("unhashable type: '{}'", self.type_name(v))))
            }
            Some(found) if !matches!(found, Value::Type(_)) => {
                // A plain function (the usual `def __hash__`) is called with what the lookup
                // found; call_special would look it up again.
                let r = match found {
                    Value::Obj(fh) if matches!(self.heap.get(fh), Obj::Function(_)) => {
                        self.call_function(found, &[v], &[])? // CALLBACK
                    }
                    _ => self
                        .call_special(v, self.s.hash, &[])? // CALLBACK
                        .unwrap_or(Value::None),
                };
                // CPython's slot_tp_hash: the value itself when it fits a Py_ssize_t (-1
                // becoming -2), else the int's hash.
                match r {
                    Value::Int(-1) => Ok(-2),
                    Value::Int(i) => Ok(i),
                    Value::Bool(b) => Ok(i64::from(b)),
                    _ if self.is_int(r) => self.hash(r),
                    _ => Err(self.type_error("__hash__ method should return an integer")),
                }
            }
            _ => match self.payload(v) {
                // list and dict set `__hash__` to None, which their subclasses inherit.
                Some(_) if self.mut_payload(v).is_some() => {
                    Err(self.type_error(format!("unhashable type: '{}'", self.type_name(v))))
                }
                Some(p) => self.hash(p), // CALLBACK
                None => Ok(identity_hash(v)),
            },
        }
    }

    /// The str or tuple a subclass instance carries, for the container protocols (`len`,
    /// `iter`, `in`, subscripts) numbers lack: their errors name the subclass.
    pub(crate) fn seq_payload(&self, v: Value) -> Option<Value> {
        self.payload(v).filter(|p| self.num(*p).is_none())
    }

    /// The list or dict a subclass instance carries: the payloads item assignment and
    /// deletion act on.
    pub fn mut_payload(&self, v: Value) -> Option<Value> {
        self.payload(v)
            .filter(|p| matches!(self.obj(*p), Some(Obj::List(_) | Obj::Dict(_))))
    }

    /// `bool(instance)`: `__bool__`, else `__len__`, else true.
    pub(crate) fn instance_truthy(&mut self, v: Value) -> VmResult<bool> {
        if let Some(r) = self.call_special(v, self.s.bool_, &[])? {
            return match r {
                Value::Bool(b) => Ok(b),
                _ => Err(self.type_error(format!(
                    "__bool__ should return bool, returned {}",
                    self.type_name(r)
                ))),
            };
        }
        if self.lookup_special(v, self.s.len).is_some() {
            return Ok(self.instance_len(v)? > 0);
        }
        match self.payload(v) {
            Some(p) => self.truthy(p), // CALLBACK
            None => Ok(true),
        }
    }

    /// `len(instance)`.
    pub(crate) fn instance_len(&mut self, v: Value) -> VmResult<usize> {
        let Some(r) = self.call_special(v, self.s.len, &[])? else {
            if let Some(p) = self.seq_payload(v) {
                return self.builtin_len(p);
            }
            return Err(self.type_error(format!(
                "object of type '{}' has no len()",
                self.type_name(v)
            )));
        };
        if !self.is_int(r) {
            return Err(self.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(r)
            )));
        }
        match self.to_i64(r) {
            Some(n) if n >= 0 => Ok(n as usize),
            Some(_) => Err(self.value_error("__len__() should return >= 0")),
            None => Err(self.err(
                TypeTag::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            )),
        }
    }

    /// `iter(instance)`: `__iter__` (its result must be an iterator), else a `__getitem__`
    /// sequence iterator.
    pub(crate) fn instance_iter(&mut self, v: Value) -> VmResult<Value> {
        if let Some(it) = self.call_special(v, self.s.iter, &[])? {
            if !self.is_iterator(it) {
                return Err(self.type_error(format!(
                    "iter() returned non-iterator of type '{}'",
                    self.type_name(it)
                )));
            }
            return Ok(it);
        }
        if let Some(p) = self.seq_payload(v) {
            return self.get_iter(p);
        }
        if self.lookup_special(v, self.s.getitem).is_some() {
            return self.alloc(Obj::Iter(crate::heap::IterState::GetItem {
                obj: v,
                idx: 0,
            }));
        }
        Err(self.type_error(format!("'{}' object is not iterable", self.type_name(v))))
    }

    /// True if `v` can be passed to `next()`.
    pub fn is_iterator(&mut self, v: Value) -> bool {
        match self.obj(v) {
            Some(Obj::Iter(_) | Obj::Generator(_)) => true,
            Some(Obj::Lib(o)) => o.is_iterator(),
            Some(Obj::Instance(_)) => self.lookup_special(v, self.s.next).is_some(),
            _ => false,
        }
    }

    /// `next(instance)`: `__next__`; StopIteration ends the iteration (`None`).
    pub(crate) fn instance_next(&mut self, v: Value) -> VmResult<Option<Value>> {
        let Some(m) = self.lookup_special(v, self.s.next) else {
            return Err(
                self.type_error(format!("'{}' object is not an iterator", self.type_name(v)))
            );
        };
        match self.call_function(m, &[], &[]) {
            Ok(x) => Ok(Some(x)),
            Err(e) if self.is_stop_iteration(&e) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// `x in instance`: `__contains__`, else iterate comparing with `==`.
    pub(crate) fn instance_contains(&mut self, container: Value, item: Value) -> VmResult<bool> {
        if let Some(r) = self.call_special(container, self.s.contains, &[item])? {
            return self.truthy(r);
        }
        if let Some(p) = self.seq_payload(container) {
            return self.contains(p, item); // CALLBACK
        }
        let it = self.instance_iter(container).map_err(|_| {
            self.type_error(format!(
                "argument of type '{}' is not iterable",
                self.type_name(container)
            ))
        })?;
        self.with_roots(&[it, item], |vm| {
            while let Some(x) = vm.iter_next(it)? {
                if vm.is(x, item) || vm.eq(x, item)? {
                    return Ok(true);
                }
            }
            Ok(false)
        })
    }

    /// `instance[key]`.
    pub(crate) fn instance_getitem(&mut self, v: Value, key: Value) -> VmResult<Value> {
        match self.call_special(v, self.s.getitem, &[key])? {
            Some(r) => Ok(r),
            None if self.seq_payload(v).is_some() => {
                let p = self.unwrap_payload(v);
                if self.type_tag(p) == TypeTag::Dict {
                    // dict_subscript: a subclass's `__missing__` answers a key it lacks.
                    if let Some(r) = self.dict_get(p, key)? {
                        return Ok(r);
                    }
                    if let Some(r) = self.call_special(v, self.s.missing, &[key])? {
                        return Ok(r); // CALLBACK
                    }
                    return Err(self.key_error(key));
                }
                self.get_item(p, key) // CALLBACK
            }
            None => Err(self.type_error(format!(
                "'{}' object is not subscriptable",
                self.type_name(v)
            ))),
        }
    }

    /// `instance[key] = x`.
    pub(crate) fn instance_setitem(&mut self, v: Value, key: Value, x: Value) -> VmResult<()> {
        match self.call_special(v, self.s.setitem, &[key, x])? {
            Some(_) => Ok(()),
            None if self.mut_payload(v).is_some() => {
                let p = self.unwrap_payload(v);
                self.set_item(p, key, x) // CALLBACK
            }
            None => Err(self.type_error(format!(
                "'{}' object does not support item assignment",
                self.type_name(v)
            ))),
        }
    }

    /// `del instance[key]`.
    pub(crate) fn instance_delitem(&mut self, v: Value, key: Value) -> VmResult<()> {
        match self.call_special(v, self.s.delitem, &[key])? {
            Some(_) => Ok(()),
            None if self.mut_payload(v).is_some() => {
                let p = self.unwrap_payload(v);
                self.del_item(p, key) // CALLBACK
            }
            None => Err(self.type_error(format!(
                "'{}' object doesn't support item deletion",
                self.type_name(v)
            ))),
        }
    }

    /// `repr(instance)`: `__repr__` (which must return a str), else CPython's default with a
    /// deterministic address. Exception instances print as `Name(args...)`.
    pub(crate) fn instance_repr(&mut self, v: Value) -> VmResult<String> {
        let t = self.instance_repr_text(v)?; // CALLBACK
        Ok(self.text_string(t))
    }

    /// `repr(instance)` as CPython's `PyObject_Repr` gives it: the object `__repr__`
    /// returned, as is (an instance of a str subclass stays one), or the built-in text.
    pub(crate) fn instance_repr_text(&mut self, v: Value) -> VmResult<Text> {
        if let Some(r) = self.special_str(v, self.s.repr, "__repr__ returned non-string")? {
            return Ok(Text::Obj(r));
        }
        if let Some(s) = self.exception_repr(v)? {
            return Ok(Text::Owned(s));
        }
        if let Some(p) = self.payload(v) {
            return self.repr(p).map(Text::Owned); // CALLBACK
        }
        Ok(Text::Owned(self.object_repr(v)))
    }

    /// Calls special method `name` of instance `v`, which must return a str (or an instance
    /// of a str subclass: `msg (type X)` otherwise); `None` if its class defines none.
    fn special_str(&mut self, v: Value, name: Sym, msg: &str) -> VmResult<Option<Value>> {
        let Some(r) = self.call_special(v, name, &[])? else {
            return Ok(None);
        };
        if self.as_pystr(r).is_none() {
            return Err(self.type_error(format!("{msg} (type {})", self.type_name(r))));
        }
        Ok(Some(r))
    }

    /// The text of a [`Text`].
    pub(crate) fn text_string(&self, t: Text) -> String {
        match t {
            Text::Obj(r) => self.as_str(r).unwrap_or("").to_string(),
            Text::Owned(s) => s,
        }
    }

    /// A [`Text`] as a str object: the object itself, or a new str.
    pub(crate) fn text_value(&mut self, t: Text) -> VmResult<Value> {
        match t {
            Text::Obj(r) => Ok(r),
            Text::Owned(s) => self.new_str(s),
        }
    }

    /// `BaseException.__repr__`: `Name(args...)`; `None` if `v` is not an exception.
    pub fn exception_repr(&mut self, v: Value) -> VmResult<Option<String>> {
        let Value::Obj(h) = v else {
            return Ok(None);
        };
        let Some(args) = self.exc_data(h).map(|d| d.args) else {
            return Ok(None);
        };
        let name = self.class_name(self.class_of(v));
        let items = self.seq_items(args);
        let mut out = format!("{name}(");
        for (i, a) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.repr(*a)?);
        }
        out.push(')');
        Ok(Some(out))
    }

    /// `object.__repr__`: `<__main__.C object at 0x...>` (a deterministic address).
    pub fn object_repr(&self, v: Value) -> String {
        let class = self.class_of(v);
        let qual = self.class_qualname(class);
        let module = match class {
            Value::Obj(_) => "__main__.",
            _ => "",
        };
        format!("<{module}{qual} object at {}>", fake_address(v))
    }

    /// `str(instance)`: `__str__` (a str), else `BaseException.__str__` for exceptions, else
    /// the repr.
    pub(crate) fn instance_str(&mut self, v: Value) -> VmResult<String> {
        let t = self.instance_str_text(v)?; // CALLBACK
        Ok(self.text_string(t))
    }

    /// `str(instance)` as CPython's `PyObject_Str` gives it: the object `__str__` (or
    /// `__repr__`) returned, as is, or the built-in text.
    pub(crate) fn instance_str_text(&mut self, v: Value) -> VmResult<Text> {
        if let Some(r) = self.special_str(v, self.s.str, "__str__ returned non-string")? {
            return Ok(Text::Obj(r));
        }
        if let Some(s) = self.exception_str_of(v)? {
            return Ok(Text::Owned(s));
        }
        if let Some(p) = self
            .payload(v)
            .filter(|p| matches!(self.obj(*p), Some(Obj::Str(_))))
        {
            // str's own `__str__`, an exact str (int's and tuple's are object's: the repr).
            return Ok(Text::Obj(p));
        }
        self.instance_repr_text(v)
    }

    /// `BaseException.__str__` (and `OSError`'s, `KeyError`'s); `None` if `v` is not an
    /// exception.
    pub fn exception_str_of(&mut self, v: Value) -> VmResult<Option<String>> {
        let Value::Obj(h) = v else {
            return Ok(None);
        };
        let Some(args) = self.exc_data(h).map(|d| d.args) else {
            return Ok(None);
        };
        if let Some(s) = self.oserror_str(h)? {
            return Ok(Some(s));
        }
        if let Some(s) = self.import_error_str(h) {
            return Ok(Some(s));
        }
        if let Some(s) = self.unicode_error_str(h) {
            return Ok(Some(s));
        }
        let tag = self.base_tag(self.class_of(v));
        self.exception_str(tag, args).map(Some)
    }

    /// `BaseException.__str__` (and KeyError's): empty, the one argument, or the args tuple.
    pub(crate) fn exception_str(&mut self, tag: TypeTag, args: Value) -> VmResult<String> {
        let items = self.seq_items(args);
        match items.as_slice() {
            [] => Ok(String::new()),
            [a] if tag.is_subtype(TypeTag::KeyError) => self.repr(*a),
            [a] => self.to_str(*a),
            _ => self.repr(args),
        }
    }

    /// `str()` of any value, special methods included.
    pub fn str_of(&mut self, v: Value) -> VmResult<String> {
        self.to_str(v)
    }

    /// `format(instance, spec)`: `__format__`, else `str()` for an empty spec.
    pub(crate) fn instance_format(&mut self, v: Value, spec: &str) -> VmResult<String> {
        let t = self.instance_format_text(v, spec)?; // CALLBACK
        Ok(self.text_string(t))
    }

    /// `format(instance, spec)` as CPython's `PyObject_Format` gives it: the object
    /// `__format__` returned, as is; str's `__format__` returns the instance itself when
    /// the spec neither pads nor cuts it (its writer keeps a whole str); an empty spec is
    /// `str(instance)`, which int's and str's `__format__` copy into a new str only when empty.
    pub(crate) fn instance_format_text(&mut self, v: Value, spec: &str) -> VmResult<Text> {
        if self.lookup_special(v, self.s.format).is_some() {
            let s = self.new_str(spec.to_string())?;
            let r = self
                .call_special(v, self.s.format, &[s])?
                .unwrap_or(Value::None);
            if self.as_pystr(r).is_none() {
                return Err(self.type_error(format!(
                    "__format__ must return a str, not {}",
                    self.type_name(r)
                )));
            }
            return Ok(Text::Obj(r));
        }
        let payload = self.payload(v);
        if let Some(p) = payload.filter(|_| !spec.is_empty()) {
            // The base type's `__format__` (an empty spec is `str(self)` for each of them).
            let text = crate::format::format_value(self, p, spec)?; // CALLBACK
            if !text.is_empty() && self.exact_str(p) == Some(text.as_str()) {
                return Ok(Text::Obj(v));
            }
            return Ok(Text::Owned(text));
        }
        if !spec.is_empty() {
            return Err(self.type_error(format!(
                "unsupported format string passed to {}.__format__",
                self.type_name(v)
            )));
        }
        let t = self.instance_str_text(v)?; // CALLBACK
        match t {
            Text::Obj(r)
                if payload.is_some_and(|p| self.type_tag(p) != TypeTag::Tuple)
                    && self.as_str(r).is_some_and(str::is_empty) =>
            {
                Ok(Text::Owned(String::new()))
            }
            t => Ok(t),
        }
    }
}

/// What `str()`/`repr()`/`format()` of an instance made: the str object a special method
/// returned (kept, since it may be an instance of a str subclass), or text of a built-in's.
pub(crate) enum Text {
    Obj(Value),
    Owned(String),
}

/// CPython's default hash of an object is derived from its address; Pyrite's from its
/// handle, so it is the same in every run.
pub(crate) fn identity_hash(v: Value) -> i64 {
    match v {
        Value::Obj(h) => i64::from(h).wrapping_mul(0x9e37_79b9) >> 4 | 1 << 20,
        _ => 0,
    }
}

/// The address CPython's default repr shows: derived from the object's handle, so it is the
/// same in every run (CPython's differs run to run). Documented in docs/dialect.md.
pub(crate) fn fake_address(v: Value) -> String {
    match v {
        Value::Obj(h) => format!("0x{:012x}", crate::heap::object_address(h)),
        _ => "0x0".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::BINOPS;

    /// `Syms::binops` is indexed by `op as usize`: BINOPS must list the operators in order.
    #[test]
    fn binops_are_in_bin_kind_order() {
        for (i, op) in BINOPS.iter().enumerate() {
            assert_eq!(*op as usize, i, "{op:?}");
        }
    }
}
