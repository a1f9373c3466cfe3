//! Register bytecode: what the compiler produces and the VM executes.
//!
//! Every code object (the module body, each `def`) has numbered registers: parameters first, then
//! the other locals, then temporaries. Instructions are fixed-width (8 bytes, pinned by a test)
//! with `u16` register operands and `u32` jump targets. An instruction that needs one more operand
//! than fits is followed by an [`Instr::Data`] word (or a [`Instr::Jump`] for "compare and
//! branch" and "for" superinstructions, whose fall-through skips that word).
//!
//! Globals are resolved to slots of one program-wide table and built-ins to indices of the
//! allowlist table at compile time, so the VM never looks a name up by string.

use crate::ast::Span;
use num_bigint::BigInt;
use std::fmt::Write;

/// A register number, relative to the frame's window.
pub type Reg = u16;

/// A binary operator evaluated by the VM's generic path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinKind {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitAnd,
    BitOr,
    BitXor,
    MatMul,
}

impl BinKind {
    /// The operator as Python spells it (used in error messages).
    pub fn symbol(self) -> &'static str {
        match self {
            BinKind::Add => "+",
            BinKind::Sub => "-",
            BinKind::Mul => "*",
            BinKind::TrueDiv => "/",
            BinKind::FloorDiv => "//",
            BinKind::Mod => "%",
            BinKind::Pow => "** or pow()",
            BinKind::LShift => "<<",
            BinKind::RShift => ">>",
            BinKind::BitAnd => "&",
            BinKind::BitOr => "|",
            BinKind::BitXor => "^",
            BinKind::MatMul => "@",
        }
    }
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpKind {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Is,
    IsNot,
    In,
    NotIn,
}

impl CmpKind {
    /// The operator as Python spells it (used in error messages).
    pub fn symbol(self) -> &'static str {
        match self {
            CmpKind::Eq => "==",
            CmpKind::Ne => "!=",
            CmpKind::Lt => "<",
            CmpKind::Le => "<=",
            CmpKind::Gt => ">",
            CmpKind::Ge => ">=",
            CmpKind::Is => "is",
            CmpKind::IsNot => "is not",
            CmpKind::In => "in",
            CmpKind::NotIn => "not in",
        }
    }
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnKind {
    Neg,
    Pos,
    Invert,
    Not,
}

/// One instruction. Register operands are relative to the frame; `target`s are instruction
/// indices in the same code object.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    /// Extra operand of the preceding instruction; never executed.
    Data(u32),
    /// `dst = consts[idx]`.
    LoadConst { dst: Reg, idx: u32 },
    /// `dst = imm` (a small int).
    LoadInt { dst: Reg, imm: i32 },
    /// `dst = None`.
    LoadNone { dst: Reg },
    /// `dst = True` / `False`.
    LoadBool { dst: Reg, val: bool },
    /// `dst = src`.
    Move { dst: Reg, src: Reg },
    /// `dst = globals[slot]`; an unset slot falls back to its built-in, else NameError.
    LoadGlobal { dst: Reg, slot: u32 },
    /// `globals[slot] = src`.
    StoreGlobal { src: Reg, slot: u32 },
    /// `del globals[slot]` (NameError if unset).
    DelGlobal { slot: u32 },
    /// `dst = builtins[idx]`.
    LoadBuiltin { dst: Reg, idx: u32 },
    /// Raises UnboundLocalError naming `names[name]` if `reg` is unbound.
    CheckBound { reg: Reg, name: u32 },
    /// Unbinds a local.
    DelLocal { reg: Reg },
    /// `dst = a <op> b`.
    Bin {
        op: BinKind,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// `dst = a <op>= b` (augmented assignment: in place for lists, `<op>=` in errors).
    BinInplace {
        op: BinKind,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// `dst = a + b` (the hottest operator gets its own opcode).
    Add { dst: Reg, a: Reg, b: Reg },
    /// `dst = a - b`.
    Sub { dst: Reg, a: Reg, b: Reg },
    /// `dst = src + imm` (or `src - imm`).
    AddImm {
        dst: Reg,
        src: Reg,
        imm: i16,
        /// `src - imm` instead.
        sub: bool,
    },
    /// `dst = a <op> b` for a comparison.
    Cmp {
        op: CmpKind,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// If `a <op> b` is false, jump to the target of the following `Jump`; else skip it.
    CmpJump { op: CmpKind, a: Reg, b: Reg },
    /// If `a <op> b` is true, jump to the target of the following `Jump`; else skip it.
    CmpJumpTrue { op: CmpKind, a: Reg, b: Reg },
    /// `dst = <op> src`.
    Unary { op: UnKind, dst: Reg, src: Reg },
    /// Unconditional jump.
    Jump { target: u32 },
    /// Jump if `cond` is falsy.
    JumpIfFalse { cond: Reg, target: u32 },
    /// Jump if `cond` is truthy.
    JumpIfTrue { cond: Reg, target: u32 },
    /// `dst = func(regs[func+1 .. func+1+argc])`.
    Call { dst: Reg, func: Reg, argc: u16 },
    /// Like `Call`, the last `kwcount` arguments are keyword arguments whose names are the
    /// string constants listed by the tuple constant in the following `Data` word.
    CallKw { dst: Reg, func: Reg, argc: u16 },
    /// `dst = func(*regs[func+1], **regs[func+2])`: a list of positional arguments and, with
    /// `has_kw`, a dict of keyword arguments (calls using `*x` or `**m`).
    CallEx { dst: Reg, func: Reg, has_kw: bool },
    /// `dst = regs[obj].<names[Data]>(regs[obj+1 .. obj+1+argc])`; a `Data` word follows with
    /// the attribute name index.
    CallMethod { dst: Reg, obj: Reg, argc: u16 },
    /// `dst = obj.<names[name]>`.
    GetAttr { dst: Reg, obj: Reg, name: u16 },
    /// `obj.<names[name]> = src`.
    SetAttr { obj: Reg, name: u16, src: Reg },
    /// `dst = obj[key]`.
    GetItem { dst: Reg, obj: Reg, key: Reg },
    /// `obj[key] = src`.
    SetItem { obj: Reg, key: Reg, src: Reg },
    /// `del obj[key]`.
    DelItem { obj: Reg, key: Reg },
    /// `dst = slice(regs[start], regs[start+1], regs[start+2])`.
    BuildSlice { dst: Reg, start: Reg },
    /// `dst = [regs[start .. start+count]]`.
    BuildList { dst: Reg, start: Reg, count: u16 },
    /// `dst = (regs[start .. start+count])`.
    BuildTuple { dst: Reg, start: Reg, count: u16 },
    /// `dst = {k0: v0, ...}` from `count` key/value register pairs at `start`.
    BuildDict { dst: Reg, start: Reg, count: u16 },
    /// `dst = "".join(str parts)`: the parts are already strings (f-strings).
    BuildString { dst: Reg, start: Reg, count: u16 },
    /// `list.append(val)` for comprehensions.
    ListAppend { list: Reg, val: Reg },
    /// `list.extend(val)` for `[*a, *b]`; with `call`, the `*args` of a call whose callee is
    /// in `list - 1` (for its error messages).
    ListExtend { list: Reg, val: Reg, call: bool },
    /// `dict[key] = val` for comprehensions and displays (`val` is `key + 1`); with `call`, a
    /// keyword argument of a call whose callee is in `dict - 2` (duplicates are errors).
    DictSet { dict: Reg, key: Reg, call: bool },
    /// `dict.update(val)` for `{**m}`; with `call`, `**m` of a call (callee in `dict - 2`).
    DictUpdate { dict: Reg, val: Reg, call: bool },
    /// `dst = tuple(list)` (for `(*a, b)`).
    ListToTuple { dst: Reg, src: Reg },
    /// `dst = format(src, spec)` with conversion `conv` (0 none, 1 str, 2 repr, 3 ascii);
    /// `spec` is `src + 1` when `has_spec`.
    Format {
        dst: Reg,
        src: Reg,
        conv: u8,
        has_spec: bool,
    },
    /// `dst = iter(src)`.
    GetIter { dst: Reg, src: Reg },
    /// `dst = next(iter)`; on exhaustion jump to the target of the following `Jump`.
    ForIter { iter: Reg, dst: Reg },
    /// Prepares a `for` over `range(regs[base..base+3])` (`argc` args): keeps the counter,
    /// stop and step in `base..base+3` as ints (or a generic iterator in `base` otherwise).
    RangePrep { base: Reg, argc: u16 },
    /// `dst = next counter` of a prepared range; on exhaustion jump like `ForIter`.
    ForRange { base: Reg, dst: Reg },
    /// Unpacks exactly `count` items of `src` into `dst ..`.
    Unpack { src: Reg, dst: Reg, count: u16 },
    /// Unpacks `before` items, a list of the middle, and `after` items into `dst ..`.
    UnpackEx {
        src: Reg,
        dst: Reg,
        before: u8,
        after: u8,
    },
    /// `dst = function(code_objects[code])` with its defaults in `defaults ..`.
    MakeFunction { dst: Reg, code: u16, defaults: Reg },
    /// Returns `src` to the caller.
    Return { src: Reg },
    /// `raise src` (`src` an exception class or instance).
    Raise { src: Reg },
    /// `assert` failure: raises AssertionError, with message `src` if `has_msg`.
    AssertFail { src: Reg, has_msg: bool },
}

/// A constant of the pool.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    None,
    Bool(bool),
    Int(i64),
    BigInt(BigInt),
    Float(f64),
    Str(String),
    /// A tuple of constants (keyword names of `CallKw`).
    Tuple(Vec<Const>),
    /// `...`.
    Ellipsis,
}

/// One entry of a code object's exception table: an exception raised by an instruction in
/// `[start, end)` jumps to `handler` with the exception in register `reg`. The table replaces a
/// run-time block stack (ordered innermost first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExceptEntry {
    pub start: u32,
    pub end: u32,
    pub handler: u32,
    pub reg: Reg,
}

/// A compiled function or module body.
#[derive(Clone, Debug, PartialEq)]
pub struct Code {
    /// Function name (`<module>` for the module body).
    pub name: String,
    /// Qualified name (`outer.<locals>.inner`).
    pub qualname: String,
    /// The docstring, if the body starts with a string literal.
    pub doc: Option<String>,
    /// Positional parameters (they occupy registers `0 .. nparams`).
    pub nparams: u16,
    /// Parameter names, for keyword arguments and error messages.
    pub param_names: Vec<String>,
    /// True if a `*args` parameter follows the positional ones (in register `nparams`).
    pub varargs: bool,
    /// Number of trailing parameters that have defaults.
    pub ndefaults: u16,
    /// Registers that hold locals (`0 .. nlocals`); they start unbound.
    pub nlocals: u16,
    /// Total registers of a frame.
    pub nregs: u16,
    /// The instructions.
    pub instrs: Vec<Instr>,
    /// One source span per instruction (tracebacks).
    pub spans: Vec<Span>,
    /// The constant pool.
    pub consts: Vec<Const>,
    /// Names used by attributes, methods and unbound-local errors.
    pub names: Vec<String>,
    /// Exception table (innermost handlers first).
    pub except: Vec<ExceptEntry>,
    /// Inline comprehensions (CPython runs each in its own frame, which tracebacks show).
    pub comps: Vec<CompRegion>,
}

/// The instructions of an inline comprehension: `[start, end)`, shown in tracebacks as a frame
/// named `name` (`<listcomp>`, `<dictcomp>`) called at `span`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompRegion {
    pub start: u32,
    pub end: u32,
    pub name: String,
    pub span: Span,
}

impl Code {
    /// The source span of instruction `pc` (an empty span if out of range).
    pub fn span_at(&self, pc: usize) -> Span {
        self.spans.get(pc).copied().unwrap_or_default()
    }
}

/// A whole compiled program.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// Code objects; index 0 is the module body.
    pub codes: Vec<Code>,
    /// Global slot names.
    pub globals: Vec<String>,
    /// For each global slot, the built-in it falls back to when unset.
    pub global_fallback: Vec<Option<u32>>,
    /// The built-in names the program was compiled against (index = built-in id).
    pub builtins: Vec<String>,
}

impl Program {
    /// A readable listing of every code object.
    pub fn disassemble(&self) -> String {
        let mut out = String::new();
        for (i, code) in self.codes.iter().enumerate() {
            let _ = writeln!(
                out,
                "code {i} {} (params {}, locals {}, registers {})",
                code.name, code.nparams, code.nlocals, code.nregs
            );
            for (pc, ins) in code.instrs.iter().enumerate() {
                let _ = writeln!(out, "  {pc:5}  {}", self.show(code, ins));
            }
            if !code.consts.is_empty() {
                let _ = writeln!(out, "  constants:");
                for (k, c) in code.consts.iter().enumerate() {
                    let _ = writeln!(out, "    {k}: {c:?}");
                }
            }
            out.push('\n');
        }
        out
    }

    fn show(&self, code: &Code, ins: &Instr) -> String {
        match *ins {
            Instr::LoadGlobal { dst, slot } => format!(
                "LoadGlobal r{dst} <- {}",
                self.globals.get(slot as usize).map_or("?", |s| s.as_str())
            ),
            Instr::StoreGlobal { src, slot } => format!(
                "StoreGlobal {} <- r{src}",
                self.globals.get(slot as usize).map_or("?", |s| s.as_str())
            ),
            Instr::LoadBuiltin { dst, idx } => format!(
                "LoadBuiltin r{dst} <- {}",
                self.builtins.get(idx as usize).map_or("?", |s| s.as_str())
            ),
            Instr::LoadConst { dst, idx } => format!(
                "LoadConst r{dst} <- {:?}",
                code.consts.get(idx as usize).unwrap_or(&Const::None)
            ),
            Instr::GetAttr { dst, obj, name } => format!(
                "GetAttr r{dst} <- r{obj}.{}",
                code.names.get(name as usize).map_or("?", |s| s.as_str())
            ),
            other => format!("{other:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instruction_is_eight_bytes() {
        assert_eq!(std::mem::size_of::<Instr>(), 8);
    }
}
