/work/main/tools/gen-parser/target/release/deps/crypto_common-887b8dc793f00abf.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/crypto-common-0.1.7/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libcrypto_common-887b8dc793f00abf.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/crypto-common-0.1.7/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libcrypto_common-887b8dc793f00abf.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/crypto-common-0.1.7/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/crypto-common-0.1.7/src/lib.rs:
