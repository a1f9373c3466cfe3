//! Decimal digits of a float and CPython's `format_float_short` layout (Python/pystrtod.c).
//!
//! Digit generation reuses Rust's formatting, which is exact: `{:e}` gives the shortest
//! round-trip digits (Gay's mode 0), `{:.Ne}` N+1 correctly rounded significant digits (mode 2)
//! and `{:.N}` correctly rounded digits N places after the point (mode 3). This file only
//! lays them out the way CPython does.

/// Which digits to generate, as the `mode` argument of Gay's `_Py_dg_dtoa`.
#[derive(Clone, Copy)]
enum Mode {
    /// Shortest digits that round-trip.
    Shortest,
    /// This many significant digits (at least 1).
    Significant(usize),
    /// This many digits after the decimal point.
    Fixed(usize),
}

/// A double's exact decimal expansion ends within 1074 digits after the point (2**-1074 is the
/// smallest subnormal) and has at most 767 significant digits, so asking for more only adds
/// zeros, which the layout pads itself. Rust's formatter also refuses precisions over
/// `u16::MAX`, so the precision passed to it is capped here.
const EXACT_FIXED_DIGITS: usize = 1075;
/// See [`EXACT_FIXED_DIGITS`].
const EXACT_SIGNIFICANT_DIGITS: usize = 800;

/// Digits of a finite, non-negative `x`: no leading or trailing zeros (zero is "0" with
/// `decpt` 1), and `decpt`, the position of the decimal point (value = 0.DIGITS * 10**decpt).
fn digits(x: f64, mode: Mode) -> (Vec<u8>, i64) {
    let (mut d, mut decpt) = match mode {
        Mode::Shortest => {
            // Rust's shortest digits break an exact tie between two candidates of the same
            // length upwards; Gay's mode 0 takes the even one (2**-25 is
            // 2.9802322387695312e-08). The correctly rounded digits of that length (Rust's
            // exact mode rounds half to even) are those whenever they round-trip. A tie
            // needs 16 digits or more, unless x is subnormal (fewer bits).
            let short = format!("{x:e}");
            let (d, decpt) = sci_digits(&short);
            let nearest = (d.len() >= 16 || x < f64::MIN_POSITIVE)
                .then(|| format!("{:.*e}", d.len().saturating_sub(1), x));
            match nearest {
                Some(n) if n != short && n.parse::<f64>() == Ok(x) => sci_digits(&n),
                _ => (d, decpt),
            }
        }
        Mode::Significant(n) => {
            let n = n.clamp(1, EXACT_SIGNIFICANT_DIGITS);
            sci_digits(&format!("{:.*e}", n - 1, x))
        }
        Mode::Fixed(n) => {
            let n = n.min(EXACT_FIXED_DIGITS);
            let s = format!("{x:.n$}");
            let (int_part, frac) = s.split_once('.').unwrap_or((&s, ""));
            let mut d: Vec<u8> = int_part.bytes().chain(frac.bytes()).collect();
            let mut decpt = int_part.len() as i64;
            let lead = d.iter().take_while(|&&c| c == b'0').count();
            d.drain(..lead);
            decpt -= lead as i64;
            (d, decpt)
        }
    };
    while d.last() == Some(&b'0') {
        d.pop();
    }
    if d.is_empty() {
        d.push(b'0');
        decpt = 1;
    }
    (d, decpt)
}

/// Splits Rust's "d.ddde±x" into its digits and `decpt` (exponent + 1).
fn sci_digits(s: &str) -> (Vec<u8>, i64) {
    let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
    let d: Vec<u8> = mant.bytes().filter(u8::is_ascii_digit).collect();
    let exp: i64 = exp.parse().unwrap_or(0);
    (d, exp + 1)
}

/// Flags of CPython's `PyOS_double_to_string`.
#[derive(Clone, Copy, Default)]
pub(crate) struct Flags {
    /// `Py_DTSF_SIGN`: always write a sign.
    pub sign: bool,
    /// `Py_DTSF_ADD_DOT_0`: "1.0", not "1", for integral values without exponent.
    pub add_dot_0: bool,
    /// `Py_DTSF_ALT`: keep trailing zeros and the decimal point ('#').
    pub alt: bool,
    /// `Py_DTSF_NO_NEG_0`: a value that rounds to zero loses its minus sign ('z').
    pub no_neg_0: bool,
}

/// CPython's `PyOS_double_to_string(x, code, precision, flags)` for code in "eEfFgGr"
/// (any other code is treated as 'r'). The caller bounds `precision` (the output is about
/// `precision + 330` bytes at most).
pub(crate) fn double_to_string(x: f64, code: char, precision: usize, flags: Flags) -> String {
    let upper = code.is_ascii_uppercase();
    let (code, mode, precision) = match code.to_ascii_lowercase() {
        'e' => ('e', Mode::Significant(precision + 1), precision + 1),
        'f' => ('f', Mode::Fixed(precision), precision),
        'g' => {
            let p = precision.max(1);
            ('g', Mode::Significant(p), p)
        }
        _ => ('r', Mode::Shortest, 0),
    };
    let negative = x.is_sign_negative() && !x.is_nan();
    let mut out = String::new();
    if !x.is_finite() {
        if negative {
            out.push('-');
        } else if flags.sign {
            out.push('+');
        }
        let word = match (x.is_nan(), upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        };
        out.push_str(word);
        return out;
    }
    let (digits, mut decpt) = digits(x.abs(), mode);
    let negative = negative && !(flags.no_neg_0 && digits == b"0");
    let dlen = digits.len() as i64;
    let p = precision as i64;
    let mut vend = dlen;
    let mut use_exp = false;
    match code {
        'e' => {
            use_exp = true;
            vend = p;
        }
        'f' => vend = decpt + p,
        'g' => {
            let limit = if flags.add_dot_0 { p - 1 } else { p };
            use_exp = decpt <= -4 || decpt > limit;
            if flags.alt {
                vend = p;
            }
        }
        _ => use_exp = decpt <= -4 || decpt > 16,
    }
    let mut exp = 0;
    if use_exp {
        exp = decpt - 1;
        decpt = 1;
    }
    let vstart = if decpt <= 0 { decpt - 1 } else { 0 };
    vend = if !use_exp && flags.add_dot_0 {
        vend.max(decpt + 1)
    } else {
        vend.max(decpt)
    };
    let zeros = |out: &mut String, n: i64| {
        for _ in 0..n.max(0) {
            out.push('0');
        }
    };
    if negative {
        out.push('-');
    } else if flags.sign {
        out.push('+');
    }
    if decpt <= 0 {
        zeros(&mut out, decpt - vstart);
        out.push('.');
        zeros(&mut out, -decpt);
    } else {
        zeros(&mut out, -vstart);
    }
    let text: String = digits.iter().map(|&c| char::from(c)).collect();
    if 0 < decpt && decpt <= dlen {
        let (a, b) = text.split_at(decpt as usize);
        out.push_str(a);
        out.push('.');
        out.push_str(b);
    } else {
        out.push_str(&text);
    }
    if dlen < decpt {
        zeros(&mut out, decpt - dlen);
        out.push('.');
        zeros(&mut out, vend - decpt);
    } else {
        zeros(&mut out, vend - dlen);
    }
    if out.ends_with('.') && !flags.alt {
        out.pop();
    }
    if use_exp {
        out.push(if upper { 'E' } else { 'e' });
        out.push_str(&format!("{exp:+03}"));
    }
    out
}
