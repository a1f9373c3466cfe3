x: int
y: list = []
def f():
    z: int
    w: T = 1
    (p): int = 2
    obj.attr: int = 3
class C:
    field: int
    other: str = "a"
