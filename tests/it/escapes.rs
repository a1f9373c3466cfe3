//! Escape attempts through every kind of object the object model adds (classes, instances,
//! functions, bound and synthesized methods, generators, exceptions and tracebacks, modules,
//! `super`, properties, type hints, dataclass fields): dunder traversal written out, the same
//! names built at run time for `getattr`/`hasattr`/`setattr`, and `str.format` traversal. Each
//! must be refused (before the run, or with Pyrite's refusal at run time); none may reach an
//! interpreter internal.

use pyrite::{Engine, Limits, Status};

const PRELUDE: &str = r#"
from dataclasses import dataclass, fields
from typing import List, Optional, NamedTuple
from abc import ABC
from functools import singledispatch
from statistics import NormalDist
import math

@singledispatch
def generic(x):
    return x

class NT(NamedTuple):
    x: int

@dataclass
class P:
    x: int

class C(ABC):
    @property
    def prop(self):
        return 1

    def m(self):
        return super()

def f():
    return 1

def g():
    yield 1

try:
    1 / 0
except ZeroDivisionError as caught:
    err = caught

objects = {
    "class": C, "instance": C(), "function": f, "method": C().m, "generator": g(),
    "exception": err, "traceback": err.__traceback__, "module": math, "super": C().m(),
    "property": C.prop, "hint": List[int], "form": Optional, "union": int | None,
    "dataclass": P, "synthesized": P.__init__, "field": fields(P)[0], "builtin": len,
    "type": int, "lambda": lambda: 0, "slice": slice(1, 2), "range": range(3),
    "generic": generic, "registry": generic.registry, "typed_nt": NT, "typed_nt_value": NT(1),
    "normal_dist": NormalDist(1, 2),
}
"#;

/// Attribute names that lead to interpreter internals in CPython.
const INTERNALS: &[&str] = &[
    "__dict__",
    "__class__.__bases__",
    "__mro__",
    "__subclasses__",
    "__globals__",
    "__code__",
    "__closure__",
    "__builtins__",
    "__dataclass_fields__",
    "__origin__",
    "__args__",
    "__self__",
    "__func__",
    "__wrapped__",
    "__reduce__",
    "__reduce_ex__",
    "__getattribute__",
    "__init_subclass__",
    "gi_frame",
    "gi_code",
    "tb_frame",
    "f_globals",
    "__import__",
];

fn run(src: &str) -> (Status, String) {
    let engine = Engine::new().with_limits(Limits {
        max_instructions: Some(10_000_000),
        ..Limits::default()
    });
    let mut out = Vec::new();
    let outcome = engine.run_source(src.as_bytes(), "escape.py", &mut out);
    (outcome.status, String::from_utf8_lossy(&out).into_owned())
}

/// The refusal text of a status, if it is one.
fn refusal(status: &Status) -> Option<String> {
    let text = match status {
        Status::CompileError(e) => e.rendered.clone(),
        Status::ScriptError(e) => e.traceback.clone(),
        _ => return None,
    };
    let last = text.lines().last().unwrap_or_default().to_string();
    let refused = last.contains("not available in Pyrite")
        || last.contains("not supported")
        || last.starts_with("NotImplementedError");
    refused.then_some(last)
}

#[test]
fn the_prelude_runs() {
    let (status, _) = run(&format!("{PRELUDE}print(len(objects))\n"));
    assert_eq!(status, Status::Ok);
}

#[test]
fn written_dunder_traversal_is_refused_before_the_run() {
    for attr in INTERNALS.iter().filter(|a| a.starts_with("__")) {
        for key in [
            "class",
            "instance",
            "function",
            "hint",
            "field",
            "synthesized",
            "generic",
            "registry",
            "typed_nt",
        ] {
            let src = format!("{PRELUDE}print(objects[{key:?}].{attr})\n");
            let (status, out) = run(&src);
            assert!(out.is_empty(), "{key}.{attr} printed {out:?}");
            assert!(
                matches!(status, Status::CompileError(_)),
                "{key}.{attr}: {status:?}"
            );
        }
    }
}

#[test]
fn built_names_are_refused_for_every_object_kind() {
    // Each name on each object through getattr, hasattr and setattr, one run each (a refusal
    // ends the run: no handler can take it). A run must end in a refusal or in the
    // AttributeError/TypeError CPython itself would raise; one that prints has leaked.
    let keys = [
        "class",
        "instance",
        "function",
        "method",
        "generator",
        "exception",
        "traceback",
        "module",
        "super",
        "property",
        "hint",
        "form",
        "union",
        "dataclass",
        "synthesized",
        "field",
        "builtin",
        "type",
        "lambda",
        "generic",
        "registry",
        "typed_nt",
        "typed_nt_value",
        "normal_dist",
    ];
    let mut leaks = Vec::new();
    for name in INTERNALS {
        let first = name.rsplit('.').next().unwrap_or(name);
        for key in keys {
            for how in [
                format!("print(repr(getattr(objects[{key:?}], {first:?})))"),
                format!("if hasattr(objects[{key:?}], {first:?}): print('has')"),
                format!("setattr(objects[{key:?}], {first:?}, 1)\nprint('set')"),
            ] {
                let (status, out) = run(&format!("{PRELUDE}{how}\n"));
                let cpython_error = matches!(&status, Status::ScriptError(e)
                    if e.type_name == "AttributeError" || e.type_name == "TypeError");
                if !out.is_empty() || (refusal(&status).is_none() && !cpython_error) {
                    leaks.push(format!("{how}: printed {out:?}, ended {status:?}"));
                }
            }
        }
    }
    assert!(leaks.is_empty(), "{}", leaks.join("\n"));
}

/// A refusal ends the run even inside `try`: no `except` (however broad), `finally` or
/// `with` exit takes it, so a program cannot fall back to other behaviour than CPython's.
#[test]
fn a_refusal_at_run_time_is_not_catchable() {
    for body in [
        "getattr(objects['instance'], '__di' + 'ct__')",
        "hasattr(objects['class'], '__mro' + '__')",
        "'{0.__dict__}'.format(objects['instance'])",
        "(-8) ** 0.5",
    ] {
        for wrap in [
            "try:\n    BODY\nexcept Exception as e:\n    print('caught', type(e))\n",
            "try:\n    BODY\nexcept:\n    print('caught')\n",
            "try:\n    BODY\nfinally:\n    print('finally')\n",
            "def f():\n    try:\n        BODY\n    finally:\n        return 1\nprint(f())\n",
        ] {
            let src = format!("{PRELUDE}{}", wrap.replace("BODY", body));
            let (status, out) = run(&src);
            assert_eq!(out, "", "{body} in {wrap:?}");
            assert!(refusal(&status).is_some(), "{body} in {wrap:?}: {status:?}");
        }
    }
}

#[test]
fn format_traversal_is_refused() {
    for key in [
        "instance",
        "function",
        "exception",
        "hint",
        "field",
        "dataclass",
        "generic",
        "registry",
        "typed_nt_value",
        "normal_dist",
    ] {
        for spec in [
            "{0.__class__.__mro__}",
            "{0.__init__.__globals__}",
            "{0.__dict__}",
            "{0.__class__.__base__}",
        ] {
            let src = format!("{PRELUDE}print({spec:?}.format(objects[{key:?}]))\n");
            let (status, out) = run(&src);
            assert!(out.is_empty(), "{key} {spec} printed {out:?}");
            assert!(refusal(&status).is_some(), "{key} {spec}: {status:?}");
        }
    }
}

#[test]
fn dataclass_and_typing_internals_are_not_reachable() {
    for src in [
        "print(fields(P)[0]._field_type)\n",
        "print(fields(P)[0].metadata)\n",
        "print(List[int].copy_with)\n",
        "print(Optional._getitem)\n",
        "print((int | None).__args__)\n",
    ] {
        let (status, out) = run(&format!("{PRELUDE}{src}"));
        assert!(out.is_empty(), "{src} printed {out:?}");
        assert!(refusal(&status).is_some(), "{src}: {status:?}");
    }
}
