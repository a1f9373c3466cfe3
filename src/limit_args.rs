//! The limit flags, defined once for every command that runs a script (`pyrite run`,
//! `pyrite jail`; flatten [`LimitArgs`] into a clap command): `--max-instructions`,
//! `--max-memory`, `--max-allocations`, `--max-recursion`, `--max-output`, `--max-duration` and
//! `--unlimited`.
//!
//! Every `--max-X` but `--max-recursion` takes `none` to lift that one limit; `--unlimited` lifts
//! them all. Flags apply in order: a `--max-X` after `--unlimited` still bounds the run, one
//! before it is lifted. The flags carry no defaults of their own: each command starts from its
//! own [`Limits`] ([`LimitArgs::apply`]) and shows those in `--help` ([`show_defaults`]), so the
//! help cannot drift from what runs.

use std::time::Duration;

use clap::{ArgMatches, Args, Command, FromArgMatches};

use crate::jail::parse_duration;
use crate::{parse_size, Limits};

/// A `--max-X` value: `Limit(None)` for `none` (lifted), else the bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Limit<T>(Option<T>);

/// The flags as clap parses them; [`LimitArgs`] adds the order of `--unlimited`.
#[derive(Args, Clone, Debug, Default)]
struct Flags {
    /// Stop after N instructions (fuel)
    #[arg(long, value_name = "N", value_parser = count_limit)]
    max_instructions: Option<Limit<u64>>,
    /// Cap live heap bytes (64MB, 512KiB, 1G)
    #[arg(long, value_name = "SIZE", value_parser = size_limit)]
    max_memory: Option<Limit<u64>>,
    /// Cap the number of heap objects created
    #[arg(long, value_name = "N", value_parser = count_limit)]
    max_allocations: Option<Limit<u64>>,
    /// Cap the script's call depth
    #[arg(long, value_name = "N", value_parser = recursion_depth)]
    max_recursion: Option<u32>,
    /// Cap bytes written by print
    #[arg(long, value_name = "SIZE", value_parser = size_limit)]
    max_output: Option<Limit<u64>>,
    /// Cap wall-clock time (10s, 500ms, 2m)
    #[arg(long, value_name = "DUR", value_parser = duration_limit)]
    max_duration: Option<Limit<Duration>>,
    /// Lift every limit but recursion (trusted scripts)
    #[arg(long)]
    unlimited: bool,
}

/// The limit flags of one command line. Flatten it into a subcommand (`#[command(flatten)]`),
/// call [`show_defaults`] on that subcommand, and get the run's limits from [`LimitArgs::apply`].
#[derive(Clone, Debug, Default)]
pub struct LimitArgs {
    /// The flags that survive `--unlimited`: a `--max-X` given before it is dropped here.
    flags: Flags,
}

impl LimitArgs {
    /// The limits for a run: `defaults` (or, after `--unlimited`, no limit but the default
    /// recursion depth) with each given `--max-X` applied.
    pub fn apply(&self, defaults: &Limits) -> Limits {
        let f = &self.flags;
        let mut l = if f.unlimited {
            Limits {
                max_recursion: defaults.max_recursion,
                ..Limits::unlimited()
            }
        } else {
            defaults.clone()
        };
        if let Some(Limit(v)) = f.max_instructions {
            l.max_instructions = v;
        }
        if let Some(Limit(v)) = f.max_memory {
            l.max_memory = v;
        }
        if let Some(Limit(v)) = f.max_allocations {
            l.max_allocations = v;
        }
        if let Some(n) = f.max_recursion {
            l.max_recursion = n;
        }
        if let Some(Limit(v)) = f.max_output {
            l.max_output = v;
        }
        if let Some(Limit(v)) = f.max_duration {
            l.max_duration = v;
        }
        l
    }

    /// Whether `--unlimited` was given.
    pub fn unlimited(&self) -> bool {
        self.flags.unlimited
    }

    /// Drops each `--max-X` that `--unlimited` came after (clap keeps only the last occurrence
    /// of each flag, so its index is the one that counts).
    fn drop_lifted(&mut self, m: &ArgMatches) {
        let f = &mut self.flags;
        if !f.unlimited {
            return;
        }
        let at = m.index_of("unlimited");
        let before = |id: &str| m.index_of(id) < at;
        if before("max_instructions") {
            f.max_instructions = None;
        }
        if before("max_memory") {
            f.max_memory = None;
        }
        if before("max_allocations") {
            f.max_allocations = None;
        }
        if before("max_output") {
            f.max_output = None;
        }
        if before("max_duration") {
            f.max_duration = None;
        }
    }
}

impl FromArgMatches for LimitArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let mut args = LimitArgs {
            flags: Flags::from_arg_matches(m)?,
        };
        args.drop_lifted(m);
        Ok(args)
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        self.flags.update_from_arg_matches(m)?;
        self.drop_lifted(m);
        Ok(())
    }
}

impl Args for LimitArgs {
    fn augment_args(cmd: Command) -> Command {
        Flags::augment_args(cmd)
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Flags::augment_args_for_update(cmd)
    }
}

/// Appends each limit flag's default, read from `defaults`, to its help (`[default: 256MiB]`,
/// clap's own wording): `cmd` must have [`LimitArgs`] flattened into it.
pub fn show_defaults(cmd: Command, defaults: &Limits) -> Command {
    let d = defaults;
    let count = |v: Option<u64>| v.map_or("none".to_string(), |n| n.to_string());
    let size = |v: Option<u64>| v.map_or("none".to_string(), show_size);
    [
        ("max_instructions", count(d.max_instructions)),
        ("max_memory", size(d.max_memory)),
        ("max_allocations", count(d.max_allocations)),
        ("max_recursion", d.max_recursion.to_string()),
        ("max_output", size(d.max_output)),
        (
            "max_duration",
            d.max_duration.map_or("none".to_string(), show_duration),
        ),
    ]
    .into_iter()
    .fold(cmd, |cmd, (id, default)| {
        cmd.mut_arg(id, |arg| {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            arg.help(format!("{help} [default: {default}]"))
        })
    })
}

/// A byte count as `--max-memory` reads it back: `256MiB`, `1GiB`, or plain bytes.
pub fn show_size(n: u64) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] {
        if n != 0 && n.is_multiple_of(1 << shift) {
            return format!("{}{unit}", n >> shift);
        }
    }
    n.to_string()
}

/// A duration as `--max-duration` reads it back, in seconds: `30s`, `0.2s`.
pub fn show_duration(d: Duration) -> String {
    format!("{}s", d.as_secs_f64())
}

/// Parses a count such as `1000000` or `1_000_000`.
pub fn parse_count(s: &str) -> Option<u64> {
    s.replace('_', "").parse().ok()
}

/// A `--max-X` value: `none`, or what `parse` accepts (else `expected`, in clap's error).
fn limit<T>(
    s: &str,
    parse: impl Fn(&str) -> Option<T>,
    expected: &str,
) -> Result<Limit<T>, String> {
    if s == "none" {
        return Ok(Limit(None));
    }
    parse(s)
        .map(|v| Limit(Some(v)))
        .ok_or_else(|| format!("expected {expected}, or none"))
}

fn count_limit(s: &str) -> Result<Limit<u64>, String> {
    limit(s, parse_count, "a count such as 1000000 or 1_000_000")
}

fn size_limit(s: &str) -> Result<Limit<u64>, String> {
    limit(s, parse_size, "a size such as 64MB, 512KiB or 1G")
}

fn duration_limit(s: &str) -> Result<Limit<Duration>, String> {
    limit(s, parse_duration, "a duration such as 10s, 500ms or 2m")
}

fn recursion_depth(s: &str) -> Result<u32, String> {
    parse_count(s)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| "expected a call depth such as 1000".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Limits {
        let cmd = LimitArgs::augment_args(Command::new("t")).args_override_self(true);
        let m = cmd
            .try_get_matches_from(std::iter::once("t").chain(args.iter().copied()))
            .unwrap();
        LimitArgs::from_arg_matches(&m)
            .unwrap()
            .apply(&Limits::default())
    }

    #[test]
    fn flags_apply_in_order() {
        assert_eq!(parse(&[]), Limits::default());
        let l = parse(&["--unlimited", "--max-memory", "1MB"]);
        assert_eq!(l.max_memory, Some(1 << 20));
        assert_eq!(l.max_instructions, None);
        let l = parse(&["--max-memory", "1MB", "--unlimited"]);
        assert_eq!(l.max_memory, None);
        let l = parse(&["--max-recursion", "50", "--unlimited"]);
        assert_eq!(l.max_recursion, 50);
        let l = parse(&["--max-output", "none", "--max-output", "1KiB"]);
        assert_eq!(l.max_output, Some(1024));
        let l = parse(&["--max-duration", "0.2s", "--max-instructions", "1_000"]);
        assert_eq!(l.max_duration, Some(Duration::from_millis(200)));
        assert_eq!(l.max_instructions, Some(1000));
    }

    #[test]
    fn shown_values_read_back() {
        for n in [256 << 20, 1 << 30, 1 << 10, 1000, 0] {
            assert_eq!(parse_size(&show_size(n)), Some(n), "{n}");
        }
        for d in [Duration::from_secs(30), Duration::from_millis(200)] {
            assert_eq!(parse_duration(&show_duration(d)), Some(d));
        }
    }
}
