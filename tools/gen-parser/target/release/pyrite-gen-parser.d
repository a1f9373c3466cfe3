/work/main/tools/gen-parser/target/release/pyrite-gen-parser: /work/main/tools/gen-parser/src/main.rs
