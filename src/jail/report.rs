//! The jail's report: what the child says about itself (over fd 3), and the one JSON object the
//! parent builds from that, the exit status and resource usage, with the outcome classified in
//! DESIGN.md's order of precedence.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::lsm::LandlockReport;
use super::spawn::{Record, Rlimit, NAMESPACES};
use super::supervise::Kill;

/// How a jailed run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JailOutcome {
    /// The script ran to completion.
    Ok,
    /// The script raised and did not catch, or did not compile.
    ScriptError,
    /// The VM's fuel ran out.
    InstructionLimit,
    /// The VM's memory or allocation limit, or the address-space rlimit.
    MemoryLimit,
    /// RLIMIT_CPU: SIGXCPU, or SIGKILL at the hard limit.
    CpuTime,
    /// The seccomp filter killed the child (SIGSYS).
    SeccompViolation,
    /// The parent's wall deadline passed (or the VM's own time limit).
    Timeout,
    /// An output stream went over its cap, in the VM or in the parent.
    OutputLimit,
    /// Anything else: abort (panic, stack overflow), another signal, or an exit status that
    /// does not match the child's own report.
    Crash,
    /// The session dump given with `--session-in` could not be loaded (malformed, tampered,
    /// made under another policy): nothing ran.
    SessionError,
    /// The session dump given with `--session-in` is well formed, but rebuilding the session
    /// from it failed (a kept step hit a limit or did not replay as recorded): the session
    /// has ended (`Status::SessionEnded`); nothing ran.
    SessionEnded,
}

impl JailOutcome {
    /// The `pyrite jail` exit status: 0 ok, 1 script error (2 if it did not compile), 2 a
    /// session dump that does not load, 3 a limit, 4 a seccomp kill or a crash, 5 a session
    /// that has ended.
    pub fn cli_exit_code(self, compile_error: bool) -> i32 {
        match self {
            JailOutcome::Ok => 0,
            JailOutcome::ScriptError if compile_error => 2,
            JailOutcome::SessionError => 2,
            JailOutcome::SessionEnded => crate::SESSION_ENDED_EXIT,
            JailOutcome::ScriptError => 1,
            JailOutcome::InstructionLimit
            | JailOutcome::MemoryLimit
            | JailOutcome::CpuTime
            | JailOutcome::Timeout
            | JailOutcome::OutputLimit => 3,
            JailOutcome::SeccompViolation | JailOutcome::Crash => 4,
        }
    }
}

/// An uncaught exception or compile error, as the child reported it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorInfo {
    /// `compile` or `run`.
    pub phase: String,
    /// The exception class, e.g. `KeyError`.
    #[serde(rename = "type")]
    pub type_name: String,
    /// Its message.
    pub message: String,
}

/// The VM's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatsReport {
    /// Fuel spent.
    pub instructions: u64,
    /// Heap objects created.
    pub allocations: u64,
    /// Highest live heap bytes.
    pub peak_live_bytes: u64,
    /// Bytes the script printed.
    pub output_bytes: u64,
}

/// What the child reports about its confinement once seccomp is in place.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChildConfinement {
    /// Every capability set was emptied.
    pub capabilities_dropped: bool,
    /// The landlock layer.
    pub landlock: LandlockReport,
    /// `PR_SET_NO_NEW_PRIVS` is set.
    pub no_new_privs: bool,
    /// The seccomp filters are installed (the child refuses to run the script otherwise).
    pub seccomp: bool,
    /// Why a layer failed, if one did.
    pub error: Option<String>,
}

/// How the VM run ended, as the child reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChildResult {
    /// `ok`, `compile_error`, `script_error`, `limit`, or for a session step
    /// `session_error` (its dump did not load) or `session_ended` (its heap could not be
    /// rebuilt).
    pub status: String,
    /// The limit's name when `status` is `limit`.
    pub limit: Option<String>,
    /// The error when there was one.
    pub error: Option<ErrorInfo>,
    /// The exit status the child is about to exit with.
    pub exit_code: i32,
    /// The VM's figures.
    pub stats: StatsReport,
    /// The value of the script's last expression statement as JSON, when the run completed
    /// and the value has a JSON form of at most [`MAX_RESULT_BYTES`] (else absent).
    #[serde(default)]
    pub result: Option<serde_json::Value>,
}

/// Cap on the JSON text of a jailed run's result: it crosses fd 3, whose cap is 1 MiB.
pub const MAX_RESULT_BYTES: usize = 512 << 10;

/// What the child says about a session step once it has run (`pyrite jail --session-out`).
/// The line is followed on fd 3 by exactly `dump_len` raw bytes of the session's new dump,
/// unless `omitted`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChildSession {
    /// The steps the session kept after this step.
    pub steps: u64,
    /// True when the step hit a limit and was undone.
    pub rolled_back: bool,
    /// The new dump's length in bytes.
    pub dump_len: u64,
    /// True when the dump is over the parent's cap and so was not sent.
    pub omitted: bool,
}

/// One line the child writes on fd 3.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChildLine {
    /// Written right after seccomp is installed.
    Confinement(ChildConfinement),
    /// A session step: written once the session is loaded (or made), with its kept steps.
    Loaded(u64),
    /// A session step: written after the VM returns, before [`ChildLine::Result`]; the new
    /// dump's bytes follow the line.
    Session(ChildSession),
    /// Written after the VM returns.
    Result(ChildResult),
}

/// The session part of a report (`pyrite jail --session-out`; absent otherwise).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionReport {
    /// The steps the session has kept after this run: those of the new dump when it was
    /// saved, else those of the dump the run started from (`null` when the child never said).
    pub step: Option<u64>,
    /// True when this step was undone: it hit a limit, the child was killed or crashed before
    /// it ended, or its dump was over the cap. The session is then as it was before the step.
    pub rolled_back: bool,
    /// The length of the new dump the child made, when it made one.
    pub dump_bytes: Option<u64>,
    /// True when the new dump was accepted: [`super::run_jailed_step`] returned it, and
    /// `pyrite jail` wrote it to `--session-out` (otherwise the file is untouched).
    pub saved: bool,
    /// Why no new dump was saved, if none was.
    pub error: Option<String>,
}

/// One rlimit as applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RlimitReport {
    /// Soft limit.
    pub soft: u64,
    /// Hard limit.
    pub hard: u64,
    /// `setrlimit` succeeded in the child.
    pub applied: bool,
}

/// Which confinement layers were actually applied to this child.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Confinement {
    /// The seccomp allowlist was installed.
    pub seccomp: bool,
    /// `no_new_privs` was set.
    pub no_new_privs: bool,
    /// Every capability set (bounding where permitted, ambient, effective, permitted,
    /// inheritable) was emptied.
    pub capabilities_dropped: bool,
    /// The landlock layer.
    pub landlock: LandlockReport,
    /// Each namespace: entered or not. `pid` is always false: the child never forks, so a new
    /// pid namespace would hold nobody (seccomp and landlock's signal scope stop `kill`).
    pub namespaces: BTreeMap<String, bool>,
    /// Each rlimit and whether it was set.
    pub rlimits: BTreeMap<String, RlimitReport>,
    /// The child started with only fds 0-3 and an empty environment.
    pub fds_and_env_reset: bool,
    /// Why a layer is missing, if the child said.
    pub error: Option<String>,
}

/// The limits in force for a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LimitsReport {
    /// VM fuel.
    pub max_instructions: Option<u64>,
    /// VM live heap bytes.
    pub max_memory: Option<u64>,
    /// VM heap objects.
    pub max_allocations: Option<u64>,
    /// VM call depth.
    pub max_recursion: u32,
    /// Wall deadline in milliseconds.
    pub max_duration_ms: u64,
    /// RLIMIT_CPU soft limit.
    pub cpu_seconds: u64,
    /// Per-stream output cap (VM and parent).
    pub output_limit: u64,
    /// RLIMIT_AS.
    pub address_space: u64,
}

/// The report of one jailed run: one JSON object.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// How the run ended.
    pub outcome: JailOutcome,
    /// More about the outcome: the limit's name, the signal, or why it is a crash.
    pub detail: Option<String>,
    /// The child's exit status, if it exited.
    pub exit_code: Option<i32>,
    /// The signal that ended the child, if one did (e.g. `SIGSYS`).
    pub signal: Option<String>,
    /// The script's uncaught exception or compile error.
    pub error: Option<ErrorInfo>,
    /// The VM's figures (absent if the child never reported them).
    pub stats: Option<StatsReport>,
    /// The value of the script's last expression statement as JSON (`null` when that is not
    /// an expression statement); absent if the run did not complete, or the value has no JSON
    /// form or one over 512 KiB.
    pub result: Option<serde_json::Value>,
    /// Wall time from fork to reaping, in milliseconds.
    pub wall_ms: f64,
    /// User plus system CPU time of the child, in milliseconds.
    pub cpu_ms: f64,
    /// Peak resident set size of the child, in KiB.
    pub peak_rss_kib: u64,
    /// The Pyrite version.
    pub pyrite_version: String,
    /// SHA-256 of the source bytes, hex.
    pub source_sha256: String,
    /// SHA-256 of the policy (allowlisted syscalls, landlock rights, host functions), hex.
    pub policy_digest: String,
    /// The limits in force.
    pub limits: LimitsReport,
    /// The layers actually applied.
    pub confinement: Confinement,
    /// The script's stdout (lossy UTF-8, bounded), unless streamed.
    pub stdout: Option<String>,
    /// The script's stderr (lossy UTF-8, bounded), unless streamed.
    pub stderr: Option<String>,
    /// Bytes the child wrote to stdout (including any beyond the cap).
    pub stdout_bytes: u64,
    /// Bytes the child wrote to stderr (including any beyond the cap).
    pub stderr_bytes: u64,
    /// The session step, when the run was one (`--session-out`); absent from the JSON
    /// otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<SessionReport>,
}

impl Report {
    /// The `pyrite jail` exit status for this report: an uncaught `SystemExit` exits with
    /// the child's status, as `pyrite run` does.
    pub fn cli_exit_code(&self) -> i32 {
        let compile = self.error.as_ref().is_some_and(|e| e.phase == "compile");
        let exit = self
            .error
            .as_ref()
            .is_some_and(|e| e.type_name == "SystemExit");
        // A session step whose dump was refused for its size is a limit (the step is undone).
        let too_big = self
            .session
            .as_ref()
            .is_some_and(|s| !s.saved && s.dump_bytes.is_some());
        match (self.outcome, self.exit_code) {
            (JailOutcome::Ok, _) if too_big => 3,
            (JailOutcome::ScriptError, Some(code)) if exit => code,
            _ => self.outcome.cli_exit_code(compile),
        }
    }
}

/// The message Rust's default allocation-error handler prints before it aborts.
const ALLOC_FAILED: &str = "memory allocation of ";

/// What fd 3 carried: the pre-exec record, the child's lines, and the bytes that followed a
/// [`ChildLine::Session`] line (a session's new dump), when all of them arrived.
pub struct ChildChannel {
    /// The pre-exec record.
    pub record: Option<Record>,
    /// The child's lines, in order (a line that is not JSON is skipped).
    pub lines: Vec<ChildLine>,
    /// The new session dump.
    pub dump: Option<Vec<u8>>,
}

/// Splits fd 3's bytes into the pre-exec record, the child's lines and a session dump.
pub fn parse_child_channel(bytes: &[u8]) -> ChildChannel {
    let (record, mut rest) = Record::split(bytes);
    let mut lines = Vec::new();
    let mut dump = None;
    while !rest.is_empty() {
        let (line, after) = match rest.iter().position(|&b| b == b'\n') {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (rest, &rest[rest.len()..]),
        };
        rest = after;
        let Ok(parsed) = serde_json::from_slice::<ChildLine>(line) else {
            continue;
        };
        if let ChildLine::Session(s) = &parsed {
            if !s.omitted {
                let n = usize::try_from(s.dump_len).unwrap_or(usize::MAX);
                match (rest.get(..n), rest.get(n..)) {
                    (Some(d), Some(after)) => {
                        dump = Some(d.to_vec());
                        rest = after;
                    }
                    // Cut short: no dump, and nothing after it can be read as a line.
                    _ => rest = &rest[rest.len()..],
                }
            }
        }
        lines.push(parsed);
    }
    ChildChannel {
        record,
        lines,
        dump,
    }
}

/// Builds the confinement section from the pre-exec record and the child's own line.
pub fn confinement(
    rec: Option<Record>,
    child: Option<&ChildConfinement>,
    rlimits: &[Rlimit],
) -> Confinement {
    let reset = rec.is_some();
    let rec = rec.unwrap_or_default();
    let mut namespaces: BTreeMap<String, bool> = NAMESPACES
        .iter()
        .enumerate()
        .map(|(i, (name, _))| (name.to_string(), rec.namespaces & (1 << i) != 0))
        .collect();
    namespaces.insert("pid".to_string(), false);
    let rl = rlimits
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let applied = rec.rlimits & (1 << i) != 0;
            let v = RlimitReport {
                soft: r.soft,
                hard: r.hard,
                applied,
            };
            (r.name.to_string(), v)
        })
        .collect();
    let child = child.cloned().unwrap_or_default();
    Confinement {
        seccomp: child.seccomp,
        no_new_privs: child.no_new_privs,
        capabilities_dropped: child.capabilities_dropped,
        landlock: child.landlock,
        namespaces,
        rlimits: rl,
        fds_and_env_reset: reset,
        error: child.error,
    }
}

fn signal_name(sig: i32) -> String {
    nix::sys::signal::Signal::try_from(sig)
        .map(|s| s.as_str().to_string())
        .unwrap_or_else(|_| format!("signal {sig}"))
}

fn from_child(r: &ChildResult) -> (JailOutcome, Option<String>) {
    match (r.status.as_str(), r.limit.as_deref()) {
        ("ok", _) => (JailOutcome::Ok, None),
        ("compile_error" | "script_error", _) => (JailOutcome::ScriptError, None),
        ("limit", Some(l @ "instructions")) => (JailOutcome::InstructionLimit, Some(l.into())),
        ("limit", Some(l @ ("memory" | "allocations"))) => {
            (JailOutcome::MemoryLimit, Some(l.into()))
        }
        ("limit", Some(l @ ("output" | "output_closed"))) => {
            (JailOutcome::OutputLimit, Some(l.into()))
        }
        ("limit", Some(l @ ("time" | "deadline" | "cancelled"))) => {
            (JailOutcome::Timeout, Some(l.into()))
        }
        ("session_error", _) => (JailOutcome::SessionError, None),
        ("session_ended", _) => (JailOutcome::SessionEnded, None),
        (s, l) => (
            JailOutcome::Crash,
            Some(format!("unknown child status {s} {l:?}")),
        ),
    }
}

/// Classifies a run. Precedence: the parent's own kill (timeout, output cap), SIGSYS, CPU
/// rlimit, the child's report checked against its exit status, abort, anything else.
/// `status` is the raw wait status, `stderr` the captured stderr (its tail tells an allocation
/// failure from other aborts).
pub fn classify(
    killed: Option<Kill>,
    status: libc::c_int,
    stderr: &[u8],
    result: Option<&ChildResult>,
    cpu_secs: f64,
    cpu_limit: u64,
) -> (JailOutcome, Option<String>) {
    let signal = libc::WIFSIGNALED(status).then(|| libc::WTERMSIG(status));
    match killed {
        Some(Kill::Timeout) => return (JailOutcome::Timeout, Some("wall deadline".into())),
        Some(Kill::OutputLimit) => {
            return (JailOutcome::OutputLimit, Some("parent output cap".into()))
        }
        None => {}
    }
    match signal {
        Some(libc::SIGSYS) => return (JailOutcome::SeccompViolation, Some("SIGSYS".into())),
        Some(libc::SIGXCPU) => return (JailOutcome::CpuTime, Some("SIGXCPU".into())),
        Some(libc::SIGKILL) if cpu_secs >= cpu_limit as f64 => {
            return (
                JailOutcome::CpuTime,
                Some("SIGKILL at the hard CPU limit".into()),
            )
        }
        _ => {}
    }
    if libc::WIFEXITED(status) {
        let code = libc::WEXITSTATUS(status);
        return match result {
            Some(r) if r.exit_code == code => from_child(r),
            Some(r) => (
                JailOutcome::Crash,
                Some(format!(
                    "exit status {code} but the child reported {}",
                    r.exit_code
                )),
            ),
            None => (
                JailOutcome::Crash,
                Some(format!("exit status {code} without a report")),
            ),
        };
    }
    match signal {
        Some(libc::SIGABRT) => {
            // Rust aborts when an allocation fails: under RLIMIT_AS that is the memory limit.
            let tail = &stderr[stderr.len().saturating_sub(4096)..];
            if String::from_utf8_lossy(tail).contains(ALLOC_FAILED) {
                (
                    JailOutcome::MemoryLimit,
                    Some("address space rlimit".into()),
                )
            } else {
                (JailOutcome::Crash, Some("SIGABRT".into()))
            }
        }
        Some(sig) => (JailOutcome::Crash, Some(signal_name(sig))),
        None => (JailOutcome::Crash, Some(format!("wait status {status}"))),
    }
}

/// The signal name for a wait status, if a signal ended the child.
pub fn wait_signal(status: libc::c_int) -> Option<String> {
    libc::WIFSIGNALED(status).then(|| signal_name(libc::WTERMSIG(status)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exited(code: i32) -> libc::c_int {
        code << 8
    }

    fn result(status: &str, limit: Option<&str>, exit_code: i32) -> ChildResult {
        ChildResult {
            status: status.into(),
            limit: limit.map(Into::into),
            error: None,
            exit_code,
            stats: StatsReport::default(),
            result: None,
        }
    }

    fn outcome(
        killed: Option<Kill>,
        status: libc::c_int,
        stderr: &[u8],
        r: Option<&ChildResult>,
    ) -> JailOutcome {
        classify(killed, status, stderr, r, 0.5, 10).0
    }

    #[test]
    fn parent_kill_comes_first() {
        let sigsys = libc::SIGSYS;
        assert_eq!(
            outcome(Some(Kill::Timeout), sigsys, b"", None),
            JailOutcome::Timeout
        );
        let ok = result("ok", None, 0);
        let o = outcome(Some(Kill::OutputLimit), exited(0), b"", Some(&ok));
        assert_eq!(o, JailOutcome::OutputLimit);
    }

    #[test]
    fn kernel_verdicts_beat_the_child_report() {
        let ok = result("ok", None, 0);
        assert_eq!(
            outcome(None, libc::SIGSYS, b"", Some(&ok)),
            JailOutcome::SeccompViolation
        );
        assert_eq!(
            outcome(None, libc::SIGXCPU, b"", Some(&ok)),
            JailOutcome::CpuTime
        );
        assert_eq!(
            classify(None, libc::SIGKILL, b"", None, 11.0, 10).0,
            JailOutcome::CpuTime
        );
        assert_eq!(outcome(None, libc::SIGKILL, b"", None), JailOutcome::Crash);
    }

    #[test]
    fn the_child_report_must_match_the_exit_status() {
        let ok = result("ok", None, 0);
        assert_eq!(outcome(None, exited(0), b"", Some(&ok)), JailOutcome::Ok);
        assert_eq!(outcome(None, exited(1), b"", Some(&ok)), JailOutcome::Crash);
        assert_eq!(outcome(None, exited(0), b"", None), JailOutcome::Crash);
        let lim = result("limit", Some("instructions"), 3);
        let o = outcome(None, exited(3), b"", Some(&lim));
        assert_eq!(o, JailOutcome::InstructionLimit);
        let lim = result("limit", Some("allocations"), 3);
        assert_eq!(
            outcome(None, exited(3), b"", Some(&lim)),
            JailOutcome::MemoryLimit
        );
        let err = result("script_error", None, 1);
        assert_eq!(
            outcome(None, exited(1), b"", Some(&err)),
            JailOutcome::ScriptError
        );
    }

    #[test]
    fn aborts_are_crashes_unless_an_allocation_failed() {
        let abrt = libc::SIGABRT;
        assert_eq!(
            outcome(None, abrt, b"thread panicked", None),
            JailOutcome::Crash
        );
        let oom = b"memory allocation of 16777216 bytes failed\n";
        assert_eq!(outcome(None, abrt, oom, None), JailOutcome::MemoryLimit);
        assert_eq!(outcome(None, libc::SIGSEGV, b"", None), JailOutcome::Crash);
    }

    #[test]
    fn exit_codes_of_the_cli() {
        assert_eq!(JailOutcome::Ok.cli_exit_code(false), 0);
        assert_eq!(JailOutcome::ScriptError.cli_exit_code(false), 1);
        assert_eq!(JailOutcome::ScriptError.cli_exit_code(true), 2);
        assert_eq!(JailOutcome::Timeout.cli_exit_code(false), 3);
        assert_eq!(JailOutcome::SeccompViolation.cli_exit_code(false), 4);
        assert_eq!(JailOutcome::Crash.cli_exit_code(false), 4);
    }

    fn line(l: &ChildLine) -> Vec<u8> {
        let mut v = serde_json::to_vec(l).unwrap();
        v.push(b'\n');
        v
    }

    fn session_line(dump_len: u64, omitted: bool) -> ChildLine {
        ChildLine::Session(ChildSession {
            steps: 1,
            rolled_back: false,
            dump_len,
            omitted,
        })
    }

    #[test]
    fn a_session_dump_follows_its_line() {
        // A dump with newlines and bytes that look like a line does not split the lines.
        let dump = b"PYRITESS\n{\"result\": 1}\n\x00\xff".to_vec();
        let mut bytes = line(&ChildLine::Loaded(0));
        bytes.extend(line(&session_line(dump.len() as u64, false)));
        bytes.extend(&dump);
        bytes.extend(line(&ChildLine::Result(result("ok", None, 0))));
        let c = parse_child_channel(&bytes);
        assert_eq!(c.dump.as_deref(), Some(&dump[..]));
        assert_eq!(c.lines.len(), 3);
        assert!(matches!(c.lines[2], ChildLine::Result(_)));

        // An omitted dump: nothing follows the line.
        let mut bytes = line(&session_line(9, true));
        bytes.extend(line(&ChildLine::Result(result("ok", None, 0))));
        let c = parse_child_channel(&bytes);
        assert_eq!((c.dump, c.lines.len()), (None, 2));

        // Cut short: no dump, and no result after it.
        let mut bytes = line(&session_line(100, false));
        bytes.extend(b"short");
        let c = parse_child_channel(&bytes);
        assert_eq!((c.dump, c.lines.len()), (None, 1));
    }

    #[test]
    fn a_dump_that_does_not_load_is_a_usage_error() {
        assert_eq!(JailOutcome::SessionError.cli_exit_code(false), 2);
        let err = result("session_error", None, 2);
        assert_eq!(
            outcome(None, exited(2), b"", Some(&err)),
            JailOutcome::SessionError
        );
    }

    /// Whatever the child writes on fd 3 (it may be compromised), parsing never panics, and a
    /// dump is only ever the bytes a `session` line announced.
    #[test]
    fn any_channel_bytes_parse_without_panicking() {
        let dump = b"PYRITESS\ndump".to_vec();
        let mut good = line(&ChildLine::Loaded(1));
        good.extend(line(&session_line(dump.len() as u64, false)));
        good.extend(&dump);
        good.extend(line(&ChildLine::Result(result("ok", None, 0))));
        for cut in 0..=good.len() {
            let c = parse_child_channel(&good[..cut]);
            if let Some(d) = c.dump {
                assert_eq!(d, dump);
            }
        }
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..2000 {
            let mut bytes = good.clone();
            for _ in 0..4 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let at = (seed as usize) % bytes.len();
                bytes[at] = (seed >> 32) as u8;
            }
            let c = parse_child_channel(&bytes);
            assert!(c.dump.is_none_or(|d| d.len() <= bytes.len()));
        }
    }
}
