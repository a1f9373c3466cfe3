//! Operators on values: arithmetic, comparison/hashing, subscripts and containers.

pub mod arith;
pub mod cmp;
pub mod range;
pub mod seq;
pub mod slots;
