from functools import singledispatch, update_wrapper, wraps
import functools
import typing

@singledispatch
def show(x):
    """Show a thing."""
    return f"object {x!r}"

@show.register(int)
def _(x):
    return f"int {x}"

@show.register
def _(x: str):
    return f"str {x!r}"

@show.register
def _(x: list, extra=None):
    return "list of " + ", ".join(show(i) for i in x)

def show_float(x):
    return f"float {x:.2f}"
show.register(float, show_float)

@show.register(dict)
@show.register(set)
def _(x):
    return f"container {len(x)}"

@show.register
def _(x: bytes | bytearray):
    return "bytes-like"

@show.register(typing.Optional[tuple])
def _(x):
    return "tuple or None"

class Animal:
    pass
class Dog(Animal):
    pass
class Puppy(Dog):
    pass
@show.register
def _(a: Animal):
    return "animal " + type(a).__name__
@show.register(Dog)
def _(a):
    return "dog " + type(a).__name__

class MyInt(int):
    pass

for v in [1, True, "s", [1, "a", 2.5], 2.5, {1: 2}, {3}, b"x", bytearray(b"y"), (1,), None,
          Animal(), Dog(), Puppy(), MyInt(7), 1.0, frozenset()]:
    print(show(v))

print(show.__name__, show.__doc__, show.__qualname__, show.__module__)
print(show.dispatch(bool) is show.dispatch(int), show.dispatch(object)(1))
print(show.dispatch(Puppy)(Puppy()), show.dispatch(type(None))(None))
reg = show.registry
print(type(reg).__name__, len(reg), int in reg, range in reg, bool(reg))
print([k.__name__ for k in reg])
print(reg[int](5), reg.get(range), reg.get(range, "dflt"))
print(sorted(k.__name__ for k in reg.keys()), len(list(reg.values())), len(list(reg.items())))
c = reg.copy()
print(type(c).__name__, len(c), c == reg, reg == c, reg != c, reg == {})
print(type(reg | {1: 2}).__name__, len(reg | {1: 2}), len({1: 2} | reg))
for bad in [lambda: reg.__setitem__ if False else None]:
    pass
def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)
def setit():
    reg[int] = 1
def delit():
    del reg[int]
def ior():
    global reg
    reg |= {}
attempt(setit)
attempt(delit)
attempt(ior)
attempt(lambda: hash(reg))
attempt(lambda: reg[range])
attempt(lambda: show())
attempt(lambda: show.dispatch(1))
attempt(lambda: show.dispatch("x"))
attempt(lambda: show.dispatch(None))
attempt(lambda: show.dispatch(Dog()))
attempt(lambda: show.register(1, show_float))
try:
    show.register(lambda x: x)
except TypeError as e:
    print(str(e)[:38], str(e)[-80:])
attempt(lambda: show.register(list[int], show_float))
def bad_ann(x: list[int]):
    pass
attempt(lambda: show.register(bad_ann))
def bad_union(x: int | list[int]):
    pass
attempt(lambda: show.register(bad_union))
def ret_only(x) -> range:
    return "ret"
attempt(lambda: show.register(ret_only) is ret_only)
print(show.dispatch(range) is ret_only)
attempt(lambda: reg < reg)
attempt(lambda: reg | 1)
attempt(lambda: singledispatch())

@singledispatch
def area(shape, scale=1):
    raise NotImplementedError(type(shape).__name__)
class Sq:
    def __init__(self, s):
        self.s = s
@area.register
def _(shape: Sq, scale=1):
    return shape.s ** 2 * scale
print(area(Sq(3)), area(Sq(2), scale=10), area(Sq(2), 3))
attempt(lambda: area(5))

@wraps(show)
def wrapper(*a):
    return show(*a)
print(wrapper.__name__, wrapper.__doc__, wrapper(3))

class Holder:
    describe = show
print(Holder().describe()[:24])

@singledispatch
def noarg_name(x):
    return 0
attempt(lambda: noarg_name())
print(isinstance(show.registry, dict), callable(show))
def delint():
    del reg[1]
attempt(delint)
def setint():
    reg[1] = 2
attempt(setint)
