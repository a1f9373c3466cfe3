def sq(x):
    return x * x
def apply(fn, v):
    return fn(v)
print(apply(sq, 7))
fs = [sq, abs, str]
print([fn(-3) for fn in fs])
alias = sq
print(alias(5))
d = {"sq": sq}
print(d["sq"](4))
def twice(fn, x):
    return fn(fn(x))
print(twice(sq, 3))
