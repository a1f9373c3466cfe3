from dataclasses import dataclass
@dataclass
class A:
    x: int
@dataclass
class B:
    x: int
@dataclass
class SubA(A):
    pass
print(A(1) == A(1), A(1) == B(1), A(1) == SubA(1), SubA(1) == A(1))
print(A(1) != B(1), A(1) == 1)
print(A(1) in [B(1), A(1)], [A(1), A(2)].index(A(2)))
print(A([1, 2]) == A([1, 2]), A(float("inf")) == A(float("inf")))
n = float("nan")
print(A(n) == A(n), (n,) == (n,))
@dataclass
class Nested:
    inner: A
    items: list
print(Nested(A(1), [A(2)]) == Nested(A(1), [A(2)]))
print(Nested(A(1), [A(2)]))
@dataclass
class Recursive:
    value: int
    child: "Recursive" = None
r = Recursive(1, Recursive(2, Recursive(3)))
print(r)
print(r.child.child.value)
