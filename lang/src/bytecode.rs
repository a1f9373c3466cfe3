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
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    TrueDiv,
    /// `//`
    FloorDiv,
    /// `%`
    Mod,
    /// `**` (also `pow(a, b)`).
    Pow,
    /// `<<`
    LShift,
    /// `>>`
    RShift,
    /// `&`
    BitAnd,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `@` (always a TypeError: no built-in type supports it).
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
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `is`
    Is,
    /// `is not`
    IsNot,
    /// `in`
    In,
    /// `not in`
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

/// The special methods [`Instr::LoadSpecial`] loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// `__enter__`.
    Enter,
    /// `__exit__`.
    Exit,
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnKind {
    /// `-`
    Neg,
    /// `+`
    Pos,
    /// `~`
    Invert,
    /// `not`
    Not,
}

/// One instruction. Register operands are relative to the frame; `target`s are instruction
/// indices in the same code object.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    /// Extra operand of the preceding instruction; never executed.
    Data(u32),
    /// `dst = consts[idx]`.
    LoadConst {
        /// Register receiving the result.
        dst: Reg,
        /// Index into the code object's constant pool.
        idx: u32,
    },
    /// `dst = imm` (a small int).
    LoadInt {
        /// Register receiving the result.
        dst: Reg,
        /// The int loaded.
        imm: i32,
    },
    /// `dst = None`.
    LoadNone {
        /// Register receiving the result.
        dst: Reg,
    },
    /// `dst = True` / `False`.
    LoadBool {
        /// Register receiving the result.
        dst: Reg,
        /// The value loaded.
        val: bool,
    },
    /// `dst = src`.
    Move {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the source value.
        src: Reg,
    },
    /// `dst = globals[slot]`; an unset slot falls back to its built-in, else NameError.
    LoadGlobal {
        /// Register receiving the result.
        dst: Reg,
        /// Global slot number.
        slot: u32,
    },
    /// `globals[slot] = src`.
    StoreGlobal {
        /// Register of the value stored.
        src: Reg,
        /// Global slot number.
        slot: u32,
    },
    /// `del globals[slot]` (NameError if unset).
    DelGlobal {
        /// Global slot unset.
        slot: u32,
    },
    /// `dst = builtins[idx]`.
    LoadBuiltin {
        /// Register receiving the result.
        dst: Reg,
        /// Index into the program's built-in table.
        idx: u32,
    },
    /// Raises UnboundLocalError naming `names[name]` if `reg` is unbound.
    CheckBound {
        /// Register of the local checked.
        reg: Reg,
        /// Index into `names` of the local's name, for the error.
        name: u32,
    },
    /// Unbinds a local.
    DelLocal {
        /// Register of the local unbound.
        reg: Reg,
    },
    /// `dst = a <op> b`.
    Bin {
        /// The operator.
        op: BinKind,
        /// Register receiving the result.
        dst: Reg,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// `dst = a <op>= b` (augmented assignment: in place for lists, `<op>=` in errors).
    BinInplace {
        /// The operator.
        op: BinKind,
        /// Register receiving the result.
        dst: Reg,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// `dst = a + b` (the hottest operator gets its own opcode).
    Add {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// `dst = a - b`.
    Sub {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// `dst = src + imm` (or `src - imm`).
    AddImm {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the source value.
        src: Reg,
        /// The immediate added (or subtracted).
        imm: i16,
        /// `src - imm` instead.
        sub: bool,
    },
    /// `dst = a <op> b` for a comparison.
    Cmp {
        /// The operator.
        op: CmpKind,
        /// Register receiving the result.
        dst: Reg,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// If `a <op> b` is false, jump to the target of the following `Jump`; else skip it.
    CmpJump {
        /// The operator.
        op: CmpKind,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// If `a <op> b` is true, jump to the target of the following `Jump`; else skip it.
    CmpJumpTrue {
        /// The operator.
        op: CmpKind,
        /// Register of the left operand.
        a: Reg,
        /// Register of the right operand.
        b: Reg,
    },
    /// [`Instr::CmpJump`] against a small int constant (`n < 2`): one dispatch and no register
    /// for the constant.
    CmpImmJump {
        /// The operator (never `in`, `not in`, `is`, `is not`).
        op: CmpKind,
        /// Register of the left operand.
        a: Reg,
        /// The right operand.
        imm: i16,
    },
    /// [`Instr::CmpJumpTrue`] against a small int constant.
    CmpImmJumpTrue {
        /// The operator (never `in`, `not in`, `is`, `is not`).
        op: CmpKind,
        /// Register of the left operand.
        a: Reg,
        /// The right operand.
        imm: i16,
    },
    /// `dst = <op> src`.
    Unary {
        /// The operator.
        op: UnKind,
        /// Register receiving the result.
        dst: Reg,
        /// Register of the operand.
        src: Reg,
    },
    /// Unconditional jump.
    Jump {
        /// Instruction index to jump to.
        target: u32,
    },
    /// Jump if `cond` is falsy.
    JumpIfFalse {
        /// Register of the condition.
        cond: Reg,
        /// Instruction index to jump to.
        target: u32,
    },
    /// Jump if `cond` is truthy.
    JumpIfTrue {
        /// Register of the condition.
        cond: Reg,
        /// Instruction index to jump to.
        target: u32,
    },
    /// `dst = func(regs[func+1 .. func+1+argc])`.
    Call {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the callee; the arguments follow it.
        func: Reg,
        /// Number of positional arguments.
        argc: u16,
    },
    /// Like `Call`, the last `kwcount` arguments are keyword arguments whose names are the
    /// string constants listed by the tuple constant in the following `Data` word.
    CallKw {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the callee; the arguments follow it.
        func: Reg,
        /// Number of arguments, keyword ones included.
        argc: u16,
    },
    /// `dst = func(*regs[func+1], **regs[func+2])`: a list of positional arguments and, with
    /// `has_kw`, a dict of keyword arguments (calls using `*x` or `**m`).
    CallEx {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the callee; the argument list and dict follow it.
        func: Reg,
        /// Whether a dict of keyword arguments follows the positional list.
        has_kw: bool,
    },
    /// `dst = regs[obj].<names[Data]>(regs[obj+1 .. obj+1+argc])`; a `Data` word follows with
    /// the attribute name index.
    CallMethod {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the receiver; the arguments follow it.
        obj: Reg,
        /// Number of arguments after the receiver.
        argc: u16,
    },
    /// `dst = obj.<names[name]>`.
    GetAttr {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the object whose attribute is read.
        obj: Reg,
        /// Index into the code object's `names`.
        name: u16,
    },
    /// `obj.<names[name]> = src`.
    SetAttr {
        /// Register of the object.
        obj: Reg,
        /// Index into the code object's `names`.
        name: u16,
        /// Register of the value stored.
        src: Reg,
    },
    /// `dst = obj[key]`.
    GetItem {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the object.
        obj: Reg,
        /// Register of the key or index.
        key: Reg,
    },
    /// `obj[key] = src`.
    SetItem {
        /// Register of the object.
        obj: Reg,
        /// Register of the key or index.
        key: Reg,
        /// Register of the value stored.
        src: Reg,
    },
    /// `del obj[key]`.
    DelItem {
        /// Register of the object.
        obj: Reg,
        /// Register of the key or index.
        key: Reg,
    },
    /// `dst = slice(regs[start], regs[start+1], regs[start+2])`.
    BuildSlice {
        /// Register receiving the result.
        dst: Reg,
        /// First of the three registers: start, stop, step.
        start: Reg,
    },
    /// `dst = [regs[start .. start+count]]`.
    BuildList {
        /// Register receiving the result.
        dst: Reg,
        /// First register of the consecutive operands.
        start: Reg,
        /// Number of operands.
        count: u16,
    },
    /// `dst = (regs[start .. start+count])`.
    BuildTuple {
        /// Register receiving the result.
        dst: Reg,
        /// First register of the consecutive operands.
        start: Reg,
        /// Number of operands.
        count: u16,
    },
    /// `dst = {k0: v0, ...}` from `count` key/value register pairs at `start`.
    BuildDict {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the first key; values follow their keys.
        start: Reg,
        /// Number of key/value pairs.
        count: u16,
    },
    /// `dst = "".join(str parts)`: the parts are already strings (f-strings).
    BuildString {
        /// Register receiving the result.
        dst: Reg,
        /// First register of the consecutive operands.
        start: Reg,
        /// Number of string parts.
        count: u16,
    },
    /// `list.append(val)` for comprehensions.
    ListAppend {
        /// Register of the list.
        list: Reg,
        /// Register of the value.
        val: Reg,
    },
    /// `list.extend(val)` for `[*a, *b]`; with `call`, the `*args` of a call whose callee is
    /// in `list - 1` (for its error messages).
    ListExtend {
        /// Register of the list.
        list: Reg,
        /// Register of the iterable appended.
        val: Reg,
        /// Building the arguments of a call (changes the error messages).
        call: bool,
    },
    /// `dict[key] = val` for comprehensions and displays (`val` is `key + 1`); with `call`, a
    /// keyword argument of a call whose callee is in `dict - 2` (duplicates are errors).
    DictSet {
        /// Register of the dict.
        dict: Reg,
        /// Register of the key; the value is in the next register.
        key: Reg,
        /// Building the arguments of a call (changes the error messages).
        call: bool,
    },
    /// `dict.update(val)` for `{**m}`; with `call`, `**m` of a call (callee in `dict - 2`).
    DictUpdate {
        /// Register of the dict.
        dict: Reg,
        /// Register of the mapping merged in.
        val: Reg,
        /// Building the arguments of a call (changes the error messages).
        call: bool,
    },
    /// `dst = tuple(list)` (for `(*a, b)`).
    ListToTuple {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the list.
        src: Reg,
    },
    /// `dst = format(src, spec)` with conversion `conv` (0 none, 1 str, 2 repr, 3 ascii);
    /// `spec` is `src + 1` when `has_spec`.
    Format {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the value formatted.
        src: Reg,
        /// Conversion: 0 none, 1 `!s`, 2 `!r`, 3 `!a`.
        conv: u8,
        /// Whether a format spec is in register `src + 1`.
        has_spec: bool,
    },
    /// `dst = iter(src)`.
    GetIter {
        /// Register receiving the result.
        dst: Reg,
        /// Register of the iterable.
        src: Reg,
    },
    /// `dst = next(iter)`; on exhaustion jump to the target of the following `Jump`.
    ForIter {
        /// Register of the iterator.
        iter: Reg,
        /// Register receiving the next item.
        dst: Reg,
    },
    /// Prepares a `for` over `range(regs[base..base+3])` (`argc` args): keeps the counter,
    /// stop and step in `base..base+3` as ints (or a generic iterator in `base` otherwise).
    RangePrep {
        /// First of the three registers holding counter, stop and step.
        base: Reg,
        /// Number of `range()` arguments (1 to 3).
        argc: u16,
    },
    /// `dst = next counter` of a prepared range; on exhaustion jump like `ForIter`.
    ForRange {
        /// First of the three registers holding counter, stop and step.
        base: Reg,
        /// Register receiving the counter's value.
        dst: Reg,
    },
    /// Unpacks exactly `count` items of `src` into `dst ..`.
    Unpack {
        /// Register of the iterable unpacked.
        src: Reg,
        /// First register receiving the items.
        dst: Reg,
        /// Number of items expected.
        count: u16,
    },
    /// Unpacks `before` items, a list of the middle, and `after` items into `dst ..`.
    UnpackEx {
        /// Register of the iterable unpacked.
        src: Reg,
        /// First register receiving the items.
        dst: Reg,
        /// Number of items before the starred target.
        before: u8,
        /// Number of items after the starred target.
        after: u8,
    },
    /// `dst = function(code_objects[code])` with its defaults in `defaults ..`.
    MakeFunction {
        /// Register receiving the function.
        dst: Reg,
        /// Index of the function's code object in the program.
        code: u16,
        /// First register of the default values.
        defaults: Reg,
    },
    /// Returns `src` to the caller.
    Return {
        /// Register of the returned value.
        src: Reg,
    },
    /// `raise src` (`src` an exception class or instance).
    Raise {
        /// Register of the exception class or instance.
        src: Reg,
    },
    /// `raise src from cause` (`cause` an exception, an exception class, or `None`).
    RaiseFrom {
        /// Register of the exception class or instance.
        src: Reg,
        /// Register of the cause.
        cause: Reg,
    },
    /// Re-raises the exception in `src` as it is, with its traceback: the end of a handler
    /// that did not match, of a `finally` block, of a `with` whose `__exit__` returned false.
    Reraise {
        /// Register of the exception.
        src: Reg,
    },
    /// A bare `raise`: re-raises the exception being handled (RuntimeError if none).
    RaiseBare,
    /// `dst = exc matches cls` for an `except cls:` clause (`cls` a class or a tuple of them;
    /// TypeError for anything that is not an exception class).
    ExcMatch {
        /// Register receiving the bool.
        dst: Reg,
        /// Register of the exception.
        exc: Reg,
        /// Register of the class (or tuple of classes).
        cls: Reg,
    },
    /// Marks the exception in `src` as being handled (the start of an `except` or `finally`
    /// body): an exception raised from here on gets it as `__context__`, and a bare `raise`
    /// re-raises it.
    PushExc {
        /// Register of the exception.
        src: Reg,
    },
    /// Ends the innermost handling started by [`Instr::PushExc`].
    PopExc,
    /// `dst, dst+1, dst+2 = type(exc), exc, traceback` (the arguments of `__exit__`), or three
    /// `None`s when `exc` is `None`.
    ExcTriple {
        /// First of the three registers receiving the values.
        dst: Reg,
        /// Register of the exception (or `None`).
        exc: Reg,
    },
    /// Loads the special method `which` of `obj`'s type, bound to `obj` (`with`'s `__enter__`
    /// and `__exit__`), or raises CPython's TypeError for an object lacking it.
    LoadSpecial {
        /// Register receiving the bound method.
        dst: Reg,
        /// Register of the object.
        obj: Reg,
        /// Which method.
        which: Special,
    },
    /// Wraps the value of register `reg` in a new cell (a local captured by a closure).
    MakeCell {
        /// The register, which afterwards holds the cell.
        reg: Reg,
    },
    /// `dst = cell.contents` (UnboundLocalError / NameError naming `names[name]` if empty).
    LoadDeref {
        /// Register receiving the value.
        dst: Reg,
        /// Register holding the cell.
        cell: Reg,
        /// Index into `names` of the variable, for the error.
        name: u16,
    },
    /// `cell.contents = src`.
    StoreDeref {
        /// Register holding the cell.
        cell: Reg,
        /// Register of the value.
        src: Reg,
    },
    /// Empties a cell (`del x` of a captured variable; NameError if already empty).
    DelDeref {
        /// Register holding the cell.
        cell: Reg,
        /// Index into `names` of the variable, for the error.
        name: u16,
    },
    /// `dst = name` in a class body: the class namespace, then the global slot in the next
    /// [`Instr::Data`] word (which falls back to the built-ins), else NameError.
    LoadName {
        /// Register receiving the value.
        dst: Reg,
        /// Index into `names`.
        name: u16,
    },
    /// `name = src` in a class body (the class namespace).
    StoreName {
        /// Register of the value.
        src: Reg,
        /// Index into `names`.
        name: u16,
    },
    /// `del name` in a class body.
    DelName {
        /// Index into `names`.
        name: u16,
    },
    /// `dst = name` in a class body for a variable of an enclosing function: the class
    /// namespace first, then the cell in register `cell`.
    LoadClassDeref {
        /// Register receiving the value.
        dst: Reg,
        /// Register holding the cell.
        cell: Reg,
        /// Index into `names`.
        name: u16,
    },
    /// `del obj.name`.
    DelAttr {
        /// Register of the object.
        obj: Reg,
        /// Index into `names`.
        name: u16,
    },
    /// Creates a class: `start` holds the class body function, `start+1` the name, then
    /// `count` bases. Runs the body in a new namespace, then builds the class into `dst`.
    BuildClass {
        /// Register receiving the class.
        dst: Reg,
        /// First register of the window.
        start: Reg,
        /// Number of bases.
        count: u16,
    },
    /// `dst = {start[0], ..., start[count-1]}`.
    BuildSet {
        /// Register receiving the set.
        dst: Reg,
        /// First register of the items.
        start: Reg,
        /// Number of items.
        count: u16,
    },
    /// `set.add(val)` (set displays and comprehensions).
    SetAdd {
        /// Register of the set.
        set: Reg,
        /// Register of the value.
        val: Reg,
    },
    /// `set |= iterable` (`{*a}` in a display).
    SetUpdate {
        /// Register of the set.
        set: Reg,
        /// Register of the iterable.
        val: Reg,
    },
    /// `yield src`: suspends the generator; on resume `dst` receives the sent value.
    Yield {
        /// Register receiving the value sent on resume.
        dst: Reg,
        /// Register of the yielded value.
        src: Reg,
    },
    /// `dst = yield from iter`, one step: sends `dst` (the value sent to this generator, or
    /// `None` the first time) to `iter`. If it yields, this generator yields the same value
    /// and resumes here; when it is exhausted, `dst` receives its return value and execution
    /// continues.
    YieldFrom {
        /// Register receiving the result (and holding the value to send).
        dst: Reg,
        /// Register of the sub-iterator.
        iter: Reg,
    },
    /// `dst = iter(src)` for `yield from` (a generator stays itself).
    GetYieldFromIter {
        /// Register receiving the iterator.
        dst: Reg,
        /// Register of the iterable.
        src: Reg,
    },
    /// `dst = <module>` for `import` (index into the program's module table).
    ImportName {
        /// Register receiving the module.
        dst: Reg,
        /// Index into [`Program::modules`].
        module: u16,
    },
    /// `dst = src` is a sequence for `match` (`list`, `tuple`, `range`, not `str` or `dict`).
    MatchSequence {
        /// Register receiving the bool.
        dst: Reg,
        /// Register of the subject.
        src: Reg,
    },
    /// `dst = src` is a mapping for `match` (`dict`).
    MatchMapping {
        /// Register receiving the bool.
        dst: Reg,
        /// Register of the subject.
        src: Reg,
    },
    /// `dst = len(src)` for `match` (an int).
    GetLen {
        /// Register receiving the length.
        dst: Reg,
        /// Register of the subject.
        src: Reg,
    },
    /// For a mapping pattern: `dst` = a tuple of `subj[k]` for each key of the tuple in
    /// `keys`, or `None` if a key is missing (ValueError for a duplicate key).
    MatchKeys {
        /// Register receiving the tuple or `None`.
        dst: Reg,
        /// Register of the subject.
        subj: Reg,
        /// Register of the tuple of keys.
        keys: Reg,
    },
    /// `dst` = a dict of the items of `subj` whose keys are not in the tuple `keys` (the
    /// `**rest` of a mapping pattern).
    DictWithout {
        /// Register receiving the dict.
        dst: Reg,
        /// Register of the subject.
        subj: Reg,
        /// Register of the tuple of keys.
        keys: Reg,
    },
    /// For a class pattern: `dst` = a tuple of the `count` positional sub-patterns' values
    /// (through `__match_args__`) followed by the keyword ones (names in the tuple constant of
    /// the next [`Instr::Data`] word), or `None` if `subj` is not an instance of `cls`.
    MatchClass {
        /// Register receiving the tuple or `None`.
        dst: Reg,
        /// Register of the subject; the class is in the next register.
        subj: Reg,
        /// Number of positional sub-patterns.
        count: u16,
    },
    /// `assert` failure: raises AssertionError, with message `src` if `has_msg`.
    AssertFail {
        /// Register of the message, if `has_msg`.
        src: Reg,
        /// Whether `src` holds a message.
        has_msg: bool,
    },
}

/// A constant of the pool.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// `None`.
    None,
    /// `True` / `False`.
    Bool(bool),
    /// An int that fits in `i64`.
    Int(i64),
    /// An int outside `i64`.
    BigInt(BigInt),
    /// A float.
    Float(f64),
    /// A string.
    Str(String),
    /// A bytes literal.
    Bytes(Vec<u8>),
    /// A tuple of constants (keyword names of `CallKw`).
    Tuple(Vec<Const>),
    /// A frozenset constant CPython's compiler makes of a constant set display (see
    /// `compile::fold`), its items in source order: the runtime builds it as CPython does
    /// (`SetTable::const_frozenset`), which decides its iteration order.
    FrozenSet(Vec<Const>),
    /// `...`.
    Ellipsis,
}

/// One entry of a code object's exception table: an exception raised by an instruction in
/// `[start, end)` jumps to `handler` with the exception in register `reg`. The table replaces a
/// run-time block stack (ordered innermost first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExceptEntry {
    /// Index of the first protected instruction.
    pub start: u32,
    /// Index one past the last protected instruction.
    pub end: u32,
    /// Index of the handler's first instruction.
    pub handler: u32,
    /// Register that receives the exception.
    pub reg: Reg,
    /// How many exceptions this frame is handling (nested `except`/`finally` bodies) at the
    /// protected code: catching here ends the handling of any deeper ones.
    pub depth: u16,
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
    /// Positional parameters (they occupy registers `0 .. nparams`), positional-only ones
    /// included.
    pub nparams: u16,
    /// How many of the positional parameters are positional-only (before `/`).
    pub nposonly: u16,
    /// Keyword-only parameters (registers `nparams .. nparams + nkwonly`).
    pub nkwonly: u16,
    /// Parameter names in CPython's `co_varnames` order: positional, keyword-only, then the
    /// names of `*args` and `**kwargs` if present.
    pub param_names: Vec<String>,
    /// True if a `*args` parameter follows (in register `nparams + nkwonly`).
    pub varargs: bool,
    /// True if a `**kwargs` parameter follows (in the register after `*args`, if any).
    pub varkw: bool,
    /// Number of trailing positional parameters that have defaults.
    pub ndefaults: u16,
    /// True if some keyword-only parameter has a default: then `MakeFunction`'s window
    /// holds one value per keyword-only parameter after the positional defaults (`Undef`
    /// for none).
    pub has_kwdefaults: bool,
    /// The annotated parameters (and `return`), in `__annotations__` order: `MakeFunction`'s
    /// window holds their values after the closure cells, and the function keeps them after
    /// its cells (`Function::closure`).
    pub annotations: Vec<String>,
    /// Free variables (captured from enclosing functions): their cells are placed in
    /// registers `free_start .. free_start + nfree` when a frame starts.
    pub nfree: u16,
    /// First register of the free variables' cells.
    pub free_start: u16,
    /// A generator function: calling it makes a generator.
    pub is_generator: bool,
    /// The argument count of a call that goes straight into a new frame (the arguments
    /// already sit where its registers start): `nparams` for a function with only positional
    /// parameters that is not a generator, `u16::MAX` for any other. Set by the compiler.
    pub fast_arity: u16,
    /// For a class body whose methods use `super()` or `__class__`: the register holding the
    /// `__class__` cell, filled with the new class.
    pub class_cell: Option<Reg>,
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
    /// Index of the region's first instruction.
    pub start: u32,
    /// Index one past the region's last instruction.
    pub end: u32,
    /// The frame name tracebacks show (`<listcomp>`, ...).
    pub name: String,
    /// The comprehension expression, shown as the call site.
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
    /// The built-in names the program was compiled against (index = built-in id), shared by
    /// every program compiled against the same [`crate::compile::Builtins`].
    pub builtins: std::sync::Arc<Vec<String>>,
    /// The modules the program imports (index = `ImportName`'s `module`).
    pub modules: Vec<String>,
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
