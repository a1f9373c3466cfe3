# Canonical ordering of a long run of combining marks in reverse order: CPython sorts it by
# insertion (quadratic); Pyrite's stable sort gives the same order in n log n, under its fuel.
# expect: ok
# stdout: 40001 True
import unicodedata
s = "a" + "\u0301\u0316" * 20000
t = unicodedata.normalize("NFD", s)
print(len(t), t[1] == "\u0316")
