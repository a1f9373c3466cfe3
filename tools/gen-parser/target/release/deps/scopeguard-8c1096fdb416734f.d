/work/main/tools/gen-parser/target/release/deps/scopeguard-8c1096fdb416734f.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/scopeguard-1.2.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libscopeguard-8c1096fdb416734f.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/scopeguard-1.2.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libscopeguard-8c1096fdb416734f.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/scopeguard-1.2.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/scopeguard-1.2.0/src/lib.rs:
