//! Regenerates `lang/src/parse/grammar.rs` from `lang/src/parse/grammar.lalrpop`. Run through
//! `scripts/gen-parser` after editing the grammar; `lang/tests/it/grammar_fresh.rs` fails until
//! the generated file matches the grammar again.

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let grammar = root.join("lang/src/parse/grammar.lalrpop");
    if let Err(e) = lalrpop::Configuration::new()
        .generate_in_source_tree()
        .force_build(true)
        .process_file(&grammar)
    {
        eprintln!("gen-parser: {e}");
        std::process::exit(1);
    }
}
