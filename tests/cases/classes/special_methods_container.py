class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
    def __contains__(self, x):
        return x in self.items
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = v
    def __delitem__(self, i):
        del self.items[i]
    def __eq__(self, other):
        return isinstance(other, Bag) and sorted(self.items) == sorted(other.items)
    def __hash__(self):
        return hash(tuple(sorted(self.items)))
    def __repr__(self):
        return f"Bag{tuple(self.items)}"
    def __bool__(self):
        return bool(self.items)
    def __add__(self, other):
        return Bag(*(self.items + other.items))
b = Bag(3, 1, 2)
print(b, len(b), 2 in b, 9 in b, b[0], b[-1], b[1:])
b[0] = 30
del b[1]
print(b, list(b), sorted(b), sum(b))
print(Bag(1, 2) == Bag(2, 1), Bag(1) == Bag(1, 1), Bag() == [])
print(len({Bag(1, 2), Bag(2, 1), Bag(3)}))
print(bool(Bag()), bool(b), b + Bag(7))
print({Bag(1): "one"}[Bag(1)])
x, y = Bag("p", "q")
print(x, y, [*Bag(1, 2), *Bag(3)])
print(max(Bag(4, 9, 2)), min(Bag(4, 9, 2)), list(enumerate(Bag("a", "b"))))
