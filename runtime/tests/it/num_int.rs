//! `pyrite_runtime::num::int` against CPython: runtime/tests/data/num_int.txt, written by
//! scripts/bless-num. The i64 fast paths are checked against the same expectations.

use super::num_common::*;
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use pyrite_runtime::num::int;
use pyrite_runtime::num::NumError;

const MAX_BITS: u64 = 1 << 24;

fn pair(q: &BigInt, r: &BigInt) -> String {
    format!("t:{}|{}", tag_int(q), tag_int(r))
}

fn eval(c: &Case) -> Option<String> {
    let a = || int(&c.args[0]);
    let b = || int(&c.args[1]);
    Some(match c.op.as_str() {
        "floordiv" => tag_result(int::floordiv(&a(), &b()), |v| tag_int(&v)),
        "mod" => tag_result(int::modulo(&a(), &b()), |v| tag_int(&v)),
        "divmod" => tag_result(int::divmod(&a(), &b()), |(q, r)| pair(&q, &r)),
        "truediv" => tag_result(int::true_div(&a(), &b()), tag_float),
        "and" => tag_int(&int::and(&a(), &b())),
        "or" => tag_int(&int::or(&a(), &b())),
        "xor" => tag_int(&int::xor(&a(), &b())),
        "tofloat" => tag_result(int::to_f64(&a()), tag_float),
        "invert" => tag_int(&int::invert(&a())),
        "str" => tag_result(int::int_to_decimal(&a()), |s| format!("s:{s}")),
        "hex" => format!("s:{}", int::hex(&a())),
        "oct" => format!("s:{}", int::oct(&a())),
        "bin" => format!("s:{}", int::bin(&a())),
        "shl" => tag_result(int::shl(&a(), &b(), MAX_BITS), |v| tag_int(&v)),
        "shr" => tag_result(int::shr(&a(), &b()), |v| tag_int(&v)),
        "pow" => tag_result(int::pow(&a(), &b(), MAX_BITS), |v| match v {
            int::PowResult::Int(i) => tag_int(&i),
            int::PowResult::Float(f) => tag_float(f),
        }),
        "powmod" => tag_result(int::pow_mod(&a(), &b(), &int(&c.args[2])), |v| tag_int(&v)),
        "round" => {
            let n = i64::try_from(b()).ok()?;
            tag_int(&int::round_int(&a(), n))
        }
        "parse" => {
            let base = b().to_u32()?;
            tag_result(int::parse_int(&text(&c.args[0]), base), |v| tag_int(&v))
        }
        _ => return None,
    })
}

#[test]
fn num_int_matches_cpython() {
    check(&load("num_int.txt"), eval);
}

/// The i64 fast paths: `Some` must be CPython's answer; `None` only when it does not fit.
fn eval_i64(c: &Case) -> Option<String> {
    if !matches!(
        c.op.as_str(),
        "floordiv" | "mod" | "divmod" | "shl" | "shr" | "pow" | "truediv"
    ) {
        return None;
    }
    let a = int(&c.args[0]).to_i64()?;
    let b = int(&c.args[1]).to_i64()?;
    let single = |r: Result<Option<i64>, NumError>| -> Option<String> {
        match r {
            Ok(Some(v)) => Some(tag_int(&BigInt::from(v))),
            Ok(None) => None,
            Err(e) => Some(tag_err(&e)),
        }
    };
    let got = match c.op.as_str() {
        "floordiv" => single(int::floordiv_i64(a, b)),
        "mod" => single(int::mod_i64(a, b)),
        "shl" => single(int::shl_i64(a, b)),
        "shr" => single(int::shr_i64(a, b)),
        "pow" => single(int::pow_i64(a, b)),
        "truediv" => Some(tag_result(int::true_div_i64(a, b), tag_float)),
        _ => match int::divmod_i64(a, b) {
            Ok(Some((q, r))) => Some(pair(&BigInt::from(q), &BigInt::from(r))),
            Ok(None) => None,
            Err(e) => Some(tag_err(&e)),
        },
    };
    match got {
        Some(s) => Some(s),
        // None is right only if CPython's result does not fit in an i64 (or b < 0 for pow).
        None => {
            let fits = c.expected.starts_with("i:") && int(&c.expected).to_i64().is_some();
            let pow_negative = c.op == "pow" && b < 0;
            Some(if fits && !pow_negative {
                "None although the result fits".to_string()
            } else {
                c.expected.clone()
            })
        }
    }
}

#[test]
fn num_int_i64_fast_paths_match_cpython() {
    check(&load("num_int.txt"), eval_i64);
}

#[test]
fn num_int_refuses_huge_results_before_allocating() {
    let two = BigInt::from(2);
    let big = BigInt::from(10u64).pow(30);
    assert_eq!(int::pow(&two, &big, MAX_BITS), Err(NumError::Memory));
    assert_eq!(
        int::pow(&two, &BigInt::from(1 << 25), MAX_BITS),
        Err(NumError::Memory)
    );
    assert!(int::pow(&two, &BigInt::from((1 << 24) - 8), MAX_BITS).is_ok());
    assert_eq!(int::shl(&two, &big, MAX_BITS), Err(NumError::Memory));
    assert_eq!(
        int::shl(&two, &BigInt::from(1 << 24), MAX_BITS),
        Err(NumError::Memory)
    );
    assert_eq!(
        int::result_bits(int::BitsOp::Mul, &big, &big),
        2 * big.bits()
    );
    let huge = BigInt::from(1) << 20_000usize;
    assert_eq!(
        int::int_to_decimal(&huge).map_err(|e| e.exception_name()),
        Err("ValueError")
    );
}
