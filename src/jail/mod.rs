//! The OS boundary (`pyrite jail`). The only module where `unsafe` is allowed.
//! (in progress)

/// The hidden first argument that makes the binary run as a jailed child.
pub const CHILD_MODE_ARG: &str = "__jail-child";

/// `pyrite jail ...`.
pub fn cli_main(_args: &[String]) -> i32 {
    eprintln!("pyrite: jail is not built yet");
    2
}

/// The child side of the jail, after exec.
pub fn child_main(_args: &[String]) -> i32 {
    2
}
