def f(a, *, b, c=3):
    return (a, b, c)
print(f(1, b=2))
print(f(1, b=2, c=4))
print(f(a=0, c=9, b=8))
def g(*, x, y):
    return x - y
print(g(x=10, y=3), g(y=3, x=10))
def h(a, *rest, flag=False):
    return (a, rest, flag)
print(h(1))
print(h(1, 2, 3))
print(h(1, 2, flag=True))
for call in ("f(1, 2)", "f(1)", "g(1, 2)", "h()"):
    try:
        if call == "f(1, 2)":
            f(1, 2)
        elif call == "f(1)":
            f(1)
        elif call == "g(1, 2)":
            g(1, 2)
        else:
            h()
    except TypeError as e:
        print(call, "->", type(e).__name__, e)
def k(*, a, b, c):
    return a + b + c
try:
    k(a=1)
except TypeError as e:
    print(e)
