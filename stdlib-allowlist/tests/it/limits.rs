//! The runtime with the real built-in table, below the embedding API: limits end runs as
//! documented, garbage is collected, runs are deterministic. (Programs compared with CPython
//! are golden cases under `tests/cases/`.)

use pyrite_runtime::{LimitKind, Limits, RunContext, RunError, Stats};

fn run(src: &str, limits: &Limits) -> (String, Result<(), RunError>, Stats) {
    run_named(src, "test.py", limits)
}

fn run_named(src: &str, filename: &str, limits: &Limits) -> (String, Result<(), RunError>, Stats) {
    let module = match pyrite_lang::parse::parse_module(src) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {d}"),
    };
    let table = pyrite_stdlib::table();
    let program = match pyrite_lang::compile::compile(&module, &table.names()) {
        Ok(p) => p,
        Err(d) => panic!("compile error: {d}"),
    };
    let ctx = RunContext {
        natives: &table,
        host_fns: &[],
        limits,
        source: src,
        filename,
        hash_seed: Some(0),
        random_seed: 0,
        inputs: &[],
        cancel: None,
        deadline: None,
        externals: &[],
        replay: None,
        parts: &[],
    };
    let mut out = Vec::new();
    let (r, stats) = pyrite_runtime::run(&program, &ctx, &mut out);
    let r = r.map(|_| ());
    (String::from_utf8_lossy(&out).into_owned(), r, stats)
}

#[test]
fn instruction_limit_stops_an_infinite_loop() {
    let limits = Limits {
        max_instructions: Some(10_000),
        ..Limits::default()
    };
    let (_, r, stats) = run("while True:\n    pass\n", &limits);
    assert_eq!(r, Err(RunError::Limit(LimitKind::Instructions)));
    assert_eq!(stats.instructions, 10_000);
}

#[test]
fn memory_limit_refuses_big_results_before_building_them() {
    let limits = Limits {
        max_memory: Some(1 << 20),
        ..Limits::default()
    };
    for src in [
        "x = 'a' * 10**10\n",
        "x = [0] * 10**9\n",
        "x = 10 ** 100000000\n",
        "x = 1 << 10**9\n",
        "x = ','.join(['abc'] * 100000)\n",
        "l = []\nwhile True:\n    l.append([1, 2, 3])\n",
        "s = 'x' * 100\nwhile True:\n    s += 'y' * 1000\n",
        "s = 'é' * 100\nwhile True:\n    s += 'ü' * 500\n",
    ] {
        let (_, r, stats) = run(src, &limits);
        assert_eq!(r, Err(RunError::Limit(LimitKind::Memory)), "{src}");
        assert!(stats.peak_live_bytes <= 1 << 20, "{src}");
    }
}

#[test]
fn garbage_is_collected_under_a_memory_limit() {
    let limits = Limits {
        max_memory: Some(4 << 20),
        ..Limits::default()
    };
    let src = "for i in range(200000):\n    x = [i] * 10\n    s = str(i) * 5\nprint('ok')\n";
    let (out, r, _) = run(src, &limits);
    assert_eq!(r, Ok(()));
    assert_eq!(out, "ok\n");
}

#[test]
fn output_and_allocation_limits() {
    let limits = Limits {
        max_output: Some(100),
        ..Limits::default()
    };
    let (out, r, _) = run("while True:\n    print('hello')\n", &limits);
    assert_eq!(r, Err(RunError::Limit(LimitKind::Output)));
    assert_eq!(out.len(), 100);
    let limits = Limits {
        max_allocations: Some(1000),
        ..Limits::default()
    };
    let (_, r, _) = run("l = []\nwhile True:\n    l.append([])\n", &limits);
    assert_eq!(r, Err(RunError::Limit(LimitKind::Allocations)));
}

#[test]
fn deep_recursion_is_a_recursion_error_not_a_crash() {
    let limits = Limits {
        max_recursion: 100_000,
        ..Limits::default()
    };
    let (_, r, _) = run("def f(n):\n    return f(n + 1)\nf(0)\n", &limits);
    match r {
        Err(RunError::Exception(e)) => assert_eq!(e.type_name, "RecursionError"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn runs_are_deterministic() {
    let src = "d = {}\nfor i in range(1000):\n    d[str(i)] = i * 1.5\nprint(sum(d.values()), list(d)[:3])\n";
    let a = run(src, &Limits::default());
    let b = run(src, &Limits::default());
    assert_eq!(a.0, b.0);
    assert_eq!(a.2, b.2);
}

/// `s += c` in a loop is linear, as in CPython (the buffer grows in place), and the string
/// is charged about its size: 200,000 appends cost about 11 units of fuel each (7
/// instructions and the new view's allocation; a copy per append would cost 6 x 10^8) under a
/// memory limit of five times the final length.
#[test]
fn string_appends_are_linear_in_time_and_memory() {
    let limits = Limits {
        max_instructions: Some(3_000_000),
        max_memory: Some(1 << 20),
        ..Limits::default()
    };
    for (src, out) in [
        (
            "s = ''\nfor i in range(200000):\n    s += 'x'\nprint(len(s))\n",
            "200000\n",
        ),
        (
            "s = ''\nfor i in range(100000):\n    s = s + 'é'\nprint(len(s), s[-1])\n",
            "100000 é\n",
        ),
    ] {
        let (got, r, stats) = run(src, &limits);
        assert_eq!(r, Ok(()), "{src}");
        assert_eq!(got, out);
        assert!(stats.instructions < 2_500_000, "{src}: {stats:?}");
    }
}

/// Indexing a non-ASCII string costs the same at every position (the character index).
#[test]
fn non_ascii_indexing_is_constant_time() {
    let limits = Limits {
        max_instructions: Some(2_000_000),
        ..Limits::default()
    };
    let src = "s = 'é' * 80000\nn = 0\nfor i in range(80000):\n    if s[i] == 'é':\n        n += 1\nprint(n, s[79999:], s[-40000:-39998])\n";
    let (out, r, _) = run(src, &limits);
    assert_eq!(r, Ok(()));
    assert_eq!(out, "80000 é éé\n");
}

/// A string extended in place and then dropped does not keep its bytes charged to the
/// prefix it extended: the collector trims the buffer (50 dead 100 KB tips, 2 MiB limit).
#[test]
fn dead_appends_give_their_memory_back() {
    let limits = Limits {
        max_memory: Some(2 << 20),
        ..Limits::default()
    };
    let src = "parts = []\nfor i in range(50):\n    s = str(i) * 40\n    t = s + 'w' * 100000\n    parts.append(s)\nprint(len(parts), sum(len(p) for p in parts))\n";
    let (out, r, _) = run(src, &limits);
    assert_eq!(r, Ok(()));
    assert_eq!(out, "50 3600\n");
}
