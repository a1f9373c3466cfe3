//! Criterion benches of the embedding API: (a) what a one-line script costs in-process,
//! compile and run together and each alone (issue 11's target: compile+run under 20 µs);
//! (b) the throughput of one `Program` run from 1 and 2 threads at once (runs per second).
//!
//! `cargo bench -p pyrite-benches --bench api`

use std::time::{Duration, Instant};

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use pyrite::{Engine, Program, Status};

/// The one-line script.
const ONE_LINE: &[u8] = b"print(1 + 1)\n";

/// A small job (a few thousand instructions), for throughput beyond start-up.
const SMALL_JOB: &[u8] = b"total = 0\nfor i in range(500):\n    total += i * i\nprint(total)\n";

fn compiled(engine: &Engine, src: &[u8]) -> Program {
    let program = engine
        .compile(src, "bench.py")
        .unwrap_or_else(|e| panic!("bench script does not compile: {e}"));
    // Check once that it runs to completion, so the bench never times an early error.
    let outcome = engine.run(&program, &mut Vec::new());
    assert_eq!(outcome.status, Status::Ok, "{:?}", outcome.status);
    program
}

fn one_line(c: &mut Criterion) {
    let engine = Engine::new();
    let program = compiled(&engine, ONE_LINE);
    let mut g = c.benchmark_group("one_line");
    let mut out = Vec::new();
    g.bench_function("compile_and_run", |b| {
        b.iter(|| {
            out.clear();
            black_box(engine.run_source(black_box(ONE_LINE), "bench.py", &mut out))
        })
    });
    g.bench_function("compile", |b| {
        b.iter(|| black_box(engine.compile(black_box(ONE_LINE), "bench.py").is_ok()))
    });
    g.bench_function("run", |b| {
        b.iter(|| {
            out.clear();
            black_box(engine.run(&program, &mut out))
        })
    });
    g.finish();
}

/// Runs `program` `iters` times spread over `threads` threads at once; the wall time.
fn spread(engine: &Engine, program: &Program, threads: u64, iters: u64) -> Duration {
    let started = Instant::now();
    std::thread::scope(|s| {
        for t in 0..threads {
            let runs = iters / threads + u64::from(t < iters % threads);
            s.spawn(move || {
                let mut out = Vec::new();
                for _ in 0..runs {
                    out.clear();
                    black_box(engine.run(program, &mut out));
                }
            });
        }
    });
    started.elapsed()
}

fn threads(c: &mut Criterion) {
    let engine = Engine::new();
    for (name, src) in [("one_line", ONE_LINE), ("small_job", SMALL_JOB)] {
        let program = compiled(&engine, src);
        let mut g = c.benchmark_group(format!("threads/{name}"));
        // Reported as runs per second over all threads.
        g.throughput(Throughput::Elements(1));
        for threads in [1u64, 2] {
            g.bench_function(format!("{threads}"), |b| {
                b.iter_custom(|iters| spread(&engine, &program, threads, iters))
            });
        }
        g.finish();
    }
}

criterion_group!(benches, one_line, threads);
criterion_main!(benches);
