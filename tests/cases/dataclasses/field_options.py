from dataclasses import dataclass, field
@dataclass
class User:
    name: str
    password: str = field(repr=False)
    login_count: int = field(default=0, compare=False)
    uid: int = field(default=0, init=False)
u1 = User("ann", "secret")
u2 = User("ann", "secret", 50)
print(u1)
print(u2)
print(u1 == u2)
print(u1.password, u1.uid)
u1.uid = 7
print(u1, u1 == u2)
try:
    User("bob", "pw", 1, 2)
except TypeError as e:
    print(type(e).__name__, e)
@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
print(Rect(2, 3), Rect(1.5, 2))
@dataclass(repr=False)
class NoRepr:
    x: int
    def __repr__(self):
        return f"custom<{self.x}>"
print(NoRepr(4))
@dataclass
class CustomRepr:
    x: int
    def __repr__(self):
        return "hand written"
print(CustomRepr(1))
