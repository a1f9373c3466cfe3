def f():
    print(x)
    x = 1
f()
