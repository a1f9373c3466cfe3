//! The lexer alone: the NEWLINE/INDENT/DEDENT layer, literals, and CPython's tokenizer errors.

use pyrite_lang::diagnostic::ErrorKind;
use pyrite_lang::lexer::{tokenize, Tok};

fn kinds(src: &str) -> Vec<Tok<'_>> {
    tokenize(src).unwrap().into_iter().map(|t| t.1).collect()
}

fn name(s: &str) -> Tok<'_> {
    Tok::Name(s.into())
}

#[test]
fn indentation_layer() {
    let src = "if x:\n    y\n\n    # c\n    z\nw\n";
    assert_eq!(
        kinds(src),
        vec![
            Tok::If,
            name("x"),
            Tok::Colon,
            Tok::Newline,
            Tok::Indent,
            name("y"),
            Tok::Newline,
            name("z"),
            Tok::Newline,
            Tok::Dedent,
            name("w"),
            Tok::Newline,
        ]
    );
}

#[test]
fn implicit_joining_and_continuation() {
    assert_eq!(
        kinds("x = (1,\n  2)\ny = 1 + \\\n  2"),
        vec![
            name("x"),
            Tok::Equal,
            Tok::LPar,
            Tok::Int(1),
            Tok::Comma,
            Tok::Int(2),
            Tok::RPar,
            Tok::Newline,
            name("y"),
            Tok::Equal,
            Tok::Int(1),
            Tok::Plus,
            Tok::Int(2),
            Tok::Newline,
        ]
    );
}

#[test]
fn dedents_at_end_of_input() {
    let toks = kinds("if a:\n  if b:\n    c");
    assert_eq!(
        &toks[toks.len() - 3..],
        &[Tok::Newline, Tok::Dedent, Tok::Dedent]
    );
}

#[test]
fn spans_are_byte_offsets() {
    let toks = tokenize("é = 'ü'").unwrap();
    assert_eq!((toks[0].0, toks[0].2), (0, 2));
    assert_eq!((toks[2].0, toks[2].2), (5, 9));
    assert_eq!(toks[2].1, Tok::Str("ü".into()));
}

#[test]
fn identifiers_are_nfkc_normalized() {
    // U+FB01 LATIN SMALL LIGATURE FI normalizes to "fi".
    assert_eq!(kinds("\u{fb01}")[0], name("fi"));
    assert_eq!(kinds("ℌ")[0], name("H"));
}

#[test]
fn numbers() {
    assert_eq!(
        kinds("1_000 0x_ff 0o17 0b101 1.5e3 2j 00"),
        vec![
            Tok::Int(1000),
            Tok::Int(255),
            Tok::Int(15),
            Tok::Int(5),
            Tok::Float(1500.0),
            Tok::Imag(2.0),
            Tok::Int(0),
            Tok::Newline,
        ]
    );
    assert!(matches!(kinds("99999999999999999999")[0], Tok::BigInt(_)));
}

#[test]
fn strings() {
    assert_eq!(kinds(r#"'a\tb'"#)[0], Tok::Str("a\tb".into()));
    assert_eq!(kinds(r#"r'a\tb'"#)[0], Tok::Str("a\\tb".into()));
    assert_eq!(kinds(r#"b'\x00'"#)[0], Tok::Bytes(vec![0]));
    assert_eq!(kinds("'''a\nb'''")[0], Tok::Str("a\nb".into()));
    assert!(matches!(kinds("f'{x}'")[0], Tok::FStr(_)));
}

fn err(src: &str) -> (ErrorKind, String) {
    let e = tokenize(src).unwrap_err();
    (e.kind, e.message)
}

#[test]
fn tokenizer_errors_match_cpython() {
    assert_eq!(
        err("if x:\n\ty\n        z\n"),
        (
            ErrorKind::TabError,
            "inconsistent use of tabs and spaces in indentation".into()
        )
    );
    assert_eq!(
        err("if x:\n    y\n  z\n"),
        (
            ErrorKind::IndentationError,
            "unindent does not match any outer indentation level".into()
        )
    );
    assert_eq!(err("x = (").1, "'(' was never closed");
    assert_eq!(err("x = ]").1, "unmatched ']'");
    assert_eq!(
        err("'abc").1,
        "unterminated string literal (detected at line 1)"
    );
    assert_eq!(
        err("x\n'''abc\n\n").1,
        "unterminated triple-quoted string literal (detected at line 3)"
    );
    assert_eq!(err("x = 1abc").1, "invalid decimal literal");
    assert_eq!(err("x = $").1, "invalid syntax");
    assert_eq!(err("x = \u{20ac}").1, "invalid character '€' (U+20AC)");
    assert_eq!(
        err("b'\u{e9}'").1,
        "bytes can only contain ASCII literal characters"
    );
    assert_eq!(
        err("'\\N{DASH}'").1,
        "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-7: unknown \
         Unicode character name"
    );
    // A Unicode 14 name alias is accepted, as CPython 3.11 accepts it.
    assert_eq!(
        kinds("'\\N{LATIN SMALL LETTER GHA}'")[0],
        Tok::Str("\u{1a3}".into())
    );
}

#[test]
fn soft_keywords() {
    let toks = kinds("match x:\n    case 1: pass\n");
    assert_eq!(toks[0], Tok::Match);
    assert_eq!(toks[5], Tok::Case);
    assert_eq!(kinds("match = 1")[0], name("match"));
    assert_eq!(kinds("match(x)")[0], name("match"));
    assert_eq!(kinds("case = 1")[0], name("case"));
}
