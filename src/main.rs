//! The `pyrite` command line: `run`, `disasm`, `jail`.

mod cli;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(cli::main(args));
}
