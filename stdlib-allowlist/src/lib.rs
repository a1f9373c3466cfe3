//! Every built-in a script can reach, and the one declarative table that names them.
//!
//! Invariant: nothing outside [`table`] exists for a script. The embedder builds the table once;
//! the compiler and the admission check take the built-in names from it, the VM the
//! implementations. A test snapshots the whole surface ([`surface`]) so it never grows by
//! accident.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod args;
mod bytes_search;
mod codec_names;
mod codecs;
mod ctors;
mod dunders;
mod families;
mod funcs;
mod mappingproxy;
mod methods_bytes;
mod methods_dict;
mod methods_list;
mod methods_num;
mod methods_set;
mod methods_str;
mod modules;
mod objects;
mod sort;
mod str_case;
mod str_format;
mod str_split;
mod str_tables;
mod str_translate;
mod surface;
mod titlecase;
mod vm_attrs;

pub use str_case::isidentifier_str;
pub use surface::{
    entries, surface, Entry, Narrowing, Section, What, FUEL_RULES, REFUSED_BUILTINS,
};

use pyrite_runtime::{Binding, BuiltinKind, NativeFn, NativeTable, TypeTag, Value};

/// Built-in functions: name, implementation, fuel rule, doc.
const FUNCTIONS: &[Def<NativeFn>] = &[
    def(
        "abs",
        funcs::abs,
        "1",
        "absolute value; an instance's __abs__",
    ),
    def(
        "all",
        funcs::all,
        "1 + 1 per item taken",
        "True if every item is true (stops at the first false one)",
    ),
    def(
        "any",
        funcs::any,
        "1 + 1 per item taken",
        "True if any item is true (stops at the first true one)",
    ),
    def(
        "bin",
        funcs::bin,
        "1 + b/16",
        "binary text of an int ('0b101')",
    ),
    def(
        "format",
        str_format::builtin_format,
        "1 + len of the result/32; an instance's __format__ runs as script code",
        "the value formatted by the format-spec mini-language (or its __format__)",
    ),
    def(
        "chr",
        funcs::chr,
        "1",
        "the one-character str of a code point",
    ),
    def(
        "divmod",
        funcs::divmod,
        "1 + as // and % on the operands",
        "(a // b, a % b)",
    ),
    def(
        "hash",
        funcs::hash,
        "1 (a str the first time: + len/64; a tuple: + n/8 and its items' hashes)",
        "CPython's hash of numbers, tuples, frozensets; a str under the run's key (random unless fixed)",
    ),
    def(
        "hex",
        funcs::hex,
        "1 + b/64",
        "hexadecimal text of an int ('0xff')",
    ),
    def(
        "callable",
        objects::callable,
        "1",
        "True if the value can be called",
    ),
    def(
        "delattr",
        objects::delattr,
        "1",
        "del obj.name, for a non-dunder name made at run time",
    ),
    def(
        "getattr",
        objects::getattr,
        "1",
        "obj.name for a non-dunder name made at run time, with a default",
    ),
    def(
        "hasattr",
        objects::hasattr,
        "1",
        "True if getattr(obj, name) would succeed (non-dunder names only)",
    ),
    def(
        "isinstance",
        objects::isinstance,
        "1",
        "True if the value is an instance of the class (or of one in a tuple)",
    ),
    def(
        "issubclass",
        objects::issubclass,
        "1",
        "True if the class derives from the other (or from one in a tuple)",
    ),
    def(
        "setattr",
        objects::setattr,
        "1",
        "obj.name = value, for a non-dunder name made at run time",
    ),
    def(
        "iter",
        objects::iter,
        "1",
        "an iterator over the value (its __iter__, or __getitem__ from 0)",
    ),
    def(
        "len",
        funcs::len,
        "1",
        "number of items (an instance's __len__)",
    ),
    def(
        "max",
        funcs::max,
        "1 + 1 per item compared",
        "largest item or argument (key=, default=)",
    ),
    def(
        "min",
        funcs::min,
        "1 + 1 per item compared",
        "smallest item or argument (key=, default=)",
    ),
    def(
        "next",
        funcs::next,
        "1",
        "the iterator's next item, or the default when it is exhausted",
    ),
    def(
        "oct",
        funcs::oct,
        "1 + b/64",
        "octal text of an int ('0o17')",
    ),
    def(
        "ord",
        funcs::ord,
        "1",
        "the code point of a one-character str",
    ),
    def(
        "pow",
        funcs::pow,
        "as **; with a modulus: 1 + (bits of exp) * w^2/8, w = 64-bit words of the modulus",
        "base ** exp, or (base ** exp) % mod computed by square-and-multiply",
    ),
    def(
        "print",
        funcs::print,
        "1 + the str() of each argument + bytes written/64",
        "writes the arguments' str() with sep= and end= to the output (counted against max_output); file= only sys.stdout",
    ),
    def(
        "ascii",
        funcs::ascii,
        "1 + as repr + n/32",
        "the repr with non-ASCII characters escaped (\\xhh, \\uhhhh, \\Uhhhhhhhh)",
    ),
    def(
        "id",
        funcs::id,
        "1",
        "an int identifying the object while it lives (deterministic, not an address)",
    ),
    def(
        "repr",
        funcs::repr,
        "1 + 1 per value visited",
        "the printable representation (cycles as [...])",
    ),
    def(
        "round",
        funcs::round,
        "1 (with ndigits: as the division it makes)",
        "round half to even, to ndigits",
    ),
    def(
        "sorted",
        funcs::sorted,
        "1 + collect + n*log2(n) before sorting; 80 bytes/item of scratch against max_memory",
        "a new sorted list (stable timsort; key=, reverse=)",
    ),
    def(
        "sum",
        funcs::sum,
        "1 + 1 per item + each addition",
        "start plus every item",
    ),
];

/// Built-in types by name (callable through [`CTORS`]): name, tag, fuel rule of the
/// constructor, doc.
const TYPES: &[Def<TypeTag>] = &[
    def(
        "bool",
        TypeTag::Bool,
        "1",
        "True or False; bool(x) is x's truth value",
    ),
    def(
        "bytes",
        TypeTag::Bytes,
        "1 + len/64 (from an iterable: + 1 per item)",
        "an immutable sequence of bytes (from an int, an iterable of ints, bytes, or a str with an encoding)",
    ),
    def(
        "bytearray",
        TypeTag::ByteArray,
        "1 + len/64 (from an iterable: + 1 per item)",
        "a mutable sequence of bytes (the bytes constructor's arguments)",
    ),
    def(
        "frozenset",
        TypeTag::FrozenSet,
        "1 + 1 per item added",
        "an immutable set from an iterable",
    ),
    def(
        "set",
        TypeTag::Set,
        "1 + 1 per item added",
        "a mutable set from an iterable",
    ),
    def(
        "dict",
        TypeTag::Dict,
        "1 + n/4 from a dict, else collect + collect of each pair; + 1 per key compared",
        "an insertion-ordered dict from a mapping, pairs or keywords",
    ),
    def(
        "enumerate",
        TypeTag::Enumerate,
        "1",
        "lazy (index, item) pairs",
    ),
    def(
        "float",
        TypeTag::Float,
        "1",
        "an IEEE double from a number or a str",
    ),
    def(
        "int",
        TypeTag::Int,
        "1; from a str: + len^2/4096",
        "an arbitrary-precision int from a number or a str (base=)",
    ),
    def(
        "list",
        TypeTag::List,
        "1 + collect",
        "a new list of an iterable's items",
    ),
    def("object", TypeTag::Object, "1", "the base of every class"),
    def(
        "range",
        TypeTag::Range,
        "1",
        "an immutable arithmetic sequence (lazy)",
    ),
    def(
        "slice",
        TypeTag::Slice,
        "1",
        "slice(stop), slice(start, stop[, step]): what a[start:stop:step] indexes with",
    ),
    def(
        "reversed",
        TypeTag::Reversed,
        "1 (a str: a one-character str per character, made first)",
        "a reverse iterator over a sequence",
    ),
    def(
        "str",
        TypeTag::Str,
        "1 + the text made (an int: + b^2/4096)",
        "text; str(x) is x's informal representation",
    ),
    def(
        "tuple",
        TypeTag::Tuple,
        "1 + collect",
        "an immutable sequence of an iterable's items",
    ),
    def(
        "type",
        TypeTag::Type,
        "1",
        "type(x): the class of x (the three-argument form is refused)",
    ),
    def(
        "zip",
        TypeTag::Zip,
        "1",
        "lazy tuples of the iterables' items in step (strict=True: equal lengths or ValueError)",
    ),
    def(
        "classmethod",
        TypeTag::ClassMethod,
        "1",
        "decorator: a method that receives the class",
    ),
    def(
        "filter",
        TypeTag::Filter,
        "1; each item as the predicate's call",
        "lazy iterator of the items the predicate keeps",
    ),
    def(
        "map",
        TypeTag::Map,
        "1; each item as the function's call",
        "lazy iterator of the function applied to the items",
    ),
    def(
        "property",
        TypeTag::Property,
        "1",
        "a managed attribute from getter, setter and deleter functions",
    ),
    def(
        "staticmethod",
        TypeTag::StaticMethod,
        "1",
        "decorator: a method that receives neither instance nor class",
    ),
    def(
        "super",
        TypeTag::Super,
        "1",
        "the next class in the MRO (zero- and two-argument forms)",
    ),
];

/// The built-in exception classes (CPython 3.11's hierarchy, under `TYPES` in the table).
const EXCEPTIONS: &[Def<TypeTag>] = &[
    exc("ArithmeticError", TypeTag::ArithmeticError),
    exc("AssertionError", TypeTag::AssertionError),
    exc("AttributeError", TypeTag::AttributeError),
    exc("BaseException", TypeTag::BaseException),
    exc("BlockingIOError", TypeTag::BlockingIOError),
    exc("BrokenPipeError", TypeTag::BrokenPipeError),
    exc("BufferError", TypeTag::BufferError),
    exc("BytesWarning", TypeTag::BytesWarning),
    exc("ChildProcessError", TypeTag::ChildProcessError),
    exc("ConnectionAbortedError", TypeTag::ConnectionAbortedError),
    exc("ConnectionError", TypeTag::ConnectionError),
    exc("ConnectionRefusedError", TypeTag::ConnectionRefusedError),
    exc("ConnectionResetError", TypeTag::ConnectionResetError),
    exc("DeprecationWarning", TypeTag::DeprecationWarning),
    exc("EOFError", TypeTag::EOFError),
    exc("EncodingWarning", TypeTag::EncodingWarning),
    exc("Exception", TypeTag::Exception),
    exc("FileExistsError", TypeTag::FileExistsError),
    exc("FileNotFoundError", TypeTag::FileNotFoundError),
    exc("FloatingPointError", TypeTag::FloatingPointError),
    exc("FutureWarning", TypeTag::FutureWarning),
    exc("GeneratorExit", TypeTag::GeneratorExit),
    exc("ImportError", TypeTag::ImportError),
    exc("ImportWarning", TypeTag::ImportWarning),
    exc("IndentationError", TypeTag::IndentationError),
    exc("IndexError", TypeTag::IndexError),
    exc("InterruptedError", TypeTag::InterruptedError),
    exc("IsADirectoryError", TypeTag::IsADirectoryError),
    exc("KeyError", TypeTag::KeyError),
    exc("KeyboardInterrupt", TypeTag::KeyboardInterrupt),
    exc("LookupError", TypeTag::LookupError),
    exc("MemoryError", TypeTag::MemoryError),
    exc("ModuleNotFoundError", TypeTag::ModuleNotFoundError),
    exc("NameError", TypeTag::NameError),
    exc("NotADirectoryError", TypeTag::NotADirectoryError),
    exc("NotImplementedError", TypeTag::NotImplementedError),
    exc("OSError", TypeTag::OSError),
    exc("OverflowError", TypeTag::OverflowError),
    exc(
        "PendingDeprecationWarning",
        TypeTag::PendingDeprecationWarning,
    ),
    exc("PermissionError", TypeTag::PermissionError),
    exc("ProcessLookupError", TypeTag::ProcessLookupError),
    exc("RecursionError", TypeTag::RecursionError),
    exc("ReferenceError", TypeTag::ReferenceError),
    exc("ResourceWarning", TypeTag::ResourceWarning),
    exc("RuntimeError", TypeTag::RuntimeError),
    exc("RuntimeWarning", TypeTag::RuntimeWarning),
    exc("StopAsyncIteration", TypeTag::StopAsyncIteration),
    exc("StopIteration", TypeTag::StopIteration),
    exc("SyntaxError", TypeTag::SyntaxError),
    exc("SyntaxWarning", TypeTag::SyntaxWarning),
    exc("SystemError", TypeTag::SystemError),
    exc("SystemExit", TypeTag::SystemExit),
    exc("TabError", TypeTag::TabError),
    exc("TimeoutError", TypeTag::TimeoutError),
    exc("TypeError", TypeTag::TypeError),
    exc("UnboundLocalError", TypeTag::UnboundLocalError),
    exc("UnicodeDecodeError", TypeTag::UnicodeDecodeError),
    exc("UnicodeEncodeError", TypeTag::UnicodeEncodeError),
    exc("UnicodeError", TypeTag::UnicodeError),
    exc("UnicodeTranslateError", TypeTag::UnicodeTranslateError),
    exc("UnicodeWarning", TypeTag::UnicodeWarning),
    exc("UserWarning", TypeTag::UserWarning),
    exc("ValueError", TypeTag::ValueError),
    exc("Warning", TypeTag::Warning),
    exc("ZeroDivisionError", TypeTag::ZeroDivisionError),
];

/// An exception class's row: raising or making one costs its call and its allocation.
const fn exc(name: &'static str, tag: TypeTag) -> Def<TypeTag> {
    def(
        name,
        tag,
        "1",
        "built-in exception class (raise, catch, subclass)",
    )
}

/// Built-in constants.
const CONSTS: &[Def<Value>] = &[
    def("Ellipsis", Value::Ellipsis, "1", "the ... singleton"),
    def(
        "NotImplemented",
        Value::NotImplemented,
        "1",
        "what a binary special method returns for an operand it does not take",
    ),
];

/// Constructors of the callable types.
const CTORS: &[(TypeTag, NativeFn)] = &[
    (TypeTag::Partial, modules::functools::partial_new),
    (TypeTag::Bool, ctors::bool_),
    (TypeTag::Bytes, methods_bytes::bytes_new),
    (TypeTag::ByteArray, methods_bytes::bytearray_new),
    (TypeTag::Dict, ctors::dict),
    (TypeTag::Enumerate, ctors::enumerate),
    (TypeTag::Float, ctors::float),
    (TypeTag::Int, ctors::int),
    (TypeTag::List, ctors::list),
    (TypeTag::Range, ctors::range),
    (TypeTag::Slice, methods_num::slice),
    (TypeTag::Reversed, ctors::reversed),
    (TypeTag::Str, ctors::str_),
    (TypeTag::Tuple, ctors::tuple),
    (TypeTag::Type, objects::type_),
    (TypeTag::Set, methods_set::set),
    (TypeTag::FrozenSet, methods_set::frozenset),
    (TypeTag::Zip, ctors::zip),
    (TypeTag::ClassMethod, objects::classmethod),
    (TypeTag::Filter, objects::filter),
    (TypeTag::Map, objects::map),
    (TypeTag::Property, objects::property),
    (TypeTag::StaticMethod, objects::staticmethod),
    (TypeTag::Super, objects::super_),
];

/// Iterator protocol methods, the same on every built-in iterator.
const NEXT_DOC: &str = "the next item; StopIteration at the end";
const ITER_DOC: &str = "the iterator itself";

/// Methods by receiver type: type, name, implementation, fuel rule, doc.
const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::List,
        def(
            "append",
            methods_list::append,
            "1 (growth: + the allocation rule)",
            "adds an item at the end",
        ),
    ),
    (
        TypeTag::List,
        def("clear", methods_list::clear, "1", "removes every item"),
    ),
    (
        TypeTag::List,
        def("copy", methods_list::copy, "1 + n/8", "a shallow copy"),
    ),
    (
        TypeTag::List,
        def(
            "count",
            methods_list::count,
            "1 + 1 per item compared",
            "how many items equal x",
        ),
    ),
    (
        TypeTag::List,
        def(
            "extend",
            methods_list::extend,
            "1 + collect + growth (16 bytes/item, the allocation rule)",
            "appends an iterable's items",
        ),
    ),
    (
        TypeTag::List,
        def(
            "index",
            methods_list::index,
            "1 + 1 per item compared",
            "position of the first item equal to x (start, stop)",
        ),
    ),
    (
        TypeTag::List,
        def(
            "insert",
            methods_list::insert,
            "1 + items moved/16",
            "inserts x before position i",
        ),
    ),
    (
        TypeTag::List,
        def(
            "pop",
            methods_list::pop,
            "1 + items moved/16",
            "removes and returns the item at i (default last)",
        ),
    ),
    (
        TypeTag::List,
        def(
            "remove",
            methods_list::remove,
            "1 + 1 per item compared",
            "removes the first item equal to x",
        ),
    ),
    (
        TypeTag::List,
        def(
            "reverse",
            methods_list::reverse,
            "1 + n/16",
            "reverses the list in place",
        ),
    ),
    (
        TypeTag::List,
        def(
            "sort",
            methods_list::sort,
            "1 + n*log2(n) before sorting; 80 bytes/item of scratch against max_memory",
            "sorts in place (stable timsort; key=, reverse=)",
        ),
    ),
    (
        TypeTag::Tuple,
        def(
            "count",
            methods_list::count,
            "1 + 1 per item compared",
            "how many items equal x",
        ),
    ),
    (
        TypeTag::Tuple,
        def(
            "index",
            methods_list::index,
            "1 + 1 per item compared",
            "position of the first item equal to x (start, stop)",
        ),
    ),
    (
        TypeTag::Range,
        def(
            "count",
            ctors::range_count,
            "1",
            "1 if x is in the range, else 0 (arithmetic, no scan)",
        ),
    ),
    (
        TypeTag::Range,
        def(
            "index",
            ctors::range_index,
            "1",
            "position of x in the range (arithmetic, no scan)",
        ),
    ),
    (
        TypeTag::Dict,
        def("clear", methods_dict::clear, "1", "removes every key"),
    ),
    (
        TypeTag::Dict,
        def("copy", methods_dict::copy, "1 + n/4", "a shallow copy"),
    ),
    (
        TypeTag::Dict,
        crate::class_method(def(
            "fromkeys",
            methods_dict::fromkeys,
            "1 + collect + 1 per key compared",
            "a new dict with the iterable's keys, all mapped to value",
        )),
    ),
    (
        TypeTag::Dict,
        def(
            "get",
            methods_dict::get,
            "1",
            "the value of key, or the default",
        ),
    ),
    (
        TypeTag::Dict,
        def(
            "items",
            methods_dict::items,
            "1",
            "a live view of the (key, value) pairs",
        ),
    ),
    (
        TypeTag::Dict,
        def("keys", methods_dict::keys, "1", "a live view of the keys"),
    ),
    (
        TypeTag::Dict,
        def(
            "pop",
            methods_dict::pop,
            "1",
            "removes key and returns its value (or the default)",
        ),
    ),
    (
        TypeTag::Dict,
        def(
            "popitem",
            methods_dict::popitem,
            "1",
            "removes and returns the last inserted pair",
        ),
    ),
    (
        TypeTag::Dict,
        def(
            "setdefault",
            methods_dict::setdefault,
            "1",
            "the value of key, storing the default first if it is absent",
        ),
    ),
    (
        TypeTag::Dict,
        def(
            "update",
            methods_dict::update,
            "1 + n/4 from a dict, else collect + collect of each pair; + 1 per key compared",
            "stores the pairs of a mapping, an iterable of pairs or keywords",
        ),
    ),
    (
        TypeTag::Dict,
        def(
            "values",
            methods_dict::values,
            "1",
            "a live view of the values",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "encode",
            codecs::str_encode,
            "1 + len/16",
            "bytes of the text (utf-8, ascii, latin-1; errors=)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "capitalize",
            methods_str::capitalize,
            "1 + len/32",
            "first character titlecased, the rest lowercased",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "center",
            methods_str::center,
            "1 + len of the result/32",
            "centered in a field of width, padded with fill",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "count",
            methods_str::count,
            "1 + bytes searched/4",
            "non-overlapping occurrences of sub (start, end)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "endswith",
            methods_str::endswith,
            "1",
            "True if the str ends with the suffix (or one of a tuple)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "find",
            methods_str::find,
            "1 + bytes searched/4",
            "lowest index of sub, or -1 (start, end)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "index",
            methods_str::index,
            "1 + bytes searched/4",
            "lowest index of sub, or ValueError (start, end)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isalnum",
            methods_str::isalnum,
            "1 + len/32",
            "True if non-empty and every character is alphanumeric",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isalpha",
            methods_str::isalpha,
            "1 + len/32",
            "True if non-empty and every character is alphabetic",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isdigit",
            methods_str::isdigit,
            "1 + len/32",
            "True if non-empty and every character is a digit",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "islower",
            methods_str::islower,
            "1 + len/32",
            "True if there is a cased character and all of them are lowercase",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isspace",
            methods_str::isspace,
            "1 + len/32",
            "True if non-empty and every character is whitespace",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isupper",
            methods_str::isupper,
            "1 + len/32",
            "True if there is a cased character and all of them are uppercase",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "join",
            methods_str::join,
            "1 + collect + len of the result/32",
            "the iterable's strs with this str between them",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "ljust",
            methods_str::ljust,
            "1 + len of the result/32",
            "left-justified in a field of width, padded with fill",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "lower",
            methods_str::lower,
            "1 + len/32",
            "every cased character lowercased",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "lstrip",
            methods_str::lstrip,
            "1 + len of the result/32",
            "leading whitespace (or chars) removed",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "replace",
            methods_str::replace,
            "1 + len/8 + len of the result/8",
            "every (or the first count) occurrence of old replaced by new",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "rfind",
            methods_str::rfind,
            "1 + bytes searched/4",
            "highest index of sub, or -1 (start, end)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "rjust",
            methods_str::rjust,
            "1 + len of the result/32",
            "right-justified in a field of width, padded with fill",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "rstrip",
            methods_str::rstrip,
            "1 + len of the result/32",
            "trailing whitespace (or chars) removed",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "split",
            methods_str::split,
            "1 + len/16 + 8 per part",
            "the parts between sep (default: runs of whitespace), maxsplit=",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "startswith",
            methods_str::startswith,
            "1",
            "True if the str starts with the prefix (or one of a tuple)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "strip",
            methods_str::strip,
            "1 + len of the result/32",
            "leading and trailing whitespace (or chars) removed",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "upper",
            methods_str::upper,
            "1 + len/32",
            "every cased character uppercased",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "zfill",
            methods_str::zfill,
            "1 + len of the result/32",
            "padded with zeros on the left to width, after any sign",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "casefold",
            str_case::casefold,
            "1 + len/32",
            "full Unicode case folding, for caseless comparison (ß -> ss)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "expandtabs",
            str_split::expandtabs,
            "1 + len/16 + len of the result/32",
            "tabs replaced by spaces up to the next multiple of tabsize (default 8)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "format",
            str_format::format,
            "1 + len/16 + each field's formatting",
            "the str with its replacement fields ({}, {0}, {name.attr}, {0[key]}, {:spec}) formatted",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "format_map",
            str_format::format_map,
            "1 + len/16 + each field's formatting",
            "as format, with the fields' names looked up in a mapping",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isascii",
            str_case::isascii,
            "1 + len/32",
            "True if every character is ASCII (also when empty)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isdecimal",
            str_case::isdecimal,
            "1 + len/32",
            "True if non-empty and every character is a decimal digit",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isidentifier",
            str_case::isidentifier,
            "1 + len/32",
            "True if the str is a valid identifier (keywords included)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isnumeric",
            str_case::isnumeric,
            "1 + len/32",
            "True if non-empty and every character is numeric",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "isprintable",
            str_case::isprintable,
            "1 + len/32",
            "True if every character is printable (also when empty)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "istitle",
            str_case::istitle,
            "1 + len/32",
            "True if cased runs start uppercase or titlecase and go on lowercase",
        ),
    ),
    (
        TypeTag::Str,
        crate::class_method(def(
            "maketrans",
            str_translate::maketrans,
            "1 + n of the dict or len of the strs",
            "a translation table for translate (static method; dict, two strs, or three)",
        )),
    ),
    (
        TypeTag::Str,
        def(
            "partition",
            str_split::partition,
            "1 + len/4",
            "(head, sep, tail) around the first sep, or (str, '', '')",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "removeprefix",
            str_split::removeprefix,
            "1 + len of the result/32",
            "the str without prefix if it starts with it",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "removesuffix",
            str_split::removesuffix,
            "1 + len of the result/32",
            "the str without suffix if it ends with it",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "rindex",
            methods_str::rindex,
            "1 + bytes searched/4",
            "highest index of sub, or ValueError (start, end)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "rpartition",
            str_split::rpartition,
            "1 + len/4",
            "(head, sep, tail) around the last sep, or ('', '', str)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "rsplit",
            str_split::rsplit,
            "1 + len/16 + 8 per part",
            "the parts between sep, maxsplit= counted from the right",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "splitlines",
            str_split::splitlines,
            "1 + len/16 + 8 per part",
            "the lines, at every line boundary CPython knows (keepends=)",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "swapcase",
            str_case::swapcase,
            "1 + len/32",
            "uppercase lowercased and lowercase uppercased",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "title",
            str_case::title,
            "1 + len/32",
            "each cased run titlecased at its start, lowercased after",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "translate",
            str_translate::translate,
            "1 + 1 per character + len of the result/32; a table's __getitem__ runs as script code",
            "each character mapped through table[ord(c)] (None deletes, LookupError keeps)",
        ),
    ),
    (
        TypeTag::Set,
        def("add", methods_set::add, "2", "adds an item"),
    ),
    (
        TypeTag::Set,
        def("clear", methods_set::clear, "1", "removes every item"),
    ),
    (
        TypeTag::Set,
        def("copy", methods_set::copy, "1", "a shallow copy"),
    ),
    (
        TypeTag::Set,
        def(
            "difference",
            methods_set::difference,
            "1 + 1 per key compared",
            "a new set of the items not in the others",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "difference_update",
            methods_set::difference_update,
            "1 + 1 per key compared",
            "removes the items found in the others",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "discard",
            methods_set::discard,
            "1",
            "removes an item if present",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "intersection",
            methods_set::intersection,
            "1 + 1 per key compared",
            "a new set of the items in all the others too",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "intersection_update",
            methods_set::intersection_update,
            "1 + 1 per key compared",
            "keeps only the items found in all the others",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "isdisjoint",
            methods_set::isdisjoint,
            "1 + 1 per key compared (an iterable: made a set first)",
            "True if no item is shared",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "issubset",
            methods_set::issubset,
            "1 + 1 per key compared (an iterable: made a set first)",
            "True if every item is in the other",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "issuperset",
            methods_set::issuperset,
            "1 + 1 per key compared (an iterable: made a set first)",
            "True if every item of the other is in this set",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "pop",
            methods_set::pop,
            "1",
            "removes and returns an item (KeyError if empty)",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "remove",
            methods_set::remove,
            "1",
            "removes an item (KeyError if absent)",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "symmetric_difference",
            methods_set::symmetric_difference,
            "1 + 1 per key compared",
            "a new set of the items in exactly one of the two",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "symmetric_difference_update",
            methods_set::symmetric_difference_update,
            "1 + 1 per key compared",
            "keeps the items in exactly one of the two",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "union",
            methods_set::union,
            "1 + 1 per item added",
            "a new set of the items in any of them",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "update",
            methods_set::update,
            "1 + 1 per item added",
            "adds the items of the iterables",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def("copy", methods_set::copy, "1", "a shallow copy"),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "difference",
            methods_set::difference,
            "1 + 1 per key compared",
            "a new frozenset of the items not in the others",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "intersection",
            methods_set::intersection,
            "1 + 1 per key compared",
            "a new frozenset of the items in all the others too",
        ),
    ),
    (
        TypeTag::DictKeys,
        def(
            "isdisjoint",
            methods_set::view_isdisjoint,
            "1 + 1 per key compared",
            "True if no key is in the iterable",
        ),
    ),
    (
        TypeTag::DictItems,
        def(
            "isdisjoint",
            methods_set::view_isdisjoint,
            "1 + 1 per item compared",
            "True if no (key, value) pair is in the iterable",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "isdisjoint",
            methods_set::isdisjoint,
            "1 + 1 per key compared (an iterable: made a set first)",
            "True if no item is shared",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "issubset",
            methods_set::issubset,
            "1 + 1 per key compared (an iterable: made a set first)",
            "True if every item is in the other",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "issuperset",
            methods_set::issuperset,
            "1 + 1 per key compared (an iterable: made a set first)",
            "True if every item of the other is in this set",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "symmetric_difference",
            methods_set::symmetric_difference,
            "1 + 1 per key compared",
            "a new frozenset of the items in exactly one of the two",
        ),
    ),
    (
        TypeTag::FrozenSet,
        def(
            "union",
            methods_set::union,
            "1 + 1 per item added",
            "a new frozenset of the items in any of them",
        ),
    ),
    (
        TypeTag::Generator,
        def(
            "send",
            objects::gen_send,
            "1; the generator's code pays for itself",
            "resumes the generator with a value; its next yield",
        ),
    ),
    (
        TypeTag::Generator,
        def(
            "throw",
            objects::gen_throw,
            "1; the generator's code pays for itself",
            "raises an exception at the paused yield",
        ),
    ),
    (
        TypeTag::Generator,
        def(
            "close",
            objects::gen_close,
            "1; the generator's code pays for itself",
            "raises GeneratorExit at the paused yield",
        ),
    ),
    (
        TypeTag::Generator,
        def(
            "__next__",
            objects::gen_next,
            "1; the generator's code pays for itself",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::Generator,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::Property,
        def(
            "getter",
            objects::property_getter,
            "1",
            "a copy of the property with another getter",
        ),
    ),
    (
        TypeTag::Property,
        def(
            "setter",
            objects::property_setter,
            "1",
            "a copy of the property with another setter",
        ),
    ),
    (
        TypeTag::Property,
        def(
            "deleter",
            objects::property_deleter,
            "1",
            "a copy of the property with another deleter",
        ),
    ),
    (
        TypeTag::ListIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::ListIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::TupleIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::TupleIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::StrIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::StrIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::BytesIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::BytesIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::ByteArrayIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::ByteArrayIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::RangeIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::RangeIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::SetIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::SetIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::DictKeyIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::DictKeyIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::DictValueIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::DictValueIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::DictItemIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::DictItemIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::DictRevKeyIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::DictRevKeyIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::DictRevValueIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::DictRevValueIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::DictRevItemIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::DictRevItemIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::OdictIter,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::OdictIter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::Enumerate,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::Enumerate,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::Zip,
        def("__next__", objects::iter_next, "1", NEXT_DOC),
    ),
    (
        TypeTag::Zip,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::Map,
        def(
            "__next__",
            objects::iter_next,
            "1; the function's call pays for itself",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::Map,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::Filter,
        def(
            "__next__",
            objects::iter_next,
            "1; the predicate's calls pay for themselves",
            NEXT_DOC,
        ),
    ),
    (
        TypeTag::Filter,
        def("__iter__", objects::iter_self, "1", ITER_DOC),
    ),
    (
        TypeTag::Object,
        def(
            "__init__",
            objects::object_init,
            "1",
            "does nothing (no arguments beyond what __init__ of a subclass takes)",
        ),
    ),
    (
        TypeTag::List,
        def(
            "__init__",
            methods_list::init,
            "as list.extend",
            "empties the list, then extends it with the iterable",
        ),
    ),
    (
        TypeTag::Dict,
        def(
            "__init__",
            methods_dict::init,
            "as dict.update",
            "updates the dict with a mapping or pairs, and keyword arguments",
        ),
    ),
    (
        TypeTag::Set,
        def(
            "__init__",
            methods_set::init,
            "as set.update",
            "empties the set, then adds the iterable's items",
        ),
    ),
    (
        TypeTag::BaseException,
        def(
            "__init__",
            objects::exception_init,
            "1",
            "sets args from the arguments",
        ),
    ),
    (
        TypeTag::BaseException,
        def(
            "with_traceback",
            objects::exception_with_traceback,
            "1 + frames/8",
            "sets __traceback__ (a traceback or None) and returns the exception",
        ),
    ),
    (
        TypeTag::OSError,
        def(
            "__init__",
            objects::oserror_init,
            "1",
            "sets args from the arguments, as OSError does",
        ),
    ),
    (
        TypeTag::ImportError,
        def(
            "__init__",
            objects::import_error_init,
            "1",
            "sets args, name= and path=",
        ),
    ),
    (
        TypeTag::Int,
        def(
            "to_bytes",
            methods_bytes::int_to_bytes,
            "1 + length/64",
            "the int as length bytes (byteorder=, signed=)",
        ),
    ),
    (
        TypeTag::Int,
        crate::class_method(def(
            "from_bytes",
            methods_bytes::int_from_bytes,
            "1 + len/16",
            "the int of a bytes-like (or an iterable of ints; byteorder=, signed=)",
        )),
    ),
    (
        TypeTag::Int,
        def(
            "bit_length",
            methods_num::bit_length,
            "1",
            "number of bits needed to represent the absolute value",
        ),
    ),
    (
        TypeTag::Int,
        def(
            "bit_count",
            methods_num::bit_count,
            "1 + b/64",
            "number of ones in the binary form of the absolute value",
        ),
    ),
    (
        TypeTag::Int,
        def(
            "conjugate",
            methods_num::int_conjugate,
            "1",
            "the int itself (the complex conjugate of a real number)",
        ),
    ),
    (
        TypeTag::Int,
        def(
            "as_integer_ratio",
            methods_num::int_as_integer_ratio,
            "1",
            "(the int, 1)",
        ),
    ),
    (
        TypeTag::Int,
        def(
            "__getnewargs__",
            crate::dunders::getnewargs,
            "1",
            "(the int,): the constructor's arguments, for pickle and copy",
        ),
    ),
    (
        TypeTag::Float,
        def(
            "__getnewargs__",
            crate::dunders::getnewargs,
            "1",
            "(the float,): the constructor's arguments, for pickle and copy",
        ),
    ),
    (
        TypeTag::Str,
        def(
            "__getnewargs__",
            crate::dunders::getnewargs,
            "1",
            "(the str,): the constructor's arguments, for pickle and copy",
        ),
    ),
    (
        TypeTag::Tuple,
        def(
            "__getnewargs__",
            crate::dunders::getnewargs,
            "1",
            "(the tuple,): the constructor's arguments, for pickle and copy",
        ),
    ),
    (
        TypeTag::Float,
        def(
            "is_integer",
            methods_num::is_integer,
            "1",
            "True if the float is finite and integral",
        ),
    ),
    (
        TypeTag::Float,
        def(
            "conjugate",
            methods_num::float_conjugate,
            "1",
            "the float itself (the complex conjugate of a real number)",
        ),
    ),
    (
        TypeTag::Float,
        def(
            "as_integer_ratio",
            methods_num::float_as_integer_ratio,
            "1",
            "the exact (numerator, denominator) in lowest terms",
        ),
    ),
    (
        TypeTag::Float,
        def(
            "hex",
            methods_num::float_hex,
            "1",
            "exact hexadecimal text ('0x1.8000000000000p+0')",
        ),
    ),
    (
        TypeTag::Float,
        crate::class_method(def(
            "fromhex",
            methods_num::float_fromhex,
            "1 + n/32",
            "classmethod: the float a hexadecimal text denotes, rounded half to even",
        )),
    ),
    (
        TypeTag::Slice,
        def(
            "indices",
            methods_num::slice_indices,
            "1",
            "(start, stop, step) for a sequence of the given length",
        ),
    ),
    (
        TypeTag::TextIOWrapper,
        def(
            "write",
            modules::sys::stream_write,
            "1 + 1 per 64 bytes written",
            "writes a str to the run's output (sys.stdout; sys.stderr refuses); its length",
        ),
    ),
    (
        TypeTag::TextIOWrapper,
        def(
            "flush",
            modules::sys::stream_flush,
            "1",
            "hands the output written so far to the run's writer (else it goes in 32 KiB chunks and at the end)",
        ),
    ),
    (
        TypeTag::LruCacheWrapper,
        def(
            "cache_info",
            modules::functools::cache_info,
            "1",
            "CacheInfo(hits, misses, maxsize, currsize)",
        ),
    ),
    (
        TypeTag::LruCacheWrapper,
        def(
            "cache_clear",
            modules::functools::cache_clear,
            "1",
            "empties the cache and zeroes its statistics",
        ),
    ),
    (
        TypeTag::LruCacheWrapper,
        def(
            "cache_parameters",
            modules::functools::cache_parameters,
            "1",
            "{'maxsize': ..., 'typed': ...}",
        ),
    ),
    (
        TypeTag::ItChain,
        crate::class_method(def(
            "from_iterable",
            modules::itertools::chain_from_iterable,
            "1",
            "a chain of the iterables an iterable yields (lazily)",
        )),
    ),
];

/// One row of the surface table: a name a script can reach, what implements it, how it is
/// charged (see [`FUEL_RULES`] for the vocabulary) and a one-line doc.
#[derive(Clone, Copy)]
pub(crate) struct Def<T> {
    pub name: &'static str,
    pub imp: T,
    pub fuel: &'static str,
    pub doc: &'static str,
    /// How a method row binds when reached through its type (`dict.fromkeys`).
    pub bind: Binding,
}

/// Data attributes of built-in types (CPython's getset descriptors and members): reading
/// one calls its function with the object.
pub(crate) const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::Int,
        def("real", methods_num::int_self, "1", "the int itself"),
    ),
    (TypeTag::Int, def("imag", methods_num::int_zero, "1", "0")),
    (
        TypeTag::Int,
        def("numerator", methods_num::int_self, "1", "the int itself"),
    ),
    (
        TypeTag::Int,
        def("denominator", methods_num::int_one, "1", "1"),
    ),
    (
        TypeTag::Float,
        def("real", methods_num::float_self, "1", "the float itself"),
    ),
    (
        TypeTag::Float,
        def("imag", methods_num::float_zero, "1", "0.0"),
    ),
    (
        TypeTag::Range,
        def("start", methods_num::range_start, "1", "the first value"),
    ),
    (
        TypeTag::Range,
        def(
            "stop",
            methods_num::range_stop,
            "1",
            "the bound, not included",
        ),
    ),
    (
        TypeTag::Range,
        def(
            "step",
            methods_num::range_step,
            "1",
            "the difference between two values",
        ),
    ),
    (
        TypeTag::Slice,
        def(
            "start",
            methods_num::slice_start,
            "1",
            "the start given (or None)",
        ),
    ),
    (
        TypeTag::Slice,
        def("stop", methods_num::slice_stop, "1", "the stop given"),
    ),
    (
        TypeTag::Slice,
        def(
            "step",
            methods_num::slice_step,
            "1",
            "the step given (or None)",
        ),
    ),
    (
        TypeTag::DefaultDict,
        def(
            "default_factory",
            modules::collections::default_factory,
            "1",
            "the function that makes a missing key's value (or None)",
        ),
    ),
];

/// A row of the surface table.
pub(crate) const fn def<T: Copy>(
    name: &'static str,
    imp: T,
    fuel: &'static str,
    doc: &'static str,
) -> Def<T> {
    Def {
        name,
        imp,
        fuel,
        doc,
        bind: Binding::Instance,
    }
}

/// A method row as a classmethod (`dict.fromkeys`; see [`Binding::Class`]).
pub(crate) const fn class_method(d: Def<NativeFn>) -> Def<NativeFn> {
    Def {
        bind: Binding::Class,
        ..d
    }
}

/// A `(type, row)` method row as a classmethod.
pub(crate) const fn class_row(r: (TypeTag, Def<NativeFn>)) -> (TypeTag, Def<NativeFn>) {
    (r.0, class_method(r.1))
}

/// A `(type, row)` method row as a classmethod subtypes inherit (`date.fromordinal` through
/// `datetime`; see [`Binding::ClassInherited`]).
pub(crate) const fn class_row_inherited(r: (TypeTag, Def<NativeFn>)) -> (TypeTag, Def<NativeFn>) {
    (
        r.0,
        Def {
            bind: Binding::ClassInherited,
            ..r.1
        },
    )
}

/// The whole native surface, built-in names in a fixed order (functions, types, exceptions,
/// constants, then module functions under qualified names).
pub fn table() -> NativeTable {
    narrowed_table(&Narrowing::default())
}

/// The native surface without what `narrowing` removes: a removed built-in, module, member or
/// method is simply absent (the compiler and the VM cannot reach it), and the refusals carry
/// the reason ("removed by the policy") so the error says why.
pub fn narrowed_table(narrowing: &Narrowing) -> NativeTable {
    let keep = |name: &str| !narrowing.builtins.contains(name);
    let mut builtins: Vec<(String, BuiltinKind)> = FUNCTIONS
        .iter()
        .filter(|d| keep(d.name))
        .map(|d| (d.name.to_string(), BuiltinKind::Func(d.imp)))
        .collect();
    builtins.extend(
        TYPES
            .iter()
            .chain(EXCEPTIONS)
            .filter(|d| keep(d.name))
            .map(|d| (d.name.to_string(), BuiltinKind::Type(d.imp))),
    );
    builtins.extend(
        CONSTS
            .iter()
            .filter(|d| keep(d.name))
            .map(|d| (d.name.to_string(), BuiltinKind::Const(d.imp))),
    );
    let modules = modules::all(&mut builtins, narrowing);
    let methods = method_rows()
        .map(|(t, d)| (t, d.name, d.imp))
        .chain(dunders::table())
        .filter(|(t, n, _)| !narrowing.has_method(t.name(), n))
        .collect();
    let class_methods = method_rows()
        .filter(|(_, d)| d.bind != Binding::Instance)
        .map(|(t, d)| (t, d.name, d.bind))
        .collect();
    let mut refused: Vec<(String, String)> = REFUSED_BUILTINS
        .iter()
        .map(|(n, why)| (n.to_string(), why.to_string()))
        .collect();
    refused.extend(
        narrowing
            .builtins
            .iter()
            .map(|n| (n.clone(), surface::REMOVED.to_string())),
    );
    let removed = narrowing
        .methods
        .iter()
        .chain(&narrowing.members)
        .map(|(owner, name)| format!("{owner}.{name}"))
        .collect();
    let getters = getter_rows()
        .map(|(t, d)| (t, d.name, d.imp))
        .filter(|(t, n, _)| !narrowing.has_method(t.name(), n))
        .collect();
    let ctors = CTORS
        .iter()
        .copied()
        .chain(modules::defs().into_iter().flat_map(|m| m.ctors))
        .collect();
    NativeTable {
        builtins,
        methods,
        class_methods,
        getters,
        ctors,
        modules,
        refused,
        removed,
        index: Default::default(),
    }
}

/// Every named method row of the surface, in table order: the built-in types', then each
/// module's objects'.
pub(crate) fn method_rows() -> impl Iterator<Item = (TypeTag, Def<NativeFn>)> {
    METHODS
        .iter()
        .copied()
        .chain(mappingproxy::METHODS.iter().copied())
        .chain(methods_bytes::rows())
        .chain(modules::defs().into_iter().flat_map(|m| m.methods))
}

/// Every data attribute row of the surface, in table order: the built-in types', then each
/// module's objects'.
pub(crate) fn getter_rows() -> impl Iterator<Item = (TypeTag, Def<NativeFn>)> {
    GETTERS
        .iter()
        .copied()
        .chain(modules::defs().into_iter().flat_map(|m| m.getters))
}

/// The built-in names, in table order (what [`pyrite_lang::check::Policy::builtins`] lists).
pub fn builtin_names() -> Vec<String> {
    table().names()
}

#[cfg(test)]
mod tests {
    /// The allowlisted surface, pinned: a change here must be deliberate. Re-bless with
    /// `PYRITE_BLESS=1 cargo test -p pyrite-stdlib surface` and commit `tests/surface.txt`.
    #[test]
    fn surface_snapshot() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/surface.txt");
        let actual = super::surface().join("\n") + "\n";
        if std::env::var_os("PYRITE_BLESS").is_some() {
            std::fs::write(path, &actual).expect("write surface.txt");
        }
        let expected = std::fs::read_to_string(path).unwrap_or_default();
        assert_eq!(actual, expected, "the allowlisted surface changed");
    }
}
