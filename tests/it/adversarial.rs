//! Adversarial inputs through the embedding API: deep nesting, huge allocations, runaway loops.
//! Each must end in a clean error or limit, never a crash, and never grow past its limits.
//! These run on the test harness's own threads (2 MiB stacks), as an embedder's threads might.

use pyrite::{Engine, LimitKind, Limits, Status};

fn run_with(limits: Limits, src: &str) -> (Status, String) {
    let engine = Engine::new().with_limits(limits);
    let mut out = Vec::new();
    let outcome = engine.run_source(src.as_bytes(), "adversarial.py", &mut out);
    (outcome.status, String::from_utf8_lossy(&out).into_owned())
}

fn run(src: &str) -> (Status, String) {
    run_with(
        Limits {
            max_instructions: Some(50_000_000),
            max_memory: Some(256 << 20),
            ..Limits::default()
        },
        src,
    )
}

fn last_line(status: &Status) -> String {
    let text = match status {
        Status::CompileError(e) => e.rendered.clone(),
        Status::ScriptError(e) => e.traceback.clone(),
        other => format!("{other:?}"),
    };
    text.lines().last().unwrap_or_default().to_string()
}

#[test]
fn nesting_at_the_cap_compiles_and_runs_on_a_small_stack() {
    let depth = 990;
    for src in [
        format!("print({}1)\n", "-".repeat(depth)),
        format!("print({}True)\n", "not ".repeat(depth)),
        format!("x = 1\nprint({}x)\n", "1+".repeat(depth)),
        format!("print({}0)\n", "lambda: ".repeat(depth)),
    ] {
        let (status, _) = run(&src);
        assert_eq!(status, Status::Ok, "{}", &src[..20]);
    }
}

/// 90 nested functions, a 900-branch `elif` chain and a 900-deep expression of lambdas and
/// unary minus, all in one file: every cap of the parser at once.
fn worst_case_nesting() -> String {
    let mut s = String::from("x = 1\n");
    for i in 0..90 {
        s += &format!("{}def f{i}():\n", " ".repeat(i));
    }
    let ind = " ".repeat(90);
    s += &format!("{ind}if x == 0:\n{ind} pass\n");
    for i in 1..900 {
        s += &format!("{ind}elif x == {i}:\n{ind} pass\n");
    }
    s += &format!(
        "{ind}else:\n{ind} y = {}{}x\n{ind} return y\n",
        "lambda: ".repeat(300),
        "-".repeat(600)
    );
    for i in (0..89).rev() {
        s += &format!("{} return f{}()\n", " ".repeat(i), i + 1);
    }
    s += "print(f0()()()()()()()()()())\n";
    s
}

#[test]
fn every_cap_at_once_compiles_on_a_small_stack() {
    let (status, _) = run(&worst_case_nesting());
    assert!(
        matches!(status, Status::Ok | Status::ScriptError(_)),
        "{status:?}"
    );
}

#[test]
fn every_cap_at_once_compiles_within_the_red_zone() {
    // A thread with a little more than `COMPILE_RED_ZONE` of stack compiles in place, on its
    // own stack (as a main thread does): the red zone must hold the deepest accepted input.
    let stack = pyrite::COMPILE_RED_ZONE + (512 << 10);
    let src = worst_case_nesting();
    let status = std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || {
            let left = stacker::remaining_stack().unwrap_or(0);
            assert!(
                left > pyrite::COMPILE_RED_ZONE,
                "{left} bytes left: not in place"
            );
            run(&src).0
        })
        .expect("spawn")
        .join()
        .expect("the compile overflowed the red zone");
    assert!(
        matches!(status, Status::Ok | Status::ScriptError(_)),
        "{status:?}"
    );
}

#[test]
fn nesting_past_the_cap_is_a_syntax_error() {
    for src in [
        format!("print({}1)\n", "-".repeat(100_000)),
        format!("x = {}1{}\n", "(".repeat(1000), ")".repeat(1000)),
        format!("x = {}1{}\n", "[".repeat(1000), "]".repeat(1000)),
        format!("x = 1\nprint({}x)\n", "1+".repeat(100_000)),
        format!("x = 1\nif x:\n pass\n{}", "elif x:\n pass\n".repeat(50_000)),
    ] {
        let (status, _) = run(&src);
        let Status::CompileError(e) = &status else {
            panic!("expected a compile error, got {status:?}");
        };
        assert!(e.rendered.contains("SyntaxError"), "{}", e.rendered);
    }
}

#[test]
fn deep_recursion_is_a_recursion_error() {
    let src = "def f(n):\n    return n if n == 0 else f(n - 1)\nprint(f(100000))\n";
    let (status, _) = run(src);
    assert_eq!(
        last_line(&status),
        "RecursionError: maximum recursion depth exceeded"
    );
}

#[test]
fn self_referential_containers_print_like_cpython() {
    let (status, out) = run("a = [1]\na.append(a)\nprint(a)\nd = {}\nd['k'] = d\nprint(d)\n");
    assert_eq!(status, Status::Ok);
    assert_eq!(out, "[1, [...]]\n{'k': {...}}\n");
}

#[test]
fn huge_allocations_are_refused_before_they_happen() {
    for src in [
        "x = 'a' * 10**10\n",
        "x = [0] * 10**9\n",
        "x = 2 ** (10**10)\n",
        "x = 1 << (10**10)\n",
        "x = ' ' * 10**9\n",
        "x = ','.join(['abc'] * 10**6) * 10**4\n",
    ] {
        let (status, _) = run(src);
        assert!(
            matches!(status, Status::Limit(LimitKind::Memory)),
            "{src}: {status:?}"
        );
    }
}

#[test]
fn memory_limit_stops_growth() {
    let src = "x = []\nwhile True:\n    x.append('abcdefgh' * 100)\n";
    let (status, _) = run_with(
        Limits {
            max_memory: Some(8 << 20),
            max_instructions: Some(100_000_000),
            ..Limits::default()
        },
        src,
    );
    assert_eq!(status, Status::Limit(LimitKind::Memory));
}

#[test]
fn instruction_limit_stops_an_infinite_loop() {
    let (status, _) = run_with(
        Limits {
            max_instructions: Some(10_000),
            ..Limits::default()
        },
        "while True:\n    pass\n",
    );
    assert_eq!(status, Status::Limit(LimitKind::Instructions));
}

#[test]
fn allocation_limit_stops_object_creation() {
    let (status, _) = run_with(
        Limits {
            max_allocations: Some(1000),
            ..Limits::default()
        },
        "x = []\nfor i in range(100000):\n    x.append([i])\n",
    );
    assert_eq!(status, Status::Limit(LimitKind::Allocations));
}

#[test]
fn output_limit_stops_printing() {
    let (status, out) = run_with(
        Limits {
            max_output: Some(100),
            ..Limits::default()
        },
        "while True:\n    print('spam')\n",
    );
    assert_eq!(status, Status::Limit(LimitKind::Output));
    assert!(out.len() <= 100, "{} bytes written", out.len());
}

#[test]
fn native_work_costs_fuel_in_proportion() {
    // One instruction that sorts a large list must cost far more than one unit of fuel.
    let limits = Limits {
        max_instructions: Some(200_000),
        ..Limits::default()
    };
    let (status, _) = run_with(limits, "x = list(range(10**6))\n");
    assert_eq!(status, Status::Limit(LimitKind::Instructions));
}

#[test]
fn the_same_run_gives_the_same_figures() {
    let engine = Engine::new();
    let src = b"d = {}\nfor i in range(1000):\n    d[str(i)] = [i] * 3\nprint(len(d))\n";
    let program = engine.compile(src, "det.py").expect("compiles");
    let a = engine.run(&program, &mut Vec::new());
    let b = engine.run(&program, &mut Vec::new());
    assert_eq!(a, b);
    assert!(a.stats.instructions > 1000);
    assert!(a.stats.allocations > 1000);
}

/// Native work is charged before it runs, by the real algorithm's cost: a modular power with a
/// 40,000-bit modulus (square-and-multiply: bits × words²) took 51 s inside one call when it
/// was charged bits × words, past the 30 s deadline. Under the defaults it is now refused at
/// once, before the work.
#[test]
fn a_huge_modular_power_is_refused_before_it_runs() {
    let start = std::time::Instant::now();
    let (status, _) = run_with(
        Limits::default(),
        "m = 2**40000 + 1\nprint(pow(3, m - 2, m))\n",
    );
    assert_eq!(status, Status::Limit(LimitKind::Instructions));
    assert!(start.elapsed() < std::time::Duration::from_secs(2));
}

/// Allocating costs fuel by size: a loop of big copies runs out of instructions, it does not
/// run for minutes on one unit per copy.
#[test]
fn copies_are_charged_by_their_size() {
    let (status, _) = run_with(
        Limits {
            max_instructions: Some(10_000_000),
            ..Limits::default()
        },
        "l = list(range(1000000))\nwhile True:\n    m = l[:]\n",
    );
    assert_eq!(status, Status::Limit(LimitKind::Instructions));
}

/// A sort's scratch (roots, key pairs, merge buffer) counts against the memory limit while it
/// runs: sorting ten million items under 256 MiB is a MemoryError, not 1.2 GB of resident
/// memory the limit never saw.
#[test]
fn a_sort_charges_its_scratch_memory() {
    let (status, _) = run_with(Limits::default(), "l = [5] * 10**7\nl.sort()\n");
    assert_eq!(status, Status::Limit(LimitKind::Memory));
}

/// A built-in consuming a generator item by item pins none of the objects each step makes:
/// the run's live memory stays flat however many items pass (it grew by every tuple made
/// here, 48 MB for 300,000 items, when each step's objects stayed pinned to the end of the
/// `max` call).
#[test]
fn a_builtin_consuming_a_generator_keeps_memory_flat() {
    let (status, out) = run_with(
        Limits {
            max_memory: Some(16 << 20),
            ..Limits::default()
        },
        "def pairs(n):\n    for i in range(n):\n        yield (i, [i])\n\
         print(max(sum(p[1]) for p in pairs(400000)))\n",
    );
    assert_eq!(status, Status::Ok);
    assert_eq!(out, "399999\n");
}

/// Hash flooding: strings hash with SipHash under a key that is random for each run unless the
/// host fixes it, so a script cannot prepare keys that collide. The same seed gives the same
/// hashes (and set order) in every run, another seed other hashes; the figures do not depend
/// on the key (a probe that meets another key is not charged; only keys whose whole hash is
/// equal are).
/// `random` never reads OS randomness (invariant 7): unseeded, two runs draw alike, starting as
/// `random.seed(DEFAULT_RANDOM_SEED)`; `Engine::with_random_seed` moves the start.
#[test]
fn random_is_deterministic_per_seed() {
    let src = b"import random\nprint(random.random(), random.randrange(10**30), random.Random().gauss())\n";
    let run = |engine: Engine| {
        let mut out = Vec::new();
        let o = engine.run_source(src, "rnd.py", &mut out);
        assert_eq!(o.status, Status::Ok);
        String::from_utf8_lossy(&out).into_owned()
    };
    assert_eq!(Engine::new().random_seed(), pyrite::DEFAULT_RANDOM_SEED);
    assert_eq!(run(Engine::new()), run(Engine::new()));
    assert_eq!(run(Engine::new()), run(Engine::new().with_random_seed(0)));
    let seeded = Engine::new().with_random_seed(u64::MAX);
    assert_eq!(seeded.random_seed(), u64::MAX);
    assert_ne!(run(seeded), run(Engine::new()));
}

#[test]
fn string_hashes_follow_the_seed() {
    let src = b"s = {'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'}\n\
                print(hash('abc'), hash('x' * 100), list(s), hash(12345), hash((1, 'a')) != 0)\n";
    let run = |seed: Option<u64>| {
        let engine = Engine::new().with_hash_seed(seed);
        assert_eq!(engine.hash_seed(), seed);
        let mut out = Vec::new();
        let o = engine.run_source(src, "seed.py", &mut out);
        assert_eq!(o.status, Status::Ok);
        (String::from_utf8_lossy(&out).into_owned(), o.stats)
    };
    let hash_abc = |out: &str| out.split(' ').next().unwrap_or("").to_string();
    let (a, sa) = run(Some(1));
    let (b, sb) = run(Some(1));
    let (c, sc) = run(Some(2));
    assert_eq!(a, b);
    assert_eq!(sa, sb);
    assert_ne!(hash_abc(&a), hash_abc(&c));
    // The figures do not depend on the key (but the printed hashes' lengths may).
    let figures = |s: pyrite::Stats| (s.instructions, s.allocations, s.peak_live_bytes);
    assert_eq!(figures(sa), figures(sc));
    // Ints keep CPython's hash whatever the key.
    assert!(a.contains(" 12345 True\n"), "{a}");
    // No seed: a fresh key each run (two equal 64-bit hashes by chance: 2**-64).
    let (d, sd) = run(None);
    let (e, _) = run(None);
    assert_ne!(hash_abc(&d), hash_abc(&e));
    assert_eq!(figures(sd), figures(sa));
}

/// Inserting string keys built at run time costs the same per key at 20,000 keys as at
/// 200,000: no key can be made to collide, so no lookup walks a chain.
#[test]
fn string_keyed_dicts_are_linear() {
    let fuel = |n: u64| {
        let src = format!(
            "d = {{}}\nfor i in range({n}):\n    d['k' + str(i * 7919)] = i\nt = 0\nfor i in range({n}):\n    t += d['k' + str(i * 7919)]\nprint(len(d))\n"
        );
        let mut out = Vec::new();
        let o = Engine::new().run_source(src.as_bytes(), "lin.py", &mut out);
        assert_eq!(o.status, Status::Ok);
        assert_eq!(String::from_utf8_lossy(&out), format!("{n}\n"));
        o.stats.instructions
    };
    let (small, big) = (fuel(20_000), fuel(200_000));
    assert!(big <= small * 11, "{small} -> {big}");
}
