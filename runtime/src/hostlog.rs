//! The host calls of a run, kept so that the run can be replayed: what suspension, snapshots
//! and sessions are built on.
//!
//! A run is a deterministic function of its program, inputs, seeds, limits and the values its
//! host functions returned (the clock only decides *when* a time limit stops it, and a run
//! that hit a limit is never replayed). So a run stopped at an external function's call is
//! kept as that call's predecessors' outcomes ([`HostCall`]s), and resumed by running the
//! program again from the start with those outcomes fed back in order ([`Replay`]): the host
//! functions are not called again, the output already handed over is not written again, and
//! every instruction, allocation and byte is charged again, so the resumed run's figures and
//! limits are those of one uninterrupted run. Each replayed call is checked against the log
//! (same function, same arguments by [`args_digest`]), so a log that does not belong to the
//! run cannot feed it a value: replay ends at the first difference.
//!
//! The codec here ([`encode_value`], [`decode_value`]) is the canonical binary form of a
//! [`HostValue`]: the arguments' digest is taken over it, and snapshots store values in it.

use siphasher::sip::SipHasher13;
use std::hash::Hasher;

use crate::api::{HostError, HostValue};

/// Deepest nesting of a host value (as the VM's conversions allow).
pub const MAX_VALUE_DEPTH: u32 = 100;

/// One host function call of a run and what it returned.
#[derive(Clone, Debug, PartialEq)]
pub struct HostCall {
    /// The function's name.
    pub function: String,
    /// [`args_digest`] of its arguments.
    pub args_digest: u64,
    /// Its result, or the exception it raised.
    pub outcome: Result<HostValue, HostError>,
}

/// The call of an external function at which a run stopped.
#[derive(Clone, Debug, PartialEq)]
pub struct ExternalCall {
    /// The function's name.
    pub function: String,
    /// Positional arguments.
    pub args: Vec<HostValue>,
    /// Keyword arguments, in call order.
    pub kwargs: Vec<(String, HostValue)>,
    /// [`args_digest`] of the arguments.
    pub args_digest: u64,
}

/// What a replayed run is given: the outcomes of its first host calls, and how much of its
/// output was already handed over (written nowhere the second time).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Replay {
    /// Outcomes of the run's first host calls, in order.
    pub log: Vec<HostCall>,
    /// Bytes of output already handed over.
    pub skip_output: u64,
    /// Logging only (a session's step): a call of an external function is refused as in a
    /// plain run instead of suspending the run.
    pub no_suspend: bool,
    /// Replay only (loading a dump, rebuilding a session): every host call must be answered
    /// from `log`, and a call past its end is refused (a divergence) instead of calling the
    /// host function, so a forged log cannot make a load call a granted function. A call of
    /// an external function past its end still suspends the run (unless `no_suspend`): that
    /// is the call a snapshot records.
    pub log_only: bool,
}

/// A 64-bit digest of a call's arguments (SipHash-1-3 with a fixed key over their canonical
/// encoding): equal arguments, equal digests, in every process.
pub fn args_digest(args: &[HostValue], kwargs: &[(String, HostValue)]) -> u64 {
    let mut buf = Vec::new();
    write_len(&mut buf, args.len());
    for a in args {
        encode_value(a, &mut buf);
    }
    write_len(&mut buf, kwargs.len());
    for (k, v) in kwargs {
        write_str(&mut buf, k);
        encode_value(v, &mut buf);
    }
    let mut h = SipHasher13::new_with_keys(0x7079_7269_7465_2d61, 0x7267_732d_6469_6765);
    h.write(&buf);
    h.finish()
}

const NONE: u8 = 0;
const FALSE: u8 = 1;
const TRUE: u8 = 2;
const INT: u8 = 3;
const FLOAT: u8 = 4;
const STR: u8 = 5;
const LIST: u8 = 6;
const TUPLE: u8 = 7;
const DICT: u8 = 8;

/// Appends `n` as an unsigned LEB128 varint.
pub fn write_u64(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Appends a length (a varint).
pub fn write_len(out: &mut Vec<u8>, n: usize) {
    write_u64(out, n as u64);
}

/// Appends a string: its length, then its UTF-8 bytes.
pub fn write_str(out: &mut Vec<u8>, s: &str) {
    write_len(out, s.len());
    out.extend_from_slice(s.as_bytes());
}

/// Appends the canonical encoding of `v` (a tag byte, then its contents).
pub fn encode_value(v: &HostValue, out: &mut Vec<u8>) {
    match v {
        HostValue::None => out.push(NONE),
        HostValue::Bool(false) => out.push(FALSE),
        HostValue::Bool(true) => out.push(TRUE),
        HostValue::Int(i) => {
            out.push(INT);
            out.extend_from_slice(&i.to_le_bytes());
        }
        HostValue::Float(f) => {
            out.push(FLOAT);
            out.extend_from_slice(&f.to_bits().to_le_bytes());
        }
        HostValue::Str(s) => {
            out.push(STR);
            write_str(out, s);
        }
        HostValue::List(items) | HostValue::Tuple(items) => {
            out.push(if matches!(v, HostValue::List(_)) {
                LIST
            } else {
                TUPLE
            });
            write_len(out, items.len());
            for i in items {
                encode_value(i, out);
            }
        }
        HostValue::Dict(pairs) => {
            out.push(DICT);
            write_len(out, pairs.len());
            for (k, v) in pairs {
                encode_value(k, out);
                encode_value(v, out);
            }
        }
    }
}

/// Why bytes did not decode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// The offset at which decoding failed.
    pub offset: usize,
    /// What was wrong there.
    pub what: &'static str,
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at byte {}", self.what, self.offset)
    }
}

impl std::error::Error for DecodeError {}

/// A cursor over untrusted bytes: every read checks what is left, nothing panics, and no
/// length read from the input is trusted beyond the bytes that could back it.
pub struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, pos: 0 }
    }

    /// The offset of the next byte.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// Bytes not read yet.
    pub fn remaining(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos)
    }

    /// An error at the current offset.
    pub fn error(&self, what: &'static str) -> DecodeError {
        DecodeError {
            offset: self.pos,
            what,
        }
    }

    /// The next `n` bytes.
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| self.error("truncated"))?;
        let s = self
            .bytes
            .get(self.pos..end)
            .ok_or_else(|| self.error("truncated"))?;
        self.pos = end;
        Ok(s)
    }

    /// One byte.
    pub fn byte(&mut self) -> Result<u8, DecodeError> {
        Ok(self.take(1)?.first().copied().unwrap_or(0))
    }

    /// Eight little-endian bytes.
    pub fn u64_le(&mut self) -> Result<u64, DecodeError> {
        let mut b = [0u8; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }

    /// A varint (at most ten bytes, no bits beyond 64, no redundant trailing zero byte, so
    /// each number has one encoding).
    pub fn varint(&mut self) -> Result<u64, DecodeError> {
        let mut n: u64 = 0;
        for i in 0..10 {
            let b = self.byte()?;
            let bits = u64::from(b & 0x7f);
            if i == 9 && b > 1 {
                return Err(self.error("varint overflows 64 bits"));
            }
            n |= bits << (7 * i);
            if b & 0x80 == 0 {
                if i > 0 && b == 0 {
                    return Err(self.error("varint is not minimal"));
                }
                return Ok(n);
            }
        }
        Err(self.error("varint too long"))
    }

    /// A count of items each at least `min_item_bytes` long: more than the bytes left could
    /// hold is an error, so no allocation is sized by a forged count.
    pub fn count(&mut self, min_item_bytes: usize) -> Result<usize, DecodeError> {
        let n = self.varint()?;
        let max = self.remaining() / min_item_bytes.max(1);
        if n > max as u64 {
            return Err(self.error("count exceeds the bytes left"));
        }
        Ok(n as usize)
    }

    /// A UTF-8 string.
    pub fn string(&mut self) -> Result<String, DecodeError> {
        let n = self.count(1)?;
        let at = self.pos;
        let raw = self.take(n)?;
        std::str::from_utf8(raw)
            .map(str::to_string)
            .map_err(|_| DecodeError {
                offset: at,
                what: "string is not UTF-8",
            })
    }
}

/// Reads one value in the canonical encoding (nested at most [`MAX_VALUE_DEPTH`] deep).
pub fn decode_value(r: &mut Reader<'_>) -> Result<HostValue, DecodeError> {
    decode_at(r, 0)
}

fn decode_at(r: &mut Reader<'_>, depth: u32) -> Result<HostValue, DecodeError> {
    if depth > MAX_VALUE_DEPTH {
        return Err(r.error("value nested too deep"));
    }
    Ok(match r.byte()? {
        NONE => HostValue::None,
        FALSE => HostValue::Bool(false),
        TRUE => HostValue::Bool(true),
        INT => HostValue::Int(r.u64_le()? as i64),
        FLOAT => HostValue::Float(f64::from_bits(r.u64_le()?)),
        STR => HostValue::Str(r.string()?),
        tag @ (LIST | TUPLE) => {
            let n = r.count(1)?;
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                items.push(decode_at(r, depth + 1)?);
            }
            if tag == LIST {
                HostValue::List(items)
            } else {
                HostValue::Tuple(items)
            }
        }
        DICT => {
            let n = r.count(2)?;
            let mut pairs = Vec::with_capacity(n);
            for _ in 0..n {
                let k = decode_at(r, depth + 1)?;
                let v = decode_at(r, depth + 1)?;
                pairs.push((k, v));
            }
            HostValue::Dict(pairs)
        }
        _ => {
            return Err(DecodeError {
                offset: r.pos.saturating_sub(1),
                what: "unknown value tag",
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_and_forged_counts_fail() {
        let v = HostValue::Dict(vec![
            (
                HostValue::Str("é".into()),
                HostValue::List(vec![HostValue::Int(-5), HostValue::Float(0.5)]),
            ),
            (
                HostValue::Int(1),
                HostValue::Tuple(vec![HostValue::None, HostValue::Bool(true)]),
            ),
        ]);
        let mut buf = Vec::new();
        encode_value(&v, &mut buf);
        assert_eq!(decode_value(&mut Reader::new(&buf)), Ok(v));
        for cut in 0..buf.len() {
            assert!(decode_value(&mut Reader::new(&buf[..cut])).is_err());
        }
        // A list claiming 2^60 items in a few bytes.
        let mut forged = vec![LIST];
        write_u64(&mut forged, 1 << 60);
        assert!(decode_value(&mut Reader::new(&forged)).is_err());
        // Nesting beyond the cap.
        let deep = [LIST, 1].repeat(200);
        assert!(decode_value(&mut Reader::new(&deep)).is_err());
    }

    #[test]
    fn digests_tell_arguments_apart() {
        let a = args_digest(&[HostValue::Int(1)], &[]);
        assert_eq!(a, args_digest(&[HostValue::Int(1)], &[]));
        assert_ne!(a, args_digest(&[HostValue::Int(2)], &[]));
        assert_ne!(a, args_digest(&[], &[("x".into(), HostValue::Int(1))]));
        assert_ne!(
            args_digest(&[HostValue::List(vec![])], &[]),
            args_digest(&[HostValue::Tuple(vec![])], &[])
        );
    }
}
