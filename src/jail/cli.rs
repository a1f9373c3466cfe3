//! `pyrite jail [OPTIONS] (FILE | -)`: the options (clap; the limit flags are the shared
//! [`LimitArgs`]), reading the script (the operator's path or stdin, in this process: the child
//! never opens a path), running it jailed and printing the report.

use std::io::Read;
use std::path::PathBuf;

use clap::{Args, Command, FromArgMatches};

use super::config::{JailConfig, OutputMode, ADDRESS_SPACE_SLACK, DEFAULT_CPU_SECONDS};
use super::run_jailed;
use crate::limit_args::{parse_count, show_defaults, show_size, LimitArgs};
use crate::Limits;

/// What `pyrite jail --help` says after the options.
fn after_help() -> String {
    let slack = show_size(ADDRESS_SPACE_SLACK);
    format!(
        "\
The --max-X limits bound the VM in the child, which the parent also confines with rlimits
(RLIMIT_AS is twice --max-memory plus {slack}). The parent itself enforces --max-duration (it
kills the child) and --max-output (on stdout and on stderr, each), so those two cannot be
lifted: `none`, or --unlimited without both after it, is refused. Every other --max-X but
--max-recursion takes `none`.

--inputs FILE gives the script globals from a JSON object (name -> value: objects become
dicts, arrays lists); the report's `result` is the value of the script's last expression
statement as JSON.

--session-out FILE runs the script as the next step of a session (snippets that share
globals, as an agent's code-as-action loop runs them) and writes the session's new dump to
FILE; --session-in FILE goes on with the session a dump in FILE holds (it may be the same
file), without it the step starts a new session. The parent reads the dump and sends it to the
child on its stdin; the child, behind seccomp, loads and fully validates it (a malformed,
tampered or other-policy dump is refused: outcome `session_error`; one whose kept steps do not
replay as recorded: outcome `session_ended`), runs the step and sends the
new dump back on its report channel. A dump over --max-session-bytes is refused coming in (a
usage error) and discarded going out. The report's `session` says the steps the session has
kept, whether the step was rolled back (a limit, a killed child, a dump over the cap: the
session is then as it was) and whether the new dump was saved; FILE is written only when it
was. The steps run under the limits they were made under (a dump records them: other limits
are refused), but for --max-duration and --cpu-seconds, which bound each step. --step-limits
lowers the VM's limits for this step only (a JSON object of max_instructions, max_memory,
max_allocations, max_output and max_duration, valued as the flags); the dump keeps them with
the step, which replays under them.

--stream passes the script's output through on stdout and stderr as it arrives; the report then
goes only to --report FILE, which must not be this process's stdout or stderr, since a report
never shares a stream with the script's own output.

Exit status: 0 ok, 1 script error, 2 usage or compile error (or a session dump that does not
load), 3 a limit (or a session dump over the cap), 4 seccomp kill or crash, 5 a session that
has ended (its dump's steps do not replay as recorded)."
    )
}

/// The options of `pyrite jail`. A command made from them needs [`JailArgs::with_defaults`];
/// [`JailArgs::run`] runs them.
#[derive(Args, Debug)]
#[command(
    about = "Run a script in a confined child process and print one JSON report",
    override_usage = "pyrite jail [OPTIONS] (FILE | -)"
)]
pub struct JailArgs {
    #[command(flatten)]
    limits: LimitArgs,
    /// Narrow the surface and set limits from a JSON policy file (--max-X flags override it)
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// RLIMIT_CPU in seconds (the hard limit is one more)
    #[arg(long, value_name = "N", value_parser = cpu_seconds, default_value_t = DEFAULT_CPU_SECONDS)]
    cpu_seconds: u64,
    /// Pass the script's output through, not in the report (needs --report)
    #[arg(long)]
    stream: bool,
    /// Write the report to FILE, not to stdout
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
    /// Fix the string-hash key, for reproducible runs (default: random per run, as python3)
    #[arg(long, value_name = "N", value_parser = hash_seed)]
    hash_seed: Option<u64>,
    /// Seed random's generator when the script does not (as random.seed(N); default 0)
    #[arg(long, value_name = "N", value_parser = hash_seed)]
    random_seed: Option<u64>,
    /// Give the script globals: FILE holds a JSON object of name -> value (- for stdin,
    /// when the script is a FILE)
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Run the script as the next step of the session whose dump FILE holds (needs
    /// --session-out)
    #[arg(long, value_name = "FILE", requires = "session_out")]
    session_in: Option<PathBuf>,
    /// Run the script as a session step and write the session's new dump to FILE (without
    /// --session-in: a new session)
    #[arg(long, value_name = "FILE")]
    session_out: Option<PathBuf>,
    /// This session step's own limits, each below the --max-X ones: a JSON object such as
    /// '{"max_instructions": 1000, "max_duration": "0.5s"}' (needs --session-out)
    #[arg(long, value_name = "JSON", value_parser = step_limits, requires = "session_out")]
    step_limits: Option<crate::StepLimits>,
    /// The largest session dump taken in or kept [default: 1MiB; at most 64MiB]
    #[arg(long, value_name = "SIZE", value_parser = session_bytes, requires = "session_out")]
    max_session_bytes: Option<u64>,
    /// The script, or - for stdin
    #[arg(value_name = "FILE")]
    input: String,
}

fn session_bytes(s: &str) -> Result<u64, String> {
    let n =
        crate::parse_size(s).ok_or_else(|| format!("'{s}' is not a size such as 256KiB or 1MB"))?;
    if n > super::MAX_SESSION_BYTES {
        return Err(format!("at most {} (64MiB)", super::MAX_SESSION_BYTES));
    }
    Ok(n)
}

fn step_limits(s: &str) -> Result<crate::StepLimits, String> {
    let v: serde_json::Value = serde_json::from_str(s).map_err(|e| e.to_string())?;
    crate::StepLimits::from_json(&v)
}

fn hash_seed(s: &str) -> Result<u64, String> {
    parse_count(s).ok_or_else(|| "expected a number such as 42".to_string())
}

fn cpu_seconds(s: &str) -> Result<u64, String> {
    parse_count(s)
        .map(|n| n.max(1))
        .ok_or_else(|| "expected a number of seconds such as 10".to_string())
}

/// The jail's limits when no flag is given: the VM's, with the parent's deadline and output cap
/// (also `pyrite mcp`'s).
pub fn defaults() -> Limits {
    let d = JailConfig::default();
    Limits {
        max_output: Some(d.output_limit),
        max_duration: Some(d.max_duration),
        ..d.limits
    }
}

impl JailArgs {
    /// Gives the limit flags of a command made from [`JailArgs`] the jail's wording and
    /// defaults, and `--output-limit` as another name for `--max-output`.
    pub fn with_defaults(cmd: Command) -> Command {
        let cmd = cmd
            .after_help(after_help())
            .mut_arg("max_memory", |a| {
                a.help("Cap the VM's live heap bytes (64MB, 512KiB, 1G)")
            })
            .mut_arg("max_output", |a| {
                a.help("Cap the script's stdout, and its stderr")
                    .visible_alias("output-limit")
            })
            .mut_arg("max_duration", |a| {
                a.help("Wall deadline: SIGKILL (10s, 500ms, 2m)")
            });
        show_defaults(cmd, &defaults())
    }

    /// Runs the options and returns the exit status: 0 ok, 1 script error, 2 usage or compile
    /// error, 3 a limit, 4 a seccomp kill or crash.
    pub fn run(&self) -> i32 {
        let (config, report_path) = match config(self) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("pyrite jail: {e}");
                return 2;
            }
        };
        let source = if self.input == "-" {
            let mut buf = Vec::new();
            std::io::stdin().read_to_end(&mut buf).map(|_| buf)
        } else {
            std::fs::read(&self.input)
        };
        let source = match source {
            Ok(s) => s,
            Err(e) => {
                eprintln!("pyrite jail: can't read '{}': {e}", self.input);
                return 2;
            }
        };
        let ran = match &self.session_out {
            None => run_jailed(&config, &source).map_err(|e| e.to_string()),
            Some(out) => self.run_step(&config, &source, out),
        };
        let report = match ran {
            Ok(r) => r,
            Err(e) => {
                eprintln!("pyrite jail: {e}");
                return 2;
            }
        };
        let json = match serde_json::to_string(&report) {
            Ok(j) => j,
            Err(e) => {
                eprintln!("pyrite jail: {e}");
                return 2;
            }
        };
        match &report_path {
            Some(path) => {
                if let Err(e) = std::fs::write(path, format!("{json}\n")) {
                    eprintln!("pyrite jail: can't write '{}': {e}", path.display());
                    return 2;
                }
            }
            // Capture mode (`config` refuses stream mode without --report): the script's
            // output is inside the JSON, escaped, so stdout carries nothing else.
            // A closed stdout (`pyrite jail x.py | head -c 100`) just ends the report.
            None => {
                use std::io::Write;
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "{json}").and_then(|()| out.flush());
            }
        }
        report.cli_exit_code()
    }
}

impl JailArgs {
    /// Runs a session step: reads `--session-in` (bounded by the cap), runs the step, and
    /// writes the new dump to `out` when the parent accepted one (failing to is an error).
    fn run_step(
        &self,
        config: &JailConfig,
        source: &[u8],
        out: &std::path::Path,
    ) -> Result<super::Report, String> {
        let max_bytes = self
            .max_session_bytes
            .unwrap_or(super::DEFAULT_MAX_SESSION_BYTES);
        let dump = match &self.session_in {
            Some(path) => Some(read_dump(path, max_bytes)?),
            None => None,
        };
        let step = super::SessionStep {
            dump: dump.as_deref(),
            max_bytes,
            limits: self.step_limits.unwrap_or_default(),
        };
        let (report, new) =
            super::run_jailed_step(config, source, step).map_err(|e| e.to_string())?;
        if let Some(bytes) = new {
            // The step's effects live only in the dump: without it the step did not happen.
            std::fs::write(out, bytes).map_err(|e| {
                format!(
                    "--session-out: can't write '{}': {e} (the step is lost; the session is as \
                     it was)",
                    out.display()
                )
            })?;
        }
        Ok(report)
    }
}

/// Reads a `--session-in` dump, refusing one over `cap` bytes before anything is spawned.
fn read_dump(path: &std::path::Path, cap: u64) -> Result<Vec<u8>, String> {
    let shown = path.display();
    let file = std::fs::File::open(path)
        .map_err(|e| format!("--session-in: can't read '{shown}': {e}"))?;
    let mut buf = Vec::new();
    file.take(cap.saturating_add(1))
        .read_to_end(&mut buf)
        .map_err(|e| format!("--session-in: can't read '{shown}': {e}"))?;
    if buf.len() as u64 > cap {
        return Err(format!(
            "--session-in {shown}: the dump is over {cap} bytes, the cap (--max-session-bytes)"
        ));
    }
    Ok(buf)
}

/// `pyrite jail` as a command of its own, as [`cli_main`] parses it.
fn command() -> Command {
    JailArgs::with_defaults(
        JailArgs::augment_args(Command::new("jail"))
            .bin_name("pyrite jail")
            .args_override_self(true),
    )
}

/// The config, and where the report goes, or why the options cannot run.
fn config(args: &JailArgs) -> Result<(JailConfig, Option<PathBuf>), String> {
    // The policy file is read and checked here, in the parent: the child never opens a path,
    // and a bad policy is a usage error before anything is spawned.
    let mut engine = crate::Engine::new().with_limits(defaults());
    if let Some(path) = &args.policy {
        engine
            .apply_policy_file(path)
            .map_err(|e| format!("--policy {e}"))?;
    }
    let limits = args.limits.apply(engine.limits());
    let lifted = |flag: &str, what: &str| {
        let how = if args.limits.unlimited() {
            format!("--unlimited lifts it: give {flag} after it")
        } else {
            format!("give {flag} a value")
        };
        format!("{flag} cannot be none: the parent always enforces {what} ({how})")
    };
    let max_duration = limits
        .max_duration
        .ok_or_else(|| lifted("--max-duration", "a wall deadline"))?;
    let output_limit = limits
        .max_output
        .ok_or_else(|| lifted("--max-output", "an output cap"))?;
    let output = if args.stream {
        OutputMode::Stream
    } else {
        OutputMode::Capture
    };
    match &args.report {
        None if output == OutputMode::Stream => {
            return Err(
                "--stream needs --report FILE: the script's output is passed through on \
                 stdout and stderr, so the report cannot go there"
                    .into(),
            )
        }
        Some(path) if shares_a_stream(path) => {
            return Err(format!(
                "--report {} is this process's stdout or stderr, where the script's output \
                 goes; name another file",
                path.display()
            ))
        }
        _ => {}
    }
    if let Some(path) = args.session_out.as_ref().filter(|p| shares_a_stream(p)) {
        return Err(format!(
            "--session-out {} is this process's stdout or stderr; name another file",
            path.display()
        ));
    }
    let inputs = match &args.inputs {
        Some(path) => Some(read_inputs(path, &args.input)?),
        None => None,
    };
    let config = JailConfig {
        inputs,
        limits,
        max_duration,
        cpu_seconds: args.cpu_seconds,
        output_limit,
        output,
        hash_seed: args.hash_seed,
        random_seed: args.random_seed,
        filename: if args.input == "-" {
            "<stdin>".to_string()
        } else {
            args.input.clone()
        },
        narrowing: engine.narrowing().clone(),
        ..JailConfig::default()
    };
    Ok((config, args.report.clone()))
}

/// Reads and checks `--inputs FILE` in the parent (a bad one is a usage error before anything
/// is spawned): a JSON object whose names the script can take as globals.
fn read_inputs(path: &std::path::Path, script: &str) -> Result<String, String> {
    let shown = path.display();
    let text = if path.as_os_str() == "-" {
        if script == "-" {
            return Err("--inputs - and the script - cannot both be stdin".into());
        }
        let mut buf = String::new();
        std::io::stdin()
            .take(super::MAX_INPUTS_BYTES as u64 + 1)
            .read_to_string(&mut buf)
            .map_err(|e| format!("--inputs: can't read stdin: {e}"))?;
        buf
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("--inputs: can't read '{shown}': {e}"))?
    };
    if text.len() > super::MAX_INPUTS_BYTES {
        return Err(format!(
            "--inputs {shown}: over {} bytes",
            super::MAX_INPUTS_BYTES
        ));
    }
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("--inputs {shown}: {e}"))?;
    let serde_json::Value::Object(map) = value else {
        return Err(format!("--inputs {shown}: not a JSON object"));
    };
    let mut options = crate::RunOptions::new();
    for (name, v) in &map {
        options = options
            .input(name, v)
            .map_err(|e| format!("--inputs {shown}: {e}"))?;
    }
    Ok(text)
}

/// Whether `path` is the same file as this process's stdout or stderr (`/dev/stderr`, the
/// terminal, a file both are redirected to): a report written there could be forged by a
/// script that prints a report-shaped line.
fn shares_a_stream(path: &std::path::Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(target) = std::fs::metadata(path) else {
        return false; // not there yet: a new file, which nothing else writes to
    };
    ["/proc/self/fd/1", "/proc/self/fd/2"].iter().any(|fd| {
        std::fs::metadata(fd).is_ok_and(|m| m.dev() == target.dev() && m.ino() == target.ino())
    })
}

/// `pyrite jail ARGS` (ARGS without `jail`), for a binary without a clap command of its own:
/// parses ARGS and [`JailArgs::run`]s them. Returns the exit status (0 after `--help`, 2 for a
/// usage error).
pub fn cli_main(args: &[String]) -> i32 {
    let parsed = command()
        .try_get_matches_from(std::iter::once("jail").chain(args.iter().map(String::as_str)))
        .and_then(|m| JailArgs::from_arg_matches(&m));
    match parsed {
        Ok(args) => args.run(),
        Err(e) => {
            let _ = e.print();
            e.exit_code()
        }
    }
}

#[cfg(test)]
mod tests {
    /// clap's own consistency checks over the standalone command.
    #[test]
    fn command_is_consistent() {
        super::command().debug_assert();
    }
}
