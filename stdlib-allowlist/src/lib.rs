//! Every built-in a script can reach, and the one declarative table that names them.
//!
//! Invariant: nothing outside [`table`] exists for a script. The embedder builds the table once;
//! the compiler and the admission check take the built-in names from it, the VM the
//! implementations. A test snapshots the whole surface ([`surface`]) so it never grows by
//! accident.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod args;
mod ctors;
mod dunders;
mod funcs;
mod methods_dict;
mod methods_list;
mod methods_set;
mod methods_str;
mod modules;
mod objects;
mod sort;
mod titlecase;

use pyrite_runtime::{BuiltinKind, NativeFn, NativeTable, TypeTag, Value};

/// Built-in functions by name.
const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("abs", funcs::abs),
    ("all", funcs::all),
    ("any", funcs::any),
    ("bin", funcs::bin),
    ("chr", funcs::chr),
    ("divmod", funcs::divmod),
    ("hash", funcs::hash),
    ("hex", funcs::hex),
    ("callable", objects::callable),
    ("classmethod", objects::classmethod),
    ("delattr", objects::delattr),
    ("filter", objects::filter),
    ("getattr", objects::getattr),
    ("hasattr", objects::hasattr),
    ("isinstance", objects::isinstance),
    ("issubclass", objects::issubclass),
    ("map", objects::map),
    ("property", objects::property),
    ("setattr", objects::setattr),
    ("staticmethod", objects::staticmethod),
    ("super", objects::super_),
    ("iter", objects::iter),
    ("len", funcs::len),
    ("max", funcs::max),
    ("min", funcs::min),
    ("next", funcs::next),
    ("oct", funcs::oct),
    ("ord", funcs::ord),
    ("pow", funcs::pow),
    ("print", funcs::print),
    ("repr", funcs::repr),
    ("round", funcs::round),
    ("sorted", funcs::sorted),
    ("sum", funcs::sum),
];

/// Built-in types by name (callable through [`CTORS`]).
const TYPES: &[(&str, TypeTag)] = &[
    ("bool", TypeTag::Bool),
    ("frozenset", TypeTag::FrozenSet),
    ("set", TypeTag::Set),
    ("dict", TypeTag::Dict),
    ("enumerate", TypeTag::Enumerate),
    ("float", TypeTag::Float),
    ("int", TypeTag::Int),
    ("list", TypeTag::List),
    ("object", TypeTag::Object),
    ("range", TypeTag::Range),
    ("reversed", TypeTag::Reversed),
    ("str", TypeTag::Str),
    ("tuple", TypeTag::Tuple),
    ("type", TypeTag::Type),
    ("zip", TypeTag::Zip),
    ("ArithmeticError", TypeTag::ArithmeticError),
    ("AssertionError", TypeTag::AssertionError),
    ("AttributeError", TypeTag::AttributeError),
    ("BaseException", TypeTag::BaseException),
    ("BlockingIOError", TypeTag::BlockingIOError),
    ("BrokenPipeError", TypeTag::BrokenPipeError),
    ("BufferError", TypeTag::BufferError),
    ("BytesWarning", TypeTag::BytesWarning),
    ("ChildProcessError", TypeTag::ChildProcessError),
    ("ConnectionAbortedError", TypeTag::ConnectionAbortedError),
    ("ConnectionError", TypeTag::ConnectionError),
    ("ConnectionRefusedError", TypeTag::ConnectionRefusedError),
    ("ConnectionResetError", TypeTag::ConnectionResetError),
    ("DeprecationWarning", TypeTag::DeprecationWarning),
    ("EOFError", TypeTag::EOFError),
    ("EncodingWarning", TypeTag::EncodingWarning),
    ("Exception", TypeTag::Exception),
    ("FileExistsError", TypeTag::FileExistsError),
    ("FileNotFoundError", TypeTag::FileNotFoundError),
    ("FloatingPointError", TypeTag::FloatingPointError),
    ("FutureWarning", TypeTag::FutureWarning),
    ("GeneratorExit", TypeTag::GeneratorExit),
    ("ImportError", TypeTag::ImportError),
    ("ImportWarning", TypeTag::ImportWarning),
    ("IndentationError", TypeTag::IndentationError),
    ("IndexError", TypeTag::IndexError),
    ("InterruptedError", TypeTag::InterruptedError),
    ("IsADirectoryError", TypeTag::IsADirectoryError),
    ("KeyError", TypeTag::KeyError),
    ("KeyboardInterrupt", TypeTag::KeyboardInterrupt),
    ("LookupError", TypeTag::LookupError),
    ("MemoryError", TypeTag::MemoryError),
    ("ModuleNotFoundError", TypeTag::ModuleNotFoundError),
    ("NameError", TypeTag::NameError),
    ("NotADirectoryError", TypeTag::NotADirectoryError),
    ("NotImplementedError", TypeTag::NotImplementedError),
    ("OSError", TypeTag::OSError),
    ("OverflowError", TypeTag::OverflowError),
    (
        "PendingDeprecationWarning",
        TypeTag::PendingDeprecationWarning,
    ),
    ("PermissionError", TypeTag::PermissionError),
    ("ProcessLookupError", TypeTag::ProcessLookupError),
    ("RecursionError", TypeTag::RecursionError),
    ("ReferenceError", TypeTag::ReferenceError),
    ("ResourceWarning", TypeTag::ResourceWarning),
    ("RuntimeError", TypeTag::RuntimeError),
    ("RuntimeWarning", TypeTag::RuntimeWarning),
    ("StopAsyncIteration", TypeTag::StopAsyncIteration),
    ("StopIteration", TypeTag::StopIteration),
    ("SyntaxError", TypeTag::SyntaxError),
    ("SyntaxWarning", TypeTag::SyntaxWarning),
    ("SystemError", TypeTag::SystemError),
    ("SystemExit", TypeTag::SystemExit),
    ("TabError", TypeTag::TabError),
    ("TimeoutError", TypeTag::TimeoutError),
    ("TypeError", TypeTag::TypeError),
    ("UnboundLocalError", TypeTag::UnboundLocalError),
    ("UnicodeDecodeError", TypeTag::UnicodeDecodeError),
    ("UnicodeEncodeError", TypeTag::UnicodeEncodeError),
    ("UnicodeError", TypeTag::UnicodeError),
    ("UnicodeTranslateError", TypeTag::UnicodeTranslateError),
    ("UnicodeWarning", TypeTag::UnicodeWarning),
    ("UserWarning", TypeTag::UserWarning),
    ("ValueError", TypeTag::ValueError),
    ("Warning", TypeTag::Warning),
    ("ZeroDivisionError", TypeTag::ZeroDivisionError),
];

/// Constructors of the callable types.
const CTORS: &[(TypeTag, NativeFn)] = &[
    (TypeTag::Bool, ctors::bool_),
    (TypeTag::Dict, ctors::dict),
    (TypeTag::Enumerate, ctors::enumerate),
    (TypeTag::Float, ctors::float),
    (TypeTag::Int, ctors::int),
    (TypeTag::List, ctors::list),
    (TypeTag::Range, ctors::range),
    (TypeTag::Reversed, ctors::reversed),
    (TypeTag::Str, ctors::str_),
    (TypeTag::Tuple, ctors::tuple),
    (TypeTag::Type, objects::type_),
    (TypeTag::Set, methods_set::set),
    (TypeTag::FrozenSet, methods_set::frozenset),
    (TypeTag::Zip, ctors::zip),
];

/// Methods by receiver type.
const METHODS: &[(TypeTag, &str, NativeFn)] = &[
    (TypeTag::List, "append", methods_list::append),
    (TypeTag::List, "clear", methods_list::clear),
    (TypeTag::List, "copy", methods_list::copy),
    (TypeTag::List, "count", methods_list::count),
    (TypeTag::List, "extend", methods_list::extend),
    (TypeTag::List, "index", methods_list::index),
    (TypeTag::List, "insert", methods_list::insert),
    (TypeTag::List, "pop", methods_list::pop),
    (TypeTag::List, "remove", methods_list::remove),
    (TypeTag::List, "reverse", methods_list::reverse),
    (TypeTag::List, "sort", methods_list::sort),
    (TypeTag::Tuple, "count", methods_list::count),
    (TypeTag::Tuple, "index", methods_list::index),
    (TypeTag::Range, "count", ctors::range_count),
    (TypeTag::Range, "index", ctors::range_index),
    (TypeTag::Dict, "clear", methods_dict::clear),
    (TypeTag::Dict, "copy", methods_dict::copy),
    (TypeTag::Dict, "fromkeys", methods_dict::fromkeys),
    (TypeTag::Dict, "get", methods_dict::get),
    (TypeTag::Dict, "items", methods_dict::items),
    (TypeTag::Dict, "keys", methods_dict::keys),
    (TypeTag::Dict, "pop", methods_dict::pop),
    (TypeTag::Dict, "popitem", methods_dict::popitem),
    (TypeTag::Dict, "setdefault", methods_dict::setdefault),
    (TypeTag::Dict, "update", methods_dict::update),
    (TypeTag::Dict, "values", methods_dict::values),
    (TypeTag::Str, "capitalize", methods_str::capitalize),
    (TypeTag::Str, "center", methods_str::center),
    (TypeTag::Str, "count", methods_str::count),
    (TypeTag::Str, "endswith", methods_str::endswith),
    (TypeTag::Str, "find", methods_str::find),
    (TypeTag::Str, "index", methods_str::index),
    (TypeTag::Str, "isalnum", methods_str::isalnum),
    (TypeTag::Str, "isalpha", methods_str::isalpha),
    (TypeTag::Str, "isdigit", methods_str::isdigit),
    (TypeTag::Str, "islower", methods_str::islower),
    (TypeTag::Str, "isspace", methods_str::isspace),
    (TypeTag::Str, "isupper", methods_str::isupper),
    (TypeTag::Str, "join", methods_str::join),
    (TypeTag::Str, "ljust", methods_str::ljust),
    (TypeTag::Str, "lower", methods_str::lower),
    (TypeTag::Str, "lstrip", methods_str::lstrip),
    (TypeTag::Str, "replace", methods_str::replace),
    (TypeTag::Str, "rfind", methods_str::rfind),
    (TypeTag::Str, "rjust", methods_str::rjust),
    (TypeTag::Str, "rstrip", methods_str::rstrip),
    (TypeTag::Str, "split", methods_str::split),
    (TypeTag::Str, "startswith", methods_str::startswith),
    (TypeTag::Str, "strip", methods_str::strip),
    (TypeTag::Str, "upper", methods_str::upper),
    (TypeTag::Str, "zfill", methods_str::zfill),
    (TypeTag::Set, "add", methods_set::add),
    (TypeTag::Set, "clear", methods_set::clear),
    (TypeTag::Set, "copy", methods_set::copy),
    (TypeTag::Set, "difference", methods_set::difference),
    (
        TypeTag::Set,
        "difference_update",
        methods_set::difference_update,
    ),
    (TypeTag::Set, "discard", methods_set::discard),
    (TypeTag::Set, "intersection", methods_set::intersection),
    (
        TypeTag::Set,
        "intersection_update",
        methods_set::intersection_update,
    ),
    (TypeTag::Set, "isdisjoint", methods_set::isdisjoint),
    (TypeTag::Set, "issubset", methods_set::issubset),
    (TypeTag::Set, "issuperset", methods_set::issuperset),
    (TypeTag::Set, "pop", methods_set::pop),
    (TypeTag::Set, "remove", methods_set::remove),
    (
        TypeTag::Set,
        "symmetric_difference",
        methods_set::symmetric_difference,
    ),
    (
        TypeTag::Set,
        "symmetric_difference_update",
        methods_set::symmetric_difference_update,
    ),
    (TypeTag::Set, "union", methods_set::union),
    (TypeTag::Set, "update", methods_set::update),
    (TypeTag::FrozenSet, "copy", methods_set::copy),
    (TypeTag::FrozenSet, "difference", methods_set::difference),
    (
        TypeTag::FrozenSet,
        "intersection",
        methods_set::intersection,
    ),
    (TypeTag::FrozenSet, "isdisjoint", methods_set::isdisjoint),
    (TypeTag::FrozenSet, "issubset", methods_set::issubset),
    (TypeTag::FrozenSet, "issuperset", methods_set::issuperset),
    (
        TypeTag::FrozenSet,
        "symmetric_difference",
        methods_set::symmetric_difference,
    ),
    (TypeTag::FrozenSet, "union", methods_set::union),
    (TypeTag::Generator, "send", objects::gen_send),
    (TypeTag::Generator, "throw", objects::gen_throw),
    (TypeTag::Generator, "close", objects::gen_close),
    (TypeTag::Generator, "__next__", objects::gen_next),
    (TypeTag::Generator, "__iter__", objects::iter_self),
    (TypeTag::Property, "getter", objects::property_getter),
    (TypeTag::Property, "setter", objects::property_setter),
    (TypeTag::Property, "deleter", objects::property_deleter),
    (TypeTag::ListIter, "__next__", objects::iter_next),
    (TypeTag::ListIter, "__iter__", objects::iter_self),
    (TypeTag::TupleIter, "__next__", objects::iter_next),
    (TypeTag::TupleIter, "__iter__", objects::iter_self),
    (TypeTag::StrIter, "__next__", objects::iter_next),
    (TypeTag::StrIter, "__iter__", objects::iter_self),
    (TypeTag::RangeIter, "__next__", objects::iter_next),
    (TypeTag::RangeIter, "__iter__", objects::iter_self),
    (TypeTag::SetIter, "__next__", objects::iter_next),
    (TypeTag::SetIter, "__iter__", objects::iter_self),
    (TypeTag::DictKeyIter, "__next__", objects::iter_next),
    (TypeTag::DictKeyIter, "__iter__", objects::iter_self),
    (TypeTag::DictValueIter, "__next__", objects::iter_next),
    (TypeTag::DictValueIter, "__iter__", objects::iter_self),
    (TypeTag::DictItemIter, "__next__", objects::iter_next),
    (TypeTag::DictItemIter, "__iter__", objects::iter_self),
    (TypeTag::Enumerate, "__next__", objects::iter_next),
    (TypeTag::Enumerate, "__iter__", objects::iter_self),
    (TypeTag::Zip, "__next__", objects::iter_next),
    (TypeTag::Zip, "__iter__", objects::iter_self),
    (TypeTag::Map, "__next__", objects::iter_next),
    (TypeTag::Map, "__iter__", objects::iter_self),
    (TypeTag::Filter, "__next__", objects::iter_next),
    (TypeTag::Filter, "__iter__", objects::iter_self),
    (TypeTag::Object, "__init__", objects::object_init),
    (TypeTag::List, "__init__", methods_list::init),
    (TypeTag::Dict, "__init__", methods_dict::init),
    (TypeTag::Set, "__init__", methods_set::init),
    (TypeTag::BaseException, "__init__", objects::exception_init),
    (
        TypeTag::BaseException,
        "with_traceback",
        objects::exception_with_traceback,
    ),
    (TypeTag::OSError, "__init__", objects::oserror_init),
    (TypeTag::ImportError, "__init__", objects::import_error_init),
    (TypeTag::Int, "bit_length", funcs::bit_length),
    (TypeTag::Float, "is_integer", funcs::is_integer),
];

/// Built-in constants.
const CONSTS: &[(&str, Value)] = &[
    ("Ellipsis", Value::Ellipsis),
    ("NotImplemented", Value::NotImplemented),
];

/// The whole native surface, built-in names in a fixed order (functions, then types).
pub fn table() -> NativeTable {
    let mut builtins: Vec<(String, BuiltinKind)> = FUNCTIONS
        .iter()
        .map(|(n, f)| (n.to_string(), BuiltinKind::Func(*f)))
        .collect();
    builtins.extend(
        TYPES
            .iter()
            .map(|(n, t)| (n.to_string(), BuiltinKind::Type(*t))),
    );
    builtins.extend(
        CONSTS
            .iter()
            .map(|(n, v)| (n.to_string(), BuiltinKind::Const(*v))),
    );
    let modules = modules::all(&mut builtins);
    NativeTable {
        builtins,
        methods: METHODS.iter().copied().chain(dunders::table()).collect(),
        ctors: CTORS.to_vec(),
        modules,
    }
}

/// The built-in names, in table order (what [`pyrite_lang::check::Policy::builtins`] lists).
pub fn builtin_names() -> Vec<String> {
    table().names()
}

/// One line per name a script can reach: `builtin NAME`, `method TYPE.NAME`,
/// `module MODULE.NAME`.
pub fn surface() -> Vec<String> {
    let t = table();
    // Module functions are registered as `module.name` built-ins, which no script can spell;
    // they are listed under their module.
    let mut out: Vec<String> = t
        .names()
        .into_iter()
        .filter(|n| !n.contains('.'))
        .map(|n| format!("builtin {n}"))
        .collect();
    out.extend(
        METHODS
            .iter()
            .copied()
            .chain(dunders::table())
            .map(|(t, n, _)| format!("method {}.{n}", t.name())),
    );
    for m in &t.modules {
        out.extend(
            m.members
                .iter()
                .map(|(n, _)| format!("module {}.{n}", m.name)),
        );
    }
    out
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
