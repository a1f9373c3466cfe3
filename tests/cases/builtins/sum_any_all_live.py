# sum, any and all over a list read it live, as CPython's list iterator does: an item's
# __add__ or __bool__ that appends to the list makes the loop see the new items; one that
# removes items ends it early. Tuples, generators and other iterables go through iter().


class Grow:
    def __init__(self, target, n):
        self.target = target
        self.n = n

    def __radd__(self, other):
        if self.n > 0:
            self.target.append(Grow(self.target, self.n - 1))
        return other + 1

    def __bool__(self):
        if self.n > 0:
            self.target.append(Grow(self.target, self.n - 1))
        return True


xs = []
xs.append(Grow(xs, 3))
print(sum(xs), len(xs))

ys = []
ys.append(Grow(ys, 4))
print(all(ys), len(ys))


class Shrink:
    def __init__(self, target):
        self.target = target

    def __bool__(self):
        self.target.clear()
        return False


zs = []
zs.extend([Shrink(zs), 1, 2])
print(any(zs), zs)

print(sum((1, 2, 3)), sum([0.5, 0.25]), sum([], 7), sum([[1], [2]], []))
print(any(()), all(()), any([0, "", None]), all([1, "x"]))
print(sum(x * x for x in range(10)), any(x > 8 for x in range(10)))
print(sum(range(5)), all({1: 2}), any("") , sum({3, 4}))
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    sum([1, "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    any(5)
except TypeError as e:
    print("TypeError:", e)
