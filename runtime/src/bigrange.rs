//! `range` with bounds outside `i64` (CPython's long range): length, indexing, membership.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

/// Number of items of `range(start, stop, step)`.
pub fn len(start: &BigInt, stop: &BigInt, step: &BigInt) -> BigInt {
    if step.is_positive() && start < stop {
        (stop - start - 1u8) / step + 1u8
    } else if step.is_negative() && start > stop {
        (start - stop - 1u8) / (-step) + 1u8
    } else {
        BigInt::zero()
    }
}

/// True if `x` is one of the range's items.
pub fn contains(start: &BigInt, stop: &BigInt, step: &BigInt, x: &BigInt) -> bool {
    let inside = if step.is_positive() {
        start <= x && x < stop
    } else {
        stop < x && x <= start
    };
    inside && (x - start).mod_floor(step).is_zero()
}
