//! The data-driven adversarial suite: every `tests/adversarial/{escapes,bombs,known}/*.py` runs
//! through the real `Engine` under `Limits::default()` (or the tighter limits its header names)
//! and must end exactly as its header says, in under [`MAX_WALL`] of CPU time, with none of
//! its figures (output, peak live bytes, instructions, allocations) past a limit. The header
//! format is documented in `tests/adversarial/README.md`; in short:
//!
//! ```text
//! # expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
//! # expect: error RecursionError: maximum recursion depth exceeded
//! # expect: limit memory
//! # expect: ok
//! # limits: max_instructions=5000000 max_memory=64MiB
//! # stdout: <one line of expected stdout>          (repeatable; none = no output at all)
//! # stdout-bytes: 16777216                         (instead of stdout: only its length)
//! # max-wall: 300ms                                (a tighter wall-time budget than 1 s)
//! # now: error AttributeError: ...                 (known/ only: what Pyrite does today)
//! # oracle: skip <why>                             (for scripts/check-adversarial only)
//! ```
//!
//! Cases in `known/` are findings not fixed yet: each must still end as its `# now:` line says
//! (so a change in behaviour is noticed), never crash, and finish within [`MAX_WALL`] (its
//! own `max-wall` may be the finding); the harness lists them. One that now meets its
//! `# expect:` (and its `max-wall`) fails the test until it is moved out of `known/`. All
//! failures are collected and reported together.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// The CPU time this thread has used.
fn thread_cpu() -> Duration {
    use nix::time::{clock_gettime, ClockId};
    let t = clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID).expect("the thread's CPU clock");
    Duration::new(t.tv_sec().max(0) as u64, t.tv_nsec().max(0) as u32)
}

use pyrite::{Engine, Limits, Status};

/// Every case must finish within this much wall time.
const MAX_WALL: Duration = Duration::from_secs(1);
/// Cases run two at a time (the machine has two cores) ...
const THREADS: usize = 2;
/// ... on threads with the stack an embedder's thread may have: the VM must not need more.
const STACK_BYTES: usize = 2 << 20;

const FOLDERS: &[&str] = &["escapes", "bombs", "known"];

/// How a run ends, in the header's words.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    Ok,
    /// Refused before the run; the last line of the rendered compile error.
    Refused(String),
    /// An uncaught exception; the last line of the traceback.
    Error(String),
    Limit(String),
    /// An uncaught `SystemExit`: the exit status.
    Exit(i32),
    /// A caught panic: always a failure, whatever the header says.
    Internal(String),
}

impl Outcome {
    fn parse(text: &str) -> Result<Outcome, String> {
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        let need_rest = |o: fn(String) -> Outcome| {
            if rest.is_empty() {
                Err(format!("`{word}` needs the expected line after it"))
            } else {
                Ok(o(rest.to_string()))
            }
        };
        match word {
            "ok" if rest.is_empty() => Ok(Outcome::Ok),
            "refused" => need_rest(Outcome::Refused),
            "error" => need_rest(Outcome::Error),
            "limit" if LIMIT_NAMES.contains(&rest) => Ok(Outcome::Limit(rest.to_string())),
            "limit" => Err(format!("unknown limit {rest:?} (one of {LIMIT_NAMES:?})")),
            "internal" => need_rest(Outcome::Internal),
            "exit" => rest
                .parse()
                .map(Outcome::Exit)
                .map_err(|_| format!("`exit` needs a status, not {rest:?}")),
            _ => Err(format!("unknown outcome {text:?}")),
        }
    }

    fn of(status: &Status) -> Outcome {
        let last = |text: &str| text.lines().last().unwrap_or_default().to_string();
        match status {
            Status::Ok => Outcome::Ok,
            Status::CompileError(e) => Outcome::Refused(last(&e.rendered)),
            Status::ScriptError(e) => Outcome::Error(last(&e.traceback)),
            Status::Limit(kind) => Outcome::Limit(kind.name().to_string()),
            Status::Exit { code, .. } => Outcome::Exit(*code),
            Status::InternalError(msg) => Outcome::Internal(msg.clone()),
            // Plain runs, never a session step.
            Status::SessionEnded(why) => Outcome::Internal(format!("session ended: {why}")),
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Ok => write!(f, "ok"),
            Outcome::Refused(l) => write!(f, "refused {l}"),
            Outcome::Error(l) => write!(f, "error {l}"),
            Outcome::Limit(k) => write!(f, "limit {k}"),
            Outcome::Exit(c) => write!(f, "exit {c}"),
            Outcome::Internal(m) => write!(f, "internal {m}"),
        }
    }
}

const LIMIT_NAMES: &[&str] = &["instructions", "memory", "allocations", "output", "time"];

/// What the header of a case says.
struct Header {
    expect: Outcome,
    /// `known/` only: the outcome today.
    now: Option<Outcome>,
    limits: Limits,
    stdout: Stdout,
    /// The case's own wall-time budget (at most [`MAX_WALL`]).
    max_wall: Duration,
}

#[derive(PartialEq)]
enum Stdout {
    /// Exactly this text (the `# stdout:` lines, each ending in a newline; none = empty).
    Exact(String),
    /// Only its length in bytes.
    Bytes(usize),
}

fn parse_header(src: &str) -> Result<Header, String> {
    let mut expect = None;
    let mut now = None;
    let mut limits = Limits::default();
    let mut lines = Vec::new();
    let mut bytes = None;
    let mut max_wall = MAX_WALL;
    for line in src.lines().take_while(|l| l.starts_with('#')) {
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        let value = value.strip_prefix(' ').unwrap_or(value);
        match key {
            "# expect" if expect.is_none() => expect = Some(Outcome::parse(value)?),
            "# now" if now.is_none() => now = Some(Outcome::parse(value)?),
            "# expect" | "# now" => return Err(format!("a second `{key}:` line")),
            "# limits" => set_limits(&mut limits, value)?,
            "# stdout" => lines.push(value),
            "# max-wall" => {
                max_wall = parse_duration(value)
                    .filter(|d| *d <= MAX_WALL)
                    .ok_or_else(|| format!("bad max-wall {value:?} (at most {MAX_WALL:?})"))?
            }
            "# stdout-bytes" => {
                bytes = Some(
                    value
                        .parse()
                        .map_err(|_| format!("bad stdout-bytes {value:?}"))?,
                )
            }
            _ => {}
        }
    }
    let expect = expect.ok_or("no `# expect:` line in the header")?;
    let stdout = match bytes {
        Some(_) if !lines.is_empty() => return Err("both stdout and stdout-bytes".into()),
        Some(n) => Stdout::Bytes(n),
        None => Stdout::Exact(lines.iter().map(|l| format!("{l}\n")).collect()),
    };
    Ok(Header {
        expect,
        now,
        limits,
        stdout,
        max_wall,
    })
}

/// Applies `key=value ...` to `limits`: sizes take `KiB`, `MiB`, `GiB`; the duration `ms` or
/// `s`; any value may be `none`.
fn set_limits(limits: &mut Limits, spec: &str) -> Result<(), String> {
    for item in spec.split_whitespace() {
        let (key, value) = item
            .split_once('=')
            .ok_or_else(|| format!("limit {item:?} is not key=value"))?;
        let bad = || format!("bad value in {item:?}");
        let size = || -> Result<Option<u64>, String> {
            if value == "none" {
                return Ok(None);
            }
            let (digits, unit) = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
                .into_iter()
                .find_map(|(s, m)| value.strip_suffix(s).map(|d| (d, m)))
                .unwrap_or((value, 1));
            digits
                .parse::<u64>()
                .ok()
                .and_then(|n| n.checked_mul(unit))
                .map(Some)
                .ok_or_else(bad)
        };
        match key {
            "max_instructions" => limits.max_instructions = size()?,
            "max_memory" => limits.max_memory = size()?,
            "max_allocations" => limits.max_allocations = size()?,
            "max_output" => limits.max_output = size()?,
            "max_recursion" => {
                limits.max_recursion = value.parse().map_err(|_| bad())?;
            }
            "max_duration" => {
                limits.max_duration = match value {
                    "none" => None,
                    _ => Some(parse_duration(value).ok_or_else(bad)?),
                }
            }
            _ => return Err(format!("unknown limit {key:?}")),
        }
    }
    Ok(())
}

fn parse_duration(value: &str) -> Option<Duration> {
    if let Some(ms) = value.strip_suffix("ms") {
        return ms.parse().ok().map(Duration::from_millis);
    }
    let secs: f64 = value.strip_suffix('s')?.parse().ok()?;
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs))
}

/// The result of one case.
enum Verdict {
    Pass,
    /// A `known/` case that still ends as its `# now:` line says.
    Known {
        expected: Outcome,
        got: Outcome,
        /// What else differs: the stdout, or the time against the case's `max-wall`.
        note: String,
    },
    Fail(String),
}

fn run_case(path: &Path, known: bool) -> Verdict {
    let source = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => return Verdict::Fail(format!("unreadable: {e}")),
    };
    let header = match parse_header(&String::from_utf8_lossy(&source)) {
        Ok(h) => h,
        Err(e) => return Verdict::Fail(format!("bad header: {e}")),
    };
    if known != header.now.is_some() {
        return Verdict::Fail("a `# now:` line belongs in known/ cases, and only there".into());
    }
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
    let engine = Engine::new().with_limits(header.limits.clone());
    let mut stdout = Vec::new();
    // The budget is the CPU time of this thread, which runs the case: the machine is shared
    // (other tests, other jobs), and wall time would measure the load as much as the case.
    let start = thread_cpu();
    let outcome = engine.run_source(&source, name, &mut stdout);
    let mut wall = thread_cpu().saturating_sub(start);
    if wall >= header.max_wall {
        // A case over its budget gets one more run, and the faster of the two counts (caches,
        // a neighbour on the same core). A case that is really slow is slow both times.
        let start = thread_cpu();
        engine.run_source(&source, name, &mut std::io::sink());
        wall = wall.min(thread_cpu().saturating_sub(start));
    }
    let got = match Outcome::of(&outcome.status) {
        Outcome::Refused(l) => Outcome::Refused(crate::modules_placeholder(&l, &engine)),
        Outcome::Error(l) => Outcome::Error(crate::modules_placeholder(&l, &engine)),
        other => other,
    };

    // Problems that fail every case, known or not.
    let mut problems = Vec::new();
    if wall >= MAX_WALL {
        problems.push(format!("took {wall:.2?} (the budget is {MAX_WALL:?})"));
    }
    let in_time = wall < header.max_wall;
    if let Outcome::Internal(msg) = &got {
        problems.push(format!("internal error (a panic): {msg}"));
    }
    // Whatever the outcome, no figure may pass its limit: the limits are checked before the
    // work or the allocation, never after.
    let stats = &outcome.stats;
    let limits = &header.limits;
    for (what, figure, max) in [
        ("bytes written", stdout.len() as u64, limits.max_output),
        (
            "bytes reported written",
            stats.output_bytes,
            limits.max_output,
        ),
        ("peak live bytes", stats.peak_live_bytes, limits.max_memory),
        ("instructions", stats.instructions, limits.max_instructions),
        ("allocations", stats.allocations, limits.max_allocations),
    ] {
        if let Some(max) = max.filter(|max| figure > *max) {
            problems.push(format!("{what}: {figure}, past the limit of {max}"));
        }
    }
    let stdout_ok = match &header.stdout {
        Stdout::Exact(text) => stdout == text.as_bytes(),
        Stdout::Bytes(n) => stdout.len() == *n,
    };
    let meets_expectation = got == header.expect && stdout_ok && in_time;
    if known {
        if meets_expectation && problems.is_empty() {
            return Verdict::Fail(format!(
                "now meets its expectation ({got}): move it out of known/ and drop `# now:`"
            ));
        }
        if header.now.as_ref() != Some(&got) {
            problems.push(format!(
                "known finding changed: `# now:` says {}, got {got} (expected {})",
                header
                    .now
                    .as_ref()
                    .map(Outcome::to_string)
                    .unwrap_or_default(),
                header.expect
            ));
        }
        if problems.is_empty() {
            let mut note = String::new();
            if !stdout_ok {
                let shown = String::from_utf8_lossy(&stdout[..stdout.len().min(200)]).into_owned();
                note += &format!(" stdout {shown:?};");
            }
            if !in_time {
                note += &format!(" took {wall:.2?}, max-wall {:?};", header.max_wall);
            }
            return Verdict::Known {
                expected: header.expect,
                got,
                note,
            };
        }
    } else {
        if got != header.expect {
            problems.push(format!("expected: {}\n      got: {got}", header.expect));
        }
        if !in_time {
            problems.push(format!(
                "took {wall:.2?} (its max-wall is {:?})",
                header.max_wall
            ));
        }
        if !stdout_ok {
            let want = match &header.stdout {
                Stdout::Exact(text) => format!("{text:?}"),
                Stdout::Bytes(n) => format!("{n} bytes"),
            };
            let shown = String::from_utf8_lossy(&stdout[..stdout.len().min(300)]).into_owned();
            problems.push(format!(
                "stdout: expected {want}\n      got {} bytes: {shown:?}",
                stdout.len()
            ));
        }
    }
    if problems.is_empty() {
        Verdict::Pass
    } else {
        Verdict::Fail(problems.join("\n    "))
    }
}

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/adversarial")
}

/// Every case, as (path, is_known); `ADVERSARIAL_FILTER=text` keeps the paths containing it.
fn collect() -> Vec<(PathBuf, bool)> {
    let root = suite_dir();
    let filter = std::env::var("ADVERSARIAL_FILTER").unwrap_or_default();
    let mut cases = Vec::new();
    for folder in FOLDERS {
        for path in super::golden::collect_cases(&root.join(folder)) {
            if path.to_string_lossy().contains(&filter) {
                cases.push((path, *folder == "known"));
            }
        }
    }
    cases
}

fn count(dir: &str, prefix: &str) -> usize {
    super::golden::collect_cases(&suite_dir().join(dir))
        .iter()
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix))
        })
        .count()
}

#[test]
fn adversarial_suite() {
    let cases = collect();
    if std::env::var_os("ADVERSARIAL_FILTER").is_none() {
        // Known escapes and bombs are named `escape_...` and `bomb_...`.
        let escapes = count("escapes", "") + count("known", "escape_");
        let bombs = count("bombs", "") + count("known", "bomb_");
        assert!(escapes >= 80, "only {escapes} escape cases");
        assert!(bombs >= 60, "only {bombs} bomb cases");
    }
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, Verdict)>> = Mutex::new(Vec::new());
    let root = suite_dir();
    std::thread::scope(|s| {
        for _ in 0..THREADS {
            std::thread::Builder::new()
                .stack_size(STACK_BYTES)
                .spawn_scoped(s, || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((path, known)) = cases.get(i) else {
                        break;
                    };
                    let verdict = run_case(path, *known);
                    let name = path.strip_prefix(&root).unwrap_or(path);
                    results
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((name.display().to_string(), verdict));
                })
                .expect("spawn an adversarial worker");
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by(|a, b| a.0.cmp(&b.0));

    let mut known = String::new();
    let mut failures = String::new();
    let mut failed = 0;
    for (name, verdict) in &results {
        match verdict {
            Verdict::Pass => {}
            Verdict::Known {
                expected,
                got,
                note,
            } => {
                known.push_str(&format!(
                    "  {name}\n    expected: {expected}\n         got: {got}{note}\n"
                ));
            }
            Verdict::Fail(why) => {
                failed += 1;
                failures.push_str(&format!("FAIL {name}\n    {why}\n"));
            }
        }
    }
    // Shown with --nocapture, and with any failure.
    let known = format!("known findings (tests/adversarial/known/):\n{known}");
    println!("{known}");
    assert!(
        failed == 0,
        "{failures}\n{failed} of {} adversarial cases failed\n\n{known}",
        results.len()
    );
}
