//! The root crate's integration tests, in one binary (one link instead of one per file).
//! Tests that confine a process spawn a built binary, so sharing this one is safe.

mod adversarial;
mod adversarial_suite;
mod cli;
mod disasm;
mod escapes;
mod golden;
mod jail;
mod jail_common;
mod jail_unprivileged;
