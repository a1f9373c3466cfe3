//! Exceptions in flight, exception objects, and CPython-style tracebacks (chains included).
//!
//! A built-in error raised by native code starts as [`ExcValue::New`] (its class and message):
//! no allocation on the error path. It becomes an object (an [`crate::object::Instance`] with [`ExcData`]) as
//! soon as a script can see it: when a handler catches it, when it becomes the context of
//! another exception, when the run ends with it. Limits are not exceptions at all
//! ([`VmErr::Limit`]): nothing catches them.

use pyrite_lang::diagnostic::SourceMap;

use super::Vm;
use crate::api::{LimitKind, RunError, ScriptError};
use crate::heap::Obj;
use crate::object::ExcData;
use crate::value::{Handle, TypeTag, Value};

/// The code index of a traceback entry for a function `@dataclass` generated: its `pc` holds
/// the line (above 4 bits) and the index of the name in [`GENERATED_NAMES`].
const GENERATED_CODE: u32 = u32::MAX;

/// The functions `@dataclass` generates, by the names their traceback entries show.
const GENERATED_NAMES: &[&str] = &[
    "__init__",
    "__eq__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__hash__",
    "__setattr__",
    "__delattr__",
];

/// A raised exception on its way to a handler.
#[derive(Clone, Debug)]
pub struct PyExc {
    /// The exception.
    pub value: ExcValue,
    /// Re-raised as it is (a bare `raise`, the end of a `finally`): the frame re-raising it
    /// adds no traceback entry, as CPython's RERAISE.
    pub reraise: bool,
    /// A refusal: the program reached something CPython would do and Pyrite does not (an
    /// attribute it has no access to, a feature it does not support). No `except`, `finally`
    /// or `with` exit takes it, and native code never matches it, so a program cannot fall
    /// back to other behaviour and silently differ from CPython: the run ends with its
    /// traceback, as with an uncaught exception.
    pub refusal: bool,
}

/// The exception of a [`PyExc`].
#[derive(Clone, Debug)]
pub enum ExcValue {
    /// A built-in exception not made into an object yet: `args` is `(msg,)`, or `()` for an
    /// empty message.
    New {
        /// The exception class.
        tag: TypeTag,
        /// Its `str()`.
        msg: String,
        /// Frames it passed through, innermost first.
        traceback: Vec<(u32, u32)>,
    },
    /// An exception object (an [`crate::object::Instance`] with exception data).
    Obj(Handle),
}

/// Why an operation did not produce a value.
#[derive(Clone, Debug)]
pub enum VmErr {
    /// A script exception.
    Exc(Box<PyExc>),
    /// A limit: ends the run; no `except` or `finally` runs.
    Limit(LimitKind),
}

impl Vm<'_> {
    /// A new exception of class `tag` with message `msg`. Out of line and cold: errors are
    /// rare, and inlined at every site they made the dispatch loop's code too big for the
    /// instruction cache.
    #[cold]
    #[inline(never)]
    pub fn err(&self, tag: TypeTag, msg: impl Into<String>) -> VmErr {
        VmErr::Exc(Box::new(PyExc {
            value: ExcValue::New {
                tag,
                msg: msg.into(),
                traceback: Vec::new(),
            },
            reraise: false,
            refusal: false,
        }))
    }

    /// A refusal (see [`PyExc::refusal`]): the run ends with an exception of class `tag`
    /// (NotImplementedError for a feature Pyrite lacks, AttributeError or NameError for a
    /// name it does not give access to) that no handler can take.
    #[cold]
    #[inline(never)]
    pub fn refuse(&self, tag: TypeTag, msg: impl Into<String>) -> VmErr {
        VmErr::Exc(Box::new(PyExc {
            value: ExcValue::New {
                tag,
                msg: msg.into(),
                traceback: Vec::new(),
            },
            reraise: false,
            refusal: true,
        }))
    }

    /// A NotImplementedError refusal: `msg` names what Pyrite does not support.
    pub fn not_supported(&self, msg: impl Into<String>) -> VmErr {
        self.refuse(TypeTag::NotImplementedError, msg)
    }

    /// An exception object in flight.
    pub(crate) fn raise_obj(&self, h: Handle) -> VmErr {
        VmErr::Exc(Box::new(PyExc {
            value: ExcValue::Obj(h),
            reraise: false,
            refusal: false,
        }))
    }

    /// The memory limit: ends the run (uncatchable), reported as `memory`.
    pub fn memory_limit_error(&self) -> VmErr {
        VmErr::Limit(LimitKind::Memory)
    }

    /// A TypeError.
    pub fn type_error(&self, msg: impl Into<String>) -> VmErr {
        self.err(TypeTag::TypeError, msg)
    }

    /// A ValueError.
    pub fn value_error(&self, msg: impl Into<String>) -> VmErr {
        self.err(TypeTag::ValueError, msg)
    }

    /// `KeyError(key)`: its `args` is the key itself, its `str()` the key's repr.
    pub fn key_error(&mut self, key: Value) -> VmErr {
        self.exc_with_args(TypeTag::KeyError, vec![key])
    }

    /// An exception of a built-in class with these `args`, as an object.
    pub fn exc_with_args(&mut self, tag: TypeTag, args: Vec<Value>) -> VmErr {
        match self.new_exception(Value::Type(tag), args) {
            Ok(Value::Obj(h)) => self.raise_obj(h),
            Ok(_) => self.type_error("bad exception"),
            Err(e) => e,
        }
    }

    /// Makes the exception of `e` an object (if it is not one yet) and returns it.
    pub(crate) fn materialize(&mut self, e: &mut PyExc) -> super::VmResult<Handle> {
        let (tag, msg, traceback) = match &mut e.value {
            ExcValue::Obj(h) => return Ok(*h),
            ExcValue::New {
                tag,
                msg,
                traceback,
            } => (*tag, std::mem::take(msg), std::mem::take(traceback)),
        };
        let args = if msg.is_empty() {
            Vec::new()
        } else {
            vec![self.new_str(msg)?]
        };
        let v = self.new_exception(Value::Type(tag), args)?;
        let Value::Obj(h) = v else {
            return Err(self.type_error("bad exception"));
        };
        if let Some(data) = self.exc_data_mut(h) {
            data.traceback = traceback;
        }
        e.value = ExcValue::Obj(h);
        Ok(h)
    }

    /// The exception data of an exception object.
    pub(crate) fn exc_data(&self, h: Handle) -> Option<&ExcData> {
        match self.heap.get(h) {
            Obj::Instance(i) => i.exc.as_deref(),
            _ => None,
        }
    }

    /// Mutable exception data of an exception object.
    pub(crate) fn exc_data_mut(&mut self, h: Handle) -> Option<&mut ExcData> {
        match self.heap.get_mut(h) {
            Some(Obj::Instance(i)) => i.exc.as_deref_mut(),
            _ => None,
        }
    }

    /// True if `v` is an exception instance.
    pub fn is_exception_value(&self, v: Value) -> bool {
        matches!(v, Value::Obj(h) if self.exc_data(h).is_some())
    }

    /// Records that `e` passed through frame `(code, pc)`.
    pub(crate) fn add_traceback(&mut self, e: &mut PyExc, code: u32, pc: u32) {
        match &mut e.value {
            ExcValue::New { traceback, .. } => traceback.push((code, pc)),
            ExcValue::Obj(h) => {
                let h = *h;
                if let Some(d) = self.exc_data_mut(h) {
                    d.traceback.push((code, pc));
                }
            }
        }
    }

    /// Records that `e` passed through a function `@dataclass` generated (CPython compiles
    /// those from text, so its traceback shows `File "<string>", line N, in __init__`).
    pub(crate) fn in_generated(&mut self, e: VmErr, name: &'static str, line: u32) -> VmErr {
        let VmErr::Exc(mut exc) = e else {
            return e;
        };
        let idx = GENERATED_NAMES.iter().position(|n| *n == name).unwrap_or(0) as u32;
        self.add_traceback(&mut exc, GENERATED_CODE, line << 4 | idx);
        VmErr::Exc(exc)
    }

    /// The class of an exception in flight, as a value.
    pub(crate) fn exc_class(&self, e: &PyExc) -> Value {
        match &e.value {
            ExcValue::New { tag, .. } => Value::Type(*tag),
            ExcValue::Obj(h) => self.class_of(Value::Obj(*h)),
        }
    }

    /// One traceback entry: file, line, function, the source line and its carets.
    fn trace_entry(
        &self,
        (filename, src, map): (&str, &str, &SourceMap<'_>),
        name: &str,
        span: pyrite_lang::ast::Span,
    ) -> String {
        let (line, _) = map.line_col(span.start as usize);
        let mut entry = format!("  File \"{filename}\", line {line}, in {name}\n");
        // CPython reads the line from the file; `<stdin>` (a script piped to `python3 -`,
        // a chunk of the interactive loop) cannot be read again, so it shows none.
        let text = if filename == "<stdin>" {
            None
        } else {
            map.line_text(line)
        };
        if let Some(text) = text {
            let t = text.trim();
            if !t.is_empty() {
                entry.push_str(&format!("    {t}\n"));
                let (end_line, _) = map.line_col(span.end as usize);
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

    /// The traceback lines of entries `(code, pc)`, outermost first.
    fn traceback_text(&self, entries: &[(u32, u32)]) -> String {
        let map = SourceMap::new(self.ctx.source);
        // A session's steps: each code's file and source are those of the step that
        // compiled it (the last part starting at or before it).
        let maps: Vec<SourceMap<'_>> = self
            .ctx
            .parts
            .iter()
            .map(|p| SourceMap::new(&p.source))
            .collect();
        let file_of = |code: u32| {
            let at = self.ctx.parts.iter().rposition(|p| p.first_code <= code);
            match (
                at.and_then(|i| self.ctx.parts.get(i)),
                at.and_then(|i| maps.get(i)),
            ) {
                (Some(p), Some(m)) => (p.filename.as_str(), p.source.as_str(), m),
                _ => (self.ctx.filename, self.ctx.source, &map),
            }
        };
        let mut lines: Vec<String> = Vec::new();
        for &(code, pc) in entries {
            if code == GENERATED_CODE {
                let name = GENERATED_NAMES.get((pc & 15) as usize).unwrap_or(&"?");
                lines.push(format!(
                    "  File \"<string>\", line {}, in {name}\n",
                    pc >> 4
                ));
                continue;
            }
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
                lines.push(self.trace_entry(file_of(code), name, r.span));
                name = r.name.as_str();
            }
            lines.push(self.trace_entry(file_of(code), name, c.span_at(pc as usize)));
        }
        let mut out = String::from("Traceback (most recent call last):\n");
        // CPython folds more than three identical consecutive entries.
        let mut i = 0;
        while i < lines.len() {
            let mut j = i;
            while j < lines.len() && lines.get(j) == lines.get(i) {
                j += 1;
            }
            let run = j - i;
            for _ in 0..run.min(3) {
                out.push_str(lines.get(i).map_or("", |s| s.as_str()));
            }
            if run > 3 {
                let more = run - 3;
                out.push_str(&format!(
                    "  [Previous line repeated {more} more time{}]\n",
                    if more == 1 { "" } else { "s" }
                ));
            }
            i = j;
        }
        out
    }

    /// `Type: message` (or `Type`) as CPython's last traceback line prints an exception.
    ///
    /// `str()` of the exception is script code when the class defines `__str__`: a limit it
    /// hits ends the run (`Err`), any other error prints CPython's placeholder.
    pub(crate) fn exc_line(&mut self, h: Handle) -> Result<(String, String), LimitKind> {
        let class = self.class_of(Value::Obj(h));
        let name = match class {
            Value::Type(t) => t.qualified_name(),
            c => self.class_qualname(c),
        };
        let msg = match self.str_of(Value::Obj(h)) {
            Ok(m) => m,
            Err(VmErr::Limit(k)) => return Err(k),
            Err(_) => "<exception str() failed>".to_string(),
        };
        Ok((name, msg))
    }

    /// Converts an uncaught error to the embedding API's error, rendering the traceback with
    /// its chain of causes and contexts, as CPython prints it.
    pub(crate) fn run_error_of(&mut self, e: VmErr) -> RunError {
        let mut exc = match e {
            VmErr::Limit(k) => return RunError::Limit(k),
            VmErr::Exc(exc) => exc,
        };
        let h = match self.materialize(&mut exc) {
            Ok(h) => h,
            Err(VmErr::Limit(k)) => return RunError::Limit(k),
            Err(_) => return RunError::Limit(LimitKind::Memory),
        };
        let class = self.class_of(Value::Obj(h));
        if self.base_tag(class).is_subtype(TypeTag::SystemExit) {
            return self.system_exit(h);
        }
        // The chain, from the exception that ended the run back to the oldest one.
        let mut chain: Vec<(Handle, &'static str)> = vec![(h, "")];
        let mut seen: ahash::AHashSet<Handle> = ahash::AHashSet::from_iter([h]);
        let mut cur = h;
        while let Some(d) = self.exc_data(cur) {
            let (next, sep) = if let Value::Obj(c) = d.cause {
                (
                    c,
                    "\nThe above exception was the direct cause of the following exception:\n\n",
                )
            } else if let (Value::Obj(c), false) = (d.context, d.suppress_context) {
                (
                    c,
                    "\nDuring handling of the above exception, another exception occurred:\n\n",
                )
            } else {
                break;
            };
            if !seen.insert(next) || self.exc_data(next).is_none() {
                break;
            }
            if let Some(last) = chain.last_mut() {
                last.1 = sep;
            }
            chain.push((next, ""));
            cur = next;
        }
        let mut text = String::new();
        let mut last = (String::new(), String::new());
        // Each entry carries the separator of its link to the older one, printed between them.
        for (h, sep) in chain.into_iter().rev() {
            text.push_str(sep);
            let mut tb: Vec<(u32, u32)> = self
                .exc_data(h)
                .map(|d| d.traceback.clone())
                .unwrap_or_default();
            tb.reverse();
            if !tb.is_empty() {
                text.push_str(&self.traceback_text(&tb));
            }
            let (name, msg) = match self.exc_line(h) {
                Ok(line) => line,
                Err(k) => return RunError::Limit(k),
            };
            if msg.is_empty() {
                text.push_str(&format!("{name}\n"));
            } else {
                text.push_str(&format!("{name}: {msg}\n"));
            }
            last = (name, msg);
        }
        RunError::Exception(ScriptError {
            type_name: last.0,
            message: last.1,
            traceback: text,
        })
    }

    /// CPython's `_Py_HandleSystemExit`: the status and the text of an uncaught `SystemExit`
    /// from its `code`.
    fn system_exit(&mut self, h: Handle) -> RunError {
        let code = match self.get_attr_str(Value::Obj(h), "code") {
            Ok(c) => c,
            Err(VmErr::Limit(k)) => return RunError::Limit(k),
            Err(_) => Value::None,
        };
        let (code, stderr) = match code {
            Value::None => (0, String::new()),
            Value::Bool(b) => (i32::from(b), String::new()),
            // `(int)PyLong_AsLong(code)`: the low 32 bits; -1 past a C long.
            Value::Int(i) => (i as i32, String::new()),
            v if self.is_int(v) => (-1, String::new()),
            v => match self.with_roots(&[v], |vm| vm.str_of(v)) {
                Ok(s) => (1, format!("{s}\n")),
                Err(VmErr::Limit(k)) => return RunError::Limit(k),
                Err(_) => (1, "\n".to_string()),
            },
        };
        RunError::Exit { code, stderr }
    }

    /// The exception a numeric helper's error becomes.
    pub fn num_err(&self, e: crate::num::NumError) -> VmErr {
        use crate::num::NumError;
        match e {
            NumError::ZeroDivision(m) => self.err(TypeTag::ZeroDivisionError, m),
            NumError::Overflow(m) => self.err(TypeTag::OverflowError, m),
            NumError::NotSupported(m) => self.not_supported(m),
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
