//! `pyrite mcp`: a Model Context Protocol server over stdio (the official Rust SDK, `rmcp`)
//! with one tool, `run_python` (`tool.rs`: description, schema, arguments), each call run in
//! a fresh `pyrite jail` child or, with `--in-process`, in this process (`exec.rs`).
//!
//! The boundary rule: the operator's policy and limits are fixed at start-up (`--policy FILE`,
//! the `--max-X` flags); a client's arguments can only lower a limit, never raise one or
//! widen the surface. The gateway, not model output, selects the interpreter and its
//! configuration.

mod exec;
mod tool;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use clap::{Args, Command};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, Implementation, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};

use crate::limit_args::{show_defaults, LimitArgs};
use crate::{Engine, Limits};
use exec::{Answer, JailSetup, Next};
use tool::{Call, SessionCaps};

/// What `pyrite mcp --help` says after the options.
const AFTER_HELP: &str = "\
Serves the Model Context Protocol on stdin/stdout, with one tool, run_python (arguments: code,
optional inputs, optional limits). The policy and the limits are fixed here: a client may only
lower a limit for one call (a larger value or an unknown limit is an error result).

With a `session` id, calls share globals (the server keeps each session as its latest dump);
`end_session: true` forgets one. --max-sessions and --max-session-bytes cap them. In the jail,
each step is a fresh child too: the dump goes in with `pyrite jail --session-in`, the child
validates it behind seccomp, and the new one comes back with --session-out. No process
outlives a call; a step whose child is killed leaves the session as it was.

Each call runs in a fresh `pyrite jail` child (seccomp, namespaces, rlimits, landlock).
WARNING: --in-process runs the scripts in the server process instead, which gives up the OS
boundary: only the language boundary then stands between a script and this process.

A client's configuration (e.g. Claude Desktop's):
  {\"mcpServers\": {\"pyrite\": {\"command\": \"pyrite\", \"args\": [\"mcp\", \"--max-duration\", \"5s\"]}}}

Exit status: 0 when the client closes stdin, 2 for a usage error or a failed handshake.";

/// The options of `pyrite mcp`. A command made from them needs [`McpArgs::with_defaults`].
#[derive(Args, Debug)]
#[command(
    about = "Serve a run_python tool over the Model Context Protocol (stdio)",
    after_help = AFTER_HELP
)]
pub struct McpArgs {
    #[command(flatten)]
    limits: LimitArgs,
    /// Narrow the surface and set limits from a JSON policy file (--max-X flags override it)
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
    /// Run scripts in the server process, not in a jail child (WARNING: no OS boundary)
    #[arg(long)]
    in_process: bool,
    /// How many sessions may be live at once (a new one past it is refused, none is evicted)
    #[arg(long, value_name = "N", default_value_t = 16)]
    max_sessions: usize,
    /// The largest saved state (dump) of one session; a step past it is discarded
    #[arg(long, value_name = "SIZE", default_value = "1MiB", value_parser = parse_session_bytes)]
    max_session_bytes: u64,
}

/// `--max-session-bytes`: a size such as 256KiB or 1MB.
fn parse_session_bytes(s: &str) -> Result<u64, String> {
    crate::parse_size(s).ok_or_else(|| format!("'{s}' is not a size such as 256KiB or 1MB"))
}

/// The server's limits when no flag is given: the jail's (a wall deadline, an output cap).
fn defaults() -> Limits {
    crate::jail::default_limits()
}

impl McpArgs {
    /// Shows the defaults in the limit flags' help.
    pub fn with_defaults(cmd: Command) -> Command {
        show_defaults(cmd, &defaults())
    }

    /// Serves until the client closes stdin. Returns the exit status: 0 after a clean end, 2
    /// for a usage error (a bad policy file, a lifted limit the jail needs) or a client that
    /// did not complete the handshake, 4 if the runtime could not start.
    pub fn run(&self) -> i32 {
        let server = match self.server() {
            Ok(s) => s,
            Err(e) => {
                eprintln!("pyrite mcp: {e}");
                return 2;
            }
        };
        let runtime = match tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        {
            Ok(r) => r,
            Err(e) => {
                eprintln!("pyrite mcp: can't start the runtime: {e}");
                return 4;
            }
        };
        let served = runtime.block_on(async move {
            let running = server
                .serve(rmcp::transport::stdio())
                .await
                .map_err(|e| e.to_string())?;
            running.waiting().await.map_err(|e| e.to_string())
        });
        match served {
            Ok(_) => 0,
            Err(e) => {
                // The client never completed the handshake (or the stream broke).
                eprintln!("pyrite mcp: {e}");
                2
            }
        }
    }

    /// The server, with the policy and limits fixed.
    fn server(&self) -> Result<Server, String> {
        let mut engine = Engine::new().with_limits(defaults());
        if let Some(path) = &self.policy {
            engine
                .apply_policy_file(path)
                .map_err(|e| format!("--policy {e}"))?;
        }
        let caps = self.limits.apply(engine.limits());
        let jail = if self.in_process {
            None
        } else {
            if caps.max_duration.is_none() || caps.max_output.is_none() {
                return Err(
                    "--max-duration and --max-output cannot be none: the jail always \
                            enforces a wall deadline and an output cap (or use --in-process)"
                        .into(),
                );
            }
            if self.max_session_bytes > crate::jail::MAX_SESSION_BYTES {
                return Err(format!(
                    "--max-session-bytes can be at most {} (64MiB) in the jail, where each \
                     session step's dump crosses into a child and back (or use --in-process)",
                    crate::jail::MAX_SESSION_BYTES
                ));
            }
            Some(Arc::new(JailSetup::new(self.policy.as_deref())?))
        };
        let engine = engine.with_limits(caps.clone());
        let session_caps = SessionCaps {
            max_sessions: self.max_sessions,
            max_bytes: self.max_session_bytes,
        };
        let tool = Tool::new(
            tool::TOOL_NAME,
            tool::description(&caps, &session_caps),
            tool::input_schema(),
        );
        Ok(Server {
            engine,
            caps,
            jail,
            tool,
            sessions: Arc::new(Mutex::new(HashMap::new())),
            session_caps,
        })
    }
}

/// The MCP handler: the operator's engine and caps, and how calls run.
#[derive(Clone)]
struct Server {
    /// The operator's policy (its limits are `caps`).
    engine: Engine,
    /// The operator's limits: a call may only lower them.
    caps: Limits,
    /// `None`: `--in-process`.
    jail: Option<Arc<JailSetup>>,
    /// `run_python`.
    tool: Tool,
    /// The live sessions, each only as its latest dump (`None` while a step of it runs).
    sessions: Arc<Table>,
    /// The operator's caps on sessions.
    session_caps: SessionCaps,
}

impl Server {
    /// Runs one call to completion (on a blocking thread: a run never stalls the protocol).
    async fn call(&self, request: CallToolRequestParams) -> Answer {
        let call = match tool::parse_call(request.arguments.as_ref(), &self.caps) {
            Ok(c) => c,
            Err(e) => return Answer::failure(e),
        };
        let this = self.clone();
        let run = tokio::task::spawn_blocking(move || match (&call.session, &this.jail) {
            (Some(id), _) => this.step(id, &call),
            (None, Some(jail)) => jail.run(&call),
            (None, None) => exec::in_process(&this.engine, &call),
        });
        run.await
            .unwrap_or_else(|e| Answer::failure(format!("internal error: {e}")))
    }
}

/// The session table: each live session as its latest dump, `None` while a step of it runs.
type Table = Mutex<HashMap<String, Option<Kept>>>;

/// What the server keeps of a session between calls: its latest dump and how many steps that
/// dump keeps.
#[derive(Debug, PartialEq, Eq)]
struct Kept {
    dump: Vec<u8>,
    steps: usize,
}

/// What a finished step leaves in the table.
enum Keep {
    /// The step's new dump.
    New(Kept),
    /// The dump the step started from (the step is as if it had not run).
    Earlier,
    /// Nothing: the session is forgotten.
    Forget,
}

/// A session's busy slot while a step of it runs, holding the dump the step started from.
/// Dropped without [`Busy::finish`] (the step's thread panicked), it puts that dump back, so
/// a session is never left busy for good.
struct Busy<'a> {
    table: &'a Table,
    id: &'a str,
    earlier: Option<Kept>,
    done: bool,
}

impl<'a> Busy<'a> {
    /// Marks the session `id` busy and takes its dump (`None`: a new session), or says why it
    /// cannot run a step now.
    fn take(table: &'a Table, id: &'a str, max_sessions: usize) -> Result<Busy<'a>, String> {
        let Ok(mut map) = table.lock() else {
            return Err("internal error: the session table is poisoned".into());
        };
        let live = map.len();
        let earlier = match map.get_mut(id) {
            Some(slot) => match slot.take() {
                Some(k) => Some(k),
                None => {
                    return Err(format!(
                        "session {id} is running a step: wait for it to end"
                    ))
                }
            },
            None if live >= max_sessions => {
                return Err(format!(
                    "session {id} cannot start: {live} sessions are live, the operator's cap \
                     (--max-sessions); end one with end_session"
                ))
            }
            None => {
                map.insert(id.to_string(), None);
                None
            }
        };
        Ok(Busy {
            table,
            id,
            earlier,
            done: false,
        })
    }

    /// Ends the step: puts `keep` in the table (or forgets the session when `end` or
    /// nothing is kept). Returns whether the session was forgotten.
    fn finish(mut self, keep: Keep, end: bool) -> bool {
        self.done = true;
        let kept = match keep {
            Keep::New(k) => Some(k),
            Keep::Earlier => self.earlier.take(),
            Keep::Forget => None,
        };
        let mut map = self.table.lock().unwrap_or_else(|p| p.into_inner());
        match kept {
            Some(k) if !end => {
                map.insert(self.id.to_string(), Some(k));
                false
            }
            _ => {
                map.remove(self.id);
                true
            }
        }
    }
}

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let mut map = self.table.lock().unwrap_or_else(|p| p.into_inner());
        match self.earlier.take() {
            Some(k) => {
                map.insert(self.id.to_string(), Some(k));
            }
            None => {
                map.remove(self.id);
            }
        }
    }
}

impl Server {
    /// Runs `call` as a step of the session `id`: takes its dump (marking it busy), runs the
    /// step (in a jail child or in this process), and puts back the new dump when it fits the
    /// operator's cap, else the old one.
    fn step(&self, id: &str, call: &Call) -> Answer {
        let busy = match Busy::take(&self.sessions, id, self.session_caps.max_sessions) {
            Ok(b) => b,
            Err(why) => return Answer::failure(why),
        };
        let before = busy.earlier.as_ref().map_or(0, |k| k.steps);
        let cap = self.session_caps.max_bytes;
        let (mut answer, next) = {
            let dump = busy.earlier.as_ref().map(|k| k.dump.as_slice());
            match &self.jail {
                Some(jail) => jail.run_step(call, dump, cap),
                None => exec::in_process_step(&self.engine, call, dump),
            }
        };
        answer.session = Some(id.to_string());
        let next = match next {
            Next::Dump(d) if d.len() as u64 > cap => Next::TooBig(d.len() as u64),
            n => n,
        };
        let keep = match next {
            Next::Dump(dump) => Keep::New(Kept {
                dump,
                steps: answer.step.unwrap_or(before),
            }),
            Next::TooBig(len) => {
                answer.is_error = true;
                answer.rolled_back = true;
                answer.step = Some(before);
                answer.error = Some(format!(
                    "session {id}: its state would grow to {len} bytes, past the operator's cap \
                     of {cap} (--max-session-bytes): the step is discarded, the session keeps \
                     its earlier state"
                ));
                Keep::Earlier
            }
            Next::Unchanged(why) => {
                answer.is_error = true;
                answer.rolled_back = true;
                answer.step = Some(before);
                let mut text = answer.error.take().unwrap_or_default();
                if !text.is_empty() && !text.ends_with('\n') {
                    text.push('\n');
                }
                text.push_str(&format!("session {id}: {}", why.trim_end()));
                answer.error = Some(text);
                Keep::Earlier
            }
            // The dump did not load: the session is forgotten.
            Next::Lost => Keep::Forget,
        };
        let forgotten = busy.finish(keep, call.end_session);
        answer.ended = forgotten && call.end_session;
        answer
    }
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("pyrite", crate::VERSION))
            .with_instructions(
                "Call run_python to run Python 3.11 code in Pyrite's sandbox; its description \
                 lists what the dialect supports.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(vec![self.tool.clone()]))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        if request.name != tool::TOOL_NAME {
            return Err(ErrorData::invalid_params(
                format!(
                    "unknown tool '{}': the tool is {}",
                    request.name,
                    tool::TOOL_NAME
                ),
                None,
            ));
        }
        Ok(self.call(request).await.into_result().into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(n: usize) -> Kept {
        Kept {
            dump: vec![n as u8; n],
            steps: n,
        }
    }

    /// A step's thread that panics leaves the session as it was, never busy for good.
    #[test]
    fn a_panicking_step_puts_the_earlier_dump_back() {
        let table: Table = Mutex::new(HashMap::new());
        table.lock().unwrap().insert("a".into(), Some(kept(2)));
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let busy = Busy::take(&table, "a", 4).unwrap();
            assert_eq!(table.lock().unwrap().get("a"), Some(&None));
            assert!(Busy::take(&table, "a", 4).is_err(), "busy while it runs");
            let _ = &busy;
            panic!("a step's thread panics");
        }));
        assert!(panicked.is_err());
        assert_eq!(table.lock().unwrap().get("a"), Some(&Some(kept(2))));
        // A new session whose first step panics is forgotten, not left busy.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _busy = Busy::take(&table, "b", 4).unwrap();
            panic!("again");
        }));
        assert_eq!(table.lock().unwrap().get("b"), None);
    }

    #[test]
    fn a_finished_step_keeps_what_it_is_told() {
        let table: Table = Mutex::new(HashMap::new());
        table.lock().unwrap().insert("a".into(), Some(kept(2)));
        let busy = Busy::take(&table, "a", 4).unwrap();
        assert!(!busy.finish(Keep::New(kept(3)), false));
        assert_eq!(table.lock().unwrap().get("a"), Some(&Some(kept(3))));
        let busy = Busy::take(&table, "a", 4).unwrap();
        assert!(!busy.finish(Keep::Earlier, false));
        assert_eq!(table.lock().unwrap().get("a"), Some(&Some(kept(3))));
        let busy = Busy::take(&table, "a", 4).unwrap();
        assert!(busy.finish(Keep::Earlier, true), "end_session forgets it");
        assert_eq!(table.lock().unwrap().get("a"), None);
        let busy = Busy::take(&table, "a", 4).unwrap();
        assert!(busy.finish(Keep::Forget, false));
        assert_eq!(table.lock().unwrap().get("a"), None);
        // The cap on live sessions counts a busy one.
        let _one = Busy::take(&table, "x", 1).unwrap();
        let refused = Busy::take(&table, "y", 1).err().unwrap();
        assert!(refused.contains("--max-sessions"), "{refused}");
    }

    fn server(args: &[&str]) -> Server {
        use clap::FromArgMatches;
        let cmd = McpArgs::augment_args(Command::new("mcp"));
        let m = cmd
            .try_get_matches_from(std::iter::once("mcp").chain(args.iter().copied()))
            .unwrap();
        McpArgs::from_arg_matches(&m).unwrap().server().unwrap()
    }

    fn step(server: &Server, code: &str) -> Answer {
        let args = serde_json::json!({"code": code, "session": "a"});
        let call = tool::parse_call(args.as_object(), &server.caps).unwrap();
        server.step("a", &call)
    }

    /// A step discarded for its dump's size reports the steps the session kept, also when the
    /// step itself kept none (here a refusal, which only counts as run).
    #[test]
    fn a_discarded_step_reports_the_steps_kept() {
        // The dump's size after one kept step and 127 steps run: the count of steps run is a
        // varint, one byte longer from 128.
        let mut probe = Engine::new().with_limits(defaults()).session();
        let mut out = Vec::new();
        probe.run(b"x = 1", &mut out);
        for _ in 0..126 {
            probe.run(b"def (:", &mut out);
        }
        let cap = probe.dump().len();
        let s = server(&["--in-process", "--max-session-bytes", &cap.to_string()]);
        assert_eq!(step(&s, "x = 1").step, Some(1));
        for _ in 0..126 {
            let a = step(&s, "def (:");
            assert_eq!((a.step, a.rolled_back), (Some(1), false));
        }
        let a = step(&s, "def (:");
        assert!(a.rolled_back, "{a:?}");
        assert!(a
            .error
            .as_deref()
            .unwrap_or("")
            .contains("--max-session-bytes"));
        assert_eq!(a.step, Some(1), "the session still keeps its one step");
        assert_eq!(step(&s, "x").result, Some(serde_json::json!(1)));
    }

    /// A session step may lower the operator's caps for itself (rolled back when it trips;
    /// the next step has the caps again), never raise them.
    #[test]
    fn a_session_step_takes_limits_below_the_caps() {
        let s = server(&["--in-process", "--max-instructions", "1000000"]);
        let call = |code: &str, limits: serde_json::Value| {
            let args = serde_json::json!({"code": code, "session": "a", "limits": limits});
            tool::parse_call(args.as_object(), &s.caps).map(|c| s.step("a", &c))
        };
        let spin = "n = 0\nwhile True:\n    n += 1";
        let a = call(spin, serde_json::json!({"max_instructions": 500})).unwrap();
        assert!(
            a.rolled_back && a.limit.as_deref() == Some("instructions"),
            "{a:?}"
        );
        assert!(a
            .error
            .as_deref()
            .unwrap_or("")
            .contains("max_instructions 500)"));
        let a = call("k = 1", serde_json::json!({"max_output": 2})).unwrap();
        assert_eq!((a.is_error, a.step), (false, Some(1)), "{a:?}");
        let a = step(&s, spin);
        assert!(a.rolled_back, "{a:?}");
        assert!(a
            .error
            .as_deref()
            .unwrap_or("")
            .contains("max_instructions 1000000)"));
        let err = call("1", serde_json::json!({"max_instructions": 2_000_000})).unwrap_err();
        assert!(err.contains("above the operator's cap"), "{err}");
        assert_eq!(step(&s, "k").result, Some(serde_json::json!(1)));
    }

    /// A kept dump whose steps no longer replay as recorded (here one edited and resealed)
    /// ends the session: the answer says so, and the session is forgotten.
    #[test]
    fn a_session_whose_replay_fails_has_ended() {
        use sha2::Digest;
        let s = server(&["--in-process"]);
        assert_eq!(step(&s, "x = 1").step, Some(1));
        {
            let mut map = s.sessions.lock().unwrap();
            let kept = map.get_mut("a").unwrap().as_mut().unwrap();
            let body_len = kept.dump.len() - 32;
            let body = &mut kept.dump[..body_len];
            let at = body.windows(5).position(|w| w == b"x = 1").unwrap();
            body[at..at + 5].copy_from_slice(b"x=1/0");
            let sum = sha2::Sha256::digest(&kept.dump[..body_len]);
            kept.dump[body_len..].copy_from_slice(&sum);
        }
        let a = step(&s, "x");
        assert!(a.is_error && a.session_ended, "{a:?}");
        let text = a.error.as_deref().unwrap_or("");
        assert!(text.contains("the session has ended"), "{text}");
        assert!(text.contains("ZeroDivisionError"), "{text}");
        assert!(s.sessions.lock().unwrap().get("a").is_none(), "forgotten");
        let a = step(&s, "x");
        assert!(
            a.error.as_deref().unwrap_or("").contains("NameError"),
            "{a:?}"
        );
    }
}
