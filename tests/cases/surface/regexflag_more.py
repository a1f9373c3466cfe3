# re.RegexFlag as an int: json, arithmetic, its special methods called directly.
import re, json, math
print(json.dumps(re.I), json.dumps({"f": re.I | re.M}), json.dumps([re.NOFLAG]))
print(len({re.I, 2}), sum([re.I, re.M]), list(range(re.I, re.M)), math.gcd(re.M, 12))
print(re.I == re.I, re.I != re.M, re.I >= 2, str(re.I), str(re.NOFLAG), repr(~re.NOFLAG))
print(int.__add__(re.I, 1), re.I.__getnewargs__(), isinstance(re.I, re.RegexFlag))
print("{0:d} {0!s} {0:}".format(re.I), "{:>20}|".format(re.I | re.M))
print(re.I.conjugate(), re.I.to_bytes(2, "big"), (re.I | re.M).bit_count())
print(divmod(re.I, 3), re.I ** 2, re.I % 3, re.I >> 1, 7 & re.I, repr(7 & re.I))
d = {2: "two"}
print(d[re.I], d.get(re.I))
print(json.loads("2") == re.I)
print(json.dumps({re.I: re.M}, sort_keys=True), json.dumps([re.I, re.S], indent=1))
print(int.__add__(re.I, 1), re.I.__add__(1), re.I.__or__(re.M), re.I.__radd__(1), re.I.__mul__(2))
print(re.I.__and__(2), re.I.__eq__(2), re.I.__lt__(3), re.I.__neg__(), re.I.__bool__(), re.I.__int__())
print(re.I.__repr__(), re.I.__str__(), re.I.__format__(""), re.I.__format__("d"), re.I.__hash__() == 2)
