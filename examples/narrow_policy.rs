//! Narrowing the surface: an embedder removes what its scripts must not use (a module, a
//! built-in, a method), lowers the limits, and loads the rest from a policy file exactly as
//! `pyrite run --policy FILE` does. The script then sees a clear refusal: before the run for
//! a name (as a `CompileError`), at run time for a method, and a limit ends a run cleanly.
//!
//! `cargo run --example narrow_policy`

use std::fmt::Write as _;

use pyrite::{Engine, Limits, Status};

/// A policy file: the same JSON `pyrite run --policy` and `pyrite jail --policy` read.
const POLICY_JSON: &str = r#"{
  "remove_modules": ["random"],
  "remove_members": ["math.factorial"],
  "remove_methods": ["str.format"],
  "limits": {"max_instructions": 10000000}
}"#;

/// Scripts an agent might send, each with what it runs into.
const SCRIPTS: &[(&str, &str)] = &[
    (
        "allowed",
        "import math\nprint(math.sqrt(2) * 2, sorted('pyrite'))\n",
    ),
    ("module", "import random\nprint(random.random())\n"),
    ("built-in", "print(getattr(3, 'real'))\n"),
    (
        "member",
        "from math import factorial\nprint(factorial(5))\n",
    ),
    ("method", "print('{} + {}'.format(1, 2))\n"),
    ("memory", "rows = [[0] * 100_000 for _ in range(100)]\n"),
    ("fuel", "n = 0\nwhile True:\n    n += 1\n"),
];

/// The narrowed engine: code first, then the policy file on top.
pub fn narrowed_engine() -> Engine {
    let mut engine = Engine::new().with_limits(Limits {
        max_memory: Some(4 << 20), // 4 MiB of live objects
        max_output: Some(64 << 10),
        ..Limits::default()
    });
    // Each removal is checked against the surface: a name it lacks is an error here.
    engine
        .remove_builtin("getattr")
        .expect("getattr is a built-in");
    assert!(engine.remove_builtin("eval").is_err()); // never there to begin with

    // As `pyrite run --policy FILE` does: read the file, check every name, apply it (its
    // limits override the engine's). Any error names the file and the entry.
    let path = std::env::temp_dir().join(format!("pyrite-policy-{}.json", std::process::id()));
    std::fs::write(&path, POLICY_JSON).expect("write the policy file");
    let applied = engine.apply_policy_file(&path);
    let _ = std::fs::remove_file(&path);
    applied.unwrap_or_else(|e| panic!("{}", e.message));
    engine
}

/// Runs every script under the narrowed engine; returns what the example prints, and each
/// script's name with its status.
pub fn run() -> (String, Vec<(&'static str, Status)>) {
    let engine = narrowed_engine();
    let mut report = String::new();
    let _ = writeln!(
        report,
        "policy digest {}... (default {}...)",
        &engine.policy_digest()[..12],
        &Engine::new().policy_digest()[..12]
    );
    let mut statuses = Vec::new();
    for (name, source) in SCRIPTS {
        let mut out = Vec::new();
        let outcome = engine.run_source(source.as_bytes(), "agent.py", &mut out);
        // What `pyrite run` would print on stderr: a traceback, a syntax error or refusal
        // rendered as CPython prints one, or the limit named with the flag that sets it.
        let shown = match &outcome.status {
            Status::Ok => String::from_utf8_lossy(&out).trim_end().to_string(),
            status => {
                let when = match status {
                    Status::CompileError(_) => "refused before the run",
                    Status::ScriptError(_) => "at run time",
                    _ => "stopped",
                };
                let text = status.render(engine.limits());
                let last = text.lines().last().unwrap_or_default();
                format!("{when}: {}", shorten(last))
            }
        };
        let _ = writeln!(report, "{name:<9} {shown}");
        statuses.push((*name, outcome.status));
    }
    (report, statuses)
}

/// `line` cut to a width a terminal shows (a refusal goes on to list what is available).
fn shorten(line: &str) -> String {
    const WIDTH: usize = 100;
    match line.char_indices().nth(WIDTH) {
        Some((at, _)) => format!("{}...", &line[..at]),
        None => line.to_string(),
    }
}

fn main() {
    print!("{}", run().0);
}
