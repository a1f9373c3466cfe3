# Script classes extending float: construction, operators and methods of float (plain float
# results), str/repr/format, the native paths that read floats, copies, and overrides.
import math, json
import copy, random
class C(float):
    def fahrenheit(self):
        return self * 9 / 5 + 32
c = C(21.5)
def t(name, f):
    try:
        r = f()
        print(name, type(r).__name__, repr(r))
    except Exception as e:
        print(name, "ERR", type(e).__name__, e)
t("repr", lambda: repr(c)); t("str", lambda: str(c)); t("fahr", lambda: c.fahrenheit())
t("C()", lambda: C()); t("C('1.5')", lambda: C("1.5")); t("C(2)", lambda: C(2)); t("C(c)", lambda: C(c))
t("+", lambda: c + 1); t("r+", lambda: 1 + c); t("*", lambda: c * 2); t("/", lambda: c / 2); t("//", lambda: c // 2); t("%", lambda: c % 2); t("**", lambda: c ** 2)
t("-", lambda: -c); t("pos", lambda: +c); t("abs", lambda: abs(C(-2.0))); t("==", lambda: c == 21.5); t("<", lambda: c < 22); t("hash", lambda: hash(c) == hash(21.5))
t("int", lambda: int(c)); t("float", lambda: float(c)); t("round", lambda: round(c)); t("round1", lambda: round(c, 1)); t("bool", lambda: bool(C(0.0)))
t("is_integer", lambda: c.is_integer()); t("as_integer_ratio", lambda: c.as_integer_ratio()); t("hex", lambda: c.hex()); t("real", lambda: c.real); t("imag", lambda: c.imag)
t("conjugate", lambda: c.conjugate()); t("fromhex", lambda: C.fromhex("0x1p1")); t("ifromhex", lambda: c.fromhex("0x1p1"))
t("isinstance", lambda: isinstance(c, float)); t("type", lambda: type(c).__name__); t("issub", lambda: issubclass(C, float))
t("math.floor", lambda: math.floor(c)); t("math.sqrt", lambda: math.sqrt(c)); t("math.isclose", lambda: math.isclose(c, 21.5)); t("math.trunc", lambda: math.trunc(c))
t("format", lambda: format(c, ".2f")); t("fstr", lambda: f"{c}"); t("fstr2", lambda: f"{c:.1f}"); t("%", lambda: "%.1f %s %r %d" % (c, c, c, c))
t("json", lambda: json.dumps(c)); t("json2", lambda: json.dumps([c, {"a": c}]))
t("sum", lambda: sum([c, c])); t("max", lambda: max(c, 1)); t("sorted", lambda: sorted([C(2.0), 1.0]))
t("divmod", lambda: divmod(c, 2)); t("pow", lambda: pow(c, 2)); t("complex-ish", lambda: c.__float__())
t("dict key", lambda: {21.5: "x"}[c]); t("set", lambda: len({c, 21.5}))
t("attr", lambda: setattr(c, "unit", "C") or c.unit)
t("range", lambda: range(c)); t("list idx", lambda: [1][C(0.0)]); t("float.__repr__", lambda: float.__repr__(c))
t("float.hex(c)", lambda: float.hex(c)); t("nan", lambda: C("nan") != C("nan")); t("inf", lambda: C("inf"))
t("err", lambda: c + "x"); t("err2", lambda: C("abc")); t("err3", lambda: c < "x")
class D(float):
    def __repr__(self): return "D!"
    def __add__(self, o): return "added"
d = D(1.0)
t("D repr", lambda: repr(d)); t("D str", lambda: str(d)); t("D +", lambda: d + 1); t("D r+", lambda: 1 + d); t("D fmt", lambda: format(d)); t("D f", lambda: f"{d}"); t("D list", lambda: [d])
class E(float):
    def __init__(self, v, unit="C"):
        self.unit = unit
t("E", lambda: (E(3.0, "K").unit, E(3.0, "K")))
t("math.fsum", lambda: math.fsum([c]))
t("math.copysign", lambda: math.copysign(1, C(-1.0)))
t("float.is_integer", lambda: C(2.0).is_integer())

# Second part.
class C2(float):
    pass
c = C(2.5)
t("neg", lambda: -c); t("abs", lambda: abs(c)); t("pos", lambda: +c); t("c//0", lambda: c // 0); t("c/0", lambda: c / 0); t("c%0", lambda: c % 0)
t("fmt e", lambda: "%e %g %5.1f %x" % (c, c, c, 3)); t("fmt x", lambda: "%x" % c); t("fmt d", lambda: "%d %i" % (c, C(-3.7)))
t("format g", lambda: format(c, "g")); t("format >8", lambda: format(c, ">8")); t("format ,", lambda: f"{C(1234.5):,}"); t("format %", lambda: f"{c:%}")
t("isfinite", lambda: math.isfinite(c)); t("floor inf", lambda: math.floor(C("inf"))); t("floor nan", lambda: math.floor(C("nan")))
t("copy", lambda: copy.copy(c)); t("deepcopy", lambda: copy.deepcopy(c))
t("round2", lambda: round(C(2.675), 2)); t("round neg", lambda: round(c, -1)); t("round nan", lambda: round(C("nan")))
t("isint", lambda: isinstance(c, int)); t("eq int", lambda: C(2.0) == 2); t("lt int", lambda: 2 < c); t("eq self", lambda: C(1.0) == C(1.0))
t("mul str", lambda: "a" * c); t("idx", lambda: [1, 2][c]); t("bool", lambda: not C(0.0))
t("random.uniform", lambda: type(random.uniform(C(1.0), C(2.0))).__name__)
t("json dumps nan", lambda: json.dumps(C("nan"))); t("json dumps allow", lambda: json.dumps(C("inf"), allow_nan=False))
t("hash", lambda: hash(C(1.5)) == hash(1.5)); t("in dict", lambda: {1.5: 1}[C(1.5)]); t("int key", lambda: {2: "two"}[C(2.0)])
t("max", lambda: max([1.0, c, 2])); t("min", lambda: min(C(3.0), C(3.0)) is not None)
t("sorted", lambda: sorted([C(3.0), 1, C(2.0)]))
t("float.real", lambda: c.real); t("as ratio", lambda: c.as_integer_ratio())
t("pow", lambda: pow(c, 2)); t("pow3", lambda: pow(c, 2, 3))
t("math.pow", lambda: math.pow(c, 2)); t("math.log", lambda: math.log(c)); t("math.hypot", lambda: math.hypot(c, c)); t("math.dist", lambda: math.dist([c], [0]))
t("math.isqrt", lambda: math.isqrt(c)); t("math.factorial", lambda: math.factorial(c)); t("math.gcd", lambda: math.gcd(c))
t("int()", lambda: int(C(-2.9))); t("int inf", lambda: int(C("inf")))
t("complex?", lambda: c.is_integer())
class R(float):
    def __repr__(self):
        return f"R({float(self)})"
    def __str__(self):
        return "r-str"
r = R(1.0)
t("R", lambda: (repr(r), str(r), f"{r}", f"{r:.2f}", "%s %r %.1f" % (r, r, r), [r], format(r, "")))
t("R json", lambda: json.dumps(r)); t("R json2", lambda: json.dumps({"x": [r]}))
class Z(float):
    def __eq__(self, o): return True
    __hash__ = float.__hash__
t("Z eq", lambda: Z(1.0) == 5); t("Z ne", lambda: Z(1.0) != 5); t("Z hash", lambda: hash(Z(1.0)))
print(C.__name__, type(c) is C)


# Operators and protocols the base type lacks: the errors name the subclass.
class I(int):
    pass


for f in [lambda: I(1) @ 2, lambda: C(1.0) @ 2, lambda: 2 @ C(1.0), lambda: C(1.0) << 1, lambda: C(1.0) & 1, lambda: ~C(1.0), lambda: C(1.0) + [], lambda: [] * C(2.0), lambda: C(1.0)[0], lambda: len(C(1.0)), lambda: iter(C(1.0)), lambda: 1 in C(1.0), lambda: I(1)[0], lambda: len(I(2))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
