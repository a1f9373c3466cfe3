//! Suspend and resume across an asynchronous boundary: the script calls `http_get`, an
//! external function; each call stops the run, the host hands the request to an I/O worker
//! (a thread here, standing for an async runtime), and resumes the run when the answer
//! arrives, with the value or with an exception the script catches.
//!
//! `cargo run --release --example suspend_resume`

use std::sync::mpsc;
use std::thread;

use pyrite::{Engine, HostError, HostValue, RunOptions, Step};

pub const SCRIPT: &str = "\
pages = {}
for url in urls:
    try:
        pages[url] = http_get(url, timeout=2)
    except TimeoutError as e:
        print('gave up on', url, '-', e)
print(sorted(pages))
sum(len(p) for p in pages.values())
";

/// The I/O worker: answers each request on its own thread, as an async runtime would.
fn io_worker() -> (
    mpsc::Sender<String>,
    mpsc::Receiver<Result<HostValue, HostError>>,
) {
    let (req_tx, req_rx) = mpsc::channel::<String>();
    let (resp_tx, resp_rx) = mpsc::channel();
    thread::spawn(move || {
        for url in req_rx {
            let answer = if url.contains("slow") {
                Err(HostError::new(
                    "TimeoutError",
                    format!("{url} took too long"),
                ))
            } else {
                Ok(HostValue::Str(format!("<html>{url}</html>")))
            };
            if resp_tx.send(answer).is_err() {
                return;
            }
        }
    });
    (req_tx, resp_rx)
}

/// Runs the script to its end, answering each suspension through the worker; the output and
/// the result.
pub fn run() -> (String, Option<HostValue>, usize) {
    let mut engine = Engine::new();
    engine.register_external("http_get");
    let program = engine
        .compile(SCRIPT.as_bytes(), "fetch.py")
        .expect("compiles");
    let options = RunOptions::new()
        .input("urls", &["a.example", "slow.example", "b.example"])
        .expect("inputs");
    let (requests, answers) = io_worker();
    let mut out = Vec::new();
    let mut step = engine.start(&program, &options, &mut out);
    let mut calls = 0;
    loop {
        match step {
            Step::Suspended(call) => {
                calls += 1;
                // The run is plain data now: nothing of it is running while the host waits.
                let Some(HostValue::Str(url)) = call.args().first().cloned() else {
                    panic!("http_get takes a url");
                };
                requests.send(url).expect("worker alive");
                let answer = answers.recv().expect("worker answers");
                step = call.resume(&engine, answer, &mut out).expect("same engine");
            }
            Step::Done(outcome) => {
                assert!(outcome.is_ok(), "{:?}", outcome.status);
                return (
                    String::from_utf8(out).expect("utf-8"),
                    outcome.result,
                    calls,
                );
            }
        }
    }
}

fn main() {
    let (out, result, calls) = run();
    print!("{out}");
    println!("result: {result:?} after {calls} suspensions");
}
