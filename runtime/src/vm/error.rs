//! Exceptions raised in the VM, and CPython-style tracebacks.

use pyrite_lang::diagnostic::SourceMap;

use super::Vm;
use crate::api::{LimitKind, RunError, ScriptError};
use crate::value::TypeTag;

/// A raised exception: its class, its `str()`, and the frames it passed through.
#[derive(Clone, Debug)]
pub struct PyExc {
    /// The exception class.
    pub tag: TypeTag,
    /// The exception's `str()`.
    pub msg: String,
    /// `(code, instruction index)` from the outermost frame inward, filled while unwinding.
    pub trace: Vec<(u32, u32)>,
    /// A MemoryError caused by the run's memory limit (reported as the limit when uncaught),
    /// as opposed to a request no machine could satisfy (a plain MemoryError, as CPython's).
    pub limit: bool,
}

/// Why an operation did not produce a value.
#[derive(Clone, Debug)]
pub enum VmErr {
    /// A script exception (catchable, once `try` exists).
    Exc(Box<PyExc>),
    /// A limit: ends the run, never catchable.
    Limit(LimitKind),
}

impl Vm<'_> {
    /// A new exception of class `tag` with message `msg`.
    pub fn err(&self, tag: TypeTag, msg: impl Into<String>) -> VmErr {
        VmErr::Exc(Box::new(PyExc {
            tag,
            msg: msg.into(),
            trace: Vec::new(),
            limit: false,
        }))
    }

    /// The MemoryError of the memory limit: uncaught, it ends the run as `Limit(Memory)`.
    pub fn memory_limit_error(&self) -> VmErr {
        VmErr::Exc(Box::new(PyExc {
            tag: TypeTag::MemoryError,
            msg: String::new(),
            trace: Vec::new(),
            limit: true,
        }))
    }

    /// A TypeError.
    pub fn type_error(&self, msg: impl Into<String>) -> VmErr {
        self.err(TypeTag::TypeError, msg)
    }

    /// A ValueError.
    pub fn value_error(&self, msg: impl Into<String>) -> VmErr {
        self.err(TypeTag::ValueError, msg)
    }

    /// Records the frames an exception passes through (current stack, outermost first).
    pub(crate) fn attach_trace(&self, e: &mut VmErr) {
        if let VmErr::Exc(exc) = e {
            if exc.trace.is_empty() {
                exc.trace = self
                    .frames
                    .iter()
                    .map(|f| (f.code, f.pc.saturating_sub(1)))
                    .collect();
            }
        }
    }

    /// One traceback entry: file, line, function, the source line and its carets.
    fn trace_entry(&self, map: &SourceMap<'_>, name: &str, span: pyrite_lang::ast::Span) -> String {
        let (line, _) = map.line_col(span.start as usize);
        let mut entry = format!("  File \"{}\", line {line}, in {name}\n", self.ctx.filename);
        if let Some(text) = map.line_text(line) {
            let t = text.trim();
            if !t.is_empty() {
                entry.push_str(&format!("    {t}\n"));
                let (end_line, _) = map.line_col(span.end as usize);
                let src = self.ctx.source;
                let at = (span.start as usize).min(src.len());
                let line_off = src
                    .get(..at)
                    .and_then(|p| p.rfind('\n'))
                    .map_or(0, |i| i + 1);
                let s = (span.start as usize).saturating_sub(line_off);
                let e = (span.end as usize).saturating_sub(line_off);
                if let Some(c) = super::carets::caret_line(text, s, e, end_line != line) {
                    entry.push_str(&c);
                }
            }
        }
        entry
    }

    /// Converts an uncaught error to the embedding API's error, rendering the traceback.
    pub(crate) fn to_run_error(&self, e: VmErr) -> RunError {
        let exc = match e {
            VmErr::Limit(k) => return RunError::Limit(k),
            VmErr::Exc(exc) => exc,
        };
        if exc.tag == TypeTag::MemoryError && exc.limit {
            return RunError::Limit(LimitKind::Memory);
        }
        let map = SourceMap::new(self.ctx.source);
        let mut lines: Vec<String> = Vec::new();
        for &(code, pc) in &exc.trace {
            let Some(c) = self.prog.codes.get(code as usize) else {
                continue;
            };
            // Comprehensions containing `pc`, outermost first: each is a frame in CPython.
            let mut regions: Vec<&pyrite_lang::bytecode::CompRegion> = c
                .comps
                .iter()
                .filter(|r| r.start <= pc && pc < r.end)
                .collect();
            regions.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
            let mut name = c.name.as_str();
            for r in regions {
                lines.push(self.trace_entry(&map, name, r.span));
                name = r.name.as_str();
            }
            lines.push(self.trace_entry(&map, name, c.span_at(pc as usize)));
        }
        let mut traceback = String::from("Traceback (most recent call last):\n");
        // CPython folds more than three identical consecutive entries.
        let mut i = 0;
        while i < lines.len() {
            let mut j = i;
            while j < lines.len() && lines.get(j) == lines.get(i) {
                j += 1;
            }
            let run = j - i;
            for _ in 0..run.min(3) {
                traceback.push_str(lines.get(i).map_or("", |s| s.as_str()));
            }
            if run > 3 {
                let more = run - 3;
                traceback.push_str(&format!(
                    "  [Previous line repeated {more} more time{}]\n",
                    if more == 1 { "" } else { "s" }
                ));
            }
            i = j;
        }
        let last = if exc.msg.is_empty() {
            format!("{}\n", exc.tag.name())
        } else {
            format!("{}: {}\n", exc.tag.name(), exc.msg)
        };
        traceback.push_str(&last);
        RunError::Exception(ScriptError {
            type_name: exc.tag.name().to_string(),
            message: exc.msg.clone(),
            traceback,
        })
    }
}

impl Vm<'_> {
    /// The exception a numeric helper's error becomes.
    pub fn num_err(&self, e: crate::num::NumError) -> VmErr {
        use crate::num::NumError;
        match e {
            NumError::ZeroDivision(m) => self.err(TypeTag::ZeroDivisionError, m),
            NumError::Overflow(m) => self.err(TypeTag::OverflowError, m),
            NumError::Value(m) if m == "complex" => self.err(
                TypeTag::NotImplementedError,
                "complex numbers are not supported",
            ),
            NumError::Value(m) => self.err(TypeTag::ValueError, m),
            NumError::Memory => self.memory_limit_error(),
        }
    }

    /// Bytes a single new object may still take under the memory limit (for size-bounded
    /// helpers such as formatting).
    pub fn memory_room(&self) -> usize {
        self.memory_cap().saturating_sub(self.heap.live) as usize
    }
}
