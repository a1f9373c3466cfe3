//! `pyrite repl`: an interactive loop on a [`Session`], as `python3 -i` is one on CPython.
//!
//! Each chunk (a simple statement, or a compound statement ended by a blank line) is one step
//! of the session, compiled as CPython compiles a chunk of its interactive loop
//! ([`Session::run_interactive`]: an expression statement outside a function or class shows
//! its value and binds `_`), named `<stdin>` with its lines numbered from 1. An exception
//! prints its traceback and ends only its step; a refusal or syntax error changes nothing; a
//! limit rolls the step back, and so does Ctrl-C while a step runs (CPython keeps what the
//! interrupted step did; Pyrite's session goes on from before it, as after any limit).
//!
//! On a terminal the lines are read with line editing and history (rustyline); otherwise
//! they are read from stdin as CPython reads them: prompts (`>>> `, `... `) on stderr, what
//! the chunks print on stdout. [`classify`] decides, as `codeop` does for CPython's `code`
//! module, whether the lines so far are a whole chunk, the start of one, or an error.

use std::io::{BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use pyrite_lang::ast::{Span, StmtKind};
use pyrite_lang::diagnostic::{Diagnostic, ErrorKind};

use crate::{CancelHandle, Engine, RunOptions, Session, Status};

/// The file name chunks have in tracebacks and syntax errors, as in CPython's loop.
pub const FILENAME: &str = "<stdin>";

/// What the lines read so far are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chunk {
    /// A whole chunk, to run.
    Complete,
    /// The start of one: read another line (`... `).
    Incomplete,
    /// An error no further line can mend: the error as CPython prints it.
    Error(String),
}

/// Whether `lines` (without their newlines) are a whole chunk of the interactive loop. A
/// simple statement is whole at its end; a compound statement (or a decorator) goes on until
/// a blank line; an open bracket, a triple-quoted string or a backslash continuation goes on
/// whatever comes. A parse error that more input could mend (one at the end of the input, or
/// an unclosed bracket or string) asks for more; any other is reported at once, as is a
/// second statement after a compound one (CPython's loop reads one statement a chunk).
/// With `at_eof` (the input ended), nothing asks for more: what does not parse is an error.
pub fn classify(lines: &[String], at_eof: bool) -> Chunk {
    let text = chunk_text(lines);
    let ended = at_eof || lines.last().is_some_and(|l| l.trim().is_empty());
    match pyrite_lang::parse::parse_module(&text) {
        Ok(module) => {
            let compound = module.body.first().is_some_and(|s| is_compound(&s.kind));
            if let (true, Some(second)) = (compound, module.body.get(1)) {
                let start = second.span.start as usize;
                let word = text
                    .get(start..)
                    .map_or(0, |t| {
                        t.find(|c: char| !(c.is_alphanumeric() || c == '_'))
                            .unwrap_or(t.len())
                    })
                    .max(1);
                let d = Diagnostic::syntax("invalid syntax", Span::new(start, start + word));
                return Chunk::Error(render(&d, &text));
            }
            if compound && !ended {
                Chunk::Incomplete
            } else {
                Chunk::Complete
            }
        }
        Err(d) if at_eof => Chunk::Error(render(&d, &text)),
        Err(d) => on_error(d, &text, ended),
    }
}

/// The source of a chunk: its lines, each ended by a newline.
fn chunk_text(lines: &[String]) -> String {
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// Whether a statement is compound: its chunk ends at a blank line.
fn is_compound(kind: &StmtKind) -> bool {
    matches!(
        kind,
        StmtKind::FunctionDef(_)
            | StmtKind::ClassDef(_)
            | StmtKind::For { .. }
            | StmtKind::While { .. }
            | StmtKind::If { .. }
            | StmtKind::With { .. }
            | StmtKind::Match { .. }
            | StmtKind::Try { .. }
    )
}

/// Whether more lines could mend parse error `d` of `text` (as `codeop` asks whether the
/// error moves when more text follows): an unterminated triple-quoted string or a backslash
/// at the end always; an unclosed bracket when closing it leaves no error before the closers
/// (else that error is the chunk's); any other error, unless a blank line already ended the
/// chunk, when it moves past the text as a line follows.
fn on_error(d: Diagnostic, text: &str, ended: bool) -> Chunk {
    let m = d.message.as_str();
    if m.starts_with("unterminated triple-quoted string") || m == "unexpected EOF while parsing" {
        return Chunk::Incomplete;
    }
    let error = |e: &Diagnostic| Chunk::Error(render(e, text));
    if m.ends_with("was never closed") {
        let body = text.trim_end_matches('\n');
        let mut closed = body.to_string();
        for b in pyrite_lang::lexer::open_brackets(text).iter().rev() {
            closed.push(match b {
                b'(' => ')',
                b'[' => ']',
                _ => '}',
            });
        }
        closed.push('\n');
        return match pyrite_lang::parse::parse_module(&closed) {
            Err(e) if (e.span.start as usize) < body.len() => error(&e),
            _ => Chunk::Incomplete,
        };
    }
    if ended {
        return error(&d);
    }
    // Does the error stay where it is when a line follows? Then no line can mend it.
    let more = format!("{text}_\n");
    match pyrite_lang::parse::parse_module(&more) {
        Err(e) if (e.span.start as usize) < text.len() => error(&d),
        _ => Chunk::Incomplete,
    }
}

/// A syntax error as CPython's loop prints it. An error on a blank line (a block that a blank
/// line ended before it began) shows that line, empty, with its caret, as CPython's does.
fn render(d: &Diagnostic, text: &str) -> String {
    let map = pyrite_lang::diagnostic::SourceMap::new(text);
    let (line, _) = map.line_col(d.span.start as usize);
    let blank = map.line_text(line).is_none_or(|t| t.trim().is_empty());
    if blank && d.message.starts_with("expected an indented block") {
        return format!(
            "  File \"{FILENAME}\", line {line}\n    \n    ^\n{}: {}\n",
            d.kind.name(),
            d.message
        );
    }
    d.render(FILENAME, text)
}

/// One read of a line.
enum Read {
    Line(String),
    Interrupted,
    Eof,
}

/// Where the lines come from: a terminal with line editing, or a plain stream.
enum Lines {
    Editor(Box<rustyline::DefaultEditor>),
    Stream(std::io::StdinLock<'static>),
}

impl Lines {
    fn read(&mut self, prompt: &str) -> Read {
        match self {
            Lines::Editor(ed) => match ed.readline(prompt) {
                Ok(line) => Read::Line(line),
                Err(rustyline::error::ReadlineError::Interrupted) => Read::Interrupted,
                Err(_) => Read::Eof,
            },
            Lines::Stream(input) => {
                let mut err = std::io::stderr().lock();
                let _ = err.write_all(prompt.as_bytes()).and_then(|()| err.flush());
                let mut buf = Vec::new();
                match input.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => Read::Eof,
                    Ok(_) => {
                        if buf.last() == Some(&b'\n') {
                            buf.pop();
                            if buf.last() == Some(&b'\r') {
                                buf.pop();
                            }
                        }
                        Read::Line(String::from_utf8_lossy(&buf).into_owned())
                    }
                }
            }
        }
    }

    fn is_terminal(&self) -> bool {
        matches!(self, Lines::Editor(_))
    }
}

/// What a terminal session prints first, unless `-q`.
fn banner() -> String {
    format!(
        "Pyrite {}: a sandboxed interpreter for a Python 3.11 dialect\n\
         Each input runs under limits. Ctrl-C cancels a running one; Ctrl-D leaves.\n",
        env!("CARGO_PKG_VERSION")
    )
}

/// What follows a limit's message: the state is the one before the step.
const ROLLED_BACK: &str = "pyrite: the step was rolled back: the session is as it was before it\n";

/// Runs the interactive loop on stdin under `engine` until end of input (or an uncaught
/// `SystemExit`), returning the exit status: 0, or `SystemExit`'s. On a terminal the lines
/// are edited with rustyline and, unless `quiet`, a banner is printed on stderr first.
pub fn run(engine: &Engine, quiet: bool) -> i32 {
    let stdin = std::io::stdin();
    let mut lines = if stdin.is_terminal() {
        let config = rustyline::Config::builder().auto_add_history(true).build();
        match rustyline::DefaultEditor::with_config(config) {
            Ok(ed) => Lines::Editor(Box::new(ed)),
            Err(_) => Lines::Stream(stdin.lock()),
        }
    } else {
        Lines::Stream(stdin.lock())
    };
    if lines.is_terminal() && !quiet {
        eprint!("{}", banner());
    }
    // Ctrl-C while a step runs cancels it (the flag is the step's cancellation handle); at
    // a terminal's prompt rustyline reads it as a key.
    let interrupted = Arc::new(AtomicBool::new(false));
    let _ = signal_hook::flag::register(signal_hook::consts::SIGINT, interrupted.clone());
    let cancel = CancelHandle::from_flag(interrupted.clone());
    let mut session = engine.session();
    let mut buf: Vec<String> = Vec::new();
    loop {
        let prompt = if buf.is_empty() { ">>> " } else { "... " };
        let chunk = match lines.read(prompt) {
            Read::Eof => {
                if !lines.is_terminal() {
                    // (rustyline ends the line itself.)
                    eprintln!();
                }
                if buf.is_empty() {
                    return 0;
                }
                classify(&buf, true)
            }
            Read::Interrupted => {
                eprintln!("KeyboardInterrupt");
                buf.clear();
                continue;
            }
            Read::Line(line) => {
                let t = line.trim_start();
                if buf.is_empty() && (t.is_empty() || t.starts_with('#')) {
                    continue;
                }
                buf.push(line);
                classify(&buf, false)
            }
        };
        match chunk {
            Chunk::Incomplete => continue,
            Chunk::Error(text) => eprint!("{text}"),
            Chunk::Complete => {
                interrupted.store(false, Ordering::Relaxed);
                let code = chunk_text(&buf);
                if let Some(status) = run_chunk(&mut session, &code, &cancel) {
                    return status;
                }
            }
        }
        buf.clear();
    }
}

/// Runs one chunk and prints how it ended on stderr; `Some(status)` when the loop must end
/// (an uncaught `SystemExit`, as `python3 -i` exits on one).
fn run_chunk(session: &mut Session, code: &str, cancel: &CancelHandle) -> Option<i32> {
    let options = RunOptions::new().cancel_handle(cancel);
    let mut out = std::io::stdout().lock();
    let outcome = session.run_interactive(code.as_bytes(), FILENAME, &options, &mut out);
    let _ = out.flush();
    drop(out);
    let mut err = std::io::stderr().lock();
    let text = match &outcome.status {
        Status::Ok => String::new(),
        Status::Exit { code, stderr } => {
            let _ = err.write_all(stderr.as_bytes());
            return Some(code & 0xff);
        }
        // The session cannot go on (its heap could not be rebuilt): neither can the loop.
        Status::SessionEnded(_) => {
            let _ = err.write_all(outcome.status.render(session.engine().limits()).as_bytes());
            return Some(outcome.exit_code());
        }
        Status::Limit(pyrite_runtime::LimitKind::Cancelled) => {
            format!("KeyboardInterrupt\n{ROLLED_BACK}")
        }
        Status::Limit(_) => {
            format!(
                "{}{ROLLED_BACK}",
                outcome.status.render(session.engine().limits())
            )
        }
        // A syntax error of the compiler's own (CPython's symtable and compiler raise it
        // after the parser read the chunk) has no source line in CPython's loop: the line
        // would be read again from `<stdin>`. Refusals are Pyrite's, and keep theirs.
        Status::CompileError(e) if e.diagnostic.kind == ErrorKind::SyntaxError => {
            let (line, _) = e.line_col(code);
            format!(
                "  File \"{FILENAME}\", line {line}\nSyntaxError: {}\n",
                e.diagnostic.message
            )
        }
        other => other.render(session.engine().limits()),
    };
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        text.split('\n').map(str::to_string).collect()
    }

    #[test]
    fn simple_statements_are_whole_at_their_end() {
        assert_eq!(classify(&lines("x = 1"), false), Chunk::Complete);
        assert_eq!(classify(&lines("1; 2"), false), Chunk::Complete);
    }

    #[test]
    fn compound_statements_wait_for_a_blank_line() {
        for src in [
            "if x:",
            "if x:\n  5",
            "for i in range(3): i",
            "def f():\n    return 1",
            "@dec",
            "if x:\n  5\nelse:",
            "class C:\n  x = (1,\n\n  2)",
        ] {
            assert_eq!(classify(&lines(src), false), Chunk::Incomplete, "{src:?}");
        }
        assert_eq!(classify(&lines("if x:\n  5\n"), false), Chunk::Complete);
    }

    #[test]
    fn open_brackets_and_strings_go_on() {
        for src in ["(1,", "[1,\n", "\"\"\"a\n\nb", "x = 1 + \\"] {
            assert_eq!(classify(&lines(src), false), Chunk::Incomplete, "{src:?}");
        }
    }

    #[test]
    fn errors_are_reported_at_once() {
        for src in [
            "1 +",
            "x = = 1",
            ")",
            "if x:\n  5\nx = 3",
            "if x:\n",
            "b = [1, 2\n3",
        ] {
            assert!(
                matches!(classify(&lines(src), false), Chunk::Error(_)),
                "{src:?}"
            );
        }
        assert!(matches!(classify(&lines("(1,"), true), Chunk::Error(_)));
    }
}
