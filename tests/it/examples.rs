//! The embedding examples of `examples/`, run in CI: each is compiled into this binary as a
//! module and its `run` called (no nested cargo), and what it prints or returns is checked.
//! Timings they print vary; everything else is deterministic.
//! What a script computes is checked against python3 running the same script with the inputs
//! and host functions written as Python; the texts the host side makes (serde's errors, the
//! policy's refusals, limit messages) are Pyrite's own and are checked as written.

// Each example's `main` is for `cargo run --example`, unused here.
#[allow(dead_code)]
#[path = "../../examples/cancel.rs"]
mod cancel;
#[allow(dead_code)]
#[path = "../../examples/embed.rs"]
mod embed;
#[allow(dead_code)]
#[path = "../../examples/host_functions.rs"]
mod host_functions;
#[allow(dead_code)]
#[path = "../../examples/inputs_result.rs"]
mod inputs_result;
#[allow(dead_code)]
#[path = "../../examples/narrow_policy.rs"]
mod narrow_policy;
#[allow(dead_code)]
#[path = "../../examples/snapshot.rs"]
mod snapshot;
#[allow(dead_code)]
#[path = "../../examples/suspend_resume.rs"]
mod suspend_resume;
#[allow(dead_code)]
#[path = "../../examples/thread_pool.rs"]
mod thread_pool;

use pyrite::{LimitKind, Status};

#[test]
fn inputs_result() {
    // The oracle: python3 with the inputs as the globals the engine makes of them.
    let prelude = concat!(
        "orders = [{'item': 'tea', 'qty': 3, 'unit_price': 2.5},\n",
        "          {'item': 'scone', 'qty': 2, 'unit_price': 3.25},\n",
        "          {'item': 'jam', 'qty': 1, 'unit_price': 6.0}]\n",
        "discount = 0.1\n",
        "customer = {'name': 'Ada', 'tags': ['regular']}\n",
    );
    let (report, summary) = inputs_result::run();
    let mut got: String = report
        .lines()
        .filter_map(|l| l.strip_prefix("script | "))
        .map(|l| format!("{l}\n"))
        .collect();
    let inputs_result::Summary {
        total,
        lines,
        biggest,
    } = summary;
    got.push_str(&format!(
        "{{'total': {total:?}, 'lines': {lines}, 'biggest': '{biggest}'}}\n"
    ));
    assert_eq!(
        got,
        python3_with_last_printed(prelude, inputs_result::SCRIPT)
    );
    assert!(report.contains("figures: "), "{report}");
}

#[test]
fn host_functions() {
    assert_eq!(
        host_functions::run(),
        "tea costs 2.5\n\
         no price for 'gold'\n\
         {'item': 'scone', 'qty': 4, 'total': 13.0}\n\
         9.2 1513.0\n\
         convert(10, to='XYZ'): ValueError: unknown currency \"XYZ\"\n\
         convert('ten', to='EUR'): TypeError: convert(): invalid type: string \"ten\", expected f64\n\
         convert(10): TypeError: convert(): missing field `to`\n"
    );
}

#[test]
fn thread_pool() {
    let (report, results) = thread_pool::run(4);
    // The oracle: python3 running every job's inputs through the same script.
    let script = thread_pool::SCRIPT.trim_end();
    let (body, last) = script.rsplit_once('\n').expect("a last line");
    let jobs = thread_pool::JOBS;
    let count = thread_pool::COUNT;
    let expected = python3_lines(&format!(
        "{body}\nfor i in range({jobs}):\n    start, count = 1 + i * 1000, {count}\n    \
         best = max(range(start, start + count), key=collatz)\n    print(*{last})\n",
        body = body
            .lines()
            .filter(|l| !l.starts_with("best = "))
            .collect::<Vec<_>>()
            .join("\n"),
    ));
    let got: Vec<String> = results
        .iter()
        .map(|r| format!("{} {}", r.best, r.steps))
        .collect();
    assert_eq!(got, expected);
    assert!(report.contains("32 runs, "), "{report}");
    assert!(report.contains("; 4 threads: "), "{report}");
}

#[test]
fn narrow_policy() {
    let (report, statuses) = narrow_policy::run();
    let lines: Vec<&str> = report.lines().skip(1).collect();
    assert_eq!(
        lines,
        [
            "allowed   2.8284271247461903 ['e', 'i', 'p', 'r', 't', 'y']",
            "module    refused before the run: ModuleNotFoundError: module 'random' is not \
             available in Pyrite (removed by the policy; available mo...",
            "built-in  refused before the run: NameError: name 'getattr' is not available in \
             Pyrite (removed by the policy)",
            "member    refused before the run: ImportError: cannot import name 'factorial' \
             from 'math': not available in Pyrite (removed by the pol...",
            "method    at run time: NotImplementedError: str.format is not supported (removed \
             by the policy)",
            "memory    stopped: pyrite: limit exceeded: memory (--max-memory 4194304)",
            "fuel      stopped: pyrite: limit exceeded: instructions (--max-instructions \
             10000000)",
        ]
    );
    let last: Vec<&Status> = statuses.iter().rev().take(2).map(|(_, s)| s).collect();
    assert_eq!(
        last,
        [
            &Status::Limit(LimitKind::Instructions),
            &Status::Limit(LimitKind::Memory)
        ]
    );
}

#[test]
fn cancel() {
    let (report, statuses) = cancel::run();
    assert_eq!(
        statuses,
        [
            Status::Limit(LimitKind::Cancelled),
            Status::Limit(LimitKind::Deadline)
        ]
    );
    // Neither the `except` nor the `finally` ran.
    assert!(report.contains("printed \"\""), "{report}");
}

#[test]
fn embed() {
    let report = embed::run(5);
    assert_eq!(report.lines().filter(|l| l.starts_with("11 [")).count(), 3);
    assert_eq!(report.matches("-> true").count(), 3, "{report}");
}

/// What python3 prints for `prelude` then `script` with its last line (an expression) printed.
fn python3_with_last_printed(prelude: &str, script: &str) -> String {
    let lines: Vec<&str> = script.trim_end().lines().collect();
    let (last, body) = lines.split_last().expect("a script");
    let code = format!("{prelude}{}\nprint(repr({last}))\n", body.join("\n"));
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(code)
        .output()
        .expect("python3 runs");
    String::from_utf8(out.stdout).expect("utf-8")
}

/// The lines python3 prints for `code`.
fn python3_lines(code: &str) -> Vec<String> {
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(code)
        .output()
        .expect("python3 runs");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

fn repr(v: &Option<pyrite::HostValue>) -> String {
    match v {
        Some(pyrite::HostValue::Int(i)) => i.to_string(),
        Some(pyrite::HostValue::Float(f)) => format!("{f:?}"),
        other => format!("{other:?}"),
    }
}

#[test]
fn suspend_resume() {
    // The oracle: python3 with http_get a plain function answering as the I/O worker does.
    let prelude = concat!(
        "urls = ['a.example', 'slow.example', 'b.example']\n",
        "def http_get(url, timeout):\n",
        "    if 'slow' in url:\n",
        "        raise TimeoutError(f'{url} took too long')\n",
        "    return f'<html>{url}</html>'\n",
    );
    let (out, result, calls) = suspend_resume::run();
    assert_eq!(calls, 3);
    assert_eq!(
        format!("{out}{}\n", repr(&result)),
        python3_with_last_printed(prelude, suspend_resume::SCRIPT)
    );
}

#[test]
fn snapshot() {
    let path = std::env::temp_dir().join(format!("pyrite-example-{}.bin", std::process::id()));
    let before = snapshot::first(&path);
    let (after, result) = snapshot::second(&path, true);
    let _ = std::fs::remove_file(&path);
    let prelude = concat!(
        "cart = [{'price': 2.5, 'qty': 4}, {'price': 10.0, 'qty': 1}]\n",
        "def approve(what, amount):\n",
        "    return True\n",
    );
    assert_eq!(
        format!("{before}{after}{}\n", repr(&result)),
        python3_with_last_printed(prelude, snapshot::SCRIPT)
    );
}
