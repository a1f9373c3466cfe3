def f():
    return 3
print(f())
print(f()())
