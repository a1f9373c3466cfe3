//! A suspended run saved to bytes and resumed in a second process: the first process starts
//! the script, which stops at `approve(...)` (an external function: a human's decision that
//! may take days); the snapshot goes to a file, and a fresh process loads it, checks it and
//! finishes the run with the answer.
//!
//! `cargo run --release --example snapshot` (it runs itself again as the second process)

use std::path::Path;
use std::process::Command;

use pyrite::{Engine, HostValue, RunOptions, Step, Suspension};

pub const SCRIPT: &str = "\
total = sum(item['price'] * item['qty'] for item in cart)
print(f'cart total {total:.2f}')
if approve('order', amount=total):
    print('order placed')
else:
    print('order cancelled')
total
";

/// Both processes build the same engine: a snapshot resumes only under the policy (surface,
/// host functions, limits) it was made under.
fn engine() -> Engine {
    let mut engine = Engine::new();
    engine.register_external("approve");
    engine
}

/// First process: run to the call and save the run. Returns what it printed.
pub fn first(path: &Path) -> String {
    let engine = engine();
    let program = engine
        .compile(SCRIPT.as_bytes(), "order.py")
        .expect("compiles");
    let cart = serde_json::json!([{"price": 2.5, "qty": 4}, {"price": 10.0, "qty": 1}]);
    let options = RunOptions::new().input("cart", &cart).expect("inputs");
    let mut out = Vec::new();
    let Step::Suspended(call) = engine.start(&program, &options, &mut out) else {
        panic!("the script asks for approval");
    };
    assert_eq!(call.function(), "approve");
    std::fs::write(path, call.dump()).expect("write the snapshot");
    String::from_utf8(out).expect("utf-8")
}

/// Second process: load the snapshot (untrusted bytes: checked and replayed), answer, finish.
pub fn second(path: &Path, approved: bool) -> (String, Option<HostValue>) {
    let engine = engine();
    let bytes = std::fs::read(path).expect("read the snapshot");
    let call = Suspension::load(&engine, &bytes).expect("a valid snapshot");
    println!(
        "resuming {}({:?}, {:?})",
        call.function(),
        call.args(),
        call.kwargs()
    );
    let mut out = Vec::new();
    let step = call
        .resume(&engine, Ok(HostValue::Bool(approved)), &mut out)
        .expect("same policy");
    let outcome = step.done().expect("no other call");
    assert!(outcome.is_ok(), "{:?}", outcome.status);
    (String::from_utf8(out).expect("utf-8"), outcome.result)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let [_, flag, path] = args.as_slice() {
        if flag == "--resume" {
            let (out, result) = second(Path::new(path), true);
            print!("{out}");
            println!("result: {result:?}");
            return;
        }
    }
    let path = std::env::temp_dir().join(format!("pyrite-snapshot-{}.bin", std::process::id()));
    print!("{}", first(&path));
    println!(
        "saved {} bytes; resuming in a second process",
        std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0)
    );
    let me = std::env::current_exe().expect("own path");
    let status = Command::new(me)
        .arg("--resume")
        .arg(&path)
        .status()
        .expect("second process");
    let _ = std::fs::remove_file(&path);
    assert!(status.success());
}
