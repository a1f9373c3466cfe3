//! `Decimal.__format__`: the empty spec is `str(d)`; other specs are refused until
//! `_pydecimal`'s `__format__` is ported.

use super::num::{self, Ctx, Dec};
use pyrite_runtime::{Vm, VmResult};

/// `format(d, spec)`.
pub fn format(vm: &mut Vm<'_>, d: &Dec, spec: &str, ctx: &Ctx) -> VmResult<String> {
    if spec.is_empty() {
        return Ok(num::to_str(d, false, ctx.capitals));
    }
    Err(vm.not_supported("format() of a Decimal with a format spec is not supported"))
}
