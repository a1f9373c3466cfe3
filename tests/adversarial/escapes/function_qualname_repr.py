# A function's repr follows its __qualname__, as in CPython.
# expect: ok
# stdout: g <function g
def f():
    pass
f.__qualname__ = "g"
print(f.__qualname__, repr(f).split(" at ")[0])
