//! The snapshot format of a suspended run ([`Suspension::dump`], [`Suspension::load`]).
//!
//! A compact binary, versioned, with a SHA-256 of its contents at the end:
//!
//! ```text
//! magic "PYRITESN"  version u8 (2)  policy digest (32 bytes)
//! host functions: count, (name str, external u8)*
//! filename str  source str  hash seed u64  random seed u64
//! the run's own limits: instructions, memory, allocations, output, duration in nanoseconds,
//!   each 0 (the engine's) or 1 and a varint (one below it)
//! inputs: count, (name str, value)*
//! log: count, (function str, args digest u64, 0 value | 1 exc_type str message str)*
//! figures: instructions, allocations, peak live bytes, output bytes (varints)
//! pending call: function str, args digest u64, count value*, count (name str, value)*
//! sha256 of everything before (32 bytes)
//! ```
//!
//! Strings are a varint length and UTF-8 bytes, counts varints, `u64`s little-endian, values
//! in `pyrite_runtime::hostlog`'s canonical encoding. Loading treats the bytes as hostile: every
//! read is bounds-checked, no count is trusted beyond the bytes that could back it, values
//! nest at most 100 deep, nothing may follow the last field; then the contents are checked
//! against the engine and replayed ([`Suspension::verify`]).

use pyrite_runtime::hostlog::{decode_value, encode_value, write_str, write_u64, Reader};
use pyrite_runtime::{ExternalCall, HostCall, HostError, HostValue, Stats};
use sha2::{Digest, Sha256};

use crate::session::{KeptStep, Session, StepEnd, StepLimits};
use crate::suspend::{Run, SnapshotError, Suspension};
use crate::Engine;

const MAGIC: &[u8; 8] = b"PYRITESN";

/// The format version this Pyrite writes and reads (2: the run carries its own limits,
/// [`Engine::start_limited`]).
pub const SNAPSHOT_VERSION: u8 = 2;

fn write_u64_le(out: &mut Vec<u8>, n: u64) {
    out.extend_from_slice(&n.to_le_bytes());
}

impl Suspension {
    /// The run as bytes, to resume later, here or in another process ([`Suspension::load`]).
    /// It holds the program's source, the inputs and every host call's outcome: as much a
    /// secret as they are.
    pub fn dump(&self) -> Vec<u8> {
        let mut out = Vec::new();
        write_head(
            &mut out,
            MAGIC,
            SNAPSHOT_VERSION,
            &self.run.policy_digest,
            &self.run.host_functions,
        );
        write_str(&mut out, self.run.program.filename());
        write_str(&mut out, self.run.program.source());
        write_u64_le(&mut out, self.run.hash_seed);
        write_u64_le(&mut out, self.run.random_seed);
        write_step_limits(&mut out, &self.run.limits);
        write_inputs(&mut out, &self.run.inputs);
        write_log(&mut out, &self.run.log);
        write_stats(&mut out, &self.run.stats);
        write_str(&mut out, &self.call.function);
        write_u64_le(&mut out, self.call.args_digest);
        write_u64(&mut out, self.call.args.len() as u64);
        for v in &self.call.args {
            encode_value(v, &mut out);
        }
        write_u64(&mut out, self.call.kwargs.len() as u64);
        for (k, v) in &self.call.kwargs {
            write_str(&mut out, k);
            encode_value(v, &mut out);
        }
        let sum = Sha256::digest(&out);
        out.extend_from_slice(&sum);
        out
    }

    /// A suspended run from [`Suspension::dump`]'s bytes, to resume under `engine`, which
    /// must have the policy it was suspended under (surface, host functions, limits: the
    /// digest must match, so a snapshot cannot bring laxer limits with it). The run's own
    /// limits ([`Engine::start_limited`]) must be below the engine's; it resumes under them.
    ///
    /// The bytes are untrusted input. They are parsed with every length and count checked,
    /// the program is recompiled, every logged call must name a granted host function and
    /// the pending one an external function with the arguments its digest names; then the
    /// run is replayed (under the engine's limits, writing nothing) and must stop at that
    /// call, after those host calls, with the figures recorded. Anything else is a
    /// [`SnapshotError`]; nothing panics.
    pub fn load(engine: &Engine, bytes: &[u8]) -> Result<Suspension, SnapshotError> {
        let s = parse(engine, bytes)?;
        s.run.check_policy(engine)?;
        if s.run.host_functions != engine.host_functions() {
            return Err(SnapshotError::Diverged(
                "its host functions are not this engine's".to_string(),
            ));
        }
        for call in &s.run.log {
            if !engine.has_host_function(&call.function) {
                return Err(SnapshotError::Diverged(format!(
                    "it logs a call of {}(), which is not a host function here",
                    call.function
                )));
            }
        }
        // The run's own limits can only be below the engine's (a forged snapshot cannot
        // resume under laxer ones than the engine's).
        if s.run.limits.below(engine.limits()) != s.run.limits {
            return Err(malformed(
                "it records limits of its own that are not below the engine's",
            ));
        }
        if !engine.is_external(&s.call.function) {
            return Err(SnapshotError::Diverged(format!(
                "it stops at {}(), which is not an external function here",
                s.call.function
            )));
        }
        let digest = pyrite_runtime::hostlog::args_digest(&s.call.args, &s.call.kwargs);
        if digest != s.call.args_digest {
            return Err(SnapshotError::Diverged(
                "the pending call's arguments do not match their digest".to_string(),
            ));
        }
        s.verify(engine)
    }
}

/// 32 bytes from a 64-digit hex digest (zeros for anything else, which no engine matches).
fn hex_bytes(hex: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, b) in out.iter_mut().enumerate() {
        *b = hex
            .get(2 * i..2 * i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0);
    }
    out
}

fn hex_string(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn malformed(e: impl std::fmt::Display) -> SnapshotError {
    SnapshotError::Malformed(e.to_string())
}

/// The reader over a snapshot's fields, once its magic, version and checksum are checked.
fn open<'b>(bytes: &'b [u8], magic: &[u8; 8], want: u8) -> Result<Reader<'b>, SnapshotError> {
    let header = magic.len() + 1;
    if bytes.len() < header || bytes.get(..magic.len()) != Some(&magic[..]) {
        let what = if magic == MAGIC {
            "a snapshot's"
        } else {
            "a session's"
        };
        return Err(malformed(format!(
            "it does not start with {what} magic bytes"
        )));
    }
    let version = bytes.get(magic.len()).copied().unwrap_or(0);
    if version != want {
        return Err(malformed(format!(
            "format version {version}, and this Pyrite reads version {want}"
        )));
    }
    let Some(body_len) = bytes.len().checked_sub(32).filter(|&n| n >= header) else {
        return Err(malformed("truncated"));
    };
    let (body, sum) = bytes.split_at(body_len);
    if Sha256::digest(body).as_slice() != sum {
        return Err(malformed(
            "its checksum does not match: truncated or altered",
        ));
    }
    Ok(Reader::new(body.get(header..).unwrap_or(&[])))
}

/// The policy digest and the host functions a snapshot names (checked as [`Suspension::load`]
/// checks them), for a loader that must build the engine to load it with: the names and
/// which are external. The limits are the loader's to choose; the digest then decides.
pub fn host_functions(bytes: &[u8]) -> Result<Vec<(String, bool)>, SnapshotError> {
    let mut r = open(bytes, MAGIC, SNAPSHOT_VERSION)?;
    read_head(&mut r).map(|(_, fns)| fns)
}

fn read_head(r: &mut Reader<'_>) -> Result<(String, Vec<(String, bool)>), SnapshotError> {
    let policy_digest = hex_string(r.take(32).map_err(malformed)?);
    let n = r.count(2).map_err(malformed)?;
    let mut host_functions = Vec::with_capacity(n);
    for _ in 0..n {
        let name = r.string().map_err(malformed)?;
        let external = match r.byte().map_err(malformed)? {
            0 => false,
            1 => true,
            _ => return Err(malformed(r.error("an external flag is neither 0 nor 1"))),
        };
        host_functions.push((name, external));
    }
    Ok((policy_digest, host_functions))
}

fn parse(engine: &Engine, bytes: &[u8]) -> Result<Suspension, SnapshotError> {
    let mut r = open(bytes, MAGIC, SNAPSHOT_VERSION)?;
    let (policy_digest, host_functions) = read_head(&mut r)?;
    let filename = r.string().map_err(malformed)?;
    let source = r.string().map_err(malformed)?;
    let hash_seed = r.u64_le().map_err(malformed)?;
    let random_seed = r.u64_le().map_err(malformed)?;
    let limits = read_step_limits(&mut r)?;
    let inputs = read_inputs(&mut r)?;
    let log = read_log(&mut r)?;
    let stats = read_stats(&mut r)?;
    let function = r.string().map_err(malformed)?;
    let args_digest = r.u64_le().map_err(malformed)?;
    let n = r.count(1).map_err(malformed)?;
    let mut args = Vec::with_capacity(n);
    for _ in 0..n {
        args.push(decode_value(&mut r).map_err(malformed)?);
    }
    let n = r.count(2).map_err(malformed)?;
    let mut kwargs = Vec::with_capacity(n);
    for _ in 0..n {
        let k = r.string().map_err(malformed)?;
        kwargs.push((k, decode_value(&mut r).map_err(malformed)?));
    }
    if r.remaining() != 0 {
        return Err(malformed(r.error("bytes follow the last field")));
    }
    let program = engine
        .compile(source.as_bytes(), &filename)
        .map_err(|e| SnapshotError::Program(e.rendered.trim_end().to_string()))?;
    Ok(Suspension {
        run: Run {
            program,
            inputs,
            hash_seed,
            random_seed,
            limits,
            log,
            stats,
            policy_digest,
            host_functions,
        },
        call: ExternalCall {
            function,
            args,
            kwargs,
            args_digest,
        },
    })
}

fn write_head(
    out: &mut Vec<u8>,
    magic: &[u8; 8],
    version: u8,
    policy_digest: &str,
    host_functions: &[(String, bool)],
) {
    out.extend_from_slice(magic);
    out.push(version);
    out.extend_from_slice(&hex_bytes(policy_digest));
    write_u64(out, host_functions.len() as u64);
    for (name, external) in host_functions {
        write_str(out, name);
        out.push(u8::from(*external));
    }
}

fn write_inputs(out: &mut Vec<u8>, inputs: &[(String, HostValue)]) {
    write_u64(out, inputs.len() as u64);
    for (name, v) in inputs {
        write_str(out, name);
        encode_value(v, out);
    }
}

fn write_log(out: &mut Vec<u8>, log: &[HostCall]) {
    write_u64(out, log.len() as u64);
    for call in log {
        write_str(out, &call.function);
        write_u64_le(out, call.args_digest);
        match &call.outcome {
            Ok(v) => {
                out.push(0);
                encode_value(v, out);
            }
            Err(e) => {
                out.push(1);
                write_str(out, &e.exc_type);
                write_str(out, &e.message);
            }
        }
    }
}

fn write_stats(out: &mut Vec<u8>, stats: &Stats) {
    for n in [
        stats.instructions,
        stats.allocations,
        stats.peak_live_bytes,
        stats.output_bytes,
    ] {
        write_u64(out, n);
    }
}

/// Inputs, which pass the checks a host's own inputs pass (identifiers, no dunders).
fn read_inputs(r: &mut Reader<'_>) -> Result<Vec<(String, HostValue)>, SnapshotError> {
    let n = r.count(2).map_err(malformed)?;
    let mut options = crate::RunOptions::new();
    for _ in 0..n {
        let name = r.string().map_err(malformed)?;
        let value = decode_value(r).map_err(malformed)?;
        options = options.input_value(&name, value).map_err(malformed)?;
    }
    Ok(options.inputs)
}

fn read_log(r: &mut Reader<'_>) -> Result<Vec<HostCall>, SnapshotError> {
    let n = r.count(11).map_err(malformed)?;
    let mut log = Vec::with_capacity(n);
    for _ in 0..n {
        let function = r.string().map_err(malformed)?;
        let args_digest = r.u64_le().map_err(malformed)?;
        let outcome = match r.byte().map_err(malformed)? {
            0 => Ok(decode_value(r).map_err(malformed)?),
            1 => {
                let exc_type = r.string().map_err(malformed)?;
                let message = r.string().map_err(malformed)?;
                Err(HostError { exc_type, message })
            }
            _ => return Err(malformed(r.error("unknown outcome tag"))),
        };
        log.push(HostCall {
            function,
            args_digest,
            outcome,
        });
    }
    Ok(log)
}

fn read_stats(r: &mut Reader<'_>) -> Result<Stats, SnapshotError> {
    let mut figures = [0u64; 4];
    for f in &mut figures {
        *f = r.varint().map_err(malformed)?;
    }
    let [instructions, allocations, peak_live_bytes, output_bytes] = figures;
    Ok(Stats {
        instructions,
        allocations,
        peak_live_bytes,
        output_bytes,
    })
}

// ----- sessions -------------------------------------------------------------------------

fn write_step_limits(out: &mut Vec<u8>, l: &StepLimits) {
    let nanos = l
        .max_duration
        .map(|d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
    for v in [
        l.max_instructions,
        l.max_memory,
        l.max_allocations,
        l.max_output,
        nanos,
    ] {
        match v {
            None => out.push(0),
            Some(n) => {
                out.push(1);
                write_u64(out, n);
            }
        }
    }
}

fn read_step_limits(r: &mut Reader<'_>) -> Result<StepLimits, SnapshotError> {
    let mut v = [None; 5];
    for slot in &mut v {
        *slot = match r.byte().map_err(malformed)? {
            0 => None,
            1 => Some(r.varint().map_err(malformed)?),
            _ => return Err(malformed(r.error("a step limit's tag is neither 0 nor 1"))),
        };
    }
    let [max_instructions, max_memory, max_allocations, max_output, nanos] = v;
    Ok(StepLimits {
        max_instructions,
        max_memory,
        max_allocations,
        max_output,
        max_duration: nanos.map(std::time::Duration::from_nanos),
    })
}

const SESSION_MAGIC: &[u8; 8] = b"PYRITESS";

/// The format version of a dumped session this Pyrite writes and reads (2: each kept step
/// carries its own limits).
pub const SESSION_VERSION: u8 = 2;

impl Session {
    /// The session as bytes, to go on with later, here or in another process
    /// ([`Engine::load_session`]). The format, like a snapshot's (versioned, SHA-256 at the
    /// end): magic `PYRITESS`, version, policy digest, host functions, hash seed, random
    /// seed, steps run, then each kept step (file name, source, inputs, host-call log, how it
    /// ended with the high bit set for an interactive chunk, figures, then its own limits:
    /// instructions, memory, allocations, output and duration in nanoseconds, each a 0 byte
    /// for the engine's or a 1 and a varint for one below it). It holds every kept step's
    /// source, inputs and host-call outcomes: as much a secret as they are.
    pub fn dump(&self) -> Vec<u8> {
        let mut out = Vec::new();
        write_head(
            &mut out,
            SESSION_MAGIC,
            SESSION_VERSION,
            &self.engine.policy_digest(),
            &self.engine.host_functions(),
        );
        write_u64_le(&mut out, self.hash_seed);
        write_u64_le(&mut out, self.random_seed);
        write_u64(&mut out, self.ran);
        write_u64(&mut out, self.steps.len() as u64);
        for step in &self.steps {
            write_str(&mut out, &step.filename);
            write_str(&mut out, &step.source);
            write_inputs(&mut out, &step.inputs);
            write_log(&mut out, &step.log);
            // The high bit: compiled as an interactive chunk.
            out.push(step.end as u8 | if step.interactive { 0x80 } else { 0 });
            write_stats(&mut out, &step.stats);
            write_step_limits(&mut out, &step.limits);
        }
        let sum = Sha256::digest(&out);
        out.extend_from_slice(&sum);
        out
    }
}

/// The host functions a dumped session names, by name, and whether each is external (for a
/// loader that must build the engine to load it with; the policy digest still decides).
pub fn session_host_functions(bytes: &[u8]) -> Result<Vec<(String, bool)>, SnapshotError> {
    let mut r = open(bytes, SESSION_MAGIC, SESSION_VERSION)?;
    read_head(&mut r).map(|(_, fns)| fns)
}

/// [`Engine::load_session`].
pub(crate) fn load_session(engine: &Engine, bytes: &[u8]) -> Result<Session, SnapshotError> {
    let mut r = open(bytes, SESSION_MAGIC, SESSION_VERSION)?;
    let (policy_digest, host_functions) = read_head(&mut r)?;
    let hash_seed = r.u64_le().map_err(malformed)?;
    let random_seed = r.u64_le().map_err(malformed)?;
    let ran = r.varint().map_err(malformed)?;
    // A step is at least a file name, a source, two counts, an end, four figures and five
    // limits.
    let n = r.count(14).map_err(malformed)?;
    let mut steps = Vec::with_capacity(n);
    for _ in 0..n {
        let filename = r.string().map_err(malformed)?;
        let source = r.string().map_err(malformed)?;
        let inputs = read_inputs(&mut r)?;
        let log = read_log(&mut r)?;
        let end_byte = r.byte().map_err(malformed)?;
        let interactive = end_byte & 0x80 != 0;
        let end = StepEnd::from_byte(end_byte & 0x7f)
            .ok_or_else(|| malformed(r.error("unknown step end")))?;
        let stats = read_stats(&mut r)?;
        let limits = read_step_limits(&mut r)?;
        steps.push(KeptStep {
            filename,
            source,
            interactive,
            inputs,
            limits,
            log,
            end,
            stats,
        });
    }
    if r.remaining() != 0 {
        return Err(malformed(r.error("bytes follow the last field")));
    }
    let digest = engine.policy_digest();
    if digest != policy_digest {
        return Err(SnapshotError::PolicyMismatch {
            snapshot: policy_digest,
            engine: digest,
        });
    }
    if host_functions != engine.host_functions() {
        return Err(SnapshotError::Diverged(
            "its host functions are not this engine's".to_string(),
        ));
    }
    // A step's own limits can only be below the engine's (a forged dump cannot replay a step
    // under laxer ones than the session's).
    for (i, step) in steps.iter().enumerate() {
        if step.limits.below(engine.limits()) != step.limits {
            return Err(malformed(format!(
                "kept step {} records limits that are not below the session's",
                i + 1
            )));
        }
    }
    for call in steps.iter().flat_map(|s| &s.log) {
        if !engine.has_host_function(&call.function) || engine.is_external(&call.function) {
            return Err(SnapshotError::Diverged(format!(
                "it logs a call of {}(), which is not a host function a session may call here",
                call.function
            )));
        }
    }
    Session::from_parts(engine, hash_seed, random_seed, ran, steps)
}
