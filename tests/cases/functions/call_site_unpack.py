def f(a, b, c, d=0):
    return (a, b, c, d)
args = [1, 2, 3]
print(f(*args))
print(f(*args, 4))
print(f(0, *[1, 2]))
print(f(*[1], *(2,), 3))
print(f(**{"a": 1, "b": 2, "c": 3}))
print(f(1, **{"c": 3, "b": 2}))
print(f(*range(2), **{"c": 5, "d": 6}))
print(f(*"xyz"))
print(f(**{"a": 1}, **{"b": 2}, c=3))
def g(*a, **k):
    return a, k
print(g(*[], **{}))
print(g(*[1, 2], *[3], x=1, **{"y": 2}))
print(g(*(i * i for i in range(4))))
print(max(*[3, 1, 4, 1, 5]))
print(*[1, 2, 3], sep="|")
try:
    f(*[1, 2, 3, 4, 5])
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, **{"a": 2, "b": 3, "c": 4})
except TypeError as e:
    print(type(e).__name__, e)
try:
    g(**{"x": 1}, **{"x": 2})
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(*5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(**[1])
except TypeError as e:
    print(type(e).__name__, e)
