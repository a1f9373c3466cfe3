# Sorting many instances through __lt__ (each comparison a call into script code), with a
# key function, with reverse, and min/max through __lt__/__gt__: linear memory per call.
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return f"K({self.v})"

xs = [K((i * 7919) % 10007) for i in range(20000)]
xs.sort()
print(xs[0], xs[1], xs[-1], len(xs))
print(all(not (xs[i + 1] < xs[i]) for i in range(len(xs) - 1)))
ys = sorted(xs, key=lambda k: -k.v)
print(ys[:3], ys[-1])
xs.sort(reverse=True)
print(xs[:2], min(xs), max(xs))
