//! Built-ins that consume a generator from the dispatch loop: `sum(g)`, `any(g)`, `all(g)`,
//! `max(g)`, `min(g)`, `list(g)` and `tuple(g)` with the generator as their one argument
//! (`sum(x * x for x in xs)`, `list(x for x in rows if ...)`: the shapes agents write most).
//!
//! Called the general way, such a built-in resumes the generator in a nested `execute` for
//! every item (`callback.rs`): a native level, an `execute` entry and a frame save and
//! restore per item. Here the call instead pushes the generator's frame as a
//! [`FrameKind::GenConsume`] frame and keeps the built-in's running state (its accumulator)
//! on [`Vm::consumers`], one entry per such frame:
//! - A value yielded that the built-in takes without running script code (an int or float
//!   added, compared or tested) is fed to it with the generator's frame left where it is: the
//!   frame goes on at once as if `next()` had resumed it ([`Vm::feed_quick`]).
//! - Any other value suspends the generator first, exactly as a native `next()` would see it,
//!   and is fed the general way, which may run script code (a user `__add__`, `__bool__`,
//!   `__gt__`); the generator is then resumed, or the built-in is done and the call's result
//!   goes to the caller ([`Vm::consume_yielded`]).
//! - The generator's return ends the built-in ([`Vm::consume_finish`]); an exception leaving
//!   the generator drops the entry (`unwind.rs`) and goes on into the caller, as it would
//!   through the native built-in.
//!
//! Each item is charged what the native built-in charges for it, and the results, errors and
//! the order of every call into script code are the native built-in's (`pyrite-stdlib`'s
//! `funcs.rs`), which stays the path for every other argument.

use pyrite_lang::bytecode::{BinKind, CmpKind};

use super::{FrameKind, Vm, VmResult};
use crate::heap::Obj;
use crate::object::GenState;
use crate::value::{TypeTag, Value};

/// The built-ins that consume a generator this way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConsumeOp {
    Sum,
    Any,
    All,
    Max,
    Min,
    /// `list(g)` (a type, not a built-in function: see [`ConsumeOp::of_type`]).
    List,
    /// `tuple(g)`.
    Tuple,
}

impl ConsumeOp {
    /// The built-in names, in the order of [`ConsumeOp::from_index`].
    pub(crate) const NAMES: [&'static str; 5] = ["sum", "any", "all", "max", "min"];

    /// The op of `NAMES[i]`.
    pub(crate) fn from_index(i: u8) -> Option<ConsumeOp> {
        Some(match i {
            0 => ConsumeOp::Sum,
            1 => ConsumeOp::Any,
            2 => ConsumeOp::All,
            3 => ConsumeOp::Max,
            4 => ConsumeOp::Min,
            _ => return None,
        })
    }

    /// The op of calling built-in type `t` with one argument, if it consumes generators.
    #[inline]
    pub(crate) fn of_type(t: TypeTag) -> Option<ConsumeOp> {
        match t {
            TypeTag::List => Some(ConsumeOp::List),
            TypeTag::Tuple => Some(ConsumeOp::Tuple),
            _ => None,
        }
    }

    /// `max(g)`'s `name` for its error.
    fn name(self) -> &'static str {
        match self {
            ConsumeOp::List => "list",
            ConsumeOp::Tuple => "tuple",
            op => ConsumeOp::NAMES.get(op as usize).copied().unwrap_or("?"),
        }
    }
}

/// A built-in consuming the generator of a [`FrameKind::GenConsume`] frame.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Consumer {
    pub(crate) op: ConsumeOp,
    /// The running sum, the best item so far (`Undef` before the first), or the list the
    /// items are collected in; a collector root.
    pub(crate) acc: Value,
    /// How many items were fed (`list`/`tuple` charge fuel by the 1024, as `collect`).
    pub(crate) fed: u64,
}

/// What feeding one item gave.
enum Fed {
    /// The built-in wants the next item.
    More,
    /// The built-in is done, with this result (`any` found a true item).
    Done(Value),
}

impl Vm<'_> {
    /// The consuming built-in that built-in `i` is, if any.
    #[inline]
    pub(crate) fn consume_op(&self, i: u32) -> Option<ConsumeOp> {
        let k = *self.index.consume.get(i as usize)?;
        ConsumeOp::from_index(k)
    }

    /// `op(g)` called from the dispatch loop, its result due in absolute register `ret`: when
    /// `g` is a generator that can be resumed, pushes its frame as a consumed one and gives
    /// true; false for anything else (the native built-in then runs).
    pub(crate) fn start_consume(&mut self, op: ConsumeOp, g: Value, ret: usize) -> VmResult<bool> {
        let Value::Obj(h) = g else { return Ok(false) };
        match self.heap.get(h) {
            Obj::Generator(gen) if matches!(gen.state, GenState::Created | GenState::Suspended) => {
            }
            _ => return Ok(false),
        }
        let acc = match op {
            ConsumeOp::Sum => Value::Int(0),
            ConsumeOp::List | ConsumeOp::Tuple => self.new_list(Vec::new())?,
            _ => Value::Undef,
        };
        self.consumers.push(Consumer { op, acc, fed: 0 });
        match self.resume(h, Value::None, ret, FrameKind::GenConsume) {
            Ok(None) => Ok(true),
            // Not resumable after all: the native built-in decides (it cannot be, by the
            // state checked above).
            Ok(Some(_)) => {
                self.consumers.pop();
                Ok(false)
            }
            Err(e) => {
                self.consumers.pop();
                Err(e)
            }
        }
    }

    /// The top frame, a consumed generator, yields `v`: fed to its consumer if that takes it
    /// without running script code, leaving the frame to go on (`Ok(true)`). `Ok(false)`
    /// when nothing was fed: the general path ([`Vm::consume_yielded`]) then suspends the
    /// generator and feeds it.
    #[inline]
    pub(crate) fn feed_quick(&mut self, v: Value) -> VmResult<bool> {
        let Some(c) = self.consumers.last().copied() else {
            return Ok(false);
        };
        if let ConsumeOp::List | ConsumeOp::Tuple = c.op {
            self.collect_item(c, v)?;
            return Ok(true);
        }
        let acc = match (c.op, c.acc, v) {
            (ConsumeOp::Sum, Value::Int(p), Value::Int(q)) => match p.checked_add(q) {
                Some(s) => Value::Int(s),
                None => return Ok(false),
            },
            (ConsumeOp::Sum, Value::Float(p), Value::Float(q)) => Value::Float(p + q),
            (ConsumeOp::Any, _, Value::Bool(false) | Value::Int(0) | Value::None) => c.acc,
            (ConsumeOp::All, _, Value::Bool(true)) => c.acc,
            (ConsumeOp::All, _, Value::Int(i)) if i != 0 => c.acc,
            (ConsumeOp::Max | ConsumeOp::Min, Value::Undef, Value::Int(_) | Value::Float(_)) => v,
            (ConsumeOp::Max, Value::Int(b), Value::Int(x)) => Value::Int(b.max(x)),
            (ConsumeOp::Min, Value::Int(b), Value::Int(x)) => Value::Int(b.min(x)),
            // `item > best` as floats compare (a NaN is never better; `-0.0` does not beat
            // `0.0`): the winner is the item itself, never a value made from both.
            (ConsumeOp::Max, Value::Float(b), Value::Float(x)) => {
                if x > b {
                    v
                } else {
                    c.acc
                }
            }
            (ConsumeOp::Min, Value::Float(b), Value::Float(x)) => {
                if x < b {
                    v
                } else {
                    c.acc
                }
            }
            _ => return Ok(false),
        };
        self.charge_fuel(1)?;
        if let Some(c) = self.consumers.last_mut() {
            c.acc = acc;
        }
        Ok(true)
    }

    /// The general path: the consumed generator (already suspended, its frame popped, its
    /// result due in absolute register `ret`) yielded `v`. Feeds it (which may run script
    /// code), then resumes the generator, or ends the built-in with its result in `ret`.
    /// An error drops the consumer and arrives in the caller, as from the native built-in.
    pub(crate) fn consume_yielded(&mut self, g: Value, v: Value, ret: usize) -> VmResult<()> {
        let mark = self.roots.len();
        self.roots.push(v);
        let fed = self.feed(v);
        self.roots.truncate(mark);
        let done = match fed {
            Ok(Fed::More) => {
                let Value::Obj(h) = g else {
                    return Err(self.internal("a consumed generator is not one"));
                };
                match self.resume(h, Value::None, ret, FrameKind::GenConsume) {
                    Ok(None) => return Ok(()),
                    // Closed meanwhile (by script code the item ran): exhausted.
                    Ok(Some(_)) => self.consume_finish(),
                    Err(e) => {
                        self.consumers.pop();
                        Err(e)
                    }
                }
            }
            Ok(Fed::Done(r)) => {
                self.consumers.pop();
                Ok(r)
            }
            Err(e) => {
                self.consumers.pop();
                Err(e)
            }
        }?;
        if let Some(slot) = self.regs.get_mut(ret) {
            *slot = done;
        }
        Ok(())
    }

    /// Feeds one item to the top consumer as the native built-in treats it.
    fn feed(&mut self, x: Value) -> VmResult<Fed> {
        let Some(c) = self.consumers.last().copied() else {
            return Err(self.internal("a consumed generator without its consumer"));
        };
        if let ConsumeOp::List | ConsumeOp::Tuple = c.op {
            self.collect_item(c, x)?;
            return Ok(Fed::More);
        }
        self.charge_fuel(1)?;
        let acc = match c.op {
            ConsumeOp::Sum => self.sum_step(c.acc, x)?, // CALLBACK
            ConsumeOp::List | ConsumeOp::Tuple => c.acc,
            ConsumeOp::Any => {
                if self.truthy(x)? {
                    // CALLBACK
                    return Ok(Fed::Done(Value::Bool(true)));
                }
                c.acc
            }
            ConsumeOp::All => {
                if !self.truthy(x)? {
                    // CALLBACK
                    return Ok(Fed::Done(Value::Bool(false)));
                }
                c.acc
            }
            ConsumeOp::Max | ConsumeOp::Min => {
                let op = if c.op == ConsumeOp::Max {
                    CmpKind::Gt
                } else {
                    CmpKind::Lt
                };
                match (c.acc, x) {
                    (Value::Undef, _) => x,
                    (Value::Int(b), Value::Int(i)) => {
                        if (op == CmpKind::Gt && i > b) || (op == CmpKind::Lt && i < b) {
                            x
                        } else {
                            c.acc
                        }
                    }
                    _ => {
                        if self.compare(op, x, c.acc)? {
                            // CALLBACK
                            x
                        } else {
                            c.acc
                        }
                    }
                }
            }
        };
        if let Some(top) = self.consumers.last_mut() {
            top.acc = acc;
        }
        Ok(Fed::More)
    }

    /// Appends an item to the list `list(g)`/`tuple(g)` collect in, charged as
    /// [`Vm::collect`] charges one: its room, and fuel by the 1024.
    fn collect_item(&mut self, c: Consumer, x: Value) -> VmResult<()> {
        self.list_push(c.acc, x)?;
        let fed = c.fed + 1;
        if fed.is_multiple_of(1024) {
            self.charge_fuel(256)?;
        }
        if let Some(top) = self.consumers.last_mut() {
            top.fed = fed;
        }
        Ok(())
    }

    /// One step of `sum`: `acc + x`, with the int and float cases inline (an int sum that
    /// overflows `i64`, and any other operands, go through `+` itself, which may run script
    /// code). The one definition that `sum()` and a consumed generator's sum share.
    #[inline]
    pub fn sum_step(&mut self, acc: Value, x: Value) -> VmResult<Value> {
        match (acc, x) {
            (Value::Int(p), Value::Int(q)) => match p.checked_add(q) {
                Some(s) => Ok(Value::Int(s)),
                None => self.binop(BinKind::Add, acc, x, false),
            },
            (Value::Float(p), Value::Float(q)) => Ok(Value::Float(p + q)),
            _ => self.binop(BinKind::Add, acc, x, false), // CALLBACK
        }
    }

    /// The consumed generator returned: the built-in's result (its consumer dropped).
    pub(crate) fn consume_finish(&mut self) -> VmResult<Value> {
        let Some(c) = self.consumers.pop() else {
            return Err(self.internal("a consumed generator without its consumer"));
        };
        match (c.op, c.acc) {
            (ConsumeOp::Any, _) => Ok(Value::Bool(false)),
            (ConsumeOp::All, _) => Ok(Value::Bool(true)),
            (ConsumeOp::Max | ConsumeOp::Min, Value::Undef) => {
                Err(self.value_error(format!("{}() arg is an empty sequence", c.op.name())))
            }
            (ConsumeOp::Tuple, Value::Obj(h)) => {
                // The list was never seen by the script: it becomes the tuple in place (the
                // same buffer, so the same charge), or the empty tuple, which is one object.
                let items = match self.heap.get_mut(h) {
                    Some(Obj::List(items)) => std::mem::take(items),
                    _ => Vec::new(),
                };
                if items.is_empty() {
                    return self.new_tuple(items);
                }
                if let Some(o) = self.heap.get_mut(h) {
                    *o = Obj::Tuple(items);
                }
                Ok(c.acc)
            }
            (_, acc) => Ok(acc),
        }
    }
}
