//! `pyrite jail [OPTIONS] (FILE | -)`: parse the options, read the script (the operator's path
//! or stdin, in this process: the child never opens a path), run it jailed, print the report.

use std::io::Read;
use std::path::PathBuf;

use super::config::{parse_duration, JailConfig, OutputMode};
use super::run_jailed;
use crate::parse_size;

const USAGE: &str = "\
usage: pyrite jail [OPTIONS] (FILE | -)

Runs the script in a confined child process and prints one JSON report.
  --max-instructions N   VM fuel (default 1000000000)
  --max-memory SIZE      VM live heap bytes (default 256MiB); RLIMIT_AS is 2x this + 256MiB
  --max-allocations N    VM heap objects
  --max-recursion N      script call depth (default 1000)
  --max-duration DUR     wall deadline, e.g. 10s, 500ms (default 10s)
  --cpu-seconds N        RLIMIT_CPU (default 10)
  --output-limit SIZE    cap on stdout and on stderr each (default 1MiB)
  --stream               copy the script's output through as it arrives instead of
                         including it in the report; needs --report, since a report
                         must never share a stream with the script's own output
  --report FILE          write the report to FILE instead of stdout (FILE must not be
                         this process's stdout or stderr)
exit status: 0 ok, 1 script error, 2 usage or compile error, 3 a limit, 4 seccomp kill or crash
";

fn count(flag: &str, v: &str) -> Result<u64, String> {
    v.replace('_', "")
        .parse()
        .map_err(|_| format!("bad value for {flag}: '{v}'"))
}

fn size(flag: &str, v: &str) -> Result<u64, String> {
    parse_size(v).ok_or_else(|| format!("bad size for {flag}: '{v}'"))
}

struct Parsed {
    config: JailConfig,
    report: Option<PathBuf>,
    input: String,
}

fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut config = JailConfig::default();
    let mut report = None;
    let mut input = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let a = arg.as_str();
        let mut value = || it.next().cloned().ok_or(format!("{a} needs a value"));
        match a {
            "--max-instructions" => config.limits.max_instructions = Some(count(a, &value()?)?),
            "--max-memory" => config.limits.max_memory = Some(size(a, &value()?)?),
            "--max-allocations" => config.limits.max_allocations = Some(count(a, &value()?)?),
            "--max-recursion" => {
                config.limits.max_recursion = u32::try_from(count(a, &value()?)?)
                    .map_err(|_| "recursion depth too large".to_string())?
            }
            "--max-duration" => {
                let v = value()?;
                config.max_duration =
                    parse_duration(&v).ok_or(format!("bad duration for {a}: '{v}'"))?
            }
            "--cpu-seconds" => config.cpu_seconds = count(a, &value()?)?.max(1),
            "--output-limit" => config.output_limit = size(a, &value()?)?,
            "--stream" => config.output = OutputMode::Stream,
            "--report" => report = Some(PathBuf::from(value()?)),
            "-" => input = Some("-".to_string()),
            s if s.starts_with('-') => return Err(format!("unknown option '{s}'")),
            path => {
                if input.replace(path.to_string()).is_some() {
                    return Err("only one script".into());
                }
            }
        }
    }
    let input = input.ok_or("no script given (FILE or -)")?;
    match &report {
        None if config.output == OutputMode::Stream => {
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
    Ok(Parsed {
        config,
        report,
        input,
    })
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

/// `pyrite jail ARGS`: returns the exit status (see the usage text).
pub fn cli_main(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{USAGE}");
        return 0;
    }
    let mut p = match parse(args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("pyrite jail: {e}");
            eprint!("{USAGE}");
            return 2;
        }
    };
    let source = if p.input == "-" {
        p.config.filename = "<stdin>".into();
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map(|_| buf)
    } else {
        p.config.filename = p.input.clone();
        std::fs::read(&p.input)
    };
    let source = match source {
        Ok(s) => s,
        Err(e) => {
            eprintln!("pyrite jail: can't read '{}': {e}", p.input);
            return 2;
        }
    };
    let report = match run_jailed(&p.config, &source) {
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
    match &p.report {
        Some(path) => {
            if let Err(e) = std::fs::write(path, format!("{json}\n")) {
                eprintln!("pyrite jail: can't write '{}': {e}", path.display());
                return 2;
            }
        }
        // Capture mode (parse refuses stream mode without --report): the script's output is
        // inside the JSON, escaped, so stdout carries nothing else.
        None => println!("{json}"),
    }
    report.cli_exit_code()
}
