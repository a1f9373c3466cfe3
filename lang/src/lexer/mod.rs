//! The lexer: logos raw tokens (`raw.rs`) plus the indentation layer that CPython's tokenizer
//! implements (NEWLINE, INDENT, DEDENT, implicit line joining inside brackets), literal decoding
//! (`strings.rs`, `numbers.rs`) and the soft-keyword decisions (`soft.rs`).
//!
//! Refuses what CPython's tokenizer refuses, with its messages: unterminated strings, bad number
//! literals, unmatched or mismatched brackets, more than 200 nested brackets, inconsistent tabs,
//! bad dedents, more than 100 indentation levels.

pub mod names;
mod numbers;
mod raw;
mod soft;
pub(crate) mod strings;
mod unicode14_aliases;
mod unicode14_names;

use std::borrow::Cow;

use logos::Logos;
use num_bigint::BigInt;
use unicode_normalization::UnicodeNormalization;

use crate::ast::Span;
use crate::diagnostic::{Diagnostic, ErrorKind, SourceMap};
use raw::Raw;

/// Brackets nested deeper than this are refused, as CPython's tokenizer does (`MAXLEVEL`).
pub const MAX_BRACKET_DEPTH: usize = 200;
/// Indentation levels deeper than this are refused, as CPython's tokenizer does (`MAXINDENT`).
pub const MAX_INDENT_DEPTH: usize = 100;

/// A token with its byte span: `(start, token, end)`, the triple lalrpop consumes.
pub type Spanned<'a> = (usize, Tok<'a>, usize);

/// An f-string literal, kept undecoded: its fields are parsed later by [`crate::fstring`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FStr {
    /// Offset of the first byte of the body.
    pub content_start: usize,
    /// Offset one past the last byte of the body.
    pub content_end: usize,
    /// `rf"..."`: backslashes are literal.
    pub raw: bool,
    /// Triple-quoted.
    pub triple: bool,
}

/// A token of the Python grammar.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Tok<'a> {
    /// An identifier, NFKC-normalized (borrowed from the source when it is ASCII).
    Name(Cow<'a, str>),
    Int(i64),
    BigInt(Box<BigInt>),
    Float(f64),
    /// An imaginary literal `2j`: its imaginary part.
    Imag(f64),
    /// A `str` literal, escapes decoded.
    Str(Cow<'a, str>),
    Bytes(Vec<u8>),
    FStr(FStr),
    Newline,
    Indent,
    Dedent,
    /// Internal: first token of an f-string field's stream, selecting the field grammar.
    FieldStart,
    // Keywords.
    False,
    None,
    True,
    And,
    As,
    Assert,
    Async,
    Await,
    Break,
    Class,
    Continue,
    Def,
    Del,
    Elif,
    Else,
    Except,
    Finally,
    For,
    From,
    Global,
    If,
    Import,
    In,
    Is,
    Lambda,
    Nonlocal,
    Not,
    Or,
    Pass,
    Raise,
    Return,
    Try,
    While,
    With,
    Yield,
    /// The soft keyword `match`, where it starts a match statement.
    Match,
    /// The soft keyword `case`, where it starts a case clause.
    Case,
    // Operators and delimiters.
    LPar,
    RPar,
    LSqb,
    RSqb,
    LBrace,
    RBrace,
    /// `(` right after `with` whose group holds with-items (`with (a as b, c):`).
    WithLPar,
    /// The `)` matching a [`Tok::WithLPar`].
    WithRPar,
    Colon,
    Comma,
    Semi,
    Plus,
    Minus,
    Star,
    Slash,
    VBar,
    Amper,
    Less,
    Greater,
    Equal,
    Dot,
    Percent,
    EqEqual,
    NotEqual,
    LessEqual,
    GreaterEqual,
    Tilde,
    Circumflex,
    LeftShift,
    RightShift,
    DoubleStar,
    PlusEqual,
    MinEqual,
    StarEqual,
    SlashEqual,
    PercentEqual,
    AmperEqual,
    VBarEqual,
    CircumflexEqual,
    LeftShiftEqual,
    RightShiftEqual,
    DoubleStarEqual,
    DoubleSlash,
    DoubleSlashEqual,
    At,
    AtEqual,
    RArrow,
    Ellipsis,
    ColonEqual,
}

impl Tok<'_> {
    /// A name or a literal: a whole operand on its own, which can both start and end an
    /// expression (used to word syntax errors and to tell soft keywords from names).
    pub fn is_operand(&self) -> bool {
        matches!(
            self,
            Tok::Name(_)
                | Tok::Int(_)
                | Tok::BigInt(_)
                | Tok::Float(_)
                | Tok::Imag(_)
                | Tok::Str(_)
                | Tok::Bytes(_)
                | Tok::FStr(_)
                | Tok::None
                | Tok::True
                | Tok::False
        )
    }
}

/// Tokenizes a whole file: the token stream the grammar's `file_input` consumes, ending with
/// NEWLINE and the DEDENTs that close open blocks.
pub fn tokenize(src: &str) -> Result<Vec<Spanned<'_>>, Diagnostic> {
    let mut toks = Layer::new(src, 0, src.len(), false).run()?;
    soft::resolve(&mut toks);
    Ok(toks)
}

/// [`tokenize`] for a file whose brackets may stay open: the tokens, and the "'(' was never
/// closed" error its end raises, which CPython reports only when its parser does not fail
/// first (see `parse::parse_module`). Any other tokenizer error is returned as is.
pub fn tokenize_open(src: &str) -> Result<(Vec<Spanned<'_>>, Option<Diagnostic>), Diagnostic> {
    let mut layer = Layer::new(src, 0, src.len(), false);
    layer.scan()?;
    let unclosed = layer
        .brackets
        .last()
        .map(|&(open, at)| layer.err(format!("'{}' was never closed", open as char), at, at + 1));
    let mut toks = match unclosed {
        Some(_) => layer.out,
        None => layer.finish()?,
    };
    soft::resolve(&mut toks);
    Ok((toks, unclosed))
}

/// The brackets still open at the end of `src`, outermost first (empty when every bracket is
/// closed, or when the text has an error before its end): what an interactive loop waits to
/// see closed before it parses a chunk.
pub fn open_brackets(src: &str) -> Vec<u8> {
    let mut layer = Layer::new(src, 0, src.len(), false);
    match layer.scan() {
        Ok(()) => layer.brackets.iter().map(|&(b, _)| b).collect(),
        Err(_) => Vec::new(),
    }
}

/// Tokenizes the expression of an f-string field, `src[start..end]`, as if inside parentheses
/// (newlines join, no indentation). Spans are offsets into `src`.
pub(crate) fn tokenize_field(
    src: &str,
    start: usize,
    end: usize,
) -> Result<Vec<Spanned<'_>>, Diagnostic> {
    Layer::new(src, start, end, true).run()
}

/// The indentation layer over the logos lexer.
struct Layer<'a> {
    src: &'a str,
    start: usize,
    end: usize,
    /// Lexing an f-string field: no indentation, newlines are insignificant.
    field: bool,
    out: Vec<Spanned<'a>>,
    /// Open brackets: the byte and its offset.
    brackets: Vec<(u8, usize)>,
    /// Indentation stack: (column with tabs to 8, column with tabs to 1).
    indents: Vec<(usize, usize)>,
    /// Offset where the current physical line starts.
    line_start: usize,
    /// No token has been seen on the current logical line yet.
    at_line_start: bool,
}

impl<'a> Layer<'a> {
    fn new(src: &'a str, start: usize, end: usize, field: bool) -> Layer<'a> {
        Layer {
            src,
            start,
            end,
            field,
            out: Vec::new(),
            brackets: Vec::new(),
            indents: vec![(0, 0)],
            line_start: start,
            at_line_start: true,
        }
    }

    fn err(&self, msg: impl Into<String>, start: usize, end: usize) -> Diagnostic {
        self.field_err(Diagnostic::syntax(msg, Span::new(start, end)))
    }

    /// Inside an f-string replacement field, CPython prefixes tokenizer errors with `f-string: `.
    fn field_err(&self, mut d: Diagnostic) -> Diagnostic {
        if self.field {
            d.message = format!("f-string: {}", d.message);
        }
        d
    }

    fn run(mut self) -> Result<Vec<Spanned<'a>>, Diagnostic> {
        self.scan()?;
        self.finish()
    }

    /// Lexes the whole text, leaving the end-of-input checks to [`Layer::finish`].
    fn scan(&mut self) -> Result<(), Diagnostic> {
        let text = self.src.get(self.start..self.end).unwrap_or("");
        let base = self.start;
        let mut lex = Raw::lexer(text);
        while let Some(raw) = lex.next() {
            let span = lex.span();
            let (s, e) = (base + span.start, base + span.end);
            let Ok(raw) = raw else {
                return Err(self.bad_char(s));
            };
            if raw == Raw::Continuation {
                if e >= self.end {
                    return Err(self.err("unexpected EOF while parsing", s, s + 1));
                }
                continue;
            }
            if raw == Raw::Newline {
                if self.field || !self.brackets.is_empty() {
                    continue;
                }
                if !self.at_line_start {
                    self.out.push((s, Tok::Newline, e));
                    self.at_line_start = true;
                }
                self.line_start = e;
                continue;
            }
            if self.at_line_start && !self.field {
                self.indent(s)?;
                self.at_line_start = false;
            }
            let tok = match raw {
                Raw::Newline | Raw::Continuation => continue,
                Raw::Name => name_token(self.src.get(s..e).unwrap_or("")),
                Raw::DecInt | Raw::HexInt | Raw::OctInt | Raw::BinInt | Raw::Float | Raw::Imag => {
                    numbers::cpython_errors(self.src, s)?;
                    numbers::check_shape(self.src, raw, s, e)?;
                    numbers::check_end(self.src, raw, s, e)?;
                    numbers::number(self.src.get(s..e).unwrap_or(""), raw, Span::new(s, e))?
                }
                Raw::StrStart => {
                    let (tok, end) = self.string(s, e)?;
                    lex.bump(end - e);
                    self.out.push((s, tok, end));
                    continue;
                }
                Raw::Backslash if e >= self.end => {
                    return Err(self.err("unexpected EOF while parsing", s, e));
                }
                Raw::Backslash => {
                    // CPython points at the character after the backslash.
                    return Err(self.err(
                        "unexpected character after line continuation character",
                        e,
                        e + 1,
                    ));
                }
                other => {
                    let tok = op_token(other);
                    self.bracket(&tok, s)?;
                    tok
                }
            };
            self.out.push((s, tok, e));
        }
        Ok(())
    }

    /// An unrecognized character, worded as CPython's tokenizer words it.
    fn bad_char(&self, at: usize) -> Diagnostic {
        let c = self.src.get(at..).and_then(|r| r.chars().next());
        let msg = match c {
            Some(c) if c.is_ascii() && !c.is_ascii_control() => "invalid syntax".to_string(),
            Some(c) if c.is_control() || c.is_whitespace() || is_format_char(c) => {
                format!("invalid non-printable character U+{:04X}", c as u32)
            }
            Some(c) => format!("invalid character '{c}' (U+{:04X})", c as u32),
            None => "invalid syntax".to_string(),
        };
        self.err(msg, at, at + c.map_or(1, char::len_utf8))
    }

    /// Emits INDENT/DEDENT for a logical line whose first token starts at `at`.
    fn indent(&mut self, at: usize) -> Result<(), Diagnostic> {
        let region = self.src.get(self.line_start..at).unwrap_or("");
        // After a backslash continuation only the last physical line counts.
        let region = region.rsplit(['\n', '\r']).next().unwrap_or("");
        let (mut col, mut alt) = (0usize, 0usize);
        for b in region.bytes() {
            match b {
                b' ' => {
                    col += 1;
                    alt += 1;
                }
                b'\t' => {
                    col = (col / 8 + 1) * 8;
                    alt += 1;
                }
                b'\x0c' => {
                    col = 0;
                    alt = 0;
                }
                _ => {}
            }
        }
        let (top, top_alt) = self.indents.last().copied().unwrap_or((0, 0));
        let tab_error = || {
            Diagnostic::new(
                ErrorKind::TabError,
                "inconsistent use of tabs and spaces in indentation",
                Span::new(at, at),
            )
            .without_caret()
        };
        if col == top {
            if alt != top_alt {
                return Err(tab_error());
            }
        } else if col > top {
            if self.indents.len() >= MAX_INDENT_DEPTH {
                return Err(Diagnostic::new(
                    ErrorKind::IndentationError,
                    "too many levels of indentation",
                    Span::new(at, at),
                ));
            }
            if alt <= top_alt {
                return Err(tab_error());
            }
            self.indents.push((col, alt));
            self.out.push((self.line_start, Tok::Indent, at));
        } else {
            while self.indents.last().is_some_and(|&(c, _)| col < c) {
                self.indents.pop();
                self.out.push((at, Tok::Dedent, at));
            }
            let (top, top_alt) = self.indents.last().copied().unwrap_or((0, 0));
            if col != top {
                // CPython's tokenizer reports it at the end of the line.
                let eol = self
                    .src
                    .get(at..)
                    .and_then(|r| r.find(['\n', '\r']))
                    .map_or(self.src.len(), |i| at + i);
                return Err(Diagnostic::new(
                    ErrorKind::IndentationError,
                    "unindent does not match any outer indentation level",
                    Span::new(eol, eol),
                ));
            }
            if alt != top_alt {
                return Err(tab_error());
            }
        }
        Ok(())
    }

    /// Tracks bracket nesting for an operator token.
    fn bracket(&mut self, tok: &Tok<'a>, at: usize) -> Result<(), Diagnostic> {
        let open = match tok {
            Tok::LPar => b'(',
            Tok::LSqb => b'[',
            Tok::LBrace => b'{',
            Tok::RPar | Tok::RSqb | Tok::RBrace => {
                let close = match tok {
                    Tok::RPar => b')',
                    Tok::RSqb => b']',
                    _ => b'}',
                };
                let Some((open, open_at)) = self.brackets.pop() else {
                    return Err(self.err(format!("unmatched '{}'", close as char), at, at + 1));
                };
                let expected = match open {
                    b'(' => b')',
                    b'[' => b']',
                    _ => b'}',
                };
                if close != expected {
                    let map = SourceMap::new(self.src);
                    let (open_line, _) = map.line_col(open_at);
                    let (close_line, _) = map.line_col(at);
                    let mut msg = format!(
                        "closing parenthesis '{}' does not match opening parenthesis '{}'",
                        close as char, open as char
                    );
                    if open_line != close_line {
                        msg.push_str(&format!(" on line {open_line}"));
                    }
                    return Err(self.err(msg, at, at + 1));
                }
                return Ok(());
            }
            _ => return Ok(()),
        };
        if self.brackets.len() >= MAX_BRACKET_DEPTH {
            return Err(self.err("too many nested parentheses", at, at + 1));
        }
        self.brackets.push((open, at));
        Ok(())
    }

    /// Scans and decodes a string literal whose prefix and opening quote span `s..e`.
    fn string(&self, s: usize, e: usize) -> Result<(Tok<'a>, usize), Diagnostic> {
        let prefix = self.src.get(s..e.saturating_sub(1)).unwrap_or("");
        let scanned = strings::scan(self.src, s, e.saturating_sub(1))?;
        if scanned.end > self.end {
            // The closing quote lies past the f-string field being lexed.
            return Err(self.err("expecting '}'", s, s + 1));
        }
        let lower = prefix.to_ascii_lowercase();
        let raw = lower.contains('r');
        let span = Span::new(s, scanned.end);
        let body = self
            .src
            .get(scanned.content_start..scanned.content_end)
            .unwrap_or("");
        let tok = if lower.contains('f') {
            Tok::FStr(FStr {
                content_start: scanned.content_start,
                content_end: scanned.content_end,
                raw,
                triple: scanned.triple,
            })
        } else if lower.contains('b') {
            Tok::Bytes(strings::decode_bytes(body, raw, span)?)
        } else if raw {
            Tok::Str(strings::normalize_newlines(body))
        } else {
            let decoded = strings::decode_str(body, span).map_err(|mut e| {
                if e.kind == ErrorKind::SyntaxError {
                    // CPython reports a bad escape where its parser stands: at the token after
                    // the literal (on this line, as far as Pyrite looks).
                    let rest = self.src.get(scanned.end..).unwrap_or("");
                    let skip = rest.len() - rest.trim_start_matches([' ', '\t', '\x0c']).len();
                    let at = scanned.end + skip;
                    e.span = Span::new(at, at + 1);
                }
                e
            })?;
            Tok::Str(decoded)
        };
        Ok((tok, scanned.end))
    }

    /// End of input: close the last line, the open blocks, and check brackets.
    fn finish(mut self) -> Result<Vec<Spanned<'a>>, Diagnostic> {
        if let Some(&(open, at)) = self.brackets.first() {
            if self.field {
                return Err(self.err(format!("unmatched '{}'", open as char), at, at + 1));
            }
            let &(open, at) = self.brackets.last().unwrap_or(&(open, at));
            return Err(self.err(format!("'{}' was never closed", open as char), at, at + 1));
        }
        if self.field {
            return Ok(self.out);
        }
        // CPython places the end-of-input tokens on the last line read: a final newline does
        // not open a new line.
        let end = match self.src.as_bytes().get(..self.end).and_then(<[u8]>::last) {
            Some(b'\n' | b'\r') => self.end - 1,
            _ => self.end,
        };
        if !self.at_line_start {
            self.out.push((end, Tok::Newline, end));
        }
        for _ in 1..self.indents.len() {
            self.out.push((end, Tok::Dedent, end));
        }
        Ok(self.out)
    }
}

/// Common Unicode format characters (category Cf), which CPython calls non-printable.
fn is_format_char(c: char) -> bool {
    matches!(c as u32, 0xAD | 0x600..=0x605 | 0x61C | 0x6DD | 0x70F | 0x180E | 0x200B..=0x200F
        | 0x202A..=0x202E | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB)
}

/// A name or keyword token; non-ASCII names are NFKC-normalized.
fn name_token(text: &str) -> Tok<'_> {
    match text {
        "False" => Tok::False,
        "None" => Tok::None,
        "True" => Tok::True,
        "and" => Tok::And,
        "as" => Tok::As,
        "assert" => Tok::Assert,
        "async" => Tok::Async,
        "await" => Tok::Await,
        "break" => Tok::Break,
        "class" => Tok::Class,
        "continue" => Tok::Continue,
        "def" => Tok::Def,
        "del" => Tok::Del,
        "elif" => Tok::Elif,
        "else" => Tok::Else,
        "except" => Tok::Except,
        "finally" => Tok::Finally,
        "for" => Tok::For,
        "from" => Tok::From,
        "global" => Tok::Global,
        "if" => Tok::If,
        "import" => Tok::Import,
        "in" => Tok::In,
        "is" => Tok::Is,
        "lambda" => Tok::Lambda,
        "nonlocal" => Tok::Nonlocal,
        "not" => Tok::Not,
        "or" => Tok::Or,
        "pass" => Tok::Pass,
        "raise" => Tok::Raise,
        "return" => Tok::Return,
        "try" => Tok::Try,
        "while" => Tok::While,
        "with" => Tok::With,
        "yield" => Tok::Yield,
        _ if text.is_ascii() => Tok::Name(Cow::Borrowed(text)),
        _ => Tok::Name(Cow::Owned(text.nfkc().collect())),
    }
}

fn op_token(raw: Raw) -> Tok<'static> {
    match raw {
        Raw::LPar => Tok::LPar,
        Raw::RPar => Tok::RPar,
        Raw::LSqb => Tok::LSqb,
        Raw::RSqb => Tok::RSqb,
        Raw::LBrace => Tok::LBrace,
        Raw::RBrace => Tok::RBrace,
        Raw::Colon => Tok::Colon,
        Raw::Comma => Tok::Comma,
        Raw::Semi => Tok::Semi,
        Raw::Plus => Tok::Plus,
        Raw::Minus => Tok::Minus,
        Raw::Star => Tok::Star,
        Raw::Slash => Tok::Slash,
        Raw::VBar => Tok::VBar,
        Raw::Amper => Tok::Amper,
        Raw::Less => Tok::Less,
        Raw::Greater => Tok::Greater,
        Raw::Equal => Tok::Equal,
        Raw::Dot => Tok::Dot,
        Raw::Percent => Tok::Percent,
        Raw::EqEqual => Tok::EqEqual,
        Raw::NotEqual => Tok::NotEqual,
        Raw::LessEqual => Tok::LessEqual,
        Raw::GreaterEqual => Tok::GreaterEqual,
        Raw::Tilde => Tok::Tilde,
        Raw::Circumflex => Tok::Circumflex,
        Raw::LeftShift => Tok::LeftShift,
        Raw::RightShift => Tok::RightShift,
        Raw::DoubleStar => Tok::DoubleStar,
        Raw::PlusEqual => Tok::PlusEqual,
        Raw::MinEqual => Tok::MinEqual,
        Raw::StarEqual => Tok::StarEqual,
        Raw::SlashEqual => Tok::SlashEqual,
        Raw::PercentEqual => Tok::PercentEqual,
        Raw::AmperEqual => Tok::AmperEqual,
        Raw::VBarEqual => Tok::VBarEqual,
        Raw::CircumflexEqual => Tok::CircumflexEqual,
        Raw::LeftShiftEqual => Tok::LeftShiftEqual,
        Raw::RightShiftEqual => Tok::RightShiftEqual,
        Raw::DoubleStarEqual => Tok::DoubleStarEqual,
        Raw::DoubleSlash => Tok::DoubleSlash,
        Raw::DoubleSlashEqual => Tok::DoubleSlashEqual,
        Raw::At => Tok::At,
        Raw::AtEqual => Tok::AtEqual,
        Raw::RArrow => Tok::RArrow,
        Raw::Ellipsis => Tok::Ellipsis,
        Raw::ColonEqual => Tok::ColonEqual,
        // Handled by the caller before it gets here.
        Raw::Newline
        | Raw::Continuation
        | Raw::Name
        | Raw::DecInt
        | Raw::HexInt
        | Raw::OctInt
        | Raw::BinInt
        | Raw::Float
        | Raw::Imag
        | Raw::StrStart
        | Raw::Backslash => Tok::Semi,
    }
}
