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
