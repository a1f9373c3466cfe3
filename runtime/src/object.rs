//! The heap objects of the object model beyond the built-in containers: functions with their
//! closures, classes and instances, exceptions, bound methods and descriptors, cells,
//! generators, modules. [`crate::heap::Obj`] holds them (boxed where they are large, so the
//! arena's slots stay small).
//!
//! Attribute names are interned [`Sym`]s (see [`crate::vm::Vm::intern`]), so an attribute map
//! compares integers, never strings.

use crate::value::{Handle, TypeTag, Value};

/// An interned identifier: attribute names, parameter names, class-body names.
pub type Sym = u32;

/// Attributes of an instance, a class namespace or a function, in insertion order. Small maps
/// (the common case) are searched linearly; a map that grows past [`AttrMap::INDEXED`] entries
/// keeps a hash index beside the entries.
#[derive(Clone, Debug, Default)]
pub struct AttrMap {
    /// Inline up to four entries: an instance's attributes live in its own allocation.
    entries: smallvec::SmallVec<[(Sym, Value); 4]>,
    /// Boxed: most maps never spill, and an instance carries its map inline.
    index: Option<Box<ahash::AHashMap<Sym, usize>>>,
}

impl AttrMap {
    /// Entries beyond which lookups go through a hash index.
    const INDEXED: usize = 12;

    /// The value of `name`.
    #[inline]
    pub fn get(&self, name: Sym) -> Option<Value> {
        match &self.index {
            Some(ix) => ix
                .get(&name)
                .and_then(|&i| self.entries.get(i))
                .map(|e| e.1),
            None => self.entries.iter().find(|e| e.0 == name).map(|e| e.1),
        }
    }

    /// Sets `name`; returns true if it was new (the map grew).
    pub fn set(&mut self, name: Sym, value: Value) -> bool {
        let pos = match &self.index {
            Some(ix) => ix.get(&name).copied(),
            None => self.entries.iter().position(|e| e.0 == name),
        };
        if let Some(e) = pos.and_then(|i| self.entries.get_mut(i)) {
            e.1 = value;
            return false;
        }
        self.entries.push((name, value));
        let n = self.entries.len();
        match &mut self.index {
            Some(ix) => {
                ix.insert(name, n - 1);
            }
            None if n > Self::INDEXED => {
                let ix = self.entries.iter().enumerate().map(|(i, e)| (e.0, i));
                self.index = Some(Box::new(ix.collect()));
            }
            None => {}
        }
        true
    }

    /// Removes `name`; returns its value if it was there.
    pub fn remove(&mut self, name: Sym) -> Option<Value> {
        let pos = self.entries.iter().position(|e| e.0 == name)?;
        let (_, v) = self.entries.remove(pos);
        if self.index.is_some() {
            let ix = self.entries.iter().enumerate().map(|(i, e)| (e.0, i));
            self.index = Some(Box::new(ix.collect()));
        }
        Some(v)
    }

    /// The entries in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (Sym, Value)> + '_ {
        self.entries.iter().copied()
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Bytes this map holds on the heap (capacity, not length).
    pub fn byte_size(&self) -> u64 {
        let index = self.index.as_ref().map_or(0, |ix| {
            crate::heap::malloc_size(std::mem::size_of::<ahash::AHashMap<Sym, usize>>() as u64)
                + ix.capacity() as u64 * 16
        });
        // Inline entries live in the owner's own allocation; spilled ones in their own.
        let spilled = if self.entries.spilled() {
            crate::heap::malloc_size(self.entries.capacity() as u64 * 24)
        } else {
            0
        };
        spilled + index
    }
}

/// A function defined by the script.
#[derive(Clone, Debug)]
pub struct Function {
    /// Index of the function's code object in the program.
    pub code: u32,
    /// Default values of the trailing positional parameters.
    pub defaults: Vec<Value>,
    /// One slot per keyword-only parameter: its default, or `Undef` when it has none.
    pub kwdefaults: Vec<Value>,
    /// The cells of the code's free variables, in the code's order, then the values of its
    /// annotations (`Code::annotations` names them; none for most functions).
    pub closure: Vec<Value>,
    /// Attributes set by the script (`f.calls = 0`), and overrides of `__name__`,
    /// `__qualname__` and `__doc__`.
    pub attrs: Option<Box<AttrMap>>,
}

/// A class defined by the script (exception classes included).
#[derive(Clone, Debug)]
pub struct Class {
    /// `__name__`.
    pub name: String,
    /// `__qualname__`.
    pub qualname: String,
    /// The bases as written (classes: built-in `Value::Type`s or script classes).
    pub bases: Vec<Value>,
    /// The C3 linearization, this class first, ending with `object`.
    pub mro: Vec<Value>,
    /// The class namespace.
    pub ns: AttrMap,
    /// The built-in type whose instance layout this class extends: `Object`, or the
    /// exception class its instances are (they carry [`ExcData`]).
    pub base_tag: TypeTag,
    /// Set by `@dataclass`: the fields in order, for the synthesized methods.
    pub dataclass: Option<Box<DataclassInfo>>,
    /// Set on a class `collections.namedtuple` made: what its methods' closures hold.
    pub namedtuple: Option<Box<NamedTupleInfo>>,
    /// Set for `enum.Enum`, `enum.Flag` and the classes built from them (`vm/enums.rs`).
    pub enum_info: Option<Box<EnumInfo>>,
}

/// What the methods of a `collections.namedtuple` class close over (CPython's
/// `field_names`, `num_fields` and `__new__.__defaults__`), fixed when it is made.
#[derive(Clone, Debug)]
pub struct NamedTupleInfo {
    /// `__new__`'s parameters: `_cls`, then the field names.
    pub params: std::sync::Arc<[String]>,
    /// The defaults of the trailing fields.
    pub defaults: Vec<Value>,
    /// The field names as a tuple of str.
    pub fields: Value,
}

/// What `EnumType.__new__` records on an enum class (its `_member_names_`,
/// `_member_map_` and, for a `Flag`, its masks).
#[derive(Clone, Debug, Default)]
pub struct EnumInfo {
    /// A `Flag` (or `Flag` itself).
    pub flag: bool,
    /// `_member_names_`' members, in definition order (no aliases; for a `Flag`, only the
    /// single-bit ones).
    pub members: Vec<Value>,
    /// `_member_map_`: every name, aliases included, with its (canonical) member.
    pub map: Vec<(Sym, Value)>,
    /// A `Flag`'s pseudo-members made so far (`_value2member_map_`'s other entries).
    pub pseudo: Vec<Value>,
    /// `_flag_mask_`, `_singles_mask_`, `_all_bits_` of a `Flag`.
    pub masks: (i64, i64, i64),
    /// A `Flag` whose members are not in increasing value order iterates its
    /// combinations in definition order (`_iter_member_by_def_`).
    pub by_def: bool,
    /// The data type mixed in (`int` for `IntEnum`, `str` for `class C(str, Enum)`): the
    /// members are instances carrying a value of it ([`Instance::payload`]).
    pub data: Option<crate::value::TypeTag>,
}

/// What `@dataclass` recorded about a class.
#[derive(Clone, Debug)]
pub struct DataclassInfo {
    /// The fields in definition order, inherited ones first: `dataclasses.Field` objects
    /// ([`DcField`]), the same ones `fields()` returns.
    pub fields: Vec<Value>,
    /// The decorator's arguments.
    pub params: DcParams,
    /// The synthesized `__init__`'s parameters: `self` and the positional ones, then the
    /// keyword-only ones.
    pub init_names: std::sync::Arc<[String]>,
    /// How many of `init_names` are positional.
    pub init_npos: usize,
    /// Defaults of the trailing positional parameters (a factory's marker for a
    /// `default_factory`).
    pub init_defaults: Vec<Value>,
    /// One per keyword-only parameter: its default, the factory marker, or `Undef`.
    pub init_kwdefaults: Vec<Value>,
}

/// The arguments of `@dataclass(...)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DcParams {
    /// `init=`.
    pub init: bool,
    /// `repr=`.
    pub repr: bool,
    /// `eq=`.
    pub eq: bool,
    /// `order=`.
    pub order: bool,
    /// `unsafe_hash=`.
    pub unsafe_hash: bool,
    /// `frozen=`.
    pub frozen: bool,
    /// `match_args=`.
    pub match_args: bool,
    /// `kw_only=`.
    pub kw_only: bool,
}

impl Default for DcParams {
    fn default() -> Self {
        DcParams {
            init: true,
            repr: true,
            eq: true,
            order: false,
            unsafe_hash: false,
            frozen: false,
            match_args: true,
            kw_only: false,
        }
    }
}

/// A `dataclasses.Field`: what `field(...)` returns, completed by `@dataclass`.
#[derive(Clone, Debug)]
pub struct DcField {
    /// The field's name (`None` until `@dataclass` names it).
    pub name: Value,
    /// Its annotation (`None` until named).
    pub ty: Value,
    /// `default=`, `Undef` for `MISSING`.
    pub default: Value,
    /// `default_factory=`, `Undef` for `MISSING`.
    pub factory: Value,
    /// `init=`.
    pub init: bool,
    /// `repr=`.
    pub repr: bool,
    /// `hash=` (`None`, or a bool).
    pub hash: Value,
    /// `compare=`.
    pub compare: bool,
    /// `kw_only=`: `None` until `@dataclass` resolves an unset one.
    pub kw_only: Option<bool>,
}

/// A method `@dataclass` adds to a class, run natively from the class's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Synth {
    /// `__init__`.
    Init,
    /// `__repr__`.
    Repr,
    /// `__eq__`.
    Eq,
    /// `__lt__`.
    Lt,
    /// `__le__`.
    Le,
    /// `__gt__`.
    Gt,
    /// `__ge__`.
    Ge,
    /// `__hash__`.
    Hash,
    /// A namedtuple's `__new__(_cls, *fields)`.
    NtNew,
    /// A namedtuple's classmethod `_make(iterable)`.
    NtMake,
    /// A namedtuple's `_replace(**kwds)`.
    NtReplace,
    /// A namedtuple's `__repr__`.
    NtRepr,
    /// A namedtuple's `_asdict()`.
    NtAsdict,
    /// A namedtuple's `__getnewargs__()`.
    NtGetnewargs,
    /// The getter of a namedtuple's field: item `n` of the instance (`_tuplegetter`).
    NtGet(u32),
    /// A method of `enum.Enum`, `enum.Flag` or `enum.auto` (`vm/enums.rs`).
    Enum(EnumOp),
    /// A comparison `functools.total_ordering` derived from the class's root comparison
    /// (CPython's `_gt_from_lt` and its siblings).
    Order {
        /// The comparison it is.
        op: pyrite_lang::bytecode::CmpKind,
        /// The comparison it is computed from.
        root: pyrite_lang::bytecode::CmpKind,
    },
}

/// The methods `enum`'s classes have natively.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumOp {
    /// `Enum.__repr__` / `Flag.__repr__`.
    Repr,
    /// `Enum.__str__` / `Flag.__str__`.
    Str,
    /// `Enum.__format__`.
    Format,
    /// `Enum.__hash__`.
    Hash,
    /// `Enum.__copy__`, `Enum.__deepcopy__`: the member itself.
    Copy,
    /// `Enum.__deepcopy__`.
    DeepCopy,
    /// The getter of `Enum.name`.
    Name,
    /// The getter of `Enum.value`.
    Value,
    /// `Flag.__bool__`.
    Bool,
    /// `Flag.__or__` (and `__ror__`).
    Or,
    /// `Flag.__and__` (and `__rand__`).
    And,
    /// `Flag.__xor__` (and `__rxor__`).
    Xor,
    /// `Flag.__invert__`.
    Invert,
    /// `Flag.__contains__`.
    Contains,
    /// `Flag.__iter__`.
    Iter,
    /// `Flag.__len__`.
    Len,
    /// `auto.__init__`.
    AutoInit,
    /// `IntEnum.__str__`, `StrEnum.__str__` (`ReprEnum`'s): the data type's `str()`.
    DataStr,
    /// `IntEnum.__format__`, `StrEnum.__format__`: the data type's `format()`.
    DataFormat,
    /// `auto.__repr__`.
    AutoRepr,
}

impl EnumOp {
    /// The method's name.
    pub fn name(self) -> &'static str {
        match self {
            EnumOp::Repr | EnumOp::AutoRepr => "__repr__",
            EnumOp::Str => "__str__",
            EnumOp::Format => "__format__",
            EnumOp::Hash => "__hash__",
            EnumOp::Copy => "__copy__",
            EnumOp::DeepCopy => "__deepcopy__",
            EnumOp::Name => "name",
            EnumOp::Value => "value",
            EnumOp::Bool => "__bool__",
            EnumOp::Or => "__or__",
            EnumOp::And => "__and__",
            EnumOp::Xor => "__xor__",
            EnumOp::Invert => "__invert__",
            EnumOp::Contains => "__contains__",
            EnumOp::Iter => "__iter__",
            EnumOp::Len => "__len__",
            EnumOp::AutoInit => "__init__",
            EnumOp::DataStr => "__str__",
            EnumOp::DataFormat => "__format__",
        }
    }
}

/// `__lt__` for `Lt`, ... (the rich comparisons' method names).
pub fn cmp_dunder(op: pyrite_lang::bytecode::CmpKind) -> &'static str {
    use pyrite_lang::bytecode::CmpKind;
    match op {
        CmpKind::Lt => "__lt__",
        CmpKind::Le => "__le__",
        CmpKind::Gt => "__gt__",
        CmpKind::Ge => "__ge__",
        CmpKind::Eq => "__eq__",
        _ => "__ne__",
    }
}

impl Synth {
    /// True for the methods of a `collections.namedtuple` class.
    pub fn is_namedtuple(self) -> bool {
        matches!(
            self,
            Synth::NtNew
                | Synth::NtMake
                | Synth::NtReplace
                | Synth::NtRepr
                | Synth::NtAsdict
                | Synth::NtGetnewargs
                | Synth::NtGet(_)
        )
    }

    /// The method's name.
    pub fn name(self) -> &'static str {
        match self {
            Synth::Init => "__init__",
            Synth::Repr => "__repr__",
            Synth::Eq => "__eq__",
            Synth::Lt => "__lt__",
            Synth::Le => "__le__",
            Synth::Gt => "__gt__",
            Synth::Ge => "__ge__",
            Synth::Hash => "__hash__",
            Synth::Order { op, .. } => cmp_dunder(op),
            Synth::NtNew => "__new__",
            Synth::NtMake => "_make",
            Synth::NtReplace => "_replace",
            Synth::NtRepr => "__repr__",
            Synth::NtAsdict => "_asdict",
            Synth::NtGetnewargs => "__getnewargs__",
            Synth::NtGet(_) => "_tuplegetter",
            Synth::Enum(op) => op.name(),
        }
    }
}

/// An instance of a script class, or an exception instance of any class.
#[derive(Clone, Debug)]
pub struct Instance {
    /// The class: a script class (`Value::Obj`) or a built-in exception class (`Value::Type`).
    pub class: Value,
    /// The instance's own attributes.
    pub attrs: AttrMap,
    /// Exception state, for instances of exception classes.
    pub exc: Option<Box<ExcData>>,
    /// For an instance of a class extending a built-in type other than `object` and the
    /// exceptions (`class P(tuple)`): the built-in value it is (`Value::Undef` otherwise).
    /// Every native operation on the instance that its class does not override acts on
    /// this value (`Vm::payload`).
    pub payload: Value,
}

/// What an exception instance carries besides its attributes.
#[derive(Clone, Debug)]
pub struct ExcData {
    /// `args`: a tuple.
    pub args: Value,
    /// `__cause__`: an exception or `None`.
    pub cause: Value,
    /// `__context__`: an exception or `None`.
    pub context: Value,
    /// `__suppress_context__` (set by `raise ... from ...`).
    pub suppress_context: bool,
    /// The frames it passed through, `(code, instruction)`, innermost first.
    pub traceback: Vec<(u32, u32)>,
    /// The fields of `OSError` and its subclasses.
    pub os: Option<Box<OsFields>>,
    /// `ImportError`'s `msg`, `name` and `path` (`None` until set).
    pub import: Option<Box<[Value; 3]>>,
}

impl ExcData {
    /// Exception data with these `args` and nothing else set.
    pub fn new(args: Value) -> ExcData {
        ExcData {
            args,
            cause: Value::None,
            context: Value::None,
            suppress_context: false,
            traceback: Vec::new(),
            os: None,
            import: None,
        }
    }
}

/// `OSError`'s members (`errno`, `strerror`, `filename`, `filename2`, and
/// `BlockingIOError`'s `characters_written`): `Undef` while unset (CPython's `NULL`, read as
/// `None`; a member set to `None` is set).
#[derive(Clone, Copy, Debug)]
pub struct OsFields {
    /// `errno`.
    pub errno: Value,
    /// `strerror`.
    pub strerror: Value,
    /// `filename`.
    pub filename: Value,
    /// `filename2`.
    pub filename2: Value,
    /// `characters_written` (`None` when unset: reading it is an AttributeError).
    pub written: Option<i64>,
}

impl Default for OsFields {
    fn default() -> OsFields {
        OsFields {
            errno: Value::Undef,
            strerror: Value::Undef,
            filename: Value::Undef,
            filename2: Value::Undef,
            written: None,
        }
    }
}

/// The state of a generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenState {
    /// Created, not started.
    Created,
    /// Stopped at a `yield`.
    Suspended,
    /// Running (its frame is on the frame stack).
    Running,
    /// Finished, by a return, an exception or `close()`.
    Closed,
}

/// A generator: its suspended frame, stored as plain data.
#[derive(Clone, Debug)]
pub struct Generator {
    /// The generator function's code.
    pub code: u32,
    /// The frame's registers while suspended.
    pub regs: Vec<Value>,
    /// Where it resumes.
    pub pc: u32,
    /// Where it is in its life.
    pub state: GenState,
    /// Exceptions being handled in its frame when it yielded, restored on resume.
    pub handled: Vec<Value>,
    /// The iterator a `yield from` delegates to while suspended there (`Undef` otherwise).
    pub delegate: Value,
    /// The register receiving the value sent on resume (the suspending yield's target).
    pub resume_reg: Option<u16>,
}

/// A module object: an entry of the policy's module table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Module {
    /// Index into the run's module table.
    pub id: u32,
}

/// A `property`.
#[derive(Clone, Copy, Debug)]
pub struct Property {
    /// The getter (`None` if absent).
    pub fget: Value,
    /// The setter (`None` if absent).
    pub fset: Value,
    /// The deleter (`None` if absent).
    pub fdel: Value,
    /// `__doc__`.
    pub doc: Value,
    /// The attribute name a class body bound it to (CPython's `__set_name__`), for errors.
    pub name: Option<Sym>,
}

/// `super()`: look attributes up in the MRO of `obj`'s type, after `class`.
#[derive(Clone, Copy, Debug)]
pub struct Super {
    /// The class whose successors are searched.
    pub class: Value,
    /// The instance (or class, in a classmethod) methods bind to.
    pub obj: Value,
    /// The type whose MRO is searched (`type(obj)`, or `obj` itself for a class).
    pub obj_type: Value,
}

/// A `typing` special form: what `typing.List`, `typing.Optional`, ... are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// `typing.Any`.
    Any,
    /// `typing.NoReturn`.
    NoReturn,
    /// `typing.Union`.
    Union,
    /// `typing.Optional`.
    Optional,
    /// `typing.ClassVar`.
    ClassVar,
    /// `typing.Final`.
    Final,
    /// `typing.Literal`.
    Literal,
    /// `typing.Callable`.
    Callable,
    /// `typing.Tuple`.
    Tuple,
    /// `typing.List`.
    List,
    /// `typing.Dict`.
    Dict,
    /// `typing.Set`.
    Set,
    /// `typing.FrozenSet`.
    FrozenSet,
    /// `typing.Type`.
    Type,
    /// `typing.Iterable`.
    Iterable,
    /// `typing.Iterator`.
    Iterator,
    /// `typing.Generator`.
    Generator,
    /// `typing.Sequence`.
    Sequence,
    /// `typing.MutableSequence`.
    MutableSequence,
    /// `typing.Mapping`.
    Mapping,
    /// `typing.MutableMapping`.
    MutableMapping,
}

impl Form {
    /// Every form, with the name `typing` exports it under.
    pub const ALL: &'static [(&'static str, Form)] = &[
        ("Any", Form::Any),
        ("NoReturn", Form::NoReturn),
        ("Union", Form::Union),
        ("Optional", Form::Optional),
        ("ClassVar", Form::ClassVar),
        ("Final", Form::Final),
        ("Literal", Form::Literal),
        ("Callable", Form::Callable),
        ("Tuple", Form::Tuple),
        ("List", Form::List),
        ("Dict", Form::Dict),
        ("Set", Form::Set),
        ("FrozenSet", Form::FrozenSet),
        ("Type", Form::Type),
        ("Iterable", Form::Iterable),
        ("Iterator", Form::Iterator),
        ("Generator", Form::Generator),
        ("Sequence", Form::Sequence),
        ("MutableSequence", Form::MutableSequence),
        ("Mapping", Form::Mapping),
        ("MutableMapping", Form::MutableMapping),
    ];

    /// The name after `typing.`.
    pub fn name(self) -> &'static str {
        Form::ALL
            .iter()
            .find(|(_, f)| *f == self)
            .map_or("?", |(n, _)| n)
    }

    /// The built-in type a generic alias of this form stands for (`List` → `list`).
    pub fn origin(self) -> Option<TypeTag> {
        Some(match self {
            Form::Tuple => TypeTag::Tuple,
            Form::List => TypeTag::List,
            Form::Dict => TypeTag::Dict,
            Form::Set => TypeTag::Set,
            Form::FrozenSet => TypeTag::FrozenSet,
            Form::Type => TypeTag::Type,
            _ => return None,
        })
    }
}

/// A type hint as a value.
#[derive(Clone, Debug)]
pub enum Alias {
    /// A `typing` special form, unsubscripted (`typing.List`).
    Form(Form),
    /// A subscripted `typing` form (`typing.List[int]`, `typing.Optional[str]` as a union of
    /// `str` and `NoneType`). A str argument is a forward reference; `Callable`'s arguments are
    /// its parameter types then its result (`...` first for `Callable[..., R]`).
    Typing {
        /// The form subscripted.
        form: Form,
        /// Its arguments, converted as `typing` converts them (`None` becomes `NoneType`).
        args: Vec<Value>,
    },
    /// `list[int]`: a built-in type with arguments (`types.GenericAlias`).
    Generic {
        /// The type subscripted.
        origin: TypeTag,
        /// Its arguments, as written.
        args: Vec<Value>,
    },
    /// `int | None` (`types.UnionType`): at least two distinct members, `None` as `NoneType`.
    Union(Vec<Value>),
}

impl Alias {
    /// The class of the alias object (`typing._SpecialGenericAlias` for `typing.List`, ...).
    pub fn type_tag(&self) -> TypeTag {
        match self {
            Alias::Generic { .. } => TypeTag::GenericAlias,
            Alias::Union(_) => TypeTag::UnionType,
            Alias::Form(f) => match f {
                Form::Any => TypeTag::TypingAnyMeta,
                Form::Tuple => TypeTag::TypingTupleType,
                Form::Callable => TypeTag::TypingCallableType,
                Form::NoReturn
                | Form::Union
                | Form::Optional
                | Form::ClassVar
                | Form::Final
                | Form::Literal => TypeTag::TypingSpecialForm,
                _ => TypeTag::TypingSpecialGeneric,
            },
            Alias::Typing { form, .. } => match form {
                Form::Union => TypeTag::TypingUnion,
                Form::Callable => TypeTag::TypingCallable,
                Form::Literal => TypeTag::TypingLiteral,
                _ => TypeTag::TypingGeneric,
            },
        }
    }

    /// The values the alias holds.
    pub fn args(&self) -> &[Value] {
        match self {
            Alias::Form(_) => &[],
            Alias::Typing { args, .. } | Alias::Generic { args, .. } | Alias::Union(args) => args,
        }
    }
}

/// Handles directly inside a value, for the collector.
#[inline]
pub(crate) fn push_handle(out: &mut Vec<Handle>, v: Value) {
    if let Value::Obj(h) = v {
        out.push(h);
    }
}

impl Function {
    pub(crate) fn children(&self, out: &mut Vec<Handle>) {
        for v in self
            .defaults
            .iter()
            .chain(&self.kwdefaults)
            .chain(&self.closure)
        {
            push_handle(out, *v);
        }
        if let Some(a) = &self.attrs {
            a.iter().for_each(|(_, v)| push_handle(out, v));
        }
    }

    pub(crate) fn byte_size(&self) -> u64 {
        let vals = self.defaults.capacity() + self.kwdefaults.capacity() + self.closure.capacity();
        vals as u64 * 16 + self.attrs.as_ref().map_or(0, |a| 48 + a.byte_size())
    }
}

impl Class {
    pub(crate) fn children(&self, out: &mut Vec<Handle>) {
        for v in self.bases.iter().chain(&self.mro) {
            push_handle(out, *v);
        }
        self.ns.iter().for_each(|(_, v)| push_handle(out, v));
        if let Some(dc) = &self.dataclass {
            dc.fields.iter().for_each(|f| push_handle(out, *f));
            dc.init_defaults
                .iter()
                .chain(&dc.init_kwdefaults)
                .for_each(|v| push_handle(out, *v));
        }
        if let Some(nt) = &self.namedtuple {
            push_handle(out, nt.fields);
            nt.defaults.iter().for_each(|v| push_handle(out, *v));
        }
        if let Some(e) = &self.enum_info {
            e.members
                .iter()
                .chain(&e.pseudo)
                .chain(e.map.iter().map(|(_, v)| v))
                .for_each(|v| push_handle(out, *v));
        }
    }

    pub(crate) fn byte_size(&self) -> u64 {
        let fields = self
            .dataclass
            .as_ref()
            .map_or(0, |d| d.fields.capacity() as u64 * 16 + 32)
            + self.namedtuple.as_ref().map_or(0, |n| {
                64 + n.defaults.capacity() as u64 * 16
                    + n.params.iter().map(|p| p.len() as u64 + 16).sum::<u64>()
            });
        let members = self.enum_info.as_ref().map_or(0, |e| {
            64 + (e.members.capacity() + e.pseudo.capacity() + e.map.capacity() * 2) as u64 * 16
        });
        200 + self.name.capacity() as u64
            + self.qualname.capacity() as u64
            + (self.bases.capacity() + self.mro.capacity()) as u64 * 16
            + self.ns.byte_size()
            + fields
            + members
    }
}

impl Instance {
    pub(crate) fn children(&self, out: &mut Vec<Handle>) {
        push_handle(out, self.class);
        push_handle(out, self.payload);
        self.attrs.iter().for_each(|(_, v)| push_handle(out, v));
        if let Some(e) = &self.exc {
            push_handle(out, e.args);
            push_handle(out, e.cause);
            push_handle(out, e.context);
            if let Some(os) = &e.os {
                for v in [os.errno, os.strerror, os.filename, os.filename2] {
                    push_handle(out, v);
                }
            }
            if let Some(fields) = &e.import {
                fields.iter().for_each(|v| push_handle(out, *v));
            }
        }
    }

    pub(crate) fn byte_size(&self) -> u64 {
        let exc = self.exc.as_ref().map_or(0, |e| {
            let os = if e.os.is_some() { 72 } else { 0 };
            80 + os + e.traceback.capacity() as u64 * 8
        });
        self.attrs.byte_size() + exc
    }
}

impl Generator {
    pub(crate) fn children(&self, out: &mut Vec<Handle>) {
        for v in self.regs.iter().chain(&self.handled) {
            push_handle(out, *v);
        }
        push_handle(out, self.delegate);
    }

    /// The generator's buffers as the allocator holds them (the struct itself is its box,
    /// charged by `Obj::size`).
    pub(crate) fn byte_size(&self) -> u64 {
        crate::heap::malloc_size(self.regs.capacity() as u64 * 16)
            + crate::heap::malloc_size(self.handled.capacity() as u64 * 16)
    }
}

/// Interned identifiers: each distinct name gets one [`Sym`] for the whole run.
///
/// Two layers: a shared `base`, made once per process and never changed (the names the VM
/// itself looks up, so a run does not intern them again), and the run's `own` names after it.
#[derive(Clone, Debug, Default)]
pub struct SymTable {
    base: Option<&'static SymLayer>,
    own: SymLayer,
    /// The str object of each symbol, made on first use (missing or `Undef` until then).
    strs: Vec<Value>,
}

/// One layer of a [`SymTable`]: names and their index, numbered from the layer's start.
#[derive(Clone, Debug, Default)]
pub struct SymLayer {
    names: Vec<Box<str>>,
    index: ahash::AHashMap<Box<str>, Sym>,
}

impl SymTable {
    /// An empty table over a shared base layer (made by [`SymTable::freeze`]).
    pub fn over(base: &'static SymLayer) -> SymTable {
        SymTable {
            base: Some(base),
            ..SymTable::default()
        }
    }

    /// This table's names as a layer for others to build on (its base, if any, is dropped:
    /// call it on a table made with `default`).
    pub fn freeze(self) -> SymLayer {
        self.own
    }

    fn base_len(&self) -> usize {
        self.base.map_or(0, |b| b.names.len())
    }

    /// The symbol of `name`, interning it if new.
    pub fn intern(&mut self, name: &str) -> Sym {
        if let Some(s) = self.lookup(name) {
            return s;
        }
        let s = (self.base_len() + self.own.names.len()) as Sym;
        self.own.names.push(name.into());
        self.own.index.insert(name.into(), s);
        s
    }

    /// The symbol of `name` if it was ever interned.
    pub fn lookup(&self, name: &str) -> Option<Sym> {
        if let Some(&s) = self.base.and_then(|b| b.index.get(name)) {
            return Some(s);
        }
        self.own.index.get(name).copied()
    }

    /// The text of a symbol.
    pub fn name(&self, s: Sym) -> &str {
        let s = s as usize;
        let base = self.base.map_or(&[][..], |b| &b.names[..]);
        match s.checked_sub(base.len()) {
            None => base.get(s),
            Some(own) => self.own.names.get(own),
        }
        .map_or("?", |n| n)
    }

    /// The str object of a symbol, if already made.
    pub fn str_value(&self, s: Sym) -> Option<Value> {
        self.strs
            .get(s as usize)
            .copied()
            .filter(|v| *v != Value::Undef)
    }

    /// Records the str object of a symbol.
    pub fn set_str_value(&mut self, s: Sym, v: Value) {
        let i = s as usize;
        if i >= self.base_len() + self.own.names.len() {
            return;
        }
        if i >= self.strs.len() {
            self.strs.resize(i + 1, Value::Undef);
        }
        if let Some(slot) = self.strs.get_mut(i) {
            *slot = v;
        }
    }

    /// The str objects made so far (collector roots).
    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.strs.iter()
    }

    /// Bytes held by the table.
    pub fn byte_size(&self) -> u64 {
        // The shared base is not the run's: only its own names and the str slots.
        let text: usize = self.own.names.iter().map(|n| n.len()).sum();
        (text + self.own.names.capacity() * 48 + self.strs.capacity() * 16) as u64
    }
}
