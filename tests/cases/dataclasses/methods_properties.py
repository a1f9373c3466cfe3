from dataclasses import dataclass, field
from typing import List
@dataclass
class Cart:
    owner: str
    lines: List[tuple] = field(default_factory=list)
    def add(self, item, price, qty=1):
        self.lines.append((item, price, qty))
        return self
    @property
    def total(self):
        return sum(p * q for _, p, q in self.lines)
    @classmethod
    def for_guest(cls):
        return cls("guest")
    @staticmethod
    def fmt(cents):
        return f"${cents / 100:.2f}"
    def __len__(self):
        return sum(q for _, _, q in self.lines)
c = Cart.for_guest().add("apple", 50, 3).add("pear", 125)
print(c)
print(c.total, Cart.fmt(c.total), len(c), bool(Cart("x")))
@dataclass
class Stack:
    items: list = field(default_factory=list)
    def push(self, x):
        self.items.append(x)
    def pop(self):
        if not self.items:
            raise IndexError("pop from empty Stack")
        return self.items.pop()
    def __iter__(self):
        return iter(reversed(self.items))
s = Stack()
for i in range(3):
    s.push(i)
print(list(s), s.pop(), s)
try:
    Stack().pop()
except IndexError as e:
    print(type(e).__name__, e)
