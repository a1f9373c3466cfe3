"""__repr__, __eq__ and __len__ that recurse through a linked structure 200 deep."""
from typing import Optional


class Cons:
    def __init__(self, head: int, tail: Optional["Cons"] = None) -> None:
        self.head = head
        self.tail = tail

    def __repr__(self) -> str:
        if self.tail is None:
            return f"Cons({self.head})"
        return f"Cons({self.head}, {self.tail!r})"

    def __len__(self) -> int:
        return 1 + (len(self.tail) if self.tail is not None else 0)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Cons):
            return False
        return self.head == other.head and self.tail == other.tail

    def total(self) -> int:
        return self.head + (self.tail.total() if self.tail else 0)


class Box:
    def __init__(self, inner) -> None:
        self.inner = inner

    def __repr__(self) -> str:
        return "Box[" + repr(self.inner) + "]"


def build(n: int, start: int = 0) -> Optional[Cons]:
    node = None
    for i in reversed(range(start, start + n)):
        node = Cons(i, node)
    return node


def main() -> None:
    small = build(5)
    print(small)
    deep = build(200)
    text = repr(deep)
    print("repr length:", len(text))
    print("starts:", text[:40])
    print("ends:", text[-30:])
    print("parens balanced:", text.count("(") == text.count(")"), text.count("Cons"))
    print("len:", len(deep), "total:", deep.total())
    other = build(200)
    print("equal deep lists:", deep == other)
    other2 = build(200)
    node = other2
    while node.tail is not None:
        node = node.tail
    node.head = -1
    print("differ at the end:", deep == other2, deep != other2)
    boxes = 0
    for _ in range(150):
        boxes = Box(boxes)
    r = repr(boxes)
    print("boxes:", r[:20], "...", r[-20:], len(r))
    mixed = Box([build(3), Box((build(2), "x")), {"k": Box(None)}])
    print(mixed)
    print(str(build(3)), [build(2)], (build(1),))


if __name__ == "__main__":
    main()
