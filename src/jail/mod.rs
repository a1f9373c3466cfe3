//! The OS boundary (`pyrite jail`): runs a script in a confined child process and reports one
//! JSON object. The only module where `unsafe` is allowed, and only in the files that talk to
//! the kernel directly (`spawn`, `supervise`, `child`, the test-only `escapes`).
//!
//! Process shape (DESIGN.md, "The jail"): the parent reads the script, makes four pipes, forks;
//! the child (plain syscalls only) calls setsid, sets the parent-death signal, puts the pipes on
//! fds 0-3 and closes all else, enters what namespaces it can, sets rlimits and execs this
//! binary by fd with an empty environment in child mode ([`CHILD_MODE_ARG`]). The exec'd child
//! reads the script from fd 0, warms up, drops capabilities, applies landlock, `no_new_privs`
//! and a seccomp allowlist, runs the VM and reports on fd 3. The parent feeds fd 0, drains fds 1-3 with caps,
//! kills at the deadline, reaps with `wait4` and classifies.
//!
//! A session step ([`run_jailed_step`]) adds a session dump to fd 0 after the script and
//! inputs; the child loads (and so validates) it behind seccomp, runs the step and writes
//! the new dump on fd 3 right after a `session` line giving its length. The parent accepts it
//! only from a child that exited as it reported, whole and within the cap.
//!
//! ```no_run
//! use pyrite::jail::{run_jailed, JailConfig, JailOutcome};
//! // In `main` of a program that uses its own binary as the child:
//! pyrite::jail::run_child_if_requested();
//! let report = run_jailed(&JailConfig::default(), b"print(6 * 7)\n").unwrap();
//! assert_eq!(report.outcome, JailOutcome::Ok);
//! assert_eq!(report.stdout.as_deref(), Some("42\n"));
//! ```

#[allow(unsafe_code)]
mod child;
mod cli;
mod config;
#[cfg(feature = "jail-test-escapes")]
#[allow(unsafe_code)]
mod escapes;
mod lsm;
mod report;
mod seccomp;
#[allow(unsafe_code)]
mod spawn;
#[allow(unsafe_code)]
mod supervise;

use std::time::Instant;

use sha2::{Digest, Sha256};

pub use child::child_main;
pub use cli::{cli_main, defaults as default_limits, JailArgs};
pub use config::{
    parse_duration, JailConfig, OutputMode, ADDRESS_SPACE_SLACK, DEFAULT_CPU_SECONDS,
    DEFAULT_MAX_DURATION, DEFAULT_MAX_INSTRUCTIONS, DEFAULT_MAX_MEMORY, DEFAULT_MAX_SESSION_BYTES,
    DEFAULT_OUTPUT_LIMIT, MAX_INPUTS_BYTES, MAX_SESSION_BYTES,
};
pub use lsm::LandlockReport;
pub use report::{
    Confinement, ErrorInfo, JailOutcome, LimitsReport, Report, RlimitReport, SessionReport,
    StatsReport, MAX_RESULT_BYTES,
};
pub use seccomp::allowlist_description as seccomp_allowlist;

use crate::engine::DEFAULT_MAX_SOURCE_BYTES;
use spawn::Rlimit;

/// The hidden first argument that makes the binary run as a jailed child.
pub const CHILD_MODE_ARG: &str = "__jail-child";

/// Whether this build carries the test-only escape built-in (it must not, outside tests).
pub const HAS_TEST_ESCAPES: bool = cfg!(feature = "jail-test-escapes");

/// Why a jailed run could not even start.
#[derive(Debug)]
pub enum JailError {
    /// The source is larger than the engine's source cap.
    SourceTooLarge(usize),
    /// The inputs' JSON is larger than [`config::MAX_INPUTS_BYTES`].
    InputsTooLarge(usize),
    /// A session step's dump (its length, then the cap) is larger than the step's cap.
    SessionTooLarge(usize, u64),
    /// A session step's cap is larger than [`MAX_SESSION_BYTES`].
    SessionCapTooLarge(u64),
    /// Opening the binary, making pipes, forking or reaping failed.
    Io(std::io::Error),
}

impl std::fmt::Display for JailError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JailError::SourceTooLarge(n) => write!(
                f,
                "source is {n} bytes; the cap is {DEFAULT_MAX_SOURCE_BYTES}"
            ),
            JailError::InputsTooLarge(n) => write!(
                f,
                "inputs are {n} bytes of JSON; the cap is {}",
                config::MAX_INPUTS_BYTES
            ),
            JailError::SessionTooLarge(n, cap) => write!(
                f,
                "the session dump is {n} bytes; the cap is {cap} (--max-session-bytes)"
            ),
            JailError::SessionCapTooLarge(cap) => write!(
                f,
                "a session cap of {cap} bytes is over the jail's most, {MAX_SESSION_BYTES}"
            ),
            JailError::Io(e) => write!(f, "jail: {e}"),
        }
    }
}

impl std::error::Error for JailError {}

impl From<std::io::Error> for JailError {
    fn from(e: std::io::Error) -> JailError {
        JailError::Io(e)
    }
}

/// For programs that jail scripts with their own binary ([`JailConfig::program`] = `None`):
/// call first thing in `main`. If this process was started as a jailed child it runs the
/// child and exits; otherwise it returns at once.
pub fn run_child_if_requested() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some(CHILD_MODE_ARG) {
        std::process::exit(child_main(&args[1..]));
    }
}

/// The rlimits the child sets before exec. Order is the bit order of the pre-exec record.
fn rlimits_for(config: &JailConfig) -> Vec<Rlimit> {
    let rl = |name, resource, soft, hard| Rlimit {
        name,
        resource,
        soft,
        hard,
    };
    let cpu = config.cpu_seconds.max(1);
    let aspace = config.effective_address_space();
    vec![
        rl("core", libc::RLIMIT_CORE, 0, 0),
        // fds 0-3, the executable until exec, and what the runtime opens at start-up.
        rl("nofile", libc::RLIMIT_NOFILE, 16, 16),
        rl("fsize", libc::RLIMIT_FSIZE, 0, 0),
        rl("nproc", libc::RLIMIT_NPROC, 0, 0),
        rl("cpu", libc::RLIMIT_CPU, cpu, cpu + 1),
        rl("as", libc::RLIMIT_AS, aspace, aspace),
        rl("memlock", libc::RLIMIT_MEMLOCK, 0, 0),
        rl("msgqueue", libc::RLIMIT_MSGQUEUE, 0, 0),
    ]
}

/// SHA-256 of the policy: the script-visible surface (every allowlisted built-in, method and
/// module, with their fuel rules, minus what `narrowing` removes), the host functions granted,
/// the syscall allowlist, the landlock and namespace requests and the rlimit set. Two reports
/// with the same digest ran under the same rules.
pub fn policy_digest(narrowing: &crate::Narrowing) -> String {
    // Behind cfg, not `if HAS_TEST_ESCAPES`: a build without the feature must not even contain
    // the name (tests/it/jail.rs scans the binary for it).
    #[cfg(feature = "jail-test-escapes")]
    let host_fns: Vec<&str> = vec![escapes::HOST_FN_NAME];
    #[cfg(not(feature = "jail-test-escapes"))]
    let host_fns: Vec<&str> = Vec::new();
    let rlimits: Vec<&str> = rlimits_for(&JailConfig::default())
        .iter()
        .map(|r| r.name)
        .collect();
    let namespaces: Vec<&str> = spawn::NAMESPACES.iter().map(|(n, _)| *n).collect();
    let mut engine = crate::Engine::new();
    // An unknown name leaves the surface as it is; the child refuses to run with it.
    let _ = engine.narrow(narrowing);
    let policy = serde_json::json!({
        "pyrite": crate::VERSION,
        "seccomp": seccomp::allowlist_description(),
        "landlock": "all fs and net rights handled, none granted; signal and abstract-socket scopes",
        "namespaces": namespaces,
        "rlimits": rlimits,
        "host_functions": host_fns,
        "surface": engine.policy_report().surface,
    });
    hex(&Sha256::digest(policy.to_string().as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Runs `source` in a jailed child under `config` and returns the report. An error means the
/// child could not be started at all; everything that happens to a started child (including a
/// seccomp kill or a crash) is a [`Report`].
pub fn run_jailed(config: &JailConfig, source: &[u8]) -> Result<Report, JailError> {
    run(config, source, None).map(|(report, _)| report)
}

/// A session step for [`run_jailed_step`]: the dump it starts from and the cap on dumps.
#[derive(Clone, Copy, Debug)]
pub struct SessionStep<'a> {
    /// The session's dump ([`crate::Session::dump`]'s bytes, untrusted: the child loads and
    /// validates them behind seccomp), or `None` to start a new session.
    pub dump: Option<&'a [u8]>,
    /// The largest dump accepted, coming in and going out; at most [`MAX_SESSION_BYTES`].
    pub max_bytes: u64,
    /// The step's own limits, below the config's ([`crate::Session::run_limited`]).
    pub limits: crate::StepLimits,
}

/// Runs `source` in a jailed child as the next step of a session (`pyrite jail --session-in
/// --session-out`): the dump goes to the child on fd 0 after the source and inputs, the child
/// loads it ([`crate::Engine::load_session`]), runs the step and sends the new dump back on its
/// report channel. Returns the report, whose `session` says how the step went, and the new
/// dump when one was accepted: the child exited as it reported, and the dump is within the
/// cap. Without one (killed, crashed, over the cap, a dump that did not load) the session is
/// as it was before the step.
pub fn run_jailed_step(
    config: &JailConfig,
    source: &[u8],
    step: SessionStep<'_>,
) -> Result<(Report, Option<Vec<u8>>), JailError> {
    if step.max_bytes > MAX_SESSION_BYTES {
        return Err(JailError::SessionCapTooLarge(step.max_bytes));
    }
    if let Some(d) = step.dump.filter(|d| d.len() as u64 > step.max_bytes) {
        return Err(JailError::SessionTooLarge(d.len(), step.max_bytes));
    }
    run(config, source, Some(step))
}

/// [`run_jailed`], or [`run_jailed_step`] with `step`.
fn run(
    config: &JailConfig,
    source: &[u8],
    step: Option<SessionStep<'_>>,
) -> Result<(Report, Option<Vec<u8>>), JailError> {
    if source.len() > DEFAULT_MAX_SOURCE_BYTES {
        return Err(JailError::SourceTooLarge(source.len()));
    }
    let inputs = config.inputs.as_deref().unwrap_or("").as_bytes();
    if inputs.len() > config::MAX_INPUTS_BYTES {
        return Err(JailError::InputsTooLarge(inputs.len()));
    }
    let rlimits = rlimits_for(config);
    let mut args = vec!["pyrite".to_string(), CHILD_MODE_ARG.to_string()];
    args.extend(config.child_args(source.len(), std::process::id() as i32));
    let dump = step.and_then(|s| s.dump).unwrap_or(b"");
    let mut report_cap = supervise::REPORT_CAP;
    if let Some(s) = step {
        args.extend(["--max-session-bytes".to_string(), s.max_bytes.to_string()]);
        if s.dump.is_some() {
            args.extend(["--session-len".to_string(), dump.len().to_string()]);
        }
        args.extend(config::step_limit_args(&s.limits));
        report_cap = report_cap.saturating_add(usize::try_from(s.max_bytes).unwrap_or(0));
    }
    // The child reads exactly the source's length, then the inputs', then the dump's (its
    // arguments say all three).
    let stdin = [source, inputs, dump].concat();
    let start = Instant::now();
    let child = spawn::spawn(config.program.as_deref(), &args, &rlimits)?;
    let c = supervise::supervise(
        child,
        &stdin,
        config.max_duration,
        config.output_limit,
        report_cap,
        config.output,
        start,
    )?;

    let channel = report::parse_child_channel(&c.report);
    let record = channel.record;
    if let Some(errno) = record.map(|r| r.exec_errno).filter(|&e| e != 0) {
        return Err(JailError::Io(std::io::Error::from_raw_os_error(errno)));
    }
    let mut child_conf = None;
    let mut result = None;
    let mut loaded = None;
    let mut stepped = None;
    for line in &channel.lines {
        match line {
            report::ChildLine::Confinement(c) => child_conf = Some(c),
            report::ChildLine::Result(r) => result = Some(r),
            report::ChildLine::Loaded(n) => loaded = Some(*n),
            report::ChildLine::Session(s) => stepped = Some(s),
        }
    }
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    let cpu = tv(c.rusage.ru_utime) + tv(c.rusage.ru_stime);
    let (outcome, detail) = report::classify(
        c.killed,
        c.wait_status,
        &c.stderr,
        result,
        cpu,
        config.cpu_seconds.max(1),
    );
    let trusted = result.filter(|_| libc::WIFEXITED(c.wait_status));
    let vm = config.vm_limits();
    let capture = config.output == OutputMode::Capture;
    let (session, new_dump) = match step {
        None => (None, None),
        Some(s) => {
            let (r, d) = session_report(SessionEnd {
                outcome,
                step: s,
                loaded,
                stepped,
                dump: channel.dump,
                // A child the parent killed (deadline, output cap) keeps nothing, even if it
                // had already exited.
                trusted: trusted.is_some() && c.killed.is_none(),
                why: trusted
                    .and_then(|r| r.error.as_ref())
                    .map(|e| e.message.clone()),
            });
            (Some(r), d)
        }
    };
    let report = Report {
        outcome,
        detail,
        exit_code: libc::WIFEXITED(c.wait_status).then(|| libc::WEXITSTATUS(c.wait_status)),
        signal: report::wait_signal(c.wait_status),
        error: trusted.and_then(|r| r.error.clone()),
        stats: trusted.map(|r| r.stats),
        result: trusted.and_then(|r| r.result.clone()),
        wall_ms: c.wall.as_secs_f64() * 1e3,
        cpu_ms: cpu * 1e3,
        peak_rss_kib: u64::try_from(c.rusage.ru_maxrss).unwrap_or(0),
        pyrite_version: crate::VERSION.to_string(),
        source_sha256: hex(&Sha256::digest(source)),
        policy_digest: policy_digest(&config.narrowing),
        limits: LimitsReport {
            max_instructions: vm.max_instructions,
            max_memory: vm.max_memory,
            max_allocations: vm.max_allocations,
            max_recursion: vm.max_recursion,
            max_duration_ms: u64::try_from(config.max_duration.as_millis()).unwrap_or(u64::MAX),
            cpu_seconds: config.cpu_seconds.max(1),
            output_limit: config.output_limit,
            address_space: config.effective_address_space(),
        },
        confinement: report::confinement(record, child_conf, &rlimits),
        stdout: capture.then(|| String::from_utf8_lossy(&c.stdout).into_owned()),
        stderr: capture.then(|| String::from_utf8_lossy(&c.stderr).into_owned()),
        stdout_bytes: c.stdout_total,
        stderr_bytes: c.stderr_total,
        session,
    };
    Ok((report, new_dump))
}

/// What the parent learned about a session step.
struct SessionEnd<'a> {
    outcome: JailOutcome,
    step: SessionStep<'a>,
    /// The kept steps of the session the child loaded (or made).
    loaded: Option<u64>,
    /// What the child said after the step.
    stepped: Option<&'a report::ChildSession>,
    /// The bytes that followed that line.
    dump: Option<Vec<u8>>,
    /// The child exited by itself, with a report.
    trusted: bool,
    /// The error the child reported, if any.
    why: Option<String>,
}

/// The report's session part, and the new dump when it is accepted: the child exited as it
/// reported, it sent the whole dump, and the dump is within the cap.
fn session_report(e: SessionEnd<'_>) -> (SessionReport, Option<Vec<u8>>) {
    let before = e.loaded.or(e.step.dump.is_none().then_some(0));
    let undone = |step: Option<u64>, dump_bytes: Option<u64>, why: String| SessionReport {
        step,
        rolled_back: true,
        dump_bytes,
        saved: false,
        error: Some(why),
    };
    if matches!(
        e.outcome,
        JailOutcome::SessionError | JailOutcome::SessionEnded
    ) {
        let what = if e.outcome == JailOutcome::SessionEnded {
            "the session has ended: its heap could not be rebuilt from its dump"
        } else {
            "the session could not be restored from its dump"
        };
        let r = SessionReport {
            step: None,
            rolled_back: false,
            dump_bytes: None,
            saved: false,
            error: Some(format!(
                "{what}: {}",
                e.why.as_deref().unwrap_or("the child did not say why")
            )),
        };
        return (r, None);
    }
    let cap = e.step.max_bytes;
    let report = match e.stepped {
        Some(s) if e.trusted && e.outcome != JailOutcome::Crash => s,
        _ => {
            let why = format!(
                "the step did not run to an end (the run ended as {}): the session keeps its                  earlier state",
                serde_json::to_value(e.outcome)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default()
            );
            return (undone(before, None, why), None);
        }
    };
    let len = report.dump_len;
    if len > cap {
        let why = format!(
            "the session's state would grow to {len} bytes, past the cap of {cap}              (--max-session-bytes): the step is discarded, the session keeps its earlier state"
        );
        return (undone(before, Some(len), why), None);
    }
    match e.dump.filter(|d| d.len() as u64 == len && !report.omitted) {
        Some(d) => {
            let r = SessionReport {
                step: Some(report.steps),
                rolled_back: report.rolled_back,
                dump_bytes: Some(len),
                saved: true,
                error: None,
            };
            (r, Some(d))
        }
        None => {
            let why = "the child's new dump did not arrive whole: the session keeps its earlier                        state"
                .to_string();
            (undone(before, None, why), None)
        }
    }
}
