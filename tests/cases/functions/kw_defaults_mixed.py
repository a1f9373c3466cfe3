def f(a, b=2, c=3, d=4):
    return [a, b, c, d]
print(f(1))
print(f(1, d=40))
print(f(1, 20, d=40))
print(f(d=4, c=3, b=2, a=1))
print(f(1, 2))
def g(x, y=[]):
    y = y + [x]
    return y
print(g(1), g(2), g(3, [0]))
