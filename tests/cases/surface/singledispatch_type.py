# A functools.singledispatch function is a plain function in CPython.
import functools


@functools.singledispatch
def f(x):
    return "base"


@f.register
def _(x: int):
    return "int"


def g():
    pass


print(type(f) is type(g), type(f) == type(g), isinstance(f, type(g)))
print(type(f), type(f).__name__, f.__class__ is type(g), f.__class__)
print(f(1), f("a"), f.dispatch(int) is not f.dispatch(str))
h = functools.lru_cache(maxsize=None)(g)
print(type(h), type(functools.cache(g)))
p = functools.partial(int, base=2)
print(type(p), p("101"))


@functools.wraps(g)
def w():
    pass


print(type(w), w.__name__, type(w) is type(g))
