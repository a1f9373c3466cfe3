/work/main/tools/gen-parser/target/release/deps/pico_args-0683a597d1eaf3b5.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pico-args-0.5.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libpico_args-0683a597d1eaf3b5.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pico-args-0.5.0/src/lib.rs

/work/main/tools/gen-parser/target/release/deps/libpico_args-0683a597d1eaf3b5.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pico-args-0.5.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pico-args-0.5.0/src/lib.rs:
