//! The `pyrite` command line: inputs (file, stdin, -c), exit statuses, `--stats`, limit
//! messages, `--version`, `disasm` and usage errors.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn pyrite(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn pyrite");
    if let Some(mut input) = child.stdin.take() {
        input.write_all(stdin.as_bytes()).expect("write stdin");
    }
    child.wait_with_output().expect("wait for pyrite")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn runs_code_from_every_input() {
    let o = pyrite(&["run", "-c", "print(6 * 7)"], "");
    assert_eq!((o.status.code(), text(&o.stdout)), (Some(0), "42\n".into()));
    let o = pyrite(&["run", "-"], "print('from stdin')\n");
    assert_eq!(text(&o.stdout), "from stdin\n");
    let hello = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/hello.py");
    let o = pyrite(&["run", hello], "");
    assert_eq!(text(&o.stdout), "Hello from Pyrite!\n");
}

#[test]
fn an_uncaught_system_exit_exits_with_cpythons_status() {
    for (code, status, stderr) in [
        ("import sys\nprint('a')\nsys.exit(7)", 7, ""),
        ("import sys\nsys.exit()", 0, ""),
        ("import sys\nsys.exit(-1)", 255, ""),
        (
            "import sys\nsys.exit('usage: tool FILE')",
            1,
            "usage: tool FILE\n",
        ),
        ("raise SystemExit(1, 2)", 1, "(1, 2)\n"),
    ] {
        let o = pyrite(&["run", "-c", code], "");
        assert_eq!(o.status.code(), Some(status), "{code}");
        assert_eq!(text(&o.stderr), stderr, "{code}");
    }
}

#[test]
fn exit_status_says_how_the_run_ended() {
    let o = pyrite(&["run", "-c", "print(1)\n{}['k']"], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(text(&o.stdout), "1\n");
    assert!(text(&o.stderr).starts_with("Traceback (most recent call last):\n"));
    assert!(text(&o.stderr).ends_with("KeyError: 'k'\n"));

    let o = pyrite(&["run", "-c", "x = (1,"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).ends_with("SyntaxError: '(' was never closed\n"));

    let o = pyrite(
        &[
            "run",
            "--max-instructions",
            "1000",
            "-c",
            "while True: pass",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "pyrite: limit exceeded: instructions (--max-instructions 1000)\n"
    );

    let o = pyrite(&["run", "--max-memory", "1MB", "-c", "x = 'a' * 10**7"], "");
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "pyrite: limit exceeded: memory (--max-memory 1048576)\n"
    );
}

/// `--hash-seed N` fixes the string-hash key: the same N, the same `hash()` of a string and
/// the same order of strings in a set; without it, each run draws its own key.
#[test]
fn hash_seed_fixes_string_hashes() {
    let code = "print(hash('abc'), list({'a', 'b', 'c', 'd', 'e', 'f', 'g'}))";
    let out = |args: &[&str]| {
        let o = pyrite(&[&["run"], args, &["-c", code]].concat(), "");
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        text(&o.stdout)
    };
    assert_eq!(out(&["--hash-seed", "7"]), out(&["--hash-seed", "7"]));
    assert_ne!(out(&["--hash-seed", "7"]), out(&["--hash-seed", "8"]));
    assert_ne!(out(&[]), out(&[]));
    let o = pyrite(&["run", "--hash-seed", "x", "-c", "pass"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("--hash-seed"),
        "{}",
        text(&o.stderr)
    );
}

/// Without `--random-seed`, `random` starts as `random.seed(0)` (never OS randomness: every
/// run alike); `--random-seed N` starts it as `random.seed(N)`.
#[test]
fn random_seed_sets_the_generator() {
    let code = "import random; print(random.random(), random.Random().random())";
    let out = |args: &[&str]| {
        let o = pyrite(&[&["run"], args, &["-c", code]].concat(), "");
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        text(&o.stdout)
    };
    // CPython: random.seed(0) / random.seed(42), then random.random().
    assert_eq!(out(&[]), "0.8444218515250481 0.8444218515250481\n");
    assert_eq!(
        out(&["--random-seed", "42"]),
        "0.6394267984578837 0.6394267984578837\n"
    );
    assert_eq!(out(&["--random-seed", "0"]), out(&[]));
    let o = pyrite(&["run", "--random-seed", "x", "-c", "pass"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("--random-seed"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn stats_are_one_json_line_on_stderr() {
    let o = pyrite(&["run", "--stats", "-c", "x = [i for i in range(10)]"], "");
    assert_eq!(o.status.code(), Some(0));
    let err = text(&o.stderr);
    let line = err.lines().last().expect("a stats line");
    let v: serde_json::Value = serde_json::from_str(line).expect("stats are JSON");
    for key in [
        "instructions",
        "allocations",
        "peak_live_bytes",
        "output_bytes",
    ] {
        assert!(v[key].is_u64(), "{key} missing in {line}");
    }
    assert!(v["instructions"].as_u64().unwrap_or(0) > 10);
}

#[test]
fn version_disasm_and_usage() {
    let o = pyrite(&["--version"], "");
    assert_eq!(
        text(&o.stdout),
        format!("pyrite {}\n", env!("CARGO_PKG_VERSION"))
    );
    let o = pyrite(&["disasm", "-"], "def f(n):\n    return n + 1\n");
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o.stdout).contains("code 1 f"), "{}", text(&o.stdout));
    let o = pyrite(&["run", "--max-memory", "12XB", "-c", "1"], "");
    assert_eq!(o.status.code(), Some(2));
    let o = pyrite(&["frobnicate"], "");
    assert_eq!(o.status.code(), Some(2));
    let o = pyrite(&["run", "/nonexistent/script.py"], "");
    assert_eq!(o.status.code(), Some(2));
}

/// `pyrite run` with no limit flag is safe for untrusted code: every default limit trips.
#[test]
fn the_default_limits_trip_without_any_flag() {
    let d = pyrite::Limits::default();
    // Instructions: an endless loop ends (about 3 s of bytecode). The default time limit is
    // lifted for this one, or on a loaded machine it could trip first (it is the next wall).
    let o = pyrite(
        &[
            "run",
            "--stats",
            "--max-duration",
            "none",
            "-c",
            "while True: pass",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(3));
    let err = text(&o.stderr);
    assert!(
        err.starts_with(&format!(
            "pyrite: limit exceeded: instructions (--max-instructions {})\n",
            d.max_instructions.unwrap_or(0)
        )),
        "{err}"
    );
    // Output: a print flood stops at the default cap, with exactly that much written.
    let o = pyrite(&["run", "-c", "while True: print('x' * 999)"], "");
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(o.stdout.len() as u64, d.max_output.unwrap_or(0));
    assert!(text(&o.stderr).starts_with("pyrite: limit exceeded: output"));
    // Memory: refused before anything is allocated.
    let o = pyrite(&["run", "-c", "x = [0] * 10**9"], "");
    assert_eq!(o.status.code(), Some(3));
    assert!(text(&o.stderr).starts_with("pyrite: limit exceeded: memory (--max-memory 268435456)"));
}

/// The wall-clock limit is read from the dispatch loop: a spinning script ends near it.
#[test]
fn max_duration_ends_a_run_on_time() {
    let start = std::time::Instant::now();
    let o = pyrite(
        &[
            "run",
            "--max-duration",
            "200ms",
            "--max-instructions",
            "none",
            "-c",
            "while True: pass",
        ],
        "",
    );
    let took = start.elapsed();
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "pyrite: limit exceeded: time (--max-duration 0.2s)\n"
    );
    assert!(took < std::time::Duration::from_secs(3), "took {took:?}");
    // Inside a native call back into script code too (a sort's key function).
    let o = pyrite(
        &[
            "run",
            "--max-duration",
            "200ms",
            "--max-instructions",
            "none",
            "-c",
            "def k(x):\n    while True: pass\nsorted([1, 2], key=k)",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(text(&o.stderr).starts_with("pyrite: limit exceeded: time"));
}

/// `none` lifts one limit, `--unlimited` all of them; flags apply in order.
#[test]
fn limits_can_be_lifted_explicitly() {
    let o = pyrite(
        &[
            "run",
            "--unlimited",
            "--max-instructions",
            "1000",
            "-c",
            "while True: pass",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(text(&o.stderr)
        .starts_with("pyrite: limit exceeded: instructions (--max-instructions 1000)"));
    // 20 MiB of output is past the default cap, within reach once it is lifted.
    let o = pyrite(
        &[
            "run",
            "--max-output",
            "none",
            "-c",
            "for i in range(20480): print('x' * 1023)",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(o.stdout.len(), 20 << 20);
    let o = pyrite(&["run", "--max-duration", "soon", "-c", "1"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).starts_with("error: invalid value 'soon' for '--max-duration <DUR>'"),
        "{}",
        text(&o.stderr)
    );
    // `none` lifts one limit: the last value of a flag counts, and `--unlimited` lifts a
    // `--max-X` given before it but not one after it.
    let alloc = "x = 'a' * 10**7";
    for (args, status) in [
        (&["--max-memory", "1MB"][..], 3),
        (&["--max-memory", "1MB", "--max-memory", "none"], 0),
        (&["--max-memory", "1MB", "--unlimited"], 0),
        (&["--unlimited", "--max-memory", "1MB"], 3),
    ] {
        let o = pyrite(&[&["run"], args, &["-c", alloc]].concat(), "");
        assert_eq!(
            o.status.code(),
            Some(status),
            "{args:?}: {}",
            text(&o.stderr)
        );
    }
}

/// The entry of `flag` in a `--help` text: its line, and the lines of its description.
fn help_entry<'a>(help: &'a str, flag: &str) -> Option<&'a str> {
    let start = help.find(&format!("  {flag} "))?;
    let rest = &help[start..];
    let end = rest.find("\n  -").unwrap_or(rest.len());
    Some(&rest[..end])
}

/// Asserts that `--help` of `cmd` prints on stdout, exits 0, and lists each flag with its
/// default.
fn assert_help_defaults(cmd: &str, defaults: &[(&str, String)]) {
    let o = pyrite(&[cmd, "--help"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
    let help = text(&o.stdout);
    for (flag, default) in defaults {
        let entry = help_entry(&help, flag);
        assert!(
            entry.is_some_and(|e| e.contains(&format!("[default: {default}]"))),
            "{cmd} {flag}: {entry:?} in\n{help}"
        );
    }
}

/// `pyrite run --help` answers, with every default in force (`Limits::default()`).
#[test]
fn run_help_prints_the_defaults() {
    let d = pyrite::Limits::default();
    let mib = |v: Option<u64>| format!("{}MiB", v.unwrap_or(0) >> 20);
    assert_help_defaults(
        "run",
        &[
            (
                "--max-instructions",
                d.max_instructions.unwrap_or(0).to_string(),
            ),
            ("--max-memory", mib(d.max_memory)),
            ("--max-allocations", "none".to_string()),
            ("--max-recursion", d.max_recursion.to_string()),
            ("--max-output", mib(d.max_output)),
            (
                "--max-duration",
                format!("{}s", d.max_duration.map_or(0, |t| t.as_secs())),
            ),
        ],
    );
    let o = pyrite(&["run", "--help"], "");
    for flag in [
        "--unlimited",
        "--stats",
        "--hash-seed <N>",
        "--random-seed <N>",
        "-c <CODE>",
        "-h, --help",
    ] {
        assert!(text(&o.stdout).contains(flag), "{flag}");
    }
}

/// `pyrite jail --help` shows the jail's own defaults (its consts), not `pyrite run`'s.
#[test]
fn jail_help_prints_the_jail_defaults() {
    use pyrite::jail::*;
    assert_help_defaults(
        "jail",
        &[
            ("--max-instructions", DEFAULT_MAX_INSTRUCTIONS.to_string()),
            ("--max-memory", format!("{}MiB", DEFAULT_MAX_MEMORY >> 20)),
            ("--max-allocations", "none".to_string()),
            (
                "--max-recursion",
                pyrite::Limits::default().max_recursion.to_string(),
            ),
            ("--max-output", format!("{}MiB", DEFAULT_OUTPUT_LIMIT >> 20)),
            (
                "--max-duration",
                format!("{}s", DEFAULT_MAX_DURATION.as_secs()),
            ),
            ("--cpu-seconds", DEFAULT_CPU_SECONDS.to_string()),
        ],
    );
    let o = pyrite(&["jail", "--help"], "");
    for flag in [
        "--unlimited",
        "--stream",
        "--report <FILE>",
        "--output-limit",
    ] {
        assert!(text(&o.stdout).contains(flag), "{flag}");
    }
}

/// `pyrite mcp --help` shows the jail's defaults (each call runs jailed) and warns about
/// `--in-process`.
#[test]
fn mcp_help_prints_the_jail_defaults_and_the_warning() {
    use pyrite::jail::*;
    assert_help_defaults(
        "mcp",
        &[
            ("--max-output", format!("{}MiB", DEFAULT_OUTPUT_LIMIT >> 20)),
            (
                "--max-duration",
                format!("{}s", DEFAULT_MAX_DURATION.as_secs()),
            ),
        ],
    );
    let help = text(&pyrite(&["mcp", "--help"], "").stdout);
    assert!(help.contains("--in-process"), "{help}");
    assert!(help.contains("WARNING"), "{help}");
    assert!(help.contains("gives up the OS"), "{help}");
}

/// Help and version print on stdout and exit 0, at the top and for every subcommand.
#[test]
fn help_everywhere() {
    for args in [
        &["--help"][..],
        &["-h"],
        &["help"],
        &["help", "run"],
        &["disasm", "--help"],
        &["policy", "--help"],
        &["check", "--help"],
        &["jail", "-h"],
        &["mcp", "--help"],
        &["-V"],
    ] {
        let o = pyrite(args, "");
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(!o.stdout.is_empty() && o.stderr.is_empty(), "{args:?}");
    }
    let help = text(&pyrite(&["--help"], "").stdout);
    for cmd in ["run", "check", "policy", "disasm", "jail", "mcp"] {
        assert!(help.contains(&format!("  {cmd} ")), "{cmd} in {help}");
    }
    // No command at all: the help, as a usage error.
    let o = pyrite(&[], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty() && text(&o.stderr).contains("Usage: pyrite"));
}

/// A usage error exits 2 and names what is wrong, before anything runs.
#[test]
fn usage_errors_name_the_flag() {
    for (args, names) in [
        (&["run", "--bogus", "-c", "print(1)"][..], "'--bogus'"),
        (&["jail", "--bogus", "-"], "'--bogus'"),
        (&["disasm", "--bogus", "-"], "'--bogus'"),
        (
            &["run", "--max-memory", "lots", "-c", "1"],
            "'--max-memory <SIZE>'",
        ),
        (
            &["jail", "--max-memory", "lots", "-"],
            "'--max-memory <SIZE>'",
        ),
        (
            &["run", "--max-instructions", "-c", "1"],
            "'--max-instructions <N>'",
        ),
        (
            &["run", "--max-recursion", "none", "-c", "1"],
            "'--max-recursion <N>'",
        ),
        (
            &["jail", "--cpu-seconds", "soon", "-"],
            "'--cpu-seconds <N>'",
        ),
        (&["run"], "<FILE>"),
        (&["frobnicate"], "'frobnicate'"),
    ] {
        let o = pyrite(args, "");
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(names),
            "{args:?}: {err}"
        );
        assert!(o.stdout.is_empty(), "{args:?}");
    }
    // The jail's wall deadline and output cap belong to the parent: they cannot be lifted.
    for args in [
        &["jail", "--max-duration", "none", "-"][..],
        &["jail", "--max-output", "none", "-"],
        &["jail", "--unlimited", "--max-duration", "5s", "-"],
    ] {
        let o = pyrite(args, "");
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with("pyrite jail: --max-"), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
}

/// As with python3, what follows `-c CODE` or FILE is the script's own: Pyrite ignores it.
#[test]
fn arguments_after_the_script_are_ignored() {
    let o = pyrite(&["run", "-c", "print(1)", "--stats", "x"], "");
    assert_eq!((o.status.code(), text(&o.stdout)), (Some(0), "1\n".into()));
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
    let o = pyrite(&["run", "-", "--bogus"], "print(2)\n");
    assert_eq!((o.status.code(), text(&o.stdout)), (Some(0), "2\n".into()));
}

// ----- pyrite policy and --policy FILE -------------------------------------------------------

/// A policy file under the test's own temporary directory (one per test process and name).
fn policy_file(name: &str, json: &str) -> String {
    let dir = std::env::temp_dir().join(format!("pyrite-cli-policy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, json).expect("write policy file");
    path.to_string_lossy().into_owned()
}

/// The narrowed policy the tests below share: a built-in, a module, a member and a method
/// removed, and two limits set.
const NARROW: &str = r#"{
  "remove_builtins": ["sorted"],
  "remove_modules": ["math"],
  "remove_members": ["dataclasses.replace"],
  "remove_methods": ["str.upper"],
  "limits": {"max_instructions": 50000, "max_memory": "64MB"}
}"#;

/// The engine `pyrite run --policy NARROW` builds, through the API.
fn narrow_engine() -> pyrite::Engine {
    let mut e = pyrite::Engine::new();
    let file = pyrite::PolicyFile::from_json(NARROW).expect("NARROW parses");
    e.apply_policy(&file).expect("NARROW applies");
    e
}

/// `pyrite policy` prints exactly the engine's report, grouped and readable.
#[test]
fn policy_prints_the_active_surface() {
    let o = pyrite(&["policy"], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert_eq!(out, pyrite::Engine::new().policy_report().render_text());
    for heading in [
        // The counts grow with the surface; the whole text is compared with the report above.
        "Built-in functions (",
        "Built-in types (",
        "Methods\n  list (",
        "Modules (",
        "\n  abc (2)\n",
        "Host functions (0)\n",
        "Refused built-ins (",
        "\nLimits\n  max_instructions  1000000000\n  max_memory        256MiB\n",
    ] {
        assert!(out.contains(heading), "{heading:?} in\n{out}");
    }
    let len = out.lines().find(|l| l.starts_with("  len ")).unwrap_or("");
    assert_eq!(
        len.split_whitespace().collect::<Vec<_>>().join(" "),
        "len 1 number of items (an instance's __len__)"
    );

    let path = policy_file("narrow-text.json", NARROW);
    let o = pyrite(&["policy", "--policy", &path], "");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert_eq!(out, narrow_engine().policy_report().render_text());
    assert!(
        out.contains(
            "Removed by the policy (4)\n  sorted\n  math\n  dataclasses.replace\n  str.upper\n"
        ),
        "{out}"
    );
    // `sorted` left the functions for the refusals, with the policy as its reason.
    let functions = |text: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix("Built-in functions ("))
            .and_then(|l| l.trim_end_matches(')').parse::<usize>().ok())
    };
    let full = text(&pyrite(&["policy"], "").stdout);
    assert_eq!(functions(&out), functions(&full).map(|n| n - 1), "{out}");
    let sorted: Vec<&str> = out.lines().filter(|l| l.starts_with("  sorted ")).collect();
    assert_eq!(sorted, ["  sorted      removed by the policy"], "{out}");
}

/// `pyrite policy --json`: the whole report as JSON, with a 64-hex-digit digest that a
/// narrowed policy, a limit flag or a host function changes.
#[test]
fn policy_json_carries_a_digest_that_tracks_the_policy() {
    let json = |args: &[&str]| -> serde_json::Value {
        let o = pyrite(args, "");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
        serde_json::from_slice(&o.stdout).expect("policy --json is JSON")
    };
    let full = json(&["policy", "--json"]);
    let expected = serde_json::to_value(pyrite::Engine::new().policy_report()).expect("report");
    assert_eq!(full, expected);
    let digest = full["digest"].as_str().unwrap_or("");
    assert_eq!(digest.len(), 64, "{digest}");
    assert!(digest
        .bytes()
        .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
    assert_eq!(digest, pyrite::Engine::new().policy_digest());
    // Stable: the same policy, the same digest.
    assert_eq!(json(&["policy", "--json"])["digest"], full["digest"]);

    let path = policy_file("narrow-json.json", NARROW);
    let narrow = json(&["policy", "--json", "--policy", &path]);
    assert_eq!(
        narrow,
        serde_json::to_value(narrow_engine().policy_report()).expect("report")
    );
    assert_ne!(narrow["digest"], full["digest"]);
    assert_eq!(
        narrow["surface"]["removed"]["builtins"],
        serde_json::json!(["sorted"])
    );
    let names = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|e| e["name"].as_str().map(String::from))
            .collect()
    };
    assert!(names(&full["surface"]["builtins"]).contains(&"sorted".to_string()));
    assert!(!names(&narrow["surface"]["builtins"]).contains(&"sorted".to_string()));
    assert_eq!(
        names(&narrow["surface"]["modules"]),
        module_names(&["math"])
    );
    assert_eq!(narrow["limits"]["max_instructions"], 50000);
    assert_eq!(narrow["limits"]["max_memory"], 64u64 << 20);

    // An explicit flag overrides the file's limit, and the digest follows.
    let flagged = json(&[
        "policy",
        "--json",
        "--policy",
        &path,
        "--max-instructions",
        "7",
    ]);
    assert_eq!(flagged["limits"]["max_instructions"], 7);
    assert_eq!(flagged["limits"]["max_memory"], 64u64 << 20);
    assert_ne!(flagged["digest"], narrow["digest"]);
}

/// What a policy file removes is refused as an absent name is, before the run (exit 2), or
/// at the lookup for a method; what it keeps runs as before; its limits apply.
#[test]
fn a_narrowed_policy_refuses_what_it_removed_in_run() {
    let path = policy_file("narrow-run.json", NARROW);
    let run = |code: &str| pyrite(&["run", "--policy", &path, "-c", code], "");
    let o = run("print(sorted([2, 1]))");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        "  File \"<string>\", line 1\n    print(sorted([2, 1]))\n          ^^^^^^\n\
         NameError: name 'sorted' is not available in Pyrite (removed by the policy)\n"
    );
    let o = run("import math");
    assert_eq!(o.status.code(), Some(2));
    let mut engine = pyrite::Engine::new();
    engine.remove_module("math").expect("math is a module");
    assert_eq!(
        crate::modules_placeholder(&text(&o.stderr), &engine),
        "  File \"<string>\", line 1\n    import math\n           ^^^^\n\
         ModuleNotFoundError: module 'math' is not available in Pyrite (removed by the \
         policy; available modules: {modules})\n"
    );
    let o = run("from dataclasses import replace");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).ends_with(
            "ImportError: cannot import name 'replace' from 'dataclasses': not available in \
             Pyrite (removed by the policy; available: dataclass, field, fields, asdict, \
             astuple, is_dataclass, MISSING, KW_ONLY, FrozenInstanceError)\n"
        ),
        "{}",
        text(&o.stderr)
    );
    let o = run("print('a'.upper())");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr)
            .ends_with("NotImplementedError: str.upper is not supported (removed by the policy)\n"),
        "{}",
        text(&o.stderr)
    );
    // Without the policy the same scripts run.
    let o = pyrite(
        &[
            "run",
            "-c",
            "import math\nprint(sorted([2, 1]), 'a'.upper())",
        ],
        "",
    );
    assert_eq!(
        (o.status.code(), text(&o.stdout)),
        (Some(0), "[1, 2] A\n".into())
    );
    // What the policy keeps still works; its instruction limit applies, and a flag beats it.
    let o = run("print(len([1, 2]), 'a'.lower())");
    assert_eq!(
        (o.status.code(), text(&o.stdout)),
        (Some(0), "2 a\n".into())
    );
    let o = run("while True: pass");
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "pyrite: limit exceeded: instructions (--max-instructions 50000)\n"
    );
    let o = pyrite(
        &[
            "run",
            "--policy",
            &path,
            "--max-instructions",
            "900",
            "-c",
            "while True: pass",
        ],
        "",
    );
    assert_eq!(
        text(&o.stderr),
        "pyrite: limit exceeded: instructions (--max-instructions 900)\n"
    );
}

/// The jail applies the same policy in its child: the removed built-in and module are refused
/// there with the same error `run` gives, and the report's policy digest changes with it.
#[test]
fn a_narrowed_policy_refuses_what_it_removed_in_jail() {
    let path = policy_file("narrow-jail.json", NARROW);
    let jail = |script: &str| -> serde_json::Value {
        let o = pyrite(&["jail", "--policy", &path, "-"], script);
        assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
        serde_json::from_slice(&o.stdout).expect("a jail report")
    };
    for (script, kind, message) in [
        (
            "print(sorted([2, 1]))\n",
            "NameError",
            "name 'sorted' is not available in Pyrite (removed by the policy)",
        ),
        (
            "import math\n",
            "ModuleNotFoundError",
            &format!(
                "module 'math' is not available in Pyrite (removed by the policy; available \
                 modules: {})",
                module_names(&["math"]).join(", ")
            ),
        ),
    ] {
        let r = jail(script);
        assert_eq!(
            r["error"],
            serde_json::json!({"phase": "compile", "type": kind, "message": message}),
            "{r}"
        );
        let direct = pyrite(&["run", "--policy", &path, "-"], script);
        assert_eq!(r["stderr"].as_str(), Some(text(&direct.stderr).as_str()));
        assert_eq!(r["limits"]["max_instructions"], 50000);
        assert_eq!(r["limits"]["max_memory"], 64u64 << 20);
        let mut narrowing = pyrite::Narrowing::default();
        narrowing.builtins.insert("sorted".into());
        narrowing.modules.insert("math".into());
        narrowing
            .members
            .insert(("dataclasses".into(), "replace".into()));
        narrowing.methods.insert(("str".into(), "upper".into()));
        assert_eq!(
            r["policy_digest"],
            pyrite::jail::policy_digest(&narrowing),
            "{r}"
        );
        assert_ne!(
            r["policy_digest"],
            pyrite::jail::policy_digest(&pyrite::Narrowing::default())
        );
    }
    // What the policy keeps runs in the jail.
    let o = pyrite(&["jail", "--policy", &path, "-"], "print(len('ab'))\n");
    let r: serde_json::Value = serde_json::from_slice(&o.stdout).expect("a jail report");
    assert_eq!(
        (r["outcome"].as_str(), r["stdout"].as_str()),
        (Some("ok"), Some("2\n"))
    );
}

/// A bad policy file is a usage error (exit 2) naming the file and the problem, before any
/// script runs, in every command that takes one.
#[test]
fn bad_policy_files_are_usage_errors_that_name_the_problem() {
    let cases = [
        (
            "unknown-name.json",
            r#"{"remove_builtins": ["len", "frobnicate"]}"#,
            "remove_builtins: 'frobnicate' is not a built-in of the surface",
        ),
        (
            "refused-name.json",
            r#"{"remove_builtins": ["eval"]}"#,
            "remove_builtins: 'eval' is not a built-in of the surface: Pyrite always refuses \
             it (no dynamic code execution)",
        ),
        (
            "unknown-module.json",
            r#"{"remove_modules": ["os"]}"#,
            &format!(
                "remove_modules: no module 'os' in the surface (modules: {})",
                module_names(&[]).join(", ")
            ),
        ),
        (
            "unknown-member.json",
            r#"{"remove_members": ["math.tau", "math.sumprod"]}"#,
            "remove_members: module 'math' has no member 'sumprod' in the surface",
        ),
        (
            "special-method.json",
            r#"{"remove_methods": ["int.__add__"]}"#,
            "remove_methods: 'int.__add__' is a special method: the operation it wraps would \
             stay, so it cannot be removed",
        ),
        (
            "unknown-key.json",
            r#"{"remove_bultins": ["len"]}"#,
            "unknown field `remove_bultins`, expected one of `remove_builtins`, \
             `remove_modules`, `remove_members`, `remove_methods`, `limits` at line 1 column 17",
        ),
        (
            "unknown-limit.json",
            r#"{"limits": {"max_cpu": 3}}"#,
            "limits.max_cpu: unknown limit (known: max_instructions, max_memory, \
             max_allocations, max_recursion, max_output, max_duration)",
        ),
        (
            "bad-limit.json",
            r#"{"limits": {"max_memory": "lots"}}"#,
            "limits.max_memory: expected a size such as 64MB, 512KiB or 1G, or \"none\", got \
             \"lots\"",
        ),
        (
            "malformed.json",
            "{\"remove_builtins\": [\"len\"\n",
            "EOF while parsing a list at line 2 column 0",
        ),
    ];
    for (name, json, problem) in cases {
        let path = policy_file(name, json);
        for (args, prefix) in [
            (vec!["run", "--policy", &path, "-c", "print(1)"], "pyrite"),
            (vec!["policy", "--policy", &path], "pyrite"),
            (vec!["jail", "--policy", &path, "-"], "pyrite jail"),
        ] {
            let o = pyrite(&args, "");
            assert_eq!(o.status.code(), Some(2), "{args:?}");
            assert!(o.stdout.is_empty(), "{args:?}: {}", text(&o.stdout));
            assert_eq!(
                text(&o.stderr),
                format!("{prefix}: --policy {path}: {problem}\n"),
                "{args:?}"
            );
        }
    }
    let o = pyrite(
        &["run", "--policy", "/nonexistent/policy.json", "-c", "1"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).starts_with("pyrite: --policy can't read '/nonexistent/policy.json': "),
        "{}",
        text(&o.stderr)
    );
}

/// A reader that goes away (`pyrite run x.py | head -1`) stops the run with its own message,
/// not as the output limit (which it is not), and without a panic.
#[test]
fn closed_output_stops_the_run_cleanly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .args(["run", "-c", "while True: print('x' * 99)"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn pyrite");
    drop(child.stdout.take());
    let o = child.wait_with_output().expect("wait for pyrite");
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(
        text(&o.stderr),
        "pyrite: output closed: the run was stopped (nothing reads its output any more)\n"
    );
}

/// The engine's importable modules, without `except`, as the surface lists them.
fn module_names(except: &[&str]) -> Vec<String> {
    pyrite::Engine::new()
        .policy()
        .modules
        .iter()
        .map(|m| m.name.clone())
        .filter(|n| !except.contains(&n.as_str()))
        .collect()
}
