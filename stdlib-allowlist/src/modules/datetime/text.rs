//! Text of `datetime`'s objects: `isoformat`, `ctime`, `strftime` (glibc's directives in the C
//! locale, with `%z`, `%Z` and `%f` as `wrap_strftime` expands them) and `fromisoformat`
//! (3.11's parser, ported from `_datetimemodule.c`, reading past the end as its NUL).

use std::fmt::Write;

use pyrite_runtime::{Value, Vm, VmResult};

use super::cal;
use super::core::{Tod, Ymd};

/// The C locale's weekday names, Monday first.
pub const DAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];
/// The C locale's month names.
pub const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn abbr(s: &str) -> &str {
    s.get(..3).unwrap_or(s)
}

/// `date.isoformat()`.
pub fn date_iso(d: Ymd) -> String {
    format!("{:04}-{:02}-{:02}", d.y, d.m, d.d)
}

/// A time of day with a `timespec` (`None`: unknown, ValueError for the caller).
pub fn time_iso(t: Tod, spec: &str) -> Option<String> {
    Some(match spec {
        "auto" if t.us != 0 => format!("{:02}:{:02}:{:02}.{:06}", t.h, t.mi, t.s, t.us),
        "auto" | "seconds" => format!("{:02}:{:02}:{:02}", t.h, t.mi, t.s),
        "hours" => format!("{:02}", t.h),
        "minutes" => format!("{:02}:{:02}", t.h, t.mi),
        "milliseconds" => format!("{:02}:{:02}:{:02}.{:03}", t.h, t.mi, t.s, t.us / 1000),
        "microseconds" => format!("{:02}:{:02}:{:02}.{:06}", t.h, t.mi, t.s, t.us),
        _ => return None,
    })
}

/// A UTC offset as `format_utcoffset` writes it (`sep` ":" for isoformat, "" for `%z`).
pub fn offset_text(off: i64, sep: &str) -> String {
    let (sign, off) = if off < 0 { ('-', -off) } else { ('+', off) };
    let (secs, us) = (off / 1_000_000, off % 1_000_000);
    let (hh, mm, ss) = (secs / 3600, secs / 60 % 60, secs % 60);
    if us != 0 {
        format!("{sign}{hh:02}{sep}{mm:02}{sep}{ss:02}.{us:06}")
    } else if ss != 0 {
        format!("{sign}{hh:02}{sep}{mm:02}{sep}{ss:02}")
    } else {
        format!("{sign}{hh:02}{sep}{mm:02}")
    }
}

/// `timezone.tzname()` of a timezone without a name: `UTC`, `UTC+05:30`.
pub fn tz_default_name(off: i64) -> String {
    if off == 0 {
        return "UTC".to_string();
    }
    format!("UTC{}", offset_text(off, ":"))
}

/// `ctime()`: `Wed Jan 31 00:00:00 2024`.
pub fn ctime(d: Ymd, t: Tod) -> String {
    let wd = cal::weekday(d.y, d.m, d.d) as usize;
    format!(
        "{} {} {:2} {:02}:{:02}:{:02} {:04}",
        abbr(DAYS[wd % 7]),
        abbr(MONTHS[(d.m as usize + 11) % 12]),
        d.d,
        t.h,
        t.mi,
        t.s,
        d.y
    )
}

/// What `strftime` formats: the broken-down time, the offset and the zone name.
pub struct Stamp {
    /// The date (1900-01-01 for a time).
    pub d: Ymd,
    /// The time of day (midnight for a date).
    pub t: Tod,
    /// `%z`'s text (empty when naive).
    pub z: String,
    /// `%Z`'s text (empty when naive).
    pub zname: String,
}

/// `strftime(format)`: glibc's conversions in the C locale. Flags, widths and the `E`/`O`
/// modifiers, `%s` (local time) and `%:z` (3.12) are refused; an unknown conversion is
/// copied, as glibc copies it; the format ends at a NUL, as C's does. The output is bounded
/// by `room` bytes (MemoryError past it).
pub fn strftime(vm: &mut Vm<'_>, st: &Stamp, fmt: &str, room: usize) -> VmResult<String> {
    let fmt = fmt.split('\0').next().unwrap_or("");
    let (d, t) = (st.d, st.t);
    let wd = cal::weekday(d.y, d.m, d.d); // Monday 0
    let sunday_wd = (wd + 1) % 7;
    let yday = cal::ymd_to_ord(d.y, d.m, d.d) - cal::ymd_to_ord(d.y, 1, 1);
    let iso = cal::isocalendar(d.y, d.m, d.d);
    let h12 = if t.h % 12 == 0 { 12 } else { t.h % 12 };
    let ampm = if t.h < 12 { "AM" } else { "PM" };
    let mut out = String::new();
    macro_rules! w {
        ($($t:tt)*) => {{
            let _ = write!(out, $($t)*);
        }};
    }
    let mut chars = fmt.chars();
    while let Some(c) = chars.next() {
        if out.len() > room {
            return Err(vm.memory_limit_error());
        }
        if c != '%' {
            out.push(c);
            continue;
        }
        let Some(k) = chars.next() else {
            out.push('%');
            break;
        };
        vm.charge_fuel(4)?;
        match k {
            'a' => out.push_str(abbr(DAYS[wd as usize])),
            'A' => out.push_str(DAYS[wd as usize]),
            'b' | 'h' => out.push_str(abbr(MONTHS[(d.m - 1) as usize])),
            'B' => out.push_str(MONTHS[(d.m - 1) as usize]),
            'c' => w!(
                "{} {} {:2} {:02}:{:02}:{:02} {}",
                abbr(DAYS[wd as usize]),
                abbr(MONTHS[(d.m - 1) as usize]),
                d.d,
                t.h,
                t.mi,
                t.s,
                d.y
            ),
            'C' => out.push_str(&(d.y / 100).to_string()),
            'd' => w!("{:02}", d.d),
            'D' | 'x' => w!("{:02}/{:02}/{:02}", d.m, d.d, d.y % 100),
            'e' => w!("{:2}", d.d),
            'F' => w!("{}-{:02}-{:02}", d.y, d.m, d.d),
            'f' => w!("{:06}", t.us),
            'G' => out.push_str(&iso.0.to_string()),
            'g' => w!("{:02}", iso.0 % 100),
            'H' => w!("{:02}", t.h),
            'I' => w!("{h12:02}"),
            'j' => w!("{:03}", yday + 1),
            'k' => w!("{:2}", t.h),
            'l' => w!("{h12:2}"),
            'm' => w!("{:02}", d.m),
            'M' => w!("{:02}", t.mi),
            'n' => out.push('\n'),
            'p' => out.push_str(ampm),
            'P' => out.push_str(&ampm.to_lowercase()),
            'r' => w!("{h12:02}:{:02}:{:02} {ampm}", t.mi, t.s),
            'R' => w!("{:02}:{:02}", t.h, t.mi),
            'S' => w!("{:02}", t.s),
            't' => out.push('\t'),
            'T' | 'X' => w!("{:02}:{:02}:{:02}", t.h, t.mi, t.s),
            'u' => out.push_str(&(wd + 1).to_string()),
            'U' => w!("{:02}", (yday + 7 - sunday_wd) / 7),
            'V' => w!("{:02}", iso.1),
            'w' => out.push_str(&sunday_wd.to_string()),
            'W' => w!("{:02}", (yday + 7 - wd) / 7),
            'y' => w!("{:02}", d.y % 100),
            'Y' => out.push_str(&d.y.to_string()),
            'z' => out.push_str(&st.z),
            'Z' => out.push_str(&st.zname),
            '%' => out.push('%'),
            '-' | '_' | '0' | '^' | '#' | 'E' | 'O' | '1'..='9' | ':' | 's' | '+' => {
                return Err(vm.not_supported(format!(
                    "strftime directive '%{k}' is not supported in Pyrite"
                )))
            }
            other => {
                out.push('%');
                out.push(other);
            }
        }
    }
    if out.len() > room {
        return Err(vm.memory_limit_error());
    }
    vm.charge_fuel(out.len() as u64 / 32)?;
    Ok(out)
}

/// The byte at `i`, NUL past the end (the C parser reads its terminator).
fn at(b: &[u8], i: usize) -> u8 {
    b.get(i).copied().unwrap_or(0)
}

fn digits(b: &[u8], p: usize, n: usize) -> Option<(usize, i64)> {
    let mut v = 0i64;
    for i in 0..n {
        let c = at(b, p + i);
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + i64::from(c - b'0');
    }
    Some((p + n, v))
}

/// `parse_isoformat_date`: `(year, month, day)` or a failure.
fn parse_date(b: &[u8], len: usize) -> Option<(i64, i64, i64)> {
    let (mut p, year) = digits(b, 0, 4)?;
    let sep = at(b, p) == b'-';
    if sep {
        p += 1;
    }
    if at(b, p) == b'W' {
        let (q, week) = digits(b, p + 1, 2)?;
        p = q;
        let day = if p < len {
            if sep {
                if at(b, p) != b'-' {
                    return None;
                }
                p += 1;
            }
            digits(b, p, 1)?.1
        } else {
            1
        };
        return cal::iso_to_ymd(year, week, day).ok();
    }
    let (q, month) = digits(b, p, 2)?;
    p = q;
    if sep {
        if at(b, p) != b'-' {
            return None;
        }
        p += 1;
    }
    let (_, day) = digits(b, p, 2)?;
    Some((year, month, day))
}

/// `parse_hh_mm_ss_ff` between `start` and `end`: `(status, [h, m, s, us])`, status 0 at
/// the end of the string, 1 if something follows, negative on failure.
fn parse_hms(b: &[u8], start: usize, end: usize) -> (i32, [i64; 4]) {
    let mut v = [0i64; 4];
    let mut p = start;
    let mut has_sep = true;
    for i in 0..3 {
        let Some((q, x)) = digits(b, p, 2) else {
            return (-3, v);
        };
        v[i] = x;
        p = q;
        let c = at(b, p);
        p += 1;
        if i == 0 {
            has_sep = c == b':';
        }
        if p >= end {
            return (i32::from(c != 0), v);
        } else if has_sep && c == b':' {
            continue;
        } else if c == b'.' || c == b',' {
            break;
        } else if !has_sep {
            p -= 1;
        } else {
            return (-4, v);
        }
    }
    let to_parse = end.saturating_sub(p).min(6);
    let Some((q, us)) = digits(b, p, to_parse) else {
        return (-3, v);
    };
    const CORRECTION: [i64; 5] = [100_000, 10_000, 1000, 100, 10];
    v[3] = match to_parse.checked_sub(1).and_then(|i| CORRECTION.get(i)) {
        Some(c) => us * c,
        None => us,
    };
    p = q;
    while at(b, p).is_ascii_digit() {
        p += 1;
    }
    (i32::from(at(b, p) != 0), v)
}

/// A parsed time: fields and, when given, the offset `(seconds, microseconds)`.
pub struct IsoTime {
    /// Hour, minute, second, microsecond.
    pub hms: [i64; 4],
    /// The UTC offset, if any.
    pub tz: Option<(i64, i64)>,
}

/// `parse_isoformat_time` of `b[start..start + len]`.
fn parse_time(b: &[u8], start: usize, len: usize) -> Option<IsoTime> {
    let end = start + len;
    let mut tz = start;
    loop {
        if matches!(at(b, tz), b'Z' | b'+' | b'-') {
            break;
        }
        tz += 1;
        if tz >= end {
            break;
        }
    }
    let (rv, hms) = parse_hms(b, start, tz);
    if rv < 0 {
        return None;
    }
    if tz == end {
        return (rv != 1).then_some(IsoTime { hms, tz: None });
    }
    if at(b, tz) == b'Z' {
        return (at(b, tz + 1) == 0).then_some(IsoTime {
            hms,
            tz: Some((0, 0)),
        });
    }
    let sign = if at(b, tz) == b'-' { -1 } else { 1 };
    let (rv, z) = parse_hms(b, tz + 1, end);
    if rv != 0 {
        return None;
    }
    Some(IsoTime {
        hms,
        tz: Some((sign * (z[0] * 3600 + z[1] * 60 + z[2]), sign * z[3])),
    })
}

/// `_find_isoformat_datetime_separator`.
fn find_sep(b: &[u8]) -> Option<usize> {
    let len = b.len();
    if len == 7 {
        return Some(7);
    }
    if at(b, 4) == b'-' {
        if at(b, 5) == b'W' {
            if len < 8 {
                return None;
            }
            if len > 8 && at(b, 8) == b'-' {
                if len == 9 {
                    return None;
                }
                if len > 10 && at(b, 10).is_ascii_digit() {
                    return Some(8);
                }
                return Some(10);
            }
            return Some(8);
        }
        return Some(10);
    }
    if at(b, 4) == b'W' {
        let mut idx = 7;
        while idx < len && at(b, idx).is_ascii_digit() {
            idx += 1;
        }
        if idx < 9 {
            return Some(idx);
        }
        return Some(if idx % 2 == 0 { 7 } else { 8 });
    }
    Some(8)
}

/// `date.fromisoformat(s)`: the fields (unchecked), or `None` for an invalid string.
pub fn iso_date(s: &str) -> Option<(i64, i64, i64)> {
    let b = s.as_bytes();
    if !matches!(b.len(), 7 | 8 | 10) {
        return None;
    }
    parse_date(b, b.len())
}

/// `time.fromisoformat(s)`.
pub fn iso_time(s: &str) -> Option<IsoTime> {
    let b = s.as_bytes();
    let start = usize::from(at(b, 0) == b'T');
    parse_time(b, start, b.len() - start)
}

/// `datetime.fromisoformat(s)`: date fields and the time.
pub fn iso_datetime(s: &str) -> Option<((i64, i64, i64), IsoTime)> {
    if s.chars().count() < 7 {
        return None;
    }
    let b = s.as_bytes();
    let sep = find_sep(b)?;
    let date = parse_date(b, sep)?;
    if b.len() <= sep {
        return Some((
            date,
            IsoTime {
                hms: [0; 4],
                tz: None,
            },
        ));
    }
    let width = s
        .get(sep..)
        .and_then(|r| r.chars().next())
        .map_or(1, char::len_utf8);
    // A separator inside a multi-byte character cannot be: C would skip by its lead byte.
    if !s.is_char_boundary(sep) {
        return None;
    }
    let p = sep + width;
    let t = parse_time(b, p, b.len() - p)?;
    Some((date, t))
}

/// `Value` of the ValueError for an invalid isoformat string.
pub fn invalid_iso(vm: &mut Vm<'_>, s: Value) -> pyrite_runtime::VmErr {
    match vm.repr(s) {
        Ok(r) => vm.value_error(format!("Invalid isoformat string: {r}")),
        Err(e) => e,
    }
}
