//! A value and a format spec from bytes, through the format-spec mini-language: the parser, the
//! int, float and str formatters (with a tight and a roomy size bound), and, for one input in
//! eight, the same `format(value, spec)` as a script through the embedding API. A panic is a
//! bug; ValueError, OverflowError and MemoryError are expected outcomes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use num_bigint::BigInt;
use pyrite::{Engine, Limits};
use pyrite_runtime::num::format::{format_float, format_int, format_str, parse_spec};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (raw, spec) = rest.split_at(rest.len().min(8));
    let mut word = [0u8; 8];
    word[..raw.len()].copy_from_slice(raw);
    let spec = String::from_utf8_lossy(spec);
    let int = BigInt::from(i64::from_le_bytes(word));
    let float = f64::from_le_bytes(word);
    if mode % 8 == 7 {
        let value = match mode % 3 {
            0 => int.to_string(),
            1 => float_expr(float),
            _ => format!("{:?}", String::from_utf8_lossy(raw)),
        };
        let src = format!("print(format({value}, {spec:?})[:50])\n");
        let engine = Engine::new().with_limits(Limits {
            max_instructions: Some(100_000),
            max_memory: Some(8 << 20),
            ..Limits::default()
        });
        let _ = engine.run_source(src.as_bytes(), "fuzz.py", &mut std::io::sink());
        return;
    }
    let Ok(parsed) = parse_spec(&spec) else {
        return;
    };
    for max_len in [64, 1 << 20] {
        let _ = match mode % 4 {
            0 => format_int(&int, &parsed, max_len),
            1 => format_int(&(int.clone() << (u32::from(mode) * 7)), &parsed, max_len),
            2 => format_float(float, &parsed, max_len),
            _ => format_str(&String::from_utf8_lossy(raw), &parsed, max_len),
        };
    }
});

/// `x` as a Python expression: its shortest repr (exact), or `float('nan')` and the like.
fn float_expr(x: f64) -> String {
    if x.is_finite() {
        format!("{x:?}")
    } else {
        format!("float('{x}')")
    }
}
