//! Compile-time errors (`SyntaxError`, `IndentationError`, `TabError`, refusals) and how they are
//! printed: file, line, the source line, a caret, then `Kind: message`, as CPython prints them.

use crate::ast::Span;

/// The Python exception class a compile-time error is reported as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Malformed source.
    SyntaxError,
    /// Inconsistent or unexpected indentation.
    IndentationError,
    /// Tabs and spaces mixed inconsistently.
    TabError,
    /// A construct Python accepts that Pyrite does not support (yet).
    NotImplementedError,
    /// An import of a module the policy does not allow.
    ModuleNotFoundError,
    /// `from m import x` where `m` has no `x` in the policy.
    ImportError,
    /// Source that is not valid UTF-8, has a non-UTF-8 coding declaration, or is empty.
    UnicodeDecodeError,
    /// A value the compiler cannot hold, such as an over-long literal (CPython: ValueError).
    ValueError,
    /// A name the policy refuses (`eval`, `open`, `__builtins__`, ...).
    NameError,
    /// An attribute the policy refuses (`__globals__`, `gi_frame`, ...).
    AttributeError,
    /// Not the script's error: the compiler itself failed (a caught panic, a bug in Pyrite).
    InternalError,
}

impl ErrorKind {
    /// The exception class name as Python prints it.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::IndentationError => "IndentationError",
            ErrorKind::TabError => "TabError",
            ErrorKind::NotImplementedError => "NotImplementedError",
            ErrorKind::ModuleNotFoundError => "ModuleNotFoundError",
            ErrorKind::ImportError => "ImportError",
            ErrorKind::UnicodeDecodeError => "SyntaxError",
            ErrorKind::ValueError => "ValueError",
            ErrorKind::NameError => "NameError",
            ErrorKind::AttributeError => "AttributeError",
            ErrorKind::InternalError => "InternalError",
        }
    }
}

/// One compile-time error with the span it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The exception class.
    pub kind: ErrorKind,
    /// The message after `Kind: `, exactly as CPython words it where CPython has one.
    pub message: String,
    /// Where the caret points. An empty span points at `span.start`.
    pub span: Span,
    /// False where CPython prints the source line without a caret (its offset lies left of
    /// the text, as for "unexpected indent" and `TabError`).
    pub caret: bool,
    /// For a refusal: what it refuses and what is available instead (for tools such as
    /// `pyrite check --json`; the message says the same in words).
    pub refusal: Option<Box<Refusal>>,
}

/// What a refusal names, in a form tools can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The refused construct, as the message names it: `module 'os'`, `built-in 'eval'`,
    /// `attribute '__globals__'`, `async function`, ...
    pub construct: String,
    /// What the policy offers in its place (the modules, a module's members), when it is a
    /// list; empty when nothing replaces it.
    pub available: Vec<String>,
}

impl Diagnostic {
    /// A new diagnostic.
    pub fn new(kind: ErrorKind, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            kind,
            message: message.into(),
            span,
            caret: true,
            refusal: None,
        }
    }

    /// The same diagnostic, recording the construct it refuses and what is available
    /// instead (see [`Refusal`]).
    pub fn refusing(mut self, construct: impl Into<String>, available: Vec<String>) -> Diagnostic {
        self.refusal = Some(Box::new(Refusal {
            construct: construct.into(),
            available,
        }));
        self
    }

    /// The same diagnostic, printed without a caret line (see [`Diagnostic::caret`]).
    pub fn without_caret(mut self) -> Diagnostic {
        self.caret = false;
        self
    }

    /// A `SyntaxError`.
    pub fn syntax(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(ErrorKind::SyntaxError, message, span)
    }

    /// A refusal: `NotImplementedError: <construct> is not supported`.
    pub fn unsupported(construct: &str, span: Span) -> Diagnostic {
        Diagnostic::new(
            ErrorKind::NotImplementedError,
            format!("{construct} is not supported"),
            span,
        )
        .refusing(construct, Vec::new())
    }

    /// Renders the error as CPython does for a file:
    ///
    /// ```text
    ///   File "x.py", line 1
    ///     x = (1 +
    ///         ^
    /// SyntaxError: '(' was never closed
    /// ```
    ///
    /// The source line and caret follow CPython's `print_error_text`: leading whitespace is
    /// stripped (the caret moves with it), trailing whitespace kept, the caret clipped to the
    /// end of the line, and one `^` per character of the span on its first line.
    pub fn render(&self, filename: &str, source: &str) -> String {
        let map = SourceMap::new(source);
        let (line, col) = map.line_col(self.span.start as usize);
        let mut out = format!("  File \"{filename}\", line {line}\n");
        if let Some(text) = map.line_text(line).filter(|t| !t.trim().is_empty()) {
            let (end_line, end_col) =
                map.line_col((self.span.end as usize).max(self.span.start as usize));
            let line_size = text.chars().count() + 1;
            let end_offset = if end_line > line { line_size } else { end_col };
            let end_offset = end_offset.min(line_size + 1);
            let carets = end_offset.saturating_sub(col).max(1);
            let trimmed = text.trim_start_matches([' ', '\t', '\x0c']);
            let indent = text.chars().count() - trimmed.chars().count();
            out.push_str(&format!("    {trimmed}\n"));
            let offset = (col - 1).checked_sub(indent).filter(|_| self.caret);
            if let Some(offset) = offset {
                let offset = offset.min(trimmed.chars().count());
                out.push_str(&format!(
                    "    {}{}\n",
                    " ".repeat(offset),
                    "^".repeat(carets)
                ));
            }
        }
        out.push_str(&format!("{}: {}\n", self.kind.name(), self.message));
        out
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// Maps byte offsets to 1-based line numbers and 1-based character columns.
#[derive(Clone, Debug)]
pub struct SourceMap<'a> {
    source: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> SourceMap<'a> {
    /// Indexes the line starts of `source`.
    pub fn new(source: &'a str) -> SourceMap<'a> {
        let mut line_starts = vec![0];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        SourceMap {
            source,
            line_starts,
        }
    }

    /// The 1-based line and 1-based column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.source.len());
        let line_index = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.line_starts.get(line_index).copied().unwrap_or(0);
        let col = self
            .source
            .get(start..offset)
            .map(|s| s.chars().count())
            .unwrap_or(0);
        (line_index + 1, col + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: usize) -> Option<&'a str> {
        let start = *self.line_starts.get(line.checked_sub(1)?)?;
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.source.len());
        let text = self.source.get(start..end)?;
        Some(text.trim_end_matches(['\n', '\r']))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_like_cpython() {
        let src = "x = 1\ny = (1 +\n";
        let d = Diagnostic::syntax("'(' was never closed", Span::new(10, 11));
        assert_eq!(
            d.render("t.py", src),
            "  File \"t.py\", line 2\n    y = (1 +\n        ^\nSyntaxError: '(' was never closed\n"
        );
    }

    #[test]
    fn line_col_counts_characters() {
        let map = SourceMap::new("é = 1\nab");
        assert_eq!(map.line_col(0), (1, 1));
        assert_eq!(map.line_col(2), (1, 2));
        assert_eq!(map.line_col(7), (2, 1));
    }
}
