/work/main/tools/gen-parser/target/release/deps/debug_unreachable-a91e4685771abc33.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/new_debug_unreachable-1.0.6/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libdebug_unreachable-a91e4685771abc33.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/new_debug_unreachable-1.0.6/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libdebug_unreachable-a91e4685771abc33.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/new_debug_unreachable-1.0.6/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/new_debug_unreachable-1.0.6/src/lib.rs:
