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
mod funcs;
mod methods_dict;
mod methods_list;
mod methods_str;
mod sort;

use pyrite_runtime::{BuiltinKind, NativeFn, NativeTable, TypeTag};

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
    ("isinstance", funcs::isinstance),
    ("iter", funcs::iter),
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
    ("Exception", TypeTag::Exception),
    ("IndexError", TypeTag::IndexError),
    ("KeyError", TypeTag::KeyError),
    ("LookupError", TypeTag::LookupError),
    ("MemoryError", TypeTag::MemoryError),
    ("NameError", TypeTag::NameError),
    ("NotImplementedError", TypeTag::NotImplementedError),
    ("OverflowError", TypeTag::OverflowError),
    ("RecursionError", TypeTag::RecursionError),
    ("RuntimeError", TypeTag::RuntimeError),
    ("StopIteration", TypeTag::StopIteration),
    ("TypeError", TypeTag::TypeError),
    ("UnboundLocalError", TypeTag::UnboundLocalError),
    ("ValueError", TypeTag::ValueError),
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
    (TypeTag::Type, ctors::type_),
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
    (TypeTag::Dict, "clear", methods_dict::clear),
    (TypeTag::Dict, "copy", methods_dict::copy),
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
    (TypeTag::Int, "bit_length", funcs::bit_length),
    (TypeTag::Float, "is_integer", funcs::is_integer),
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
    NativeTable {
        builtins,
        methods: METHODS.to_vec(),
        ctors: CTORS.to_vec(),
        modules: Vec::new(),
    }
}

/// The built-in names, in table order (what [`pyrite_lang::check::Policy::builtins`] lists).
pub fn builtin_names() -> Vec<String> {
    table().names()
}

/// One line per name a script can reach: `builtin NAME`, `method TYPE.NAME`.
pub fn surface() -> Vec<String> {
    let mut out: Vec<String> = builtin_names()
        .into_iter()
        .map(|n| format!("builtin {n}"))
        .collect();
    out.extend(
        METHODS
            .iter()
            .map(|(t, n, _)| format!("method {}.{n}", t.name())),
    );
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
