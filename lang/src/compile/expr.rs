//! Expressions, and conditions compiled straight to jumps.

use super::fold;
use super::names::Loc;
use super::stmt::bin_kind;
use super::{CResult, Ctx};
use crate::ast::{BoolOp, CmpOp, Comprehension, Constant, Expr, ExprKind, UnaryOp};
use crate::bytecode::{BinKind, CmpKind, Const, Instr, Reg, UnKind};
use crate::diagnostic::Diagnostic;

fn cmp_kind(op: CmpOp) -> CmpKind {
    match op {
        CmpOp::Eq => CmpKind::Eq,
        CmpOp::NotEq => CmpKind::Ne,
        CmpOp::Lt => CmpKind::Lt,
        CmpOp::LtE => CmpKind::Le,
        CmpOp::Gt => CmpKind::Gt,
        CmpOp::GtE => CmpKind::Ge,
        CmpOp::Is => CmpKind::Is,
        CmpOp::IsNot => CmpKind::IsNot,
        CmpOp::In => CmpKind::In,
        CmpOp::NotIn => CmpKind::NotIn,
    }
}

/// What a comprehension builds.
enum CompKind<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// Compiles `e` and returns a register holding its value: a local's own register when `e`
    /// is a bound local, else a fresh temporary.
    pub(super) fn expr_to_reg(&mut self, e: &'a Expr) -> CResult<Reg> {
        if let ExprKind::Name(n) = &e.kind {
            if let Loc::Reg(r, check) = self.resolve(n)? {
                if check {
                    self.unit.span = e.span;
                    self.check_bound(r, n)?;
                }
                return Ok(r);
            }
        }
        let r = self.tmp()?;
        self.expr_into(e, r)?;
        Ok(r)
    }

    /// Compiles an iterable of `for`, a comprehension or a final `in` / `not in`: a set
    /// display of constants is CPython's frozenset constant (`fold_iter`).
    pub(super) fn iterable_into(&mut self, e: &'a Expr, dst: Reg) -> CResult<()> {
        if let ExprKind::Set(items) = &e.kind {
            if let Some(consts) = fold::fold_all(items) {
                let idx = self.frozenset_const(consts)?;
                self.emit(Instr::LoadConst { dst, idx });
                return Ok(());
            }
        }
        self.expr_into(e, dst)
    }

    /// The right operand of a comparison; the last one of `in` / `not in` is an iterable.
    fn comparand_to_reg(&mut self, op: CmpOp, right: &'a Expr, last: bool) -> CResult<Reg> {
        if last && matches!(op, CmpOp::In | CmpOp::NotIn) && matches!(right.kind, ExprKind::Set(_))
        {
            let r = self.tmp()?;
            self.iterable_into(right, r)?;
            return Ok(r);
        }
        self.expr_to_reg(right)
    }

    fn load_const(&mut self, c: &Constant, dst: Reg) -> CResult<()> {
        match c {
            Constant::None => {
                self.emit(Instr::LoadNone { dst });
            }
            Constant::True => {
                self.emit(Instr::LoadBool { dst, val: true });
            }
            Constant::False => {
                self.emit(Instr::LoadBool { dst, val: false });
            }
            Constant::Int(i) => match i32::try_from(*i) {
                Ok(imm) => {
                    self.emit(Instr::LoadInt { dst, imm });
                }
                Err(_) => {
                    let idx = self.add_const(Const::Int(*i))?;
                    self.emit(Instr::LoadConst { dst, idx });
                }
            },
            Constant::BigInt(b) => {
                let idx = self.add_const(Const::BigInt(b.clone()))?;
                self.emit(Instr::LoadConst { dst, idx });
            }
            Constant::Float(f) => {
                let idx = self.add_const(Const::Float(*f))?;
                self.emit(Instr::LoadConst { dst, idx });
            }
            Constant::Str(s) => {
                let idx = self.add_const(Const::Str(s.clone()))?;
                self.emit(Instr::LoadConst { dst, idx });
            }
            Constant::Ellipsis => {
                let idx = self.add_const(Const::Ellipsis)?;
                self.emit(Instr::LoadConst { dst, idx });
            }
            Constant::Imaginary(_) => {
                return Err(super::refused("complex numbers", self.unit.span))
            }
            Constant::Bytes(b) => {
                let idx = self.add_const(Const::Bytes(b.clone()))?;
                self.emit(Instr::LoadConst { dst, idx });
            }
        }
        Ok(())
    }

    /// Compiles `e` so that its value ends in `dst`. `dst` is written only by the last
    /// instruction of each path, so `x = f(x)` may target `x` directly.
    pub(super) fn expr_into(&mut self, e: &'a Expr, dst: Reg) -> CResult<()> {
        let outer_span = self.unit.span;
        self.unit.span = e.span;
        let mark = self.mark();
        match &e.kind {
            ExprKind::Constant(c) => self.load_const(c, dst)?,
            ExprKind::Name(n) => self.load_name(n, dst)?,
            ExprKind::BinOp { left, op, right } => {
                let kind = bin_kind(*op);
                let a = self.expr_to_reg(left)?;
                if let (BinKind::Add | BinKind::Sub, ExprKind::Constant(Constant::Int(i))) =
                    (kind, &right.kind)
                {
                    if let Ok(imm) = i16::try_from(*i) {
                        self.unit.span = e.span;
                        let sub = kind == BinKind::Sub;
                        self.emit(Instr::AddImm {
                            dst,
                            src: a,
                            imm,
                            sub,
                        });
                        self.release(mark);
                        self.unit.span = outer_span;
                        return Ok(());
                    }
                }
                let b = self.expr_to_reg(right)?;
                self.unit.span = e.span;
                match kind {
                    BinKind::Add => self.emit(Instr::Add { dst, a, b }),
                    BinKind::Sub => self.emit(Instr::Sub { dst, a, b }),
                    op => self.emit(Instr::Bin { op, dst, a, b }),
                };
            }
            ExprKind::UnaryOp { op, operand } => {
                // Fold `-5` and `-2.5` so negative literals cost nothing.
                if let (UnaryOp::USub, ExprKind::Constant(c)) = (op, &operand.kind) {
                    let folded = match c {
                        Constant::Int(i) => i.checked_neg().map(Constant::Int),
                        Constant::Float(f) => Some(Constant::Float(-f)),
                        _ => None,
                    };
                    if let Some(c) = folded {
                        self.load_const(&c, dst)?;
                        self.unit.span = outer_span;
                        return Ok(());
                    }
                }
                let src = self.expr_to_reg(operand)?;
                let op = match op {
                    UnaryOp::Invert => UnKind::Invert,
                    UnaryOp::Not => UnKind::Not,
                    UnaryOp::UAdd => UnKind::Pos,
                    UnaryOp::USub => UnKind::Neg,
                };
                self.unit.span = e.span;
                self.emit(Instr::Unary { op, dst, src });
            }
            ExprKind::BoolOp { op, values } => {
                // Operands are evaluated into a temporary so that `x = y or x` reads the old `x`.
                let t = self.tmp()?;
                let mut ends = Vec::new();
                for (i, v) in values.iter().enumerate() {
                    self.expr_into(v, t)?;
                    if i + 1 < values.len() {
                        let j = match op {
                            BoolOp::And => Instr::JumpIfFalse { cond: t, target: 0 },
                            BoolOp::Or => Instr::JumpIfTrue { cond: t, target: 0 },
                        };
                        ends.push(self.emit(j));
                    }
                }
                for j in ends {
                    self.patch_here(j);
                }
                self.emit(Instr::Move { dst, src: t });
            }
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => {
                if let ([op], [right]) = (ops.as_slice(), comparators.as_slice()) {
                    let a = self.expr_to_reg(left)?;
                    let b = self.comparand_to_reg(*op, right, true)?;
                    self.unit.span = e.span;
                    self.emit(Instr::Cmp {
                        op: cmp_kind(*op),
                        dst,
                        a,
                        b,
                    });
                } else {
                    let t = self.tmp()?;
                    let mut a = self.expr_to_reg(left)?;
                    let mut ends = Vec::new();
                    for (i, (op, right)) in ops.iter().zip(comparators).enumerate() {
                        let b = self.comparand_to_reg(*op, right, i + 1 == ops.len())?;
                        self.unit.span = e.span;
                        self.emit(Instr::Cmp {
                            op: cmp_kind(*op),
                            dst: t,
                            a,
                            b,
                        });
                        if i + 1 < ops.len() {
                            ends.push(self.emit(Instr::JumpIfFalse { cond: t, target: 0 }));
                        }
                        a = b;
                    }
                    for j in ends {
                        self.patch_here(j);
                    }
                    self.emit(Instr::Move { dst, src: t });
                }
            }
            ExprKind::IfExp { test, body, orelse } => {
                let else_jumps = self.cond_jump(test, false)?;
                self.expr_into(body, dst)?;
                let end = self.emit(Instr::Jump { target: 0 });
                for j in else_jumps {
                    self.patch_here(j);
                }
                self.expr_into(orelse, dst)?;
                self.patch_here(end);
            }
            ExprKind::Call {
                func,
                args,
                keywords,
            } => self.call(e, func, args, keywords, dst)?,
            ExprKind::Attribute { value, attr } => {
                let obj = self.expr_to_reg(value)?;
                let name = self.attr_name(attr)?;
                self.unit.span = e.span;
                self.emit(Instr::GetAttr { dst, obj, name });
            }
            ExprKind::Subscript { value, slice } => {
                let obj = self.expr_to_reg(value)?;
                let key = self.subscript_key(slice)?;
                self.unit.span = e.span;
                self.emit(Instr::GetItem { dst, obj, key });
            }
            ExprKind::Slice { lower, upper, step } => {
                let base = self.tmps(3)?;
                for (i, part) in [lower, upper, step].into_iter().enumerate() {
                    let r = base + i as Reg;
                    match part {
                        Some(p) => self.expr_into(p, r)?,
                        None => {
                            self.emit(Instr::LoadNone { dst: r });
                        }
                    }
                }
                self.emit(Instr::BuildSlice { dst, start: base });
            }
            ExprKind::List(items) => self.sequence(items, dst, false, false)?,
            ExprKind::Tuple(items) => self.sequence(items, dst, true, false)?,
            ExprKind::Dict { keys, values } => self.dict_display(keys, values, dst)?,
            ExprKind::ListComp { elt, generators } => {
                self.comprehension(e, CompKind::List(elt), generators, dst)?
            }
            ExprKind::SetComp { elt, generators } => {
                self.comprehension(e, CompKind::Set(elt), generators, dst)?
            }
            ExprKind::DictComp {
                key,
                value,
                generators,
            } => self.comprehension(e, CompKind::Dict(key, value), generators, dst)?,
            ExprKind::GeneratorExp { elt, generators } => self.genexp(e, elt, generators, dst)?,
            ExprKind::Lambda { args, body } => self.lambda(e, args, body, dst)?,
            ExprKind::NamedExpr { target, value } => {
                let t = self.tmp()?;
                self.expr_into(value, t)?;
                self.store_name(target, t)?;
                self.emit(Instr::Move { dst, src: t });
            }
            ExprKind::JoinedStr(parts) => self.fstring(parts, dst)?,
            ExprKind::FormattedValue { .. } => self.fstring(std::slice::from_ref(e), dst)?,
            ExprKind::Set(items) => self.set_display(items, dst)?,
            ExprKind::Yield(value) => {
                if !self.in_function() {
                    return Err(Diagnostic::syntax("'yield' outside function", e.span));
                }
                let src = match value {
                    Some(v) => self.expr_to_reg(v)?,
                    None => {
                        let r = self.tmp()?;
                        self.emit(Instr::LoadNone { dst: r });
                        r
                    }
                };
                self.unit.span = e.span;
                self.emit(Instr::Yield { dst, src });
            }
            ExprKind::YieldFrom(value) => {
                if !self.in_function() {
                    return Err(Diagnostic::syntax("'yield' outside function", e.span));
                }
                let it = self.tmp()?;
                self.expr_into(value, it)?;
                self.unit.span = e.span;
                self.emit(Instr::GetYieldFromIter { dst: it, src: it });
                let t = self.tmp()?;
                self.emit(Instr::LoadNone { dst: t });
                self.emit(Instr::YieldFrom { dst: t, iter: it });
                self.emit(Instr::Move { dst, src: t });
            }
            ExprKind::Await(_) => return Err(Diagnostic::unsupported("await", e.span)),
            ExprKind::Starred(_) => {
                return Err(Diagnostic::syntax(
                    "can't use starred expression here",
                    e.span,
                ))
            }
        }
        self.release(mark);
        self.unit.span = outer_span;
        Ok(())
    }

    /// The key register of `obj[slice]` (a slice object for `a:b:c`).
    pub(super) fn subscript_key(&mut self, slice: &'a Expr) -> CResult<Reg> {
        self.expr_to_reg(slice)
    }

    fn sequence(&mut self, items: &'a [Expr], dst: Reg, tuple: bool, call: bool) -> CResult<()> {
        let count = u16::try_from(items.len())
            .map_err(|_| Diagnostic::syntax("too many items in a display", self.unit.span))?;
        if !items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_))) {
            let base = self.tmps(items.len())?;
            for (i, item) in items.iter().enumerate() {
                self.expr_into(item, base + i as Reg)?;
            }
            if tuple {
                self.emit(Instr::BuildTuple {
                    dst,
                    start: base,
                    count,
                });
            } else {
                self.emit(Instr::BuildList {
                    dst,
                    start: base,
                    count,
                });
            }
            return Ok(());
        }
        // A call's argument list is built in place (its callee sits just below it).
        let outer = self.unit.span;
        let list = if call { dst } else { self.tmp()? };
        self.emit(Instr::BuildList {
            dst: list,
            start: list,
            count: 0,
        });
        for item in items {
            let mark = self.mark();
            match &item.kind {
                ExprKind::Starred(inner) => {
                    let v = self.expr_to_reg(inner)?;
                    // CPython reports a bad `*x` of a call at the call, of a display at `x`.
                    self.unit.span = if call { outer } else { item.span };
                    self.emit(Instr::ListExtend { list, val: v, call });
                }
                _ => {
                    let v = self.expr_to_reg(item)?;
                    self.emit(Instr::ListAppend { list, val: v });
                }
            }
            self.release(mark);
        }
        if tuple {
            self.emit(Instr::ListToTuple { dst, src: list });
        } else if list != dst {
            self.emit(Instr::Move { dst, src: list });
        }
        Ok(())
    }

    fn dict_display(
        &mut self,
        keys: &'a [Option<Expr>],
        values: &'a [Expr],
        dst: Reg,
    ) -> CResult<()> {
        let span = self.unit.span;
        let d = self.tmp()?;
        self.emit(Instr::BuildDict {
            dst: d,
            start: d,
            count: 0,
        });
        for (k, v) in keys.iter().zip(values) {
            let mark = self.mark();
            match k {
                Some(k) => {
                    let kr = self.tmps(2)?;
                    self.expr_into(k, kr)?;
                    self.expr_into(v, kr + 1)?;
                    self.unit.span = span;
                    self.emit(Instr::DictSet {
                        dict: d,
                        key: kr,
                        call: false,
                    });
                }
                None => {
                    let vr = self.expr_to_reg(v)?;
                    self.unit.span = v.span;
                    self.emit(Instr::DictUpdate {
                        dict: d,
                        val: vr,
                        call: false,
                    });
                }
            }
            self.release(mark);
        }
        self.emit(Instr::Move { dst, src: d });
        Ok(())
    }

    fn call(
        &mut self,
        e: &'a Expr,
        func: &'a Expr,
        args: &'a [Expr],
        keywords: &'a [crate::ast::Keyword],
        dst: Reg,
    ) -> CResult<()> {
        if args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_)))
            || keywords.iter().any(|k| k.arg.is_none())
        {
            return self.call_ex(e, func, args, keywords, dst);
        }
        let argc = u16::try_from(args.len() + keywords.len())
            .map_err(|_| Diagnostic::syntax("too many arguments", e.span))?;
        let kw_const = if keywords.is_empty() {
            None
        } else {
            let names = keywords
                .iter()
                .map(|k| Const::Str(k.arg.clone().unwrap_or_default()))
                .collect();
            Some(self.add_const(Const::Tuple(names))?)
        };
        let f = self.tmp()?;
        let method = match &func.kind {
            ExprKind::Attribute { value, attr } => {
                self.expr_into(value, f)?;
                Some(self.attr_name(attr)? as u32)
            }
            _ => {
                self.expr_into(func, f)?;
                None
            }
        };
        for a in args {
            let r = self.tmp()?;
            self.expr_into(a, r)?;
        }
        for k in keywords {
            let r = self.tmp()?;
            self.expr_into(&k.value, r)?;
        }
        self.unit.span = e.span;
        match (method, kw_const) {
            (Some(name), kw) => {
                let kw = match kw {
                    Some(k) if k < u16::MAX as u32 => k + 1,
                    Some(_) => return Err(Diagnostic::syntax("too many constants", e.span)),
                    None => 0,
                };
                self.emit(Instr::CallMethod { dst, obj: f, argc });
                // The data word carries the attribute's span: a missing method is reported
                // there, as CPython reports its LOAD_METHOD.
                self.unit.span = func.span;
                self.emit(Instr::Data(name | (kw << 16)));
                self.unit.span = e.span;
            }
            (None, Some(k)) => {
                self.emit(Instr::CallKw { dst, func: f, argc });
                self.emit(Instr::Data(k));
            }
            (None, None) => {
                self.emit(Instr::Call { dst, func: f, argc });
            }
        }
        Ok(())
    }

    /// A call with `*x` or `**m`: the positional arguments are collected in a list and the
    /// keyword arguments in a dict, then `CallEx`.
    fn call_ex(
        &mut self,
        e: &'a Expr,
        func: &'a Expr,
        args: &'a [Expr],
        keywords: &'a [crate::ast::Keyword],
        dst: Reg,
    ) -> CResult<()> {
        let f = self.tmp()?;
        self.expr_into(func, f)?;
        let list = self.tmp()?;
        let mark = self.mark();
        self.sequence(args, list, false, true)?;
        self.release(mark);
        let has_kw = !keywords.is_empty();
        if has_kw {
            let d = self.tmp()?;
            self.emit(Instr::BuildDict {
                dst: d,
                start: d,
                count: 0,
            });
            for k in keywords {
                let mark = self.mark();
                match &k.arg {
                    Some(name) => {
                        let kr = self.tmps(2)?;
                        self.load_const(&Constant::Str(name.clone()), kr)?;
                        self.expr_into(&k.value, kr + 1)?;
                        self.unit.span = e.span;
                        self.emit(Instr::DictSet {
                            dict: d,
                            key: kr,
                            call: true,
                        });
                    }
                    None => {
                        let v = self.expr_to_reg(&k.value)?;
                        self.unit.span = e.span;
                        self.emit(Instr::DictUpdate {
                            dict: d,
                            val: v,
                            call: true,
                        });
                    }
                }
                self.release(mark);
            }
        }
        self.unit.span = e.span;
        self.emit(Instr::CallEx {
            dst,
            func: f,
            has_kw,
        });
        Ok(())
    }

    /// A list, set or dict comprehension, compiled inline: its first iterable is evaluated
    /// here, the rest in its own scope (fresh registers in this frame); tracebacks show the
    /// frame CPython runs it in.
    fn comprehension(
        &mut self,
        e: &'a Expr,
        kind: CompKind<'a>,
        generators: &'a [Comprehension],
        dst: Reg,
    ) -> CResult<()> {
        let Some(first) = generators.first() else {
            return Err(self.internal("comprehension without a for"));
        };
        let mark = self.mark();
        let saved_span = self.unit.comp_span;
        self.unit.comp_span = self.unit.span;
        // The first iterable, in the enclosing scope.
        let range = self.range_args(&first.iter)?;
        let (range_base, it) = match range {
            Some(args) => {
                let base = self.tmps(3)?;
                for (i, a) in args.iter().enumerate() {
                    self.expr_into(a, base + i as Reg)?;
                }
                self.unit.span = first.iter.span;
                self.emit(Instr::RangePrep {
                    base,
                    argc: args.len() as u16,
                });
                (Some(base), 0)
            }
            None => {
                let it = self.tmp()?;
                self.iterable_into(&first.iter, it)?;
                self.unit.span = self.unit.comp_span;
                self.emit(Instr::GetIter { dst: it, src: it });
                (None, it)
            }
        };
        let result = self.tmp()?;
        match kind {
            CompKind::List(_) => self.emit(Instr::BuildList {
                dst: result,
                start: result,
                count: 0,
            }),
            CompKind::Set(_) => self.emit(Instr::BuildSet {
                dst: result,
                start: result,
                count: 0,
            }),
            CompKind::Dict(..) => self.emit(Instr::BuildDict {
                dst: result,
                start: result,
                count: 0,
            }),
        };
        self.enter_comp(e)?;
        let saved_bound = self.unit.bound.clone();
        let r = self.comp_level(&kind, generators, 0, result, Some((range_base, it)));
        self.unit.bound = saved_bound;
        self.leave_comp();
        self.unit.comp_span = saved_span;
        r?;
        self.emit(Instr::Move { dst, src: result });
        self.release(mark);
        Ok(())
    }

    fn comp_level(
        &mut self,
        kind: &CompKind<'a>,
        generators: &'a [Comprehension],
        level: usize,
        result: Reg,
        first: Option<(Option<Reg>, Reg)>,
    ) -> CResult<()> {
        let Some(g) = generators.get(level) else {
            let mark = self.mark();
            match kind {
                CompKind::List(elt) => {
                    let v = self.expr_to_reg(elt)?;
                    self.emit(Instr::ListAppend {
                        list: result,
                        val: v,
                    });
                }
                CompKind::Set(elt) => {
                    let v = self.expr_to_reg(elt)?;
                    self.unit.span = self.unit.comp_span;
                    self.emit(Instr::SetAdd {
                        set: result,
                        val: v,
                    });
                }
                CompKind::Dict(k, v) => {
                    let kr = self.tmps(2)?;
                    self.expr_into(k, kr)?;
                    self.expr_into(v, kr + 1)?;
                    self.unit.span = self.unit.comp_span;
                    self.emit(Instr::DictSet {
                        dict: result,
                        key: kr,
                        call: false,
                    });
                }
            }
            self.release(mark);
            return Ok(());
        };
        if g.is_async {
            return Err(super::refused("async comprehensions", g.iter.span));
        }
        let mark = self.mark();
        let (top, exit, item) = match first {
            Some((range_base, it)) => {
                self.unit.span = self.unit.comp_span;
                self.loop_head_from(&g.target, range_base, it, true)?
            }
            None => self.loop_head(&g.target, &g.iter, true)?,
        };
        let region_start = if level == 0 { Some(top) } else { None };
        self.store(&g.target, item)?;
        for cond in &g.ifs {
            for j in self.cond_jump(cond, false)? {
                self.patch(j, top);
            }
        }
        self.comp_level(kind, generators, level + 1, result, None)?;
        self.emit(Instr::Jump { target: top });
        self.patch_here(exit);
        if let Some(start) = region_start {
            let name = match kind {
                CompKind::List(_) => "<listcomp>",
                CompKind::Set(_) => "<setcomp>",
                CompKind::Dict(..) => "<dictcomp>",
            };
            let end = self.here();
            let span = self.unit.comp_span;
            self.unit.code.comps.push(crate::bytecode::CompRegion {
                start,
                end,
                name: name.to_string(),
                span,
            });
        }
        self.release(mark);
        Ok(())
    }

    /// `{a, b, *c}`.
    fn set_display(&mut self, items: &'a [Expr], dst: Reg) -> CResult<()> {
        let count = u16::try_from(items.len())
            .map_err(|_| Diagnostic::syntax("too many items in a display", self.unit.span))?;
        if items.len() > 2 {
            if let Some(consts) = fold::fold_all(items) {
                // CPython: BUILD_SET 0; LOAD_CONST frozenset; SET_UPDATE.
                let t = self.tmp()?;
                let idx = self.frozenset_const(consts)?;
                self.emit(Instr::LoadConst { dst: t, idx });
                self.emit(Instr::BuildSet {
                    dst,
                    start: t,
                    count: 0,
                });
                self.emit(Instr::SetUpdate { set: dst, val: t });
                return Ok(());
            }
        }
        if !items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_))) {
            let base = self.tmps(items.len())?;
            for (i, item) in items.iter().enumerate() {
                self.expr_into(item, base + i as Reg)?;
            }
            self.emit(Instr::BuildSet {
                dst,
                start: base,
                count,
            });
            return Ok(());
        }
        let s = self.tmp()?;
        self.emit(Instr::BuildSet {
            dst: s,
            start: s,
            count: 0,
        });
        for item in items {
            let mark = self.mark();
            match &item.kind {
                ExprKind::Starred(inner) => {
                    let v = self.expr_to_reg(inner)?;
                    self.unit.span = item.span;
                    self.emit(Instr::SetUpdate { set: s, val: v });
                }
                _ => {
                    let v = self.expr_to_reg(item)?;
                    self.emit(Instr::SetAdd { set: s, val: v });
                }
            }
            self.release(mark);
        }
        self.emit(Instr::Move { dst, src: s });
        Ok(())
    }

    fn fstring(&mut self, parts: &'a [Expr], dst: Reg) -> CResult<()> {
        // CPython 3.11 gives each replacement field the span of the whole f-string.
        let whole = self.unit.span;
        let count = u16::try_from(parts.len())
            .map_err(|_| Diagnostic::syntax("f-string too long", self.unit.span))?;
        let base = self.tmps(parts.len())?;
        for (i, p) in parts.iter().enumerate() {
            let r = base + i as Reg;
            match &p.kind {
                ExprKind::FormattedValue {
                    value,
                    conversion,
                    format_spec,
                } => {
                    let mark = self.mark();
                    let src = self.tmps(2)?;
                    self.expr_into(value, src)?;
                    if let Some(spec) = format_spec {
                        self.expr_into(spec, src + 1)?;
                    }
                    let conv = match conversion {
                        None => 0,
                        Some('s') => 1,
                        Some('r') => 2,
                        Some(_) => 3,
                    };
                    self.unit.span = whole;
                    self.emit(Instr::Format {
                        dst: r,
                        src,
                        conv,
                        has_spec: format_spec.is_some(),
                    });
                    self.release(mark);
                }
                _ => self.expr_into(p, r)?,
            }
        }
        self.emit(Instr::BuildString {
            dst,
            start: base,
            count,
        });
        Ok(())
    }

    /// Compiles a condition as jumps: returns the jumps (to patch) taken when the truth of `e`
    /// equals `jump_if`; otherwise execution falls through.
    pub(super) fn cond_jump(&mut self, e: &'a Expr, jump_if: bool) -> CResult<Vec<usize>> {
        let mark = self.mark();
        let out = match &e.kind {
            ExprKind::UnaryOp {
                op: UnaryOp::Not,
                operand,
            } => self.cond_jump(operand, !jump_if)?,
            ExprKind::BoolOp { op, values } => {
                // `and` jumps out on the first false operand, `or` on the first true one.
                let short = matches!(op, BoolOp::Or);
                let mut out = Vec::new();
                let mut skips = Vec::new();
                for (i, v) in values.iter().enumerate() {
                    let last = i + 1 == values.len();
                    if short == jump_if || last {
                        out.extend(self.cond_jump(v, if last { jump_if } else { short })?);
                    } else {
                        skips.extend(self.cond_jump(v, short)?);
                    }
                }
                for j in skips {
                    self.patch_here(j);
                }
                out
            }
            ExprKind::Compare {
                left,
                ops,
                comparators,
            } => {
                let mut a = self.expr_to_reg(left)?;
                let mut out = Vec::new();
                let mut skips = Vec::new();
                for (i, (op, right)) in ops.iter().zip(comparators).enumerate() {
                    let last = i + 1 == ops.len();
                    let op = cmp_kind(*op);
                    let when = if last { jump_if } else { false };
                    // The last comparison against a small int literal needs no register.
                    let imm = match &right.kind {
                        ExprKind::Constant(Constant::Int(k))
                            if last
                                && !matches!(
                                    op,
                                    CmpKind::In | CmpKind::NotIn | CmpKind::Is | CmpKind::IsNot
                                ) =>
                        {
                            i16::try_from(*k).ok()
                        }
                        _ => None,
                    };
                    if let Some(imm) = imm {
                        self.unit.span = e.span;
                        if when {
                            self.emit(Instr::CmpImmJumpTrue { op, a, imm });
                        } else {
                            self.emit(Instr::CmpImmJump { op, a, imm });
                        }
                        out.push(self.emit(Instr::Jump { target: 0 }));
                        continue;
                    }
                    let b = self.expr_to_reg(right)?;
                    self.unit.span = e.span;
                    if when {
                        self.emit(Instr::CmpJumpTrue { op, a, b });
                    } else {
                        self.emit(Instr::CmpJump { op, a, b });
                    }
                    let j = self.emit(Instr::Jump { target: 0 });
                    if last || !jump_if {
                        out.push(j);
                    } else {
                        skips.push(j);
                    }
                    a = b;
                }
                for j in skips {
                    self.patch_here(j);
                }
                out
            }
            ExprKind::Constant(Constant::True) if !jump_if => Vec::new(),
            _ => {
                let r = self.expr_to_reg(e)?;
                self.unit.span = e.span;
                let j = if jump_if {
                    self.emit(Instr::JumpIfTrue { cond: r, target: 0 })
                } else {
                    self.emit(Instr::JumpIfFalse { cond: r, target: 0 })
                };
                vec![j]
            }
        };
        self.release(mark);
        Ok(out)
    }
}
