//! Compiles and runs arbitrary source under tight limits through the public embedding API.
//! Any panic, native stack overflow, hang past the fuel limit, or memory growth past the
//! memory limit is a bug; script errors, refusals and limits are expected outcomes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pyrite::{Engine, Limits};

fuzz_target!(|data: &[u8]| {
    let engine = Engine::new().with_limits(Limits {
        max_instructions: Some(200_000),
        max_memory: Some(16 << 20),
        max_allocations: Some(100_000),
        max_recursion: 200,
        max_output: Some(64 << 10),
        // A hang shows as libFuzzer's timeout, not as this limit.
        max_duration: None,
    })
    // A fixed string-hash key: an input replays the same way.
    .with_hash_seed(Some(0));
    let _ = engine.run_source(data, "fuzz.py", &mut std::io::sink());
});
