a, *b, c = [1, 2, 3, 4, 5]
print(a, b, c)
a, *b, c = (1, 2)
print(a, b, c)
*init, last = "hello"
print(init, last)
first, *rest = range(4)
print(first, rest, type(rest).__name__)
(x, *y), z = [1, 2, 3], 4
print(x, y, z)
head, *_ = [9, 8, 7]
print(head, _)
a, (b, *c), *d = 1, (2, 3, 4), 5, 6
print(a, b, c, d)
for p, *q in [(1, 2, 3), (4,), (5, 6)]:
    print(p, q)
[m, *n] = {10: 0, 20: 0}
print(m, n)
*all_of_it, = [1, 2]
print(all_of_it)
try:
    a, *b, c = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b, *c = 1
except TypeError as e:
    print(type(e).__name__, e)
row = [1, 2, 3]
print(*row, sep="-")
merged = [*row, *"ab", *range(2)]
print(merged)
print((*row,), {**{"a": 1}, "b": 2})
