//! Dumped sessions as hostile input: `Engine::load_session` must refuse or accept, never
//! panic, hang or exceed the engine's limits, and a loaded session must go on cleanly.
//!
//! As the `snapshot` target: one input in two is loaded raw; the other is applied as
//! (offset u16, byte) edits to a valid dump, optionally cut short, then resealed (checksum
//! recomputed), so the fuzzer reaches the semantic checks and the replay of the steps.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use pyrite::{Engine, Limits, RunOptions, StepLimits};
use sha2::Digest;

const STEPS: &[&[u8]] = &[
    b"def total(xs):\n    return sum(x * 2 for x in xs)\nseen = {'a', 'b'}\n",
    b"got = [double(i) for i in range(3)]\nprint(total(got), sorted(seen))\n",
    b"class P:\n    def __init__(self, v):\n        self.v = v\np = P(got)\n1 / 0\n",
    b"while True:\n    pass\n",
    b"import random\nr = random.random()\np.v.append(r)\nlen(p.v)\n",
];

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
    e.register_fn("double", |(x,): (i64,)| Ok(x.wrapping_mul(2)));
    e
}

/// The engine and a valid dump of a session that ran the steps.
fn base() -> &'static (Engine, Vec<u8>) {
    static BASE: OnceLock<(Engine, Vec<u8>)> = OnceLock::new();
    BASE.get_or_init(|| {
        let engine = engine();
        let mut s = engine.session();
        // Every other step under limits of its own, so the dump (format 2) carries some.
        let own = StepLimits {
            max_instructions: Some(150_000),
            max_allocations: Some(50_000),
            max_duration: Some(std::time::Duration::from_secs(1)),
            ..StepLimits::default()
        };
        for (i, step) in STEPS.iter().enumerate() {
            if i % 2 == 1 {
                s.run_limited(step, &own, &RunOptions::new(), &mut Vec::new());
            } else {
                s.run(step, &mut Vec::new());
            }
        }
        let bytes = s.dump();
        (engine, bytes)
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
            let keep = usize::from(mode >> 2) * valid.len() / 64;
            b.truncate(keep.max(41) + 32);
        }
        reseal(&mut b);
        b
    };
    if let Ok(mut s) = engine.load_session(&bytes) {
        let outcome = s.run(b"print(sorted(seen), total([1]))\n", &mut Vec::new());
        assert!(
            !matches!(outcome.status, pyrite::Status::InternalError(_)),
            "{:?}",
            outcome.status
        );
    }
});
