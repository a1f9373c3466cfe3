def f():
    global x
    class C:
        y = x
        def m(self):
            return x
    return C
