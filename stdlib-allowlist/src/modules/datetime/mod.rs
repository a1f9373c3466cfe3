//! `datetime`: `date`, `time`, `datetime`, `timedelta`, `timezone` (fixed offsets), `tzinfo`
//! (a type for `isinstance`; subclassing it is refused), `MINYEAR`, `MAXYEAR`, `UTC`, as
//! CPython 3.11's `_datetimemodule.c`. Each object is one `LibValue` (no other allocation);
//! its operators, comparisons, hash and text are native special methods of its type (the
//! runtime's `call_special` finds them), its fields native getters. Nothing reads a clock or
//! the local time zone: `today()`, `now()`, `utcnow()`, naive `timestamp()`/`astimezone()`
//! and `fromtimestamp()` without a timezone are refused with the reason.

mod cal;
mod core;
mod delta;
mod objs;
mod strptime;
mod text;

use pyrite_lang::bytecode::{BinKind, CmpKind};
use pyrite_runtime::hash::int_hash;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use self::core::{read, Dt};
use super::{Def, M};
use crate::args::Kw;

/// The members of `datetime`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::c;
    vec![
        c("MAXYEAR", Member::Int(cal::MAXYEAR), "9999"),
        c("MINYEAR", Member::Int(cal::MINYEAR), "1"),
        c("UTC", Member::Made(utc_member), "timezone.utc"),
        c(
            "date",
            Member::Type(TypeTag::Date),
            "type: a date of the proleptic Gregorian calendar",
        ),
        c(
            "datetime",
            Member::Type(TypeTag::DateTime),
            "type: a date and a time of day, naive or with a fixed-offset timezone",
        ),
        c(
            "time",
            Member::Type(TypeTag::Time),
            "type: a time of day, naive or with a timezone",
        ),
        c(
            "timedelta",
            Member::Type(TypeTag::TimeDelta),
            "type: a duration (days, seconds, microseconds)",
        ),
        c(
            "timezone",
            Member::Type(TypeTag::TimeZone),
            "type: a fixed UTC offset with an optional name",
        ),
        c(
            "tzinfo",
            Member::Type(TypeTag::TzInfo),
            "type: the base of timezone (isinstance only; subclassing is refused)",
        ),
    ]
}

fn utc_member(vm: &mut Vm<'_>, _a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
    core::utc(vm)
}

/// The constructors, for the table's `CTORS`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[
    (TypeTag::TimeDelta, delta::timedelta),
    (TypeTag::Date, objs::date),
    (TypeTag::DateTime, objs::datetime),
    (TypeTag::Time, objs::time),
    (TypeTag::TimeZone, objs::timezone),
];

/// The receiver and the one argument of a special method.
fn two(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<(Value, Value)> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("wrapper {name}() takes no keyword arguments")));
    }
    match a {
        [r, o] => Ok((*r, *o)),
        _ => Err(vm.type_error(format!(
            "expected 1 argument, got {}",
            a.len().saturating_sub(1)
        ))),
    }
}

fn one(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if !kws.is_empty() {
        return Err(vm.type_error(format!("wrapper {name}() takes no keyword arguments")));
    }
    match a {
        [r] => Ok(*r),
        _ => Err(vm.type_error(format!(
            "expected 0 arguments, got {}",
            a.len().saturating_sub(1)
        ))),
    }
}

fn ordering(op: CmpKind, o: std::cmp::Ordering) -> Value {
    use std::cmp::Ordering::*;
    Value::Bool(match op {
        CmpKind::Eq => o == Equal,
        CmpKind::Ne => o != Equal,
        CmpKind::Lt => o == Less,
        CmpKind::Le => o != Greater,
        CmpKind::Gt => o == Greater,
        _ => o != Less,
    })
}

/// A comparison between a naive and an aware object, or a date and a datetime: `==` is
/// False, `!=` True, the others `msg`'s TypeError.
fn unordered(vm: &Vm<'_>, op: CmpKind, msg: &str) -> VmResult<Value> {
    match op {
        CmpKind::Eq => Ok(Value::Bool(false)),
        CmpKind::Ne => Ok(Value::Bool(true)),
        _ => Err(vm.type_error(msg.to_string())),
    }
}

/// `a <op> b` where `a` is a datetime object; `NotImplemented` for an operand it does not
/// compare with.
fn compare(vm: &mut Vm<'_>, op: CmpKind, a: Value, b: Value) -> VmResult<Value> {
    let (Some(x), y) = (read(vm, a), read(vm, b)) else {
        return Ok(Value::NotImplemented);
    };
    match (x, y) {
        (Dt::Delta(p), Some(Dt::Delta(q))) => Ok(ordering(op, p.cmp(&q))),
        (Dt::Date(p), Some(Dt::Date(q))) => Ok(ordering(op, p.ord().cmp(&q.ord()))),
        (Dt::Date(_), Some(Dt::DateTime(..))) | (Dt::DateTime(..), Some(Dt::Date(_))) => {
            unordered(vm, op, "can't compare datetime.datetime to datetime.date")
        }
        (Dt::DateTime(d1, t1, z1), Some(Dt::DateTime(d2, t2, z2))) => {
            let (p, o1) = objs::instant(vm, d1, t1, z1);
            let (q, o2) = objs::instant(vm, d2, t2, z2);
            if o1.is_some() != o2.is_some() {
                return unordered(
                    vm,
                    op,
                    "can't compare offset-naive and offset-aware datetimes",
                );
            }
            Ok(ordering(op, p.cmp(&q)))
        }
        (Dt::Time(t1, z1), Some(Dt::Time(t2, z2))) => {
            let (o1, o2) = (core::tz_offset(vm, z1), core::tz_offset(vm, z2));
            if o1.is_some() != o2.is_some() {
                return unordered(vm, op, "can't compare offset-naive and offset-aware times");
            }
            let p = t1.micros() - o1.unwrap_or(0);
            let q = t2.micros() - o2.unwrap_or(0);
            Ok(ordering(op, p.cmp(&q)))
        }
        (Dt::Tz(p, _), Some(Dt::Tz(q, _))) if matches!(op, CmpKind::Eq | CmpKind::Ne) => {
            Ok(ordering(op, p.cmp(&q)))
        }
        (Dt::Iso(t), other) => {
            let o = match other {
                Some(Dt::Iso(u)) => u,
                _ => b,
            };
            vm.compare_value(op, t, o) // CALLBACK
        }
        _ => Ok(Value::NotImplemented),
    }
}

macro_rules! comparisons {
    ($($f:ident, $name:literal => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (r, o) = two(vm, $name, a, kws)?;
                compare(vm, CmpKind::$op, r, o)
            }
        )*
        /// The comparison methods.
        const COMPARISONS: &[(&str, NativeFn)] = &[$(($name, $f),)*];
    };
}

comparisons! {
    eq, "__eq__" => Eq;
    ne, "__ne__" => Ne;
    lt, "__lt__" => Lt;
    le, "__le__" => Le;
    gt, "__gt__" => Gt;
    ge, "__ge__" => Ge;
}

/// `self <op> other` of a timedelta, date or datetime.
fn arith(
    vm: &mut Vm<'_>,
    op: BinKind,
    me: Value,
    other: Value,
    reflected: bool,
) -> VmResult<Value> {
    match read(vm, me) {
        Some(Dt::Delta(us)) => delta::binop(vm, op, us, other, reflected),
        Some(Dt::Date(_) | Dt::DateTime(..)) => objs::date_binop(vm, op, me, other, reflected),
        _ => Ok(Value::NotImplemented),
    }
}

macro_rules! arithmetic {
    ($($f:ident, $name:literal => $op:ident, $refl:expr;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
                let (r, o) = two(vm, $name, a, kws)?;
                arith(vm, BinKind::$op, r, o, $refl)
            }
        )*
    };
}

arithmetic! {
    add, "__add__" => Add, false;
    radd, "__radd__" => Add, true;
    sub, "__sub__" => Sub, false;
    rsub, "__rsub__" => Sub, true;
    mul, "__mul__" => Mul, false;
    rmul, "__rmul__" => Mul, true;
    truediv, "__truediv__" => TrueDiv, false;
    rtruediv, "__rtruediv__" => TrueDiv, true;
    floordiv, "__floordiv__" => FloorDiv, false;
    rfloordiv, "__rfloordiv__" => FloorDiv, true;
    mod_, "__mod__" => Mod, false;
    rmod, "__rmod__" => Mod, true;
}

fn divmod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, o) = two(vm, "__divmod__", a, kws)?;
    let us = core::delta(vm, r).unwrap_or(0);
    delta::divmod(vm, us, o, false)
}

fn rdivmod(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (r, o) = two(vm, "__rdivmod__", a, kws)?;
    let us = core::delta(vm, r).unwrap_or(0);
    delta::divmod(vm, us, o, true)
}

fn neg(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = one(vm, "__neg__", a, kws)?;
    let us = core::delta(vm, r).unwrap_or(0);
    core::new_delta(vm, -us)
}

fn pos(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    one(vm, "__pos__", a, kws)
}

fn abs(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = one(vm, "__abs__", a, kws)?;
    let us = core::delta(vm, r).unwrap_or(0);
    if us < 0 {
        core::new_delta(vm, -us)
    } else {
        Ok(r)
    }
}

fn bool_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = one(vm, "__bool__", a, kws)?;
    Ok(Value::Bool(core::delta(vm, r).unwrap_or(0) != 0))
}

fn hash(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = one(vm, "__hash__", a, kws)?;
    let h = match read(vm, r) {
        Some(Dt::Delta(us)) => delta::hash(us),
        Some(Dt::Date(d)) => int_hash(d.ord()),
        Some(Dt::DateTime(d, t, z)) => int_hash(objs::instant(vm, d, t, z).0 as i64),
        Some(Dt::Time(t, z)) => int_hash(t.micros() - core::tz_offset(vm, z).unwrap_or(0)),
        Some(Dt::Tz(off, _)) => delta::hash(i128::from(off)),
        Some(Dt::Iso(t)) => vm.hash(t)?,
        None => 0,
    };
    Ok(Value::Int(h))
}

fn repr(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = one(vm, "__repr__", a, kws)?;
    let s = objs::repr(vm, r)?;
    vm.new_str(s)
}

fn str_(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let r = one(vm, "__str__", a, kws)?;
    let s = objs::to_str(vm, r)?;
    vm.new_str(s)
}

/// `IsoCalendarDate.count(x)` / `.index(x, ...)`: its tuple's.
fn iso_tuple_method(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>, f: NativeFn) -> VmResult<Value> {
    let mut all = a.to_vec();
    if let Some(Dt::Iso(t)) = all.first().and_then(|r| read(vm, *r)) {
        all[0] = t;
    }
    f(vm, &all, kws)
}

fn iso_count(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    iso_tuple_method(vm, a, kws, crate::methods_list::count)
}

fn iso_index(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    iso_tuple_method(vm, a, kws, crate::methods_list::index)
}

/// A data attribute: an instance's field, or a class attribute (through the class or an
/// instance). An instance field read through the class is refused.
fn get(vm: &mut Vm<'_>, a: &[Value], name: &str) -> VmResult<Value> {
    let r = a.first().copied().unwrap_or(Value::None);
    let tag = match r {
        Value::Type(t) => t,
        _ => {
            if let Some(v) = objs::field(vm, r, name)? {
                return Ok(v);
            }
            vm.type_tag(r)
        }
    };
    if let Some(v) = objs::class_attr(vm, tag, name)? {
        return Ok(v);
    }
    Err(vm.not_supported(format!(
        "{}.{name} read through the class is not supported",
        tag.name()
    )))
}

macro_rules! getters {
    ($($f:ident => $name:literal;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
                get(vm, a, $name)
            }
        )*
    };
}

getters! {
    g_days => "days";
    g_seconds => "seconds";
    g_microseconds => "microseconds";
    g_year => "year";
    g_month => "month";
    g_day => "day";
    g_hour => "hour";
    g_minute => "minute";
    g_second => "second";
    g_microsecond => "microsecond";
    g_tzinfo => "tzinfo";
    g_fold => "fold";
    g_week => "week";
    g_weekday => "weekday";
    g_min => "min";
    g_max => "max";
    g_resolution => "resolution";
    g_utc => "utc";
}

const fn row(
    t: TypeTag,
    name: &'static str,
    f: NativeFn,
    fuel: &'static str,
    doc: &'static str,
) -> (TypeTag, Def<NativeFn>) {
    (t, crate::def(name, f, fuel, doc))
}

/// The data attributes, for the table's getters.
pub const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
    row(
        TypeTag::TimeDelta,
        "days",
        g_days,
        "1",
        "whole days (may be negative)",
    ),
    row(
        TypeTag::TimeDelta,
        "seconds",
        g_seconds,
        "1",
        "seconds within the day (0..86399)",
    ),
    row(
        TypeTag::TimeDelta,
        "microseconds",
        g_microseconds,
        "1",
        "microseconds within the second",
    ),
    row(
        TypeTag::TimeDelta,
        "min",
        g_min,
        "1",
        "timedelta(days=-999999999)",
    ),
    row(
        TypeTag::TimeDelta,
        "max",
        g_max,
        "1",
        "the largest timedelta",
    ),
    row(
        TypeTag::TimeDelta,
        "resolution",
        g_resolution,
        "1",
        "timedelta(microseconds=1)",
    ),
    row(TypeTag::Date, "year", g_year, "1", "the year"),
    row(TypeTag::Date, "month", g_month, "1", "the month (1..12)"),
    row(TypeTag::Date, "day", g_day, "1", "the day of the month"),
    row(TypeTag::Date, "min", g_min, "1", "date(1, 1, 1)"),
    row(TypeTag::Date, "max", g_max, "1", "date(9999, 12, 31)"),
    row(
        TypeTag::Date,
        "resolution",
        g_resolution,
        "1",
        "timedelta(days=1)",
    ),
    row(TypeTag::DateTime, "hour", g_hour, "1", "the hour"),
    row(TypeTag::DateTime, "minute", g_minute, "1", "the minute"),
    row(TypeTag::DateTime, "second", g_second, "1", "the second"),
    row(
        TypeTag::DateTime,
        "microsecond",
        g_microsecond,
        "1",
        "the microsecond",
    ),
    row(
        TypeTag::DateTime,
        "tzinfo",
        g_tzinfo,
        "1",
        "the timezone, or None",
    ),
    row(
        TypeTag::DateTime,
        "fold",
        g_fold,
        "1",
        "0 or 1 (repeated local times)",
    ),
    row(TypeTag::DateTime, "min", g_min, "1", "datetime(1, 1, 1)"),
    row(
        TypeTag::DateTime,
        "max",
        g_max,
        "1",
        "datetime(9999, 12, 31, 23, 59, 59, 999999)",
    ),
    row(
        TypeTag::DateTime,
        "resolution",
        g_resolution,
        "1",
        "timedelta(microseconds=1)",
    ),
    row(TypeTag::Time, "hour", g_hour, "1", "the hour"),
    row(TypeTag::Time, "minute", g_minute, "1", "the minute"),
    row(TypeTag::Time, "second", g_second, "1", "the second"),
    row(
        TypeTag::Time,
        "microsecond",
        g_microsecond,
        "1",
        "the microsecond",
    ),
    row(
        TypeTag::Time,
        "tzinfo",
        g_tzinfo,
        "1",
        "the timezone, or None",
    ),
    row(TypeTag::Time, "fold", g_fold, "1", "0 or 1"),
    row(TypeTag::Time, "min", g_min, "1", "time(0, 0)"),
    row(TypeTag::Time, "max", g_max, "1", "time(23, 59, 59, 999999)"),
    row(
        TypeTag::Time,
        "resolution",
        g_resolution,
        "1",
        "timedelta(microseconds=1)",
    ),
    row(TypeTag::TimeZone, "utc", g_utc, "1", "the UTC timezone"),
    row(
        TypeTag::TimeZone,
        "min",
        g_min,
        "1",
        "timezone(-timedelta(hours=23, minutes=59))",
    ),
    row(
        TypeTag::TimeZone,
        "max",
        g_max,
        "1",
        "timezone(timedelta(hours=23, minutes=59))",
    ),
    row(
        TypeTag::IsoCalendarDate,
        "year",
        g_year,
        "1",
        "the ISO year",
    ),
    row(
        TypeTag::IsoCalendarDate,
        "week",
        g_week,
        "1",
        "the ISO week (1..53)",
    ),
    row(
        TypeTag::IsoCalendarDate,
        "weekday",
        g_weekday,
        "1",
        "the ISO weekday (Monday 1)",
    ),
];

/// The methods, for the table's `METHODS` (special methods included: the operators reach
/// them through the runtime's `call_special`).
pub fn methods() -> Vec<(TypeTag, Def<NativeFn>)> {
    use TypeTag::{Date, DateTime, IsoCalendarDate, Time, TimeDelta, TimeZone};
    let mut out: Vec<(TypeTag, Def<NativeFn>)> = vec![
        row(
            TimeDelta,
            "total_seconds",
            delta::total_seconds,
            "1",
            "the duration in seconds, as a float",
        ),
        crate::class_row(row(
            Date,
            "today",
            objs::today,
            "1",
            "refused: there is no clock",
        )),
        crate::class_row(row(
            Date,
            "fromtimestamp",
            objs::date_fromtimestamp,
            "1",
            "refused: needs the local time zone",
        )),
        crate::class_row_inherited(row(
            Date,
            "fromordinal",
            objs::fromordinal,
            "1",
            "the date (datetime: midnight) of a proleptic ordinal",
        )),
        crate::class_row_inherited(row(
            Date,
            "fromisoformat",
            objs::fromisoformat,
            "1 + n/32",
            "parses 3.11's ISO 8601 forms (date, datetime, time)",
        )),
        crate::class_row_inherited(row(
            Date,
            "fromisocalendar",
            objs::fromisocalendar,
            "1",
            "the date of an ISO year, week and weekday",
        )),
        row(
            Date,
            "replace",
            objs::replace,
            "1",
            "a copy with some fields replaced",
        ),
        row(
            Date,
            "toordinal",
            objs::toordinal,
            "1",
            "the proleptic ordinal (0001-01-01 is 1)",
        ),
        row(Date, "weekday", objs::weekday, "1", "Monday 0 .. Sunday 6"),
        row(
            Date,
            "isoweekday",
            objs::isoweekday,
            "1",
            "Monday 1 .. Sunday 7",
        ),
        row(
            Date,
            "isocalendar",
            objs::isocalendar,
            "1",
            "IsoCalendarDate(year, week, weekday)",
        ),
        row(
            Date,
            "isoformat",
            objs::isoformat,
            "1",
            "YYYY-MM-DD (datetime: sep=, timespec=; time: timespec=)",
        ),
        row(
            Date,
            "strftime",
            objs::strftime,
            "1 + n/8 + 4 per directive + output/32",
            "formats with C-locale directives (flags, %s refused)",
        ),
        row(
            Date,
            "__format__",
            objs::format,
            "as strftime",
            "strftime(spec), str() for an empty spec",
        ),
        row(
            Date,
            "ctime",
            objs::ctime,
            "1",
            "'Wed Jan 31 00:00:00 2024'",
        ),
        row(
            Date,
            "timetuple",
            objs::timetuple,
            "1",
            "refused: time.struct_time is not available",
        ),
        row(
            Date,
            "__add__",
            add,
            "1",
            "date + timedelta (datetime: + timedelta)",
        ),
        row(Date, "__radd__", radd, "1", "timedelta + date"),
        row(Date, "__sub__", sub, "1", "date - timedelta, date - date"),
        row(Date, "__rsub__", rsub, "1", "reflected subtraction"),
        crate::class_row(row(
            DateTime,
            "today",
            objs::today,
            "1",
            "refused: there is no clock",
        )),
        crate::class_row(row(
            DateTime,
            "now",
            objs::now,
            "1",
            "refused: there is no clock",
        )),
        crate::class_row(row(
            DateTime,
            "utcnow",
            objs::utcnow,
            "1",
            "refused: there is no clock",
        )),
        crate::class_row(row(
            DateTime,
            "fromtimestamp",
            objs::fromtimestamp,
            "1",
            "the datetime of a POSIX timestamp in a timezone (tz required)",
        )),
        crate::class_row(row(
            DateTime,
            "utcfromtimestamp",
            objs::utcfromtimestamp,
            "1",
            "the naive UTC datetime of a POSIX timestamp",
        )),
        crate::class_row(row(
            DateTime,
            "combine",
            objs::combine,
            "1",
            "a datetime from a date and a time (tzinfo=)",
        )),
        crate::class_row(row(
            DateTime,
            "strptime",
            objs::strptime,
            "1 + n/8 + 1 per matching step",
            "parses with %Y %m %d %H %M %S %f %z %j %a %A %b %B %p %y %I %w %u %c %x %X %%",
        )),
        row(
            DateTime,
            "replace",
            objs::replace,
            "1",
            "a copy with some fields replaced (tzinfo=, fold=)",
        ),
        row(
            DateTime,
            "isoformat",
            objs::isoformat,
            "1",
            "YYYY-MM-DDTHH:MM:SS[.ffffff][+HH:MM] (sep=, timespec=)",
        ),
        row(DateTime, "date", objs::dt_date, "1", "the date part"),
        row(DateTime, "time", objs::dt_time, "1", "the time part, naive"),
        row(
            DateTime,
            "timetz",
            objs::dt_timetz,
            "1",
            "the time part with the tzinfo",
        ),
        row(
            DateTime,
            "utcoffset",
            objs::utcoffset,
            "1",
            "the UTC offset as a timedelta, or None",
        ),
        row(DateTime, "dst", objs::dst, "1", "None (fixed offsets)"),
        row(
            DateTime,
            "tzname",
            objs::tzname,
            "1",
            "the timezone's name, or None",
        ),
        row(
            DateTime,
            "timestamp",
            objs::timestamp,
            "1",
            "POSIX seconds of an aware datetime (naive refused)",
        ),
        row(
            DateTime,
            "astimezone",
            objs::astimezone,
            "1",
            "the same instant in another timezone (aware only)",
        ),
        row(
            DateTime,
            "utctimetuple",
            objs::timetuple,
            "1",
            "refused: time.struct_time is not available",
        ),
        crate::class_row(row(
            Time,
            "fromisoformat",
            objs::fromisoformat,
            "1 + n/32",
            "parses HH[:MM[:SS[.ffffff]]][+HH:MM]",
        )),
        row(
            Time,
            "replace",
            objs::replace,
            "1",
            "a copy with some fields replaced",
        ),
        row(
            Time,
            "isoformat",
            objs::isoformat,
            "1",
            "HH:MM:SS[.ffffff][+HH:MM] (timespec=)",
        ),
        row(
            Time,
            "strftime",
            objs::strftime,
            "as date.strftime",
            "formats with the date 1900-01-01",
        ),
        row(
            Time,
            "__format__",
            objs::format,
            "as strftime",
            "strftime(spec), str() for an empty spec",
        ),
        row(
            Time,
            "utcoffset",
            objs::utcoffset,
            "1",
            "the UTC offset, or None",
        ),
        row(Time, "dst", objs::dst, "1", "None"),
        row(
            Time,
            "tzname",
            objs::tzname,
            "1",
            "the timezone's name, or None",
        ),
        row(
            TimeZone,
            "utcoffset",
            objs::tz_utcoffset,
            "1",
            "the offset (dt a datetime or None)",
        ),
        row(TimeZone, "dst", objs::tz_dst, "1", "None"),
        row(
            TimeZone,
            "tzname",
            objs::tz_tzname,
            "1",
            "the name, or UTC±HH:MM",
        ),
        row(
            TimeZone,
            "fromutc",
            objs::tz_fromutc,
            "1",
            "a UTC datetime with this tzinfo shifted to local time",
        ),
        row(
            IsoCalendarDate,
            "count",
            iso_count,
            "as tuple.count",
            "how many fields equal x",
        ),
        row(
            IsoCalendarDate,
            "index",
            iso_index,
            "as tuple.index",
            "position of the first field equal to x",
        ),
    ];
    for (name, f) in [
        ("__add__", add as NativeFn),
        ("__radd__", radd),
        ("__sub__", sub),
        ("__rsub__", rsub),
        ("__mul__", mul),
        ("__rmul__", rmul),
        ("__truediv__", truediv),
        ("__rtruediv__", rtruediv),
        ("__floordiv__", floordiv),
        ("__rfloordiv__", rfloordiv),
        ("__mod__", mod_),
        ("__rmod__", rmod),
        ("__divmod__", divmod),
        ("__rdivmod__", rdivmod),
        ("__neg__", neg),
        ("__pos__", pos),
        ("__abs__", abs),
        ("__bool__", bool_),
    ] {
        out.push(row(
            TimeDelta,
            name,
            f,
            "1 (big multipliers: their size)",
            "timedelta arithmetic, as CPython's",
        ));
    }
    for t in [TimeDelta, Date, Time, TimeZone, IsoCalendarDate] {
        for (name, f) in COMPARISONS {
            out.push(row(
                t,
                name,
                *f,
                "1",
                "comparison (naive/aware and date/datetime rules as CPython)",
            ));
        }
        out.push(row(
            t,
            "__hash__",
            hash,
            "1",
            "hash, equal for equal values",
        ));
        out.push(row(t, "__repr__", repr, "1", "CPython's repr"));
        out.push(row(t, "__str__", str_, "1", "CPython's str"));
    }
    out
}
