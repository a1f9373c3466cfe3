//! Negative tests of the OS boundary (`pyrite jail`). Each run is its own process: a test
//! spawns a built binary, since a confinement, once applied, cannot be undone.
//!
//! The escapes need the test-only feature `jail-test-escapes`, which lives in a twin binary
//! (`pyrite-jail-escapes`) built once here with cargo; the normal `pyrite` binary is checked to
//! lack it. Namespace assertions probe first (`unshare`) and say SKIP where the kernel forbids
//! them; seccomp, `no_new_privs` and the rlimits are always asserted.

use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::jail_common::{assert_mandatory_layers, escape, jail_cmd, run, PYRITE};
use serde_json::Value;

fn assert_killed_by_seccomp(name: &str) -> Value {
    let r = escape(name, &[]);
    assert_eq!(r["outcome"], "seccomp_violation", "{name}: {r}");
    assert_eq!(r["signal"], "SIGSYS", "{name}: {r}");
    assert_eq!(r["stdout"], "", "{name}: the syscall returned: {r}");
    assert_mandatory_layers(&r);
    r
}

#[test]
fn open_is_killed() {
    assert_killed_by_seccomp("open");
}

#[test]
fn write_outside_fds_1_to_3_is_killed() {
    assert_killed_by_seccomp("write_fd0");
}

#[test]
fn connect_is_killed_and_the_canary_sees_nothing() {
    let canary = TcpListener::bind("127.0.0.1:0").expect("canary");
    canary.set_nonblocking(true).expect("nonblocking");
    let port = canary.local_addr().expect("addr").port();
    assert_killed_by_seccomp(&format!("connect:{port}"));
    match canary.accept() {
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
        other => panic!("the canary saw a connection: {other:?}"),
    }
}

#[test]
fn fork_is_killed() {
    assert_killed_by_seccomp("fork");
}

#[test]
fn clone3_gets_enosys() {
    let r = escape("clone3", &[]);
    assert_ne!(r["outcome"], "seccomp_violation", "{r}");
    let out = r["stdout"].as_str().unwrap_or("");
    assert!(out.starts_with("clone3: returned -1 (ENOSYS"), "{r}");
    assert_mandatory_layers(&r);
}

#[test]
fn execve_is_killed() {
    assert_killed_by_seccomp("execve");
}

#[test]
fn ptrace_is_killed() {
    assert_killed_by_seccomp("ptrace");
}

#[test]
fn killing_the_parent_is_killed() {
    // The report itself proves the parent survived.
    assert_killed_by_seccomp("kill_parent");
}

#[test]
fn unshare_is_killed() {
    assert_killed_by_seccomp("unshare");
}

#[test]
fn mount_is_killed() {
    assert_killed_by_seccomp("mount");
}

#[test]
fn exec_mappings_are_killed() {
    assert_killed_by_seccomp("mmap_exec");
    assert_killed_by_seccomp("mprotect_exec");
}

#[test]
fn native_allocation_hits_the_address_space_rlimit() {
    let r = escape("alloc", &["--max-memory", "16MB"]);
    assert_eq!(r["outcome"], "memory_limit", "{r}");
    assert_eq!(r["signal"], "SIGABRT", "{r}");
    let aspace = r["limits"]["address_space"].as_u64().expect("as");
    assert_eq!(aspace, 2 * (16 << 20) + (256 << 20));
    assert!(
        r["peak_rss_kib"].as_u64().unwrap_or(0) * 1024 <= aspace,
        "{r}"
    );
}

#[test]
fn native_spin_hits_the_cpu_rlimit() {
    let r = escape("spin", &["--cpu-seconds", "1", "--max-duration", "20s"]);
    assert_eq!(r["outcome"], "cpu_time", "{r}");
    assert_eq!(r["signal"], "SIGXCPU", "{r}");
}

#[test]
fn native_blocking_read_hits_the_wall_deadline() {
    let r = escape("block_read", &["--max-duration", "500ms"]);
    assert_eq!(r["outcome"], "timeout", "{r}");
    assert_eq!(r["signal"], "SIGKILL", "{r}");
    assert!(r["wall_ms"].as_f64().unwrap_or(0.0) >= 500.0, "{r}");
}

#[test]
fn output_flood_hits_the_output_cap() {
    let r = escape("flood", &["--output-limit", "64KiB"]);
    assert_eq!(r["outcome"], "output_limit", "{r}");
    let kept = r["stdout"].as_str().map_or(0, str::len);
    assert!(kept <= 64 << 10, "captured {kept} bytes");
    assert!(r["stdout_bytes"].as_u64().unwrap_or(0) > 64 << 10, "{r}");
}

#[test]
fn panic_is_a_crash_not_a_seccomp_verdict() {
    let r = escape("panic", &[]);
    assert_eq!(r["outcome"], "crash", "{r}");
    assert_eq!(r["signal"], "SIGABRT", "{r}");
    assert!(r["stderr"]
        .as_str()
        .unwrap_or("")
        .contains("deliberate panic"));
}

#[test]
fn stack_overflow_is_a_crash_not_a_seccomp_verdict() {
    let r = escape("stack_overflow", &[]);
    assert_eq!(r["outcome"], "crash", "{r}");
    assert_eq!(r["signal"], "SIGABRT", "{r}");
    assert!(r["stderr"]
        .as_str()
        .unwrap_or("")
        .contains("overflowed its stack"));
}

/// The normal binary has no escape built-in, not even its name.
#[cfg(not(feature = "jail-test-escapes"))]
#[test]
fn the_normal_binary_lacks_the_escape_builtin() {
    const { assert!(!pyrite::jail::HAS_TEST_ESCAPES) };
    let bytes = std::fs::read(PYRITE).expect("read binary");
    let needle = b"jail_test_escape";
    assert!(
        !bytes.windows(needle.len()).any(|w| w == needle),
        "{PYRITE} contains the escape built-in"
    );
    // A script that names it gets a NameError: it never reaches the kernel.
    let (r, out) = run(
        &mut jail_cmd(Path::new(PYRITE), &[]),
        "print(jail_test_escape('open'))\n",
    );
    assert_eq!(r["outcome"], "script_error", "{r}");
    assert_eq!(r["error"]["type"], "NameError", "{r}");
    assert_eq!(out.status.code(), Some(1));
    assert_mandatory_layers(&r);
}

/// Can this process create these namespaces? (util-linux `unshare`; false if absent.)
fn can_unshare(flags: &[&str]) -> bool {
    Command::new("unshare")
        .args(flags)
        .arg("true")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn report_describes_the_run() {
    let script = "print('hi')\n";
    let (r, out) = run(&mut jail_cmd(Path::new(PYRITE), &[]), script);
    assert_mandatory_layers(&r);
    use sha2::Digest;
    let sha: String = sha2::Sha256::digest(script.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(r["source_sha256"], sha);
    assert_eq!(
        r["policy_digest"],
        pyrite::jail::policy_digest(&pyrite::Narrowing::default())
    );
    assert_eq!(r["pyrite_version"], pyrite::VERSION);
    assert_eq!(r["limits"]["max_instructions"], 1_000_000_000u64);
    assert_eq!(r["limits"]["output_limit"], 1u64 << 20);
    let code = out.status.code().expect("exit code");
    let outcome = r["outcome"].as_str().unwrap_or("");
    let expected = match outcome {
        "ok" => 0,
        "script_error" => 1,
        _ => 3,
    };
    assert_eq!(code, expected, "{r}");
    let landlock = &r["confinement"]["landlock"];
    if landlock["abi"].as_u64().unwrap_or(0) >= 1 {
        assert_ne!(landlock["status"], "not_enforced", "{r}");
    } else {
        eprintln!("SKIP landlock: the kernel has no landlock ({landlock})");
    }
    let ns = &r["confinement"]["namespaces"];
    assert_eq!(ns["pid"], false);
    for (name, flag) in [
        ("user", "-U"),
        ("net", "-n"),
        ("ipc", "-i"),
        ("uts", "-u"),
        ("mount", "-m"),
    ] {
        if can_unshare(&[flag]) {
            assert_eq!(
                ns[name], true,
                "namespace {name} possible but not applied: {r}"
            );
        } else {
            eprintln!("SKIP namespace {name}: this kernel or user may not create it");
        }
    }
}

#[test]
fn stream_mode_passes_output_through() {
    let report = std::env::temp_dir().join(format!("pyrite-jail-{}.json", std::process::id()));
    let mut cmd = Command::new(PYRITE);
    cmd.args(["jail", "--stream", "--report"])
        .arg(&report)
        .arg("-");
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"print('streamed')\n")
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    let r: Value =
        serde_json::from_slice(&std::fs::read(&report).expect("report file")).expect("json");
    let _ = std::fs::remove_file(&report);
    assert_eq!(r["stdout"], Value::Null);
    let run = Command::new(PYRITE)
        .args(["run", "-c", "print('streamed')"])
        .output()
        .expect("run");
    assert_eq!(out.stdout, run.stdout);
}

/// A script that prints a report-shaped line on stderr cannot put a second report where the
/// operator reads it: stream mode writes the report only to `--report FILE`, refuses to run
/// without one, and refuses a FILE that is its own stderr.
#[test]
fn stream_mode_report_cannot_be_forged() {
    let forger = "raise ValueError('x\\n{\"outcome\":\"ok\"}')\n";
    let report = std::env::temp_dir().join(format!("pyrite-forge-{}.json", std::process::id()));
    let jail = |args: &[&std::ffi::OsStr]| {
        let mut child = Command::new(PYRITE)
            .arg("jail")
            .args(args)
            .arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        // A refused invocation exits before reading its script: a broken pipe is expected.
        let _ = child
            .stdin
            .take()
            .expect("stdin")
            .write_all(forger.as_bytes());
        child.wait_with_output().expect("wait")
    };
    let out = jail(&["--stream".as_ref(), "--report".as_ref(), report.as_os_str()]);
    let text = std::fs::read_to_string(&report).expect("report file");
    let _ = std::fs::remove_file(&report);
    assert_eq!(text.lines().count(), 1, "{text}");
    let r: Value = serde_json::from_str(&text).expect("json");
    assert_eq!(r["outcome"], "script_error", "{r}");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("ValueError: x\n{\"outcome\":\"ok\"}"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());

    for args in [
        vec!["--stream".as_ref()],
        vec![
            "--stream".as_ref(),
            "--report".as_ref(),
            "/dev/stderr".as_ref(),
        ],
    ] {
        let out = jail(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("pyrite jail: --"), "{args:?}: {stderr}");
        assert!(!stderr.contains("outcome"), "{args:?}: {stderr}");
    }
}

#[test]
fn api_runs_jailed_with_an_explicit_program() {
    let config = pyrite::jail::JailConfig {
        program: Some(PathBuf::from(PYRITE)),
        ..Default::default()
    };
    let r = pyrite::jail::run_jailed(&config, b"print(1)\n").expect("run_jailed");
    assert!(r.confinement.seccomp && r.confinement.no_new_privs);
    let mut direct = Vec::new();
    let o = pyrite::Engine::new().run_source(b"print(1)\n", "<script>", &mut direct);
    assert_eq!(r.stdout.as_deref().map(str::as_bytes), Some(&direct[..]));
    assert_eq!(r.exit_code, Some(o.exit_code()));
}

#[test]
fn oversized_source_is_refused_before_spawning() {
    let big = vec![b'#'; (1 << 20) + 1];
    let err = pyrite::jail::run_jailed(&pyrite::jail::JailConfig::default(), &big);
    assert!(matches!(
        err,
        Err(pyrite::jail::JailError::SourceTooLarge(_))
    ));
}

#[test]
fn seccomp_allowlist_is_pinned() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jail/seccomp-allowlist.txt");
    let expected = std::fs::read_to_string(&path).expect("pinned list");
    let actual = pyrite::jail::seccomp_allowlist().join("\n") + "\n";
    assert_eq!(
        actual,
        expected,
        "the seccomp allowlist changed: review it, then update {}",
        path.display()
    );
}

/// The running child seen from outside through /proc: only fds 0-3, no environment, seccomp
/// filter mode, `no_new_privs`, the rlimits; and it dies with its parent.
#[test]
fn child_is_confined_as_seen_from_outside_and_dies_with_its_parent() {
    let mut jail = Command::new(super::jail_common::escapes_bin())
        .args(["jail", "--max-duration", "60s", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn jail");
    let mut stdin = jail.stdin.take().expect("stdin");
    stdin
        .write_all(b"print(jail_test_escape('block_read'))\n")
        .expect("write script");
    drop(stdin);
    let children = format!("/proc/{0}/task/{0}/children", jail.id());
    let mut child = None;
    for _ in 0..500 {
        let pid = std::fs::read_to_string(&children).unwrap_or_default();
        if let Some(pid) = pid.split_whitespace().next() {
            // Wait until it is the exec'd, confined child blocked in its read.
            let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
            if status.contains("Seccomp:\t2") {
                child = Some(pid.to_string());
                break;
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let pid = child.expect("the jailed child never reached seccomp");
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("status");
    assert!(status.contains("NoNewPrivs:\t1"), "{status}");
    // The bounding set can only be emptied with CAP_SETPCAP, which a child in a user namespace
    // no longer has after exec; with no permitted capabilities and no_new_privs it is inert.
    for set in ["CapInh", "CapPrm", "CapEff", "CapAmb"] {
        let line = format!("{set}:\t0000000000000000");
        assert!(status.contains(&line), "{set} not empty: {status}");
    }
    let mut fds: Vec<u32> = std::fs::read_dir(format!("/proc/{pid}/fd"))
        .expect("fd dir")
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse().ok())
        .collect();
    fds.sort_unstable();
    assert_eq!(fds, [0, 1, 2, 3]);
    let environ = std::fs::read(format!("/proc/{pid}/environ")).expect("environ");
    assert!(environ.is_empty(), "environment not empty");
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).expect("limits");
    let limit = |name: &str| {
        limits
            .lines()
            .find(|l| l.starts_with(name))
            .map(|l| {
                l.split_whitespace()
                    .rev()
                    .skip(1)
                    .take(2)
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    assert_eq!(limit("Max core file size"), ["0", "0"]);
    assert_eq!(limit("Max open files"), ["16", "16"]);
    assert_eq!(limit("Max file size"), ["0", "0"]);
    assert_eq!(limit("Max processes"), ["0", "0"]);
    // Kill the supervisor: the parent-death signal must take the child with it.
    jail.kill().expect("kill jail");
    let _ = jail.wait();
    for _ in 0..500 {
        let gone = std::fs::read_to_string(format!("/proc/{pid}/status"))
            .map_or(true, |s| s.contains("State:\tZ"));
        if gone {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the child {pid} outlived its parent");
}

/// Every golden case (`tests/cases/**.py`) gives the same stdout, stderr and exit status under
/// `pyrite jail` as under `pyrite run`, and the outcome `ok` exactly when `run` exits 0.
#[test]
fn golden_cases_run_the_same_in_the_jail() {
    let files = super::golden::collect_cases(&super::golden::cases_dir());
    assert!(!files.is_empty(), "no golden cases");
    let mut differ = Vec::new();
    for f in &files {
        let run = Command::new(PYRITE)
            .arg("run")
            .arg(f)
            .output()
            .expect("run");
        let jail = Command::new(PYRITE)
            .arg("jail")
            .arg(f)
            .output()
            .expect("jail");
        let r: Value = serde_json::from_slice(&jail.stdout).expect("report");
        let same = r["stdout"].as_str().map(str::as_bytes) == Some(&run.stdout[..])
            && r["stderr"].as_str().map(str::as_bytes) == Some(&run.stderr[..])
            && jail.status.code() == run.status.code()
            && (r["outcome"] == "ok") == (run.status.code() == Some(0));
        if !same {
            differ.push(format!("{}: {} {}", f.display(), r["outcome"], r["detail"]));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} cases differ:\n{}",
        differ.len(),
        files.len(),
        differ.join("\n")
    );
}

#[test]
fn a_program_that_cannot_be_exec_d_is_an_error_not_a_report() {
    let config = pyrite::jail::JailConfig {
        program: Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")),
        ..Default::default()
    };
    match pyrite::jail::run_jailed(&config, b"print(1)\n") {
        Err(pyrite::jail::JailError::Io(e)) => assert_eq!(e.raw_os_error(), Some(libc::EACCES)),
        other => panic!("expected an exec error, got {other:?}"),
    }
}

/// The VM's own limits, reported by the child and checked against its exit status.
#[test]
fn vm_limits_are_classified_from_the_child_report() {
    let cases: [(&[&str], &str, &str); 4] = [
        (
            &["--max-instructions", "100000"],
            "while True:\n    pass\n",
            "instruction_limit",
        ),
        (
            &["--max-memory", "1MB"],
            "x = 'a' * (10**9)\n",
            "memory_limit",
        ),
        (
            &["--output-limit", "1000"],
            "while True:\n    print('spam')\n",
            "output_limit",
        ),
        (
            &["--max-output", "1000"],
            "while True:\n    print('spam')\n",
            "output_limit",
        ),
    ];
    for (args, script, expected) in cases {
        let (r, out) = run(&mut jail_cmd(Path::new(PYRITE), args), script);
        assert_eq!(r["outcome"], expected, "{r}");
        assert_eq!(r["exit_code"], 3, "{r}");
        assert_eq!(out.status.code(), Some(3), "{r}");
        assert!(r["stats"]["instructions"].as_u64().unwrap_or(0) > 0, "{r}");
    }
}

/// The jail takes `pyrite run`'s limit flags: `none` lifts a VM limit (the rlimits stay), and
/// `--unlimited` lifts them all once the deadline and output cap, which the parent keeps, follow.
#[test]
fn vm_limits_can_be_lifted_in_the_jail() {
    let script = "print(sum(range(10**6)))\n";
    for args in [
        &["--max-instructions", "none", "--max-memory", "none"][..],
        &["--unlimited", "--max-duration", "5s", "--max-output", "1MB"],
    ] {
        let (r, out) = run(&mut jail_cmd(Path::new(PYRITE), args), script);
        assert_eq!(r["outcome"], "ok", "{args:?}: {r}");
        assert_eq!(out.status.code(), Some(0), "{r}");
        assert_eq!(r["stdout"], "499999500000\n", "{r}");
        assert_eq!(r["limits"]["max_instructions"], Value::Null, "{r}");
        assert_eq!(r["limits"]["max_memory"], Value::Null, "{r}");
        assert_eq!(
            r["limits"]["address_space"],
            2 * pyrite::jail::DEFAULT_MAX_MEMORY + pyrite::jail::ADDRESS_SPACE_SLACK,
            "{r}"
        );
        assert_mandatory_layers(&r);
    }
}

/// `pyrite jail --hash-seed N` hashes strings as `pyrite run --hash-seed N` does; without it,
/// the child draws a random key (the OS entropy it needs was fetched in its warm-up, before
/// the seccomp filter: no getrandom call happens under it).
#[test]
fn hash_seed_reaches_the_child() {
    let script = "print(hash('abc'), hash('x' * 100))\n";
    let stdout = |args: &[&str]| {
        let (r, _) = run(&mut jail_cmd(Path::new(PYRITE), args), script);
        assert_eq!(r["outcome"], "ok", "{r}");
        r["stdout"].as_str().unwrap_or("").to_string()
    };
    let seeded = stdout(&["--hash-seed", "5"]);
    assert_eq!(seeded, stdout(&["--hash-seed", "5"]));
    let direct = Command::new(PYRITE)
        .args(["run", "--hash-seed", "5", "-c", script])
        .output()
        .expect("run pyrite");
    assert_eq!(seeded, String::from_utf8_lossy(&direct.stdout));
    assert_ne!(stdout(&[]), stdout(&[]));
}

/// `pyrite jail --random-seed N` starts `random` as `pyrite run --random-seed N` does.
#[test]
fn random_seed_reaches_the_child() {
    let script = "import random\nprint(random.random(), random.getrandbits(64))\n";
    let stdout = |args: &[&str]| {
        let (r, _) = run(&mut jail_cmd(Path::new(PYRITE), args), script);
        assert_eq!(r["outcome"], "ok", "{r}");
        r["stdout"].as_str().unwrap_or("").to_string()
    };
    let direct = |args: &[&str]| {
        let o = Command::new(PYRITE)
            .args([&["run"], args, &["-c", script]].concat())
            .output()
            .expect("run pyrite");
        String::from_utf8_lossy(&o.stdout).to_string()
    };
    assert_eq!(
        stdout(&["--random-seed", "9"]),
        direct(&["--random-seed", "9"])
    );
    assert_eq!(stdout(&[]), direct(&[]));
    assert_ne!(stdout(&["--random-seed", "9"]), stdout(&[]));
}

#[test]
fn inputs_become_globals_and_the_result_is_reported() {
    let dir = std::env::temp_dir().join(format!("pyrite-jail-inputs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let inputs = dir.join("inputs.json");
    std::fs::write(&inputs, r#"{"rows": [{"v": 3}, {"v": 9}], "scale": 2}"#).expect("write");
    let path = inputs.to_str().expect("utf-8 path");
    let script = "print(len(rows))\n{'max': max(r['v'] for r in rows) * scale}\n";
    let (r, out) = run(
        &mut jail_cmd(Path::new(PYRITE), &["--inputs", path]),
        script,
    );
    assert_eq!(r["outcome"], "ok", "{r}");
    assert_eq!(r["stdout"], "2\n", "{r}");
    assert_eq!(r["result"], serde_json::json!({"max": 18}), "{r}");
    assert_eq!(out.status.code(), Some(0));
    // Without inputs the result is still there; a statement last gives null.
    let (r, _) = run(&mut jail_cmd(Path::new(PYRITE), &[]), "x = 1\n");
    assert_eq!(r["result"], Value::Null, "{r}");
    let (r, _) = run(&mut jail_cmd(Path::new(PYRITE), &[]), "'a' * 3\n");
    assert_eq!(r["result"], "aaa", "{r}");
    // A bad inputs file is a usage error before anything is spawned.
    for (bad, why) in [
        ("[1]", "not a JSON object"),
        (r#"{"not a name": 1}"#, "not a Python identifier"),
        ("{", "EOF"),
    ] {
        std::fs::write(&inputs, bad).expect("write");
        let out = jail_cmd(Path::new(PYRITE), &["--inputs", path])
            .stdin(Stdio::null())
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{bad}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
