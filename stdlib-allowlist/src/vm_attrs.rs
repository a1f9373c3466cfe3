//! The attributes the VM answers itself, as rows of the surface table: `property.fget`,
//! `function.__name__`, an exception's `args`, `StopIteration.value`, ... They are read by
//! hand-written matches in `runtime/src/vm/attr.rs` (and the exception helpers it calls in
//! `exc.rs` and `unicode_error.rs`), kept there for speed; this table declares them (owner,
//! name, fuel rule, doc) so that `pyrite policy` lists them and the surface snapshot pins
//! them. Each such match is marked `// surface: OWNER ...` in the runtime's source, and a
//! test below reads those sources: every name a marked match answers is a row here for one
//! of its owners, every row is answered by a match marked with its owner, and no match of
//! `attr.rs` on attribute names goes unmarked. They cannot drift apart.
//!
//! They are read-only as far as a policy goes: an embedder cannot remove them (the objects
//! they describe would stay reachable by other means).

/// (owner type, name, fuel rule, doc), by owner.
pub(crate) const VM_ATTRS: &[(&str, &str, &str, &str)] = &[
    (
        "object",
        "__class__",
        "1",
        "the object's class (a script class, or the built-in type)",
    ),
    ("type", "__name__", "1", "the class's name"),
    (
        "type",
        "__qualname__",
        "1",
        "the class's qualified name (Outer.Inner for a nested class)",
    ),
    (
        "type",
        "__doc__",
        "1",
        "a script class's docstring, or None",
    ),
    (
        "type",
        "__module__",
        "1",
        "a built-in type's module ('builtins' for most)",
    ),
    ("function", "__name__", "1", "the function's name"),
    (
        "function",
        "__qualname__",
        "1",
        "the function's qualified name (C.f, f.<locals>.g)",
    ),
    (
        "function",
        "__doc__",
        "1",
        "the function's docstring, or None",
    ),
    ("function", "__module__", "1", "'__main__'"),
    (
        "method",
        "__name__",
        "1",
        "the underlying function's __name__",
    ),
    (
        "method",
        "__qualname__",
        "1",
        "the underlying function's __qualname__",
    ),
    (
        "method",
        "__doc__",
        "1",
        "the underlying function's __doc__",
    ),
    (
        "method",
        "__module__",
        "1",
        "the underlying function's __module__",
    ),
    (
        "builtin_function_or_method",
        "__name__",
        "1",
        "the built-in's name",
    ),
    (
        "builtin_function_or_method",
        "__qualname__",
        "1",
        "the built-in's name",
    ),
    (
        "builtin_function_or_method",
        "__module__",
        "1",
        "the built-in's module ('builtins' or a stdlib module)",
    ),
    ("property", "fget", "1", "the getter function, or None"),
    ("property", "fset", "1", "the setter function, or None"),
    ("property", "fdel", "1", "the deleter function, or None"),
    (
        "property",
        "__doc__",
        "1",
        "the doc given, else the getter's docstring, or None",
    ),
    (
        "BaseException",
        "args",
        "1 (setting it: collect)",
        "the constructor's arguments, as a tuple (writable)",
    ),
    (
        "BaseException",
        "__cause__",
        "1",
        "the exception given by raise ... from, or None (writable)",
    ),
    (
        "BaseException",
        "__context__",
        "1",
        "the exception being handled when it was raised, or None (writable)",
    ),
    (
        "BaseException",
        "__suppress_context__",
        "1",
        "True after raise ... from: the context is not shown (writable)",
    ),
    (
        "BaseException",
        "__traceback__",
        "1 (setting it: n/8, n frames)",
        "the traceback once raised, else None (writable: None or another's traceback)",
    ),
    (
        "StopIteration",
        "value",
        "1",
        "the generator's return value: args[0], or None",
    ),
    (
        "SystemExit",
        "code",
        "1",
        "the exit status: args[0], None without args, args with several",
    ),
    ("ImportError", "msg", "1", "the message (writable)"),
    (
        "ImportError",
        "name",
        "1",
        "the module's name, or None (writable)",
    ),
    (
        "ImportError",
        "path",
        "1",
        "the path given (path=), or None (writable)",
    ),
    (
        "OSError",
        "errno",
        "1",
        "the error number, or None (writable)",
    ),
    (
        "OSError",
        "strerror",
        "1",
        "the error message, or None (writable)",
    ),
    (
        "OSError",
        "filename",
        "1",
        "the file name given, or None (writable)",
    ),
    (
        "OSError",
        "filename2",
        "1",
        "the second file name given, or None (writable)",
    ),
    (
        "OSError",
        "characters_written",
        "1",
        "for BlockingIOError: the count given (AttributeError when unset; writable)",
    ),
    ("UnicodeDecodeError", "encoding", "1", "the codec's name"),
    (
        "UnicodeDecodeError",
        "object",
        "1",
        "the bytes being decoded",
    ),
    (
        "UnicodeDecodeError",
        "start",
        "1",
        "the index of the first bad byte",
    ),
    (
        "UnicodeDecodeError",
        "end",
        "1",
        "the index after the last bad byte",
    ),
    ("UnicodeDecodeError", "reason", "1", "why decoding failed"),
    ("UnicodeEncodeError", "encoding", "1", "the codec's name"),
    ("UnicodeEncodeError", "object", "1", "the str being encoded"),
    (
        "UnicodeEncodeError",
        "start",
        "1",
        "the index of the first bad character",
    ),
    (
        "UnicodeEncodeError",
        "end",
        "1",
        "the index after the last bad character",
    ),
    ("UnicodeEncodeError", "reason", "1", "why encoding failed"),
];

/// Whether `owner.name` is an attribute the VM answers itself.
pub(crate) fn is_vm_attr(owner: &str, name: &str) -> bool {
    VM_ATTRS
        .iter()
        .any(|(o, n, _, _)| *o == owner && *n == name)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::VM_ATTRS;

    /// A `match` on attribute names in the runtime's source: its owners (from the
    /// `// surface:` marker before it, empty when unmarked), the names its arms match, and
    /// the line it starts at.
    struct Block {
        file: &'static str,
        line: usize,
        owners: Vec<String>,
        names: Vec<String>,
    }

    /// The line with string literals, char literals and a trailing `//` comment blanked, so
    /// that braces and quotes inside them are not counted; the literals' texts on the side.
    fn code_of(line: &str) -> (String, Vec<String>) {
        let mut code = String::new();
        let mut lits = Vec::new();
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '"' => {
                    let mut lit = String::new();
                    while let Some(d) = chars.next() {
                        match d {
                            '\\' => {
                                chars.next();
                            }
                            '"' => break,
                            _ => lit.push(d),
                        }
                    }
                    code.push_str("\"\"");
                    lits.push(lit);
                }
                '\'' => {
                    // A char literal ('{', '\'') or a lifetime ('a): skip the former.
                    let rest: String = chars.clone().take(3).collect();
                    let len = if rest.starts_with('\\') {
                        rest.find('\'').map(|i| i + 1)
                    } else if rest.chars().nth(1) == Some('\'') {
                        Some(2)
                    } else {
                        None
                    };
                    if let Some(n) = len {
                        for _ in 0..n {
                            chars.next();
                        }
                        code.push_str("' '");
                    } else {
                        code.push(c);
                    }
                }
                '/' if chars.peek() == Some(&'/') => break,
                _ => code.push(c),
            }
        }
        (code, lits)
    }

    fn is_name(s: &str) -> bool {
        !s.is_empty()
            && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !s.starts_with(|c: char| c.is_ascii_digit())
    }

    /// The `match` blocks of `text` whose arm patterns are string literals (and, for a
    /// marked `const`, the literals of its array).
    fn blocks(file: &'static str, text: &str) -> Vec<Block> {
        let lines: Vec<&str> = text.lines().collect();
        let mut out = Vec::new();
        let mut pending: Option<Vec<String>> = None;
        for (i, raw) in lines.iter().enumerate() {
            let trimmed = raw.trim_start();
            if let Some(rest) = trimmed.strip_prefix("// surface:") {
                pending = Some(rest.split_whitespace().map(str::to_string).collect());
                continue;
            }
            let owners = pending.take().unwrap_or_default();
            let (code, lits) = code_of(raw);
            if code.trim_start().starts_with("const ") || code.contains(": [&str;") {
                if !owners.is_empty() {
                    out.push(Block {
                        file,
                        line: i + 1,
                        owners,
                        names: lits.into_iter().filter(|l| is_name(l)).collect(),
                    });
                }
                continue;
            }
            let Some(at) = code.find("match ") else {
                continue;
            };
            if code.contains("matches!") && !code[at..].contains('{') {
                continue;
            }
            // Walk the block from its opening brace: an arm's pattern is a line at depth 1
            // that starts with a literal or a tuple and has `=>`; its literals before the
            // arrow are the names matched.
            let mut depth = 0i32;
            let mut opened = false;
            let mut names = Vec::new();
            for l in lines.iter().skip(i) {
                let (c, lits) = code_of(l);
                let t = c.trim_start();
                if opened && depth == 1 && (t.starts_with('"') || t.starts_with('(')) {
                    if let Some(arrow) = c.find("=>") {
                        let before = c[..arrow].matches("\"\"").count();
                        names.extend(lits.iter().take(before).filter(|l| is_name(l)).cloned());
                    }
                }
                let mut done = false;
                for ch in c.chars() {
                    match ch {
                        '{' => {
                            depth += 1;
                            opened = true;
                        }
                        '}' => {
                            depth -= 1;
                            if opened && depth == 0 {
                                done = true;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                if done {
                    break;
                }
            }
            if !names.is_empty() || !owners.is_empty() {
                out.push(Block {
                    file,
                    line: i + 1,
                    owners,
                    names,
                });
            }
        }
        out
    }

    fn runtime_blocks() -> Vec<Block> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../runtime/src/vm/");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}{f}")).unwrap_or_default();
        let mut all = Vec::new();
        for file in ["attr.rs", "exc.rs", "unicode_error.rs"] {
            let text = read(file);
            assert!(!text.is_empty(), "cannot read runtime/src/vm/{file}");
            all.extend(blocks(file, &text));
        }
        all
    }

    /// The rows are listed by the surface and cannot be removed by a policy.
    #[test]
    fn vm_attrs_are_listed_and_cannot_be_removed() {
        let surface = crate::surface();
        assert!(surface
            .iter()
            .any(|l| l.starts_with("method property.fget | 1 | ")));
        let mut n = crate::Narrowing::default();
        let e = n.remove_method("property", "fget").unwrap_err();
        assert!(e.contains("answers itself"), "{e}");
        assert!(n.is_empty());
    }

    /// Every `match` of `attr.rs` on attribute names is marked with the owners it answers
    /// for (`// surface: none` for one that answers for no row).
    #[test]
    fn every_attribute_match_of_attr_rs_is_marked() {
        let unmarked: Vec<String> = runtime_blocks()
            .iter()
            .filter(|b| b.file == "attr.rs" && b.owners.is_empty() && !b.names.is_empty())
            .map(|b| format!("attr.rs:{} matches {:?}", b.line, b.names))
            .collect();
        assert!(
            unmarked.is_empty(),
            "mark these with `// surface: OWNER ...` and add their rows to VM_ATTRS: {unmarked:#?}"
        );
    }

    /// The names the marked matches answer and the rows of [`VM_ATTRS`] are the same.
    #[test]
    fn vm_attrs_match_the_runtime() {
        let blocks = runtime_blocks();
        let marked: Vec<&Block> = blocks
            .iter()
            .filter(|b| !b.owners.is_empty() && b.owners != ["none"])
            .collect();
        let rows: BTreeSet<(&str, &str)> = VM_ATTRS.iter().map(|(o, n, _, _)| (*o, *n)).collect();
        assert_eq!(rows.len(), VM_ATTRS.len(), "a row is listed twice");
        let mut missing = Vec::new();
        for b in &marked {
            assert!(
                !b.names.is_empty(),
                "{}:{}: a marked match with no names",
                b.file,
                b.line
            );
            for n in &b.names {
                if !b
                    .owners
                    .iter()
                    .any(|o| rows.contains(&(o.as_str(), n.as_str())))
                {
                    missing.push(format!(
                        "{}:{} answers {n} for {:?}",
                        b.file, b.line, b.owners
                    ));
                }
            }
        }
        assert!(missing.is_empty(), "not rows of VM_ATTRS: {missing:#?}");
        // `__class__` is answered by symbol (`name == self.s.class`), not by a match.
        let by_symbol = [("object", "__class__")];
        let unanswered: Vec<_> = rows
            .iter()
            .filter(|(o, n)| {
                !by_symbol.contains(&(o, n))
                    && !marked
                        .iter()
                        .any(|b| b.owners.iter().any(|x| x == o) && b.names.iter().any(|x| x == n))
            })
            .collect();
        assert!(
            unanswered.is_empty(),
            "rows no marked match answers: {unanswered:?}"
        );
    }
}
