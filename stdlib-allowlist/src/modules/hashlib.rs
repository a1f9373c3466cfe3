//! `hashlib`: `md5`, `sha1`, `sha224`, `sha256`, `sha384`, `sha512` and `new(name)`, whose
//! objects (`_hashlib.HASH`) have `update`, `digest`, `hexdigest`, `copy`, `name`,
//! `digest_size` and `block_size`, as CPython 3.11's `_hashopenssl.c`. The digests are
//! RustCrypto's (`runtime::libobj::Hasher`). A repr shows a deterministic address.

use pyrite_runtime::heap::Obj;
use pyrite_runtime::libobj::{Hasher, LibObj};
use pyrite_runtime::{NativeFn, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::{self, Kw};

const CTOR_FUEL: &str = "1 + 1 per 64-byte block of the initial data";

/// The members of `hashlib`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::f;
    vec![
        f(
            "md5",
            md5,
            CTOR_FUEL,
            "an MD5 hash object, fed the optional initial bytes",
        ),
        f(
            "sha1",
            sha1,
            CTOR_FUEL,
            "a SHA-1 hash object, fed the optional initial bytes",
        ),
        f(
            "sha224",
            sha224,
            CTOR_FUEL,
            "a SHA-224 hash object, fed the optional initial bytes",
        ),
        f(
            "sha256",
            sha256,
            CTOR_FUEL,
            "a SHA-256 hash object, fed the optional initial bytes",
        ),
        f(
            "sha384",
            sha384,
            CTOR_FUEL,
            "a SHA-384 hash object, fed the optional initial bytes",
        ),
        f(
            "sha512",
            sha512,
            CTOR_FUEL,
            "a SHA-512 hash object, fed the optional initial bytes",
        ),
        f(
            "new",
            new,
            CTOR_FUEL,
            "a hash object by name (md5, sha1, sha224, sha256, sha384, sha512)",
        ),
    ]
}

/// The methods of hash objects, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::Hash,
        crate::def(
            "update",
            update,
            "1 + 1 per 64-byte block",
            "feeds more bytes",
        ),
    ),
    (
        TypeTag::Hash,
        crate::def("digest", digest, "1 + 1", "the digest so far, as bytes"),
    ),
    (
        TypeTag::Hash,
        crate::def(
            "hexdigest",
            hexdigest,
            "1 + 1",
            "the digest so far, as lowercase hex text",
        ),
    ),
    (
        TypeTag::Hash,
        crate::def("copy", copy, "1", "an independent copy of the hash object"),
    ),
];

/// The data argument of a constructor or `update`: bytes-like; a str is CPython's TypeError.
fn data_arg(vm: &mut Vm<'_>, v: Value) -> VmResult<Vec<u8>> {
    if vm.type_tag(v) == TypeTag::Str {
        return Err(vm.type_error("Strings must be encoded before hashing"));
    }
    if vm.as_bytes(v).is_none() {
        return Err(vm.type_error("object supporting the buffer API required"));
    }
    let b = vm.bytes_arg(v)?;
    vm.charge_fuel(1 + b.len() as u64 / 64)?;
    Ok(b)
}

/// A new hash object of `hasher`, fed `data` (`name(data=b'', *, usedforsecurity=True)`).
/// The constructors take the data as `string=` (3.11's `openssl_*` functions), `new` also as
/// `data=`.
fn make(
    vm: &mut Vm<'_>,
    mut hasher: Hasher,
    fname: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<Value> {
    let data_kw = if fname == "new" { "data" } else { "string" };
    if a.len() > 1 {
        return Err(vm.type_error(format!(
            "{fname}() takes at most 1 positional argument ({} given)",
            a.len()
        )));
    }
    args::allowed_kws(vm, fname, kws, &[data_kw, "usedforsecurity"])?;
    if let Some(v) = a.first().copied().or_else(|| args::kw(kws, data_kw)) {
        let data = data_arg(vm, v)?;
        hasher.update(&data);
    }
    vm.new_lib(LibObj::Hash(Box::new(hasher)))
}

macro_rules! ctor {
    ($name:ident, $py:literal) => {
        #[doc = concat!("`hashlib.", $py, "(data=b'')`.")]
        fn $name(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            let h = Hasher::new($py).unwrap_or(Hasher::Sha256(Default::default()));
            make(vm, h, concat!("openssl_", $py), a, kws)
        }
    };
}

ctor!(md5, "md5");
ctor!(sha1, "sha1");
ctor!(sha224, "sha224");
ctor!(sha256, "sha256");
ctor!(sha384, "sha384");
ctor!(sha512, "sha512");

/// `hashlib.new(name, data=b'')`.
fn new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let name = a.first().copied().or_else(|| args::kw(kws, "name"));
    let Some(name) = name else {
        return Err(vm.type_error("new() missing required argument 'name' (pos 1)"));
    };
    let Some(n) = vm.as_str(name).map(str::to_string) else {
        return Err(vm.type_error("name must be a string"));
    };
    let Some(h) = Hasher::new(&n) else {
        return Err(vm.value_error(format!("unsupported hash type {n}")));
    };
    let rest: Vec<(&str, Value)> = kws.iter().filter(|(k, _)| *k != "name").copied().collect();
    make(vm, h, "new", a.get(1..).unwrap_or(&[]), &rest)
}

/// The hasher of receiver `a[0]`, cloned.
fn state(vm: &Vm<'_>, a: &[Value]) -> Option<Hasher> {
    match a.first().and_then(|r| vm.lib_obj(*r)) {
        Some(LibObj::Hash(h)) => Some((**h).clone()),
        _ => None,
    }
}

/// `h.update(data)`.
fn update(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let v = args::one(vm, "HASH.update", a.get(1..).unwrap_or(&[]), kws)?;
    let data = data_arg(vm, v)?;
    if let Some(Obj::Lib(o)) = a.first().and_then(|r| vm.obj_mut(*r)) {
        if let LibObj::Hash(h) = &mut **o {
            h.update(&data);
        }
    }
    Ok(Value::None)
}

/// `h.digest()`.
fn digest(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "digest", kws)?;
    args::none(vm, "HASH.digest", a.get(1..).unwrap_or(&[]))?;
    vm.charge_fuel(1)?;
    let d = state(vm, a).map(|h| h.digest()).unwrap_or_default();
    vm.new_bytes(d)
}

/// `h.hexdigest()`.
fn hexdigest(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "hexdigest", kws)?;
    args::none(vm, "HASH.hexdigest", a.get(1..).unwrap_or(&[]))?;
    vm.charge_fuel(1)?;
    let d = state(vm, a).map(|h| h.digest()).unwrap_or_default();
    let hex: String = d.iter().map(|b| format!("{b:02x}")).collect();
    vm.new_str(hex)
}

/// `h.copy()`.
fn copy(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    args::no_kw(vm, "copy", kws)?;
    args::none(vm, "HASH.copy", a.get(1..).unwrap_or(&[]))?;
    match state(vm, a) {
        Some(h) => vm.new_lib(LibObj::Hash(Box::new(h))),
        None => Ok(Value::None),
    }
}
