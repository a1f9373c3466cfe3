//! `str.format` and `str.format_map`: CPython 3.11's markup parser
//! (Objects/stringlib/unicode_format.h: `MarkupIterator_next`, `parse_field`,
//! `field_name_split`, `FieldNameIterator_next`), its auto-numbering rules and messages, two
//! levels of nested replacement fields in a spec, and each field formatted as `format()` does.
//!
//! Security: a field name's `.attr` parts are attribute accesses written at run time, so they
//! obey the rule code obeys (`pyrite_lang::check::attribute_allowed`): `"{0.__globals__}"` is
//! refused like `x.__globals__`. `[key]` parts are subscripts with a str or int key, which
//! reach nothing code could not.

use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};

/// Where field values come from: positional args (absent for `format_map`) and a mapping
/// (the keyword dict, or `format_map`'s argument; absent when there are no keywords).
struct Source<'a> {
    args: Option<&'a [Value]>,
    mapping: Option<Value>,
    /// Keyword arguments of `str.format`, looked up without building a dict.
    kws: Kw<'a>,
    auto: AutoNumber,
}

#[derive(PartialEq, Eq)]
enum AutoState {
    Init,
    Auto,
    Manual,
}

struct AutoNumber {
    state: AutoState,
    next: usize,
}

fn verr(vm: &Vm<'_>, msg: &str) -> pyrite_runtime::VmErr {
    vm.value_error(msg)
}

/// CPython's `get_integer`: `None` unless every character is a decimal digit.
fn get_integer(vm: &Vm<'_>, s: &str) -> VmResult<Option<usize>> {
    if s.is_empty() {
        return Ok(None);
    }
    let mut acc: usize = 0;
    for c in s.chars() {
        let Some(d) = pyrite_runtime::num::decimal_value(c) else {
            return Ok(None);
        };
        let d = d as usize;
        if acc > (isize::MAX as usize - d) / 10 {
            return Err(verr(vm, "Too many decimal digits in format string"));
        }
        acc = acc * 10 + d;
    }
    Ok(Some(acc))
}

/// The character at byte `i` when it is ASCII (every delimiter of the markup is); a byte of
/// a longer character reads as U+0080, which no rule matches. Ranges of the format string are
/// byte ranges that start and end at ASCII delimiters, so slicing at them is safe.
fn at(s: &str, i: usize) -> Option<char> {
    s.as_bytes()
        .get(i)
        .map(|&b| if b < 0x80 { char::from(b) } else { '\u{80}' })
}

/// One parsed replacement field: `{name!conv:spec}` as ranges of the format string.
struct Field {
    name: (usize, usize),
    conversion: Option<char>,
    spec: (usize, usize),
    spec_nested: bool,
}

/// CPython's `parse_field`, from just after the `{`: advances `*i` past the closing `}`.
fn parse_field(vm: &Vm<'_>, s: &str, i: &mut usize) -> VmResult<Field> {
    let start = *i;
    let mut c = '\0';
    while let Some(ch) = at(s, *i) {
        *i += 1;
        c = ch;
        match ch {
            '{' => return Err(verr(vm, "unexpected '{' in field name")),
            '[' => {
                while at(s, *i).is_some_and(|x| x != ']') {
                    *i += 1;
                }
            }
            '}' | ':' | '!' => break,
            _ => {}
        }
    }
    let name = (start, (*i).saturating_sub(1).max(start));
    let mut field = Field {
        name,
        conversion: None,
        spec: (0, 0),
        spec_nested: false,
    };
    if c == '!' || c == ':' {
        if c == '!' {
            let Some(conv) = s.get(*i..).and_then(|t| t.chars().next()) else {
                return Err(verr(
                    vm,
                    "end of string while looking for conversion specifier",
                ));
            };
            *i += conv.len_utf8();
            field.conversion = Some(conv);
            if let Some(next) = at(s, *i) {
                *i += 1;
                if next == '}' {
                    return Ok(field);
                }
                if next != ':' {
                    return Err(verr(vm, "expected ':' after conversion specifier"));
                }
            }
        }
        let spec_start = *i;
        let mut count = 1;
        while let Some(ch) = at(s, *i) {
            *i += 1;
            match ch {
                '{' => {
                    field.spec_nested = true;
                    count += 1;
                }
                '}' => {
                    count -= 1;
                    if count == 0 {
                        field.spec = (spec_start, *i - 1);
                        return Ok(field);
                    }
                }
                _ => {}
            }
        }
        return Err(verr(vm, "unmatched '{' in format spec"));
    }
    if c != '}' {
        return Err(verr(vm, "expected '}' before end of string"));
    }
    Ok(field)
}

/// CPython's `build_string`/`do_markup`: the text of `s[range]` with its fields formatted.
/// When the last field is the only text written, `whole` is the str object it formatted to
/// (CPython's writer keeps a whole str written last into an empty buffer, and returns it: an
/// instance of a str subclass stays one).
fn build(
    vm: &mut Vm<'_>,
    s: &str,
    range: (usize, usize),
    src: &mut Source<'_>,
    depth: u32,
    out: &mut String,
    whole: &mut Option<Value>,
) -> VmResult<()> {
    if depth == 0 {
        return Err(verr(vm, "Max string recursion exceeded"));
    }
    let sub = s.get(range.0..range.1).unwrap_or("");
    let mut i = 0;
    while i < sub.len() {
        // Literal text up to a brace.
        let lit_start = i;
        let mut brace = None;
        while let Some(c) = at(sub, i) {
            i += 1;
            if c == '{' || c == '}' {
                brace = Some(c);
                break;
            }
        }
        let at_end = i >= sub.len();
        let mut lit_end = i;
        let mut markup = brace.is_some();
        if brace == Some('}') && (at_end || at(sub, i) != Some('}')) {
            return Err(verr(vm, "Single '}' encountered in format string"));
        }
        if at_end && brace == Some('{') {
            return Err(verr(vm, "Single '{' encountered in format string"));
        }
        if brace.is_some() && !at_end {
            if at(sub, i) == brace {
                i += 1; // an escaped brace: literal text, the brace kept once
                markup = false;
            } else {
                lit_end -= 1;
            }
        }
        push_checked(vm, out, sub.get(lit_start..lit_end).unwrap_or(""))?;
        if !markup {
            continue;
        }
        let field = parse_field(vm, sub, &mut i)?;
        let value = field_value(vm, sub, field.name, src)?;
        let value = match field.conversion {
            None => value,
            Some(conv) => convert(vm, value, conv)?,
        };
        let spec: String = if field.spec_nested {
            let mut spec = String::new();
            build(vm, sub, field.spec, src, depth - 1, &mut spec, &mut None)?;
            spec
        } else {
            sub.get(field.spec.0..field.spec.1)
                .unwrap_or("")
                .to_string()
        };
        let r = pyrite_runtime::format::format_obj(vm, value, &spec)?; // CALLBACK
        let text = vm.as_str(r).unwrap_or("").to_string();
        if out.is_empty() && !text.is_empty() && i >= sub.len() {
            *whole = Some(r);
        }
        push_checked(vm, out, &text)?;
    }
    Ok(())
}

/// Appends to the result, refusing with MemoryError before it outgrows the memory limit.
fn push_checked(vm: &mut Vm<'_>, out: &mut String, text: &str) -> VmResult<()> {
    let need = out.len().saturating_add(text.len());
    if need > vm.memory_room() {
        vm.precheck(need as u64)?; // collects, then MemoryError
    }
    out.push_str(text);
    Ok(())
}

/// `!r`, `!s`, `!a`.
fn convert(vm: &mut Vm<'_>, v: Value, conv: char) -> VmResult<Value> {
    let text = match conv {
        'r' => vm.repr(v)?,
        's' => vm.to_str(v)?,
        'a' => pyrite_runtime::repr::ascii_escape(&vm.repr(v)?),
        c if (c as u32) > 32 && (c as u32) < 127 => {
            return Err(vm.value_error(format!("Unknown conversion specifier {c}")))
        }
        c => return Err(vm.value_error(format!("Unknown conversion specifier \\x{:x}", c as u32))),
    };
    vm.new_str(text)
}

/// CPython's `get_field_object`: the first part from the args or the mapping, then each
/// `.attr` and `[key]` in turn.
fn field_value(
    vm: &mut Vm<'_>,
    s: &str,
    (start, end): (usize, usize),
    src: &mut Source<'_>,
) -> VmResult<Value> {
    let name = s.get(start..end).unwrap_or("");
    let first_len = name.find(['.', '[']).unwrap_or(name.len());
    let first = name.get(..first_len).unwrap_or("");
    let mut index = get_integer(vm, first)?;
    let empty = first.is_empty();
    if empty || index.is_some() {
        if src.auto.state == AutoState::Init {
            src.auto.state = if empty {
                AutoState::Auto
            } else {
                AutoState::Manual
            };
        }
        if src.auto.state == AutoState::Manual && empty {
            return Err(verr(
                vm,
                "cannot switch from manual field specification to automatic field numbering",
            ));
        }
        if src.auto.state == AutoState::Auto && !empty {
            return Err(verr(
                vm,
                "cannot switch from automatic field numbering to manual field specification",
            ));
        }
        if empty {
            index = Some(src.auto.next);
            src.auto.next += 1;
        }
    }
    let mut obj = match index {
        None => {
            let key = first.to_string();
            lookup_key(vm, src, key)?
        }
        Some(i) => {
            let Some(args) = src.args else {
                return Err(verr(vm, "Format string contains positional fields"));
            };
            match args.get(i) {
                Some(v) => *v,
                None => {
                    return Err(vm.err(
                        TypeTag::IndexError,
                        format!("Replacement index {i} out of range for positional args tuple"),
                    ))
                }
            }
        }
    };
    let mut i = first_len;
    while i < name.len() {
        let kind = at(name, i).unwrap_or('.');
        i += 1;
        let part_start = i;
        match kind {
            '.' => {
                while at(name, i).is_some_and(|c| c != '.' && c != '[') {
                    i += 1;
                }
            }
            '[' => {
                while at(name, i).is_some_and(|c| c != ']') {
                    i += 1;
                }
                if i >= name.len() {
                    return Err(verr(vm, "Missing ']' in format string"));
                }
            }
            _ => {
                return Err(verr(
                    vm,
                    "Only '.' or '[' may follow ']' in format field specifier",
                ))
            }
        }
        let part = name.get(part_start..i).unwrap_or("");
        if kind == '[' {
            i += 1; // past ']'
        }
        if part.is_empty() {
            return Err(verr(vm, "Empty attribute in format string"));
        }
        let text = part.to_string();
        obj = if kind == '.' {
            if !pyrite_lang::check::attribute_allowed(&text) {
                return Err(vm.refuse(
                    TypeTag::AttributeError,
                    format!(
                        "attribute '{text}' is not available in Pyrite (no access to \
                         interpreter internals)"
                    ),
                ));
            }
            let sym = vm.intern(&text)?;
            vm.get_attr(obj, sym)? // CALLBACK (a property)
        } else {
            let key = match get_integer(vm, part)? {
                Some(n) => Value::Int(n as i64),
                None => vm.new_str(text)?,
            };
            vm.get_item(obj, key)? // CALLBACK (a __getitem__)
        };
    }
    Ok(obj)
}

/// A named field: a keyword of `format`, or `mapping[key]` (KeyError with the key).
fn lookup_key(vm: &mut Vm<'_>, src: &Source<'_>, key: String) -> VmResult<Value> {
    if let Some(v) = args::kw(src.kws, &key) {
        return Ok(v);
    }
    let k = vm.new_str(key)?;
    match src.mapping {
        Some(m) => vm.get_item(m, k), // CALLBACK (a __getitem__ or __missing__)
        None => Err(vm.key_error(k)),
    }
}

fn run(vm: &mut Vm<'_>, recv: Value, src: &mut Source<'_>) -> VmResult<Value> {
    let text = vm.as_str(recv).unwrap_or("").to_string();
    vm.charge_fuel(text.len() as u64 / 16)?;
    if !text.is_empty() && !text.contains(['{', '}']) {
        // One literal, the whole string: CPython's writer returns the receiver itself.
        return Ok(recv);
    }
    let mut out = String::new();
    let mut whole = None;
    build(vm, &text, (0, text.len()), src, 2, &mut out, &mut whole)?;
    vm.charge_fuel(out.len() as u64 / 32)?;
    match whole {
        Some(r) => Ok(r),
        None => vm.new_str(out),
    }
}

/// `str.format(*args, **kwargs)`.
pub fn format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((recv, rest)) = a.split_first() else {
        return Err(vm.type_error("unbound method str.format() needs an argument"));
    };
    let mut src = Source {
        args: Some(rest),
        mapping: None,
        kws,
        auto: AutoNumber {
            state: AutoState::Init,
            next: 0,
        },
    };
    run(vm, *recv, &mut src)
}

/// `str.format_map(mapping)`.
pub fn format_map(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let recv = a.first().copied().unwrap_or(Value::None);
    let mapping = args::one(vm, "str.format_map", a.get(1..).unwrap_or(&[]), kws)?;
    let mut src = Source {
        args: None,
        mapping: Some(mapping),
        kws: &[],
        auto: AutoNumber {
            state: AutoState::Init,
            next: 0,
        },
    };
    run(vm, recv, &mut src)
}

/// The built-in `format(value, format_spec='')`.
pub fn builtin_format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "format", kws)?;
    args::count(vm, "format", a, 1, 2)?;
    let v = a.first().copied().unwrap_or(Value::None);
    let spec = match a.get(1) {
        Some(s) => args::str_arg(vm, *s, "format", 2)?,
        None => String::new(),
    };
    let r = pyrite_runtime::format::format_obj(vm, v, &spec)?; // CALLBACK
    vm.charge_fuel(vm.as_str(r).map_or(0, str::len) as u64 / 32)?;
    Ok(r)
}
