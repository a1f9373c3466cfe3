//! Sessions: a sequence of steps sharing one heap and one set of globals, each run under its
//! own fuel, output and time (the memory limit bounds the heap, so the session as a whole).
//!
//! A step is a program compiled against the steps before it (`pyrite_lang::compile::
//! compile_step`: earlier code objects, global slots and module indices keep theirs), whose
//! module code is `entry`. Between steps nothing runs: no frame, no register, no exception
//! being handled; what remains is the heap and the tables bound to it ([`SessionState`]),
//! which [`run_step`] moves into a fresh VM and back out. What a step changed cannot be
//! undone here: a caller that drops a step (one that hit a limit) drops the state with it
//! and rebuilds one by running the kept steps again (they are deterministic).

use std::io::Write;

use pyrite_lang::bytecode::Program;

use super::{attr, dunder, RunContext, RunReport, Vm};
use crate::heap::Heap;
use crate::natives::MethodCands;
use crate::object::{Sym, SymTable};
use crate::value::{TypeTag, Value};

/// What a session keeps between steps: the heap and every table whose values live in it.
pub struct SessionState {
    heap: Heap,
    globals: Vec<Value>,
    consts: Vec<Vec<Value>>,
    builtin_values: std::sync::Arc<[Value]>,
    chars: Vec<Value>,
    empty_tuple: Value,
    method_cache: Vec<Vec<MethodCands>>,
    syms: SymTable,
    code_syms: Vec<Vec<Sym>>,
    s: dunder::Syms,
    any_frozen: bool,
    modules: Vec<Option<Value>>,
    made: ahash::AHashMap<(u32, Sym), Value>,
    module_state: ahash::AHashMap<&'static str, Value>,
    sentinels: ahash::AHashMap<TypeTag, Value>,
    nan_serial: u64,
    max_frames: usize,
}

impl SessionState {
    /// The heap's live bytes (what the memory limit bounds).
    pub fn live_bytes(&self) -> u64 {
        self.heap.live
    }

    /// How many code objects the state has materialized (those of the steps run so far).
    pub fn codes(&self) -> usize {
        self.consts.len()
    }
}

/// Runs one step of a session: `program`'s codes `codes` are the step's, the first its module
/// body, on `state` (the steps before it, which made the codes before `codes.start`; `None`
/// for the first), with `ctx`'s inputs bound as globals first. The
/// figures are the step's own (instructions, allocations, output; peak live bytes counts the
/// whole heap). Returns the report and the state after the step, `None` if the step could
/// not even start (`codes` does not follow the codes the state has). The state is returned whatever the outcome; the caller decides whether to keep it.
pub fn run_step(
    program: &Program,
    codes: std::ops::Range<usize>,
    ctx: &RunContext<'_>,
    state: Option<SessionState>,
    out: &mut dyn Write,
) -> (RunReport, Option<SessionState>) {
    let ctx = ctx.reborrow();
    step_inner(program, codes, &ctx, state, out)
}

fn step_inner<'p>(
    program: &'p Program,
    codes: std::ops::Range<usize>,
    ctx: &'p RunContext<'p>,
    state: Option<SessionState>,
    out: &'p mut dyn Write,
) -> (RunReport, Option<SessionState>) {
    let from = state.as_ref().map_or(0, SessionState::codes);
    let fits = from == codes.start && codes.start < codes.end && codes.end <= program.codes.len();
    let mut vm = Vm::new(program, ctx, out);
    if let Some(st) = state {
        vm.restore(st, program.globals.len());
    }
    let result = if fits {
        vm.start_at(codes.start, codes.start, codes.end)
    } else {
        Err(vm.internal("a session step does not extend the session's program"))
    };
    let report = vm.run_started(result);
    let state = fits.then(|| vm.into_state());
    (report, state)
}

impl Vm<'_> {
    /// Moves a session's state into this fresh VM, with room for `nglobals` globals; the
    /// step's figures start from zero (peak live bytes from what the heap holds).
    fn restore(&mut self, st: SessionState, nglobals: usize) {
        self.heap = st.heap;
        self.heap.allocations = 0;
        self.heap.peak = self.heap.live;
        self.globals = st.globals;
        self.globals
            .resize(nglobals.max(self.globals.len()), Value::Undef);
        self.consts = st.consts;
        self.builtin_values = st.builtin_values;
        self.chars = st.chars;
        self.empty_tuple = st.empty_tuple;
        self.method_cache = st.method_cache;
        self.syms = st.syms;
        self.code_syms = st.code_syms;
        self.s = st.s;
        self.any_frozen = st.any_frozen;
        self.modules = st.modules;
        self.made = st.made;
        self.module_state = st.module_state;
        self.sentinels = st.sentinels;
        self.nan_serial = st.nan_serial;
        // The script's own `sys.setrecursionlimit` lasts, never above the host's limit.
        self.max_frames = st.max_frames.min(self.ctx.limits.max_recursion as usize);
    }

    /// What outlives the step. Its frames have returned or unwound, so what they held is
    /// garbage the next collection frees.
    fn into_state(mut self) -> SessionState {
        self.mcache = attr::MethodCache::new();
        SessionState {
            heap: self.heap,
            globals: self.globals,
            consts: self.consts,
            builtin_values: self.builtin_values,
            chars: self.chars,
            empty_tuple: self.empty_tuple,
            method_cache: self.method_cache,
            syms: self.syms,
            code_syms: self.code_syms,
            s: self.s,
            any_frozen: self.any_frozen,
            modules: self.modules,
            made: self.made,
            module_state: self.module_state,
            sentinels: self.sentinels,
            nan_serial: self.nan_serial,
            max_frames: self.max_frames,
        }
    }
}
