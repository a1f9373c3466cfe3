//! `Decimal.__format__` as CPython 3.11's C `_decimal` formats: libmpdec's
//! `mpd_parse_fmt_str` and `mpd_qformat_spec` (io.c), which differ from `_pydecimal`'s:
//! no `_` grouping and no `#`; `N` is accepted; a width after `0` padding may not start
//! with another `0`; the fill may be any character (NUL included); `0` padding of a NaN or
//! an infinity pads with spaces; zero padding with `,` counts the separators it inserts
//! as padding (so the result may exceed the width by one). The 3.11 `z` option is taken
//! out of the spec before parsing, at its place after `[[fill]align][sign]` (so `z+` is
//! accepted, as C accepts it), and decided on the value rounded for `e f g %` but
//! unrounded for `E F G` (so `format(Decimal('-0.001'), 'z.1F')` keeps its sign), as C's
//! `dec_format` does. `n` is `g` with the C locale's separators (Pyrite never
//! changes the locale, and neither does python3 unless a script calls `setlocale`):
//! point `.`, no grouping. Rounding (`e`, `f`, `g`, `%` with a precision) uses the
//! current context's rounding mode and sets no flags. Every string is charged before it
//! is built.

use super::num::{self, Ctx, Dec, MAX_PREC};
use pyrite_runtime::{Vm, VmResult};

const INVALID: &str = "invalid format string";
const LIMITS: &str = "format specification exceeds internal limits of _decimal";
/// `MPD_MIN_ETINY` (64-bit).
const MIN_ETINY: i64 = -1_999_999_999_999_999_997;

/// A parsed spec (libmpdec's `mpd_spec_t`, plus the `z` option).
struct Spec {
    min_width: i64,
    prec: i64,
    ty: char,
    align: char,
    sign: char,
    fill: char,
    dot: &'static str,
    sep: &'static str,
    grouping: &'static [u8],
    no_neg_0: bool,
}

fn is_align(c: char) -> bool {
    matches!(c, '<' | '>' | '=' | '^')
}

/// Takes the `z` option out at its place after `[[fill]align][sign]`.
fn strip_z(s: &[char]) -> (Vec<char>, bool) {
    let mut i = 0;
    if s.get(1).is_some_and(|c| is_align(*c)) {
        i = 2;
    } else if s.first().is_some_and(|c| is_align(*c)) {
        i = 1;
    }
    if s.get(i).is_some_and(|c| matches!(c, '+' | '-' | ' ')) {
        i += 1;
    }
    if s.get(i) == Some(&'z') {
        // C's `z` at the very start does not survive a non-ASCII or NUL character after it
        // (`format(d, 'zé<5')` is invalid, `format(d, 'zx<5')` is not): measured, kept.
        if i == 0 && s.get(1).is_some_and(|c| !c.is_ascii() || *c == '\0') {
            return (vec!['\u{1}'], false);
        }
        let mut v = s.to_vec();
        v.remove(i);
        return (v, true);
    }
    (s.to_vec(), false)
}

/// Reads decimal digits as `mpd_strtossize` does: None when the value overflows an i64.
fn read_num(s: &[char], cp: &mut usize) -> Option<i64> {
    let mut v: i64 = 0;
    while let Some(d) = s
        .get(*cp)
        .and_then(|c| c.to_digit(10).filter(|_| c.is_ascii_digit()))
    {
        v = v.checked_mul(10)?.checked_add(i64::from(d))?;
        *cp += 1;
    }
    Some(v)
}

/// `mpd_parse_fmt_str`; None for an invalid spec.
fn parse(spec: &str, caps: bool) -> Option<Spec> {
    let chars: Vec<char> = spec.chars().collect();
    let (mut s, no_neg_0) = strip_z(&chars);
    // C reads a NUL-terminated string: a NUL ends the spec, except as its fill.
    if let Some(p) = s.iter().skip(1).position(|c| *c == '\0') {
        s.truncate(p + 1);
    }
    let mut sp = Spec {
        min_width: 0,
        prec: -1,
        ty: if caps { 'G' } else { 'g' },
        align: '>',
        sign: '-',
        fill: ' ',
        dot: "",
        sep: "",
        grouping: &[],
        no_neg_0,
    };
    let at = |i: usize| s.get(i).copied();
    let mut cp = 0;
    let mut have_align = false;
    if let (Some(f), Some(a)) = (at(0), at(1)) {
        if is_align(a) {
            sp.fill = f;
            sp.align = a;
            cp = 2;
            have_align = true;
        }
    }
    if !have_align {
        if let Some(a) = at(0).filter(|c| is_align(*c)) {
            sp.align = a;
            cp = 1;
            have_align = true;
        }
    }
    if let Some(c) = at(cp).filter(|c| matches!(c, '+' | '-' | ' ')) {
        sp.sign = c;
        cp += 1;
    }
    if at(cp) == Some('0') {
        if have_align {
            return None;
        }
        sp.align = 'z';
        sp.fill = '0';
        cp += 1;
    }
    if at(cp).is_some_and(|c| c.is_ascii_digit()) {
        if at(cp) == Some('0') {
            return None;
        }
        sp.min_width = read_num(&s, &mut cp)?;
    }
    if at(cp) == Some(',') {
        sp.dot = ".";
        sp.sep = ",";
        sp.grouping = &[3, 3];
        cp += 1;
    }
    if at(cp) == Some('.') {
        cp += 1;
        if !at(cp).is_some_and(|c| c.is_ascii_digit()) {
            return None;
        }
        sp.prec = read_num(&s, &mut cp)?;
    }
    match at(cp) {
        Some(c @ ('E' | 'e' | 'F' | 'f' | 'G' | 'g' | '%')) => {
            sp.ty = c;
            cp += 1;
        }
        Some(c @ ('N' | 'n')) => {
            if !sp.sep.is_empty() {
                return None;
            }
            sp.ty = if c == 'N' { 'G' } else { 'g' };
            // The C locale's `localeconv()`.
            sp.dot = ".";
            sp.sep = "";
            sp.grouping = &[];
            cp += 1;
        }
        _ => {}
    }
    (cp == s.len()).then_some(sp)
}

/// Charges a string of `n` bytes about to be built (memory checked, fuel by length).
fn charge(vm: &mut Vm<'_>, n: i64) -> VmResult<()> {
    let n = u64::try_from(n.max(0)).unwrap_or(u64::MAX);
    vm.with_scratch(n, |_| Ok(()))
}

/// `mpd_qrescale` (`fmt`: `mpd_qrescale_fmt`'s wider bound) with the context's rounding;
/// None where libmpdec reports an invalid operation.
fn rescale(vm: &mut Vm<'_>, d: &Dec, exp: i64, ctx: &Ctx, fmt: bool) -> VmResult<Option<Dec>> {
    let top = if fmt { MAX_PREC + 1 } else { MAX_PREC };
    if exp > top || exp < MIN_ETINY {
        return Ok(None);
    }
    if d.nonzero() && d.exp >= exp {
        // Zeros appended: linear work, charged by length (`num::rescale` charges its
        // padding as it charges digit arithmetic).
        let digits = d.int.len() as i64 + (d.exp - exp);
        if digits > MAX_PREC + 1 {
            return Ok(None);
        }
        charge(vm, digits)?;
        let mut int = d.int.clone();
        int.extend(std::iter::repeat_n(
            '0',
            usize::try_from(d.exp - exp).unwrap_or(0),
        ));
        return Ok(Some(Dec::triple(d.sign, int, exp)));
    }
    num::rescale(vm, d, exp, ctx.round).map(Some)
}

/// `_mpd_round`: to `prec` significant digits.
fn round_sig(vm: &mut Vm<'_>, d: &Dec, prec: i64, ctx: &Ctx) -> VmResult<Option<Dec>> {
    if !d.nonzero() {
        return Ok(Some(d.clone()));
    }
    let exp = d.exp + d.int.len() as i64 - prec;
    let Some(r) = rescale(vm, d, exp, ctx, true)? else {
        return Ok(None);
    };
    if r.int.len() as i64 > prec {
        return rescale(vm, &r, exp + 1, ctx, true);
    }
    Ok(Some(r))
}

/// `format(d, spec)`.
pub fn format(vm: &mut Vm<'_>, d: &Dec, spec: &str, ctx: &Ctx) -> VmResult<String> {
    if spec.is_empty() {
        return Ok(num::to_str(d, false, ctx.capitals));
    }
    // The parse works on the spec's characters (two copies of four bytes each).
    charge(vm, (spec.len() as i64).saturating_mul(8))?;
    let Some(mut sp) = parse(spec, ctx.capitals) else {
        return Err(vm.value_error(INVALID));
    };
    if sp.min_width > MAX_PREC {
        return Err(vm.value_error(LIMITS));
    }
    let upper = sp.ty.is_ascii_uppercase();
    let ty = sp.ty.to_ascii_lowercase();
    let sign_char = |neg: bool| match (neg, sp.sign) {
        (true, _) => "-",
        (false, ' ') => " ",
        (false, '+') => "+",
        _ => "",
    };
    let body = if d.special() {
        if sp.align == 'z' {
            sp.fill = ' ';
            sp.align = '>';
        }
        let abs = Dec {
            sign: false,
            ..d.clone()
        };
        let mut b = sign_char(d.sign).to_string();
        charge(vm, abs.int.len() as i64 + 16)?;
        b.push_str(&num::to_str(&abs, false, false));
        if ty == '%' {
            b.push('%');
        }
        b
    } else {
        let mut x = d.clone();
        let mut dplace = 1;
        if ty == '%' {
            x.exp = x.exp.saturating_add(2);
        }
        if sp.prec >= 0 {
            if sp.prec > MAX_PREC {
                return Err(vm.value_error(LIMITS));
            }
            let r = match ty {
                'g' => {
                    let p = sp.prec.max(1);
                    if x.int.len() as i64 > p {
                        round_sig(vm, &x, p, ctx)?
                    } else {
                        Some(x)
                    }
                }
                'e' if !x.nonzero() => {
                    dplace = 1 - sp.prec;
                    Some(x)
                }
                'e' => round_sig(vm, &x, sp.prec + 1, ctx)?,
                _ => rescale(vm, &x, -sp.prec, ctx, false)?,
            };
            let Some(r) = r else {
                return Err(vm.value_error(LIMITS));
            };
            x = r;
        }
        if matches!(ty, 'f' | '%') && !x.nonzero() && x.exp > 0 {
            let Some(r) = rescale(vm, &x, 0, ctx, false)? else {
                return Err(vm.value_error(LIMITS));
            };
            x = r;
        }
        // C decides `z` on a copy rounded for the lowercase types only (`F`, `E`, `G`
        // look at the unrounded value).
        if sp.no_neg_0 && !x.nonzero() && (!upper || !d.nonzero()) {
            x.sign = false;
        }
        to_string(vm, &x, ty, upper, dplace, sign_char(x.sign))?
    };
    let mut out = body;
    if !sp.dot.is_empty() && !d.special() {
        out = apply_lconv(vm, &out, &sp)?;
    }
    if sp.min_width > 0 {
        out = add_pad(vm, out, &sp)?;
    }
    Ok(out)
}

/// `_mpd_to_string` of a finite number: `e` (`MPD_FMT_EXP`), `f`/`%` (`MPD_FMT_FIXED`) or
/// `g` (`MPD_FMT_TOSCI`), with the point `dplace` digits into the coefficient for `e`.
fn to_string(
    vm: &mut Vm<'_>,
    x: &Dec,
    ty: char,
    upper: bool,
    mut dplace: i64,
    sign: &str,
) -> VmResult<String> {
    let digits = x.int.len() as i64;
    let ldigits = digits + x.exp;
    if ty == 'e' {
    } else if matches!(ty, 'f' | '%') || (x.exp <= 0 && ldigits > -6) {
        dplace = ldigits;
    }
    let mem = if dplace <= 0 {
        -dplace + digits + 2
    } else {
        dplace.max(digits)
    };
    charge(vm, mem.saturating_add(30))?;
    let mut s = String::from(sign);
    if dplace <= 0 {
        s.push_str("0.");
        s.extend(std::iter::repeat_n(
            '0',
            usize::try_from(-dplace).unwrap_or(0),
        ));
        s.push_str(&x.int);
    } else if dplace >= digits {
        s.push_str(&x.int);
        s.extend(std::iter::repeat_n(
            '0',
            usize::try_from(dplace - digits).unwrap_or(0),
        ));
    } else {
        let (a, b) = x.int.split_at(usize::try_from(dplace).unwrap_or(0));
        s.push_str(a);
        s.push('.');
        s.push_str(b);
    }
    if ldigits != dplace || ty == 'e' {
        s.push(if upper { 'E' } else { 'e' });
        let e = ldigits - dplace;
        s.push(if e < 0 { '-' } else { '+' });
        s.push_str(&e.unsigned_abs().to_string());
    }
    if ty == '%' {
        s.push('%');
    }
    Ok(s)
}

/// `_mpd_apply_lconv`: the spec's decimal point, and separators in the integer part (with
/// `0` padding continued through them up to the width).
fn apply_lconv(vm: &mut Vm<'_>, s: &str, sp: &Spec) -> VmResult<String> {
    let b = s.as_bytes();
    let mut i = 0;
    let sign = b
        .first()
        .filter(|c| matches!(c, b'+' | b'-' | b' '))
        .copied();
    if sign.is_some() {
        i = 1;
    }
    let start = i;
    while b.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    let int = &s[start..i];
    let dot = b.get(i) == Some(&b'.');
    if dot {
        i += 1;
    }
    let rest = &s[i..];
    if !dot && (sp.sep.is_empty() || sp.grouping.is_empty()) {
        return Ok(s.to_string());
    }
    let n_sign = i64::from(sign.is_some());
    let n_sep = sp.sep.len() as i64;
    let pad_room = if sp.align == 'z' { sp.min_width } else { 0 };
    charge(
        vm,
        (int.len() as i64 + pad_room)
            .saturating_mul(1 + n_sep)
            .saturating_add(rest.len() as i64 + 8),
    )?;
    // Written backwards, in chunks, as libmpdec writes it.
    let mut chunks: Vec<String> = vec![rest.to_string()];
    let mut nchars = rest.chars().count() as i64;
    if dot {
        chunks.push(sp.dot.to_string());
        nchars += 1;
    }
    let g = |k: usize| i64::from(sp.grouping.get(k).copied().unwrap_or(0));
    let mut gi = 0;
    let mut consume = g(0);
    let mut n_src = int.len() as i64;
    let mut pad = false;
    loop {
        if g(gi) == 0 || g(gi) == 127 || consume > n_src {
            consume = n_src;
        }
        n_src -= consume;
        let (lo, n) = (
            usize::try_from(n_src).unwrap_or(0),
            usize::try_from(consume).unwrap_or(0),
        );
        if pad {
            chunks.push("0".repeat(n));
        } else {
            chunks.push(int.get(lo..lo + n).unwrap_or("").to_string());
        }
        nchars += consume;
        if n_src == 0 {
            if sp.align == 'z' && nchars + n_sign < sp.min_width {
                n_src = sp.min_width - (nchars + n_sign);
                consume = g(gi) - consume;
                pad = true;
                continue;
            }
            break;
        }
        if n_sep > 0 {
            if pad && n_src > 1 {
                n_src -= 1;
            }
            chunks.push(sp.sep.to_string());
            nchars += 1;
        }
        if g(gi) != 0 && g(gi + 1) != 0 {
            gi += 1;
        }
        consume = g(gi);
    }
    let mut out = String::new();
    if let Some(c) = sign {
        out.push(char::from(c));
    }
    for c in chunks.iter().rev() {
        out.push_str(c);
    }
    Ok(out)
}

/// `_mpd_add_pad`: fills up to the width (`=` keeps a sign in front).
fn add_pad(vm: &mut Vm<'_>, s: String, sp: &Spec) -> VmResult<String> {
    let nchars = s.chars().count() as i64;
    if nchars >= sp.min_width {
        return Ok(s);
    }
    let add = sp.min_width - nchars;
    charge(
        vm,
        add.saturating_mul(sp.fill.len_utf8() as i64)
            .saturating_add(s.len() as i64),
    )?;
    let align = if sp.align == 'z' { '=' } else { sp.align };
    let (lpad, rpad) = match align {
        '<' => (0, add),
        '>' | '=' => (add, 0),
        _ => (add / 2, add - add / 2),
    };
    let fill = |n: i64| std::iter::repeat_n(sp.fill, usize::try_from(n).unwrap_or(0));
    let mut out = String::new();
    let mut body = s.as_str();
    if align == '=' {
        if let Some(c) = body.chars().next().filter(|c| matches!(c, '-' | '+' | ' ')) {
            out.push(c);
            body = &body[1..];
        }
    }
    out.extend(fill(lpad));
    out.push_str(body);
    out.extend(fill(rpad));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn z_is_taken_after_fill_align_sign() {
        assert!(parse("z+", true).is_some_and(|s| s.no_neg_0 && s.sign == '+'));
        assert!(parse("z=10.2f", true).is_some_and(|s| !s.no_neg_0 && s.fill == 'z'));
        assert!(parse(".2fz", true).is_none());
        assert!(parse("zz.2f", true).is_none());
        assert!(parse("<010", true).is_none());
        assert!(parse("_", true).is_none());
        assert!(parse(">5\0abc", true).is_some_and(|s| s.min_width == 5));
        assert!(parse("zx<5", true).is_some());
        assert!(parse("zé<5", true).is_none());
    }
}
