# Names: a class's __name__ and __qualname__ are assignable (checked) and its reprs follow them; a
# function's repr follows its __qualname__; a module function is named without its module.
for v in [object(), 5, 'a', (1,), 1.5, frozenset(), None, range(3), True]:
    try: print(type(v).__name__, v.__init__(1))
    except Exception as e: print(type(v).__name__, type(e).__name__, e)
import math
print(math.sqrt.__name__, math.sqrt.__qualname__, math.sqrt.__module__, math.sqrt, print.__module__, len)
def outer():
    def inner():
        pass
    return inner
print(repr(outer()).split(" at ")[0], repr(outer).split(" at ")[0])
f = outer()
f.__qualname__ = "renamed"
print(repr(f).split(" at ")[0], f.__qualname__, f.__name__)
class K:
    def m(self): pass
print(repr(K.m).split(" at ")[0], repr(K().m).split(" at ")[0])
