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

/// The screen a terminal shows for `raw` (what rustyline draws lines with: carriage
/// returns, cursor moves right, erase to end of line; other escape sequences change nothing
/// visible here), one string per line.
fn screen(raw: &[u8]) -> String {
    let s = text(raw);
    let mut lines: Vec<String> = Vec::new();
    let mut line: Vec<char> = Vec::new();
    let mut at = 0;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' => {
                let mut params = String::new();
                if chars.next() != Some('[') {
                    continue;
                }
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        match c {
                            'C' => at += params.parse::<usize>().unwrap_or(1),
                            'K' => line.truncate(at),
                            _ => {}
                        }
                        break;
                    }
                    params.push(c);
                }
            }
            '\r' => at = 0,
            '\n' => {
                lines.push(line.drain(..).collect());
                at = 0;
            }
            c => {
                while line.len() < at {
                    line.push(' ');
                }
                if at < line.len() {
                    line[at] = c;
                } else {
                    line.push(c);
                }
                at += 1;
            }
        }
    }
    lines.push(line.into_iter().collect());
    lines.join("\n")
}

/// `pyrite ARGS` on a terminal, typing a short session: its exit status and the screen.
fn on_a_terminal(args: &[&str]) -> (Option<i32>, String) {
    let pty = nix::pty::openpty(None, None).expect("a pseudo-terminal");
    let slave = std::fs::File::from(pty.slave);
    let mut child = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .args(args)
        .stdin(slave.try_clone().expect("fd"))
        .stdout(slave.try_clone().expect("fd"))
        .stderr(slave)
        .spawn()
        .expect("pyrite runs");
    let mut master = std::fs::File::from(pty.master);
    let mut reader = master.try_clone().expect("fd");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 1024];
        // Ends with EIO once the child has exited and closed the terminal.
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    // Each time the screen ends with `until`, type `keys` (a key typed before rustyline reads
    // would meet the terminal in cooked mode).
    let steps: [(&str, &[u8]); 5] = [
        (">>> ", b"x = 6 * 7\r"),
        ("x = 6 * 7\n>>> ", b"x\r"),
        // Up arrow: the last line again, edited.
        ("42\n>>> ", b"\x1b[A + 1\r"),
        // Ctrl-C at the prompt abandons the line.
        ("43\n>>> ", b"abc\x03"),
        // Ctrl-D leaves.
        ("KeyboardInterrupt\n>>> ", b"\x04"),
    ];
    for (until, keys) in steps {
        for _ in 0..400 {
            if screen(&seen).ends_with(until) {
                break;
            }
            if let Ok(chunk) = rx.recv_timeout(std::time::Duration::from_millis(50)) {
                seen.extend(chunk);
            }
        }
        master.write_all(keys).expect("the terminal takes keys");
    }
    let status = child.wait().expect("pyrite ends");
    drop(master);
    while let Ok(chunk) = rx.recv_timeout(std::time::Duration::from_millis(500)) {
        seen.extend(chunk);
    }
    (status.code(), screen(&seen))
}

const TYPED: &str = ">>> x = 6 * 7\n>>> x\n42\n>>> x + 1\n43\n>>> abc\nKeyboardInterrupt\n>>> \n";

#[test]
fn on_a_terminal_lines_are_edited_with_history() {
    let banner = format!(
        "Pyrite {}: a sandboxed interpreter for a Python 3.11 dialect\n\
         Each input runs under limits. Ctrl-C cancels a running one; Ctrl-D leaves.\n",
        env!("CARGO_PKG_VERSION")
    );
    assert_eq!(
        on_a_terminal(&["repl", "--max-duration", "60s"]),
        (Some(0), format!("{banner}{TYPED}"))
    );
    // `pyrite` alone on a terminal is the REPL; -q drops the banner.
    assert_eq!(on_a_terminal(&[]), (Some(0), format!("{banner}{TYPED}")));
    assert_eq!(on_a_terminal(&["repl", "-q"]), (Some(0), TYPED.to_string()));
}

#[test]
fn the_policy_file_narrows_the_repl_as_it_narrows_run() {
    let dir = std::env::temp_dir().join(format!("pyrite-repl-policy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let policy = dir.join("policy.json");
    std::fs::write(&policy, r#"{"remove_builtins": ["sorted"]}"#).expect("policy written");
    let path = policy.to_string_lossy().into_owned();
    let got = repl(&["--policy", &path], b"sorted([2, 1])\nmin(2, 1)\n");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(text(&got.stdout), "1\n");
    assert_eq!(
        text(&got.stderr),
        ">>>   File \"<stdin>\", line 1\n    sorted([2, 1])\n    ^^^^^^\nNameError: name \
         'sorted' is not available in Pyrite (removed by the policy)\n>>> >>> \n"
    );
}
