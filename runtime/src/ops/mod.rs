//! Operators on values: arithmetic, comparison/hashing, subscripts and containers, `range`
//! on exact integers, and the special methods of built-in types called by name (`slots`).

pub mod arith;
pub mod bytes;
pub mod cmp;
pub mod range;
pub mod seq;
pub mod slots;
pub mod strings;
