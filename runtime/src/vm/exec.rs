//! The dispatch loop.
//!
//! Rules of the hot loop:
//! 1. Fuel: every instruction costs 1, taken before it runs; native work charges more through
//!    `Vm::charge_fuel`. Running out ends the run (`Limit`), never catchable.
//! 2. Safe points: the collector runs only at `Vm::safe_point` (backward jumps and calls) or
//!    inside a charge, where objects created since the last safe point are pinned. Native code
//!    that holds handles across a call into script code roots them (`Vm::roots`).
//! 3. `code`, `pc` and `base` are locals; the top frame's `pc` is stored before anything that
//!    can push a frame or fail (tracebacks and handlers read it), and reloaded after frames
//!    change (`reload!`).
//! 4. Registers live in one vector that may grow on a call: never hold a reference into it
//!    across a call; index it again.
//! 5. Script calls push a frame and continue the loop: no native recursion per script call.
//!    The same holds for `__init__`, property getters, class bodies and generators resumed by
//!    `for` or `yield from`: each is a frame whose [`FrameKind`] says where its result goes.
//! 6. Calls back into script code from native code (a `key=` function, a user `__eq__` in a
//!    dict lookup, `list(generator)`) go through `Vm::call_function` (`callback.rs`): a nested
//!    `execute` that returns when its first frame does. Nesting is capped (RecursionError) and
//!    each level runs with stack room guaranteed (`stacker`), so no embedder's thread can
//!    overflow; fuel and limits apply inside as everywhere. Such a call is marked
//!    `// CALLBACK` where it happens: every local holding a register index or a heap
//!    reference is stale after it.
//! 7. Errors unwind through the code's exception table (`unwind.rs`): a handler in the frame
//!    takes it, or the frame is popped and the caller's instruction fails in turn, up to the
//!    frame that started this `execute`. Limits skip every handler and `finally`.
//! 8. Nothing here may suspend for the host: a host suspension inside a call from native code
//!    is refused (see `callback.rs`), so a suspended run is always plain data.

use num_bigint::BigInt;
use pyrite_lang::bytecode::{BinKind, CmpKind, Code, Instr, UnKind};
use smallvec::SmallVec;

use crate::api::LimitKind;

use super::consume::ConsumeOp;
use super::{FrameKind, Vm, VmErr, VmResult, NO_AUX};
use crate::heap::Obj;
use crate::value::{TypeTag, Value};

/// How an `execute` ended: its first frame returned, or (a generator) yielded.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Exit {
    /// The frame returned this value.
    Return(Value),
    /// The generator frame yielded this value.
    Yield(Value),
}

impl<'p> Vm<'p> {
    #[cold]
    #[inline(never)]
    pub(crate) fn internal(&self, what: &str) -> VmErr {
        self.err(TypeTag::SystemError, format!("internal error: {what}"))
    }

    /// Runs from the top frame until the frame that started this `execute` (a
    /// [`FrameKind::Native`] or [`FrameKind::GenNative`] frame) returns or yields.
    pub(crate) fn execute(&mut self) -> VmResult<Exit> {
        let prog = self.prog;
        'outer: loop {
            let Some(top) = self.frames.last().copied() else {
                return Ok(Exit::Return(Value::None));
            };
            let Some(mut code) = prog.codes.get(top.code as usize) else {
                return Err(self.internal("bad code index"));
            };
            let mut ci = top.code as usize;
            let mut pc = top.pc as usize;
            let mut base = top.base as usize;
            let mut err = 'inner: loop {
                macro_rules! tri {
                    ($e:expr) => {
                        match $e {
                            Ok(v) => v,
                            Err(e) => break 'inner e,
                        }
                    };
                }
                macro_rules! reg {
                    ($r:expr) => {
                        match self.regs.get(base + $r as usize) {
                            Some(v) => *v,
                            None => break 'inner self.internal("register out of range"),
                        }
                    };
                }
                macro_rules! set {
                    ($r:expr, $v:expr) => {{
                        let v = $v;
                        match self.regs.get_mut(base + $r as usize) {
                            Some(s) => *s = v,
                            None => break 'inner self.internal("register out of range"),
                        }
                    }};
                }
                macro_rules! jump_next {
                    () => {
                        match code.instrs.get(pc) {
                            Some(Instr::Jump { target }) => pc = *target as usize,
                            _ => break 'inner self.internal("missing jump"),
                        }
                    };
                }
                macro_rules! save_pc {
                    () => {
                        if let Some(f) = self.frames.last_mut() {
                            f.pc = pc as u32;
                        }
                    };
                }
                // A comparison's truth: two small ints inline, anything else (which may call a
                // user `__lt__`) after saving the pc.
                macro_rules! test {
                    ($op:expr, $x:expr, $y:expr) => {{
                        let (op, x, y) = ($op, $x, $y);
                        let quick = match (x, y) {
                            (Value::Int(p), Value::Int(q)) => cmp_i64(op, p, q),
                            _ => None,
                        };
                        match quick {
                            Some(b) => b,
                            None => {
                                save_pc!();
                                tri!(self.compare_fast(op, x, y)) // CALLBACK
                            }
                        }
                    }};
                }
                macro_rules! reload {
                    () => {{
                        let Some(f) = self.frames.last().copied() else {
                            return Ok(Exit::Return(Value::None));
                        };
                        match prog.codes.get(f.code as usize) {
                            Some(c) => code = c,
                            None => break 'inner self.internal("bad code index"),
                        }
                        ci = f.code as usize;
                        pc = f.pc as usize;
                        base = f.base as usize;
                    }};
                }
                // The top frame, a generator, yields `v` (the pc saved) to what resumed it;
                // what is sent back arrives in register `dst`. A built-in consuming the
                // generator (`consume.rs`) may take `v` with the frame left running: it goes
                // on at once, as `next()` would resume it.
                macro_rules! yield_on {
                    ($v:expr, $dst:expr) => {{
                        let (v, dst) = ($v, $dst);
                        match self.frames.last().map(|f| f.kind) {
                            Some(FrameKind::GenConsume) if tri!(self.feed_quick(v)) => {
                                set!(dst, Value::None);
                                continue;
                            }
                            Some(FrameKind::GenFor)
                                if self.yield_for_quick(v, dst, code.nregs as usize) =>
                            {
                                reload!();
                                continue;
                            }
                            _ => {}
                        }
                        match self.yield_value(v, Some(dst)) {
                            Ok(Some(exit)) => return Ok(exit),
                            Ok(None) => reload!(),
                            Err(e) => break 'inner self.yield_error(&mut pc, e),
                        }
                    }};
                }
                // A call that either produced its value or pushed a frame.
                macro_rules! called {
                    ($r:expr, $dst:expr) => {
                        match tri!($r) {
                            Some(v) => set!($dst, v),
                            None => reload!(),
                        }
                    };
                }

                if self.fuel == 0 {
                    // The slice is spent: below, the reserve refills it (after a look at the
                    // clock) or the run ends.
                    break 'inner VmErr::Limit(LimitKind::Instructions);
                }
                self.fuel -= 1;
                let Some(&ins) = code.instrs.get(pc) else {
                    break 'inner self.internal("pc out of range");
                };
                pc += 1;
                match ins {
                    Instr::Data(_) => {}
                    Instr::LoadConst { dst, idx } => {
                        let v = self
                            .consts
                            .get(ci)
                            .and_then(|c| c.get(idx as usize))
                            .copied()
                            .unwrap_or(Value::None);
                        set!(dst, v);
                    }
                    Instr::LoadInt { dst, imm } => set!(dst, Value::Int(imm as i64)),
                    Instr::LoadNone { dst } => set!(dst, Value::None),
                    Instr::LoadBool { dst, val } => set!(dst, Value::Bool(val)),
                    Instr::Move { dst, src } => {
                        let v = reg!(src);
                        set!(dst, v);
                    }
                    Instr::LoadGlobal { dst, slot } => {
                        let v = self
                            .globals
                            .get(slot as usize)
                            .copied()
                            .unwrap_or(Value::Undef);
                        let v = if v == Value::Undef {
                            tri!(self.global_fallback(slot))
                        } else {
                            v
                        };
                        set!(dst, v);
                    }
                    Instr::StoreGlobal { src, slot } => {
                        let v = reg!(src);
                        if let Some(g) = self.globals.get_mut(slot as usize) {
                            *g = v;
                        }
                    }
                    Instr::DelGlobal { slot } => match self.globals.get_mut(slot as usize) {
                        Some(g) if *g != Value::Undef => *g = Value::Undef,
                        _ => break 'inner self.name_error(slot),
                    },
                    Instr::LoadBuiltin { dst, idx } => {
                        let v = self
                            .builtin_values
                            .get(idx as usize)
                            .copied()
                            .unwrap_or(Value::None);
                        set!(dst, v);
                    }
                    Instr::CheckBound { reg, name } => {
                        if reg!(reg) == Value::Undef {
                            break 'inner self.unbound_local(code, name as usize);
                        }
                    }
                    Instr::DelLocal { reg } => set!(reg, Value::Undef),
                    Instr::Add { dst, a, b } => {
                        let v = match (reg!(a), reg!(b)) {
                            (Value::Int(x), Value::Int(y)) => match x.checked_add(y) {
                                Some(s) => Value::Int(s),
                                None => tri!(self.new_bigint(BigInt::from(x) + y)),
                            },
                            (Value::Float(x), Value::Float(y)) => self.float(x + y),
                            (x, y) => {
                                save_pc!();
                                // CALLBACK
                                let r = self.binop_or_push(
                                    BinKind::Add,
                                    x,
                                    y,
                                    false,
                                    base + dst as usize,
                                );
                                called!(r, dst);
                                continue;
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::Sub { dst, a, b } => {
                        let v = match (reg!(a), reg!(b)) {
                            (Value::Int(x), Value::Int(y)) => match x.checked_sub(y) {
                                Some(s) => Value::Int(s),
                                None => tri!(self.new_bigint(BigInt::from(x) - y)),
                            },
                            (Value::Float(x), Value::Float(y)) => self.float(x - y),
                            (x, y) => {
                                save_pc!();
                                // CALLBACK
                                let r = self.binop_or_push(
                                    BinKind::Sub,
                                    x,
                                    y,
                                    false,
                                    base + dst as usize,
                                );
                                called!(r, dst);
                                continue;
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::AddImm { dst, src, imm, sub } => {
                        let v = match (reg!(src), sub) {
                            (Value::Int(x), false) => match x.checked_add(imm as i64) {
                                Some(s) => Value::Int(s),
                                None => tri!(self.new_bigint(BigInt::from(x) + imm)),
                            },
                            (Value::Int(x), true) => match x.checked_sub(imm as i64) {
                                Some(s) => Value::Int(s),
                                None => tri!(self.new_bigint(BigInt::from(x) - imm)),
                            },
                            (Value::Float(x), false) => self.float(x + imm as f64),
                            (Value::Float(x), true) => self.float(x - imm as f64),
                            (x, sub) => {
                                let op = if sub { BinKind::Sub } else { BinKind::Add };
                                save_pc!();
                                let y = Value::Int(imm as i64);
                                // CALLBACK
                                called!(
                                    self.binop_or_push(op, x, y, false, base + dst as usize),
                                    dst
                                );
                                continue;
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::Bin { op, dst, a, b } | Instr::BinInplace { op, dst, a, b } => {
                        let (x, y) = (reg!(a), reg!(b));
                        let quick = match (x, y) {
                            (Value::Int(p), Value::Int(q)) => {
                                small_int_op(op, p, q).map(Value::Int)
                            }
                            (Value::Float(p), Value::Float(q)) => {
                                small_float_op(op, p, q).map(|f| self.float(f))
                            }
                            _ => None,
                        };
                        let v = match quick {
                            Some(v) => v,
                            None => {
                                let inplace = matches!(ins, Instr::BinInplace { .. });
                                save_pc!();
                                let r = self.binop_or_push(op, x, y, inplace, base + dst as usize);
                                called!(r, dst); // CALLBACK
                                continue;
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::Cmp { op, dst, a, b } => {
                        let (x, y) = (reg!(a), reg!(b));
                        if let (Value::Int(p), Value::Int(q)) = (x, y) {
                            if let Some(b) = cmp_i64(op, p, q) {
                                set!(dst, Value::Bool(b));
                                continue;
                            }
                        }
                        save_pc!();
                        let r = if self.is_instance_obj(x) || self.is_instance_obj(y) {
                            tri!(self.compare_value(op, x, y)) // CALLBACK
                        } else {
                            Value::Bool(tri!(self.compare_fast(op, x, y)))
                        };
                        set!(dst, r);
                    }
                    Instr::CmpJump { op, a, b } => {
                        if test!(op, reg!(a), reg!(b)) {
                            pc += 1;
                        } else {
                            jump_next!();
                        }
                    }
                    Instr::CmpJumpTrue { op, a, b } => {
                        if test!(op, reg!(a), reg!(b)) {
                            jump_next!();
                            self.safe_point();
                        } else {
                            pc += 1;
                        }
                    }
                    Instr::CmpImmJump { op, a, imm } => {
                        if test!(op, reg!(a), Value::Int(i64::from(imm))) {
                            pc += 1;
                        } else {
                            jump_next!();
                        }
                    }
                    Instr::CmpImmJumpTrue { op, a, imm } => {
                        if test!(op, reg!(a), Value::Int(i64::from(imm))) {
                            jump_next!();
                            self.safe_point();
                        } else {
                            pc += 1;
                        }
                    }
                    Instr::Unary { op, dst, src } => {
                        let x = reg!(src);
                        let v = match (op, x) {
                            (UnKind::Not, Value::Bool(b)) => Value::Bool(!b),
                            (UnKind::Neg, Value::Int(i)) if i != i64::MIN => Value::Int(-i),
                            (UnKind::Neg, Value::Float(f)) => self.float(-f),
                            _ => {
                                save_pc!();
                                tri!(self.unary(op, x)) // CALLBACK
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::Jump { target } => {
                        let t = target as usize;
                        if t < pc {
                            self.safe_point();
                        }
                        pc = t;
                    }
                    Instr::JumpIfFalse { cond, target } => {
                        let t = match reg!(cond) {
                            Value::Bool(b) => b,
                            v => {
                                save_pc!();
                                tri!(self.truthy(v)) // CALLBACK
                            }
                        };
                        if !t {
                            pc = target as usize;
                        }
                    }
                    Instr::JumpIfTrue { cond, target } => {
                        let t = match reg!(cond) {
                            Value::Bool(b) => b,
                            v => {
                                save_pc!();
                                tri!(self.truthy(v)) // CALLBACK
                            }
                        };
                        if t {
                            pc = target as usize;
                        }
                    }
                    Instr::Call { dst, func, argc } => {
                        let f = reg!(func);
                        save_pc!();
                        self.safe_point();
                        // Fast path: a plain script function called with exactly its positional
                        // parameters; the arguments already sit where its registers start.
                        if let Value::Obj(h) = f {
                            if let Obj::Function(func_obj) = self.heap.get(h) {
                                let callee = func_obj.code;
                                if let Some(cc) = prog.codes.get(callee as usize) {
                                    if cc.fast_arity == argc {
                                        let new_base = base + func as usize + 1;
                                        tri!(self.push_frame_args(
                                            callee,
                                            cc,
                                            new_base,
                                            base + dst as usize,
                                            FrameKind::Call,
                                            NO_AUX,
                                            argc as usize,
                                        ));
                                        if cc.nfree > 0 {
                                            self.place_closure(h, cc, new_base);
                                        }
                                        code = cc;
                                        ci = callee as usize;
                                        pc = 0;
                                        base = new_base;
                                        continue;
                                    }
                                }
                            }
                        }
                        // `sum(g)`, `any(g)`, ... of a generator: consumed from this loop
                        // (`consume.rs`).
                        let op = match (f, argc) {
                            (Value::Builtin(i), 1) => self.consume_op(i),
                            (Value::Type(t), 1) => ConsumeOp::of_type(t),
                            _ => None,
                        };
                        if let Some(op) = op {
                            let g = reg!(func + 1);
                            if tri!(self.start_consume(op, g, base + dst as usize)) {
                                reload!();
                                continue;
                            }
                        }
                        let start = base + func as usize + 1;
                        let args: SmallVec<[Value; 8]> =
                            match self.regs.get(start..start + argc as usize) {
                                Some(s) => s.iter().copied().collect(),
                                None => break 'inner self.internal("bad call window"),
                            };
                        called!(self.call_value(f, &args, &[], base + dst as usize), dst);
                    }
                    Instr::CallKw { dst, func, argc } => {
                        let f = reg!(func);
                        let names = match code.instrs.get(pc) {
                            Some(Instr::Data(k)) => kw_names(code, *k as usize),
                            _ => break 'inner self.internal("missing call data"),
                        };
                        pc += 1;
                        save_pc!();
                        self.safe_point();
                        let start = base + func as usize + 1;
                        let all: SmallVec<[Value; 8]> =
                            match self.regs.get(start..start + argc as usize) {
                                Some(s) => s.iter().copied().collect(),
                                None => break 'inner self.internal("bad call window"),
                            };
                        let npos = all.len().saturating_sub(names.len());
                        let kws: SmallVec<[(&str, Value); 4]> = names
                            .iter()
                            .zip(all.iter().skip(npos))
                            .map(|(n, v)| (*n, *v))
                            .collect();
                        let pos = all.get(..npos).unwrap_or(&[]);
                        called!(self.call_value(f, pos, &kws, base + dst as usize), dst);
                    }
                    Instr::CallEx { dst, func, has_kw } => {
                        let f = reg!(func);
                        let list = reg!(func + 1);
                        let kwd = if has_kw { reg!(func + 2) } else { Value::None };
                        save_pc!();
                        self.safe_point();
                        let args = self.seq_items(list);
                        let names = tri!(self.kwargs_of(kwd));
                        let kws: Vec<(&str, Value)> =
                            names.iter().map(|(n, v)| (n.as_str(), *v)).collect();
                        called!(self.call_value(f, &args, &kws, base + dst as usize), dst);
                    }
                    Instr::CallMethod { dst, obj, argc } => {
                        // `pc` stays on the data word during the call (errors are reported at the
                        // call); a missing method moves it past, to report at the attribute.
                        let data = match code.instrs.get(pc) {
                            Some(Instr::Data(d)) => *d,
                            _ => break 'inner self.internal("missing method data"),
                        };
                        save_pc!();
                        self.safe_point();
                        let recv = reg!(obj);
                        let name_idx = (data & 0xffff) as usize;
                        // Fast path: a plain script method of an instance, given exactly its
                        // positional parameters: the receiver and the arguments already sit
                        // where its registers start (the callee returns to the data word).
                        if data >> 16 == 0
                            && tri!(self.push_plain_method(
                                ci,
                                name_idx,
                                recv,
                                base + obj as usize,
                                base + dst as usize,
                                argc as usize + 1,
                            ))
                        {
                            reload!();
                            continue;
                        }
                        let start = base + obj as usize;
                        let all: SmallVec<[Value; 8]> =
                            match self.regs.get(start..start + 1 + argc as usize) {
                                Some(s) => SmallVec::from_slice(s),
                                None => break 'inner self.internal("bad call window"),
                            };
                        let kw = data >> 16;
                        let names = if kw == 0 {
                            SmallVec::new()
                        } else {
                            kw_names(code, kw as usize - 1)
                        };
                        let npos = all.len().saturating_sub(names.len());
                        let kws: SmallVec<[(&str, Value); 4]> = names
                            .iter()
                            .zip(all.iter().skip(npos))
                            .map(|(n, v)| (*n, *v))
                            .collect();
                        let target = match self.method_target(ci, name_idx, recv) {
                            Ok(t) => t,
                            Err(e) => {
                                // A missing method is reported at the attribute, as CPython
                                // reports its LOAD_METHOD.
                                pc += 1;
                                break 'inner e;
                            }
                        };
                        match tri!(self.call_target(
                            target,
                            &all_pos(&all, npos),
                            &kws,
                            base + dst as usize
                        )) {
                            Some(v) => {
                                set!(dst, v);
                                pc += 1;
                            }
                            // The callee returns to the data word, a no-op.
                            None => reload!(),
                        }
                    }
                    Instr::Return { src } => {
                        let v = reg!(src);
                        // Fast path: a plain call's frame, with no exception being handled.
                        if let Some(&f) = self.frames.last() {
                            let plain = f.kind == FrameKind::Call
                                || (f.kind == FrameKind::Binary && v != Value::NotImplemented);
                            if plain && self.handled.len() == f.handled_base as usize {
                                self.frames.pop();
                                if let Some(slot) = self.regs.get_mut(f.ret as usize) {
                                    *slot = v;
                                }
                                reload!();
                                continue;
                            }
                        }
                        match self.return_value(v) {
                            Ok(Some(exit)) => return Ok(exit),
                            Ok(None) => reload!(),
                            // The frame is gone (an `__init__` returned a value, a class could
                            // not be built): the error is the caller's, at its call.
                            Err(e) => {
                                if let Some(f) = self.frames.last() {
                                    pc = f.pc as usize;
                                }
                                break 'inner e;
                            }
                        }
                    }
                    Instr::GetAttr { dst, obj, name } => {
                        let o = reg!(obj);
                        let sym = self.sym_of(ci, name as usize);
                        if let Some(v) = self.plain_instance_get(o, sym) {
                            set!(dst, v);
                            continue;
                        }
                        save_pc!();
                        called!(self.get_attr_op(o, sym, base + dst as usize), dst);
                    }
                    Instr::SetAttr { obj, name, src } => {
                        let (o, v) = (reg!(obj), reg!(src));
                        save_pc!();
                        let sym = self.sym_of(ci, name as usize);
                        if !tri!(self.plain_instance_set(o, sym, v)) {
                            tri!(self.set_attr(o, sym, v)); // CALLBACK
                        }
                    }
                    Instr::DelAttr { obj, name } => {
                        let o = reg!(obj);
                        save_pc!();
                        let sym = self.sym_of(ci, name as usize);
                        tri!(self.del_attr(o, sym)); // CALLBACK
                    }
                    Instr::GetItem { dst, obj, key } => {
                        let (o, k) = (reg!(obj), reg!(key));
                        let fast = match (o, k) {
                            (Value::Obj(h), Value::Int(i)) => match self.heap.get(h) {
                                Obj::List(v) => {
                                    let idx = if i < 0 { i + v.len() as i64 } else { i };
                                    match usize::try_from(idx).ok().and_then(|u| v.get(u)) {
                                        Some(x) => Some(*x),
                                        None => {
                                            break 'inner self.err(
                                                TypeTag::IndexError,
                                                "list index out of range",
                                            )
                                        }
                                    }
                                }
                                _ => None,
                            },
                            _ => None,
                        };
                        let v = match fast {
                            Some(v) => v,
                            None => {
                                save_pc!();
                                tri!(self.get_item(o, k)) // CALLBACK
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::SetItem { obj, key, src } => {
                        let (o, k, v) = (reg!(obj), reg!(key), reg!(src));
                        if let (Value::Obj(h), Value::Int(i)) = (o, k) {
                            if let Some(Obj::List(list)) = self.heap.get_mut(h) {
                                let idx = if i < 0 { i + list.len() as i64 } else { i };
                                match usize::try_from(idx).ok().and_then(|u| list.get_mut(u)) {
                                    Some(slot) => {
                                        *slot = v;
                                        continue;
                                    }
                                    None => {
                                        break 'inner self.err(
                                            TypeTag::IndexError,
                                            "list assignment index out of range",
                                        )
                                    }
                                }
                            }
                        }
                        save_pc!();
                        tri!(self.set_item(o, k, v)); // CALLBACK
                    }
                    Instr::DelItem { obj, key } => {
                        let (o, k) = (reg!(obj), reg!(key));
                        save_pc!();
                        tri!(self.del_item(o, k)); // CALLBACK
                    }
                    Instr::BuildSlice { dst, start } => {
                        let (a, b, c) = (reg!(start), reg!(start + 1), reg!(start + 2));
                        let v = tri!(self.alloc(Obj::Slice {
                            start: a,
                            stop: b,
                            step: c
                        }));
                        set!(dst, v);
                    }
                    Instr::BuildList { dst, start, count }
                    | Instr::BuildTuple { dst, start, count } => {
                        let s = base + start as usize;
                        let items: Vec<Value> = match self.regs.get(s..s + count as usize) {
                            Some(x) => x.to_vec(),
                            None => break 'inner self.internal("bad build window"),
                        };
                        let v = if matches!(ins, Instr::BuildList { .. }) {
                            tri!(self.new_list(items))
                        } else {
                            tri!(self.new_tuple(items))
                        };
                        set!(dst, v);
                    }
                    Instr::BuildDict { dst, start, count } => {
                        save_pc!();
                        let d = tri!(self.new_dict());
                        for i in 0..count as usize {
                            let k = reg!(start as usize + 2 * i);
                            let v = reg!(start as usize + 2 * i + 1);
                            tri!(self.dict_set(d, k, v)); // CALLBACK
                        }
                        set!(dst, d);
                    }
                    Instr::BuildSet { dst, start, count } => {
                        save_pc!();
                        let s = base + start as usize;
                        let items: Vec<Value> = match self.regs.get(s..s + count as usize) {
                            Some(x) => x.to_vec(),
                            None => break 'inner self.internal("bad build window"),
                        };
                        let v = tri!(self.new_set_from(items)); // CALLBACK
                        set!(dst, v);
                    }
                    Instr::SetAdd { set, val } => {
                        let (s, v) = (reg!(set), reg!(val));
                        save_pc!();
                        tri!(self.set_add(s, v)); // CALLBACK
                    }
                    Instr::SetUpdate { set, val } => {
                        let (s, v) = (reg!(set), reg!(val));
                        save_pc!();
                        tri!(self.set_update(s, v)); // CALLBACK
                    }
                    Instr::BuildString {
                        dst,
                        start,
                        count: 1,
                    } => {
                        // One field is its formatted str, as is (CPython emits no
                        // BUILD_STRING for it): an instance of a str subclass stays one.
                        let part = reg!(start);
                        set!(dst, part);
                    }
                    Instr::BuildString { dst, start, count } => {
                        let mut s = String::new();
                        for i in 0..count as usize {
                            let part = reg!(start as usize + i);
                            s.push_str(self.as_str(part).unwrap_or(""));
                        }
                        let v = tri!(self.new_str(s));
                        set!(dst, v);
                    }
                    Instr::ListAppend { list, val } => {
                        let (l, v) = (reg!(list), reg!(val));
                        tri!(self.list_push(l, v));
                    }
                    Instr::ListExtend { list, val, call } => {
                        let (l, v) = (reg!(list), reg!(val));
                        save_pc!();
                        if !self.is_iterable(v) {
                            let what = if call {
                                let f = reg!(list.wrapping_sub(1));
                                format!("{} argument after *", self.callable_desc(f))
                            } else {
                                "Value after *".to_string()
                            };
                            break 'inner self.type_error(format!(
                                "{what} must be an iterable, not {}",
                                self.type_name(v)
                            ));
                        }
                        tri!(self.list_extend(l, v)); // CALLBACK
                    }
                    Instr::DictSet { dict, key, call } => {
                        let (d, k, v) = (reg!(dict), reg!(key), reg!(key + 1));
                        save_pc!();
                        if call && tri!(self.dict_get(d, k)).is_some() {
                            let f = reg!(dict.wrapping_sub(2));
                            break 'inner self.dup_keyword(f, k);
                        }
                        tri!(self.dict_set(d, k, v)); // CALLBACK
                    }
                    Instr::DictUpdate { dict, val, call } => {
                        let (d, v) = (reg!(dict), reg!(val));
                        save_pc!();
                        if call {
                            let f = reg!(dict.wrapping_sub(2));
                            tri!(self.merge_kwargs(d, v, f)); // CALLBACK
                        } else {
                            tri!(self.dict_update_display(d, v)); // CALLBACK
                        }
                    }
                    Instr::ListToTuple { dst, src } => {
                        let l = reg!(src);
                        let items = match self.obj(l) {
                            Some(Obj::List(v)) => v.clone(),
                            _ => Vec::new(),
                        };
                        let v = tri!(self.new_tuple(items));
                        set!(dst, v);
                    }
                    Instr::Format {
                        dst,
                        src,
                        conv,
                        has_spec,
                    } => {
                        let v = reg!(src);
                        let spec = if has_spec { Some(reg!(src + 1)) } else { None };
                        save_pc!();
                        let r = tri!(self.format_field(v, conv, spec)); // CALLBACK
                        set!(dst, r);
                    }
                    Instr::GetIter { dst, src } => {
                        let v = reg!(src);
                        save_pc!();
                        let it = tri!(self.get_iter(v)); // CALLBACK
                        set!(dst, it);
                    }
                    Instr::ForIter { iter, dst } => {
                        let it = reg!(iter);
                        if let Value::Obj(h) = it {
                            // Fast path: a list or tuple iterator.
                            match self.seq_iter_step(h) {
                                Some(Some(x)) => {
                                    set!(dst, x);
                                    pc += 1;
                                    continue;
                                }
                                Some(None) => {
                                    jump_next!();
                                    continue;
                                }
                                None => {}
                            }
                            if matches!(self.heap.get(h), Obj::Generator(_)) {
                                save_pc!();
                                self.safe_point();
                                let top = base + code.nregs as usize;
                                if self.resume_for_quick(h, top, base + dst as usize) {
                                    reload!();
                                    continue;
                                }
                                let kind = FrameKind::GenFor;
                                let r = self.resume(h, Value::None, base + dst as usize, kind);
                                match tri!(r) {
                                    // Already finished: the loop ends.
                                    Some(_) => jump_next!(),
                                    None => reload!(),
                                }
                                continue;
                            }
                        }
                        save_pc!();
                        match tri!(self.iter_next(it)) {
                            // CALLBACK
                            Some(v) => {
                                set!(dst, v);
                                pc += 1;
                            }
                            None => jump_next!(),
                        }
                    }
                    Instr::RangePrep { base: b, argc } => {
                        let args = [reg!(b), reg!(b + 1), reg!(b + 2)];
                        let args = args.get(..argc as usize).unwrap_or(&[]);
                        match self.range_args(args) {
                            Ok((start, stop, step)) => {
                                set!(b, Value::Int(start));
                                set!(b + 1, Value::Int(stop));
                                set!(b + 2, Value::Int(step));
                            }
                            Err(_) => {
                                // Bounds outside i64: iterate a big range generically.
                                save_pc!();
                                let r = tri!(self.make_range(args));
                                let it = tri!(self.get_iter(r));
                                set!(b, it);
                                set!(b + 1, Value::None);
                                set!(b + 2, Value::None);
                            }
                        }
                    }
                    Instr::ForRange { base: b, dst } => {
                        let (cur, stop, step) = (reg!(b), reg!(b + 1), reg!(b + 2));
                        if let (Value::Int(c), Value::Int(s), Value::Int(st)) = (cur, stop, step) {
                            if (st > 0 && c < s) || (st < 0 && c > s) {
                                set!(dst, Value::Int(c));
                                // On overflow the counter parks at `stop`, ending the loop.
                                set!(b, Value::Int(c.checked_add(st).unwrap_or(s)));
                                pc += 1;
                            } else {
                                jump_next!();
                            }
                        } else {
                            match tri!(self.iter_next(cur)) {
                                Some(v) => {
                                    set!(dst, v);
                                    pc += 1;
                                }
                                None => jump_next!(),
                            }
                        }
                    }
                    Instr::Unpack { src, dst, count } => {
                        let v = reg!(src);
                        save_pc!();
                        let items = tri!(self.unpack(v, count as usize, None)); // CALLBACK
                        for (i, x) in items.into_iter().enumerate() {
                            set!(dst as usize + i, x);
                        }
                    }
                    Instr::UnpackEx {
                        src,
                        dst,
                        before,
                        after,
                    } => {
                        let v = reg!(src);
                        save_pc!();
                        // CALLBACK
                        let items = tri!(self.unpack(v, before as usize, Some(after as usize)));
                        for (i, x) in items.into_iter().enumerate() {
                            set!(dst as usize + i, x);
                        }
                    }
                    Instr::MakeFunction {
                        dst,
                        code: idx,
                        defaults,
                    } => {
                        let f = tri!(self.make_function(idx as u32, base + defaults as usize));
                        set!(dst, f);
                    }
                    Instr::MakeCell { reg } => {
                        let v = reg!(reg);
                        let c = tri!(self.alloc(Obj::Cell(v)));
                        set!(reg, c);
                    }
                    Instr::LoadDeref { dst, cell, name } => {
                        let c = reg!(cell);
                        let v = match c {
                            Value::Obj(h) => match self.heap.get(h) {
                                Obj::Cell(v) => *v,
                                _ => Value::Undef,
                            },
                            _ => Value::Undef,
                        };
                        if v == Value::Undef {
                            break 'inner self.unbound_deref(code, cell, name as usize);
                        }
                        set!(dst, v);
                    }
                    Instr::StoreDeref { cell, src } => {
                        let (c, v) = (reg!(cell), reg!(src));
                        if let Value::Obj(h) = c {
                            if let Some(Obj::Cell(slot)) = self.heap.get_mut(h) {
                                *slot = v;
                            }
                        }
                    }
                    Instr::DelDeref { cell, name } => {
                        let c = reg!(cell);
                        let was = match c {
                            Value::Obj(h) => match self.heap.get_mut(h) {
                                Some(Obj::Cell(slot)) => std::mem::replace(slot, Value::Undef),
                                _ => Value::Undef,
                            },
                            _ => Value::Undef,
                        };
                        if was == Value::Undef {
                            break 'inner self.unbound_deref(code, cell, name as usize);
                        }
                    }
                    Instr::LoadName { dst, name } => {
                        let slot = match code.instrs.get(pc) {
                            Some(Instr::Data(s)) => *s,
                            _ => break 'inner self.internal("missing name data"),
                        };
                        pc += 1;
                        let sym = self.sym_of(ci, name as usize);
                        let v = match self.namespace_get(sym) {
                            Some(v) => v,
                            None => {
                                let g = self
                                    .globals
                                    .get(slot as usize)
                                    .copied()
                                    .unwrap_or(Value::Undef);
                                if g == Value::Undef {
                                    tri!(self.global_fallback(slot))
                                } else {
                                    g
                                }
                            }
                        };
                        set!(dst, v);
                    }
                    Instr::LoadClassDeref { dst, cell, name } => {
                        let sym = self.sym_of(ci, name as usize);
                        let v = match self.namespace_get(sym) {
                            Some(v) => v,
                            None => match reg!(cell) {
                                Value::Obj(h) => match self.heap.get(h) {
                                    Obj::Cell(v) => *v,
                                    _ => Value::Undef,
                                },
                                _ => Value::Undef,
                            },
                        };
                        if v == Value::Undef {
                            break 'inner self.unbound_deref(code, cell, name as usize);
                        }
                        set!(dst, v);
                    }
                    Instr::StoreName { src, name } => {
                        let v = reg!(src);
                        let sym = self.sym_of(ci, name as usize);
                        save_pc!();
                        tri!(self.namespace_set(sym, v)); // CALLBACK (an enum's auto())
                    }
                    Instr::DelName { name } => {
                        let sym = self.sym_of(ci, name as usize);
                        if !self.namespace_del(sym) {
                            let n = self.syms.name(sym).to_string();
                            break 'inner self
                                .err(TypeTag::NameError, format!("name '{n}' is not defined"));
                        }
                    }
                    Instr::BuildClass { dst, start, count } => {
                        save_pc!();
                        self.safe_point();
                        let s = base + start as usize;
                        let window: SmallVec<[Value; 8]> =
                            match self.regs.get(s..s + 2 + count as usize) {
                                Some(w) => SmallVec::from_slice(w),
                                None => break 'inner self.internal("bad class window"),
                            };
                        tri!(self.start_class_body(&window, base + dst as usize));
                        reload!();
                    }
                    Instr::Raise { src } => {
                        let v = reg!(src);
                        save_pc!();
                        break 'inner self.raise_value(v, None); // CALLBACK
                    }
                    Instr::RaiseFrom { src, cause } => {
                        let (v, c) = (reg!(src), reg!(cause));
                        save_pc!();
                        break 'inner self.raise_value(v, Some(c)); // CALLBACK
                    }
                    Instr::Reraise { src } => {
                        let v = reg!(src);
                        break 'inner self.reraise(v);
                    }
                    Instr::RaiseBare => break 'inner self.raise_bare(),
                    Instr::ExcMatch { dst, exc, cls } => {
                        let (e, c) = (reg!(exc), reg!(cls));
                        let r = tri!(self.exc_match(e, c));
                        set!(dst, Value::Bool(r));
                    }
                    Instr::PushExc { src } => {
                        let v = reg!(src);
                        self.handled.push(v);
                    }
                    Instr::PopExc => {
                        let floor = self.frames.last().map_or(0, |f| f.handled_base as usize);
                        if self.handled.len() > floor {
                            self.handled.pop();
                        }
                    }
                    Instr::ExcTriple { dst, exc } => {
                        let e = reg!(exc);
                        let (t, v, tb) = tri!(self.exc_triple(e));
                        set!(dst, t);
                        set!(dst + 1, v);
                        set!(dst + 2, tb);
                    }
                    Instr::LoadSpecial { dst, obj, which } => {
                        let o = reg!(obj);
                        save_pc!();
                        let m = tri!(self.load_special(o, which));
                        set!(dst, m);
                    }
                    Instr::Yield { dst, src } => {
                        let v = reg!(src);
                        save_pc!();
                        yield_on!(v, dst);
                    }
                    Instr::YieldFrom { dst, iter } => {
                        let (sent, it) = (reg!(dst), reg!(iter));
                        // Stay on this instruction: the generator resumes here.
                        pc -= 1;
                        save_pc!();
                        self.safe_point();
                        match tri!(self.yield_from_step(it, sent, base + dst as usize)) {
                            super::gen::Step::Pushed => reload!(),
                            super::gen::Step::Done(v) => {
                                set!(dst, v);
                                pc += 1;
                            }
                            // As `Yield` (a sent value goes on into this `yield from`).
                            super::gen::Step::Yield(v) => yield_on!(v, dst),
                        }
                    }
                    Instr::GetYieldFromIter { dst, src } => {
                        let v = reg!(src);
                        save_pc!();
                        let it = tri!(self.get_iter(v)); // CALLBACK
                        set!(dst, it);
                    }
                    Instr::ImportName { dst, module } => {
                        save_pc!();
                        let name = self.prog_module_name(module as usize);
                        if self.ctx.natives.module(name).is_none() {
                            // Not a module of the policy (nor CPython's: the check refused
                            // those): CPython's ModuleNotFoundError, at run time.
                            break 'inner self.module_not_found(name);
                        }
                        let m = tri!(self.import_module(module as usize));
                        set!(dst, m);
                    }
                    Instr::MatchSequence { dst, src } => {
                        let v = reg!(src);
                        let r = tri!(self.match_sequence(v));
                        set!(dst, Value::Bool(r));
                    }
                    Instr::MatchMapping { dst, src } => {
                        let v = reg!(src);
                        let r = tri!(self.match_mapping(v));
                        set!(dst, Value::Bool(r));
                    }
                    Instr::GetLen { dst, src } => {
                        let v = reg!(src);
                        save_pc!();
                        let n = tri!(self.len_of(v)); // CALLBACK
                        set!(dst, Value::Int(n as i64));
                    }
                    Instr::MatchKeys { dst, subj, keys } => {
                        let (s, k) = (reg!(subj), reg!(keys));
                        save_pc!();
                        let r = tri!(self.match_keys(s, k)); // CALLBACK
                        set!(dst, r);
                    }
                    Instr::DictWithout { dst, subj, keys } => {
                        let (s, k) = (reg!(subj), reg!(keys));
                        save_pc!();
                        let r = tri!(self.dict_without(s, k)); // CALLBACK
                        set!(dst, r);
                    }
                    Instr::MatchClass { dst, subj, count } => {
                        let names = match code.instrs.get(pc) {
                            Some(Instr::Data(k)) => kw_names(code, *k as usize),
                            _ => break 'inner self.internal("missing match data"),
                        };
                        pc += 1;
                        let (s, cls) = (reg!(subj), reg!(subj + 1));
                        save_pc!();
                        // CALLBACK
                        let r = tri!(self.match_class(s, cls, count as usize, &names));
                        set!(dst, r);
                    }
                    Instr::AssertFail { src, has_msg } => {
                        let m = if has_msg { Some(reg!(src)) } else { None };
                        save_pc!();
                        break 'inner self.assertion_error(m); // CALLBACK
                    }
                }
            };
            if let Some(f) = self.frames.last_mut() {
                f.pc = pc as u32;
            }
            if matches!(err, VmErr::Limit(LimitKind::Instructions)) && self.fuel == 0 {
                // The end of a fuel slice (the instruction at `pc` has not run): refill and go
                // on, unless the fuel is all spent or the deadline has passed.
                match self.refuel(1) {
                    Ok(()) => continue 'outer,
                    Err(e) => err = e,
                }
            }
            // A handler took the error: continue there; otherwise it leaves this `execute`.
            self.unwind(err)?;
            continue 'outer;
        }
    }

    /// An error from `yield_value`: a built-in consuming the generator may have failed on
    /// the item after the generator's frame was saved and popped (`consume.rs`), and the error
    /// is then the caller's, at its call. The pc the error path stores into the top frame is
    /// that frame's own (it was saved before `yield_value`).
    #[cold]
    fn yield_error(&self, pc: &mut usize, e: VmErr) -> VmErr {
        if let Some(f) = self.frames.last() {
            *pc = f.pc as usize;
        }
        e
    }

    /// `x op y` as a bool: int and float comparisons inline, the rest through `compare`.
    #[inline(always)]
    fn compare_fast(&mut self, op: CmpKind, x: Value, y: Value) -> VmResult<bool> {
        match (x, y) {
            (Value::Int(a), Value::Int(b)) => match cmp_i64(op, a, b) {
                Some(r) => Ok(r),
                None => self.compare(op, x, y),
            },
            (Value::Float(a), Value::Float(b)) if !matches!(op, CmpKind::In | CmpKind::NotIn) => {
                Ok(cmp_f64(op, a, b))
            }
            _ => self.compare(op, x, y),
        }
    }

    #[inline(never)]
    pub(crate) fn global_fallback(&self, slot: u32) -> VmResult<Value> {
        match self
            .prog
            .global_fallback
            .get(slot as usize)
            .copied()
            .flatten()
        {
            Some(b) => Ok(self
                .builtin_values
                .get(b as usize)
                .copied()
                .unwrap_or(Value::None)),
            None => Err(self.name_error(slot)),
        }
    }

    /// An unbound global. A name CPython would then find among its built-ins gets what the
    /// checker says for it (a refusal, or "not supported"), never a NameError CPython would
    /// not raise.
    #[inline(never)]
    fn name_error(&self, slot: u32) -> VmErr {
        let n = self
            .prog
            .globals
            .get(slot as usize)
            .map_or("?", |s| s.as_str());
        match pyrite_lang::check::missing_builtin(n, self.ctx.natives.refusal(n)) {
            Some((true, msg)) => self.err(TypeTag::NameError, msg),
            Some((false, msg)) => self.not_supported(msg),
            None => self.err(TypeTag::NameError, format!("name '{n}' is not defined")),
        }
    }

    #[inline(never)]
    fn unbound_local(&self, code: &Code, name: usize) -> VmErr {
        let n = code.names.get(name).map_or("?", |s| s.as_str());
        self.err(
            TypeTag::UnboundLocalError,
            format!("cannot access local variable '{n}' where it is not associated with a value"),
        )
    }

    /// An empty cell read: a local of this frame is UnboundLocalError, a free variable
    /// NameError, as CPython words them.
    #[inline(never)]
    fn unbound_deref(&self, code: &Code, cell: u16, name: usize) -> VmErr {
        let n = code.names.get(name).map_or("?", |s| s.as_str());
        if cell >= code.free_start && cell < code.free_start + code.nfree {
            self.err(
                TypeTag::NameError,
                format!(
                    "cannot access free variable '{n}' where it is not associated with a value \
                     in enclosing scope"
                ),
            )
        } else {
            self.unbound_local(code, name)
        }
    }
}

/// The receiver and positional arguments of a method call (the window minus its keywords).
fn all_pos(all: &[Value], npos: usize) -> SmallVec<[Value; 8]> {
    SmallVec::from_slice(all.get(..npos).unwrap_or(all))
}

/// The keyword names of a call: a tuple constant of strings.
pub(crate) fn kw_names(code: &Code, k: usize) -> SmallVec<[&str; 4]> {
    let mut out = SmallVec::new();
    if let Some(pyrite_lang::bytecode::Const::Tuple(items)) = code.consts.get(k) {
        for i in items {
            if let pyrite_lang::bytecode::Const::Str(s) = i {
                out.push(s.as_str());
            }
        }
    }
    out
}

/// An operator on two small ints when the result is a small int too (Python's floor
/// semantics for `//` and `%`); `None` for everything else (overflow, division by zero,
/// shifts, powers, true division), which the general path handles.
#[inline(always)]
fn small_int_op(op: BinKind, p: i64, q: i64) -> Option<i64> {
    match op {
        BinKind::Add => p.checked_add(q),
        BinKind::Sub => p.checked_sub(q),
        BinKind::Mul => p.checked_mul(q),
        BinKind::FloorDiv => {
            let d = p.checked_div(q)?;
            let r = p.checked_rem(q)?;
            Some(if r != 0 && (r < 0) != (q < 0) {
                d - 1
            } else {
                d
            })
        }
        BinKind::Mod => {
            let r = p.checked_rem(q)?;
            Some(if r != 0 && (r < 0) != (q < 0) {
                r + q
            } else {
                r
            })
        }
        BinKind::BitAnd => Some(p & q),
        BinKind::BitOr => Some(p | q),
        BinKind::BitXor => Some(p ^ q),
        _ => None,
    }
}

/// `+`, `-` and `*` of two floats (IEEE, as the general path computes them); `None` for the
/// operators whose errors or special cases the general path handles.
#[inline(always)]
fn small_float_op(op: BinKind, p: f64, q: f64) -> Option<f64> {
    match op {
        BinKind::Add => Some(p + q),
        BinKind::Sub => Some(p - q),
        BinKind::Mul => Some(p * q),
        _ => None,
    }
}

/// Int comparison fast path (`None` for `in`, which needs the generic error).
#[inline(always)]
fn cmp_i64(op: CmpKind, x: i64, y: i64) -> Option<bool> {
    Some(match op {
        CmpKind::Eq | CmpKind::Is => x == y,
        CmpKind::Ne | CmpKind::IsNot => x != y,
        CmpKind::Lt => x < y,
        CmpKind::Le => x <= y,
        CmpKind::Gt => x > y,
        CmpKind::Ge => x >= y,
        CmpKind::In | CmpKind::NotIn => return None,
    })
}

/// Float comparison fast path (IEEE: every comparison with NaN is false except `!=`).
#[inline(always)]
fn cmp_f64(op: CmpKind, x: f64, y: f64) -> bool {
    match op {
        CmpKind::Eq => x == y,
        CmpKind::Ne => x != y,
        CmpKind::Lt => x < y,
        CmpKind::Le => x <= y,
        CmpKind::Gt => x > y,
        CmpKind::Ge => x >= y,
        CmpKind::Is => x.to_bits() == y.to_bits(),
        CmpKind::IsNot => x.to_bits() != y.to_bits(),
        CmpKind::In | CmpKind::NotIn => false,
    }
}
