//! What a jailed run may use: the VM's limits plus the OS-level ones, their defaults, and the
//! argument vector that carries them to the child across `execve`.

use std::path::PathBuf;
use std::time::Duration;

use crate::{Limits, Narrowing};

/// Default VM fuel for a jailed run: the same as `pyrite run`'s (a few seconds of work).
pub const DEFAULT_MAX_INSTRUCTIONS: u64 = pyrite_runtime::api::DEFAULT_MAX_INSTRUCTIONS;
/// Default cap on the VM's live heap bytes: the same as `pyrite run`'s.
pub const DEFAULT_MAX_MEMORY: u64 = pyrite_runtime::api::DEFAULT_MAX_MEMORY;
/// Default wall-clock deadline, enforced by the parent with SIGKILL.
pub const DEFAULT_MAX_DURATION: Duration = Duration::from_secs(10);
/// Default CPU-time rlimit (soft; the hard limit is one second more).
pub const DEFAULT_CPU_SECONDS: u64 = 10;
/// Default cap on each of the script's output streams (the VM's `max_output` and the parent's
/// capture of stdout and of stderr).
pub const DEFAULT_OUTPUT_LIMIT: u64 = 1 << 20;
/// Address space granted on top of twice the VM's memory limit: the binary, stacks, the
/// allocator's slack and the VM's own bookkeeping live there.
pub const ADDRESS_SPACE_SLACK: u64 = 256 << 20;

/// Where the script's own stdout and stderr go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputMode {
    /// Captured (bounded by the output limit) and returned in the report.
    Capture,
    /// Copied to this process's stdout and stderr as it arrives (still bounded).
    Stream,
}

/// Everything a jailed run needs besides the source bytes.
#[derive(Clone, Debug)]
pub struct JailConfig {
    /// The VM's limits. `max_output` is overwritten by `output_limit`.
    pub limits: Limits,
    /// Wall-clock deadline; the parent kills the child with SIGKILL when it passes.
    pub max_duration: Duration,
    /// RLIMIT_CPU soft limit in seconds (SIGXCPU); the hard limit is one more (SIGKILL).
    pub cpu_seconds: u64,
    /// Cap in bytes on each output stream, in the VM and in the parent.
    pub output_limit: u64,
    /// RLIMIT_AS in bytes; `None` derives it from the VM memory limit with slack.
    pub address_space: Option<u64>,
    /// The file name shown in tracebacks.
    pub filename: String,
    /// Capture or stream the script's output.
    pub output: OutputMode,
    /// What the operator's policy removed from the surface; the child's engine applies it
    /// (and refuses to run if it cannot).
    pub narrowing: Narrowing,
    /// The binary to exec in child mode. `None` means this process's own binary
    /// (`/proc/self/exe`), which must then call [`super::run_child_if_requested`] first thing in
    /// `main`. Never looked up through `PATH`.
    pub program: Option<PathBuf>,
    /// The string-hash seed of the run (`Engine::with_hash_seed`); `None`: a random key.
    pub hash_seed: Option<u64>,
    /// The seed of `random`'s generator (`Engine::with_random_seed`); `None`: the default.
    pub random_seed: Option<u64>,
    /// The script's inputs: the JSON text of an object whose members become globals
    /// (`RunOptions::input`). Sent to the child on fd 0 after the source; the child parses
    /// and checks it again behind seccomp. At most [`MAX_INPUTS_BYTES`].
    pub inputs: Option<String>,
}

/// Cap on the JSON text of a jailed run's inputs (an MCP message's own cap).
pub const MAX_INPUTS_BYTES: usize = 16 << 20;

/// Default cap on a session's dump, in and out (`pyrite jail --max-session-bytes`; the same
/// as `pyrite mcp`'s).
pub const DEFAULT_MAX_SESSION_BYTES: u64 = 1 << 20;

/// The largest `--max-session-bytes` the jail takes: the dump crosses fd 0 into the child and
/// fd 3 out of it, and the parent holds it in memory.
pub const MAX_SESSION_BYTES: u64 = 64 << 20;

impl Default for JailConfig {
    fn default() -> JailConfig {
        JailConfig {
            limits: Limits {
                max_instructions: Some(DEFAULT_MAX_INSTRUCTIONS),
                max_memory: Some(DEFAULT_MAX_MEMORY),
                ..Limits::default()
            },
            max_duration: DEFAULT_MAX_DURATION,
            cpu_seconds: DEFAULT_CPU_SECONDS,
            output_limit: DEFAULT_OUTPUT_LIMIT,
            address_space: None,
            filename: "<script>".to_string(),
            output: OutputMode::Capture,
            narrowing: Narrowing::default(),
            program: None,
            hash_seed: None,
            random_seed: None,
            inputs: None,
        }
    }
}

impl JailConfig {
    /// The VM limits actually used: `max_output` follows `output_limit`; the wall deadline is
    /// the parent's (`max_duration`, enforced with SIGKILL), so the VM keeps no clock of its own.
    pub fn vm_limits(&self) -> Limits {
        Limits {
            max_output: Some(self.output_limit),
            max_duration: None,
            ..self.limits.clone()
        }
    }

    /// RLIMIT_AS: the configured value, or twice the VM memory limit plus slack. Without a VM
    /// memory limit the default memory limit is assumed, so the rlimit is never absent.
    pub fn effective_address_space(&self) -> u64 {
        self.address_space.unwrap_or_else(|| {
            let mem = self.limits.max_memory.unwrap_or(DEFAULT_MAX_MEMORY);
            mem.saturating_mul(2).saturating_add(ADDRESS_SPACE_SLACK)
        })
    }

    /// The arguments after `CHILD_MODE_ARG` that tell the child its limits and the size of the
    /// source it must read from fd 0.
    pub(crate) fn child_args(&self, source_len: usize, parent_pid: i32) -> Vec<String> {
        let l = self.vm_limits();
        let mut a = vec![
            "--source-len".to_string(),
            source_len.to_string(),
            "--parent-pid".to_string(),
            parent_pid.to_string(),
            "--filename".to_string(),
            self.filename.clone(),
            "--max-recursion".to_string(),
            l.max_recursion.to_string(),
        ];
        let opt = [
            ("--max-instructions", l.max_instructions),
            ("--max-memory", l.max_memory),
            ("--max-allocations", l.max_allocations),
            ("--max-output", l.max_output),
        ];
        let inputs_len = self.inputs.as_ref().map(|i| i.len() as u64);
        let opt = opt.into_iter().chain([
            ("--hash-seed", self.hash_seed),
            ("--random-seed", self.random_seed),
            ("--inputs-len", inputs_len),
        ]);
        for (name, v) in opt {
            if let Some(v) = v {
                a.push(name.to_string());
                a.push(v.to_string());
            }
        }
        let n = &self.narrowing;
        let removals = (n.builtins.iter().map(|b| ("--remove-builtin", b.clone())))
            .chain(n.modules.iter().map(|m| ("--remove-module", m.clone())))
            .chain(
                n.members
                    .iter()
                    .map(|(m, x)| ("--remove-member", format!("{m}.{x}"))),
            )
            .chain(
                n.methods
                    .iter()
                    .map(|(t, x)| ("--remove-method", format!("{t}.{x}"))),
            );
        for (flag, v) in removals {
            a.push(flag.to_string());
            a.push(v);
        }
        a
    }
}

/// The child's view of its arguments.
#[derive(Debug)]
pub(crate) struct ChildArgs {
    pub source_len: usize,
    pub parent_pid: i32,
    pub filename: String,
    pub limits: Limits,
    /// Unchecked here: the child's engine checks it against the surface.
    pub narrowing: Narrowing,
    pub hash_seed: Option<u64>,
    pub random_seed: Option<u64>,
    /// Bytes of inputs JSON that follow the source on fd 0 (0: no inputs).
    pub inputs_len: usize,
    /// A session step that goes on with a dump: the dump's bytes, which follow the inputs on
    /// fd 0.
    pub session_len: Option<usize>,
    /// A session step (`None`: a plain run): the largest new dump the parent accepts (a
    /// larger one is not sent).
    pub max_session_bytes: Option<u64>,
    /// A session step's own limits.
    pub step_limits: crate::StepLimits,
}

/// The child arguments of a session step's own limits (`--step-max-X N`; durations in
/// nanoseconds).
pub(crate) fn step_limit_args(l: &crate::StepLimits) -> Vec<String> {
    let nanos = l
        .max_duration
        .map(|d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
    [
        ("--step-max-instructions", l.max_instructions),
        ("--step-max-memory", l.max_memory),
        ("--step-max-allocations", l.max_allocations),
        ("--step-max-output", l.max_output),
        ("--step-max-duration-ns", nanos),
    ]
    .into_iter()
    .filter_map(|(flag, v)| v.map(|n| [flag.to_string(), n.to_string()]))
    .flatten()
    .collect()
}

/// Parses what [`JailConfig::child_args`] produced. Anything unknown is refused: the child
/// only ever runs with arguments its parent built.
pub(crate) fn parse_child_args(args: &[String]) -> Result<ChildArgs, String> {
    let mut c = ChildArgs {
        source_len: 0,
        parent_pid: 0,
        filename: "<script>".to_string(),
        // The parent sends every limit it sets: what it does not send is unlimited here.
        limits: Limits::unlimited(),
        narrowing: Narrowing::default(),
        hash_seed: None,
        random_seed: None,
        inputs_len: 0,
        session_len: None,
        max_session_bytes: None,
        step_limits: crate::StepLimits::default(),
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let v = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num = || {
            v.parse::<u64>()
                .map_err(|_| format!("bad value for {flag}"))
        };
        match flag.as_str() {
            "--source-len" => {
                c.source_len = usize::try_from(num()?).map_err(|_| "bad --source-len")?
            }
            "--parent-pid" => c.parent_pid = v.parse().map_err(|_| "bad --parent-pid")?,
            "--filename" => c.filename = v.clone(),
            "--max-recursion" => {
                c.limits.max_recursion = u32::try_from(num()?).map_err(|_| "bad recursion")?
            }
            "--max-instructions" => c.limits.max_instructions = Some(num()?),
            "--max-memory" => c.limits.max_memory = Some(num()?),
            "--max-allocations" => c.limits.max_allocations = Some(num()?),
            "--max-output" => c.limits.max_output = Some(num()?),
            "--remove-builtin" => {
                c.narrowing.builtins.insert(v.clone());
            }
            "--remove-module" => {
                c.narrowing.modules.insert(v.clone());
            }
            "--remove-member" | "--remove-method" => {
                let (owner, name) = v
                    .split_once('.')
                    .ok_or_else(|| format!("bad value for {flag}"))?;
                let pair = (owner.to_string(), name.to_string());
                if flag == "--remove-member" {
                    c.narrowing.members.insert(pair);
                } else {
                    c.narrowing.methods.insert(pair);
                }
            }
            "--hash-seed" => c.hash_seed = Some(num()?),
            "--random-seed" => c.random_seed = Some(num()?),
            "--inputs-len" => {
                c.inputs_len = usize::try_from(num()?).map_err(|_| "bad --inputs-len")?
            }
            "--session-len" => {
                c.session_len = Some(usize::try_from(num()?).map_err(|_| "bad --session-len")?)
            }
            "--max-session-bytes" => c.max_session_bytes = Some(num()?),
            "--step-max-instructions" => c.step_limits.max_instructions = Some(num()?),
            "--step-max-memory" => c.step_limits.max_memory = Some(num()?),
            "--step-max-allocations" => c.step_limits.max_allocations = Some(num()?),
            "--step-max-output" => c.step_limits.max_output = Some(num()?),
            "--step-max-duration-ns" => {
                c.step_limits.max_duration = Some(Duration::from_nanos(num()?))
            }
            other => return Err(format!("unknown child argument '{other}'")),
        }
    }
    Ok(c)
}

/// Parses a duration: `10s`, `500ms`, `2m`, or a plain number of seconds.
pub fn parse_duration(s: &str) -> Option<Duration> {
    let s = s.trim();
    let split = s
        .find(|c: char| !c.is_ascii_digit() && c != '.')
        .unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let n: f64 = num.parse().ok()?;
    let secs = match unit {
        "" | "s" => n,
        "ms" => n / 1000.0,
        "m" => n * 60.0,
        _ => return None,
    };
    Duration::try_from_secs_f64(secs).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("10"), Some(Duration::from_secs(10)));
        assert_eq!(parse_duration("500ms"), Some(Duration::from_millis(500)));
        assert_eq!(parse_duration("1.5s"), Some(Duration::from_millis(1500)));
        assert_eq!(parse_duration("2m"), Some(Duration::from_secs(120)));
        assert_eq!(parse_duration("2h"), None);
        assert_eq!(parse_duration(""), None);
    }

    #[test]
    fn child_args_round_trip() {
        let mut narrowing = Narrowing::default();
        narrowing.remove_builtin("len").unwrap();
        narrowing.remove_module("math").unwrap();
        narrowing.remove_member("dataclasses", "replace").unwrap();
        narrowing.remove_method("str", "upper").unwrap();
        let cfg = JailConfig {
            filename: "a b.py".into(),
            narrowing,
            ..JailConfig::default()
        };
        let c = parse_child_args(&cfg.child_args(42, 7)).unwrap();
        assert_eq!(c.source_len, 42);
        assert_eq!(c.parent_pid, 7);
        assert_eq!(c.filename, "a b.py");
        assert_eq!(c.limits, cfg.vm_limits());
        assert_eq!(c.narrowing, cfg.narrowing);
        assert_eq!(c.hash_seed, None);
        let seeded = JailConfig {
            hash_seed: Some(u64::MAX),
            ..JailConfig::default()
        };
        let c = parse_child_args(&seeded.child_args(1, 1)).unwrap();
        assert_eq!(c.hash_seed, Some(u64::MAX));
        assert_eq!(c.random_seed, None);
        let seeded = JailConfig {
            random_seed: Some(12),
            ..JailConfig::default()
        };
        let c = parse_child_args(&seeded.child_args(1, 1)).unwrap();
        assert_eq!(c.random_seed, Some(12));
        assert_eq!(c.inputs_len, 0);
        let with_inputs = JailConfig {
            inputs: Some("{\"n\": 1}".into()),
            ..JailConfig::default()
        };
        let c = parse_child_args(&with_inputs.child_args(1, 1)).unwrap();
        assert_eq!(c.inputs_len, 8);
        assert_eq!(c.session_len, None);
        let mut args = with_inputs.child_args(1, 1);
        args.extend(["--session-len", "7", "--max-session-bytes", "9"].map(String::from));
        let step = crate::StepLimits {
            max_instructions: Some(5),
            max_duration: Some(Duration::from_millis(250)),
            ..Default::default()
        };
        args.extend(step_limit_args(&step));
        let c = parse_child_args(&args).unwrap();
        assert_eq!((c.session_len, c.max_session_bytes), (Some(7), Some(9)));
        assert_eq!(c.step_limits, step);
        assert!(parse_child_args(&["--bogus".into(), "1".into()]).is_err());
    }

    #[test]
    fn address_space_has_slack() {
        let cfg = JailConfig::default();
        assert_eq!(
            cfg.effective_address_space(),
            2 * DEFAULT_MAX_MEMORY + ADDRESS_SPACE_SLACK
        );
    }
}
