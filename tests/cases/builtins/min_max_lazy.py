# min/max consume their iterable item by item, calling key= on each item as it arrives
# (side effects interleave exactly as in CPython), with default= and errors.
def gen(n):
    for i in range(n):
        print("yield", i)
        yield (i * 37) % 11

def key(x):
    print("key", x)
    return -x

print(max(gen(4), key=key))
print(min(gen(3)))
print(max(gen(0), default="empty"))
print(min((x for x in [3, 1, 2]), key=lambda x: x % 3))
print(max([[1, 2], [3], [0, 0, 0]], key=len))
print(max(3, 9, 4), min("b", "a", "c"))
print(max(range(10**6)), min(range(5, 10**6)))
try:
    max(gen(0))
except ValueError as e:
    print("ValueError:", e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print("TypeError:", e)
try:
    min(5)
except TypeError as e:
    print("TypeError:", e)
try:
    max([1, "a"])
except TypeError as e:
    print("TypeError:", e)

class Big:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        print("gt", self.v, o.v)
        return self.v > o.v
    def __repr__(self):
        return f"Big({self.v})"

print(max(Big(i % 4) for i in range(5)))
