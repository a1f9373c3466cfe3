from dataclasses import dataclass, field
@dataclass
class Inventory:
    owner: str
    items: list = field(default_factory=list)
    counts: dict = field(default_factory=dict)
    tags: set = field(default_factory=set)
a = Inventory("a")
b = Inventory("b")
a.items.append("sword")
a.counts["sword"] = 1
a.tags.add(3)
print(a)
print(b)
print(a.items is b.items)
made = []
def numbered():
    made.append(len(made))
    return len(made)
@dataclass
class Ticket:
    number: int = field(default_factory=numbered)
print(Ticket(), Ticket(), Ticket(99), Ticket())
print(made)
@dataclass
class Matrix:
    rows: list = field(default_factory=lambda: [[0, 0], [0, 0]])
m1 = Matrix()
m1.rows[0][0] = 5
print(m1, Matrix())
@dataclass
class WithDefault:
    n: int = field(default=7)
print(WithDefault(), WithDefault(1))
