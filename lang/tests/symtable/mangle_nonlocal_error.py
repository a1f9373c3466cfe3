class C:
    def f(self):
        nonlocal __x
