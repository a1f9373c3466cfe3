//! `datetime.strptime`: `_strptime.py`'s regular expressions for the C locale, matched by a
//! small backtracking matcher (each directive's alternatives in the regex's order, a run of
//! whitespace in the format as `\s+`, case-insensitive literals), then its field rules.
//! Every step costs fuel; the work list is explicit, so no native recursion.

use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::cal;
use super::text::{DAYS, MONTHS};

/// One piece of a compiled format.
#[derive(Clone, Debug)]
enum Piece {
    /// A literal character (compared case-insensitively).
    Lit(char),
    /// `\s+`.
    Space,
    /// A directive, by letter.
    Dir(char),
}

/// The fields a match found, by directive letter, in format order.
pub struct Found {
    groups: Vec<(char, String)>,
}

impl Found {
    fn get(&self, k: char) -> Option<&str> {
        self.groups
            .iter()
            .find(|(c, _)| *c == k)
            .map(|(_, s)| s.as_str())
    }
}

/// What `_strptime` returns for `datetime`: the fields, the offset and the zone name.
pub struct Parsed {
    /// Year, month, day, hour, minute, second, microsecond.
    pub fields: [i64; 7],
    /// `%z`'s offset `(seconds, microseconds)`.
    pub gmtoff: Option<(i64, i64)>,
}

fn compile(vm: &Vm<'_>, fmt: &str) -> VmResult<Vec<Piece>> {
    let mut out = Vec::new();
    let mut chars = fmt.chars().peekable();
    let mut seen: Vec<char> = Vec::new();
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
            }
            out.push(Piece::Space);
            continue;
        }
        if c != '%' {
            out.push(Piece::Lit(c));
            continue;
        }
        let Some(k) = chars.next() else {
            return Err(vm.value_error(format!("stray % in format '{fmt}'")));
        };
        let expand = match k {
            'c' => Some("%a %b %d %H:%M:%S %Y"),
            'x' => Some("%m/%d/%y"),
            'X' => Some("%H:%M:%S"),
            _ => None,
        };
        let pieces: Vec<Piece> = match expand {
            Some(e) => compile(vm, e)?,
            None => match k {
                'Y' | 'm' | 'd' | 'H' | 'M' | 'S' | 'f' | 'z' | 'j' | 'a' | 'A' | 'b' | 'B'
                | 'p' | 'y' | 'I' | 'w' | 'u' => vec![Piece::Dir(k)],
                '%' => vec![Piece::Lit('%')],
                'G' | 'U' | 'V' | 'W' | 'Z' => {
                    return Err(vm.not_supported(format!(
                        "strptime directive '%{k}' is not supported in Pyrite"
                    )))
                }
                _ => {
                    return Err(
                        vm.value_error(format!("'{k}' is a bad directive in format '{fmt}'"))
                    )
                }
            },
        };
        for p in pieces {
            if let Piece::Dir(d) = p {
                if seen.contains(&d) {
                    return Err(vm.not_supported(format!(
                        "strptime with '%{d}' twice in the format is not supported in Pyrite"
                    )));
                }
                seen.push(d);
            }
            out.push(p);
        }
    }
    Ok(out)
}

/// The candidate lengths (in chars) of directive `k` at `s[i..]`, in the regex's order of
/// preference.
fn candidates(k: char, s: &[char], i: usize) -> Vec<usize> {
    let at = |j: usize| s.get(i + j).copied().unwrap_or('\0');
    let dig = |j: usize| at(j).is_ascii_digit();
    let in_ = |j: usize, lo: char, hi: char| (lo..=hi).contains(&at(j));
    let mut out: Vec<usize> = Vec::new();
    fn alt(out: &mut Vec<usize>, ok: bool, n: usize) {
        if ok {
            out.push(n);
        }
    }
    match k {
        'd' => {
            alt(&mut out, at(0) == '3' && in_(1, '0', '1'), 2);
            alt(&mut out, in_(0, '1', '2') && dig(1), 2);
            alt(&mut out, at(0) == '0' && in_(1, '1', '9'), 2);
            alt(&mut out, in_(0, '1', '9'), 1);
            alt(&mut out, at(0) == ' ' && in_(1, '1', '9'), 2);
        }
        'f' => {
            let n = (0..6).take_while(|j| dig(*j)).count();
            for len in (1..=n).rev() {
                alt(&mut out, true, len);
            }
        }
        'H' => {
            alt(&mut out, at(0) == '2' && in_(1, '0', '3'), 2);
            alt(&mut out, in_(0, '0', '1') && dig(1), 2);
            alt(&mut out, dig(0), 1);
        }
        'I' | 'm' => {
            alt(&mut out, at(0) == '1' && in_(1, '0', '2'), 2);
            alt(&mut out, at(0) == '0' && in_(1, '1', '9'), 2);
            alt(&mut out, in_(0, '1', '9'), 1);
        }
        'j' => {
            alt(
                &mut out,
                at(0) == '3' && at(1) == '6' && in_(2, '0', '6'),
                3,
            );
            alt(&mut out, at(0) == '3' && in_(1, '0', '5') && dig(2), 3);
            alt(&mut out, in_(0, '1', '2') && dig(1) && dig(2), 3);
            alt(&mut out, at(0) == '0' && in_(1, '1', '9') && dig(2), 3);
            alt(
                &mut out,
                at(0) == '0' && at(1) == '0' && in_(2, '1', '9'),
                3,
            );
            alt(&mut out, in_(0, '1', '9') && dig(1), 2);
            alt(&mut out, at(0) == '0' && in_(1, '1', '9'), 2);
            alt(&mut out, in_(0, '1', '9'), 1);
        }
        'M' => {
            alt(&mut out, in_(0, '0', '5') && dig(1), 2);
            alt(&mut out, dig(0), 1);
        }
        'S' => {
            alt(&mut out, at(0) == '6' && in_(1, '0', '1'), 2);
            alt(&mut out, in_(0, '0', '5') && dig(1), 2);
            alt(&mut out, dig(0), 1);
        }
        'w' => alt(&mut out, in_(0, '0', '6'), 1),
        'u' => alt(&mut out, in_(0, '1', '7'), 1),
        'y' => alt(&mut out, dig(0) && dig(1), 2),
        'Y' => alt(&mut out, (0..4).all(dig), 4),
        'z' => {
            // [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z)
            if matches!(at(0), '+' | '-') && dig(1) && dig(2) {
                let mut heads = Vec::new();
                if at(3) == ':' && in_(4, '0', '5') && dig(5) {
                    heads.push(6);
                }
                if in_(3, '0', '5') && dig(4) {
                    heads.push(5);
                }
                for h in heads {
                    // The optional seconds group, greedy: with it first, then without.
                    let mut secs = Vec::new();
                    for colon in [true, false] {
                        let b = h + usize::from(colon);
                        if (!colon || at(h) == ':') && in_(b, '0', '5') && dig(b + 1) {
                            let e = b + 2;
                            if at(e) == '.' {
                                let n = (0..6).take_while(|j| dig(e + 1 + j)).count();
                                for len in (1..=n).rev() {
                                    secs.push(e + 1 + len);
                                }
                            }
                            secs.push(e);
                        }
                    }
                    out.extend(secs);
                    out.push(h);
                }
            }
            alt(&mut out, at(0) == 'Z', 1);
        }
        'a' | 'A' | 'b' | 'B' | 'p' => {
            let names: Vec<String> = match k {
                'a' => DAYS.iter().map(|d| d[..3].to_lowercase()).collect(),
                'A' => DAYS.iter().map(|d| d.to_lowercase()).collect(),
                'b' => MONTHS.iter().map(|m| m[..3].to_lowercase()).collect(),
                'B' => MONTHS.iter().map(|m| m.to_lowercase()).collect(),
                _ => vec!["am".to_string(), "pm".to_string()],
            };
            // _strptime sorts the alternatives longest first.
            let mut names = names;
            names.sort_by_key(|n| std::cmp::Reverse(n.len()));
            for n in names {
                let len = n.chars().count();
                let matches = n
                    .chars()
                    .enumerate()
                    .all(|(j, c)| at(j).to_lowercase().eq(c.to_lowercase()));
                if matches && !out.contains(&len) {
                    out.push(len);
                }
            }
        }
        _ => {}
    }
    out
}

/// Matches the compiled format at the start of `s`: the end and the groups, longest-first
/// backtracking as the regex's.
fn run(vm: &mut Vm<'_>, pieces: &[Piece], s: &[char]) -> VmResult<Option<(usize, Found)>> {
    // Each frame: piece index, position, the candidates left for it.
    struct Frame {
        piece: usize,
        pos: usize,
        left: Vec<usize>,
    }
    let mut stack: Vec<Frame> = Vec::new();
    let mut piece = 0usize;
    let mut pos = 0usize;
    loop {
        vm.charge_fuel(1)?;
        if piece == pieces.len() {
            let mut groups = Vec::new();
            for f in &stack {
                if let Some(Piece::Dir(k)) = pieces.get(f.piece) {
                    let end = stack
                        .iter()
                        .find(|g| g.piece == f.piece + 1)
                        .map_or(pos, |g| g.pos);
                    groups.push((*k, s.get(f.pos..end).unwrap_or(&[]).iter().collect()));
                }
            }
            return Ok(Some((pos, Found { groups })));
        }
        let mut left = match &pieces[piece] {
            Piece::Lit(c) => {
                let ok = s
                    .get(pos)
                    .is_some_and(|x| x.to_lowercase().eq(c.to_lowercase()));
                if ok {
                    vec![1]
                } else {
                    vec![]
                }
            }
            Piece::Space => {
                let n = s
                    .get(pos..)
                    .unwrap_or(&[])
                    .iter()
                    .take_while(|c| c.is_whitespace())
                    .count();
                (1..=n).rev().collect()
            }
            Piece::Dir(k) => candidates(*k, s, pos),
        };
        left.reverse();
        match left.pop() {
            Some(n) => {
                stack.push(Frame { piece, pos, left });
                piece += 1;
                pos += n;
            }
            None => loop {
                let Some(mut f) = stack.pop() else {
                    return Ok(None);
                };
                vm.charge_fuel(1)?;
                if let Some(n) = f.left.pop() {
                    piece = f.piece + 1;
                    pos = f.pos + n;
                    stack.push(f);
                    break;
                }
            },
        }
    }
}

/// `_strptime(data, format)` for `datetime.strptime` (both str values).
pub fn strptime(vm: &mut Vm<'_>, data_v: Value, fmt_v: Value) -> VmResult<Parsed> {
    let data = vm.as_str(data_v).unwrap_or("").to_string();
    let fmt = vm.as_str(fmt_v).unwrap_or("").to_string();
    let pieces = compile(vm, &fmt)?;
    let s: Vec<char> = data.chars().collect();
    vm.charge_fuel(s.len() as u64 / 8)?;
    if s.iter().any(|c| !c.is_ascii() && c.is_numeric()) {
        return Err(vm.not_supported("strptime of non-ASCII digits is not supported in Pyrite"));
    }
    let Some((end, found)) = run(vm, &pieces, &s)? else {
        let (d, f) = (vm.repr(data_v)?, vm.repr(fmt_v)?);
        return Err(vm.value_error(format!("time data {d} does not match format {f}")));
    };
    if end != s.len() {
        let rest: String = s.get(end..).unwrap_or(&[]).iter().collect();
        return Err(vm.value_error(format!("unconverted data remains: {rest}")));
    }
    let num = |t: &str| t.trim().parse::<i64>().unwrap_or(0);
    let mut year: Option<i64> = None;
    let (mut month, mut day, mut hour, mut minute, mut second, mut fraction) = (1, 1, 0, 0, 0, 0);
    let mut gmtoff = None;
    let mut julian: Option<i64> = None;
    let index = |names: &[&str; 12], t: &str, short: bool| {
        names
            .iter()
            .position(|n| {
                let n = if short { &n[..3] } else { n };
                n.to_lowercase() == t.to_lowercase()
            })
            .unwrap_or(0) as i64
    };
    for (k, t) in &found.groups {
        match k {
            'y' => {
                let y = num(t);
                year = Some(if y <= 68 { y + 2000 } else { y + 1900 });
            }
            'Y' => year = Some(num(t)),
            'm' => month = num(t),
            'B' => month = index(&MONTHS, t, false) + 1,
            'b' => month = index(&MONTHS, t, true) + 1,
            'd' => day = num(t),
            'H' => hour = num(t),
            'I' => {
                hour = num(t);
                match found.get('p').map(str::to_lowercase).as_deref() {
                    Some("pm") => {
                        if hour != 12 {
                            hour += 12
                        }
                    }
                    _ => {
                        if hour == 12 {
                            hour = 0
                        }
                    }
                }
            }
            'M' => minute = num(t),
            'S' => second = num(t),
            'f' => fraction = num(&format!("{t:0<6}")),
            // The weekday only matters with %U/%W/%V, which are refused.
            'A' | 'a' | 'w' | 'u' => {}
            'j' => julian = Some(num(t)),
            'z' => gmtoff = Some(offset(vm, t)?),
            _ => {}
        }
    }
    let mut leap_fix = false;
    let y = match year {
        Some(y) => y,
        None if month == 2 && day == 29 => {
            leap_fix = true;
            1904
        }
        None => 1900,
    };
    let (mut y, mut m, mut d) = (y, month, day);
    if let Some(j) = julian {
        let n = j - 1 + cal::ymd_to_ord(y, 1, 1);
        if !(1..=cal::MAX_ORDINAL).contains(&n) {
            return Err(vm.err(TypeTag::OverflowError, "date value out of range"));
        }
        (y, m, d) = cal::ord_to_ymd(n);
    } else {
        // `datetime_date(year, month, day)` in `_strptime` checks the day.
        super::core::check_date(vm, y, m, d)?;
    }
    if leap_fix {
        y = 1900;
    }
    Ok(Parsed {
        fields: [y, m, d, hour, minute, second, fraction],
        gmtoff,
    })
}

/// `%z`'s text as an offset `(seconds, microseconds)`.
fn offset(vm: &Vm<'_>, z: &str) -> VmResult<(i64, i64)> {
    if z == "Z" {
        return Ok((0, 0));
    }
    let mut t: Vec<char> = z.chars().collect();
    if t.get(3) == Some(&':') {
        t.remove(3);
        if t.len() > 5 {
            if t.get(5) != Some(&':') {
                return Err(vm.value_error(format!("Inconsistent use of : in {z}")));
            }
            t.remove(5);
        }
    }
    // `int(z[a:b])`, as _strptime converts each part (the seconds may hold a stray ':').
    let part = |a: usize, b: usize| -> VmResult<i64> {
        let x: String = t
            .get(a.min(t.len())..b.min(t.len()))
            .unwrap_or(&[])
            .iter()
            .collect();
        if x.is_empty() {
            return Ok(0);
        }
        x.parse()
            .map_err(|_| vm.value_error(format!("invalid literal for int() with base 10: '{x}'")))
    };
    let (h, m, s) = (part(1, 3)?, part(3, 5)?, part(5, 7)?);
    let rest: String = t.get(8..).map(|x| x.iter().collect()).unwrap_or_default();
    let frac = if rest.is_empty() {
        0
    } else {
        format!("{rest:0<6}").parse().unwrap_or(0)
    };
    let (mut off, mut us) = (h * 3600 + m * 60 + s, frac);
    if z.starts_with('-') {
        off = -off;
        us = -us;
    }
    Ok((off, us))
}
