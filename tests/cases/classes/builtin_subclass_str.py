# Script classes extending str: construction, methods of str (plain str results),
# operators, hashing as the str, str/repr/format, and the native paths that take strs.
class S(str):
    def shout(self):
        return self + "!"


s = S("a b")
s.note = 1
print(s, repr(s), str(s), type(s).__name__, s.note, S(), S(12), S(b"xy", "ascii"), S([1]))
print(s.shout(), type(s.shout()).__name__, s.split(), s.upper(), s.replace("a", "z"), s.title())
print(s + "x", "x" + s, type(s + "x").__name__, s * 2, 2 * s, type(s * 2).__name__, s[0], s[::-1], s[1:])
print(len(s), "a" in s, "q" in s, s.startswith("a"), s.find("b"), s.count(" "), list(s), s.encode())
print(s == "a b", "a b" == s, s != "x", s < "b", S("b") > "a", hash(s) == hash("a b"))
print({"a b": 1}[s], {s: 2}["a b"], s in {"a b"}, "a b" in {s}, len({s, "a b"}))
print(", ".join([s, "x"]), "-".join(S("abc")), S(",").join(["p", "q"]), S("a,b").split(","))
print(sorted([S("b"), "a", S("c")]), max(["a", S("z")]), min(S("m"), "n"), bool(S("")), bool(s))
print(f"{s}", f"{s:>5}|", f"{s!r}", "%s|%r|%5s" % (s, s, S("q")), "{}".format(s), format(s, "^7"))
print(str(s) == s, type(str(s)).__name__, int(S("7")), float(S("1.5")), ord(S("a")), S("x").isidentifier())
print(isinstance(s, str), issubclass(S, str), str.upper(s), S.upper(s), s.__class__.__name__)
import json

print(json.dumps(s), json.dumps({s: S("v")}), json.dumps([S("q")]))
d = {}
d[S("k")] = 1
d["k"] += 1
print(d, getattr(s, S("upper"))(), "abc".index(S("c")), "xay".strip(S("xy")))
t = s
t += "!"
print(t, type(t).__name__)
try:
    s + 1
except TypeError as err:
    print(type(err).__name__, err)
try:
    s < 1
except TypeError as err:
    print(type(err).__name__, err)
try:
    S(b"\xff", "ascii")
except UnicodeDecodeError as err:
    print(type(err).__name__, err)
