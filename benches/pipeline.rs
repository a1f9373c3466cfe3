//! Criterion benches of the pipeline: (a) lex+parse of the bench programs and of a synthetic
//! larger source, (b) compile, (c) the VM running the bench programs at smaller sizes.
//!
//! The same programs run side by side with python3 in `benches/side_by_side`; here their size
//! knob (the `N = ...` line) is scaled down so one iteration stays in the millisecond range.

use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// The bench programs and the `N` each runs with under criterion.
const PROGRAMS: &[(&str, &str, u64)] = &[
    ("fib", include_str!("programs/fib.py"), 22),
    ("loop", include_str!("programs/loop.py"), 50_000),
    ("sieve", include_str!("programs/sieve.py"), 50_000),
    ("float", include_str!("programs/float.py"), 20_000),
];

/// `src` with its first `N = ...` line replaced by `N = n`.
fn with_n(src: &str, n: u64) -> String {
    let mut done = false;
    src.lines()
        .map(|line| {
            if !done && line.starts_with("N = ") {
                done = true;
                format!("N = {n}\n")
            } else {
                format!("{line}\n")
            }
        })
        .collect()
}

/// A larger, varied source (~3,600 lines) to measure the front end on more than toy input.
fn synthetic_source() -> String {
    let mut s = String::new();
    for i in 0..200 {
        s.push_str(&format!(
            "def func_{i}(a, b=3, c={i}):\n    \
             total = 0\n    \
             for k in range(a):\n        \
             if k % 3 == 0 and k != b:\n            \
             total += k * c - (b // 2)\n        \
             elif k > 10:\n            \
             total -= {i}\n        \
             else:\n            \
             total ^= k << 2\n    \
             data = [x * x for x in range(b) if x % 2]\n    \
             table = {{'key{i}': data, 'n': [1, 2.5, \"s\\n\", (a, b)], 'm': {{c: None}}}}\n    \
             x, (y, *z) = 1, (2, 3, 4)\n    \
             while total > 100 or not data:\n        \
             total = total // 2\n        \
             break\n    \
             return total + len(table) + x + y\n\n"
        ));
    }
    for i in 0..200 {
        s.push_str(&format!("print(func_{i}({i} % 17, c={i}))\n"));
    }
    s
}

fn parse(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse");
    for (name, src, _) in PROGRAMS {
        g.bench_function(*name, |b| {
            b.iter(|| black_box(pyrite_lang::parse::parse_module(black_box(src)).is_ok()))
        });
    }
    let big = synthetic_source();
    g.bench_function("synthetic", |b| {
        b.iter(|| black_box(pyrite_lang::parse::parse_module(black_box(&big)).is_ok()))
    });
    g.finish();
}

fn compile(c: &mut Criterion) {
    let engine = pyrite::Engine::new();
    let big = synthetic_source();
    c.bench_function("compile/synthetic", |b| {
        b.iter(|| {
            black_box(
                engine
                    .compile(black_box(big.as_bytes()), "synthetic.py")
                    .is_ok(),
            )
        })
    });
}

fn run(c: &mut Criterion) {
    let mut g = c.benchmark_group("run");
    g.sample_size(20);
    // Fuel counting ON, as in real use: a limit far above what the programs need.
    let engine = pyrite::Engine::new().with_limits(pyrite::Limits {
        max_instructions: Some(1 << 50),
        ..pyrite::Limits::default()
    });
    for (name, src, n) in PROGRAMS {
        let src = with_n(src, *n);
        let program = match engine.compile(src.as_bytes(), name) {
            Ok(p) => p,
            Err(e) => panic!("bench program {name} does not compile: {}", e.rendered),
        };
        // Check once that it runs to completion, so the bench never times an early error.
        let outcome = engine.run(&program, &mut std::io::sink());
        assert!(
            outcome.is_ok(),
            "bench program {name} failed: {:?}",
            outcome.status
        );
        g.bench_function(*name, |b| {
            b.iter(|| black_box(engine.run(&program, &mut std::io::sink())))
        });
    }
    g.finish();
}

criterion_group!(benches, parse, compile, run);
criterion_main!(benches);
