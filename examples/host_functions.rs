//! Typed host functions: the script calls Rust functions by name, with positional and keyword
//! arguments that deserialize into Rust types (serde), and gets their results back as Python
//! values. A Rust error becomes a Python exception of the type the host chooses, which the
//! script catches like any other.
//!
//! `cargo run --example host_functions`

use pyrite::{Engine, HostError, Status};
use serde::{Deserialize, Serialize};

/// A dict argument deserializes into a struct; unknown keys are refused.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct QuoteRequest {
    item: String,
    qty: u32,
}

/// A struct result serializes into a dict.
#[derive(Serialize)]
struct Quote {
    item: String,
    qty: u32,
    total: f64,
}

/// The keyword arguments of `convert`: `to` is required, `digits` optional.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConvertKw {
    to: String,
    #[serde(default)]
    digits: Option<i32>,
}

/// The host's data: a price list.
fn unit_price(item: &str) -> Result<f64, HostError> {
    match item {
        "tea" => Ok(2.5),
        "scone" => Ok(3.25),
        // Raised in the script as `KeyError('gold')`.
        _ => Err(HostError::new("KeyError", item)),
    }
}

const SCRIPT: &str = r#"
print('tea costs', lookup_price('tea'))
try:
    lookup_price('gold')
except KeyError as e:
    print('no price for', e)

print(quote({'item': 'scone', 'qty': 4}))

print(convert(10, to='EUR'), convert(10, to='JPY', digits=0))
for label, call in [
    ("convert(10, to='XYZ')", lambda: convert(10, to='XYZ')),
    ("convert('ten', to='EUR')", lambda: convert('ten', to='EUR')),
    ("convert(10)", lambda: convert(10)),
]:
    try:
        call()
    except (ValueError, TypeError) as e:
        print(f'{label}: {type(e).__name__}: {e}')
"#;

/// Registers the host functions, runs the script, returns what it printed.
pub fn run() -> String {
    let mut engine = Engine::new();

    // Positional arguments arrive as a tuple (here one `String`); the result is any Serialize.
    engine.register_fn("lookup_price", |(item,): (String,)| unit_price(&item));

    // A struct in, a struct out.
    engine.register_fn("quote", |(req,): (QuoteRequest,)| {
        let total = unit_price(&req.item)? * f64::from(req.qty);
        Ok(Quote {
            item: req.item,
            qty: req.qty,
            total,
        })
    });

    // Keyword arguments deserialize into their own struct.
    engine.register_fn_kw("convert", |(amount,): (f64,), kw: ConvertKw| {
        let rate = match kw.to.as_str() {
            "EUR" => 0.92,
            "JPY" => 151.3,
            other => {
                return Err(HostError::new(
                    "ValueError",
                    format!("unknown currency {other:?}"),
                ))
            }
        };
        let scale = 10f64.powi(kw.digits.unwrap_or(2));
        Ok((amount * rate * scale).round() / scale)
    });

    // Only registered host functions exist for the script (they are part of the policy and
    // of its digest): any other name is refused before the run.
    let mut out = Vec::new();
    let outcome = engine.run_source(SCRIPT.as_bytes(), "shop.py", &mut out);
    assert_eq!(outcome.status, Status::Ok, "{:?}", outcome.status);
    String::from_utf8(out).expect("UTF-8 output")
}

fn main() {
    print!("{}", run());
}
