# import ... as __builtins__ rebinds what CPython's functions use as built-ins.
# expect: refused NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
import math as __builtins__
def f():
    return len([])
print(f())
