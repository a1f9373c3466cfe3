//! How a `str` object holds its text.
//!
//! A string is its UTF-8 text, its length in characters and, once something asked for it, its
//! hash. Three mechanisms keep string work at CPython's complexity:
//!
//! - **In-place append.** A buffer is held by one string, its *holder*. Other strings may be
//!   *views*: a prefix of a holder's buffer (a view always names the holder itself, never
//!   another view, so reading any string costs one indirection at most). The string whose
//!   text is the whole buffer is the buffer's *tip*. `a + b` where `a` is a tip pushes `b`
//!   onto the buffer (amortized growth) and returns a new view; `a` is untouched, its text
//!   was and stays a prefix of the buffer. Any other `a` is copied, as before. The holder is
//!   charged its buffer's capacity, a view only its slot; the collector keeps a holder alive
//!   while a view names it and trims a buffer to its longest live string (`trim`).
//! - **A character index.** A non-ASCII buffer records the byte offset of every
//!   [`MARK_EVERY`]-th character (`marks`), so that a character offset becomes a byte offset
//!   (and back) with one lookup (a binary search) and a scan of fewer than `MARK_EVERY`
//!   characters. ASCII text needs none: its byte offsets are its character offsets.
//! - **A lazy hash.** The hash is keyed ([`crate::hash::StrHashKey`], SipHash), so it cannot be
//!   extended from the hash of a prefix: it is computed the first time the string is hashed
//!   (`Heap::str_hash`) and kept, as CPython keeps it. Building a string never hashes it, so
//!   `s += x` in a loop stays linear.
//!
//! A buffer's text never changes below its current length, so a string's text, length,
//! character count and hash are fixed for its life (only the holder's buffer grows past it).

use crate::value::Handle;

/// Characters between two marks of the character index.
pub const MARK_EVERY: usize = 32;

/// Strings shorter than this (in bytes) are copied by `+` rather than extended in place:
/// copying them is as cheap, and they stay self-contained.
pub const INPLACE_MIN: usize = 64;

/// The value of [`PyStr`]'s hash cache before the hash is computed: `-1`, which no hash is
/// (as in CPython, whose `hash()` never returns `-1`).
const NO_HASH: i64 = -1;

/// A `str` object.
#[derive(Clone, Debug)]
pub struct PyStr {
    body: Body,
    /// Length of this string's text in bytes (a prefix of its buffer).
    len: usize,
    /// Length in code points (`len()`).
    nchars: usize,
    /// The hash of the text under the run's key once computed, else [`NO_HASH`].
    hash: i64,
}

#[derive(Clone, Debug)]
enum Body {
    /// This string holds its buffer.
    Own(StrBuf),
    /// This string is a prefix of the buffer of the holder `Handle`.
    View(Handle),
}

/// A buffer: text, and the character index when the text is not ASCII.
#[derive(Clone, Debug, Default)]
struct StrBuf {
    text: String,
    /// Byte offset of character `(k + 1) * MARK_EVERY`, for each such character of `text`.
    /// Empty for ASCII text. May stop short (an offset past `u32::MAX`): lookups then scan
    /// from the last mark, which stays correct.
    marks: Marks,
}

/// A buffer's character index, boxed when it exists: most text is ASCII and has none, and a
/// string lives inline in its heap slot, which this keeps at 56 bytes.
// A thin pointer on purpose: a `Vec` inline would be 24 bytes in every string.
#[allow(clippy::box_collection)]
#[derive(Clone, Debug, Default)]
struct Marks(Option<Box<Vec<u32>>>);

/// What an absent index reads as.
static NO_MARKS: Vec<u32> = Vec::new();

impl std::ops::Deref for Marks {
    type Target = Vec<u32>;
    fn deref(&self) -> &Vec<u32> {
        self.0.as_deref().unwrap_or(&NO_MARKS)
    }
}

impl Marks {
    /// An index holding `v` (none if it is empty and holds no room).
    fn from_vec(v: Vec<u32>) -> Marks {
        Marks((v.capacity() > 0).then(|| Box::new(v)))
    }

    /// The index to change, made if there was none.
    fn vec(&mut self) -> &mut Vec<u32> {
        self.0.get_or_insert_with(Default::default)
    }

    /// The bytes it holds on the heap: its box and its room.
    fn byte_size(&self) -> u64 {
        match &self.0 {
            Some(v) => 32 + 4 * v.capacity() as u64,
            None => 0,
        }
    }
}

/// The text of a string, resolved through its holder, with what is needed to index it.
#[derive(Clone, Copy, Debug)]
pub struct StrRef<'a> {
    text: &'a str,
    marks: &'a [u32],
    nchars: usize,
}

/// Whether string `h` may be extended in place, and the state of its buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tip {
    /// The buffer's holder (`h` itself, or the holder `h` is a view of).
    pub holder: Handle,
    /// Capacity of the buffer's text.
    pub text_cap: usize,
    /// Length and capacity of the buffer's character index.
    pub marks: (usize, usize),
}

/// How a buffer grows for one append: the capacities to reserve and the bytes they cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Growth {
    /// New capacity of the text.
    pub text_cap: usize,
    /// New capacity of the character index.
    pub marks_cap: usize,
    /// Bytes more than the buffer holds now.
    pub bytes: u64,
}

/// The number of marks the index of `nchars` non-ASCII characters holds.
fn marks_for(nchars: usize) -> usize {
    nchars.saturating_sub(1) / MARK_EVERY
}

/// Indexes `text` from byte `from` (the start of character `char0`) to its end, appending
/// to `marks`; returns the number of characters of `text`.
fn scan_marks(text: &str, from: usize, char0: usize, marks: &mut Vec<u32>) -> usize {
    let mut c = char0;
    let tail = text.as_bytes().get(from..).unwrap_or(&[]);
    for (i, b) in tail.iter().enumerate() {
        if b & 0xC0 != 0x80 {
            if c.is_multiple_of(MARK_EVERY) && c > 0 && marks.len() + 1 == c / MARK_EVERY {
                if let Ok(off) = u32::try_from(from + i) {
                    marks.push(off);
                }
            }
            c += 1;
        }
    }
    c
}

/// Brings `marks` up to date for `text`, whose first `len` bytes (`nchars` characters) are
/// already indexed if they are not ASCII.
fn extend_marks(text: &str, len: usize, nchars: usize, marks: &mut Vec<u32>) {
    if nchars == len {
        // An ASCII prefix: its marks are its character offsets.
        marks.clear();
        let mut c = MARK_EVERY;
        while c < nchars {
            match u32::try_from(c) {
                Ok(off) => marks.push(off),
                Err(_) => break,
            }
            c += MARK_EVERY;
        }
    }
    scan_marks(text, len, nchars, marks);
}

impl PyStr {
    /// Wraps a string, counting its characters and indexing them if they are not ASCII (its
    /// hash is computed when first needed).
    pub fn new(text: String) -> PyStr {
        let mut marks = Vec::new();
        let nchars = if text.is_ascii() {
            text.len()
        } else {
            scan_marks(&text, 0, 0, &mut marks)
        };
        PyStr {
            len: text.len(),
            nchars,
            hash: NO_HASH,
            body: Body::Own(StrBuf {
                text,
                marks: Marks::from_vec(marks),
            }),
        }
    }

    /// The length of the character index of a new string of `nchars` characters in `len`
    /// bytes (what [`PyStr::concat`] reserves).
    pub(crate) fn concat_marks(nchars: usize, len: usize) -> usize {
        if nchars == len {
            0
        } else {
            marks_for(nchars)
        }
    }

    /// `a + b` as a new buffer of exactly their size.
    pub(crate) fn concat(a: StrRef<'_>, b: StrRef<'_>) -> PyStr {
        let mut text = String::with_capacity(a.len() + b.len());
        text.push_str(a.text);
        text.push_str(b.text);
        let nchars = a.nchars + b.nchars;
        let mut marks = Vec::new();
        if nchars != text.len() {
            marks.reserve_exact(marks_for(nchars));
            let own = a.marks.partition_point(|&m| (m as usize) < a.len());
            marks.extend_from_slice(a.marks.get(..own).unwrap_or(&[]));
            extend_marks(&text, a.len(), a.nchars, &mut marks);
        }
        PyStr {
            len: text.len(),
            nchars,
            hash: NO_HASH,
            body: Body::Own(StrBuf {
                text,
                marks: Marks::from_vec(marks),
            }),
        }
    }

    /// The view of `holder`'s buffer that `a + b` is, once `b` was pushed onto it.
    pub(crate) fn view(holder: Handle, a: StrRef<'_>, b: StrRef<'_>) -> PyStr {
        PyStr {
            body: Body::View(holder),
            len: a.len() + b.len(),
            nchars: a.nchars + b.nchars,
            hash: NO_HASH,
        }
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True for the empty string.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Length in code points (`len()`).
    pub fn nchars(&self) -> usize {
        self.nchars
    }

    /// The hash of the text, if it was computed (`Heap::str_hash` computes it).
    #[inline]
    pub fn cached_hash(&self) -> Option<i64> {
        (self.hash != NO_HASH).then_some(self.hash)
    }

    /// Keeps the hash of the text (computed under the run's key; never `-1`).
    pub(crate) fn set_hash(&mut self, hash: i64) {
        self.hash = hash;
    }

    /// False if both hashes are known and differ: the texts differ (a shortcut for `==`).
    #[inline]
    pub fn may_equal(&self, other: &PyStr) -> bool {
        self.len == other.len
            && (self.hash == NO_HASH || other.hash == NO_HASH || self.hash == other.hash)
    }

    /// True if every character is one byte.
    pub fn is_ascii(&self) -> bool {
        self.nchars == self.len
    }

    /// The holder this string is a view of, if it is one (the collector traces it).
    pub(crate) fn view_of(&self) -> Option<Handle> {
        match self.body {
            Body::View(h) => Some(h),
            Body::Own(_) => None,
        }
    }

    /// The bytes this string holds beyond its slot: its buffer's capacities (0 for a view).
    pub(crate) fn byte_size(&self) -> u64 {
        match &self.body {
            Body::Own(b) => b.text.capacity() as u64 + b.marks.byte_size(),
            Body::View(_) => 0,
        }
    }

    /// The resolved text, given this string's buffer (its own, or its holder's).
    #[inline]
    fn resolve<'a>(&self, buf: &'a StrBuf) -> Option<StrRef<'a>> {
        let text = if buf.text.len() == self.len {
            buf.text.as_str()
        } else {
            buf.text.get(..self.len)?
        };
        Some(StrRef {
            text,
            marks: &buf.marks,
            nchars: self.nchars,
        })
    }

    /// The text of an owning string (`None` for a view: see [`PyStr::resolve_with`]).
    pub fn own_ref(&self) -> Option<StrRef<'_>> {
        match &self.body {
            Body::Own(b) => self.resolve(b),
            Body::View(_) => None,
        }
    }

    /// The text of this string, reading a view's holder `holder`.
    #[inline]
    pub(crate) fn resolve_with<'a>(&'a self, holder: Option<&'a PyStr>) -> Option<StrRef<'a>> {
        match &self.body {
            Body::Own(b) => self.resolve(b),
            Body::View(_) => match holder.map(|h| &h.body) {
                Some(Body::Own(b)) => self.resolve(b),
                _ => None,
            },
        }
    }

    /// The first `n` bytes of this holder's buffer.
    pub(crate) fn buffer_prefix(&self, n: usize) -> Option<&str> {
        match &self.body {
            Body::Own(b) => b.text.get(..n),
            Body::View(_) => None,
        }
    }

    /// This string's buffer state if it is the holder `me` and its text is the whole buffer.
    pub(crate) fn tip_of_own(&self, me: Handle) -> Option<Tip> {
        match &self.body {
            Body::Own(b) if b.text.len() == self.len => Some(b.tip(me)),
            _ => None,
        }
    }

    /// The buffer state of holder `holder` if a string of `len` bytes is its tip.
    pub(crate) fn tip_for(&self, holder: Handle, len: usize) -> Option<Tip> {
        match &self.body {
            Body::Own(b) if b.text.len() == len => Some(b.tip(holder)),
            _ => None,
        }
    }

    /// How the buffer of this holder grows to append `add` to its
    /// tip `tip`: geometric growth when `room` bytes allow it, else exactly.
    pub(crate) fn growth(&self, tip: StrRef<'_>, add: StrRef<'_>, room: u64) -> Option<Growth> {
        let Body::Own(b) = &self.body else {
            return None;
        };
        let need = tip.len().checked_add(add.len())?;
        let nchars = tip.nchars + add.nchars;
        let marks_need = if nchars == need { 0 } else { marks_for(nchars) };
        let (text_cap, marks_cap) = (b.text.capacity(), b.marks.capacity());
        let exact = |cap: usize, need: usize| cap.max(need);
        let double = |cap: usize, need: usize| {
            if need <= cap {
                cap
            } else {
                need.max(cap.saturating_mul(2))
            }
        };
        // A first index also makes its box.
        let boxed = |m: usize| if m > 0 && b.marks.0.is_none() { 32 } else { 0 };
        let bytes = |t: usize, m: usize| {
            (t - text_cap) as u64 + 4 * (m.saturating_sub(marks_cap)) as u64 + boxed(m)
        };
        // Doubling, else a quarter more, else exactly what is needed: geometric growth
        // while the memory limit leaves room for it.
        let quarter = |cap: usize, need: usize| {
            if need <= cap {
                cap
            } else {
                need.max(cap.saturating_add(cap / 4))
            }
        };
        let (t, m) = [
            (double(text_cap, need), double(marks_cap, marks_need)),
            (quarter(text_cap, need), quarter(marks_cap, marks_need)),
        ]
        .into_iter()
        .find(|&(t, m)| bytes(t, m) <= room)
        .unwrap_or((exact(text_cap, need), exact(marks_cap, marks_need)));
        Some(Growth {
            text_cap: t,
            marks_cap: m.max(marks_cap),
            bytes: bytes(t, m),
        })
    }

    /// Reserves `g` in this holder's buffer; false if the allocator refuses.
    pub(crate) fn reserve(&mut self, g: Growth) -> bool {
        let Body::Own(b) = &mut self.body else {
            return false;
        };
        let t = g.text_cap.saturating_sub(b.text.len());
        let m = g.marks_cap.saturating_sub(b.marks.len());
        b.text.try_reserve_exact(t).is_ok()
            && (m == 0 || b.marks.vec().try_reserve_exact(m).is_ok())
    }

    /// Appends `add` to this holder's buffer, whose tip is `len` bytes, `nchars` characters.
    pub(crate) fn push(&mut self, len: usize, nchars: usize, add: &str) {
        let Body::Own(b) = &mut self.body else {
            return;
        };
        b.text.push_str(add);
        if !(nchars == len && add.is_ascii()) {
            extend_marks(&b.text, len, nchars, b.marks.vec());
        }
    }

    /// Appends the first `n` bytes of this holder's own buffer to it (whose tip is `len`
    /// bytes, `nchars` characters, and `n <= len`): `s + s` where both read this buffer. It
    /// goes through a small piece at a time, so that no copy of the whole text is made
    /// beside the buffer (whose room was reserved and charged). False if `n` is not a
    /// character boundary of the text.
    pub(crate) fn push_prefix(&mut self, len: usize, nchars: usize, n: usize) -> bool {
        const PIECE: usize = 64 << 10;
        let Body::Own(b) = &mut self.body else {
            return false;
        };
        if n > len || !b.text.is_char_boundary(n) {
            return false;
        }
        let mut piece = String::with_capacity(PIECE.min(n));
        let mut from = 0;
        while from < n {
            let mut to = (from + PIECE).min(n);
            while !b.text.is_char_boundary(to) {
                to -= 1;
            }
            piece.clear();
            piece.push_str(b.text.get(from..to).unwrap_or(""));
            b.text.push_str(&piece);
            from = to;
        }
        if nchars != len {
            extend_marks(&b.text, len, nchars, b.marks.vec());
        }
        true
    }

    /// True if this holder's buffer extends past its own text (views may read the rest).
    pub(crate) fn has_spare_text(&self) -> bool {
        matches!(&self.body, Body::Own(b) if b.text.len() > self.len)
    }

    /// Cuts this holder's buffer to `keep` bytes (the longest live string using it), freeing
    /// the capacity if most of it is unused; returns the bytes released.
    pub(crate) fn trim(&mut self, keep: usize) -> u64 {
        let before = self.byte_size();
        let len = self.len;
        let Body::Own(b) = &mut self.body else {
            return 0;
        };
        let keep = keep.max(len);
        if b.text.len() <= keep || !b.text.is_char_boundary(keep) {
            return 0;
        }
        b.text.truncate(keep);
        let m = b.marks.partition_point(|&m| (m as usize) < keep);
        if let Some(marks) = b.marks.0.as_mut() {
            marks.truncate(m);
        }
        if b.text.capacity() > 2 * keep + INPLACE_MIN {
            b.text.shrink_to_fit();
            if let Some(marks) = b.marks.0.as_mut() {
                marks.shrink_to_fit();
            }
        }
        before.saturating_sub(self.byte_size())
    }
}

impl StrBuf {
    fn tip(&self, holder: Handle) -> Tip {
        Tip {
            holder,
            text_cap: self.text.capacity(),
            marks: (self.marks.len(), self.marks.capacity()),
        }
    }
}

impl<'a> StrRef<'a> {
    /// The text.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.text.len()
    }

    /// True for the empty string.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Length in code points.
    pub fn nchars(&self) -> usize {
        self.nchars
    }

    /// True if every character is one byte.
    pub fn is_ascii(&self) -> bool {
        self.nchars == self.text.len()
    }

    /// Byte offset of character `i` (the length for `i >= nchars`).
    pub fn byte_of(&self, i: usize) -> usize {
        if i >= self.nchars {
            return self.text.len();
        }
        if self.is_ascii() {
            return i;
        }
        let k = (i / MARK_EVERY).min(self.marks.len());
        let (b0, c0) = match k.checked_sub(1).and_then(|j| self.marks.get(j)) {
            Some(&m) => (m as usize, k * MARK_EVERY),
            None => (0, 0),
        };
        let tail = self.text.get(b0..).unwrap_or("");
        tail.char_indices()
            .nth(i - c0)
            .map_or(self.text.len(), |(b, _)| b0 + b)
    }

    /// Number of characters before byte offset `byte` (a character boundary).
    pub fn char_of(&self, byte: usize) -> usize {
        let byte = byte.min(self.text.len());
        if self.is_ascii() {
            return byte;
        }
        let k = self.marks.partition_point(|&m| (m as usize) <= byte);
        let (b0, c0) = match k.checked_sub(1).and_then(|j| self.marks.get(j)) {
            Some(&m) => (m as usize, k * MARK_EVERY),
            None => (0, 0),
        };
        c0 + self.text.get(b0..byte).map_or(0, |t| t.chars().count())
    }

    /// Character `i`.
    pub fn char_at(&self, i: usize) -> Option<char> {
        if i >= self.nchars {
            return None;
        }
        if self.is_ascii() {
            return self.text.as_bytes().get(i).map(|&b| b as char);
        }
        self.text.get(self.byte_of(i)..)?.chars().next()
    }

    /// The text of characters `start..stop`.
    pub fn char_slice(&self, start: usize, stop: usize) -> &'a str {
        let (b0, b1) = (self.byte_of(start), self.byte_of(stop));
        self.text.get(b0..b1.max(b0)).unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(p: &PyStr) -> StrRef<'_> {
        p.own_ref().expect("owning")
    }

    #[test]
    fn index_agrees_with_chars() {
        for text in [
            String::new(),
            "é".repeat(100),
            format!("{}é{}", "a".repeat(70), "ü€😀".repeat(40)),
            "a😀".repeat(33),
        ] {
            let p = PyStr::new(text.clone());
            let s = r(&p);
            let chars: Vec<(usize, char)> = text.char_indices().collect();
            assert_eq!(s.nchars(), chars.len());
            for (i, &(b, c)) in chars.iter().enumerate() {
                assert_eq!(s.byte_of(i), b);
                assert_eq!(s.char_of(b), i);
                assert_eq!(s.char_at(i), Some(c));
            }
            assert_eq!(s.byte_of(chars.len()), text.len());
            assert_eq!(s.char_of(text.len()), chars.len());
            assert_eq!(s.char_at(chars.len()), None);
        }
    }

    #[test]
    fn a_buffer_appends_its_own_prefix_like_a_fresh_string() {
        for text in [
            "ab".repeat(40),
            format!("{}é{}", "a".repeat(70), "ü😀".repeat(40_000)),
        ] {
            let mut holder = PyStr::new(text.clone());
            let (len, nchars) = (holder.len(), holder.nchars());
            for n in [len, len / 2, 0] {
                let n = (0..=n)
                    .rev()
                    .find(|&i| text.is_char_boundary(i))
                    .unwrap_or(0);
                let mut h = holder.clone();
                assert!(h.reserve(Growth {
                    text_cap: len + n,
                    marks_cap: marks_for(nchars * 2),
                    bytes: 0,
                }));
                assert!(h.push_prefix(len, nchars, n));
                let whole = format!("{text}{}", &text[..n]);
                let fresh = PyStr::new(whole.clone());
                let view = PyStr {
                    body: Body::View(0),
                    len: whole.len(),
                    nchars: fresh.nchars(),
                    hash: NO_HASH,
                };
                let v = view.resolve_with(Some(&h)).expect("view");
                assert_eq!(v.as_str(), whole);
                for i in (0..=v.nchars()).step_by(7) {
                    assert_eq!(v.byte_of(i), r(&fresh).byte_of(i));
                }
            }
            assert!(!holder.push_prefix(len, nchars, len + 1));
        }
    }

    #[test]
    fn appends_index_like_a_fresh_string() {
        let mut holder = PyStr::new("a".repeat(40));
        let mut tip = (40usize, 40usize);
        let mut whole = "a".repeat(40);
        for piece in ["b", "é", "xyz", &"ü".repeat(50), "q"] {
            let add = PyStr::new(piece.to_string());
            holder.push(tip.0, tip.1, piece);
            whole.push_str(piece);
            tip = (tip.0 + piece.len(), tip.1 + add.nchars());
            let fresh = PyStr::new(whole.clone());
            let view = PyStr {
                body: Body::View(0),
                len: tip.0,
                nchars: tip.1,
                hash: NO_HASH,
            };
            let v = view.resolve_with(Some(&holder)).expect("view");
            assert_eq!(v.as_str(), whole);
            assert_eq!(v.nchars(), fresh.nchars());
            for i in 0..=v.nchars() {
                assert_eq!(v.byte_of(i), r(&fresh).byte_of(i));
            }
        }
        let released = holder.trim(41);
        assert!(released > 0);
        assert_eq!(r(&holder).as_str(), "a".repeat(40));
    }
}
