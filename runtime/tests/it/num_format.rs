//! `pyrite_runtime::num::format` against CPython's `format(value, spec)`:
//! runtime/tests/data/num_format.txt, written by scripts/bless-num.

use super::num_common::*;
use num_bigint::BigInt;
use pyrite_runtime::num::format::{self, parse_spec_for};
use pyrite_runtime::num::repr::str_repr;
use pyrite_runtime::num::NumError;

const MAX_LEN: usize = 1 << 20;

fn eval(c: &Case) -> Option<String> {
    if c.op == "repr" {
        return Some(format!("s:{}", str_repr(&text(&c.args[0]))));
    }
    let spec_text = text(&c.args[1]);
    let type_name = match c.op.as_str() {
        "int" => "int",
        "bool" => "bool",
        "float" => "float",
        "str" => "str",
        _ => return None,
    };
    let r = parse_spec_for(&spec_text, type_name).and_then(|spec| match c.op.as_str() {
        "int" | "bool" => format::format_int(&int(&c.args[0]), &spec, MAX_LEN),
        "float" => format::format_float(float(&c.args[0]), &spec, MAX_LEN),
        _ => format::format_str(&text(&c.args[0]), &spec, MAX_LEN),
    });
    Some(tag_result(r, |s| format!("s:{s}")))
}

#[test]
fn num_format_matches_cpython() {
    check(&load("num_format.txt"), eval);
}

#[test]
fn num_format_refuses_huge_widths_before_allocating() {
    for spec in [
        "1000000000",
        ">1000000000",
        "0=1000000000,",
        ".1000000000f",
        ".1000000000e",
    ] {
        let s = parse_spec_for(spec, "float").expect("valid spec");
        assert_eq!(
            format::format_float(1.5, &s, MAX_LEN),
            Err(NumError::Memory),
            "{spec}"
        );
    }
    let s = parse_spec_for("1000000000", "int").expect("valid spec");
    assert_eq!(
        format::format_int(&BigInt::from(7), &s, MAX_LEN),
        Err(NumError::Memory)
    );
    let s = parse_spec_for("^1000000000", "str").expect("valid spec");
    assert_eq!(format::format_str("x", &s, MAX_LEN), Err(NumError::Memory));
    let s = parse_spec_for("9223372036854775807", "str").expect("valid spec");
    assert_eq!(format::format_str("x", &s, MAX_LEN), Err(NumError::Memory));
    // The bound is exact enough: a result of exactly MAX_LEN bytes is built.
    let s = parse_spec_for(&MAX_LEN.to_string(), "str").expect("valid spec");
    assert_eq!(
        format::format_str("x", &s, MAX_LEN).map(|r| r.len()),
        Ok(MAX_LEN)
    );
}
