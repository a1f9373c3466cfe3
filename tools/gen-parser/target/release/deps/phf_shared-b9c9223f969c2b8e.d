/work/main/tools/gen-parser/target/release/deps/phf_shared-b9c9223f969c2b8e.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phf_shared-0.11.3/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libphf_shared-b9c9223f969c2b8e.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phf_shared-0.11.3/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libphf_shared-b9c9223f969c2b8e.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phf_shared-0.11.3/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/phf_shared-0.11.3/src/lib.rs:
