//! Adversarial nesting: every input ends in a tree of bounded depth or a SyntaxError, never a
//! stack overflow, in the parser, in `Drop`, or in the error path. Tests run on a thread with a
//! small stack so that an unbounded recursion fails loudly here rather than in production.

use pyrite_lang::diagnostic::ErrorKind;
use pyrite_lang::parse::parse_module;

/// Runs `f` on a thread with a 1 MiB stack (smaller than any real caller's).
fn small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

fn assert_syntax_error(src: String, what: &str) {
    let result = small_stack(move || parse_module(&src).map(drop));
    match result {
        Err(e) => assert_eq!(e.kind, ErrorKind::SyntaxError, "{what}: {e}"),
        Ok(()) => panic!("{what}: expected a SyntaxError"),
    }
}

#[test]
fn deep_inputs_are_refused() {
    let n = 100_000;
    assert_syntax_error("-".repeat(n) + "1", "unary minus chain");
    assert_syntax_error("not ".repeat(n) + "x", "not chain");
    assert_syntax_error("1+".repeat(n) + "1", "addition chain");
    assert_syntax_error("2**".repeat(n) + "2", "power chain");
    assert_syntax_error("x.".repeat(n) + "x", "attribute chain");
    assert_syntax_error("a".to_string() + &"[0]".repeat(n), "subscript chain");
    assert_syntax_error("f".to_string() + &"()".repeat(n), "call chain");
    assert_syntax_error("lambda:".repeat(n) + "0", "lambda chain");
    assert_syntax_error("a if b else ".repeat(n) + "c", "conditional chain");
    assert_syntax_error("(".repeat(n) + &")".repeat(n), "parentheses");
    assert_syntax_error("[".repeat(n), "unclosed brackets");
    assert_syntax_error("x = ".to_string() + &"{1: ".repeat(n), "dicts");
    assert_syntax_error("await ".repeat(n) + "x", "await chain");
    assert_syntax_error("~".repeat(n) + "x", "invert chain");
    assert_syntax_error("x = ".to_string() + &"yield ".repeat(n), "yield chain");
}

#[test]
fn nesting_inside_brackets_is_bounded_too() {
    // Each bracket level is under the bracket cap, but the chains inside add up. (Plain
    // parentheses make no node, so lists are used.)
    let inner = "1+".repeat(900) + "1";
    let src = format!("x = {}{inner}{}", "[".repeat(150), "]".repeat(150));
    assert_syntax_error(src, "chains inside brackets");
}

#[test]
fn bracket_cap_matches_cpython() {
    let ok = "(".repeat(199) + &")".repeat(199);
    assert!(small_stack(move || parse_module(&ok).is_ok()));
    let too_deep = "(".repeat(201) + &")".repeat(201);
    let e = small_stack(move || parse_module(&too_deep).unwrap_err());
    assert_eq!(e.message, "too many nested parentheses");
}

#[test]
fn indentation_cap() {
    let mut src = String::new();
    for level in 0..120 {
        src.push_str(&" ".repeat(level));
        src.push_str("if x:\n");
    }
    src.push_str(&" ".repeat(120));
    src.push_str("pass\n");
    let e = small_stack(move || parse_module(&src).unwrap_err());
    assert_eq!(e.kind, ErrorKind::IndentationError);
    assert_eq!(e.message, "too many levels of indentation");
}

#[test]
fn moderate_depth_is_accepted() {
    let src = "x = ".to_string() + &"1+".repeat(500) + "1";
    assert!(small_stack(move || parse_module(&src).is_ok()));
    let src = "x = ".to_string() + &"-".repeat(500) + "1";
    assert!(small_stack(move || parse_module(&src).is_ok()));
    let src = "x = ".to_string() + &"f(".repeat(150) + &")".repeat(150);
    assert!(small_stack(move || parse_module(&src).is_ok()));
}

#[test]
fn long_flat_inputs_are_fine() {
    let src = "x = [".to_string() + &"1, ".repeat(200_000) + "]\n";
    let m = small_stack(move || parse_module(&src).map(|m| m.body.len()));
    assert_eq!(m, Ok(1));
    let src = "x = 1\n".repeat(50_000);
    let m = small_stack(move || parse_module(&src).map(|m| m.body.len()));
    assert_eq!(m, Ok(50_000));
}

#[test]
fn the_depth_cap_is_exact_and_the_deepest_tree_drops_on_a_small_stack() {
    let cap = pyrite_lang::parse::MAX_EXPR_DEPTH as usize;
    // `x = -...-1`: cap - 1 unary nodes over one constant is exactly `cap` deep.
    let deepest = "x = ".to_string() + &"-".repeat(cap - 1) + "1";
    assert!(small_stack(move || parse_module(&deepest).is_ok()));
    let too_deep = "x = ".to_string() + &"-".repeat(cap) + "1";
    let e = small_stack(move || parse_module(&too_deep).unwrap_err());
    assert_eq!(e.message, "too many nested expressions");
    // The same cap holds across f-string fields and lambdas.
    let inner = "-".repeat(cap - 3) + "1";
    let src = format!("x = f'{{{inner}}}'");
    assert!(small_stack(move || parse_module(&src).is_ok()));
    let inner = "-".repeat(cap) + "1";
    let src = format!("x = f'{{{inner}}}'");
    assert!(small_stack(move || parse_module(&src).is_err()));
}
