def f():
    global y
    del y
f()
