//! The importable modules, one file each. Each lists its members; [`all`] registers their
//! functions in the built-in table under qualified names (`math.sqrt`), which no script can
//! spell as a global, and returns the module table the VM resolves attributes from.

mod abc;
mod dataclasses;
mod math;
mod typing;

use pyrite_runtime::{BuiltinKind, Member, ModuleDef, NativeFn};

/// A member as a module file lists it.
pub enum M {
    /// A function.
    F(NativeFn),
    /// Anything else (a constant, a type, a value made per run).
    Const(Member),
}

/// Every module, registering their functions in `builtins`.
pub fn all(builtins: &mut Vec<(String, BuiltinKind)>) -> Vec<ModuleDef> {
    let modules: [(&'static str, Vec<(&'static str, M)>); 4] = [
        ("abc", abc::members()),
        ("dataclasses", dataclasses::members()),
        ("math", math::members()),
        ("typing", typing::members()),
    ];
    modules
        .into_iter()
        .map(|(name, members)| ModuleDef {
            name,
            members: members
                .into_iter()
                .map(|(m, member)| {
                    let member = match member {
                        M::F(f) => {
                            builtins.push((format!("{name}.{m}"), BuiltinKind::Func(f)));
                            Member::Func((builtins.len() - 1) as u32)
                        }
                        M::Const(c) => c,
                    };
                    (m, member)
                })
                .collect(),
        })
        .collect()
}
