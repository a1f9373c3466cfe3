def f():
    x = 1
    del x
    del y
    del a[0], b.c
