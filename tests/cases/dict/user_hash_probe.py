# Dict lookups with user __hash__/__eq__: consecutive and colliding hashes, a comparison
# that mutates the dict mid-lookup (the lookup restarts), keys found after many probes.
class H:
    def __init__(self, x, h):
        self.x = x
        self.h = h
    def __hash__(self):
        return self.h
    def __eq__(self, o):
        if not isinstance(o, H):
            return NotImplemented
        return self.x == o.x
    def __repr__(self):
        return f"H({self.x})"

d = {}
for i in range(2000):
    k = H(i % 700, i % 700)
    d[k] = d.get(k, 0) + 1
print(len(d), d[H(0, 0)], d[H(699, 699)], H(700, 700) in d)

# Every key has the same hash: all live in one probe chain.
same = {H(i, 42): i for i in range(300)}
print(len(same), same[H(0, 42)], same[H(299, 42)], H(300, 42) in same)
del same[H(150, 42)]
print(len(same), H(150, 42) in same, same[H(151, 42)])

# Hashes that agree in their low bits (multiples of a power of two).
wide = {H(i, i << 20): i for i in range(500)}
print(len(wide), wide[H(499, 499 << 20)], sum(wide.values()))

# Negative and huge hashes.
neg = {H(i, -i - 2): i for i in range(100)}
print(neg[H(50, -52)], len(neg))
big = {H(i, 2**62 + i): i for i in range(100)}
print(big[H(99, 2**62 + 99)])

# A comparison that mutates the dict while it is being searched.
class Sneaky:
    def __init__(self, target):
        self.target = target
        self.fired = False
    def __hash__(self):
        return 7
    def __eq__(self, o):
        if not self.fired:
            self.fired = True
            self.target[H(-1, 7)] = "added"
        return False

t = {H(1, 7): "one"}
s = Sneaky(t)
print(t.get(s), len(t), sorted(v for v in t.values()))

# Ints, strs and tuples in one dict with removals and reinsertions.
m = {}
for i in range(1000):
    m[i] = i
    m[str(i)] = i
    m[(i, i)] = i
for i in range(0, 1000, 3):
    del m[i]
    del m[str(i)]
print(len(m), m[1], m["2"], m[(999, 999)], 3 in m, "3" in m)
for i in range(0, 1000, 3):
    m[i] = -i
print(len(m), m[3], list(m)[:4], list(m)[-3:])
