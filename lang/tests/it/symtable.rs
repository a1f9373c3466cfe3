//! Symbol tables: each `symtable/NAME.py` is analyzed by Pyrite's symbol-table pass and dumped
//! in the format of `NAME.symtable`, which `scripts/bless-symtable` writes from CPython's
//! `symtable` module (and the code objects its compiler makes); the whole text must match.
//! Symbols are in first-seen order on both sides, with pass-through free variables last, sorted.

use std::fs;
use std::path::Path;

use pyrite_lang::compile::symtable::{self, Scope, ScopeKind, SymbolTable};
use pyrite_lang::diagnostic::{Diagnostic, SourceMap};

/// Files whose error column differs from CPython's (the line and message must still match).
const KNOWN_COLUMN: &[(&str, &str)] = &[
    (
        "unicode_error_column.py",
        "CPython reports a symtable error's offset in UTF-8 bytes, Pyrite in characters",
    ),
    (
        "error_duplicate_vararg_kwonly.py",
        "the parser refuses the duplicate first and checks *args before keyword-only \
         parameters; CPython's symtable adds *args after them",
    ),
];

const FLAGS: &[(&str, u32)] = &[
    ("DEF_GLOBAL", symtable::DEF_GLOBAL),
    ("DEF_LOCAL", symtable::DEF_LOCAL),
    ("DEF_PARAM", symtable::DEF_PARAM),
    ("DEF_NONLOCAL", symtable::DEF_NONLOCAL),
    ("USE", symtable::USE),
    ("DEF_FREE", symtable::DEF_FREE),
    ("DEF_FREE_CLASS", symtable::DEF_FREE_CLASS),
    ("DEF_IMPORT", symtable::DEF_IMPORT),
    ("DEF_ANNOT", symtable::DEF_ANNOT),
    ("DEF_COMP_ITER", symtable::DEF_COMP_ITER),
];

fn error_line(src: &str, e: &Diagnostic) -> String {
    let (line, col) = SourceMap::new(src).line_col(e.span.start as usize);
    format!(
        "error {}: {} @ line {line}, col {col}",
        e.kind.name(),
        e.message
    )
}

fn dump_scope(t: &SymbolTable, s: &Scope, map: &SourceMap, depth: usize, out: &mut Vec<String>) {
    let ind = "  ".repeat(depth);
    let ty = match s.kind {
        ScopeKind::Module => "module",
        ScopeKind::Class => "class",
        _ => "function",
    };
    let lineno = match s.kind {
        ScopeKind::Module => 0,
        _ => map.line_col(s.span.start as usize).0,
    };
    let mut line = format!("{ind}{ty} {} line={lineno}", s.name);
    if s.nested {
        line.push_str(" nested");
    }
    if !s.params.is_empty() {
        line.push_str(&format!(" varnames={}", s.params.join(",")));
    }
    out.push(line);
    for (name, sym) in &s.symbols {
        let mut parts = vec![sym.scope.name()];
        parts.extend(
            FLAGS
                .iter()
                .filter(|(_, bit)| sym.flags & bit != 0)
                .map(|(n, _)| *n),
        );
        out.push(format!("{ind}  {name}: {}", parts.join(" ")));
    }
    for c in &s.children {
        if let Some(child) = t.scope(*c) {
            dump_scope(t, child, map, depth + 1, out);
        }
    }
}

/// The code-object line CPython's compiler would make for a scope.
fn code_line(s: &Scope) -> String {
    let mut flags = Vec::new();
    if s.is_function_like() {
        if s.has_varargs {
            flags.push("varargs");
        }
        if s.has_varkeywords {
            flags.push("varkeywords");
        }
        if s.nested {
            flags.push("nested");
        }
        match (s.is_generator, s.is_coroutine) {
            (true, false) => flags.push("generator"),
            (false, true) => flags.push("coroutine"),
            (true, true) => flags.push("async_generator"),
            (false, false) => {}
        }
    }
    format!(
        "code {} [{}] cells={} frees={}",
        s.name,
        flags.join(" "),
        s.cell_vars().join(","),
        s.free_vars().join(",")
    )
}

fn dump(src: &str, golden: &[&str]) -> Vec<String> {
    let module = match pyrite_lang::parse::parse_module(src) {
        Ok(m) => m,
        Err(e) => return vec![error_line(src, &e)],
    };
    let table = match symtable::build(&module) {
        Ok(t) => t,
        Err(e) => return vec![error_line(src, &e)],
    };
    let map = SourceMap::new(src);
    let mut out = Vec::new();
    if let Some(m) = table.module() {
        dump_scope(&table, m, &map, 0, &mut out);
    }
    match golden.iter().find(|l| l.starts_with("code: skipped")) {
        Some(skip) => out.push(skip.to_string()),
        None => {
            let mut codes: Vec<String> = table.scopes.iter().skip(1).map(code_line).collect();
            codes.sort();
            out.extend(codes);
        }
    }
    out
}

fn strip_col(line: &str) -> &str {
    match line.rfind(", col ") {
        Some(i) if line.starts_with("error ") => &line[..i],
        _ => line,
    }
}

#[test]
fn symtable_matches_cpython() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/symtable");
    let mut entries: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("py"))
        .collect();
    entries.sort();
    assert!(entries.len() >= 60, "expected at least 60 cases");
    let mut failures = Vec::new();
    for py in &entries {
        let src = fs::read_to_string(py).unwrap();
        let golden_text = fs::read_to_string(py.with_extension("symtable"))
            .unwrap_or_else(|_| panic!("{}: run scripts/bless-symtable", py.display()));
        let golden: Vec<&str> = golden_text
            .lines()
            .filter(|l| !l.starts_with("# generated by"))
            .collect();
        let got = dump(&src, &golden);
        let name = py.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let known_col = KNOWN_COLUMN.iter().any(|(f, _)| *f == name);
        let same = got.len() == golden.len()
            && got
                .iter()
                .zip(&golden)
                .all(|(g, e)| g == e || (known_col && strip_col(g) == strip_col(e)));
        if !same {
            failures.push(format!(
                "{}:\n--- expected (CPython)\n{}\n--- got (Pyrite)\n{}",
                py.display(),
                golden.join("\n"),
                got.join("\n")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files differ:\n{}",
        failures.len(),
        entries.len(),
        failures.join("\n\n")
    );
}

/// Differential run over a corpus (not part of `cargo test`): dumps the symbol table of every
/// file named in `$PYRITE_SYMTABLE_CORPUS` (one path a line) to `$PYRITE_SYMTABLE_CORPUS.pyrite`,
/// for `scripts/bless-symtable --corpus` to compare with CPython's.
#[test]
#[ignore]
fn symtable_corpus() {
    let Ok(list) = std::env::var("PYRITE_SYMTABLE_CORPUS") else {
        return;
    };
    let mut out = String::new();
    for path in fs::read_to_string(&list).unwrap().lines() {
        out.push_str(&format!("@@@FILE {path}\n"));
        let Ok(text) = fs::read_to_string(path) else {
            out.push_str("skipped: unreadable\n");
            continue;
        };
        if pyrite_lang::parse::parse_module(&text).is_err() {
            out.push_str("skipped: parse error\n");
            continue;
        }
        for line in dump(&text, &[]) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    fs::write(format!("{list}.pyrite"), out).unwrap();
}

fn table(src: &str) -> (pyrite_lang::ast::Module, SymbolTable) {
    let module = pyrite_lang::parse::parse_module(src).unwrap();
    let table = symtable::build(&module).unwrap();
    (module, table)
}

fn name_of(t: &SymbolTable, id: Option<usize>) -> &str {
    id.and_then(|i| t.scope(i))
        .map_or("<none>", |s| s.name.as_str())
}

#[test]
fn scope_of_finds_the_scope_of_each_node() {
    use pyrite_lang::ast::{ExprKind, StmtKind};
    let src = "def f(a):\n    return lambda: [x for x in a]\nclass C:\n    g = (y for y in z)\n";
    let (module, t) = table(src);
    let StmtKind::FunctionDef(f) = &module.body[0].kind else {
        panic!("def")
    };
    assert_eq!(name_of(&t, t.scope_of(&**f)), "f");
    assert_eq!(
        t.scope_of(&module.body[0]),
        None,
        "a statement is not a scope node"
    );
    let StmtKind::Return(Some(lambda)) = &f.body[0].kind else {
        panic!("return")
    };
    assert_eq!(name_of(&t, t.scope_of(lambda)), "lambda");
    let ExprKind::Lambda { body, .. } = &lambda.kind else {
        panic!("lambda")
    };
    let comp = t.scope_of(&**body);
    assert_eq!(name_of(&t, comp), "listcomp");
    assert_eq!(t.scope(comp.unwrap()).unwrap().parent, t.scope_of(lambda));
    let StmtKind::ClassDef(c) = &module.body[1].kind else {
        panic!("class")
    };
    assert_eq!(name_of(&t, t.scope_of(&**c)), "C");
    let StmtKind::Assign { value, .. } = &c.body[0].kind else {
        panic!("assign")
    };
    assert_eq!(name_of(&t, t.scope_of(value)), "genexpr");
    // Pre-order numbering, module first.
    let names: Vec<&str> = t.scopes.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["top", "f", "lambda", "listcomp", "C", "genexpr"]);
}

#[test]
fn discarded_annotation_scopes_have_no_entry() {
    use pyrite_lang::ast::StmtKind;
    let src = "from __future__ import annotations\ndef f(x: (lambda: 1)) -> int:\n    pass\n";
    let (module, t) = table(src);
    let StmtKind::FunctionDef(f) = &module.body[1].kind else {
        panic!("def")
    };
    let ann = f.args.args[0].annotation.as_ref().unwrap();
    assert_eq!(t.scope_of(ann), None);
    assert_eq!(t.scopes.len(), 2);
}

#[test]
fn resolve_mangles_private_names() {
    let (_, t) = table("class C:\n    __x = 1\n    def m(self):\n        return __y\n");
    let class = t.scope(1).unwrap();
    assert_eq!(class.private.as_deref(), Some("C"));
    assert!(class.resolve("__x").is_some());
    assert!(class.lookup("_C__x").is_some());
    assert!(class.lookup("__x").is_none());
    let method = t.scope(2).unwrap();
    assert_eq!(
        method.resolve("__y").map(|s| s.scope),
        Some(symtable::Binding::GlobalImplicit)
    );
    assert_eq!(symtable::mangle(Some("__C"), "__a"), "_C__a");
    assert_eq!(symtable::mangle(Some("___"), "__a"), "__a");
    assert_eq!(symtable::mangle(Some("C"), "__a__"), "__a__");
    assert_eq!(symtable::mangle(None, "__a"), "__a");
}

/// Every program the parser accepts gets a table or an error, never a panic.
#[test]
fn build_never_panics_on_parser_corpus() {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut sources = Vec::new();
    for dir in ["parse_golden", "symtable"] {
        for e in fs::read_dir(base.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().and_then(|e| e.to_str()) == Some("py") {
                sources.push(fs::read_to_string(p).unwrap());
            }
        }
    }
    for e in fs::read_dir(base.join("syntax_golden")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().and_then(|e| e.to_str()) == Some("txt") {
            let text = fs::read_to_string(p).unwrap();
            sources.extend(text.split("\n----\n").map(str::to_string));
        }
    }
    assert!(sources.len() > 100);
    for src in &sources {
        if let Ok(m) = pyrite_lang::parse::parse_module(src) {
            let _ = symtable::build(&m);
        }
    }
}
