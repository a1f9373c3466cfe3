/work/main/tools/gen-parser/target/release/deps/ascii_canvas-d117fa3607ea70c8.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/row.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/style.rs

/work/main/tools/gen-parser/target/release/deps/libascii_canvas-d117fa3607ea70c8.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/row.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/style.rs

/work/main/tools/gen-parser/target/release/deps/libascii_canvas-d117fa3607ea70c8.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/row.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/style.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/row.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ascii-canvas-4.0.0/src/style.rs:
