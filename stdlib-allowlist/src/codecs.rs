//! The text codecs: `str.encode`, `bytes.decode`, `str(b, encoding)` and `bytes(s, encoding)`
//! for utf-8, ascii and latin-1 (under every alias CPython's codec registry accepts), with the
//! error handlers strict, ignore, replace, backslashreplace, xmlcharrefreplace and
//! surrogateescape, and CPython 3.11's messages. Any other codec CPython has is refused by
//! name; an unknown one is CPython's LookupError.

use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use crate::args::{self, Kw};
use crate::codec_names::{ALIASES, OTHER_CODECS, TEXT_CODECS};

/// A codec Pyrite implements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Codec {
    /// UTF-8.
    Utf8,
    /// ASCII (code points below 128).
    Ascii,
    /// ISO-8859-1 (code points below 256).
    Latin1,
}

impl Codec {
    /// The name CPython's messages give it.
    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
        }
    }

    /// The first code point it cannot encode.
    fn limit(self) -> u32 {
        match self {
            Codec::Utf8 => 0x11_0000,
            Codec::Ascii => 0x80,
            Codec::Latin1 => 0x100,
        }
    }
}

/// CPython's `_Py_normalize_encoding`: ASCII letters lowercased, runs of anything but ASCII
/// letters, digits and `.` become one `_` between words.
fn normalize(name: &str) -> String {
    let mut out = String::new();
    let mut punct = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            if punct && !out.is_empty() {
                out.push('_');
            }
            punct = false;
            out.push(c.to_ascii_lowercase());
        } else {
            punct = true;
        }
    }
    out
}

/// The codec called `name`, looked up as CPython's registry does (`encodings.search_function`
/// and its aliases); `encode` says which of CPython's messages a non-text codec gets.
pub fn lookup(vm: &Vm<'_>, name: &str, encode: bool) -> VmResult<Codec> {
    let norm = normalize(name);
    let alias = |n: &str| ALIASES.iter().find(|(k, _)| *k == n).map(|(_, v)| *v);
    let module = alias(&norm)
        .or_else(|| alias(&norm.replace('.', "_")))
        .map_or(norm.clone(), str::to_string);
    match module.as_str() {
        "utf_8" => Ok(Codec::Utf8),
        "ascii" => Ok(Codec::Ascii),
        "latin_1" => Ok(Codec::Latin1),
        m if TEXT_CODECS.contains(&m) => Err(vm.not_supported(format!(
            "the '{name}' codec is not supported (only utf-8, ascii and latin-1)"
        ))),
        m if OTHER_CODECS.contains(&m) => Err(vm.err(
            TypeTag::LookupError,
            format!(
                "'{name}' is not a text encoding; use codecs.{}() to handle arbitrary codecs",
                if encode { "encode" } else { "decode" }
            ),
        )),
        _ => Err(vm.err(TypeTag::LookupError, format!("unknown encoding: {name}"))),
    }
}

/// An error handler by name; `None` for one CPython lacks (its LookupError comes only when
/// an error needs the handler, as in CPython).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Handler {
    Strict,
    Ignore,
    Replace,
    BackslashReplace,
    XmlCharRefReplace,
    NameReplace,
    SurrogateEscape,
    SurrogatePass,
}

fn handler(vm: &Vm<'_>, errors: &str) -> VmResult<Handler> {
    Ok(match errors {
        "strict" => Handler::Strict,
        "ignore" => Handler::Ignore,
        "replace" => Handler::Replace,
        "backslashreplace" => Handler::BackslashReplace,
        "xmlcharrefreplace" => Handler::XmlCharRefReplace,
        "namereplace" => Handler::NameReplace,
        "surrogateescape" => Handler::SurrogateEscape,
        "surrogatepass" => Handler::SurrogatePass,
        _ => {
            return Err(vm.err(
                TypeTag::LookupError,
                format!("unknown error handler name '{errors}'"),
            ))
        }
    })
}

/// CPython's UnicodeDecodeError for `data[start..end]`: its object is a bytes copy of the
/// data (also for a bytearray, as CPython's).
fn decode_error(
    vm: &mut Vm<'_>,
    codec: Codec,
    data: &[u8],
    start: usize,
    end: usize,
    why: &str,
) -> pyrite_runtime::VmErr {
    match vm.new_bytes(data.to_vec()) {
        Ok(obj) => vm.unicode_error(
            TypeTag::UnicodeDecodeError,
            codec.name(),
            obj,
            start,
            end,
            why,
        ),
        Err(e) => e,
    }
}

/// The next undecodable range of `data` at or after `from`: `(start, end, reason)`.
fn next_error(codec: Codec, data: &[u8], from: usize) -> Option<(usize, usize, &'static str)> {
    let rest = data.get(from..)?;
    match codec {
        Codec::Latin1 => None,
        Codec::Ascii => rest
            .iter()
            .position(|b| *b >= 0x80)
            .map(|p| (from + p, from + p + 1, "ordinal not in range(128)")),
        Codec::Utf8 => match std::str::from_utf8(rest) {
            Ok(_) => None,
            Err(e) => {
                let start = from + e.valid_up_to();
                let first = data.get(start).copied().unwrap_or(0);
                match e.error_len() {
                    None => Some((start, data.len(), "unexpected end of data")),
                    Some(n) => {
                        let why = if (0x80..0xc2).contains(&first) || first >= 0xf5 {
                            "invalid start byte"
                        } else {
                            "invalid continuation byte"
                        };
                        Some((start, start + n, why))
                    }
                }
            }
        },
    }
}

/// Appends `data` (free of errors for `codec`) decoded.
fn push_decoded(out: &mut String, codec: Codec, data: &[u8]) {
    match codec {
        Codec::Utf8 => out.push_str(std::str::from_utf8(data).unwrap_or("")),
        Codec::Ascii | Codec::Latin1 => out.extend(data.iter().map(|&b| char::from(b))),
    }
}

/// `data.decode(codec, errors)`. The caller charged the fuel of reading `data`.
pub fn decode(vm: &mut Vm<'_>, data: &[u8], codec: Codec, errors: &str) -> VmResult<String> {
    vm.precheck(data.len() as u64 * 2)?;
    vm.charge_fuel(data.len() as u64 / 16)?;
    let mut out = String::with_capacity(data.len());
    let mut pos = 0;
    while let Some((start, end, why)) = next_error(codec, data, pos) {
        push_decoded(&mut out, codec, data.get(pos..start).unwrap_or(&[]));
        match handler(vm, errors)? {
            Handler::Strict | Handler::SurrogatePass => {
                return Err(decode_error(vm, codec, data, start, end, why))
            }
            Handler::Ignore => {}
            Handler::Replace => out.push('\u{fffd}'),
            Handler::BackslashReplace => {
                for b in data.get(start..end).unwrap_or(&[]) {
                    out.push_str(&format!("\\x{b:02x}"));
                }
            }
            Handler::SurrogateEscape => {
                return Err(vm.not_supported("decoding with errors='surrogateescape' is not supported (Pyrite's str holds no lone surrogates)",
                ))
            }
            Handler::XmlCharRefReplace | Handler::NameReplace => {
                return Err(vm.type_error(
                    "don't know how to handle UnicodeDecodeError in error callback",
                ))
            }
        }
        pos = end;
    }
    push_decoded(&mut out, codec, data.get(pos..).unwrap_or(&[]));
    Ok(out)
}

/// `'\xe9'`, `'\u20ac'`, `'\U0001f600'`: a character as an encode error message shows it.
fn char_escape(c: char) -> String {
    let u = c as u32;
    if u < 0x100 {
        format!("\\x{u:02x}")
    } else if u < 0x10000 {
        format!("\\u{u:04x}")
    } else {
        format!("\\U{u:08x}")
    }
}

/// `s.encode(codec, errors)`; `object` is the str `s` is the text of (the exception's
/// object). The caller charged the fuel of reading `s`.
pub fn encode(
    vm: &mut Vm<'_>,
    object: Value,
    s: &str,
    codec: Codec,
    errors: &str,
) -> VmResult<Vec<u8>> {
    vm.charge_fuel(s.len() as u64 / 16)?;
    if codec == Codec::Utf8 || s.is_ascii() {
        vm.precheck(s.len() as u64)?;
        return Ok(s.as_bytes().to_vec());
    }
    let limit = codec.limit();
    let chars: Vec<char> = s.chars().collect();
    // At most 10 bytes per character (`&#1114111;`).
    vm.precheck(chars.len() as u64 * 10)?;
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        let mut end = i;
        while chars.get(end).is_some_and(|&c| c as u32 >= limit) {
            end += 1;
        }
        let run = chars.get(i..end).unwrap_or(&[]);
        match handler(vm, errors)? {
            Handler::Strict | Handler::SurrogateEscape | Handler::SurrogatePass => {
                let why = format!("ordinal not in range({limit})");
                return Err(vm.unicode_error(
                    TypeTag::UnicodeEncodeError,
                    codec.name(),
                    object,
                    i,
                    end,
                    &why,
                ));
            }
            Handler::Ignore => {}
            Handler::Replace => out.extend(std::iter::repeat_n(b'?', run.len())),
            Handler::BackslashReplace => {
                for c in run {
                    out.extend_from_slice(char_escape(*c).as_bytes());
                }
            }
            Handler::XmlCharRefReplace => {
                for c in run {
                    out.extend_from_slice(format!("&#{};", *c as u32).as_bytes());
                }
            }
            Handler::NameReplace => {
                return Err(vm.not_supported("errors='namereplace' is not supported"))
            }
        }
        i = end;
    }
    Ok(out)
}

/// The `encoding` and `errors` arguments of `encode`/`decode` (`fname`), positional or by
/// keyword, checked as Argument Clinic does.
pub fn codec_args(
    vm: &Vm<'_>,
    fname: &str,
    rest: &[Value],
    kws: Kw<'_>,
) -> VmResult<(String, String)> {
    args::clinic(vm, fname, rest.len() + kws.len(), 0, 2)?;
    args::allowed_kws(vm, fname, kws, &["encoding", "errors"])?;
    let pick = |i: usize, name: &str, default: &str| -> VmResult<String> {
        match rest.get(i).copied().or_else(|| args::kw(kws, name)) {
            None => Ok(default.to_string()),
            Some(v) => match vm.as_str(v) {
                Some(s) => Ok(s.to_string()),
                None => Err(vm.type_error(format!(
                    "{fname}() argument '{name}' must be str, not {}",
                    vm.type_name(v)
                ))),
            },
        }
    };
    Ok((pick(0, "encoding", "utf-8")?, pick(1, "errors", "strict")?))
}

/// `str.encode(encoding='utf-8', errors='strict')`.
pub fn str_encode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, rest) = a
        .split_first()
        .map_or((Value::None, &[][..]), |(r, x)| (*r, x));
    let (enc, errors) = codec_args(vm, "encode", rest, kws)?;
    let codec = lookup(vm, &enc, true)?;
    let s = vm.as_str(recv).unwrap_or("").to_string();
    let out = encode(vm, recv, &s, codec, &errors)?;
    vm.new_bytes(out)
}

/// `bytes.decode(encoding='utf-8', errors='strict')` (and bytearray's).
pub fn bytes_decode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (recv, rest) = a
        .split_first()
        .map_or((Value::None, &[][..]), |(r, x)| (*r, x));
    let (enc, errors) = codec_args(vm, "decode", rest, kws)?;
    let codec = lookup(vm, &enc, false)?;
    let data = vm.bytes_arg(recv)?;
    let s = decode(vm, &data, codec, &errors)?;
    vm.new_str(s)
}
