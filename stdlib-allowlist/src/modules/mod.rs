//! The importable modules, one file each. Each lists its members with their fuel rules and
//! docs (its rows of the surface table); [`all`] registers their functions in the built-in
//! table under qualified names (`math.sqrt`), which no script can spell as a global, and returns
//! the module table the VM resolves attributes from.

mod abc;
pub(crate) mod collections;
mod dataclasses;
pub(crate) mod functools;
pub(crate) mod itertools;
mod math;
mod re;
mod re_emit;
mod re_engine;
pub(crate) mod re_match;
mod re_parse;
mod re_tables;
mod typing;

use pyrite_runtime::{BuiltinKind, Member, ModuleDef, NativeFn};

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

/// Every module with its members, in table order.
pub fn defs() -> [(&'static str, Vec<Def<M>>); 8] {
    [
        ("abc", abc::members()),
        ("collections", collections::members()),
        ("dataclasses", dataclasses::members()),
        ("functools", functools::members()),
        ("itertools", itertools::members()),
        ("math", math::members()),
        ("re", re::members()),
        ("typing", typing::members()),
    ]
}

/// Every module `narrowing` keeps, with the members it keeps, registering their functions in
/// `builtins`.
pub fn all(builtins: &mut Vec<(String, BuiltinKind)>, narrowing: &Narrowing) -> Vec<ModuleDef> {
    defs()
        .into_iter()
        .filter(|(name, _)| !narrowing.modules.contains(*name))
        .map(|(name, members)| ModuleDef {
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
