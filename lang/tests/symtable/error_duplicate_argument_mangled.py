class C:
    def f(self, __a, _C__a):
        pass
