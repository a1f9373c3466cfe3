//! The compiler: a checked AST to register bytecode ([`crate::bytecode`]).
//!
//! Names are resolved by the symbol table ([`symtable`], CPython's rules exactly): a local of
//! a function is a register, a variable captured by a nested function lives in a cell (a
//! register holding the cell), a free variable arrives in the function's closure, module
//! names are global slots, class-body names live in the class namespace. List, set and dict
//! comprehensions are compiled inline (their variables get fresh registers, and tracebacks
//! still show their frames); generator expressions, lambdas, functions and class bodies are
//! code objects of their own. Constructs Pyrite does not support are refused here with
//! `NotImplementedError: <construct> is not supported`, never miscompiled.
//!
//! Files: `mod.rs` (units, registers, emission), `names.rs` (name resolution), `stmt.rs`
//! (statements), `flow.rs` (try, with, and the blocks that `return`/`break` unwind),
//! `func.rs` (functions, lambdas, classes, generator expressions), `expr.rs` (expressions),
//! `pattern.rs` (`match`), `fold.rs` (CPython's constant folding, as far as set displays
//! can observe it).

mod expr;
mod flow;
mod fold;
pub use fold::float_divmod;
mod func;
mod names;
mod pattern;
mod stmt;
pub mod symtable;

use std::collections::{HashMap, HashSet};

use crate::ast::{Module, Span, Stmt, StmtKind};
use crate::bytecode::{Code, Const, ExceptEntry, Instr, Program, Reg};
use crate::diagnostic::Diagnostic;
use symtable::{ScopeId, SymbolTable};

type CResult<T> = Result<T, Diagnostic>;

/// Registers available to one frame (the rest of `u16` is headroom for call windows).
const MAX_REGS: u32 = 60_000;

/// CPython's cap on statically nested blocks (`CO_MAXBLOCKS`).
const MAX_BLOCKS: usize = 20;

/// The built-in names programs are compiled against (index = built-in id in the runtime),
/// indexed once for any number of compiles ([`compile_with`]).
#[derive(Clone, Debug, Default)]
pub struct Builtins {
    names: std::sync::Arc<Vec<String>>,
    index: std::sync::Arc<HashMap<String, u32>>,
}

impl Builtins {
    /// Indexes `names` (a later duplicate shadows an earlier one).
    pub fn new(names: Vec<String>) -> Builtins {
        let index = names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), i as u32))
            .collect();
        Builtins {
            names: std::sync::Arc::new(names),
            index: std::sync::Arc::new(index),
        }
    }

    /// The names, in built-in id order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Whether `names` (a compiled program's [`crate::bytecode::Program::builtins`]) are
    /// these very names, shared: then that program was compiled against them.
    pub fn shared_by(&self, names: &std::sync::Arc<Vec<String>>) -> bool {
        std::sync::Arc::ptr_eq(&self.names, names)
    }
}

/// Compiles a module against the given built-in names (index = built-in id in the runtime).
pub fn compile(module: &Module, builtins: &[String]) -> Result<Program, Diagnostic> {
    compile_with(module, &Builtins::new(builtins.to_vec()))
}

/// [`compile`] against names indexed beforehand.
pub fn compile_with(module: &Module, builtins: &Builtins) -> Result<Program, Diagnostic> {
    compile_program(module, builtins, None, &[], false)
}

/// Compiles one step of a session (a snippet run after earlier ones, sharing their globals):
/// the program `prior` extended with the step's code objects, the step's module code at index
/// `prior.codes.len()`. Every code of `prior` keeps its index, every global its slot and every
/// import its module index, so what earlier steps made (functions, classes, module objects)
/// stays valid. Each name in `extra_globals` gets a global slot (inputs the step binds).
///
/// Any global may be rebound by a later step (`len = 5` after a function that calls `len`),
/// so no name resolves straight to a built-in: every name outside a function's own scope is a
/// global slot falling back to its built-in while unset, and no fast path of a built-in
/// (`for i in range(n)`) is taken.
///
/// With `interactive`, the step is compiled as CPython compiles a chunk of its interactive
/// loop (`compile(..., 'single')`): each expression statement of the module's own code (at
/// its top level or inside its `if`/`for`/`while`/`try`/`with`/`match` blocks, not inside a
/// function or class body) shows its value as `sys.displayhook` does: when it is not None,
/// `_` is set to None, `print(repr(value))` runs and `_` is set to the value (`_` is a global
/// here; CPython keeps it in `builtins`). The module's code then returns None.
pub fn compile_step(
    module: &Module,
    builtins: &Builtins,
    prior: &Program,
    extra_globals: &[String],
    interactive: bool,
) -> Result<Program, Diagnostic> {
    compile_program(module, builtins, Some(prior), extra_globals, interactive)
}

fn compile_program(
    module: &Module,
    builtins: &Builtins,
    prior: Option<&Program>,
    extra_globals: &[String],
    interactive: bool,
) -> Result<Program, Diagnostic> {
    let table = symtable::build(module)?;
    let mut globals = Globals {
        names: Vec::new(),
        index: HashMap::new(),
        module_bound: module_bound(&table),
        session: prior.is_some(),
        interactive,
        builtins: builtins.index.clone(),
        modules: Vec::new(),
        frozensets: HashMap::new(),
    };
    let mut codes: Vec<Code> = Vec::new();
    if let Some(p) = prior {
        for n in &p.globals {
            globals.slot(n);
        }
        globals.modules = p.modules.clone();
        codes = p.codes.clone();
    }
    for n in extra_globals {
        globals.slot(n);
    }
    let entry = codes.len();
    codes.push(empty_code("<module>"));
    let mut unit = Unit::new(empty_code("<module>"), UnitKind::Module, 0);
    {
        let mut cx = Ctx {
            globals: &mut globals,
            codes: &mut codes,
            unit: &mut unit,
            table: &table,
        };
        cx.module_prologue()?;
        // The module's code returns the value of its last statement when that is an
        // expression statement: the run's result for an embedder (CPython discards it; so
        // does the CLI), `None` otherwise.
        match module.body.split_last() {
            Some((last, rest)) if !interactive && matches!(last.kind, StmtKind::Expr(_)) => {
                cx.block(rest)?;
                if let StmtKind::Expr(e) = &last.kind {
                    cx.unit.span = last.span;
                    let r = cx.tmp()?;
                    cx.expr_into(e, r)?;
                    cx.emit(Instr::Return { src: r });
                }
            }
            _ => {
                cx.block(&module.body)?;
                let span = module.body.last().map(|s| s.span).unwrap_or_default();
                cx.unit.span = Span::new(span.end as usize, span.end as usize);
                let r = cx.tmp()?;
                cx.emit(Instr::LoadNone { dst: r });
                cx.emit(Instr::Return { src: r });
            }
        }
    }
    let code = unit.finish();
    if let Some(slot) = codes.get_mut(entry) {
        *slot = code;
    }
    let global_fallback = globals
        .names
        .iter()
        .map(|n| globals.builtins.get(n).copied())
        .collect();
    Ok(Program {
        codes,
        globals: globals.names,
        global_fallback,
        builtins: builtins.names.clone(),
        modules: globals.modules,
    })
}

/// Names bound at module level or declared `global` anywhere: such a name is the script's
/// own, never the built-in of that name.
fn module_bound(table: &SymbolTable) -> HashSet<String> {
    let mut out = HashSet::new();
    for (i, s) in table.scopes.iter().enumerate() {
        for (name, sym) in &s.symbols {
            let bound_here = i == 0 && sym.flags & symtable::DEF_BOUND != 0;
            if bound_here || sym.flags & symtable::DEF_GLOBAL != 0 {
                out.insert(name.clone());
            }
        }
    }
    out
}

/// A refusal of a construct named in the plural: `NotImplementedError: <things> are not
/// supported`.
fn refused(things: &str, span: Span) -> Diagnostic {
    Diagnostic::new(
        crate::diagnostic::ErrorKind::NotImplementedError,
        format!("{things} are not supported"),
        span,
    )
}

fn empty_code(name: &str) -> Code {
    Code {
        name: name.to_string(),
        qualname: name.to_string(),
        doc: None,
        nparams: 0,
        nposonly: 0,
        nkwonly: 0,
        param_names: Vec::new(),
        varargs: false,
        varkw: false,
        ndefaults: 0,
        has_kwdefaults: false,
        annotations: Vec::new(),
        nfree: 0,
        free_start: 0,
        is_generator: false,
        fast_arity: u16::MAX,
        class_cell: None,
        nlocals: 0,
        nregs: 0,
        instrs: Vec::new(),
        spans: Vec::new(),
        consts: Vec::new(),
        names: Vec::new(),
        except: Vec::new(),
        comps: Vec::new(),
    }
}

/// Program-wide name tables.
struct Globals {
    names: Vec<String>,
    index: HashMap<String, u32>,
    /// Names bound at module level or declared `global` somewhere.
    module_bound: HashSet<String>,
    /// Compiling a session's step: every name may be rebound by a later step, so none is
    /// resolved to a built-in at compile time.
    session: bool,
    /// Compiling a chunk of an interactive loop: module-level expression statements show
    /// their value ([`compile_step`]).
    interactive: bool,
    builtins: std::sync::Arc<HashMap<String, u32>>,
    /// Modules imported, in first-import order.
    modules: Vec<String>,
    /// Frozenset constants by CPython's merge key ([`fold::frozenset_key`]): the items of
    /// the first one, which every equal one reuses.
    frozensets: HashMap<Vec<String>, Vec<Const>>,
}

impl Globals {
    fn slot(&mut self, name: &str) -> u32 {
        if let Some(&s) = self.index.get(name) {
            return s;
        }
        let s = self.names.len() as u32;
        self.names.push(name.to_string());
        self.index.insert(name.to_string(), s);
        s
    }

    fn module(&mut self, name: &str) -> u16 {
        match self.modules.iter().position(|m| m == name) {
            Some(i) => i as u16,
            None => {
                self.modules.push(name.to_string());
                (self.modules.len() - 1) as u16
            }
        }
    }
}

/// What kind of code object a unit compiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UnitKind {
    /// The module body: names are global slots.
    Module,
    /// A function, lambda or generator expression: names are registers, cells or free.
    Function,
    /// A class body: names live in the class namespace.
    Class,
}

/// Where a variable of a function (or of an inline comprehension) lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// A plain register.
    Local(Reg),
    /// A register holding a cell (captured by a nested scope, or received in the closure).
    Cell(Reg),
}

/// Instruction ranges protected by one handler. A `return`, `break` or `continue` leaving the
/// block closes the range before its inline exit code (which must not run the handler again)
/// and reopens it after.
#[derive(Default)]
struct Ranges(Vec<(u32, u32)>);

impl Ranges {
    fn open(&mut self, at: u32) {
        self.0.push((at, at));
    }

    fn close(&mut self, at: u32) {
        if let Some(last) = self.0.last_mut() {
            last.1 = at;
        }
    }
}

/// A block that `return`, `break` and `continue` must unwind on their way out.
enum FBlock<'a> {
    /// A loop: where `continue` goes and the `break` jumps to patch.
    Loop {
        continue_target: Option<u32>,
        continue_patches: Vec<usize>,
        break_patches: Vec<usize>,
    },
    /// The body of a `try` with `except` clauses: protected by the dispatch.
    TryExcept(Ranges),
    /// The body of a `try` with a `finally`: leaving runs the `finally` body inline.
    Finally(&'a [Stmt], Ranges),
    /// The body of an `except` handler: leaving unbinds its name and ends the handling; the
    /// ranges are its cleanup's (unbinding the name when an exception escapes).
    Handler(Option<&'a str>, Ranges),
    /// A `finally` body running for an exception: leaving ends the handling.
    FinallyActive,
    /// The body of a `with`: leaving calls `__exit__(None, None, None)` (its bound method is
    /// in the register).
    With(Reg, Ranges),
}

impl FBlock<'_> {
    fn ranges(&mut self) -> Option<&mut Ranges> {
        match self {
            FBlock::TryExcept(r)
            | FBlock::Finally(_, r)
            | FBlock::Handler(_, r)
            | FBlock::With(_, r) => Some(r),
            FBlock::Loop { .. } | FBlock::FinallyActive => None,
        }
    }
}

/// An inline comprehension's scope within the unit.
struct CompScope {
    scope: ScopeId,
    slots: HashMap<String, Slot>,
}

/// The code object being compiled and its register/scope state.
struct Unit<'a> {
    code: Code,
    kind: UnitKind,
    /// The symbol-table scope of this code object.
    scope: ScopeId,
    /// Variables of the function (parameters, locals, cells, free variables).
    slots: HashMap<String, Slot>,
    /// Registers holding the cells a nested function may capture (real cells and free
    /// variables), by name.
    cells: HashMap<String, Reg>,
    /// Inline comprehension scopes, innermost last.
    comps: Vec<CompScope>,
    /// Locals definitely bound at this point (indexed by register).
    bound: Vec<bool>,
    next_reg: u32,
    max_reg: u32,
    blocks: Vec<FBlock<'a>>,
    /// Exceptions being handled at this point (`except`/`finally` bodies entered).
    depth: u16,
    span: Span,
    /// Span of the comprehension being compiled (CPython positions its loop there).
    comp_span: Span,
    const_str: HashMap<String, u32>,
    const_int: HashMap<i64, u32>,
    name_index: HashMap<String, u32>,
}

impl<'a> Unit<'a> {
    fn new(code: Code, kind: UnitKind, scope: ScopeId) -> Unit<'a> {
        Unit {
            code,
            kind,
            scope,
            slots: HashMap::new(),
            cells: HashMap::new(),
            comps: Vec::new(),
            bound: Vec::new(),
            next_reg: 0,
            max_reg: 0,
            blocks: Vec::new(),
            depth: 0,
            span: Span::default(),
            comp_span: Span::default(),
            const_str: HashMap::new(),
            const_int: HashMap::new(),
            name_index: HashMap::new(),
        }
    }

    fn finish(mut self) -> Code {
        self.code.nregs = self.max_reg.max(self.next_reg) as u16;
        let c = &mut self.code;
        let plain = c.nkwonly == 0 && !c.varargs && !c.varkw && !c.is_generator;
        c.fast_arity = if plain { c.nparams } else { u16::MAX };
        self.code
    }
}

/// Compilation context: the program tables plus the current unit.
struct Ctx<'c, 'a> {
    globals: &'c mut Globals,
    codes: &'c mut Vec<Code>,
    unit: &'c mut Unit<'a>,
    table: &'a SymbolTable,
}

impl<'c, 'a> Ctx<'c, 'a> {
    fn emit(&mut self, ins: Instr) -> usize {
        self.unit.code.instrs.push(ins);
        self.unit.code.spans.push(self.unit.span);
        self.unit.code.instrs.len() - 1
    }

    fn here(&self) -> u32 {
        self.unit.code.instrs.len() as u32
    }

    /// Points the jump at `at` to `target`.
    fn patch(&mut self, at: usize, target: u32) {
        match self.unit.code.instrs.get_mut(at) {
            Some(Instr::Jump { target: t })
            | Some(Instr::JumpIfFalse { target: t, .. })
            | Some(Instr::JumpIfTrue { target: t, .. }) => *t = target,
            _ => {}
        }
    }

    fn patch_here(&mut self, at: usize) {
        let h = self.here();
        self.patch(at, h);
    }

    fn tmp(&mut self) -> CResult<Reg> {
        let r = self.unit.next_reg;
        if r >= MAX_REGS {
            return Err(Diagnostic::syntax(
                "too many registers needed (expression too complex)",
                self.unit.span,
            ));
        }
        self.unit.next_reg += 1;
        self.unit.max_reg = self.unit.max_reg.max(self.unit.next_reg);
        Ok(r as Reg)
    }

    /// `n` consecutive fresh registers; returns the first.
    fn tmps(&mut self, n: usize) -> CResult<Reg> {
        let first = self.unit.next_reg as Reg;
        for _ in 0..n {
            self.tmp()?;
        }
        Ok(first)
    }

    fn mark(&self) -> u32 {
        self.unit.next_reg
    }

    fn release(&mut self, mark: u32) {
        self.unit.next_reg = mark;
    }

    fn add_const(&mut self, c: Const) -> CResult<u32> {
        match &c {
            Const::Str(s) => {
                if let Some(&i) = self.unit.const_str.get(s) {
                    return Ok(i);
                }
            }
            Const::Int(i) => {
                if let Some(&k) = self.unit.const_int.get(i) {
                    return Ok(k);
                }
            }
            _ => {}
        }
        let idx = self.unit.code.consts.len() as u32;
        match &c {
            Const::Str(s) => {
                self.unit.const_str.insert(s.clone(), idx);
            }
            Const::Int(i) => {
                self.unit.const_int.insert(*i, idx);
            }
            _ => {}
        }
        self.unit.code.consts.push(c);
        Ok(idx)
    }

    /// The frozenset constant of a constant set, merged with an equal earlier one as
    /// CPython's constant cache does.
    fn frozenset_const(&mut self, items: Vec<Const>) -> CResult<u32> {
        let key = fold::frozenset_key(&items);
        let items = self.globals.frozensets.entry(key).or_insert(items).clone();
        self.add_const(Const::FrozenSet(items))
    }

    fn name_idx(&mut self, name: &str) -> CResult<u32> {
        if let Some(&i) = self.unit.name_index.get(name) {
            return Ok(i);
        }
        let i = self.unit.code.names.len() as u32;
        if i >= u16::MAX as u32 {
            return Err(Diagnostic::syntax("too many names", self.unit.span));
        }
        self.unit.code.names.push(name.to_string());
        self.unit.name_index.insert(name.to_string(), i);
        Ok(i)
    }

    fn block(&mut self, body: &'a [Stmt]) -> CResult<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn is_bound(&self, r: Reg) -> bool {
        self.unit.bound.get(r as usize).copied().unwrap_or(false)
    }

    fn set_bound(&mut self, r: Reg, v: bool) {
        if let Some(b) = self.unit.bound.get_mut(r as usize) {
            *b = v;
        }
    }

    /// Enters a block `return`/`break` must unwind, refusing more than CPython's 20.
    fn push_block(&mut self, b: FBlock<'a>) -> CResult<()> {
        if self.unit.blocks.len() >= MAX_BLOCKS {
            return Err(Diagnostic::syntax(
                "too many statically nested blocks",
                self.unit.span,
            ));
        }
        self.unit.blocks.push(b);
        Ok(())
    }

    /// Adds an exception-table entry: instructions `[start, end)` go to `handler`, the
    /// exception in `reg`, with `depth` exceptions being handled there.
    fn add_handler(&mut self, start: u32, end: u32, handler: u32, reg: Reg, depth: u16) {
        if start < end {
            self.unit.code.except.push(ExceptEntry {
                start,
                end,
                handler,
                reg,
                depth,
            });
        }
    }

    /// The symbol-table scope of a node that opens one.
    fn scope_of<T: 'static>(&self, node: &T, span: Span) -> CResult<ScopeId> {
        self.table.scope_of(node).ok_or_else(|| {
            Diagnostic::new(
                crate::diagnostic::ErrorKind::InternalError,
                "no symbol-table scope for a nested block",
                span,
            )
        })
    }
}
