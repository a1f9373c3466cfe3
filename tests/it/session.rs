//! Sessions (`Engine::session`): steps sharing globals, compared step by step with CPython
//! running the same steps with `exec` into one shared namespace (each step's source
//! registered with `linecache`, as IPython does, so tracebacks show its lines); rollback of a
//! step that hits a limit; memory bounded across steps; dump and load.

use pyrite::{
    Engine, HostValue, LimitKind, Limits, Outcome, RunOptions, Session, SnapshotError, Status,
    StepLimits,
};

/// CPython's output per step for `steps` named `names`: stdout, the traceback of an uncaught
/// exception (without the harness's frame), and the repr of the last expression statement's
/// value (`None` when the step has none or raised).
fn cpython(steps: &[&str], names: &[String]) -> Vec<(String, String, Option<String>)> {
    const HARNESS: &str = r#"
import ast, io, json, linecache, sys, traceback
steps, names = json.loads(sys.stdin.read())
g = {"__name__": "__main__"}
res = []
for src, name in zip(steps, names):
    # With a final newline, as a file's last line has (traceback's carets count it).
    lines = (src if src.endswith("\n") else src + "\n").splitlines(True)
    linecache.cache[name] = (len(src), None, lines, name)
    buf = io.StringIO()
    sys.stdout = buf
    tb, result = "", None
    try:
        tree = ast.parse(src, name)
        last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        if last is not None:
            # The value is kept in a hidden global: the positions stay the source's.
            target = ast.copy_location(ast.Name("__step_result__", ast.Store()), last)
            tree.body[-1] = ast.copy_location(ast.Assign([target], last.value), last)
            ast.fix_missing_locations(tree)
        exec(compile(tree, name, "exec"), g)
        if last is not None:
            result = repr(g.pop("__step_result__"))
    except BaseException as e:
        tb = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next))
    sys.stdout = sys.__stdout__
    res.append([buf.getvalue(), tb, result])
print(json.dumps(res))
"#;
    let input = serde_json::json!([steps, names]).to_string();
    let mut child = std::process::Command::new("python3")
        .args(["-c", HARNESS])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(input.as_bytes()).expect("write");
    }
    let out = child.wait_with_output().expect("python3 ends");
    assert!(out.status.success(), "the harness failed");
    serde_json::from_slice(&out.stdout).expect("json")
}

/// Runs `steps` in one session: per step, its output, its traceback and its result's repr
/// (through `repr()` in a following step would change the numbering, so the result is
/// compared as a host value's Python form).
fn pyrite_steps(session: &mut Session, steps: &[&str]) -> Vec<(String, String, Option<String>)> {
    steps
        .iter()
        .map(|src| {
            let mut out = Vec::new();
            let o = session.run(src.as_bytes(), &mut out);
            let tb = match &o.status {
                Status::ScriptError(e) => e.traceback.clone(),
                Status::Ok => String::new(),
                other => panic!("step {src:?} ended with {other:?}"),
            };
            let result = match (&o.status, &o.result) {
                (Status::Ok, Some(v)) if src_ends_with_expr(src) => Some(py_repr(v)),
                _ => None,
            };
            (String::from_utf8_lossy(&out).into_owned(), tb, result)
        })
        .collect()
}

/// Whether the last statement is an expression statement (as the harness decides with
/// `ast`): the test steps keep it simple, an unindented last line that is not a statement.
fn src_ends_with_expr(src: &str) -> bool {
    let last = src.trim_end().lines().last().unwrap_or("");
    !last.starts_with([' ', '\t'])
        && ![
            "def ", "class ", "import ", "from ", "for ", "if ", "while ", "raise", "del ",
        ]
        .iter()
        .any(|k| last.starts_with(k))
        && !last.contains(" = ")
        && !last.contains("+=")
}

/// The repr CPython prints for a host value.
fn py_repr(v: &HostValue) -> String {
    match v {
        HostValue::None => "None".into(),
        HostValue::Bool(b) => if *b { "True" } else { "False" }.into(),
        HostValue::Int(i) => i.to_string(),
        HostValue::Float(f) => {
            if f.fract() == 0.0 && f.abs() < 1e16 {
                format!("{f:.1}")
            } else {
                format!("{f}")
            }
        }
        HostValue::Str(s) => format!("'{s}'"),
        HostValue::List(items) => format!(
            "[{}]",
            items.iter().map(py_repr).collect::<Vec<_>>().join(", ")
        ),
        HostValue::Tuple(items) if items.len() == 1 => format!("({},)", py_repr(&items[0])),
        HostValue::Tuple(items) => format!(
            "({})",
            items.iter().map(py_repr).collect::<Vec<_>>().join(", ")
        ),
        HostValue::Dict(pairs) => format!(
            "{{{}}}",
            pairs
                .iter()
                .map(|(k, v)| format!("{}: {}", py_repr(k), py_repr(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("<step {i}>")).collect()
}

fn engine() -> Engine {
    Engine::new().with_hash_seed(Some(7))
}

fn run(s: &mut Session, src: &str) -> (Outcome, String) {
    let mut out = Vec::new();
    let o = s.run(src.as_bytes(), &mut out);
    (o, String::from_utf8_lossy(&out).into_owned())
}

const STEPS: &[&str] = &[
    "x = 40\nprint('x is', x)",
    "def f(n):\n    return x + n\n\nclass Point:\n    def __init__(self, a):\n        self.a = a\n    def __repr__(self):\n        return f'Point({self.a})'\nf(2)",
    "p = Point(f(1))\nprint(p)\nimport math\nmath.floor(2.5)",
    "x = 100\nprint(f(1), p, math.pi > 3)",
    "items = [x, 'a']\nitems.append(len(items))\nitems",
    "def len(o):\n    return 99\nlen([])",
    "del len\nprint(len([1, 2]))",
    "for i in range(3):\n    items.append(i)\nprint(items)",
    "import math as m\nprint(m is math)",
    "total = 0\ntotal += sum(i for i in range(5))\ntotal",
];

/// Names bound, functions and classes defined, imports and rebinding of built-ins carry from
/// step to step as in CPython.
#[test]
fn steps_share_globals_as_in_cpython() {
    let mut s = engine().session();
    let got = pyrite_steps(&mut s, STEPS);
    let want = cpython(STEPS, &names(STEPS.len()));
    assert_eq!(got, want);
    assert_eq!(s.steps(), STEPS.len());
}

/// An uncaught exception ends its step only, with CPython's traceback naming each frame's own
/// step; what the step bound before the raise stays.
#[test]
fn an_exception_ends_only_its_step() {
    let steps: &[&str] = &[
        "def g(d):\n    return d['k']\n",
        "print('before')\nbound = 1\ng({})\nnever = 2",
        "print(bound)\nprint(never)",
        "class E(Exception):\n    pass\ntry:\n    g({})\nexcept KeyError as e:\n    raise E('wrapped') from e",
        "print('still going', bound)",
        "1 +",
        "import os",
        "print('after the refusals')",
    ];
    let mut s = engine().session();
    let mut got = Vec::new();
    for src in steps {
        let (o, out) = run(&mut s, src);
        let tb = match o.status {
            Status::ScriptError(e) => e.traceback,
            Status::CompileError(e) => format!("refused: {}", e.diagnostic.kind.name()),
            Status::Ok => String::new(),
            other => panic!("{other:?}"),
        };
        got.push((out, tb));
    }
    let want = cpython(steps, &names(steps.len()));
    let refusals = [5, 6];
    for (i, ((out, tb), (wout, wtb, _))) in got.iter().zip(&want).enumerate() {
        assert_eq!(out, wout, "step {}", i + 1);
        if refusals.contains(&i) {
            // CPython raises the syntax error when the step runs (and imports `os`); Pyrite
            // refuses both before running.
            assert!(tb.starts_with("refused: "), "step {}: {tb}", i + 1);
        } else {
            assert_eq!(tb, wtb, "step {}", i + 1);
        }
    }
    // Compile-time refusals are not kept.
    assert_eq!(s.steps(), steps.len() - 2);
}

/// A step that hits the instruction limit, the output limit or the memory limit is rolled
/// back: the session goes on as if it had not run, under the same limits per step.
#[test]
fn a_limited_step_is_rolled_back() {
    let e = engine().with_limits(Limits {
        max_instructions: Some(200_000),
        max_memory: Some(8 << 20),
        max_output: Some(1000),
        ..Limits::default()
    });
    let mut s = e.session();
    let (o, _) = run(&mut s, "xs = [1, 2]\nn = 0");
    assert_eq!(o.status, Status::Ok);
    let (o, out) = run(
        &mut s,
        "xs.append(3)\nn = 1\nprint('spinning')\nwhile True:\n    n += 1",
    );
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    assert_eq!(out, "spinning\n");
    let (o, _) = run(&mut s, "xs.append(4)\nbomb = 'a' * (64 << 20)");
    assert_eq!(o.status, Status::Limit(LimitKind::Memory));
    let (o, _) = run(&mut s, "xs.append(5)\nwhile True:\n    print('x' * 100)");
    assert_eq!(o.status, Status::Limit(LimitKind::Output));
    let (o, out) = run(&mut s, "print(xs, n)\nxs");
    assert_eq!(o.status, Status::Ok, "{out}");
    assert_eq!(out, "[1, 2] 0\n");
    assert_eq!(o.result_as::<Vec<i64>>().ok(), Some(vec![1, 2]));
    // Each step has the whole budget: a step near the limit passes after a rolled-back one.
    let (o, _) = run(&mut s, "for i in range(20_000):\n    pass\ni");
    assert_eq!(o.result, Some(HostValue::Int(19_999)));
    assert!(o.stats.instructions < 200_000);
    assert_eq!(s.steps(), 3);
}

/// The memory limit bounds the session's heap as a whole: steps that each fit but together
/// do not fail at the one that crosses it (rolled back), and freeing makes room again.
#[test]
fn memory_is_bounded_across_steps() {
    let e = engine().with_limits(Limits {
        max_memory: Some(16 << 20),
        ..Limits::default()
    });
    let mut s = e.session();
    let (o, _) = run(&mut s, "a = 'a' * (6 << 20)");
    assert_eq!(o.status, Status::Ok);
    let (o, _) = run(&mut s, "b = 'b' * (6 << 20)");
    assert_eq!(o.status, Status::Ok);
    let live = s.live_bytes().unwrap_or(0);
    assert!(live > 12 << 20, "{live}");
    let (o, _) = run(&mut s, "c = 'c' * (6 << 20)");
    assert_eq!(o.status, Status::Limit(LimitKind::Memory));
    let (o, out) = run(&mut s, "print(len(a) + len(b))\ndel a");
    assert_eq!((o.status, out.as_str()), (Status::Ok, "12582912\n"));
    let (o, _) = run(&mut s, "c = 'c' * (6 << 20)\nlen(c)");
    assert_eq!(o.result, Some(HostValue::Int(6 << 20)));
}

/// A dumped session, loaded into another session, goes on as the original does: same
/// output, same results, same figures, same hash order; host calls are not made again.
#[test]
fn dump_and_load_continue_identically() {
    let calls = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
    let mut e = Engine::new();
    let counter = calls.clone();
    e.register_fn("fetch", move |(k,): (String,)| {
        counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Ok(format!("<{k}>"))
    });
    let first = [
        "import random\nseen = {fetch('a'), 'x', 'y', 'z'}\nr = random.random()",
        "def h(k):\n    return fetch(k) * 2\nh('b')",
        "1 / 0",
        "while True: pass",
    ];
    let e = e.with_limits(Limits {
        max_instructions: Some(1_000_000),
        ..Limits::default()
    });
    let mut a2 = e.session();
    for src in first {
        run(&mut a2, src);
    }
    let calls_before = calls.load(std::sync::atomic::Ordering::SeqCst);
    let bytes = a2.dump();
    let mut b = e.load_session(&bytes).expect("loads");
    assert_eq!(
        calls.load(std::sync::atomic::Ordering::SeqCst),
        calls_before
    );
    assert_eq!(b.steps(), a2.steps());
    let next = [
        "print(sorted(seen), list(seen) == list(seen), r)\nprint(random.random())",
        "h('c')",
        "1 / 0",
    ];
    for src in next {
        let (oa, outa) = run(&mut a2, src);
        let (ob, outb) = run(&mut b, src);
        assert_eq!((oa, outa), (ob, outb), "{src}");
    }
    // The set's order and the random draws are the original's.
    let (oa, outa) = run(&mut a2, "print(list(seen))");
    let (ob, outb) = run(&mut b, "print(list(seen))");
    assert_eq!((oa, outa), (ob, outb));
    assert_eq!(a2.dump(), b.dump());
}

/// Tampered, truncated and foreign bytes are refused, and a session cannot move to laxer
/// limits.
#[test]
fn tampered_session_bytes_are_refused() {
    let e = engine();
    let mut s = e.session();
    run(&mut s, "x = 1\ndef f():\n    return x");
    run(&mut s, "y = f() + 1\nprint(y)");
    let bytes = s.dump();
    assert!(e.load_session(&bytes).is_ok());
    for cut in [0, 1, 8, 9, 40, bytes.len() / 2, bytes.len() - 1] {
        let err = e.load_session(&bytes[..cut]).expect_err("truncated");
        assert!(matches!(err, SnapshotError::Malformed(_)), "{cut}: {err}");
    }
    let mut flipped = bytes.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 1;
    assert!(matches!(
        e.load_session(&flipped),
        Err(SnapshotError::Malformed(_))
    ));
    // A suspension's snapshot is not a session.
    let mut ext = Engine::new();
    ext.register_external("ask");
    let p = ext.compile(b"ask()", "t.py").expect("compiles");
    let snap = ext
        .start(&p, &RunOptions::new(), &mut Vec::new())
        .suspended()
        .expect("suspends")
        .dump();
    assert!(matches!(
        ext.load_session(&snap),
        Err(SnapshotError::Malformed(_))
    ));
    // Laxer limits: another policy.
    let lax = e.clone().with_limits(Limits {
        max_instructions: None,
        ..Limits::default()
    });
    assert!(matches!(
        lax.load_session(&bytes),
        Err(SnapshotError::PolicyMismatch { .. })
    ));
    // A step edited and resealed: its figures no longer match.
    let edited = reseal(&bytes, b"y = f() + 1", b"y = [f()+1]");
    let err = e.load_session(&edited).expect_err("diverges");
    assert!(matches!(err, SnapshotError::Diverged(_)), "{err}");
    let edited = reseal(&bytes, b"y = f() + 1", b"y = f( + 1");
    let err = e.load_session(&edited).expect_err("does not compile");
    assert!(matches!(err, SnapshotError::Program(_)), "{err}");
}

/// `bytes` with `from` replaced by `to` (same length) and the checksum recomputed.
fn reseal(bytes: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    use sha2::Digest;
    let body = &bytes[..bytes.len() - 32];
    let at = body
        .windows(from.len())
        .position(|w| w == from)
        .expect("found");
    let mut body = body.to_vec();
    body[at..at + to.len()].copy_from_slice(to);
    let sum = sha2::Sha256::digest(&body);
    body.extend_from_slice(&sum);
    body
}

/// Inputs given to a step are globals from then on; an external function cannot suspend a
/// step (refused, and the step is kept as one that raised nothing past it).
#[test]
fn inputs_and_external_functions() {
    let mut e = engine();
    e.register_external("ask");
    let mut s = e.session();
    let mut out = Vec::new();
    let opts = RunOptions::new()
        .input("prices", &[1, 2, 3])
        .expect("input");
    let o = s.run_with(b"total = sum(prices)", &opts, &mut out);
    assert_eq!(o.status, Status::Ok);
    let (o, _) = run(&mut s, "prices.append(4)\n(total, sum(prices))");
    assert_eq!(o.result_as::<(i64, i64)>().ok(), Some((6, 10)));
    let (o, _) = run(&mut s, "ask('q')");
    match o.status {
        Status::ScriptError(e) => assert!(
            e.message.contains("ask() is an external function"),
            "{}",
            e.message
        ),
        other => panic!("{other:?}"),
    }
    let back = e.load_session(&s.dump()).expect("loads");
    assert_eq!(back.steps(), s.steps());
}

/// Loading replays the kept steps without calling a host function: a forged, resealed dump
/// whose step calls a granted function past its logged calls is refused before the function
/// runs (issue #11: a load replay answers every host call from the log).
#[test]
fn a_forged_session_calls_no_host_function_on_load() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let calls = std::sync::Arc::new(AtomicUsize::new(0));
    let mut e = engine();
    let counter = calls.clone();
    e.register_host_function(
        "bump",
        std::sync::Arc::new(move |_, _| {
            counter.fetch_add(1, Ordering::SeqCst);
            Ok(HostValue::Int(1))
        }),
    );
    let mut s = e.session();
    assert_eq!(run(&mut s, "y = bump()").0.status, Status::Ok);
    assert_eq!(run(&mut s, "z = 11").0.status, Status::Ok);
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    let bytes = s.dump();
    // A faithful dump loads, its call answered from the log.
    assert!(e.load_session(&bytes).is_ok());
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    let forged = reseal(&bytes, b"z = 11", b"bump()");
    let err = e.load_session(&forged).expect_err("diverges");
    assert!(matches!(err, SnapshotError::Diverged(_)), "{err}");
    assert!(
        err.to_string()
            .contains("host call 1 is bump(), and the log holds 0"),
        "{err}"
    );
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

/// A loaded step that is slow to replay (here forged into an endless loop, with no fuel limit
/// to stop it) is stopped by the time limit the session runs under: the load is refused, it
/// does not hang.
#[test]
fn a_slow_replay_on_load_is_bounded_by_the_time_limit() {
    let e = engine().with_limits(Limits {
        max_instructions: None,
        max_duration: Some(std::time::Duration::from_millis(200)),
        ..Limits::default()
    });
    let mut s = e.session();
    assert_eq!(run(&mut s, "x = 11111111").0.status, Status::Ok);
    let forged = reseal(&s.dump(), b"x = 11111111", b"while 1:pass");
    let started = std::time::Instant::now();
    let err = e.load_session(&forged).expect_err("trips the time limit");
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
    assert!(matches!(err, SnapshotError::Diverged(_)), "{err}");
    assert!(
        err.to_string()
            .contains("replaying <step 1> hit the time limit"),
        "{err}"
    );
}

/// The rebuild after a rollback replays the kept steps under the next step's deadline: one it
/// cannot meet ends the session with a clear error, for that step and every later one.
#[test]
fn a_rollback_replay_runs_under_the_steps_deadline() {
    let e = engine().with_limits(Limits {
        max_instructions: Some(5_000_000),
        ..Limits::default()
    });
    let mut s = e.session();
    let (o, _) = run(&mut s, "n = 0\nfor i in range(200_000):\n    n += i");
    assert_eq!(o.status, Status::Ok);
    let (o, _) = run(&mut s, "while True:\n    pass");
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    // The deadline has passed before the replay of step 1 starts.
    let late = RunOptions::new().deadline(std::time::Instant::now());
    let o = s.run_with(b"n", &late, &mut Vec::new());
    let Status::SessionEnded(why) = &o.status else {
        panic!("{:?}", o.status);
    };
    assert!(
        why.starts_with("its heap could not be rebuilt: ")
            && why.contains("replaying <step 1> hit the deadline the host set for this step"),
        "{why}"
    );
    assert_eq!(o.exit_code(), 5);
    assert_eq!(s.ended(), Some(why.as_str()));
    assert!(o
        .status
        .render(e.limits())
        .starts_with("pyrite: the session has ended: its heap could not be rebuilt: "));
    let (again, _) = run(&mut s, "n");
    assert_eq!(again.status, o.status);
    assert_eq!(again.result, None);
}

/// An interactive chunk (`Session::run_interactive`, what `pyrite repl` runs) echoes its
/// module-level expression statements and binds `_`; the kept step stays interactive through a
/// rollback's replay and through a dump and load, so both rebuild the same heap.
#[test]
fn interactive_steps_echo_and_replay_as_interactive() {
    let e = engine().with_limits(Limits {
        max_instructions: Some(100_000),
        ..Limits::default()
    });
    let mut s = e.session();
    let opts = RunOptions::new();
    let mut out = Vec::new();
    let chunk = "def f():\n    'not shown'\n    return 2\nfor i in range(2):\n    f() + i\nNone\n";
    let o = s.run_interactive(chunk.as_bytes(), "<stdin>", &opts, &mut out);
    assert_eq!(o.status, Status::Ok);
    assert_eq!(String::from_utf8_lossy(&out), "2\n3\n");
    let o = s.run_interactive(b"while True: pass\n", "<stdin>", &opts, &mut out);
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    let mut again = e.load_session(&s.dump()).expect("the dump loads");
    for session in [&mut s, &mut again] {
        let mut out = Vec::new();
        let o = session.run_interactive(b"_ * 10\n", "<stdin>", &opts, &mut out);
        assert_eq!(o.status, Status::Ok, "{}", String::from_utf8_lossy(&out));
        assert_eq!(String::from_utf8_lossy(&out), "30\n");
    }
}

fn limited(s: &mut Session, src: &str, limits: &StepLimits) -> (Outcome, String) {
    let mut out = Vec::new();
    let o = s.run_limited(src.as_bytes(), limits, &RunOptions::new(), &mut out);
    (o, String::from_utf8_lossy(&out).into_owned())
}

/// A LEB128 varint, as the dump writes counts.
fn varint(mut n: u64) -> Vec<u8> {
    let mut v = Vec::new();
    loop {
        let b = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            v.push(b);
            return v;
        }
        v.push(b | 0x80);
    }
}

/// `bytes` (a dump) with its last `old.len()` body bytes replaced by `new` and resealed.
fn retail(bytes: &[u8], old: &[u8], new: &[u8]) -> Vec<u8> {
    use sha2::Digest;
    let body = &bytes[..bytes.len() - 32];
    assert!(body.ends_with(old), "the dump ends with the given bytes");
    let mut body = body[..body.len() - old.len()].to_vec();
    body.extend_from_slice(new);
    let sum = sha2::Sha256::digest(&body);
    body.extend_from_slice(&sum);
    body
}

/// A step's own limits: one that trips is rolled back, and the next step, given none, runs
/// under the engine's again; a kept step remembers its limits through a rollback's rebuild
/// and a dump and load; no step can raise a limit above the engine's.
#[test]
fn a_step_runs_under_its_own_limits() {
    let e = engine().with_limits(Limits {
        max_instructions: Some(2_000_000),
        max_output: Some(1000),
        ..Limits::default()
    });
    let mut s = e.session();
    let spin = "n = 0\nfor i in range(20_000):\n    n += i\nn";
    let tight = StepLimits {
        max_instructions: Some(10_000),
        ..StepLimits::default()
    };
    let (o, _) = limited(&mut s, spin, &tight);
    assert_eq!(o.status, Status::Limit(LimitKind::Instructions));
    assert_eq!(s.steps(), 0, "rolled back");
    // The next step has the engine's limits again.
    let (o, _) = run(&mut s, spin);
    assert_eq!(o.status, Status::Ok);
    assert_eq!(o.result, Some(HostValue::Int(199_990_000)));
    // Output: the step's own cap, not the engine's.
    let quiet = StepLimits {
        max_output: Some(4),
        ..StepLimits::default()
    };
    let (o, _) = limited(&mut s, "print('toolong')", &quiet);
    assert_eq!(o.status, Status::Limit(LimitKind::Output));
    let (o, out) = limited(&mut s, "print('ok')\nn += 1", &quiet);
    assert_eq!((o.status, out.as_str()), (Status::Ok, "ok\n"));
    // Allocations and time.
    let few = StepLimits {
        max_allocations: Some(10),
        ..StepLimits::default()
    };
    let (o, _) = limited(&mut s, "xs = [[i] for i in range(100)]", &few);
    assert_eq!(o.status, Status::Limit(LimitKind::Allocations));
    let brief = StepLimits {
        max_instructions: Some(1 << 40),
        max_duration: Some(std::time::Duration::from_millis(50)),
        ..StepLimits::default()
    };
    let (o, _) = limited(&mut s, "while True:\n    pass", &brief);
    // The fuel asked for is above the engine's: the engine's (2 000 000) stops the spin
    // first, or the step's 50 ms on a slow machine.
    assert!(
        matches!(
            o.status,
            Status::Limit(LimitKind::Instructions | LimitKind::Time)
        ),
        "{:?}",
        o.status
    );
    // The kept limited step replays under its limits: after a rollback, and after a load.
    let (o, _) = run(&mut s, "n");
    assert_eq!(o.result, Some(HostValue::Int(199_990_001)));
    let mut again = e.load_session(&s.dump()).expect("the dump loads");
    for session in [&mut s, &mut again] {
        let (o, out) = limited(session, "print(n)\nn", &quiet);
        assert_eq!(o.status, Status::Limit(LimitKind::Output), "{out}");
        let (o, _) = run(session, "n");
        assert_eq!(o.result, Some(HostValue::Int(199_990_001)));
    }
    assert_eq!(s.dump(), again.dump());
}

/// A dumped step's limits are replayed as recorded: lowered below what the step used (and
/// resealed), the replay hits the limit and the load is refused; a limit not below the
/// session's, and a dump of the earlier format, are refused before anything runs.
#[test]
fn a_dumped_steps_limits_are_replayed_and_checked() {
    let e = engine().with_limits(Limits {
        max_instructions: Some(1_000_000),
        ..Limits::default()
    });
    let mut s = e.session();
    let step = StepLimits {
        max_instructions: Some(100_000),
        ..StepLimits::default()
    };
    let (o, _) = limited(&mut s, "t = sum(range(1000))", &step);
    assert_eq!(o.status, Status::Ok);
    let dump = s.dump();
    // The last step's limits end the body: instructions (tag 1, varint), then four absent.
    let mut tail = vec![1];
    tail.extend(varint(100_000));
    tail.extend([0, 0, 0, 0]);
    assert!(e.load_session(&retail(&dump, &tail, &tail)).is_ok());
    let too_low = [1, 5, 0, 0, 0, 0];
    let err = e
        .load_session(&retail(&dump, &tail, &too_low))
        .expect_err("the replay trips the recorded limit");
    assert!(err.is_replay_failure(), "{err}");
    assert!(
        err.to_string()
            .contains("replaying <step 1> hit the instructions limit"),
        "{err}"
    );
    let mut wide = vec![1];
    wide.extend(varint(1_000_000));
    wide.extend([0, 0, 0, 0]);
    let err = e
        .load_session(&retail(&dump, &tail, &wide))
        .expect_err("not below the session's");
    assert!(matches!(err, SnapshotError::Malformed(_)), "{err}");
    assert!(!err.is_replay_failure());
    assert!(
        err.to_string()
            .contains("kept step 1 records limits that are not below the session's"),
        "{err}"
    );
    let err = e
        .load_session(&retail(&dump, &tail, &[2, 0, 0, 0, 0]))
        .expect_err("a bad tag");
    assert!(matches!(err, SnapshotError::Malformed(_)), "{err}");
    // Version 1 (steps without limits) is refused by its version byte.
    let mut old = dump.clone();
    old[8] = 1;
    let old = retail(&old, &[], &[]);
    let err = e.load_session(&old).expect_err("an older format");
    assert!(
        err.to_string()
            .contains("format version 1, and this Pyrite reads version 2"),
        "{err}"
    );
}

/// A limit given to a step that the engine's is below of is the engine's: not recorded, so
/// the dump is the same as the step's without it.
#[test]
fn a_step_limit_above_the_engines_is_the_engines() {
    let e = engine().with_limits(Limits {
        max_instructions: Some(1_000_000),
        ..Limits::default()
    });
    let mut a = e.session();
    let mut b = e.session();
    let wide = StepLimits {
        max_instructions: Some(u64::MAX),
        max_duration: Some(std::time::Duration::from_secs(1 << 40)),
        ..StepLimits::default()
    };
    limited(&mut a, "x = 1", &wide);
    run(&mut b, "x = 1");
    assert_eq!(a.dump(), b.dump());
    assert_eq!(
        wide.apply(e.limits()).max_instructions,
        Some(1_000_000),
        "lowered to the engine's"
    );
}

/// Step limits read from the CLI flags' names, as the Python package, MCP and the jail give
/// them; recursion and unknown names are refused.
#[test]
fn step_limits_read_from_json() {
    let l = StepLimits::from_json(&serde_json::json!({
        "max_instructions": "1_000", "max_memory": "8MB", "max_output": 10,
        "max_duration": "0.25s", "max_allocations": null
    }))
    .expect("parses");
    assert_eq!(
        l,
        StepLimits {
            max_instructions: Some(1000),
            max_memory: Some(8 << 20),
            max_allocations: None,
            max_output: Some(10),
            max_duration: Some(std::time::Duration::from_millis(250)),
        }
    );
    assert_eq!(StepLimits::from_json(&l.to_json()), Ok(l));
    for bad in [
        serde_json::json!({"max_recursion": 10}),
        serde_json::json!({"max_fuel": 10}),
        serde_json::json!({"max_memory": "lots"}),
        serde_json::json!([1]),
    ] {
        assert!(StepLimits::from_json(&bad).is_err(), "{bad}");
    }
}
