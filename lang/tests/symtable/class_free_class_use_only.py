def f():
    x = 1
    class C:
        print(x)
        def m(self):
            return x
    return C
