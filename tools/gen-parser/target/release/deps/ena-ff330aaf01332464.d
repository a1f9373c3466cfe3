/work/main/tools/gen-parser/target/release/deps/ena-ff330aaf01332464.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/snapshot_vec.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/undo_log.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/mod.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/backing_vec.rs

/work/main/tools/gen-parser/target/release/deps/libena-ff330aaf01332464.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/snapshot_vec.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/undo_log.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/mod.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/backing_vec.rs

/work/main/tools/gen-parser/target/release/deps/libena-ff330aaf01332464.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/snapshot_vec.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/undo_log.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/mod.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/backing_vec.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/snapshot_vec.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/undo_log.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/mod.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ena-0.14.4/src/unify/backing_vec.rs:
