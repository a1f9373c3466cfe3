/work/main/tools/gen-parser/target/release/deps/precomputed_hash-5405771770769736.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/precomputed-hash-0.1.1/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libprecomputed_hash-5405771770769736.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/precomputed-hash-0.1.1/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libprecomputed_hash-5405771770769736.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/precomputed-hash-0.1.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/precomputed-hash-0.1.1/src/lib.rs:
