def f():
    global total
    [total := x for x in range(3)]
