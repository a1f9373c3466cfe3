# A search with a long needle that almost matches everywhere answers quickly, as in CPython.
# expect: ok
# stdout: -1 0 False
hay = "a" * 10**6
needle = "a" * 10**5 + "b"
print(hay.find(needle), hay.count(needle), needle in hay)
