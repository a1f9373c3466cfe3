def two():
    yield "a"
    yield "b"
g = two()
print(next(g, "default"))
print(next(g, "default"))
print(next(g, "default"))
print(next(g, None))
it = iter([])
print(next(it, 0))
nums = iter([3, 8, 11, 4])
print(next((n for n in nums if n > 5), "none"))
print(next((n for n in nums if n > 50), "none"))
print(next(iter("xyz")))
first_even = next((x for x in [1, 3, 6, 7] if x % 2 == 0), None)
print(first_even)
try:
    next(two(), 1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
