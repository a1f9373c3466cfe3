"""Object-heavy: a small class hierarchy with super(), properties, special methods and
dunder-driven containers, the shape of the models agents write."""

class Shape:
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    def area(self):
        return 0.0

    def __lt__(self, other):
        return self.area() < other.area()

    def __repr__(self):
        return f"{type(self).__name__}({self.area():.1f})"

class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self._w = w
        self._h = h

    @property
    def w(self):
        return self._w

    @w.setter
    def w(self, v):
        self._w = v

    def area(self):
        return self._w * self._h

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)

class Vec:

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __eq__(self, o):
        return self.x == o.x and self.y == o.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __len__(self):
        return 2

class Bag:
    def __init__(self):
        self.items = {}

    def add(self, k):
        self.items[k] = self.items.get(k, 0) + 1

    def __contains__(self, k):
        return k in self.items

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)

total = 0.0
shapes = []
for i in range(60000):
    r = Rect(i % 7 + 1, i % 5 + 1) if i % 3 else Square(i % 4 + 1)
    r.w = r.w + 1
    total += r.area()
    shapes.append(r)
shapes.sort()
acc = Vec(0, 0)
bag = Bag()
for i in range(120000):
    v = Vec(i % 10, i % 3) * 2
    acc = acc + v
    bag.add(v)
hits = sum(1 for i in range(1000) if Vec(i % 20, i % 6) in bag)
print(total, Shape.count, shapes[0], shapes[-1], acc.x, acc.y, len(bag), hits, len(acc))
