# repr/str of containers holding many instances with __repr__ (each a call into script
# code while the rest waits to be printed), nested, with a __repr__ that empties the list
# being printed, and dataclasses.asdict over many records.
from dataclasses import dataclass, asdict, astuple

class P:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"P{self.v}"

l = [P(i % 7) for i in range(30000)]
s = repr(l)
print(len(s), s[:30], s[-20:])
print(str((P(1), [P(2), {"k": P(3)}], {P(4)})))

class Wipe:
    def __init__(self, target):
        self.target = target
    def __repr__(self):
        self.target.clear()
        return "Wipe"
w = []
w.extend([Wipe(w), P(1), [P(2)]])
print(repr(w), len(w))

@dataclass
class Row:
    id: int
    tags: list

rows = [Row(i, [i, str(i)]) for i in range(5000)]
d = [asdict(r) for r in rows]
print(len(d), d[0], d[-1])
print(astuple(Row(1, [Row(2, [])])))
print(asdict(Row(3, {"a": [Row(4, [])]})))
