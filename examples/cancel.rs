//! Stopping a run from outside: a `CancelHandle` cancelled from another thread, and a
//! deadline. Either ends the run within a few hundred microseconds of bytecode, as a limit
//! does: the script cannot catch it, and no `except` or `finally` of its runs past it.
//!
//! `cargo run --example cancel`

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use pyrite::{CancelHandle, Engine, LimitKind, Limits, RunOptions, Status};

/// A script that would never end on its own, and tries to survive being stopped.
const SCRIPT: &str = "
n = 0
try:
    while True:
        n += 1
except BaseException:
    print('caught it')  # never runs: a cancellation is not an exception
finally:
    print('finally')    # nor does this
";

/// How long each run is let go on.
const AFTER: Duration = Duration::from_millis(50);

/// Cancels one run from a watchdog thread and ends another at a deadline; returns what the
/// example prints, and the two statuses.
pub fn run() -> (String, [Status; 2]) {
    let engine = Engine::new().with_limits(Limits {
        max_instructions: None, // no fuel limit: only the handle or the deadline stops it
        ..Limits::default()
    });
    let program = engine
        .compile(SCRIPT.as_bytes(), "spin.py")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut report = String::new();

    // 1. Cancellation: the handle is cheap to clone and may be shared by many runs.
    let cancel = CancelHandle::new();
    let options = RunOptions::new().cancel_handle(&cancel);
    let started = Instant::now();
    let (cancelled, out) = std::thread::scope(|s| {
        let watchdog = cancel.clone();
        s.spawn(move || {
            std::thread::sleep(AFTER);
            watchdog.cancel(); // from another thread
        });
        let mut out = Vec::new();
        (engine.run_with(&program, &options, &mut out), out)
    });
    let _ = writeln!(
        report,
        "cancelled after {} ms: {:?}, {} instructions, printed {:?}",
        started.elapsed().as_millis() / 10 * 10,
        cancelled.status,
        cancelled.stats.instructions,
        String::from_utf8_lossy(&out)
    );

    // 2. A deadline for this run (the engine's `max_duration` applies too; the earlier wins).
    let options = RunOptions::new().deadline(Instant::now() + AFTER);
    let started = Instant::now();
    let timed_out = engine.run_with(&program, &options, &mut std::io::sink());
    let _ = writeln!(
        report,
        "deadline after {} ms: {:?}, {} instructions",
        started.elapsed().as_millis() / 10 * 10,
        timed_out.status,
        timed_out.stats.instructions
    );
    assert_eq!(cancelled.status, Status::Limit(LimitKind::Cancelled));
    assert_eq!(timed_out.status, Status::Limit(LimitKind::Deadline));
    (report, [cancelled.status, timed_out.status])
}

fn main() {
    print!("{}", run().0);
}
