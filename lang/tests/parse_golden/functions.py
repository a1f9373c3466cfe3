def f(): pass
def f(a): pass
def f(a, b): pass
def f(a, b=1): pass
def f(a=1, b=2): pass
def f(*args): pass
def f(**kwargs): pass
def f(*args, **kwargs): pass
def f(a, *, b): pass
def f(a, *, b=1, c): pass
def f(a, /): pass
def f(a, /, b): pass
def f(a, b=1, /, c=2): pass
def f(a, /, b, *c, d, e=1, **f): pass
def f(a: int, b: str = "x") -> bool: pass
def f(*args: int, **kw: str): pass
def f(*args: *Ts): pass
def f(a,): pass
def f(*, a,): pass
def f(
    a,
    b,
): pass
def f():
    """docstring"""
    return 1
def f():
    def g():
        def h():
            return 1
        return h
    return g
def f():
    x = yield
    yield from g()
class A:
    def m(self):
        return self
    @property
    def p(self): return 1
    @staticmethod
    def s(): pass
class A(): pass
class A(B, C): pass
class A(B, *c, d=1): pass
