/work/main/tools/gen-parser/target/release/deps/bit_vec-6eb91c5975aee3a7.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.8.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libbit_vec-6eb91c5975aee3a7.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.8.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libbit_vec-6eb91c5975aee3a7.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.8.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.8.0/src/lib.rs:
