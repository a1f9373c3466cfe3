//! `copy.copy` and `copy.deepcopy`, with CPython 3.11's semantics (`Lib/copy.py` and the
//! `__reduce_ex__` of each type): immutable atoms are their own copies, containers are
//! rebuilt, an instance of a script class gets a new instance of its class (no `__init__`)
//! with its attributes copied, and a class's own `__copy__`/`__deepcopy__(memo)` is honoured.
//!
//! `deepcopy` walks an explicit stack held in its memo object (`LibObj::CopyMemo`), so
//! nesting costs no native stack and everything in flight is reachable from one root; its
//! depth is checked against the frames CPython's recursive functions would use (RecursionError
//! past the recursion limit). The memo maps originals to copies and keeps the originals alive,
//! so cycles come out as cycles (`a = []; a.append(a)` copies to `b[0] is b`). Each object
//! copied costs a unit of fuel, its memo entry is charged, and every copy is allocated through
//! the accounting choke point.

use super::{Vm, VmResult};
use crate::dict::DictKind;
use crate::heap::Obj;
use crate::libobj::{BuildKind, CopyMemo, CopyTask, LibObj, LibValue};
use crate::value::{TypeTag, Value};

/// The RecursionError of a date's deep copy past the limit (raised in CPython by the calls
/// `_reconstruct` makes).
const DATETIME_DEPTH_MSG: &str = "maximum recursion depth exceeded while calling a Python object";

/// Bytes charged per memo entry (the map slot and the kept original).
const MEMO_ENTRY: u64 = 48;

/// What CPython's frames per level of nesting are, by kind: `deepcopy` plus its helper
/// (`_deepcopy_list`, `_deepcopy_tuple` and its comprehension, `_reconstruct` and the state
/// dict's copy for an instance, the reduced arguments for a set); then which levels on the way
/// to an item are C calls (bit `i`: the item's level minus `i`), and which levels an empty
/// one's helpers reach are (bit `i`: the deepest level minus `i`). An item's own level past
/// the limit is always a C call (`deepcopy` calls `id(x)` first).
fn frames(kind: BuildKind) -> (u32, u8, u8) {
    match kind {
        BuildKind::List | BuildKind::DictValueFirst => (2, 0xff, 0xff),
        BuildKind::DictKeyFirst | BuildKind::Deque => (2, 0, 0),
        BuildKind::Tuple => (3, 0, 0),
        BuildKind::Instance => (4, 0b1, 0b1),
        BuildKind::Set | BuildKind::FrozenSet => (5, 0b1011, 0b1011),
        BuildKind::Counter => (7, 0, 0),
        BuildKind::ChainMap => (6, 0xff, 0xff),
        BuildKind::SubclassList | BuildKind::SubclassDict | BuildKind::SubclassTuple => (2, 0, 0),
    }
}

/// The message of a RecursionError whose first level past the limit is `over` levels above
/// the deepest one `calls` describes (bit `i`: that level minus `i` is a C call).
fn depth_msg(calls: u8, over: u32) -> &'static str {
    let c = over < 8 && (calls >> over) & 1 == 1;
    if c {
        "maximum recursion depth exceeded while calling a Python object"
    } else {
        "maximum recursion depth exceeded"
    }
}

impl Vm<'_> {
    /// True for what both `copy` and `deepcopy` return as is.
    fn copy_atomic(&self, x: Value) -> bool {
        // A Fraction's `__copy__`/`__deepcopy__` return it (it is immutable).
        if self
            .lib_value(x)
            .is_some_and(|v| v.tag == TypeTag::Fraction)
        {
            return true;
        }
        match x {
            Value::Obj(_) => matches!(
                self.obj(x),
                Some(
                    Obj::Str(_)
                        | Obj::BigInt(_)
                        | Obj::Range { .. }
                        | Obj::BigRange(_)
                        | Obj::Slice { .. }
                        | Obj::Function(_)
                        | Obj::Class(_)
                        | Obj::Property(_)
                )
            ),
            _ => true,
        }
    }

    /// A `datetime.date`, `datetime`, `time`, `timedelta` or `statistics.NormalDist` (for
    /// `deep`, a naive one: an aware
    /// value's deep copy would copy its tzinfo, which Pyrite does not): CPython copies it
    /// through `__reduce__` into a new, equal object, so the copy is a new object with the
    /// same fields (a shallow copy shares the tzinfo, as CPython's does).
    pub(crate) fn copy_datetime_value(&self, x: Value, deep: bool) -> Option<LibValue> {
        match self.obj(x) {
            Some(Obj::Lib(o)) => match &**o {
                LibObj::Value(v)
                    if matches!(
                        v.tag,
                        TypeTag::Date
                            | TypeTag::DateTime
                            | TypeTag::Time
                            | TypeTag::TimeDelta
                            | TypeTag::NormalDist
                    ) && (!deep || matches!(v.obj, Value::Undef | Value::None)) =>
                {
                    Some(*v)
                }
                _ => None,
            },
            _ => None,
        }
    }

    fn copy_refused(&self, f: &str, x: Value) -> super::VmErr {
        self.not_supported(format!(
            "copy.{f}() of a '{}' object is not supported in Pyrite",
            self.type_name(x)
        ))
    }

    /// A script class's own `__copy__`/`__deepcopy__` (an instance's, found on its class).
    fn copy_hook(&mut self, x: Value, name: &str) -> VmResult<Option<Value>> {
        if !matches!(self.obj(x), Some(Obj::Instance(_))) {
            return Ok(None);
        }
        let s = self.intern(name)?;
        let class = self.class_of(x);
        if self.lookup_in_mro(class, s).is_none() {
            return Ok(None);
        }
        self.get_attr(x, s).map(Some) // CALLBACK
    }

    /// `copy.copy(x)`.
    pub fn copy_shallow(&mut self, x: Value) -> VmResult<Value> {
        if self.copy_atomic(x) {
            return Ok(x);
        }
        if let Some(f) = self.copy_hook(x, "__copy__")? {
            return self.with_roots(&[x, f], |vm| vm.call_function(f, &[], &[]));
            // CALLBACK
        }
        let n = self.builtin_len(x).unwrap_or(0) as u64;
        self.charge_fuel(1 + n / 8)?;
        if let Some(v) = self.copy_datetime_value(x, false) {
            return self.new_lib_value(v);
        }
        match self.obj(x) {
            Some(Obj::Tuple(_) | Obj::FrozenSet(_)) => Ok(x),
            Some(Obj::List(items)) => {
                let items = items.clone();
                self.new_list(items)
            }
            Some(Obj::Dict(d)) => {
                let kind = d.kind;
                let items: Vec<(Value, Value)> = d.iter().collect();
                let y = self.new_kind_dict(kind)?;
                self.with_roots(&[x, y], |vm| {
                    for (k, v) in items {
                        vm.dict_set(y, k, v)?;
                    }
                    Ok(y)
                })
            }
            Some(Obj::Set(_)) => {
                let y = self.new_set(false)?;
                self.with_roots(&[y], |vm| vm.set_update(y, x))?;
                Ok(y)
            }
            Some(Obj::Lib(o)) if matches!(**o, LibObj::Deque(_)) => self.deque_copy(x),
            Some(Obj::Lib(o)) if matches!(**o, LibObj::Tee { .. }) => self.tee_copy(x),
            Some(Obj::Lib(o)) if matches!(**o, LibObj::ChainMap { .. }) => self.chainmap_copy(x),
            Some(Obj::Instance(i)) if i.exc.is_none() => {
                // A subclass of a built-in type: `cls.__new__(cls, *self.__getnewargs__())`
                // makes one carrying the same (immutable) value.
                let (class, attrs, payload) = (i.class, i.attrs.clone(), i.payload);
                // A list or dict subclass: copy's _reconstruct fills the new instance through
                // `y.append(item)` / `y[key] = value`; with list's and dict's own, that is a
                // copy of the list or dict it carries.
                let payload = match self.subclass_payload("copy", x, class)? {
                    Some(p) => self.with_roots(&[x], |vm| vm.copy_shallow(p))?,
                    None => payload,
                };
                let y =
                    self.with_roots(&[payload], |vm| vm.new_instance_of(class, None, payload))?;
                let n = attrs.iter().count() as u64;
                if let Value::Obj(h) = y {
                    self.charge_grow(h, n * 24)?;
                }
                if let Some(Obj::Instance(inst)) = self.obj_mut(y) {
                    inst.attrs = attrs;
                }
                Ok(y)
            }
            _ => Err(self.copy_refused("copy", x)),
        }
    }

    /// The list or dict an instance of a list or dict subclass carries, when `copy`/`deepcopy`
    /// may copy it as CPython's `_reconstruct` does: reading it through `iter(x)` (a list) or
    /// `x.items()` (a dict) and filling the copy through `y.append(item)` or `y[key] = value`.
    /// With list's and dict's own methods that is a copy of what it carries; a class
    /// overriding one of them is refused (CPython would run that override).
    fn subclass_payload(&mut self, f: &str, x: Value, class: Value) -> VmResult<Option<Value>> {
        let Some(p) = self.mut_payload(x) else {
            return Ok(None);
        };
        let readers: [&str; 2] = match self.obj(p) {
            Some(Obj::List(_)) => ["__iter__", "append"],
            Some(Obj::Dict(d)) if d.kind == DictKind::Plain => ["items", "__setitem__"],
            _ => return Err(self.copy_refused(f, x)),
        };
        for name in readers {
            let overridden = self
                .syms
                .lookup(name)
                .and_then(|s| self.lookup_cached(class, s))
                .is_some();
            if overridden {
                return Err(self.copy_refused(f, x));
            }
        }
        Ok(Some(p))
    }

    /// `deepcopy` of an instance of a list or dict subclass, as CPython's `_reconstruct`:
    /// `y = cls.__new__(cls)` memoized first (so a list that contains itself copies to one that
    /// does), then its attributes' copies (the state dict), then each item's copy (a dict's
    /// key before its value) put into the list or dict `y` carries. False when `x` is not one.
    fn deepcopy_subclass(&mut self, memo: Value, x: Value, depth: u32) -> VmResult<bool> {
        let Some(Obj::Instance(i)) = self.obj(x) else {
            return Ok(false);
        };
        if i.exc.is_some() {
            return Ok(false);
        }
        let class = i.class;
        let (names, vals): (Vec<_>, Vec<_>) = i.attrs.iter().unzip();
        let Some(p) = self.subclass_payload("deepcopy", x, class)? else {
            return Ok(false);
        };
        let (kind, items, fresh) = match self.obj(p) {
            Some(Obj::List(v)) => (BuildKind::SubclassList, v.clone(), None),
            Some(Obj::Dict(d)) => (
                BuildKind::SubclassDict,
                d.iter().flat_map(|(k, v)| [k, v]).collect(),
                Some(d.kind),
            ),
            _ => return Err(self.copy_refused("deepcopy", x)),
        };
        // CPython's `__reduce_ex__` and `_reconstruct` (`copyreg.__newobj__`, `cls.__new__`)
        // run before any item or attribute is copied, reaching 4 levels below this one; the
        // first level past the limit decides the message, a C call's or a Python frame's.
        let left = self.ctx_max_recursion().saturating_sub(depth);
        if left <= 4 {
            let msg = if left == 4 || (left == 2 && kind == BuildKind::SubclassDict) {
                "maximum recursion depth exceeded while calling a Python object"
            } else {
                "maximum recursion depth exceeded"
            };
            return Err(self.err(TypeTag::RecursionError, msg));
        }
        let payload = match fresh {
            None => self.new_list(Vec::new())?,
            Some(k) => self.new_kind_dict(k)?,
        };
        let dst = self.with_roots(&[payload], |vm| vm.new_instance_of(class, None, payload))?;
        self.with_roots(&[dst], |vm| vm.memo_put(memo, x, dst))?;
        let (n_items, n_attrs) = (items.len(), vals.len());
        self.charge_fuel((n_items + n_attrs) as u64 / 8)?;
        // Run first (top of the stack): the attributes' copies, then the instance's Build
        // (which sets them and leaves `dst` as a result), then the items' copies and the
        // Build that fills the payload from them.
        let mut tasks = Vec::with_capacity(n_items + n_attrs + 2);
        tasks.push(CopyTask::Build {
            kind,
            src: x,
            dst,
            n: n_items + 1,
            names: Vec::new(),
        });
        tasks.extend(items.into_iter().rev().map(|v| CopyTask::Copy {
            x: v,
            depth: depth + 2,
            call: 0,
        }));
        tasks.push(CopyTask::Build {
            kind: BuildKind::Instance,
            src: x,
            dst,
            n: n_attrs,
            names,
        });
        tasks.extend(vals.into_iter().rev().map(|v| CopyTask::Copy {
            x: v,
            depth: depth + 4,
            call: 0b1,
        }));
        self.precheck(tasks.len() as u64 * 48)?;
        self.memo_push_tasks(memo, tasks);
        Ok(true)
    }

    /// `deepcopy` of an instance of a tuple subclass (a namedtuple's, too), as CPython's
    /// `_reconstruct` does with what `__reduce_ex__(4)` gives: `copyreg.__newobj__`, the
    /// arguments `(cls, *x.__getnewargs__())` (a namedtuple's items; a plain subclass's
    /// `(tuple(x),)`), and the instance's `__dict__`. Each argument is deep-copied (by a
    /// generator under `_reconstruct`), then `cls.__new__(cls, *args)` (tuple's or the
    /// namedtuple's own: a script class cannot define `__new__` or `__getnewargs__`) is
    /// memoized, then the attributes' copies are set on it. False when `x` is not one.
    fn deepcopy_tuple_subclass(&mut self, memo: Value, x: Value, depth: u32) -> VmResult<bool> {
        let Some(Obj::Instance(i)) = self.obj(x) else {
            return Ok(false);
        };
        if i.exc.is_some() || !matches!(self.obj(i.payload), Some(Obj::Tuple(_))) {
            return Ok(false);
        }
        let (class, payload) = (i.class, i.payload);
        let (names, vals): (Vec<_>, Vec<_>) = i.attrs.iter().unzip();
        let namedtuple = self.is_namedtuple_instance(x);
        let mut args = vec![class];
        if namedtuple {
            args.extend(self.seq_items(payload));
        } else {
            let items = self.seq_items(payload);
            args.push(self.new_tuple(items)?);
        }
        let (n_args, n_attrs) = (args.len(), vals.len());
        self.charge_fuel((n_args + n_attrs) as u64 / 8)?;
        // Run first (top of the stack): the arguments' copies, the Build that makes the new
        // instance (and memoizes it), the attributes' copies, then the Build that sets them
        // on the instance the first one left.
        let mut tasks = Vec::with_capacity(n_args + n_attrs + 2);
        tasks.push(CopyTask::Build {
            kind: BuildKind::Instance,
            src: x,
            dst: Value::Undef,
            n: n_attrs + 1,
            names,
        });
        tasks.extend(vals.into_iter().rev().map(|v| CopyTask::Copy {
            x: v,
            depth: depth + 4,
            call: 0b1,
        }));
        tasks.push(CopyTask::Build {
            kind: BuildKind::SubclassTuple,
            src: x,
            dst: Value::Undef,
            n: n_args,
            names: Vec::new(),
        });
        // `deepcopy` (this level), `_reconstruct`, the generator, an argument's `deepcopy`.
        tasks.extend(args.into_iter().rev().map(|v| CopyTask::Copy {
            x: v,
            depth: depth + 3,
            call: 0,
        }));
        self.precheck(tasks.len() as u64 * 48)?;
        self.memo_push_tasks(memo, tasks);
        Ok(true)
    }

    /// True for an instance of a class `collections.namedtuple` made (or a subclass of one).
    fn is_namedtuple_instance(&self, x: Value) -> bool {
        self.mro_of(self.class_of(x)).iter().any(|c| match c {
            Value::Obj(h) => matches!(self.heap.get(*h), Obj::Class(k) if k.namedtuple.is_some()),
            _ => false,
        })
    }

    /// A new memo for `deepcopy`.
    pub fn new_copy_memo(&mut self) -> VmResult<Value> {
        self.new_lib(LibObj::CopyMemo(Box::default()))
    }

    fn memo_mut(&mut self, memo: Value) -> Option<&mut CopyMemo> {
        match self.obj_mut(memo) {
            Some(Obj::Lib(o)) => match &mut **o {
                LibObj::CopyMemo(m) => Some(m),
                _ => None,
            },
            _ => None,
        }
    }

    fn memo_ref(&self, memo: Value) -> Option<&CopyMemo> {
        match self.obj(memo) {
            Some(Obj::Lib(o)) => match &**o {
                LibObj::CopyMemo(m) => Some(m),
                _ => None,
            },
            _ => None,
        }
    }

    /// Records `y` as the copy of `x` (unless it is `x` itself, as CPython does not).
    fn memo_put(&mut self, memo: Value, x: Value, y: Value) -> VmResult<()> {
        let (Value::Obj(h), Value::Obj(mh)) = (x, memo) else {
            return Ok(());
        };
        if x == y {
            return Ok(());
        }
        self.charge_grow(mh, MEMO_ENTRY)?;
        if let Some(m) = self.memo_mut(memo) {
            if m.map.insert(h, y).is_none() {
                m.keep.push(x);
            }
        }
        Ok(())
    }

    fn memo_push_tasks(&mut self, memo: Value, tasks: impl IntoIterator<Item = CopyTask>) {
        if let Some(m) = self.memo_mut(memo) {
            m.tasks.extend(tasks);
        }
    }

    fn memo_push_result(&mut self, memo: Value, v: Value) {
        if let Some(m) = self.memo_mut(memo) {
            m.results.push(v);
        }
    }

    /// `copy.deepcopy(x, memo)`: `memo` is `None` or the memo a `__deepcopy__` received.
    pub fn deepcopy(&mut self, x: Value, memo: Value) -> VmResult<Value> {
        let memo = if memo == Value::None {
            self.new_copy_memo()?
        } else if self.memo_ref(memo).is_some() {
            memo
        } else {
            return Err(self.not_supported(
                "copy.deepcopy() with a memo of the script's own is not supported in Pyrite \
                 (object identities are not exposed); pass on the memo __deepcopy__ received",
            ));
        };
        self.with_roots(&[x, memo], |vm| vm.deepcopy_run(x, memo))
    }

    /// Runs the stack from the tasks this call pushes until they are done (a nested call from
    /// a `__deepcopy__` stops at its own floor).
    fn deepcopy_run(&mut self, x: Value, memo: Value) -> VmResult<Value> {
        let (floor, rfloor) = match self.memo_ref(memo) {
            Some(m) => (m.tasks.len(), m.results.len()),
            None => return Err(self.internal("no memo")),
        };
        let base = self.frames.len() as u32;
        self.memo_push_tasks(
            memo,
            [CopyTask::Copy {
                x,
                depth: base,
                call: 0,
            }],
        );
        let r = self.deepcopy_loop(memo, floor);
        let out = self.memo_mut(memo).map(|m| {
            let v = m.results.get(rfloor).copied();
            m.tasks.truncate(floor);
            m.results.truncate(rfloor);
            v
        });
        r?;
        out.flatten()
            .ok_or_else(|| self.internal("deepcopy made no result"))
    }

    fn deepcopy_loop(&mut self, memo: Value, floor: usize) -> VmResult<()> {
        loop {
            let task = match self.memo_mut(memo) {
                Some(m) if m.tasks.len() > floor => m.tasks.pop(),
                _ => return Ok(()),
            };
            match task {
                Some(CopyTask::Copy { x, depth, call }) => {
                    self.deepcopy_one(memo, x, depth, call)?;
                }
                Some(CopyTask::Build {
                    kind,
                    src,
                    dst,
                    n,
                    names,
                }) => {
                    let items = match self.memo_mut(memo) {
                        Some(m) => {
                            let at = m.results.len().saturating_sub(n);
                            m.results.split_off(at)
                        }
                        None => Vec::new(),
                    };
                    // The copies stay reachable while the container is filled.
                    let y = self.with_roots(&items, |vm| {
                        vm.deepcopy_build(memo, kind, src, dst, &items, &names)
                    })?;
                    self.memo_push_result(memo, y);
                }
                None => return Ok(()),
            }
        }
    }

    /// One `Copy` task: a memoized copy, an atom, a hook's result, or a container opened
    /// (its copy made empty and memoized where CPython memoizes it first, its items queued).
    fn deepcopy_one(&mut self, memo: Value, x: Value, depth: u32, call: u8) -> VmResult<()> {
        self.charge_fuel(1)?;
        let limit = self.ctx_max_recursion();
        if depth + 1 >= limit {
            // At the threshold the level past the limit is this `deepcopy`'s first C call
            // (`id(x)`); deeper, it is a level on the way here (`call` says which kind).
            let msg = depth_msg((call << 1) | 1, depth + 1 - limit);
            return Err(self.err(TypeTag::RecursionError, msg));
        }
        if let Value::Obj(h) = x {
            if let Some(y) = self.memo_ref(memo).and_then(|m| m.map.get(&h).copied()) {
                self.memo_push_result(memo, y);
                return Ok(());
            }
        }
        if self.copy_atomic(x) {
            self.memo_push_result(memo, x);
            return Ok(());
        }
        if let Some(v) = self.copy_datetime_value(x, true) {
            // Below this frame CPython's `_reconstruct` (+1) deep-copies the reduced arguments,
            // a tuple of bytes: `deepcopy` (+2) calls `type()` (+3), `_deepcopy_tuple` (+3),
            // its comprehension (+4), `deepcopy` (+5) and its `type()` (+6). The first frame
            // past the limit decides the message: a C call's or a Python frame's.
            // (`depth + 2` is this frame's last one, as `depth + 1 >= limit` above is the
            // check of the `type()` call the frame makes first.)
            if let Some(over) = (limit + 2).checked_sub(depth).filter(|&o| o <= 6) {
                let msg = if over == 6 || over == 3 {
                    DATETIME_DEPTH_MSG
                } else {
                    "maximum recursion depth exceeded"
                };
                return Err(self.err(TypeTag::RecursionError, msg));
            }
            let y = self.new_lib_value(v)?;
            self.with_roots(&[y], |vm| vm.memo_put(memo, x, y))?;
            self.memo_push_result(memo, y);
            return Ok(());
        }
        if let Some(f) = self.copy_hook(x, "__deepcopy__")? {
            let y = self.with_roots(&[f], |vm| vm.call_function(f, &[memo], &[]))?; // CALLBACK
            self.with_roots(&[y], |vm| vm.memo_put(memo, x, y))?;
            self.memo_push_result(memo, y);
            return Ok(());
        }
        if self.deepcopy_subclass(memo, x, depth)? {
            return Ok(());
        }
        if self.deepcopy_tuple_subclass(memo, x, depth)? {
            return Ok(());
        }
        let (kind, dst, items, names): (BuildKind, Value, Vec<Value>, Vec<crate::object::Sym>) =
            match self.obj(x) {
                Some(Obj::List(v)) => {
                    let v = v.clone();
                    (BuildKind::List, self.new_list(Vec::new())?, v, Vec::new())
                }
                Some(Obj::Tuple(v)) => (BuildKind::Tuple, Value::Undef, v.clone(), Vec::new()),
                Some(Obj::Dict(d)) => {
                    let kind = d.kind;
                    let pairs: Vec<(Value, Value)> = d.iter().collect();
                    let (bk, order_kv) = match kind {
                        DictKind::Plain => (BuildKind::DictValueFirst, false),
                        DictKind::Counter => (BuildKind::Counter, false),
                        DictKind::OrderedDict | DictKind::DefaultDict(_) => {
                            (BuildKind::DictKeyFirst, true)
                        }
                    };
                    let items: Vec<Value> = pairs
                        .iter()
                        .flat_map(|(k, v)| if order_kv { [*k, *v] } else { [*v, *k] })
                        .collect();
                    let dst = match kind {
                        DictKind::Counter => Value::Undef,
                        DictKind::DefaultDict(f) if !self.copy_atomic(f) => {
                            return Err(self.copy_refused("deepcopy", f));
                        }
                        k => self.new_kind_dict(k)?,
                    };
                    (bk, dst, items, Vec::new())
                }
                Some(Obj::Set(t)) => (BuildKind::Set, Value::Undef, t.iter().collect(), Vec::new()),
                Some(Obj::FrozenSet(t)) => (
                    BuildKind::FrozenSet,
                    Value::Undef,
                    t.iter().collect(),
                    Vec::new(),
                ),
                Some(Obj::Lib(o)) => match &**o {
                    LibObj::Deque(d) => {
                        let (items, maxlen) = (d.items.iter().copied().collect(), d.maxlen);
                        (BuildKind::Deque, self.new_deque(maxlen)?, items, Vec::new())
                    }
                    LibObj::ChainMap { maps } => {
                        let maps = *maps;
                        let dst = self.new_lib(LibObj::ChainMap { maps: Value::None })?;
                        (BuildKind::ChainMap, dst, vec![maps], Vec::new())
                    }
                    _ => return Err(self.copy_refused("deepcopy", x)),
                },
                // An int, str or float subclass's value is atomic: the copy carries it too.
                Some(Obj::Instance(i))
                    if i.payload != Value::Undef
                        && !(matches!(i.payload, Value::Float(_))
                            || self.is_int(i.payload)
                            || self.exact_str(i.payload).is_some()) =>
                {
                    return Err(self.copy_refused("deepcopy", x));
                }
                Some(Obj::Instance(i)) if i.exc.is_none() => {
                    let (class, payload) = (i.class, i.payload);
                    let (names, vals): (Vec<_>, Vec<_>) = i.attrs.iter().unzip();
                    (
                        BuildKind::Instance,
                        self.new_instance_of(class, None, payload)?,
                        vals,
                        names,
                    )
                }
                _ => return Err(self.copy_refused("deepcopy", x)),
            };
        if dst != Value::Undef {
            self.with_roots(&[dst], |vm| vm.memo_put(memo, x, dst))?;
        }
        let (cost, c, empty) = frames(kind);
        let n = items.len();
        let helper = if kind == BuildKind::Tuple {
            cost - 1
        } else {
            cost
        };
        if n == 0 && depth + helper >= self.ctx_max_recursion() {
            // An empty container still runs its helper's frames (`_deepcopy_list`, the
            // tuple's comprehension, `_reconstruct`'s `__newobj__`), which end at the depth
            // of an item's check.
            // A bare `object()`'s (no `__dict__`) differs from a script class's instance's.
            let empty = if kind == BuildKind::Instance
                && self.class_of(x) == Value::Type(TypeTag::Object)
            {
                0b11
            } else {
                empty
            };
            let msg = depth_msg(empty, depth + helper - self.ctx_max_recursion());
            return Err(self.err(TypeTag::RecursionError, msg));
        }
        self.charge_fuel(n as u64 / 8)?;
        // Build last, the first item's copy on top.
        let mut tasks = Vec::with_capacity(n + 1);
        tasks.push(CopyTask::Build {
            kind,
            src: x,
            dst,
            n,
            names,
        });
        tasks.extend(items.into_iter().rev().map(|v| CopyTask::Copy {
            x: v,
            depth: depth + cost,
            call: c,
        }));
        self.precheck(tasks.len() as u64 * 48)?;
        self.memo_push_tasks(memo, tasks);
        Ok(())
    }

    /// Fills (or makes) the copy of `src` from its items' copies.
    fn deepcopy_build(
        &mut self,
        memo: Value,
        kind: BuildKind,
        src: Value,
        dst: Value,
        items: &[Value],
        names: &[crate::object::Sym],
    ) -> VmResult<Value> {
        match kind {
            BuildKind::List => {
                if let Value::Obj(h) = dst {
                    self.charge_grow(h, items.len() as u64 * 16)?;
                }
                if let Some(Obj::List(l)) = self.obj_mut(dst) {
                    l.extend_from_slice(items);
                }
                Ok(dst)
            }
            BuildKind::DictValueFirst | BuildKind::DictKeyFirst | BuildKind::Counter => {
                let y = if kind == BuildKind::Counter {
                    self.new_kind_dict(DictKind::Counter)?
                } else {
                    dst
                };
                self.with_roots(&[y], |vm| {
                    for pair in items.chunks(2) {
                        let (k, v) = match (kind, pair) {
                            (BuildKind::DictKeyFirst, [k, v]) => (*k, *v),
                            (_, [v, k]) => (*k, *v),
                            _ => continue,
                        };
                        vm.dict_set(y, k, v)?; // CALLBACK: a key's __hash__/__eq__
                    }
                    if kind == BuildKind::Counter {
                        vm.memo_put(memo, src, y)?;
                    }
                    Ok(y)
                })
            }
            BuildKind::Tuple => {
                if let Value::Obj(h) = src {
                    // A cycle through a list made the tuple's copy already.
                    if let Some(y) = self.memo_ref(memo).and_then(|m| m.map.get(&h).copied()) {
                        return Ok(y);
                    }
                }
                let same = self.seq_items(src);
                if same.len() == items.len() && same.iter().zip(items).all(|(a, b)| a == b) {
                    return Ok(src);
                }
                let y = self.new_tuple(items.to_vec())?;
                self.with_roots(&[y], |vm| vm.memo_put(memo, src, y))?;
                Ok(y)
            }
            BuildKind::Set | BuildKind::FrozenSet => {
                let y = self.new_set(kind == BuildKind::FrozenSet)?;
                self.with_roots(&[y], |vm| {
                    for x in items {
                        vm.set_add(y, *x)?; // CALLBACK: an item's __hash__/__eq__
                    }
                    vm.memo_put(memo, src, y)?;
                    Ok(y)
                })
            }
            BuildKind::ChainMap => {
                let copied = items.first().copied().unwrap_or(Value::None);
                if let Some(Obj::Lib(o)) = self.obj_mut(dst) {
                    if let LibObj::ChainMap { maps } = &mut **o {
                        *maps = copied;
                    }
                }
                Ok(dst)
            }
            BuildKind::Deque => {
                for x in items {
                    self.deque_append(dst, *x, false)?;
                }
                Ok(dst)
            }
            BuildKind::SubclassList | BuildKind::SubclassDict => {
                // `items[0]` is `dst` itself, left by its attributes' Build.
                let items = items.get(1..).unwrap_or_default();
                let Some(p) = self.payload(dst) else {
                    return Err(self.internal("a subclass copy without its payload"));
                };
                if kind == BuildKind::SubclassList {
                    if let Value::Obj(h) = p {
                        self.charge_grow(h, items.len() as u64 * 16)?;
                    }
                    if let Some(Obj::List(l)) = self.obj_mut(p) {
                        l.extend_from_slice(items);
                    }
                } else {
                    self.with_roots(&[dst], |vm| {
                        for pair in items.chunks(2) {
                            if let [k, v] = pair {
                                vm.dict_set(p, *k, *v)?; // CALLBACK: a key's __hash__/__eq__
                            }
                        }
                        Ok(())
                    })?;
                }
                Ok(dst)
            }
            BuildKind::SubclassTuple => {
                // The copied arguments: the class, then a namedtuple's items or a plain
                // subclass's one tuple of them.
                let class = self.class_of(src);
                let args = items.get(1..).unwrap_or_default();
                let items = match args {
                    [t] if !self.is_namedtuple_instance(src) => self.seq_items(*t),
                    _ => args.to_vec(),
                };
                let t = self.new_tuple(items)?;
                let y = self.with_roots(&[t], |vm| vm.new_instance_of(class, None, t))?;
                // Replaces a copy a cycle through the items made, as `memo[id(x)] = y` does.
                self.with_roots(&[y], |vm| vm.memo_put(memo, src, y))?;
                Ok(y)
            }
            BuildKind::Instance => {
                // `Undef`: the instance is the first result (a tuple subclass's, made after
                // its items' copies), the attributes' copies follow.
                let (dst, items) = match (dst, items.split_first()) {
                    (Value::Undef, Some((&d, rest))) => (d, rest),
                    _ => (dst, items),
                };
                let Value::Obj(h) = dst else {
                    return Ok(dst);
                };
                self.charge_grow(h, items.len() as u64 * 24)?;
                if let Some(Obj::Instance(inst)) = self.obj_mut(dst) {
                    for (name, v) in names.iter().zip(items) {
                        inst.attrs.set(*name, *v);
                    }
                }
                Ok(dst)
            }
        }
    }
}
