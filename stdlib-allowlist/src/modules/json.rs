//! `json`: `dumps`, `loads`, `dump` (to `sys.stdout`) and `JSONDecodeError`, as CPython 3.11's
//! `Lib/json` with its `_json` accelerator. `dumps` without `indent` follows the C encoder
//! (`c_make_encoder`), with `indent` (and `dump`, which iterates) the pure-Python one
//! (`_make_iterencode`): their few different messages are kept apart. The decoder is in
//! `json_decode.rs`.
//!
//! Neither recurses natively: the encoder walks an explicit stack of open containers, whose
//! depth is checked as CPython's `Py_EnterRecursiveCall` checks it (RecursionError with the
//! same message, at the same depth counted from the script's frames). The output grows in a
//! buffer charged as scratch before it grows.

use ahash::AHashSet;
use pyrite_runtime::heap::Obj;
use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

/// The members of `json`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        f(
            "dumps",
            dumps,
            "1 per value + 1 per 32 bytes of output (charged before it grows); default= and \
             sort_keys' comparisons pay for themselves",
            "a Python value as JSON text (indent, separators, sort_keys, ensure_ascii, default, \
             skipkeys, allow_nan, check_circular; cls= refused)",
        ),
        f(
            "dump",
            dump,
            "as dumps, + the output written",
            "dumps(obj) written to sys.stdout (the only file object)",
        ),
        f(
            "loads",
            super::json_decode::loads,
            "1 per 32 characters of input + what the values made cost; hooks pay for themselves",
            "parses JSON text (object_hook, object_pairs_hook, parse_float, parse_int, \
             parse_constant, strict; cls= refused)",
        ),
        f(
            "load",
            super::json_decode::load,
            "1",
            "refused: Pyrite has no readable file objects (use loads)",
        ),
        c(
            "JSONDecodeError",
            Member::Type(TypeTag::JSONDecodeError),
            "ValueError subclass loads raises (.msg, .doc, .pos, .lineno, .colno)",
        ),
    ]
}

/// `JSONDecodeError(msg, doc, pos)`.
pub const CTORS: &[(TypeTag, pyrite_runtime::NativeFn)] = &[(
    TypeTag::JSONDecodeError,
    super::json_decode::decode_error_new,
)];

/// The encoder's options, read from the keyword arguments as `json.dumps` and
/// `JSONEncoder.__init__` read them.
struct Opts {
    skipkeys: bool,
    ensure_ascii: bool,
    check_circular: bool,
    allow_nan: bool,
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    default: Option<Value>,
    sort_keys: bool,
    /// The pure-Python encoder's messages (`indent` given, or `dump`).
    py: bool,
}

const DUMPS_KWS: &[&str] = &[
    "skipkeys",
    "ensure_ascii",
    "check_circular",
    "allow_nan",
    "cls",
    "indent",
    "separators",
    "default",
    "sort_keys",
];

fn opts(vm: &mut Vm<'_>, fname: &str, kws: Kw<'_>, dump: bool) -> VmResult<Opts> {
    let mut o = Opts {
        skipkeys: false,
        ensure_ascii: true,
        check_circular: true,
        allow_nan: true,
        indent: None,
        item_sep: ", ".into(),
        key_sep: ": ".into(),
        default: None,
        sort_keys: false,
        py: dump,
    };
    if let Some((k, _)) = kws.iter().find(|(k, _)| !DUMPS_KWS.contains(k)) {
        return Err(vm.type_error(format!(
            "JSONEncoder.__init__() got an unexpected keyword argument '{k}'"
        )));
    }
    let mut separators = Value::None;
    for &(k, v) in kws {
        match k {
            "skipkeys" => o.skipkeys = vm.truthy(v)?,
            "ensure_ascii" => o.ensure_ascii = vm.truthy(v)?,
            "check_circular" => o.check_circular = vm.truthy(v)?,
            "allow_nan" => o.allow_nan = vm.truthy(v)?,
            "sort_keys" => o.sort_keys = vm.truthy(v)?,
            "default" if v != Value::None => o.default = Some(v),
            "separators" => separators = v,
            "cls" if v != Value::None => {
                return Err(vm.not_supported(format!(
                    "json.{fname}() with cls= is not supported in Pyrite (pass default= \
                         instead)"
                )))
            }
            "indent" if v != Value::None => {
                o.indent = Some(indent_text(vm, v)?);
                o.py = true;
                o.item_sep = ",".into();
            }
            _ => {}
        }
    }
    if separators != Value::None {
        let parts = vm.unpack(separators, 2, None)?;
        let (Some(&item), Some(&key)) = (parts.first(), parts.get(1)) else {
            return Err(vm.type_error("separators must be a pair"));
        };
        match (vm.as_str(item), vm.as_str(key)) {
            (Some(i), Some(k)) => {
                o.item_sep = i.to_string();
                o.key_sep = k.to_string();
            }
            _ if !o.py => {
                let (pos, bad) = if vm.as_str(key).is_none() {
                    (5, key)
                } else {
                    (6, item)
                };
                return Err(vm.type_error(format!(
                    "make_encoder() argument {pos} must be str, not {}",
                    vm.type_name(bad)
                )));
            }
            _ => {
                return Err(vm
                    .not_supported("json separators that are not str are not supported in Pyrite"))
            }
        }
    }
    Ok(o)
}

/// `indent`: a str as it is, an int as that many spaces (`' ' * indent`).
fn indent_text(vm: &mut Vm<'_>, v: Value) -> VmResult<String> {
    if let Some(s) = vm.as_str(v) {
        return Ok(s.to_string());
    }
    let n = match vm.int_payload(v).unwrap_or(v) {
        Value::Int(n) => n,
        Value::Bool(b) => i64::from(b),
        _ if vm.to_bigint(v).is_some() => {
            return Err(vm.err(
                TypeTag::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            ))
        }
        _ => {
            return Err(vm.type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                vm.type_name(v)
            )))
        }
    };
    let n = n.max(0) as u64;
    // Charged as the string CPython makes; released when the encoder's output is.
    vm.charge_scratch(n)?;
    vm.release_scratch(n);
    Ok(" ".repeat(n as usize))
}

/// `dumps(obj, *, skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent, separators,
/// default, sort_keys)`.
fn dumps(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (lead, kws) = leading(vm, "dumps", a, kws, &["obj"])?;
    let obj = lead.first().copied().unwrap_or(Value::None);
    let o = opts(vm, "dumps", &kws, false)?;
    let mut enc = Encoder::new(o);
    let r = enc.run(vm, obj);
    let text = std::mem::take(&mut enc.out);
    vm.release_scratch(enc.charged + enc.held);
    r?;
    vm.new_str(text)
}

/// `dump(obj, fp, ...)`: `fp` must be `sys.stdout`. As CPython's (which writes each chunk as
/// the pure-Python encoder yields it), what was encoded before an error is written.
fn dump(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (lead, kws) = leading(vm, "dump", a, kws, &["obj", "fp"])?;
    let obj = lead.first().copied().unwrap_or(Value::None);
    let fp = lead.get(1).copied().unwrap_or(Value::None);
    match vm.lib_obj(fp) {
        Some(LibObj::Stream { err: false }) => {}
        Some(LibObj::Stream { err: true }) => return Err(super::sys::stderr_refused(vm)),
        _ => {
            return Err(vm.not_supported(
                "json.dump() writes only to sys.stdout in Pyrite (no file objects): use \
                 json.dumps()",
            ))
        }
    }
    let o = opts(vm, "dump", &kws, true)?;
    let mut enc = Encoder::new(o);
    let r = enc.run(vm, obj);
    let upto = if r.is_ok() {
        enc.out.len()
    } else {
        enc.committed
    };
    let text = std::mem::take(&mut enc.out);
    vm.release_scratch(enc.charged + enc.held);
    vm.write_out(text.get(..upto).unwrap_or(""))?;
    r?;
    Ok(Value::None)
}

/// Keyword arguments left over, by name.
type Keywords<'k> = Vec<(&'k str, Value)>;

/// The leading arguments of `dumps(obj, *, ...)` (`names` `["obj"]`) or `dump(obj, fp, *,
/// ...)`, given by position or by keyword, and the keywords left for the encoder.
fn leading<'k>(
    vm: &Vm<'_>,
    f: &str,
    a: &[Value],
    kws: Kw<'k>,
    names: &[&str],
) -> VmResult<(Vec<Value>, Keywords<'k>)> {
    let n = names.len();
    if a.len() > n {
        let s = if n == 1 { "" } else { "s" };
        return Err(vm.type_error(format!(
            "{f}() takes {n} positional argument{s} but {} were given",
            a.len()
        )));
    }
    let mut got: Vec<Option<Value>> = (0..n).map(|i| a.get(i).copied()).collect();
    let mut rest = Vec::new();
    for &(k, v) in kws {
        match names.iter().position(|x| *x == k) {
            Some(i) if got.get(i).is_some_and(Option::is_some) => {
                return Err(vm.type_error(format!("{f}() got multiple values for argument '{k}'")))
            }
            Some(i) => {
                if let Some(slot) = got.get_mut(i) {
                    *slot = Some(v);
                }
            }
            None => rest.push((k, v)),
        }
    }
    let missing: Vec<String> = names
        .iter()
        .zip(&got)
        .filter(|(_, g)| g.is_none())
        .map(|(name, _)| format!("'{name}'"))
        .collect();
    match missing.as_slice() {
        [] => Ok((got.into_iter().flatten().collect(), rest)),
        [one] => Err(vm.type_error(format!(
            "{f}() missing 1 required positional argument: {one}"
        ))),
        [x, y] => Err(vm.type_error(format!(
            "{f}() missing 2 required positional arguments: {x} and {y}"
        ))),
        _ => Err(vm.type_error(format!("{f}() missing required arguments"))),
    }
}

/// What the encoder does next.
enum Task {
    /// Encode this value at this indent level.
    Value(Value, usize),
    /// The next item of an open list or tuple (read live, by index, as CPython's
    /// `PySequence_Fast_GET_SIZE` loop does).
    List {
        seq: Value,
        idx: usize,
        level: usize,
        marker: Option<u64>,
    },
    /// The next item of an open dict: `items` is the list of its `(key, value)` tuples,
    /// taken (and sorted) when it opened, as `PyMapping_Items`.
    Dict {
        items: Items,
        idx: usize,
        level: usize,
        marker: Option<u64>,
        first: bool,
    },
    /// The value `default()` returned is encoded: drop its marker and the depth it took.
    EndDefault(Option<u64>, usize),
}

/// The items of an open dict.
enum Items {
    /// A list of `(key, value)` tuples on the heap: when `default()` (script code) may run
    /// and change the dict, or the keys' sort may call script code.
    Heap(Value),
    /// The pairs, held natively (charged as scratch, 32 bytes each) when no script code can
    /// run while the dict is encoded: the dict keeps them alive.
    Native(Vec<(Value, Value)>),
}

impl Items {
    fn get(&self, vm: &Vm<'_>, i: usize) -> Option<(Value, Value)> {
        match self {
            Items::Heap(list) => {
                let item = vm.seq_get(*list, i)?;
                Some((
                    vm.seq_get(item, 0).unwrap_or(Value::None),
                    vm.seq_get(item, 1).unwrap_or(Value::None),
                ))
            }
            Items::Native(pairs) => pairs.get(i).copied(),
        }
    }

    fn scratch(&self) -> u64 {
        match self {
            Items::Heap(_) => 0,
            Items::Native(pairs) => pairs.len() as u64 * 32,
        }
    }
}

/// How a value encodes.
enum Kind {
    Str,
    Const(&'static str),
    Int,
    Float(f64),
    Seq,
    Dict,
    Other,
}

fn kind(vm: &Vm<'_>, v: Value) -> Kind {
    match v {
        Value::None => Kind::Const("null"),
        Value::Bool(true) => Kind::Const("true"),
        Value::Bool(false) => Kind::Const("false"),
        Value::Int(_) => Kind::Int,
        Value::Float(f) => Kind::Float(f),
        Value::Obj(_) => match vm.obj(v) {
            Some(Obj::Str(_)) => Kind::Str,
            Some(Obj::BigInt(_)) => Kind::Int,
            Some(Obj::List(_)) | Some(Obj::Tuple(_)) => Kind::Seq,
            Some(Obj::Dict(_)) => Kind::Dict,
            _ => Kind::Other,
        },
        _ => Kind::Other,
    }
}

/// The identity `markers` keys on (CPython's `id(o)`).
fn marker_key(v: Value) -> u64 {
    match v {
        Value::Obj(h) => u64::from(h),
        other => {
            use std::hash::{Hash, Hasher};
            let mut s = ahash::AHasher::default();
            format!("{other:?}").hash(&mut s);
            s.finish() | (1 << 63)
        }
    }
}

struct Encoder {
    o: Opts,
    out: String,
    /// Scratch bytes charged for `out`'s capacity.
    charged: u64,
    /// `out[..committed]` is what the pure-Python encoder would have yielded so far.
    committed: usize,
    markers: AHashSet<u64>,
    /// Open containers and `default()` calls (CPython's recursion counter).
    depth: usize,
    max_depth: usize,
    /// Keeps `default()`'s results alive while they are encoded (a list).
    keep: Value,
    /// Scratch bytes charged for the open dicts' native items.
    held: u64,
}

impl Encoder {
    fn new(o: Opts) -> Encoder {
        Encoder {
            o,
            out: String::new(),
            charged: 0,
            committed: 0,
            markers: AHashSet::new(),
            depth: 0,
            max_depth: 0,
            keep: Value::None,
            held: 0,
        }
    }

    /// Appends `s`, charging the buffer's growth first.
    fn push(&mut self, vm: &mut Vm<'_>, s: &str) -> VmResult<()> {
        let need = (self.out.len() + s.len()) as u64;
        if need > self.charged {
            let target = need.max(self.charged * 2).max(256);
            vm.charge_scratch(target - self.charged)?;
            self.charged = target;
            let more = (target as usize).saturating_sub(self.out.len());
            if self.out.try_reserve_exact(more).is_err() {
                return Err(vm.err(TypeTag::MemoryError, String::new()));
            }
        }
        self.out.push_str(s);
        Ok(())
    }

    fn commit(&mut self) {
        self.committed = self.out.len();
    }

    fn newline(&mut self, vm: &mut Vm<'_>, level: usize) -> VmResult<()> {
        let Some(ind) = self.o.indent.clone() else {
            return Ok(());
        };
        vm.charge_fuel((ind.len() * level) as u64 / 32)?;
        self.push(vm, "\n")?;
        for _ in 0..level {
            self.push(vm, &ind)?;
        }
        Ok(())
    }

    fn run(&mut self, vm: &mut Vm<'_>, obj: Value) -> VmResult<()> {
        let room = vm.recursion_limit() as usize;
        let used = vm.frame_depth() + if self.o.py { 3 } else { 4 };
        self.max_depth = room.saturating_sub(used);
        if !self.o.py {
            if let Kind::Str = kind(vm, obj) {
                // `JSONEncoder.encode` of a str: its escaped form, nothing else.
                return self.string(vm, obj);
            }
        }
        let mut stack = vec![Task::Value(obj, 0)];
        while let Some(t) = stack.pop() {
            vm.charge_fuel(1)?;
            match t {
                Task::Value(v, level) => self.value(vm, v, level, &mut stack)?,
                Task::List {
                    seq,
                    idx,
                    level,
                    marker,
                } => {
                    let Some(v) = vm.seq_get(seq, idx) else {
                        self.newline(vm, level)?;
                        self.commit();
                        self.push(vm, "]")?;
                        self.commit();
                        self.leave(marker);
                        continue;
                    };
                    if idx > 0 {
                        let sep = self.o.item_sep.clone();
                        self.push(vm, &sep)?;
                        self.newline(vm, level + 1)?;
                    }
                    stack.push(Task::List {
                        seq,
                        idx: idx + 1,
                        level,
                        marker,
                    });
                    stack.push(Task::Value(v, level + 1));
                }
                Task::Dict {
                    items,
                    idx,
                    level,
                    marker,
                    first,
                } => {
                    let Some((k, v)) = items.get(vm, idx) else {
                        let held = items.scratch();
                        vm.release_scratch(held);
                        self.held -= held;
                        self.newline(vm, level)?;
                        self.commit();
                        self.push(vm, "}")?;
                        self.commit();
                        self.leave(marker);
                        continue;
                    };
                    let Some(key) = self.key(vm, k)? else {
                        stack.push(Task::Dict {
                            items,
                            idx: idx + 1,
                            level,
                            marker,
                            first,
                        });
                        continue;
                    };
                    if !first {
                        let sep = self.o.item_sep.clone();
                        self.push(vm, &sep)?;
                        self.newline(vm, level + 1)?;
                        self.commit();
                    }
                    escape_into(vm, &key, self.o.ensure_ascii, self)?;
                    self.commit();
                    let sep = self.o.key_sep.clone();
                    self.push(vm, &sep)?;
                    self.commit();
                    stack.push(Task::Dict {
                        items,
                        idx: idx + 1,
                        level,
                        marker,
                        first: false,
                    });
                    stack.push(Task::Value(v, level + 1));
                }
                Task::EndDefault(marker, cost) => {
                    self.leave(marker);
                    self.depth = self.depth.saturating_sub(cost - 1);
                }
            }
        }
        Ok(())
    }

    fn leave(&mut self, marker: Option<u64>) {
        if let Some(m) = marker {
            self.markers.remove(&m);
        }
        self.depth = self.depth.saturating_sub(1);
    }

    /// CPython's `Py_EnterRecursiveCall` before a container or `default()`'s result.
    fn check_depth(&self, vm: &Vm<'_>) -> VmResult<()> {
        if self.depth + 1 > self.max_depth {
            let why = if self.o.py {
                "maximum recursion depth exceeded while calling a Python object"
            } else {
                "maximum recursion depth exceeded while encoding a JSON object"
            };
            return Err(vm.err(TypeTag::RecursionError, why));
        }
        Ok(())
    }

    /// The circular check (`markers`): the marker to drop when `v` is done.
    fn mark(&mut self, vm: &Vm<'_>, v: Value) -> VmResult<Option<u64>> {
        if !self.o.check_circular {
            return Ok(None);
        }
        let m = marker_key(v);
        if !self.markers.insert(m) {
            return Err(vm.value_error("Circular reference detected"));
        }
        Ok(Some(m))
    }

    fn value(
        &mut self,
        vm: &mut Vm<'_>,
        v: Value,
        level: usize,
        stack: &mut Vec<Task>,
    ) -> VmResult<()> {
        // An instance of a subclass of a built-in type encodes as its value (CPython's
        // encoder checks with PyTuple_Check and friends); a `re.RegexFlag` as its int.
        if let Some(p) = vm.payload(v) {
            // CPython's encoder iterates a list or tuple subclass and calls a dict
            // subclass's `items()`: overrides of those are refused, not ignored.
            let read = match vm.type_tag(p) {
                TypeTag::List | TypeTag::Tuple => Some("__iter__"),
                TypeTag::Dict => Some("items"),
                _ => None,
            };
            if read.is_some_and(|m| vm.overrides_any(v, &[m])) {
                return Err(vm.subclass_override_refused(v, "json.dumps"));
            }
        }
        let v = vm.int_payload(v).unwrap_or_else(|| vm.unwrap_payload(v));
        match kind(vm, v) {
            Kind::Str => {
                self.string(vm, v)?;
                self.commit();
            }
            Kind::Const(c) => {
                self.push(vm, c)?;
                self.commit();
            }
            Kind::Int => {
                let s = int_repr(vm, v)?;
                self.push(vm, &s)?;
                self.commit();
            }
            Kind::Float(f) => {
                let s = self.float(vm, f)?;
                self.push(vm, &s)?;
                self.commit();
            }
            Kind::Seq => {
                self.commit();
                self.check_depth(vm)?;
                if vm.seq_len(v) == 0 {
                    self.push(vm, "[]")?;
                    self.commit();
                    return Ok(());
                }
                let marker = self.mark(vm, v)?;
                self.depth += 1;
                if self.o.default.is_some() {
                    self.hold(vm, v)?;
                }
                self.push(vm, "[")?;
                self.newline(vm, level + 1)?;
                stack.push(Task::List {
                    seq: v,
                    idx: 0,
                    level,
                    marker,
                });
            }
            Kind::Dict => {
                self.commit();
                self.check_depth(vm)?;
                let pairs: Vec<(Value, Value)> = match vm.obj(v) {
                    Some(Obj::Dict(d)) => d.iter().collect(),
                    _ => Vec::new(),
                };
                if pairs.is_empty() {
                    self.push(vm, "{}")?;
                    self.commit();
                    return Ok(());
                }
                let marker = self.mark(vm, v)?;
                self.depth += 1;
                self.push(vm, "{")?;
                self.commit();
                self.newline(vm, level + 1)?;
                self.commit();
                vm.charge_fuel(pairs.len() as u64)?;
                let scalar_keys = || {
                    pairs
                        .iter()
                        .all(|(k, _)| !matches!(kind(vm, *k), Kind::Seq | Kind::Dict | Kind::Other))
                };
                let items = if self.o.default.is_none() && (!self.o.sort_keys || scalar_keys()) {
                    let held = pairs.len() as u64 * 32;
                    vm.charge_scratch(held)?;
                    self.held += held;
                    let mut pairs = pairs;
                    if self.o.sort_keys {
                        // The keys sorted as CPython sorts the items: distinct str, int,
                        // float, bool or None keys decide every tuple comparison by `<` alone.
                        let keys: Vec<Value> = pairs.iter().map(|(k, _)| *k).collect();
                        let sorted = crate::sort::sort_partial(vm, keys, &[]);
                        if let Some(e) = sorted.error {
                            return Err(e);
                        }
                        pairs = Vec::with_capacity(sorted.items.len());
                        for k in sorted.items {
                            let x = vm.dict_get(v, k)?.unwrap_or(Value::None);
                            pairs.push((k, x));
                        }
                    }
                    Items::Native(pairs)
                } else {
                    let mut tuples = Vec::with_capacity(pairs.len());
                    for (k, x) in pairs {
                        tuples.push(vm.new_tuple(vec![k, x])?);
                    }
                    if self.o.sort_keys {
                        let sorted = crate::sort::sort_partial(vm, tuples, &[]);
                        if let Some(e) = sorted.error {
                            return Err(e);
                        }
                        tuples = sorted.items;
                    }
                    Items::Heap(vm.new_list(tuples)?)
                };
                stack.push(Task::Dict {
                    items,
                    idx: 0,
                    level,
                    marker,
                    first: true,
                });
            }
            Kind::Other => {
                self.commit();
                let marker = self.mark(vm, v)?;
                let Some(f) = self.o.default else {
                    return Err(vm.type_error(format!(
                        "Object of type {} is not JSON serializable",
                        vm.class_name(vm.class_of(v))
                    )));
                };
                // The call's own frame (and, in the Python encoder, its generators' frames)
                // count against the recursion limit, as CPython's do.
                let (frames, why) = if self.o.py {
                    (
                        3,
                        "maximum recursion depth exceeded while calling a Python object",
                    )
                } else {
                    (1, "maximum recursion depth exceeded")
                };
                if self.depth + frames > self.max_depth {
                    return Err(vm.err(TypeTag::RecursionError, why));
                }
                let r = vm.call_function(f, &[v], &[])?; // CALLBACK
                self.hold(vm, r)?;
                // The Python encoder encodes the result in one more generator frame.
                let cost = if self.o.py { 2 } else { 1 };
                self.depth += cost - 1;
                self.check_depth(vm)?;
                self.depth += 1;
                stack.push(Task::EndDefault(marker, cost));
                stack.push(Task::Value(r, level));
            }
        }
        Ok(())
    }

    /// A dict key as the text to escape, `None` to skip it (`skipkeys`).
    fn key(&mut self, vm: &mut Vm<'_>, k: Value) -> VmResult<Option<String>> {
        let k = vm.int_payload(k).unwrap_or_else(|| vm.unwrap_payload(k));
        Ok(Some(match kind(vm, k) {
            Kind::Str => {
                let s = str_copy(vm, k)?;
                vm.release_scratch(s.len() as u64);
                s
            }
            Kind::Float(f) => self.float(vm, f)?,
            Kind::Const(c) => c.to_string(),
            Kind::Int => int_repr(vm, k)?,
            _ if self.o.skipkeys => return Ok(None),
            _ => {
                return Err(vm.type_error(format!(
                    "keys must be str, int, float, bool or None, not {}",
                    vm.class_name(vm.class_of(k))
                )))
            }
        }))
    }

    fn float(&self, vm: &Vm<'_>, f: f64) -> VmResult<String> {
        if f.is_finite() {
            return Ok(pyrite_runtime::num::float::repr(f));
        }
        let (text, r) = if f.is_nan() {
            ("NaN", "nan")
        } else if f > 0.0 {
            ("Infinity", "inf")
        } else {
            ("-Infinity", "-inf")
        };
        if !self.o.allow_nan {
            let msg = if self.o.py {
                format!("Out of range float values are not JSON compliant: {r}")
            } else {
                "Out of range float values are not JSON compliant".to_string()
            };
            return Err(vm.value_error(msg));
        }
        Ok(text.to_string())
    }

    fn string(&mut self, vm: &mut Vm<'_>, v: Value) -> VmResult<()> {
        // The copy (the heap cannot stay borrowed while the output grows) is charged while it
        // lives.
        let s = str_copy(vm, v)?;
        let r = escape_into(vm, &s, self.o.ensure_ascii, self);
        vm.release_scratch(s.len() as u64);
        r
    }

    /// Roots `v` (a list or tuple being encoded) until the encoder is done: a `default()`
    /// may drop the script's own references to it.
    fn hold(&mut self, vm: &mut Vm<'_>, v: Value) -> VmResult<()> {
        if self.keep == Value::None {
            self.keep = vm.new_list(Vec::new())?;
        }
        let keep = self.keep;
        vm.with_roots(&[v], |vm| vm.list_push(keep, v))
    }
}

/// A copy of str `v`, charged as scratch (the caller releases its length).
fn str_copy(vm: &mut Vm<'_>, v: Value) -> VmResult<String> {
    let n = vm.as_str(v).map_or(0, str::len) as u64;
    vm.charge_scratch(n)?;
    Ok(vm.as_str(v).unwrap_or("").to_string())
}

/// `int.__repr__`, with the 4300-digit limit.
fn int_repr(vm: &mut Vm<'_>, v: Value) -> VmResult<String> {
    match v {
        Value::Int(i) => Ok(i.to_string()),
        _ => {
            let b = vm.to_bigint(v).unwrap_or_default();
            vm.bigint_to_string(&b)
        }
    }
}

/// `"..."` with CPython's escapes: `ensure_ascii` (`ascii_escape_unicode`) escapes
/// everything outside printable ASCII as `\uXXXX` (surrogate pairs beyond the BMP), else
/// (`escape_unicode`) only `"`, `\` and the control characters.
fn escape_into(vm: &mut Vm<'_>, s: &str, ascii: bool, enc: &mut Encoder) -> VmResult<()> {
    vm.charge_fuel(s.len() as u64 / 32)?;
    let mut buf = String::with_capacity(s.len().min(4096) + 16);
    buf.push('"');
    let hex = |buf: &mut String, c: u32| {
        const D: &[u8; 16] = b"0123456789abcdef";
        buf.push_str("\\u");
        for shift in [12, 8, 4, 0] {
            buf.push(char::from(D[((c >> shift) & 0xf) as usize]));
        }
    };
    for c in s.chars() {
        match c {
            '"' => buf.push_str("\\\""),
            '\\' => buf.push_str("\\\\"),
            '\n' => buf.push_str("\\n"),
            '\r' => buf.push_str("\\r"),
            '\t' => buf.push_str("\\t"),
            '\u{8}' => buf.push_str("\\b"),
            '\u{c}' => buf.push_str("\\f"),
            c if (c as u32) < 0x20 => hex(&mut buf, c as u32),
            c if !ascii || (' '..='~').contains(&c) => buf.push(c),
            c if (c as u32) >= 0x10000 => {
                let v = c as u32 - 0x10000;
                hex(&mut buf, 0xd800 | ((v >> 10) & 0x3ff));
                hex(&mut buf, 0xdc00 | (v & 0x3ff));
            }
            c => hex(&mut buf, c as u32),
        }
        if buf.len() > 4096 {
            enc.push(vm, &buf)?;
            buf.clear();
        }
    }
    buf.push('"');
    enc.push(vm, &buf)
}
