//! Helpers shared by the jail tests: the escape twin binary, running `jail` and reading its
//! report, and the layers every run must have.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

use serde_json::Value;

pub const PYRITE: &str = env!("CARGO_BIN_EXE_pyrite");

/// Builds `pyrite-jail-escapes` once (same profile and target dir as this test run, so only
/// the root crate recompiles: dependencies are shared) and returns its path. The profile is
/// read off the directory the test's own `pyrite` binary was built in: `debug` is the `test`
/// profile of `cargo test`, any other directory a profile of that name.
pub fn escapes_bin() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        let profile_dir = Path::new(PYRITE).parent().expect("bin dir");
        let target_dir = profile_dir.parent().expect("target dir");
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let mut cmd = Command::new(env!("CARGO"));
        cmd.arg("build")
            .arg("--manifest-path")
            .arg(&manifest)
            .arg("--target-dir")
            .arg(target_dir)
            .args([
                "--features",
                "jail-test-escapes",
                "--bin",
                "pyrite-jail-escapes",
            ]);
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") | None => "test",
            Some(name) => name,
        };
        cmd.args(["--profile", profile]);
        let out = cmd.output().expect("run cargo");
        assert!(
            out.status.success(),
            "building pyrite-jail-escapes failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        profile_dir.join("pyrite-jail-escapes")
    })
}

/// Runs `BIN jail ARGS -` with `script` on stdin; returns the parsed report and the output.
pub fn run(cmd: &mut Command, script: &str) -> (Value, Output) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn jail");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write script");
    let out = child.wait_with_output().expect("wait jail");
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().last().unwrap_or("");
    let report: Value = serde_json::from_str(line).unwrap_or_else(|e| {
        panic!(
            "no JSON report ({e}); stdout: {text}\nstderr: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (report, out)
}

pub fn jail_cmd(bin: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(bin);
    c.arg("jail").args(args).arg("-");
    c
}

/// Runs the escape `name` in the escapes binary with extra jail options.
pub fn escape(name: &str, args: &[&str]) -> Value {
    let script = format!("print(jail_test_escape({name:?}))\n");
    run(&mut jail_cmd(escapes_bin(), args), &script).0
}

/// The layers that must be present on every run, whatever the privileges.
pub fn assert_mandatory_layers(r: &Value) {
    let c = &r["confinement"];
    assert_eq!(c["seccomp"], true, "seccomp missing: {r}");
    assert_eq!(c["no_new_privs"], true, "no_new_privs missing: {r}");
    assert_eq!(c["capabilities_dropped"], true, "capabilities kept: {r}");
    assert_eq!(c["fds_and_env_reset"], true, "{r}");
    let rl = c["rlimits"].as_object().expect("rlimits");
    for name in ["core", "nofile", "fsize", "nproc", "cpu", "as"] {
        assert_eq!(rl[name]["applied"], true, "rlimit {name} not applied: {r}");
    }
}
