//! Run-time values: 16 bytes, `Copy`. Small scalars are inline; everything else is a handle into
//! the [`crate::heap::Heap`].

/// An index into the heap arena.
pub type Handle = u32;

/// A script value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// An unbound local or unset global slot; never visible to a script.
    Undef,
    /// `None`.
    None,
    /// `True` / `False`.
    Bool(bool),
    /// An int that fits in `i64` (larger ones are heap `BigInt`s).
    Int(i64),
    /// A float.
    Float(f64),
    /// A heap object.
    Obj(Handle),
    /// A built-in function or granted host function (index into the built-in table).
    Builtin(u32),
    /// A built-in type (`int`, `list`, `ValueError`, ...).
    Type(TypeTag),
    /// `...` (`Ellipsis`).
    Ellipsis,
    /// `NotImplemented`, which a special method returns to let the other operand try.
    NotImplemented,
}

macro_rules! type_tags {
    ($($v:ident => $name:literal, $parent:ident;)*) => {
        /// Every built-in type a value can have. Exception classes carry their base class.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum TypeTag { $(#[doc = concat!("`", $name, "`.")] $v,)* }

        impl TypeTag {
            /// All tags, in declaration order.
            pub const ALL: &'static [TypeTag] = &[$(TypeTag::$v,)*];

            /// The type's `__name__`.
            pub fn name(self) -> &'static str {
                match self { $(TypeTag::$v => $name,)* }
            }

            /// The base class (`Object` for the roots).
            pub fn parent(self) -> TypeTag {
                match self { $(TypeTag::$v => TypeTag::$parent,)* }
            }
        }
    };
}

type_tags! {
    Object => "object", Object;
    NoneType => "NoneType", Object;
    Int => "int", Object;
    Bool => "bool", Int;
    Float => "float", Object;
    Str => "str", Object;
    Bytes => "bytes", Object;
    ByteArray => "bytearray", Object;
    List => "list", Object;
    Tuple => "tuple", Object;
    Dict => "dict", Object;
    Set => "set", Object;
    FrozenSet => "frozenset", Object;
    Range => "range", Object;
    Slice => "slice", Object;
    Ellipsis => "ellipsis", Object;
    NotImplementedType => "NotImplementedType", Object;
    Function => "function", Object;
    Method => "method", Object;
    BuiltinFunction => "builtin_function_or_method", Object;
    MethodDescriptor => "method_descriptor", Object;
    MethodWrapper => "method-wrapper", Object;
    WrapperDescriptor => "wrapper_descriptor", Object;
    Type => "type", Object;
    Module => "module", Object;
    Cell => "cell", Object;
    Property => "property", Object;
    StaticMethod => "staticmethod", Object;
    ClassMethod => "classmethod", Object;
    Super => "super", Object;
    Generator => "generator", Object;
    Traceback => "traceback", Object;
    ListIter => "list_iterator", Object;
    ListRevIter => "list_reverseiterator", Object;
    Reversed => "reversed", Object;
    TupleIter => "tuple_iterator", Object;
    StrIter => "str_ascii_iterator", Object;
    BytesIter => "bytes_iterator", Object;
    ByteArrayIter => "bytearray_iterator", Object;
    RangeIter => "range_iterator", Object;
    SetIter => "set_iterator", Object;
    DictKeyIter => "dict_keyiterator", Object;
    DictValueIter => "dict_valueiterator", Object;
    DictItemIter => "dict_itemiterator", Object;
    DictRevKeyIter => "dict_reversekeyiterator", Object;
    DictRevValueIter => "dict_reversevalueiterator", Object;
    DictRevItemIter => "dict_reverseitemiterator", Object;
    OdictIter => "odict_iterator", Object;
    DictKeys => "dict_keys", Object;
    DictValues => "dict_values", Object;
    DictItems => "dict_items", Object;
    OdictKeys => "odict_keys", DictKeys;
    OdictValues => "odict_values", DictValues;
    OdictItems => "odict_items", DictItems;
    Enumerate => "enumerate", Object;
    Zip => "zip", Object;
    Map => "map", Object;
    Filter => "filter", Object;
    CallableIter => "callable_iterator", Object;
    Iterator => "iterator", Object;
    GenericAlias => "GenericAlias", Object;
    UnionType => "UnionType", Object;
    TypingGeneric => "_GenericAlias", Object;
    TypingSpecialGeneric => "_SpecialGenericAlias", Object;
    TypingTupleType => "_TupleType", Object;
    TypingCallableType => "_CallableType", Object;
    TypingAnyMeta => "_AnyMeta", Object;
    TypingSpecialForm => "_SpecialForm", Object;
    TypingUnion => "_UnionGenericAlias", Object;
    TypingCallable => "_CallableGenericAlias", Object;
    TypingLiteral => "_LiteralGenericAlias", Object;
    DcField => "Field", Object;
    MissingType => "_MISSING_TYPE", Object;
    KwOnlyType => "_KW_ONLY_TYPE", Object;
    Abc => "ABC", Object;
    EnumType => "EnumType", Type;
    Counter => "Counter", Dict;
    DefaultDict => "defaultdict", Dict;
    OrderedDict => "OrderedDict", Dict;
    Partial => "partial", Object;
    LruCacheWrapper => "_lru_cache_wrapper", Object;
    CacheInfo => "CacheInfo", Object;
    KeyWrapper => "KeyWrapper", Object;
    Random => "Random", Object;
    MergeGenerator => "generator", Object;
    Hash => "HASH", Object;
    Template => "Template", Object;
    TextWrapper => "TextWrapper", Object;
    TextIOWrapper => "TextIOWrapper", Object;
    VersionInfo => "version_info", Object;
    FloatInfo => "float_info", Object;
    IntInfo => "int_info", Object;
    ItCount => "count", Object;
    ItCycle => "cycle", Object;
    ItRepeat => "repeat", Object;
    ItAccumulate => "accumulate", Object;
    ItChain => "chain", Object;
    ItCompress => "compress", Object;
    ItDropwhile => "dropwhile", Object;
    ItTakewhile => "takewhile", Object;
    ItFilterfalse => "filterfalse", Object;
    ItGroupby => "groupby", Object;
    ItGrouper => "_grouper", Object;
    ItIslice => "islice", Object;
    ItPairwise => "pairwise", Object;
    ItStarmap => "starmap", Object;
    ItZipLongest => "zip_longest", Object;
    ItTee => "_tee", Object;
    ItProduct => "product", Object;
    ItPermutations => "permutations", Object;
    ItCombinations => "combinations", Object;
    ItCombinationsWr => "combinations_with_replacement", Object;
    TimeDelta => "timedelta", Object;
    Date => "date", Object;
    DateTime => "datetime", Date;
    Time => "time", Object;
    TzInfo => "tzinfo", Object;
    TimeZone => "timezone", TzInfo;
    IsoCalendarDate => "IsoCalendarDate", Object;
    Deque => "deque", Object;
    DequeIter => "_deque_iterator", Object;
    DequeRevIter => "_deque_reverse_iterator", Object;
    ItemGetter => "itemgetter", Object;
    AttrGetter => "attrgetter", Object;
    MethodCaller => "methodcaller", Object;
    CopyMemo => "_memo", Object;
    TeeData => "_tee_dataobject", Object;
    ChainMap => "ChainMap", Object;
    ChainKeysView => "KeysView", Object;
    ChainValuesView => "ValuesView", Object;
    ChainItemsView => "ItemsView", Object;
    RePattern => "Pattern", Object;
    ReMatch => "Match", Object;
    ReScanner => "SRE_Scanner", Object;
    ReFlag => "RegexFlag", Int;
    Fraction => "Fraction", Object;
    LinearRegression => "LinearRegression", Object;
    NormalDist => "NormalDist", Object;
    MappingProxy => "mappingproxy", Object;
    SingleDispatch => "function", Function;
    Decimal => "Decimal", Object;
    DecContext => "Context", Object;
    DecSignalDict => "SignalDict", Object;
    DecContextManager => "ContextManager", Object;
    DecimalTuple => "DecimalTuple", Object;
    BaseException => "BaseException", Object;
    GeneratorExit => "GeneratorExit", BaseException;
    KeyboardInterrupt => "KeyboardInterrupt", BaseException;
    SystemExit => "SystemExit", BaseException;
    Exception => "Exception", BaseException;
    ReError => "error", Exception;
    ArithmeticError => "ArithmeticError", Exception;
    DecimalException => "DecimalException", ArithmeticError;
    DecClamped => "Clamped", DecimalException;
    DecInvalidOperation => "InvalidOperation", DecimalException;
    DecConversionSyntax => "ConversionSyntax", DecInvalidOperation;
    DecDivisionByZero => "DivisionByZero", DecimalException;
    DecDivisionImpossible => "DivisionImpossible", DecInvalidOperation;
    DecDivisionUndefined => "DivisionUndefined", DecInvalidOperation;
    DecInexact => "Inexact", DecimalException;
    DecInvalidContext => "InvalidContext", DecInvalidOperation;
    DecRounded => "Rounded", DecimalException;
    DecSubnormal => "Subnormal", DecimalException;
    DecOverflow => "Overflow", DecInexact;
    DecUnderflow => "Underflow", DecInexact;
    DecFloatOperation => "FloatOperation", DecimalException;
    FloatingPointError => "FloatingPointError", ArithmeticError;
    OverflowError => "OverflowError", ArithmeticError;
    ZeroDivisionError => "ZeroDivisionError", ArithmeticError;
    AssertionError => "AssertionError", Exception;
    CopyError => "Error", Exception;
    AttributeError => "AttributeError", Exception;
    FrozenInstanceError => "FrozenInstanceError", AttributeError;
    BufferError => "BufferError", Exception;
    EOFError => "EOFError", Exception;
    ImportError => "ImportError", Exception;
    ModuleNotFoundError => "ModuleNotFoundError", ImportError;
    LookupError => "LookupError", Exception;
    IndexError => "IndexError", LookupError;
    KeyError => "KeyError", LookupError;
    MemoryError => "MemoryError", Exception;
    NameError => "NameError", Exception;
    UnboundLocalError => "UnboundLocalError", NameError;
    OSError => "OSError", Exception;
    BlockingIOError => "BlockingIOError", OSError;
    ChildProcessError => "ChildProcessError", OSError;
    ConnectionError => "ConnectionError", OSError;
    BrokenPipeError => "BrokenPipeError", ConnectionError;
    ConnectionAbortedError => "ConnectionAbortedError", ConnectionError;
    ConnectionRefusedError => "ConnectionRefusedError", ConnectionError;
    ConnectionResetError => "ConnectionResetError", ConnectionError;
    FileExistsError => "FileExistsError", OSError;
    FileNotFoundError => "FileNotFoundError", OSError;
    InterruptedError => "InterruptedError", OSError;
    IsADirectoryError => "IsADirectoryError", OSError;
    NotADirectoryError => "NotADirectoryError", OSError;
    PermissionError => "PermissionError", OSError;
    ProcessLookupError => "ProcessLookupError", OSError;
    TimeoutError => "TimeoutError", OSError;
    ReferenceError => "ReferenceError", Exception;
    RuntimeError => "RuntimeError", Exception;
    NotImplementedError => "NotImplementedError", RuntimeError;
    RecursionError => "RecursionError", RuntimeError;
    StopAsyncIteration => "StopAsyncIteration", Exception;
    StopIteration => "StopIteration", Exception;
    SyntaxError => "SyntaxError", Exception;
    IndentationError => "IndentationError", SyntaxError;
    TabError => "TabError", IndentationError;
    SystemError => "SystemError", Exception;
    TypeError => "TypeError", Exception;
    ValueError => "ValueError", Exception;
    JSONDecodeError => "JSONDecodeError", ValueError;
    StatisticsError => "StatisticsError", ValueError;
    UnicodeError => "UnicodeError", ValueError;
    BinasciiError => "Error", ValueError;
    UnicodeDecodeError => "UnicodeDecodeError", UnicodeError;
    UnicodeEncodeError => "UnicodeEncodeError", UnicodeError;
    UnicodeTranslateError => "UnicodeTranslateError", UnicodeError;
    Warning => "Warning", Exception;
    BytesWarning => "BytesWarning", Warning;
    DeprecationWarning => "DeprecationWarning", Warning;
    EncodingWarning => "EncodingWarning", Warning;
    FutureWarning => "FutureWarning", Warning;
    ImportWarning => "ImportWarning", Warning;
    PendingDeprecationWarning => "PendingDeprecationWarning", Warning;
    ResourceWarning => "ResourceWarning", Warning;
    RuntimeWarning => "RuntimeWarning", Warning;
    SyntaxWarning => "SyntaxWarning", Warning;
    UnicodeWarning => "UnicodeWarning", Warning;
    UserWarning => "UserWarning", Warning;
}

impl TypeTag {
    /// The module a type belongs to, when it is not `builtins` (`dataclasses` for
    /// `FrozenInstanceError`): its repr and a traceback's last line name it.
    pub fn module(self) -> Option<&'static str> {
        match self {
            TypeTag::GenericAlias | TypeTag::UnionType => Some("types"),
            TypeTag::TypingGeneric
            | TypeTag::TypingSpecialGeneric
            | TypeTag::TypingTupleType
            | TypeTag::TypingCallableType
            | TypeTag::TypingAnyMeta
            | TypeTag::TypingSpecialForm
            | TypeTag::TypingUnion
            | TypeTag::TypingCallable
            | TypeTag::TypingLiteral => Some("typing"),
            TypeTag::DcField
            | TypeTag::MissingType
            | TypeTag::KwOnlyType
            | TypeTag::FrozenInstanceError => Some("dataclasses"),
            TypeTag::Abc => Some("abc"),
            TypeTag::EnumType => Some("enum"),
            TypeTag::JSONDecodeError => Some("json.decoder"),
            TypeTag::TextIOWrapper => Some("_io"),
            TypeTag::VersionInfo | TypeTag::FloatInfo | TypeTag::IntInfo => Some("sys"),
            TypeTag::Counter | TypeTag::DefaultDict | TypeTag::OrderedDict | TypeTag::Deque => {
                Some("collections")
            }
            TypeTag::DequeIter | TypeTag::DequeRevIter => Some("_collections"),
            TypeTag::ItemGetter | TypeTag::AttrGetter | TypeTag::MethodCaller => Some("operator"),
            TypeTag::CopyMemo | TypeTag::CopyError => Some("copy"),
            TypeTag::TeeData => Some("itertools"),
            TypeTag::ChainMap => Some("collections"),
            TypeTag::ChainKeysView | TypeTag::ChainValuesView | TypeTag::ChainItemsView => {
                Some("collections.abc")
            }
            TypeTag::RePattern | TypeTag::ReMatch | TypeTag::ReFlag | TypeTag::ReError => {
                Some("re")
            }
            TypeTag::ReScanner => Some("_sre"),
            TypeTag::DecSignalDict => Some("abc"),
            t if t.is_decimal() => Some("decimal"),
            TypeTag::Partial
            | TypeTag::LruCacheWrapper
            | TypeTag::CacheInfo
            | TypeTag::KeyWrapper => Some("functools"),
            TypeTag::Random => Some("random"),
            TypeTag::Fraction => Some("fractions"),
            TypeTag::LinearRegression | TypeTag::StatisticsError | TypeTag::NormalDist => {
                Some("statistics")
            }
            TypeTag::Hash => Some("_hashlib"),
            TypeTag::Template => Some("string"),
            TypeTag::TextWrapper => Some("textwrap"),
            TypeTag::BinasciiError => Some("binascii"),
            t if t.is_itertools() => Some("itertools"),
            TypeTag::TimeDelta
            | TypeTag::Date
            | TypeTag::DateTime
            | TypeTag::Time
            | TypeTag::TzInfo
            | TypeTag::TimeZone
            | TypeTag::IsoCalendarDate => Some("datetime"),
            _ => None,
        }
    }

    /// True for the iterator types of `itertools`.
    pub fn is_itertools(self) -> bool {
        (TypeTag::ItCount as usize..=TypeTag::ItCombinationsWr as usize).contains(&(self as usize))
    }

    /// True for `decimal`'s types and signal classes.
    pub fn is_decimal(self) -> bool {
        (TypeTag::Decimal as usize..=TypeTag::DecimalTuple as usize).contains(&(self as usize))
            || (TypeTag::DecimalException as usize..=TypeTag::DecFloatOperation as usize)
                .contains(&(self as usize))
    }

    /// The bases after the first of the classes CPython defines with several
    /// (`decimal.DivisionByZero(DecimalException, ZeroDivisionError)`, ...), in MRO order.
    pub fn extra_bases(self) -> &'static [TypeTag] {
        match self {
            TypeTag::DecDivisionByZero | TypeTag::DecDivisionUndefined => {
                &[TypeTag::ZeroDivisionError]
            }
            TypeTag::DecOverflow => &[TypeTag::DecRounded],
            TypeTag::DecUnderflow => &[TypeTag::DecRounded, TypeTag::DecSubnormal],
            TypeTag::DecFloatOperation => &[TypeTag::TypeError],
            _ => &[],
        }
    }

    /// True for the classes of `typing`'s objects.
    pub fn is_typing(self) -> bool {
        self.module() == Some("typing")
    }

    /// `module.name` for types outside `builtins`, else the name.
    pub fn qualified_name(self) -> String {
        match self.module() {
            Some(m) => format!("{m}.{}", self.name()),
            None => self.name().to_string(),
        }
    }

    /// True if `self` is `other` or derives from it.
    pub fn is_subtype(self, other: TypeTag) -> bool {
        let mut t = self;
        loop {
            if t == other {
                return true;
            }
            if t == TypeTag::Object {
                return other == TypeTag::Object;
            }
            // The extra bases are leaves of a fixed two-level hierarchy: one level of
            // native recursion at most.
            if t.extra_bases().iter().any(|b| b.is_subtype(other)) {
                return true;
            }
            t = t.parent();
        }
    }

    /// True for exception classes.
    pub fn is_exception(self) -> bool {
        self != TypeTag::Object && self.is_subtype(TypeTag::BaseException)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
    }

    #[test]
    fn subtypes() {
        assert!(TypeTag::Bool.is_subtype(TypeTag::Int));
        assert!(TypeTag::KeyError.is_subtype(TypeTag::Exception));
        assert!(!TypeTag::Int.is_subtype(TypeTag::Bool));
        assert!(TypeTag::KeyError.is_exception());
        assert!(!TypeTag::Int.is_exception());
    }
}
