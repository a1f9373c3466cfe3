//! The importable modules, one file each. Each lists its members with their fuel rules and
//! docs (its rows of the surface table); [`all`] registers their functions in the built-in
//! table under qualified names (`math.sqrt`), which no script can spell as a global, and returns
//! the module table the VM resolves attributes from.

mod abc;
mod base64;
mod bisect;
pub(crate) mod chainmap;
pub(crate) mod collections;
mod copy;
mod dataclasses;
pub(crate) mod datetime;
pub(crate) mod decimal;
pub(crate) mod deque;
mod enums;
pub(crate) mod fractions;
pub(crate) mod functools;
pub(crate) mod hashlib;
mod heapq;
pub(crate) mod itertools;
pub(crate) mod json;
mod json_decode;
pub(crate) mod math;
pub(crate) mod normal_dist;
pub(crate) mod operator;
pub(crate) mod random;
mod random_dist;
mod re;
mod re_emit;
mod re_engine;
pub(crate) mod re_match;
mod re_parse;
mod re_tables;
pub(crate) mod statistics;
pub(crate) mod string;
pub(crate) mod sys;
pub(crate) mod textwrap;
mod typing;
mod unicodedata;
#[cfg(test)]
mod unicodedata_check;
mod unicodedata_norm;
mod unicodedata_tables;

use pyrite_runtime::{BuiltinKind, Member, ModuleDef, NativeFn, TypeTag};

pub(crate) use crate::Def;
use crate::Narrowing;

/// A member as a module file lists it.
#[derive(Clone, Copy)]
pub enum M {
    /// A function.
    F(NativeFn),
    /// Anything else (a constant, a type, a value made per run).
    Const(Member),
}

/// A function member.
fn f(name: &'static str, imp: NativeFn, fuel: &'static str, doc: &'static str) -> Def<M> {
    crate::def(name, M::F(imp), fuel, doc)
}

/// A member that is not a function: reading it is one instruction.
fn c(name: &'static str, member: Member, doc: &'static str) -> Def<M> {
    crate::def(name, M::Const(member), "1", doc)
}

/// A module's rows of the surface table: its members, and the methods, data attributes and
/// constructors of the object kinds it makes (`re.Pattern.match`, `date.year`, `deque`).
pub struct Module {
    /// The module's name.
    pub name: &'static str,
    /// Its members, in table order.
    pub members: Vec<Def<M>>,
    /// The methods of its objects, by receiver type.
    pub methods: Vec<(TypeTag, Def<NativeFn>)>,
    /// The data attributes of its objects, by receiver type.
    pub getters: Vec<(TypeTag, Def<NativeFn>)>,
    /// The constructors of its types.
    pub ctors: Vec<(TypeTag, NativeFn)>,
}

impl Module {
    /// A module of these members, whose objects have no rows of their own (yet).
    fn new(name: &'static str, members: Vec<Def<M>>) -> Module {
        Module {
            name,
            members,
            methods: Vec::new(),
            getters: Vec::new(),
            ctors: Vec::new(),
        }
    }

    /// With these method rows.
    fn methods(mut self, rows: impl IntoIterator<Item = (TypeTag, Def<NativeFn>)>) -> Module {
        self.methods.extend(rows);
        self
    }

    /// With these data attribute rows.
    fn getters(mut self, rows: &[(TypeTag, Def<NativeFn>)]) -> Module {
        self.getters.extend_from_slice(rows);
        self
    }

    /// With these constructors.
    fn ctors(mut self, rows: &[(TypeTag, NativeFn)]) -> Module {
        self.ctors.extend_from_slice(rows);
        self
    }
}

/// Every module with its rows, in table order.
pub fn defs() -> Vec<Module> {
    vec![
        Module::new("abc", abc::members()),
        Module::new("base64", base64::members()),
        Module::new("binascii", base64::binascii_members()),
        Module::new("bisect", bisect::members()),
        // deque and ChainMap live in files of their own.
        Module::new("collections", collections::members())
            .methods(collections::METHODS.iter().copied())
            .methods(deque::METHODS.iter().copied())
            .methods(chainmap::METHODS.iter().copied())
            .ctors(collections::CTORS)
            .ctors(deque::CTORS)
            .ctors(chainmap::CTORS),
        Module::new("copy", copy::members()),
        Module::new("dataclasses", dataclasses::members()),
        Module::new("datetime", datetime::members())
            .methods(datetime::methods())
            .getters(datetime::GETTERS)
            .ctors(datetime::CTORS),
        Module::new("decimal", decimal::members())
            .methods(decimal::methods())
            .getters(decimal::GETTERS)
            .ctors(decimal::CTORS),
        Module::new("enum", enums::members()),
        Module::new("fractions", fractions::members())
            .methods(fractions::methods())
            .getters(fractions::GETTERS)
            .ctors(fractions::CTORS),
        Module::new("functools", functools::members()).methods(functools::METHODS.iter().copied()),
        Module::new("hashlib", hashlib::members()).methods(hashlib::METHODS.iter().copied()),
        Module::new("heapq", heapq::members()),
        Module::new("itertools", itertools::members())
            .methods(itertools::METHODS.iter().copied())
            .ctors(itertools::CTORS),
        Module::new("json", json::members()).ctors(json::CTORS),
        Module::new("math", math::members()),
        Module::new("operator", operator::members()).ctors(operator::CTORS),
        Module::new("random", random::members())
            .methods(random::methods())
            .ctors(random::CTORS),
        Module::new("re", re::members())
            .methods(re_match::METHODS.iter().copied())
            .ctors(re::CTORS),
        // NormalDist lives in a file of its own.
        Module::new("statistics", statistics::members())
            .methods(normal_dist::METHODS.iter().copied())
            .getters(normal_dist::GETTERS)
            .ctors(normal_dist::CTORS),
        Module::new("string", string::members())
            .methods(string::METHODS.iter().copied())
            .getters(string::GETTERS)
            .ctors(string::CTORS),
        Module::new("sys", sys::members()),
        Module::new("textwrap", textwrap::members())
            .methods(textwrap::METHODS.iter().copied())
            .getters(textwrap::GETTERS)
            .ctors(textwrap::CTORS),
        Module::new("typing", typing::members()),
        Module::new("unicodedata", unicodedata::members()),
    ]
}

/// Every module `narrowing` keeps, with the members it keeps, registering their functions in
/// `builtins`.
pub fn all(builtins: &mut Vec<(String, BuiltinKind)>, narrowing: &Narrowing) -> Vec<ModuleDef> {
    defs()
        .into_iter()
        .filter(|m| !narrowing.modules.contains(m.name))
        .map(|Module { name, members, .. }| ModuleDef {
            name,
            members: members
                .into_iter()
                .filter(|d| !narrowing.has_member(name, d.name))
                .map(|d| {
                    let member = match d.imp {
                        M::F(f) => {
                            builtins.push((format!("{name}.{}", d.name), BuiltinKind::Func(f)));
                            Member::Func((builtins.len() - 1) as u32)
                        }
                        M::Const(c) => c,
                    };
                    (d.name, member)
                })
                .collect(),
        })
        .collect()
}
