print((1).__add__(2), (1).__add__(1.5), (1.5).__radd__(1), (7).__rfloordiv__(30))
print("ab".__add__("c"), [1].__mul__(2), (3).__rmul__("x"), (1,).__add__((2,)))
print((1).__eq__(1.0), (2).__lt__(3), "a".__ge__("b"), [1].__eq__([1]), {}.__lt__({}))
print([1, 2].__len__(), "abc".__contains__("b"), [5, 6].__getitem__(-1), range(5).__len__())
print({1}.__or__({2}), {1}.__or__([2]), frozenset({1}).__and__({1, 2}))
d = {}
d.__setitem__("k", 1)
print(d, d.__contains__("k"), d.__iter__().__next__())
class P:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "P:" + super().__repr__()[:10]
    def __eq__(self, other):
        return isinstance(other, P) and self.v == other.v
    def __hash__(self):
        return super().__hash__() & 0
print(repr(P(1)), P(1) == P(1), P(1) != P(2), hash(P(3)))
class Loud(Exception):
    def __str__(self):
        return super().__str__().upper()
print(str(Loud("quiet")), repr(Loud("x")))
try:
    "x".__add__(1)
except TypeError as e:
    print("TypeError", e)
try:
    (1).__add__()
except TypeError as e:
    print("TypeError", e)
try:
    [].__hash__()
except TypeError as e:
    print("TypeError", e)
