class Bag:
    items = []
    def add(self, x):
        self.items.append(x)
b1 = Bag()
b2 = Bag()
b1.add(1)
b2.add(2)
print(b1.items, b2.items, Bag.items)
print(b1.items is b2.items)
class FixedBag:
    def __init__(self):
        self.items = []
    def add(self, x):
        self.items.append(x)
f1 = FixedBag()
f2 = FixedBag()
f1.add(1)
f2.add(2)
print(f1.items, f2.items)
class Reassign:
    items = []
    def add(self, x):
        self.items = self.items + [x]
r1 = Reassign()
r2 = Reassign()
r1.add("a")
r2.add("b")
print(r1.items, r2.items, Reassign.items)
class Registry:
    members = {}
    def __init__(self, name):
        Registry.members[name] = len(Registry.members)
Registry("a")
Registry("b")
Registry("c")
print(Registry.members)
