//! Fork and exec of the jailed child.
//!
//! Everything the child needs between `fork` and `execve` is prepared before `fork` (argument
//! and environment vectors, rlimit values, the executable's fd), because the forked child of a
//! possibly multi-threaded parent may only make async-signal-safe calls: no allocation, no locks,
//! no Rust std I/O. The child side is a straight line of plain syscalls, in DESIGN.md's order:
//! setsid, parent-death signal, fds 0-3 from pipes and every other fd closed, best-effort
//! namespaces, rlimits, empty environment, exec of the binary by fd (never by a path lookup).
//! It reports what it applied as one fixed-size record on fd 3 (see [`Record`]).

use std::ffi::CString;
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::raw::c_char;
use std::path::Path;

use nix::fcntl::OFlag;

/// One rlimit the child sets before exec.
#[derive(Clone, Copy, Debug)]
pub struct Rlimit {
    /// The name used in the report (`core`, `nofile`, ...).
    pub name: &'static str,
    /// The `RLIMIT_*` constant.
    pub resource: libc::__rlimit_resource_t,
    /// Soft limit.
    pub soft: u64,
    /// Hard limit.
    pub hard: u64,
}

/// The namespaces the child tries to enter, in order, with their report names. The user
/// namespace comes first so that the others can be created without privilege.
pub const NAMESPACES: [(&str, libc::c_int); 5] = [
    ("user", libc::CLONE_NEWUSER),
    ("net", libc::CLONE_NEWNET),
    ("ipc", libc::CLONE_NEWIPC),
    ("uts", libc::CLONE_NEWUTS),
    ("mount", libc::CLONE_NEWNS),
];

/// The record the pre-exec child writes on fd 3: `b"R"`, the namespace bitmask (bit i =
/// `NAMESPACES[i]`), two bytes of rlimit bitmask (bit i = the i-th rlimit was set), then 4 bytes
/// of errno, zero unless exec failed (then the tag is `b"E"`).
pub const RECORD_LEN: usize = 8;

/// The pre-exec child's record, decoded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Bit i: `NAMESPACES[i]` was entered.
    pub namespaces: u8,
    /// Bit i: the i-th rlimit was set.
    pub rlimits: u16,
    /// Non-zero: `execve` failed with this errno.
    pub exec_errno: i32,
}

impl Record {
    /// Decodes the leading records of the report pipe's bytes, returning the record and the
    /// rest (the exec'd child's own report).
    pub fn split(bytes: &[u8]) -> (Option<Record>, &[u8]) {
        let mut rec = None;
        let mut rest = bytes;
        while rest.len() >= RECORD_LEN && (rest[0] == b'R' || rest[0] == b'E') {
            let r = rec.get_or_insert(Record::default());
            r.namespaces = rest[1];
            r.rlimits = u16::from_le_bytes([rest[2], rest[3]]);
            if rest[0] == b'E' {
                r.exec_errno = i32::from_le_bytes([rest[4], rest[5], rest[6], rest[7]]);
            }
            rest = &rest[RECORD_LEN..];
        }
        (rec, rest)
    }
}

/// The parent's handles on a running child.
pub struct Child {
    /// Process id.
    pub pid: libc::pid_t,
    /// Write end of the child's fd 0 (the script).
    pub script_w: OwnedFd,
    /// Read end of the child's fd 1.
    pub out_r: OwnedFd,
    /// Read end of the child's fd 2.
    pub err_r: OwnedFd,
    /// Read end of the child's fd 3 (records and the child's report).
    pub rep_r: OwnedFd,
}

/// Everything the forked child touches, built before `fork`.
struct Prepared {
    exe: RawFd,
    child_fds: [RawFd; 4],
    argv: Vec<*const c_char>,
    envp: [*const c_char; 1],
    rlimits: Vec<(libc::__rlimit_resource_t, libc::rlimit)>,
    parent_pid: libc::pid_t,
}

/// Forks and execs `program` (default: `/proc/self/exe`) with `args` and an empty environment,
/// under `rlimits`. Returns once the child exists; the caller supervises it.
pub fn spawn(program: Option<&Path>, args: &[String], rlimits: &[Rlimit]) -> io::Result<Child> {
    // The binary is opened here, by the operator's path or as this very process's image, and
    // exec'd by fd: nothing in the child resolves a path or consults PATH or the cwd.
    let exe = File::open(program.unwrap_or(Path::new("/proc/self/exe")))?;
    let cstrings: Vec<CString> = args
        .iter()
        .map(|a| CString::new(a.as_bytes()))
        .collect::<Result<_, _>>()
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "NUL byte in an argument"))?;
    let mut argv: Vec<*const c_char> = cstrings.iter().map(|c| c.as_ptr()).collect();
    argv.push(std::ptr::null());

    let flags = OFlag::O_CLOEXEC;
    let (in_r, in_w) = nix::unistd::pipe2(flags)?;
    let (out_r, out_w) = nix::unistd::pipe2(flags)?;
    let (err_r, err_w) = nix::unistd::pipe2(flags)?;
    let (rep_r, rep_w) = nix::unistd::pipe2(flags)?;

    let prep = Prepared {
        exe: exe.as_raw_fd(),
        child_fds: [
            in_r.as_raw_fd(),
            out_w.as_raw_fd(),
            err_w.as_raw_fd(),
            rep_w.as_raw_fd(),
        ],
        argv,
        envp: [std::ptr::null()],
        rlimits: rlimits
            .iter()
            .map(|r| {
                let lim = libc::rlimit {
                    rlim_cur: r.soft,
                    rlim_max: r.hard,
                };
                (r.resource, lim)
            })
            .collect(),
        // SAFETY: getpid has no preconditions.
        parent_pid: unsafe { libc::getpid() },
    };

    // SAFETY: the child branch only calls `child_after_fork`, which makes async-signal-safe
    // syscalls on memory prepared above and never returns.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(io::Error::last_os_error());
    }
    if pid == 0 {
        // SAFETY: we are the freshly forked child; see `child_after_fork`.
        unsafe { child_after_fork(&prep) }
    }
    // The parent keeps its ends; the child's ends close here. `cstrings` lived until after
    // fork, so the child's argv pointers were valid.
    drop((in_r, out_w, err_w, rep_w, exe, cstrings));
    Ok(Child {
        pid,
        script_w: in_w,
        out_r,
        err_r,
        rep_r,
    })
}

/// The child between fork and exec.
///
/// # Safety
/// Must be called only in the child right after `fork`. It makes only async-signal-safe
/// syscalls, reads only `p` (prepared before fork), and ends in exec or `_exit`.
unsafe fn child_after_fork(p: &Prepared) -> ! {
    // Own session: no controlling terminal to inject keystrokes into, no shared process group.
    libc::setsid();
    // Die with the parent; if the parent is already gone, do not run at all.
    libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0);
    if libc::getppid() != p.parent_pid {
        libc::_exit(125);
    }
    // Move the five fds we keep above 10 first, so that the dup2s below cannot clobber one
    // another whatever numbers the pipes got.
    let mut high = [0; 5];
    let srcs = [
        p.child_fds[0],
        p.child_fds[1],
        p.child_fds[2],
        p.child_fds[3],
        p.exe,
    ];
    for (h, &src) in high.iter_mut().zip(srcs.iter()) {
        *h = libc::fcntl(src, libc::F_DUPFD_CLOEXEC, 10);
        if *h < 0 {
            libc::_exit(125);
        }
    }
    for (target, &h) in high[..4].iter().enumerate() {
        // dup2 clears close-on-exec on the target: fds 0-3 survive exec.
        if libc::dup2(h, target as libc::c_int) < 0 {
            libc::_exit(125);
        }
    }
    // The executable stays at fd 4 until exec, close-on-exec so the script never sees it.
    if libc::dup3(high[4], 4, libc::O_CLOEXEC) < 0 {
        libc::_exit(125);
    }
    if libc::close_range(5, libc::c_uint::MAX, 0) != 0 {
        for fd in 5..65536 {
            libc::close(fd);
        }
    }
    let mut rec = [0u8; RECORD_LEN];
    rec[0] = b'R';
    for (i, &(_, flag)) in NAMESPACES.iter().enumerate() {
        if libc::unshare(flag) == 0 {
            rec[1] |= 1 << i;
        }
    }
    let mut rl: u16 = 0;
    for (i, (res, lim)) in p.rlimits.iter().enumerate() {
        if libc::setrlimit(*res, lim) == 0 {
            rl |= 1 << i;
        }
    }
    rec[2..4].copy_from_slice(&rl.to_le_bytes());
    libc::write(3, rec.as_ptr().cast(), RECORD_LEN);
    // Start the new image with no signal blocked (the parent's mask is inherited otherwise).
    let mut set: libc::sigset_t = std::mem::zeroed();
    libc::sigemptyset(&mut set);
    libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
    libc::fexecve(4, p.argv.as_ptr(), p.envp.as_ptr());
    // Only reached if exec failed: say why on fd 3.
    let errno = *libc::__errno_location();
    rec[0] = b'E';
    rec[4..8].copy_from_slice(&errno.to_le_bytes());
    libc::write(3, rec.as_ptr().cast(), RECORD_LEN);
    libc::_exit(127)
}
