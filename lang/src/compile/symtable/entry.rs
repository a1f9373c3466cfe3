//! A symbol table entry while the passes build it (CPython's `PySTEntryObject`).

use std::any::TypeId;
use std::collections::HashMap;

use super::{CompKind, ScopeKind, Symbol};
use crate::ast::Span;

/// CPython's block types, plus which function-like block it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A scope that ends up in the table.
    Scope(ScopeKind),
    /// An annotation under `from __future__ import annotations`: its names are recorded, then
    /// discarded with it (it is never a child of its parent).
    Annotation,
}

impl Kind {
    /// CPython's `ste_type == FunctionBlock`.
    pub(super) fn is_function_block(self) -> bool {
        matches!(
            self,
            Kind::Scope(ScopeKind::Function | ScopeKind::Lambda | ScopeKind::Comprehension(_))
        )
    }

    pub(super) fn scope_kind(self) -> ScopeKind {
        match self {
            Kind::Scope(k) => k,
            Kind::Annotation => ScopeKind::Function,
        }
    }

    pub(super) fn comprehension(self) -> Option<CompKind> {
        match self {
            Kind::Scope(ScopeKind::Comprehension(c)) => Some(c),
            _ => None,
        }
    }
}

/// One symbol table entry while it is being built (CPython's `PySTEntryObject`).
#[derive(Debug)]
pub(super) struct Entry {
    pub(super) kind: Kind,
    pub(super) name: String,
    pub(super) span: Span,
    pub(super) parent: Option<usize>,
    pub(super) children: Vec<usize>,
    /// Raw flags from pass 1, in first-seen order.
    pub(super) symbols: Vec<(String, u32)>,
    pub(super) index: HashMap<String, usize>,
    pub(super) varnames: Vec<String>,
    /// `global`/`nonlocal` directives (mangled name, where), for analysis errors.
    pub(super) directives: Vec<(String, Span)>,
    pub(super) nested: bool,
    pub(super) generator: bool,
    pub(super) coroutine: bool,
    pub(super) varargs: bool,
    pub(super) varkeywords: bool,
    pub(super) returns_value: bool,
    pub(super) comp_iter_target: bool,
    pub(super) comp_iter_expr: u32,
    pub(super) private: Option<String>,
    /// Set by pass 2.
    pub(super) free: bool,
    pub(super) child_free: bool,
    pub(super) needs_class_closure: bool,
    pub(super) result: Vec<(String, Symbol)>,
}

impl Entry {
    /// CPython's `_PyST_GetSymbol`: the raw flags of an (already mangled) name, 0 if absent.
    pub(super) fn flags(&self, name: &str) -> u32 {
        self.index
            .get(name)
            .and_then(|i| self.symbols.get(*i))
            .map_or(0, |(_, f)| *f)
    }

    /// Sets the flags of a name, appending it if new.
    pub(super) fn set(&mut self, name: &str, flags: u32) {
        match self.index.get(name).and_then(|i| self.symbols.get_mut(*i)) {
            Some((_, f)) => *f = flags,
            None => {
                self.index.insert(name.to_string(), self.symbols.len());
                self.symbols.push((name.to_string(), flags));
            }
        }
    }
}

/// Pass 1's output: every entry built (annotation blocks included) and the node map.
pub(super) struct Entries {
    pub(super) entries: Vec<Entry>,
    pub(super) nodes: HashMap<(TypeId, usize), usize>,
}
