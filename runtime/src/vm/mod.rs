//! The virtual machine: state, the allocation/fuel choke points, and the helpers built-ins use.
//!
//! Files: `mod.rs` (state, entry point, choke points), `frame.rs` (frames and where their
//! results go), `exec.rs` (the dispatch loop), `callback.rs` (native code calling script
//! code), `call.rs` (calls and argument binding), `attr.rs` (attributes and descriptors),
//! `class.rs` (classes, instances, the MRO), `dunder.rs` (special methods reached from
//! built-in operations), `gen.rs` (generators), `unwind.rs` (raising, handlers, unwinding),
//! `error.rs` (exception objects and tracebacks), `exc.rs` (`BaseException`/`OSError`/
//! `ImportError`/`object` construction and initialization), `sets.rs` (sets and dict views).

mod alias;
mod attr;
mod call;
mod callback;
mod carets;
mod chainmap;
mod class;
pub(crate) mod collections;
mod consume;
mod copy;
mod dataclass;
mod deque;
mod dunder;
mod dunder_frame;
mod enums;
mod error;
mod exc;
mod exec;
mod frame;
mod gen;
mod heapq;
mod itertools;
mod libobj;
mod module;
mod namedtuple;
mod operator;
mod ordering;
mod pattern;
mod session;
mod sets;
mod singledispatch;
mod unicode_error;
mod unwind;

use std::io::Write;

use num_bigint::BigInt;
use pyrite_lang::bytecode::{Const, Program};

use crate::api::{HostFunction, HostValue, LimitKind, Limits, RunError, Stats};
use crate::heap::{Heap, Obj, PyStr, StrRef};
use crate::natives::{MethodCands, NativeFn, NativeIndex, NativeTable};
use crate::value::{Handle, TypeTag, Value};

pub(crate) use consume::ConsumeOp;
pub(crate) use dunder::identity_hash as dunder_identity_hash;
pub use error::{ExcValue, PyExc, VmErr};
pub(crate) use frame::{Frame, FrameKind, NO_AUX};
pub use gen::GenResult;
pub use session::{run_step, SessionState};

/// Bytes beyond any machine's address space (2**48): a plain MemoryError, as in CPython.
const ADDRESS_SPACE: u64 = 1 << 48;

/// Live-byte cap when the embedder sets no memory limit (8 GiB).
const MEMORY_BACKSTOP: u64 = 8 << 30;

/// Result of VM operations.
pub type VmResult<T> = Result<T, VmErr>;

/// Everything a run needs besides the program: built-ins, host functions, limits, output.
pub struct RunContext<'a> {
    /// The built-in table the program was compiled against (plus host functions).
    pub natives: &'a NativeTable,
    /// Granted host functions (referenced by `BuiltinKind::Host` index).
    pub host_fns: &'a [(String, HostFunction)],
    /// Limits of the run.
    pub limits: &'a Limits,
    /// Source text (for traceback lines).
    pub source: &'a str,
    /// File name shown in tracebacks.
    pub filename: &'a str,
    /// The seed of the string-hash key: `None` for a random key (the default, so a script
    /// cannot build colliding keys), a fixed one for reproducible runs (same `hash()` of
    /// strings, same order of strings in sets).
    pub hash_seed: Option<u64>,
    /// The seed `random`'s module generator starts from when the script does not seed it
    /// (as `random.seed(n)`; also what `seed()`, `seed(None)` and `Random()` use): never OS
    /// randomness, so runs are reproducible.
    pub random_seed: u64,
    /// Values the host gives the script as module globals, bound before it starts (a name the
    /// script never uses is ignored).
    pub inputs: &'a [(String, HostValue)],
    /// Set from another thread to stop the run ([`LimitKind::Cancelled`]); read with the
    /// deadline, every few hundred microseconds of bytecode.
    pub cancel: Option<&'a std::sync::atomic::AtomicBool>,
    /// A deadline of the host's, besides `limits.max_duration` (the earlier one applies;
    /// passing `max_duration` is [`LimitKind::Time`], passing this one [`LimitKind::Deadline`]).
    pub deadline: Option<std::time::Instant>,
    /// For each host function (by index), whether it is external: its call stops the run
    /// ([`LimitKind::Suspended`]) for the host to answer later. Missing means no.
    pub externals: &'a [bool],
    /// Set for a suspendable run: the host calls to replay first (see [`crate::hostlog`]).
    /// `None` for a plain run, in which calling an external function is refused.
    pub replay: Option<&'a crate::hostlog::Replay>,
    /// A session's steps, each with the first code object it compiled to (ascending): a
    /// traceback entry of a code takes its file name and source line from the step that
    /// compiled it. Empty for a single program, whose codes are all of `source`.
    pub parts: &'a [SourcePart],
}

impl RunContext<'_> {
    /// The same context with every borrow under one lifetime, that of `self` (what a
    /// [`Vm`] needs: its context and what the context lends live as long as each other).
    pub fn reborrow(&self) -> RunContext<'_> {
        RunContext {
            natives: self.natives,
            host_fns: self.host_fns,
            limits: self.limits,
            source: self.source,
            filename: self.filename,
            hash_seed: self.hash_seed,
            random_seed: self.random_seed,
            inputs: self.inputs,
            cancel: self.cancel,
            deadline: self.deadline,
            externals: self.externals,
            replay: self.replay,
            parts: self.parts,
        }
    }
}

/// One step of a session as tracebacks need it ([`RunContext::parts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourcePart {
    /// The index of the first code object the step compiled to (its module code).
    pub first_code: u32,
    /// The file name its traceback entries show.
    pub filename: String,
    /// Its source text.
    pub source: String,
}

/// The VM. Built-ins receive `&mut Vm` and use its public helpers.
pub struct Vm<'p> {
    prog: &'p Program,
    ctx: &'p RunContext<'p>,
    /// The heap.
    pub heap: Heap,
    pub(crate) regs: Vec<Value>,
    pub(crate) frames: Vec<Frame>,
    pub(crate) globals: Vec<Value>,
    pub(crate) consts: Vec<Vec<Value>>,
    pub(crate) builtin_values: std::sync::Arc<[Value]>,
    /// The one-character ASCII strings, by code: each made by its first use (`Undef` until
    /// then) and shared after it.
    pub(crate) chars: Vec<Value>,
    /// The empty tuple, a singleton as in CPython (`() is ()`).
    empty_tuple: Value,
    /// The native table's methods, getters and constructors indexed: built once per table
    /// and shared by every run (`NativeTable::index`).
    index: &'p NativeIndex,
    /// Per code object, per name: the native methods with that name, by receiver type.
    method_cache: Vec<Vec<MethodCands>>,
    /// Fuel left in the current slice: the dispatch loop counts it down and calls
    /// [`Vm::refuel`] at zero.
    pub(crate) fuel: u64,
    /// Fuel left beyond the current slice.
    fuel_reserve: u64,
    fuel_start: u64,
    /// When the run must end (`max_duration` or the host's deadline, the earlier), checked at
    /// each refuel.
    deadline: Option<std::time::Instant>,
    /// What passing `deadline` is: [`LimitKind::Deadline`] when the host's deadline is the
    /// earlier one, else [`LimitKind::Time`].
    deadline_kind: LimitKind,
    out: &'p mut dyn Write,
    out_buf: Vec<u8>,
    output_bytes: u64,
    /// Native nesting depth of repr/eq/hash (bounded: RecursionError).
    pub(crate) depth: u32,
    /// The containers that outer `repr` walks are printing while a script's `__repr__` they
    /// reached runs (CPython's `Py_ReprEnter` list): an inner walk meeting one prints
    /// `[...]`. Empty between instructions.
    pub(crate) repr_outer: Vec<Handle>,
    /// Nested `execute`s started by native code calling script code (bounded:
    /// RecursionError), see `callback.rs`.
    pub(crate) native_depth: u32,
    /// While above 0, no collection runs (`gc` returns at once): set operations compare keys
    /// ([`Vm::key_eq`], which may run a user `__eq__`) with tables out of their objects or
    /// copied, whose keys no root reaches.
    pub(crate) gc_blocked: u32,
    /// The recursion limit as a frame count, kept here for the call path (one load, not
    /// three).
    pub(crate) max_frames: usize,
    /// Exceptions being handled (`except` and `finally` bodies), innermost last.
    pub(crate) handled: Vec<Value>,
    /// Values native code holds across a call into script code: collector roots.
    pub(crate) roots: Vec<Value>,
    /// The built-ins consuming a generator from the dispatch loop, one per
    /// [`FrameKind::GenConsume`] frame, innermost last (`consume.rs`); their accumulators are
    /// collector roots.
    pub(crate) consumers: Vec<consume::Consumer>,
    /// What the last nested `execute` returned or yielded, kept alive until the native code
    /// that asked for it has rooted it or made its next call back (a collector root).
    pub(crate) last_result: Value,
    /// Interned identifiers and their str objects.
    pub(crate) syms: crate::object::SymTable,
    /// Per code object, its `names` interned.
    pub(crate) code_syms: Vec<Vec<crate::object::Sym>>,
    /// The symbols the VM itself looks up (`__init__`, `__eq__`, ...).
    pub(crate) s: dunder::Syms,
    /// Class-level lookups: see [`attr::MethodCache`].
    pub(crate) mcache: attr::MethodCache,
    /// Whether a frozen dataclass exists (until then no assignment needs the frozen check).
    pub(crate) any_frozen: bool,
    /// The module objects imported so far, by the program's module index.
    pub(crate) modules: Vec<Option<Value>>,
    /// Module members made once per run (`Member::Made`).
    pub(crate) made: ahash::AHashMap<(u32, crate::object::Sym), Value>,
    /// State a native module keeps for the run (`re`'s cache of compiled patterns), by key.
    pub(crate) module_state: ahash::AHashMap<&'static str, Value>,
    /// Module sentinels made once per run (`dataclasses.MISSING`), by type.
    pub(crate) sentinels: ahash::AHashMap<TypeTag, Value>,
    /// The `_EnumDict` state of the enum class bodies running (`enums.rs`).
    pub(crate) enum_bodies: Vec<enums::EnumBody>,
    /// Instances whose dataclass `__repr__` is running (it prints `...` when re-entered).
    pub(crate) dc_repr_active: Vec<Handle>,
    /// Payload of the last NaN made (see [`Vm::float`]).
    nan_serial: u64,
    /// The host calls made so far, for a suspendable run (see [`crate::hostlog`]).
    pub(crate) host_log: Vec<crate::hostlog::HostCall>,
    /// How many of the replay's calls have been answered from it.
    pub(crate) replay_pos: usize,
    /// Output bytes still to drop (handed over before the run was suspended).
    skip_output: u64,
    /// The external call the run stopped at.
    pub(crate) suspended: Option<crate::hostlog::ExternalCall>,
}

/// Runs a compiled program to completion or to its first uncaught error or limit.
pub fn run(
    program: &Program,
    ctx: &RunContext<'_>,
    out: &mut dyn Write,
) -> (Result<Option<HostValue>, RunError>, Stats) {
    let report = run_logged(program, ctx, out);
    (report.result, report.stats)
}

/// What a suspendable run ([`RunContext::replay`] set) reports: besides the result and the
/// figures, every host call it made (the replayed ones first) and, when it stopped at an
/// external function, that call (the result is then `Err(RunError::Limit(Suspended))`).
#[derive(Debug)]
pub struct RunReport {
    /// The result, as [`run`] returns it.
    pub result: Result<Option<HostValue>, RunError>,
    /// The figures.
    pub stats: Stats,
    /// The host calls made, in order (empty for a plain run).
    pub host_calls: Vec<crate::hostlog::HostCall>,
    /// The external call the run stopped at.
    pub suspended: Option<crate::hostlog::ExternalCall>,
}

/// Runs a program as [`run`] does, reporting its host calls and where it suspended.
pub fn run_logged(program: &Program, ctx: &RunContext<'_>, out: &mut dyn Write) -> RunReport {
    let ctx = ctx.reborrow();
    run_inner(program, &ctx, out)
}

fn run_inner<'p>(
    program: &'p Program,
    ctx: &'p RunContext<'p>,
    out: &'p mut dyn Write,
) -> RunReport {
    let mut vm = Vm::new(program, ctx, out);
    let started = vm.start();
    vm.run_started(started)
}

impl Vm<'_> {
    /// Runs the module frame `started` pushed (after binding the inputs) to its end and
    /// reports it: a plain run's and a session step's common ending.
    fn run_started(&mut self, started: VmResult<()>) -> RunReport {
        let result = started
            .and_then(|()| self.bind_inputs())
            .and_then(|()| self.execute())
            .and_then(|exit| match exit {
                // The value of the last expression statement: its host form, if it has one.
                exec::Exit::Return(v) => Ok(self.host_arg(v, 0).ok()),
                exec::Exit::Yield(_) => Err(self.internal("the module yielded")),
            });
        // An uncaught exception is rendered before the output is flushed and the figures
        // are taken: its `__str__` is script code, which may print and must stay within the
        // limits.
        let result = result.map_err(|e| self.run_error_of(e));
        let flushed = self.flush().map_err(|e| self.run_error_of(e));
        let result = match (result, flushed) {
            (Ok(v), Ok(())) => Ok(v),
            (Err(e), _) | (Ok(_), Err(e)) => Err(e),
        };
        let stats = self.stats();
        let suspended = match result {
            Err(RunError::Limit(LimitKind::Suspended)) => self.suspended.take(),
            _ => None,
        };
        RunReport {
            result,
            stats,
            host_calls: std::mem::take(&mut self.host_log),
            suspended,
        }
    }
}

/// Instructions between two readings of the clock when the run has a deadline (a few
/// hundred microseconds of bytecode).
const FUEL_SLICE: u64 = 1 << 16;

/// Bytes allocated per unit of fuel (see [`Vm::charge`]): a plain instruction takes a few
/// nanoseconds, about what writing 32 bytes of fresh memory does.
pub const BYTES_PER_FUEL: u64 = 32;

impl<'p> Vm<'p> {
    fn new(prog: &'p Program, ctx: &'p RunContext<'p>, out: &'p mut dyn Write) -> Vm<'p> {
        let fuel_total = ctx.limits.max_instructions.unwrap_or(u64::MAX);
        let deadline = ctx
            .limits
            .max_duration
            .and_then(|d| std::time::Instant::now().checked_add(d));
        let (deadline, deadline_kind) = match (deadline, ctx.deadline) {
            (Some(a), Some(b)) if b < a => (Some(b), LimitKind::Deadline),
            (None, Some(b)) => (Some(b), LimitKind::Deadline),
            (a, _) => (a, LimitKind::Time),
        };
        // With a deadline or a cancel flag the fuel comes in slices, so that the clock and the
        // flag are read every FUEL_SLICE instructions at no cost to the others.
        let fuel = if deadline.is_some() || ctx.cancel.is_some() {
            fuel_total.min(FUEL_SLICE)
        } else {
            fuel_total
        };
        let mut heap = Heap::new();
        if let Some(seed) = ctx.hash_seed {
            heap.set_str_key(crate::hash::StrHashKey::from_seed(seed));
        }
        Vm {
            prog,
            ctx,
            heap,
            regs: Vec::new(),
            frames: Vec::new(),
            globals: vec![Value::Undef; prog.globals.len()],
            consts: Vec::new(),
            builtin_values: std::sync::Arc::new([]),
            chars: Vec::new(),
            empty_tuple: Value::None,
            index: ctx.natives.index(),
            method_cache: Vec::new(),
            fuel,
            fuel_reserve: fuel_total - fuel,
            fuel_start: fuel_total,
            deadline,
            deadline_kind,
            out,
            out_buf: Vec::new(),
            output_bytes: 0,
            depth: 0,
            repr_outer: Vec::new(),
            native_depth: 0,
            gc_blocked: 0,
            max_frames: ctx.limits.max_recursion as usize,
            handled: Vec::new(),
            roots: Vec::new(),
            consumers: Vec::new(),
            last_result: Value::None,
            syms: Default::default(),
            code_syms: Vec::new(),
            s: Default::default(),
            mcache: attr::MethodCache::new(),
            any_frozen: false,
            modules: Vec::new(),
            made: Default::default(),
            sentinels: Default::default(),
            enum_bodies: Vec::new(),
            module_state: Default::default(),
            dc_repr_active: Vec::new(),
            nan_serial: 0,
            host_log: Vec::new(),
            replay_pos: 0,
            skip_output: ctx.replay.map_or(0, |r| r.skip_output),
            suspended: None,
        }
    }

    /// Materializes constants and built-ins, and pushes the module frame.
    fn start(&mut self) -> VmResult<()> {
        self.start_at(0, 0, self.prog.codes.len())
    }

    /// The value of each of `prog`'s built-ins: the table's own, shared, when `prog` was
    /// compiled against the table's names; else checked name by name (a program compiled
    /// before a host function was added, or against another table, which is refused).
    fn builtin_values_of(&self, prog: &Program) -> VmResult<std::sync::Arc<[Value]>> {
        let (natives, index) = (self.ctx.natives, self.index);
        if index.compile_names.shared_by(&prog.builtins)
            && index.values.len() == prog.builtins.len()
        {
            return Ok(index.values.clone());
        }
        let mut values = Vec::with_capacity(prog.builtins.len());
        for (i, name) in prog.builtins.iter().enumerate() {
            match (natives.builtins.get(i), natives.builtin_value(i)) {
                (Some((n, _)), Some(v)) if n == name => values.push(v),
                _ => {
                    return Err(self.err(
                        TypeTag::RuntimeError,
                        format!("built-in table mismatch at '{name}'"),
                    ))
                }
            }
        }
        Ok(values.into())
    }

    /// Materializes the constants, method caches and names of codes `from..end` (a session's
    /// step: those before are its earlier steps', already made; those after, later steps')
    /// and, on a fresh VM, the built-ins; then pushes the frame of module code `entry`.
    fn start_at(&mut self, from: usize, entry: usize, end: usize) -> VmResult<()> {
        let prog = self.prog;
        let new_codes = prog.codes.get(from..end).unwrap_or(&[]);
        if from == 0 {
            // Made on first use (`new_str`): most runs use few of them.
            self.chars = vec![Value::Undef; 128];
            self.empty_tuple = self.alloc(Obj::Tuple(Vec::new()))?;
        }
        for code in new_codes {
            let per_name = code
                .names
                .iter()
                .map(|n| {
                    self.index
                        .by_name
                        .get(n.as_str())
                        .cloned()
                        .unwrap_or_default()
                })
                .collect();
            self.method_cache.push(per_name);
        }
        if from == 0 {
            let (base, syms) = dunder::Syms::shared();
            self.syms = crate::object::SymTable::over(base);
            self.s = syms;
        }
        for code in new_codes {
            let syms = code.names.iter().map(|n| self.syms.intern(n)).collect();
            self.code_syms.push(syms);
        }
        for code in new_codes {
            let mut vals = Vec::with_capacity(code.consts.len());
            for c in &code.consts {
                let v = self.const_value(c)?;
                vals.push(v);
            }
            self.consts.push(vals);
        }
        if self.builtin_values.is_empty() {
            self.builtin_values = self.builtin_values_of(prog)?;
        }
        let Some(module) = prog.codes.get(entry) else {
            return Ok(());
        };
        self.regs = vec![Value::Undef; module.nregs as usize];
        self.frames.push(Frame {
            code: entry as u32,
            pc: 0,
            base: 0,
            ret: 0,
            kind: FrameKind::Native,
            aux: NO_AUX,
            handled_base: 0,
        });
        Ok(())
    }

    fn const_value(&mut self, c: &Const) -> VmResult<Value> {
        Ok(match c {
            Const::None => Value::None,
            Const::Bool(b) => Value::Bool(*b),
            Const::Int(i) => Value::Int(*i),
            Const::Float(f) => Value::Float(*f),
            Const::BigInt(b) => self.new_bigint(b.clone())?,
            Const::Str(s) => self.new_str(s.clone())?,
            Const::Bytes(b) => self.new_bytes(b.clone())?,
            Const::Ellipsis => Value::Ellipsis,
            Const::Tuple(items) => {
                let mut v = Vec::new();
                for i in items {
                    v.push(self.const_value(i)?);
                }
                self.new_tuple(v)?
            }
            Const::FrozenSet(items) => {
                let mut keys = Vec::with_capacity(items.len());
                for i in items {
                    // New objects stay pinned until the first safe point; hashing and
                    // comparing constants never runs script code.
                    let v = self.const_value(i)?;
                    let h = self.hash(v)?;
                    keys.push((v, h));
                }
                let t = crate::set::SetTable::const_frozenset(keys, &mut |a, b| self.key_eq(a, b))?;
                self.set_from_table(t, true)?
            }
        })
    }

    fn stats(&self) -> Stats {
        Stats {
            instructions: self.fuel_start - self.fuel - self.fuel_reserve,
            allocations: self.heap.allocations,
            peak_live_bytes: self.heap.peak,
            output_bytes: self.output_bytes,
        }
    }

    // ----- the choke points -------------------------------------------------------------

    /// The fuel left to the run: a native loop that cannot charge as it goes (it holds a
    /// borrow of the heap) checks its own count against this before each piece of work,
    /// then charges the total.
    pub fn fuel_available(&self) -> u64 {
        self.fuel + self.fuel_reserve
    }

    /// The value a native module keeps under `key` for this run (a collector root).
    pub fn module_state(&self, key: &'static str) -> Option<Value> {
        self.module_state.get(key).copied()
    }

    /// Sets what a native module keeps under `key`.
    pub fn set_module_state(&mut self, key: &'static str, v: Value) {
        self.module_state.insert(key, v);
    }

    /// Charges `n` units of fuel for native work.
    #[inline]
    pub fn charge_fuel(&mut self, n: u64) -> VmResult<()> {
        if self.fuel < n {
            self.refuel(n)?;
        }
        self.fuel -= n;
        Ok(())
    }

    /// Makes at least `n` units available in the current slice, from the reserve, after
    /// checking the deadline. Out of fuel is the instruction limit; past the deadline, the
    /// time limit.
    #[cold]
    pub(crate) fn refuel(&mut self, n: u64) -> VmResult<()> {
        let total = self.fuel + self.fuel_reserve;
        if total < n {
            self.fuel = 0;
            self.fuel_reserve = 0;
            return Err(VmErr::Limit(LimitKind::Instructions));
        }
        if self
            .deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            return Err(VmErr::Limit(self.deadline_kind));
        }
        if self
            .ctx
            .cancel
            .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
        {
            return Err(VmErr::Limit(LimitKind::Cancelled));
        }
        self.fuel = total.min(FUEL_SLICE.max(n));
        self.fuel_reserve = total - self.fuel;
        Ok(())
    }

    /// Charges `bytes` before an allocation: collects first if the limit would be crossed,
    /// then refuses with MemoryError.
    ///
    /// Allocating also costs fuel, one unit and one more per [`BYTES_PER_FUEL`] bytes: filling, copying or
    /// building that much memory takes about as long as that many plain instructions, so
    /// every native operation whose work is proportional to what it makes (a copy, a
    /// repetition, a join, a split into many strings, a set union) is metered by the same
    /// rule, before the work.
    pub fn charge(&mut self, bytes: u64) -> VmResult<()> {
        if bytes > ADDRESS_SPACE {
            // No machine could satisfy it: CPython's own MemoryError, not our limit.
            return Err(self.err(TypeTag::MemoryError, String::new()));
        }
        let max = self.memory_cap();
        if self.heap.live.saturating_add(bytes) > max {
            self.gc();
            if self.heap.live.saturating_add(bytes) > max {
                return Err(self.memory_limit_error());
            }
        }
        // After the memory check (an allocation too big for the limit is a MemoryError, not a
        // question of time) and before the bytes count as live.
        self.charge_fuel(1 + bytes / BYTES_PER_FUEL)?;
        self.heap.account(bytes);
        Ok(())
    }

    /// Checks that `bytes` more could be charged (collecting first if needed), charging
    /// nothing: for a buffer that a native library grows by itself up to a known bound,
    /// whose real growth is charged right after (`charge_grow`).
    pub fn room_for(&mut self, bytes: u64) -> VmResult<()> {
        let max = self.memory_cap();
        if self.heap.live.saturating_add(bytes) > max {
            self.gc();
            if self.heap.live.saturating_add(bytes) > max {
                return Err(self.memory_limit_error());
            }
        }
        Ok(())
    }

    /// The recursion limit of the run (script frames; also native nesting of iterators).
    pub(crate) fn ctx_max_recursion(&self) -> u32 {
        self.ctx.limits.max_recursion
    }

    /// The script's file name, as the run was given it (`sys.argv[0]`).
    pub fn script_name(&self) -> &str {
        self.ctx.filename
    }

    /// The run's recursion limit now (`sys.getrecursionlimit()`): the host's, or lower if the
    /// script set it lower.
    pub fn recursion_limit(&self) -> u32 {
        self.max_frames as u32
    }

    /// The host's recursion limit, which the script cannot raise.
    pub fn recursion_cap(&self) -> u32 {
        self.ctx.limits.max_recursion
    }

    /// `sys.setrecursionlimit(n)` within the host's cap; false (and no change) above it.
    pub fn set_recursion_limit(&mut self, n: u32) -> bool {
        if n > self.ctx.limits.max_recursion {
            return false;
        }
        self.max_frames = n as usize;
        true
    }

    /// Script frames on the stack now: with [`Vm::recursion_limit`], how deep native code
    /// that CPython runs under `Py_EnterRecursiveCall` (json) may nest.
    pub fn frame_depth(&self) -> usize {
        self.frames.len()
    }

    /// The live-byte cap: the embedder's limit, or a backstop so that an unlimited run gets a
    /// MemoryError instead of an allocation failure that would abort the process.
    pub fn memory_cap(&self) -> u64 {
        self.ctx.limits.max_memory.unwrap_or(MEMORY_BACKSTOP)
    }

    /// Refuses one more heap object past the allocation limit.
    #[inline]
    pub(crate) fn check_allocations(&self) -> VmResult<()> {
        if let Some(max) = self.ctx.limits.max_allocations {
            if self.heap.allocations >= max {
                return Err(VmErr::Limit(LimitKind::Allocations));
            }
        }
        Ok(())
    }

    /// Puts an object on the heap (charged first).
    pub fn alloc(&mut self, obj: Obj) -> VmResult<Value> {
        self.check_allocations()?;
        let size = obj.size();
        self.charge(size)?;
        Ok(Value::Obj(self.heap.insert(obj, size)))
    }

    /// Charges `bytes` for growing object `h` in place.
    pub fn charge_grow(&mut self, h: Handle, bytes: u64) -> VmResult<()> {
        self.charge(bytes)?;
        self.heap.grow(h, bytes);
        Ok(())
    }

    /// Runs a full collection with every root: registers of live frames, the frames'
    /// generators, instances and namespaces, globals, constants, the exceptions being
    /// handled, what native code holds across calls into script code, and the interned names.
    pub fn gc(&mut self) {
        self.collect_garbage(true);
    }

    /// A full collection (`major`) or a minor one: the same roots either way.
    fn collect_garbage(&mut self, major: bool) {
        if self.gc_blocked > 0 {
            return;
        }
        let top = self.regs_top();
        let regs = self.regs.iter().take(top);
        let consts = self.consts.iter().flatten();
        let aux = self
            .frames
            .iter()
            .filter(|f| f.aux != NO_AUX)
            .map(|f| Value::Obj(f.aux));
        let roots = regs
            .chain(self.globals.iter())
            .chain(consts)
            .chain(self.chars.iter())
            .chain(std::iter::once(&self.empty_tuple))
            .chain(self.handled.iter())
            .chain(self.roots.iter())
            .chain(self.consumers.iter().map(|c| &c.acc))
            .chain(std::iter::once(&self.last_result))
            .chain(self.syms.values())
            .chain(self.modules.iter().flatten())
            .chain(self.made.values())
            .chain(self.sentinels.values())
            .chain(self.module_state.values())
            .copied()
            .chain(aux)
            .filter_map(|v| match v {
                Value::Obj(h) => Some(h),
                _ => None,
            });
        if major {
            self.heap.collect(roots);
        } else {
            self.heap.collect_minor(roots);
        }
        self.mcache.clear();
    }

    /// A safe point: collect if enough was allocated since the last collection; a full
    /// collection once the live bytes doubled since the last one, else a minor one.
    pub(crate) fn safe_point(&mut self) {
        let floor = self.heap.pin_floor;
        self.heap.pinned.truncate(floor);
        if self.heap.since_gc > self.heap.threshold {
            let major = self.heap.live > self.heap.major_at;
            self.collect_garbage(major);
        }
    }

    // ----- output -----------------------------------------------------------------------

    /// Writes script output (counted against `max_output`).
    pub fn write_out(&mut self, s: &str) -> VmResult<()> {
        let n = s.len() as u64;
        if let Some(max) = self.ctx.limits.max_output {
            if self.output_bytes + n > max {
                let room = max.saturating_sub(self.output_bytes) as usize;
                let cut = (0..=room.min(s.len()))
                    .rev()
                    .find(|&i| s.is_char_boundary(i))
                    .unwrap_or(0);
                self.out_buf
                    .extend_from_slice(s.get(..cut).unwrap_or("").as_bytes());
                self.output_bytes += cut as u64;
                return Err(VmErr::Limit(LimitKind::Output));
            }
        }
        self.charge_fuel(n / 64)?;
        self.output_bytes += n;
        self.out_buf.extend_from_slice(s.as_bytes());
        if self.out_buf.len() > 1 << 15 {
            self.flush()?;
        }
        Ok(())
    }

    /// Hands the output written so far to the run's writer (`print(..., flush=True)`,
    /// `sys.stdout.flush()`): without it output reaches the writer in chunks of 32 KiB and
    /// when the run ends, as CPython's block-buffered stdout does on a pipe.
    pub fn flush_out(&mut self) -> VmResult<()> {
        if self.out_buf.is_empty() {
            return Ok(());
        }
        self.flush()
    }

    fn flush(&mut self) -> VmResult<()> {
        // A replayed run drops the output it handed over before it was suspended.
        let skip = self.skip_output.min(self.out_buf.len() as u64) as usize;
        self.skip_output -= skip as u64;
        let r = self
            .out
            .write_all(self.out_buf.get(skip..).unwrap_or(&[]))
            .and_then(|()| self.out.flush());
        self.out_buf.clear();
        // A closed output (e.g. a broken pipe) ends the run like CPython's failed flush would,
        // reported as such (not as the output limit, which it is not).
        r.map_err(|_| VmErr::Limit(LimitKind::OutputClosed))
    }

    // ----- constructors -----------------------------------------------------------------

    /// A float value. A NaN result is a new NaN object in CPython (`x is y` and container
    /// comparisons tell two NaNs apart); Pyrite gives each new NaN its own payload bits, so
    /// identity (`is`, which compares bits) behaves the same.
    #[inline(always)]
    pub fn float(&mut self, f: f64) -> Value {
        if f.is_nan() {
            Value::Float(self.fresh_nan(f.is_sign_negative()))
        } else {
            Value::Float(f)
        }
    }

    /// A quiet NaN with a payload no other NaN of this run has.
    pub fn fresh_nan(&mut self, negative: bool) -> f64 {
        self.nan_serial = self.nan_serial.wrapping_add(1);
        let payload = self.nan_serial & 0x0007_ffff_ffff_ffff;
        let sign = if negative { 1u64 << 63 } else { 0 };
        f64::from_bits(sign | 0x7ff8_0000_0000_0000 | payload)
    }

    /// A new str value.
    pub fn new_str(&mut self, s: String) -> VmResult<Value> {
        let ascii = match s.as_bytes() {
            &[b] => Some(b as usize),
            _ => None,
        };
        if let Some(b) = ascii {
            match self.chars.get(b) {
                Some(&Value::Undef) | None => {}
                Some(&v) => return Ok(v),
            }
        }
        self.charge_fuel(s.len() as u64 / 64)?;
        let mut s = s;
        let spare = s.capacity() - s.len();
        if spare > 64 && spare > s.capacity() / 4 {
            // Over a quarter unused: give it back rather than charge it.
            s.shrink_to_fit();
        }
        let v = self.alloc(Obj::Str(PyStr::new(s)))?;
        if let Some(slot) = ascii.and_then(|b| self.chars.get_mut(b)) {
            *slot = v;
        }
        Ok(v)
    }

    /// An int value from a bigint (demoted to an inline int when it fits).
    pub fn new_bigint(&mut self, b: BigInt) -> VmResult<Value> {
        match i64::try_from(&b) {
            Ok(i) => Ok(Value::Int(i)),
            Err(_) => self.alloc(Obj::BigInt(b)),
        }
    }

    /// A new list.
    pub fn new_list(&mut self, v: Vec<Value>) -> VmResult<Value> {
        self.alloc(Obj::List(v))
    }

    /// A new tuple.
    pub fn new_tuple(&mut self, v: Vec<Value>) -> VmResult<Value> {
        if v.is_empty() && self.empty_tuple != Value::None {
            return Ok(self.empty_tuple);
        }
        self.alloc(Obj::Tuple(v))
    }

    /// A new empty dict.
    pub fn new_dict(&mut self) -> VmResult<Value> {
        self.alloc(Obj::Dict(Box::new(crate::dict::Dict::new())))
    }

    // ----- inspection -------------------------------------------------------------------

    /// The built-in type of a value (for an instance of a script class, the built-in type
    /// its layout extends: `object`, or its exception base).
    pub fn type_tag(&self, v: Value) -> TypeTag {
        match v {
            Value::Undef | Value::None => TypeTag::NoneType,
            Value::Bool(_) => TypeTag::Bool,
            Value::Int(_) => TypeTag::Int,
            Value::Float(_) => TypeTag::Float,
            Value::Builtin(_) => TypeTag::BuiltinFunction,
            Value::Type(_) => TypeTag::Type,
            Value::Ellipsis => TypeTag::Ellipsis,
            Value::NotImplemented => TypeTag::NotImplementedType,
            Value::Obj(h) => match self.heap.get(h) {
                Obj::Str(_) => TypeTag::Str,
                Obj::Bytes(_) => TypeTag::Bytes,
                Obj::ByteArray(_) => TypeTag::ByteArray,
                Obj::BigInt(_) => TypeTag::Int,
                Obj::List(_) => TypeTag::List,
                Obj::Tuple(_) => TypeTag::Tuple,
                Obj::Dict(_) => TypeTag::Dict,
                Obj::Range { .. } | Obj::BigRange(_) => TypeTag::Range,
                Obj::Slice { .. } => TypeTag::Slice,
                Obj::Function(_) => TypeTag::Function,
                Obj::BoundMethod { recv, method } => {
                    let base = self.type_tag(self.unwrap_payload(*recv));
                    if self.bound_as_function(*recv, *method).is_some() {
                        TypeTag::Function
                    } else if self.py_method_qualname(*recv, *method).is_some() {
                        // CPython writes it in Python: a bound `method`.
                        TypeTag::Method
                    } else if self.is_slot_wrapper(base, *method) {
                        TypeTag::MethodWrapper
                    } else {
                        TypeTag::BuiltinFunction
                    }
                }
                Obj::MethodDescriptor { tag, method } => {
                    if self.is_slot_wrapper(*tag, *method) {
                        TypeTag::WrapperDescriptor
                    } else {
                        TypeTag::MethodDescriptor
                    }
                }
                Obj::Method { .. } => TypeTag::Method,
                Obj::Cell(_) => TypeTag::Cell,
                Obj::Class(_) => TypeTag::Type,
                // An exception's tag; `Object` for other instances, those of subclasses of
                // built-in types included (their value is reached through `Vm::payload`,
                // never by a caller that tests the tag and reads the object).
                Obj::Instance(i) => match self.base_tag(i.class) {
                    t if t.is_exception() => t,
                    _ => TypeTag::Object,
                },
                Obj::Namespace(_) => TypeTag::Dict,
                Obj::Generator(_) => TypeTag::Generator,
                Obj::Module(_) => TypeTag::Module,
                Obj::Property(_) => TypeTag::Property,
                Obj::StaticMethod(_) => TypeTag::StaticMethod,
                Obj::ClassMethod(_) => TypeTag::ClassMethod,
                Obj::Super(_) => TypeTag::Super,
                Obj::Traceback(_) => TypeTag::Traceback,
                Obj::Alias(a) => a.type_tag(),
                Obj::Synth { .. } | Obj::DcWrap(_) => TypeTag::Function,
                Obj::DcField(_) => TypeTag::DcField,
                Obj::Sentinel(t) => *t,
                Obj::Set(_) => TypeTag::Set,
                Obj::FrozenSet(_) => TypeTag::FrozenSet,
                Obj::Iter(it) => crate::iter::iter_tag(self, it),
                Obj::Lib(o) => o.type_tag(),
                Obj::View { view, .. } => match view {
                    crate::heap::DictView::Keys => TypeTag::DictKeys,
                    crate::heap::DictView::Values => TypeTag::DictValues,
                    crate::heap::DictView::Items => TypeTag::DictItems,
                },
                Obj::Free => TypeTag::NoneType,
            },
        }
    }

    /// The type name of a value, as error messages print it (a script class's `__name__`).
    pub fn type_name(&self, v: Value) -> &str {
        if let Value::Obj(h) = v {
            if let Obj::Instance(i) = self.heap.get(h) {
                if let Value::Obj(c) = i.class {
                    if let Obj::Class(c) = self.heap.get(c) {
                        return &c.name;
                    }
                }
            }
        }
        if let Value::Type(t) = self.class_of(v) {
            match t {
                TypeTag::Counter => return "Counter",
                TypeTag::DefaultDict => return "collections.defaultdict",
                TypeTag::OrderedDict => return "collections.OrderedDict",
                _ => {}
            }
        }
        match self.type_tag(v) {
            // C types whose `tp_name` carries their module.
            TypeTag::GenericAlias => "types.GenericAlias",
            TypeTag::UnionType => "types.UnionType",
            TypeTag::Partial => "functools.partial",
            TypeTag::LruCacheWrapper => "functools._lru_cache_wrapper",
            TypeTag::KeyWrapper => "functools.KeyWrapper",
            TypeTag::TextIOWrapper => "_io.TextIOWrapper",
            TypeTag::VersionInfo => "sys.version_info",
            TypeTag::FloatInfo => "sys.float_info",
            TypeTag::IntInfo => "sys.int_info",
            TypeTag::TimeDelta => "datetime.timedelta",
            TypeTag::Date => "datetime.date",
            TypeTag::DateTime => "datetime.datetime",
            TypeTag::Time => "datetime.time",
            TypeTag::TzInfo => "datetime.tzinfo",
            TypeTag::TimeZone => "datetime.timezone",
            TypeTag::IsoCalendarDate => "datetime.IsoCalendarDate",
            TypeTag::Decimal => "decimal.Decimal",
            TypeTag::DecContext => "decimal.Context",
            TypeTag::DecContextManager => "decimal.ContextManager",
            TypeTag::RePattern => "re.Pattern",
            TypeTag::ReMatch => "re.Match",
            TypeTag::ReScanner => "_sre.SRE_Scanner",
            t if t.is_itertools() => crate::libobj::itertools_tp_name(t),
            t @ (TypeTag::Deque
            | TypeTag::DequeIter
            | TypeTag::DequeRevIter
            | TypeTag::ItemGetter
            | TypeTag::AttrGetter
            | TypeTag::MethodCaller
            | TypeTag::CopyMemo
            | TypeTag::TeeData) => crate::libobj::itertools_tp_name(t),
            t => t.name(),
        }
    }

    /// The text of a str value. Every reader of a string's text goes through this or
    /// [`Vm::as_pystr`]: a string may be a view of a longer buffer (see `strbuf`).
    #[inline]
    pub fn as_str(&self, v: Value) -> Option<&str> {
        self.as_pystr(v).map(|r| r.as_str())
    }

    /// The str object of a value, resolved: its text, length and character index. An
    /// instance of a class extending `str` reads as the str it carries (what CPython's
    /// `PyUnicode_Check` accepts as an argument); code choosing between a str and an
    /// instance's special methods tests the object itself, never this.
    #[inline]
    pub fn as_pystr(&self, v: Value) -> Option<StrRef<'_>> {
        match v {
            Value::Obj(h) => match self.heap.str_ref(h) {
                None => match self.heap.get(h) {
                    Obj::Instance(i) => match i.payload {
                        Value::Obj(p) => self.heap.str_ref(p),
                        _ => None,
                    },
                    _ => None,
                },
                r => r,
            },
            _ => None,
        }
    }

    /// The text of a value that is exactly a str (not an instance of a subclass, whose
    /// `__str__` may differ): for the fast paths of `print` and `str()`.
    #[inline]
    pub fn exact_str(&self, v: Value) -> Option<&str> {
        match v {
            Value::Obj(h) => self.heap.str_ref(h).map(|r| r.as_str()),
            _ => None,
        }
    }

    /// The heap object of a value.
    pub fn obj(&self, v: Value) -> Option<&Obj> {
        match v {
            Value::Obj(h) => Some(self.heap.get(h)),
            _ => None,
        }
    }

    /// Mutable heap object of a value.
    pub fn obj_mut(&mut self, v: Value) -> Option<&mut Obj> {
        match v {
            Value::Obj(h) => self.heap.get_mut(h),
            _ => None,
        }
    }

    /// An int value as a bigint (`None` if not an int or bool); an instance of a class
    /// extending `int` gives the int it carries (an argument CPython's `PyLong_Check` takes).
    pub fn to_bigint(&self, v: Value) -> Option<BigInt> {
        let v = self.int_payload(v).unwrap_or(v);
        match v {
            Value::Int(i) => Some(BigInt::from(i)),
            Value::Bool(b) => Some(BigInt::from(b as i64)),
            Value::Obj(h) => match self.heap.get(h) {
                Obj::BigInt(b) => Some(b.clone()),
                // A `re.RegexFlag` is an int (`re.I.real` is 2).
                Obj::Lib(l) => match **l {
                    crate::libobj::LibObj::ReFlag(f) => Some(BigInt::from(f)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// An int value as `i64` when it is an int that fits.
    pub fn to_i64(&self, v: Value) -> Option<i64> {
        match v {
            Value::Int(i) => Some(i),
            Value::Bool(b) => Some(b as i64),
            // An int subclass's instance: the int it carries (an argument, `PyLong_Check`).
            Value::Obj(_) => match self.int_payload(v) {
                Some(Value::Int(i)) => Some(i),
                Some(Value::Bool(b)) => Some(b as i64),
                _ => None,
            },
            _ => None,
        }
    }

    /// The int an instance of a class extending `int` carries (a `re.RegexFlag`: its value);
    /// `None` for any other value.
    #[inline]
    pub fn int_payload(&self, v: Value) -> Option<Value> {
        match self.obj(v)? {
            Obj::Instance(i) if i.payload != Value::Undef && self.is_int(i.payload) => {
                Some(i.payload)
            }
            // A `re.RegexFlag` is an `int` subclass's instance too (`lst[re.I]`).
            Obj::Lib(l) => match **l {
                crate::libobj::LibObj::ReFlag(f) => Some(Value::Int(f)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The number an instance of a class extending `int` or `float` carries; `None` for
    /// any other value.
    #[inline]
    pub fn num_payload(&self, v: Value) -> Option<Value> {
        self.payload(v)
            .filter(|p| matches!(p, Value::Float(_)) || self.is_int(*p))
    }

    /// True for int, bool and bigint values.
    pub fn is_int(&self, v: Value) -> bool {
        match v {
            Value::Int(_) | Value::Bool(_) => true,
            Value::Obj(h) => matches!(self.heap.get(h), Obj::BigInt(_)),
            _ => false,
        }
    }

    /// An index argument: an int that fits `i64` (else TypeError/IndexError as CPython);
    /// an instance of a class extending `int` gives the int it carries (`PyNumber_Index`
    /// takes any int subclass as it is).
    pub fn index_arg(&self, v: Value, what: &str) -> VmResult<i64> {
        let v = self.int_payload(v).unwrap_or(v);
        match v {
            Value::Int(i) => Ok(i),
            Value::Bool(b) => Ok(b as i64),
            Value::Obj(h) if matches!(self.heap.get(h), Obj::BigInt(_)) => Err(self.err(
                TypeTag::IndexError,
                format!("cannot fit 'int' into an index-sized integer{what}"),
            )),
            _ => Err(self.err(
                TypeTag::TypeError,
                format!(
                    "'{}' object cannot be interpreted as an integer",
                    self.type_name(v)
                ),
            )),
        }
    }

    /// The name the program's module `idx` is imported by.
    pub(crate) fn prog_module_name(&self, idx: usize) -> &'p str {
        self.prog.modules.get(idx).map_or("?", |s| s.as_str())
    }

    /// The name of a code object's function.
    pub fn code_name(&self, code: u32) -> &'p str {
        self.prog
            .codes
            .get(code as usize)
            .map_or("?", |c| c.name.as_str())
    }

    /// The qualified name of code object `code` (`outer.<locals>.inner`).
    pub fn code_qualname(&self, code: u32) -> String {
        self.prog
            .codes
            .get(code as usize)
            .map_or("?".to_string(), |c| c.qualname.clone())
    }

    /// The native method named by `names[name]` of code `ci` for a receiver of type `tag`.
    pub(crate) fn cached_method(&self, ci: usize, name: usize, tag: TypeTag) -> Option<NativeFn> {
        let cands = self.method_cache.get(ci)?.get(name)?;
        let mut t = tag;
        loop {
            if let Some((_, f)) = cands.iter().find(|(mt, _)| *mt == t) {
                return Some(*f);
            }
            if t == TypeTag::Object {
                return None;
            }
            t = t.parent();
        }
    }

    /// The native method of exactly type `tag` (not its bases) named `name`.
    pub fn find_method_exact(&self, tag: TypeTag, name: &str) -> Option<u32> {
        self.index
            .methods
            .get(&tag)
            .and_then(|m| m.get(name))
            .copied()
    }

    /// A native data attribute (`NativeTable::getters`) by receiver type and name, walking
    /// base types.
    pub fn find_getter(&self, tag: TypeTag, name: &str) -> Option<crate::natives::NativeFn> {
        let mut t = tag;
        loop {
            if let Some(f) = self.index.getters.get(&t).and_then(|m| m.get(name)) {
                return Some(*f);
            }
            if t == TypeTag::Object {
                return None;
            }
            t = t.parent();
        }
    }

    /// Calls the native method `name` of `recv`'s type (one the surface table lists for it,
    /// such as `re.Match.__getitem__` behind `m[g]`).
    pub fn call_native_method(
        &mut self,
        recv: Value,
        name: &str,
        args: &[Value],
    ) -> VmResult<Value> {
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(recv);
        all.extend_from_slice(args);
        self.call_native_method_kw(recv, name, &all, &[])
    }

    /// [`Vm::call_native_method`] with keyword arguments; `all` holds `recv` first.
    pub(crate) fn call_native_method_kw(
        &mut self,
        recv: Value,
        name: &str,
        all: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        let tag = self.type_tag(recv);
        let f = self
            .find_method_exact(tag, name)
            .and_then(|i| self.ctx.natives.methods.get(i as usize))
            .map(|m| m.2);
        let Some(f) = f else {
            return Err(self.internal("no such native method"));
        };
        f(self, all, kws)
    }

    /// Looks a native method up by receiver type and name (walking base types).
    pub fn find_method(&self, tag: TypeTag, name: &str) -> Option<u32> {
        let mut t = tag;
        loop {
            if let Some(i) = self.index.methods.get(&t).and_then(|m| m.get(name)) {
                return Some(*i);
            }
            if t == TypeTag::Object {
                return None;
            }
            t = t.parent();
        }
    }
}

impl Vm<'_> {
    /// The program's code objects.
    pub(crate) fn prog_codes(&self) -> &[pyrite_lang::bytecode::Code] {
        &self.prog.codes
    }

    /// The name of module `id` of the native table.
    pub(crate) fn module_name(&self, id: u32) -> &'static str {
        self.ctx
            .natives
            .modules
            .get(id as usize)
            .map_or("?", |m| m.name)
    }

    /// The name of built-in `i`.
    pub fn builtin_name(&self, i: u32) -> Option<&str> {
        self.ctx
            .natives
            .builtins
            .get(i as usize)
            .map(|(n, _)| n.as_str())
    }

    /// A built-in function's module and `__name__`: `math.sqrt` is registered under its
    /// qualified name, and is `sqrt` of module `math`; a plain built-in is of `builtins`.
    pub fn builtin_parts(&self, i: u32) -> (&str, &str) {
        let full = self.builtin_name(i).unwrap_or("?");
        full.rsplit_once('.').unwrap_or(("builtins", full))
    }

    /// The name of native method `m`.
    pub fn method_name(&self, m: u32) -> &'static str {
        self.ctx
            .natives
            .methods
            .get(m as usize)
            .map_or("?", |(_, n, _)| n)
    }

    /// The `__qualname__` of native method `m` bound to `recv` when CPython's is a Python
    /// function (`Counter.most_common`, `Template.substitute`): bound, it is a `method`.
    pub(crate) fn py_method_qualname(&self, recv: Value, m: u32) -> Option<&'static str> {
        crate::cpython_attrs::py_method(self.type_name(recv), self.method_name(m))
    }

    /// The `__qualname__` of native method `m` bound to `recv` when CPython's is a plain
    /// function stored on the object: a singledispatch function's `register` and `dispatch`.
    pub(crate) fn bound_as_function(&self, recv: Value, m: u32) -> Option<&'static str> {
        match (self.type_name(recv), self.method_name(m)) {
            ("function", "register") => Some("singledispatch.<locals>.register"),
            ("function", "dispatch") => Some("singledispatch.<locals>.dispatch"),
            _ => None,
        }
    }

    /// True if native method `m` of type `t` is what CPython implements as a slot wrapper
    /// (`int.__add__`): bound, a `method-wrapper`; through the type, a `wrapper_descriptor`.
    pub(crate) fn is_slot_wrapper(&self, t: TypeTag, m: u32) -> bool {
        let name = self.method_name(m);
        name.starts_with("__")
            && crate::cpython_attrs::lists(
                crate::cpython_attrs::CPYTHON_SLOT_WRAPPERS,
                t.name(),
                name,
            )
    }
}
