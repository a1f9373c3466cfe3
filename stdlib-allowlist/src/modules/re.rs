//! `re`, as CPython 3.11's for str patterns, matching in linear time. The pattern goes
//! through CPython's own parser (`re_parse`, for its errors and group numbers), is written
//! out for the regex crate's engine (`re_emit`) and compiled (`re_engine`). `Pattern`,
//! `Match`, the `finditer` scanner and `RegexFlag` are the runtime's `LibObj`s; their
//! methods are here (`re_match` has `Match`'s, templates, `sub` and `split`).
//!
//! Compiled patterns are cached per run as CPython's `re._compile` caches them (512, oldest
//! dropped first), so `re.compile(p) is re.compile(p)` holds as in CPython.

use std::sync::Arc;

use pyrite_runtime::libobj::{LibObj, RePattern, ReScanner};
use pyrite_runtime::{Member, TypeTag, Value, Vm, VmErr, VmResult};

use super::re_engine::{check_haystack, Compiled, SearchErr, Spans};
use super::re_parse::{self as parse, ReErr};
use super::{Def, M};
use crate::args::Kw;

const CACHE_KEY: &str = "re._cache";
const MAXCACHE: usize = 512;

macro_rules! flag_makers {
    ($($f:ident = $v:expr;)*) => {
        $(fn $f(vm: &mut Vm<'_>, _: &[Value], _: Kw<'_>) -> VmResult<Value> {
            vm.new_lib(LibObj::ReFlag($v))
        })*
    };
}

flag_makers! {
    flag_ascii = 256;
    flag_ignorecase = 2;
    flag_locale = 4;
    flag_unicode = 32;
    flag_multiline = 8;
    flag_dotall = 16;
    flag_verbose = 64;
    flag_template = 1;
    flag_debug = 128;
    flag_noflag = 0;
}

/// The members of `re`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    let search_fuel = "1 + the pattern's parse; matching: 1 per 8 bytes the DFA reads (more for \
                       large patterns) + the match's length x (1 + NFA states/16)";
    let mut v = vec![
        f(
            "compile",
            compile,
            "1 + 1 per 32 pattern chars; compiling charged by the pattern's size",
            "compiles a pattern (cached as CPython's re caches)",
        ),
        f(
            "search",
            search,
            search_fuel,
            "first match anywhere, or None",
        ),
        f("match", match_, search_fuel, "match at the start, or None"),
        f(
            "fullmatch",
            fullmatch,
            search_fuel,
            "match of the whole string, or None",
        ),
        f(
            "findall",
            findall,
            "as search, per match; the results charged as built",
            "all matches: strings, or tuples of groups",
        ),
        f(
            "finditer",
            finditer,
            "1; each step as search",
            "a lazy iterator of Match objects",
        ),
        f(
            "sub",
            sub,
            "as findall, + the output's size",
            "replaces matches with a template (\\1, \\g<name>) or a function's result",
        ),
        f(
            "subn",
            subn,
            "as sub",
            "sub, returning (new_string, number_of_subs)",
        ),
        f(
            "split",
            split,
            "as findall",
            "splits at matches (groups included), maxsplit",
        ),
        f(
            "escape",
            escape,
            "1 + 1 per 32 chars",
            "backslashes the special characters",
        ),
        f(
            "purge",
            purge,
            "1",
            "empties the cache of compiled patterns",
        ),
        c(
            "error",
            Member::Type(TypeTag::ReError),
            "exception: an invalid pattern (.msg, .pattern, .pos, .lineno, .colno)",
        ),
        c(
            "Pattern",
            Member::Type(TypeTag::RePattern),
            "type: a compiled pattern",
        ),
        c("Match", Member::Type(TypeTag::ReMatch), "type: a match"),
        c(
            "RegexFlag",
            Member::Type(TypeTag::ReFlag),
            "type: the flags (an int enum)",
        ),
    ];
    let flags: [(&'static str, pyrite_runtime::NativeFn, &'static str); 19] = [
        ("A", flag_ascii, "ASCII"),
        (
            "ASCII",
            flag_ascii,
            "\\w, \\d, \\s, \\b and IGNORECASE ASCII-only",
        ),
        ("I", flag_ignorecase, "IGNORECASE"),
        ("IGNORECASE", flag_ignorecase, "case-insensitive matching"),
        ("L", flag_locale, "LOCALE"),
        (
            "LOCALE",
            flag_locale,
            "refused with str patterns, as CPython",
        ),
        ("U", flag_unicode, "UNICODE"),
        ("UNICODE", flag_unicode, "Unicode matching (the default)"),
        ("M", flag_multiline, "MULTILINE"),
        ("MULTILINE", flag_multiline, "^ and $ at each line"),
        ("S", flag_dotall, "DOTALL"),
        ("DOTALL", flag_dotall, ". matches \\n too"),
        ("X", flag_verbose, "VERBOSE"),
        (
            "VERBOSE",
            flag_verbose,
            "whitespace and # comments in the pattern ignored",
        ),
        ("T", flag_template, "TEMPLATE (refused)"),
        ("TEMPLATE", flag_template, "deprecated: refused"),
        ("DEBUG", flag_debug, "refused"),
        ("NOFLAG", flag_noflag, "no flags (0)"),
        ("RegexFlag_", flag_noflag, ""),
    ];
    for (name, mk, doc) in flags.into_iter().take(18) {
        v.push(crate::def(name, M::Const(Member::Made(mk)), "1", doc));
    }
    v.sort_by_key(|d| d.name);
    v
}

/// The constructors, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, pyrite_runtime::NativeFn)] = &[(TypeTag::ReFlag, regex_flag)];

/// The bits of the `re.RegexFlag` members (`_flag_mask_`, here also `_all_bits_`).
const FLAG_BITS: i64 = 511;

/// `re.RegexFlag(value)`: the member or pseudo-member of that value, as 3.11's `Flag` makes
/// it with the `KEEP` boundary (unknown bits kept; a negative value taken as the complement
/// within the members' bits, or within its own width past them). An int, a bool, an int
/// subclass's int or a flag; a float equal to a member's value is that member; anything
/// else is not a valid RegexFlag. What CPython's answer would depend on (a float equal to a
/// composite, which its member cache may or may not hold; an instance of a script's int
/// subclass, whose own `__eq__`/`__hash__` the lookup would run; bits past 64) is refused.
fn regex_flag(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.not_supported("keyword arguments to RegexFlag() are not supported"));
    }
    let v = match a {
        [v] => *v,
        [] => {
            return Err(vm
                .type_error("EnumType.__call__() missing 1 required positional argument: 'value'"))
        }
        _ => {
            return Err(vm.not_supported(
                "RegexFlag() with more than one argument (the functional API) is not supported",
            ))
        }
    };
    let int = match v {
        Value::Int(i) => i,
        Value::Bool(b) => i64::from(b),
        Value::Float(f) => {
            let member = [0, 1, 2, 4, 8, 16, 32, 64, 128, 256]
                .into_iter()
                .find(|&m| m as f64 == f);
            match member {
                Some(m) => m,
                None if f.fract() == 0.0 && f.abs() < 1e18 => {
                    return Err(vm.not_supported(
                        "RegexFlag() of a float that is not a single member's value is not \
                         supported",
                    ))
                }
                None => return Err(not_a_flag(vm, v)?),
            }
        }
        _ => match vm.re_flag(v) {
            Some(f) => f,
            None if vm.type_tag(v) == TypeTag::Int => {
                return Err(vm.not_supported(match v {
                    Value::Obj(_) if vm.int_payload(v).is_some() => {
                        "RegexFlag() of an int subclass's instance is not supported"
                    }
                    _ => "RegexFlag values past 64 bits are not supported",
                }))
            }
            None => return Err(not_a_flag(vm, v)?),
        },
    };
    let value = if (!FLAG_BITS..=FLAG_BITS).contains(&int) {
        if int < 0 {
            FLAG_BITS + 1 + int
        } else {
            int
        }
    } else if int < 0 {
        // max(all_bits + 1, 2 ** value.bit_length()) + value
        let width = 64 - (int.unsigned_abs()).leading_zeros();
        match 1i64.checked_shl(width).filter(|w| *w > 0) {
            Some(w) => w.max(FLAG_BITS + 1) + int,
            None => return Err(vm.not_supported("RegexFlag values past 64 bits are not supported")),
        }
    } else {
        int
    };
    vm.new_lib(LibObj::ReFlag(value))
}

/// `ValueError: 'a' is not a valid RegexFlag`.
fn not_a_flag(vm: &mut Vm<'_>, v: Value) -> VmResult<VmErr> {
    let r = vm.repr(v)?; // CALLBACK
    Ok(vm.value_error(format!("{r} is not a valid RegexFlag")))
}

// ----- errors ----------------------------------------------------------------------------

/// Raises what a parse or translation error stands for.
fn raise(vm: &mut Vm<'_>, e: ReErr, pattern: Value) -> VmErr {
    match e {
        ReErr::Error(msg, pos) => re_error(vm, &msg, pos.map(|p| (pattern, p))),
        ReErr::Overflow(m) => vm.err(TypeTag::OverflowError, m),
        ReErr::Value(m) => vm.value_error(m),
        ReErr::Index(m) => vm.err(TypeTag::IndexError, m),
        ReErr::Refused(m) => vm.not_supported(m),
    }
}

/// `re.error(msg, pattern, pos)`, as `re._constants.error.__init__` builds it.
pub fn re_error(vm: &mut Vm<'_>, msg: &str, at: Option<(Value, usize)>) -> VmErr {
    let made = (|| -> VmResult<Value> {
        let (full, lineno, colno) = match at {
            Some((pat, pos)) => {
                let text = vm.as_str(pat).unwrap_or("").to_string();
                let before: String = text.chars().take(pos).collect();
                let lineno = before.matches('\n').count() + 1;
                let colno = pos
                    - before
                        .rfind('\n')
                        .map_or(0, |i| before[..i].chars().count() + 1)
                    + 1;
                let colno = if before.contains('\n') {
                    colno
                } else {
                    pos + 1
                };
                let mut full = format!("{msg} at position {pos}");
                if text.contains('\n') {
                    full = format!("{full} (line {lineno}, column {colno})");
                }
                (full, Value::Int(lineno as i64), Value::Int(colno as i64))
            }
            None => (msg.to_string(), Value::None, Value::None),
        };
        let s = vm.new_str(full)?;
        let e = vm.with_roots(&[s], |vm| {
            vm.new_exception(Value::Type(TypeTag::ReError), vec![s])
        })?;
        vm.with_roots(&[e], |vm| {
            let m = vm.new_str(msg.to_string())?;
            let (p, pos) = match at {
                Some((p, pos)) => (p, Value::Int(pos as i64)),
                None => (Value::None, Value::None),
            };
            for (name, v) in [
                ("msg", m),
                ("pattern", p),
                ("pos", pos),
                ("lineno", lineno),
                ("colno", colno),
            ] {
                let sym = vm.intern(name)?;
                vm.set_attr(e, sym, v)?;
            }
            Ok(e)
        })
    })();
    match made {
        Ok(v @ Value::Obj(_)) => vm.raise_exception(v),
        Ok(_) => vm.type_error("bad exception"),
        Err(e) => e,
    }
}

fn not_string(vm: &Vm<'_>, v: Value) -> VmErr {
    vm.type_error(format!(
        "expected string or bytes-like object, got '{}'",
        vm.type_name(v)
    ))
}

// ----- arguments ---------------------------------------------------------------------------

/// Binds arguments as a Python-level function does (`re.search(pattern, string, flags=0)`).
fn bind_py(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
    names: &[&str],
    required: usize,
) -> VmResult<Vec<Option<Value>>> {
    if a.len() > names.len() {
        let what = if required == names.len() {
            format!("{required}")
        } else {
            format!("from {required} to {}", names.len())
        };
        return Err(vm.type_error(format!(
            "{fname}() takes {what} positional argument{} but {} were given",
            if names.len() == 1 { "" } else { "s" },
            a.len()
        )));
    }
    let mut out: Vec<Option<Value>> = names.iter().map(|_| None).collect();
    for (i, v) in a.iter().enumerate() {
        if let Some(slot) = out.get_mut(i) {
            *slot = Some(*v);
        }
    }
    for (k, v) in kws {
        match names.iter().position(|n| n == k) {
            Some(i) if out.get(i).is_some_and(Option::is_some) => {
                return Err(
                    vm.type_error(format!("{fname}() got multiple values for argument '{k}'"))
                )
            }
            Some(i) => {
                if let Some(slot) = out.get_mut(i) {
                    *slot = Some(*v);
                }
            }
            None => {
                return Err(vm.type_error(format!(
                    "{fname}() got an unexpected keyword argument '{k}'"
                )))
            }
        }
    }
    let missing: Vec<&str> = names
        .iter()
        .take(required)
        .enumerate()
        .filter(|(i, _)| out.get(*i).is_some_and(Option::is_none))
        .map(|(_, n)| *n)
        .collect();
    if !missing.is_empty() {
        let list = match missing.as_slice() {
            [one] => format!("'{one}'"),
            [init @ .., last] => format!(
                "{} and '{last}'",
                init.iter()
                    .map(|n| format!("'{n}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            [] => String::new(),
        };
        return Err(vm.type_error(format!(
            "{fname}() missing {} required positional argument{}: {list}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    Ok(out)
}

/// Binds arguments as Argument Clinic does for `Pattern`'s methods.
pub(crate) fn bind_clinic(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
    names: &[&str],
    required: usize,
) -> VmResult<Vec<Option<Value>>> {
    let given = a.len() + kws.len();
    if given > names.len() {
        return Err(vm.type_error(format!(
            "{fname}() takes at most {} argument{} ({given} given)",
            names.len(),
            if names.len() == 1 { "" } else { "s" }
        )));
    }
    let mut out: Vec<Option<Value>> = names.iter().map(|_| None).collect();
    for (i, v) in a.iter().enumerate() {
        if let Some(slot) = out.get_mut(i) {
            *slot = Some(*v);
        }
    }
    for (k, v) in kws {
        match names.iter().position(|n| n == k) {
            Some(i) if i < a.len() => {
                return Err(vm.type_error(format!(
                    "argument for {fname}() given by name ('{k}') and position ({})",
                    i + 1
                )))
            }
            Some(i) => {
                if let Some(slot) = out.get_mut(i) {
                    *slot = Some(*v);
                }
            }
            None => {
                return Err(vm.type_error(format!(
                    "'{k}' is an invalid keyword argument for {fname}()"
                )))
            }
        }
    }
    for (i, n) in names.iter().take(required).enumerate() {
        if out.get(i).is_some_and(Option::is_none) {
            return Err(vm.type_error(format!(
                "{fname}() missing required argument '{n}' (pos {})",
                i + 1
            )));
        }
    }
    Ok(out)
}

/// The int value of a `flags` argument.
fn flags_value(vm: &Vm<'_>, v: Option<Value>) -> VmResult<i64> {
    match v.map(|v| vm.int_payload(v).unwrap_or(v)) {
        None => Ok(0),
        Some(Value::Int(i)) => Ok(i),
        Some(Value::Bool(b)) => Ok(i64::from(b)),
        Some(v) => match vm.re_flag(v) {
            Some(f) => Ok(f),
            None => Err(vm.type_error(format!(
                "unsupported operand type(s) for &: '{}' and 'RegexFlag'",
                vm.type_name(v)
            ))),
        },
    }
}

/// A `Py_ssize_t` argument (`pos`, `count`, `maxsplit`): an int, OverflowError past 64 bits.
pub(crate) fn ssize_arg(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    if let Some(f) = vm.re_flag(v) {
        return Ok(f);
    }
    if vm.type_tag(v) == TypeTag::Int && !matches!(v, Value::Int(_) | Value::Bool(_)) {
        return Err(vm.err(
            TypeTag::OverflowError,
            "Python int too large to convert to C ssize_t",
        ));
    }
    vm.index_arg(v, "")
}

fn index_or(vm: &Vm<'_>, v: Option<Value>, default: i64) -> VmResult<i64> {
    v.map_or(Ok(default), |v| ssize_arg(vm, v))
}

// ----- compiling ---------------------------------------------------------------------------

/// The compiled pattern behind a `Pattern` value.
pub(crate) fn pattern_parts(vm: &Vm<'_>, p: Value) -> Option<(Arc<Compiled>, RePattern)> {
    match vm.lib_obj(p) {
        Some(LibObj::RePattern(rp)) => {
            let c = rp.compiled.clone().downcast::<Compiled>().ok()?;
            Some((c, (**rp).clone()))
        }
        _ => None,
    }
}

/// `re._compile(pattern, flags)`.
pub(crate) fn compile_value(
    vm: &mut Vm<'_>,
    pattern: Value,
    flags: Option<Value>,
) -> VmResult<Value> {
    let flags = flags_value(vm, flags)?;
    if vm.type_tag(pattern) == TypeTag::RePattern {
        if flags != 0 {
            return Err(vm.value_error("cannot process flags argument with a compiled pattern"));
        }
        return Ok(pattern);
    }
    if vm.as_pystr(pattern).is_none() {
        return Err(vm.type_error("first argument must be string or compiled pattern"));
    }
    let cache = match vm.module_state(CACHE_KEY) {
        Some(c) => c,
        None => {
            let d = vm.new_dict()?;
            vm.set_module_state(CACHE_KEY, d);
            d
        }
    };
    // CPython's key holds the pattern's type too: a str subclass's instance has its own
    // entry (its pattern keeps it as `.pattern`).
    let key = if vm.exact_str(pattern).is_none() {
        let class = vm.class_of(pattern);
        vm.new_tuple(vec![pattern, Value::Int(flags), class])?
    } else {
        vm.new_tuple(vec![pattern, Value::Int(flags)])?
    };
    vm.with_roots(&[key, pattern], |vm| {
        if let Some(p) = vm.dict_get(cache, key)? {
            return Ok(p);
        }
        let p = build_pattern(vm, pattern, flags)?;
        vm.with_roots(&[p], |vm| {
            if flags & i64::from(parse::F_DEBUG) == 0 {
                let (len, first) = match vm.obj(cache) {
                    Some(pyrite_runtime::heap::Obj::Dict(d)) => {
                        (d.len(), d.iter().next().map(|(k, _)| k))
                    }
                    _ => (0, None),
                };
                if len >= MAXCACHE {
                    if let Some(k) = first {
                        vm.dict_remove(cache, k)?;
                    }
                }
                vm.dict_set(cache, key, p)?;
            }
            Ok(p)
        })
    })
}

fn build_pattern(vm: &mut Vm<'_>, pattern: Value, flags: i64) -> VmResult<Value> {
    let text = vm.as_str(pattern).unwrap_or("").to_string();
    vm.charge_fuel(1 + text.len() as u64 / 32)?;
    if !(0..=i64::from(u32::MAX)).contains(&flags) {
        return Err(vm.not_supported("re: flags outside the defined ones are not supported"));
    }
    // The parse holds the pattern's characters and its tree (a node per character at most);
    // the translation a class per node, bounded by the engine's limit below.
    let scratch = 4 * text.len() as u64 + 64 * text.chars().count() as u64;
    let parsed = vm
        .with_scratch(scratch, |_| {
            Ok(on_big_stack(|| parse::parse_pattern(&text, flags as u32)))
        })?
        .map_err(|e| raise(vm, e, pattern))?;
    // Each form of the translation is charged up to its cap: 64 bytes a pattern character
    // and 16 KiB a set or escape (a Unicode class written out), at most the engine's limit.
    let sets = text.matches(['\\', '[', '.']).count();
    let cap = (64 * text.len() + (16 << 10) * sets).min(4 * super::re_engine::NFA_LIMIT);
    let t = vm
        .with_scratch(2 * cap as u64, |_| {
            Ok(on_big_stack(|| super::re_emit::translate(&parsed, cap)))
        })?
        .map_err(|e| raise(vm, e, pattern))?;
    // Building the NFA and its tables is linear in the emitted pattern (bounded below).
    vm.charge_fuel((t.search.len() + t.full.len()) as u64 / 4)?;
    if t.search.len() > super::re_engine::NFA_LIMIT {
        return Err(too_large(vm));
    }
    let compiled = match Compiled::new(&t) {
        Ok(c) => c,
        Err(msg) if msg.contains("exceeds size limit") || msg.contains("limit") => {
            return Err(too_large(vm))
        }
        Err(msg) => {
            return Err(vm.not_supported(format!("re: this pattern is not supported ({msg})")))
        }
    };
    let bytes = compiled.memory();
    let names = parsed.names.clone();
    vm.new_lib(LibObj::RePattern(Box::new(RePattern {
        pattern,
        flags: i64::from(parsed.flags),
        groups: parsed.groups - 1,
        names,
        compiled: Arc::new(compiled),
        bytes,
    })))
}

/// Runs the parser or the translator, which recurse once per nesting level (at most
/// `re_parse::MAX_NESTING`), with enough stack guaranteed on any embedder's thread.
fn on_big_stack<T>(f: impl FnOnce() -> T) -> T {
    stacker::maybe_grow(256 << 10, 8 << 20, f)
}

fn too_large(vm: &Vm<'_>) -> VmErr {
    vm.not_supported(format!(
        "re: the pattern is too large (its compiled form would pass {} bytes)",
        super::re_engine::NFA_LIMIT
    ))
}

// ----- searching ---------------------------------------------------------------------------

/// How a search is anchored.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// `search`.
    Search,
    /// `match`.
    Match,
    /// `fullmatch`.
    Full,
}

/// A string and its window (`pos`, `endpos`) in characters and bytes.
pub(crate) struct Window {
    pub pos: usize,
    pub endpos: usize,
    pub pos_b: usize,
    pub end_b: usize,
    pub ascii: bool,
    /// The `Pattern` searching it (its caches' growth is charged to it).
    pub pat: Value,
}

/// Clamps `pos`/`endpos` as `state_init` does and finds their byte offsets.
pub(crate) fn window(vm: &mut Vm<'_>, string: Value, pos: i64, endpos: i64) -> VmResult<Window> {
    let Some(s) = vm.as_pystr(string) else {
        return Err(not_string(vm, string));
    };
    let n = s.nchars();
    let text = s.as_str();
    let ascii = n == text.len();
    let clamp = |v: i64| -> usize {
        if v < 0 {
            0
        } else {
            (v as u64).min(n as u64) as usize
        }
    };
    let (pos, endpos) = (clamp(pos), clamp(endpos));
    let (pos_b, end_b) = if ascii {
        (pos, endpos)
    } else {
        let off = |c: usize| text.char_indices().nth(c).map_or(text.len(), |(b, _)| b);
        (off(pos), off(endpos))
    };
    if !ascii {
        vm.charge_fuel(text.len() as u64 / 32)?;
    }
    Ok(Window {
        pos,
        endpos,
        pos_b,
        end_b,
        ascii,
        pat: Value::None,
    })
}

/// Checks the pattern's haystack conditions on the window's text.
pub(crate) fn check(vm: &mut Vm<'_>, c: &Compiled, string: Value, w: &Window) -> VmResult<()> {
    if c.checks.is_empty() {
        return Ok(());
    }
    vm.charge_fuel(w.end_b as u64 / 16)?;
    let text = vm.as_str(string).unwrap_or("");
    let hay = text.get(..w.end_b).unwrap_or("");
    if let Err(ch) = check_haystack(c, hay) {
        return Err(vm.not_supported(format!(
            "re: \\b and \\B next to {} are not supported (its word class differs in the \
                 regex engine; use the ASCII flag or a character class)",
            pyrite_runtime::num::repr::str_repr(&ch.to_string())
        )));
    }
    Ok(())
}

/// One search from byte `start` (char `start_c`) of the window: the spans of the match in
/// (char, byte) form.
pub(crate) fn find_at(
    vm: &mut Vm<'_>,
    c: &Compiled,
    string: Value,
    w: &Window,
    start: usize,
    start_c: usize,
    mode: Mode,
) -> VmResult<Option<Vec<Option<[usize; 4]>>>> {
    vm.room_for(super::re_engine::CACHE_BOUND)?;
    let before = c.cache_bytes();
    let avail = vm.fuel_available();
    let mut used = 0u64;
    let r = {
        let text = vm.as_str(string).unwrap_or("");
        let hay = text.get(..w.end_b).unwrap_or("");
        let mut fuel = |n: u64| -> Result<(), ()> {
            if used.saturating_add(n) > avail {
                return Err(());
            }
            used += n;
            Ok(())
        };
        let r = c.find(
            hay,
            start,
            mode != Mode::Search,
            mode == Mode::Full,
            &mut fuel,
        );
        r.map(|o| o.map(|spans| to_chars(hay, &spans, start, start_c, w.ascii)))
    };
    let grown = c.cache_bytes().saturating_sub(before);
    if grown > 0 {
        match w.pat {
            Value::Obj(h) => vm.charge_grow(h, grown)?,
            _ => vm.charge(grown)?,
        }
    }
    match r {
        Ok(v) => {
            vm.charge_fuel(used)?;
            Ok(v)
        }
        Err(SearchErr::Fuel(())) => {
            vm.charge_fuel(avail.saturating_add(1))?;
            Ok(None)
        }
        Err(SearchErr::Engine(m)) => Err(vm.err(TypeTag::RuntimeError, m)),
    }
}

/// The longest match's end at byte `at` (iteration after an empty match).
pub(crate) fn longest_at(
    vm: &mut Vm<'_>,
    c: &Compiled,
    string: Value,
    w: &Window,
    at: usize,
) -> VmResult<Option<usize>> {
    let avail = vm.fuel_available();
    let mut used = 0u64;
    let r = {
        let text = vm.as_str(string).unwrap_or("");
        let hay = text.get(..w.end_b).unwrap_or("");
        let mut fuel = |n: u64| -> Result<(), ()> {
            if used.saturating_add(n) > avail {
                return Err(());
            }
            used += n;
            Ok(())
        };
        c.longest_end(hay, at, &mut fuel)
    };
    match r {
        Ok(v) => {
            vm.charge_fuel(used)?;
            Ok(v)
        }
        Err(SearchErr::Fuel(())) => {
            vm.charge_fuel(avail.saturating_add(1))?;
            Ok(None)
        }
        Err(SearchErr::Engine(m)) => Err(vm.err(TypeTag::RuntimeError, m)),
    }
}

fn to_chars(
    hay: &str,
    spans: &Spans,
    start: usize,
    start_c: usize,
    ascii: bool,
) -> Vec<Option<[usize; 4]>> {
    spans
        .iter()
        .map(|s| {
            s.map(|(a, b)| {
                if ascii {
                    [a, b, a, b]
                } else {
                    let ca = start_c + hay.get(start..a).map_or(0, |x| x.chars().count());
                    let cb = ca + hay.get(a..b).map_or(0, |x| x.chars().count());
                    [ca, cb, a, b]
                }
            })
        })
        .collect()
}

/// The `Match` object for spans found in `string` by `pattern`.
pub(crate) fn new_match(
    vm: &mut Vm<'_>,
    pattern: Value,
    c: &Compiled,
    string: Value,
    w: &Window,
    spans: Vec<Option<[usize; 4]>>,
) -> VmResult<Value> {
    let mut last = 0usize;
    let mut best: Option<(usize, usize)> = None;
    for (i, s) in spans.iter().enumerate().skip(1) {
        if let Some([_, e, _, _]) = *s {
            let rank = c.close_rank.get(i).copied().unwrap_or(0);
            let better = match best {
                None => true,
                Some((be, br)) => e > be || (e == be && rank > br),
            };
            if better {
                best = Some((e, rank));
                last = i;
            }
        }
    }
    vm.new_lib(LibObj::ReMatch(Box::new(pyrite_runtime::libobj::ReMatch {
        pattern,
        string,
        pos: w.pos as i64,
        endpos: w.endpos as i64,
        spans,
        lastindex: last,
    })))
}

/// `Pattern.search/match/fullmatch(string, pos, endpos)`.
pub(crate) fn run_search(
    vm: &mut Vm<'_>,
    pattern: Value,
    string: Value,
    pos: i64,
    endpos: i64,
    mode: Mode,
) -> VmResult<Value> {
    let Some((c, _)) = pattern_parts(vm, pattern) else {
        return Err(vm.type_error("descriptor requires a 're.Pattern' object"));
    };
    if vm.as_pystr(string).is_none() {
        return Err(not_string(vm, string));
    }
    let mut w = window(vm, string, pos, endpos)?;
    w.pat = pattern;
    if w.pos > w.endpos {
        return Ok(Value::None);
    }
    check(vm, &c, string, &w)?;
    match find_at(vm, &c, string, &w, w.pos_b, w.pos, mode)? {
        Some(spans) => new_match(vm, pattern, &c, string, &w, spans),
        None => Ok(Value::None),
    }
}

// ----- module functions --------------------------------------------------------------------

fn compile(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = bind_py(vm, "compile", a, kws, &["pattern", "flags"], 1)?;
    compile_value(vm, b[0].unwrap_or(Value::None), b[1])
}

fn module_search(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
    mode: Mode,
) -> VmResult<Value> {
    let b = bind_py(vm, name, a, kws, &["pattern", "string", "flags"], 2)?;
    let p = compile_value(vm, b[0].unwrap_or(Value::None), b[2])?;
    let s = b[1].unwrap_or(Value::None);
    vm.with_roots(&[p], |vm| run_search(vm, p, s, 0, i64::MAX, mode))
}

fn search(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    module_search(vm, "search", a, kws, Mode::Search)
}

fn match_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    module_search(vm, "match", a, kws, Mode::Match)
}

fn fullmatch(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    module_search(vm, "fullmatch", a, kws, Mode::Full)
}

fn findall(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = bind_py(vm, "findall", a, kws, &["pattern", "string", "flags"], 2)?;
    let p = compile_value(vm, b[0].unwrap_or(Value::None), b[2])?;
    let s = b[1].unwrap_or(Value::None);
    vm.with_roots(&[p], |vm| super::re_match::findall(vm, p, s, 0, i64::MAX))
}

fn finditer(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = bind_py(vm, "finditer", a, kws, &["pattern", "string", "flags"], 2)?;
    let p = compile_value(vm, b[0].unwrap_or(Value::None), b[2])?;
    let s = b[1].unwrap_or(Value::None);
    vm.with_roots(&[p], |vm| new_finditer(vm, p, s, 0, i64::MAX))
}

fn sub(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    module_sub(vm, "sub", a, kws, false)
}

fn subn(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    module_sub(vm, "subn", a, kws, true)
}

fn module_sub(vm: &mut Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>, n: bool) -> VmResult<Value> {
    let b = bind_py(
        vm,
        name,
        a,
        kws,
        &["pattern", "repl", "string", "count", "flags"],
        3,
    )?;
    let p = compile_value(vm, b[0].unwrap_or(Value::None), b[4])?;
    let count = index_or(vm, b[3], 0)?;
    let (repl, s) = (b[1].unwrap_or(Value::None), b[2].unwrap_or(Value::None));
    vm.with_roots(&[p], |vm| super::re_match::subx(vm, p, repl, s, count, n))
}

fn split(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = bind_py(
        vm,
        "split",
        a,
        kws,
        &["pattern", "string", "maxsplit", "flags"],
        2,
    )?;
    let p = compile_value(vm, b[0].unwrap_or(Value::None), b[3])?;
    let maxsplit = index_or(vm, b[2], 0)?;
    let s = b[1].unwrap_or(Value::None);
    vm.with_roots(&[p], |vm| super::re_match::split(vm, p, s, maxsplit))
}

fn escape(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let b = bind_py(vm, "escape", a, kws, &["pattern"], 1)?;
    let v = b[0].unwrap_or(Value::None);
    let Some(s) = vm.as_str(v) else {
        return Err(vm.type_error(format!(
            "decoding to str: need a bytes-like object, {} found",
            vm.type_name(v)
        )));
    };
    let n = s.len() as u64;
    vm.charge_fuel(1 + n / 32)?;
    vm.charge(2 * n)?;
    let s = vm.as_str(v).unwrap_or("");
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        if "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c".contains(ch) {
            out.push('\\');
        }
        out.push(ch);
    }
    vm.new_str(out)
}

fn purge(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    bind_py(vm, "purge", a, kws, &[], 0)?;
    if let Some(c) = vm.module_state(CACHE_KEY) {
        let d = vm.new_dict()?;
        let _ = c;
        vm.set_module_state(CACHE_KEY, d);
    }
    Ok(Value::None)
}

// ----- finditer ----------------------------------------------------------------------------

/// `Pattern.finditer`: `iter(scanner.search, None)`, as CPython builds it.
pub(crate) fn new_finditer(
    vm: &mut Vm<'_>,
    p: Value,
    s: Value,
    pos: i64,
    endpos: i64,
) -> VmResult<Value> {
    if vm.as_pystr(s).is_none() {
        return Err(not_string(vm, s));
    }
    let w = window(vm, s, pos, endpos)?;
    let sc = vm.new_lib(LibObj::ReScanner(Box::new(ReScanner {
        pattern: p,
        string: s,
        chr: w.pos,
        byte: w.pos_b,
        pos: w.pos as i64,
        endpos: w.endpos as i64,
        end_byte: w.end_b,
        must_advance: false,
        done: false,
        checked: false,
    })))?;
    vm.with_roots(&[sc], |vm| {
        let m = vm.get_attr_str(sc, "search")?;
        vm.with_roots(&[m], |vm| {
            vm.alloc(pyrite_runtime::heap::Obj::Iter(
                pyrite_runtime::heap::IterState::Callable {
                    func: m,
                    sentinel: Value::None,
                },
            ))
        })
    })
}

/// `SRE_Scanner.search()`: the next match of the scan, or None.
pub fn scanner_search(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "search", kws)?;
    let Some(&me) = a.first() else {
        return Err(vm.type_error("search() needs a scanner"));
    };
    let Some(LibObj::ReScanner(sc)) = vm.lib_obj(me) else {
        return Err(vm.type_error("search() needs a scanner"));
    };
    let sc = (**sc).clone();
    if sc.done {
        return Ok(Value::None);
    }
    let Some((c, _)) = pattern_parts(vm, sc.pattern) else {
        return Ok(Value::None);
    };
    let w = Window {
        pos: sc.pos as usize,
        endpos: sc.endpos as usize,
        pos_b: sc.byte,
        end_b: sc.end_byte,
        ascii: vm
            .as_pystr(sc.string)
            .is_some_and(|s| s.nchars() == s.as_str().len()),
        pat: sc.pattern,
    };
    if !sc.checked {
        check(vm, &c, sc.string, &w)?;
    }
    let found =
        super::re_match::next_match(vm, &c, sc.string, &w, sc.byte, sc.chr, sc.must_advance)?;
    let update = |vm: &mut Vm<'_>, f: &dyn Fn(&mut ReScanner)| {
        if let Some(LibObj::ReScanner(s)) = vm.lib_obj_mut(me) {
            f(s);
        }
    };
    match found {
        None => {
            update(vm, &|s| {
                s.done = true;
                s.checked = true;
            });
            Ok(Value::None)
        }
        Some(spans) => {
            let [_, ce, _, be] = spans.first().copied().flatten().unwrap_or([0; 4]);
            let [cs, _, _, _] = spans.first().copied().flatten().unwrap_or([0; 4]);
            update(vm, &|s| {
                s.chr = ce;
                s.byte = be;
                s.must_advance = ce == cs;
                s.checked = true;
            });
            new_match(vm, sc.pattern, &c, sc.string, &w, spans)
        }
    }
}
