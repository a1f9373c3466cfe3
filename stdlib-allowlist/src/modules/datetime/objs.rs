//! `date`, `datetime`, `time` and `timezone`: constructors, class methods, methods and data
//! attributes, as `_datetimemodule.c` (its messages where they differ from `datetime.py`).

use pyrite_lang::bytecode::BinKind;
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::cal;
use super::core::{
    self, bind, c_int, check_date, check_time, check_tz, new_date, new_datetime, new_delta,
    new_time, new_tz, no_args, no_clock, no_local_zone, ord_date, read, tz_offset, Dt, Tod, Ymd,
    US_DAY,
};
use super::delta::{self, int_value};
use super::text::{self, Stamp};
use crate::args::Kw;

/// The type a class method was called on (or the type of the instance it was read from).
fn recv_tag(vm: &Vm<'_>, v: Value) -> TypeTag {
    match v {
        Value::Type(t) => t,
        _ => vm.type_tag(v),
    }
}

/// A datetime or date receiver's date.
fn ymd_of(vm: &Vm<'_>, v: Value) -> Ymd {
    match read(vm, v) {
        Some(Dt::Date(d) | Dt::DateTime(d, _, _)) => d,
        _ => Ymd { y: 1, m: 1, d: 1 },
    }
}

/// A datetime receiver's parts.
fn dt_of(vm: &Vm<'_>, v: Value) -> (Ymd, Tod, Value) {
    match read(vm, v) {
        Some(Dt::DateTime(d, t, z)) => (d, t, z),
        Some(Dt::Date(d)) => (d, Tod::MIDNIGHT, Value::None),
        _ => (Ymd { y: 1, m: 1, d: 1 }, Tod::MIDNIGHT, Value::None),
    }
}

fn int_or(vm: &Vm<'_>, v: Value, default: i64) -> VmResult<i64> {
    if v == Value::Undef {
        Ok(default)
    } else {
        c_int(vm, v)
    }
}

fn tz_or(vm: &Vm<'_>, v: Value, default: Value) -> VmResult<Value> {
    if v == Value::Undef {
        Ok(default)
    } else {
        check_tz(vm, v)
    }
}

/// `date(year, month, day)`.
pub fn date(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(vm, None, a, kws, &["year", "month", "day"], 3, 3)?;
    let (y, m, d) = (c_int(vm, v[0])?, c_int(vm, v[1])?, c_int(vm, v[2])?);
    let ymd = check_date(vm, y, m, d)?;
    new_date(vm, ymd)
}

const DT_NAMES: [&str; 9] = [
    "year",
    "month",
    "day",
    "hour",
    "minute",
    "second",
    "microsecond",
    "tzinfo",
    "fold",
];

/// `datetime(year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *,
/// fold=0)`.
pub fn datetime(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(vm, None, a, kws, &DT_NAMES, 3, 8)?;
    let (y, m, d) = (c_int(vm, v[0])?, c_int(vm, v[1])?, c_int(vm, v[2])?);
    let f: Vec<i64> = [3, 4, 5, 6, 8]
        .iter()
        .map(|&i| int_or(vm, v[i], 0))
        .collect::<VmResult<_>>()?;
    let tz = tz_or(vm, v[7], Value::None)?;
    let ymd = check_date(vm, y, m, d)?;
    let tod = check_time(vm, f[0], f[1], f[2], f[3], f[4])?;
    new_datetime(vm, ymd, tod, tz)
}

const TIME_NAMES: [&str; 6] = ["hour", "minute", "second", "microsecond", "tzinfo", "fold"];

/// `time(hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0)`.
pub fn time(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(vm, None, a, kws, &TIME_NAMES, 0, 5)?;
    let f: Vec<i64> = [0, 1, 2, 3, 5]
        .iter()
        .map(|&i| int_or(vm, v[i], 0))
        .collect::<VmResult<_>>()?;
    let tz = tz_or(vm, v[4], Value::None)?;
    let tod = check_time(vm, f[0], f[1], f[2], f[3], f[4])?;
    new_time(vm, tod, tz)
}

/// The ValueError of an offset outside a day.
fn offset_range(vm: &mut Vm<'_>, us: i128) -> pyrite_runtime::VmErr {
    vm.value_error(format!(
        "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not {}.",
        delta::repr(us)
    ))
}

/// A timezone of `us` microseconds, checked.
fn checked_tz(vm: &mut Vm<'_>, us: i128, name: Value) -> VmResult<Value> {
    if us.abs() >= US_DAY {
        return Err(offset_range(vm, us));
    }
    new_tz(vm, us as i64, name)
}

/// `timezone(offset, name=None)`.
pub fn timezone(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(vm, Some("timezone"), a, kws, &["offset", "name"], 1, 2)?;
    let Some(us) = core::delta(vm, v[0]) else {
        return Err(vm.type_error(format!(
            "timezone() argument 1 must be datetime.timedelta, not {}",
            vm.type_name(v[0])
        )));
    };
    let name = match v[1] {
        Value::Undef => Value::None,
        n if vm.type_tag(n) == TypeTag::Str => n,
        n => {
            return Err(vm.type_error(format!(
                "timezone() argument 2 must be str, not {}",
                vm.type_name(n)
            )))
        }
    };
    checked_tz(vm, us, name)
}

/// `date.today()`, `datetime.today()`, `datetime.now()`, `datetime.utcnow()`: refused.
pub fn today(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    let t = a.first().map_or(TypeTag::Date, |r| recv_tag(vm, *r));
    Err(no_clock(vm, &format!("{}.today()", t.name())))
}

/// `datetime.now(tz=None)`: refused.
pub fn now(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Err(no_clock(vm, "datetime.now()"))
}

/// `datetime.utcnow()`: refused.
pub fn utcnow(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Err(no_clock(vm, "datetime.utcnow()"))
}

/// `date.fromtimestamp(t)`: refused (local time).
pub fn date_fromtimestamp(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Err(no_local_zone(vm, "date.fromtimestamp()"))
}

/// A timestamp as whole seconds and microseconds (`_PyTime_ObjectToTimeval`, half even).
fn timestamp_parts(vm: &Vm<'_>, t: Value) -> VmResult<(i64, i64)> {
    let range = || {
        vm.err(
            TypeTag::OverflowError,
            "timestamp out of range for platform time_t",
        )
    };
    match (vm.type_tag(t), vm.num(t)) {
        (TypeTag::Float, Some(Num::F(f))) => {
            if f.is_nan() {
                return Err(vm.value_error("Invalid value NaN (not a number)"));
            }
            let (mut ip, frac) = (f.trunc(), f - f.trunc());
            let mut us = round_half_even(frac * 1e6);
            if us >= 1e6 {
                us -= 1e6;
                ip += 1.0;
            } else if us < 0.0 {
                us += 1e6;
                ip -= 1.0;
            }
            if !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&ip) {
                return Err(range());
            }
            Ok((ip as i64, us as i64))
        }
        (TypeTag::Int | TypeTag::Bool, Some(Num::I(i))) => Ok((i, 0)),
        (TypeTag::Int, Some(_)) => Err(range()),
        _ => Err(vm.type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            vm.type_name(t)
        ))),
    }
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (r - x).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

/// The UTC datetime of a timestamp, as `gmtime` (ValueError for a year out of range).
fn utc_of_timestamp(vm: &Vm<'_>, t: Value) -> VmResult<(Ymd, Tod)> {
    let (secs, us) = timestamp_parts(vm, t)?;
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    let ord = i128::from(days) + 719_163;
    if ord < 1 || ord > i128::from(cal::MAX_ORDINAL) {
        // gmtime's year, as CPython reports it.
        let year = if ord < 1 {
            cal::ord_to_ymd(ord as i64).0
        } else {
            let n = (ord - 1) as i64;
            // Years past 9999 by the 400-year cycle.
            let (y, _, _) = cal::ord_to_ymd(n % 146_097 + 1);
            y + n / 146_097 * 400
        };
        return Err(vm.value_error(format!("year {year} is out of range")));
    }
    Ok((
        Ymd::from_ord(ord as i64),
        Tod::from_micros(rest * 1_000_000 + us, 0),
    ))
}

/// `datetime.fromtimestamp(t, tz)`: only with a timezone (a naive result needs local time).
pub fn fromtimestamp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(
        vm,
        Some("fromtimestamp"),
        a.get(1..).unwrap_or(&[]),
        kws,
        &["timestamp", "tz"],
        1,
        2,
    )?;
    let tz = tz_or(vm, v[1], Value::None)?;
    let Some(off) = tz_offset(vm, tz) else {
        return Err(no_local_zone(vm, "datetime.fromtimestamp() without tz"));
    };
    let (d, t) = utc_of_timestamp(vm, v[0])?;
    shifted(vm, d, t, i128::from(off), tz)
}

/// `datetime.utcfromtimestamp(t)`.
pub fn utcfromtimestamp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "utcfromtimestamp", kws)?;
    let [_, t] = a else {
        return Err(vm.type_error(format!(
            "utcfromtimestamp() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let (d, tod) = utc_of_timestamp(vm, *t)?;
    new_datetime(vm, d, tod, Value::None)
}

/// A datetime `shift` microseconds after `d t`, with `tz` (OverflowError out of range).
fn shifted(vm: &mut Vm<'_>, d: Ymd, t: Tod, shift: i128, tz: Value) -> VmResult<Value> {
    let total = i128::from(d.ord()) * US_DAY + i128::from(t.micros()) + shift;
    let ymd = ord_date(vm, total.div_euclid(US_DAY))?;
    let tod = Tod::from_micros(total.rem_euclid(US_DAY) as i64, 0);
    new_datetime(vm, ymd, tod, tz)
}

/// `date.fromordinal(n)`, `datetime.fromordinal(n)`.
pub fn fromordinal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "fromordinal", kws)?;
    let [r, n] = a else {
        return Err(vm.type_error(format!(
            "fromordinal() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let n = c_int(vm, *n)?;
    if n < 1 {
        return Err(vm.value_error("ordinal must be >= 1"));
    }
    if n > cal::MAX_ORDINAL {
        return Err(vm.value_error("year 10000 is out of range"));
    }
    let d = Ymd::from_ord(n);
    if recv_tag(vm, *r) == TypeTag::DateTime {
        new_datetime(vm, d, Tod::MIDNIGHT, Value::None)
    } else {
        new_date(vm, d)
    }
}

fn str_only(vm: &Vm<'_>, s: Value) -> VmResult<String> {
    match vm.as_str(s) {
        Some(x) => Ok(x.to_string()),
        None => Err(vm.type_error("fromisoformat: argument must be str")),
    }
}

fn one_arg(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    crate::args::no_kw(vm, name, kws)?;
    match a {
        [r, x] => Ok((*r, *x)),
        _ => Err(vm.type_error(format!(
            "{name}() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        ))),
    }
}

/// A timezone from a parsed ISO offset.
fn iso_tz(vm: &mut Vm<'_>, tz: Option<(i64, i64)>) -> VmResult<Value> {
    match tz {
        None => Ok(Value::None),
        Some((0, _)) => core::utc(vm),
        Some((s, us)) => {
            if s.abs() >= 86_400 {
                return Err(offset_range(vm, i128::from(s) * 1_000_000));
            }
            checked_tz(vm, i128::from(s) * 1_000_000 + i128::from(us), Value::None)
        }
    }
}

/// `date.fromisoformat(s)`, `datetime.fromisoformat(s)`.
pub fn fromisoformat(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, s) = one_arg(vm, "fromisoformat", a, kws)?;
    let text = str_only(vm, s)?;
    vm.charge_fuel(text.len() as u64 / 32)?;
    match recv_tag(vm, r) {
        TypeTag::DateTime => {
            let Some(((y, m, d), t)) = text::iso_datetime(&text) else {
                return Err(text::invalid_iso(vm, s));
            };
            let tz = iso_tz(vm, t.tz)?;
            let ymd = check_date(vm, y, m, d)?;
            let [h, mi, sec, us] = t.hms;
            let tod = check_time(vm, h, mi, sec, us, 0)?;
            new_datetime(vm, ymd, tod, tz)
        }
        TypeTag::Time => {
            let Some(t) = text::iso_time(&text) else {
                return Err(text::invalid_iso(vm, s));
            };
            let tz = iso_tz(vm, t.tz)?;
            let [h, mi, sec, us] = t.hms;
            let tod = check_time(vm, h, mi, sec, us, 0)?;
            new_time(vm, tod, tz)
        }
        _ => {
            let Some((y, m, d)) = text::iso_date(&text) else {
                return Err(text::invalid_iso(vm, s));
            };
            let ymd = check_date(vm, y, m, d)?;
            new_date(vm, ymd)
        }
    }
}

/// `date.fromisocalendar(year, week, day)`.
pub fn fromisocalendar(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::Type(TypeTag::Date));
    let v = bind(
        vm,
        Some("fromisocalendar"),
        a.get(1..).unwrap_or(&[]),
        kws,
        &["year", "week", "day"],
        3,
        3,
    )?;
    let (y, w, d) = (c_int(vm, v[0])?, c_int(vm, v[1])?, c_int(vm, v[2])?);
    if !(cal::MINYEAR..=cal::MAXYEAR).contains(&y) {
        return Err(vm.value_error(format!("Year is out of range: {y}")));
    }
    let (y, m, d) = match cal::iso_to_ymd(y, w, d) {
        Ok(x) => x,
        Err(cal::IsoErr::Week) => return Err(vm.value_error(format!("Invalid week: {w}"))),
        Err(cal::IsoErr::Day) => {
            return Err(vm.value_error(format!("Invalid day: {d} (range is [1, 7])")))
        }
    };
    let ymd = check_date(vm, y, m, d)?;
    if recv_tag(vm, r) == TypeTag::DateTime {
        new_datetime(vm, ymd, Tod::MIDNIGHT, Value::None)
    } else {
        new_date(vm, ymd)
    }
}

/// `datetime.combine(date, time, tzinfo=time.tzinfo)`.
pub fn combine(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(
        vm,
        Some("combine"),
        a.get(1..).unwrap_or(&[]),
        kws,
        &["date", "time", "tzinfo"],
        2,
        3,
    )?;
    let d = match read(vm, v[0]) {
        Some(Dt::Date(d) | Dt::DateTime(d, _, _)) => d,
        _ => {
            return Err(vm.type_error(format!(
                "combine() argument 1 must be datetime.date, not {}",
                vm.type_name(v[0])
            )))
        }
    };
    let Some(Dt::Time(t, z)) = read(vm, v[1]) else {
        return Err(vm.type_error(format!(
            "combine() argument 2 must be datetime.time, not {}",
            vm.type_name(v[1])
        )));
    };
    let tz = tz_or(vm, v[2], z)?;
    new_datetime(vm, d, t, tz)
}

/// `datetime.strptime(date_string, format)`.
pub fn strptime(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "strptime", kws)?;
    let [_, s, f] = a else {
        return Err(vm.type_error(format!(
            "strptime expected 2 arguments, got {}",
            a.len().saturating_sub(1)
        )));
    };
    for (i, x) in [(1, s), (2, f)] {
        if vm.type_tag(*x) != TypeTag::Str {
            return Err(vm.type_error(format!(
                "strptime() argument {i} must be str, not {}",
                vm.type_name(*x)
            )));
        }
    }
    let p = super::strptime::strptime(vm, *s, *f)?;
    let [y, m, d, h, mi, sec, us] = p.fields;
    let tz = match p.gmtoff {
        None => Value::None,
        Some((secs, frac)) => checked_tz(
            vm,
            i128::from(secs) * 1_000_000 + i128::from(frac),
            Value::None,
        )?,
    };
    let ymd = check_date(vm, y, m, d)?;
    let tod = check_time(vm, h, mi, sec, us, 0)?;
    new_datetime(vm, ymd, tod, tz)
}

/// `date.replace(year, month, day)` / `datetime.replace(...)`.
pub fn replace(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some((&r, rest)) = a.split_first() else {
        return Err(vm.type_error("replace() needs a receiver"));
    };
    match read(vm, r) {
        Some(Dt::Date(d)) => {
            let v = bind(vm, Some("replace"), rest, kws, &DT_NAMES[..3], 0, 3)?;
            let (y, m, dd) = (
                int_or(vm, v[0], d.y)?,
                int_or(vm, v[1], d.m)?,
                int_or(vm, v[2], d.d)?,
            );
            let ymd = check_date(vm, y, m, dd)?;
            new_date(vm, ymd)
        }
        Some(Dt::DateTime(d, t, z)) => {
            let v = bind(vm, Some("replace"), rest, kws, &DT_NAMES, 0, 8)?;
            let old = [d.y, d.m, d.d, t.h, t.mi, t.s, t.us];
            let mut f = [0i64; 7];
            for (i, slot) in f.iter_mut().enumerate() {
                *slot = int_or(vm, v[i], old[i])?;
            }
            let fold = int_or(vm, v[8], t.fold)?;
            let tz = tz_or(vm, v[7], z)?;
            let ymd = check_date(vm, f[0], f[1], f[2])?;
            let tod = check_time(vm, f[3], f[4], f[5], f[6], fold)?;
            new_datetime(vm, ymd, tod, tz)
        }
        Some(Dt::Time(t, z)) => {
            let v = bind(vm, Some("replace"), rest, kws, &TIME_NAMES, 0, 5)?;
            let old = [t.h, t.mi, t.s, t.us];
            let mut f = [0i64; 4];
            for (i, slot) in f.iter_mut().enumerate() {
                *slot = int_or(vm, v[i], old[i])?;
            }
            let fold = int_or(vm, v[5], t.fold)?;
            let tz = tz_or(vm, v[4], z)?;
            let tod = check_time(vm, f[0], f[1], f[2], f[3], fold)?;
            new_time(vm, tod, tz)
        }
        _ => Err(vm.type_error("replace() needs a date, datetime or time")),
    }
}

/// `date.toordinal()`.
pub fn toordinal(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "date.toordinal", a, kws)?;
    Ok(Value::Int(ymd_of(vm, r).ord()))
}

/// `date.weekday()`: Monday 0.
pub fn weekday(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "date.weekday", a, kws)?;
    let d = ymd_of(vm, r);
    Ok(Value::Int(cal::weekday(d.y, d.m, d.d)))
}

/// `date.isoweekday()`: Monday 1.
pub fn isoweekday(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "date.isoweekday", a, kws)?;
    let d = ymd_of(vm, r);
    Ok(Value::Int(cal::weekday(d.y, d.m, d.d) + 1))
}

/// `date.isocalendar()`: an `IsoCalendarDate(year, week, weekday)`.
pub fn isocalendar(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "date.isocalendar", a, kws)?;
    let d = ymd_of(vm, r);
    let (y, w, wd) = cal::isocalendar(d.y, d.m, d.d);
    let t = vm.new_tuple(vec![Value::Int(y), Value::Int(w), Value::Int(wd)])?;
    vm.with_roots(&[t], |vm| {
        vm.new_lib_value(pyrite_runtime::libobj::LibValue {
            tag: TypeTag::IsoCalendarDate,
            a: 0,
            b: 0,
            obj: t,
        })
    })
}

/// `date.timetuple()` and friends: refused (no `time.struct_time`).
pub fn timetuple(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    Err(vm.not_supported(
        "timetuple() is not supported in Pyrite (time.struct_time is not available)",
    ))
}

/// `date.ctime()`.
pub fn ctime(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "date.ctime", a, kws)?;
    let (d, t, _) = dt_of(vm, r);
    vm.new_str(text::ctime(d, t))
}

/// The timezone name of a tzinfo (`None` naive).
fn tzname_of(vm: &mut Vm<'_>, tz: Value) -> VmResult<Value> {
    match read(vm, tz) {
        Some(Dt::Tz(_, name)) if name != Value::None => Ok(name),
        Some(Dt::Tz(off, _)) => vm.new_str(text::tz_default_name(off)),
        _ => Ok(Value::None),
    }
}

/// What `strftime` and `%`-directives see of `v`.
fn stamp(vm: &mut Vm<'_>, v: Value) -> VmResult<Stamp> {
    let (d, t, tz) = match read(vm, v) {
        Some(Dt::Date(d)) => (d, Tod::MIDNIGHT, Value::None),
        Some(Dt::DateTime(d, t, z)) => (d, t, z),
        Some(Dt::Time(t, z)) => (
            Ymd {
                y: 1900,
                m: 1,
                d: 1,
            },
            t,
            z,
        ),
        _ => (
            Ymd {
                y: 1900,
                m: 1,
                d: 1,
            },
            Tod::MIDNIGHT,
            Value::None,
        ),
    };
    let (z, zname) = match tz_offset(vm, tz) {
        Some(off) => {
            let n = tzname_of(vm, tz)?;
            (
                text::offset_text(off, ""),
                vm.as_str(n).unwrap_or("").to_string(),
            )
        }
        None => (String::new(), String::new()),
    };
    Ok(Stamp { d, t, z, zname })
}

/// `strftime(format)` of a date, datetime or time.
pub fn strftime(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = bind(
        vm,
        Some("strftime"),
        a.get(1..).unwrap_or(&[]),
        kws,
        &["format"],
        1,
        1,
    )?;
    let r = a.first().copied().unwrap_or(Value::None);
    format_with(vm, r, v[0], "strftime")
}

fn format_with(vm: &mut Vm<'_>, r: Value, f: Value, who: &str) -> VmResult<Value> {
    let Some(fmt) = vm.as_str(f).map(str::to_string) else {
        return Err(vm.type_error(format!(
            "{who}() argument 1 must be str, not {}",
            vm.type_name(f)
        )));
    };
    vm.charge_fuel(fmt.len() as u64 / 8)?;
    let st = stamp(vm, r)?;
    let room = vm.memory_room();
    let s = text::strftime(vm, &st, &fmt, room)?;
    vm.new_str(s)
}

/// `__format__(spec)`: `strftime(spec)`, or `str()` for an empty spec.
pub fn format(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "__format__", kws)?;
    let [r, f] = a else {
        return Err(vm.type_error(format!(
            "__format__() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    if vm.as_str(*f) == Some("") {
        let s = to_str(vm, *r)?;
        return vm.new_str(s);
    }
    format_with(vm, *r, *f, "__format__")
}

/// `isoformat()` of a date; `isoformat(sep='T', timespec='auto')` of a datetime;
/// `isoformat(timespec='auto')` of a time.
pub fn isoformat(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    let rest = a.get(1..).unwrap_or(&[]);
    let spec_of = |vm: &Vm<'_>, v: Value, pos: usize| -> VmResult<String> {
        match v {
            Value::Undef => Ok("auto".to_string()),
            v => match vm.as_str(v) {
                Some(s) => Ok(s.to_string()),
                None => Err(vm.type_error(format!(
                    "isoformat() argument {pos} must be str, not {}",
                    vm.type_name(v)
                ))),
            },
        }
    };
    let s = match read(vm, r) {
        Some(Dt::Date(d)) => {
            no_args(vm, "date.isoformat", a, kws)?;
            text::date_iso(d)
        }
        Some(Dt::DateTime(d, t, z)) => {
            let v = bind(vm, Some("isoformat"), rest, kws, &["sep", "timespec"], 0, 2)?;
            let sep = match v[0] {
                Value::Undef => "T".to_string(),
                s => match vm.as_str(s) {
                    Some(x) if x.chars().count() == 1 => x.to_string(),
                    _ => {
                        return Err(vm.type_error(format!(
                            "isoformat() argument 1 must be a unicode character, not {}",
                            vm.type_name(s)
                        )))
                    }
                },
            };
            let spec = spec_of(vm, v[1], 2)?;
            let Some(ts) = text::time_iso(t, &spec) else {
                return Err(vm.value_error("Unknown timespec value"));
            };
            let off = tz_offset(vm, z).map_or(String::new(), |o| text::offset_text(o, ":"));
            format!("{}{sep}{ts}{off}", text::date_iso(d))
        }
        Some(Dt::Time(t, z)) => {
            let v = bind(vm, Some("isoformat"), rest, kws, &["timespec"], 0, 1)?;
            let spec = spec_of(vm, v[0], 1)?;
            let Some(ts) = text::time_iso(t, &spec) else {
                return Err(vm.value_error("Unknown timespec value"));
            };
            let off = tz_offset(vm, z).map_or(String::new(), |o| text::offset_text(o, ":"));
            format!("{ts}{off}")
        }
        _ => return Err(vm.type_error("isoformat() needs a date, datetime or time")),
    };
    vm.new_str(s)
}

/// `datetime.date()`.
pub fn dt_date(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "datetime.date", a, kws)?;
    let d = ymd_of(vm, r);
    new_date(vm, d)
}

/// `datetime.time()`: without the tzinfo.
pub fn dt_time(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "datetime.time", a, kws)?;
    let (_, t, _) = dt_of(vm, r);
    new_time(vm, t, Value::None)
}

/// `datetime.timetz()`.
pub fn dt_timetz(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "datetime.timetz", a, kws)?;
    let (_, t, z) = dt_of(vm, r);
    new_time(vm, t, z)
}

fn tz_of(vm: &Vm<'_>, r: Value) -> Value {
    match read(vm, r) {
        Some(Dt::DateTime(_, _, z) | Dt::Time(_, z)) => z,
        _ => Value::None,
    }
}

/// `utcoffset()` of a datetime or time.
pub fn utcoffset(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "utcoffset", a, kws)?;
    match tz_offset(vm, tz_of(vm, r)) {
        Some(off) => new_delta(vm, i128::from(off)),
        None => Ok(Value::None),
    }
}

/// `dst()` of a datetime or time: `None` (fixed offsets have no DST).
pub fn dst(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    no_args(vm, "dst", a, kws)?;
    Ok(Value::None)
}

/// `tzname()` of a datetime or time.
pub fn tzname(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "tzname", a, kws)?;
    let z = tz_of(vm, r);
    tzname_of(vm, z)
}

/// `datetime.timestamp()`: aware datetimes only (a naive one needs the local zone).
pub fn timestamp(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = no_args(vm, "timestamp", a, kws)?;
    let (d, t, z) = dt_of(vm, r);
    let Some(off) = tz_offset(vm, z) else {
        return Err(no_local_zone(vm, "timestamp() of a naive datetime"));
    };
    let us = i128::from(d.ord() - 719_163) * US_DAY + i128::from(t.micros()) - i128::from(off);
    let n = int_value(vm, us)?;
    vm.binop(BinKind::TrueDiv, n, Value::Int(1_000_000), false)
}

/// `datetime.astimezone(tz)`: an aware datetime to a timezone.
pub fn astimezone(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let Some(&r) = a.first() else {
        return Err(vm.type_error("astimezone() needs a datetime"));
    };
    let v = bind(vm, Some("astimezone"), &a[1..], kws, &["tz"], 0, 1)?;
    let tz = match v[0] {
        Value::Undef | Value::None => {
            return Err(no_local_zone(vm, "astimezone() without a timezone"))
        }
        x => x,
    };
    check_tz(vm, tz)?;
    let off2 = tz_offset(vm, tz).unwrap_or(0);
    let (d, t, z) = dt_of(vm, r);
    if vm.is(z, tz) {
        return Ok(r);
    }
    let Some(off1) = tz_offset(vm, z) else {
        return Err(no_local_zone(vm, "astimezone() of a naive datetime"));
    };
    shifted(vm, d, t, i128::from(off2) - i128::from(off1), tz)
}

fn tz_arg_check(vm: &Vm<'_>, name: &str, dt: Value) -> VmResult<()> {
    if dt == Value::None || vm.type_tag(dt) == TypeTag::DateTime {
        return Ok(());
    }
    Err(vm.type_error(format!(
        "{name}(dt) argument must be a datetime instance or None, not {}",
        vm.type_name(dt)
    )))
}

fn tz_method(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    crate::args::no_kw(vm, name, kws)?;
    let [r, dt] = a else {
        return Err(vm.type_error(format!(
            "timezone.{name}() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    tz_arg_check(vm, name, *dt)?;
    Ok((*r, *dt))
}

/// `timezone.utcoffset(dt)`.
pub fn tz_utcoffset(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, _) = tz_method(vm, "utcoffset", a, kws)?;
    let off = tz_offset(vm, r).unwrap_or(0);
    new_delta(vm, i128::from(off))
}

/// `timezone.dst(dt)`: `None`.
pub fn tz_dst(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    tz_method(vm, "dst", a, kws)?;
    Ok(Value::None)
}

/// `timezone.tzname(dt)`.
pub fn tz_tzname(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, _) = tz_method(vm, "tzname", a, kws)?;
    tzname_of(vm, r)
}

/// `timezone.fromutc(dt)`.
pub fn tz_fromutc(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, "fromutc", kws)?;
    let [r, dt] = a else {
        return Err(vm.type_error(format!(
            "timezone.fromutc() takes exactly one argument ({} given)",
            a.len().saturating_sub(1)
        )));
    };
    let Some(Dt::DateTime(d, t, z)) = read(vm, *dt) else {
        return Err(vm.type_error("fromutc: argument must be a datetime"));
    };
    if !vm.is(z, *r) {
        return Err(vm.value_error("fromutc: dt.tzinfo is not self"));
    }
    let off = tz_offset(vm, *r).unwrap_or(0);
    shifted(vm, d, t, i128::from(off), z)
}

/// `repr()` of any datetime object.
pub fn repr(vm: &mut Vm<'_>, v: Value) -> VmResult<String> {
    let fold_tz = |vm: &mut Vm<'_>, mut s: String, fold: i64, tz: Value| -> VmResult<String> {
        if fold != 0 {
            s.push_str(", fold=1");
        }
        if tz != Value::None {
            s.push_str(", tzinfo=");
            s.push_str(&vm.repr(tz)?);
        }
        s.push(')');
        Ok(s)
    };
    Ok(match read(vm, v) {
        Some(Dt::Delta(us)) => delta::repr(us),
        Some(Dt::Date(d)) => format!("datetime.date({}, {}, {})", d.y, d.m, d.d),
        Some(Dt::DateTime(d, t, z)) => {
            let mut s = format!(
                "datetime.datetime({}, {}, {}, {}, {}",
                d.y, d.m, d.d, t.h, t.mi
            );
            if t.us != 0 {
                s.push_str(&format!(", {}, {}", t.s, t.us));
            } else if t.s != 0 {
                s.push_str(&format!(", {}", t.s));
            }
            fold_tz(vm, s, t.fold, z)?
        }
        Some(Dt::Time(t, z)) => {
            let mut s = format!("datetime.time({}, {}", t.h, t.mi);
            if t.us != 0 {
                s.push_str(&format!(", {}, {}", t.s, t.us));
            } else if t.s != 0 {
                s.push_str(&format!(", {}", t.s));
            }
            fold_tz(vm, s, t.fold, z)?
        }
        Some(Dt::Tz(off, name)) => {
            if off == 0 && name == Value::None {
                "datetime.timezone.utc".to_string()
            } else if name == Value::None {
                format!("datetime.timezone({})", delta::repr(i128::from(off)))
            } else {
                format!(
                    "datetime.timezone({}, {})",
                    delta::repr(i128::from(off)),
                    vm.repr(name)?
                )
            }
        }
        Some(Dt::Iso(t)) => {
            let f: Vec<Value> = (0..3).filter_map(|i| vm.seq_get(t, i)).collect();
            let r: Vec<String> = f.iter().map(|x| vm.repr(*x)).collect::<VmResult<_>>()?;
            format!(
                "datetime.IsoCalendarDate(year={}, week={}, weekday={})",
                r.first().map_or("", String::as_str),
                r.get(1).map_or("", String::as_str),
                r.get(2).map_or("", String::as_str)
            )
        }
        None => String::new(),
    })
}

/// `str()` of any datetime object.
pub fn to_str(vm: &mut Vm<'_>, v: Value) -> VmResult<String> {
    Ok(match read(vm, v) {
        Some(Dt::Delta(us)) => delta::to_str(us),
        Some(Dt::Date(d)) => text::date_iso(d),
        Some(Dt::DateTime(d, t, z)) => {
            let off = tz_offset(vm, z).map_or(String::new(), |o| text::offset_text(o, ":"));
            format!(
                "{} {}{off}",
                text::date_iso(d),
                text::time_iso(t, "auto").unwrap_or_default()
            )
        }
        Some(Dt::Time(t, z)) => {
            let off = tz_offset(vm, z).map_or(String::new(), |o| text::offset_text(o, ":"));
            format!("{}{off}", text::time_iso(t, "auto").unwrap_or_default())
        }
        Some(Dt::Tz(_, _)) => {
            let n = tzname_of(vm, v)?;
            vm.as_str(n).unwrap_or("").to_string()
        }
        _ => repr(vm, v)?,
    })
}

/// A datetime's instant in microseconds: local for a naive one, UTC for an aware one.
pub fn instant(vm: &Vm<'_>, d: Ymd, t: Tod, z: Value) -> (i128, Option<i64>) {
    let local = i128::from(d.ord()) * US_DAY + i128::from(t.micros());
    match tz_offset(vm, z) {
        Some(off) => (local - i128::from(off), Some(off)),
        None => (local, None),
    }
}

/// `date ± x`, `datetime ± x` (`reflected`: `x + self`, `x - self`).
pub fn date_binop(
    vm: &mut Vm<'_>,
    op: BinKind,
    me: Value,
    other: Value,
    reflected: bool,
) -> VmResult<Value> {
    let mine = read(vm, me);
    let theirs = read(vm, other);
    match (mine, theirs, op, reflected) {
        (Some(Dt::Date(d)), Some(Dt::Delta(us)), BinKind::Add, _) => {
            let days = us.div_euclid(US_DAY);
            let n = ord_date(vm, i128::from(d.ord()) + days)?;
            new_date(vm, n)
        }
        (Some(Dt::Date(d)), Some(Dt::Delta(us)), BinKind::Sub, false) => {
            let days = us.div_euclid(US_DAY);
            let n = ord_date(vm, i128::from(d.ord()) - days)?;
            new_date(vm, n)
        }
        (Some(Dt::Date(d)), Some(Dt::Date(e)), BinKind::Sub, _) => {
            let (x, y) = if reflected { (e, d) } else { (d, e) };
            new_delta(vm, i128::from(x.ord() - y.ord()) * US_DAY)
        }
        (Some(Dt::DateTime(d, t, z)), Some(Dt::Delta(us)), BinKind::Add, _) => {
            shifted(vm, d, t, us, z)
        }
        (Some(Dt::DateTime(d, t, z)), Some(Dt::Delta(us)), BinKind::Sub, false) => {
            shifted(vm, d, t, -us, z)
        }
        (Some(Dt::DateTime(d1, t1, z1)), Some(Dt::DateTime(d2, t2, z2)), BinKind::Sub, _) => {
            let (a, oa) = instant(vm, d1, t1, z1);
            let (b, ob) = instant(vm, d2, t2, z2);
            if oa.is_some() != ob.is_some() {
                return Err(vm.type_error("can't subtract offset-naive and offset-aware datetimes"));
            }
            new_delta(vm, if reflected { b - a } else { a - b })
        }
        _ => Ok(Value::NotImplemented),
    }
}

/// The data attributes read through an instance (`None`: not one of them).
pub fn field(vm: &mut Vm<'_>, v: Value, name: &str) -> VmResult<Option<Value>> {
    let int = |i: i64| Ok(Some(Value::Int(i)));
    match (read(vm, v), name) {
        (Some(Dt::Delta(us)), "days" | "seconds" | "microseconds") => {
            let (d, s, u) = delta::parts(us);
            int(match name {
                "days" => d as i64,
                "seconds" => s as i64,
                _ => u as i64,
            })
        }
        (Some(Dt::Date(d) | Dt::DateTime(d, _, _)), "year") => int(d.y),
        (Some(Dt::Date(d) | Dt::DateTime(d, _, _)), "month") => int(d.m),
        (Some(Dt::Date(d) | Dt::DateTime(d, _, _)), "day") => int(d.d),
        (Some(Dt::DateTime(_, t, _) | Dt::Time(t, _)), "hour") => int(t.h),
        (Some(Dt::DateTime(_, t, _) | Dt::Time(t, _)), "minute") => int(t.mi),
        (Some(Dt::DateTime(_, t, _) | Dt::Time(t, _)), "second") => int(t.s),
        (Some(Dt::DateTime(_, t, _) | Dt::Time(t, _)), "microsecond") => int(t.us),
        (Some(Dt::DateTime(_, t, _) | Dt::Time(t, _)), "fold") => int(t.fold),
        (Some(Dt::DateTime(_, _, z) | Dt::Time(_, z)), "tzinfo") => Ok(Some(z)),
        (Some(Dt::Iso(t)), "year") => Ok(vm.seq_get(t, 0)),
        (Some(Dt::Iso(t)), "week") => Ok(vm.seq_get(t, 1)),
        (Some(Dt::Iso(t)), "weekday") => Ok(vm.seq_get(t, 2)),
        _ => Ok(None),
    }
}

/// The class attributes (`min`, `max`, `resolution`, `utc`) of type `t`.
pub fn class_attr(vm: &mut Vm<'_>, t: TypeTag, name: &str) -> VmResult<Option<Value>> {
    let dmin = Ymd { y: 1, m: 1, d: 1 };
    let dmax = Ymd {
        y: 9999,
        m: 12,
        d: 31,
    };
    let tmax = Tod {
        h: 23,
        mi: 59,
        s: 59,
        us: 999_999,
        fold: 0,
    };
    let v = match (t, name) {
        (TypeTag::TimeDelta, "min") => new_delta(vm, -core::MAX_DAYS * US_DAY)?,
        (TypeTag::TimeDelta, "max") => new_delta(vm, (core::MAX_DAYS + 1) * US_DAY - 1)?,
        (TypeTag::TimeDelta | TypeTag::DateTime | TypeTag::Time, "resolution") => new_delta(vm, 1)?,
        (TypeTag::Date, "resolution") => new_delta(vm, US_DAY)?,
        (TypeTag::Date, "min") => new_date(vm, dmin)?,
        (TypeTag::Date, "max") => new_date(vm, dmax)?,
        (TypeTag::DateTime, "min") => new_datetime(vm, dmin, Tod::MIDNIGHT, Value::None)?,
        (TypeTag::DateTime, "max") => new_datetime(vm, dmax, tmax, Value::None)?,
        (TypeTag::Time, "min") => new_time(vm, Tod::MIDNIGHT, Value::None)?,
        (TypeTag::Time, "max") => new_time(vm, tmax, Value::None)?,
        (TypeTag::TimeZone, "utc") => core::utc(vm)?,
        (TypeTag::TimeZone, "min") => new_tz(vm, -86_340_000_000, Value::None)?,
        (TypeTag::TimeZone, "max") => new_tz(vm, 86_340_000_000, Value::None)?,
        _ => return Ok(None),
    };
    Ok(Some(v))
}
