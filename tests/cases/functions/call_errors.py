def one(a):
    return a
def two(a, b):
    return a + b
def dflt(a, b=1):
    return a + b
def kwo(a, *, k):
    return a + k
def posonly(a, b, /):
    return a + b
def none():
    return 0
cases = [
    ("two(1)", lambda: two(1)),
    ("two()", lambda: two()),
    ("one(1, 2)", lambda: one(1, 2)),
    ("dflt(1, 2, 3)", lambda: dflt(1, 2, 3)),
    ("none(1)", lambda: none(1)),
    ("one(b=1)", lambda: one(b=1)),
    ("one(1, a=2)", lambda: one(1, a=2)),
    ("two(1, a=2)", lambda: two(1, a=2)),
    ("kwo(1)", lambda: kwo(1)),
    ("kwo(1, 2)", lambda: kwo(1, 2)),
    ("kwo(1, 2, k=3)", lambda: kwo(1, 2, k=3)),
    ("posonly(1, b=2)", lambda: posonly(1, b=2)),
    ("posonly(a=1, b=2)", lambda: posonly(a=1, b=2)),
    ("dflt(b=2)", lambda: dflt(b=2)),
    ("two(1, 2, c=3)", lambda: two(1, 2, c=3)),
]
for text, call in cases:
    try:
        call()
        print(text, "ok")
    except TypeError as e:
        print(text, "->", e)
