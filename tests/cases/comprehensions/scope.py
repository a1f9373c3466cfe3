x = "outer"
r = [x for x in range(3)]
print(r, x)
i = 99
s = [i * 2 for i in range(3)]
print(s, i)
n = 10
t = [n + k for k in range(3)]
print(t)
def f(m):
    return [m * j for j in range(4)]
print(f(3))
def g():
    base = 100
    return [base + v for v in range(3)]
print(g())
data = [[1, 2], [3, 4]]
print([y for row in data for y in row])
