def f(a, b=2, *rest):
    return (a, b, rest)
print(f(1), f(1, 2, 3, 4), f(*[5, 6, 7]), f(*(1,), b=9))
def g(*args):
    return sum(args), len(args), args
print(g(), g(1, 2), g(*range(5)))
lst = [3, 1, 2]
print(*lst)
print(*lst, sep="-", end="!\n")
print(*"abc", *[1, 2])
kw = {"sep": ":"}
print(1, 2, **kw)
print(max(*lst), min(*lst, 0))
def h(x, y):
    return x - y
print(h(**{"y": 1, "x": 10}), h(*[5], **{"y": 2}))
print(f(1, *[], **{}))
def k(a, *b):
    b = b + (a,)
    return b
print(k(1, 2))
print(f(**{"a": 1, "b": 2}))
