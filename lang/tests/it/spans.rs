//! Spans are byte offsets into the original source, including inside f-string fields and for
//! errors, so diagnostics point where CPython points.

use pyrite_lang::ast::{ExprKind, Span, StmtKind};
use pyrite_lang::diagnostic::SourceMap;
use pyrite_lang::parse::parse_module;

fn value_of_first_assign(src: &str) -> pyrite_lang::ast::Expr {
    let m = parse_module(src).unwrap();
    match m.body.into_iter().next().unwrap().kind {
        StmtKind::Assign { value, .. } => value,
        other => panic!("not an assignment: {other:?}"),
    }
}

#[test]
fn fstring_field_spans_point_into_the_source() {
    let src = "x = f'ab{foo + 1:>{width}}'";
    let value = value_of_first_assign(src);
    let ExprKind::JoinedStr(parts) = value.kind else {
        panic!("not a JoinedStr")
    };
    let ExprKind::FormattedValue {
        value, format_spec, ..
    } = &parts[1].kind
    else {
        panic!("not a field")
    };
    let foo = src.find("foo").unwrap();
    assert_eq!(value.span, Span::new(foo, foo + "foo + 1".len()));
    let ExprKind::JoinedStr(spec) = &format_spec.as_ref().unwrap().kind else {
        panic!("spec is not a JoinedStr")
    };
    let ExprKind::FormattedValue { value: width, .. } = &spec[1].kind else {
        panic!("nested field")
    };
    let w = src.find("width").unwrap();
    assert_eq!(width.span, Span::new(w, w + 5));
}

#[test]
fn errors_inside_fields_report_the_right_line() {
    let src = "x = 1\ny = f'''\n{a b}'''\n";
    let e = parse_module(src).unwrap_err();
    assert_eq!(
        e.message,
        "f-string: invalid syntax. Perhaps you forgot a comma?"
    );
    assert_eq!(SourceMap::new(src).line_col(e.span.start as usize).0, 3);
}

#[test]
fn statement_and_expression_spans() {
    let src = "if a:\n    b = c + d\n";
    let m = parse_module(src).unwrap();
    assert_eq!(m.body[0].span, Span::new(0, 5));
    let StmtKind::If { body, .. } = &m.body[0].kind else {
        panic!()
    };
    let StmtKind::Assign { value, .. } = &body[0].kind else {
        panic!()
    };
    assert_eq!(value.span, Span::new(14, 19));
}

#[test]
fn bom_is_stripped_before_spans() {
    let text = pyrite_lang::source::decode(b"\xEF\xBB\xBFx = 1\n", 100).unwrap();
    let m = parse_module(text).unwrap();
    assert_eq!(m.body[0].span.start, 0);
}
