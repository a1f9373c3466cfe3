//! TEST-ONLY (feature `jail-test-escapes`): a built-in that does, on purpose, what the jail must
//! stop, so the negative tests can prove the OS boundary. Never compiled into a default or
//! release build; `tests/it/jail.rs` checks that the normal binary lacks it.
//!
//! Each escape makes the forbidden syscall directly. If the syscall returns at all, the escape
//! returns a description of what happened, so a test sees "the jail let this through" as an
//! ordinary output instead of the expected verdict.

use std::hint::black_box;
use std::sync::atomic::{AtomicI32, Ordering};

use crate::HostValue;

/// The name the script calls.
pub const HOST_FN_NAME: &str = "jail_test_escape";

static PARENT_PID: AtomicI32 = AtomicI32::new(0);

/// Remembers the parent's pid before seccomp (`getppid` is not on the allowlist).
pub fn remember_parent(pid: i32) {
    PARENT_PID.store(pid, Ordering::Relaxed);
}

/// The host function `jail_test_escape(name)`.
pub fn host_fn(args: &[HostValue]) -> Result<HostValue, String> {
    match args {
        [HostValue::Str(name)] => perform(name).map(HostValue::Str),
        _ => Err("jail_test_escape(name): one string argument".into()),
    }
}

fn errno() -> String {
    let e = std::io::Error::last_os_error();
    let n = e.raw_os_error().unwrap_or(0);
    nix::errno::Errno::from_raw(n).to_string()
}

/// `name: returned r (errno)`: the syscall came back instead of killing the process.
fn returned(name: &str, r: i64) -> String {
    if r < 0 {
        format!("{name}: returned {r} ({})", errno())
    } else {
        format!("{name}: returned {r}")
    }
}

#[inline(never)]
#[allow(unconditional_recursion)]
fn recurse(n: u64) -> u64 {
    let frame = black_box([n; 512]);
    recurse(black_box(n + 1)).wrapping_add(frame[(n % 512) as usize])
}

/// Performs the escape `name`. Names: open, write_fd0, connect:PORT, fork, clone3, execve,
/// ptrace, kill_parent, unshare, mount, mmap_exec, mprotect_exec, alloc, spin, block_read,
/// flood, panic, stack_overflow.
pub fn perform(name: &str) -> Result<String, String> {
    // SAFETY: every call below is a raw syscall on valid (or deliberately invalid but harmless)
    // arguments; the point is to see whether the kernel lets it through.
    unsafe {
        let r: i64 = match name {
            "open" => libc::open(c"/etc/hostname".as_ptr(), libc::O_RDONLY).into(),
            "write_fd0" => libc::write(0, b"x".as_ptr().cast(), 1) as i64,
            "fork" => {
                let pid = libc::fork();
                if pid == 0 {
                    libc::_exit(0);
                }
                pid.into()
            }
            "clone3" => {
                // struct clone_args: flags, pidfd, child_tid, parent_tid, exit_signal, ...
                let mut args = [0u64; 11];
                args[4] = libc::SIGCHLD as u64;
                let r = libc::syscall(
                    libc::SYS_clone3,
                    args.as_ptr(),
                    std::mem::size_of_val(&args),
                );
                if r == 0 {
                    libc::_exit(0);
                }
                r
            }
            "execve" => {
                let argv = [c"/bin/true".as_ptr(), std::ptr::null()];
                let envp = [std::ptr::null()];
                libc::execve(c"/bin/true".as_ptr(), argv.as_ptr(), envp.as_ptr()).into()
            }
            "ptrace" => libc::ptrace(libc::PTRACE_TRACEME, 0, 0, 0),
            "kill_parent" => libc::kill(PARENT_PID.load(Ordering::Relaxed), libc::SIGKILL).into(),
            "unshare" => libc::unshare(libc::CLONE_NEWUSER).into(),
            "mount" => libc::mount(
                c"none".as_ptr(),
                c"/tmp".as_ptr(),
                c"tmpfs".as_ptr(),
                0,
                std::ptr::null(),
            )
            .into(),
            "mmap_exec" => libc::mmap(
                std::ptr::null_mut(),
                4096,
                libc::PROT_READ | libc::PROT_EXEC,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            ) as i64,
            "mprotect_exec" => {
                let p = libc::mmap(
                    std::ptr::null_mut(),
                    4096,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                );
                if p == libc::MAP_FAILED {
                    return Err(format!("mmap: {}", errno()));
                }
                libc::mprotect(p, 4096, libc::PROT_READ | libc::PROT_EXEC).into()
            }
            "alloc" => {
                // A native leak that bypasses the VM's accounting: 16 MiB at a time, touched.
                let mut total: u64 = 0;
                loop {
                    let len = 16 << 20;
                    let mut v: Vec<u8> = Vec::with_capacity(len);
                    // Touch every page (memset, fast even in a debug build).
                    v.as_mut_ptr().write_bytes(1, len);
                    v.set_len(len);
                    total += len as u64;
                    std::mem::forget(black_box(v));
                    if total > (1 << 40) {
                        break total as i64;
                    }
                }
            }
            "spin" => {
                let mut x = 0u64;
                loop {
                    x = black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
                }
            }
            "block_read" => {
                let mut b = [0u8; 1];
                libc::read(0, b.as_mut_ptr().cast(), 1) as i64
            }
            "flood" => {
                let buf = [b'y'; 1 << 16];
                loop {
                    if libc::write(1, buf.as_ptr().cast(), buf.len()) < 0 {
                        break -1;
                    }
                }
            }
            "panic" => panic!("jail test: deliberate panic"),
            "stack_overflow" => recurse(0) as i64,
            other => {
                if let Some(port) = other.strip_prefix("connect:") {
                    return connect(port);
                }
                return Err(format!("unknown escape '{other}'"));
            }
        };
        Ok(returned(name, r))
    }
}

/// socket + connect to 127.0.0.1:`port`.
unsafe fn connect(port: &str) -> Result<String, String> {
    let port: u16 = port.parse().map_err(|_| "bad port".to_string())?;
    let s = libc::socket(libc::AF_INET, libc::SOCK_STREAM, 0);
    if s < 0 {
        return Ok(returned("socket", s.into()));
    }
    let mut addr: libc::sockaddr_in = std::mem::zeroed();
    addr.sin_family = libc::AF_INET as libc::sa_family_t;
    addr.sin_port = port.to_be();
    addr.sin_addr.s_addr = u32::from_be_bytes([127, 0, 0, 1]).to_be();
    let r = libc::connect(
        s,
        (&addr as *const libc::sockaddr_in).cast(),
        std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t,
    );
    Ok(returned("connect", r.into()))
}
