//! Exception objects as CPython's `BaseException`, `OSError` and `object` make and
//! initialize them (Objects/exceptions.c, Objects/typeobject.c).
//!
//! `BaseException.__new__` keeps every positional argument as `args` and ignores keywords;
//! `BaseException.__init__` refuses keywords and sets `args` again, so a subclass whose
//! `__init__` never calls `super().__init__` still has the arguments of the call. `OSError`
//! parses `(errno, strerror[, filename[, winerror[, filename2]]])` in `__new__`, or in
//! `__init__` when a subclass overrides `__init__` (its `args` start empty then); called as
//! `OSError` itself it returns the subclass of the errno (Linux numbering, as the oracle's).

use super::{Vm, VmResult};
use crate::heap::Obj;
use crate::object::{ExcData, OsFields};
use crate::value::{Handle, TypeTag, Value};

/// The subclass `OSError(errno, ...)` returns (CPython's `errnomap`, Linux errno values).
fn errno_class(errno: i64) -> Option<TypeTag> {
    Some(match errno {
        1 | 13 => TypeTag::PermissionError,
        2 => TypeTag::FileNotFoundError,
        3 => TypeTag::ProcessLookupError,
        4 => TypeTag::InterruptedError,
        10 => TypeTag::ChildProcessError,
        11 | 114 | 115 => TypeTag::BlockingIOError,
        17 => TypeTag::FileExistsError,
        20 => TypeTag::NotADirectoryError,
        21 => TypeTag::IsADirectoryError,
        32 | 108 => TypeTag::BrokenPipeError,
        103 => TypeTag::ConnectionAbortedError,
        104 => TypeTag::ConnectionResetError,
        110 => TypeTag::TimeoutError,
        111 => TypeTag::ConnectionRefusedError,
        _ => return None,
    })
}

impl Vm<'_> {
    /// `class.__new__(class, *args)` for an exception class (built-in or a script class
    /// deriving from one): a new instance, its `args` set (and `OSError`'s fields, unless a
    /// subclass's own `__init__` will set them).
    pub fn new_exception(&mut self, class: Value, args: Vec<Value>) -> VmResult<Value> {
        let mut class = class;
        let tag = self.base_tag(class);
        let is_os = tag.is_subtype(TypeTag::OSError);
        let os_in_new = is_os && !self.oserror_use_init(class);
        if os_in_new && class == Value::Type(TypeTag::OSError) && (2..=5).contains(&args.len()) {
            let errno = args.first().and_then(|v| self.to_i64(*v));
            if let Some(t) = errno.and_then(errno_class) {
                class = Value::Type(t);
            }
        }
        let kept = if is_os && !os_in_new {
            Vec::new()
        } else {
            args.clone()
        };
        let mark = self.roots.len();
        self.roots.extend_from_slice(&args);
        let r = self.new_exception_with(class, kept, is_os);
        let r = match r {
            Ok(v) if os_in_new => self.oserror_fields(v, &args).map(|()| v),
            other => other,
        };
        self.roots.truncate(mark);
        r
    }

    fn new_exception_with(&mut self, class: Value, args: Vec<Value>, os: bool) -> VmResult<Value> {
        let msg = match args.as_slice() {
            [m] => *m,
            _ => Value::None,
        };
        let args = self.new_tuple(args)?;
        let mut data = ExcData::new(args);
        if os {
            data.os = Some(Box::default());
        }
        if self.base_tag(class).is_subtype(TypeTag::ImportError) {
            data.import = Some(Box::new([msg, Value::None, Value::None]));
        }
        self.new_instance(class, Some(Box::new(data)))
    }

    /// `C(*args, **kws)` for a built-in exception class: `__new__`, then its `__init__`.
    pub(crate) fn call_exception_type(
        &mut self,
        tag: TypeTag,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<Value> {
        if tag.is_subtype(TypeTag::ImportError) {
            let e = self.new_exception(Value::Type(tag), args.to_vec())?;
            self.with_roots(&[e], |vm| vm.import_error_init(e, args, kws))?;
            return Ok(e);
        }
        if !kws.is_empty() {
            return Err(self.type_error(format!("{}() takes no keyword arguments", tag.name())));
        }
        self.new_exception(Value::Type(tag), args.to_vec())
    }

    /// `ImportError.__init__(self, *args, name=None, path=None)`: `args`, and `msg` (the one
    /// argument, if exactly one), `name` and `path`.
    pub fn import_error_init(
        &mut self,
        inst: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<()> {
        let (mut name, mut path) = (Value::None, Value::None);
        for (k, v) in kws {
            match *k {
                "name" => name = *v,
                "path" => path = *v,
                _ => {
                    return Err(self.type_error(format!(
                        "'{k}' is an invalid keyword argument for {}()",
                        self.type_name(inst)
                    )))
                }
            }
        }
        let Value::Obj(h) = inst else {
            return Err(self.descriptor_error("ImportError", inst));
        };
        if self.exc_data(h).is_none_or(|d| d.import.is_none()) {
            return Err(self.descriptor_error("ImportError", inst));
        }
        self.base_exception_init(inst, args, &[])?;
        let msg = match args {
            [m] => *m,
            _ => Value::None,
        };
        if let Some(d) = self.exc_data_mut(h) {
            d.import = Some(Box::new([msg, name, path]));
        }
        Ok(())
    }

    /// `ModuleNotFoundError: No module named 'name'`, its `name` set, as the import system
    /// raises it.
    #[inline(never)]
    pub(crate) fn module_not_found(&mut self, name: &str) -> super::VmErr {
        let r = (|| {
            let msg = self.new_str(format!("No module named '{name}'"))?;
            let n = self.new_str(name.to_string())?;
            let e = self.new_exception(Value::Type(TypeTag::ModuleNotFoundError), vec![msg])?;
            if let Value::Obj(h) = e {
                if let Some(d) = self.exc_data_mut(h) {
                    d.import = Some(Box::new([msg, n, Value::None]));
                }
                return Ok(self.raise_obj(h));
            }
            Err(self.internal("exception"))
        })();
        r.unwrap_or_else(|e| e)
    }

    /// `ImportError`'s members of exception `h` (`None` for other exceptions or names).
    pub(crate) fn import_error_attr(&self, h: Handle, name: &str) -> Option<Value> {
        let f = self.exc_data(h)?.import.as_deref()?;
        // surface: ImportError
        match name {
            "msg" => f.first().copied(),
            "name" => f.get(1).copied(),
            "path" => f.get(2).copied(),
            _ => None,
        }
    }

    /// Sets an `ImportError` member; false if `name` is not one.
    pub(crate) fn set_import_error_attr(&mut self, h: Handle, name: &str, v: Value) -> bool {
        // surface: ImportError
        let i = match name {
            "msg" => 0,
            "name" => 1,
            "path" => 2,
            _ => return false,
        };
        match self
            .exc_data_mut(h)
            .and_then(|d| d.import.as_deref_mut())
            .and_then(|f| f.get_mut(i))
        {
            Some(slot) => {
                *slot = v;
                true
            }
            None => false,
        }
    }

    /// `ImportError.__str__`: `msg` when it is a str.
    pub(crate) fn import_error_str(&self, h: Handle) -> Option<String> {
        let msg = self.import_error_attr(h, "msg")?;
        self.as_str(msg).map(str::to_string)
    }

    /// True if `OSError` leaves its fields to `__init__`: the class has an `__init__` of
    /// its own, not `OSError`'s (`oserror_use_init`; `__new__` is never overridden here).
    fn oserror_use_init(&self, class: Value) -> bool {
        let init = self.s.init;
        match self.lookup_in_mro(class, init) {
            Some((Value::Type(_), _)) | None => false,
            Some(_) => true,
        }
    }

    /// `BaseException.__init__(self, *args)`: refuses keywords, sets `args`.
    pub fn base_exception_init(
        &mut self,
        inst: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<()> {
        if !kws.is_empty() {
            return Err(self.type_error(format!(
                "{}() takes no keyword arguments",
                self.type_name(inst)
            )));
        }
        let Value::Obj(h) = inst else {
            return Err(self.descriptor_error("BaseException", inst));
        };
        if self.exc_data(h).is_none() {
            return Err(self.descriptor_error("BaseException", inst));
        }
        let t = self.new_tuple(args.to_vec())?;
        if let Some(d) = self.exc_data_mut(h) {
            d.args = t;
        }
        Ok(())
    }

    /// `OSError.__init__(self, *args)`: does nothing when `__new__` did the work, else
    /// parses the arguments as `__new__` would have.
    pub fn oserror_init(
        &mut self,
        inst: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<()> {
        let Value::Obj(h) = inst else {
            return Err(self.descriptor_error("OSError", inst));
        };
        if self.exc_data(h).is_none_or(|d| d.os.is_none()) {
            return Err(self.descriptor_error("OSError", inst));
        }
        if !self.oserror_use_init(self.class_of(inst)) {
            return Ok(());
        }
        if !kws.is_empty() {
            return Err(self.type_error(format!(
                "{}() takes no keyword arguments",
                self.type_name(inst)
            )));
        }
        let t = self.new_tuple(args.to_vec())?;
        if let Some(d) = self.exc_data_mut(h) {
            d.args = t;
            d.os = Some(Box::default());
        }
        self.oserror_fields(inst, args)
    }

    /// `oserror_parse_args` + `oserror_init`: the fields from `args`; with a filename, `args`
    /// keeps only `(errno, strerror)`.
    fn oserror_fields(&mut self, inst: Value, args: &[Value]) -> VmResult<()> {
        let Value::Obj(h) = inst else {
            return Ok(());
        };
        let mut f = OsFields::default();
        let parsed = (2..=5).contains(&args.len());
        let arg = |i: usize| args.get(i).copied().filter(|_| parsed);
        let mut slice = false;
        if let Some(name) = arg(2).filter(|v| *v != Value::None) {
            let blocking = self.class_of(inst) == Value::Type(TypeTag::BlockingIOError);
            if blocking && self.num(name).is_some() {
                f.written = Some(self.written_arg(name)?);
            } else {
                f.filename = name;
                f.filename2 = arg(4).filter(|v| *v != Value::None).unwrap_or(Value::Undef);
                slice = true;
            }
        }
        f.errno = arg(0).unwrap_or(Value::Undef);
        f.strerror = arg(1).unwrap_or(Value::Undef);
        let sliced = if slice {
            Some(self.new_tuple(args.get(..2).unwrap_or(&[]).to_vec())?)
        } else {
            None
        };
        if let Some(d) = self.exc_data_mut(h) {
            d.os = Some(Box::new(f));
            if let Some(t) = sliced {
                d.args = t;
            }
        }
        Ok(())
    }

    /// `BlockingIOError`'s third argument as `characters_written` (`PyNumber_AsSsize_t`).
    fn written_arg(&self, v: Value) -> VmResult<i64> {
        match v {
            Value::Int(i) => Ok(i),
            Value::Bool(b) => Ok(i64::from(b)),
            Value::Obj(_) if self.is_int(v) => {
                Err(self.value_error("cannot fit 'int' into an index-sized integer"))
            }
            _ => Err(self.type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                self.type_name(v)
            ))),
        }
    }

    /// `object.__init__(self, *args)`, as CPython 3.11's `object_init`: extra arguments are
    /// an error when the class defines its own `__init__` (which then called this one) or
    /// when its `__new__` is `object`'s; a built-in type with a `__new__` of its own (`int`,
    /// `str`, `tuple`, ...) ignores them.
    pub fn object_init(
        &mut self,
        inst: Value,
        args: &[Value],
        kws: &[(&str, Value)],
    ) -> VmResult<()> {
        if args.is_empty() && kws.is_empty() {
            return Ok(());
        }
        let class = self.class_of(inst);
        let init = self.s.init;
        let own_init = !matches!(
            self.lookup_in_mro(class, init),
            Some((Value::Type(_), _)) | None
        );
        if own_init {
            return Err(self.type_error(
                "object.__init__() takes exactly one argument (the instance to initialize)",
            ));
        }
        // Instances of script classes (and `object()`) are made by `object.__new__`.
        if matches!(self.obj(inst), Some(Obj::Instance(_))) {
            return Err(self.type_error(format!(
                "{}.__init__() takes exactly one argument (the instance to initialize)",
                self.class_name(class)
            )));
        }
        Ok(())
    }

    /// `descriptor '__init__' requires a 'X' object but received a 'Y'`.
    fn descriptor_error(&self, owner: &str, v: Value) -> super::VmErr {
        self.type_error(format!(
            "descriptor '__init__' requires a '{owner}' object but received a '{}'",
            self.type_name(v)
        ))
    }

    /// The `OSError` members of exception `h` (`None` for other exceptions or names).
    pub(crate) fn oserror_attr(&self, h: Handle, name: &str) -> Option<VmResult<Value>> {
        let os = *self.exc_data(h)?.os.as_deref()?;
        let or_none = |v: Value| if v == Value::Undef { Value::None } else { v };
        // surface: OSError
        Some(Ok(match name {
            "errno" => or_none(os.errno),
            "strerror" => or_none(os.strerror),
            "filename" => or_none(os.filename),
            "filename2" => or_none(os.filename2),
            "characters_written" => match os.written {
                Some(n) => Value::Int(n),
                None => return Some(Err(self.err(TypeTag::AttributeError, "characters_written"))),
            },
            _ => return None,
        }))
    }

    /// Sets an `OSError` member; false if `name` is not one.
    pub(crate) fn set_oserror_attr(&mut self, h: Handle, name: &str, v: Value) -> VmResult<bool> {
        if self.exc_data(h).is_none_or(|d| d.os.is_none()) {
            return Ok(false);
        }
        let written = if name == "characters_written" {
            Some(self.written_arg(v)?)
        } else {
            None
        };
        let Some(os) = self.exc_data_mut(h).and_then(|d| d.os.as_deref_mut()) else {
            return Ok(false);
        };
        // surface: OSError
        match name {
            "errno" => os.errno = v,
            "strerror" => os.strerror = v,
            "filename" => os.filename = v,
            "filename2" => os.filename2 = v,
            "characters_written" => os.written = written,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `OSError.__str__`: `[Errno N] strerror: 'filename' -> 'filename2'`, or
    /// `BaseException.__str__` when errno or strerror is unset.
    pub(crate) fn oserror_str(&mut self, h: Handle) -> VmResult<Option<String>> {
        let Some(os) = self.exc_data(h).and_then(|d| d.os.as_deref()).copied() else {
            return Ok(None);
        };
        let or_none = |v: Value| if v == Value::Undef { Value::None } else { v };
        if os.filename != Value::Undef {
            let errno = self.to_str(or_none(os.errno))?;
            let strerror = self.to_str(or_none(os.strerror))?;
            let f1 = self.repr(os.filename)?;
            if os.filename2 != Value::Undef {
                let f2 = self.repr(os.filename2)?;
                return Ok(Some(format!("[Errno {errno}] {strerror}: {f1} -> {f2}")));
            }
            return Ok(Some(format!("[Errno {errno}] {strerror}: {f1}")));
        }
        if os.errno != Value::Undef && os.strerror != Value::Undef {
            let errno = self.to_str(os.errno)?;
            let strerror = self.to_str(os.strerror)?;
            return Ok(Some(format!("[Errno {errno}] {strerror}")));
        }
        Ok(None)
    }
}
