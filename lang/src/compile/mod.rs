//! The compiler: a checked AST to register bytecode ([`crate::bytecode`]).
//!
//! Scope rules follow Python 3: a name bound anywhere in a function body (and not declared
//! `global`) is local to it; module-level names and `global` names live in global slots;
//! other names resolve to the allowlisted built-ins, or to a global slot that raises NameError.
//! Comprehensions get their own scope by giving their targets fresh registers (no closure
//! needed). Constructs Pyrite does not support are refused here with
//! `NotImplementedError: <construct> is not supported`, never miscompiled.
//!
//! Files: `mod.rs` (units, registers, emission), `scope.rs` (binding analysis), `stmt.rs`,
//! `expr.rs`.

mod expr;
mod scope;
mod stmt;
pub mod symtable;

use std::collections::HashMap;

use crate::ast::{Module, Span, Stmt};
use crate::bytecode::{Code, Const, Instr, Program, Reg};
use crate::diagnostic::Diagnostic;

type CResult<T> = Result<T, Diagnostic>;

/// Registers available to one frame (the rest of `u16` is headroom for call windows).
const MAX_REGS: u32 = 60_000;

/// Compiles a module against the given built-in names (index = built-in id in the runtime).
pub fn compile(module: &Module, builtins: &[String]) -> Result<Program, Diagnostic> {
    let mut globals = Globals {
        names: Vec::new(),
        index: HashMap::new(),
        module_bound: scope::module_globals(&module.body)?,
        builtins: builtins
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), i as u32))
            .collect(),
    };
    let mut codes: Vec<Code> = vec![empty_code("<module>")];
    let mut unit = Unit::new(empty_code("<module>"), true, &Default::default());
    {
        let mut cx = Ctx {
            globals: &mut globals,
            codes: &mut codes,
            unit: &mut unit,
        };
        cx.block(&module.body)?;
        let span = module.body.last().map(|s| s.span).unwrap_or_default();
        cx.unit.span = Span::new(span.end as usize, span.end as usize);
        let r = cx.tmp()?;
        cx.emit(Instr::LoadNone { dst: r });
        cx.emit(Instr::Return { src: r });
    }
    let code = unit.finish();
    if let Some(slot) = codes.get_mut(0) {
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
        builtins: builtins.to_vec(),
        modules: Vec::new(),
    })
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
        nfree: 0,
        free_start: 0,
        is_generator: false,
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
    module_bound: std::collections::HashSet<String>,
    builtins: HashMap<String, u32>,
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
}

/// A loop being compiled: where `continue` goes and the `break` jumps to patch.
struct LoopCtx {
    continue_target: Option<u32>,
    continue_patches: Vec<usize>,
    break_patches: Vec<usize>,
}

/// The code object being compiled and its register/scope state.
struct Unit {
    code: Code,
    is_module: bool,
    /// Function locals (name → register).
    locals: HashMap<String, Reg>,
    /// Locals of enclosing functions (a read of one would need a closure: refused).
    enclosing: std::collections::HashSet<String>,
    /// Names declared `global` in this function.
    global_decl: std::collections::HashSet<String>,
    /// Inline comprehension scopes, innermost last.
    comp_scopes: Vec<HashMap<String, Reg>>,
    /// Locals definitely bound at this point (indexed by register).
    bound: Vec<bool>,
    next_reg: u32,
    max_reg: u32,
    loops: Vec<LoopCtx>,
    span: Span,
    /// Span of the comprehension being compiled (CPython positions its loop there).
    comp_span: Span,
    const_str: HashMap<String, u32>,
    const_int: HashMap<i64, u32>,
    name_index: HashMap<String, u32>,
}

impl Unit {
    fn new(code: Code, is_module: bool, enclosing: &std::collections::HashSet<String>) -> Unit {
        Unit {
            code,
            is_module,
            locals: HashMap::new(),
            enclosing: enclosing.clone(),
            global_decl: Default::default(),
            comp_scopes: Vec::new(),
            bound: Vec::new(),
            next_reg: 0,
            max_reg: 0,
            loops: Vec::new(),
            span: Span::default(),
            comp_span: Span::default(),
            const_str: HashMap::new(),
            const_int: HashMap::new(),
            name_index: HashMap::new(),
        }
    }

    fn finish(mut self) -> Code {
        self.code.nregs = self.max_reg.max(self.next_reg) as u16;
        self.code
    }
}

/// Compilation context: the program tables plus the current unit.
struct Ctx<'a> {
    globals: &'a mut Globals,
    codes: &'a mut Vec<Code>,
    unit: &'a mut Unit,
}

impl Ctx<'_> {
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

    fn block(&mut self, body: &[Stmt]) -> CResult<()> {
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
}
