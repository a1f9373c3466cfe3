//! Admission: checks a parsed module against the [`Policy`] before it is compiled.
//!
//! This is the language boundary's first gate (invariant 1). It refuses, with a message that says
//! what is available instead:
//! - names of CPython built-ins the policy does not list (`eval`, `open`, `globals`, ...) and
//!   every dunder name (`__builtins__`, `__import__`, ...), unless the script binds the name itself;
//! - attributes that reach the interpreter (`__globals__`, `__dict__`, `gi_frame`, `f_back`, ...):
//!   every dunder attribute except a short harmless list;
//! - imports of modules the policy does not list, relative imports and `import *`;
//! - `async` and `await`, which Pyrite will not support.
//!
//! The runtime enforces the same surface again (a refused name simply does not exist there); this
//! pass exists so a script fails before it runs, with a clear reason.

use ahash::AHashSet;

use crate::ast::{
    Arguments, Comprehension, ExceptHandler, Expr, ExprKind, Module, Pattern, PatternKind, Stmt,
    StmtKind,
};
use crate::diagnostic::{Diagnostic, ErrorKind};

/// What a script may name: the allowlisted built-ins, modules and granted host functions, and
/// the refusals with their reasons. This is the only source the checker consults for what
/// *exists*; the engine fills it from the surface table (`pyrite-stdlib`), narrowed by the
/// embedder's policy. The constants of this module are facts about the *language* instead
/// (which dunders reach interpreter internals, which names CPython has), not about the surface.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// Built-in names (functions, types, exception classes, constants) a script may use.
    pub builtins: Vec<String>,
    /// Importable modules, each with the members a script may import from it.
    pub modules: Vec<ModulePolicy>,
    /// Host functions the embedder granted, callable as globals.
    pub host_functions: Vec<String>,
    /// Built-in names CPython has that this policy refuses, each with the reason the error
    /// gives (`open`: "no file access"; a removed built-in: "removed by the policy").
    pub refused_builtins: Vec<(String, String)>,
    /// Modules the embedder's policy removed: importing one says so.
    pub removed_modules: Vec<String>,
}

/// A module a script may import, and the names `from module import ...` may take from it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModulePolicy {
    /// The module's name (`math`).
    pub name: String,
    /// Its members (`sqrt`, `pi`, ...).
    pub members: Vec<String>,
    /// Members the embedder's policy removed: importing one says so.
    pub removed: Vec<String>,
}

/// The reason a refusal gives for what the embedder's policy removed.
pub const REMOVED: &str = "removed by the policy";

/// Special methods a script's class may define, and reach as attributes (a fact about the
/// language Pyrite implements, not part of the surface table) (`super().__init__`,
/// `(1).__add__`, `it.__next__()`): each is honoured by the runtime where CPython routes a
/// built-in operation through it.
pub const SPECIAL_METHODS: &[&str] = &[
    "__init__",
    "__repr__",
    "__str__",
    "__format__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__hash__",
    "__bool__",
    "__len__",
    "__iter__",
    "__next__",
    "__getitem__",
    "__setitem__",
    "__delitem__",
    "__contains__",
    "__call__",
    "__enter__",
    "__exit__",
    "__getattr__",
    "__add__",
    "__sub__",
    "__mul__",
    "__truediv__",
    "__floordiv__",
    "__mod__",
    "__pow__",
    "__lshift__",
    "__rshift__",
    "__and__",
    "__or__",
    "__xor__",
    "__matmul__",
    "__radd__",
    "__rsub__",
    "__rmul__",
    "__rtruediv__",
    "__rfloordiv__",
    "__rmod__",
    "__rpow__",
    "__rlshift__",
    "__rrshift__",
    "__rand__",
    "__ror__",
    "__rxor__",
    "__rmatmul__",
    "__iadd__",
    "__isub__",
    "__imul__",
    "__itruediv__",
    "__ifloordiv__",
    "__imod__",
    "__ipow__",
    "__ilshift__",
    "__irshift__",
    "__iand__",
    "__ior__",
    "__ixor__",
    "__imatmul__",
    "__neg__",
    "__pos__",
    "__abs__",
    "__invert__",
    "__post_init__",
    "__float__",
    "__int__",
    "__missing__",
    "__copy__",
    "__deepcopy__",
];

/// Other dunder names a class body may bind: harmless class attributes.
const CLASS_DUNDERS: &[&str] = &["__match_args__", "__doc__"];

/// Dunder attributes a script may read besides the special methods: harmless metadata and
/// exception fields. Every other dunder CPython gives a meaning to is refused. Language-level
/// (invariant 1 of DESIGN.md), so it stays here, not in the surface table.
const ALLOWED_DUNDER_ATTRS: &[&str] = &[
    "__name__",
    "__qualname__",
    "__doc__",
    "__module__",
    "__class__",
    "__cause__",
    "__context__",
    "__suppress_context__",
    "__traceback__",
    "__match_args__",
    // A namedtuple's method (`p.__getnewargs__()`: its plain tuple).
    "__getnewargs__",
];

/// Dunder methods CPython lets a class define that Pyrite refuses, with the reason: they
/// reach into attribute access, class creation or serialization.
const REFUSED_DUNDERS: &[(&str, &str)] = &[
    ("__new__", "instances are made by the class itself"),
    ("__getattribute__", "attribute lookup cannot be replaced"),
    ("__setattr__", "attribute assignment cannot be replaced"),
    ("__delattr__", "attribute deletion cannot be replaced"),
    ("__init_subclass__", "class creation cannot be hooked"),
    ("__class_getitem__", "class creation cannot be hooked"),
    ("__set_name__", "class creation cannot be hooked"),
    ("__get__", "descriptors cannot be defined"),
    ("__set__", "descriptors cannot be defined"),
    ("__delete__", "descriptors cannot be defined"),
    ("__slots__", "instances always have their own attributes"),
    ("__del__", "objects have no finalizers"),
    ("__reduce__", "objects cannot be serialized"),
    ("__reduce_ex__", "objects cannot be serialized"),
    ("__instancecheck__", "isinstance cannot be hooked"),
    ("__subclasscheck__", "issubclass cannot be hooked"),
];

/// Non-dunder attributes that reach frames and code in CPython; no Pyrite object has them.
/// Language-level, like the dunder lists.
const FORBIDDEN_ATTRS: &[&str] = &[
    "gi_frame",
    "gi_code",
    "cr_frame",
    "cr_code",
    "ag_frame",
    "ag_code",
    "f_back",
    "f_globals",
    "f_locals",
    "f_builtins",
    "f_code",
    "tb_frame",
    "tb_next",
    "co_code",
    "func_globals",
];

/// Every public name of CPython 3.11's `builtins` module (but `True`, `False`, `None`). A fact
/// about CPython, not the surface: a name here that the policy neither lists nor refuses with a
/// reason is refused as not supported (yet), rather than failing later as a NameError CPython
/// would not raise.
const CPYTHON_BUILTINS: &[&str] = &[
    "ArithmeticError",
    "AssertionError",
    "AttributeError",
    "BaseException",
    "BaseExceptionGroup",
    "BlockingIOError",
    "BrokenPipeError",
    "BufferError",
    "BytesWarning",
    "ChildProcessError",
    "ConnectionAbortedError",
    "ConnectionError",
    "ConnectionRefusedError",
    "ConnectionResetError",
    "DeprecationWarning",
    "EOFError",
    "Ellipsis",
    "EncodingWarning",
    "EnvironmentError",
    "Exception",
    "ExceptionGroup",
    "FileExistsError",
    "FileNotFoundError",
    "FloatingPointError",
    "FutureWarning",
    "GeneratorExit",
    "IOError",
    "ImportError",
    "ImportWarning",
    "IndentationError",
    "IndexError",
    "InterruptedError",
    "IsADirectoryError",
    "KeyError",
    "KeyboardInterrupt",
    "LookupError",
    "MemoryError",
    "ModuleNotFoundError",
    "NameError",
    "NotADirectoryError",
    "NotImplemented",
    "NotImplementedError",
    "OSError",
    "OverflowError",
    "PendingDeprecationWarning",
    "PermissionError",
    "ProcessLookupError",
    "RecursionError",
    "ReferenceError",
    "ResourceWarning",
    "RuntimeError",
    "RuntimeWarning",
    "StopAsyncIteration",
    "StopIteration",
    "SyntaxError",
    "SyntaxWarning",
    "SystemError",
    "SystemExit",
    "TabError",
    "TimeoutError",
    "TypeError",
    "UnboundLocalError",
    "UnicodeDecodeError",
    "UnicodeEncodeError",
    "UnicodeError",
    "UnicodeTranslateError",
    "UnicodeWarning",
    "UserWarning",
    "ValueError",
    "Warning",
    "ZeroDivisionError",
    "abs",
    "aiter",
    "all",
    "anext",
    "any",
    "ascii",
    "bin",
    "bool",
    "breakpoint",
    "bytearray",
    "bytes",
    "callable",
    "chr",
    "classmethod",
    "compile",
    "complex",
    "copyright",
    "credits",
    "delattr",
    "dict",
    "dir",
    "divmod",
    "enumerate",
    "eval",
    "exec",
    "exit",
    "filter",
    "float",
    "format",
    "frozenset",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "help",
    "hex",
    "id",
    "input",
    "int",
    "isinstance",
    "issubclass",
    "iter",
    "len",
    "license",
    "list",
    "locals",
    "map",
    "max",
    "memoryview",
    "min",
    "next",
    "object",
    "oct",
    "open",
    "ord",
    "pow",
    "print",
    "property",
    "quit",
    "range",
    "repr",
    "reversed",
    "round",
    "set",
    "setattr",
    "slice",
    "sorted",
    "staticmethod",
    "str",
    "sum",
    "super",
    "tuple",
    "type",
    "vars",
    "zip",
];

/// CPython's main module, importable in every run though not part of the standard library:
/// `import __main__` reaches the script's own globals there, so it is refused, never a
/// ModuleNotFoundError CPython would not raise.
const MAIN_MODULE: &str = "__main__";

fn is_dunder(name: &str) -> bool {
    name.len() > 4 && name.starts_with("__") && name.ends_with("__")
}

/// Dunder names CPython gives a meaning to as variables: built-ins (`__import__`), a
/// module's implicit globals (`__file__`, `__builtins__`, which CPython reads to find
/// built-ins), a class body's implicit names and the `__class__` cell. Any other dunder
/// spelled as a variable (`def __repr__(self)` inside a decorator) is an ordinary name.
const NAME_DUNDERS: &[&str] = &[
    "__all__",
    "__annotations__",
    "__build_class__",
    "__builtins__",
    "__cached__",
    "__class__",
    "__classcell__",
    "__debug__",
    "__dict__",
    "__doc__",
    "__file__",
    "__import__",
    "__loader__",
    "__module__",
    "__name__",
    "__package__",
    "__path__",
    "__qualname__",
    "__slots__",
    "__spec__",
    "__weakref__",
];

/// True for a variable name that reaches what CPython gives a meaning to.
fn refused_dunder_name(name: &str) -> bool {
    is_dunder(name) && NAME_DUNDERS.contains(&name)
}

/// Refuses what the policy does not allow; returns the first refusal met (statements in
/// source order).
pub fn check(module: &Module, policy: &Policy) -> Result<(), Diagnostic> {
    check_in(module, policy, &granted(policy))
}

/// Every refusal of the module at once, in source order (what `pyrite check` lists): the
/// same rules as [`check`], which stops at the first.
pub fn check_all(module: &Module, policy: &Policy) -> Vec<Diagnostic> {
    check_all_in(module, policy, &granted(policy))
}

/// A policy with the index of the names it grants, made once for any number of checks (an
/// engine checks every script it compiles against one).
#[derive(Clone, Debug, Default)]
pub struct Admitted {
    policy: Policy,
    /// Built-ins and host functions the policy grants.
    allowed: AHashSet<String>,
}

impl Admitted {
    /// Indexes `policy`.
    pub fn new(policy: Policy) -> Admitted {
        let allowed = granted(&policy);
        Admitted { policy, allowed }
    }

    /// The policy.
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// [`check`] against this policy.
    pub fn check(&self, module: &Module) -> Result<(), Diagnostic> {
        check_in(module, &self.policy, &self.allowed)
    }

    /// [`check_all`] against this policy.
    pub fn check_all(&self, module: &Module) -> Vec<Diagnostic> {
        check_all_in(module, &self.policy, &self.allowed)
    }
}

/// The built-ins and host functions `policy` grants.
fn granted(policy: &Policy) -> AHashSet<String> {
    policy
        .builtins
        .iter()
        .chain(&policy.host_functions)
        .cloned()
        .collect()
}

fn check_in(
    module: &Module,
    policy: &Policy,
    allowed: &AHashSet<String>,
) -> Result<(), Diagnostic> {
    Checker::new(module, policy, allowed, false).stmts(&module.body)
}

fn check_all_in(module: &Module, policy: &Policy, allowed: &AHashSet<String>) -> Vec<Diagnostic> {
    let checker = Checker::new(module, policy, allowed, true);
    // In collecting mode no refusal propagates as an error: each is recorded where it is met.
    let _ = checker.stmts(&module.body);
    let mut found = checker.found.into_inner();
    // Stable: of refusals starting at one place, the outermost (met first) leads, as in `check`.
    found.sort_by_key(|d| d.span.start);
    found.dedup();
    found
}

struct Checker<'a> {
    policy: &'a Policy,
    /// Every name the script binds anywhere: such a name is the script's own, not a built-in.
    bound: AHashSet<&'a str>,
    /// Built-ins and host functions the policy grants.
    allowed: &'a AHashSet<String>,
    /// Collecting mode ([`check_all`]): refusals are recorded here and the walk goes on.
    collect: bool,
    found: std::cell::RefCell<Vec<Diagnostic>>,
}

impl<'a> Checker<'a> {
    fn new(
        module: &'a Module,
        policy: &'a Policy,
        allowed: &'a AHashSet<String>,
        collect: bool,
    ) -> Checker<'a> {
        let mut bound = AHashSet::new();
        for stmt in &module.body {
            collect_bound_stmt(stmt, &mut bound);
        }
        Checker {
            policy,
            bound,
            allowed,
            collect,
            found: Default::default(),
        }
    }

    /// Every refusal goes through here: an error that ends the walk, or in collecting mode a
    /// record, after which the walk goes on.
    fn refuse(&self, d: Diagnostic) -> Result<(), Diagnostic> {
        if self.collect {
            self.found.borrow_mut().push(d);
            Ok(())
        } else {
            Err(d)
        }
    }

    fn stmts(&self, body: &'a [Stmt]) -> Result<(), Diagnostic> {
        body.iter().try_for_each(|s| self.stmt(s, false))
    }

    /// A class body: its own names may be the special methods and attributes it defines.
    fn class_body(&self, body: &'a [Stmt]) -> Result<(), Diagnostic> {
        body.iter().try_for_each(|s| self.stmt(s, true))
    }

    fn stmt(&self, stmt: &'a Stmt, in_class: bool) -> Result<(), Diagnostic> {
        let span = stmt.span;
        match &stmt.kind {
            StmtKind::FunctionDef(f) => {
                if f.is_async {
                    self.refuse(Diagnostic::unsupported("async function", span))?;
                }
                self.binding(&f.name, span, in_class)?;
                self.exprs(&f.decorators)?;
                self.arguments(&f.args)?;
                self.opt_expr(f.returns.as_ref())?;
                self.stmts(&f.body)
            }
            StmtKind::ClassDef(c) => {
                self.name_binding(&c.name, span)?;
                self.exprs(&c.decorators)?;
                self.exprs(&c.bases)?;
                for k in &c.keywords {
                    self.expr(&k.value)?;
                }
                self.class_body(&c.body)
            }
            StmtKind::Return(value) => self.opt_expr(value.as_ref()),
            StmtKind::Delete(targets) => self.exprs(targets),
            StmtKind::Assign { targets, value } => {
                for t in targets {
                    match &t.kind {
                        ExprKind::Name(n) if in_class && is_dunder(n) => {
                            self.binding(n, t.span, true)?
                        }
                        _ => self.expr(t)?,
                    }
                }
                self.expr(value)
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.expr(target)?;
                self.expr(value)
            }
            StmtKind::AnnAssign {
                target,
                annotation,
                value,
                ..
            } => {
                self.expr(target)?;
                self.expr(annotation)?;
                self.opt_expr(value.as_ref())
            }
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
                is_async,
            } => {
                if *is_async {
                    self.refuse(Diagnostic::unsupported("async for", span))?;
                }
                self.expr(target)?;
                self.expr(iter)?;
                self.stmts(body)?;
                self.stmts(orelse)
            }
            StmtKind::While { test, body, orelse } | StmtKind::If { test, body, orelse } => {
                self.expr(test)?;
                self.stmts(body)?;
                self.stmts(orelse)
            }
            StmtKind::With {
                items,
                body,
                is_async,
            } => {
                if *is_async {
                    self.refuse(Diagnostic::unsupported("async with", span))?;
                }
                for item in items {
                    self.expr(&item.context_expr)?;
                    self.opt_expr(item.optional_vars.as_ref())?;
                }
                self.stmts(body)
            }
            StmtKind::Match { subject, cases } => {
                self.expr(subject)?;
                for case in cases {
                    self.pattern(&case.pattern)?;
                    self.opt_expr(case.guard.as_ref())?;
                    self.stmts(&case.body)?;
                }
                Ok(())
            }
            StmtKind::Raise { exc, cause } => {
                self.opt_expr(exc.as_ref())?;
                self.opt_expr(cause.as_ref())
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
                ..
            } => {
                self.stmts(body)?;
                for ExceptHandler {
                    type_,
                    name,
                    body,
                    span,
                } in handlers
                {
                    self.opt_expr(type_.as_ref())?;
                    if let Some(name) = name {
                        self.name_binding(name, *span)?;
                    }
                    self.stmts(body)?;
                }
                self.stmts(orelse)?;
                self.stmts(finalbody)
            }
            StmtKind::Assert { test, msg } => {
                self.expr(test)?;
                self.opt_expr(msg.as_ref())
            }
            StmtKind::Import(aliases) => {
                for alias in aliases {
                    self.module(&alias.name, alias.span)?;
                    if let Some(asname) = &alias.asname {
                        self.name_binding(asname, alias.span)?;
                    }
                }
                Ok(())
            }
            StmtKind::ImportFrom {
                module,
                names,
                level,
            } => {
                if *level > 0 {
                    return self.refuse(
                        Diagnostic::new(
                            ErrorKind::ImportError,
                            "relative imports are not supported: a script has no package",
                            span,
                        )
                        .refusing("relative import", Vec::new()),
                    );
                }
                let dotted = module.as_deref().unwrap_or("");
                self.module(dotted, span)?;
                for alias in names {
                    if alias.name == "*" {
                        self.refuse(Diagnostic::unsupported("'from ... import *'", alias.span))?;
                        continue;
                    }
                    if is_dunder(&alias.name) {
                        self.refuse(refused_name(&alias.name, alias.span))?;
                        continue;
                    }
                    self.module_member(dotted, &alias.name, alias.span)?;
                    if let Some(asname) = &alias.asname {
                        self.name_binding(asname, alias.span)?;
                    }
                }
                Ok(())
            }
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                names.iter().try_for_each(|n| self.name_binding(n, span))
            }
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Pass | StmtKind::Break | StmtKind::Continue => Ok(()),
        }
    }

    fn arguments(&self, args: &'a Arguments) -> Result<(), Diagnostic> {
        for arg in args.params() {
            self.name_binding(&arg.name, arg.span)?;
            self.opt_expr(arg.annotation.as_ref())?;
        }
        self.exprs(&args.defaults)?;
        args.kw_defaults
            .iter()
            .try_for_each(|d| self.opt_expr(d.as_ref()))
    }

    /// `import dotted`: a module of the policy; a module CPython has and the policy does not
    /// is refused; any other name is CPython's ModuleNotFoundError at run time.
    fn module(&self, dotted: &str, span: crate::ast::Span) -> Result<(), Diagnostic> {
        if self.policy.modules.iter().any(|m| m.name == dotted) {
            return Ok(());
        }
        let removed = self.policy.removed_modules.iter().any(|m| m == dotted);
        let top = dotted.split('.').next().unwrap_or(dotted);
        let in_cpython = crate::cpython_modules::CPYTHON_MODULES
            .binary_search(&top)
            .is_ok()
            || top == MAIN_MODULE;
        if !in_cpython && !top.is_empty() && !removed {
            return Ok(());
        }
        let available = if self.policy.modules.is_empty() {
            "none".to_string()
        } else {
            let names: Vec<&str> = self
                .policy
                .modules
                .iter()
                .map(|m| m.name.as_str())
                .collect();
            names.join(", ")
        };
        self.refuse(
            Diagnostic::new(
                ErrorKind::ModuleNotFoundError,
                format!(
                "module '{dotted}' is not available in Pyrite ({}{}available modules: {available})",
                if removed { REMOVED } else { "" },
                if removed { "; " } else { "" }
            ),
                span,
            )
            .refusing(
                format!("module '{dotted}'"),
                self.policy.modules.iter().map(|m| m.name.clone()).collect(),
            ),
        )
    }

    /// `from module import name`: a name the policy's module provides. CPython would raise
    /// `ImportError` at run time for a name its module lacks; Pyrite's modules are subsets, so a
    /// name CPython has and Pyrite lacks is refused before the script runs, never raised.
    fn module_member(
        &self,
        module: &str,
        name: &str,
        span: crate::ast::Span,
    ) -> Result<(), Diagnostic> {
        let Some(m) = self.policy.modules.iter().find(|m| m.name == module) else {
            return Ok(());
        };
        if m.members.iter().any(|n| n == name) {
            return Ok(());
        }
        let removed = if m.removed.iter().any(|n| n == name) {
            format!("{REMOVED}; ")
        } else {
            String::new()
        };
        self.refuse(
            Diagnostic::new(
                ErrorKind::ImportError,
                format!(
                    "cannot import name '{name}' from '{module}': not available in Pyrite \
                 ({removed}available: {})",
                    m.members.join(", ")
                ),
                span,
            )
            .refusing(format!("'{module}.{name}'"), m.members.clone()),
        )
    }

    /// A name the script binds (def, parameter, global, except-as): dunders are refused.
    fn name_binding(&self, name: &str, span: crate::ast::Span) -> Result<(), Diagnostic> {
        if refused_dunder_name(name) {
            return self.refuse(refused_name(name, span));
        }
        Ok(())
    }

    /// A name bound by `def` or assignment; in a class body, the special methods and
    /// attributes Pyrite supports (others are refused with the reason).
    fn binding(
        &self,
        name: &str,
        span: crate::ast::Span,
        in_class: bool,
    ) -> Result<(), Diagnostic> {
        if in_class && is_dunder(name) {
            if SPECIAL_METHODS.contains(&name) || CLASS_DUNDERS.contains(&name) {
                return Ok(());
            }
            // A class attribute CPython gives no meaning to (`__tag__ = 1`) is ordinary.
            let known = crate::cpython_dunders::CPYTHON_DUNDERS
                .binary_search(&name)
                .is_ok();
            if !known && !NAME_DUNDERS.contains(&name) {
                return Ok(());
            }
            if let Some((_, why)) = REFUSED_DUNDERS.iter().find(|(n, _)| *n == name) {
                return self.refuse(
                    Diagnostic::new(
                        ErrorKind::NotImplementedError,
                        format!("defining {name} is not supported in Pyrite ({why})"),
                        span,
                    )
                    .refusing(format!("defining {name}"), Vec::new()),
                );
            }
            return self.refuse(
                Diagnostic::new(
                    ErrorKind::NotImplementedError,
                    format!("defining {name} is not supported in Pyrite"),
                    span,
                )
                .refusing(format!("defining {name}"), Vec::new()),
            );
        }
        self.name_binding(name, span)
    }

    fn name_use(&self, name: &str, span: crate::ast::Span) -> Result<(), Diagnostic> {
        // `__name__` is the script's module name, `__main__`.
        if name == "__name__" {
            return Ok(());
        }
        if refused_dunder_name(name) {
            return self.refuse(refused_name(name, span));
        }
        if self.allowed.contains(name) || self.bound.contains(name) {
            return Ok(());
        }
        let refusal = self
            .policy
            .refused_builtins
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, why)| why.as_str());
        match missing_builtin(name, refusal) {
            Some((true, msg)) => self.refuse(
                Diagnostic::new(ErrorKind::NameError, msg, span)
                    .refusing(format!("built-in '{name}'"), Vec::new()),
            ),
            Some((false, _)) => {
                self.refuse(Diagnostic::unsupported(&format!("built-in '{name}'"), span))
            }
            // Any other unknown name is an ordinary NameError at run time, as in CPython.
            None => Ok(()),
        }
    }

    fn attribute(&self, attr: &str, span: crate::ast::Span) -> Result<(), Diagnostic> {
        let refused = if is_dunder(attr) {
            // A dunder CPython gives no meaning to (`self.__special__`) is an ordinary
            // attribute; the others must be supported.
            !ALLOWED_DUNDER_ATTRS.contains(&attr)
                && !SPECIAL_METHODS.contains(&attr)
                && crate::cpython_dunders::CPYTHON_DUNDERS
                    .binary_search(&attr)
                    .is_ok()
        } else {
            FORBIDDEN_ATTRS.contains(&attr)
        };
        if refused {
            return self.refuse(Diagnostic::new(
                ErrorKind::AttributeError,
                format!("attribute '{attr}' is not available in Pyrite (no access to interpreter internals)"),
                span,
            )
            .refusing(format!("attribute '{attr}'"), Vec::new()));
        }
        Ok(())
    }

    fn exprs(&self, exprs: &'a [Expr]) -> Result<(), Diagnostic> {
        exprs.iter().try_for_each(|e| self.expr(e))
    }

    fn opt_expr(&self, expr: Option<&'a Expr>) -> Result<(), Diagnostic> {
        expr.map_or(Ok(()), |e| self.expr(e))
    }

    fn comprehension(&self, generators: &'a [Comprehension]) -> Result<(), Diagnostic> {
        for g in generators {
            if g.is_async {
                self.refuse(Diagnostic::unsupported(
                    "async comprehensions",
                    g.target.span,
                ))?;
            }
            self.expr(&g.target)?;
            self.expr(&g.iter)?;
            self.exprs(&g.ifs)?;
        }
        Ok(())
    }

    fn expr(&self, expr: &'a Expr) -> Result<(), Diagnostic> {
        let span = expr.span;
        match &expr.kind {
            ExprKind::Name(name) => self.name_use(name, span),
            ExprKind::Attribute { value, attr } => {
                self.attribute(attr, span)?;
                self.expr(value)
            }
            ExprKind::Await(_) => self.refuse(Diagnostic::unsupported("await expression", span)),
            ExprKind::BoolOp { values, .. } => self.exprs(values),
            ExprKind::NamedExpr { target, value } => {
                self.name_binding(target, span)?;
                self.expr(value)
            }
            ExprKind::BinOp { left, right, .. } => {
                self.expr(left)?;
                self.expr(right)
            }
            ExprKind::UnaryOp { operand, .. } => self.expr(operand),
            ExprKind::Lambda { args, body } => {
                self.arguments(args)?;
                self.expr(body)
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test)?;
                self.expr(body)?;
                self.expr(orelse)
            }
            ExprKind::Dict { keys, values } => {
                keys.iter().try_for_each(|k| self.opt_expr(k.as_ref()))?;
                self.exprs(values)
            }
            ExprKind::Set(elts) | ExprKind::List(elts) | ExprKind::Tuple(elts) => self.exprs(elts),
            ExprKind::JoinedStr(parts) => self.exprs(parts),
            ExprKind::ListComp { elt, generators }
            | ExprKind::SetComp { elt, generators }
            | ExprKind::GeneratorExp { elt, generators } => {
                self.comprehension(generators)?;
                self.expr(elt)
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => {
                self.comprehension(generators)?;
                self.expr(key)?;
                self.expr(value)
            }
            ExprKind::Yield(value) => value.as_deref().map_or(Ok(()), |v| self.expr(v)),
            ExprKind::YieldFrom(value) | ExprKind::Starred(value) => self.expr(value),
            ExprKind::Compare {
                left, comparators, ..
            } => {
                self.expr(left)?;
                self.exprs(comparators)
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => {
                self.expr(func)?;
                self.exprs(args)?;
                keywords.iter().try_for_each(|k| self.expr(&k.value))
            }
            ExprKind::FormattedValue {
                value, format_spec, ..
            } => {
                self.expr(value)?;
                format_spec.as_deref().map_or(Ok(()), |s| self.expr(s))
            }
            ExprKind::Constant(_) => Ok(()),
            ExprKind::Subscript { value, slice } => {
                self.expr(value)?;
                self.expr(slice)
            }
            ExprKind::Slice { lower, upper, step } => [lower, upper, step]
                .into_iter()
                .try_for_each(|e| e.as_deref().map_or(Ok(()), |e| self.expr(e))),
        }
    }

    fn pattern(&self, pattern: &'a Pattern) -> Result<(), Diagnostic> {
        let span = pattern.span;
        match &pattern.kind {
            PatternKind::MatchValue(e) => self.expr(e),
            PatternKind::MatchSingleton(_) => Ok(()),
            PatternKind::MatchSequence(ps) | PatternKind::MatchOr(ps) => {
                ps.iter().try_for_each(|p| self.pattern(p))
            }
            PatternKind::MatchMapping {
                keys,
                patterns,
                rest,
            } => {
                self.exprs(keys)?;
                patterns.iter().try_for_each(|p| self.pattern(p))?;
                rest.as_deref()
                    .map_or(Ok(()), |r| self.name_binding(r, span))
            }
            PatternKind::MatchClass {
                cls,
                patterns,
                kwd_attrs,
                kwd_patterns,
            } => {
                self.expr(cls)?;
                patterns.iter().try_for_each(|p| self.pattern(p))?;
                kwd_attrs.iter().try_for_each(|a| self.attribute(a, span))?;
                kwd_patterns.iter().try_for_each(|p| self.pattern(p))
            }
            PatternKind::MatchStar(name) => name
                .as_deref()
                .map_or(Ok(()), |n| self.name_binding(n, span)),
            PatternKind::MatchAs { pattern, name } => {
                if let Some(p) = pattern {
                    self.pattern(p)?;
                }
                name.as_deref()
                    .map_or(Ok(()), |n| self.name_binding(n, span))
            }
        }
    }
}

fn refused_name(name: &str, span: crate::ast::Span) -> Diagnostic {
    Diagnostic::new(
        ErrorKind::NameError,
        format!(
            "name '{name}' is not available in Pyrite (dunder names reach interpreter internals)"
        ),
        span,
    )
    .refusing(format!("name '{name}'"), Vec::new())
}

/// Collects every name the module binds anywhere (assignment targets, defs, parameters, loop and
/// comprehension targets, imports, except-as, walrus, match captures).
fn collect_bound_stmt<'a>(stmt: &'a Stmt, out: &mut AHashSet<&'a str>) {
    let mut targets: Vec<&'a Expr> = Vec::new();
    let mut exprs: Vec<&'a Expr> = Vec::new();
    match &stmt.kind {
        StmtKind::FunctionDef(f) => {
            out.insert(&f.name);
            collect_params(&f.args, out);
            exprs.extend(&f.args.defaults);
        }
        StmtKind::ClassDef(c) => {
            out.insert(&c.name);
        }
        StmtKind::Assign { targets: t, value } => {
            targets.extend(t);
            exprs.push(value);
        }
        StmtKind::AugAssign { target, value, .. } => {
            targets.push(target);
            exprs.push(value);
        }
        StmtKind::AnnAssign { target, value, .. } => {
            targets.push(target);
            exprs.extend(value);
        }
        StmtKind::For { target, iter, .. } => {
            targets.push(target);
            exprs.push(iter);
        }
        StmtKind::While { test, .. } | StmtKind::If { test, .. } => exprs.push(test),
        StmtKind::With { items, .. } => {
            for item in items {
                exprs.push(&item.context_expr);
                targets.extend(&item.optional_vars);
            }
        }
        StmtKind::Match { subject, cases } => {
            exprs.push(subject);
            for case in cases {
                collect_pattern(&case.pattern, out);
            }
        }
        StmtKind::Try { handlers, .. } => {
            out.extend(handlers.iter().filter_map(|h| h.name.as_deref()));
        }
        StmtKind::Import(aliases) => {
            for a in aliases {
                let bound = a
                    .asname
                    .as_deref()
                    .unwrap_or_else(|| a.name.split('.').next().unwrap_or(&a.name));
                out.insert(bound);
            }
        }
        StmtKind::ImportFrom { names, .. } => {
            for a in names {
                out.insert(a.asname.as_deref().unwrap_or(&a.name));
            }
        }
        StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
            out.extend(names.iter().map(String::as_str));
        }
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => exprs.push(e),
        _ => {}
    }
    for t in targets {
        collect_target(t, out);
    }
    for e in exprs {
        collect_walrus(e, out);
    }
    for block in stmt.kind.blocks() {
        block.iter().for_each(|s| collect_bound_stmt(s, out));
    }
}

fn collect_params<'a>(args: &'a Arguments, out: &mut AHashSet<&'a str>) {
    out.extend(args.params().map(|a| a.name.as_str()));
}

fn collect_target<'a>(target: &'a Expr, out: &mut AHashSet<&'a str>) {
    match &target.kind {
        ExprKind::Name(n) => {
            out.insert(n);
        }
        ExprKind::Tuple(elts) | ExprKind::List(elts) => {
            elts.iter().for_each(|e| collect_target(e, out));
        }
        ExprKind::Starred(inner) => collect_target(inner, out),
        _ => {}
    }
}

/// Walrus targets and comprehension/lambda parameters inside an expression.
fn collect_walrus<'a>(expr: &'a Expr, out: &mut AHashSet<&'a str>) {
    match &expr.kind {
        ExprKind::NamedExpr { target, value } => {
            out.insert(target);
            collect_walrus(value, out);
        }
        ExprKind::Lambda { args, body } => {
            collect_params(args, out);
            collect_walrus(body, out);
        }
        ExprKind::ListComp { elt, generators }
        | ExprKind::SetComp { elt, generators }
        | ExprKind::GeneratorExp { elt, generators } => {
            for g in generators {
                collect_target(&g.target, out);
            }
            collect_walrus(elt, out);
        }
        ExprKind::DictComp {
            key,
            value,
            generators,
        } => {
            for g in generators {
                collect_target(&g.target, out);
            }
            collect_walrus(key, out);
            collect_walrus(value, out);
        }
        ExprKind::Call {
            func,
            args,
            keywords,
        } => {
            collect_walrus(func, out);
            args.iter().for_each(|a| collect_walrus(a, out));
            keywords.iter().for_each(|k| collect_walrus(&k.value, out));
        }
        ExprKind::BoolOp { values: elts, .. }
        | ExprKind::List(elts)
        | ExprKind::Tuple(elts)
        | ExprKind::Set(elts)
        | ExprKind::JoinedStr(elts) => elts.iter().for_each(|v| collect_walrus(v, out)),
        ExprKind::Dict { keys, values } => {
            keys.iter().flatten().for_each(|k| collect_walrus(k, out));
            values.iter().for_each(|v| collect_walrus(v, out));
        }
        ExprKind::IfExp { test, body, orelse } => {
            collect_walrus(test, out);
            collect_walrus(body, out);
            collect_walrus(orelse, out);
        }
        ExprKind::BinOp { left, right, .. } => {
            collect_walrus(left, out);
            collect_walrus(right, out);
        }
        ExprKind::Compare {
            left, comparators, ..
        } => {
            collect_walrus(left, out);
            comparators.iter().for_each(|c| collect_walrus(c, out));
        }
        ExprKind::Subscript { value, slice } => {
            collect_walrus(value, out);
            collect_walrus(slice, out);
        }
        ExprKind::UnaryOp { operand: inner, .. }
        | ExprKind::Attribute { value: inner, .. }
        | ExprKind::Starred(inner)
        | ExprKind::Await(inner)
        | ExprKind::YieldFrom(inner)
        | ExprKind::FormattedValue { value: inner, .. } => collect_walrus(inner, out),
        _ => {}
    }
}

fn collect_pattern<'a>(pattern: &'a Pattern, out: &mut AHashSet<&'a str>) {
    match &pattern.kind {
        PatternKind::MatchSequence(ps) | PatternKind::MatchOr(ps) => {
            ps.iter().for_each(|p| collect_pattern(p, out));
        }
        PatternKind::MatchMapping { patterns, rest, .. } => {
            patterns.iter().for_each(|p| collect_pattern(p, out));
            if let Some(r) = rest {
                out.insert(r);
            }
        }
        PatternKind::MatchClass {
            patterns,
            kwd_patterns,
            ..
        } => {
            patterns
                .iter()
                .chain(kwd_patterns)
                .for_each(|p| collect_pattern(p, out));
        }
        PatternKind::MatchStar(Some(n)) => {
            out.insert(n);
        }
        PatternKind::MatchAs { pattern, name } => {
            if let Some(p) = pattern {
                collect_pattern(p, out);
            }
            if let Some(n) = name {
                out.insert(n);
            }
        }
        _ => {}
    }
}

/// What a script gets for using `name` when the name is unbound at run time and Pyrite has no
/// built-in of that name: `Some((is_refusal, message))` for a name the policy refuses
/// (`refusal`, its reason: NameError with the reason, as the checker says it) or one CPython
/// would find among its built-ins that Pyrite does not implement (NotImplementedError), `None`
/// for any other name (a plain NameError).
pub fn missing_builtin(name: &str, refusal: Option<&str>) -> Option<(bool, String)> {
    if let Some(why) = refusal {
        return Some((
            true,
            format!("name '{name}' is not available in Pyrite ({why})"),
        ));
    }
    CPYTHON_BUILTINS
        .contains(&name)
        .then(|| (false, format!("built-in '{name}' is not supported")))
}

/// True if `obj.name` is allowed in a script (the rule `getattr` and friends apply to names
/// made at run time): non-dunder names other than the frame attributes, and the allowlisted
/// dunders.
pub fn attribute_allowed(name: &str) -> bool {
    if is_dunder(name) {
        ALLOWED_DUNDER_ATTRS.contains(&name) || SPECIAL_METHODS.contains(&name)
    } else {
        !FORBIDDEN_ATTRS.contains(&name)
    }
}
