//! `pyrite check` and `Engine::check`: every refusal of a script at once, without running it.

use std::process::Command;

use pyrite::{Engine, Finding};

/// A script with a refusal of each kind, several on one line, and ordinary code between.
const MANY: &str = "\
import os
import math
from math import sqrtx, floor
x = eval('1') + math.pi
def f():
    return open('x').__globals__
async def g():
    pass
print(vars(), x)
";

fn summary(found: &[Finding]) -> Vec<(&str, usize, usize, Option<&str>)> {
    found
        .iter()
        .map(|f| (f.kind, f.line, f.column, f.construct.as_deref()))
        .collect()
}

#[test]
fn every_refusal_is_listed_in_source_order() {
    let found = Engine::new().check(MANY.as_bytes(), "many.py");
    assert_eq!(
        summary(&found),
        [
            ("ModuleNotFoundError", 1, 8, Some("module 'os'")),
            ("ImportError", 3, 18, Some("'math.sqrtx'")),
            ("NameError", 4, 5, Some("built-in 'eval'")),
            // Of two refusals starting at one place, the outer one first (as `run` reports).
            ("AttributeError", 6, 12, Some("attribute '__globals__'")),
            ("NameError", 6, 12, Some("built-in 'open'")),
            ("NotImplementedError", 7, 1, Some("async function")),
            ("NameError", 9, 7, Some("built-in 'vars'")),
        ]
    );
    // What is available instead: the policy's modules, the module's members.
    let modules: Vec<String> = Engine::new()
        .policy()
        .modules
        .iter()
        .map(|m| m.name.clone())
        .collect();
    assert_eq!(found[0].available, modules);
    assert!(found[1].available.iter().any(|m| m == "floor"));
    assert!(found[2].available.is_empty());
}

/// The first finding is exactly the error `compile` (and so `run`) reports, and a script
/// `check` admits compiles: over every refused, syntax-error and passing golden case.
#[test]
fn the_first_finding_is_the_compile_error() {
    let engine = Engine::new();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cases");
    let mut seen = (0, 0);
    for dir in ["refused", "syntax", "errors", "agents", "classes"] {
        let entries = std::fs::read_dir(format!("{root}/{dir}")).expect("case dir");
        for entry in entries {
            let path = entry.expect("entry").path();
            if path.extension().and_then(|e| e.to_str()) != Some("py") {
                continue;
            }
            let source = std::fs::read(&path).expect("read case");
            let name = path.display().to_string();
            let found = engine.check(&source, &name);
            match engine.compile(&source, &name) {
                Ok(_) => {
                    assert!(found.is_empty(), "{name}: {found:?}");
                    seen.0 += 1;
                }
                Err(e) => {
                    let first = found.first().map(|f| f.rendered.as_str());
                    assert_eq!(first, Some(e.rendered.as_str()), "{name}");
                    seen.1 += 1;
                }
            }
        }
    }
    assert!(seen.0 > 100 && seen.1 > 50, "{seen:?}");
}

/// A syntax error ends the listing: nothing after it can be read reliably.
#[test]
fn a_syntax_error_stops_the_listing() {
    let found = Engine::new().check(b"import os\nx = (1\neval('2')\n", "s.py");
    assert_eq!(summary(&found), [("SyntaxError", 2, 5, None)]);
    assert_eq!(found[0].message, "'(' was never closed");
}

/// An error of the compiler's own is listed when no refusal precedes it.
#[test]
fn compiler_errors_are_listed() {
    let found = Engine::new().check(b"def f():\n    nonlocal y\n", "n.py");
    assert_eq!(summary(&found), [("SyntaxError", 2, 5, None)]);
    assert_eq!(found[0].message, "no binding for nonlocal 'y' found");
}

/// A narrowed engine's check refuses what the narrowing removed.
#[test]
fn check_follows_the_policy() {
    let mut engine = Engine::new();
    engine
        .remove_module("math")
        .expect("math is in the surface");
    engine
        .remove_builtin("sorted")
        .expect("sorted is a built-in");
    let found = engine.check(b"import math\nprint(sorted([2, 1]))\n", "p.py");
    let kinds: Vec<&str> = found.iter().map(|f| f.kind).collect();
    assert_eq!(kinds, ["ModuleNotFoundError", "NameError"], "{found:?}");
    assert!(Engine::new()
        .check(b"import math\nprint(sorted([2, 1]))\n", "p.py")
        .is_empty());
}

fn pyrite_check(args: &[&str]) -> (Option<i32>, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_pyrite"))
        .arg("check")
        .args(args)
        .output()
        .expect("run pyrite check");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (o.status.code(), text(&o.stdout), text(&o.stderr))
}

#[test]
fn the_command_prints_the_findings() {
    // Text: each error as CPython prints it, a blank line between; status 1.
    let found = Engine::new().check(MANY.as_bytes(), "<string>");
    let (code, out, err) = pyrite_check(&["-c", MANY]);
    let expected: Vec<&str> = found.iter().map(|f| f.rendered.as_str()).collect();
    assert_eq!(
        (code, out, err),
        (Some(1), expected.join("\n"), String::new())
    );
    // JSON: the same findings as a list of objects.
    let (code, out, _) = pyrite_check(&["--json", "-c", MANY]);
    assert_eq!(code, Some(1));
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON output");
    assert_eq!(
        json,
        serde_json::to_value(&found).expect("findings serialize")
    );
    let first = &json[0];
    assert_eq!(first["kind"], "ModuleNotFoundError");
    assert_eq!(
        (first["line"].as_u64(), first["column"].as_u64()),
        (Some(1), Some(8))
    );
    assert_eq!(first["construct"], "module 'os'");
    assert!(first["available"].as_array().is_some_and(|a| !a.is_empty()));
    assert!(
        json[2].get("available").is_none(),
        "no list for eval: {}",
        json[2]
    );
    // An admitted script: nothing printed, status 0; `[]` in JSON.
    assert_eq!(
        pyrite_check(&["-c", "print(1)"]),
        (Some(0), String::new(), String::new())
    );
    assert_eq!(pyrite_check(&["--json", "-c", "print(1)"]).1, "[]\n");
    // A missing file is a usage error.
    let (code, _, err) = pyrite_check(&["/nonexistent/x.py"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("can't open file"), "{err}");
}
