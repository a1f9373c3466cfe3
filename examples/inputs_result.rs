//! Named inputs in, a typed result out: the host hands a script its data as globals (any
//! `serde::Serialize`), captures what it prints, and reads the value of its last expression
//! statement back into a Rust type.
//!
//! `cargo run --example inputs_result`

use std::fmt::Write as _;

use pyrite::{Engine, RunOptions, Status};
use serde::{Deserialize, Serialize};

/// What the host passes in: a struct becomes a dict (fields in order), a `Vec` a list.
#[derive(Serialize)]
struct Order {
    item: String,
    qty: u32,
    unit_price: f64,
}

#[derive(Serialize)]
struct Customer {
    name: String,
    tags: Vec<String>,
}

/// What the host reads back: the script's last expression is a dict with these keys.
#[derive(Deserialize, Debug, PartialEq)]
pub struct Summary {
    /// The order's total after the discount.
    pub total: f64,
    /// How many order lines there were.
    pub lines: u32,
    /// The item that cost the most.
    pub biggest: String,
}

/// The script: plain Python; `orders`, `discount` and `customer` are the inputs.
/// The script (public for the test that checks it against python3).
pub const SCRIPT: &str = r#"
total = 0.0
biggest = ('', 0.0)
for o in orders:
    cost = o['qty'] * o['unit_price']
    print(f"{o['item']:<6} {o['qty']:>2} x {o['unit_price']:5.2f} = {cost:6.2f}")
    total += cost
    if cost > biggest[1]:
        biggest = (o['item'], cost)
if 'regular' in customer['tags']:
    total *= 1 - discount
print(f"{'total':<17}= {total:6.2f}  ({customer['name']})")
# The last expression statement is the run's result.
{'total': round(total, 2), 'lines': len(orders), 'biggest': biggest[0]}
"#;

/// Runs the script once and returns what the example prints, with the typed result.
pub fn run() -> (String, Summary) {
    let engine = Engine::new(); // safe default limits
    let program = engine
        .compile(SCRIPT.as_bytes(), "invoice.py")
        .unwrap_or_else(|e| panic!("{e}"));

    let order = |item: &str, qty, unit_price| Order {
        item: item.to_string(),
        qty,
        unit_price,
    };
    let orders = vec![
        order("tea", 3, 2.5),
        order("scone", 2, 3.25),
        order("jam", 1, 6.0),
    ];
    let customer = Customer {
        name: "Ada".to_string(),
        tags: vec!["regular".to_string()],
    };
    // Each input is a module global of the script; a bad name (not an identifier, a keyword,
    // a dunder) or a value with no Python form is an `InputError` here, before any run.
    let options = RunOptions::new()
        .input("orders", &orders)
        .and_then(|o| o.input("discount", &0.1))
        .and_then(|o| o.input("customer", &customer))
        .expect("valid inputs");

    // Output captured in a buffer (any `io::Write`: a file, a socket, stdout).
    let mut captured = Vec::new();
    let outcome = engine.run_with(&program, &options, &mut captured);
    assert_eq!(outcome.status, Status::Ok, "{:?}", outcome.status);

    let summary: Summary = outcome.result_as().expect("the result is a Summary");
    let mut report = String::new();
    for line in String::from_utf8_lossy(&captured).lines() {
        let _ = writeln!(report, "script | {line}");
    }
    let _ = writeln!(report, "result : {summary:?}");
    let _ = writeln!(
        report,
        "figures: {} instructions, {} allocations, peak {} bytes, {} bytes printed",
        outcome.stats.instructions,
        outcome.stats.allocations,
        outcome.stats.peak_live_bytes,
        outcome.stats.output_bytes
    );
    (report, summary)
}

fn main() {
    let (report, _) = run();
    print!("{report}");
}
