//! Embedding Pyrite: compile a script once, grant it a host function, run it many times under
//! limits, and read each run's figures.
//!
//! `cargo run --release --example embed`

use std::fmt::Write as _;
use std::sync::Arc;

use pyrite::{Engine, HostValue, Limits, Status};

const SCRIPT: &[u8] = b"
def score(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=None)

words = fetch_words()
print(len(words), score(words)[:3])
";

/// Compiles the script once and runs it `runs` times; returns what the first three runs
/// printed, each with its figures.
pub fn run(runs: usize) -> String {
    let mut engine = Engine::new().with_limits(Limits {
        max_instructions: Some(1_000_000),
        max_memory: Some(16 << 20),
        max_output: Some(1 << 16),
        ..Limits::default()
    });
    engine.register_host_fn(
        "fetch_words",
        Arc::new(|_args: &[HostValue]| {
            let words = "the quick brown fox jumps over the lazy dog the end";
            Ok(HostValue::List(
                words
                    .split(' ')
                    .map(|w| HostValue::Str(w.to_string()))
                    .collect(),
            ))
        }),
    );
    let program = engine
        .compile(SCRIPT, "score.py")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut report = String::new();
    for i in 0..runs {
        let mut out = Vec::new();
        let outcome = engine.run(&program, &mut out);
        if i < 3 {
            report.push_str(&String::from_utf8_lossy(&out));
            let _ = writeln!(
                report,
                "  -> {:?}: {} instructions, {} allocations, peak {} bytes",
                outcome.status == Status::Ok,
                outcome.stats.instructions,
                outcome.stats.allocations,
                outcome.stats.peak_live_bytes
            );
        }
    }
    report
}

fn main() {
    let runs = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(3);
    print!("{}", run(runs));
}
