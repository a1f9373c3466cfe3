//! The child's seccomp filter: an allowlist with KILL_PROCESS as the default action.
//!
//! Only what the VM and the Rust runtime need once the script is running is allowed: output on
//! fds 1-3, input on fd 0, memory without PROT_EXEC, futex, signal-mask bookkeeping, exit, and a
//! SIGABRT sent to itself (so a panic or a stack overflow ends as a `crash`, not as a seccomp
//! kill). Nothing that opens, connects, forks, execs, signals another process or changes
//! identity is on the list. `clone3` gets ENOSYS from a second filter, because its flags live in
//! memory that seccomp cannot inspect and glibc falls back to `clone` (which is killed).

use std::collections::BTreeMap;

use seccompiler::{
    BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter,
    SeccompRule,
};

/// A restriction on a syscall's arguments.
#[derive(Clone, Copy, Debug)]
enum Args {
    /// Any arguments.
    Any,
    /// Argument 0 (a file descriptor) must be one of these.
    Fd(&'static [u64]),
    /// Argument 2 (`prot`) must not contain PROT_EXEC.
    NoExec,
    /// Argument 0 is this process and the signal argument (index given) is SIGABRT.
    SelfAbort { sig_arg: u8 },
}

/// The allowlist: (name, number, argument restriction). Pinned by a test: changing it is a
/// security decision and must show up in review.
const ALLOWLIST: &[(&str, i64, Args)] = &[
    ("read", libc::SYS_read, Args::Fd(&[0])),
    ("write", libc::SYS_write, Args::Fd(&[1, 2, 3])),
    ("writev", libc::SYS_writev, Args::Fd(&[1, 2, 3])),
    ("mmap", libc::SYS_mmap, Args::NoExec),
    ("mprotect", libc::SYS_mprotect, Args::NoExec),
    ("munmap", libc::SYS_munmap, Args::Any),
    ("mremap", libc::SYS_mremap, Args::Any),
    ("brk", libc::SYS_brk, Args::Any),
    ("madvise", libc::SYS_madvise, Args::Any),
    ("futex", libc::SYS_futex, Args::Any),
    ("sched_yield", libc::SYS_sched_yield, Args::Any),
    ("clock_gettime", libc::SYS_clock_gettime, Args::Any),
    ("rt_sigreturn", libc::SYS_rt_sigreturn, Args::Any),
    ("rt_sigprocmask", libc::SYS_rt_sigprocmask, Args::Any),
    ("rt_sigaction", libc::SYS_rt_sigaction, Args::Any),
    ("sigaltstack", libc::SYS_sigaltstack, Args::Any),
    ("restart_syscall", libc::SYS_restart_syscall, Args::Any),
    ("getpid", libc::SYS_getpid, Args::Any),
    ("gettid", libc::SYS_gettid, Args::Any),
    ("tgkill", libc::SYS_tgkill, Args::SelfAbort { sig_arg: 2 }),
    ("kill", libc::SYS_kill, Args::SelfAbort { sig_arg: 1 }),
    ("exit", libc::SYS_exit, Args::Any),
    ("exit_group", libc::SYS_exit_group, Args::Any),
    // Allowed here only so that the ENOSYS filter's answer is the one that counts.
    ("clone3", libc::SYS_clone3, Args::Any),
];

/// The allowlist as readable lines, e.g. `write(fd in 1,2,3)`; used by the pinning test, the
/// policy digest and the README.
pub fn allowlist_description() -> Vec<String> {
    ALLOWLIST
        .iter()
        .map(|(name, _, args)| match args {
            Args::Any if *name == "clone3" => "clone3 -> ENOSYS".to_string(),
            Args::Any => name.to_string(),
            Args::Fd(fds) => {
                let fds: Vec<String> = fds.iter().map(u64::to_string).collect();
                format!("{name}(fd in {})", fds.join(","))
            }
            Args::NoExec => format!("{name}(prot without PROT_EXEC)"),
            Args::SelfAbort { .. } => format!("{name}(self, SIGABRT)"),
        })
        .collect()
}

fn cond(arg: u8, op: SeccompCmpOp, value: u64) -> Result<SeccompCondition, String> {
    SeccompCondition::new(arg, SeccompCmpArgLen::Dword, op, value).map_err(|e| e.to_string())
}

fn rule(conds: Vec<SeccompCondition>) -> Result<SeccompRule, String> {
    SeccompRule::new(conds).map_err(|e| e.to_string())
}

fn rules_for(args: Args, self_pid: u64) -> Result<Vec<SeccompRule>, String> {
    Ok(match args {
        Args::Any => Vec::new(),
        Args::Fd(fds) => fds
            .iter()
            .map(|&fd| rule(vec![cond(0, SeccompCmpOp::Eq, fd)?]))
            .collect::<Result<_, _>>()?,
        Args::NoExec => vec![rule(vec![cond(
            2,
            SeccompCmpOp::MaskedEq(libc::PROT_EXEC as u64),
            0,
        )?])?],
        Args::SelfAbort { sig_arg } => vec![rule(vec![
            cond(0, SeccompCmpOp::Eq, self_pid)?,
            cond(sig_arg, SeccompCmpOp::Eq, libc::SIGABRT as u64)?,
        ])?],
    })
}

fn arch() -> Result<seccompiler::TargetArch, String> {
    std::env::consts::ARCH
        .try_into()
        .map_err(|e: seccompiler::BackendError| e.to_string())
}

/// Builds both BPF programs: first the one that answers `clone3` with ENOSYS (and allows all
/// else), then the allowlist (KILL_PROCESS for all else). They must be installed in that
/// order, since the allowlist forbids installing filters.
pub fn build(self_pid: u32) -> Result<[BpfProgram; 2], String> {
    let mut allow = BTreeMap::new();
    for &(_, nr, args) in ALLOWLIST {
        allow.insert(nr, rules_for(args, u64::from(self_pid))?);
    }
    let main = SeccompFilter::new(
        allow,
        SeccompAction::KillProcess,
        SeccompAction::Allow,
        arch()?,
    )
    .map_err(|e| e.to_string())?;
    let enosys = SeccompFilter::new(
        BTreeMap::from([(libc::SYS_clone3, Vec::new())]),
        SeccompAction::Allow,
        SeccompAction::Errno(libc::ENOSYS as u32),
        arch()?,
    )
    .map_err(|e| e.to_string())?;
    let main: BpfProgram = main
        .try_into()
        .map_err(|e: seccompiler::BackendError| e.to_string())?;
    let enosys: BpfProgram = enosys
        .try_into()
        .map_err(|e: seccompiler::BackendError| e.to_string())?;
    Ok([enosys, main])
}

/// Installs the filters built by [`build`]. Requires `no_new_privs` (set by the caller). After
/// this returns `Ok`, any syscall outside the allowlist kills the process with SIGSYS.
pub fn install(programs: &[BpfProgram; 2]) -> Result<(), String> {
    for p in programs {
        seccompiler::apply_filter(p).map_err(|e| e.to_string())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_compile() {
        let [a, b] = build(1234).unwrap();
        assert!(!a.is_empty() && !b.is_empty());
    }
}
