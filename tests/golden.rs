//! Golden tests: runs `pyrite run FILE` on every `tests/cases/<area>/<name>.py` and compares
//! with `<name>.out`, which CPython produced. Regenerate expected outputs with `scripts/bless`
//! (all cases) or `scripts/bless tests/cases/<area>/<name>.py` (one case); never edit a `.out`
//! by hand.
//!
//! Format of a `.out` file: the expected stdout byte for byte; if the expected exit status is
//! non-zero, followed by a trailer of exactly two lines:
//!
//! ```text
//! --- exit N
//! <last line of stderr, e.g. `KeyError: 'x'`>
//! ```
//!
//! Compile errors (SyntaxError, IndentationError, TabError) are recorded with status 2, Pyrite's
//! status for a program that never ran (CPython itself exits with 1; bless detects them with
//! CPython's `compile()`). Uncaught exceptions are status 1, as in CPython.
//!
//! A `.out` whose next-to-last line is `--- exit N` therefore always means a trailer (no case may
//! print such a line itself). Cases Pyrite refuses carry `# pyrite-refuses: <last stderr line>`
//! (and optionally `# pyrite-exit: N`, default 2) in their first lines; bless turns that header into
//! the trailer, so the runner treats every case alike.
//!
//! Every case runs (none is skipped), two at a time, each under a timeout; all failures are
//! reported together with a short diff.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wall-clock cap per case: generous, since debug builds are slow and the deep-recursion
/// cases do real work.
const TIMEOUT: Duration = Duration::from_secs(60);
const THREADS: usize = 2;

/// What a case is expected to produce.
struct Expected {
    stdout: Vec<u8>,
    status: i32,
    last_stderr: Option<String>,
}

/// What the binary produced.
struct Actual {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: Option<i32>,
    timed_out: bool,
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("cases")
}

/// Every `<area>/<name>.py` under the cases directory, sorted.
fn collect_cases() -> Vec<PathBuf> {
    let mut cases = Vec::new();
    let areas = std::fs::read_dir(cases_dir()).expect("tests/cases exists");
    for area in areas.flatten() {
        if !area.path().is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(area.path()).expect("area dir").flatten() {
            let p = entry.path();
            if p.extension().is_some_and(|e| e == "py") {
                cases.push(p);
            }
        }
    }
    cases.sort();
    cases
}

/// Splits a `.out` file into expected stdout and the optional exit trailer.
fn parse_expected(data: &[u8]) -> Expected {
    if let Some(body) = data.strip_suffix(b"\n") {
        // The last two lines of the file: `--- exit N` and the stderr line.
        if let Some(nl) = body.iter().rposition(|&b| b == b'\n') {
            let last = &body[nl + 1..];
            let head = &body[..nl];
            let start = head.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            let marker = String::from_utf8_lossy(&head[start..]);
            if let Some(n) = marker.strip_prefix("--- exit ") {
                if let Ok(status) = n.trim().parse::<i32>() {
                    return Expected {
                        stdout: head[..start].to_vec(),
                        status,
                        last_stderr: Some(String::from_utf8_lossy(last).into_owned()),
                    };
                }
            }
        }
    }
    Expected {
        stdout: data.to_vec(),
        status: 0,
        last_stderr: None,
    }
}

fn run_case(bin: &Path, case: &Path) -> Actual {
    let dir = case.parent().expect("case has a dir");
    let name = case.file_name().expect("case has a name");
    let mut child = match Command::new(bin)
        .arg("run")
        .arg(name)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            return Actual {
                stdout: Vec::new(),
                stderr: format!("cannot spawn {}: {e}", bin.display()).into_bytes(),
                status: None,
                timed_out: false,
            }
        }
    };
    // Drain both pipes on their own threads so a chatty case cannot block on a full pipe.
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s.code(),
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                timed_out = true;
                break child.wait().ok().and_then(|s| s.code());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => break None,
        }
    };
    Actual {
        stdout: out_t.join().unwrap_or_default(),
        stderr: err_t.join().unwrap_or_default(),
        status,
        timed_out,
    }
}

fn last_nonblank_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .to_string()
}

/// A few lines around the first difference between two outputs.
fn short_diff(expected: &[u8], actual: &[u8]) -> String {
    let e = String::from_utf8_lossy(expected);
    let a = String::from_utf8_lossy(actual);
    let el: Vec<&str> = e.split_inclusive('\n').collect();
    let al: Vec<&str> = a.split_inclusive('\n').collect();
    let first = el
        .iter()
        .zip(al.iter())
        .position(|(x, y)| x != y)
        .unwrap_or(el.len().min(al.len()));
    let mut s = format!(
        "    stdout differs at line {} (expected {} lines, got {}):\n",
        first + 1,
        el.len(),
        al.len()
    );
    for (label, lines) in [("-", &el), ("+", &al)] {
        for l in lines.iter().skip(first).take(4) {
            s.push_str(&format!("    {label} {l:?}\n"));
        }
        if lines.len() <= first {
            s.push_str(&format!("    {label} <end of output>\n"));
        }
    }
    s
}

/// Compares one case; `None` if it passes, otherwise a description of the failure.
fn check(bin: &Path, case: &Path) -> Option<String> {
    let out_path = case.with_extension("out");
    let data = match std::fs::read(&out_path) {
        Ok(d) => d,
        Err(_) => return Some("    missing .out: run scripts/bless on it\n".to_string()),
    };
    let exp = parse_expected(&data);
    let act = run_case(bin, case);
    let mut msg = String::new();
    if act.timed_out {
        msg.push_str(&format!("    timed out after {}s\n", TIMEOUT.as_secs()));
    }
    if act.stdout != exp.stdout {
        msg.push_str(&short_diff(&exp.stdout, &act.stdout));
    }
    if act.status != Some(exp.status) {
        msg.push_str(&format!(
            "    exit status: expected {}, got {}\n",
            exp.status,
            act.status.map_or_else(
                || "none (killed by a signal)".to_string(),
                |c| c.to_string()
            )
        ));
    }
    let got_last = last_nonblank_line(&act.stderr);
    match &exp.last_stderr {
        Some(want) if *want != got_last => {
            msg.push_str(&format!(
                "    last stderr line:\n    - {want:?}\n    + {got_last:?}\n"
            ));
        }
        None if act.status != Some(0) && !act.stderr.is_empty() => {
            msg.push_str(&format!("    stderr: {got_last:?}\n"));
        }
        _ => {}
    }
    (!msg.is_empty()).then_some(msg)
}

#[test]
fn golden_cases() {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_pyrite"));
    let cases = collect_cases();
    assert!(!cases.is_empty(), "no golden cases found");
    let next = AtomicUsize::new(0);
    let failures: Mutex<Vec<(PathBuf, String)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..THREADS {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                if let Some(msg) = check(&bin, case) {
                    failures
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((case.clone(), msg));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort();
    if failures.is_empty() {
        println!("golden: all {} cases pass", cases.len());
        return;
    }
    let root = cases_dir();
    let name = |p: &Path| p.strip_prefix(&root).unwrap_or(p).display().to_string();
    let mut report = String::new();
    for (case, msg) in &failures {
        report.push_str(&format!("FAIL {}\n{msg}", name(case)));
    }
    report.push_str(&format!(
        "\n{} of {} golden cases failed:\n",
        failures.len(),
        cases.len()
    ));
    for (case, _) in &failures {
        report.push_str(&format!("  {}\n", name(case)));
    }
    panic!("{report}");
}
