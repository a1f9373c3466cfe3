/work/main/tools/gen-parser/target/release/deps/equivalent-0292723aa80a080c.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/equivalent-1.0.3/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libequivalent-0292723aa80a080c.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/equivalent-1.0.3/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libequivalent-0292723aa80a080c.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/equivalent-1.0.3/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/equivalent-1.0.3/src/lib.rs:
