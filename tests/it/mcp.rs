//! `pyrite mcp` spoken to over stdio, as a client does: initialize, tools/list, tools/call with
//! a good script, a failing one, a refused import, a limit and a client raising a limit. Runs
//! `--in-process`, and the jail mode for one-shot calls and sessions (scripts/test-mcp runs
//! both modes with the official client).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{json, Value};

use crate::jail_common::PYRITE;

/// A server child and its pipes.
struct Client {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
}

impl Client {
    fn start(args: &[&str]) -> Client {
        let mut child = Command::new(PYRITE)
            .arg("mcp")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn pyrite mcp");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let mut c = Client {
            child,
            stdin,
            stdout,
            next_id: 1,
        };
        let init = c.request(
            "initialize",
            json!({
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "pyrite-test", "version": "0"}
            }),
        );
        assert_eq!(init["result"]["serverInfo"]["name"], "pyrite", "{init}");
        assert!(
            init["result"]["capabilities"]["tools"].is_object(),
            "{init}"
        );
        c.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        c
    }

    fn send(&mut self, msg: &Value) {
        writeln!(self.stdin, "{msg}").expect("write");
        self.stdin.flush().expect("flush");
    }

    /// Sends a request and returns its response (skipping any notification).
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).expect("read");
            assert!(n > 0, "the server closed stdout");
            let msg: Value = serde_json::from_str(&line).expect("a JSON-RPC message");
            if msg["id"] == json!(id) {
                return msg;
            }
        }
    }

    /// Calls run_python and returns the tool result.
    fn run(&mut self, arguments: Value) -> Value {
        let r = self.request(
            "tools/call",
            json!({"name": "run_python", "arguments": arguments}),
        );
        r["result"].clone()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn text(result: &Value) -> String {
    result["content"][0]["text"]
        .as_str()
        .unwrap_or("")
        .to_string()
}

#[test]
fn lists_the_tool_with_the_dialect() {
    let mut c = Client::start(&["--in-process"]);
    let r = c.request("tools/list", json!({}));
    let tools = r["result"]["tools"].as_array().expect("tools");
    assert_eq!(tools.len(), 1);
    assert_eq!(tools[0]["name"], "run_python");
    let d = tools[0]["description"].as_str().unwrap_or("");
    assert!(d.contains("# The Pyrite dialect"), "{d}");
    assert_eq!(tools[0]["inputSchema"]["required"], json!(["code"]));
}

#[test]
fn runs_scripts_and_reports_failures() {
    let mut c = Client::start(&["--in-process", "--max-instructions", "1000000"]);

    let good = c.run(json!({
        "code": "print('hi', n)\n{'total': sum(xs) * n}",
        "inputs": {"n": 2, "xs": [1, 2, 3]}
    }));
    assert_eq!(good["isError"], false, "{good}");
    let s = &good["structuredContent"];
    assert_eq!(s["stdout"], "hi 2\n");
    assert_eq!(s["result"], json!({"total": 12}));
    assert!(s["stats"]["instructions"].as_u64().unwrap_or(0) > 0, "{s}");
    assert!(text(&good).contains("hi 2"), "{good}");

    let failing = c.run(json!({"code": "print('before')\n1 / 0\n"}));
    assert_eq!(failing["isError"], true, "{failing}");
    let t = text(&failing);
    assert!(t.contains("Traceback (most recent call last):"), "{t}");
    assert!(t.contains("ZeroDivisionError: division by zero"), "{t}");
    assert_eq!(failing["structuredContent"]["stdout"], "before\n");

    let refused = c.run(json!({"code": "import os\n"}));
    assert_eq!(refused["isError"], true, "{refused}");
    assert!(text(&refused).contains("os"), "{refused}");

    let syntax = c.run(json!({"code": "def (:\n"}));
    assert_eq!(syntax["isError"], true, "{syntax}");
    assert!(text(&syntax).contains("SyntaxError"), "{syntax}");

    let limit = c.run(json!({"code": "while True: pass", "limits": {"max_instructions": 5000}}));
    assert_eq!(limit["isError"], true, "{limit}");
    assert_eq!(limit["structuredContent"]["limit"], "instructions");
    assert!(text(&limit).contains("max_instructions 5000"), "{limit}");

    let raised = c.run(json!({"code": "1", "limits": {"max_instructions": 2000000}}));
    assert_eq!(raised["isError"], true, "{raised}");
    assert!(
        text(&raised).contains("above the operator's cap"),
        "{raised}"
    );

    let unknown = c.run(json!({"code": "1", "limits": {"max_cpu": 1}}));
    assert_eq!(unknown["isError"], true, "{unknown}");
    assert!(text(&unknown).contains("unknown limit"), "{unknown}");

    let session = c.run(json!({"code": "n = 2", "session": "a"}));
    assert_eq!(session["isError"], false, "{session}");
    assert_eq!(session["structuredContent"]["step"], 1, "{session}");
    let again = c.run(json!({"code": "n * 3", "session": "a"}));
    assert_eq!(again["structuredContent"]["result"], 6, "{again}");
    assert_eq!(again["structuredContent"]["session"], "a", "{again}");
}

#[test]
fn a_lifted_deadline_is_refused_for_the_jail() {
    let out = Command::new(PYRITE)
        .args(["mcp", "--max-duration", "none"])
        .stdin(Stdio::null())
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--max-duration"), "{err}");
}

/// The default mode: each call in a fresh `pyrite jail` child, inputs and result crossing it.
#[test]
fn runs_each_call_in_a_jail_child() {
    let mut c = Client::start(&["--max-duration", "5s"]);
    let good = c.run(json!({"code": "print(n)\n[n] * 2", "inputs": {"n": "x"}}));
    assert_eq!(good["isError"], false, "{good}");
    assert_eq!(good["structuredContent"]["stdout"], "x\n", "{good}");
    assert_eq!(
        good["structuredContent"]["result"],
        json!(["x", "x"]),
        "{good}"
    );
    let failing = c.run(json!({"code": "raise ValueError('no')"}));
    assert_eq!(failing["isError"], true, "{failing}");
    assert!(text(&failing).contains("ValueError: no"), "{failing}");
    let limit = c.run(json!({"code": "while True: pass", "limits": {"max_duration": 0.2}}));
    assert_eq!(limit["isError"], true, "{limit}");
    assert_eq!(limit["structuredContent"]["limit"], "time", "{limit}");
    let raised = c.run(json!({"code": "1", "limits": {"max_duration": 60}}));
    assert!(
        text(&raised).contains("above the operator's cap"),
        "{raised}"
    );
}

/// Sessions in the default mode: each step a fresh jail child, the session crossing from one
/// to the next as a dump; a child killed at the deadline leaves the session as it was.
#[test]
fn sessions_cross_jailed_calls_as_dumps() {
    let mut c = Client::start(&["--max-duration", "1s", "--max-instructions", "none"]);
    let first = c.run(json!({"code": "n = 2\ndef f(k):\n    return n * k", "session": "a"}));
    assert_eq!(first["isError"], false, "{first}");
    let s = &first["structuredContent"];
    assert_eq!(
        (&s["session"], &s["step"]),
        (&json!("a"), &json!(1)),
        "{first}"
    );
    assert_eq!(s["rolled_back"], false, "{first}");
    let again = c.run(json!({"code": "print(f(3))\nn = 5", "session": "a"}));
    assert_eq!(again["structuredContent"]["stdout"], "6\n", "{again}");
    assert_eq!(again["structuredContent"]["step"], 2, "{again}");

    let killed = c.run(json!({"code": "n = 0\nwhile True: pass", "session": "a"}));
    assert_eq!(killed["isError"], true, "{killed}");
    let s = &killed["structuredContent"];
    assert_eq!(s["limit"], "time", "{killed}");
    assert_eq!(s["rolled_back"], true, "{killed}");
    assert_eq!(s["step"], 2, "{killed}");
    assert!(
        text(&killed).contains("session a: the step did not run to an end"),
        "{killed}"
    );
    let after = c.run(json!({"code": "f(1)", "session": "a", "end_session": true}));
    assert_eq!(after["structuredContent"]["result"], 5, "{after}");
    assert_eq!(after["structuredContent"]["step"], 3, "{after}");
    assert_eq!(after["structuredContent"]["ended"], true, "{after}");
    let gone = c.run(json!({"code": "n", "session": "a"}));
    assert!(text(&gone).contains("NameError"), "{gone}");
}

#[test]
fn a_session_cap_past_the_jail_is_refused() {
    let out = Command::new(PYRITE)
        .args(["mcp", "--max-session-bytes", "1GiB"])
        .stdin(Stdio::null())
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--max-session-bytes can be at most"), "{err}");
}
