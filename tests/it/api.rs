//! The embedding API: inputs, the result value, cancellation, deadlines, and one `Program`
//! run from many threads.

use std::time::{Duration, Instant};

use pyrite::{CancelHandle, Engine, HostValue, LimitKind, Limits, RunOptions, Status, StepLimits};

fn run(source: &str, options: &RunOptions) -> (pyrite::Outcome, String) {
    let engine = Engine::new();
    let program = engine
        .compile(source.as_bytes(), "api.py")
        .expect("compiles");
    let mut out = Vec::new();
    let outcome = engine.run_with(&program, options, &mut out);
    (outcome, String::from_utf8_lossy(&out).into_owned())
}

#[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
struct Order {
    id: u32,
    items: Vec<String>,
    total: f64,
}

#[test]
fn inputs_are_module_globals() {
    let order = Order {
        id: 7,
        items: vec!["tea".into(), "cake".into()],
        total: 9.5,
    };
    let options = RunOptions::new()
        .input("order", &order)
        .and_then(|o| o.input("n", &3))
        .expect("inputs");
    let source = "\
print(order)
def f():
    return n * 2
print(f(), type(order['items']).__name__)
";
    let (outcome, out) = run(source, &options);
    assert_eq!(outcome.status, Status::Ok);
    // A struct is a dict in field order; a sequence a list.
    assert_eq!(
        out,
        "{'id': 7, 'items': ['tea', 'cake'], 'total': 9.5}\n6 list\n"
    );
    // An input the script never names is ignored; one it does not get is a NameError.
    let (outcome, _) = run("print(missing)", &options);
    match outcome.status {
        Status::ScriptError(e) => assert_eq!(e.message, "name 'missing' is not defined"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_input_names_and_values_are_refused() {
    for name in ["1x", "class", "__builtins__", "a-b", "", "x\u{b2}"] {
        let e = RunOptions::new().input(name, &1).expect_err(name);
        assert_eq!(e.name, name);
    }
    let e = RunOptions::new()
        .input("big", &u64::MAX)
        .expect_err("u64::MAX");
    assert_eq!(
        e.to_string(),
        "input 'big': the integer 18446744073709551615 does not fit in 64 bits"
    );
    // Any identifier Python accepts, as str.isidentifier says.
    assert_eq!(
        run(
            "print(\u{e9}t\u{e9})",
            &RunOptions::new().input("\u{e9}t\u{e9}", &1).expect("ident")
        )
        .1,
        "1\n"
    );
    // A later input of the same name replaces the earlier one.
    let options = RunOptions::new()
        .input("x", &1)
        .and_then(|o| o.input("x", "two"))
        .expect("inputs");
    assert_eq!(run("print(x)", &options).1, "two\n");
}

#[test]
fn the_result_is_the_last_expression_statement() {
    let none = RunOptions::new();
    let (outcome, out) = run("x = 6\nprint('hi')\nx * 7", &none);
    assert_eq!(
        (outcome.result, out.as_str()),
        (Some(HostValue::Int(42)), "hi\n")
    );
    let (outcome, _) = run("{'a': [1, 2.5, None], 'b': (True, 'x')}", &none);
    assert_eq!(
        outcome.result_json().expect("JSON"),
        serde_json::json!({"a": [1, 2.5, null], "b": [true, "x"]})
    );
    let (outcome, _) = run("{'id': 1, 'items': ['a'], 'total': 2.0}", &none);
    assert_eq!(
        outcome.result_as::<Order>().expect("an Order"),
        Order {
            id: 1,
            items: vec!["a".into()],
            total: 2.0
        }
    );
    // No final expression, or one inside a block: None.
    assert_eq!(run("x = 1", &none).0.result, Some(HostValue::None));
    assert_eq!(
        run("if True:\n    5", &none).0.result,
        Some(HostValue::None)
    );
    // A value with no host form, and a run that fails, have no result.
    assert_eq!(run("{1, 2}", &none).0.result, None);
    assert_eq!(run("2 ** 100", &none).0.result, None);
    let (outcome, _) = run("1\nraise ValueError('no')", &none);
    assert!(matches!(outcome.status, Status::ScriptError(_)));
    assert_eq!(outcome.result, None);
    assert!(outcome.result_as::<i64>().is_err());
    // The CLI discards it, as python3 does.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .args(["run", "-c", "print(1)\n'not printed'"])
        .output()
        .expect("run pyrite");
    assert_eq!(o.stdout, b"1\n");
}

#[test]
fn a_cancel_handle_stops_a_run_from_another_thread() {
    let handle = CancelHandle::new();
    let options = RunOptions::new().cancel_handle(&handle);
    let engine = Engine::new().with_limits(pyrite::Limits::unlimited());
    let program = engine
        .compile(
            b"try:\n    while True:\n        pass\nfinally:\n    print('never')",
            "c.py",
        )
        .expect("compiles");
    let canceller = {
        let handle = handle.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            handle.cancel();
        })
    };
    let mut out = Vec::new();
    let outcome = engine.run_with(&program, &options, &mut out);
    canceller.join().expect("canceller");
    assert_eq!(outcome.status, Status::Limit(LimitKind::Cancelled));
    assert!(out.is_empty(), "no finally runs past a cancellation");
    assert!(handle.is_cancelled());
}

/// Each way a run's time runs out is named truthfully: the time limit by its flag, the
/// host's deadline and a cancellation by no flag (raising `--max-duration` would not help).
#[test]
fn time_stops_are_rendered_by_who_set_them() {
    let spin = b"while True:\n    pass";
    let limits = Limits {
        max_instructions: None,
        max_duration: Some(Duration::from_millis(100)),
        ..Limits::default()
    };
    // The engine's time limit first: the flag that sets it.
    let engine = Engine::new().with_limits(limits.clone());
    let program = engine.compile(spin, "t.py").expect("compiles");
    let options = RunOptions::new().deadline(Instant::now() + Duration::from_secs(60));
    let o = engine.run_with(&program, &options, &mut Vec::new());
    assert_eq!(o.status, Status::Limit(LimitKind::Time));
    assert_eq!(
        o.status.render(engine.limits()),
        "pyrite: limit exceeded: time (--max-duration 0.1s)\n"
    );
    // The host's deadline first (the default 30 s limit stands behind it).
    let engine = Engine::new().with_limits(Limits {
        max_instructions: None,
        ..Limits::default()
    });
    let program = engine.compile(spin, "d.py").expect("compiles");
    let options = RunOptions::new().deadline(Instant::now() + Duration::from_millis(100));
    let o = engine.run_with(&program, &options, &mut Vec::new());
    assert_eq!(o.status, Status::Limit(LimitKind::Deadline));
    assert_eq!(
        o.status.render(engine.limits()),
        "pyrite: limit exceeded: deadline (the deadline the host set for this run passed)\n"
    );
    // A cancellation, with a time limit set: still no flag.
    let handle = CancelHandle::new();
    handle.cancel();
    let options = RunOptions::new().cancel_handle(&handle);
    let o = engine.run_with(&program, &options, &mut Vec::new());
    assert_eq!(o.status, Status::Limit(LimitKind::Cancelled));
    assert_eq!(
        o.status.render(engine.limits()),
        "pyrite: cancelled: the host stopped the run\n"
    );
}

#[test]
fn a_deadline_ends_a_run() {
    let engine = Engine::new().with_limits(pyrite::Limits::unlimited());
    let program = engine
        .compile(b"while True:\n    pass", "d.py")
        .expect("compiles");
    let start = Instant::now();
    let options = RunOptions::new().deadline(start + Duration::from_millis(100));
    let outcome = engine.run_with(&program, &options, &mut Vec::new());
    assert_eq!(outcome.status, Status::Limit(LimitKind::Deadline));
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn one_program_runs_on_many_threads_at_once() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Engine>();
    assert_send_sync::<pyrite::Program>();
    assert_send_sync::<RunOptions>();
    let engine = Engine::new();
    let program = engine
        .compile(b"total = sum(i * k for i in range(1000))\ntotal", "t.py")
        .expect("compiles");
    std::thread::scope(|s| {
        let runs: Vec<_> = (0..4i64)
            .map(|k| {
                let (engine, program) = (&engine, &program);
                s.spawn(move || {
                    let options = RunOptions::new().input("k", &k).expect("input");
                    engine.run_with(program, &options, &mut Vec::new()).result
                })
            })
            .collect();
        for (k, r) in runs.into_iter().enumerate() {
            let expected = 499_500 * k as i64;
            assert_eq!(r.join().expect("thread"), Some(HostValue::Int(expected)));
        }
    });
}

fn run_engine(engine: &Engine, source: &str) -> (Status, String) {
    let mut out = Vec::new();
    let outcome = engine.run_source(source.as_bytes(), "h.py", &mut out);
    (outcome.status, String::from_utf8_lossy(&out).into_owned())
}

#[derive(serde::Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct Fetch {
    limit: Option<usize>,
    reverse: bool,
}

fn host_engine() -> Engine {
    let mut engine = Engine::new();
    engine.register_fn("lookup", |(id,): (u32,)| match id {
        7 => Ok(Order {
            id,
            items: vec!["tea".into()],
            total: 2.5,
        }),
        _ => Err(pyrite::HostError::new("KeyError", format!("order {id}"))),
    });
    engine.register_fn_kw("fetch", |(n,): (usize,), kw: Fetch| {
        let mut v: Vec<usize> = (0..n).collect();
        if kw.reverse {
            v.reverse();
        }
        v.truncate(kw.limit.unwrap_or(n));
        Ok(v)
    });
    engine.register_host_function(
        "odd",
        std::sync::Arc::new(|_args, _kwargs| Err(pyrite::HostError::new("NoSuchError", "oops"))),
    );
    engine
}

#[test]
fn typed_host_functions_take_and_return_serde_values() {
    let engine = host_engine();
    let (status, out) = run_engine(
        &engine,
        "o = lookup(7)\nprint(o['items'], o['total'])\nprint(fetch(5), fetch(5, reverse=True, limit=2))",
    );
    assert_eq!(status, Status::Ok);
    assert_eq!(out, "['tea'] 2.5\n[0, 1, 2, 3, 4] [4, 3]\n");
}

#[test]
fn host_errors_are_exceptions_of_their_type() {
    let engine = host_engine();
    let (status, out) = run_engine(
        &engine,
        "\
for call in (lambda: lookup(8), lambda: lookup('x'), lambda: lookup(),
             lambda: lookup(7, limit=1), lambda: fetch(1, colour=2), lambda: odd()):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
",
    );
    assert_eq!(status, Status::Ok);
    assert_eq!(
        out,
        "\
KeyError 'order 8'
TypeError lookup(): invalid type: string \"x\", expected u32
TypeError lookup(): invalid length 0, expected a tuple of size 1
TypeError lookup() takes no keyword arguments
TypeError fetch(): unknown field `colour`, expected `limit` or `reverse`
RuntimeError a host function raised 'NoSuchError', which is not a built-in exception type: oops
"
    );
}

/// A run under limits of its own (`Engine::run_limited`), each at most the engine's: it ends
/// exactly as the run under an engine with those limits does; a bound above the engine's is
/// the engine's, and the next run is under the engine's limits again.
#[test]
fn a_run_has_limits_of_its_own() {
    let engine = Engine::new().with_limits(Limits {
        max_instructions: Some(100_000),
        ..Limits::default()
    });
    let program = engine
        .compile(
            b"print('a' * 40)\nn = 0\nwhile True:\n    n += 1",
            "spin.py",
        )
        .expect("compiles");
    let run = |step: &StepLimits| {
        let mut out = Vec::new();
        let o = engine.run_limited(&program, step, &RunOptions::new(), &mut out);
        (o, out)
    };
    let in_engine = |limits: Limits| {
        let e = Engine::new().with_limits(limits);
        let mut out = Vec::new();
        let o = e.run(
            &e.compile(program.source().as_bytes(), "spin.py")
                .expect("compiles"),
            &mut out,
        );
        (o, out)
    };
    let tight = StepLimits {
        max_instructions: Some(5_000),
        ..StepLimits::default()
    };
    let (o, out) = run(&tight);
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    assert_eq!(
        (o, out),
        in_engine(Limits {
            max_instructions: Some(5_000),
            ..Limits::default()
        })
    );
    let quiet = StepLimits {
        max_output: Some(10),
        ..StepLimits::default()
    };
    let (o, out) = run(&quiet);
    assert_eq!(o.status, Status::Limit(LimitKind::Output));
    assert_eq!(
        (o, out),
        in_engine(Limits {
            max_instructions: Some(100_000),
            max_output: Some(10),
            ..Limits::default()
        })
    );
    // Above the engine's: the engine's limit stops it, as a plain run.
    let wide = StepLimits {
        max_instructions: Some(10_000_000),
        ..StepLimits::default()
    };
    let (o, _) = run(&wide);
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    assert_eq!(
        o.stats.instructions,
        engine.run(&program, &mut Vec::new()).stats.instructions
    );
    assert!(o.stats.instructions > 5_000 && o.stats.instructions <= 100_000);
}

/// Output can be streamed to a callback: any `Write` gets the output during the run, in 32 KiB
/// chunks and at each flush (`print(..., flush=True)`, `sys.stdout.flush()`), as CPython's
/// stdout on a pipe. Here the callback cancels the run once it has seen the line it waits for,
/// which only works if the line arrives before the run ends.
#[test]
fn output_streams_to_a_callback_while_the_script_runs() {
    struct Callback<F: FnMut(&[u8])>(F);
    impl<F: FnMut(&[u8])> std::io::Write for Callback<F> {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            (self.0)(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let engine = Engine::new();
    let program = engine
        .compile(
            b"import sys\nfor i in range(3):\n    print('line', i)\nsys.stdout.flush()\nprint('ready', flush=True)\nwhile True:\n    pass",
            "stream.py",
        )
        .expect("compiles");
    let cancel = CancelHandle::new();
    let mut seen = Vec::new();
    let mut out = Callback(|chunk: &[u8]| {
        seen.extend_from_slice(chunk);
        if seen.ends_with(b"ready\n") {
            cancel.cancel();
        }
    });
    let options = RunOptions::new().cancel_handle(&cancel);
    let outcome = engine.run_with(&program, &options, &mut out);
    assert_eq!(outcome.status, Status::Limit(LimitKind::Cancelled));
    assert_eq!(seen, b"line 0\nline 1\nline 2\nready\n");
    // Unflushed, a short output reaches the writer when the run ends.
    let program = engine
        .compile(b"print('soon')\nwhile True:\n    pass", "late.py")
        .expect("compiles");
    let mut chunks = Vec::new();
    let mut out = Callback(|chunk: &[u8]| chunks.push(chunk.to_vec()));
    let quick = StepLimits {
        max_instructions: Some(10_000),
        ..StepLimits::default()
    };
    let o = engine.run_limited(&program, &quick, &RunOptions::new(), &mut out);
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    assert_eq!(chunks, [b"soon\n".to_vec()]);
}

/// A program starts its run with the built-ins it was compiled against: shared with the
/// engine's table when they are that table's, checked one by one otherwise (compiled before
/// a host function was granted), and refused when they are another table's.
#[test]
fn a_program_runs_against_the_builtins_it_was_compiled_with() {
    let plain = Engine::new();
    let before = plain
        .compile(b"print(len('ab'), max(3, 4))\n", "p.py")
        .expect("compiles");
    let mut out = Vec::new();
    assert_eq!(plain.run(&before, &mut out).status, Status::Ok);
    let mut hosted = plain.clone();
    hosted.register_fn("twice", |(n,): (i64,)| Ok(2 * n));
    let after = hosted
        .compile(b"print(twice(len('abc')), max(3, 4))\n", "p.py")
        .expect("compiles");
    for (engine, program) in [(&hosted, &before), (&hosted, &after), (&plain, &before)] {
        let outcome = engine.run(program, &mut out);
        assert_eq!(outcome.status, Status::Ok, "{:?}", outcome.status);
    }
    assert_eq!(String::from_utf8_lossy(&out), "2 4\n2 4\n6 4\n2 4\n");
    let outcome = plain.run(&after, &mut Vec::new());
    let error = format!("{:?}", outcome.status);
    assert!(
        error.contains("built-in table mismatch at 'twice'"),
        "{error}"
    );
}
