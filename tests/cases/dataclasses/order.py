from dataclasses import dataclass
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
vs = [Version(1, 2, 3), Version(1, 0), Version(0, 9, 9), Version(1, 2), Version(2)]
print(sorted(vs))
print(min(vs), max(vs))
print(Version(1, 2) < Version(1, 10), Version(2) > Version(1, 99, 99))
print(Version(1) <= Version(1, 0, 0), Version(1) >= Version(1, 0, 1))
print(sorted(vs, reverse=True)[0])
@dataclass(order=True)
class Task:
    priority: int
    name: str
tasks = [Task(2, "write"), Task(1, "plan"), Task(2, "test"), Task(0, "idea")]
print([t.name for t in sorted(tasks)])
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print(type(e).__name__, e)
@dataclass
class Unordered:
    x: int
try:
    Unordered(1) < Unordered(2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass(order=True)
    class Clash:
        x: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print(type(e).__name__, e)
