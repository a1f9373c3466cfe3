def f():
    for i in range(3):
        if i == 1:
            print(y)
        y = i
f()
