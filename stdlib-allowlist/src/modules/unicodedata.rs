//! `unicodedata` as CPython 3.11's (Unicode 14.0.0): `name`, `lookup` (aliases and named
//! sequences included), the character properties, `decimal`/`digit`/`numeric`,
//! `decomposition`, `normalize` and `is_normalized`, with `Modules/unicodedata.c`'s messages.
//! Names come from the lexer's Unicode 14 name table (`pyrite_lang::lexer::names`), the rest
//! from `unicodedata_tables` (`scripts/gen-unicodedata`). `UCD` and `ucd_3_2_0` (the
//! Unicode 3.2 database) are not provided: refused as not supported.

use pyrite_lang::lexer::names;
use pyrite_runtime::{Member, Value, Vm, VmResult};

use super::unicodedata_norm::{self as db, Form, NumKind};
use super::unicodedata_tables as t;
use super::{Def, M};
use crate::args::{self, Kw};

/// The longest name `lookup` accepts (`NAME_MAXLEN`).
const NAME_MAXLEN: usize = 256;

/// The members of `unicodedata`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    const LOOKUP: &str = "1 (a binary search of a table)";
    vec![
        f(
            "name",
            name,
            LOOKUP,
            "the character's name (default=, else ValueError)",
        ),
        f(
            "lookup",
            lookup,
            "1 + n/16",
            "the character (or named sequence) of a name or alias, any case",
        ),
        f(
            "category",
            category,
            LOOKUP,
            "general category ('Lu', 'Cn')",
        ),
        f(
            "bidirectional",
            bidirectional,
            LOOKUP,
            "bidirectional class ('L', '' if none)",
        ),
        f("combining", combining, LOOKUP, "canonical combining class"),
        f(
            "east_asian_width",
            east_asian_width,
            LOOKUP,
            "East Asian width ('W', 'Na', ...)",
        ),
        f(
            "mirrored",
            mirrored,
            LOOKUP,
            "1 if mirrored in bidi text, else 0",
        ),
        f(
            "decomposition",
            decomposition,
            LOOKUP,
            "decomposition mapping as '<tag> XXXX ...' or ''",
        ),
        f(
            "decimal",
            decimal,
            LOOKUP,
            "decimal digit value (default=, else ValueError)",
        ),
        f(
            "digit",
            digit,
            LOOKUP,
            "digit value (default=, else ValueError)",
        ),
        f(
            "numeric",
            numeric,
            LOOKUP,
            "numeric value as a float (default=, else ValueError)",
        ),
        f(
            "normalize",
            normalize,
            "1 + chars + chars of the decomposition",
            "NFC, NFD, NFKC or NFKD form of a str",
        ),
        f(
            "is_normalized",
            is_normalized,
            "1 + chars + chars of the decomposition",
            "whether a str is already in the form",
        ),
        c(
            "unidata_version",
            Member::Str("14.0.0"),
            "the Unicode version, '14.0.0'",
        ),
    ]
}

/// A one-character str argument: `name() argument 1 must be a unicode character, not str`
/// (`pos` None: the METH_O spelling, `category() argument must be ...`).
fn char_arg(vm: &Vm<'_>, v: Value, fname: &str, pos: Option<usize>) -> VmResult<u32> {
    if let Some(s) = vm.as_pystr(v) {
        if s.nchars() == 1 {
            if let Some(c) = s.as_str().chars().next() {
                return Ok(u32::from(c));
            }
        }
    }
    let which = match pos {
        Some(p) => format!("argument {p}"),
        None => "argument".to_string(),
    };
    Err(vm.type_error(format!(
        "{fname}() {which} must be a unicode character, not {}",
        clinic_type_name(vm, v)
    )))
}

/// The type as Argument Clinic's `_PyArg_BadArgument` names it (`None` for None).
fn clinic_type_name<'a>(vm: &'a Vm<'_>, v: Value) -> &'a str {
    if v == Value::None {
        "None"
    } else {
        vm.type_name(v)
    }
}

/// The character of a METH_O function (`unicodedata.category(c)`).
fn one_char(vm: &Vm<'_>, fname: &str, a: &[Value], kws: Kw<'_>) -> VmResult<u32> {
    let v = args::one(vm, &format!("unicodedata.{fname}"), a, kws)?;
    char_arg(vm, v, fname, None)
}

/// The character and default of `name`, `decimal`, `digit` and `numeric`.
fn char_and_default(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(u32, Option<Value>)> {
    args::no_kw(vm, &format!("unicodedata.{fname}"), kws)?;
    args::count(vm, fname, a, 1, 2)?;
    let c = char_arg(
        vm,
        a.first().copied().unwrap_or(Value::None),
        fname,
        Some(1),
    )?;
    Ok((c, a.get(1).copied()))
}

fn static_str(vm: &mut Vm<'_>, s: &str) -> VmResult<Value> {
    vm.new_str(s.to_string())
}

fn name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (c, default) = char_and_default(vm, "name", a, kws)?;
    match char::from_u32(c).and_then(names::name) {
        Some(n) => vm.new_str(n),
        None => default.ok_or_else(|| vm.value_error("no such name")),
    }
}

fn category(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = one_char(vm, "category", a, kws)?;
    static_str(vm, db::category(c))
}

fn bidirectional(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = one_char(vm, "bidirectional", a, kws)?;
    static_str(vm, db::bidirectional(c))
}

fn combining(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = one_char(vm, "combining", a, kws)?;
    Ok(Value::Int(i64::from(db::combining(c))))
}

fn east_asian_width(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = one_char(vm, "east_asian_width", a, kws)?;
    static_str(vm, db::east_asian_width(c))
}

fn mirrored(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = one_char(vm, "mirrored", a, kws)?;
    Ok(Value::Int(i64::from(db::mirrored(c))))
}

fn decomposition(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let c = one_char(vm, "decomposition", a, kws)?;
    vm.new_str(db::decomposition(c))
}

/// `decimal`, `digit` and `numeric`: the value if the character is at least `kind`.
fn numeric_value(
    vm: &mut Vm<'_>,
    a: &[Value],
    kws: Kw<'_>,
    fname: &str,
    kind: NumKind,
    msg: &str,
) -> VmResult<Value> {
    let (c, default) = char_and_default(vm, fname, a, kws)?;
    match db::numeric(c) {
        Some((k, v)) if k >= kind => Ok(if kind == NumKind::Numeric {
            Value::Float(v)
        } else {
            Value::Int(v as i64)
        }),
        _ => default.ok_or_else(|| vm.value_error(msg)),
    }
}

fn decimal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    numeric_value(vm, a, kws, "decimal", NumKind::Decimal, "not a decimal")
}

fn digit(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    numeric_value(vm, a, kws, "digit", NumKind::Digit, "not a digit")
}

fn numeric(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    numeric_value(
        vm,
        a,
        kws,
        "numeric",
        NumKind::Numeric,
        "not a numeric character",
    )
}

/// What a name denotes: a character or a named sequence.
enum Found {
    Char(u32),
    Seq(&'static str),
}

/// `_getcode` with aliases and named sequences: the Hangul syllable and unified ideograph
/// prefixes are matched case-sensitively and spelled algorithmically; any other name, alias
/// or sequence name in any case.
fn find(name: &[u8]) -> Option<Found> {
    if let Some(rest) = name.strip_prefix(b"HANGUL SYLLABLE ") {
        return hangul_syllable(rest).map(Found::Char);
    }
    if let Some(rest) = name.strip_prefix(b"CJK UNIFIED IDEOGRAPH-") {
        if rest.len() != 4 && rest.len() != 5 {
            return None;
        }
        let mut v = 0u32;
        for &d in rest {
            let digit = match d {
                b'0'..=b'9' => d - b'0',
                b'A'..=b'F' => d - b'A' + 10,
                _ => return None,
            };
            v = v * 16 + u32::from(digit);
        }
        let unified = t::UNIFIED_IDEOGRAPHS
            .iter()
            .any(|&(lo, hi)| (lo..=hi).contains(&v));
        return unified.then_some(Found::Char(v));
    }
    let upper = std::str::from_utf8(name).ok()?.to_ascii_uppercase();
    if let Some(c) = names::char_named(&upper) {
        let code = u32::from(c);
        let algorithmic = (0xAC00..0xAC00 + 11172).contains(&code)
            || t::UNIFIED_IDEOGRAPHS
                .iter()
                .any(|&(lo, hi)| (lo..=hi).contains(&code));
        // Those names are found only by their prefixes, in upper case.
        return (!algorithmic).then_some(Found::Char(code));
    }
    if let Some(c) = names::char_aliased(&upper) {
        return Some(Found::Char(u32::from(c)));
    }
    let i = t::NAMED_SEQUENCES
        .binary_search_by(|(n, _)| (*n).cmp(upper.as_str()))
        .ok()?;
    t::NAMED_SEQUENCES.get(i).map(|&(_, s)| Found::Seq(s))
}

/// The jamo short names of Unicode's Hangul syllable naming, by column.
const CHOSEONG: [&str; 19] = [
    "G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P",
    "H",
];
const JUNGSEONG: [&str; 21] = [
    "A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE",
    "WI", "YU", "EU", "YI", "I",
];
const JONGSEONG: [&str; 28] = [
    "", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M",
    "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H",
];

/// `find_syllable`: the longest jamo of `column` that `s` starts with.
fn jamo(s: &[u8], column: &[&str]) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (i, j) in column.iter().enumerate() {
        if s.starts_with(j.as_bytes()) && best.is_none_or(|(_, len)| j.len() > len) {
            best = Some((i, j.len()));
        }
    }
    best
}

/// The syllable spelled by `rest` (after `HANGUL SYLLABLE `), case-sensitively.
fn hangul_syllable(rest: &[u8]) -> Option<u32> {
    let (l, n1) = jamo(rest, &CHOSEONG)?;
    let rest = rest.get(n1..)?;
    let (v, n2) = jamo(rest, &JUNGSEONG)?;
    let rest = rest.get(n2..)?;
    let (t, n3) = jamo(rest, &JONGSEONG)?;
    if n3 != rest.len() {
        return None;
    }
    Some(0xAC00 + ((l as u32) * 21 + v as u32) * 28 + t as u32)
}

fn lookup(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "unicodedata.lookup", a, kws)?;
    let name: Vec<u8> = if let Some(s) = vm.as_str(v) {
        s.as_bytes().to_vec()
    } else if vm.is_bytearray(v) {
        return Err(
            vm.type_error("lookup() argument must be read-only bytes-like object, not bytearray")
        );
    } else {
        vm.bytes_arg(v)?
    };
    vm.charge_fuel(name.len() as u64 / 16)?;
    if name.len() > NAME_MAXLEN {
        let msg = vm.new_str("name too long".to_string())?;
        return Err(vm.key_error(msg));
    }
    match find(&name) {
        Some(Found::Char(c)) => {
            let ch = char::from_u32(c).unwrap_or('\u{FFFD}');
            vm.new_str(ch.to_string())
        }
        Some(Found::Seq(s)) => vm.new_str(s.to_string()),
        None => {
            // PyErr_Format's %s: the bytes up to a NUL, decoded with "replace".
            let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
            let text = String::from_utf8_lossy(name.get(..end).unwrap_or(&[]));
            let msg = vm.new_str(format!("undefined character name '{text}'"))?;
            Err(vm.key_error(msg))
        }
    }
}

/// The form and the string of `normalize`/`is_normalized`, checked as Argument Clinic does,
/// and the form, `None` for the empty string (returned before the form is looked at).
fn form_and_str(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Option<Form>, Value)> {
    args::no_kw(vm, &format!("unicodedata.{fname}"), kws)?;
    let [form, s] = a else {
        return Err(vm.type_error(format!("{fname} expected 2 arguments, got {}", a.len())));
    };
    for (i, v) in [(1, *form), (2, *s)] {
        if vm.as_str(v).is_none() {
            return Err(vm.type_error(format!(
                "{fname}() argument {i} must be str, not {}",
                clinic_type_name(vm, v)
            )));
        }
    }
    if vm.as_str(*s).is_some_and(str::is_empty) {
        return Ok((None, *s));
    }
    match vm.as_str(*form).and_then(Form::parse) {
        Some(f) => Ok((Some(f), *s)),
        None => Err(vm.value_error("invalid normalization form")),
    }
}

/// `s` in `form` (`None` when it already is), the work and buffers charged first.
fn normalized(vm: &mut Vm<'_>, form: Form, s: Value) -> VmResult<Option<String>> {
    let n = vm.as_pystr(s).map_or(0, |p| p.nchars());
    vm.charge_fuel(1 + n as u64)?;
    let m = db::decomposed_len(vm.as_str(s).unwrap_or(""), form);
    vm.charge_fuel(m as u64)?;
    // The decomposed and the composed code points (u32s) and the text they make.
    let scratch = 12 * m as u64;
    vm.with_scratch(scratch, |vm| {
        let text = vm.as_str(s).unwrap_or("");
        let out = db::normalize(text, form, m);
        Ok((out != text).then_some(out))
    })
}

fn normalize(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (form, s) = form_and_str(vm, "normalize", a, kws)?;
    let Some(form) = form else {
        return Ok(s);
    };
    match normalized(vm, form, s)? {
        // new_str charges the result before it keeps it.
        Some(out) => vm.new_str(out),
        None => Ok(s),
    }
}

fn is_normalized(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (form, s) = form_and_str(vm, "is_normalized", a, kws)?;
    let Some(form) = form else {
        return Ok(Value::Bool(true));
    };
    Ok(Value::Bool(normalized(vm, form, s)?.is_none()))
}
