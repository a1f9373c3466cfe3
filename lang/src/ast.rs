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
    Assign {
        /// The targets, in source order.
        targets: Vec<Expr>,
        /// The assigned value.
        value: Expr,
    },
    /// `target op= value`.
    AugAssign {
        /// The updated target.
        target: Expr,
        /// The operator.
        op: BinOp,
        /// The right-hand operand.
        value: Expr,
    },
    /// `target: annotation [= value]`; `simple` is true for a bare name not in parentheses.
    AnnAssign {
        /// The annotated target.
        target: Expr,
        /// The annotation.
        annotation: Expr,
        /// The assigned value, if any.
        value: Option<Expr>,
        /// True for a bare name not in parentheses.
        simple: bool,
    },
    /// `for` / `async for`.
    For {
        /// The loop variable(s).
        target: Expr,
        /// The iterable.
        iter: Expr,
        /// The loop body.
        body: Vec<Stmt>,
        /// The `else` block, run if the loop did not `break`.
        orelse: Vec<Stmt>,
        /// True for `async for`.
        is_async: bool,
    },
    /// `while test: ... else: ...`.
    While {
        /// The condition.
        test: Expr,
        /// The loop body.
        body: Vec<Stmt>,
        /// The `else` block, run if the loop did not `break`.
        orelse: Vec<Stmt>,
    },
    /// `if`; `elif` chains nest in `orelse`.
    If {
        /// The condition.
        test: Expr,
        /// The block run when `test` is true.
        body: Vec<Stmt>,
        /// The `else` block (an `elif` is a nested `If`).
        orelse: Vec<Stmt>,
    },
    /// `with` / `async with`.
    With {
        /// The context managers, in order.
        items: Vec<WithItem>,
        /// The `with` body.
        body: Vec<Stmt>,
        /// True for `async with`.
        is_async: bool,
    },
    /// `match subject: case ...`.
    Match {
        /// The matched value.
        subject: Expr,
        /// The `case` clauses, in order.
        cases: Vec<MatchCase>,
    },
    /// `raise [exc [from cause]]`.
    Raise {
        /// The exception raised; `None` re-raises.
        exc: Option<Expr>,
        /// The `from` cause, if any.
        cause: Option<Expr>,
    },
    /// `try` / `except` / `else` / `finally`; `is_star` for `except*`.
    Try {
        /// The `try` block.
        body: Vec<Stmt>,
        /// The `except` clauses, in order.
        handlers: Vec<ExceptHandler>,
        /// The `else` block, run if no exception.
        orelse: Vec<Stmt>,
        /// The `finally` block.
        finalbody: Vec<Stmt>,
        /// True for `except*`.
        is_star: bool,
    },
    /// `assert test[, msg]`.
    Assert {
        /// The asserted condition.
        test: Expr,
        /// The message, if any.
        msg: Option<Expr>,
    },
    /// `import a.b as c, d`.
    Import(Vec<Alias>),
    /// `from ..module import a as b, c` or `from m import *` (one alias named `*`).
    ImportFrom {
        /// The module after the dots, if any.
        module: Option<String>,
        /// The imported names.
        names: Vec<Alias>,
        /// Number of leading dots (relative import).
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
    /// The function name.
    pub name: Ident,
    /// The parameters.
    pub args: Arguments,
    /// The function body.
    pub body: Vec<Stmt>,
    /// Decorators, outermost first.
    pub decorators: Vec<Expr>,
    /// The return annotation after `->`, if any.
    pub returns: Option<Expr>,
    /// True for `async def`.
    pub is_async: bool,
}

/// `class name(bases, keywords): body`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    /// The class name.
    pub name: Ident,
    /// Positional arguments of the header: the base classes.
    pub bases: Vec<Expr>,
    /// Keyword arguments of the header (`metaclass=...`).
    pub keywords: Vec<Keyword>,
    /// The class body.
    pub body: Vec<Stmt>,
    /// Decorators, outermost first.
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
    /// The parameter name.
    pub name: Ident,
    /// The annotation after `:`, if any.
    pub annotation: Option<Expr>,
    /// Where the parameter is.
    pub span: Span,
}

/// `name=value` in a call or class header; `arg` is `None` for `**value`.
#[derive(Clone, Debug, PartialEq)]
pub struct Keyword {
    /// The keyword name; `None` for `**value`.
    pub arg: Option<Ident>,
    /// The argument value.
    pub value: Expr,
    /// Where the argument is.
    pub span: Span,
}

/// `name [as asname]` in an import.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    /// Dotted name, e.g. `os.path`, or `*`.
    pub name: String,
    /// The `as` name, if any.
    pub asname: Option<Ident>,
    /// Where the alias is.
    pub span: Span,
}

/// `context_expr [as optional_vars]` in a `with`.
#[derive(Clone, Debug, PartialEq)]
pub struct WithItem {
    /// The context manager expression.
    pub context_expr: Expr,
    /// The `as` target, if any.
    pub optional_vars: Option<Expr>,
}

/// `except [type [as name]]: body`.
#[derive(Clone, Debug, PartialEq)]
pub struct ExceptHandler {
    /// The exception class (or tuple) matched; `None` for a bare `except:`.
    pub type_: Option<Expr>,
    /// The `as` name, if any.
    pub name: Option<Ident>,
    /// The handler body.
    pub body: Vec<Stmt>,
    /// Where the `except` clause is.
    pub span: Span,
}

/// `case pattern [if guard]: body`.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchCase {
    /// The pattern matched.
    pub pattern: Pattern,
    /// The `if` guard, if any.
    pub guard: Option<Expr>,
    /// The case body.
    pub body: Vec<Stmt>,
}

/// A pattern of a `case` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    /// What the pattern is.
    pub kind: PatternKind,
    /// Where it is.
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
        /// The literal keys.
        keys: Vec<Expr>,
        /// The value patterns, one per key.
        patterns: Vec<Pattern>,
        /// The `**rest` name, if any.
        rest: Option<Ident>,
    },
    /// `Cls(p, kw=q)`.
    MatchClass {
        /// The class matched.
        cls: Expr,
        /// Positional sub-patterns.
        patterns: Vec<Pattern>,
        /// Attribute names of the keyword sub-patterns.
        kwd_attrs: Vec<Ident>,
        /// Keyword sub-patterns, one per attribute name.
        kwd_patterns: Vec<Pattern>,
    },
    /// `*name` or `*_` (`None`) inside a sequence pattern.
    MatchStar(Option<Ident>),
    /// `p as name`, a bare capture `name` (pattern `None`), or the wildcard `_` (both `None`).
    MatchAs {
        /// The sub-pattern, or `None` for a bare capture or `_`.
        pattern: Option<Box<Pattern>>,
        /// The name bound, or `None` for `_`.
        name: Option<Ident>,
    },
    /// `p | q`.
    MatchOr(Vec<Pattern>),
}

/// An expression with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What the expression is.
    pub kind: ExprKind,
    /// Where it is.
    pub span: Span,
}

/// Every expression form of Python 3.11.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `a and b and c` / `a or b`.
    BoolOp {
        /// `and` or `or`.
        op: BoolOp,
        /// The operands, at least two, in order.
        values: Vec<Expr>,
    },
    /// `target := value`.
    NamedExpr {
        /// The name bound.
        target: Ident,
        /// The value bound and produced.
        value: Box<Expr>,
    },
    /// `left op right`.
    BinOp {
        /// The left operand.
        left: Box<Expr>,
        /// The operator.
        op: BinOp,
        /// The right operand.
        right: Box<Expr>,
    },
    /// `op operand`.
    UnaryOp {
        /// The operator.
        op: UnaryOp,
        /// The operand.
        operand: Box<Expr>,
    },
    /// `lambda args: body`.
    Lambda {
        /// The parameters.
        args: Box<Arguments>,
        /// The returned expression.
        body: Box<Expr>,
    },
    /// `body if test else orelse`.
    IfExp {
        /// The condition.
        test: Box<Expr>,
        /// The value when `test` is true.
        body: Box<Expr>,
        /// The value when `test` is false.
        orelse: Box<Expr>,
    },
    /// `{k: v, **m}`: a `None` key marks a `**m` entry whose mapping is the value.
    Dict {
        /// One key per entry; `None` for a `**m` entry.
        keys: Vec<Option<Expr>>,
        /// One value per entry (the mapping for `**m`).
        values: Vec<Expr>,
    },
    /// `{a, b}`.
    Set(Vec<Expr>),
    /// `[elt for ...]`.
    ListComp {
        /// The element expression.
        elt: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `{elt for ...}`.
    SetComp {
        /// The element expression.
        elt: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `{key: value for ...}`.
    DictComp {
        /// The key expression.
        key: Box<Expr>,
        /// The value expression.
        value: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
        generators: Vec<Comprehension>,
    },
    /// `(elt for ...)`.
    GeneratorExp {
        /// The element expression.
        elt: Box<Expr>,
        /// The `for`/`if` clauses, outermost first.
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
        /// The first operand.
        left: Box<Expr>,
        /// The operators, in order.
        ops: Vec<CmpOp>,
        /// The right-hand operands, one per operator.
        comparators: Vec<Expr>,
    },
    /// `func(args, keywords)`; `*x` appears in `args` as `Starred`.
    Call {
        /// The called expression.
        func: Box<Expr>,
        /// Positional arguments, including `*x` as `Starred`.
        args: Vec<Expr>,
        /// Keyword arguments and `**m`.
        keywords: Vec<Keyword>,
    },
    /// One `{value!conversion:format_spec}` field of an f-string.
    FormattedValue {
        /// The expression whose value is formatted.
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
    Attribute {
        /// The object whose attribute is taken.
        value: Box<Expr>,
        /// The attribute name.
        attr: Ident,
    },
    /// `value[slice]`; `a[1:2, 3]` has a `Tuple` of `Slice` and a constant as its slice.
    Subscript {
        /// The subscripted object.
        value: Box<Expr>,
        /// The index, key or slice.
        slice: Box<Expr>,
    },
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
        /// The start, if given.
        lower: Option<Box<Expr>>,
        /// The stop, if given.
        upper: Option<Box<Expr>>,
        /// The step, if given.
        step: Option<Box<Expr>>,
    },
}

/// `for target in iter if cond ...` inside a comprehension.
#[derive(Clone, Debug, PartialEq)]
pub struct Comprehension {
    /// The loop variable(s) bound for each item.
    pub target: Expr,
    /// The iterable.
    pub iter: Expr,
    /// The `if` conditions, all of which must hold.
    pub ifs: Vec<Expr>,
    /// True for `async for`.
    pub is_async: bool,
}

/// A literal value.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// `None`.
    None,
    /// `True`.
    True,
    /// `False`.
    False,
    /// `...`
    Ellipsis,
    /// An integer literal that fits in an `i64`.
    Int(i64),
    /// An integer literal that does not.
    BigInt(BigInt),
    /// A float literal.
    Float(f64),
    /// The imaginary part of an imaginary literal such as `2j`.
    Imaginary(f64),
    /// A string literal (adjacent literals already joined).
    Str(String),
    /// A bytes literal (`b"..."`).
    Bytes(Vec<u8>),
}

/// `and` / `or`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoolOp {
    /// `and`
    And,
    /// `or`
    Or,
}

/// A binary arithmetic or bitwise operator, also used by augmented assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mult,
    /// `@`
    MatMult,
    /// `/`
    Div,
    /// `%`
    Mod,
    /// `**`
    Pow,
    /// `<<`
    LShift,
    /// `>>`
    RShift,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `&`
    BitAnd,
    /// `//`
    FloorDiv,
}

/// A unary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `~`
    Invert,
    /// `not`
    Not,
    /// `+`
    UAdd,
    /// `-`
    USub,
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `==`
    Eq,
    /// `!=`
    NotEq,
    /// `<`
    Lt,
    /// `<=`
    LtE,
    /// `>`
    Gt,
    /// `>=`
    GtE,
    /// `is`
    Is,
    /// `is not`
    IsNot,
    /// `in`
    In,
    /// `not in`
    NotIn,
}
