//! `base64` (`b64encode`/`b64decode` with altchars and validate, the standard and URL-safe
//! forms, `b32encode`/`b32decode`, `b32hexencode`/`b32hexdecode`, `b16encode`/`b16decode`)
//! and the part of `binascii` they stand on (`Error`, `hexlify`/`unhexlify`,
//! `b2a_base64`/`a2b_base64`), as CPython 3.11's `Lib/base64.py` and `Modules/binascii.c`,
//! messages included. `b85`/`a85` are not here (refused as not supported).

use pyrite_runtime::{Member, TypeTag, Value, Vm, VmErr, VmResult};

use super::{Def, M};
use crate::args::Kw;

const LINEAR: &str = "1 + len/16";

/// The members of `base64`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::f;
    vec![
        f(
            "b64encode",
            b64encode,
            LINEAR,
            "Base64 of bytes (altchars= replaces '+/')",
        ),
        f(
            "b64decode",
            b64decode,
            LINEAR,
            "bytes of Base64 bytes or ASCII str (altchars=, validate=)",
        ),
        f(
            "standard_b64encode",
            standard_b64encode,
            LINEAR,
            "b64encode(s)",
        ),
        f(
            "standard_b64decode",
            standard_b64decode,
            LINEAR,
            "b64decode(s)",
        ),
        f(
            "urlsafe_b64encode",
            urlsafe_b64encode,
            LINEAR,
            "Base64 with '-_' for '+/'",
        ),
        f(
            "urlsafe_b64decode",
            urlsafe_b64decode,
            LINEAR,
            "decodes the URL-safe alphabet",
        ),
        f("b32encode", b32encode, LINEAR, "Base32 of bytes"),
        f(
            "b32decode",
            b32decode,
            LINEAR,
            "bytes of Base32 (casefold=, map01=)",
        ),
        f(
            "b32hexencode",
            b32hexencode,
            LINEAR,
            "Base32 with the extended hex alphabet",
        ),
        f(
            "b32hexdecode",
            b32hexdecode,
            LINEAR,
            "bytes of base32hex (casefold=)",
        ),
        f("b16encode", b16encode, LINEAR, "uppercase hex of bytes"),
        f(
            "b16decode",
            b16decode,
            LINEAR,
            "bytes of uppercase hex (casefold=)",
        ),
    ]
}

/// The members of `binascii`.
pub fn binascii_members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        c(
            "Error",
            Member::Type(TypeTag::BinasciiError),
            "exception class (a ValueError) for bad encoded data",
        ),
        f(
            "hexlify",
            hexlify,
            LINEAR,
            "lowercase hex of bytes (sep=, bytes_per_sep=)",
        ),
        f("b2a_hex", hexlify, LINEAR, "hexlify"),
        f(
            "unhexlify",
            unhexlify,
            LINEAR,
            "bytes of hex digits (even length)",
        ),
        f("a2b_hex", unhexlify, LINEAR, "unhexlify"),
        f(
            "b2a_base64",
            b2a_base64,
            LINEAR,
            "Base64 of bytes, with a newline (newline=)",
        ),
        f(
            "a2b_base64",
            a2b_base64,
            LINEAR,
            "bytes of Base64 (strict_mode=)",
        ),
    ]
}

/// Binds the arguments of a function written in Python (`def f(s, altchars=None)`), with
/// CPython's messages; `required` of `names` have no default.
fn bind(
    vm: &Vm<'_>,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
    names: &[&str],
    required: usize,
) -> VmResult<Vec<Option<Value>>> {
    if a.len() > names.len() {
        let takes = if required == names.len() {
            format!("{required}")
        } else {
            format!("from {required} to {}", names.len())
        };
        let plural = if names.len() == 1 && required == 1 {
            ""
        } else {
            "s"
        };
        return Err(vm.type_error(format!(
            "{fname}() takes {takes} positional argument{plural} but {} were given",
            a.len()
        )));
    }
    let mut out: Vec<Option<Value>> = names.iter().map(|_| None).collect();
    for (slot, v) in out.iter_mut().zip(a) {
        *slot = Some(*v);
    }
    for (k, v) in kws {
        let Some(i) = names.iter().position(|n| n == k) else {
            return Err(vm.type_error(format!(
                "{fname}() got an unexpected keyword argument '{k}'"
            )));
        };
        if out.get(i).is_some_and(Option::is_some) {
            return Err(vm.type_error(format!("{fname}() got multiple values for argument '{k}'")));
        }
        if let Some(slot) = out.get_mut(i) {
            *slot = Some(*v);
        }
    }
    let missing: Vec<String> = names
        .iter()
        .zip(&out)
        .take(required)
        .filter(|(_, v)| v.is_none())
        .map(|(n, _)| format!("'{n}'"))
        .collect();
    if !missing.is_empty() {
        let list = match missing.as_slice() {
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
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

fn binascii_error(vm: &Vm<'_>, msg: impl Into<String>) -> VmErr {
    vm.err(TypeTag::BinasciiError, msg)
}

/// `_bytes_from_decode_data`: bytes-like, or a str of ASCII.
fn decode_data(vm: &mut Vm<'_>, v: Value) -> VmResult<Vec<u8>> {
    if let Some(s) = vm.as_str(v) {
        if !s.is_ascii() {
            return Err(vm.value_error("string argument should contain only ASCII characters"));
        }
        let b = s.as_bytes().to_vec();
        vm.charge_fuel(b.len() as u64 / 16)?;
        return Ok(b);
    }
    if vm.as_bytes(v).is_none() {
        return Err(vm.type_error(format!(
            "argument should be a bytes-like object or ASCII string, not '{}'",
            vm.type_name(v)
        )));
    }
    let b = vm.bytes_arg(v)?;
    vm.charge_fuel(b.len() as u64 / 16)?;
    Ok(b)
}

/// A bytes-like argument of an encoder (a str is "a bytes-like object is required").
fn encode_data(vm: &mut Vm<'_>, v: Value) -> VmResult<Vec<u8>> {
    let b = vm.bytes_arg(v)?;
    vm.charge_fuel(b.len() as u64 / 16)?;
    Ok(b)
}

/// The ASCII buffer `binascii`'s decoders take: bytes-like or ASCII str.
fn ascii_data(vm: &mut Vm<'_>, v: Value) -> VmResult<Vec<u8>> {
    if vm.as_str(v).is_none() && vm.as_bytes(v).is_none() {
        return Err(vm.type_error(format!(
            "argument should be bytes, buffer or ASCII string, not '{}'",
            vm.type_name(v)
        )));
    }
    decode_data(vm, v)
}

fn new_bytes(vm: &mut Vm<'_>, b: Vec<u8>) -> VmResult<Value> {
    vm.new_bytes(b)
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `binascii.b2a_base64`'s encoding, without the newline.
fn b64(vm: &mut Vm<'_>, data: &[u8]) -> VmResult<Vec<u8>> {
    let n = data.len().div_ceil(3) * 4;
    vm.precheck(n as u64 + 1)?;
    let mut out = Vec::with_capacity(n + 1);
    for chunk in data.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let idx = [
            b[0] >> 2,
            ((b[0] & 3) << 4) | (b[1] >> 4),
            ((b[1] & 15) << 2) | (b[2] >> 6),
            b[2] & 63,
        ];
        for (k, i) in idx.iter().enumerate() {
            if k <= chunk.len() {
                out.push(B64[usize::from(*i)]);
            } else {
                out.push(b'=');
            }
        }
    }
    Ok(out)
}

/// Replaces each byte of `from` in `data` with the byte of `to` at the same place.
fn translate(data: &mut [u8], from: &[u8], to: &[u8]) {
    for b in data.iter_mut() {
        if let Some(i) = from.iter().position(|f| f == b) {
            if let Some(t) = to.get(i) {
                *b = *t;
            }
        }
    }
}

/// The `altchars` argument: two bytes (CPython asserts it).
fn altchars(vm: &mut Vm<'_>, v: Value, decode: bool) -> VmResult<Vec<u8>> {
    let alt = if decode {
        decode_data(vm, v)?
    } else {
        match vm.as_bytes(v) {
            Some(b) => b.to_vec(),
            None => {
                return Err(
                    vm.type_error(format!("object of type '{}' has no len()", vm.type_name(v)))
                )
            }
        }
    };
    if alt.len() != 2 {
        let r = vm.repr(v)?;
        return Err(vm.err(TypeTag::AssertionError, r));
    }
    Ok(alt)
}

/// `base64.b64encode(s, altchars=None)`.
fn b64encode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b64encode", a, kws, &["s", "altchars"], 1)?;
    let data = encode_data(vm, args[0].unwrap_or(Value::None))?;
    let mut out = b64(vm, &data)?;
    if let Some(alt) = args[1].filter(|v| *v != Value::None) {
        let alt = altchars(vm, alt, false)?;
        translate(&mut out, b"+/", &alt);
    }
    new_bytes(vm, out)
}

/// `binascii.a2b_base64(data, strict_mode=False)`, CPython 3.11's loop.
fn a2b(vm: &mut Vm<'_>, data: &[u8], strict: bool) -> VmResult<Vec<u8>> {
    vm.precheck(data.len() as u64 / 4 * 3 + 3)?;
    vm.charge_fuel(data.len() as u64 / 16)?;
    if strict && data.first() == Some(&b'=') {
        return Err(binascii_error(vm, "Leading padding not allowed"));
    }
    let mut out = Vec::with_capacity(data.len() / 4 * 3 + 3);
    let (mut quad, mut left, mut pads) = (0u8, 0u8, 0u8);
    let mut padding_started = false;
    for (i, &c) in data.iter().enumerate() {
        if c == b'=' {
            padding_started = true;
            if strict && quad == 0 {
                return Err(binascii_error(vm, "Excess padding not allowed"));
            }
            if quad >= 2 {
                pads += 1;
                if quad + pads >= 4 {
                    if strict && i + 1 < data.len() {
                        return Err(binascii_error(vm, "Excess data after padding"));
                    }
                    return Ok(out);
                }
            }
            continue;
        }
        let Some(v) = B64.iter().position(|&x| x == c) else {
            if strict {
                return Err(binascii_error(vm, "Only base64 data is allowed"));
            }
            continue;
        };
        if strict && padding_started {
            return Err(binascii_error(vm, "Discontinuous padding not allowed"));
        }
        pads = 0;
        let v = v as u8;
        match quad {
            0 => {
                quad = 1;
                left = v;
            }
            1 => {
                quad = 2;
                out.push((left << 2) | (v >> 4));
                left = v & 0x0f;
            }
            2 => {
                quad = 3;
                out.push((left << 4) | (v >> 2));
                left = v & 0x03;
            }
            _ => {
                quad = 0;
                out.push((left << 6) | v);
                left = 0;
            }
        }
    }
    match quad {
        0 => Ok(out),
        1 => Err(binascii_error(
            vm,
            format!(
                "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more than a multiple of 4",
                out.len() / 3 * 4 + 1
            ),
        )),
        _ => Err(binascii_error(vm, "Incorrect padding")),
    }
}

/// Whether a flag argument is true (its truth value, as Python's `if validate:`).
fn flag(vm: &mut Vm<'_>, v: Option<Value>) -> VmResult<bool> {
    match v {
        None => Ok(false),
        Some(v) => vm.truthy(v),
    }
}

/// `base64.b64decode(s, altchars=None, validate=False)`.
fn b64decode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b64decode", a, kws, &["s", "altchars", "validate"], 1)?;
    let mut data = decode_data(vm, args[0].unwrap_or(Value::None))?;
    if let Some(alt) = args[1].filter(|v| *v != Value::None) {
        let alt = altchars(vm, alt, true)?;
        translate(&mut data, &alt, b"+/");
    }
    let strict = flag(vm, args[2])?;
    let out = a2b(vm, &data, strict)?;
    new_bytes(vm, out)
}

/// `base64.standard_b64encode(s)`.
fn standard_b64encode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "standard_b64encode", a, kws, &["s"], 1)?;
    let data = encode_data(vm, args[0].unwrap_or(Value::None))?;
    let out = b64(vm, &data)?;
    new_bytes(vm, out)
}

/// `base64.standard_b64decode(s)`.
fn standard_b64decode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "standard_b64decode", a, kws, &["s"], 1)?;
    let data = decode_data(vm, args[0].unwrap_or(Value::None))?;
    let out = a2b(vm, &data, false)?;
    new_bytes(vm, out)
}

/// `base64.urlsafe_b64encode(s)`.
fn urlsafe_b64encode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "urlsafe_b64encode", a, kws, &["s"], 1)?;
    let data = encode_data(vm, args[0].unwrap_or(Value::None))?;
    let mut out = b64(vm, &data)?;
    translate(&mut out, b"+/", b"-_");
    new_bytes(vm, out)
}

/// `base64.urlsafe_b64decode(s)`.
fn urlsafe_b64decode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "urlsafe_b64decode", a, kws, &["s"], 1)?;
    let mut data = decode_data(vm, args[0].unwrap_or(Value::None))?;
    translate(&mut data, b"-_", b"+/");
    let out = a2b(vm, &data, false)?;
    new_bytes(vm, out)
}

const B32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const B32HEX: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

/// `_b32encode`: 8 characters per 5 bytes, the last quantum padded with `=`.
fn b32_encode(vm: &mut Vm<'_>, alphabet: &[u8; 32], data: &[u8]) -> VmResult<Vec<u8>> {
    let n = data.len().div_ceil(5) * 8;
    vm.precheck(n as u64)?;
    let mut out = Vec::with_capacity(n);
    for chunk in data.chunks(5) {
        let mut q = [0u8; 8];
        let mut c = 0u64;
        for k in 0..5 {
            c = (c << 8) | u64::from(chunk.get(k).copied().unwrap_or(0));
        }
        for (k, slot) in q.iter_mut().enumerate() {
            *slot = alphabet[((c >> (35 - 5 * k)) & 31) as usize];
        }
        let keep = match chunk.len() {
            1 => 2,
            2 => 4,
            3 => 5,
            4 => 7,
            _ => 8,
        };
        for (k, ch) in q.iter().enumerate() {
            out.push(if k < keep { *ch } else { b'=' });
        }
    }
    Ok(out)
}

/// `_b32decode(alphabet, s, casefold, map01)`.
fn b32_decode(
    vm: &mut Vm<'_>,
    alphabet: &[u8; 32],
    s: Value,
    casefold: bool,
    map01: Option<Value>,
) -> VmResult<Vec<u8>> {
    let mut s = decode_data(vm, s)?;
    if !s.len().is_multiple_of(8) {
        return Err(binascii_error(vm, "Incorrect padding"));
    }
    if let Some(m) = map01 {
        let m = decode_data(vm, m)?;
        if m.len() != 1 {
            let r = vm.repr(map01.unwrap_or(Value::None))?;
            return Err(vm.err(TypeTag::AssertionError, r));
        }
        translate(&mut s, b"01", &[b'O', m[0]]);
    }
    if casefold {
        s.make_ascii_uppercase();
    }
    let l = s.len();
    let stripped = s.iter().rposition(|&c| c != b'=').map_or(0, |p| p + 1);
    let padchars = l - stripped;
    vm.precheck(stripped as u64 / 8 * 5 + 5)?;
    let mut out = Vec::with_capacity(stripped / 8 * 5 + 5);
    let mut acc = 0u64;
    for quanta in s.get(..stripped).unwrap_or(&[]).chunks(8) {
        acc = 0;
        for c in quanta {
            let Some(v) = alphabet.iter().position(|x| x == c) else {
                return Err(binascii_error(vm, "Non-base32 digit found"));
            };
            acc = (acc << 5) + v as u64;
        }
        let bytes = acc.to_be_bytes();
        out.extend_from_slice(bytes.get(3..).unwrap_or(&[]));
    }
    if !l.is_multiple_of(8) || ![0, 1, 3, 4, 6].contains(&padchars) {
        return Err(binascii_error(vm, "Incorrect padding"));
    }
    if padchars > 0 && !out.is_empty() {
        acc <<= 5 * padchars;
        let last = acc.to_be_bytes();
        let leftover = (43 - 5 * padchars) / 8;
        let cut = out.len().saturating_sub(5);
        out.truncate(cut);
        out.extend_from_slice(last.get(3..3 + leftover).unwrap_or(&[]));
    }
    Ok(out)
}

/// `base64.b32encode(s)`.
fn b32encode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b32encode", a, kws, &["s"], 1)?;
    let data = encode_data(vm, args[0].unwrap_or(Value::None))?;
    let out = b32_encode(vm, B32, &data)?;
    new_bytes(vm, out)
}

/// `base64.b32hexencode(s)`.
fn b32hexencode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b32hexencode", a, kws, &["s"], 1)?;
    let data = encode_data(vm, args[0].unwrap_or(Value::None))?;
    let out = b32_encode(vm, B32HEX, &data)?;
    new_bytes(vm, out)
}

/// `base64.b32decode(s, casefold=False, map01=None)`.
fn b32decode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b32decode", a, kws, &["s", "casefold", "map01"], 1)?;
    let casefold = flag(vm, args[1])?;
    let map01 = args[2].filter(|v| *v != Value::None);
    let out = b32_decode(vm, B32, args[0].unwrap_or(Value::None), casefold, map01)?;
    new_bytes(vm, out)
}

/// `base64.b32hexdecode(s, casefold=False)`.
fn b32hexdecode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b32hexdecode", a, kws, &["s", "casefold"], 1)?;
    let casefold = flag(vm, args[1])?;
    let out = b32_decode(vm, B32HEX, args[0].unwrap_or(Value::None), casefold, None)?;
    new_bytes(vm, out)
}

/// Hex digits of `data` (`upper` for base16).
fn to_hex(vm: &mut Vm<'_>, data: &[u8], upper: bool) -> VmResult<Vec<u8>> {
    vm.precheck(data.len() as u64 * 2)?;
    let digits: &[u8; 16] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    let mut out = Vec::with_capacity(data.len() * 2);
    for b in data {
        out.push(digits[usize::from(b >> 4)]);
        out.push(digits[usize::from(b & 15)]);
    }
    Ok(out)
}

/// `binascii.unhexlify`'s decoding: "Odd-length string", "Non-hexadecimal digit found".
fn from_hex(vm: &mut Vm<'_>, data: &[u8]) -> VmResult<Vec<u8>> {
    if !data.len().is_multiple_of(2) {
        return Err(binascii_error(vm, "Odd-length string"));
    }
    vm.precheck(data.len() as u64 / 2)?;
    let mut out = Vec::with_capacity(data.len() / 2);
    for pair in data.chunks(2) {
        let d = |c: Option<&u8>| c.and_then(|c| char::from(*c).to_digit(16));
        match (d(pair.first()), d(pair.get(1))) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => return Err(binascii_error(vm, "Non-hexadecimal digit found")),
        }
    }
    Ok(out)
}

/// `base64.b16encode(s)`.
fn b16encode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b16encode", a, kws, &["s"], 1)?;
    let data = encode_data(vm, args[0].unwrap_or(Value::None))?;
    let out = to_hex(vm, &data, true)?;
    new_bytes(vm, out)
}

/// `base64.b16decode(s, casefold=False)`.
fn b16decode(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let args = bind(vm, "b16decode", a, kws, &["s", "casefold"], 1)?;
    let mut data = decode_data(vm, args[0].unwrap_or(Value::None))?;
    if flag(vm, args[1])? {
        data.make_ascii_uppercase();
    }
    if data.iter().any(|c| !matches!(c, b'0'..=b'9' | b'A'..=b'F')) {
        return Err(binascii_error(vm, "Non-base16 digit found"));
    }
    let out = from_hex(vm, &data)?;
    new_bytes(vm, out)
}

/// `binascii.hexlify(data, sep=..., bytes_per_sep=1)`: `bytes.hex` as bytes.
fn hexlify(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((&data, rest)) = a.split_first() else {
        return Err(vm.type_error("hexlify() missing required argument 'data' (pos 1)"));
    };
    encode_data(vm, data)?;
    let mut all = vec![data];
    all.extend_from_slice(rest);
    let s = crate::methods_bytes::hex(vm, &all, kws)?;
    let b = vm.as_str(s).unwrap_or("").as_bytes().to_vec();
    new_bytes(vm, b)
}

/// `binascii.unhexlify(hexstr)`.
fn unhexlify(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = crate::args::one(vm, "unhexlify", a, kws)?;
    let data = ascii_data(vm, v)?;
    let out = from_hex(vm, &data)?;
    new_bytes(vm, out)
}

/// `binascii.b2a_base64(data, *, newline=True)`.
fn b2a_base64(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::count(vm, "b2a_base64", a, 1, 1)?;
    crate::args::allowed_kws(vm, "b2a_base64", kws, &["newline"])?;
    let data = encode_data(vm, a[0])?;
    let mut out = b64(vm, &data)?;
    let newline = match crate::args::kw(kws, "newline") {
        Some(v) => vm.truthy(v)?,
        None => true,
    };
    if newline {
        out.push(b'\n');
    }
    new_bytes(vm, out)
}

/// `binascii.a2b_base64(data, *, strict_mode=False)`.
fn a2b_base64(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::count(vm, "a2b_base64", a, 1, 1)?;
    crate::args::allowed_kws(vm, "a2b_base64", kws, &["strict_mode"])?;
    let data = ascii_data(vm, a[0])?;
    let strict = flag(vm, crate::args::kw(kws, "strict_mode"))?;
    let out = a2b(vm, &data, strict)?;
    new_bytes(vm, out)
}
