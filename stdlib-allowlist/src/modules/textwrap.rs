//! `textwrap`: `wrap`, `fill`, `shorten`, `dedent`, `indent` and `TextWrapper`, as CPython
//! 3.11's `Lib/textwrap.py`. The word splitting is `TextWrapper.wordsep_re` (and
//! `wordsep_simple_re`) matched by hand, step for step as `re.split` would match it
//! (lazy word, hyphen look-arounds, em-dashes), over the text's characters; the line filling
//! is `_wrap_chunks` line for line. A `TextWrapper` is the runtime's `LibObj::TextWrapper`,
//! whose twelve options are writable attributes of any value, checked when it wraps:
//! an option of a type CPython would still accept (a float width, a str subclass) is refused.

use pyrite_runtime::libobj::{LibObj, TEXTWRAPPER_FIELDS, TEXTWRAPPER_OPTIONS};
use pyrite_runtime::num::is_space;
use pyrite_runtime::{Member, NativeFn, TypeTag, Value, Vm, VmResult};

use super::{Def, M};
use crate::args::Kw;

const WRAP_FUEL: &str =
    "1 + n/8 (n characters) + 1 per chunk and per line, and the allocation rule";

/// The members of `textwrap`, with their fuel rules and docs.
pub fn members() -> Vec<Def<M>> {
    use super::{c, f};
    vec![
        f(
            "wrap",
            wrap,
            WRAP_FUEL,
            "the lines of one paragraph wrapped to width (TextWrapper's keyword options)",
        ),
        f("fill", fill, WRAP_FUEL, "wrap's lines joined with newlines"),
        f(
            "shorten",
            shorten,
            WRAP_FUEL,
            "the text's whitespace collapsed, truncated to width with the placeholder",
        ),
        f(
            "dedent",
            dedent,
            "1 + n/8 (n characters) and the allocation rule",
            "the text with the whitespace common to the start of its lines removed",
        ),
        f(
            "indent",
            indent,
            "1 + n/8 (n characters) + 1 per line; predicate calls pay for themselves",
            "prefix added to the lines predicate selects (default: lines not only whitespace)",
        ),
        c(
            "TextWrapper",
            Member::Type(TypeTag::TextWrapper),
            "type: a reusable set of wrapping options (.wrap, .fill, writable attributes)",
        ),
    ]
}

/// The constructor of `textwrap.TextWrapper`.
pub const CTORS: &[(TypeTag, NativeFn)] = &[(TypeTag::TextWrapper, wrapper_new)];

/// The methods of `TextWrapper` objects, for the table's `METHODS`.
pub const METHODS: &[(TypeTag, Def<NativeFn>)] = &[
    (
        TypeTag::TextWrapper,
        crate::def(
            "wrap",
            method_wrap,
            WRAP_FUEL,
            "the lines of one paragraph wrapped with these options",
        ),
    ),
    (
        TypeTag::TextWrapper,
        crate::def(
            "fill",
            method_fill,
            WRAP_FUEL,
            "wrap's lines joined with newlines",
        ),
    ),
];

macro_rules! getters {
    ($($i:literal $f:ident $doc:literal;)*) => {
        $(
            fn $f(vm: &mut Vm<'_>, a: &[Value], _kws: Kw<'_>) -> VmResult<Value> {
                option(vm, a, $i)
            }
        )*
        /// The options of `TextWrapper` objects, as data attributes.
        pub const GETTERS: &[(TypeTag, Def<NativeFn>)] = &[
            $((TypeTag::TextWrapper, crate::def(TEXTWRAPPER_FIELDS[$i], $f, "1", $doc)),)*
        ];
    };
}

getters! {
    0 get_width "the maximum line length (70)";
    1 get_initial_indent "prefix of the first line ('')";
    2 get_subsequent_indent "prefix of the other lines ('')";
    3 get_expand_tabs "expand tabs first (True)";
    4 get_replace_whitespace "each of '\\t\\n\\x0b\\x0c\\r' becomes a space (True)";
    5 get_fix_sentence_endings "two spaces after a sentence's end (False)";
    6 get_break_long_words "break words longer than a line (True)";
    7 get_drop_whitespace "drop whitespace at the lines' ends (True)";
    8 get_break_on_hyphens "break after hyphens of compound words (True)";
    9 get_tabsize "the tab stops' spacing (8)";
    10 get_max_lines "the most lines kept (None)";
    11 get_placeholder "what ends truncated text (' [...]')";
}

/// Option `i` of the `TextWrapper` `a[0]`.
fn option(vm: &mut Vm<'_>, a: &[Value], i: usize) -> VmResult<Value> {
    let recv = a.first().copied().unwrap_or(Value::None);
    match vm.lib_obj(recv) {
        Some(LibObj::TextWrapper(o)) => Ok(o.get(i).copied().unwrap_or(Value::None)),
        _ => Err(vm.err(
            TypeTag::AttributeError,
            format!(
                "type object 'TextWrapper' has no attribute '{}'",
                TEXTWRAPPER_FIELDS.get(i).unwrap_or(&"")
            ),
        )),
    }
}

/// The options `TextWrapper(...)` takes: `width` first (from `wrap`/`fill`'s own
/// parameter when `fixed_width`), the rest as the constructor binds them.
fn bind_options(
    vm: &mut Vm<'_>,
    pos: &[Value],
    kws: Kw<'_>,
    preset: &[(usize, Value)],
) -> VmResult<[Value; TEXTWRAPPER_OPTIONS]> {
    const POSITIONAL: usize = 10;
    if pos.len() > POSITIONAL {
        return Err(vm.type_error(format!(
            "TextWrapper.__init__() takes from 1 to 11 positional arguments but {} were given",
            pos.len() + 1
        )));
    }
    let mut set: [Option<Value>; TEXTWRAPPER_OPTIONS] = [None; TEXTWRAPPER_OPTIONS];
    for (i, v) in pos.iter().enumerate() {
        if let Some(s) = set.get_mut(i) {
            *s = Some(*v);
        }
    }
    for (i, v) in preset {
        if let Some(s) = set.get_mut(*i) {
            *s = Some(*v);
        }
    }
    for (k, v) in kws {
        let Some(i) = TEXTWRAPPER_FIELDS.iter().position(|f| f == k) else {
            return Err(vm.type_error(format!(
                "TextWrapper.__init__() got an unexpected keyword argument '{k}'"
            )));
        };
        if preset.iter().any(|(p, _)| *p == i) && i != 0 {
            return Err(vm.type_error(format!(
                "textwrap.TextWrapper() got multiple values for keyword argument '{k}'"
            )));
        }
        let slot = &mut set[i];
        if slot.is_some() {
            return Err(vm.type_error(format!(
                "TextWrapper.__init__() got multiple values for argument '{k}'"
            )));
        }
        *slot = Some(*v);
    }
    let empty = vm.new_str(String::new())?;
    let placeholder = match set[11] {
        Some(v) => v,
        None => vm.with_roots(&[empty], |vm| vm.new_str(" [...]".to_string()))?,
    };
    let d = [
        Value::Int(70),
        empty,
        empty,
        Value::Bool(true),
        Value::Bool(true),
        Value::Bool(false),
        Value::Bool(true),
        Value::Bool(true),
        Value::Bool(true),
        Value::Int(8),
        Value::None,
        placeholder,
    ];
    let mut out = d;
    for (o, s) in out.iter_mut().zip(set) {
        if let Some(v) = s {
            *o = v;
        }
    }
    Ok(out)
}

/// `TextWrapper(width=70, initial_indent='', ..., *, max_lines=None, placeholder=' [...]')`.
fn wrapper_new(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let opts = bind_options(vm, a, kws, &[])?;
    vm.with_roots(&opts, |vm| vm.new_lib(LibObj::TextWrapper(Box::new(opts))))
}

/// The options checked and read, as `_wrap_chunks` and its helpers use them.
struct Opts {
    width: i64,
    width_v: Value,
    initial: Vec<char>,
    subsequent: Vec<char>,
    expand_tabs: bool,
    replace_whitespace: bool,
    fix_sentence_endings: bool,
    break_long_words: bool,
    drop_whitespace: bool,
    /// `break_on_hyphens is True` (which `_split` tests).
    hyphens_is_true: bool,
    /// `break_on_hyphens` as a truth value (which `_handle_long_word` tests).
    hyphens: bool,
    tabsize: Value,
    max_lines: Option<i64>,
    placeholder: Vec<char>,
}

fn int_option(vm: &Vm<'_>, v: Value, name: &str) -> VmResult<i64> {
    match v {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b)),
        _ => Err(vm.not_supported(format!(
            "TextWrapper's {name} of type '{}' is not supported in Pyrite (only int)",
            vm.type_name(v)
        ))),
    }
}

fn str_option(vm: &Vm<'_>, v: Value, name: &str) -> VmResult<Vec<char>> {
    if vm.type_tag(v) == TypeTag::Str {
        if let Some(s) = vm.as_str(v) {
            return Ok(s.chars().collect());
        }
    }
    Err(vm.not_supported(format!(
        "TextWrapper's {name} of type '{}' is not supported in Pyrite (only str)",
        vm.type_name(v)
    )))
}

fn read_opts(vm: &mut Vm<'_>, o: &[Value; TEXTWRAPPER_OPTIONS]) -> VmResult<Opts> {
    let width = int_option(vm, o[0], "width")?;
    let max_lines = match o[10] {
        Value::None => None,
        v => Some(int_option(vm, v, "max_lines")?),
    };
    let opts = Opts {
        width,
        width_v: o[0],
        initial: str_option(vm, o[1], "initial_indent")?,
        subsequent: str_option(vm, o[2], "subsequent_indent")?,
        expand_tabs: vm.truthy(o[3])?,
        replace_whitespace: vm.truthy(o[4])?,
        fix_sentence_endings: vm.truthy(o[5])?,
        break_long_words: vm.truthy(o[6])?,
        drop_whitespace: vm.truthy(o[7])?,
        hyphens_is_true: o[8] == Value::Bool(true),
        hyphens: vm.truthy(o[8])?,
        tabsize: o[9],
        max_lines,
        placeholder: str_option(vm, o[11], "placeholder")?,
    };
    let n = opts.initial.len() + opts.subsequent.len() + opts.placeholder.len();
    vm.charge_fuel(n as u64 / 8)?;
    Ok(opts)
}

/// `text` after `_munge_whitespace`, as characters: tabs expanded (`str.expandtabs`, which
/// charges for itself), then each of `_whitespace` made a space.
fn munge(vm: &mut Vm<'_>, o: &Opts, text: Value) -> VmResult<Vec<char>> {
    if vm.type_tag(text) != TypeTag::Str {
        let tn = vm.type_name(text).to_string();
        if matches!(vm.type_tag(text), TypeTag::Bytes | TypeTag::ByteArray) {
            return Err(vm.not_supported(format!("textwrap of {tn} is not supported in Pyrite")));
        }
        return Err(if o.expand_tabs {
            vm.err(
                TypeTag::AttributeError,
                format!("'{tn}' object has no attribute 'expandtabs'"),
            )
        } else if o.replace_whitespace {
            vm.err(
                TypeTag::AttributeError,
                format!("'{tn}' object has no attribute 'translate'"),
            )
        } else {
            vm.type_error(format!("expected string or bytes-like object, got '{tn}'"))
        });
    }
    let text = if o.expand_tabs {
        crate::str_split::expandtabs(vm, &[text, o.tabsize], &[])?
    } else {
        text
    };
    let n = vm.as_str(text).map_or(0, str::len) as u64;
    vm.charge_fuel(1 + n / 8)?;
    vm.precheck(4 * n)?;
    let mut chars: Vec<char> = vm.as_str(text).unwrap_or("").chars().collect();
    if o.replace_whitespace {
        for c in chars.iter_mut() {
            if is_ascii_ws(*c) {
                *c = ' ';
            }
        }
    }
    Ok(chars)
}

/// `_whitespace`: `'\t\n\x0b\x0c\r '`.
fn is_ascii_ws(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\x0b' | '\x0c' | '\r' | ' ')
}

/// `\w` of a str pattern (`_sre`'s `SRE_UNI_IS_WORD`).
fn is_word(c: char) -> bool {
    c == '_' || crate::str_case::is_alnum(c)
}

/// `letter = r'[^\d\W]'`.
fn is_letter(c: char) -> bool {
    is_word(c) && !crate::str_case::is_decimal(c)
}

/// `word_punct = r'[\w!"\'&.,?]'`.
fn is_word_punct(c: char) -> bool {
    is_word(c) || matches!(c, '!' | '"' | '\'' | '&' | '.' | ',' | '?')
}

/// A chunk: a range of the buffer's characters.
type Chunk = (usize, usize);

/// `wordsep_re.split(text)` without its empty strings (`_split` with `break_on_hyphens is
/// True`): at each position the first alternative that matches, leftmost.
fn split_hyphens(t: &[char]) -> Vec<Chunk> {
    let n = t.len();
    let at = |i: usize| t.get(i).copied();
    let letter = |i: usize| at(i).is_some_and(is_letter);
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < n {
        // any whitespace
        if at(pos).is_some_and(is_ascii_ws) {
            let mut e = pos;
            while at(e).is_some_and(is_ascii_ws) {
                e += 1;
            }
            out.push((pos, e));
            pos = e;
            continue;
        }
        // em-dash between words: (?<=wp) -{2,} (?=\w)
        if pos > 0 && at(pos - 1).is_some_and(is_word_punct) {
            let mut e = pos;
            while at(e) == Some('-') {
                e += 1;
            }
            if e - pos >= 2 && at(e).is_some_and(is_word) {
                out.push((pos, e));
                pos = e;
                continue;
            }
        }
        // word, possibly hyphenated: nws+? then one of three endings
        let mut q = pos + 1;
        let end = loop {
            // hyphenated word
            if at(q) == Some('-') {
                let behind = (q >= 2 && letter(q - 2) && letter(q - 1))
                    || (q >= 3 && letter(q - 3) && at(q - 2) == Some('-') && letter(q - 1));
                let ahead =
                    letter(q + 1) && ((at(q + 2) == Some('-') && letter(q + 3)) || letter(q + 2));
                if behind && ahead {
                    break q + 1;
                }
            }
            // end of word
            if q >= n || at(q).is_some_and(is_ascii_ws) {
                break q;
            }
            // em-dash: (?<=wp) (?=-{2,}\w)
            if at(q - 1).is_some_and(is_word_punct) {
                let mut e = q;
                while at(e) == Some('-') {
                    e += 1;
                }
                if e - q >= 2 && at(e).is_some_and(is_word) {
                    break q;
                }
            }
            q += 1;
        };
        out.push((pos, end));
        pos = end;
    }
    out
}

/// `wordsep_simple_re.split(text)` without its empty strings: runs of `_whitespace` and
/// what lies between them.
fn split_simple(t: &[char]) -> Vec<Chunk> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < t.len() {
        let ws = t.get(pos).copied().is_some_and(is_ascii_ws);
        let mut e = pos;
        while t.get(e).copied().is_some_and(|c| is_ascii_ws(c) == ws) {
            e += 1;
        }
        out.push((pos, e));
        pos = e;
    }
    out
}

/// The wrapping state: the buffer the chunks point into (the text, then the two-space
/// chunks of fixed sentence endings and the placeholder).
struct Wrapper<'o> {
    o: &'o Opts,
    buf: Vec<char>,
    /// Scratch bytes charged for the lines made so far.
    held: u64,
}

impl Wrapper<'_> {
    fn text(&self, c: Chunk) -> &[char] {
        self.buf.get(c.0..c.1).unwrap_or(&[])
    }

    fn len(c: Chunk) -> i64 {
        c.1.saturating_sub(c.0) as i64
    }

    /// `chunk.strip() == ''`.
    fn blank(&self, c: Chunk) -> bool {
        self.text(c).iter().all(|ch| is_space(*ch))
    }

    /// `sentence_end_re.search(chunk)`: `[a-z][.!?]["']?\Z`.
    fn sentence_end(&self, c: Chunk) -> bool {
        let t = self.text(c);
        let end_at = |i: usize| {
            i >= 1
                && t.get(i - 1).is_some_and(|c| c.is_ascii_lowercase())
                && t.get(i).is_some_and(|c| matches!(c, '.' | '!' | '?'))
        };
        let n = t.len();
        if n >= 2 && end_at(n - 1) {
            return true;
        }
        n >= 3 && matches!(t.get(n - 1), Some('"' | '\'')) && end_at(n - 2)
    }

    /// `_fix_sentence_endings`.
    fn fix_sentence_endings(&mut self, chunks: &mut [Chunk]) {
        let two = (self.buf.len(), self.buf.len() + 2);
        let mut used = false;
        let mut i = 0;
        while i + 1 < chunks.len() {
            let next = chunks[i + 1];
            if self.text(next) == [' '] && self.sentence_end(chunks[i]) {
                chunks[i + 1] = two;
                used = true;
                i += 2;
            } else {
                i += 1;
            }
        }
        if used {
            self.buf.extend([' ', ' ']);
        }
    }

    /// `_handle_long_word`: `chunks` reversed (the next chunk last).
    fn handle_long_word(
        &self,
        chunks: &mut Vec<Chunk>,
        cur_line: &mut Vec<Chunk>,
        cur_len: i64,
        width: i64,
    ) {
        let space_left = if width < 1 { 1 } else { width - cur_len };
        if self.o.break_long_words {
            let Some(&chunk) = chunks.last() else { return };
            let mut end = space_left.max(0) as usize;
            let t = self.text(chunk);
            if self.o.hyphens && Self::len(chunk) > space_left {
                let limit = end.min(t.len());
                let hyphen = t
                    .get(..limit)
                    .and_then(|h| h.iter().rposition(|c| *c == '-'));
                if let Some(h) = hyphen {
                    if h > 0 && t.get(..h).is_some_and(|p| p.iter().any(|c| *c != '-')) {
                        end = h + 1;
                    }
                }
            }
            let split = (chunk.0 + end).min(chunk.1);
            cur_line.push((chunk.0, split));
            if let Some(last) = chunks.last_mut() {
                *last = (split, chunk.1);
            }
        } else if cur_line.is_empty() {
            if let Some(c) = chunks.pop() {
                cur_line.push(c);
            }
        }
    }

    /// Scratch for a line (or its growth) of `n` characters, charged before it is made.
    fn charge(&mut self, vm: &mut Vm<'_>, n: usize) -> VmResult<()> {
        let bytes = 4 * n as u64 + 24;
        vm.charge_scratch(bytes)?;
        self.held += bytes;
        vm.charge_fuel(1 + n as u64 / 16)
    }

    /// `indent + ''.join(parts)`.
    fn emit(&mut self, vm: &mut Vm<'_>, indent: &[char], parts: &[Chunk]) -> VmResult<Vec<char>> {
        let n = indent.len() + parts.iter().map(|c| c.1 - c.0).sum::<usize>();
        self.charge(vm, n)?;
        let mut line = Vec::with_capacity(n);
        line.extend_from_slice(indent);
        for c in parts {
            line.extend_from_slice(self.text(*c));
        }
        Ok(line)
    }

    /// `_wrap_chunks`: the lines, as characters.
    fn wrap_chunks(&mut self, vm: &mut Vm<'_>, mut chunks: Vec<Chunk>) -> VmResult<Vec<Vec<char>>> {
        let o = self.o;
        let mut lines: Vec<Vec<char>> = Vec::new();
        if o.width <= 0 {
            let r = vm.repr(o.width_v)?;
            return Err(vm.err(
                TypeTag::ValueError,
                format!("invalid width {r} (must be > 0)"),
            ));
        }
        let ph_strip: Vec<char> = {
            let lead = o.placeholder.iter().take_while(|c| is_space(**c)).count();
            o.placeholder.get(lead..).unwrap_or(&[]).to_vec()
        };
        if let Some(m) = o.max_lines {
            let indent = if m > 1 { &o.subsequent } else { &o.initial };
            if (indent.len() + ph_strip.len()) as i64 > o.width {
                return Err(vm.err(TypeTag::ValueError, "placeholder too large for max width"));
            }
        }
        let ph = (self.buf.len(), self.buf.len() + o.placeholder.len());
        self.buf.extend_from_slice(&o.placeholder);
        let ph_len = o.placeholder.len() as i64;
        chunks.reverse();
        while !chunks.is_empty() {
            let mut cur_line: Vec<Chunk> = Vec::new();
            let mut cur_len: i64 = 0;
            let indent: &[char] = if lines.is_empty() {
                &o.initial
            } else {
                &o.subsequent
            };
            let width = o.width - indent.len() as i64;
            if o.drop_whitespace
                && !lines.is_empty()
                && chunks.last().is_some_and(|c| self.blank(*c))
            {
                chunks.pop();
            }
            while let Some(&c) = chunks.last() {
                let l = Self::len(c);
                if cur_len + l <= width {
                    cur_line.push(c);
                    chunks.pop();
                    cur_len += l;
                } else {
                    break;
                }
            }
            vm.charge_fuel(1 + cur_line.len() as u64)?;
            if chunks.last().is_some_and(|c| Self::len(*c) > width) {
                self.handle_long_word(&mut chunks, &mut cur_line, cur_len, width);
                cur_len = cur_line.iter().map(|c| Self::len(*c)).sum();
            }
            if o.drop_whitespace && cur_line.last().is_some_and(|c| self.blank(*c)) {
                if let Some(c) = cur_line.pop() {
                    cur_len -= Self::len(c);
                }
            }
            if cur_line.is_empty() {
                continue;
            }
            let fits = match o.max_lines {
                None => true,
                Some(m) => {
                    (lines.len() as i64 + 1) < m
                        || ((chunks.is_empty()
                            || o.drop_whitespace
                                && chunks.len() == 1
                                && chunks.first().is_some_and(|c| self.blank(*c)))
                            && cur_len <= width)
                }
            };
            if fits {
                let line = self.emit(vm, indent, &cur_line)?;
                lines.push(line);
                continue;
            }
            let mut placed = false;
            while let Some(&last) = cur_line.last() {
                if !self.blank(last) && cur_len + ph_len <= width {
                    cur_line.push(ph);
                    let line = self.emit(vm, indent, &cur_line)?;
                    lines.push(line);
                    placed = true;
                    break;
                }
                cur_len -= Self::len(last);
                cur_line.pop();
            }
            if !placed {
                if let Some(prev) = lines.last_mut() {
                    let keep = prev.len() - prev.iter().rev().take_while(|c| is_space(**c)).count();
                    if (keep as i64) + ph_len <= o.width {
                        prev.truncate(keep);
                        let grow = o.placeholder.len();
                        vm.charge_scratch(4 * grow as u64)?;
                        self.held += 4 * grow as u64;
                        if let Some(prev) = lines.last_mut() {
                            prev.extend_from_slice(&o.placeholder);
                        }
                        break;
                    }
                }
                self.charge(vm, indent.len() + ph_strip.len())?;
                let mut line = indent.to_vec();
                line.extend_from_slice(&ph_strip);
                lines.push(line);
            }
            break;
        }
        Ok(lines)
    }
}

/// `TextWrapper.wrap(text)` with options `opts`: the lines as str values.
fn wrap_lines(
    vm: &mut Vm<'_>,
    opts: &[Value; TEXTWRAPPER_OPTIONS],
    text: Value,
) -> VmResult<Vec<String>> {
    let o = vm.with_roots(opts, |vm| read_opts(vm, opts))?;
    let chars = vm.with_roots(&[text], |vm| munge(vm, &o, text))?;
    // The buffer, its chunks and the lines are scratch while the wrap runs: each character
    // is at most one chunk (16 bytes) and lands in at most one line (4 bytes) besides its
    // own 4; the lines' indents and placeholders are charged as they are made, and the
    // options' own copies (4 bytes a character: a 1 MiB indent holds 4 MiB) here.
    let n = chars.len() as u64;
    let opts_chars = o.initial.len() + o.subsequent.len() + o.placeholder.len();
    let base = 24 * n + 4 * (opts_chars as u64 + 2) + 64;
    vm.charge_scratch(base)?;
    let mut held = 0;
    let r = (|| {
        let mut chunks = if o.hyphens_is_true {
            split_hyphens(&chars)
        } else {
            split_simple(&chars)
        };
        vm.charge_fuel(chunks.len() as u64)?;
        let mut w = Wrapper {
            o: &o,
            buf: chars,
            held: 0,
        };
        if o.fix_sentence_endings {
            w.fix_sentence_endings(&mut chunks);
        }
        let lines = w.wrap_chunks(vm, chunks);
        held = w.held;
        Ok(lines?
            .into_iter()
            .map(|l| l.into_iter().collect::<String>())
            .collect())
    })();
    vm.release_scratch(base + held);
    r
}

/// The lines as a list of str.
fn lines_list(vm: &mut Vm<'_>, lines: Vec<String>) -> VmResult<Value> {
    let mark = vm.roots_len();
    let r = (|| {
        let mut items = Vec::with_capacity(lines.len());
        for l in lines {
            let v = vm.new_str(l)?;
            vm.push_root(v);
            items.push(v);
        }
        vm.new_list(items)
    })();
    vm.truncate_roots(mark);
    r
}

/// The lines joined with newlines.
fn lines_joined(vm: &mut Vm<'_>, lines: Vec<String>) -> VmResult<Value> {
    let n: usize = lines.iter().map(|l| l.len() + 1).sum();
    vm.precheck(n as u64)?;
    vm.charge_fuel(n as u64 / 32)?;
    vm.new_str(lines.join("\n"))
}

/// `wrap`/`fill`'s `(text, width=70, **kwargs)`.
fn func_args(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<(Value, [Value; TEXTWRAPPER_OPTIONS])> {
    if a.len() > 2 {
        return Err(vm.type_error(format!(
            "{name}() takes from 1 to 2 positional arguments but {} were given",
            a.len()
        )));
    }
    let mut text = a.first().copied();
    let mut width = a.get(1).copied();
    let mut rest: Vec<(&str, Value)> = Vec::new();
    for (k, v) in kws {
        match *k {
            "text" if text.is_some() => {
                return Err(
                    vm.type_error(format!("{name}() got multiple values for argument 'text'"))
                )
            }
            "text" => text = Some(*v),
            "width" if width.is_some() => {
                return Err(
                    vm.type_error(format!("{name}() got multiple values for argument 'width'"))
                )
            }
            "width" => width = Some(*v),
            _ => rest.push((k, *v)),
        }
    }
    let Some(text) = text else {
        return Err(vm.type_error(format!(
            "{name}() missing 1 required positional argument: 'text'"
        )));
    };
    let width = width.unwrap_or(Value::Int(70));
    let opts = bind_options(vm, &[], &rest, &[(0, width)])?;
    Ok((text, opts))
}

/// `textwrap.wrap(text, width=70, **kwargs)`.
fn wrap(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (text, opts) = func_args(vm, "wrap", a, kws)?;
    let lines = vm.with_roots(&opts, |vm| wrap_lines(vm, &opts, text))?;
    lines_list(vm, lines)
}

/// `textwrap.fill(text, width=70, **kwargs)`.
fn fill(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (text, opts) = func_args(vm, "fill", a, kws)?;
    let lines = vm.with_roots(&opts, |vm| wrap_lines(vm, &opts, text))?;
    lines_joined(vm, lines)
}

/// `textwrap.shorten(text, width, **kwargs)`.
fn shorten(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() > 2 {
        return Err(vm.type_error(format!(
            "shorten() takes 2 positional arguments but {} were given",
            a.len()
        )));
    }
    let mut text = a.first().copied();
    let mut width = a.get(1).copied();
    let mut rest: Vec<(&str, Value)> = Vec::new();
    for (k, v) in kws {
        match *k {
            "text" if text.is_some() => {
                return Err(vm.type_error("shorten() got multiple values for argument 'text'"))
            }
            "text" => text = Some(*v),
            "width" if width.is_some() => {
                return Err(vm.type_error("shorten() got multiple values for argument 'width'"))
            }
            "width" => width = Some(*v),
            _ => rest.push((k, *v)),
        }
    }
    let (text, width) = match (text, width) {
        (Some(t), Some(w)) => (t, w),
        (None, None) => {
            return Err(vm.type_error(
                "shorten() missing 2 required positional arguments: 'text' and 'width'",
            ))
        }
        (None, _) => {
            return Err(vm.type_error("shorten() missing 1 required positional argument: 'text'"))
        }
        (_, None) => {
            return Err(vm.type_error("shorten() missing 1 required positional argument: 'width'"))
        }
    };
    let opts = bind_options(vm, &[], &rest, &[(0, width), (10, Value::Int(1))])?;
    let n = text_arg(vm, "shorten", text)?.len() as u64;
    // ' '.join(text.strip().split())
    vm.charge_fuel(1 + n / 8)?;
    vm.precheck(2 * n)?;
    let s = text_arg(vm, "shorten", text)?.to_string();
    let collapsed: String = {
        let mut out = String::with_capacity(s.len());
        for w in s.split(is_space).filter(|w| !w.is_empty()) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(w);
        }
        out
    };
    vm.precheck(collapsed.len() as u64)?;
    let t = vm.new_str(collapsed)?;
    let mut roots = opts.to_vec();
    roots.push(t);
    let lines = vm.with_roots(&roots, |vm| wrap_lines(vm, &opts, t))?;
    lines_joined(vm, lines)
}

/// `TextWrapper.wrap`/`fill`'s receiver and text.
fn method_args(
    vm: &mut Vm<'_>,
    name: &str,
    a: &[Value],
    kws: Kw<'_>,
) -> VmResult<([Value; TEXTWRAPPER_OPTIONS], Value)> {
    let recv = a.first().copied().unwrap_or(Value::None);
    let Some(LibObj::TextWrapper(o)) = vm.lib_obj(recv) else {
        return Err(vm.type_error(format!(
            "TextWrapper.{name}() requires a TextWrapper, not '{}'",
            vm.type_name(recv)
        )));
    };
    let opts = **o;
    let text = match (a.get(1..).unwrap_or(&[]), kws) {
        ([t], []) => *t,
        ([], [("text", t)]) => *t,
        ([], []) => {
            return Err(vm.type_error(format!(
                "TextWrapper.{name}() missing 1 required positional argument: 'text'"
            )))
        }
        (_, [(k, _), ..]) if *k != "text" => {
            return Err(vm.type_error(format!(
                "TextWrapper.{name}() got an unexpected keyword argument '{k}'"
            )))
        }
        _ => {
            return Err(vm.type_error(format!(
                "TextWrapper.{name}() takes 2 positional arguments but {} were given",
                a.len() + kws.len()
            )))
        }
    };
    Ok((opts, text))
}

/// `TextWrapper.wrap(text)`.
fn method_wrap(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (opts, text) = method_args(vm, "wrap", a, kws)?;
    let lines = wrap_lines(vm, &opts, text)?;
    lines_list(vm, lines)
}

/// `TextWrapper.fill(text)`.
fn method_fill(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let (opts, text) = method_args(vm, "fill", a, kws)?;
    let lines = wrap_lines(vm, &opts, text)?;
    lines_joined(vm, lines)
}

/// The one str argument `name` of a textwrap function, refused if not a str.
fn text_arg<'v>(vm: &'v Vm<'_>, fname: &str, v: Value) -> VmResult<&'v str> {
    if vm.type_tag(v) == TypeTag::Str {
        if let Some(s) = vm.as_str(v) {
            return Ok(s);
        }
    }
    Err(vm.not_supported(format!(
        "textwrap.{fname}() of a '{}' is not supported in Pyrite (only str)",
        vm.type_name(v)
    )))
}

/// `textwrap.dedent(text)`.
fn dedent(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    let text = match (a, kws) {
        ([t], []) => *t,
        ([], [("text", t)]) => *t,
        ([], []) => {
            return Err(vm.type_error("dedent() missing 1 required positional argument: 'text'"))
        }
        (_, [(k, _), ..]) if *k != "text" => {
            return Err(vm.type_error(format!("dedent() got an unexpected keyword argument '{k}'")))
        }
        _ => {
            return Err(vm.type_error(format!(
                "dedent() takes 1 positional argument but {} were given",
                a.len() + kws.len()
            )))
        }
    };
    let n = text_arg(vm, "dedent", text)?.len() as u64;
    vm.precheck(2 * n + 32)?;
    let s = text_arg(vm, "dedent", text)?.to_string();
    vm.charge_fuel(1 + s.len() as u64 / 8)?;
    // _whitespace_only_re.sub('', text): lines of only spaces and tabs become empty.
    let lines: Vec<&str> = s
        .split('\n')
        .map(|l| {
            if !l.is_empty() && l.bytes().all(|b| b == b' ' || b == b'\t') {
                ""
            } else {
                l
            }
        })
        .collect();
    // The leading whitespace of each line with something else on it, and their margin.
    let mut margin: Option<&str> = None;
    for l in &lines {
        let lead = l.len() - l.trim_start_matches([' ', '\t']).len();
        if lead == l.len() {
            continue;
        }
        let indent = l.get(..lead).unwrap_or("");
        margin = Some(match margin {
            None => indent,
            Some(m) if indent.starts_with(m) => m,
            Some(m) if m.starts_with(indent) => indent,
            Some(m) => {
                let common = m
                    .bytes()
                    .zip(indent.bytes())
                    .take_while(|(x, y)| x == y)
                    .count();
                m.get(..common).unwrap_or("")
            }
        });
    }
    let margin = margin.unwrap_or("");
    let out: Vec<&str> = lines
        .iter()
        .map(|l| {
            if margin.is_empty() {
                *l
            } else {
                l.strip_prefix(margin).unwrap_or(l)
            }
        })
        .collect();
    let n: usize = out.iter().map(|l| l.len() + 1).sum();
    vm.precheck(n as u64)?;
    vm.new_str(out.join("\n"))
}

/// The line boundaries of `str.splitlines`.
fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\x0b'
            | '\x0c'
            | '\x1c'
            | '\x1d'
            | '\x1e'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// `s.splitlines(keepends=True)`: byte ranges.
fn lines_keepends(s: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if is_line_break(c) {
            let mut end = i + c.len_utf8();
            if c == '\r' {
                if let Some((j, '\n')) = it.peek().copied() {
                    end = j + 1;
                    it.next();
                }
            }
            out.push((start, end));
            start = end;
        }
    }
    if start < s.len() {
        out.push((start, s.len()));
    }
    out
}

/// `textwrap.indent(text, prefix, predicate=None)`.
fn indent(vm: &mut Vm<'_>, a: &[Value], kws: Kw<'_>) -> VmResult<Value> {
    if a.len() > 3 {
        return Err(vm.type_error(format!(
            "indent() takes from 2 to 3 positional arguments but {} were given",
            a.len()
        )));
    }
    let mut slots = [a.first().copied(), a.get(1).copied(), a.get(2).copied()];
    for (k, v) in kws {
        let i = match *k {
            "text" => 0,
            "prefix" => 1,
            "predicate" => 2,
            _ => {
                return Err(
                    vm.type_error(format!("indent() got an unexpected keyword argument '{k}'"))
                )
            }
        };
        if slots[i].is_some() {
            return Err(vm.type_error(format!("indent() got multiple values for argument '{k}'")));
        }
        slots[i] = Some(*v);
    }
    let (text, prefix) = match (slots[0], slots[1]) {
        (Some(t), Some(p)) => (t, p),
        (None, None) => {
            return Err(vm.type_error(
                "indent() missing 2 required positional arguments: 'text' and 'prefix'",
            ))
        }
        (None, _) => {
            return Err(vm.type_error("indent() missing 1 required positional argument: 'text'"))
        }
        (_, None) => {
            return Err(vm.type_error("indent() missing 1 required positional argument: 'prefix'"))
        }
    };
    let predicate = slots[2].unwrap_or(Value::None);
    let n = text_arg(vm, "indent", text)?.len() + text_arg(vm, "indent", prefix)?.len();
    vm.precheck(2 * n as u64 + 32)?;
    let s = text_arg(vm, "indent", text)?.to_string();
    let p = text_arg(vm, "indent", prefix)?.to_string();
    vm.charge_fuel(1 + s.len() as u64 / 8)?;
    let ranges = lines_keepends(&s);
    vm.charge_fuel(ranges.len() as u64)?;
    let mut chosen = Vec::with_capacity(ranges.len());
    for &(b, e) in &ranges {
        let line = s.get(b..e).unwrap_or("");
        let yes = if predicate == Value::None {
            !line.chars().all(is_space)
        } else {
            let lv = vm.new_str(line.to_string())?;
            let r = vm.with_roots(&[lv, predicate, text, prefix], |vm| {
                vm.call_function(predicate, &[lv], &[]) // CALLBACK
            })?;
            vm.with_roots(&[lv, text, prefix], |vm| vm.truthy(r))? // CALLBACK
        };
        chosen.push(yes);
    }
    let n: usize = s.len() + p.len() * chosen.iter().filter(|c| **c).count();
    vm.precheck(n as u64)?;
    vm.charge_fuel(n as u64 / 32)?;
    let mut out = String::with_capacity(n);
    for (&(b, e), yes) in ranges.iter().zip(chosen) {
        if yes {
            out.push_str(&p);
        }
        out.push_str(s.get(b..e).unwrap_or(""));
    }
    vm.new_str(out)
}
