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
pub fn defs() -> Vec<(&'static str, Vec<Def<M>>)> {
    vec![
        ("abc", abc::members()),
        ("base64", base64::members()),
        ("binascii", base64::binascii_members()),
        ("bisect", bisect::members()),
        ("collections", collections::members()),
        ("copy", copy::members()),
        ("dataclasses", dataclasses::members()),
        ("datetime", datetime::members()),
        ("decimal", decimal::members()),
        ("enum", enums::members()),
        ("fractions", fractions::members()),
        ("functools", functools::members()),
        ("hashlib", hashlib::members()),
        ("heapq", heapq::members()),
        ("itertools", itertools::members()),
        ("json", json::members()),
        ("math", math::members()),
        ("operator", operator::members()),
        ("random", random::members()),
        ("re", re::members()),
        ("statistics", statistics::members()),
        ("string", string::members()),
        ("sys", sys::members()),
        ("textwrap", textwrap::members()),
        ("typing", typing::members()),
        ("unicodedata", unicodedata::members()),
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
