//! `string`: the constants, `capwords` and `Template` as CPython 3.11's `Lib/string.py`.
//! A `Template` is the runtime's `LibObj::Template`; its pattern is the class's default
//! (`$$`, `$name`, `${name}` with `(?a:[_a-z][_a-z0-9]*)` under IGNORECASE), scanned by
//! hand here. A subclass (to change `delimiter`, `idpattern` or `pattern`) is refused, as
//! every built-in base is; `Formatter` is refused as not supported.

use pyrite_runtime::libobj::LibObj;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

const WHITESPACE: &str = " \t\n\r\x0b\x0c";
const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const PRINTABLE: &str = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c";

/// The members of `string`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        c(
            "ascii_letters",
            Member::Str("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            "the ASCII letters, lowercase then uppercase",
        ),
        c(
            "ascii_lowercase",
            Member::Str("abcdefghijklmnopqrstuvwxyz"),
            "'abcdefghijklmnopqrstuvwxyz'",
        ),
        c(
            "ascii_uppercase",
            Member::Str("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            "'ABCDEFGHIJKLMNOPQRSTUVWXYZ'",
        ),
        c("digits", Member::Str("0123456789"), "'0123456789'"),
        c(
            "hexdigits",
            Member::Str("0123456789abcdefABCDEF"),
            "'0123456789abcdefABCDEF'",
        ),
        c("octdigits", Member::Str("01234567"), "'01234567'"),
        c(
            "punctuation",
            Member::Str(PUNCTUATION),
            "the ASCII punctuation characters",
        ),
        c(
            "printable",
            Member::Str(PRINTABLE),
            "digits, letters, punctuation and whitespace",
        ),
        c(
            "whitespace",
            Member::Str(WHITESPACE),
            "' \\t\\n\\r\\x0b\\x0c'",
        ),
        f(
            "capwords",
            capwords,
            "1 + n/16 (n characters) and the allocation rule",
            "splits on sep (whitespace by default), capitalizes each word, joins with sep or ' '",
        ),
        c(
            "Template",
            Member::Type(TypeTag::Template),
            "type: $-substitution in a string (substitute, safe_substitute, get_identifiers, is_valid)",
        ),
    ]
}

/// The constructor of `string.Template`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::Template, template_new)];

const SUB_FUEL: &str = "1 + n/16 (n characters of the template) + 1 per placeholder; each lookup and str() pays for itself";

/// The methods of `Template` objects, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::Template,
        crate::def(
            "substitute",
            substitute,
            SUB_FUEL,
            "the template with each placeholder replaced from mapping and keywords (KeyError if missing)",
        ),
    ),
    (
        TypeTag::Template,
        crate::def(
            "safe_substitute",
            safe_substitute,
            SUB_FUEL,
            "as substitute, leaving missing and invalid placeholders as they are",
        ),
    ),
    (
        TypeTag::Template,
        crate::def(
            "get_identifiers",
            get_identifiers,
            SUB_FUEL,
            "the valid placeholders' names, in order of first appearance",
        ),
    ),
    (
        TypeTag::Template,
        crate::def(
            "is_valid",
            is_valid,
            SUB_FUEL,
            "False if the template has an invalid placeholder",
        ),
    ),
];

/// The data attributes of `Template` objects (and its class attributes).
pub const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::Template,
        crate::def("template", get_template, "1", "the template string given"),
    ),
    (
        TypeTag::Template,
        crate::def("delimiter", get_delimiter, "1", "'$' (class attribute)"),
    ),
    (
        TypeTag::Template,
        crate::def(
            "idpattern",
            get_idpattern,
            "1",
            "'(?a:[_a-z][_a-z0-9]*)' (class attribute)",
        ),
    ),
    (
        TypeTag::Template,
        crate::def(
            "braceidpattern",
            get_braceidpattern,
            "1",
            "None: braced names use idpattern (class attribute)",
        ),
    ),
];

/// `string.capwords(s, sep=None)`: `(sep or ' ').join(map(str.capitalize, s.split(sep)))`.
fn capwords(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let mut s = a.first().copied();
    let mut sep = a.get(1).copied();
    if a.len() > 2 {
        return Err(vm.type_error(format!(
            "capwords() takes from 1 to 2 positional arguments but {} were given",
            a.len()
        )));
    }
    for (k, v) in kws {
        let slot = match *k {
            "s" => &mut s,
            "sep" => &mut sep,
            _ => {
                return Err(vm.type_error(format!(
                    "capwords() got an unexpected keyword argument '{k}'"
                )))
            }
        };
        if slot.is_some() {
            return Err(vm.type_error(format!("capwords() got multiple values for argument '{k}'")));
        }
        *slot = Some(*v);
    }
    let Some(s) = s else {
        return Err(vm.type_error("capwords() missing 1 required positional argument: 's'"));
    };
    let sep = sep.unwrap_or(Value::None);
    if vm.as_pystr(s).is_none() {
        let tn = vm.type_name(s).to_string();
        return Err(vm.not_supported(format!(
            "string.capwords() of a '{tn}' is not supported in Pyrite (only str)"
        )));
    }
    // s.split(sep), each word capitalized, joined with sep or ' ': the str methods do the
    // work (and charge for it).
    let words = crate::methods_str::split(vm, &[s, sep], &[])?;
    vm.with_roots(&[words], |vm| {
        let items = vm.seq_items(words);
        vm.charge_fuel(1 + items.len() as u64 / 8)?;
        let mut caps = Vec::with_capacity(items.len());
        for w in items {
            let c = crate::methods_str::capitalize(vm, &[w], &[])?;
            vm.push_root(c);
            caps.push(c);
        }
        let list = vm.new_list(caps)?;
        let joiner = if sep == Value::None || !vm.truthy(sep)? {
            vm.new_str(" ".to_string())?
        } else {
            sep
        };
        vm.with_roots(&[list, joiner], |vm| {
            crate::methods_str::join(vm, &[joiner, list], &[])
        })
    })
}

/// `Template(template)`.
fn template_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let template = match (a, kws) {
        ([t], []) => *t,
        ([], [("template", t)]) => *t,
        ([], []) => {
            return Err(vm.type_error(
                "Template.__init__() missing 1 required positional argument: 'template'",
            ))
        }
        ([_], [(k, _), ..]) | ([], [(k, _), ..]) if *k != "template" => {
            return Err(vm.type_error(format!(
                "Template.__init__() got an unexpected keyword argument '{k}'"
            )))
        }
        ([_], _) => {
            return Err(
                vm.type_error("Template.__init__() got multiple values for argument 'template'")
            )
        }
        _ => {
            return Err(vm.type_error(format!(
                "Template.__init__() takes 2 positional arguments but {} were given",
                a.len() + 1
            )))
        }
    };
    vm.new_lib(LibObj::Template { template })
}

/// The template of `Template` object `t`.
fn template_of(vm: &Vm<'_>, t: Value) -> Option<Value> {
    match vm.lib_obj(t) {
        Some(LibObj::Template { template }) => Some(*template),
        _ => None,
    }
}

fn get_template(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let t = a.first().copied().unwrap_or(Value::None);
    match template_of(vm, t) {
        Some(v) => Ok(v),
        None => Err(vm.err(
            TypeTag::AttributeError,
            "type object 'Template' has no attribute 'template'",
        )),
    }
}

fn get_delimiter(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    vm.new_str("$".to_string())
}

fn get_idpattern(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    vm.new_str("(?a:[_a-z][_a-z0-9]*)".to_string())
}

fn get_braceidpattern(_vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Ok(Value::None)
}

/// One match of the default pattern.
enum Piece {
    /// `$$`.
    Escaped,
    /// `$name` or `${name}`: the name's byte range.
    Named(usize, usize),
    /// A `$` followed by nothing valid: the byte offset just after it.
    Invalid(usize),
}

/// A match: its start and end bytes, and what it is.
type Match = (usize, usize, Piece);

/// Every match of the default pattern in `s`: (start, end, what), end exclusive, in bytes.
fn scan(s: &str) -> Vec<Match> {
    let b = s.as_bytes();
    let ident_start = |c: u8| c == b'_' || c.is_ascii_alphabetic();
    let ident = |c: u8| c == b'_' || c.is_ascii_alphanumeric();
    let ident_end = |from: usize| {
        let mut j = from;
        while b.get(j).is_some_and(|c| ident(*c)) {
            j += 1;
        }
        j
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b.get(i) != Some(&b'$') {
            i += 1;
            continue;
        }
        let p = i + 1;
        match b.get(p) {
            Some(b'$') => {
                out.push((i, p + 1, Piece::Escaped));
                i = p + 1;
            }
            Some(c) if ident_start(*c) => {
                let e = ident_end(p);
                out.push((i, e, Piece::Named(p, e)));
                i = e;
            }
            Some(b'{') if b.get(p + 1).is_some_and(|c| ident_start(*c)) => {
                let e = ident_end(p + 1);
                if b.get(e) == Some(&b'}') {
                    out.push((i, e + 1, Piece::Named(p + 1, e)));
                    i = e + 1;
                } else {
                    out.push((i, p, Piece::Invalid(p)));
                    i = p;
                }
            }
            _ => {
                out.push((i, p, Piece::Invalid(p)));
                i = p;
            }
        }
    }
    out
}

/// CPython's `_invalid`: the line and column of the invalid placeholder whose group starts at
/// byte `at` (lines as `str.splitlines` breaks them).
fn invalid_error(vm: &Vm<'_>, s: &str, at: usize) -> pyrite_runtime::VmErr {
    let prefix = s.get(..at).unwrap_or(s);
    let (mut line, mut col) = (1usize, 0usize);
    let mut chars = prefix.chars().peekable();
    let mut pending = false;
    while let Some(c) = chars.next() {
        if pending {
            line += 1;
            col = 0;
            pending = false;
        }
        col += 1;
        let brk = match c {
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                    col += 1;
                }
                true
            }
            '\n' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}'
            | '\u{2029}' => true,
            _ => false,
        };
        if brk {
            pending = true;
        }
    }
    vm.err(
        TypeTag::ValueError,
        format!("Invalid placeholder in string: line {line}, col {col}"),
    )
}

/// The receiver's template as text (CPython's `re.sub` TypeError otherwise) and its
/// matches, with the fuel for the scan charged and the copy and the matches held as scratch
/// (the bytes returned, for the caller to release).
fn template_text(vm: &mut Vm<'_>, name: &str, a: &[Value]) -> VmResult<(String, Vec<Match>, u64)> {
    let recv = a.first().copied().unwrap_or(Value::None);
    let Some(t) = template_of(vm, recv) else {
        return Err(vm.type_error(format!(
            "descriptor '{name}' for 'Template' objects doesn't apply to a '{}' object",
            vm.type_name(recv)
        )));
    };
    let Some((len, dollars)) = vm
        .as_str(t)
        .map(|s| (s.len(), s.bytes().filter(|b| *b == b'$').count()))
    else {
        return Err(vm.type_error(format!(
            "expected string or bytes-like object, got '{}'",
            vm.type_name(t)
        )));
    };
    vm.charge_fuel(1 + len as u64 / 16 + dollars as u64)?;
    let held = len as u64 + 32 * dollars as u64 + 64;
    vm.charge_scratch(held)?;
    let s = vm.as_str(t).unwrap_or("").to_string();
    let pieces = scan(&s);
    Ok((s, pieces, held))
}

/// `substitute`/`safe_substitute`'s arguments: the optional positional mapping.
fn mapping_arg(vm: &Vm<'_>, name: &str, a: &[Value]) -> VmResult<Option<Value>> {
    match a {
        [_] => Ok(None),
        [_, m] => Ok(Some(*m)),
        _ => Err(vm.type_error(format!(
            "Template.{name}() takes from 1 to 2 positional arguments but {} were given",
            a.len()
        ))),
    }
}

/// `mapping[name]` as `substitute` looks it up: the keywords first when both are given
/// (CPython's `ChainMap(kws, mapping)`), then the mapping.
fn lookup(vm: &mut Vm<'_>, mapping: Option<Value>, kws: Kw<'_>, name: &str) -> VmResult<Value> {
    if let Some((_, v)) = kws.iter().find(|(k, _)| *k == name) {
        return Ok(*v);
    }
    let key = vm.new_str(name.to_string())?;
    match mapping {
        None => Err(vm.key_error(key)),
        Some(m) if kws.is_empty() => vm.with_roots(&[key], |vm| vm.get_item(m, key)), // CALLBACK
        Some(m) => vm.with_roots(&[key], |vm| match vm.get_item(m, key) {
            // CALLBACK
            Err(e) if vm.error_is(&e, TypeTag::KeyError) => Err(vm.key_error(key)),
            r => r,
        }),
    }
}

/// The shared body of `substitute` (`safe` false) and `safe_substitute`.
fn substitute_impl(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, safe: bool) -> VmResult<Value> {
    let name = if safe {
        "safe_substitute"
    } else {
        "substitute"
    };
    let mapping = mapping_arg(vm, name, a)?;
    let (s, pieces, mut held) = template_text(vm, name, a)?;
    let r = (|| {
        let mut out = String::new();
        let mut push = |vm: &mut Vm<'_>, out: &mut String, text: &str| -> VmResult<()> {
            vm.charge_scratch(text.len() as u64)?;
            held += text.len() as u64;
            vm.charge_fuel(text.len() as u64 / 32)?;
            out.push_str(text);
            Ok(())
        };
        let mut last = 0;
        for (start, end, piece) in &pieces {
            push(vm, &mut out, s.get(last..*start).unwrap_or(""))?;
            last = *end;
            match piece {
                Piece::Escaped => push(vm, &mut out, "$")?,
                Piece::Invalid(at) => {
                    if !safe {
                        return Err(invalid_error(vm, &s, *at));
                    }
                    push(vm, &mut out, "$")?;
                }
                Piece::Named(ns, ne) => {
                    let id = s.get(*ns..*ne).unwrap_or("");
                    let got = lookup(vm, mapping, kws, id).and_then(|v| vm.str_of(v)); // CALLBACK
                    match got {
                        Ok(text) => push(vm, &mut out, &text)?,
                        Err(e) if safe && vm.error_is(&e, TypeTag::KeyError) => {
                            push(vm, &mut out, s.get(*start..*end).unwrap_or(""))?
                        }
                        Err(e) => return Err(e),
                    }
                }
            }
        }
        push(vm, &mut out, s.get(last..).unwrap_or(""))?;
        Ok(out)
    })();
    vm.release_scratch(held);
    let out = r?;
    vm.new_str(out)
}

/// `Template.substitute(mapping={}, /, **kws)`.
fn substitute(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    substitute_impl(vm, a, kws, false)
}

/// `Template.safe_substitute(mapping={}, /, **kws)`.
fn safe_substitute(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    substitute_impl(vm, a, kws, true)
}

/// `Template.get_identifiers()`.
fn get_identifiers(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_args(vm, "get_identifiers", a, kws)?;
    let (s, pieces, held) = template_text(vm, "get_identifiers", a)?;
    let r = identifiers(vm, &s, &pieces);
    vm.release_scratch(held);
    r
}

/// The names of `pieces`' placeholders, first appearances in order, as a list.
fn identifiers(vm: &mut Vm<'_>, s: &str, pieces: &[Match]) -> VmResult<Value> {
    let mut names: Vec<&str> = Vec::new();
    for (_, _, p) in pieces {
        if let Piece::Named(ns, ne) = p {
            let id = s.get(*ns..*ne).unwrap_or("");
            // CPython's `named not in ids` is a linear scan too.
            vm.charge_fuel(names.len() as u64 / 8)?;
            if !names.contains(&id) {
                names.push(id);
            }
        }
    }
    let mark = vm.roots_len();
    let mut items = Vec::with_capacity(names.len());
    for n in names {
        let v = match vm.new_str(n.to_string()) {
            Ok(v) => v,
            Err(e) => {
                vm.truncate_roots(mark);
                return Err(e);
            }
        };
        vm.push_root(v);
        items.push(v);
    }
    let r = vm.new_list(items);
    vm.truncate_roots(mark);
    r
}

/// `Template.is_valid()`.
fn is_valid(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_args(vm, "is_valid", a, kws)?;
    let (_s, pieces, held) = template_text(vm, "is_valid", a)?;
    let ok = !pieces
        .iter()
        .any(|(_, _, p)| matches!(p, Piece::Invalid(_)));
    vm.release_scratch(held);
    Ok(Value::Bool(ok))
}

fn no_args(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<()> {
    if let Some((k, _)) = kws.first() {
        return Err(vm.type_error(format!(
            "Template.{name}() got an unexpected keyword argument '{k}'"
        )));
    }
    if a.len() > 1 {
        return Err(vm.type_error(format!(
            "Template.{name}() takes 1 positional argument but {} were given",
            a.len()
        )));
    }
    Ok(())
}
