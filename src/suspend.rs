//! Runs that stop at an external function's call and go on later: [`Engine::start`],
//! [`Suspension::resume`], and snapshots of a suspended run ([`Suspension::dump`],
//! [`Suspension::load`]).
//!
//! A suspended run is not a frozen heap: it is what determines the run, which is its program,
//! inputs, seeds and the outcomes of the host calls it made (see `pyrite_runtime::hostlog`).
//! Resuming runs the program again from the start with those outcomes fed back in order,
//! writing none of the output already handed over, until it reaches the call it stopped at,
//! and hands that call the host's answer. So a snapshot holds no handle, register or pointer
//! that a tampered file could forge: what it holds is checked as data (the policy digest,
//! the program recompiled, every logged call against the function it names), and loading
//! replays it to the call it claims, checking that the run really stops there with the same
//! figures. The price is time: each resume re-executes what came before (charged to the same
//! limits as one uninterrupted run, whose figures it ends with).

use std::io::Write;

use pyrite_runtime::{
    ExternalCall, HostCall, HostError, HostValue, LimitKind, Replay, RunError, Stats,
};

use crate::engine::{outcome_of, outcome_of_panic, Segment};
use crate::{Engine, Outcome, Program, RunOptions, StepLimits};

/// Where a suspendable run stands after [`Engine::start`] or [`Suspension::resume`].
#[derive(Debug)]
// A suspension is the common case and is moved, not copied; boxing it would only add a hop.
#[allow(clippy::large_enum_variant)]
pub enum Step {
    /// The run ended (completed, raised, or hit a limit).
    Done(Outcome),
    /// The run stopped at an external function's call.
    Suspended(Suspension),
}

impl Step {
    /// The outcome, if the run ended.
    pub fn done(self) -> Option<Outcome> {
        match self {
            Step::Done(o) => Some(o),
            Step::Suspended(_) => None,
        }
    }

    /// The suspension, if the run stopped at a call.
    pub fn suspended(self) -> Option<Suspension> {
        match self {
            Step::Suspended(s) => Some(s),
            Step::Done(_) => None,
        }
    }
}

/// A run stopped at the call of an external function ([`Engine::register_external`]).
///
/// ```
/// use pyrite::{Engine, HostValue, RunOptions, Step};
///
/// let mut engine = Engine::new();
/// engine.register_external("fetch");
/// let program = engine.compile(b"page = fetch('a', n=2)\nprint('got', page)\nlen(page)", "f.py")?;
/// let mut out = Vec::new();
/// let Step::Suspended(call) = engine.start(&program, &RunOptions::new(), &mut out) else {
///     panic!("the script calls fetch first");
/// };
/// assert_eq!(call.function(), "fetch");
/// assert_eq!(call.args(), [HostValue::Str("a".into())]);
/// // ... the host awaits its I/O, possibly in another process (`call.dump()`) ...
/// let Step::Done(outcome) = call.resume(&engine, Ok(HostValue::Str("abc".into())), &mut out)? else {
///     panic!("no other call");
/// };
/// assert_eq!(out, b"got abc\n");
/// assert_eq!(outcome.result, Some(HostValue::Int(3)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Suspension {
    /// What determines the run up to the call.
    pub(crate) run: Run,
    /// The call the run stopped at.
    pub(crate) call: ExternalCall,
}

/// What determines a suspendable run, apart from the call it is stopped at (if any): a run
/// about to start ([`Engine::start`]) has an empty log and no call yet, and becomes a
/// [`Suspension`] only when it stops at one.
#[derive(Clone, Debug)]
pub(crate) struct Run {
    pub(crate) program: Program,
    pub(crate) inputs: Vec<(String, HostValue)>,
    pub(crate) hash_seed: u64,
    pub(crate) random_seed: u64,
    /// The run's own limits, each below the engine's ([`Engine::start_limited`]): every
    /// stretch of the run, and its replays, run under the engine's lowered by these.
    pub(crate) limits: StepLimits,
    /// Every host call before the pending one, with its outcome.
    pub(crate) log: Vec<HostCall>,
    /// The figures when it stopped (its output bytes are the output handed over).
    pub(crate) stats: Stats,
    /// The policy digest of the engine that ran it: it resumes only under the same policy.
    pub(crate) policy_digest: String,
    /// That engine's host functions, by name, and whether each is external.
    pub(crate) host_functions: Vec<(String, bool)>,
}

/// Why a suspended run could not be resumed or a snapshot loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SnapshotError {
    /// The bytes are not a snapshot this version of Pyrite reads: truncated, altered, another
    /// format version, or not a snapshot at all.
    Malformed(String),
    /// The engine's policy (surface, host functions, limits) is not the one the run was
    /// suspended under.
    PolicyMismatch {
        /// The snapshot's policy digest.
        snapshot: String,
        /// The engine's.
        engine: String,
    },
    /// The snapshot's program does not compile under this engine.
    Program(String),
    /// Replaying the snapshot did not lead to the call it records: it was altered, or
    /// belongs to another run.
    Diverged(String),
}

impl std::fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SnapshotError::Malformed(why) => write!(f, "not a valid Pyrite snapshot: {why}"),
            SnapshotError::PolicyMismatch { snapshot, engine } => write!(
                f,
                "the snapshot was made under another policy (digest {snapshot}; this engine's \
                 is {engine}): resume it with the same surface, host functions and limits"
            ),
            SnapshotError::Program(why) => {
                write!(f, "the snapshot's program does not compile here: {why}")
            }
            SnapshotError::Diverged(why) => {
                write!(
                    f,
                    "the snapshot does not replay to the call it records: {why}"
                )
            }
        }
    }
}

impl std::error::Error for SnapshotError {}

impl SnapshotError {
    /// True when the bytes were well formed and made under this policy, but running their
    /// recorded steps again failed (a step no longer compiles, hits a limit, or does not end
    /// as recorded): for a dumped session, the failed rebuild that [`crate::Status::SessionEnded`]
    /// reports for a session in process.
    pub fn is_replay_failure(&self) -> bool {
        matches!(self, SnapshotError::Program(_) | SnapshotError::Diverged(_))
    }
}

impl Engine {
    /// Runs `program` as [`Engine::run_with`] does, except that a call of an external
    /// function ([`Engine::register_external`]) stops the run and returns it as a
    /// [`Suspension`] the host answers later. The output written to `out` is the part before
    /// the stop; each resume writes the part after it.
    ///
    /// A string-hash seed is drawn for the run when the engine fixes none, and kept with the
    /// suspension, so that the resumed run hashes as this one did.
    pub fn start(&self, program: &Program, options: &RunOptions, out: &mut dyn Write) -> Step {
        self.start_limited(program, &StepLimits::default(), options, out)
    }

    /// [`Engine::start`] under `limits` for this run only, each at most the engine's
    /// ([`StepLimits`], as [`Engine::run_limited`] and a session step take them: a run may
    /// only lower a limit, for itself). The suspension keeps them: every resume, and a
    /// snapshot's load, runs under them again, so the whole run stays within them
    /// (instructions, allocations, memory and output over the whole run; time per stretch,
    /// as [`Suspension::resume_with`] says).
    ///
    /// ```
    /// use pyrite::{Engine, HostValue, LimitKind, RunOptions, Status, StepLimits, Suspension};
    ///
    /// let mut engine = Engine::new();
    /// engine.register_external("fetch");
    /// let program = engine.compile(b"n = fetch()\nwhile True: n += 1", "spin.py")?;
    /// let tight = StepLimits { max_instructions: Some(10_000), ..StepLimits::default() };
    /// let mut out = Vec::new();
    /// let call = engine
    ///     .start_limited(&program, &tight, &RunOptions::new(), &mut out)
    ///     .suspended()
    ///     .ok_or("the script calls fetch first")?;
    /// // The limits travel with the run, through a snapshot too.
    /// let call = Suspension::load(&engine, &call.dump())?;
    /// assert_eq!(call.limits(), &tight);
    /// let done = call.resume(&engine, Ok(HostValue::Int(0)), &mut out)?.done().ok_or("ends")?;
    /// assert_eq!(done.status, Status::Limit(LimitKind::Instructions));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn start_limited(
        &self,
        program: &Program,
        limits: &StepLimits,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Step {
        let hash_seed = self.hash_seed().unwrap_or_else(random_seed);
        let run = Run {
            program: program.clone(),
            inputs: options.inputs.clone(),
            hash_seed,
            random_seed: self.random_seed(),
            limits: limits.below(self.limits()),
            log: Vec::new(),
            stats: Stats::default(),
            policy_digest: self.policy_digest(),
            host_functions: self.host_functions(),
        };
        run.advance(self, options, out)
    }
}

/// A seed from the OS's entropy (std's per-`RandomState` keys, as the string-hash key is drawn).
pub(crate) fn random_seed() -> u64 {
    use std::hash::BuildHasher;
    std::collections::hash_map::RandomState::new().hash_one(0x5052_4b53_u64)
}

impl Suspension {
    /// The external function called.
    pub fn function(&self) -> &str {
        &self.call.function
    }

    /// Its positional arguments.
    pub fn args(&self) -> &[HostValue] {
        &self.call.args
    }

    /// Its keyword arguments, in call order.
    pub fn kwargs(&self) -> &[(String, HostValue)] {
        &self.call.kwargs
    }

    /// The run's figures so far.
    pub fn stats(&self) -> &Stats {
        &self.run.stats
    }

    /// The host functions of the engine the run started under, by name, and whether each is
    /// external: with the limits, what an engine needs to resume it (a loader that rebuilds
    /// its engine reads them here; the policy digest still decides).
    pub fn host_functions(&self) -> &[(String, bool)] {
        &self.run.host_functions
    }

    /// The program being run.
    pub fn program(&self) -> &Program {
        &self.run.program
    }

    /// The run's own limits ([`Engine::start_limited`]): those below the engine's it was
    /// started with (the others `None`, the engine's).
    pub fn limits(&self) -> &StepLimits {
        &self.run.limits
    }

    /// Goes on with the run: the call returns `answer`'s value, or raises its [`HostError`]
    /// as an exception of that built-in type (which the script may catch). `engine` must have
    /// the policy the run started under ([`SnapshotError::PolicyMismatch`] otherwise). Output
    /// after the call is written to `out`.
    pub fn resume(
        self,
        engine: &Engine,
        answer: Result<HostValue, HostError>,
        out: &mut dyn Write,
    ) -> Result<Step, SnapshotError> {
        self.resume_with(engine, answer, &RunOptions::new(), out)
    }

    /// [`Suspension::resume`] with a cancellation handle or a deadline for this stretch of
    /// the run (`options`' inputs are ignored: the run keeps those it started with).
    ///
    /// Instructions, allocations, memory and output are limited over the whole run; time is
    /// per stretch: `max_duration` (and a deadline) bound each start or resume, the replay of
    /// what came before included.
    pub fn resume_with(
        self,
        engine: &Engine,
        answer: Result<HostValue, HostError>,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Result<Step, SnapshotError> {
        self.run.check_policy(engine)?;
        let Suspension { mut run, call } = self;
        run.log.push(HostCall {
            function: call.function,
            args_digest: call.args_digest,
            outcome: answer,
        });
        Ok(run.advance(engine, options, out))
    }
}

impl Run {
    pub(crate) fn check_policy(&self, engine: &Engine) -> Result<(), SnapshotError> {
        let digest = engine.policy_digest();
        if digest != self.policy_digest {
            return Err(SnapshotError::PolicyMismatch {
                snapshot: self.policy_digest.clone(),
                engine: digest,
            });
        }
        Ok(())
    }

    /// Runs the program again from the start with the log replayed, to its end or its next
    /// external call.
    fn advance(mut self, engine: &Engine, options: &RunOptions, out: &mut dyn Write) -> Step {
        let log = std::mem::take(&mut self.log);
        let skip = self.stats.output_bytes;
        let report = match self.replay(engine, log, skip, false, options, out) {
            Ok(r) => r,
            Err(msg) => return Step::Done(outcome_of_panic(msg)),
        };
        match (report.result, report.suspended) {
            (Err(RunError::Limit(LimitKind::Suspended)), Some(call)) => {
                self.log = report.host_calls;
                self.stats = report.stats;
                Step::Suspended(Suspension { run: self, call })
            }
            (result, _) => Step::Done(outcome_of(result, report.stats)),
        }
    }

    /// Runs the program from the start with `log` fed back and the first `skip_output` bytes
    /// of output dropped (a panic's message on failure); with `log_only` (verifying a loaded
    /// snapshot) no host function is called, a call past the log's end is a divergence.
    fn replay(
        &self,
        engine: &Engine,
        log: Vec<HostCall>,
        skip_output: u64,
        log_only: bool,
        options: &RunOptions,
        out: &mut dyn Write,
    ) -> Result<pyrite_runtime::vm::RunReport, String> {
        let replay = Replay {
            log,
            skip_output,
            no_suspend: false,
            log_only,
        };
        let segment = Segment {
            inputs: &self.inputs,
            hash_seed: Some(self.hash_seed),
            random_seed: self.random_seed,
            cancel: options.cancel.as_ref(),
            deadline: options.deadline,
            replay: Some(&replay),
        };
        let limits = self.limits.apply(engine.limits());
        engine.run_segment(&self.program, &segment, &limits, out)
    }
}

impl Suspension {
    /// Replays a loaded snapshot to the call it records, without output, and checks that the
    /// run stops there with the figures it records.
    pub(crate) fn verify(self, engine: &Engine) -> Result<Suspension, SnapshotError> {
        let report = self
            .run
            .replay(
                engine,
                self.run.log.clone(),
                u64::MAX,
                true,
                &RunOptions::new(),
                &mut std::io::sink(),
            )
            .map_err(|msg| SnapshotError::Diverged(format!("an internal error: {msg}")))?;
        let Some(call) = report.suspended else {
            let why = match &report.result {
                Ok(_) => "the run completes".to_string(),
                Err(RunError::Exception(e)) => {
                    format!("the run raises {}: {}", e.type_name, e.message)
                }
                Err(RunError::Limit(k)) => format!("the run hits the {} limit", k.name()),
                Err(RunError::Exit { code, .. }) => format!("the run exits with status {code}"),
            };
            return Err(SnapshotError::Diverged(why));
        };
        if call != self.call {
            return Err(SnapshotError::Diverged(format!(
                "the run stops at {}() with other arguments, not at {}()",
                call.function, self.call.function
            )));
        }
        if report.host_calls != self.run.log {
            return Err(SnapshotError::Diverged(
                "the run's host calls are not the logged ones".to_string(),
            ));
        }
        if report.stats != self.run.stats {
            return Err(SnapshotError::Diverged(format!(
                "the run stops with other figures ({:?}, not {:?})",
                report.stats, self.run.stats
            )));
        }
        Ok(self)
    }
}
