# from ... import ... as __builtins__, the same through ImportFrom.
# expect: refused NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
from math import pi as __builtins__
def f():
    return len([])
print(f())
