//! Binding analysis: which names a scope binds (Python's "assigned anywhere in the body means
//! local" rule) and which names are module globals.

use std::collections::HashSet;

use crate::ast::{Expr, ExprKind, Stmt, StmtKind};
use crate::diagnostic::Diagnostic;

/// Names bound at module level, plus every name declared `global` in any function; or the
/// module scope's first scope error.
pub fn module_globals(body: &[Stmt]) -> Result<HashSet<String>, Diagnostic> {
    let mut b = Bindings::default();
    collect(body, &mut b);
    if let Some(e) = b.error {
        return Err(e);
    }
    let mut out: HashSet<String> = b.bound.into_iter().collect();
    out.extend(b.global_decl);
    let mut decls = HashSet::new();
    nested_global_decls(body, &mut decls);
    out.extend(decls);
    Ok(out)
}

fn nested_global_decls(body: &[Stmt], out: &mut HashSet<String>) {
    for s in body {
        if let StmtKind::Global(names) = &s.kind {
            out.extend(names.iter().cloned());
        }
        for block in s.kind.blocks() {
            nested_global_decls(block, out);
        }
    }
}

/// The names a function body binds, in first-binding order, and its `global` declarations.
#[derive(Default)]
pub struct Bindings {
    pub bound: Vec<String>,
    seen: HashSet<String>,
    pub global_decl: HashSet<String>,
    /// The first scope error found (CPython's symtable errors), reported by the compiler.
    pub error: Option<Diagnostic>,
}

impl Bindings {
    fn add(&mut self, name: &str) {
        if self.seen.insert(name.to_string()) {
            self.bound.push(name.to_string());
        }
    }
}

/// Collects the bindings of a body (not descending into nested functions or comprehensions).
pub fn collect(body: &[Stmt], b: &mut Bindings) {
    for s in body {
        stmt(s, b);
    }
}

fn stmt(s: &Stmt, b: &mut Bindings) {
    match &s.kind {
        StmtKind::FunctionDef(f) => b.add(&f.name),
        StmtKind::ClassDef(c) => b.add(&c.name),
        StmtKind::Assign { targets, value } => {
            for t in targets {
                target(t, b);
            }
            expr(value, b);
        }
        StmtKind::AugAssign {
            target: t, value, ..
        } => {
            target(t, b);
            expr(value, b);
        }
        StmtKind::AnnAssign {
            target: t, value, ..
        } => {
            target(t, b);
            if let Some(v) = value {
                expr(v, b);
            }
        }
        StmtKind::For {
            target: t,
            iter,
            body,
            orelse,
            ..
        } => {
            target(t, b);
            expr(iter, b);
            collect(body, b);
            collect(orelse, b);
        }
        StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
            expr(test, b);
            collect(body, b);
            collect(orelse, b);
        }
        StmtKind::With { items, body, .. } => {
            for i in items {
                expr(&i.context_expr, b);
                if let Some(v) = &i.optional_vars {
                    target(v, b);
                }
            }
            collect(body, b);
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finalbody,
            ..
        } => {
            collect(body, b);
            for h in handlers {
                if let Some(n) = &h.name {
                    b.add(n);
                }
                collect(&h.body, b);
            }
            collect(orelse, b);
            collect(finalbody, b);
        }
        StmtKind::Delete(targets) => {
            for t in targets {
                target(t, b);
            }
        }
        StmtKind::Import(aliases) => {
            for a in aliases {
                let name = a
                    .asname
                    .clone()
                    .unwrap_or_else(|| a.name.split('.').next().unwrap_or_default().to_string());
                b.add(&name);
            }
        }
        StmtKind::ImportFrom { names, .. } => {
            for a in names {
                b.add(a.asname.as_ref().unwrap_or(&a.name));
            }
        }
        StmtKind::Global(names) => {
            for n in names {
                if b.seen.contains(n) && b.error.is_none() {
                    b.error = Some(Diagnostic::syntax(
                        format!("name '{n}' is assigned to before global declaration"),
                        s.span,
                    ));
                }
            }
            b.global_decl.extend(names.iter().cloned());
        }
        StmtKind::Return(Some(e)) | StmtKind::Expr(e) => expr(e, b),
        StmtKind::Raise { exc, cause } => {
            if let Some(e) = exc {
                expr(e, b);
            }
            if let Some(e) = cause {
                expr(e, b);
            }
        }
        StmtKind::Assert { test, msg } => {
            expr(test, b);
            if let Some(m) = msg {
                expr(m, b);
            }
        }
        _ => {}
    }
}

fn target(t: &Expr, b: &mut Bindings) {
    match &t.kind {
        ExprKind::Name(n) => b.add(n),
        ExprKind::Tuple(items) | ExprKind::List(items) => {
            for i in items {
                target(i, b);
            }
        }
        ExprKind::Starred(inner) => target(inner, b),
        _ => expr(t, b),
    }
}

/// Walrus targets bind in the enclosing function; find them (not inside lambdas).
fn expr(e: &Expr, b: &mut Bindings) {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match &e.kind {
            ExprKind::NamedExpr { target, value } => {
                b.add(target);
                stack.push(value);
            }
            ExprKind::Lambda { .. } => {}
            ExprKind::BoolOp { values, .. } => stack.extend(values.iter()),
            ExprKind::BinOp { left, right, .. } => {
                stack.push(left);
                stack.push(right);
            }
            ExprKind::UnaryOp { operand, .. } => stack.push(operand),
            ExprKind::IfExp { test, body, orelse } => {
                stack.push(test);
                stack.push(body);
                stack.push(orelse);
            }
            ExprKind::Compare {
                left, comparators, ..
            } => {
                stack.push(left);
                stack.extend(comparators.iter());
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                stack.push(func);
                stack.extend(args.iter());
                stack.extend(keywords.iter().map(|k| &k.value));
            }
            ExprKind::List(v) | ExprKind::Tuple(v) | ExprKind::Set(v) => stack.extend(v.iter()),
            ExprKind::Subscript { value, slice } => {
                stack.push(value);
                stack.push(slice);
            }
            ExprKind::Attribute { value, .. } | ExprKind::Starred(value) => stack.push(value),
            _ => {}
        }
    }
}
