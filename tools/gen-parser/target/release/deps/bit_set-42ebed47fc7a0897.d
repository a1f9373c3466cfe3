/work/main/tools/gen-parser/target/release/deps/bit_set-42ebed47fc7a0897.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.8.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libbit_set-42ebed47fc7a0897.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.8.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libbit_set-42ebed47fc7a0897.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.8.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.8.0/src/lib.rs:
