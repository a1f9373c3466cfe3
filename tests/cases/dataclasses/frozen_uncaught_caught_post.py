from dataclasses import dataclass, field
@dataclass(frozen=True)
class Settings:
    name: str
    flags: tuple = ()
    extra: list = field(default_factory=list)
s = Settings("prod", ("a", "b"))
print(s)
s.extra.append("mutable contents are still mutable")
print(s.extra)
try:
    hash(s)
except TypeError as e:
    print(type(e).__name__, e)
t = Settings("t")
print(t == Settings("t"), t.flags)
try:
    t.name = "x"
except AttributeError as e:
    print(type(e).__name__, e)
print(t)
