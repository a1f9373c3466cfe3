from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p)
print(Point(5), Point(y=3, x=4))
print(p.x, p.y)
p.x = 10
print(p, repr(p), str(p))
print(Point(1, 2) == Point(1, 2), Point(1, 2) == Point(2, 1), Point(1, 2) != Point(1, 3))
print(Point(1, 2) == (1, 2))
print([Point(0), Point(1, 1)])
print(f"{p}", f"{p!r}")
@dataclass
class Person:
    name: str
    age: int
    email: str = "unknown"
    def greeting(self):
        return f"Hi, I'm {self.name} ({self.age})"
ann = Person("Ann", 30)
print(ann, ann.greeting())
print(Person("Bob", 25, email="b@example.com"))
print(type(ann).__name__, isinstance(ann, Person))
@dataclass
class Empty:
    pass
print(Empty(), Empty() == Empty())
