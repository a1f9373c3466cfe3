def f():
    return 0
print(f())
f(1)
