//! TEST-ONLY binary (feature `jail-test-escapes`): `pyrite-jail-escapes jail OPTIONS FILE` runs
//! the jail with the escape built-in compiled in, so that tests/it/jail.rs can prove each
//! forbidden operation is stopped. It execs itself as the child, like `pyrite`.

fn main() {
    pyrite::jail::run_child_if_requested();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.split_first() {
        Some((cmd, rest)) if cmd == "jail" => std::process::exit(pyrite::jail::cli_main(rest)),
        _ => {
            eprintln!("usage: pyrite-jail-escapes jail [OPTIONS] (FILE | -)");
            std::process::exit(2)
        }
    }
}
