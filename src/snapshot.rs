//! The snapshot format of a suspended run ([`Suspension::dump`], [`Suspension::load`]).
//!
//! A compact binary, versioned, with a SHA-256 of its contents at the end:
//!
//! ```text
//! magic "PYRITESN"  version u8 (1)  policy digest (32 bytes)
//! host functions: count, (name str, external u8)*
//! filename str  source str  hash seed u64  random seed u64
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
use pyrite_runtime::{ExternalCall, HostCall, HostError, Stats};
use sha2::{Digest, Sha256};

use crate::suspend::{SnapshotError, Suspension};
use crate::Engine;

const MAGIC: &[u8; 8] = b"PYRITESN";

/// The format version this Pyrite writes and reads.
pub const SNAPSHOT_VERSION: u8 = 1;

fn write_u64_le(out: &mut Vec<u8>, n: u64) {
    out.extend_from_slice(&n.to_le_bytes());
}

impl Suspension {
    /// The run as bytes, to resume later, here or in another process ([`Suspension::load`]).
    /// It holds the program's source, the inputs and every host call's outcome: as much a
    /// secret as they are.
    pub fn dump(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.push(SNAPSHOT_VERSION);
        out.extend_from_slice(&hex_bytes(&self.policy_digest));
        write_u64(&mut out, self.host_functions.len() as u64);
        for (name, external) in &self.host_functions {
            write_str(&mut out, name);
            out.push(u8::from(*external));
        }
        write_str(&mut out, self.program.filename());
        write_str(&mut out, self.program.source());
        write_u64_le(&mut out, self.hash_seed);
        write_u64_le(&mut out, self.random_seed);
        write_u64(&mut out, self.inputs.len() as u64);
        for (name, v) in &self.inputs {
            write_str(&mut out, name);
            encode_value(v, &mut out);
        }
        write_u64(&mut out, self.log.len() as u64);
        for call in &self.log {
            write_str(&mut out, &call.function);
            write_u64_le(&mut out, call.args_digest);
            match &call.outcome {
                Ok(v) => {
                    out.push(0);
                    encode_value(v, &mut out);
                }
                Err(e) => {
                    out.push(1);
                    write_str(&mut out, &e.exc_type);
                    write_str(&mut out, &e.message);
                }
            }
        }
        for n in [
            self.stats.instructions,
            self.stats.allocations,
            self.stats.peak_live_bytes,
            self.stats.output_bytes,
        ] {
            write_u64(&mut out, n);
        }
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
    /// digest must match, so a snapshot cannot bring laxer limits with it).
    ///
    /// The bytes are untrusted input. They are parsed with every length and count checked,
    /// the program is recompiled, every logged call must name a granted host function and
    /// the pending one an external function with the arguments its digest names; then the
    /// run is replayed (under the engine's limits, writing nothing) and must stop at that
    /// call, after those host calls, with the figures recorded. Anything else is a
    /// [`SnapshotError`]; nothing panics.
    pub fn load(engine: &Engine, bytes: &[u8]) -> Result<Suspension, SnapshotError> {
        let s = parse(engine, bytes)?;
        s.check_policy(engine)?;
        if s.host_functions != engine.host_functions() {
            return Err(SnapshotError::Diverged(
                "its host functions are not this engine's".to_string(),
            ));
        }
        for call in &s.log {
            if !engine.has_host_function(&call.function) {
                return Err(SnapshotError::Diverged(format!(
                    "it logs a call of {}(), which is not a host function here",
                    call.function
                )));
            }
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
fn open(bytes: &[u8]) -> Result<Reader<'_>, SnapshotError> {
    let header = MAGIC.len() + 1;
    if bytes.len() < header || bytes.get(..MAGIC.len()) != Some(&MAGIC[..]) {
        return Err(malformed("it does not start with a snapshot's magic bytes"));
    }
    let version = bytes.get(MAGIC.len()).copied().unwrap_or(0);
    if version != SNAPSHOT_VERSION {
        return Err(malformed(format!(
            "format version {version}, and this Pyrite reads version {SNAPSHOT_VERSION}"
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
    let mut r = open(bytes)?;
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
    let mut r = open(bytes)?;
    let (policy_digest, host_functions) = read_head(&mut r)?;
    let filename = r.string().map_err(malformed)?;
    let source = r.string().map_err(malformed)?;
    let hash_seed = r.u64_le().map_err(malformed)?;
    let random_seed = r.u64_le().map_err(malformed)?;
    let n = r.count(2).map_err(malformed)?;
    // Inputs pass the checks a host's own inputs pass (identifiers, no dunders).
    let mut options = crate::RunOptions::new();
    for _ in 0..n {
        let name = r.string().map_err(malformed)?;
        let value = decode_value(&mut r).map_err(malformed)?;
        options = options.input_value(&name, value).map_err(malformed)?;
    }
    let inputs = options.inputs;
    let n = r.count(11).map_err(malformed)?;
    let mut log = Vec::with_capacity(n);
    for _ in 0..n {
        let function = r.string().map_err(malformed)?;
        let args_digest = r.u64_le().map_err(malformed)?;
        let outcome = match r.byte().map_err(malformed)? {
            0 => Ok(decode_value(&mut r).map_err(malformed)?),
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
    let mut figures = [0u64; 4];
    for f in &mut figures {
        *f = r.varint().map_err(malformed)?;
    }
    let [instructions, allocations, peak_live_bytes, output_bytes] = figures;
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
        program,
        inputs,
        hash_seed,
        random_seed,
        log,
        call: ExternalCall {
            function,
            args,
            kwargs,
            args_digest,
        },
        stats: Stats {
            instructions,
            allocations,
            peak_live_bytes,
            output_bytes,
        },
        policy_digest,
        host_functions,
    })
}
