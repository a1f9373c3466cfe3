//! Snapshots as hostile input: `Suspension::load` must refuse or accept, never panic, hang or
//! exceed the engine's limits, and a loaded snapshot must resume cleanly.
//!
//! One input in two is loaded as it is (raw bytes: the parser's checks). The other is applied
//! as edits to a valid snapshot, which is then resealed (its checksum recomputed, as a
//! deliberate forger would), so the fuzzer reaches the semantic checks and the replay: the
//! input is a list of (offset u16, byte) edits, then bytes appended to the source if any.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use pyrite::{Engine, HostValue, Limits, RunOptions, Step, StepLimits, Suspension};
use sha2::Digest;

const SCRIPT: &[u8] = b"\
def total(xs):
    return sum(x * 2 for x in xs)
seen = {'a', 'b'}
got = [fetch(i, tag='t') for i in range(3)]
try:
    fetch(-1)
except ValueError as e:
    print('caught', e)
print(total(got), sorted(seen))
fetch('last', got=got)
";

fn engine() -> Engine {
    let limits = Limits {
        max_instructions: Some(200_000),
        max_memory: Some(16 << 20),
        max_allocations: Some(100_000),
        max_output: Some(1 << 16),
        max_duration: Some(std::time::Duration::from_secs(2)),
        ..Limits::default()
    };
    let mut e = Engine::new().with_limits(limits);
    e.register_external("fetch");
    e.register_fn("double", |(x,): (i64,)| Ok(x.wrapping_mul(2)));
    e
}

fn answer(s: &Suspension) -> Result<HostValue, pyrite::HostError> {
    match s.args().first() {
        Some(HostValue::Int(i)) if *i < 0 => Err(pyrite::HostError::new("ValueError", "neg")),
        Some(HostValue::Int(i)) => Ok(HostValue::Int(*i)),
        _ => Ok(HostValue::List(vec![HostValue::Str("x".into())])),
    }
}

/// The engine and a valid snapshot taken at the last call.
fn base() -> &'static (Engine, Vec<u8>) {
    static BASE: OnceLock<(Engine, Vec<u8>)> = OnceLock::new();
    BASE.get_or_init(|| {
        let engine = engine();
        let program = engine.compile(SCRIPT, "fuzz.py").expect("compiles");
        let mut out = Vec::new();
        // Limits of the run's own (below the engine's), so the snapshot carries some.
        let own = StepLimits {
            max_instructions: Some(150_000),
            max_output: Some(1 << 12),
            ..StepLimits::default()
        };
        let mut step = engine.start_limited(&program, &own, &RunOptions::new(), &mut out);
        loop {
            let s = step.suspended().expect("suspends");
            if s.args().first() == Some(&HostValue::Str("last".into())) {
                let bytes = s.dump();
                return (engine, bytes);
            }
            let a = answer(&s);
            step = s.resume(&engine, a, &mut out).expect("resumes");
        }
    })
}

fn reseal(bytes: &mut [u8]) {
    if bytes.len() < 32 {
        return;
    }
    let n = bytes.len() - 32;
    let sum = sha2::Sha256::digest(&bytes[..n]);
    bytes[n..].copy_from_slice(&sum);
}

fuzz_target!(|data: &[u8]| {
    let (engine, valid) = base();
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let bytes = if mode & 1 == 0 {
        rest.to_vec()
    } else {
        let mut b = valid.clone();
        for edit in rest.chunks_exact(3) {
            let at = usize::from(u16::from_le_bytes([edit[0], edit[1]]));
            if let Some(slot) = b.get_mut(at % valid.len().max(1)) {
                *slot = edit[2];
            }
        }
        if mode & 2 != 0 {
            // Also cut it short (then reseal: a truncated body with a valid checksum).
            let keep = usize::from(mode >> 2) * valid.len() / 64;
            b.truncate(keep.max(41) + 32);
        }
        reseal(&mut b);
        b
    };
    if let Ok(s) = Suspension::load(engine, &bytes) {
        let mut out = Vec::new();
        let mut step = Step::Suspended(s);
        for _ in 0..8 {
            match step {
                Step::Suspended(s) => {
                    let a = answer(&s);
                    match s.resume(engine, a, &mut out) {
                        Ok(next) => step = next,
                        Err(_) => return,
                    }
                }
                Step::Done(outcome) => {
                    assert!(
                        !matches!(outcome.status, pyrite::Status::InternalError(_)),
                        "{:?}",
                        outcome.status
                    );
                    return;
                }
            }
        }
    }
});
