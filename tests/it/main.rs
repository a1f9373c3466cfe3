//! The root crate's integration tests, in one binary (one link instead of one per file).
//! Tests that confine a process spawn a built binary, so sharing this one is safe.

mod adversarial;
mod adversarial_suite;
mod api;
mod check;
mod cli;
mod disasm;
mod escapes;
mod examples;
mod golden;
mod jail;
mod jail_common;
mod jail_session;
mod jail_unprivileged;
mod mcp;
mod repl;
mod session;
mod suspend;

/// The placeholder expected files write for the engine's list of importable modules, so that a
/// new module does not change every refused import's expected text.
pub const MODULES: &str = "{modules}";

/// `text` with the engine's exact list of importable modules, where it follows "available
/// modules: ", replaced by [`MODULES`]. A wrong list is left as it is, and so fails the
/// comparison; the list itself is pinned by `tests/surface.txt`.
pub fn modules_placeholder(text: &str, engine: &pyrite::Engine) -> String {
    let names: Vec<String> = engine
        .policy()
        .modules
        .iter()
        .map(|m| m.name.clone())
        .collect();
    let list = format!("available modules: {})", names.join(", "));
    text.replace(&list, &format!("available modules: {MODULES})"))
}
