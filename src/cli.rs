//! Argument parsing and the `run` / `disasm` subcommands. Exit status: 0 ok, 1 uncaught script
//! exception, 2 usage or compile error, 3 a limit was hit.

use std::io::{Read, Write};

use pyrite::{parse_size, Engine, Limits, Status};

const USAGE: &str = "\
usage: pyrite run [OPTIONS] (FILE | - | -c CODE)
       pyrite disasm FILE
       pyrite jail [OPTIONS] (FILE | -)
       pyrite --version

run options:
  --max-instructions N   stop after N instructions (fuel)
  --max-memory SIZE      cap live heap bytes, e.g. 64MB, 512KiB, 1G
  --max-allocations N    cap the number of heap objects created
  --max-recursion N      script call depth (default 1000)
  --max-output SIZE      cap bytes written by print
  --stats                print one JSON line of figures on stderr
";

/// Runs the CLI on `args` (without the program name) and returns the exit status.
pub fn main(args: Vec<String>) -> i32 {
    report_panics_in_one_line();
    let Some(cmd) = args.first() else {
        eprint!("{USAGE}");
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
            print!("{USAGE}");
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
    eprint!("{USAGE}");
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
    input: Input,
}

fn parse_count(s: &str) -> Option<u64> {
    s.replace('_', "").parse().ok()
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
                limits.max_instructions =
                    Some(parse_count(&v).ok_or(format!("bad instruction count '{v}'"))?);
            }
            "--max-memory" => {
                let v = value(arg)?;
                limits.max_memory = Some(parse_size(&v).ok_or(format!("bad size '{v}'"))?);
            }
            "--max-allocations" => {
                let v = value(arg)?;
                limits.max_allocations =
                    Some(parse_count(&v).ok_or(format!("bad allocation count '{v}'"))?);
            }
            "--max-recursion" => {
                let v = value(arg)?;
                limits.max_recursion = parse_count(&v)
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or(format!("bad recursion depth '{v}'"))?;
            }
            "--max-output" => {
                let v = value(arg)?;
                limits.max_output = Some(parse_size(&v).ok_or(format!("bad size '{v}'"))?);
            }
            "--stats" => stats = true,
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
