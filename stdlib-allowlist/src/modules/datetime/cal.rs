//! The proleptic Gregorian calendar of CPython's `_datetimemodule.c`: ordinals (1 = 0001-01-01),
//! month lengths, weekdays and ISO weeks. Pure arithmetic on small integers.

/// Days in each month of a common year (1-based).
const DAYS_IN_MONTH: [i64; 13] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/// Days before each month of a common year (1-based).
const DAYS_BEFORE_MONTH: [i64; 13] = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/// `MINYEAR`.
pub const MINYEAR: i64 = 1;
/// `MAXYEAR`.
pub const MAXYEAR: i64 = 9999;
/// The ordinal of 9999-12-31.
pub const MAX_ORDINAL: i64 = 3_652_059;

/// Whether `y` is a leap year.
pub fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

/// Days in month `m` (1..=12) of year `y`.
pub fn days_in_month(y: i64, m: i64) -> i64 {
    if m == 2 && is_leap(y) {
        29
    } else {
        DAYS_IN_MONTH.get(m as usize).copied().unwrap_or(31)
    }
}

fn days_before_month(y: i64, m: i64) -> i64 {
    DAYS_BEFORE_MONTH.get(m as usize).copied().unwrap_or(0) + i64::from(m > 2 && is_leap(y))
}

fn days_before_year(y: i64) -> i64 {
    let y = y - 1;
    y * 365 + y / 4 - y / 100 + y / 400
}

/// The ordinal of a date.
pub fn ymd_to_ord(y: i64, m: i64, d: i64) -> i64 {
    days_before_year(y) + days_before_month(y, m) + d
}

/// The date of ordinal `n` (at least 1), as `ord_to_ymd`.
pub fn ord_to_ymd(n: i64) -> (i64, i64, i64) {
    let n0 = n - 1;
    let n400 = n0.div_euclid(146_097);
    let n = n0.rem_euclid(146_097);
    let mut year = n400 * 400 + 1;
    let (n100, n) = (n / 36_524, n % 36_524);
    let (n4, n) = (n / 1461, n % 1461);
    let (n1, n) = (n / 365, n % 365);
    year += n100 * 100 + n4 * 4 + n1;
    if n1 == 4 || n100 == 4 {
        return (year - 1, 12, 31);
    }
    let leap = n1 == 3 && (n4 != 24 || n100 == 3);
    let mut month = (n + 50) >> 5;
    let mut preceding =
        DAYS_BEFORE_MONTH.get(month as usize).copied().unwrap_or(0) + i64::from(month > 2 && leap);
    if preceding > n {
        month -= 1;
        preceding -= days_in_month(year, month);
    }
    (year, month, n - preceding + 1)
}

/// Monday 0 .. Sunday 6.
pub fn weekday(y: i64, m: i64, d: i64) -> i64 {
    (ymd_to_ord(y, m, d) + 6) % 7
}

/// The ordinal of the Monday of ISO week 1 of `year`.
pub fn iso_week1_monday(year: i64) -> i64 {
    let first_day = ymd_to_ord(year, 1, 1);
    let first_weekday = (first_day + 6) % 7;
    let mut monday = first_day - first_weekday;
    if first_weekday > 3 {
        monday += 7;
    }
    monday
}

/// `(ISO year, week, weekday)` of a date.
pub fn isocalendar(y: i64, m: i64, d: i64) -> (i64, i64, i64) {
    let mut year = y;
    let today = ymd_to_ord(y, m, d);
    let mut monday = iso_week1_monday(year);
    let mut week = (today - monday).div_euclid(7);
    let mut day = (today - monday).rem_euclid(7);
    if week < 0 {
        year -= 1;
        monday = iso_week1_monday(year);
        week = (today - monday).div_euclid(7);
        day = (today - monday).rem_euclid(7);
    } else if week >= 52 && today >= iso_week1_monday(year + 1) {
        year += 1;
        week = 0;
    }
    (year, week + 1, day + 1)
}

/// Why an ISO (year, week, day) names no date, as `iso_to_ymd`.
pub enum IsoErr {
    /// The week is out of range.
    Week,
    /// The weekday is out of range.
    Day,
}

/// The date of an ISO (year, week, day) (the year already in range).
pub fn iso_to_ymd(year: i64, week: i64, day: i64) -> Result<(i64, i64, i64), IsoErr> {
    if week <= 0 || week >= 53 {
        let first = weekday(year, 1, 1);
        if !(week == 53 && (first == 3 || (first == 2 && is_leap(year)))) {
            return Err(IsoErr::Week);
        }
    }
    if day <= 0 || day >= 8 {
        return Err(IsoErr::Day);
    }
    Ok(ord_to_ymd(
        iso_week1_monday(year) + (week - 1) * 7 + day - 1,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals_round_trip() {
        for n in [1, 2, 59, 60, 365, 366, 730_120, 738_000, MAX_ORDINAL] {
            let (y, m, d) = ord_to_ymd(n);
            assert_eq!(ymd_to_ord(y, m, d), n);
        }
        assert_eq!(ord_to_ymd(MAX_ORDINAL), (9999, 12, 31));
        assert_eq!(isocalendar(2020, 1, 1), (2020, 1, 3));
    }
}
