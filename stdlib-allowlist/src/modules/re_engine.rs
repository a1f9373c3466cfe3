//! The matcher: a translated pattern (`re_emit`) compiled by the regex crate's engine
//! (`regex-automata`: a Thompson NFA, a lazy DFA and a PikeVM over it), run in time linear in
//! the haystack, with the fuel of each search charged as it goes.
//!
//! A search walks the lazy DFA itself, a chunk of bytes at a time with the chunk's fuel
//! charged first, to find where the leftmost-first match ends (so fuel counts the bytes the
//! DFA really reads, including what it reads past the match); the PikeVM then resolves the
//! groups over just `start..end`, charged by that length times the NFA's size. When the lazy
//! DFA gives up (a non-ASCII byte next to Unicode `\b`, or its cache thrashing), the PikeVM
//! searches the rest of the haystack, charged for all of it before.

use std::sync::Mutex;

use regex_automata::hybrid::dfa::{Cache as DfaCache, DFA};
use regex_automata::nfa::thompson::pikevm::{Cache as PikeCache, PikeVM};
use regex_automata::nfa::thompson::{self, NFA};
use regex_automata::util::captures::Captures;
use regex_automata::util::syntax;
use regex_automata::{Anchored, Input, MatchKind};

use super::re_emit::{in_ranges, Check, Translation};

/// Largest compiled NFA (bytes) a pattern may have.
pub const NFA_LIMIT: usize = 2 << 20;
/// The lazy DFA's cache bound (bytes): what a pattern may hold once it has searched.
pub const DFA_CACHE: usize = 256 << 10;
const CHUNK: usize = 256;
/// What one search may add to a pattern's caches, at most (the lazy DFA's bound, plus the
/// PikeVM's cache for an NFA within [`NFA_LIMIT`]).
pub const CACHE_BOUND: u64 = (DFA_CACHE + NFA_LIMIT) as u64;

/// One compiled form (search, or fullmatch).
struct Form {
    dfa: DFA,
    pike: PikeVM,
    dfa_cache: Mutex<Option<DfaCache>>,
    pike_cache: Mutex<Option<PikeCache>>,
    /// For iteration: the longest match at a position (`MatchKind::All`).
    longest: Option<PikeVM>,
    states: usize,
    bytes: usize,
}

/// A compiled pattern, shared by a `Pattern` object (behind `Arc<dyn Any>`).
pub struct Compiled {
    search: Form,
    full: Form,
    /// For an empty haystack when the pattern has `\B` (see `Translation::empty`).
    empty: Option<(Form, Form)>,
    /// CPython group -> crate group.
    slots: Vec<usize>,
    markers: Vec<usize>,
    /// Haystack conditions (see `Check`).
    pub checks: Vec<Check>,
    /// Iteration must look for a non-empty match behind an empty one (see `Translation`).
    pub empty_first: bool,
    /// Per group, the rank of its closing parenthesis.
    pub close_rank: Vec<usize>,
}

impl std::fmt::Debug for Compiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Compiled")
    }
}

/// Byte spans of the groups of one match (group 0 first), `None` for a group that did not
/// take part.
pub type Spans = Vec<Option<(usize, usize)>>;

/// Why a search stopped without an answer.
pub enum SearchErr<E> {
    /// The fuel callback refused.
    Fuel(E),
    /// The engine failed (never expected; reported, not panicked).
    Engine(String),
}

fn build_form(pattern: &str, longest: bool) -> Result<Form, String> {
    let syn = syntax::Config::new()
        .unicode(true)
        .utf8(true)
        .nest_limit(2000);
    let cfg = thompson::Config::new().nfa_size_limit(Some(NFA_LIMIT));
    let nfa: NFA = thompson::Compiler::new()
        .syntax(syn)
        .configure(cfg)
        .build(pattern)
        .map_err(|e| e.to_string())?;
    let dfa = DFA::builder()
        .configure(
            DFA::config()
                .match_kind(MatchKind::LeftmostFirst)
                .unicode_word_boundary(true)
                .cache_capacity(DFA_CACHE)
                .skip_cache_capacity_check(true)
                .minimum_cache_clear_count(Some(8)),
        )
        .build_from_nfa(nfa.clone())
        .map_err(|e| e.to_string())?;
    let pike = PikeVM::builder()
        .configure(PikeVM::config().match_kind(MatchKind::LeftmostFirst))
        .build_from_nfa(nfa.clone())
        .map_err(|e| e.to_string())?;
    let longest = if longest {
        Some(
            PikeVM::builder()
                .configure(PikeVM::config().match_kind(MatchKind::All))
                .build_from_nfa(nfa.clone())
                .map_err(|e| e.to_string())?,
        )
    } else {
        None
    };
    let bytes = nfa.memory_usage() * if longest.is_some() { 3 } else { 2 } + dfa.memory_usage();
    Ok(Form {
        states: nfa.states().len(),
        dfa,
        pike,
        dfa_cache: Mutex::new(None),
        pike_cache: Mutex::new(None),
        longest,
        bytes,
    })
}

impl Compiled {
    /// Compiles a translation; the error is the engine's (a size limit, in practice).
    pub fn new(t: &Translation) -> Result<Compiled, String> {
        Ok(Compiled {
            search: build_form(&t.search, t.empty_first)?,
            full: build_form(&t.full, false)?,
            empty: match &t.empty {
                Some((s, f)) => Some((build_form(s, false)?, build_form(f, false)?)),
                None => None,
            },
            slots: t.slots.clone(),
            markers: t.markers.clone(),
            checks: t.checks.clone(),
            empty_first: t.empty_first,
            close_rank: t.close_rank.clone(),
        })
    }

    /// Bytes the compiled forms hold (their caches grow later: [`Compiled::cache_bytes`]).
    pub fn memory(&self) -> u64 {
        let empty = self.empty.as_ref().map_or(0, |(s, f)| s.bytes + f.bytes);
        (self.search.bytes + self.full.bytes + empty) as u64
    }

    /// Bytes the search caches hold now (each bounded: [`CACHE_BOUND`] in all).
    pub fn cache_bytes(&self) -> u64 {
        let mut n = 0;
        let mut forms = vec![&self.search, &self.full];
        if let Some((s, f)) = &self.empty {
            forms.push(s);
            forms.push(f);
        }
        for f in forms {
            if let Ok(g) = f.dfa_cache.lock() {
                n += g.as_ref().map_or(0, |c| c.memory_usage());
            }
            if let Ok(g) = f.pike_cache.lock() {
                n += g.as_ref().map_or(0, |c| c.memory_usage());
            }
        }
        n as u64
    }

    /// Units of fuel per byte the PikeVM reads (its cost grows with the NFA).
    pub fn pike_rate(&self) -> u64 {
        1 + self.search.states as u64 / 16
    }

    /// Searches `hay[start..]` (the haystack already cut at `endpos`): `anchored` for
    /// `match`, `full` for `fullmatch`. `fuel` is charged before each piece of work.
    pub fn find<E>(
        &self,
        hay: &str,
        start: usize,
        anchored: bool,
        full: bool,
        fuel: &mut dyn FnMut(u64) -> Result<(), E>,
    ) -> Result<Option<Spans>, SearchErr<E>> {
        let form = match (&self.empty, hay.is_empty()) {
            (Some((s, f)), true) => {
                if full {
                    f
                } else {
                    s
                }
            }
            _ if full => &self.full,
            _ => &self.search,
        };
        let anchored = anchored || full;
        let end = match self.dfa_end(form, hay, start, anchored, fuel)? {
            Ok(None) => return Ok(None),
            Ok(Some(e)) => e,
            Err(()) => hay.len(),
        };
        let rate = self.pike_rate();
        fuel(((end - start) as u64 + 1).saturating_mul(rate)).map_err(SearchErr::Fuel)?;
        let input = Input::new(hay).span(start..end).anchored(if anchored {
            Anchored::Yes
        } else {
            Anchored::No
        });
        let mut caps = Captures::all(form.pike.get_nfa().group_info().clone());
        {
            let mut guard = form
                .pike_cache
                .lock()
                .map_err(|_| SearchErr::Engine("poisoned".into()))?;
            let cache = guard.get_or_insert_with(|| form.pike.create_cache());
            form.pike.search(cache, &input, &mut caps);
        }
        if !caps.is_match() {
            return Ok(None);
        }
        let mut spans: Spans = self
            .slots
            .iter()
            .enumerate()
            .map(|(g, &k)| {
                let k = if g == 0 { 0 } else { k };
                caps.get_group(k).map(|s| (s.start, s.end))
            })
            .collect();
        if self.markers.iter().any(|&k| caps.get_group(k).is_some()) {
            if let Some(Some((_, e0))) = spans.first().copied() {
                for (_, e) in spans.iter_mut().flatten() {
                    if *e == e0 {
                        *e -= 1;
                    }
                }
            }
        }
        Ok(Some(spans))
    }

    /// The end of the leftmost-first match from `start`, by the lazy DFA; `Err(())` when it
    /// gave up.
    fn dfa_end<E>(
        &self,
        form: &Form,
        hay: &str,
        start: usize,
        anchored: bool,
        fuel: &mut dyn FnMut(u64) -> Result<(), E>,
    ) -> Result<Result<Option<usize>, ()>, SearchErr<E>> {
        let bytes = hay.as_bytes();
        let input = Input::new(hay)
            .span(start..hay.len())
            .anchored(if anchored {
                Anchored::Yes
            } else {
                Anchored::No
            });
        let mut guard = form
            .dfa_cache
            .lock()
            .map_err(|_| SearchErr::Engine("poisoned".into()))?;
        let cache = guard.get_or_insert_with(|| form.dfa.create_cache());
        let dfa = &form.dfa;
        let per_chunk = 1 + (CHUNK as u64 / 8) * (1 + form.states as u64 / 256);
        let Ok(mut sid) = dfa.start_state_forward(cache, &input) else {
            return Ok(Err(()));
        };
        let mut mat = None;
        let mut at = start;
        while at < bytes.len() {
            fuel(per_chunk).map_err(SearchErr::Fuel)?;
            let stop = (at + CHUNK).min(bytes.len());
            while at < stop {
                let Some(&b) = bytes.get(at) else { break };
                let Ok(next) = dfa.next_state(cache, sid, b) else {
                    return Ok(Err(()));
                };
                sid = next;
                if sid.is_tagged() {
                    if sid.is_match() {
                        mat = Some(at);
                    } else if sid.is_dead() {
                        return Ok(Ok(mat));
                    } else if sid.is_quit() {
                        return Ok(Err(()));
                    }
                }
                at += 1;
            }
        }
        let Ok(next) = dfa.next_eoi_state(cache, sid) else {
            return Ok(Err(()));
        };
        if next.is_match() {
            mat = Some(bytes.len());
        }
        Ok(Ok(mat))
    }

    /// The end of the longest match anchored at `at` (for iteration after an empty match),
    /// charged for the rest of the haystack.
    pub fn longest_end<E>(
        &self,
        hay: &str,
        at: usize,
        fuel: &mut dyn FnMut(u64) -> Result<(), E>,
    ) -> Result<Option<usize>, SearchErr<E>> {
        let Some(pike) = &self.search.longest else {
            return Ok(None);
        };
        fuel(((hay.len() - at) as u64 + 1).saturating_mul(self.pike_rate()))
            .map_err(SearchErr::Fuel)?;
        let input = Input::new(hay).span(at..hay.len()).anchored(Anchored::Yes);
        let mut cache = pike.create_cache();
        let mut caps = Captures::matches(pike.get_nfa().group_info().clone());
        pike.search(&mut cache, &input, &mut caps);
        Ok(caps.get_match().map(|m| m.end()))
    }
}

/// The characters whose word-ness CPython and the crate's Unicode `\w` disagree on.
fn word_disagreement() -> &'static [(u32, u32)] {
    static D: std::sync::OnceLock<Vec<(u32, u32)>> = std::sync::OnceLock::new();
    D.get_or_init(|| {
        let crate_w: Vec<(u32, u32)> = match regex_syntax::parse(r"\w") {
            Ok(h) => match h.kind() {
                regex_syntax::hir::HirKind::Class(regex_syntax::hir::Class::Unicode(c)) => c
                    .ranges()
                    .iter()
                    .map(|r| (u32::from(r.start()), u32::from(r.end())))
                    .collect(),
                _ => Vec::new(),
            },
            Err(_) => Vec::new(),
        };
        let mut out = Vec::new();
        let mut run: Option<(u32, u32)> = None;
        // Both tables are sorted; walk the code points where either changes.
        let mut edges: Vec<u32> = Vec::new();
        for &(a, b) in crate_w.iter().chain(super::re_tables::WORD) {
            edges.push(a);
            edges.push(b.saturating_add(1));
        }
        edges.push(0);
        edges.sort_unstable();
        edges.dedup();
        for w in edges.windows(2) {
            let (lo, hi) = (w[0], w[1] - 1);
            let differ = in_ranges(&crate_w, lo) != in_ranges(super::re_tables::WORD, lo);
            match (&mut run, differ) {
                (Some(r), true) if r.1 + 1 == lo => r.1 = hi,
                (_, true) => {
                    if let Some(r) = run.take() {
                        out.push(r);
                    }
                    run = Some((lo, hi));
                }
                (_, false) => {}
            }
        }
        if let Some(r) = run {
            out.push(r);
        }
        out
    })
}

/// Whether `hay` meets the pattern's conditions: `Err` names the character that breaks one.
pub fn check_haystack(c: &Compiled, hay: &str) -> Result<(), char> {
    for check in &c.checks {
        match check {
            Check::AsciiHaystack => {
                if let Some(ch) = hay.chars().find(|ch| !ch.is_ascii()) {
                    return Err(ch);
                }
            }
            Check::UnicodeBoundary => {
                if hay.is_ascii() {
                    continue;
                }
                let d = word_disagreement();
                if let Some(ch) = hay.chars().find(|ch| in_ranges(d, *ch as u32)) {
                    return Err(ch);
                }
            }
        }
    }
    Ok(())
}
