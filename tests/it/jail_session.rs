//! Sessions through the jail (`pyrite jail --session-in/--session-out`): each step a fresh
//! child, the session crossing from one to the next only as a dump the parent reads and the
//! child validates behind seccomp. Nothing here needs a namespace; seccomp, `no_new_privs` and
//! the rlimits are asserted on every step, as on every jailed run.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

use super::jail_common::{assert_mandatory_layers, jail_cmd, run, PYRITE};

/// A directory of its own for one test's dumps, removed at the end.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("pyrite-jail-session-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch(dir)
    }

    fn path(&self, file: &str) -> String {
        self.0.join(file).to_str().expect("utf-8 path").to_string()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// One step: `pyrite jail ARGS -` with `script` on stdin; the report and the output.
fn step(args: &[&str], script: &str) -> (Value, Output) {
    let (r, out) = run(&mut jail_cmd(Path::new(PYRITE), args), script);
    assert_mandatory_layers(&r);
    (r, out)
}

/// What python3 prints for `source`.
fn python3(source: &str) -> String {
    let out = Command::new("python3")
        .args(["-c", source])
        .output()
        .expect("python3");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn two_steps_share_a_global() {
    let s = Scratch::new("two");
    let dump = s.path("s.bin");
    let first = "x = 41\ndef bump():\n    return x + 1\nprint('made', x)\n";
    let second = "print(bump())\nx = bump()\n[x, bump()]\n";
    let (r, out) = step(&["--session-out", &dump], first);
    assert_eq!(r["outcome"], "ok", "{r}");
    assert_eq!(r["session"]["step"], 1, "{r}");
    assert_eq!(r["session"]["rolled_back"], false, "{r}");
    assert_eq!(r["session"]["saved"], true, "{r}");
    assert_eq!(out.status.code(), Some(0));
    let len = std::fs::metadata(&dump).expect("dump").len();
    assert_eq!(r["session"]["dump_bytes"], len, "{r}");
    let first_out = r["stdout"].as_str().unwrap_or("").to_string();

    // The same file in and out: the step updates it in place.
    let (r, out) = step(&["--session-in", &dump, "--session-out", &dump], second);
    assert_eq!(r["outcome"], "ok", "{r}");
    assert_eq!(r["session"]["step"], 2, "{r}");
    assert_eq!(r["result"], serde_json::json!([42, 43]), "{r}");
    assert_eq!(out.status.code(), Some(0));
    // The two steps print what python3 prints running them one after the other.
    let both = format!("{first_out}{}", r["stdout"].as_str().unwrap_or(""));
    assert_eq!(both, python3(&format!("{first}{second}")));

    // A third step sees the second's rebinding.
    let (r, _) = step(&["--session-in", &dump, "--session-out", &dump], "x\n");
    assert_eq!(r["result"], 42, "{r}");
    assert_eq!(r["session"]["step"], 3, "{r}");
}

#[test]
fn a_step_hitting_a_limit_is_rolled_back() {
    let s = Scratch::new("limit");
    let dump = s.path("s.bin");
    // Every step of a session runs under the limits its dump records.
    let limits = ["--max-instructions", "200000"];
    let with = |extra: &[&str]| -> Vec<String> {
        limits.iter().chain(extra).map(|a| a.to_string()).collect()
    };
    let args = with(&["--session-out", &dump]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (r, _) = step(&args, "xs = [1, 2]\n");
    assert_eq!(r["session"]["step"], 1, "{r}");
    let before = std::fs::read(&dump).expect("dump");

    let args = with(&["--session-in", &dump, "--session-out", &dump]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (r, out) = step(&args, "xs.append(3)\nwhile True:\n    pass\n");
    assert_eq!(r["outcome"], "instruction_limit", "{r}");
    assert_eq!(r["session"]["rolled_back"], true, "{r}");
    assert_eq!(r["session"]["step"], 1, "{r}");
    // The rolled-back session is saved (it counts the step run, for tracebacks' names).
    assert_eq!(r["session"]["saved"], true, "{r}");
    assert_eq!(out.status.code(), Some(3));

    let (r, _) = step(&args, "xs\n");
    assert_eq!(r["result"], serde_json::json!([1, 2]), "{r}");
    assert_eq!(r["session"]["step"], 2, "{r}");
    assert_ne!(std::fs::read(&dump).expect("dump"), before);
}

#[test]
fn a_killed_child_leaves_the_session_as_it_was() {
    let s = Scratch::new("killed");
    let dump = s.path("s.bin");
    // No fuel limit, so that the parent's wall deadline (not part of the dump's policy: the
    // parent enforces it) is what stops the spin.
    let (r, _) = step(
        &["--max-instructions", "none", "--session-out", &dump],
        "xs = [1, 2]
",
    );
    assert_eq!(r["session"]["saved"], true, "{r}");
    let before = std::fs::read(&dump).expect("dump");
    let (r, out) = step(
        &[
            "--max-instructions",
            "none",
            "--max-duration",
            "300ms",
            "--session-in",
            &dump,
            "--session-out",
            &dump,
        ],
        "xs.append(4)\nwhile True:\n    pass\n",
    );
    assert_eq!(r["outcome"], "timeout", "{r}");
    assert_eq!(r["session"]["rolled_back"], true, "{r}");
    assert_eq!(r["session"]["saved"], false, "{r}");
    assert_eq!(r["session"]["step"], 1, "{r}");
    let why = r["session"]["error"].as_str().unwrap_or("");
    assert!(why.contains("did not run to an end"), "{r}");
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(std::fs::read(&dump).expect("dump"), before);
    let (r, _) = step(
        &[
            "--max-instructions",
            "none",
            "--session-in",
            &dump,
            "--session-out",
            &dump,
        ],
        "xs\n",
    );
    assert_eq!(r["result"], serde_json::json!([1, 2]), "{r}");
    assert_eq!(r["session"]["step"], 2, "{r}");
}

/// Runs a step from the dump `bytes` (written to a file) and checks it is refused as a
/// session error: exit status 2, a clear message, nothing run, no crash.
fn refused(s: &Scratch, bytes: &[u8], why: &str) {
    let dump = s.path("bad.bin");
    let out_path = s.path("out.bin");
    std::fs::write(&dump, bytes).expect("write");
    let _ = std::fs::remove_file(&out_path);
    let (r, out) = step(
        &["--session-in", &dump, "--session-out", &out_path],
        "print('ran')\n",
    );
    assert_eq!(r["outcome"], "session_error", "{why}: {r}");
    assert_eq!(r["error"]["phase"], "session", "{why}: {r}");
    let message = r["error"]["message"].as_str().unwrap_or("");
    assert!(message.contains(why), "{why}: {r}");
    assert_eq!(r["stdout"], "", "{why}: {r}");
    assert_eq!(r["session"]["saved"], false, "{why}: {r}");
    let said = r["session"]["error"].as_str().unwrap_or("");
    assert!(said.contains("could not be restored"), "{why}: {r}");
    assert!(said.contains(message), "{why}: {r}");
    assert_eq!(out.status.code(), Some(2), "{why}: {r}");
    let stderr = r["stderr"].as_str().unwrap_or("");
    assert!(!stderr.contains("internal error"), "{why}: {r}");
    assert!(!Path::new(&out_path).exists(), "{why}: a dump was written");
}

#[test]
fn a_tampered_dump_is_refused() {
    let s = Scratch::new("tamper");
    let dump = s.path("s.bin");
    let (r, _) = step(&["--session-out", &dump], "secret = 'kept'\nn = 3\n");
    assert_eq!(r["session"]["saved"], true, "{r}");
    let good = std::fs::read(&dump).expect("dump");

    let mut flipped = good.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x20;
    refused(&s, &flipped, "checksum");
    refused(&s, &good[..good.len() - 5], "truncated or altered");
    refused(&s, b"", "magic bytes");
    refused(
        &s,
        b"PYRITESS not a dump at all",
        "not a valid Pyrite snapshot",
    );
    // A suspended run's snapshot is not a session's dump.
    let mut suspended = good.clone();
    suspended[..8].copy_from_slice(b"PYRITESN");
    refused(&s, &suspended, "magic bytes");
    // A well-formed dump made under other limits: the digest differs.
    let other = s.path("other.bin");
    let (r, _) = step(
        &["--max-instructions", "12345", "--session-out", &other],
        "n = 1\n",
    );
    assert_eq!(r["session"]["saved"], true, "{r}");
    refused(&s, &std::fs::read(&other).expect("dump"), "another policy");
    // The good dump still works.
    std::fs::write(&dump, &good).expect("write");
    let (r, _) = step(
        &["--session-in", &dump, "--session-out", &dump],
        "secret * n\n",
    );
    assert_eq!(r["result"], "keptkeptkept", "{r}");
}

#[test]
fn dumps_over_the_cap_are_refused_by_the_parent() {
    let s = Scratch::new("cap");
    let dump = s.path("s.bin");
    let (r, _) = step(&["--session-out", &dump], "a = 1\n");
    assert_eq!(r["session"]["saved"], true, "{r}");
    let saved = std::fs::read(&dump).expect("dump");

    // Going out: a step whose dump would pass the cap is discarded, the file left as it was.
    let big = format!("b = 2  # {}\n", "x".repeat(20_000));
    let (r, out) = step(
        &[
            "--max-session-bytes",
            "16KiB",
            "--session-in",
            &dump,
            "--session-out",
            &dump,
        ],
        &big,
    );
    assert_eq!(r["outcome"], "ok", "{r}");
    assert_eq!(r["session"]["saved"], false, "{r}");
    assert_eq!(r["session"]["rolled_back"], true, "{r}");
    assert_eq!(r["session"]["step"], 1, "{r}");
    assert!(
        r["session"]["dump_bytes"].as_u64().unwrap_or(0) > 16 << 10,
        "{r}"
    );
    let why = r["session"]["error"].as_str().unwrap_or("");
    assert!(why.contains("past the cap of 16384"), "{r}");
    assert_eq!(out.status.code(), Some(3), "{r}");
    assert_eq!(std::fs::read(&dump).expect("dump"), saved);
    let (r, _) = step(&["--session-in", &dump, "--session-out", &dump], "b\n");
    assert_eq!(r["outcome"], "script_error", "{r}");
    assert_eq!(r["error"]["type"], "NameError", "{r}");

    // Coming in: a dump over the cap is a usage error before anything is spawned.
    let out = jail_cmd(
        Path::new(PYRITE),
        &[
            "--max-session-bytes",
            "10",
            "--session-in",
            &dump,
            "--session-out",
            &dump,
        ],
    )
    .stdin(Stdio::null())
    .output()
    .expect("run");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("over 10 bytes, the cap (--max-session-bytes)"),
        "{err}"
    );
    // And the cap itself is bounded.
    let out = jail_cmd(
        Path::new(PYRITE),
        &["--max-session-bytes", "1GiB", "--session-out", &dump],
    )
    .stdin(Stdio::null())
    .output()
    .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("at most 67108864"), "{err}");
}

#[test]
fn without_the_session_flags_the_report_is_unchanged() {
    let (r, _) = step(&[], "print(1)\n");
    let keys: Vec<&str> = r
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    // The fields, in order, of the report before sessions came to the jail.
    let before = [
        "outcome",
        "detail",
        "exit_code",
        "signal",
        "error",
        "stats",
        "result",
        "wall_ms",
        "cpu_ms",
        "peak_rss_kib",
        "pyrite_version",
        "source_sha256",
        "policy_digest",
        "limits",
        "confinement",
        "stdout",
        "stderr",
        "stdout_bytes",
        "stderr_bytes",
    ];
    assert_eq!(keys, before, "{r}");
    // The session flags need --session-out.
    for args in [
        &["--session-in", "x.bin"][..],
        &["--max-session-bytes", "1KiB"],
    ] {
        let out = jail_cmd(Path::new(PYRITE), args)
            .stdin(Stdio::null())
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--session-out"), "{args:?}: {err}");
    }
}

#[test]
fn an_unwritable_session_out_is_an_error() {
    let s = Scratch::new("unwritable");
    let out_path = s.path("no-such-dir/s.bin");
    let out = jail_cmd(Path::new(PYRITE), &["--session-out", &out_path])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin.take().expect("stdin").write_all(b"x = 1\n")?;
            c.wait_with_output()
        })
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--session-out: can't write"), "{err}");
    assert!(err.contains("the step is lost"), "{err}");
}

/// `bytes` (a dump) with `from` replaced by `to` (same length) and the checksum recomputed.
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

/// `--step-limits` lowers the limits of one step: it trips and is rolled back, the next step
/// runs under the --max-X ones, and the kept limited step replays under its own in the next
/// child. A dump whose steps do not replay as recorded ends the session: outcome
/// `session_ended`, exit status 5.
#[test]
fn a_step_has_limits_of_its_own_and_a_failed_rebuild_ends_the_session() {
    let s = Scratch::new("step-limits");
    let dump = s.path("s.bin");
    let (r, _) = step(
        &[
            "--step-limits",
            r#"{"max_output": 3}"#,
            "--session-out",
            &dump,
        ],
        "print('ok')\nn = 7\n",
    );
    assert_eq!(r["outcome"], "ok", "{r}");
    assert_eq!(r["session"]["step"], 1, "{r}");
    let io = ["--session-in", &dump, "--session-out", &dump];
    let tight = [&["--step-limits", r#"{"max_instructions": 1000}"#][..], &io].concat();
    let (r, out) = step(&tight, "n += 1\nwhile True:\n    pass\n");
    assert_eq!(r["outcome"], "instruction_limit", "{r}");
    assert_eq!(r["session"]["rolled_back"], true, "{r}");
    assert_eq!(out.status.code(), Some(3));
    let (r, _) = step(&io, "for i in range(10_000):\n    n += 1\nn\n");
    assert_eq!(r["outcome"], "ok", "{r}");
    assert_eq!(r["result"], 10_007, "{r}");
    assert_eq!(r["session"]["step"], 2, "{r}");
    // Step 1 edited (same length, resealed) to print past its own cap of 3 bytes: the
    // replay trips it, and the session has ended.
    let good = std::fs::read(&dump).expect("dump");
    let forged = reseal(&good, b"print('ok')", b"print(1234)");
    let bad = s.path("bad.bin");
    std::fs::write(&bad, &forged).expect("write");
    let (r, out) = step(&["--session-in", &bad, "--session-out", &bad], "n\n");
    assert_eq!(r["outcome"], "session_ended", "{r}");
    assert_eq!(out.status.code(), Some(5), "{r}");
    let said = r["session"]["error"].as_str().unwrap_or("");
    assert!(said.contains("the session has ended"), "{r}");
    assert!(said.contains("hit the output limit"), "{r}");
    assert_eq!(r["stdout"], "", "{r}");
    // Refused before spawning: a bad --step-limits is a usage error.
    let out = jail_cmd(
        Path::new(PYRITE),
        &[
            "--step-limits",
            r#"{"max_recursion": 5}"#,
            "--session-out",
            &dump,
        ],
    )
    .stdin(Stdio::null())
    .output()
    .expect("spawn jail");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("max_recursion"), "{stderr}");
}
