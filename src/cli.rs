//! The `pyrite` command line (clap, derive): `run`, `check`, `policy`, `disasm` and `repl`
//! (its loop in `pyrite::repl`) here, `jail` in `pyrite::jail`, `mcp` in `pyrite::mcp`, the
//! limit flags in `pyrite::limit_args`, `--policy FILE` in `pyrite::policy`. Exit status: 0
//! ok, 1 uncaught script exception, 2 usage or compile error, 3 a limit was hit, 4 an internal
//! error (for `jail`, a seccomp kill or a crash), 5 a session that has ended; `repl` exits 0, or
//! with `SystemExit`'s status, or 5 when its session has ended. `--help` and `--version` print on stdout and exit 0.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::PathBuf;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use pyrite::jail::JailArgs;
use pyrite::limit_args::{show_defaults, LimitArgs};
use pyrite::mcp::McpArgs;
use pyrite::{Engine, Limits, Status};

/// What `pyrite run --help` says after the options.
const RUN_AFTER_HELP: &str = "\
Runs under limits fit for untrusted code unless told otherwise. Every --max-X but
--max-recursion takes `none` to lift that one limit; --unlimited lifts them all (but recursion)
for trusted scripts. Flags apply in order: a --max-X after --unlimited still applies.
Like python3, Pyrite takes the options before the script: what follows FILE, or -c CODE, is
the script's arguments, which it has no use for (there is no sys.argv).

Exit status: 0 ok, 1 uncaught exception, 2 usage or compile error, 3 a limit was hit, 4 an
internal error.";

#[derive(Parser, Debug)]
#[command(
    name = "pyrite",
    version,
    about = "A restricted, sandboxed interpreter for a strict subset of Python 3.11",
    args_override_self = true
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    Run(RunArgs),
    Check(CheckArgs),
    Policy(PolicyArgs),
    Disasm(DisasmArgs),
    Jail(JailArgs),
    Mcp(McpArgs),
    Repl(ReplArgs),
}

/// What `pyrite repl --help` says after the options.
const REPL_AFTER_HELP: &str = "\
Reads chunks as python3's interactive loop does (`python3 -i`): a statement, or a compound
statement ended by a blank line; an expression's value is shown and bound to _. The chunks
share their globals; each runs under the limits on its own (--max-memory bounds the whole
session). An exception ends only its chunk; a chunk that hits a limit, or that Ctrl-C
cancels, is rolled back: the session goes on as before it. On a terminal the lines are edited
with history; from a pipe, prompts go to stderr as python3's do. `pyrite` with no argument on
a terminal is `pyrite repl`. Ctrl-D (end of input) or sys.exit() leaves; so does a session whose
state cannot be rebuilt after a rollback (exit status 5).";

/// `pyrite repl [OPTIONS]`.
#[derive(Args, Debug)]
#[command(
    about = "An interactive session, as python3 -i (also `pyrite` alone on a terminal)",
    after_help = REPL_AFTER_HELP
)]
struct ReplArgs {
    #[command(flatten)]
    limits: LimitArgs,
    /// Narrow the surface and set limits from a JSON policy file (--max-X flags override it)
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// Do not print the banner (as python3 -q)
    #[arg(short = 'q')]
    quiet: bool,
}

/// `pyrite run [OPTIONS] (FILE | - | -c CODE)`.
#[derive(Args, Debug)]
#[command(
    about = "Run a script under limits",
    override_usage = "pyrite run [OPTIONS] (FILE | - | -c CODE)",
    after_help = RUN_AFTER_HELP
)]
struct RunArgs {
    #[command(flatten)]
    limits: LimitArgs,
    /// Narrow the surface and set limits from a JSON policy file (--max-X flags override it)
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// Print one JSON line of figures on stderr
    #[arg(long)]
    stats: bool,
    /// Fix the string-hash key, for reproducible runs (default: random per run, as python3)
    #[arg(long, value_name = "N", value_parser = hash_seed)]
    hash_seed: Option<u64>,
    /// Seed random's generator when the script does not (as random.seed(N); default 0)
    #[arg(long, value_name = "N", value_parser = hash_seed)]
    random_seed: Option<u64>,
    /// Run CODE; what follows is ignored (as python3 -c)
    #[arg(
        short = 'c',
        value_name = "CODE",
        num_args = 1..,
        allow_hyphen_values = true
    )]
    code: Option<Vec<String>>,
    /// The script, or - for stdin; what follows is ignored
    #[arg(
        value_name = "FILE",
        trailing_var_arg = true,
        required_unless_present = "code"
    )]
    script: Vec<String>,
}

/// What `pyrite check --help` says after the options.
const CHECK_AFTER_HELP: &str = "\
Lists every refusal and syntax error of the script, without running it: the static admission
step a gateway runs before execution. A syntax error ends the listing; refusals do not.
--json prints a JSON list of objects with kind, message, line, column, end_line, end_column
and, for a refusal, construct and (when the policy offers a list in its place) available.
Exit status: 0 when the script would be admitted, 1 when not, 2 for a usage error.";

/// `pyrite check [OPTIONS] (FILE | - | -c CODE)`.
#[derive(Args, Debug)]
#[command(
    about = "List every refusal and syntax error of a script, without running it",
    override_usage = "pyrite check [OPTIONS] (FILE | - | -c CODE)",
    after_help = CHECK_AFTER_HELP
)]
struct CheckArgs {
    /// Check against a narrowed surface (a JSON policy file, as `run --policy`)
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// Print the findings as a JSON list
    #[arg(long)]
    json: bool,
    /// Check CODE instead of a file
    #[arg(short = 'c', value_name = "CODE", conflicts_with = "script")]
    code: Option<String>,
    /// The script, or - for stdin
    #[arg(value_name = "FILE", required_unless_present = "code")]
    script: Option<String>,
}

/// What `pyrite policy --help` says after the options.
const POLICY_AFTER_HELP: &str = "\
Prints what a script run with the same options (`pyrite run --policy FILE --max-X ...`) may
reach: every built-in, method and module member with its fuel rule and a one-line doc, the
host functions, the refused built-ins and the limits. --json prints the same as one JSON
object with its digest, a SHA-256 of the surface, host functions and limits.

A policy file only narrows:
  {\"remove_builtins\": [\"getattr\"], \"remove_modules\": [\"math\"],
   \"remove_members\": [\"dataclasses.replace\"], \"remove_methods\": [\"str.replace\"],
   \"limits\": {\"max_instructions\": 1000000, \"max_memory\": \"64MB\", \"max_duration\": \"5s\"}}
Naming what the surface lacks, or an unknown key, is a usage error (exit status 2).";

/// `pyrite policy [OPTIONS]`.
#[derive(Args, Debug)]
#[command(
    about = "Print the active policy: what a script may reach, and the limits",
    after_help = POLICY_AFTER_HELP
)]
struct PolicyArgs {
    #[command(flatten)]
    limits: LimitArgs,
    /// Narrow the surface and set limits from a JSON policy file (--max-X flags override it)
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// Print the policy as one JSON object, with its digest
    #[arg(long)]
    json: bool,
}

/// `pyrite disasm (FILE | -)`.
#[derive(Args, Debug)]
#[command(about = "Print the bytecode a script compiles to")]
struct DisasmArgs {
    /// The script, or - for stdin
    #[arg(value_name = "FILE")]
    script: String,
}

/// A `--hash-seed` value: any unsigned 64-bit count.
fn hash_seed(s: &str) -> Result<u64, String> {
    pyrite::limit_args::parse_count(s).ok_or_else(|| "expected a number such as 42".to_string())
}

/// The whole command, with each subcommand's defaults in its help.
fn command() -> clap::Command {
    Cli::command()
        .mut_subcommand("run", |c| show_defaults(c, &Limits::default()))
        .mut_subcommand("policy", |c| show_defaults(c, &Limits::default()))
        .mut_subcommand("repl", |c| show_defaults(c, &Limits::default()))
        .mut_subcommand("jail", JailArgs::with_defaults)
        .mut_subcommand("mcp", McpArgs::with_defaults)
}

/// Runs the CLI on `args` (without the program name) and returns the exit status.
pub fn main(args: Vec<OsString>) -> i32 {
    report_panics_in_one_line();
    if let Some((first, rest)) = args.split_first() {
        if first == pyrite::jail::CHILD_MODE_ARG {
            // The parent built these arguments; the child refuses anything else.
            let rest: Vec<String> = rest
                .iter()
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            return pyrite::jail::child_main(&rest);
        }
    }
    if args.is_empty() && std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        return pyrite::repl::run(&Engine::new(), false);
    }
    let parsed = command()
        .try_get_matches_from(std::iter::once(OsString::from("pyrite")).chain(args))
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with status 0, usage errors to stderr with 2.
            let _ = e.print();
            return e.exit_code();
        }
    };
    match cli.command {
        Cmd::Run(args) => cmd_run(&args),
        Cmd::Check(args) => cmd_check(&args),
        Cmd::Policy(args) => cmd_policy(&args),
        Cmd::Disasm(args) => cmd_disasm(&args),
        Cmd::Jail(args) => args.run(),
        Cmd::Mcp(args) => args.run(),
        Cmd::Repl(args) => match engine_for(args.policy.as_deref(), &args.limits) {
            Ok(engine) => pyrite::repl::run(&engine, args.quiet),
            Err(code) => code,
        },
    }
}

/// A panic is a bug in Pyrite: say so in one line, with where it happened, instead of Rust's
/// default report. The engine catches it and the run ends with exit status 4.
fn report_panics_in_one_line() {
    std::panic::set_hook(Box::new(|info| {
        let msg = pyrite::engine::panic_message(info.payload());
        let at = info
            .location()
            .map(|l| format!(" at {l}"))
            .unwrap_or_default();
        let status = pyrite::Status::InternalError(format!("{msg}{at}"));
        eprint!("{}", status.render(&Limits::default()));
    }));
}

/// Where the script comes from.
enum Input<'a> {
    File(&'a str),
    Stdin,
    Code(&'a str),
}

impl<'a> Input<'a> {
    /// A FILE argument: `-` is stdin.
    fn file(path: &'a str) -> Input<'a> {
        if path == "-" {
            Input::Stdin
        } else {
            Input::File(path)
        }
    }

    /// Reads the script, returning its bytes and the file name used in messages.
    fn read(&self) -> Result<(Vec<u8>, String), String> {
        match self {
            Input::File(path) => std::fs::read(path)
                .map(|b| (b, path.to_string()))
                .map_err(|e| format!("can't open file '{path}': {e}")),
            Input::Stdin => {
                let mut buf = Vec::new();
                std::io::stdin()
                    .read_to_end(&mut buf)
                    .map_err(|e| format!("can't read stdin: {e}"))?;
                Ok((buf, "<stdin>".to_string()))
            }
            Input::Code(code) => Ok((code.as_bytes().to_vec(), "<string>".to_string())),
        }
    }
}

fn cmd_run(args: &RunArgs) -> i32 {
    // `-c` takes CODE and then the script's arguments; FILE is the first of its values.
    let input = match (&args.code, args.script.first()) {
        (Some(code), _) => Input::Code(code.first().map_or("", String::as_str)),
        (None, Some(path)) => Input::file(path),
        (None, None) => {
            // (clap already refuses this: FILE is required without -c.)
            eprintln!("pyrite: no script given (FILE, - or -c CODE)");
            return 2;
        }
    };
    let (source, filename) = match input.read() {
        Ok(x) => x,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return 2;
        }
    };
    let engine = match engine_for(args.policy.as_deref(), &args.limits) {
        Ok(e) => e
            .with_hash_seed(args.hash_seed)
            .with_random_seed(args.random_seed.unwrap_or(pyrite::DEFAULT_RANDOM_SEED)),
        Err(code) => return code,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let outcome = engine.run_source(&source, &filename, &mut out);
    let _ = out.flush();
    drop(out);
    if !matches!(outcome.status, Status::InternalError(_)) {
        // (An internal error was already reported by the panic hook, with its location.)
        eprint!("{}", outcome.status.render(engine.limits()));
    }
    if args.stats {
        eprintln!("{}", stats_json(&outcome));
    }
    outcome.exit_code()
}

/// The engine `run` and `policy` use: the defaults, narrowed and limited by the policy file if
/// one is given, then the --max-X flags given. A bad policy file is reported here and is exit
/// status 2.
fn engine_for(policy: Option<&std::path::Path>, limits: &LimitArgs) -> Result<Engine, i32> {
    let mut engine = Engine::new();
    if let Some(path) = policy {
        if let Err(e) = engine.apply_policy_file(path) {
            eprintln!("pyrite: --policy {e}");
            return Err(2);
        }
    }
    let limits = limits.apply(engine.limits());
    Ok(engine.with_limits(limits))
}

fn cmd_check(args: &CheckArgs) -> i32 {
    let input = match (&args.code, &args.script) {
        (Some(code), _) => Input::Code(code),
        (None, Some(path)) => Input::file(path),
        (None, None) => {
            eprintln!("pyrite: no script given (FILE, - or -c CODE)");
            return 2;
        }
    };
    let (source, filename) = match input.read() {
        Ok(x) => x,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return 2;
        }
    };
    let engine = match engine_for(args.policy.as_deref(), &LimitArgs::default()) {
        Ok(e) => e,
        Err(code) => return code,
    };
    let findings = engine.check(&source, &filename);
    if args.json {
        match serde_json::to_string_pretty(&findings) {
            Ok(json) => write_stdout(&format!("{json}\n")),
            Err(e) => {
                eprintln!("pyrite: {e}");
                return 2;
            }
        }
    } else {
        let text: Vec<&str> = findings.iter().map(|f| f.rendered.as_str()).collect();
        write_stdout(&text.join("\n"));
    }
    i32::from(!findings.is_empty())
}

fn cmd_policy(args: &PolicyArgs) -> i32 {
    let engine = match engine_for(args.policy.as_deref(), &args.limits) {
        Ok(e) => e,
        Err(code) => return code,
    };
    let report = engine.policy_report();
    if args.json {
        match serde_json::to_string_pretty(&report) {
            Ok(json) => write_stdout(&format!("{json}\n")),
            Err(e) => {
                eprintln!("pyrite: {e}");
                return 2;
            }
        }
    } else {
        write_stdout(&report.render_text());
    }
    0
}

/// Writes a listing to stdout; a closed pipe (`pyrite policy | head`) just ends it (`print!`
/// would panic on it).
fn write_stdout(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

fn stats_json(outcome: &pyrite::Outcome) -> String {
    let limit = match &outcome.status {
        Status::Limit(kind) => serde_json::Value::from(kind.name()),
        _ => serde_json::Value::Null,
    };
    serde_json::json!({
        "instructions": outcome.stats.instructions,
        "allocations": outcome.stats.allocations,
        "peak_live_bytes": outcome.stats.peak_live_bytes,
        "output_bytes": outcome.stats.output_bytes,
        "exit_code": outcome.exit_code(),
        "limit": limit,
    })
    .to_string()
}

fn cmd_disasm(args: &DisasmArgs) -> i32 {
    let (source, filename) = match Input::file(&args.script).read() {
        Ok(x) => x,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return 2;
        }
    };
    match Engine::new().compile(&source, &filename) {
        Ok(program) => {
            write_stdout(&program.disassemble());
            0
        }
        Err(e) => {
            eprint!("{}", e.rendered);
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clap's own consistency checks over the whole command (ids, conflicts, defaults).
    #[test]
    fn command_is_consistent() {
        command().debug_assert();
    }
}
