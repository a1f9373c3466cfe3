/work/main/tools/gen-parser/target/release/deps/fixedbitset-3d444096ec07dabf.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/mod.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/sse2.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/range.rs

/work/main/tools/gen-parser/target/release/deps/libfixedbitset-3d444096ec07dabf.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/mod.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/sse2.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/range.rs

/work/main/tools/gen-parser/target/release/deps/libfixedbitset-3d444096ec07dabf.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/mod.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/sse2.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/range.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/mod.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/block/sse2.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fixedbitset-0.5.9/src/range.rs:
