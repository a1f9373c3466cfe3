# nsmallest/nlargest (key, ties, n edge cases) and merge: lazy, key=, reverse=, stable across
# inputs, as Lib/heapq.py.
import heapq

nums = [5, 1, 8, 3, 9, 2, 8, 1, 7]
for n in (0, 1, 2, 3, 5, 9, 20, -1):
    print(n, heapq.nsmallest(n, nums), heapq.nlargest(n, nums))
print(heapq.nsmallest(3, iter(nums)), heapq.nlargest(3, iter(nums)))
print(heapq.nsmallest(1, iter([])), heapq.nlargest(1, []), heapq.nsmallest(2, iter([])))
pairs = [("a", 3), ("b", 1), ("c", 3), ("d", 2), ("e", 1), ("f", 3)]
print(heapq.nsmallest(3, pairs, key=lambda p: p[1]))
print(heapq.nlargest(3, pairs, key=lambda p: p[1]))
print(heapq.nlargest(2, iter(pairs), key=lambda p: p[1]))
print(heapq.nsmallest(4, iter(pairs), key=lambda p: -p[1]))
print(heapq.nlargest(1, pairs, key=lambda p: p[1]), heapq.nsmallest(1, pairs, key=lambda p: p[1]))
print(heapq.nsmallest(2, "hello world"), heapq.nlargest(3, {3: "a", 1: "b", 2: "c"}))
print(heapq.nsmallest(n=2, iterable=[4, 2, 6]))
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(["dog", "horse"], ["cat", "fish", "kangaroo"], key=len)))
print(list(heapq.merge([9, 7, 5], [8, 6], [10], reverse=True)))
print(list(heapq.merge([(1, "a"), (2, "a")], [(1, "b"), (2, "b")], key=lambda t: t[0])))
print(list(heapq.merge()), list(heapq.merge([])), list(heapq.merge([], [1])))
print(list(heapq.merge("ace", "bdf")))

def gen(name, xs):
    for x in xs:
        print("  pull", name, x)
        yield x

m = heapq.merge(gen("a", [1, 4]), gen("b", [2, 3]))
print("made", type(m).__name__)
print(next(m))
print(next(m))
print(list(m))
print(next(m, "done"))
m = heapq.merge([3, 1], [2])
print(list(m))

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: heapq.nsmallest(2))
show(lambda: heapq.nsmallest(2, [1], lambda x: x, 4))
show(lambda: heapq.nsmallest(2, [3, 1], foo=None))
show(lambda: heapq.nsmallest(2.5, iter([3, 1, 2])))
show(lambda: heapq.nsmallest(2.5, [3, 1, 2]))
show(lambda: heapq.nsmallest(2, 5))
show(lambda: heapq.nlargest("a", [1]))
show(lambda: heapq.merge([1], foo=1))
show(lambda: list(heapq.merge(5)))
show(lambda: list(heapq.merge([1, "a"], [2])))
show(lambda: list(heapq.merge([1], [2], key=5)))
