from dataclasses import dataclass
@dataclass
class Mutable:
    v: int
try:
    {Mutable(1)}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(Mutable(1))
except TypeError as e:
    print(type(e).__name__, e)
print(Mutable.__hash__ is None)
@dataclass(eq=False)
class NoEq:
    v: int
a = NoEq(1)
print(a == NoEq(1), a == a, len({a, NoEq(1)}))
@dataclass(unsafe_hash=True)
class Hashed:
    v: int
print(len({Hashed(1), Hashed(1), Hashed(2)}))
print(Hashed(3) in {Hashed(3)})
