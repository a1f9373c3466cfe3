//! The interface between the VM and the built-in implementations (which live in the
//! `pyrite-stdlib` crate): native function pointers and the table the VM is given.

use std::sync::{Arc, OnceLock};

// Keys are the surface table's own names, not script input: ahash, not SipHash.
use ahash::AHashMap as HashMap;
use smallvec::SmallVec;

use crate::value::{TypeTag, Value};
use crate::vm::{Vm, VmResult};

/// A native built-in: positional arguments (for a method, the receiver first) and keyword
/// arguments by name.
pub type NativeFn = fn(&mut Vm<'_>, &[Value], &[(&str, Value)]) -> VmResult<Value>;

/// What a built-in name denotes.
#[derive(Clone, Copy)]
pub enum BuiltinKind {
    /// A function.
    Func(NativeFn),
    /// A type (callable through its constructor in [`NativeTable::ctors`]).
    Type(TypeTag),
    /// A granted host function (index into the run's host functions).
    Host(usize),
    /// A constant (`Ellipsis`, `NotImplemented`).
    Const(Value),
}

/// How a native method reached through its type (`dict.fromkeys`, `str.upper`) binds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Binding {
    /// A descriptor that checks its receiver when called (`str.upper`).
    #[default]
    Instance,
    /// A classmethod (`dict.fromkeys`), or a staticmethod whose implementation ignores its
    /// receiver (`str.maketrans`): bound to the type, when reached through the row's own type
    /// (a subtype gets the descriptor: its implementation would make the base type's value).
    Class,
    /// A classmethod whose implementation makes a value of the type it is bound to
    /// (`date.fromordinal` reached through `datetime`): bound through subtypes too.
    ClassInherited,
}

/// A member of a module.
#[derive(Clone, Copy)]
pub enum Member {
    /// A function: index into [`NativeTable::builtins`] (registered under `module.name`, which
    /// no script can spell as a global).
    Func(u32),
    /// A float constant (`math.pi`).
    Float(f64),
    /// An int constant.
    Int(i64),
    /// A bool constant (`typing.TYPE_CHECKING`).
    Bool(bool),
    /// A str constant.
    Str(&'static str),
    /// A built-in type or exception class.
    Type(TypeTag),
    /// A value the VM makes once per run (a typing special form, a class such as `abc.ABC`).
    Made(NativeFn),
}

/// A module a script can import.
#[derive(Clone)]
pub struct ModuleDef {
    /// The module's name.
    pub name: &'static str,
    /// Its members, by name.
    pub members: Vec<(&'static str, Member)>,
}

/// Every native a run can reach. `builtins` is in the order the compiler numbered them.
#[derive(Clone, Default)]
pub struct NativeTable {
    /// Built-in names and what they are (module functions too, under qualified names).
    pub builtins: Vec<(String, BuiltinKind)>,
    /// Methods by receiver type and name.
    pub methods: Vec<(TypeTag, &'static str, NativeFn)>,
    /// The methods that are not [`Binding::Instance`], by receiver type and name.
    pub class_methods: Vec<(TypeTag, &'static str, Binding)>,
    /// Data attributes of built-in types (CPython's getset descriptors: `range.start`,
    /// `int.real`), by type and name: reading one calls the function with the object alone.
    pub getters: Vec<(TypeTag, &'static str, NativeFn)>,
    /// Constructors of the callable types.
    pub ctors: Vec<(TypeTag, NativeFn)>,
    /// The importable modules.
    pub modules: Vec<ModuleDef>,
    /// Built-in names CPython has that this surface refuses, each with the reason (what is
    /// available instead, or "removed by the policy"): a name the checker could not refuse
    /// before the run (the script binds it somewhere) gets this reason when it turns out unbound.
    pub refused: Vec<(String, String)>,
    /// Methods and module members the embedder's policy removed (`str.upper`, `math.sqrt`):
    /// looking one up says so instead of only that it is missing.
    pub removed: Vec<String>,
    /// The VM's lookup structures over `methods`, `getters` and `ctors`, built by the first
    /// run and shared by every later one (and by clones of the table made after it). Leave it
    /// `Default::default()`; a table whose `methods`, `getters` or `ctors` change after a run
    /// must be built anew, and so must one whose `builtins` change (as adding a host function
    /// does).
    pub index: IndexCache,
}

/// The native methods sharing one name, by receiver type.
pub(crate) type MethodCands = SmallVec<[(TypeTag, NativeFn); 2]>;

/// What every run of a table looks natives up in: built once per table ([`NativeTable::index`])
/// instead of once per run, since a run's start-up time is mostly spent building it.
pub(crate) struct NativeIndex {
    /// Index into [`NativeTable::methods`] by receiver type and name (the last row wins).
    pub(crate) methods: HashMap<TypeTag, HashMap<&'static str, u32>>,
    /// Data attributes by receiver type and name (the last row wins).
    pub(crate) getters: HashMap<TypeTag, HashMap<&'static str, NativeFn>>,
    /// The constructor of each type, by `TypeTag` number (the last row wins).
    pub(crate) ctors: Vec<Option<NativeFn>>,
    /// The methods of each name, by receiver type, in table order.
    pub(crate) by_name: HashMap<&'static str, MethodCands>,
    /// By built-in index: which [`crate::vm::ConsumeOp`] that built-in is (its index in
    /// `ConsumeOp::NAMES`), `u8::MAX` for the others.
    pub(crate) consume: Vec<u8>,
    /// The built-in names as the compiler indexes them: a program compiled against these
    /// (the engine's admission shares them) needs no name-by-name check when it runs.
    pub(crate) compile_names: pyrite_lang::compile::Builtins,
    /// The value of each built-in, by index, as every run starts with it.
    pub(crate) values: std::sync::Arc<[crate::value::Value]>,
}

impl NativeIndex {
    fn new(t: &NativeTable) -> NativeIndex {
        let mut methods: HashMap<TypeTag, HashMap<&'static str, u32>> = HashMap::new();
        let mut by_name: HashMap<&'static str, MethodCands> = HashMap::new();
        for (i, &(tag, name, f)) in t.methods.iter().enumerate() {
            methods.entry(tag).or_default().insert(name, i as u32);
            by_name.entry(name).or_default().push((tag, f));
        }
        let mut getters: HashMap<TypeTag, HashMap<&'static str, NativeFn>> = HashMap::new();
        for &(tag, name, f) in &t.getters {
            getters.entry(tag).or_default().insert(name, f);
        }
        let mut ctors = vec![None; TypeTag::ALL.len()];
        for &(tag, f) in &t.ctors {
            if let Some(slot) = ctors.get_mut(tag as usize) {
                *slot = Some(f);
            }
        }
        let consume = t
            .builtins
            .iter()
            .map(|(name, kind)| match kind {
                BuiltinKind::Func(_) => crate::vm::ConsumeOp::NAMES
                    .iter()
                    .position(|n| n == name)
                    .map_or(u8::MAX, |i| i as u8),
                _ => u8::MAX,
            })
            .collect();
        let values = (0..t.builtins.len())
            .map(|i| t.builtin_value(i).unwrap_or(crate::value::Value::None))
            .collect();
        NativeIndex {
            methods,
            getters,
            ctors,
            by_name,
            consume,
            compile_names: pyrite_lang::compile::Builtins::new(t.names()),
            values,
        }
    }
}

/// A [`NativeTable`]'s index of its methods, getters and constructors, built by its first run;
/// cloning shares it once built.
#[derive(Clone, Default)]
pub struct IndexCache(OnceLock<Arc<NativeIndex>>);

impl NativeTable {
    /// The lookup structures every run uses, built by the first call.
    pub(crate) fn index(&self) -> &NativeIndex {
        self.index
            .0
            .get_or_init(|| Arc::new(NativeIndex::new(self)))
    }

    /// The built-in names, for the compiler and the admission policy.
    pub fn names(&self) -> Vec<String> {
        self.builtins.iter().map(|(n, _)| n.clone()).collect()
    }

    /// The built-in names indexed for the compiler, made once per table: programs compiled
    /// against them start their runs without checking the names one by one.
    pub fn compile_names(&self) -> pyrite_lang::compile::Builtins {
        self.index().compile_names.clone()
    }

    /// What built-in `i` is as a value in a run (`None` past the end).
    pub(crate) fn builtin_value(&self, i: usize) -> Option<crate::value::Value> {
        let (_, kind) = self.builtins.get(i)?;
        Some(match kind {
            BuiltinKind::Type(t) => crate::value::Value::Type(*t),
            BuiltinKind::Const(v) => *v,
            _ => crate::value::Value::Builtin(i as u32),
        })
    }

    /// Whether method `m` (an index into [`NativeTable::methods`]), reached through type
    /// `reached`, binds to that type as a classmethod does.
    pub(crate) fn binds_to_type(&self, reached: TypeTag, m: u32) -> bool {
        let Some(&(tag, name, _)) = self.methods.get(m as usize) else {
            return false;
        };
        self.class_methods.iter().any(|&(t, n, b)| {
            t == tag && n == name && (tag == reached || b == Binding::ClassInherited)
        })
    }

    /// Why built-in `name` is refused, if this surface refuses it.
    pub fn refusal(&self, name: &str) -> Option<&str> {
        self.refused
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, why)| why.as_str())
    }

    /// Whether the policy removed `owner.name` (a method or a module member).
    pub fn is_removed(&self, owner: &str, name: &str) -> bool {
        self.removed.iter().any(|r| {
            r.len() == owner.len() + 1 + name.len()
                && r.starts_with(owner)
                && r.ends_with(name)
                && r.as_bytes().get(owner.len()) == Some(&b'.')
        })
    }

    /// The module named `name`.
    pub fn module(&self, name: &str) -> Option<(usize, &ModuleDef)> {
        self.modules
            .iter()
            .enumerate()
            .find(|(_, m)| m.name == name)
    }
}
