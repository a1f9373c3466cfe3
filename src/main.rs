//! The `pyrite` command line: `run`, `check`, `policy`, `disasm`, `jail`, `mcp`, `repl`.

mod cli;

fn main() {
    // As OsStrings: a non-UTF-8 argument is a usage error (from clap), not a panic.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    std::process::exit(cli::main(args));
}
