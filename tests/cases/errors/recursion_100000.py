def f(n):
    return n if n == 0 else f(n - 1)
print(f(10))
print(f(100000))
