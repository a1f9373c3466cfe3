# __init__ called again on built-in values: list and set start over, dict updates, the types
# with a __new__ of their own ignore the arguments, and object.__init__ complains as CPython 3.11.
l=[1,2]; l.__init__(l); print(l)
l=[5]; l.__init__(); print(l)
l.__init__((7, 8)); print(l)
try: l.__init__(1,2)
except Exception as e: print(type(e).__name__, e)
try: l.__init__(x=1)
except Exception as e: print(type(e).__name__, e)
try: l.__init__(5)
except Exception as e: print(type(e).__name__, e)
d={'a':1}; d.__init__({'b':2}, c=3); print(d)
try: d.__init__(1,2)
except Exception as e: print(type(e).__name__, e)
s={1}; s.__init__([2]); print(s)
try: s.__init__(1,2)
except Exception as e: print(type(e).__name__, e)
try: s.__init__(x=1)
except Exception as e: print(type(e).__name__, e)
f=frozenset([1]); f.__init__([2,3]); print(f)
list.__init__(l, "ab"); print(l)
for v in [object(), 5, 'a', (1,), 1.5, frozenset(), None, range(3), True]:
    try: print(type(v).__name__, v.__init__(1))
    except Exception as e: print(type(v).__name__, type(e).__name__, e)
class A: pass
class B:
    def __init__(self, x):
        super().__init__(x)
for f in [lambda: A().__init__(1), lambda: B(1), lambda: A(1), lambda: object.__init__(A(), 1)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
