//! The dispatch loop.
//!
//! Rules of the hot loop:
//! 1. Fuel: every instruction costs 1, taken before it runs; native work charges more through
//!    `Vm::charge_fuel`. Running out ends the run (`Limit`), never catchable.
//! 2. Safe points: the collector runs only at `Vm::safe_point` (backward jumps and calls) or
//!    inside a charge, where objects created since the last safe point are pinned. Native code
//!    therefore never keeps an unreachable handle across an allocation unless it made it.
//! 3. `code`, `pc` and `base` are locals; the top frame's `pc` is stored before anything that
//!    can push a frame or fail (tracebacks read it), and reloaded after frames change.
//! 4. Registers live in one vector that may grow on a call: never hold a reference into it
//!    across a call; index it again.
//! 5. Script calls push a frame and continue the loop: no native recursion per script call.

use num_bigint::BigInt;
use pyrite_lang::bytecode::{BinKind, CmpKind, Code, Instr, UnKind};
use smallvec::SmallVec;

use super::{Vm, VmErr, VmResult};
use crate::api::LimitKind;
use crate::heap::{Function, IterState, Obj};
use crate::value::{TypeTag, Value};

impl<'p> Vm<'p> {
    fn internal(&self, what: &str) -> VmErr {
        self.err(TypeTag::RuntimeError, format!("internal error: {what}"))
    }

    /// Runs from the top frame until the module frame returns.
    pub(crate) fn execute(&mut self) -> VmResult<()> {
        let prog = self.prog;
        let Some(top) = self.frames.last().copied() else {
            return Ok(());
        };
        let Some(mut code) = prog.codes.get(top.code as usize) else {
            return Ok(());
        };
        let mut ci = top.code as usize;
        let mut pc = top.pc as usize;
        let mut base = top.base as usize;
        let err = 'inner: loop {
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
            macro_rules! reload {
                () => {{
                    let Some(f) = self.frames.last().copied() else {
                        return Ok(());
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

            if self.fuel == 0 {
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
                        let n = code.names.get(name as usize).map_or("?", |s| s.as_str());
                        break 'inner self.err(
                            TypeTag::UnboundLocalError,
                            format!(
                                "cannot access local variable '{n}' where it is not associated with a value"
                            ),
                        );
                    }
                }
                Instr::DelLocal { reg } => set!(reg, Value::Undef),
                Instr::Add { dst, a, b } => {
                    let v = match (reg!(a), reg!(b)) {
                        (Value::Int(x), Value::Int(y)) => match x.checked_add(y) {
                            Some(s) => Value::Int(s),
                            None => tri!(self.new_bigint(BigInt::from(x) + y)),
                        },
                        (Value::Float(x), Value::Float(y)) => Value::Float(x + y),
                        (x, y) => tri!(self.binop(BinKind::Add, x, y, false)),
                    };
                    set!(dst, v);
                }
                Instr::Sub { dst, a, b } => {
                    let v = match (reg!(a), reg!(b)) {
                        (Value::Int(x), Value::Int(y)) => match x.checked_sub(y) {
                            Some(s) => Value::Int(s),
                            None => tri!(self.new_bigint(BigInt::from(x) - y)),
                        },
                        (Value::Float(x), Value::Float(y)) => Value::Float(x - y),
                        (x, y) => tri!(self.binop(BinKind::Sub, x, y, false)),
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
                        (Value::Float(x), false) => Value::Float(x + imm as f64),
                        (Value::Float(x), true) => Value::Float(x - imm as f64),
                        (x, sub) => {
                            let op = if sub { BinKind::Sub } else { BinKind::Add };
                            tri!(self.binop(op, x, Value::Int(imm as i64), false))
                        }
                    };
                    set!(dst, v);
                }
                Instr::Bin { op, dst, a, b } => {
                    let (x, y) = (reg!(a), reg!(b));
                    let v = match (op, x, y) {
                        (BinKind::Mul, Value::Int(p), Value::Int(q)) => match p.checked_mul(q) {
                            Some(m) => Value::Int(m),
                            None => tri!(self.binop(op, x, y, false)),
                        },
                        (BinKind::Mul, Value::Float(p), Value::Float(q)) => Value::Float(p * q),
                        (BinKind::Mod, Value::Int(p), Value::Int(q)) if q > 0 && p >= 0 => {
                            Value::Int(p % q)
                        }
                        (BinKind::FloorDiv, Value::Int(p), Value::Int(q)) if q > 0 && p >= 0 => {
                            Value::Int(p / q)
                        }
                        _ => tri!(self.binop(op, x, y, false)),
                    };
                    set!(dst, v);
                }
                Instr::BinInplace { op, dst, a, b } => {
                    let (x, y) = (reg!(a), reg!(b));
                    let v = match (op, x, y) {
                        (BinKind::Add, Value::Int(p), Value::Int(q)) => match p.checked_add(q) {
                            Some(s) => Value::Int(s),
                            None => tri!(self.binop(op, x, y, true)),
                        },
                        (BinKind::Sub, Value::Int(p), Value::Int(q)) => match p.checked_sub(q) {
                            Some(s) => Value::Int(s),
                            None => tri!(self.binop(op, x, y, true)),
                        },
                        (BinKind::Add, Value::Float(p), Value::Float(q)) => Value::Float(p + q),
                        _ => tri!(self.binop(op, x, y, true)),
                    };
                    set!(dst, v);
                }
                Instr::Cmp { op, dst, a, b } => {
                    let r = tri!(self.compare_fast(op, reg!(a), reg!(b)));
                    set!(dst, Value::Bool(r));
                }
                Instr::CmpJump { op, a, b } => {
                    let r = tri!(self.compare_fast(op, reg!(a), reg!(b)));
                    if r {
                        pc += 1;
                    } else {
                        jump_next!();
                    }
                }
                Instr::CmpJumpTrue { op, a, b } => {
                    let r = tri!(self.compare_fast(op, reg!(a), reg!(b)));
                    if r {
                        jump_next!();
                        self.safe_point();
                    } else {
                        pc += 1;
                    }
                }
                Instr::CmpImmJump { op, a, imm } => {
                    let r = tri!(self.compare_fast(op, reg!(a), Value::Int(i64::from(imm))));
                    if r {
                        pc += 1;
                    } else {
                        jump_next!();
                    }
                }
                Instr::CmpImmJumpTrue { op, a, imm } => {
                    let r = tri!(self.compare_fast(op, reg!(a), Value::Int(i64::from(imm))));
                    if r {
                        jump_next!();
                        self.safe_point();
                    } else {
                        pc += 1;
                    }
                }
                Instr::Unary { op, dst, src } => {
                    let x = reg!(src);
                    let v = match (op, x) {
                        (UnKind::Not, _) => Value::Bool(!tri!(self.truthy(x))),
                        (UnKind::Neg, Value::Int(i)) if i != i64::MIN => Value::Int(-i),
                        (UnKind::Neg, Value::Float(f)) => Value::Float(-f),
                        _ => tri!(self.unary(op, x)),
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
                        v => tri!(self.truthy(v)),
                    };
                    if !t {
                        pc = target as usize;
                    }
                }
                Instr::JumpIfTrue { cond, target } => {
                    let t = match reg!(cond) {
                        Value::Bool(b) => b,
                        v => tri!(self.truthy(v)),
                    };
                    if t {
                        pc = target as usize;
                    }
                }
                Instr::Call { dst, func, argc } => {
                    let f = reg!(func);
                    save_pc!();
                    self.safe_point();
                    // Fast path: a script function called with exactly its positional
                    // parameters; the arguments already sit where its registers start.
                    if let Value::Obj(h) = f {
                        if let Obj::Function(Function { code: callee, .. }) = self.heap.get(h) {
                            let callee = *callee;
                            if let Some(cc) = prog.codes.get(callee as usize) {
                                if cc.nparams == argc && !cc.varargs {
                                    let new_base = base + func as usize + 1;
                                    tri!(self.push_frame(
                                        callee,
                                        cc,
                                        new_base,
                                        base + dst as usize
                                    ));
                                    code = cc;
                                    ci = callee as usize;
                                    pc = 0;
                                    base = new_base;
                                    continue;
                                }
                            }
                        }
                    }
                    let start = base + func as usize + 1;
                    let args: SmallVec<[Value; 8]> =
                        match self.regs.get(start..start + argc as usize) {
                            Some(s) => s.iter().copied().collect(),
                            None => break 'inner self.internal("bad call window"),
                        };
                    match tri!(self.call_value(f, &args, &[], start, base + dst as usize)) {
                        Some(v) => set!(dst, v),
                        None => reload!(),
                    }
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
                    match tri!(self.call_value(f, pos, &kws, start, base + dst as usize)) {
                        Some(v) => set!(dst, v),
                        None => reload!(),
                    }
                }
                Instr::CallEx { dst, func, has_kw } => {
                    let f = reg!(func);
                    let list = reg!(func + 1);
                    let kwd = if has_kw { reg!(func + 2) } else { Value::None };
                    save_pc!();
                    self.safe_point();
                    let args = self.seq_items(list);
                    if has_kw && !matches!(self.obj(kwd), Some(Obj::Dict(_))) {
                        break 'inner self.internal("keyword arguments are not a dict");
                    }
                    let mut names: Vec<(String, Value)> = Vec::new();
                    if let Some(Obj::Dict(d)) = self.obj(kwd) {
                        for (k, v) in d.iter() {
                            match self.as_str(k) {
                                Some(s) => names.push((s.to_string(), v)),
                                None => break 'inner self.type_error("keywords must be strings"),
                            }
                        }
                    }
                    let kws: Vec<(&str, Value)> =
                        names.iter().map(|(n, v)| (n.as_str(), *v)).collect();
                    let start = base + func as usize + 1;
                    match tri!(self.call_value(f, &args, &kws, start, base + dst as usize)) {
                        Some(v) => set!(dst, v),
                        None => reload!(),
                    }
                }
                Instr::CallMethod { dst, obj, argc } => {
                    // `pc` stays on the data word during the call (errors are reported at the
                    // call); a missing method moves it past, to report at the attribute.
                    let data = match code.instrs.get(pc) {
                        Some(Instr::Data(d)) => *d,
                        _ => break 'inner self.internal("missing method data"),
                    };
                    let recv = reg!(obj);
                    let name_idx = (data & 0xffff) as usize;
                    let name = code.names.get(name_idx).map_or("?", |s| s.as_str());
                    let start = base + obj as usize;
                    let all: SmallVec<[Value; 8]> =
                        match self.regs.get(start..start + 1 + argc as usize) {
                            Some(s) => SmallVec::from_slice(s),
                            None => break 'inner self.internal("bad call window"),
                        };
                    let tag = self.type_tag(recv);
                    let cached = self.cached_method(ci, name_idx, tag);
                    if cached.is_none() && !self.has_attr(recv, name) {
                        pc += 1;
                        break 'inner self.no_attribute(recv, name);
                    }
                    let kw = data >> 16;
                    let v = match (kw, cached) {
                        // Per-name candidate list built at start: no hashing per call.
                        (0, Some(f)) => tri!(f(self, &all, &[])),
                        (0, None) => tri!(self.call_method(recv, name, &all, &[])),
                        _ => {
                            let names = kw_names(code, kw as usize - 1);
                            let npos = all.len().saturating_sub(names.len());
                            let kws: SmallVec<[(&str, Value); 4]> = names
                                .iter()
                                .zip(all.iter().skip(npos))
                                .map(|(n, v)| (*n, *v))
                                .collect();
                            let pos = all.get(..npos).unwrap_or(&[]);
                            tri!(self.call_method(recv, name, pos, &kws))
                        }
                    };
                    set!(dst, v);
                    pc += 1;
                }
                Instr::Return { src } => {
                    let v = reg!(src);
                    let Some(done) = self.frames.pop() else {
                        return Ok(());
                    };
                    reload!();
                    match self.regs.get_mut(done.ret as usize) {
                        Some(s) => *s = v,
                        None => break 'inner self.internal("bad return register"),
                    }
                }
                Instr::GetAttr { dst, obj, name } => {
                    let o = reg!(obj);
                    let n = code.names.get(name as usize).map_or("?", |s| s.as_str());
                    let v = tri!(self.get_attr(o, n));
                    set!(dst, v);
                }
                Instr::SetAttr { obj, name, .. } => {
                    let o = reg!(obj);
                    let n = code.names.get(name as usize).map_or("?", |s| s.as_str());
                    break 'inner self.err(
                        TypeTag::AttributeError,
                        format!("'{}' object has no attribute '{n}'", self.type_name(o)),
                    );
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
                                        break 'inner self
                                            .err(TypeTag::IndexError, "list index out of range")
                                    }
                                }
                            }
                            _ => None,
                        },
                        _ => None,
                    };
                    let v = match fast {
                        Some(v) => v,
                        None => tri!(self.get_item(o, k)),
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
                    tri!(self.set_item(o, k, v));
                }
                Instr::DelItem { obj, key } => {
                    let (o, k) = (reg!(obj), reg!(key));
                    tri!(self.del_item(o, k));
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
                    let d = tri!(self.new_dict());
                    for i in 0..count as usize {
                        let k = reg!(start as usize + 2 * i);
                        let v = reg!(start as usize + 2 * i + 1);
                        tri!(self.dict_set(d, k, v));
                    }
                    set!(dst, d);
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
                    if self.get_iter(v).is_err() {
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
                    tri!(self.list_extend(l, v));
                }
                Instr::DictSet { dict, key, call } => {
                    let (d, k, v) = (reg!(dict), reg!(key), reg!(key + 1));
                    if call && tri!(self.dict_get(d, k)).is_some() {
                        let f = reg!(dict.wrapping_sub(2));
                        break 'inner self.dup_keyword(f, k);
                    }
                    tri!(self.dict_set(d, k, v));
                }
                Instr::DictUpdate { dict, val, call } => {
                    let (d, v) = (reg!(dict), reg!(val));
                    if call {
                        let f = reg!(dict.wrapping_sub(2));
                        let Some(Obj::Dict(m)) = self.obj(v) else {
                            break 'inner self.type_error(format!(
                                "{} argument after ** must be a mapping, not {}",
                                self.callable_desc(f),
                                self.type_name(v)
                            ));
                        };
                        let items: Vec<(Value, Value)> = m.iter().collect();
                        for (k, x) in items {
                            if self.as_str(k).is_none() {
                                break 'inner self.type_error("keywords must be strings");
                            }
                            if tri!(self.dict_get(d, k)).is_some() {
                                break 'inner self.dup_keyword(f, k);
                            }
                            tri!(self.dict_set(d, k, x));
                        }
                    } else {
                        tri!(self.dict_update(d, v));
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
                    let r = tri!(self.format_field(v, conv, spec));
                    set!(dst, r);
                }
                Instr::GetIter { dst, src } => {
                    let v = reg!(src);
                    let it = tri!(self.get_iter(v));
                    set!(dst, it);
                }
                Instr::ForIter { iter, dst } => {
                    let it = reg!(iter);
                    // Fast path: a list or tuple iterator.
                    if let Value::Obj(h) = it {
                        if let Obj::Iter(IterState::Seq { seq, idx }) = self.heap.get(h) {
                            let (seq, idx) = (*seq, *idx);
                            let item = match self.heap.get(seq) {
                                Obj::List(v) | Obj::Tuple(v) => v.get(idx).copied(),
                                _ => None,
                            };
                            if let Some(x) = item {
                                if let Some(Obj::Iter(IterState::Seq { idx: i, .. })) =
                                    self.heap.get_mut(h)
                                {
                                    *i = idx + 1;
                                }
                                set!(dst, x);
                                pc += 1;
                                continue;
                            }
                        }
                    }
                    match tri!(self.iter_next(it)) {
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
                    let items = tri!(self.unpack(v, count as usize, None));
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
                    let n = prog.codes.get(idx as usize).map_or(0, |c| c.ndefaults) as usize;
                    let s = base + defaults as usize;
                    let defs = match self.regs.get(s..s + n) {
                        Some(d) => d.to_vec(),
                        None => break 'inner self.internal("bad defaults window"),
                    };
                    let f = tri!(self.alloc(Obj::Function(Function {
                        code: idx as u32,
                        defaults: defs,
                    })));
                    set!(dst, f);
                }
                Instr::Raise { src } => {
                    let v = reg!(src);
                    break 'inner self.raise_value(v);
                }
                Instr::AssertFail { src, has_msg } => {
                    let msg = if has_msg {
                        let m = reg!(src);
                        tri!(self.to_str(m))
                    } else {
                        String::new()
                    };
                    break 'inner self.err(TypeTag::AssertionError, msg);
                }
            }
        };
        if let Some(f) = self.frames.last_mut() {
            f.pc = pc as u32;
        }
        let mut err = err;
        self.attach_trace(&mut err);
        Err(err)
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

    /// Pushes a frame for `code` whose registers start at `new_base` (parameters already
    /// there); the result will go to absolute register `ret`.
    #[inline(always)]
    pub(crate) fn push_frame(
        &mut self,
        callee: u32,
        code: &Code,
        new_base: usize,
        ret: usize,
    ) -> VmResult<()> {
        if self.frames.len() >= self.ctx.limits.max_recursion as usize {
            return Err(self.err(TypeTag::RecursionError, "maximum recursion depth exceeded"));
        }
        let need = new_base + code.nregs as usize;
        if self.regs.len() < need {
            let grow = need - self.regs.len();
            self.charge(grow as u64 * 16)?;
            self.regs.resize(need, Value::Undef);
        }
        // Locals start unbound (reading one first is UnboundLocalError). Temporaries are always
        // written before they are read, so they are left as they are: a stale handle there can
        // at most keep an object alive until the register is overwritten.
        let nargs = code.nparams as usize + usize::from(code.varargs);
        let nlocals = (code.nlocals as usize).min(code.nregs as usize);
        if nargs < nlocals {
            if let Some(window) = self.regs.get_mut(new_base + nargs..new_base + nlocals) {
                window.fill(Value::Undef);
            }
        }
        self.frames.push(super::Frame {
            code: callee,
            pc: 0,
            base: new_base as u32,
            ret: ret as u32,
        });
        Ok(())
    }

    fn global_fallback(&self, slot: u32) -> VmResult<Value> {
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

    fn name_error(&self, slot: u32) -> VmErr {
        let n = self
            .prog
            .globals
            .get(slot as usize)
            .map_or("?", |s| s.as_str());
        self.err(TypeTag::NameError, format!("name '{n}' is not defined"))
    }
}

/// The keyword names of a call: a tuple constant of strings.
fn kw_names(code: &Code, k: usize) -> SmallVec<[&str; 4]> {
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
