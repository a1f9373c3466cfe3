/work/main/tools/gen-parser/target/release/deps/pyrite_gen_parser-e958fe2e57a1725f.d: src/main.rs

/work/main/tools/gen-parser/target/release/deps/pyrite_gen_parser-e958fe2e57a1725f: src/main.rs

src/main.rs:

# env-dep:CARGO_MANIFEST_DIR=/work/main/tools/gen-parser
