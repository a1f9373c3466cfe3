/work/main/tools/gen-parser/target/release/deps/sha3-11cc23e5daf7d302.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/macros.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/state.rs

/work/main/tools/gen-parser/target/release/deps/libsha3-11cc23e5daf7d302.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/macros.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/state.rs

/work/main/tools/gen-parser/target/release/deps/libsha3-11cc23e5daf7d302.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/macros.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/state.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/macros.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sha3-0.10.9/src/state.rs:
