//! `pyrite_runtime::num::float` against CPython: runtime/tests/data/num_float.txt, written by
//! scripts/bless-num.

use super::num_common::*;
use pyrite_runtime::num::float;

fn eval(c: &Case) -> Option<String> {
    let x = || float(&c.args[0]);
    let y = || float(&c.args[1]);
    Some(match c.op.as_str() {
        "floordiv" => tag_result(float::floordiv(x(), y()), tag_float),
        "mod" => tag_result(float::modulo(x(), y()), tag_float),
        "divmod" => tag_result(float::divmod(x(), y()), |(q, r)| {
            format!("t:{}|{}", tag_float(q), tag_float(r))
        }),
        "pow" => tag_result(float::pow(x(), y()), tag_float),
        "truediv" => tag_result(float::true_div(x(), y()), tag_float),
        "toint" => tag_result(float::to_int(x()), |v| tag_int(&v)),
        "repr" => format!("s:{}", float::repr(x())),
        "parse" => {
            let s = text(&c.args[0]);
            match float::parse(&s) {
                Some(v) => tag_float(v),
                None => tag_err(&float::parse_error(&s)),
            }
        }
        "cmpint" => match float::cmp_int(x(), &int(&c.args[1])) {
            None => "n:".to_string(),
            Some(o) => tag_int(&(o as i8).into()),
        },
        "eqint" => tag_int(&i32::from(float::eq_int(x(), &int(&c.args[1]))).into()),
        "round" => {
            let n = match c.args[1].as_str() {
                "n:" => None,
                t => Some(i64::try_from(int(t)).expect("small ndigits")),
            };
            tag_result(float::round(x(), n), |r| match r {
                float::RoundResult::Int(i) => tag_int(&i),
                float::RoundResult::Float(f) => tag_float(f),
            })
        }
        _ => return None,
    })
}

#[test]
fn num_float_matches_cpython() {
    check(&load("num_float.txt"), eval);
}
