"""Sorting objects whose __lt__ looks up ranks in a dict keyed by objects with custom __eq__/__hash__."""
from typing import Dict, List

EQ_CALLS = [0]


class Key:
    def __init__(self, dept: str, level: int) -> None:
        self.dept = dept
        self.level = level

    def __eq__(self, other) -> bool:
        EQ_CALLS[0] += 1
        return isinstance(other, Key) and (self.dept, self.level) == (other.dept, other.level)

    def __hash__(self) -> int:
        return self.level * 100 + len(self.dept)

    def __repr__(self) -> str:
        return f"Key({self.dept!r}, {self.level})"


RANKS: Dict[Key, int] = {}


class Employee:
    def __init__(self, name: str, dept: str, level: int) -> None:
        self.name = name
        self.dept = dept
        self.level = level

    def rank(self) -> int:
        return RANKS[Key(self.dept, self.level)]

    def __lt__(self, other: "Employee") -> bool:
        mine, theirs = self.rank(), other.rank()
        if mine != theirs:
            return mine < theirs
        return self.name < other.name

    def __eq__(self, other) -> bool:
        return isinstance(other, Employee) and self.name == other.name

    def __hash__(self) -> int:
        return len(self.name)

    def __repr__(self) -> str:
        return f"{self.name}({self.dept}/{self.level})"


def main() -> None:
    table = [("eng", 1, 50), ("eng", 2, 30), ("eng", 3, 10), ("ops", 1, 60), ("ops", 2, 40),
             ("sales", 1, 70), ("sales", 2, 20)]
    for dept, level, rank in table:
        RANKS[Key(dept, level)] = rank
    print("ranks:", len(RANKS))
    EQ_CALLS[0] = 0
    print("lookup eng/3:", RANKS[Key("eng", 3)], "eq calls:", EQ_CALLS[0])
    print("contains ops/3:", Key("ops", 3) in RANKS)
    staff = [Employee("zoe", "eng", 1), Employee("amy", "sales", 2), Employee("bob", "eng", 3),
             Employee("cal", "ops", 2), Employee("dan", "eng", 3), Employee("eva", "sales", 1),
             Employee("fay", "ops", 1), Employee("gus", "eng", 2), Employee("hal", "ops", 2)]
    ordered = sorted(staff)
    print("sorted:", ordered)
    print("ranks in order:", [e.rank() for e in ordered])
    print("reverse:", sorted(staff, reverse=True)[:3])
    print("min/max:", min(staff), max(staff))
    by_key = sorted(staff, key=lambda e: (RANKS[Key(e.dept, e.level)], e.name))
    print("key= agrees with __lt__:", by_key == ordered)
    seen: Dict[Employee, int] = {}
    for i, e in enumerate(staff + [Employee("bob", "x", 9), Employee("zoe", "y", 9)]):
        seen[e] = seen.get(e, 0) + 1
    print("distinct employees:", len(seen), "bob count:", seen[Employee("bob", "?", 0)])
    groups: Dict[Key, List[str]] = {}
    for e in ordered:
        groups.setdefault(Key(e.dept, e.level), []).append(e.name)
    print("groups:", [(k, v) for k, v in groups.items()])
    staff.sort(key=lambda e: e.name, reverse=True)
    staff.sort()
    print("stable two-pass sort:", [e.name for e in staff])
    try:
        sorted(staff + [Employee("new", "hr", 1)])
    except KeyError as e:
        print("missing rank for", e)


if __name__ == "__main__":
    main()
