//! The landlock layer: a ruleset that handles every filesystem and network right the kernel
//! knows and grants none, plus the signal and abstract-socket scopes. Best effort: an older
//! kernel enforces what it can, and the report says how much.

use ::landlock::{
    Access, AccessFs, AccessNet, LandlockStatus, Ruleset, RulesetAttr, RulesetStatus, Scope, ABI,
};
use serde::Serialize;

/// What landlock did for this child.
#[derive(Clone, Debug, Default, Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct LandlockReport {
    /// The kernel's landlock ABI version (0: not available).
    pub abi: u32,
    /// `fully_enforced`, `partially_enforced`, `not_enforced`, or `error: ...`.
    pub status: String,
}

/// The newest ABI this code was written and tested against: rights beyond it are not asked for.
const TARGET_ABI: ABI = ABI::V6;

/// Restricts this process (and all it could ever exec) to no filesystem and no network access.
pub fn restrict() -> LandlockReport {
    let status = Ruleset::default()
        .handle_access(AccessFs::from_all(TARGET_ABI))
        .and_then(|r| r.handle_access(AccessNet::from_all(TARGET_ABI)))
        .and_then(|r| r.scope(Scope::from_all(TARGET_ABI)))
        .and_then(|r| r.create())
        .and_then(|r| r.restrict_self());
    match status {
        Ok(s) => {
            let abi = match s.landlock {
                LandlockStatus::Available {
                    effective_abi,
                    kernel_abi,
                } => kernel_abi.map_or(effective_abi as u32, |v| u32::try_from(v).unwrap_or(0)),
                _ => 0,
            };
            let status = match s.ruleset {
                RulesetStatus::FullyEnforced => "fully_enforced",
                RulesetStatus::PartiallyEnforced => "partially_enforced",
                RulesetStatus::NotEnforced => "not_enforced",
            };
            LandlockReport {
                abi,
                status: status.to_string(),
            }
        }
        Err(e) => LandlockReport {
            abi: 0,
            status: format!("error: {e}"),
        },
    }
}
