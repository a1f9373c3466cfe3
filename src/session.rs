//! Sessions: a sequence of snippets sharing globals, as an agent's "code as action" loop, a
//! notebook or a REPL runs them ([`Engine::session`], [`Session::run`]).
//!
//! Each step runs under limits of its own (fuel, output, time, allocations) with its own
//! output, result and figures: the engine's, or lower ones for that step only
//! ([`Session::run_limited`], [`StepLimits`]). The heap persists from step to step, so the
//! engine's memory limit bounds the session as a whole; no step can raise a limit above the
//! engine's. As in CPython's interactive loop, a name bound in one
//! step is visible in the next, an uncaught exception ends only its step (what it bound
//! before the raise stays), and a step refused at compile time changes nothing. A step that
//! hits a limit is rolled back: the session goes on as if it had not run, so a memory bomb
//! cannot wedge it.
//!
//! In process the VM's heap stays alive between steps (a step costs what it runs, not what
//! came before). A session is also, as a suspended run is, the data that determines it: the
//! kept steps (source, inputs, limits, the outcomes of their host calls) and the seeds. Rolling
//! a step back, and loading a dumped session ([`Session::dump`], [`Engine::load_session`]),
//! rebuild the heap by running the kept steps again, each under the limits it ran with, feeding
//! each its logged host calls (no host function is called twice) and checking that it ends as
//! it did, with the same figures. A rebuild that fails (a replayed step hits a limit, or
//! diverges) ends the session: [`Status::SessionEnded`].

use std::io::Write;
use std::time::Duration;

use pyrite_lang::diagnostic::ErrorKind;
use pyrite_runtime::vm::{RunReport, SessionState, SourcePart};
use pyrite_runtime::{HostCall, HostValue, LimitKind, Limits, Replay, RunError, Stats};

use crate::engine::{outcome_of, outcome_of_panic, Segment};
use crate::{Engine, Outcome, RunOptions, SnapshotError, Status};

/// A sequence of steps sharing globals ([`Engine::session`]).
///
/// ```
/// use pyrite::{Engine, HostValue, Status};
///
/// let engine = Engine::new();
/// let mut session = engine.session();
/// let mut out = Vec::new();
/// session.run(b"def area(r):\n    return 3 * r * r\nsides = [1, 2]", &mut out);
/// let o = session.run(b"[area(s) for s in sides]", &mut out);
/// assert_eq!(o.result, Some(HostValue::List(vec![HostValue::Int(3), HostValue::Int(12)])));
/// // An exception ends its step only; a limit rolls its step back.
/// let o = session.run(b"sides.append(3)\n1 / 0", &mut out);
/// assert!(matches!(o.status, Status::ScriptError(_)));
/// let o = session.run(b"sides.append(4)\nwhile True: pass", &mut out);
/// assert!(matches!(o.status, Status::Limit(_)));
/// let o = session.run(b"sides", &mut out);
/// assert_eq!(o.result_as::<Vec<i64>>()?, [1, 2, 3]);
/// // A session is bytes too, to go on with elsewhere.
/// let mut again = engine.load_session(&session.dump())?;
/// assert_eq!(again.run(b"len(sides)", &mut out).result, Some(HostValue::Int(3)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Session {
    pub(crate) engine: Engine,
    pub(crate) hash_seed: u64,
    pub(crate) random_seed: u64,
    /// The steps kept, in order.
    pub(crate) steps: Vec<KeptStep>,
    /// How many steps were run, kept or not (the next step is `<step {ran + 1}>`).
    pub(crate) ran: u64,
    /// The kept steps compiled: each step's codes follow the ones before.
    program: pyrite_lang::bytecode::Program,
    /// Each kept step's first code, file name and source, for tracebacks.
    parts: Vec<SourcePart>,
    /// The heap after the kept steps; `None` when it must be rebuilt (after a rollback, a
    /// panic, or a load) before the next step.
    state: Option<SessionState>,
    /// Why the session cannot go on, once rebuilding its heap failed (a replayed step hit a
    /// limit or diverged): every later step is refused with it.
    ended: Option<String>,
}

/// The limits of one session step ([`Session::run_limited`]) or of one run
/// ([`Engine::run_limited`], [`Engine::start_limited`]), each at most the engine's: a step or
/// a run may only lower a limit, for itself. `None` (the default) is the engine's limit;
/// `Some(n)` is `n`, or the engine's limit if that is lower. For a session step the memory
/// limit bounds the live bytes of the session's whole heap (what earlier steps keep counts
/// too) while the step runs. The call depth (`max_recursion`) is always the engine's.
///
/// ```
/// use pyrite::{Engine, LimitKind, Status, StepLimits};
///
/// let mut session = Engine::new().session();
/// let mut out = Vec::new();
/// let tight = StepLimits { max_instructions: Some(10_000), ..StepLimits::default() };
/// let o = session.run_limited(b"n = 0\nwhile True: n += 1", &tight, &Default::default(), &mut out);
/// assert_eq!(o.status, Status::Limit(LimitKind::Instructions)); // rolled back
/// let o = session.run(b"sum(range(100_000))", &mut out); // the engine's limits again
/// assert!(o.is_ok());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepLimits {
    /// Fuel for the step.
    pub max_instructions: Option<u64>,
    /// Live bytes of the session's heap while the step runs.
    pub max_memory: Option<u64>,
    /// Heap objects the step creates.
    pub max_allocations: Option<u64>,
    /// Bytes the step prints.
    pub max_output: Option<u64>,
    /// Wall-clock time of the step.
    pub max_duration: Option<Duration>,
}

/// The lower of a step's bound and the engine's (`None`: unbounded).
fn lower<T: Ord + Copy>(step: Option<T>, engine: Option<T>) -> Option<T> {
    match (step, engine) {
        (Some(s), Some(e)) => Some(s.min(e)),
        (s, e) => s.or(e),
    }
}

impl StepLimits {
    /// The engine's limits `engine`, each lowered to this step's bound.
    pub fn apply(&self, engine: &Limits) -> Limits {
        Limits {
            max_instructions: lower(self.max_instructions, engine.max_instructions),
            max_memory: lower(self.max_memory, engine.max_memory),
            max_allocations: lower(self.max_allocations, engine.max_allocations),
            max_recursion: engine.max_recursion,
            max_output: lower(self.max_output, engine.max_output),
            max_duration: lower(self.max_duration, engine.max_duration),
        }
    }

    /// Only the bounds below the engine's `engine` limits (the others are `None`): what a
    /// kept step records, and all a dumped one may carry.
    pub(crate) fn below(&self, engine: &Limits) -> StepLimits {
        fn keep<T: Ord + Copy>(step: Option<T>, engine: Option<T>) -> Option<T> {
            step.filter(|s| engine.is_none_or(|e| *s < e))
        }
        StepLimits {
            max_instructions: keep(self.max_instructions, engine.max_instructions),
            max_memory: keep(self.max_memory, engine.max_memory),
            max_allocations: keep(self.max_allocations, engine.max_allocations),
            max_output: keep(self.max_output, engine.max_output),
            max_duration: keep(self.max_duration, engine.max_duration),
        }
    }

    /// The bounds this sets as [`StepLimits::from_json`] reads them back (durations as
    /// seconds, to the nanosecond).
    pub fn to_json(&self) -> serde_json::Value {
        let mut m = serde_json::Map::new();
        for (key, v) in [
            ("max_instructions", self.max_instructions),
            ("max_memory", self.max_memory),
            ("max_allocations", self.max_allocations),
            ("max_output", self.max_output),
        ] {
            if let Some(n) = v {
                m.insert(key.into(), n.into());
            }
        }
        if let Some(d) = self.max_duration {
            let secs = format!("{}.{:09}s", d.as_secs(), d.subsec_nanos());
            m.insert("max_duration".into(), secs.into());
        }
        serde_json::Value::Object(m)
    }

    /// The limits as the names of the CLI flags spell them, from a JSON object:
    /// `{"max_instructions": 1000, "max_memory": "8MB", "max_duration": "500ms"}` (counts and
    /// sizes as numbers or strings, durations as strings or seconds); `null` or `"none"` is
    /// the engine's limit. `max_recursion` and unknown names are refused.
    pub fn from_json(value: &serde_json::Value) -> Result<StepLimits, String> {
        let serde_json::Value::Object(map) = value else {
            return Err(
                "step limits must be an object such as {\"max_instructions\": 1000}".into(),
            );
        };
        let mut limits = serde_json::Map::new();
        for (key, v) in map {
            match key.as_str() {
                "max_recursion" => {
                    return Err(
                        "max_recursion is the session's for every step: set it for the \
                         session, not for one step"
                            .into(),
                    )
                }
                "max_instructions" | "max_memory" | "max_allocations" | "max_output"
                | "max_duration" => {}
                other => {
                    return Err(format!(
                        "unknown step limit '{other}' (known: max_instructions, max_memory, \
                         max_allocations, max_output, max_duration)"
                    ))
                }
            }
            let v = if v.is_null() {
                serde_json::Value::from("none")
            } else {
                v.clone()
            };
            limits.insert(key.clone(), v);
        }
        let text = serde_json::json!({ "limits": limits }).to_string();
        let parsed = crate::PolicyFile::from_json(&text).map_err(|e| e.message)?;
        let l = parsed.limits;
        Ok(StepLimits {
            max_instructions: l.max_instructions.flatten(),
            max_memory: l.max_memory.flatten(),
            max_allocations: l.max_allocations.flatten(),
            max_output: l.max_output.flatten(),
            max_duration: l.max_duration.flatten(),
        })
    }
}

/// A step the session kept: what it ran and how it ended.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct KeptStep {
    pub(crate) filename: String,
    pub(crate) source: String,
    /// Whether it was compiled as an interactive chunk ([`Session::run_interactive`]).
    pub(crate) interactive: bool,
    pub(crate) inputs: Vec<(String, HostValue)>,
    /// The limits it ran with, besides the engine's.
    pub(crate) limits: StepLimits,
    /// Its host calls, in order, with their outcomes.
    pub(crate) log: Vec<HostCall>,
    /// How it ended: completed, raised, or exited.
    pub(crate) end: StepEnd,
    /// Its figures.
    pub(crate) stats: Stats,
}

/// How a kept step ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StepEnd {
    /// It ran to its end.
    Completed = 0,
    /// An uncaught exception ended it.
    Raised = 1,
    /// An uncaught `SystemExit` ended it.
    Exited = 2,
}

impl StepEnd {
    pub(crate) fn from_byte(b: u8) -> Option<StepEnd> {
        match b {
            0 => Some(StepEnd::Completed),
            1 => Some(StepEnd::Raised),
            2 => Some(StepEnd::Exited),
            _ => None,
        }
    }

    fn of(result: &Result<Option<HostValue>, RunError>) -> Option<StepEnd> {
        match result {
            Ok(_) => Some(StepEnd::Completed),
            Err(RunError::Exception(_)) => Some(StepEnd::Raised),
            Err(RunError::Exit { .. }) => Some(StepEnd::Exited),
            Err(RunError::Limit(_)) => None,
        }
    }
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("steps", &self.steps.len())
            .field("ran", &self.ran)
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// A new session under this engine's policy and limits: each step under the limits, the
    /// heap of all steps under the memory limit. The string-hash seed is the engine's, or one
    /// drawn now and kept for the session's life (a dumped session keeps it too).
    pub fn session(&self) -> Session {
        Session {
            engine: self.clone(),
            hash_seed: self.hash_seed().unwrap_or_else(crate::suspend::random_seed),
            random_seed: self.random_seed(),
            steps: Vec::new(),
            ran: 0,
            program: empty_program(),
            parts: Vec::new(),
            state: None,
            ended: None,
        }
    }

    /// A session from [`Session::dump`]'s bytes, to go on with under this engine, which must
    /// have the policy the session was made under (the digest covers the surface, the host
    /// functions and the limits: a dump cannot bring laxer limits). The bytes are untrusted:
    /// every field is checked, then the kept steps are run again, each fed its logged host
    /// calls, and each must end as recorded with the recorded figures. Anything else is a
    /// [`SnapshotError`]; nothing panics.
    pub fn load_session(&self, bytes: &[u8]) -> Result<Session, SnapshotError> {
        crate::snapshot::load_session(self, bytes)
    }
}

fn empty_program() -> pyrite_lang::bytecode::Program {
    pyrite_lang::bytecode::Program {
        codes: Vec::new(),
        globals: Vec::new(),
        global_fallback: Vec::new(),
        builtins: Default::default(),
        modules: Vec::new(),
    }
}

impl Session {
    /// Runs `code` as the next step, named `<step N>` in tracebacks (N counts the steps run),
    /// writing its output to `out`: its outcome, with the value of its last expression
    /// statement as the result. A compile error or refusal changes nothing; an uncaught
    /// exception ends the step and keeps what it did; a limit rolls the step back.
    ///
    /// After a rollback the next step first rebuilds the heap by replaying the kept steps,
    /// each under the limits it ran with and all under this step's deadline and cancellation;
    /// if that replay trips one (or diverges), the session has ended: this step and every
    /// later one return [`Status::SessionEnded`] saying why.
    pub fn run(&mut self, code: &[u8], out: &mut dyn Write) -> Outcome {
        self.run_with(code, &RunOptions::new(), out)
    }

    /// [`Session::run_with`] under `limits` for this step only, each at most the engine's
    /// ([`StepLimits`]); the kept step remembers them, so a rebuild (after a rollback, or a
    /// load) replays it under them again. The next step runs under the engine's limits
    /// unless it is given its own.
    pub fn run_limited(
        &mut self,
        code: &[u8],
        limits: &StepLimits,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Outcome {
        let filename = format!("<step {}>", self.ran + 1);
        self.run_step(code, &filename, limits, options, false, out)
    }

    /// [`Session::run`] with inputs (bound as globals before the step runs, and kept), a
    /// cancellation handle or a deadline for this step.
    pub fn run_with(&mut self, code: &[u8], options: &RunOptions, out: &mut dyn Write) -> Outcome {
        let filename = format!("<step {}>", self.ran + 1);
        self.run_named(code, &filename, options, out)
    }

    /// [`Session::run_with`] with the file name tracebacks show for this step (a REPL's
    /// `<stdin>`, a notebook's cell name).
    pub fn run_named(
        &mut self,
        code: &[u8],
        filename: &str,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Outcome {
        self.run_step(code, filename, &StepLimits::default(), options, false, out)
    }

    /// [`Session::run_named`] for a chunk of an interactive loop (`pyrite repl`), compiled
    /// as CPython compiles one (`'single'` mode): each expression statement outside a
    /// function or class body writes `repr(value)` and a newline to `out` when its value is
    /// not None, and binds the global `_` to it. The outcome's result is `None`'s host form.
    pub fn run_interactive(
        &mut self,
        code: &[u8],
        filename: &str,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Outcome {
        self.run_step(code, filename, &StepLimits::default(), options, true, out)
    }

    fn run_step(
        &mut self,
        code: &[u8],
        filename: &str,
        step_limits: &StepLimits,
        options: &RunOptions,
        interactive: bool,
        out: &mut dyn Write,
    ) -> Outcome {
        self.ran += 1;
        if let Some(why) = &self.ended {
            return session_ended(why.clone());
        }
        if self.state.is_none() && !self.steps.is_empty() {
            // Under this step's cancellation and deadline too: the rebuild is its work.
            if let Err(why) = self.rebuild(options) {
                let why = format!("its heap could not be rebuilt: {why}");
                self.ended = Some(why.clone());
                return session_ended(why);
            }
        }
        let limits = step_limits.apply(self.engine.limits());
        let names: Vec<String> = options.inputs.iter().map(|(n, _)| n.clone()).collect();
        let (source, program) =
            match self
                .engine
                .compile_step(code, filename, &self.program, &names, interactive)
            {
                Ok(p) => p,
                Err(e) => {
                    return Outcome {
                        status: match e.diagnostic.kind {
                            ErrorKind::InternalError => Status::InternalError(e.diagnostic.message),
                            _ => Status::CompileError(e),
                        },
                        stats: Stats::default(),
                        result: None,
                    }
                }
            };
        let first = self.program.codes.len();
        self.parts.push(SourcePart {
            first_code: first as u32,
            filename: filename.to_string(),
            source: source.clone(),
        });
        let replay = Replay {
            log: Vec::new(),
            skip_output: 0,
            no_suspend: true,
            log_only: false,
        };
        let segment = Segment {
            inputs: &options.inputs,
            hash_seed: Some(self.hash_seed),
            random_seed: self.random_seed,
            cancel: options.cancel.as_ref(),
            deadline: options.deadline,
            replay: Some(&replay),
        };
        let ran = self.engine.run_session_step(
            &program,
            first..program.codes.len(),
            &segment,
            &self.parts,
            &limits,
            self.state.take(),
            out,
        );
        let (report, state) = match ran {
            Ok(r) => r,
            Err(msg) => {
                // The state went with the panic: the next step rebuilds it.
                self.parts.pop();
                return outcome_of_panic(msg);
            }
        };
        match (StepEnd::of(&report.result), state) {
            (Some(end), Some(state)) => {
                self.steps.push(KeptStep {
                    filename: filename.to_string(),
                    source,
                    interactive,
                    inputs: options.inputs.clone(),
                    limits: step_limits.below(self.engine.limits()),
                    log: report.host_calls,
                    end,
                    stats: report.stats,
                });
                self.program = program;
                self.state = Some(state);
            }
            // A limit (or a step that could not start): dropped, and the heap it changed
            // with it.
            _ => {
                self.parts.pop();
            }
        }
        outcome_of(report.result, report.stats)
    }

    /// How many steps the session kept (those that completed or raised; not those refused
    /// or rolled back).
    pub fn steps(&self) -> usize {
        self.steps.len()
    }

    /// The live bytes of the session's heap, when it is built (after the first step).
    pub fn live_bytes(&self) -> Option<u64> {
        self.state.as_ref().map(SessionState::live_bytes)
    }

    /// The engine the session runs under.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// Whether the session has ended ([`Status::SessionEnded`]): why, once rebuilding its heap
    /// failed. Every later step is refused with it.
    pub fn ended(&self) -> Option<&str> {
        self.ended.as_deref()
    }

    /// Rebuilds the heap by running the kept steps again from an empty one, checking that
    /// each ends as it did. Each replayed step runs under the limits it ran with the first
    /// time (the engine's, lowered by its own: so under `max_duration` too), and the whole
    /// replay under `options`' cancellation and deadline: a replay that trips one is an
    /// error, never a hang.
    pub(crate) fn rebuild(&mut self, options: &RunOptions) -> Result<(), SnapshotError> {
        self.state = None;
        let mut program = empty_program();
        let mut parts: Vec<SourcePart> = Vec::with_capacity(self.steps.len());
        let mut firsts = Vec::with_capacity(self.steps.len());
        // Compile every kept step first: each step's codes end where the next one's begin.
        for step in &self.steps {
            let names: Vec<String> = step.inputs.iter().map(|(n, _)| n.clone()).collect();
            let (_, p) = self
                .engine
                .compile_step(
                    step.source.as_bytes(),
                    &step.filename,
                    &program,
                    &names,
                    step.interactive,
                )
                .map_err(|e| SnapshotError::Program(e.rendered.trim_end().to_string()))?;
            firsts.push(program.codes.len());
            parts.push(SourcePart {
                first_code: program.codes.len() as u32,
                filename: step.filename.clone(),
                source: step.source.clone(),
            });
            program = p;
        }
        let mut state = None;
        for (i, step) in self.steps.iter().enumerate() {
            let start = firsts.get(i).copied().unwrap_or(0);
            let end = firsts.get(i + 1).copied().unwrap_or(program.codes.len());
            let replay = Replay {
                log: step.log.clone(),
                skip_output: u64::MAX,
                no_suspend: true,
                // A replay calls no host function: each call is answered from the log.
                log_only: true,
            };
            let limits = step.limits.apply(self.engine.limits());
            let segment = Segment {
                inputs: &step.inputs,
                hash_seed: Some(self.hash_seed),
                random_seed: self.random_seed,
                cancel: options.cancel.as_ref(),
                deadline: options.deadline,
                replay: Some(&replay),
            };
            let (report, next) = self
                .engine
                .run_session_step(
                    &program,
                    start..end,
                    &segment,
                    parts.get(..=i).unwrap_or(&[]),
                    &limits,
                    state.take(),
                    &mut std::io::sink(),
                )
                .map_err(|msg| SnapshotError::Diverged(format!("an internal error: {msg}")))?;
            check_replayed(step, &report).map_err(SnapshotError::Diverged)?;
            let next = next.ok_or_else(|| {
                SnapshotError::Diverged(format!("{} did not start", step.filename))
            })?;
            state = Some(next);
        }
        self.program = program;
        self.parts = parts;
        self.state = state;
        Ok(())
    }
}

/// The outcome of a step refused because the session has ended.
fn session_ended(why: String) -> Outcome {
    Outcome {
        status: Status::SessionEnded(why),
        stats: Stats::default(),
        result: None,
    }
}

/// Whether a replayed step ended as the kept one did, with its host calls and figures.
fn check_replayed(step: &KeptStep, report: &RunReport) -> Result<(), String> {
    if let Err(RunError::Limit(k)) = &report.result {
        let what = match k {
            LimitKind::Suspended => None,
            LimitKind::Deadline => Some("hit the deadline the host set for this step".to_string()),
            LimitKind::Cancelled => Some("was cancelled by the host".to_string()),
            k => Some(format!(
                "hit the {} limit (a replay runs under the limits the step ran with)",
                k.name()
            )),
        };
        if let Some(what) = what {
            return Err(format!("replaying {} {what}", step.filename));
        }
    }
    let end = StepEnd::of(&report.result);
    if end != Some(step.end) {
        let how = match &report.result {
            Ok(_) => "completes".to_string(),
            Err(RunError::Exception(e)) => format!("raises {}: {}", e.type_name, e.message),
            Err(RunError::Exit { code, .. }) => format!("exits with status {code}"),
            Err(RunError::Limit(LimitKind::Suspended)) => "suspends".to_string(),
            Err(RunError::Limit(k)) => format!("hits the {} limit", k.name()),
        };
        return Err(format!(
            "{} {how}, which is not how it ended when it ran",
            step.filename
        ));
    }
    if report.host_calls != step.log {
        return Err(format!(
            "{}'s host calls are not the logged ones",
            step.filename
        ));
    }
    if report.stats != step.stats {
        return Err(format!(
            "{} ends with other figures ({:?}, not {:?})",
            step.filename, report.stats, step.stats
        ));
    }
    Ok(())
}

impl Session {
    /// Rebuilds a loaded session, its steps as parsed: the replay must reproduce each one.
    pub(crate) fn from_parts(
        engine: &Engine,
        hash_seed: u64,
        random_seed: u64,
        ran: u64,
        steps: Vec<KeptStep>,
    ) -> Result<Session, SnapshotError> {
        let mut s = Session {
            engine: engine.clone(),
            hash_seed,
            random_seed,
            steps,
            ran,
            program: empty_program(),
            parts: Vec::new(),
            state: None,
            ended: None,
        };
        if s.ran < s.steps.len() as u64 {
            return Err(SnapshotError::Malformed(
                "it records fewer steps run than it keeps".to_string(),
            ));
        }
        s.rebuild(&RunOptions::new())?;
        Ok(s)
    }
}
