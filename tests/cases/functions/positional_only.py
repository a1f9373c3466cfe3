def f(a, b, /, c, d=4):
    return (a, b, c, d)
print(f(1, 2, 3))
print(f(1, 2, c=3))
print(f(1, 2, 3, d=5))
def g(x, /):
    return x * 2
print(g(21))
def h(a, /, **kw):
    return (a, kw)
print(h(1, a=2))
print(h(1, b=2, c=3))
def p(a, b=2, /, c=3, *, d=4):
    return [a, b, c, d]
print(p(1), p(1, 5), p(1, 5, 6), p(1, c=7, d=8))
try:
    f(1, b=2, c=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    g(x=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(a=1, b=2, c=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    p()
except TypeError as e:
    print(type(e).__name__, e)
