//! The symbol table: which scope each name of a program lives in, computed as CPython 3.11's
//! `Python/symtable.c` computes it, so the compiler built on it resolves names exactly as
//! CPython does.
//!
//! Two passes, as in CPython:
//! 1. `visit` walks the AST once (`symtable_visit_*`) and records raw facts per scope: each
//!    name's def-use flags ([`DEF_LOCAL`], [`USE`], ...), parameters, `global`/`nonlocal`
//!    declarations and where they are, generator-ness. Most scope errors are found here.
//! 2. `analyze` (`analyze_block`) walks the scopes top-down with the sets of names bound in
//!    enclosing function scopes and declared global, and decides each name's [`Binding`]:
//!    local, global (explicit or implicit), free, or cell. Class scopes do not enclose their
//!    methods; a method using `super` or `__class__` gives its class an implicit `__class__`
//!    cell ([`Scope::needs_class_cell`]).
//!
//! Names are mangled as CPython mangles them (`__x` in class `C` is `_C__x`, see [`mangle`]); the
//! table holds mangled names, and [`Scope::resolve`] mangles before looking up.
//!
//! Every `SyntaxError` symtable.c raises is raised here with CPython's message and location. Not
//! here, because CPython raises them later, in the compiler (or `future.c`): `'return' outside
//! function`, `'yield' outside function`, `'await' outside function`, `'break' outside loop`,
//! `'continue' not properly in loop`, `'return' with value in async generator`, `asynchronous
//! comprehension outside of an asynchronous function`, starred-assignment errors, pattern
//! errors (`multiple assignments to name 'x' in pattern`, `alternative patterns bind different
//! names`, `name capture 'x' makes remaining patterns unreachable`, ...), `too many statically
//! nested blocks`, and the `__future__` errors (`from __future__ imports must occur at the
//! beginning of the file`, `future feature x is not defined`). The parser already refuses a
//! duplicate parameter name (CPython's symtable error, checked here too for mangled names).

mod analyze;
mod entry;
mod visit;

use std::any::TypeId;
use std::borrow::Cow;
use std::collections::HashMap;

use crate::ast::{Module, Span};
use crate::diagnostic::Diagnostic;

/// Flag: the name is declared `global` in this scope (or, in the module scope, anywhere).
pub const DEF_GLOBAL: u32 = 1;
/// Flag: the name is bound in this scope (assignment, `del`, `for`, `with`, `except`, pattern
/// capture, `def`, `class`, walrus target).
pub const DEF_LOCAL: u32 = 2;
/// Flag: the name is a parameter.
pub const DEF_PARAM: u32 = 4;
/// Flag: the name is declared `nonlocal` (also set on a walrus target inside a comprehension
/// that binds in an enclosing function).
pub const DEF_NONLOCAL: u32 = 8;
/// Flag: the name is read.
pub const USE: u32 = 16;
/// Flag: unused by CPython 3.11's symtable, kept for the flag numbering.
pub const DEF_FREE: u32 = 32;
/// Flag: a class-scope name that is also free in a method (the class body must then pass the
/// enclosing cell through).
pub const DEF_FREE_CLASS: u32 = 64;
/// Flag: the name is bound by an import.
pub const DEF_IMPORT: u32 = 128;
/// Flag: the name has an annotation (`x: int`) in this scope.
pub const DEF_ANNOT: u32 = 256;
/// Flag: the name is an iteration variable of a comprehension.
pub const DEF_COMP_ITER: u32 = 512;
/// The flags that make a name local: bound, parameter or imported.
pub const DEF_BOUND: u32 = DEF_LOCAL | DEF_PARAM | DEF_IMPORT;

/// Index of a scope in [`SymbolTable::scopes`].
pub type ScopeId = usize;

/// The symbol table of a module: every scope, the module first.
#[derive(Clone, Debug)]
pub struct SymbolTable {
    /// All scopes in pre-order (a scope before its children, children in source order);
    /// `scopes[0]` is the module.
    pub scopes: Vec<Scope>,
    nodes: HashMap<(TypeId, usize), ScopeId>,
}

/// What kind of block a scope is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// The module (CPython's `ModuleBlock`, named `top`).
    Module,
    /// A `def` or `async def` body.
    Function,
    /// A `lambda` body (named `lambda`).
    Lambda,
    /// A class body.
    Class,
    /// A comprehension or generator expression: a function scope of its own whose one
    /// parameter, `.0`, is the outermost iterable (evaluated in the enclosing scope).
    Comprehension(CompKind),
}

/// Which comprehension a [`ScopeKind::Comprehension`] scope is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompKind {
    /// `[elt for ...]`, named `listcomp`.
    List,
    /// `{elt for ...}`, named `setcomp`.
    Set,
    /// `{key: value for ...}`, named `dictcomp`.
    Dict,
    /// `(elt for ...)`, named `genexpr`.
    Generator,
}

/// Where a name lives at run time, as CPython's scope values `LOCAL` ... `CELL`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// A local of this scope (a fast local in a function, a namespace entry in a module or
    /// class body).
    Local,
    /// Declared `global` (or a walrus target bound at module level from a comprehension).
    GlobalExplicit,
    /// Not bound in any enclosing function: a global or a built-in.
    GlobalImplicit,
    /// Bound in an enclosing function scope and reached through a closure cell.
    Free,
    /// A local of this function that a nested scope uses: it lives in a cell.
    Cell,
}

impl Binding {
    /// CPython's number for the scope (`LOCAL` = 1 ... `CELL` = 5).
    pub fn code(self) -> u32 {
        match self {
            Binding::Local => 1,
            Binding::GlobalExplicit => 2,
            Binding::GlobalImplicit => 3,
            Binding::Free => 4,
            Binding::Cell => 5,
        }
    }

    /// CPython's name for the scope (`LOCAL`, `GLOBAL_EXPLICIT`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Binding::Local => "LOCAL",
            Binding::GlobalExplicit => "GLOBAL_EXPLICIT",
            Binding::GlobalImplicit => "GLOBAL_IMPLICIT",
            Binding::Free => "FREE",
            Binding::Cell => "CELL",
        }
    }
}

/// One name of one scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// The def-use flags ([`DEF_GLOBAL`] ... [`DEF_COMP_ITER`]), as CPython records them; 0
    /// for a free variable that only passes through this scope to a nested one.
    pub flags: u32,
    /// Where the name lives.
    pub scope: Binding,
}

impl Symbol {
    /// True if every flag of `flags` is set.
    pub fn has(self, flags: u32) -> bool {
        self.flags & flags == flags
    }
}

/// One scope (CPython's symbol table entry).
#[derive(Clone, Debug)]
pub struct Scope {
    /// What block this is.
    pub kind: ScopeKind,
    /// `top`, the function or class name (unmangled), `lambda`, `listcomp`, `setcomp`,
    /// `dictcomp` or `genexpr`, as CPython names the entry.
    pub name: String,
    /// The node: the header of a `def` or `class` statement, the whole lambda or
    /// comprehension expression; empty at offset 0 for the module.
    pub span: Span,
    /// The enclosing scope; `None` for the module.
    pub parent: Option<ScopeId>,
    /// Nested scopes, in the order CPython's symtable visits them: mostly source order, but a
    /// function's defaults and annotations come before its decorators, a class's bases before
    /// its decorators, and a `try`'s `else` block before its handlers.
    pub children: Vec<ScopeId>,
    /// The names of the scope with their flags and binding: in first-seen order (CPython's
    /// dict order), except that free variables which only pass through this scope come last,
    /// in name order (CPython adds them in set order, which depends on string hashes).
    pub symbols: Vec<(String, Symbol)>,
    /// The parameter names in CPython's `co_varnames` order: positional-only, ordinary,
    /// keyword-only, `*args`, `**kwargs` (`.0` for a comprehension).
    pub params: Vec<String>,
    /// True inside a function scope (any scope whose ancestors include a function, lambda or
    /// comprehension): CPython's `ste_nested`, `CO_NESTED`.
    pub nested: bool,
    /// Contains `yield` or `yield from` (or is a generator expression).
    pub is_generator: bool,
    /// An `async def`, or a scope using `await` or `async for` (CPython's `ste_coroutine`).
    pub is_coroutine: bool,
    /// Has a `*args` parameter.
    pub has_varargs: bool,
    /// Has a `**kwargs` parameter.
    pub has_varkeywords: bool,
    /// Contains `return <value>`.
    pub returns_value: bool,
    /// Has free variables, or (when nested) reads globals: CPython's `ste_free`.
    pub has_free: bool,
    /// A nested scope has free variables (CPython's `ste_child_free`).
    pub child_free: bool,
    /// A class whose methods use `super` or `__class__`: the class body creates the implicit
    /// `__class__` cell (CPython's `ste_needs_class_closure`).
    pub needs_class_cell: bool,
    /// The class name that mangles `__names` in this scope (the innermost enclosing class, or
    /// the class itself for a class body).
    pub private: Option<String>,
    index: HashMap<String, usize>,
}

impl Scope {
    /// The symbol of an already-mangled name.
    pub fn lookup(&self, name: &str) -> Option<&Symbol> {
        let i = *self.index.get(name)?;
        self.symbols.get(i).map(|(_, s)| s)
    }

    /// The symbol of a name as written in this scope's source (mangled first, see [`mangle`]).
    pub fn resolve(&self, name: &str) -> Option<&Symbol> {
        self.lookup(&mangle(self.private.as_deref(), name))
    }

    /// True for the scopes CPython compiles as functions (fast locals, cells): functions,
    /// lambdas and comprehensions.
    pub fn is_function_like(&self) -> bool {
        matches!(
            self.kind,
            ScopeKind::Function | ScopeKind::Lambda | ScopeKind::Comprehension(_)
        )
    }

    /// The names that get a cell in this scope, sorted: CPython's `co_cellvars` as a set
    /// (locals a nested scope uses, plus the implicit `__class__` of a class that needs it).
    pub fn cell_vars(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self
            .symbols
            .iter()
            .filter(|(_, s)| s.scope == Binding::Cell)
            .map(|(n, _)| n.as_str())
            .collect();
        if self.needs_class_cell {
            v.push("__class__");
        }
        v.sort_unstable();
        v
    }

    /// The names this scope receives as closure cells, sorted: CPython's `co_freevars` as a
    /// set (free names, plus class-scope names marked [`DEF_FREE_CLASS`]).
    pub fn free_vars(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self
            .symbols
            .iter()
            .filter(|(_, s)| s.scope == Binding::Free || s.flags & DEF_FREE_CLASS != 0)
            .map(|(n, _)| n.as_str())
            .collect();
        v.sort_unstable();
        v
    }
}

impl SymbolTable {
    /// The module scope.
    pub fn module(&self) -> Option<&Scope> {
        self.scopes.first()
    }

    /// The scope with this id.
    pub fn scope(&self, id: ScopeId) -> Option<&Scope> {
        self.scopes.get(id)
    }

    /// The scope a node opens, for the nodes that open one: `&ast::FunctionDef`,
    /// `&ast::ClassDef`, and the `&ast::Expr` of a lambda, list/set/dict comprehension or
    /// generator expression. Nodes are recognized by address and type, so ask with the same,
    /// unmodified tree the table was built from. `None` for other nodes, and for scopes CPython
    /// discards (lambdas inside annotations under `from __future__ import annotations`).
    pub fn scope_of<T: 'static>(&self, node: &T) -> Option<ScopeId> {
        self.nodes.get(&node_key(node)).copied()
    }
}

/// The key of a node in [`SymbolTable::scope_of`]'s map.
fn node_key<T: 'static>(node: &T) -> (TypeId, usize) {
    (TypeId::of::<T>(), node as *const T as usize)
}

/// CPython's `_Py_Mangle`: inside class `private`, a name `__x` not ending in `__` and without
/// a dot becomes `_private__x`, with the class name's leading underscores stripped (a class
/// named only with underscores mangles nothing).
pub fn mangle<'a>(private: Option<&str>, name: &'a str) -> Cow<'a, str> {
    let Some(private) = private else {
        return Cow::Borrowed(name);
    };
    if !name.starts_with("__") || name.ends_with("__") || name.contains('.') {
        return Cow::Borrowed(name);
    }
    let stripped = private.trim_start_matches('_');
    if stripped.is_empty() {
        return Cow::Borrowed(name);
    }
    Cow::Owned(format!("_{stripped}{name}"))
}

/// Builds the symbol table of a module, or returns the first `SyntaxError` CPython's symtable
/// raises for it (message and location as CPython's).
pub fn build(module: &Module) -> Result<SymbolTable, Diagnostic> {
    let mut entries = visit::collect(module)?;
    analyze::analyze(&mut entries)?;
    Ok(finish(entries.entries, entries.nodes))
}

/// Keeps the scopes reachable from the module (dropping the annotation blocks CPython builds
/// and discards under `from __future__ import annotations`), numbered in pre-order.
fn finish(entries: Vec<entry::Entry>, nodes: HashMap<(TypeId, usize), usize>) -> SymbolTable {
    let mut order = Vec::new();
    let mut stack = vec![0usize];
    while let Some(id) = stack.pop() {
        order.push(id);
        if let Some(e) = entries.get(id) {
            stack.extend(e.children.iter().rev());
        }
    }
    let mut new_id: HashMap<usize, ScopeId> = HashMap::new();
    for (i, old) in order.iter().enumerate() {
        new_id.insert(*old, i);
    }
    let mut slots: Vec<Option<entry::Entry>> = entries.into_iter().map(Some).collect();
    let mut scopes = Vec::with_capacity(order.len());
    for old in &order {
        let Some(e) = slots.get_mut(*old).and_then(Option::take) else {
            continue;
        };
        let index = e
            .result
            .iter()
            .enumerate()
            .map(|(i, (n, _))| (n.clone(), i))
            .collect();
        scopes.push(Scope {
            kind: e.kind.scope_kind(),
            name: e.name,
            span: e.span,
            parent: e.parent.and_then(|p| new_id.get(&p).copied()),
            children: e
                .children
                .iter()
                .filter_map(|c| new_id.get(c).copied())
                .collect(),
            symbols: e.result,
            params: e.varnames,
            nested: e.nested,
            is_generator: e.generator,
            is_coroutine: e.coroutine,
            has_varargs: e.varargs,
            has_varkeywords: e.varkeywords,
            returns_value: e.returns_value,
            has_free: e.free,
            child_free: e.child_free,
            needs_class_cell: e.needs_class_closure,
            private: e.private,
            index,
        });
    }
    let nodes = nodes
        .into_iter()
        .filter_map(|(k, old)| new_id.get(&old).map(|n| (k, *n)))
        .collect();
    SymbolTable { scopes, nodes }
}
