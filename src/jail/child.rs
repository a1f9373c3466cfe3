//! The jailed child after exec: read the script from fd 0 (bounded), warm up, lock itself in
//! (capabilities, landlock, `no_new_privs`, seccomp), run the VM, and report on fd 3.
//!
//! Order matters: everything that may open a file, ask the kernel for randomness or map memory
//! for the first time happens in the warm-up, before the filter; after it, only the allowlist
//! in `seccomp.rs` exists.

use std::io::{BufWriter, Read, Write};
use std::os::fd::BorrowedFd;
#[cfg(feature = "jail-test-escapes")]
use std::sync::Arc;

use super::config::parse_child_args;
use super::config::MAX_INPUTS_BYTES;
use super::report::{
    ChildConfinement, ChildLine, ChildResult, ChildSession, ErrorInfo, StatsReport,
    MAX_RESULT_BYTES,
};
use super::{lsm, seccomp};
use crate::engine::DEFAULT_MAX_SOURCE_BYTES;
use crate::{Engine, RunOptions, Status};

/// Exit status when the child refuses to run (bad arguments, a layer failed, short read).
const REFUSED: i32 = 5;

/// Exit status when the session dump does not load (as for a compile error: bad input).
const SESSION_ERROR: i32 = 2;

/// Exit status when the session dump loads but its steps do not replay as recorded: the
/// session has ended (as [`Status::SessionEnded`]).
const SESSION_ENDED: i32 = crate::SESSION_ENDED_EXIT;

/// Writes one line on fd 3, the report channel. Failures are ignored: the parent treats a
/// missing report as a crash.
fn report_line(line: &ChildLine) {
    let Ok(mut bytes) = serde_json::to_vec(line) else {
        return;
    };
    bytes.push(b'\n');
    report_bytes(&bytes);
}

/// Writes `bytes` on fd 3 (a line, or the session dump that follows its line).
fn report_bytes(bytes: &[u8]) {
    // SAFETY: fd 3 was set up by the parent before exec and is never closed by this process.
    let fd = unsafe { BorrowedFd::borrow_raw(3) };
    let mut rest = bytes;
    while !rest.is_empty() {
        match nix::unistd::write(fd, rest) {
            Ok(0) | Err(_) => return,
            Ok(n) => rest = &rest[n..],
        }
    }
}

/// Reads exactly `len` bytes of script from fd 0.
fn read_source(len: usize) -> Result<Vec<u8>, String> {
    if len > DEFAULT_MAX_SOURCE_BYTES {
        return Err(format!("source is {len} bytes, over the cap"));
    }
    let mut buf = vec![0u8; len];
    std::io::stdin()
        .lock()
        .read_exact(&mut buf)
        .map_err(|e| format!("reading the script: {e}"))?;
    Ok(buf)
}

/// Reads exactly `len` bytes of inputs JSON from fd 0, after the source.
fn read_inputs(len: usize) -> Result<Vec<u8>, String> {
    if len > MAX_INPUTS_BYTES {
        return Err(format!("inputs are {len} bytes, over the cap"));
    }
    let mut buf = vec![0u8; len];
    std::io::stdin()
        .lock()
        .read_exact(&mut buf)
        .map_err(|e| format!("reading the inputs: {e}"))?;
    Ok(buf)
}

/// Reads exactly `len` bytes of session dump from fd 0, after the inputs.
fn read_session(len: usize, cap: u64) -> Result<Vec<u8>, String> {
    if len as u64 > cap {
        return Err(format!("the session dump is {len} bytes, over the cap"));
    }
    let mut buf = vec![0u8; len];
    std::io::stdin()
        .lock()
        .read_exact(&mut buf)
        .map_err(|e| format!("reading the session dump: {e}"))?;
    Ok(buf)
}

/// Runs `source` as the next step of the session `dump` holds (`None`: a new one), with the
/// engine's limits: reports the kept steps once loaded, then the step's session line and the
/// new dump (unless it is over `cap`). A dump that does not load is reported as a
/// `session_error` result; the error is the exit status.
fn run_step(
    engine: &Engine,
    dump: Option<&[u8]>,
    cap: u64,
    source: &[u8],
    step_limits: &crate::StepLimits,
    options: &RunOptions,
) -> Result<crate::Outcome, i32> {
    let loaded = match dump {
        None => Ok(engine.session()),
        Some(bytes) => engine.load_session(bytes),
    };
    let mut session = match loaded {
        Ok(s) => s,
        Err(e) => {
            let (status, code) = if e.is_replay_failure() {
                eprintln!("pyrite: the session has ended: its heap could not be rebuilt: {e}");
                ("session_ended", SESSION_ENDED)
            } else {
                eprintln!("pyrite: the session could not be restored: {e}");
                ("session_error", SESSION_ERROR)
            };
            report_line(&ChildLine::Result(ChildResult {
                status: status.into(),
                limit: None,
                error: Some(ErrorInfo {
                    phase: "session".into(),
                    type_name: "SnapshotError".into(),
                    message: e.to_string(),
                }),
                exit_code: code,
                stats: StatsReport::default(),
                result: None,
            }));
            return Err(code);
        }
    };
    let kept = session.steps();
    report_line(&ChildLine::Loaded(kept as u64));
    let outcome = {
        let stdout = std::io::stdout();
        let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
        let o = session.run_limited(source, step_limits, options, &mut out);
        let _ = out.flush();
        o
    };
    let new = session.dump();
    let omitted = new.len() as u64 > cap;
    report_line(&ChildLine::Session(ChildSession {
        steps: session.steps() as u64,
        rolled_back: matches!(outcome.status, Status::Limit(_)) && session.steps() == kept,
        dump_len: new.len() as u64,
        omitted,
    }));
    if !omitted {
        report_bytes(&new);
    }
    Ok(outcome)
}

/// The run's options from the inputs' JSON (an object of name -> value; empty: no inputs).
/// Parsed behind seccomp: it is as untrusted as the script.
fn run_options(inputs: &[u8]) -> Result<RunOptions, String> {
    let mut options = RunOptions::new();
    if inputs.is_empty() {
        return Ok(options);
    }
    let value: serde_json::Value =
        serde_json::from_slice(inputs).map_err(|e| format!("inputs: {e}"))?;
    let serde_json::Value::Object(map) = value else {
        return Err("inputs: not a JSON object".into());
    };
    for (name, v) in &map {
        options = options.input(name, v).map_err(|e| e.to_string())?;
    }
    Ok(options)
}

/// The result's JSON for the report: absent without one, or when it has no JSON form or is
/// over [`MAX_RESULT_BYTES`].
fn result_json(outcome: &crate::Outcome) -> Option<serde_json::Value> {
    let json = outcome.result_json().ok()?;
    let len = serde_json::to_vec(&json).ok()?.len();
    (len <= MAX_RESULT_BYTES).then_some(json)
}

/// A script that touches the common paths of the VM: containers, hashing, formatting.
const WARM_UP: &[u8] =
    b"x = [1, 'a', 2.5, 2 ** 100]\nd = {'k': x, 1: None}\nprint(x, d, f'{x[2]:.3f}')\n";

/// Touches what would otherwise make its first syscall after seccomp: the allocator's large
/// and small paths, std's per-thread hash keys (getrandom), the engine's lazy tables.
fn warm_up() {
    let big: Vec<u8> = Vec::with_capacity(4 << 20);
    drop(big);
    let mut m = std::collections::HashMap::new();
    m.insert(1u8, 1u8);
    drop(m);
    // Compiling also primes stacker's one-time probe of this thread's stack bounds (glibc reads
    // /proc/self/maps for the main thread), which the filter would otherwise kill.
    let _ = Engine::new().run_source(WARM_UP, "<warm-up>", &mut std::io::sink());
}

/// Empties every capability set: bounding (where permitted), ambient, effective, permitted and
/// inheritable. Matters when no user namespace could be made and the operator runs as root:
/// the child must not hold root's capabilities even behind seccomp. True if `capset` succeeded.
fn drop_capabilities() -> bool {
    #[repr(C)]
    struct CapHeader {
        version: u32,
        pid: i32,
    }
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct CapData {
        effective: u32,
        permitted: u32,
        inheritable: u32,
    }
    const CAPABILITY_VERSION_3: u32 = 0x2008_0522;
    let header = CapHeader {
        version: CAPABILITY_VERSION_3,
        pid: 0,
    };
    let data = [CapData {
        effective: 0,
        permitted: 0,
        inheritable: 0,
    }; 2];
    // SAFETY: prctl with integer arguments; capset reads the header and two data structs,
    // which live on this stack frame for the duration of the call.
    unsafe {
        libc::prctl(
            libc::PR_CAP_AMBIENT,
            libc::PR_CAP_AMBIENT_CLEAR_ALL,
            0,
            0,
            0,
        );
        // Fails with EPERM without CAP_SETPCAP (then there is nothing to drop) and with
        // EINVAL past the last capability the kernel knows.
        for cap in 0..64 {
            libc::prctl(libc::PR_CAPBSET_DROP, cap, 0, 0, 0);
        }
        libc::syscall(libc::SYS_capset, &header, data.as_ptr()) == 0
    }
}

fn set_no_new_privs() -> bool {
    // SAFETY: prctl with integer arguments only.
    unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 }
}

/// Drops capabilities, then applies landlock, `no_new_privs` and seccomp, in that order. Seccomp and `no_new_privs` are
/// mandatory: the result says whether the script may run.
fn lock_in() -> ChildConfinement {
    let capabilities_dropped = drop_capabilities();
    let landlock = lsm::restrict();
    let no_new_privs = set_no_new_privs();
    let mut c = ChildConfinement {
        capabilities_dropped,
        landlock,
        no_new_privs,
        seccomp: false,
        error: None,
    };
    if !no_new_privs {
        c.error = Some("PR_SET_NO_NEW_PRIVS failed".into());
        return c;
    }
    let pid = std::process::id();
    match seccomp::build(pid).and_then(|p| seccomp::install(&p)) {
        Ok(()) => c.seccomp = true,
        Err(e) => c.error = Some(format!("seccomp: {e}")),
    }
    c
}

/// The child's `main` after exec (`pyrite __jail-child ARGS`). Returns the exit status.
pub fn child_main(args: &[String]) -> i32 {
    // A panic must end the process as SIGABRT (classified `crash`), never unwind through a
    // half-run VM or be mistaken for a seccomp verdict.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("pyrite: internal error: {info}");
        std::process::abort();
    }));
    let a = match parse_child_args(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return REFUSED;
        }
    };
    // Exec kept the parent-death signal; set it again and make sure the parent is still the
    // one that forked us (it may have died between fork and here).
    // SAFETY: prctl and getppid with integer arguments only.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0);
        if libc::getppid() != a.parent_pid {
            return REFUSED;
        }
    }
    #[cfg(feature = "jail-test-escapes")]
    super::escapes::remember_parent(a.parent_pid);
    let read = read_source(a.source_len).and_then(|s| {
        let inputs = read_inputs(a.inputs_len)?;
        let dump = match (a.session_len, a.max_session_bytes) {
            (Some(len), Some(cap)) => Some(read_session(len, cap)?),
            (Some(_), None) => return Err("--session-len without --max-session-bytes".into()),
            (None, _) => None,
        };
        Ok((s, inputs, dump))
    });
    let (source, inputs, dump) = match read {
        Ok(x) => x,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return REFUSED;
        }
    };
    warm_up();
    let confinement = lock_in();
    let locked = confinement.seccomp;
    report_line(&ChildLine::Confinement(confinement));
    if !locked {
        eprintln!("pyrite: refusing to run the script without seccomp");
        return REFUSED;
    }

    let mut engine = Engine::new()
        .with_limits(a.limits)
        .with_hash_seed(a.hash_seed)
        .with_random_seed(a.random_seed.unwrap_or(crate::DEFAULT_RANDOM_SEED));
    if let Err(e) = engine.narrow(&a.narrowing) {
        // The parent checked the policy before spawning; a mismatch is a bug, not a run.
        eprintln!("pyrite: policy: {e}");
        return REFUSED;
    }
    #[cfg(feature = "jail-test-escapes")]
    engine.register_host_fn(
        super::escapes::HOST_FN_NAME,
        Arc::new(super::escapes::host_fn),
    );

    let options = match run_options(&inputs) {
        Ok(o) => o,
        Err(e) => {
            // The parent checked the inputs before spawning; a mismatch is a bug, not a run.
            eprintln!("pyrite: {e}");
            return REFUSED;
        }
    };
    drop(inputs);
    let outcome = match a.max_session_bytes {
        Some(cap) => match run_step(
            &engine,
            dump.as_deref(),
            cap,
            &source,
            &a.step_limits,
            &options,
        ) {
            Ok(o) => o,
            Err(code) => return code,
        },
        None => {
            let stdout = std::io::stdout();
            let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
            let o = engine.run_source_with(&source, &a.filename, &options, &mut out);
            let _ = out.flush();
            o
        }
    };
    let exit_code = outcome.exit_code();
    let (status, limit, error) = match &outcome.status {
        Status::Ok => ("ok", None, None),
        Status::Exit { .. } if exit_code == 0 => ("ok", None, None),
        Status::Exit { stderr, .. } => {
            eprint!("{stderr}");
            let info = ErrorInfo {
                phase: "run".into(),
                type_name: "SystemExit".into(),
                message: stderr.trim_end().to_string(),
            };
            ("script_error", None, Some(info))
        }
        Status::CompileError(e) => {
            eprint!("{}", e.rendered);
            let info = ErrorInfo {
                phase: "compile".into(),
                type_name: e.diagnostic.kind.name().into(),
                message: e.diagnostic.message.clone(),
            };
            ("compile_error", None, Some(info))
        }
        Status::ScriptError(e) => {
            eprint!("{}", e.traceback);
            let info = ErrorInfo {
                phase: "run".into(),
                type_name: e.type_name.clone(),
                message: e.message.clone(),
            };
            ("script_error", None, Some(info))
        }
        Status::Limit(k) => {
            eprintln!("pyrite: limit exceeded: {}", k.name());
            ("limit", Some(k.name().to_string()), None)
        }
        // A step refused because its session has ended (the load rebuilt the heap, so only a
        // step after a failed rebuild in this process could be).
        Status::SessionEnded(why) => {
            eprintln!("pyrite: the session has ended: {why}");
            let info = ErrorInfo {
                phase: "session".into(),
                type_name: "SessionEnded".into(),
                message: why.clone(),
            };
            ("session_ended", None, Some(info))
        }
        // Unreachable while the hook above aborts on a panic; should it ever be reached, the
        // child ends as the crash it is.
        Status::InternalError(msg) => {
            eprintln!("pyrite: internal error: {msg}");
            std::process::abort();
        }
    };
    let s = outcome.stats;
    report_line(&ChildLine::Result(ChildResult {
        status: status.into(),
        limit,
        error,
        exit_code,
        stats: StatsReport {
            instructions: s.instructions,
            allocations: s.allocations,
            peak_live_bytes: s.peak_live_bytes,
            output_bytes: s.output_bytes,
        },
        result: result_json(&outcome),
    }));
    exit_code
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The warm-up must actually run, or it warms nothing up.
    #[test]
    fn warm_up_script_runs() {
        let mut out = Vec::new();
        let o = Engine::new().run_source(WARM_UP, "<warm-up>", &mut out);
        assert!(o.is_ok(), "{:?}", o.status);
    }
}
