x = "global"
def f():
    x = "local"
    return x
print(f(), x)
def g(x):
    x = x + 1
    return x
y = 5
print(g(y), y)
def h(lst):
    lst.append(1)
    lst = [99]
    return lst
a = []
print(h(a), a)
def k():
    if False:
        z = 1
    return "ok"
print(k())
