//! The parent's side of a run: feed the script to the child's fd 0, drain its fds 1-3 with
//! bounded buffers, enforce the wall deadline and the output caps with SIGKILL, and reap it
//! with `wait4` for its exit status and resource usage.

use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsFd, AsRawFd, OwnedFd};
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::fcntl::{fcntl, FcntlArg, OFlag};
use nix::poll::{poll, PollFd, PollFlags, PollTimeout};

use super::config::OutputMode;
use super::spawn::Child;

/// Cap on the child's report channel (fd 3); its honest reports are a few hundred bytes (a
/// session step's also carry the new dump, for which the channel's cap grows by the dump cap).
pub const REPORT_CAP: usize = 1 << 20;

/// Why the parent killed the child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kill {
    /// The wall deadline passed.
    Timeout,
    /// A stream went over the output limit.
    OutputLimit,
}

/// Everything the parent learned about the run.
pub struct Collected {
    /// Captured stdout (bounded).
    pub stdout: Vec<u8>,
    /// Captured stderr (bounded).
    pub stderr: Vec<u8>,
    /// Total bytes the child wrote to stdout and stderr.
    pub stdout_total: u64,
    /// See `stdout_total`.
    pub stderr_total: u64,
    /// Bytes from fd 3: the pre-exec record, then the child's report lines.
    pub report: Vec<u8>,
    /// Set if the parent killed the child.
    pub killed: Option<Kill>,
    /// The raw `wait4` status.
    pub wait_status: libc::c_int,
    /// The child's resource usage.
    pub rusage: libc::rusage,
    /// From before fork to after reaping.
    pub wall: Duration,
}

/// One output stream of the child being drained.
struct Stream {
    file: Option<File>,
    buf: Vec<u8>,
    total: u64,
    cap: u64,
}

impl Stream {
    fn new(fd: OwnedFd, cap: u64) -> Stream {
        Stream {
            file: Some(File::from(fd)),
            buf: Vec::new(),
            total: 0,
            cap,
        }
    }

    /// Reads what is available. Returns true if the stream went over its cap.
    fn pump(&mut self, chunk: &mut [u8], sink: Option<&mut dyn Write>) -> bool {
        let Some(f) = self.file.as_mut() else {
            return false;
        };
        match f.read(chunk) {
            Ok(0) => self.file = None,
            Ok(n) => {
                let data = &chunk[..n];
                let room = self.cap.saturating_sub(self.total);
                let keep = data.len().min(usize::try_from(room).unwrap_or(usize::MAX));
                // Kept even when streamed: classification reads the tail of stderr.
                self.buf.extend_from_slice(&data[..keep]);
                if let Some(w) = sink {
                    let _ = w.write_all(&data[..keep]);
                    let _ = w.flush();
                }
                self.total = self.total.saturating_add(n as u64);
                return self.total > self.cap;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => self.file = None,
        }
        false
    }
}

/// Opens a pidfd for `pid`, or `None` where the kernel has none.
fn open_pidfd(pid: libc::pid_t) -> Option<OwnedFd> {
    // SAFETY: pidfd_open takes a pid and flags and returns a new fd or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    let fd = i32::try_from(fd).ok().filter(|&fd| fd >= 0)?;
    // SAFETY: the kernel just gave us this fd; nothing else owns it.
    Some(unsafe { <OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(fd) })
}

/// Supervises `child` until it is reaped. `start` is when the run began (before fork);
/// `report_cap` bounds fd 3 (past it the child is killed, as for an output stream).
pub fn supervise(
    child: Child,
    source: &[u8],
    deadline: Duration,
    output_cap: u64,
    report_cap: usize,
    mode: OutputMode,
    start: Instant,
) -> io::Result<Collected> {
    let Child {
        pid,
        script_w,
        out_r,
        err_r,
        rep_r,
    } = child;
    // Non-blocking so that a child that never reads cannot stall the parent past its deadline.
    fcntl(script_w.as_raw_fd(), FcntlArg::F_SETFL(OFlag::O_NONBLOCK))?;
    let mut script = File::from(script_w);
    let mut written = 0usize;
    let mut streams = [
        Stream::new(out_r, output_cap),
        Stream::new(err_r, output_cap),
        Stream::new(rep_r, report_cap as u64),
    ];
    let mut killed = None;
    // A pidfd says when the child has exited even if it closed its pipes early; without one
    // (old kernels) the end of the pipes stands for the end of the child.
    let pidfd = open_pidfd(pid);
    let mut exited = pidfd.is_none();
    let mut chunk = vec![0u8; 1 << 16];
    let kill = |why: Kill, killed: &mut Option<Kill>| {
        if killed.is_none() {
            *killed = Some(why);
            // Our own child, not yet reaped: the pid cannot have been reused.
            let _ = nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(pid),
                nix::sys::signal::Signal::SIGKILL,
            );
        }
    };
    while streams.iter().any(|s| s.file.is_some()) || !exited {
        let left = deadline.saturating_sub(start.elapsed());
        if left.is_zero() && killed.is_none() {
            kill(Kill::Timeout, &mut killed);
        }
        // After a kill, keep draining until the pipes close, with no further deadline.
        let timeout = if killed.is_some() {
            PollTimeout::NONE
        } else {
            PollTimeout::try_from(left.max(Duration::from_millis(1))).unwrap_or(PollTimeout::MAX)
        };
        let want_write = written < source.len();
        let mut fds = Vec::with_capacity(4);
        let mut which = Vec::with_capacity(4);
        for (i, s) in streams.iter().enumerate() {
            if let Some(f) = &s.file {
                fds.push(PollFd::new(f.as_fd(), PollFlags::POLLIN));
                which.push(i);
            }
        }
        let poll_pidfd = !exited;
        if let (Some(p), true) = (&pidfd, poll_pidfd) {
            fds.push(PollFd::new(p.as_fd(), PollFlags::POLLIN));
        }
        if want_write {
            fds.push(PollFd::new(script.as_fd(), PollFlags::POLLOUT));
        }
        match poll(&mut fds, timeout) {
            Ok(_) => {}
            Err(Errno::EINTR) => continue,
            Err(e) => return Err(e.into()),
        }
        let ready: Vec<bool> = fds
            .iter()
            .map(|f| f.revents().is_some_and(|r| !r.is_empty()))
            .collect();
        drop(fds);
        if poll_pidfd && ready.get(which.len()) == Some(&true) {
            exited = true;
        }
        if want_write && ready.last() == Some(&true) {
            match script.write(&source[written..]) {
                Ok(n) => written += n,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                // The child is gone or closed fd 0; its exit status tells the rest.
                Err(_) => written = source.len(),
            }
        }
        let stdout = &mut io::stdout();
        let stderr = &mut io::stderr();
        for (k, &i) in which.iter().enumerate() {
            if !ready.get(k).copied().unwrap_or(false) {
                continue;
            }
            let sink: Option<&mut dyn Write> = match (mode, i) {
                (OutputMode::Stream, 0) => Some(stdout),
                (OutputMode::Stream, 1) => Some(stderr),
                _ => None,
            };
            if streams[i].pump(&mut chunk, sink) {
                kill(Kill::OutputLimit, &mut killed);
            }
        }
    }
    // All of the child's fds are closed: it has exited or is about to. The script pipe stays
    // open until here so that a child reading past its script blocks instead of seeing EOF.
    drop(script);
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain old data that wait4 fills in.
    let mut rusage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: valid pointers to locals; pid is our own child.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut rusage) };
        if r == pid {
            break;
        }
        if r < 0 && Errno::last() != Errno::EINTR {
            return Err(io::Error::last_os_error());
        }
    }
    let [out, err, rep] = streams;
    Ok(Collected {
        stdout: out.buf,
        stderr: err.buf,
        stdout_total: out.total,
        stderr_total: err.total,
        report: rep.buf,
        killed,
        wait_status: status,
        rusage,
        wall: start.elapsed(),
    })
}
