//! `repr()` and `str()` as CPython prints them: string quoting and escapes, shortest
//! round-trip floats, `[...]` for self-containing containers, bounded nesting.

use num_bigint::BigInt;

use crate::heap::{DictView, Obj};
use crate::ops::cmp::MAX_NATIVE_DEPTH;
use crate::printable::is_printable;
use crate::value::{Handle, TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// CPython's default cap on int→str conversion (`sys.get_int_max_str_digits()`).
const INT_MAX_STR_DIGITS: usize = 4300;

impl Vm<'_> {
    /// `repr(v)`.
    pub fn repr(&mut self, v: Value) -> VmResult<String> {
        let mut out = String::new();
        let mut stack = Vec::new();
        self.repr_into(v, &mut out, &mut stack)?;
        Ok(out)
    }

    /// `str(v)`.
    pub fn to_str(&mut self, v: Value) -> VmResult<String> {
        match self.obj(v) {
            Some(Obj::Str(s)) => Ok(s.s.clone()),
            Some(Obj::Exception { tag, args }) => {
                let (tag, args) = (*tag, args.clone());
                self.exc_message(tag, &args)
            }
            _ => self.repr(v),
        }
    }

    fn repr_into(&mut self, v: Value, out: &mut String, stack: &mut Vec<Handle>) -> VmResult<()> {
        self.charge_fuel(1)?;
        if out.len() > 1 << 16 && out.len().is_power_of_two() {
            self.precheck(out.len() as u64)?;
        }
        match v {
            Value::Undef | Value::None => out.push_str("None"),
            Value::Bool(true) => out.push_str("True"),
            Value::Bool(false) => out.push_str("False"),
            Value::Int(i) => out.push_str(&i.to_string()),
            Value::Float(f) => out.push_str(&float_repr(f)),
            Value::Builtin(i) => {
                let name = self.prog_builtin_name(i).unwrap_or_else(|| "?".to_string());
                out.push_str(&format!("<built-in function {name}>"));
            }
            Value::Type(t) => out.push_str(&format!("<class '{}'>", t.name())),
            Value::Obj(h) => {
                let obj = self.heap.get(h).clone();
                match obj {
                    Obj::Str(s) => str_repr_into(&s.s, out),
                    Obj::BigInt(b) => out.push_str(&self.bigint_to_string(&b)?),
                    Obj::List(items) => self.seq_repr(h, &items, "[", "]", false, out, stack)?,
                    Obj::Tuple(items) => {
                        self.seq_repr(h, &items, "(", ")", items.len() == 1, out, stack)?
                    }
                    Obj::Dict(d) => {
                        if stack.contains(&h) {
                            out.push_str("{...}");
                            return Ok(());
                        }
                        self.push_repr(h, stack)?;
                        out.push('{');
                        let mut r = Ok(());
                        for (i, (k, x)) in d.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            r = self.repr_into(k, out, stack);
                            if r.is_err() {
                                break;
                            }
                            out.push_str(": ");
                            r = self.repr_into(x, out, stack);
                            if r.is_err() {
                                break;
                            }
                        }
                        stack.pop();
                        self.leave();
                        r?;
                        out.push('}');
                    }
                    Obj::Range { start, stop, step } => {
                        if step == 1 {
                            out.push_str(&format!("range({start}, {stop})"));
                        } else {
                            out.push_str(&format!("range({start}, {stop}, {step})"));
                        }
                    }
                    Obj::Slice { start, stop, step } => {
                        out.push_str("slice(");
                        self.repr_into(start, out, stack)?;
                        out.push_str(", ");
                        self.repr_into(stop, out, stack)?;
                        out.push_str(", ");
                        self.repr_into(step, out, stack)?;
                        out.push(')');
                    }
                    Obj::Function(f) => {
                        let name = self.code_name(f.code);
                        out.push_str(&format!(
                            "<function {name} at 0x{:012x}>",
                            0x7f00_0000_0000u64 + u64::from(h) * 64
                        ));
                    }
                    Obj::BoundMethod { recv, method } => {
                        let name = self.method_name(method);
                        let tn = self.type_name(recv);
                        out.push_str(&format!(
                            "<built-in method {name} of {tn} object at 0x{:012x}>",
                            0x7f00_0000_0000u64 + u64::from(h) * 64
                        ));
                    }
                    Obj::View { dict, view } => {
                        let name = match view {
                            DictView::Keys => "dict_keys",
                            DictView::Values => "dict_values",
                            DictView::Items => "dict_items",
                        };
                        let items: Vec<Value> = match self.heap.get(dict) {
                            Obj::Dict(d) => match view {
                                DictView::Keys => d.iter().map(|(k, _)| k).collect(),
                                DictView::Values => d.iter().map(|(_, v)| v).collect(),
                                DictView::Items => {
                                    let pairs: Vec<(Value, Value)> = d.iter().collect();
                                    let mut out = Vec::new();
                                    for (k, v) in pairs {
                                        out.push(self.new_tuple(vec![k, v])?);
                                    }
                                    out
                                }
                            },
                            _ => Vec::new(),
                        };
                        out.push_str(name);
                        out.push('(');
                        self.seq_repr(dict, &items, "[", "]", false, out, stack)?;
                        out.push(')');
                    }
                    Obj::Exception { tag, args } => {
                        out.push_str(tag.name());
                        self.seq_repr(h, &args, "(", ")", false, out, stack)?;
                    }
                    Obj::Iter(it) => {
                        let t = crate::iter::iter_tag(self, &it);
                        out.push_str(&format!(
                            "<{} object at 0x{:012x}>",
                            t.name(),
                            0x7f00_0000_0000u64 + u64::from(h) * 64
                        ));
                    }
                    Obj::Free => out.push_str("None"),
                }
            }
        }
        Ok(())
    }

    fn push_repr(&mut self, h: Handle, stack: &mut Vec<Handle>) -> VmResult<()> {
        if self.depth >= MAX_NATIVE_DEPTH {
            return Err(self.err(
                TypeTag::RecursionError,
                "maximum recursion depth exceeded while getting the repr of an object",
            ));
        }
        self.depth += 1;
        stack.push(h);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn seq_repr(
        &mut self,
        h: Handle,
        items: &[Value],
        open: &str,
        close: &str,
        trailing_comma: bool,
        out: &mut String,
        stack: &mut Vec<Handle>,
    ) -> VmResult<()> {
        if stack.contains(&h) {
            out.push_str(open);
            out.push_str("...");
            out.push_str(close);
            return Ok(());
        }
        self.push_repr(h, stack)?;
        out.push_str(open);
        let mut r = Ok(());
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            r = self.repr_into(*x, out, stack);
            if r.is_err() {
                break;
            }
        }
        stack.pop();
        self.leave();
        r?;
        if trailing_comma {
            out.push(',');
        }
        out.push_str(close);
        Ok(())
    }

    /// Decimal text of a bigint, refusing more than 4300 digits as CPython does.
    pub fn bigint_to_string(&mut self, b: &BigInt) -> VmResult<String> {
        let limit_err = |vm: &Self| {
            Err(vm.value_error(format!(
                "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
            )))
        };
        if b.bits() > 14_300 {
            return limit_err(self);
        }
        self.charge_fuel(b.bits() * b.bits() / 4096)?;
        let s = b.to_string();
        let digits = s.trim_start_matches('-').len();
        if digits > INT_MAX_STR_DIGITS {
            return limit_err(self);
        }
        Ok(s)
    }

    fn prog_builtin_name(&self, i: u32) -> Option<String> {
        self.builtin_name(i).map(|s| s.to_string())
    }

    /// `format(value, spec)` after an optional `!s`/`!r`/`!a` conversion (f-string fields).
    pub fn format_field(&mut self, v: Value, conv: u8, spec: Option<Value>) -> VmResult<Value> {
        let spec_text = match spec {
            Some(s) => self.as_str(s).unwrap_or("").to_string(),
            None => String::new(),
        };
        let v = match conv {
            1 => {
                let s = self.to_str(v)?;
                self.new_str(s)?
            }
            2 => {
                let s = self.repr(v)?;
                self.new_str(s)?
            }
            3 => {
                let s = self.repr(v)?;
                let s = ascii_escape(&s);
                self.new_str(s)?
            }
            _ => v,
        };
        if spec_text.is_empty() {
            if self.type_tag(v) == TypeTag::Str {
                return Ok(v);
            }
            let s = self.to_str(v)?;
            return self.new_str(s);
        }
        let s = crate::format::format_value(self, v, &spec_text)?;
        self.new_str(s)
    }
}

/// `ascii()`: repr with non-ASCII escaped.
pub fn ascii_escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let u = c as u32;
        if u < 0x80 {
            out.push(c);
        } else if u < 0x100 {
            out.push_str(&format!("\\x{u:02x}"));
        } else if u < 0x10000 {
            out.push_str(&format!("\\u{u:04x}"));
        } else {
            out.push_str(&format!("\\U{u:08x}"));
        }
    }
    out
}

/// CPython's `repr(str)`: single quotes unless the text has `'` and no `"`.
pub fn str_repr_into(s: &str, out: &mut String) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if (c as u32) < 0x7f => out.push(c),
            c if is_printable(c) => out.push(c),
            c => {
                let u = c as u32;
                if u < 0x100 {
                    out.push_str(&format!("\\x{u:02x}"));
                } else if u < 0x10000 {
                    out.push_str(&format!("\\u{u:04x}"));
                } else {
                    out.push_str(&format!("\\U{u:08x}"));
                }
            }
        }
    }
    out.push(quote);
}

/// CPython's `repr(float)`: the shortest string that round-trips, in fixed notation for
/// exponents -4..16, else scientific with at least two exponent digits.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".to_string();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf" } else { "-inf" }.to_string();
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    // Rust's `{:e}` is the shortest round-trip representation: "d.ddde±x".
    let sci = format!("{:e}", f.abs());
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let sign = if f < 0.0 { "-" } else { "" };
    if (-4..16).contains(&exp) {
        let n = digits.len() as i32;
        let body = if exp >= 0 {
            if n <= exp + 1 {
                format!("{digits}{}.0", "0".repeat((exp + 1 - n) as usize))
            } else {
                let (a, b) = digits.split_at((exp + 1) as usize);
                format!("{a}.{b}")
            }
        } else {
            format!("0.{}{digits}", "0".repeat((-exp - 1) as usize))
        };
        format!("{sign}{body}")
    } else {
        let (first, rest) = digits.split_at(1.min(digits.len()));
        let m = if rest.is_empty() {
            first.to_string()
        } else {
            format!("{first}.{rest}")
        };
        let es = if exp < 0 { "-" } else { "+" };
        format!("{sign}{m}e{es}{:02}", exp.abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_like_cpython() {
        for (f, s) in [
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (1.5e-7, "1.5e-07"),
            (0.0001, "0.0001"),
            (1e-5, "1e-05"),
            (123456789012345678.0, "1.2345678901234568e+17"),
            (-2.5, "-2.5"),
            (1e300 * 10.0, "1e+301"),
        ] {
            assert_eq!(float_repr(f), s);
        }
    }

    #[test]
    fn strings_like_cpython() {
        let mut out = String::new();
        str_repr_into("it's \"x\"\n\u{7f}é\u{a0}", &mut out);
        assert_eq!(out, "'it\\'s \"x\"\\n\\x7fé\\xa0'");
    }
}
