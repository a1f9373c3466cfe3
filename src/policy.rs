//! The operator's policy: a JSON file that narrows the surface and sets limits
//! ([`PolicyFile`], `pyrite run --policy FILE`), and the report of what a script may reach
//! ([`PolicyReport`], `pyrite policy`), with its digest.
//!
//! A policy file only narrows: it removes built-ins, modules, module members and methods from
//! the surface table (`pyrite-stdlib`), and sets limits. Naming something the surface does not
//! have, or a key this format does not know, is an error, so a typo never silently leaves a
//! name granted.
//!
//! ```json
//! {
//!   "remove_builtins": ["getattr", "setattr"],
//!   "remove_modules": ["dataclasses"],
//!   "remove_members": ["math.factorial"],
//!   "remove_methods": ["str.replace"],
//!   "limits": {"max_instructions": 1000000, "max_memory": "64MB", "max_duration": "5s"}
//! }
//! ```

use std::collections::BTreeMap;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::jail::parse_duration;
use crate::limit_args::parse_count;
use crate::{parse_size, Limits};

/// Why a policy cannot be applied: malformed JSON, an unknown key, a name the surface does not
/// have, a bad limit value. The message names the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyError {
    /// What is wrong, naming the key or name at fault.
    pub message: String,
}

impl PolicyError {
    fn new(message: impl Into<String>) -> PolicyError {
        PolicyError {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for PolicyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PolicyError {}

/// The file as JSON spells it; [`PolicyFile::from_json`] checks the limits.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPolicy {
    #[serde(default)]
    remove_builtins: Vec<String>,
    #[serde(default)]
    remove_modules: Vec<String>,
    #[serde(default)]
    remove_members: Vec<String>,
    #[serde(default)]
    remove_methods: Vec<String>,
    #[serde(default)]
    limits: BTreeMap<String, serde_json::Value>,
}

/// Limits a policy file sets; each `None` leaves that limit as it was. An inner `None` lifts
/// the limit (`"none"`, as the CLI flags take it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LimitOverrides {
    /// `max_instructions`.
    pub max_instructions: Option<Option<u64>>,
    /// `max_memory`, in bytes.
    pub max_memory: Option<Option<u64>>,
    /// `max_allocations`.
    pub max_allocations: Option<Option<u64>>,
    /// `max_recursion` (cannot be lifted).
    pub max_recursion: Option<u32>,
    /// `max_output`, in bytes.
    pub max_output: Option<Option<u64>>,
    /// `max_duration`.
    pub max_duration: Option<Option<Duration>>,
}

impl LimitOverrides {
    /// `base` with every limit this sets replaced.
    pub fn apply(&self, base: &Limits) -> Limits {
        let mut l = base.clone();
        if let Some(v) = self.max_instructions {
            l.max_instructions = v;
        }
        if let Some(v) = self.max_memory {
            l.max_memory = v;
        }
        if let Some(v) = self.max_allocations {
            l.max_allocations = v;
        }
        if let Some(v) = self.max_recursion {
            l.max_recursion = v;
        }
        if let Some(v) = self.max_output {
            l.max_output = v;
        }
        if let Some(v) = self.max_duration {
            l.max_duration = v;
        }
        l
    }
}

/// The limit names a policy file takes: the CLI flags' names, with `_`.
pub const LIMIT_NAMES: &[&str] = &[
    "max_instructions",
    "max_memory",
    "max_allocations",
    "max_recursion",
    "max_output",
    "max_duration",
];

/// A parsed policy file: what to remove from the surface, and limits. Apply it with
/// [`crate::Engine::apply_policy`], which checks every name against the surface.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PolicyFile {
    /// Built-in names to remove (`len`, `getattr`, `KeyError`).
    pub remove_builtins: Vec<String>,
    /// Modules to remove (`math`).
    pub remove_modules: Vec<String>,
    /// Module members to remove, as `MODULE.NAME` (`math.sqrt`).
    pub remove_members: Vec<String>,
    /// Methods of built-in types to remove, as `TYPE.NAME` (`str.upper`).
    pub remove_methods: Vec<String>,
    /// Limits to set.
    pub limits: LimitOverrides,
}

impl PolicyFile {
    /// Parses a policy file. Unknown keys, malformed JSON and bad limit values are errors that
    /// say where; names are checked when the policy is applied.
    pub fn from_json(text: &str) -> Result<PolicyFile, PolicyError> {
        let raw: RawPolicy =
            serde_json::from_str(text).map_err(|e| PolicyError::new(e.to_string()))?;
        let mut limits = LimitOverrides::default();
        for (key, value) in &raw.limits {
            let bad = |expected: &str| {
                PolicyError::new(format!("limits.{key}: expected {expected}, got {value}"))
            };
            let text = match value {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Number(n) => n.to_string(),
                _ => return Err(bad("a number or a string")),
            };
            let lifted = text == "none";
            let count = |what: &str| -> Result<Option<u64>, PolicyError> {
                if lifted {
                    return Ok(None);
                }
                parse_count(&text).map(Some).ok_or_else(|| bad(what))
            };
            let size = || -> Result<Option<u64>, PolicyError> {
                if lifted {
                    return Ok(None);
                }
                parse_size(&text)
                    .map(Some)
                    .ok_or_else(|| bad("a size such as 64MB, 512KiB or 1G, or \"none\""))
            };
            match key.as_str() {
                "max_instructions" => {
                    limits.max_instructions = Some(count("a count such as 1000000, or \"none\"")?)
                }
                "max_allocations" => {
                    limits.max_allocations = Some(count("a count such as 1000000, or \"none\"")?)
                }
                "max_memory" => limits.max_memory = Some(size()?),
                "max_output" => limits.max_output = Some(size()?),
                "max_recursion" => {
                    let n = parse_count(&text)
                        .and_then(|n| u32::try_from(n).ok())
                        .ok_or_else(|| bad("a call depth such as 1000"))?;
                    limits.max_recursion = Some(n);
                }
                "max_duration" => {
                    limits.max_duration = Some(if lifted {
                        None
                    } else {
                        Some(parse_duration(&text).ok_or_else(|| {
                            bad("a duration such as 10s, 500ms or 2m, or \"none\"")
                        })?)
                    })
                }
                _ => {
                    return Err(PolicyError::new(format!(
                        "limits.{key}: unknown limit (known: {})",
                        LIMIT_NAMES.join(", ")
                    )))
                }
            }
        }
        Ok(PolicyFile {
            remove_builtins: raw.remove_builtins,
            remove_modules: raw.remove_modules,
            remove_members: raw.remove_members,
            remove_methods: raw.remove_methods,
            limits,
        })
    }

    /// Reads and parses the policy file at `path`; the error names the file.
    pub fn load(path: &std::path::Path) -> Result<PolicyFile, PolicyError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| PolicyError::new(format!("can't read '{}': {e}", path.display())))?;
        PolicyFile::from_json(&text)
            .map_err(|e| PolicyError::new(format!("{}: {}", path.display(), e.message)))
    }

    /// The narrowing this file asks for, each name checked against the surface table.
    pub fn narrowing(&self) -> Result<pyrite_stdlib::Narrowing, PolicyError> {
        let mut n = pyrite_stdlib::Narrowing::default();
        self.narrow(&mut n)?;
        Ok(n)
    }

    /// Adds this file's removals to `n`, checking each against the surface table.
    pub(crate) fn narrow(&self, n: &mut pyrite_stdlib::Narrowing) -> Result<(), PolicyError> {
        let at = |key: &'static str| move |e: String| PolicyError::new(format!("{key}: {e}"));
        for name in &self.remove_builtins {
            n.remove_builtin(name).map_err(at("remove_builtins"))?;
        }
        for name in &self.remove_modules {
            n.remove_module(name).map_err(at("remove_modules"))?;
        }
        for q in &self.remove_members {
            let (m, name) = split_qualified(q, "MODULE.NAME").map_err(at("remove_members"))?;
            n.remove_member(m, name).map_err(at("remove_members"))?;
        }
        for q in &self.remove_methods {
            let (t, name) = split_qualified(q, "TYPE.NAME").map_err(at("remove_methods"))?;
            n.remove_method(t, name).map_err(at("remove_methods"))?;
        }
        Ok(())
    }
}

/// `a.b` as (`a`, `b`).
fn split_qualified<'a>(q: &'a str, form: &str) -> Result<(&'a str, &'a str), String> {
    match q.split_once('.') {
        Some((a, b)) if !a.is_empty() && !b.is_empty() => Ok((a, b)),
        _ => Err(format!("'{q}' should be {form}")),
    }
}

/// One name of the surface, as the report lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EntryReport {
    /// The name (`len`, `upper`, `sqrt`).
    pub name: String,
    /// `function`, `type`, `exception`, `constant`, `method` or `special method`.
    pub kind: String,
    /// How a call is charged ([`PolicyReport::fuel_rules`] says how to read it).
    pub fuel: String,
    /// One line on what it does.
    pub doc: String,
}

/// The methods of one built-in type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TypeMethods {
    /// The type's name (`str`).
    #[serde(rename = "type")]
    pub type_name: String,
    /// Its methods, named ones first, then special methods.
    pub methods: Vec<EntryReport>,
}

/// An importable module and its members.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ModuleReport {
    /// The module's name.
    pub name: String,
    /// Its members.
    pub members: Vec<EntryReport>,
}

/// A CPython built-in name this surface refuses, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    /// The name.
    pub name: String,
    /// The reason the refusal gives.
    pub reason: String,
}

/// What the active policy removed from the surface table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Removed {
    /// Built-in names.
    pub builtins: Vec<String>,
    /// Modules.
    pub modules: Vec<String>,
    /// Module members, `MODULE.NAME`.
    pub members: Vec<String>,
    /// Methods, `TYPE.NAME`.
    pub methods: Vec<String>,
}

/// Everything a script can reach under a policy: built-ins, methods per type, modules with
/// their members, each with its fuel rule and doc; the refused CPython built-ins; what the
/// policy removed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Surface {
    /// Built-in functions, types, exception classes and constants.
    pub builtins: Vec<EntryReport>,
    /// Methods of the built-in types.
    pub methods: Vec<TypeMethods>,
    /// Importable modules.
    pub modules: Vec<ModuleReport>,
    /// CPython built-ins refused, with the reason.
    pub refused_builtins: Vec<Refusal>,
    /// What the policy removed from the full table.
    pub removed: Removed,
}

/// The limits of the report (durations in milliseconds; `null` is unlimited).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LimitsReport {
    /// Fuel.
    pub max_instructions: Option<u64>,
    /// Live heap bytes.
    pub max_memory: Option<u64>,
    /// Heap objects created.
    pub max_allocations: Option<u64>,
    /// Call depth.
    pub max_recursion: u32,
    /// Bytes `print` may write.
    pub max_output: Option<u64>,
    /// Wall-clock time, in milliseconds.
    pub max_duration_ms: Option<u64>,
    /// Source size cap, in bytes.
    pub max_source_bytes: usize,
}

impl LimitsReport {
    /// The report of `limits` with source cap `max_source_bytes`.
    pub fn new(limits: &Limits, max_source_bytes: usize) -> LimitsReport {
        LimitsReport {
            max_instructions: limits.max_instructions,
            max_memory: limits.max_memory,
            max_allocations: limits.max_allocations,
            max_recursion: limits.max_recursion,
            max_output: limits.max_output,
            max_duration_ms: limits
                .max_duration
                .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            max_source_bytes,
        }
    }
}

/// The active policy of an engine (`pyrite policy --json`): the surface, the host functions,
/// the limits, and their digest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PolicyReport {
    /// The Pyrite version (not part of the digest).
    pub pyrite_version: String,
    /// SHA-256 (hex) of the canonical JSON of `surface`, `host_functions` and `limits`: equal
    /// digests mean the same names, fuel rules and limits. Narrowing the surface, registering
    /// a host function or changing a limit changes it.
    pub digest: String,
    /// How to read the fuel rules.
    pub fuel_rules: String,
    /// What a script can reach.
    pub surface: Surface,
    /// Host functions the embedder granted, callable as globals.
    pub host_functions: Vec<String>,
    /// The limits in force.
    pub limits: LimitsReport,
}

/// SHA-256 (hex) of the canonical form of a policy: serde_json of the three parts in a fixed
/// field order, no whitespace.
pub(crate) fn digest(
    surface: &Surface,
    host_functions: &[String],
    limits: &LimitsReport,
) -> String {
    #[derive(Serialize)]
    struct Canonical<'a> {
        surface: &'a Surface,
        host_functions: &'a [String],
        limits: &'a LimitsReport,
    }
    let json = serde_json::to_string(&Canonical {
        surface,
        host_functions,
        limits,
    })
    .unwrap_or_default();
    Sha256::digest(json.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The surface of `natives`' table under `narrowing`: the table's entries minus what it
/// removed.
pub(crate) fn surface(
    narrowing: &pyrite_stdlib::Narrowing,
    refused: &[(String, String)],
) -> Surface {
    use pyrite_stdlib::Section;
    let entry = |e: &pyrite_stdlib::Entry| EntryReport {
        name: e.name.to_string(),
        kind: e.what.name().to_string(),
        fuel: e.fuel.to_string(),
        doc: e.doc.to_string(),
    };
    let mut s = Surface {
        builtins: Vec::new(),
        methods: Vec::new(),
        modules: Vec::new(),
        refused_builtins: refused
            .iter()
            .map(|(n, why)| Refusal {
                name: n.clone(),
                reason: why.clone(),
            })
            .collect(),
        removed: Removed {
            builtins: narrowing.builtins.iter().cloned().collect(),
            modules: narrowing.modules.iter().cloned().collect(),
            members: narrowing
                .members
                .iter()
                .map(|(m, n)| format!("{m}.{n}"))
                .collect(),
            methods: narrowing
                .methods
                .iter()
                .map(|(t, n)| format!("{t}.{n}"))
                .collect(),
        },
    };
    for e in pyrite_stdlib::entries() {
        match e.section {
            Section::Builtin if !narrowing.builtins.contains(e.name) => s.builtins.push(entry(&e)),
            Section::Method
                if !narrowing
                    .methods
                    .iter()
                    .any(|(t, n)| t == e.owner && n == e.name) =>
            {
                match s.methods.iter_mut().find(|t| t.type_name == e.owner) {
                    Some(t) => t.methods.push(entry(&e)),
                    None => s.methods.push(TypeMethods {
                        type_name: e.owner.to_string(),
                        methods: vec![entry(&e)],
                    }),
                }
            }
            Section::Module
                if !narrowing.modules.contains(e.owner)
                    && !narrowing
                        .members
                        .iter()
                        .any(|(m, n)| m == e.owner && n == e.name) =>
            {
                match s.modules.iter_mut().find(|m| m.name == e.owner) {
                    Some(m) => m.members.push(entry(&e)),
                    None => s.modules.push(ModuleReport {
                        name: e.owner.to_string(),
                        members: vec![entry(&e)],
                    }),
                }
            }
            _ => {}
        }
    }
    s
}

impl PolicyReport {
    /// The report as `pyrite policy` prints it: grouped, one name a line with its fuel rule and
    /// doc, then host functions, refusals and limits.
    pub fn render_text(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let s = &self.surface;
        let _ = writeln!(out, "Pyrite {} policy", self.pyrite_version);
        let _ = writeln!(out, "digest: {}", self.digest);
        let _ = writeln!(out, "\nFuel rules: {}", self.fuel_rules);
        let rows = |out: &mut String, entries: &[EntryReport], indent: &str| {
            let w = entries.iter().map(|e| e.name.len()).max().unwrap_or(0);
            let fw = entries
                .iter()
                .map(|e| e.fuel.len())
                .max()
                .unwrap_or(0)
                .min(40);
            for e in entries {
                let _ = writeln!(out, "{indent}{:w$}  {:fw$}  {}", e.name, e.fuel, e.doc);
            }
        };
        for (title, kind) in [
            ("Built-in functions", "function"),
            ("Built-in types", "type"),
            ("Built-in exceptions", "exception"),
            ("Built-in constants", "constant"),
        ] {
            let group: Vec<EntryReport> = s
                .builtins
                .iter()
                .filter(|e| e.kind == kind)
                .cloned()
                .collect();
            let _ = writeln!(out, "\n{title} ({})", group.len());
            rows(&mut out, &group, "  ");
        }
        let _ = writeln!(out, "\nMethods");
        for t in &s.methods {
            let _ = writeln!(out, "  {} ({})", t.type_name, t.methods.len());
            rows(&mut out, &t.methods, "    ");
        }
        let _ = writeln!(out, "\nModules ({})", s.modules.len());
        for m in &s.modules {
            let _ = writeln!(out, "  {} ({})", m.name, m.members.len());
            rows(&mut out, &m.members, "    ");
        }
        let _ = writeln!(out, "\nHost functions ({})", self.host_functions.len());
        for h in &self.host_functions {
            let _ = writeln!(out, "  {h}");
        }
        let _ = writeln!(out, "\nRefused built-ins ({})", s.refused_builtins.len());
        let w = s
            .refused_builtins
            .iter()
            .map(|r| r.name.len())
            .max()
            .unwrap_or(0);
        for r in &s.refused_builtins {
            let _ = writeln!(out, "  {:w$}  {}", r.name, r.reason);
        }
        let r = &s.removed;
        let removed: Vec<&String> = r
            .builtins
            .iter()
            .chain(&r.modules)
            .chain(&r.members)
            .chain(&r.methods)
            .collect();
        if !removed.is_empty() {
            let _ = writeln!(out, "\nRemoved by the policy ({})", removed.len());
            for name in removed {
                let _ = writeln!(out, "  {name}");
            }
        }
        let l = &self.limits;
        let opt = |v: Option<u64>, f: &dyn Fn(u64) -> String| v.map_or("none".to_string(), f);
        let _ = writeln!(out, "\nLimits");
        let count = |n: u64| n.to_string();
        let size = crate::limit_args::show_size;
        let ms = |n: u64| crate::limit_args::show_duration(Duration::from_millis(n));
        for (name, value) in [
            ("max_instructions", opt(l.max_instructions, &count)),
            ("max_memory", opt(l.max_memory, &size)),
            ("max_allocations", opt(l.max_allocations, &count)),
            ("max_recursion", l.max_recursion.to_string()),
            ("max_output", opt(l.max_output, &size)),
            ("max_duration", opt(l.max_duration_ms, &ms)),
            ("max_source_bytes", size(l.max_source_bytes as u64)),
        ] {
            let _ = writeln!(out, "  {name:16}  {value}");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Limits read as the CLI flags read them: numbers, sizes, durations, `none`.
    #[test]
    fn limits_read_as_the_flags_do() {
        let f = PolicyFile::from_json(
            r#"{"limits": {"max_instructions": "1_000", "max_memory": "2KiB",
                "max_allocations": "none", "max_recursion": 50, "max_output": 10,
                "max_duration": "500ms"}}"#,
        )
        .expect("parses");
        let l = f.limits.apply(&Limits::default());
        assert_eq!(
            l,
            Limits {
                max_instructions: Some(1000),
                max_memory: Some(2048),
                max_allocations: None,
                max_recursion: 50,
                max_output: Some(10),
                max_duration: Some(Duration::from_millis(500)),
            }
        );
        assert!(f.remove_builtins.is_empty());
        assert_eq!(
            PolicyFile::from_json("{}")
                .expect("empty")
                .limits
                .apply(&Limits::default()),
            Limits::default()
        );
        let err = PolicyFile::from_json(r#"{"limits": {"max_recursion": "none"}}"#)
            .expect_err("recursion cannot be lifted");
        assert_eq!(
            err.message,
            "limits.max_recursion: expected a call depth such as 1000, got \"none\""
        );
        let err = PolicyFile::from_json(r#"{"remove_members": ["sqrt"]}"#)
            .and_then(|f| f.narrowing())
            .expect_err("needs a module");
        assert_eq!(err.message, "remove_members: 'sqrt' should be MODULE.NAME");
    }
}
