//! The jail without privilege: as user `nobody` (via `setpriv`, when these tests run as root),
//! and with user namespaces forbidden (inside `unshare -U -r` with
//! `user.max_user_namespaces = 0`). The jail must still run, still kill an escape with seccomp,
//! and report honestly the layers it could not apply. Where the tool or the privilege to set
//! up the situation is missing, the test says SKIP and why.

use std::path::Path;
use std::process::{Command, Stdio};

use super::jail_common::{assert_mandatory_layers, escapes_bin, run, PYRITE};

fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|s| {
        s.lines()
            .find(|l| l.starts_with("Uid:"))
            .is_some_and(|l| l.split_whitespace().nth(1) == Some("0"))
    })
}

/// `setpriv` to uid/gid 65534 with no groups, if this process can do that and `nobody` can
/// execute `bin`; otherwise why not.
fn as_nobody(bin: &Path) -> Result<Command, String> {
    if !is_root() {
        return Err(
            "not running as root, so already unprivileged (covered by tests/it/jail.rs)".into(),
        );
    }
    let mut probe = Command::new("setpriv");
    probe
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(bin)
        .arg("jail")
        .arg("--help")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    match probe.status() {
        Ok(s) if s.success() => {}
        Ok(s) => return Err(format!("nobody cannot run {} ({s})", bin.display())),
        Err(e) => return Err(format!("no setpriv: {e}")),
    }
    let mut c = Command::new("setpriv");
    c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(bin);
    Ok(c)
}

#[test]
fn as_nobody_the_jail_still_confines_and_runs() {
    let mut cmd = match as_nobody(escapes_bin()) {
        Ok(c) => c,
        Err(why) => {
            eprintln!("SKIP as_nobody: {why}");
            return;
        }
    };
    cmd.args(["jail", "-"]);
    let (r, _) = run(&mut cmd, "print(jail_test_escape('open'))\n");
    assert_eq!(r["outcome"], "seccomp_violation", "{r}");
    assert_mandatory_layers(&r);
    eprintln!("as nobody: namespaces {}", r["confinement"]["namespaces"]);

    // A benign script gives the same stdout and status as `pyrite run`.
    let mut cmd = as_nobody(Path::new(PYRITE)).expect("probed above");
    cmd.args(["jail", "-"]);
    let (r, out) = run(&mut cmd, "print(6 * 7)\n");
    assert_mandatory_layers(&r);
    let direct = Command::new(PYRITE)
        .args(["run", "-c", "print(6 * 7)"])
        .output()
        .expect("pyrite run");
    assert_eq!(
        r["stdout"].as_str().map(str::as_bytes),
        Some(&direct.stdout[..])
    );
    assert_eq!(out.status.code(), direct.status.code(), "{r}");
}

#[test]
fn without_user_namespaces_the_report_says_so() {
    // Inside a user namespace of our own, forbid further user namespaces, then run the jail.
    let script = r#"echo 0 > /proc/sys/user/max_user_namespaces || exit 97; exec "$0" jail -"#;
    let ok = Command::new("unshare")
        .args(["-U", "-r", "true"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        eprintln!("SKIP without_user_namespaces: `unshare -U -r` is not available here");
        return;
    }
    let mut cmd = Command::new("unshare");
    cmd.args(["-U", "-r", "sh", "-c", script])
        .arg(escapes_bin());
    let (r, _) = run(&mut cmd, "print(jail_test_escape('open'))\n");
    assert_eq!(r["outcome"], "seccomp_violation", "{r}");
    assert_mandatory_layers(&r);
    assert_eq!(r["confinement"]["namespaces"]["user"], false, "{r}");
}

#[test]
fn as_nobody_a_session_crosses_two_jailed_steps() {
    use std::os::unix::fs::PermissionsExt;
    let mut probe = match as_nobody(Path::new(PYRITE)) {
        Ok(c) => c,
        Err(why) => {
            eprintln!("SKIP as_nobody session: {why}");
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("pyrite-nobody-session-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).expect("chmod");
    let dump = dir.join("s.bin");
    let dump = dump.to_str().expect("utf-8 path");
    probe.args(["jail", "--session-out", dump, "-"]);
    let (r, _) = run(&mut probe, "n = 6\n");
    assert_mandatory_layers(&r);
    assert_eq!(r["session"]["saved"], true, "{r}");
    let mut cmd = as_nobody(Path::new(PYRITE)).expect("probed above");
    cmd.args(["jail", "--session-in", dump, "--session-out", dump, "-"]);
    let (r, _) = run(&mut cmd, "n * 7\n");
    assert_mandatory_layers(&r);
    assert_eq!(r["result"], 42, "{r}");
    assert_eq!(r["session"]["step"], 2, "{r}");
    let _ = std::fs::remove_dir_all(&dir);
}
