//! printf-style formatting, `fmt % args` on a str: CPython 3.11's `PyUnicode_Format`
//! (Objects/unicodeobject.c: `unicode_format_arg_parse`, `unicode_format_arg_format`,
//! `unicode_format_arg_output`, `_PyUnicode_FormatLong`), with its messages.
//!
//! Every conversion (`s r a c d i u o x X e E f F g G %`), the flags `- + space # 0`, widths and
//! precisions written out or taken from the arguments with `*`, the `h l L` length modifiers
//! (ignored, as CPython does), and `%(key)s` with a mapping. A conversion of an instance of a
//! script class with a numeric code (which CPython routes through `__index__`, `__int__` or
//! `__float__`) is refused. Each piece is sized before it is built: a huge width or precision
//! is a MemoryError, never an unbounded allocation.

use num_bigint::BigInt;
use num_traits::Signed;

use crate::num::dtoa::{double_to_string, Flags};
use crate::ops::arith::Num;
use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// Where the arguments come from.
struct Args {
    /// The items of a tuple, or the single non-tuple argument.
    items: Vec<Value>,
    /// Next item to take.
    next: usize,
    /// The argument when it can be indexed by `%(key)`: a dict, list, range or instance.
    mapping: Option<Value>,
}

impl Args {
    fn next(&mut self, vm: &Vm<'_>) -> VmResult<Value> {
        match self.items.get(self.next) {
            Some(v) => {
                self.next += 1;
                Ok(*v)
            }
            None => Err(vm.type_error("not enough arguments for format string")),
        }
    }
}

#[derive(Default)]
struct Spec {
    ljust: bool,
    sign: bool,
    blank: bool,
    alt: bool,
    zero: bool,
    width: usize,
    prec: Option<usize>,
}

/// `fmt % args` for a str `fmt`.
pub fn percent_format(vm: &mut Vm<'_>, fmt: Value, args: Value) -> VmResult<Value> {
    let text = vm.as_str(fmt).unwrap_or("").to_string();
    let chars = text.as_str();
    vm.charge_fuel(chars.len() as u64 / 16)?;
    // A tuple subclass's instance is the tuple of arguments (PyTuple_Check).
    let args = match vm.payload(args) {
        Some(p) if vm.type_tag(p) == TypeTag::Tuple => p,
        _ => args,
    };
    let tag = vm.type_tag(args);
    let is_tuple = tag == TypeTag::Tuple && !vm.is_instance_obj(args);
    let mapping_like = !is_tuple
        && tag != TypeTag::Str
        && (matches!(tag, TypeTag::Dict | TypeTag::List | TypeTag::Range)
            || vm.is_instance_obj(args));
    let mut a = Args {
        items: if is_tuple {
            vm.seq_items(args)
        } else {
            vec![args]
        },
        next: 0,
        mapping: mapping_like.then_some(args),
    };
    let mut out = String::new();
    let mut whole = None;
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while at(chars, i).is_some_and(|c| c != '%') {
            i += 1;
        }
        if start == 0 && i >= chars.len() && !chars.is_empty() {
            // No conversion at all: CPython's writer returns the format str itself.
            whole = Some(fmt);
            break;
        }
        push(vm, &mut out, chars.get(start..i).unwrap_or("").to_string())?;
        if i >= chars.len() {
            break;
        }
        i += 1; // past '%'
        if at(chars, i) == Some('%') {
            i += 1;
            push(vm, &mut out, "%".to_string())?;
            continue;
        }
        let (piece, obj) = one_conversion(vm, chars, &mut i, &mut a)?; // CALLBACK
        if out.is_empty() && i >= chars.len() && !piece.is_empty() {
            // The last piece, written whole into an empty writer: CPython returns the str
            // object `%s`/`%r`/`%a` made (what `__str__` returned: a str subclass's instance).
            whole = obj;
        }
        push(vm, &mut out, piece)?;
    }
    if a.next < a.items.len() && a.mapping.is_none() {
        return Err(vm.type_error("not all arguments converted during string formatting"));
    }
    vm.charge_fuel(out.len() as u64 / 32)?;
    match whole {
        Some(w) => Ok(w),
        None => vm.new_str(out),
    }
}

/// Appends to the result, refusing with MemoryError before it outgrows the memory limit.
fn push(vm: &mut Vm<'_>, out: &mut String, piece: String) -> VmResult<()> {
    let need = out.len().saturating_add(piece.len());
    if need > vm.memory_room() {
        vm.precheck(need as u64)?; // collects, then MemoryError
    }
    out.push_str(&piece);
    Ok(())
}

/// A `*` width or precision: an int argument (`* wants int`).
fn star_arg(vm: &mut Vm<'_>, a: &mut Args, c_type: &str) -> VmResult<i64> {
    let v = a.next(vm)?;
    let v = vm.int_payload(v).unwrap_or(v);
    if !vm.is_int(v) || vm.is_instance_obj(v) {
        return Err(vm.type_error("* wants int"));
    }
    let limit = if c_type == "int" {
        i64::from(i32::MAX)
    } else {
        i64::MAX
    };
    let n = match vm.num(v) {
        Some(Num::I(n)) if (-limit..=limit).contains(&n) => Some(n),
        _ => None,
    };
    let Some(n) = n else {
        return Err(vm.err(
            TypeTag::OverflowError,
            format!("Python int too large to convert to C {c_type}"),
        ));
    };
    Ok(n)
}

/// Digits of a width or precision written out, with CPython's overflow message.
fn digits(vm: &Vm<'_>, chars: &str, i: &mut usize, max: u64, what: &str) -> VmResult<usize> {
    let mut n: u64 = 0;
    while let Some(d) = at(chars, *i).and_then(|c| c.to_digit(10)) {
        if n > (max - u64::from(d)) / 10 {
            return Err(vm.value_error(format!("{what} too big")));
        }
        n = n * 10 + u64::from(d);
        *i += 1;
    }
    Ok(n as usize)
}

/// The character at byte `i` when it is ASCII (every delimiter and flag is); a byte of a
/// longer character reads as U+0080, which no rule matches, so ranges cut at ASCII bytes.
fn at(s: &str, i: usize) -> Option<char> {
    s.as_bytes()
        .get(i)
        .map(|&b| if b < 0x80 { char::from(b) } else { '\u{80}' })
}

fn incomplete(vm: &Vm<'_>) -> crate::vm::VmErr {
    vm.value_error("incomplete format")
}

/// One `%...c` directive from just after the `%`: its text.
/// The text of one conversion, with the str object it is when CPython writes that object
/// whole (`%s` of a value whose `__str__` returned it, neither padded nor cut).
fn one_conversion(
    vm: &mut Vm<'_>,
    chars: &str,
    i: &mut usize,
    a: &mut Args,
) -> VmResult<(String, Option<Value>)> {
    // %(key)
    if at(chars, *i) == Some('(') {
        let Some(mapping) = a.mapping else {
            return Err(vm.type_error("format requires a mapping"));
        };
        *i += 1;
        let key_start = *i;
        let mut depth = 1;
        while let Some(c) = at(chars, *i) {
            if c == ')' {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            } else if c == '(' {
                depth += 1;
            }
            *i += 1;
        }
        if depth > 0 {
            return Err(vm.value_error("incomplete format key"));
        }
        let key = chars.get(key_start..*i).unwrap_or("").to_string();
        *i += 1; // past ')'
        let k = vm.new_str(key)?;
        let v = vm.get_item(mapping, k)?; // CALLBACK
        a.items = vec![v];
        a.next = 0;
    }
    let mut spec = Spec::default();
    while let Some(c) = at(chars, *i) {
        match c {
            '-' => spec.ljust = true,
            '+' => spec.sign = true,
            ' ' => spec.blank = true,
            '#' => spec.alt = true,
            '0' => spec.zero = true,
            _ => break,
        }
        *i += 1;
    }
    if at(chars, *i) == Some('*') {
        *i += 1;
        let w = star_arg(vm, a, "ssize_t")?;
        if w < 0 {
            spec.ljust = true;
        }
        spec.width = w.unsigned_abs() as usize;
    } else {
        spec.width = digits(vm, chars, i, isize::MAX as u64, "width")?;
    }
    if at(chars, *i) == Some('.') {
        *i += 1;
        if at(chars, *i) == Some('*') {
            *i += 1;
            let p = star_arg(vm, a, "int")?;
            spec.prec = Some(p.max(0) as usize);
        } else {
            spec.prec = Some(digits(vm, chars, i, i32::MAX as u64, "precision")?);
        }
    }
    if matches!(at(chars, *i), Some('h' | 'l' | 'L')) {
        *i += 1;
    }
    let Some(conv) = chars.get(*i..).and_then(|t| t.chars().next()) else {
        return Err(incomplete(vm));
    };
    let conv_at = *i;
    *i += conv.len_utf8();
    let v = a.next(vm)?;
    if !"sracdiuoxXeEfFgG".contains(conv) {
        // CPython reports the index in characters.
        let index = chars.get(..conv_at).map_or(0, |t| t.chars().count());
        let shown = if (' '..='~').contains(&conv) {
            conv
        } else {
            '?'
        };
        return Err(vm.value_error(format!(
            "unsupported format character '{shown}' (0x{:x}) at index {index}",
            conv as u32
        )));
    }
    // Only an instance's `__str__`/`__repr__` can make a str subclass's object.
    if matches!(conv, 's' | 'r' | 'a') && vm.is_instance_obj(v) {
        let obj = match conv {
            's' => vm.str_obj(v)?,  // CALLBACK
            'r' => vm.repr_obj(v)?, // CALLBACK
            _ => vm.ascii_obj(v)?,  // CALLBACK
        };
        let text = vm.as_str(obj).unwrap_or("").to_string();
        let text = text_arg(vm, text, &spec)?;
        let len = vm.as_str(obj).map_or(0, |t| t.chars().count());
        let fast = spec.width <= len && !matches!(spec.prec, Some(p) if p < len);
        let whole = (fast && !spec.sign && !spec.blank).then_some(obj);
        return Ok((text, whole));
    }
    format_arg(vm, v, conv, &spec).map(|t| (t, None))
}

/// The text of a `%s`/`%r`/`%a`, cut to the precision and padded.
fn text_arg(vm: &mut Vm<'_>, text: String, spec: &Spec) -> VmResult<String> {
    let text = match spec.prec {
        Some(p) => match text.char_indices().nth(p) {
            Some((cut, _)) => text.get(..cut).unwrap_or("").to_string(),
            None => text,
        },
        None => text,
    };
    pad(vm, "", "", &text, spec, false)
}

/// The text of one converted argument, padded.
fn format_arg(vm: &mut Vm<'_>, v: Value, conv: char, spec: &Spec) -> VmResult<String> {
    let numeric = matches!(
        conv,
        'd' | 'i' | 'u' | 'o' | 'x' | 'X' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G'
    );
    if matches!(conv, 'o' | 'x' | 'X') && matches!(vm.payload(v), Some(Value::Float(_))) {
        return Err(vm.type_error(format!(
            "%{conv} format: an integer is required, not {}",
            vm.type_name(v)
        )));
    }
    if let Some(p) = vm.num_payload(v).filter(|_| numeric || conv == 'c') {
        // An int (float) subclass converts as the number it carries (`PyLong_Check`).
        return format_arg(vm, p, conv, spec);
    }
    if numeric && vm.is_instance_obj(v) {
        return Err(vm.not_supported(format!(
            "'%{conv}' formatting of an instance of a script class ({}) is not supported",
            vm.type_name(v)
        )));
    }
    match conv {
        's' | 'r' | 'a' => {
            let text = match conv {
                's' => vm.to_str(v)?,
                'r' => vm.repr(v)?,
                _ => crate::repr::ascii_escape(&vm.repr(v)?),
            };
            text_arg(vm, text, spec)
        }
        'c' => {
            let c = char_arg(vm, v)?;
            pad(vm, "", "", &c.to_string(), spec, false)
        }
        'd' | 'i' | 'u' | 'o' | 'x' | 'X' => {
            let n = int_arg(vm, v, conv)?;
            let bits = n.bits() as usize;
            let bound = spec.prec.unwrap_or(0).max(bits / 3 + 2);
            vm.precheck((bound.max(spec.width)) as u64)?;
            vm.charge_fuel((bits * bits / 4096) as u64)?;
            let mut body = match conv {
                'o' => n.magnitude().to_str_radix(8),
                'x' => n.magnitude().to_str_radix(16),
                'X' => n.magnitude().to_str_radix(16).to_ascii_uppercase(),
                _ => n.magnitude().to_string(),
            };
            if let Some(p) = spec.prec {
                if p > body.len() {
                    body = format!("{}{body}", "0".repeat(p - body.len()));
                }
            }
            let prefix = match (spec.alt, conv) {
                (true, 'o') => "0o",
                (true, 'x') => "0x",
                (true, 'X') => "0X",
                _ => "",
            };
            let sign = sign_of(n.is_negative(), spec);
            pad(vm, sign, prefix, &body, spec, true)
        }
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
            let x = float_arg(vm, v)?;
            let prec = spec.prec.unwrap_or(6);
            vm.precheck((prec.saturating_add(330)).max(spec.width) as u64)?;
            vm.charge_fuel(prec as u64 / 32)?;
            let flags = Flags {
                alt: spec.alt,
                ..Flags::default()
            };
            let text = double_to_string(x, conv, prec, flags);
            let (neg, body) = match text.strip_prefix('-') {
                Some(b) => (true, b.to_string()),
                None => (false, text),
            };
            pad(vm, sign_of(neg, spec), "", &body, spec, true)
        }
        _ => Err(vm.value_error("unsupported format character")),
    }
}

fn sign_of(negative: bool, spec: &Spec) -> &'static str {
    if negative {
        "-"
    } else if spec.sign {
        "+"
    } else if spec.blank {
        " "
    } else {
        ""
    }
}

/// `unicode_format_arg_output`: `[spaces][sign][prefix][zeros]body[spaces]` to the width;
/// zeros only for numbers with the `0` flag and no `-`.
fn pad(
    vm: &mut Vm<'_>,
    sign: &str,
    prefix: &str,
    body: &str,
    spec: &Spec,
    numeric: bool,
) -> VmResult<String> {
    let len = sign.len() + prefix.len() + body.chars().count();
    let fill = spec.width.saturating_sub(len);
    vm.precheck((fill + len + body.len()) as u64)?;
    let mut out = String::with_capacity(fill + sign.len() + prefix.len() + body.len());
    if spec.ljust {
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(body);
        out.extend(std::iter::repeat_n(' ', fill));
    } else if spec.zero && numeric {
        out.push_str(sign);
        out.push_str(prefix);
        out.extend(std::iter::repeat_n('0', fill));
        out.push_str(body);
    } else {
        out.extend(std::iter::repeat_n(' ', fill));
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(body);
    }
    Ok(out)
}

/// `%c`: an int code point or a one-character str.
fn char_arg(vm: &Vm<'_>, v: Value) -> VmResult<char> {
    if let Some(s) = vm.as_pystr(v) {
        if s.nchars() == 1 {
            return Ok(s.as_str().chars().next().unwrap_or(' '));
        }
        return Err(vm.type_error("%c requires int or char"));
    }
    if !vm.is_int(v) || vm.is_instance_obj(v) {
        return Err(vm.type_error("%c requires int or char"));
    }
    let code = vm.to_i64(v).unwrap_or(-1);
    match u32::try_from(code).ok().filter(|&u| u < 0x110000) {
        Some(u) => char::from_u32(u).ok_or_else(|| {
            vm.not_supported("%c of a surrogate code point is not supported by Pyrite")
        }),
        None => Err(vm.err(TypeTag::OverflowError, "%c arg not in range(0x110000)")),
    }
}

/// The int of `%d`/`%x`...: an int, or (`%d` family only) a float truncated or a stdlib
/// number's `__int__`.
fn int_arg(vm: &mut Vm<'_>, v: Value, conv: char) -> VmResult<BigInt> {
    let integer_only = matches!(conv, 'o' | 'x' | 'X');
    match vm.num(v) {
        Some(Num::I(i)) => Ok(BigInt::from(i)),
        Some(Num::B(b)) => Ok(b),
        Some(Num::F(f)) if !integer_only => crate::num::float::to_int(f).map_err(|e| vm.num_err(e)),
        // PyNumber_Long: a stdlib number's `__int__` (Decimal, Fraction).
        None if !integer_only && vm.is_lib_value(v) => match vm.instance_int(v)? {
            Some(i) => Ok(vm.to_bigint(i).unwrap_or_default()),
            None => Err(vm.type_error(format!(
                "%{conv} format: a real number is required, not {}",
                vm.type_name(v)
            ))),
        },
        _ => {
            let what = if integer_only {
                "an integer"
            } else {
                "a real number"
            };
            Err(vm.type_error(format!(
                "%{conv} format: {what} is required, not {}",
                vm.type_name(v)
            )))
        }
    }
}

/// The float of `%e`/`%f`/`%g`: a float, an int converted, or a stdlib number's `__float__`.
fn float_arg(vm: &mut Vm<'_>, v: Value) -> VmResult<f64> {
    match vm.num(v) {
        Some(n) => vm.num_to_f64(&n),
        // PyNumber_Float: a stdlib number's `__float__` (Decimal, Fraction).
        None if vm.is_lib_value(v) => match vm.instance_float(v)? {
            Some(f) => Ok(f),
            None => Err(vm.type_error(format!("must be real number, not {}", vm.type_name(v)))),
        },
        None => Err(vm.type_error(format!("must be real number, not {}", vm.type_name(v)))),
    }
}
