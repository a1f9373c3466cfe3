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

/// The reference stays short enough to paste into an LLM prompt, and its header says how long
/// it is: the stated size is checked against the file, and the file against a ceiling.
#[test]
fn dialect_reference_states_its_length_and_stays_short() {
    const CEILING_KB: usize = 48;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/dialect.md");
    let doc = std::fs::read_to_string(path).expect("docs/dialect.md exists");
    let kb = doc.len().div_ceil(1024);
    assert!(
        kb <= CEILING_KB,
        "docs/dialect.md is {kb} KB, over {CEILING_KB} KB"
    );
    let stated = doc
        .lines()
        .take(20)
        .find_map(|l| l.strip_prefix("Length: about "))
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse::<usize>().ok())
        .expect("a `Length: about N KB` line in the header");
    assert!(
        stated.abs_diff(kb) <= 2,
        "the header says about {stated} KB, the file is {kb} KB: update it"
    );
}
