# A function's repr follows its __qualname__ in CPython (<function g at ...>); Pyrite keeps the
# name it was defined with.
# expect: ok
# stdout: g <function g
# now: ok
def f():
    pass
f.__qualname__ = "g"
print(f.__qualname__, repr(f).split(" at ")[0])
