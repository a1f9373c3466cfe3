class Grid:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        print("get", key)
        return self.cells.get(key, 0)
    def __setitem__(self, key, value):
        print("set", key, value)
        self.cells[key] = value
    def __delitem__(self, key):
        print("del", key)
        del self.cells[key]
g = Grid()
g[1, 2] = 5
print(g[1, 2], g[0, 0])
g["k"] = "v"
del g["k"]
try:
    del g["k"]
except KeyError as e:
    print(type(e).__name__, e)
g[0, 0] += 3
print(g.cells)
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * 10
print(list(Seq()), 20 in Seq(), 25 in Seq())
for v in Seq():
    print("iter via getitem", v)
class Sliceable:
    def __init__(self, data):
        self.data = data
    def __getitem__(self, idx):
        if isinstance(idx, int):
            return self.data[idx]
        return Sliceable(self.data[idx])
    def __repr__(self):
        return f"Sliceable({self.data})"
s = Sliceable([0, 1, 2, 3, 4, 5])
print(s[1:4], s[::2], s[-1], s[1:5][1:3])
class Probe:
    def __getitem__(self, key):
        return key
print(Probe()[1:4], Probe()[::2], Probe()[1:2, 3], type(Probe()[:]).__name__)
class ReadOnly:
    def __getitem__(self, i):
        return i
try:
    ReadOnly()[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del ReadOnly()[0]
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
