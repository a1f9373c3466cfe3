/work/main/tools/gen-parser/target/release/deps/lalrpop_util-552faeb33a12f8ff.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lexer.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/state_machine.rs

/work/main/tools/gen-parser/target/release/deps/liblalrpop_util-552faeb33a12f8ff.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lexer.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/state_machine.rs

/work/main/tools/gen-parser/target/release/deps/liblalrpop_util-552faeb33a12f8ff.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lexer.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/state_machine.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/lexer.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lalrpop-util-0.22.2/src/state_machine.rs:
