def f(n):
    return f(n + 1)
print("start")
f(0)
