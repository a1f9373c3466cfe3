# Records with dataclasses: defaults and default_factory, ordering, frozen instances,
# asdict/astuple/replace/fields, __post_init__, and repr of nested records.
from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from typing import List, Optional


@dataclass
class Address:
    city: str
    zip: str = "00000"


@dataclass(order=True)
class Employee:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    salary: float
    dept: str = "eng"
    skills: List[str] = field(default_factory=list)
    home: Optional[Address] = None

    def __post_init__(self):
        self.sort_key = (self.dept, -self.salary)


staff = [Employee("ann", 120000, skills=["rust"]), Employee("bo", 95000, "ops"), Employee("cy", 130000, home=Address("Oslo"))]
for e in sorted(staff):
    print(e)
print(staff[0] == Employee("ann", 120000, skills=["rust"]), staff[0] < staff[1])
print(asdict(staff[2]))
print(astuple(staff[1]))
raised = replace(staff[1], salary=99000)
print(raised, raised.sort_key, staff[1].salary)
print([f.name for f in fields(Employee)], [f.name for f in fields(staff[0]) if f.init])
staff[0].skills.append("python")
print(staff[0].skills, Employee("x", 1).skills)


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0

    def dist2(self):
        return self.x ** 2 + self.y ** 2


p = Point(3, 4)
print(p, p.dist2(), hash(p) == hash(Point(3, 4)), {p, Point(3, 4)} == {p})
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    Point()
except TypeError as e:
    print("TypeError:", e)
try:
    Employee("z")
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Inventory:
    items: dict = field(default_factory=dict)
    total: int = field(default=0, compare=False)

    def add(self, name, n):
        self.items[name] = self.items.get(name, 0) + n
        self.total += n


inv = Inventory()
inv.add("bolt", 3)
inv.add("nut", 2)
inv.add("bolt", 1)
print(inv, inv == Inventory({"bolt": 4, "nut": 2}))
print(Address("Rome") == Address("Rome", "00000"), Address("a") != Address("b"), repr(Address("Z", "1")))
