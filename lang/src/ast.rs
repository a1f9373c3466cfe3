//! The abstract syntax tree of the Python 3.11 grammar, as the parser produces it.
//!
//! Node names follow CPython's `ast` module (`FunctionDef`, `BoolOp`, `comprehension`, ...) so a
//! reader holding `Parser/Python.asdl` finds the code. The tree covers the *whole* 3.11 grammar:
//! what Pyrite does not support is refused later by [`crate::check`], never by a parse error.
//!
//! Depth is bounded by the parser's nesting cap, so recursive passes over a tree (and its `Drop`)
//! cannot exhaust the native stack.

use num_bigint::BigInt;

/// A byte range `[start, end)` in the source text. Line and column are derived on demand
/// (see [`crate::diagnostic::SourceMap`]), so nodes stay small.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from `start` to `end` byte offsets.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: u32::try_from(start).unwrap_or(u32::MAX),
            end: u32::try_from(end).unwrap_or(u32::MAX),
        }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// An identifier, already NFKC-normalized as Python does.
pub type Ident = String;

/// A whole source file (`file_input`).
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The statements of the file, in order.
    pub body: Vec<Stmt>,
}

/// A statement with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    /// What the statement is.
    pub kind: StmtKind,
    /// Where it is; for compound statements, the header line.
    pub span: Span,
}

/// Every statement form of Python 3.11.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `def` / `async def`.
    FunctionDef(Box<FunctionDef>),
    /// `class`.
    ClassDef(Box<ClassDef>),
    /// `return [value]`.
    Return(Option<Expr>),
    /// `del a, b[0], c.d`.
    Delete(Vec<Expr>),
    /// `a = b = value`: `targets` in source order.
    Assign { targets: Vec<Expr>, value: Expr },
    /// `target op= value`.
    AugAssign {
        target: Expr,
        op: BinOp,
        value: Expr,
    },
    /// `target: annotation [= value]`; `simple` is true for a bare name not in parentheses.
    AnnAssign {
        target: Expr,
        annotation: Expr,
        value: Option<Expr>,
        simple: bool,
    },
    /// `for` / `async for`.
    For {
        target: Expr,
        iter: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
        is_async: bool,
    },
    /// `while test: ... else: ...`.
    While {
        test: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    /// `if`; `elif` chains nest in `orelse`.
    If {
        test: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    /// `with` / `async with`.
    With {
        items: Vec<WithItem>,
        body: Vec<Stmt>,
        is_async: bool,
    },
    /// `match subject: case ...`.
    Match {
        subject: Expr,
        cases: Vec<MatchCase>,
    },
    /// `raise [exc [from cause]]`.
    Raise {
        exc: Option<Expr>,
        cause: Option<Expr>,
    },
    /// `try` / `except` / `else` / `finally`; `is_star` for `except*`.
    Try {
        body: Vec<Stmt>,
        handlers: Vec<ExceptHandler>,
        orelse: Vec<Stmt>,
        finalbody: Vec<Stmt>,
        is_star: bool,
    },
    /// `assert test[, msg]`.
    Assert { test: Expr, msg: Option<Expr> },
    /// `import a.b as c, d`.
    Import(Vec<Alias>),
    /// `from ..module import a as b, c` or `from m import *` (one alias named `*`).
    ImportFrom {
        module: Option<String>,
        names: Vec<Alias>,
        level: u32,
    },
    /// `global a, b`.
    Global(Vec<Ident>),
    /// `nonlocal a, b`.
    Nonlocal(Vec<Ident>),
    /// An expression statement.
    Expr(Expr),
    /// `pass`.
    Pass,
    /// `break`.
    Break,
    /// `continue`.
    Continue,
}

impl StmtKind {
    /// The statement lists nested directly in this statement, in source order (bodies, `else`
    /// and `finally` blocks, handlers, match cases): what every pass over blocks walks.
    pub fn blocks(&self) -> Vec<&[Stmt]> {
        match self {
            StmtKind::FunctionDef(f) => vec![&f.body],
            StmtKind::ClassDef(c) => vec![&c.body],
            StmtKind::For { body, orelse, .. }
            | StmtKind::While { body, orelse, .. }
            | StmtKind::If { body, orelse, .. } => vec![body, orelse],
            StmtKind::With { body, .. } => vec![body],
            StmtKind::Match { cases, .. } => cases.iter().map(|c| c.body.as_slice()).collect(),
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finalbody,
                ..
            } => {
                let mut v: Vec<&[Stmt]> = vec![body];
                v.extend(handlers.iter().map(|h| h.body.as_slice()));
                v.push(orelse);
                v.push(finalbody);
                v
            }
            _ => Vec::new(),
        }
    }
}

/// `def name(args) -> returns: body`.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDef {
    pub name: Ident,
    pub args: Arguments,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Expr>,
    pub returns: Option<Expr>,
    pub is_async: bool,
}

/// `class name(bases, keywords): body`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    pub name: Ident,
    pub bases: Vec<Expr>,
    pub keywords: Vec<Keyword>,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Expr>,
}

/// A parameter list of a `def` or `lambda`, as CPython's `arguments` node.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Arguments {
    /// Parameters before `/`.
    pub posonlyargs: Vec<Arg>,
    /// Ordinary positional-or-keyword parameters.
    pub args: Vec<Arg>,
    /// `*args`.
    pub vararg: Option<Arg>,
    /// Parameters after `*` or `*args`.
    pub kwonlyargs: Vec<Arg>,
    /// Defaults of the keyword-only parameters, one per parameter (`None` where there is none).
    pub kw_defaults: Vec<Option<Expr>>,
    /// `**kwargs`.
    pub kwarg: Option<Arg>,
    /// Defaults of the last `defaults.len()` positional parameters (posonly then args).
    pub defaults: Vec<Expr>,
}

impl Arguments {
    /// Every parameter in declaration order: positional-only, ordinary, `*args`, keyword-only,
    /// `**kwargs`.
    pub fn params(&self) -> impl Iterator<Item = &Arg> {
        self.posonlyargs
            .iter()
            .chain(&self.args)
            .chain(&self.vararg)
            .chain(&self.kwonlyargs)
            .chain(&self.kwarg)
    }
}

/// One parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    pub name: Ident,
    pub annotation: Option<Expr>,
    pub span: Span,
}

/// `name=value` in a call or class header; `arg` is `None` for `**value`.
#[derive(Clone, Debug, PartialEq)]
pub struct Keyword {
    pub arg: Option<Ident>,
    pub value: Expr,
    pub span: Span,
}

/// `name [as asname]` in an import.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    /// Dotted name, e.g. `os.path`, or `*`.
    pub name: String,
    pub asname: Option<Ident>,
    pub span: Span,
}

/// `context_expr [as optional_vars]` in a `with`.
#[derive(Clone, Debug, PartialEq)]
pub struct WithItem {
    pub context_expr: Expr,
    pub optional_vars: Option<Expr>,
}

/// `except [type [as name]]: body`.
#[derive(Clone, Debug, PartialEq)]
pub struct ExceptHandler {
    pub type_: Option<Expr>,
    pub name: Option<Ident>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

/// `case pattern [if guard]: body`.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchCase {
    pub pattern: Pattern,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
}

/// A pattern of a `case` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    pub kind: PatternKind,
    pub span: Span,
}

/// Every pattern form of PEP 634.
#[derive(Clone, Debug, PartialEq)]
pub enum PatternKind {
    /// A literal or dotted-name value: `1`, `"s"`, `-1`, `1+2j`, `Color.RED`.
    MatchValue(Expr),
    /// `None`, `True`, `False`.
    MatchSingleton(Constant),
    /// `[p, *rest]` or `(p, q)`.
    MatchSequence(Vec<Pattern>),
    /// `{key: p, **rest}`.
    MatchMapping {
        keys: Vec<Expr>,
        patterns: Vec<Pattern>,
        rest: Option<Ident>,
    },
    /// `Cls(p, kw=q)`.
    MatchClass {
        cls: Expr,
        patterns: Vec<Pattern>,
        kwd_attrs: Vec<Ident>,
        kwd_patterns: Vec<Pattern>,
    },
    /// `*name` or `*_` (`None`) inside a sequence pattern.
    MatchStar(Option<Ident>),
    /// `p as name`, a bare capture `name` (pattern `None`), or the wildcard `_` (both `None`).
    MatchAs {
        pattern: Option<Box<Pattern>>,
        name: Option<Ident>,
    },
    /// `p | q`.
    MatchOr(Vec<Pattern>),
}

/// An expression with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// Every expression form of Python 3.11.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `a and b and c` / `a or b`.
    BoolOp { op: BoolOp, values: Vec<Expr> },
    /// `target := value`.
    NamedExpr { target: Ident, value: Box<Expr> },
    /// `left op right`.
    BinOp {
        left: Box<Expr>,
        op: BinOp,
        right: Box<Expr>,
    },
    /// `op operand`.
    UnaryOp { op: UnaryOp, operand: Box<Expr> },
    /// `lambda args: body`.
    Lambda {
        args: Box<Arguments>,
        body: Box<Expr>,
    },
    /// `body if test else orelse`.
    IfExp {
        test: Box<Expr>,
        body: Box<Expr>,
        orelse: Box<Expr>,
    },
    /// `{k: v, **m}`: a `None` key marks a `**m` entry whose mapping is the value.
    Dict {
        keys: Vec<Option<Expr>>,
        values: Vec<Expr>,
    },
    /// `{a, b}`.
    Set(Vec<Expr>),
    /// `[elt for ...]`.
    ListComp {
        elt: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    /// `{elt for ...}`.
    SetComp {
        elt: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    /// `{key: value for ...}`.
    DictComp {
        key: Box<Expr>,
        value: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    /// `(elt for ...)`.
    GeneratorExp {
        elt: Box<Expr>,
        generators: Vec<Comprehension>,
    },
    /// `await value` (always refused by the checker).
    Await(Box<Expr>),
    /// `yield [value]`.
    Yield(Option<Box<Expr>>),
    /// `yield from value`.
    YieldFrom(Box<Expr>),
    /// `left op1 c1 op2 c2 ...`.
    Compare {
        left: Box<Expr>,
        ops: Vec<CmpOp>,
        comparators: Vec<Expr>,
    },
    /// `func(args, keywords)`; `*x` appears in `args` as `Starred`.
    Call {
        func: Box<Expr>,
        args: Vec<Expr>,
        keywords: Vec<Keyword>,
    },
    /// One `{value!conversion:format_spec}` field of an f-string.
    FormattedValue {
        value: Box<Expr>,
        /// `'s'`, `'r'` or `'a'`, or `None`.
        conversion: Option<char>,
        /// A `JoinedStr` holding the spec, which may itself contain fields.
        format_spec: Option<Box<Expr>>,
    },
    /// An f-string (or implicit concatenation including one): literal `Constant(Str)` parts and
    /// `FormattedValue` parts.
    JoinedStr(Vec<Expr>),
    /// A literal, with adjacent string literals already concatenated.
    Constant(Constant),
    /// `value.attr`.
    Attribute { value: Box<Expr>, attr: Ident },
    /// `value[slice]`; `a[1:2, 3]` has a `Tuple` of `Slice` and a constant as its slice.
    Subscript { value: Box<Expr>, slice: Box<Expr> },
    /// `*value` in a call, display or assignment target.
    Starred(Box<Expr>),
    /// A name.
    Name(Ident),
    /// `[a, b]`.
    List(Vec<Expr>),
    /// `(a, b)` or `a, b`.
    Tuple(Vec<Expr>),
    /// `lower:upper:step`, only inside a subscript.
    Slice {
        lower: Option<Box<Expr>>,
        upper: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
}

/// `for target in iter if cond ...` inside a comprehension.
#[derive(Clone, Debug, PartialEq)]
pub struct Comprehension {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
    pub is_async: bool,
}

/// A literal value.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    None,
    True,
    False,
    /// `...`
    Ellipsis,
    /// An integer literal that fits in an `i64`.
    Int(i64),
    /// An integer literal that does not.
    BigInt(BigInt),
    Float(f64),
    /// The imaginary part of an imaginary literal such as `2j`.
    Imaginary(f64),
    Str(String),
    Bytes(Vec<u8>),
}

/// `and` / `or`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoolOp {
    And,
    Or,
}

/// A binary arithmetic or bitwise operator, also used by augmented assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mult,
    MatMult,
    Div,
    Mod,
    Pow,
    LShift,
    RShift,
    BitOr,
    BitXor,
    BitAnd,
    FloorDiv,
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Invert,
    Not,
    UAdd,
    USub,
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    Is,
    IsNot,
    In,
    NotIn,
}
