# re.RegexFlag members are ints (an IntFlag): indexes, format specs, arithmetic, membership.
import re

lst = list(range(10))
print(f"{re.I:d}", f"{re.I | re.M:d}", f"{re.I:x}", f"{re.I:>5}|", f"{re.I:05d}", f"{re.M:b}")
print(f"{re.I}", f"{re.I!r}", format(re.I), "{}".format(re.M), "{:}".format(re.I))
print(lst[re.I], lst[re.I:re.M], "abc"[re.I], (1, 2, 3)[re.I], "abcdef"[re.I:re.M])
print(range(re.M)[re.I], bin(re.I), hex(re.M), chr(re.M + 60), [1, 2] * re.I, "ab" * re.I)
print(re.I | re.M, repr(re.I | re.M), str(re.I | re.M))
print(int(re.I), re.I + 1, -re.I, abs(re.I), re.I // 2, re.I << 1, re.I - re.M, re.I / 2)
print(float(re.I), round(re.I), divmod(re.M, re.I), pow(re.I, 3), max(re.I, re.M))
print(re.I & 2, repr(re.I & 2), re.I | 0, repr(re.I | 2), 2 | re.I, re.I | 8)
print(re.I & re.M, ~re.I, re.I ^ re.M, re.I * 2)
print(isinstance(re.I, int), type(re.I), re.RegexFlag, re.I == 2, hash(re.I) == hash(2))
print(re.I is re.IGNORECASE, (re.I | re.M) is (re.I | re.M), (re.I | 2) is re.I)
print(re.I in (re.I | re.M), re.S in (re.I | re.M), re.NOFLAG in re.I, re.I in re.I)
print(re.I.value, re.I.name, (re.I | re.M).value, (re.I | re.M).name, re.NOFLAG.name)
print(re.I.real, re.I.bit_length(), (re.I | re.M).numerator, bool(re.NOFLAG), bool(re.I))
print(sorted([re.M, re.I]), {re.I: 1}, re.I < re.M)
print("%d" % re.I, "%s" % re.I, "%x" % re.M)
print(re.compile("a", re.I | re.M).flags, re.compile("a", flags=re.I).flags)
print(re.IGNORECASE, re.MULTILINE, re.DOTALL, re.VERBOSE, re.ASCII, re.UNICODE, re.NOFLAG)
try:
    print(2 in re.I)
except TypeError as e:
    print("TypeError", e)
print(list(re.I | re.M), len(re.I | re.M), list(~re.I), len(~re.I))
print(list(re.I | 1024), len(re.I | 1024), list(re.NOFLAG), len(re.NOFLAG), [f.name for f in re.S | re.X])
