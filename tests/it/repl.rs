//! `pyrite repl` over a pipe, as `python3 -i` reads one.
//!
//! The golden cases: every `tests/repl/<name>.py` is fed to `pyrite repl -q` on stdin, and its
//! whole stdout, whole stderr (prompts included) and exit status are compared with the files
//! `scripts/bless-repl` blessed from `python3 -i -q < <name>.py`. Never edit them by hand.
//!
//! The other tests assert what only Pyrite prints (a refusal, a limit and its rollback,
//! Ctrl-C), each over the whole output.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Runs `pyrite repl ARGS` with `input` on stdin.
fn repl(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .arg("repl")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pyrite runs");
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input).expect("stdin takes the input");
    }
    child.wait_with_output().expect("pyrite ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/repl");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/repl is readable")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    cases.sort();
    cases
}

#[test]
fn golden_repl_cases_print_what_python3_i_prints() {
    let cases = cases();
    assert!(cases.len() >= 8, "the REPL cases are missing");
    let mut failures = Vec::new();
    for case in &cases {
        let input = std::fs::read(case).expect("case is readable");
        let want_out = std::fs::read(case.with_extension("out")).unwrap_or_default();
        let want_err = text(&std::fs::read(case.with_extension("err")).unwrap_or_default());
        let got = repl(&["-q"], &input);
        let got_err = format!(
            "exit {}\n{}",
            got.status.code().unwrap_or(-1),
            text(&got.stderr)
        );
        if got.stdout != want_out || got_err != want_err {
            failures.push(format!(
                "{}:\n--- stdout, expected\n{}--- got\n{}--- stderr, expected\n{want_err}\n--- got\n{got_err}",
                case.display(),
                text(&want_out),
                text(&got.stdout),
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_refusal_is_reported_and_the_loop_goes_on() {
    let got = repl(&[], b"x = 1\nimport os\nexit()\nx\n");
    assert_eq!(text(&got.stdout), "1\n");
    assert_eq!(
        text(&got.stderr),
        ">>> >>>   File \"<stdin>\", line 1\n    import os\n           ^^\n\
         ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: \
         {modules})\n"
            .replace("{modules}", &modules())
            + ">>>   File \"<stdin>\", line 1\n    exit()\n    ^^^^\nNameError: name 'exit' is \
               not available in Pyrite (no process control)\n>>> >>> \n"
    );
    assert_eq!(got.status.code(), Some(0));
}

/// The importable modules as a refused import lists them.
fn modules() -> String {
    let engine = pyrite::Engine::new();
    let names: Vec<String> = engine
        .policy()
        .modules
        .iter()
        .map(|m| m.name.clone())
        .collect();
    names.join(", ")
}

#[test]
fn a_limit_rolls_its_step_back_and_the_loop_goes_on() {
    let got = repl(
        &["--max-instructions", "100000"],
        b"x = [1]\nx.append(2); y = 5\nwhile True: x.append(3)\n\nx\ny\n",
    );
    assert_eq!(text(&got.stdout), "[1, 2]\n5\n");
    assert_eq!(
        text(&got.stderr),
        ">>> >>> >>> ... pyrite: limit exceeded: instructions (--max-instructions 100000)\n\
         pyrite: the step was rolled back: the session is as it was before it\n>>> >>> >>> \n"
    );
    assert_eq!(got.status.code(), Some(0));
}

#[test]
fn the_memory_limit_bounds_the_whole_session() {
    // Each step is small; together they outgrow --max-memory, and the step that crosses it
    // is rolled back.
    let got = repl(
        &["--max-memory", "4MB"],
        b"a = 'x' * 1_500_000\nb = 'y' * 1_500_000\nc = 'z' * 1_500_000\nlen(a) + len(b)\nc\n",
    );
    assert_eq!(text(&got.stdout), "3000000\n");
    assert_eq!(
        text(&got.stderr),
        ">>> >>> >>> pyrite: limit exceeded: memory (--max-memory 4194304)\n\
         pyrite: the step was rolled back: the session is as it was before it\n>>> >>> \
         Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n\
         NameError: name 'c' is not defined\n>>> \n"
    );
}

#[test]
fn end_of_input_exits_0_even_inside_a_block() {
    let got = repl(&[], b"");
    assert_eq!(
        (text(&got.stdout), text(&got.stderr)),
        (String::new(), ">>> \n".into())
    );
    assert_eq!(got.status.code(), Some(0));
    // An unfinished block at the end runs, as python3 -i runs it.
    let got = repl(&[], b"for i in range(2):\n    i");
    assert_eq!(text(&got.stdout), "0\n1\n");
    assert_eq!(text(&got.stderr), ">>> ... ... \n>>> \n");
    assert_eq!(got.status.code(), Some(0));
}

#[test]
fn ctrl_c_cancels_the_running_step() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .args(["repl", "--max-duration", "60s"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pyrite runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stderr = child.stderr.take().expect("stderr");
    stdin
        .write_all(b"n = 1\nwhile True: n += 1\n\n")
        .expect("stdin takes the input");
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    // Read stderr on a thread; interrupt until the step reports it was cancelled (a signal
    // that comes before the step starts is forgotten when it starts).
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 256];
        while let Ok(n) = stderr.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut err = Vec::new();
    for _ in 0..100 {
        std::thread::sleep(std::time::Duration::from_millis(100));
        while let Ok(chunk) = rx.try_recv() {
            err.extend(chunk);
        }
        if text(&err).contains("KeyboardInterrupt") {
            break;
        }
        let _ = nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT);
    }
    stdin.write_all(b"n\n").expect("stdin takes the input");
    drop(stdin);
    let out = child.wait_with_output().expect("pyrite ends");
    while let Ok(chunk) = rx.recv() {
        err.extend(chunk);
    }
    assert_eq!(text(&out.stdout), "1\n");
    assert_eq!(
        text(&err),
        ">>> >>> ... KeyboardInterrupt\n\
         pyrite: the step was rolled back: the session is as it was before it\n>>> >>> \n"
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_traceback_of_stdin_shows_no_source_line_as_python3s() {
    // `python3 - < script` cannot read `<stdin>` again for the lines, nor can `pyrite run -`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .args(["run", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pyrite runs");
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(b"def f():\n    1/0\nf()\n")
            .expect("stdin takes the input");
    }
    let got = child.wait_with_output().expect("pyrite ends");
    assert_eq!(
        text(&got.stderr),
        "Traceback (most recent call last):\n  File \"<stdin>\", line 3, in <module>\n  \
         File \"<stdin>\", line 2, in f\nZeroDivisionError: division by zero\n"
    );
}
