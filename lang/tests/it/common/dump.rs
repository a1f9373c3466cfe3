//! Prints a Pyrite AST in the format of CPython's `ast.dump()` (with `ctx=...` and
//! `type_ignores=[]` removed, as `scripts/bless-parse` removes them), so parse results can be
//! compared with what python3 prints.

use pyrite_lang::ast::*;

pub fn module(m: &Module) -> String {
    let mut out = String::new();
    out.push_str("Module(body=");
    stmts(&mut out, &m.body);
    out.push(')');
    out
}

struct Fields<'a> {
    out: &'a mut String,
    first: bool,
}

impl<'a> Fields<'a> {
    fn open(out: &'a mut String, name: &str) -> Fields<'a> {
        out.push_str(name);
        out.push('(');
        Fields { out, first: true }
    }
    fn key(&mut self, k: &str) {
        if !self.first {
            self.out.push_str(", ");
        }
        self.first = false;
        self.out.push_str(k);
        self.out.push('=');
    }
    fn expr(&mut self, k: &str, e: &Expr) {
        self.key(k);
        expr(self.out, e);
    }
    fn opt_expr(&mut self, k: &str, e: Option<&Expr>) {
        if let Some(e) = e {
            self.expr(k, e);
        }
    }
    fn exprs(&mut self, k: &str, v: &[Expr]) {
        self.key(k);
        list(self.out, v, expr);
    }
    fn stmts(&mut self, k: &str, v: &[Stmt]) {
        self.key(k);
        stmts(self.out, v);
    }
    fn raw(&mut self, k: &str, s: &str) {
        self.key(k);
        self.out.push_str(s);
    }
    fn s(&mut self, k: &str, s: &str) {
        self.key(k);
        self.out.push_str(&str_repr(s));
    }
    fn opt_s(&mut self, k: &str, s: Option<&str>) {
        if let Some(s) = s {
            self.s(k, s);
        }
    }
    fn close(self) {
        self.out.push(')');
    }
}

/// One top-level statement, as `scripts/bless-parse` writes it.
pub fn stmt_line(s: &Stmt) -> String {
    let mut out = String::new();
    stmt(&mut out, s);
    out
}

fn list<T>(out: &mut String, v: &[T], f: fn(&mut String, &T)) {
    out.push('[');
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        f(out, x);
    }
    out.push(']');
}

fn stmts(out: &mut String, v: &[Stmt]) {
    list(out, v, stmt);
}

fn stmt(out: &mut String, s: &Stmt) {
    match &s.kind {
        StmtKind::FunctionDef(f) => {
            let mut w = Fields::open(
                out,
                if f.is_async {
                    "AsyncFunctionDef"
                } else {
                    "FunctionDef"
                },
            );
            w.s("name", &f.name);
            w.key("args");
            arguments(w.out, &f.args);
            w.stmts("body", &f.body);
            w.exprs("decorator_list", &f.decorators);
            w.opt_expr("returns", f.returns.as_ref());
            w.close();
        }
        StmtKind::ClassDef(c) => {
            let mut w = Fields::open(out, "ClassDef");
            w.s("name", &c.name);
            w.exprs("bases", &c.bases);
            w.key("keywords");
            list(w.out, &c.keywords, keyword);
            w.stmts("body", &c.body);
            w.exprs("decorator_list", &c.decorators);
            w.close();
        }
        StmtKind::Return(v) => {
            let mut w = Fields::open(out, "Return");
            w.opt_expr("value", v.as_ref());
            w.close();
        }
        StmtKind::Delete(t) => {
            let mut w = Fields::open(out, "Delete");
            w.exprs("targets", t);
            w.close();
        }
        StmtKind::Assign { targets, value } => {
            let mut w = Fields::open(out, "Assign");
            w.exprs("targets", targets);
            w.expr("value", value);
            w.close();
        }
        StmtKind::AugAssign { target, op, value } => {
            let mut w = Fields::open(out, "AugAssign");
            w.expr("target", target);
            w.raw("op", &format!("{op:?}()"));
            w.expr("value", value);
            w.close();
        }
        StmtKind::AnnAssign {
            target,
            annotation,
            value,
            simple,
        } => {
            let mut w = Fields::open(out, "AnnAssign");
            w.expr("target", target);
            w.expr("annotation", annotation);
            w.opt_expr("value", value.as_ref());
            w.raw("simple", if *simple { "1" } else { "0" });
            w.close();
        }
        StmtKind::For {
            target,
            iter,
            body,
            orelse,
            is_async,
        } => {
            let mut w = Fields::open(out, if *is_async { "AsyncFor" } else { "For" });
            w.expr("target", target);
            w.expr("iter", iter);
            w.stmts("body", body);
            w.stmts("orelse", orelse);
            w.close();
        }
        StmtKind::While { test, body, orelse } => {
            let mut w = Fields::open(out, "While");
            w.expr("test", test);
            w.stmts("body", body);
            w.stmts("orelse", orelse);
            w.close();
        }
        StmtKind::If { test, body, orelse } => {
            let mut w = Fields::open(out, "If");
            w.expr("test", test);
            w.stmts("body", body);
            w.stmts("orelse", orelse);
            w.close();
        }
        StmtKind::With {
            items,
            body,
            is_async,
        } => {
            let mut w = Fields::open(out, if *is_async { "AsyncWith" } else { "With" });
            w.key("items");
            list(w.out, items, |out, it| {
                let mut w = Fields::open(out, "withitem");
                w.expr("context_expr", &it.context_expr);
                w.opt_expr("optional_vars", it.optional_vars.as_ref());
                w.close();
            });
            w.stmts("body", body);
            w.close();
        }
        StmtKind::Match { subject, cases } => {
            let mut w = Fields::open(out, "Match");
            w.expr("subject", subject);
            w.key("cases");
            list(w.out, cases, |out, c| {
                let mut w = Fields::open(out, "match_case");
                w.key("pattern");
                pattern(w.out, &c.pattern);
                w.opt_expr("guard", c.guard.as_ref());
                w.stmts("body", &c.body);
                w.close();
            });
            w.close();
        }
        StmtKind::Raise { exc, cause } => {
            let mut w = Fields::open(out, "Raise");
            w.opt_expr("exc", exc.as_ref());
            w.opt_expr("cause", cause.as_ref());
            w.close();
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
            is_star,
        } => {
            let mut w = Fields::open(out, if *is_star { "TryStar" } else { "Try" });
            w.stmts("body", body);
            w.key("handlers");
            list(w.out, handlers, |out, h| {
                let mut w = Fields::open(out, "ExceptHandler");
                w.opt_expr("type", h.type_.as_ref());
                w.opt_s("name", h.name.as_deref());
                w.stmts("body", &h.body);
                w.close();
            });
            w.stmts("orelse", orelse);
            w.stmts("finalbody", finalbody);
            w.close();
        }
        StmtKind::Assert { test, msg } => {
            let mut w = Fields::open(out, "Assert");
            w.expr("test", test);
            w.opt_expr("msg", msg.as_ref());
            w.close();
        }
        StmtKind::Import(names) => {
            let mut w = Fields::open(out, "Import");
            w.key("names");
            list(w.out, names, alias);
            w.close();
        }
        StmtKind::ImportFrom {
            module,
            names,
            level,
        } => {
            let mut w = Fields::open(out, "ImportFrom");
            w.opt_s("module", module.as_deref());
            w.key("names");
            list(w.out, names, alias);
            w.raw("level", &level.to_string());
            w.close();
        }
        StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
            let name = if matches!(s.kind, StmtKind::Global(_)) {
                "Global"
            } else {
                "Nonlocal"
            };
            let mut w = Fields::open(out, name);
            w.key("names");
            list(w.out, names, |out, n| out.push_str(&str_repr(n)));
            w.close();
        }
        StmtKind::Expr(e) => {
            let mut w = Fields::open(out, "Expr");
            w.expr("value", e);
            w.close();
        }
        StmtKind::Pass => out.push_str("Pass()"),
        StmtKind::Break => out.push_str("Break()"),
        StmtKind::Continue => out.push_str("Continue()"),
    }
}

fn alias(out: &mut String, a: &Alias) {
    let mut w = Fields::open(out, "alias");
    w.s("name", &a.name);
    w.opt_s("asname", a.asname.as_deref());
    w.close();
}

fn keyword(out: &mut String, k: &Keyword) {
    let mut w = Fields::open(out, "keyword");
    w.opt_s("arg", k.arg.as_deref());
    w.expr("value", &k.value);
    w.close();
}

fn arg(out: &mut String, a: &Arg) {
    let mut w = Fields::open(out, "arg");
    w.s("arg", &a.name);
    w.opt_expr("annotation", a.annotation.as_ref());
    w.close();
}

fn arguments(out: &mut String, a: &Arguments) {
    let mut w = Fields::open(out, "arguments");
    w.key("posonlyargs");
    list(w.out, &a.posonlyargs, arg);
    w.key("args");
    list(w.out, &a.args, arg);
    if let Some(v) = &a.vararg {
        w.key("vararg");
        arg(w.out, v);
    }
    w.key("kwonlyargs");
    list(w.out, &a.kwonlyargs, arg);
    w.key("kw_defaults");
    list(w.out, &a.kw_defaults, |out, d| match d {
        Some(e) => expr(out, e),
        None => out.push_str("None"),
    });
    if let Some(v) = &a.kwarg {
        w.key("kwarg");
        arg(w.out, v);
    }
    w.exprs("defaults", &a.defaults);
    w.close();
}

fn comprehension(out: &mut String, c: &Comprehension) {
    let mut w = Fields::open(out, "comprehension");
    w.expr("target", &c.target);
    w.expr("iter", &c.iter);
    w.exprs("ifs", &c.ifs);
    w.raw("is_async", if c.is_async { "1" } else { "0" });
    w.close();
}

fn pattern(out: &mut String, p: &Pattern) {
    match &p.kind {
        PatternKind::MatchValue(e) => {
            let mut w = Fields::open(out, "MatchValue");
            w.expr("value", e);
            w.close();
        }
        PatternKind::MatchSingleton(c) => {
            let mut w = Fields::open(out, "MatchSingleton");
            w.raw("value", &constant(c));
            w.close();
        }
        PatternKind::MatchSequence(v) => {
            let mut w = Fields::open(out, "MatchSequence");
            w.key("patterns");
            list(w.out, v, pattern);
            w.close();
        }
        PatternKind::MatchMapping {
            keys,
            patterns,
            rest,
        } => {
            let mut w = Fields::open(out, "MatchMapping");
            w.exprs("keys", keys);
            w.key("patterns");
            list(w.out, patterns, pattern);
            w.opt_s("rest", rest.as_deref());
            w.close();
        }
        PatternKind::MatchClass {
            cls,
            patterns,
            kwd_attrs,
            kwd_patterns,
        } => {
            let mut w = Fields::open(out, "MatchClass");
            w.expr("cls", cls);
            w.key("patterns");
            list(w.out, patterns, pattern);
            w.key("kwd_attrs");
            list(w.out, kwd_attrs, |out, n| out.push_str(&str_repr(n)));
            w.key("kwd_patterns");
            list(w.out, kwd_patterns, pattern);
            w.close();
        }
        PatternKind::MatchStar(n) => {
            let mut w = Fields::open(out, "MatchStar");
            w.opt_s("name", n.as_deref());
            w.close();
        }
        PatternKind::MatchAs { pattern: p, name } => {
            let mut w = Fields::open(out, "MatchAs");
            if let Some(p) = p {
                w.key("pattern");
                pattern(w.out, p);
            }
            w.opt_s("name", name.as_deref());
            w.close();
        }
        PatternKind::MatchOr(v) => {
            let mut w = Fields::open(out, "MatchOr");
            w.key("patterns");
            list(w.out, v, pattern);
            w.close();
        }
    }
}

fn expr(out: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::BoolOp { op, values } => {
            let mut w = Fields::open(out, "BoolOp");
            w.raw("op", &format!("{op:?}()"));
            w.exprs("values", values);
            w.close();
        }
        ExprKind::NamedExpr { target, value } => {
            let mut w = Fields::open(out, "NamedExpr");
            w.raw("target", &format!("Name(id={})", str_repr(target)));
            w.expr("value", value);
            w.close();
        }
        ExprKind::BinOp { left, op, right } => {
            let mut w = Fields::open(out, "BinOp");
            w.expr("left", left);
            w.raw("op", &format!("{op:?}()"));
            w.expr("right", right);
            w.close();
        }
        ExprKind::UnaryOp { op, operand } => {
            let mut w = Fields::open(out, "UnaryOp");
            w.raw("op", &format!("{op:?}()"));
            w.expr("operand", operand);
            w.close();
        }
        ExprKind::Lambda { args, body } => {
            let mut w = Fields::open(out, "Lambda");
            w.key("args");
            arguments(w.out, args);
            w.expr("body", body);
            w.close();
        }
        ExprKind::IfExp { test, body, orelse } => {
            let mut w = Fields::open(out, "IfExp");
            w.expr("test", test);
            w.expr("body", body);
            w.expr("orelse", orelse);
            w.close();
        }
        ExprKind::Dict { keys, values } => {
            let mut w = Fields::open(out, "Dict");
            w.key("keys");
            list(w.out, keys, |out, k| match k {
                Some(k) => expr(out, k),
                None => out.push_str("None"),
            });
            w.exprs("values", values);
            w.close();
        }
        ExprKind::Set(v) => {
            let mut w = Fields::open(out, "Set");
            w.exprs("elts", v);
            w.close();
        }
        ExprKind::ListComp { elt, generators }
        | ExprKind::SetComp { elt, generators }
        | ExprKind::GeneratorExp { elt, generators } => {
            let name = match e.kind {
                ExprKind::ListComp { .. } => "ListComp",
                ExprKind::SetComp { .. } => "SetComp",
                _ => "GeneratorExp",
            };
            let mut w = Fields::open(out, name);
            w.expr("elt", elt);
            w.key("generators");
            list(w.out, generators, comprehension);
            w.close();
        }
        ExprKind::DictComp {
            key,
            value,
            generators,
        } => {
            let mut w = Fields::open(out, "DictComp");
            w.expr("key", key);
            w.expr("value", value);
            w.key("generators");
            list(w.out, generators, comprehension);
            w.close();
        }
        ExprKind::Await(v) => {
            let mut w = Fields::open(out, "Await");
            w.expr("value", v);
            w.close();
        }
        ExprKind::Yield(v) => {
            let mut w = Fields::open(out, "Yield");
            w.opt_expr("value", v.as_deref());
            w.close();
        }
        ExprKind::YieldFrom(v) => {
            let mut w = Fields::open(out, "YieldFrom");
            w.expr("value", v);
            w.close();
        }
        ExprKind::Compare {
            left,
            ops,
            comparators,
        } => {
            let mut w = Fields::open(out, "Compare");
            w.expr("left", left);
            w.key("ops");
            list(w.out, ops, |out, op| out.push_str(&format!("{op:?}()")));
            w.exprs("comparators", comparators);
            w.close();
        }
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            let mut w = Fields::open(out, "Call");
            w.expr("func", func);
            w.exprs("args", args);
            w.key("keywords");
            list(w.out, keywords, keyword);
            w.close();
        }
        ExprKind::FormattedValue {
            value,
            conversion,
            format_spec,
        } => {
            let mut w = Fields::open(out, "FormattedValue");
            w.expr("value", value);
            w.raw(
                "conversion",
                &conversion
                    .map_or(-1, |c| i64::from(u32::from(c)))
                    .to_string(),
            );
            w.opt_expr("format_spec", format_spec.as_deref());
            w.close();
        }
        ExprKind::JoinedStr(v) => {
            let mut w = Fields::open(out, "JoinedStr");
            w.exprs("values", v);
            w.close();
        }
        ExprKind::Constant(c) => {
            let mut w = Fields::open(out, "Constant");
            w.raw("value", &constant(c));
            w.close();
        }
        ExprKind::Attribute { value, attr } => {
            let mut w = Fields::open(out, "Attribute");
            w.expr("value", value);
            w.s("attr", attr);
            w.close();
        }
        ExprKind::Subscript { value, slice } => {
            let mut w = Fields::open(out, "Subscript");
            w.expr("value", value);
            w.expr("slice", slice);
            w.close();
        }
        ExprKind::Starred(v) => {
            let mut w = Fields::open(out, "Starred");
            w.expr("value", v);
            w.close();
        }
        ExprKind::Name(n) => {
            let mut w = Fields::open(out, "Name");
            w.s("id", n);
            w.close();
        }
        ExprKind::List(v) => {
            let mut w = Fields::open(out, "List");
            w.exprs("elts", v);
            w.close();
        }
        ExprKind::Tuple(v) => {
            let mut w = Fields::open(out, "Tuple");
            w.exprs("elts", v);
            w.close();
        }
        ExprKind::Slice { lower, upper, step } => {
            let mut w = Fields::open(out, "Slice");
            w.opt_expr("lower", lower.as_deref());
            w.opt_expr("upper", upper.as_deref());
            w.opt_expr("step", step.as_deref());
            w.close();
        }
    }
}

fn constant(c: &Constant) -> String {
    match c {
        Constant::None => "None".into(),
        Constant::True => "True".into(),
        Constant::False => "False".into(),
        Constant::Ellipsis => "Ellipsis".into(),
        Constant::Int(i) => i.to_string(),
        Constant::BigInt(i) => i.to_string(),
        Constant::Float(f) => float_repr(*f),
        Constant::Imaginary(f) => {
            let r = float_repr(*f);
            format!("{}j", r.strip_suffix(".0").unwrap_or(&r))
        }
        Constant::Str(s) => str_repr(s),
        Constant::Bytes(b) => bytes_repr(b),
    }
}

/// Python's `repr(float)`: shortest round-trip digits, scientific outside 1e-4 <= |x| < 1e16.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    let sci = format!("{f:e}");
    let (mant, exp) = sci.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    if (-4..16).contains(&exp) {
        let s = format!("{f}");
        if s.contains('.') {
            s
        } else {
            format!("{s}.0")
        }
    } else {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{:02}", exp.abs())
    }
}

pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::new();
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c if (0x80..0xa0).contains(&(c as u32)) || c == '\u{ad}' => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

fn bytes_repr(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    let mut out = String::from("b");
    out.push(quote as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push(quote as char);
    out
}
