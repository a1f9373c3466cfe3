x = 1 + 2
print(x, "hello", 3.5, None, True)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fib(15))
i = 0
s = 0
while i < 10:
    if i % 2 == 0:
        s += i
    else:
        s -= 1
    i += 1
print(s)
l = [1, 2, 3]
l.append(4)
print(l, len(l), l[-1], l[1:3])
d = {"a": 1, 1: "x"}
d[1.0] = "y"
print(d, d.get("b"), d.get("a"))
for k, v in d.items():
    print(k, v)
print([i * i for i in range(5)], {i: str(i) for i in range(3)})
a, *b = [1, 2, 3]
print(a, b)
print(2 ** 100, -7 // 2, -7 % 2, 7 / 2, 1e16, 0.1 + 0.2)
print(repr("it's"), 'a' * 3, "abc"[::-1])
t = (1,)
print(t, (), (1, 2))
print(type(1), type(True), isinstance(True, int))
print(f"x={x} {x!r:>5} {3.14159:.2f}")
print(sorted([3, 1, 2]), min(3, 1), max([1, 5, 2]), sum(range(10)))
l2 = [1]
l2.append(l2)
print(l2)
