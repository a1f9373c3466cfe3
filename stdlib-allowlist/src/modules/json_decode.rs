//! `json.loads`: CPython 3.11's `_json` scanner (`scan_once_unicode`, `_parse_object_unicode`,
//! `_parse_array_unicode`, `scanstring_unicode`, `_match_number_unicode`) and
//! `JSONDecoder.decode`, with their `JSONDecodeError` messages and positions (in characters).
//!
//! Nesting is an explicit stack of open arrays and objects, checked as CPython's
//! `Py_EnterRecursiveCall` checks it: RecursionError with its message at the depth CPython
//! stops at, counted from the script's frames. The text is scanned as UTF-8 bytes (every
//! delimiter is ASCII); a position becomes a character index only for an error.

use pyrite_runtime::{TypeTag, Value, Vm, VmErr, VmResult};

use crate::args::Kw;

/// `json.decoder.NaN`: one object (one payload) for every `NaN` parsed, as CPython's
/// module constant.
const NAN: f64 = f64::from_bits(0x7ffc_0000_0000_0000);

/// What `loads` was given: the hooks (`None` for the default) and `strict`.
struct Hooks {
    object_hook: Option<Value>,
    pairs_hook: Option<Value>,
    parse_float: Option<Value>,
    parse_int: Option<Value>,
    parse_constant: Option<Value>,
    strict: bool,
}

const LOADS_KWS: &[&str] = &[
    "cls",
    "object_hook",
    "parse_float",
    "parse_int",
    "parse_constant",
    "object_pairs_hook",
    "strict",
];

/// `loads(s, *, cls, object_hook, parse_float, parse_int, parse_constant, object_pairs_hook,
/// strict)`.
pub fn loads(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let s = match a {
        [s] => *s,
        [] => {
            return Err(vm.type_error("loads() missing 1 required positional argument: 's'"));
        }
        _ => {
            return Err(vm.type_error(format!(
                "loads() takes 1 positional argument but {} were given",
                a.len()
            )))
        }
    };
    let Some(text) = vm.as_str(s).map(str::to_string) else {
        return Err(vm.type_error(format!(
            "the JSON object must be str, bytes or bytearray, not {}",
            vm.class_name(vm.class_of(s))
        )));
    };
    // The copy scanned is charged while it lives.
    let held = text.len() as u64;
    vm.charge_scratch(held)?;
    let r = decode(vm, s, &text, kws);
    vm.release_scratch(held);
    r
}

/// `load(fp)`: refused, there is nothing to read from.
pub fn load(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Err(vm.not_supported(
        "json.load() is not supported in Pyrite (no readable file objects): use json.loads()",
    ))
}

fn decode(vm: &mut Vm<'_>, doc: Value, text: &str, kws: Kw<'_>) -> VmResult<Value> {
    if text.starts_with('\u{feff}') {
        return Err(decode_error(
            vm,
            "Unexpected UTF-8 BOM (decode using utf-8-sig)",
            doc,
            text,
            0,
        ));
    }
    let mut h = Hooks {
        object_hook: None,
        pairs_hook: None,
        parse_float: None,
        parse_int: None,
        parse_constant: None,
        strict: true,
    };
    let mut cls = Value::None;
    for &(k, v) in kws {
        if !LOADS_KWS.contains(&k) {
            return Err(vm.type_error(format!(
                "JSONDecoder.__init__() got an unexpected keyword argument '{k}'"
            )));
        }
        let set = if v == Value::None { None } else { Some(v) };
        match k {
            "cls" => cls = v,
            "object_hook" => h.object_hook = set,
            "object_pairs_hook" => h.pairs_hook = set,
            // `parse_float or float`: a false value means the default.
            "parse_float" => h.parse_float = custom(vm, v, TypeTag::Float)?,
            "parse_int" => h.parse_int = custom(vm, v, TypeTag::Int)?,
            "parse_constant" => h.parse_constant = if vm.truthy(v)? { Some(v) } else { None },
            _ => h.strict = vm.truthy(v)?,
        }
    }
    if cls != Value::None {
        return Err(vm.not_supported(
            "json.loads() with cls= is not supported in Pyrite (pass object_hook= or \
             object_pairs_hook= instead)",
        ));
    }
    vm.charge_fuel(text.len() as u64 / 32)?;
    let b = text.as_bytes();
    let start = skip_ws(b, 0);
    let mut p = Parser {
        memo: ahash::AHashMap::new(),
        memo_bytes: 0,
        h,
        doc,
        text,
        max_depth: (vm.recursion_limit() as usize).saturating_sub(vm.frame_depth() + 4),
    };
    let r = p.scan(vm, start);
    vm.release_scratch(p.memo_bytes);
    let (v, end) = r?;
    let end = skip_ws(b, end);
    if end != b.len() {
        return Err(decode_error(vm, "Extra data", doc, text, end));
    }
    Ok(v)
}

/// A parse hook given for `parse_float`/`parse_int`: `None` for the default (a false value,
/// or the type itself, which CPython's scanner also parses natively).
fn custom(vm: &mut Vm<'_>, v: Value, tag: TypeTag) -> VmResult<Option<Value>> {
    if v == Value::Type(tag) || !vm.truthy(v)? {
        return Ok(None);
    }
    Ok(Some(v))
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r')
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while b.get(i).copied().is_some_and(is_ws) {
        i += 1;
    }
    i
}

/// `JSONDecodeError(msg, doc, pos)` for byte offset `at` of `text` (the text of `doc`).
fn decode_error(vm: &mut Vm<'_>, msg: &str, doc: Value, text: &str, at: usize) -> VmErr {
    match make_error(vm, msg, doc, text, at) {
        Ok(e) => e,
        Err(e) => e,
    }
}

fn make_error(vm: &mut Vm<'_>, msg: &str, doc: Value, text: &str, at: usize) -> VmResult<VmErr> {
    vm.charge_fuel(at as u64 / 32)?;
    let pos = text.get(..at).unwrap_or(text).chars().count() as i64;
    let e = error_object(vm, msg, doc, text, pos)?;
    vm.with_roots(&[e], |vm| {
        if msg == "Expecting value" {
            // `raw_decode` raises it `from None` (out of the scanner's StopIteration), so a
            // traceback never shows the exception being handled.
            let name = vm.intern("__suppress_context__")?;
            vm.set_attr(e, name, Value::Bool(true))?;
        }
        vm.throwable(e)
    })
}

/// `JSONDecodeError(msg, doc, pos)`: its message `msg: line L column C (char pos)` (the line
/// and column as `doc.count('\n', 0, pos)` and `doc.rfind('\n', 0, pos)` find them) and its
/// attributes.
fn error_object(vm: &mut Vm<'_>, msg: &str, doc: Value, text: &str, pos: i64) -> VmResult<Value> {
    vm.charge_fuel(text.len() as u64 / 32)?;
    let n = text.chars().count() as i64;
    // `doc[0:pos]`, with a slice's rules for a negative or too large end.
    let end = if pos < 0 {
        (pos + n).max(0)
    } else {
        pos.min(n)
    } as usize;
    let before: String = text.chars().take(end).collect();
    let lineno = before.matches('\n').count() as i64 + 1;
    let colno = match before.rfind('\n') {
        Some(nl) => pos - before.get(..nl).unwrap_or("").chars().count() as i64,
        None => pos + 1,
    };
    let errmsg = format!("{msg}: line {lineno} column {colno} (char {pos})");
    let m = vm.new_str(errmsg)?;
    let e = vm.new_exception(Value::Type(TypeTag::JSONDecodeError), vec![m])?;
    vm.with_roots(&[e], |vm| {
        let msg_v = vm.new_str(msg.to_string())?;
        for (n, v) in [
            ("msg", msg_v),
            ("doc", doc),
            ("pos", Value::Int(pos)),
            ("lineno", Value::Int(lineno)),
            ("colno", Value::Int(colno)),
        ] {
            let name = vm.intern(n)?;
            vm.set_attr(e, name, v)?;
        }
        Ok(e)
    })
}

/// `json.JSONDecodeError(msg, doc, pos)` called by the script.
pub fn decode_error_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    const NAMES: [&str; 3] = ["msg", "doc", "pos"];
    if a.len() > 3 {
        return Err(vm.type_error(format!(
            "JSONDecodeError.__init__() takes 4 positional arguments but {} were given",
            a.len() + 1
        )));
    }
    let mut got: [Option<Value>; 3] = [a.first().copied(), a.get(1).copied(), a.get(2).copied()];
    for &(k, v) in kws {
        let Some(i) = NAMES.iter().position(|n| *n == k) else {
            return Err(vm.type_error(format!(
                "JSONDecodeError.__init__() got an unexpected keyword argument '{k}'"
            )));
        };
        if got[i].is_some() {
            return Err(vm.type_error(format!(
                "JSONDecodeError.__init__() got multiple values for argument '{k}'"
            )));
        }
        got[i] = Some(v);
    }
    let missing: Vec<String> = (0..3)
        .filter(|&i| got[i].is_none())
        .map(|i| format!("'{}'", NAMES[i]))
        .collect();
    if !missing.is_empty() {
        let list = match missing.as_slice() {
            [x] => x.clone(),
            [x, y] => format!("{x} and {y}"),
            _ => format!("{}, {}, and {}", missing[0], missing[1], missing[2]),
        };
        let s = if missing.len() == 1 { "" } else { "s" };
        return Err(vm.type_error(format!(
            "JSONDecodeError.__init__() missing {} required positional argument{s}: {list}",
            missing.len()
        )));
    }
    let (msg, doc, pos) = (
        got[0].unwrap_or(Value::None),
        got[1].unwrap_or(Value::None),
        got[2].unwrap_or(Value::None),
    );
    let Some(text) = vm.as_str(doc).map(str::to_string) else {
        return Err(vm.err(
            TypeTag::AttributeError,
            format!("'{}' object has no attribute 'count'", vm.type_name(doc)),
        ));
    };
    let pos = match pos {
        Value::Int(i) => i,
        Value::Bool(b) => i64::from(b),
        _ => {
            return Err(
                vm.type_error("slice indices must be integers or None or have an __index__ method")
            )
        }
    };
    let msg = vm.to_str(msg)?;
    error_object(vm, &msg, doc, &text, pos)
}

/// An open array or object.
enum Open {
    Array(Value),
    /// A dict, or (with `object_pairs_hook`) the list of pairs, and the key whose value is
    /// being read.
    Object {
        obj: Value,
        key: Value,
    },
}

struct Parser<'t> {
    /// The keys seen, by text (charged as scratch: `memo_bytes`).
    memo: ahash::AHashMap<String, Value>,
    memo_bytes: u64,
    h: Hooks,
    doc: Value,
    text: &'t str,
    max_depth: usize,
}

impl Parser<'_> {
    fn err(&self, vm: &mut Vm<'_>, msg: &str, at: usize) -> VmErr {
        decode_error(vm, msg, self.doc, self.text, at)
    }

    fn byte(&self, i: usize) -> Option<u8> {
        self.text.as_bytes().get(i).copied()
    }

    /// `scan_once` at `pos`: one JSON value and the position after it.
    fn scan(&mut self, vm: &mut Vm<'_>, mut pos: usize) -> VmResult<(Value, usize)> {
        let mut stack: Vec<Open> = Vec::new();
        'value: loop {
            vm.charge_fuel(1)?;
            let (mut v, mut end) = match self.byte(pos) {
                Some(b'{') => {
                    self.enter(vm, &stack, "object")?;
                    let i = skip_ws(self.text.as_bytes(), pos + 1);
                    if self.byte(i) == Some(b'}') {
                        let obj = self.new_object(vm)?;
                        (self.finish_object(vm, obj)?, i + 1)
                    } else {
                        let obj = self.new_object(vm)?;
                        let (key, i) = self.key(vm, i)?;
                        stack.push(Open::Object { obj, key });
                        pos = i;
                        continue 'value;
                    }
                }
                Some(b'[') => {
                    self.enter(vm, &stack, "array")?;
                    let i = skip_ws(self.text.as_bytes(), pos + 1);
                    let list = vm.new_list(Vec::new())?;
                    if self.byte(i) == Some(b']') {
                        (list, i + 1)
                    } else {
                        stack.push(Open::Array(list));
                        pos = i;
                        continue 'value;
                    }
                }
                _ => self.scalar(vm, pos)?,
            };
            // Attach the value to the containers it completes, innermost first.
            loop {
                let Some(top) = stack.last_mut() else {
                    return Ok((v, end));
                };
                match top {
                    Open::Array(list) => {
                        let list = *list;
                        vm.list_push(list, v)?;
                        let i = skip_ws(self.text.as_bytes(), end);
                        match self.byte(i) {
                            Some(b']') => {
                                stack.pop();
                                v = list;
                                end = i + 1;
                            }
                            Some(b',') => {
                                pos = skip_ws(self.text.as_bytes(), i + 1);
                                continue 'value;
                            }
                            _ => return Err(self.err(vm, "Expecting ',' delimiter", i)),
                        }
                    }
                    Open::Object { obj, key } => {
                        let (obj, key) = (*obj, *key);
                        if self.h.pairs_hook.is_some() {
                            let pair = vm.new_tuple(vec![key, v])?;
                            vm.list_push(obj, pair)?;
                        } else {
                            vm.dict_set(obj, key, v)?;
                        }
                        let i = skip_ws(self.text.as_bytes(), end);
                        match self.byte(i) {
                            Some(b'}') => {
                                stack.pop();
                                v = self.finish_object(vm, obj)?; // CALLBACK
                                end = i + 1;
                            }
                            Some(b',') => {
                                let j = skip_ws(self.text.as_bytes(), i + 1);
                                let (key, j) = self.key(vm, j)?;
                                if let Some(Open::Object { key: k, .. }) = stack.last_mut() {
                                    *k = key;
                                }
                                pos = j;
                                continue 'value;
                            }
                            _ => return Err(self.err(vm, "Expecting ',' delimiter", i)),
                        }
                    }
                }
            }
        }
    }

    /// The recursion check of `scan_once_unicode` before an object or array opens.
    fn enter(&self, vm: &Vm<'_>, stack: &[Open], what: &str) -> VmResult<()> {
        if stack.len() + 1 > self.max_depth {
            return Err(vm.err(
                TypeTag::RecursionError,
                format!(
                    "maximum recursion depth exceeded while decoding a JSON {what} from a \
                     unicode string"
                ),
            ));
        }
        Ok(())
    }

    fn new_object(&self, vm: &mut Vm<'_>) -> VmResult<Value> {
        if self.h.pairs_hook.is_some() {
            vm.new_list(Vec::new())
        } else {
            vm.new_dict()
        }
    }

    /// A closed object through `object_pairs_hook` or `object_hook`.
    fn finish_object(&self, vm: &mut Vm<'_>, obj: Value) -> VmResult<Value> {
        match (self.h.pairs_hook, self.h.object_hook) {
            (Some(f), _) | (None, Some(f)) => vm.call_function(f, &[obj], &[]), // CALLBACK
            (None, None) => Ok(obj),
        }
    }

    /// A key at `i` (a string, else the error), its `:` and the whitespace after it: the key
    /// and where its value starts.
    fn key(&mut self, vm: &mut Vm<'_>, i: usize) -> VmResult<(Value, usize)> {
        if self.byte(i) != Some(b'"') {
            return Err(self.err(vm, "Expecting property name enclosed in double quotes", i));
        }
        let (text, i) = self.scan_str(vm, i + 1)?;
        // CPython's `memo`: equal keys are one object.
        let key = match self.memo.get(&text) {
            Some(&k) => k,
            None => {
                let cost = text.len() as u64 + 48;
                vm.charge_scratch(cost)?;
                self.memo_bytes += cost;
                let key = vm.new_str(text.clone())?;
                self.memo.insert(text, key);
                key
            }
        };
        let i = skip_ws(self.text.as_bytes(), i);
        if self.byte(i) != Some(b':') {
            return Err(self.err(vm, "Expecting ':' delimiter", i));
        }
        Ok((key, skip_ws(self.text.as_bytes(), i + 1)))
    }

    /// A string, a constant or a number at `pos`; "Expecting value" when none starts there
    /// (CPython's `StopIteration(pos)`, which `raw_decode` and the containers turn into it).
    fn scalar(&self, vm: &mut Vm<'_>, pos: usize) -> VmResult<(Value, usize)> {
        let rest = self.text.as_bytes().get(pos..).unwrap_or(&[]);
        let word = |w: &str| rest.starts_with(w.as_bytes());
        match rest.first() {
            Some(b'"') => return self.string(vm, pos + 1),
            Some(b'n') if word("null") => return Ok((Value::None, pos + 4)),
            Some(b't') if word("true") => return Ok((Value::Bool(true), pos + 4)),
            Some(b'f') if word("false") => return Ok((Value::Bool(false), pos + 5)),
            Some(b'N') if word("NaN") => return self.constant(vm, "NaN", pos),
            Some(b'I') if word("Infinity") => return self.constant(vm, "Infinity", pos),
            Some(b'-') if word("-Infinity") => return self.constant(vm, "-Infinity", pos),
            _ => {}
        }
        match self.number(vm, pos)? {
            Some(r) => Ok(r),
            None => Err(self.err(vm, "Expecting value", pos)),
        }
    }

    fn constant(&self, vm: &mut Vm<'_>, name: &str, pos: usize) -> VmResult<(Value, usize)> {
        let end = pos + name.len();
        let v = match self.h.parse_constant {
            Some(f) => {
                let s = vm.new_str(name.to_string())?;
                vm.call_function(f, &[s], &[])? // CALLBACK
            }
            None => match name {
                "NaN" => Value::Float(NAN),
                "Infinity" => Value::Float(f64::INFINITY),
                _ => Value::Float(f64::NEG_INFINITY),
            },
        };
        Ok((v, end))
    }

    /// `_match_number_unicode`: `None` when no number starts at `start`.
    fn number(&self, vm: &mut Vm<'_>, start: usize) -> VmResult<Option<(Value, usize)>> {
        let b = self.text.as_bytes();
        let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
        let end_idx = b.len().wrapping_sub(1);
        let mut idx = start;
        if b.get(idx) == Some(&b'-') {
            idx += 1;
            if idx >= b.len() {
                return Ok(None);
            }
        }
        match b.get(idx) {
            Some(b'1'..=b'9') => {
                idx += 1;
                while digit(idx) {
                    idx += 1;
                }
            }
            Some(b'0') => idx += 1,
            _ => return Ok(None),
        }
        let mut is_float = false;
        if idx < end_idx && b.get(idx) == Some(&b'.') && digit(idx + 1) {
            is_float = true;
            idx += 2;
            while digit(idx) {
                idx += 1;
            }
        }
        if idx < end_idx && matches!(b.get(idx), Some(b'e' | b'E')) {
            let e_start = idx;
            idx += 1;
            if idx < end_idx && matches!(b.get(idx), Some(b'-' | b'+')) {
                idx += 1;
            }
            while digit(idx) {
                idx += 1;
            }
            if digit(idx - 1) {
                is_float = true;
            } else {
                idx = e_start;
            }
        }
        let numstr = self.text.get(start..idx).unwrap_or("");
        let hook = if is_float {
            self.h.parse_float
        } else {
            self.h.parse_int
        };
        let v = match hook {
            Some(f) => {
                let s = vm.new_str(numstr.to_string())?;
                vm.call_function(f, &[s], &[])? // CALLBACK
            }
            None if is_float => {
                vm.charge_fuel(numstr.len() as u64 / 8)?;
                match pyrite_runtime::num::float::parse(numstr) {
                    Some(f) => vm.float(f),
                    None => {
                        return Err(vm
                            .value_error(format!("could not convert string to float: '{numstr}'")))
                    }
                }
            }
            None => {
                let n = numstr.len() as u64;
                vm.charge_fuel(n * n / 2048)?;
                match numstr.parse::<i64>() {
                    Ok(i) => Value::Int(i),
                    Err(_) => {
                        let big = pyrite_runtime::num::int::parse_int(numstr, 10)
                            .map_err(|e| vm.num_err(e))?;
                        vm.new_bigint(big)?
                    }
                }
            }
        };
        Ok(Some((v, idx)))
    }

    /// `scanstring_unicode` from `end` (just after the opening quote): the string and the
    /// position after its closing quote.
    fn string(&self, vm: &mut Vm<'_>, end: usize) -> VmResult<(Value, usize)> {
        let (s, end) = self.scan_str(vm, end)?;
        Ok((vm.new_str(s)?, end))
    }

    /// The text of the string starting at `end`, and the position after it.
    fn scan_str(&self, vm: &mut Vm<'_>, end: usize) -> VmResult<(String, usize)> {
        let b = self.text.as_bytes();
        let begin = end - 1;
        let mut out = String::new();
        let mut end = end;
        // A lone surrogate is refused once the string is read (CPython would make it): an
        // error later in the string is still CPython's.
        let mut lone = false;
        loop {
            let mut next = end;
            while let Some(&d) = b.get(next) {
                if d == b'"' || d == b'\\' {
                    break;
                }
                if d <= 0x1f && self.h.strict {
                    return Err(self.err(vm, "Invalid control character at", next));
                }
                next += 1;
            }
            let Some(&c) = b.get(next) else {
                return Err(self.err(vm, "Unterminated string starting at", begin));
            };
            let chunk = self.text.get(end..next).unwrap_or("");
            vm.charge_fuel(chunk.len() as u64 / 32)?;
            if c == b'"' && out.is_empty() && !lone {
                return Ok((chunk.to_string(), next + 1));
            }
            // `out` grows by at most the text scanned: the copy of the input already
            // charged covers it.
            out.push_str(chunk);
            next += 1;
            if c == b'"' {
                if lone {
                    return Err(vm.not_supported(
                        "a lone surrogate (\\ud800-\\udfff) in a JSON string is not supported \
                         (Pyrite strings are UTF-8)",
                    ));
                }
                return Ok((out, next));
            }
            let Some(&esc) = b.get(next) else {
                return Err(self.err(vm, "Unterminated string starting at", begin));
            };
            if esc != b'u' {
                end = next + 1;
                let ch = match esc {
                    b'"' => '"',
                    b'\\' => '\\',
                    b'/' => '/',
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'n' => '\n',
                    b'r' => '\r',
                    b't' => '\t',
                    _ => return Err(self.err(vm, "Invalid \\escape", end - 2)),
                };
                out.push(ch);
                continue;
            }
            next += 1;
            end = next + 4;
            if end >= b.len() {
                return Err(self.err(vm, "Invalid \\uXXXX escape", next - 1));
            }
            let Some(mut c) = hex4(b, next) else {
                return Err(self.err(vm, "Invalid \\uXXXX escape", end - 5));
            };
            if (0xd800..0xdc00).contains(&c)
                && end + 6 < b.len()
                && b.get(end) == Some(&b'\\')
                && b.get(end + 1) == Some(&b'u')
            {
                let Some(c2) = hex4(b, end + 2) else {
                    return Err(self.err(vm, "Invalid \\uXXXX escape", end + 1));
                };
                if (0xdc00..0xe000).contains(&c2) {
                    c = 0x10000 + (((c - 0xd800) << 10) | (c2 - 0xdc00));
                    end += 6;
                }
            }
            match char::from_u32(c) {
                Some(ch) => out.push(ch),
                None => lone = true,
            }
        }
    }
}

/// Four hex digits at `i`.
fn hex4(b: &[u8], i: usize) -> Option<u32> {
    let mut c = 0u32;
    for k in 0..4 {
        let d = char::from(*b.get(i + k)?).to_digit(16)?;
        c = (c << 4) | d;
    }
    Some(c)
}
