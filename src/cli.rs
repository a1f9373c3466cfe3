//! Argument parsing and the `run` / `disasm` subcommands. Exit status: 0 ok, 1 uncaught script
//! exception, 2 usage or compile error, 3 a limit was hit.

use std::io::{Read, Write};

use pyrite::{parse_size, Engine, Limits, Status};

const USAGE_HEAD: &str = "\
usage: pyrite run [OPTIONS] (FILE | - | -c CODE)
       pyrite disasm FILE
       pyrite jail [OPTIONS] (FILE | -)
       pyrite --version
";

/// `run`'s options: the flag with its value, what it does, and (for a limit) its default.
fn run_options() -> Vec<(&'static str, &'static str, Option<String>)> {
    let d = Limits::default();
    let show = |v: Option<u64>| Some(v.map_or("none".to_string(), |n| n.to_string()));
    vec![
        (
            "--max-instructions N",
            "stop after N instructions (fuel)",
            show(d.max_instructions),
        ),
        (
            "--max-memory SIZE",
            "cap live heap bytes (64MB, 512KiB, 1G)",
            show(d.max_memory),
        ),
        (
            "--max-allocations N",
            "cap the number of heap objects created",
            show(d.max_allocations),
        ),
        (
            "--max-recursion N",
            "script call depth",
            Some(d.max_recursion.to_string()),
        ),
        (
            "--max-output SIZE",
            "cap bytes written by print",
            show(d.max_output),
        ),
        (
            "--max-duration DUR",
            "cap wall-clock time (10s, 500ms, 2m)",
            Some(
                d.max_duration
                    .map_or("none".to_string(), |t| format!("{}s", t.as_secs_f64())),
            ),
        ),
        (
            "--unlimited",
            "lift every limit but recursion (trusted scripts only)",
            None,
        ),
        ("--stats", "print one JSON line of figures on stderr", None),
    ]
}

/// The options as help lines, with their defaults or without.
fn run_option_lines(with_defaults: bool) -> String {
    let mut out = String::new();
    for (flag, what, default) in run_options() {
        let line = format!("  {flag:<22} {what}");
        match default.filter(|_| with_defaults) {
            Some(d) => out.push_str(&format!("{line:<70} default {d}\n")),
            None => out.push_str(&format!("{line}\n")),
        }
    }
    out
}

/// What a usage error and `pyrite --help` print.
fn usage() -> String {
    format!(
        "{USAGE_HEAD}\nrun options (`pyrite run --help` for their defaults):\n{}",
        run_option_lines(false)
    )
}

/// `pyrite run --help`: the options with the defaults in force when none is given.
fn run_help() -> String {
    format!(
        "\
usage: pyrite run [OPTIONS] (FILE | - | -c CODE)

Runs a script under limits fit for untrusted code unless told otherwise. Every --max-X takes
`none` to lift that one limit; --unlimited lifts them all (but recursion) for trusted scripts.

options:
{}  -h, --help             print this help
",
        run_option_lines(true)
    )
}

/// Runs the CLI on `args` (without the program name) and returns the exit status.
pub fn main(args: Vec<String>) -> i32 {
    report_panics_in_one_line();
    let Some(cmd) = args.first() else {
        eprint!("{}", usage());
        return 2;
    };
    let rest = &args[1..];
    match cmd.as_str() {
        "run" => cmd_run(rest),
        "disasm" => cmd_disasm(rest),
        "jail" => pyrite::jail::cli_main(rest),
        pyrite::jail::CHILD_MODE_ARG => pyrite::jail::child_main(rest),
        "--version" | "-V" => {
            println!("pyrite {}", pyrite::VERSION);
            0
        }
        "--help" | "-h" | "help" => {
            print!("{}", usage());
            0
        }
        other => usage_error(&format!("unknown command '{other}'")),
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

fn usage_error(msg: &str) -> i32 {
    eprintln!("pyrite: {msg}");
    eprint!("{}", usage());
    2
}

/// Where the script comes from.
enum Input {
    File(String),
    Stdin,
    Code(String),
}

struct RunArgs {
    limits: Limits,
    stats: bool,
    help: bool,
    input: Input,
}

fn parse_count(s: &str) -> Option<u64> {
    s.replace('_', "").parse().ok()
}

/// A limit's value: `none` lifts it, anything else must parse.
fn limit_value<T>(
    v: &str,
    parse: impl Fn(&str) -> Option<T>,
    what: &str,
) -> Result<Option<T>, String> {
    if v == "none" {
        return Ok(None);
    }
    parse(v).map(Some).ok_or(format!("bad {what} '{v}'"))
}

fn parse_run_args(args: &[String]) -> Result<RunArgs, String> {
    let mut limits = Limits::default();
    let mut stats = false;
    let mut input = None;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        let mut value = |name: &str| -> Result<String, String> {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg {
            "--max-instructions" => {
                let v = value(arg)?;
                limits.max_instructions = limit_value(&v, parse_count, "instruction count")?;
            }
            "--max-memory" => {
                let v = value(arg)?;
                limits.max_memory = limit_value(&v, parse_size, "size")?;
            }
            "--max-allocations" => {
                let v = value(arg)?;
                limits.max_allocations = limit_value(&v, parse_count, "allocation count")?;
            }
            "--max-recursion" => {
                let v = value(arg)?;
                limits.max_recursion = parse_count(&v)
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or(format!("bad recursion depth '{v}'"))?;
            }
            "--max-output" => {
                let v = value(arg)?;
                limits.max_output = limit_value(&v, parse_size, "size")?;
            }
            "--max-duration" => {
                let v = value(arg)?;
                limits.max_duration = limit_value(&v, pyrite::jail::parse_duration, "duration")?;
            }
            "--unlimited" => {
                limits = Limits {
                    max_recursion: limits.max_recursion,
                    ..Limits::unlimited()
                }
            }
            "--stats" => stats = true,
            "-h" | "--help" => {
                return Ok(RunArgs {
                    limits,
                    stats,
                    help: true,
                    input: Input::Stdin,
                })
            }
            "-c" => {
                let code = value(arg)?;
                input = Some(Input::Code(code));
                // Like python3 -c: the rest are script arguments, which Pyrite has no use for.
                break;
            }
            "-" => input = Some(Input::Stdin),
            s if s.starts_with('-') => return Err(format!("unknown option '{s}'")),
            path => {
                input = Some(Input::File(path.to_string()));
                break;
            }
        }
        i += 1;
    }
    let input = input.ok_or("no script given (FILE, - or -c CODE)")?;
    Ok(RunArgs {
        limits,
        stats,
        help: false,
        input,
    })
}

/// Reads the script named by `input`, returning its bytes and the file name used in messages.
fn read_input(input: &Input) -> Result<(Vec<u8>, String), String> {
    match input {
        Input::File(path) => std::fs::read(path)
            .map(|b| (b, path.clone()))
            .map_err(|e| format!("can't open file '{path}': {e}")),
        Input::Stdin => {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| format!("can't read stdin: {e}"))?;
            Ok((buf, "<stdin>".to_string()))
        }
        Input::Code(code) => Ok((code.clone().into_bytes(), "<string>".to_string())),
    }
}

fn cmd_run(args: &[String]) -> i32 {
    let run = match parse_run_args(args) {
        Ok(r) => r,
        Err(e) => return usage_error(&e),
    };
    if run.help {
        print!("{}", run_help());
        return 0;
    }
    let (source, filename) = match read_input(&run.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return 2;
        }
    };
    let engine = Engine::new().with_limits(run.limits);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let outcome = engine.run_source(&source, &filename, &mut out);
    let _ = out.flush();
    drop(out);
    if !matches!(outcome.status, Status::InternalError(_)) {
        // (An internal error was already reported by the panic hook, with its location.)
        eprint!("{}", outcome.status.render(engine.limits()));
    }
    if run.stats {
        eprintln!("{}", stats_json(&outcome));
    }
    outcome.exit_code()
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

fn cmd_disasm(args: &[String]) -> i32 {
    let [path] = args else {
        return usage_error("disasm takes one FILE (or -)");
    };
    let input = if path == "-" {
        Input::Stdin
    } else {
        Input::File(path.clone())
    };
    let (source, filename) = match read_input(&input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("pyrite: {e}");
            return 2;
        }
    };
    match Engine::new().compile(&source, &filename) {
        Ok(program) => {
            print!("{}", program.disassemble());
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

    #[test]
    fn sizes() {
        assert_eq!(parse_size("64MB"), Some(64 << 20));
        assert_eq!(parse_size("512KiB"), Some(512 << 10));
        assert_eq!(parse_size("1000"), Some(1000));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("12XB"), None);
        assert_eq!(parse_size(""), None);
    }
}
