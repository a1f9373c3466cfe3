//! The committed parser (`src/parse/grammar.rs`) was generated from the current grammar:
//! lalrpop writes the grammar's SHA3-256 on its second line. After editing the grammar, run
//! `scripts/gen-parser`.

use sha3::{Digest, Sha3_256};

#[test]
fn generated_parser_matches_the_grammar() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/parse");
    let grammar = std::fs::read(format!("{dir}/grammar.lalrpop")).expect("grammar");
    let generated = std::fs::read_to_string(format!("{dir}/grammar.rs")).expect("parser");
    let hash: String = Sha3_256::digest(&grammar)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let recorded = generated.lines().nth(1).unwrap_or("");
    assert_eq!(
        recorded,
        format!("// sha3: {hash}"),
        "src/parse/grammar.rs is stale: run scripts/gen-parser"
    );
}
