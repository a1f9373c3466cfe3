def f():
    x = 1
    class C:
        global x
        x = 2
        def m(self):
            return x
    return C
