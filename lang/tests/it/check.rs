//! Admission tests: every refusal of `check::check` and the cases it must let through.

use pyrite_lang::check::{check, ModulePolicy, Policy};
use pyrite_lang::diagnostic::ErrorKind;
use pyrite_lang::parse::parse_module;

fn policy() -> Policy {
    Policy {
        builtins: ["print", "len", "range"].map(String::from).to_vec(),
        modules: vec![ModulePolicy {
            name: "math".to_string(),
            members: vec!["sqrt".to_string(), "pi".to_string()],
            removed: vec!["ceil".to_string()],
        }],
        host_functions: vec!["fetch".to_string()],
        refused_builtins: [
            ("open", "no file access"),
            ("eval", "no dynamic code execution"),
            ("exec", "no dynamic code execution"),
            ("compile", "no dynamic code execution"),
            ("globals", "no access to the interpreter's namespaces"),
            ("locals", "no access to the interpreter's namespaces"),
            ("input", "no console input"),
            ("breakpoint", "no debugger"),
            ("id", "object identities are not exposed"),
            ("sorted", "removed by the policy"),
        ]
        .map(|(n, why)| (n.to_string(), why.to_string()))
        .to_vec(),
        removed_modules: vec!["dataclasses".to_string()],
    }
}

fn refusal(src: &str) -> (ErrorKind, String) {
    let module = parse_module(src).expect("test source parses");
    let d = check(&module, &policy()).expect_err("expected a refusal");
    (d.kind, d.message)
}

fn admitted(src: &str) {
    let module = parse_module(src).expect("test source parses");
    if let Err(d) = check(&module, &policy()) {
        panic!("{src:?} refused: {d}");
    }
}

#[test]
fn refused_builtins_name_their_reason() {
    for (src, name, why) in [
        ("open('x')\n", "open", "no file access"),
        ("eval('1')\n", "eval", "no dynamic code execution"),
        ("exec('1')\n", "exec", "no dynamic code execution"),
        ("f = compile\n", "compile", "no dynamic code execution"),
        (
            "print(globals())\n",
            "globals",
            "no access to the interpreter's namespaces",
        ),
        (
            "def f():\n    return locals()\n",
            "locals",
            "no access to the interpreter's namespaces",
        ),
        ("input()\n", "input", "no console input"),
        ("breakpoint()\n", "breakpoint", "no debugger"),
        ("x = [id(1)]\n", "id", "object identities are not exposed"),
    ] {
        assert_eq!(
            refusal(src),
            (
                ErrorKind::NameError,
                format!("name '{name}' is not available in Pyrite ({why})")
            ),
            "{src}"
        );
    }
}

#[test]
fn unsupported_builtins_are_not_implemented() {
    assert_eq!(
        refusal("s = frozenset()\n"),
        (
            ErrorKind::NotImplementedError,
            "built-in 'frozenset' is not supported".to_string()
        )
    );
}

#[test]
fn dunder_names_and_attributes_are_refused() {
    let (kind, msg) = refusal("__import__('os')\n");
    assert_eq!(kind, ErrorKind::NameError);
    assert!(
        msg.starts_with("name '__import__' is not available in Pyrite"),
        "{msg}"
    );
    assert_eq!(refusal("x = __builtins__\n").0, ErrorKind::NameError);
    for attr in [
        "__globals__",
        "__dict__",
        "__subclasses__",
        "__mro__",
        "__code__",
        "__bases__",
    ] {
        let (kind, msg) = refusal(&format!("y = len.{attr}\n"));
        assert_eq!(kind, ErrorKind::AttributeError);
        assert!(
            msg.starts_with(&format!("attribute '{attr}' is not available")),
            "{msg}"
        );
    }
    for attr in ["gi_frame", "f_back", "tb_frame", "f_globals"] {
        assert_eq!(
            refusal(&format!("y = len.{attr}\n")).0,
            ErrorKind::AttributeError
        );
    }
    // NFKC: fullwidth letters normalize to the same refused name.
    assert_eq!(refusal("ｅｖａｌ('1')\n").0, ErrorKind::NameError);
}

#[test]
fn imports_outside_the_policy_are_refused() {
    assert_eq!(
        refusal("import os\n"),
        (
            ErrorKind::ModuleNotFoundError,
            "module 'os' is not available in Pyrite (available modules: math)".to_string()
        )
    );
    assert_eq!(
        refusal("from subprocess import run\n").0,
        ErrorKind::ModuleNotFoundError
    );
    assert_eq!(refusal("from . import x\n").0, ErrorKind::ImportError);
    assert_eq!(
        refusal("from math import *\n").0,
        ErrorKind::NotImplementedError
    );
    assert_eq!(
        refusal("from math import floor\n"),
        (
            ErrorKind::ImportError,
            "cannot import name 'floor' from 'math': not available in Pyrite \
             (available: sqrt, pi)"
                .to_string()
        )
    );
    admitted("import math\nfrom math import sqrt, pi as PI\n");
}

/// What the embedder's policy removed is refused as an absent name is, and the message says
/// the policy removed it.
#[test]
fn removed_names_say_the_policy_removed_them() {
    assert_eq!(
        refusal("print(sorted([2, 1]))\n"),
        (
            ErrorKind::NameError,
            "name 'sorted' is not available in Pyrite (removed by the policy)".to_string()
        )
    );
    assert_eq!(
        refusal("import dataclasses\n"),
        (
            ErrorKind::ModuleNotFoundError,
            "module 'dataclasses' is not available in Pyrite (removed by the policy; \
             available modules: math)"
                .to_string()
        )
    );
    assert_eq!(
        refusal("from math import ceil\n"),
        (
            ErrorKind::ImportError,
            "cannot import name 'ceil' from 'math': not available in Pyrite \
             (removed by the policy; available: sqrt, pi)"
                .to_string()
        )
    );
    // A script may still bind the name itself.
    admitted("def sorted(x):\n    return x\nprint(sorted([2, 1]))\n");
}

#[test]
fn async_and_await_are_refused() {
    assert_eq!(
        refusal("async def f():\n    pass\n"),
        (
            ErrorKind::NotImplementedError,
            "async function is not supported".to_string()
        )
    );
}

#[test]
fn the_scripts_own_names_are_its_own() {
    admitted("def open(path):\n    return path\nprint(open('x'))\n");
    admitted("def f(input):\n    return input\n");
    admitted("for id in range(3):\n    print(id)\n");
    admitted("print([vars for vars in range(3)])\n");
    admitted("print((sum := 3) + sum)\n");
    admitted("fetch(1)\nprint(len([1]))\nundefined_name\n");
    admitted("x = 1\nprint(x.__class__)\n");
}

#[test]
fn dunders_cpython_does_not_know_are_ordinary_attributes() {
    admitted("class C:\n    def __init__(self):\n        self.__tag__ = 1\nprint(C().__tag__)\n");
    for attr in [
        "__dict__",
        "__globals__",
        "__slots__",
        "__init_subclass__",
        "__weakref__",
    ] {
        assert_eq!(
            refusal(&format!("x = len.{attr}\n")).0,
            ErrorKind::AttributeError,
            "{attr}"
        );
    }
}

#[test]
fn dunder_variables_without_meaning_are_ordinary_names() {
    admitted("def deco(cls):\n    def __repr__(self):\n        return 'x'\n    cls.__repr__ = __repr__\n    return cls\n");
    admitted("class C:\n    __tag__ = 1\n");
    for src in [
        "x = __builtins__\n",
        "print(__file__)\n",
        "__import__('os')\n",
        "__builtins__ = {}\n",
    ] {
        assert_eq!(refusal(src).0, ErrorKind::NameError, "{src}");
    }
}

#[test]
fn modules_cpython_lacks_are_left_to_the_run() {
    // CPython raises ModuleNotFoundError at run time; so does Pyrite.
    admitted("import definitely_missing_module\n");
    admitted("from no_such_pkg import thing\n");
    assert_eq!(refusal("import json\n").0, ErrorKind::ModuleNotFoundError);
}
