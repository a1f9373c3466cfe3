//! `UnicodeDecodeError` and `UnicodeEncodeError` as CPython 3.11's `exceptions.c` has them:
//! their `args` are `(encoding, object, start, end, reason)`, their members `encoding`,
//! `object`, `start`, `end`, `reason` read those, and their `str()` is made from them
//! (`'utf-8' codec can't decode byte 0xff in position 0: invalid start byte`).

use super::{Vm, VmErr};
use crate::heap::Obj;
use crate::value::{Handle, TypeTag, Value};

/// The members, in `args` order.
// surface: UnicodeDecodeError UnicodeEncodeError
const MEMBERS: [&str; 5] = ["encoding", "object", "start", "end", "reason"];

impl Vm<'_> {
    /// Raises `tag` (UnicodeDecodeError or UnicodeEncodeError) for `object[start..end]` (byte
    /// or character positions) under `encoding`, with `reason`.
    pub fn unicode_error(
        &mut self,
        tag: TypeTag,
        encoding: &str,
        object: Value,
        start: usize,
        end: usize,
        reason: &str,
    ) -> VmErr {
        let made = (|| {
            let e = self.new_str(encoding.to_string())?;
            let r = self.new_str(reason.to_string())?;
            Ok::<_, VmErr>((e, r))
        })();
        match made {
            Ok((e, r)) => self.exc_with_args(
                tag,
                vec![
                    e,
                    object,
                    Value::Int(start as i64),
                    Value::Int(end as i64),
                    r,
                ],
            ),
            Err(err) => err,
        }
    }

    /// The five `args` of a UnicodeDecodeError/UnicodeEncodeError `h`, when they have the
    /// shapes its `__init__` requires.
    fn unicode_args(&self, h: Handle) -> Option<(TypeTag, [Value; 5])> {
        let tag = self.base_tag(self.class_of(Value::Obj(h)));
        let decode = tag.is_subtype(TypeTag::UnicodeDecodeError);
        if !decode && !tag.is_subtype(TypeTag::UnicodeEncodeError) {
            return None;
        }
        let args = self.exc_data(h)?.args;
        let Some(Obj::Tuple(items)) = self.obj(args) else {
            return None;
        };
        let a: [Value; 5] = items.as_slice().try_into().ok()?;
        let object_ok = if decode {
            self.as_bytes(a[1]).is_some()
        } else {
            self.as_str(a[1]).is_some()
        };
        let ok = self.as_str(a[0]).is_some()
            && object_ok
            && matches!(a[2], Value::Int(_))
            && matches!(a[3], Value::Int(_))
            && self.as_str(a[4]).is_some();
        ok.then_some((
            if decode {
                TypeTag::UnicodeDecodeError
            } else {
                tag
            },
            a,
        ))
    }

    /// A member of a UnicodeDecodeError/UnicodeEncodeError (`None` for other exceptions or
    /// names).
    pub(crate) fn unicode_error_attr(&self, h: Handle, name: &str) -> Option<Value> {
        let i = MEMBERS.iter().position(|m| *m == name)?;
        let (_, a) = self.unicode_args(h)?;
        a.get(i).copied()
    }

    /// `UnicodeDecodeError.__str__` / `UnicodeEncodeError.__str__`.
    pub(crate) fn unicode_error_str(&self, h: Handle) -> Option<String> {
        let (tag, a) = self.unicode_args(h)?;
        let enc = self.as_str(a[0])?;
        let reason = self.as_str(a[4])?;
        let (Value::Int(start), Value::Int(end)) = (a[2], a[3]) else {
            return None;
        };
        if tag == TypeTag::UnicodeDecodeError {
            let data = self.as_bytes(a[1])?;
            let one = usize::try_from(start)
                .ok()
                .and_then(|s| data.get(s))
                .filter(|_| end == start + 1);
            return Some(match one {
                Some(b) => format!(
                    "'{enc}' codec can't decode byte 0x{b:02x} in position {start}: {reason}"
                ),
                None => format!(
                    "'{enc}' codec can't decode bytes in position {start}-{}: {reason}",
                    end - 1
                ),
            });
        }
        let text = self.as_str(a[1])?;
        let one = usize::try_from(start)
            .ok()
            .and_then(|s| text.chars().nth(s))
            .filter(|_| end == start + 1);
        Some(match one {
            Some(c) => {
                let u = c as u32;
                let shown = if u <= 0xff {
                    format!("\\x{u:02x}")
                } else if u <= 0xffff {
                    format!("\\u{u:04x}")
                } else {
                    format!("\\U{u:08x}")
                };
                format!(
                    "'{enc}' codec can't encode character '{shown}' in position {start}: {reason}"
                )
            }
            None => format!(
                "'{enc}' codec can't encode characters in position {start}-{}: {reason}",
                end - 1
            ),
        })
    }
}
