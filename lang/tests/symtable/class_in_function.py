def f():
    x = 1
    class C:
        x = 2
        y = x
        def m(self):
            return x
    return C
