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
    List => "list", Object;
    Tuple => "tuple", Object;
    Dict => "dict", Object;
    Range => "range", Object;
    Slice => "slice", Object;
    Ellipsis => "ellipsis", Object;
    Function => "function", Object;
    BuiltinFunction => "builtin_function_or_method", Object;
    Type => "type", Object;
    ListIter => "list_iterator", Object;
    ListRevIter => "list_reverseiterator", Object;
    Reversed => "reversed", Object;
    TupleIter => "tuple_iterator", Object;
    StrIter => "str_ascii_iterator", Object;
    RangeIter => "range_iterator", Object;
    DictKeyIter => "dict_keyiterator", Object;
    DictValueIter => "dict_valueiterator", Object;
    DictItemIter => "dict_itemiterator", Object;
    DictKeys => "dict_keys", Object;
    DictValues => "dict_values", Object;
    DictItems => "dict_items", Object;
    Enumerate => "enumerate", Object;
    Zip => "zip", Object;
    BaseException => "BaseException", Object;
    Exception => "Exception", BaseException;
    ArithmeticError => "ArithmeticError", Exception;
    ZeroDivisionError => "ZeroDivisionError", ArithmeticError;
    OverflowError => "OverflowError", ArithmeticError;
    LookupError => "LookupError", Exception;
    IndexError => "IndexError", LookupError;
    KeyError => "KeyError", LookupError;
    ValueError => "ValueError", Exception;
    TypeError => "TypeError", Exception;
    NameError => "NameError", Exception;
    UnboundLocalError => "UnboundLocalError", NameError;
    AttributeError => "AttributeError", Exception;
    RuntimeError => "RuntimeError", Exception;
    RecursionError => "RecursionError", RuntimeError;
    NotImplementedError => "NotImplementedError", RuntimeError;
    MemoryError => "MemoryError", Exception;
    AssertionError => "AssertionError", Exception;
    StopIteration => "StopIteration", Exception;
}

impl TypeTag {
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
