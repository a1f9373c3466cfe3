//! The dialect reference (`docs/dialect.md`) must name every built-in and method a script can
//! reach, so the documentation never lags the allowlist table.

#[test]
fn dialect_reference_lists_the_whole_surface() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/dialect.md");
    let doc = std::fs::read_to_string(path).expect("docs/dialect.md exists");
    let missing: Vec<String> = pyrite_stdlib::entries()
        .into_iter()
        .filter(|e| !doc.contains(&format!("`{}`", e.name)))
        .map(|e| e.qualified())
        .collect();
    assert!(
        missing.is_empty(),
        "docs/dialect.md does not mention: {missing:?}"
    );
}
