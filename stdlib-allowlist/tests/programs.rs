//! Runs every `tests/programs/*.py` through parse → compile → VM with the real built-in table
//! and compares with CPython's output (`NAME.out`, and `NAME.err` = the traceback), produced
//! by `scripts/bless-programs`. Also checks the limits end runs as documented.

use std::path::Path;

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
    };
    let mut out = Vec::new();
    let (r, stats) = pyrite_runtime::run(&program, &ctx, &mut out);
    (String::from_utf8_lossy(&out).into_owned(), r, stats)
}

#[test]
fn programs_match_cpython() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .expect("programs dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    entries.sort();
    assert!(entries.len() > 20);
    let mut failures = Vec::new();
    for path in entries {
        let src = std::fs::read_to_string(&path).expect("read");
        let expected_out = std::fs::read_to_string(path.with_extension("out")).unwrap_or_default();
        let expected_err = std::fs::read_to_string(path.with_extension("err")).ok();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("test.py");
        let (out, result, _) = run_named(&src, name, &Limits::default());
        let err_line = match &result {
            Ok(()) => None,
            Err(RunError::Exception(e)) => Some(e.traceback.clone()),
            Err(RunError::Limit(k)) => Some(format!("limit {}\n", k.name())),
        };
        if out != expected_out || err_line != expected_err {
            failures.push(format!(
                "{}:\n  stdout {:?}\n  want   {:?}\n  error  {:?}\n  want   {:?}",
                path.display(),
                out,
                expected_out,
                err_line,
                expected_err
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
