def f(a, b, c):
    return (a, b, c)
print(f(1, 2, 3))
print(f(1, c=3, b=2))
print(f(c=3, a=1, b=2))
print(f(1, 2, c=3))
def g(x, y=10, z=20):
    return x + y + z
print(g(1), g(1, 2), g(1, z=5), g(1, 2, 3), g(x=0, y=0))
