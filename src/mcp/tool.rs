//! The `run_python` tool: its description (the dialect reference), its input schema, and the
//! checking of a call's arguments against the operator's caps.
//!
//! The rule of this file: a client's arguments can only narrow what the operator fixed at
//! start-up. A limit above the operator's cap, an unknown limit or an unknown argument is an
//! error result, never a silent clamp.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Map, Value};

use crate::limit_args::{show_duration, show_size};
use crate::{Limits, RunOptions, StepLimits};

/// The tool's name.
pub const TOOL_NAME: &str = "run_python";

/// The dialect reference, whole: docs/dialect.md is written to be pasted into a model's
/// prompt (about 44 KB), and an MCP tool description has no size limit.
const DIALECT: &str = include_str!("../../docs/dialect.md");

/// The limits a client may lower, with the unit its number is in.
const LIMIT_KEYS: &[(&str, &str)] = &[
    ("max_instructions", "instructions (fuel)"),
    ("max_memory", "bytes of live heap"),
    ("max_allocations", "heap objects created"),
    ("max_recursion", "call depth"),
    ("max_output", "bytes of output"),
    ("max_duration", "seconds of wall time"),
];

/// The operator's caps on sessions, fixed at start-up.
#[derive(Clone, Copy, Debug)]
pub struct SessionCaps {
    /// How many sessions may be live at once; a new one past it is refused (none is evicted).
    pub max_sessions: usize,
    /// The largest dump a session may grow to; a step that would pass it is discarded.
    pub max_bytes: u64,
}

/// The tool's description: how to call it, the operator's caps, then the dialect reference.
pub fn description(caps: &Limits, sessions: &SessionCaps) -> String {
    format!(
        "Run a Python 3.11 script in Pyrite, a sandboxed interpreter for a strict subset of \
Python: what it accepts prints exactly what CPython prints, and what it does not support it \
refuses with an error naming the construct. No files, network, clock or processes.\n\n\
Arguments: `code` (the script), optional `inputs` (an object: each name becomes a global \
holding the JSON value: objects are dicts, arrays lists), optional `limits` (an object that \
may only lower these caps: {}).\n\n\
Returns the script's stdout, `result` (the value of the last statement when it is an \
expression statement, as JSON; null otherwise) and the figures (instructions, allocations, \
peak memory, output bytes). A failing script (exception, refusal, syntax error, limit) is an \
error result with the traceback CPython would print, or the refusal, or the limit hit.\n\n\
Sessions: pass `session` (an id you choose: 1-64 letters, digits, '-' or '_') to keep globals \
from one call to the next, as an interactive interpreter does. A call without `session` is \
one-shot; the first call with a new id starts a session; a call with a known id continues it. \
The result names the session and its step (the number of steps it has kept). An uncaught \
exception ends its step only: what the step bound before the raise stays. A step that hits a \
limit is rolled back (`rolled_back` is true): the session goes on as if it had not run. \
`end_session: true` runs the step, then forgets the session. The memory limit (max_memory) \
bounds a session's heap as a whole; a session call's `limits` lower the caps for that step only \
(not max_recursion), and the next step runs under the caps again unless it lowers them too. \
If the session's state cannot be rebuilt (a replay of its steps fails), the session has ended: \
the result says so (`session_ended` true) and the session is forgotten. The operator's caps: at most {} live sessions (a new one \
past that is refused until one ends; none is evicted), and a session's saved state at most {} \
(a step that would pass it is discarded, the session keeps its earlier state).\n\n\
{DIALECT}",
        caps_text(caps),
        sessions.max_sessions,
        show_size(sessions.max_bytes),
    )
}

/// The operator's caps as the description states them.
fn caps_text(caps: &Limits) -> String {
    let count = |v: Option<u64>| v.map_or("none".to_string(), |n| n.to_string());
    let size = |v: Option<u64>| v.map_or("none".to_string(), show_size);
    [
        format!("max_instructions {}", count(caps.max_instructions)),
        format!("max_memory {}", size(caps.max_memory)),
        format!("max_allocations {}", count(caps.max_allocations)),
        format!("max_recursion {}", caps.max_recursion),
        format!("max_output {}", size(caps.max_output)),
        format!(
            "max_duration {}",
            caps.max_duration.map_or("none".to_string(), show_duration)
        ),
    ]
    .join(", ")
}

/// The tool's JSON Schema for its arguments.
pub fn input_schema() -> Arc<Map<String, Value>> {
    let limits: Map<String, Value> = LIMIT_KEYS
        .iter()
        .map(|(key, unit)| {
            let ty = if *key == "max_duration" {
                "number"
            } else {
                "integer"
            };
            let d = format!("Lower the cap on {unit}");
            (
                key.to_string(),
                json!({"type": ty, "minimum": 0, "description": d}),
            )
        })
        .collect();
    let schema = json!({
        "type": "object",
        "properties": {
            "code": {"type": "string", "description": "The Python script to run"},
            "inputs": {
                "type": "object",
                "description": "Globals for the script: name -> JSON value",
                "additionalProperties": true
            },
            "limits": {
                "type": "object",
                "description": "Lower some of the operator's limits for this call",
                "properties": limits,
                "additionalProperties": false
            },
            "session": {
                "type": "string",
                "description": "A session id (1-64 of A-Z a-z 0-9 - _): a new id starts a \
                    session, a known one continues it with the globals of its earlier steps",
                "pattern": "^[A-Za-z0-9_-]{1,64}$"
            },
            "end_session": {
                "type": "boolean",
                "description": "With session: run this step, then forget the session"
            }
        },
        "required": ["code"],
        "additionalProperties": false
    });
    match schema {
        Value::Object(m) => Arc::new(m),
        _ => Arc::new(Map::new()),
    }
}

/// One call's checked arguments.
#[derive(Debug)]
pub struct Call {
    /// The script.
    pub code: String,
    /// The inputs as the client sent them (a JSON object), already checked.
    pub inputs: Option<Map<String, Value>>,
    /// The run's options (the inputs).
    pub options: RunOptions,
    /// The limits of this call: the operator's, lowered by the client (for a session step,
    /// the operator's: the session's).
    pub limits: Limits,
    /// For a session step: the client's lowered limits for this step only (within `limits`).
    pub step: StepLimits,
    /// The session this call is a step of (`None`: a one-shot run).
    pub session: Option<String>,
    /// Forget the session after this step (the step still runs).
    pub end_session: bool,
}

/// Checks a call's arguments against the operator's `caps`. The error is the text of the
/// error result.
pub fn parse_call(arguments: Option<&Map<String, Value>>, caps: &Limits) -> Result<Call, String> {
    let empty = Map::new();
    let args = arguments.unwrap_or(&empty);
    for key in args.keys() {
        match key.as_str() {
            "code" | "inputs" | "limits" | "session" | "end_session" => {}
            other => {
                return Err(format!(
                    "unknown argument '{other}': {TOOL_NAME} takes code, inputs, limits, \
                     session and end_session"
                ))
            }
        }
    }
    let code = match args.get("code") {
        Some(Value::String(s)) => s.clone(),
        Some(_) => return Err("code must be a string".into()),
        None => return Err("missing argument 'code' (the script)".into()),
    };
    let (inputs, options) = match args.get("inputs") {
        None | Some(Value::Null) => (None, RunOptions::new()),
        Some(Value::Object(map)) => {
            let mut options = RunOptions::new();
            for (name, v) in map {
                options = options.input(name, v).map_err(|e| e.to_string())?;
            }
            (Some(map.clone()), options)
        }
        Some(_) => return Err("inputs must be an object of name -> value".into()),
    };
    let limits = match args.get("limits") {
        None | Some(Value::Null) => caps.clone(),
        Some(Value::Object(map)) => lower(caps, map)?,
        Some(_) => {
            return Err("limits must be an object such as {\"max_instructions\": 1000}".into())
        }
    };
    let session = match args.get("session") {
        None | Some(Value::Null) => None,
        Some(Value::String(id)) if valid_session_id(id) => Some(id.clone()),
        Some(_) => {
            return Err(format!(
                "session must be a string of 1 to {MAX_SESSION_ID} letters, digits, '-' or '_'"
            ))
        }
    };
    let end_session = match args.get("end_session") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err("end_session must be true or false".into()),
    };
    // A session runs under the operator's caps (its dump carries their digest); a step's
    // `limits` lower them for that step only, which the kept step remembers.
    let (limits, step) = match (&session, args.get("limits")) {
        (Some(_), Some(Value::Object(map))) => {
            if map.contains_key("max_recursion") {
                return Err(
                    "limits.max_recursion cannot be given with session: the call \
                            depth is the session's for every step"
                        .into(),
                );
            }
            let l = &limits;
            let given = |key: &str| map.contains_key(key);
            let step = StepLimits {
                max_instructions: l.max_instructions.filter(|_| given("max_instructions")),
                max_memory: l.max_memory.filter(|_| given("max_memory")),
                max_allocations: l.max_allocations.filter(|_| given("max_allocations")),
                max_output: l.max_output.filter(|_| given("max_output")),
                max_duration: l.max_duration.filter(|_| given("max_duration")),
            };
            (caps.clone(), step)
        }
        _ => (limits, StepLimits::default()),
    };
    if end_session && session.is_none() {
        return Err("end_session needs a session id".into());
    }
    Ok(Call {
        code,
        inputs,
        options,
        limits,
        step,
        session,
        end_session,
    })
}

/// The longest session id a client may choose.
const MAX_SESSION_ID: usize = 64;

/// A session id: 1 to [`MAX_SESSION_ID`] ASCII letters, digits, `-` or `_`.
fn valid_session_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_SESSION_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The operator's `caps` lowered by the client's `limits`.
fn lower(caps: &Limits, limits: &Map<String, Value>) -> Result<Limits, String> {
    let mut l = caps.clone();
    for (key, v) in limits {
        let bad_number = || format!("limits.{key} must be a non-negative number, not {v}");
        let above = |shown: String, cap: String| {
            format!(
                "limits.{key} {shown} is above the operator's cap ({cap}): a client may only \
                 lower a limit"
            )
        };
        match key.as_str() {
            "max_duration" => {
                let secs = v.as_f64().filter(|s| *s >= 0.0).ok_or_else(bad_number)?;
                let d = Duration::try_from_secs_f64(secs).map_err(|_| bad_number())?;
                if let Some(cap) = caps.max_duration {
                    if d > cap {
                        return Err(above(format!("{secs}"), show_duration(cap)));
                    }
                }
                l.max_duration = Some(d);
            }
            "max_recursion" => {
                let n = v.as_u64().ok_or_else(bad_number)?;
                if n > u64::from(caps.max_recursion) {
                    return Err(above(n.to_string(), caps.max_recursion.to_string()));
                }
                l.max_recursion = u32::try_from(n).map_err(|_| bad_number())?;
            }
            "max_instructions" | "max_memory" | "max_allocations" | "max_output" => {
                let n = v.as_u64().ok_or_else(bad_number)?;
                let (slot, cap) = match key.as_str() {
                    "max_instructions" => (&mut l.max_instructions, caps.max_instructions),
                    "max_memory" => (&mut l.max_memory, caps.max_memory),
                    "max_allocations" => (&mut l.max_allocations, caps.max_allocations),
                    _ => (&mut l.max_output, caps.max_output),
                };
                if let Some(cap) = cap {
                    if n > cap {
                        return Err(above(n.to_string(), cap.to_string()));
                    }
                }
                *slot = Some(n);
            }
            other => {
                let known: Vec<&str> = LIMIT_KEYS.iter().map(|(k, _)| *k).collect();
                return Err(format!(
                    "unknown limit '{other}': the limits are {}",
                    known.join(", ")
                ));
            }
        }
    }
    Ok(l)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: Value) -> Map<String, Value> {
        match v {
            Value::Object(m) => m,
            _ => Map::new(),
        }
    }

    #[test]
    fn limits_only_go_down() {
        let caps = Limits::default();
        let lowered = parse_call(
            Some(&args(
                json!({"code": "1", "limits": {"max_instructions": 10, "max_duration": 0.5}}),
            )),
            &caps,
        )
        .unwrap();
        assert_eq!(lowered.limits.max_instructions, Some(10));
        assert_eq!(
            lowered.limits.max_duration,
            Some(Duration::from_millis(500))
        );
        let too_big = json!({"code": "1", "limits": {"max_memory": u64::MAX}});
        let e = parse_call(Some(&args(too_big)), &caps).unwrap_err();
        assert!(e.contains("above the operator's cap"), "{e}");
        let unknown = json!({"code": "1", "limits": {"max_cpu": 1}});
        let e = parse_call(Some(&args(unknown)), &caps).unwrap_err();
        assert!(e.contains("unknown limit 'max_cpu'"), "{e}");
        let negative = json!({"code": "1", "limits": {"max_output": -1}});
        assert!(parse_call(Some(&args(negative)), &caps).is_err());
        let recursion = json!({"code": "1", "limits": {"max_recursion": 100_000}});
        assert!(parse_call(Some(&args(recursion)), &caps).is_err());
    }

    #[test]
    fn arguments_are_checked() {
        let caps = Limits::default();
        assert!(parse_call(None, &caps).is_err());
        assert!(parse_call(Some(&args(json!({"code": 1}))), &caps).is_err());
        let e = parse_call(Some(&args(json!({"code": "1", "x": 1}))), &caps).unwrap_err();
        assert!(e.contains("unknown argument 'x'"), "{e}");
        let bad_name = json!({"code": "1", "inputs": {"not a name": 1}});
        assert!(parse_call(Some(&args(bad_name)), &caps).is_err());
        let ok = json!({"code": "n", "inputs": {"n": [1, 2]}});
        assert!(parse_call(Some(&args(ok)), &caps).unwrap().inputs.is_some());
        let s = json!({"code": "1", "session": "a-1_B"});
        assert_eq!(
            parse_call(Some(&args(s)), &caps)
                .unwrap()
                .session
                .as_deref(),
            Some("a-1_B")
        );
        for bad in [json!(""), json!("a b"), json!(1), json!("x".repeat(65))] {
            let e = parse_call(Some(&args(json!({"code": "1", "session": bad}))), &caps);
            assert!(e.unwrap_err().contains("session must be"));
        }
        let e = parse_call(
            Some(&args(json!({"code": "1", "end_session": true}))),
            &caps,
        );
        assert!(e.unwrap_err().contains("needs a session id"));
    }

    #[test]
    fn description_carries_the_dialect() {
        let caps = SessionCaps {
            max_sessions: 3,
            max_bytes: 1024,
        };
        let d = description(&Limits::default(), &caps);
        assert!(d.contains("at most 3 live sessions"), "{d}");
        assert!(d.contains("# The Pyrite dialect"));
        assert!(d.contains("max_instructions"));
    }
}
