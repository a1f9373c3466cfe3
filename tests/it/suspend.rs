//! Suspend and resume: external functions, the replay that resumes a run, and snapshots as
//! untrusted input. The oracle for a suspended run is the same script run in one go with a
//! plain host function giving the same answers: output, result and figures must be equal.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use pyrite::{
    Engine, HostError, HostValue, LimitKind, Limits, Outcome, RunOptions, SnapshotError, Status,
    Step, StepLimits, Suspension,
};

/// The answer the host gives `fetch(args)`: an int argument times ten, else its length.
fn answer(args: &[HostValue]) -> Result<HostValue, HostError> {
    match args.first() {
        Some(HostValue::Int(i)) if *i < 0 => Err(HostError::new("ValueError", format!("bad {i}"))),
        Some(HostValue::Int(i)) => Ok(HostValue::Int(i * 10)),
        Some(HostValue::Str(s)) => Ok(HostValue::Int(s.len() as i64)),
        _ => Ok(HostValue::None),
    }
}

fn external_engine(limits: Limits) -> Engine {
    let mut engine = Engine::new().with_limits(limits).with_hash_seed(Some(7));
    engine.register_external("fetch");
    engine
}

/// The script run in one go, `fetch` a plain host function.
fn in_one_go(source: &str, limits: Limits) -> (Outcome, String) {
    let mut engine = Engine::new().with_limits(limits).with_hash_seed(Some(7));
    engine.register_host_function("fetch", Arc::new(|args, _| answer(args)));
    let program = engine.compile(source.as_bytes(), "s.py").expect("compiles");
    let mut out = Vec::new();
    let outcome = engine.run(&program, &mut out);
    (outcome, String::from_utf8_lossy(&out).into_owned())
}

/// The script run with `fetch` external, answering each suspension (through a snapshot
/// each time when `via_snapshot`); the number of suspensions.
fn suspended(source: &str, limits: Limits, via_snapshot: bool) -> (Outcome, String, usize) {
    suspended_limited(source, limits, &StepLimits::default(), via_snapshot)
}

/// [`suspended`], started under `step`'s limits of its own ([`Engine::start_limited`]).
fn suspended_limited(
    source: &str,
    limits: Limits,
    step: &StepLimits,
    via_snapshot: bool,
) -> (Outcome, String, usize) {
    let engine = external_engine(limits);
    let program = engine.compile(source.as_bytes(), "s.py").expect("compiles");
    let mut out = Vec::new();
    let mut step = engine.start_limited(&program, step, &RunOptions::new(), &mut out);
    let mut stops = 0;
    loop {
        match step {
            Step::Done(outcome) => {
                return (outcome, String::from_utf8_lossy(&out).into_owned(), stops)
            }
            Step::Suspended(mut s) => {
                stops += 1;
                if via_snapshot {
                    s = Suspension::load(&engine, &s.dump()).expect("loads");
                }
                let a = answer(s.args());
                step = s.resume(&engine, a, &mut out).expect("same policy");
            }
        }
    }
}

fn same_as_in_one_go(source: &str, limits: Limits) -> usize {
    let (expected, expected_out) = in_one_go(source, limits.clone());
    for via_snapshot in [false, true] {
        let (outcome, out, stops) = suspended(source, limits.clone(), via_snapshot);
        assert_eq!(out, expected_out, "output of {source:?}");
        assert_eq!(outcome, expected, "outcome of {source:?}");
        if via_snapshot {
            return stops;
        }
    }
    0
}

#[test]
fn a_suspended_run_ends_as_the_same_run_in_one_go() {
    let cases = [
        // Calls in a loop, output between them, a result.
        "total = 0\nfor i in range(6):\n    print('asking', i)\n    total += fetch(i)\nprint('total', total)\ntotal",
        // Keyword arguments, a call in an expression, in an f-string.
        "print(f\"{fetch('abc', retry=True)} and {fetch(2)}\")",
        // Inside a callback (a sort key) and a generator consumed by a built-in.
        "print(sorted(['ccc', 'a', 'bb'], key=fetch))\ndef g():\n    for i in range(3):\n        yield fetch(i)\nprint(sum(g()))",
        // Inside a class body, a method, a comprehension, a lambda.
        "class C:\n    k = fetch(1)\n    def m(self):\n        return fetch(self.k)\nprint(C().m(), [fetch(i) for i in range(2)], (lambda: fetch(3))())",
        // A host exception caught, and one not caught (a traceback).
        "try:\n    fetch(-1)\nexcept ValueError as e:\n    print('caught', e)\nprint(fetch(4))\nfetch(-2)",
        // Strings in a set: the resumed run hashes them as the first did.
        "s = {'alpha', 'beta', 'gamma', 'delta', 'epsilon'}\nprint(list(s))\nfetch(1)\nprint(list(s), hash('x') == hash('x'))",
        // No call at all.
        "print('no calls')\n6 * 7",
    ];
    for case in cases {
        same_as_in_one_go(case, Limits::default());
    }
}

#[test]
fn limits_and_figures_span_the_whole_run() {
    // The instruction limit trips at the same instruction as in one go, suspensions or not.
    let limits = Limits {
        max_instructions: Some(20_000),
        ..Limits::default()
    };
    let source = "i = 0\nwhile True:\n    i += fetch(1)\n    for j in range(100):\n        pass";
    let stops = same_as_in_one_go(source, limits.clone());
    assert!(stops > 5, "{stops} suspensions");
    let (outcome, _, _) = suspended(source, limits, false);
    assert_eq!(outcome.status, Status::Limit(LimitKind::Instructions));
    // The output limit counts what was handed over before each suspension.
    let limits = Limits {
        max_output: Some(100),
        ..Limits::default()
    };
    same_as_in_one_go("while True:\n    print('x' * fetch(1))", limits);
}

#[test]
fn host_functions_are_not_called_again_when_a_run_resumes() {
    let calls = Arc::new(AtomicUsize::new(0));
    let mut engine = Engine::new();
    let counter = calls.clone();
    engine.register_host_function(
        "tick",
        Arc::new(move |_, _| Ok(HostValue::Int(counter.fetch_add(1, Ordering::SeqCst) as i64))),
    );
    engine.register_external("wait");
    let program = engine
        .compile(
            b"a = tick()\nwait()\nb = tick()\nwait()\nprint(a, b, tick())",
            "t.py",
        )
        .expect("compiles");
    let mut out = Vec::new();
    let mut step = engine.start(&program, &RunOptions::new(), &mut out);
    while let Step::Suspended(s) = step {
        step = s
            .resume(&engine, Ok(HostValue::None), &mut out)
            .expect("resumes");
    }
    assert!(step.done().is_some_and(|o| o.is_ok()));
    // Each tick() was answered by the host once; the replays fed back the logged values.
    assert_eq!(calls.load(Ordering::SeqCst), 3);
    assert_eq!(out, b"0 1 2\n");
}

#[test]
fn a_plain_run_refuses_an_external_call() {
    let engine = external_engine(Limits::default());
    let mut out = Vec::new();
    let outcome = engine.run_source(b"fetch(1)", "p.py", &mut out);
    let Status::ScriptError(e) = outcome.status else {
        panic!("{:?}", outcome.status);
    };
    assert_eq!(e.type_name, "RuntimeError");
    assert!(
        e.message.contains("fetch() is an external function"),
        "{}",
        e.message
    );
    // The refusal is not catchable.
    let outcome = engine.run_source(
        b"try:\n    fetch(1)\nexcept Exception:\n    print('no')",
        "p.py",
        &mut out,
    );
    assert!(matches!(outcome.status, Status::ScriptError(_)));
    assert!(out.is_empty());
}

#[test]
fn suspended_runs_keep_their_inputs_and_report_the_call() {
    let engine = external_engine(Limits::default());
    let program = engine
        .compile(
            b"r = fetch(order['id'], *order['tags'], note=note)\nr",
            "i.py",
        )
        .expect("compiles");
    let options = RunOptions::new()
        .input("order", &serde_json::json!({"id": 4, "tags": ["a", "b"]}))
        .and_then(|o| o.input("note", "hi"))
        .expect("inputs");
    let mut out = Vec::new();
    let s = engine
        .start(&program, &options, &mut out)
        .suspended()
        .expect("suspends");
    assert_eq!(s.function(), "fetch");
    assert_eq!(
        s.args(),
        [
            HostValue::Int(4),
            HostValue::Str("a".into()),
            HostValue::Str("b".into())
        ]
    );
    assert_eq!(
        s.kwargs(),
        [("note".to_string(), HostValue::Str("hi".into()))]
    );
    let s = Suspension::load(&engine, &s.dump()).expect("loads");
    let done = s
        .resume(&engine, Ok(HostValue::Int(9)), &mut out)
        .expect("resumes");
    assert_eq!(done.done().and_then(|o| o.result), Some(HostValue::Int(9)));
}

fn one_snapshot() -> (Engine, Vec<u8>) {
    let engine = external_engine(Limits::default());
    let program = engine
        .compile(
            b"# a comment\nx = [fetch(i) for i in range(3)]\nprint(x)\nfetch('end', k=x)",
            "t.py",
        )
        .expect("compiles");
    let mut out = Vec::new();
    let mut step = engine.start(&program, &RunOptions::new(), &mut out);
    loop {
        let s = step.suspended().expect("suspends");
        if s.function() == "fetch" && s.args().first() == Some(&HostValue::Str("end".into())) {
            return (engine, s.dump());
        }
        let a = answer(s.args());
        step = s.resume(&engine, a, &mut out).expect("resumes");
    }
}

/// `bytes` with its trailing checksum recomputed, as a deliberate forger would.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    use sha2::Digest;
    let n = bytes.len() - 32;
    let sum = sha2::Sha256::digest(&bytes[..n]);
    bytes[n..].copy_from_slice(&sum);
    bytes
}

#[test]
fn truncated_altered_and_foreign_snapshots_are_refused() {
    let (engine, bytes) = one_snapshot();
    assert!(Suspension::load(&engine, &bytes).is_ok());
    for cut in 0..bytes.len() {
        let e = Suspension::load(&engine, &bytes[..cut]).expect_err("truncated");
        assert!(matches!(e, SnapshotError::Malformed(_)), "{e}");
    }
    for i in 0..bytes.len() {
        let mut b = bytes.clone();
        b[i] ^= 0x20;
        let e = Suspension::load(&engine, &b).expect_err("altered");
        assert!(matches!(e, SnapshotError::Malformed(_)), "{e}");
        // Resealed, the change is read as data: refused or, where it changes nothing the run
        // depends on, equivalent; never a panic.
        let _ = Suspension::load(&engine, &resealed(b));
    }
    // Another policy (different limits) cannot resume it.
    let laxer = external_engine(Limits::unlimited());
    assert!(matches!(
        Suspension::load(&laxer, &bytes),
        Err(SnapshotError::PolicyMismatch { .. })
    ));
    let mut newer = bytes.clone();
    newer[8] = 3;
    let e = Suspension::load(&engine, &newer).expect_err("version");
    assert!(e.to_string().contains("format version 3"), "{e}");
    // Version 1 (before a run carried limits of its own) is refused, not misread.
    let mut older = bytes.clone();
    older[8] = 1;
    let e = Suspension::load(&engine, &older).expect_err("version");
    assert!(
        e.to_string()
            .contains("format version 1, and this Pyrite reads version 2"),
        "{e}"
    );
}

/// Replaces the first occurrence of `from` in `bytes` by `to` (same length), resealed.
fn forge(bytes: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    assert_eq!(from.len(), to.len());
    let at = bytes
        .windows(from.len())
        .position(|w| w == from)
        .expect("present");
    let mut b = bytes.to_vec();
    b[at..at + to.len()].copy_from_slice(to);
    resealed(b)
}

#[test]
fn forged_snapshots_do_not_replay() {
    let (engine, bytes) = one_snapshot();
    // The program changed: its calls no longer match the log.
    let forged = forge(&bytes, b"range(3)", b"range(4)");
    assert!(matches!(
        Suspension::load(&engine, &forged),
        Err(SnapshotError::Diverged(_))
    ));
    // The pending call names a function that is not external.
    let forged = forge(&bytes, b"print(x)", b"print(1)");
    let e = Suspension::load(&engine, &forged).expect_err("figures differ");
    assert!(matches!(e, SnapshotError::Diverged(_)), "{e}");
    // A program that does not compile.
    let forged = forge(&bytes, b"print(x)", b"print(x(");
    assert!(matches!(
        Suspension::load(&engine, &forged),
        Err(SnapshotError::Program(_))
    ));
    // A program that imports what the policy refuses.
    let forged = forge(&bytes, b"# a comment", b"import os  ");
    assert!(matches!(
        Suspension::load(&engine, &forged),
        Err(SnapshotError::Program(_))
    ));
}

/// Loading replays the run without calling a host function: a forged, resealed snapshot whose
/// program calls a granted function past its logged calls is refused before the function
/// runs (issue #11: a load replay answers every host call from the log).
#[test]
fn a_forged_snapshot_calls_no_host_function_on_load() {
    let calls = Arc::new(AtomicUsize::new(0));
    let mut engine = external_engine(Limits::default());
    let counter = calls.clone();
    engine.register_host_function(
        "bump",
        Arc::new(move |_, _| {
            counter.fetch_add(1, Ordering::SeqCst);
            Ok(HostValue::Int(1))
        }),
    );
    let program = engine
        .compile(b"y = 11\nfetch(y)", "t.py")
        .expect("compiles");
    let s = engine
        .start(&program, &RunOptions::new(), &mut Vec::new())
        .suspended()
        .expect("suspends");
    let bytes = s.dump();
    assert!(Suspension::load(&engine, &bytes).is_ok());
    let forged = forge(&bytes, b"y = 11", b"bump()");
    let e = Suspension::load(&engine, &forged).expect_err("diverges");
    assert!(matches!(e, SnapshotError::Diverged(_)), "{e}");
    assert!(
        e.to_string()
            .contains("host call 1 is bump(), and the log holds 0"),
        "{e}"
    );
    assert_eq!(calls.load(Ordering::SeqCst), 0);
}

/// A suspendable run under limits of its own (`Engine::start_limited`), each at most the
/// engine's: they hold over the whole run, across resumes and snapshots, exactly as an engine
/// with those limits would hold it; a bound above the engine's is the engine's; a forged
/// snapshot can neither raise them above the engine's nor lower them unnoticed.
#[test]
fn a_suspendable_run_has_limits_of_its_own() {
    let source = "i = 0\nwhile True:\n    i += fetch(1)\n    for j in range(100):\n        pass";
    let engine_limits = Limits {
        max_instructions: Some(1_000_000),
        ..Limits::default()
    };
    let tight = StepLimits {
        max_instructions: Some(200_000),
        ..StepLimits::default()
    };
    let (expected, expected_out) = in_one_go(
        source,
        Limits {
            max_instructions: Some(200_000),
            ..Limits::default()
        },
    );
    assert_eq!(expected.status, Status::Limit(LimitKind::Instructions));
    for via_snapshot in [false, true] {
        let (o, out, stops) =
            suspended_limited(source, engine_limits.clone(), &tight, via_snapshot);
        assert_eq!((o, out), (expected.clone(), expected_out.clone()));
        assert!(stops > 5, "{stops}");
    }
    // A bound above the engine's is the engine's: the run is the engine's own.
    let wide = StepLimits {
        max_instructions: Some(10_000_000),
        max_output: Some(1 << 40),
        ..StepLimits::default()
    };
    let (o, _, _) = suspended_limited(source, engine_limits.clone(), &wide, false);
    assert_eq!(o, suspended(source, engine_limits.clone(), false).0);

    // A snapshot carries the limits: taken past 20k instructions, under 200k of its own.
    let engine = external_engine(engine_limits);
    let program = engine.compile(source.as_bytes(), "s.py").expect("compiles");
    let mut step = engine.start_limited(&program, &tight, &RunOptions::new(), &mut Vec::new());
    let s = loop {
        let s = step.suspended().expect("suspends");
        if s.stats().instructions > 20_000 {
            break s;
        }
        step = s
            .resume(&engine, Ok(HostValue::Int(1)), &mut Vec::new())
            .expect("resumes");
    };
    assert_eq!(s.limits(), &tight);
    let bytes = s.dump();
    let loaded = Suspension::load(&engine, &bytes).expect("loads");
    assert_eq!(loaded.limits(), &tight);
    // The limits follow the seeds (7 and 0): instructions (tag 1, varint 200_000), four absent.
    let mut at = 7u64.to_le_bytes().to_vec();
    at.extend(0u64.to_le_bytes());
    let with = |n: u64| {
        let mut v = at.clone();
        v.push(1);
        let mut n = n;
        loop {
            let b = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                v.push(b);
                break;
            }
            v.push(b | 0x80);
        }
        v.extend([0, 0, 0, 0]);
        v
    };
    // Raised above the engine's (same varint length): refused as malformed.
    let e = Suspension::load(&engine, &forge(&bytes, &with(200_000), &with(2_000_000)))
        .expect_err("above the engine's");
    assert!(matches!(e, SnapshotError::Malformed(_)), "{e}");
    assert!(e.to_string().contains("not below the engine's"), "{e}");
    // Lowered below what the run already used: its replay trips the limit, and is refused.
    let e = Suspension::load(&engine, &forge(&bytes, &with(200_000), &with(16_384)))
        .expect_err("the replay trips it");
    assert!(matches!(e, SnapshotError::Diverged(_)), "{e}");
    assert!(e.to_string().contains("instructions limit"), "{e}");
}
