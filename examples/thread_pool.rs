//! One compiled `Program` run from many threads at once, each run with its own inputs.
//!
//! `Engine` and `Program` are `Send + Sync` and immutable once built: a run borrows them and
//! keeps all its state (heap, frames, fuel) to itself, so threads share one compile without a
//! lock. A small pool of scoped threads takes jobs from a shared counter.
//!
//! `cargo run --release --example thread_pool [THREADS]`

use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use pyrite::{Engine, Limits, Program, RunOptions, Status};

/// Each job searches a range for the number with the longest Collatz sequence.
/// (Public for the test that checks it against python3.)
pub const SCRIPT: &str = "
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

best = max(range(start, start + count), key=collatz)
[best, collatz(best)]
";

/// Jobs in the batch, and numbers each job searches.
pub const JOBS: u64 = 32;
/// Numbers each job searches.
pub const COUNT: u64 = 200;

/// What one run gave back: the job's result and the instructions it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JobResult {
    /// The number with the longest sequence in the job's range.
    pub best: u64,
    /// Its number of steps.
    pub steps: u32,
    /// Instructions the run took (the same on any thread: runs are deterministic).
    pub instructions: u64,
}

/// Runs job `i` (its own inputs) on `program`.
fn run_job(engine: &Engine, program: &Program, i: u64) -> JobResult {
    let options = RunOptions::new()
        .input("start", &(1 + i * 1000))
        .and_then(|o| o.input("count", &COUNT))
        .expect("valid inputs");
    let outcome = engine.run_with(program, &options, &mut std::io::sink());
    assert_eq!(outcome.status, Status::Ok, "job {i}: {:?}", outcome.status);
    let (best, steps): (u64, u32) = outcome.result_as().expect("[best, steps]");
    JobResult {
        best,
        steps,
        instructions: outcome.stats.instructions,
    }
}

/// Runs every job on `threads` threads; results in job order, and the wall time.
fn run_batch(engine: &Engine, program: &Program, threads: usize) -> (Vec<JobResult>, Duration) {
    let next = AtomicUsize::new(0);
    let started = Instant::now();
    let mut done: Vec<(usize, JobResult)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i as u64 >= JOBS {
                            return mine;
                        }
                        mine.push((i, run_job(engine, program, i as u64)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    let elapsed = started.elapsed();
    done.sort_by_key(|(i, _)| *i);
    (done.into_iter().map(|(_, r)| r).collect(), elapsed)
}

/// Runs the batch on one thread, then on `threads`; returns the report and the results.
pub fn run(threads: usize) -> (String, Vec<JobResult>) {
    let engine = Engine::new().with_limits(Limits {
        max_instructions: Some(10_000_000), // per run
        ..Limits::default()
    });
    let program = engine
        .compile(SCRIPT.as_bytes(), "collatz.py")
        .unwrap_or_else(|e| panic!("{e}"));

    let (serial, t1) = run_batch(&engine, &program, 1);
    let (parallel, tn) = run_batch(&engine, &program, threads);
    // Same program, same inputs: same results and the same instruction counts, whatever
    // thread ran them.
    assert_eq!(serial, parallel);

    let mut report = String::new();
    for (i, r) in parallel.iter().enumerate().take(3) {
        let _ = writeln!(
            report,
            "job {i}: best {} ({} steps), {} instructions",
            r.best, r.steps, r.instructions
        );
    }
    let total: u64 = parallel.iter().map(|r| r.instructions).sum();
    let _ = writeln!(report, "{JOBS} runs, {total} instructions in all");
    let rate = |t: Duration| JOBS as f64 / t.as_secs_f64().max(1e-9);
    let _ = writeln!(
        report,
        "1 thread: {:.1} ms ({:.0} runs/s); {threads} threads: {:.1} ms ({:.0} runs/s)",
        t1.as_secs_f64() * 1e3,
        rate(t1),
        tn.as_secs_f64() * 1e3,
        rate(tn)
    );
    (report, parallel)
}

fn main() {
    let threads = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(4);
    print!("{}", run(threads).0);
}
