//! How `datetime`'s objects are held: one `LibValue` each (two integers and a value, no
//! other allocation), read back as a [`Dt`]; their constructors with CPython's range checks,
//! and the C argument parser's messages.

use num_bigint::BigInt;
use num_traits::ToPrimitive;
use pyrite_runtime::libobj::LibValue;
use pyrite_runtime::ops::arith::Num;
use pyrite_runtime::{TypeTag, Value, Vm, VmResult};

use super::cal;
use crate::args::Kw;

/// Microseconds in a day.
pub const US_DAY: i128 = 86_400_000_000;
/// `timedelta.max.days`.
pub const MAX_DAYS: i128 = 999_999_999;

/// A calendar date (fields already in range).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ymd {
    /// Year.
    pub y: i64,
    /// Month.
    pub m: i64,
    /// Day.
    pub d: i64,
}

impl Ymd {
    /// Its ordinal.
    pub fn ord(self) -> i64 {
        cal::ymd_to_ord(self.y, self.m, self.d)
    }

    /// The date of an ordinal (at least 1).
    pub fn from_ord(n: i64) -> Ymd {
        let (y, m, d) = cal::ord_to_ymd(n);
        Ymd { y, m, d }
    }

    fn pack(self) -> i64 {
        self.y << 9 | self.m << 5 | self.d
    }

    fn unpack(a: i64) -> Ymd {
        Ymd {
            y: a >> 9,
            m: (a >> 5) & 15,
            d: a & 31,
        }
    }
}

/// A time of day (fields already in range).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tod {
    /// Hour.
    pub h: i64,
    /// Minute.
    pub mi: i64,
    /// Second.
    pub s: i64,
    /// Microsecond.
    pub us: i64,
    /// `fold` (0 or 1).
    pub fold: i64,
}

impl Tod {
    /// Midnight.
    pub const MIDNIGHT: Tod = Tod {
        h: 0,
        mi: 0,
        s: 0,
        us: 0,
        fold: 0,
    };

    /// Microseconds since midnight.
    pub fn micros(self) -> i64 {
        ((self.h * 60 + self.mi) * 60 + self.s) * 1_000_000 + self.us
    }

    /// The time `us` microseconds after midnight (under a day).
    pub fn from_micros(us: i64, fold: i64) -> Tod {
        let (s, us) = (us / 1_000_000, us % 1_000_000);
        Tod {
            h: s / 3600,
            mi: s / 60 % 60,
            s: s % 60,
            us,
            fold,
        }
    }

    fn pack(self) -> i64 {
        self.micros() | self.fold << 40
    }

    fn unpack(b: i64) -> Tod {
        Tod::from_micros(b & ((1 << 40) - 1), b >> 40)
    }
}

/// A `datetime` object, read.
#[derive(Clone, Copy, Debug)]
pub enum Dt {
    /// `timedelta`: total microseconds.
    Delta(i128),
    /// `date`.
    Date(Ymd),
    /// `datetime`: date, time, tzinfo (`None` or a timezone).
    DateTime(Ymd, Tod, Value),
    /// `time`: time, tzinfo.
    Time(Tod, Value),
    /// `timezone`: offset in microseconds, name (a str, or `None` when not given).
    Tz(i64, Value),
    /// `IsoCalendarDate`: its tuple.
    Iso(Value),
}

/// Reads a datetime object.
pub fn read(vm: &Vm<'_>, v: Value) -> Option<Dt> {
    let x = vm.lib_value(v)?;
    Some(match x.tag {
        TypeTag::TimeDelta => Dt::Delta(i128::from(x.a) * US_DAY + i128::from(x.b)),
        TypeTag::Date => Dt::Date(Ymd::unpack(x.a)),
        TypeTag::DateTime => Dt::DateTime(Ymd::unpack(x.a), Tod::unpack(x.b), x.obj),
        TypeTag::Time => Dt::Time(Tod::unpack(x.b), x.obj),
        TypeTag::TimeZone => Dt::Tz(x.a, x.obj),
        TypeTag::IsoCalendarDate => Dt::Iso(x.obj),
        _ => return None,
    })
}

/// A timedelta's microseconds.
pub fn delta(vm: &Vm<'_>, v: Value) -> Option<i128> {
    match read(vm, v) {
        Some(Dt::Delta(us)) => Some(us),
        _ => None,
    }
}

fn lib(tag: TypeTag, a: i64, b: i64, obj: Value) -> LibValue {
    LibValue { tag, a, b, obj }
}

/// The OverflowError of a day count past `timedelta`'s range.
pub fn days_overflow(vm: &Vm<'_>, days: i128) -> pyrite_runtime::VmErr {
    if days.abs() > i128::from(i32::MAX) {
        vm.err(
            TypeTag::OverflowError,
            "Python int too large to convert to C int",
        )
    } else {
        vm.err(
            TypeTag::OverflowError,
            format!("days={days}; must have magnitude <= 999999999"),
        )
    }
}

/// A timedelta of `us` microseconds (OverflowError past `timedelta.max`).
pub fn new_delta(vm: &mut Vm<'_>, us: i128) -> VmResult<Value> {
    let days = us.div_euclid(US_DAY);
    if days.abs() > MAX_DAYS {
        return Err(days_overflow(vm, days));
    }
    let rest = us.rem_euclid(US_DAY);
    vm.new_lib_value(lib(
        TypeTag::TimeDelta,
        days as i64,
        rest as i64,
        Value::Undef,
    ))
}

/// A timedelta from a big microsecond count.
pub fn new_delta_big(vm: &mut Vm<'_>, us: &BigInt) -> VmResult<Value> {
    match us.to_i128() {
        Some(u) if u.abs() < i128::MAX / 4 => new_delta(vm, u),
        _ => Err(vm.err(
            TypeTag::OverflowError,
            "Python int too large to convert to C int",
        )),
    }
}

/// A date (fields in range).
pub fn new_date(vm: &mut Vm<'_>, d: Ymd) -> VmResult<Value> {
    vm.new_lib_value(lib(TypeTag::Date, d.pack(), 0, Value::Undef))
}

/// A datetime (fields in range; `tz` None or a timezone).
pub fn new_datetime(vm: &mut Vm<'_>, d: Ymd, t: Tod, tz: Value) -> VmResult<Value> {
    vm.new_lib_value(lib(TypeTag::DateTime, d.pack(), t.pack(), tz))
}

/// A time (fields in range).
pub fn new_time(vm: &mut Vm<'_>, t: Tod, tz: Value) -> VmResult<Value> {
    vm.new_lib_value(lib(TypeTag::Time, 0, t.pack(), tz))
}

fn make_utc(vm: &mut Vm<'_>) -> VmResult<Value> {
    vm.new_lib_value(lib(TypeTag::TimeZone, 0, 0, Value::None))
}

/// `timezone.utc`, one object per run.
pub fn utc(vm: &mut Vm<'_>) -> VmResult<Value> {
    vm.per_run(TypeTag::TimeZone, make_utc)
}

/// A timezone (offset strictly within a day, checked by the caller): the UTC singleton for a
/// zero offset without a name, as CPython's `new_timezone`.
pub fn new_tz(vm: &mut Vm<'_>, off: i64, name: Value) -> VmResult<Value> {
    if off == 0 && name == Value::None {
        return utc(vm);
    }
    vm.new_lib_value(lib(TypeTag::TimeZone, off, 0, name))
}

/// The UTC offset (microseconds) of a tzinfo value, `None` for a naive one.
pub fn tz_offset(vm: &Vm<'_>, tz: Value) -> Option<i64> {
    match read(vm, tz) {
        Some(Dt::Tz(off, _)) => Some(off),
        _ => None,
    }
}

/// The date of ordinal `n`, OverflowError "date value out of range" outside 1..=9999.
pub fn ord_date(vm: &Vm<'_>, n: i128) -> VmResult<Ymd> {
    if !(1..=i128::from(cal::MAX_ORDINAL)).contains(&n) {
        return Err(vm.err(TypeTag::OverflowError, "date value out of range"));
    }
    Ok(Ymd::from_ord(n as i64))
}

/// Checks date fields as `check_date_args`.
pub fn check_date(vm: &Vm<'_>, y: i64, m: i64, d: i64) -> VmResult<Ymd> {
    if !(cal::MINYEAR..=cal::MAXYEAR).contains(&y) {
        return Err(vm.value_error(format!("year {y} is out of range")));
    }
    if !(1..=12).contains(&m) {
        return Err(vm.value_error("month must be in 1..12"));
    }
    if d < 1 || d > cal::days_in_month(y, m) {
        return Err(vm.value_error("day is out of range for month"));
    }
    Ok(Ymd { y, m, d })
}

/// Checks time fields as `check_time_args`.
pub fn check_time(vm: &Vm<'_>, h: i64, mi: i64, s: i64, us: i64, fold: i64) -> VmResult<Tod> {
    if !(0..=23).contains(&h) {
        return Err(vm.value_error("hour must be in 0..23"));
    }
    if !(0..=59).contains(&mi) {
        return Err(vm.value_error("minute must be in 0..59"));
    }
    if !(0..=59).contains(&s) {
        return Err(vm.value_error("second must be in 0..59"));
    }
    if !(0..=999_999).contains(&us) {
        return Err(vm.value_error("microsecond must be in 0..999999"));
    }
    if fold != 0 && fold != 1 {
        return Err(vm.value_error("fold must be either 0 or 1"));
    }
    Ok(Tod { h, mi, s, us, fold })
}

/// Checks a tzinfo argument: `None` or a timezone.
pub fn check_tz(vm: &Vm<'_>, tz: Value) -> VmResult<Value> {
    if tz == Value::None || tz_offset(vm, tz).is_some() {
        return Ok(tz);
    }
    Err(vm.type_error(format!(
        "tzinfo argument must be None or of a tzinfo subclass, not type '{}'",
        vm.type_name(tz)
    )))
}

/// A C `int` argument (`"i"`): an int or bool, with CPython's TypeError and OverflowErrors.
pub fn c_int(vm: &Vm<'_>, v: Value) -> VmResult<i64> {
    let v = vm.int_payload(v).unwrap_or(v);
    let n = match (vm.type_tag(v), vm.num(v)) {
        (TypeTag::Int | TypeTag::Bool, Some(n)) => n,
        _ => {
            return Err(vm.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                vm.type_name(v)
            )))
        }
    };
    let i = match n {
        Num::I(i) => i,
        _ => {
            return Err(vm.err(
                TypeTag::OverflowError,
                "Python int too large to convert to C long",
            ))
        }
    };
    if i > i64::from(i32::MAX) {
        return Err(vm.err(
            TypeTag::OverflowError,
            "signed integer is greater than maximum",
        ));
    }
    if i < i64::from(i32::MIN) {
        return Err(vm.err(
            TypeTag::OverflowError,
            "signed integer is less than minimum",
        ));
    }
    Ok(i)
}

/// Arguments bound as `PyArg_ParseTupleAndKeywords` binds them: `names` in order, the first
/// `required` required, `positional` of them positional (the rest keyword-only); `fname`
/// is `None` for the messages' "function". Missing ones are `Undef`.
pub fn bind(
    vm: &Vm<'_>,
    fname: Option<&str>,
    a: &[Value],
    kws: Kw<'_>,
    names: &[&str],
    required: usize,
    positional: usize,
) -> VmResult<Vec<Value>> {
    let (f, paren) = match fname {
        Some(n) => (n, "()"),
        None => ("function", ""),
    };
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let total = a.len() + kws.len();
    if total > names.len() {
        return Err(vm.type_error(format!(
            "{f}{paren} takes at most {} argument{} ({total} given)",
            names.len(),
            plural(names.len())
        )));
    }
    if a.len() > positional {
        return Err(vm.type_error(format!(
            "{f}{paren} takes at most {positional} positional argument{} ({} given)",
            plural(positional),
            a.len()
        )));
    }
    let mut out = vec![Value::Undef; names.len()];
    out[..a.len()].copy_from_slice(a);
    for (k, v) in kws {
        match names.iter().position(|n| n == k) {
            Some(i) if i < a.len() => {
                return Err(vm.type_error(format!(
                    "argument for {f}{paren} given by name ('{k}') and position ({})",
                    i + 1
                )))
            }
            Some(i) => out[i] = *v,
            None => {}
        }
    }
    for (i, n) in names.iter().enumerate().take(required) {
        if out[i] == Value::Undef {
            return Err(vm.type_error(format!(
                "{f}{paren} missing required argument '{n}' (pos {})",
                i + 1
            )));
        }
    }
    if let Some((k, _)) = kws.iter().find(|(k, _)| !names.contains(k)) {
        let whom = match fname {
            Some(n) => format!("{n}()"),
            None => "this function".to_string(),
        };
        return Err(vm.type_error(format!("'{k}' is an invalid keyword argument for {whom}")));
    }
    Ok(out)
}

/// A method's receiver and no other argument.
pub fn no_args(vm: &Vm<'_>, name: &str, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    crate::args::no_kw(vm, name, kws)?;
    match a {
        [r] => Ok(*r),
        _ => Err(vm.type_error(format!(
            "{name}() takes no arguments ({} given)",
            a.len().saturating_sub(1)
        ))),
    }
}

/// The refusal of what needs the host's clock or local time zone.
pub fn no_clock(vm: &Vm<'_>, what: &str) -> pyrite_runtime::VmErr {
    vm.not_supported(format!(
        "{what} is not supported in Pyrite (there is no clock)"
    ))
}

/// The refusal of what needs the local time zone.
pub fn no_local_zone(vm: &Vm<'_>, what: &str) -> pyrite_runtime::VmErr {
    vm.not_supported(format!("{what} is not supported in Pyrite (it needs the local time zone; use an aware datetime or timezone.utc)"),
    )
}
