# re.RegexFlag(value): members, pseudo-members with unknown bits (KEEP), negative values,
# bools, floats equal to a member, flags, and the errors; plus the repr of a pseudo-member
# of unnamed bits only.
import re

for v in [0, 1, 2, 6, 256, 511, 512, 514, 1 << 20, -1, -2, -512, -513, -1000, True, False,
          re.M, re.I | re.S, 2.0, -0.0, 256.0, 1 << 40]:
    f = re.RegexFlag(v)
    print(repr(v), repr(f), str(f), f.name, f.value, f is re.RegexFlag(v), f == v, list(f))

for v in ["a", 2.5, float("nan"), float("inf"), None, [1], (2,), b"2"]:
    try:
        re.RegexFlag(v)
    except ValueError as e:
        print(type(e).__name__, e)

try:
    re.RegexFlag()
except TypeError as e:
    print(type(e).__name__, e)

print(re.RegexFlag(2) is re.I, re.RegexFlag(re.I) is re.I)
print(re.compile("a", re.RegexFlag(2)).match("A"))
print(re.findall("^b", "a\nb", re.RegexFlag(8)))
print(isinstance(re.RegexFlag(6), re.RegexFlag), isinstance(re.RegexFlag(6), int))
print(re.RegexFlag(6) | 1, re.RegexFlag(512) | re.I, ~re.RegexFlag(512))
u = (re.I | 512) & 512
print(repr(u), str(u), u.name, u.value, list(u), bool(u), format(u, "d"))
print(re.RegexFlag(0) is re.NOFLAG, bool(re.RegexFlag(0)))
