//! `pyrite_runtime::set` and `pyrite_runtime::hash` against CPython 3.11: replays the scenarios
//! of `runtime/tests/data/sets.txt` (written by `scripts/bless-sets`, whose docstring gives the
//! format) on `SetTable` with Pyrite's hashes and compares every step's order and every key's
//! hash, reporting all mismatches; plus hash edge cases pinned from `python3`.

use std::collections::HashMap;
use std::convert::Infallible;

use num_bigint::BigInt;
use num_traits::{FromPrimitive, ToPrimitive};
use pyrite_runtime::hash::{
    bigint_hash, bool_hash, float_hash, frozenset_hash, int_hash, pointer_hash, tuple_hash,
};
use pyrite_runtime::set::{is_identical, SetTable};
use pyrite_runtime::Value;

/// The test's own heap: big ints and tuples behind `Value::Obj` handles.
enum Obj {
    Big(BigInt),
    Tuple(Vec<Value>),
}

struct World {
    objs: Vec<Obj>,
    none_hash: i64,
}

enum Num {
    I(BigInt),
    F(f64),
}

impl World {
    fn obj(&self, v: Value) -> Option<&Obj> {
        match v {
            Value::Obj(h) => self.objs.get(h as usize),
            _ => None,
        }
    }

    fn alloc(&mut self, o: Obj) -> Value {
        self.objs.push(o);
        Value::Obj(self.objs.len() as u32 - 1)
    }

    fn hash(&self, v: Value) -> i64 {
        match v {
            Value::None => self.none_hash,
            Value::Bool(b) => bool_hash(b),
            Value::Int(i) => int_hash(i),
            Value::Float(x) => float_hash(x, 0),
            _ => match self.obj(v) {
                Some(Obj::Big(b)) => bigint_hash(b),
                Some(Obj::Tuple(items)) => tuple_hash(items.iter().map(|&x| self.hash(x))),
                None => panic!("unhashable {v:?}"),
            },
        }
    }

    fn num(&self, v: Value) -> Option<Num> {
        match v {
            Value::Bool(b) => Some(Num::I(BigInt::from(b as i64))),
            Value::Int(i) => Some(Num::I(BigInt::from(i))),
            Value::Float(x) => Some(Num::F(x)),
            _ => match self.obj(v) {
                Some(Obj::Big(b)) => Some(Num::I(b.clone())),
                _ => None,
            },
        }
    }

    /// Python's `==` on these values: numbers by exact value, tuples item by item (identity
    /// first, as `PyObject_RichCompareBool` does), `None` only to itself.
    fn eq(&self, a: Value, b: Value) -> bool {
        if is_identical(a, b) {
            return true;
        }
        match (self.num(a), self.num(b)) {
            (Some(Num::I(x)), Some(Num::I(y))) => x == y,
            (Some(Num::F(x)), Some(Num::F(y))) => x == y,
            (Some(Num::I(i)), Some(Num::F(f))) | (Some(Num::F(f)), Some(Num::I(i))) => {
                f.is_finite() && f.fract() == 0.0 && BigInt::from_f64(f) == Some(i)
            }
            (Some(_), None) | (None, Some(_)) => false,
            (None, None) => match (self.obj(a), self.obj(b)) {
                (Some(Obj::Tuple(x)), Some(Obj::Tuple(y))) => {
                    x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| self.eq(p, q))
                }
                _ => a == Value::None && b == Value::None,
            },
        }
    }

    /// Parses a key's `repr`: None, True, False, ints, floats, tuples of them.
    fn parse(&mut self, text: &str) -> Value {
        let mut p = Parser {
            s: text.as_bytes(),
            i: 0,
        };
        let v = self.parse_value(&mut p);
        assert_eq!(p.i, p.s.len(), "trailing text in {text}");
        v
    }

    fn parse_value(&mut self, p: &mut Parser) -> Value {
        p.skip_spaces();
        if p.eat(b'(') {
            let mut items = Vec::new();
            loop {
                p.skip_spaces();
                if p.eat(b')') {
                    break;
                }
                items.push(self.parse_value(p));
                p.skip_spaces();
                if !p.eat(b',') {
                    assert!(p.eat(b')'), "bad tuple");
                    break;
                }
            }
            return self.alloc(Obj::Tuple(items));
        }
        let start = p.i;
        while p.i < p.s.len() && !matches!(p.s[p.i], b',' | b')' | b' ') {
            p.i += 1;
        }
        let tok = std::str::from_utf8(&p.s[start..p.i]).expect("utf8");
        match tok {
            "None" => Value::None,
            "True" => Value::Bool(true),
            "False" => Value::Bool(false),
            _ if tok.contains(['.', 'e', 'n']) => Value::Float(tok.parse().expect(tok)),
            _ => {
                let b: BigInt = tok.parse().expect(tok);
                match b.to_i64() {
                    Some(i) => Value::Int(i),
                    None => self.alloc(Obj::Big(b)),
                }
            }
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn skip_spaces(&mut self) {
        while self.s.get(self.i) == Some(&b' ') {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
}

/// A value's identity, to name a set's keys by their key numbers.
#[derive(PartialEq, Eq, Hash)]
enum Id {
    None,
    Bool(bool),
    Int(i64),
    Float(u64),
    Obj(u32),
}

fn id(v: Value) -> Id {
    match v {
        Value::None => Id::None,
        Value::Bool(b) => Id::Bool(b),
        Value::Int(i) => Id::Int(i),
        Value::Float(x) => Id::Float(x.to_bits()),
        Value::Obj(h) => Id::Obj(h),
        other => panic!("not a key: {other:?}"),
    }
}

struct Scenario {
    name: String,
    keys: Vec<Value>,
    reprs: Vec<String>,
    ids: HashMap<Id, usize>,
    vars: HashMap<String, SetTable>,
}

impl Scenario {
    fn keys(&self, list: &str) -> Vec<Value> {
        if list == "-" {
            return Vec::new();
        }
        list.split(',')
            .map(|n| self.keys[n.parse::<usize>().expect("key number")])
            .collect()
    }

    fn names(&self, vals: impl Iterator<Item = Value>) -> String {
        let v: Vec<String> = vals.map(|k| self.ids[&id(k)].to_string()).collect();
        if v.is_empty() {
            "-".to_string()
        } else {
            v.join(",")
        }
    }

    fn var(&self, name: &str) -> &SetTable {
        self.vars
            .get(name)
            .unwrap_or_else(|| panic!("{}: unset variable {name}", self.name))
    }

    fn show(&self, result: &str) -> String {
        let mut out = Vec::new();
        for tok in result.split(' ') {
            if tok.contains(',') || tok.parse::<usize>().is_ok_and(|n| n < self.reprs.len()) {
                let items: Vec<&str> = tok
                    .split(',')
                    .map(|n| n.parse::<usize>().map_or("?", |n| &self.reprs[n]))
                    .collect();
                out.push(format!("[{}]", items.join(", ")));
            } else {
                out.push(tok.to_string());
            }
        }
        let s = out.join(" ");
        if s.len() > 300 {
            format!(
                "{}...",
                &s[..s.char_indices().nth(300).map_or(s.len(), |c| c.0)]
            )
        } else {
            s
        }
    }
}

fn flag(b: bool) -> &'static str {
    if b {
        "1"
    } else {
        "0"
    }
}

/// Runs one step on the scenario's sets; returns the result in the data file's notation.
fn step(w: &World, sc: &mut Scenario, op: &str, args: &[&str]) -> String {
    let mut eq = |a: Value, b: Value| -> Result<bool, Infallible> { Ok(w.eq(a, b)) };
    let arg = |i: usize| -> &str { args.get(i).copied().unwrap_or("-") };
    let items = |keys: Vec<Value>| keys.into_iter().map(|k| Ok((k, w.hash(k))));
    let built = |keys: Vec<Value>, eq: &mut dyn FnMut(Value, Value) -> Result<bool, Infallible>| {
        let mut t = SetTable::new();
        let _ = t.extend(keys.into_iter().map(|k| Ok((k, w.hash(k)))), eq);
        t
    };
    let ok = |r: Result<SetTable, Infallible>| r.unwrap_or_else(|e| match e {});
    let target: String = match op {
        "list" | "lit" | "dict" => {
            let keys = sc.keys(arg(1));
            let t = match op {
                "list" => built(keys, &mut eq),
                "lit" if keys.len() > 2 => {
                    let pairs = keys.into_iter().map(|k| (k, w.hash(k)));
                    ok(SetTable::const_frozenset(pairs, &mut eq)).copy()
                }
                "lit" => built(keys, &mut eq),
                _ => {
                    // dict.fromkeys: the first of equal keys stays, in first-insertion order.
                    let mut distinct: Vec<Value> = Vec::new();
                    for k in keys {
                        if !distinct
                            .iter()
                            .any(|&d| w.hash(d) == w.hash(k) && w.eq(d, k))
                        {
                            distinct.push(k);
                        }
                    }
                    let mut t = SetTable::new();
                    t.presize_for_dict(distinct.len());
                    let _ = t.extend(items(distinct), &mut eq);
                    t
                }
            };
            sc.vars.insert(arg(0).to_string(), t);
            arg(0).to_string()
        }
        "forlit" => {
            let pairs = sc.keys(arg(0)).into_iter().map(|k| (k, w.hash(k)));
            let f = ok(SetTable::const_frozenset(pairs, &mut eq));
            return sc.names(f.iter());
        }
        "add" | "discard" => {
            let k = sc.keys(arg(1))[0];
            let t = sc.vars.get_mut(arg(0)).expect("var");
            let _ = if op == "add" {
                t.add(k, w.hash(k), &mut eq)
            } else {
                t.discard(k, w.hash(k), &mut eq)
            };
            arg(0).to_string()
        }
        "pop" => {
            let t = sc.vars.get_mut(arg(0)).expect("var");
            let popped = t.pop().expect("pop from a non-empty set");
            let t = sc.var(arg(0));
            return format!("{} {}", sc.ids[&id(popped)], sc.names(t.iter()));
        }
        "clear" => {
            sc.vars.get_mut(arg(0)).expect("var").clear();
            arg(0).to_string()
        }
        "update" | "idiffit" | "ixorit" => {
            let keys = sc.keys(arg(1));
            let other = if op == "ixorit" {
                built(keys.clone(), &mut eq)
            } else {
                SetTable::new()
            };
            let t = sc.vars.get_mut(arg(0)).expect("var");
            let _ = match op {
                "update" => t.extend(items(keys), &mut eq),
                "idiffit" => t.difference_update_iter(items(keys), &mut eq),
                _ => t.symmetric_difference_update(&other, &mut eq),
            };
            arg(0).to_string()
        }
        "merge" | "ior" | "iand" | "isub" | "ixor" => {
            let (x, y) = (arg(0), arg(1));
            if x == y {
                let t = sc.vars.get_mut(x).expect("var");
                match op {
                    "iand" => t.intersection_update_itself(),
                    "isub" | "ixor" => t.clear(),
                    _ => {}
                }
            } else {
                let other = sc.var(y).clone();
                let t = sc.vars.get_mut(x).expect("var");
                let _ = match op {
                    "merge" | "ior" => t.merge(&other, &mut eq),
                    "iand" => t.intersection_update(&other, &mut eq),
                    "isub" => t.difference_update(&other, &mut eq),
                    _ => t.symmetric_difference_update(&other, &mut eq),
                };
            }
            x.to_string()
        }
        "copy" => {
            let t = sc.var(arg(1)).copy();
            sc.vars.insert(arg(0).to_string(), t);
            arg(0).to_string()
        }
        "or" | "and" | "sub" | "xor" => {
            let (a, b) = (sc.var(arg(1)), sc.var(arg(2)));
            let r = ok(match op {
                "or" => a.union(b, &mut eq),
                "and" => a.intersection(b, &mut eq),
                "sub" => a.difference(b, &mut eq),
                _ => a.symmetric_difference(b, &mut eq),
            });
            sc.vars.insert(arg(0).to_string(), r);
            arg(0).to_string()
        }
        "interit" | "diffit" | "xorit" => {
            let keys = sc.keys(arg(2));
            let a = sc.var(arg(1));
            let r = ok(match op {
                "interit" => a.intersection_iter(items(keys), &mut eq),
                "diffit" => a.difference_iter(items(keys), &mut eq),
                _ => {
                    let mut r = built(keys, &mut eq);
                    r.symmetric_difference_update(a, &mut eq).map(|()| r)
                }
            });
            sc.vars.insert(arg(0).to_string(), r);
            arg(0).to_string()
        }
        "cmp" => {
            let (a, b) = (sc.var(arg(0)), sc.var(arg(1)));
            let r = |x: Result<bool, Infallible>| flag(x.unwrap_or_else(|e| match e {}));
            return format!(
                "{} {} {} {} {} {} {}",
                r(a.issubset(b, &mut eq)),
                r(a.issuperset(b, &mut eq)),
                r(a.is_proper_subset(b, &mut eq)),
                r(a.is_proper_superset(b, &mut eq)),
                r(a.set_eq(b, &mut eq)),
                r(a.isdisjoint(b, &mut eq)),
                a.frozenset_hash()
            );
        }
        "cmpit" => {
            let keys = sc.keys(arg(1));
            let other = built(keys.clone(), &mut eq);
            let a = sc.var(arg(0));
            let r = |x: Result<bool, Infallible>| flag(x.unwrap_or_else(|e| match e {}));
            return format!(
                "{} {} {}",
                r(a.issubset(&other, &mut eq)),
                r(a.issuperset_iter(items(keys.clone()), &mut eq)),
                r(a.isdisjoint_iter(items(keys), &mut eq)),
            );
        }
        _ => panic!("unknown op {op}"),
    };
    let t = sc.var(&target);
    sc.names(t.iter())
}

#[test]
fn sets_match_cpython() {
    let path = format!("{}/tests/data/sets.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut w = World {
        objs: Vec::new(),
        none_hash: 0,
    };
    let mut sc: Option<Scenario> = None;
    let mut failures = Vec::new();
    let (mut steps, mut hashes, mut scenarios) = (0, 0, 0);
    for (n, line) in text.lines().enumerate() {
        let n = n + 1;
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
        match tag {
            "none_hash" => w.none_hash = rest.parse().expect("none_hash"),
            "nan" => {
                let (ident, h) = rest.split_once(' ').expect("nan id hash");
                let (ident, h): (u64, i64) = (ident.parse().expect("id"), h.parse().expect("h"));
                if float_hash(f64::NAN, ident) != h {
                    failures.push(format!("line {n}: hash(nan at {ident}) != {h}"));
                }
            }
            "S" => {
                scenarios += 1;
                sc = Some(Scenario {
                    name: rest.to_string(),
                    keys: Vec::new(),
                    reprs: Vec::new(),
                    ids: HashMap::new(),
                    vars: HashMap::new(),
                });
            }
            "K" => {
                let sc = sc.as_mut().expect("K outside a scenario");
                let (h, lit) = rest.split_once(' ').expect("K hash literal");
                let v = w.parse(lit);
                let got = w.hash(v);
                hashes += 1;
                if got.to_string() != h {
                    failures.push(format!("line {n}: hash({lit}) = {got}, CPython {h}"));
                }
                sc.ids.insert(id(v), sc.keys.len());
                sc.keys.push(v);
                sc.reprs.push(lit.to_string());
            }
            _ => {
                let sc = sc.as_mut().expect("step outside a scenario");
                let (cmd, expected) = line.split_once(" -> ").expect("step -> result");
                let mut parts = cmd.split(' ');
                let op = parts.next().unwrap_or("");
                let args: Vec<&str> = parts.collect();
                let got = step(&w, sc, op, &args);
                steps += 1;
                if got != expected {
                    failures.push(format!(
                        "line {n} ({}): {cmd}\n    CPython: {}\n    Pyrite:  {}",
                        sc.name,
                        sc.show(expected),
                        sc.show(&got)
                    ));
                }
            }
        }
    }
    assert!(
        scenarios > 100 && steps > 1000 && hashes > 1000,
        "data file too small"
    );
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(40).collect();
        panic!(
            "{} of {steps} steps / {hashes} hashes differ from CPython:\n{}",
            failures.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// Values from `python3` (3.11.7), e.g.
/// `python3 -c "for v in [-1, 2**61-1, 1.5, (), frozenset()]: print(repr(v), hash(v))"`.
#[test]
fn hash_edge_cases() {
    for (i, h) in [
        (-1, -2),
        (-2, -2),
        (0, 0),
        (1, 1),
        (2305843009213693951, 0), // 2**61 - 1
        (2305843009213693952, 1),
        (2305843009213693950, 2305843009213693950),
        (-2305843009213693951, 0),
        (-2305843009213693952, -2),
        (i64::MAX, 3),
        (i64::MIN, -4),
    ] {
        assert_eq!(int_hash(i), h, "hash({i})");
        assert_eq!(bigint_hash(&BigInt::from(i)), h, "hash({i}) as a BigInt");
    }
    let big = |s: &str| -> BigInt { s.parse().expect("int") };
    assert_eq!(bigint_hash(&big("18446744073709551616")), 8); // 2**64
    assert_eq!(bigint_hash(&big("-18446744073709551616")), -8);
    let googol = format!("1{}", "0".repeat(100));
    assert_eq!(bigint_hash(&big(&googol)), 910685213754167845); // 10**100
    assert_eq!(bigint_hash(&-big(&googol)), -910685213754167845);
    for (x, h) in [
        (1.5, 1152921504606846977),
        (-1.5, -1152921504606846977),
        (0.5, 1152921504606846976),
        (-0.0, 0),
        (0.0, 0),
        (1.0, 1),
        (-1.0, -2),
        (2.0f64.powi(61), 1),
        (2.0f64.powi(64), 8),
        (1e300, 1224995262755759164),
        (-1e300, -1224995262755759164),
        (5e-324, 16777216),
        (1.5e-323, 50331648),
        (1e-300, 482449582752280463),
        (0.1, 230584300921369408),
        (f64::INFINITY, 314159),
        (f64::NEG_INFINITY, -314159),
    ] {
        assert_eq!(float_hash(x, 0), h, "hash({x:?})");
    }
    assert_eq!(bool_hash(true), 1);
    assert_eq!(bool_hash(false), 0);
    // NaN hashes by identity: _Py_HashPointer, the address rotated right by 4.
    assert_eq!(
        float_hash(f64::NAN, 0x7f00_0000_1230),
        pointer_hash(0x7f00_0000_1230)
    );
    assert_eq!(pointer_hash(0x7f00_0000_1230), 0x7f0_0000_0123);
    assert_eq!(pointer_hash(u64::MAX), -2);

    let th = |hs: &[i64]| tuple_hash(hs.iter().copied());
    assert_eq!(th(&[]), 5740354900026072187); // ()
    assert_eq!(th(&[1]), -6644214454873602895); // (1,)
    assert_eq!(th(&[1, 2]), -3550055125485641917); // (1, 2)
    assert_eq!(th(&[-2]), 8078679518589016365); // (-1,)
    assert_eq!(th(&[th(&[])]), -5486347211504344842); // ((),)
    assert_eq!(th(&[1, th(&[2, 3])]), 7267574591690527098); // (1, (2, 3))
    let t = th(&[float_hash(1.5, 0), 1, 0]);
    assert_eq!(t, -2426623596252682432); // (1.5, True, -0.0)

    let fh = |hs: &[i64]| frozenset_hash(hs.iter().copied());
    assert_eq!(fh(&[]), 133146708735736); // frozenset()
    assert_eq!(fh(&[1]), -558064481276695278); // frozenset({1})
    assert_eq!(fh(&[1, 2, 3]), -272375401224217160);
    assert_eq!(fh(&[3, 1, 2]), -272375401224217160);
    assert_eq!(fh(&[-2, -2]), 399283329322573); // frozenset({-1, -2})
    assert_eq!(fh(&[fh(&[]), th(&[])]), 6799890007682279645); // frozenset({frozenset(), ()})
    let range: Vec<i64> = (0..100).collect();
    assert_eq!(fh(&range), 4411996150312757951); // frozenset(range(100))
    assert_eq!(fh(&[t, 8]), 8937523181309828992); // frozenset({(1.5, True, -0.0), 2**64})
}
