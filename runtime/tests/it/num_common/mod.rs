//! Shared reader for the oracle data files written by `scripts/bless-num` (see its docstring
//! for the tagged value format).
#![allow(dead_code)]

use num_bigint::BigInt;
use num_traits::Num;
use pyrite_runtime::num::NumError;

/// One data line: the op name and its tagged arguments; the last one is the expected result.
pub struct Case {
    pub line: usize,
    pub op: String,
    pub args: Vec<String>,
    pub expected: String,
}

pub fn load(name: &str) -> Vec<Case> {
    let path = format!("{}/tests/data/{}", env!("CARGO_MANIFEST_DIR"), name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty())
        .map(|(i, l)| {
            let v: Vec<String> =
                serde_json::from_str(l).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
            let (op, rest) = v.split_first().expect("op");
            let (expected, args) = rest.split_last().expect("expected");
            Case {
                line: i + 1,
                op: op.clone(),
                args: args.to_vec(),
                expected: expected.clone(),
            }
        })
        .collect()
}

pub fn int(tag: &str) -> BigInt {
    let s = tag
        .strip_prefix("i:")
        .unwrap_or_else(|| panic!("not an int: {tag}"));
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = BigInt::from_str_radix(s.trim_start_matches("0x"), 16).expect("hex int");
    if neg {
        -v
    } else {
        v
    }
}

pub fn float(tag: &str) -> f64 {
    let s = tag
        .strip_prefix("f:")
        .unwrap_or_else(|| panic!("not a float: {tag}"));
    f64::from_bits(u64::from_str_radix(s, 16).expect("hex bits"))
}

pub fn text(tag: &str) -> String {
    tag.strip_prefix("s:")
        .unwrap_or_else(|| panic!("not a str: {tag}"))
        .to_string()
}

pub fn tag_int(v: &BigInt) -> String {
    let sign = if v.sign() == num_bigint::Sign::Minus {
        "-"
    } else {
        ""
    };
    format!("i:{}0x{}", sign, v.magnitude().to_str_radix(16))
}

pub fn tag_float(x: f64) -> String {
    format!("f:{:016x}", x.to_bits())
}

pub fn tag_err(e: &NumError) -> String {
    if *e == NumError::NotSupported("complex numbers are not supported") {
        return "e:complex:".to_string();
    }
    if matches!(e, NumError::NotSupported(m) if m.contains("surrogate")) {
        return "e:surrogate:".to_string();
    }
    format!("e:{}:{}", e.exception_name(), e.message())
}

pub fn tag_result<T>(r: Result<T, NumError>, f: impl FnOnce(T) -> String) -> String {
    match r {
        Ok(v) => f(v),
        Err(e) => tag_err(&e),
    }
}

/// Equal tags, where any two NaNs are equal (their bits differ between CPython and Rust).
pub fn same(actual: &str, expected: &str) -> bool {
    if actual == expected {
        return true;
    }
    let nan = |t: &str| t.starts_with("f:") && float(t).is_nan();
    if nan(actual) && nan(expected) {
        return true;
    }
    match (actual.strip_prefix("t:"), expected.strip_prefix("t:")) {
        (Some(a), Some(b)) => match (a.split_once('|'), b.split_once('|')) {
            (Some((a1, a2)), Some((b1, b2))) => same(a1, b1) && same(a2, b2),
            _ => false,
        },
        _ => false,
    }
}

/// Runs every case through `eval`, and fails listing the first mismatches.
pub fn check(cases: &[Case], mut eval: impl FnMut(&Case) -> Option<String>) {
    let mut failures = Vec::new();
    let mut ran = 0;
    for c in cases {
        if let Some(actual) = eval(c) {
            ran += 1;
            if !same(&actual, &c.expected) {
                let mut s = format!(
                    "line {} {} {:?}: got {:?}, want {:?}",
                    c.line, c.op, c.args, actual, c.expected
                );
                if s.len() > 700 {
                    s = s.chars().take(700).collect();
                }
                failures.push(s);
            }
        }
    }
    assert!(ran > 0, "no case ran");
    if !failures.is_empty() {
        let shown: Vec<_> = failures.iter().take(40).cloned().collect();
        panic!(
            "{} of {} cases differ from CPython:\n{}",
            failures.len(),
            ran,
            shown.join("\n")
        );
    }
}
