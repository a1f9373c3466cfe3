//! `match`: each case's pattern is compiled to tests on the subject that jump to the next
//! case on failure; the names a pattern captures are bound once the whole pattern matched
//! (then the guard runs), as CPython binds them.

use super::{CResult, Ctx};
use crate::ast::{Constant, Expr, MatchCase, Pattern, PatternKind};
use crate::bytecode::{CmpKind, Const, Instr, Reg};
use crate::diagnostic::Diagnostic;

/// What a pattern captured so far: names and the registers holding their values.
type Captures = Vec<(String, Reg)>;

impl<'c, 'a> Ctx<'c, 'a> {
    pub(super) fn match_stmt(&mut self, subject: &'a Expr, cases: &'a [MatchCase]) -> CResult<()> {
        let mark = self.mark();
        let subj = self.tmp()?;
        self.expr_into(subject, subj)?;
        let saved = self.unit.bound.clone();
        let mut ends = Vec::new();
        for (i, case) in cases.iter().enumerate() {
            let last = i + 1 == cases.len();
            if !last && case.guard.is_none() {
                if let Some(msg) = irrefutable(&case.pattern) {
                    return Err(Diagnostic::syntax(msg, case.pattern.span));
                }
            }
            let case_mark = self.mark();
            let mut fails = Vec::new();
            let mut caps = Captures::new();
            self.unit.bound = saved.clone();
            self.pattern(&case.pattern, subj, &mut fails, &mut caps)?;
            for (name, r) in &caps {
                self.store_name(name, *r)?;
            }
            if let Some(g) = &case.guard {
                fails.extend(self.cond_jump(g, false)?);
            }
            self.block(&case.body)?;
            ends.push(self.emit(Instr::Jump { target: 0 }));
            for j in fails {
                self.patch_here(j);
            }
            self.release(case_mark);
        }
        for j in ends {
            self.patch_here(j);
        }
        self.unit.bound = saved;
        self.release(mark);
        Ok(())
    }

    /// A jump taken when `cond` is false.
    fn fail_unless(&mut self, cond: Reg, fails: &mut Vec<usize>) {
        fails.push(self.emit(Instr::JumpIfFalse { cond, target: 0 }));
    }

    /// Records a capture, refusing a name bound twice in one pattern.
    fn capture(
        &mut self,
        name: &str,
        src: Reg,
        caps: &mut Captures,
        span: crate::ast::Span,
    ) -> CResult<()> {
        if caps.iter().any(|(n, _)| n == name) {
            return Err(Diagnostic::syntax(
                format!("multiple assignments to name '{name}' in pattern"),
                span,
            ));
        }
        let r = self.tmp()?;
        self.emit(Instr::Move { dst: r, src });
        caps.push((name.to_string(), r));
        Ok(())
    }

    fn pattern(
        &mut self,
        p: &'a Pattern,
        subj: Reg,
        fails: &mut Vec<usize>,
        caps: &mut Captures,
    ) -> CResult<()> {
        self.unit.span = p.span;
        match &p.kind {
            PatternKind::MatchValue(e) => {
                let v = self.tmp()?;
                self.expr_into(e, v)?;
                let r = self.tmp()?;
                self.unit.span = p.span;
                self.emit(Instr::Cmp {
                    op: CmpKind::Eq,
                    dst: r,
                    a: subj,
                    b: v,
                });
                self.fail_unless(r, fails);
            }
            PatternKind::MatchSingleton(c) => {
                let v = self.tmp()?;
                match c {
                    Constant::None => self.emit(Instr::LoadNone { dst: v }),
                    Constant::True => self.emit(Instr::LoadBool { dst: v, val: true }),
                    _ => self.emit(Instr::LoadBool { dst: v, val: false }),
                };
                let r = self.tmp()?;
                self.emit(Instr::Cmp {
                    op: CmpKind::Is,
                    dst: r,
                    a: subj,
                    b: v,
                });
                self.fail_unless(r, fails);
            }
            PatternKind::MatchAs { pattern, name } => {
                if let Some(inner) = pattern {
                    self.pattern(inner, subj, fails, caps)?;
                }
                if let Some(n) = name {
                    self.capture(n, subj, caps, p.span)?;
                }
            }
            PatternKind::MatchStar(_) => {
                return Err(Diagnostic::syntax("can't use starred name here", p.span))
            }
            PatternKind::MatchOr(alts) => self.or_pattern(p, alts, subj, fails, caps)?,
            PatternKind::MatchSequence(items) => {
                self.sequence_pattern(p, items, subj, fails, caps)?
            }
            PatternKind::MatchMapping {
                keys,
                patterns,
                rest,
            } => self.mapping_pattern(p, keys, patterns, rest.as_deref(), subj, fails, caps)?,
            PatternKind::MatchClass {
                cls,
                patterns,
                kwd_attrs,
                kwd_patterns,
            } => {
                for (i, a) in kwd_attrs.iter().enumerate() {
                    if kwd_attrs.get(..i).is_some_and(|prev| prev.contains(a)) {
                        return Err(Diagnostic::syntax(
                            format!("attribute name repeated in class pattern: {a}"),
                            p.span,
                        ));
                    }
                }
                let w = self.tmps(2)?;
                self.emit(Instr::Move { dst: w, src: subj });
                self.expr_into(cls, w + 1)?;
                let names = kwd_attrs.iter().map(|a| Const::Str(a.clone())).collect();
                let k = self.add_const(Const::Tuple(names))?;
                let res = self.tmp()?;
                let count = u16::try_from(patterns.len())
                    .map_err(|_| Diagnostic::syntax("too many sub-patterns", p.span))?;
                self.unit.span = p.span;
                self.emit(Instr::MatchClass {
                    dst: res,
                    subj: w,
                    count,
                });
                self.emit(Instr::Data(k));
                self.fail_if_none(res, fails)?;
                for (i, sub) in patterns.iter().chain(kwd_patterns.iter()).enumerate() {
                    let item = self.item(res, i as i64)?;
                    self.pattern(sub, item, fails, caps)?;
                }
            }
        }
        Ok(())
    }

    /// Fails when `r` is None.
    fn fail_if_none(&mut self, r: Reg, fails: &mut Vec<usize>) -> CResult<()> {
        let none = self.tmp()?;
        self.emit(Instr::LoadNone { dst: none });
        let t = self.tmp()?;
        self.emit(Instr::Cmp {
            op: CmpKind::IsNot,
            dst: t,
            a: r,
            b: none,
        });
        self.fail_unless(t, fails);
        Ok(())
    }

    /// `seq[i]` into a fresh register.
    fn item(&mut self, seq: Reg, i: i64) -> CResult<Reg> {
        let k = self.tmp()?;
        match i32::try_from(i) {
            Ok(imm) => self.emit(Instr::LoadInt { dst: k, imm }),
            Err(_) => return Err(Diagnostic::syntax("pattern too long", self.unit.span)),
        };
        let r = self.tmp()?;
        self.emit(Instr::GetItem {
            dst: r,
            obj: seq,
            key: k,
        });
        Ok(r)
    }

    fn or_pattern(
        &mut self,
        p: &'a Pattern,
        alts: &'a [Pattern],
        subj: Reg,
        fails: &mut Vec<usize>,
        caps: &mut Captures,
    ) -> CResult<()> {
        let mut names: Option<Vec<String>> = None;
        let mut shared: Vec<(String, Reg)> = Vec::new();
        let mut wins = Vec::new();
        for (i, alt) in alts.iter().enumerate() {
            if i + 1 < alts.len() && irrefutable(alt).is_some() {
                return Err(Diagnostic::syntax(or_unreachable(alt), alt.span));
            }
            let mut sub_fails = Vec::new();
            let mut sub_caps = Captures::new();
            self.pattern(alt, subj, &mut sub_fails, &mut sub_caps)?;
            let mut these: Vec<String> = sub_caps.iter().map(|(n, _)| n.clone()).collect();
            these.sort();
            match &names {
                None => {
                    for n in &these {
                        let r = self.tmp()?;
                        shared.push((n.clone(), r));
                    }
                    names = Some(these);
                }
                Some(first) if *first != these => {
                    return Err(Diagnostic::syntax(
                        "alternative patterns bind different names",
                        p.span,
                    ))
                }
                Some(_) => {}
            }
            for (n, r) in &sub_caps {
                if let Some((_, dst)) = shared.iter().find(|(m, _)| m == n) {
                    self.emit(Instr::Move { dst: *dst, src: *r });
                }
            }
            wins.push(self.emit(Instr::Jump { target: 0 }));
            for j in sub_fails {
                self.patch_here(j);
            }
        }
        fails.push(self.emit(Instr::Jump { target: 0 }));
        for j in wins {
            self.patch_here(j);
        }
        for (n, r) in shared {
            if caps.iter().any(|(m, _)| *m == n) {
                return Err(Diagnostic::syntax(
                    format!("multiple assignments to name '{n}' in pattern"),
                    p.span,
                ));
            }
            caps.push((n, r));
        }
        Ok(())
    }

    fn sequence_pattern(
        &mut self,
        p: &'a Pattern,
        items: &'a [Pattern],
        subj: Reg,
        fails: &mut Vec<usize>,
        caps: &mut Captures,
    ) -> CResult<()> {
        let stars: Vec<usize> = items
            .iter()
            .enumerate()
            .filter(|(_, i)| matches!(i.kind, PatternKind::MatchStar(_)))
            .map(|(i, _)| i)
            .collect();
        if stars.len() > 1 {
            return Err(Diagnostic::syntax(
                "multiple starred names in sequence pattern",
                p.span,
            ));
        }
        let ok = self.tmp()?;
        self.emit(Instr::MatchSequence { dst: ok, src: subj });
        self.fail_unless(ok, fails);
        let n = self.tmp()?;
        self.emit(Instr::GetLen { dst: n, src: subj });
        let len = items.len() as i64;
        let (op, want) = match stars.first() {
            None => (CmpKind::Eq, len),
            Some(_) => (CmpKind::Ge, len - 1),
        };
        let want16 =
            i16::try_from(want).map_err(|_| Diagnostic::syntax("pattern too long", p.span))?;
        self.emit(Instr::CmpImmJump {
            op,
            a: n,
            imm: want16,
        });
        fails.push(self.emit(Instr::Jump { target: 0 }));
        let star = stars.first().copied();
        for (i, sub) in items.iter().enumerate() {
            match (&sub.kind, star) {
                (PatternKind::MatchStar(name), _) => {
                    if let Some(name) = name {
                        let after = len - 1 - i as i64;
                        let w = self.tmps(3)?;
                        self.emit(Instr::LoadInt {
                            dst: w,
                            imm: i as i32,
                        });
                        if after == 0 {
                            self.emit(Instr::LoadNone { dst: w + 1 });
                        } else {
                            self.emit(Instr::LoadInt {
                                dst: w + 1,
                                imm: -(after as i32),
                            });
                        }
                        self.emit(Instr::LoadNone { dst: w + 2 });
                        let sl = self.tmp()?;
                        self.emit(Instr::BuildSlice { dst: sl, start: w });
                        let part = self.tmp()?;
                        self.emit(Instr::GetItem {
                            dst: part,
                            obj: subj,
                            key: sl,
                        });
                        let list = self.tmp()?;
                        self.emit(Instr::BuildList {
                            dst: list,
                            start: list,
                            count: 0,
                        });
                        self.emit(Instr::ListExtend {
                            list,
                            val: part,
                            call: false,
                        });
                        self.capture(name, list, caps, sub.span)?;
                    }
                }
                (_, Some(k)) if i > k => {
                    let item = self.item(subj, i as i64 - len)?;
                    self.pattern(sub, item, fails, caps)?;
                }
                _ => {
                    let item = self.item(subj, i as i64)?;
                    self.pattern(sub, item, fails, caps)?;
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn mapping_pattern(
        &mut self,
        p: &'a Pattern,
        keys: &'a [Expr],
        patterns: &'a [Pattern],
        rest: Option<&str>,
        subj: Reg,
        fails: &mut Vec<usize>,
        caps: &mut Captures,
    ) -> CResult<()> {
        let ok = self.tmp()?;
        self.emit(Instr::MatchMapping { dst: ok, src: subj });
        self.fail_unless(ok, fails);
        if keys.is_empty() && rest.is_none() {
            return Ok(());
        }
        if !keys.is_empty() {
            let n = self.tmp()?;
            self.emit(Instr::GetLen { dst: n, src: subj });
            let want = i16::try_from(keys.len())
                .map_err(|_| Diagnostic::syntax("pattern too long", p.span))?;
            self.emit(Instr::CmpImmJump {
                op: CmpKind::Ge,
                a: n,
                imm: want,
            });
            fails.push(self.emit(Instr::Jump { target: 0 }));
        }
        let count = u16::try_from(keys.len())
            .map_err(|_| Diagnostic::syntax("pattern too long", p.span))?;
        let base = self.tmps(keys.len())?;
        for (i, k) in keys.iter().enumerate() {
            self.expr_into(k, base + i as Reg)?;
        }
        let kt = self.tmp()?;
        self.emit(Instr::BuildTuple {
            dst: kt,
            start: base,
            count,
        });
        if !keys.is_empty() {
            let vals = self.tmp()?;
            self.unit.span = p.span;
            self.emit(Instr::MatchKeys {
                dst: vals,
                subj,
                keys: kt,
            });
            self.fail_if_none(vals, fails)?;
            for (i, sub) in patterns.iter().enumerate() {
                let item = self.item(vals, i as i64)?;
                self.pattern(sub, item, fails, caps)?;
            }
        }
        if let Some(name) = rest {
            let d = self.tmp()?;
            self.emit(Instr::DictWithout {
                dst: d,
                subj,
                keys: kt,
            });
            self.capture(name, d, caps, p.span)?;
        }
        Ok(())
    }
}

/// CPython's error for an irrefutable pattern that is not the last case.
fn irrefutable(p: &Pattern) -> Option<String> {
    match &p.kind {
        PatternKind::MatchAs {
            pattern: None,
            name: None,
        } => Some("wildcard makes remaining patterns unreachable".into()),
        PatternKind::MatchAs {
            pattern: None,
            name: Some(n),
        } => Some(format!(
            "name capture '{n}' makes remaining patterns unreachable"
        )),
        PatternKind::MatchAs {
            pattern: Some(inner),
            ..
        } => irrefutable(inner),
        PatternKind::MatchOr(alts) => alts.iter().find_map(irrefutable),
        _ => None,
    }
}

/// The message for an irrefutable alternative before the last one of an or-pattern.
fn or_unreachable(p: &Pattern) -> String {
    match &p.kind {
        PatternKind::MatchAs {
            pattern: None,
            name: Some(n),
        } => {
            format!("name capture '{n}' makes remaining patterns unreachable")
        }
        _ => "wildcard makes remaining patterns unreachable".into(),
    }
}
