//! The thin wrappers of method families that str and bytes share: each family is one
//! implementation taking a flag (`find`/`rfind`, `strip`/`lstrip`/`rstrip`, ...), and these
//! macros write its public methods once for both types.

/// `find`, `rfind`, `index`, `rindex` from `$imp(vm, a, kws, name, reverse) -> VmResult<i64>`
/// (-1 when absent); `index`/`rindex` raise ValueError `$missing`.
macro_rules! search_family {
    ($t:literal, $imp:ident, $missing:literal) => {
        #[doc = concat!("`", $t, ".find(sub[, start[, end]])`.")]
        pub fn find(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "find", false).map(Value::Int)
        }

        #[doc = concat!("`", $t, ".rfind(sub[, start[, end]])`.")]
        pub fn rfind(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "rfind", true).map(Value::Int)
        }

        #[doc = concat!("`", $t, ".index(sub[, start[, end]])`.")]
        pub fn index(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            match $imp(vm, a, kws, "index", false)? {
                -1 => Err(vm.value_error($missing)),
                i => Ok(Value::Int(i)),
            }
        }

        #[doc = concat!("`", $t, ".rindex(sub[, start[, end]])`.")]
        pub fn rindex(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            match $imp(vm, a, kws, "rindex", true)? {
                -1 => Err(vm.value_error($missing)),
                i => Ok(Value::Int(i)),
            }
        }
    };
}

/// `strip`, `lstrip`, `rstrip` from `$imp(vm, a, kws, name, left, right)`.
macro_rules! strip_family {
    ($t:literal, $imp:ident) => {
        #[doc = concat!("`", $t, ".strip([chars])`.")]
        pub fn strip(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "strip", true, true)
        }

        #[doc = concat!("`", $t, ".lstrip([chars])`.")]
        pub fn lstrip(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "lstrip", true, false)
        }

        #[doc = concat!("`", $t, ".rstrip([chars])`.")]
        pub fn rstrip(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "rstrip", false, true)
        }
    };
}

/// `ljust`, `rjust`, `center` from `$imp(vm, a, kws, name, mode)` (`<`, `>`, `^`).
macro_rules! pad_family {
    ($t:literal, $imp:ident) => {
        #[doc = concat!("`", $t, ".ljust(width[, fill])`.")]
        pub fn ljust(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "ljust", '<')
        }

        #[doc = concat!("`", $t, ".rjust(width[, fill])`.")]
        pub fn rjust(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "rjust", '>')
        }

        #[doc = concat!("`", $t, ".center(width[, fill])`.")]
        pub fn center(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "center", '^')
        }
    };
}

/// `startswith`/`endswith` from `$imp(vm, a, kws, name, starts)`.
macro_rules! prefix_family {
    ($t:literal, $imp:ident) => {
        #[doc = concat!("`", $t, ".startswith(prefix[, start[, end]])`.")]
        pub fn startswith(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "startswith", true)
        }

        #[doc = concat!("`", $t, ".endswith(suffix[, start[, end]])`.")]
        pub fn endswith(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $imp(vm, a, kws, "endswith", false)
        }
    };
}

/// `partition`/`rpartition` from `$part(vm, a, kws, reverse)` and `removeprefix`/
/// `removesuffix` from `$affix(vm, a, kws, prefix)`.
macro_rules! halves_family {
    ($t:literal, $part:ident, $affix:ident) => {
        #[doc = concat!("`", $t, ".partition(sep)`.")]
        pub fn partition(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $part(vm, a, kws, false)
        }

        #[doc = concat!("`", $t, ".rpartition(sep)`.")]
        pub fn rpartition(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $part(vm, a, kws, true)
        }

        #[doc = concat!("`", $t, ".removeprefix(prefix)`.")]
        pub fn removeprefix(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $affix(vm, a, kws, true)
        }

        #[doc = concat!("`", $t, ".removesuffix(suffix)`.")]
        pub fn removesuffix(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
            $affix(vm, a, kws, false)
        }
    };
}

pub(crate) use {halves_family, pad_family, prefix_family, search_family, strip_family};
