# Which str operations return a str subclass's instance itself and which a new exact str
# (CPython's writer keeps a whole str written last into an empty buffer; most methods copy).
class S(str):
    pass


class T(str):
    def __str__(self):
        return S("zz")


class U:
    def __str__(self):
        return S("uu")

    def __repr__(self):
        return S("rr")


class F:
    def __format__(self, spec):
        return S("ff" + spec)


def kind(r, me):
    if isinstance(r, tuple):
        return [kind(x, me) for x in r]
    return type(r).__name__ + ("*" if r is me else "")


s = S("abc")
e = S("")
print("methods", [kind(getattr(s, m)(), s) for m in ["lower", "upper", "strip", "title", "casefold", "swapcase", "expandtabs", "capitalize"]])
print("pad", kind(s.center(2), s), kind(s.ljust(3), s), kind(s.zfill(3), s), kind(s.replace("x", "y"), s))
print("partition", kind(s.partition("x"), s), kind(s.partition("b"), s), kind(s.rpartition("x"), s), kind(s.rpartition("c"), s))
print("partition of empty", kind(e.partition("x"), e), kind(e.rpartition("x"), e))
print("split", [kind(x, s) for x in s.split() + s.rsplit("x") + s.splitlines()])
print("affix", kind(s.removeprefix("x"), s), kind(s.removesuffix(""), s), kind(s.translate({}), s))
print("format", kind(s.format(), s), kind(s.format(1, k=2), s), kind(s.format_map({}), s), kind(e.format(), e))
print("format fields", kind(S("{}").format(s), s), kind(S("a{}").format(1), s), kind(S("{{").format(), s))
print("ops", kind(s[:], s), kind(s[0:3], s), kind(s * 1, s), kind(1 * s, s), kind(s + "", s), kind("" + s, s))
print("join", kind("".join([s]), s), kind(" ".join((s,)), s), kind(S("").join([s]), s))
print("str", kind(str(s), s), kind(repr(s), s), kind(ascii(s), s), kind(str(S("x")), s))
print("builtin format", [kind(format(s, spec), s) for spec in ["", "s", "3", "2", "4", ".3", ".5", ".2", "<3", "x^3", "x<4", "0", "03", "04"]])
print("format of empty", [kind(format(e, spec), e) for spec in ["", "s", "0", ".0"]])
print("f-strings", kind(f"{s}", s), kind(f"{s:s}", s), kind(f"{s:3}", s), kind(f"{s:4}", s), kind(f"{s!s:s}", s), kind(f"{s:s}x", s), kind(f"{s!r}", s))
fields = ["{:s}", "{}", "{:3}", "{:s}{}", "{}{:s}", "{:s}x", "x{:s}", "{0:s}", "{!s:s}", "{!r}", "{:}", "{0:{1}}"]
print("str.format", [kind(f.format(s, ""), s) for f in fields])
print("empty fields first", kind("{:s}{:s}".format("", s), s), kind("{}{:s}".format("", s), s), kind("{:s}{}".format(s, ""), s))
print("percent", kind(s % (), s), kind(S("%s") % "x", s), kind(S("%%") % (), s), kind("%s" % s, s), kind("%s" % (s,), s), kind("%.3s" % s, s), kind("%r" % s, s))
t, u, f = T("q"), U(), F()
print("__str__ of a str subclass", kind(str(t), t), kind(format(t), t), kind("%s" % t, t), kind(f"{t}", t), kind("{}".format(t), t), kind(f"{t!s}", t))
print("format spec of a T is its own text", format(t, "s"), "%s" % t, f"{t:s}", kind(format(t, "s"), t))
print("__str__ of a class", kind(str(u), u), kind(format(u), u), kind("%s" % u, u), kind(f"{u}", u), kind("{}".format(u), u))
print("__repr__ of a class", kind(repr(u), u), kind("%r" % u, u), kind(ascii(u), u), kind(f"{u!r}", u), kind(f"{u!s}", u), kind("x%s" % u, u), kind("%5s" % u, u))
print("__format__", kind(format(f), f), kind(format(f, "x"), f), kind(f"{f}", f), kind(f"{f:x}", f), kind("{:x}".format(f), f), kind(f"{f}{f}", f))
print("a subclass made from a T", type(S(t)).__name__, S(t), type(str(S(t))).__name__)


class I(int):
    pass


i = I(5)
print("int", [kind(x, i) for x in [+i, -i, abs(i), ~i, i + 0, i * 1, i // 1, i | 0, i << 0, i ** 1, int(i), round(i), round(i, 1)]])
print("int methods", [kind(x, i) for x in [i.conjugate(), i.real, i.numerator, i.denominator, i.imag, i.__pos__(), i.__int__(), i.__abs__()]])
print("int pairs", kind(divmod(i, 1), i), kind(i.as_integer_ratio(), i), kind(pow(i, 1, 7), i))
print("kept", kind(max([i]), i), kind(min(i, 10), i), kind(sum([], i), i), kind(sum([i]), i), kind(sorted([i])[0], i))
print("from_bytes", kind(I.from_bytes(b"\x05", "big"), i), I.from_bytes(b"\x01\x00", "little"), kind(i.from_bytes(b"\x07", "big"), i), kind(int.from_bytes(b"\x05", "big"), i))
