from dataclasses import dataclass, field
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class BadDict:
        table: dict = {}
except ValueError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Order:
        a: int = 1
        b: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Both:
        x: list = field(default=[1], default_factory=list)
except ValueError as e:
    print(type(e).__name__, e)
@dataclass
class Fine:
    t: tuple = (1, 2)
    s: str = "ok"
print(Fine())
