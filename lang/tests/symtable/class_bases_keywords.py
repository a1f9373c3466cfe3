def f(base, meta):
    class C(base, metaclass=meta):
        pass
    return C
