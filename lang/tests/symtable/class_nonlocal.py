def f():
    x = 1
    class C:
        nonlocal x
        x = 2
        def m(self):
            return x
    return C
