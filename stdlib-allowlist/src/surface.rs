//! The surface table as data: every name a script can reach ([`entries`]), each with its fuel
//! rule and a one-line doc; the CPython built-ins Pyrite refuses, with the reason
//! ([`REFUSED_BUILTINS`]); and the narrowing an embedder applies to it ([`Narrowing`]).
//!
//! The rows themselves live next to their implementations: the function, type, method and
//! constant tables in `lib.rs`, each module's members in its file under `modules/`, the special
//! methods of built-in types in `dunders.rs`. The engine builds the admission policy
//! (`pyrite_lang::check::Policy`) and the VM's native table from here, so the checker, the
//! compiler and the VM all see the same surface.

use std::collections::BTreeSet;

use pyrite_runtime::{Binding, Member, TypeTag};

use crate::modules::M;
use crate::{dunders, CONSTS, EXCEPTIONS, FUNCTIONS, TYPES};

/// How to read a fuel rule. Each rule is what one call (or one read, for a constant) costs.
pub const FUEL_RULES: &str = "\
1 is the call's own instruction. On top of every rule, each object a built-in makes costs \
1 + bytes/32 (the allocation rule, Vm::charge; a str also len/64), and script code it calls \
(key=, __eq__, __hash__, __iter__, a generator's body) pays for its own instructions. n is a \
length (items of a container, bytes of a str), b the bits of an int operand. 'collect' is \
taking an iterable's items: n/8 from a list or tuple, n/4 from a range, 1/4 per item from \
any other iterator.";

/// The reason a refusal gives for what the embedder's policy removed.
pub const REMOVED: &str = pyrite_lang::check::REMOVED;

/// CPython built-ins that Pyrite refuses by design, with the reason given to the script's
/// author. They are never part of the surface and cannot be granted.
pub const REFUSED_BUILTINS: &[(&str, &str)] = &[
    ("open", "no file access"),
    ("input", "no console input"),
    ("eval", "no dynamic code execution"),
    ("exec", "no dynamic code execution"),
    ("compile", "no dynamic code execution"),
    ("globals", "no access to the interpreter's namespaces"),
    ("locals", "no access to the interpreter's namespaces"),
    ("vars", "no access to the interpreter's namespaces"),
    ("dir", "no introspection of the interpreter"),
    ("breakpoint", "no debugger"),
    ("help", "no interactive help"),
    ("memoryview", "no raw memory access"),
    ("exit", "no process control"),
    ("quit", "no process control"),
    ("copyright", "no interactive helpers"),
    ("credits", "no interactive helpers"),
    ("license", "no interactive helpers"),
];

/// Where a name of the surface lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Section {
    /// A built-in name (`len`, `int`, `KeyError`, `Ellipsis`).
    Builtin,
    /// A method of a built-in type (`str.upper`, `int.__add__`).
    Method,
    /// A member of an importable module (`math.sqrt`).
    Module,
}

impl Section {
    /// The section's name as the snapshot and `pyrite policy` print it.
    pub fn name(self) -> &'static str {
        match self {
            Section::Builtin => "builtin",
            Section::Method => "method",
            Section::Module => "module",
        }
    }
}

/// What kind of thing a name is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum What {
    /// A function.
    Function,
    /// A type (callable as its constructor).
    Type,
    /// An exception class.
    Exception,
    /// A constant or other value.
    Constant,
    /// A method.
    Method,
    /// A classmethod (`dict.fromkeys`) or a staticmethod that needs no instance
    /// (`str.maketrans`): reached through its type, it is bound to the type.
    ClassMethod,
    /// A special method of a built-in type: a slot wrapper of the operation.
    SpecialMethod,
    /// A data attribute of a built-in or stdlib type (`range.start`, `date.year`).
    Attribute,
}

impl What {
    /// The kind's name as `pyrite policy --json` prints it.
    pub fn name(self) -> &'static str {
        match self {
            What::Function => "function",
            What::Type => "type",
            What::Exception => "exception",
            What::Constant => "constant",
            What::Method => "method",
            What::ClassMethod => "class method",
            What::SpecialMethod => "special method",
            What::Attribute => "attribute",
        }
    }
}

/// One name a script can reach, as the surface table lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Built-in, method or module member.
    pub section: Section,
    /// The type of a method, the module of a member; empty for a built-in.
    pub owner: &'static str,
    /// The name.
    pub name: &'static str,
    /// Function, type, constant, ...
    pub what: What,
    /// How a call is charged, in the vocabulary of [`FUEL_RULES`].
    pub fuel: &'static str,
    /// What it is, in one line.
    pub doc: &'static str,
}

impl Entry {
    /// `len`, `str.upper`, `math.sqrt`.
    pub fn qualified(&self) -> String {
        if self.owner.is_empty() {
            self.name.to_string()
        } else {
            format!("{}.{}", self.owner, self.name)
        }
    }
}

/// The whole surface table, in table order: built-ins (functions, types, exceptions,
/// constants), methods by type (named methods, then special methods), modules' members.
pub fn entries() -> Vec<Entry> {
    fn builtin<T>(what: What) -> impl Fn(&crate::Def<T>) -> Entry {
        move |d| Entry {
            section: Section::Builtin,
            owner: "",
            name: d.name,
            what,
            fuel: d.fuel,
            doc: d.doc,
        }
    }
    let mut out: Vec<Entry> = FUNCTIONS.iter().map(builtin(What::Function)).collect();
    out.extend(TYPES.iter().map(builtin(What::Type)));
    out.extend(EXCEPTIONS.iter().map(builtin(What::Exception)));
    out.extend(CONSTS.iter().map(builtin(What::Constant)));
    out.extend(crate::method_rows().map(|(t, d)| Entry {
        section: Section::Method,
        owner: t.name(),
        name: d.name,
        what: if d.name.starts_with("__") {
            What::SpecialMethod
        } else if d.bind != Binding::Instance {
            What::ClassMethod
        } else {
            What::Method
        },
        fuel: d.fuel,
        doc: d.doc,
    }));
    out.extend(crate::getter_rows().map(|(t, d)| Entry {
        section: Section::Method,
        owner: t.name(),
        name: d.name,
        what: What::Attribute,
        fuel: d.fuel,
        doc: d.doc,
    }));
    out.extend(
        crate::vm_attrs::VM_ATTRS
            .iter()
            .map(|&(owner, name, fuel, doc)| Entry {
                section: Section::Method,
                owner,
                name,
                what: What::Attribute,
                fuel,
                doc,
            }),
    );
    out.extend(dunders::table().into_iter().map(|(t, name, _)| {
        let (fuel, doc) = dunders::describe(name);
        Entry {
            section: Section::Method,
            owner: t.name(),
            name,
            what: What::SpecialMethod,
            fuel,
            doc,
        }
    }));
    for module in crate::modules::defs() {
        let owner = module.name;
        out.extend(module.members.into_iter().map(|d| Entry {
            section: Section::Module,
            owner,
            name: d.name,
            what: match d.imp {
                M::F(_) => What::Function,
                M::Const(Member::Type(t)) if t.is_subtype(TypeTag::BaseException) => {
                    What::Exception
                }
                M::Const(Member::Type(_)) => What::Type,
                M::Const(_) => What::Constant,
            },
            fuel: d.fuel,
            doc: d.doc,
        }));
    }
    out
}

/// One line per name a script can reach, with its fuel rule and doc:
/// `builtin NAME | FUEL | DOC`, `method TYPE.NAME | ...` (`method TYPE.NAME [classmethod]`
/// for a [`What::ClassMethod`]), `module MODULE.NAME | ...`.
pub fn surface() -> Vec<String> {
    entries()
        .iter()
        .map(|e| {
            let mark = if e.what == What::ClassMethod {
                " [classmethod]"
            } else {
                ""
            };
            format!(
                "{} {}{mark} | {} | {}",
                e.section.name(),
                e.qualified(),
                e.fuel,
                e.doc
            )
        })
        .collect()
}

/// What an embedder took away from the surface: built-ins, modules, module members and
/// methods. Narrowing only: each `remove_*` refuses a name the surface does not have, so a
/// typo in a policy is an error, never a silent no-op. What is removed is refused exactly as
/// an absent name is (at compile time where it can be known), with [`pyrite_lang::check::REMOVED`] as the reason.
///
/// Removing a type removes its name: its values (literals such as `1` or `"a"`) and their
/// methods remain. Special methods cannot be removed (the operators they wrap stay).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Narrowing {
    /// Removed built-in names.
    pub builtins: BTreeSet<String>,
    /// Removed modules.
    pub modules: BTreeSet<String>,
    /// Removed module members, as (module, member).
    pub members: BTreeSet<(String, String)>,
    /// Removed methods, as (type name, method).
    pub methods: BTreeSet<(String, String)>,
}

impl Narrowing {
    /// True if nothing is removed.
    pub fn is_empty(&self) -> bool {
        self.builtins.is_empty()
            && self.modules.is_empty()
            && self.members.is_empty()
            && self.methods.is_empty()
    }

    /// Removes the built-in `name` (a function, type, exception class or constant).
    pub fn remove_builtin(&mut self, name: &str) -> Result<(), String> {
        let all = entries();
        if self.builtins.contains(name) {
            return Err(format!("built-in '{name}' is already removed"));
        }
        if all
            .iter()
            .any(|e| e.section == Section::Builtin && e.name == name)
        {
            self.builtins.insert(name.to_string());
            return Ok(());
        }
        if let Some((_, why)) = REFUSED_BUILTINS.iter().find(|(n, _)| *n == name) {
            return Err(format!(
                "'{name}' is not a built-in of the surface: Pyrite always refuses it ({why})"
            ));
        }
        if crate::modules::defs().iter().any(|m| m.name == name) {
            return Err(format!("'{name}' is a module, not a built-in"));
        }
        Err(format!("'{name}' is not a built-in of the surface"))
    }

    /// Removes the module `name`: `import name` is then refused.
    pub fn remove_module(&mut self, name: &str) -> Result<(), String> {
        let defs = crate::modules::defs();
        if !defs.iter().any(|m| m.name == name) {
            let names: Vec<&str> = defs.iter().map(|m| m.name).collect();
            return Err(format!(
                "no module '{name}' in the surface (modules: {})",
                names.join(", ")
            ));
        }
        if !self.modules.insert(name.to_string()) {
            return Err(format!("module '{name}' is already removed"));
        }
        Ok(())
    }

    /// Removes `member` from `module`: `from module import member` is then refused and
    /// `module.member` is an AttributeError.
    pub fn remove_member(&mut self, module: &str, member: &str) -> Result<(), String> {
        let defs = crate::modules::defs();
        let Some(m) = defs.iter().find(|m| m.name == module) else {
            return Err(format!("no module '{module}' in the surface"));
        };
        if !m.members.iter().any(|d| d.name == member) {
            return Err(format!(
                "module '{module}' has no member '{member}' in the surface"
            ));
        }
        if !self
            .members
            .insert((module.to_string(), member.to_string()))
        {
            return Err(format!("'{module}.{member}' is already removed"));
        }
        Ok(())
    }

    /// Removes the method `name` of the built-in type `type_name` (`str`, `upper`).
    pub fn remove_method(&mut self, type_name: &str, name: &str) -> Result<(), String> {
        let all = entries();
        let mut of_type = all
            .iter()
            .filter(|e| e.section == Section::Method && e.owner == type_name)
            .peekable();
        if of_type.peek().is_none() {
            return Err(format!(
                "no built-in type '{type_name}' with methods in the surface"
            ));
        }
        match of_type.find(|e| e.name == name) {
            None => Err(format!(
                "'{type_name}' has no method '{name}' in the surface"
            )),
            Some(_) if crate::vm_attrs::is_vm_attr(type_name, name) => Err(format!(
                "'{type_name}.{name}' is an attribute the interpreter answers itself: it \
                 cannot be removed"
            )),
            Some(e) if e.what == What::SpecialMethod || e.name.starts_with("__") => Err(format!(
                "'{type_name}.{name}' is a special method: the operation it wraps would stay, \
                 so it cannot be removed"
            )),
            Some(_) => {
                if !self
                    .methods
                    .insert((type_name.to_string(), name.to_string()))
                {
                    return Err(format!("'{type_name}.{name}' is already removed"));
                }
                Ok(())
            }
        }
    }

    /// Whether `module.member` is removed.
    pub(crate) fn has_member(&self, module: &str, member: &str) -> bool {
        self.members.iter().any(|(m, n)| m == module && n == member)
    }

    /// Whether method `type_name.name` is removed.
    pub(crate) fn has_method(&self, type_name: &str, name: &str) -> bool {
        self.methods
            .iter()
            .any(|(t, n)| t == type_name && n == name)
    }
}
