//! Pass 2: CPython's `analyze_block`. Scopes are analyzed top-down; each gets the names bound
//! in enclosing function scopes (`bound`, `None` for the module) and the names declared global
//! (`global`), decides each of its names' [`Binding`], then analyzes its children with the
//! sets they may see. Children report the names they need from outside (`free`); a function
//! local that a child needs becomes a cell, and what is left passes on up.
//!
//! Class scopes are not visible from their methods: a class hands its children the sets it
//! received, plus `__class__`, which a method using `super` or `__class__` takes as free and
//! the class then provides as its implicit cell.

use std::collections::{HashMap, HashSet};

use super::entry::{Entries, Entry, Kind};
use super::{Binding, ScopeKind, Symbol, DEF_BOUND, DEF_FREE_CLASS, DEF_GLOBAL, DEF_NONLOCAL};
use crate::diagnostic::Diagnostic;

type Names = HashSet<String>;

/// `symtable_analyze`: analyzes every scope reachable from the module, recording each entry's
/// `result` (its symbols with bindings) and its free/child-free/class-cell facts.
pub(super) fn analyze(entries: &mut Entries) -> Result<(), Diagnostic> {
    let mut free = Names::new();
    analyze_block(&mut entries.entries, 0, None, Names::new(), &mut free)
}

/// `analyze_block` (with `analyze_child_block`'s copies made by the caller): `bound` and
/// `global` are this block's own copies; the names it needs from enclosing scopes are added to
/// `free`.
fn analyze_block(
    entries: &mut [Entry],
    id: usize,
    mut bound: Option<Names>,
    mut global: Names,
    free: &mut Names,
) -> Result<(), Diagnostic> {
    let Some(ste) = entries.get(id) else {
        return Ok(());
    };
    let is_class = ste.kind == Kind::Scope(ScopeKind::Class);
    let function_like = ste.kind.is_function_block();
    let symbols = ste.symbols.clone();
    let children = ste.children.clone();

    // A class body's names are invisible to its children: they see what the class saw.
    let mut newbound = Names::new();
    let mut newglobal = Names::new();
    if is_class {
        newglobal.clone_from(&global);
        if let Some(b) = &bound {
            newbound.clone_from(b);
        }
    }

    let mut local = Names::new();
    let mut has_free = false;
    let mut scopes = Vec::with_capacity(symbols.len());
    for (name, flags) in &symbols {
        let mut sets = Sets {
            bound: &mut bound,
            local: &mut local,
            free,
            global: &mut global,
        };
        scopes.push(analyze_name(ste, name, *flags, &mut sets, &mut has_free)?);
    }

    if is_class {
        newbound.insert("__class__".to_string());
    } else {
        if function_like {
            newbound.extend(local.iter().cloned());
        }
        if let Some(b) = &bound {
            newbound.extend(b.iter().cloned());
        }
        newglobal.extend(global.iter().cloned());
    }

    let mut newfree = Names::new();
    let mut child_free = false;
    for c in children {
        let mut cfree = Names::new();
        analyze_block(
            entries,
            c,
            Some(newbound.clone()),
            newglobal.clone(),
            &mut cfree,
        )?;
        newfree.extend(cfree);
        if let Some(child) = entries.get(c) {
            child_free |= child.free || child.child_free;
        }
    }

    // `analyze_cells` / `drop_class_free`.
    let mut needs_class_closure = false;
    if function_like {
        for ((name, _), scope) in symbols.iter().zip(scopes.iter_mut()) {
            if *scope == Binding::Local && newfree.remove(name) {
                *scope = Binding::Cell;
            }
        }
    } else if is_class {
        needs_class_closure = newfree.remove("__class__");
    }

    // `update_symbols`.
    let mut result: Vec<(String, Symbol)> = symbols
        .iter()
        .zip(&scopes)
        .map(|((name, flags), scope)| {
            let sym = Symbol {
                flags: *flags,
                scope: *scope,
            };
            (name.clone(), sym)
        })
        .collect();
    let index: HashMap<&str, usize> = symbols
        .iter()
        .enumerate()
        .map(|(i, (n, _))| (n.as_str(), i))
        .collect();
    let mut passing: Vec<&String> = newfree.iter().collect();
    passing.sort_unstable();
    let mut extra = Vec::new();
    for name in passing {
        if let Some(i) = index.get(name.as_str()) {
            // A method's free variable that the class body also binds or declares global.
            if let Some((_, sym)) = result.get_mut(*i) {
                if is_class && sym.flags & (DEF_BOUND | DEF_GLOBAL) != 0 {
                    sym.flags |= DEF_FREE_CLASS;
                }
            }
            continue;
        }
        if bound.as_ref().is_some_and(|b| !b.contains(name)) {
            continue; // a global
        }
        let sym = Symbol {
            flags: 0,
            scope: Binding::Free,
        };
        extra.push((name.clone(), sym));
    }
    result.extend(extra);
    free.extend(newfree);

    if let Some(ste) = entries.get_mut(id) {
        ste.result = result;
        ste.free = has_free;
        ste.child_free = child_free;
        ste.needs_class_closure = needs_class_closure;
    }
    Ok(())
}

/// The name sets `analyze_name` reads and updates.
struct Sets<'a> {
    bound: &'a mut Option<Names>,
    local: &'a mut Names,
    free: &'a mut Names,
    global: &'a mut Names,
}

/// `analyze_name`: the binding of one name from its flags and the enclosing sets.
fn analyze_name(
    ste: &Entry,
    name: &str,
    flags: u32,
    sets: &mut Sets<'_>,
    has_free: &mut bool,
) -> Result<Binding, Diagnostic> {
    if flags & DEF_GLOBAL != 0 {
        if flags & DEF_NONLOCAL != 0 {
            let msg = format!("name '{name}' is nonlocal and global");
            return Err(at_directive(ste, name, msg));
        }
        sets.global.insert(name.to_string());
        if let Some(b) = sets.bound.as_mut() {
            b.remove(name);
        }
        return Ok(Binding::GlobalExplicit);
    }
    if flags & DEF_NONLOCAL != 0 {
        let Some(b) = sets.bound.as_ref() else {
            let msg = "nonlocal declaration not allowed at module level".to_string();
            return Err(at_directive(ste, name, msg));
        };
        if !b.contains(name) {
            let msg = format!("no binding for nonlocal '{name}' found");
            return Err(at_directive(ste, name, msg));
        }
        *has_free = true;
        sets.free.insert(name.to_string());
        return Ok(Binding::Free);
    }
    if flags & DEF_BOUND != 0 {
        sets.local.insert(name.to_string());
        sets.global.remove(name);
        return Ok(Binding::Local);
    }
    if sets.bound.as_ref().is_some_and(|b| b.contains(name)) {
        *has_free = true;
        sets.free.insert(name.to_string());
        return Ok(Binding::Free);
    }
    if sets.global.contains(name) {
        return Ok(Binding::GlobalImplicit);
    }
    if ste.nested {
        *has_free = true;
    }
    Ok(Binding::GlobalImplicit)
}

/// `error_at_directive`: the error points at the first `global`/`nonlocal` (or walrus) that
/// declared the name in this scope.
fn at_directive(ste: &Entry, name: &str, msg: String) -> Diagnostic {
    let span = ste
        .directives
        .iter()
        .find(|(n, _)| n == name)
        .map_or(ste.span, |(_, s)| *s);
    Diagnostic::syntax(msg, span)
}
