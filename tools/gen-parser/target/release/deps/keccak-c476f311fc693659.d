/work/main/tools/gen-parser/target/release/deps/keccak-c476f311fc693659.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/unroll.rs

/work/main/tools/gen-parser/target/release/deps/libkeccak-c476f311fc693659.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/unroll.rs

/work/main/tools/gen-parser/target/release/deps/libkeccak-c476f311fc693659.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/unroll.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/keccak-0.1.6/src/unroll.rs:
