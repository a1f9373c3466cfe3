//! Running one `run_python` call: in a fresh `pyrite jail` child (the default: this
//! executable, `pyrite jail ... -`, the script on its stdin, its JSON report parsed), or in
//! this process (`--in-process`). Both give an [`Answer`], which becomes the tool result.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

use rmcp::model::{CallToolResult, ContentBlock};
use serde_json::{json, Value};

use super::tool::Call;
use crate::jail::{JailOutcome, Report};
use crate::{Engine, LimitKind, Limits, Status};

/// The file name tracebacks show: the script arrives as `pyrite jail -` reads it, on stdin.
const FILENAME: &str = "<stdin>";

/// What one call gave back.
#[derive(Debug, Default)]
pub struct Answer {
    /// True for an exception, refusal, syntax error, limit or a run that could not start.
    pub is_error: bool,
    /// What the script printed.
    pub stdout: String,
    /// The result value's JSON, when the run completed and it has one.
    pub result: Option<Value>,
    /// The figures: instructions, allocations, peak live bytes, output bytes.
    pub stats: Option<[u64; 4]>,
    /// The traceback, refusal, limit or failure, as text.
    pub error: Option<String>,
    /// The limit's name when a limit stopped the run.
    pub limit: Option<String>,
    /// The session this call was a step of.
    pub session: Option<String>,
    /// The steps the session has kept after this call.
    pub step: Option<usize>,
    /// True when the step was undone (a limit, or a dump past the operator's cap).
    pub rolled_back: bool,
    /// True when the session was forgotten after this call (`end_session`).
    pub ended: bool,
    /// True when the session has ended because its state could not be rebuilt (a replay of
    /// its kept steps failed): it is forgotten, and the step did not run.
    pub session_ended: bool,
}

impl Answer {
    /// An error result that never ran a script.
    pub fn failure(text: impl Into<String>) -> Answer {
        Answer {
            is_error: true,
            error: Some(text.into()),
            ..Answer::default()
        }
    }

    /// The tool result: readable text for a model, the same as `structuredContent`.
    pub fn into_result(self) -> CallToolResult {
        let stats = self.stats.map(|[i, a, p, o]| {
            json!({"instructions": i, "allocations": a, "peak_memory_bytes": p, "output_bytes": o})
        });
        let mut text = String::new();
        if !self.stdout.is_empty() {
            text.push_str("stdout:\n");
            text.push_str(&self.stdout);
            if !self.stdout.ends_with('\n') {
                text.push('\n');
            }
        }
        if let Some(e) = &self.error {
            text.push_str(e);
            if !e.ends_with('\n') {
                text.push('\n');
            }
        } else {
            let r = self.result.as_ref().unwrap_or(&Value::Null);
            text.push_str(&format!("result: {r}\n"));
        }
        if let Some([i, a, p, o]) = self.stats {
            text.push_str(&format!(
                "figures: instructions {i}, allocations {a}, peak memory {p} bytes, output {o} bytes\n"
            ));
        }
        if let (Some(id), Some(step)) = (&self.session, self.step) {
            let undone = if self.rolled_back {
                ", this step rolled back"
            } else {
                ""
            };
            let ended = if self.ended { ", ended" } else { "" };
            text.push_str(&format!("session {id}: step {step}{undone}{ended}\n"));
        }
        let mut structured = json!({
            "stdout": self.stdout,
            "result": self.result,
            "stats": stats,
            "error": self.error,
            "limit": self.limit,
        });
        if let (Some(id), Value::Object(m)) = (&self.session, &mut structured) {
            m.insert("session".into(), json!(id));
            m.insert("step".into(), json!(self.step));
            m.insert("rolled_back".into(), json!(self.rolled_back));
            m.insert("ended".into(), json!(self.ended));
            m.insert("session_ended".into(), json!(self.session_ended));
        }
        let mut r = if self.is_error {
            CallToolResult::error(vec![ContentBlock::text(text)])
        } else {
            CallToolResult::success(vec![ContentBlock::text(text)])
        };
        r.structured_content = Some(structured);
        r
    }
}

/// The text of a limit error: its name and the limit that set it, by the tool's names.
fn limit_text(name: &str, limits: &Limits) -> String {
    let count = |v: Option<u64>| v.map(|n| n.to_string());
    let (key, value) = match name {
        "instructions" => ("max_instructions", count(limits.max_instructions)),
        "memory" => ("max_memory", count(limits.max_memory)),
        "allocations" => ("max_allocations", count(limits.max_allocations)),
        "output" => ("max_output", count(limits.max_output)),
        "time" => (
            "max_duration",
            limits.max_duration.map(|d| d.as_secs_f64().to_string()),
        ),
        _ => ("", None),
    };
    match value {
        Some(v) => format!("limit exceeded: {name} ({key} {v})"),
        None => format!("limit exceeded: {name}"),
    }
}

/// Runs `call` in this process with `engine` (the operator's policy), under the call's limits.
pub fn in_process(engine: &Engine, call: &Call) -> Answer {
    let engine = engine.clone().with_limits(call.limits.clone());
    let mut out = Vec::new();
    let outcome = engine.run_source_with(call.code.as_bytes(), FILENAME, &call.options, &mut out);
    answer_of(&outcome, &out, &call.limits)
}

/// What a session step leaves for its session.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// The session's new dump (the answer's `step` is its kept steps).
    Dump(Vec<u8>),
    /// The new dump was this many bytes, past the operator's cap: discarded.
    TooBig(u64),
    /// The step did not run to an end (the jail child was killed or crashed, or could not
    /// start), for this reason: the session keeps its earlier dump.
    Unchanged(String),
    /// The dump could not be restored: the session is forgotten.
    Lost,
}

/// Runs `call` as the next step of the session `dump` holds (`None`: a new session) in this
/// process, under the call's limits (its max_memory bounds the session's heap). Gives the
/// answer and what the session keeps.
///
/// The dump is the only state kept between calls. Loading it is its validation: the trailer
/// is checked and every kept step is replayed and must end as it did.
pub fn in_process_step(engine: &Engine, call: &Call, dump: Option<&[u8]>) -> (Answer, Next) {
    let engine = engine.clone().with_limits(call.limits.clone());
    let mut session = match dump {
        None => engine.session(),
        Some(bytes) => match engine.load_session(bytes) {
            Ok(s) => s,
            Err(e) if e.is_replay_failure() => {
                let mut a = Answer::failure(format!(
                    "the session has ended: its state could not be rebuilt: {e}"
                ));
                a.session_ended = true;
                return (a, Next::Lost);
            }
            Err(e) => {
                return (
                    Answer::failure(format!("the session could not be restored: {e}")),
                    Next::Lost,
                )
            }
        },
    };
    let kept = session.steps();
    let mut out = Vec::new();
    let outcome = session.run_limited(call.code.as_bytes(), &call.step, &call.options, &mut out);
    let mut a = answer_of(&outcome, &out, &call.step.apply(&call.limits));
    if a.session_ended {
        return (a, Next::Lost);
    }
    a.step = Some(session.steps());
    a.rolled_back = matches!(outcome.status, Status::Limit(_)) && session.steps() == kept;
    (a, Next::Dump(session.dump()))
}

/// The answer for `outcome`, with `out` as its stdout.
fn answer_of(outcome: &crate::Outcome, out: &[u8], limits: &Limits) -> Answer {
    let s = outcome.stats;
    let mut a = Answer {
        stdout: String::from_utf8_lossy(out).into_owned(),
        stats: Some([
            s.instructions,
            s.allocations,
            s.peak_live_bytes,
            s.output_bytes,
        ]),
        ..Answer::default()
    };
    let error = match &outcome.status {
        Status::Ok => None,
        Status::Exit { code: 0, .. } => None,
        Status::Exit { stderr, .. } => Some(stderr.clone()),
        Status::CompileError(e) => Some(e.rendered.clone()),
        Status::ScriptError(e) => Some(e.traceback.clone()),
        Status::Limit(k) => {
            let name = match k {
                LimitKind::Cancelled => "cancelled",
                k => k.name(),
            };
            a.limit = Some(name.to_string());
            Some(limit_text(name, limits))
        }
        Status::InternalError(m) => Some(format!(
            "internal error: {m} (a bug in Pyrite, not in the script)"
        )),
        Status::SessionEnded(why) => {
            a.session_ended = true;
            Some(format!("the session has ended: {why}"))
        }
    };
    match error {
        Some(e) => {
            a.is_error = true;
            a.error = Some(e);
        }
        None => a.result = outcome.result_json().ok(),
    }
    a
}

/// What the jail needs that is fixed at start-up: this executable, a private directory for the
/// inputs' files, and a copy of the operator's policy file taken at start-up.
#[derive(Debug)]
pub struct JailSetup {
    exe: PathBuf,
    dir: PrivateDir,
    policy: Option<PathBuf>,
    next: AtomicU64,
}

impl JailSetup {
    /// Finds this executable and makes the private directory, copying `policy` into it.
    pub fn new(policy: Option<&Path>) -> Result<JailSetup, String> {
        let exe =
            std::env::current_exe().map_err(|e| format!("can't find this executable: {e}"))?;
        let dir = PrivateDir::new()?;
        let policy = match policy {
            Some(p) => {
                let bytes = std::fs::read(p)
                    .map_err(|e| format!("--policy: can't read '{}': {e}", p.display()))?;
                let copy = dir.0.join("policy.json");
                std::fs::write(&copy, bytes)
                    .map_err(|e| format!("can't copy the policy file: {e}"))?;
                Some(copy)
            }
            None => None,
        };
        Ok(JailSetup {
            exe,
            dir,
            policy,
            next: AtomicU64::new(0),
        })
    }

    /// Runs `call` in a fresh `pyrite jail` child.
    pub fn run(&self, call: &Call) -> Answer {
        self.jailed(call, None).0
    }

    /// Runs `call` in a fresh `pyrite jail` child as the next step of the session `dump`
    /// holds (`None`: a new session), with `max_bytes` as the cap on dumps. The dump goes to
    /// the child through a file in the private directory (`--session-in`); the child loads
    /// and validates it behind seccomp and the new one comes back the same way
    /// (`--session-out`). No process outlives the call.
    pub fn run_step(&self, call: &Call, dump: Option<&[u8]>, max_bytes: u64) -> (Answer, Next) {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let dump_in = self.dir.0.join(format!("session-{n}-in.bin"));
        let dump_out = self.dir.0.join(format!("session-{n}-out.bin"));
        let files = SessionFiles {
            dump_in: dump.map(|_| dump_in.as_path()),
            dump_out: &dump_out,
            max_bytes,
        };
        if let Some(bytes) = dump {
            if let Err(e) = std::fs::write(&dump_in, bytes) {
                let why = format!(
                    "can't write the session's dump for the jail ({e}): the session keeps its \
                     earlier state"
                );
                return (Answer::failure(&why), Next::Unchanged(why));
            }
        }
        let (mut a, report) = self.jailed(call, Some(files));
        let next = match report
            .as_ref()
            .and_then(|r| r.session.as_ref().map(|s| (r, s)))
        {
            None => Next::Unchanged(
                "the jail gave no report of the step: the session keeps its earlier state".into(),
            ),
            Some((r, _))
                if matches!(
                    r.outcome,
                    JailOutcome::SessionError | JailOutcome::SessionEnded
                ) =>
            {
                Next::Lost
            }
            Some((_, s)) if s.saved => match std::fs::read(&dump_out) {
                Ok(d) => {
                    a.step = s.step.and_then(|n| usize::try_from(n).ok());
                    a.rolled_back = s.rolled_back;
                    Next::Dump(d)
                }
                Err(e) => Next::Unchanged(format!(
                    "can't read the session's new dump ({e}): the session keeps its earlier state"
                )),
            },
            Some((_, s)) => match (s.dump_bytes, &s.error) {
                (Some(len), _) => Next::TooBig(len),
                (None, why) => Next::Unchanged(why.clone().unwrap_or_default()),
            },
        };
        let _ = std::fs::remove_file(&dump_in);
        let _ = std::fs::remove_file(&dump_out);
        (a, next)
    }

    /// Runs `call` in a fresh `pyrite jail` child, as a session step with `session`: the
    /// answer, and the jail's report when there is one.
    fn jailed(&self, call: &Call, session: Option<SessionFiles<'_>>) -> (Answer, Option<Report>) {
        let l = &call.limits;
        let (Some(duration), Some(output)) = (l.max_duration, l.max_output) else {
            return (
                Answer::failure("the jail needs max_duration and max_output"),
                None,
            );
        };
        let opt = |v: Option<u64>| v.map_or("none".to_string(), |n| n.to_string());
        let mut cmd = Command::new(&self.exe);
        cmd.arg("jail")
            .args(["--max-instructions", &opt(l.max_instructions)])
            .args(["--max-memory", &opt(l.max_memory)])
            .args(["--max-allocations", &opt(l.max_allocations)])
            .args(["--max-recursion", &l.max_recursion.to_string()])
            .args(["--max-output", &output.to_string()])
            .args(["--max-duration", &format!("{}s", duration.as_secs_f64())])
            // CPU time cannot pass wall time on one thread: the deadline is the bound.
            .args([
                "--cpu-seconds",
                &duration.as_secs_f64().ceil().max(1.0).to_string(),
            ]);
        if let Some(p) = &self.policy {
            cmd.arg("--policy").arg(p);
        }
        if let Some(s) = &session {
            cmd.arg("--session-out").arg(s.dump_out);
            if call.step != crate::StepLimits::default() {
                cmd.args(["--step-limits", &call.step.to_json().to_string()]);
            }
            cmd.args(["--max-session-bytes", &s.max_bytes.to_string()]);
            if let Some(path) = s.dump_in {
                cmd.arg("--session-in").arg(path);
            }
        }
        let inputs_file = match &call.inputs {
            Some(map) => {
                let n = self.next.fetch_add(1, Ordering::Relaxed);
                let path = self.dir.0.join(format!("inputs-{n}.json"));
                let text = Value::Object(map.clone()).to_string();
                if let Err(e) = std::fs::write(&path, text) {
                    let why = format!("can't write the inputs for the jail: {e}");
                    return (Answer::failure(why), None);
                }
                cmd.arg("--inputs").arg(&path);
                Some(path)
            }
            None => None,
        };
        cmd.arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let output = spawn_and_wait(cmd, call.code.as_bytes());
        if let Some(path) = inputs_file {
            let _ = std::fs::remove_file(path);
        }
        match output {
            Ok((stdout, stderr)) => from_report(&stdout, &stderr, &call.step.apply(l)),
            Err(e) => (
                Answer::failure(unavailable(&format!("can't start `pyrite jail`: {e}"))),
                None,
            ),
        }
    }
}

/// Where a jailed session step's dumps go, and their cap.
#[derive(Clone, Copy, Debug)]
struct SessionFiles<'a> {
    /// The dump the step starts from (`None`: a new session).
    dump_in: Option<&'a Path>,
    /// Where the jail writes the new dump.
    dump_out: &'a Path,
    /// `--max-session-bytes`.
    max_bytes: u64,
}

/// Spawns `cmd`, writes `stdin` to it, and returns its stdout and stderr.
fn spawn_and_wait(mut cmd: Command, stdin: &[u8]) -> std::io::Result<(Vec<u8>, Vec<u8>)> {
    let mut child = cmd.spawn()?;
    let input = child.stdin.take();
    let out = std::thread::scope(|s| {
        // A writer of its own: the jail reads all of stdin before it writes, but a pipe
        // must never be able to deadlock the server.
        s.spawn(move || {
            if let Some(mut w) = input {
                let _ = w.write_all(stdin);
            }
        });
        child.wait_with_output()
    })?;
    Ok((out.stdout, out.stderr))
}

/// The error text for a jail that cannot start here.
fn unavailable(why: &str) -> String {
    format!(
        "the jail could not run the script on this machine: {why}. `pyrite jail` needs seccomp \
         and no_new_privs (and user namespaces or root for its other layers). Start the server \
         with `pyrite mcp --in-process` to run scripts in the server process instead, without \
         the OS boundary."
    )
}

/// The answer from `pyrite jail`'s output: its report (the last line of stdout), or why there
/// is none.
fn from_report(stdout: &[u8], stderr: &[u8], limits: &Limits) -> (Answer, Option<Report>) {
    let text = String::from_utf8_lossy(stdout);
    let line = text.lines().last().unwrap_or("");
    let Ok(r) = serde_json::from_str::<Report>(line) else {
        let why = String::from_utf8_lossy(stderr);
        return (Answer::failure(unavailable(why.trim())), None);
    };
    let a = answer_of_report(&r, limits);
    (a, Some(r))
}

/// The answer a jail report gives.
fn answer_of_report(r: &Report, limits: &Limits) -> Answer {
    let mut a = Answer {
        stdout: r.stdout.clone().unwrap_or_default(),
        stats: r.stats.map(|s| {
            [
                s.instructions,
                s.allocations,
                s.peak_live_bytes,
                s.output_bytes,
            ]
        }),
        ..Answer::default()
    };
    let detail = r.detail.as_deref().unwrap_or("");
    let limit = match r.outcome {
        JailOutcome::Ok => {
            a.result = r.result.clone();
            return a;
        }
        JailOutcome::ScriptError => {
            a.is_error = true;
            a.error = Some(r.stderr.clone().unwrap_or_default());
            return a;
        }
        JailOutcome::InstructionLimit => "instructions",
        JailOutcome::MemoryLimit if detail == "allocations" => "allocations",
        JailOutcome::MemoryLimit => "memory",
        JailOutcome::Timeout => "time",
        JailOutcome::OutputLimit => "output",
        JailOutcome::CpuTime => "cpu_time",
        JailOutcome::SessionError => {
            let why = r.error.as_ref().map_or(detail, |e| e.message.as_str());
            return Answer::failure(format!("the session could not be restored: {why}"));
        }
        JailOutcome::SessionEnded => {
            let why = r.error.as_ref().map_or(detail, |e| e.message.as_str());
            let mut a = Answer::failure(format!(
                "the session has ended: its state could not be rebuilt: {why}"
            ));
            a.session_ended = true;
            return a;
        }
        JailOutcome::SeccompViolation | JailOutcome::Crash => {
            if !r.confinement.seccomp {
                let why = r.confinement.error.as_deref().unwrap_or(detail);
                return Answer::failure(unavailable(why));
            }
            return Answer {
                is_error: true,
                error: Some(format!(
                    "internal error: the jailed run ended as {:?} ({detail})",
                    r.outcome
                )),
                ..a
            };
        }
    };
    a.is_error = true;
    a.limit = Some(limit.to_string());
    a.error = Some(limit_text(limit, limits));
    a
}

/// A directory only this user can read, removed when the server ends.
#[derive(Debug)]
struct PrivateDir(PathBuf);

impl PrivateDir {
    fn new() -> Result<PrivateDir, String> {
        use std::os::unix::fs::DirBuilderExt;
        let base = std::env::temp_dir();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let mut last = String::new();
        for attempt in 0..16u32 {
            let path = base.join(format!(
                "pyrite-mcp-{}-{nanos:x}-{attempt}",
                std::process::id()
            ));
            match std::fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => return Ok(PrivateDir(path)),
                Err(e) => last = e.to_string(),
            }
        }
        Err(format!(
            "can't make a private directory in {}: {last}",
            base.display()
        ))
    }
}

impl Drop for PrivateDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
