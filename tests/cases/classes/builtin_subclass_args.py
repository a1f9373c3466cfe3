# Built-in functions and modules read int, str and float subclass instances as the values they
# carry (PyLong_Check/PyUnicode_Check/PyFloat_Check), with CPython's results and errors.
import math, random, itertools, json, re, operator, functools, collections, string, textwrap, bisect, heapq, statistics, datetime, fractions, decimal, base64, hashlib, unicodedata
class I(int): pass
class S(str): pass
class C(float): pass
def t(name, f):
    try:
        r = f()
        print(name, type(r).__name__, repr(r))
    except Exception as e:
        print(name, "ERR", type(e).__name__, e)
t("factorial", lambda: math.factorial(I(5))); t("isqrt", lambda: math.isqrt(I(17))); t("gcd", lambda: math.gcd(I(12), I(8))); t("lcm", lambda: math.lcm(I(4), 6))
t("comb", lambda: math.comb(I(5), I(2))); t("perm", lambda: math.perm(I(5), I(2))); t("prod", lambda: math.prod([I(2), I(3)])); t("ldexp", lambda: math.ldexp(1.0, I(3)))
t("range", lambda: range(I(3))); t("range3", lambda: list(range(I(1), I(7), I(2)))); t("mul", lambda: "x" * I(2)); t("lmul", lambda: [0] * I(2)); t("chr", lambda: chr(I(65)))
t("bin", lambda: bin(I(5))); t("hex", lambda: hex(I(255))); t("oct", lambda: oct(I(8))); t("operator.index", lambda: operator.index(I(3)))
t("seed", lambda: (random.seed(I(3)), random.random())[1]); t("seed_s", lambda: (random.seed(S("abc")), random.random())[1]); t("seed_f", lambda: (random.seed(C(1.5)), random.random())[1])
t("randrange", lambda: random.randrange(I(10))); t("randint", lambda: random.randint(I(1), I(3))); t("sample", lambda: random.sample(range(10), I(2))); t("choices", lambda: random.choices("ab", k=I(3)))
t("getrandbits", lambda: random.getrandbits(I(8)))
t("islice", lambda: list(itertools.islice("abcdef", I(3)))); t("islice2", lambda: list(itertools.islice("abcdef", I(1), I(5), I(2)))); t("repeat", lambda: list(itertools.repeat(1, I(2))))
t("combinations", lambda: list(itertools.combinations("abc", I(2)))); t("permutations", lambda: list(itertools.permutations("ab", I(2)))); t("product", lambda: list(itertools.product("ab", repeat=I(2))))
t("count", lambda: next(itertools.count(I(5)))); t("tee", lambda: len(itertools.tee("a", I(2))))
t("json.dumps", lambda: json.dumps([I(1), S("s"), C(1.5), {S("k"): I(2)}])); t("json indent", lambda: json.dumps([1], indent=I(2))); t("json indent s", lambda: json.dumps([1], indent=S("--")))
t("json.loads", lambda: json.loads(S('{"a": 1}'))); t("json sep", lambda: json.dumps({"a": 1}, separators=(S(","), S(":"))))
t("re.match", lambda: re.match(S("a+"), S("aaa")).group()); t("re.sub", lambda: re.sub(S("a"), S("b"), S("aa"))); t("re.compile", lambda: re.compile(S("x")).pattern); t("re.split", lambda: re.split(S(","), "a,b"))
t("re.findall", lambda: re.findall("a", S("aba"))); t("re group I", lambda: re.match("(a)", "a").group(I(1))); t("re.escape", lambda: re.escape(S("a.b"))); t("re flags", lambda: re.compile("a", I(2)).flags)
t("re.fullmatch type", lambda: type(re.match("a", S("a")).string).__name__)
t("str.center", lambda: "a".center(I(3))); t("str.zfill", lambda: "1".zfill(I(3))); t("l.pop", lambda: [1, 2].pop(I(0))); t("l.insert", lambda: (lambda l: (l.insert(I(0), 9), l)[1])([1]))
t("bytes", lambda: bytes(I(2))); t("round", lambda: round(1.2345, I(2))); t("tuple idx", lambda: (1, 2)[I(1)]); t("str idx", lambda: "ab"[I(1)]); t("slice", lambda: "abcd"[I(1):I(3)])
t("int base", lambda: int("ff", I(16))); t("int str", lambda: int(S("12"))); t("float str", lambda: float(S("1.5"))); t("divmod", lambda: divmod(I(7), I(2)))
t("enumerate", lambda: list(enumerate("ab", I(1)))); t("pow", lambda: pow(I(2), I(3), I(5))); t("sum start", lambda: sum([1], I(1))); t("abs", lambda: abs(I(-1)))
t("functools.reduce", lambda: functools.reduce(operator.add, [I(1), I(2)])); t("lru_cache maxsize", lambda: functools.lru_cache(maxsize=I(2))(abs)(-1))
t("deque maxlen", lambda: collections.deque([1,2,3], maxlen=I(2))); t("Counter most", lambda: collections.Counter("aab").most_common(I(1))); t("namedtuple", lambda: collections.namedtuple(S("P"), [S("x")])(1))
t("string.capwords", lambda: string.capwords(S("a b")));
t("bisect", lambda: bisect.bisect([1, 2], I(1))); t("bisect lo", lambda: bisect.bisect([1, 2, 3], 2, I(0), I(3))); t("heapq.nlargest", lambda: heapq.nlargest(I(1), [1, 2]))
t("statistics", lambda: statistics.median([I(1), I(3)])); t("datetime", lambda: datetime.date(I(2020), I(1), I(2))); t("timedelta", lambda: datetime.timedelta(days=I(1)))
t("Fraction", lambda: fractions.Fraction(I(1), I(2))); t("Decimal", lambda: decimal.Decimal(I(3))); t("Decimal s", lambda: decimal.Decimal(S("1.5"))); t("Fraction s", lambda: fractions.Fraction(S("1/3")))
t("b64", lambda: base64.b64encode(b"a")); t("hashlib", lambda: hashlib.sha256(S("x").encode()).hexdigest()[:8]); t("unicodedata", lambda: unicodedata.name(S("a")))
t("str.join I", lambda: S("-").join([S("a"), "b"])); t("format spec S", lambda: format(1, S("03")))
t("getattr S", lambda: getattr(1, S("real"))); t("hasattr S", lambda: hasattr(1, S("real"))); t("dict get S", lambda: {"a": 1}.get(S("a")))
t("isinstance", lambda: isinstance(I(1), (int, str))); t("str.split max", lambda: "a b c".split(None, I(1))); t("str.expandtabs", lambda: "\t".expandtabs(I(2)))
t("list slice assign", lambda: (lambda l: (l.__setitem__(slice(I(0), I(1)), [9]), l)[1])([1, 2]))
t("range idx", lambda: range(5)[I(2)]); t("range in", lambda: I(2) in range(5)); t("range count", lambda: range(5).index(I(2)))
t("math.floor C", lambda: math.floor(C(1.5))); t("random.uniform C", lambda: random.uniform(C(0.0), 1.0) >= 0)
t("sorted I key", lambda: sorted([I(3), I(1)])); t("max key", lambda: max(["a", "bb"], key=len))
t("str.format I", lambda: "{:{}}".format("a", I(3))); t("%*d", lambda: "%*d" % (I(3), I(1)))
t("chr C", lambda: chr(C(65.0)))
t("bytes.fromhex S", lambda: bytes.fromhex(S("00ff"))); t("str.encode S", lambda: "a".encode(S("utf-8"))); t("bytes decode S", lambda: b"a".decode(S("ascii")))


# re: patterns and strings from a str subclass (the pattern and match keep the instance).
m = re.match("a", S("ab")); print(type(m.group()), type(m.string), type(re.match("ab", S("ab")).group()), type(re.sub("x","y",S("ab"))), type(re.split(",", S("ab"))[0]), type(re.compile(S("a")).pattern), type(re.escape(S("ab"))), type(re.sub("a","b",S("a"))), type(m.expand("x")))
print(re.compile(S("q")) is re.compile(S("q")), re.compile("q") is re.compile(S("q")), type(re.compile("q").pattern), type(re.compile(S("q")).pattern))
print(re.sub(S("a"), S("b"), S("aa")), re.sub("a", S(r"\g<0>!"), "aa"), re.findall("a", S("aba")), [type(x) for x in re.findall("a", S("aba"))], re.fullmatch(S("a+"), S("aa")).span())
print(type(re.subn("x", "y", S("ab"))[0]), list(re.finditer("a", S("aa")))[1].span(), re.split(S(","), S("a,b")), m.group(I(0)), re.match("(a)(b)", "ab").group(I(1), I(2)), re.match("a", "a").span(I(0)))
print(re.match("a", S("a")).string is not None, re.search(S("b"), "abc").start(), re.compile(S("x"), re.I).flags, re.compile("a").match(S("a"), I(0)))
