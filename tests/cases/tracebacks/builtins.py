def f(a, b=2, c=3):
    return a + b * c
print(f(1), f(1, 5), f(1, c=10), f(a=4, b=1, c=1))
x = 10
def g():
    global x
    x += 1
    return x
print(g(), g(), x)
s = "héllo wörld"
print(len(s), s[1], s[-1], s[2:5], s.upper(), s.split(), s.find("w"), s.replace("l", "L"))
print("a,b,,c".split(","), " x y  ".strip(), "-".join(["a", "b"]), "abc".startswith(("x", "a")))
print(list(range(10, 0, -3)), len(range(0, 100, 7)), 14 in range(0, 100, 7), range(5)[-1])
for i, c in enumerate("abc"):
    print(i, c, end=" ")
print()
for a, b in zip([1, 2, 3], "xy"):
    print(a, b, sep="-")
print(list(reversed([1, 2, 3])), sorted("hello"), sorted([3, 1, 2], reverse=True))
print(divmod(7, -2), divmod(7.5, 2), pow(2, 10), pow(2, -1), pow(3, 4, 5), round(2.5), round(3.14159, 2), abs(-3))
print(hex(255), bin(5), oct(8), chr(65), ord("a"), int("ff", 16), int(" 42 "), float("1e3"), int(3.9), int(-3.9))
print(1 == 1.0, True == 1, {1: "a", 1.0: "b", True: "c"}, 0.1 + 0.2 == 0.3)
print(any([0, 0, 1]), all([1, 1, 0]), any([]), all([]))
print(str(1.0), str(-0.0), 1e-7, 1.5e300 * 1e10, float("nan"), 10 ** 20, 2 ** 63, -2 ** 63)
print(7 // 2, -7 // 2, 7 % -3, -7 % 3, 7.0 // 2, -7.0 % 3, 2 ** 0.5, 10 / 4)
print(1 << 70, (1 << 70) >> 68, ~5, 5 & 3, 5 | 3, 5 ^ 3, -1 >> 100)
print([1, 2] + [3], [0] * 3, (1, 2) * 2, "ab" * 2, 3 * "x")
l = [5, 3, 1]
l.sort()
l.insert(0, 9)
l.extend([7, 7])
print(l, l.pop(), l.pop(0), l.index(3), l.count(7), l)
del l[0]
print(l)
d = {}
d.setdefault("k", []).append(1)
d["z"] = 5
print(d, list(d.keys()), list(d.values()), d.pop("z"), d)
del d["k"]
print(d, bool(d), bool([0]), not [], 3 if d else 4)
a = b = [1]
a.append(2)
print(a is b, b, a is not None)
x, (y, z) = 1, (2, 3)
print(x, y, z)
first, *mid, last = range(6)
print(first, mid, last)
print([(i, j) for i in range(3) for j in range(i) if (i + j) % 2 == 1])
n = 0
for i in range(10):
    if i == 3:
        continue
    if i == 7:
        break
    n += i
else:
    print("no")
print(n)
for i in range(3):
    pass
else:
    print("else ran")
k = 0
while k < 3:
    k += 1
else:
    print("while else", k)
print(1 < 2 < 3, 1 < 3 < 2, 2 > 1 == 1)
print(0 or "x", "" and 1, None or 0 or [], 1 and 2 and 3)
print(max("abc", "b"), min([3, 1], default=0), max([], default=None), sum([0.5, 0.25]), sum([[1], [2]], []))
print(isinstance(1, (str, int)), isinstance("a", str), isinstance(1.0, int), type(None), type([]) == list)
t = 1, 2
print(t, type(t))
print(str(123), repr(1.5), repr([1, "a"]), str("x"), repr({"a": (1,)}))
print("%", "a\tb\n".__len__() if False else 3)
m = [[0] * 3 for _ in range(2)]
m[0][1] = 5
print(m)
lst = [1, 2, 3, 4, 5, 6]
lst[1:3] = [9]
print(lst, lst[::2], lst[::-2], lst[10:], lst[-2:])
del lst[::2]
print(lst)
s2 = "abc"
s2 += "d"
print(s2, s2 * 0, s2[10:], s2[-10:2])
print(f"{1+1} {'a'!r} {3:05d} {0.5:%} {'x':^5}| {12345678:,}")
print("a" < "b", [1, 2] < [1, 3], (1, 2) <= (1, 2), "B" < "a")
print(dict(a=1, b=2), dict([(1, 2)]), list("ab"), tuple([1]), dict({1: 2}))
